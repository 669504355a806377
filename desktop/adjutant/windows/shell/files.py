"""Games and army lists in and out of the main window: open, new, copy, close, import,
drop, Open Recent (issues 9, 15, 16, 17, 18).

For :class:`adjutant.windows.shell.window.MainWindow`, which makes one :class:`GameFiles`
and forwards its public methods (``window.open_game(path)``…). There is no Save: every
change is on disk when the store's service returns. Opening a game that cannot be opened
leaves the open one as it was; every refusal is a clear message
(:class:`~adjutant.windows.shell.errors.ErrorReporter`). Before the open game is closed or
replaced, the tool windows are asked whether the player would lose something not yet
confirmed (issue 22: a hex path drawn but not confirmed).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from adjutant import APP_NAME
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.undo.journal import restore_history
from adjutant.windows.settings import KEY_LAST_GAME, RecentFiles, documents_dir
from adjutant.windows.shell.errors import ErrorReporter

if TYPE_CHECKING:
    from adjutant.qtmodels.document import GameDocument
    from adjutant.store import Game
    from adjutant.windows.dialogs import NewGameRequest
    from adjutant.windows.import_list import ImportListDialog
    from adjutant.windows.shell.window import MainWindow


class GameFiles(QObject):
    """The window's game files (see the module docstring)."""

    def __init__(
        self,
        window: MainWindow,
        recent: RecentFiles,
        errors: ErrorReporter,
        may_discard: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.document = window.document
        self.settings = window.settings
        self.recent = recent
        self.errors = errors
        #: Asked before the open game is closed or replaced: False keeps it.
        self.may_discard = may_discard

    # ------------------------------------------------------------------ opening
    def open_game(self, path: str | Path, *, quiet: bool = False) -> bool:
        """Open the game at ``path`` in place of the current one; False (and a message) on error.

        The current game stays open when the new one cannot be opened.
        """
        path = Path(path)
        # realpath, not Path.resolve(): a loop of symbolic links must reach Game.open and
        # its clear message, not raise here (issue 16).
        if not os.path.lexists(path):
            self.errors.message(
                QMessageBox.Icon.Warning,
                self.tr("{file} no longer exists.").format(file=path.name),
                self.tr("It may have been moved, renamed or deleted."),
                str(path),
                quiet=quiet,
            )
            self.recent.remove(os.path.realpath(path))
            self.window.gameLoaded.emit(False)
            return False
        from adjutant.store import Game, StoreError

        game = self.document.game
        if game is not None and game.path and os.path.realpath(game.path) == os.path.realpath(path):
            self.window.gameLoaded.emit(True)
            return True  # already open: opening it again would meet our own lock
        if game is not None and not quiet and not self.may_discard():
            return False
        try:
            game = Game.open(path)
        except StoreError as exc:
            self.errors.show_store_error(exc, quiet=quiet)
            self.window.gameLoaded.emit(False)
            return False
        self.adopt(game, quiet=quiet)
        if game.backup_path:
            self.window.statusBar().showMessage(
                self.tr("The game was upgraded; the original is kept as {file}.").format(
                    file=Path(game.backup_path).name
                ),
                10000,
            )
        for kept in getattr(game, "set_aside", ()):
            # Issue 16: a leftover log that was not this game's was moved out of the way.
            self.errors.message(
                QMessageBox.Icon.Information,
                self.tr("A leftover file beside {file} did not belong to it.").format(
                    file=path.name
                ),
                self.tr(
                    "It was set aside as “{kept}”, and the game opened as it was last saved. "
                    "This happens when an older copy of a game is put back in place of it, or "
                    "a file was copied in from elsewhere. You may delete the set-aside file "
                    "once you are sure you do not need it."
                ).format(kept=Path(kept).name),
                str(kept),
                quiet=quiet,
            )
        return True

    def adopt(self, game: Game, *, quiet: bool = False) -> None:
        """Show ``game`` (just opened or created) in the window, with its past actions."""
        from adjutant.store import StoreError

        self.errors.reported.clear()
        damaged: list[StoreError] = []

        def history(document: GameDocument) -> None:
            # Edit > Undo and History hold the game's past actions from its journal (issue
            # 15). A journal no service wrote (issue 16) costs the past actions, not the game.
            try:
                restore_history(document)
            except StoreError as exc:
                document.undo_stack.clear()
                damaged.append(exc)

        self.document.attach(game, history=history)
        if damaged:
            name = Path(game.path).name if game.path else self.tr("the game")
            self.errors.message(
                QMessageBox.Icon.Warning,
                self.tr("The undo history of {file} is damaged.").format(file=name),
                self.tr(
                    "The game opened as it was last saved, but its past actions cannot be "
                    "undone. Edit > Undo takes back what is done from now on."
                ),
                str(damaged[0]),
                quiet=quiet,
            )
        if game.path:
            self.recent.add(game.path)
            self.settings.setValue(KEY_LAST_GAME, str(Path(game.path).resolve()))
            self.settings.sync()
        self.window.gameLoaded.emit(True)

    def create_game(self, request: NewGameRequest) -> bool:
        """Create the game a :class:`NewGameRequest` describes and open it."""
        from adjutant.store import Game, StoreError

        if self.document.game is not None and not self.may_discard():
            return False
        try:
            if Path(request.path).parent == documents_dir():  # Documents/Adjutant, first use
                Path(request.path).parent.mkdir(parents=True, exist_ok=True)
            game = Game.create(
                request.path,
                name=request.name,
                ruleset=request.ruleset(),
                side_names=request.side_names,
                dice_mode=request.dice_mode,
            )
        except (StoreError, FileExistsError, ValueError, OSError) as exc:
            self.errors.show_store_error(exc)
            return False
        self.adopt(game)
        return True

    def new_game(self) -> bool:
        from adjutant.windows.dialogs import NewGameDialog

        dialog = NewGameDialog(documents_dir(), self.window)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        return self.create_game(dialog.request())

    def open_dialog(self) -> bool:
        game = self.document.game
        start = str(Path(game.path).parent) if game and game.path else str(documents_dir())
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open game"),
            start,
            self.tr("Adjutant games (*.adjutant);;All files (*)"),
        )
        return self.open_game(path) if path else False

    def close_game(self) -> bool:
        """File > Close Game (after asking, if a tool holds something not confirmed)."""
        if self.document.game is not None and not self.may_discard():
            return False
        self.document.detach()
        return True

    def may_lose(self, pending: list[str]) -> bool:
        """True when ``pending`` (what the tools hold, not yet confirmed) is empty, or the
        player agrees to lose it; never asked with nobody to answer (smoke tests)."""
        if not pending or self.errors.quiet:
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            APP_NAME,
            "",
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setObjectName("pendingWorkBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # it names figures and units
        box.setText("\n".join(pending))
        box.setInformativeText(
            self.tr("It is not saved until it is confirmed. Close anyway and lose it?")
        )
        box.setStandardButtons(
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return box.exec() == QMessageBox.StandardButton.Discard

    # ------------------------------------------------------------------ a copy
    def save_copy_dialog(self) -> bool:
        game = self.document.game
        if game is None or not game.path:
            return False
        source = Path(game.path)
        suggestion = source.with_name(f"{source.stem} {self.tr('copy')}{source.suffix}")
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Save a copy as"),
            str(suggestion),
            self.tr("Adjutant games (*.adjutant)"),
        )
        return self.save_copy(path) if path else False

    def save_copy(self, target: str | Path) -> bool:
        """Write a consistent copy of the open game to ``target`` (SQLite backup API)."""
        from adjutant import store
        from adjutant.store.errors import classify

        game = self.document.game
        target = Path(target)
        if target.suffix.lower() != ".adjutant":
            target = target.with_name(target.name + ".adjutant")
        if game is None or not game.path:
            return False
        if target.resolve() == Path(game.path).resolve():
            self.errors.message(
                QMessageBox.Icon.Information,
                self.tr("This is the game's own file."),
                self.tr("It is already saved: every change is written at once."),
            )
            return False
        copy = getattr(store, "copy_database", None)
        if copy is None:  # the store has no copy function: refuse clearly
            self.errors.message(
                QMessageBox.Icon.Warning, self.tr("Saving a copy is not available."), ""
            )
            return False
        partial = target.with_name(target.name + ".part")
        try:
            copy(Path(game.path), partial)
            partial.replace(target)
        except Exception as exc:
            partial.unlink(missing_ok=True)
            mapped = classify(exc, target)  # a StoreError comes back as itself
            if mapped is None:
                raise
            self.errors.show_store_error(mapped)
            return False
        self.window.statusBar().showMessage(
            self.tr("Copy saved as {file}").format(file=target.name), 6000
        )
        return True

    # ------------------------------------------------------------------ army lists (issue 17)
    def import_list_dialog(self, path: str | Path | None = None) -> ImportListDialog | None:
        """File > Import Army List… (Ctrl+I), or a list file dropped on the window: the
        import dialog (shown, not modal-blocking), or None when no game is open."""
        from adjutant.qtmodels import list_texts

        if self.document.game is None:
            self.errors.message(
                QMessageBox.Icon.Information, list_texts.text(list_texts.NO_GAME), ""
            )
            return None
        from adjutant.windows.import_list import ImportListDialog

        dialog = ImportListDialog(self.document, self.settings, None, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.quiet = self.errors.quiet
        dialog.open()
        if path is not None:
            dialog.load(path)
        else:
            dialog.invite()
        return dialog

    def accepts_drop(self, event: QDropEvent) -> bool:
        return any(url.isLocalFile() for url in event.mimeData().urls())

    def drop(self, event: QDropEvent) -> bool:
        """A game file dropped opens; any other file is offered to the army-list import.
        False when the drop holds no local file (the window's default handles it)."""
        files = [Path(url.toLocalFile()) for url in event.mimeData().urls() if url.isLocalFile()]

        if not files:
            return False
        event.acceptProposedAction()
        target = files[0]
        if target.suffix.lower() == ".adjutant":
            QTimer.singleShot(0, self, lambda: self.open_game(target))
        else:
            QTimer.singleShot(0, self, lambda: self.import_list_dialog(target))
        return True

    # ------------------------------------------------------------------ Open Recent
    def fill_recent_menu(self, menu: QMenu) -> None:
        missing = self.recent.prune()
        if missing:
            self.window.statusBar().showMessage(
                self.tr("Removed from Open Recent (no longer there): {files}").format(
                    files=", ".join(Path(p).name for p in missing)
                ),
                8000,
            )
        menu.clear()
        for index, path in enumerate(self.recent.paths(), start=1):
            action = menu.addAction(f"&{index} {Path(path).name.replace('&', '&&')}")
            action.setToolTip(plain_tooltip(path))
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_game(p))
        if not self.recent.paths():
            empty = menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(self.tr("Clear the List"), self.recent.clear)


__all__ = ["GameFiles"]

"""How the main window tells the player about problems (issues 9, 16).

For :class:`adjutant.windows.shell.window.MainWindow` and its parts. :class:`ErrorReporter`
sorts what went wrong into two kinds (DESIGN.md, qutebrowser's habit):

- a problem of the game file (the store's typed errors: not a game, damaged, newer, in
  use, read-only, disk full…) — :meth:`~ErrorReporter.show_store_error` says what happened
  and what to do, and that nothing was changed; met outside a dialog's flow (a model
  reading a damaged page) :meth:`~ErrorReporter.report_store_error` tells it once, on the
  next turn of the event loop, never as a modal box inside a signal;
- a fault of Adjutant itself — :meth:`~ErrorReporter.show_internal_error` says so, keeps the
  window open and puts the traceback in the dialog's details for a bug report.

Every text is plain text (it quotes file and unit names, issue 16). With :attr:`quiet`
(smoke tests: nobody to click) messages go to stderr only.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from adjutant import APP_NAME


def is_store_error(exc: BaseException) -> bool:
    """A problem of the game file (the store's typed errors), not a bug of Adjutant's."""
    from adjutant.store.errors import StoreError

    return isinstance(exc, StoreError)


class ErrorReporter(QObject):
    """The window's messages about problems (see the module docstring)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        #: Messages go to stderr only, never a dialog (set by smoke tests: nobody to click).
        self.quiet = False
        #: Store errors already told for the open game (report_store_error).
        self.reported: set[tuple[str, str]] = set()
        #: Every store error met outside a dialog's flow since start (smoke tests fail on
        #: any: a game that opens but cannot be shown is not a passing smoke test).
        self.store_errors: list[BaseException] = []

    def message(
        self, icon: QMessageBox.Icon, text: str, info: str, detail: str = "", *, quiet: bool = False
    ) -> None:
        """A message box (plain text), or a line on stderr when nobody is watching."""
        if quiet or self.quiet:  # smoke tests and start-up without a user watching
            print(f"adjutant: {text} {info} {detail}".strip(), file=sys.stderr)
            return
        box = QMessageBox(icon, APP_NAME, "", QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("storeErrorBox")
        # Plain text before the texts go in: they hold file, unit and game names (issue 16).
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(text)
        box.setInformativeText(info)
        if detail:
            box.setDetailedText(detail)
        box.exec()

    def tool_failed(self, exc: BaseException, title: str) -> bool:
        """A tool window raised while being built: True when it is a bug of Adjutant's (its
        traceback is then kept by the caller); a problem of the file is told as the file's."""
        if is_store_error(exc):
            # A damaged event read while building (issue 16): said once, no traceback.
            self.report_store_error(exc)
            return False
        if not self.quiet:  # after the dock is shown: never a modal box inside a signal
            QTimer.singleShot(0, self, lambda: self.show_internal_error(exc, title))
        return True

    def show_internal_error(self, exc: BaseException, panel: str = "") -> None:
        """A fault of Adjutant itself (not of the file): say so, keep the window open.

        ``panel`` names the tool window that failed, if one did; the traceback is the
        dialog's details (for a bug report). A problem of the game file met on the way
        (a damaged page read after the game opened) is the file's, not Adjutant's: it is
        shown as :meth:`show_store_error` shows it (issue 16).
        """
        if is_store_error(exc):
            self.report_store_error(exc)
            return
        text = (
            self.tr("The {panel} panel could not be opened.").format(panel=panel)
            if panel
            else self.tr("Adjutant met an unexpected problem while starting.")
        )
        self.message(
            QMessageBox.Icon.Critical,
            text,
            self.tr(
                "The rest of Adjutant keeps working and your game is safe. "
                "Please report this problem with the details below."
            ),
            "".join(traceback.format_exception(exc)),
        )

    def report_store_error(self, exc: BaseException) -> None:
        """A store error met outside any dialog's flow: told once, on the next turn of the
        event loop, and the same message not twice while the game stays open."""
        key = (type(exc).__name__, str(exc))
        self.store_errors.append(exc)
        if key in self.reported:
            return
        self.reported.add(key)
        if self.quiet:
            self.show_store_error(exc, quiet=True)
        else:
            QTimer.singleShot(0, self, lambda: self.show_store_error(exc))

    def show_store_error(self, exc: BaseException, *, quiet: bool = False) -> None:
        """A typed store error as a clear dialog: what happened and what to do."""
        text, info, detail = self.store_error_texts(exc)
        self.message(QMessageBox.Icon.Warning, text, info, detail, quiet=quiet)

    def store_error_texts(self, exc: BaseException) -> tuple[str, str, str]:
        """(what happened, what to do, details) for a store error, in the player's language."""
        from adjutant.store import (
            DamagedGame,
            DiskFull,
            GameInUse,
            InvalidField,
            NewerVersion,
            NoRoomToOpen,
            NotAGameFile,
            ReadOnlyLocation,
            UnreadableFile,
        )

        path = getattr(exc, "path", None) or getattr(exc, "filename", None)
        name = Path(path).name if path else self.tr("the game")
        unchanged = self.tr("Nothing was changed.")
        texts: list[tuple[type, str, str]] = [
            (
                NotAGameFile,
                self.tr("{file} is not an Adjutant game.").format(file=name),
                # Why, when it is more than "not a game" (issue 16), then what to do.
                "{why} "
                + self.tr("Choose a game saved by Adjutant (a .adjutant file). {unchanged}"),
            ),
            (
                UnreadableFile,
                self.tr("Adjutant is not allowed to read {file}.").format(file=name),
                self.tr(
                    "Its permissions keep you out: ask whoever owns it for access, or open a copy you may read. {unchanged}"
                ),
            ),
            (
                NoRoomToOpen,
                self.tr("The disk is full."),
                self.tr(
                    "Adjutant needs a little free space beside the game to open {file}. Free some space on the drive, then open it again. {unchanged}"
                ).replace("{file}", name, 1),
            ),
            (
                DamagedGame,
                self.tr("{file} is damaged.").format(file=name),
                self.tr(
                    "Adjutant cannot read it safely and left it as it is. A copy saved earlier may still open. {unchanged}"
                ),
            ),
            (
                NewerVersion,
                self.tr("{file} was saved by a newer Adjutant.").format(file=name),
                self.tr("Install the latest Adjutant to open it. {unchanged}"),
            ),
            (
                GameInUse,
                self.tr("{file} is open in another Adjutant.").format(file=name),
                self.tr("Close it there first, then open it here. {unchanged}"),
            ),
            (
                DiskFull,
                self.tr("The disk is full."),
                self.tr(
                    "The last change was not saved; everything before it is safe. Free some space and try again."
                ),
            ),
            (
                ReadOnlyLocation,
                self.tr("Adjutant cannot write to {file}.").format(file=name),
                self.tr(
                    "The file or its folder is read-only. Copy the game to a folder you can write to, such as Documents, and open the copy. {unchanged}"
                ),
            ),
            (
                InvalidField,
                self.tr("That value was refused."),
                self.tr("{unchanged}"),
            ),
            (
                FileExistsError,
                self.tr("{file} already exists.").format(file=name),
                self.tr("Choose another name. {unchanged}"),
            ),
        ]
        match = next(((t, i) for kind, t, i in texts if isinstance(exc, kind)), None)
        if match is None:
            match = (
                self.tr("Adjutant could not use {file}.").format(file=name),
                self.tr("{unchanged}"),
            )
        text, info = match
        why = {
            NotAGameFile.FOLDER: self.tr("It is a folder, not a game file."),
            NotAGameFile.LINK_LOOP: self.tr(
                "It is a link that leads back to itself (a loop of links)."
            ),
        }.get(getattr(exc, "reason", ""), "")
        # replace(), not format(): a file name may hold braces.
        info = info.replace("{unchanged}", unchanged).replace("{why} ", f"{why} " if why else "")
        problems = exc.problems if isinstance(exc, DamagedGame) else ()
        if problems:  # a stored value no service would write: name the record (issue 16)
            info = self.tr("What is wrong: {problem}").format(problem=problems[0]) + "\n\n" + info
        detail = "\n".join(problems) if len(problems) > 1 else str(exc)
        return text, info, detail


__all__ = ["ErrorReporter", "is_store_error"]

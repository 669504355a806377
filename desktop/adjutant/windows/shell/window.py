"""The main window: the board in the centre, the tool docks beside it, the open game
(issues 9, 15, 22).

Offers :class:`MainWindow` to ``adjutant.windows.app``. The window puts its parts together
and forwards their public methods (``window.open_game(path)``, ``window.tool_widget(key)``…);
each part is a module of this package:

- :mod:`.registry` — the tool windows (one line each) and :mod:`.docks` — their docks,
  built when first seen;
- :mod:`.board` — the central board: the battlefield, or the hex arena while the hex tool
  is in use (only the arena in a hex-only game);
- :mod:`.layout` (plain functions) and :mod:`.keeper` — the layout that fits the screen,
  View > Reset Layout, the board enlarged;
- :mod:`.actions` and :mod:`.menus` — the actions and the menu bar (one call to add an
  entry); :mod:`.status` — the status bar's indicators;
- :mod:`.files` — open, new, copy, close, import, drop, Open Recent;
- :mod:`.errors` — what the player is told when something goes wrong.

There is no Save: every change is on disk when the store service returns, so the title
bar names the game and its file and the status bar says "All changes saved".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Unpack

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QTabBar,
    QUndoView,
    QWidget,
)

from adjutant import APP_NAME
from adjutant.i18n import Translations
from adjutant.qtmodels.document import GameDocument
from adjutant.undo.journal import follow_store_labels, retranslate_history
from adjutant.windows.event_server import install_event_server
from adjutant.windows.phase_flow import PhaseFlow
from adjutant.windows.record.menu import MatchRecordKeeper
from adjutant.windows.settings import KEY_LANGUAGE, KEY_THEME, RecentFiles, app_settings
from adjutant.windows.shell import help as shell_help
from adjutant.windows.shell.actions import ActionSet, Text
from adjutant.windows.shell.board import ARENA, BATTLEFIELD, BoardArea, arena_only
from adjutant.windows.shell.docks import DockSet, Placeholder, ToolDock
from adjutant.windows.shell.errors import ErrorReporter
from adjutant.windows.shell.files import GameFiles
from adjutant.windows.shell.keeper import LayoutKeeper
from adjutant.windows.shell.menus import add_action, build_menus, name_undo_actions
from adjutant.windows.shell.registry import (
    ARENA_TOOLS,
    BOTTOM,
    HISTORY_DOCK,
    RIGHT,
    SHELL_DOCKS,
    ToolWindow,
    board_of,
    tool_title,
)
from adjutant.windows.shell.status import StatusArea
from adjutant.windows.theme import ThemeManager
from adjutant.windows.turn_bar import TurnBar

if TYPE_CHECKING:  # types only: what build_menus sets on the window, what callers pass
    from PySide6.QtGui import QAction, QActionGroup, QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QMenu

    from adjutant.rules.ruleset import Tool
    from adjutant.store import Change
    from adjutant.windows.dialogs import NewGameRequest, RulesReferenceDialog
    from adjutant.windows.import_list import ImportListDialog
    from adjutant.windows.organiser.launch import OrganiserActions
    from adjutant.windows.shell.actions import ActionOptions, Shortcut
    from adjutant.windows.shell.menus import MenuTitles
    from adjutant.windows.shortcuts import ShortcutsDialog
    from adjutant.windows.summary_print import SummaryActions


class MainWindow(QMainWindow):
    #: Emitted after a game was opened (or creating/opening failed: False).
    gameLoaded = Signal(bool)

    # Set by build_menus (shell/menus.py): the menus, by key and as ``<key>_menu``.
    menus: dict[str, QMenu]
    menu_titles: MenuTitles
    file_menu: QMenu
    edit_menu: QMenu
    view_menu: QMenu
    turn_menu: QMenu
    game_menu: QMenu
    help_menu: QMenu
    recent_menu: QMenu
    panels_menu: QMenu
    theme_menu: QMenu
    theme_group: QActionGroup
    theme_actions: dict[str, QAction]
    language_menu: QMenu
    language_group: QActionGroup
    language_actions: dict[str, QAction]
    organiser_actions: OrganiserActions
    summary_actions: SummaryActions
    # Set from _ACTION_NAMES (the actions by the names older callers and tests use).
    new_action: QAction
    open_action: QAction
    copy_action: QAction
    close_action: QAction
    import_list_action: QAction
    quit_action: QAction
    undo_action: QAction
    redo_action: QAction
    history_action: QAction
    reset_layout_action: QAction
    enlarge_board_action: QAction
    rules_action: QAction
    shortcuts_action: QAction
    about_action: QAction

    def __init__(
        self,
        document: GameDocument | None = None,
        settings: QSettings | None = None,
        translations: Translations | None = None,
        themes: ThemeManager | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        app = QApplication.instance()
        self.document = document or GameDocument(self)
        self.settings = settings or app_settings()
        self.recent = RecentFiles(self.settings)
        self.translations = translations or Translations(app)
        self.themes = themes or ThemeManager(app)
        self._game_name = ""
        self.errors = ErrorReporter(self)
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks
            | QMainWindow.DockOption.AllowTabbedDocks
            | QMainWindow.DockOption.AllowNestedDocks
        )
        # The tools take the whole right-hand side; the log spans under the rest.
        self.setCorner(Qt.Corner.BottomRightCorner, RIGHT)
        self.setCorner(Qt.Corner.TopRightCorner, RIGHT)
        self.board = BoardArea(lambda: Placeholder(lambda: self.tr("Loading…")), self)
        self.setCentralWidget(self.board)
        self.setAcceptDrops(True)  # game files and army lists (issue 17)
        self.turn_bar = TurnBar(self.document, self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.turn_bar)
        self.turn_bar.failed.connect(self.show_store_error)
        self.status = StatusArea(self.statusBar(), self.document)
        self.shell_actions = ActionSet(self)
        self.phase_flow = PhaseFlow(self, self.settings, self.tool_dock, self.tool_widget)
        self.files = GameFiles(self, self.recent, self.errors, lambda: self.may_discard())
        self.docks: DockSet  # made once the Panels menu exists (below)
        self.match_record_menu = MatchRecordKeeper(self)  # Game > Match Record… (issue 24)
        build_menus(self)
        # The actions by the attribute names older callers and tests use.
        for attribute, name in _ACTION_NAMES.items():
            setattr(self, attribute, self.shell_actions[name])
        self.docks = DockSet(self, self.panels_menu, self._tool_failed)
        self.docks.register_all()
        self.docks.shown.connect(self._dock_shown)
        self.docks.built.connect(self._tool_built)
        self.history = QUndoView(self.document.undo_stack)
        self.history.setObjectName("undoHistory")
        # Beside the turn log (both list what was done): not a seventh tab of the tools,
        # whose tabs it pushed out of sight (issue 22: "Historial de des…").
        self.add_tool_dock(
            HISTORY_DOCK,
            lambda: self.tr("Undo history"),
            self.history,
            BOTTOM,
            tab=lambda: self.tr("History"),
        ).hide()
        self.keeper = LayoutKeeper(self, self.docks, self.settings)
        self.keeper.capture_pristine()
        self.document.opened.connect(self._game_opened)
        self.document.closed.connect(self._game_closed)
        self.document.changed.connect(self._game_changed)
        self.document.error.connect(self.show_store_error)
        self.document.diceModeChanged.connect(self.status.show_dice_mode)
        # The title's modified mark: changed since the game was opened (the undo stack's
        # clean state, DESIGN.md); every change is on disk all the same.
        self.document.undo_stack.cleanChanged.connect(self._show_modified)
        follow_store_labels(self.document)  # Edit > History follows a language switch
        self.keeper.restore()
        self.retranslateUi()
        self._update_title()
        # File > Event Server…, the status bar's word on sending (issue 25).
        self.event_server = install_event_server(self)

    # ==================================================================== parts, for callers
    def add_action(
        self,
        menu_key: str,
        name: str,
        text: Text,
        slot: Callable[..., object],
        shortcut: Shortcut | None = None,
        **options: Unpack[ActionOptions],
    ) -> QAction:
        """An entry in the menu ``menu_key`` (see :func:`adjutant.windows.shell.menus.add_action`)."""
        return add_action(self, menu_key, name, text, slot, shortcut, **options)

    @property
    def quiet(self) -> bool:
        """Messages go to stderr only, never a dialog (smoke tests: nobody to click)."""
        return self.errors.quiet

    @quiet.setter
    def quiet(self, value: bool) -> None:
        self.errors.quiet = value

    @property
    def store_errors(self) -> list[BaseException]:
        return self.errors.store_errors

    @property
    def tool_errors(self) -> dict[str, str]:
        """Tool windows that failed to build: key -> the traceback."""
        return self.docks.errors

    @property
    def tool_docks(self) -> dict[str, ToolDock]:
        return self.docks.docks if self.docks is not None else {}

    @property
    def _tools_later(self) -> bool:  # read by the phase flow while the window starts
        return self.docks.tools_later

    # ==================================================================== docks
    def add_tool_dock(
        self,
        key: str,
        title: str | Callable[[], str],
        widget: QWidget,
        area: Qt.DockWidgetArea = RIGHT,
        *,
        tab: Callable[[], str] | None = None,
    ) -> QDockWidget:
        """Put ``widget`` in the dock ``key`` (created, tabbed with the area's docks, if
        new). ``title`` is a translated string or a function returning one; once the
        widget has a ``windowTitle`` the dock follows it instead. With ``tab`` (a function
        returning a short title) the dock shows that while its area's tabs would not fit."""
        return self.docks.add(key, title, widget, area, tab=tab)

    def tool_dock(self, key: str) -> ToolDock | None:
        return self.tool_docks.get(key)

    def tool_widget(self, key: str) -> QWidget | None:
        """The dock's tool window, built now if it was not yet, brought up to date."""
        return self.docks.tool_widget(key)

    def dock_tab_bars(self) -> list[QTabBar]:
        return self.docks.tab_bars()

    def build_tool_windows(self, *, tools: bool = True) -> None:
        """After the first paint: the battlefield, and the tool windows the user can see.

        A dock hidden or tabbed behind another is built when first shown or asked for with
        :meth:`tool_widget` (issue 9, launch goals). With ``tools=False`` only the order of
        battle is built: the launcher shows the game first and builds the turn log
        (:meth:`build_shell_docks`) and the tool panel in sight right after, each once the
        preloader has its modules in (issues 15, 28); a later call without it builds the
        rest.
        """
        first = not self.docks.started
        self.docks.build_visible(tools=tools)
        if first:
            # Issue 5: the battlefield canvas; the selection is the document's.
            from adjutant.windows.battlefield import BattlefieldWidget

            self.set_battlefield(BattlefieldWidget(self.document, self))
            QTimer.singleShot(0, self, self.keeper.settle)  # once the new widgets are laid out
        if tools and self.board.arena_only:
            self.tool_widget("hex")

    def build_shell_docks(self) -> None:
        """The shell's own docks still waiting (the turn log, once the game is shown)."""
        self.docks.release(SHELL_DOCKS)

    def build_all_tool_windows(self) -> None:
        """Build every registered tool window now (smoke tests: each one must build)."""
        if not self.docks.started:
            self.build_tool_windows()
        self.docks.build_all()

    def _tool_failed(self, exc: BaseException, spec: ToolWindow) -> bool:
        return self.errors.tool_failed(exc, tool_title(spec.title))

    def _tool_built(self, key: str, widget: QWidget) -> None:
        if key == "log":
            self.keeper.log_built()
        if key == "oob" and hasattr(widget, "unitSelected") and hasattr(widget, "select_unit"):
            widget.unitSelected.connect(self.document.select_unit)
            self.document.unitSelected.connect(widget.select_unit)
        take = getattr(widget, "take_board", None)
        if take is not None and key in ARENA_TOOLS:
            self.board.set_board(ARENA, take())
            enlarge = getattr(widget, "enlarge_button", None)
            if enlarge is not None:  # the board's own button for View > Enlarge the Board
                requested = getattr(widget, "enlargeRequested")  # noqa: B009 (the tool's signal)
                requested.connect(self.enlarge_board_action.toggle)

                self.enlarge_board_action.toggled.connect(enlarge.setChecked)
            if self.tool_docks[key].isVisible() or self.board.arena_only:
                self.board.show_board(ARENA)

    def _dock_shown(self, key: str) -> None:
        """The centre shows the board of the tool in use (issue 22)."""
        self.keeper.dock_shown()
        if self.enlarge_board_action.isChecked() and not self.keeper.enlarged:
            self.enlarge_board_action.setChecked(False)  # a panel is back
        board = board_of(key)
        if board == ARENA and not self.docks.is_built(key):
            return  # shown once built (_tool_built)
        if board is not None:
            self.board.show_board(board)

    # ==================================================================== the board
    def set_battlefield(self, widget: QWidget) -> None:
        """Put the battlefield canvas in the centre (issue 5)."""
        self.board.set_board(BATTLEFIELD, widget)

    def fit_boards(self) -> None:
        """Fit the boards to their room now, unless the player zoomed (BoardArea.fit)."""
        self.board.fit(self.document.game is not None)

    def reset_layout(self) -> None:
        """View > Reset Layout: the default layout for this screen."""
        self.enlarge_board_action.setChecked(False)
        self.keeper.reset()

    def enlarge_board(self, on: bool) -> None:
        """View > Enlarge the Board: the panels hidden (again: back)."""
        self.keeper.enlarge(on)
        self.fit_boards()

    # ==================================================================== files (GameFiles)
    def open_game(self, path: str | Path, *, quiet: bool = False) -> bool:
        return self.files.open_game(path, quiet=quiet)

    def create_game(self, request: NewGameRequest) -> bool:
        return self.files.create_game(request)

    def new_game(self) -> bool:
        return self.files.new_game()

    def open_dialog(self) -> bool:
        return self.files.open_dialog()

    def save_copy(self, target: str | Path) -> bool:
        return self.files.save_copy(target)

    def close_game(self) -> bool:
        return self.files.close_game()

    def import_list_dialog(self, path: str | Path | None = None) -> ImportListDialog | None:
        return self.files.import_list_dialog(path)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.files.accepts_drop(event):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if not self.files.drop(event):
            super().dropEvent(event)

    def may_discard(self) -> bool:
        """Before the game closes: True when no tool holds work not yet confirmed, or the
        player agrees to lose it (issue 22: a hex path drawn but not confirmed)."""
        lost = [*self.docks.pending_work(), self.match_record_menu.pending_work()]
        return self.files.may_lose([text for text in lost if text])

    # ==================================================================== errors (ErrorReporter)
    def show_store_error(self, exc: BaseException, *, quiet: bool = False) -> None:
        self.errors.show_store_error(exc, quiet=quiet)

    def report_store_error(self, exc: BaseException) -> None:
        self.errors.report_store_error(exc)

    def show_internal_error(self, exc: BaseException, panel: str = "") -> None:
        self.errors.show_internal_error(exc, panel)

    # ==================================================================== view and help
    def set_language(self, language: str) -> None:
        """Switch every text at run time (Qt sends LanguageChange to every widget)."""
        self.translations.switch(language)
        self.language_actions[language].setChecked(True)
        self.settings.setValue(KEY_LANGUAGE, language)
        self.settings.sync()

    def set_theme(self, theme: str) -> None:
        self.themes.apply(theme)
        self.theme_actions[theme].setChecked(True)
        self.settings.setValue(KEY_THEME, theme)
        self.settings.sync()

    def show_history(self) -> None:
        dock = self.tool_docks[HISTORY_DOCK]
        dock.show()
        dock.raise_()

    def game_tools(self) -> list[Tool] | None:
        return shell_help.game_tools(self)

    def rules_reference_dialog(self) -> RulesReferenceDialog:
        return shell_help.rules_reference_dialog(self)

    def show_rules_reference(self) -> None:
        shell_help.show(self.rules_reference_dialog())

    def shortcuts_dialog(self) -> ShortcutsDialog:
        """Help > Keyboard Shortcuts, listing every panel's (all tool windows are built)."""
        self.build_all_tool_windows()
        return shell_help.shortcuts_dialog(self)

    def show_shortcuts(self) -> None:
        shell_help.show(self.shortcuts_dialog())

    def show_about(self) -> None:
        shell_help.show_about(self)

    # ==================================================================== texts, title, game
    def retranslateUi(self) -> None:
        self.shell_actions.retranslate()
        self.menu_titles.retranslate()
        name_undo_actions(self)
        self.history.setEmptyLabel(self.tr("<start of the game>"))
        self.phase_flow.retranslateUi()
        retranslate_history(self.document)
        self.docks.retitle_all()
        self.status.retranslate()
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Work not confirmed first; then ops not yet sent to the event server (issue 25),
        # the last question: once it is answered, the window closes and the pusher stops.
        if not self.may_discard() or not self.event_server.may_close():
            event.ignore()
            return
        self.event_server.shutdown()
        self.keeper.save()
        self.document.detach()
        # A passing message's timer would still fire (and lay out a closed window).
        self.statusBar().clearMessage()
        super().closeEvent(event)

    def saved_message(self, label: str) -> str:
        return self.status.saved_message(label)

    def _update_title(self) -> None:
        game = self.document.game
        if game is None:
            self.setWindowTitle(APP_NAME)
            self.setWindowFilePath("")
            self.setWindowModified(False)
        else:
            name = self._game_name or APP_NAME
            path = Path(game.path) if game.path else None
            # "Waterloo — Sample battle.adjutant[*] — Adjutant": Qt shows the [*] as the
            # modified mark while the window is modified (Qt's window-title convention).
            file = f" — {path.name}[*]" if path else "[*]"
            self.setWindowTitle(f"{name}{file} — {APP_NAME}")
            self.setWindowFilePath(str(path) if path else "")
        self.status.show_saved()
        for name in (
            "fileSaveCopy",
            "fileClose",
            "editHistory",
            "fileImportList",
            "matchRecordAction",
        ):
            self.shell_actions[name].setEnabled(game is not None)

    def _show_modified(self, *_args: object) -> None:
        modified = self.document.game is not None and not self.document.undo_stack.isClean()
        self.setWindowModified(modified and "[*]" in self.windowTitle())

    def _game_opened(self) -> None:
        from adjutant.store.read import queries

        game = self.document.game
        self._game_name = queries.game_info(game).name if game is not None else ""
        self._update_title()
        self._show_modified()

        self.status.show_dice_mode()
        self._follow_ruleset()
        # Once the window is laid out (at start-up the docks get their sizes first).
        QTimer.singleShot(0, self, self.fit_boards)

    def _follow_ruleset(self) -> None:
        """A game whose ruleset has the hex tool alone shows the arena only (issue 22)."""
        self.board.set_arena_only(arena_only(self.game_tools()))
        if self.board.arena_only and self.docks.started and not self.docks.tools_later:
            self.tool_widget("hex")

    def _game_closed(self) -> None:
        self._game_name = ""
        self._update_title()
        self.status.show_dice_mode()

    def _game_changed(self, change: Change | None) -> None:
        if self.document.game is None:
            return
        if change is None or change.touches("game"):
            from adjutant.store.read import queries

            self._game_name = queries.game_info(self.document.game).name
            self._update_title()
            self._follow_ruleset()
        label = getattr(change, "label", "")
        if label:
            self.status.say(self.saved_message(label))


#: The window's attributes that name its actions (older callers, tests).
_ACTION_NAMES = {
    "new_action": "fileNew",
    "open_action": "fileOpen",
    "copy_action": "fileSaveCopy",
    "close_action": "fileClose",
    "import_list_action": "fileImportList",
    "quit_action": "fileQuit",
    "undo_action": "editUndo",
    "redo_action": "editRedo",
    "history_action": "editHistory",
    "reset_layout_action": "viewResetLayout",
    "enlarge_board_action": "viewEnlargeBoard",
    "rules_action": "helpRules",
    "shortcuts_action": "helpShortcuts",
    "about_action": "helpAbout",
}

__all__ = ["MainWindow"]

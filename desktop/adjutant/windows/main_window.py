"""The main window: menus, turn bar, docks for every tool window, the open game (issue 9).

Offers :class:`MainWindow` to ``adjutant.windows.app`` and, to the engineers of
later tool windows (command, charge, melee, odds, hex), two ways in:

- **Registry** — add one line to :data:`TOOL_WINDOWS`::

      ToolWindow("melee", QT_TRANSLATE_NOOP("ToolWindows", "Melee"),
                 "adjutant.windows.melee:MeleeWindow"),

  The class is called as ``MeleeWindow(document, parent)``; it is imported after
  the window's first paint (start-up stays fast), and only when its dock is first
  shown (a tab raised, View > Panels) or ``tool_widget(key)`` asks for it; it is
  placed in a tabbed dock on the right (or ``area``), listed in View > Panels, and
  its layout remembered.
  The dock's title follows the widget's ``windowTitle`` (set it in your
  ``retranslateUi``), so your strings stay in your own ``.ts`` area.
- **Direct** — ``window.add_tool_dock(key, title, widget, area)`` for a widget
  built elsewhere (tests, plug-ins).

``window.set_battlefield(widget)`` replaces the central placeholder (issue 5).

There is no Save: every change is on disk when the store service returns, so
the title bar names the game and its file and the status bar says "All changes
saved". Store errors the user can act on become clear message boxes; the file
and the open game are left as they were.
"""

from __future__ import annotations

import importlib
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabBar,
    QUndoView,
    QWidget,
)

from adjutant import APP_NAME
from adjutant.i18n import LANGUAGES, Translations
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.undo.journal import (
    action_label,
    follow_store_labels,
    restore_history,
    retranslate_history,
)
from adjutant.windows.organiser.launch import OrganiserActions
from adjutant.windows.phase_flow import PhaseFlow
from adjutant.windows.reloading import ReloadGate
from adjutant.windows.settings import (
    KEY_GEOMETRY,
    KEY_LANGUAGE,
    KEY_LAST_GAME,
    KEY_STATE,
    KEY_THEME,
    LAYOUT_VERSION,
    RecentFiles,
    app_settings,
    documents_dir,
)
from adjutant.windows.summary_print import SummaryActions
from adjutant.windows.theme import DARK, LIGHT, SYSTEM, ThemeManager
from adjutant.windows.turn_bar import TurnBar

LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
# Default layout (first run), in percent of the window: order of battle, tools.
LEFT_SHARE, RIGHT_SHARE = 28, 36
#: The tool dock starts at least as wide as a roll card at its narrowest (issue 15).
RIGHT_MIN = 420
# The order of battle keeps room for name, token and status where the screen allows,
# and never starts narrower than LEFT_SMALL; the battlefield keeps CENTRE_MIN.
LEFT_MIN, LEFT_SMALL, CENTRE_MIN = 360, 250, 320
#: The turn log starts with this many rows in sight (issue 15), in at most LOG_SHARE %
#: of the window's height.
LOG_ROWS, LOG_SHARE = 5, 32


@dataclass(frozen=True)
class ToolWindow:
    """A dock the main window builds: ``target`` is "module:Class", called (document, parent).

    ``tab`` is the dock's short title ("ToolWindows" context), shown while the tabs of
    its dock area would not fit with the long ones (five tools in a 420 px dock in
    Russian or Spanish, issue 15); the long title is then the tab's tooltip.
    """

    key: str
    title: str  # English source in the "ToolWindows" context (shown until the widget exists)
    target: str
    area: Qt.DockWidgetArea = RIGHT
    tab: str = ""


#: Every tool window, in the order of View > Panels. Later issues add one line each.
TOOL_WINDOWS: list[ToolWindow] = [
    ToolWindow(
        "oob",
        QT_TRANSLATE_NOOP("ToolWindows", "Order of battle"),
        "adjutant.windows.oob:OrderOfBattleWidget",
        LEFT,
    ),
    ToolWindow(
        "log",
        QT_TRANSLATE_NOOP("ToolWindows", "Turn log"),
        "adjutant.windows.turn_log:TurnLogWidget",
        BOTTOM,
    ),
    ToolWindow(
        "command",
        QT_TRANSLATE_NOOP("ToolWindows", "Command tokens"),
        "adjutant.windows.command:CommandWindow",
        tab=QT_TRANSLATE_NOOP("ToolWindows", "Tokens"),
    ),
    ToolWindow(
        "charge",
        QT_TRANSLATE_NOOP("ToolWindows", "Charge"),
        "adjutant.windows.charge:ChargeWindow",
    ),
    ToolWindow(
        "melee",
        QT_TRANSLATE_NOOP("ToolWindows", "Melee"),
        "adjutant.windows.melee:MeleeWindow",
    ),
    ToolWindow(
        "odds",
        QT_TRANSLATE_NOOP("ToolWindows", "Odds combat"),
        "adjutant.windows.odds:OddsWindow",
        tab=QT_TRANSLATE_NOOP("ToolWindows", "Odds"),
    ),
    ToolWindow(
        "hex",
        QT_TRANSLATE_NOOP("ToolWindows", "Hex skirmish"),
        "adjutant.windows.hex:HexBoardWindow",
        tab=QT_TRANSLATE_NOOP("ToolWindows", "Hex"),
    ),
]
HISTORY_DOCK = "history"
#: The shell's own docks: built with the battlefield, before the tool panels.
SHELL_DOCKS = ("oob", "log")


def _tool_title(source: str) -> str:
    return QCoreApplication.translate("ToolWindows", source)


def _is_store_error(exc: BaseException) -> bool:
    """A problem of the game file (the store's typed errors), not a bug of Adjutant's."""
    from adjutant.store.errors import StoreError

    return isinstance(exc, StoreError)


def _tab_title(spec: ToolWindow) -> Callable[[], str] | None:
    return (lambda source=spec.tab: _tool_title(source)) if spec.tab else None


class _Placeholder(QLabel):
    """Stands in a dock or the centre until the real widget exists."""

    def __init__(self, text: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setEnabled(False)
        self.setMargin(12)
        self.setText(text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setText(self._text())
        super().changeEvent(event)


class MainWindow(QMainWindow):
    #: Emitted after a game was opened (or creating/opening failed: False).
    gameLoaded = Signal(bool)

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
        self.tool_docks: dict[str, QDockWidget] = {}
        self._dock_titles: dict[str, Callable[[], str]] = {}
        self._dock_tabs: dict[str, Callable[[], str]] = {}
        self._tab_tips_queued = False
        #: Docks with a short title show it (their area's tabs did not fit, issue 15).
        self._short_tabs = False
        self._built = False
        #: The tool panels wait until the game is shown (build_tool_windows(tools=False)).
        self._tools_later = False
        #: Docks seen by the user now (QDockWidget.visibilityChanged: a tab behind
        #: another is "visible" to Qt but not to the user).
        self._dock_seen: dict[str, bool] = {}
        self._area_first: dict[Qt.DockWidgetArea, QDockWidget] = {}
        #: Tool windows that failed to build: key -> the traceback (smoke tests fail on any).
        self.tool_errors: dict[str, str] = {}
        #: Messages go to stderr only, never a dialog (set by smoke tests: nobody to click).
        self.quiet = False
        #: Store errors already told for the open game (report_store_error).
        self._reported: set[tuple[str, str]] = set()
        #: Every store error met outside a dialog's flow since start (smoke tests fail on
        #: any: a game that opens but cannot be shown is not a passing smoke test).
        self.store_errors: list[BaseException] = []
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks
            | QMainWindow.DockOption.AllowTabbedDocks
            | QMainWindow.DockOption.AllowNestedDocks
        )
        # The tools take the whole right-hand side; the log spans under the rest.
        self.setCorner(Qt.Corner.BottomRightCorner, RIGHT)
        self.setCorner(Qt.Corner.TopRightCorner, RIGHT)
        self.setCentralWidget(
            _Placeholder(lambda: self.tr("The battlefield canvas will appear here."))
        )
        self.setAcceptDrops(True)  # game files and army lists (issue 17)
        self.turn_bar = TurnBar(self.document, self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.turn_bar)
        self.turn_bar.failed.connect(self.show_store_error)
        # The game's one dice switch (issue 15) is in the turn bar; the status bar says it too.
        self._dice_status = QLabel()
        self._dice_status.setObjectName("diceStatus")
        self.statusBar().addPermanentWidget(self._dice_status)
        self._saved = QLabel()
        self._saved.setObjectName("savedLabel")
        self.statusBar().addPermanentWidget(self._saved)
        self._create_actions()
        self._create_menus()
        for spec in TOOL_WINDOWS:
            self.add_tool_dock(
                spec.key,
                lambda source=spec.title: _tool_title(source),
                _Placeholder(lambda: self.tr("Loading…")),
                spec.area,
                tab=_tab_title(spec),
            )
        #: Registered tool windows whose widget is not built yet (issue 9, launch goals):
        #: built when their dock is first seen after the first paint, or on tool_widget().
        self._unbuilt: dict[str, ToolWindow] = {spec.key: spec for spec in TOOL_WINDOWS}
        self.history = QUndoView(self.document.undo_stack)
        self.history.setObjectName("undoHistory")
        history = self.add_tool_dock(
            HISTORY_DOCK, lambda: self.tr("Undo history"), self.history, RIGHT
        )
        history.hide()
        self.document.opened.connect(self._game_opened)
        self.document.closed.connect(self._game_closed)
        self.document.changed.connect(self._game_changed)
        self.document.error.connect(self.show_store_error)
        self.document.diceModeChanged.connect(self._show_dice_mode)
        # The title's modified mark: changed since the game was opened (the undo stack's
        # clean state, DESIGN.md); every change is on disk all the same.
        self.document.undo_stack.cleanChanged.connect(self._show_modified)
        follow_store_labels(self.document)  # Edit > History follows a language switch
        self.restore_layout()
        self.retranslateUi()
        self._update_title()
        # Issue 25 (2 lines): File > Event Server…, the status bar's sending word, the close question.
        from adjutant.windows.event_server import install_event_server

        self.event_server = install_event_server(self)

    # ==================================================================== docks (public API)
    def add_tool_dock(
        self,
        key: str,
        title: str | Callable[[], str],
        widget: QWidget,
        area: Qt.DockWidgetArea = RIGHT,
        *,
        tab: Callable[[], str] | None = None,
    ) -> QDockWidget:
        """Put ``widget`` in the dock ``key`` (created, tabbed with the area's docks, if new).

        ``title`` is a translated string or a function returning one (called
        again on language changes); once the widget has a ``windowTitle`` the
        dock follows it instead. With ``tab`` (a function returning a short title) the
        dock shows that while its area's tabs would not fit with the long titles; the
        long title is always the tab's tooltip.
        """
        dock = self.tool_docks.get(key)
        if dock is None:
            dock = QDockWidget(self)
            dock.setObjectName(f"dock_{key}")
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetClosable
                | QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            )
            first = self._area_first.get(area)
            self.addDockWidget(area, dock)
            if first is not None:
                self.tabifyDockWidget(first, dock)
                first.raise_()
            else:
                self._area_first[area] = dock
            self.tool_docks[key] = dock
            dock.installEventFilter(self)  # its resizes decide short or long tab titles
            self.panels_menu.addAction(dock.toggleViewAction())
            dock.visibilityChanged.connect(lambda seen, k=key: self._dock_visibility(k, seen))
        if hasattr(self, "_unbuilt"):  # a widget given for a registered key replaces it
            self._unbuilt.pop(key, None)
        old = dock.widget()
        dock.setWidget(widget)
        if old is not None and old is not widget:
            old.deleteLater()
        self._dock_titles[key] = title if callable(title) else (lambda text=title: text)
        if tab is not None:
            self._dock_tabs[key] = tab
        widget.windowTitleChanged.connect(lambda _text, k=key: self._retitle_dock(k))
        self._retitle_dock(key)
        return dock

    def tool_dock(self, key: str) -> QDockWidget | None:
        return self.tool_docks.get(key)

    def tool_widget(self, key: str) -> QWidget | None:
        """The dock's widget; a registered tool window not built yet is built now.

        A tool window whose reloads were held back while its dock was hidden
        (:class:`~adjutant.windows.reloading.ReloadGate`) is brought up to date first.
        """
        if key in self._unbuilt:
            self._build_tool(self._unbuilt[key])
        dock = self.tool_docks.get(key)
        widget = dock.widget() if dock is not None else None
        if widget is not None:
            gate = widget.findChild(
                ReloadGate, "reloadGate", Qt.FindChildOption.FindDirectChildrenOnly
            )
            if gate is not None:
                gate.flush()
        return widget

    def _dock_visibility(self, key: str, seen: bool) -> None:
        self._dock_seen[key] = seen
        if seen and self._built and key in self._unbuilt and self._may_build(key):
            self._build_tool(self._unbuilt[key])

    def _may_build(self, key: str) -> bool:
        return not self._tools_later or key in SHELL_DOCKS

    def _retitle_dock(self, key: str) -> None:
        dock = self.tool_docks[key]
        widget = dock.widget()
        own = widget.windowTitle() if widget is not None else ""
        full = own or self._dock_titles[key]()
        tab = self._dock_tabs.get(key)
        dock.setWindowTitle(tab() if tab is not None and self._short_tabs else full)
        dock.setToolTip(full)
        self._tab_tips_pending()

    def build_tool_windows(self, *, tools: bool = True) -> None:
        """After the first paint: the battlefield, and the tool windows the user can see.

        A dock hidden or tabbed behind another is built when first shown (its
        ``visibilityChanged``) or asked for with :meth:`tool_widget`: start-up does not
        pay for tools nobody looks at (issue 9, launch goals). With ``tools=False`` only
        the shell's own docks (order of battle, turn log) are built: the launcher shows
        the game first and builds the tool panel in sight right after (issue 15, start-up:
        the command tool's CMD-8 corridors need shapely and numpy, most of the time the
        game took to open); a later call without it builds the rest.
        """
        self._tools_later = not tools
        if not self._built:
            self._built = True
            # Issue 5: the battlefield canvas replaces the central placeholder; the
            # selection is the document's (GameDocument.select_units), so the order of
            # battle follows it.
            from adjutant.windows.battlefield import BattlefieldWidget

            self.set_battlefield(BattlefieldWidget(self.document, self))
            if self._fresh_layout:  # once the new widgets are laid out
                QTimer.singleShot(0, self, self._default_dock_sizes)
        for spec in TOOL_WINDOWS:
            if (
                spec.key in self._unbuilt
                and self._dock_seen.get(spec.key)
                and self._may_build(spec.key)
            ):
                self._build_tool(spec)

    def _build_tool(self, spec: ToolWindow) -> QWidget:
        """Import and build one registered tool window into its dock."""
        self._unbuilt.pop(spec.key, None)
        module_name, _, class_name = spec.target.partition(":")
        try:
            factory = getattr(importlib.import_module(module_name), class_name)
            widget = factory(self.document, self)
        except Exception as exc:  # a missing or broken tool must not stop the others
            widget = _Placeholder(lambda: self.tr("This panel could not be opened."))
            if _is_store_error(exc):
                # The file's problem (a damaged event read while building, issue 16), not
                # Adjutant's: said once, as the file's, with no traceback.
                self.report_store_error(exc)
            else:
                detail = "".join(traceback.format_exception(exc))
                self.tool_errors[spec.key] = detail
                print(
                    f"adjutant: the {spec.key} panel could not be built\n{detail}", file=sys.stderr
                )
                if not self.quiet:  # after the dock is shown: never a modal box inside a signal
                    QTimer.singleShot(
                        0, lambda e=exc, t=spec.title: self.show_internal_error(e, _tool_title(t))
                    )
        self.add_tool_dock(
            spec.key,
            lambda source=spec.title: _tool_title(source),
            widget,
            spec.area,
            tab=_tab_title(spec),
        )
        if spec.key == "oob" and hasattr(widget, "unitSelected") and hasattr(widget, "select_unit"):
            widget.unitSelected.connect(self.document.select_unit)
            self.document.unitSelected.connect(widget.select_unit)
        return widget

    def build_all_tool_windows(self) -> None:
        """Build every registered tool window now (smoke tests: each one must build)."""
        if not self._built:
            self.build_tool_windows()
        for spec in TOOL_WINDOWS:
            if spec.key in self._unbuilt:
                self._build_tool(spec)

    def _default_dock_sizes(self) -> None:
        """First run: a readable order of battle, room for the tools, five log rows.

        The tool dock takes the whole right-hand height (cards need it) and at least
        :data:`RIGHT_MIN` (the roll cards' narrowest, issue 15); the order of battle ~28 %
        of the width (at least LEFT_MIN where the battlefield keeps CENTRE_MIN); the turn
        log, under the order of battle and the battlefield, shows :data:`LOG_ROWS` rows
        (issue 15: it showed 1.5 at 1024x700); the battlefield gets the rest.
        """
        width, height = self.width(), self.height()
        right = max(RIGHT_MIN, width * RIGHT_SHARE // 100)
        left = max(
            LEFT_SMALL, min(max(LEFT_MIN, width * LEFT_SHARE // 100), width - right - CENTRE_MIN)
        )
        for area, size in ((LEFT, left), (RIGHT, right)):
            first = self._area_first.get(area)
            if first is not None and not first.isHidden():
                self.resizeDocks([first], [size], Qt.Orientation.Horizontal)
        self._size_log_dock(height)
        self.fit_battlefield()  # lays the window out first
        oob = self.tool_docks["oob"].widget()
        if hasattr(oob, "fit_columns"):
            oob.fit_columns()

    def _size_log_dock(self, height: int) -> None:
        dock = self.tool_docks.get("log")
        if dock is None or dock.isHidden():
            return
        widget = dock.widget()
        wanted = height * 18 // 100
        rows = getattr(widget, "height_for_rows", None)
        if rows is not None:
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            chrome = max(0, dock.height() - widget.height())  # the dock's title bar
            wanted = rows(LOG_ROWS) + chrome
        self.resizeDocks([dock], [min(wanted, height * LOG_SHARE // 100)], Qt.Orientation.Vertical)

    def dock_tab_bars(self) -> list[QTabBar]:
        """The tab bars of tabbed docks (the main window's own, made when docks are tabbed)."""
        return self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def _unelide_dock_tabs(self) -> None:
        """Dock tabs show whole titles, scrolling if need be, each with its tool window's
        long title on hover; the short titles are used while the long ones do not fit
        (issue 15: Russian tabs overflowed the tool dock).

        Qt elides them by default: five tools on a 36 % dock became "На…", "Рукопа…".
        """
        self._tab_tips_queued = False
        if not self.isVisible():
            return  # closed meanwhile: nothing to show (and no layout work after the fact)
        docks = {dock.windowTitle(): dock for dock in self.tool_docks.values()}
        short = False
        for bar in self.dock_tab_bars():
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)
            group = [docks.get(bar.tabText(index)) for index in range(bar.count())]
            for index, dock in enumerate(group):
                bar.setTabToolTip(index, dock.toolTip() if dock is not None else "")
            short = short or self._tabs_overflow(bar, group)
        if short != self._short_tabs:
            self._short_tabs = short
            for key in self.tool_docks:
                self._retitle_dock(key)

    def _tabs_overflow(self, bar: QTabBar, group: list[QDockWidget | None]) -> bool:
        """Whether ``bar``'s tabs would be wider than their dock area with the long titles."""
        if not bar.isVisible():
            return False
        metrics = bar.fontMetrics()
        needed = 0
        for index, dock in enumerate(group):
            text = bar.tabText(index)
            padding = bar.tabSizeHint(index).width() - metrics.horizontalAdvance(text)
            full = dock.toolTip() if dock is not None and dock.toolTip() else text
            needed += padding + metrics.horizontalAdvance(full)
        room = max((d.width() for d in group if d is not None and d.isVisible()), default=0)
        return room > 0 and needed > room

    def _tab_tips_pending(self) -> None:
        # Qt relabels the tabs after a dock's title changes, on its next layout pass.
        if not self._tab_tips_queued:
            self._tab_tips_queued = True
            QTimer.singleShot(0, self, self._unelide_dock_tabs)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildPolished and isinstance(event.child(), QTabBar):
            self._tab_tips_pending()
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Resize
            and isinstance(watched, QDockWidget)
            and self.isVisible()
        ):
            self._tab_tips_pending()
        return super().eventFilter(watched, event)

    def fit_battlefield(self) -> None:
        """Fit the table in the battlefield view at the view's real size.

        The view fits the table when the game opens, but at start-up that is before the
        docks have their sizes; laying the window out first makes the fit use the
        final size (else the battle is a small cluster in the middle).
        """
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        view = getattr(self.centralWidget(), "view", None)
        # Not once the player has zoomed or panned: their view is kept (issue 15).
        if (
            self.document.game is not None
            and hasattr(view, "fit_table")
            and getattr(view, "fitting", True)
        ):
            view.fit_table()

    def set_battlefield(self, widget: QWidget) -> None:
        """Replace the central placeholder with the battlefield canvas (issue 5)."""
        old = self.centralWidget()
        self.setCentralWidget(widget)
        if old is not None and old is not widget:
            old.deleteLater()

    # ==================================================================== layout
    def restore_layout(self) -> None:
        geometry = self.settings.value(KEY_GEOMETRY)
        if not geometry or not self.restoreGeometry(geometry):
            screen = self.screen().availableGeometry() if self.screen() else None
            if screen is not None and screen.width() > 0:
                self.resize(
                    min(1600, screen.width() * 95 // 100), min(1000, screen.height() * 92 // 100)
                )
            else:
                self.resize(1400, 900)
        state = self.settings.value(KEY_STATE)
        self._fresh_layout = not (state and self.restoreState(state, LAYOUT_VERSION))

    def save_layout(self) -> None:
        self.settings.setValue(KEY_GEOMETRY, self.saveGeometry())
        self.settings.setValue(KEY_STATE, self.saveState(LAYOUT_VERSION))
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        self.document.detach()
        # A passing message's timer would still fire (and lay out a closed window).
        self.statusBar().clearMessage()
        super().closeEvent(event)

    # ==================================================================== actions and menus
    def _action(self, name: str, slot: Callable[..., Any], shortcut: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _create_actions(self) -> None:
        self.new_action = self._action("fileNew", self.new_game, QKeySequence.StandardKey.New)
        self.open_action = self._action("fileOpen", self.open_dialog, QKeySequence.StandardKey.Open)
        self.copy_action = self._action(
            "fileSaveCopy", self.save_copy_dialog, QKeySequence.StandardKey.SaveAs
        )
        self.close_action = self._action(
            "fileClose", self.close_game, QKeySequence.StandardKey.Close
        )
        # Issue 17: army lists (texts in the "ArmyLists" context, adjutant.qtmodels.list_texts).
        self.import_list_action = self._action(
            "fileImportList", lambda: self.import_list_dialog(), "Ctrl+I"
        )
        self.quit_action = self._action("fileQuit", self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = self.document.undo_stack.createUndoAction(self)
        self.undo_action.setObjectName("editUndo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.document.undo_stack.createRedoAction(self)
        self.redo_action.setObjectName("editRedo")
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        # Qt's own "Undo %1" is fixed when the action is made and not in every qtbase
        # translation: name the actions ourselves, after Qt's slot (connected first) ran.
        stack = self.document.undo_stack
        stack.undoTextChanged.connect(self._name_undo_actions)
        stack.redoTextChanged.connect(self._name_undo_actions)
        self.history_action = self._action("editHistory", self.show_history)
        self.phase_flow = PhaseFlow(self, self.settings, self.tool_dock, self.tool_widget)
        self.rules_action = self._action(
            "helpRules", self.show_rules_reference, QKeySequence.StandardKey.HelpContents
        )
        self.shortcuts_action = self._action("helpShortcuts", self.show_shortcuts)
        self.about_action = self._action("helpAbout", self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for theme in (LIGHT, DARK, SYSTEM):
            action = self._action(f"theme_{theme}", lambda _=False, t=theme: self.set_theme(t))
            action.setCheckable(True)
            self.theme_group.addAction(action)
            self.theme_actions[theme] = action
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = self._action(f"language_{code}", lambda _=False, c=code: self.set_language(c))
            action.setText(name)  # each language in its own words, never translated
            action.setCheckable(True)
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.theme_actions[self.themes.theme].setChecked(True)
        self.language_actions[self.translations.language].setChecked(True)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.setObjectName("fileMenu")
        self.recent_menu = QMenu(self)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.copy_action)
        self.file_menu.addAction(self.close_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.import_list_action)
        self.file_menu.addSeparator()
        self.organiser_actions = OrganiserActions(self)  # issue 26: File → Open Event Archive…
        self.file_menu.addAction(self.organiser_actions.open_action)
        self.file_menu.addSeparator()
        self.summary_actions = SummaryActions(self)  # issue 7: turn summaries
        self.file_menu.addActions(self.summary_actions.actions())
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.setObjectName("editMenu")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.history_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.setObjectName("viewMenu")
        self.panels_menu = self.view_menu.addMenu("")
        self.view_menu.addAction(self.phase_flow.follow_action)
        self.view_menu.addSeparator()
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.addActions(list(self.theme_actions.values()))
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.turn_menu = bar.addMenu("")
        self.turn_menu.setObjectName("turnMenu")
        self.turn_menu.addAction(self.turn_bar.next_phase_action)
        self.turn_menu.addAction(self.turn_bar.next_turn_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.setObjectName("helpMenu")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.shortcuts_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def _name_undo_actions(self, *_args: object) -> None:
        stack = self.document.undo_stack
        undo, redo = stack.undoText(), stack.redoText()
        self.undo_action.setText(
            self.tr("&Undo {action}").format(action=undo) if undo else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo {action}").format(action=redo) if redo else self.tr("&Redo")
        )

    def retranslateUi(self) -> None:
        self._name_undo_actions()
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.turn_menu.setTitle(self.tr("&Turn"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.panels_menu.setTitle(self.tr("&Panels"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.new_action.setText(self.tr("&New Game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.copy_action.setText(self.tr("Save a &Copy As…"))
        self.copy_action.setToolTip(
            self.tr("Every change is already saved; this writes a copy elsewhere")
        )
        self.close_action.setText(self.tr("&Close Game"))
        from adjutant.qtmodels import list_texts

        self.import_list_action.setText(list_texts.text(list_texts.IMPORT_ACTION))
        self.import_list_action.setStatusTip(list_texts.text(list_texts.IMPORT_TIP))
        self.quit_action.setText(self.tr("&Quit"))
        self.history_action.setText(self.tr("Undo &History"))
        self.rules_action.setText(self.tr("&Rules Reference"))
        self.shortcuts_action.setText(self.tr("&Keyboard Shortcuts"))
        self.about_action.setText(self.tr("&About Adjutant"))
        self.theme_actions[LIGHT].setText(self.tr("&Light"))
        self.theme_actions[DARK].setText(self.tr("&Dark"))
        self.theme_actions[SYSTEM].setText(self.tr("Follow the &System"))
        self.history.setEmptyLabel(self.tr("<start of the game>"))
        self.phase_flow.retranslateUi()
        retranslate_history(self.document)
        for key in self.tool_docks:
            self._retitle_dock(key)
        # A passing message ("Saved: …") was written in the old language: not kept.
        self.statusBar().clearMessage()
        self._show_dice_mode()
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # ==================================================================== view
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

    # ==================================================================== help
    def game_tools(self) -> list[Any] | None:
        """The tools of the open game's ruleset (None when no game is open)."""
        if self.document.game is None:
            return None
        from adjutant.rules.ruleset import Ruleset
        from adjutant.store import queries

        ruleset = Ruleset.from_dict(queries.game_info(self.document.game).ruleset)
        return sorted(ruleset.tools, key=list(type(next(iter(ruleset.tools)))).index)

    def rules_reference_dialog(self) -> Any:
        from adjutant.windows.dialogs import RulesReferenceDialog

        return RulesReferenceDialog(self.game_tools(), self)

    def show_rules_reference(self) -> None:
        dialog = self.rules_reference_dialog()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def shortcuts_dialog(self) -> Any:
        """Help > Keyboard Shortcuts, listing every panel's (all tool windows are built)."""
        from adjutant.windows.shortcuts import ShortcutsDialog

        self.build_all_tool_windows()
        return ShortcutsDialog(self)

    def show_shortcuts(self) -> None:
        dialog = self.shortcuts_dialog()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        from adjutant.windows.dialogs import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.exec()

    # ==================================================================== title and status
    def _update_title(self) -> None:
        game = self.document.game
        if game is None:
            self.setWindowTitle(APP_NAME)
            self.setWindowFilePath("")
            self.setWindowModified(False)
            self._saved.setText(self.tr("No game open"))
            self._saved.setToolTip("")
        else:
            name = getattr(self, "_game_name", "") or APP_NAME
            path = Path(game.path) if game.path else None
            # "Waterloo — Sample battle.adjutant[*] — Adjutant": Qt shows the [*] as the
            # modified mark while the window is modified (Qt's window-title convention).
            file = f" — {path.name}[*]" if path else "[*]"
            self.setWindowTitle(f"{name}{file} — {APP_NAME}")
            self.setWindowFilePath(str(path) if path else "")
            self._saved.setText(self.tr("✓ All changes saved"))
            self._saved.setToolTip(
                plain_tooltip(
                    self.tr(
                        "Every change is written to {file} at once; there is nothing to save."
                    ).format(file=str(path) if path else "")
                )
            )
        has_game = game is not None
        for action in (
            self.copy_action,
            self.close_action,
            self.history_action,
            self.import_list_action,
        ):
            action.setEnabled(has_game)

    def _show_modified(self, *_args: object) -> None:
        modified = self.document.game is not None and not self.document.undo_stack.isClean()
        self.setWindowModified(modified and "[*]" in self.windowTitle())

    def _show_dice_mode(self, *_args: object) -> None:
        if self.document.game is None:
            self._dice_status.clear()
            self._dice_status.setToolTip("")
            return
        virtual = self.document.dice_mode == "virtual"
        self._dice_status.setText(
            self.tr("Dice: virtual") if virtual else self.tr("Dice: physical")
        )
        self._dice_status.setToolTip(
            self.tr(
                "The game's default dice: {mode}. Change it with Dice in the toolbar; "
                "a roll card may use the other for its own roll."
            ).format(
                mode=self.tr("rolled by Adjutant")
                if virtual
                else self.tr("rolled at the table and typed in")
            )
        )

    def _game_opened(self) -> None:
        from adjutant.store import queries

        self._game_name = queries.game_info(self.document.game).name
        self._update_title()
        self._show_modified()
        self._show_dice_mode()
        # Once the window is laid out (at start-up the docks get their sizes first).
        QTimer.singleShot(0, self, self.fit_battlefield)

    def _game_closed(self) -> None:
        self._game_name = ""
        self._update_title()
        self._show_dice_mode()

    def _game_changed(self, change: Any) -> None:
        if self.document.game is None:
            return
        if change is None or change.touches("game"):
            from adjutant.store import queries

            self._game_name = queries.game_info(self.document.game).name
            self._update_title()
        label = getattr(change, "label", "")
        if label:
            self.statusBar().showMessage(self.saved_message(label), 4000)

    def saved_message(self, label: str) -> str:
        """The status bar's word on a change, in the user's language: the store's action
        labels (English in the file, "Undo …"/"Redo …" after undo and redo) translated."""
        for verb, text in (
            ("Undo ", self.tr("Undone: {action}")),
            ("Redo ", self.tr("Redone: {action}")),
        ):
            if label.startswith(verb):
                return text.format(action=action_label(label[len(verb) :]))
        return self.tr("Saved: {action}").format(action=action_label(label))

    # ==================================================================== files
    def open_game(self, path: str | Path, *, quiet: bool = False) -> bool:
        """Open the game at ``path`` in place of the current one; False (and a message) on error.

        The current game stays open when the new one cannot be opened.
        """
        path = Path(path)
        # realpath, not Path.resolve(): a loop of symbolic links must reach Game.open and
        # its clear message, not raise here (issue 16).
        if not os.path.lexists(path):
            self._message(
                QMessageBox.Icon.Warning,
                self.tr("{file} no longer exists.").format(file=path.name),
                self.tr("It may have been moved, renamed or deleted."),
                str(path),
                quiet=quiet,
            )
            self.recent.remove(os.path.realpath(path))
            self.gameLoaded.emit(False)
            return False
        from adjutant.store import Game, StoreError

        if (
            self.document.game is not None
            and self.document.game.path
            and os.path.realpath(self.document.game.path) == os.path.realpath(path)
        ):
            self.gameLoaded.emit(True)
            return True  # already open: opening it again would meet our own lock
        try:
            game = Game.open(path)
        except StoreError as exc:
            self.show_store_error(exc, quiet=quiet)
            self.gameLoaded.emit(False)
            return False
        self._adopt(game, quiet=quiet)
        if getattr(game, "backup_path", None):
            self.statusBar().showMessage(
                self.tr("The game was upgraded; the original is kept as {file}.").format(
                    file=Path(game.backup_path).name
                ),
                10000,
            )
        for kept in getattr(game, "set_aside", ()):
            # Issue 16: a leftover log that was not this game's was moved out of the way.
            self._message(
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

    def _adopt(self, game: Any, *, quiet: bool = False) -> None:
        from adjutant.store import StoreError

        self._reported.clear()
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
            self._message(
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
        self.gameLoaded.emit(True)

    def create_game(self, request: Any) -> bool:
        """Create the game a :class:`NewGameRequest` describes and open it."""
        from adjutant.store import Game, StoreError

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
            self.show_store_error(exc)
            return False
        self._adopt(game)
        return True

    def new_game(self) -> bool:
        from adjutant.windows.dialogs import NewGameDialog

        dialog = NewGameDialog(documents_dir(), self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        return self.create_game(dialog.request())

    def open_dialog(self) -> bool:
        start = (
            str(Path(self.document.game.path).parent)
            if self.document.game and self.document.game.path
            else str(documents_dir())
        )
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), start, self.tr("Adjutant games (*.adjutant);;All files (*)")
        )
        return self.open_game(path) if path else False

    def save_copy_dialog(self) -> bool:
        game = self.document.game
        if game is None or not game.path:
            return False
        source = Path(game.path)
        suggestion = source.with_name(f"{source.stem} {self.tr('copy')}{source.suffix}")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save a copy as"), str(suggestion), self.tr("Adjutant games (*.adjutant)")
        )
        return self.save_copy(path) if path else False

    def save_copy(self, target: str | Path) -> bool:
        """Write a consistent copy of the open game to ``target`` (SQLite backup API)."""
        from adjutant.store import game as store_game
        from adjutant.store.errors import classify

        game = self.document.game
        target = Path(target)
        if target.suffix.lower() != ".adjutant":
            target = target.with_name(target.name + ".adjutant")
        if game is None or not game.path:
            return False
        if target.resolve() == Path(game.path).resolve():
            self._message(
                QMessageBox.Icon.Information,
                self.tr("This is the game's own file."),
                self.tr("It is already saved: every change is written at once."),
            )
            return False
        copy = getattr(store_game, "copy_database", None)
        if copy is None:  # the store has no copy function yet: refuse clearly
            self._message(QMessageBox.Icon.Warning, self.tr("Saving a copy is not available."), "")
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
            self.show_store_error(mapped)
            return False
        self.statusBar().showMessage(self.tr("Copy saved as {file}").format(file=target.name), 6000)
        return True

    def close_game(self) -> None:
        self.document.detach()

    # ==================================================================== army lists (issue 17)
    def import_list_dialog(self, path: str | Path | None = None) -> Any:
        """File > Import Army List… (Ctrl+I), or a list file dropped on the window: the
        import dialog (shown, not modal-blocking), or None when no game is open."""
        from adjutant.qtmodels import list_texts

        if self.document.game is None:
            self._message(QMessageBox.Icon.Information, list_texts.text(list_texts.NO_GAME), "")
            return None
        from adjutant.windows.import_list import ImportListDialog

        dialog = ImportListDialog(self.document, self.settings, None, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.quiet = self.quiet
        dialog.open()
        if path is not None:
            dialog.load(path)
        elif not self.quiet:
            dialog.choose_file()
        return dialog

    def dragEnterEvent(self, event: Any) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event: Any) -> None:
        """A game file dropped opens; any other file is offered to the army-list import."""
        files = [Path(url.toLocalFile()) for url in event.mimeData().urls() if url.isLocalFile()]
        if not files:
            super().dropEvent(event)
            return
        event.acceptProposedAction()
        target = files[0]
        if target.suffix.lower() == ".adjutant":
            QTimer.singleShot(0, lambda: self.open_game(target))
        else:
            QTimer.singleShot(0, lambda: self.import_list_dialog(target))

    def _fill_recent_menu(self) -> None:
        missing = self.recent.prune()
        if missing:
            self.statusBar().showMessage(
                self.tr("Removed from Open Recent (no longer there): {files}").format(
                    files=", ".join(Path(p).name for p in missing)
                ),
                8000,
            )
        self.recent_menu.clear()
        for index, path in enumerate(self.recent.paths(), start=1):
            action = self.recent_menu.addAction(f"&{index} {Path(path).name.replace('&', '&&')}")
            action.setToolTip(plain_tooltip(path))
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_game(p))
        if not self.recent.paths():
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear the List"), self.recent.clear)

    # ==================================================================== errors
    def _message(
        self, icon: QMessageBox.Icon, text: str, info: str, detail: str = "", *, quiet: bool = False
    ) -> None:
        if quiet or self.quiet:  # smoke tests and start-up without a user watching: stderr only
            print(f"adjutant: {text} {info} {detail}".strip(), file=sys.stderr)
            return
        box = QMessageBox(icon, APP_NAME, "", QMessageBox.StandardButton.Ok, self)
        box.setObjectName("storeErrorBox")
        # Plain text before the texts go in: they hold file, unit and game names (issue 16).
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(text)
        box.setInformativeText(info)
        if detail:
            box.setDetailedText(detail)
        box.exec()

    def show_internal_error(self, exc: BaseException, panel: str = "") -> None:
        """A fault of Adjutant itself (not of the file): say so, keep the window open.

        ``panel`` names the tool window that failed, if one did; the traceback is
        the dialog's details (for a bug report). A problem of the game file met on the
        way (a damaged page read after the game opened) is the file's, not Adjutant's:
        it is shown as :meth:`show_store_error` shows it (issue 16).
        """
        if _is_store_error(exc):
            self.report_store_error(exc)
            return
        text = (
            self.tr("The {panel} panel could not be opened.").format(panel=panel)
            if panel
            else self.tr("Adjutant met an unexpected problem while starting.")
        )
        self._message(
            QMessageBox.Icon.Critical,
            text,
            self.tr(
                "The rest of Adjutant keeps working and your game is safe. "
                "Please report this problem with the details below."
            ),
            "".join(traceback.format_exception(exc)),
        )

    def report_store_error(self, exc: BaseException) -> None:
        """A store error met outside any dialog's flow (a model reading a damaged page, a
        panel built on a damaged game): told once, on the next turn of the event loop —
        never a modal box inside a signal, and the same message not twice while the game
        stays open."""
        key = (type(exc).__name__, str(exc))
        self.store_errors.append(exc)
        if key in self._reported:
            return
        self._reported.add(key)
        if self.quiet:
            self.show_store_error(exc, quiet=True)
        else:
            QTimer.singleShot(0, lambda: self.show_store_error(exc))

    def show_store_error(self, exc: BaseException, *, quiet: bool = False) -> None:
        """A typed store error as a clear dialog: what happened and what to do."""
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
        problems = getattr(exc, "problems", ()) if isinstance(exc, DamagedGame) else ()
        if problems:  # a stored value no service would write: name the record (issue 16)
            info = self.tr("What is wrong: {problem}").format(problem=problems[0]) + "\n\n" + info
        detail = "\n".join(problems) if len(problems) > 1 else str(exc)
        self._message(QMessageBox.Icon.Warning, text, info, detail, quiet=quiet)

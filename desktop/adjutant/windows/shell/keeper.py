"""The main window's layout on the screen it is on: restored if it fits, else the default
for the screen; View > Reset Layout; the board enlarged (issue 22).

For :class:`adjutant.windows.shell.window.MainWindow`. :class:`LayoutKeeper` measures the
window (the screen's available geometry, the menu, tool and status bars, the window
frame) and applies what the plain functions of :mod:`.layout` decide:

- at construction, :meth:`~LayoutKeeper.restore` restores the saved geometry and dock state
  only if the saved layout fits the current screen and left the board its minimum
  (:func:`~adjutant.windows.shell.layout.saved_layout_fits`); otherwise the window is placed
  where :func:`~adjutant.windows.shell.layout.default_window` says, silently;
- once the board and the shell's docks are built (:meth:`~LayoutKeeper.settle`), a fresh
  layout gets the default dock sizes (:func:`~adjutant.windows.shell.layout.default_docks`),
  and a restored one is measured again: if the board has less than its minimum after all
  (a font, a screen or a panel that changed), the default is used instead;
- :meth:`~LayoutKeeper.reset` (View > Reset Layout) puts every dock back where it starts,
  the window on the screen and the default sizes;
- :meth:`~LayoutKeeper.save` (at close) writes Qt's geometry and state and a
  :class:`~adjutant.windows.shell.layout.SavedLayout` (what is needed to judge the fit);
- :meth:`~LayoutKeeper.enlarge` hides the panels so the board has the whole window, and
  brings them back.

Within a session the player may drag the board smaller: nothing here undoes that. The
window does not grow by itself: every dock's content scrolls inside it
(:class:`~adjutant.windows.shell.docks.DockBody`) and the board asks for little.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QStyle, QToolBar

from adjutant.windows.settings import KEY_FIT, KEY_GEOMETRY, KEY_STATE, LAYOUT_VERSION
from adjutant.windows.shell.docks import DockSet, ToolDock
from adjutant.windows.shell.layout import (
    Chrome,
    DockPlan,
    Rect,
    SavedLayout,
    Size,
    board_fits,
    client_of,
    default_docks,
    default_window,
    saved_layout_fits,
)
from adjutant.windows.shell.registry import LEFT, RIGHT

#: The turn log starts with this many rows in sight (issue 15).
LOG_ROWS = 5


def as_rect(rect: QRect) -> Rect:
    return Rect(rect.x(), rect.y(), rect.width(), rect.height())


class LayoutKeeper(QObject):
    """Restores, checks, resets and saves the window's layout (see the module docstring)."""

    def __init__(self, window: QMainWindow, docks: DockSet, settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.docks = docks
        self.settings = settings
        #: No saved layout was restored: the default sizes are applied once settled.
        self.fresh = True
        #: The default dock arrangement (every dock in its area), taken before restoring.
        self._pristine: QByteArray | None = None
        self._settled = False
        #: Qt's state before View > Enlarge the Board hid the panels.
        self._before_enlarge: QByteArray | None = None
        self._enlarging = False
        #: The frame the window was last placed at and the client size that gave (the
        #: window frame's size is known only once the window is shown).
        self._placed: tuple[Rect, Size] | None = None
        #: What was decided last, for tests and the screenshots tool: "restored", "default".
        self.decision = ""

    # ------------------------------------------------------------------ measuring
    def available(self) -> Rect:
        """The available geometry of the screen the window is on (the primary one before)."""
        screen = self.window.screen() or QApplication.primaryScreen()
        if screen is None:
            return Rect(0, 0, 1366, 768)
        return as_rect(screen.availableGeometry())

    def chrome(self) -> Chrome:
        window = self.window
        frame = window.frameGeometry()
        style = window.style()
        log = self.docks.docks.get("log")
        title = (
            log.height() - log.widget().height()
            if log is not None and log.isVisible() and log.widget().height() > 0
            else window.fontMetrics().height() + 10
        )
        return Chrome(
            menu=window.menuBar().sizeHint().height(),
            toolbar=max(
                (
                    bar.sizeHint().height()
                    for bar in window.findChildren(
                        QToolBar, options=Qt.FindChildOption.FindDirectChildrenOnly
                    )
                    if not bar.isHidden()
                ),
                default=0,
            ),
            status=window.statusBar().sizeHint().height(),
            separator=style.pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent),
            dock_title=title,
            frame_width=max(0, frame.width() - window.width()),
            frame_height=max(0, frame.height() - window.height()),
        )

    def board_size(self) -> Size:
        """The board's room now: the part of the central area the player sees."""
        central = self.window.centralWidget()
        if central is None or not central.isVisible():
            return Size(0, 0)
        seen = central.visibleRegion().boundingRect()
        return Size(seen.width(), seen.height())

    def client(self) -> Size:
        return Size(self.window.width(), self.window.height())

    def board_keeps_its_room(self) -> bool:
        return board_fits(self.board_size(), self.client())

    # ------------------------------------------------------------------ restoring
    def capture_pristine(self) -> None:
        """Remember the arrangement of the docks as made (before any saved state)."""
        self._pristine = self.window.saveState(LAYOUT_VERSION)

    def restore(self) -> None:
        """The saved layout if it fits this screen, else the default window for it."""
        saved = SavedLayout.from_text(self.settings.value(KEY_FIT))
        geometry, state = self.settings.value(KEY_GEOMETRY), self.settings.value(KEY_STATE)
        available = self.available()
        if (
            # As Qt writes them: a settings file edited by hand may hold anything, and Qt's
            # restoreGeometry/restoreState raise TypeError on what is not bytes.
            isinstance(geometry, QByteArray)
            and isinstance(state, QByteArray)
            and saved is not None
            and saved_layout_fits(saved, available)
            and self.window.restoreGeometry(geometry)
            and self.window.restoreState(state, LAYOUT_VERSION)
        ):
            self.fresh = False
            self.decision = "restored"
            # The frame exactly where it was (it fits): Qt's restoreGeometry keeps room for
            # a title bar it guesses, which moved a window without one 25 px down.
            self.place(saved.frame)
            return
        self.fresh = True
        self.decision = "default"
        self.place(default_window(available))

    def place(self, frame: Rect) -> None:
        """Put the window's frame at ``frame`` (its client area inside the frame's borders)."""
        chrome = self.chrome()
        client = client_of(frame, chrome)
        if self.window.isMaximized() or self.window.isFullScreen():
            return  # the window system keeps it on the screen
        self.window.resize(client.width, client.height)
        self.window.move(frame.x, frame.y)
        self._placed = (frame, client)

    def replace(self) -> None:
        """Place the window again where it was placed, now that its frame is known, unless
        it was resized since (by the player, or by a test)."""
        if self._placed is not None and self.client() == self._placed[1]:
            self.place(self._placed[0])
            self.keep_on_screen()

    def keep_on_screen(self) -> None:
        """A frame that reaches past the available geometry is brought back inside it."""
        if self.window.isMaximized() or self.window.isFullScreen():
            return
        available = self.available()
        frame = as_rect(self.window.frameGeometry())
        if available.contains(frame):
            return
        width, height = min(frame.width, available.width), min(frame.height, available.height)
        x = min(max(frame.x, available.x), available.right - width)
        y = min(max(frame.y, available.y), available.bottom - height)
        self.place(Rect(x, y, width, height))

    def settle(self) -> None:
        """Once the board and the shell's docks are built and laid out: the default sizes
        for a fresh layout; a restored one that leaves the board short is replaced."""
        if self._settled:
            return
        self._settled = True
        self.replace()
        if self.fresh:
            self.apply_default()
            return
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if not self.board_keeps_its_room():
            self.decision = "default"
            self.reset()

    # ------------------------------------------------------------------ the default
    def plan(self) -> DockPlan:
        log = self.docks.docks.get("log")
        widget = log.tool() if log is not None else None
        rows = getattr(widget, "height_for_rows", None)
        wanted = rows(LOG_ROWS) if rows is not None else self.client().height * 18 // 100
        return default_docks(self.client(), self.chrome(), wanted)

    def apply_default(self) -> DockPlan:
        """The default arrangement and sizes for the window's size now."""
        plan = self.plan()
        docks = self.docks.docks
        window = self.window
        oob, tools = docks.get("oob"), self.docks.area_first.get(RIGHT)
        if oob is not None and tools is not None:
            if plan.oob_beside and window.dockWidgetArea(oob) != LEFT:
                window.addDockWidget(LEFT, oob)
            elif not plan.oob_beside and oob not in window.tabifiedDockWidgets(tools):
                window.tabifyDockWidget(tools, oob)
                self._raise_tool()
        if oob is not None and plan.oob_beside and not oob.isHidden() and not oob.isFloating():
            window.resizeDocks([oob], [plan.left], Qt.Orientation.Horizontal)
        right = self._first_right()
        if right is not None:
            window.resizeDocks([right], [plan.right], Qt.Orientation.Horizontal)
        self._size_log(plan)
        self._make_room()
        fit = getattr(window, "fit_boards", None)
        if fit is not None:
            fit()
        fit_columns = getattr(oob.tool() if oob is not None else None, "fit_columns", None)
        if fit_columns is not None:
            fit_columns()
        return plan

    def _size_log(self, plan: DockPlan) -> None:
        """The turn log's dock to the plan's height (its rows and its title bar)."""
        log = self.docks.docks.get("log")
        if log is not None and not log.isHidden() and not log.isFloating():
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            title = max(0, log.height() - log.widget().height()) if log.isVisible() else 0
            self.window.resizeDocks(
                [log], [plan.log + (title or self.chrome().dock_title)], Qt.Orientation.Vertical
            )
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def log_built(self) -> None:
        """The turn log is built once the game is shown (issue 28), after the default sizes
        were given: a fresh layout gives it the height of its first rows now that it can
        say what that is (until then the plan guessed a share of the window)."""
        if self.fresh and self._settled:
            self._size_log(self.plan())
            self._make_room()

    def _make_room(self) -> None:
        """If the board is still short of its minimum (docks that would not shrink, a font
        larger than planned), take the difference from the tools and the log."""
        from adjutant.windows.shell.layout import board_minimum

        least, board = board_minimum(self.client()), self.board_size()
        if board.width == 0:
            return
        window = self.window
        if board.width < least.width:
            right = self._first_right()
            if right is not None:
                width = max(120, right.width() - (least.width - board.width) - 2)
                window.resizeDocks([right], [width], Qt.Orientation.Horizontal)
        if board.height < least.height:
            log = self.docks.docks.get("log")
            if log is not None and log.isVisible() and not log.isFloating():
                height = max(40, log.height() - (least.height - board.height) - 2)
                window.resizeDocks([log], [height], Qt.Orientation.Vertical)
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _first_right(self) -> ToolDock | None:

        docks = [
            d
            for d in self.docks.docks.values()
            if self.window.dockWidgetArea(d) == RIGHT and d.isVisible() and not d.isFloating()
        ]
        return docks[0] if docks else None

    def _raise_tool(self) -> None:
        """After the order of battle joined the tools' tabs, the tool in use stays in front."""
        flow = getattr(self.window, "phase_flow", None)
        key = flow.raised if flow is not None else None
        dock = self.docks.docks.get(key or "command")
        if dock is not None and dock.isVisible():
            dock.raise_()

    def reset(self) -> None:
        """View > Reset Layout: every dock where it starts, the window on the screen, the
        default sizes for the screen; the board in the centre, fitted."""
        self._before_enlarge = None
        if self._pristine is not None:
            self.window.restoreState(self._pristine, LAYOUT_VERSION)
        for key in ("oob", "log"):
            dock = self.docks.docks.get(key)
            if dock is not None:
                dock.setFloating(False)
                dock.show()
        if not (self.window.isMaximized() or self.window.isFullScreen()):
            self.place(default_window(self.available()))
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.apply_default()
        # The window system may place the window a moment later: check again then.
        QTimer.singleShot(0, self, self.replace)

    # ------------------------------------------------------------------ saving
    def saved_layout(self) -> SavedLayout:
        frame = as_rect(self.window.frameGeometry())
        return SavedLayout(self.available(), frame, self.client(), self.board_size())

    def save(self) -> None:
        if not self._settled and self.window.isVisible():
            self.settle()  # closed before its first layout was settled (scripts, tests)
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if self._before_enlarge is not None:  # the panels hidden for a moment: not a layout
            self.window.restoreState(self._before_enlarge, LAYOUT_VERSION)
            self._before_enlarge = None
        self.settings.setValue(KEY_GEOMETRY, self.window.saveGeometry())
        self.settings.setValue(KEY_STATE, self.window.saveState(LAYOUT_VERSION))
        self.settings.setValue(KEY_FIT, self.saved_layout().to_text())
        self.settings.sync()

    # ------------------------------------------------------------------ the board enlarged
    @property
    def enlarged(self) -> bool:
        return self._before_enlarge is not None

    def enlarge(self, on: bool) -> None:
        """Hide the panels so the board fills the window (``on``), or bring them back."""
        if on == self.enlarged:
            return
        self._enlarging = True
        try:
            if on:
                self._before_enlarge = self.window.saveState(LAYOUT_VERSION)
                for dock in self.docks.docks.values():
                    if dock.isVisible() and not dock.isFloating():
                        dock.hide()
            else:
                state, self._before_enlarge = self._before_enlarge, None
                if state is not None:  # it is while enlarged (see ``enlarged``)
                    self.window.restoreState(state, LAYOUT_VERSION)

        finally:
            self._enlarging = False

    def dock_shown(self) -> None:
        """A dock came back while the board was enlarged (the phase's tool, View > Panels):
        the panels are back, so the board is no longer enlarged."""
        if self.enlarged and not self._enlarging:
            self._before_enlarge = None


__all__ = ["LOG_ROWS", "LayoutKeeper", "as_rect"]

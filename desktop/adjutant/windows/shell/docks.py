"""The main window's docks: one per tool window, built when first seen (issues 9, 15, 22).

For :class:`adjutant.windows.shell.window.MainWindow`. :class:`DockSet` makes a
:class:`ToolDock` for every registered tool window (:mod:`.registry`) with a placeholder,
builds the real widget when its dock is first seen after the first paint (or when
``tool_widget(key)`` asks for it), keeps the docks' titles in the interface language
(short titles while an area's tabs would not fit the long ones, issue 15), and says when a
dock comes into sight (:attr:`DockSet.shown`: the board in the centre follows the tool in
use, issue 22).

A :class:`ToolDock` holds its tool window in a scroll area of its own (issue 22: "the main
window never grows past the available geometry"): a panel whose content is taller than the
dock scrolls inside it instead of making the dock, and so the window, taller. ``tool()`` is
the tool window itself (``widget()`` is the scroll area).
"""

from __future__ import annotations

import importlib
import sys
import traceback
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QChildEvent, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QLabel,
    QMenu,
    QScrollArea,
    QTabBar,
    QWidget,
)

from adjutant.windows.reloading import ReloadGate
from adjutant.windows.shell.registry import (
    FIRST_DOCKS,
    RIGHT,
    SHELL_DOCKS,
    TOOL_WINDOWS,
    ToolWindow,
    tab_title,
    tool_title,
)

if TYPE_CHECKING:
    from adjutant.windows.shell.window import MainWindow

# Read once: each access to a Qt enum member costs a Python descriptor call, and every
# dock is made before the first paint (start-up, issue 9).
_DOCK_FEATURES = (
    QDockWidget.DockWidgetFeature.DockWidgetClosable
    | QDockWidget.DockWidgetFeature.DockWidgetMovable
    | QDockWidget.DockWidgetFeature.DockWidgetFloatable
)
_NO_FRAME = QFrame.Shape.NoFrame
_NO_FOCUS = Qt.FocusPolicy.NoFocus
_CHILD_POLISHED, _RESIZE = QEvent.Type.ChildPolished, QEvent.Type.Resize


class Placeholder(QLabel):
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


class DockBody(QScrollArea):
    """A dock's scroll area: the tool fills it, and scrolls inside it when it is taller."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dockBody")
        self.setWidgetResizable(True)
        self.setFrameShape(_NO_FRAME)
        self.setFocusPolicy(_NO_FOCUS)  # Tab goes to the tool, not to its frame

    def sizeHint(self) -> QSize:
        # The tool's own wish (QScrollArea caps it at 36 x 24 lines).
        widget = self.widget()
        return widget.sizeHint() if widget is not None else super().sizeHint()


class ToolDock(QDockWidget):
    """A dock whose tool window scrolls inside it (see the module docstring)."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName(f"dock_{key}")
        self.setFeatures(_DOCK_FEATURES)
        self.body = DockBody(self)
        self.setWidget(self.body)

    def tool(self) -> QWidget | None:
        """The tool window (or its placeholder) this dock shows."""
        return self.body.widget()

    def set_tool(self, widget: QWidget) -> None:
        old = self.body.widget()
        if old is widget:
            return
        if old is not None:
            self.body.takeWidget()
            old.deleteLater()
        self.body.setWidget(widget)


class DockSet(QObject):
    """The docks of one main window: made, built, titled (see the module docstring)."""

    #: A dock came into the player's sight (its key): the centre follows the tool in use.
    shown = Signal(str)
    #: A registered tool window was built (its key, the widget).
    built = Signal(str, QWidget)

    def __init__(
        self,
        window: MainWindow,
        panels_menu: QMenu,
        report_build_error: Callable[[BaseException, ToolWindow], bool],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.panels_menu = panels_menu
        self._report_build_error = report_build_error
        self.docks: dict[str, ToolDock] = {}
        self._titles: dict[str, Callable[[], str]] = {}
        self._tabs: dict[str, Callable[[], str]] = {}
        self._tab_tips_queued = False
        #: Docks that show their short title (their tab bar did not fit the long ones).
        self._short: set[str] = set()
        #: The window has painted and built its battlefield (build_visible was called).
        self.started = False
        #: Docks not built yet even when in sight: all but the first while the game is
        #: being shown (build_visible(tools=False)), until released (release, build_visible).
        self.held: set[str] = set()
        #: Docks seen by the user now (QDockWidget.visibilityChanged: a tab behind
        #: another is "visible" to Qt but not to the user).
        self.seen: dict[str, bool] = {}
        self.area_first: dict[Qt.DockWidgetArea, ToolDock] = {}
        #: Tool windows that failed to build: key -> the traceback (smoke tests fail on any).
        self.errors: dict[str, str] = {}
        #: Registered tool windows whose widget is not built yet (issue 9, launch goals).
        self.unbuilt: dict[str, ToolWindow] = {}
        window.installEventFilter(self)  # a new tab bar of docks: its tabs unelided

    # ------------------------------------------------------------------ making docks
    def register_all(self) -> None:
        """A dock with a placeholder for every registered tool window."""
        for spec in TOOL_WINDOWS:
            self.add(
                spec.key,
                partial(tool_title, spec.title),
                Placeholder(lambda: self.tr("Loading…")),
                spec.area,
                tab=tab_title(spec),
            )
        self.unbuilt = {spec.key: spec for spec in TOOL_WINDOWS}

    def add(
        self,
        key: str,
        title: str | Callable[[], str],
        widget: QWidget,
        area: Qt.DockWidgetArea = RIGHT,
        *,
        tab: Callable[[], str] | None = None,
    ) -> ToolDock:
        """Put ``widget`` in the dock ``key`` (created, tabbed with the area's docks, if new)."""
        dock = self.docks.get(key)
        if dock is None:
            dock = ToolDock(key, self.window)
            first = self.area_first.get(area)
            self.window.addDockWidget(area, dock)
            if first is not None:
                self.window.tabifyDockWidget(first, dock)
                first.raise_()
            else:
                self.area_first[area] = dock
            self.docks[key] = dock
            dock.installEventFilter(self)  # its resizes decide short or long tab titles
            self.panels_menu.addAction(dock.toggleViewAction())
            dock.visibilityChanged.connect(lambda seen, k=key: self._visibility(k, seen))
        self.unbuilt.pop(key, None)  # a widget given for a registered key replaces it
        dock.set_tool(widget)
        self._titles[key] = title if callable(title) else partial(str, title)

        if tab is not None:
            self._tabs[key] = tab
        widget.windowTitleChanged.connect(lambda _text, k=key: self.retitle(k))
        self.retitle(key)
        return dock

    def tool_widget(self, key: str) -> QWidget | None:
        """The dock's tool window; a registered one not built yet is built now, and one
        whose reloads were held back while hidden is brought up to date first."""
        if key in self.unbuilt:
            self.build(self.unbuilt[key])
        dock = self.docks.get(key)
        widget = dock.tool() if dock is not None else None
        if widget is not None:
            gate = widget.findChild(
                ReloadGate, "reloadGate", Qt.FindChildOption.FindDirectChildrenOnly
            )
            if gate is not None:
                gate.flush()
        return widget

    def is_built(self, key: str) -> bool:
        return key in self.docks and key not in self.unbuilt

    def pending_work(self) -> list[str]:
        """What the built tool windows hold that is not confirmed yet (``pending_work()``
        of each that has it, registry.py): lost if the game closed now."""
        found = []
        for key, dock in self.docks.items():
            ask = getattr(dock.tool(), "pending_work", None) if self.is_built(key) else None
            text = ask() if ask is not None else ""
            if text:
                found.append(text)
        return found

    # ------------------------------------------------------------------ building
    @property
    def tools_later(self) -> bool:
        """The tool panels wait (the game is being shown: see :meth:`build_visible`)."""
        return any(key not in SHELL_DOCKS for key in self.held)

    def build_visible(self, *, tools: bool = True) -> None:
        """The registered windows in sight; with ``tools=False`` only the first docks
        (:data:`FIRST_DOCKS`): the others wait for :meth:`release` or a later call."""
        self.held = (
            set() if tools else {spec.key for spec in TOOL_WINDOWS if spec.key not in FIRST_DOCKS}
        )
        self.started = True
        self._build_seen()

    def release(self, keys: tuple[str, ...]) -> None:
        """Build these docks now if they are in sight (else when first shown)."""
        self.held.difference_update(keys)
        self._build_seen()

    def _build_seen(self) -> None:
        for spec in TOOL_WINDOWS:
            if spec.key in self.unbuilt and self.seen.get(spec.key) and self._may_build(spec.key):
                self.build(spec)

    def modules_in_sight(self) -> tuple[str, ...]:
        """The modules of the tool windows not built yet whose docks are in sight (what
        :meth:`build_visible` will import), for the launcher's preloader (issue 28)."""
        targets = (
            spec.target.partition(":")[0]
            for spec in TOOL_WINDOWS
            if spec.key in self.unbuilt and self.seen.get(spec.key)
        )
        return tuple(dict.fromkeys(targets))

    def build_all(self) -> None:
        for spec in TOOL_WINDOWS:
            if spec.key in self.unbuilt:
                self.build(spec)

    def build(self, spec: ToolWindow) -> QWidget:
        """Import and build one registered tool window into its dock."""
        self.unbuilt.pop(spec.key, None)
        module_name, _, class_name = spec.target.partition(":")
        try:
            factory = getattr(importlib.import_module(module_name), class_name)
            widget: QWidget = factory(self.window.document, self.window)
        except Exception as exc:  # a missing or broken tool must not stop the others
            widget = Placeholder(lambda: self.tr("This panel could not be opened."))
            if self._report_build_error(exc, spec):
                self.errors[spec.key] = "".join(traceback.format_exception(exc))
                print(
                    f"adjutant: the {spec.key} panel could not be built\n{self.errors[spec.key]}",
                    file=sys.stderr,
                )
        self.add(
            spec.key,
            partial(tool_title, spec.title),
            widget,
            spec.area,
            tab=tab_title(spec),
        )
        self.built.emit(spec.key, widget)
        return widget

    def _may_build(self, key: str) -> bool:
        return key not in self.held

    def _visibility(self, key: str, seen: bool) -> None:
        self.seen[key] = seen
        if seen and self.started and key in self.unbuilt and self._may_build(key):
            self.build(self.unbuilt[key])
        if seen:
            self.shown.emit(key)

    # ------------------------------------------------------------------ titles
    def retitle(self, key: str) -> None:
        dock = self.docks[key]
        widget = dock.tool()
        own = widget.windowTitle() if widget is not None else ""
        full = own or self._titles[key]()
        tab = self._tabs.get(key)
        dock.setWindowTitle(tab() if tab is not None and key in self._short else full)
        dock.setToolTip(full)
        self._tab_tips_pending()

    def retitle_all(self) -> None:
        for key in self.docks:
            self.retitle(key)

    def tab_bars(self) -> list[QTabBar]:
        """The tab bars of tabbed docks (the main window's own, made when docks are tabbed)."""
        return self.window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def _unelide_tabs(self) -> None:
        """Dock tabs show whole titles, scrolling if need be, each with its tool window's
        long title on hover; the short titles are used while the long ones do not fit
        (issue 15: Russian tabs overflowed the tool dock; Qt elides them by default)."""
        self._tab_tips_queued = False
        if not self.window.isVisible():
            return  # closed meanwhile: nothing to show (and no layout work after the fact)
        docks = {dock.windowTitle(): dock for dock in self.docks.values()}
        short: set[str] = set()
        for bar in self.tab_bars():
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)
            group = [docks.get(bar.tabText(index)) for index in range(bar.count())]
            for index, dock in enumerate(group):
                bar.setTabToolTip(index, dock.toolTip() if dock is not None else "")
            if _tabs_overflow(bar, group):
                short |= {dock.key for dock in group if dock is not None}
        if short != self._short:
            self._short = short
            self.retitle_all()

    def _tab_tips_pending(self) -> None:
        # Qt relabels the tabs after a dock's title changes, on its next layout pass.
        if not self._tab_tips_queued:
            self._tab_tips_queued = True
            QTimer.singleShot(0, self, self._unelide_tabs)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind == _CHILD_POLISHED
            and watched is self.window
            and isinstance(event, QChildEvent)
            and isinstance(event.child(), QTabBar)
        ) or (kind == _RESIZE and isinstance(watched, QDockWidget) and self.window.isVisible()):
            self._tab_tips_pending()
        return False


def _tabs_overflow(bar: QTabBar, group: list[ToolDock | None]) -> bool:
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


__all__ = ["DockBody", "DockSet", "Placeholder", "ToolDock"]

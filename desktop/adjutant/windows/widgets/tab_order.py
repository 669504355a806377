"""Tab in the order the player sees: through a panel's fields, top to bottom, then out.

For :class:`adjutant.windows.tool_base.ToolPanel` (issue 22, item 9). Qt's focus chain is
the order widgets were *made* in: a roll card made after the toolbar comes after it, so
Tab from a card's distance field jumped to the toolbar's dice box. :func:`focus_order`
lists a panel's tab stops as its layouts place them (a box or grid layout's items in
order, a splitter's panes, a tab widget's bar then its current page, a scroll area's
page); :func:`step` gives the next or previous one, or — past the last — the first widget
of the window's chain outside the panel, so Tab leaves the panel only once it has been
through it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLayout,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

#: Widgets Tab stops on as a whole: their children are their own parts (a combo box's
#: line edit, a table's viewport and editors).
_WHOLE = (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QTabBar,
    QTextEdit,
)


def _takes_tab(widget: QWidget) -> bool:
    return (
        bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and widget.isEnabled()
        and widget.focusProxy() is None
    )


def _layout_widgets(layout: QLayout) -> list[QWidget]:
    out: list[QWidget] = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            out.append(widget)
        elif inner is not None:
            out.extend(_layout_widgets(inner))
    return out


def _children(widget: QWidget) -> list[QWidget]:
    """``widget``'s child widgets in the order they are laid out."""
    if isinstance(widget, QScrollArea):
        inner = widget.widget()
        return [inner] if inner is not None else []
    if isinstance(widget, QTabWidget):
        page = widget.currentWidget()
        return [widget.tabBar(), *([page] if page is not None else [])]
    if isinstance(widget, QStackedWidget):
        shown = widget.currentWidget()
        return [shown] if shown is not None else []
    if isinstance(widget, QSplitter):
        panes = (widget.widget(i) for i in range(widget.count()))
        return [pane for pane in panes if pane is not None]

    own = [c for c in widget.children() if isinstance(c, QWidget) and not c.isWindow()]
    layout = widget.layout()
    if layout is None:
        return own
    placed = [w for w in _layout_widgets(layout) if w.parentWidget() is widget]
    return placed + [c for c in own if c not in placed]  # any not in the layout: last


def focus_order(root: QWidget) -> list[QWidget]:
    """The tab stops inside ``root`` (shown, enabled, taking Tab), in layout order."""
    out: list[QWidget] = []

    def walk(widget: QWidget) -> None:
        if widget.isHidden() or not widget.isVisible():
            return
        # A scroll area of pages is no stop of its own: its page's fields are.
        if widget is not root and _takes_tab(widget) and not isinstance(widget, QScrollArea):
            out.append(widget)
        if isinstance(widget, _WHOLE):
            return
        for child in _children(widget):
            walk(child)

    walk(root)
    return out


def _outside(root: QWidget, start: QWidget, forward: bool) -> QWidget | None:
    """The first tab stop of the window's chain after (or before) ``start`` not in ``root``."""
    widget = start.nextInFocusChain() if forward else start.previousInFocusChain()
    while widget is not None and widget is not start:
        if (
            widget is not root
            and not root.isAncestorOf(widget)
            and widget.isVisible()
            and _takes_tab(widget)
        ):
            return widget
        widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
    return None


def step(root: QWidget, current: QWidget | None, forward: bool) -> QWidget | None:
    """Where Tab (``forward``) or Shift+Tab goes from ``current`` inside ``root``: the next
    tab stop in layout order, else the first one outside ``root`` (None: not ours)."""
    if current is None or not root.isAncestorOf(current):
        return None
    order = focus_order(root)
    at = next((i for i, w in enumerate(order) if w is current), None)
    if at is None:  # inside a stop taken as a whole (a combo box's line edit): that stop
        holders = [i for i, w in enumerate(order) if w.isAncestorOf(current)]
        if not holders:
            return None
        at = holders[-1]
    to = at + (1 if forward else -1)
    if 0 <= to < len(order):
        return order[to]
    return _outside(root, order[at], forward) or (order[0] if forward else order[-1])


__all__ = ["focus_order", "step"]

"""Layouts that reflow with the width of a dock: for every tool window (issue 9, docks).

The tool windows sit in docks that may be 460 px wide on a laptop or 1000+ px on a
second screen. Fixed two-column layouts either scroll sideways or get squeezed until
widgets overlap. These helpers let a window adapt instead:

- :class:`ReflowPanes` — two (or more) panes side by side when there is room for
  them, stacked when narrow; in a box layout or in a :class:`QSplitter` (the user
  chooses the share). It reports the *stacked* minimum width, so in a scroll area
  it narrows (and stacks) with the viewport rather than forcing sideways scrolling.
- :class:`FlowLayout` — a row of buttons that wraps onto more lines when narrow.
- :class:`OverflowBar` — a row of fixed widgets (a label, a combo box) and buttons;
  the buttons that do not fit go into a "More" menu.
- :class:`WrappedLabel` — a word-wrapped label whose minimum height is that of all its
  lines at its width (a plain ``QLabel`` asks for one line: a splitter squeezed it).
- :class:`CurrentPageTabs` — a tab widget as tall as its current page (in a scroll
  page a short tab no longer leaves the height of the tallest one blank below it).
- :class:`ScrollPage` — a frameless scroll area that fills its width and scrolls
  vertically; horizontally only if a widget cannot shrink any further (nothing is
  ever cut off or overlapped).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QMenu,
    QScrollArea,
    QSplitter,
    QStyle,
    QStyleOptionTabWidgetFrame,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

__all__ = [
    "CurrentPageTabs",
    "FlowLayout",
    "OverflowBar",
    "ReflowPanes",
    "ScrollPage",
    "WrappedLabel",
]

#: Space between widgets in the helpers' own layouts (Qt's usual layout spacing).
SPACING = 6


def _min_width(widget: QWidget) -> int:
    """What a layout will give ``widget`` at the least (its explicit minimum wins)."""
    return max(widget.minimumWidth(), widget.minimumSizeHint().width(), 0)


class WrappedLabel(QLabel):
    """A word-wrapped label that never gets fewer lines than its text needs at its width.

    ``QLabel`` reports one line as its minimum height; layouts that ignore height for
    width (a :class:`QSplitter`, a dock) then squeeze it under its neighbours.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self._width = -1

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self.width() > 0 and self.text():
            hint.setHeight(max(hint.height(), self.heightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._width:  # another width: more or fewer lines
            self._width = event.size().width()
            self.updateGeometry()


class CurrentPageTabs(QTabWidget):
    """A :class:`QTabWidget` whose size hints follow the current page only.

    Qt's takes the tallest page's: in a :class:`ScrollPage` a short tab then scrolled
    on through the height of the tallest one, blank.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def _padding(self) -> QSize:
        """The room the frame and the tab bar take around a page."""
        option = QStyleOptionTabWidgetFrame()
        self.initStyleOption(option)
        frame = self.style().sizeFromContents(
            QStyle.ContentsType.CT_TabWidget, option, QSize(0, 0), self
        )
        bar = self.tabBar().sizeHint() if self.tabBar().isVisibleTo(self) else QSize(0, 0)
        return QSize(frame.width(), frame.height() + bar.height())

    def _page_height(self, page: QWidget, hint: int, width: int | None = None) -> int:
        if width is not None and page.hasHeightForWidth():
            hint = max(hint, page.heightForWidth(width))
        return hint + self._padding().height()

    def sizeHint(self) -> QSize:
        hint, page = super().sizeHint(), self.currentWidget()
        if page is None:
            return hint
        return QSize(hint.width(), self._page_height(page, page.sizeHint().height()))

    def minimumSizeHint(self) -> QSize:
        hint, page = super().minimumSizeHint(), self.currentWidget()
        if page is None:
            return hint
        return QSize(hint.width(), self._page_height(page, self._page_minimum(page)))

    @staticmethod
    def _page_minimum(page: QWidget) -> int:
        return max(page.minimumSizeHint().height(), page.minimumHeight())  # explicit one wins

    def heightForWidth(self, width: int) -> int:
        page = self.currentWidget()
        if page is None:
            return super().heightForWidth(width)
        inner = width - self._padding().width()
        return self._page_height(page, self._page_minimum(page), inner)


class ScrollPage(QScrollArea):
    """A frameless, resizable scroll area: the page fills the width and scrolls vertically.

    The horizontal bar appears only when a widget of the page cannot shrink to the
    viewport (better than cutting it off, as ``ScrollBarAlwaysOff`` would).
    """

    def __init__(self, page: QWidget | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if page is not None:
            self.setWidget(page)


class ReflowPanes(QWidget):
    """Panes side by side when the widget is at least :meth:`threshold` wide, else stacked.

    ``stretches`` share the room (both arrangements); ``breakpoint`` is the least width
    for side by side (it is never less than the panes' minimum widths added up).
    ``splitter=True`` puts the panes in a :class:`QSplitter` whose orientation follows
    the arrangement (:attr:`splitter`). ``arrangementChanged(wide)`` tells the owner.
    """

    arrangementChanged = Signal(bool)

    def __init__(
        self,
        panes: Sequence[QWidget],
        *,
        stretches: Sequence[int] | None = None,
        breakpoint: int = 0,
        splitter: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.panes = list(panes)
        self.stretches = list(stretches or [1] * len(self.panes))
        self.breakpoint = breakpoint
        self._wide: bool | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.splitter: QSplitter | None = None
        self._box: QBoxLayout | None = None
        if splitter:
            self.splitter = QSplitter(Qt.Orientation.Vertical)
            self.splitter.setChildrenCollapsible(False)
            for index, (pane, stretch) in enumerate(zip(self.panes, self.stretches, strict=True)):
                self.splitter.addWidget(pane)
                self.splitter.setStretchFactor(index, stretch)
            outer.addWidget(self.splitter)
        else:
            self._box = QBoxLayout(QBoxLayout.Direction.TopToBottom)
            self._box.setContentsMargins(0, 0, 0, 0)
            for pane, stretch in zip(self.panes, self.stretches, strict=True):
                self._box.addWidget(pane, stretch)
            outer.addLayout(self._box)
        self._arrange(False)

    # -- the arrangement ----------------------------------------------------------------------
    def _spacing(self) -> int:
        if self.splitter is not None:
            return self.splitter.handleWidth()
        spacing = self._box.spacing() if self._box is not None else -1
        return spacing if spacing >= 0 else SPACING

    def threshold(self) -> int:
        """The least width at which the panes go side by side."""
        need = sum(_min_width(p) for p in self.panes) + self._spacing() * (len(self.panes) - 1)
        return max(self.breakpoint, need)

    def is_wide(self) -> bool:
        """True while the panes are side by side."""
        return bool(self._wide)

    def _arrange(self, wide: bool) -> None:
        if wide == self._wide:
            return
        self._wide = wide
        if self.splitter is not None:
            orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
            self.splitter.setOrientation(orientation)
            # The old sizes were lengths along the other axis: share the new one afresh.
            length = self.width() if wide else self.height()
            total = sum(self.stretches) or 1
            self.splitter.setSizes([max(1, length * s // total) for s in self.stretches])
        elif self._box is not None:
            self._box.setDirection(
                QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
            )
        self.updateGeometry()
        self.arrangementChanged.emit(wide)

    def reflow(self) -> None:
        """Pick the arrangement for the current width (called on every resize)."""
        if self.width() > 0:
            self._arrange(self.width() >= self.threshold())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reflow()

    def event(self, event: QEvent) -> bool:
        # A pane's minimum may change (another language, new contents): check again.
        if event.type() == QEvent.Type.LayoutRequest:
            self.reflow()
        return super().event(event)

    # -- sizes --------------------------------------------------------------------------------
    def minimumSizeHint(self) -> QSize:
        """The *stacked* minimum width: a narrow scroll area or dock makes the panes stack
        instead of being held side by side (which would scroll sideways)."""
        width = max((_min_width(p) for p in self.panes), default=0)
        return QSize(width, super().minimumSizeHint().height())


class FlowLayout(QLayout):
    """Widgets in a row, wrapped onto further rows when the width runs out.

    Height for width, so a parent layout or a :class:`ScrollPage` gives it the rows it
    needs. ``align_right`` puts each row at the right (a dialog's button row).
    """

    def __init__(self, parent: QWidget | None = None, *, align_right: bool = False) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.align_right = align_right
        self.setSpacing(SPACING)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, apply=True)

    def _visible(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def sizeHint(self) -> QSize:
        items = self._visible()
        m = self.contentsMargins()
        width = sum(i.sizeHint().width() for i in items) + self.spacing() * max(0, len(items) - 1)
        height = max((i.sizeHint().height() for i in items), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        items = self._visible()
        m = self.contentsMargins()
        width = max((i.minimumSize().width() for i in items), default=0)
        height = max((i.sizeHint().height() for i in items), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def _place(self, rect: QRect, *, apply: bool) -> int:
        """Lay the items out in ``rect`` (or only measure); returns the height used."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        spacing = self.spacing()
        rows: list[list[tuple[QLayoutItem, int]]] = [[]]
        x = 0
        for item in self._visible():
            width = max(min(item.sizeHint().width(), area.width()), item.minimumSize().width())
            if rows[-1] and x + spacing + width > area.width():
                rows.append([])
                x = 0
            x += (spacing if rows[-1] else 0) + width
            rows[-1].append((item, width))
        y = area.top()
        for row in rows:
            if not row:
                continue
            height = max(item.sizeHint().height() for item, _ in row)
            used = sum(w for _, w in row) + spacing * (len(row) - 1)
            x = area.left() + (max(0, area.width() - used) if self.align_right else 0)
            for item, width in row:
                if apply:
                    item.setGeometry(QRect(x, y, width, height))
                x += width + spacing
            y += height + spacing
        used_height = max(0, y - spacing - area.top()) if any(rows) else 0
        return used_height + m.top() + m.bottom()


class OverflowBar(QWidget):
    """A bar of fixed widgets then buttons; buttons that do not fit go to a "More" menu.

    :meth:`add_widget` for what must stay (a caption, a combo box: it takes the room
    left), :meth:`add_button` for the rest, in order of importance (the last ones
    overflow first). The menu's entries click the hidden buttons, with their text,
    tooltip and enabled state.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fixed: list[QWidget] = []
        self._buttons: list[QAbstractButton] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(SPACING)
        self.more_button = QToolButton()
        self.more_button.setObjectName("overflowMore")
        self.more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.menu = QMenu(self.more_button)
        self.menu.aboutToShow.connect(self._fill_menu)
        self.more_button.setMenu(self.menu)
        self.more_button.hide()
        self._layout.addWidget(self.more_button)
        self._retranslate()

    def add_widget(self, widget: QWidget, stretch: int = 0) -> None:
        """A widget that always stays in the bar (before the buttons)."""
        self._layout.insertWidget(len(self._fixed), widget, stretch)
        self._fixed.append(widget)
        self._arrange()

    def add_button(self, button: QAbstractButton) -> None:
        """A button that goes to the "More" menu when the bar is too narrow."""
        self._layout.insertWidget(self._layout.indexOf(self.more_button), button)
        self._buttons.append(button)
        self._arrange()

    def overflowed(self) -> list[QAbstractButton]:
        """The buttons in the "More" menu now."""
        return [b for b in self._buttons if b.isHidden()]

    def _fixed_width(self) -> int:
        visible = [w for w in self._fixed if not w.isHidden()]
        return sum(_min_width(w) for w in visible) + SPACING * max(0, len(visible) - 1)

    def _arrange(self) -> None:
        if not self.isVisible():  # decided on show (a resize event comes with it)
            return
        width = self.width()
        used = self._fixed_width()
        needs = [b.sizeHint().width() + SPACING for b in self._buttons]
        if used + sum(needs) <= width:
            keep = len(self._buttons)
        else:  # room for the "More" button too
            room = width - used - (self.more_button.sizeHint().width() + SPACING)
            keep = 0
            while keep < len(needs) and room >= needs[keep]:
                room -= needs[keep]
                keep += 1
        for index, button in enumerate(self._buttons):
            if button.isHidden() != (index >= keep):  # no change, no new layout request
                button.setVisible(index < keep)
        if self.more_button.isHidden() != (keep == len(self._buttons)):
            self.more_button.setVisible(keep < len(self._buttons))

    def _fill_menu(self) -> None:
        self.menu.clear()
        for button in self.overflowed():
            action = self.menu.addAction(button.text())
            action.setToolTip(button.toolTip())
            action.setEnabled(button.isEnabled())
            action.triggered.connect(button.click)
        self.menu.setToolTipsVisible(True)

    def minimumSizeHint(self) -> QSize:
        more = self.more_button.sizeHint()
        height = max([more.height(), *(w.minimumSizeHint().height() for w in self._fixed)])
        return QSize(self._fixed_width() + SPACING + more.width(), height)

    def sizeHint(self) -> QSize:
        width = self._fixed_width() + sum(b.sizeHint().width() + SPACING for b in self._buttons)
        return QSize(width, self.minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def showEvent(self, event: QShowEvent) -> None:

        super().showEvent(event)
        self._arrange()

    def _retranslate(self) -> None:
        self.more_button.setText(self.tr("More"))
        self.more_button.setToolTip(self.tr("The buttons that do not fit in the bar"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a button's text (language) changed
            self._arrange()
        return super().event(event)

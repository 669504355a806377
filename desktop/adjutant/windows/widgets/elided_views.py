"""Item views whose cut names can be read: the whole cell text on hover, as plain text.

For the order-of-battle tree and the turn log (issue 15, "elided names show the full
name on hover"). :func:`show_elided_text` installs a :class:`ElidedToolTips` filter on
a view's viewport: hovering a cell whose text the view cut with "…" shows the whole
text first, then the model's own tooltip, if any; a cell shown whole keeps the model's
tooltip alone. Every tooltip of the view goes out as plain text: a unit named
``<b>x</b>`` shows those characters, never bold (issue 16: names are user strings).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QStyle, QStyleOptionViewItem, QToolTip

from adjutant.qtmodels.formatting import plain_tooltip, tooltip_text

__all__ = ["ElidedToolTips", "cell_is_elided", "show_elided_text"]


def cell_is_elided(view: QAbstractItemView, index: QModelIndex) -> bool:
    """True when the view draws ``index``'s text cut (it is wider than its cell)."""
    text = index.data(Qt.ItemDataRole.DisplayRole)
    if text is None or not str(text):
        return False
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index)
    option.index = index
    option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
    option.text = str(text)
    font = index.data(Qt.ItemDataRole.FontRole)
    if font is not None:
        option.font = font
    if index.data(Qt.ItemDataRole.DecorationRole) is not None:
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration
        option.decorationSize = (
            view.iconSize() if view.iconSize().isValid() else option.decorationSize
        )
    style = view.style()
    area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
    # The style's own text margin on both sides (QCommonStyle draws the text inset so).
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    room = area.width() - 2 * margin
    lines = str(text).splitlines() or [""]
    metrics = QFontMetrics(option.font)
    return any(metrics.horizontalAdvance(line) > room for line in lines)


class ElidedToolTips(QObject):
    """Viewport event filter of one view: see the module docstring."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        #: The cell the last tooltip was for (tests read it).
        self.last: QPersistentModelIndex | None = None
        self.last_text = ""

    def text_for(self, index: QModelIndex) -> str:
        """What hovering ``index`` shows (plain text; "" for nothing)."""
        if not index.isValid():
            return ""
        # A model hands its tooltip as Qt shows it (formatting.plain_tooltip): read its text.
        own = index.data(Qt.ItemDataRole.ToolTipRole)
        own = tooltip_text(None if own is None else str(own))
        if cell_is_elided(self._view, index):
            full = str(index.data(Qt.ItemDataRole.DisplayRole))
            if not own.startswith(full):
                return f"{full}\n{own}" if own else full
        return own

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        index = self._view.indexAt(event.pos())
        text = self.text_for(index)
        self.last = QPersistentModelIndex(index)
        self.last_text = text
        if text:
            QToolTip.showText(
                event.globalPos(),
                plain_tooltip(text),
                self._view.viewport(),
                self._view.visualRect(index),
            )
        else:
            QToolTip.hideText()
        return True


def show_elided_text(view: QAbstractItemView) -> ElidedToolTips:
    """Give ``view`` plain-text tooltips that hold each cut cell's whole text."""
    tips = ElidedToolTips(view)
    view.viewport().installEventFilter(tips)
    view.setProperty("elidedToolTips", True)
    return tips

"""A refusal shown next to the table cell it is about (issue 22, items 10 and 11).

For the tables whose cells the player types in: the charge tool's typed distances
(CHG-5), the order of battle's casualties. A typed value the store or the model
refuses leaves the cell as it was (the value the rest of the window shows) and says
why *there*, under the cell (over it when the cell is at the bottom), not in a status
line far away. :class:`CellMessage` is one red, plain-text label over the view's
viewport, owned by the view; it goes at the next key, click or edit in the view, or
when the rows change under it.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QFrame, QLabel

from adjutant.windows.widgets.dice_entry import ERROR_COLOR

#: The least width of the message, in pixels (a narrow cell still gets a readable line).
MIN_WIDTH = 220


class CellMessage(QLabel):
    """A message beside one cell of ``view`` (see the module docstring)."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view.viewport())
        self.setObjectName("cellMessage")
        self.view = view
        self.setTextFormat(Qt.TextFormat.PlainText)  # user strings are text, never markup
        self.setWordWrap(True)
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        self.setMargin(3)
        self.setStyleSheet(f"color: {ERROR_COLOR};")
        self.hide()
        self._index = QModelIndex()
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        self._watch(view.model())

    def _watch(self, model: QAbstractItemModel | None) -> None:
        if model is None:
            return
        for signal in (model.modelReset, model.layoutChanged, model.rowsRemoved):
            signal.connect(self.clear)

    def index(self) -> QModelIndex:
        """The cell the message is about (invalid when none is shown)."""
        return QModelIndex(self._index) if self.isVisible() else QModelIndex()

    def show_at(self, index: QModelIndex, text: str) -> None:
        """``text`` next to ``index``'s cell; shown once the view has closed its editor."""
        self._index = QModelIndex(index)
        self.setText(text)
        # The refusal comes while the view commits its editor: place it after that.
        QTimer.singleShot(0, self, self._place)

    def _place(self) -> None:
        index = self._index
        if not index.isValid() or not self.text():
            return
        self.view.scrollTo(index)
        viewport = self.view.viewport()
        cell = self.view.visualRect(index)
        width = min(max(cell.width(), MIN_WIDTH), max(viewport.width() - 4, 40))
        height = self.heightForWidth(width)
        height = height if height > 0 else self.sizeHint().height()
        left = max(0, min(cell.left(), viewport.width() - width))
        top = cell.bottom() + 1
        if top + height > viewport.height():  # no room under the cell: over it
            top = max(0, cell.top() - height)
        self.setGeometry(left, top, width, height)
        self.show()
        self.raise_()

    def clear(self, *_args: object) -> None:

        self._index = QModelIndex()
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.isVisible() and event.type() in (
            QEvent.Type.KeyPress,
            QEvent.Type.MouseButtonPress,
        ):
            self.clear()  # the player goes on: the message has been seen
        return False


__all__ = ["CellMessage"]

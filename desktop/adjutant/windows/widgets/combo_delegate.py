"""A table cell edited with a combo box whose items carry the cell's values.

For the delegates that pick one of a few values in a table: the command tables' token
picker (``windows.command.delegates``) and the odds combat's role picker
(``windows.odds.tables``). A subclass makes the combo box (``createEditor``) with the
values as item data; this base shows the cell's value in it and hands the picked value
back to the model, both through ``Qt.ItemDataRole.EditRole``.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QWidget

Index = QModelIndex | QPersistentModelIndex


class ComboDelegate(QStyledItemDelegate):
    """Shows the cell's EditRole value in the editor's combo box and sets the one picked."""

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QComboBox):
            at = editor.findData(index.data(Qt.ItemDataRole.EditRole))
            editor.setCurrentIndex(max(at, 0))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)

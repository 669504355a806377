"""Cell editors of the melee tables: a combo box of the choices a cell offers (issue 14).

For the melee window's tables (``qtmodels.melee_models``): a cell that offers choices
(``ROLE_CHOICES``: a fighter's order or status, the side a contact touches, a
supporter's override, a break test's result) is edited in a combo box that starts on
the cell's value (``ROLE_VALUE``) and commits as soon as a choice is picked (one click,
one change). The model emits the edit; the window's session applies it.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from adjutant.qtmodels.melee_models import ROLE_CHOICES, ROLE_VALUE


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box for cells with choices; the default editor elsewhere."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        choices = index.data(ROLE_CHOICES)
        if choices is None:
            return super().createEditor(parent, option, index)
        combo = QComboBox(parent)
        combo.setObjectName("meleeCellChoice")
        for value, label in choices:
            combo.addItem(label, value)
        combo.activated.connect(lambda _i, c=combo: self._commit_and_close(c))
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox) and index.data(ROLE_CHOICES) is not None:
            value = index.data(ROLE_VALUE)
            for i in range(editor.count()):
                if editor.itemData(i) == value:
                    editor.setCurrentIndex(i)
                    return
            return
        super().setEditorData(editor, index)

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if isinstance(editor, QComboBox) and index.data(ROLE_CHOICES) is not None:
            model.setData(index, editor.currentData())
            return
        super().setModelData(editor, model, index)

    def _commit_and_close(self, editor: QComboBox) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor)


__all__ = ["ChoiceDelegate"]

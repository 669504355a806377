"""Inline editors for the order-of-battle tree (issue 9).

For :class:`adjutant.windows.oob.OrderOfBattleWidget`: :class:`OobDelegate`
gives each column of :class:`adjutant.qtmodels.oob_model.OobModel` its proper
editor — a combo box of translated names for enum columns (the stored value
travels as item data), spin boxes with the ranges of the brief for numbers
(movement 0..99.9 step 0.5, melee dice 0..40 per MEL-1, casualties 0..99) and a
line edit for names. The editor only offers values; the model's ``setData``
runs the undoable store call and the store has the last word on validity.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from adjutant.qtmodels.oob_model import (
    CASUALTIES_RANGE,
    COL_CASUALTIES,
    COL_DICE,
    COL_MOVEMENT,
    COL_NAME,
    COL_TOKEN,
    COLUMN_VOCABULARY,
    DICE_RANGE,
    MOVEMENT_RANGE,
    KindRole,
    choices,
)
from adjutant.qtmodels.oob_tree import UNIT

MAX_NAME = 200  # store.format.validate.MAX_NAME


class OobDelegate(QStyledItemDelegate):
    """Combo boxes, spin boxes and a line edit for the tree's editable cells."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        column = index.column()
        if index.data(KindRole) != UNIT or column == COL_NAME:
            editor = QLineEdit(parent)
            editor.setMaxLength(MAX_NAME)
            editor.setFrame(False)
            return editor
        vocabulary = COLUMN_VOCABULARY.get(column)
        if vocabulary is not None:
            combo = QComboBox(parent)
            if column == COL_TOKEN:
                combo.addItem(self.tr("— no token —"), None)  # CMD-2: not placed yet
            for value, label in choices(vocabulary):
                combo.addItem(label, value)
            # Commit as soon as a value is picked: one click, one undo step.
            combo.activated.connect(lambda _i, c=combo: self._commit_and_close(c))
            return combo
        if column == COL_MOVEMENT:
            low, high, step = MOVEMENT_RANGE
            spin = QDoubleSpinBox(parent)
            spin.setRange(low, high)
            spin.setSingleStep(step)
            spin.setDecimals(1)
            spin.setFrame(False)
            return spin
        if column in (COL_DICE, COL_CASUALTIES):
            low, high = DICE_RANGE if column == COL_DICE else CASUALTIES_RANGE
            counter = QSpinBox(parent)
            counter.setRange(low, high)
            counter.setFrame(False)
            return counter
        return super().createEditor(parent, option, index)

    def _commit_and_close(self, editor: QWidget) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            found = editor.findData(value)
            editor.setCurrentIndex(max(found, 0))
        elif isinstance(editor, QDoubleSpinBox):
            editor.setValue(float(value or 0))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value or 0))
        elif isinstance(editor, QLineEdit):
            editor.setText("" if value is None else str(value))
        else:
            super().setEditorData(editor, index)

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        value: object
        if isinstance(editor, QComboBox):
            value = editor.currentData()
        elif isinstance(editor, QDoubleSpinBox | QSpinBox):
            editor.interpretText()
            value = editor.value()
        elif isinstance(editor, QLineEdit):
            value = editor.text()
        else:
            super().setModelData(editor, model, index)
            return
        model.setData(index, value, Qt.ItemDataRole.EditRole)

    def updateEditorGeometry(
        self,
        editor: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        rect = option.rect
        # Combo boxes and spin boxes need a little more room than the text they replace.
        hint = editor.sizeHint()
        if rect.width() < hint.width() and not isinstance(editor, QLineEdit):
            rect.setWidth(hint.width())
        editor.setGeometry(rect)

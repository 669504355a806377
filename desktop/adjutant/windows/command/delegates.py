"""The token picker of the command tables: a delegate whose editor is a combo box.

For the placement (CMD-2) and declarations (CMD-3) tables of the command window
(``qtmodels.command_models``). The editor offers the values of the cell's
``ROLE_CHOICES`` (None: "no token" or "no change"), each with its token icon, and
commits as soon as one is picked: one pick, one edit; the model turns the edit into a
signal for the window's session (nothing is written to the game by picking).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from adjutant.qtmodels.command_models import ROLE_CHOICES, token_text
from adjutant.qtmodels.oob_model import token_icon
from adjutant.windows.widgets.combo_delegate import ComboDelegate, Index


class TokenDelegate(ComboDelegate):
    """A combo box of tokens for an editable token cell; ``none_text`` names None."""

    def __init__(self, none_text: str = "—", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.none_text = none_text

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        combo = QComboBox(parent)
        combo.setObjectName("tokenPicker")
        for value in index.data(ROLE_CHOICES) or ():
            if value is None:
                combo.addItem(self.none_text, None)
            elif (icon := token_icon(value)) is not None:
                combo.addItem(icon, token_text(value), value)
            else:  # not a token this version draws: its name alone
                combo.addItem(token_text(value), value)
        combo.activated.connect(lambda _i, c=combo: self._commit_and_close(c))
        return combo

    def _commit_and_close(self, editor: QComboBox) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)


__all__ = ["TokenDelegate"]

"""The command window's Declarations page (CMD-3..7): who tries to change, and the tests.

For :class:`adjutant.windows.command.CommandWindow`. On top, the side's regiments
(``qtmodels.command_models.DeclarationModel``): the token each declares it will try to
change to — picked with D, M or A on its row, Space for one step towards Attack,
Delete for no change, or F2 for the picker. Below, one roll card per declared change:
refused before any die for a two-step change (CMD-7); "no roll needed, changes at
once" for the C-in-C's regiment and a full command group (CMD-4); otherwise the
control test with its distance (measured, or typed as measured on the table: typed
wins), difficulty and breakdown, "needs N+" and the exact chance (CMD-5, CMD-6).
"Roll all" resolves the side's declared changes as one undo step, all or nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from adjutant.qtmodels.command_models import ROLE_CHOICES, DeclarationModel
from adjutant.qtmodels.roll_cards import CardRow, RollCardModel
from adjutant.store.tools.command.planner import CommandPlan, DeclarationEntry
from adjutant.windows.command import strings
from adjutant.windows.command.cards import DistanceEditor, declaration_row, wants_distance
from adjutant.windows.command.delegates import TokenDelegate
from adjutant.windows.command.placement import token_for_key, token_view
from adjutant.windows.widgets.reflow import WrappedLabel
from adjutant.windows.widgets.roll_card import RollCardList


class DeclarationsPage(QWidget):
    """CMD-3's table and the declared changes' cards."""

    def __init__(
        self,
        type_distance: Callable[[int, str], None],
        distance_text: Callable[[int], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("declarations")
        self._type_distance = type_distance
        self._distance_text = distance_text
        self.hint = WrappedLabel(parent=self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.model = DeclarationModel(self)
        self.table = token_view(self.model, "declarationsTable")
        self.delegate = TokenDelegate(parent=self)
        self.table.setItemDelegateForColumn(DeclarationModel.COL_WANTED, self.delegate)
        self.table.installEventFilter(self)
        self.card_model = RollCardModel(self)
        self.cards = RollCardList(
            self.card_model, label_for=strings.term_label, editor_factory=self._editor, parent=self
        )
        self.cards.setObjectName("declarationCards")
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setObjectName("declarationsSplitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.cards)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([180, 320])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.hint)
        layout.addWidget(self.splitter, 1)

    def _editor(self, row: CardRow, parent: QWidget) -> QWidget | None:
        entry = row.data
        if not isinstance(entry, DeclarationEntry) or not wants_distance(entry):
            return None
        return DistanceEditor(
            entry, self._type_distance, self._distance_text(entry.unit_id), parent
        )

    def show_plan(self, plan: CommandPlan) -> None:
        self.model.set_rows(plan.regiments)
        self.card_model.set_rows([declaration_row(e) for e in plan.declarations])

    # ---------------------------------------------------------------- declaring

    def declare(self, unit_id: int, token: str | None) -> bool:
        """Declare as the picker would (False: not offered for this regiment)."""
        index = self.model.index_of(unit_id, DeclarationModel.COL_WANTED)
        return self.model.setData(index, token, Qt.ItemDataRole.EditRole)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Keyboard first: D/M/A declare, Space the usual step, Delete no change.
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
        ):
            current = self.table.currentIndex()
            if current.isValid():
                index = current.siblingAtColumn(DeclarationModel.COL_WANTED)
                key = event.key()
                token = token_for_key(event.text())
                if key == Qt.Key.Key_Space:  # toggles the usual wish
                    row = self.model.rows()[current.row()]
                    usual = None if row.usual is None else row.usual.value
                    token = None if row.wanted is not None else usual
                elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                    token = None
                elif token is None or token not in (index.data(ROLE_CHOICES) or ()):
                    return super().eventFilter(watched, event)
                self.model.setData(index, token, Qt.ItemDataRole.EditRole)
                return True
        return super().eventFilter(watched, event)

    def retranslateUi(self) -> None:
        self.hint.setText(self.tr("CMD-3: press D, M or A on a regiment's row."))
        self.hint.setToolTip(
            self.tr(
                "CMD-3: D, M or A on a row declares the token it tries to change to "
                "(Space: one step towards Attack, Delete: none)."
            )
        )
        self.table.setToolTip(self.hint.toolTip())
        self.delegate.none_text = self.tr("— no change —")
        self.cards.set_empty_text(self.tr("No change declared yet."))
        self.model.retranslate()


__all__ = ["DeclarationsPage"]

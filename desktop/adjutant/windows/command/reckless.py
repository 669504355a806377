"""The command window's Reckless page (CMD-8): one roll card per reckless regiment.

For :class:`adjutant.windows.command.CommandWindow`. Each card shows the d20 a reckless
regiment rolls at the start of its side's turn, the exact chance that its token
moves (1–10: Defence -> Move; Move -> Attack only with an enemy directly in front,
nothing between), and, for a Move regiment, "an enemy directly in front" as computed
from the battlefield in a box the players may overrule. Attack, and Move without an
enemy in front, say "no roll needed". "Roll all" rolls every card that can go, as one
undo step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from adjutant.qtmodels.roll_cards import CardRow, RollCardModel
from adjutant.store.tools.command.planner import CommandPlan, RecklessEntry, Step
from adjutant.windows.command import strings
from adjutant.windows.command.cards import EnemyEditor, reckless_row, wants_enemy
from adjutant.windows.widgets.reflow import WrappedLabel
from adjutant.windows.widgets.roll_card import RollCardList


class RecklessPage(QWidget):
    """CMD-8's cards; ``cards.rollRequested`` / ``rollAllRequested`` go to the window."""

    def __init__(self, answer: Callable[[int, bool], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reckless")
        self._answer = answer
        self.hint = WrappedLabel(parent=self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.model = RollCardModel(self)
        self.cards = RollCardList(
            self.model, label_for=strings.term_label, editor_factory=self._editor, parent=self
        )
        self.cards.setObjectName("recklessCards")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.hint)
        layout.addWidget(self.cards, 1)

    def _editor(self, row: CardRow, parent: QWidget) -> QWidget | None:
        entry = row.data
        if not isinstance(entry, RecklessEntry) or not wants_enemy(entry):
            return None
        return EnemyEditor(entry, self._answer, parent)

    def show_plan(self, plan: CommandPlan) -> None:
        self.model.set_rows([reckless_row(e) for e in plan.reckless])
        before = plan.steps.index(Step.RECKLESS) < plan.steps.index(Step.DECLARATIONS)
        self.cards.set_heading(
            self.tr("This ruleset rolls them before the declarations.")
            if before
            else self.tr("This ruleset rolls them after the declarations.")
        )

    def retranslateUi(self) -> None:
        self.hint.setText(
            self.tr(
                "CMD-8: a d20 for each reckless regiment at the start of its side's turn; "
                "on 1–10 its token moves one step (Move only with an enemy directly in front)."
            )
        )
        self.cards.set_empty_text(self.tr("This side has no reckless regiment."))


__all__ = ["RecklessPage"]

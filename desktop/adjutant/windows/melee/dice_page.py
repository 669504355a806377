"""The melee window's Dice tab: each attack's dice and the roll it needs, and why.

For :class:`adjutant.windows.melee.MeleeWindow`. The attacks of the round
(``qtmodels.melee_models.AttackModel``): attacker, target, the attacker's side the dice
are rolled from, dice (MEL-1, split over the engaged sides by MEL-2, term by term as the
melee plan gives them: ``AttackPlan.dice_breakdown``, issue 23; a hedgehog's units
together and every attack on it striking its pike unit, MEL-4), the roll needed (MEL-3)
and the expected hits. The current attack's two breakdowns below: the roll needed, term
by term (each label says what it does to the roll: "needs 1 less"), and its dice.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QGroupBox, QHeaderView, QVBoxLayout, QWidget

from adjutant.qtmodels.melee_models import AttackModel, Cell, TableRow
from adjutant.store.tools.melee.recorder import AttackPlan
from adjutant.windows.melee import strings
from adjutant.windows.melee.session import MeleeSession
from adjutant.windows.melee.setup_page import fit_height, lines, table_view
from adjutant.windows.widgets import BreakdownView
from adjutant.windows.widgets.reflow import WrappedLabel

A = AttackModel


class DicePage(QWidget):
    """Attacks with their dice and to-hit, and the breakdowns of the current one."""

    def __init__(self, session: MeleeSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meleeDicePage")
        self.session = session
        self.model = AttackModel(self)
        self.caption = WrappedLabel(parent=self)
        self.attacks = table_view("meleeAttacks", self.model, A.COL_ATTACKER, self)
        self.attacks.horizontalHeader().setSectionResizeMode(
            A.COL_TARGET, QHeaderView.ResizeMode.Stretch
        )
        self.attacks.selectionModel().currentRowChanged.connect(lambda *_: self._show_breakdown())
        self.to_hit_view = BreakdownView(self)
        self.to_hit_view.setObjectName("meleeToHitBreakdown")
        self.dice_view = BreakdownView(self)
        self.dice_view.setObjectName("meleeDiceBreakdown")
        self.to_hit_box = QGroupBox(self)
        QVBoxLayout(self.to_hit_box).addWidget(self.to_hit_view)
        self.dice_box = QGroupBox(self)
        QVBoxLayout(self.dice_box).addWidget(self.dice_view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.caption)
        layout.addWidget(self.attacks)
        # One above the other: a dock is narrow (420 px), the page scrolls if it must.
        layout.addWidget(self.to_hit_box, 2)
        layout.addWidget(self.dice_box, 2)

    def retranslateUi(self) -> None:
        self.caption.setText(
            self.tr("Attacks: dice (MEL-1, MEL-2) and the roll needed to hit (MEL-3)")
        )
        self.model.set_headers(
            [
                self.tr("Attacker"),
                self.tr("Target"),
                self.tr("From"),
                self.tr("Dice"),
                self.tr("Needs"),
                self.tr("Exp. hits"),
            ]
        )
        self.to_hit_box.setTitle(self.tr("Roll needed (MEL-3)"))
        self.dice_box.setTitle(self.tr("Dice (MEL-1, MEL-2)"))
        self._show_breakdown()

    def group_name(self, group_id: int) -> str:
        return group_name(self.session, group_id, self.tr("Hedgehog ({units})"))

    def fill(self) -> None:
        plan = self.session.round_plan
        rows = []
        for a in plan.attacks if plan else ():
            rows.append(
                TableRow(
                    (a.attacker, a.target, a.quarter.value),
                    (
                        Cell(self.group_name(a.attacker)),
                        Cell(self.group_name(a.target)),
                        Cell(strings.quarter(a.quarter)),
                        Cell(str(a.dice), tip=lines(a.dice_breakdown), number=True),
                        Cell(f"{a.needed}+", tip=lines(a.to_hit_breakdown), number=True),
                        Cell(expected(a.expected_hits), number=True),
                    ),
                    data=a,
                )
            )
        self.model.set_rows(rows)
        fit_height(self.attacks, 2)
        if rows and not self.attacks.currentIndex().isValid():
            self.attacks.setCurrentIndex(self.model.index(0, 0))
        self._show_breakdown()

    def current_attack(self) -> AttackPlan | None:
        index = self.attacks.currentIndex()
        rows = self.model.rows()
        data = rows[index.row()].data if index.isValid() and index.row() < len(rows) else None
        return data if isinstance(data, AttackPlan) else None  # a row's data: its attack

    def _show_breakdown(self) -> None:
        plan, attack = self.session.round_plan, self.current_attack()
        if plan is None or attack is None:
            self.to_hit_view.set_modifiers(())
            self.dice_view.set_modifiers(())
            return
        self.to_hit_view.set_modifiers(
            attack.to_hit_breakdown, label_for=strings.modifier_label, signed=True
        )
        self.dice_view.set_modifiers(attack.dice_breakdown, label_for=strings.modifier_label)


def expected(value: Fraction) -> str:
    return f"{float(value):.2f}"


def group_name(session: MeleeSession, group_id: int, hedgehog: str) -> str:
    """A fighting group's name: the unit's, or "Hedgehog (units…)" (MEL-4)."""
    plan = session.round_plan
    group = plan.group(group_id) if plan else None
    if group is not None and group.hedgehog:
        return hedgehog.format(units=", ".join(session.name(m) for m in group.members))
    return session.name(group_id)


__all__ = ["DicePage", "expected", "group_name"]

"""The charge tool's third step: each declared charge as a roll card, in CHG-1 order.

For :class:`adjutant.windows.charge.ChargeWindow` (issue 15). One card per charge
(``windows.widgets.roll_card``): the charger, its targets, the exact chance of
reaching every target, large, "needs N+", the breakdown one click away, then Roll
(virtual dice) or the faces of the ruleset's charge dice (physical; the highest of 2D6
by default, CHG-2), and the range and targets reached in place. Under the chance, the
card's own part (:class:`ChargeDetail`): each target's distance, needs and chance,
the chance of reaching at least one (CHG-4) and the chart — so the chance and the
chart are on screen at the moment of rolling and stay once rolled. Charges on one
target form a group, resolved together (CHG-1): the group's cards are together and,
once it has begun, the other cards wait. ↑/↓ move a card's group in the order,
✕ withdraws a charge not yet rolled. A charge that reached its target offers
**Fight this melee** (issue 22): its melee set up in the melee tool.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.charge_models import format_distance
from adjutant.qtmodels.formatting import format_percent
from adjutant.qtmodels.roll_cards import CardRow, CardState, RollCardModel
from adjutant.store.tools.charge.planner import ChargeEntry, ChargePlan, EntryState
from adjutant.windows.charge import strings
from adjutant.windows.charge.chart import ReachChart
from adjutant.windows.charge.strings import translate
from adjutant.windows.widgets.elided import ElidedLabel
from adjutant.windows.widgets.roll_card import RollCardList

_STATES = {
    EntryState.PENDING: CardState.PENDING,
    EntryState.DONE: CardState.DONE,
    EntryState.REFUSED: CardState.REFUSED,
}


def card_row(entry: ChargeEntry, group_size: int, group_names: tuple[str, ...]) -> CardRow:
    """The card of one planned charge (display-ready, translated)."""
    targets = strings.names(t.name for t in entry.targets)
    test = translate("ChargeWindow", "Charges {targets}").format(targets=targets or "—")
    test += "\n" + strings.movement_line(entry.movement, entry.dice_rule)
    note = ""
    if entry.refusal is not None:
        note = strings.refusal(entry.refusal)
    elif group_size > 1 and entry.state is EntryState.PENDING:
        others = strings.names(n for n in group_names if n != entry.name)
        note = translate(
            "ChargeWindow", "Resolved together with {units}: one target (CHG-1)."
        ).format(units=others)
    event = entry.event
    return CardRow(
        key=entry.charger,
        title=entry.name,
        test=test,
        state=_STATES[entry.state],
        needs=strings.card_needs(entry.needed, entry.chance),
        chance=entry.chance,
        breakdown=entry.breakdown,
        dice=(entry.dice_rule.count, entry.dice_rule.sides),
        note=note,
        result=strings.result_text(entry) if event is not None else "",
        success=None if event is None else event.success,
        data=entry,
    )


class ChargeDetail(QWidget):
    """A card's own part: per target distance, needs and chance; CHG-4; the chart."""

    moveRequested = Signal(int, int)  # charger, -1 earlier / +1 later
    withdrawRequested = Signal(int)
    #: The charge (its event id) reached its target: set up its melee (issue 22).
    fightRequested = Signal(int)

    def __init__(self, entry: ChargeEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chargeDetail")
        self.entry = entry
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(1)
        self.lines: list[tuple[str, str, str, str]] = []
        for row, t in enumerate(entry.targets):
            cells = (
                t.name,
                f"{format_distance(t.distance)} {strings.source_name(t.source)}",
                strings.needs(t.needed, t.chance),
                "—" if t.chance is None else format_percent(t.chance),
            )
            self.lines.append(cells)
            for column, text in enumerate(cells):
                if column == 0:
                    name = ElidedLabel(parent=self)
                    name.set_full_text(text)
                    grid.addWidget(name, row, column)
                else:
                    label = QLabel(self)
                    label.setTextFormat(Qt.TextFormat.PlainText)
                    label.setText(text)
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    grid.addWidget(label, row, column)
        grid.setColumnStretch(0, 1)
        self.any_line = QLabel(self)
        self.any_line.setObjectName("chargeAnyLine")
        self.any_line.setTextFormat(Qt.TextFormat.PlainText)
        if len(entry.targets) > 1 and entry.chance_any is not None:
            self.any_line.setText(
                translate("ChargeWindow", "Reaches at least one (CHG-4): {p}").format(
                    p=format_percent(entry.chance_any)
                )
            )
        self.any_line.setVisible(bool(self.any_line.text()))
        self.chart = ReachChart(self, compact=True)
        self.chart.set_data(entry.chart, {t.unit_id: t.name for t in entry.targets})
        self.up = self._tool("chargeUp", "▲", translate("ChargeWindow", "Roll this group earlier"))
        self.down = self._tool(
            "chargeDown", "▼", translate("ChargeWindow", "Roll this group later")
        )
        self.drop = self._tool(
            "chargeWithdraw", "✕", translate("ChargeWindow", "Withdraw this charge (not rolled)")
        )
        self.up.clicked.connect(lambda: self.moveRequested.emit(entry.charger, -1))
        self.down.clicked.connect(lambda: self.moveRequested.emit(entry.charger, 1))
        self.drop.clicked.connect(lambda: self.withdrawRequested.emit(entry.charger))
        live = entry.state is not EntryState.DONE and entry.declared
        for button in (self.up, self.down, self.drop):
            button.setVisible(live)

        # Issue 22: a charge that reached its target offers its melee, set up from it.
        self.fight = QPushButton(translate("ChargeWindow", "Fight this melee"), self)
        self.fight.setObjectName("chargeFightMelee")
        self.fight.setToolTip(
            translate(
                "ChargeWindow",
                "Set up the melee this charge brings on in the melee tool: the charger "
                "charging (MEL-3), the contacts from the battlefield (Ctrl+Shift+M)",
            )
        )
        event = entry.event
        charge_id = None if event is None or not event.reached else event.id
        self.fight.setVisible(charge_id is not None)
        if charge_id is not None:
            self.fight.clicked.connect(lambda: self.fightRequested.emit(charge_id))

        tools = QVBoxLayout()
        tools.setContentsMargins(0, 0, 0, 0)
        tools.setSpacing(0)
        for button in (self.up, self.down, self.drop):
            tools.addWidget(button)
        tools.addStretch(1)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addLayout(grid, 1)
        top.addLayout(tools)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.any_line)
        layout.addWidget(self.chart)
        layout.addWidget(self.fight, 0, Qt.AlignmentFlag.AlignLeft)

    def _tool(self, name: str, text: str, tip: str) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setText(text)
        button.setToolTip(tip)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab and arrows stay on the cards
        return button


class RollPage(QWidget):
    """Step 3: the declared charges as roll cards."""

    moveRequested = Signal(int, int)
    withdrawRequested = Signal(int)
    fightRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chargeRollPage")
        self.model = RollCardModel(self)
        self.cards = RollCardList(
            self.model, label_for=strings.term_label, editor_factory=self._detail, parent=self
        )
        self.cards.setObjectName("chargeCards")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.cards)

    def _detail(self, row: CardRow, parent: QWidget) -> QWidget | None:
        if not isinstance(row.data, ChargeEntry) or not row.data.targets:
            return None
        detail = ChargeDetail(row.data, parent)
        detail.moveRequested.connect(self.moveRequested)
        detail.withdrawRequested.connect(self.withdrawRequested)
        detail.fightRequested.connect(self.fightRequested)
        return detail

    def set_plan(self, plan: ChargePlan | None) -> None:
        rows: list[CardRow] = []
        if plan is not None:
            for group in plan.groups():
                names = tuple(e.name for e in group)
                rows.extend(card_row(e, len(group), names) for e in group)
        self.model.set_rows(rows)

    def retranslateUi(self) -> None:
        self.cards.set_empty_text(
            translate(
                "ChargeWindow",
                "No charge declared yet: choose the charger (Alt+1), tick its targets "
                "(Alt+2), then Declare.",
            )
        )
        self.cards.set_heading(
            translate(
                "ChargeWindow",
                "Roll in the order you choose; charges on one target are resolved together "
                "(CHG-1).",
            )
        )

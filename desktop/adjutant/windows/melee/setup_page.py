"""The melee window's Set-up tab: who fights, who touches whom, the previous winner.

For :class:`adjutant.windows.melee.MeleeWindow`. Two tables (``qtmodels.melee_models``):
the fighters (order and status corrected in place for this round, "charging" ticked
or unticked — MEL-3 — the order of battle itself unchanged), and the contacts with the
side of each unit its enemy touches (MEL-2), measured on the battlefield or chosen here.
Below them: add or remove a unit or a contact, measure again, the previous round's
winner (a melee begun before this one was set up) and the defender (MEL-10 [choice]).
Every edit goes to the session; the window refills every tab from its new plan.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.melee_models import (
    Cell,
    ContactModel,
    FighterModel,
    MeleeTableModel,
    TableRow,
)
from adjutant.qtmodels.oob_model import choice_label, choices
from adjutant.rules.shapes import Quarter
from adjutant.store.tools.melee.recorder import Contact
from adjutant.windows.melee import strings
from adjutant.windows.melee.delegates import ChoiceDelegate
from adjutant.windows.melee.session import MeleeSession
from adjutant.windows.widgets.reflow import WrappedLabel

if TYPE_CHECKING:
    from adjutant.rules.explain import Modifier
    from adjutant.store.tools.melee.recorder import FighterState

F = FighterModel
C = ContactModel


def table_view(name: str, model: MeleeTableModel, stretch: int, parent: QWidget) -> QTableView:
    """A compact table for a dock: rows selected whole, one column stretched, combos on
    the cells that offer choices (click a selected cell, F2, or type). The arrows move
    between cells; Tab leaves the table for the buttons and fields after it (issue 15,
    keyboard first: else Tab went round the cells and never reached "Add unit")."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setItemDelegate(ChoiceDelegate(view))
    view.verticalHeader().hide()
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(
        QAbstractItemView.EditTrigger.SelectedClicked
        | QAbstractItemView.EditTrigger.DoubleClicked
        | QAbstractItemView.EditTrigger.EditKeyPressed
    )
    view.setTabKeyNavigation(False)
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = view.horizontalHeader()
    header.setMinimumSectionSize(24)
    for column in range(model.COLUMNS):
        header.setSectionResizeMode(
            column,
            QHeaderView.ResizeMode.Stretch
            if column == stretch
            else QHeaderView.ResizeMode.ResizeToContents,
        )
    return view


def fit_height(view: QTableView, minimum_rows: int = 2) -> None:
    """Make a table as tall as its rows (at least ``minimum_rows``): a dock is short, the
    other tables and buttons keep the room."""
    rows = view.model().rowCount()
    default = view.verticalHeader().defaultSectionSize()
    height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth() + 2
    height += sum(view.rowHeight(r) or default for r in range(rows))
    height += default * max(0, minimum_rows - rows)
    view.setFixedHeight(height)


class SetupPage(QWidget):
    """Fighters and contacts of the melee being set up (MEL-1..3, MEL-10)."""

    def __init__(
        self, session: MeleeSession, changed: Callable[[], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("meleeSetupPage")
        self.session = session
        self._changed = changed
        self.fighter_model = FighterModel(self)
        self.fighter_model.edited.connect(self._fighter_edited)
        self.contact_model = ContactModel(self)
        self.contact_model.edited.connect(self._contact_edited)

        self.fighters_caption = WrappedLabel(parent=self)
        self.fighters = table_view("meleeFighters", self.fighter_model, F.COL_UNIT, self)
        self.add_unit_combo = QComboBox(self)
        self.add_unit_combo.setObjectName("meleeAddUnitChoice")
        self.add_unit_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.add_unit_combo.setMinimumContentsLength(12)
        self.add_unit_button = QPushButton(self)
        self.add_unit_button.setObjectName("meleeAddUnit")
        self.add_unit_button.clicked.connect(self._add_unit)
        self.remove_unit_button = QPushButton(self)
        self.remove_unit_button.setObjectName("meleeRemoveUnit")
        self.remove_unit_button.clicked.connect(self._remove_unit)

        self.contacts_caption = WrappedLabel(parent=self)
        self.contacts = table_view("meleeContacts", self.contact_model, C.COL_A, self)
        self.contacts.horizontalHeader().setSectionResizeMode(
            C.COL_B, QHeaderView.ResizeMode.Stretch
        )
        self.contact_a = QComboBox(self)
        self.contact_a.setObjectName("meleeContactA")
        self.contact_b = QComboBox(self)
        self.contact_b.setObjectName("meleeContactB")
        for combo in (self.contact_a, self.contact_b):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(8)
        self.add_contact_button = QPushButton(self)
        self.add_contact_button.setObjectName("meleeAddContact")
        self.add_contact_button.clicked.connect(self._add_contact)
        self.remove_contact_button = QPushButton(self)
        self.remove_contact_button.setObjectName("meleeRemoveContact")
        self.remove_contact_button.clicked.connect(self._remove_contact)
        self.measure_button = QPushButton(self)
        self.measure_button.setObjectName("meleeMeasure")
        self.measure_button.clicked.connect(self._measure)

        self.winner_caption = QLabel(self)
        self.winner_combo = QComboBox(self)
        self.winner_combo.setObjectName("meleeLastWinner")
        self.winner_combo.activated.connect(
            lambda i: self._apply(self.session.set_last_winner, self.winner_combo.itemData(i))
        )
        self.defender_caption = QLabel(self)
        self.defender_combo = QComboBox(self)
        self.defender_combo.setObjectName("meleeDefender")
        self.defender_combo.activated.connect(
            lambda i: self._apply(self.session.set_defender, self.defender_combo.itemData(i))
        )

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.fighters_caption)
        layout.addWidget(self.fighters)
        row = QHBoxLayout()
        row.addWidget(self.add_unit_combo, 1)
        row.addWidget(self.add_unit_button)
        row.addWidget(self.remove_unit_button)
        layout.addLayout(row)
        layout.addWidget(self.contacts_caption)
        layout.addWidget(self.contacts)
        row = QHBoxLayout()
        row.addWidget(self.contact_a, 1)
        row.addWidget(self.contact_b, 1)
        row.addWidget(self.add_contact_button)
        layout.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.remove_contact_button)
        row.addWidget(self.measure_button)
        row.addStretch(1)
        layout.addLayout(row)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.winner_caption, self.winner_combo)
        form.addRow(self.defender_caption, self.defender_combo)
        layout.addLayout(form)
        layout.addStretch(1)

    # ---------------------------------------------------------------- texts

    def retranslateUi(self) -> None:
        self.fighters_caption.setText(
            self.tr("Units engaged (order, status and charging may be corrected for this round)")
        )
        self.fighter_model.set_headers(
            [
                self.tr("Unit"),
                self.tr("Side"),
                self.tr("Order"),
                self.tr("Status"),
                self.tr("Charging"),
                self.tr("Dice"),
            ]
        )
        self.add_unit_button.setText(self.tr("Add unit"))
        self.remove_unit_button.setText(self.tr("Remove unit"))
        self.contacts_caption.setText(
            self.tr("Contacts: the side of each unit its enemy touches (MEL-2, MEL-3)")
        )
        self.contact_model.set_headers(
            [
                self.tr("Unit A"),
                self.tr("touches B's"),
                self.tr("Unit B"),
                self.tr("touches A's"),
                self.tr("Source"),
            ]
        )
        self.add_contact_button.setText(self.tr("Add contact"))
        self.remove_contact_button.setText(self.tr("Remove contact"))
        self.measure_button.setText(self.tr("Measure contacts"))
        self.measure_button.setToolTip(self.tr("Read every contact from the battlefield again"))
        self.winner_caption.setText(self.tr("Won the previous round (MEL-3):"))
        self.defender_caption.setText(self.tr("Defender (MEL-10):"))

    # ---------------------------------------------------------------- filling

    def fill(self) -> None:
        s = self.session
        setup, entry = s.setup, s.round
        plan = s.round_plan
        rows = []
        for f in setup.fighters if setup else ():
            state = entry.fighter(f.unit_id) if entry is not None else None
            group = plan.group(f.unit_id) if plan else None
            charging = state.charging if state is not None else bool(f.charging)
            rows.append(
                TableRow(
                    f.unit_id,
                    (
                        Cell(s.name(f.unit_id), tip=choice_label("unit_type", f.unit_type.value)),
                        Cell("A" if f.side == "a" else "B"),
                        Cell(
                            choice_label("formation", f.formation.value),
                            value=f.formation.value,
                            choices=tuple(choices("formation")),
                        ),
                        Cell(
                            choice_label("status", f.status.value),
                            value=f.status.value,
                            choices=tuple(choices("status")),
                        ),
                        Cell(check=charging, tip=self._charging_tip(state)),
                        Cell(
                            "" if group is None else str(group.dice),
                            tip="" if group is None else lines(group.dice_breakdown),
                            number=True,
                        ),
                    ),
                )
            )
        self.fighter_model.set_rows(rows)
        fit_height(self.fighters, 3)
        self.contact_model.set_rows(
            [
                TableRow(
                    (c.a, c.b),
                    (
                        Cell(s.name(c.a)),
                        Cell(
                            strings.quarter(c.side_of_b),
                            value=c.side_of_b,
                            choices=strings.quarter_choices(),
                        ),
                        Cell(s.name(c.b)),
                        Cell(
                            strings.quarter(c.side_of_a),
                            value=c.side_of_a,
                            choices=strings.quarter_choices(),
                        ),
                        Cell(self.tr("measured") if c.measured else self.tr("chosen")),
                    ),
                    data=c,
                )
                for c in (setup.contacts if setup else ())
            ]
        )
        fit_height(self.contacts, 2)
        self._fill_choices()

    def _charging_tip(self, state: FighterState | None) -> str:
        if state is None:
            return self.tr("Charging: +1 to hit (MEL-3)")
        if state.source == "charge":
            return self.tr("Charging: reached its target this turn (MEL-3, +1 to hit)")
        if state.source == "players":
            said = self.tr("the players say so")
            if state.by_charge != state.charging:
                said += " — " + (
                    self.tr("its charge this turn says it charges")
                    if state.by_charge
                    else self.tr("no charge of it reached this melee this turn")
                )
            return self.tr("Charging (MEL-3): {why}").format(why=said)
        return self.tr("Not charging: no charge of it reached this melee this turn (MEL-3)")

    def _fill_choices(self) -> None:
        s = self.session
        keep = self.add_unit_combo.currentData()
        self.add_unit_combo.clear()
        for unit in s.units_not_fighting():
            army = s.side_names.get(unit.side_id, "")
            self.add_unit_combo.addItem(f"{unit.name} ({army})", unit.id)
        self.add_unit_combo.setCurrentIndex(max(self.add_unit_combo.findData(keep), 0))
        for combo, side in ((self.contact_a, "a"), (self.contact_b, "b")):
            keep = combo.currentData()
            combo.clear()
            for unit_id in s.setup.ids(side) if s.setup else ():
                combo.addItem(s.name(unit_id), unit_id)
            combo.setCurrentIndex(max(combo.findData(keep), 0))
        setup, plan = s.setup, s.round_plan
        continuing = s.combat_id is not None
        self.winner_combo.clear()
        for won in (None, "a", "b"):
            self.winner_combo.addItem(self._side_text(won), won)
        winner = setup.last_winner if setup else None
        if s.round is not None and s.round.setup is not None:
            winner = s.round.setup.last_winner  # an open combat's own winner (MEL-3)
        self.winner_combo.setCurrentIndex(max(self.winner_combo.findData(winner), 0))
        self.winner_combo.setEnabled(setup is not None and not continuing)
        self.winner_combo.setToolTip(
            self.tr("The winner of this combat's last round, as the file has it (MEL-3)")
            if continuing
            else self.tr("A melee fought before it was set up here: who won its last round")
        )
        self.defender_combo.clear()
        for side in ("a", "b"):
            self.defender_combo.addItem(self._side_text(side), side)
        defender = plan.defender if plan else (setup.defending_side() if setup else "b")
        self.defender_combo.setCurrentIndex(max(self.defender_combo.findData(defender), 0))
        tie_is_draw = s.ruleset is None or s.ruleset.tie_is_draw
        self.defender_combo.setEnabled(setup is not None and not tie_is_draw)
        self.defender_combo.setToolTip(
            self.tr("A tie is a draw in this game's ruleset (MEL-10)")
            if tie_is_draw
            else self.tr(
                "The side that was attacked: it wins a tied round (MEL-10). By default the "
                "side that did not charge, else side B."
            )
        )
        has_setup = setup is not None
        for widget in (self.remove_unit_button, self.measure_button):
            widget.setEnabled(has_setup)
        self.add_contact_button.setEnabled(bool(self.contact_a.count() and self.contact_b.count()))
        self.remove_contact_button.setEnabled(bool(setup and setup.contacts))

    def _side_text(self, side: str | None) -> str:
        if side is None:
            return self.tr("Nobody (first round or a draw)")
        army = self.session.army(side)
        return strings.side(side) + (f" ({army})" if army else "")

    # ---------------------------------------------------------------- edits

    def _apply(self, action: Callable[..., object], *args: object, **kwargs: object) -> None:
        action(*args, **kwargs)
        self._changed()

    def _fighter_edited(self, unit_id: int, column: int, value: object) -> None:
        if column == F.COL_ORDER:
            self._apply(self.session.correct_fighter, unit_id, formation=value)
        elif column == F.COL_STATUS:
            self._apply(self.session.correct_fighter, unit_id, status=value)
        elif column == F.COL_CHARGING:
            self._apply(self.session.set_charging, unit_id, bool(value))

    def _contact_edited(self, key: tuple[int, int], column: int, value: object) -> None:
        row = self.contact_model.row_of(key)
        contact = self.contact_model.rows()[row].data
        if not isinstance(contact, Contact) or not isinstance(value, Quarter):
            return  # a contact row's data is its Contact; a side's choices are quarters
        if column == C.COL_SIDE_OF_B:
            self._apply(self.session.set_contact, contact.a, contact.b, value, contact.side_of_a)
        elif column == C.COL_SIDE_OF_A:
            self._apply(self.session.set_contact, contact.a, contact.b, contact.side_of_b, value)

    def _add_unit(self) -> None:
        unit_id = self.add_unit_combo.currentData()
        if unit_id:
            self._apply(self.session.add_fighter, unit_id)

    def _remove_unit(self) -> None:
        index = self.fighters.currentIndex()
        if index.isValid():
            self._apply(self.session.remove_fighter, self.fighter_model.rows()[index.row()].key)

    def _add_contact(self) -> None:
        a, b = self.contact_a.currentData(), self.contact_b.currentData()
        if a and b:
            self._apply(self.session.set_contact, a, b)

    def _remove_contact(self) -> None:
        index = self.contacts.currentIndex()
        if index.isValid():
            contact = self.contact_model.rows()[index.row()].data
            if isinstance(contact, Contact):
                self._apply(self.session.remove_contact, contact.a, contact.b)

    def _measure(self) -> None:
        self._apply(self.session.measure_contacts)


def lines(terms: Iterable[Modifier]) -> str:
    """A breakdown as lines for a tool tip: "term [rule]: +1"."""
    out = []
    for m in terms:
        value = f"{m.value:+d}" if isinstance(m.value, int) else f"{m.value:+.2f}"
        out.append(f"{strings.modifier_label(m)} [{m.rule}]: {value.replace('-', '−')}")
    return "\n".join(out)


__all__ = ["SetupPage", "fit_height", "lines", "table_view"]

"""The Combat page of the odds window: the combatants, the shifts, and the combat as a roll card.

For ``adjutant.windows.odds.OddsWindow`` only (RULES.md ODD-1..3; issues 10, 14, 15).
``CombatPanel(window)`` shows the window's :class:`~adjutant.windows.odds.session.
OddsSession`:

- the inputs: attack and defence strengths typed, or units given a part in a table
  (``qtmodels.odds_models.CombatUnitsModel``; the part chosen in a delegate's list or
  with the keys A attacks, B bombards, D defends, Delete none), and the column shifts
  with their reasons (``ShiftModel``);
- the combat as one roll card (``windows.widgets.roll_card``): who fights, ODD-1's
  arithmetic and the column (clamped, shifted), "1 d6 on column 3-1", the exact chance
  of every result code in a table inside the card (house-rule cells marked with the
  table's own code, ODD-2), **Why?** for every term (ODD-3 unit by unit), Roll or the
  typed face (the game's dice switch, or the card's own), the result in place;
- once rolled, one click applies a casualty or a status to a unit of the combat.

Narrow (a dock of 420-800 px) the inputs scroll above the card, which keeps its whole
height: its Roll button never needs a scroll. The unit list keeps its nine rows whatever
the card needs (issue 22: it shrank to three as a combat could be rolled), and a "Find"
field above it shows only the units named so (the guns of a bombardment). Every number comes from
``store.odds_plan``; the roll is ``odds_plan.resolve_odds`` through the window's
``run`` (one undo step).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.lazy import lazy_module
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.odds_models import (
    COL_COUNTS,
    COL_NAME,
    COL_REASON,
    COL_ROLE,
    COL_SHIFT,
    COL_SIDE,
    ROLE_ITEM,
    CombatUnitsModel,
    ResultChanceModel,
    ShiftModel,
)
from adjutant.qtmodels.roll_cards import CardRow, CardState, RollCardModel
from adjutant.store.odds_plan import resolve_odds
from adjutant.windows.odds import strings as S
from adjutant.windows.odds.tables import ResultTable, RoleDelegate
from adjutant.windows.widgets import FlowLayout, ReflowPanes, ScrollPage
from adjutant.windows.widgets.dice_entry import PHYSICAL, VIRTUAL
from adjutant.windows.widgets.elided import ElidedLabel
from adjutant.windows.widgets.roll_card import RollCardList

# Store services import SQLAlchemy: executed on the first change, not at start-up (issue 28).
sv = lazy_module("adjutant.store.services")

CARD_KEY = "combat"
#: The unit list's height in rows (issue 22: it keeps it when a combat can be rolled).
UNIT_ROWS = 9
STATUSES = ("fresh", "disordered", "broken", "destroyed")
ROLE_KEYS = {
    Qt.Key.Key_A: "attacks",
    Qt.Key.Key_B: "bombards",
    Qt.Key.Key_D: "defends",
    Qt.Key.Key_Delete: None,
    Qt.Key.Key_Backspace: None,
}


class CombatPanel(QWidget):
    """Inputs -> the combat's roll card -> the result, and a casualty or status to apply."""

    def __init__(self, window: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsCombat")
        self.window_ = window
        self.session = window.session
        self._showing = False  # filling the fields from the session: not the player typing

        # Strengths ------------------------------------------------------------------------
        self.attack_edit = QLineEdit()
        self.attack_edit.setObjectName("attackEdit")
        self.defence_edit = QLineEdit()
        self.defence_edit.setObjectName("defenceEdit")
        self.attack_edit.textChanged.connect(lambda t: self._typed("attack_text", t))
        self.defence_edit.textChanged.connect(lambda t: self._typed("defence_text", t))
        self._attack_label = QLabel()
        self._attack_label.setBuddy(self.attack_edit)
        self._defence_label = QLabel()
        self._defence_label.setBuddy(self.defence_edit)
        strengths = QHBoxLayout()
        strengths.addWidget(self._attack_label)
        strengths.addWidget(self.attack_edit, 1)
        strengths.addWidget(self._defence_label)
        strengths.addWidget(self.defence_edit, 1)

        # Units and their parts --------------------------------------------------------------
        self.units = CombatUnitsModel(self)
        self.units.set_role_setter(self.set_role)
        self.units_view = QTableView()
        self.units_view.setObjectName("oddsUnits")
        self.units_view.setModel(self.units)
        self.units_view.setItemDelegateForColumn(COL_ROLE, RoleDelegate(self.units_view))
        self.units_view.verticalHeader().hide()
        self.units_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.units_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.units_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.units_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.units_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.units_view.setWordWrap(False)
        self.units_view.verticalHeader().setDefaultSectionSize(
            self.units_view.fontMetrics().height() + 8
        )
        header = self.units_view.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_SIDE, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_ROLE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_COUNTS, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(COL_SIDE, 90)
        self.units_view.installEventFilter(self)
        self._units_label = ElidedLabel()  # one line; the whole hint on hover
        # Issue 22: type a part of a name or a type ("RHA", "artillery") to find the
        # guns of a bombardment without scrolling the list.
        self.find_edit = QLineEdit()
        self.find_edit.setObjectName("oddsFindUnit")
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.textChanged.connect(self._filter_units)

        # Shifts -----------------------------------------------------------------------------
        self.shift_spin = QSpinBox()
        self.shift_spin.setObjectName("shiftSpin")
        self.shift_spin.setRange(-5, 5)
        self.shift_spin.setValue(1)
        self.shift_reason = QLineEdit()
        self.shift_reason.setObjectName("shiftReason")
        self.shift_add = QPushButton()
        self.shift_add.setObjectName("shiftAdd")
        self.shift_add.clicked.connect(self.add_shift)
        self.shift_reason.returnPressed.connect(self.add_shift)
        self.shift_remove = QPushButton()
        self.shift_remove.setObjectName("shiftRemove")
        self.shift_remove.clicked.connect(self.remove_shift)
        self.shifts = ShiftModel(self)
        self.shift_list = QTableView()
        self.shift_list.setObjectName("shiftList")
        self.shift_list.setModel(self.shifts)
        self.shift_list.verticalHeader().hide()
        self.shift_list.horizontalHeader().hide()
        self.shift_list.horizontalHeader().setSectionResizeMode(
            COL_SHIFT, QHeaderView.ResizeMode.ResizeToContents
        )
        self.shift_list.horizontalHeader().setSectionResizeMode(
            COL_REASON, QHeaderView.ResizeMode.Stretch
        )
        self.shift_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.shift_list.setMaximumHeight(64)
        self._shift_box = QGroupBox()
        shift_row = QHBoxLayout()
        shift_row.addWidget(self.shift_spin)
        shift_row.addWidget(self.shift_reason, 1)
        shift_row.addWidget(self.shift_add)
        shift_row.addWidget(self.shift_remove)
        shift_layout = QVBoxLayout(self._shift_box)
        shift_layout.addLayout(shift_row)
        shift_layout.addWidget(self.shift_list)

        inputs = QWidget()
        inputs.setObjectName("oddsInputs")
        inputs_layout = QVBoxLayout(inputs)
        inputs_layout.setContentsMargins(0, 0, 4, 0)
        inputs_layout.addLayout(strengths)
        inputs_layout.addWidget(self._units_label)
        inputs_layout.addWidget(self.find_edit)
        inputs_layout.addWidget(self.units_view)
        inputs_layout.addWidget(self._shift_box)
        inputs_layout.addStretch(1)
        self._inputs = inputs
        self.inputs_scroll = ScrollPage(inputs)
        self.inputs_scroll.setObjectName("oddsScroll")

        # The combat's card, then what to apply --------------------------------------------
        self.results = ResultChanceModel(self)
        self.cards_model = RollCardModel(self)
        self.cards = RollCardList(
            self.cards_model,
            label_for=self._term_label,
            editor_factory=self._card_editor,
            roll_all=False,
        )
        self.cards.setObjectName("oddsCards")
        self.cards.set_fit_to_cards()  # its Roll button never needs a scroll
        self.cards.rollRequested.connect(self.roll_card)
        self.apply_unit = QComboBox()
        self.apply_unit.setObjectName("applyUnit")
        self.apply_unit.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.apply_unit.setMinimumContentsLength(12)
        self.casualty_button = QPushButton()
        self.casualty_button.setObjectName("casualtyButton")
        self.casualty_button.clicked.connect(self.apply_casualty)
        self.status_combo = QComboBox()
        self.status_combo.setObjectName("statusCombo")
        self.status_button = QPushButton()
        self.status_button.setObjectName("statusButton")
        self.status_button.clicked.connect(self.apply_status)
        self.new_combat_button = QPushButton()
        self.new_combat_button.setObjectName("newCombatButton")
        self.new_combat_button.clicked.connect(self.new_combat)
        self._apply_label = QLabel()
        self._apply_label.setBuddy(self.apply_unit)
        self.apply_row = QWidget()
        self.apply_row.setObjectName("oddsApply")
        apply_layout = QVBoxLayout(self.apply_row)
        apply_layout.setContentsMargins(0, 0, 0, 0)
        unit_row = QHBoxLayout()
        unit_row.addWidget(self._apply_label)
        unit_row.addWidget(self.apply_unit, 1)
        buttons = FlowLayout()
        buttons.addWidget(self.casualty_button)
        buttons.addWidget(self.status_combo)
        buttons.addWidget(self.status_button)
        buttons.addWidget(self.new_combat_button)
        apply_layout.addLayout(unit_row)
        apply_layout.addLayout(buttons)
        card_side = QWidget()
        card_side.setObjectName("oddsCardSide")
        side_layout = QVBoxLayout(card_side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.cards)
        side_layout.addWidget(self.apply_row)
        self._card_side = card_side

        # Issue 15: wide, the inputs beside the card; narrow, the inputs (scrolling) above
        # the card, which keeps its whole height.
        self.panes = ReflowPanes([self.inputs_scroll, card_side], stretches=[1, 0], breakpoint=820)
        self.panes.setObjectName("combatPanes")
        self.panes.arrangementChanged.connect(lambda _wide: self._pin_units())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panes)
        self._roll_shortcut = QShortcut(QKeySequence("Ctrl+R"), self)
        self._roll_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._roll_shortcut.activated.connect(self.roll)
        self.retranslateUi()

    # ---------------------------------------------------------------- inputs

    def _typed(self, name: str, text: str) -> None:
        if self._showing or getattr(self.session, name) == text:
            return
        setattr(self.session, name, text)
        self.window_.replan()

    def set_role(self, unit_id: int, role: Any) -> bool:
        """Give ``unit_id`` a part in the combat (None: none); the plan follows at once."""
        self.session.set_role(unit_id, role)
        self.window_.replan()
        return True

    def set_roles(self, roles: dict[int, Any]) -> None:
        """Exactly these parts (tests, scripts)."""
        self.session.set_roles(roles)
        self.window_.replan()

    def add_shift(self) -> bool:
        value, reason = self.shift_spin.value(), self.shift_reason.text().strip()
        if value == 0:
            self.window_.show_refusal(self.tr("A column shift of 0 changes nothing."))
            return False
        if not reason:
            self.window_.show_refusal(self.tr("Give the column shift a reason (terrain, leader…)."))
            return False
        self.session.add_shift(value, reason)
        self.shift_reason.clear()
        self.window_.message.clear_message()
        self.window_.replan()
        return True

    def remove_shift(self) -> None:
        index = self.shift_list.currentIndex()
        self.session.remove_shift(index.row() if index.isValid() else None)
        self.window_.replan()

    # ---------------------------------------------------------------- the unit list

    def _fit_units(self) -> None:
        """Issue 22, item 7: the unit list is always :data:`UNIT_ROWS` rows tall (fewer
        units: as many), whatever the card below needs: it once shrank from nine rows
        to three as a combat could be rolled, and the next click landed elsewhere."""
        view = self.units_view
        rows = max(3, min(self.units.rowCount(), UNIT_ROWS))
        header = view.horizontalHeader().sizeHint().height()
        height = header + rows * view.verticalHeader().defaultSectionSize() + 2 * view.frameWidth()
        if view.height() != height or view.minimumHeight() != height:
            view.setFixedHeight(height)
        self._pin_units()

    def _pin_units(self) -> None:
        """Stacked under the inputs, the card never covers the unit list: the inputs'
        scroll page is at least as tall as the strengths and the list (what is below the
        list scrolls)."""
        if self.panes.is_wide():
            self.inputs_scroll.setMinimumHeight(0)
            return
        layout = self._inputs.layout()
        margins = layout.contentsMargins()
        above = (
            layout.itemAt(0).sizeHint(),
            self._units_label.sizeHint(),
            self.find_edit.sizeHint(),
        )
        need = margins.top() + sum(h.height() for h in above) + layout.spacing() * 3
        need += self.units_view.height()
        self.inputs_scroll.setMinimumHeight(need + 2 * self.inputs_scroll.frameWidth())

    def _filter_units(self, text: str = "") -> None:
        """Only the units whose name or type holds ``text`` (no model change)."""
        from adjutant.qtmodels.oob_model import choice_label

        wanted = (text or self.find_edit.text()).strip().casefold()
        for row in range(self.units.rowCount()):
            unit = self.units.index(row, COL_NAME).data(ROLE_ITEM)
            shown = not wanted or any(
                wanted in t.casefold()
                for t in (unit.name, unit.side, choice_label("unit_type", unit.unit_type))
            )
            self.units_view.setRowHidden(row, not shown)

    def new_combat(self) -> None:
        """The next combat: the result rolled stays in the log; the inputs start afresh."""
        self.session.new_combat()
        self.window_.replan()
        self.attack_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.units_view and event.type() == QEvent.Type.KeyPress:
            key = Qt.Key(event.key())
            index = self.units_view.currentIndex()
            if key in ROLE_KEYS and index.isValid() and not event.modifiers():
                role = ROLE_KEYS[key]
                if role in self.units.roles_for(index.row()):
                    self.units.setData(self.units.index(index.row(), COL_ROLE), role)
                return True
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------------- showing the plan

    def show_plan(self) -> None:
        """Fill every model and the card from the session's plan."""
        plan, session = self.session.plan, self.session
        self._showing = True
        try:
            self.attack_edit.setText(session.attack_text)
            self.defence_edit.setText(session.defence_text)
        finally:
            self._showing = False
        typed_attack, typed_defence = session.units_with_typed_strengths()
        self.attack_edit.setEnabled(typed_attack)
        self.defence_edit.setEnabled(typed_defence)
        self.shifts.set_shifts(session.shifts)
        self.shift_remove.setEnabled(bool(session.shifts))
        self.shift_list.setVisible(bool(session.shifts))  # no blank box without a shift
        if plan is None:
            self.units.set_units(())
            self.cards_model.set_rows(())
            self.results.set_results(())
            self._fill_apply_units()
            return
        self.units.set_units(plan.units)
        self._fit_units()
        self._filter_units()
        entry, done = plan.combat, session.result()
        rolled = done.dice[0] if done is not None else None
        originals = {cell.face: cell.original for cell in entry.house_rules}
        self.results.set_results(entry.results, entry.die_sides, rolled, originals)
        self.cards_model.set_rows([self._card_row(entry, done)])
        self.apply_row.setVisible(done is not None)
        self._fill_apply_units()
        self.window_.highlight(entry.column, None if rolled is None else (entry.column, rolled))

    def _names(self) -> dict[int, str]:
        plan = self.session.plan
        return {} if plan is None else {u.id: u.name for u in plan.units}

    def _term_label(self, term: Any) -> str:
        return S.term_label(term, self._names())

    def _who(self, entry: Any) -> str:
        names = self._names()
        inputs = entry.inputs
        attackers = [names.get(i, "?") for i in (*inputs.attackers, *inputs.bombarding)]
        defenders = [names.get(i, "?") for i in inputs.defenders]
        attack = ", ".join(attackers) or (
            self.tr("Attack {n}").format(n=entry.attack) if entry.attack else self.tr("Attack")
        )
        defence = ", ".join(defenders) or (
            self.tr("defence {n}").format(n=entry.defence) if entry.defence else self.tr("defence")
        )
        return self.tr("{attack} against {defence}").format(attack=attack, defence=defence)

    def _card_row(self, entry: Any, done: Any | None) -> CardRow:
        lines = []
        if entry.bombardment_terms:
            halves = [t.value for t in entry.bombardment_terms]
            lines.append(
                self.tr("Bombardment (ODD-3): {terms} = {total}").format(
                    terms=" + ".join(map(str, halves)), total=sum(halves)
                )
            )
        if entry.odds is not None:
            lines.append(S.arrow(entry.odds.text()))
        if entry.odds is not None and entry.clamped not in (None, entry.odds.column):
            lines.append(
                self.tr("{column} is off the table: clamped to {clamped} (ODD-1)").format(
                    column=entry.odds.column, clamped=entry.clamped
                )
            )
        for shift in entry.shifts:
            lines.append(
                self.tr("Shift {value:+d}: {reason}").format(value=shift.value, reason=shift.reason)
            )
        if entry.column is not None:
            lines.append(
                self.tr("Column: {column} — {table}").format(column=entry.column, table=entry.crt)
            )
        test = "\n".join(lines)
        needs = (
            self.tr("1 d{sides} on column {column}").format(
                sides=entry.die_sides, column=entry.column
            )
            if entry.column
            else ""
        )
        note = ""
        if entry.house_rules:
            note = "; ".join(
                self.tr("roll {face}: {code} (was {original}), house rule").format(
                    face=c.face, code=c.code, original=c.original or "?"
                )
                for c in entry.house_rules
            )
        if entry.out_of_phase and done is None:
            extra = self.tr("Out of the melee phase: Adjutant will ask first.")
            note = f"{note}\n{extra}" if note else extra
        common = {
            "key": CARD_KEY,
            "title": self._who(entry),
            "test": test,
            "needs": needs,
            "breakdown": entry.breakdown,
            "dice": (1, entry.die_sides),
        }
        if done is not None:
            return CardRow(
                **common,
                state=CardState.DONE,
                chance=done.chance,
                note=note,
                result=self._result_text(done),
            )
        if entry.refusal is not None or self.session.typed_error is not None:
            error = self.session.typed_error
            why = S.typed_error_text(error) if error is not None else S.refusal_text(entry.refusal)
            return CardRow(**common, state=CardState.REFUSED, note=why)
        return CardRow(**common, state=CardState.PENDING, note=note)

    def _result_text(self, event: Any) -> str:
        text = self.tr("Roll {face} on column {column}: {code}").format(
            face=event.dice[0], column=event.column, code=event.result
        )
        if event.meaning:
            text += f" — {event.meaning}"
        if event.table_result and event.table_result != event.result:
            text += "\n" + self.tr("House rule: the table says {code}").format(
                code=event.table_result
            )
        return text

    def _card_editor(self, row: CardRow, parent: QWidget) -> QWidget | None:
        return ResultTable(self.results, parent)

    def card(self) -> Any:
        return self.cards.card(CARD_KEY)

    @property
    def plan(self) -> Any | None:
        """The combat as planned when it can be rolled (``odds_plan.CombatEntry``), else None."""
        entry = self.session.combat
        if entry is None or not entry.rollable or self.session.typed_error is not None:
            return None
        return entry

    def chance_of(self, code: str):
        """The exact chance shown for ``code`` (None if it cannot come up)."""
        return self.results.chance_of(code)

    # ---------------------------------------------------------------- rolling

    def roll(self) -> bool:
        """Roll the card (Ctrl+R): with its dice, or its typed face."""
        card = self.card()
        if card is None:
            return False
        wanted = card.request()
        if wanted is None:
            if card.row().state is CardState.REFUSED:
                self.window_.show_refusal(card.row().note)
            return False
        return self.roll_card(*wanted)

    def roll_card(self, _key: Any, faces: Any) -> bool:
        """Resolve the combat shown (one undo step); a refusal is shown, nothing changes."""
        entry = self.session.combat
        if entry is None:
            return False
        if entry.refusal is not None or self.session.typed_error is not None:
            error = self.session.typed_error
            why = S.typed_error_text(error) if error is not None else S.refusal_text(entry.refusal)
            self.window_.show_refusal(why)
            return False
        if entry.out_of_phase and not entry.inputs.out_of_phase:
            if not self.window_.confirm_out_of_phase("melee", self.tr("this odds combat")):
                self.window_.show_refusal(
                    self.tr("Not rolled: an odds combat belongs to the melee phase.")
                )
                return False
            self.session.confirm_out_of_phase()
            entry = self.window_.replan().combat
        # The card asked for virtual dice (no faces) or gave the faces typed at the table.
        change = self.window_.run(
            self.tr("Odds combat"),
            resolve_odds,
            entry,
            list(faces) if faces is not None else None,
            dice_mode=PHYSICAL if faces is not None else VIRTUAL,
        )
        if change is None:
            return False
        self.session.rolled(change.result.event_id, entry.inputs)
        self.window_.replan()
        self.apply_unit.setCurrentIndex(0)  # a unit of this combat (defenders first)
        return True

    @property
    def last_resolution(self) -> Any | None:
        """The logged combat of the current inputs (``events.OddsCombat``), if rolled."""
        return self.session.result()

    # ---------------------------------------------------------------- applying a result

    def _fill_apply_units(self) -> None:
        """The units of this combat first (defenders, then attackers), then the rest."""
        plan = self.session.plan
        units = {u.id: u for u in plan.units} if plan is not None else {}
        inputs = plan.inputs if plan is not None else None
        order = [*inputs.defenders, *inputs.attackers, *inputs.bombarding] if inputs else []
        order += [i for i in units if i not in order]
        current = self.apply_unit.currentData()
        self.apply_unit.blockSignals(True)
        self.apply_unit.clear()
        for unit_id in order:
            u = units.get(unit_id)
            if u is not None:
                self.apply_unit.addItem(u.name, unit_id)
                self.apply_unit.setItemData(
                    self.apply_unit.count() - 1, plain_tooltip(u.name), Qt.ItemDataRole.ToolTipRole
                )
        index = self.apply_unit.findData(current)
        self.apply_unit.setCurrentIndex(max(index, 0))
        self.apply_unit.blockSignals(False)
        has_unit = self.apply_unit.count() > 0
        for w in (self.casualty_button, self.status_button, self.status_combo):
            w.setEnabled(has_unit)

    def apply_casualty(self) -> bool:
        """One step loss / casualty to the chosen unit (one undo step)."""
        unit_id = self.apply_unit.currentData()
        if unit_id is None:
            return False
        unit = self.window_.unit(unit_id)
        if unit is None:
            return False
        return (
            self.window_.run(
                self.tr("Casualty to {name}").format(name=unit.name),
                sv.update_unit,
                unit.id,
                casualties=unit.casualties + 1,
            )
            is not None
        )

    def apply_status(self) -> bool:
        unit_id, status = self.apply_unit.currentData(), self.status_combo.currentData()
        unit = self.window_.unit(unit_id) if unit_id is not None else None
        if unit is None or status is None:
            return False
        return (
            self.window_.run(
                self.tr("{name} is {status}").format(name=unit.name, status=S.status_name(status)),
                sv.update_unit,
                unit.id,
                status=status,
            )
            is not None
        )

    # ---------------------------------------------------------------- language

    def retranslateUi(self) -> None:
        self._attack_label.setText(self.tr("&Attack:"))
        self._defence_label.setText(self.tr("&Defence:"))
        self.attack_edit.setPlaceholderText(self.tr("strength, or give units a part"))
        self.defence_edit.setPlaceholderText(self.tr("strength, or give units a part"))
        self._units_label.set_full_text(
            self.tr(
                "Units in the combat: A attacks, B bombards (artillery, factor halved, "
                "rounded up: ODD-3), D defends, Delete none."
            )
        )
        self._shift_box.setTitle(self.tr("Column shifts"))
        self.shift_reason.setPlaceholderText(self.tr("reason: terrain, leader…"))
        self.find_edit.setPlaceholderText(self.tr("Find a unit: a name or a type"))
        self.find_edit.setToolTip(
            self.tr("Show only the units whose name or type holds this text (the guns: RHA…)")
        )
        self.shift_add.setText(self.tr("Add shift"))
        self.shift_remove.setText(self.tr("Remove"))
        self.cards.set_empty_text(self.tr("Pick a combat results table first."))
        self._apply_label.setText(self.tr("Apply to:"))
        self.casualty_button.setText(self.tr("+1 casualty"))
        self.casualty_button.setToolTip(self.tr("A step loss or casualty to this unit (undoable)"))
        self.status_button.setText(self.tr("Set status"))
        self.new_combat_button.setText(self.tr("&New combat"))
        self.new_combat_button.setToolTip(
            self.tr("Set up the next combat: this one stays in the turn log")
        )
        current = self.status_combo.currentData() or "disordered"
        self.status_combo.clear()
        for status in STATUSES:
            self.status_combo.addItem(S.status_name(status), status)
        self.status_combo.setCurrentIndex(max(self.status_combo.findData(current), 0))
        self.units.retranslate()
        self.shifts.retranslate()
        self.results.retranslate()
        if self.session.plan is not None:
            self.show_plan()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["CombatPanel"]

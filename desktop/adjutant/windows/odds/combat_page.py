"""The Combat page of the odds window: the combatants, the shifts, and the combat as a roll card.

For ``adjutant.windows.odds.OddsWindow`` only (RULES.md ODD-1..3; issues 10, 14, 15).
``CombatPanel(window)`` shows the window's :class:`~adjutant.windows.odds.session.
OddsSession`:

- the inputs (``combat_inputs.CombatInputs``): attack and defence strengths typed, or
  units given a part in a table (``qtmodels.odds_models.CombatUnitsModel``; the part
  chosen in a delegate's list or with the keys A attacks, B bombards, D defends, Delete
  none), and the column shifts with their reasons (``ShiftModel``);
- the combat as one roll card (``windows.widgets.roll_card``): who fights, ODD-1's
  arithmetic and the column (clamped, shifted), "1 d6 on column 3-1", the exact chance
  of every result code in a table inside the card (house-rule cells marked with the
  table's own code, ODD-2), **Why?** for every term (ODD-3 unit by unit), Roll or the
  typed face (the game's dice switch, or the card's own), the result in place;
- once rolled, one click applies a casualty or a status to a unit of the combat
  (``combat_apply.ResultApply``).

Narrow (a dock of 420-800 px) the inputs scroll above the card, which keeps its whole
height: its Roll button never needs a scroll. The unit list keeps its nine rows whatever
the card needs (issue 22: it shrank to three as a combat could be rolled), and a "Find"
field above it shows only the units named so (the guns of a bombardment). Every number
comes from ``store.tools.odds.planner``; the roll is ``odds_plan.resolve_odds`` through the
window's ``run`` (one undo step).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from adjutant.qtmodels.odds_models import ResultChanceModel
from adjutant.qtmodels.roll_cards import CardRow, CardState, RollCardModel
from adjutant.store.tools.odds.planner import resolve_odds
from adjutant.windows.odds import strings
from adjutant.windows.odds.combat_apply import ResultApply
from adjutant.windows.odds.combat_inputs import CombatInputs
from adjutant.windows.odds.tables import ResultTable
from adjutant.windows.widgets import ReflowPanes, ScrollPage
from adjutant.windows.widgets.dice_entry import PHYSICAL, VIRTUAL
from adjutant.windows.widgets.roll_card import RollCardList

if TYPE_CHECKING:
    from collections.abc import Sequence
    from fractions import Fraction

    from adjutant.rules.explain import Modifier
    from adjutant.store.events.kinds import OddsCombat
    from adjutant.store.tools.odds.planner import CombatEntry
    from adjutant.windows.odds.window import OddsWindow
    from adjutant.windows.widgets.roll_card import RollCard

CARD_KEY = "combat"


class CombatPanel(QWidget):
    """Inputs -> the combat's roll card -> the result, and a casualty or status to apply.

    The inputs are :class:`~adjutant.windows.odds.combat_inputs.CombatInputs`, what is
    applied after the roll :class:`~adjutant.windows.odds.combat_apply.ResultApply`
    (issue 23: one class held all three); this class shows the combat as its card and
    rolls it. Their widgets keep their names here (``attack_edit``, ``units``…)."""

    def __init__(self, window: OddsWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsCombat")
        self.window_ = window
        self.session = window.session

        self.inputs = inputs = CombatInputs(window)
        self.attack_edit, self.defence_edit = inputs.attack_edit, inputs.defence_edit
        self.units, self.units_view, self.find_edit = (
            inputs.units,
            inputs.units_view,
            inputs.find_edit,
        )
        self.shift_spin, self.shift_reason = inputs.shift_spin, inputs.shift_reason
        self.shift_add, self.shift_remove = inputs.shift_add, inputs.shift_remove
        self.shifts, self.shift_list = inputs.shifts, inputs.shift_list
        self.inputs_scroll = ScrollPage(self.inputs)
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
        self.apply_row = apply_row = ResultApply(window, self.new_combat)
        self.apply_unit, self.casualty_button = apply_row.apply_unit, apply_row.casualty_button
        self.status_combo, self.status_button = apply_row.status_combo, apply_row.status_button
        self.new_combat_button = apply_row.new_combat_button
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

    def set_role(self, unit_id: int, role: str | None) -> bool:
        """Give ``unit_id`` a part in the combat (None: none); the plan follows at once."""
        return self.inputs.set_role(unit_id, role)

    def set_roles(self, roles: dict[int, str | None]) -> None:
        """Exactly these parts (tests, scripts)."""
        self.inputs.set_roles(roles)

    def add_shift(self) -> bool:
        return self.inputs.add_shift()

    def _pin_units(self) -> None:
        """Stacked under the inputs, the card never covers the unit list: the inputs'
        scroll page is at least as tall as the strengths and the list (what is below the
        list scrolls)."""
        if self.panes.is_wide():
            self.inputs_scroll.setMinimumHeight(0)
            return
        need = self.inputs.height_to_units()
        self.inputs_scroll.setMinimumHeight(need + 2 * self.inputs_scroll.frameWidth())

    def new_combat(self) -> None:
        """The next combat: the result rolled stays in the log; the inputs start afresh."""
        self.session.new_combat()
        self.window_.replan()
        self.attack_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---------------------------------------------------------------- showing the plan

    def show_plan(self) -> None:
        """Fill every model and the card from the session's plan."""
        plan, session = self.session.plan, self.session
        self.inputs.show_session()
        if plan is None:
            self.cards_model.set_rows(())
            self.results.set_results(())
            self.apply_row.fill()
            return
        self._pin_units()
        entry, done = plan.combat, session.result()
        rolled = done.dice[0] if done is not None else None
        originals = {cell.face: cell.original for cell in entry.house_rules}
        self.results.set_results(entry.results, entry.die_sides, rolled, originals)
        self.cards_model.set_rows([self._card_row(entry, done)])
        self.apply_row.setVisible(done is not None)
        self.apply_row.fill()
        hit = None if rolled is None or entry.column is None else (entry.column, int(rolled))
        self.window_.highlight(entry.column, hit)

    def _names(self) -> dict[int, str]:
        plan = self.session.plan
        return {} if plan is None else {u.id: u.name for u in plan.units}

    def _term_label(self, term: Modifier) -> str:
        return strings.term_label(term, self._names())

    def _who(self, entry: CombatEntry) -> str:
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

    def _card_row(self, entry: CombatEntry, done: OddsCombat | None) -> CardRow:
        lines = []
        if entry.bombardment_terms:
            halves = [t.value for t in entry.bombardment_terms]
            lines.append(
                self.tr("Bombardment (ODD-3): {terms} = {total}").format(
                    terms=" + ".join(map(str, halves)), total=sum(halves)
                )
            )
        if entry.odds is not None:
            lines.append(strings.arrow(entry.odds.text()))
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
        common = CardRow(
            key=CARD_KEY,
            title=self._who(entry),
            test=test,
            needs=needs,
            breakdown=entry.breakdown,
            dice=(1, entry.die_sides),
        )
        if done is not None:
            return replace(
                common,
                state=CardState.DONE,
                chance=done.chance,
                note=note,
                result=self._result_text(done),
            )
        why = self._refused(entry)
        if why is not None:
            return replace(common, state=CardState.REFUSED, note=why)
        return replace(common, state=CardState.PENDING, note=note)

    def _refused(self, entry: CombatEntry) -> str | None:
        """Why the combat cannot be rolled (a strength that is not a number first), or None."""
        error = self.session.typed_error
        if error is not None:
            return strings.typed_error_text(error)
        return None if entry.refusal is None else strings.refusal_text(entry.refusal)

    def _result_text(self, event: OddsCombat) -> str:
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

    def card(self) -> RollCard | None:
        return self.cards.card(CARD_KEY)

    @property
    def plan(self) -> CombatEntry | None:
        """The combat as planned when it can be rolled (``odds_plan.CombatEntry``), else None."""
        entry = self.session.combat
        if entry is None or not entry.rollable or self.session.typed_error is not None:
            return None
        return entry

    def chance_of(self, code: str) -> Fraction | None:
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

    def roll_card(self, _key: object, faces: Sequence[int] | None) -> bool:
        """Resolve the combat shown (one undo step); a refusal is shown, nothing changes."""
        entry = self.session.combat
        if entry is None:
            return False
        why = self._refused(entry)
        if why is not None:
            self.window_.show_refusal(why)
            return False
        if entry.out_of_phase and not entry.inputs.out_of_phase:
            if not self.window_.confirm_out_of_phase("melee", self.tr("this odds combat")):
                self.window_.show_refusal(
                    self.tr("Not rolled: an odds combat belongs to the melee phase.")
                )
                return False
            self.session.confirm_out_of_phase()
            plan = self.window_.replan()
            if plan is None:  # the game closed meanwhile
                return False
            entry = plan.combat
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
    def last_resolution(self) -> OddsCombat | None:
        """The logged combat of the current inputs (``events.OddsCombat``), if rolled."""
        return self.session.result()

    # ---------------------------------------------------------------- language

    def retranslateUi(self) -> None:
        self.inputs.retranslateUi()
        self.apply_row.retranslateUi()
        self.cards.set_empty_text(self.tr("Pick a combat results table first."))
        self.results.retranslate()
        if self.session.plan is not None:
            self.show_plan()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["CombatPanel"]

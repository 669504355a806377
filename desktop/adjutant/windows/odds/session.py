"""The odds window's session: what the players have chosen, and the plan it gives (no widgets).

For ``adjutant.windows.odds`` (its pages read and change it; tests drive it without any
widget). It holds:

- the inputs not yet rolled: the table, the typed strengths (as typed), each unit's
  role, the column shifts, the out-of-phase confirmation of this phase;
- the latest :class:`~adjutant.store.tools.odds.planner.OddsPlan` and the store's tables;
- what undo and redo must restore: the combats rolled through this window. Undoing a
  roll brings its inputs back (the combat is pending again, as declared, whatever was
  typed since); redoing it shows its result again.

Every number comes from ``store.tools.odds.planner.plan_odds``; this module only keeps choices.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from adjutant.rules.ruleset import Ruleset
from adjutant.store.read import queries
from adjutant.store.tools.odds.planner import (
    CombatEntry,
    OddsInputs,
    OddsPlan,
    Role,
    Shift,
    plan_odds,
    shape_problem,
)
from adjutant.store.tools.odds.tables import odd2_allowed

if TYPE_CHECKING:
    from adjutant.store import Game
    from adjutant.store.events.kinds import OddsCombat
    from adjutant.store.read.queries import CrtInfo


@dataclass(frozen=True)
class Rolled:
    """A combat rolled through this window: its event and the inputs it was rolled with."""

    event_id: int
    inputs: OddsInputs


class TypedStrengthError(ValueError):
    """A strength field holds something that is not a whole number (``what``: "attack"...)."""

    def __init__(self, what: str, text: str) -> None:
        self.what, self.text = what, text
        super().__init__(f"{what}: type a whole number, not {text!r}")


def typed_strength(what: str, text: str) -> int | None:
    """A strength field's value: None when empty, else a whole number (or TypedStrengthError)."""
    text = text.strip().replace("−", "-")
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise TypedStrengthError(what, text) from None


class OddsSession:
    """The current choices of one odds window and the plan they give."""

    def __init__(self) -> None:
        self.crt_id: int | None = None
        self.attack_text = ""
        self.defence_text = ""
        self.roles: dict[int, Role] = {}
        self.shifts: list[Shift] = []
        self.out_of_phase = False
        self.tables: tuple[CrtInfo, ...] = ()
        self.plan: OddsPlan | None = None
        self.typed_error: TypedStrengthError | None = None
        self.odd2_allowed = True
        self.die_default = 6
        #: The roll whose result the card shows (None after "New combat").
        self.last: Rolled | None = None
        self._rolls: list[Rolled] = []  # rolled through this window, oldest first
        self._undone: list[Rolled] = []  # undone since, the latest last

    # ---------------------------------------------------------------- choices

    def inputs(self) -> OddsInputs:
        """The inputs for the planner. A typed strength is left out while units of that
        side are picked (the field is disabled then); a field that is not a number is
        remembered in :attr:`typed_error` and left out."""
        self.typed_error = None
        attack = defence = None
        attackers = self._with(Role.ATTACKS)
        defenders = self._with(Role.DEFENDS)
        try:
            if not attackers:
                attack = typed_strength("attack", self.attack_text)
            if not defenders:
                defence = typed_strength("defence", self.defence_text)
        except TypedStrengthError as exc:
            self.typed_error = exc
        return OddsInputs(
            crt_id=self.crt_id,
            attack=attack,
            defence=defence,
            attackers=attackers,
            defenders=defenders,
            bombarding=self._with(Role.BOMBARDS),
            shifts=tuple(self.shifts),
            out_of_phase=self.out_of_phase,
        )

    def _with(self, role: Role) -> tuple[int, ...]:
        return tuple(sorted(i for i, r in self.roles.items() if r is role))

    def set_role(self, unit_id: int, role: Role | str | None) -> None:
        if role is None or role == "":
            self.roles.pop(unit_id, None)
        else:
            self.roles[unit_id] = Role(role)

    def set_roles(self, roles: dict[int, Role | str | None]) -> None:
        """Exactly these roles (tests, scripts)."""
        self.roles = {}
        for unit_id, role in roles.items():
            self.set_role(unit_id, role)

    def add_shift(self, value: int, reason: str) -> None:
        self.shifts.append(Shift(value, reason.strip()))

    def remove_shift(self, row: int | None = None) -> None:
        if not self.shifts:
            return
        at = len(self.shifts) - 1 if row is None or not 0 <= row < len(self.shifts) else row
        del self.shifts[at]

    def new_combat(self) -> None:
        """Forget the result shown and start the next combat from nothing (same table)."""
        self.last = None
        self.attack_text = self.defence_text = ""
        self.roles = {}
        self.shifts = []

    def pick_table(self, crt_id: int | None) -> None:
        self.crt_id = crt_id

    def confirm_out_of_phase(self) -> None:
        self.out_of_phase = True

    def phase_changed(self) -> None:
        """A new phase (or turn): a confirmation given for the old one no longer holds."""
        self.out_of_phase = False

    def units_with_typed_strengths(self) -> tuple[bool, bool]:
        """Whether the attack / defence fields take a typed strength (no units picked)."""
        return not self._with(Role.ATTACKS), not self._with(Role.DEFENDS)

    # ---------------------------------------------------------------- the plan

    def reload(self, game: Game | None) -> OddsPlan | None:
        """Read the tables and plan the current inputs (None when no game is open)."""
        if game is None:
            self.tables, self.plan = (), None
            return None
        self.tables = queries.crts(game)
        ruleset = queries.game_info(game).ruleset
        self.odd2_allowed = odd2_allowed(ruleset)
        self.die_default = _die_default(ruleset)
        if self.crt_id not in {t.id for t in self.tables}:
            self.crt_id = self.tables[0].id if self.tables else None
        return self.replan(game)

    def replan(self, game: Game) -> OddsPlan:
        self.plan = plan_odds(game, self.inputs())
        known = {u.id for u in self.plan.units}
        if any(i not in known for i in self.roles):  # a unit deleted meanwhile
            self.roles = {i: r for i, r in self.roles.items() if i in known}
            self.plan = plan_odds(game, self.inputs())
        self._follow_undo(game)
        return self.plan

    def _follow_undo(self, game: Game) -> None:
        done = {e.id for e in self.plan.done} if self.plan is not None else set()
        moved = False
        while self._rolls and self._rolls[-1].event_id not in done:
            # Undone: that combat is declared again, as it was rolled.
            self._undone.append(self._rolls.pop())
            self.last, moved = None, True
            self._restore(self._undone[-1].inputs)
        while self._undone and self._undone[-1].event_id in done:
            # Redone: its result is shown again.
            self.last = self._undone.pop()
            self._rolls.append(self.last)
            self._restore(self.last.inputs)
            moved = True
        if moved:
            self.plan = plan_odds(game, self.inputs())

    def _restore(self, inputs: OddsInputs) -> None:
        self.crt_id = inputs.crt_id
        self.attack_text = "" if inputs.attack is None else str(inputs.attack)
        self.defence_text = "" if inputs.defence is None else str(inputs.defence)
        self.roles = {}
        for role, ids in (
            (Role.ATTACKS, inputs.attackers),
            (Role.DEFENDS, inputs.defenders),
            (Role.BOMBARDS, inputs.bombarding),
        ):
            for i in ids:
                self.roles[i] = role
        self.shifts = list(inputs.shifts)

    @property
    def combat(self) -> CombatEntry | None:
        return None if self.plan is None else self.plan.combat

    def rolled(self, event_id: int, inputs: OddsInputs) -> None:
        """A roll of ``inputs`` was logged as ``event_id``."""
        self.last = Rolled(event_id, inputs)
        self._rolls.append(self.last)
        self._undone = []

    def result(self) -> OddsCombat | None:
        """The logged combat of the current inputs (``events.OddsCombat``), if rolled."""
        if self.plan is None or self.last is None:
            return None
        if _same_combat(self.last.inputs, self.plan.inputs):
            return next((e for e in self.plan.done if e.id == self.last.event_id), None)
        return None

    def table(self) -> CrtInfo | None:
        return next((t for t in self.tables if t.id == self.crt_id), None)

    def table_problem(self) -> str | None:
        """Why the picked table cannot be drawn as a grid (a stored shape no service writes)."""
        info = self.table()
        if info is None:
            return None
        return shape_problem(info.die_sides, info.columns, info.cells)


def _same_combat(a: OddsInputs, b: OddsInputs) -> bool:
    # The confirmation of the phase is not part of what was declared.
    return a == b or (
        (a.crt_id, a.attack, a.defence, a.attackers, a.defenders, a.bombarding, a.shifts)
        == (b.crt_id, b.attack, b.defence, b.attackers, b.defenders, b.bombarding, b.shifts)
    )


def _die_default(ruleset: object) -> int:
    if not isinstance(ruleset, Mapping):
        return 6
    try:
        return Ruleset.from_dict(ruleset).crt_die_sides
    except (ValueError, TypeError, KeyError):
        return 6


__all__ = ["OddsSession", "Rolled", "TypedStrengthError", "typed_strength"]

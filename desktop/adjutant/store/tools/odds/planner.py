"""The odds combat planner: one path from the table to the file (RULES.md §4, ODD-1..3; issue 14).

For the odds window (``adjutant.windows.odds``), scripts and tests. The window never
works a number out itself: it hands the player's inputs to :func:`plan_odds` and shows
the :class:`OddsPlan` it gets back; :func:`resolve_odds` records exactly the
:class:`CombatEntry` that was shown, so the preview and the record cannot disagree.

- :class:`OddsInputs` — what the players chose: the table, the attack and defence
  strengths typed or the units picked (their attack / defence factors summed), the
  bombarding artillery (ODD-3), column shifts with their reasons, and whether they
  confirmed a combat out of its phase (issue 15).
- :func:`plan_odds` ``(game, inputs) -> OddsPlan``: the units to choose from, the
  combat (:class:`CombatEntry`: every term with its rule, ODD-1's arithmetic, the
  column clamped to the table and shifted, the ODD-2 house-rule cells of that column
  with the table's own code, the exact chance of each result code; or the reason it
  cannot be rolled) and the odds combats already made this turn (typed events).
- :func:`resolve_odds` ``(game, entry, faces=None, *, dice_mode=None) -> Change``: one
  die on the table, logged as an ``events.OddsCombat``. Inside its action it plans the
  entry again from the file and refuses (``InvalidField``) if anything differs.

Refusals carry the rule's reason: zero or negative strength (ODD-1), an empty table or
a cell not filled in (ODD-2), a unit that is not artillery among the bombarding ones
(ODD-3), a combat outside the melee phase without the players' confirmation
(``store.format.phases``). Result codes are for the players to apply; the store does not
interpret them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.odds import (
    Crt as RulesCrt,
)
from adjutant.rules.odds import (
    OddsBreakdown,
    bombardment_breakdown,
    clamp_column,
    effective_code,
    odds_breakdown,
    shift_column,
)
from adjutant.rules.units import UnitType
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.format.phases import phase_refusal
from adjutant.store.read import queries
from adjutant.store.tools.base.plan_values import EntryState, Refusal, refusal
from adjutant.store.tools.base.recording import Resolution, record, ruleset_of
from adjutant.store.tools.base.resolve import Step, resolve_step
from adjutant.store.tools.odds.tables import is_odd2, rules_crt

if TYPE_CHECKING:  # resolve_odds imports the ORM when it records (issue 28)
    from adjutant.store.file.journal import Change

__all__ = [
    "KIND",
    "CombatEntry",
    "EntryState",
    "HouseRuleCell",
    "OddsInputs",
    "OddsPlan",
    "Refusal",
    "ResultChance",
    "Role",
    "Shift",
    "UnitChoice",
    "plan_odds",
    "resolve_odds",
    "shape_problem",
]

KIND = event_kinds.OddsCombat.KIND
#: What a resolve says when the file no longer gives the combat the window showed.


class Role(StrEnum):
    """What a unit does in the combat being planned."""

    ATTACKS = "attacks"  # its attack factor counts (ODD-1)
    BOMBARDS = "bombards"  # artillery: its attack factor halved, rounded up (ODD-3)
    DEFENDS = "defends"  # its defence factor counts (ODD-1)


@dataclass(frozen=True)
class Shift:
    """A column shift added by hand (terrain, leaders...): +1 right, -1 left, with its reason."""

    value: int
    reason: str


@dataclass(frozen=True)
class OddsInputs:
    """The players' choices. A typed strength and picked units of the same side are
    exclusive (the window disables the field while units are picked)."""

    crt_id: int | None = None
    attack: int | None = None
    defence: int | None = None
    attackers: tuple[int, ...] = ()
    defenders: tuple[int, ...] = ()
    bombarding: tuple[int, ...] = ()
    shifts: tuple[Shift, ...] = ()
    #: The players confirmed making this combat outside the melee phase (issue 15).
    out_of_phase: bool = False

    def role_of(self, unit_id: int) -> Role | None:
        if unit_id in self.attackers:
            return Role.ATTACKS
        if unit_id in self.bombarding:
            return Role.BOMBARDS
        if unit_id in self.defenders:
            return Role.DEFENDS
        return None


@dataclass(frozen=True)
class UnitChoice:
    """A unit the players may put in the combat, with the factor its role counts."""

    id: int
    name: str
    side_id: int
    side: str
    unit_type: str
    attack_factor: int
    defence_factor: int
    role: Role | None
    #: What it adds to its side's strength in that role (ODD-3: bombarding halves), or None.
    counts: int | None

    @property
    def can_bombard(self) -> bool:
        return self.unit_type == UnitType.ARTILLERY.value


@dataclass(frozen=True)
class HouseRuleCell:
    """ODD-2: a cell of the column in play that an enabled override changes."""

    column: str
    face: int
    code: str  # in force
    original: str | None  # the table's own code (None: not filled in)
    label: str  # the house rule's name ("Defender's CRT changes (ODD-2)")


@dataclass(frozen=True)
class ResultChance:
    """One result code of the column in play: its exact chance and the faces giving it."""

    code: str
    meaning: str
    chance: Fraction
    faces: tuple[int, ...]
    house_rule_faces: tuple[int, ...] = ()  # the faces where a house rule gives it


@dataclass(frozen=True)
class CombatEntry:
    """The combat the window shows as a roll card, and exactly what :func:`resolve_odds`
    records. ``state`` is PENDING (``refusal`` None) or REFUSED (``refusal`` says why);
    what could be worked out before the refusal is filled in."""

    inputs: OddsInputs
    state: EntryState
    refusal: Refusal | None = None
    crt_id: int | None = None
    crt: str = ""
    die_sides: int = 6
    columns: tuple[str, ...] = ()
    legend: tuple[tuple[str, str], ...] = ()
    attack_terms: tuple[Modifier, ...] = ()
    bombardment_terms: tuple[Modifier, ...] = ()
    defence_terms: tuple[Modifier, ...] = ()
    attack: int | None = None
    defence: int | None = None
    odds: OddsBreakdown | None = None
    clamped: str | None = None  # ODD-1's column clamped to the table
    shifts: tuple[Shift, ...] = ()
    column: str | None = None  # after the shifts: the column rolled on
    overrides: tuple[tuple[tuple[str, int], str], ...] = ()  # every enabled override
    house_rules: tuple[HouseRuleCell, ...] = ()  # those that change the column in play
    results: tuple[ResultChance, ...] = ()  # most likely first
    phase: str = ""
    out_of_phase: bool = False  # rolling now would be out of the melee phase

    @property
    def rollable(self) -> bool:
        return self.state is EntryState.PENDING

    @property
    def breakdown(self) -> tuple[Modifier, ...]:
        """Every term of the strengths, then the column's steps (ODD-1..3)."""
        steps: list[Modifier] = [*self.attack_terms, *self.bombardment_terms]
        steps += self.defence_terms
        for s in self.shifts:
            steps.append(Modifier("shift", f"Column shift: {s.reason}", "ODD-1", s.value))
        return tuple(steps)

    def code_of(self, face: int) -> str:
        return next(r.code for r in self.results if face in r.faces)

    def chance_of(self, code: str) -> Fraction | None:
        return next((r.chance for r in self.results if r.code == code), None)

    def table_code(self, face: int) -> str | None:
        """The table's own code for ``face`` in the column in play (before house rules)."""
        for cell in self.house_rules:
            if cell.face == face:
                return cell.original
        return self.code_of(face)


@dataclass(frozen=True)
class OddsPlan:
    """Everything the odds window shows: the units to pick, the combat, this turn's results."""

    inputs: OddsInputs
    combat: CombatEntry
    units: tuple[UnitChoice, ...]
    done: tuple[event_kinds.OddsCombat, ...]  # this turn's odds combats, oldest first
    odd2_allowed: bool  # the ruleset's ODD-2 [choice]
    turn: int
    phase: str
    active_side_id: int | None = None
    legend: Mapping[str, str] = field(default_factory=dict)


# ---------------------------------------------------------------- planning


@dataclass(frozen=True)
class _File:
    """What one plan reads (``Game.read``: inside an action, the action's own connection,
    so a batch's earlier writes are seen). Plain SQL through ``queries``: importing the
    planner imports no SQLAlchemy (issue 28)."""

    info: queries.GameInfo
    crts: dict[int, queries.CrtInfo]
    units: dict[int, queries.UnitInfo]
    #: (unit, side) in the order the units are offered: side, formation, unit positions.
    choices: tuple[tuple[queries.UnitInfo, queries.SideInfo], ...]
    done: tuple[event_kinds.OddsCombat, ...]  # this turn's odds combats, oldest first


def _read(game: Game) -> _File:
    with game.read():  # one moment of the file
        info = queries.game_info(game)
        crts = {c.id: c for c in queries.crts(game)}
        oob = queries.order_of_battle(game)
        rows = queries.events(game, turn=info.turn, kind=KIND)
    formations: dict[int, tuple[int, int]] = {}  # formation id -> (position, id)

    def walk(node: queries.FormationNode) -> None:
        formations[node.id] = (node.position, node.id)
        for child in node.children:
            walk(child)

    for side in oob.sides:
        for root in side.formations:
            walk(root)
    choices = sorted(
        ((u, side) for side in oob.sides for u in side.all_units()),
        key=lambda us: (us[1].position, *formations[us[0].formation_id], us[0].position, us[0].id),
    )
    return _File(
        info,
        crts,
        {u.id: u for u, _ in choices},
        tuple(choices),
        tuple(e for e in (row.event for row in rows) if isinstance(e, event_kinds.OddsCombat)),
    )


def plan_odds(game: Game, inputs: OddsInputs | None = None) -> OddsPlan:
    """Everything the odds window shows for ``inputs``, read from the game file (ODD-1..3)."""
    inputs = inputs or OddsInputs()
    file = _read(game)
    info = file.info
    odd2 = ruleset_of(info).odd2_house_rule
    combat = _combat(file, inputs, odd2)
    return OddsPlan(
        inputs=inputs,
        combat=combat,
        units=_unit_choices(file, inputs),
        done=file.done,
        odd2_allowed=odd2,
        turn=info.turn,
        phase=info.phase,
        active_side_id=info.active_side_id,
        legend=dict(combat.legend),
    )


def shape_problem(die_sides: Any, columns: Sequence[Any], cells: Any) -> str | None:
    """Why a stored table cannot be read as a grid (its rows disagree with its die or its
    columns), or None. The window refuses to draw such a table; the store refuses to roll."""
    if isinstance(die_sides, bool) or not isinstance(die_sides, int) or die_sides < 2:
        return f"its die has {die_sides!r} sides"
    if not isinstance(cells, Sequence) or isinstance(cells, str) or len(cells) != die_sides:
        count = len(cells) if isinstance(cells, Sequence) else "no"
        return f"it has {count} rows of results for a d{die_sides}"
    for face, row in enumerate(cells, start=1):
        if not isinstance(row, Sequence) or isinstance(row, str) or len(row) != len(columns):
            return f"its row for roll {face} does not have one result per column"
        if any(not isinstance(code, str) for code in row):
            return f"its row for roll {face} holds a value that is not a result code"
    return None


class _Refused(Exception):
    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal


def _refuse(
    key: str, message: str, rule: str | None = None, field: str | None = None, **params: Any
) -> _Refused:
    return _Refused(refusal(key, message, rule, field, **params))


def _combat(file: _File, inputs: OddsInputs, odd2: bool) -> CombatEntry:
    """The combat of ``inputs`` as the file gives it (planning and resolving)."""
    phase = file.info.phase
    got: dict[str, Any] = {
        "phase": phase,
        "out_of_phase": phase_refusal(KIND, phase) is not None,
    }
    try:
        _plan_combat(file, inputs, odd2, got)
    except _Refused as exc:
        got.pop("_labels", None)
        return CombatEntry(inputs=inputs, state=EntryState.REFUSED, refusal=exc.refusal, **got)
    except RuleInputError as exc:
        got.pop("_labels", None)
        message = str(exc).removeprefix(f"{exc.rule}: ")
        return CombatEntry(
            inputs=inputs, state=EntryState.REFUSED, refusal=Refusal(message, exc.rule), **got
        )
    return CombatEntry(inputs=inputs, state=EntryState.PENDING, **got)


def _plan_combat(file: _File, inputs: OddsInputs, odd2: bool, got: dict[str, Any]) -> None:
    """Fill ``got`` step by step (what is known stays known when a later step refuses)."""
    table, overrides = _table(file, inputs.crt_id, odd2, got)
    attackers = _units(file, inputs.attackers, "attackers")
    defenders = _units(file, inputs.defenders, "defenders")
    bombarding = _units(file, inputs.bombarding, "bombarding")
    _check_roles(inputs, attackers + defenders + bombarding)
    for u in bombarding:
        if u.unit_type != UnitType.ARTILLERY.value:
            raise _refuse(
                "not_artillery",
                f"{u.name} is not artillery: only artillery bombards",
                "ODD-3",
                name=u.name,
            )
    got["attack_terms"] = _terms(inputs.attack, attackers, "attack")
    got["defence_terms"] = _terms(inputs.defence, defenders, "defence")
    if bombarding:
        halves = bombardment_breakdown([u.attack_factor for u in bombarding])
        got["bombardment_terms"] = tuple(
            Modifier(
                f"bombard:{u.id}",
                f"{u.name}: attack {u.attack_factor} halved, rounded up",
                m.rule,
                m.value,
            )
            for u, m in zip(bombarding, halves, strict=True)
        )
    terms = (*got["attack_terms"], *got.get("bombardment_terms", ()))
    if not terms:
        raise _refuse("no_attack", "enter the attack strength or pick attacking units", "ODD-1")
    if not got["defence_terms"]:
        raise _refuse("no_defence", "enter the defence strength or pick defending units", "ODD-1")
    attack = sum(t.value for t in terms)
    defence = sum(t.value for t in got["defence_terms"])
    got["attack"], got["defence"] = attack, defence
    odds = odds_breakdown(attack, defence)
    got["odds"] = odds
    got["clamped"] = clamp_column(odds.column, table.columns)
    total = 0
    for shift in inputs.shifts:
        value = shift.value
        if isinstance(value, bool) or not isinstance(value, int) or value == 0:
            raise _refuse(
                "shift_value", f"a column shift is a non-zero whole number, got {value!r}", "ODD-1"
            )
        if not isinstance(shift.reason, str) or not shift.reason.strip():
            raise _refuse(
                "shift_reason", "a column shift needs a reason (terrain, leader...)", "ODD-1"
            )
        total += value
    got["shifts"] = tuple(inputs.shifts)
    column = shift_column(got["clamped"], total, table.columns) if total else got["clamped"]
    got["column"] = column
    got["house_rules"] = _house_rules(table, column, overrides, got.pop("_labels"))
    got["results"] = _results(table, column, overrides, got["house_rules"])


def _table(
    file: _File, crt_id: int | None, odd2: bool, got: dict[str, Any]
) -> tuple[RulesCrt, dict[tuple[str, int], str]]:
    if crt_id is None:
        raise _refuse(
            "no_table",
            "no combat results table: add one, load the sample or import a CSV file",
            "ODD-2",
        )
    if isinstance(crt_id, bool) or not isinstance(crt_id, int):
        raise _refuse(
            "unknown_table", f"a table is named by its id, got {crt_id!r}", field="crt_id"
        )
    c = file.crts.get(crt_id)
    if c is None:
        raise _refuse("unknown_table", "no such combat results table", field="crt_id")
    got.update(crt_id=c.id, crt=c.name, die_sides=c.die_sides, columns=tuple(c.columns))
    legend = c.legend if isinstance(c.legend, Mapping) else {}
    got["legend"] = tuple((str(k), str(v)) for k, v in legend.items())
    problem = shape_problem(c.die_sides, list(c.columns), c.cells)
    if problem is not None:
        raise _refuse(
            "shape", f"the stored table {c.name!r} cannot be read: {problem}", "ODD-2", name=c.name
        )
    table = rules_crt(c)  # unset cells left out: rolling on one is the rules' refusal
    if table is None:
        raise _refuse("empty_table", "the table is empty: fill in its cells first", "ODD-2")
    rows = c.overrides  # in the order they were made
    # ODD-2 [choice]: the ruleset may switch the defender's CRT changes off; the owner's
    # other house rules still apply.
    active = [o for o in rows if o.enabled and (odd2 or not is_odd2(o.label))]
    overrides = {(o.column, o.roll): o.result for o in active}
    got["overrides"] = tuple(sorted(overrides.items()))
    got["_labels"] = {(o.column, o.roll): o.label for o in active}
    return table, overrides


def _units(file: _File, ids: Iterable[Any], what: str) -> list[queries.UnitInfo]:
    if isinstance(ids, str) or not isinstance(ids, Iterable):
        raise _refuse("unknown_unit", "must be a list of unit ids", field=what)
    out = []
    for i in ids:
        u = file.units.get(i) if isinstance(i, int) and not isinstance(i, bool) else None
        if u is None:
            raise _refuse("unknown_unit", f"no such unit: {i!r}", field=what)
        out.append(u)
    return out


def _check_roles(inputs: OddsInputs, units: Sequence[queries.UnitInfo]) -> None:
    seen: dict[int, str] = {}
    for role, ids in (
        ("attacks", inputs.attackers),
        ("bombards", inputs.bombarding),
        ("defends", inputs.defenders),
    ):
        for i in ids:
            if i in seen:
                name = next(u.name for u in units if u.id == i)
                raise _refuse(
                    "two_roles", f"{name} cannot both {seen[i]} and {role[:-1]}", "ODD-1", name=name
                )
            seen[i] = role[:-1]
    if inputs.attack is not None and inputs.attackers:
        raise _refuse("both", "type the attack strength or pick attacking units, not both", "ODD-1")
    if inputs.defence is not None and inputs.defenders:
        raise _refuse(
            "both", "type the defence strength or pick defending units, not both", "ODD-1"
        )


def _terms(typed: int | None, units: Sequence[queries.UnitInfo], what: str) -> tuple[Modifier, ...]:
    factor = "attack_factor" if what == "attack" else "defence_factor"
    if units:
        for u in units:
            value = getattr(u, factor)
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise _refuse(
                    "factor",
                    f"{u.name}: its {what} factor must be at least 1, got {value!r}",
                    "ODD-1",
                    name=u.name,
                    what=what,
                    value=value,
                )
        return tuple(
            Modifier(f"unit:{u.id}", f"{u.name}: {what} factor", "ODD-1", getattr(u, factor))
            for u in units
        )
    if typed is None:
        return ()
    if isinstance(typed, bool) or not isinstance(typed, int):
        raise _refuse(
            "strength",
            f"the {what} strength must be a whole number, got {typed!r}",
            "ODD-1",
            what=what,
            value=typed,
        )
    if typed <= 0:
        raise _refuse(
            "strength",
            f"the {what} strength must be at least 1, got {typed}",
            "ODD-1",
            what=what,
            value=typed,
        )
    return (Modifier(what, f"{what.capitalize()} strength", "ODD-1", typed),)


def _house_rules(
    table: RulesCrt,
    column: str,
    overrides: Mapping[tuple[str, int], str],
    labels: Mapping[tuple[str, int], str],
) -> tuple[HouseRuleCell, ...]:
    out = []
    for face in table.faces:
        code = overrides.get((column, face))
        original = table.cells.get((column, face))
        if code is not None and code != original:
            out.append(HouseRuleCell(column, face, code, original, labels.get((column, face), "")))
    return tuple(out)


def _results(
    table: RulesCrt,
    column: str,
    overrides: Mapping[tuple[str, int], str],
    house_rules: Sequence[HouseRuleCell],
) -> tuple[ResultChance, ...]:
    faces: dict[str, list[int]] = {}
    for face in table.faces:
        faces.setdefault(effective_code(table, column, face, overrides), []).append(face)
    ruled = {cell.face for cell in house_rules}
    out = [
        ResultChance(
            code=code,
            meaning=str(table.legend.get(code, "")),
            chance=Fraction(len(hits), table.die_sides),
            faces=tuple(hits),
            house_rule_faces=tuple(f for f in hits if f in ruled),
        )
        for code, hits in faces.items()
    ]
    out.sort(key=lambda r: (-r.chance, r.faces[0]))
    return tuple(out)


def _unit_choices(file: _File, inputs: OddsInputs) -> tuple[UnitChoice, ...]:
    rows = [(u, side.id, side.name) for u, side in file.choices]
    out = []
    for u, side_id, side_name in rows:
        role = inputs.role_of(u.id)
        counts = None
        if role is Role.ATTACKS:
            counts = u.attack_factor
        elif role is Role.DEFENDS:
            counts = u.defence_factor
        elif role is Role.BOMBARDS and isinstance(u.attack_factor, int) and u.attack_factor > 0:
            counts = int(bombardment_breakdown([u.attack_factor])[0].value)
        out.append(
            UnitChoice(
                id=u.id,
                name=u.name,
                side_id=side_id,
                side=side_name,
                unit_type=u.unit_type,
                attack_factor=u.attack_factor,
                defence_factor=u.defence_factor,
                role=role,
                counts=counts,
            )
        )
    return tuple(out)


# ---------------------------------------------------------------- resolving


def resolve_odds(
    game: Game,
    entry: CombatEntry,
    faces: Sequence[int] | None = None,
    *,
    dice_mode: str | None = None,
) -> Change:
    """ODD-1..3: roll the combat ``entry`` (as :func:`plan_odds` gave it) and log it.

    Virtual dice roll from the game's seed; physical ``faces`` (one face of the table's
    die) are checked (a d6 face of 7 is refused). Refused, with nothing changed: a
    REFUSED entry (its reason), an entry the file no longer gives (``StalePlan``), a
    combat out of the melee phase unless ``entry.inputs.out_of_phase`` (then it is
    logged as out of phase). ``Change.result`` is a ``resolve.Resolution``.
    """
    if not isinstance(entry, CombatEntry):
        raise InvalidField("entry", entry, "must be a combat planned by plan_odds")

    def replan() -> CombatEntry:
        file = _read(game)  # through the action's own connection (Game.read)
        return _combat(file, entry.inputs, ruleset_of(file.info).odd2_house_rule)

    return resolve_step(
        game,
        action_labels.ODDS_COMBAT,
        entry,
        replan=replan,
        refuse=_refuse_entry,
        kind=KIND,
        confirmed=entry.inputs.out_of_phase,
        record=_record,
        dice_mode=dice_mode,
        faces=faces,
    )


def _refuse_entry(entry: CombatEntry) -> None:
    if entry.refusal is not None:
        raise entry.refusal.error()


def _record(step: Step[CombatEntry]) -> Resolution:
    """ODD-2: roll the table's die and log the combat with its result."""
    s, m, entry, mode, out_of_phase = (
        step.session,
        step.meta,
        step.entry,
        step.mode,
        step.out_of_phase,
    )
    (face,) = step.roll(entry.die_sides, 1, "ODD-2")
    code = entry.code_of(face)
    table_code = entry.table_code(face)
    meaning = dict(entry.legend).get(code, "")
    odds = entry.odds
    assert odds is not None and entry.column is not None  # a PENDING entry has both
    assert entry.crt_id is not None and entry.attack is not None and entry.defence is not None
    summary = f"{odds.text()} → column {entry.column}, roll {face}: {code}"
    if meaning:
        summary += f" ({meaning})"
    if table_code != code:
        summary += f" [house rule; the table says {table_code}]"
    inputs = entry.inputs
    return record(
        s,
        m,
        step.action_id,
        event_kinds.OddsCombat(
            side_id=m.active_side_id,
            summary=summary,
            chance=entry.chance_of(code),
            dice=(face,),
            dice_source=mode,
            rule_ids=("ODD-1", "ODD-2", *(("ODD-3",) if entry.bombardment_terms else ())),
            out_of_phase=out_of_phase,
            crt_id=entry.crt_id,
            crt=entry.crt,
            attack=entry.attack,
            defence=entry.defence,
            attacker_ids=tuple(inputs.attackers),
            defender_ids=tuple(inputs.defenders),
            bombarding_ids=tuple(inputs.bombarding),
            attack_terms=tuple((t.label, int(t.value)) for t in entry.attack_terms),
            bombardment_terms=tuple((t.label, int(t.value)) for t in entry.bombardment_terms),
            defence_terms=tuple((t.label, int(t.value)) for t in entry.defence_terms),
            odds=odds.text(),
            odds_column=odds.column,
            clamped=entry.clamped,
            shifts=tuple((x.value, x.reason) for x in entry.shifts),
            column=entry.column,
            house_rules=tuple((f"{c} {r}", v) for (c, r), v in entry.overrides),
            distribution=tuple((r.code, r.chance) for r in entry.results),
            result=code,
            meaning=meaning,
            table_result=table_code,
        ),
    )

"""The charge tool's planner: every number the charge window shows, and the record of it.

RULES.md §2 (CHG-1..5) and CMD-1; issues 14 and 15. For the charge window
(``adjutant.windows.charge``), scripts and tests; the melee tool reads the ``Charge``
events written here (MEL-3: a charge that reached its target arrives "charging").
No Qt. Every number comes from ``adjutant.rules.charge`` (dice, chances, the range
rolled) and ``rules.geometry`` (CHG-5: edge to edge); the refusal of a token that
forbids a charge from ``rules.command.unit_charge_refusal`` (CMD-1).

- :func:`plan_charge` ``(game, inputs) -> ChargePlan``: for :class:`ChargeInputs` (the
  charges declared this turn, in the order the active side chose, and the one being
  set up), the active side's possible chargers each with its CMD-1 verdict, the
  enemy units a charger may target with their measured (edge to edge) and typed
  distances (a typed one wins, CHG-5), per target the dice result needed and the
  exact chance (CHG-2/3), the chance of reaching every target and at least one
  (CHG-4), the chart's data, and each declared charge as a :class:`ChargeEntry` in
  CHG-1 order and groups (several units charging one target are resolved together:
  once a group has begun, every other charge waits for it). A charge rolled this
  turn is *done*, its entry rebuilt from its event, so the chance shown at the roll
  stays even after the units moved on the table or the game was reopened.
- :func:`resolve_planned_charge` ``(game, entry, faces=None, *, dice_mode=None)``:
  rolls exactly that entry. Inside its action it plans the entry again from the file
  and refuses (``InvalidField``) a charge the store does not allow now, with the
  rule's reason (CMD-1 token, CHG-1 already charged this turn, not the active
  side's unit, another group to finish first), a charge out of its phase unless the
  player confirmed it (``store.format.phases``, then logged as such), and an entry that no
  longer matches the table ("look again").
- :func:`resolve_charge` ``(game, unit_id, targets, *, dice_mode=None, faces=None)``:
  the older service for scripts and tests: one charge as given, outside the turn's
  flow (any phase, any side, again in a turn), still refused under CMD-1.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from adjutant.rules import charge as chg
from adjutant.rules.charge import ChargeDice
from adjutant.rules.command import unit_charge_refusal
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.ruleset import Ruleset
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.format.phases import phase_refusal
from adjutant.store.format.validate import check_dice_mode, check_int, check_number
from adjutant.store.read import queries
from adjutant.store.tools.base.recording import Resolution, dice_mode_of, record, ruleset_of
from adjutant.store.tools.base.resolve import Step, resolve_step

if TYPE_CHECKING:  # the recorders import the ORM when they record (issue 28)
    from adjutant.store.file.journal import Change

#: The rule ids logged with every charge.
RULE_IDS = ("CHG-2", "CHG-3", "CHG-4", "CHG-5")

# ---------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class TargetInput:
    """A target of a charge: an enemy unit, and the distance the players typed (CHG-5)."""

    unit_id: int
    typed: float | None = None  # None: measured edge to edge on the battlefield


@dataclass(frozen=True, slots=True)
class DeclaredCharge:
    """A charge declared this turn: its charger and its targets, in the order chosen."""

    charger: int
    targets: tuple[TargetInput, ...]

    @property
    def target_ids(self) -> tuple[int, ...]:
        return tuple(t.unit_id for t in self.targets)


@dataclass(frozen=True, slots=True)
class Draft:
    """The charge being set up: a charger, the targets ticked, the distances typed."""

    charger: int
    chosen: tuple[int, ...] = ()
    typed: tuple[tuple[int, float], ...] = ()  # (enemy unit id, typed distance)

    def typed_for(self, unit_id: int) -> float | None:
        return dict(self.typed).get(unit_id)

    def declaration(self) -> DeclaredCharge:
        return DeclaredCharge(
            self.charger, tuple(TargetInput(t, self.typed_for(t)) for t in self.chosen)
        )


@dataclass(frozen=True, slots=True)
class ChargeInputs:
    """What the players chose: the declared charges in order, the draft, the phase answer."""

    declared: tuple[DeclaredCharge, ...] = ()
    draft: Draft | None = None
    #: The player agreed to roll a charge outside the charge phase (logged as such).
    out_of_phase: bool = False


# ---------------------------------------------------------------- the plan


class EntryState(StrEnum):
    PENDING = "pending"  # to roll now
    DONE = "done"  # rolled this turn: its event holds the result
    REFUSED = "refused"  # not allowed now: ``refusal`` says which rule and why


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a charge is not allowed now: the rule, a stable ``code`` the window translates
    (with ``unit``, ``token`` and ``names``), and the store's English ``text``."""

    rule: str
    code: str
    text: str
    unit: str = ""  # the charger's name
    token: str | None = None
    names: tuple[str, ...] = ()  # targets (or the active side) the reason names


@dataclass(frozen=True, slots=True)
class ChargerPlan:
    """A unit of the active side that might charge, with its CMD-1 verdict."""

    unit_id: int
    name: str
    side_id: int
    movement: float
    token: str | None
    on_table: bool
    refusal: Refusal | None = None  # CMD-1, or CHG-1 (it charged this turn)
    event: event_kinds.Charge | None = None  # this turn's charge, if it charged

    @property
    def may_charge(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True, slots=True)
class TargetPlan:
    """One target (or candidate target): its distances and, for the charger, the odds."""

    unit_id: int
    name: str
    measured: float | None  # CHG-5: edge to edge on the battlefield (None: not on it)
    typed: float | None  # CHG-5: the players' measure, which wins
    distance: float | None  # the one used
    source: str | None  # "typed" | "measured" | None (unknown)
    needed: int | None  # CHG-3: the dice result needed (may be <= 0 or unreachable)
    chance: Fraction | None  # CHG-3: exact, None while the distance is unknown
    breakdown: tuple[Modifier, ...] = ()
    chosen: bool = True


@dataclass(frozen=True, slots=True)
class ChartData:
    """CHG-3 against distance: (distance, chance) steps, a mark per target, the span."""

    points: tuple[tuple[float, Fraction], ...]
    marks: tuple[tuple[float, int], ...]  # (distance, target unit id)
    span: float
    rolled: float | None = None  # the range rolled, once done


@dataclass(frozen=True, slots=True)
class ChargeEntry:
    """One declared (or rolled) charge, as its roll card shows it."""

    charger: int
    name: str
    side_id: int
    movement: float
    dice_rule: ChargeDice
    targets: tuple[TargetPlan, ...]
    needed: int | None  # to reach every target (the farthest)
    chance: Fraction | None  # CHG-4: of reaching every target (the event's ``chance``)
    chance_any: Fraction | None  # CHG-4: of reaching at least one
    breakdown: tuple[Modifier, ...]
    chart: ChartData | None
    state: EntryState
    refusal: Refusal | None = None
    event: event_kinds.Charge | None = None  # once done
    group: int = 0  # CHG-1: entries of one group share a target, resolved together
    declared: bool = True  # False: rolled this turn but not among the inputs (reopened)
    out_of_phase: bool = False
    inputs: ChargeInputs = field(default_factory=ChargeInputs, repr=False)

    @property
    def target_ids(self) -> tuple[int, ...]:
        return tuple(t.unit_id for t in self.targets)

    @property
    def rollable(self) -> bool:
        return self.state is EntryState.PENDING


@dataclass(frozen=True, slots=True)
class ChargePlan:
    """Everything the charge window shows for ``inputs``."""

    inputs: ChargeInputs
    turn: int
    phase: str
    active_side_id: int | None
    active_side: str  # its name ("" when no side is active)
    dice_rule: ChargeDice
    uses_tokens: bool
    chargers: tuple[ChargerPlan, ...]
    draft: ChargeEntry | None
    candidates: tuple[TargetPlan, ...]  # the draft charger's possible targets, nearest first
    entries: tuple[ChargeEntry, ...]  # CHG-1 order, group by group
    #: English, when a charge now would be out of its phase (``store.format.phases``).
    phase_refusal: str | None = None

    def entry(self, charger: int) -> ChargeEntry | None:
        return next((e for e in self.entries if e.charger == charger), None)

    def charger(self, unit_id: int) -> ChargerPlan | None:
        return next((c for c in self.chargers if c.unit_id == unit_id), None)

    def groups(self) -> tuple[tuple[ChargeEntry, ...], ...]:
        out: dict[int, list[ChargeEntry]] = {}
        for e in self.entries:
            out.setdefault(e.group, []).append(e)
        return tuple(tuple(g) for g in out.values())

    def pending(self) -> tuple[ChargeEntry, ...]:
        return tuple(e for e in self.entries if e.rollable)


# ---------------------------------------------------------------- reading the table


@dataclass(frozen=True, slots=True)
class _Unit:
    id: int
    name: str
    side_id: int
    movement: float
    token: str | None
    order: int  # its place in the order of battle


class _Table:
    """What a plan reads from the file (``Game.read``: inside an action, the action's own
    connection, so a batch's earlier charges are seen), with the distances measured on
    demand. Plain SQL through ``queries``: importing the planner imports no SQLAlchemy
    (issue 28)."""

    def __init__(self, game: Game) -> None:
        with game.read():  # one moment of the file
            info = queries.game_info(game)
            oob = queries.order_of_battle(game)
            self.footprints = queries.battlefield(game).footprints
            rows = queries.events(game, turn=info.turn, kind=event_kinds.Charge.KIND)
        self.turn = info.turn
        self.phase = info.phase
        self.ruleset: Ruleset = ruleset_of(info)
        self.active_side_id = info.active_side_id
        self.active_side = info.active_side_name if info.active_side_name is not None else ""
        self.units = _units_in_order(oob)
        self.charges: dict[int, event_kinds.Charge] = {}  # this turn's latest charge per unit
        for row in rows:
            event = row.event
            if isinstance(event, event_kinds.Charge):  # a damaged row charged no one
                self.charges.pop(event.unit_id, None)
                self.charges[event.unit_id] = event
        self._gaps: dict[tuple[int, int], float | None] = {}

    def measured(self, a: int, b: int) -> float | None:
        """CHG-5: the edge-to-edge gap between two units, None if one is off the table."""
        key = (a, b) if a <= b else (b, a)
        if key not in self._gaps:
            fa, fb = self.footprints.get(a), self.footprints.get(b)
            if fa is None or fb is None:
                self._gaps[key] = None
            else:
                from adjutant.rules.geometry import distance  # shapely: loaded when first used

                self._gaps[key] = distance(fa.to_rules(), fb.to_rules())
        return self._gaps[key]


def _units_in_order(oob: queries.OrderOfBattle) -> dict[int, _Unit]:
    """Every unit, in the order of battle's order (side, formation tree, position)."""
    units = [
        u for side in sorted(oob.sides, key=lambda x: (x.position, x.id)) for u in side.all_units()
    ]
    return {
        u.id: _Unit(u.id, u.name, u.side_id, u.movement, u.token, n) for n, u in enumerate(units)
    }


# ---------------------------------------------------------------- planning


def _cmd1(table: _Table, unit: _Unit) -> Refusal | None:
    """CMD-1 through ``rules.command.unit_charge_refusal`` (only Attack may charge)."""
    try:
        verdict = unit_charge_refusal(unit, table.ruleset)
    except RuleInputError as exc:  # a stored token no service writes
        return Refusal("CMD-1", "unreadable", f"{unit.name}: {exc}")
    if verdict is None:
        return None
    if unit.token is None:
        return Refusal(
            "CMD-1",
            "no_token",
            f"{unit.name} has no order token yet: only a regiment with an Attack token "
            "may charge (CMD-1).",
        )
    return Refusal(
        "CMD-1",
        "token",
        f"{unit.name} carries a {unit.token.capitalize()} token: only a regiment with an "
        "Attack token may charge (CMD-1).",
        token=unit.token,
    )


def _flow_refusal(table: _Table, unit: _Unit) -> Refusal | None:
    """The turn's flow: the active side charges (CHG-1), each unit once a turn."""
    if table.active_side_id is not None and unit.side_id != table.active_side_id:
        return Refusal(
            "CHG-1",
            "not_active",
            f"{unit.name} is not of {table.active_side}, whose turn it is: "
            "the active side charges (CHG-1).",
            names=(table.active_side,),
        )
    if unit.id in table.charges:
        return Refusal(
            "CHG-1",
            "charged",
            f"{unit.name} has charged this turn already (CHG-1): undo that charge to roll "
            "it again.",
        )
    return None


def _charger(table: _Table, unit: _Unit) -> ChargerPlan:
    refusal = _flow_refusal(table, unit) or _cmd1(table, unit)
    if refusal is not None:
        refusal = replace(refusal, unit=unit.name)
    return ChargerPlan(
        unit.id,
        unit.name,
        unit.side_id,
        unit.movement,
        unit.token,
        unit.id in table.footprints,
        refusal,
        table.charges.get(unit.id),
    )


def _movement(unit: _Unit) -> tuple[float | None, Refusal | None]:
    """The charger's Movement (CHG-2), or why it cannot be used (a stored value no
    service writes: the charge is refused, the window still opens)."""
    try:
        chg.needed_result(unit.movement, 0)  # checks the Movement
    except RuleInputError as exc:
        return None, Refusal("CHG-2", "unreadable", f"{unit.name}: {exc}")
    return float(unit.movement), None


def _distance_terms(distance: float, source: str, movement: float) -> tuple[Modifier, ...]:
    label = "Distance typed in (it wins)" if source == "typed" else "Distance measured edge to edge"
    return (
        Modifier(f"distance_{source}", label, "CHG-5", distance),
        Modifier("movement", "Movement", "CHG-2", -movement),
    )


def _target(
    table: _Table,
    charger: _Unit,
    movement: float | None,
    target: _Unit,
    typed: float | None,
    *,
    chosen: bool = True,
) -> TargetPlan:
    measured = table.measured(charger.id, target.id)
    used = typed if typed is not None else measured
    source = None if used is None else ("typed" if typed is not None else "measured")
    needed = chance = None
    terms: tuple[Modifier, ...] = ()
    if used is not None and movement is not None:
        needed = chg.needed_result(movement, used)
        chance = chg.charge_chance(movement, used, table.ruleset.charge_dice)
        terms = _distance_terms(used, source or "measured", movement)
    return TargetPlan(
        target.id, target.name, measured, typed, used, source, needed, chance, terms, chosen
    )


def _chart(
    movement: float | None,
    rule: ChargeDice,
    targets: Iterable[TargetPlan],
    rolled: float | None = None,
) -> ChartData | None:
    """CHG-3's step curve: the chance is constant between whole dice results, so the
    curve is sampled at each step and just past it."""
    if movement is None:
        return None
    dist = chg.range_distribution(movement, rule)
    marks = tuple(
        sorted((t.distance, t.unit_id) for t in targets if t.distance is not None and t.chosen)
    )
    ends = [max(dist) + 1, *(d + 1 for d, _ in marks)]
    if rolled is not None:
        ends.append(rolled + 1)
    span = max(ends)
    samples = sorted({0.0, float(span)} | {float(r) for r in dist} | {r + 1e-6 for r in dist})
    points = tuple((d, chg.charge_chance(movement, d, rule)) for d in samples)
    return ChartData(points, marks, float(span), rolled)


def _entry(
    table: _Table,
    declaration: DeclaredCharge,
    inputs: ChargeInputs,
    *,
    flow: bool,
    declared: bool = False,
) -> ChargeEntry:
    """Plan one declared charge (pending or refused). ``flow``: the turn's rules too
    (active side, once a turn); ``declared``: the draft's charger has a charge declared."""
    rule = table.ruleset.charge_dice
    unit = table.units.get(declaration.charger)
    if unit is None:
        return ChargeEntry(
            charger=declaration.charger,
            name="?",
            side_id=0,
            movement=0.0,
            dice_rule=rule,
            targets=(),
            needed=None,
            chance=None,
            chance_any=None,
            breakdown=(),
            chart=None,
            state=EntryState.REFUSED,
            refusal=Refusal("CHG-1", "gone", "The charging unit is no longer in the game."),
            out_of_phase=inputs.out_of_phase,
            inputs=inputs,
        )
    movement, refusal = _movement(unit)
    if refusal is None and flow:
        refusal = _flow_refusal(table, unit)
    if refusal is None:
        refusal = _cmd1(table, unit)
    if refusal is None and declared:
        refusal = Refusal(
            "CHG-1", "declared", f"{unit.name} has declared a charge this turn already (CHG-1)."
        )
    targets: list[TargetPlan] = []
    missing, friends, unknown = [], [], []
    for t in declaration.targets:
        target = table.units.get(t.unit_id)
        if target is None:
            missing.append(str(t.unit_id))
            continue
        if target.side_id == unit.side_id:
            friends.append(target.name)
        plan = _target(table, unit, movement, target, t.typed)
        if plan.distance is None:
            unknown.append(target.name)
        targets.append(plan)
    if refusal is None and missing:
        refusal = Refusal("CHG-4", "gone", "A target of this charge is no longer in the game.")
    if refusal is None and friends:
        refusal = Refusal(
            "CHG-4",
            "same_side",
            f"{', '.join(friends)}: on the charger's own side, not a target (CHG-4).",
            names=tuple(friends),
        )
    if refusal is None and not targets:
        refusal = Refusal("CHG-4", "no_target", "Choose at least one target (CHG-4).")
    if refusal is None and unknown:
        refusal = Refusal(
            "CHG-5",
            "distance",
            f"{', '.join(unknown)}: not on the battlefield; type the distance measured on "
            "the table (CHG-5).",
            names=tuple(unknown),
        )
    if refusal is not None:
        refusal = replace(refusal, unit=unit.name)
    known = [t for t in targets if t.distance is not None]
    needed = chance = chance_any = None
    breakdown: tuple[Modifier, ...] = ()
    if movement is not None and known and len(known) == len(targets):
        far = max(known, key=lambda t: t.distance)  # type: ignore[arg-type, return-value]
        needed, breakdown = far.needed, far.breakdown
        distances = [t.distance for t in known]
        chance = chg.chance_all(movement, distances, rule)  # type: ignore[arg-type]
        chance_any = chg.chance_any(movement, distances, rule)  # type: ignore[arg-type]
    return ChargeEntry(
        unit.id,
        unit.name,
        unit.side_id,
        unit.movement,
        rule,
        tuple(targets),
        needed,
        chance,
        chance_any,
        breakdown,
        _chart(movement, rule, targets),
        EntryState.PENDING if refusal is None else EntryState.REFUSED,
        refusal,
        out_of_phase=inputs.out_of_phase,
        inputs=inputs,
    )


def _done(
    table: _Table, event: event_kinds.Charge, inputs: ChargeInputs, declared: bool
) -> ChargeEntry:
    """A charge rolled this turn, as its event recorded it (the chance shown at the roll)."""
    names = {u.id: u.name for u in table.units.values()}
    movement = float(event.movement)
    targets = []
    for t in event.targets:
        needed: int | None
        chance: Fraction | None
        try:
            needed = chg.needed_result(movement, t.distance)
            chance = chg.charge_chance(movement, t.distance, event.dice_rule)
        except RuleInputError:
            needed = chance = None
        typed = t.distance if t.source == "typed" else None
        targets.append(
            TargetPlan(
                t.unit_id,
                names.get(t.unit_id, "?"),
                None if typed is not None else t.distance,
                typed,
                t.distance,
                t.source,
                needed,
                chance,
                _distance_terms(t.distance, t.source, movement),
            )
        )
    far = max(targets, key=lambda t: t.distance or 0.0)
    try:
        chart = _chart(movement, event.dice_rule, targets, event.range)
    except RuleInputError:
        chart = None
    return ChargeEntry(
        event.unit_id,
        event.unit,
        event.side_id or 0,
        movement,
        event.dice_rule,
        tuple(targets),
        far.needed,
        event.chance,
        event.chance_any,
        far.breakdown,
        chart,
        EntryState.DONE,
        event=event,
        declared=declared,
        out_of_phase=inputs.out_of_phase,
        inputs=inputs,
    )


def _group(entries: Sequence[ChargeEntry]) -> list[ChargeEntry]:
    """CHG-1: charges with a common target (transitively) form one group, kept together
    in the order of their first member; a begun group is finished before any other."""
    parent = list(range(len(entries)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[int, int] = {}
    for i, e in enumerate(entries):
        for t in e.target_ids:
            if t in owner:
                parent[root(i)] = root(owner[t])
            else:
                owner[t] = i
    order: dict[int, int] = {}
    for i in range(len(entries)):
        order.setdefault(root(i), len(order))
    grouped = sorted(range(len(entries)), key=lambda i: (order[root(i)], i))
    out = [replace(entries[i], group=order[root(i)]) for i in grouped]
    begun = {
        e.group
        for e in out
        if e.state is EntryState.DONE
        and any(o.group == e.group and o.state is EntryState.PENDING for o in out)
    }
    if not begun:
        return out
    waiting = tuple(
        dict.fromkeys(t.name for e in out if e.group in begun for t in e.targets if t.name)
    )
    refusal = Refusal(
        "CHG-1",
        "together",
        f"First roll the other charges on {', '.join(waiting)}: several units charging "
        "one target are resolved together (CHG-1).",
        names=waiting,
    )
    return [
        replace(e, state=EntryState.REFUSED, refusal=replace(refusal, unit=e.name))
        if e.state is EntryState.PENDING and e.group not in begun
        else e
        for e in out
    ]


def _check_inputs(inputs: Any) -> ChargeInputs:
    if not isinstance(inputs, ChargeInputs):
        raise InvalidField("inputs", inputs, "must be ChargeInputs")
    seen: set[int] = set()
    for d in inputs.declared:
        if not isinstance(d, DeclaredCharge):
            raise InvalidField("declared", d, "must be a DeclaredCharge")
        check_int("charger", d.charger, 1)
        if d.charger in seen:
            raise InvalidField("charger", d.charger, "declares one charge a turn (CHG-1)")
        seen.add(d.charger)
        _check_targets(d.targets)
    if inputs.draft is not None:
        draft = inputs.draft
        if not isinstance(draft, Draft):
            raise InvalidField("draft", draft, "must be a Draft")
        check_int("charger", draft.charger, 1)
        for t in draft.chosen:
            check_int("targets", t, 1)
        for t, typed in draft.typed:
            check_int("targets", t, 1)
            check_number("distance", typed, 0)
    if not isinstance(inputs.out_of_phase, bool):
        raise InvalidField("out_of_phase", inputs.out_of_phase, "must be true or false")
    return inputs


def _check_targets(targets: Any) -> None:
    if not isinstance(targets, tuple):
        raise InvalidField("targets", targets, "must be a tuple of TargetInput")
    ids = []
    for t in targets:
        if not isinstance(t, TargetInput):
            raise InvalidField("targets", t, "must be a TargetInput")
        ids.append(check_int("targets", t.unit_id, 1))
        if t.typed is not None:
            check_number("distance", t.typed, 0)
    if len(set(ids)) != len(ids):
        raise InvalidField("targets", ids, "a target is named twice")


def _plan(table: _Table, inputs: ChargeInputs) -> ChargePlan:
    rule = table.ruleset.charge_dice
    active = [
        u
        for u in table.units.values()
        if table.active_side_id is None or u.side_id == table.active_side_id
    ]
    chargers = tuple(_charger(table, u) for u in active)
    declared = {d.charger for d in inputs.declared}
    entries = [
        _done(table, e, inputs, declared=False)
        for e in table.charges.values()
        if e.unit_id not in declared
    ]
    for d in inputs.declared:
        done = table.charges.get(d.charger)
        if done is not None:
            entries.append(_done(table, done, inputs, declared=True))
        else:
            entries.append(_entry(table, d, inputs, flow=True))
    draft_entry, candidates = _draft(table, inputs, declared)
    return ChargePlan(
        inputs,
        table.turn,
        table.phase,
        table.active_side_id,
        table.active_side,
        rule,
        _tokens(table),
        chargers,
        draft_entry,
        candidates,
        tuple(_group(entries)),
        phase_refusal(event_kinds.Charge.KIND, table.phase),
    )


def _tokens(table: _Table) -> bool:
    from adjutant.rules.ruleset import Tool

    return bool(table.ruleset.uses(Tool.TOKENS))


def _draft(
    table: _Table, inputs: ChargeInputs, declared: set[int]
) -> tuple[ChargeEntry | None, tuple[TargetPlan, ...]]:
    draft = inputs.draft
    unit = None if draft is None else table.units.get(draft.charger)
    if draft is None or unit is None:
        return None, ()
    entry = _entry(
        table, draft.declaration(), inputs, flow=True, declared=draft.charger in declared
    )
    movement, _ = _movement(unit)
    chosen = set(draft.chosen)
    candidates = [
        _target(table, unit, movement, u, draft.typed_for(u.id), chosen=u.id in chosen)
        for u in table.units.values()
        if u.side_id != unit.side_id
    ]
    candidates.sort(key=lambda t: (t.measured is None, t.measured or 0.0))
    return entry, tuple(candidates)


def plan_charge(game: Game, inputs: ChargeInputs | None = None) -> ChargePlan:
    """Every number the charge window shows for ``inputs`` (CHG-1..5, CMD-1)."""
    inputs = _check_inputs(ChargeInputs() if inputs is None else inputs)
    return _plan(_Table(game), inputs)


# ---------------------------------------------------------------- recording


def _record(step: Step[Any], entry: ChargeEntry) -> Resolution:
    """Roll the entry's dice (CHG-2) and log the charge: the targets reached (CHG-3/4)."""
    s, m, action_id, mode = step.session, step.meta, step.action_id, step.mode
    out_of_phase = step.out_of_phase
    rule = entry.dice_rule
    distances = {t.unit_id: float(t.distance) for t in entry.targets}  # type: ignore[arg-type]
    rolled = step.roll(rule.sides, rule.count, "CHG-2")
    res = chg.resolve_charge(entry.movement, rolled, distances, rule)
    names = {t.unit_id: t.name for t in entry.targets}
    reached = "reaches " + ", ".join(names[t] for t in res.reached) if res.reached else "fails"
    return record(
        s,
        m,
        action_id,
        event_kinds.Charge(
            side_id=entry.side_id,
            summary=f"{entry.name} charges {', '.join(names.values())}: range {res.range:g} — "
            + reached,
            chance=entry.chance,
            dice=tuple(rolled),
            dice_source=mode,
            rule_ids=RULE_IDS,
            out_of_phase=out_of_phase,
            unit_id=entry.charger,
            unit=entry.name,
            movement=entry.movement,
            dice_rule=rule,
            targets=tuple(
                event_kinds.ChargeTarget(t.unit_id, distances[t.unit_id], t.source or "measured")
                for t in entry.targets
            ),
            chance_any=entry.chance_any,  # type: ignore[arg-type]
            range=res.range,
            reached=tuple(res.reached),
            failed=tuple(res.failed),
            success=res.success,
        ),
    )


def _refuse(entry: ChargeEntry) -> None:
    if entry.state is EntryState.DONE:
        raise InvalidField(
            "charger", entry.charger, f"{entry.name} has charged this turn already (CHG-1)"
        )
    if entry.refusal is not None:
        raise InvalidField("charger", entry.charger, entry.refusal.text)


def resolve_planned_charge(
    game: Game,
    entry: ChargeEntry,
    faces: Sequence[int] | None = None,
    *,
    dice_mode: str | None = None,
) -> Change:
    """Roll exactly ``entry`` (from :func:`plan_charge`): virtual dice, or the typed
    ``faces`` (count and sides per the ruleset's charge dice, CHG-2). One action.

    Refused with nothing changed: a charge the store does not allow now (the rule's
    reason), out of its phase without ``entry.out_of_phase``, or planned before the
    table changed (``StalePlan``, the tools' one stale-plan error). ``Change.result`` is a ``Resolution``.
    """
    if not isinstance(entry, ChargeEntry):
        raise InvalidField("entry", entry, "must be a charge planned by plan_charge")
    if dice_mode is not None:
        check_dice_mode(dice_mode)
    inputs = _check_inputs(entry.inputs)
    return resolve_step(
        game,
        action_labels.CHARGE,
        entry,
        # Through the action's own connection (Game.read): a batch's earlier calls count.
        replan=lambda: _plan(_Table(game), inputs).entry(entry.charger),
        refuse=_refuse,
        kind=event_kinds.Charge.KIND,
        confirmed=inputs.out_of_phase,
        record=lambda step: _record(step, step.entry),
        dice_mode=dice_mode,
        faces=faces,
        field="charger",
        value=entry.charger,
    )


def resolve_charge(
    game: Game,
    unit_id: int,
    targets: Mapping[int, float | None],
    *,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
) -> Change:
    """CHG-1..5: roll one charge of ``unit_id`` against ``targets`` (target id -> the
    distance typed, or None to measure it edge to edge; CHG-5: a typed one wins).

    For scripts and tests: outside the turn's flow (any phase or side, again in a turn),
    but a token that forbids a charge is refused (CMD-1). The ruleset's charge dice
    rule applies. Outcome: {"range", "reached", "failed", "success"}.
    """
    if not isinstance(targets, Mapping) or not targets:
        raise InvalidField("targets", targets, "a charge needs at least one target (CHG-4)")
    check_int("unit_id", unit_id, 1)
    declaration = DeclaredCharge(
        unit_id, tuple(TargetInput(t, typed) for t, typed in targets.items())
    )
    _check_targets(declaration.targets)
    if dice_mode is not None:
        check_dice_mode(dice_mode)
    with game.action(action_labels.CHARGE) as act:
        table = _Table(game)
        if unit_id not in table.units:
            raise InvalidField("unit_id", unit_id, "no such unit")
        for t in declaration.targets:
            if t.unit_id not in table.units:
                raise InvalidField("targets", t.unit_id, "no such unit")
        entry = _entry(table, declaration, ChargeInputs(), flow=False)
        if entry.refusal is not None:
            code = entry.refusal.code
            field_name = "targets" if code in ("same_side", "distance", "gone") else "unit_id"
            raise InvalidField(field_name, targets, entry.refusal.text)
        from adjutant.store.services.edits import meta  # the writer's side (issue 28)

        m = meta(act.session)
        mode = dice_mode_of(m, dice_mode)
        step = Step(act.session, m, act.action_id, entry, False, mode, faces)
        act.result = _record(step, entry)
    return act.ended


__all__ = [
    "RULE_IDS",
    "ChargeEntry",
    "ChargeInputs",
    "ChargePlan",
    "ChargerPlan",
    "ChartData",
    "DeclaredCharge",
    "Draft",
    "EntryState",
    "Refusal",
    "TargetInput",
    "TargetPlan",
    "plan_charge",
    "resolve_charge",
    "resolve_planned_charge",
]

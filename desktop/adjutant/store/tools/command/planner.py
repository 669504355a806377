"""The command tool's planner: every number the command window shows, worked out once.

RULES.md §1 (CMD-1..8); issues 14 and 15. For the command window (``adjutant.windows.
command``, through its session) and for ``adjutant.store.tools.command.recorder.resolve_command``,
which records exactly one entry of a plan. No Qt, no rule of its own: every decision
is a call into ``adjutant.rules.command`` and ``rules.geometry``.

- :class:`CommandInputs` — what the players have said so far: the side, the declared
  changes (unit id -> wanted token, CMD-3), distances typed as measured on the table
  (CMD-6: a typed distance wins), their answer to "an enemy directly in front?"
  (CMD-8, overruling the battlefield), and whether they confirmed acting out of phase.
- :func:`plan_command` — a :class:`CommandPlan` for one side: the placement rows of
  every side (CMD-2), a :class:`RecklessEntry` per reckless regiment (CMD-8), a
  :class:`DeclarationEntry` per declared change (CMD-3..7): its state
  (:class:`EntryState`), the rule's reason when it is refused (:class:`Reason`), the
  difficulty with its ``Modifier`` breakdown, the face needed and the exact chance;
  entries already resolved this turn carry their typed event and show what was shown
  before the roll.
- Inside a store action (the resolver's) :func:`plan_command` reads through that
  action's own connection (``Game.read``), so inside a batch it sees the calls before it.

State that spans a turn is enforced here, with the rule's reason: one declared change
and one reckless roll per regiment and turn; a side declares and rolls in its own turn;
the ruleset's ``reckless_before_declarations`` [choice] orders a regiment's reckless
roll and its declared change (before: the reckless d20 first, after: the declared
change first); a two-step change is refused before any die (CMD-7); the C-in-C's
regiment and a full command group change at once (CMD-4).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from adjutant.rules import command as cmd
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.ruleset import Ruleset, Tool
from adjutant.rules.units import ChangeMode, Token
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.format.fileformat import PHASES
from adjutant.store.format.validate import check_bool, check_int, check_number
from adjutant.store.tools.base.resolve import CommandRefused as CommandRefused
from adjutant.store.tools.base.resolve import StalePlan as StalePlan

__all__ = [
    "COMMAND_PHASE",
    "ChangeMode",
    "CincInfo",
    "CommandInputs",
    "CommandPlan",
    "CommandRefused",
    "DeclarationEntry",
    "EntryState",
    "PlacementRow",
    "Reason",
    "RecklessEntry",
    "RegimentRow",
    "StalePlan",
    "Step",
    "Token",
    "enemies_in_front",
    "measured_distances",
    "plan_command",
    "wanted_token",
]

#: The phase every test of this tool belongs to (``store.format.phases.PHASE_OF``).
COMMAND_PHASE = "command"
#: CMD-7: the one-step ladder, and the usual declaration: one step towards Attack.
_LADDER = (Token.DEFENCE, Token.MOVE, Token.ATTACK)
_USUAL = {Token.DEFENCE: Token.MOVE, Token.MOVE: Token.ATTACK, Token.ATTACK: Token.MOVE}


class EntryState(StrEnum):
    """Where one test of the command step stands."""

    PENDING = "pending"  # a d20 is needed (control test CMD-5, reckless roll CMD-8)
    AUTOMATIC = "automatic"  # no roll: the token changes at once (CMD-4)
    NO_ROLL = "no_roll"  # nothing to roll: the token stays (CMD-8: Attack; Move, no enemy)
    DONE = "done"  # resolved this turn: the entry carries its event
    REFUSED = "refused"  # not now: ``reason`` says which rule and why


class Step(StrEnum):
    """The command tool's steps, in the order of play (CMD-2, CMD-8, CMD-3)."""

    PLACEMENT = "placement"
    RECKLESS = "reckless"
    DECLARATIONS = "declarations"


class Reason(StrEnum):
    """Why an entry cannot be rolled now (or needs no roll); English in :meth:`text`."""

    NO_TOKENS = "no_tokens"  # CMD-1: the ruleset uses no command tokens
    NOT_ITS_TURN = "not_its_turn"  # CMD-3, CMD-8: at the start of its own side's turn
    DESTROYED = "destroyed"
    NO_TOKEN = "no_token"  # CMD-2
    NOT_RECKLESS = "not_reckless"  # CMD-8
    SAME_TOKEN = "same_token"  # CMD-7
    TWO_STEPS = "two_steps"  # CMD-7
    NO_DISTANCE = "no_distance"  # CMD-6: nothing to measure from or to
    ATTACK_STAYS = "attack_stays"  # CMD-8
    NO_ENEMY = "no_enemy"  # CMD-8: Move without an enemy directly in front
    ENEMY_UNKNOWN = "enemy_unknown"  # CMD-8: off the table, the players must say
    RECKLESS_FIRST = "reckless_first"  # CMD-8 [choice]: its reckless roll comes first
    DECLARED_DONE = "declared_done"  # CMD-8 [choice]: too late for its reckless roll
    RECKLESS_DONE = "reckless_done"  # CMD-8 [choice] after: too late to declare
    ALREADY_DECLARED = "already_declared"  # CMD-3: one declared change per turn
    ALREADY_ROLLED = "already_rolled"  # CMD-8: one reckless roll per turn

    def text(self, unit: str = "", token: Token | None = None, wanted: Token | None = None) -> str:
        """The reason in English (the window shows its own translation of the key)."""
        if self in (Reason.SAME_TOKEN, Reason.TWO_STEPS) and token and wanted:
            return cmd.change_refusal(token, wanted) or ""
        return _REASONS[self].format(unit=unit)


_REASONS = {
    Reason.NO_TOKENS: "This ruleset does not use command tokens (CMD-1).",
    Reason.NOT_ITS_TURN: (
        "{unit} declares and rolls at the start of its own side's turn (CMD-3, CMD-8)."
    ),
    Reason.DESTROYED: "{unit} is destroyed.",
    Reason.NO_TOKEN: "{unit} has no token placed yet (CMD-2).",
    Reason.NOT_RECKLESS: "{unit} is not reckless (CMD-8).",
    Reason.SAME_TOKEN: "The token does not change (CMD-7).",
    Reason.TWO_STEPS: "A token moves one step along Defence - Move - Attack (CMD-7).",
    Reason.NO_DISTANCE: (
        "{unit}: cannot measure the distance to the commander-in-chief: type the "
        "distance measured on the table (CMD-6)."
    ),
    Reason.ATTACK_STAYS: "{unit}: no reckless roll is needed, Attack stays Attack (CMD-8).",
    Reason.NO_ENEMY: (
        "{unit}: no reckless roll is needed, Move becomes Attack only with an enemy "
        "directly in front and nothing between (CMD-8)."
    ),
    Reason.ENEMY_UNKNOWN: (
        "{unit} is not on the table: say whether an enemy is directly in front (CMD-8)."
    ),
    Reason.RECKLESS_FIRST: (
        "{unit}: roll its reckless d20 first; this ruleset makes the reckless rolls "
        "before the declared changes (CMD-8)."
    ),
    Reason.DECLARED_DONE: (
        "{unit} has made its declared change; this ruleset makes the reckless rolls "
        "before the declared changes (CMD-8)."
    ),
    Reason.RECKLESS_DONE: (
        "{unit} has made its reckless roll; this ruleset makes the declared changes "
        "before the reckless rolls (CMD-8)."
    ),
    Reason.ALREADY_DECLARED: "{unit} has already tried a token change this turn (CMD-3).",
    Reason.ALREADY_ROLLED: "{unit} has already made its reckless roll this turn (CMD-8).",
}


# ---------------------------------------------------------------- inputs


def _frozen(mapping: Mapping[Any, Any] | None) -> Mapping[Any, Any]:
    return MappingProxyType(dict(mapping or {}))


def wanted_token(field_name: str, value: Any) -> Token:
    """``value`` as a ``Token``, or InvalidField naming ``field_name``."""
    try:
        return Token(value)
    except ValueError:
        raise InvalidField(field_name, value, "must be defence, move or attack") from None


@dataclass(frozen=True)
class CommandInputs:
    """What the players have said so far (each checked as it is made).

    ``declared``: unit id -> the wanted token (CMD-3; a two-step wish is kept, and
    refused by CMD-7 in the plan). ``distances``: unit id -> a distance typed as
    measured on the table (>= 0; wins over the measured one, CMD-6). ``enemy_in_front``:
    unit id -> the players' answer for a reckless regiment (CMD-8, overrules the table).
    ``side_id``: the side planned (None: the active side). ``out_of_phase``: the player
    confirmed doing the command step outside the command phase (logged as such).
    """

    side_id: int | None = None
    declared: Mapping[int, Token] = field(default_factory=dict)
    distances: Mapping[int, float] = field(default_factory=dict)
    enemy_in_front: Mapping[int, bool] = field(default_factory=dict)
    out_of_phase: bool = False

    def __post_init__(self) -> None:
        if self.side_id is not None:
            check_int("side_id", self.side_id, 1)
        check_bool("out_of_phase", self.out_of_phase)
        for name, check in (
            ("declared", lambda k, v: wanted_token(f"declared[{k}]", v)),
            ("distances", lambda k, v: check_number(f"distances[{k}]", v, 0)),
            ("enemy_in_front", lambda k, v: check_bool(f"enemy_in_front[{k}]", v)),
        ):
            given = getattr(self, name)
            if not isinstance(given, Mapping):
                raise InvalidField(name, given, "must map unit ids to values")
            checked = {check_int(f"{name} unit id", k, 1): check(k, v) for k, v in given.items()}
            object.__setattr__(self, name, _frozen(checked))

    def only(self, unit_id: int) -> CommandInputs:
        """These inputs restricted to one regiment (what its entry was planned from)."""
        return CommandInputs(
            side_id=self.side_id,
            declared={k: v for k, v in self.declared.items() if k == unit_id},
            distances={k: v for k, v in self.distances.items() if k == unit_id},
            enemy_in_front={k: v for k, v in self.enemy_in_front.items() if k == unit_id},
            out_of_phase=self.out_of_phase,
        )


# ---------------------------------------------------------------- the plan's values


@dataclass(frozen=True)
class CincInfo:
    """The side's commander-in-chief, as CMD-4 and CMD-6 use him."""

    name: str
    unit_id: int | None  # the regiment he is with (CMD-4), None: standing alone
    unit: str | None  # that regiment's name
    x: float | None  # where he stands alone (CMD-6 measures from the figure)
    y: float | None
    on_table: bool  # his regiment's footprint, or his figure, is on the table


@dataclass(frozen=True)
class PlacementRow:
    """One regiment for the placement step (CMD-2)."""

    unit_id: int
    side_id: int
    unit: str
    formation: str  # the formation of the order of battle it belongs to
    token: Token | None
    reckless: bool


@dataclass(frozen=True)
class RegimentRow:
    """One regiment of the planned side, for the declarations (CMD-3)."""

    unit_id: int
    unit: str
    token: Token | None  # now (or before its declared change, when that is done)
    wanted: Token | None  # declared (or the declaration resolved this turn)
    usual: Token | None  # the usual wish: one step towards Attack (CMD-7)
    choices: tuple[Token, ...]  # what may be wished (two steps too: CMD-7 refuses them)
    members: int  # command group members (CMD-4, CMD-6)
    with_cinc: bool  # the C-in-C is with it (CMD-4)
    reckless: bool
    done: bool  # its declared change is resolved this turn: it cannot be redeclared
    #: The token it carries now, in the file (issue 22: after a passed change the table
    #: shows the new token, not ``token``, the one the change started from).
    now: Token | None = None


@dataclass(frozen=True)
class RecklessEntry:
    """CMD-8 for one reckless regiment this turn: its d20, or why none is rolled."""

    unit_id: int
    side_id: int
    unit: str
    token: Token | None  # before the roll
    computed: bool | None  # an enemy directly in front, from the table (None: off it)
    answer: bool | None  # the players' answer (None: not given)
    enemy_in_front: bool | None  # what counts: the answer, else the table
    source: str | None  # "typed" | "measured" (events.DISTANCE_SOURCES)
    state: EntryState
    reason: Reason | None = None
    chance: Fraction | None = None  # P(the token changes): 1/2 when a roll is needed
    becomes: Token | None = None  # the token on 1..10
    breakdown: tuple[Modifier, ...] = ()
    inputs: CommandInputs = field(default_factory=CommandInputs)
    done: event_kinds.RecklessRoll | None = None

    kind = event_kinds.RecklessRoll.KIND

    @property
    def key(self) -> int:
        return self.unit_id

    @property
    def reason_text(self) -> str:
        return "" if self.reason is None else self.reason.text(self.unit, self.token)


@dataclass(frozen=True)
class DeclarationEntry:
    """CMD-3..7 for one declared change: refused, automatic, or a control test."""

    unit_id: int
    side_id: int
    unit: str
    token: Token | None  # before the change
    wanted: Token
    state: EntryState
    reason: Reason | None = None
    mode: ChangeMode | None = None  # CMD-4
    members: int = 0
    measured: float | None = None  # from the battlefield (CMD-6), None: not measurable
    typed: float | None = None  # as the players measured it (wins)
    distance: float | None = None  # what counts
    distance_source: str | None = None  # "typed" | "measured"
    difficulty: int | None = None
    needed: int | None = None  # the d20 face needed, "needs N+" (CMD-5)
    chance: Fraction | None = None  # exact; 1 for an automatic change
    breakdown: tuple[Modifier, ...] = ()
    inputs: CommandInputs = field(default_factory=CommandInputs)
    done: event_kinds.ControlTest | event_kinds.TokenChange | None = None

    @property
    def key(self) -> int:
        return self.unit_id

    @property
    def kind(self) -> str:
        if self.done is not None:
            return self.done.kind
        if self.mode in (ChangeMode.AUTOMATIC_CINC, ChangeMode.AUTOMATIC_COMMAND_GROUP):
            return event_kinds.TokenChange.KIND
        return event_kinds.ControlTest.KIND

    @property
    def reason_text(self) -> str:
        return "" if self.reason is None else self.reason.text(self.unit, self.token, self.wanted)


@dataclass(frozen=True)
class CommandPlan:
    """The command step of one side at one moment, every number the window shows."""

    turn: int
    phase: str
    side_id: int | None
    side: str | None
    active_side_id: int | None
    sides: tuple[tuple[int, str], ...]  # (id, name) of every side, in order
    uses_tokens: bool
    steps: tuple[Step, ...]  # placement, then CMD-8 and CMD-3 in the ruleset's order
    start: Step  # the step to show first
    cinc: CincInfo | None
    regiments: tuple[RegimentRow, ...]  # the side's, in order-of-battle order
    placements: tuple[PlacementRow, ...]  # every side's
    reckless: tuple[RecklessEntry, ...]
    declarations: tuple[DeclarationEntry, ...]  # declared or done, in order of battle

    @property
    def in_phase(self) -> bool:
        """True in the command phase (and in a phase this version does not know)."""
        return self.phase == COMMAND_PHASE or self.phase not in PHASES

    def reckless_entry(self, unit_id: int) -> RecklessEntry | None:
        return next((e for e in self.reckless if e.unit_id == unit_id), None)

    def declaration(self, unit_id: int) -> DeclarationEntry | None:
        return next((e for e in self.declarations if e.unit_id == unit_id), None)

    def regiment(self, unit_id: int) -> RegimentRow | None:
        return next((r for r in self.regiments if r.unit_id == unit_id), None)

    def side_placements(self, side_id: int | None) -> tuple[PlacementRow, ...]:
        return tuple(p for p in self.placements if p.side_id == side_id)


# ---------------------------------------------------------------- geometry (CMD-6, CMD-8)


def measured_distances(cinc: Any, cinc_footprint: Any, units: Any) -> dict[int, float | None]:
    """CMD-6: edge to edge from the C-in-C's regiment, or from his lone figure, to each unit.

    ``cinc`` a ``queries.CommanderInfo`` (or None), ``cinc_footprint`` his regiment's
    ``FootprintInfo``, ``units`` with ``.id`` and ``.footprint``. None where it cannot
    be measured (off the table). The C-in-C's footprint is converted once (issue 9).
    """
    out: dict[int, float | None] = {u.id: None for u in units}
    on_table = [u for u in units if u.footprint is not None]
    if cinc is None or not on_table:
        return out
    from adjutant.rules.geometry import distance, distance_to_point

    if cinc.unit_id is not None:
        if cinc_footprint is None:
            return out
        origin = cinc_footprint.to_rules()
        for u in on_table:
            out[u.id] = distance(origin, u.footprint.to_rules())
    elif cinc.x is not None and cinc.y is not None:
        for u in on_table:
            out[u.id] = distance_to_point(u.footprint.to_rules(), cinc.x, cinc.y)
    return out


_SLACK = 1e-6


def _may_enter_corridor(unit: Any, target: Any) -> bool:
    """A cheap necessary condition for CMD-8's corridor test (no shapely).

    The target (convex) can enter the unit's forward corridor (local ``u > depth/2``,
    ``|v| <= width/2``) only if some corner lies ahead of the front edge and the
    corners are not all clearly beyond the same side line. When this is False,
    ``directly_in_front`` is False too, so skipping it changes no answer.
    """
    local = [unit.to_local(x, y) for x, y in target.corners()]
    hd, hw = unit.depth / 2, unit.width / 2
    if max(u for u, _v in local) <= hd:
        return False
    # A millionth of slack: rotations round (cos 90° is not 0), and the rules' own
    # test is tolerant of such noise; only targets clearly to one side are skipped.
    slack = hw + _SLACK
    return not (min(v for _u, v in local) > slack or max(v for _u, v in local) < -slack)


def enemies_in_front(
    side_id: int, oob: Any, field_: Any, only: Any = None
) -> dict[int, bool | None]:
    """CMD-8 for regiments of ``side_id``: an enemy directly in front, nothing between.

    From the battlefield (``rules.geometry.directly_in_front``, every other footprint
    an obstacle, view-blocking terrain too); None off the table, and for regiments
    not in ``only`` when it is given (they are not worked out).
    """
    side = next((s for s in oob.sides if s.id == side_id), None)
    units = side.all_units() if side is not None else ()
    out: dict[int, bool | None] = {u.id: None for u in units}
    if only is not None:
        units = tuple(u for u in units if u.id in only)
    if not any(u.id in field_.footprints for u in units):
        return out  # nothing to work out on the table: no geometry to load
    from adjutant.rules.geometry import directly_in_front

    # Converted once (issue 9), shared by every pair below.
    footprints = {uid: fp.to_rules() for uid, fp in field_.footprints.items()}
    side_of = {u.id: s.id for s in oob.sides for u in s.all_units()}
    enemies = [fp for uid, fp in footprints.items() if side_of.get(uid) not in (None, side_id)]
    terrain = [t.points for t in field_.terrain if t.blocks_view]
    for u in units:
        own = footprints.get(u.id)
        if own is None:
            continue
        obstacles = [fp for uid, fp in footprints.items() if uid != u.id]
        try:
            out[u.id] = any(
                directly_in_front(own, fp, obstacles, terrain)
                for fp in enemies
                if _may_enter_corridor(own, fp)
            )
        except RuleInputError:
            out[u.id] = None
    return out


# ---------------------------------------------------------------- planning


def _formation_names(side: Any) -> dict[int, str]:
    names: dict[int, str] = {}
    stack = list(side.formations)
    while stack:
        node = stack.pop()
        names[node.id] = node.name
        stack.extend(node.children)
    return names


def _maybe_token(value: str | None) -> Token | None:
    """A stored token; one no service would write counts as none placed (CMD-2)."""
    try:
        return None if value is None else Token(value)
    except ValueError:
        return None


#: CMD-6's terms by key, in English (a recorded breakdown keeps keys, rules and values).
_TERM_LABELS = {
    "distance": "Distance to the commander-in-chief, rounded up",
    "command_group": "Incomplete command group",
}


def _breakdown_of(event: event_kinds.ControlTest) -> tuple[Modifier, ...]:
    """CMD-6's terms as they were recorded when the test was rolled."""
    return tuple(
        Modifier(key, _TERM_LABELS.get(key, key), rule, value)
        for key, rule, value in event.breakdown
    )


def _reckless_terms() -> tuple[Modifier, ...]:
    return (
        Modifier(
            "reckless_faces",
            f"Faces 1-{cmd.RECKLESS_MAX_FACE} of the d20 change the token",
            "CMD-8",
            cmd.RECKLESS_MAX_FACE,
        ),
    )


@dataclass
class _Reading:
    """What one plan reads from the game (one moment)."""

    info: Any
    oob: Any
    field_: Any
    events: tuple[Any, ...]


def _read(game: Any) -> _Reading:
    from adjutant.store.read import queries

    with game.read():  # one moment (inside an action: the action's own connection)
        info = queries.game_info(game)
        return _Reading(
            info,
            queries.order_of_battle(game),
            queries.battlefield(game),
            tuple(row.event for row in queries.events(game, turn=info.turn)),
        )


def plan_command(
    game: Any, inputs: CommandInputs | None = None, *, units: Any = None
) -> CommandPlan:
    """The command step for ``inputs.side_id`` (the active side by default), now.

    ``units`` (unit ids) limits the reckless entries and the geometry worked out to
    those regiments (the resolver re-plans one entry so). Bad inputs were refused when
    the :class:`CommandInputs` were made.
    """
    return _plan(_read(game), inputs or CommandInputs(), units)


def _plan(reading: _Reading, inputs: CommandInputs, units: Any) -> CommandPlan:
    info, oob = reading.info, reading.oob
    ruleset = Ruleset.from_stored(info.ruleset)
    uses = ruleset.uses(Tool.TOKENS)
    before = ruleset.reckless_before_declarations
    wanted_side = inputs.side_id if inputs.side_id is not None else info.active_side_id
    side = next((s for s in oob.sides if s.id == wanted_side), None)
    if side is None and inputs.side_id is None and oob.sides:
        side = oob.sides[0]
    steps = (
        (Step.PLACEMENT, Step.RECKLESS, Step.DECLARATIONS)
        if before
        else (Step.PLACEMENT, Step.DECLARATIONS, Step.RECKLESS)
    )
    placements = tuple(
        PlacementRow(
            u.id, s.id, u.name, names.get(u.formation_id, ""), _maybe_token(u.token), u.reckless
        )
        for s in oob.sides
        for names in (_formation_names(s),)
        for u in s.all_units()
        if u.status != "destroyed"
    )
    if side is None:
        return CommandPlan(
            info.turn, info.phase, None, None, info.active_side_id,
            tuple((s.id, s.name) for s in oob.sides), uses, steps, steps[0], None,
            (), placements, (), (),
        )  # fmt: skip
    every = side.all_units()
    regiments = tuple(u for u in every if u.status != "destroyed")
    by_id = {u.id: u for u in every}
    wanted_ids = set(by_id) if units is None else {int(i) for i in units}

    # This turn's command events of the side's regiments: the latest of each kind.
    declared_done: dict[int, Any] = {}
    reckless_done: dict[int, event_kinds.RecklessRoll] = {}
    for event in reading.events:
        unit_id: int | None = getattr(event, "unit_id", None)
        if unit_id is None or unit_id not in by_id:
            continue
        if isinstance(event, event_kinds.ControlTest | event_kinds.TokenChange):
            declared_done[unit_id] = event
        elif isinstance(event, event_kinds.RecklessRoll):
            reckless_done[unit_id] = event

    its_turn = info.active_side_id is None or info.active_side_id == side.id
    cinc = side.commander
    cinc_unit = by_id.get(cinc.unit_id) if cinc is not None and cinc.unit_id else None
    cinc_info = None
    if cinc is not None:
        alone = cinc.unit_id is None
        cinc_info = CincInfo(
            cinc.name,
            cinc.unit_id,
            cinc_unit.name if cinc_unit is not None else None,
            cinc.x if alone else None,
            cinc.y if alone else None,
            (cinc.x is not None and cinc.y is not None)
            if alone
            else cinc_unit is not None and cinc_unit.footprint is not None,
        )

    def refused_for_all(unit: Any) -> Reason | None:
        if not uses:
            return Reason.NO_TOKENS
        if not its_turn:
            return Reason.NOT_ITS_TURN
        if unit.status == "destroyed":
            return Reason.DESTROYED
        if _maybe_token(unit.token) is None:
            return Reason.NO_TOKEN
        return None

    # ---- CMD-8: the reckless regiments
    reckless_units = [u for u in regiments if u.reckless and u.id in wanted_ids]
    computed = enemies_in_front(
        side.id,
        oob,
        reading.field_,
        only={u.id for u in reckless_units if u.id not in reckless_done},
    )
    reckless = tuple(
        _reckless_entry(
            u, side.id, inputs, computed.get(u.id), reckless_done.get(u.id),
            refused_for_all(u), before and u.id in declared_done,
        )
        for u in reckless_units
    )  # fmt: skip
    reckless_by_id = {e.unit_id: e for e in reckless}

    # ---- CMD-3..7: the declared changes
    declared_ids = [
        u.id
        for u in every
        if u.id in wanted_ids and (u.id in inputs.declared or u.id in declared_done)
    ]
    test_ids = [uid for uid in declared_ids if uid not in declared_done]
    measured = measured_distances(
        cinc, cinc_unit.footprint if cinc_unit is not None else None, [by_id[i] for i in test_ids]
    )
    declarations = []
    for uid in declared_ids:
        u = by_id[uid]
        done = declared_done.get(uid)
        if done is not None:
            declarations.append(_done_declaration(u, side.id, done))
            continue
        declarations.append(
            _declaration(
                u,
                side.id,
                inputs,
                measured.get(uid),
                refused_for_all(u),
                _order_refusal(u, before, reckless_by_id.get(uid), uid in reckless_done),
            )
        )

    rows = tuple(_regiment_row(u, declared_done.get(u.id), inputs) for u in regiments)
    placing = (
        info.turn == 1
        and not declared_done
        and not reckless_done
        and any(u.token is None for u in regiments)
    )
    return CommandPlan(
        turn=info.turn,
        phase=info.phase,
        side_id=side.id,
        side=side.name,
        active_side_id=info.active_side_id,
        sides=tuple((s.id, s.name) for s in oob.sides),
        uses_tokens=uses,
        steps=steps,
        start=Step.PLACEMENT if placing else steps[1],
        cinc=cinc_info,
        regiments=rows,
        placements=placements,
        reckless=reckless,
        declarations=tuple(declarations),
    )


def _order_refusal(
    unit: Any, before: bool, reckless: RecklessEntry | None, rolled: bool
) -> Reason | None:
    """CMD-8 [choice]: a regiment's reckless roll and its declared change, in order."""
    if not unit.reckless:
        return None
    if not before:
        return Reason.RECKLESS_DONE if rolled else None
    if reckless is not None and reckless.state is EntryState.PENDING:
        return Reason.RECKLESS_FIRST
    if reckless is not None and reckless.reason is Reason.ENEMY_UNKNOWN:
        return Reason.RECKLESS_FIRST
    return None


def _reckless_entry(
    u: Any,
    side_id: int,
    inputs: CommandInputs,
    computed: bool | None,
    done: event_kinds.RecklessRoll | None,
    refusal: Reason | None,
    declared_first: bool,
) -> RecklessEntry:
    mine = inputs.only(u.id)
    if done is not None:
        return RecklessEntry(
            u.id, side_id, u.name, done.token_before, None, None, done.enemy_in_front,
            done.enemy_in_front_source, EntryState.DONE, Reason.ALREADY_ROLLED, done.chance,
            done.token if done.changed else None, _reckless_terms(), mine, done,
        )  # fmt: skip
    token = _maybe_token(u.token)
    answer = inputs.enemy_in_front.get(u.id)
    front = answer if answer is not None else computed
    source = "typed" if answer is not None else ("measured" if computed is not None else None)

    def entry(state: EntryState, reason: Reason | None = None, **more: Any) -> RecklessEntry:
        return RecklessEntry(
            u.id, side_id, u.name, token, computed, answer, front, source, state, reason,
            inputs=mine, **more,
        )  # fmt: skip

    if refusal is not None:
        return entry(EntryState.REFUSED, refusal)
    if declared_first:
        return entry(EntryState.REFUSED, Reason.DECLARED_DONE)
    if token is Token.ATTACK:
        return entry(EntryState.NO_ROLL, Reason.ATTACK_STAYS)
    if front is None:
        return entry(EntryState.REFUSED, Reason.ENEMY_UNKNOWN)
    if token is None:  # CMD-2 (the refusal above says so already)
        return entry(EntryState.REFUSED, Reason.NO_TOKEN)
    if not cmd.reckless_roll_needed(token, front):
        return entry(EntryState.NO_ROLL, Reason.NO_ENEMY)
    return entry(
        EntryState.PENDING,
        chance=cmd.reckless_chance(token, front),
        becomes=cmd.reckless_token(token, 1, front),
        breakdown=_reckless_terms(),
    )


def _declaration(
    u: Any,
    side_id: int,
    inputs: CommandInputs,
    measured: float | None,
    refusal: Reason | None,
    order: Reason | None,
) -> DeclarationEntry:
    token = _maybe_token(u.token)
    wanted = inputs.declared[u.id]
    typed = inputs.distances.get(u.id)
    members = u.command_group_members
    base = {
        "members": members,
        "measured": measured,
        "typed": typed,
        "inputs": inputs.only(u.id),
    }

    def entry(state: EntryState, reason: Reason | None = None, **more: Any) -> DeclarationEntry:
        return DeclarationEntry(u.id, side_id, u.name, token, wanted, state, reason, **base, **more)

    if refusal is not None:
        return entry(EntryState.REFUSED, refusal)
    if token == wanted:
        return entry(EntryState.REFUSED, Reason.SAME_TOKEN)
    if abs(_LADDER.index(token) - _LADDER.index(wanted)) > 1:
        return entry(EntryState.REFUSED, Reason.TWO_STEPS)
    mode = cmd.change_mode(u.is_cinc_unit, members)
    if mode is not ChangeMode.TEST:
        return entry(EntryState.AUTOMATIC, mode=mode, chance=Fraction(1))
    if order is not None:
        return entry(EntryState.REFUSED, order, mode=mode)
    # CMD-6 (and CHG-5's habit): a distance typed by the players wins over a measured one.
    distance, source = (typed, "typed") if typed is not None else (measured, "measured")
    if distance is None:
        return entry(EntryState.REFUSED, Reason.NO_DISTANCE, mode=mode)
    test = cmd.control_test(distance, members)
    return entry(
        EntryState.PENDING,
        mode=mode,
        distance=test.distance,
        distance_source=source,
        difficulty=test.difficulty,
        needed=test.needed,
        chance=test.chance,
        breakdown=test.breakdown,
    )


def _done_declaration(u: Any, side_id: int, done: Any) -> DeclarationEntry:
    """A change resolved this turn, showing what was shown before its roll."""
    common = {
        "unit_id": u.id,
        "side_id": side_id,
        "unit": u.name,
        "token": done.token_from,
        "wanted": done.wanted,
        "state": EntryState.DONE,
        "reason": Reason.ALREADY_DECLARED,
        "members": u.command_group_members,
        "done": done,
    }
    if isinstance(done, event_kinds.TokenChange):
        return DeclarationEntry(**common, mode=done.mode, chance=done.chance or Fraction(1))
    return DeclarationEntry(
        **{**common, "members": done.members},
        mode=ChangeMode.TEST,
        distance=done.distance,
        distance_source=done.distance_source,
        typed=done.distance if done.distance_source == "typed" else None,
        difficulty=done.difficulty,
        needed=done.needed,
        chance=done.chance,
        breakdown=_breakdown_of(done),
    )


def _regiment_row(u: Any, done: Any, inputs: CommandInputs) -> RegimentRow:
    token = done.token_from if done is not None else _maybe_token(u.token)
    wanted = done.wanted if done is not None else inputs.declared.get(u.id)
    return RegimentRow(
        unit_id=u.id,
        unit=u.name,
        token=token,
        wanted=wanted,
        usual=None if token is None else _USUAL[token],
        choices=() if token is None else tuple(t for t in _LADDER if t is not token),
        members=u.command_group_members,
        with_cinc=u.is_cinc_unit,
        reckless=u.reckless,
        done=done is not None,
        now=_maybe_token(u.token),
    )

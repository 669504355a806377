"""The melee services: a round recorded exactly as planned, break tests, ending a combat.

For the melee window (``adjutant.windows.melee``) and scripts; RULES.md §3, MEL-1..11
(issues 6, 14). Each service is one ``Game.action`` (one user intent, undoable) and
refuses bad input with ``InvalidField`` (or the rules' ``RuleInputError``), changing
nothing:

- :func:`resolve_melee` ``(game, entry, dice)`` — the round ``plan_melee`` showed
  (``MeleePlan.round``), with :class:`MeleeDice`: rolled by Adjutant, the faces of each
  attack typed, or the hits of each attack typed. Inside its action the round is planned
  again from the file and refused ("the table changed since this chance was shown")
  if it differs, so the chance recorded is the one shown. The hits of each attack are
  casualties of the unit it struck (MEL-11; a hedgehog's pike unit, MEL-4, through
  ``store.services.strength``), the combat is opened or its round and last winner updated (MEL-10's
  +1 next round), and the effective set-up is saved with the round.
- :func:`record_break_test` — the break test outcomes the players enter (MEL-11: the test
  belongs to the base rules), one per unit or per hedgehog (MEL-4); a failed test breaks
  the unit(s), and the combat ends when every unit of a side is broken or destroyed.
- :func:`close_combat` — the players end a combat (a side withdrew).

Rounds and break tests belong to the melee phase (``store.format.phases``): out of it they are
refused unless the player confirmed (``MeleeInputs.out_of_phase``, ``out_of_phase=``),
and then logged as out of phase.

This module also re-exports the melee set-up (``melee_setup``), the round planner
(``melee_round``) and the game planner (``melee_plan``, with ``setup_from_charge``: the
melee a charge that reached brings on, issue 22), so callers need one import.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from adjutant.rules import melee
from adjutant.rules.units import Side, Status
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.format.phases import check_phase
from adjutant.store.format.validate import check_bool, check_int
from adjutant.store.tools.base.recording import Resolution, record, roll, ruleset_of
from adjutant.store.tools.base.resolve import Step, resolve_step
from adjutant.store.tools.melee.planner import (
    BREAK_KIND,
    CHARGE,
    NOT_CHARGING,
    PLAYERS,
    ROUND_KIND,
    BreakEntry,
    DoneRound,
    EntryState,
    FighterState,
    MeleeInputs,
    MeleePlan,
    Refusal,
    RoundEntry,
    busy_units,
    charge_events_this_turn,
    charges_this_turn,
    continue_setup,
    game_ruleset,
    last_setup,
    plan_melee,
    setup_from_charge,
    units_of,
)
from adjutant.store.tools.melee.round import (
    FLANK_OR_REAR,
    NEARBY_FACTOR,
    AttackPlan,
    GroupPlan,
    RoundPlan,
    SupportLine,
    _groups,
    plan_round,
)
from adjutant.store.tools.melee.setup import (
    ADD,
    REMOVE,
    SIDES,
    Contact,
    FighterSetup,
    MeleeSetup,
    SupportOverride,
    charge_engagement,
    engagement_from,
    measured_contacts,
)

if TYPE_CHECKING:
    from adjutant.store.file.journal import Change
    from adjutant.store.file.models import Combat, GameMeta

# The writer's side (the ORM: models, services, strength) is imported by the functions
# that record, not with this module: the melee window imports it to plan, before the game
# is on screen, and SQLAlchemy is not needed then (issue 28).

#: How the dice of a round were given (``MeleeDice.mode``).
VIRTUAL, FACES, HITS = "virtual", "faces", "hits"
_ROUND_RULES = ("MEL-1", "MEL-2", "MEL-3", "MEL-4", "MEL-5", "MEL-6", "MEL-7", "MEL-10", "MEL-11")


@dataclass(frozen=True, slots=True)
class MeleeDice:
    """The dice of one round: ``mode`` :data:`VIRTUAL` (Adjutant rolls from the game's
    seed), :data:`FACES` (``a`` / ``b``: the d6 faces of each rolled attack of side A / B,
    in ``RoundPlan.rolled`` order) or :data:`HITS` (``a`` / ``b``: the hits of each)."""

    mode: str = VIRTUAL
    a: tuple[Any, ...] = ()
    b: tuple[Any, ...] = ()

    @classmethod
    def virtual(cls) -> MeleeDice:
        return cls(VIRTUAL)

    @classmethod
    def faces(cls, a: Sequence[Sequence[int]], b: Sequence[Sequence[int]]) -> MeleeDice:
        return cls(FACES, _tuple("faces_a", a, nested=True), _tuple("faces_b", b, nested=True))

    @classmethod
    def hits(cls, a: Sequence[int], b: Sequence[int]) -> MeleeDice:
        return cls(HITS, _tuple("hits_a", a), _tuple("hits_b", b))


def _tuple(name: str, values: Any, *, nested: bool = False) -> tuple[Any, ...]:
    if isinstance(values, str | bytes | Mapping) or not isinstance(values, Sequence):
        raise InvalidField(name, values, "must be a list, one entry per attack")
    if nested:
        out = []
        for v in values:
            if isinstance(v, str | bytes | Mapping) or not isinstance(v, Sequence):
                raise InvalidField(name, values, "must be one list of d6 faces per attack")
            out.append(tuple(v))
        return tuple(out)
    return tuple(values)


# ============================================================================ recording


def _hits(field_name: str, values: Sequence[Any], attacks: Sequence[AttackPlan]) -> list[int]:
    if len(values) != len(attacks):
        raise InvalidField(field_name, values, f"needs {len(attacks)} hit counts, one per attack")
    return [check_int(field_name, h, 0, a.dice) for h, a in zip(values, attacks, strict=True)]


def _faces(
    m: GameMeta, dice: MeleeDice, rolled: Mapping[str, Sequence[AttackPlan]]
) -> tuple[list[list[int]], list[list[int]]]:
    """MEL-3: each side's d6 faces, one list per rolled attack: the typed ones (checked by
    the rules, a face of 7 refused), or rolled from the game's seed, side A's first."""
    if dice.mode == FACES:
        out = []
        for name, side, typed in (("faces_a", "a", dice.a), ("faces_b", "b", dice.b)):
            if len(typed) != len(rolled[side]):
                raise InvalidField(
                    name, list(typed), f"needs {len(rolled[side])} lists of faces, one per attack"
                )
            out.append([list(f) for f in typed])
        return out[0], out[1]
    return tuple(  # type: ignore[return-value]
        [list(roll(m, "virtual", 6, a.dice, None, "MEL-3")) for a in rolled[side]] for side in SIDES
    )


def _open_combat(s: Any, combat_id: int | None) -> Combat | None:
    """The open combat a round continues (None: the round opens a new one)."""
    if combat_id is None:
        return None
    from adjutant.store.file.models import Combat
    from adjutant.store.services.edits import get

    combat: Combat = get(s, Combat, combat_id, "combat_id")
    if not combat.is_open:
        raise InvalidField("combat_id", combat_id, "this combat is over")
    return combat


def _combat_round(
    s: Any, m: GameMeta, combat: Combat | None, ids_a: list[int], ids_b: list[int], winner: Any
) -> Combat:
    """A round fought: open the combat (``combat`` None) or count the round and keep its
    last winner for MEL-3's +1 next round; flushed, so a new combat has its id."""
    from adjutant.store.file.models import Combat

    if combat is None:
        combat = Combat(
            units_a=ids_a,
            units_b=ids_b,
            round=1,
            last_winner=winner,
            is_open=True,
            turn_started=m.turn,
        )
        s.add(combat)
    else:
        combat.round += 1
        combat.last_winner = winner
        combat.units_a, combat.units_b = ids_a, ids_b
    s.flush()
    return combat


def resolve_melee(game: Game, entry: RoundEntry, dice: MeleeDice | None = None) -> Change:
    """Record the round ``entry`` (``plan_melee(...).round``) with ``dice`` (default:
    virtual). Refused: an entry the plan refused (its rule's reason), one the file no longer
    gives (``StalePlan``), a round out of the melee phase not confirmed in
    ``entry.inputs``, bad dice. ``Change.result`` is a ``resolve.Resolution`` whose
    ``event`` is the ``events.MeleeRound``; its outcome: {"hits_a", "hits_b", "score_a",
    "score_b", "winner": "a"|"b"|None, "combat_id", "round", "casualties": {id: n}}."""
    if not isinstance(entry, RoundEntry):
        raise InvalidField("entry", entry, "must be the round of a melee plan")
    dice = MeleeDice.virtual() if dice is None else dice
    if not isinstance(dice, MeleeDice) or dice.mode not in (VIRTUAL, FACES, HITS):
        raise InvalidField("dice", dice, "must be MeleeDice: virtual, faces or hits")
    from adjutant.store.file.models import Unit
    from adjutant.store.services.edits import get, side_of_unit
    from adjutant.store.services.strength import add_casualties

    def refuse(fresh: RoundEntry) -> None:
        if fresh.refusal is not None:
            raise fresh.refusal.error()

    def record_round(step: Step[RoundEntry]) -> Resolution:
        s, m, out_of_phase = step.session, step.meta, step.out_of_phase
        plan, setup = entry.plan, entry.setup
        assert plan is not None and setup is not None  # a pending entry has both
        combat = _open_combat(s, entry.combat_id)
        rolled = {side: plan.rolled(side) for side in SIDES}
        faces: list[Any] = []
        if dice.mode == HITS:
            res = melee.resolve_round_from_hits(
                plan.side_a,
                _hits("hits_a", dice.a, rolled["a"]),
                plan.side_b,
                _hits("hits_b", dice.b, rolled["b"]),
                tie_winner=plan.tie_winner,
            )
        else:
            fa, fb = _faces(m, dice, rolled)
            res = melee.resolve_round(plan.side_a, fa, plan.side_b, fb, tie_winner=plan.tie_winner)
            faces = [fa, fb]
        casualties: dict[int, int] = {}  # the units struck, in the order of the attacks
        for side, hits in (("a", res.hits_a), ("b", res.hits_b)):
            for attack, h in zip(rolled[side], hits, strict=True):
                casualties[attack.target] = casualties.get(attack.target, 0) + h
        if ruleset_of(m).hits_are_casualties:  # MEL-11 [choice]: one hit is one casualty
            for unit_id, n in casualties.items():  # a unit with no model left dies
                add_casualties(get(s, Unit, unit_id, "setup"), n)
        winner = None if res.winner is None else res.winner.value
        ids_a, ids_b = list(setup.ids("a")), list(setup.ids("b"))
        combat = _combat_round(s, m, combat, ids_a, ids_b, winner)
        names = {i: get(s, Unit, i, "setup").name for i in (*ids_a, *ids_b)}
        name_a = " + ".join(names[i] for i in ids_a)
        name_b = " + ".join(names[i] for i in ids_b)
        verdict = "draw" if winner is None else f"{name_a if winner == 'a' else name_b} win"
        if winner is not None and res.score_a == res.score_b:
            verdict += " the tie as defenders (MEL-10)"
        odds = plan.odds
        return record(
            s,
            m,
            step.action_id,
            event_kinds.MeleeRound(
                side_id=side_of_unit(s, get(s, Unit, ids_a[0], "setup")),
                summary=(
                    f"{name_a} v {name_b}, round {combat.round}: "
                    f"{res.score_a}–{res.score_b}, {verdict}"
                ),
                chance=odds.p_win,
                dice=tuple(tuple(tuple(f) for f in side) for side in faces),
                dice_source="physical" if dice.mode != VIRTUAL else "virtual",
                rule_ids=_ROUND_RULES,
                out_of_phase=out_of_phase,
                units_a=tuple(combat.units_a),
                units_b=tuple(combat.units_b),
                attacks_a=tuple(
                    event_kinds.Attack(a.attacker, a.target, a.dice, a.needed) for a in rolled["a"]
                ),
                attacks_b=tuple(
                    event_kinds.Attack(a.attacker, a.target, a.dice, a.needed) for a in rolled["b"]
                ),
                static_a=plan.side_a.static,
                static_b=plan.side_b.static,
                round=combat.round,
                p_draw=odds.p_draw,
                p_lose=odds.p_lose,
                # MEL-10 [choice]: who defends, and who takes a tie (None: a tie is a draw).
                defender=Side(plan.defender),
                tie_winner=plan.tie_winner,
                hits_a=tuple(res.hits_a),
                hits_b=tuple(res.hits_b),
                score_a=res.score_a,
                score_b=res.score_b,
                winner=res.winner,
                combat_id=combat.id,
                supports=tuple(
                    event_kinds.Support(sp.fighter, sp.candidate, sp.quarter.value, sp.manual)
                    for sp in plan.supports()
                    if sp.counts
                ),
                hits_typed=dice.mode == HITS,
                setup=setup.to_json(),
                casualties=tuple(casualties.items()),
            ),
        )

    return resolve_step(
        game,
        action_labels.MELEE_ROUND,
        entry,
        # Through the action's own connection (Game.read): a batch's earlier calls count.
        replan=lambda: plan_melee(game, entry.inputs).round,
        refuse=refuse,
        kind=ROUND_KIND,
        confirmed=entry.inputs.out_of_phase,
        record=record_round,
        dice_mode="virtual" if dice.mode == VIRTUAL else "physical",
        field="entry",
        value=entry.number,
    )


def record_break_test(
    game: Game, combat_id: int, results: Mapping[int, bool], *, out_of_phase: bool = False
) -> Change:
    """Record the break tests the players rolled (MEL-11: the test is the base rules').

    ``results``: unit id -> passed. A hedgehog takes one test (MEL-4): give its pike
    unit (or any member) and the result applies to every unit in it. A failed test
    marks the unit broken; when every unit of one side is broken or destroyed the
    combat ends. Out of the melee phase: refused unless ``out_of_phase`` (confirmed).
    Outcome: {"results": {unit id: passed}, "broken": [...], "closed"}.
    """
    check_int("combat_id", combat_id, 1)
    check_bool("out_of_phase", out_of_phase)
    if not isinstance(results, Mapping) or not results:
        raise InvalidField("results", results, "enter at least one break test result")
    from adjutant.store.file.models import Combat, Unit
    from adjutant.store.services.edits import get, meta, side_of_unit

    setup = last_setup(game, combat_id)
    with game.action(action_labels.BREAK_TEST) as act:
        s = act.session
        m = meta(s)
        combat = get(s, Combat, combat_id, "combat_id")
        if not combat.is_open:
            raise InvalidField("combat_id", combat_id, "this combat is over")
        late = check_phase(BREAK_KIND, m.phase, out_of_phase=out_of_phase)
        members = set(combat.units_a) | set(combat.units_b)
        hedgehogs = []
        if setup is not None:
            hedgehogs = [g[1] for g in _groups(setup).values() if g[2]]
        applied: dict[int, bool] = {}
        for unit_id, passed in results.items():
            check_int("results", unit_id, 1)
            check_bool("results", passed)
            if unit_id not in members:
                raise InvalidField("results", unit_id, "not a unit of this combat")
            hog = next((h for h in hedgehogs if unit_id in h), None)
            if hog is not None:
                # MEL-4: the hedgehog's members (unit ids) and whether each breaks.
                applied.update(cast("dict[int, bool]", melee.hedgehog_break_result(hog, passed)))
            else:
                applied[unit_id] = passed
        broken = []
        for unit_id, passed in applied.items():
            u = get(s, Unit, unit_id, "results")
            if not passed and u.status != Status.DESTROYED.value:
                u.status = Status.BROKEN.value
                broken.append(unit_id)
        s.flush()

        def out(ids: Iterable[int]) -> bool:
            return all(
                get(s, Unit, i, "setup").status in (Status.BROKEN.value, Status.DESTROYED.value)
                for i in ids
            )

        closed = out(combat.units_a) or out(combat.units_b)
        if closed:
            combat.is_open = False
        names = {i: get(s, Unit, i, "setup").name for i in applied}
        text = ", ".join(f"{names[i]} {'passes' if ok else 'fails'}" for i, ok in applied.items())
        first = get(s, Unit, next(iter(applied)), "setup")
        act.result = record(
            s,
            m,
            act.action_id,
            event_kinds.BreakTest(
                side_id=side_of_unit(s, first),
                summary=f"Break test: {text}" + (" — the combat ends" if closed else ""),
                rule_ids=("MEL-4", "MEL-11"),
                out_of_phase=late,
                combat_id=combat_id,
                entered=tuple(results.items()),
                results=tuple(applied.items()),
                broken=tuple(broken),
                closed=closed,
            ),
        )
    return act.ended


def close_combat(game: Game, combat_id: int) -> Change:
    """End an open combat (a side broke or withdrew): it offers no more rounds."""
    from adjutant.store.file.models import Combat
    from adjutant.store.services.edits import get

    check_int("combat_id", combat_id, 1)
    with game.action(action_labels.END_COMBAT) as act:
        combat = get(act.session, Combat, combat_id, "combat_id")
        if not combat.is_open:
            raise InvalidField("combat_id", combat_id, "this combat is over already")
        combat.is_open = False
    return act.ended


__all__ = [
    "ADD",
    "CHARGE",
    "FACES",
    "FLANK_OR_REAR",
    "HITS",
    "NEARBY_FACTOR",
    "NOT_CHARGING",
    "PLAYERS",
    "REMOVE",
    "SIDES",
    "VIRTUAL",
    "AttackPlan",
    "BreakEntry",
    "Contact",
    "DoneRound",
    "EntryState",
    "FighterSetup",
    "FighterState",
    "GroupPlan",
    "MeleeDice",
    "MeleeInputs",
    "MeleePlan",
    "MeleeSetup",
    "Refusal",
    "Resolution",
    "RoundEntry",
    "RoundPlan",
    "SupportLine",
    "SupportOverride",
    "busy_units",
    "charge_engagement",
    "charge_events_this_turn",
    "charges_this_turn",
    "close_combat",
    "continue_setup",
    "engagement_from",
    "game_ruleset",
    "last_setup",
    "measured_contacts",
    "plan_melee",
    "plan_round",
    "record_break_test",
    "resolve_melee",
    "setup_from_charge",
    "units_of",
]

"""Resolution services: tests and combats decided by ``adjutant.rules``, logged and applied.

For the tool windows (command, melee; issues 4-6). Each call
is one recorded, undoable action (``Game.action``) that: checks its inputs
(physical faces through ``rules.dice``, so a d6 face of 7 is refused and nothing
changes), rolls virtual dice from the game's seed and position (``rules.dice.
Roller``; the new position is saved in the same transaction, so undo rewinds
it), asks the rules for the outcome, writes one ``Event`` (inputs, the exact
chance shown as "num/den", dice and their source, outcome, rule ids) and
applies the effect (token, casualties, combat round, figure state). The store
holds no rule logic: every decision below is a call into ``adjutant.rules``.

``Change.result`` is a :class:`Resolution`. The dice and the log row are
``store.recording``'s (re-exported here: ``roll``, ``record``, ``ruleset_of``); the
charge lives with its planner in ``store.charge_plan`` (``resolve_charge`` is
re-exported here for its older callers; issue 14), the odds combats and the gladiators
with theirs (``store.odds_plan``, ``store.hex_plan``).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from adjutant.rules import command as cmd
from adjutant.rules.units import Side
from adjutant.store import events as ev
from adjutant.store.charge_plan import resolve_charge as resolve_charge  # moved (issue 14)
from adjutant.store.errors import InvalidField
from adjutant.store.game import Game
from adjutant.store.journal import Change
from adjutant.store.models import (
    Combat,
    Commander,
    FootprintRow,
    Formation,
    GameMeta,
    Terrain,
    Unit,
)
from adjutant.store.recording import Resolution as Resolution
from adjutant.store.recording import dice_mode_of as _dice_mode
from adjutant.store.recording import fraction_text as fraction_text
from adjutant.store.recording import record as record
from adjutant.store.recording import roll as roll
from adjutant.store.recording import ruleset_of as ruleset_of
from adjutant.store.services import get, meta, side_of_unit
from adjutant.store.strength import add_casualties
from adjutant.store.validate import check_bool, check_int, check_number


def _footprint(s: Session, unit_id: int):
    from adjutant.rules.geometry import Footprint

    fp = s.get(FootprintRow, unit_id)
    return None if fp is None else Footprint(fp.x, fp.y, fp.facing, fp.width, fp.depth)


def _members(u: Unit) -> int:
    return int(u.has_commander) + int(u.has_standard_bearer) + int(u.has_musician)


def _cinc(s: Session, side_id: int) -> Commander | None:
    return s.scalar(select(Commander).where(Commander.side_id == side_id))


def measured_cinc_distance(s: Session, u: Unit) -> float | None:
    """CMD-6: edge-to-edge distance from the C-in-C (his unit, or his figure) to ``u``, if on the table."""
    from adjutant.rules.geometry import distance, distance_to_point

    c = _cinc(s, side_of_unit(s, u))
    target = _footprint(s, u.id)
    if c is None or target is None:
        return None
    if c.unit_id is not None:
        own = _footprint(s, c.unit_id)
        return None if own is None else distance(own, target)
    if c.x is None or c.y is None:
        return None
    return distance_to_point(target, c.x, c.y)


def _token(u: Unit) -> cmd.Token:
    if u.token is None:
        raise InvalidField("unit_id", u.id, f"{u.name} has no token placed yet (CMD-2)")
    return cmd.Token(u.token)


def _is_cinc_unit(s: Session, u: Unit) -> bool:
    return s.scalar(select(Commander.id).where(Commander.unit_id == u.id)) is not None


# ---------------------------------------------------------------- command (CMD)


def control_odds(game: Game, unit_id: int, distance: float | None = None) -> cmd.ControlTest:
    """CMD-5/6: the test a token change would need, before any roll (typed distance wins).

    InvalidField if the distance is not given and cannot be measured.
    """
    with game.transaction() as s:
        u = get(s, Unit, unit_id, "unit_id")
        d = _distance_for(s, u, distance)
        return cmd.control_test(d, _members(u))


def _distance_for(s: Session, u: Unit, distance: float | None) -> float:
    if distance is not None:
        return check_number("distance", distance, 0)
    measured = measured_cinc_distance(s, u)
    if measured is None:
        raise InvalidField(
            "distance",
            None,
            "cannot measure the distance to the commander-in-chief: type the distance measured on the table",
        )
    return measured


def change_token(game: Game, unit_id: int, wanted: str) -> Change:
    """CMD-4/CMD-7: an automatic token change (the C-in-C's unit or a full command group).

    Refused (InvalidField) when the unit needs a control test (use ``resolve_control_test``)
    or the change is more than one step (CMD-7).
    """
    with game.action("Change token") as act:
        s = act.session
        m = meta(s)
        u = get(s, Unit, unit_id, "unit_id")
        current = _token(u)
        wanted_t = _wanted(wanted)
        cmd.require_change(current, wanted_t)
        mode = cmd.change_mode(_is_cinc_unit(s, u), _members(u))
        if mode is cmd.ChangeMode.TEST:
            raise InvalidField(
                "unit_id", unit_id, f"{u.name} needs a control test to change token (CMD-5)"
            )
        u.token = wanted_t.value
        why = (
            "with the commander-in-chief"
            if mode is cmd.ChangeMode.AUTOMATIC_CINC
            else "full command group"
        )
        act.result = record(
            s,
            m,
            act.action_id,
            ev.TokenChange(
                side_id=side_of_unit(s, u),
                summary=f"{u.name}: {current.value} → {wanted_t.value} (automatic, {why})",
                chance=Fraction(1),
                rule_ids=("CMD-4", "CMD-7"),
                unit_id=u.id,
                unit=u.name,
                token_from=current,
                wanted=wanted_t,
                mode=mode,
                token=wanted_t,
            ),
        )
    return act.change


def _wanted(wanted: Any) -> cmd.Token:
    try:
        return cmd.Token(wanted)
    except ValueError:
        raise InvalidField("wanted", wanted, "must be defence, move or attack") from None


def resolve_control_test(
    game: Game,
    unit_id: int,
    wanted: str,
    *,
    distance: float | None = None,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
) -> Change:
    """CMD-5/6/7: a control test (one d20) for a declared token change.

    ``distance`` typed by the players wins over the measured one (None = measure
    from the battlefield). Two-step changes are refused before any die (CMD-7);
    a unit that changes automatically (CMD-4) is refused: call ``change_token``.
    Outcome: {"passed", "token", "difficulty", "needed"}.
    """
    with game.action("Control test") as act:
        s = act.session
        m = meta(s)
        u = get(s, Unit, unit_id, "unit_id")
        current = _token(u)
        wanted_t = _wanted(wanted)
        cmd.require_change(current, wanted_t)
        if cmd.change_mode(_is_cinc_unit(s, u), _members(u)) is not cmd.ChangeMode.TEST:
            raise InvalidField(
                "unit_id",
                unit_id,
                f"{u.name} changes token automatically (CMD-4): use change_token",
            )
        typed = distance is not None
        d = _distance_for(s, u, distance)
        odds = cmd.control_test(d, _members(u))
        mode = _dice_mode(m, dice_mode)
        (face,) = roll(m, mode, 20, 1, faces, "CMD-5")
        test = cmd.control_test(d, _members(u), face)
        if test.passed:
            u.token = wanted_t.value
        act.result = record(
            s,
            m,
            act.action_id,
            ev.ControlTest(
                side_id=side_of_unit(s, u),
                summary=(
                    f"{u.name}: control test {current.value} → {wanted_t.value}, "
                    f"needs {test.needed}+, rolled {face}: {'passed' if test.passed else 'failed'}"
                ),
                chance=odds.chance,
                dice=(face,),
                dice_source=mode,
                rule_ids=("CMD-5", "CMD-6", "CMD-7"),
                unit_id=u.id,
                unit=u.name,
                token_from=current,
                wanted=wanted_t,
                distance=d,
                distance_source="typed" if typed else "measured",
                members=_members(u),
                difficulty=test.difficulty,
                needed=test.needed,
                breakdown=tuple((b.key, b.rule, b.value) for b in test.breakdown),
                passed=test.passed,
                token=cmd.Token(u.token),
            ),
        )
    return act.change


def _enemy_in_front(s: Session, u: Unit) -> bool:
    from adjutant.rules.geometry import directly_in_front

    own = _footprint(s, u.id)
    if own is None:
        raise InvalidField(
            "enemy_in_front",
            None,
            f"{u.name} is not on the table: say whether an enemy is directly in front",
        )
    my_side = side_of_unit(s, u)
    side_by_formation = dict(s.execute(select(Formation.id, Formation.side_id)).all())
    footprints = {}
    enemies = []
    for row in s.scalars(select(FootprintRow)):
        other = s.get(Unit, row.unit_id)
        fp = _footprint(s, row.unit_id)
        footprints[row.unit_id] = fp
        if side_by_formation[other.formation_id] != my_side:
            enemies.append(row.unit_id)
    terrain = [
        [tuple(p) for p in t.points]
        for t in s.scalars(select(Terrain).where(Terrain.blocks_view.is_(True)))
    ]
    obstacles = [fp for uid, fp in footprints.items() if uid != u.id]
    return any(directly_in_front(own, footprints[e], obstacles, terrain) for e in enemies)


def resolve_reckless_roll(
    game: Game,
    unit_id: int,
    *,
    enemy_in_front: bool | None = None,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
) -> Change:
    """CMD-8: a reckless regiment's d20 at the start of its side's turn.

    ``enemy_in_front`` None = decide from the battlefield (rules.geometry.directly_in_front).
    Refused when no roll matters (not reckless, Attack, or Move with no enemy in front).
    Outcome: {"token_before", "token", "changed"}.
    """
    with game.action("Reckless roll") as act:
        s = act.session
        m = meta(s)
        u = get(s, Unit, unit_id, "unit_id")
        if not u.reckless:
            raise InvalidField("unit_id", unit_id, f"{u.name} is not reckless (CMD-8)")
        current = _token(u)
        typed = enemy_in_front is not None
        front = check_bool("enemy_in_front", enemy_in_front) if typed else _enemy_in_front(s, u)
        if not cmd.reckless_roll_needed(current, front):
            raise InvalidField(
                "unit_id",
                unit_id,
                f"{u.name}: no reckless roll is needed with {current.value} (CMD-8)",
            )
        mode = _dice_mode(m, dice_mode)
        (face,) = roll(m, mode, 20, 1, faces, "CMD-8")
        new = cmd.reckless_token(current, face, front)
        u.token = new.value
        act.result = record(
            s,
            m,
            act.action_id,
            ev.RecklessRoll(
                side_id=side_of_unit(s, u),
                summary=f"{u.name}: reckless roll {face}: {current.value} → {new.value}",
                chance=cmd.reckless_chance(current, front),
                dice=(face,),
                dice_source=mode,
                rule_ids=("CMD-8",),
                unit_id=u.id,
                unit=u.name,
                enemy_in_front=front,
                enemy_in_front_source="typed" if typed else "measured",
                token_before=current,
                token=new,
                changed=new != current,
            ),
        )
    return act.change


# ---------------------------------------------------------------- melee (MEL)


def resolve_melee_round(
    game: Game,
    side_a: Any,
    side_b: Any,
    *,
    units_a: Sequence[int],
    units_b: Sequence[int],
    combat_id: int | None = None,
    dice_mode: str | None = None,
    faces_a: Sequence[Sequence[int]] | None = None,
    faces_b: Sequence[Sequence[int]] | None = None,
    defender: str | None = None,
) -> Change:
    """MEL-3/10/11: one melee round between ``side_a`` and ``side_b`` (``rules.melee.SideSetup``:
    attacks as (dice, needed) and the static bonus, as the melee window computed them).

    MEL-10 [choice]: a tie is a draw while the ruleset's ``tie_is_draw`` is on; off, the
    ``defender`` ("a" | "b"; None = side **B**, by convention the side attacked) wins
    ties (``Ruleset.tie_winner``), in the chance shown and in the outcome alike.

    ``units_a[0]`` / ``units_b[0]`` are the fighting units: with "one hit is one casualty"
    (MEL-11) each takes the hits the other side inflicted. A new combat is opened when
    ``combat_id`` is None, else its round count and last winner are updated (MEL-10's
    +1 next round). Physical faces: one list of d6 faces per attack.
    Outcome: {"hits_a", "hits_b", "score_a", "score_b", "winner": "a"|"b"|None, "combat_id"}.
    """
    from adjutant.rules import melee

    ids_a = [check_int("units_a", i) for i in units_a]
    ids_b = [check_int("units_b", i) for i in units_b]
    if defender not in (None, "a", "b"):
        raise InvalidField("defender", defender, "must be a, b or none")
    defending = Side(defender or "b")
    if not ids_a or not ids_b:
        raise InvalidField(
            "units_a" if not ids_a else "units_b",
            units_a if not ids_a else units_b,
            "needs at least one unit",
        )
    with game.action("Melee round") as act:
        s = act.session
        m = meta(s)
        fighters_a = [get(s, Unit, i, "units_a") for i in ids_a]
        fighters_b = [get(s, Unit, i, "units_b") for i in ids_b]
        rules = ruleset_of(m)
        ties = rules.tie_winner(defending)  # MEL-10 [choice]: None = a tie is a draw
        odds = melee.round_distribution(side_a, side_b, tie_winner=ties)
        mode = _dice_mode(m, dice_mode)
        rolled_a, rolled_b = melee_faces(
            m,
            mode,
            [d for d, _ in side_a.attacks],
            [d for d, _ in side_b.attacks],
            faces_a,
            faces_b,
            missing="physical dice: type the d6 faces of each attack",
        )
        res = melee.resolve_round(side_a, rolled_a, side_b, rolled_b, tie_winner=ties)
        if rules.hits_are_casualties:  # MEL-11 [choice]; a unit with no model left dies
            add_casualties(fighters_b[0], sum(res.hits_a))
            add_casualties(fighters_a[0], sum(res.hits_b))
        winner = None if res.winner is None else res.winner.value
        combat = melee_combat_round(s, m, open_combat(s, combat_id), ids_a, ids_b, winner)
        name_a, name_b = fighters_a[0].name, fighters_b[0].name
        # The fighting units (units_a[0], units_b[0]) make and take every attack here; the
        # attacks are logged as the melee window's are: [attacker, target, dice, needed].
        act.result = record_melee_round(
            s,
            m,
            act.action_id,
            combat,
            res,
            first_unit=fighters_a[0],
            verdict="draw" if winner is None else f"{name_a if winner == 'a' else name_b} wins",
            names=(name_a, name_b),
            attacks=(
                tuple(ev.Attack(ids_a[0], ids_b[0], d, n) for d, n in side_a.attacks),
                tuple(ev.Attack(ids_b[0], ids_a[0], d, n) for d, n in side_b.attacks),
            ),
            sides=(side_a, side_b),
            odds=odds,
            defender=defending.value,
            tie_winner=ties,
            dice=[rolled_a, rolled_b],
            dice_source=mode,
            rule_ids=("MEL-3", "MEL-10", "MEL-11"),
        )
    return act.change


def melee_faces(
    m: GameMeta,
    mode: str,
    dice_a: Sequence[int],
    dice_b: Sequence[int],
    faces_a: Sequence[Sequence[int]] | None,
    faces_b: Sequence[Sequence[int]] | None,
    *,
    missing: str,
) -> tuple[list[list[int]], list[list[int]]]:
    """MEL-3: each side's d6 faces, one list per attack (``dice_x``: the dice of each).

    Physical: the typed ``faces_x`` (both needed; ``missing`` says what to type).
    Virtual: rolled from the game's seed, side A's attacks first."""
    if mode == "physical":
        if faces_a is None or faces_b is None:
            raise InvalidField("faces_a" if faces_a is None else "faces_b", None, missing)
        return [list(f) for f in faces_a], [list(f) for f in faces_b]
    if faces_a is not None or faces_b is not None:
        raise InvalidField("faces_a", faces_a, "virtual dice are rolled by Adjutant")
    rolled_a = [list(roll(m, mode, 6, d, None, "MEL-3")) for d in dice_a]
    rolled_b = [list(roll(m, mode, 6, d, None, "MEL-3")) for d in dice_b]
    return rolled_a, rolled_b


def open_combat(s: Session, combat_id: int | None) -> Combat | None:
    """The open combat a round continues (None: the round opens a new one)."""
    if combat_id is None:
        return None
    combat = get(s, Combat, combat_id, "combat_id")
    if not combat.is_open:
        raise InvalidField("combat_id", combat_id, "this combat is over")
    return combat


def melee_combat_round(
    s: Session,
    m: GameMeta,
    combat: Combat | None,
    ids_a: list[int],
    ids_b: list[int],
    winner: str | None,
) -> Combat:
    """A round fought: open the combat (``combat`` None) or count the round and keep its
    last winner for MEL-10's +1 next round; flushed, so the new combat has its id."""
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


def record_melee_round(
    s: Session,
    m: GameMeta,
    action_id: int,
    combat: Combat,
    res: Any,
    *,
    first_unit: Unit,
    verdict: str,
    names: tuple[str, str],
    attacks: tuple[Sequence[ev.Attack], Sequence[ev.Attack]],
    sides: tuple[Any, Any],
    odds: Any,
    defender: str | None,
    tie_winner: Side | None,
    dice: Sequence[Any],
    dice_source: str | None,
    rule_ids: Sequence[str],
    **window: Any,
) -> Resolution:
    """The ``events.MeleeRound`` of both melee services (``resolve_melee_round`` and the
    melee window's ``melee_services.resolve_melee``), so the log and the summary read one
    shape: each attack with its attacker and target, the sides' static bonuses, the exact
    odds shown (MEL-10) and the round's hits, scores, winner and combat id. ``window``:
    the melee window's own fields (``supports``, ``hits_typed``, ``setup``, ``casualties``)."""
    name_a, name_b = names
    return record(
        s,
        m,
        action_id,
        ev.MeleeRound(
            side_id=side_of_unit(s, first_unit),
            summary=(
                f"{name_a} v {name_b}, round {combat.round}: {res.score_a}–{res.score_b}, {verdict}"
            ),
            chance=odds.p_win,
            dice=tuple(tuple(tuple(f) for f in side) for side in dice),
            dice_source=dice_source,
            rule_ids=tuple(rule_ids),
            units_a=tuple(combat.units_a),
            units_b=tuple(combat.units_b),
            attacks_a=tuple(attacks[0]),
            attacks_b=tuple(attacks[1]),
            static_a=sides[0].static,
            static_b=sides[1].static,
            round=combat.round,
            p_draw=odds.p_draw,
            p_lose=odds.p_lose,
            # MEL-10 [choice]: who defends, and who takes a tie (None: a tie is a draw).
            defender=None if defender is None else Side(defender),
            tie_winner=tie_winner,
            hits_a=tuple(res.hits_a),
            hits_b=tuple(res.hits_b),
            score_a=res.score_a,
            score_b=res.score_b,
            winner=res.winner,
            combat_id=combat.id,
            **window,
        ),
    )


def close_combat(game: Game, combat_id: int) -> Change:
    """End a combat (a side broke or withdrew)."""
    with game.action("End combat") as act:
        get(act.session, Combat, combat_id, "combat_id").is_open = False
    return act.change

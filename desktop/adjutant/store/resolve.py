"""Resolution services: tests and combats decided by ``adjutant.rules``, logged and applied.

For the tool windows (command, charge, melee, odds, hex; issues 4-6). Each call
is one recorded, undoable action (``Game.action``) that: checks its inputs
(physical faces through ``rules.dice``, so a d6 face of 7 is refused and nothing
changes), rolls virtual dice from the game's seed and position (``rules.dice.
Roller``; the new position is saved in the same transaction, so undo rewinds
it), asks the rules for the outcome, writes one ``Event`` (inputs, the exact
chance shown as "num/den", dice and their source, outcome, rule ids) and
applies the effect (token, casualties, combat round, figure state). The store
holds no rule logic: every decision below is a call into ``adjutant.rules``.

``Change.result`` is a :class:`Resolution`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from adjutant.rules import command as cmd
from adjutant.rules.dice import Roller, validate_faces
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import Ruleset, load_preset
from adjutant.rules.units import Side
from adjutant.store import events as ev
from adjutant.store.errors import InvalidField
from adjutant.store.events import GameEvent
from adjutant.store.game import Game
from adjutant.store.journal import Change
from adjutant.store.models import (
    Combat,
    Commander,
    Crt,
    CrtOverride,
    Event,
    FootprintRow,
    Formation,
    GameMeta,
    HexBoard,
    HexFigure,
    Terrain,
    Unit,
)
from adjutant.store.services import get, meta, side_of_unit
from adjutant.store.strength import add_casualties
from adjutant.store.validate import check_bool, check_dice_mode, check_int, check_number


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a resolution decided (also stored as its Event)."""

    event_id: int
    kind: str
    summary: str
    chance: Fraction | None
    dice: tuple[Any, ...]
    dice_source: str | None
    outcome: dict[str, Any]
    event: GameEvent  # the typed event as recorded (adjutant.store.events)


# ---------------------------------------------------------------- helpers


def ruleset_of(m: GameMeta) -> Ruleset:
    """The game's own ruleset copy; an unreadable copy falls back to the combined preset."""
    try:
        return Ruleset.from_dict(m.ruleset)
    except (RuleInputError, TypeError):
        return load_preset("combined")


def fraction_text(p: Fraction | None) -> str | None:
    return None if p is None else f"{p.numerator}/{p.denominator}"


def _dice_mode(m: GameMeta, mode: str | None) -> str:
    return m.dice_mode if mode is None else check_dice_mode(mode)


def roll(
    m: GameMeta,
    mode: str,
    sides: int,
    count: int,
    faces: Sequence[int] | None,
    rule: str,
    field: str = "faces",
) -> tuple[int, ...]:
    """Physical: validate the typed faces. Virtual: roll from the seed and advance the position."""
    if mode == "physical":
        if faces is None:
            raise InvalidField(
                field, None, f"physical dice: type the {count} d{sides} face(s) rolled"
            )
        if isinstance(faces, str | bytes) or not isinstance(faces, Sequence):
            raise InvalidField(field, faces, "must be a list of die faces")
        return validate_faces(list(faces), sides, count, rule)
    if faces is not None:
        raise InvalidField(
            field,
            faces,
            "virtual dice are rolled by Adjutant: switch to physical dice to type faces",
        )
    roller = Roller(m.dice_seed, m.dice_position)
    got = roller.roll(sides, count)
    m.dice_position = roller.position
    return got


def record(s: Session, m: GameMeta, action_id: int, event: GameEvent) -> Resolution:
    """Write ``event`` (``adjutant.store.events``) as one row of the turn log, in its JSON
    form, at the game's turn and phase. ``Resolution.event`` is the event with its id."""
    inputs, outcome = event.stored_json()
    dice = event.dice_json()
    e = Event(
        action_id=action_id,
        turn=m.turn,
        side_id=event.side_id,
        phase=m.phase,
        kind=event.kind,
        summary=event.summary,
        inputs=inputs,
        chance=fraction_text(event.chance),
        dice=dice,
        dice_source=event.dice_source,
        outcome=outcome,
        rule_ids=list(event.rule_ids),
        created_at=datetime.now(),
    )
    s.add(e)
    s.flush()
    done = replace(event, turn=m.turn, phase=m.phase, id=e.id, action_id=action_id)
    return Resolution(
        e.id, event.kind, event.summary, event.chance, tuple(dice), event.dice_source, outcome, done
    )


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


# ---------------------------------------------------------------- charge (CHG)


def resolve_charge(
    game: Game,
    unit_id: int,
    targets: Mapping[int, float | None],
    *,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
) -> Change:
    """CHG-1..5: roll one charge against one or more target units.

    ``targets`` maps a target unit id to the distance the players typed, or None to
    measure it edge to edge on the battlefield (CHG-5: a typed distance wins).
    The ruleset's charge dice rule applies. Outcome: {"range", "reached", "failed", "success"}.
    """
    from adjutant.rules import charge as chg

    if not isinstance(targets, Mapping) or not targets:
        raise InvalidField("targets", targets, "a charge needs at least one target (CHG-4)")
    with game.action("Charge") as act:
        s = act.session
        m = meta(s)
        u = get(s, Unit, unit_id, "unit_id")
        rule = ruleset_of(m).charge_dice
        distances: dict[int, float] = {}
        sources: dict[str, str] = {}
        for tid, typed in targets.items():
            t = get(s, Unit, tid, "targets")
            if side_of_unit(s, t) == side_of_unit(s, u):
                raise InvalidField("targets", tid, f"{t.name} is on the same side")
            if typed is not None:
                distances[tid] = check_number("distance", typed, 0)
                sources[str(tid)] = "typed"
            else:
                from adjutant.rules.geometry import distance

                a, b = _footprint(s, u.id), _footprint(s, tid)
                if a is None or b is None:
                    raise InvalidField(
                        "targets", tid, "not both on the table: type the measured distance (CHG-5)"
                    )
                distances[tid] = distance(a, b)
                sources[str(tid)] = "measured"
        chance = chg.chance_all(u.movement, distances.values(), rule)
        mode = _dice_mode(m, dice_mode)
        rolled = roll(m, mode, rule.sides, rule.count, faces, "CHG-2")
        res = chg.resolve_charge(u.movement, rolled, distances, rule)
        names = {tid: s.get(Unit, tid).name for tid in distances}
        act.result = record(
            s,
            m,
            act.action_id,
            ev.Charge(
                side_id=side_of_unit(s, u),
                summary=(
                    f"{u.name} charges {', '.join(names.values())}: range {res.range:g} — "
                    + (
                        "reaches " + ", ".join(names[t] for t in res.reached)
                        if res.reached
                        else "fails"
                    )
                ),
                chance=chance,
                dice=tuple(rolled),
                dice_source=mode,
                rule_ids=("CHG-2", "CHG-3", "CHG-4", "CHG-5"),
                unit_id=u.id,
                unit=u.name,
                movement=u.movement,
                dice_rule=rule,
                targets=tuple(ev.ChargeTarget(k, v, sources[str(k)]) for k, v in distances.items()),
                chance_any=chg.chance_any(u.movement, distances.values(), rule),
                range=res.range,
                reached=tuple(res.reached),
                failed=tuple(res.failed),
                success=res.success,
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


# ---------------------------------------------------------------- odds (ODD)


def crt_of(s: Session, crt_id: int, *, odd2: bool = True):
    """The stored CRT as ``rules.odds.Crt`` and its enabled overrides {(column, roll): code}.

    ``odd2`` False (the ruleset's ``odd2_house_rule`` off, ODD-2 [choice]) leaves out the
    rows of the ODD-2 preset; the owner's other house rules still apply.
    """
    from adjutant.rules import odds
    from adjutant.store.odds_services import is_odd2

    c = get(s, Crt, crt_id, "crt_id")
    cells = {
        (col, roll_): c.cells[roll_ - 1][i]
        for i, col in enumerate(c.columns)
        for roll_ in range(1, c.die_sides + 1)
    }
    table = odds.Crt(
        name=c.name, columns=tuple(c.columns), cells=cells, die_sides=c.die_sides, legend=c.legend
    )
    overrides = {
        (o.column, o.roll): o.result
        for o in s.scalars(
            select(CrtOverride).where(CrtOverride.crt_id == crt_id, CrtOverride.enabled.is_(True))
        )
        if odd2 or not is_odd2(o.label)
    }
    return table, overrides


def resolve_odds_combat(
    game: Game,
    crt_id: int,
    attack: int,
    defence: int,
    *,
    house_rules: bool = True,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
    attacker_ids: Sequence[int] = (),
    defender_ids: Sequence[int] = (),
) -> Change:
    """ODD-1/2: odds column (clamped to the table), one die on the CRT, overrides applied.

    ``chance`` is the probability of the result code that came up; the column's whole
    distribution is in the event's inputs. The ODD-2 preset rows apply only while the
    ruleset's ``odd2_house_rule`` is on (and ``house_rules``). Outcome: {"column",
    "result", "meaning", "table_result"} ("table_result": the table's own code, before
    any override, as ``odds_services.resolve_odds`` logs it).
    Result codes are for the players to apply; the store does not interpret them.
    """
    from adjutant.rules import odds

    attack = check_int("attack", attack, 1)
    defence = check_int("defence", defence, 1)
    with game.action("Odds combat") as act:
        s = act.session
        m = meta(s)
        # ODD-2 [choice]: the ruleset may switch the defender's CRT changes off.
        table, overrides = crt_of(s, crt_id, odd2=ruleset_of(m).odd2_house_rule)
        used = overrides if house_rules else {}
        raw = odds.odds_column(attack, defence)
        column = odds.clamp_column(raw, table.columns)
        dist = odds.outcome_distribution(table, column, used)
        mode = _dice_mode(m, dice_mode)
        (face,) = roll(m, mode, table.die_sides, 1, faces, "ODD-2")
        code = odds.effective_code(table, column, face, used)
        act.result = record(
            s,
            m,
            act.action_id,
            ev.OddsCombat(
                side_id=m.active_side_id,
                summary=f"{attack}:{defence} → column {column}, roll {face}: {code}",
                chance=dist[code],
                dice=(face,),
                dice_source=mode,
                rule_ids=("ODD-1", "ODD-2"),
                crt_id=crt_id,
                crt=table.name,
                attack=attack,
                defence=defence,
                odds_column=raw,
                column=column,
                house_rules=house_rules,
                attacker_ids=tuple(attacker_ids),
                defender_ids=tuple(defender_ids),
                distribution=tuple(dist.items()),
                result=code,
                meaning=table.legend.get(code, ""),
                table_result=table.cells.get((column, face)),
            ),
        )
    return act.change


# ---------------------------------------------------------------- gladiators (GLAD)


def board_contains(board: HexBoard, q: int, r: int) -> bool:
    """Board hexes: columns 0 <= q < cols, and rows 0 <= r + q // 2 < rows (axial
    coordinates of a rectangular board of flat-topped hexes, columns offset "even-q")."""
    return 0 <= q < board.cols and 0 <= r + q // 2 < board.rows


def _figures(s: Session, board_id: int) -> list[HexFigure]:
    return list(
        s.scalars(
            select(HexFigure).where(
                HexFigure.board_id == board_id, HexFigure.out_of_action.is_(False)
            )
        )
    )


#: The dice a movement roll may use: a d6 read as D3 (GLAD-0) or a real d3.
MOVEMENT_DICE = (6, 3)


def roll_figure_movement(
    game: Game,
    figure_id: int,
    *,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
    die_sides: int = 6,
) -> Change:
    """GLAD-0/1: roll a figure's D3 and its move. ``die_sides`` 6 (the default) reads a d6
    as D3; 3 is a real d3 (a typed face must be 1..3), and its event says so
    ("die_sides" in the inputs and outcome). Outcome: {"d3", "allowance"}."""
    from adjutant.rules import hexes

    if die_sides not in MOVEMENT_DICE:
        raise InvalidField("die_sides", die_sides, "must be 6 (read as D3, GLAD-0) or 3")
    with game.action("Movement roll") as act:
        s = act.session
        m = meta(s)
        f = get(s, HexFigure, figure_id, "figure_id")
        mode = _dice_mode(m, dice_mode)
        (face,) = roll(m, mode, die_sides, 1, faces, "GLAD-0")
        read_as_d3 = die_sides == 6
        d3 = hexes.d3(face) if read_as_d3 else face
        allowance = hexes.movement_allowance(f.defence_factor, d3)
        act.result = record(
            s,
            m,
            act.action_id,
            ev.FigureMovementRoll(
                side_id=f.side_id,
                summary=f"{f.name}: {'D3' if read_as_d3 else 'd3'} = {d3}, may move {allowance}",
                dice=(face,),
                dice_source=mode,
                rule_ids=("GLAD-0", "GLAD-1"),
                figure_id=f.id,
                figure=f.name,
                defence_factor=f.defence_factor,
                d3=d3,
                allowance=allowance,
                # A d6 read as D3 keeps the log it always had; a real d3 names its die.
                die_sides=None if read_as_d3 else die_sides,
            ),
        )
    return act.change


def move_figure(
    game: Game,
    figure_id: int,
    path: Sequence[Sequence[int]],
    facing: int,
    *,
    allowance: int | None = None,
) -> Change:
    """GLAD-1/2/3: move a figure along ``path`` (start hex first, adjacent steps) and face a vertex.

    Refused (InvalidField, nothing changed) if the path breaks the zone of control, enters
    an occupied or off-board hex, or (with ``allowance``) is too long.
    """
    from adjutant.rules import hexes

    facing = check_int("facing", facing, 0, 5)
    with game.action("Move figure") as act:
        s = act.session
        m = meta(s)
        f = get(s, HexFigure, figure_id, "figure_id")
        board = s.get(HexBoard, f.board_id)
        steps = [tuple(check_int("path", c) for c in h) for h in path]
        if not steps or steps[0] != (f.q, f.r):
            raise InvalidField("path", path, f"must start at the figure's hex {(f.q, f.r)}")
        others = [o for o in _figures(s, f.board_id) if o.id != f.id]
        rules = ruleset_of(m)
        why = hexes.path_violation(
            steps,
            [(o.q, o.r) for o in others if o.side_id != f.side_id],
            blocked=[(o.q, o.r) for o in others if o.side_id == f.side_id],
            allowance=allowance,
            in_board=lambda h: board_contains(board, h[0], h[1]),
            start_counts=rules.zoc_start_hex_counts,
            max_zoc_hexes=rules.zoc_max_enemy_adjacent_hexes,
        )
        if why is not None:
            raise InvalidField("path", [list(h) for h in steps], why)
        f.q, f.r = steps[-1]
        f.facing = facing
        act.result = record(
            s,
            m,
            act.action_id,
            ev.FigureMove(
                side_id=f.side_id,
                summary=(
                    f"{f.name} moves {len(steps) - 1} hex(es) to {steps[-1]}, "
                    f"facing vertex {facing}"
                ),
                rule_ids=("GLAD-1", "GLAD-2", "GLAD-3"),
                figure_id=f.id,
                figure=f.name,
                path=tuple(steps),
                allowance=allowance,
                facing=facing,
            ),
        )
    return act.change


def resolve_gladiator_attack(
    game: Game,
    attacker_id: int,
    target_id: int,
    *,
    dice_mode: str | None = None,
    attack_faces: Sequence[int] | None = None,
    defence_faces: Sequence[int] | None = None,
) -> Change:
    """GLAD-4/5: an attack on an adjacent enemy, with support dice from friends whose extra
    action is unspent (they spend it). The ruleset's [choice] options apply: GLAD-4
    ``glad_attack_needs_greater`` (else a tie succeeds) and GLAD-5 ``glad_sum_support_dice``
    (else each side reads only its highest die). A successful attack puts the target out of action
    (``update_hex_figure`` corrects it). Outcome: {"success", "attack_total", "defence_total",
    "bonus", "arc", "attack_supporters", "defence_supporters"}.
    """
    from adjutant.rules import hexes

    with game.action("Gladiator attack") as act:
        s = act.session
        m = meta(s)
        a = get(s, HexFigure, attacker_id, "attacker_id")
        t = get(s, HexFigure, target_id, "target_id")
        if a.board_id != t.board_id or a.side_id == t.side_id or t.out_of_action or a.out_of_action:
            raise InvalidField(
                "target_id", target_id, "must be an enemy figure in action on the same board"
            )
        ah, th = (a.q, a.r), (t.q, t.r)
        others = [
            o
            for o in _figures(s, a.board_id)
            if o.id not in (a.id, t.id) and not o.extra_action_spent
        ]
        a_friends = [o for o in others if o.side_id == a.side_id]
        d_friends = [o for o in others if o.side_id == t.side_id]
        support = hexes.support_counts(
            ah, th, [(o.q, o.r) for o in a_friends], [(o.q, o.r) for o in d_friends]
        )
        arc = hexes.arc_of(th, t.facing, ah)
        bonus = hexes.defence_bonus(t.defence_factor, arc)
        rules = ruleset_of(m)
        tie_succeeds = not rules.glad_attack_needs_greater  # GLAD-4 [choice]
        sum_dice = rules.glad_sum_support_dice  # GLAD-5 [choice]: False = highest die
        chance = hexes.attack_chance(
            bonus,
            support.attack_dice,
            support.defence_dice,
            tie_succeeds=tie_succeeds,
            sum_dice=sum_dice,
        )
        mode = _dice_mode(m, dice_mode)
        red = roll(m, mode, 6, support.attack_dice, attack_faces, "GLAD-4", "attack_faces")
        black = roll(m, mode, 6, support.defence_dice, defence_faces, "GLAD-4", "defence_faces")
        res = hexes.resolve_attack(red, black, bonus, tie_succeeds=tie_succeeds, sum_dice=sum_dice)
        spent = {h for h in support.attack_supporters} | {h for h in support.defence_supporters}
        for o in others:
            if (o.q, o.r) in spent:
                o.extra_action_spent = True  # GLAD-5: supporters spend their extra action
        if res.success:
            t.out_of_action = True
        act.result = record(
            s,
            m,
            act.action_id,
            ev.GladiatorAttack(
                side_id=a.side_id,
                summary=(
                    f"{a.name} attacks {t.name} ({arc.name.lower()}): {res.attack_total} v "
                    f"{res.defence_total} — {'hit' if res.success else 'parried'}"
                ),
                chance=chance,
                dice=(tuple(red), tuple(black)),
                dice_source=mode,
                rule_ids=("GLAD-4", "GLAD-5"),
                attacker_id=a.id,
                target_id=t.id,
                attacker=a.name,
                target=t.name,
                attack_dice=support.attack_dice,
                defence_dice=support.defence_dice,
                defence_factor=t.defence_factor,
                tie_succeeds=tie_succeeds,
                sum_dice=sum_dice,
                success=res.success,
                attack_total=res.attack_total,
                defence_total=res.defence_total,
                bonus=bonus,
                arc=arc.name.lower(),
                attack_supporters=tuple(tuple(h) for h in support.attack_supporters),
                defence_supporters=tuple(tuple(h) for h in support.defence_supporters),
            ),
        )
    return act.change

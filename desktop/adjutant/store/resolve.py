"""Resolution services: tests and combats decided by ``adjutant.rules``, logged and applied.

For the tool windows (command, charge, melee, odds, hex; issues 4-6). Each call
is one recorded, undoable action (``Game.action``) that: checks its inputs
(physical faces through ``rules.dice``, so a d6 face of 7 is refused and nothing
changes), rolls virtual dice from the game's seed and position (``rules.dice.
Roller``; the new position is saved in the same transaction, so undo rewinds
it), asks the rules for the outcome, writes one ``Event`` (inputs, the exact
chance shown as "num/den", dice and their source, outcome, rule ids) and
applies the effect (token, casualties, figure state). The store
holds no rule logic: every decision below is a call into ``adjutant.rules``.

``Change.result`` is a :class:`Resolution`. The dice and the log row are
``store.recording``'s (re-exported here: ``roll``, ``record``, ``ruleset_of``); the
charge lives with its planner in ``store.charge_plan`` (``resolve_charge`` is
re-exported here for its older callers; issue 14).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from adjutant.rules import command as cmd
from adjutant.store import command_plan as cp
from adjutant.store import events as ev
from adjutant.store.charge_plan import resolve_charge as resolve_charge  # moved (issue 14)
from adjutant.store.errors import InvalidField
from adjutant.store.game import Game
from adjutant.store.journal import Change
from adjutant.store.models import (
    Crt,
    CrtOverride,
    FootprintRow,
    GameMeta,
    HexBoard,
    HexFigure,
    Unit,
)
from adjutant.store.phases import check_phase
from adjutant.store.recording import Resolution as Resolution
from adjutant.store.recording import dice_mode_of as _dice_mode
from adjutant.store.recording import fraction_text as fraction_text
from adjutant.store.recording import record as record
from adjutant.store.recording import roll as roll
from adjutant.store.recording import ruleset_of as ruleset_of
from adjutant.store.services import get, meta
from adjutant.store.validate import check_bool, check_int, check_number


def _footprint(s: Session, unit_id: int):
    from adjutant.rules.geometry import Footprint

    fp = s.get(FootprintRow, unit_id)
    return None if fp is None else Footprint(fp.x, fp.y, fp.facing, fp.width, fp.depth)


# ---------------------------------------------------------------- command (CMD)


def resolve_command(game: Game, entry: Any, dice: Sequence[int] | None = None) -> Change:
    """CMD-3..8: record exactly one entry of a ``command_plan.plan_command`` plan.

    ``entry`` a :class:`~adjutant.store.command_plan.RecklessEntry` or
    :class:`~adjutant.store.command_plan.DeclarationEntry`; ``dice`` None rolls
    Adjutant's d20 (an automatic change rolls none), else the face typed at the table.
    Inside the action the entry is planned again from the file (from the inputs it was
    planned with): refused (``CommandRefused``, nothing changed) when it is no longer
    to be rolled (done this turn, refused, no roll needed: the rule's reason) or when it
    differs from what was shown ("the table changed"). Out of the command phase it is
    refused unless its inputs say the player confirmed it (``store.phases``), and then
    logged as out of phase. ``Change.result`` is a :class:`Resolution`.
    """
    return _record_command(game, entry, None if dice is None else "physical", dice)


def _record_command(
    game: Game, entry: Any, dice_mode: str | None, faces: Sequence[int] | None
) -> Change:
    """``resolve_command`` with the older services' dice (``dice_mode`` None: the game's)."""
    if not isinstance(entry, cp.RecklessEntry | cp.DeclarationEntry):
        raise InvalidField("entry", entry, "must be an entry of a command plan")
    reckless = isinstance(entry, cp.RecklessEntry)
    if entry.state is cp.EntryState.AUTOMATIC and faces is not None:
        raise InvalidField("faces", faces, "an automatic change rolls no die (CMD-4)")
    label = {
        cp.RecklessEntry: "Reckless roll",
        cp.DeclarationEntry: "Change token"
        if entry.state is cp.EntryState.AUTOMATIC
        else "Control test",
    }[type(entry)]
    with game.action(label) as act:
        s = act.session
        m = meta(s)
        plan = cp.plan_in_action(game, s, entry.inputs, units={entry.unit_id})
        fresh = (plan.reckless_entry if reckless else plan.declaration)(entry.unit_id)
        if fresh is not None and fresh.state not in (
            cp.EntryState.PENDING,
            cp.EntryState.AUTOMATIC,
        ):
            raise cp.CommandRefused(fresh.reason, entry.unit_id, fresh.reason_text)
        if fresh != entry:
            reason = cp.Reason.TABLE_CHANGED
            raise cp.CommandRefused(reason, entry.unit_id, reason.text())
        out_of_phase = check_phase(fresh.kind, m.phase, out_of_phase=fresh.inputs.out_of_phase)
        u = get(s, Unit, fresh.unit_id, "unit_id")
        mode = _dice_mode(m, dice_mode)
        if reckless:
            event = _reckless_event(m, u, fresh, mode, faces)
        elif fresh.state is cp.EntryState.AUTOMATIC:
            event = _token_change_event(u, fresh)
        else:
            event = _control_test_event(m, u, fresh, mode, faces)
        u.token = event.token.value
        event = replace(event, out_of_phase=out_of_phase)
        act.result = record(s, m, act.action_id, event)
    return act.change


def _reckless_event(m: GameMeta, u: Unit, e: Any, mode: str, faces: Any) -> ev.RecklessRoll:
    (face,) = roll(m, mode, 20, 1, faces, "CMD-8")
    new = cmd.reckless_token(e.token, face, e.enemy_in_front)
    return ev.RecklessRoll(
        side_id=e.side_id,
        summary=f"{u.name}: reckless roll {face}: {e.token.value} → {new.value}",
        chance=e.chance,
        dice=(face,),
        dice_source=mode,
        rule_ids=("CMD-8",),
        unit_id=u.id,
        unit=u.name,
        enemy_in_front=e.enemy_in_front,
        enemy_in_front_source=e.source,
        token_before=e.token,
        token=new,
        changed=new != e.token,
    )


def _token_change_event(u: Unit, e: Any) -> ev.TokenChange:
    why = (
        "with the commander-in-chief"
        if e.mode is cmd.ChangeMode.AUTOMATIC_CINC
        else "full command group"
    )
    return ev.TokenChange(
        side_id=e.side_id,
        summary=f"{u.name}: {e.token.value} → {e.wanted.value} (automatic, {why})",
        chance=Fraction(1),
        rule_ids=("CMD-4", "CMD-7"),
        unit_id=u.id,
        unit=u.name,
        token_from=e.token,
        wanted=e.wanted,
        mode=e.mode,
        token=e.wanted,
    )


def _control_test_event(m: GameMeta, u: Unit, e: Any, mode: str, faces: Any) -> ev.ControlTest:
    (face,) = roll(m, mode, 20, 1, faces, "CMD-5")
    passed = cmd.control_passes(e.difficulty, face)
    token = e.wanted if passed else e.token
    return ev.ControlTest(
        side_id=e.side_id,
        summary=(
            f"{u.name}: control test {e.token.value} → {e.wanted.value}, "
            f"needs {e.needed}+, rolled {face}: {'passed' if passed else 'failed'}"
        ),
        chance=e.chance,
        dice=(face,),
        dice_source=mode,
        rule_ids=("CMD-5", "CMD-6", "CMD-7"),
        unit_id=u.id,
        unit=u.name,
        token_from=e.token,
        wanted=e.wanted,
        distance=e.distance,
        distance_source=e.distance_source,
        members=e.members,
        difficulty=e.difficulty,
        needed=e.needed,
        breakdown=tuple((b.key, b.rule, b.value) for b in e.breakdown),
        passed=passed,
        token=token,
    )


def _one_entry(game: Game, unit_id: Any, inputs: Any, reckless: bool) -> Any:
    """The older services' way in: plan one regiment of its own side, as the window would."""
    from adjutant.store import queries

    check_int("unit_id", unit_id, 1)
    try:
        unit = queries.unit(game, unit_id)
    except KeyError:
        raise InvalidField("unit_id", unit_id, "no such unit") from None
    if unit.status == "destroyed":
        reason = cp.Reason.DESTROYED
        raise cp.CommandRefused(reason, unit_id, reason.text(unit.name))
    plan = cp.plan_command(game, replace(inputs, side_id=unit.side_id), units={unit_id})
    entry = (plan.reckless_entry if reckless else plan.declaration)(unit_id)
    if entry is None:  # only a reckless regiment has a reckless entry
        reason = cp.Reason.NOT_RECKLESS
        raise cp.CommandRefused(reason, unit_id, reason.text(unit.name))
    return entry


def _refuse_unless_rollable(entry: Any) -> None:
    if entry.state not in (cp.EntryState.PENDING, cp.EntryState.AUTOMATIC):
        raise cp.CommandRefused(entry.reason, entry.unit_id, entry.reason_text)


def change_token(game: Game, unit_id: int, wanted: str, *, out_of_phase: bool = False) -> Change:
    """CMD-4/CMD-7: an automatic token change (the C-in-C's regiment or a full command group),
    through :func:`resolve_command`. Refused when the regiment needs a control test (use
    ``resolve_control_test``), for a change of more than one step (CMD-7), and for the
    reasons of ``command_plan``."""
    inputs = cp.CommandInputs(
        declared={unit_id: cp.wanted_token("wanted", wanted)}, out_of_phase=out_of_phase
    )
    entry = _one_entry(game, unit_id, inputs, reckless=False)
    if entry.mode is cmd.ChangeMode.TEST:
        raise InvalidField(
            "unit_id", unit_id, f"{entry.unit} needs a control test to change token (CMD-5)"
        )
    _refuse_unless_rollable(entry)
    return _record_command(game, entry, None, None)


def resolve_control_test(
    game: Game,
    unit_id: int,
    wanted: str,
    *,
    distance: float | None = None,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
    out_of_phase: bool = False,
) -> Change:
    """CMD-5/6/7: a control test (one d20) for a declared token change, through
    :func:`resolve_command`. ``distance`` typed by the players wins over the measured one
    (None: measured from the battlefield). Refused before any die for a two-step change
    (CMD-7); a regiment that changes automatically (CMD-4) is refused: call
    ``change_token``. Dice: ``dice_mode`` (None: the game's), ``faces`` when physical.
    """
    distances = {} if distance is None else {unit_id: check_number("distance", distance, 0)}
    inputs = cp.CommandInputs(
        declared={unit_id: cp.wanted_token("wanted", wanted)},
        distances=distances,
        out_of_phase=out_of_phase,
    )
    entry = _one_entry(game, unit_id, inputs, reckless=False)
    if entry.state is cp.EntryState.AUTOMATIC:
        raise InvalidField(
            "unit_id",
            unit_id,
            f"{entry.unit} changes token automatically (CMD-4): use change_token",
        )
    _refuse_unless_rollable(entry)
    return _record_command(game, entry, dice_mode, faces)


def resolve_reckless_roll(
    game: Game,
    unit_id: int,
    *,
    enemy_in_front: bool | None = None,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
    out_of_phase: bool = False,
) -> Change:
    """CMD-8: a reckless regiment's d20 at the start of its side's turn, through
    :func:`resolve_command`. ``enemy_in_front`` None: decided from the battlefield
    (``rules.geometry.directly_in_front``), else the players' answer. Refused when no
    roll matters (not reckless, Attack, or Move with no enemy in front)."""
    answers = (
        {} if enemy_in_front is None else {unit_id: check_bool("enemy_in_front", enemy_in_front)}
    )
    inputs = cp.CommandInputs(enemy_in_front=answers, out_of_phase=out_of_phase)
    entry = _one_entry(game, unit_id, inputs, reckless=True)
    _refuse_unless_rollable(entry)
    return _record_command(game, entry, dice_mode, faces)


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

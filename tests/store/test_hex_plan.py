"""The hex skirmish planner (issue 14; RULES.md §5, GLAD-0..6): what is shown is what is recorded.

``store.tools.hex.planner.plan_hex`` on real game files (an arena built by the services, or the
sample battle's arena), then ``resolve_hex`` with typed faces: the event holds exactly
the entry's numbers. The seed's tables (GLAD-1 movement by type, GLAD-4 front / lateral
/ rear), the zone of control (GLAD-3), supporters (GLAD-5), turning (GLAD-6), the rules
that span a turn — a figure rolls and moves once a turn, a second move is refused
(GLAD-1) — phases, and an arena changed since the chance was shown; no window.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from adjutant.rules import hexes
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import Ruleset, load_preset
from adjutant.rules.shapes import Arc
from adjutant.store import Game, InvalidField, action_labels
from adjutant.store.file.batch import call, run_batch
from adjutant.store.format.phases import OutOfPhase
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.base.resolve import StalePlan
from adjutant.store.tools.hex.planner import (
    EntryState,
    HexInputs,
    board_contains,
    plan_hex,
    resolve_hex,
)

P = "physical"
BLUE, RED = 0, 1


def arena(game_path, figures, *, cols=9, rows=9, phase="movement"):
    """A game with one board and ``figures`` (name, side, (q, r), facing, df), in ``phase``."""
    game = Game.create(game_path, name="Arena", ruleset=load_preset("combined"), seed=5)
    board = sv.add_hex_board(game, "Test arena", cols, rows).result
    sides = [s.id for s in q.order_of_battle(game).sides]
    ids = {
        name: sv.add_hex_figure(
            game, board, sides[side], name, qq, r, facing=facing, defence_factor=df
        ).result
        for name, side, (qq, r), facing, df in figures
    }
    to_phase(game, phase)
    return game, ids


def to_phase(game, phase):
    while q.game_info(game).phase != phase:
        sv.advance_phase(game)


def figure(game, figure_id):
    return next(f for b in q.hex_boards(game) for f in b.figures if f.id == figure_id)


def rolled(game, figure_id, face, die=6, **inputs):
    entry = plan_hex(game, HexInputs(figure_id=figure_id, die_sides=die, **inputs)).movement
    return resolve_hex(game, entry, [face], dice_mode=P).result


def move(game, figure_id, path, facing=None, **inputs):
    entry = plan_hex(
        game, HexInputs(figure_id=figure_id, path=tuple(path), facing=facing, **inputs)
    ).move
    return entry, (resolve_hex(game, entry) if entry.state is EntryState.PENDING else None)


@pytest.fixture
def closed(request):
    games = []
    yield games
    for g in games:
        g.close()


# ---------------------------------------------------------------- GLAD-0, GLAD-1


@pytest.mark.parametrize(
    ("df", "face", "die", "kind", "d3", "allowance"),
    [
        (2, 3, 6, "light", 2, 3),  # light: D3 + 1
        (3, 3, 6, "medium", 2, 2),  # medium: D3
        (5, 3, 6, "heavy", 2, 1),  # heavy: D3 - 1
        (6, 1, 6, "heavy", 1, 1),  # ... minimum 1
        (1, 3, 3, "light", 3, 4),  # a real d3 (GLAD-0 offers the d6 when there is none)
        (4, 6, 6, "medium", 3, 3),  # GLAD-0: a d6 of 5-6 reads 3
    ],
)
def test_glad1_allowance_by_type_preview_equals_record(
    game_path, closed, df, face, die, kind, d3, allowance
):
    game, ids = arena(game_path, [("Gladiator", BLUE, (4, 2), 0, df)])
    closed.append(game)
    entry = plan_hex(game, HexInputs(figure_id=ids["Gladiator"], die_sides=die)).movement
    assert entry.state is EntryState.PENDING and entry.kind == kind
    assert sum(p for _n, p in entry.allowances) == 1
    assert allowance in dict(entry.allowances)
    assert entry.breakdown[-1].rule == "GLAD-1"
    event = resolve_hex(game, entry, [face], dice_mode=P).result.event
    assert (event.d3, event.allowance, event.dice) == (d3, allowance, (face,))
    assert event.die_sides == (None if die == 6 else 3)
    after = plan_hex(game, HexInputs(figure_id=ids["Gladiator"]))
    assert after.movement.state is EntryState.DONE and after.movement.allowance == allowance
    assert [(m.rule, m.value) for m in after.movement.breakdown] == [
        ("GLAD-0", d3),
        ("GLAD-1", allowance - d3),
    ]
    # Every hex within the allowance on an empty board is within reach, with its steps.
    expected = {
        h: hexes.distance((4, 2), h)
        for h in after.board.hexes
        if hexes.distance((4, 2), h) <= allowance
    }
    assert dict(after.move.reach) == expected


def test_glad1_the_chance_of_each_allowance_before_the_roll(game_path, closed):
    game, ids = arena(game_path, [("Heavy", BLUE, (4, 2), 0, 6), ("Light", BLUE, (1, 1), 0, 1)])
    closed.append(game)
    heavy = plan_hex(game, HexInputs(figure_id=ids["Heavy"])).movement
    assert heavy.allowances == ((1, Fraction(2, 3)), (2, Fraction(1, 3)))
    light = plan_hex(game, HexInputs(figure_id=ids["Light"])).movement
    assert light.allowances == ((2, Fraction(1, 3)), (3, Fraction(1, 3)), (4, Fraction(1, 3)))


def test_glad0_faces_off_the_die_and_other_dice_are_refused(game_path, closed):
    game, ids = arena(game_path, [("Gladiator", BLUE, (4, 2), 0, 3)])
    closed.append(game)
    fid = ids["Gladiator"]
    with pytest.raises(RuleInputError, match=r"d3 face must be 1\.\.3"):
        resolve_hex(
            game, plan_hex(game, HexInputs(figure_id=fid, die_sides=3)).movement, [4], dice_mode=P
        )
    with pytest.raises(RuleInputError, match="d6 face"):
        resolve_hex(game, plan_hex(game, HexInputs(figure_id=fid)).movement, [7], dice_mode=P)
    odd = plan_hex(game, HexInputs(figure_id=fid, die_sides=4)).movement
    assert odd.state is EntryState.REFUSED and odd.refusal.key == "die"
    with pytest.raises(InvalidField, match="GLAD-0"):
        resolve_hex(game, odd, [2], dice_mode=P)
    assert q.events(game) == ()


def test_glad1_a_figure_rolls_and_moves_once_a_turn(game_path, closed):
    """The store's own rule (issue 14): a second roll and a second move are refused."""
    game, ids = arena(game_path, [("Mover", BLUE, (2, 3), 0, 2)])
    closed.append(game)
    fid = ids["Mover"]
    # No roll yet: no move.
    entry, _ = move(game, fid, [(2, 3), (3, 3)])
    assert entry.state is EntryState.REFUSED and entry.refusal.key == "roll_first"
    with pytest.raises(InvalidField, match="roll Mover's movement first"):
        resolve_hex(game, entry)
    rolled(game, fid, 3)  # light: D3 2 + 1 = 3
    again = plan_hex(game, HexInputs(figure_id=fid)).movement
    assert again.state is EntryState.DONE
    with pytest.raises(InvalidField, match="rolled its movement this turn"):
        resolve_hex(game, again, [6], dice_mode=P)
    _entry, change = move(game, fid, [(2, 3), (3, 3), (4, 3)], facing=2)
    assert (figure(game, fid).q, figure(game, fid).r, figure(game, fid).facing) == (4, 3, 2)
    # GLAD-1: a second move this turn is refused, whatever the path, and nothing changes.
    second, _ = move(game, fid, [(4, 3), (5, 3)])
    assert second.state is EntryState.DONE and second.moved is not None
    before = q.events(game)
    with pytest.raises(InvalidField, match=r"has moved this turn: one move a turn \(GLAD-1\)"):
        resolve_hex(game, second)
    assert q.events(game) == before and (figure(game, fid).q, figure(game, fid).r) == (4, 3)
    refused = plan_hex(game, HexInputs(figure_id=fid)).movement
    assert refused.refusal is None and refused.moved is not None  # rolled, moved: done
    # Undo gives the move back (the roll stays used by nothing): it may move again.
    game.undo(change.action_id)
    entry, _ = move(game, fid, [(2, 3), (2, 4)], facing=5)
    assert (figure(game, fid).q, figure(game, fid).r) == (2, 4)
    # A new turn: a new roll and a new move.
    sv.next_turn(game)
    to_phase(game, "movement")
    assert plan_hex(game, HexInputs(figure_id=fid)).movement.state is EntryState.PENDING
    rolled(game, fid, 1)
    _entry, change = move(game, fid, [(2, 4), (2, 5)])
    assert change is not None


def test_glad1_a_path_longer_than_the_roll_or_off_the_board_is_refused(game_path, closed):
    game, ids = arena(game_path, [("Mover", BLUE, (0, 0), 0, 3), ("Friend", BLUE, (1, 0), 0, 3)])
    closed.append(game)
    fid = ids["Mover"]
    rolled(game, fid, 2)  # medium: D3 1
    long, _ = move(game, fid, [(0, 0), (0, 1), (0, 2)])
    assert long.refusal.rule == "GLAD-1" and "allowance is 1" in long.refusal.message
    off, _ = move(game, fid, [(0, 0), (0, -1)])
    assert "off the board" in off.refusal.message
    busy, _ = move(game, fid, [(0, 0), (1, 0)])
    assert "occupied" in busy.refusal.message
    jump, _ = move(game, fid, [(0, 0), (2, 0)])
    assert jump.refusal.key == "jump" and jump.refusal.rule == "GLAD-3"
    wrong_start, _ = move(game, fid, [(0, 1), (0, 2)])
    assert wrong_start.refusal.key == "start"
    facing, _ = move(game, fid, [(0, 0), (0, 1)], facing=6)
    assert facing.refusal.key == "facing"
    assert not any(e.kind == "figure_move" for e in q.events(game))


# ---------------------------------------------------------------- GLAD-3

ZOC = [("Mover", BLUE, (2, 3), 0, 2), ("Enemy", RED, (4, 3), 3, 4)]


def test_glad3_two_hexes_next_to_an_enemy_in_one_move_are_refused(game_path, closed):
    game, ids = arena(game_path, ZOC)
    closed.append(game)
    fid = ids["Mover"]
    rolled(game, fid, 5)  # light: D3 3 + 1 = 4
    plan = plan_hex(game, HexInputs(figure_id=fid))
    assert {(3, 3), (3, 4)} <= set(plan.zoc) and (4, 3) not in plan.zoc
    two, _ = move(game, fid, [(2, 3), (3, 3), (3, 4)])
    assert two.refusal.rule == "GLAD-3" and "second hex next to an enemy" in two.refusal.message
    into, _ = move(game, fid, [(2, 3), (3, 3), (4, 3)])
    assert "holds an enemy figure" in into.refusal.message
    # Within reach: no hex that needs a second enemy-adjacent step on every route.
    reach = dict(plan.move.reach)
    assert (3, 3) in reach and (4, 3) not in reach
    _entry, change = move(game, fid, [(2, 3), (2, 4), (3, 4), (3, 5), (4, 5)], facing=2)
    assert change is not None
    (event,) = q.events(game, kind="figure_move")
    assert event.inputs["path"] == [[2, 3], [2, 4], [3, 4], [3, 5], [4, 5]]
    assert event.inputs["allowance"] == 4 and event.outcome == {
        "from": [2, 3],
        "to": [4, 5],
        "facing": 2,
    }
    assert "facing north-west; hexes moved: 4" in event.summary  # named as the panel does


def test_glad3_the_rulesets_zone_of_control_options(game_path, closed):
    game, ids = arena(game_path, [("Mover", BLUE, (2, 4), 0, 3), ("Enemy", RED, (4, 3), 0, 3)])
    closed.append(game)
    fid = ids["Mover"]
    rules = Ruleset.from_dict(q.game_info(game).ruleset)
    sv.set_ruleset(game, rules.with_options(zoc_max_enemy_adjacent_hexes=2))
    rolled(game, fid, 6)  # medium: D3 3
    _entry, change = move(game, fid, [(2, 4), (3, 3), (3, 4)])  # both next to the enemy
    assert change is not None


# ---------------------------------------------------------------- GLAD-2, GLAD-4


@pytest.mark.parametrize(
    ("attacker_hex", "arc", "bonus", "chance", "faces", "success"),
    [
        ((5, 3), Arc.FRONT, 5, Fraction(0), [6, 1], False),  # 6 v 1 + 5
        ((4, 2), Arc.SIDE, 2, Fraction(1, 6), [4, 1], True),  # 4 v 1 + 2: half, rounded down
        ((3, 4), Arc.REAR, 0, Fraction(5, 12), [3, 3], False),  # a tie fails [choice]
    ],
)
def test_glad4_front_side_rear_preview_equals_record(
    game_path, closed, attacker_hex, arc, bonus, chance, faces, success
):
    game, ids = arena(
        game_path,
        [("Target", RED, (4, 3), 0, 5), ("Attacker", BLUE, attacker_hex, 0, 3)],
        phase="melee",
    )
    closed.append(game)
    plan = plan_hex(game, HexInputs(figure_id=ids["Attacker"]))
    entry = plan.attack(ids["Attacker"], ids["Target"])
    assert (entry.arc, entry.bonus, entry.chance) == (arc, bonus, chance)
    assert (entry.attack_dice, entry.defence_dice) == (1, 1)
    assert [(m.rule, m.value) for m in entry.breakdown] == [("GLAD-4", 5), ("GLAD-2", bonus - 5)]
    event = resolve_hex(game, entry, faces, dice_mode=P).result.event
    assert (Arc(event.arc), event.bonus, event.chance, event.success) == (
        arc,
        bonus,
        chance,
        success,
    )
    assert event.dice == ((faces[0],), (faces[1],))
    assert figure(game, ids["Target"]).out_of_action is success
    done = plan_hex(game, HexInputs(figure_id=ids["Attacker"])).attack(
        ids["Attacker"], ids["Target"]
    )
    assert done.state is EntryState.DONE and done.event.id == event.id
    with pytest.raises(InvalidField, match="made this turn"):
        resolve_hex(game, done, faces, dice_mode=P)


SUPPORT = [
    ("Target", RED, (4, 3), 0, 5),
    ("Attacker", BLUE, (3, 3), 0, 3),  # in the target's rear: bonus 0
    ("Friend", BLUE, (4, 4), 0, 3),  # next to the target: +1 red die
    ("Tired friend", BLUE, (5, 2), 0, 3),  # next to the target, extra action spent
    ("Guard", RED, (2, 3), 0, 3),  # next to the attacker: +1 black die
    ("Bystander", RED, (7, 6), 0, 3),
]


def test_glad5_supporters_add_dice_and_spend_their_extra_action(game_path, closed):
    game, ids = arena(game_path, SUPPORT, phase="melee")
    closed.append(game)
    sv.update_hex_figure(game, ids["Tired friend"], extra_action_spent=True)
    entry = plan_hex(game, HexInputs(figure_id=ids["Attacker"])).attack(
        ids["Attacker"], ids["Target"]
    )
    assert [s.figure for s in entry.attack_supporters] == ["Friend"]
    assert [s.figure for s in entry.defence_supporters] == ["Guard"]
    assert (entry.attack_dice, entry.defence_dice, entry.bonus) == (2, 2, 0)
    assert entry.chance == Fraction(575, 1296)  # P(2d6 > 2d6)
    assert [m.rule for m in entry.breakdown][-2:] == ["GLAD-5", "GLAD-5"]
    with pytest.raises(InvalidField, match="2 red then 2 black"):
        resolve_hex(game, entry, [3, 4, 2], dice_mode=P)
    event = resolve_hex(game, entry, [3, 4, 2, 2], dice_mode=P).result.event
    assert (event.attack_total, event.defence_total, event.success) == (7, 4, True)
    assert event.attack_supporters == ((4, 4),) and event.defence_supporters == ((2, 3),)
    spent = {f.name: f.extra_action_spent for f in q.hex_boards(game)[0].figures}
    assert spent == {
        "Target": False,
        "Attacker": False,
        "Friend": True,
        "Tired friend": True,
        "Guard": True,
        "Bystander": False,
    }


def test_an_arena_changed_since_the_chance_was_shown_is_refused(game_path, closed):
    game, ids = arena(game_path, SUPPORT, phase="melee")
    closed.append(game)
    entry = plan_hex(game, HexInputs(figure_id=ids["Attacker"])).attack(
        ids["Attacker"], ids["Target"]
    )
    sv.update_hex_figure(game, ids["Friend"], extra_action_spent=True)  # one red die fewer
    with pytest.raises(StalePlan, match="look again"):
        resolve_hex(game, entry, [6, 6, 1, 1], dice_mode=P)
    assert q.events(game, kind="gladiator_attack") == ()


# ---------------------------------------------------------------- GLAD-6

TURN = [
    ("Target", RED, (4, 3), 0, 5),
    ("Attacker", BLUE, (3, 3), 0, 3),  # rear attack
    ("Supporter", BLUE, (4, 4), 0, 3),  # supports, spends its action
    ("Neighbour", RED, (5, 3), 0, 3),  # next to the target and the supporter
]


def test_glad6_turning_offers_after_an_attack_once(game_path, closed):
    game, ids = arena(game_path, TURN, phase="melee")
    closed.append(game)
    attack = plan_hex(game, HexInputs(figure_id=ids["Attacker"])).attack(
        ids["Attacker"], ids["Target"]
    )
    resolve_hex(game, attack, [1, 1, 6], dice_mode=P)  # parried
    offers = {o.figure_id: (o.threat_id, o.facing_to) for o in plan_hex(game).turns.offers}
    # The target faces its attacker (direction 3: vertex 2 is nearer to 0 than 3); the
    # neighbour faces the supporter next to it (direction 4: vertex 4).
    assert offers == {ids["Target"]: (ids["Attacker"], 2), ids["Neighbour"]: (ids["Supporter"], 4)}
    turns = plan_hex(game).turns
    chosen = type(turns)(
        tuple(o for o in turns.offers if o.figure_id == ids["Target"]),
        turns.attack_id,
        turns.phase,
        turns.out_of_phase,
        turns.confirmed,
    )
    event = resolve_hex(game, chosen).result.event
    assert [(t.figure_id, t.facing_from, t.facing) for t in event.turned] == [(ids["Target"], 0, 2)]
    target = figure(game, ids["Target"])
    assert (target.facing, target.extra_action_spent) == (2, True)
    assert plan_hex(game).turns.offers == ()  # offered once per attack
    with pytest.raises(StalePlan, match="look again"):
        resolve_hex(game, chosen)


# ---------------------------------------------------------------- phases


def test_out_of_phase_is_refused_unless_confirmed_then_logged_as_such(game_path, closed):
    game, ids = arena(
        game_path, [("Mover", BLUE, (2, 3), 0, 3), ("Enemy", RED, (3, 3), 0, 3)], phase="command"
    )
    closed.append(game)
    fid = ids["Mover"]
    entry = plan_hex(game, HexInputs(figure_id=fid)).movement
    assert entry.out_of_phase and entry.phase == "command"
    with pytest.raises(OutOfPhase, match="movement phase"):
        resolve_hex(game, entry, [3], dice_mode=P)
    event = rolled(game, fid, 3, out_of_phase=True).event
    assert event.out_of_phase
    assert q.events(game)[0].inputs["out_of_phase"] is True
    attack = plan_hex(game, HexInputs(figure_id=fid)).attack(fid, ids["Enemy"])
    with pytest.raises(OutOfPhase, match="melee phase"):
        resolve_hex(game, attack, [1, 1], dice_mode=P)
    to_phase(game, "movement")  # the confirmation does not carry over
    assert not plan_hex(game, HexInputs(figure_id=fid)).move.out_of_phase
    to_phase(game, "melee")
    attack = plan_hex(game, HexInputs(figure_id=fid)).attack(fid, ids["Enemy"])
    assert not attack.out_of_phase
    assert not resolve_hex(game, attack, [1, 1], dice_mode=P).result.event.out_of_phase


def test_a_gladiator_game_with_movement_and_melee_only(game_path, closed):
    """Whatever phases the ruleset's turn steps through, the planner only asks which it is:
    in a gladiator game moves go in the movement phase, attacks in the melee phase."""
    game = Game.create(game_path, name="Arena", ruleset=load_preset("gladiatoro"), seed=5)
    closed.append(game)
    board = sv.add_hex_board(game, "A", 5, 5).result
    sides = [s.id for s in q.order_of_battle(game).sides]
    a = sv.add_hex_figure(game, board, sides[0], "A", 1, 1, defence_factor=3).result
    b = sv.add_hex_figure(game, board, sides[1], "B", 2, 1, defence_factor=3).result
    to_phase(game, "movement")
    rolled(game, a, 2)
    to_phase(game, "melee")
    entry = plan_hex(game, HexInputs(figure_id=a)).attack(a, b)
    assert entry is not None and not entry.out_of_phase


def test_board_cells_are_the_stores_board(game_path, closed):
    game, _ids = arena(game_path, [("Solo", BLUE, (0, 0), 0, 3)], cols=7, rows=5)
    closed.append(game)
    board = plan_hex(game).board
    assert len(board.hexes) == 7 * 5 and all(board_contains(board, *h) for h in board.hexes)
    assert board.name == "Test arena"


def test_resolve_step_in_a_batch_sees_the_batch_and_refuses_the_stale_entry(game_path, closed):
    """Issue 23, the tools' one resolve step: inside a batch, after the batch spent the
    supporter's action, the attack shown before the batch is the one stale-plan error
    (nothing of the batch written); an attack planned inside the batch has one red die
    fewer and is recorded with it."""
    game, ids = arena(game_path, SUPPORT, phase="melee")
    closed.append(game)

    def attack_of(game):
        return plan_hex(game, HexInputs(figure_id=ids["Attacker"])).attack(
            ids["Attacker"], ids["Target"]
        )

    shown = attack_of(game)
    spend = call(sv.update_hex_figure, ids["Friend"], extra_action_spent=True)
    with pytest.raises(StalePlan):
        run_batch(
            game,
            action_labels.GLADIATOR_ATTACK,
            [spend, call(resolve_hex, shown, [6, 6, 1, 1], dice_mode=P)],
        )
    assert not figure(game, ids["Friend"]).extra_action_spent
    assert q.events(game, kind="gladiator_attack") == ()
    seen = {}

    def plan_then_roll(game):
        entry = seen["entry"] = attack_of(game)
        faces = [6] * entry.attack_dice + [1] * entry.defence_dice
        return resolve_hex(game, entry, faces, dice_mode=P)

    change = run_batch(game, action_labels.GLADIATOR_ATTACK, [spend, call(plan_then_roll)])
    assert seen["entry"].attack_dice == shown.attack_dice - 1
    assert change.result[-1].event.attack_dice == seen["entry"].attack_dice

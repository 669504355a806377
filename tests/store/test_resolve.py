"""Resolution services: dice reproducibility, physical faces, events and effects (issue 3)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from store_helpers import snapshot

from adjutant.rules.dice import Roller
from adjutant.rules.errors import RuleInputError
from adjutant.store.errors import InvalidField
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import recorder as rs
from adjutant.store.tools.command.planner import CommandInputs, plan_command
from adjutant.store.tools.melee import recorder as ms
from adjutant.store.tools.odds import table_services as osv
from game_builders import melee_round
from tool_plans import gladiator_attack, move_figure, odds_combat, roll_movement


def _unit(game, name):
    return next(u for s in q.order_of_battle(game).sides for u in s.all_units() if u.name == name)


def _play(game):
    guards = _unit(game, "2nd Coldstream Guards")
    ligne = _unit(game, "1er de Ligne")
    out = [
        rs.resolve_control_test(game, guards.id, "move", distance=11.3).result,
        charge_planner.resolve_charge(game, ligne.id, {guards.id: 9.0}).result,
        melee_round(game, [ligne.id], [guards.id]).result,
    ]
    return [(r.dice, r.outcome) for r in out]


def test_virtual_dice_are_reproducible_from_the_seed(tmp_path):
    a = create_sample(tmp_path / "a.adjutant", seed=99)
    b = create_sample(tmp_path / "b.adjutant", seed=99)
    c = create_sample(tmp_path / "c.adjutant", seed=100)
    try:
        first, second, other = _play(a), _play(b), _play(c)
        assert first == second
        assert first != other
        # The faces are exactly the Roller's stream from position 0.
        assert q.events(a)[0].dice == list(Roller(99, 0).roll(20, 1))
        # One d20, two d6, then one d6 per melee die of both sides (8 + 6: the Ligne is large).
        melee_dice = sum(len(f) for side in q.events(a, kind="melee_round")[0].dice for f in side)
        assert melee_dice == 14
        assert q.game_info(a).dice_position == 1 + 2 + melee_dice
    finally:
        a.close(), b.close(), c.close()


def test_control_test_cmd6_example_chance_and_event(sample):
    # CMD-6 example 1: distance 11.3 -> difficulty 12 -> needs 13+ (8 in 20).
    guards = _unit(sample, "2nd Coldstream Guards")  # 2 command group members: -4
    change = rs.resolve_control_test(
        sample, guards.id, "move", distance=11.3, dice_mode="physical", faces=[13]
    )
    r = change.result
    assert r.chance == Fraction(12, 20)  # difficulty 12 - 4 = 8 -> needs 9+
    assert r.outcome["passed"] and q.unit(sample, guards.id).token == "move"
    (e,) = q.events(sample)
    assert e.chance == "3/5" and e.dice == [13] and e.dice_source == "physical"
    assert e.inputs["distance_source"] == "typed" and e.rule_ids == ["CMD-5", "CMD-6", "CMD-7"]
    assert change.updated["units"] == {guards.id} and change.created["events"] == {e.id}


def test_failed_control_test_keeps_the_token(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    rs.resolve_control_test(
        sample, guards.id, "move", distance=11.3, dice_mode="physical", faces=[8]
    )
    assert q.unit(sample, guards.id).token == "defence"


@pytest.mark.parametrize("faces", [[0], [21], [3, 4], ["7"], None])
def test_bad_physical_faces_change_nothing(sample, faces):
    guards = _unit(sample, "2nd Coldstream Guards")
    before = snapshot(sample)
    with pytest.raises(ValueError):
        rs.resolve_control_test(
            sample, guards.id, "move", distance=5, dice_mode="physical", faces=faces
        )
    assert snapshot(sample) == before


def test_d6_face_of_7_refused_in_charge(sample):
    ligne, guards = _unit(sample, "1er de Ligne"), _unit(sample, "2nd Coldstream Guards")
    before = snapshot(sample)
    with pytest.raises(RuleInputError, match="CHG-2"):
        charge_planner.resolve_charge(
            sample, ligne.id, {guards.id: 9.0}, dice_mode="physical", faces=[7, 2]
        )
    assert snapshot(sample) == before


def test_two_step_change_refused_before_any_die_cmd7(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    pos = q.game_info(sample).dice_position
    before = snapshot(sample)
    with pytest.raises(InvalidField, match="CMD-7"):
        rs.resolve_control_test(sample, guards.id, "attack", distance=3)
    assert q.game_info(sample).dice_position == pos
    assert snapshot(sample) == before


def test_automatic_change_cmd4(sample):
    cinc_unit = _unit(sample, "1st Foot Guards")  # the C-in-C is with it
    with pytest.raises(InvalidField, match="automatically"):
        rs.resolve_control_test(sample, cinc_unit.id, "attack", distance=1)
    change = rs.change_token(sample, cinc_unit.id, "attack")
    assert q.unit(sample, cinc_unit.id).token == "attack"
    assert change.result.dice == () and change.result.outcome["changed"]
    needs_test = _unit(sample, "2nd Coldstream Guards")
    with pytest.raises(InvalidField, match="control test"):
        rs.change_token(sample, needs_test.id, "move")


def test_measured_distance_from_cinc_unit_cmd6(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    plan = plan_command(sample, CommandInputs(declared={guards.id: "move"}))
    entry = plan.declaration(guards.id)
    # 1st Foot Guards at x=30 (width 6), Coldstream at x=37.5 (width 6), same line: gap 1.5.
    assert entry.distance == pytest.approx(1.5) and entry.distance_source == "measured"
    assert entry.measured == entry.distance and entry.typed is None
    change = rs.resolve_control_test(sample, guards.id, "move")  # measured by the store too
    assert change.result.event.distance == entry.distance
    assert change.result.event.distance_source == "measured"


def test_charge_chg3_example(sample):
    ligne, guards = _unit(sample, "1er de Ligne"), _unit(sample, "2nd Coldstream Guards")
    sv.update_unit(sample, ligne.id, movement=4)
    r = charge_planner.resolve_charge(
        sample, ligne.id, {guards.id: 9.0}, dice_mode="physical", faces=[5, 1]
    ).result
    assert r.chance == Fraction(20, 36)
    assert r.outcome == {"range": 9.0, "reached": [guards.id], "failed": [], "success": True}


def test_reckless_roll_cmd8(sample):
    gordons = _unit(sample, "92nd Gordon Highlanders")  # reckless, Move
    with pytest.raises(InvalidField, match="no reckless roll"):
        rs.resolve_reckless_roll(sample, gordons.id, enemy_in_front=False)
    r = rs.resolve_reckless_roll(
        sample, gordons.id, enemy_in_front=True, dice_mode="physical", faces=[10]
    ).result
    assert r.outcome["token"] == "attack" and r.chance == Fraction(1, 2)


def test_melee_round_casualties_and_combat(sample):
    a, b = _unit(sample, "1er de Ligne"), _unit(sample, "2nd Coldstream Guards")
    faces_a, faces_b = [[6, 6, 5, 1, 2, 3, 1, 1]], [[4, 1, 1, 1, 1, 1]]  # the Ligne is large
    r = melee_round(sample, [a.id], [b.id], ms.MeleeDice.faces(faces_a, faces_b)).result
    assert r.outcome["hits_a"] == [3] and r.outcome["winner"] == "a"
    assert q.unit(sample, b.id).casualties == b.casualties + 3
    (combat,) = q.combats(sample)
    assert (combat.round, combat.last_winner) == (1, "a")
    melee_round(
        sample, [a.id], [b.id], ms.MeleeDice.faces([[1] * 8], [[1] * 6]), combat_id=combat.id
    )
    (combat,) = q.combats(sample)
    assert (combat.round, combat.last_winner) == (2, None)


def test_odds_combat_with_house_rule_odd2(sample):
    crt = q.crts(sample)[0]
    # 5:2 -> 3-1 (ODD-1, half up); roll 4 on 3-1 is EX in the table, NE with ODD-2.
    r = odds_combat(sample, crt.id, 5, 2, dice_mode="physical", faces=[4]).result
    assert r.outcome["column"] == "3-1" and r.outcome["result"] == "NE"
    osv.set_house_rule(sample, crt.id, False)  # the table without its house rules
    r = odds_combat(sample, crt.id, 5, 2, dice_mode="physical", faces=[4]).result
    assert r.outcome["result"] == "EX"
    # 20:1 clamps to the highest column.
    assert odds_combat(sample, crt.id, 20, 1).result.outcome["column"] == "6-1"


def test_gladiators_move_and_attack(sample):
    board = q.hex_boards(sample)[0]
    figs = {f.name.split()[0]: f for f in board.figures}
    priscus = figs["Priscus"]
    roll_movement(sample, priscus.id, [5], dice_mode="physical")  # medium: D3 3
    with pytest.raises(InvalidField, match="GLAD-3"):
        move_figure(sample, priscus.id, [(2, 3), (4, 3)], 0)  # jumps: refused
    with pytest.raises(InvalidField, match="allowance"):
        move_figure(sample, priscus.id, [(2, 3), (3, 3), (4, 3), (5, 2), (6, 2)], 0)
    move_figure(sample, priscus.id, [(2, 3), (3, 3), (4, 3), (5, 2)], 0)
    carpo = figs["Carpophorus"]  # at (6, 0)
    sv.update_hex_figure(sample, carpo.id, q=6, r=1)
    change = gladiator_attack(sample, priscus.id, carpo.id, [6], [2], dice_mode="physical")
    r = change.result
    # Defence factor 1: a bonus of at most 1 (GLAD-4), so 6 beats 2 + bonus.
    assert r.outcome["defence_total"] == 2 + r.outcome["bonus"] <= 3
    assert r.outcome["success"] and r.chance is not None and 0 < r.chance < 1
    target = next(f for f in q.hex_boards(sample)[0].figures if f.id == carpo.id)
    assert target.out_of_action
    sample.undo(change.action_id)
    target = next(f for f in q.hex_boards(sample)[0].figures if f.id == carpo.id)
    assert not target.out_of_action


def test_virtual_mode_refuses_typed_faces(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    with pytest.raises(InvalidField, match="virtual"):
        rs.resolve_control_test(
            sample, guards.id, "move", distance=3, dice_mode="virtual", faces=[5]
        )

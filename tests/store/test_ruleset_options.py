"""Every ruleset [choice] option (RULES.md; issue 2) changes what the store computes.

Store level, no widgets: each test builds a real temporary game, switches one option
with ``services.set_ruleset`` (as the ruleset editor does) and shows that the chance
shown, the plan or the outcome logged changes: MEL-10 ties to the defender, MEL-6
quarter by area, MEL-7 supporters shared out over several fighting units (and the
players' manual overrides winning), GLAD-5 highest die, GLAD-3 zone-of-control limits
in the hex planner's moves, ODD-2 off in the odds planner's combats, and the
options wired before (MEL-2, MEL-3, MEL-5, MEL-7 front/most, MEL-11, CHG-2).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from adjutant.rules import hexes, melee
from adjutant.rules.charge import ChargeDice, chance_all
from adjutant.rules.geometry import Footprint, Quarter, footprint_quarter
from adjutant.rules.ruleset import Ruleset
from adjutant.rules.units import Side
from adjutant.store.errors import InvalidField
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.melee import recorder as ms
from adjutant.store.tools.odds import table_services as osv
from game_builders import game_with_units, to_phase
from tool_plans import gladiator_attack, move_figure, odds_combat, roll_movement


# ------------------------------------------------------------------ helpers
def north(x, y, width=4.0, depth=2.0):
    return Footprint(x, y, 90, width, depth)


def south(x, y, width=4.0, depth=2.0):
    return Footprint(x, y, 270, width, depth)


def make_game(path, units=(), *, dice_mode="physical"):
    """``units``: (key, side index 0/1, footprint or None, fields) -> game, ids by key."""
    return game_with_units(path, units, name="Options", seed=3, dice_mode=dice_mode)


def ruleset(game) -> Ruleset:
    return Ruleset.from_dict(q.game_info(game).ruleset)


def set_options(game, **options) -> None:
    sv.set_ruleset(game, ruleset(game).with_options(**options))


def setup_for(game, start, **changes):
    units = ms.units_of(game)
    found = ms.engagement_from(start, units)
    fighters = tuple(
        ms.FighterSetup.from_unit(units[i], s, charging=changes.get("charging", {}).get(i, False))
        for i, s in found
    )
    return ms.MeleeSetup(fighters, ms.measured_contacts(found, units)), units


def plan(game, setup):
    return ms.plan_round(setup, ms.units_of(game), ruleset(game), busy=ms.busy_units(game))


def fight(game, setup, hits_a, hits_b, combat_id=None):
    """A round through the melee planner, the hits typed (in the melee phase)."""
    to_phase(game, "melee")
    entry = ms.plan_melee(game, ms.MeleeInputs(setup, combat_id)).round
    return ms.resolve_melee(game, entry, ms.MeleeDice.hits(hits_a, hits_b))


ONE_ON_ONE = [("blue", 0, north(0, 0), {}), ("red", 1, south(0, 2), {})]


# ------------------------------------------------------------------ MEL-10 ties
def test_mel10_tie_goes_to_the_defender_when_ties_are_not_draws(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    setup, _ = setup_for(game, [ids["blue"]])
    drawn = plan(game, setup)
    assert drawn.tie_winner is None and drawn.odds.p_draw > 0
    set_options(game, tie_is_draw=False)
    decided = plan(game, setup)
    # Nobody charged: side B defends by convention and takes every tie.
    assert (decided.defender, decided.tie_winner) == ("b", Side.B)
    assert decided.odds.p_draw == 0
    assert decided.odds.p_win == drawn.odds.p_win
    assert decided.odds.p_lose == drawn.odds.p_lose + drawn.odds.p_draw
    # The players say side A defends: the tie is A's now.
    as_a = plan(game, ms.MeleeSetup(setup.fighters, setup.contacts, defender="a"))
    assert as_a.odds.p_win == drawn.odds.p_win + drawn.odds.p_draw and as_a.odds.p_draw == 0


def test_mel10_the_defender_is_the_side_that_did_not_charge(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    set_options(game, tie_is_draw=False)
    red_charged, _ = setup_for(game, [ids["blue"]], charging={ids["red"]: True})
    blue_charged, _ = setup_for(game, [ids["blue"]], charging={ids["blue"]: True})
    assert red_charged.defending_side() == "a"
    assert blue_charged.defending_side() == "b"
    assert plan(game, red_charged).tie_winner is Side.A
    assert plan(game, blue_charged).tie_winner is Side.B
    # The players' word wins over the charge; it is saved with the set-up.
    chosen = ms.MeleeSetup(red_charged.fighters, red_charged.contacts, defender="b")
    assert plan(game, chosen).tie_winner is Side.B
    assert ms.MeleeSetup.from_json(chosen.to_json()) == chosen
    with pytest.raises(InvalidField, match="defender"):
        plan(game, ms.MeleeSetup(chosen.fighters, chosen.contacts, defender="c"))


def test_mel10_resolve_melee_logs_the_tie_for_the_defender(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    setup, _ = setup_for(game, [ids["blue"]])
    draw = fight(game, setup, [2], [2]).result
    assert draw.outcome["winner"] is None and draw.outcome["score_a"] == draw.outcome["score_b"]
    assert q.event(game, draw.event_id).inputs["tie_winner"] is None
    set_options(game, tie_is_draw=False)
    tie = fight(game, setup, [2], [2], combat_id=draw.outcome["combat_id"]).result
    assert tie.outcome["winner"] == "b"
    event = q.event(game, tie.event_id)
    assert (event.inputs["defender"], event.inputs["tie_winner"]) == ("b", "b")
    assert event.inputs["p_draw"] == "0/1"
    assert "tie" in event.summary
    combat = next(c for c in q.combats(game) if c.id == tie.outcome["combat_id"])
    assert combat.last_winner == "b"  # MEL-3's +1 next round goes to the defender


def test_mel10_a_new_combat_takes_the_players_defender(game_path):
    two_dice = [
        ("blue", 0, north(0, 0), {"melee_dice": 2}),
        ("red", 1, south(0, 2), {"melee_dice": 2}),
    ]
    game, ids = make_game(game_path, two_dice)
    setup, _ = setup_for(game, [ids["blue"]])
    a, b = melee.SideSetup([(2, 4)]), melee.SideSetup([(2, 4)])
    odds = melee.round_distribution(a, b)
    to_phase(game, "melee")

    def fresh_round(chosen):  # a new combat each time: the last one is ended first
        for c in q.combats(game):
            ms.close_combat(game, c.id)
        entry = ms.plan_melee(game, ms.MeleeInputs(chosen)).round
        return ms.resolve_melee(game, entry, ms.MeleeDice.faces([[4, 1]], [[5, 2]])).result

    draw = fresh_round(setup)
    assert draw.outcome["winner"] is None and draw.chance == odds.p_win
    set_options(game, tie_is_draw=False)
    to_b = fresh_round(setup)
    assert to_b.outcome["winner"] == "b" and to_b.chance == odds.p_win
    assert q.event(game, to_b.event_id).inputs["p_draw"] == "0/1"
    to_a = fresh_round(ms.MeleeSetup(setup.fighters, setup.contacts, defender="a"))
    assert to_a.outcome["winner"] == "a" and to_a.chance == odds.p_win + odds.p_draw
    with pytest.raises(InvalidField, match="defender"):
        ms.MeleeSetup(setup.fighters, setup.contacts, defender="x")


# ------------------------------------------------------------------ MEL-6 quarter
# A long, thin supporter behind the fighting unit: its centre is in the rear quarter,
# most of its area in the left flank quarter; a second supporter stands on the left.
LONG_SUPPORTER = [
    *ONE_ON_ONE,
    ("long", 0, north(-3, -1.6, width=16, depth=0.6), {}),
    ("left", 0, north(-5, 0), {}),
]


def test_mel6_quarter_by_area_moves_a_supporter_to_the_flank(game_path):
    game, ids = make_game(game_path, LONG_SUPPORTER)
    fp = {k: q.unit(game, ids[k]).footprint.to_rules() for k in ("blue", "long")}
    assert footprint_quarter(fp["blue"], fp["long"], by_centre=True) is Quarter.REAR
    assert footprint_quarter(fp["blue"], fp["long"], by_centre=False) is Quarter.LEFT
    setup, _ = setup_for(game, [ids["blue"]])

    def verdicts(p):
        return {s.candidate: (s.quarter, s.counts, s.key) for s in p.supports()}

    by_centre = plan(game, setup)
    assert verdicts(by_centre)[ids["long"]] == (Quarter.REAR, True, "supports")
    assert verdicts(by_centre)[ids["left"]] == (Quarter.LEFT, True, "supports")
    assert by_centre.side_a.static == 2
    set_options(game, quarter_by_centre=False)
    by_area = plan(game, setup)
    # Both on the left now: one quarter, one support (MEL-7); the nearer one counts.
    assert verdicts(by_area)[ids["long"]] == (Quarter.LEFT, True, "supports")
    assert verdicts(by_area)[ids["left"]] == (Quarter.LEFT, False, "quarter_taken")
    assert by_area.side_a.static == 1
    assert by_area.odds.p_win < by_centre.odds.p_win


# ------------------------------------------------------------------ MEL-7 allocation
# F1 and F2 fight side by side-ish; C is near F1's left flank and in F2's rear; D is
# farther on F1's left and out of F2's reach. First come, first served (F1 first) would
# give C to F1 and leave F2 without support; shared out, D supports F1 and C F2.
TWO_FIGHTS = [
    ("f1", 0, north(0, 0), {}),
    ("e1", 1, south(0, 2), {}),
    ("f2", 0, north(-6, 8), {}),
    ("e2", 1, south(-6, 10), {}),
    ("c", 0, north(-6, 1), {}),
    ("d", 0, north(-9.5, -1), {}),
]


def _lines(p, fighter):
    return {s.candidate: s for s in p.group(fighter).supports}


def test_mel7_supporters_are_shared_out_where_greedy_fails(game_path):
    game, ids = make_game(game_path, TWO_FIGHTS)
    setup, units = setup_for(game, [ids["f1"], ids["f2"]])
    assert set(setup.ids("a")) == {ids["f1"], ids["f2"]}
    # F1 alone would take C, the nearer one on its left (what a greedy pass did).
    f1 = units[ids["f1"]].footprint.to_rules()
    alone = melee.choose_supports(
        f1,
        [
            melee.Candidate(ids["c"], footprint=units[ids["c"]].footprint.to_rules()),
            melee.Candidate(ids["d"], footprint=units[ids["d"]].footprint.to_rules()),
        ],
    )
    assert [(d.candidate_id, d.counts) for d in alone] == [(ids["c"], True), (ids["d"], False)]
    p = plan(game, setup)
    f1_lines, f2_lines = _lines(p, ids["f1"]), _lines(p, ids["f2"])
    assert (f1_lines[ids["d"]].counts, f1_lines[ids["d"]].quarter) == (True, Quarter.LEFT)
    assert (f1_lines[ids["c"]].counts, f1_lines[ids["c"]].key) == (False, "already_supporting")
    assert (f2_lines[ids["c"]].counts, f2_lines[ids["c"]].quarter) == (True, Quarter.REAR)
    assert f2_lines[ids["d"]].key == "too_far"
    assert not any(s.manual for s in p.supports())
    assert p.side_a.static == 2
    # Most supports (MEL-7, max_supports) also caps the side's bonus.
    set_options(game, max_supports=1)
    assert plan(game, setup).side_a.static == 1


def test_mel7_a_manual_add_or_removal_still_wins_and_is_marked(game_path):
    game, ids = make_game(game_path, TWO_FIGHTS)
    setup, _ = setup_for(game, [ids["f1"], ids["f2"]])
    # The players put C on F1's left: it supports F1, D loses the quarter, F2 has none.
    added = ms.MeleeSetup(
        setup.fighters,
        setup.contacts,
        overrides=(ms.SupportOverride(ids["f1"], ids["c"], ms.ADD, Quarter.LEFT),),
    )
    p = plan(game, added)
    f1_lines, f2_lines = _lines(p, ids["f1"]), _lines(p, ids["f2"])
    assert (f1_lines[ids["c"]].counts, f1_lines[ids["c"]].manual) == (True, True)
    assert (f1_lines[ids["d"]].counts, f1_lines[ids["d"]].key) == (False, "quarter_taken")
    assert (f2_lines[ids["c"]].counts, f2_lines[ids["c"]].key) == (False, "already_supporting")
    assert p.side_a.static == 1
    # The players remove C from F2: C goes back to F1 (nearer than D), F2's row is manual.
    removed = ms.MeleeSetup(
        setup.fighters,
        setup.contacts,
        overrides=(ms.SupportOverride(ids["f2"], ids["c"], ms.REMOVE),),
    )
    p = plan(game, removed)
    f1_lines, f2_lines = _lines(p, ids["f1"]), _lines(p, ids["f2"])
    assert f1_lines[ids["c"]].counts and not f1_lines[ids["c"]].manual
    assert (f2_lines[ids["c"]].key, f2_lines[ids["c"]].manual) == ("manual_removed", True)
    assert p.side_a.static == 1


def test_mel7_front_support_and_mel5_radius(game_path):
    units = [*ONE_ON_ONE, ("ahead", 0, north(6, 5), {}), ("behind", 0, north(0, -6.5), {})]
    game, ids = make_game(game_path, units)
    setup, _ = setup_for(game, [ids["blue"]])

    def verdict(key):
        return next(s for s in plan(game, setup).supports() if s.candidate == ids[key])

    assert verdict("ahead").quarter is Quarter.FRONT
    assert (verdict("ahead").counts, verdict("ahead").key) == (False, "front_quarter")
    assert verdict("behind").counts  # 4.5 away, within 6
    set_options(game, allow_front_support=True, support_radius=4)
    assert verdict("ahead").counts
    assert (verdict("behind").counts, verdict("behind").key) == (False, "too_far")


# ------------------------------------------------------------------ MEL-2, MEL-3, MEL-11
def test_mel2_leftover_dice_and_mel3_base_to_hit(game_path):
    units = [
        ("blue", 0, north(0, 0), {"melee_dice": 7}),
        ("red", 1, south(0, 2), {}),
        ("flanker", 1, Footprint(-3, 0, 0, 2, 2), {}),  # facing east, touching Blue's left
    ]
    game, ids = make_game(game_path, units)
    setup, _ = setup_for(game, [ids["blue"]])
    group = plan(game, setup).group(ids["blue"])
    assert group.per_side == {Quarter.FRONT: 4, Quarter.LEFT: 3}
    needed = {a.target: a.needed for a in plan(game, setup).rolled("b")}
    set_options(game, melee_split_leftover_to_front=False, base_to_hit=3)
    group = plan(game, setup).group(ids["blue"])
    assert group.per_side == {Quarter.FRONT: 3, Quarter.LEFT: 3}
    # Red's units have the profile's 4+: the ruleset's base 3+ applies instead (MEL-3).
    after = {a.target: a.needed for a in plan(game, setup).rolled("b")}
    assert after == {t: n - 1 for t, n in needed.items()}


def test_mel11_hits_are_casualties_off_leaves_the_units(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    setup, _ = setup_for(game, [ids["blue"]])
    first = fight(game, setup, [3], [1]).result
    assert (q.unit(game, ids["red"]).casualties, q.unit(game, ids["blue"]).casualties) == (3, 1)
    set_options(game, hits_are_casualties=False)
    fight(game, setup, [3], [1], combat_id=first.outcome["combat_id"])
    assert (q.unit(game, ids["red"]).casualties, q.unit(game, ids["blue"]).casualties) == (3, 1)


# ------------------------------------------------------------------ CHG-2
def test_chg2_charge_dice_rule_changes_the_chance(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    sv.update_unit(game, ids["blue"], movement=4, token="attack")  # CMD-1: Attack charges
    seed_rule = charge_planner.resolve_charge(
        game, ids["blue"], {ids["red"]: 9}, faces=[5, 1]
    ).result
    assert seed_rule.chance == Fraction(20, 36) and seed_rule.outcome["success"]
    set_options(game, charge_dice="d6")
    one_die = charge_planner.resolve_charge(game, ids["blue"], {ids["red"]: 9}, faces=[5]).result
    assert one_die.chance == chance_all(4, [9], ChargeDice.D6) == Fraction(2, 6)
    assert q.event(game, one_die.event_id).inputs["dice_rule"] == "d6"


# ------------------------------------------------------------------ GLAD
def arena(game, figures, *, cols=9, rows=9):
    board = sv.add_hex_board(game, "Arena", cols, rows).result
    sides = [s.id for s in q.order_of_battle(game).sides]
    return {
        name: sv.add_hex_figure(
            game, board, sides[side], name, qq, r, facing=facing, defence_factor=df
        ).result
        for name, side, (qq, r), facing, df in figures
    }


def _rear_facing(target, attacker):
    return next(v for v in range(6) if hexes.arc_of(target, v, attacker) is hexes.Arc.REAR)


def test_glad5_highest_die_instead_of_the_sum(game_path):
    game, _ = make_game(game_path)
    target, attacker, friend = (4, 3), (4, 4), (5, 2)  # the friend is next to the target
    figures = [
        ("attacker", 0, attacker, 0, 3),
        ("friend", 0, friend, 0, 3),
        ("target", 1, target, _rear_facing(target, attacker), 3),
    ]
    ids = arena(game, figures)
    summed = gladiator_attack(game, ids["attacker"], ids["target"], [4, 4], [5]).result
    assert summed.outcome["bonus"] == 0 and summed.outcome["attack_total"] == 8
    assert summed.outcome["success"]
    assert summed.chance == hexes.attack_chance(0, 2, 1, sum_dice=True)
    game.undo(q.events(game)[-1].action_id)
    set_options(game, glad_sum_support_dice=False)
    highest = gladiator_attack(game, ids["attacker"], ids["target"], [4, 4], [5]).result
    assert highest.outcome["attack_total"] == 4 and not highest.outcome["success"]
    assert highest.chance == hexes.attack_chance(0, 2, 1, sum_dice=False)
    assert highest.chance != summed.chance
    assert q.event(game, highest.event_id).inputs["sum_dice"] is False


def test_glad3_move_figure_follows_the_zone_of_control_options(game_path):
    game, _ = make_game(game_path)
    ids = arena(game, [("mover", 0, (2, 4), 0, 3), ("enemy", 1, (4, 3), 0, 3)])
    through_two = [(2, 4), (3, 3), (3, 4)]  # both hexes next to the enemy
    roll_movement(game, ids["mover"], [6])  # medium: D3 3
    with pytest.raises(InvalidField, match="GLAD-3"):
        move_figure(game, ids["mover"], through_two, 0)
    set_options(game, zoc_max_enemy_adjacent_hexes=2)
    move_figure(game, ids["mover"], through_two, 0)
    assert next(f for f in q.hex_boards(game)[0].figures if f.id == ids["mover"]).q == 3
    # Now on (3, 4), next to the enemy: one more such hex is fine unless the start counts.
    # (The next turn: GLAD-1 allows one move a turn.)
    sv.next_turn(game)
    roll_movement(game, ids["mover"], [6])
    set_options(game, zoc_max_enemy_adjacent_hexes=1)
    one_more = [(3, 4), (3, 3)]
    set_options(game, zoc_start_hex_counts=True)
    with pytest.raises(InvalidField, match="GLAD-3"):
        move_figure(game, ids["mover"], one_more, 0)
    set_options(game, zoc_start_hex_counts=False)
    move_figure(game, ids["mover"], one_more, 0)


# ------------------------------------------------------------------ ODD-2
def test_odd2_off_leaves_the_preset_rows_out_of_the_odds_combat(game_path):
    game, _ = make_game(game_path)
    columns = ["1-1", "2-1", "3-1"]
    crt = osv.create_crt(
        game,
        "Test CRT",
        die_sides=6,
        columns=columns,
        cells=[["DR"] * 3 for _ in range(6)],
        odd2=True,
    ).result
    with_odd2 = odds_combat(game, crt, 2, 1, faces=[3]).result
    assert (with_odd2.outcome["column"], with_odd2.outcome["result"]) == ("2-1", "NE")
    assert with_odd2.chance == Fraction(1, 6)
    set_options(game, odd2_house_rule=False)
    without = odds_combat(game, crt, 2, 1, faces=[3]).result
    assert without.outcome["result"] == "DR" and without.chance == 1

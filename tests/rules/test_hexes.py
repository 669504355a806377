"""Tests of adjutant.rules.hexes (RULES.md §5, GLAD-0..6; issue 11's "must show" at the rules level)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjutant.rules.errors import RuleInputError
from adjutant.rules.hexes import (
    DIRECTIONS,
    Arc,
    arc_of,
    attack_chance,
    d3,
    defence_bonus,
    distance,
    figure_type,
    frontal_neighbours,
    lateral_neighbours,
    movement_allowance,
    neighbours,
    path_allowed,
    path_violation,
    reachable,
    rear_neighbours,
    resolve_attack,
    support_counts,
    turn_candidates,
    turn_toward,
    zoc_hexes,
)

ORIGIN = (0, 0)
hexes = st.tuples(st.integers(-20, 20), st.integers(-20, 20))

# -- basics ---------------------------------------------------------------------------


def test_neighbours_in_the_documented_order():
    assert neighbours((2, -1)) == ((3, -1), (3, -2), (2, -2), (1, -1), (1, 0), (2, 0))
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def test_distance():
    assert distance(ORIGIN, (3, -1)) == 3
    assert distance(ORIGIN, (2, 2)) == 4
    assert all(distance(ORIGIN, n) == 1 for n in neighbours(ORIGIN))


@given(hexes, hexes)
def test_distance_is_symmetric_and_zero_only_on_itself(a, b):
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)


@pytest.mark.parametrize("bad", [(0,), (0, 0, 0), (0.5, 1), "ab", (True, 0)])
def test_bad_hexes(bad):
    with pytest.raises(RuleInputError):
        neighbours(bad)


# -- GLAD-0, GLAD-1 -------------------------------------------------------------------


@pytest.mark.parametrize(("face", "value"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_glad0_d6_read_as_d3(face, value):
    assert d3(face) == value


@pytest.mark.parametrize("bad", [0, 7, 2.0, None])
def test_glad0_bad_faces(bad):
    with pytest.raises(RuleInputError, match="GLAD-0"):
        d3(bad)


@pytest.mark.parametrize(
    ("defence", "roll", "expected"),
    [
        # light (1-2): D3 + 1
        (1, 1, 2),
        (2, 3, 4),
        # medium (3-4): D3
        (3, 1, 1),
        (4, 3, 3),
        # heavy (5-6): D3 - 1, minimum 1
        (5, 1, 1),
        (5, 2, 1),
        (6, 3, 2),
    ],
)
def test_glad1_movement_allowance_light_medium_heavy(defence, roll, expected):
    assert movement_allowance(defence, roll) == expected


def test_glad1_figure_types():
    assert [figure_type(df) for df in range(1, 7)] == ["light"] * 2 + ["medium"] * 2 + ["heavy"] * 2


@pytest.mark.parametrize(("defence", "roll"), [(0, 2), (7, 2), (3, 0), (3, 4), (3, 2.0)])
def test_glad1_bad_input(defence, roll):
    with pytest.raises(RuleInputError, match="GLAD-1"):
        movement_allowance(defence, roll)


# -- GLAD-2 facing -------------------------------------------------------------------


def test_glad2_vertex_zero_splits_the_neighbours():
    n = neighbours(ORIGIN)
    assert frontal_neighbours(ORIGIN, 0) == (n[0], n[1])
    assert set(lateral_neighbours(ORIGIN, 0)) == {n[5], n[2]}
    assert set(rear_neighbours(ORIGIN, 0)) == {n[3], n[4]}


@given(hexes, st.integers(0, 5))
def test_glad2_two_frontal_two_lateral_two_rear(h, v):
    parts = [*frontal_neighbours(h, v), *lateral_neighbours(h, v), *rear_neighbours(h, v)]
    assert sorted(parts) == sorted(neighbours(h))
    # Frontal hexes share the faced vertex: they are adjacent to each other.
    a, b = frontal_neighbours(h, v)
    assert distance(a, b) == 1


@pytest.mark.parametrize("bad", [-1, 6, 1.5])
def test_glad2_bad_vertex(bad):
    with pytest.raises(RuleInputError, match="GLAD-2"):
        frontal_neighbours(ORIGIN, bad)


# -- GLAD-3 zone of control -------------------------------------------------------------

ENEMY = (3, 0)  # its neighbours: (4,0) (4,-1) (3,-1) (2,0) (2,1) (3,1)


def test_glad3_zoc_hexes():
    assert zoc_hexes([ENEMY]) == frozenset(neighbours(ENEMY))
    # An enemy next to another enemy: occupied hexes are not ZoC hexes.
    assert (4, 0) not in zoc_hexes([ENEMY, (4, 0)])


def test_glad3_path_through_two_enemy_adjacent_hexes_refused():
    path = [(1, 0), (2, 0), (2, 1)]  # (2,0) and (2,1) are both next to the enemy
    assert not path_allowed(path, [ENEMY])
    reason = path_violation(path, [ENEMY])
    assert "GLAD-3" in reason and "(2, 1)" in reason


def test_glad3_path_through_one_enemy_adjacent_hex_allowed():
    assert path_allowed([(1, 0), (2, 0)], [ENEMY])
    assert path_allowed([(0, 1), (1, 1), (2, 1), (2, 2)], [ENEMY])
    assert path_violation([(0, 1), (1, 1), (2, 1)], [ENEMY]) is None


def test_glad3_start_hex_does_not_count():
    # Starting next to the enemy and stepping into another ZoC hex is one entry.
    assert path_allowed([(2, 0), (2, 1)], [ENEMY])
    assert not path_allowed([(2, 0), (2, 1), (3, 1)], [ENEMY])
    # As an option, the start hex counts.
    assert path_violation([(2, 0), (2, 1)], [ENEMY], start_counts=True) is not None


def test_glad3_option_more_or_fewer_zoc_hexes():
    path = [(1, 0), (2, 0), (2, 1)]
    assert path_violation(path, [ENEMY], max_zoc_hexes=2) is None
    assert "at most 2" in path_violation([*path, (3, 1)], [ENEMY], max_zoc_hexes=2)
    assert path_violation([(1, 0), (2, 0)], [ENEMY], max_zoc_hexes=0) is not None
    assert reachable((2, -1), 2, [ENEMY], max_zoc_hexes=2)[(2, 1)] == 2
    # With no ZoC entry allowed, (2, 0) (next to the enemy) is the one neighbour left out.
    no_zoc = reachable((1, 0), 1, [ENEMY], max_zoc_hexes=0)
    assert set(no_zoc) == {(1, 0), *neighbours((1, 0))} - {(2, 0)}
    with pytest.raises(RuleInputError, match="GLAD-3"):
        reachable((0, 0), 1, [], max_zoc_hexes=-1)


def test_glad3_entering_an_enemy_hex_refused():
    assert not path_allowed([(2, 0), ENEMY], [ENEMY])
    assert "enemy" in path_violation([(2, 0), ENEMY], [ENEMY])


def test_glad3_a_jump_is_bad_input():
    with pytest.raises(RuleInputError, match="GLAD-3") as err:
        path_allowed([(0, 0), (2, 0)], [ENEMY])
    assert "(2, 0)" in str(err.value)
    with pytest.raises(RuleInputError, match="GLAD-3"):
        path_allowed([], [ENEMY])
    with pytest.raises(RuleInputError, match="GLAD-3"):
        path_allowed([(0, 0), (0, 0)], [ENEMY])


def test_glad1_path_violation_allowance_board_and_occupied():
    assert "GLAD-1" in path_violation([(0, 0), (1, 0), (2, -1)], [], allowance=1)
    assert path_violation([(0, 0), (1, 0)], [], allowance=1) is None
    assert "occupied" in path_violation([(0, 0), (1, 0)], [], blocked=[(1, 0)])
    assert "off the board" in path_violation([(0, 0), (1, 0)], [], in_board={(0, 0)})
    assert path_violation([(0, 0), (1, 0)], [], in_board=lambda h: h[0] < 5) is None


def test_glad3_reachable_respects_zoc():
    reach = reachable((0, 0), 4, [ENEMY])
    assert reach[(0, 0)] == 0
    assert reach[(2, 0)] == 2  # one ZoC hex: fine
    assert ENEMY not in reach
    # (2, 1) is 2 steps from (2, -1), but the short way enters two ZoC hexes ((2, 0) first):
    # only the 3-step way round, through (1, 0) and (1, 1), is allowed.
    assert (2, 1) not in reachable((2, -1), 2, [ENEMY])
    assert reachable((2, -1), 3, [ENEMY])[(2, 1)] == 3
    assert (5, -1) not in reach  # 5 steps at least
    assert all(distance((0, 0), h) <= steps <= 4 for h, steps in reach.items())


def test_glad3_reachable_blocked_and_board():
    reach = reachable((0, 0), 1, [], blocked=[(1, 0)], in_board=lambda h: h != (0, 1))
    assert set(reach) == {(0, 0)} | set(neighbours((0, 0))) - {(1, 0), (0, 1)}
    with pytest.raises(RuleInputError, match="GLAD-1"):
        reachable((0, 0), -1, [])


def _brute_reachable(start, allowance, enemies, limit=1):
    """Every hex at the end of some allowed path (exhaustive over paths)."""
    found = {start: 0}
    frontier = [[start]]
    for steps in range(1, allowance + 1):
        nxt = []
        for path in frontier:
            for n in neighbours(path[-1]):
                cand = [*path, n]
                if path_violation(cand, enemies, max_zoc_hexes=limit) is None:
                    nxt.append(cand)
                    found.setdefault(n, steps)
        frontier = nxt
    return found


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), max_size=4),
    st.integers(0, 3),
    st.integers(0, 2),
)
def test_glad3_reachable_matches_path_enumeration(enemies, allowance, limit):
    enemies = [e for e in enemies if e != (0, 0)]
    reach = reachable((0, 0), allowance, enemies, max_zoc_hexes=limit)
    assert reach == _brute_reachable((0, 0), allowance, enemies, limit)
    for h in reach:
        assert h not in enemies


# -- GLAD-4 combat ----------------------------------------------------------------------


def test_glad4_front_side_rear_with_defence_five():
    defender, vertex = (
        ORIGIN,
        0,
    )  # frontal: (1,0) (1,-1); lateral: (0,1) (0,-1); rear: (-1,0) (-1,1)
    assert arc_of(defender, vertex, (1, 0)) is Arc.FRONT
    assert arc_of(defender, vertex, (1, -1)) is Arc.FRONT
    assert arc_of(defender, vertex, (0, -1)) is Arc.SIDE
    assert arc_of(defender, vertex, (0, 1)) is Arc.SIDE
    assert arc_of(defender, vertex, (-1, 0)) is Arc.REAR
    assert arc_of(defender, vertex, (-1, 1)) is Arc.REAR
    assert [defence_bonus(5, a) for a in (Arc.FRONT, Arc.SIDE, Arc.REAR)] == [5, 2, 0]


def test_glad4_attack_from_a_hex_not_adjacent_is_bad_input():
    with pytest.raises(RuleInputError, match="GLAD-4"):
        arc_of(ORIGIN, 0, (2, 0))
    with pytest.raises(RuleInputError, match="GLAD-4"):
        defence_bonus(7, Arc.FRONT)


def _brute_chance(bonus, na, nd):
    wins = total = 0
    for faces in itertools.product(range(1, 7), repeat=na + nd):
        total += 1
        wins += sum(faces[:na]) > sum(faces[na:]) + bonus
    return Fraction(wins, total)


def test_glad4_one_die_each():
    # No bonus: attack > defence in 15 of 36.
    assert attack_chance(0) == Fraction(15, 36)
    assert attack_chance(5) == Fraction(0)
    assert attack_chance(4) == Fraction(1, 36)  # 6 against 1 + 4 only
    assert attack_chance(0, tie_succeeds=True) == Fraction(21, 36)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 6), st.integers(1, 3), st.integers(1, 2))
def test_glad5_attack_chance_matches_enumeration(bonus, na, nd):
    assert attack_chance(bonus, na, nd) == _brute_chance(bonus, na, nd)


@given(st.integers(0, 6), st.integers(1, 4), st.integers(1, 4))
def test_glad5_more_attack_dice_never_hurt(bonus, na, nd):
    p = attack_chance(bonus, na, nd)
    assert 0 <= p <= 1
    assert attack_chance(bonus, na + 1, nd) >= p
    assert attack_chance(bonus, na, nd + 1) <= p


def test_glad4_attack_chance_bad_input():
    with pytest.raises(RuleInputError, match="GLAD-4"):
        attack_chance(-1)
    with pytest.raises(RuleInputError, match="GLAD-5"):
        attack_chance(0, 0)


def test_glad4_resolve_attack():
    res = resolve_attack([5], [3], 2)
    assert (res.attack_total, res.defence_total, res.success) == (5, 5, False)  # tie fails
    assert resolve_attack([5], [3], 2, tie_succeeds=True).success
    res = resolve_attack([4, 6], [2, 1], 5)  # GLAD-5: two red dice against two black + 5
    assert (res.attack_total, res.defence_total, res.success) == (10, 8, True)
    with pytest.raises(RuleInputError, match="GLAD-4"):
        resolve_attack([7], [1], 0)
    with pytest.raises(RuleInputError, match="GLAD-4"):
        resolve_attack([], [1], 0)


# -- GLAD-5 support ----------------------------------------------------------------------


def test_glad5_support_dice_on_both_sides():
    attacker, target = (0, 0), (1, 0)
    friends_of_attacker = [(2, -1), (1, 1), (-3, 0), attacker]  # (2,-1), (1,1) touch the target
    friends_of_defender = [(-1, 0), (5, 5), target]  # (-1,0) touches the attacker
    sc = support_counts(attacker, target, friends_of_attacker, friends_of_defender)
    assert sc.attack_supporters == ((1, 1), (2, -1))
    assert sc.defence_supporters == ((-1, 0),)
    assert (sc.attack_dice, sc.defence_dice) == (3, 2)
    with pytest.raises(RuleInputError, match="GLAD-4"):
        support_counts((0, 0), (3, 0), [], [])


# -- GLAD-6 turning -----------------------------------------------------------------------


@given(hexes, st.integers(0, 5), st.one_of(st.none(), st.integers(0, 5)))
def test_glad6_turning_makes_the_attacker_frontal(h, direction, current):
    attacker = neighbours(h)[direction]
    v = turn_toward(h, attacker, current)
    assert attacker in frontal_neighbours(h, v)
    assert arc_of(h, v, attacker) is Arc.FRONT


def test_glad6_turn_choice():
    attacker = neighbours(ORIGIN)[2]  # direction 2: vertices 1 and 2 qualify
    assert turn_toward(ORIGIN, attacker) == 2
    assert turn_toward(ORIGIN, attacker, current_vertex=0) == 1  # the nearer turn
    assert turn_toward(ORIGIN, attacker, current_vertex=3) == 2
    with pytest.raises(RuleInputError, match="GLAD-6"):
        turn_toward(ORIGIN, (5, 5))


def test_glad6_turn_candidates():
    attacker, target = (0, 0), (1, 0)
    figures = [(0, 1), (2, 0), (4, 4), attacker, target]
    assert turn_candidates(attacker, target, figures) == ((0, 1), (2, 0))


# -- GLAD-5 [choice]: support dice summed, or only the highest die (review of issue 2) -------


def _brute_highest(bonus, na, nd, tie_succeeds=False):
    wins = total = 0
    for faces in itertools.product(range(1, 7), repeat=na + nd):
        total += 1
        attack, defence = max(faces[:na]), max(faces[na:]) + bonus
        wins += attack >= defence if tie_succeeds else attack > defence
    return Fraction(wins, total)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 6), st.integers(1, 3), st.integers(1, 2), st.booleans())
def test_glad5_highest_die_option_matches_enumeration(bonus, na, nd, tie):
    got = attack_chance(bonus, na, nd, tie_succeeds=tie, sum_dice=False)
    assert got == _brute_highest(bonus, na, nd, tie)


def test_glad5_highest_die_option_differs_from_summing():
    # Two red dice against one black: summing favours the attacker far more.
    assert attack_chance(0, 2, 1, sum_dice=False) == Fraction(125, 216)
    assert attack_chance(0, 2, 1) > attack_chance(0, 2, 1, sum_dice=False)
    # With one die a side the two readings agree.
    assert attack_chance(2, 1, 1, sum_dice=False) == attack_chance(2, 1, 1)
    res = resolve_attack([4, 6], [5, 1], 0, sum_dice=False)
    assert (res.attack_total, res.defence_total, res.success) == (6, 5, True)
    res = resolve_attack([4, 6], [5, 1], 5, sum_dice=False)
    assert (res.attack_total, res.defence_total, res.success) == (6, 10, False)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 6), st.integers(1, 3), st.integers(1, 3), st.booleans(), st.booleans())
def test_glad4_success_and_failure_sum_to_one(bonus, na, nd, tie, summed):
    # Complement by rolling the other way round: P(attack wins) + P(defence holds) = 1.
    p = attack_chance(bonus, na, nd, tie_succeeds=tie, sum_dice=summed)
    faces = list(itertools.product(range(1, 7), repeat=na + nd))
    held = sum(
        1
        for f in faces
        if not resolve_attack(f[:na], f[na:], bonus, tie_succeeds=tie, sum_dice=summed).success
    )
    assert p + Fraction(held, len(faces)) == 1


@pytest.mark.parametrize(
    "call",
    [
        lambda: path_allowed(5, []),
        lambda: path_allowed("ab", []),
        lambda: path_allowed([(0, 0)], 5),
        lambda: reachable((0, 0), 2, None),
        lambda: reachable((0, 0), True, []),
        lambda: zoc_hexes(None),
        lambda: support_counts((0, 0), (1, 0), 5, []),
        lambda: turn_candidates((0, 0), (1, 0), 3),
        lambda: resolve_attack(5, [1], 0),
        lambda: resolve_attack([3], [1], True),
        lambda: attack_chance(0, True),
        lambda: movement_allowance(True, 2),
        lambda: d3(True),
        lambda: defence_bonus(3, "front"),
        lambda: arc_of((0, 0), True, (1, 0)),
        lambda: path_allowed([(0, 0), (1, 0), (3, 0)], []),  # a jump
    ],
)
def test_bad_hex_input_is_a_rule_input_error(call):
    with pytest.raises(RuleInputError, match="GLAD-"):
        call()

"""Charge range and success: CHG-1..5 (issue 2), seed 004's worked example."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjutant.rules.charge import (
    ChargeDice,
    ChargeResult,
    chance_all,
    chance_any,
    charge_chance,
    charge_odds,
    charge_range,
    charge_reaches,
    dice_distribution,
    needed_result,
    range_distribution,
    reach_bands,
    resolve_charge,
)
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import total

movements = st.integers(min_value=0, max_value=12) | st.floats(
    min_value=0, max_value=12, allow_nan=False
)
distances = st.floats(min_value=0, max_value=30, allow_nan=False)
rules = st.sampled_from(list(ChargeDice))


def brute_force(rule: ChargeDice) -> dict[int, Fraction]:
    """Enumerate every roll by hand (independent of icepool)."""
    rolls = list(itertools.product(range(1, rule.sides + 1), repeat=rule.count))
    counts: dict[int, int] = {}
    for faces in rolls:
        value = sum(sorted(faces)[rule.count - rule.keep :])
        counts[value] = counts.get(value, 0) + 1
    return {v: Fraction(c, len(rolls)) for v, c in counts.items()}


# --- CHG-1: order ----------------------------------------------------------


def test_chg1_each_charge_resolves_alone():
    # CHG-1: charges are resolved one at a time; a result depends only on its own dice.
    first = resolve_charge(4, [5, 2], {"a": 9})
    second = resolve_charge(6, [1, 1], {"b": 9})
    assert first.success and not second.success
    assert resolve_charge(4, [5, 2], {"a": 9}) == first


def test_chg1_several_chargers_one_target_are_separate_inputs():
    # Several units charging one target: each unit's reach is its own (resolved together).
    a = resolve_charge(3, [6, 1], {"target": 9})
    b = resolve_charge(5, [2, 3], {"target": 9})
    assert (a.success, b.success) == (True, False)


# --- CHG-2: range ----------------------------------------------------------


def test_chg2_range_is_movement_plus_highest_of_2d6():
    assert charge_range(4, [2, 5]) == 9
    assert charge_range(4, [6, 6]) == 10
    assert charge_range(4.5, [1, 1]) == 5.5


@pytest.mark.parametrize(
    ("rule", "faces", "result"),
    [
        (ChargeDice.HIGHEST_2D6, [3, 5], 5),
        (ChargeDice.SUM_2D6, [3, 5], 8),
        (ChargeDice.THREE_D6_DROP_LOWEST, [1, 6, 4], 10),
        (ChargeDice.D6, [4], 4),
    ],
)
def test_chg2_dice_rules_read_faces(rule, faces, result):
    assert rule.result(faces) == result
    assert charge_range(2, faces, rule) == 2 + result


def test_chg2_dice_rule_shapes():
    assert (ChargeDice.HIGHEST_2D6.count, ChargeDice.HIGHEST_2D6.sides) == (2, 6)
    assert (ChargeDice.SUM_2D6.count, ChargeDice.SUM_2D6.sides) == (2, 6)
    assert (ChargeDice.THREE_D6_DROP_LOWEST.count, ChargeDice.THREE_D6_DROP_LOWEST.keep) == (3, 2)
    assert (ChargeDice.D6.count, ChargeDice.D6.sides) == (1, 6)
    assert ChargeDice("highest_2d6") is ChargeDice.HIGHEST_2D6


@pytest.mark.parametrize(
    ("rule", "faces"),
    [
        (ChargeDice.HIGHEST_2D6, [3]),
        (ChargeDice.HIGHEST_2D6, [3, 4, 5]),
        (ChargeDice.HIGHEST_2D6, [0, 4]),
        (ChargeDice.HIGHEST_2D6, [7, 4]),
        (ChargeDice.THREE_D6_DROP_LOWEST, [6, 6]),
        (ChargeDice.D6, [2.5]),
    ],
)
def test_chg2_bad_faces_refused(rule, faces):
    with pytest.raises(RuleInputError, match="CHG-2"):
        charge_range(4, faces, rule)


@pytest.mark.parametrize("rule", list(ChargeDice))
def test_chg2_icepool_distribution_matches_enumeration(rule):
    assert dict(dice_distribution(rule)) == brute_force(rule)


@pytest.mark.parametrize("rule", list(ChargeDice))
def test_chg2_distributions_sum_to_one(rule):
    assert sum(p for _, p in dice_distribution(rule)) == 1
    assert sum(range_distribution(3.5, rule).values()) == 1


def test_chg2_range_distribution_is_shifted_by_movement():
    dist = range_distribution(4)
    assert min(dist) == 5 and max(dist) == 10
    assert dist[10.0] == Fraction(11, 36)
    assert dist[5.0] == Fraction(1, 36)


@pytest.mark.parametrize("movement", [-1, float("nan"), "4", None])
def test_chg2_bad_movement_refused(movement):
    with pytest.raises(RuleInputError, match="CHG-2"):
        charge_chance(movement, 5)


def test_chg2_unknown_dice_rule_refused():
    with pytest.raises(RuleInputError, match="CHG-2"):
        charge_chance(4, 5, "4d6")


# --- CHG-3: success --------------------------------------------------------


def test_chg3_seed_worked_example_movement_4_distance_9():
    assert charge_chance(4, 9) == Fraction(20, 36)
    odds = charge_odds(4, 9)
    assert odds.needed == 5
    assert odds.chance == Fraction(20, 36)
    assert total(odds.breakdown) == odds.needed
    assert {m.rule for m in odds.breakdown} == {"CHG-2", "CHG-3"}


@pytest.mark.parametrize("k", range(-2, 10))
def test_chg3_closed_form_agrees_with_icepool(k):
    # RULES.md CHG-3: P = 1 - ((k-1)/6)^2, k = ceil(distance - Movement), clamped to 0..1.
    closed = Fraction(1) if k <= 1 else max(Fraction(0), 1 - Fraction(k - 1, 6) ** 2)
    movement = 6
    for distance in (movement + k, movement + k - 0.5, movement + k - 0.999):
        assert needed_result(movement, distance) == k
        assert charge_chance(movement, distance) == closed


def test_chg3_certain_and_impossible_edges():
    assert charge_chance(4, 5) == 1  # distance <= Movement + 1
    assert charge_chance(4, 5.01) == Fraction(35, 36)
    assert charge_chance(4, 10) == Fraction(11, 36)
    assert charge_chance(4, 10.01) == 0  # beyond Movement + 6
    assert charge_chance(4, 0) == 1


def test_chg3_equal_range_reaches():
    assert charge_reaches(4, [5, 1], 9)
    assert not charge_reaches(4, [4, 1], 9)
    assert charge_reaches(4.1, [5, 1], 9.1)  # float noise does not fail a touching charge
    assert not charge_reaches(4, [5, 1], 9.01)


def test_chg3_needed_result():
    assert needed_result(4, 9) == 5
    assert needed_result(4, 9.2) == 6
    assert needed_result(4, 2) == -2


@pytest.mark.parametrize("distance", [-1, -0.01, float("inf"), "9"])
def test_chg3_bad_distance_refused(distance):
    with pytest.raises(RuleInputError, match="CHG-3"):
        charge_chance(4, distance)


@given(movements, distances, rules)
def test_chg3_chance_matches_rolled_outcomes(movement, distance, rule):
    # The exact chance equals the share of all rolls that reach (by enumeration).
    rolls = list(itertools.product(range(1, rule.sides + 1), repeat=rule.count))
    reached = sum(1 for faces in rolls if charge_reaches(movement, faces, distance, rule))
    assert charge_chance(movement, distance, rule) == Fraction(reached, len(rolls))


@given(movements, distances, st.floats(min_value=0, max_value=10, allow_nan=False), rules)
def test_chg3_chance_never_rises_with_distance(movement, distance, extra, rule):
    assert charge_chance(movement, distance + extra, rule) <= charge_chance(
        movement, distance, rule
    )


@given(movements, distances, rules)
def test_chg3_chance_never_falls_with_movement(movement, distance, rule):
    assert charge_chance(movement + 1, distance, rule) >= charge_chance(movement, distance, rule)


@given(movements, rules)
def test_chg3_range_distribution_sums_to_one(movement, rule):
    dist = range_distribution(movement, rule)
    assert sum(dist.values()) == 1
    assert all(p > 0 for p in dist.values())


# --- CHG-4: several targets -----------------------------------------------


def test_chg4_all_needs_the_farthest_any_needs_the_nearest():
    assert chance_all(4, [6, 9, 7]) == charge_chance(4, 9)
    assert chance_any(4, [6, 9, 7]) == charge_chance(4, 6)
    assert chance_all(4, [9]) == chance_any(4, [9]) == Fraction(20, 36)


def test_chg4_no_targets_refused():
    with pytest.raises(RuleInputError, match="CHG-4"):
        chance_all(4, [])
    with pytest.raises(RuleInputError, match="CHG-4"):
        resolve_charge(4, [3, 3], {})


def test_chg4_charges_only_the_targets_reached():
    result = resolve_charge(4, [3, 5], {"near": 8, "exact": 9, "far": 9.5})
    assert isinstance(result, ChargeResult)
    assert result.range == 9
    assert result.reached == ("near", "exact")
    assert result.failed == ("far",)
    assert result.success
    assert total(result.breakdown) == result.range
    assert [m.rule for m in result.breakdown] == ["CHG-2", "CHG-2"]


def test_chg4_reaching_none_fails():
    result = resolve_charge(4, [1, 2], {"a": 7, "b": 8})
    assert result.reached == ()
    assert result.failed == ("a", "b")
    assert not result.success


def test_chg4_bad_distance_in_mapping_refused():
    with pytest.raises(RuleInputError, match="CHG-3"):
        resolve_charge(4, [3, 5], {"a": 5, "b": -2})


@given(movements, st.lists(distances, min_size=1, max_size=5), rules)
def test_chg4_all_at_most_any(movement, targets, rule):
    assert chance_all(movement, targets, rule) <= chance_any(movement, targets, rule)


# --- CHG-5: distance as typed ----------------------------------------------


def test_chg5_typed_distance_used_as_given():
    # CHG-5: the caller passes whichever distance wins; a typed 9 is exactly 9.
    assert charge_chance(4, 9) != charge_chance(4, 9.000001)
    assert charge_chance(4, 9) == charge_chance(4, 9 + 1e-12)  # geometry noise only


# --- reach bands (battlefield overlay) -------------------------------------


def test_chg3_reach_bands_highest_2d6():
    bands = reach_bands(4)
    # P(highest >= 2) = 35/36 >= 0.9; >= 3: 32/36 < 0.9. >= 4: 27/36, >= 5: 20/36 >= 0.5.
    assert bands == [(6.0, Fraction(9, 10)), (9.0, Fraction(1, 2)), (10.0, Fraction(0))]


@pytest.mark.parametrize("rule", list(ChargeDice))
def test_chg3_reach_bands_are_the_largest_distances(rule):
    for distance, threshold in reach_bands(3, rule):
        chance = charge_chance(3, distance, rule)
        beyond = charge_chance(3, distance + 0.01, rule)
        if threshold == 0:
            assert chance > 0 and beyond == 0
        else:
            assert chance >= threshold > beyond


def test_chg3_reach_band_threshold_validated():
    with pytest.raises(RuleInputError, match="CHG-3"):
        reach_bands(4, thresholds=(Fraction(3, 2),))
    with pytest.raises(RuleInputError, match="CHG-3"):
        reach_bands(4, thresholds=(0.5,))
    assert reach_bands(4, thresholds=(1,)) == [(5.0, Fraction(1))]


def test_chg3_d6_rule():
    assert charge_chance(4, 8, ChargeDice.D6) == Fraction(1, 2)  # needs 4+
    assert charge_chance(4, 8, ChargeDice.SUM_2D6) == Fraction(33, 36)  # 2D6 >= 4
    # best two of 3d6 >= 9: (36 + 34 + 27 + 16) / 216
    assert charge_chance(4, 13, ChargeDice.THREE_D6_DROP_LOWEST) == Fraction(113, 216)

"""Dice: face validation, single-die chances, measured lengths, the seeded roller (issue 2)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjutant.rules.dice import (
    Roller,
    ceil_measure,
    chance_at_least,
    validate_face,
    validate_faces,
    validate_measure,
)
from adjutant.rules.errors import RuleInputError


@pytest.mark.parametrize("face", [0, 21, -1])
def test_d20_face_outside_1_20_refused(face):
    with pytest.raises(RuleInputError, match=rf"CMD-5: a d20 face must be 1\.\.20, got {face}"):
        validate_face(face, 20, "CMD-5")


@pytest.mark.parametrize("face", [2.0, "3", None, True])
def test_face_must_be_whole_number(face):
    with pytest.raises(RuleInputError, match="DICE"):
        validate_face(face, 6)


def test_valid_faces_pass_through():
    assert validate_face(1, 20) == 1
    assert validate_face(20, 20) == 20
    assert validate_faces([1, 6, 3], 6, 3) == (1, 6, 3)


def test_faces_count_checked():
    with pytest.raises(RuleInputError, match="expected 2 d6 faces, got 3"):
        validate_faces([1, 2, 3], 6, 2)
    with pytest.raises(RuleInputError, match="d6 face"):
        validate_faces([1, 7], 6)


def test_error_carries_rule_and_value():
    with pytest.raises(RuleInputError) as info:
        validate_face(21, 20, "CMD-5")
    assert info.value.rule == "CMD-5"
    assert info.value.value == 21
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    ("needed", "sides", "chance"),
    [
        (4, 6, Fraction(1, 2)),
        (1, 6, 1),
        (-3, 6, 1),
        (7, 6, 0),
        (6, 6, Fraction(1, 6)),
        (13, 20, Fraction(2, 5)),
    ],
)
def test_chance_at_least(needed, sides, chance):
    assert chance_at_least(needed, sides) == chance


@given(st.integers(-5, 30), st.sampled_from([3, 6, 10, 20]))
def test_chance_at_least_counts_faces(needed, sides):
    assert chance_at_least(needed, sides) == Fraction(
        sum(1 for f in range(1, sides + 1) if f >= needed), sides
    )


def test_measure_validation():
    assert validate_measure(0, "CHG-3") == 0.0
    assert validate_measure(Fraction(7, 2), "CHG-3") == 3.5
    for bad in (-0.5, float("nan"), float("inf"), "1", None, False):
        with pytest.raises(RuleInputError, match="CHG-3"):
            validate_measure(bad, "CHG-3")


def test_ceil_measure_forgives_float_noise_only():
    assert ceil_measure(11.3) == 12
    assert ceil_measure(9.0) == 9
    assert ceil_measure(1.1 - 0.1) == 1
    assert ceil_measure(9.000001) == 10
    assert ceil_measure(0) == 0


def test_roller_same_seed_and_position_same_faces():
    a = Roller(seed=1234, position=10).roll(20, 5)
    b = Roller(seed=1234, position=10).roll(20, 5)
    assert a == b
    assert all(1 <= f <= 20 for f in a)


def test_roller_position_advances_and_grouping_does_not_matter():
    roller = Roller(seed=7)
    first = roller.roll(6, 3)
    assert roller.position == 3
    second = roller.roll(6, 2)
    assert roller.position == 5
    one_by_one = Roller(seed=7)
    singles = tuple(one_by_one.roll(6)[0] for _ in range(5))
    assert first + second == singles
    # resuming from a stored position repeats the rest of the sequence
    assert Roller(seed=7, position=3).roll(6, 2) == second


def test_roller_different_seeds_differ():
    assert Roller(1).roll(20, 30) != Roller(2).roll(20, 30)


def test_roller_covers_every_face():
    faces = Roller(99).roll(6, 600)
    assert set(faces) == {1, 2, 3, 4, 5, 6}


@pytest.mark.parametrize(("sides", "count"), [(1, 1), (6, -1), (6.0, 1), (6, 1.5), (True, 1)])
def test_roller_bad_input_refused_and_position_unchanged(sides, count):
    roller = Roller(5, 4)
    with pytest.raises(RuleInputError, match="DICE"):
        roller.roll(sides, count)
    assert roller.position == 4


@pytest.mark.parametrize("position", [-1, 1.5, True])
def test_roller_bad_position_refused(position):
    with pytest.raises(RuleInputError, match="DICE"):
        Roller(5, position)

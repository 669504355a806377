"""Odds columns, CRTs, house rules and bombardment: ODD-1..3 (issue 2), seed 000's examples."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import total
from adjutant.rules.odds import (
    NO_EFFECT,
    ODD2_HOUSE_RULE,
    ODD2_OVERRIDES,
    Crt,
    bombardment_breakdown,
    bombardment_strength,
    changed_cells,
    clamp_column,
    column_key,
    effective_code,
    odds_breakdown,
    odds_column,
    outcome_distribution,
    parse_column,
    shift_column,
)

COLUMNS = ("1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1")
# A made-up table (the published ones are copyrighted): codes by face 1..6.
ROWS = {
    "1-3": ["AE", "AE", "AR", "AR", "AR", "NE"],
    "1-2": ["AE", "AR", "AR", "AR", "NE", "DR"],
    "1-1": ["AR", "AR", "NE", "NE", "DR", "DR"],
    "2-1": ["AR", "NE", "DR", "DR", "DR", "EX"],
    "3-1": ["NE", "DR", "DR", "DR", "EX", "DE"],
    "4-1": ["DR", "DR", "DR", "EX", "DE", "DE"],
    "5-1": ["DR", "DR", "EX", "DE", "DE", "DE"],
    "6-1": ["DR", "EX", "DE", "DE", "DE", "DE"],
}


def make_crt(**changes) -> Crt:
    fields = {
        "name": "Test CRT",
        "columns": COLUMNS,
        "cells": {(c, f): code for c, codes in ROWS.items() for f, code in enumerate(codes, 1)},
        "legend": {"NE": "No effect", "DR": "Defender retreats"},
    }
    fields.update(changes)
    return Crt(**fields)


# --- ODD-1: odds column ----------------------------------------------------


@pytest.mark.parametrize(
    ("attack", "defence", "column"),
    [
        (3, 2, "2-1"),  # seed
        (5, 3, "2-1"),  # seed
        (12, 8, "2-1"),  # seed
        (2, 3, "1-1"),  # seed
        (4, 6, "1-1"),  # seed
        (6, 15, "1-2"),  # seed
        (1, 1, "1-1"),
        (5, 4, "1-1"),
        (7, 2, "4-1"),  # 3.5 rounds half up
        (1, 2, "1-2"),
        (2, 7, "1-3"),  # 3.5 rounds half down
        (2, 9, "1-4"),  # 4.5 -> 4
        (20, 3, "7-1"),  # before clamping
    ],
)
def test_odd1_seed_and_tie_examples(attack, defence, column):
    assert odds_column(attack, defence) == column


def test_odd1_breakdown_as_data():
    b = odds_breakdown(5, 3)
    assert b.ratio == Fraction(5, 3)
    assert b.quotient == Fraction(5, 3)
    assert (b.rounded, b.rounding, b.column, b.favourable) == (2, "half up", "2-1", True)
    assert b.text() == "5 : 3 = 1.67 -> 2-1"
    assert [m.rule for m in b.breakdown] == ["ODD-1", "ODD-1"]
    low = odds_breakdown(6, 15)
    assert (low.quotient, low.rounded, low.rounding, low.column) == (
        Fraction(5, 2),
        2,
        "half down",
        "1-2",
    )
    assert low.text() == "6 : 15 = 1 : 2.50 -> 1-2"


@pytest.mark.parametrize(
    ("attack", "defence"), [(0, 3), (3, 0), (-1, 2), (2, -4), (1.5, 2), (True, 2)]
)
def test_odd1_zero_or_negative_strength_refused(attack, defence):
    with pytest.raises(RuleInputError, match="ODD-1"):
        odds_column(attack, defence)


@given(st.integers(1, 500), st.integers(1, 500))
def test_odd1_column_is_nearest_ratio_favouring_attacker(attack, defence):
    left, right = parse_column(odds_column(attack, defence))
    if attack >= defence:
        assert right == 1
        # |a/d - N| <= 1/2, and a tie at .5 went up
        assert abs(Fraction(attack, defence) - left) <= Fraction(1, 2)
        assert Fraction(attack, defence) - left != Fraction(1, 2)  # a tie goes up
    else:
        assert left == 1
        q = Fraction(defence, attack)
        assert abs(q - right) <= Fraction(1, 2)
        assert right - q != Fraction(1, 2)  # a tie goes to the lower N (attacker's favour)


@given(st.integers(1, 300), st.integers(1, 300), st.integers(1, 50))
def test_odd1_column_never_falls_with_more_attack(attack, defence, extra):
    assert column_key(odds_column(attack + extra, defence)) >= column_key(
        odds_column(attack, defence)
    )


def test_odd1_column_order():
    cols = ["6-1", "1-1", "1-3", "2-1", "1-2"]
    assert sorted(cols, key=column_key) == ["1-3", "1-2", "1-1", "2-1", "6-1"]
    assert column_key("1-3") < column_key("1-2") < column_key("1-1") < column_key("2-1")


@pytest.mark.parametrize("bad", ["", "2", "2:1", "a-1", "0-1", "1-0", "-1-2", None, 3])
def test_odd1_bad_column_label_refused(bad):
    with pytest.raises(RuleInputError, match="ODD-1"):
        column_key(bad)


def test_odd1_clamp_to_table():
    assert clamp_column("7-1", COLUMNS) == "6-1"
    assert clamp_column("1-5", COLUMNS) == "1-3"
    assert clamp_column("2-1", COLUMNS) == "2-1"
    # a table skipping 5-1: a 5-1 attack falls to the next lower column
    assert clamp_column("5-1", ("1-1", "2-1", "4-1", "6-1")) == "4-1"
    assert clamp_column(odds_column(20, 3), COLUMNS) == "6-1"


def test_odd1_shift_within_table():
    assert shift_column("2-1", 1, COLUMNS) == "3-1"
    assert shift_column("2-1", -2, COLUMNS) == "1-2"
    assert shift_column("5-1", 9, COLUMNS) == "6-1"
    assert shift_column("1-2", -9, COLUMNS) == "1-3"
    assert shift_column("9-1", -1, COLUMNS) == "5-1"  # clamped first
    with pytest.raises(RuleInputError, match="ODD-1"):
        shift_column("2-1", 1.0, COLUMNS)
    with pytest.raises(RuleInputError, match="ODD-1"):
        clamp_column("2-1", [])


# --- ODD-2: CRT and house rule ---------------------------------------------


def test_odd2_overrides_preset():
    assert dict(ODD2_OVERRIDES) == {("2-1", 3): "NE", ("3-1", 4): "NE", ("4-1", 5): "NE"}
    assert NO_EFFECT == "NE"
    assert ODD2_HOUSE_RULE.rule == "ODD-2"
    assert ODD2_HOUSE_RULE.overrides is ODD2_OVERRIDES


def test_odd2_effective_code_applies_overrides():
    crt = make_crt()
    assert effective_code(crt, "2-1", 3) == "DR"
    assert effective_code(crt, "2-1", 3, ODD2_OVERRIDES) == "NE"
    assert effective_code(crt, "3-1", 4, ODD2_OVERRIDES) == "NE"
    assert effective_code(crt, "4-1", 5, ODD2_OVERRIDES) == "NE"
    assert effective_code(crt, "4-1", 4, ODD2_OVERRIDES) == "EX"  # untouched cell
    assert effective_code(crt, "1-1", 3, ODD2_OVERRIDES) == "NE"


def test_odd2_changed_cells_shows_what_overrides_change():
    changed = changed_cells(make_crt(), ODD2_OVERRIDES)
    assert changed == {("2-1", 3): ("DR", "NE"), ("3-1", 4): ("DR", "NE"), ("4-1", 5): ("DE", "NE")}
    small = make_crt(columns=("1-1", "2-1"), cells={("1-1", 1): "NE", ("2-1", 3): "NE"})
    assert changed_cells(small, ODD2_OVERRIDES) == {}  # already NE; 3-1, 4-1 absent


def test_odd2_outcome_distribution():
    crt = make_crt()
    plain = outcome_distribution(crt, "2-1")
    assert plain == {
        "AR": Fraction(1, 6),
        "NE": Fraction(1, 6),
        "DR": Fraction(1, 2),
        "EX": Fraction(1, 6),
    }
    house = outcome_distribution(crt, "2-1", ODD2_OVERRIDES)
    assert house == {
        "AR": Fraction(1, 6),
        "NE": Fraction(1, 3),
        "DR": Fraction(1, 3),
        "EX": Fraction(1, 6),
    }


@pytest.mark.parametrize("column", COLUMNS)
@pytest.mark.parametrize("overrides", [None, ODD2_OVERRIDES])
def test_odd2_distribution_sums_to_one(column, overrides):
    assert sum(outcome_distribution(make_crt(), column, overrides).values()) == 1


def test_odd2_d10_table():
    cells = {("1-1", f): ("NE" if f <= 7 else "DR") for f in range(1, 11)}
    crt = Crt("d10", ("1-1",), cells, die_sides=10)
    assert outcome_distribution(crt, "1-1") == {"NE": Fraction(7, 10), "DR": Fraction(3, 10)}
    with pytest.raises(RuleInputError, match="ODD-2"):
        effective_code(crt, "1-1", 11)


def test_odd2_empty_table_refused():
    with pytest.raises(RuleInputError, match=r"ODD-2.*empty"):
        make_crt(cells={})
    with pytest.raises(RuleInputError, match=r"ODD-2.*no columns"):
        make_crt(columns=(), cells={("1-1", 1): "NE"})


def test_odd2_unknown_column_refused():
    with pytest.raises(RuleInputError, match=r"ODD-2.*unknown column '7-1'"):
        make_crt(cells={("7-1", 1): "DR"})
    with pytest.raises(RuleInputError, match=r"ODD-2.*clamp"):
        effective_code(make_crt(), "7-1", 1)
    with pytest.raises(RuleInputError, match="ODD-2"):
        outcome_distribution(make_crt(), "9-1")


@pytest.mark.parametrize("face", [0, 7, 2.0])
def test_odd2_face_off_the_die_refused(face):
    with pytest.raises(RuleInputError, match="ODD-2"):
        make_crt(cells={("1-1", face): "DR"})
    with pytest.raises(RuleInputError, match="ODD-2"):
        effective_code(make_crt(), "1-1", face)


@pytest.mark.parametrize(
    "changes",
    [
        {"name": " "},
        {"columns": ("2-1", "1-1")},  # not ascending
        {"columns": ("1-1", "2-2")},  # same odds twice
        {"die_sides": 1},
        {"cells": {("1-1", 1): ""}},
        {"cells": {"1-1": "NE"}},
    ],
)
def test_odd2_malformed_table_refused(changes):
    with pytest.raises(RuleInputError, match="ODD-2"):
        make_crt(**changes)


def test_odd2_incomplete_table_reports_missing_cells():
    crt = make_crt(columns=("1-1", "2-1"), cells={("1-1", f): "NE" for f in range(1, 7)})
    assert not crt.is_complete
    assert crt.missing_cells() == tuple(("2-1", f) for f in range(1, 7))
    assert make_crt().is_complete
    with pytest.raises(RuleInputError, match=r"ODD-2.*no result"):
        outcome_distribution(crt, "2-1")
    # an override fills a hole
    assert effective_code(crt, "2-1", 3, ODD2_OVERRIDES) == "NE"


def test_odd2_table_is_immutable_copy():
    cells = {("1-1", f): "NE" for f in range(1, 7)}
    crt = Crt("x", ("1-1",), cells)
    cells[("1-1", 1)] = "DR"
    assert crt.cells[("1-1", 1)] == "NE"
    with pytest.raises(TypeError):
        crt.cells[("1-1", 1)] = "DR"


def test_odd2_json_round_trip():
    crt = make_crt(columns=("1-1", "2-1"), cells={("1-1", 2): "NE", ("2-1", 6): "DR"})
    data = json.loads(json.dumps(crt.to_dict()))
    assert Crt.from_dict(data) == crt
    assert data["cells"]["1-1"] == [None, "NE", None, None, None, None]
    with pytest.raises(RuleInputError, match="ODD-2"):
        Crt.from_dict({"name": "x"})
    with pytest.raises(RuleInputError, match="ODD-2"):
        Crt.from_dict({**data, "colour": "red"})


# --- ODD-3: bombardment ------------------------------------------------------


@pytest.mark.parametrize(("factor", "half"), [(1, 1), (2, 1), (3, 2), (4, 2), (7, 4)])
def test_odd3_seed_halves_round_up(factor, half):
    assert bombardment_strength([factor]) == half


def test_odd3_seed_two_units_1_and_3_make_3():
    assert bombardment_strength([1, 3]) == 3
    terms = bombardment_breakdown([1, 3])
    assert [t.value for t in terms] == [1, 2]
    assert total(terms) == 3
    assert all(t.rule == "ODD-3" for t in terms)
    # not the total halved ((1 + 3) / 2 = 2): each unit is halved on its own
    assert bombardment_strength([1, 3]) != (1 + 3) // 2


@pytest.mark.parametrize("factors", [[], [0], [2, -1], [1.5], [True]])
def test_odd3_bad_factors_refused(factors):
    with pytest.raises(RuleInputError, match="ODD-3"):
        bombardment_strength(factors)


@given(st.lists(st.integers(1, 40), min_size=1, max_size=8))
def test_odd3_sum_of_halves(factors):
    strength = bombardment_strength(factors)
    assert strength == total(bombardment_breakdown(factors))
    assert strength >= (sum(factors) + 1) // 2  # rounding each up never loses
    assert strength <= sum(factors)


codes = st.sampled_from(["AE", "AR", "NE", "DR", "DE", "EX"])


@given(
    st.integers(2, 12),
    st.data(),
)
def test_odd2_every_column_distribution_sums_to_one(sides, data):
    columns = ("1-2", "1-1", "2-1", "3-1", "4-1")
    cells = {(c, f): data.draw(codes) for c in columns for f in range(1, sides + 1)}
    overrides = data.draw(
        st.dictionaries(st.tuples(st.sampled_from(columns), st.integers(1, sides)), codes)
    )
    crt = Crt("random", columns, cells, die_sides=sides)
    for column in columns:
        for extra in (None, overrides, ODD2_OVERRIDES):
            dist = outcome_distribution(crt, column, extra)
            assert sum(dist.values()) == 1
            assert all(p > 0 for p in dist.values())


@pytest.mark.parametrize(
    ("attack", "defence", "column"),
    [
        (5, 2, "3-1"),  # 2.5 rounds up: the attacker's favour
        (9, 2, "5-1"),  # 4.5 rounds up
        (3, 1, "3-1"),
        (2, 5, "1-2"),  # 2.5 rounds down: the attacker's favour
        (2, 11, "1-5"),  # 5.5 rounds down
        (3, 8, "1-3"),  # 2.67 is nearer 3
        (4, 9, "1-2"),  # 2.25 is nearer 2
        (6, 5, "1-1"),
        (13, 8, "2-1"),  # 1.625 is nearer 2
    ],
)
def test_odd1_rounding_both_directions(attack, defence, column):
    assert odds_column(attack, defence) == column

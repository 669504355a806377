"""Tests of adjutant.rules.melee (RULES.md §3, MEL-1..11; issue 6's "must show" at the rules level)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier, total
from adjutant.rules.geometry import Footprint, Quarter
from adjutant.rules.melee import (
    Candidate,
    SideSetup,
    allocate_supports,
    can_be_supported,
    can_support,
    choose_supports,
    dice_count,
    dice_per_side,
    hedgehog_break_result,
    hedgehog_dice,
    hedgehog_target,
    hits_distribution,
    resolve_round,
    resolve_round_from_hits,
    round_distribution,
    split_dice,
    static_bonus,
    to_hit_breakdown,
    to_hit_needed,
)
from adjutant.rules.units import Formation, Side, SizeClass, Status, UnitType

F, L, R, B = Quarter.FRONT, Quarter.LEFT, Quarter.RIGHT, Quarter.REAR

# -- MEL-1 dice count ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "formation", "unit_type", "expected"),
    [
        (SizeClass.STANDARD, Formation.LINE, UnitType.INFANTRY, 6),
        (SizeClass.LARGE, Formation.LINE, UnitType.INFANTRY, 8),
        (SizeClass.SMALL, Formation.LINE, UnitType.INFANTRY, 4),
        (SizeClass.TINY, Formation.LINE, UnitType.INFANTRY, 1),
        (SizeClass.STANDARD, Formation.LIMBERED, UnitType.ARTILLERY, 0),
        (SizeClass.LARGE, Formation.LIMBERED, UnitType.ARTILLERY, 0),
        (SizeClass.STANDARD, Formation.MARCH_COLUMN, UnitType.INFANTRY, 1),
        (SizeClass.LARGE, Formation.MARCH_COLUMN, UnitType.CAVALRY, 1),
        (SizeClass.STANDARD, Formation.IN_BUILDING, UnitType.INFANTRY, 6),
    ],
)
def test_mel1_dice_count(size, formation, unit_type, expected):
    dice, terms = dice_count(6, size, formation, unit_type)
    assert dice == expected
    assert total(terms) == dice  # the breakdown adds up
    assert all(t.rule == "MEL-1" for t in terms)


def test_mel1_small_unit_never_below_zero():
    assert dice_count(1, SizeClass.SMALL)[0] == 0


def test_mel1_only_artillery_limbers():
    with pytest.raises(RuleInputError) as err:
        dice_count(6, SizeClass.STANDARD, Formation.LIMBERED, UnitType.INFANTRY)
    assert "MEL-1" in str(err.value)


@pytest.mark.parametrize("bad", [-1, 2.5, True, "6"])
def test_mel1_bad_profile_dice(bad):
    with pytest.raises(RuleInputError, match="MEL-1"):
        dice_count(bad)


def test_mel1_hedgehog_rolls_every_unit_together():
    pikes = dice_count(6, SizeClass.STANDARD, Formation.HEDGEHOG, UnitType.PIKEMEN)[0]
    shot = dice_count(6, SizeClass.SMALL, Formation.HEDGEHOG, UnitType.INFANTRY)[0]
    dice, terms = hedgehog_dice([pikes, shot, shot])
    assert dice == 14
    assert [t.value for t in terms] == [6, 4, 4]
    with pytest.raises(RuleInputError):
        hedgehog_dice([])


def test_mel1_building_at_most_two_per_side_and_never_more_than_the_profile():
    assert dice_per_side(6, [F], in_building=True) == {F: 2}
    assert dice_per_side(6, [F, L, B], in_building=True) == {F: 2, L: 2, B: 2}
    # A tiny unit (1 die) in a building attacked from two sides: 1 die in all.
    assert dice_per_side(1, [F, R], in_building=True) == {F: 1, R: 0}
    small = dice_count(6, SizeClass.SMALL, Formation.IN_BUILDING)[0]
    assert sum(dice_per_side(small, [F, L, R, B], in_building=True).values()) == 4


# -- MEL-2 split -------------------------------------------------------------------


def test_mel2_seed_one_flank_rolls_three_of_six():
    assert split_dice(6, [L]) == {L: 3}


def test_mel2_seed_both_flanks_three_each():
    assert split_dice(6, [L, R]) == {L: 3, R: 3}


def test_mel2_seed_front_flank_rear_two_each():
    assert split_dice(6, [F, R, B]) == {F: 2, R: 2, B: 2}


def test_mel2_leftover_goes_to_the_front():
    assert split_dice(7, [F, L]) == {F: 4, L: 3}
    assert split_dice(8, [F, L, B]) == {F: 4, L: 2, B: 2}
    assert split_dice(7, [L, R]) == {L: 3, R: 3}  # no front: the odd die is lost
    assert split_dice(6, [F]) == {F: 6}
    assert dice_per_side(6, [F, L]) == split_dice(6, [F, L])


def test_mel2_option_leftover_not_to_the_front():
    assert split_dice(7, [F, L], leftover_to_front=False) == {F: 3, L: 3}
    assert dice_per_side(8, [F, L, B], leftover_to_front=False) == {F: 2, L: 2, B: 2}


def test_mel2_duplicates_count_once_and_bad_input():
    assert split_dice(6, [L, L]) == {L: 3}
    with pytest.raises(RuleInputError, match="MEL-2"):
        split_dice(6, [])
    with pytest.raises(RuleInputError, match="MEL-2"):
        split_dice(-1, [F])
    with pytest.raises(RuleInputError, match="MEL-2"):
        split_dice(6, ["left"])


@given(st.integers(0, 40), st.sets(st.sampled_from(list(Quarter)), min_size=1))
def test_mel2_split_properties(dice, sides):
    out = split_dice(dice, sides)
    assert set(out) == sides
    assert sum(out.values()) <= dice
    for q, n in out.items():
        if q is not F:
            assert n <= dice // 2
            assert n == min(dice // len(sides), dice // 2)
    if F in sides:
        assert sum(out.values()) == dice


# -- MEL-3 to hit ------------------------------------------------------------------
TO_HIT_FLAGS = (
    "charging",
    "flank_or_rear_attack",
    "won_last_round",
    "broken_or_disordered",
    "skirmish",
    "attacked_in_flank_or_rear",
)


def test_mel3_seed_flank_charge_hits_on_two():
    assert to_hit_needed(charging=True, flank_or_rear_attack=True) == 2


@pytest.mark.parametrize(
    ("flag", "expected"),
    [
        ("charging", 3),
        ("flank_or_rear_attack", 3),
        ("won_last_round", 3),
        ("broken_or_disordered", 5),
        ("skirmish", 5),
        ("attacked_in_flank_or_rear", 5),
    ],
)
def test_mel3_each_modifier(flag, expected):
    needed, terms = to_hit_breakdown(4, **{flag: True})
    assert needed == expected
    assert total(terms) == needed
    assert terms[-1].key == flag and terms[-1].rule == "MEL-3"


@pytest.mark.parametrize("flag", TO_HIT_FLAGS)
def test_mel3_each_label_says_what_its_value_does_to_the_roll_needed(flag):
    """Issue 15: "Charging (+1 to hit)" was shown with the value −1 (one less needed)."""
    _needed, terms = to_hit_breakdown(4, **{flag: True})
    term = terms[-1]
    if term.value < 0:
        assert "needs 1 less" in term.label and "(+1 to hit)" in term.label
    else:
        assert term.value > 0
        assert "needs 1 more" in term.label and "(−1 to hit)" in term.label
    assert terms[0].label == "Base roll needed" and terms[0].value == 4


def test_mel3_clamped_a_one_always_misses_a_six_always_hits():
    needed, terms = to_hit_breakdown(2, charging=True, won_last_round=True)
    assert needed == 2 and total(terms) == 2 and terms[-1].key == "clamp"
    assert to_hit_needed(6, skirmish=True, broken_or_disordered=True) == 6
    assert to_hit_needed(5, skirmish=True, charging=True) == 5  # modifiers cancel


@pytest.mark.parametrize("bad", [1, 7, 0, 3.5, None])
def test_mel3_bad_base(bad):
    with pytest.raises(RuleInputError, match="MEL-3"):
        to_hit_needed(bad)


@given(st.integers(2, 6), st.lists(st.booleans(), min_size=6, max_size=6))
def test_mel3_needed_always_2_to_6_and_breakdown_adds_up(base, flags):
    kwargs = dict(zip(TO_HIT_FLAGS, flags, strict=True))
    needed, terms = to_hit_breakdown(base, **kwargs)
    assert 2 <= needed <= 6
    assert total(terms) == needed == to_hit_needed(base, **kwargs)


# -- hits ------------------------------------------------------------------------


def test_hits_distribution_small_case():
    assert hits_distribution(2, 4) == {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
    assert hits_distribution(0, 4) == {0: Fraction(1)}
    assert hits_distribution(1, 2) == {0: Fraction(1, 6), 1: Fraction(5, 6)}


def _brute_hits(dice, needed):
    counts: dict[int, int] = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        k = sum(f >= needed for f in faces)
        counts[k] = counts.get(k, 0) + 1
    return {k: Fraction(c, 6**dice) for k, c in counts.items()}


@settings(max_examples=30)
@given(st.integers(0, 5), st.integers(2, 6))
def test_hits_distribution_matches_enumeration(dice, needed):
    got = {k: p for k, p in hits_distribution(dice, needed).items() if p}
    assert got == _brute_hits(dice, needed)


@given(st.integers(0, 60), st.integers(2, 6))
def test_hits_distribution_sums_to_one(dice, needed):
    dist = hits_distribution(dice, needed)
    assert sum(dist.values()) == 1
    assert set(dist) == set(range(dice + 1))


def test_hits_distribution_bad_input():
    with pytest.raises(RuleInputError):
        hits_distribution(-1, 4)
    with pytest.raises(RuleInputError):
        hits_distribution(3, 1)


# -- MEL-4 hedgehog --------------------------------------------------------------


def test_mel4_attacks_on_a_hedgehog_strike_the_pikes():
    members = {"shot-1": UnitType.INFANTRY, "pikes": UnitType.PIKEMEN, "shot-2": UnitType.INFANTRY}
    assert hedgehog_target(members) == "pikes"
    with pytest.raises(RuleInputError, match="MEL-4"):
        hedgehog_target({"shot": UnitType.INFANTRY})


def test_mel4_one_break_test_for_the_whole_hedgehog():
    assert hedgehog_break_result(["a", "b", "c"], False) == {"a": False, "b": False, "c": False}
    assert hedgehog_break_result(["a"], True) == {"a": True}
    with pytest.raises(RuleInputError):
        hedgehog_break_result([], True)


# -- MEL-5..9 support ----------------------------------------------------------------

# The fighting unit faces +y: left is -x, right is +x, rear is -y.
FIGHTER = Footprint(0, 0, 90, 4, 2)


def _by_id(decisions):
    return {d.candidate_id: d for d in decisions}


def test_mel7_two_flanks_and_rear_give_three_and_a_fourth_is_refused():
    cands = [
        Candidate("left", footprint=Footprint(-5, 0, 90, 2, 2)),
        Candidate("right", footprint=Footprint(5, 0, 90, 2, 2)),
        Candidate("rear", footprint=Footprint(0, -4, 90, 4, 2)),
        Candidate("rear-2", footprint=Footprint(0.5, -6, 90, 4, 2)),
    ]
    out = _by_id(choose_supports(FIGHTER, cands))
    assert [out[k].counts for k in ("left", "right", "rear", "rear-2")] == [True, True, True, False]
    assert (out["left"].quarter, out["right"].quarter, out["rear"].quarter) == (L, R, B)
    assert out["rear-2"].text == "second support in the rear quarter — MEL-7"
    assert out["rear-2"].rule == "MEL-7" and out["rear-2"].key == "quarter_taken"
    supports = sum(d.counts for d in out.values())
    bonus, terms = static_bonus(supports=supports)
    assert bonus == 3 and terms == (Modifier("supports", "Supports", "MEL-10", 3),)


def test_mel7_the_nearest_in_a_quarter_counts_whatever_the_order():
    cands = [
        Candidate("far", quarter=L, distance=5),
        Candidate("near", quarter=L, distance=1),
    ]
    out = _by_id(choose_supports(None, cands))
    assert out["near"].counts and not out["far"].counts
    assert [d.candidate_id for d in choose_supports(None, cands)] == ["far", "near"]  # input order


def test_mel5_too_far():
    out = choose_supports(None, [Candidate("c", quarter=R, distance=7.2)])
    assert not out[0].counts
    assert out[0].text == "too far (7.2 > 6) — MEL-5"
    assert choose_supports(None, [Candidate("c", quarter=R, distance=6)])[0].counts  # 6 is within
    assert choose_supports(None, [Candidate("c", quarter=R, distance=7.2)], radius=8)[0].counts


def test_mel5_measured_distance_is_edge_to_edge():
    # Centre 10 away, but the edges are 10 - 2 - 1 = 7 apart: too far.
    out = choose_supports(FIGHTER, [Candidate("c", footprint=Footprint(-10, 0, 90, 2, 2))])
    assert out[0].quarter is L
    assert out[0].distance == pytest.approx(7)
    assert out[0].key == "too_far"


def test_mel5_engaged_units_do_not_support():
    out = choose_supports(None, [Candidate("c", quarter=L, distance=1, engaged=True)])
    assert not out[0].counts and out[0].rule == "MEL-5" and out[0].key == "engaged"


def test_mel7_front_quarter_refused_by_default_and_allowed_as_option():
    cand = Candidate("c", footprint=Footprint(0, 4, 270, 4, 2))
    out = choose_supports(FIGHTER, [cand])
    assert out[0].quarter is F and not out[0].counts
    assert out[0].text == "front quarter — MEL-7"
    assert choose_supports(FIGHTER, [cand], allow_front_support=True)[0].counts


def test_mel7_at_most_three_even_with_front_support():
    cands = [Candidate(q.value, quarter=q, distance=i) for i, q in enumerate(Quarter)]
    out = choose_supports(None, cands, allow_front_support=True)
    assert sum(d.counts for d in out) == 3
    refused = [d for d in out if not d.counts]
    assert refused[0].key == "max_supports" and refused[0].quarter is B  # the farthest


def test_mel7_a_unit_supports_only_one_unit():
    out = choose_supports(None, [Candidate("c", quarter=L, distance=1, already_supporting=True)])
    assert not out[0].counts and out[0].rule == "MEL-7"


@pytest.mark.parametrize(
    ("unit_type", "formation", "flank", "key"),
    [
        (UnitType.ARTILLERY, Formation.LINE, False, "fighter_artillery"),
        (UnitType.PIKEMEN, Formation.HEDGEHOG, False, "fighter_hedgehog"),
        (UnitType.INFANTRY, Formation.SKIRMISH, False, "fighter_skirmish"),
        (UnitType.INFANTRY, Formation.IN_BUILDING, False, "fighter_in_building"),
        (UnitType.INFANTRY, Formation.LINE, True, "fighter_flank_or_rear"),
    ],
)
def test_mel8_cannot_be_supported(unit_type, formation, flank, key):
    reason = can_be_supported(unit_type, formation, attacked_in_flank_or_rear=flank)
    assert reason is not None and reason.key == key and reason.rule == "MEL-8"
    out = choose_supports(
        None,
        [Candidate("c", quarter=L, distance=1)],
        unit_type=unit_type,
        formation=formation,
        attacked_in_flank_or_rear=flank,
    )
    assert not out[0].counts and out[0].key == key and "MEL-8" in out[0].text


def test_mel8_an_ordinary_unit_can_be_supported():
    assert can_be_supported(UnitType.INFANTRY, Formation.LINE) is None
    assert can_be_supported(UnitType.CAVALRY, Formation.COLUMN) is None


@pytest.mark.parametrize(
    ("unit_type", "formation", "text"),
    [
        (UnitType.INFANTRY, Formation.MARCH_COLUMN, "march column — cannot support, MEL-9"),
        (UnitType.ARTILLERY, Formation.LIMBERED, "limbered artillery — cannot support, MEL-9"),
    ],
)
def test_mel9_cannot_support(unit_type, formation, text):
    assert can_support(unit_type, formation).text == text
    out = choose_supports(None, [Candidate("c", unit_type, formation, quarter=L, distance=1)])
    assert not out[0].counts and out[0].text == text


@pytest.mark.parametrize("status", [Status.BROKEN, Status.DISORDERED])
def test_mel9_broken_or_disordered_units_may_support(status):
    assert can_support(UnitType.ARTILLERY, Formation.LINE) is None  # unlimbered guns may
    out = choose_supports(None, [Candidate("c", quarter=R, distance=2, status=status)])
    assert out[0].counts and out[0].text == "supports from the right quarter — MEL-5"


def test_support_bad_input():
    with pytest.raises(RuleInputError, match="MEL-5"):
        choose_supports(None, [Candidate("c")])  # nothing to measure from
    with pytest.raises(RuleInputError, match="MEL-5"):
        choose_supports(None, [Candidate("c", quarter=L, distance=-1)])
    with pytest.raises(RuleInputError, match="MEL-5"):
        choose_supports(None, [Candidate("c", quarter=L, distance=1)], radius=-1)
    with pytest.raises(RuleInputError, match="MEL-7"):
        choose_supports(None, [Candidate("c", quarter=L, distance=1)] * 2)


# -- MEL-10 score --------------------------------------------------------------------


def test_mel10_supports_capped_at_three():
    bonus, terms = static_bonus(supports=4)
    assert bonus == 3 and terms[0].value == 3
    assert static_bonus()[0] == 0
    with pytest.raises(RuleInputError, match="MEL-10"):
        static_bonus(supports=-1)


def test_mel10_pikemen_and_hedgehog_against_cavalry():
    assert static_bonus(unit_type=UnitType.PIKEMEN, enemy_types=[UnitType.CAVALRY])[0] == 2
    assert static_bonus(unit_type=UnitType.PIKEMEN, enemy_types=[UnitType.INFANTRY])[0] == 0
    bonus, terms = static_bonus(
        unit_type=UnitType.PIKEMEN, formation=Formation.HEDGEHOG, enemy_types=[UnitType.CAVALRY]
    )
    assert bonus == 3 and [t.key for t in terms] == ["hedgehog_vs_cavalry"]


def test_mel10_cavalry_against_infantry_without_pikes():
    cav = UnitType.CAVALRY
    assert static_bonus(unit_type=cav, enemy_types=[UnitType.INFANTRY])[0] == 2
    assert static_bonus(unit_type=cav, enemy_types=[UnitType.INFANTRY, UnitType.PIKEMEN])[0] == 0
    assert static_bonus(unit_type=cav, enemy_types=[UnitType.CAVALRY])[0] == 0


@pytest.mark.parametrize(
    ("size", "bonus"),
    [(SizeClass.LARGE, 3), (SizeClass.STANDARD, 3), (SizeClass.SMALL, 2), (SizeClass.TINY, 1)],
)
def test_mel10_defending_a_building(size, bonus):
    got, terms = static_bonus(size=size, formation=Formation.IN_BUILDING)
    assert got == bonus and terms[0].rule == "MEL-10"
    assert (
        static_bonus(size=size, defending_building=False, formation=Formation.IN_BUILDING)[0] == 0
    )


def test_mel10_bonuses_add_up():
    bonus, terms = static_bonus(
        supports=2, unit_type=UnitType.CAVALRY, enemy_types=[UnitType.INFANTRY]
    )
    assert bonus == 4 == total(terms)


# -- round odds (MEL-10, MEL-11) ------------------------------------------------------


def _brute_round(a: SideSetup, b: SideSetup) -> dict[int, Fraction]:
    dice = [n for n, _ in a.attacks] + [n for n, _ in b.attacks]
    needs = [k for _, k in a.attacks] + [k for _, k in b.attacks]
    split = len(a.attacks)
    counts: dict[int, int] = {}
    total_dice = sum(dice)
    for faces in itertools.product(range(1, 7), repeat=total_dice):
        pos, hits = 0, []
        for n, k in zip(dice, needs, strict=True):
            hits.append(sum(f >= k for f in faces[pos : pos + n]))
            pos += n
        m = sum(hits[:split]) + a.static - sum(hits[split:]) - b.static
        counts[m] = counts.get(m, 0) + 1
    return {m: Fraction(c, 6**total_dice) for m, c in counts.items()}


attacks = st.lists(st.tuples(st.integers(0, 2), st.integers(2, 6)), min_size=0, max_size=2)


@settings(max_examples=25, deadline=None)
@given(attacks, attacks, st.integers(-3, 3), st.integers(-3, 3))
def test_mel10_round_distribution_matches_brute_force(aa, ba, sa, sb):
    a, b = SideSetup(aa, sa), SideSetup(ba, sb)
    odds = round_distribution(a, b)
    assert odds.margin == _brute_round(a, b)
    assert odds.p_win == sum(p for m, p in odds.margin.items() if m > 0)
    assert odds.p_draw == odds.margin.get(0, 0)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 15), st.integers(2, 6)), max_size=4),
    st.lists(st.tuples(st.integers(0, 15), st.integers(2, 6)), max_size=4),
    st.integers(0, 6),
    st.integers(0, 6),
)
def test_mel10_round_distributions_sum_to_one(aa, ba, sa, sb):
    odds = round_distribution(SideSetup(aa, sa), SideSetup(ba, sb))
    assert odds.p_win + odds.p_draw + odds.p_lose == 1
    assert sum(odds.margin.values()) == 1
    assert sum(odds.score_a.values()) == 1 == sum(odds.score_b.values())
    assert odds.expected_margin == sum(m * p for m, p in odds.margin.items())
    swapped = round_distribution(SideSetup(ba, sb), SideSetup(aa, sa))
    assert swapped.p_win == odds.p_lose and swapped.p_draw == odds.p_draw


def test_mel10_round_example_one_die_each():
    # One die each hitting on 4+: A wins only if A hits and B misses (1/4); draw 1/2.
    odds = round_distribution(SideSetup([(1, 4)]), SideSetup([(1, 4)]))
    assert (odds.p_win, odds.p_draw, odds.p_lose) == (
        Fraction(1, 4),
        Fraction(1, 2),
        Fraction(1, 4),
    )
    # +1 support for A turns its draws into wins.
    odds = round_distribution(SideSetup([(1, 4)], 1), SideSetup([(1, 4)]))
    assert (odds.p_win, odds.p_draw, odds.p_lose) == (Fraction(3, 4), Fraction(1, 4), Fraction(0))
    assert odds.score_a == {1: Fraction(1, 2), 2: Fraction(1, 2)}


def test_mel10_flank_charge_round_has_the_seed_numbers():
    # A standard unit charges a flank: 6 dice on 2+; the flanked unit rolls 3 of 6 (MEL-2) on 5+
    # (attacked in flank, MEL-3).
    a = SideSetup([(6, to_hit_needed(charging=True, flank_or_rear_attack=True))])
    b = SideSetup([(split_dice(6, [L])[L], to_hit_needed(attacked_in_flank_or_rear=True))])
    assert a.attacks == ((6, 2),) and b.attacks == ((3, 5),)
    odds = round_distribution(a, b)
    assert odds.expected_margin == 5 - 1
    assert odds.p_win > Fraction(9, 10)


def test_side_setup_bad_input():
    with pytest.raises(RuleInputError, match="MEL-3"):
        SideSetup([(3, 7)])
    with pytest.raises(RuleInputError, match="MEL-1"):
        SideSetup([(-1, 4)])
    with pytest.raises(RuleInputError, match="MEL-3"):
        SideSetup([3])
    with pytest.raises(RuleInputError, match="MEL-10"):
        SideSetup([(3, 4)], 2, (Modifier("supports", "Supports", "MEL-10", 1),))


# -- resolution ---------------------------------------------------------------------------


def test_mel11_resolve_round_from_faces():
    a = SideSetup([(3, 4), (2, 2)], 1)
    b = SideSetup([(4, 5)], 0)
    res = resolve_round(a, [(4, 1, 6), (2, 1)], b, [(5, 6, 4, 1)])
    assert res.hits_a == (2, 1) and res.hits_b == (2,)
    assert (res.score_a, res.score_b, res.margin) == (4, 2, 2)
    assert res.winner is Side.A
    assert total(res.breakdown_a) == 4 and res.breakdown_a[0].rule == "MEL-11"


def test_mel10_tie_is_a_draw():
    a, b = SideSetup([(2, 4)]), SideSetup([(2, 4)])
    assert resolve_round(a, [(4, 1)], b, [(1, 6)]).winner is None
    assert resolve_round_from_hits(a, [0], b, [1]).winner is Side.B


def test_resolve_round_bad_faces_and_hits():
    a, b = SideSetup([(2, 4)]), SideSetup([(2, 4)])
    with pytest.raises(RuleInputError, match="MEL-3"):
        resolve_round(a, [(4, 7)], b, [(1, 6)])
    with pytest.raises(RuleInputError, match="MEL-3"):
        resolve_round(a, [(4,)], b, [(1, 6)])
    with pytest.raises(RuleInputError, match="MEL-3"):
        resolve_round(a, [], b, [(1, 6)])
    with pytest.raises(RuleInputError, match="MEL-11"):
        resolve_round_from_hits(a, [3], b, [0])
    with pytest.raises(RuleInputError, match="MEL-11"):
        resolve_round_from_hits(a, [1, 1], b, [0])


# -- MEL-10 [choice]: a tie is a draw, or goes to a named side (review of issue 2) ----------


def test_mel10_tie_goes_to_the_named_side_when_tie_is_not_a_draw():
    a, b = SideSetup([(1, 4)]), SideSetup([(1, 4)])
    draw = round_distribution(a, b)
    to_b = round_distribution(a, b, tie_winner=Side.B)
    assert (to_b.p_win, to_b.p_draw, to_b.p_lose) == (Fraction(1, 4), 0, Fraction(3, 4))
    to_a = round_distribution(a, b, tie_winner="a")
    assert (to_a.p_win, to_a.p_draw, to_a.p_lose) == (Fraction(3, 4), 0, Fraction(1, 4))
    assert to_a.margin == to_b.margin == draw.margin  # the scores themselves do not change
    assert resolve_round(a, [(4,)], b, [(6,)], tie_winner=Side.B).winner is Side.B
    assert resolve_round_from_hits(a, [0], b, [0], tie_winner=Side.A).winner is Side.A
    assert resolve_round_from_hits(a, [1], b, [0], tie_winner=Side.B).winner is Side.A
    assert resolve_round_from_hits(a, [0], b, [0]).winner is None


@pytest.mark.parametrize("bad", ["c", 1, True])
def test_mel10_bad_tie_winner_refused(bad):
    a, b = SideSetup([(1, 4)]), SideSetup([(1, 4)])
    with pytest.raises(RuleInputError, match="MEL-10"):
        round_distribution(a, b, tie_winner=bad)
    with pytest.raises(RuleInputError, match="MEL-10"):
        resolve_round_from_hits(a, [0], b, [0], tie_winner=bad)


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 8), st.integers(2, 6)), max_size=3),
    st.lists(st.tuples(st.integers(0, 8), st.integers(2, 6)), max_size=3),
    st.integers(-3, 3),
    st.sampled_from([None, Side.A, Side.B]),
)
def test_mel10_outcomes_sum_to_one_whoever_takes_ties(aa, ba, static, ties):
    odds = round_distribution(SideSetup(aa, static), SideSetup(ba), tie_winner=ties)
    assert odds.p_win + odds.p_draw + odds.p_lose == 1
    assert (odds.p_draw == 0) or ties is None


def test_mel2_odd_dice_counts_follow_the_choice():
    # ⌊D/k⌋ per side, non-front sides at most ⌊D/2⌋, the leftover to an engaged front.
    assert split_dice(5, [L]) == {L: 2}
    assert split_dice(5, [L, R]) == {L: 2, R: 2}
    assert split_dice(5, [F, L]) == {F: 3, L: 2}
    assert split_dice(7, [F, L, R, B]) == {F: 4, L: 1, R: 1, B: 1}
    assert split_dice(1, [F, B]) == {F: 1, B: 0}
    assert split_dice(1, [L]) == {L: 0}


# -- MEL-6 [choice]: the quarter by centre or by most of the footprint ---------------------


def test_mel6_quarter_by_area_option_in_choose_supports():
    # A long file beside the fighter's left flank: its centre is in the left quarter, but it
    # reaches past both left diagonals and most of it (9 of 20) lies in the rear quarter.
    fighter = Footprint(0, 0, 90, 4, 2)  # faces +y; diagonals through (±2, ±1)
    file_ = Footprint(-3, -0.5, 90, 1, 20)  # x in [-3.5, -2.5], y in [-10.5, 9.5]
    by_centre = choose_supports(fighter, [Candidate("c", footprint=file_)])[0]
    by_area = choose_supports(fighter, [Candidate("c", footprint=file_)], quarter_by_centre=False)
    assert by_centre.quarter is L and by_centre.counts
    assert by_area[0].quarter is B and by_area[0].counts
    # A typed quarter wins over either measure (as in CHG-5).
    typed = Candidate("c", footprint=file_, quarter=R)
    assert choose_supports(fighter, [typed], quarter_by_centre=False)[0].quarter is R


# -- MEL-7 across several fighting units: allocate_supports ---------------------------------


def _alone(*cands, **kwargs):
    return choose_supports(None, list(cands), **kwargs)


def test_mel7_one_unit_supports_only_one_unit_across_fighters():
    # C is nearest to F1's left and also in F2's rear; D is only in F1's left, farther.
    # Greedy (F1 first) gives C to F1 and leaves F2 without support; the side gets more
    # supports when D supports F1 and C supports F2.
    f1 = _alone(Candidate("C", quarter=L, distance=1), Candidate("D", quarter=L, distance=3))
    f2 = _alone(Candidate("C", quarter=B, distance=2))
    assert [d.counts for d in f1] == [True, False]  # each alone: C counts for both
    assert f2[0].counts
    out = allocate_supports({"F1": f1, "F2": f2})
    f1_out, f2_out = _by_id(out["F1"]), _by_id(out["F2"])
    assert f1_out["D"].counts and f1_out["D"].key == "supports"
    assert not f1_out["C"].counts and f1_out["C"].key == "already_supporting"
    assert f1_out["C"].rule == "MEL-7"
    assert f2_out["C"].counts


def test_mel7_allocation_prefers_nearer_supporters_among_equally_many():
    f1 = _alone(Candidate("near", quarter=L, distance=1), Candidate("far", quarter=L, distance=5))
    out = allocate_supports({"F1": f1})
    assert out["F1"] == f1  # one fighting unit: the same answer as choose_supports


def test_mel7_allocation_keeps_other_refusals_and_caps_each_unit():
    f1 = _alone(
        Candidate("L", quarter=L, distance=1),
        Candidate("R", quarter=R, distance=2),
        Candidate("B", quarter=B, distance=3),
        Candidate("far", quarter=B, distance=9),
        max_supports=2,
    )
    out = _by_id(allocate_supports({"F1": f1}, max_supports=2)["F1"])
    assert [out[k].counts for k in ("L", "R", "B")] == [True, True, False]
    assert out["B"].key == "max_supports"
    assert out["far"].key == "too_far"  # refused on its own: unchanged


def test_mel7_allocation_bad_input():
    with pytest.raises(RuleInputError, match="MEL-7"):
        allocate_supports([("F1", [])])
    with pytest.raises(RuleInputError, match="MEL-7"):
        allocate_supports({"F1": ["not a decision"]})
    with pytest.raises(RuleInputError, match="MEL-7"):
        allocate_supports({"F1": []}, max_supports=True)


candidate_rows = st.lists(
    st.tuples(st.integers(0, 5), st.sampled_from([L, R, B]), st.integers(0, 60)),
    max_size=10,
)


@settings(max_examples=60, deadline=None)
@given(candidate_rows, st.integers(0, 3))
def test_mel7_allocation_limits_hold_and_beat_greedy(rows, cap):
    # rows: (candidate, quarter, tenths of an inch) for up to three fighting units in turn.
    per_fighter: dict[str, list[Candidate]] = {"F0": [], "F1": [], "F2": []}
    for i, (cand, q, tenths) in enumerate(rows):
        fighter = f"F{i % 3}"
        if all(c.id != cand for c in per_fighter[fighter]):
            per_fighter[fighter].append(Candidate(cand, quarter=q, distance=tenths / 10))
    alone = {f: choose_supports(None, cs, max_supports=cap) for f, cs in per_fighter.items()}
    out = allocate_supports(alone, max_supports=cap)
    counted = [(f, d) for f, ds in out.items() for d in ds if d.counts]
    ids = [d.candidate_id for _, d in counted]
    assert len(ids) == len(set(ids))  # MEL-7: one unit supports only one unit
    for f in out:
        quarters = [d.quarter for g, d in counted if g == f]
        assert len(quarters) == len(set(quarters)) <= cap  # one per quarter, at most cap
    # Greedy in fighter order (what marking already_supporting one by one gives):
    busy: set = set()
    greedy = 0
    for cs in per_fighter.values():
        marked = [
            Candidate(c.id, quarter=c.quarter, distance=c.distance, already_supporting=c.id in busy)
            for c in cs
        ]
        won = [d.candidate_id for d in choose_supports(None, marked, max_supports=cap) if d.counts]
        busy.update(won)
        greedy += len(won)
    assert len(counted) >= greedy


def _best_by_brute_force(alone, cap):
    """(most supports, least total distance) over every assignment of eligible candidates."""
    options: dict = {}
    for f, ds in alone.items():
        for d in ds:
            if d.key in {"supports", "quarter_taken", "max_supports"}:
                options.setdefault(d.candidate_id, []).append((f, d.quarter, d.distance))
    best = (0, 0.0)
    cands = list(options)
    for choice in itertools.product(*[[None, *options[c]] for c in cands]):
        picked = [o for o in choice if o is not None]
        slots = [(f, q) for f, q, _ in picked]
        loads = [f for f, _, _ in picked]
        if len(set(slots)) != len(slots) or any(loads.count(f) > cap for f in loads):
            continue
        key = (len(picked), -sum(d for _, _, d in picked))
        if key > (best[0], -best[1]):
            best = (len(picked), sum(d for _, _, d in picked))
    return best


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 3), st.sampled_from([F, L, R, B]), st.integers(0, 60)),
        max_size=7,
    ),
    st.integers(0, 3),
    st.booleans(),
)
def test_mel7_allocation_is_optimal_by_brute_force(rows, cap, front):
    per_fighter: dict[str, list[Candidate]] = {"F0": [], "F1": []}
    for i, (cand, q, tenths) in enumerate(rows):
        fighter = f"F{i % 2}"
        if all(c.id != cand for c in per_fighter[fighter]):
            per_fighter[fighter].append(Candidate(cand, quarter=q, distance=tenths / 10))
    alone = {
        f: choose_supports(None, cs, max_supports=cap, allow_front_support=front)
        for f, cs in per_fighter.items()
    }
    out = allocate_supports(alone, max_supports=cap)
    counted = [d for ds in out.values() for d in ds if d.counts]
    most, least = _best_by_brute_force(alone, cap)
    assert len(counted) == most
    assert sum(d.distance for d in counted) == pytest.approx(least)
    for f, ds in out.items():  # same candidates, same order, only slot refusals changed
        assert [d.candidate_id for d in ds] == [d.candidate_id for d in alone[f]]

"""Command tokens and control tests: CMD-1..8 (issue 2), seed 002's worked examples."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjutant.rules.command import (
    ChangeMode,
    ControlTest,
    Token,
    can_change,
    change_mode,
    change_refusal,
    control_chance,
    control_difficulty,
    control_passes,
    control_test,
    difficulty_breakdown,
    needed_roll,
    reckless_chance,
    reckless_roll_needed,
    reckless_token,
    require_change,
)
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import total

# --- CMD-1 / CMD-2: the tokens themselves ----------------------------------


def test_cmd1_three_tokens_with_stable_strings():
    assert [t.value for t in Token] == ["defence", "move", "attack"]
    assert Token("move") is Token.MOVE
    assert Token.ATTACK == "attack"


def test_cmd2_any_placed_token_can_reach_any_other_by_declared_steps():
    # CMD-2 places any token; CMD-7's ladder then connects every pair in at most 2 turns.
    for start in Token:
        assert Token(start.value) is start  # stored in game files as its string
        reachable = {t for t in Token if can_change(start, t)}
        two_steps = {u for t in reachable for u in Token if can_change(t, u)}
        assert start not in reachable
        assert reachable | two_steps == set(Token)


# --- CMD-3 / CMD-4: declared changes, automatic or tested ------------------


def test_cmd3_refusal_is_known_before_any_roll():
    # A declaration is checked (CMD-7) before the test: no die is involved.
    assert change_refusal(Token.DEFENCE, Token.MOVE) is None
    assert change_refusal(Token.DEFENCE, Token.ATTACK) is not None


def test_cmd4_commander_in_chief_changes_automatically():
    assert change_mode(with_cinc=True, command_group_members=0) is ChangeMode.AUTOMATIC_CINC
    assert change_mode(True, 3) is ChangeMode.AUTOMATIC_CINC


def test_cmd4_full_command_group_changes_automatically():
    assert change_mode(False, 3) is ChangeMode.AUTOMATIC_COMMAND_GROUP


@pytest.mark.parametrize("members", [0, 1, 2])
def test_cmd4_incomplete_group_needs_a_test(members):
    assert change_mode(False, members) is ChangeMode.TEST


@pytest.mark.parametrize("members", [-1, 4, 1.5, True, "2"])
def test_cmd4_bad_member_count_refused(members):
    with pytest.raises(RuleInputError, match="CMD-4"):
        change_mode(False, members)


# --- CMD-5: the control test ----------------------------------------------


def test_cmd5_roll_must_be_greater_than_difficulty():
    assert not control_passes(12, 12)
    assert control_passes(12, 13)
    assert not control_passes(12, 1)


def test_cmd5_natural_20_always_passes():
    assert control_passes(20, 20)
    assert control_passes(35, 20)
    assert not control_passes(35, 19)


@pytest.mark.parametrize("face", [0, 21, -3, 2.5, True, None])
def test_cmd5_face_outside_d20_refused(face):
    with pytest.raises(RuleInputError, match="CMD-5") as info:
        control_passes(10, face)
    assert repr(face) in str(info.value) or str(face) in str(info.value)


def test_cmd5_chance_edges():
    assert control_chance(0) == 1
    assert control_chance(-7) == 1
    assert control_chance(1) == Fraction(19, 20)
    assert control_chance(19) == Fraction(1, 20)
    assert control_chance(20) == Fraction(1, 20)
    assert control_chance(99) == Fraction(1, 20)


def test_cmd5_needed_roll_convention():
    assert needed_roll(-5) == 1  # any roll passes
    assert needed_roll(0) == 1
    assert needed_roll(1) == 2
    assert needed_roll(19) == 20
    assert needed_roll(40) == 20  # natural 20 only


@pytest.mark.parametrize("bad", [1.5, "12", None, True])
def test_cmd5_difficulty_must_be_whole(bad):
    with pytest.raises(RuleInputError, match="CMD-5"):
        control_chance(bad)


@given(st.integers(min_value=-40, max_value=60))
def test_cmd5_chance_matches_counting_faces(difficulty):
    passing = [face for face in range(1, 21) if control_passes(difficulty, face)]
    assert control_chance(difficulty) == Fraction(len(passing), 20)
    assert min(passing) == needed_roll(difficulty)
    assert passing == list(range(needed_roll(difficulty), 21))


@given(st.integers(min_value=-40, max_value=60), st.integers(min_value=0, max_value=30))
def test_cmd5_chance_never_rises_with_difficulty(difficulty, step):
    assert control_chance(difficulty + step) <= control_chance(difficulty)


@given(st.integers(min_value=-40, max_value=60))
def test_cmd5_pass_and_fail_sum_to_one(difficulty):
    passing = sum(Fraction(1, 20) for f in range(1, 21) if control_passes(difficulty, f))
    failing = sum(Fraction(1, 20) for f in range(1, 21) if not control_passes(difficulty, f))
    assert passing + failing == 1


# --- CMD-6: difficulty ----------------------------------------------------


def test_cmd6_seed_example_1_distance_11_3():
    test = control_test(11.3)
    assert test.difficulty == 12
    assert test.needed == 13
    assert test.chance == Fraction(2, 5)  # 8 in 20 = 40 %


def test_cmd6_seed_example_2_standard_bearer():
    assert control_difficulty(8.9) == 9
    assert needed_roll(control_difficulty(8.9)) == 10
    test = control_test(8.9, 1)
    assert (test.difficulty, test.needed, test.chance) == (7, 8, Fraction(13, 20))


def test_cmd6_two_members_minus_four():
    assert control_difficulty(8.9, 2) == 5


def test_cmd6_whole_distance_is_not_rounded_up_again():
    assert control_difficulty(9) == 9
    assert control_difficulty(9.0) == 9
    # float noise from geometry must not add a whole pace (MEASURE_TOLERANCE)
    assert control_difficulty(1.1 - 0.1) == 1
    assert control_difficulty(0) == 0


def test_cmd6_difficulty_may_go_below_zero():
    assert control_difficulty(0.5, 2) == -3
    assert control_chance(control_difficulty(0.5, 2)) == 1


def test_cmd6_breakdown_sums_to_difficulty_and_cites_rule():
    difficulty, terms = difficulty_breakdown(8.9, 1)
    assert difficulty == 7
    assert total(terms) == difficulty
    assert [t.key for t in terms] == ["distance", "command_group"]
    assert all(t.rule == "CMD-6" for t in terms)
    assert [t.value for t in terms] == [9, -2]


def test_cmd6_breakdown_without_members_has_one_term():
    difficulty, terms = difficulty_breakdown(11.3)
    assert difficulty == 12
    assert len(terms) == 1


@pytest.mark.parametrize("distance", [-0.1, -5, float("nan"), float("inf"), "3", None, True])
def test_cmd6_bad_distance_refused(distance):
    with pytest.raises(RuleInputError, match="CMD-6"):
        control_difficulty(distance)


def test_cmd6_full_group_is_not_a_test():
    with pytest.raises(RuleInputError, match=r"CMD-6.*CMD-4"):
        control_difficulty(5, 3)


@pytest.mark.parametrize("members", [-1, 1.0, "1", False])
def test_cmd6_bad_members_refused(members):
    with pytest.raises(RuleInputError, match="CMD-6"):
        control_difficulty(5, members)


@given(
    st.floats(min_value=0, max_value=200, allow_nan=False),
    st.integers(min_value=0, max_value=2),
)
def test_cmd6_difficulty_is_ceiling_minus_two_per_member(distance, members):
    difficulty = control_difficulty(distance, members)
    # The rounded-up distance is within one unit above the distance (and never below it,
    # up to float noise).
    assert distance - 1e-9 <= difficulty + 2 * members < distance + 1


def test_cmd6_control_test_with_roll_records_outcome():
    passed = control_test(11.3, 0, 13)
    failed = control_test(11.3, 0, 12)
    assert isinstance(passed, ControlTest)
    assert (passed.roll, passed.passed) == (13, True)
    assert (failed.roll, failed.passed) == (12, False)
    assert control_test(11.3).passed is None
    with pytest.raises(RuleInputError, match="CMD-5"):
        control_test(11.3, 0, 21)


# --- CMD-7: one step -------------------------------------------------------


@pytest.mark.parametrize(
    ("current", "wanted", "allowed"),
    [
        (Token.DEFENCE, Token.MOVE, True),
        (Token.MOVE, Token.DEFENCE, True),
        (Token.MOVE, Token.ATTACK, True),
        (Token.ATTACK, Token.MOVE, True),
        (Token.DEFENCE, Token.ATTACK, False),
        (Token.ATTACK, Token.DEFENCE, False),
        (Token.DEFENCE, Token.DEFENCE, False),
        (Token.MOVE, Token.MOVE, False),
        (Token.ATTACK, Token.ATTACK, False),
    ],
)
def test_cmd7_one_step_only(current, wanted, allowed):
    assert can_change(current, wanted) is allowed
    assert (change_refusal(current, wanted) is None) is allowed


def test_cmd7_two_steps_refused_with_a_clear_message():
    reason = change_refusal(Token.DEFENCE, Token.ATTACK)
    assert "Defence" in reason and "Attack" in reason and "one step" in reason
    with pytest.raises(RuleInputError, match=r"CMD-7.*one step"):
        require_change(Token.DEFENCE, Token.ATTACK)
    require_change(Token.DEFENCE, Token.MOVE)  # allowed: no error


def test_cmd7_unknown_token_refused():
    with pytest.raises(RuleInputError, match="CMD-7"):
        can_change("charge", Token.MOVE)


# --- CMD-8: reckless regiments --------------------------------------------


@pytest.mark.parametrize("face", range(1, 21))
def test_cmd8_defence_becomes_move_on_1_to_10(face):
    expected = Token.MOVE if face <= 10 else Token.DEFENCE
    assert reckless_token(Token.DEFENCE, face, enemy_in_front=False) is expected
    assert reckless_token(Token.DEFENCE, face, enemy_in_front=True) is expected


@pytest.mark.parametrize("face", range(1, 21))
def test_cmd8_move_becomes_attack_only_with_enemy_in_front(face):
    assert reckless_token(Token.MOVE, face, enemy_in_front=False) is Token.MOVE
    expected = Token.ATTACK if face <= 10 else Token.MOVE
    assert reckless_token(Token.MOVE, face, enemy_in_front=True) is expected


@pytest.mark.parametrize("face", [1, 10, 20])
def test_cmd8_attack_stays_attack(face):
    assert reckless_token(Token.ATTACK, face, enemy_in_front=True) is Token.ATTACK


@pytest.mark.parametrize("face", [0, 21])
def test_cmd8_face_validated(face):
    with pytest.raises(RuleInputError, match="CMD-8"):
        reckless_token(Token.DEFENCE, face, False)


@pytest.mark.parametrize("token", list(Token))
@pytest.mark.parametrize("enemy", [False, True])
def test_cmd8_chance_matches_counting_faces(token, enemy):
    changed = sum(1 for f in range(1, 21) if reckless_token(token, f, enemy) is not token)
    assert reckless_chance(token, enemy) == Fraction(changed, 20)
    assert reckless_roll_needed(token, enemy) is (changed > 0)


def test_cmd8_reckless_chances():
    assert reckless_chance(Token.DEFENCE, False) == Fraction(1, 2)
    assert reckless_chance(Token.MOVE, True) == Fraction(1, 2)
    assert reckless_chance(Token.MOVE, False) == 0
    assert reckless_chance(Token.ATTACK, True) == 0


def test_cmd6_seed_example_2_without_the_standard_bearer_needs_10():
    test = control_test(8.9)
    assert (test.difficulty, test.needed, test.chance) == (9, 10, Fraction(11, 20))


@given(
    st.floats(min_value=0, max_value=60, allow_nan=False),
    st.floats(min_value=0, max_value=30, allow_nan=False),
    st.integers(min_value=0, max_value=2),
)
def test_cmd6_control_chance_never_rises_with_distance(distance, extra, members):
    nearer = control_chance(control_difficulty(distance, members))
    farther = control_chance(control_difficulty(distance + extra, members))
    assert farther <= nearer


@given(st.integers(min_value=0, max_value=2))
def test_cmd6_whole_and_nearly_whole_distances(members):
    # 9.0 is difficulty 9, but 9.0000001 (typed) is 10: only float noise is forgiven.
    assert control_difficulty(9.0, members) == 9 - 2 * members
    assert control_difficulty(9.0000001, members) == 10 - 2 * members
    assert control_difficulty(8.999999, members) == 9 - 2 * members

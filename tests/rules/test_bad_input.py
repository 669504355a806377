"""Bad input to the rules core (issue 2): a RuleInputError naming the rule and the value.

One table across the modules, so the promise "negative distance, a d20 face of 0 or 21,
zero strength, a hex path that jumps, NaN/inf, a bool passed as a number, a lone number
where a list belongs" is checked in one place for every public entry point.
"""

from __future__ import annotations

import math

import pytest

from adjutant.rules import charge, command, dice, hexes, melee, odds
from adjutant.rules.errors import RuleInputError, as_enum, as_items
from adjutant.rules.geometry import Quarter
from adjutant.rules.units import UnitType

NAN, INF = math.nan, math.inf

# (rule id the message must start with, the bad value the message must show, the call)
CASES = [
    # negative distances, NaN and inf
    ("CMD-6", "-0.5", lambda: command.control_difficulty(-0.5)),
    ("CMD-6", "nan", lambda: command.control_difficulty(NAN)),
    ("CMD-6", "inf", lambda: command.control_difficulty(INF)),
    ("CHG-3", "-1", lambda: charge.charge_chance(4, -1)),
    ("CHG-3", "nan", lambda: charge.charge_chance(4, NAN)),
    ("CHG-2", "inf", lambda: charge.charge_chance(INF, 4)),
    ("CHG-3", "-2", lambda: charge.charge_reaches(4, [3, 3], -2)),
    (
        "MEL-5",
        "-1",
        lambda: melee.choose_supports(
            None, [melee.Candidate("c", quarter=Quarter.LEFT, distance=-1)]
        ),
    ),
    ("MEL-5", "nan", lambda: melee.choose_supports(None, [], radius=NAN)),
    # d20 faces 0 and 21, other faces
    ("CMD-5", "0", lambda: command.control_test(3, 0, 0)),
    ("CMD-5", "21", lambda: command.control_test(3, 0, 21)),
    ("CMD-8", "21", lambda: command.reckless_token(command.Token.MOVE, 21, True)),
    ("CMD-8", "0", lambda: command.reckless_token(command.Token.DEFENCE, 0, False)),
    ("CHG-2", "7", lambda: charge.charge_reaches(4, [7, 1], 5)),
    (
        "MEL-3",
        "0",
        lambda: melee.resolve_round(melee.SideSetup([(1, 4)]), [[0]], melee.SideSetup([]), []),
    ),
    ("GLAD-0", "7", lambda: hexes.d3(7)),
    ("GLAD-4", "0", lambda: hexes.resolve_attack([0], [3], 0)),
    # zero or negative strength
    ("ODD-1", "0", lambda: odds.odds_column(0, 3)),
    ("ODD-1", "-2", lambda: odds.odds_column(4, -2)),
    ("ODD-3", "0", lambda: odds.bombardment_strength([2, 0])),
    # a hex path that jumps
    ("GLAD-3", "(2, 0)", lambda: hexes.path_allowed([(0, 0), (2, 0)], [])),
    # bools passed as numbers
    ("CMD-6", "True", lambda: command.control_difficulty(True)),
    ("CMD-6", "True", lambda: command.control_difficulty(3, True)),
    ("CMD-5", "True", lambda: command.control_chance(True)),
    ("CMD-5", "True", lambda: command.control_passes(3, True)),
    ("CHG-2", "True", lambda: charge.charge_chance(True, 3)),
    ("CHG-2", "True", lambda: charge.charge_reaches(4, [True, 3], 5)),
    ("MEL-3", "True", lambda: melee.to_hit_needed(True)),
    ("MEL-3", "True", lambda: melee.hits_distribution(4, True)),
    ("MEL-3", "True", lambda: melee.hits_distribution(True, 4)),
    ("MEL-2", "True", lambda: melee.split_dice(True, [Quarter.FRONT])),
    ("MEL-1", "True", lambda: melee.dice_count(True)),
    ("ODD-1", "True", lambda: odds.odds_column(True, 1)),
    ("ODD-3", "True", lambda: odds.bombardment_strength([True])),
    ("GLAD-1", "True", lambda: hexes.movement_allowance(3, True)),
    ("GLAD-4", "True", lambda: hexes.defence_bonus(True, hexes.Arc.FRONT)),
    ("GLAD-3", "True", lambda: hexes.path_allowed([(True, 0)], [])),
    # a lone value where a list belongs, or an unknown name
    ("CHG-2", "5", lambda: charge.charge_reaches(4, 5, 9)),
    ("CHG-4", "9", lambda: charge.chance_all(4, 9)),
    ("CHG-4", "[5]", lambda: charge.resolve_charge(4, [1, 2], [5])),
    ("MEL-2", "Quarter.LEFT", lambda: melee.split_dice(6, Quarter.LEFT)),
    ("MEL-1", "5", lambda: melee.hedgehog_dice(5)),
    ("MEL-1", "'huge'", lambda: melee.dice_count(6, "huge")),
    ("MEL-4", "['a']", lambda: melee.hedgehog_target(["a"])),
    ("MEL-4", "'tank'", lambda: melee.hedgehog_target({"a": "tank"})),
    ("MEL-9", "'tank'", lambda: melee.can_support("tank")),
    ("MEL-10", "'tank'", lambda: melee.static_bonus(enemy_types=["tank"])),
    ("MEL-3", "5", lambda: melee.SideSetup(5)),
    ("MEL-5", "'x'", lambda: melee.choose_supports(None, ["x"])),
    (
        "MEL-9",
        "'zzz'",
        lambda: melee.choose_supports(
            None, [melee.Candidate("c", quarter=Quarter.LEFT, distance=1, status="zzz")]
        ),
    ),
    ("MEL-10", "None", lambda: melee.round_distribution(None, melee.SideSetup([]))),
    (
        "MEL-11",
        "None",
        lambda: melee.resolve_round_from_hits(
            melee.SideSetup([(1, 4)]), None, melee.SideSetup([]), []
        ),
    ),
    ("ODD-3", "3", lambda: odds.bombardment_strength(3)),
    ("GLAD-3", "5", lambda: hexes.path_allowed(5, [])),
    ("GLAD-3", "None", lambda: hexes.reachable((0, 0), 2, None)),
    ("GLAD-5", "5", lambda: hexes.support_counts((0, 0), (1, 0), 5, [])),
    ("DICE", "5", lambda: dice.validate_faces(5, 6)),
]


@pytest.mark.parametrize(("rule", "shown", "call"), CASES)
def test_bad_input_names_the_rule_and_the_value(rule, shown, call):
    with pytest.raises(RuleInputError) as info:
        call()
    message = str(info.value)
    assert message.startswith(f"{rule}:"), message
    assert shown in message, message
    assert info.value.rule == rule
    assert isinstance(info.value, ValueError)


def test_helpers():
    assert as_items("X-1", (1, 2), "things") == [1, 2]
    assert as_items("X-1", {"a": 1}, "things") == ["a"]
    with pytest.raises(RuleInputError, match=r"X-1: things must be a list, got 'ab'"):
        as_items("X-1", "ab", "things")
    assert as_enum(UnitType, "cavalry", "X-1", "a type") is UnitType.CAVALRY
    with pytest.raises(RuleInputError, match=r"X-1: a type must be one of infantry, .*'tank'"):
        as_enum(UnitType, "tank", "X-1", "a type")

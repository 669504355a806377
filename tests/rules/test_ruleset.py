"""Rulesets, presets and the rules reference (issue 2)."""

from __future__ import annotations

import json
import re

import pytest

from adjutant.paths import resources_dir
from adjutant.rules.charge import ChargeDice
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import (
    OPTION_NAMES,
    OPTIONS,
    LengthUnit,
    Ruleset,
    Tool,
    load_preset,
    option_info,
    presets,
    rule_reference,
    rule_texts,
)

DEFAULTS = {
    "reckless_before_declarations": True,
    "charge_dice": ChargeDice.HIGHEST_2D6,
    "melee_split_leftover_to_front": True,
    "base_to_hit": 4,
    "quarter_by_centre": True,
    "allow_front_support": False,
    "support_radius": 6,
    "max_supports": 3,
    "tie_is_draw": True,
    "hits_are_casualties": True,
    "odd2_house_rule": True,
    "zoc_start_hex_counts": False,
    "zoc_max_enemy_adjacent_hexes": 1,
    "glad_attack_needs_greater": True,
    "glad_sum_support_dice": True,
    "crt_die_sides": 6,
}


def plain(**changes) -> Ruleset:
    return Ruleset(key="test", name="Test", tools=frozenset({Tool.MELEE}), **changes)


def test_documented_defaults():
    assert plain().options() == DEFAULTS
    assert set(OPTION_NAMES) == set(DEFAULTS)
    assert plain().unit_of_length == "inch"


def test_every_option_has_a_tool_and_rule_id():
    assert len(OPTIONS) == len(set(OPTION_NAMES))
    for info in OPTIONS:
        assert re.fullmatch(r"(CMD|CHG|MEL|ODD|GLAD)-\d+", info.rule)
        assert isinstance(info.tool, Tool) and info.label
    assert option_info("charge_dice").rule == "CHG-2"
    with pytest.raises(RuleInputError, match="RULESET"):
        option_info("colour")


def test_options_for_a_tool():
    assert set(plain().options_for(Tool.HEX)) == {
        "zoc_start_hex_counts",
        "zoc_max_enemy_adjacent_hexes",
        "glad_attack_needs_greater",
        "glad_sum_support_dice",
    }
    assert plain().options_for(Tool.CHARGE) == {"charge_dice": ChargeDice.HIGHEST_2D6}


def test_strings_become_enums():
    r = Ruleset("k", "K", ["charge", "tokens"], "pace", charge_dice="sum_2d6")
    assert r.tools == frozenset({Tool.CHARGE, Tool.TOKENS})
    assert r.unit_of_length is LengthUnit.PACE
    assert r.charge_dice is ChargeDice.SUM_2D6
    assert r.uses(Tool.CHARGE) and not r.uses(Tool.MELEE)


@pytest.mark.parametrize(
    "changes",
    [
        {"base_to_hit": 7},
        {"base_to_hit": 1},
        {"base_to_hit": 4.0},
        {"max_supports": 4},
        {"max_supports": -1},
        {"support_radius": 0},
        {"support_radius": float("inf")},
        {"support_radius": True},
        {"tie_is_draw": 1},
        {"charge_dice": "4d6"},
        {"unit_of_length": "furlong"},
        {"tools": []},
        {"tools": ["tokens", "dominoes"]},
        {"tools": "tokens"},
        {"key": "Bad Key"},
        {"name": ""},
        {"zoc_max_enemy_adjacent_hexes": -1},
        {"crt_die_sides": 1},
    ],
)
def test_bad_values_refused(changes):
    with pytest.raises(RuleInputError, match="RULESET"):
        plain().with_options(**changes)


def test_with_options_changes_only_what_is_asked():
    base = plain()
    changed = base.with_options(base_to_hit=3, charge_dice="d6")
    assert changed.base_to_hit == 3 and changed.charge_dice is ChargeDice.D6
    assert base.base_to_hit == 4  # the original is untouched (frozen)
    assert changed.with_options(base_to_hit=4, charge_dice=ChargeDice.HIGHEST_2D6) == base
    with pytest.raises(RuleInputError, match=r"RULESET.*colour"):
        base.with_options(colour="red")


def test_json_round_trip():
    r = plain(charge_dice=ChargeDice.THREE_D6_DROP_LOWEST, support_radius=7.5, description="x")
    data = json.loads(json.dumps(r.to_dict()))
    assert data["options"]["charge_dice"] == "3d6_drop_lowest"
    assert data["tools"] == ["melee"]
    assert Ruleset.from_dict(data) == r


def test_from_dict_missing_options_take_defaults():
    r = Ruleset.from_dict({"key": "x", "name": "X", "tools": ["odds"]})
    assert r.options() == DEFAULTS


@pytest.mark.parametrize(
    "data",
    [
        {"key": "x", "name": "X", "tools": ["odds"], "colour": "red"},
        {"key": "x", "name": "X", "tools": ["odds"], "options": {"colour": 1}},
        {"key": "x", "name": "X", "tools": ["odds"], "options": {"base_to_hit": "4"}},
        {"key": "x", "name": "X", "tools": ["odds"], "options": []},
        {"key": "x", "name": "X", "tools": ["odds"], "format": 2},
        {"key": "x", "tools": ["odds"]},
        ["not", "an", "object"],
    ],
)
def test_from_dict_refuses_bad_data(data):
    with pytest.raises(RuleInputError, match="RULESET"):
        Ruleset.from_dict(data)


# --- presets ---------------------------------------------------------------

EXPECTED_PRESETS = {
    "age_of_battles_command": ({Tool.TOKENS}, "pace"),
    "fantasy_charge": ({Tool.CHARGE}, "inch"),
    "pike_and_shot_melee": ({Tool.MELEE}, "inch"),
    "across_five_aprils": ({Tool.ODDS}, "inch"),
    "gladiatoro": ({Tool.HEX}, "inch"),
    "combined": ({Tool.TOKENS, Tool.CHARGE, Tool.MELEE}, "inch"),
}


def test_presets_ship_the_five_texts_and_combined():
    found = presets()
    assert set(found) == set(EXPECTED_PRESETS)
    for key, (tools, unit) in EXPECTED_PRESETS.items():
        assert found[key].tools == tools
        assert found[key].unit_of_length == unit
        assert found[key].description
        assert load_preset(key) == found[key]


def test_presets_keep_documented_defaults():
    for ruleset in presets().values():
        assert ruleset.options() == DEFAULTS


def test_preset_files_round_trip():
    for path in sorted((resources_dir() / "rulesets").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        ruleset = Ruleset.from_dict(data)
        assert Ruleset.from_dict(ruleset.to_dict()) == ruleset


def test_unknown_preset_refused():
    with pytest.raises(RuleInputError, match=r"RULESET.*no ruleset preset"):
        load_preset("chess")
    with pytest.raises(RuleInputError, match="RULESET"):
        load_preset("../rules_reference")


def test_broken_preset_file_is_a_clear_error(tmp_path, monkeypatch):
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "bad.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr("adjutant.rules.ruleset.resources_dir", lambda: tmp_path)
    with pytest.raises(RuleInputError, match=r"RULESET.*bad\.json"):
        presets()
    (tmp_path / "rulesets" / "bad.json").write_text(
        json.dumps({"key": "other", "name": "X", "tools": ["odds"]}), encoding="utf-8"
    )
    with pytest.raises(RuleInputError, match=r"RULESET.*not 'bad'"):
        presets()


# --- rules reference -------------------------------------------------------

PREFIX_TOOL = {
    "CMD": Tool.TOKENS,
    "CHG": Tool.CHARGE,
    "MEL": Tool.MELEE,
    "ODD": Tool.ODDS,
    "GLAD": Tool.HEX,
}
EXPECTED_IDS = (
    [f"CMD-{i}" for i in range(1, 9)]
    + [f"CHG-{i}" for i in range(1, 6)]
    + [f"MEL-{i}" for i in range(1, 12)]
    + [f"ODD-{i}" for i in range(1, 4)]
    + [f"GLAD-{i}" for i in range(0, 7)]
)


def test_rules_reference_has_every_rule_once_in_order():
    texts = rule_texts()
    assert [r.id for r in texts] == EXPECTED_IDS
    for r in texts:
        assert r.tool is PREFIX_TOOL[r.id.split("-")[0]]
        assert r.title and len(r.text) > 20


def test_rule_reference_per_tool():
    charge = rule_reference(Tool.CHARGE)
    assert [rid for rid, _, _ in charge] == ["CHG-1", "CHG-2", "CHG-3", "CHG-4", "CHG-5"]
    assert all(isinstance(title, str) and isinstance(text, str) for _, title, text in charge)
    assert len(rule_reference()) == len(EXPECTED_IDS)
    assert rule_reference("hex") == rule_reference(Tool.HEX)
    with pytest.raises(RuleInputError, match="RULESET"):
        rule_reference("dominoes")


# --- every [choice] has a working alternative in the rules core (review of issue 2) ---


def _alternatives():
    from adjutant.rules import charge, hexes, melee, odds
    from adjutant.rules.geometry import Footprint, Quarter
    from adjutant.rules.units import Side

    fighter = Footprint(0, 0, 90, 4, 2)
    file_ = melee.Candidate("c", footprint=Footprint(-3, -0.5, 90, 1, 20))
    near_left = melee.Candidate("l", quarter=Quarter.LEFT, distance=1)
    crt = odds.Crt("x", ("2-1",), {("2-1", f): "DR" for f in range(1, 7)})
    enemy = (3, 0)

    def supports(r, cands, fp=None):
        return [
            d.counts
            for d in melee.choose_supports(
                fp,
                cands,
                radius=r.support_radius,
                allow_front_support=r.allow_front_support,
                max_supports=r.max_supports,
                quarter_by_centre=r.quarter_by_centre,
            )
        ]

    three = [
        near_left,
        melee.Candidate("r", quarter=Quarter.RIGHT, distance=2),
        melee.Candidate("b", quarter=Quarter.REAR, distance=3),
    ]
    return {
        # option: (a non-default value, what the rules core computes with the ruleset)
        "charge_dice": ("sum_2d6", lambda r: charge.charge_chance(4, 9, r.charge_dice)),
        "melee_split_leftover_to_front": (
            False,
            lambda r: melee.split_dice(
                7, [Quarter.FRONT, Quarter.LEFT], leftover_to_front=r.melee_split_leftover_to_front
            ),
        ),
        "base_to_hit": (3, lambda r: melee.to_hit_needed(r.base_to_hit)),
        "support_radius": (
            8,
            lambda r: supports(r, [melee.Candidate("c", quarter=Quarter.LEFT, distance=7)]),
        ),
        "quarter_by_centre": (
            False,
            lambda r: (
                melee.choose_supports(fighter, [file_], quarter_by_centre=r.quarter_by_centre)[
                    0
                ].quarter
            ),
        ),
        "allow_front_support": (
            True,
            lambda r: supports(r, [melee.Candidate("f", quarter=Quarter.FRONT, distance=1)]),
        ),
        "max_supports": (2, lambda r: supports(r, three)),
        "tie_is_draw": (
            False,
            lambda r: (
                melee.resolve_round_from_hits(
                    melee.SideSetup([(1, 4)]),
                    [0],
                    melee.SideSetup([(1, 4)]),
                    [0],
                    tie_winner=r.tie_winner(Side.B),
                ).winner
            ),
        ),
        "odd2_house_rule": (
            False,
            lambda r: odds.effective_code(
                crt, "2-1", 3, odds.ODD2_OVERRIDES if r.odd2_house_rule else None
            ),
        ),
        "crt_die_sides": (
            10,
            lambda r: odds.Crt("x", ("1-1",), {("1-1", 1): "NE"}, r.crt_die_sides).missing_cells(),
        ),
        "zoc_start_hex_counts": (
            True,
            lambda r: hexes.path_violation(
                [(2, 0), (2, 1)], [enemy], start_counts=r.zoc_start_hex_counts
            ),
        ),
        "zoc_max_enemy_adjacent_hexes": (
            2,
            lambda r: hexes.path_violation(
                [(1, 0), (2, 0), (2, 1)], [enemy], max_zoc_hexes=r.zoc_max_enemy_adjacent_hexes
            ),
        ),
        "glad_attack_needs_greater": (
            False,
            lambda r: hexes.attack_chance(0, tie_succeeds=not r.glad_attack_needs_greater),
        ),
        "glad_sum_support_dice": (
            False,
            lambda r: hexes.attack_chance(0, 2, 1, sum_dice=r.glad_sum_support_dice),
        ),
    }


# Options whose alternative lives above the rules core: the command window orders the
# reckless roll (CMD-8), the store books hits as casualties or lets players enter them (MEL-11).
OUTSIDE_THE_CORE = {"reckless_before_declarations", "hits_are_casualties"}


def test_every_choice_option_has_an_implemented_alternative():
    table = _alternatives()
    assert set(table) | OUTSIDE_THE_CORE == set(OPTION_NAMES)
    base = plain()
    for name, (other, compute) in table.items():
        changed = base.with_options(**{name: other})
        assert compute(changed) != compute(base), name


def test_mel10_tie_winner_of_the_ruleset():
    from adjutant.rules.units import Side

    assert plain().tie_winner(Side.B) is None  # a tie is a draw
    by_defender = plain(tie_is_draw=False)
    assert by_defender.tie_winner(Side.B) is Side.B
    assert by_defender.tie_winner("a") is Side.A
    assert by_defender.tie_winner(None) is None
    with pytest.raises(RuleInputError, match="RULESET"):
        by_defender.tie_winner("c")


# ---------------------------------------------------------------- the stored copy (issue 23)

HOSTILE_COPIES = [
    None,
    [],
    "combined",
    3,
    {},
    {"key": 1, "name": "n", "tools": []},
    {"key": "k", "name": "n", "tools": "charge"},
    {"key": "k", "name": "n", "tools": [1, None]},
    {"key": "k", "name": "n", "tools": [], "options": []},
    {"key": "k", "name": "n", "tools": [], "options": {"odd2_house_rule": "maybe"}},
    {"key": "k", "name": "n", "tools": [], "options": {"no_such_option": 1}},
    {"key": "k", "name": "n", "tools": [], "unit_of_length": []},
    {"key": [], "name": {}, "tools": []},
    {"key": "k", "name": "n", "tools": [], "format": 99},
    {"key": "k", "name": "n", "tools": [], "description": 7},
]


@pytest.mark.parametrize("data", HOSTILE_COPIES, ids=range(len(HOSTILE_COPIES)))
def test_a_stored_copy_the_rules_cannot_read_is_the_combined_preset(data):
    """Issue 23: the one fallback. ``from_dict`` refuses any of these with RuleInputError
    and nothing else; ``from_stored`` reads each as the combined preset."""
    with pytest.raises(RuleInputError):
        Ruleset.from_dict(data)
    assert Ruleset.from_stored(data) == load_preset("combined")


def test_a_stored_copy_that_reads_is_itself():
    own = load_preset("across_five_aprils")
    assert Ruleset.from_stored(own.to_dict()) == own != load_preset("combined")

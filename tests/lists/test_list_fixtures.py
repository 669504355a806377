"""The list readers on small synthetic fixtures, one per format and trap (issue 17).

tests/data/lists/: nested forces, squads typed as upgrades, models as upgrades, a
size in a name, a misnamed .rosz (plain XML), a real zipped .rosz, New Recruit's
split models and unit-group, Old World Builder's command groups, a CSV.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from adjutant.lists import read_bytes, read_list
from adjutant.lists.model import BATTLESCRIBE, CSV, NEW_RECRUIT, OLD_WORLD_BUILDER

DATA = Path(__file__).resolve().parents[1] / "data" / "lists"


def units(army):
    return {u.name: u for u in army.all_units()}


@pytest.mark.parametrize(
    "name", ["nested_forces.ros", "misnamed_plain_xml.rosz", "zipped_nested_forces.rosz"]
)
def test_nested_forces_become_nested_formations(name):
    army = read_list(DATA / name)
    assert army.format == BATTLESCRIBE  # sniffed from the content, not the extension
    assert army.name == "Nested Forces Test"
    assert army.game_system == "Synthetic Skirmish"
    (root,) = army.formations
    assert root.name == "Army Roster"
    assert [f.name for f in root.formations] == ["Regiment"]
    assert [f.name for f in root.formations[0].formations] == ["Vanguard"]
    found = units(army)
    assert found["Spearmen"].models == 10  # 1 + 9 models
    assert found["Spearmen"].command_group == ("Champion",)
    assert found["Warlord on Foot"].general  # its "General" upgrade
    assert [(s.name, s.why) for s in army.skipped] == [
        ("Battle Size", "a list option (no models), not a unit")
    ]
    # Profile in the file's order and spelling; the weapon's short values are not it.
    assert found["Warlord on Foot"].profile == (
        ("Move", '6"'),
        ("Fight", "4+"),
        ("Attacks", "3"),
        ("Toughness", "4"),
    )
    assert found["Warlord on Foot"].rules == (("Inspiring", "Friendly units nearby re-roll 1s."),)


def test_squads_typed_as_upgrades_models_as_upgrades_and_size_in_a_name():
    army = read_list(DATA / "squads_as_upgrades.ros")
    found = units(army)
    assert list(found) == [
        "Battle Squad",
        "Scout Squad",
        "Sniper Team",
        "Battle Tank",
        "10x Clanrats",
    ]
    assert found["Battle Squad"].models == 5  # type="upgrade" holding type="model"
    assert found["Battle Squad"].points == 66
    # The larger group's stat line stands for the squad (4 Battle Brothers, not the sergeant).
    assert dict(found["Battle Squad"].profile)["A"] == "1"
    assert found["Scout Squad"].models == 5  # upgrades named after the parent's stat lines
    assert found["Sniper Team"].models == 3  # upgrades that carry their own stat line
    assert found["Battle Tank"].models == 1  # an upgrade with a stat line, no models
    assert dict(found["Battle Tank"].profile)["M"] == "*"  # not the wound track's 12"
    assert found["10x Clanrats"].models == 10  # the size written in the name
    assert dict(army.points) == {"PL": 20.0, "pts": 355.0, "CP": 3.0}  # " PL" trimmed
    assert {s.name for s in army.skipped} == {"**Chapter Selection**", "Detachment CP"}


def test_new_recruit_split_models_unit_group_and_stray_spaces():
    army = read_list(DATA / "newrecruit_split_models.json")
    assert army.format == NEW_RECRUIT
    assert army.name == "New Recruit Split Models"
    assert army.formations[0].name == "General's Handbook"
    found = units(army)
    host = found["Bladed Host"]
    assert host.models == 20  # 1 + 1 + 1 + 17
    assert host.command_group == ("Champion", "Musician", "Standard Bearer")
    assert host.roles == {"commander", "musician", "standard_bearer"}
    assert host.profile[0] == ("Move", '5"')
    assert ("Blood Tithe", "Each time this unit destroys a model, heal 1.") in host.rules
    assert found["Gun Battery"].models == 6  # a unit-group of 4 crew and 2 guns
    assert found["Gun Battery"].points == 190
    assert [s.name for s in army.skipped] == ["Burning Portal"]


def test_old_world_builder_command_groups_and_points():
    army = read_list(DATA / "old_world_command.owb.json")
    assert army.format == OLD_WORLD_BUILDER
    assert army.game_system == "the-old-world"
    (root,) = army.formations
    assert [f.name for f in root.formations] == ["Characters", "Core", "Special"]
    found = units(army)
    troops = found["State Troops"]
    assert troops.models == 20
    # Only the active command entries: the drummer is not bought.
    assert troops.command_group == ("Sergeant", "Standard bearer")
    assert troops.roles == {"commander", "standard_bearer"}
    assert troops.points == 6 * 20 + 6 + 6 + 20  # models, command, halberds per model
    assert found["Free Company Archers"].models == 10  # no strength: the minimum
    assert found["Empire Knights"].roles == {"commander", "standard_bearer", "musician"}
    captain = found["Captain of the Empire"]
    assert captain.general and captain.points == 45 + 6 + 10
    assert captain.profile == ()  # Old World Builder has no stat lines
    assert dict(army.points) == {"points": 409.0, "limit": 1000.0}


def test_csv_list():
    army = read_list(DATA / "simple.csv")
    assert army.format == CSV
    (root,) = army.formations
    assert root.name == "Army" and [f.name for f in root.formations] == ["Left wing"]
    found = units(army)
    line = found["Line Infantry"]
    assert (line.models, line.points) == (24, 120)
    assert line.profile == (("M", '5"'), ("WS", "4+"))
    assert line.roles == {"commander", "standard_bearer", "musician"}


def test_to_json_is_the_documented_shape():
    data = read_list(DATA / "nested_forces.ros").to_json()
    assert data["points"] == {"pts": 300}
    spearmen = data["formations"][0]["formations"][0]["formations"][0]["units"][0]
    assert spearmen == {
        "name": "Spearmen",
        "models": 10,
        "points": 120,
        "profile": {"Move": '5"', "Fight": "4+", "Attacks": "1", "Toughness": "3"},
        "command_group": ["Champion"],
        "units": [],
    }


def test_names_lose_control_characters_and_stray_spaces():
    xml = (
        (DATA / "nested_forces.ros")
        .read_bytes()
        .replace(
            b'name="Spearmen" number="1"', b'name=" Spear\xe2\x80\xaemen\xe2\x80\x8b  " number="1"'
        )
    )
    assert "Spearmen" in units(read_bytes(xml, "x.ros"))  # RTL override, zero-width space
    text = (DATA / "newrecruit_split_models.json").read_text(encoding="utf-8")
    text = text.replace('"name": "Bladed Host"', '"name": "\\u001b[31mBladed\\u0007 Host\\n"')
    assert "[31mBladed Host" in units(read_bytes(text.encode(), "x.json"))  # ESC, BEL, LF


def test_attached_units_are_listed_under_their_unit():
    xml = (
        (DATA / "nested_forces.ros")
        .read_bytes()
        .replace(
            b'<selection id="s2b" name="Spearman" number="9" type="model"/>',
            b'<selection id="s2b" name="Spearman" number="9" type="model"/>'
            b'<selection id="s2x" name="Chariot" number="1" type="unit">'
            b'<selections><selection id="s2y" name="Chariot" number="1" type="model"/></selections>'
            b"</selection>",
        )
    )
    army = read_bytes(xml, "x.ros")
    spearmen = units(army)["Spearmen"]
    assert spearmen.models == 10  # the chariot's model is its own
    assert [u.name for u in spearmen.units] == ["Chariot"]
    assert army.counts().units == 3

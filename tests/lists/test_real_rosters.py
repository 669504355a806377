"""Every real roster in ../shared/rosters read with the counts of its SOURCES.md (issue 17).

Each of these files trips a naive reader (types that lie, nested forces, split
models, models as upgrades, a .rosz that is plain XML); the counts are what an
order of battle should hold. Skipped, with the reason, where the folder is absent.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjutant.lists import read_list

ROSTERS = Path(__file__).resolve().parents[2].parent / "shared" / "rosters"
pytestmark = pytest.mark.skipif(
    not (ROSTERS / "SOURCES.md").is_file(),
    reason=f"the real rosters are not here ({ROSTERS} is absent: shared/ is not beside the repo)",
)

# file: (format, formations, units, models, {roster cost: value}, skipped names)
EXPECTED = {
    "aos4-belakor-fiends-1680.rosz": (3, 6, 48, {"pts": 1680}),
    "hh3-dark-angels-all-comers-2998.rosz": (6, 20, 87, {"Point(s)": 2998}),
    "killteam21-orks.rosz": (1, 8, 8, {}),
    "mesbg-mordor-749.ros": (1, 4, 41, {"Points": 749}),
    "warcry-tzeentch-970.ros": (1, 6, 6, {"pts": 970}),
    "wh40k10-ultramarines-810.rosz": (1, 10, 22, {"pts": 810}),
    "wh40k8-black-templar-1994.ros": (1, 20, 60, {"pts": 1994, "PL": 104, "CP": 14}),
    "wh40k8-magnus-notzipped.rosz": (2, 9, 35, {"pts": 1315}),
}


def test_every_roster_in_the_folder_is_covered():
    on_disk = {p.name for p in ROSTERS.iterdir() if p.suffix in (".ros", ".rosz")}
    assert on_disk == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_roster_counts_match_sources(name):
    formations, units, models, points = EXPECTED[name]
    army = read_list(ROSTERS / name)
    counts = army.counts()
    assert (counts.formations, counts.units, counts.models) == (formations, units, models)
    costs = dict(army.points)
    for cost, value in points.items():
        assert costs[cost] == value
    # The units' own points add up to the roster's total (config entries cost nothing).
    if "pts" in points or "Points" in points or "Point(s)" in points:
        total = next(v for k, v in points.items() if k in ("pts", "Points", "Point(s)"))
        assert counts.points == total


def test_manifestations_and_terrain_are_skipped_with_their_reason():
    army = read_list(ROSTERS / "aos4-belakor-fiends-1680.rosz")
    reasons = {s.name: s.why for s in army.skipped}
    assert "terrain" in reasons["Nexus Chaotica"]
    for name in ("Geminids of Uhl-Gysh", "Prismatic Palisade", "Umbral Spellportal"):
        assert "manifestation" in reasons[name]
    bloodletters = [u for u in army.all_units() if u.name.endswith("Bloodletters")]
    assert [u.models for u in bloodletters] == [20, 20]  # New Recruit's 1 + 1 + 1 + 17
    assert bloodletters[0].command_group == ("Champion", "Musician", "Standard Bearer")


@pytest.mark.parametrize(
    ("name", "unit", "profile"),
    [
        (
            "aos4-belakor-fiends-1680.rosz",
            "Be'lakor, the Dark Master",
            {"Move": '14"', "Health": "14", "Save": "4+", "Control": "10"},
        ),
        (
            "wh40k8-black-templar-1994.ros",
            "Captain in Phobos Armour",
            {"M": '6"', "WS": "2+", "BS": "2+", "S": "4", "T": "4", "W": "6", "A": "5", "Ld": "9"},
        ),
        (
            "mesbg-mordor-749.ros",
            "Gothmog, Lieutenant of Sauron",
            {"Movement": '6"', "Fight": "5/5+", "Wounds": "3"},
        ),
        ("killteam21-orks.rosz", "Nob w/ big choppa", {"M": "3⬤", "APL": "2", "W": "13"}),
    ],
)
def test_sample_profiles_in_the_files_spelling(name, unit, profile):
    army = read_list(ROSTERS / name)
    found = next(u for u in army.all_units() if u.name == unit)
    got = dict(found.profile)
    assert {k: got[k] for k in profile} == profile


def test_black_templar_squads_typed_as_upgrades_and_models_as_upgrades():
    army = read_list(ROSTERS / "wh40k8-black-templar-1994.ros")
    models = {u.name: u.models for u in army.all_units()}
    # Only 4 of the 20 are type="unit"; these carry their models as upgrades.
    assert models["Scout Squad"] == 5  # "Scout w/Boltgun" x4 matches the parent's "Scout"
    assert models["Eliminator Squad"] == 3  # upgrades with their own stat line
    assert models["Cenobyte Servitors"] == 3
    assert models["Lieutenants in Phobos Armor"] == 1


def test_inspect_json_shape(capsys):
    from adjutant.cli import run_tool

    assert (
        run_tool("inspect-list", [str(ROSTERS / "hh3-dark-angels-all-comers-2998.rosz"), "--json"])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"format", "name", "game_system", "points", "formations", "skipped"}
    assert data["format"] == "battlescribe"
    top = data["formations"][0]
    assert top["name"] == "Crusade Force Organization Chart"
    assert len(top["formations"]) == 5 and top["units"] == []
    unit = top["formations"][0]["units"][0]
    assert set(unit) == {"name", "models", "points", "profile", "command_group", "units"}
    assert unit["name"] == "Praetor" and unit["models"] == 1 and unit["points"] == 120


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_inspect_list_json_gives_the_sources_counts(name, capsys):
    """Issue 27: ``adjutant inspect-list --json`` on every real roster still gives the counts
    of SOURCES.md, with the count rules and the parse-time limits in place."""
    from adjutant.cli import run_tool

    assert run_tool("inspect-list", [str(ROSTERS / name), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    formations = units = models = 0
    stack = list(data["formations"])
    while stack:
        formation = stack.pop()
        formations += 1
        stack.extend(formation["formations"])
        members = list(formation["units"])
        while members:
            unit = members.pop()
            units += 1
            models += unit["models"]
            members.extend(unit["units"])
    assert (formations, units, models) == EXPECTED[name][:3]

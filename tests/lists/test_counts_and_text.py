"""Issue 27: the sizes players wrote, the names they gave, which way a stat is better, and
lists pasted as text.

Builder-shaped lists in tests/data/lists (see tests/data/lists/SOURCES.md: made by hand in
each builder's structure, as no real list with these traits could be kept): a size only in
a child's name, a size as a characteristic, Old World Builder units of strength 0, a
renamed selection; and text exports of five builders, their units and models checked by
hand against the text (each count below is read off the file, not off the reader).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from adjutant.cli import run_tool
from adjutant.lists import ListError, read_list, read_text
from adjutant.lists.mapping import HIGHER, LOWER, apply, directions, mapping_for, unmapped_notes
from adjutant.lists.model import (
    AOS_APP,
    COUNT_CHARACTERISTIC,
    COUNT_CHILD_NAME,
    COUNT_DEFAULT,
    COUNT_GIVEN,
    COUNT_LINE,
    COUNT_MODEL_LINES,
    COUNT_MODELS,
    LISTFORGE,
    NEW_RECRUIT_TEXT,
    WH40K_APP,
    WTC_TEXT,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "lists"
TEXT = DATA / "text"
ROSTERS = Path(__file__).resolve().parents[2].parent / "shared" / "rosters"


def units(army):
    return [(u.name, u.models) for u in army.all_units()]


# ---------------------------------------------------------------- the count rules


def test_a_size_only_in_a_childs_name():
    army = read_list(DATA / "child_name_size.ros")
    found = {u.name: u for u in army.all_units()}
    assert units(army) == [("Bloodreavers", 10), ("Blood Warriors", 5), ("Wrathmongers", 3)]
    assert found["Bloodreavers"].count_from == COUNT_CHILD_NAME
    assert found["Bloodreavers"].count_detail == "10 Bloodreavers"
    assert found["Blood Warriors"].count_detail == "5 Models"  # an upgrade of number 1
    assert found["Wrathmongers"].count_detail == "3 models"  # a model of number 1
    assert army.counts().models == 18


def test_a_size_as_a_characteristic():
    army = read_list(DATA / "size_characteristic.ros")
    found = {u.name: u for u in army.all_units()}
    assert units(army) == [("Infantry Platoon", 12), ("Chimera Squadron", 6)]
    assert found["Infantry Platoon"].count_from == COUNT_CHARACTERISTIC
    assert found["Infantry Platoon"].count_detail == "NUM 12"
    assert found["Chimera Squadron"].count_detail == "Models 6"


def test_model_selections_come_first_and_a_unit_with_nothing_is_one():
    army = read_list(DATA / "nested_forces.ros")
    found = {u.name: u for u in army.all_units()}
    assert (found["Spearmen"].models, found["Spearmen"].count_from) == (10, COUNT_MODELS)
    lone = read_text("Orks\n\nCHARACTERS\n\nWarboss (80 points)\n  • 1x Big choppa\n")
    assert [(u.models, u.count_from) for u in lone.all_units()] == [(1, COUNT_DEFAULT)]


def test_old_world_builder_strength_0_is_one_model_at_base_points_and_the_total():
    army = read_list(DATA / "owb_strength_zero.owb.json")
    found = {u.name: u for u in army.all_units()}
    assert not army.skipped
    assert (found["Great Cannon"].models, found["Great Cannon"].points) == (1, 125)
    steam = found["Steam Tank"]
    assert (steam.models, steam.points) == (1, 255 + 10)  # base points and its option
    assert steam.count_from == COUNT_GIVEN and "strength 0" in steam.count_detail
    # The builder's total: 45 + (20 x 6 + 6) + 125 + 265.
    assert dict(army.points)["points"] == 561
    assert army.counts().points == 561


def test_a_renamed_selection_keeps_both_names(game_path):
    from adjutant.qtmodels import list_texts
    from adjutant.store.read import queries
    from adjutant.store.services.lists import import_army_list
    from adjutant.store.services.sample import create_sample

    army = read_list(DATA / "custom_name.json")
    grukk, boy = army.all_units()
    assert (grukk.name, grukk.type_name) == ("Grukk", "Kommando Nob")
    assert (boy.name, boy.type_name) == ("Kommando Boy", "")
    game = create_sample(game_path)
    try:
        change = import_army_list(game, army)
        side = next(
            s for s in queries.order_of_battle(game).sides if s.id == change.result["side_id"]
        )
        stored = {u.name: u for u in side.all_units()}
        assert stored["Grukk"].source.type == "Kommando Nob"
        assert stored["Kommando Boy"].source.type == ""
        # The order of battle shows the player's name and the type.
        assert list_texts.name_and_type(stored["Grukk"]) == "Grukk (Kommando Nob)"
        assert list_texts.name_and_type(stored["Kommando Boy"]) == "Kommando Boy"
    finally:
        game.close()
    from adjutant.store.file.check import check_file

    assert check_file(game_path).status == "sound"


def test_the_player_changes_a_count_before_importing(game_path):
    from adjutant.store.read import queries
    from adjutant.store.services.lists import import_army_list
    from adjutant.store.services.sample import create_sample

    army = read_list(TEXT / "aos_app.txt")  # the app states no model counts
    index = [u.name for u in army.all_units()].index("Bloodreavers")
    game = create_sample(game_path)
    try:
        change = import_army_list(game, army, counts={index: 20})
        side = next(
            s for s in queries.order_of_battle(game).sides if s.id == change.result["side_id"]
        )
        assert {u.name: u.strength for u in side.all_units()}["Bloodreavers"] == 20
    finally:
        game.close()


# ---------------------------------------------------------------- which way is better


@pytest.mark.skipif(not (ROSTERS / "SOURCES.md").is_file(), reason="../shared/rosters absent")
def test_middle_earth_fight_does_not_fill_to_hit():
    """Gothmog's Fight 5/5+ is a fight value (higher is better): never the roll to hit."""
    army = read_list(ROSTERS / "mesbg-mordor-749.ros")
    found = directions(army.game_system, army.all_units())
    assert found["Fight"] == HIGHER
    mapping = mapping_for(army)
    assert mapping.source("to_hit") == ""
    forced = mapping.with_source("to_hit", "Fight")  # remembered from an older version
    gothmog = next(u for u in army.all_units() if u.name.startswith("Gothmog"))
    applied = apply(gothmog, forced, "inch", found)
    assert "to_hit" not in applied.values
    assert any("Fight" in n and "other way" in n for n in applied.notes)
    assert any(n.startswith("Fight: higher is better") for n in unmapped_notes(army, mapping))


def test_a_lower_is_better_stat_is_not_filled_from_a_higher_is_better_one():
    """A builder list whose only to-hit-like stat is a plain number: not read into to hit;
    one of rolls ("3+") is."""
    army = read_list(DATA / "squads_as_upgrades.ros")
    found = directions(army.game_system, army.all_units())
    assert found["WS"] == LOWER and found["A"] == HIGHER
    assert mapping_for(army).source("to_hit") == "WS"
    assert mapping_for(army).source("melee_dice") == "A"
    plain = (DATA / "nested_forces.ros").read_text(encoding="utf-8").replace(">4+<", ">4<")
    army = read_bytes_text(plain, "plain_fight.ros")
    found = directions(army.game_system, army.all_units())
    assert found["Fight"] == HIGHER
    assert mapping_for(army).source("to_hit") == ""


def read_bytes_text(text: str, name: str):
    from adjutant.lists import read_bytes

    return read_bytes(text.encode("utf-8"), name)


# ---------------------------------------------------------------- text lists


EXPECTED_TEXT = {
    # file: (format, list name, stated points, [(unit, models)] read by hand off the text)
    "wtc_compact.txt": (
        WTC_TEXT,
        "Adeptus Custodes",
        1000,
        [
            ("Shield-Captain", 1),
            ("Blade Champion", 1),
            ("Custodian Guard", 5),
            ("Allarus Custodians", 3),
            ("Caladius Grav-tank", 1),
            ("Prosecutors", 4),
        ],
    ),
    "wtc.txt": (
        WTC_TEXT,
        "Orks",
        1000,
        [
            ("Warboss", 1),
            ("Painboy", 1),
            ("Boyz", 20),
            ("Boyz", 10),
            ("Meganobz", 5),
            ("Trukk", 1),
            ("Deffkoptas", 3),
        ],
    ),
    "newrecruit.txt": (
        NEW_RECRUIT_TEXT,
        "Steel Wall",
        985,
        [
            ("Cadian Castellan", 1),
            ("Lord Solar Leontus", 1),
            ("Cadian Shock Troops", 10),  # 1 + 8 + 1
            ("Cadian Shock Troops", 10),  # 1 + 7 + 1 + 1
            ("Catachan Jungle Fighters", 10),
            ("Leman Russ Battle Tank", 1),  # "2x Heavy bolter" is wargear
            ("Rogal Dorn Battle Tank", 1),
            ("Sentinel Squadron", 3),
        ],
    ),
    "wh40k_app.txt": (
        WH40K_APP,
        "Tides of Rust",
        1000,
        [
            ("Overlord", 1),
            ("Technomancer", 1),
            ("Necron Warriors", 10),
            ("Necron Warriors", 20),
            ("Canoptek Scarab Swarms", 3),
            ("Lychguard", 5),  # 1 Sentinel + 4
            ("Doomsday Ark", 1),  # "2x Gauss flayer array" is wargear
            ("Skorpekh Destroyers", 4),
        ],
    ),
    "wh40k_app_attached.txt": (
        WH40K_APP,
        "Hammer of the Emperor",
        1000,
        [
            ("Roboute Guilliman", 1),
            ("Terminator Squad", 5),
            ("Captain in Terminator Armour", 1),  # attached to the squad it leads
            ("Intercessor Squad", 5),
            ("Lieutenant", 1),
            ("Redemptor Dreadnought", 1),
        ],
    ),
    "aos_app.txt": (
        AOS_APP,
        "Red Harvest",
        1980,
        [
            ("Bloodsecrator", 1),
            ("Bloodreavers", 1),  # the app states no size: one, for the player to change
            ("Blood Warriors", 1),
            ("Slaughterpriest", 1),
            ("Wrathmongers", 1),
            ("Khorgoraths", 1),
            ("Neave Blacktalon", 1),
            ("Knight-Judicator with Gryph-hounds", 1),
            ("Vindictors", 1),
        ],
    ),
    "listforge.txt": (
        LISTFORGE,
        "Grim Lanterns",
        995,
        [
            ("Lion El'Jonson", 1),
            ("Lieutenant with Storm Shield", 1),
            ("Intercessor Squad", 10),  # the sergeant + 9x; the grenade launcher is wargear
            ("Deathwing Knights", 5),  # the Knight Master + a group of 4x
            ("Repulsor Executioner", 1),  # option groups with weapons under them
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(EXPECTED_TEXT))
def test_text_exports_read_with_their_units_and_models(name):
    form, title, stated, expected = EXPECTED_TEXT[name]
    army = read_list(TEXT / name)
    assert army.format == form
    assert army.name == title
    assert dict(army.points) == {"pts": stated}  # the stated total is the list's points
    assert units(army) == expected
    # The same text pasted reads the same.
    pasted = read_text((TEXT / name).read_text(encoding="utf-8"))
    assert units(pasted) == expected


def test_text_counts_say_where_they_came_from():
    wtc = {u.name: u for u in read_list(TEXT / "wtc.txt").all_units()}
    assert (
        wtc["Meganobz"].count_from == COUNT_LINE and wtc["Meganobz"].count_detail == "5x Meganobz"
    )
    app = {u.name: u for u in read_list(TEXT / "wh40k_app.txt").all_units()}
    assert app["Lychguard"].count_from == COUNT_MODEL_LINES
    assert app["Doomsday Ark"].count_from == COUNT_DEFAULT


def test_text_lists_keep_the_general_the_groups_and_what_is_skipped():
    app = read_list(TEXT / "wh40k_app_attached.txt")
    (army,) = app.formations
    assert army.name == "Gladius Task Force"
    squad = next(u for u in army.units if u.name == "Terminator Squad")
    assert [u.name for u in squad.units] == ["Captain in Terminator Armour"]
    assert next(u for u in app.all_units() if u.name == "Roboute Guilliman").general
    aos = read_list(TEXT / "aos_app.txt")
    (root,) = aos.formations
    assert [f.name for f in root.formations] == [
        "General's Regiment",
        "Regiment 1",
        "Auxiliary Units",
        "Regiments of Renown: Blacktalons",
    ]
    skipped = {s.name.split(": ", 1)[1]: s.why for s in aos.skipped}
    assert skipped["Skull Altar"] == "a terrain feature, not a unit"
    assert skipped["Spell Lore - Blood Blessings of Khorne"] == "a list option, not a unit"


def test_a_line_that_cannot_be_read_is_listed_never_dropped():
    text = (TEXT / "wtc_compact.txt").read_text(encoding="utf-8") + "Assassination Target?!\n"
    army = read_text(text)
    assert [(s.name, s.why) for s in army.skipped] == [
        ("line 25: Assassination Target?!", "a line Adjutant could not read")
    ]


def test_a_text_that_is_not_a_list_is_refused_and_nothing_is_imported(tmp_path, capsys):
    from adjutant.store.services.sample import create_sample

    game = tmp_path / "game.adjutant"
    create_sample(game).close()
    before = hashlib.sha256(game.read_bytes()).hexdigest()
    letter = tmp_path / "letter.txt"
    letter.write_text("Dear organiser,\n\nmy list follows tomorrow.\nThanks!\n")
    with pytest.raises(ListError, match="is not an army list Adjutant can read"):
        read_list(letter)
    assert run_tool("import-list", [str(game), str(letter)]) == 2
    assert "letter.txt: is not an army list" in capsys.readouterr().err
    assert hashlib.sha256(game.read_bytes()).hexdigest() == before
    with pytest.raises(ListError, match="pasted text: is not an army list"):
        read_text("hello\nworld\n")


def test_inspect_and_import_read_standard_input(tmp_path, monkeypatch, capsys):
    import io
    import json
    import sys

    from adjutant.store.services.sample import create_sample

    data = (TEXT / "listforge.txt").read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert run_tool("inspect-list", ["-", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["format"] == "listforge" and shown["name"] == "Grim Lanterns"
    game = tmp_path / "game.adjutant"
    create_sample(game).close()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert run_tool("import-list", [str(game), "-", "--side", "Lanterns"]) == 0
    assert "imported 5 unit(s) (18 model(s))" in capsys.readouterr().out

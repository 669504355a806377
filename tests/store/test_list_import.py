"""Army lists into the store (issue 17): schema 3 from a schema-2 file, the import service
(one action, one undo step; new side, add, replace), values bounded, the mapping,
casualties against the model count, and the CSV export round trip."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import create_engine
from store_helpers import file_digest

from adjutant.lists import read_bytes, read_list
from adjutant.lists.mapping import default_mapping
from adjutant.lists.model import ArmyList, ListFormation, ListUnit
from adjutant.store.errors import DamagedGame, InvalidField
from adjutant.store.file.game import Game
from adjutant.store.file.models import APPLICATION_ID, SCHEMA_VERSION
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services import lists as ls

DATA = Path(__file__).resolve().parents[1] / "data" / "lists"


def side(game, side_id):
    return next(s for s in q.order_of_battle(game).sides if s.id == side_id)


# ---------------------------------------------------------------- migration


def make_schema_2_game(path):
    """A game file as the schema-2 Adjutant wrote it (revisions 0001 + 0002), with a unit."""
    from adjutant.store.file import migrate

    engine = create_engine(f"sqlite:///{path}")
    migrate.upgrade(engine, "0002_side_colour")
    engine.dispose()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.executescript(
        """
        INSERT INTO sides (id, name, position, colour) VALUES (1, 'Blue', 0, '#0000ff'),
                                                              (2, 'Red', 1, NULL);
        INSERT INTO game (id, name, created_at, modified_at, ruleset, dice_mode, dice_seed,
                          dice_position, turn, active_side_id, phase)
            VALUES (1, 'Schema 2 game', '2025-05-01 10:00:00.000000',
                    '2025-05-01 11:00:00.000000', '{"key": "combined"}', 'virtual', 5, 0, 2,
                    1, 'command');
        INSERT INTO battlefield (id, width, height) VALUES (1, 72, 48);
        INSERT INTO formations (id, side_id, parent_id, name, kind, position)
            VALUES (1, 1, NULL, 'Blue army', 'army', 0), (2, 2, NULL, 'Red army', 'army', 0);
        INSERT INTO units (id, formation_id, position, name, unit_type, size_class, formation,
                           status, movement, melee_dice, to_hit, attack_factor, defence_factor,
                           token, reckless, has_commander, has_standard_bearer, has_musician,
                           casualties, notes)
            VALUES (1, 1, 0, 'Old Guard', 'infantry', 'large', 'column', 'fresh', 6, 8, 4, 3, 3,
                    'attack', 0, 1, 1, 1, 7, 'from schema 2');
        """
    )
    conn.commit()
    conn.close()


def test_schema_2_game_upgrades_to_3_and_takes_a_list(tmp_path):
    path = tmp_path / "two.adjutant"
    make_schema_2_game(path)
    with Game.open(path) as game:
        assert game.migrated_from == 2 and game.backup_path.exists()
        old = q.unit(game, 1)
        assert (old.name, old.casualties, old.notes) == ("Old Guard", 7, "from schema 2")
        # Made before army lists: not counted, so 7 casualties never destroy it.
        assert (old.strength, old.points, old.profile, old.source) == (None, None, (), None)
        assert old.models_remaining is None and old.status == "fresh"
        change = ls.import_army_list(game, read_list(DATA / "nested_forces.ros"))
        assert len(change.result["unit_ids"]) == 2
    conn = sqlite3.connect(path)
    try:
        # At head (3 when lists came; later revisions keep these columns).
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 3
        cols = {r[1] for r in conn.execute("PRAGMA table_info(units)")}
        assert {"strength", "points", "profile", "source"} <= cols
    finally:
        conn.close()
    backup = sqlite3.connect(f"file:{tmp_path / 'two.schema2-backup.adjutant'}?mode=ro", uri=True)
    try:
        assert backup.execute("PRAGMA user_version").fetchone()[0] == 2
    finally:
        backup.close()


# ---------------------------------------------------------------- the import service


def test_import_into_a_new_side_is_one_undo_step(game):
    army = read_list(DATA / "nested_forces.ros")
    before = q.order_of_battle(game)
    change = ls.import_army_list(game, army, side_name="Hosts")
    new = side(game, change.result["side_id"])
    assert new.name == "Hosts" and new.position == 2
    (root,) = new.formations
    assert (root.name, root.kind) == ("Army Roster", "army")
    assert [f.name for f in root.children] == ["Regiment"]
    assert root.children[0].kind == "group"
    units = {u.name: u for u in new.all_units()}
    spear = units["Spearmen"]
    assert (spear.strength, spear.points, spear.models_remaining) == (10, 120.0, 10)
    assert spear.profile[0] == ("Move", '5"')
    assert spear.source == q.SourceInfo("nested_forces.ros", "battlescribe", "Synthetic Skirmish")
    assert spear.has_commander and not spear.has_musician  # its champion
    assert spear.footprint is None  # imported units start off the table
    # The default mapping: Move -> movement, Fight -> to hit, Attacks -> dice, Toughness -> DF.
    warlord = units["Warlord on Foot"]
    assert (warlord.movement, warlord.to_hit, warlord.melee_dice, warlord.defence_factor) == (
        6.0,
        4,
        3,
        4,
    )
    assert "Inspiring: Friendly units nearby re-roll 1s." in warlord.notes
    # The list's general became the side's commander-in-chief.
    assert new.commander is not None and new.commander.unit_id == warlord.id
    assert game.undoable()[-1][1] == "Import army list"
    game.undo(change.action_id)
    assert q.order_of_battle(game) == before


def test_add_to_and_replace_an_existing_side(game):
    army = read_list(DATA / "squads_as_upgrades.ros")
    blue = q.order_of_battle(game).sides[0]
    kept = len(blue.all_units())
    added = ls.import_army_list(game, army, mode=ls.ADD, side_id=blue.id)
    assert len(side(game, blue.id).all_units()) == kept + 5
    assert len(side(game, blue.id).formations) == len(blue.formations) + 1
    sv.set_footprint(game, added.result["unit_ids"][0], _Fp())
    replaced = ls.import_army_list(game, army, mode=ls.REPLACE, side_id=blue.id)
    after = side(game, blue.id)
    assert [u.name for u in after.all_units()] == [
        "Battle Squad",
        "Scout Squad",
        "Sniper Team",
        "Battle Tank",
        "10x Clanrats",
    ]
    assert all(u.footprint is None for u in after.all_units())
    assert q.battlefield(game).footprints.keys().isdisjoint(added.result["unit_ids"])
    game.undo(replaced.action_id)  # one step brings the side back as it was
    assert len(side(game, blue.id).all_units()) == kept + 5


class _Fp:
    x, y, facing, width, depth = 10.0, 10.0, 90.0, 6.0, 2.0


def test_a_refused_import_changes_nothing(game_path, game):
    bad = ArmyList(
        format="csv",
        name="Bad",
        game_system="",
        formations=(ListFormation("F", (ListUnit("ok", 5), ListUnit("", 3))),),
    )
    actions = game.undoable()
    with pytest.raises(InvalidField, match="name"):
        ls.import_army_list(game, bad)
    with pytest.raises(InvalidField, match="to_hit"):
        ls.import_army_list(
            game,
            replace(
                bad, formations=(ListFormation("F", (ListUnit("x", 5, fields=(("to_hit", 9),)),)),)
            ),
        )
    with pytest.raises(InvalidField, match="side_id"):
        ls.import_army_list(game, read_list(DATA / "simple.csv"), mode=ls.ADD, side_id=999)
    with pytest.raises(InvalidField, match="mode"):
        ls.import_army_list(game, read_list(DATA / "simple.csv"), mode="merge")
    with pytest.raises(InvalidField, match="no unit"):
        ls.import_army_list(game, replace(bad, formations=()))
    assert game.undoable() == actions


def test_the_mapping_reads_values_with_units_and_marks(game):
    army = read_list(DATA / "squads_as_upgrades.ros")
    mapping = default_mapping(army.game_system, army.characteristic_names())
    assert mapping.to_dict() == {
        "movement": "M",
        "melee_dice": "A",
        "to_hit": "WS",
        "attack_factor": "S",
        "defence_factor": "T",
    }
    change = ls.import_army_list(game, army, mapping.with_source("defence_factor", ""))
    units = {u.name: u for u in side(game, change.result["side_id"]).all_units()}
    squad = units["Battle Squad"]
    assert (squad.movement, squad.to_hit, squad.melee_dice, squad.attack_factor) == (6.0, 3, 1, 4)
    assert squad.defence_factor == 1  # not mapped: Adjutant's default
    tank = units["Battle Tank"]
    # M "*", A "-": nothing to read, the defaults stay; WS 6+ -> 6.
    assert (tank.movement, tank.melee_dice, tank.to_hit) == (6.0, 6, 6)


def test_centimetre_ruleset_converts_inches(tmp_path):
    from adjutant.rules.ruleset import load_preset

    ruleset = load_preset("combined").to_dict() | {"unit_of_length": "cm"}
    with Game.create(tmp_path / "cm.adjutant", name="cm", ruleset=ruleset) as game:
        change = ls.import_army_list(game, read_list(DATA / "nested_forces.ros"))
        units = {u.name: u for u in side(game, change.result["side_id"]).all_units()}
        assert units["Warlord on Foot"].movement == pytest.approx(15.24)


# ---------------------------------------------------------------- casualties


def test_casualties_count_against_models_and_zero_left_is_destroyed(game):
    change = ls.import_army_list(game, read_list(DATA / "nested_forces.ros"))
    spear = next(
        u for u in side(game, change.result["side_id"]).all_units() if u.name == "Spearmen"
    )
    sv.update_unit(game, spear.id, casualties=9)
    assert (q.unit(game, spear.id).models_remaining, q.unit(game, spear.id).status) == (1, "fresh")
    sv.update_unit(game, spear.id, casualties=10)
    assert q.unit(game, spear.id).models_remaining == 0
    assert q.unit(game, spear.id).status == "destroyed"


def test_casualties_above_the_models_are_refused_nothing_written(game):
    """Issue 22, item 11: nine casualties on a five-model squad were taken (0/5 Destroyed,
    casualties 9). Typed above the models, or the models typed below the casualties, they
    are refused, and nothing changes."""
    from adjutant.store.errors import InvalidField, TooManyCasualties

    change = ls.import_army_list(game, read_list(DATA / "simple.csv"), side_name="A")
    squad = change.result["unit_ids"][0]
    sv.update_unit(game, squad, strength=5, casualties=2)
    before, actions = q.unit(game, squad), game.undoable()
    with pytest.raises(TooManyCasualties, match="more than the unit's 5 models") as refused:
        sv.update_unit(game, squad, casualties=9)
    assert isinstance(refused.value, InvalidField) and refused.value.strength == 5
    with pytest.raises(TooManyCasualties):
        sv.update_unit(game, squad, strength=1)
    with pytest.raises(TooManyCasualties):
        sv.add_unit(game, q.unit(game, squad).formation_id, name="New", strength=3, casualties=4)
    assert q.unit(game, squad) == before and game.undoable() == actions
    sv.update_unit(game, squad, casualties=5)  # every model: destroyed, as before
    assert q.unit(game, squad).status == "destroyed"


def test_mel11_hits_destroy_a_unit_with_no_model_left(game):
    """MEL-11 through the melee planner: the shared store.services.strength rule applies."""
    from adjutant.store.tools.melee import recorder as ms
    from game_builders import melee_round

    first = ls.import_army_list(game, read_list(DATA / "simple.csv"), side_name="A")
    second = ls.import_army_list(game, read_list(DATA / "simple.csv"), side_name="B")
    a_id, b_id = first.result["unit_ids"][0], second.result["unit_ids"][0]
    sv.update_unit(game, a_id, melee_dice=6, to_hit=4)
    sv.update_unit(game, b_id, strength=2, casualties=0, melee_dice=1)
    # Physical dice: A rolls 6 sixes against B (4+ to hit): 6 hits on a 2-model unit.
    melee_round(game, [a_id], [b_id], ms.MeleeDice.faces([[6, 6, 6, 6, 6, 6]], [[1]]))
    b = q.unit(game, b_id)
    # Hits beyond the last model fall on no one: casualties stop at the models (issue 22).
    assert b.casualties == 2 and b.models_remaining == 0 and b.status == "destroyed"
    a = q.unit(game, a_id)
    assert a.status != "destroyed"


# ---------------------------------------------------------------- read back, checked


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("strength", "'many'"),
        ("strength", "-3"),
        ("points", "'cheap'"),
        ("profile", "'not json'"),
        ("profile", "'{\"M\": 6}'"),
        ("profile", "'[[1, 2]]'"),
        ("source", "'[\"file\"]'"),
    ],
)
def test_a_stored_value_no_service_writes_is_reported_as_damage(game_path, column, value):
    from adjutant.rules.ruleset import load_preset

    with Game.create(game_path, name="t", ruleset=load_preset("combined")) as game:
        ls.import_army_list(game, read_list(DATA / "simple.csv"))
    conn = sqlite3.connect(game_path)
    conn.execute(f"UPDATE units SET {column} = {value} WHERE id = 1")
    conn.commit()
    conn.close()
    # Issue 16: the load check finds it as the game opens (before, reading it did).
    with pytest.raises(DamagedGame, match="unit 1"), Game.open(game_path) as game:
        q.order_of_battle(game)


# ---------------------------------------------------------------- CSV export


@pytest.mark.parametrize(
    "name",
    [
        "nested_forces.ros",
        "squads_as_upgrades.ros",
        "newrecruit_split_models.json",
        "old_world_command.owb.json",
        "simple.csv",
    ],
)
def test_csv_export_round_trips(game, name):
    army = read_list(DATA / name)
    first = ls.import_army_list(game, army, side_name="first")
    text = ls.export_csv(game, first.result["side_id"])
    again = ls.import_army_list(game, read_bytes(text.encode(), "export.csv"), side_name="again")

    def shape(side_id):
        def node(f):
            return (f.name, [_unit(u) for u in f.units], [node(c) for c in f.children])

        return [node(f) for f in side(game, side_id).formations]

    assert shape(again.result["side_id"]) == shape(first.result["side_id"])
    assert ls.export_csv(game, again.result["side_id"]) == text


def _unit(u):
    return (
        u.name,
        u.strength,
        u.points,
        u.profile,
        u.unit_type,
        u.size_class,
        u.movement,
        u.melee_dice,
        u.to_hit,
        u.attack_factor,
        u.defence_factor,
        u.has_commander,
        u.has_standard_bearer,
        u.has_musician,
        u.notes,
    )


def test_csv_export_neutralises_formula_cells(game):
    army = ArmyList(
        format="csv",
        name="x",
        game_system="",
        formations=(
            ListFormation(
                "=cmd|' /C calc'!A0", (ListUnit("@SUM(1+1)", 2, profile=(("M", "+5"),)),)
            ),
        ),
    )
    change = ls.import_army_list(game, army)
    text = ls.export_csv(game, change.result["side_id"])
    assert "'=cmd" in text and "'@SUM" in text and "'+5" in text
    back = read_bytes(text.encode(), "x.csv")
    unit = next(back.all_units())
    assert unit.name == "@SUM(1+1)" and unit.profile == (("M", "+5"),)
    assert back.formations[0].name == "=cmd|' /C calc'!A0"


def test_export_list_cli(tmp_path, capsys):
    from adjutant.cli import run_tool
    from adjutant.store.services.sample import create_sample

    path = tmp_path / "g.adjutant"
    create_sample(path).close()
    assert run_tool("import-list", [str(path), str(DATA / "simple.csv"), "--side", "Lists"]) == 0
    out = tmp_path / "out.csv"
    assert run_tool("export-list", [str(path), "--side", "Lists", "-o", str(out)]) == 0
    assert read_list(out).counts().units == 3
    digest = file_digest(path)
    assert run_tool("export-list", [str(path), "--side", "Nobody", "-o", str(out)]) == 2
    assert file_digest(path) == digest

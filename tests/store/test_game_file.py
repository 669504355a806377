"""The game file: pragmas, creation, reopening, round trip of every stored field (issue 3)."""

from __future__ import annotations

import os
import sqlite3
from datetime import datetime

import pytest
from sqlalchemy import Boolean, DateTime, Float, Integer, String, Text, insert, select

from adjutant.rules.ruleset import load_preset
from adjutant.store.errors import DamagedGame
from adjutant.store.file.game import Game
from adjutant.store.file.models import APPLICATION_ID, HEAD_REVISION, SCHEMA_VERSION, Base
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv


def test_new_game_file_has_application_id_version_and_wal(game, game_path):
    game.close()
    conn = sqlite3.connect(game_path)
    try:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert (
            conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == HEAD_REVISION
        )
    finally:
        conn.close()


def test_connection_pragmas(game):
    with game.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        # macOS: the flush must reach the disk, not its cache (ignored elsewhere).
        assert conn.exec_driver_sql("PRAGMA fullfsync").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA checkpoint_fullfsync").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() > 0
        conn.rollback()


def test_create_refuses_existing_path(game_path):
    game_path.write_bytes(b"keep me")
    with pytest.raises(FileExistsError):
        Game.create(game_path, name="x", ruleset=load_preset("combined"))
    assert game_path.read_bytes() == b"keep me"


def test_create_refuses_bad_ruleset_and_leaves_nothing(game_path):
    with pytest.raises(ValueError, match="RULESET"):
        Game.create(game_path, name="x", ruleset={"key": "x", "name": "X", "tools": []})
    assert not game_path.exists()


def test_close_releases_lock_and_side_files(game, game_path):
    game.close()
    left = sorted(p.name for p in game_path.parent.iterdir())
    assert left == [game_path.name]
    Game.open(game_path).close()


def test_sample_round_trips_through_reopen(sample):
    path = sample.path
    before = (
        q.order_of_battle(sample),
        q.battlefield(sample),
        q.hex_boards(sample),
        q.crts(sample),
    )
    info = q.game_info(sample)
    sample.close()
    with Game.open(path) as again:
        after = (q.order_of_battle(again), q.battlefield(again), q.hex_boards(again), q.crts(again))
        assert after == before
        assert q.game_info(again) == info


_SAMPLE_VALUES = {
    Integer: 7,
    Float: 2.5,
    String: "Ärger & 'quotes'",
    Text: "long\nnote — ünïcode",
    Boolean: True,
    DateTime: datetime(2024, 2, 29, 13, 14, 15, 123456),
}


def _value(column, n):
    if column.type.__class__.__name__ == "JSON":
        return {"n": n, "list": [1, 2.5, "x", None], "nested": {"a": [True]}}
    for kind, value in _SAMPLE_VALUES.items():
        if isinstance(column.type, kind):
            if kind is Integer:
                return value + n
            if kind is String and column.type.length:
                return value[: column.type.length]
            return value
    raise AssertionError(f"no sample value for {column}")


def test_every_column_of_every_table_round_trips(game, game_path):
    """Write a non-default value into every column of every table, reopen, read it back."""
    written: dict[str, dict] = {}
    with game.transaction() as s:
        conn = s.connection()
        conn.exec_driver_sql("PRAGMA defer_foreign_keys = ON")
        for table in Base.metadata.sorted_tables:
            row = {c.name: _value(c, 1000) for c in table.columns}
            # Point foreign keys at rows that exist (id 1000 of each table).
            for c in table.columns:
                if c.foreign_keys or c.primary_key:
                    # A text key (an archive's name in outbox_acks) as text.
                    row[c.name] = "1000" if isinstance(c.type, String | Text) else 1000
            conn.execute(insert(table).values(row))
            written[table.name] = row
    game.close()
    # Read back through the writer's own engine: these values are no service's (a colour
    # "Ärger", a JSON object for a list of points), so Game.open refuses them (issue 16).
    with pytest.raises(DamagedGame):
        Game.open(game_path)
    from adjutant.store.file.writer import sessions, sqlite_engine

    engine = sqlite_engine(game_path)
    try:
        with sessions(engine).begin() as s:
            for table in Base.metadata.sorted_tables:
                pk = [c == written[table.name][c.name] for c in table.primary_key.columns]
                got = s.connection().execute(select(table).where(*pk)).mappings().one()
                assert dict(got) == written[table.name], table.name
    finally:
        engine.dispose()


def test_service_fields_round_trip(game, game_path):
    oob = q.order_of_battle(game)
    blue, red = oob.sides
    brigade = sv.add_formation(
        game, blue.id, "1st Brigade", kind="brigade", parent_id=blue.formations[0].id
    ).result
    fields = dict(
        name="42nd Foot",
        unit_type="pikemen",
        size_class="large",
        formation="hedgehog",
        status="disordered",
        movement=4.5,
        melee_dice=9,
        to_hit=3,
        attack_factor=5,
        defence_factor=6,
        token="attack",
        reckless=True,
        has_commander=True,
        has_standard_bearer=False,
        has_musician=True,
        casualties=3,
        notes="held the ford",
    )
    uid = sv.add_unit(game, brigade, **fields).result
    sv.set_footprint(game, uid, q.FootprintInfo(10.5, 20.25, 45.0, 6.0, 2.0))
    sv.set_commander_in_chief(game, blue.id, uid, name="Sir Tom")
    sv.set_commander_in_chief(game, red.id, None, (30.0, 40.0, 270.0), name="Le Maréchal")
    tid = sv.add_terrain(
        game, "Wood", [(0, 0), (5, 0), (5, 5)], kind="woods", blocks_view=False
    ).result
    sv.set_table_size(game, 96, 60)
    sv.set_side_colour(game, red.id, "#aa0000")
    sv.rename_side(game, red.id, "Rouge")
    sv.set_dice_mode(game, "physical")
    sv.rename_game(game, "Renamed")
    sv.advance_phase(game)
    game.close()
    with Game.open(game_path) as g:
        u = q.unit(g, uid)
        for k, v in fields.items():
            assert getattr(u, k) == v, k
        assert u.footprint == q.FootprintInfo(10.5, 20.25, 45.0, 6.0, 2.0)
        assert u.is_cinc_unit and u.command_group_members == 2
        oob = q.order_of_battle(g)
        assert oob.sides[0].commander.name == "Sir Tom"
        assert (oob.sides[1].commander.x, oob.sides[1].commander.y) == (30.0, 40.0)
        assert oob.sides[1].name == "Rouge" and oob.sides[1].colour == "#aa0000"
        bf = q.battlefield(g)
        assert (bf.width, bf.height) == (96, 60)
        assert bf.terrain[0].id == tid and bf.terrain[0].points == ((0, 0), (5, 0), (5, 5))
        assert not bf.terrain[0].blocks_view
        info = q.game_info(g)
        assert (info.name, info.dice_mode, info.phase, info.turn) == (
            "Renamed",
            "physical",
            "charge",
            1,
        )
        assert info.ruleset == load_preset("combined").to_dict()


def test_open_url_works_with_a_plain_sqlalchemy_url(tmp_path):
    url = f"sqlite:///{tmp_path / 'url.db'}"
    g = Game.create_url(url, name="By URL", ruleset=load_preset("combined"), seed=1)
    f = q.order_of_battle(g).sides[0].formations[0].id
    uid = sv.add_unit(g, f, name="Lone").result
    g.close()
    # Note: create_url writes no application_id (any database), so open_url reads the
    # version from alembic_version for non-SQLite; for SQLite it needs the pragma.
    conn = sqlite3.connect(tmp_path / "url.db")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.close()
    g = Game.open_url(url)
    assert q.unit(g, uid).name == "Lone"
    g.close()


@pytest.mark.parametrize(
    "name",
    [
        pytest.param("x%20y.adjutant", id="percent-space"),
        pytest.param("pct%41.adjutant", id="percent-letter"),
        pytest.param(
            "what?x=1.adjutant",
            id="question-mark",
            marks=pytest.mark.skipif(
                os.name == "nt", reason="Windows does not allow '?' in a file name"
            ),
        ),
        pytest.param("h#1 ü.adjutant", id="hash-unicode"),
    ],
)
def test_file_names_are_taken_literally(tmp_path, name):
    """A name that looks like URL syntax (a download's "%20", a "?") is the file's own name:
    the game is written there, opened from there, and nothing appears beside it."""
    from adjutant.store.file.check import check_file
    from adjutant.store.file.game import copy_database

    path = tmp_path / name
    g = Game.create(path, name="Literal", ruleset=load_preset("combined"), seed=3)
    sv.rename_game(g, "Still literal")
    g.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]
    with Game.open(path) as g:
        assert q.game_info(g).name == "Still literal"
    assert check_file(path).exit_code == 0
    copy = tmp_path / f"copy {name}"
    copy_database(path, copy)
    with Game.open(copy) as g:
        assert q.game_info(g).name == "Still literal"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([name, copy.name])


def test_set_ruleset_refuses_a_ruleset_the_tools_cannot_use(game):
    """A bad ruleset copy would silently fall back to the combined preset when resolving:
    it is refused (InvalidField naming the rules' complaint) and nothing changes."""
    from adjutant.store.errors import InvalidField

    before = q.game_info(game).ruleset
    actions = game.undoable()
    with pytest.raises(InvalidField, match="ruleset"):
        sv.set_ruleset(game, {"key": "x", "name": "X", "tools": []})
    assert q.game_info(game).ruleset == before
    assert game.undoable() == actions
    # A good one (changed) is stored exactly as the rules read it back.
    changed = load_preset("combined").with_options(key="house")
    sv.set_ruleset(game, changed.to_dict())
    assert q.game_info(game).ruleset == changed.to_dict()

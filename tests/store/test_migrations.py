"""Migrations: a schema-1 game opens at head after a backup; head equals the models (issue 3)."""

from __future__ import annotations

import sqlite3

import pytest
from sqlalchemy import create_engine
from store_helpers import file_digest

from adjutant.store.errors import NewerVersion
from adjutant.store.file.game import Game
from adjutant.store.file.models import APPLICATION_ID, SCHEMA_VERSION, Base
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv


def make_schema_1_game(path):
    """A game file as Adjutant schema 1 wrote it: revision 0001 only, with some rows."""
    from adjutant.store.file import migrate

    engine = create_engine(f"sqlite:///{path}")
    migrate.upgrade(engine, "0001_initial")
    engine.dispose()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.executescript(
        """
        INSERT INTO sides (id, name, position) VALUES (1, 'Blue', 0), (2, 'Red', 1);
        INSERT INTO game (id, name, created_at, modified_at, ruleset, dice_mode, dice_seed,
                          dice_position, turn, active_side_id, phase)
            VALUES (1, 'Old game', '2024-05-01 10:00:00.000000', '2024-05-01 11:00:00.000000',
                    '{"key": "combined"}', 'virtual', 1234, 17, 3, 2, 'melee');
        INSERT INTO battlefield (id, width, height) VALUES (1, 72, 48);
        INSERT INTO formations (id, side_id, parent_id, name, kind, position)
            VALUES (1, 1, NULL, 'Blue army', 'army', 0), (2, 2, NULL, 'Red army', 'army', 0);
        INSERT INTO units (id, formation_id, position, name, unit_type, size_class, formation,
                           status, movement, melee_dice, to_hit, attack_factor, defence_factor,
                           token, reckless, has_commander, has_standard_bearer, has_musician,
                           casualties, notes)
            VALUES (1, 1, 0, 'Old Guard', 'infantry', 'large', 'column', 'fresh', 6, 8, 4, 3, 3,
                    'attack', 0, 1, 1, 1, 2, 'from schema 1');
        """
    )
    conn.commit()
    conn.close()


def test_schema_1_game_is_backed_up_then_upgraded(tmp_path):
    path = tmp_path / "old.adjutant"
    make_schema_1_game(path)
    original = file_digest(path)
    with Game.open(path) as game:
        assert game.migrated_from == 1
        assert game.backup_path is not None and game.backup_path.exists()
        assert game.backup_path.parent == path.parent
        info = q.game_info(game)
        assert (info.name, info.turn, info.phase, info.dice_position) == (
            "Old game",
            3,
            "melee",
            17,
        )
        unit = q.unit(game, 1)
        assert (unit.name, unit.casualties, unit.notes) == ("Old Guard", 2, "from schema 1")
        # The column revision 0002 added is there and usable.
        sv.set_side_colour(game, 1, "#123456")
        assert q.order_of_battle(game).sides[0].colour == "#123456"
    # The backup is the schema-1 game, untouched by the upgrade.
    conn = sqlite3.connect(game.backup_path.as_uri() + "?mode=ro&immutable=1", uri=True)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        cols = [r[1] for r in conn.execute("PRAGMA table_info(sides)")]
        assert "colour" not in cols
    finally:
        conn.close()
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        conn.close()
    assert file_digest(path) != original
    # Opening again: no second migration, no second backup.
    with Game.open(path) as game:
        assert game.migrated_from is None
    assert len(list(tmp_path.glob("*backup*"))) == 1


def test_migrated_schema_equals_the_models(tmp_path):
    """Head reached by migrations == head made by create_all (Alembic's own comparison)."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    path = tmp_path / "old.adjutant"
    make_schema_1_game(path)
    with Game.open(path) as game, game.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
        conn.rollback()
    assert diff == []


def test_newer_game_is_refused_and_untouched(tmp_path, game_path):
    from adjutant.store.services.sample import create_sample

    create_sample(game_path).close()
    conn = sqlite3.connect(game_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    digest = file_digest(game_path)
    with pytest.raises(NewerVersion, match=f"schema {SCHEMA_VERSION + 1}"):
        Game.open(game_path)
    assert file_digest(game_path) == digest
    assert not list(tmp_path.glob("*backup*"))


def _rows(conn, table):
    cur = conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid')
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r, strict=True)) for r in cur.fetchall()]


def make_full_schema_1_game(tmp_path):
    """Every schema-1 table filled with real data: the sample battle played a little."""
    from adjutant.store.file import migrate
    from adjutant.store.services.sample import create_sample
    from adjutant.store.tools.command import recorder as rs
    from game_builders import melee_round

    played = tmp_path / "played.adjutant"
    with create_sample(played, seed=11) as game:
        units = [u for side in q.order_of_battle(game).sides for u in side.all_units()]
        testable = [u for u in units if not u.is_cinc_unit and u.command_group_members < 3]
        blue, red = testable[0], units[-1]
        sv.set_token(game, blue.id, "move")
        rs.resolve_control_test(game, blue.id, "attack", distance=9.0)
        melee_round(game, [blue.id], [red.id])
        sv.update_unit(game, blue.id, notes="ünïcode — notes", casualties=4)
        sv.advance_phase(game)
    path = tmp_path / "old.adjutant"
    engine = create_engine(f"sqlite:///{path}")
    migrate.upgrade(engine, "0001_initial")
    engine.dispose()
    conn = sqlite3.connect(path)
    conn.execute("ATTACH DATABASE ? AS played", (str(played),))
    tables = [
        r[0]
        for r in conn.execute(
            "SELECT name FROM main.sqlite_master WHERE type = 'table' "
            "AND name NOT IN ('alembic_version', 'sqlite_sequence')"
        )
    ]
    conn.execute("PRAGMA foreign_keys = OFF")
    for table in tables:
        cols = ", ".join(f'"{r[1]}"' for r in conn.execute(f'PRAGMA main.table_info("{table}")'))
        conn.execute(f'INSERT INTO main."{table}" ({cols}) SELECT {cols} FROM played."{table}"')
    conn.commit()
    conn.execute("DETACH DATABASE played")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    conn.execute("PRAGMA journal_mode = WAL")
    before = {t: _rows(conn, t) for t in tables}
    conn.close()
    played.unlink()
    assert all(before[t] for t in tables if t != "crt_overrides"), "a table without data"
    return path, before


def test_first_schema_to_head_keeps_every_row(tmp_path):
    """Schema 1 -> head: every row of every table comes through, field by field."""
    path, before = make_full_schema_1_game(tmp_path)
    with Game.open(path) as game:
        assert game.migrated_from == 1
        assert game.backup_path.name == "old.schema1-backup.adjutant"
        with game.engine.connect() as c:
            raw = c.connection.driver_connection
            after = {t: _rows(raw, t) for t in before}
            c.rollback()
        for table, rows in before.items():
            new_rows = [{k: v for k, v in r.items() if k in rows[0]} for r in after[table]]
            assert new_rows == rows, table
        assert {r["colour"] for r in after["sides"]} == {None}
        # The undo journal written by schema 1 still undoes at head.
        last = game.undoable()[-1][0]
        game.undo(last)
        game.redo(last)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "old.adjutant",
        "old.schema1-backup.adjutant",
    ]


def test_backup_never_overwrites_an_older_backup(tmp_path):
    path = tmp_path / "old.adjutant"
    make_schema_1_game(path)
    older = tmp_path / "old.schema1-backup.adjutant"
    older.write_bytes(b"an older backup the player kept")
    with Game.open(path) as game:
        assert game.backup_path == tmp_path / "old.schema1-backup-2.adjutant"
    assert older.read_bytes() == b"an older backup the player kept"
    conn = sqlite3.connect(game.backup_path.as_uri() + "?mode=ro&immutable=1", uri=True)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        assert conn.execute("SELECT name FROM game").fetchone()[0] == "Old game"
    finally:
        conn.close()


def test_alembic_is_imported_only_to_migrate(tmp_path):
    """Opening a game at head never imports Alembic (slow); an older one does."""
    import subprocess
    import sys

    from adjutant.store.services.sample import create_sample

    head = tmp_path / "head.adjutant"
    create_sample(head).close()
    old = tmp_path / "old.adjutant"
    make_schema_1_game(old)
    script = (
        "import sys\nfrom adjutant.store.file.game import Game\n"
        "Game.open(sys.argv[1]).close()\nprint('alembic' in sys.modules)\n"
    )
    seen = [
        subprocess.run(
            [sys.executable, "-c", script, str(p)], capture_output=True, text=True, check=True
        ).stdout.strip()
        for p in (head, old)
    ]
    assert seen == ["False", "True"]


def test_newer_game_leaves_no_side_file(tmp_path):
    from adjutant.store.services.sample import create_sample

    path = tmp_path / "newer.adjutant"
    create_sample(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    digest = file_digest(path)
    with pytest.raises(NewerVersion) as info:
        Game.open(path)
    assert "newer Adjutant" in str(info.value) and "update" in str(info.value)
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]

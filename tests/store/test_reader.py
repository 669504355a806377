"""Opening and reading a game without SQLAlchemy; the writer made on demand (issue 9).

Launch goal: the game is read through a plain ``sqlite3`` connection at open, and
SQLAlchemy is imported only for the first write or ``Game.prepare_writer()``.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
import threading

import pytest
from store_helpers import file_digest

from adjutant.store.errors import DamagedGame, StoreError
from adjutant.store.file.game import Game
from adjutant.store.format.fileformat import APPLICATION_ID, SCHEMA_VERSION
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample

READ_ONLY_CHILD = textwrap.dedent(
    """
    import json, sys
    from adjutant.store import Game, StoreError
    from adjutant.store.read import queries as q
    found = {}
    game = Game.open(sys.argv[1])
    info = q.game_info(game)
    oob = q.order_of_battle(game)
    q.events(game), q.events(game, turn=info.turn), q.battlefield(game)
    q.unit(game, oob.sides[0].all_units()[0].id), q.commanders(game)
    q.hex_boards(game), q.crts(game), q.combats(game), game.undoable(), game.redoable()
    found["after_reads"] = sorted(m for m in sys.modules if m.split(".")[0] == "sqlalchemy")
    found["units"] = sum(len(s.all_units()) for s in oob.sides)
    game.prepare_writer()
    found["after_prepare"] = "sqlalchemy.orm" in sys.modules
    found["services_ready"] = "adjutant.store.services.edits" in sys.modules
    engine = game.engine
    game.prepare_writer()
    found["same_engine"] = game.engine is engine
    from adjutant.store.services import edits as sv
    sv.rename_game(game, "Written")
    found["name"] = q.game_info(game).name
    game.close()
    print(json.dumps(found))
    """
)


def test_open_and_read_import_no_sqlalchemy(tmp_path):
    """Game.open and every query leave SQLAlchemy unloaded; prepare_writer() loads it once."""
    path = tmp_path / "sample.adjutant"
    create_sample(path).close()
    done = subprocess.run(
        [sys.executable, "-c", READ_ONLY_CHILD, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["after_reads"] == []
    assert found["units"] > 20
    assert found["after_prepare"] and found["services_ready"] and found["same_engine"]
    assert found["name"] == "Written"
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_store_modules_for_reading_import_no_sqlalchemy():
    code = (
        "import sys\n"
        "import adjutant.store, adjutant.store.file.game, adjutant.store.read.queries\n"
        "import adjutant.store.errors, adjutant.store.format.fileformat, adjutant.store.file.lock\n"
        "from adjutant.store import Game, StoreError, NotAGameFile\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'sqlalchemy'))\n"
        "from adjutant.store import Change\n"  # the lazy re-export still works
        "print(Change.__module__, 'sqlalchemy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["[]", "adjutant.store.file.journal True"]


def test_the_writer_is_made_on_first_write(sample):
    """Reads need no engine; the first service makes it and the reads see its commit."""
    sample.close()
    game = Game.open(sample.path)
    try:
        assert game._engine is None
        before = q.game_info(game)
        sv.rename_game(game, "After the first write")
        assert game._engine is not None
        assert q.game_info(game).name == "After the first write"
        assert q.game_info(game).modified_at > before.modified_at
    finally:
        game.close()
    assert sorted(p.name for p in sample.path.parent.iterdir()) == [sample.path.name]


def test_prepare_writer_is_idempotent_and_harmless_when_closed(sample):
    sample.prepare_writer()
    engine, sessions = sample.engine, sample.sessions
    sample.prepare_writer()
    assert sample.engine is engine and sample.sessions is sessions
    sample.close()
    sample.prepare_writer()  # a closed game: nothing happens, nothing is raised
    with pytest.raises(StoreError, match="closed"):
        q.game_info(sample)


def test_reader_connection_pragmas(sample):
    """The reader waits for a busy file like the writer, never writes a row, and checkpoints
    (when it closes last) as durably as a commit (synchronous FULL, fullfsync)."""
    with sample.read() as conn:
        assert conn.execute("PRAGMA busy_timeout").fetchone()[0] > 0
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA fullfsync").fetchone()[0] == 1
        assert conn.execute("PRAGMA checkpoint_fullfsync").fetchone()[0] == 1
        assert conn.execute("PRAGMA query_only").fetchone()[0] == 1
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_read_never_takes_the_write_lock(sample):
    """The reviewer's finding: reads began with BEGIN IMMEDIATE and locked the file for writing.
    Now, in the middle of a read, another connection can still begin a write."""
    other = sqlite3.connect(sample.path, timeout=0, isolation_level=None)
    try:
        with sample.read() as conn:
            assert conn.execute("SELECT count(*) FROM units").fetchone()[0] > 0
            other.execute("BEGIN IMMEDIATE")  # would raise "database is locked"
            other.execute("ROLLBACK")
    finally:
        other.close()


def test_a_query_is_one_consistent_snapshot(sample):
    """Writes committed while a read transaction runs are not half seen by it."""
    oob = q.order_of_battle(sample)
    formation = oob.sides[0].formations[0].id
    with sample.read() as conn:
        before = conn.execute("SELECT count(*) FROM units").fetchone()[0]
        sv.add_unit(sample, formation, name="Arrives during the read")
        assert conn.execute("SELECT count(*) FROM units").fetchone()[0] == before
    assert sum(len(s.all_units()) for s in q.order_of_battle(sample).sides) == before + 1


def test_relative_path_survives_a_change_of_folder(tmp_path, monkeypatch):
    """The writer is made later than the reader: both must reach the same file."""
    create_sample(tmp_path / "rel.adjutant").close()
    monkeypatch.chdir(tmp_path)
    game = Game.open("rel.adjutant")
    try:
        elsewhere = tmp_path / "elsewhere"
        elsewhere.mkdir()
        monkeypatch.chdir(elsewhere)
        sv.rename_game(game, "Same file")
        assert q.game_info(game).name == "Same file"
        assert list(elsewhere.iterdir()) == []
    finally:
        game.close()
    with Game.open(tmp_path / "rel.adjutant") as again:
        assert q.game_info(again).name == "Same file"


def test_reads_from_another_thread(sample):
    results: list[object] = []

    def read() -> None:
        try:
            results.append(q.game_info(sample).name)
        except BaseException as exc:  # reported below, in the test's thread
            results.append(exc)

    worker = threading.Thread(target=read)
    worker.start()
    worker.join(timeout=30)
    assert results == [q.game_info(sample).name]


def test_marked_file_without_game_table_is_damaged(tmp_path):
    """Adjutant's marks on a database without the game's tables: DamagedGame, untouched."""
    path = tmp_path / "hollow.adjutant"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    digest = file_digest(path)
    with pytest.raises(DamagedGame, match="game record is missing"):
        Game.open(path)
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_an_in_memory_url_game_reads_and_writes_on_its_one_connection():
    """``create_url`` on an in-memory SQLite: the reader shares the engine's one connection."""
    from adjutant.rules.ruleset import load_preset

    game = Game.create_url("sqlite:///:memory:", name="In memory", ruleset=load_preset("combined"))
    try:
        army = q.order_of_battle(game).sides[0].formations[0].id
        change = sv.add_unit(game, army, name="Only in memory")
        assert q.unit(game, change.result).name == "Only in memory"
        game.undo(change.action_id)
        with pytest.raises(KeyError):
            q.unit(game, change.result)
        assert game.redoable() == [(change.action_id, "Add unit")]
    finally:
        game.close()

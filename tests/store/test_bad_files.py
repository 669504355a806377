"""Typed errors on a corpus of bad files, each left byte-identical (issue 3)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap

import pytest
from store_helpers import file_digest, snapshot

from adjutant.store import queries as q
from adjutant.store import services as sv
from adjutant.store.errors import (
    DamagedGame,
    DiskFull,
    GameInUse,
    NewerVersion,
    NotAGameFile,
    ReadOnlyLocation,
    StoreError,
)
from adjutant.store.game import Game
from adjutant.store.sample import create_sample


def _empty(path):
    path.write_bytes(b"")


def _random_bytes(path):
    path.write_bytes(os.urandom(8192))


def _text_file(path):
    path.write_text("General, the French are advancing.\n" * 100)


def _truncated_game(path):
    create_sample(path).close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _header_only(path):
    create_sample(path).close()
    path.write_bytes(path.read_bytes()[:60])


def _other_sqlite(path):
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO recipes (name) VALUES ('soup')")
    conn.commit()
    conn.close()


def _newer_schema(path):
    create_sample(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()


CORPUS = [
    ("empty", _empty, NotAGameFile),
    ("random_bytes", _random_bytes, NotAGameFile),
    ("text", _text_file, NotAGameFile),
    ("truncated_game", _truncated_game, DamagedGame),
    ("header_only", _header_only, DamagedGame),
    ("other_sqlite", _other_sqlite, NotAGameFile),
    ("newer_schema", _newer_schema, NewerVersion),
]


@pytest.mark.parametrize(("name", "make", "error"), CORPUS, ids=[c[0] for c in CORPUS])
def test_bad_file_raises_typed_error_and_is_untouched(tmp_path, name, make, error):
    path = tmp_path / f"{name}.adjutant"
    make(path)
    digest = file_digest(path)
    with pytest.raises(error) as info:
        Game.open(path)
    assert isinstance(info.value, StoreError)
    assert info.value.path == path
    assert path.name in str(info.value)
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]  # no -wal, -shm, lock


def test_newer_version_names_both_schemas(tmp_path):
    path = tmp_path / "newer.adjutant"
    _newer_schema(path)
    with pytest.raises(NewerVersion) as info:
        Game.open(path)
    assert info.value.schema == 99 and info.value.supported == 2
    assert "99" in str(info.value)


def test_read_only_file(tmp_path):
    path = tmp_path / "ro.adjutant"
    create_sample(path).close()
    digest = file_digest(path)
    path.chmod(0o444)
    try:
        with pytest.raises(ReadOnlyLocation):
            Game.open(path)
    finally:
        path.chmod(0o644)
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_missing_file_is_a_store_error(tmp_path):
    with pytest.raises(StoreError, match="does not exist"):
        Game.open(tmp_path / "nowhere.adjutant")


def test_file_held_by_second_process(tmp_path):
    path = tmp_path / "held.adjutant"
    create_sample(path).close()
    digest = file_digest(path)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import sys
                from adjutant.store.game import Game
                g = Game.open({str(path)!r})
                print("open", flush=True)
                sys.stdin.read()
                g.close()
                """
            ),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        digest_held = file_digest(path)
        with pytest.raises(GameInUse) as info:
            Game.open(path)
        assert "another Adjutant" in str(info.value)
        assert file_digest(path) == digest_held
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    assert file_digest(path) == digest
    # Once the other Adjutant closed it, it opens again.
    Game.open(path).close()


def test_second_open_in_same_process_is_in_use(game, game_path):
    with pytest.raises(GameInUse):
        Game.open(game_path)


def test_disk_full_is_typed_and_changes_nothing(game):
    formation = q.order_of_battle(game).sides[0].formations[0].id
    sv.add_unit(game, formation, name="First")
    with game.engine.connect() as conn:
        pages = conn.exec_driver_sql("PRAGMA page_count").scalar()
        # A full disk, as SQLite sees it: no page may be added (SQLITE_FULL).
        conn.exec_driver_sql(f"PRAGMA max_page_count = {pages}")
        conn.rollback()
    before = snapshot(game)
    actions = game.undoable()
    with pytest.raises(DiskFull):
        for i in range(50):
            sv.add_unit(game, formation, name=f"Unit {i}", notes="x" * 20000)
    # The failing action left nothing behind; those before it stand.
    after = snapshot(game)
    assert len(after["units"]) >= len(before["units"])
    done = game.undoable()
    assert done[: len(actions)] == actions
    assert len(after["units"]) - len(before["units"]) == len(done) - len(actions)

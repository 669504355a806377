"""A real game file of schema 1, committed, upgraded to today's schema (issue 16, item 5).

``tests/data/schema1-game.adjutant`` was made by the first Alembic revision and holds a
played game (``tests/data/make_schema1_game.py``). Opening a copy of it: a backup beside
it (the schema-1 game, unchanged), the upgrade to the head schema (whatever it is:
``SCHEMA_VERSION``, never a number written here), every row of every table kept, the
game playable, and the summary prints. The committed file itself is never opened.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from store_helpers import file_digest

from adjutant.store.file.check import check_file
from adjutant.store.file.game import Game
from adjutant.store.format.fileformat import SCHEMA_VERSION
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv

DATA = Path(__file__).resolve().parents[1] / "data" / "schema1-game.adjutant"


def _rows(path: Path) -> dict[str, dict[str, list[tuple]]]:
    """table -> column names -> sorted rows, read without changing the file."""
    conn = sqlite3.connect(path.as_uri() + "?mode=ro&immutable=1", uri=True)
    try:
        out = {}
        for (table,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN "
            "('alembic_version', 'sqlite_sequence')"
        ):
            columns = [r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')]
            rows = conn.execute(f'SELECT * FROM "{table}"').fetchall()
            out[table] = {"columns": columns, "rows": sorted(rows, key=repr)}
        version = conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()
    out["_version"] = {"columns": [], "rows": [(version,)]}
    return out


@pytest.fixture
def old_game(tmp_path):
    assert DATA.is_file(), f"the committed schema-1 game is missing: {DATA}"
    digest = file_digest(DATA)
    path = tmp_path / "campaign.adjutant"
    shutil.copyfile(DATA, path)
    yield path
    assert file_digest(DATA) == digest, "a test changed the committed file"


def test_the_committed_file_is_a_schema_1_game(old_game):
    before = _rows(old_game)
    assert before["_version"]["rows"] == [(1,)]
    assert "colour" not in before["sides"]["columns"]  # revision 0002 not applied
    for table in ("game", "sides", "formations", "units", "footprints", "terrain", "events"):
        assert before[table]["rows"], table
    report = check_file(old_game)
    assert report.status == "sound" and report.schema_version == 1, report
    assert f"upgrade it to {SCHEMA_VERSION}" in report.message


def test_opening_backs_up_upgrades_and_keeps_every_row(old_game):
    before = _rows(old_game)
    original = file_digest(old_game)
    with Game.open(old_game) as game:
        assert game.migrated_from == 1
        backup = game.backup_path
        assert backup is not None and backup.parent == old_game.parent
        assert backup.name == "campaign.schema1-backup.adjutant"
        info = q.game_info(game)
        assert info.name == "Hougoumont, schema 1" and info.schema_version == SCHEMA_VERSION
    after = _rows(old_game)
    assert after["_version"]["rows"] == [(SCHEMA_VERSION,)]
    # Every row of every schema-1 table is there, column for column (a later revision may
    # add columns and tables, never lose a value).
    for table, old in before.items():
        if table == "_version":
            continue
        new = after[table]
        keep = [new["columns"].index(c) for c in old["columns"]]
        assert sorted((tuple(r[i] for i in keep) for r in new["rows"]), key=repr) == old["rows"], (
            table
        )
    # The backup is the schema-1 game as it was, content for content, one file on its own.
    assert _rows(backup) == before
    assert sorted(p.name for p in old_game.parent.iterdir()) == [old_game.name, backup.name]
    assert file_digest(old_game) != original


def test_the_upgraded_game_plays_on_and_opens_without_a_second_upgrade(old_game):
    with Game.open(old_game) as game:
        oob = q.order_of_battle(game)
        assert len(oob.sides) == 2 and all(s.all_units() for s in oob.sides)
        assert len(q.events(game)) == 8
        assert q.crts(game) and q.hex_boards(game) and q.battlefield(game).terrain
        unit = oob.sides[0].all_units()[0]
        change = sv.update_unit(game, unit.id, casualties=3)
        game.undo(change.action_id)
        sv.rename_game(game, "Played on after the upgrade")
    with Game.open(old_game) as again:
        assert again.migrated_from is None and again.backup_path is None
        assert q.game_info(again).name == "Played on after the upgrade"
    assert len(list(old_game.parent.glob("*backup*"))) == 1
    assert check_file(old_game).status == "sound"


def test_the_summary_of_the_old_game_prints(old_game, tmp_path):
    out = tmp_path / "turn.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "adjutant", "summary", str(old_game), "--all", "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF")

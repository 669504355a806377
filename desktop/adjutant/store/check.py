"""A read-only health check of a game file, for ``adjutant check`` and the Open dialog (issue 3).

The file is left byte-identical and no side file (-wal, -shm, lock) is created:
it is opened with SQLite's ``immutable`` URI flag, which reads without locks or
a WAL index. If a write-ahead log lies beside it (the game is open elsewhere,
or Adjutant was killed), its content belongs to the game, so the file and the
log are copied to a temporary folder and the copy is checked instead.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from adjutant.store.errors import DamagedGame, NewerVersion, NotAGameFile, StoreError
from adjutant.store.game import check_header, read_header
from adjutant.store.models import APPLICATION_ID, SCHEMA_VERSION, Base
from adjutant.store.stored import stored_problems

SOUND, DAMAGED, NEWER, NOT_A_GAME = "sound", "damaged", "newer", "not_a_game"
EXIT_CODES = {SOUND: 0, DAMAGED: 1, NEWER: 1, NOT_A_GAME: 2}


@dataclass(frozen=True, slots=True)
class CheckReport:
    status: str  # sound | damaged | newer | not_a_game
    schema_version: int | None
    message: str
    problems: tuple[str, ...] = ()

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]


def _inspect(db: Path) -> CheckReport:
    uri = db.resolve().as_uri() + "?mode=ro&immutable=1"
    conn = sqlite3.connect(uri, uri=True)
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if app_id != APPLICATION_ID:
            return CheckReport(NOT_A_GAME, None, "not an Adjutant game")
        if version > SCHEMA_VERSION:
            return CheckReport(NEWER, version, f"saved by a newer Adjutant (schema {version})")
        problems = [r[0] for r in conn.execute("PRAGMA integrity_check") if r[0] != "ok"]
        problems += [
            f"broken reference in {r[0]} row {r[1]}"
            for r in conn.execute("PRAGMA foreign_key_check")
        ]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == SCHEMA_VERSION:
            missing = sorted(t.name for t in Base.metadata.sorted_tables if t.name not in tables)
            problems += [f"missing table {t}" for t in missing]
        if "game" in tables and conn.execute("SELECT count(*) FROM game").fetchone()[0] != 1:
            problems.append("the game record is missing")
        if version == SCHEMA_VERSION and not problems:
            # Every stored value as Game.open checks it (issue 16).
            problems += stored_problems(conn)
    except sqlite3.DatabaseError as exc:
        return CheckReport(DAMAGED, None, f"damaged: {exc}", (str(exc),))
    finally:
        conn.close()
    if problems:
        return CheckReport(
            DAMAGED, version, f"damaged ({len(problems)} problem(s))", tuple(problems[:20])
        )
    note = (
        ""
        if version == SCHEMA_VERSION
        else f" (older schema: opening it will upgrade it to {SCHEMA_VERSION})"
    )
    return CheckReport(SOUND, version, f"sound, schema {version}{note}")


def check_file(path: Path | str) -> CheckReport:
    """Check ``path`` without changing a byte of it."""
    path = Path(path)
    if not path.is_file():
        return CheckReport(NOT_A_GAME, None, f"{path} does not exist or is not a file")
    try:
        header = read_header(path)
        check_header(path, header)
    except NotAGameFile as exc:
        return CheckReport(NOT_A_GAME, None, exc.message)
    except NewerVersion as exc:
        return CheckReport(NEWER, exc.schema, exc.message)
    except DamagedGame as exc:
        return CheckReport(DAMAGED, None, exc.message, (exc.message,))
    except StoreError as exc:
        return CheckReport(DAMAGED, None, exc.message, (exc.message,))
    wal = path.with_name(path.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        with tempfile.TemporaryDirectory(prefix="adjutant-check-") as tmp:
            copy = Path(tmp) / path.name
            shutil.copyfile(path, copy)
            shutil.copyfile(wal, Path(tmp) / wal.name)
            # Opening the copy normally replays its log into it; the original stays as it is.
            sqlite3.connect(copy).close()
            conn = sqlite3.connect(copy)
            try:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.DatabaseError as exc:
                return CheckReport(DAMAGED, None, f"damaged: {exc}", (str(exc),))
            finally:
                conn.close()
            return _inspect(copy)
    return _inspect(path)

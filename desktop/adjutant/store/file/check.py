"""A read-only health check of a game file, for ``adjutant check`` and the Open dialog (issue 3).

The file is left byte-identical and no side file (-wal, -shm, lock) is created:
it is opened with SQLite's ``immutable`` URI flag, which reads without locks or
a WAL index. Every stored value is checked as ``Game.open`` checks it (issue 16).

When a write-ahead log lies beside it (issue 16):

- another Adjutant has the game open and may be writing: a consistent snapshot is
  read through SQLite's backup API from a read-only connection (the log included)
  and checked; the report notes the game is in use;
- nobody holds it (Adjutant was killed): no Adjutant may open it while the file and
  its log are copied to a temporary folder, the copy is opened there (the log is
  replayed into it) and checked. When that pair is no sound game but the game alone
  is, the log does not belong to the game (copied from elsewhere, or left over when an
  older copy was restored): the game is reported sound, with a note that Adjutant sets
  the log aside when it opens the game.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from adjutant.store.errors import DamagedGame, NewerVersion, NotAGameFile, StoreError
from adjutant.store.file.game import check_exists, check_header, copy_database, read_header
from adjutant.store.file.leftover_log import has_log, log_path
from adjutant.store.file.lock import inspection_lock
from adjutant.store.file.models import APPLICATION_ID, SCHEMA_VERSION, Base
from adjutant.store.read.stored import stored_problems

SOUND, DAMAGED, NEWER, NOT_A_GAME = "sound", "damaged", "newer", "not_a_game"
EXIT_CODES = {SOUND: 0, DAMAGED: 1, NEWER: 1, NOT_A_GAME: 2}


@dataclass(frozen=True, slots=True)
class CheckReport:
    status: str  # sound | damaged | newer | not_a_game
    schema_version: int | None
    message: str
    problems: tuple[str, ...] = ()
    #: What the player should know besides (the game is in use, a log does not belong).
    notes: tuple[str, ...] = ()

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
        if version != SCHEMA_VERSION:  # at head, stored_problems checks them with the rest
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
    try:
        check_exists(path)
    except StoreError as exc:
        return CheckReport(NOT_A_GAME, None, exc.message)
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
    try:
        with inspection_lock(path) as free:
            if not free:
                return _snapshot(path)
            if has_log(path):
                return _with_log(path)
    except OSError as exc:
        return CheckReport(DAMAGED, None, f"cannot be read: {exc.strerror or exc}", (str(exc),))
    return _inspect(path)


IN_USE_NOTE = "in use by another Adjutant: checked a consistent snapshot of it"


def _snapshot(path: Path) -> CheckReport:
    """Another Adjutant holds the game: check a consistent snapshot (SQLite's backup API
    from a read-only connection, which sees the log as the holder does)."""
    with tempfile.TemporaryDirectory(prefix="adjutant-check-") as tmp:
        copy = Path(tmp) / path.name
        try:
            copy_database(path, copy, held_elsewhere=True)
        except sqlite3.OperationalError as exc:
            if getattr(exc, "sqlite_errorcode", 0) & 0xFF in (5, 6):  # BUSY, LOCKED
                return CheckReport(
                    DAMAGED,
                    None,
                    "in use by another Adjutant, which did not let it be read: try again",
                    (str(exc),),
                )
            return CheckReport(DAMAGED, None, f"damaged: {exc}", (str(exc),))
        except sqlite3.DatabaseError as exc:
            return CheckReport(DAMAGED, None, f"damaged: {exc}", (str(exc),))
        report = _inspect(copy)
    return _with_note(report, IN_USE_NOTE)


def _with_log(path: Path) -> CheckReport:
    """Nobody holds the game (and none may open it now): check the game with its log."""
    with tempfile.TemporaryDirectory(prefix="adjutant-check-") as tmp:
        copy = Path(tmp) / path.name
        shutil.copyfile(path, copy)
        shutil.copyfile(log_path(path), log_path(copy))
        # Opening the copy normally replays its log into it; the original stays as it is.
        try:
            conn = sqlite3.connect(copy)
            try:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                conn.close()
        except sqlite3.DatabaseError as exc:
            pair: CheckReport = CheckReport(DAMAGED, None, f"damaged: {exc}", (str(exc),))
        else:
            pair = _inspect(copy)
    if pair.status == SOUND:
        return pair
    alone = _inspect(path)  # the game without its log (immutable: the log is not read)
    if alone.status != SOUND:
        return pair
    return _with_note(
        alone,
        f"the write-ahead log beside it ({log_path(path).name}) does not belong to this game "
        f"(with it, the game would be {pair.message}); Adjutant sets it aside when it opens "
        "the game",
    )


def _with_note(report: CheckReport, note: str) -> CheckReport:
    return CheckReport(
        report.status, report.schema_version, report.message, report.problems, (note,)
    )

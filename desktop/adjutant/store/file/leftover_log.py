"""Does the write-ahead log beside a game belong to it? (issue 16, item 1)

For ``adjutant.store.file.game`` (``Game.open``, before SQLite sees the log) and
``adjutant.store.file.check``. SQLite replays any ``<game>-wal`` it finds beside a file it
opens, with nothing to tell whose log it is: a log copied from another database
replaced the game by that database's tables, and a log left by a killed session,
over which the player then restored an older copy of the game (as file managers and
sync tools do), made a good backup "damaged".

:func:`inspect_log` copies the pair (and the game alone) to a private temporary folder
and opens the copies there, so the game and its log are only read: the pair must be a
sound Adjutant game (application id, schema, integrity, every stored value). When it
is not but the game alone is, the log does not belong (``FOREIGN``);
:func:`set_aside` then renames it "<game>-wal (set aside <date time>)", where SQLite
never looks, and removes the stale shared-memory index beside it. Nothing is deleted
that held data: the player (or support) can still look at the set-aside log.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import tempfile
from datetime import datetime
from pathlib import Path

from adjutant.store.format.fileformat import APPLICATION_ID, SCHEMA_VERSION

BELONGS, FOREIGN, DAMAGED = "belongs", "foreign", "damaged"


def log_path(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def has_log(path: Path) -> bool:
    """True when a write-ahead log holding data lies beside the game."""
    wal = log_path(path)
    try:
        return wal.stat().st_size > 0
    except OSError:
        return False


def sound_game_problem(db: Path) -> str | None:
    """None when ``db`` (a private copy: its log beside it is replayed) is a sound Adjutant
    game, else what is wrong with it."""
    from adjutant.store.read.stored import stored_problems

    try:
        conn = sqlite3.connect(db)
    except sqlite3.Error as exc:
        return str(exc)
    try:
        if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            return "not an Adjutant game"
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if not 1 <= version <= SCHEMA_VERSION:
            return f"schema {version}"
        integrity: list[str] = [r[0] for r in conn.execute("PRAGMA integrity_check(5)")]
        if integrity != ["ok"]:
            return integrity[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "game" not in tables or conn.execute("SELECT count(*) FROM game").fetchone()[0] != 1:
            return "the game record is missing"
        if version == SCHEMA_VERSION:
            problems = stored_problems(conn, limit=1)
            if problems:
                return problems[0]
    except sqlite3.Error as exc:
        return str(exc)
    finally:
        conn.close()
    return None


def inspect_log(path: Path) -> tuple[str, str | None]:
    """(BELONGS | FOREIGN | DAMAGED, what is wrong with the pair) for the game ``path`` and
    the log beside it, read through private copies (neither file is changed).

    Call it only while no Adjutant holds the game (the caller holds its lock): the two
    files are copied one after the other. A copy that cannot be made (a full temporary
    folder) answers BELONGS: SQLite then replays the log, as it always did.
    """
    try:
        with tempfile.TemporaryDirectory(prefix="adjutant-log-") as tmp:
            pair = Path(tmp) / "pair" / path.name
            alone = Path(tmp) / "alone" / path.name
            pair.parent.mkdir()
            alone.parent.mkdir()
            shutil.copyfile(path, pair)
            shutil.copyfile(log_path(path), log_path(pair))
            problem = sound_game_problem(pair)
            if problem is None:
                return BELONGS, None
            shutil.copyfile(path, alone)
            if sound_game_problem(alone) is None:
                return FOREIGN, problem
            return DAMAGED, problem
    except OSError:
        return BELONGS, None


def set_aside(path: Path) -> Path:
    """Rename the game's log out of SQLite's way; remove the shared-memory index beside it
    (it only indexes that log). -> the new name. OSError propagates."""
    wal = log_path(path)
    stamp = datetime.now().strftime("%Y-%m-%d %H-%M-%S")
    target = wal.with_name(f"{wal.name} (set aside {stamp})")
    n = 2
    while target.exists():
        target = wal.with_name(f"{wal.name} (set aside {stamp}, {n})")
        n += 1
    wal.rename(target)
    with contextlib.suppress(OSError):
        path.with_name(path.name + "-shm").unlink(missing_ok=True)
    return target

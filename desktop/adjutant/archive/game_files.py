"""A finished game's file, kept by the event archive and opened from it (issue 26).

Two sides:

- **The table's laptop** (:func:`snapshot_game`, :func:`send_game_file`; ``adjutant
  send-game GAME --to TABLE_URL``): a consistent copy of the game file made with SQLite's
  online backup API from a read-only connection — never the live file's bytes, which a
  WAL-mode game spreads over the file and its ``-wal`` — switched to a rollback journal so
  that it is one self-contained file, then sent whole through
  ``adjutant_archive.push_game_file`` (the table role's second SECURITY DEFINER function:
  enrolled table, the game's own table, at most :data:`MAX_FILE_BYTES`, an SQLite header,
  the sha256 checked on arrival). Sending the same copy again stores nothing new.
- **The organiser** (:func:`fetch_game_file` through the viewer role, :func:`save_copy`):
  the bytes checked again (size, header, sha256) before they are written, atomically,
  to a file of their own; the app then opens it as any game file, which checks it as a
  game (schema, integrity, every stored value) before anything is shown.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sqlite3
import tempfile
import uuid
from dataclasses import dataclass
from pathlib import Path

from adjutant.archive.urls import ConnectionLine
from adjutant.store.format.outbox import is_uuid4

#: The largest game file the archive keeps (push_game_file's c_max_bytes; a test compares).
MAX_FILE_BYTES = 32 * 1024 * 1024
SQLITE_MAGIC = b"SQLite format 3\x00"


class GameFileError(Exception):
    """A game file that cannot be copied, sent or taken from the archive; says why."""


@dataclass(frozen=True)
class GameFileCopy:
    game_uuid: str
    content: bytes
    sha256: str
    table_no: int | None = None

    @property
    def size(self) -> int:
        return len(self.content)


def check_copy(content: object, sha256: object) -> bytes:
    """The bytes of a game file copy, or :class:`GameFileError` naming what is wrong."""
    if not isinstance(content, bytes | bytearray | memoryview):
        raise GameFileError("the archive's copy of the game file is not a file")
    data = bytes(content)
    if len(data) > MAX_FILE_BYTES:
        raise GameFileError(
            f"the game file is {len(data)} bytes, more than Adjutant takes ({MAX_FILE_BYTES})"
        )
    if len(data) < 512 or not data.startswith(SQLITE_MAGIC):
        raise GameFileError("the archive's copy is not a game file (not an SQLite database)")
    if not isinstance(sha256, str) or hashlib.sha256(data).hexdigest() != sha256:
        raise GameFileError("the archive's copy of the game file is damaged (sha256 differs)")
    return data


# ---------------------------------------------------------------- the laptop's side


def snapshot_game(path: str | Path) -> GameFileCopy:
    """A consistent copy of the game file at ``path`` (SQLite's backup API, read-only on
    the source) and the game's uuid; the live file is never read as bytes."""
    source_path = Path(path)
    if not source_path.is_file():
        raise GameFileError(f"{source_path} is not a file")
    folder = tempfile.mkdtemp(prefix="adjutant-copy-")
    target = Path(folder) / "copy.adjutant"
    try:
        try:
            source = sqlite3.connect(f"{source_path.resolve().as_uri()}?mode=ro", uri=True)
        except sqlite3.Error as exc:
            raise GameFileError(f"{source_path} cannot be read: {exc}") from None
        try:
            copy = sqlite3.connect(target)
            try:
                source.backup(copy)
                copy.execute("PRAGMA journal_mode=DELETE")
                game_uuid = _game_uuid(copy)
            finally:
                copy.close()
        except sqlite3.DatabaseError as exc:
            raise GameFileError(
                f"{source_path} is not a game file Adjutant can send: {exc}"
            ) from None
        finally:
            source.close()
        content = target.read_bytes()
    finally:
        for leftover in Path(folder).iterdir():
            leftover.unlink(missing_ok=True)
        os.rmdir(folder)
    if len(content) > MAX_FILE_BYTES:
        raise GameFileError(
            f"the game file is {len(content)} bytes, more than the archive keeps ({MAX_FILE_BYTES})"
        )
    return GameFileCopy(game_uuid, content, hashlib.sha256(content).hexdigest())


def _game_uuid(conn: sqlite3.Connection) -> str:
    try:
        row = conn.execute("SELECT game_uuid FROM game WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        raise GameFileError(
            "this game file has no game_uuid (it is from before the match record): open it "
            "in this Adjutant first"
        ) from None
    value = row[0] if row else None
    if not is_uuid4(value):
        raise GameFileError("this game file's game_uuid is missing or damaged")
    return value


def send_game_file(line: ConnectionLine, copy: GameFileCopy) -> bool:
    """Send ``copy`` to the archive as the table of ``line``; True when the archive stored
    it, False when it held this very copy already. Raises the client's
    :class:`~adjutant.archive.client.Unreachable` or :class:`~adjutant.archive.client.Refused`."""
    import psycopg

    from adjutant.archive.client import Refused, classify, session_options

    try:
        with psycopg.connect(line.url(), **session_options("adjutant game file")) as conn:
            row = conn.execute(
                "SELECT adjutant_archive.push_game_file(%s::uuid, %s, %s)",
                (copy.game_uuid, copy.sha256, copy.content),
            ).fetchone()
            conn.commit()
    except psycopg.Error as exc:
        raise classify(exc) from None
    reply = row[0] if row else None
    if not isinstance(reply, dict) or reply.get("sha256") != copy.sha256:
        raise Refused("the server's reply is not an event archive's", "bad_reply")
    return reply.get("stored") is True


# ---------------------------------------------------------------- the organiser's side


def fetch_game_file(conn, game_uuid: str) -> GameFileCopy:
    """The archive's copy of the game ``game_uuid`` (checked), read on ``conn``."""
    try:
        game_uuid = str(uuid.UUID(game_uuid))
    except (TypeError, ValueError, AttributeError):
        raise GameFileError("not a game's uuid") from None
    row = conn.execute(
        "SELECT f.content, f.sha256, f.table_no FROM adjutant_archive.game_files f "
        "WHERE f.game_uuid = %s::uuid AND f.size_bytes <= %s",
        (game_uuid, MAX_FILE_BYTES),
    ).fetchone()
    if row is None:
        raise GameFileError("the archive holds no copy of this game's file (its table sends one)")
    content, sha256, table_no = row
    data = check_copy(content, sha256)
    table = table_no if isinstance(table_no, int) and not isinstance(table_no, bool) else None
    return GameFileCopy(game_uuid, data, sha256, table)


def copy_name(event: str | None, round_no: int | None, table: int | None, game_uuid: str) -> str:
    """A file name for a copy: event, round and table in words a file system accepts."""
    parts = [event or "event"]
    if round_no is not None:
        parts.append(f"round {round_no}")
    if table is not None:
        parts.append(f"table {table}")
    parts.append(game_uuid[:8])
    name = re.sub(r'[\x00-\x1f<>:"/\\|?*]+', "_", " ".join(parts)).strip(" .")[:120]
    return f"{name or game_uuid}.adjutant"


def save_copy(copy: GameFileCopy, folder: str | Path, name: str) -> Path:
    """Write ``copy`` (checked again) as ``folder/name``, atomically; the same bytes
    already there are kept as they are. The path written."""
    data = check_copy(copy.content, copy.sha256)
    target = Path(folder) / name
    if Path(name).name != name or not name.endswith(".adjutant"):
        raise GameFileError(f"not a game file name: {name!r}")
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.is_file():
        with contextlib.suppress(OSError):
            if hashlib.sha256(target.read_bytes()).hexdigest() == copy.sha256:
                return target
        target = target.with_name(f"{target.stem} {copy.sha256[:8]}.adjutant")
    handle, temp = tempfile.mkstemp(prefix=".adjutant-", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temp, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return target


__all__ = [
    "MAX_FILE_BYTES",
    "GameFileCopy",
    "GameFileError",
    "check_copy",
    "copy_name",
    "fetch_game_file",
    "save_copy",
    "send_game_file",
    "snapshot_game",
]

"""The finished game's file, sent by the app's push service on its own (issue 26).

Players at a tournament table never type ``adjutant send-game``: :class:`FileSends` is
asked by :class:`adjutant.archive.pusher.PushService` after every pass in which the
archive acknowledged each op of the game, and sends a consistent copy of the game file
(:func:`adjutant.archive.game_files.snapshot_game`, through ``push_game_file``:
:func:`~adjutant.archive.game_files.send_game_file`) when the game is *finished*:

- its match record is confirmed by both players — read through the store's public
  :func:`adjutant.store.record.match.read_record`: state ``confirmed`` and each player's
  confirmation on the record's current ``record_sha256``;
- the archive holds every op of the outbox (the file's acknowledgement for the archive
  reaches the outbox's head), so ``push_game_file`` finds the game and its ops first.

**Once per confirmed record content.** A finished game has a key, the record's
``record_sha256`` and the outbox's head (:func:`finished_key`); the copy is sent once per
key and archive, remembered by the worker (:attr:`FileSends.sent`). An edit clears the
confirmations (no key: nothing is sent); confirmed again, the new content is a new key,
and the new copy goes. The key is checked again on the copy itself (the bytes sent), so
a move made between the look and the copy never sends a copy that is not finished.
After a restart of the app the memory is gone and the copy is sent once more: the copy
of an unchanged file is the same bytes (SQLite's backup API), and ``push_game_file``
stores nothing for a copy it holds — a no-op on the server; then it is remembered again.

**Failures never block the ops.** They come back as status changes (``file_*`` fields of
:class:`~adjutant.archive.pusher.PushStatus`) and wait: a lost connection the backoff
(:class:`~adjutant.archive.pusher.Backoff`, as the ops), a refusal the service's
``REFUSED_RETRY`` (as a refused push), and a copy that cannot be made or is over the
archive's size (trying again cannot help) until the key changes. The ops' push goes on
in every pass meanwhile; the file is only tried after it.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adjutant.archive.client import PushError, Refused, Unreachable
from adjutant.archive.game_files import GameFileCopy, GameFileError, send_game_file, snapshot_game
from adjutant.archive.urls import ConnectionLine
from adjutant.store.errors import StoreError
from adjutant.store.format import outbox
from adjutant.store.record.match import CONFIRMED, read_record

#: PushStatus.file_state values: no finished game to send ("": nothing to say), the copy
#: sent, a lost connection being tried again, refused (the reason says why).
FILE_NONE, FILE_SENT, FILE_RETRYING, FILE_REFUSED = "", "sent", "retrying", "refused"


def finished_key(conn: sqlite3.Connection, target: str) -> str | None:
    """``"record_sha256@head"`` when the game read through ``conn`` is finished for the
    archive ``target`` (record confirmed by both players on its current content, every op
    acknowledged by that archive); None otherwise."""
    head = outbox.head_seq(conn)
    if head == 0 or outbox.acked_seq(conn, target) < head:
        return None
    record = read_record(conn)
    if record.state != CONFIRMED:
        return None
    content = record.record_sha256
    if any(confirmed != content for confirmed in record.confirmed_sha256):
        return None
    return f"{content}@{head}"


def copy_key(copy: GameFileCopy, target: str) -> str | None:
    """:func:`finished_key` of the copy's own bytes (read in memory, nothing written)."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.deserialize(copy.content)
        return finished_key(conn, target)
    finally:
        conn.close()


@dataclass
class FileSends:
    """The worker's memory of the copies it sent, and when to try a failed one again.
    Used by the push service's thread only."""

    backoff: Any  # adjutant.archive.pusher.Backoff (its own: the ops' resets on success)
    #: (archive target, game uuid) -> (key sent, when: seconds since the epoch).
    sent: dict[tuple[str, str], tuple[str, float]] = field(default_factory=dict)
    #: (archive target, game uuid) -> the key whose copy cannot be made or is too large.
    given_up: dict[tuple[str, str], str] = field(default_factory=dict)
    #: The last key worked out: for (target, game, outbox head, acknowledged seq).
    _looked: tuple[tuple[str, str, int, int], str | None] | None = None
    #: A failed key and the monotonic time before which it is not tried again.
    _wait: tuple[tuple[str, str, str], float] | None = None
    #: Copies handed to the archive (for the status and the tests' counts).
    attempts: int = 0

    def _key(self, conn: sqlite3.Connection, target: str, game_uuid: str) -> str | None:
        """The finished key, worked out again only when the outbox or its acknowledgement
        moved (every change of the record writes an op)."""
        look = (target, game_uuid, outbox.head_seq(conn), outbox.acked_seq(conn, target))
        if self._looked is None or self._looked[0] != look:
            self._looked = (look, finished_key(conn, target))
        return self._looked[1]

    def step(
        self,
        conn: sqlite3.Connection,
        path: str | Path,
        game_uuid: str,
        line: ConnectionLine,
        *,
        refused_retry: float,
    ) -> dict[str, Any] | None:
        """After a pass that left nothing waiting: send the finished game's copy when it
        is due. The status changes to make (None: none). Raises nothing the pass must see
        but a stop of the process."""
        target = line.target
        ident = (target, game_uuid)
        try:
            key = self._key(conn, target, game_uuid)
        except (StoreError, sqlite3.Error) as exc:
            self._looked = None
            return _failed(FILE_REFUSED, str(exc), "file")
        if key is None:
            return {"file_state": FILE_NONE, "file_reason": "", "file_kind": ""}
        done = self.sent.get(ident)
        if done is not None and done[0] == key:
            return {"file_state": FILE_SENT, "file_sent_at": done[1], "file_reason": ""}
        if self.given_up.get(ident) == key:
            return None
        waiting = self._wait
        if waiting is not None and waiting[0] == (*ident, key) and time.monotonic() < waiting[1]:
            return None
        try:
            copy = snapshot_game(path)
            if copy.game_uuid != game_uuid or copy_key(copy, target) != key:
                return None  # the game moved on since the look: the next pass looks again
            self.attempts += 1
            send_game_file(line, copy)
        except GameFileError as exc:
            self.given_up[ident] = key
            return _failed(FILE_REFUSED, str(exc), "file")
        except (StoreError, sqlite3.Error, OSError) as exc:
            self._wait = ((*ident, key), time.monotonic() + refused_retry)
            return _failed(FILE_REFUSED, str(exc), "file")
        except Unreachable as exc:
            delay = self.backoff.next_delay()
            self._wait = ((*ident, key), time.monotonic() + delay)
            return _failed(FILE_RETRYING, str(exc), exc.kind)
        except (Refused, PushError) as exc:
            self._wait = ((*ident, key), time.monotonic() + refused_retry)
            return _failed(FILE_REFUSED, str(exc), exc.kind)
        self.backoff.reset()
        self._wait = None
        when = time.time()
        self.sent[ident] = (key, when)
        return {"file_state": FILE_SENT, "file_sent_at": when, "file_reason": "", "file_kind": ""}


def _failed(state: str, reason: str, kind: str) -> dict[str, Any]:
    return {"file_state": state, "file_reason": reason[:500], "file_kind": kind}


__all__ = [
    "FILE_NONE",
    "FILE_REFUSED",
    "FILE_RETRYING",
    "FILE_SENT",
    "FileSends",
    "copy_key",
    "finished_key",
]

"""The pusher: a game file's waiting ops sent to the event archive, exactly once (issue 25).

Called by ``adjutant push`` (:func:`push_game`) and by the app's worker
(:class:`PushService`, through ``adjutant.windows.event_server``). It reads the game
file through ``adjutant.store.format.outbox`` and talks to the server through
:class:`~adjutant.archive.client.ArchiveClient`.

One pass (:func:`push_pending`): from the file's acknowledgement for the archive
(``outbox_acks``, keyed by ``host:port/dbname``), the next ops by count and bytes, one
server transaction each; after each COMMIT returned, the server's hash of the game's ops
up to the batch is compared with the file's own, and only when they are equal is the
acknowledgement written (``record_ack``). A connection lost before or after COMMIT, the
process killed between the server's commit and that write, a server restarted: the next
pass sends the batch again, the server finds the ops there (``already_there``), and the
acknowledgement follows. The server's reply moves the start only forward, except when the
archive holds less than the file believed (a "gap": an archive made again under the same
name): then the pass starts again from the archive's head.

:class:`PushService` is a plain ``threading.Thread`` that owns its own SQLite connection
to the game file and its own session with the server, and hands the window nothing but
:class:`PushStatus` snapshots (frozen dataclasses): no Qt object crosses a thread.
Failures wait an exponential backoff with jitter (:class:`Backoff`); nothing it does
blocks play. After a pass that left nothing waiting it also sends the finished game's
file, once per confirmed record (issue 26; :mod:`adjutant.archive.finished_file`), its
state in the status's ``file_*`` fields.
"""

from __future__ import annotations

import random
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from adjutant.archive.client import ArchiveClient, PushError, PushResult, Refused, Unreachable
from adjutant.archive.finished_file import FILE_REFUSED, FileSends
from adjutant.archive.protocol import BATCH_BYTES, BATCH_OPS
from adjutant.archive.urls import ConnectionLine
from adjutant.store.errors import InvalidField, StoreError
from adjutant.store.format import outbox


class NotPushable(Exception):
    """The file cannot be pushed: not a game, damaged, from a newer Adjutant, locked."""


@dataclass
class PushReport:
    """What a push did (counts add up over its passes and retries)."""

    target: str
    game_uuid: str = ""
    sent: int = 0
    already_there: int = 0
    batches: int = 0
    retries: int = 0
    head_seq: int | None = None
    local_seq: int = 0
    acked_seq: int = 0

    def counts(self) -> dict[str, Any]:
        """``adjutant push --json``'s object."""
        return {
            "sent": self.sent,
            "already_there": self.already_there,
            "head_seq": self.head_seq,
            "local_seq": self.local_seq,
        }


class Backoff:
    """Exponential backoff with jitter: the n-th wait is drawn from [d/2, d], d = base·2ⁿ
    up to ``cap`` — a hundred laptops that lost the server at once do not come back in
    step."""

    def __init__(self, base: float = 0.5, cap: float = 30.0, rng: random.Random | None = None):
        self.base = base
        self.cap = cap
        self.attempt = 0
        self._rng = rng or random.Random()

    def next_delay(self) -> float:
        ceiling = min(self.cap, self.base * (2**self.attempt))
        self.attempt = min(self.attempt + 1, 30)
        return self._rng.uniform(ceiling / 2, ceiling)

    def reset(self) -> None:
        self.attempt = 0


# ------------------------------------------------------------------ one pass
def _acknowledge(source: Any, target: str, result: PushResult, report: PushReport) -> None:
    """Write the acknowledgement up to ``result.upto_seq``: the server's COMMIT returned,
    and its hash of the game's ops up to there is this file's (record_ack compares)."""
    try:
        if result.upto_seq > outbox.acked_seq(source, target):
            outbox.record_ack(source, target, result.upto_seq, result.upto_hash)
    except InvalidField as exc:
        raise Refused(
            f"the archive's ops of this game differ from this file's up to op "
            f"{result.upto_seq}: nothing was acknowledged ({exc})",
            "hash",
        ) from None
    report.acked_seq = max(report.acked_seq, result.upto_seq)


def push_pending(
    source: Any,
    game_uuid: str,
    client: ArchiveClient,
    report: PushReport,
    *,
    batch_ops: int = BATCH_OPS,
    batch_bytes: int = BATCH_BYTES,
    should_stop: Callable[[], bool] = lambda: False,
    on_batch: Callable[[PushReport], None] = lambda report: None,
    always_ask: bool = False,
) -> PushReport:
    """Push every op the archive has not acknowledged, batch by batch (no retry: a
    failure raises Unreachable or Refused, with ``report`` as far as it got). When
    nothing waits, the archive is asked what it holds (an empty batch) if the file has
    an acknowledgement to check, or with ``always_ask``."""
    target = report.target
    report.game_uuid = game_uuid
    start = outbox.acked_seq(source, target)
    report.acked_seq = start
    verified = False
    while not should_stop():
        report.local_seq = outbox.head_seq(source)
        ops = outbox.read_ops(source, start, max_count=batch_ops, max_bytes=batch_bytes)
        if not ops:
            if verified or (start == 0 and not always_ask):
                return report
            # Nothing waits: ask the archive what it holds (an empty batch changes nothing).
            result = client.push(game_uuid, [])
            report.head_seq = result.head_seq
            verified = True
            if result.head_seq < start:
                start = _start_again(source, target, result.head_seq, result.ops_hash, report)
                continue
            if result.head_seq <= report.local_seq:
                mine = outbox.ops_hash(source, result.head_seq)
                if mine != result.ops_hash:
                    raise Refused(
                        "the archive's ops of this game differ from this file's: "
                        "nothing was acknowledged",
                        "hash",
                    )
            return report
        wire = [op.to_push() for op in ops]
        try:
            result = client.push(game_uuid, wire)
        except Refused as refused:
            if refused.head_seq is not None:
                report.head_seq = refused.head_seq
            if refused.kind == "gap" and refused.head_seq is not None and refused.head_seq < start:
                start = _start_again(source, target, refused.head_seq, refused.ops_hash, report)
                continue
            if refused.kind == "conflict" and refused.op_seq and refused.op_seq > ops[0].seq:
                # The ops before the conflict are the archive's too: acknowledge them.
                prefix = [op for op in wire if op["seq"] < refused.op_seq]
                result = client.push(game_uuid, prefix)
                _count(report, result)
                _acknowledge(source, target, result, report)
            raise
        _count(report, result)
        _acknowledge(source, target, result, report)
        start = result.upto_seq
        verified = True
        on_batch(report)
    return report


def _start_again(source: Any, target: str, head: int, ops_hash: str | None, report) -> int:
    """The archive holds less than the file's acknowledgement says (made again under the
    same name, or restored from a backup): the acknowledgement goes back to what the
    archive holds — when its hash is this file's — and the push starts again from there."""
    try:
        outbox.record_ack(source, target, head, ops_hash or "")
    except InvalidField as exc:
        raise Refused(
            f"the archive's ops of this game differ from this file's up to op {head}: "
            f"nothing was acknowledged ({exc})",
            "hash",
        ) from None
    report.acked_seq = head
    return head


def _waiting(source: Any, target: str) -> int:
    return outbox.count_after(source, outbox.acked_seq(source, target))


def _waiting_or(source: Any, target: str, default: int) -> int:
    """The waiting count after a failure, or ``default`` where the file cannot say."""
    if source is None:
        return default
    try:
        return _waiting(source, target)
    except (StoreError, sqlite3.Error):
        return default


def _count(report: PushReport, result: PushResult) -> None:
    report.batches += 1
    report.sent += result.inserted
    report.already_there += result.already_there
    report.head_seq = result.head_seq


# ------------------------------------------------------------------ the command line
def push_game(
    path: str | Path,
    line: ConnectionLine,
    *,
    retry_for: float = 10.0,
    batch_ops: int = BATCH_OPS,
    batch_bytes: int = BATCH_BYTES,
    backoff: Backoff | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> PushReport:
    """``adjutant push``: open the game (as the app does: checked, upgraded if older,
    locked), push until every op is acknowledged, trying a lost connection again for up
    to ``retry_for`` seconds. Raises NotPushable, Refused or Unreachable; the last two
    carry ``.report``."""
    from adjutant.store import Game
    from adjutant.store.read import queries

    try:
        game = Game.open(path)
    except StoreError as exc:
        raise NotPushable(str(exc)) from None
    backoff = backoff or Backoff()
    report = PushReport(line.target)
    deadline = time.monotonic() + retry_for
    try:
        game_uuid = queries.game_info(game).game_uuid
        with ArchiveClient(line, application_name="adjutant push") as client:
            while True:
                try:
                    return push_pending(
                        game,
                        game_uuid,
                        client,
                        report,
                        batch_ops=batch_ops,
                        batch_bytes=batch_bytes,
                        always_ask=True,  # the command line says what the archive holds
                    )
                except Unreachable as exc:
                    delay = backoff.next_delay()
                    if time.monotonic() + delay > deadline:
                        exc.report = report
                        raise
                    report.retries += 1
                    sleep(delay)
                except Refused as exc:
                    exc.report = report
                    raise
                except StoreError as exc:
                    raise NotPushable(str(exc)) from None
    finally:
        game.close()


# ------------------------------------------------------------------ the app's worker
def open_game_file(path: str | Path) -> tuple[sqlite3.Connection, str]:
    """The worker's own connection to a game file the app has open (and so has checked
    and upgraded), and the game's uuid. NotPushable when it has no outbox or identity."""
    from adjutant.store.format.fileformat import BUSY_TIMEOUT_MS, DURABILITY_PRAGMAS

    file = Path(path)
    try:
        conn = sqlite3.connect(file.as_uri() + "?mode=rw", uri=True, isolation_level=None)
    except sqlite3.Error as exc:
        raise NotPushable(f"{file.name} cannot be read: {exc}") from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        for pragma in DURABILITY_PRAGMAS:
            conn.execute(pragma)
        row = conn.execute("SELECT game_uuid FROM game WHERE id = 1").fetchone()
        if row is None or not outbox.is_uuid4(row[0]):
            raise NotPushable(f"{file.name} has no game identity to push")
        conn.execute("SELECT 1 FROM outbox LIMIT 1").fetchall()
    except sqlite3.Error as exc:
        conn.close()
        raise NotPushable(f"{file.name} has no outbox to push ({exc})") from None
    except BaseException:
        conn.close()
        raise
    return conn, row[0]


#: PushStatus.state values.
OFF, IDLE, SENDING, SENT, RETRYING, REFUSED = (
    "off",
    "idle",
    "sending",
    "sent",
    "retrying",
    "refused",
)


@dataclass(frozen=True)
class PushStatus:
    """What the window shows: a snapshot, made by the worker, read by the window."""

    state: str = OFF
    waiting: int = 0  # ops of the game not yet acknowledged by the archive
    reason: str = ""  # why not sent (English, from the server or the connection)
    kind: str = ""  # the error's kind (client.Refused.kind, "unreachable", "file")
    retry_in: float = 0.0  # seconds until the next try (RETRYING)
    sent: int = 0  # ops the archive took in this session
    retries: int = 0
    target: str = ""
    game: str = ""  # the game file's path
    #: The finished game's file (issue 26; adjutant.archive.finished_file): "" (not
    #: finished, nothing to say), "sent", "retrying" or "refused"; when the copy of this
    #: game was last sent (seconds since the epoch, 0: not yet); why not (English).
    file_state: str = ""
    file_sent_at: float = 0.0
    file_reason: str = ""
    file_kind: str = ""


@dataclass
class _Config:
    path: str | None = None
    line: ConnectionLine | None = None
    generation: int = 0


class PushService:
    """The app's background pusher (one thread; see the module docstring).

    ``configure(path, line)`` says which game to push where (None: nothing);
    ``wake()`` after the game changed; ``status()`` from any thread; ``stop()`` at exit.
    """

    #: Seconds between looks at the file when nothing is failing.
    POLL = 2.0
    #: Seconds before a refused push is tried again (the organiser may have acted).
    REFUSED_RETRY = 60.0
    #: The backoff after a lost connection: from half a second, doubling, up to 15 s (a
    #: hundred laptops do not hammer a restarting server; a laptop whose network came
    #: back waits at most that long).
    BACKOFF_BASE, BACKOFF_CAP = 0.5, 15.0

    def __init__(
        self,
        *,
        batch_ops: int = BATCH_OPS,
        batch_bytes: int = BATCH_BYTES,
        backoff: Backoff | None = None,
        poll: float | None = None,
    ) -> None:
        self.batch_ops = batch_ops
        self.batch_bytes = batch_bytes
        self.poll = self.POLL if poll is None else poll
        self._backoff = backoff or Backoff(self.BACKOFF_BASE, self.BACKOFF_CAP)
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._config = _Config()
        self._status = PushStatus()
        self._thread = threading.Thread(target=self._run, name="adjutant-pusher", daemon=True)
        self._started = False
        #: The configuration whose archive was last asked what it holds (worker only).
        self._verified = -1
        #: The finished game's copies sent, and when to try a failed one again (issue 26).
        self._files = FileSends(Backoff(self._backoff.base, self._backoff.cap))

    # ---------------------------------------------------------- any thread
    def start(self) -> None:
        if not self._started:
            self._started = True
            self._thread.start()

    def configure(self, path: str | Path | None, line: ConnectionLine | None) -> None:
        with self._lock:
            new_path = str(path) if path else None
            if (new_path, line) != (self._config.path, self._config.line):
                self._config = _Config(new_path, line, self._config.generation + 1)
                self._status = PushStatus(
                    state=IDLE if new_path and line else OFF,
                    target=line.target if line else "",
                    game=new_path or "",
                )
        self.wake()

    def wake(self) -> None:
        self._wake.set()

    def status(self) -> PushStatus:
        with self._lock:
            return self._status

    def stop(self, timeout: float = 2.0) -> None:
        """Stop the worker (a push cut short is sent again next time: nothing is lost)."""
        self._stopping.set()
        self._wake.set()
        if self._started:
            self._thread.join(timeout)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    # ---------------------------------------------------------- the worker thread
    def _set(self, generation: int, **changes: Any) -> None:
        with self._lock:
            if generation == self._config.generation:
                self._status = replace(self._status, **changes)

    def _run(self) -> None:
        conn: sqlite3.Connection | None = None
        client: ArchiveClient | None = None
        game_uuid = ""
        held = _Config()
        delay: float | None = None  # None: until woken; 0: at once
        try:
            while not self._stopping.is_set():
                if delay != 0:
                    self._wake.wait(delay)
                self._wake.clear()
                if self._stopping.is_set():
                    break
                with self._lock:
                    config = self._config
                if config.generation != held.generation:
                    if conn is not None:
                        conn.close()
                        conn = None
                    if client is not None and (config.line != held.line):
                        client.close()
                        client = None
                    held = config
                    self._backoff.reset()
                if not (config.path and config.line):
                    delay = None  # nothing to do until configured
                    continue
                if client is None:
                    client = ArchiveClient(config.line)
                delay, conn, game_uuid = self._pass(config, conn, client, game_uuid)
        finally:
            if conn is not None:
                conn.close()
            if client is not None:
                client.close()

    def _pass(self, config: _Config, conn, client: ArchiveClient, game_uuid: str):
        """One look at the file and, when ops wait (or the archive was not asked yet since
        the configuration changed), one push; the delay to the next pass."""
        generation = config.generation
        target = config.line.target
        try:
            if conn is None:
                conn, game_uuid = open_game_file(config.path)
            waiting = _waiting(conn, target)
            if waiting == 0 and self._verified == generation:
                self._set(generation, state=SENT, waiting=0, reason="", kind="")
                self._send_file(config, conn, game_uuid)
                return self.poll, conn, game_uuid
            base = self.status().sent
            self._set(generation, state=SENDING, waiting=waiting)
            report = push_pending(
                conn,
                game_uuid,
                client,
                PushReport(target),
                batch_ops=self.batch_ops,
                batch_bytes=self.batch_bytes,
                should_stop=lambda: self._stopping.is_set() or self._changed(generation),
                on_batch=lambda done: self._set(
                    generation, waiting=_waiting(conn, target), sent=base + done.sent
                ),
            )
            self._verified = generation
            self._backoff.reset()
            left = _waiting(conn, target)
            self._set(
                generation,
                state=SENT if left == 0 else SENDING,
                waiting=left,
                reason="",
                kind="",
                sent=base + report.sent,
            )
            if left == 0:
                self._send_file(config, conn, game_uuid)
            return (self.poll if left == 0 else 0.0), conn, game_uuid
        except (Unreachable, sqlite3.OperationalError) as exc:
            # Tried again soon: the network or the server, or the game file busy a moment.
            delay = self._backoff.next_delay()
            kind = exc.kind if isinstance(exc, PushError) else "busy"
            self._failed(generation, conn, target, RETRYING, exc, kind)
            self._set(generation, retry_in=delay, retries=self.status().retries + 1)
            return delay, conn, game_uuid
        except Refused as exc:
            self._failed(generation, conn, target, REFUSED, exc, exc.kind)
            return self.REFUSED_RETRY, conn, game_uuid
        except (NotPushable, StoreError, sqlite3.Error) as exc:
            if conn is not None:
                conn.close()
            self._set(generation, state=REFUSED, reason=str(exc), kind="file")
            return self.REFUSED_RETRY, None, ""

    def _send_file(self, config: _Config, conn, game_uuid: str) -> None:
        """Every op acknowledged: the finished game's copy, when due (issue 26). Its
        failures are the status's file_* fields, never the ops' state."""
        try:
            changes = self._files.step(
                conn, config.path, game_uuid, config.line, refused_retry=self.REFUSED_RETRY
            )
        except Exception as exc:  # a value no service wrote: said, never the worker's end
            changes = {
                "file_state": FILE_REFUSED,
                "file_reason": str(exc)[:500],
                "file_kind": "file",
            }
        if changes:
            self._set(config.generation, **changes)

    def _failed(self, generation: int, conn, target: str, state: str, exc: Exception, kind: str):
        self._set(
            generation,
            state=state,
            waiting=_waiting_or(conn, target, self.status().waiting),
            reason=str(exc),
            kind=kind,
        )

    def _changed(self, generation: int) -> bool:
        with self._lock:
            return self._config.generation != generation


__all__ = [
    "Backoff",
    "NotPushable",
    "PushError",
    "PushReport",
    "PushService",
    "PushStatus",
    "open_game_file",
    "push_game",
    "push_pending",
]

"""The organiser's read side of the event archive: one module for the window and the command line (issue 26).

The organiser window (``adjutant.windows.organiser``) imports the archive only through
this module (an import-linter contract says so), and so does ``adjutant standings``.
Nothing here writes: a session is read-only twice over — every transaction is
``READ ONLY`` (``default_transaction_read_only``), and where the login may, it acts as
the archive's viewer role (``SET ROLE``), which holds SELECT and nothing else.

- :func:`open_session` -> :class:`Session`: the events, one event's :class:`Snapshot`
  (round board, standings, factions, matchups, first-turn rate, luck unless the event
  hides it) read in one repeatable-read transaction so its parts agree; the results;
  a table's game file.
- :class:`LiveFeed` — a plain ``threading.Thread`` that ``LISTEN``s on the archive's
  channel and, when a push (or the organiser) says something changed, reads a new
  snapshot and hands it to a callback: snapshots, :class:`FeedStatus` and
  :class:`FileReply` values, never a Qt object. It waits on the connection's socket and
  a wake-up socket (``select``), not on a timer: no polling loop a hundred tables would
  feel. Notifications arriving together are read as one refresh.

The values are :mod:`adjutant.archive.standings`' rows (re-exported here).
"""

from __future__ import annotations

import contextlib
import random
import select
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from adjutant.archive import standings as _sql
from adjutant.archive.game_files import (
    GameFileCopy,
    GameFileError,
    copy_name,
    fetch_game_file,
    save_copy,
)
from adjutant.archive.scoring import EventSettings
from adjutant.archive.standings import (
    TILE_STATES,
    BadReply,
    EventInfo,
    FactionRow,
    FirstTurn,
    LuckCount,
    LuckRow,
    Matchup,
    RecordPair,
    ResultLine,
    SideResult,
    StandingRow,
    Tile,
)
from adjutant.archive.urls import BadConnectionLine, ConnectionLine, parse, read_line

CHANNEL = "adjutant_archive"
CONNECT_TIMEOUT = 5
STATEMENT_TIMEOUT_MS = 30_000
#: With no notification for this long, the feed checks its connection with one query.
IDLE_CHECK_S = 60.0
#: Notifications arriving within this of the first are read as one refresh.
GATHER_S = 0.05


class ReadError(Exception):
    """The archive could not be read; ``kind`` says why ("unreachable": try again;
    "refused", "password", "no_archive", "bad_reply", "bad_line": someone must act)."""

    def __init__(self, message: str, kind: str = "refused") -> None:
        super().__init__(message)
        self.kind = kind


def _line(url: str | ConnectionLine) -> ConnectionLine:
    if isinstance(url, ConnectionLine):
        return url
    try:
        return parse(url)
    except BadConnectionLine as exc:
        raise ReadError(str(exc), "bad_line") from None


def _read_error(exc: BaseException) -> ReadError:
    from adjutant.archive.client import Unreachable, classify

    sorted_ = classify(exc)
    if isinstance(sorted_, Unreachable):
        return ReadError(f"the event server cannot be reached: {sorted_}", "unreachable")
    if sorted_.kind == "password":
        return ReadError(
            "the event server refused this login (wrong password or unknown role)", "password"
        )
    return ReadError(str(sorted_), sorted_.kind)


@dataclass(frozen=True)
class Snapshot:
    """Everything the organiser window shows of one event, read at one moment."""

    events: tuple[str, ...]
    event: EventInfo | None
    round: int
    current_round: int
    server_now: datetime | None
    tiles: tuple[Tile, ...] = ()
    pairs: tuple[RecordPair, ...] = ()
    standings: tuple[StandingRow, ...] = ()
    factions: tuple[FactionRow, ...] = ()
    matchups: tuple[Matchup, ...] = ()
    first_turn: FirstTurn | None = None
    luck: tuple[LuckRow, ...] | None = None  # None: the event hides it
    #: time.monotonic() when it was read (the board's "last heard" moves on from it).
    taken_at: float = field(default_factory=time.monotonic)


class Session:
    """A read-only session with the archive (see the module docstring)."""

    def __init__(self, conn, line: ConnectionLine, as_viewer: bool) -> None:
        self.conn = conn
        self.line = line
        self.as_viewer = as_viewer

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.conn.close()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _run(self, work: Callable[[], object]):
        """``work`` in one read-only repeatable-read transaction; errors sorted."""
        import psycopg

        try:
            with self.conn.transaction():
                self.conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                return work()
        except psycopg.Error as exc:
            raise _read_error(exc) from None
        except BadReply as exc:
            raise ReadError(str(exc), "bad_reply") from None

    def events(self) -> list[str]:
        return self._run(lambda: _sql.event_names(self.conn))

    def event(self, name: str) -> EventInfo:
        return self._run(lambda: _sql.event_info(self.conn, name))

    def standings(self, name: str) -> tuple[EventInfo, list[StandingRow]]:
        def work():
            info = _sql.event_info(self.conn, name)
            return info, _sql.standings(self.conn, info)

        return self._run(work)

    def results(self, name: str, round_no: int | None = None) -> list[ResultLine]:
        return self._run(lambda: _sql.results(self.conn, name, round_no))

    def snapshot(self, event: str | None, round_no: int | None = None) -> Snapshot:
        """One event's board (round ``round_no``, else the current round), standings,
        factions and luck; with no event named, the first the archive knows."""

        def work() -> Snapshot:
            names = tuple(_sql.event_names(self.conn))
            now = self.conn.execute("SELECT now()").fetchone()[0]
            name = event if event is not None else (names[0] if names else None)
            if name is None:
                return Snapshot(names, None, 1, 1, now)
            info = _sql.event_info(self.conn, name)
            current = _sql.current_round(self.conn, name)
            shown = round_no if round_no is not None else current
            tiles = tuple(_sql.board(self.conn, name, shown))
            pairs = tuple(pair for pair in (_sql.record_pair(self.conn, t) for t in tiles) if pair)
            return Snapshot(
                events=names,
                event=info,
                round=shown,
                current_round=current,
                server_now=now,
                tiles=tiles,
                pairs=pairs,
                standings=tuple(_sql.standings(self.conn, info)),
                factions=tuple(_sql.factions(self.conn, info)),
                matchups=tuple(_sql.matchups(self.conn, info)),
                first_turn=_sql.first_turn(self.conn, info),
                luck=None if info.settings.hide_luck else tuple(_sql.luck(self.conn, info)),
            )

        return self._run(work)

    def game_file(self, game_uuid: str) -> GameFileCopy:
        return self._run(lambda: fetch_game_file(self.conn, game_uuid))


def open_session(url: str | ConnectionLine, *, application_name: str = "adjutant organiser"):
    """A read-only :class:`Session` on the archive at ``url`` (a viewer's line, or the
    organiser's: then it acts as the viewer role where the login may)."""
    import psycopg

    line = _line(url)
    try:
        conn = psycopg.connect(
            line.url(),
            autocommit=True,
            connect_timeout=CONNECT_TIMEOUT,
            application_name=application_name,
            keepalives=1,
            keepalives_idle=5,
            keepalives_interval=2,
            keepalives_count=3,
            options=(
                f"-c default_transaction_read_only=on -c statement_timeout={STATEMENT_TIMEOUT_MS}"
            ),
        )
    except psycopg.Error as exc:
        raise _read_error(exc) from None
    try:
        row = conn.execute(
            "SELECT value, pg_has_role(current_user, value, 'MEMBER') "
            "FROM adjutant_archive.archive_info i JOIN pg_roles r ON r.rolname = i.value "
            "WHERE i.key = 'viewer_role'"
        ).fetchone()
        as_viewer = bool(row and row[1] is True)
        if as_viewer:
            from psycopg import sql

            conn.execute(sql.SQL("SET ROLE {}").format(sql.Identifier(row[0])))
    except psycopg.Error as exc:
        conn.close()
        raise _read_error(exc) from None
    return Session(conn, line, as_viewer)


# ---------------------------------------------------------------- the live feed


@dataclass(frozen=True)
class FeedStatus:
    """The feed's connection: "connecting", "live" (listening), "lost" (with why; it
    tries again), "refused" (it stopped: someone must act)."""

    state: str
    message: str = ""
    as_viewer: bool = False


@dataclass(frozen=True)
class FileReply:
    """A game file asked for with :meth:`LiveFeed.request_file`: the copy, or why not."""

    game_uuid: str
    copy: GameFileCopy | None
    error: str | None = None


class LiveFeed(threading.Thread):
    """Snapshots of one event, read again whenever the archive notifies a change.

    ``deliver`` is called in this thread with :class:`Snapshot`, :class:`FeedStatus` and
    :class:`FileReply` values; it must only hand them on (a queue and a wake-up byte)."""

    def __init__(
        self,
        url: str | ConnectionLine,
        deliver: Callable[[object], None],
        *,
        event: str | None = None,
        round_no: int | None = None,
        min_interval: float = 0.2,
    ) -> None:
        super().__init__(name="adjutant-organiser-feed", daemon=True)
        self.line = _line(url)
        self.deliver = deliver
        self.min_interval = min_interval
        self._lock = threading.Lock()
        self._event = event
        self._round = round_no
        self._dirty = True
        self._files: list[str] = []
        self._stopping = False
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        #: Counts for tests and the benchmark: snapshots read, notifications received.
        self.snapshots = 0
        self.notifications = 0

    # -------------------------------------------------------- asked from the window's thread
    def follow(self, event: str | None, round_no: int | None = None) -> None:
        """Read ``event`` (round ``round_no``; None: the current one) from now on."""
        with self._lock:
            self._event, self._round, self._dirty = event, round_no, True
        self._wake()

    def refresh(self) -> None:
        with self._lock:
            self._dirty = True
        self._wake()

    def request_file(self, game_uuid: str) -> None:
        with self._lock:
            self._files.append(game_uuid)
        self._wake()

    def stop(self, timeout: float = 5.0) -> None:
        with self._lock:
            self._stopping = True
        self._wake()
        if self.is_alive() and threading.current_thread() is not self:
            self.join(timeout)

    def _wake(self) -> None:
        with contextlib.suppress(OSError):
            self._wake_w.send(b"x")

    # -------------------------------------------------------- the feed's thread
    def _stopped(self) -> bool:
        with self._lock:
            return self._stopping

    def run(self) -> None:
        attempt = 0
        try:
            while not self._stopped():
                self.deliver(FeedStatus("connecting"))
                try:
                    session = open_session(self.line)
                except ReadError as exc:
                    if exc.kind != "unreachable":
                        self.deliver(FeedStatus("refused", str(exc)))
                        return
                    attempt += 1
                    self.deliver(FeedStatus("lost", str(exc)))
                    self._sleep(min(30.0, 0.5 * 2**attempt) * random.uniform(0.5, 1.0))
                    continue
                attempt = 0
                try:
                    self._listen(session)
                except ReadError as exc:
                    if exc.kind != "unreachable":
                        self.deliver(FeedStatus("refused", str(exc)))
                        return
                    self.deliver(FeedStatus("lost", str(exc)))
                    self._sleep(random.uniform(0.5, 1.0))
                finally:
                    session.close()
        finally:
            self._wake_r.close()
            self._wake_w.close()

    def _sleep(self, seconds: float) -> None:
        """Wait ``seconds`` or until woken (stop, follow)."""
        with contextlib.suppress(OSError, ValueError):
            select.select([self._wake_r], [], [], seconds)
        self._drain_wake()

    def _drain_wake(self) -> None:
        with contextlib.suppress(OSError):
            while self._wake_r.recv(4096):
                pass

    def _listen(self, session: Session) -> None:
        import psycopg

        conn = session.conn
        try:
            conn.execute(f"LISTEN {CHANNEL}")
        except psycopg.Error as exc:
            raise _read_error(exc) from None
        with self._lock:
            self._dirty = True  # anything may have changed while not listening
        self.deliver(FeedStatus("live", as_viewer=session.as_viewer))
        last_read = 0.0
        while not self._stopped():
            with self._lock:
                dirty, files = self._dirty, self._files
                self._files = []
                event, round_no = self._event, self._round
            for game_uuid in files:
                self._send_file(session, game_uuid)
            if dirty:
                wait = last_read + self.min_interval - time.monotonic()
                if wait > 0:
                    self._sleep(wait)
                with self._lock:
                    self._dirty = False
                    event, round_no = self._event, self._round
                snapshot = session.snapshot(event, round_no)
                last_read = time.monotonic()
                self.snapshots += 1
                self.deliver(snapshot)
                continue
            try:
                ready, _w, _x = select.select([conn.fileno(), self._wake_r], [], [], IDLE_CHECK_S)
            except (OSError, ValueError) as exc:
                raise ReadError(f"the connection was lost: {exc}", "unreachable") from None
            if self._wake_r in ready:
                self._drain_wake()
            if conn.fileno() in ready:
                self._gather(conn)
            elif not ready:
                try:
                    conn.execute("SELECT 1")  # a quiet hour: is the server still there?
                except psycopg.Error as exc:
                    raise _read_error(exc) from None

    def _gather(self, conn) -> None:
        """The notifications waiting, and those that follow within :data:`GATHER_S`."""
        import psycopg

        try:
            received = list(conn.notifies(timeout=GATHER_S))
        except psycopg.Error as exc:
            raise _read_error(exc) from None
        if received:  # whatever a notification says, it means "read again"
            self.notifications += len(received)
            with self._lock:
                self._dirty = True

    def _send_file(self, session: Session, game_uuid: str) -> None:
        try:
            copy = session.game_file(game_uuid)
        except GameFileError as exc:
            self.deliver(FileReply(game_uuid, None, str(exc)))
        except ReadError as exc:
            if exc.kind == "unreachable":
                raise
            self.deliver(FileReply(game_uuid, None, str(exc)))
        else:
            self.deliver(FileReply(game_uuid, copy))


__all__ = [
    "TILE_STATES",
    "BadConnectionLine",
    "BadReply",
    "EventInfo",
    "EventSettings",
    "FactionRow",
    "FeedStatus",
    "FileReply",
    "FirstTurn",
    "GameFileCopy",
    "GameFileError",
    "LiveFeed",
    "LuckCount",
    "LuckRow",
    "Matchup",
    "ReadError",
    "RecordPair",
    "ResultLine",
    "Session",
    "SideResult",
    "Snapshot",
    "StandingRow",
    "Tile",
    "copy_name",
    "open_session",
    "read_line",
    "save_copy",
]

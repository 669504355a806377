"""One table's session with the event archive: a batch is one server transaction (issue 25).

For :mod:`adjutant.archive.pusher`, ``adjutant push`` and File → Event Server…'s test.
:class:`ArchiveClient` calls ``adjutant_archive.push_ops(game, format, ops)`` and then
``COMMIT``, and returns only after the COMMIT returned: the caller may acknowledge the
ops then, and only then (docs/sync-protocol.md). Every failure becomes one of two errors:

- :class:`Unreachable` — try again later, nothing is lost: no route, connection refused
  or cut (before or after COMMIT: the retry finds the ops there), the session
  terminated, the server restarting, too many connections, a serialisation failure.
- :class:`Refused` — the server said no, and saying it again will not help until someone
  acts: a wrong password, not an enrolled table, not an archive, a newer payload format,
  a batch over the server's limits, a conflict (kept on the server), an answer that is
  not an archive's. ``kind`` says which, the message says why (never a password).

A reply is checked before it is believed: a server on the venue's network that is not
an Adjutant archive (or is hostile) cannot make the laptop acknowledge anything.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from adjutant.archive.protocol import FORMAT
from adjutant.archive.urls import ConnectionLine
from adjutant.store.format.outbox import is_sha256

#: Seconds to wait for the server to answer a connection (a venue LAN that lost it).
CONNECT_TIMEOUT = 5
#: The server gives up a push that takes longer than this (ms); the pusher tries again.
STATEMENT_TIMEOUT_MS = 30_000

#: Refusals by SQLSTATE: push_ops' own codes (db/archive/versions) and the server's.
_REFUSED_CODES = {
    "P0A01": "version",
    "P0A02": "version",
    "P0A03": "limit",
    "P0A04": "order",
    "28P01": "password",
    "28000": "password",
    "42501": "not_enrolled",
    "3D000": "no_archive",
    "3F000": "no_archive",
    "42883": "no_archive",
    "42P01": "no_archive",
}
#: Classes of refusals (docs/sync-protocol.md): any other code in them is "invalid".
_REFUSED_CLASSES = ("P0", "22", "42", "28")


class PushError(Exception):
    """Why a push did not go through; ``str()`` is a message for the user."""

    kind = "error"

    def __init__(self, message: str, kind: str | None = None) -> None:
        super().__init__(message)
        if kind:
            self.kind = kind


class Unreachable(PushError):
    """The server cannot be reached now, or the session was lost: try again later."""

    kind = "unreachable"


class Refused(PushError):
    """The server refused: trying again will not help until someone acts."""

    kind = "refused"

    def __init__(
        self,
        message: str,
        kind: str | None = None,
        *,
        op_seq: int | None = None,
        head_seq: int | None = None,
        conflict_id: int | None = None,
        ops_hash: str | None = None,
    ) -> None:
        super().__init__(message, kind)
        self.op_seq = op_seq
        self.head_seq = head_seq
        self.conflict_id = conflict_id
        self.ops_hash = ops_hash  # the archive's hash of the game's ops up to head_seq


@dataclass(frozen=True)
class PushResult:
    """What the server holds after a batch: its head and hash, and the batch's own."""

    head_seq: int
    ops_hash: str
    inserted: int
    already_there: int
    upto_seq: int
    upto_hash: str


def _message(exc: BaseException) -> str:
    """The server's primary message (no CONTEXT lines), else the first line of the error."""
    diag = getattr(exc, "diag", None)
    primary = getattr(diag, "message_primary", None) if diag is not None else None
    if primary:
        return primary.strip()
    lines = str(exc).strip().splitlines()
    return lines[0].strip() if lines else type(exc).__name__


#: Refusals met while connecting, by the server's message (libpq gives no SQLSTATE for a
#: failed connection): a wrong login, no such database, no right to connect, not allowed
#: from this address. Anything else there (refused, timed out, starting up, too many
#: connections) is worth trying again.
_CONNECT_REFUSALS = (
    (re.compile(r"password authentication failed"), "password"),
    (re.compile(r'role ".*" does not exist'), "password"),
    (re.compile(r'database ".*" does not exist'), "no_archive"),
    (re.compile(r"permission denied for database|connect privilege"), "not_enrolled"),
    (re.compile(r"no pg_hba\.conf entry"), "not_allowed"),
)
_MESSAGES = {
    "password": "the event server refused this table's login (wrong password or unknown "
    "table: ask the organiser for a new connection line)",
    "not_allowed": "the event server does not accept connections from this laptop "
    "(its pg_hba.conf): ask the organiser",
}


def classify(exc: BaseException) -> PushError:
    """A psycopg error as Unreachable or Refused."""
    code = getattr(exc, "sqlstate", None) or ""
    message = _message(exc)
    kind = _REFUSED_CODES.get(code)
    if kind is None and code[:2] in _REFUSED_CLASSES:
        kind = "invalid"
    if kind is None and not code:
        text = str(exc).lower()
        kind = next((which for pattern, which in _CONNECT_REFUSALS if pattern.search(text)), None)
    if kind is None:
        return Unreachable(message or "the connection was lost")
    if kind in _MESSAGES:
        message = _MESSAGES[kind]
    elif kind == "no_archive":
        message = f"this database holds no Adjutant event archive ({message})"
    return Refused(message, kind)


def _int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**62:
        raise Refused(
            f"the server's reply is not an event archive's ({name}: {value!r:.40})", "bad_reply"
        )
    return value


def _hash(value: Any, name: str) -> str:
    if not is_sha256(value):
        raise Refused(
            f"the server's reply is not an event archive's ({name}: {value!r:.40})", "bad_reply"
        )
    return value


def read_reply(reply: Any, last_seq: int | None) -> PushResult:
    """The reply of push_ops, checked; a refusal in it raised as :class:`Refused`."""
    if not isinstance(reply, dict):
        raise Refused("the server's reply is not an event archive's (not an object)", "bad_reply")
    head = _int(reply.get("head_seq"), "head_seq")
    if "refused" in reply:
        refused = reply.get("refused")
        message = reply.get("message")
        if refused not in ("conflict", "gap") or not isinstance(message, str):
            raise Refused("the server's reply is not an event archive's (refusal)", "bad_reply")
        op_seq = reply.get("op_seq")
        conflict = reply.get("conflict_id")
        raise Refused(
            message[:500],
            refused,
            op_seq=op_seq if isinstance(op_seq, int) and not isinstance(op_seq, bool) else None,
            head_seq=head,
            conflict_id=conflict
            if isinstance(conflict, int) and not isinstance(conflict, bool)
            else None,
            ops_hash=_hash(reply.get("ops_hash"), "ops_hash"),
        )
    result = PushResult(
        head_seq=head,
        ops_hash=_hash(reply.get("ops_hash"), "ops_hash"),
        inserted=_int(reply.get("inserted"), "inserted"),
        already_there=_int(reply.get("already_there"), "already_there"),
        upto_seq=_int(reply.get("upto_seq"), "upto_seq"),
        upto_hash=_hash(reply.get("upto_hash"), "upto_hash"),
    )
    if last_seq is not None and (result.upto_seq != last_seq or result.head_seq < last_seq):
        raise Refused(
            f"the server's reply does not cover the batch (up to {result.upto_seq}, head "
            f"{result.head_seq}, sent up to {last_seq})",
            "bad_reply",
        )
    return result


def session_options(application_name: str, connect_timeout: float = CONNECT_TIMEOUT) -> dict:
    """``psycopg.connect``'s options of a table's session: a dead venue LAN is found in
    seconds, not the system's two hours, and a stalled statement ends (the pusher's and
    the game file's; neither may hold the push service's thread for long)."""
    return {
        "connect_timeout": max(1, round(connect_timeout)),
        "application_name": application_name,
        "keepalives": 1,
        "keepalives_idle": 5,
        "keepalives_interval": 2,
        "keepalives_count": 3,
        "options": f"-c statement_timeout={STATEMENT_TIMEOUT_MS}",
        "autocommit": False,
    }


class ArchiveClient:
    """A session of one table with the archive at ``line``; reconnects when asked to push
    after a lost connection. Not thread-safe: one per worker."""

    def __init__(
        self,
        line: ConnectionLine,
        *,
        connect_timeout: float = CONNECT_TIMEOUT,
        application_name: str = "adjutant pusher",
    ) -> None:
        self.line = line
        self.connect_timeout = connect_timeout
        self.application_name = application_name
        self._conn = None

    def _connect(self):
        import psycopg

        try:
            conn = psycopg.connect(
                self.line.url(), **session_options(self.application_name, self.connect_timeout)
            )
        except psycopg.Error as exc:
            raise classify(exc) from None
        except OSError as exc:  # pragma: no cover - psycopg wraps these; a safety net
            raise Unreachable(str(exc)) from None
        return conn

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            # A lost connection closes as it can.
            with contextlib.suppress(Exception):
                conn.close()

    def __enter__(self) -> ArchiveClient:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def push(
        self, game_uuid: str, ops: Sequence[dict[str, Any]], *, fmt: str = FORMAT
    ) -> PushResult:
        """Push one batch (ascending ``seq``) in one transaction; the result once COMMIT
        returned. :class:`Unreachable` or :class:`Refused` otherwise; a conflict was kept
        on the server before :class:`Refused` (kind "conflict") is raised."""
        import psycopg
        from psycopg.types.json import Jsonb

        if self._conn is None or self._conn.closed:
            self._conn = self._connect()
        conn = self._conn
        last_seq = ops[-1]["seq"] if ops else None
        try:
            row = conn.execute(
                "SELECT adjutant_archive.push_ops(%s::uuid, %s, %s)",
                (game_uuid, fmt, Jsonb(list(ops), dumps=_dumps)),
            ).fetchone()
            # The reply is believed only once COMMIT returned: only then are the ops the
            # server's (a refusal's conflict row too).
            conn.commit()
        except psycopg.Error as exc:
            self.close()
            raise classify(exc) from None
        return read_reply(row[0] if row else None, last_seq)

    def check(self) -> PushResult:
        """Log in and call push_ops with no ops for a game that does not exist: proves the
        password, the right to push and the format, and changes nothing on the server."""
        import uuid

        return self.push(str(uuid.uuid4()), [])


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False)

"""The outbox: the game file's append-only log of ops, the unit of sync (issue 24).

The contract with the event archive (issue 25) is ``docs/sync-protocol.md``; this module
is the game file's side of it. No Qt, and no SQLAlchemy at import (the pusher and
``adjutant outbox`` read through plain ``sqlite3``).

Writing (for ``adjutant.store.file.writer`` only, inside the transaction of the action, undo,
redo or discard it records): :func:`new_op` makes an op's row from its kind and payload;
:func:`public_image` a row image without its secrets (:data:`SECRET_COLUMNS`); an
action's payload is built from them by ``adjutant.store.file.ops.action_payload``.

Reading, for the pusher and the command line. Each takes ``source``: an open ``Game``
(read through its reader) or a ``sqlite3.Connection`` to a game file (a worker thread's
own); every stored value is checked when read (:func:`op_problems`), a bad one is
``DamagedGame`` naming the op and the field:

- :func:`canonical_json` ``(obj) -> str``: the one canonical JSON of the protocol;
- :func:`read_ops` ``(source, after_seq, max_count=, max_bytes=)``: the ops after a seq, in
  order, limited by count and by the bytes of their payloads (at least one op);
- :func:`head_seq`, :func:`ops_hash` ``(source, upto_seq)`` (as the contract defines it);
- :func:`acked_seq` ``(source, target)``, :func:`ack` and :func:`record_ack` ``(source,
  target, seq, ops_hash)``: the pusher's own bookkeeping, written outside any action and
  never undone;
- :func:`replay` ``(ops)`` and :func:`journal_problems` ``(conn)``: the ops replayed from
  the start give the undo journal's actions (``adjutant check``, the crash test).
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjutant.store.errors import DamagedGame, InvalidField, StoreError, damaged_by

if TYPE_CHECKING:
    from adjutant.store.file.game import Game

#: The protocol's version (docs/sync-protocol.md), "MAJOR.MINOR".
FORMAT = "1.0"

ACTION, UNDO, REDO, DISCARD = "action", "undo", "redo", "discard"
RECORD, CONFIRM, UNCONFIRM, DISPUTE = "record", "confirm", "unconfirm", "dispute"
KINDS = (ACTION, UNDO, REDO, DISCARD, RECORD, CONFIRM, UNCONFIRM, DISPUTE)
#: The kinds of op that record an action of the undo journal (their payload carries its
#: ``action_id``, ``rows``, ``events`` and ``tests``; undo/redo/discard name them).
ACTION_KINDS = (ACTION, RECORD, CONFIRM, DISPUTE)
#: The tables of the match record: an op whose transaction changed one carries "record".
RECORD_TABLES = frozenset({"match_record", "match_players"})
#: Columns never sent in an op (the PIN's salted hash, issue 24).
SECRET_COLUMNS: Mapping[str, frozenset[str]] = {
    "match_players": frozenset({"pin_salt", "pin_hash"})
}

#: A stored payload longer than this is refused (an import of 2,000 units is ~2 MB).
MAX_PAYLOAD = 16_000_000
#: An archive's name in ``outbox_acks``: host:port/dbname.
MAX_TARGET = 300
_UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
_HEX64 = re.compile(r"[0-9a-f]{64}")
_TARGET_BAD = re.compile(r"[\x00-\x20\x7f-\x9f@]|://")


# ---------------------------------------------------------------- the protocol's forms


def canonical_json(obj: Any) -> str:
    """The protocol's canonical JSON of ``obj`` (sorted keys, no spaces, UTF-8 as is, no
    NaN): the same function as the archive client's."""
    return json.dumps(
        obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )


# hashlib (OpenSSL's module) and uuid are imported at the first hash or id, not with this
# module: the game is read and shown without either (issue 28: ~9 ms before "loaded").
def sha256_hex(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def new_uuid() -> str:
    """A UUID4 in its canonical lower-case form (an op's ``op_uuid``, a ``game_uuid``)."""
    import uuid

    return str(uuid.uuid4())


def is_uuid4(value: Any) -> bool:
    return isinstance(value, str) and _UUID4.fullmatch(value) is not None


def is_sha256(value: Any) -> bool:
    return isinstance(value, str) and _HEX64.fullmatch(value) is not None


def utc_stamp() -> str:
    """Now, ISO 8601 UTC ("2027-01-10T09:00:00.123456Z"): an op's informative time."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def chance_text(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


# ---------------------------------------------------------------- writing (for the writer)


def new_op(kind: str, payload: Mapping[str, Any]) -> dict[str, Any]:
    """The values of a new outbox row (all but ``seq``, which SQLite gives)."""
    if kind not in KINDS:
        raise ValueError(f"kind: {kind!r} is not an outbox kind")
    text = canonical_json(payload)
    return {
        "op_uuid": new_uuid(),
        "kind": kind,
        "payload": text,
        "sha256": sha256_hex(text),
        "created_at": utc_stamp(),
    }


def public_image(table: str, image: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """A journal row image without its secrets (:data:`SECRET_COLUMNS`)."""
    if image is None:
        return None
    secret = SECRET_COLUMNS.get(table, frozenset())
    return {k: v for k, v in image.items() if k not in secret}


def touches_record(tables: Iterable[str]) -> bool:
    return any(t in RECORD_TABLES for t in tables)


# ---------------------------------------------------------------- checking a stored op
# Each check returns None when the value is fine, else the reason (without the value).


def _kind_of(value: Any) -> str:
    if value is None:
        return "empty"
    return {str: "text", bytes: "bytes", bool: "true or false", int: "a number"}.get(
        type(value), type(value).__name__
    )


def check_seq(value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return f"must be a whole number of at least 1 (it is {_kind_of(value)})"
    return None


def check_op_uuid(value: Any) -> str | None:
    return None if is_uuid4(value) else "must be a UUID4 in lower case"


def check_kind(value: Any) -> str | None:
    return (
        None if value in KINDS and isinstance(value, str) else f"must be one of {', '.join(KINDS)}"
    )


def check_sha256(value: Any) -> str | None:
    return None if is_sha256(value) else "must be 64 lower-case hex digits"


def check_stamp(value: Any) -> str | None:
    if not isinstance(value, str) or not 20 <= len(value) <= 40 or not value.endswith("Z"):
        return 'must be a UTC time "YYYY-MM-DDTHH:MM:SS.ffffffZ"'
    try:
        datetime.fromisoformat(value[:-1])
    except ValueError:
        return 'must be a UTC time "YYYY-MM-DDTHH:MM:SS.ffffffZ"'
    return None


def check_payload_text(value: Any) -> str | None:
    """The payload column read alone: JSON text of a bounded length (its content is
    checked with the row: :func:`payload_problems`)."""
    if not isinstance(value, str):
        return f"must be JSON text (it is {_kind_of(value)})"
    if len(value) > MAX_PAYLOAD:
        return f"is {len(value):,} characters (at most {MAX_PAYLOAD:,})"
    return None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode_payload(text: str) -> tuple[dict[str, Any] | None, str | None]:
    """(the payload decoded, None), or (None, why it is no canonical JSON object)."""
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return None, "is not valid JSON"
    if not isinstance(data, dict):
        return None, "must be a JSON object"
    try:
        if canonical_json(data) != text:
            return None, "is not in canonical form (sorted keys, no spaces)"
    except (ValueError, RecursionError):
        return None, "is not valid JSON"
    return data, None


#: outbox column -> its check (``adjutant.store.read.stored`` uses them for ``adjutant check``).
COLUMN_CHECKS: dict[str, Callable[[Any], str | None]] = {
    "seq": check_seq,
    "op_uuid": check_op_uuid,
    "kind": check_kind,
    "payload": check_payload_text,
    "sha256": check_sha256,
    "created_at": check_stamp,
}


def _whole(value: Any, low: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def _player(value: Any) -> bool:
    return value in (1, 2) and _whole(value)


def _test_reason(test: Any) -> str | None:
    if not isinstance(test, dict):
        return "each test must be a JSON object"
    if not (test.get("side") is None or isinstance(test.get("side"), str)):
        return "a test's side must be text or null"
    if not (test.get("player") is None or _player(test.get("player"))):
        return "a test's player must be 1, 2 or null"
    if not isinstance(test.get("kind"), str) or not isinstance(test.get("success"), bool):
        return "a test needs its kind (text) and success (true or false)"
    if test.get("dice_source") not in ("virtual", "physical"):
        return 'a test\'s dice_source must be "virtual" or "physical"'
    chance = test.get("chance")
    try:
        p = Fraction(chance) if isinstance(chance, str) and len(chance) <= 61 else None
    except (ValueError, ZeroDivisionError):
        p = None
    if p is None or not 0 <= p <= 1 or "/" not in str(chance):
        return 'a test\'s chance must be an exact chance "n/d" between 0 and 1'
    return None


def payload_reason(kind: str, data: Mapping[str, Any]) -> str | None:
    """What is wrong with the shape of a decoded payload of ``kind``, or None."""
    if "record" in data and not isinstance(data["record"], dict):
        return "its record must be a JSON object"
    if kind in ACTION_KINDS:
        if not _whole(data.get("action_id"), 1) or not isinstance(data.get("label"), str):
            return "an action op needs its action_id (a whole number) and label (text)"
        if not _whole(data.get("turn")) or not isinstance(data.get("phase"), str):
            return "an action op needs its turn and phase"
        for key in ("rows", "events", "tests"):
            if not isinstance(data.get(key), list):
                return f"an action op's {key} must be a JSON list"
        for test in data["tests"]:
            reason = _test_reason(test)
            if reason is not None:
                return reason
    if kind in (UNDO, REDO) and not (data.get("action") is None or is_uuid4(data.get("action"))):
        return f"an {kind} op's action must be an op_uuid or null"
    if kind == DISCARD:
        actions = data.get("actions")
        if not isinstance(actions, list) or not all(is_uuid4(a) for a in actions):
            return "a discard op's actions must be a list of op_uuids"
    if kind in (CONFIRM, DISPUTE) and not _player(data.get("player")):
        return f"a {kind} op's player must be 1 or 2"
    if kind == DISPUTE and not isinstance(data.get("note"), str):
        return "a dispute op's note must be text"
    if kind == UNCONFIRM:
        players = data.get("players")
        if not isinstance(players, list) or not all(_player(p) for p in players):
            return "an unconfirm op's players must be a list of 1 and 2"
        if not isinstance(data.get("reason"), str):
            return "an unconfirm op's reason must be text"
    return None


def payload_problems(row: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(field, reason) for a row whose columns passed :data:`COLUMN_CHECKS`: the sha256 of
    the payload, its canonical form, and its shape for its kind."""
    if sha256_hex(row["payload"]) != row["sha256"]:
        return [("sha256", "is not the SHA-256 of the payload")]
    data, why = decode_payload(row["payload"])
    if data is None:
        return [("payload", why or "is not valid JSON")]
    reason = payload_reason(row["kind"], data)
    return [] if reason is None else [("payload", reason)]


def op_problems(row: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(field, reason) for each problem of one stored outbox row (column name -> value):
    every column, then the payload against its sha256 and its kind."""
    found = [
        (column, reason)
        for column, check in COLUMN_CHECKS.items()
        if (reason := check(row.get(column))) is not None
    ]
    return found or payload_problems(row)


def check_target(value: Any) -> str:
    """An archive's name for ``outbox_acks``: host:port/dbname, never a URL or a password."""
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_TARGET:
        raise InvalidField("target", value, f"must be text of 1 to {MAX_TARGET} characters")
    if _TARGET_BAD.search(value):
        raise InvalidField(
            "target",
            value,
            "must name the archive as host:port/dbname (no spaces, no URL, never a password)",
        )
    return value


def target_problem(value: Any) -> str | None:
    try:
        check_target(value)
    except InvalidField as exc:
        return exc.why
    return None


def check_acked_seq(value: Any) -> str | None:
    return None if _whole(value) else "must be a whole number of at least 0"


def check_optional_sha256(value: Any) -> str | None:
    return None if value is None else check_sha256(value)


def check_optional_stamp(value: Any) -> str | None:
    return None if value is None else check_stamp(value)


#: outbox_acks column -> its check.
ACK_CHECKS: dict[str, Callable[[Any], str | None]] = {
    "target": target_problem,
    "acked_seq": check_acked_seq,
    "ops_hash": check_optional_sha256,
    "acked_at": check_optional_stamp,
}


# ---------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class Op:
    """One outbox row as stored (``payload`` is the canonical JSON text)."""

    seq: int
    op_uuid: str
    kind: str
    payload: str
    sha256: str
    created_at: str

    def data(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.payload)  # a JSON object, checked when read
        return data

    def to_push(self) -> dict[str, Any]:
        """The op as ``push_ops`` takes it (docs/sync-protocol.md)."""
        return {
            "seq": self.seq,
            "op_uuid": self.op_uuid,
            "kind": self.kind,
            "payload": self.data(),
            "sha256": self.sha256,
            "created_at": self.created_at,
        }

    def listing(self) -> dict[str, Any]:
        """What ``adjutant outbox --json`` prints for the op."""
        return {
            "seq": self.seq,
            "kind": self.kind,
            "op_uuid": self.op_uuid,
            "sha256": self.sha256,
            "created_at": self.created_at,
        }


@dataclass(frozen=True, slots=True)
class Ack:
    target: str
    acked_seq: int
    ops_hash: str | None
    acked_at: str | None


_OP_COLUMNS = ("seq", "op_uuid", "kind", "payload", "sha256", "created_at")


@contextmanager
def _reading(source: Any) -> Iterator[sqlite3.Connection]:
    if isinstance(source, sqlite3.Connection):
        yield source
        return
    with source.read() as conn:
        yield conn


def _path(source: Any) -> Path | None:
    return None if isinstance(source, sqlite3.Connection) else getattr(source, "path", None)


def _damaged(source: Any, record: str, problems: list[tuple[str, str]]) -> DamagedGame:
    return damaged_by(_path(source), [f"{record}: {field}: {why}" for field, why in problems])


def _check_bound(name: str, value: Any, low: int = 0) -> int:
    if not _whole(value, low):
        raise InvalidField(name, value, f"must be a whole number of at least {low}")
    return int(value)


def _op(source: Any, values: Sequence[Any]) -> Op:
    row = dict(zip(_OP_COLUMNS, values, strict=True))
    problems = op_problems(row)
    if problems:
        raise _damaged(source, f"outbox op {row['seq']}", problems)
    return Op(**row)


def read_ops(
    source: Game | sqlite3.Connection,
    after_seq: int = 0,
    *,
    max_count: int = 500,
    max_bytes: int = 1_000_000,
) -> list[Op]:
    """The ops with ``seq > after_seq``, in order: at most ``max_count`` of them and, past
    the first, no more than ``max_bytes`` of payload (UTF-8) in all. The first op comes
    even when it alone is larger (a pusher must never stall on one big op)."""
    _check_bound("after_seq", after_seq)
    _check_bound("max_count", max_count, 1)
    _check_bound("max_bytes", max_bytes, 1)
    out: list[Op] = []
    size = 0
    with _reading(source) as conn:
        cursor = conn.execute(
            f"SELECT {', '.join(_OP_COLUMNS)} FROM outbox WHERE seq > ? ORDER BY seq LIMIT ?",
            (after_seq, max_count),
        )
        for values in cursor:
            op = _op(source, values)
            weight = len(op.payload.encode("utf-8"))
            if out and size + weight > max_bytes:
                break
            out.append(op)
            size += weight
    return out


def iter_ops(source: Game | sqlite3.Connection, after_seq: int = 0) -> Iterator[Op]:
    """Every op after ``after_seq``, in order (read in batches, each checked)."""
    while True:
        batch = read_ops(source, after_seq, max_count=1000, max_bytes=8_000_000)
        if not batch:
            return
        yield from batch
        after_seq = batch[-1].seq


def head_seq(source: Game | sqlite3.Connection) -> int:
    """The highest seq of the outbox (0 when it is empty)."""
    with _reading(source) as conn:
        value = conn.execute("SELECT max(seq) FROM outbox").fetchone()[0]
    if value is None:
        return 0
    reason = check_seq(value)
    if reason is not None:
        raise _damaged(source, "the outbox", [("seq", reason)])
    return int(value)


def count_after(source: Game | sqlite3.Connection, after_seq: int) -> int:
    """How many ops come after ``after_seq`` (the ones waiting to be sent)."""
    _check_bound("after_seq", after_seq)
    with _reading(source) as conn:
        count: int = conn.execute(
            "SELECT count(*) FROM outbox WHERE seq > ?", (after_seq,)
        ).fetchone()[0]
        return count


def hash_lines(ops: Iterable[tuple[int, str, str]]) -> str:
    """The contract's ops hash of (seq, op_uuid, sha256) triples in seq order."""
    import hashlib

    digest = hashlib.sha256()
    for seq, op_uuid, sha in ops:
        digest.update(f"{seq}:{op_uuid}:{sha}\n".encode())
    return digest.hexdigest()


def ops_hash(source: Game | sqlite3.Connection, upto_seq: int) -> str:
    """Lower-case hex SHA-256 of one line ``f"{seq}:{op_uuid}:{sha256}\\n"`` per op with
    ``seq <= upto_seq``, in seq order (docs/sync-protocol.md)."""
    _check_bound("upto_seq", upto_seq)

    def checked(rows: Iterable[Any]) -> Iterator[tuple[int, str, str]]:
        for seq, op_uuid, sha in rows:
            problems = [
                (f, why)
                for f, why in (
                    ("seq", check_seq(seq)),
                    ("op_uuid", check_op_uuid(op_uuid)),
                    ("sha256", check_sha256(sha)),
                )
                if why is not None
            ]
            if problems:
                raise _damaged(source, f"outbox op {seq}", problems)
            yield seq, op_uuid, sha

    with _reading(source) as conn:
        rows = conn.execute(
            "SELECT seq, op_uuid, sha256 FROM outbox WHERE seq <= ? ORDER BY seq", (upto_seq,)
        )
        return hash_lines(checked(rows))


_hash_upto = ops_hash  # record_ack takes a parameter of that name


def ack(source: Game | sqlite3.Connection, target: str) -> Ack | None:
    """What ``target`` acknowledged, or None when it never did."""
    check_target(target)
    with _reading(source) as conn:
        row = conn.execute(
            "SELECT target, acked_seq, ops_hash, acked_at FROM outbox_acks WHERE target = ?",
            (target,),
        ).fetchone()
    if row is None:
        return None
    values = dict(zip(ACK_CHECKS, row, strict=True))
    problems = [
        (c, why) for c, check in ACK_CHECKS.items() if (why := check(values[c])) is not None
    ]
    if problems:
        raise _damaged(source, f"the acknowledgement of {target}", problems)
    return Ack(**values)


def acked_seq(source: Game | sqlite3.Connection, target: str) -> int:
    """The highest seq ``target`` acknowledged (0 when none)."""
    found = ack(source, target)
    return 0 if found is None else found.acked_seq


def record_ack(source: Game | sqlite3.Connection, target: str, seq: int, ops_hash: str) -> None:
    """Note that ``target`` committed every op up to ``seq`` and that its hash of them is
    ``ops_hash``. Refused (InvalidField, nothing written) when ``seq`` is past the outbox
    or the hash differs from this file's (the two sides do not hold the same ops).

    Written in its own short transaction, outside any action: it is never undone."""
    check_target(target)
    _check_bound("seq", seq)
    if not is_sha256(ops_hash):
        raise InvalidField("ops_hash", ops_hash, "must be 64 lower-case hex digits")
    if getattr(source, "_action_scope", None) is not None:
        raise StoreError("An acknowledgement is never part of an action.", _path(source))
    head = head_seq(source)
    if seq > head:
        raise InvalidField("seq", seq, f"is past the outbox (its last op is {head})")
    mine = _hash_upto(source, seq)
    if mine != ops_hash:
        raise InvalidField(
            "ops_hash", ops_hash, f"differs from this game's hash of its ops up to {seq} ({mine})"
        )
    values = (target, seq, ops_hash, utc_stamp())
    sql = (
        "INSERT INTO outbox_acks (target, acked_seq, ops_hash, acked_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (target) DO UPDATE SET acked_seq = excluded.acked_seq, "
        "ops_hash = excluded.ops_hash, acked_at = excluded.acked_at"
    )
    if isinstance(source, sqlite3.Connection):
        own = not source.in_transaction
        if own:
            source.execute("BEGIN IMMEDIATE")
        try:
            source.execute(sql, values)
        except BaseException:
            if own and source.in_transaction:
                source.execute("ROLLBACK")
            raise
        if own:
            source.execute("COMMIT")
        return
    with source.transaction() as s:
        s.connection().exec_driver_sql(sql, values)


# ---------------------------------------------------------------- replay


@dataclass(frozen=True, slots=True)
class Replayed:
    """An action as the outbox says it stands: its journal id and label, undone or not."""

    op_uuid: str
    seq: int
    action_id: int
    label: str
    undone: bool


def replay(ops: Iterable[Op]) -> tuple[dict[str, Replayed], list[str]]:
    """The actions the ops say the journal holds (op_uuid -> Replayed, in the order they
    were done), and what did not add up (an undo of an action the outbox never had...)."""
    state: dict[str, Replayed] = {}
    problems: list[str] = []
    for op in ops:
        data = op.data()
        if op.kind in ACTION_KINDS:
            state[op.op_uuid] = Replayed(
                op.op_uuid, op.seq, data["action_id"], data["label"], False
            )
        elif op.kind in (UNDO, REDO):
            target = data.get("action")
            if target is None:
                continue  # an action made before the outbox: the archive never had it
            if target not in state:
                problems.append(f"outbox op {op.seq}: {op.kind} of an action no op recorded")
                continue
            was = state[target]
            if was.undone == (op.kind == UNDO):
                problems.append(f"outbox op {op.seq}: {op.kind} of an action already so")
            state[target] = Replayed(
                was.op_uuid, was.seq, was.action_id, was.label, op.kind == UNDO
            )
        elif op.kind == DISCARD:
            for target in data["actions"]:
                gone = state.pop(target, None)
                if gone is None or not gone.undone:
                    problems.append(f"outbox op {op.seq}: discards an action that was not undone")
    return state, problems


def journal_problems(conn: sqlite3.Connection, limit: int = 20) -> list[str]:
    """Where the outbox replayed from its start and the undo journal disagree: each
    journal action with an op_uuid must be an action the ops say is there, with the same
    id, label and undone state, and the other way round. DamagedGame for a bad op."""
    ops, problems = replay(iter_ops(conn))
    journal = {
        r[0]: r[1:]
        for r in conn.execute(
            "SELECT op_uuid, id, label, undone FROM actions WHERE op_uuid IS NOT NULL"
        )
    }
    for op_uuid, (action_id, label, undone) in journal.items():
        seen = ops.get(op_uuid)
        if seen is None:
            problems.append(f"action {action_id}: op_uuid: no op of the outbox recorded it")
        elif (seen.action_id, seen.label, seen.undone) != (action_id, label, bool(undone)):
            problems.append(
                f"action {action_id}: the outbox says action {seen.action_id} “{seen.label}”"
                f"{' undone' if seen.undone else ''} (op {seen.seq})"
            )
    for op_uuid, seen in ops.items():
        if op_uuid not in journal:
            problems.append(
                f"outbox op {seen.seq}: records action {seen.action_id}, which the undo "
                "journal does not hold"
            )
    return problems[:limit]

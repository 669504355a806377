"""The push format both ends of docs/sync-protocol.md agree on (issue 25).

For :mod:`adjutant.archive.client`, :mod:`adjutant.archive.pusher` and the tests. The
server's side of the same numbers is in ``db/archive/versions`` (``push_ops``); a test
reads them back from the server and compares.

- :data:`FORMAT` — ``"MAJOR.MINOR"`` of the protocol, sent with every batch; the server
  takes its own major and refuses a newer one naming both.
- The server's limits per call (:data:`SERVER_MAX_OPS`, :data:`SERVER_MAX_BYTES`,
  :data:`SERVER_MAX_OP_BYTES`) and the pusher's default batch (:data:`BATCH_OPS`,
  :data:`BATCH_BYTES`), well under them.
- :func:`wire_op` — one outbox row as the JSON object ``push_ops`` takes.
- :func:`ops_hash` — the game's ops as one SHA-256, the same text the server hashes.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

FORMAT = "1.0"
FORMAT_MAJOR = 1

#: What the server takes in one call (push_ops refuses more, naming the limit).
SERVER_MAX_OPS = 1000
SERVER_MAX_BYTES = 8 * 1024 * 1024
SERVER_MAX_OP_BYTES = 1024 * 1024

#: The pusher's batch: at most this many ops and about this many bytes of JSON (one op
#: bigger than that goes alone). Small enough that a batch is one quick transaction on a
#: venue LAN, large enough that 1,000 waiting ops go in a handful of calls.
BATCH_OPS = 200
BATCH_BYTES = 512 * 1024

#: The hash of a game with no ops (SHA-256 of nothing).
EMPTY_HASH = hashlib.sha256(b"").hexdigest()

UUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
SHA256_RE = re.compile(r"^[0-9a-f]{64}$")
#: An op's kind as the server stores it: a short lower-case word (kinds may be added in
#: a minor version, so the server does not refuse one it does not know).
KIND_RE = re.compile(r"^[a-z][a-z_]{0,31}$")


def canonical_json(obj: Any) -> str:
    """The canonical JSON of docs/sync-protocol.md (until the store's helper exists)."""
    return json.dumps(
        obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )


def wire_op(
    seq: int, op_uuid: str, kind: str, payload: Mapping[str, Any], sha256: str, created_at: str
) -> dict[str, Any]:
    """One op as ``push_ops`` takes it (docs/sync-protocol.md, "The push")."""
    return {
        "seq": seq,
        "op_uuid": op_uuid,
        "kind": kind,
        "payload": dict(payload),
        "sha256": sha256,
        "created_at": created_at,
    }


def op_line(seq: int, op_uuid: str, sha256: str) -> str:
    return f"{seq}:{op_uuid}:{sha256}\n"


def ops_hash(lines: Iterable[tuple[int, str, str]]) -> str:
    """SHA-256 (hex) of one ``seq:op_uuid:sha256`` line per op, in ``seq`` order."""
    digest = hashlib.sha256()
    for seq, op_uuid, sha256 in lines:
        digest.update(op_line(seq, op_uuid, sha256).encode("utf-8"))
    return digest.hexdigest()


def wire_size(op: Mapping[str, Any]) -> int:
    """The bytes one op adds to a batch's JSON (what the byte limits count)."""
    return len(json.dumps(op, ensure_ascii=False, separators=(",", ":")).encode("utf-8")) + 1


def parse_format(text: str) -> tuple[int, int] | None:
    match = re.fullmatch(r"(\d{1,4})\.(\d{1,4})", text or "")
    return (int(match.group(1)), int(match.group(2))) if match else None

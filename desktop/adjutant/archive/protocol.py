"""The numbers both ends of docs/sync-protocol.md agree on (issue 25).

For :mod:`adjutant.archive.client`, :mod:`adjutant.archive.pusher` and the tests. The
game file's side (the format's version, canonical JSON, an op as ``push_ops`` takes it,
the ops hash) is ``adjutant.store.format.outbox``'s, used here as it is; the server's side of
the same numbers is in ``db/archive/versions`` (``push_ops``), and a test holds the two
to each other.

- :data:`FORMAT` — ``"MAJOR.MINOR"`` sent with every batch; the server takes its own major
  and refuses a newer one naming both.
- The server's limits per call (:data:`SERVER_MAX_OPS`, :data:`SERVER_MAX_BYTES`,
  :data:`SERVER_MAX_OP_BYTES`) and the pusher's default batch (:data:`BATCH_OPS`,
  :data:`BATCH_BYTES`), well under them.
"""

from __future__ import annotations

import re

from adjutant.store.format.outbox import FORMAT, hash_lines

FORMAT_MAJOR = int(FORMAT.split(".")[0])

#: What the server takes in one call (push_ops refuses more, naming the limit).
SERVER_MAX_OPS = 1000
SERVER_MAX_BYTES = 8 * 1024 * 1024
SERVER_MAX_OP_BYTES = 1024 * 1024

#: The pusher's batch: at most this many ops and about this many bytes of payload (one
#: op bigger than that goes alone). Small enough that a batch is one quick transaction
#: on a venue LAN, large enough that 1,000 waiting ops go in a handful of calls.
BATCH_OPS = 200
BATCH_BYTES = 512 * 1024

#: The hash of a game with no ops (docs/sync-protocol.md's hash of no lines).
EMPTY_HASH = hash_lines(())


def parse_format(text: str) -> tuple[int, int] | None:
    match = re.fullmatch(r"(\d{1,4})\.(\d{1,4})", text or "")
    return (int(match.group(1)), int(match.group(2))) if match else None

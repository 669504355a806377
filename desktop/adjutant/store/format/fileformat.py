"""What marks a file as an Adjutant game, its phases and connection settings: no SQLAlchemy.

For ``adjutant.store.file.game`` (checks at open), ``models`` (which re-exports them),
``migrate`` and ``check`` (issue 3). They live apart from the ORM schema so that
opening and reading a game imports no SQLAlchemy (issue 9, launch goal).
"""

from __future__ import annotations

from datetime import UTC, datetime

# "ADJT": PRAGMA application_id marks a file as an Adjutant game (a signed 32-bit value).
APPLICATION_ID = 0x41444A54
# PRAGMA user_version at head, and the Alembic revision for each schema version.
SCHEMA_VERSION = 4
REVISIONS = {
    1: "0001_initial",
    2: "0002_side_colour",
    3: "0003_unit_strength_profile",
    4: "0004_outbox_match_record",
}
HEAD_REVISION = REVISIONS[SCHEMA_VERSION]

PHASES = ("command", "charge", "movement", "melee", "end")

# How every connection to a game file is set up (the writer's and the reader's).
BUSY_TIMEOUT_MS = 2000
# On every connection to a game file, the writer's and the reader's: the reader
# writes no row, but when it is the last connection to close it checkpoints the
# write-ahead log into the file, and that must be as durable as a commit.
# macOS: fsync() leaves the data in the drive's cache, which a dying battery loses;
# F_FULLFSYNC flushes it. SQLite ignores these where F_FULLFSYNC does not exist
# (Linux, Windows flush through FlushFileBuffers/fsync already).
DURABILITY_PRAGMAS = (
    "PRAGMA synchronous = FULL",
    "PRAGMA fullfsync = ON",
    "PRAGMA checkpoint_fullfsync = ON",
)


def now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)

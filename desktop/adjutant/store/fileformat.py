"""What marks a file as an Adjutant game, and the turn's phases: constants without SQLAlchemy.

For ``adjutant.store.game`` (checks at open), ``models`` (which re-exports them),
``migrate`` and ``check`` (issue 3). They live apart from the ORM schema so that
opening and reading a game imports no SQLAlchemy (issue 9, launch goal).
"""

from __future__ import annotations

# "ADJT": PRAGMA application_id marks a file as an Adjutant game (a signed 32-bit value).
APPLICATION_ID = 0x41444A54
# PRAGMA user_version at head, and the Alembic revision for each schema version.
SCHEMA_VERSION = 3
REVISIONS = {1: "0001_initial", 2: "0002_side_colour", 3: "0003_unit_strength_profile"}
HEAD_REVISION = REVISIONS[SCHEMA_VERSION]

PHASES = ("command", "charge", "movement", "melee", "end")

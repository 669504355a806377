"""Alembic environment of the event archive's schema on PostgreSQL (issue 25).

Run in-process by ``adjutant.archive.server.init_archive`` (no alembic.ini): the caller
passes an open SQLAlchemy connection in ``config.attributes["connection"]``, already in
its transaction and acting as the archive's owner role (``SET ROLE``), so every object a
revision makes belongs to that role. One transaction for the whole upgrade: a failure
leaves the archive as it was. The version table lives in the archive's own schema.
"""

from __future__ import annotations

from alembic import context

SCHEMA = "adjutant_archive"

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only ever run through init_archive
    raise SystemExit("db/archive is run by 'adjutant server init URL', not by alembic itself")
context.configure(
    connection=connection,
    target_metadata=None,
    version_table_schema=SCHEMA,
)
with context.begin_transaction():
    context.run_migrations()

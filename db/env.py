"""Alembic environment for Adjutant game files (issue 3).

Run programmatically by ``adjutant.store.file.migrate`` (no alembic.ini): the caller
passes an open SQLAlchemy connection in ``config.attributes["connection"]``.
Works from a checkout and from a PyInstaller bundle, because the script folder
is found with ``adjutant.paths.db_dir()``. Batch mode, because SQLite cannot
ALTER most things in place.
"""

from __future__ import annotations

from alembic import context

from adjutant.store.file.models import Base

config = context.config
target_metadata = Base.metadata


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        from sqlalchemy import create_engine

        url = config.get_main_option("sqlalchemy.url")
        with create_engine(url).connect() as conn:
            _run(conn)
            conn.commit()
        return
    _run(connection)


def _run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,
        # One transaction per revision: a failure leaves the file at the last good one.
        transaction_per_migration=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=target_metadata,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()
else:
    run_migrations_online()

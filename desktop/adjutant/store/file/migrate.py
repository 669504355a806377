"""Schema migrations with Alembic, run in-process (issue 3).

For ``adjutant.store.file.game`` only, and imported only when a file needs
upgrading: importing Alembic costs about 190 ms, which a normal start-up
should not pay. The scripts live in ``db/`` (``adjutant.paths.db_dir()``);
the Config is built in code, so no alembic.ini is needed at run time.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import cast

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Engine

from adjutant.paths import db_dir
from adjutant.store.errors import raise_classified
from adjutant.store.file.models import APPLICATION_ID, SCHEMA_VERSION


def config(connection: Connection | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(db_dir()))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


def backup_path_for(path: Path, version: int) -> Path:
    """``game.adjutant`` -> ``game.schema1-backup.adjutant`` (numbered if taken)."""
    stem, suffix = path.stem, path.suffix or ".adjutant"
    candidate = path.with_name(f"{stem}.schema{version}-backup{suffix}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}.schema{version}-backup-{n}{suffix}")
        n += 1
    return candidate


def backup(engine: Engine, path: Path, version: int) -> Path:
    """A consistent copy of the game beside it (SQLite backup API: WAL content included)."""
    target = backup_path_for(path, version)
    try:
        with engine.connect() as conn:
            # A game's engine is SQLite's: its driver connection is sqlite3's.
            source = cast(sqlite3.Connection, conn.connection.driver_connection)
            dest = sqlite3.connect(target)
            try:
                source.backup(dest)
                # A backup is one self-contained file, not a WAL database with side files.
                dest.execute("PRAGMA journal_mode = DELETE")
            finally:
                dest.close()
            conn.rollback()
    except BaseException as exc:
        target.unlink(missing_ok=True)
        raise_classified(exc, target)
    return target


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Upgrade to ``revision``, then set ``user_version`` (SQLite) to match."""
    with engine.connect() as conn:
        command.upgrade(config(conn), revision)
        conn.commit()
    if engine.dialect.name == "sqlite" and revision == "head":
        raw = engine.raw_connection()
        try:
            # SQLite's dialect (checked just above): the driver connection is sqlite3's.
            driver = cast(sqlite3.Connection, raw.driver_connection)
            driver.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            driver.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            # Settle the new version into the main file's header now.
            driver.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            raw.close()

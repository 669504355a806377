"""Helpers shared by the store tests: DB snapshots and file digests."""

from __future__ import annotations

import hashlib
from pathlib import Path

from adjutant.store.game import Game


def snapshot(game: Game) -> dict[str, list[tuple]]:
    """Every row of every game table (the undo journal excluded), sorted."""
    with game.engine.connect() as conn:
        raw = conn.connection.driver_connection
        names = [
            r[0]
            for r in raw.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT IN "
                "('actions', 'action_rows', 'alembic_version')"
            )
        ]
        out = {n: sorted(raw.execute(f'SELECT * FROM "{n}"').fetchall(), key=repr) for n in names}
        conn.rollback()
    return out


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()

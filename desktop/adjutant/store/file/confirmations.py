"""The match record's confirmations as every action sees them (issue 24).

For the writer (``file.writer``): at the start of each action the record's hash while a
confirmation stands, and at its end, when the record's content changed, the confirmations
cleared in the same action. The record services (``services.record``) use the same reads.
Here, below the services, so the writer does not import the layer above it (issue 23).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from adjutant.store.file.models import MatchPlayer
from adjutant.store.record.match import MatchRecord as RecordInfo
from adjutant.store.record.match import read_record

if TYPE_CHECKING:
    from adjutant.store.file.game import Game


def raw_connection(s: Session) -> Any:
    """The driver's own connection under ``s`` (plain sqlite3 reads in the action)."""
    return s.connection().connection.driver_connection


def current(s: Session, game: Game) -> RecordInfo:
    """The record as this transaction sees it (pending changes flushed first)."""
    s.flush()
    return read_record(raw_connection(s), game.path)


def clear_confirmations(s: Session, game: Game) -> list[int]:
    """Clear every standing confirmation (the PINs stay); -> the players whose it was."""
    cleared = []
    for p in s.scalars(select(MatchPlayer).order_by(MatchPlayer.id)):
        if p.confirmed_at is not None:
            p.confirmed_at = None
            p.confirmed_sha256 = None
            cleared.append(p.id)
    s.flush()
    return cleared


def confirmed_players(s: Session) -> list[int]:
    return list(
        s.scalars(
            select(MatchPlayer.id)
            .where(MatchPlayer.confirmed_at.is_not(None))
            .order_by(MatchPlayer.id)
        )
    )


def unconfirm_if_changed(s: Session, game: Game, before: str | None) -> list[int]:
    """For the writer, at the end of any other action: when confirmations stood and the
    record's content (``before``: its hash when the action began) changed — a roll, a new
    turn — clear them in this action. -> the players whose confirmation was cleared."""
    if before is None:
        return []
    if current(s, game).record_sha256 == before:
        return []
    return clear_confirmations(s, game)


def confirmed_hash(s: Session, game: Game) -> str | None:
    """The record's hash when some confirmation stands (for the writer, at the start of
    every action: one indexed look-up on the driver's connection, no ORM), else None."""
    found = (
        raw_connection(s)
        .execute("SELECT 1 FROM match_players WHERE confirmed_at IS NOT NULL LIMIT 1")
        .fetchone()
    )
    if found is None:
        return None
    return current(s, game).record_sha256

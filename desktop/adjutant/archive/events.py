"""The organiser's writes to the event archive: events and their rosters (issue 26).

For ``adjutant server event`` and ``adjutant server players`` (:mod:`adjutant.cli.organiser_tools`)
and the tests. Runs on an owner's URL (the organiser who ran ``adjutant server init``),
through :mod:`adjutant.archive.server`'s connection, acting as the archive's owner role.
The organiser window never calls this module: it reads through the viewer role
(:mod:`adjutant.archive.reading`).

- :func:`define_event` — create an event, or change one of that name (rounds, scoring,
  points, bands, tie-breaks, luck hidden); one transaction; a ``NOTIFY adjutant_archive``
  ``{"what": "event", "event": NAME}`` tells the open organiser windows.
- :func:`set_roster` — the event's players as the organiser registered them (name,
  player code, club): the standings' club column, and a name or code the records share.
- :func:`read_roster_csv` — a roster from a CSV file (a header row with ``name``, and
  optionally ``player_code`` and ``club``), checked before anything is written.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass

from adjutant.archive.scoring import EventSettings, SettingsError, check_name
from adjutant.archive.server import SCHEMA, ServerError, _archive_roles, _connect, _ident, _reason

#: A roster file larger than this is not a roster.
MAX_ROSTER_BYTES = 2 * 1024 * 1024
MAX_ROSTER_PLAYERS = 5000


@dataclass(frozen=True)
class RosterPlayer:
    name: str
    player_code: str | None = None
    club: str | None = None


def _notify(conn, event: str) -> None:
    from sqlalchemy import text

    conn.execute(
        text("SELECT pg_notify('adjutant_archive', :payload)"),
        {"payload": json.dumps({"what": "event", "event": event})},
    )


def define_event(url: str, settings: EventSettings) -> bool:
    """Create the event ``settings.name`` or replace its settings; True when created."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    conn, _line = _connect(url)
    try:
        with conn.begin():
            roles = _archive_roles(conn)
            conn.execute(text(f"SET LOCAL ROLE {_ident(roles.owner)}"))
            win, draw, loss = settings.points
            row = conn.execute(
                text(
                    f"INSERT INTO {SCHEMA}.events (name, event_date, rounds, scoring, "
                    "win_points, draw_points, loss_points, tiebreaks, hide_luck) "
                    "VALUES (:name, :date, :rounds, :scoring, :win, :draw, :loss, "
                    "CAST(:tiebreaks AS text[]), :hide) "
                    "ON CONFLICT (name) DO UPDATE SET event_date = excluded.event_date, "
                    "rounds = excluded.rounds, scoring = excluded.scoring, "
                    "win_points = excluded.win_points, draw_points = excluded.draw_points, "
                    "loss_points = excluded.loss_points, tiebreaks = excluded.tiebreaks, "
                    "hide_luck = excluded.hide_luck, updated_at = now() "
                    "RETURNING event_id, (xmax = 0) AS created"
                ),
                {
                    "name": settings.name,
                    "date": settings.event_date,
                    "rounds": settings.rounds,
                    "scoring": settings.scoring,
                    "win": win,
                    "draw": draw,
                    "loss": loss,
                    "tiebreaks": list(settings.tiebreaks),
                    "hide": settings.hide_luck,
                },
            ).one()
            conn.execute(
                text(f"DELETE FROM {SCHEMA}.event_bands WHERE event_id = :e"), {"e": row.event_id}
            )
            conn.execute(
                text(
                    f"INSERT INTO {SCHEMA}.event_bands "
                    "(event_id, min_margin, winner_points, loser_points) "
                    "VALUES (:e, :low, :win, :lose)"
                ),
                [
                    {
                        "e": row.event_id,
                        "low": b.min_margin,
                        "win": b.winner_points,
                        "lose": b.loser_points,
                    }
                    for b in settings.bands
                ],
            )
            _notify(conn, settings.name)
            conn.execute(text("RESET ROLE"))
    except DBAPIError as exc:
        raise ServerError(f"the event could not be saved: {_reason(exc)}") from None
    finally:
        conn.close()
    return bool(row.created)


def set_roster(url: str, event: str, players: Sequence[RosterPlayer]) -> int:
    """Replace the roster of ``event`` (which must exist); the number of players."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    check_name(event)
    conn, _line = _connect(url)
    try:
        with conn.begin():
            roles = _archive_roles(conn)
            conn.execute(text(f"SET LOCAL ROLE {_ident(roles.owner)}"))
            event_id = conn.execute(
                text(f"SELECT event_id FROM {SCHEMA}.events WHERE name = :n"), {"n": event}
            ).scalar()
            if event_id is None:
                raise ServerError(
                    f"there is no event {event!r}: create it first (adjutant server event)"
                )
            conn.execute(
                text(f"DELETE FROM {SCHEMA}.event_players WHERE event_id = :e"), {"e": event_id}
            )
            if players:
                conn.execute(
                    text(
                        f"INSERT INTO {SCHEMA}.event_players (event_id, name, player_code, club) "
                        "VALUES (:e, :name, :code, :club)"
                    ),
                    [
                        {"e": event_id, "name": p.name, "code": p.player_code, "club": p.club}
                        for p in players
                    ],
                )
            _notify(conn, event)
            conn.execute(text("RESET ROLE"))
    except DBAPIError as exc:
        raise ServerError(f"the roster could not be saved: {_reason(exc)}") from None
    finally:
        conn.close()
    return len(players)


def _cell(row: dict, column: str, limit: int, line: int) -> str | None:
    value = (row.get(column) or "").strip()
    if len(value) > limit or any(ord(ch) < 32 for ch in value):
        raise SettingsError(f"line {line}: {column} is one line of at most {limit} characters")
    return value or None


def read_roster_csv(data: bytes) -> list[RosterPlayer]:
    """The players of a roster CSV (UTF-8, a header row naming ``name``, and optionally
    ``player_code`` and ``club``); :class:`SettingsError` names the first bad line."""
    if len(data) > MAX_ROSTER_BYTES:
        raise SettingsError(f"a roster file is at most {MAX_ROSTER_BYTES} bytes")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SettingsError("a roster file is UTF-8 text (CSV)") from None
    reader = csv.DictReader(io.StringIO(text))
    columns = {c.strip().lower() for c in reader.fieldnames or []}
    if "name" not in columns:
        raise SettingsError("a roster's header row names a 'name' column")
    players: list[RosterPlayer] = []
    seen: set[str] = set()
    for line, raw in enumerate(reader, start=2):
        row = {(k or "").strip().lower(): v for k, v in raw.items() if isinstance(v, str)}
        name = _cell(row, "name", 200, line)
        if name is None:
            continue
        if name in seen:
            raise SettingsError(f"line {line}: {name!r} is on the roster twice")
        seen.add(name)
        players.append(
            RosterPlayer(name, _cell(row, "player_code", 64, line), _cell(row, "club", 200, line))
        )
        if len(players) > MAX_ROSTER_PLAYERS:
            raise SettingsError(f"a roster has at most {MAX_ROSTER_PLAYERS} players")
    return players


__all__ = ["RosterPlayer", "define_event", "read_roster_csv", "set_roster"]

"""The match record as it stands: read, derived and exported (issue 24).

For the record's window and slip, ``adjutant record`` / ``export-record``, the record's
services (``record_services``) and the writer, which puts the record in every outbox op
whose transaction changed it (docs/sync-protocol.md). Reads through a plain ``sqlite3``
connection (the reader's, or the writer's own inside its transaction): no SQLAlchemy,
no Qt.

- :func:`read_record` ``(conn)`` -> :class:`MatchRecord`: what the players entered, with
  what the store derives from it and from the game: each player's total, the result
  (from the points where there are points, else as entered), the rounds played, the
  luck of each player (``adjutant.store.record.luck``, physical and virtual dice apart), the
  state (draft, confirmed, disputed) and ``record_sha256``, the SHA-256 of the record's
  canonical JSON (its content: what both players confirm).
- :meth:`MatchRecord.to_json`: the export's shape, ``"schema": "adjutant.match/1"``
  (``resources/schemas/match-1.schema.json``); never a PIN, its salt or its hash.
- :func:`match_record` ``(game)``: the same for an open game (the window, the tools).
- :func:`players_by_side` ``(conn)``: side id -> player number (1 or 2).

Until the players change it there is no stored record: it reads as a draft with player 1
on the side that moves first and player 2 on the other, their factions filled from
their imported army lists where there are some.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjutant.store.errors import damaged_by
from adjutant.store.format.record_values import OPPOSITE, PLAYERS
from adjutant.store.record import luck as store_luck

#: An army list's SHA-256 as the import stores it (issue 24).
_SHA256 = re.compile("[0-9a-f]{64}")

if TYPE_CHECKING:
    from adjutant.store.file.game import Game

SCHEMA = "adjutant.match/1"
DRAFT, CONFIRMED, DISPUTED = "draft", "confirmed", "disputed"
#: The keys of the export that are not the record's content (what both players confirm):
#: its state, its own hash, the version of the program that wrote it, the dispute.
NOT_CONTENT = ("state", "record_sha256", "app_version", "dispute")


@dataclass(frozen=True, slots=True)
class Round:
    primary: int
    secondary: int

    @property
    def total(self) -> int:
        return self.primary + self.secondary


@dataclass(frozen=True, slots=True)
class LuckLine:
    """One player's tests rolled with one kind of dice."""

    player: int
    side: str | None
    dice_source: str  # "virtual" | "physical"
    luck: store_luck.Luck

    def to_json(self) -> dict[str, Any]:
        z = self.luck.z
        return {
            "player": self.player,
            "side": self.side,
            "dice_source": self.dice_source,
            "tests": self.luck.rolls,
            "expected": f"{self.luck.expected.numerator}/{self.luck.expected.denominator}",
            "achieved": self.luck.achieved,
            "z": None if z is None else round(z, 4),
        }


@dataclass(frozen=True, slots=True)
class Player:
    number: int  # 1 or 2
    side_id: int | None
    side_name: str | None
    name: str
    player_code: str | None
    faction: str
    list_sha256: str | None
    rounds: tuple[Round, ...]
    result_entered: str | None  # as a player entered it (a broken army, a GLAD victory)
    result: str | None  # what counts: from the points where there are points, else entered
    went_first: bool | None
    confirmed_at: str | None  # ISO time of a confirmation still standing, else None
    has_pin: bool

    @property
    def vp_total(self) -> int:
        return sum(r.total for r in self.rounds)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "player_code": self.player_code,
            "side": self.side_name,
            "faction": self.faction,
            "list_sha256": self.list_sha256,
            "went_first": self.went_first,
            "vp_by_round": [{"primary": r.primary, "secondary": r.secondary} for r in self.rounds],
            "vp_total": self.vp_total,
            "result": self.result,
            "confirmed_at": self.confirmed_at,
        }


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """The record with everything derived; :meth:`to_json` is the export."""

    stored: bool  # False: nothing entered yet (the defaults)
    game_uuid: str
    event_name: str
    event_round: int | None
    event_table: int | None
    scenario: str
    points_limit: int | None
    end_reason: str | None
    players: tuple[Player, Player]
    rounds_played: int
    luck: tuple[LuckLine, ...]
    dispute_player: int | None
    dispute_note: str
    app_version: str
    ruleset_name: str
    ruleset_sha256: str
    #: The record's hash each player confirmed (None: not confirmed).
    confirmed_sha256: tuple[str | None, str | None] = field(default=(None, None))

    def player(self, number: int) -> Player:
        return self.players[number - 1]

    def content(self) -> dict[str, Any]:
        """What both players confirm: the export without :data:`NOT_CONTENT` and without
        the confirmations' times."""
        data = self._json()
        for key in NOT_CONTENT:
            data.pop(key, None)
        for p in data["players"]:
            p.pop("confirmed_at")
        return data

    @property
    def record_sha256(self) -> str:
        from adjutant.store.format.outbox import canonical_json

        return hashlib.sha256(canonical_json(self.content()).encode("utf-8")).hexdigest()

    @property
    def state(self) -> str:
        if self.dispute_player is not None:
            return DISPUTED
        if all(p.confirmed_at is not None for p in self.players):
            return CONFIRMED
        return DRAFT

    def missing_for_confirmation(self) -> list[str]:
        """What a player must enter before the record can be confirmed (empty: nothing)."""
        missing = []
        for p in self.players:
            if not p.name:
                missing.append(f"player {p.number}'s name")
            if p.result is None:
                missing.append(f"player {p.number}'s result (victory points or a result)")
        if self.end_reason is None:
            missing.append("the end reason")
        return missing

    def _json(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "game_uuid": self.game_uuid,
            "state": self.state,
            "event": {
                "name": self.event_name,
                "round": self.event_round,
                "table": self.event_table,
            },
            "scenario": self.scenario,
            "points_limit": self.points_limit,
            "players": [p.to_json() for p in self.players],
            "end_reason": self.end_reason,
            "rounds_played": self.rounds_played,
            "luck": [line.to_json() for line in self.luck],
            "dispute": None
            if self.dispute_player is None
            else {"player": self.dispute_player, "note": self.dispute_note},
            "app_version": self.app_version,
            "ruleset": {"name": self.ruleset_name, "sha256": self.ruleset_sha256},
        }

    def to_json(self) -> dict[str, Any]:
        """The export (``"schema": "adjutant.match/1"``), with ``record_sha256``."""
        data = self._json()
        data["record_sha256"] = self.record_sha256
        return data


# ---------------------------------------------------------------- reading


def _rows(conn: sqlite3.Connection, sql: str, columns: tuple[str, ...]) -> list[dict[str, Any]]:
    return [dict(zip(columns, r, strict=True)) for r in conn.execute(sql).fetchall()]


def _checked(table: str, rows: list[dict[str, Any]], path: Path | None) -> None:
    """Every stored value of ``rows`` as the load check reads it (``stored.FIELDS``)."""
    from adjutant.store.read.stored import row_problems

    problems = [p for row in rows for p in row_problems(table, row)]
    if problems:
        raise damaged_by(path, problems)


_PLAYER_COLUMNS = (
    "id",
    "side_id",
    "name",
    "player_code",
    "faction",
    "list_sha256",
    "vp_by_round",
    "result",
    "confirmed_at",
    "confirmed_sha256",
    "pin_salt",
    "pin_hash",
)
_RECORD_COLUMNS = (
    "id",
    "event_name",
    "event_round",
    "event_table",
    "scenario",
    "points_limit",
    "first_player",
    "end_reason",
    "dispute_player",
    "dispute_note",
)


def _sides(conn: sqlite3.Connection) -> list[tuple[int, str]]:
    return conn.execute("SELECT id, name FROM sides ORDER BY position, id").fetchall()


def players_by_side(conn: sqlite3.Connection) -> dict[int, int]:
    """side id -> the record's player (1 or 2) on it: as the record says, or before there
    is a record, the first two sides in turn order."""
    chosen = {
        side: player
        for player, side in conn.execute("SELECT id, side_id FROM match_players").fetchall()
        if side is not None
    }
    if chosen:
        return chosen
    return {side: n for n, (side, _name) in enumerate(_sides(conn)[:2], start=1)}


def list_of_side(conn: sqlite3.Connection, side_id: int) -> tuple[str, str | None]:
    """(faction, list sha256) from the army list imported into a side: the list's name
    and game system ("Vanguard of the Empire — Warhammer: The Old World"), or ("", None)
    when none was. The most common source of the side's units names it."""
    counts: dict[tuple[str, str | None], int] = {}
    rows = conn.execute(
        "SELECT u.source FROM units u JOIN formations f ON f.id = u.formation_id "
        "WHERE f.side_id = ? AND u.source IS NOT NULL AND u.source != 'null'",
        (side_id,),
    ).fetchall()
    for (text,) in rows:
        try:
            source = json.loads(text)
        except (TypeError, ValueError, RecursionError):
            continue
        if not isinstance(source, dict):
            continue
        name = source.get("list") if isinstance(source.get("list"), str) else ""
        system = source.get("system") if isinstance(source.get("system"), str) else ""
        digest = source.get("sha256")
        if not (isinstance(digest, str) and _SHA256.fullmatch(digest)):
            digest = None  # a list hash is 64 hex digits, or unknown
        faction = " — ".join(x.strip() for x in (name, system) if x and x.strip())[:200]
        if faction or digest:
            key = (faction, digest)
            counts[key] = counts.get(key, 0) + 1
    if not counts:
        return "", None
    return max(counts, key=lambda k: counts[k])


def _derived_results(rounds: list[list[Round]], entered: list[str | None]) -> list[str | None]:
    """Each player's result: from the points when both have points and they differ or
    nobody entered one; as entered otherwise (a broken army, a GLAD victory)."""
    if any(entered):
        first = entered[0] or OPPOSITE.get(entered[1] or "", None)
        return [first, OPPOSITE[first] if first else None]
    if not all(rounds):
        return [None, None]
    a, b = (sum(r.total for r in rs) for rs in rounds)
    if a == b:
        return ["draw", "draw"]
    return ["win", "loss"] if a > b else ["loss", "win"]


def read_record(conn: sqlite3.Connection, path: Path | None = None) -> MatchRecord:
    """The match record read through ``conn`` (DamagedGame for a stored value no service
    writes, naming it)."""
    from adjutant._version import __version__
    from adjutant.store.format.outbox import canonical_json
    from adjutant.store.read import queries

    game = conn.execute("SELECT game_uuid, ruleset, turn FROM game WHERE id = 1").fetchone()
    if game is None:
        raise damaged_by(path, ["the game record: id: is missing"])
    game_uuid, ruleset_text, turn = game
    try:
        ruleset = json.loads(ruleset_text) if isinstance(ruleset_text, str) else {}
    except (ValueError, RecursionError):
        ruleset = {}
    ruleset = ruleset if isinstance(ruleset, dict) else {}
    ruleset_name = str(ruleset["name"]) if isinstance(ruleset.get("name"), str) else ""
    ruleset_sha = hashlib.sha256(canonical_json(ruleset).encode("utf-8")).hexdigest()

    rows = _rows(conn, f"SELECT {', '.join(_RECORD_COLUMNS)} FROM match_record", _RECORD_COLUMNS)
    _checked("match_record", rows, path)
    record = rows[0] if rows else None
    players = {
        r["id"]: r
        for r in _rows(
            conn, f"SELECT {', '.join(_PLAYER_COLUMNS)} FROM match_players", _PLAYER_COLUMNS
        )
    }
    _checked("match_players", list(players.values()), path)

    sides = dict(_sides(conn))
    by_side = players_by_side(conn)
    side_of = {player: side for side, player in by_side.items()}
    raw_rounds, entered = [], []
    for n in PLAYERS:
        row = players.get(n)
        vp = json.loads(row["vp_by_round"]) if row else []
        raw_rounds.append([Round(v["primary"], v["secondary"]) for v in vp])
        entered.append(row["result"] if row else None)
    results = _derived_results(raw_rounds, entered)

    first = record["first_player"] if record else None
    out_players = []
    for n in PLAYERS:
        row = players.get(n)
        side_id = row["side_id"] if row else side_of.get(n)
        if row is None:
            faction, digest = list_of_side(conn, side_id) if side_id is not None else ("", None)
        else:
            faction, digest = row["faction"], row["list_sha256"]
        out_players.append(
            Player(
                number=n,
                side_id=side_id,
                side_name=sides.get(side_id) if side_id is not None else None,
                name=row["name"] if row else "",
                player_code=row["player_code"] if row else None,
                faction=faction,
                list_sha256=digest,
                rounds=tuple(raw_rounds[n - 1]),
                result_entered=entered[n - 1],
                result=results[n - 1],
                went_first=None if first is None else first == n,
                confirmed_at=_stamp(row["confirmed_at"]) if row else None,
                has_pin=bool(row and row["pin_hash"]),
            )
        )

    found = store_luck.tests(queries.events_in(conn, path))
    lines = []
    for n in PLAYERS:
        side_id = side_of.get(n)
        for source in (store_luck.VIRTUAL, store_luck.PHYSICAL):
            mine = [t for t in found if t.side_id == side_id and t.dice_source == source]
            side = sides.get(side_id) if side_id is not None else None
            lines.append(LuckLine(n, side, source, store_luck.tally(mine)))

    rounds_played = max((len(r) for r in raw_rounds), default=0) or int(turn)
    confirmed = [players[n]["confirmed_sha256"] if n in players else None for n in PLAYERS]
    return MatchRecord(
        stored=record is not None or bool(players),
        game_uuid=game_uuid,
        event_name=record["event_name"] if record else "",
        event_round=record["event_round"] if record else None,
        event_table=record["event_table"] if record else None,
        scenario=record["scenario"] if record else "",
        points_limit=record["points_limit"] if record else None,
        end_reason=record["end_reason"] if record else None,
        players=(out_players[0], out_players[1]),
        rounds_played=rounds_played,
        luck=tuple(lines),
        dispute_player=record["dispute_player"] if record else None,
        dispute_note=record["dispute_note"] if record else "",
        app_version=__version__,
        ruleset_name=ruleset_name,
        ruleset_sha256=ruleset_sha,
        confirmed_sha256=(confirmed[0], confirmed[1]),
    )


def _stamp(value: str | None) -> str | None:
    """A stored confirmation time ("2027-01-10 09:00:00.123456", UTC) as ISO 8601 "...Z"."""
    if value is None:
        return None
    return value.replace(" ", "T") + ("" if value.endswith("Z") else "Z")


def match_record(game: Game) -> MatchRecord:
    """The open game's match record, read in one short transaction."""
    with game.read() as conn:
        return read_record(conn, game.path)


def export_in(conn: sqlite3.Connection) -> dict[str, Any]:
    """The record's export read through ``conn`` (the writer's, inside its transaction)."""
    return read_record(conn).to_json()


def luck_total(lines: tuple[LuckLine, ...], player: int) -> store_luck.Luck:
    """A player's luck over both kinds of dice."""
    total = store_luck.NO_LUCK
    for line in lines:
        if line.player == player:
            total = store_luck.Luck(
                total.rolls + line.luck.rolls,
                total.expected + line.luck.expected,
                total.achieved + line.luck.achieved,
                total.variance + line.luck.variance,
            )
    return total

"""Standings, factions, luck and the round board of one event, computed in the database (issue 26).

For :mod:`adjutant.archive.reading` (the organiser window's read side and ``adjutant
standings``). Each function runs one SQL statement on an open psycopg connection (the
viewer's, read-only) and returns frozen rows; every value the server returns is checked
before it is believed (:class:`BadReply`), as the pusher checks ``push_ops``' reply.

Which games count (db/archive/README.md, "The organiser's view"):

- A game belongs to an event by its record's event name, else by its table's enrolment
  event (``games.event``), and to a round by its record's round; on the board, a game
  whose record names no round yet (a game just begun) is its table's next round.
- Standings, factions and first-turn rates count **confirmed** games only (a draft or a
  disputed record is shown on the board, not scored). A record needs two players with a
  name or a player code, and a result (given, or derived from the points).
- Players are identified across games by ``result_players.player_key``: the player code
  when the record gives one, else the name (trimmed, case-folded). Give codes
  consistently (or none): a player known by code in one game and by name in another is
  two rows. The name and faction shown are those of the player's latest round; the club
  is the roster's (``event_players``, by key, else by name).
- Event points follow the event's scoring rule (:mod:`adjutant.archive.scoring`); the
  rank is SQL's ``rank()`` over event points and then the tie-breaks in the organiser's
  order, so players equal on all of them share a rank.
- Faction win rates leave out mirror games (a faction against itself scores exactly ½);
  the Wilson interval (95 %) is computed in SQL from the score (W + ½D) and the games.
- Luck counts the dice tests of every game of the event that has a record (any state),
  by the record's player of each test: tests, expected successes (the sum of the exact
  chances), successes, and z = (successes − expected) / √(Σ p(1 − p)); virtual and
  physical dice apart.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from adjutant.archive.scoring import (
    MAX_ROUNDS,
    SCORINGS,
    TIEBREAKS,
    Band,
    EventSettings,
    SettingsError,
    default_bands,
)

#: z of the two-sided 95 % interval (Wilson).
WILSON_Z = 1.959963984540054
MAX_TEXT = 200


class BadReply(Exception):
    """The server answered with something an event archive would not hold."""


# ---------------------------------------------------------------- checking values


def _bad(what: str, value: Any) -> BadReply:
    return BadReply(f"the server's reply is not an event archive's ({what}: {value!r:.40})")


def _int(value: Any, what: str, *, none: bool = False, low: int = -(2**62)) -> int | None:
    if value is None and none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value < 2**62:
        raise _bad(what, value)
    return value


def _num(value: Any, what: str, *, none: bool = False) -> Decimal | None:
    if value is None and none:
        return None
    if isinstance(value, bool) or not isinstance(value, int | Decimal | float):
        raise _bad(what, value)
    number = Decimal(str(value)) if isinstance(value, float) else Decimal(value)
    if not number.is_finite() or abs(number) > Decimal(10) ** 15:
        raise _bad(what, value)
    return number


def _float(value: Any, what: str, *, none: bool = True) -> float | None:
    if value is None and none:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        raise _bad(what, value)
    number = float(value)
    if number != number or abs(number) > 1e15:
        raise _bad(what, value)
    return number


def _text(value: Any, what: str, limit: int = MAX_TEXT) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > limit:
        raise _bad(what, value)
    return value


def _bool(value: Any, what: str) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    raise _bad(what, value)


def _uuid(value: Any, what: str) -> str | None:
    if value is None:
        return None
    if isinstance(value, uuid.UUID):
        return str(value)
    raise _bad(what, value)


def _when(value: Any, what: str) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    raise _bad(what, value)


def _record(value: Any) -> dict | None:
    """A match record (jsonb) as sent: a dict, or None; its values are read where shown."""
    return value if isinstance(value, dict) else None


# ---------------------------------------------------------------- rows


@dataclass(frozen=True)
class EventInfo:
    """An event as the organiser set it (``defined`` False: only named by tables or
    records, scored with the defaults until the organiser defines it)."""

    settings: EventSettings
    defined: bool = True

    @property
    def name(self) -> str:
        return self.settings.name


@dataclass(frozen=True)
class StandingRow:
    key: str
    rank: int
    player: str
    player_code: str | None
    club: str | None
    faction: str | None
    games: int
    wins: int
    draws: int
    losses: int
    event_points: Decimal
    vp_for: int
    vp_against: int
    margin: int
    sos: Decimal


@dataclass(frozen=True)
class FactionRow:
    key: str  # the faction's name ("" for games that name none)
    faction: str | None
    games: int  # mirror games left out
    wins: int
    draws: int
    losses: int
    mirrors: int
    players: int
    win_rate: float | None  # (W + ½D) / games
    wilson_low: float | None
    wilson_high: float | None
    first_games: int  # games in which this faction went first
    first_rate: float | None


@dataclass(frozen=True)
class Matchup:
    faction: str
    against: str
    games: int
    wins: int
    draws: int
    losses: int

    @property
    def rate(self) -> float | None:
        return (self.wins + self.draws / 2) / self.games if self.games else None


@dataclass(frozen=True)
class FirstTurn:
    """Every counted game in which exactly one player went first."""

    games: int
    wins: int
    draws: int
    losses: int
    rate: float | None
    wilson_low: float | None
    wilson_high: float | None


@dataclass(frozen=True)
class LuckCount:
    tests: int
    expected: Decimal
    achieved: int
    z: float | None


@dataclass(frozen=True)
class LuckRow:
    key: str
    player: str
    virtual: LuckCount | None
    physical: LuckCount | None


@dataclass(frozen=True)
class SideResult:
    """One player of a game as the record says."""

    name: str | None
    player_code: str | None
    faction: str | None
    vp_total: int | None
    result: str | None
    went_first: bool | None
    confirmed: bool


@dataclass(frozen=True)
class Tile:
    """One table of the round board; ``state`` one of :data:`TILE_STATES`."""

    key: int  # the table number
    table_no: int
    state: str
    game_uuid: str | None
    round: int | None
    turn: int | None
    last_heard: datetime | None
    head_seq: int
    conflicts: int
    sides: tuple[SideResult, ...]
    end_reason: str | None
    has_file: bool


TILE_STATES = ("not_started", "playing", "awaiting", "confirmed", "disputed", "conflict")


@dataclass(frozen=True)
class RecordPair:
    """A disputed or conflicting table's two records, side by side (either may be None:
    an op that carries no record)."""

    game_uuid: str
    kind: str  # "disputed" or "conflict"
    left_title: str  # the source text of each side's title (translated by the window)
    left: dict | None
    right_title: str
    right: dict | None
    note: str | None  # the dispute's note, or the conflict's message
    who: int | None  # the disputing player (1 or 2), or the table whose op was refused


@dataclass(frozen=True)
class ResultLine:
    """One player's line of one game: the match record CSV's columns (issue 24)."""

    event: str
    round: int | None
    table: int | None
    player: str | None
    player_code: str | None
    faction: str | None
    opponent: str | None
    vp_total: int | None
    opponent_vp: int | None
    margin: int | None
    result: str | None
    went_first: bool | None


# ---------------------------------------------------------------- events

_EVENTS_SQL = """
SELECT e.name FROM adjutant_archive.events e
UNION SELECT t.event FROM adjutant_archive.tables t WHERE t.event IS NOT NULL
UNION SELECT r.event_name FROM adjutant_archive.results r WHERE r.event_name IS NOT NULL
ORDER BY 1
LIMIT 1000
"""


def event_names(conn) -> list[str]:
    return [_text(name, "event") or "" for (name,) in conn.execute(_EVENTS_SQL)]


_EVENT_SQL = """
SELECT e.event_id, e.name, e.event_date, e.rounds, e.scoring, e.win_points, e.draw_points,
       e.loss_points, e.tiebreaks, e.hide_luck,
       (SELECT array_agg(b.min_margin ORDER BY b.min_margin) FROM adjutant_archive.event_bands b
         WHERE b.event_id = e.event_id),
       (SELECT array_agg(b.winner_points ORDER BY b.min_margin)
          FROM adjutant_archive.event_bands b WHERE b.event_id = e.event_id)
  FROM adjutant_archive.events e WHERE e.name = %(event)s
"""


def event_info(conn, name: str) -> EventInfo:
    """The event's settings; an event not defined by the organiser gets the defaults
    (W/D/L 3/1/0, as many rounds as its records name)."""
    row = conn.execute(_EVENT_SQL, {"event": name}).fetchone()
    try:
        if row is None:
            rounds = conn.execute(
                "SELECT max(r.round) FROM adjutant_archive.results r "
                "JOIN adjutant_archive.games g ON g.game_uuid = r.game_uuid "
                "WHERE coalesce(r.event_name, g.event) = %(event)s "
                "AND r.round BETWEEN 1 AND %(max_round)s",
                {"event": name, "max_round": MAX_ROUNDS},
            ).fetchone()[0]
            return EventInfo(
                EventSettings(name=name, rounds=_int(rounds, "rounds", none=True) or 1),
                defined=False,
            )
        _id, ev_name, ev_date, rounds, scoring, win, draw, loss, tiebreaks, hide, lows, wins = row
        if ev_date is not None and not isinstance(ev_date, date):
            raise _bad("event_date", ev_date)
        if not isinstance(tiebreaks, list) or scoring not in SCORINGS:
            raise _bad("event", row)
        bands = (
            tuple(Band(_int(lo, "band"), _int(w, "band")) for lo, w in zip(lows, wins, strict=True))
            if isinstance(lows, list) and isinstance(wins, list) and lows
            else default_bands()
        )
        settings = EventSettings(
            name=_text(ev_name, "event") or name,
            rounds=_int(rounds, "rounds"),
            scoring=scoring,
            event_date=ev_date,
            points=(_num(win, "win"), _num(draw, "draw"), _num(loss, "loss")),
            bands=bands,
            tiebreaks=tuple(t for t in tiebreaks if t in TIEBREAKS),
            hide_luck=bool(_bool(hide, "hide_luck")),
        )
    except (SettingsError, TypeError, ValueError) as exc:
        raise _bad("event", str(exc)) from None
    return EventInfo(settings)


def _scoring_params(info: EventInfo) -> dict[str, Any]:
    s = info.settings
    tiebreaks = list(s.tiebreaks) + [None] * (3 - len(s.tiebreaks))
    return {
        "event": s.name,
        "scoring": s.scoring,
        "win": s.points[0],
        "draw": s.points[1],
        "loss": s.points[2],
        "band_low": [b.min_margin for b in s.bands],
        "band_win": [b.winner_points for b in s.bands],
        "tb1": tiebreaks[0],
        "tb2": tiebreaks[1],
        "tb3": tiebreaks[2],
    }


# ---------------------------------------------------------------- standings

# The event's scored sides: one row per player per confirmed game, with the event points of
# that game under the event's rule. Shared by the standings, factions and first-turn SQL.
_SIDES_CTE = """
counted AS (
    SELECT r.game_uuid, r.round, g.table_no
      FROM adjutant_archive.results r
      JOIN adjutant_archive.games g ON g.game_uuid = r.game_uuid
     WHERE coalesce(r.event_name, g.event) = %(event)s AND r.state = 'confirmed'
), bands AS (
    SELECT b.low, b.win FROM unnest(%(band_low)s::integer[], %(band_win)s::integer[]) AS b(low, win)
), sides AS (
    SELECT c.game_uuid, c.round, p.player_key AS pkey, p.name, p.player_code, p.faction,
           p.went_first, coalesce(p.vp_total, 0) AS vp_for, coalesce(o.vp_total, 0) AS vp_against,
           coalesce(p.result, CASE WHEN p.vp_total > o.vp_total THEN 'win'
                                   WHEN p.vp_total < o.vp_total THEN 'loss'
                                   WHEN p.vp_total = o.vp_total THEN 'draw' END) AS result,
           o.player_key AS opp_key, o.faction AS opp_faction, o.went_first AS opp_first
      FROM counted c
      JOIN adjutant_archive.result_players p ON p.game_uuid = c.game_uuid
      JOIN adjutant_archive.result_players o
        ON o.game_uuid = c.game_uuid AND o.player <> p.player
     WHERE p.player_key IS NOT NULL AND o.player_key IS NOT NULL AND p.player_key <> o.player_key
), scored AS (
    SELECT s.*, s.vp_for - s.vp_against AS margin,
           CASE %(scoring)s::text
             WHEN 'wdl' THEN CASE s.result WHEN 'win' THEN %(win)s::numeric
                                           WHEN 'draw' THEN %(draw)s::numeric
                                           ELSE %(loss)s::numeric END
             WHEN 'bp' THEN s.vp_for::numeric
             ELSE (CASE
                     WHEN s.result = 'win' AND s.vp_for <= s.vp_against
                       THEN (SELECT max(b.win) FROM bands b)
                     WHEN s.result = 'loss' AND s.vp_for >= s.vp_against
                       THEN 20 - (SELECT max(b.win) FROM bands b)
                     WHEN s.result = 'draw' OR s.vp_for = s.vp_against
                       THEN (SELECT b.win FROM bands b ORDER BY b.low LIMIT 1)
                     WHEN s.vp_for > s.vp_against
                       THEN (SELECT b.win FROM bands b WHERE b.low <= s.vp_for - s.vp_against
                              ORDER BY b.low DESC LIMIT 1)
                     ELSE 20 - (SELECT b.win FROM bands b WHERE b.low <= s.vp_against - s.vp_for
                                 ORDER BY b.low DESC LIMIT 1)
                   END)::numeric
           END AS points
      FROM sides s
     WHERE s.result IS NOT NULL
)
"""

_STANDINGS_SQL = (
    "WITH "
    + _SIDES_CTE
    + """
, totals AS (
    SELECT s.pkey, count(*) AS games,
           count(*) FILTER (WHERE s.result = 'win') AS wins,
           count(*) FILTER (WHERE s.result = 'draw') AS draws,
           count(*) FILTER (WHERE s.result = 'loss') AS losses,
           sum(s.points) AS event_points, sum(s.vp_for) AS vp_for,
           sum(s.vp_against) AS vp_against, sum(s.margin) AS margin,
           (array_agg(s.name ORDER BY s.round DESC NULLS LAST, s.game_uuid))[1] AS name,
           (array_agg(s.player_code ORDER BY s.round DESC NULLS LAST, s.game_uuid))[1] AS code,
           (array_agg(s.faction ORDER BY s.round DESC NULLS LAST, s.game_uuid))[1] AS faction
      FROM scored s
     GROUP BY s.pkey
), sos AS (
    SELECT s.pkey, sum(t.event_points) AS sos
      FROM scored s JOIN totals t ON t.pkey = s.opp_key
     GROUP BY s.pkey
), ranked AS (
    SELECT t.*, coalesce(x.sos, 0) AS sos,
           rank() OVER (ORDER BY t.event_points DESC,
               CASE %(tb1)s::text WHEN 'sos' THEN coalesce(x.sos, 0) WHEN 'margin' THEN t.margin
                            WHEN 'vp' THEN t.vp_for END DESC NULLS LAST,
               CASE %(tb2)s::text WHEN 'sos' THEN coalesce(x.sos, 0) WHEN 'margin' THEN t.margin
                            WHEN 'vp' THEN t.vp_for END DESC NULLS LAST,
               CASE %(tb3)s::text WHEN 'sos' THEN coalesce(x.sos, 0) WHEN 'margin' THEN t.margin
                            WHEN 'vp' THEN t.vp_for END DESC NULLS LAST) AS rank
      FROM totals t LEFT JOIN sos x ON x.pkey = t.pkey
)
SELECT r.pkey, r.rank, r.name, r.code, roster.club, r.faction, r.games, r.wins, r.draws,
       r.losses, r.event_points, r.vp_for, r.vp_against, r.margin, r.sos
  FROM ranked r
  LEFT JOIN LATERAL (
        SELECT ep.club FROM adjutant_archive.event_players ep
          JOIN adjutant_archive.events e ON e.event_id = ep.event_id AND e.name = %(event)s
         WHERE ep.player_key = r.pkey OR lower(btrim(ep.name)) = lower(btrim(r.name))
         ORDER BY (ep.player_key = r.pkey) DESC, ep.name
         LIMIT 1) roster ON true
 ORDER BY r.rank, lower(r.name), r.pkey
"""
)


def standings(conn, info: EventInfo) -> list[StandingRow]:
    rows = []
    for row in conn.execute(_STANDINGS_SQL, _scoring_params(info)):
        key, rank, name, code, club, faction, games, w, d, losses, pts, vpf, vpa, margin, sos = row
        rows.append(
            StandingRow(
                key=_text(key, "player_key", 300) or "",
                rank=_int(rank, "rank", low=1),
                player=_text(name, "name") or (_text(code, "player_code") or ""),
                player_code=_text(code, "player_code", 64),
                club=_text(club, "club"),
                faction=_text(faction, "faction"),
                games=_int(games, "games", low=0),
                wins=_int(w, "wins", low=0),
                draws=_int(d, "draws", low=0),
                losses=_int(losses, "losses", low=0),
                event_points=_num(pts, "event_points"),
                vp_for=_int(vpf, "vp_for"),
                vp_against=_int(vpa, "vp_against"),
                margin=_int(margin, "margin"),
                sos=_num(sos, "sos"),
            )
        )
    return rows


# ---------------------------------------------------------------- factions

_WILSON = """
CASE WHEN {n} > 0 THEN
  (({s})::float8 / {n} + {z}^2 / (2 * {n})
     {sign} {z} * sqrt(greatest(0, ({s})::float8 / {n} * (1 - ({s})::float8 / {n})) / {n}
                       + {z}^2 / (4.0 * {n} * {n})))
  / (1 + {z}^2 / {n}) END"""


def _wilson(score: str, n: str, sign: str) -> str:
    return _WILSON.format(s=score, n=n, z=repr(WILSON_Z), sign=sign)


_FACTIONS_SQL = (
    "WITH "
    + _SIDES_CTE
    + """
, fx AS (
    SELECT coalesce(s.faction, '') AS fkey, s.faction,
           count(*) FILTER (WHERE s.faction IS DISTINCT FROM s.opp_faction) AS games,
           count(*) FILTER (WHERE s.faction IS DISTINCT FROM s.opp_faction
                            AND s.result = 'win') AS wins,
           count(*) FILTER (WHERE s.faction IS DISTINCT FROM s.opp_faction
                            AND s.result = 'draw') AS draws,
           count(*) FILTER (WHERE s.faction IS DISTINCT FROM s.opp_faction
                            AND s.result = 'loss') AS losses,
           count(*) FILTER (WHERE s.faction IS NOT DISTINCT FROM s.opp_faction) / 2 AS mirrors,
           count(DISTINCT s.pkey) AS players,
           count(*) FILTER (WHERE s.went_first AND s.faction IS DISTINCT FROM s.opp_faction)
               AS first_games,
           coalesce(sum(CASE s.result WHEN 'win' THEN 1.0 WHEN 'draw' THEN 0.5 ELSE 0 END)
               FILTER (WHERE s.went_first AND s.faction IS DISTINCT FROM s.opp_faction), 0)
               AS first_score
      FROM scored s
     GROUP BY s.faction
), rated AS (
    SELECT fx.*, fx.wins + fx.draws / 2.0 AS score FROM fx
)
SELECT r.fkey, r.faction, r.games, r.wins, r.draws, r.losses, r.mirrors, r.players,
       CASE WHEN r.games > 0 THEN r.score::float8 / r.games END,
       """
    + _wilson("r.score", "r.games", "-")
    + ",\n"
    + _wilson("r.score", "r.games", "+")
    + """,
       r.first_games,
       CASE WHEN r.first_games > 0 THEN r.first_score::float8 / r.first_games END
  FROM rated r
 ORDER BY (r.faction IS NULL), lower(r.faction), r.fkey
"""
)


def factions(conn, info: EventInfo) -> list[FactionRow]:
    rows = []
    for row in conn.execute(_FACTIONS_SQL, _scoring_params(info)):
        fkey, faction, games, w, d, losses, mirrors, players, rate, low, high, fg, frate = row
        rows.append(
            FactionRow(
                key=_text(fkey, "faction") or "",
                faction=_text(faction, "faction"),
                games=_int(games, "games", low=0),
                wins=_int(w, "wins", low=0),
                draws=_int(d, "draws", low=0),
                losses=_int(losses, "losses", low=0),
                mirrors=_int(mirrors, "mirrors", low=0),
                players=_int(players, "players", low=0),
                win_rate=_float(rate, "win_rate"),
                wilson_low=_float(low, "wilson_low"),
                wilson_high=_float(high, "wilson_high"),
                first_games=_int(fg, "first_games", low=0),
                first_rate=_float(frate, "first_rate"),
            )
        )
    return rows


_MATCHUPS_SQL = (
    "WITH "
    + _SIDES_CTE
    + """
SELECT s.faction, s.opp_faction, count(*),
       count(*) FILTER (WHERE s.result = 'win'), count(*) FILTER (WHERE s.result = 'draw'),
       count(*) FILTER (WHERE s.result = 'loss')
  FROM scored s
 WHERE s.faction IS NOT NULL AND s.opp_faction IS NOT NULL AND s.faction <> s.opp_faction
 GROUP BY s.faction, s.opp_faction
 ORDER BY 1, 2
"""
)


def matchups(conn, info: EventInfo) -> list[Matchup]:
    return [
        Matchup(
            faction=_text(f, "faction") or "",
            against=_text(a, "faction") or "",
            games=_int(n, "games", low=0),
            wins=_int(w, "wins", low=0),
            draws=_int(d, "draws", low=0),
            losses=_int(lo, "losses", low=0),
        )
        for f, a, n, w, d, lo in conn.execute(_MATCHUPS_SQL, _scoring_params(info))
    ]


_FIRST_TURN_SQL = (
    "WITH "
    + _SIDES_CTE
    + """
, firsts AS (
    SELECT s.result FROM scored s WHERE s.went_first IS TRUE AND s.opp_first IS FALSE
), agg AS (
    SELECT count(*) AS n, count(*) FILTER (WHERE result = 'win') AS w,
           count(*) FILTER (WHERE result = 'draw') AS d,
           count(*) FILTER (WHERE result = 'loss') AS l
      FROM firsts
)
SELECT a.n, a.w, a.d, a.l,
       CASE WHEN a.n > 0 THEN (a.w + a.d / 2.0)::float8 / a.n END,
       """
    + _wilson("a.w + a.d / 2.0", "a.n", "-")
    + ",\n"
    + _wilson("a.w + a.d / 2.0", "a.n", "+")
    + "\n  FROM agg a\n"
)


def first_turn(conn, info: EventInfo) -> FirstTurn:
    n, w, d, lo, rate, low, high = conn.execute(_FIRST_TURN_SQL, _scoring_params(info)).fetchone()
    return FirstTurn(
        games=_int(n, "games", low=0),
        wins=_int(w, "wins", low=0),
        draws=_int(d, "draws", low=0),
        losses=_int(lo, "losses", low=0),
        rate=_float(rate, "rate"),
        wilson_low=_float(low, "wilson_low"),
        wilson_high=_float(high, "wilson_high"),
    )


# ---------------------------------------------------------------- luck

_LUCK_SQL = """
WITH eg AS (
    SELECT r.game_uuid, r.round
      FROM adjutant_archive.results r
      JOIN adjutant_archive.games g ON g.game_uuid = r.game_uuid
     WHERE coalesce(r.event_name, g.event) = %(event)s
), tests AS (
    SELECT p.player_key AS pkey, d.dice_source,
           d.chance_num::numeric / d.chance_den AS p, d.success
      FROM eg
      JOIN adjutant_archive.dice_tests d ON d.game_uuid = eg.game_uuid
      JOIN adjutant_archive.result_players p ON p.game_uuid = d.game_uuid AND p.player = d.player
     WHERE p.player_key IS NOT NULL
), names AS (
    SELECT DISTINCT ON (p.player_key) p.player_key AS pkey, coalesce(p.name, p.player_code) AS name
      FROM eg JOIN adjutant_archive.result_players p ON p.game_uuid = eg.game_uuid
     WHERE p.player_key IS NOT NULL
     ORDER BY p.player_key, eg.round DESC NULLS LAST, eg.game_uuid
), agg AS (
    SELECT t.pkey, t.dice_source, count(*) AS tests, sum(t.p) AS expected,
           count(*) FILTER (WHERE t.success) AS achieved, sum(t.p * (1 - t.p)) AS variance
      FROM tests t
     GROUP BY t.pkey, t.dice_source
)
SELECT a.pkey, n.name, a.dice_source, a.tests, a.expected, a.achieved,
       CASE WHEN a.variance > 0 THEN ((a.achieved - a.expected) / sqrt(a.variance))::float8 END
  FROM agg a JOIN names n ON n.pkey = a.pkey
 ORDER BY lower(n.name), a.pkey, a.dice_source
"""


def luck(conn, info: EventInfo) -> list[LuckRow]:
    found: dict[str, dict[str, Any]] = {}
    for key, name, source, tests, expected, achieved, z in conn.execute(
        _LUCK_SQL, {"event": info.name}
    ):
        if source not in ("virtual", "physical"):
            raise _bad("dice_source", source)
        entry = found.setdefault(
            _text(key, "player_key", 300) or "", {"player": _text(name, "name") or ""}
        )
        entry[source] = LuckCount(
            tests=_int(tests, "tests", low=0),
            expected=_num(expected, "expected"),
            achieved=_int(achieved, "achieved", low=0),
            z=_float(z, "z"),
        )
    return [
        LuckRow(key, entry["player"], entry.get("virtual"), entry.get("physical"))
        for key, entry in found.items()
    ]


# ---------------------------------------------------------------- the round board

_CURRENT_ROUND_SQL = """
SELECT max(r.round) FROM adjutant_archive.results r
  JOIN adjutant_archive.games g ON g.game_uuid = r.game_uuid
 WHERE coalesce(r.event_name, g.event) = %(event)s AND r.round BETWEEN 1 AND %(max_round)s
"""


def current_round(conn, event: str) -> int:
    """The highest round any record of the event names (1 when none does; a round past
    :data:`~adjutant.archive.scoring.MAX_ROUNDS` is not one)."""
    value = conn.execute(_CURRENT_ROUND_SQL, {"event": event, "max_round": MAX_ROUNDS}).fetchone()[
        0
    ]
    return _int(value, "round", none=True, low=1) or 1


_BOARD_SQL = """
WITH eg AS (
    SELECT g.game_uuid, g.table_no, g.conflicts, g.head_seq, g.first_received_at,
           g.last_received_at, r.round AS named_round, r.state, r.end_reason
      FROM adjutant_archive.games g
      LEFT JOIN adjutant_archive.results r ON r.game_uuid = g.game_uuid
     WHERE coalesce(r.event_name, g.event) = %(event)s
), placed AS (
    -- A game whose record names no round yet is its table's next round.
    SELECT eg.*,
           coalesce(eg.named_round,
                    (SELECT max(e2.named_round) FROM eg e2
                      WHERE e2.table_no = eg.table_no
                        AND e2.first_received_at < eg.first_received_at) + 1,
                    1) AS round
      FROM eg
), tabs AS (
    SELECT t.table_no FROM adjutant_archive.tables t WHERE t.event = %(event)s
    UNION SELECT eg.table_no FROM eg
), cand AS (
    SELECT DISTINCT ON (p.table_no) p.*
      FROM placed p
     WHERE p.round = %(round)s::integer
     ORDER BY p.table_no, (p.named_round IS NOT NULL) DESC, p.last_received_at DESC, p.game_uuid
)
SELECT t.table_no, c.game_uuid, c.round, c.state, c.end_reason, c.conflicts, c.head_seq,
       c.last_received_at,
       (SELECT o.payload -> 'turn' FROM adjutant_archive.ops o
         WHERE o.game_uuid = c.game_uuid AND o.kind = 'action'
         ORDER BY o.op_seq DESC LIMIT 1) AS turn,
       EXISTS (SELECT 1 FROM adjutant_archive.game_files f WHERE f.game_uuid = c.game_uuid),
       (SELECT jsonb_agg(jsonb_build_object(
                 'name', p.name, 'player_code', p.player_code, 'faction', p.faction,
                 'vp_total', p.vp_total, 'result', p.result, 'went_first', p.went_first,
                 'confirmed', p.confirmed_at IS NOT NULL) ORDER BY p.player)
          FROM adjutant_archive.result_players p WHERE p.game_uuid = c.game_uuid)
  FROM tabs t LEFT JOIN cand c ON c.table_no = t.table_no
 ORDER BY t.table_no
"""


def _side(value: Any) -> SideResult:
    if not isinstance(value, dict):
        raise _bad("player", value)
    result = value.get("result")
    return SideResult(
        name=_text(value.get("name"), "name"),
        player_code=_text(value.get("player_code"), "player_code", 64),
        faction=_text(value.get("faction"), "faction"),
        vp_total=_int(value.get("vp_total"), "vp_total", none=True),
        result=result if result in ("win", "draw", "loss") else None,
        went_first=_bool(value.get("went_first"), "went_first"),
        confirmed=bool(_bool(value.get("confirmed"), "confirmed")),
    )


def tile_state(
    game_uuid: str | None,
    conflicts: int,
    state: str | None,
    end_reason: str | None,
    sides: tuple[SideResult, ...],
) -> str:
    """The board's word for a table (see :data:`TILE_STATES`): a draft is "awaiting
    confirmation" once it has an end reason or a player confirmed it, else "playing"."""
    if game_uuid is None:
        return "not_started"
    if conflicts:
        return "conflict"
    if state in ("disputed", "confirmed"):
        return state
    if state == "draft" and (end_reason or any(s.confirmed for s in sides)):
        return "awaiting"
    return "playing"


def board(conn, event: str, round_no: int) -> list[Tile]:
    """One tile per table of the event (enrolled for it, or with a game in it) in round
    ``round_no``; a game whose record names no round yet is its table's next round (one
    after the latest round its earlier games name)."""
    tiles = []
    params = {"event": event, "round": round_no}
    for row in conn.execute(_BOARD_SQL, params):
        table, game, rnd, state, end, conflicts, head, last, turn, has_file, players = row
        sides = tuple(_side(p) for p in players) if isinstance(players, list) else ()
        game_uuid = _uuid(game, "game_uuid")
        conflicts_n = _int(conflicts, "conflicts", none=True, low=0) or 0
        end_reason = _text(end, "end_reason", 40)
        tiles.append(
            Tile(
                key=_int(table, "table_no", low=1),
                table_no=table,
                state=tile_state(game_uuid, conflicts_n, state, end_reason, sides),
                game_uuid=game_uuid,
                round=_int(rnd, "round", none=True),
                turn=turn
                if isinstance(turn, int) and not isinstance(turn, bool) and 0 <= turn <= 10_000
                else None,
                last_heard=_when(last, "last_received_at"),
                head_seq=_int(head, "head_seq", none=True, low=0) or 0,
                conflicts=conflicts_n,
                sides=sides,
                end_reason=end_reason,
                has_file=bool(_bool(has_file, "has_file")),
            )
        )
    return tiles


_DISPUTE_SQL = """
SELECT d.op_seq, d.payload, d.payload -> 'record',
       (SELECT o.payload -> 'record' FROM adjutant_archive.ops o
         WHERE o.game_uuid = d.game_uuid AND o.op_seq < d.op_seq AND o.payload ? 'record'
           AND o.kind <> 'dispute'
         ORDER BY o.op_seq DESC LIMIT 1)
  FROM adjutant_archive.ops d
 WHERE d.game_uuid = %(game)s AND d.kind = 'dispute'
 ORDER BY d.op_seq DESC LIMIT 1
"""

_CONFLICT_SQL = """
SELECT c.table_no, c.message, c.offered -> 'payload' -> 'record', c.kept -> 'payload' -> 'record',
       (SELECT r.record FROM adjutant_archive.results r WHERE r.game_uuid = c.game_uuid)
  FROM adjutant_archive.conflicts c
 WHERE c.game_uuid = %(game)s
 ORDER BY c.conflict_id DESC LIMIT 1
"""


def record_pair(conn, tile: Tile) -> RecordPair | None:
    """The two records of a disputed or conflicting table (None for any other)."""
    if tile.game_uuid is None or tile.state not in ("disputed", "conflict"):
        return None
    if tile.state == "disputed":
        row = conn.execute(_DISPUTE_SQL, {"game": tile.game_uuid}).fetchone()
        if row is None:
            current = conn.execute(
                "SELECT record FROM adjutant_archive.results WHERE game_uuid = %(game)s",
                {"game": tile.game_uuid},
            ).fetchone()
            return RecordPair(
                tile.game_uuid,
                "disputed",
                "Before the dispute",
                None,
                "Disputed",
                _record(current[0]) if current else None,
                None,
                None,
            )
        _seq, payload, disputed, before = row
        payload = payload if isinstance(payload, dict) else {}
        player = payload.get("player")
        return RecordPair(
            tile.game_uuid,
            "disputed",
            "Before the dispute",
            _record(before),
            "Disputed",
            _record(disputed),
            _text(payload.get("note"), "note", 2000),
            player if player in (1, 2) else None,
        )
    row = conn.execute(_CONFLICT_SQL, {"game": tile.game_uuid}).fetchone()
    if row is None:
        return None
    table_no, message, offered, kept, current = row
    return RecordPair(
        tile.game_uuid,
        "conflict",
        "Kept by the archive",
        _record(kept) or _record(current),
        "Refused from table {table}",
        _record(offered),
        _text(message, "message", 2000),
        _int(table_no, "table_no", none=True),
    )


# ---------------------------------------------------------------- results (CSV)

_RESULTS_SQL = """
SELECT coalesce(r.event_name, g.event), r.round, coalesce(r.table_no, g.table_no),
       p.name, p.player_code, p.faction, o.name, p.vp_total, o.vp_total,
       p.vp_total - o.vp_total, p.result, p.went_first
  FROM adjutant_archive.results r
  JOIN adjutant_archive.games g ON g.game_uuid = r.game_uuid
  JOIN adjutant_archive.result_players p ON p.game_uuid = r.game_uuid
  JOIN adjutant_archive.result_players o ON o.game_uuid = r.game_uuid AND o.player <> p.player
 WHERE coalesce(r.event_name, g.event) = %(event)s AND r.state = 'confirmed'
   AND (%(round)s::integer IS NULL OR r.round = %(round)s::integer)
 ORDER BY r.round NULLS LAST, coalesce(r.table_no, g.table_no), r.game_uuid, p.player
"""


def results(conn, event: str, round_no: int | None = None) -> list[ResultLine]:
    """The confirmed games of the event (or of one round), one line per player."""
    lines = []
    for row in conn.execute(_RESULTS_SQL, {"event": event, "round": round_no}):
        ev, rnd, table, name, code, faction, opp, vp, opp_vp, margin, result, first = row
        lines.append(
            ResultLine(
                event=_text(ev, "event") or event,
                round=_int(rnd, "round", none=True),
                table=_int(table, "table", none=True),
                player=_text(name, "name"),
                player_code=_text(code, "player_code", 64),
                faction=_text(faction, "faction"),
                opponent=_text(opp, "name"),
                vp_total=_int(vp, "vp_total", none=True),
                opponent_vp=_int(opp_vp, "vp_total", none=True),
                margin=_int(margin, "margin", none=True),
                result=result if result in ("win", "draw", "loss") else None,
                went_first=_bool(first, "went_first"),
            )
        )
    return lines


__all__ = [
    "TILE_STATES",
    "WILSON_Z",
    "BadReply",
    "EventInfo",
    "FactionRow",
    "FirstTurn",
    "LuckCount",
    "LuckRow",
    "Matchup",
    "RecordPair",
    "ResultLine",
    "SideResult",
    "StandingRow",
    "Tile",
    "board",
    "current_round",
    "event_info",
    "event_names",
    "factions",
    "first_turn",
    "luck",
    "matchups",
    "record_pair",
    "results",
    "standings",
    "tile_state",
]

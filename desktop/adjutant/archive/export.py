"""Standings and results as JSON and CSV, for pairing and ranking sites (issue 26).

For ``adjutant standings URL --event NAME [--json|--csv] [--results]``. Plain Python over
:mod:`adjutant.archive.standings`' rows:

- :func:`standing_dict` / :data:`STANDING_COLUMNS` — one standings row with the issue's
  keys (``rank``, ``player``, ``club``, ``faction``, ``wins``, ``draws``, ``losses``,
  ``event_points``, ``vp_for``, ``vp_against``, ``margin``, ``sos``) and, from the match
  record's CSV (issue 24), ``event`` and ``player_code``, plus ``games``;
- :func:`result_dict` / :data:`RESULT_COLUMNS` — one player's line of a confirmed game in
  the match record CSV's columns (event, round, table, player, player_code, faction,
  opponent, vp_total, opponent_vp, margin, result, went_first);
- :func:`to_csv` — a header row and the rows; a text cell a spreadsheet would run as a
  formula (``= + - @``, a tab, a carriage return first) gets a leading apostrophe.

Event points and SoS are numbers in JSON: whole numbers as integers, half points as
decimals (``3.5``).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from adjutant.archive.standings import ResultLine, StandingRow

STANDING_COLUMNS = (
    "rank",
    "event",
    "player",
    "player_code",
    "club",
    "faction",
    "games",
    "wins",
    "draws",
    "losses",
    "event_points",
    "vp_for",
    "vp_against",
    "margin",
    "sos",
)
RESULT_COLUMNS = (
    "event",
    "round",
    "table",
    "player",
    "player_code",
    "faction",
    "opponent",
    "vp_total",
    "opponent_vp",
    "margin",
    "result",
    "went_first",
)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def number(value: Decimal) -> int | float:
    """A decimal as JSON writes it: an integer when whole."""
    return int(value) if value == value.to_integral_value() else float(value)


def standing_dict(event: str, row: StandingRow) -> dict[str, Any]:
    return {
        "rank": row.rank,
        "event": event,
        "player": row.player,
        "player_code": row.player_code,
        "club": row.club,
        "faction": row.faction,
        "games": row.games,
        "wins": row.wins,
        "draws": row.draws,
        "losses": row.losses,
        "event_points": number(row.event_points),
        "vp_for": row.vp_for,
        "vp_against": row.vp_against,
        "margin": row.margin,
        "sos": number(row.sos),
    }


def result_dict(line: ResultLine) -> dict[str, Any]:
    return {column: getattr(line, column) for column in RESULT_COLUMNS}


def to_json(rows: Iterable[Mapping[str, Any]]) -> str:
    return json.dumps(list(rows), ensure_ascii=False, indent=1)


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return "'" + value if value.startswith(_FORMULA_START) else value
    return str(value)


def to_csv(columns: Sequence[str], rows: Iterable[Mapping[str, Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([_cell(row.get(column)) for column in columns])
    return out.getvalue()


__all__ = [
    "RESULT_COLUMNS",
    "STANDING_COLUMNS",
    "number",
    "result_dict",
    "standing_dict",
    "to_csv",
    "to_json",
]

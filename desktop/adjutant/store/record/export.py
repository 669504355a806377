"""The match record out of the game: JSON and CSV for organisers and pairing sites (issue 24).

For ``adjutant export-record`` and the Match Record window's Export…:

- :func:`export_json` ``(record)``: the record as ``"schema": "adjutant.match/1"`` JSON
  (``resources/schemas/match-1.schema.json`` describes it), indented, UTF-8.
- :func:`export_csv` ``(record)``: one row per player with the columns pairing sites
  read (:data:`CSV_COLUMNS`); a cell a spreadsheet would run as a formula starts with an
  apostrophe, as the army-list CSV does.
- :func:`write_export` ``(record, path)``: by the file's suffix (.json or .csv).
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from adjutant.lists.csvlist import safe_cell
from adjutant.store.errors import InvalidField
from adjutant.store.record.match import MatchRecord

CSV_COLUMNS = (
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
SUFFIXES = (".json", ".csv")


def export_json(record: MatchRecord) -> str:
    return json.dumps(record.to_json(), ensure_ascii=False, indent=2) + "\n"


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)  # a number, never a formula (a margin of -3 stays -3)
    return safe_cell(str(value))


def export_csv(record: MatchRecord) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for me, them in (
        (record.players[0], record.players[1]),
        (record.players[1], record.players[0]),
    ):
        writer.writerow(
            _text(v)
            for v in (
                record.event_name,
                record.event_round,
                record.event_table,
                me.name,
                me.player_code,
                me.faction,
                them.name,
                me.vp_total,
                them.vp_total,
                me.vp_total - them.vp_total,
                me.result,
                me.went_first,
            )
        )
    return out.getvalue()


def write_export(record: MatchRecord, path: str | Path) -> str:
    """Write the record to ``path`` as JSON or CSV (by its suffix); -> the format written.
    InvalidField for another suffix; OSError when the file cannot be written."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise InvalidField("output", str(path), "must end in .json or .csv")
    text = export_json(record) if suffix == ".json" else export_csv(record)
    path.write_text(text, encoding="utf-8", newline="")
    return suffix[1:]

"""Every stored value checked when a game is read: the same bounds as the services (issue 16).

For ``adjutant.store.game`` (``Game.open`` refuses a game holding a value no service
would write, with ``DamagedGame`` naming the record and the field) and
``adjutant.store.check`` (``adjutant check`` lists each such value, exit 1). A file
comes from anywhere: a million-character name, a 1e12 battlefield, a ruleset that is
not a JSON object, a coordinate stored as text or a combat table whose rows disagree
with its die must give a clear message, never a traceback, a hang or a crash in the
windows that show it.

:func:`stored_problems` ``(conn)`` reads every row of every table of the head schema
through a plain ``sqlite3`` connection (no SQLAlchemy: opening a game stays fast, issue
9) and returns one line per problem, "unit 12: name: must be at most 200 characters",
at most :data:`MAX_PROBLEMS`. The bounds are ``adjutant.store.validate``'s, which the
services use, so a value a service wrote always passes.

Each table's columns have one check each (:data:`FIELDS`), used for the rows as they
are and for the row images of the undo journal (``action_rows``), which the turn
summary writes back to rebuild past turns: an image is checked like the row it was.
References between rows (a unit's formation, a formation's parent without loops, a
house rule's cell on its table) are checked on the rows as they are.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from datetime import datetime
from typing import Any

from adjutant.rules.command import Token
from adjutant.rules.units import Formation, SizeClass, Status, UnitType
from adjutant.store.errors import InvalidField
from adjutant.store.fileformat import PHASES
from adjutant.store.validate import (
    DICE_MODES,
    FORMATION_KINDS,
    MAX_BOARD,
    MAX_CODE,
    MAX_COORDINATE,
    MAX_DEPTH,
    MAX_DICE,
    MAX_DIE_SIDES,
    MAX_FOOTPRINT,
    MAX_HEX,
    MAX_NAME,
    MAX_NOTES,
    MAX_TABLE,
    MAX_TERRAIN_POINTS,
    TERRAIN_KINDS,
    check_code,
    check_name,
    check_odds_columns,
    check_text,
)

MAX_PROBLEMS = 20
#: A stored JSON text longer than this is refused before it is decoded.
MAX_JSON = 1_000_000
#: Turns, rounds, positions: generous bounds no game reaches, so no counter overflows.
MAX_COUNT = 1_000_000
_CHANCE = re.compile(r"\d{1,30}/\d{1,30}")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")

Check = Callable[[Any], "str | None"]


class _Found(Exception):
    """Enough problems: stop reading."""


class _Problems:
    def __init__(self, limit: int) -> None:
        self.items: list[str] = []
        self.limit = limit

    def add(self, record: str, field: str, reason: str) -> None:
        self.items.append(f"{record}: {field}: {reason}")
        if len(self.items) >= self.limit:
            raise _Found


# ---------------------------------------------------------------- value checks
# Each returns None when the value is fine, else the reason (without the value: a
# million-character name must not make a million-character message).


def _invalid(check: Callable[[], Any]) -> str | None:
    try:
        check()
    except InvalidField as exc:
        return exc.reason
    return None


def _kind(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, bytes):
        return "bytes"
    if isinstance(value, str):
        return "text"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    return {list: "a list", dict: "an object"}.get(type(value), type(value).__name__)


def _name(value: Any) -> str | None:
    if not isinstance(value, str):
        return f"must be text (it is {_kind(value)})"
    if len(value) > MAX_NAME:
        return f"must be at most {MAX_NAME} characters (it has {len(value):,})"
    return _invalid(lambda: check_name("name", value))


def _text(limit: int = MAX_NOTES) -> Check:
    def check(value: Any) -> str | None:
        if not isinstance(value, str):
            return f"must be text (it is {_kind(value)})"
        if len(value) > limit:
            return f"must be at most {limit:,} characters (it has {len(value):,})"
        return _invalid(lambda: check_text("text", value, limit))

    return check


def _int(low: int | None = None, high: int | None = None, *, empty: bool = False) -> Check:
    def check(value: Any) -> str | None:
        if value is None and empty:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            return f"must be a whole number (it is {_kind(value)})"
        if low is not None and value < low:
            return f"must be at least {low}"
        if high is not None and value > high:
            return f"must be at most {high:,}"
        return None

    return check


def _number(low: float, high: float, *, positive: bool = False, empty: bool = False) -> Check:
    def check(value: Any) -> str | None:
        if value is None and empty:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float):
            return f"must be a number (it is {_kind(value)})"
        if not math.isfinite(value):
            return "must be a finite number"
        if value < low:
            return f"must be at least {low:g}"
        if value > high:
            return f"must be at most {high:g}"
        if positive and value <= 0:
            return "must be greater than 0"
        return None

    return check


def _flag(value: Any) -> str | None:
    # 0/1 as SQLite stores a Boolean; true/false as the journal's JSON images hold it.
    return None if value in (0, 1) and not isinstance(value, float) else "must be 0 or 1"


def _choice(choices: frozenset[str] | tuple[str, ...], *, empty: bool = False) -> Check:
    shown = ", ".join(sorted(choices)) if len(choices) <= 12 else f"{len(choices)} known values"

    def check(value: Any) -> str | None:
        if value is None and empty:
            return None
        return None if isinstance(value, str) and value in choices else f"must be one of {shown}"

    return check


def _datetime(value: Any) -> str | None:
    if not isinstance(value, str) or len(value) > 40:
        return "must be a date and time"
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return "must be a date and time"
    return None


def _colour(value: Any) -> str | None:
    if value is None or (isinstance(value, str) and _COLOUR.fullmatch(value)):
        return None
    return 'must be a colour "#rrggbb"'


def _chance(value: Any) -> str | None:
    if value is None or (isinstance(value, str) and _CHANCE.fullmatch(value)):
        return None
    return 'must be an exact chance "num/den"'


class _BadJson(Exception):
    pass


def _decoded(value: Any, container: type) -> Any:
    """``value`` decoded: stored JSON text (a row), or already decoded (a journal image)."""
    if isinstance(value, str):
        if len(value) > MAX_JSON:
            raise _BadJson(f"is {len(value):,} characters of JSON (at most {MAX_JSON:,})")
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            raise _BadJson("is not valid JSON") from None
    elif not isinstance(value, list | dict):
        raise _BadJson(f"must be JSON text (it is {_kind(value)})")
    if not isinstance(value, container):
        what = "a JSON object" if container is dict else "a JSON list"
        raise _BadJson(f"must be {what} (it is {_kind(value)})")
    return value


def _json(container: type, items: Check | None = None) -> Check:
    """A JSON ``container`` whose items (list) or values (dict) pass ``items``."""

    def check(value: Any) -> str | None:
        try:
            decoded = _decoded(value, container)
        except _BadJson as exc:
            return str(exc)
        if items is None:
            return None
        for item in decoded.values() if isinstance(decoded, dict) else decoded:
            reason = items(item)
            if reason is not None:
                return f"an item {reason}"
        return None

    return check


def _points(value: Any) -> str | None:
    try:
        points = _decoded(value, list)
    except _BadJson as exc:
        return str(exc)
    if not 3 <= len(points) <= MAX_TERRAIN_POINTS:
        return f"a terrain polygon has 3 to {MAX_TERRAIN_POINTS} points ({len(points)} found)"
    coordinate = _number(-MAX_COORDINATE, MAX_COORDINATE)
    for point in points:
        if not isinstance(point, list) or len(point) != 2:
            return "each point must be [x, y]"
        for v in point:
            reason = coordinate(v)
            if reason is not None:
                return f"a point's coordinate {reason}"
    return None


def _columns(value: Any) -> str | None:
    try:
        columns = _decoded(value, list)
        cleaned = check_odds_columns("columns", columns)
    except _BadJson as exc:
        return str(exc)
    except InvalidField as exc:
        return exc.reason
    return None if cleaned == columns else "each odds column must read like 2-1 or 1-3"


def _legend(value: Any) -> str | None:
    try:
        legend = _decoded(value, dict)
    except _BadJson as exc:
        return str(exc)
    meaning = _text()
    if any(_name(code) or meaning(text) for code, text in legend.items()):
        return "must map result codes to meanings (text)"
    return None


def _unit_ids(value: Any) -> str | None:
    try:
        ids = _decoded(value, list)
    except _BadJson as exc:
        return str(exc)
    if len(ids) > 1000 or not all(isinstance(i, int) and not isinstance(i, bool) for i in ids):
        return "must be a list of unit ids"
    return None


def _rule_ids(value: Any) -> str | None:
    try:
        ids = _decoded(value, list)
    except _BadJson as exc:
        return str(exc)
    if not all(isinstance(i, str) and len(i) <= 32 for i in ids):
        return "must be a list of rule ids"
    return None


def _pk(value: Any) -> str | None:
    """A journal row's primary key: [id] (every table it records has a one-column key)."""
    try:
        pk = _decoded(value, list)
    except _BadJson as exc:
        return str(exc)
    if len(pk) != 1 or not isinstance(pk[0], int | str) or isinstance(pk[0], bool):
        return "must be the row's key, [id]"
    return None


_any: Check = lambda _value: None  # noqa: E731 (a check that accepts anything)
_id = _int()
_optional_id = _int(empty=True)
_position = _int(0, MAX_COUNT)
_coordinate = _number(-MAX_COORDINATE, MAX_COORDINATE)
_optional_coordinate = _number(-MAX_COORDINATE, MAX_COORDINATE, empty=True)
_facing = _number(-360_000, 360_000)
_optional_facing = _number(-360_000, 360_000, empty=True)


def _enum(kind) -> Check:
    return _choice(frozenset(m.value for m in kind))


#: table -> column -> its check: what a service could have written there.
FIELDS: dict[str, dict[str, Check]] = {
    "game": {
        "id": _int(1, 1),
        "name": _name,
        "created_at": _datetime,
        "modified_at": _datetime,
        "ruleset": _json(dict),
        "dice_mode": _choice(DICE_MODES),
        "dice_seed": _int(),
        "dice_position": _int(0),
        "turn": _int(1, MAX_COUNT),
        "active_side_id": _optional_id,
        "phase": _choice(PHASES),
    },
    "sides": {"id": _id, "name": _name, "position": _position, "colour": _colour},
    "formations": {
        "id": _id,
        "side_id": _id,
        "parent_id": _optional_id,
        "name": _name,
        "kind": _choice(FORMATION_KINDS),
        "position": _position,
    },
    "units": {
        "id": _id,
        "formation_id": _id,
        "position": _position,
        "name": _name,
        "unit_type": _enum(UnitType),
        "size_class": _enum(SizeClass),
        "formation": _enum(Formation),
        "status": _enum(Status),
        "movement": _number(0, 1000),
        "melee_dice": _int(0, MAX_DICE),
        "to_hit": _int(2, 6),
        "attack_factor": _int(0, 999),
        "defence_factor": _int(0, 999),
        "token": _choice(frozenset(m.value for m in Token), empty=True),
        "reckless": _flag,
        "has_commander": _flag,
        "has_standard_bearer": _flag,
        "has_musician": _flag,
        "casualties": _int(0, 100_000),
        "notes": _text(),
    },
    "commanders": {
        "id": _id,
        "side_id": _id,
        "name": _name,
        "unit_id": _optional_id,
        "x": _optional_coordinate,
        "y": _optional_coordinate,
        "facing": _optional_facing,
    },
    "footprints": {
        "unit_id": _id,
        "x": _coordinate,
        "y": _coordinate,
        "facing": _facing,
        "width": _number(0, MAX_FOOTPRINT, positive=True),
        "depth": _number(0, MAX_FOOTPRINT, positive=True),
    },
    "battlefield": {
        "id": _int(1, 1),
        "width": _number(1, MAX_TABLE),
        "height": _number(1, MAX_TABLE),
    },
    "terrain": {
        "id": _id,
        "name": _name,
        "kind": _choice(TERRAIN_KINDS),
        "points": _points,
        "blocks_view": _flag,
    },
    "hex_boards": {
        "id": _id,
        "name": _name,
        "cols": _int(1, MAX_BOARD),
        "rows": _int(1, MAX_BOARD),
    },
    "hex_figures": {
        "id": _id,
        "board_id": _id,
        "side_id": _id,
        "name": _name,
        "q": _int(-MAX_HEX, MAX_HEX),
        "r": _int(-MAX_HEX, MAX_HEX),
        "facing": _int(0, 5),
        "defence_factor": _int(1, 6),
        "extra_action_spent": _flag,
        "out_of_action": _flag,
    },
    "crts": {
        "id": _id,
        "name": _name,
        "die_sides": _int(2, MAX_DIE_SIDES),
        "columns": _columns,
        "cells": _json(list),  # its shape against the die and columns: _crt_cells
        "legend": _legend,
        "notes": _text(),
    },
    "crt_overrides": {
        "id": _id,
        "crt_id": _id,
        "column": _text(MAX_CODE),
        "roll": _int(1, MAX_DIE_SIDES),
        "result": lambda v: _invalid(lambda: check_code("result", v)),
        "label": _text(MAX_NAME),
        "enabled": _flag,
    },
    "events": {
        "id": _id,
        "action_id": _optional_id,
        "turn": _int(1, MAX_COUNT),
        "side_id": _optional_id,
        "phase": _choice(PHASES),
        "kind": _name,
        "summary": _text(),
        "inputs": _json(dict),
        "chance": _chance,
        "dice": _json(list),
        "dice_source": _choice(DICE_MODES, empty=True),
        "outcome": _json(dict),
        "rule_ids": _rule_ids,
        "created_at": _datetime,
    },
    "combats": {
        "id": _id,
        "units_a": _unit_ids,
        "units_b": _unit_ids,
        "round": _int(0, MAX_COUNT),
        "last_winner": _choice(("a", "b"), empty=True),
        "is_open": _flag,
        "turn_started": _int(1, MAX_COUNT),
    },
    "actions": {
        "id": _id,
        "label": _text(MAX_NAME),
        "created_at": _datetime,
        "undone": _flag,
        "dice_before": _int(0, empty=True),
        "dice_after": _int(0, empty=True),
    },
    "action_rows": {
        "id": _id,
        "action_id": _id,
        "seq": _int(0, MAX_COUNT),
        "table_name": _choice(frozenset()),  # replaced below: the tables listed here
        "pk": _pk,
        "before": _any,  # an image: checked as its table's row (_journal)
        "after": _any,
    },
    "alembic_version": {"version_num": _text(32)},
}
FIELDS["action_rows"]["table_name"] = _choice(frozenset(FIELDS) - {"action_rows", "actions"})
#: Columns a journal image written by an older schema may lack (added by a revision).
_ADDED_LATER = {("sides", "colour")}
#: The identity of a row for its messages: table -> (what it is called, id column).
_RECORDS = {
    "game": ("the game record", None),
    "sides": ("side", "id"),
    "formations": ("formation", "id"),
    "units": ("unit", "id"),
    "commanders": ("commander", "id"),
    "footprints": ("the footprint of unit", "unit_id"),
    "battlefield": ("the battlefield record", None),
    "terrain": ("terrain", "id"),
    "hex_boards": ("hex board", "id"),
    "hex_figures": ("hex figure", "id"),
    "crts": ("combat results table", "id"),
    "crt_overrides": ("house rule", "id"),
    "events": ("event", "id"),
    "combats": ("combat", "id"),
    "actions": ("action", "id"),
    "action_rows": ("journal row", "id"),
    "alembic_version": ("the schema revision", None),
}


def _record(table: str, row: Mapping[str, Any]) -> str:
    """ "unit 12", or "unit 12 “Old Guard”" when the name is short plain text."""
    kind, key = _RECORDS.get(table, (table, None))
    if key is None:
        return kind
    label = f"{kind} {row.get(key)}"
    name = row.get("name")
    named = table not in ("events", "actions") and isinstance(name, str)
    if named and 0 < len(name) <= 60 and _name(name) is None:
        label += f" “{name}”"
    return label


def _check_row(
    p: _Problems, table: str, row: Mapping[str, Any], record: str, *, image: bool = False
) -> bool:
    """Every column's check on one row (or journal image). -> True when all passed."""
    sound = True
    for column, check in FIELDS.get(table, {}).items():
        if column not in row:
            if image and (table, column) not in _ADDED_LATER:
                p.add(record, column, "is missing")
                sound = False
            continue
        reason = check(row[column])
        if reason is not None:
            p.add(record, column, reason)
            sound = False
    return sound


def _rows(conn: sqlite3.Connection, table: str) -> Iterator[dict[str, Any]]:
    columns = list(FIELDS[table])
    listed = ", ".join(f'"{c}"' for c in columns)
    for values in conn.execute(f'SELECT {listed} FROM "{table}"'):
        yield dict(zip(columns, values, strict=True))


# ---------------------------------------------------------------- across rows


def _references(p: _Problems, rows: dict[str, list[dict[str, Any]]]) -> None:
    sides = {r["id"] for r in rows["sides"]}
    formations = {r["id"]: r for r in rows["formations"]}
    for game in rows["game"]:
        if game["active_side_id"] is not None and game["active_side_id"] not in sides:
            p.add("the game record", "active_side_id", "is not one of the game's sides")
    if len(rows["game"]) != 1:
        p.add("the game record", "id", f"there must be one ({len(rows['game'])} found)")
    if len(rows["battlefield"]) != 1:
        p.add("the battlefield record", "id", f"there must be one ({len(rows['battlefield'])})")
    for ident, f in formations.items():
        record = _record("formations", f)
        parent = f["parent_id"]
        if parent is None:
            continue
        if parent not in formations:
            p.add(record, "parent_id", "is not a formation of the game")
            continue
        if formations[parent]["side_id"] != f["side_id"]:
            p.add(record, "parent_id", "belongs to the other side")
        # Walk up: a loop would hang the services that walk the tree, and a very deep
        # tree exhausts Python's recursion when the order of battle is built.
        seen, node, depth = {ident}, parent, 1
        while node is not None and node in formations:
            if node in seen:
                p.add(record, "parent_id", "makes a loop (the formation is inside itself)")
                break
            seen.add(node)
            node, depth = formations[node]["parent_id"], depth + 1
            if depth > MAX_DEPTH:
                p.add(record, "parent_id", f"is nested more than {MAX_DEPTH} formations deep")
                break
    side_of_unit = {
        u["id"]: formations[u["formation_id"]]["side_id"]
        for u in rows["units"]
        if u["formation_id"] in formations
    }
    for c in rows["commanders"]:
        if (
            c["unit_id"] is not None
            and side_of_unit.get(c["unit_id"], c["side_id"]) != c["side_id"]
        ):
            p.add(_record("commanders", c), "unit_id", "is not a unit of the commander's side")
    crts = {c["id"]: c for c in rows["crts"]}
    for o in rows["crt_overrides"]:
        crt = crts.get(o["crt_id"])
        if crt is None:
            continue  # foreign_key_check says so
        columns = json.loads(crt["columns"])
        if o["column"] not in columns:
            p.add(_record("crt_overrides", o), "column", "is not a column of its table")
        if isinstance(o["roll"], int) and o["roll"] > crt["die_sides"]:
            p.add(_record("crt_overrides", o), "roll", f"is past the d{crt['die_sides']}")


def _crt_cells(p: _Problems, crt: dict[str, Any]) -> None:
    """The cells' shape: one row per face of the die, one code per column (ODD-2)."""
    sides, columns = crt["die_sides"], json.loads(crt["columns"])
    cells = _decoded(crt["cells"], list)
    record = _record("crts", crt)
    if len(cells) != sides:
        p.add(record, "cells", f"must have one row per face of the d{sides} ({len(cells)} rows)")
        return
    for face, row in enumerate(cells, start=1):
        if not isinstance(row, list) or len(row) != len(columns):
            p.add(record, "cells", f"row {face} must have {len(columns)} result codes")
            return
        for code in row:
            if not isinstance(code, str) or _invalid(lambda c=code: check_code("code", c)):
                p.add(record, "cells", f"row {face}: each code is text of at most {MAX_CODE}")
                return


def _journal(p: _Problems, rows: list[dict[str, Any]]) -> None:
    """The undo journal's row images, checked as the rows they were."""
    for r in rows:
        record = _record("action_rows", r)
        table = r["table_name"]
        for side in ("before", "after"):
            value = r[side]
            if value is None or value == "null":  # no row before (created) or after (deleted)
                continue
            try:
                image = _decoded(value, dict)
            except _BadJson as exc:
                p.add(record, side, str(exc))
                continue
            where = f"{record} ({side} {_record(table, image)})"
            if _check_row(p, table, image, where, image=True):
                key = _RECORDS.get(table, ("", None))[1] or "id"
                if table in FIELDS and key in image and [image[key]] != _decoded(r["pk"], list):
                    p.add(where, "pk", "is not the key of the row it records")


def stored_problems(conn: sqlite3.Connection, limit: int = MAX_PROBLEMS) -> list[str]:
    """Every value of a head-schema game no service would write, as "record: field: reason"
    lines (at most ``limit``). ``sqlite3.DatabaseError`` (a damaged page) propagates."""
    problems = _Problems(limit)
    try:
        # A row pointing at a row that is not there (SQLite checks no foreign key unless
        # told to, and the file may come from anywhere).
        for table, rowid, parent, _fk in conn.execute("PRAGMA foreign_key_check"):
            problems.add(f"{table} row {rowid}", "reference", f"points at no row of {parent}")
        rows: dict[str, list[dict[str, Any]]] = {}
        sound: dict[str, list[dict[str, Any]]] = {}
        for table in FIELDS:
            rows[table] = list(_rows(conn, table))
            sound[table] = [
                r for r in rows[table] if _check_row(problems, table, r, _record(table, r))
            ]
        for crt in sound["crts"]:
            _crt_cells(problems, crt)
        if not problems.items:  # references are read from rows known to be sound
            _references(problems, sound)
            _journal(problems, sound["action_rows"])
    except _Found:
        pass
    return problems.items

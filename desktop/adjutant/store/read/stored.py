"""Every stored value checked when a game is read: the same bounds as the services (issue 16).

For ``adjutant.store.file.game`` (``Game.open`` refuses a game holding a value no service
would write, with ``DamagedGame`` naming the record and the field) and
``adjutant.store.file.check`` (``adjutant check`` lists each such value, exit 1). A file
comes from anywhere: a million-character name, a 1e12 battlefield, a ruleset that is
not a JSON object, a coordinate stored as text or a combat table whose rows disagree
with its die must give a clear message, never a traceback, a hang or a crash in the
windows that show it.

:func:`stored_problems` ``(conn)`` reads every row of every table of the head schema
through a plain ``sqlite3`` connection (no SQLAlchemy: opening a game stays fast, issue
9) and returns one line per problem, "unit 12: name: must be at most 200 characters",
at most :data:`MAX_PROBLEMS`. The bounds are ``adjutant.store.format.validate``'s, which the
services use, so a value a service wrote always passes.

Each table's columns have one check each (:data:`FIELDS`), used for the rows as they
are and for the row images of the undo journal (``action_rows``), which the turn
summary writes back to rebuild past turns: an image is checked like the row it was.
References between rows (a unit's formation, a formation's parent without loops, a
house rule's cell on its table) are checked on the rows as they are.
"""

from __future__ import annotations

import contextlib
import json
import math
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from adjutant.rules.units import Formation, SizeClass, Status, Token, UnitType
from adjutant.store.errors import InvalidField
from adjutant.store.format import outbox, record_values
from adjutant.store.format.fileformat import PHASES
from adjutant.store.format.validate import (
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
    MAX_PROFILE,
    MAX_PROFILE_TEXT,
    MAX_SOURCE_TEXT,
    MAX_TABLE,
    MAX_TERRAIN_POINTS,
    MAX_TURN,
    SOURCE_KEYS,
    TERRAIN_KINDS,
    check_code,
    check_name,
    check_odds_columns,
    check_text,
    formation_depth_problem,
)

if TYPE_CHECKING:
    from enum import Enum

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


def _invalid(check: Callable[..., object]) -> str | None:
    try:
        check()
    except InvalidField as exc:
        return exc.why
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
    names: dict[type[object], str] = {list: "a list", dict: "an object"}
    return names.get(type(value), type(value).__name__)


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
        return exc.why
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


def _profile(value: Any) -> str | None:
    """A unit's imported profile: NULL (or JSON null), or [[name, value], ...], at most
    MAX_PROFILE pairs of text of at most MAX_PROFILE_TEXT characters (list_services)."""
    if value is None or value == "null":
        return None
    try:
        pairs = _decoded(value, list)
    except _BadJson as exc:
        return str(exc)
    if len(pairs) > MAX_PROFILE or not all(
        isinstance(pair, list)
        and len(pair) == 2
        and all(isinstance(x, str) and len(x) <= MAX_PROFILE_TEXT for x in pair)
        for pair in pairs
    ):
        return f"must be at most {MAX_PROFILE} [name, value] pairs of short text"
    return None


def _source(value: Any) -> str | None:
    """Where an imported unit came from: NULL, or {"file", "format", "system"} as text, and
    "type" (the builder's name of a unit the player renamed, issue 27) when there is one."""
    if value is None or value == "null":
        return None
    try:
        source = _decoded(value, dict)
    except _BadJson as exc:
        return str(exc)
    if not all(
        isinstance(source.get(k, ""), str) and len(source.get(k, "")) <= MAX_SOURCE_TEXT
        for k in SOURCE_KEYS
    ):
        return 'must hold "file", "format", "system" (and "type") as short text'
    # Issue 24: the list's name and the SHA-256 of its file, for the match record.
    listed = source.get("list", "")
    if not isinstance(listed, str) or len(listed) > MAX_SOURCE_TEXT:
        return '"list" must be short text'
    digest = source.get("sha256")
    if digest is not None and not (
        isinstance(digest, str) and len(digest) == 64 and set(digest) <= set("0123456789abcdef")
    ):
        return '"sha256" must be 64 hexadecimal digits'
    return None


def _label(limit: int, *, empty: bool = False, blank: bool = True) -> Check:
    """One line of text as the match record keeps it (issue 24): ``blank`` (""), allowed
    while the record is a draft; ``empty`` (NULL) allowed too where the field is optional."""

    def check(value: Any) -> str | None:
        if value is None and empty:
            return None
        reason = _invalid(lambda: record_values.check_label("text", value, limit))
        if reason is None and value != value.strip():
            return "must have no spaces around it"
        if reason is None and not blank and not value:
            return "must not be blank"
        return reason

    return check


def _hex(digits: int) -> Check:
    pattern = re.compile(f"[0-9a-f]{{{digits}}}")

    def check(value: Any) -> str | None:
        if value is None or (isinstance(value, str) and pattern.fullmatch(value)):
            return None
        return f"must be {digits} lower-case hex digits"

    return check


def _vp_by_round(value: Any) -> str | None:
    """A player's victory points by round (issue 24), as ``record_values`` bounds them."""
    try:
        rounds = _decoded(value, list)
    except _BadJson as exc:
        return str(exc)
    return _invalid(lambda: record_values.check_vp_by_round("vp_by_round", rounds))


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


def _enum(kind: type[Enum]) -> Check:
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
        "turn": _int(1, MAX_TURN),
        "active_side_id": _optional_id,
        "phase": _choice(PHASES),
        # Schema 4 (issue 24): the game's identity.
        "game_uuid": lambda v: None if outbox.is_uuid4(v) else "must be a UUID4 in lower case",
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
        # Schema 3 (issue 17, army lists): as list_services writes them, None when absent.
        "strength": _int(0, 100_000, empty=True),
        "points": _number(0, 1e9, empty=True),
        "profile": lambda v: _profile(v),
        "source": lambda v: _source(v),
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
        "turn": _int(1, MAX_TURN),
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
        "turn_started": _int(1, MAX_TURN),
    },
    "actions": {
        "id": _id,
        "label": _text(MAX_NAME),
        "created_at": _datetime,
        "undone": _flag,
        "dice_before": _int(0, empty=True),
        "dice_after": _int(0, empty=True),
        # Schema 4 (issue 24): the outbox op that recorded it (None: made before).
        "op_uuid": lambda v: None if v is None else outbox.check_op_uuid(v),
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
    # Schema 4 (issue 24): the outbox, its acknowledgements, the match record.
    "outbox": dict(outbox.COLUMN_CHECKS),
    "outbox_acks": dict(outbox.ACK_CHECKS),
    "match_record": {
        "id": _int(1, 1),
        "event_name": _label(MAX_NAME),
        "event_round": _int(1, record_values.MAX_ROUND, empty=True),
        "event_table": _int(1, record_values.MAX_TABLE, empty=True),
        "scenario": _label(MAX_NAME),
        "points_limit": _int(1, record_values.MAX_POINTS_LIMIT, empty=True),
        "first_player": _int(1, 2, empty=True),
        "end_reason": _choice(record_values.END_REASONS, empty=True),
        "dispute_player": _int(1, 2, empty=True),
        "dispute_note": _text(record_values.MAX_NOTE),
    },
    "match_players": {
        "id": _int(1, 2),
        "side_id": _optional_id,
        "name": _label(MAX_NAME),
        "player_code": _label(record_values.MAX_CODE, empty=True, blank=False),
        "faction": _label(MAX_NAME),
        "list_sha256": _hex(64),
        "vp_by_round": lambda v: _vp_by_round(v),
        "result": _choice(record_values.RESULTS, empty=True),
        "confirmed_at": lambda v: None if v is None else _datetime(v),
        "confirmed_sha256": _hex(64),
        "pin_salt": _hex(32),
        "pin_hash": _hex(64),
    },
}
#: The tables the undo journal records rows of (not itself, nor the outbox).
_JOURNALED = frozenset(FIELDS) - {"action_rows", "actions", "outbox", "outbox_acks"}
FIELDS["action_rows"]["table_name"] = _choice(_JOURNALED)
#: Columns a journal image written by an older schema may lack (added by a revision).
_ADDED_LATER = {("sides", "colour"), ("game", "game_uuid")} | {
    ("units", c) for c in ("strength", "points", "profile", "source")
}
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
    "outbox": ("outbox op", "seq"),
    "outbox_acks": ("the acknowledgement of", "target"),
    "match_record": ("the match record", None),
    "match_players": ("player", "id"),
}


def _record(table: str, row: Mapping[str, Any]) -> str:
    """ "unit 12", or "unit 12 “Old Guard”" when the name is short plain text."""
    kind, key = _RECORDS.get(table, (table, None))
    if key is None:
        return kind
    label = f"{kind} {row.get(key)}"
    name = row.get("name")
    if (
        table not in ("events", "actions", "match_players")
        and isinstance(name, str)
        and 0 < len(name) <= 60
        and _name(name) is None
    ):
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


def _rows(conn: sqlite3.Connection, table: str, where: str = "") -> Iterator[dict[str, Any]]:
    columns = list(FIELDS[table])
    listed = ", ".join(f'"{c}"' for c in columns)
    sql = f'SELECT {listed} FROM "{table}"' + (f" WHERE {where}" if where else "")
    for values in conn.execute(sql, _SQL_PARAMETERS):
        yield dict(zip(columns, values, strict=True))


# ---------------------------------------------------------------- the long tables in SQL
# A long game holds tens of thousands of events and journal rows: checking each in Python
# took most of a second at open. For these tables SQLite first picks out, in C, every row
# that might fail (its predicate below is as strict as the Python checks or stricter);
# only those rows are checked in Python, which gives the exact message. Where SQLite has
# no JSON functions the Python checks read every row, as for the other tables.

_NAME_BAD = "*[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]*"
_TEXT_BAD = "*[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]*"
# What str.strip() takes away: a name of nothing else is empty. Written out, not computed
# from every code point's isspace() at import (that took 65 ms of the launch, issue 28);
# tests/store/test_stored_values.py checks it against str.isspace().
_WHITESPACE = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004"
    "\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
_SQL_PARAMETERS = {"name_bad": _NAME_BAD, "text_bad": _TEXT_BAD, "space": _WHITESPACE}
_D = "[0-9]"
_H = "[0-9a-f]"
_UUID4_GLOB = f"{_H * 8}-{_H * 4}-4{_H * 3}-[89ab]{_H * 3}-{_H * 12}"
_STAMP = f"{_D * 4}-{_D * 2}-{_D * 2} {_D * 2}:{_D * 2}:{_D * 2}"


def _no_nul(column: str) -> str:
    # SQLite's GLOB, length() and JSON functions stop at a NUL inside a text; Python does not.
    return f"instr(CAST({column} AS BLOB), X'00') = 0"


def _sql_int(
    column: str, low: int | None = None, high: int | None = None, empty: bool = False
) -> str:
    test = f"typeof({column}) = 'integer'"
    if low is not None:
        test += f" AND {column} >= {low}"
    if high is not None:
        test += f" AND {column} <= {high}"
    return f"({column} IS NULL OR {test})" if empty else f"({test})"


def _sql_text(column: str, limit: int, bad: str) -> str:
    return (
        f"(typeof({column}) = 'text' AND length({column}) <= {limit}"
        f" AND {_no_nul(column)} AND {column} NOT GLOB :{bad})"
    )


def _sql_name(column: str) -> str:
    return f"({_sql_text(column, MAX_NAME, 'name_bad')} AND length(trim({column}, :space)) >= 1)"


def _sql_number(
    column: str, low: float, high: float, *, positive: bool = False, empty: bool = False
) -> str:
    test = f"typeof({column}) IN ('integer', 'real') AND {column} BETWEEN {low!r} AND {high!r}" + (
        f" AND {column} > 0" if positive else ""
    )
    return f"({column} IS NULL OR ({test}))" if empty else f"({test})"


def _sql_flag(column: str) -> str:
    return f"(typeof({column}) = 'integer' AND {column} IN (0, 1))"


def _sql_json(column: str, kind: str, limit: int = MAX_JSON) -> str:
    # CASE, not AND: json_type() raises on malformed JSON, and AND may run both sides.
    # Deep nesting (which Python's decoder refuses) is left to Python: many brackets.
    return (
        f"(typeof({column}) = 'text' AND length({column}) <= {limit} AND {_no_nul(column)}"
        f" AND length({column}) - length(replace(replace({column}, '[', ''), '{{', '')) <= 200"
        f" AND CASE WHEN json_valid({column}) THEN json_type({column}) END = '{kind}')"
    )


def _sql_stamp(column: str) -> str:
    return (
        f"(typeof({column}) = 'text' AND {_no_nul(column)} AND ({column} GLOB '{_STAMP}'"
        f" OR {column} GLOB '{_STAMP}.{_D * 6}')"
        f" AND datetime({column}) = substr({column}, 1, 19))"
    )


def _sql_choice(column: str, choices: Iterable[str], empty: bool = False) -> str:
    listed = ", ".join(f"'{c}'" for c in sorted(choices))
    test = f"{column} IN ({listed})"
    return f"({column} IS NULL OR {test})" if empty else f"({test})"


_SOUND_IN_SQL = {
    "units": " AND ".join(
        [
            _sql_int("id"),
            _sql_int("formation_id"),
            _sql_int("position", 0, MAX_COUNT),
            _sql_name("name"),
            _sql_choice("unit_type", {m.value for m in UnitType}),
            _sql_choice("size_class", {m.value for m in SizeClass}),
            _sql_choice("formation", {m.value for m in Formation}),
            _sql_choice("status", {m.value for m in Status}),
            _sql_number("movement", 0, 1000),
            _sql_int("melee_dice", 0, MAX_DICE),
            _sql_int("to_hit", 2, 6),
            _sql_int("attack_factor", 0, 999),
            _sql_int("defence_factor", 0, 999),
            _sql_choice("token", {m.value for m in Token}, empty=True),
            _sql_flag("reckless"),
            _sql_flag("has_commander"),
            _sql_flag("has_standard_bearer"),
            _sql_flag("has_musician"),
            _sql_int("casualties", 0, 100_000),
            _sql_text("notes", MAX_NOTES, "text_bad"),
            _sql_int("strength", 0, 100_000, empty=True),
            _sql_number("points", 0, 1e9, empty=True),
            # An imported profile or source: its shape is Python's to check (few units).
            "(profile IS NULL OR profile = 'null')",
            "(source IS NULL OR source = 'null')",
        ]
    ),
    "footprints": " AND ".join(
        [
            _sql_int("unit_id"),
            _sql_number("x", -MAX_COORDINATE, MAX_COORDINATE),
            _sql_number("y", -MAX_COORDINATE, MAX_COORDINATE),
            _sql_number("facing", -360_000, 360_000),
            _sql_number("width", 0, MAX_FOOTPRINT, positive=True),
            _sql_number("depth", 0, MAX_FOOTPRINT, positive=True),
        ]
    ),
    "formations": " AND ".join(
        [
            _sql_int("id"),
            _sql_int("side_id"),
            _sql_int("parent_id", empty=True),
            _sql_name("name"),
            _sql_choice("kind", FORMATION_KINDS),
            _sql_int("position", 0, MAX_COUNT),
        ]
    ),
    "events": " AND ".join(
        [
            _sql_int("id"),
            _sql_int("action_id", empty=True),
            _sql_int("turn", 1, MAX_TURN),
            _sql_int("side_id", empty=True),
            _sql_choice("phase", PHASES),
            # Kinds are the store's own snake_case words.
            "(typeof(kind) = 'text' AND length(kind) BETWEEN 1 AND 32"
            f" AND {_no_nul('kind')} AND kind NOT GLOB '*[^a-z_]*')",
            _sql_text("summary", MAX_NOTES, "text_bad"),
            _sql_json("inputs", "object"),
            f"(chance IS NULL OR (typeof(chance) = 'text' AND length(chance) <= 61 AND {_no_nul('chance')}"
            " AND chance GLOB '[0-9]*/[0-9]*' AND chance NOT GLOB '*[^0-9/]*'"
            " AND chance NOT GLOB '*/*/*'))",
            _sql_json("dice", "array"),
            _sql_choice("dice_source", DICE_MODES, empty=True),
            _sql_json("outcome", "object"),
            _sql_json("rule_ids", "array", 10_000),
            "(CASE WHEN json_valid(rule_ids) THEN CASE WHEN json_type(rule_ids) = 'array' THEN"
            " (SELECT count(*) FROM json_each(rule_ids) WHERE type <> 'text'"
            " OR length(value) > 32) END END = 0)",
            _sql_stamp("created_at"),
        ]
    ),
    "actions": " AND ".join(
        [
            _sql_int("id"),
            _sql_text("label", MAX_NAME, "text_bad"),
            _sql_stamp("created_at"),
            "(undone IN (0, 1) AND typeof(undone) = 'integer')",
            _sql_int("dice_before", 0, empty=True),
            _sql_int("dice_after", 0, empty=True),
            f"(op_uuid IS NULL OR (typeof(op_uuid) = 'text' AND op_uuid GLOB '{_UUID4_GLOB}'))",
        ]
    ),
    "action_rows": " AND ".join(
        [
            _sql_int("id"),
            _sql_int("action_id"),
            _sql_int("seq", 0, MAX_COUNT),
            "(typeof(table_name) = 'text' AND table_name IN ("
            + ", ".join(f"'{t}'" for t in sorted(_JOURNALED))
            + "))",
            f"(typeof(pk) = 'text' AND {_no_nul('pk')} AND CASE WHEN json_valid(pk) THEN CASE WHEN"
            " json_type(pk) = 'array' THEN json_array_length(pk) = 1 AND"
            " json_type(pk, '$[0]') IN ('integer', 'text') END END)",
        ]
    ),
}


def _not_utf8(conn: sqlite3.Connection, table: str) -> list[tuple[Any, str]]:
    """(row id, column) of the text values of ``table`` that are not UTF-8 (SQLite keeps
    any bytes; Python cannot read them back). Read as bytes: the rows SQLite cleared are
    otherwise never fetched by the check."""
    key = _RECORDS[table][1] or "rowid"
    texts = [c for c in FIELDS[table] if c in ("name", "notes", "summary", "label", "kind")]
    if not texts:
        return []
    listed = ", ".join(f'CAST("{c}" AS BLOB)' for c in texts)
    found = []
    for ident, *values in conn.execute(f'SELECT "{key}", {listed} FROM "{table}"'):
        for column, value in zip(texts, values, strict=True):
            if isinstance(value, bytes):
                try:
                    value.decode("utf-8")
                except UnicodeDecodeError:
                    found.append((ident, column))
    return found


def _flagged(conn: sqlite3.Connection, table: str) -> list[dict[str, Any]] | None:
    """The rows of ``table`` SQLite could not clear, or None: check every row in Python
    (a table without a predicate, or an SQLite without JSON functions)."""
    sound = _SOUND_IN_SQL.get(table)
    if sound is None:
        return None
    try:
        return list(_rows(conn, table, f"NOT ({sound}) OR ({sound}) IS NULL"))
    except sqlite3.OperationalError:
        return None


# ---------------------------------------------------------------- across rows


def _references(p: _Problems, rows: dict[str, list[dict[str, Any]]], other_side: set[int]) -> None:
    """``other_side``: the units a commander of the other side is with."""
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
            if formation_depth_problem(depth) is not None:
                p.add(record, "parent_id", f"is nested more than {MAX_DEPTH} formations deep")
                break
    for c in rows["commanders"]:
        if c["unit_id"] is not None and c["unit_id"] in other_side:
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


def _check_table(
    conn: sqlite3.Connection, problems: _Problems, table: str
) -> list[dict[str, Any]] | None:
    """Check every row of ``table``; -> its sound rows, or None when SQLite cleared them
    (all sound unless a problem was found; they are read again only if needed)."""
    flagged = _flagged(conn, table)
    if flagged is None:
        return [r for r in _rows(conn, table) if _check_row(problems, table, r, _record(table, r))]
    # Only the flagged rows are checked in Python; the others are sound.
    for ident, column in _not_utf8(conn, table):
        problems.add(f"{_RECORDS[table][0]} {ident}", column, "is not valid UTF-8")
    for r in flagged:
        _check_row(problems, table, r, _record(table, r))
    return None


#: The tables a long game fills by the ten thousand: ``Game.open`` leaves them to the
#: queries that read them (:func:`row_problems`, :func:`image_problems`).
LONG_TABLES = ("events", "actions", "action_rows", "outbox")


def _not_utf8_text(problems: _Problems, records: str, exc: sqlite3.OperationalError) -> None:
    """A text column SQLite cannot hand to Python (bytes that are not UTF-8) is a problem of
    ``records``; any other OperationalError is not this check's to explain."""
    if not str(exc).startswith("Could not decode"):
        raise exc
    problems.add(records, "text", f"is not valid UTF-8 ({exc})")


def stored_problems(
    conn: sqlite3.Connection, limit: int = MAX_PROBLEMS, *, long_tables: bool = True
) -> list[str]:
    """Every value of a head-schema game no service would write, as "record: field: reason"
    lines (at most ``limit``). ``sqlite3.DatabaseError`` (a damaged page) propagates.

    ``long_tables``: also the events, the actions and the undo journal with its row
    images. ``Game.open`` leaves them out — a long game has tens of thousands of rows
    there, which took most of a second to check — and each is checked where it is read
    (the turn log's and the summary's events in ``queries``, the journal's images in the
    summary); ``adjutant check`` reads them all."""
    problems = _Problems(limit)
    try:
        # A row pointing at a row that is not there (SQLite checks no foreign key unless
        # told to, and the file may come from anywhere).
        for table, rowid, parent, _fk in conn.execute("PRAGMA foreign_key_check"):
            problems.add(f"{table} row {rowid}", "reference", f"points at no row of {parent}")
        sound: dict[str, list[dict[str, Any]] | None] = {}
        for table in FIELDS:
            if table in LONG_TABLES and not long_tables:
                sound[table] = []
                continue
            try:
                sound[table] = _check_table(conn, problems, table)
            except sqlite3.OperationalError as exc:
                _not_utf8_text(problems, f"{_RECORDS[table][0]}s", exc)
                sound[table] = []
        # Only the tables of _SOUND_IN_SQL may be None (cleared by SQLite): not crts.
        for crt in cast("list[dict[str, Any]]", sound["crts"]):
            _crt_cells(problems, crt)
        if not problems.items:  # references are read from rows known to be sound
            if sound["formations"] is None:
                sound["formations"] = list(_rows(conn, "formations"))
            other_side = {
                r[0]
                for r in conn.execute(
                    "SELECT c.unit_id FROM commanders c JOIN units u ON u.id = c.unit_id "
                    "JOIN formations f ON f.id = u.formation_id WHERE f.side_id != c.side_id"
                )
            }
            # _references reads no table of _SOUND_IN_SQL but formations, read just above.
            _references(problems, cast("dict[str, list[dict[str, Any]]]", sound), other_side)
            _record_rows(problems, sound)
            _acks(problems, conn, sound["outbox_acks"])
            if long_tables:
                _outbox(problems, conn, sound["outbox"])
                _journal_images(conn, problems)
    except _Found:
        pass
    return problems.items


def _journal_images(conn: sqlite3.Connection, problems: _Problems) -> None:
    """The undo journal's row images, read and checked (:func:`_journal`)."""
    try:
        images = list(_rows(conn, "action_rows"))
    except sqlite3.OperationalError as exc:
        _not_utf8_text(problems, "journal rows", exc)
    else:
        _journal(problems, images)


def journal_problems(conn: sqlite3.Connection, limit: int = MAX_PROBLEMS) -> list[str]:
    """What is wrong with the undo journal alone (the actions and the row images of
    ``action_rows``), as :func:`stored_problems` with ``long_tables`` finds it.

    For reopening a game's history (issue 27): ``adjutant check`` calls such a game
    damaged, so opening it must not offer to undo what cannot be undone."""
    problems = _Problems(limit)
    try:
        for table in ("actions", "action_rows"):
            try:
                _check_table(conn, problems, table)
            except sqlite3.OperationalError as exc:
                _not_utf8_text(problems, f"{_RECORDS[table][0]}s", exc)
        if not problems.items:
            _journal_images(conn, problems)
    except _Found:
        pass
    return problems.items


def replay_problems(rows: list[tuple[Any, Any, Any]]) -> list[str]:
    """What is wrong with the (table_name, pk, image) of the journal rows an undo or redo
    would write back, as stored (JSON text, or NULL for no row): a table that is not one, a
    key that is not [id], an image no service would write. [] when they are sound (issue
    27: a damaged journal raised an untyped KeyError half-way through an undo)."""
    problems = _Problems(MAX_PROBLEMS)
    tracked = frozenset(FIELDS) - {"action_rows", "actions", "alembic_version"}
    try:
        for seq, (table, pk, image) in enumerate(rows, start=1):
            where = f"journal entry {seq}"
            if not isinstance(table, str) or table not in tracked:
                problems.add(where, "table_name", "is not a table of the game")
                continue
            reason = _pk(pk)
            if reason is not None:
                problems.add(where, "pk", reason)
                continue
            if image is None or image == "null":
                continue
            try:
                decoded = _decoded(image, dict)
            except _BadJson as exc:
                problems.add(where, "image", str(exc))
                continue
            _check_row(problems, table, decoded, f"{where} ({_record(table, decoded)})", image=True)
    except _Found:
        pass
    return problems.items


def _record_rows(p: _Problems, rows: dict[str, list[dict[str, Any]] | None]) -> None:
    """The match record's pairs of columns: a PIN's salt with its hash, a confirmation's
    time with the record hash it confirmed (issue 24)."""
    for r in rows["match_players"] or ():
        record = _record("match_players", r)
        if (r["pin_salt"] is None) != (r["pin_hash"] is None):
            p.add(record, "pin_hash", "a PIN's salt and hash go together")
        if (r["confirmed_at"] is None) != (r["confirmed_sha256"] is None):
            p.add(record, "confirmed_sha256", "a confirmation's time and record hash go together")
        if r["confirmed_at"] is not None and r["pin_hash"] is None:
            p.add(record, "confirmed_at", "a confirmation needs the player's PIN")


def _acks(p: _Problems, conn: sqlite3.Connection, rows: list[dict[str, Any]] | None) -> None:
    """An archive cannot have acknowledged ops past the outbox's last one (issue 24)."""
    if not rows:
        return
    head = conn.execute("SELECT coalesce(max(seq), 0) FROM outbox").fetchone()[0]
    for r in rows:
        if isinstance(head, int) and r["acked_seq"] > head:
            p.add(_record("outbox_acks", r), "acked_seq", f"is past the outbox's last op ({head})")


def _outbox(p: _Problems, conn: sqlite3.Connection, rows: list[dict[str, Any]] | None) -> None:
    """Each op's payload against its hash and its kind, then the ops replayed from the start
    against the undo journal (issue 24: they must agree)."""
    for r in rows or ():
        for field, reason in outbox.payload_problems(r):
            p.add(_record("outbox", r), field, reason)
    if p.items:
        return
    for problem in outbox.journal_problems(conn, p.limit):
        record, field, reason = _split(problem)
        p.add(record, field, reason)


def _split(problem: str) -> tuple[str, str, str]:
    record, _, rest = problem.partition(": ")
    field, _, reason = rest.partition(": ")
    return (record, field, reason) if reason else (record, "outbox", rest)


def image_problems(table: str, image: Any, where: str) -> list[str]:
    """What is wrong with one journal image of a ``table`` row (for the turn summary,
    which writes images back to rebuild past turns): [] when it is sound."""
    problems = _Problems(MAX_PROBLEMS)
    try:
        if image is None:
            return []
        if not isinstance(image, dict):
            problems.add(where, "image", f"must be a JSON object (it is {_kind(image)})")
        else:
            _check_row(problems, table, image, where, image=True)
    except _Found:
        pass
    return problems.items


def row_problems(table: str, row: Mapping[str, Any]) -> list[str]:
    """What is wrong with one stored row of ``table`` (column name -> value), for a query
    that reads a long table (:data:`LONG_TABLES`) row by row: [] when it is sound."""
    problems = _Problems(MAX_PROBLEMS)
    with contextlib.suppress(_Found):
        _check_row(problems, table, row, _record(table, row))
    return problems.items

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

The undo journal's row images (``action_rows``) are not read here: they are replayed
only by undo within the session that wrote them.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
from collections.abc import Callable, Iterator
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
#: Turns, rounds, casualties: generous bounds no game reaches, so no counter overflows.
MAX_COUNT = 1_000_000
_CHANCE = re.compile(r"\d{1,30}/\d{1,30}")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


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


def _name(value: Any) -> str | None:
    if isinstance(value, bytes):
        return "must be text (it is stored as bytes)"
    if isinstance(value, str) and len(value) > MAX_NAME:
        return f"must be at most {MAX_NAME} characters (it has {len(value):,})"
    return _invalid(lambda: check_name("name", value))


def _text(value: Any, limit: int = MAX_NOTES) -> str | None:
    if isinstance(value, bytes):
        return "must be text (it is stored as bytes)"
    if isinstance(value, str) and len(value) > limit:
        return f"must be at most {limit:,} characters (it has {len(value):,})"
    return _invalid(lambda: check_text("text", value, limit))


def _int(value: Any, low: int | None = None, high: int | None = None) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int):
        return f"must be a whole number (it is {_kind(value)})"
    if low is not None and value < low:
        return f"must be at least {low}"
    if high is not None and value > high:
        return f"must be at most {high:,}"
    return None


def _optional_int(value: Any, low: int | None = None, high: int | None = None) -> str | None:
    return None if value is None else _int(value, low, high)


def _number(value: Any, low: float, high: float) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return f"must be a number (it is {_kind(value)})"
    if not math.isfinite(value):
        return "must be a finite number"
    if value < low:
        return f"must be at least {low:g}"
    if value > high:
        return f"must be at most {high:g}"
    return None


def _flag(value: Any) -> str | None:
    return None if value in (0, 1) and not isinstance(value, float) else "must be 0 or 1"


def _choice(value: Any, choices: tuple[str, ...] | frozenset[str]) -> str | None:
    if isinstance(value, str) and value in choices:
        return None
    shown = ", ".join(sorted(choices)) if len(choices) <= 12 else f"{len(choices)} known values"
    return f"must be one of {shown}"


def _datetime(value: Any) -> str | None:
    if not isinstance(value, str) or len(value) > 40:
        return "must be a date and time"
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return "must be a date and time"
    return None


def _kind(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, bytes):
        return "bytes"
    if isinstance(value, str):
        return "text"
    return "a number" if isinstance(value, int | float) else type(value).__name__


class _BadJson(Exception):
    pass


def _json(value: Any, container: type) -> Any:
    """The decoded JSON text ``value``, which must be a ``container`` (dict or list)."""
    if not isinstance(value, str):
        raise _BadJson(f"must be JSON text (it is {_kind(value)})")
    if len(value) > MAX_JSON:
        raise _BadJson(f"is {len(value):,} characters of JSON (at most {MAX_JSON:,})")
    try:
        decoded = json.loads(value)
    except (ValueError, RecursionError):
        raise _BadJson("is not valid JSON") from None
    if not isinstance(decoded, container):
        what = "a JSON object" if container is dict else "a JSON list"
        raise _BadJson(f"must be {what} (it is {type(decoded).__name__})")
    return decoded


def _record(kind: str, ident: Any, name: Any = None) -> str:
    """ "unit 12", or "unit 12 “Old Guard”" when the name is short plain text."""
    label = f"{kind} {ident}"
    if isinstance(name, str) and 0 < len(name) <= 60 and _name(name) is None:
        label += f" “{name}”"
    return label


# ---------------------------------------------------------------- tables


def _rows(conn: sqlite3.Connection, sql: str) -> Iterator[tuple]:
    yield from conn.execute(sql)


def _check_fields(problems: _Problems, record: str, checks: dict[str, str | None]) -> None:
    for field, reason in checks.items():
        if reason is not None:
            problems.add(record, field, reason)


_UNIT_CHOICES = {
    "unit_type": frozenset(m.value for m in UnitType),
    "size_class": frozenset(m.value for m in SizeClass),
    "formation": frozenset(m.value for m in Formation),
    "status": frozenset(m.value for m in Status),
}
_TOKENS = frozenset(m.value for m in Token)


def _game(conn: sqlite3.Connection, p: _Problems, sides: set[int]) -> None:
    rows = conn.execute(
        "SELECT id, name, created_at, modified_at, ruleset, dice_mode, dice_seed, "
        "dice_position, turn, active_side_id, phase FROM game"
    ).fetchall()
    if len(rows) != 1 or rows[0][0] != 1:
        p.add("the game record", "id", f"there must be one game record, id 1 ({len(rows)} found)")
        return
    (_, name, created, modified, ruleset, mode, seed, position, turn, active, phase) = rows[0]
    record = "the game record"
    try:
        _json(ruleset, dict)
        ruleset_problem = None
    except _BadJson as exc:
        ruleset_problem = str(exc)
    _check_fields(
        p,
        record,
        {
            "name": _name(name),
            "created_at": _datetime(created),
            "modified_at": _datetime(modified),
            "ruleset": ruleset_problem,
            "dice_mode": _choice(mode, DICE_MODES),
            "dice_seed": _int(seed),
            "dice_position": _int(position, 0),
            "turn": _int(turn, 1, MAX_COUNT),
            "active_side_id": (
                None if active is None or active in sides else "is not one of the game's sides"
            ),
            "phase": _choice(phase, frozenset(PHASES)),
        },
    )


def _sides(conn: sqlite3.Connection, p: _Problems) -> set[int]:
    ids = set()
    for ident, name, position, colour in _rows(
        conn, "SELECT id, name, position, colour FROM sides"
    ):
        ids.add(ident)
        _check_fields(
            p,
            _record("side", ident, name),
            {
                "name": _name(name),
                "position": _int(position, 0, MAX_COUNT),
                "colour": (
                    None
                    if colour is None
                    or (isinstance(colour, str) and _COLOUR.fullmatch(colour) is not None)
                    else 'must be a colour "#rrggbb"'
                ),
            },
        )
    return ids


def _formations(conn: sqlite3.Connection, p: _Problems, sides: set[int]) -> dict[int, int]:
    """-> formation id: side id."""
    parents: dict[int, Any] = {}
    side_of: dict[int, int] = {}
    names: dict[int, Any] = {}
    for ident, side, parent, name, kind, position in _rows(
        conn, "SELECT id, side_id, parent_id, name, kind, position FROM formations"
    ):
        record = _record("formation", ident, name)
        names[ident] = name
        parents[ident] = parent
        side_of[ident] = side
        _check_fields(
            p,
            record,
            {
                "name": _name(name),
                "kind": _choice(kind, FORMATION_KINDS),
                "position": _int(position, 0, MAX_COUNT),
                "side_id": None if side in sides else "is not one of the game's sides",
            },
        )
    for ident, parent in parents.items():
        record = _record("formation", ident, names[ident])
        if parent is None:
            continue
        if parent not in parents:
            p.add(record, "parent_id", "is not a formation of the game")
            continue
        if side_of[parent] != side_of[ident]:
            p.add(record, "parent_id", "belongs to the other side")
        # Walk up: a loop would hang the services that walk the tree, and a very deep
        # tree exhausts Python's recursion when the order of battle is built.
        seen = {ident}
        node, depth = parent, 1
        while node is not None and node in parents:
            if node in seen:
                p.add(record, "parent_id", "makes a loop (the formation is inside itself)")
                break
            seen.add(node)
            node, depth = parents[node], depth + 1
            if depth > MAX_DEPTH:
                p.add(record, "parent_id", f"is nested more than {MAX_DEPTH} formations deep")
                break
    return side_of


def _units(conn: sqlite3.Connection, p: _Problems, formations: dict[int, int]) -> dict[int, int]:
    """-> unit id: side id."""
    side_of: dict[int, int] = {}
    for row in _rows(
        conn,
        "SELECT id, formation_id, position, name, unit_type, size_class, formation, status, "
        "movement, melee_dice, to_hit, attack_factor, defence_factor, token, reckless, "
        "has_commander, has_standard_bearer, has_musician, casualties, notes FROM units",
    ):
        (ident, formation_id, position, name, unit_type, size, order, status, movement) = row[:9]
        (dice, to_hit, attack, defence, token, reckless, cmd, std, mus, casualties, notes) = row[9:]
        if formation_id in formations:
            side_of[ident] = formations[formation_id]
        _check_fields(
            p,
            _record("unit", ident, name),
            {
                "name": _name(name),
                "formation_id": (
                    None if formation_id in formations else "is not a formation of the game"
                ),
                "position": _int(position, 0, MAX_COUNT),
                "unit_type": _choice(unit_type, _UNIT_CHOICES["unit_type"]),
                "size_class": _choice(size, _UNIT_CHOICES["size_class"]),
                "formation": _choice(order, _UNIT_CHOICES["formation"]),
                "status": _choice(status, _UNIT_CHOICES["status"]),
                "movement": _number(movement, 0, 1000),
                "melee_dice": _int(dice, 0, MAX_DICE),
                "to_hit": _int(to_hit, 2, 6),
                "attack_factor": _int(attack, 0, 999),
                "defence_factor": _int(defence, 0, 999),
                "token": None if token is None else _choice(token, _TOKENS),
                "reckless": _flag(reckless),
                "has_commander": _flag(cmd),
                "has_standard_bearer": _flag(std),
                "has_musician": _flag(mus),
                "casualties": _int(casualties, 0, 100000),
                "notes": _text(notes),
            },
        )
    return side_of


def _place(x: Any, y: Any, facing: Any) -> dict[str, str | None]:
    return {
        "x": _number(x, -MAX_COORDINATE, MAX_COORDINATE),
        "y": _number(y, -MAX_COORDINATE, MAX_COORDINATE),
        "facing": _number(facing, -360_000, 360_000),
    }


def _commanders(
    conn: sqlite3.Connection, p: _Problems, sides: set[int], units: dict[int, int]
) -> None:
    for ident, side, name, unit, x, y, facing in _rows(
        conn, "SELECT id, side_id, name, unit_id, x, y, facing FROM commanders"
    ):
        checks = {
            "name": _name(name),
            "side_id": None if side in sides else "is not one of the game's sides",
        }
        if unit is not None and units.get(unit, side) != side:
            checks["unit_id"] = "is not a unit of the commander's side"
        elif unit is not None and unit not in units:
            checks["unit_id"] = "is not a unit of the game"
        if x is not None or y is not None or facing is not None:
            checks.update(_place(x, y, facing))
        _check_fields(p, _record("commander", ident, name), checks)


def _footprints(conn: sqlite3.Connection, p: _Problems, units: dict[int, int]) -> None:
    for unit, x, y, facing, width, depth in _rows(
        conn, "SELECT unit_id, x, y, facing, width, depth FROM footprints"
    ):
        checks = {
            **_place(x, y, facing),
            "width": _number(width, 0, MAX_FOOTPRINT),
            "depth": _number(depth, 0, MAX_FOOTPRINT),
            "unit_id": None if unit in units else "is not a unit of the game",
        }
        for field in ("width", "depth"):
            value = width if field == "width" else depth
            if checks[field] is None and value <= 0:
                checks[field] = "must be greater than 0"
        _check_fields(p, f"the footprint of unit {unit}", checks)


def _battlefield(conn: sqlite3.Connection, p: _Problems) -> None:
    rows = conn.execute("SELECT id, width, height FROM battlefield").fetchall()
    if len(rows) != 1 or rows[0][0] != 1:
        p.add("the battlefield record", "id", f"there must be one, id 1 ({len(rows)} found)")
        return
    _, width, height = rows[0]
    _check_fields(
        p,
        "the battlefield record",
        {"width": _number(width, 1, MAX_TABLE), "height": _number(height, 1, MAX_TABLE)},
    )


def _points(value: Any) -> str | None:
    try:
        points = _json(value, list)
    except _BadJson as exc:
        return str(exc)
    if not 3 <= len(points) <= MAX_TERRAIN_POINTS:
        return f"a terrain polygon has 3 to {MAX_TERRAIN_POINTS} points ({len(points)} found)"
    for point in points:
        if not isinstance(point, list) or len(point) != 2:
            return "each point must be [x, y]"
        for v in point:
            reason = _number(v, -MAX_COORDINATE, MAX_COORDINATE)
            if reason is not None:
                return f"a point's coordinate {reason}"
    return None


def _terrain(conn: sqlite3.Connection, p: _Problems) -> None:
    for ident, name, kind, points, blocks in _rows(
        conn, "SELECT id, name, kind, points, blocks_view FROM terrain"
    ):
        _check_fields(
            p,
            _record("terrain", ident, name),
            {
                "name": _name(name),
                "kind": _choice(kind, TERRAIN_KINDS),
                "points": _points(points),
                "blocks_view": _flag(blocks),
            },
        )


def _hexes(conn: sqlite3.Connection, p: _Problems, sides: set[int]) -> None:
    boards = set()
    for ident, name, cols, rows in _rows(conn, "SELECT id, name, cols, rows FROM hex_boards"):
        boards.add(ident)
        _check_fields(
            p,
            _record("hex board", ident, name),
            {
                "name": _name(name),
                "cols": _int(cols, 1, MAX_BOARD),
                "rows": _int(rows, 1, MAX_BOARD),
            },
        )
    for row in _rows(
        conn,
        "SELECT id, board_id, side_id, name, q, r, facing, defence_factor, "
        "extra_action_spent, out_of_action FROM hex_figures",
    ):
        ident, board, side, name, q, r, facing, defence, spent, out = row
        _check_fields(
            p,
            _record("hex figure", ident, name),
            {
                "name": _name(name),
                "board_id": None if board in boards else "is not a hex board of the game",
                "side_id": None if side in sides else "is not one of the game's sides",
                "q": _int(q, -MAX_HEX, MAX_HEX),
                "r": _int(r, -MAX_HEX, MAX_HEX),
                "facing": _int(facing, 0, 5),
                "defence_factor": _int(defence, 1, 6),
                "extra_action_spent": _flag(spent),
                "out_of_action": _flag(out),
            },
        )


def _columns(value: Any) -> tuple[list[str] | None, str | None]:
    try:
        columns = _json(value, list)
    except _BadJson as exc:
        return None, str(exc)
    try:
        cleaned = check_odds_columns("columns", columns)
    except InvalidField as exc:
        return None, exc.reason
    if cleaned != columns:
        return None, "each odds column must read like 2-1 or 1-3"
    return columns, None


def _cells(value: Any, sides: Any, columns: list[str] | None) -> str | None:
    try:
        cells = _json(value, list)
    except _BadJson as exc:
        return str(exc)
    if isinstance(sides, int) and len(cells) != sides:
        return f"must have one row per face of the d{sides} ({len(cells)} rows found)"
    for face, row in enumerate(cells, start=1):
        if not isinstance(row, list):
            return f"row {face} must be a list of result codes"
        if columns is not None and len(row) != len(columns):
            return f"row {face} must have {len(columns)} result codes ({len(row)} found)"
        for code in row:
            if not isinstance(code, str) or _invalid(lambda c=code: check_code("code", c)):
                return f"row {face}: each result code is text of at most {MAX_CODE} characters"
    return None


def _legend(value: Any) -> str | None:
    try:
        legend = _json(value, dict)
    except _BadJson as exc:
        return str(exc)
    for code, meaning in legend.items():
        if _name(code) is not None or _text(meaning) is not None:
            return "must map result codes to meanings (text)"
    return None


def _crts(conn: sqlite3.Connection, p: _Problems) -> dict[int, tuple[list[str], int]]:
    shapes: dict[int, tuple[list[str], int]] = {}
    for ident, name, die_sides, columns_text, cells, legend, notes in _rows(
        conn, "SELECT id, name, die_sides, columns, cells, legend, notes FROM crts"
    ):
        columns, columns_problem = _columns(columns_text)
        sides_problem = _int(die_sides, 2, 100)
        _check_fields(
            p,
            _record("combat results table", ident, name),
            {
                "name": _name(name),
                "die_sides": sides_problem,
                "columns": columns_problem,
                "cells": _cells(cells, die_sides if sides_problem is None else None, columns),
                "legend": _legend(legend),
                "notes": _text(notes),
            },
        )
        if columns is not None and sides_problem is None:
            shapes[ident] = (columns, die_sides)
    return shapes


def _overrides(
    conn: sqlite3.Connection, p: _Problems, shapes: dict[int, tuple[list[str], int]]
) -> None:
    for ident, crt, column, roll, result, label, enabled in _rows(
        conn, 'SELECT id, crt_id, "column", roll, result, label, enabled FROM crt_overrides'
    ):
        shape = shapes.get(crt)
        checks = {
            "result": _invalid(lambda r=result: check_code("result", r)),
            "label": _text(label, MAX_NAME),
            "enabled": _flag(enabled),
        }
        if shape is None:
            checks["crt_id"] = "is not a sound combat results table of the game"
        else:
            columns, sides = shape
            checks["column"] = None if column in columns else "is not a column of its table"
            checks["roll"] = _int(roll, 1, sides)
        _check_fields(p, f"house rule {ident}", checks)


def _json_field(value: Any, container: type) -> str | None:
    try:
        _json(value, container)
    except _BadJson as exc:
        return str(exc)
    return None


def _rule_ids(value: Any) -> str | None:
    try:
        ids = _json(value, list)
    except _BadJson as exc:
        return str(exc)
    if not all(isinstance(i, str) and len(i) <= 32 for i in ids):
        return "must be a list of rule ids"
    return None


def _events(conn: sqlite3.Connection, p: _Problems, sides: set[int]) -> None:
    for row in _rows(
        conn,
        "SELECT id, turn, side_id, phase, kind, summary, inputs, chance, dice, dice_source, "
        "outcome, rule_ids, created_at FROM events",
    ):
        ident, turn, side, phase, kind, summary, inputs, chance, dice, source = row[:10]
        outcome, rule_ids, created = row[10:]
        _check_fields(
            p,
            f"event {ident}",
            {
                "turn": _int(turn, 1, MAX_COUNT),
                "side_id": None if side is None or side in sides else "is not a side of the game",
                "phase": _choice(phase, frozenset(PHASES)),
                "kind": _name(kind),
                "summary": _text(summary),
                "inputs": _json_field(inputs, dict),
                "chance": (
                    None
                    if chance is None or (isinstance(chance, str) and _CHANCE.fullmatch(chance))
                    else 'must be an exact chance "num/den"'
                ),
                "dice": _json_field(dice, list),
                "dice_source": None if source is None else _choice(source, DICE_MODES),
                "outcome": _json_field(outcome, dict),
                "rule_ids": _rule_ids(rule_ids),
                "created_at": _datetime(created),
            },
        )


def _unit_ids(value: Any, units: dict[int, int]) -> str | None:
    try:
        ids = _json(value, list)
    except _BadJson as exc:
        return str(exc)
    if not all(isinstance(i, int) and not isinstance(i, bool) for i in ids):
        return "must be a list of unit ids"
    if len(ids) > 1000:
        return "names too many units"
    return None


def _combats(conn: sqlite3.Connection, p: _Problems, units: dict[int, int]) -> None:
    for ident, a, b, rounds, winner, is_open, started in _rows(
        conn, "SELECT id, units_a, units_b, round, last_winner, is_open, turn_started FROM combats"
    ):
        _check_fields(
            p,
            f"combat {ident}",
            {
                "units_a": _unit_ids(a, units),
                "units_b": _unit_ids(b, units),
                "round": _int(rounds, 0, MAX_COUNT),
                "last_winner": None if winner in (None, "a", "b") else 'must be "a", "b" or empty',
                "is_open": _flag(is_open),
                "turn_started": _int(started, 1, MAX_COUNT),
            },
        )


def _actions(conn: sqlite3.Connection, p: _Problems) -> None:
    for ident, label, created, undone, before, after in _rows(
        conn, "SELECT id, label, created_at, undone, dice_before, dice_after FROM actions"
    ):
        _check_fields(
            p,
            f"action {ident}",
            {
                "label": _text(label, MAX_NAME),
                "created_at": _datetime(created),
                "undone": _flag(undone),
                "dice_before": _optional_int(before, 0),
                "dice_after": _optional_int(after, 0),
            },
        )


def stored_problems(conn: sqlite3.Connection, limit: int = MAX_PROBLEMS) -> list[str]:
    """Every value of a head-schema game no service would write, as "record: field: reason"
    lines (at most ``limit``). ``sqlite3.DatabaseError`` (a damaged page) propagates."""
    problems = _Problems(limit)
    try:
        sides = _sides(conn, problems)
        _game(conn, problems, sides)
        formations = _formations(conn, problems, sides)
        units = _units(conn, problems, formations)
        _commanders(conn, problems, sides, units)
        _footprints(conn, problems, units)
        _battlefield(conn, problems)
        _terrain(conn, problems)
        _hexes(conn, problems, sides)
        _overrides(conn, problems, _crts(conn, problems))
        _combats(conn, problems, units)
        _events(conn, problems, sides)
        _actions(conn, problems)
    except _Found:
        pass
    return problems.items

"""Army lists as CSV: read (one row per unit) and write Adjutant's export (issue 17).

For :func:`adjutant.lists.read_bytes` and the order of battle's export. Columns
(a header row; names case-insensitive, any order; only ``unit`` is required):

``formation``   the formation path, nested parts joined by " / " (empty: "Army")
``unit``        the unit's name (also ``name``)
``models``      its model count (also ``strength``, ``size``, ``count``)
``points``      its points (also ``pts``, ``cost``)
``command_group`` members separated by ";" ("Champion; Standard bearer; Musician")
``unit_type``, ``size_class``, ``movement``, ``melee_dice``, ``to_hit``,
``attack_factor``, ``defence_factor``  Adjutant's own fields, used as they are
``notes``       free text
``profile:NAME`` (or any other column)  a characteristic of the imported profile

The export writes exactly these columns (profile columns in their first
appearance order), so a side exported and imported again comes back the same.
Cells that a spreadsheet would run as a formula (starting with ``= + - @``, a tab
or a carriage return) are written with a leading apostrophe, which the reader
takes off again.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from adjutant.lists.model import (
    COUNT_DEFAULT,
    COUNT_GIVEN,
    CSV,
    ArmyList,
    ListFormation,
    ListUnit,
    Skipped,
)
from adjutant.lists.roles import role_of
from adjutant.lists.safety import MAX_DEPTH, MAX_VALUE, ListError, clean, clean_text, decode_text

MAX_ROWS = 5000
MAX_COLUMNS = 120
PATH_SEPARATOR = " / "
PROFILE_PREFIX = "profile:"
FIELD_COLUMNS = (
    "unit_type",
    "size_class",
    "movement",
    "melee_dice",
    "to_hit",
    "attack_factor",
    "defence_factor",
)
COLUMNS = ("formation", "unit", "models", "points", "command_group", *FIELD_COLUMNS, "notes")
_ALIASES = {
    "name": "unit",
    "unit name": "unit",
    "strength": "models",
    "size": "models",
    "count": "models",
    "pts": "points",
    "cost": "points",
    "command": "command_group",
    "command group": "command_group",
}
_NUMBER_FIELDS = {"movement": float, "melee_dice": int, "to_hit": int}
_NUMBER_FIELDS |= {"attack_factor": int, "defence_factor": int}
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(text: str) -> str:
    return "'" + text if text.startswith(_FORMULA_START) else text


def _unsafe_cell(text: str) -> str:
    return text[1:] if text.startswith("'") and text[1:2] in _FORMULA_START and text[1:] else text


def _number(file: str, row: int, column: str, text: str, kind: type) -> float | int:
    try:
        value = float(text.replace(",", ".")) if kind is float else int(text)
    except ValueError:
        what = "a number" if kind is float else "a whole number"
        raise ListError(file, f"row {row}: {column} {text[:20]!r} is not {what}.") from None
    if kind is float and (value != value or abs(value) > 1e9):
        raise ListError(file, f"row {row}: {column} {text[:20]!r} is out of range.")
    return value


def _delimiter(first: str) -> str:
    # The delimiter the header row uses most (a spreadsheet in a comma-decimal locale
    # writes ";"); csv.Sniffer guesses quote characters from the data and is misled by
    # the apostrophes of neutralised formula cells.
    return max((",", ";", "\t"), key=first.count)


def has_unit_column(data: bytes) -> bool:
    """Whether the first line of ``data`` is a CSV header with a unit (or name) column:
    a CSV list, not a text list (issue 27)."""
    first = data[:8192].decode("utf-8", "replace").lstrip("\ufeff").lstrip().split("\n", 1)[0]
    delimiter = _delimiter(first)
    if delimiter not in first:
        return False
    try:
        header = next(csv.reader([first], delimiter=delimiter))
    except (csv.Error, StopIteration):
        return False
    return any(_ALIASES.get(h.strip().lower(), h.strip().lower()) == "unit" for h in header)


def read(data: bytes, file: str) -> ArmyList:
    text = decode_text(data, file)
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    delimiter = _delimiter(first)
    try:
        rows = list(_rows(csv.reader(io.StringIO(text), delimiter=delimiter), file))
    except csv.Error as exc:
        raise ListError(file, f"is not readable CSV ({exc}).") from None
    if not rows:
        raise ListError(file, "is empty.")
    header = [clean(h, 64) for h in rows[0]]
    keys = [_ALIASES.get(h.lower(), h.lower()) for h in header]
    if "unit" not in keys:
        raise ListError(
            file,
            "is not an army list Adjutant can read: not a BattleScribe roster, not New "
            'Recruit or Old World Builder JSON, nor a CSV with a "unit" (or "name") column.',
        )
    if len(header) > MAX_COLUMNS:
        raise ListError(file, f"has more than {MAX_COLUMNS} columns.")
    tree: dict[tuple[str, ...], list[ListUnit]] = {}
    order: list[tuple[str, ...]] = []
    skipped: list[Skipped] = []
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        cells = {k: _unsafe_cell(row[i]) for i, k in enumerate(keys) if i < len(row) and k}
        name = clean(cells.get("unit", ""))
        if not name:
            skipped.append(Skipped(f"row {number}", "has no unit name"))
            continue
        models_text = cells.get("models", "").strip()
        models = int(_number(file, number, "models", models_text, int)) if models_text else 1
        if not 0 <= models <= 100_000:
            raise ListError(file, f"row {number}: models must be from 0 to 100000.")
        if models == 0:
            skipped.append(Skipped(name, "has no models (0)"))
            continue
        points_text = cells.get("points", "").strip()
        points = float(_number(file, number, "points", points_text, float)) if points_text else None
        members = tuple(
            m for m in (clean(x) for x in cells.get("command_group", "").split(";")) if m
        )
        fields: list[tuple[str, Any]] = []
        for key in FIELD_COLUMNS:
            value = cells.get(key, "").strip()
            if not value:
                continue
            kind = _NUMBER_FIELDS.get(key)
            fields.append((key, _number(file, number, key, value, kind) if kind else value))
        profile = []
        for i, key in enumerate(keys):
            if not key or key in COLUMNS or i >= len(row):
                continue
            label = (
                header[i][len(PROFILE_PREFIX) :] if key.startswith(PROFILE_PREFIX) else header[i]
            )
            value = clean(_unsafe_cell(row[i]), MAX_VALUE)
            if label.strip() and value:
                profile.append((clean(label, 64), value))
        parts = cells.get("formation", "").split(PATH_SEPARATOR)
        if len(parts) > MAX_DEPTH:  # issue 27: 600 levels ended in a RecursionError
            raise ListError(
                file,
                f"row {number}: the formation path nests {len(parts)} levels "
                f"(an army list goes at most {MAX_DEPTH} deep).",
            )
        path = tuple(p for p in (clean(x) for x in parts) if p) or ("Army",)
        if path not in tree:
            tree[path] = []
            order.append(path)
        notes = clean_text(cells.get("notes", ""), 100_000)
        if notes:
            fields.append(("notes", notes))
        tree[path].append(
            ListUnit(
                name=name,
                models=models,
                count_from=COUNT_GIVEN if models_text else COUNT_DEFAULT,
                count_detail=f"models {models}" if models_text else "",
                points=points,
                profile=tuple(profile),
                command_group=members,
                roles=frozenset(role_of(m) for m in members),
                fields=tuple(fields),
            )
        )
    return ArmyList(
        format=CSV,
        name=clean(file.rsplit(".", 1)[0]) or "CSV",
        game_system="",
        points=(("points", sum(u.points or 0 for us in tree.values() for u in us)),),
        formations=_nest(order, tree),
        skipped=tuple(skipped),
        file_name=file,
    )


def _rows(reader: Iterable[list[str]], file: str) -> Iterable[list[str]]:
    for count, row in enumerate(reader):
        if count > MAX_ROWS:
            raise ListError(file, f"has more than {MAX_ROWS} rows: not an army list.")
        if len(row) > MAX_COLUMNS:
            raise ListError(file, f"row {count + 1} has more than {MAX_COLUMNS} cells.")
        yield row


def _nest(order: list[tuple[str, ...]], tree: dict[tuple[str, ...], list[ListUnit]]):
    """Formation paths (first appearance order) -> nested ListFormations."""
    children: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    roots: list[tuple[str, ...]] = []
    known: set[tuple[str, ...]] = set()
    for path in order:
        for depth in range(1, len(path) + 1):
            prefix = path[:depth]
            if prefix in known:
                continue
            known.add(prefix)
            (children.setdefault(prefix[:-1], []) if depth > 1 else roots).append(prefix)

    def build(path: tuple[str, ...]) -> ListFormation:
        return ListFormation(
            path[-1],
            tuple(tree.get(path, ())),
            tuple(build(c) for c in children.get(path, ())),
        )

    return tuple(build(r) for r in roots)


# ---------------------------------------------------------------- export


@dataclass(frozen=True, slots=True)
class ExportRow:
    """One unit of a side, as the order of battle's CSV export writes it."""

    formation: Sequence[str]
    unit: str
    models: int | None
    points: float | None
    command_group: Sequence[str]
    fields: dict[str, Any]
    notes: str
    profile: Sequence[tuple[str, str]]


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    return str(value)


def write(rows: Sequence[ExportRow]) -> str:
    """The CSV text (comma-separated, a header row) that :func:`read` reads back."""
    profile_names: dict[str, None] = {}
    for r in rows:
        for name, _value in r.profile:
            profile_names.setdefault(name, None)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([*COLUMNS, *(PROFILE_PREFIX + n for n in profile_names)])
    for r in rows:
        profile = dict(r.profile)
        cells = [
            PATH_SEPARATOR.join(r.formation),
            r.unit,
            _text(r.models),
            _text(r.points),
            "; ".join(r.command_group),
            *(_text(r.fields.get(k)) for k in FIELD_COLUMNS),
            r.notes,
            *(profile.get(n, "") for n in profile_names),
        ]
        writer.writerow([safe_cell(c) for c in cells])
    return out.getvalue()

"""Odds-ratio combat for hex-and-counter games (RULES.md §4, ODD-1..3; issue 2).

For the odds window, the CRT editor and the store: the odds column with its
arithmetic (ODD-1), column ordering, clamping and shifting, the owner's combat
results table (``Crt``; published tables are copyrighted and never shipped),
house-rule overrides on top of it (ODD-2) with the cells they change, a
column's exact outcome distribution, and artillery bombardment (ODD-3).

Columns are labels "A-D" of two positive whole numbers ("1-2", "3-1"); their
order is the ratio A/D, so 1-3 < 1-2 < 1-1 < 2-1 < 6-1.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import pairwise
from types import MappingProxyType
from typing import Any, TypedDict

from adjutant.rules.dice import validate_face
from adjutant.rules.errors import RuleInputError, as_items
from adjutant.rules.explain import Modifier

NO_EFFECT = "NE"
# ODD-2: the defender's CRT changes of the Across Five Aprils house rules.
ODD2_OVERRIDES: Mapping[tuple[str, int], str] = MappingProxyType(
    {("2-1", 3): NO_EFFECT, ("3-1", 4): NO_EFFECT, ("4-1", 5): NO_EFFECT}
)

_COLUMN = re.compile(r"^\s*([0-9]+)\s*-\s*([0-9]+)\s*$")


def _strength(value: int, rule: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleInputError(rule, f"the {what} must be a whole number, got {value!r}", value)
    if value <= 0:
        raise RuleInputError(rule, f"the {what} must be at least 1, got {value}", value)
    return value


# --- ODD-1: the odds column -------------------------------------------------


@dataclass(frozen=True, slots=True)
class OddsBreakdown:
    """ODD-1's arithmetic as data, e.g. 5 : 3 = 1.67 -> 2-1 (rounded half up)."""

    attack: int
    defence: int
    favourable: bool  # attack >= defence: the column reads N-1, else 1-N
    quotient: Fraction  # attack/defence if favourable, else defence/attack
    rounded: int  # N
    rounding: str  # "half up" (attacker >= defender) or "half down"
    column: str
    breakdown: tuple[Modifier, ...]

    @property
    def ratio(self) -> Fraction:
        """attack / defence, exactly."""
        return Fraction(self.attack, self.defence)

    def text(self) -> str:
        """One line for the window: "5 : 3 = 1.67 -> 2-1" or "6 : 15 = 1 : 2.50 -> 1-2"."""
        if self.favourable:
            return f"{self.attack} : {self.defence} = {float(self.quotient):.2f} -> {self.column}"
        return f"{self.attack} : {self.defence} = 1 : {float(self.quotient):.2f} -> {self.column}"


def odds_breakdown(attack: int, defence: int) -> OddsBreakdown:
    """ODD-1: the odds column and how it was reached (ties .5 favour the attacker)."""
    a = _strength(attack, "ODD-1", "attack strength")
    d = _strength(defence, "ODD-1", "defence strength")
    if a >= d:
        # N = a/d rounded half up = floor(a/d + 1/2), in whole numbers.
        n = (2 * a + d) // (2 * d)
        favourable, quotient, rounding, column = True, Fraction(a, d), "half up", f"{n}-1"
    else:
        # N = d/a rounded half down = ceil(d/a - 1/2), in whole numbers.
        n = (2 * d + a - 1) // (2 * a)
        favourable, quotient, rounding, column = False, Fraction(d, a), "half down", f"1-{n}"
    return OddsBreakdown(
        attack=a,
        defence=d,
        favourable=favourable,
        quotient=quotient,
        rounded=n,
        rounding=rounding,
        column=column,
        breakdown=(
            Modifier("attack", "Attack strength", "ODD-1", a),
            Modifier("defence", "Defence strength", "ODD-1", d),
        ),
    )


def odds_column(attack: int, defence: int) -> str:
    """ODD-1: the odds column before clamping to a table.

    >>> [odds_column(3, 2), odds_column(5, 3), odds_column(2, 3), odds_column(6, 15)]
    ['2-1', '2-1', '1-1', '1-2']
    """
    return odds_breakdown(attack, defence).column


def parse_column(column: str) -> tuple[int, int]:
    """ "3-1" -> (3, 1); anything but two positive whole numbers is refused."""
    match = _COLUMN.match(column) if isinstance(column, str) else None
    if match is None:
        raise RuleInputError("ODD-1", f"an odds column reads like '2-1', got {column!r}", column)
    left, right = int(match.group(1)), int(match.group(2))
    if left == 0 or right == 0:
        raise RuleInputError("ODD-1", f"an odds column has no zero side, got {column!r}", column)
    return left, right


def column_key(column: str) -> Fraction:
    """A sort key: the column's ratio, so 1-3 < 1-2 < 1-1 < 2-1 < 6-1."""
    left, right = parse_column(column)
    return Fraction(left, right)


def _ordered(columns: Sequence[str]) -> list[str]:
    if isinstance(columns, str) or not columns:
        raise RuleInputError("ODD-1", "a table needs at least one odds column", columns)
    return sorted(columns, key=column_key)


def clamp_column(column: str, columns: Sequence[str]) -> str:
    """ODD-1: clamp ``column`` to the table's lowest and highest columns.

    A column between two of the table's columns but not in it (a table that
    skips 5-1) falls to the next lower column, the usual reading of a CRT.
    """
    key = column_key(column)
    ordered = _ordered(columns)
    chosen = ordered[0]
    for candidate in ordered:
        if column_key(candidate) <= key:
            chosen = candidate
    return chosen


def shift_column(column: str, shift: int, columns: Sequence[str]) -> str:
    """Move ``shift`` columns right (+, toward the attacker) or left (-), within the table."""
    if isinstance(shift, bool) or not isinstance(shift, int):
        raise RuleInputError(
            "ODD-1", f"a column shift must be a whole number, got {shift!r}", shift
        )
    ordered = _ordered(columns)
    index = ordered.index(clamp_column(column, ordered)) + shift
    return ordered[min(max(index, 0), len(ordered) - 1)]


# --- ODD-2: combat results tables and house-rule overrides -----------------


class CrtData(TypedDict):
    """``Crt.to_dict()``'s JSON layout: each column's codes by face (None: not filled in)."""

    name: str
    columns: list[str]
    die_sides: int
    cells: dict[str, list[str | None]]
    legend: dict[str, str]


@dataclass(frozen=True)
class Crt:
    """A combat results table the owner typed in: columns x die faces -> result codes.

    ``columns`` are in table order (ascending odds); ``cells`` maps
    (column, face) to a short code ("DR", "AE", "NE"...); ``legend`` explains
    codes. A table may be incomplete while being edited (``missing_cells``),
    but looking up or summing a missing cell is an error.
    """

    name: str
    columns: tuple[str, ...]
    cells: Mapping[tuple[str, int], str]
    die_sides: int = 6
    legend: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise RuleInputError("ODD-2", f"a CRT needs a name, got {self.name!r}", self.name)
        if (
            isinstance(self.die_sides, bool)
            or not isinstance(self.die_sides, int)
            or self.die_sides < 2
        ):
            raise RuleInputError(
                "ODD-2", f"a CRT die needs at least 2 sides, got {self.die_sides!r}", self.die_sides
            )
        columns = tuple(self.columns) if not isinstance(self.columns, str) else (self.columns,)
        if not columns:
            raise RuleInputError("ODD-2", f"CRT {self.name!r} has no columns", columns)
        keys = [column_key(c) for c in columns]
        if any(b <= a for a, b in pairwise(keys)):
            raise RuleInputError(
                "ODD-2",
                f"CRT {self.name!r}: columns must be distinct and in ascending odds, got {columns}",
                columns,
            )
        if not self.cells:
            raise RuleInputError("ODD-2", f"CRT {self.name!r} is empty: no result cells", {})
        cells: dict[tuple[str, int], str] = {}
        for cell, code in dict(self.cells).items():
            if not isinstance(cell, tuple) or len(cell) != 2:
                raise RuleInputError(
                    "ODD-2", f"CRT {self.name!r}: a cell is (column, face), got {cell!r}", cell
                )
            column, face = cell
            if column not in columns:
                raise RuleInputError(
                    "ODD-2",
                    f"CRT {self.name!r}: unknown column {column!r} (columns {columns})",
                    column,
                )
            validate_face(face, self.die_sides, "ODD-2")
            cells[(column, face)] = _code(code)
        legend = {_code(code): str(text) for code, text in dict(self.legend).items()}
        object.__setattr__(self, "columns", columns)
        object.__setattr__(self, "cells", MappingProxyType(cells))
        object.__setattr__(self, "legend", MappingProxyType(legend))

    # Holds mappings: compare, do not hash. (Python's way to say "unhashable"; typeshed
    # types object.__hash__ as a method, so mypy calls the None an incompatible assignment.)
    __hash__ = None  # type: ignore[assignment]

    @property
    def faces(self) -> range:
        return range(1, self.die_sides + 1)

    def missing_cells(self) -> tuple[tuple[str, int], ...]:
        """The (column, face) cells not filled in yet, in table order."""
        return tuple((c, f) for c in self.columns for f in self.faces if (c, f) not in self.cells)

    @property
    def is_complete(self) -> bool:
        return not self.missing_cells()

    def to_dict(self) -> CrtData:
        """JSON-safe: {"name", "columns", "die_sides", "cells": {column: [code or None per face]}, "legend"}."""
        return {
            "name": self.name,
            "columns": list(self.columns),
            "die_sides": self.die_sides,
            "cells": {c: [self.cells.get((c, f)) for f in self.faces] for c in self.columns},
            "legend": dict(self.legend),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Crt:
        """The inverse of ``to_dict``; malformed data raises ``RuleInputError`` (ODD-2)."""
        # Any: JSON of any shape (a file, a stored value); a wrong shape is caught below as
        # KeyError/TypeError/AttributeError, and every value is checked by Crt itself.
        try:
            unknown = set(data) - {"name", "columns", "die_sides", "cells", "legend"}
            if unknown:
                raise RuleInputError("ODD-2", f"unknown CRT fields {sorted(unknown)}", unknown)
            cells = {
                (column, face): code
                for column, codes in data["cells"].items()
                for face, code in enumerate(codes, start=1)
                if code is not None
            }
            return cls(
                name=data["name"],
                columns=tuple(data["columns"]),
                cells=cells,
                die_sides=data.get("die_sides", 6),
                legend=data.get("legend", {}),
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise RuleInputError("ODD-2", f"malformed CRT data ({exc!r})", data) from None


def _code(code: str) -> str:
    if not isinstance(code, str) or not code.strip():
        raise RuleInputError(
            "ODD-2", f"a CRT result code must be non-empty text, got {code!r}", code
        )
    return code.strip()


@dataclass(frozen=True)
class HouseRule:
    """A named set of CRT cell overrides, e.g. ODD-2's defender's CRT changes."""

    key: str
    label: str
    rule: str
    overrides: Mapping[tuple[str, int], str]

    __hash__ = None  # type: ignore[assignment]  # holds a mapping, as Crt: unhashable


ODD2_HOUSE_RULE = HouseRule("odd2", "Defender's CRT changes", "ODD-2", ODD2_OVERRIDES)


def _column_in(crt: Crt, column: str) -> str:
    if column not in crt.columns:
        raise RuleInputError(
            "ODD-2",
            f"CRT {crt.name!r} has no column {column!r} (columns {crt.columns}); clamp it first",
            column,
        )
    return column


def effective_code(
    crt: Crt, column: str, face: int, overrides: Mapping[tuple[str, int], str] | None = None
) -> str:
    """ODD-2: the result code for ``column`` and die ``face``, overrides applied."""
    _column_in(crt, column)
    validate_face(face, crt.die_sides, "ODD-2")
    if overrides and (column, face) in overrides:
        return _code(overrides[(column, face)])
    try:
        return crt.cells[(column, face)]
    except KeyError:
        raise RuleInputError(
            "ODD-2",
            f"CRT {crt.name!r} has no result for column {column}, roll {face}",
            (column, face),
        ) from None


def changed_cells(
    crt: Crt, overrides: Mapping[tuple[str, int], str]
) -> dict[tuple[str, int], tuple[str | None, str]]:
    """ODD-2: the cells an override really changes: (column, face) -> (table code, new code).

    Overrides for columns the table lacks, or equal to the table's code, are left out.
    """
    changed: dict[tuple[str, int], tuple[str | None, str]] = {}
    for (column, face), code in overrides.items():
        if column in crt.columns and face in crt.faces and crt.cells.get((column, face)) != code:
            changed[(column, face)] = (crt.cells.get((column, face)), _code(code))
    return changed


def outcome_distribution(
    crt: Crt, column: str, overrides: Mapping[tuple[str, int], str] | None = None
) -> dict[str, Fraction]:
    """ODD-2: the exact chance of each result code in ``column`` (a fair die)."""
    _column_in(crt, column)
    share = Fraction(1, crt.die_sides)
    result: dict[str, Fraction] = {}
    for face in crt.faces:
        code = effective_code(crt, column, face, overrides)
        result[code] = result.get(code, Fraction(0)) + share
    return result


# --- ODD-3: artillery bombardment ------------------------------------------


def _factors(factors: Iterable[int]) -> list[int]:
    checked = [
        _strength(f, "ODD-3", "artillery attack factor")
        for f in as_items("ODD-3", factors, "the artillery attack factors")
    ]
    if not checked:
        raise RuleInputError("ODD-3", "a bombardment needs at least one artillery unit", ())
    return checked


def bombardment_breakdown(factors: Iterable[int]) -> tuple[Modifier, ...]:
    """ODD-3: one term per artillery unit, its factor halved rounding up (they sum to the strength)."""
    return tuple(
        Modifier(
            f"artillery_{i}",
            f"Artillery unit {i}: attack {f} halved, rounded up",
            "ODD-3",
            (f + 1) // 2,
        )
        for i, f in enumerate(_factors(factors), start=1)
    )


def bombardment_strength(factors: Iterable[int]) -> int:
    """ODD-3: halve each unit's factor rounding up, then sum.

    >>> bombardment_strength([1]), bombardment_strength([2]), bombardment_strength([1, 3])
    (1, 1, 3)
    """
    return sum((f + 1) // 2 for f in _factors(factors))

"""Value checks for the store's services: each bad value raises ``InvalidField`` naming it.

For ``adjutant.store.services.edits`` (and the importers of issue 5). Enumerated
values are checked against the vocabulary of ``adjutant.rules`` (units.py,
command.Token) so the store never invents its own list.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from enum import Enum
from fractions import Fraction
from itertools import pairwise
from typing import Any

from adjutant.rules.units import Formation, SizeClass, Status, Token, UnitType
from adjutant.store.errors import InvalidField

MAX_NAME = 200
MAX_NOTES = 100_000  # a unit's notes, a table's notes, a legend entry (issue 16: bounded)
MAX_DICE = 40  # MEL-1: 40 dice a side is the largest melee the tools size for
MAX_CODE = 16  # a CRT result code (crt_overrides.result is 16 wide)
MAX_TABLE = 10_000  # the battlefield's width and height, in the ruleset's unit of length
MAX_COORDINATE = 100_000  # a unit, commander or terrain point: |x|, |y| at most this
MAX_FOOTPRINT = 10_000  # a unit's frontage and depth
MAX_TERRAIN_POINTS = 1_000
MAX_BOARD = 200  # a hex board's columns and rows
MAX_HEX = 1_000  # a figure's axial q and r: |q|, |r| at most this
MAX_TURN = 10_000  # far beyond any game at a table; next turn stops there (issue 16)
MAX_DEPTH = 32  # formations inside formations (army > corps > ... ), deeper is refused
# A unit's imported profile (issue 17): at most this many (name, value) pairs of text at most
# MAX_PROFILE_TEXT long; its source ({"file", "format", "system", "type"}) texts at most
# MAX_SOURCE_TEXT. The import plans with these and the load check reads with them (issue 27).
MAX_PROFILE = 64
MAX_PROFILE_TEXT = 200
MAX_SOURCE_TEXT = 400
SOURCE_KEYS = ("file", "format", "system", "type")
MAX_CRT_COLUMNS = 40  # odds columns of one combat results table (ODD-1)
MAX_DIE_SIDES = 100  # the die of a combat results table (ODD-2): a d100 at most
FORMATION_KINDS = ("army", "wing", "corps", "division", "brigade", "regiment", "battalion", "group")
TERRAIN_KINDS = ("woods", "village", "hill", "river", "marsh", "field", "road", "building", "other")
DICE_MODES = ("virtual", "physical")


# Names refuse every control character (Unicode category Cc: U+0000-001F, U+007F-009F),
# the line and paragraph separators (Zl U+2028, Zp U+2029), and the bidirectional
# embeddings, overrides and isolates U+202A-202E, U+2066-2069, which reorder the text
# around them (a name could show another unit's name backwards, or hide what follows).
# Free text keeps tabs, line breaks and the separators. (Regular expressions: the load
# check runs these over every name of a game, issue 16.)
_NAME_FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_TEXT_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def forbidden_character(value: str, *, multiline: bool = False) -> str | None:
    """The first character a name (or, ``multiline``, a free text) may not hold, or None.

    Names refuse every control character (NUL, BEL, ESC, CR, LF, tab, DEL, C1 codes), line
    and paragraph separators and the bidirectional overrides U+202A–U+202E, U+2066–U+2069
    (issue 16). Free text keeps tabs, line breaks and the separators.
    """
    found = (_TEXT_FORBIDDEN if multiline else _NAME_FORBIDDEN).search(value)
    return found.group() if found else None


def _refuse_controls(field: str, value: str, *, multiline: bool = False) -> None:
    bad = forbidden_character(value, multiline=multiline)
    if bad is not None:
        what = "line breaks, tabs, " if not multiline else ""
        raise InvalidField(
            field,
            value,
            f"must not contain control characters ({what}escape codes, text-direction "
            f"overrides; found U+{ord(bad):04X})",
        )


def check_name(field: str, value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidField(field, value, "must be text")
    cleaned = value.strip()
    if not cleaned:
        raise InvalidField(field, value, "must not be empty")
    if len(cleaned) > MAX_NAME:
        raise InvalidField(field, value, f"must be at most {MAX_NAME} characters")
    _refuse_controls(field, cleaned)
    return cleaned


def check_text(field: str, value: Any, limit: int = MAX_NOTES) -> str:
    """Free text (notes, a legend's meaning): at most ``limit`` characters, line breaks and
    tabs allowed, other control characters refused."""
    if not isinstance(value, str):
        raise InvalidField(field, value, "must be text")
    if len(value) > limit:
        raise InvalidField(field, value, f"must be at most {limit} characters")
    _refuse_controls(field, value, multiline=True)
    return value


def check_odds_columns(field: str, columns: Any) -> list[str]:
    """ODD-1: odds columns like "2-1", distinct, in ascending odds, at most MAX_CRT_COLUMNS."""
    if not isinstance(columns, list | tuple) or not columns:
        raise InvalidField(field, columns, "must be a non-empty list of odds columns")
    if len(columns) > MAX_CRT_COLUMNS:
        raise InvalidField(field, columns, f"a table has at most {MAX_CRT_COLUMNS} odds columns")
    cleaned, keys = [], []
    for c in columns:
        key = odds_column_ratio(c) if isinstance(c, str) and len(c) <= MAX_CODE else None
        if key is None:
            raise InvalidField(field, c, "an odds column reads like 2-1 or 1-3")
        cleaned.append(c.strip().replace(" ", ""))
        keys.append(key)
    if any(b <= a for a, b in pairwise(keys)):
        raise InvalidField(field, columns, "columns must differ and go from low to high odds")
    return cleaned


def check_code(field: str, value: Any) -> str:
    """A CRT result code (ODD-2): short text, no control characters; "" when blank."""
    if not isinstance(value, str):
        raise InvalidField(field, value, "must be text")
    cleaned = value.strip()
    if len(cleaned) > MAX_CODE:
        raise InvalidField(field, value, f"a result code has at most {MAX_CODE} characters")
    _refuse_controls(field, cleaned)
    return cleaned


def formation_depth_problem(levels: int) -> str | None:
    """Why a formation tree ``levels`` deep cannot be stored (None: it can). The services,
    the army-list import and the load check (``stored``) hold trees to the same depth."""
    if levels > MAX_DEPTH:
        return f"nests formations {levels} deep (a game holds at most {MAX_DEPTH} levels)"
    return None


def check_int(field: str, value: Any, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidField(field, value, "must be a whole number")
    if low is not None and value < low:
        raise InvalidField(field, value, f"must be at least {low}")
    if high is not None and value > high:
        raise InvalidField(field, value, f"must be at most {high}")
    return value


def check_number(
    field: str, value: Any, low: float | None = None, high: float | None = None
) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidField(field, value, "must be a finite number")
    if low is not None and value < low:
        raise InvalidField(field, value, f"must be at least {low:g}")
    if high is not None and value > high:
        raise InvalidField(field, value, f"must be at most {high:g}")
    return float(value)


def check_bool(field: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise InvalidField(field, value, "must be true or false")
    return value


def check_choice(field: str, value: Any, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise InvalidField(field, value, f"must be one of {', '.join(choices)}")
    return value


def _enum(kind: type[Enum]) -> Callable[[str, Any], str]:
    values = tuple(m.value for m in kind)
    return lambda field, value: check_choice(
        field, str(value) if isinstance(value, kind) else value, values
    )


def check_token(field: str, value: Any) -> str | None:
    """CMD-1: a token or None (not placed yet)."""
    if value is None:
        return None
    return _enum(Token)(field, value)


def is_face(face: Any, sides: int) -> bool:
    """Whether ``face`` is a face of a ``sides``-sided die (RULES.md "Dice": a d20 face
    outside 1..20 is refused). For the windows' check of typed faces before any service
    runs; the services check again through ``rules.dice``."""
    from adjutant.rules.dice import validate_face
    from adjutant.rules.errors import RuleInputError

    try:
        validate_face(face, sides)
    except RuleInputError:
        return False
    return True


def odds_column_ratio(column: Any) -> Fraction | None:
    """The ratio an odds column stands for ("2-1" → 2, "1-3" → 1/3; ODD-1), or None when
    ``column`` is not one. For the combat-table reader of the odds window (CSV and the
    clipboard), which orders and checks columns as the services do."""
    from adjutant.rules.errors import RuleInputError
    from adjutant.rules.odds import column_key

    if not isinstance(column, str):
        return None
    try:
        return column_key(column)
    except (RuleInputError, ValueError, ZeroDivisionError):
        return None


def check_dice_mode(value: Any) -> str:
    return check_choice("dice_mode", value, DICE_MODES)


# Unit fields the services accept, with their checks (ranges per issue 3).
UNIT_FIELDS: dict[str, Callable[[str, Any], Any]] = {
    "name": check_name,
    "unit_type": _enum(UnitType),
    "size_class": _enum(SizeClass),
    "formation": _enum(Formation),
    "status": _enum(Status),
    "movement": lambda f, v: check_number(f, v, 0, 1000),
    "melee_dice": lambda f, v: check_int(f, v, 0, MAX_DICE),
    "to_hit": lambda f, v: check_int(f, v, 2, 6),  # MEL-3: needed roll is 2..6
    "attack_factor": lambda f, v: check_int(f, v, 0, 999),
    "defence_factor": lambda f, v: check_int(f, v, 0, 999),
    "token": check_token,
    "reckless": check_bool,
    "has_commander": check_bool,
    "has_standard_bearer": check_bool,
    "has_musician": check_bool,
    "casualties": lambda f, v: check_int(f, v, 0, 100000),
    "notes": check_text,
    # Issue 17: the model count (None: not counted) and the unit's points in its list.
    "strength": lambda f, v: None if v is None else check_int(f, v, 0, 100000),
    "points": lambda f, v: None if v is None else check_number(f, v, 0, 1e9),
}


def check_unit_fields(fields: dict[str, Any]) -> dict[str, Any]:
    """Validate every given unit field; unknown names are refused too."""
    out: dict[str, Any] = {}
    for name, value in fields.items():
        check = UNIT_FIELDS.get(name)
        if check is None:
            raise InvalidField(
                name, value, f"is not a unit field (known: {', '.join(UNIT_FIELDS)})"
            )
        out[name] = check(name, value)
    return out

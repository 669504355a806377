"""Value checks for the store's services: each bad value raises ``InvalidField`` naming it.

For ``adjutant.store.services`` (and the importers of issue 5). Enumerated
values are checked against the vocabulary of ``adjutant.rules`` (units.py,
command.Token) so the store never invents its own list.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from adjutant.rules.command import Token
from adjutant.rules.units import Formation, SizeClass, Status, UnitType
from adjutant.store.errors import InvalidField

MAX_NAME = 200
MAX_DICE = 40  # MEL-1: 40 dice a side is the largest melee the tools size for
FORMATION_KINDS = ("army", "wing", "corps", "division", "brigade", "regiment", "battalion", "group")
TERRAIN_KINDS = ("woods", "village", "hill", "river", "marsh", "field", "road", "building", "other")
DICE_MODES = ("virtual", "physical")


def check_name(field: str, value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidField(field, value, "must be text")
    cleaned = value.strip()
    if not cleaned:
        raise InvalidField(field, value, "must not be empty")
    if len(cleaned) > MAX_NAME:
        raise InvalidField(field, value, f"must be at most {MAX_NAME} characters")
    return cleaned


def check_text(field: str, value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidField(field, value, "must be text")
    return value


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


def _enum(kind) -> Callable[[str, Any], str]:
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
    except RuleInputError:
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

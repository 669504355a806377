"""The match record's fields and their bounds: one check per field (issue 24).

For the record's services (``adjutant.store.services.record``: every value a player
enters, from the window or ``adjutant record --set-from``) and for the load check
(``adjutant.store.read.stored`` reads every stored value of ``match_record`` and
``match_players`` back with these bounds and checks). Each check returns the cleaned
value or raises ``InvalidField`` naming the field, the value and why, in words a player
can act on. No SQLAlchemy, no Qt (the load check runs when a game opens).
"""

from __future__ import annotations

import re
from typing import Any

from adjutant.store.errors import InvalidField
from adjutant.store.format.validate import MAX_NAME, check_int, check_text, forbidden_character

STATES = ("draft", "confirmed", "disputed")
RESULTS = ("win", "draw", "loss")
END_REASONS = ("turn limit", "time called", "army broken", "concession")
PLAYERS = (1, 2)
#: The other side of a result (one player's win is the other's loss).
OPPOSITE = {"win": "loss", "loss": "win", "draw": "draw"}

MAX_ROUND = 1_000  # an event's round
MAX_TABLE = 10_000  # an event's table number
MAX_POINTS_LIMIT = 1_000_000
MAX_ROUNDS = 50  # game rounds with victory points
MAX_VP = 10_000  # victory points of one kind in one round
MAX_CODE = 64  # an organiser's player code
MAX_NOTE = 2_000  # a dispute's note
MIN_PIN, MAX_PIN = 4, 12
_HEX64 = re.compile(r"[0-9a-f]{64}")
_HEX32 = re.compile(r"[0-9a-f]{32}")
_PIN = re.compile(r"[0-9]+")


def check_label(field: str, value: Any, limit: int = MAX_NAME) -> str:
    """A one-line text that may be empty while the record is a draft (an event's name, a
    player's name, a faction): at most ``limit`` characters, no control characters."""
    if not isinstance(value, str):
        raise InvalidField(field, value, "must be text")
    cleaned = value.strip()
    if len(cleaned) > limit:
        raise InvalidField(field, value, f"must be at most {limit} characters")
    bad = forbidden_character(cleaned)
    if bad is not None:
        raise InvalidField(
            field,
            value,
            f"must be one line without control characters or text-direction overrides "
            f"(found U+{ord(bad):04X})",
        )
    return cleaned


def _optional_int(field: str, value: Any, high: int) -> int | None:
    return None if value is None else check_int(field, value, 1, high)


def check_round(value: Any) -> int | None:
    return _optional_int("event.round", value, MAX_ROUND)


def check_table(value: Any) -> int | None:
    return _optional_int("event.table", value, MAX_TABLE)


def check_points_limit(value: Any) -> int | None:
    return _optional_int("points_limit", value, MAX_POINTS_LIMIT)


def check_player_number(field: str, value: Any) -> int:
    if value not in PLAYERS or isinstance(value, bool) or not isinstance(value, int):
        raise InvalidField(field, value, "must be player 1 or 2")
    return value


def check_optional_player(field: str, value: Any) -> int | None:
    return None if value is None else check_player_number(field, value)


def check_end_reason(value: Any) -> str | None:
    if value is None:
        return None
    if value not in END_REASONS:
        raise InvalidField("end_reason", value, f"must be one of {', '.join(END_REASONS)}")
    return str(value)


def check_result(field: str, value: Any) -> str | None:
    if value is None:
        return None
    if value not in RESULTS:
        raise InvalidField(field, value, f"must be one of {', '.join(RESULTS)}")
    return str(value)


def check_player_code(field: str, value: Any) -> str | None:
    """An organiser's code for the player, or None (none given; blank text is none)."""
    if value is None:
        return None
    cleaned = check_label(field, value, MAX_CODE)
    return cleaned or None


def check_sha256(field: str, value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _HEX64.fullmatch(value):
        raise InvalidField(field, value, "must be 64 lower-case hex digits (a SHA-256)")
    return value


def check_vp_by_round(field: str, value: Any) -> list[dict[str, int]]:
    """[{"primary": int, "secondary": int}, ...]: one entry per round played, each
    0..MAX_VP, at most MAX_ROUNDS rounds."""
    if not isinstance(value, list | tuple):
        raise InvalidField(field, value, 'must be a list of {"primary": n, "secondary": n}')
    if len(value) > MAX_ROUNDS:
        raise InvalidField(field, value, f"must have at most {MAX_ROUNDS} rounds")
    out = []
    for n, entry in enumerate(value, start=1):
        where = f"{field}[round {n}]"
        if not isinstance(entry, dict) or set(entry) != {"primary", "secondary"}:
            raise InvalidField(where, entry, 'must be {"primary": n, "secondary": n}')
        out.append(
            {
                "primary": check_int(f"{where}.primary", entry["primary"], 0, MAX_VP),
                "secondary": check_int(f"{where}.secondary", entry["secondary"], 0, MAX_VP),
            }
        )
    return out


def check_note(value: Any) -> str:
    cleaned = check_text("note", value, MAX_NOTE).strip()
    if not cleaned:
        raise InvalidField("note", value, "must say what is disputed")
    return cleaned


def check_pin(value: Any) -> str:
    """A PIN a player confirms with: MIN_PIN to MAX_PIN digits (never stored as given)."""
    if not isinstance(value, str) or not _PIN.fullmatch(value):
        raise InvalidField("pin", "****", "must be digits only (0-9)")
    if not MIN_PIN <= len(value) <= MAX_PIN:
        raise InvalidField("pin", "****", f"must have {MIN_PIN} to {MAX_PIN} digits")
    return value

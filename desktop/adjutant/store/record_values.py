"""The match record's fields and their bounds: one check per field (issue 24).

For the record's services (``adjutant.store.record``: every value a player enters, from
the window or ``adjutant record --set-from``) and for the load check
(``adjutant.store.stored``: every stored value of ``match_record`` and ``match_players``
read back with the same bounds). Each check returns the cleaned value or raises
``InvalidField`` naming the field, the value and why, in words a player can act on.
No SQLAlchemy, no Qt (the load check runs when a game opens).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from adjutant.store.errors import InvalidField
from adjutant.store.validate import MAX_NAME, check_int, check_text, forbidden_character

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
    return value


def check_result(field: str, value: Any) -> str | None:
    if value is None:
        return None
    if value not in RESULTS:
        raise InvalidField(field, value, f"must be one of {', '.join(RESULTS)}")
    return value


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


# ---------------------------------------------------------------- the stored columns
# Each takes a stored value and returns the reason it is wrong, or None.


def _reason(check, *args: Any) -> str | None:
    try:
        check(*args)
    except InvalidField as exc:
        return exc.why
    return None


def _stored_label(limit: int):
    return lambda v: (
        _reason(check_label, "text", v, limit)
        or ("must have no spaces around it" if isinstance(v, str) and v != v.strip() else None)
    )


def _stored_stamp(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40:
        return "must be a date and time"
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return "must be a date and time"
    return None


def _stored_vp(value: Any) -> str | None:
    import json

    if isinstance(value, str):  # a row holds JSON text; a journal image the decoded list
        if len(value) > 100_000:
            return "is too long"
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            return "is not valid JSON"
    return _reason(check_vp_by_round, "vp_by_round", value)


def _stored_hex(pattern: re.Pattern[str], what: str):
    def check(value: Any) -> str | None:
        if value is None or (isinstance(value, str) and pattern.fullmatch(value)):
            return None
        return f"must be {what} lower-case hex digits"

    return check


def _stored_int(high: int):
    return lambda v: _reason(_optional_int, "value", v, high)


#: match_record column -> its check (the id is checked by the load check itself).
RECORD_COLUMNS = {
    "event_name": _stored_label(MAX_NAME),
    "event_round": _stored_int(MAX_ROUND),
    "event_table": _stored_int(MAX_TABLE),
    "scenario": _stored_label(MAX_NAME),
    "points_limit": _stored_int(MAX_POINTS_LIMIT),
    "first_player": lambda v: _reason(check_optional_player, "first_player", v),
    "end_reason": lambda v: _reason(check_end_reason, v),
    "dispute_player": lambda v: _reason(check_optional_player, "dispute_player", v),
    "dispute_note": lambda v: _reason(check_text, "note", v, MAX_NOTE),
}
#: match_players column -> its check (id and side_id: the load check's own).
PLAYER_COLUMNS = {
    "name": _stored_label(MAX_NAME),
    "player_code": lambda v: (
        _reason(check_player_code, "player_code", v)
        or ("must not be blank" if isinstance(v, str) and not v.strip() else None)
    ),
    "faction": _stored_label(MAX_NAME),
    "list_sha256": _stored_hex(_HEX64, "64"),
    "vp_by_round": _stored_vp,
    "result": lambda v: _reason(check_result, "result", v),
    "confirmed_at": _stored_stamp,
    "confirmed_sha256": _stored_hex(_HEX64, "64"),
    "pin_salt": _stored_hex(_HEX32, "32"),
    "pin_hash": _stored_hex(_HEX64, "64"),
}

"""Changing the match record: each change one undoable store action (issue 24).

For the Match Record window (through ``undo.service.run_service``) and ``adjutant
record``. Every value is checked (``record_values``) before the action starts: a refused
change writes nothing. Each action's outbox op says what it was (``record``, ``confirm``,
``dispute``) and carries the whole record (docs/sync-protocol.md).

- :func:`set_record` ``(game, fields)``: the fields a player enters, named as in the
  export: ``event`` (``name``, ``round``, ``table``), ``scenario``, ``points_limit``,
  ``end_reason`` and ``players`` (two objects, or null for a player left as is, with
  ``name``, ``player_code``, ``faction``, ``went_first``, ``vp_by_round``, ``result``).
  A field it does not know, or one Adjutant computes, is refused.
- :func:`confirm` ``(game, player, pin)``: the player confirms the record as it stands
  with a PIN of their choice (4 to 12 digits; the first one they confirm with is kept as a
  salted scrypt hash, never as given; later confirmations must give the same one). Both
  confirmations lock the record: any later change — to the record, or to the game in a
  way that changes the record (a roll, a turn) — clears both, in its own action, and
  says so (``Change.result["unconfirmed"]``, an ``unconfirm`` op).
- :func:`dispute` ``(game, player, note)``: either player marks the record disputed; both
  players confirming it again lifts the dispute.
- :func:`fill_faction` ``(game, player)``: the player's faction and list hash from the
  army list imported into their side.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import select
from sqlalchemy.orm import Session

from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.file.confirmations import (
    clear_confirmations as clear_confirmations,
)
from adjutant.store.file.confirmations import confirmed_hash as confirmed_hash
from adjutant.store.file.confirmations import confirmed_players as confirmed_players
from adjutant.store.file.confirmations import current as current
from adjutant.store.file.confirmations import raw_connection as _raw
from adjutant.store.file.confirmations import unconfirm_if_changed as unconfirm_if_changed
from adjutant.store.file.journal import Change
from adjutant.store.file.models import MatchPlayer, MatchRecord
from adjutant.store.format import outbox
from adjutant.store.format.fileformat import now
from adjutant.store.format.record_values import (
    OPPOSITE,
    PLAYERS,
    check_end_reason,
    check_label,
    check_note,
    check_pin,
    check_player_code,
    check_player_number,
    check_points_limit,
    check_result,
    check_round,
    check_table,
    check_vp_by_round,
)
from adjutant.store.record.match import list_of_side, players_by_side

if TYPE_CHECKING:
    from adjutant.store.file.game import Game
    from adjutant.store.file.writer import ActionScope

#: Keys of the export a player does not enter (Adjutant computes or keeps them).
COMPUTED = frozenset(
    {
        "schema",
        "game_uuid",
        "state",
        "rounds_played",
        "luck",
        "record_sha256",
        "app_version",
        "ruleset",
        "dispute",
    }
)
PLAYER_COMPUTED = frozenset({"list_sha256", "vp_total", "confirmed_at", "side"})
PLAYER_FIELDS = ("name", "player_code", "faction", "went_first", "vp_by_round", "result")
_SCRYPT = {"n": 2**14, "r": 8, "p": 1, "dklen": 32}


# ---------------------------------------------------------------- reading fields


def _unknown(field: str, value: Any, computed: frozenset[str]) -> InvalidField:
    if field in computed:
        return InvalidField(field, value, "is computed by Adjutant, not entered")
    return InvalidField(field, value, "is not a field of the match record")


def _parse(fields: Any) -> tuple[dict[str, Any], dict[int, dict[str, Any]], dict[int, bool]]:
    """(record columns, player -> player columns, player -> went_first) from ``fields``."""
    if not isinstance(fields, Mapping):
        raise InvalidField("fields", fields, "must be a JSON object of the record's fields")
    record: dict[str, Any] = {}
    players: dict[int, dict[str, Any]] = {}
    first: dict[int, bool] = {}
    for key, value in fields.items():
        if key == "event":
            if not isinstance(value, Mapping):
                raise InvalidField("event", value, 'must be {"name": …, "round": …, "table": …}')
            for sub, v in value.items():
                if sub == "name":
                    record["event_name"] = check_label("event.name", v)
                elif sub == "round":
                    record["event_round"] = check_round(v)
                elif sub == "table":
                    record["event_table"] = check_table(v)
                else:
                    raise _unknown(f"event.{sub}", v, frozenset())
        elif key == "scenario":
            record["scenario"] = check_label("scenario", value)
        elif key == "points_limit":
            record["points_limit"] = check_points_limit(value)
        elif key == "end_reason":
            record["end_reason"] = check_end_reason(value)
        elif key == "players":
            if not isinstance(value, list | tuple) or len(value) != 2:
                raise InvalidField(
                    "players", value, "must be a list of the two players (null: left as is)"
                )
            for n, entry in zip(PLAYERS, value, strict=True):
                if entry is None:
                    continue
                players[n], went = _parse_player(n, entry)
                if went is not None:
                    first[n] = went
        else:
            raise _unknown(str(key), value, COMPUTED)
    return record, players, first


def _parse_player(n: int, entry: Any) -> tuple[dict[str, Any], bool | None]:
    where = f"players[{n - 1}]"
    if not isinstance(entry, Mapping):
        raise InvalidField(where, entry, "must be a JSON object of the player's fields")
    out: dict[str, Any] = {}
    went: bool | None = None
    for key, v in entry.items():
        field = f"{where}.{key}"
        if key == "name":
            out["name"] = check_label(field, v)
        elif key == "player_code":
            out["player_code"] = check_player_code(field, v)
        elif key == "faction":
            out["faction"] = check_label(field, v)
        elif key == "vp_by_round":
            out["vp_by_round"] = check_vp_by_round(field, v)
        elif key == "result":
            out["result"] = check_result(field, v)
        elif key == "went_first":
            if v is not None and not isinstance(v, bool):
                raise InvalidField(field, v, "must be true, false or null")
            went = v
            if v is None:
                out["went_first_cleared"] = True
        else:
            raise _unknown(field, v, PLAYER_COMPUTED)
    return out, went


def _field_names(fields: Mapping[str, Any]) -> list[str]:
    """The export's names of the fields given ("event.round", "players[1].vp_by_round")."""
    names = []
    for key, value in fields.items():
        if key == "event":
            names += [f"event.{sub}" for sub in value]
        elif key == "players":
            names += [
                f"players[{i}].{sub}" for i, entry in enumerate(value) if entry for sub in entry
            ]
        else:
            names.append(key)
    return names


def _first_player(first: dict[int, bool], current: int | None, cleared: bool) -> int | None:
    """The player who went first, from the went_first given (one true, or one false)."""
    if not first:
        return None if cleared else current
    trues = [n for n, v in first.items() if v]
    if len(trues) == 2:
        raise InvalidField("went_first", True, "only one player goes first")
    if len(first) == 2 and not trues:
        raise InvalidField("went_first", False, "one of the two players goes first")
    if trues:
        return trues[0]
    (n,) = first  # one player did not go first: the other did
    return 3 - n


# ---------------------------------------------------------------- the rows


def _ensure(s: Session, game: Game) -> tuple[MatchRecord, dict[int, MatchPlayer]]:
    """The stored record and its two players, made with the defaults the first time (what
    the record read as before: sides in turn order, factions from the army lists)."""
    record = s.get(MatchRecord, 1)
    players = {p.id: p for p in s.scalars(select(MatchPlayer))}
    if record is not None and len(players) == 2:
        return record, players
    raw = _raw(s)
    if record is None:
        record = MatchRecord(id=1, event_name="", scenario="", dispute_note="")
        s.add(record)
    by_side = {player: side for side, player in players_by_side(raw).items()}
    for n in PLAYERS:
        if n in players:
            continue
        side = by_side.get(n)
        faction, digest = list_of_side(raw, side) if side is not None else ("", None)
        players[n] = MatchPlayer(
            id=n, side_id=side, name="", faction=faction, list_sha256=digest, vp_by_round=[]
        )
        s.add(players[n])
    s.flush()
    return record, players


def _change(
    act: ActionScope, kind: str, fields: dict[str, Any], unconfirmed: list[int], reason: str
) -> None:
    act.record_service = True
    act.op_kind = kind
    act.op_fields.update(fields)
    if unconfirmed:
        act.unconfirmed = tuple(unconfirmed)
        act.unconfirm_reason = reason
    act.result = {"unconfirmed": unconfirmed, **fields}


# ---------------------------------------------------------------- services


def set_record(game: Game, fields: Mapping[str, Any]) -> Change:
    """Write the fields a player entered (see the module's docstring). Any standing
    confirmation is cleared (``result["unconfirmed"]``)."""
    record_values, player_values, first = _parse(fields)
    names = sorted(_field_names(fields))
    if not names:
        raise InvalidField("fields", fields, "name at least one field to change")
    with game.action(action_labels.EDIT_MATCH_RECORD) as act:
        s = act.session
        record, players = _ensure(s, game)
        for column, value in record_values.items():
            setattr(record, column, value)
        cleared_first = any(v.pop("went_first_cleared", False) for v in player_values.values())
        record.first_player = _first_player(first, record.first_player, cleared_first)
        results = {n: v.pop("result") for n, v in player_values.items() if "result" in v}
        for n, values in player_values.items():
            for column, value in values.items():
                setattr(players[n], column, value)
        if results:
            _set_results(players, results)
        unconfirmed = clear_confirmations(s, game)
        _change(
            act,
            outbox.RECORD,
            {"fields": names},
            unconfirmed,
            "the record changed after confirming",
        )
    return act.ended


def _set_results(players: dict[int, MatchPlayer], results: dict[int, str | None]) -> None:
    """An entered result is the pair's: one player's win is the other's loss; null clears."""
    if len(results) == 2:
        a, b = results[1], results[2]
        if (a is None) != (b is None) or (a is not None and OPPOSITE[a] != b):
            raise InvalidField(
                "players[1].result", b, f"does not agree with player 1's result ({a})"
            )
    n, value = next(iter(results.items()))
    players[n].result = value
    players[3 - n].result = None if value is None else OPPOSITE[value]


def hash_pin(pin: str, salt: bytes) -> str:
    return hashlib.scrypt(pin.encode("ascii"), salt=salt, **_SCRYPT).hex()


def pin_matches(player: MatchPlayer, pin: str) -> bool:
    if player.pin_salt is None or player.pin_hash is None:
        return False
    given = hash_pin(pin, bytes.fromhex(player.pin_salt))
    return hmac.compare_digest(given, player.pin_hash)


def confirm(game: Game, player: int, pin: str) -> Change:
    """``player`` confirms the record as it stands, with ``pin``. Refused (nothing written)
    when the record lacks what a result needs, the player has confirmed already, or the
    PIN is not the one the player first confirmed with."""
    player = check_player_number("player", player)
    pin = check_pin(pin)
    with game.action(action_labels.CONFIRM_MATCH_RECORD) as act:
        s = act.session
        _ensure(s, game)
        before = current(s, game)
        missing = before.missing_for_confirmation()
        if missing:
            raise InvalidField(
                "record", "draft", f"cannot be confirmed yet: it needs {', '.join(missing)}"
            )
        # Player 1 or 2 (checked above), whose row _ensure made.
        row = cast(MatchPlayer, s.get(MatchPlayer, player))
        if row.confirmed_at is not None:
            raise InvalidField("player", player, f"player {player} has already confirmed")
        if row.pin_hash is None:
            salt = secrets.token_bytes(16)
            row.pin_salt, row.pin_hash = salt.hex(), hash_pin(pin, salt)
        elif not pin_matches(row, pin):
            raise InvalidField("pin", "****", f"is not player {player}'s PIN")
        sha = before.record_sha256
        row.confirmed_at = now()
        row.confirmed_sha256 = sha
        s.flush()
        record = cast(MatchRecord, s.get(MatchRecord, 1))  # made by _ensure
        lifted = None
        if len(confirmed_players(s)) == 2 and record.dispute_player is not None:
            # Both players confirmed the record again: they agree, the dispute is over.
            lifted = {"player": record.dispute_player, "note": record.dispute_note}
            record.dispute_player, record.dispute_note = None, ""
        _change(act, outbox.CONFIRM, {"player": player, "record_sha256": sha}, [], "")
        act.result["dispute_lifted"] = lifted
    return act.ended


def dispute(game: Game, player: int, note: str) -> Change:
    """``player`` marks the record disputed, saying why; standing confirmations clear."""
    player = check_player_number("player", player)
    note = check_note(note)
    with game.action(action_labels.DISPUTE_MATCH_RECORD) as act:
        s = act.session
        record, _players = _ensure(s, game)
        record.dispute_player, record.dispute_note = player, note
        unconfirmed = clear_confirmations(s, game)
        _change(
            act,
            outbox.DISPUTE,
            {"player": player, "note": note},
            unconfirmed,
            f"player {player} disputed the record",
        )
    return act.ended


def fill_faction(game: Game, player: int) -> Change:
    """The player's faction and list hash from the army list imported into their side."""
    player = check_player_number("player", player)
    with game.action(action_labels.FILL_FACTION_FROM_ARMY_LIST) as act:
        s = act.session
        _record, players = _ensure(s, game)
        row = players[player]
        if row.side_id is None:
            raise InvalidField("player", player, "has no side in this game")
        faction, digest = list_of_side(_raw(s), row.side_id)
        if not faction and digest is None:
            raise InvalidField("player", player, "no army list was imported into their side")
        row.faction, row.list_sha256 = faction, digest
        unconfirmed = clear_confirmations(s, game)
        _change(
            act,
            outbox.RECORD,
            {"fields": [f"players[{player - 1}].faction"]},
            unconfirmed,
            "the record changed after confirming",
        )
    return act.ended

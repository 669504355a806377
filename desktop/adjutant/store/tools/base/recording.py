"""Recording a resolved test: the game's dice and one turn-log row per event (issue 14).

For every resolution service (``resolve``, ``charge_plan``, ``command_services``,
``melee_services``, ``odds_services``, ``hex_services``): the pieces each of them
shares, kept below them so a tool's planner can record without importing
``resolve`` (which re-exports these names for its older callers):

- :func:`ruleset_of` — the game's own ruleset copy;
- :func:`dice_mode_of` / :func:`roll` — virtual dice from the game's seed and position
  (the new position saved in the same transaction, so undo rewinds it), or the typed
  faces checked against the die (``rules.dice``: a d6 face of 7 is refused);
- :func:`record` — one ``Event`` row from a typed event (``store.events.kinds``), at the
  game's turn and phase; ``Change.result`` is then a :class:`Resolution`.

Importing it imports no SQLAlchemy (the planners import it, and a planner is imported
before the game is on screen, issue 28): ``record`` imports the ORM when it records.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from fractions import Fraction
from typing import TYPE_CHECKING, Any, cast

from adjutant.rules.dice import Roller, validate_faces
from adjutant.rules.ruleset import Ruleset
from adjutant.store.errors import InvalidField
from adjutant.store.events.kinds import GameEvent
from adjutant.store.format.validate import check_dice_mode

if TYPE_CHECKING:  # the ORM is imported by record(), when a test is recorded (issue 28)
    from sqlalchemy.orm import Session

    from adjutant.store.file.models import GameMeta


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a resolution decided (also stored as its Event)."""

    event_id: int
    kind: str
    summary: str
    chance: Fraction | None
    dice: tuple[Any, ...]
    dice_source: str | None
    outcome: dict[str, Any]
    event: GameEvent  # the typed event as recorded (adjutant.store.events.kinds)


# ---------------------------------------------------------------- helpers


def ruleset_of(m: GameMeta | Any) -> Ruleset:
    """The game's own ruleset copy; an unreadable copy falls back to the combined preset.

    ``m``: anything with the stored ``ruleset`` (the ORM's GameMeta, ``queries.GameInfo``).
    """
    return Ruleset.from_stored(m.ruleset)


def fraction_text(p: Fraction | None) -> str | None:
    return None if p is None else f"{p.numerator}/{p.denominator}"


def dice_mode_of(m: GameMeta, mode: str | None) -> str:
    """The mode a test rolls with: the one asked for (checked), else the game's default."""
    return m.dice_mode if mode is None else check_dice_mode(mode)


def roll(
    m: GameMeta,
    mode: str,
    sides: int,
    count: int,
    faces: Sequence[int] | None,
    rule: str,
    field: str = "faces",
) -> tuple[int, ...]:
    """Physical: validate the typed faces. Virtual: roll from the seed and advance the position."""
    if mode == "physical":
        if faces is None:
            raise InvalidField(
                field, None, f"physical dice: type the {count} d{sides} face(s) rolled"
            )
        if isinstance(faces, str | bytes) or not isinstance(faces, Sequence):
            raise InvalidField(field, faces, "must be a list of die faces")
        return validate_faces(list(faces), sides, count, rule)
    if faces is not None:
        raise InvalidField(
            field,
            faces,
            "virtual dice are rolled by Adjutant: switch to physical dice to type faces",
        )
    roller = Roller(m.dice_seed, m.dice_position)
    got = roller.roll(sides, count)
    m.dice_position = roller.position
    return got


def record(s: Session, m: GameMeta, action_id: int, event: GameEvent) -> Resolution:
    """Write ``event`` (``adjutant.store.events.kinds``) as one row of the turn log, in its JSON
    form, at the game's turn and phase. ``Resolution.event`` is the event with its id."""
    from adjutant.store.file.models import Event

    inputs, outcome = event.stored_json()
    dice = event.dice_json()
    e = Event(
        action_id=action_id,
        turn=m.turn,
        side_id=event.side_id,
        phase=m.phase,
        kind=event.kind,
        summary=event.summary,
        inputs=inputs,
        chance=fraction_text(event.chance),
        dice=dice,
        dice_source=event.dice_source,
        outcome=outcome,
        rule_ids=list(event.rule_ids),
        created_at=datetime.now(),
    )
    s.add(e)
    s.flush()
    done = replace(event, turn=m.turn, phase=m.phase, id=e.id, action_id=action_id)
    return Resolution(
        e.id,
        event.kind,
        event.summary,
        event.chance,
        tuple(cast("Sequence[Any]", dice)),  # dice_json(): the dice as JSON lists
        event.dice_source,
        outcome,
        done,
    )


__all__ = ["Resolution", "dice_mode_of", "fraction_text", "record", "roll", "ruleset_of"]

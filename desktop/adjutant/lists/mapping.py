"""Which imported characteristic fills which Adjutant profile field, and how values read.

For the store's import service (which applies a mapping to every unit) and the
import dialog (which shows and edits it; the windows remember the player's choice
per game system). Pure functions over plain values (issue 17).

Adjutant's profile fields: movement (in the ruleset's unit of length), melee dice
(MEL-1), to hit (the d6 roll needed, MEL-3), attack and defence factors. A
:class:`Mapping` names, for each field, the characteristic it is read from (or
none: the field keeps Adjutant's default). :func:`default_mapping` picks the usual
names of the list's game system (``M``/``Move``/``Movement`` → movement, ``WS`` or
``Fight`` → to hit, ``A``/``Attacks`` → melee dice, ``S`` → attack factor, ``T`` /
``Defense`` → defence factor).

Direction (issue 27): to hit is a roll needed, where lower is better (``3+``); the other
fields are higher-is-better. Each characteristic has a direction too, from its game
system's preset (:data:`PRESETS`: Middle-earth's Fight is a fight value, higher is
better, though its cell reads ``5/4+``) or else from its values (``4+`` lower, ``6"`` or
``3`` higher). A field is never filled from a characteristic of the other direction: the
default mapping skips it, :func:`apply` refuses it with a note, and
:func:`unmapped_notes` tells the preview which of the list's stats have no Adjutant
meaning. The presets give each system's usual sources; the player's choice in the dialog
(remembered per system) overrides them.

Values: ``6"`` is 6 inches (2.54 cm each, or as many paces: a pace ruleset keeps
the number); ``15cm`` is 15 cm; Kill Team's shapes ``▲ ● ⬤ ■ ⬟`` are 1, 2, 2, 3 and 6
inches (``3⬤`` = 6"); ``4+`` is 4; ``5/4+`` (Middle-earth Fight) reads 5 as a number
and 4 as a roll; ``-``, ``*``, ``D6`` or an empty value give nothing, and the field
keeps its default (the dialog says so).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping as MappingType
from dataclasses import dataclass
from typing import Any

from adjutant.lists.model import ListUnit

MOVEMENT, MELEE_DICE, TO_HIT = "movement", "melee_dice", "to_hit"
ATTACK_FACTOR, DEFENCE_FACTOR = "attack_factor", "defence_factor"
FIELDS = (MOVEMENT, MELEE_DICE, TO_HIT, ATTACK_FACTOR, DEFENCE_FACTOR)
# The store's ranges (adjutant.store.format.validate.UNIT_FIELDS): a value outside is not applied.
RANGES: dict[str, tuple[float, float]] = {
    MOVEMENT: (0, 1000),
    MELEE_DICE: (0, 40),
    TO_HIT: (2, 6),
    ATTACK_FACTOR: (0, 999),
    DEFENCE_FACTOR: (0, 999),
}
CANDIDATES: dict[str, tuple[str, ...]] = {
    MOVEMENT: ("M", "Move", "Movement", "Mv", "Speed"),
    MELEE_DICE: ("A", "Attacks", "Attack"),
    TO_HIT: ("WS", "Fight", "To Hit", "Hit", "Melee Skill"),
    ATTACK_FACTOR: ("S", "Strength", "Str", "Attack Factor"),
    DEFENCE_FACTOR: ("T", "Toughness", "Defense", "Defence", "DF", "Defence Factor"),
}
INCH_CM = 2.54
LOWER, HIGHER, UNKNOWN = "lower", "higher", "unknown"
#: Which way is better for each Adjutant field: to hit is the roll needed (MEL-3).
FIELD_DIRECTION = {
    MOVEMENT: HIGHER,
    MELEE_DICE: HIGHER,
    TO_HIT: LOWER,
    ATTACK_FACTOR: HIGHER,
    DEFENCE_FACTOR: HIGHER,
}


@dataclass(frozen=True, slots=True)
class Preset:
    """A game system's usual mapping: ``fields`` (field -> characteristic, "" = none) and
    ``directions`` (characteristic -> LOWER/HIGHER) where the values alone mislead."""

    match: tuple[str, ...]  # words of the list's game system name, lower case
    fields: tuple[tuple[str, str], ...]
    directions: tuple[tuple[str, str], ...] = ()


PRESETS: tuple[Preset, ...] = (
    Preset(
        ("middle-earth", "middle earth", "mesbg", "strategy battle game"),
        (
            (MOVEMENT, "Movement"),
            (MELEE_DICE, "Attacks"),
            (TO_HIT, ""),
            (ATTACK_FACTOR, "Strength"),
            (DEFENCE_FACTOR, "Defence"),
        ),
        (("Fight", HIGHER), ("F", HIGHER), ("Courage", LOWER), ("Intelligence", LOWER)),
    ),
    Preset(
        ("kill team",),
        (
            (MOVEMENT, "M"),
            (MELEE_DICE, "A"),
            (TO_HIT, "WS"),
            (ATTACK_FACTOR, ""),
            (DEFENCE_FACTOR, "DF"),
        ),
        (("SV", LOWER), ("WS", LOWER), ("BS", LOWER)),
    ),
    Preset(
        ("age of sigmar", "warcry"),
        (
            (MOVEMENT, "Move"),
            (MELEE_DICE, "Attacks"),
            (TO_HIT, "Hit"),
            (ATTACK_FACTOR, "Strength"),
            (DEFENCE_FACTOR, "Toughness"),
        ),
        (("Save", LOWER), ("Hit", LOWER), ("Wound", LOWER), ("Control", HIGHER)),
    ),
    Preset(
        ("40,000", "40k", "horus heresy", "warhammer 40"),
        (
            (MOVEMENT, "M"),
            (MELEE_DICE, "A"),
            (TO_HIT, "WS"),
            (ATTACK_FACTOR, "S"),
            (DEFENCE_FACTOR, "T"),
        ),
        (("WS", LOWER), ("BS", LOWER), ("Sv", LOWER), ("SV", LOWER), ("Ld", HIGHER)),
    ),
    Preset(
        ("old world", "fantasy battle", "warhammer fantasy"),
        (
            (MOVEMENT, "M"),
            (MELEE_DICE, "A"),
            (TO_HIT, ""),
            (ATTACK_FACTOR, "S"),
            (DEFENCE_FACTOR, "T"),
        ),
        (("WS", HIGHER), ("BS", HIGHER), ("I", HIGHER), ("Ld", HIGHER)),
    ),
)


def preset_for(system: str) -> Preset | None:
    """The preset whose words the game system's name holds, or None."""
    key = system.strip().lower()
    return next((p for p in PRESETS if any(word in key for word in p.match)), None)


_ROLL = re.compile(r"^\s*\d+\s*\+\s*$")
_PLAIN = re.compile(r"^\s*\d+(?:[.,]\d+)?\s*(?:\"|''|in|cm|mm)?\s*[▲△●⬤○■□⬟]?\s*$")


def value_direction(values: Iterable[str]) -> str:
    """LOWER when the values read as rolls needed (``4+``), HIGHER when as plain numbers or
    lengths (``3``, ``6"``), UNKNOWN when mixed (``5/4+``) or not numbers (``-``, ``*``)."""
    rolls = plain = other = 0
    for value in values:
        text = value.strip()
        if not text or text in ("-", "*", "—"):
            continue
        if _ROLL.match(text):
            rolls += 1
        elif _PLAIN.match(text):
            plain += 1
        else:
            other += 1
    if rolls and not plain and not other:
        return LOWER
    if plain and not rolls and not other:
        return HIGHER
    return UNKNOWN


def directions(system: str, units: Iterable[ListUnit]) -> dict[str, str]:
    """Each characteristic's direction: its system preset's, else what its values say."""
    values: dict[str, list[str]] = {}
    for unit in units:
        for name, value in unit.profile:
            values.setdefault(name, []).append(value)
    preset = preset_for(system)
    known = dict(preset.directions) if preset is not None else {}
    return {name: known.get(name) or value_direction(found) for name, found in values.items()}


def compatible(field: str, direction: str) -> bool:
    """Whether a characteristic of ``direction`` may fill ``field``: a lower-is-better field
    (to hit) never from a higher-is-better value, a higher-is-better one never from a roll
    (issue 27); a direction neither preset nor values tell (UNKNOWN) may fill either."""
    if FIELD_DIRECTION[field] == LOWER:
        return direction != HIGHER
    return direction != LOWER


# Kill Team 2021 distance shapes, in inches.
SHAPES = {"▲": 1.0, "△": 1.0, "●": 2.0, "⬤": 2.0, "○": 2.0, "■": 3.0, "□": 3.0, "⬟": 6.0}
_NUMBER = re.compile(r"(\d+(?:[.,]\d+)?)")


@dataclass(frozen=True, slots=True)
class Mapping:
    """Field -> characteristic name ("" = not read), for one game system."""

    system: str
    fields: tuple[tuple[str, str], ...]

    def source(self, field: str) -> str:
        return dict(self.fields).get(field, "")

    def with_source(self, field: str, characteristic: str) -> Mapping:
        if field not in FIELDS:
            raise ValueError(f"{field!r} is not a profile field ({', '.join(FIELDS)})")
        return Mapping(
            self.system,
            tuple((f, characteristic if f == field else c) for f, c in self.fields),
        )

    def to_dict(self) -> dict[str, str]:
        return dict(self.fields)

    @classmethod
    def from_dict(cls, system: str, data: Any) -> Mapping:
        """From remembered settings; anything that is not text for a known field is dropped."""
        values = data if isinstance(data, MappingType) else {}
        return cls(
            system,
            tuple((f, v[:64] if isinstance(v := values.get(f, ""), str) else "") for f in FIELDS),
        )


def default_mapping(
    system: str, names: Iterable[str], found: dict[str, str] | None = None
) -> Mapping:
    """For each field, its game system's preset where the list has that characteristic,
    else the first usual name (case-insensitive) the list uses whose direction fits the
    field. ``found``: each characteristic's direction (:func:`directions`)."""
    present = {n.strip().lower(): n for n in names}
    found = found or {}
    preset = preset_for(system)
    chosen = []
    for field in FIELDS:
        if preset is not None and field in dict(preset.fields):
            wanted = dict(preset.fields)[field]
            if not wanted or wanted.lower() in present:
                chosen.append((field, present.get(wanted.lower(), "") if wanted else ""))
                continue
        pick = ""
        for candidate in CANDIDATES[field]:
            name = present.get(candidate.lower())
            if name is not None and compatible(field, found.get(name, UNKNOWN)):
                pick = name
                break
        chosen.append((field, pick))
    return Mapping(system, tuple(chosen))


def mapping_for(army: Any) -> Mapping:
    """The default mapping of an :class:`~adjutant.lists.model.ArmyList`."""
    return default_mapping(
        army.game_system,
        army.characteristic_names(),
        directions(army.game_system, army.all_units()),
    )


def unmapped_notes(army: Any, mapping: Mapping) -> tuple[str, ...]:
    """What the preview warns of: the list's characteristics that fill no Adjutant field
    (kept in each unit's profile only), with why when their direction kept them out."""
    found = directions(army.game_system, army.all_units())
    used = {source for _field, source in mapping.fields if source}
    notes = []
    for name in army.characteristic_names():
        if name in used:
            continue
        if found.get(name) == HIGHER and name in _LIKE_TO_HIT:
            notes.append(
                f"{name}: higher is better, so it cannot fill to hit (a roll, lower is better)"
            )
        else:
            notes.append(f"{name}: no Adjutant meaning (kept in the profile)")
    return tuple(notes)


_LIKE_TO_HIT = {c for c in CANDIDATES[TO_HIT]} | {"F", "WS"}


def parse_length(text: str, unit_of_length: str = "inch") -> float | None:
    """``6"``, ``15cm``, ``3⬤``, ``12`` -> a length in ``unit_of_length`` (inch, cm, pace)."""
    value = text.strip()
    if not value:
        return None
    match = _NUMBER.search(value)
    if match is None:
        return None
    number = float(match.group(1).replace(",", "."))
    rest = value[match.end() :].strip().lower()
    shape = next((SHAPES[ch] for ch in rest if ch in SHAPES), None)
    if shape is not None:
        inches = number * shape
    elif rest.startswith("cm"):
        return (
            number
            if unit_of_length == "cm"
            else (number / INCH_CM if unit_of_length == "inch" else number)
        )
    elif rest.startswith("mm"):
        cm = number / 10
        return cm if unit_of_length == "cm" else (cm / INCH_CM if unit_of_length == "inch" else cm)
    else:
        inches = number  # 6", 6'', 6in or a bare number: the list's own unit, inches
    if unit_of_length == "cm":
        return round(inches * INCH_CM, 2)
    return inches


def parse_roll(text: str) -> int | None:
    """``4+`` -> 4; ``5/4+`` -> 4 (the roll); a bare ``3`` -> 3; ``-``, ``*`` -> None."""
    value = text.strip()
    match = re.search(r"(\d+)\s*\+", value) or re.fullmatch(r"\s*(\d+)\s*", value)
    return int(match.group(1)) if match else None


def parse_count(text: str) -> int | None:
    """``3`` -> 3; ``5/4+`` -> 5 (the first number); ``D6``, ``-``, ``*`` -> None."""
    value = text.strip()
    if not value or re.match(r"^\d*\s*[dD]\d", value):
        return None
    match = re.match(r"\s*(\d+)", value)
    return int(match.group(1)) if match else None


@dataclass(frozen=True, slots=True)
class Applied:
    """What a mapping gives one unit: ``values`` to store, ``notes`` on what was not used."""

    values: dict[str, Any]
    notes: tuple[str, ...]


def read_value(field: str, text: str, unit_of_length: str) -> int | float | None:
    if field == MOVEMENT:
        return parse_length(text, unit_of_length)
    if field == TO_HIT:
        return parse_roll(text)
    return parse_count(text)


def apply(
    unit: ListUnit,
    mapping: Mapping,
    unit_of_length: str = "inch",
    direction: dict[str, str] | None = None,
) -> Applied:
    """The Adjutant field values ``mapping`` reads from ``unit``'s profile. ``direction``
    (:func:`directions` of the list): a field is not filled from a characteristic of the
    other direction."""
    profile = {}
    for name, value in unit.profile:
        profile.setdefault(name, value)
    values: dict[str, Any] = {}
    notes: list[str] = []
    for field, source in mapping.fields:
        if not source or source not in profile:
            continue
        raw = profile[source]
        if direction is not None and not compatible(field, direction.get(source, UNKNOWN)):
            notes.append(f"{source}: the other way round from {field}, not read")
            continue
        value = read_value(field, raw, unit_of_length)
        low, high = RANGES[field]
        if value is None:
            notes.append(f"{source} {raw!r}: no number, {field} kept")
        elif not low <= value <= high:
            notes.append(f"{source} {raw!r}: outside {low:g}..{high:g}, {field} kept")
        else:
            values[field] = float(value) if field == MOVEMENT else int(value)
    return Applied(values, tuple(notes))


_TYPE_WORDS = (
    ("cavalry", ("cavalry", "mounted", "bike", "biker", "chariot", "monstrous cavalry")),
    ("artillery", ("artillery", "war machine", "war-engine", "war engine")),
    ("other", ("vehicle", "monster", "titan", "flyer", "aircraft", "walker", "dreadnought")),
    ("infantry", ("infantry",)),
)


def guess_unit_type(unit: ListUnit) -> str:
    """cavalry / artillery / other / infantry from the unit's keywords (categories)."""
    words = " | ".join(k.lower() for k in unit.keywords)
    for kind, keys in _TYPE_WORDS:
        if any(k in words for k in keys):
            return kind
    return "infantry"

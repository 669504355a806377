"""Rulesets: which tools apply, the unit of length, and every [choice] option (issue 2).

For the store (a game keeps its own copy of its ruleset as ``to_dict()`` JSON,
so editing a preset never changes a game in progress), the new-game dialog
(``presets()``), the ruleset editor (``OPTIONS`` says which tool and rule id
each option belongs to) and Help (``rule_reference``).

Presets are data files, ``resources/rulesets/<key>.json``, one per rule text
plus "combined"; the rules reference is ``resources/rules_reference.json`` (English)
with ``rules_reference_ru.json`` and ``rules_reference_es.json`` beside it (same ids).
All are read through ``adjutant.paths`` so a frozen bundle finds them.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from numbers import Real
from pathlib import Path
from typing import Any, TypedDict, TypeVar

from adjutant.paths import resources_dir
from adjutant.rules.charge import ChargeDice
from adjutant.rules.errors import RuleInputError, as_enum
from adjutant.rules.units import Side

RULE = "RULESET"
FORMAT = 1  # the to_dict() layout; bump with a converter if it ever changes


class Tool(StrEnum):
    """The tool windows a ruleset switches on (one per section of RULES.md)."""

    TOKENS = "tokens"  # §1 CMD
    CHARGE = "charge"  # §2 CHG
    MELEE = "melee"  # §3 MEL
    ODDS = "odds"  # §4 ODD
    HEX = "hex"  # §5 GLAD


class LengthUnit(StrEnum):
    """The unit distances are typed and shown in (RULES.md: inches by default)."""

    INCH = "inch"
    CM = "cm"
    PACE = "pace"  # Age of Battles measures in paces


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """What the ruleset editor needs to show one option: its tool, rule id and label."""

    name: str
    tool: Tool
    rule: str
    label: str


# Every RULES.md [choice], in the order of RULES.md.
OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo(
        "reckless_before_declarations",
        Tool.TOKENS,
        "CMD-8",
        "Reckless roll before declared changes",
    ),
    OptionInfo("charge_dice", Tool.CHARGE, "CHG-2", "Charge dice"),
    OptionInfo(
        "melee_split_leftover_to_front",
        Tool.MELEE,
        "MEL-2",
        "Leftover dice go to the front",
    ),
    OptionInfo("base_to_hit", Tool.MELEE, "MEL-3", "Base to-hit roll"),
    OptionInfo("support_radius", Tool.MELEE, "MEL-5", "Support distance"),
    OptionInfo("quarter_by_centre", Tool.MELEE, "MEL-6", "Quarter by the supporter's centre"),
    OptionInfo("allow_front_support", Tool.MELEE, "MEL-7", "Allow support from the front"),
    OptionInfo("max_supports", Tool.MELEE, "MEL-7", "Most supports"),
    OptionInfo("tie_is_draw", Tool.MELEE, "MEL-10", "A tie is a draw"),
    OptionInfo("hits_are_casualties", Tool.MELEE, "MEL-11", "One hit is one casualty"),
    OptionInfo("odd2_house_rule", Tool.ODDS, "ODD-2", "Defender's CRT changes"),
    OptionInfo("crt_die_sides", Tool.ODDS, "ODD-2", "CRT die sides"),
    OptionInfo(
        "zoc_start_hex_counts", Tool.HEX, "GLAD-3", "The start hex counts for zone of control"
    ),
    OptionInfo(
        "zoc_max_enemy_adjacent_hexes",
        Tool.HEX,
        "GLAD-3",
        "Hexes next to enemies one move may pass",
    ),
    OptionInfo("glad_attack_needs_greater", Tool.HEX, "GLAD-4", "The attack must beat the defence"),
    OptionInfo("glad_sum_support_dice", Tool.HEX, "GLAD-5", "Support dice are summed"),
)
OPTION_NAMES = tuple(o.name for o in OPTIONS)
_OPTION = {o.name: o for o in OPTIONS}

_BOOL_OPTIONS = frozenset(
    {
        "reckless_before_declarations",
        "melee_split_leftover_to_front",
        "quarter_by_centre",
        "allow_front_support",
        "tie_is_draw",
        "hits_are_casualties",
        "odd2_house_rule",
        "zoc_start_hex_counts",
        "glad_attack_needs_greater",
        "glad_sum_support_dice",
    }
)
# whole-number options: (lowest, highest or None)
_INT_OPTIONS: dict[str, tuple[int, int | None]] = {
    "base_to_hit": (2, 6),  # MEL-3: a d6 roll needed, 1 always misses
    "max_supports": (0, 3),  # MEL-7: two flanks and the rear at most
    "zoc_max_enemy_adjacent_hexes": (0, None),
    "crt_die_sides": (2, None),
}
_KEY = re.compile(r"^[a-z0-9][a-z0-9_]*$")

#: An option's value: a flag, a whole number, a distance (``support_radius``) or a dice rule.
OptionValue = bool | int | float | ChargeDice
#: The same in JSON (``to_dict``): the dice rule as its value string.
OptionJson = bool | int | float | str


class RulesetData(TypedDict):
    """``Ruleset.to_dict()``'s JSON layout, that of the preset files and of a game's copy."""

    format: int
    key: str
    name: str
    description: str
    unit_of_length: str
    tools: list[str]
    options: dict[str, OptionJson]


def _bad(message: str, value: object) -> RuleInputError:
    return RuleInputError(RULE, message, value)


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A ruleset value: tools, unit of length and every [choice] option with its default."""

    key: str
    name: str
    tools: frozenset[Tool]
    unit_of_length: LengthUnit = LengthUnit.INCH
    description: str = ""
    # --- [choice] options (RULES.md), defaults as documented ---
    # Each comment names the rules-core argument that carries the option, so the
    # alternative (the non-default value) is implemented there, not only stored.
    # CMD-8: True = the reckless roll comes first (the command window orders its tabs).
    reckless_before_declarations: bool = True
    # CHG-2: charge.charge_chance(..., dice_rule) and friends.
    charge_dice: ChargeDice = ChargeDice.HIGHEST_2D6
    # MEL-2: melee.split_dice(..., leftover_to_front); False = leftover dice are not rolled.
    melee_split_leftover_to_front: bool = True
    # MEL-3: the base of melee.to_hit_needed() when the profile gives none.
    base_to_hit: int = 4
    # MEL-6: melee.choose_supports(..., quarter_by_centre) / geometry.footprint_quarter();
    # False = the quarter holding most of the supporter's footprint.
    quarter_by_centre: bool = True
    # MEL-7: melee.choose_supports(..., allow_front_support).
    allow_front_support: bool = False
    # MEL-5: melee.choose_supports(..., radius).
    support_radius: float = 6
    # MEL-7: melee.choose_supports / allocate_supports(..., max_supports).
    max_supports: int = 3
    # MEL-10: True = a tie is a draw. False = ties go to one side, which the caller
    # names as melee.round_distribution / resolve_round(..., tie_winner=Side...)
    # (e.g. the defender; see Ruleset.tie_winner).
    tie_is_draw: bool = True
    # MEL-11: one hit is one casualty (False: the players enter casualties themselves).
    hits_are_casualties: bool = True
    # ODD-2: apply odds.ODD2_OVERRIDES on top of the owner's CRT.
    odd2_house_rule: bool = True
    # GLAD-3: hexes.path_violation / reachable(..., start_counts, max_zoc_hexes).
    zoc_start_hex_counts: bool = False
    zoc_max_enemy_adjacent_hexes: int = 1
    # GLAD-4: hexes.attack_chance / resolve_attack(..., tie_succeeds=not this).
    glad_attack_needs_greater: bool = True
    # GLAD-5: hexes.attack_chance / resolve_attack(..., sum_dice); False = highest die.
    glad_sum_support_dice: bool = True
    # ODD-2: the die of a new CRT.
    crt_die_sides: int = 6

    def __post_init__(self) -> None:
        # Validate and normalise (strings from JSON become enums); frozen, so set directly.
        if not isinstance(self.key, str) or not _KEY.match(self.key):
            raise _bad(
                f"a ruleset key is lower-case letters, digits and _, got {self.key!r}", self.key
            )
        if not isinstance(self.name, str) or not self.name.strip():
            raise _bad(f"a ruleset needs a name, got {self.name!r}", self.name)
        if not isinstance(self.description, str):
            raise _bad(f"a ruleset description is text, got {self.description!r}", self.description)
        object.__setattr__(self, "tools", _tools(self.tools))
        object.__setattr__(
            self, "unit_of_length", _enum(LengthUnit, self.unit_of_length, "unit_of_length")
        )
        object.__setattr__(self, "charge_dice", _enum(ChargeDice, self.charge_dice, "charge_dice"))
        for name in _BOOL_OPTIONS:
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise _bad(f"option {name} must be true or false, got {value!r}", value)
        for name, (lowest, highest) in _INT_OPTIONS.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise _bad(f"option {name} must be a whole number, got {value!r}", value)
            if value < lowest or (highest is not None and value > highest):
                span = f"{lowest}..{highest}" if highest is not None else f">= {lowest}"
                raise _bad(f"option {name} must be {span}, got {value}", value)
        radius = self.support_radius
        if (
            isinstance(radius, bool)
            or not isinstance(radius, Real)
            or not math.isfinite(radius)
            or radius <= 0
        ):
            raise _bad(f"option support_radius must be a number > 0, got {radius!r}", radius)

    # --- options ---------------------------------------------------------

    def options(self) -> dict[str, OptionValue]:
        """Every [choice] option's value, by name (enums as themselves)."""
        return {name: getattr(self, name) for name in OPTION_NAMES}

    def options_for(self, tool: Tool) -> dict[str, OptionValue]:
        """The options of one tool, e.g. the melee window's."""
        return {o.name: getattr(self, o.name) for o in OPTIONS if o.tool == tool}

    def uses(self, tool: Tool) -> bool:
        return tool in self.tools

    def tie_winner(self, defender: Side | None) -> Side | None:
        """MEL-10 [choice]: who takes a tied round: None (a draw) when ``tie_is_draw``,
        else ``defender`` (the side that was attacked; None if nobody is)."""
        if self.tie_is_draw or defender is None:
            return None
        return _enum(Side, defender, "the defending side")

    def with_options(self, **changes: Any) -> Ruleset:
        """A copy with some fields changed (validated); unknown names are refused."""
        # Any: values as a caller has them ("d6" for a dice rule, a set of tools);
        # __post_init__ checks each one and turns strings into enums.
        unknown = set(changes) - set(_FIELDS)
        if unknown:
            raise _bad(f"unknown ruleset fields {sorted(unknown)}", sorted(unknown))
        return dataclasses.replace(self, **changes)

    # --- JSON --------------------------------------------------------------

    def to_dict(self) -> RulesetData:
        """JSON-safe: the layout of the preset files (``from_dict`` reads it back)."""
        options: dict[str, OptionJson] = {}
        for name, value in self.options().items():
            options[name] = value.value if isinstance(value, StrEnum) else value
        return {
            "format": FORMAT,
            "key": self.key,
            "name": self.name,
            "description": self.description,
            "unit_of_length": self.unit_of_length.value,
            "tools": [t.value for t in Tool if t in self.tools],
            "options": options,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Ruleset:
        """Read ``to_dict()`` output or a preset file; missing options take their defaults.

        Unknown fields or options, and bad values, raise ``RuleInputError`` (RULESET).
        """
        # Any: JSON of any shape (a preset file, a game's stored copy). The fields are named
        # here and every value is checked by __post_init__, which turns strings into enums.
        if not isinstance(data, Mapping):
            raise _bad(f"a ruleset is a JSON object, got {type(data).__name__}", data)
        unknown = set(data) - {
            "format",
            "key",
            "name",
            "description",
            "unit_of_length",
            "tools",
            "options",
        }
        if unknown:
            raise _bad(f"unknown ruleset fields {sorted(unknown)}", sorted(unknown))
        if data.get("format", FORMAT) != FORMAT:
            raise _bad(f"unsupported ruleset format {data.get('format')!r}", data.get("format"))
        for required in ("key", "name", "tools"):
            if required not in data:
                raise _bad(f"a ruleset needs {required!r}", required)
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise _bad(f"ruleset options are a JSON object, got {options!r}", options)
        unknown = set(options) - set(OPTION_NAMES)
        if unknown:
            raise _bad(f"unknown ruleset options {sorted(unknown)}", sorted(unknown))
        return cls(
            key=data["key"],
            name=data["name"],
            tools=data["tools"],
            unit_of_length=data.get("unit_of_length", LengthUnit.INCH),
            description=data.get("description", ""),
            **options,
        )

    @classmethod
    def from_stored(cls, data: object) -> Ruleset:
        """The ruleset of a game's stored copy (issue 23: the one fallback): ``data`` read
        by :meth:`from_dict`; a copy the rules cannot read (``RuleInputError``, the one
        error ``from_dict`` raises for any shape of JSON) is the combined preset."""
        try:
            return cls.from_dict(data)  # type: ignore[arg-type]  # checked inside
        except RuleInputError:
            return load_preset(FALLBACK_PRESET)


#: The preset a game whose stored ruleset copy does not read falls back to.
FALLBACK_PRESET = "combined"

_FIELDS = tuple(f.name for f in dataclasses.fields(Ruleset))


ChoiceT = TypeVar("ChoiceT", bound=StrEnum)


def _enum(kind: type[ChoiceT], value: object, name: str) -> ChoiceT:
    return as_enum(kind, value, RULE, name)


def _tools(value: object) -> frozenset[Tool]:
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise _bad(f"tools must be a list of tool names, got {value!r}", value)
    tools = frozenset(_enum(Tool, t, "a tool") for t in value)
    if not tools:
        raise _bad("a ruleset needs at least one tool", value)
    return tools


def option_info(name: str) -> OptionInfo:
    """The tool, rule id and label of option ``name``."""
    try:
        return _OPTION[name]
    except KeyError:
        raise _bad(f"unknown ruleset option {name!r}", name) from None


# --- presets and the rules reference ---------------------------------------


def _read_json(path: Path) -> Any:
    # Any: JSON of any shape. Its readers name the fields they take and catch the
    # KeyError/TypeError of a wrong shape (or check every value through Ruleset).
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise _bad(f"cannot read {path}: {exc}", str(path)) from None


def presets() -> dict[str, Ruleset]:
    """Every preset in ``resources/rulesets/*.json``, by key (file-name order).

    A file's name must be its key plus ``.json``; a bad file raises ``RuleInputError``.
    """
    found: dict[str, Ruleset] = {}
    for path in sorted((resources_dir() / "rulesets").glob("*.json")):
        ruleset = Ruleset.from_dict(_read_json(path))
        if ruleset.key != path.stem:
            raise _bad(
                f"preset {path.name} holds key {ruleset.key!r}, not {path.stem!r}", ruleset.key
            )
        found[ruleset.key] = ruleset
    return found


def load_preset(key: str) -> Ruleset:
    """One preset by key; an unknown key raises ``RuleInputError``."""
    path = resources_dir() / "rulesets" / f"{key}.json"
    if not isinstance(key, str) or not _KEY.match(key) or not path.is_file():
        raise _bad(f"no ruleset preset {key!r}", key)
    ruleset = Ruleset.from_dict(_read_json(path))
    if ruleset.key != key:
        raise _bad(f"preset {path.name} holds key {ruleset.key!r}, not {key!r}", ruleset.key)
    return ruleset


@dataclass(frozen=True, slots=True)
class RuleText:
    """One rule of the in-app reference: id ("CMD-6"), tool, short title, text.

    ``language`` is the language the title and text are actually in: the one asked
    for, or "en" when that rule has no translation (the English fallback).
    """

    id: str
    tool: Tool
    title: str
    text: str
    language: str = "en"


#: Languages the rules reference is written in: English (the source,
#: ``rules_reference.json``) and one ``rules_reference_<lang>.json`` per translation.
REFERENCE_LANGUAGES = ("en", "ru", "es")
_LANGUAGE = re.compile(r"[a-z]{2,3}")


def _reference_language(language: object) -> str:
    if not isinstance(language, str) or not _LANGUAGE.fullmatch(language):
        raise _bad(f"a language is a code like 'en', 'ru' or 'es', got {language!r}", language)
    return language


def _english_rules() -> tuple[RuleText, ...]:
    data = _read_json(resources_dir() / "rules_reference.json")
    try:
        return tuple(
            RuleText(
                id=str(entry["id"]),
                tool=_enum(Tool, entry["tool"], "tool"),
                title=str(entry["title"]),
                text=str(entry["text"]),
            )
            for entry in data["rules"]
        )
    except (KeyError, TypeError) as exc:
        raise _bad(f"malformed rules reference ({exc!r})", None) from None


def _translated_rules(language: str, known: set[str]) -> dict[str, tuple[str, str]]:
    """id -> (title, text) of ``rules_reference_<language>.json``; {} if there is no file.

    An entry with an empty title or text counts as missing (that rule falls back to
    English); an id the English reference does not have, a repeated id or a file that
    says it holds another language is a broken file and raises ``RuleInputError``.
    """
    path = resources_dir() / f"rules_reference_{language}.json"
    if not path.is_file():
        return {}
    data = _read_json(path)
    found: dict[str, tuple[str, str]] = {}
    try:
        if data.get("language", language) != language:
            raise _bad(f"{path.name} says it holds {data['language']!r}", data["language"])
        for entry in data["rules"]:
            rule_id = str(entry["id"])
            if rule_id not in known:
                raise _bad(f"{path.name}: {rule_id!r} is not a rule of the reference", rule_id)
            if rule_id in found:
                raise _bad(f"{path.name}: {rule_id!r} appears twice", rule_id)
            title, text = entry.get("title"), entry.get("text")
            if isinstance(title, str) and isinstance(text, str):
                found[rule_id] = (title.strip(), text.strip())
    except (AttributeError, KeyError, TypeError) as exc:
        raise _bad(f"malformed rules reference {path.name} ({exc!r})", str(path)) from None
    return {rule_id: pair for rule_id, pair in found.items() if all(pair)}


def rule_texts(*, language: str = "en") -> tuple[RuleText, ...]:
    """Every rule of the reference in RULES.md order, in ``language`` where translated.

    English is ``resources/rules_reference.json``; a translation is
    ``resources/rules_reference_<language>.json`` with the same ids. A rule that file
    lacks (or a language with no file at all) comes in English, its ``language``
    saying so. A malformed code ("../x") or file raises ``RuleInputError``.
    """
    language = _reference_language(language)
    english = _english_rules()
    if language == "en":
        return english
    translated = _translated_rules(language, {rule.id for rule in english})
    return tuple(
        dataclasses.replace(
            rule, title=translated[rule.id][0], text=translated[rule.id][1], language=language
        )
        if rule.id in translated
        else rule
        for rule in english
    )


def rule_reference(tool: Tool | None = None, *, language: str = "en") -> list[tuple[str, str, str]]:
    """Help's rule list: (id, title, text) for one tool's rules, or every rule if None,
    in ``language`` where translated (English otherwise; see ``rule_texts``)."""
    wanted = None if tool is None else _enum(Tool, tool, "tool")
    return [
        (r.id, r.title, r.text)
        for r in rule_texts(language=language)
        if wanted is None or r.tool == wanted
    ]

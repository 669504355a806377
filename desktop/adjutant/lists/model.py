"""The plain, frozen description every list reader returns (issue 17).

For the readers (which build it), the store's import service, the import dialog's
preview and ``adjutant inspect-list --json`` (:meth:`ArmyList.to_json`). Names and
profiles are kept in the file's order and spelling (cleaned of control characters
and stray spaces only); nothing here knows Adjutant's own unit fields.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

# Formats (``ArmyList.format``), as ``inspect-list --json`` prints them.
BATTLESCRIBE = "battlescribe"
NEW_RECRUIT = "newrecruit"
OLD_WORLD_BUILDER = "oldworldbuilder"
CSV = "csv"
# Text lists (issue 27), one format name per builder's export.
NEW_RECRUIT_TEXT = "newrecruit-text"
WTC_TEXT = "wtc-text"
WH40K_APP = "wh40k-app"
AOS_APP = "aos-app"
LISTFORGE = "listforge"
FORMAT_NAMES = {
    BATTLESCRIBE: "BattleScribe",
    NEW_RECRUIT: "New Recruit",
    OLD_WORLD_BUILDER: "Old World Builder",
    CSV: "CSV",
    NEW_RECRUIT_TEXT: "New Recruit (text)",
    WTC_TEXT: "New Recruit WTC (text)",
    WH40K_APP: "Warhammer 40,000 app (text)",
    AOS_APP: "Age of Sigmar app (text)",
    LISTFORGE: "ListForge (text)",
}
TEXT_FORMATS = (NEW_RECRUIT_TEXT, WTC_TEXT, WH40K_APP, AOS_APP, LISTFORGE)

# Where a unit's model count came from (``ListUnit.count_from``; issue 27), in the order
# the roster reader tries them: its model selections; a size in its own name ("10x
# Clanrats") or in a child's ("10 Bloodreavers"); a size characteristic of its profile
# (``NUM``, "Models"); else one. The other readers: a count the file gives as such (a CSV
# column, Old World Builder's strength), a text line's "10x", the model lines under a
# text unit; and the player's own, changed in the import preview.
COUNT_MODELS = "models"
COUNT_NAME = "name"
COUNT_CHILD_NAME = "child_name"
COUNT_CHARACTERISTIC = "characteristic"
COUNT_DEFAULT = "default"
COUNT_GIVEN = "given"
COUNT_LINE = "line"
COUNT_MODEL_LINES = "model_lines"
COUNT_PLAYER = "player"
COUNT_SOURCES = (
    COUNT_MODELS,
    COUNT_NAME,
    COUNT_CHILD_NAME,
    COUNT_CHARACTERISTIC,
    COUNT_DEFAULT,
    COUNT_GIVEN,
    COUNT_LINE,
    COUNT_MODEL_LINES,
    COUNT_PLAYER,
)


@dataclass(frozen=True, slots=True)
class ListUnit:
    """One unit as the list builder describes it.

    ``profile``: (characteristic name, value) pairs, file order and spelling.
    ``rules``: (name, text) pairs. ``command_group``: the members the list names
    (a champion, a standard bearer, a musician...). ``units``: units attached to
    this one (imported right after it). ``roles``: which command-group places the
    members fill ("commander", "standard_bearer", "musician"). ``general``: the list
    marks it as the army's general / warlord.
    """

    name: str
    models: int
    points: float | None = None
    profile: tuple[tuple[str, str], ...] = ()
    rules: tuple[tuple[str, str], ...] = ()
    command_group: tuple[str, ...] = ()
    roles: frozenset[str] = frozenset()
    keywords: tuple[str, ...] = ()
    units: tuple[ListUnit, ...] = ()
    general: bool = False
    # Adjutant fields the file gives directly (a CSV written by Adjutant): name -> value.
    fields: tuple[tuple[str, Any], ...] = ()
    # Where ``models`` came from (a COUNT_* constant) and what showed it ("10 Bloodreavers",
    # "NUM 5", "10x Khorne Berzerkers"): the preview says so (issue 27).
    count_from: str = COUNT_DEFAULT
    count_detail: str = ""
    # The builder's own name for a selection the player renamed (``customName``): the kind
    # of fighter ("Kommando Nob") beside the player's name ("Grukk"); "" when not renamed.
    type_name: str = ""

    def walk(self) -> Iterator[ListUnit]:
        """This unit and its attached units, depth first (no recursion on input depth)."""
        stack = [self]
        while stack:
            unit = stack.pop()
            yield unit
            stack.extend(reversed(unit.units))

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "models": self.models,
            "points": _number(self.points),
            "profile": dict(self.profile),
            "command_group": list(self.command_group),
            "units": [u.to_json() for u in self.units],
        }


@dataclass(frozen=True, slots=True)
class ListFormation:
    """A force, detachment, regiment or category: units and nested formations."""

    name: str
    units: tuple[ListUnit, ...] = ()
    formations: tuple[ListFormation, ...] = ()

    def walk(self) -> Iterator[ListFormation]:
        """This formation and every one inside it, depth first (no recursion)."""
        stack = [self]
        while stack:
            formation = stack.pop()
            yield formation
            stack.extend(reversed(formation.formations))

    def all_units(self) -> Iterator[ListUnit]:
        for f in self.walk():
            for u in f.units:
                yield from u.walk()

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "formations": [f.to_json() for f in self.formations],
            "units": [u.to_json() for u in self.units],
        }


@dataclass(frozen=True, slots=True)
class Skipped:
    name: str
    why: str

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "why": self.why}


@dataclass(frozen=True, slots=True)
class Counts:
    formations: int
    units: int
    models: int
    points: float


@dataclass(frozen=True, slots=True)
class ArmyList:
    """A whole list: its roster-level costs ``points`` ((cost name, value) pairs)."""

    format: str
    name: str
    game_system: str
    points: tuple[tuple[str, float], ...] = ()
    formations: tuple[ListFormation, ...] = ()
    skipped: tuple[Skipped, ...] = ()
    file_name: str = ""
    warnings: tuple[str, ...] = field(default=())
    #: SHA-256 of the file's bytes as read (hex), "" when not read from bytes (issue 24).
    sha256: str = ""

    def depth(self) -> int:
        """How many formations deep the list nests (1: no formation inside another)."""
        deepest = 0
        stack = [(f, 1) for f in self.formations]
        while stack:
            formation, level = stack.pop()
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in formation.formations)
        return deepest

    def all_formations(self) -> Iterator[ListFormation]:
        for f in self.formations:
            yield from f.walk()

    def all_units(self) -> Iterator[ListUnit]:
        for f in self.formations:
            yield from f.all_units()

    def counts(self) -> Counts:
        units = list(self.all_units())
        return Counts(
            formations=sum(1 for _ in self.all_formations()),
            units=len(units),
            models=sum(u.models for u in units),
            points=sum(u.points or 0 for u in units),
        )

    def characteristic_names(self) -> tuple[str, ...]:
        """Every characteristic name in the list's profiles, first appearance first."""
        seen: dict[str, None] = {}
        for u in self.all_units():
            for name, _value in u.profile:
                seen.setdefault(name, None)
        return tuple(seen)

    def to_json(self) -> dict[str, Any]:
        """What ``adjutant inspect-list --json`` prints (issue 17's shape)."""
        return {
            "format": self.format,
            "name": self.name,
            "game_system": self.game_system,
            "points": {name: _number(value) for name, value in self.points},
            "formations": [f.to_json() for f in self.formations],
            "skipped": [s.to_json() for s in self.skipped],
        }


def _number(value: float | None) -> float | int | None:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else value

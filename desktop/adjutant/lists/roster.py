"""BattleScribe rosters (``.ros``/``.rosz`` XML) and New Recruit JSON, read alike (issue 17).

For :func:`adjutant.lists.read_bytes`. Both formats hold the same roster
structure (New Recruit's JSON puts a characteristic's value under ``"$text"``):
each is first turned into the small neutral tree below (:class:`_Sel`,
:class:`_Force`), then one walker decides what is a unit.

What is a unit is decided from the structure, never from ``type`` alone
(``../shared/rosters/SOURCES.md``: every real roster trips a naive reader):

- a selection of type ``unit``, or a ``model`` standing directly in a force (40k 10th
  characters, Kill Team and Warcry fighters), is a unit;
- any other selection is a unit when it holds models (40k 8th squads typed
  ``upgrade``, Middle-earth warbands) or carries a stat line itself (a vehicle typed
  ``upgrade``); one that holds units is only a container (a lore of manifestations);
  the rest are list options (battle size, detachment rules) and are reported skipped;
- its model count (issue 27, in this order): the sum of its ``model`` selections,
  wherever they sit (New Recruit splits one unit 1 + 1 + 1 + 17 and wraps crews in
  ``unit-group``; a model selection of number 1 named "10 Bloodreavers" is ten), else
  of the upgrades that are models (their own stat line, or a name matching the unit's
  stat lines: "Scout w/Boltgun" ↔ "Scout"); else a size written in the unit's name
  ("10x Clanrats") or as a child's whole name ("5 Models", "10 Bloodreavers"); else a
  size characteristic of its profile (``NUM``, "Models", "Unit Size"); else 1. Where the
  count came from is kept (``ListUnit.count_from``) for the preview;
- a selection the player renamed (``customName``) keeps the player's name and, as
  ``type_name``, the builder's (the kind of fighter);
- manifestations and terrain features are skipped with their reason;
- nested forces become nested formations; a ``unit`` inside a unit is attached to it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from adjutant.lists.model import (
    BATTLESCRIBE,
    COUNT_CHARACTERISTIC,
    COUNT_CHILD_NAME,
    COUNT_DEFAULT,
    COUNT_MODELS,
    COUNT_NAME,
    NEW_RECRUIT,
    ArmyList,
    ListFormation,
    ListUnit,
    Skipped,
)
from adjutant.lists.safety import (
    MAX_DEPTH,
    MAX_VALUE,
    ListError,
    Shape,
    clean,
    clean_text,
)

MAX_CHARACTERISTICS = 64
MAX_RULES = 40


@dataclass(slots=True)
class _Profile:
    type_name: str
    name: str
    chars: list[tuple[str, str]]


@dataclass(slots=True)
class _Sel:
    name: str
    type: str
    number: int
    builder_name: str = ""  # the builder's name when the player renamed it (customName)
    profiles: list[_Profile] = field(default_factory=list)
    rules: list[tuple[str, str]] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    costs: list[tuple[str, float]] = field(default_factory=list)
    children: list[_Sel] = field(default_factory=list)


@dataclass(slots=True)
class _Force:
    name: str
    selections: list[_Sel]
    forces: list[_Force]


# ---------------------------------------------------------------- XML -> neutral tree


def _local(tag: Any) -> str:
    return tag.rpartition("}")[2] if isinstance(tag, str) else ""


def _xml_number(text: str | None, name: str, where: str) -> int:
    if text is None or text.strip() == "":
        return 1
    try:
        value = float(text)
    except ValueError:
        raise ListError(name, f"{where}: the number {text[:20]!r} is not a number.") from None
    if not value.is_integer() or not 0 <= value <= 100_000:
        raise ListError(name, f"{where}: the number {text[:20]!r} is not a whole number 0..100000.")
    return int(value)


def _xml_cost(text: str | None, name: str, where: str) -> float:
    try:
        value = float(text or 0)
    except ValueError:
        raise ListError(name, f"{where}: the cost {str(text)[:20]!r} is not a number.") from None
    if value != value or abs(value) > 1e9:
        raise ListError(name, f"{where}: the cost {str(text)[:20]!r} is out of range.")
    return value


def _xml_sel(e: Any, file: str, depth: int) -> _Sel:
    if depth > MAX_DEPTH:
        raise ListError(file, "nests selections too deeply to be an army list.")
    own = e.get("name") or ""
    label = e.get("customName") or own
    sel = _Sel(
        name=label,
        type=(e.get("type") or "").strip().lower(),
        number=_xml_number(e.get("number"), file, f"selection {clean(label)!r}"),
        builder_name=own if label != own else "",
    )
    for part in e:
        tag = _local(part.tag)
        if tag == "selections":
            sel.children = [
                _xml_sel(c, file, depth + 1) for c in part if _local(c.tag) == "selection"
            ]
        elif tag == "profiles":
            for p in part:
                if _local(p.tag) != "profile":
                    continue
                chars = []
                for group in p:
                    if _local(group.tag) == "characteristics":
                        chars = [
                            (c.get("name") or "", c.text or "")
                            for c in group
                            if _local(c.tag) == "characteristic"
                        ]
                sel.profiles.append(_Profile(p.get("typeName") or "", p.get("name") or "", chars))
        elif tag == "rules":
            for r in part:
                if _local(r.tag) == "rule":
                    text = "".join(d.text or "" for d in r if _local(d.tag) == "description")
                    sel.rules.append((r.get("name") or "", text))
        elif tag == "categories":
            sel.categories = [c.get("name") or "" for c in part if _local(c.tag) == "category"]
        elif tag == "costs":
            sel.costs = [
                (
                    c.get("name") or "",
                    _xml_cost(c.get("value"), file, f"selection {clean(label)!r}"),
                )
                for c in part
                if _local(c.tag) == "cost"
            ]
    return sel


def _xml_force(e: Any, file: str, depth: int) -> _Force:
    if depth > MAX_DEPTH:
        raise ListError(file, "nests forces too deeply to be an army list.")
    force = _Force(e.get("name") or e.get("catalogueName") or "", [], [])
    for part in e:
        tag = _local(part.tag)
        if tag == "selections":
            force.selections = [
                _xml_sel(c, file, depth + 1) for c in part if _local(c.tag) == "selection"
            ]
        elif tag == "forces":
            force.forces = [
                _xml_force(c, file, depth + 1) for c in part if _local(c.tag) == "force"
            ]
    return force


def read_xml(root: Any, file: str) -> ArmyList:
    """A BattleScribe roster from its parsed root element."""
    forces: list[_Force] = []
    costs: list[tuple[str, float]] = []
    for part in root:
        tag = _local(part.tag)
        if tag == "forces":
            forces = [_xml_force(c, file, 1) for c in part if _local(c.tag) == "force"]
        elif tag == "costs":
            costs = [
                (c.get("name") or "", _xml_cost(c.get("value"), file, "the roster"))
                for c in part
                if _local(c.tag) == "cost"
            ]
    return _Walker(file).army(
        BATTLESCRIBE, root.get("name") or "", root.get("gameSystemName") or "", costs, forces
    )


# ---------------------------------------------------------------- JSON -> neutral tree


def _children(shape: Shape, obj: dict, key: str, inner: str, where: str) -> list[Any]:
    """``obj[key]`` as a list: a list, or ``{inner: [...]}`` / ``{inner: {...}}``."""
    value = obj.get(key)
    if isinstance(value, dict) and inner in value:
        value = value[inner]
    return shape.items(value, f"{where} {key!r}")


def _json_sel(shape: Shape, obj: Any, depth: int, where: str) -> _Sel:
    if depth > MAX_DEPTH:
        raise ListError(shape.name, "nests selections too deeply to be an army list.")
    obj = shape.obj(obj, where)
    own = shape.text(obj.get("name"), f"{where} name")
    label = shape.text(obj.get("customName"), f"{where} customName") or own
    here = f"selection {clean(label)!r}"
    sel = _Sel(
        name=label,
        type=shape.text(obj.get("type"), f"{here} type").strip().lower(),
        number=shape.count(obj.get("number"), f"{here} number"),
        builder_name=own if label != own else "",
    )
    for p in _children(shape, obj, "profiles", "profile", here):
        p = shape.obj(p, f"{here} profile")
        chars = []
        for c in _children(shape, p, "characteristics", "characteristic", f"{here} profile"):
            c = shape.obj(c, f"{here} characteristic")
            value = c.get("$text", c.get("value"))
            chars.append(
                (
                    shape.text(c.get("name"), f"{here} characteristic name"),
                    shape.text(value, f"{here} characteristic value"),
                )
            )
        sel.profiles.append(
            _Profile(
                shape.text(p.get("typeName"), f"{here} profile typeName"),
                shape.text(p.get("name"), f"{here} profile name"),
                chars,
            )
        )
    for r in _children(shape, obj, "rules", "rule", here):
        r = shape.obj(r, f"{here} rule")
        description = r.get("description")
        if isinstance(description, dict):
            description = description.get("$text")
        sel.rules.append(
            (
                shape.text(r.get("name"), f"{here} rule name"),
                shape.text(description, f"{here} rule description"),
            )
        )
    for c in _children(shape, obj, "categories", "category", here):
        c = shape.obj(c, f"{here} category")
        sel.categories.append(shape.text(c.get("name"), f"{here} category name"))
    for c in _children(shape, obj, "costs", "cost", here):
        c = shape.obj(c, f"{here} cost")
        value = shape.number(c.get("value"), f"{here} cost value", 0.0) or 0.0
        if abs(value) > 1e9:
            raise ListError(shape.name, f"{here}: a cost is out of range.")
        sel.costs.append((shape.text(c.get("name"), f"{here} cost name"), value))
    sel.children = [
        _json_sel(shape, c, depth + 1, f"{here} selection")
        for c in _children(shape, obj, "selections", "selection", here)
    ]
    return sel


def _json_force(shape: Shape, obj: Any, depth: int) -> _Force:
    if depth > MAX_DEPTH:
        raise ListError(shape.name, "nests forces too deeply to be an army list.")
    obj = shape.obj(obj, "a force")
    name = shape.text(obj.get("name"), "a force's name") or shape.text(
        obj.get("catalogueName"), "a force's catalogueName"
    )
    here = f"force {clean(name)!r}"
    return _Force(
        name,
        [
            _json_sel(shape, s, depth + 1, f"{here} selection")
            for s in _children(shape, obj, "selections", "selection", here)
        ],
        [_json_force(shape, f, depth + 1) for f in _children(shape, obj, "forces", "force", here)],
    )


def read_json(value: Any, file: str) -> ArmyList:
    """A New Recruit roster from its decoded JSON (``{"roster": {...}}``)."""
    shape = Shape(file)
    roster = shape.obj(shape.obj(value, "the file").get("roster"), '"roster"')
    costs = []
    for c in _children(shape, roster, "costs", "cost", "the roster"):
        c = shape.obj(c, "a roster cost")
        costs.append(
            (
                shape.text(c.get("name"), "a roster cost's name"),
                shape.number(c.get("value"), "a roster cost's value", 0.0) or 0.0,
            )
        )
    forces = [
        _json_force(shape, f, 1) for f in _children(shape, roster, "forces", "force", "the roster")
    ]
    return _Walker(file).army(
        NEW_RECRUIT,
        shape.text(roster.get("name"), "the roster's name"),
        shape.text(roster.get("gameSystemName"), "the roster's gameSystemName"),
        costs,
        forces,
    )


# ---------------------------------------------------------------- the walker

# Profile types that are not a unit's stat line, though their values are short.
_NOT_STATS = (
    "weapon",
    "wound track",
    "psyk",
    "psychic",
    "transport",
    "abilit",
    "spell",
    "prayer",
    "wargear",
    "trait",
    "rule",
    "power",
    "explosion",
    "damage",
    "keyword",
    "reaction",
    "gambit",
    "lore",
    "action",
)
_RULE_PROFILES = ("abilit", "trait", "special rule", "reaction", "gambit")
_ROLE_WORDS = (
    ("standard_bearer", re.compile(r"(standard[ -]?bearer|banner[ -]?bearer|standard|ensign)$")),
    ("musician", re.compile(r"(musician|drummer|hornblower|trumpeter|bugler)$")),
    ("commander", re.compile(r"champion$")),
)
_GENERAL = {"warlord", "general"}
# Characteristics that give a squad's size where it has no model selections (issue 27).
SIZE_CHARACTERISTICS = ("num", "models", "unit size", "squad size", "no. of models", "#")
_CHILD_SIZE = re.compile(r"^\s*(\d{1,5})\s*[x×]?\s+(\S.*?)\s*$")
_SIZE_IN_NAME = (
    re.compile(r"^\s*(\d{1,5})\s*[x×]\s+\S"),  # "10x Clanrats", "10 x Clanrats"
    re.compile(r"\S\s+[x×]\s*(\d{1,5})\s*$"),  # "Clanrats x10"
    re.compile(r"[(\[]\s*[x×]?\s*(\d{1,5})\s*[x×]?\s*(?:models?)?\s*[)\]]\s*$"),  # "Clanrats (10)"
    re.compile(r"^\s*(\d{1,5})\s+(?=[^\W\d])"),  # "10 Clanrats"
)


def is_points(cost_name: str) -> bool:
    key = cost_name.strip().lower()
    return key in ("pts", "pt", "points", "point", "point(s)", "pts.") or key.startswith("point")


def _is_stat(p: _Profile) -> bool:
    kind = p.type_name.lower()
    if any(word in kind for word in _NOT_STATS):
        return False
    values = [v for name, v in p.chars if name.strip()]
    if len(values) < 3:
        return False
    short = sum(1 for v in values if len(v.strip()) <= 12)
    return short * 2 >= len(values)


def _stat(sel: _Sel) -> _Profile | None:
    return next((p for p in sel.profiles if _is_stat(p)), None)


def _norm(name: str) -> str:
    text = re.sub(r"[(\[][^)\]]*[)\]]", " ", clean(name).lower())
    text = re.split(r"\s+(?:w/|with)\s*", text)[0]
    text = re.sub(r"\s+", " ", text).strip()
    return text[:-1] if len(text) > 3 and text.endswith("s") else text


def _contains(sel: _Sel, kind: str) -> bool:
    stack = list(sel.children)
    while stack:
        s = stack.pop()
        if s.type == kind:
            return True
        stack.extend(s.children)
    return False


def _size_of_child(child: _Sel, unit: _Sel) -> int | None:
    """The size a child selection's whole name gives its unit ("10 Bloodreavers" under
    Bloodreavers, "5 Models", "3 models"), or None: a name that is a number and the unit's
    name or the word model, nothing else (a "2 Handed Sword" says no size)."""
    match = _CHILD_SIZE.match(clean(child.name))
    if match is None or not 0 < int(match.group(1)) <= 10_000:
        return None
    what = _norm(match.group(2))
    if what in ("model", "models") or what == _norm(unit.name) or what == _norm(unit.builder_name):
        return int(match.group(1))
    return None


class _Walker:
    def __init__(self, file: str) -> None:
        self.file = file
        self.skipped: list[Skipped] = []

    def army(
        self,
        fmt: str,
        name: str,
        system: str,
        costs: list[tuple[str, float]],
        forces: list[_Force],
    ) -> ArmyList:
        formations = tuple(self._force(f) for f in forces)
        return ArmyList(
            format=fmt,
            name=clean(name) or clean(self.file),
            game_system=clean(system),
            points=tuple((clean(n) or n, v) for n, v in costs),
            formations=formations,
            skipped=tuple(self.skipped),
            file_name=self.file,
        )

    def _force(self, force: _Force) -> ListFormation:
        units: list[ListUnit] = []
        for sel in force.selections:
            self._place(sel, units, top=True)
        return ListFormation(
            name=clean(force.name) or "Force",
            units=tuple(units),
            formations=tuple(self._force(f) for f in force.forces),
        )

    def _classify(self, sel: _Sel) -> str:
        if sel.type in ("unit", "model"):
            return "unit"
        if _contains(sel, "unit"):
            return "container"
        if _contains(sel, "model") or _stat(sel) is not None:
            return "unit"
        return "option"

    def _skip_reason(self, sel: _Sel) -> str | None:
        categories = " ".join(sel.categories).upper()
        kinds = " ".join(p.type_name for p in sel.profiles).lower()
        if "manifestation" in kinds or "MANIFESTATION" in categories:
            return "a manifestation (summoned during the game), not a unit"
        if "TERRAIN" in categories or "terrain" in kinds:
            return "a terrain feature, not a unit"
        return None

    def _place(self, sel: _Sel, units: list[ListUnit], *, top: bool) -> None:
        kind = self._classify(sel)
        name = clean(sel.name) or "?"
        if kind == "unit":
            why = self._skip_reason(sel)
            if why is not None:
                self.skipped.append(Skipped(name, why))
            else:
                units.append(self._unit(sel))
        elif kind == "container":
            for child in sel.children:
                self._place(child, units, top=False)
        elif top:
            self.skipped.append(Skipped(name, "a list option (no models), not a unit"))

    # -- one unit -----------------------------------------------------------------------

    def _parts(self, sel: _Sel) -> tuple[list[_Sel], list[_Sel]]:
        """(every selection of the unit below its root, the attached units), attached
        units' own selections left out."""
        inside: list[_Sel] = []
        attached: list[_Sel] = []
        stack = list(reversed(sel.children))
        while stack:
            s = stack.pop()
            if s.type == "unit":
                attached.append(s)
                continue
            inside.append(s)
            stack.extend(reversed(s.children))
        return inside, attached

    def _models(self, sel: _Sel) -> tuple[int, str, str]:
        """(model count, where it came from, what showed it): the rules of the module's
        docstring, in their order."""
        if sel.type == "model":
            return max(sel.number, 1), COUNT_MODELS, ""
        total, shown = 0, ""
        stack = list(sel.children)
        while stack:
            s = stack.pop()
            if s.type == "model":  # a model's children are its wargear
                size = _size_of_child(s, sel) if s.number == 1 else None
                if size is not None:
                    total += size
                    shown = clean(s.name)
                else:
                    total += s.number
            elif s.type != "unit":
                stack.extend(s.children)
        if total:
            return total, (COUNT_CHILD_NAME if shown else COUNT_MODELS), shown
        own = {_norm(p.name) for p in sel.profiles if _is_stat(p)}
        like = sum(
            c.number
            for c in sel.children
            if c.type != "unit" and (_stat(c) is not None or (own and _norm(c.name) in own))
        )
        if like:
            return like, COUNT_MODELS, ""
        for pattern in _SIZE_IN_NAME:
            match = pattern.search(clean(sel.name))
            if match and 0 < int(match.group(1)) <= 10_000:
                return int(match.group(1)), COUNT_NAME, clean(sel.name)
        for child in sel.children:
            size = _size_of_child(child, sel) if child.type != "unit" else None
            if size is not None and child.number == 1:
                return size, COUNT_CHILD_NAME, clean(child.name)
        for p in sel.profiles:
            for name, value in p.chars:
                if name.strip().lower() in SIZE_CHARACTERISTICS:
                    number = value.strip()
                    if number.isdigit() and 0 < int(number) <= 10_000:
                        return int(number), COUNT_CHARACTERISTIC, f"{clean(name, 64)} {number}"
        return 1, COUNT_DEFAULT, ""

    def _profile(self, sel: _Sel) -> tuple[tuple[str, str], ...]:
        chosen = _stat(sel)
        frontier = [c for c in sel.children if c.type != "unit"]
        while chosen is None and frontier:
            best: tuple[int, _Profile] | None = None
            for s in frontier:
                p = _stat(s)
                if p is not None and (best is None or s.number > best[0]):
                    best = (s.number, p)
            if best is not None:
                chosen = best[1]
            frontier = [c for s in frontier for c in s.children if c.type != "unit"]
        if chosen is None:
            return ()
        out = []
        for name, value in chosen.chars[:MAX_CHARACTERISTICS]:
            key, text = clean(name, 64), clean(value, MAX_VALUE)
            if key and text:  # an empty characteristic says nothing (and a CSV cannot hold it)
                out.append((key, text))
        return tuple(out)

    def _unit(self, sel: _Sel, depth: int = 0) -> ListUnit:
        if depth > MAX_DEPTH:
            raise ListError(self.file, "attaches units too deeply to be an army list.")
        inside, attached = self._parts(sel)
        points = None
        for s in (sel, *inside):
            for cost_name, value in s.costs:
                if is_points(cost_name):
                    points = (points or 0.0) + value
        rules: dict[str, str] = {}
        members: list[str] = []
        roles: set[str] = set()
        general = False
        for s in (sel, *inside):
            for rule_name, text in s.rules:
                key = clean(rule_name)
                if key and key not in rules and len(rules) < MAX_RULES:
                    rules[key] = clean_text(text)
            for p in s.profiles:
                kind = p.type_name.lower()
                key = clean(p.name)
                if (
                    key
                    and key not in rules
                    and len(rules) < MAX_RULES
                    and any(word in kind for word in _RULE_PROFILES)
                ):
                    rules[key] = clean_text(" ".join(v for _n, v in p.chars))
            if s is sel:
                continue
            label = clean(s.name)
            plain = _norm(s.name) if label else ""
            if plain in _GENERAL:
                general = True
            for role, pattern in _ROLE_WORDS:
                if plain and pattern.search(plain):
                    if label not in members:
                        members.append(label)
                    roles.add(role)
                    break
        if {c.strip().lower() for c in sel.categories} & _GENERAL:
            general = True
        models, count_from, count_detail = self._models(sel)
        return ListUnit(
            name=clean(sel.name) or "?",
            models=models,
            count_from=count_from,
            count_detail=count_detail,
            type_name=clean(sel.builder_name),
            points=points,
            profile=self._profile(sel),
            rules=tuple(rules.items()),
            command_group=tuple(members),
            roles=frozenset(roles),
            keywords=tuple(k for k in (clean(c, 64) for c in sel.categories) if k),
            units=tuple(self._unit(a, depth + 1) for a in attached),
            general=general,
        )

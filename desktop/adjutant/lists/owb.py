"""Old World Builder lists (``.owb.json``) read into an :class:`ArmyList` (issue 17).

For :func:`adjutant.lists.read_bytes`. The list object has ``name``, ``game``,
``points`` (the list's limit), ``army`` and the unit categories ``characters``,
``core``, ``special``, ``rare``, ``mercenaries``, ``allies``: one formation each,
under one formation for the army. A unit has ``name_en``, ``strength`` (or
``minimum``), ``points`` per model, ``command`` entries with ``active`` flags (the
command group), ``equipment``, ``options``, ``mounts`` and ``items``. The file
has no stat lines, so the profile is empty and the mapping leaves Adjutant's
defaults; the unit's points are its models' points plus every active choice. A unit of
``strength: 0`` (a monster, a chariot, a war machine bought as one: Old World Builder
prices it at its base points) is one model at its base points, so the list's total is
the builder's (issue 27).
"""

from __future__ import annotations

from typing import Any

from adjutant.lists.model import (
    COUNT_GIVEN,
    OLD_WORLD_BUILDER,
    ArmyList,
    ListFormation,
    ListUnit,
    Skipped,
)
from adjutant.lists.roles import role_of
from adjutant.lists.safety import ListError, Shape, clean

CATEGORIES = (
    ("characters", "Characters"),
    ("core", "Core"),
    ("special", "Special"),
    ("rare", "Rare"),
    ("mercenaries", "Mercenaries"),
    ("allies", "Allies"),
)
MAX_UNITS = 2000


def _label(shape: Shape, obj: dict[str, Any], where: str) -> str:
    for key in ("name_en", "name"):
        if obj.get(key) not in (None, ""):
            return clean(shape.text(obj.get(key), f"{where} {key}"))
    return ""


def _choices(
    shape: Shape, unit: dict[str, Any], key: str, where: str, models: int
) -> tuple[list[str], float]:
    """(names of the active entries of ``unit[key]``, their points)."""
    names: list[str] = []
    points = 0.0
    for i, entry in enumerate(shape.items(unit.get(key), f"{where} {key!r}"), start=1):
        entry = shape.obj(entry, f"{where} {key} entry {i}")
        active = entry.get("active", False)
        if not isinstance(active, bool):
            raise shape.fail(f"{where} {key} entry {i} 'active'", "true/false", active)
        selected = entry.get("selected")
        if selected is not None:  # items: {"name_en": "Magic items", "selected": [...]}
            for j, item in enumerate(shape.items(selected, f"{where} {key} 'selected'"), start=1):
                item = shape.obj(item, f"{where} {key} item {j}")
                label = _label(shape, item, f"{where} {key} item {j}")
                if label:
                    names.append(label)
                points += shape.number(item.get("points"), f"{where} {key} item points", 0.0) or 0
            continue
        if not active:
            continue
        label = _label(shape, entry, f"{where} {key} entry {i}")
        if label:
            names.append(label)
        cost = shape.number(entry.get("points"), f"{where} {key} entry {i} points", 0.0) or 0.0
        per_model = entry.get("perModel", False)
        points += cost * models if per_model is True else cost
    return names, points


def _unit(shape: Shape, obj: Any, where: str) -> ListUnit | Skipped:
    obj = shape.obj(obj, where)
    name = _label(shape, obj, where) or "?"
    here = f"unit {name!r}"
    if "strength" in obj and obj.get("strength") is not None:
        models = shape.count(obj.get("strength"), f"{here} strength")
    else:
        models = shape.count(obj.get("minimum"), f"{here} minimum", 1)
    detail = f"strength {models}"
    if models == 0:  # bought as one (a monster, a chariot): priced at its base points
        models, detail = 1, "strength 0: one model"
    per_model = shape.number(obj.get("points"), f"{here} points", 0.0) or 0.0
    points = per_model * models
    command, cost = _choices(shape, obj, "command", here, models)
    points += cost
    rules: list[tuple[str, str]] = []
    general = False
    for key, title in (
        ("equipment", "Equipment"),
        ("armor", "Armour"),
        ("options", "Options"),
        ("mounts", "Mount"),
        ("items", "Magic items"),
    ):
        names, cost = _choices(shape, obj, key, here, models)
        points += cost
        if names:
            rules.append((title, ", ".join(names)))
        if any(n.strip().lower() in ("general", "the general") for n in names):
            general = True
    return ListUnit(
        name=name,
        models=models,
        count_from=COUNT_GIVEN,
        count_detail=detail,
        points=points,
        rules=tuple(rules),
        command_group=tuple(command),
        roles=frozenset(role_of(n) for n in command),
        general=general,
    )


def read(value: Any, file: str) -> ArmyList:
    shape = Shape(file)
    obj = shape.obj(value, "the file")
    name = clean(shape.text(obj.get("name"), '"name"'))
    army = clean(shape.text(obj.get("army"), '"army"'))
    limit = shape.number(obj.get("points"), '"points"', None)
    skipped: list[Skipped] = []
    categories = []
    total = 0
    for key, title in CATEGORIES:
        units = []
        for i, entry in enumerate(shape.items(obj.get(key), f'"{key}"'), start=1):
            total += 1
            if total > MAX_UNITS:
                raise ListError(file, f"has more than {MAX_UNITS} units: not an army list.")
            got = _unit(shape, entry, f"{key} entry {i}")
            (skipped if isinstance(got, Skipped) else units).append(got)
        if units:
            categories.append(ListFormation(title, tuple(units)))
    root = ListFormation(army or name or "Army", (), tuple(categories))
    points_total = sum(u.points or 0 for f in categories for u in f.units)
    points: list[tuple[str, float]] = [("points", points_total)]
    if limit is not None:
        points.append(("limit", limit))
    return ArmyList(
        format=OLD_WORLD_BUILDER,
        name=name or army or clean(file),
        game_system=clean(shape.text(obj.get("game"), '"game"')),
        points=tuple(points),
        formations=(root,),
        skipped=tuple(skipped),
        file_name=file,
    )

"""Army lists into the order of battle, and a side's order of battle out to CSV (issue 17).

For the import dialog (through an undo command), ``adjutant import-list`` and the
order of battle's export. :func:`import_army_list` is one store action (one undo
step): it creates a new side, or adds to an existing one, or replaces its
formations and units, with every formation and unit of an
:class:`adjutant.lists.ArmyList`. Each unit gets its model count (``strength``),
points, the imported profile (in the list's order), its source, the command group
the list names, and Adjutant's profile fields read through a
:class:`adjutant.lists.mapping.Mapping` (or given as they are by a CSV Adjutant
wrote). Every value is checked as ``services`` check theirs, all before the
transaction starts: a refused list changes nothing. Imported units start off the
table (no footprint).

The plan holds the list to the store's own limits (``adjutant.store.format.validate``: formation
depth, name lengths, profile sizes), the ones ``Game.open`` and ``adjutant check`` read a
game with, so an import that succeeds always leaves a game that opens (issue 27: the
readers allowed 64 levels, the store 32). ``counts`` (the preview's edits) give a unit
the count the player chose.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from adjutant.lists.csvlist import ExportRow
from adjutant.lists.mapping import Mapping, apply, directions, guess_unit_type, mapping_for
from adjutant.lists.model import ArmyList, ListFormation, ListUnit
from adjutant.lists.roles import COMMANDER, MUSICIAN, STANDARD_BEARER
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.file.game import Game
from adjutant.store.file.journal import Change
from adjutant.store.file.models import Commander, Formation, Side, Unit
from adjutant.store.format.validate import (
    MAX_NAME,
    MAX_PROFILE,
    MAX_PROFILE_TEXT,
    MAX_SOURCE_TEXT,
    check_choice,
    check_int,
    check_name,
    check_unit_fields,
    formation_depth_problem,
)
from adjutant.store.services.edits import _siblings, get, meta, remove_formation_tree

NEW, ADD, REPLACE = "new", "add", "replace"
MODES = (NEW, ADD, REPLACE)
MAX_UNITS = 2000
MAX_FORMATIONS = 500
MAX_NOTES = 8000  # an imported unit's notes (its rules): far below the store's MAX_NOTES
ROOT_KIND, NESTED_KIND = "army", "group"


@dataclass(frozen=True, slots=True)
class _PlannedUnit:
    values: dict[str, Any]
    general: bool


@dataclass(frozen=True, slots=True)
class _PlannedFormation:
    name: str
    kind: str
    units: tuple[_PlannedUnit, ...]
    children: tuple[_PlannedFormation, ...]


def _notes(unit: ListUnit, attached_to: str | None) -> str:
    given = dict(unit.fields).get("notes")
    if isinstance(given, str):
        return given[:MAX_NOTES]
    lines = []
    if attached_to:
        lines.append(f"Attached to {attached_to}.")
    if unit.command_group:
        lines.append("Command group: " + ", ".join(unit.command_group))
    for name, text in unit.rules:
        lines.append(f"{name}: {text}" if text else name)
    notes = "\n".join(lines)
    return notes if len(notes) <= MAX_NOTES else notes[: MAX_NOTES - 1] + "…"


def _unit_values(
    army: ArmyList,
    unit: ListUnit,
    mapping: Mapping,
    length: str,
    attached_to: str | None,
    models: int,
    direction: dict[str, str],
) -> dict[str, Any]:
    fields = dict(unit.fields)
    fields.pop("notes", None)
    values: dict[str, Any] = {
        "name": unit.name[:MAX_NAME],
        "unit_type": guess_unit_type(unit),
        "strength": models,
        "points": unit.points,
        "has_commander": COMMANDER in unit.roles,
        "has_standard_bearer": STANDARD_BEARER in unit.roles,
        "has_musician": MUSICIAN in unit.roles,
        "notes": _notes(unit, attached_to),
    }
    values |= apply(unit, mapping, length, direction).values
    values |= fields  # a CSV that Adjutant wrote gives its own fields: they win
    try:
        checked = check_unit_fields(values)
    except InvalidField as exc:
        raise InvalidField(exc.field, exc.value, f"unit {unit.name!r}: {exc}") from None
    if checked["strength"] is None or checked["strength"] < 1:
        raise InvalidField("strength", unit.models, f"unit {unit.name!r} has no models")
    if len(unit.profile) > MAX_PROFILE or any(
        not isinstance(n, str)
        or not isinstance(v, str)
        or len(n) > MAX_PROFILE_TEXT
        or len(v) > MAX_PROFILE_TEXT
        for n, v in unit.profile
    ):
        raise InvalidField(
            "profile", unit.name, f"a profile has at most {MAX_PROFILE} short values"
        )
    checked["profile"] = [[n, v] for n, v in unit.profile]
    checked["source"] = {
        "file": army.file_name[:MAX_SOURCE_TEXT],
        "format": army.format[:40],
        "system": army.game_system[:MAX_SOURCE_TEXT],
        # Issue 24: the match record's faction and list hash are filled from these.
        "list": army.name[:MAX_SOURCE_TEXT],
        "sha256": army.sha256 or None,
    }
    if unit.type_name and unit.type_name != unit.name:
        checked["source"]["type"] = unit.type_name[:MAX_SOURCE_TEXT]
    return checked


def _plan(
    army: ArmyList, mapping: Mapping, length: str, counts: dict[int, int] | None = None
) -> tuple[tuple[_PlannedFormation, ...], int]:
    """The formations and units to create, every value checked; InvalidField for the first
    that the store would refuse. Nothing here recurses deeper than the store's depth."""
    depth = army.depth()
    problem = formation_depth_problem(depth)
    if problem is not None:
        raise InvalidField("formations", depth, f"the list {problem}")
    counts = _checked_counts(counts)
    direction = directions(army.game_system, army.all_units())
    count = {"units": 0, "formations": 0}

    def units_of(formation: ListFormation) -> Iterator[_PlannedUnit]:
        def one(unit: ListUnit, attached_to: str | None) -> Iterator[_PlannedUnit]:
            count["units"] += 1
            if count["units"] > MAX_UNITS:
                raise InvalidField("units", count["units"], f"a list holds at most {MAX_UNITS}")
            models = counts.get(count["units"] - 1, unit.models)
            values = _unit_values(army, unit, mapping, length, attached_to, models, direction)
            yield _PlannedUnit(values, unit.general)
            for attached in unit.units:
                yield from one(attached, unit.name)

        for unit in formation.units:
            yield from one(unit, None)

    def build(formation: ListFormation, depth: int) -> _PlannedFormation:
        count["formations"] += 1
        if count["formations"] > MAX_FORMATIONS:
            raise InvalidField(
                "formations", count["formations"], f"a list holds at most {MAX_FORMATIONS}"
            )
        return _PlannedFormation(
            check_name("formation", formation.name[:MAX_NAME] or "Force"),
            ROOT_KIND if depth == 0 else NESTED_KIND,
            tuple(units_of(formation)),
            tuple(build(f, depth + 1) for f in formation.formations),
        )

    roots = tuple(build(f, 0) for f in army.formations)
    return roots, count["units"]


def _checked_counts(counts: Any) -> dict[int, int]:
    """{unit index in ``ArmyList.all_units()`` order: model count} as the player set them in
    the preview; each a whole number from 1 to 100000."""
    if counts is None:
        return {}
    if not isinstance(counts, dict):
        raise InvalidField("counts", counts, "must map a unit's index to its model count")
    return {
        check_int("counts", index, 0): check_int("strength", models, 1, 100_000)
        for index, models in counts.items()
    }


def _length_unit(game: Game) -> str:
    from adjutant.rules.ruleset import Ruleset
    from adjutant.store.read.queries import game_info

    try:
        return Ruleset.from_dict(game_info(game).ruleset).unit_of_length.value
    except (ValueError, TypeError, KeyError):
        return "inch"


def import_army_list(
    game: Game,
    army: ArmyList,
    mapping: Mapping | None = None,
    *,
    mode: str = NEW,
    side_id: int | None = None,
    side_name: str | None = None,
    counts: dict[int, int] | None = None,
) -> Change:
    """Import ``army`` as one action. ``mode``: "new" (a new side named ``side_name``, default
    the list's name), "add" (to side ``side_id``) or "replace" (side ``side_id``'s formations
    and units are deleted first). ``counts``: model counts the player changed, by the unit's
    index in ``army.all_units()`` order. ``result``: {"side_id", "unit_ids",
    "formation_ids"}. InvalidField (nothing written) for any value no service would write,
    a list deeper or larger than the store holds included."""
    if not isinstance(army, ArmyList):
        raise InvalidField("army", army, "must be an army list (adjutant.lists.ArmyList)")
    mode = check_choice("mode", mode, MODES)
    if mode == NEW:
        name = check_name("side_name", side_name if side_name is not None else army.name or "Army")
    elif isinstance(side_id, bool) or not isinstance(side_id, int):
        raise InvalidField("side_id", side_id, "adding to or replacing a side needs its id")
    if mapping is None:
        mapping = mapping_for(army)
    elif not isinstance(mapping, Mapping):
        raise InvalidField("mapping", mapping, "must be a lists.mapping.Mapping")
    roots, total = _plan(army, mapping, _length_unit(game), counts)
    if total == 0:
        raise InvalidField("army", army.name, "the list has no unit to import")
    label = (
        action_labels.IMPORT_ARMY_LIST
        if mode != REPLACE
        else action_labels.REPLACE_SIDE_FROM_ARMY_LIST
    )
    with game.action(label) as act:
        s = act.session
        if mode == NEW:
            position = len(list(s.scalars(select(Side.id))))
            side = Side(name=name, position=position)
            s.add(side)
            s.flush()
        else:
            side = get(s, Side, side_id, "side_id")
            if mode == REPLACE:
                _clear_side(s, side.id)
        unit_ids: list[int] = []
        formation_ids: list[int] = []
        generals: list[int] = []
        start = len(_siblings(s, side.id, None))
        for offset, root in enumerate(roots):
            _create(s, side.id, None, start + offset, root, unit_ids, formation_ids, generals)
        commander = s.scalar(select(Commander).where(Commander.side_id == side.id))
        if generals and (commander is None or commander.unit_id is None):
            if commander is None:
                s.add(Commander(side_id=side.id, name="Commander-in-chief", unit_id=generals[0]))
            else:
                commander.unit_id = generals[0]
                commander.x = commander.y = commander.facing = None
        if meta(s).active_side_id is None:
            meta(s).active_side_id = side.id
        act.result = {"side_id": side.id, "unit_ids": unit_ids, "formation_ids": formation_ids}
    return act.ended


def _clear_side(s: Session, side_id: int) -> None:
    """Every formation and unit of a side, deleted (its C-in-C stays, standing alone)."""
    for root in _siblings(s, side_id, None):
        remove_formation_tree(s, root)


def _create(
    s: Session,
    side_id: int,
    parent_id: int | None,
    position: int,
    plan: _PlannedFormation,
    unit_ids: list[int],
    formation_ids: list[int],
    generals: list[int],
) -> None:
    f = Formation(
        side_id=side_id, parent_id=parent_id, name=plan.name, kind=plan.kind, position=position
    )
    s.add(f)
    s.flush()
    formation_ids.append(f.id)
    for index, planned in enumerate(plan.units):
        u = Unit(formation_id=f.id, position=index, **planned.values)
        s.add(u)
        s.flush()
        unit_ids.append(u.id)
        if planned.general:
            generals.append(u.id)
    for index, child in enumerate(plan.children):
        _create(s, side_id, f.id, index, child, unit_ids, formation_ids, generals)


# ---------------------------------------------------------------- export


def export_rows(game: Game, side_id: int) -> list[ExportRow]:
    """A side's order of battle as CSV rows (``lists.csvlist.write``), in tree order."""
    from adjutant.store.read import queries

    oob = queries.order_of_battle(game)
    side = next((s for s in oob.sides if s.id == side_id), None)
    if side is None:
        raise InvalidField("side_id", side_id, "no such side")
    rows: list[ExportRow] = []

    def walk(node: Any, path: tuple[str, ...]) -> None:
        here = (*path, node.name)
        for u in node.units:
            members = [
                label
                for present, label in (
                    (u.has_commander, "Commander"),
                    (u.has_standard_bearer, "Standard-bearer"),
                    (u.has_musician, "Musician"),
                )
                if present
            ]
            rows.append(
                ExportRow(
                    formation=here,
                    unit=u.name,
                    models=u.strength,
                    points=u.points,
                    command_group=members,
                    fields={
                        "unit_type": u.unit_type,
                        "size_class": u.size_class,
                        "movement": u.movement,
                        "melee_dice": u.melee_dice,
                        "to_hit": u.to_hit,
                        "attack_factor": u.attack_factor,
                        "defence_factor": u.defence_factor,
                    },
                    notes=u.notes,
                    profile=u.profile,
                )
            )
        for child in node.children:
            walk(child, here)

    for root in side.formations:
        walk(root, ())
    return rows


def export_csv(game: Game, side_id: int) -> str:
    """The CSV text of a side's order of battle (read back by ``lists.csvlist``)."""
    from adjutant.lists.csvlist import write

    return write(export_rows(game, side_id))

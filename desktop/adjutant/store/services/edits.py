"""Order-of-battle, battlefield and turn-flow services: one user intent = one call.

For the undo commands and windows (issue 9) and the importers. Each function
runs one recorded transaction (``Game.action``), so it is undoable with
``game.undo(change.action_id)``, and returns a ``Change`` naming the rows it
created, updated and deleted. Bad input raises ``InvalidField`` (a ValueError)
naming the field and value, and changes nothing. No rule logic lives here;
resolutions that need the rules are in ``adjutant.store.tools.command.recorder``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

from sqlalchemy import select
from sqlalchemy.orm import Session

from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.file.journal import Change
from adjutant.store.file.models import (
    Base,
    Combat,
    Commander,
    Crt,
    CrtOverride,
    FootprintRow,
    Formation,
    GameMeta,
    HexBoard,
    HexFigure,
    Side,
    TableRow,
    Terrain,
    Unit,
)
from adjutant.store.format.phases import game_phases, next_phase
from adjutant.store.format.validate import (
    FORMATION_KINDS,
    MAX_BOARD,
    MAX_COORDINATE,
    MAX_DEPTH,
    MAX_FOOTPRINT,
    MAX_HEX,
    MAX_NAME,
    MAX_TABLE,
    MAX_TERRAIN_POINTS,
    MAX_TURN,
    TERRAIN_KINDS,
    check_bool,
    check_choice,
    check_code,
    check_dice_mode,
    check_int,
    check_name,
    check_number,
    check_odds_columns,
    check_text,
    check_token,
    check_unit_fields,
)
from adjutant.store.services.strength import check_casualties, settle_strength

if TYPE_CHECKING:
    from adjutant.store.file.game import Game

# ---------------------------------------------------------------- helpers


_Row = TypeVar("_Row", bound=Base)


def get(s: Session, model: type[_Row], ident: Any, field: str) -> _Row:
    """The row, or InvalidField naming ``field`` when there is none."""
    if isinstance(ident, bool) or not isinstance(ident, int):
        raise InvalidField(field, ident, "must be a whole-number id")
    row = s.get(model, ident)
    if row is None:
        raise InvalidField(field, ident, f"no such {model.__tablename__.rstrip('s')}")
    return row


def meta(s: Session) -> GameMeta:
    # The game row (id 1): a file without it does not open (Game._check_readable).
    return cast(GameMeta, s.get(GameMeta, 1))


def side_of_formation(s: Session, formation_id: int) -> int:
    # A formation id read from a row of this game (a unit's, a formation's).
    return cast(Formation, s.get(Formation, formation_id)).side_id


def side_of_unit(s: Session, unit: Unit) -> int:
    return side_of_formation(s, unit.formation_id)


def set_row_fields(
    game: Game, label: str, model: type[Base], ident: Any, field: str, values: Mapping[str, Any]
) -> Change:
    """One action ``label`` that sets the checked ``values`` on the ``model`` row ``ident``
    (InvalidField naming ``field`` when there is no such row)."""
    with game.action(label) as act:
        row = get(act.session, model, ident, field)
        for name, value in values.items():
            setattr(row, name, value)
    return act.ended


def add_row(game: Game, label: str, row: Any) -> Change:
    """One action ``label`` that adds ``row``; ``result`` = its id."""
    with game.action(label) as act:
        act.session.add(row)
        act.session.flush()
        act.result = row.id
    return act.ended


def checked_fields(
    fields: Mapping[str, Any], checks: Mapping[str, Callable[[Any], Any]], what: str
) -> dict[str, Any]:
    """``fields`` each passed through its check; a name not in ``checks`` is refused."""
    values = {}
    for k, v in fields.items():
        if k not in checks:
            raise InvalidField(k, v, f"is not a {what} field")
        values[k] = checks[k](v)
    return values


def _reorder(items: Sequence[Formation | Unit], item: Formation | Unit, index: int | None) -> None:
    """Put ``item`` at ``index`` (None = end) among ``items`` and renumber positions 0..n-1."""
    rest = [i for i in items if i is not item]
    if index is None or index > len(rest):
        index = len(rest)
    if index < 0:
        raise InvalidField("index", index, "must be at least 0")
    rest.insert(index, item)
    for pos, i in enumerate(rest):
        if i.position != pos:
            i.position = pos


def _siblings(s: Session, side_id: int, parent_id: int | None) -> list[Formation]:
    stmt = select(Formation).where(Formation.side_id == side_id)
    stmt = stmt.where(
        Formation.parent_id.is_(None) if parent_id is None else Formation.parent_id == parent_id
    )
    return list(s.scalars(stmt.order_by(Formation.position, Formation.id)))


def _units_in(s: Session, formation_id: int) -> list[Unit]:
    return list(
        s.scalars(
            select(Unit).where(Unit.formation_id == formation_id).order_by(Unit.position, Unit.id)
        )
    )


def _check_index(index: Any) -> int | None:
    return None if index is None else check_int("index", index, 0)


def _depth_above(s: Session, formation: Formation | None) -> int:
    """How many formations ``formation`` and its ancestors make (0 for None)."""
    depth = 0
    while formation is not None:
        depth += 1
        formation = s.get(Formation, formation.parent_id) if formation.parent_id else None
    return depth


def _depth_below(s: Session, formation: Formation) -> int:
    """How many levels ``formation`` and its descendants make (1 for a leaf)."""
    children = _siblings(s, formation.side_id, formation.id)
    return 1 + max((_depth_below(s, c) for c in children), default=0)


def _check_depth(s: Session, parent: Formation | None, levels: int, field: str, value: Any) -> None:
    """A formation tree at most MAX_DEPTH deep (issue 16: the load check refuses deeper)."""
    if _depth_above(s, parent) + levels > MAX_DEPTH:
        raise InvalidField(field, value, f"would nest formations more than {MAX_DEPTH} deep")


# ---------------------------------------------------------------- game and sides


def rename_game(game: Game, name: str) -> Change:
    name = check_name("name", name)
    with game.action(action_labels.RENAME_GAME) as act:
        meta(act.session).name = name
    return act.ended


def set_dice_mode(game: Game, mode: str) -> Change:
    """The game's default dice mode ("virtual" or "physical"); each roll may still choose."""
    mode = check_dice_mode(mode)
    with game.action(action_labels.CHANGE_DICE_MODE) as act:
        meta(act.session).dice_mode = mode
    return act.ended


def set_ruleset(game: Game, ruleset: Any) -> Change:
    """Replace the game's own copy of its ruleset (a dict or a ``rules.ruleset.Ruleset``)."""
    from adjutant.rules.ruleset import Ruleset

    data = ruleset.to_dict() if hasattr(ruleset, "to_dict") else ruleset
    if not isinstance(data, dict):
        raise InvalidField("ruleset", ruleset, "must be a Ruleset or a dict")
    # Read through the rules, as Game.create does: a copy the tools cannot read would
    # otherwise fall back to the combined preset at the next resolution, silently.
    try:
        data = cast("dict[str, Any]", Ruleset.from_dict(data).to_dict())
    except (ValueError, TypeError, KeyError) as exc:
        raise InvalidField("ruleset", ruleset, str(exc)) from None
    with game.action(action_labels.CHANGE_RULESET) as act:
        meta(act.session).ruleset = data
    return act.ended


def rename_side(game: Game, side_id: int, name: str) -> Change:
    name = check_name("name", name)
    return set_row_fields(game, action_labels.RENAME_SIDE, Side, side_id, "side_id", {"name": name})


def set_side_colour(game: Game, side_id: int, colour: str | None) -> Change:
    """A display colour "#rrggbb" (or None for the default)."""
    if colour is not None and not (
        isinstance(colour, str)
        and len(colour) == 7
        and colour[0] == "#"
        and all(c in "0123456789abcdefABCDEF" for c in colour[1:])
    ):
        raise InvalidField("colour", colour, 'must be "#rrggbb" or None')
    return set_row_fields(
        game, action_labels.CHANGE_SIDE_COLOUR, Side, side_id, "side_id", {"colour": colour}
    )


# ---------------------------------------------------------------- formations


def add_formation(
    game: Game,
    side_id: int,
    name: str,
    *,
    kind: str = "brigade",
    parent_id: int | None = None,
    index: int | None = None,
) -> Change:
    """A new formation under ``parent_id`` (None = a root of the side). ``result`` = its id."""
    name = check_name("name", name)
    kind = check_choice("kind", kind, FORMATION_KINDS)
    index = _check_index(index)
    with game.action(action_labels.ADD_FORMATION) as act:
        s = act.session
        get(s, Side, side_id, "side_id")
        parent = None if parent_id is None else get(s, Formation, parent_id, "parent_id")
        if parent is not None and parent.side_id != side_id:
            raise InvalidField("parent_id", parent_id, "belongs to the other side")
        _check_depth(s, parent, 1, "parent_id", parent_id)
        siblings = _siblings(s, side_id, parent_id)
        f = Formation(
            side_id=side_id, parent_id=parent_id, name=name, kind=kind, position=len(siblings)
        )
        s.add(f)
        s.flush()
        _reorder([*siblings, f], f, index)
        act.result = f.id
    return act.ended


def rename_formation(
    game: Game, formation_id: int, name: str, *, kind: str | None = None
) -> Change:
    name = check_name("name", name)
    if kind is not None:
        kind = check_choice("kind", kind, FORMATION_KINDS)
    with game.action(action_labels.RENAME_FORMATION) as act:
        f = get(act.session, Formation, formation_id, "formation_id")
        f.name = name
        if kind is not None:
            f.kind = kind
    return act.ended


def move_formation(
    game: Game, formation_id: int, parent_id: int | None, index: int | None = None
) -> Change:
    """Move a formation (with everything under it) under ``parent_id`` of the same side."""
    index = _check_index(index)
    with game.action(action_labels.MOVE_FORMATION) as act:
        s = act.session
        f = get(s, Formation, formation_id, "formation_id")
        if parent_id is not None:
            parent = get(s, Formation, parent_id, "parent_id")
            if parent.side_id != f.side_id:
                raise InvalidField("parent_id", parent_id, "belongs to the other side")
            node: Formation | None = parent
            while node is not None:
                if node.id == f.id:
                    raise InvalidField(
                        "parent_id", parent_id, "is the formation itself or inside it"
                    )
                node = s.get(Formation, node.parent_id) if node.parent_id is not None else None
            _check_depth(s, parent, _depth_below(s, f), "parent_id", parent_id)
        old_parent = f.parent_id
        f.parent_id = parent_id
        _reorder(
            _siblings(s, f.side_id, parent_id) + ([f] if old_parent != parent_id else []), f, index
        )
        if old_parent != parent_id:
            old = [x for x in _siblings(s, f.side_id, old_parent) if x is not f]
            for pos, x in enumerate(old):
                if x.position != pos:
                    x.position = pos
    return act.ended


def _delete_unit_rows(s: Session, u: Unit) -> None:
    fp = s.get(FootprintRow, u.id)
    if fp is not None:
        s.delete(fp)
    for c in s.scalars(select(Commander).where(Commander.unit_id == u.id)):
        # The C-in-C survives his unit: he stands alone where it stood (CMD-6 measures from him).
        if fp is not None:
            c.x, c.y, c.facing = fp.x, fp.y, fp.facing
        c.unit_id = None
    for combat in s.scalars(select(Combat)):
        if u.id in combat.units_a or u.id in combat.units_b:
            combat.units_a = [i for i in combat.units_a if i != u.id]
            combat.units_b = [i for i in combat.units_b if i != u.id]
            if not combat.units_a or not combat.units_b:
                combat.is_open = False
    s.flush()
    s.delete(u)


def remove_formation_tree(s: Session, node: Formation) -> None:
    """Delete ``node`` with every formation and unit under it (inside an action)."""
    for child in _siblings(s, node.side_id, node.id):
        remove_formation_tree(s, child)
    for u in _units_in(s, node.id):
        _delete_unit_rows(s, u)
    s.flush()
    s.delete(node)
    s.flush()


def delete_formation(game: Game, formation_id: int) -> Change:
    """Delete a formation with every formation and unit under it."""
    with game.action(action_labels.DELETE_FORMATION) as act:
        s = act.session
        f = get(s, Formation, formation_id, "formation_id")
        side_id, parent_id = f.side_id, f.parent_id
        remove_formation_tree(s, f)
        for pos, x in enumerate(_siblings(s, side_id, parent_id)):
            if x.position != pos:
                x.position = pos
    return act.ended


# ---------------------------------------------------------------- units


def add_unit(game: Game, formation_id: int, *, index: int | None = None, **fields: Any) -> Change:
    """A new unit in ``formation_id`` (at ``index``, None = last). ``result`` = its id.

    ``fields``: any of ``validate.UNIT_FIELDS``; ``name`` is required.
    """
    if "name" not in fields:
        raise InvalidField("name", None, "a unit needs a name")
    values = check_unit_fields(fields)
    index = _check_index(index)
    with game.action(action_labels.ADD_UNIT) as act:
        s = act.session
        get(s, Formation, formation_id, "formation_id")
        siblings = _units_in(s, formation_id)
        u = Unit(formation_id=formation_id, position=len(siblings), **values)
        check_casualties(u)
        s.add(u)
        s.flush()
        _reorder([*siblings, u], u, index)
        act.result = u.id
    return act.ended


def update_unit(game: Game, unit_id: int, **fields: Any) -> Change:
    """Change any unit fields (validated, see ``validate.UNIT_FIELDS``).

    Casualties reaching the unit's model count destroy it (issue 17, ``store.services.strength``)."""
    values = check_unit_fields(fields)
    with game.action(action_labels.EDIT_UNIT) as act:
        row = get(act.session, Unit, unit_id, "unit_id")
        for name, value in values.items():
            setattr(row, name, value)
        if "casualties" in values or "strength" in values:
            check_casualties(row)  # nine on five models: refused (issue 22)
            settle_strength(row)
    return act.ended


def set_reckless(game: Game, unit_id: int, reckless: bool) -> Change:
    """CMD-8: mark a regiment reckless (or not)."""
    reckless = check_bool("reckless", reckless)
    label = action_labels.MARK_RECKLESS if reckless else action_labels.CLEAR_RECKLESS
    return set_row_fields(game, label, Unit, unit_id, "unit_id", {"reckless": reckless})


def set_token(game: Game, unit_id: int, token: Any) -> Change:
    """CMD-2: place a token by hand (before the battle, or to correct one); no test."""
    token = check_token("token", token)
    return set_row_fields(
        game, action_labels.PLACE_TOKEN, Unit, unit_id, "unit_id", {"token": token}
    )


_COPY_FIELDS = (
    "unit_type",
    "size_class",
    "formation",
    "status",
    "movement",
    "melee_dice",
    "to_hit",
    "attack_factor",
    "defence_factor",
    "token",
    "reckless",
    "has_commander",
    "has_standard_bearer",
    "has_musician",
    "casualties",
    "notes",
    "strength",
    "points",
    "profile",
    "source",
)


def duplicate_unit(game: Game, unit_id: int) -> Change:
    """A copy of the unit right after it, named "<name> (copy)", not on the table. ``result`` = id."""
    with game.action(action_labels.DUPLICATE_UNIT) as act:
        s = act.session
        u = get(s, Unit, unit_id, "unit_id")
        siblings = _units_in(s, u.formation_id)
        copy = Unit(
            formation_id=u.formation_id,
            position=len(siblings),
            name=check_name("name", f"{u.name} (copy)"[:200]),
            **{k: getattr(u, k) for k in _COPY_FIELDS},
        )
        s.add(copy)
        s.flush()
        _reorder([*siblings, copy], copy, siblings.index(u) + 1)
        act.result = copy.id
    return act.ended


def delete_unit(game: Game, unit_id: int) -> Change:
    """Delete a unit (its footprint too; a C-in-C with it stays, standing alone)."""
    with game.action(action_labels.DELETE_UNIT) as act:
        s = act.session
        u = get(s, Unit, unit_id, "unit_id")
        formation_id = u.formation_id
        _delete_unit_rows(s, u)
        s.flush()
        for pos, x in enumerate(_units_in(s, formation_id)):
            if x.position != pos:
                x.position = pos
    return act.ended


def move_unit_to_formation(
    game: Game, unit_id: int, formation_id: int, index: int | None = None
) -> Change:
    """Move a unit to ``formation_id`` (same side) at ``index`` (None = last); also reorders."""
    index = _check_index(index)
    with game.action(action_labels.MOVE_UNIT) as act:
        s = act.session
        u = get(s, Unit, unit_id, "unit_id")
        target = get(s, Formation, formation_id, "formation_id")
        if target.side_id != side_of_unit(s, u):
            raise InvalidField("formation_id", formation_id, "belongs to the other side")
        old = u.formation_id
        u.formation_id = formation_id
        s.flush()
        _reorder(_units_in(s, formation_id), u, index)
        if old != formation_id:
            for pos, x in enumerate(_units_in(s, old)):
                if x.position != pos:
                    x.position = pos
    return act.ended


def set_commander_in_chief(
    game: Game,
    side_id: int,
    unit_id: int | None,
    position: tuple[float, float, float] | None = None,
    *,
    name: str | None = None,
) -> Change:
    """The side's C-in-C: with ``unit_id`` (a unit of that side), or alone at ``position``
    (x, y, facing; None = not placed). CMD-4/CMD-6 use it."""
    if name is not None:
        name = check_name("name", name)
    if position is not None:
        if not isinstance(position, Sequence) or len(position) != 3:
            raise InvalidField("position", position, "must be (x, y, facing)")
        # Three numbers (the length is checked just above).
        position = cast(
            "tuple[float, float, float]",
            tuple(check_number("position", v, -MAX_COORDINATE, MAX_COORDINATE) for v in position),
        )
    with game.action(action_labels.SET_COMMANDER_IN_CHIEF) as act:
        s = act.session
        get(s, Side, side_id, "side_id")
        if unit_id is not None:
            u = get(s, Unit, unit_id, "unit_id")
            if side_of_unit(s, u) != side_id:
                raise InvalidField("unit_id", unit_id, "belongs to the other side")
        c = s.scalar(select(Commander).where(Commander.side_id == side_id))
        if c is None:
            c = Commander(side_id=side_id, name=name or "Commander-in-chief")
            s.add(c)
        elif name is not None:
            c.name = name
        c.unit_id = unit_id
        if unit_id is not None:
            c.x = c.y = c.facing = None
        elif position is not None:
            c.x, c.y, c.facing = position
    return act.ended


# ---------------------------------------------------------------- battlefield


def _footprint_values(footprint: Any) -> dict[str, float]:
    out = {}
    bounds = {
        "x": MAX_COORDINATE,
        "y": MAX_COORDINATE,
        "facing": None,
        "width": MAX_FOOTPRINT,
        "depth": MAX_FOOTPRINT,
    }
    for name, bound in bounds.items():
        if not hasattr(footprint, name):
            raise InvalidField("footprint", footprint, f"has no {name}")
        low = None if bound is None else -bound
        out[name] = check_number(f"footprint.{name}", getattr(footprint, name), low, bound)
    for name in ("width", "depth"):
        if out[name] <= 0:
            raise InvalidField(f"footprint.{name}", out[name], "must be greater than 0")
    return out


def set_footprint(game: Game, unit_id: int, footprint: Any | None) -> Change:
    """Put a unit on the table (any object with x, y, facing, width, depth) or take it off (None)."""
    values = None if footprint is None else _footprint_values(footprint)
    with game.action(
        action_labels.PLACE_UNIT if values else action_labels.REMOVE_UNIT_FROM_TABLE
    ) as act:
        s = act.session
        get(s, Unit, unit_id, "unit_id")
        fp = s.get(FootprintRow, unit_id)
        if values is None:
            if fp is not None:
                s.delete(fp)
        elif fp is None:
            s.add(FootprintRow(unit_id=unit_id, **values))
        else:
            for k, v in values.items():
                setattr(fp, k, v)
    return act.ended


def move_unit(game: Game, unit_id: int, x: float, y: float, facing: float | None = None) -> Change:
    """Move (and optionally turn) a unit already on the table."""
    x = check_number("x", x, -MAX_COORDINATE, MAX_COORDINATE)
    y = check_number("y", y, -MAX_COORDINATE, MAX_COORDINATE)
    if facing is not None:
        facing = check_number("facing", facing)
    with game.action(action_labels.MOVE_UNIT_ON_TABLE) as act:
        s = act.session
        get(s, Unit, unit_id, "unit_id")
        fp = s.get(FootprintRow, unit_id)
        if fp is None:
            raise InvalidField("unit_id", unit_id, "is not on the table")
        fp.x, fp.y = x, y
        if facing is not None:
            fp.facing = facing % 360.0
    return act.ended


def set_table_size(game: Game, width: float, height: float) -> Change:
    width = check_number("width", width, 1, MAX_TABLE)
    height = check_number("height", height, 1, MAX_TABLE)
    with game.action(action_labels.CHANGE_TABLE_SIZE) as act:
        # The battlefield row (id 1): a file without it does not open (stored_problems).
        t = cast(TableRow, act.session.get(TableRow, 1))
        t.width, t.height = width, height
    return act.ended


def _points(points: Any) -> list[list[float]]:
    if not isinstance(points, Sequence) or isinstance(points, str) or len(points) < 3:
        raise InvalidField("points", points, "a terrain polygon needs at least 3 points")
    if len(points) > MAX_TERRAIN_POINTS:
        raise InvalidField(
            "points", points, f"a terrain polygon has at most {MAX_TERRAIN_POINTS} points"
        )
    out = []
    for p in points:
        if not isinstance(p, Sequence) or isinstance(p, str) or len(p) != 2:
            raise InvalidField("points", p, "each point must be (x, y)")
        out.append(
            [check_number("points", v, -MAX_COORDINATE, MAX_COORDINATE) for v in (p[0], p[1])]
        )
    return out


def add_terrain(
    game: Game, name: str, points: Any, *, kind: str = "other", blocks_view: bool = True
) -> Change:
    """A terrain polygon [(x, y), ...]. ``result`` = its id."""
    values = {
        "name": check_name("name", name),
        "points": _points(points),
        "kind": check_choice("kind", kind, TERRAIN_KINDS),
        "blocks_view": check_bool("blocks_view", blocks_view),
    }
    return add_row(game, action_labels.ADD_TERRAIN, Terrain(**values))


def update_terrain(game: Game, terrain_id: int, **fields: Any) -> Change:
    """Change ``name``, ``points``, ``kind`` or ``blocks_view``."""
    checks = {
        "name": lambda v: check_name("name", v),
        "points": _points,
        "kind": lambda v: check_choice("kind", v, TERRAIN_KINDS),
        "blocks_view": lambda v: check_bool("blocks_view", v),
    }
    values = checked_fields(fields, checks, "terrain")
    return set_row_fields(
        game, action_labels.EDIT_TERRAIN, Terrain, terrain_id, "terrain_id", values
    )


def delete_terrain(game: Game, terrain_id: int) -> Change:
    with game.action(action_labels.DELETE_TERRAIN) as act:
        act.session.delete(get(act.session, Terrain, terrain_id, "terrain_id"))
    return act.ended


# ---------------------------------------------------------------- turn flow


def _next_turn_number(m: GameMeta) -> int:
    if m.turn >= MAX_TURN:
        raise InvalidField("turn", m.turn, f"a game cannot go past turn {MAX_TURN:,}")
    return m.turn + 1


def _start_side_turn(s: Session) -> None:
    # GLAD-5/6: extra actions are "this turn": each new side-turn gives them back.
    for f in s.scalars(select(HexFigure).where(HexFigure.extra_action_spent.is_(True))):
        f.extra_action_spent = False


def advance_phase(game: Game) -> Change:
    """Next phase of the game's turn; after the last, the other side's first phase; after the
    second side, the next turn. Only the phases of the ruleset's tools are stepped through,
    with movement and end (``phases.game_phases``, issue 15): an arena without command
    tokens or charges never stops in those phases."""
    with game.action(action_labels.NEXT_PHASE) as act:
        s = act.session
        m = meta(s)
        order = game_phases(m.ruleset)
        following = next_phase(m.phase, order)
        if following is not None:
            m.phase = following
        else:
            sides = list(s.scalars(select(Side).order_by(Side.position)))
            current = next((k for k, sd in enumerate(sides) if sd.id == m.active_side_id), 0)
            if current + 1 < len(sides):
                m.active_side_id = sides[current + 1].id
            else:
                m.turn = _next_turn_number(m)
                m.active_side_id = sides[0].id
            m.phase = order[0]
            _start_side_turn(s)
    return act.ended


def next_turn(game: Game) -> Change:
    """Straight to the next turn: turn + 1, the first side, the game's first phase."""
    with game.action(action_labels.NEXT_TURN) as act:
        s = act.session
        m = meta(s)
        m.turn = _next_turn_number(m)
        m.active_side_id = s.scalar(select(Side.id).order_by(Side.position).limit(1))
        m.phase = game_phases(m.ruleset)[0]
        _start_side_turn(s)
    return act.ended


# ---------------------------------------------------------------- hex boards and CRTs


def add_hex_board(game: Game, name: str, cols: int, rows: int) -> Change:
    name = check_name("name", name)
    cols, rows = check_int("cols", cols, 1, MAX_BOARD), check_int("rows", rows, 1, MAX_BOARD)
    return add_row(game, action_labels.ADD_HEX_BOARD, HexBoard(name=name, cols=cols, rows=rows))


def add_hex_figure(
    game: Game,
    board_id: int,
    side_id: int,
    name: str,
    q: int,
    r: int,
    *,
    facing: int = 0,
    defence_factor: int = 3,
) -> Change:
    """A gladiator at axial (q, r) facing vertex ``facing`` (0..5). ``result`` = its id."""
    values = {
        "name": check_name("name", name),
        "q": check_int("q", q, -MAX_HEX, MAX_HEX),
        "r": check_int("r", r, -MAX_HEX, MAX_HEX),
        "facing": check_int("facing", facing, 0, 5),
        "defence_factor": check_int("defence_factor", defence_factor, 1, 6),  # GLAD-1 types
    }
    with game.action(action_labels.ADD_FIGURE) as act:
        s = act.session
        get(s, HexBoard, board_id, "board_id")
        get(s, Side, side_id, "side_id")
        f = HexFigure(board_id=board_id, side_id=side_id, **values)
        s.add(f)
        s.flush()
        act.result = f.id
    return act.ended


def update_hex_figure(game: Game, figure_id: int, **fields: Any) -> Change:
    """Change ``name``, ``q``, ``r``, ``facing``, ``defence_factor``, ``extra_action_spent``,
    ``out_of_action`` by hand (corrections; moves go through ``resolve.move_figure``)."""
    checks = {
        "name": lambda v: check_name("name", v),
        "q": lambda v: check_int("q", v, -MAX_HEX, MAX_HEX),
        "r": lambda v: check_int("r", v, -MAX_HEX, MAX_HEX),
        "facing": lambda v: check_int("facing", v, 0, 5),
        "defence_factor": lambda v: check_int("defence_factor", v, 1, 6),
        "extra_action_spent": lambda v: check_bool("extra_action_spent", v),
        "out_of_action": lambda v: check_bool("out_of_action", v),
    }
    values = checked_fields(fields, checks, "figure")
    return set_row_fields(
        game, action_labels.EDIT_FIGURE, HexFigure, figure_id, "figure_id", values
    )


def _nonblank_code(field: str, value: Any) -> str:
    code = check_code(field, value)
    if not code:
        raise InvalidField(field, value, "must not be empty")
    return code


def _crt_values(
    name: object, die_sides: object, columns: object, cells: object, legend: object, notes: object
) -> dict[str, Any]:
    name = check_name("name", name)
    die_sides = check_int("die_sides", die_sides, 2, 100)
    columns = check_odds_columns("columns", columns)  # ODD-1, as the load check reads them
    if not isinstance(cells, Sequence) or len(cells) != die_sides:
        raise InvalidField("cells", cells, f"must have one row per die face ({die_sides})")
    rows = []
    for roll, row in enumerate(cells, start=1):
        if not isinstance(row, Sequence) or isinstance(row, str) or len(row) != len(columns):
            raise InvalidField("cells", row, f"row {roll} must have {len(columns)} result codes")
        rows.append([_nonblank_code("cells", c) for c in row])
    if not isinstance(legend, dict):
        raise InvalidField("legend", legend, "must map result codes to meanings")
    legend = {check_name("legend", k): check_text("legend", v) for k, v in legend.items()}
    return {
        "name": name,
        "die_sides": die_sides,
        "columns": columns,
        "cells": rows,
        "legend": legend,
        "notes": check_text("notes", notes),
    }


def add_crt(
    game: Game,
    name: str,
    *,
    die_sides: int,
    columns: Sequence[str],
    cells: Sequence[Sequence[str]],
    legend: dict[str, str],
    notes: str = "",
) -> Change:
    """ODD-2: a combat results table, ``cells[roll - 1][column index]``. ``result`` = its id."""
    values = _crt_values(name, die_sides, columns, cells, legend, notes)
    return add_row(game, action_labels.ADD_COMBAT_RESULTS_TABLE, Crt(**values))


def set_crt_cell(game: Game, crt_id: int, column: str, roll: int, result: str) -> Change:
    """Edit one cell of a CRT (the owner's table, ODD-2)."""
    result = _nonblank_code("result", result)
    with game.action(action_labels.EDIT_COMBAT_RESULTS_TABLE) as act:
        c = get(act.session, Crt, crt_id, "crt_id")
        if column not in c.columns:
            raise InvalidField("column", column, f"must be one of {', '.join(c.columns)}")
        check_int("roll", roll, 1, c.die_sides)
        cells = [list(r) for r in c.cells]
        cells[roll - 1][c.columns.index(column)] = result
        c.cells = cells
    return act.ended


def set_crt_override(
    game: Game,
    crt_id: int,
    column: str,
    roll: int,
    result: str,
    *,
    label: str = "",
    enabled: bool = True,
) -> Change:
    """ODD-2: a house-rule override of one cell (replaces an existing one for that cell)."""
    result = _nonblank_code("result", result)
    label = check_text("label", label, MAX_NAME)
    enabled = check_bool("enabled", enabled)
    with game.action(action_labels.HOUSE_RULE) as act:
        s = act.session
        c = get(s, Crt, crt_id, "crt_id")
        if column not in c.columns:
            raise InvalidField("column", column, f"must be one of {', '.join(c.columns)}")
        check_int("roll", roll, 1, c.die_sides)
        o = s.scalar(
            select(CrtOverride).where(
                CrtOverride.crt_id == crt_id, CrtOverride.column == column, CrtOverride.roll == roll
            )
        )
        if o is None:
            o = CrtOverride(
                crt_id=crt_id, column=column, roll=roll, result=result, label=label, enabled=enabled
            )
            s.add(o)
        else:
            o.result, o.label, o.enabled = result, label, enabled
        s.flush()
        act.result = o.id
    return act.ended


def enable_crt_override(game: Game, override_id: int, enabled: bool) -> Change:
    enabled = check_bool("enabled", enabled)
    return set_row_fields(
        game,
        action_labels.TOGGLE_HOUSE_RULE,
        CrtOverride,
        override_id,
        "override_id",
        {"enabled": enabled},
    )

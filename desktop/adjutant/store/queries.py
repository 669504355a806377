"""Read-only views of a game as plain frozen dataclasses, for the Qt models and printing.

Every function opens one short transaction, reads, and returns values that hold
no session (issue 3, issue 9): the windows may keep them as long as they like
and re-query after a ``Change``. The queries the windows run at every reload
(game info, order of battle, events, battlefield) select table rows (SQLAlchemy
Core) straight into the dataclasses: no ORM objects, identity map or unit of work
to build and throw away (issue 9, launch goals).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select

from adjutant.store.game import Game
from adjutant.store.models import (
    Combat,
    Commander,
    Crt,
    CrtOverride,
    Event,
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


@dataclass(frozen=True, slots=True)
class GameInfo:
    name: str
    created_at: datetime
    modified_at: datetime
    ruleset: dict[str, Any]  # a copy; editing it changes nothing
    dice_mode: str
    dice_seed: int
    dice_position: int
    turn: int
    active_side_id: int | None
    active_side_name: str | None
    phase: str
    schema_version: int
    path: str | None


@dataclass(frozen=True, slots=True)
class FootprintInfo:
    """A unit's rectangle on the table (same fields as ``rules.geometry.Footprint``)."""

    x: float
    y: float
    facing: float
    width: float
    depth: float

    def to_rules(self):
        """As ``adjutant.rules.geometry.Footprint`` (imported lazily: shapely is slow to load)."""
        from adjutant.rules.geometry import Footprint

        return Footprint(self.x, self.y, self.facing, self.width, self.depth)


@dataclass(frozen=True, slots=True)
class UnitInfo:
    id: int
    side_id: int
    formation_id: int
    position: int
    name: str
    unit_type: str
    size_class: str
    formation: str  # the unit's order: line, column... (rules.units.Formation)
    status: str
    movement: float
    melee_dice: int
    to_hit: int
    attack_factor: int
    defence_factor: int
    token: str | None
    reckless: bool
    has_commander: bool
    has_standard_bearer: bool
    has_musician: bool
    casualties: int
    notes: str
    is_cinc_unit: bool
    footprint: FootprintInfo | None

    @property
    def command_group_members(self) -> int:
        return int(self.has_commander) + int(self.has_standard_bearer) + int(self.has_musician)


@dataclass(frozen=True, slots=True)
class FormationNode:
    id: int
    side_id: int
    parent_id: int | None
    name: str
    kind: str
    position: int
    children: tuple[FormationNode, ...]
    units: tuple[UnitInfo, ...]

    def all_units(self) -> tuple[UnitInfo, ...]:
        out = list(self.units)
        for child in self.children:
            out.extend(child.all_units())
        return tuple(out)


@dataclass(frozen=True, slots=True)
class CommanderInfo:
    id: int
    side_id: int
    name: str
    unit_id: int | None  # with this unit, or None: standing alone at (x, y)
    x: float | None
    y: float | None
    facing: float | None


@dataclass(frozen=True, slots=True)
class SideInfo:
    id: int
    name: str
    position: int
    colour: str | None
    commander: CommanderInfo | None
    formations: tuple[FormationNode, ...]  # roots of the tree (normally one army)

    def all_units(self) -> tuple[UnitInfo, ...]:
        return tuple(u for f in self.formations for u in f.all_units())


@dataclass(frozen=True, slots=True)
class OrderOfBattle:
    sides: tuple[SideInfo, ...]

    def unit(self, unit_id: int) -> UnitInfo:
        for side in self.sides:
            for u in side.all_units():
                if u.id == unit_id:
                    return u
        raise KeyError(unit_id)


@dataclass(frozen=True, slots=True)
class EventInfo:
    id: int
    action_id: int | None
    turn: int
    side_id: int | None
    phase: str
    kind: str
    summary: str
    inputs: dict[str, Any]
    chance: str | None  # exact, "num/den"
    dice: list[Any]
    dice_source: str | None
    outcome: dict[str, Any]
    rule_ids: list[str]
    created_at: datetime


@dataclass(frozen=True, slots=True)
class TerrainInfo:
    id: int
    name: str
    kind: str
    points: tuple[tuple[float, float], ...]
    blocks_view: bool


@dataclass(frozen=True, slots=True)
class Battlefield:
    width: float
    height: float
    footprints: dict[int, FootprintInfo]  # unit id -> footprint (units on the table)
    terrain: tuple[TerrainInfo, ...]
    commanders: tuple[CommanderInfo, ...]


@dataclass(frozen=True, slots=True)
class HexFigureInfo:
    id: int
    board_id: int
    side_id: int
    name: str
    q: int
    r: int
    facing: int
    defence_factor: int
    extra_action_spent: bool
    out_of_action: bool


@dataclass(frozen=True, slots=True)
class HexBoardInfo:
    id: int
    name: str
    cols: int
    rows: int
    figures: tuple[HexFigureInfo, ...]


@dataclass(frozen=True, slots=True)
class CrtOverrideInfo:
    id: int
    crt_id: int
    column: str
    roll: int
    result: str
    label: str
    enabled: bool


@dataclass(frozen=True, slots=True)
class CrtInfo:
    id: int
    name: str
    die_sides: int
    columns: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]  # cells[roll - 1][column index], before overrides
    legend: dict[str, str]
    notes: str
    overrides: tuple[CrtOverrideInfo, ...]

    def result(self, column: str, roll: int, *, house_rules: bool = True) -> str:
        """The code at (column, roll), with the enabled overrides applied (ODD-2)."""
        if house_rules:
            for o in self.overrides:
                if o.enabled and o.column == column and o.roll == roll:
                    return o.result
        return self.cells[roll - 1][self.columns.index(column)]


@dataclass(frozen=True, slots=True)
class CombatInfo:
    id: int
    units_a: tuple[int, ...]
    units_b: tuple[int, ...]
    round: int
    last_winner: str | None
    is_open: bool
    turn_started: int


# ---------------------------------------------------------------- converters


def _footprint(row: FootprintRow | None) -> FootprintInfo | None:
    if row is None:
        return None
    return FootprintInfo(row.x, row.y, row.facing, row.width, row.depth)


def _unit(u: Unit, side_id: int, cinc_units: set[int], fp: FootprintRow | None) -> UnitInfo:
    return UnitInfo(
        id=u.id,
        side_id=side_id,
        formation_id=u.formation_id,
        position=u.position,
        name=u.name,
        unit_type=u.unit_type,
        size_class=u.size_class,
        formation=u.formation,
        status=u.status,
        movement=u.movement,
        melee_dice=u.melee_dice,
        to_hit=u.to_hit,
        attack_factor=u.attack_factor,
        defence_factor=u.defence_factor,
        token=u.token,
        reckless=u.reckless,
        has_commander=u.has_commander,
        has_standard_bearer=u.has_standard_bearer,
        has_musician=u.has_musician,
        casualties=u.casualties,
        notes=u.notes,
        is_cinc_unit=u.id in cinc_units,
        footprint=_footprint(fp),
    )


def _commander(c: Commander | None) -> CommanderInfo | None:
    if c is None:
        return None
    return CommanderInfo(c.id, c.side_id, c.name, c.unit_id, c.x, c.y, c.facing)


def _event(e: Event) -> EventInfo:
    return EventInfo(
        id=e.id,
        action_id=e.action_id,
        turn=e.turn,
        side_id=e.side_id,
        phase=e.phase,
        kind=e.kind,
        summary=e.summary,
        inputs=dict(e.inputs or {}),
        chance=e.chance,
        dice=list(e.dice or []),
        dice_source=e.dice_source,
        outcome=dict(e.outcome or {}),
        rule_ids=list(e.rule_ids or []),
        created_at=e.created_at,
    )


# ---------------------------------------------------------------- queries


def _rows(table: Any, *order_by: Any) -> Any:
    """``SELECT * FROM table ORDER BY ...`` as Core (rows with the ORM's attribute names)."""
    return select(table.__table__).order_by(*order_by)


def game_info(game: Game) -> GameInfo:
    with game.transaction() as s:
        conn = s.connection()
        meta = conn.execute(select(GameMeta.__table__).where(GameMeta.id == 1)).one()
        side_name = (
            conn.execute(select(Side.name).where(Side.id == meta.active_side_id)).scalar()
            if meta.active_side_id is not None
            else None
        )
        return GameInfo(
            name=meta.name,
            created_at=meta.created_at,
            modified_at=meta.modified_at,
            ruleset=dict(meta.ruleset),
            dice_mode=meta.dice_mode,
            dice_seed=meta.dice_seed,
            dice_position=meta.dice_position,
            turn=meta.turn,
            active_side_id=meta.active_side_id,
            active_side_name=side_name,
            phase=meta.phase,
            schema_version=game.schema_version,
            path=str(game.path) if game.path else None,
        )


def order_of_battle(game: Game) -> OrderOfBattle:
    """Both sides with their formation trees (ordered by position) and units."""
    with game.transaction() as s:
        conn = s.connection()
        sides = conn.execute(_rows(Side, Side.position)).all()
        formations = conn.execute(_rows(Formation, Formation.position, Formation.id)).all()
        units = conn.execute(_rows(Unit, Unit.position, Unit.id)).all()
        footprints = {f.unit_id: f for f in conn.execute(_rows(FootprintRow))}
        commanders = {c.side_id: c for c in conn.execute(_rows(Commander))}
    cinc_units = {c.unit_id for c in commanders.values() if c.unit_id is not None}
    side_of = {f.id: f.side_id for f in formations}
    units_by_formation: dict[int, list[UnitInfo]] = {}
    for u in units:
        info = _unit(u, side_of[u.formation_id], cinc_units, footprints.get(u.id))
        units_by_formation.setdefault(u.formation_id, []).append(info)
    children: dict[int | None, list[Formation]] = {}
    for f in formations:
        children.setdefault(f.parent_id, []).append(f)

    def build(f: Formation) -> FormationNode:
        return FormationNode(
            id=f.id,
            side_id=f.side_id,
            parent_id=f.parent_id,
            name=f.name,
            kind=f.kind,
            position=f.position,
            children=tuple(build(c) for c in children.get(f.id, [])),
            units=tuple(units_by_formation.get(f.id, [])),
        )

    return OrderOfBattle(
        tuple(
            SideInfo(
                id=side.id,
                name=side.name,
                position=side.position,
                colour=side.colour,
                commander=_commander(commanders.get(side.id)),
                formations=tuple(build(f) for f in children.get(None, []) if f.side_id == side.id),
            )
            for side in sides
        )
    )


def unit(game: Game, unit_id: int) -> UnitInfo:
    """One unit; KeyError if there is none with this id."""
    with game.transaction() as s:
        u = s.get(Unit, unit_id)
        if u is None:
            raise KeyError(unit_id)
        side_id = s.get(Formation, u.formation_id).side_id
        cinc = s.scalar(select(Commander.id).where(Commander.unit_id == unit_id))
        return _unit(u, side_id, {unit_id} if cinc else set(), s.get(FootprintRow, unit_id))


def commanders(game: Game) -> tuple[CommanderInfo, ...]:
    with game.transaction() as s:
        return tuple(
            _commander(c) for c in s.scalars(select(Commander).order_by(Commander.side_id))
        )


def events(
    game: Game, turn: int | None = None, side: int | None = None, kind: str | None = None
) -> tuple[EventInfo, ...]:
    """The turn log, oldest first, filtered by turn, side id and kind when given."""
    stmt = _rows(Event, Event.id)
    if turn is not None:
        stmt = stmt.where(Event.turn == turn)
    if side is not None:
        stmt = stmt.where(Event.side_id == side)
    if kind is not None:
        stmt = stmt.where(Event.kind == kind)
    with game.transaction() as s:
        return tuple(_event(e) for e in s.connection().execute(stmt))


def event(game: Game, event_id: int) -> EventInfo:
    with game.transaction() as s:
        e = s.get(Event, event_id)
        if e is None:
            raise KeyError(event_id)
        return _event(e)


def battlefield(game: Game) -> Battlefield:
    with game.transaction() as s:
        conn = s.connection()
        table = conn.execute(select(TableRow.__table__).where(TableRow.id == 1)).one()
        fps = {f.unit_id: _footprint(f) for f in conn.execute(_rows(FootprintRow))}
        terrain = tuple(
            TerrainInfo(
                t.id,
                t.name,
                t.kind,
                tuple((float(x), float(y)) for x, y in t.points),
                t.blocks_view,
            )
            for t in conn.execute(_rows(Terrain, Terrain.id))
        )
        cmds = tuple(_commander(c) for c in conn.execute(_rows(Commander, Commander.side_id)))
        return Battlefield(table.width, table.height, fps, terrain, cmds)


def hex_boards(game: Game) -> tuple[HexBoardInfo, ...]:
    with game.transaction() as s:
        figures: dict[int, list[HexFigureInfo]] = {}
        for f in s.scalars(select(HexFigure).order_by(HexFigure.id)):
            figures.setdefault(f.board_id, []).append(
                HexFigureInfo(
                    f.id,
                    f.board_id,
                    f.side_id,
                    f.name,
                    f.q,
                    f.r,
                    f.facing,
                    f.defence_factor,
                    f.extra_action_spent,
                    f.out_of_action,
                )
            )
        return tuple(
            HexBoardInfo(b.id, b.name, b.cols, b.rows, tuple(figures.get(b.id, [])))
            for b in s.scalars(select(HexBoard).order_by(HexBoard.id))
        )


def crts(game: Game) -> tuple[CrtInfo, ...]:
    with game.transaction() as s:
        overrides: dict[int, list[CrtOverrideInfo]] = {}
        for o in s.scalars(select(CrtOverride).order_by(CrtOverride.id)):
            overrides.setdefault(o.crt_id, []).append(
                CrtOverrideInfo(o.id, o.crt_id, o.column, o.roll, o.result, o.label, o.enabled)
            )
        return tuple(
            CrtInfo(
                c.id,
                c.name,
                c.die_sides,
                tuple(c.columns),
                tuple(tuple(row) for row in c.cells),
                dict(c.legend),
                c.notes,
                tuple(overrides.get(c.id, [])),
            )
            for c in s.scalars(select(Crt).order_by(Crt.id))
        )


def combats(game: Game, open_only: bool = True) -> tuple[CombatInfo, ...]:
    stmt = select(Combat).order_by(Combat.id)
    if open_only:
        stmt = stmt.where(Combat.is_open.is_(True))
    with game.transaction() as s:
        return tuple(
            CombatInfo(
                c.id,
                tuple(c.units_a),
                tuple(c.units_b),
                c.round,
                c.last_winner,
                c.is_open,
                c.turn_started,
            )
            for c in s.scalars(stmt)
        )

"""Read-only views of a game as plain frozen dataclasses, for the Qt models and printing.

Every function runs one short read transaction and returns values that hold no
connection (issue 3, issue 9): the windows may keep them as long as they like and
re-query after a ``Change``. They read through ``Game.read()`` with SQL written here,
not through SQLAlchemy: the game's plain ``sqlite3`` reader, or inside an action (a
batch, a resolver re-planning) that action's own connection, so they see its writes
(issues 23, 28). Opening a game and showing it import no SQLAlchemy (issue 9, launch
goal), and neither does importing a tool's planner, which reads through these. Values come back exactly as
the ORM gave them (tests/store/test_queries_reference.py compares the two): JSON
columns decoded, booleans as ``bool``, timestamps as naive UTC ``datetime``.
"""

from __future__ import annotations

import json
import json.scanner
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, overload

from adjutant.store.format.fileformat import PHASES
from adjutant.store.format.validate import (
    MAX_NOTES,
    MAX_PROFILE,
    MAX_PROFILE_TEXT,
    MAX_SOURCE_TEXT,
    MAX_TURN,
    SOURCE_KEYS,
)

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from adjutant.rules.geometry import Footprint
    from adjutant.store.events.kinds import GameEvent
    from adjutant.store.file.game import Game


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
    game_uuid: str = ""  # the game's identity (issue 24)


@dataclass(frozen=True, slots=True)
class FootprintInfo:
    """A unit's rectangle on the table (same fields as ``rules.geometry.Footprint``)."""

    x: float
    y: float
    facing: float
    width: float
    depth: float

    def to_rules(self) -> Footprint:
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
    # Schema 3 (issue 17, army lists): the model count (None: not counted), points, the
    # imported profile ((name, value) pairs in the list's order) and the list it came from.
    strength: int | None = None
    points: float | None = None
    profile: tuple[tuple[str, str], ...] = ()
    source: SourceInfo | None = None

    @property
    def command_group_members(self) -> int:
        return int(self.has_commander) + int(self.has_standard_bearer) + int(self.has_musician)

    @property
    def models_remaining(self) -> int | None:
        """Models left after casualties (None when the unit's models are not counted)."""
        return None if self.strength is None else max(0, self.strength - self.casualties)


@dataclass(frozen=True, slots=True)
class SourceInfo:
    """The army list a unit was imported from (issue 17)."""

    file: str
    format: str
    system: str
    #: The builder's own name of a unit the player renamed (issue 27), else "".
    type: str = ""


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


@dataclass(frozen=True)
class EventInfo:
    """One row of the turn log as stored, and its typed event (``event``, issue 14)."""

    # Slots by hand: ``_event`` (the decoded event) is a slot but not a field, so equality,
    # repr and the ORM reference comparison see the stored columns only.
    __slots__ = (
        "_event",
        "action_id",
        "chance",
        "created_at",
        "dice",
        "dice_source",
        "id",
        "inputs",
        "kind",
        "outcome",
        "phase",
        "rule_ids",
        "side_id",
        "summary",
        "turn",
    )
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
    if TYPE_CHECKING:  # a slot, not a field (see above): declared for the type check only
        _event: GameEvent

    @property
    def event(self) -> GameEvent:
        """The typed event (``adjutant.store.events.kinds``), decoded once: a kind this version
        does not know is an ``UnknownEvent``, a damaged row an ``UnreadableEvent``, both
        shown with their stored summary."""
        try:
            return self._event
        except AttributeError:  # made elsewhere than in this module
            decoded = _read_event(self)
            object.__setattr__(self, "_event", decoded)
            return decoded


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
# The ORM's storage on SQLite (adjutant.store.file.models): JSON as text (json.dumps),
# Boolean as 0/1, DateTime as "YYYY-MM-DD HH:MM:SS.ffffff" text, Float as REAL.


# The C scanner behind json.loads, called directly: json.loads's Python wrappers cost
# more than the decoding of the short texts the store writes (the turn log decodes
# four per event). Anything it does not read whole goes through json.loads, which
# decodes it or raises its usual error.
# typeshed's stub asks make_scanner for a scanner; it takes the decoder it reads with.
_scan = json.scanner.make_scanner(json.JSONDecoder())  # type: ignore[arg-type]


def _json(text: str | None) -> Any:
    if text is None:
        return None
    try:
        value, end = _scan(text, 0)
    except StopIteration:
        return json.loads(text)
    return value if end == len(text) else json.loads(text)


@overload
def _datetime(text: str) -> datetime: ...
@overload
def _datetime(text: str | None) -> datetime | None: ...
def _datetime(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def _footprint(row: tuple[Any, ...] | None) -> FootprintInfo | None:
    """(x, y, facing, width, depth) -> FootprintInfo."""
    return None if row is None else FootprintInfo(*row)


_UNIT_COLUMNS = (
    "u.id, f.side_id, u.formation_id, u.position, u.name, u.unit_type, u.size_class, "
    "u.formation, u.status, u.movement, u.melee_dice, u.to_hit, u.attack_factor, "
    "u.defence_factor, u.token, u.reckless, u.has_commander, u.has_standard_bearer, "
    "u.has_musician, u.casualties, u.notes, "
    "EXISTS (SELECT 1 FROM commanders c WHERE c.unit_id = u.id), "
    "p.x, p.y, p.facing, p.width, p.depth, "
    "u.strength, u.points, u.profile, u.source"
)
_UNITS_FROM = (
    "FROM units u JOIN formations f ON f.id = u.formation_id "
    "LEFT JOIN footprints p ON p.unit_id = u.id"
)


def _unit(r: tuple[Any, ...]) -> UnitInfo:
    """A row of ``_UNIT_COLUMNS`` -> UnitInfo (positional: the fields' order; the order of
    battle builds hundreds of these at every reload)."""
    # mypy cannot count a row slice's length, so it reads the arguments after it as too many.
    return UnitInfo(  # type: ignore[call-arg]
        *r[:15],  # id, side_id, formation_id, position, name ... defence_factor, token
        bool(r[15]),  # reckless
        bool(r[16]),  # has_commander
        bool(r[17]),  # has_standard_bearer
        bool(r[18]),  # has_musician
        r[19],  # casualties
        r[20],  # notes
        bool(r[21]),  # is_cinc_unit
        # footprints' columns are NOT NULL: x is None only when the unit has no row.
        None if r[22] is None else FootprintInfo(*r[22:27]),
        *_imported(r[0], r[27:31]),
    )


def _imported(
    unit_id: int, r: tuple[Any, ...]
) -> tuple[int | None, float | None, tuple[tuple[str, str], ...], SourceInfo | None]:
    """(strength, points, profile, source) of schema 3, each checked (issue 17): a value no
    service writes is a DamagedGame naming the unit, never a traceback in a window."""
    strength, points, profile, source = r
    if strength is None and points is None and profile is None and source is None:
        return (None, None, (), None)  # every unit made before army lists
    try:
        if strength is not None and (
            isinstance(strength, bool)
            or not isinstance(strength, int)
            or not 0 <= strength <= 100_000
        ):
            raise ValueError("strength")
        if points is not None:
            if isinstance(points, bool) or not isinstance(points, int | float):
                raise ValueError("points")
            points = float(points)
            if points != points or abs(points) > 1e9:
                raise ValueError("points")
        pairs: tuple[tuple[str, str], ...] = ()
        # SQLAlchemy's JSON writes None as the JSON text "null": both mean "none".
        decoded = _json(profile) if profile is not None else None
        if decoded is not None:
            if not isinstance(decoded, list) or len(decoded) > MAX_PROFILE:
                raise ValueError("profile")
            for item in decoded:
                if (
                    not isinstance(item, list)
                    or len(item) != 2
                    or not all(isinstance(x, str) and len(x) <= MAX_PROFILE_TEXT for x in item)
                ):
                    raise ValueError("profile")
            pairs = tuple((name, value) for name, value in decoded)
        origin = None
        decoded = _json(source) if source is not None else None
        if decoded is not None:
            if not isinstance(decoded, dict) or not all(
                isinstance(decoded.get(k, ""), str) and len(decoded.get(k, "")) <= MAX_SOURCE_TEXT
                for k in SOURCE_KEYS
            ):
                raise ValueError("source")
            origin = SourceInfo(*(decoded.get(k, "") for k in SOURCE_KEYS))
    except (ValueError, TypeError) as exc:
        from adjutant.store.errors import DamagedGame

        raise DamagedGame(
            f"The game is damaged: unit {unit_id} has a stored {exc.args[0] if exc.args else 'value'} "
            "that Adjutant never writes."
        ) from None
    return (strength, points, pairs, origin)


_COMMANDER_COLUMNS = "id, side_id, name, unit_id, x, y, facing"


def _commanders(conn: sqlite3.Connection) -> tuple[CommanderInfo, ...]:
    return tuple(
        CommanderInfo(*r)
        for r in conn.execute(
            f"SELECT {_COMMANDER_COLUMNS} FROM commanders ORDER BY side_id"
        ).fetchall()
    )


_EVENT_COLUMNS = (
    "id, action_id, turn, side_id, phase, kind, summary, inputs, chance, dice, "
    "dice_source, outcome, rule_ids, created_at"
)


_EVENT_FIELDS = tuple(c.strip() for c in _EVENT_COLUMNS.split(","))


_PHASES = frozenset(PHASES)
_DICE_SOURCES = frozenset({None, "virtual", "physical"})
_KIND = re.compile(r"[a-z_]{1,32}")
_CHANCE = re.compile(r"[0-9]{1,30}/[0-9]{1,30}")
_STAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{6})?")
_TEXT_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _sound_event(r: tuple[Any, ...]) -> bool:
    """A quick test of an event row, as strict as the store's checks (stored.FIELDS) or
    stricter: a row it does not clear goes through those checks, which name the fault."""
    (ident, action, turn, side, phase, kind, summary, inputs, chance, dice, source) = r[:11]
    outcome, rule_ids, created = r[11:]
    return (
        type(ident) is int
        and (action is None or type(action) is int)
        and type(turn) is int
        and 1 <= turn <= MAX_TURN  # the bounds of stored.FIELDS, never wider
        and (side is None or type(side) is int)
        and phase in _PHASES
        and type(kind) is str
        and _KIND.fullmatch(kind) is not None
        and type(summary) is str
        and len(summary) <= MAX_NOTES
        and _TEXT_FORBIDDEN.search(summary) is None
        and (chance is None or (type(chance) is str and _CHANCE.fullmatch(chance) is not None))
        and source in _DICE_SOURCES
        and type(created) is str
        and _STAMP.fullmatch(created) is not None
        and all(type(v) is str and len(v) < 10_000 for v in (inputs, dice, outcome, rule_ids))
        # The containers as written (the decoding below reads "null" as an empty one).
        and inputs[:1] == outcome[:1] == "{"
        and dice[:1] == rule_ids[:1] == "["
    )


def _sound_payload(event: EventInfo) -> bool:
    return (
        type(event.inputs) is dict
        and type(event.outcome) is dict
        and type(event.dice) is list
        and type(event.rule_ids) is list
        and all(type(i) is str and len(i) <= 32 for i in event.rule_ids)
    )


def _checked_events(
    game: Game | None, rows: list[tuple[Any, ...]], path: Path | None = None
) -> list[EventInfo]:
    """``rows`` of events as EventInfo, each checked as the services would have written it
    (issue 16): the events are not read at open (a long game has tens of thousands), so a
    damaged one is found here and named, as DamagedGame."""
    out = []
    for r in rows:
        event = None
        if _sound_event(r):
            try:
                event = _event(r)
            except (ValueError, RecursionError):  # the JSON itself: named below
                event = None
            if event is not None and _sound_payload(event):
                out.append(event)
                continue
        from adjutant.store.errors import damaged_by
        from adjutant.store.read.stored import row_problems

        problems = row_problems("events", dict(zip(_EVENT_FIELDS, r, strict=True)))
        if problems:
            raise damaged_by(game.path if game is not None else path, problems)
        out.append(_event(r))  # the quick test is stricter: sound after all
    return out


_event_reader: Callable[[EventInfo], GameEvent] | None = None


def _read_event(info: EventInfo) -> GameEvent:
    """``adjutant.store.events.kinds.read(info)``. The event kinds (some thirty dataclasses)
    are imported by the first read of an event, not with this module: the battlefield and
    the order of battle read through it before the game is shown, the turn log right after
    (issue 28). The reader is kept once found: this runs for every event of the log."""
    global _event_reader
    if _event_reader is None:
        from adjutant.store.events.kinds import read

        _event_reader = read
    return _event_reader(info)


def _event(r: tuple[Any, ...]) -> EventInfo:
    # Each decoded value is a new object: no two EventInfos share a dict or list.
    # mypy cannot count a row slice's length, so it reads the arguments after it as too many.
    info = EventInfo(  # type: ignore[call-arg]
        *r[:7],  # id, action_id, turn, side_id, phase, kind, summary
        _json(r[7]) or {},  # inputs
        r[8],  # chance
        _json(r[9]) or [],  # dice
        r[10],  # dice_source
        _json(r[11]) or {},  # outcome
        _json(r[12]) or [],  # rule_ids
        _datetime(r[13]),  # created_at
    )
    object.__setattr__(info, "_event", _read_event(info))  # typed once, as it is read
    return info


# ---------------------------------------------------------------- queries


def game_info(game: Game) -> GameInfo:
    with game.read() as conn:
        meta = conn.execute(
            "SELECT g.name, g.created_at, g.modified_at, g.ruleset, g.dice_mode, g.dice_seed, "
            "g.dice_position, g.turn, g.active_side_id, s.name, g.phase, g.game_uuid "
            "FROM game g LEFT JOIN sides s ON s.id = g.active_side_id WHERE g.id = 1"
        ).fetchone()
    if meta is None:
        from adjutant.store.errors import DamagedGame

        raise DamagedGame("The game record is missing.", game.path)
    return GameInfo(
        name=meta[0],
        created_at=_datetime(meta[1]),
        modified_at=_datetime(meta[2]),
        ruleset=dict(_json(meta[3])),
        dice_mode=meta[4],
        dice_seed=meta[5],
        dice_position=meta[6],
        turn=meta[7],
        active_side_id=meta[8],
        active_side_name=meta[9],
        phase=meta[10],
        schema_version=game.schema_version,
        path=str(game.path) if game.path else None,
        game_uuid=meta[11],
    )


def order_of_battle(game: Game) -> OrderOfBattle:
    """Both sides with their formation trees (ordered by position) and units."""
    with game.read() as conn:
        sides = conn.execute(
            "SELECT id, name, position, colour FROM sides ORDER BY position"
        ).fetchall()
        formations = conn.execute(
            "SELECT id, side_id, parent_id, name, kind, position FROM formations "
            "ORDER BY position, id"
        ).fetchall()
        units = conn.execute(
            f"SELECT {_UNIT_COLUMNS} {_UNITS_FROM} ORDER BY u.position, u.id"
        ).fetchall()
        commanders = {c.side_id: c for c in _commanders(conn)}
    units_by_formation: dict[int, list[UnitInfo]] = {}
    for r in units:
        units_by_formation.setdefault(r[2], []).append(_unit(r))
    children: dict[int | None, list[tuple[Any, ...]]] = {}
    for f in formations:
        children.setdefault(f[2], []).append(f)

    def build(f: tuple[Any, ...]) -> FormationNode:
        return FormationNode(
            id=f[0],
            side_id=f[1],
            parent_id=f[2],
            name=f[3],
            kind=f[4],
            position=f[5],
            children=tuple(build(c) for c in children.get(f[0], [])),
            units=tuple(units_by_formation.get(f[0], [])),
        )

    return OrderOfBattle(
        tuple(
            SideInfo(
                id=side_id,
                name=name,
                position=position,
                colour=colour,
                commander=commanders.get(side_id),
                formations=tuple(build(f) for f in children.get(None, []) if f[1] == side_id),
            )
            for side_id, name, position, colour in sides
        )
    )


def unit(game: Game, unit_id: int) -> UnitInfo:
    """One unit; KeyError if there is none with this id."""
    with game.read() as conn:
        row = conn.execute(f"SELECT {_UNIT_COLUMNS} {_UNITS_FROM} WHERE u.id = ?", (unit_id,))
        row = row.fetchone()
    if row is None:
        raise KeyError(unit_id)
    return _unit(row)


def commanders(game: Game) -> tuple[CommanderInfo, ...]:
    with game.read() as conn:
        return _commanders(conn)


def events(
    game: Game,
    turn: int | None = None,
    side: int | None = None,
    kind: str | tuple[str, ...] | None = None,
) -> tuple[EventInfo, ...]:
    """The turn log, oldest first, filtered by turn, side id and kind (one, or a tuple of
    kinds) when given."""
    where: list[str] = []
    params: list[object] = []
    for column, value in (("turn", turn), ("side_id", side)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    if isinstance(kind, tuple):
        where.append(f"kind IN ({', '.join('?' * len(kind))})" if kind else "0")
        params.extend(kind)
    elif kind is not None:
        where.append("kind = ?")
        params.append(kind)
    sql = f"SELECT {_EVENT_COLUMNS} FROM events"
    if where:
        sql += " WHERE " + " AND ".join(where)
    with game.read() as conn:
        rows = conn.execute(sql + " ORDER BY id", params).fetchall()
    return tuple(_checked_events(game, rows))


def events_in(conn: sqlite3.Connection, path: Path | None = None) -> tuple[EventInfo, ...]:
    """The whole turn log read through ``conn`` (inside a transaction of its caller: the
    match record reads it while an action is being written, issue 24), each checked."""
    rows = conn.execute(f"SELECT {_EVENT_COLUMNS} FROM events ORDER BY id").fetchall()
    return tuple(_checked_events(None, rows, path))


def event(game: Game, event_id: int) -> EventInfo:
    with game.read() as conn:
        row = conn.execute(f"SELECT {_EVENT_COLUMNS} FROM events WHERE id = ?", (event_id,))
        row = row.fetchone()
    if row is None:
        raise KeyError(event_id)
    return _checked_events(game, [row])[0]


def battlefield(game: Game) -> Battlefield:
    with game.read() as conn:
        table = conn.execute("SELECT width, height FROM battlefield WHERE id = 1").fetchone()
        fps = {
            r[0]: FootprintInfo(*r[1:])
            for r in conn.execute(
                "SELECT unit_id, x, y, facing, width, depth FROM footprints"
            ).fetchall()
        }
        terrain = conn.execute(
            "SELECT id, name, kind, points, blocks_view FROM terrain ORDER BY id"
        ).fetchall()
        cmds = _commanders(conn)
    if table is None:
        from adjutant.store.errors import DamagedGame

        raise DamagedGame("The battlefield record is missing.", game.path)
    return Battlefield(
        table[0],
        table[1],
        fps,
        tuple(
            TerrainInfo(
                t[0],
                t[1],
                t[2],
                tuple((float(x), float(y)) for x, y in _json(t[3])),
                bool(t[4]),
            )
            for t in terrain
        ),
        cmds,
    )


def hex_boards(game: Game) -> tuple[HexBoardInfo, ...]:
    with game.read() as conn:
        figure_rows = conn.execute(
            "SELECT id, board_id, side_id, name, q, r, facing, defence_factor, "
            "extra_action_spent, out_of_action FROM hex_figures ORDER BY id"
        ).fetchall()
        boards = conn.execute("SELECT id, name, cols, rows FROM hex_boards ORDER BY id").fetchall()
    figures: dict[int, list[HexFigureInfo]] = {}
    for f in figure_rows:
        # mypy cannot count a row slice's length, so it reads the arguments after it as too many.
        figures.setdefault(f[1], []).append(HexFigureInfo(*f[:8], bool(f[8]), bool(f[9])))  # type: ignore[call-arg]
    return tuple(HexBoardInfo(b[0], b[1], b[2], b[3], tuple(figures.get(b[0], []))) for b in boards)


def crts(game: Game) -> tuple[CrtInfo, ...]:
    with game.read() as conn:
        override_rows = conn.execute(
            'SELECT id, crt_id, "column", roll, result, label, enabled FROM crt_overrides '
            "ORDER BY id"
        ).fetchall()
        tables = conn.execute(
            "SELECT id, name, die_sides, columns, cells, legend, notes FROM crts ORDER BY id"
        ).fetchall()
    overrides: dict[int, list[CrtOverrideInfo]] = {}
    for o in override_rows:
        # mypy cannot count a row slice's length, so it reads the arguments after it as too many.
        overrides.setdefault(o[1], []).append(CrtOverrideInfo(*o[:6], bool(o[6])))  # type: ignore[call-arg]
    return tuple(
        CrtInfo(
            c[0],
            c[1],
            c[2],
            tuple(_json(c[3])),
            tuple(tuple(row) for row in _json(c[4])),
            dict(_json(c[5])),
            c[6],
            tuple(overrides.get(c[0], [])),
        )
        for c in tables
    )


def combats(game: Game, open_only: bool = True) -> tuple[CombatInfo, ...]:
    sql = "SELECT id, units_a, units_b, round, last_winner, is_open, turn_started FROM combats"
    if open_only:
        sql += " WHERE is_open = 1"
    with game.read() as conn:
        rows = conn.execute(sql + " ORDER BY id").fetchall()
    return tuple(
        CombatInfo(r[0], tuple(_json(r[1])), tuple(_json(r[2])), r[3], r[4], bool(r[5]), r[6])
        for r in rows
    )

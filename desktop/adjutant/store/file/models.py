"""The ORM schema of a game file (SQLAlchemy 2 typed models; issue 3).

For the store's own modules (services, queries, undo, migrations) only: the
windows and Qt models never see these objects (they get frozen dataclasses from
``adjutant.store.read.queries``). ``db/versions`` holds the same schema as Alembic
revisions; ``SCHEMA_VERSION`` is what ``PRAGMA user_version`` holds at head and
``HEAD_REVISION`` the Alembic revision id it corresponds to.

Enumerated values (unit type, size class, formation, status, token, dice
source) are stored as their stable strings from ``adjutant.rules``; the
services validate them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, Float, ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# The file's marks and the phases live in ``fileformat`` (no SQLAlchemy: opening a game
# must not import it, issue 9); re-exported here for the store's writing modules.
from adjutant.store.format.fileformat import APPLICATION_ID as APPLICATION_ID
from adjutant.store.format.fileformat import HEAD_REVISION as HEAD_REVISION
from adjutant.store.format.fileformat import PHASES as PHASES
from adjutant.store.format.fileformat import REVISIONS as REVISIONS
from adjutant.store.format.fileformat import SCHEMA_VERSION as SCHEMA_VERSION


class Base(DeclarativeBase):
    type_annotation_map = {dict: JSON, list: JSON}  # noqa: RUF012 (SQLAlchemy's own convention)


class GameMeta(Base):
    """The one row (id 1) describing the game: name, ruleset copy, dice, turn flow."""

    __tablename__ = "game"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime)
    modified_at: Mapped[datetime] = mapped_column(DateTime)
    ruleset: Mapped[dict[str, Any]] = mapped_column(JSON)
    dice_mode: Mapped[str] = mapped_column(String(16), default="virtual")
    dice_seed: Mapped[int] = mapped_column(Integer)
    dice_position: Mapped[int] = mapped_column(Integer, default=0)
    turn: Mapped[int] = mapped_column(Integer, default=1)
    active_side_id: Mapped[int | None] = mapped_column(ForeignKey("sides.id"), nullable=True)
    phase: Mapped[str] = mapped_column(String(16), default=PHASES[0])
    # Added by revision 0004 (schema 4, issue 24): the game's identity, a UUID4 in its
    # canonical lower-case form, written when the game is created (or migrated). No
    # service changes it: a copy of the file is the same game to the event archive.
    game_uuid: Mapped[str] = mapped_column(Text)


class Side(Base):
    __tablename__ = "sides"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    position: Mapped[int] = mapped_column(Integer)  # 0 moves first in a turn
    # Added by revision 0002 (schema 2): a display colour "#rrggbb", or None for the default.
    colour: Mapped[str | None] = mapped_column(String(9), nullable=True)

    formations: Mapped[list[Formation]] = relationship(
        back_populates="side", cascade="all, delete-orphan", order_by="Formation.position"
    )


class Formation(Base):
    """A node of the order-of-battle tree (army, corps, division, brigade...), any depth."""

    __tablename__ = "formations"

    id: Mapped[int] = mapped_column(primary_key=True)
    side_id: Mapped[int] = mapped_column(ForeignKey("sides.id"), index=True)
    parent_id: Mapped[int | None] = mapped_column(
        ForeignKey("formations.id"), nullable=True, index=True
    )
    name: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(32), default="brigade")
    position: Mapped[int] = mapped_column(Integer, default=0)  # order among its siblings

    side: Mapped[Side] = relationship(back_populates="formations")


class Unit(Base):
    """A regiment / unit. ``formation`` is its *order* (line, column...; rules.units.Formation);
    ``formation_id`` is the order-of-battle node it belongs to."""

    __tablename__ = "units"

    id: Mapped[int] = mapped_column(primary_key=True)
    formation_id: Mapped[int] = mapped_column(ForeignKey("formations.id"), index=True)
    position: Mapped[int] = mapped_column(Integer, default=0)  # order inside its formation
    name: Mapped[str] = mapped_column(String(200))
    unit_type: Mapped[str] = mapped_column(String(16), default="infantry")
    size_class: Mapped[str] = mapped_column(String(16), default="standard")
    formation: Mapped[str] = mapped_column(String(16), default="line")
    status: Mapped[str] = mapped_column(String(16), default="fresh")
    movement: Mapped[float] = mapped_column(Float, default=6.0)
    melee_dice: Mapped[int] = mapped_column(Integer, default=6)
    to_hit: Mapped[int] = mapped_column(Integer, default=4)
    attack_factor: Mapped[int] = mapped_column(Integer, default=1)
    defence_factor: Mapped[int] = mapped_column(Integer, default=1)
    token: Mapped[str | None] = mapped_column(String(16), nullable=True)
    reckless: Mapped[bool] = mapped_column(Boolean, default=False)
    has_commander: Mapped[bool] = mapped_column(Boolean, default=False)
    has_standard_bearer: Mapped[bool] = mapped_column(Boolean, default=False)
    has_musician: Mapped[bool] = mapped_column(Boolean, default=False)
    casualties: Mapped[int] = mapped_column(Integer, default=0)
    notes: Mapped[str] = mapped_column(Text, default="")
    # Added by revision 0003 (schema 3, issue 17: army lists). ``strength``: the unit's
    # model count (None: not counted; casualties then never destroy it); ``profile``: the
    # imported characteristics as [[name, value], ...] in the list's order; ``points``:
    # its cost in the list; ``source``: {"file", "format", "system"} of the list.
    strength: Mapped[int | None] = mapped_column(Integer, nullable=True)
    points: Mapped[float | None] = mapped_column(Float, nullable=True)
    # none_as_null: None is SQL NULL, as in a unit made before (undo restores it exactly).
    profile: Mapped[list[Any] | None] = mapped_column(JSON(none_as_null=True), nullable=True)
    source: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True), nullable=True)


class Commander(Base):
    """A side's commander-in-chief: with a unit (``unit_id``) or alone at (x, y, facing)."""

    __tablename__ = "commanders"

    id: Mapped[int] = mapped_column(primary_key=True)
    side_id: Mapped[int] = mapped_column(ForeignKey("sides.id"), unique=True)
    name: Mapped[str] = mapped_column(String(200), default="Commander-in-chief")
    unit_id: Mapped[int | None] = mapped_column(ForeignKey("units.id"), nullable=True, unique=True)
    x: Mapped[float | None] = mapped_column(Float, nullable=True)
    y: Mapped[float | None] = mapped_column(Float, nullable=True)
    facing: Mapped[float | None] = mapped_column(Float, nullable=True)


class FootprintRow(Base):
    """A unit on the table: centre, facing (degrees ccw from +x), frontage, depth.

    No row = the unit is not on the table."""

    __tablename__ = "footprints"

    unit_id: Mapped[int] = mapped_column(ForeignKey("units.id"), primary_key=True)
    x: Mapped[float] = mapped_column(Float)
    y: Mapped[float] = mapped_column(Float)
    facing: Mapped[float] = mapped_column(Float)
    width: Mapped[float] = mapped_column(Float)
    depth: Mapped[float] = mapped_column(Float)


class TableRow(Base):
    """The one row (id 1): the table's size in the ruleset's unit of length."""

    __tablename__ = "battlefield"

    id: Mapped[int] = mapped_column(primary_key=True)
    width: Mapped[float] = mapped_column(Float, default=72.0)
    height: Mapped[float] = mapped_column(Float, default=48.0)


class Terrain(Base):
    __tablename__ = "terrain"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(32), default="other")  # woods, village, hill...
    points: Mapped[list[Any]] = mapped_column(JSON)  # [[x, y], ...] polygon, >= 3 points
    blocks_view: Mapped[bool] = mapped_column(Boolean, default=True)


class HexBoard(Base):
    __tablename__ = "hex_boards"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    cols: Mapped[int] = mapped_column(Integer)
    rows: Mapped[int] = mapped_column(Integer)


class HexFigure(Base):
    """A gladiator on a hex board: axial (q, r), facing a vertex 0..5 (GLAD-1/2)."""

    __tablename__ = "hex_figures"

    id: Mapped[int] = mapped_column(primary_key=True)
    board_id: Mapped[int] = mapped_column(ForeignKey("hex_boards.id"), index=True)
    side_id: Mapped[int] = mapped_column(ForeignKey("sides.id"))
    name: Mapped[str] = mapped_column(String(200))
    q: Mapped[int] = mapped_column(Integer)
    r: Mapped[int] = mapped_column(Integer)
    facing: Mapped[int] = mapped_column(Integer, default=0)
    defence_factor: Mapped[int] = mapped_column(Integer, default=3)
    extra_action_spent: Mapped[bool] = mapped_column(Boolean, default=False)
    out_of_action: Mapped[bool] = mapped_column(Boolean, default=False)


class Crt(Base):
    """A combat results table (ODD-2): ``cells[roll - 1][column index]`` = result code."""

    __tablename__ = "crts"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    die_sides: Mapped[int] = mapped_column(Integer, default=6)
    columns: Mapped[list[Any]] = mapped_column(JSON)  # ["1-3", ..., "6-1"], lowest odds first
    cells: Mapped[list[Any]] = mapped_column(JSON)
    legend: Mapped[dict[str, Any]] = mapped_column(JSON)  # code -> meaning
    notes: Mapped[str] = mapped_column(Text, default="")


class CrtOverride(Base):
    """A house-rule cell change on a CRT (ODD-2), which can be switched off."""

    __tablename__ = "crt_overrides"

    id: Mapped[int] = mapped_column(primary_key=True)
    crt_id: Mapped[int] = mapped_column(ForeignKey("crts.id"), index=True)
    column: Mapped[str] = mapped_column(String(16))
    roll: Mapped[int] = mapped_column(Integer)
    result: Mapped[str] = mapped_column(String(16))
    label: Mapped[str] = mapped_column(String(200), default="")
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)


class Action(Base):
    """One service call (a user intent): the unit of undo. Written with Core, never tracked."""

    __tablename__ = "actions"

    id: Mapped[int] = mapped_column(primary_key=True)
    label: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime)
    undone: Mapped[bool] = mapped_column(Boolean, default=False)
    dice_before: Mapped[int | None] = mapped_column(Integer, nullable=True)
    dice_after: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # Added by revision 0004 (issue 24): the op_uuid of the outbox row that recorded the
    # action (None for actions made before). SQLite reuses ``id`` after a delete; this
    # never repeats, so undo/redo/discard ops name actions by it.
    op_uuid: Mapped[str | None] = mapped_column(Text, nullable=True)


class ActionRow(Base):
    """Before and after image of one row an action touched (None = the row did not exist)."""

    __tablename__ = "action_rows"

    id: Mapped[int] = mapped_column(primary_key=True)
    action_id: Mapped[int] = mapped_column(ForeignKey("actions.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    table_name: Mapped[str] = mapped_column(String(64))
    pk: Mapped[list[Any]] = mapped_column(JSON)
    before: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


class Event(Base):
    """One entry of the turn log: a test or resolution with its inputs, odds, dice, outcome."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(primary_key=True)
    action_id: Mapped[int | None] = mapped_column(
        ForeignKey("actions.id"), nullable=True, index=True
    )
    turn: Mapped[int] = mapped_column(Integer, index=True)
    side_id: Mapped[int | None] = mapped_column(ForeignKey("sides.id"), nullable=True)
    phase: Mapped[str] = mapped_column(String(16))
    kind: Mapped[str] = mapped_column(String(32))
    summary: Mapped[str] = mapped_column(Text, default="")
    inputs: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    chance: Mapped[str | None] = mapped_column(String(64), nullable=True)  # "num/den"
    dice: Mapped[list[Any]] = mapped_column(JSON, default=list)
    dice_source: Mapped[str | None] = mapped_column(String(16), nullable=True)  # virtual|physical
    outcome: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    rule_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class Combat(Base):
    """An open melee lasting several rounds (MEL-10: the winner's +1 next round)."""

    __tablename__ = "combats"

    id: Mapped[int] = mapped_column(primary_key=True)
    units_a: Mapped[list[Any]] = mapped_column(JSON)  # unit ids on one side of the fight
    units_b: Mapped[list[Any]] = mapped_column(JSON)
    round: Mapped[int] = mapped_column(Integer, default=0)  # rounds fought so far
    last_winner: Mapped[str | None] = mapped_column(String(1), nullable=True)  # "a", "b", None
    is_open: Mapped[bool] = mapped_column(Boolean, default=True)
    turn_started: Mapped[int] = mapped_column(Integer, default=1)


class OutboxOp(Base):
    """One op of the outbox (issue 24, docs/sync-protocol.md): append-only, written with
    Core by ``writer`` in the transaction of each action, undo, redo, discard and record
    change; play never updates or deletes a row. ``payload`` is the op's canonical JSON
    text (``outbox.canonical_json``), ``sha256`` the hex SHA-256 of its UTF-8 bytes."""

    __tablename__ = "outbox"
    # AUTOINCREMENT: a seq is never reused, even after the highest row is gone.
    __table_args__ = {"sqlite_autoincrement": True}  # noqa: RUF012 (SQLAlchemy's convention)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    op_uuid: Mapped[str] = mapped_column(Text, unique=True)
    kind: Mapped[str] = mapped_column(Text)
    payload: Mapped[str] = mapped_column(Text)
    sha256: Mapped[str] = mapped_column(Text)
    created_at: Mapped[str] = mapped_column(Text)  # ISO 8601 UTC ("...Z"), informative


class OutboxAck(Base):
    """What an event archive acknowledged (issue 25's pusher): the highest seq the server
    committed and the ops hash both sides agreed on. Never part of an action or of undo."""

    __tablename__ = "outbox_acks"

    target: Mapped[str] = mapped_column(Text, primary_key=True)  # host:port/dbname
    acked_seq: Mapped[int] = mapped_column(Integer)
    ops_hash: Mapped[str | None] = mapped_column(Text, nullable=True)
    acked_at: Mapped[str | None] = mapped_column(Text, nullable=True)


class MatchRecord(Base):
    """The match record (issue 24): one row (id 1), made by the first change to it; the
    two players are ``MatchPlayer`` rows 1 and 2. Every change is a store action."""

    __tablename__ = "match_record"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_name: Mapped[str] = mapped_column(String(200), default="")
    event_round: Mapped[int | None] = mapped_column(Integer, nullable=True)
    event_table: Mapped[int | None] = mapped_column(Integer, nullable=True)
    scenario: Mapped[str] = mapped_column(String(200), default="")
    points_limit: Mapped[int | None] = mapped_column(Integer, nullable=True)
    first_player: Mapped[int | None] = mapped_column(Integer, nullable=True)  # 1 | 2
    end_reason: Mapped[str | None] = mapped_column(String(16), nullable=True)
    dispute_player: Mapped[int | None] = mapped_column(Integer, nullable=True)  # 1 | 2
    dispute_note: Mapped[str] = mapped_column(Text, default="")


class MatchPlayer(Base):
    """A player of the match record: ``id`` is the player's number (1 or 2). ``pin_salt``
    and ``pin_hash`` are the salted hash of the PIN the player confirms with (never the
    PIN; never in an outbox op)."""

    __tablename__ = "match_players"

    id: Mapped[int] = mapped_column(primary_key=True)
    side_id: Mapped[int | None] = mapped_column(ForeignKey("sides.id"), nullable=True)
    name: Mapped[str] = mapped_column(String(200), default="")
    player_code: Mapped[str | None] = mapped_column(String(64), nullable=True)
    faction: Mapped[str] = mapped_column(String(200), default="")
    list_sha256: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # [{"primary": int, "secondary": int}, ...], one per round.
    vp_by_round: Mapped[list[Any]] = mapped_column(JSON, default=list)
    result: Mapped[str | None] = mapped_column(String(8), nullable=True)  # entered, else None
    confirmed_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    confirmed_sha256: Mapped[str | None] = mapped_column(String(64), nullable=True)
    pin_salt: Mapped[str | None] = mapped_column(String(64), nullable=True)
    pin_hash: Mapped[str | None] = mapped_column(String(128), nullable=True)


# Tables the undo recorder never tracks (it writes them itself, or they are no part of
# the game's play: the outbox and its acknowledgements, issue 24).
UNTRACKED_TABLES = frozenset(
    {"actions", "action_rows", "alembic_version", "outbox", "outbox_acks", "sqlite_sequence"}
)

"""Generic undo: row images recorded for every action, and the ``Change`` services return.

For ``adjutant.store.file.game`` (which opens actions and runs undo/redo) and, through
``Change``, for the Qt models (issue 3, issue 9). Every service runs inside
``Game.action(label)``; mapper events on every ORM class note each row the flush
inserts, updates or deletes, reading its *before image* from the database the
first time the action touches it. When the action ends, the *after image* of
each touched row is read back, and both are written to ``action_rows``. Undo
writes the before images back, redo the after images, with Core statements that
bypass the ORM (so they are not recorded themselves). Services therefore get
undo for free, as long as they change rows through the ORM unit of work (not
bulk ``update()``/``delete()`` statements, which these events do not see).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    Connection,
    DateTime,
    Table,
    and_,
    delete,
    event,
    insert,
    inspect,
    select,
    update,
)
from sqlalchemy.orm import Mapper

from adjutant.store.file.models import UNTRACKED_TABLES, Base

if TYPE_CHECKING:
    from sqlalchemy import ColumnElement, RowMapping

Key = tuple[str, tuple[Any, ...]]
Image = dict[str, Any] | None


def _empty() -> Mapping[str, frozenset[int]]:
    return MappingProxyType({})


@dataclass(frozen=True)
class Change:
    """What one service call (or undo/redo) changed, for targeted Qt model signals.

    ``created`` / ``updated`` / ``deleted`` map a table name ("units",
    "formations", "events", "game"...) to the primary keys touched (single-column
    keys; for ``footprints`` the key is the unit id). ``result`` is the service's
    own answer (e.g. a resolution outcome), or None.
    """

    action_id: int | None
    label: str
    created: Mapping[str, frozenset[int]] = field(default_factory=_empty)
    updated: Mapping[str, frozenset[int]] = field(default_factory=_empty)
    deleted: Mapping[str, frozenset[int]] = field(default_factory=_empty)
    result: Any = None
    #: The players whose confirmation of the match record this action cleared (issue 24:
    #: the record changed after they confirmed it), for the window to say so.
    unconfirmed: tuple[int, ...] = ()

    def ids(self, table: str) -> frozenset[int]:
        """Every key of ``table`` this change touched."""
        return (
            self.created.get(table, frozenset())
            | self.updated.get(table, frozenset())
            | self.deleted.get(table, frozenset())
        )

    def touches(self, table: str) -> bool:
        return bool(self.ids(table))


def _tables() -> dict[str, Table]:
    return {t.name: t for t in Base.metadata.sorted_tables}


def encode(table: Table, row: Mapping[str, Any] | RowMapping) -> dict[str, Any]:
    """A row as JSON-ready values (datetimes as ISO text)."""
    out: dict[str, Any] = {}
    for col in table.columns:
        value = row[col.name]
        if isinstance(value, datetime):
            value = value.isoformat()
        out[col.name] = value
    return out


def decode(table: Table, image: Mapping[str, Any]) -> dict[str, Any]:
    """The inverse of :func:`encode`, for Core insert/update."""
    out: dict[str, Any] = {}
    for col in table.columns:
        if col.name not in image:
            continue
        value = image[col.name]
        if value is not None and isinstance(col.type, DateTime):
            value = datetime.fromisoformat(value)
        out[col.name] = value
    return out


def _pk_clause(table: Table, pk: Iterable[Any]) -> ColumnElement[bool]:
    return and_(*(c == v for c, v in zip(table.primary_key.columns, pk, strict=True)))


def read_image(conn: Connection, table: Table, pk: tuple[Any, ...]) -> Image:
    row = conn.execute(select(table).where(_pk_clause(table, pk))).mappings().first()
    return None if row is None else encode(table, row)


class Recorder:
    """Collects the before images of one action while its session flushes."""

    def __init__(self) -> None:
        self.before: dict[Key, Image] = {}  # insertion order = first touch order

    def note(self, conn: Connection, mapper: Mapper[Base], target: Base, *, inserted: bool) -> None:
        table = mapper.local_table
        if not isinstance(table, Table) or table.name in UNTRACKED_TABLES:
            return
        pk = tuple(mapper.primary_key_from_instance(target))
        key = (table.name, pk)
        if key in self.before:
            return
        # An inserted row did not exist before this action; otherwise read what the
        # database holds now, before this flush statement changes it.
        self.before[key] = None if inserted else read_image(conn, table, pk)

    def finish(self, conn: Connection) -> list[tuple[Key, Image, Image]]:
        """(key, before, after) for every row whose image really changed."""
        tables = _tables()
        out = []
        for key, before in self.before.items():
            after = read_image(conn, tables[key[0]], key[1])
            if after != before:
                out.append((key, before, after))
        return out


def _recorder(target: object) -> Recorder | None:
    session = inspect(target).session
    if session is None:
        return None
    recorder = session.info.get("recorder")
    return recorder if isinstance(recorder, Recorder) else None


@event.listens_for(Base, "after_insert", propagate=True)
def _after_insert(mapper: Mapper[Base], connection: Connection, target: Base) -> None:
    rec = _recorder(target)
    if rec is not None:
        rec.note(connection, mapper, target, inserted=True)


@event.listens_for(Base, "before_update", propagate=True)
def _before_update(mapper: Mapper[Base], connection: Connection, target: Base) -> None:
    rec = _recorder(target)
    if rec is not None:
        rec.note(connection, mapper, target, inserted=False)


@event.listens_for(Base, "before_delete", propagate=True)
def _before_delete(mapper: Mapper[Base], connection: Connection, target: Base) -> None:
    rec = _recorder(target)
    if rec is not None:
        rec.note(connection, mapper, target, inserted=False)


def write_images(conn: Connection, images: list[tuple[str, list[Any], Image]]) -> None:
    """Make each listed row equal its image (None = absent). Order: as given."""
    tables = _tables()
    for table_name, pk, image in images:
        table = tables[table_name]
        where = _pk_clause(table, pk)
        exists = conn.execute(select(*table.primary_key.columns).where(where)).first() is not None
        if image is None:
            if exists:
                conn.execute(delete(table).where(where))
        elif exists:
            conn.execute(update(table).where(where).values(decode(table, image)))
        else:
            conn.execute(insert(table).values(decode(table, image)))


def summarize(
    action_id: int | None,
    label: str,
    rows: Iterable[tuple[str, list[Any], Image, Image]],
    result: Any = None,
    unconfirmed: tuple[int, ...] = (),
) -> Change:
    """Build a Change from (table, pk, before, after) records."""
    created: dict[str, set[int]] = {}
    updated: dict[str, set[int]] = {}
    deleted: dict[str, set[int]] = {}
    for table, pk, before, after in rows:
        # pk is the JSON list stored in action_rows: one integer for every tracked table.
        ident: Any = pk[0] if len(pk) == 1 else tuple(pk)
        if before is None and after is None:
            continue
        target = created if before is None else deleted if after is None else updated
        target.setdefault(table, set()).add(ident)

    def freeze(d: dict[str, set[int]]) -> Mapping[str, frozenset[int]]:
        return MappingProxyType({k: frozenset(v) for k, v in d.items()})

    return Change(
        action_id, label, freeze(created), freeze(updated), freeze(deleted), result, unconfirmed
    )

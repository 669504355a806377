"""The writing side of an open game: the SQLAlchemy engine, sessions, actions, undo and redo.

For ``adjutant.store.file.game`` only (``Game`` delegates here), imported on the first
write, on ``Game.create`` / ``Game.open_url`` / a migration, or when the app calls
``Game.prepare_writer()`` on an idle moment after the game is shown. Opening and
reading a game never import this module: ``import sqlalchemy.orm`` alone costs a few
hundred milliseconds, too much for the launch goal (issue 9).

Durability (DESIGN.md: "a crash or a pulled plug loses nothing already shown"):
WAL journal and ``synchronous=FULL``. In WAL mode ``NORMAL`` already survives an
application crash, but a power cut may roll back the last few commits; with ``FULL``
each commit is fsynced before the service returns, which costs about a millisecond
per user action, nothing a player notices. On macOS ``fullfsync`` makes that flush
reach the disk itself, not only its cache.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import (
    URL,
    Connection,
    Engine,
    create_engine,
    delete,
    event,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.orm import Session, configure_mappers, sessionmaker
from sqlalchemy.pool import StaticPool

from adjutant.store.errors import DamagedGame, NewerVersion, NotAGameFile
from adjutant.store.file import confirmations, journal, ops
from adjutant.store.file.models import (
    Action,
    ActionRow,
    Base,
    Formation,
    GameMeta,
    OutboxOp,
    Side,
    TableRow,
)
from adjutant.store.format import outbox
from adjutant.store.format.fileformat import (
    APPLICATION_ID,
    BUSY_TIMEOUT_MS,
    DURABILITY_PRAGMAS,
    HEAD_REVISION,
    REVISIONS,
    SCHEMA_VERSION,
    now,
)
from adjutant.store.format.phases import phases_for
from adjutant.store.record import match as match_record

if TYPE_CHECKING:
    import sqlite3

    from sqlalchemy import Row

    from adjutant.store.file.game import Game


def install_sqlite_pragmas(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: sqlite3.Connection, _record: object) -> None:
        # Own the transactions (SQLAlchemy's pysqlite recipe) so BEGIN is explicit.
        dbapi_conn.isolation_level = None
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA foreign_keys = ON")
        cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        # synchronous = FULL, fullfsync, checkpoint_fullfsync: see game.DURABILITY_PRAGMAS.
        for pragma in DURABILITY_PRAGMAS:
            cur.execute(pragma)
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        # IMMEDIATE: take the write lock at the start, so a transaction never fails
        # half way for want of it (WAL readers are not blocked by it). Only the
        # writer's transactions begin so: the queries read on their own connection.
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def sqlite_engine(path: Path) -> Engine:
    # URL.create, not f"sqlite:///{path}": a URL string is parsed, so a file named
    # "x%20y.adjutant" became "x y.adjutant" and "a?b.adjutant" became "a" (issue 3).
    url = URL.create("sqlite", database=str(path))
    engine = create_engine(url, poolclass=StaticPool)
    install_sqlite_pragmas(engine)
    return engine


def url_engine(url: str) -> Engine:
    """An engine for ``Game.open_url`` / ``create_url`` (an in-memory SQLite keeps one connection)."""
    engine = (
        create_engine(url, poolclass=StaticPool) if url.endswith(":memory:") else create_engine(url)
    )
    if engine.dialect.name == "sqlite":
        install_sqlite_pragmas(engine)
    return engine


def sessions(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(engine, expire_on_commit=False)


def prepare(game: Game) -> None:
    """Do now what the first write would: engine, first connection (pragmas), ORM mappers,
    and the services module the windows call (a packaged app missing a module fails here)."""
    with game.engine.connect():
        pass  # the pool's "connect" event sets the pragmas; no transaction is begun
    configure_mappers()
    import adjutant.store.services.edits  # noqa: F401  (imported for its cost, not its names)


def mark_new_file(engine: Engine) -> None:
    """Application id, schema version and WAL mode on a new, empty game file."""
    # On the raw connection, outside any transaction: journal_mode cannot change
    # inside BEGIN (SQLAlchemy's autobegin would wrap it in one).
    raw = engine.raw_connection()
    try:
        # Mark the file before WAL mode starts, so the marks are written into the
        # main file itself: a game killed before its first checkpoint still reads as
        # an Adjutant game from its header.
        # A game file's engine is SQLite's (sqlite_engine): the driver's is sqlite3's.
        driver = cast("sqlite3.Connection", raw.driver_connection)
        driver.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        driver.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        driver.execute("PRAGMA journal_mode = WAL")
    finally:
        raw.close()


def initialise(
    game: Game,
    name: str,
    ruleset: Any,
    side_names: Sequence[str],
    dice_mode: str,
    seed: int | None,
) -> None:
    """The schema and the starting rows of a new game (two sides, their armies, the table)."""
    from adjutant.rules.ruleset import Ruleset
    from adjutant.store.format.validate import check_dice_mode, check_name

    name = check_name("name", name)
    check_dice_mode(dice_mode)
    if len(side_names) != 2:
        raise ValueError(f"side_names: a game has exactly two sides (got {side_names!r})")
    names = [check_name("side name", n) for n in side_names]
    # Validated through the rules' own reader, so a game never holds a ruleset
    # the tools cannot use (RuleInputError names the bad option).
    chosen = ruleset if isinstance(ruleset, Ruleset) else Ruleset.from_dict(ruleset)
    rules = chosen.to_dict()
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    Base.metadata.create_all(game.engine)
    stamp = now()
    with game.sessions.begin() as s:
        conn = s.connection()
        conn.execute(
            text(
                "CREATE TABLE IF NOT EXISTS alembic_version "
                "(version_num VARCHAR(32) NOT NULL PRIMARY KEY)"
            )
        )
        conn.execute(text("DELETE FROM alembic_version"))
        conn.execute(
            text("INSERT INTO alembic_version (version_num) VALUES (:v)"), {"v": HEAD_REVISION}
        )
        sides = [Side(name=n, position=i) for i, n in enumerate(names)]
        s.add_all(sides)
        s.flush()
        for side in sides:
            s.add(
                Formation(
                    side_id=side.id,
                    parent_id=None,
                    name=f"{side.name} army",
                    kind="army",
                    position=0,
                )
            )
        s.add(TableRow(id=1, width=72.0, height=48.0))
        s.add(
            GameMeta(
                id=1,
                name=name,
                created_at=stamp,
                modified_at=stamp,
                ruleset=rules,
                dice_mode=dice_mode,
                dice_seed=int(seed),
                dice_position=0,
                turn=1,
                active_side_id=sides[0].id,
                # The first phase this ruleset's tools play in (a gladiator arena: movement).
                phase=phases_for(chosen.tools)[0],
                game_uuid=outbox.new_uuid(),  # the game's identity (issue 24)
            )
        )


def read_version(engine: Engine, path: Path | None) -> int:
    """The schema version of a game reached by URL (``Game.open_url``)."""
    with engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            app_id = conn.exec_driver_sql("PRAGMA application_id").scalar()
            version = conn.exec_driver_sql("PRAGMA user_version").scalar()
            if app_id != APPLICATION_ID:
                raise NotAGameFile("This database is not an Adjutant game.", path)
            if version and version > SCHEMA_VERSION:
                raise NewerVersion(
                    f"This game was saved by a newer Adjutant (schema {version}).",
                    path,
                    schema=version,
                    supported=SCHEMA_VERSION,
                )
            return int(version or 0)
        revision = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
    by_revision = {r: v for v, r in REVISIONS.items()}
    if revision not in by_revision:
        raise NewerVersion(
            f"This game has schema revision {revision!r}, unknown to this Adjutant.",
            path,
            schema=-1,
            supported=SCHEMA_VERSION,
        )
    return by_revision[revision]


@dataclass
class ActionScope:
    """Yielded by ``Game.action``: the session to use, and after the block the Change.

    ``op_kind`` and ``op_fields``: the kind of the outbox op that records the action
    ("action" unless a match-record service says otherwise) and what it adds to the
    op's payload (issue 24, docs/sync-protocol.md)."""

    label: str
    session: Session
    action_id: int
    result: Any = None
    change: journal.Change | None = field(default=None)
    op_kind: str = outbox.ACTION
    op_fields: dict[str, Any] = field(default_factory=dict)
    #: Set by the match record's services, which clear confirmations themselves; for any
    #: other action the writer clears them when the record's content changed (issue 24).
    record_service: bool = False
    unconfirmed: tuple[int, ...] = ()
    unconfirm_reason: str = ""

    @property
    def ended(self) -> journal.Change:
        """The action's ``Change``, once its ``with`` block has ended (typed: never None)."""
        if self.change is None:
            raise RuntimeError(f"the action {self.label!r} has not ended")
        return self.change


@contextmanager
def action(game: Game, label: str) -> Iterator[ActionScope]:
    """``Game.action``: one user intent as one recorded transaction.

    Inside another action of the same game (a batch, issue 14) the inner one joins it:
    same session, same action id, one transaction and one undo step for the whole, so
    a batch is all-or-nothing by construction. The inner scope's ``change`` then only
    carries its ``result`` (the outer action's Change lists every row).
    """
    outer: ActionScope | None = game._action_scope
    if outer is not None:
        scope = ActionScope(label, outer.session, outer.action_id)
        yield scope
        outer.session.flush()
        if scope.op_kind != outbox.ACTION:  # a record change inside a batch names the op
            outer.op_kind = scope.op_kind
        outer.op_fields.update(scope.op_fields)
        outer.record_service = outer.record_service or scope.record_service
        if scope.unconfirmed:
            outer.unconfirmed = tuple(sorted({*outer.unconfirmed, *scope.unconfirmed}))
            outer.unconfirm_reason = scope.unconfirm_reason
        scope.change = journal.Change(outer.action_id, label, result=scope.result)
        return
    with game.transaction() as s:
        rec = journal.Recorder()
        s.info["recorder"] = rec
        conn = s.connection()
        # A new action makes the undone ones unreachable (QUndoStack does the same); the
        # outbox says so first, naming them (issue 24: the discard op).
        discarded = [
            op
            for op in conn.execute(
                select(Action.op_uuid).where(Action.undone.is_(True)).order_by(Action.id)
            ).scalars()
            if op is not None  # actions made before the outbox: the archive never had them
        ]
        undone = select(Action.id).where(Action.undone.is_(True))
        conn.execute(delete(ActionRow).where(ActionRow.action_id.in_(undone)))
        conn.execute(delete(Action).where(Action.undone.is_(True)))
        if discarded:
            _append(conn, outbox.DISCARD, {"actions": discarded}, record=False)
        meta = s.get(GameMeta, 1)
        if meta is None:
            raise DamagedGame("The game record is missing.", game.path)
        dice_before, turn, phase = meta.dice_position, meta.turn, meta.phase
        inserted = conn.execute(
            insert(Action).values(
                label=label, created_at=now(), undone=False, dice_before=dice_before
            )
        ).inserted_primary_key
        # A one-row insert has the key it was given (None only for an executemany).
        action_id: int = cast("Row[Any]", inserted)[0]
        scope = ActionScope(label, s, action_id)
        # Issue 24: the record's hash while a confirmation stands (None: none stands).
        confirmed = confirmations.confirmed_hash(s, game)
        game._action_scope = scope
        try:
            yield scope
        finally:
            game._action_scope = None
        if confirmed is not None and not scope.record_service:
            cleared = confirmations.unconfirm_if_changed(s, game, confirmed)
            if cleared:
                scope.unconfirmed = tuple(cleared)
                scope.unconfirm_reason = f"the game changed after confirming ({label})"
        meta.modified_at = now()
        s.flush()
        rows = rec.finish(conn)
        if rows:
            conn.execute(
                insert(ActionRow),
                [
                    {
                        "action_id": action_id,
                        "seq": i,
                        "table_name": key[0],
                        "pk": list(key[1]),
                        "before": before,
                        "after": after,
                    }
                    for i, (key, before, after) in enumerate(rows)
                ],
            )
        images = [(k[0], k[1], b, a) for k, b, a in rows]
        payload = ops.action_payload(
            action_id=action_id,
            label=label,
            turn=turn,
            phase=phase,
            rows=images,
            side_names=_side_names(conn),
            players=match_record.players_by_side(_raw(conn)),
        )
        payload.update(scope.op_fields)
        op = _append(conn, scope.op_kind, payload, record=_changes_record(images))
        if scope.unconfirmed:  # the action cleared the players' confirmations: say so
            _append(
                conn,
                outbox.UNCONFIRM,
                {"players": list(scope.unconfirmed), "reason": scope.unconfirm_reason},
                record=True,
            )
        conn.execute(
            update(Action)
            .where(Action.id == action_id)
            .values(dice_after=meta.dice_position, op_uuid=op)
        )
        s.info.pop("recorder", None)
    scope.change = journal.summarize(
        action_id,
        label,
        ((k[0], list(k[1]), b, a) for k, b, a in rows),
        scope.result,
        scope.unconfirmed,
    )


def replay(game: Game, action_id: int, *, undo: bool) -> journal.Change:
    """``Game.undo`` / ``Game.redo``: write an action's before (or after) images back."""
    with game.transaction() as s:
        conn = s.connection()
        action = conn.execute(select(Action).where(Action.id == action_id)).mappings().first()
        if action is None:
            raise ValueError(f"action_id: no action {action_id} to {'undo' if undo else 'redo'}")
        if undo:
            if action["undone"]:
                raise ValueError(f"action_id: action {action_id} is already undone")
            later = conn.execute(
                select(Action.id).where(Action.id > action_id, Action.undone.is_(False))
            ).first()
            if later is not None:
                raise ValueError(f"action_id: undo action {later[0]} before action {action_id}")
        else:
            if not action["undone"]:
                raise ValueError(f"action_id: action {action_id} is not undone")
            earlier = conn.execute(
                select(Action.id).where(Action.id < action_id, Action.undone.is_(True))
            ).first()
            if earlier is not None:
                raise ValueError(f"action_id: redo action {earlier[0]} before action {action_id}")
        rows = conn.execute(
            select(
                ActionRow.seq,
                ActionRow.table_name,
                ActionRow.pk,
                ActionRow.before,
                ActionRow.after,
            )
            .where(ActionRow.action_id == action_id)
            .order_by(ActionRow.seq)
        ).all()
        if game.engine.dialect.name == "sqlite":
            # Rows come back in any order (a formation before its parent...): check
            # foreign keys at commit, when the whole image is in place.
            conn.exec_driver_sql("PRAGMA defer_foreign_keys = ON")
        if undo:
            images = [(r.table_name, r.pk, r.before) for r in reversed(rows)]
            records = [(r.table_name, r.pk, r.after, r.before) for r in rows]
        else:
            images = [(r.table_name, r.pk, r.after) for r in rows]
            records = [(r.table_name, r.pk, r.before, r.after) for r in rows]
        journal.write_images(conn, images)
        conn.execute(update(Action).where(Action.id == action_id).values(undone=undo))
        _append(
            conn,
            outbox.UNDO if undo else outbox.REDO,
            {"action": action["op_uuid"], "action_id": action_id, "label": action["label"]},
            record=outbox.touches_record(r.table_name for r in rows),
        )
    verb = "Undo" if undo else "Redo"
    return journal.summarize(action_id, f"{verb} {action['label']}", records)


# ---------------------------------------------------------------- the outbox (issue 24)


def _append(conn: Connection, kind: str, payload: dict[str, Any], *, record: bool) -> str:
    """Write one outbox op in the current transaction; -> its op_uuid. ``record``: the
    transaction changed the match record, so the op carries it as it now stands."""
    if record:
        payload = {**payload, "record": match_record.export_in(_raw(conn))}
    values = outbox.new_op(kind, payload)
    conn.execute(_OUTBOX_INSERT, values)  # one statement, compiled once (cached)
    op_uuid: str = values["op_uuid"]
    return op_uuid


_OUTBOX_INSERT = insert(OutboxOp)


def _changes_record(images: Iterable[tuple[str, object, object, object]]) -> bool:
    return outbox.touches_record(table for table, *_ in images)


def _side_names(conn: Connection) -> dict[int, str]:
    return {i: n for i, n in conn.execute(select(Side.id, Side.name))}


def _raw(conn: Connection) -> sqlite3.Connection:
    """The driver's own ``sqlite3`` connection, inside this transaction (the match record
    reads through it as the queries do)."""
    return cast("sqlite3.Connection", conn.connection.driver_connection)

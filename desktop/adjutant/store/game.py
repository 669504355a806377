"""The game file: create, open (checks, lock, migration), sessions, actions, undo/redo.

For the windows (File > New / Open), the command line and every store service
(issue 3). One game = one SQLite file. Opening checks, before SQLite writes a
byte, that the file is an Adjutant game (``application_id``) of a schema this
version understands (``user_version``), that nobody else holds it (a lock file)
and that the location is writable; any problem is a typed ``StoreError`` and
the file is left as it was.

Durability (DESIGN.md: "a crash or a pulled plug loses nothing already shown"):
WAL journal and ``synchronous=FULL``. In WAL mode ``NORMAL`` already survives
an application crash, but a power cut may roll back the last few commits; with
``FULL`` each commit is fsynced before the service returns, which costs about
a millisecond per user action, nothing a player notices. On macOS ``fullfsync``
makes that flush reach the disk itself, not only its cache.
"""

from __future__ import annotations

import errno
import os
import random
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, delete, event, insert, select, text, update
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

from adjutant.store import journal
from adjutant.store.errors import (
    DamagedGame,
    GameInUse,
    NewerVersion,
    NotAGameFile,
    ReadOnlyLocation,
    StoreError,
    classify,
)
from adjutant.store.lock import GameLock
from adjutant.store.models import (
    APPLICATION_ID,
    HEAD_REVISION,
    PHASES,
    REVISIONS,
    SCHEMA_VERSION,
    Action,
    ActionRow,
    Base,
    Formation,
    GameMeta,
    Side,
    TableRow,
)

SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 2000
DICE_MODES = ("virtual", "physical")


def now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


@dataclass(frozen=True)
class Header:
    """What the first 100 bytes of a file say (read without SQLite)."""

    size: int
    page_size: int
    page_count: int
    application_id: int
    user_version: int
    counts_valid: bool


def read_header(path: Path) -> Header:
    """Read the SQLite header; NotAGameFile / DamagedGame if it is not a sound game header."""
    try:
        size = path.stat().st_size
        with path.open("rb") as fh:
            head = fh.read(100)
    except IsADirectoryError:
        raise NotAGameFile(f"{path.name} is a folder, not an Adjutant game.", path) from None
    except PermissionError:
        raise ReadOnlyLocation(f"Adjutant is not allowed to read {path.name}.", path) from None
    if size == 0:
        raise NotAGameFile(f"{path.name} is empty: it is not an Adjutant game.", path)
    if not head.startswith(SQLITE_MAGIC):
        raise NotAGameFile(f"{path.name} is not an Adjutant game.", path)
    if len(head) < 100:
        raise DamagedGame(f"{path.name} is damaged: it is cut short.", path)
    raw_page = int.from_bytes(head[16:18], "big")
    page_size = 65536 if raw_page == 1 else raw_page
    app_id = int.from_bytes(head[68:72], "big", signed=True)
    version = int.from_bytes(head[60:64], "big", signed=True)
    change_counter = int.from_bytes(head[24:28], "big")
    valid_for = int.from_bytes(head[92:96], "big")
    page_count = int.from_bytes(head[28:32], "big")
    return Header(size, page_size, page_count, app_id, version, change_counter == valid_for)


def check_header(path: Path, header: Header) -> None:
    """Refuse other programs' files, newer schemas and truncated games (nothing is written)."""
    if header.application_id != APPLICATION_ID:
        raise NotAGameFile(
            f"{path.name} is a database of another program, not an Adjutant game.", path
        )
    if header.user_version > SCHEMA_VERSION:
        raise NewerVersion(
            f"{path.name} was saved by a newer Adjutant (game schema {header.user_version}; "
            f"this Adjutant reads schemas up to {SCHEMA_VERSION}). Please update Adjutant.",
            path,
            schema=header.user_version,
            supported=SCHEMA_VERSION,
        )
    if header.user_version < 1:
        raise DamagedGame(f"{path.name} is damaged: it has no schema version.", path)
    wal = path.with_name(path.name + "-wal")
    wal_has_data = wal.exists() and wal.stat().st_size > 0
    # While a write-ahead log holds data a checkpoint may be half done; SQLite
    # finishes it on open, so the size check only applies to a settled file.
    if (
        header.counts_valid
        and not wal_has_data
        and header.size < header.page_size * header.page_count
    ):
        raise DamagedGame(
            f"{path.name} is damaged: it is cut short ({header.size} of "
            f"{header.page_size * header.page_count} bytes).",
            path,
        )


def _check_writable(path: Path) -> None:
    st = path.stat()
    if not os.access(path, os.W_OK) or not st.st_mode & (
        stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    ):
        raise ReadOnlyLocation(
            f"{path.name} is read-only. Copy it to a folder you can write to, or make it writable.",
            path,
        )
    folder = path.parent
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ReadOnlyLocation(
            f"The folder of {path.name} is read-only: Adjutant needs to write beside the "
            "game. Copy it to a folder you can write to.",
            path,
        )


def _take_lock(path: Path, in_use: str) -> GameLock:
    """The game's lock, or GameInUse(``in_use``) / ReadOnlyLocation / DiskFull (nothing written)."""
    lock = GameLock(path)
    try:
        if lock.acquire():
            return lock
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            # The lock file beside the game cannot be made: the folder is read-only.
            raise ReadOnlyLocation(
                f"The folder of {path.name} is read-only: Adjutant needs to write beside "
                "the game. Copy it to a folder you can write to.",
                path,
            ) from exc
        if exc.errno in _NO_LOCKS:
            raise StoreError(
                f"{path.name} is on a drive that cannot lock files, so Adjutant cannot keep "
                "two programs from changing it at once. Copy it to a folder on this computer.",
                path,
            ) from exc
        raise classify(exc, path) or exc from exc
    raise GameInUse(in_use, path)


# flock() refused by the file system itself (not "held elsewhere").
_NO_LOCKS = frozenset(
    getattr(errno, name)
    for name in ("ENOLCK", "EOPNOTSUPP", "ENOTSUP", "ENOSYS")
    if hasattr(errno, name)
)


def _install_sqlite_pragmas(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn, _record) -> None:
        # Own the transactions (SQLAlchemy's pysqlite recipe) so BEGIN is explicit.
        dbapi_conn.isolation_level = None
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA foreign_keys = ON")
        cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cur.execute("PRAGMA synchronous = FULL")
        # macOS: fsync() leaves the data in the drive's cache, which a dying battery
        # loses; F_FULLFSYNC flushes it. SQLite ignores these where F_FULLFSYNC does not
        # exist (Linux, Windows flush through FlushFileBuffers/fsync already).
        cur.execute("PRAGMA fullfsync = ON")
        cur.execute("PRAGMA checkpoint_fullfsync = ON")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn) -> None:
        # IMMEDIATE: take the write lock at the start, so a transaction never fails
        # half way for want of it (WAL readers are not blocked by it).
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def _sqlite_engine(path: Path) -> Engine:
    # URL.create, not f"sqlite:///{path}": a URL string is parsed, so a file named
    # "x%20y.adjutant" became "x y.adjutant" and "a?b.adjutant" became "a" (issue 3).
    url = URL.create("sqlite", database=str(path))
    engine = create_engine(url, poolclass=StaticPool)
    _install_sqlite_pragmas(engine)
    return engine


@dataclass
class ActionScope:
    """Yielded by ``Game.action``: the session to use, and after the block the Change."""

    label: str
    session: Session
    action_id: int
    result: Any = None
    change: journal.Change | None = field(default=None)


class Game:
    """An open game. Use ``Game.create`` / ``Game.open`` / ``Game.open_url``; close it (or ``with``)."""

    def __init__(self, engine: Engine, path: Path | None, lock: GameLock | None) -> None:
        self.engine = engine
        self.path = path
        self._lock = lock
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        self.backup_path: Path | None = None  # set when opening migrated an older file
        self.migrated_from: int | None = None
        self.closed = False

    # ---------------------------------------------------------------- opening

    @classmethod
    def create(
        cls,
        path: Path | str,
        *,
        name: str,
        ruleset: Any,
        side_names: tuple[str, str] = ("Blue", "Red"),
        dice_mode: str = "virtual",
        seed: int | None = None,
    ) -> Game:
        """Create a new game file at ``path`` (which must not exist) at the head schema."""
        path = Path(path)
        if path.exists():
            raise FileExistsError(f"{path} already exists")
        lock = _take_lock(path, f"{path.name} is in use by another Adjutant.")
        engine = _sqlite_engine(path)
        game = cls(engine, path, lock)
        try:
            # On the raw connection, outside any transaction: journal_mode cannot
            # change inside BEGIN (SQLAlchemy's autobegin would wrap it in one).
            raw = engine.raw_connection()
            try:
                # Mark the file before WAL mode starts, so the marks are written into the
                # main file itself: a game killed before its first checkpoint still
                # reads as an Adjutant game from its header.
                raw.driver_connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                raw.driver_connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                raw.driver_connection.execute("PRAGMA journal_mode = WAL")
            finally:
                raw.close()
            game._initialise(name, ruleset, side_names, dice_mode, seed)
        except BaseException as exc:
            game.close()
            for leftover in (
                path,
                path.with_name(path.name + "-wal"),
                path.with_name(path.name + "-shm"),
            ):
                leftover.unlink(missing_ok=True)
            mapped = classify(exc, path)
            if mapped is not None:
                raise mapped from exc
            raise
        return game

    @classmethod
    def create_url(cls, url: str, **kwargs: Any) -> Game:
        """Create a game in any SQLAlchemy database (an empty one). Same keywords as ``create``."""
        engine = (
            create_engine(url, poolclass=StaticPool)
            if url.endswith(":memory:")
            else create_engine(url)
        )
        if engine.dialect.name == "sqlite":
            _install_sqlite_pragmas(engine)
        game = cls(engine, None, None)
        game._initialise(
            kwargs["name"],
            kwargs["ruleset"],
            kwargs.get("side_names", ("Blue", "Red")),
            kwargs.get("dice_mode", "virtual"),
            kwargs.get("seed"),
        )
        return game

    def _initialise(
        self, name: str, ruleset: Any, side_names, dice_mode: str, seed: int | None
    ) -> None:
        from adjutant.store.validate import check_dice_mode, check_name

        name = check_name("name", name)
        check_dice_mode(dice_mode)
        if len(side_names) != 2:
            raise ValueError(f"side_names: a game has exactly two sides (got {side_names!r})")
        names = [check_name("side name", n) for n in side_names]
        from adjutant.rules.ruleset import Ruleset

        # Validated through the rules' own reader, so a game never holds a ruleset
        # the tools cannot use (RuleInputError names the bad option).
        rules = (
            ruleset.to_dict()
            if isinstance(ruleset, Ruleset)
            else Ruleset.from_dict(ruleset).to_dict()
        )
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        Base.metadata.create_all(self.engine)
        stamp = now()
        with self._sessions.begin() as s:
            conn = s.connection()
            conn.execute(
                text(
                    "CREATE TABLE IF NOT EXISTS alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)"
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
                    phase=PHASES[0],
                )
            )

    @classmethod
    def open(cls, path: Path | str) -> Game:
        """Open a game file; migrate an older schema (after a backup copy beside it).

        Raises a ``StoreError`` subclass (NotAGameFile, DamagedGame, NewerVersion,
        GameInUse, ReadOnlyLocation, DiskFull) with the file untouched.
        """
        path = Path(path)
        if not path.exists():
            raise StoreError(
                f"{path.name} does not exist (it may have been moved or deleted).", path
            )
        if path.is_dir():
            raise NotAGameFile(f"{path.name} is a folder, not an Adjutant game.", path)
        # The lock first: while another Adjutant holds the game, its header may not
        # be settled yet (WAL), and "in use" is the answer the player needs.
        lock = _take_lock(path, f"{path.name} is open in another Adjutant. Close it there first.")
        try:
            check_header(path, read_header(path))
            _check_writable(path)
        except BaseException:
            lock.release()
            raise
        engine = _sqlite_engine(path)
        game = cls(engine, path, lock)
        try:
            version = game._read_version()
            if version < SCHEMA_VERSION:
                game._migrate(version)
            game._check_readable()
        except BaseException as exc:
            game.close()
            mapped = classify(exc, path)
            if mapped is not None:
                raise mapped from exc
            raise
        return game

    @classmethod
    def open_url(cls, url: str) -> Game:
        """Open a game held in any SQLAlchemy database (no file checks, no lock)."""
        engine = create_engine(url)
        if engine.dialect.name == "sqlite":
            _install_sqlite_pragmas(engine)
        game = cls(engine, None, None)
        version = game._read_version()
        if version > SCHEMA_VERSION:
            game.close()
            raise NewerVersion(
                f"This game was saved by a newer Adjutant (schema {version}).",
                None,
                schema=version,
                supported=SCHEMA_VERSION,
            )
        if version < SCHEMA_VERSION:
            game._migrate(version)
        return game

    def _read_version(self) -> int:
        with self.engine.connect() as conn:
            if self.engine.dialect.name == "sqlite":
                app_id = conn.exec_driver_sql("PRAGMA application_id").scalar()
                version = conn.exec_driver_sql("PRAGMA user_version").scalar()
                if app_id != APPLICATION_ID:
                    raise NotAGameFile("This database is not an Adjutant game.", self.path)
                if version and version > SCHEMA_VERSION:
                    raise NewerVersion(
                        f"This game was saved by a newer Adjutant (schema {version}).",
                        self.path,
                        schema=version,
                        supported=SCHEMA_VERSION,
                    )
                return int(version or 0)
            revision = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
        by_revision = {r: v for v, r in REVISIONS.items()}
        if revision not in by_revision:
            raise NewerVersion(
                f"This game has schema revision {revision!r}, unknown to this Adjutant.",
                self.path,
                schema=-1,
                supported=SCHEMA_VERSION,
            )
        return by_revision[revision]

    def _check_readable(self) -> None:
        """A cheap read of the schema and the game row: a damaged header page fails here."""
        with self.engine.connect() as conn:
            conn.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar()
            if conn.execute(select(GameMeta.id)).first() is None:
                raise DamagedGame(
                    f"{self.path.name} is damaged: its game record is missing.", self.path
                )

    def _migrate(self, version: int) -> None:
        """Back up, then upgrade to head with Alembic (imported only now: it is slow to import)."""
        from adjutant.store import migrate

        if self.path is not None:
            self.backup_path = migrate.backup(self.engine, self.path, version)
        migrate.upgrade(self.engine)
        self.migrated_from = version

    # ---------------------------------------------------------------- lifetime

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.engine.dispose()
        if self._lock is not None:
            self._lock.release()

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return SCHEMA_VERSION

    # ---------------------------------------------------------------- sessions

    def _raise_classified(self, exc: BaseException) -> None:
        mapped = classify(exc, self.path)
        if mapped is not None:
            raise mapped from exc

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One short transaction (not recorded for undo): commit on success, roll back on error.

        For queries; services use ``action``.
        """
        if self.closed:
            raise StoreError("The game is closed.", self.path)
        session = self._sessions()
        try:
            with session.begin():
                yield session
        except BaseException as exc:
            self._raise_classified(exc)
            raise
        finally:
            session.close()

    @contextmanager
    def action(self, label: str) -> Iterator[ActionScope]:
        """One user intent as one recorded transaction; ``scope.change`` is set on success.

        Set ``scope.result`` inside the block to hand a value back in ``Change.result``.
        """
        with self.transaction() as s:
            rec = journal.Recorder()
            s.info["recorder"] = rec
            conn = s.connection()
            # A new action makes the undone ones unreachable (QUndoStack does the same).
            undone = select(Action.id).where(Action.undone.is_(True))
            conn.execute(delete(ActionRow).where(ActionRow.action_id.in_(undone)))
            conn.execute(delete(Action).where(Action.undone.is_(True)))
            meta = s.get(GameMeta, 1)
            if meta is None:
                raise DamagedGame("The game record is missing.", self.path)
            dice_before = meta.dice_position
            action_id = conn.execute(
                insert(Action).values(
                    label=label, created_at=now(), undone=False, dice_before=dice_before
                )
            ).inserted_primary_key[0]
            scope = ActionScope(label, s, action_id)
            yield scope
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
            conn.execute(
                update(Action).where(Action.id == action_id).values(dice_after=meta.dice_position)
            )
            s.info.pop("recorder", None)
        scope.change = journal.summarize(
            action_id, label, ((k[0], list(k[1]), b, a) for k, b, a in rows), scope.result
        )

    # ---------------------------------------------------------------- undo

    def undo(self, action_id: int) -> journal.Change:
        """Undo the most recent action still done: restore every row's before image exactly."""
        return self._replay(action_id, undo=True)

    def redo(self, action_id: int) -> journal.Change:
        """Redo the earliest undone action: re-apply its after images."""
        return self._replay(action_id, undo=False)

    def _replay(self, action_id: int, *, undo: bool) -> journal.Change:
        with self.transaction() as s:
            conn = s.connection()
            action = conn.execute(select(Action).where(Action.id == action_id)).mappings().first()
            if action is None:
                raise ValueError(
                    f"action_id: no action {action_id} to {'undo' if undo else 'redo'}"
                )
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
                    raise ValueError(
                        f"action_id: redo action {earlier[0]} before action {action_id}"
                    )
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
            if self.engine.dialect.name == "sqlite":
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
        verb = "Undo" if undo else "Redo"
        return journal.summarize(action_id, f"{verb} {action['label']}", records)

    def undoable(self) -> list[tuple[int, str]]:
        """(action_id, label) of done actions, oldest first."""
        with self.transaction() as s:
            return [
                tuple(r)
                for r in s.execute(
                    select(Action.id, Action.label)
                    .where(Action.undone.is_(False))
                    .order_by(Action.id)
                )
            ]

    def redoable(self) -> list[tuple[int, str]]:
        """(action_id, label) of undone actions, next to redo first."""
        with self.transaction() as s:
            return [
                tuple(r)
                for r in s.execute(
                    select(Action.id, Action.label)
                    .where(Action.undone.is_(True))
                    .order_by(Action.id)
                )
            ]


def copy_database(src: Path, dst: Path) -> None:
    """A consistent copy of a SQLite file (WAL content included) via the backup API."""
    # as_uri() percent-encodes the path: a "?", "#" or "%" in a name stays part of it.
    # "rw", not "ro": a read-only connection to a closed WAL game leaves -wal and -shm
    # files beside it that it may not delete; "rw" still never creates a missing file.
    source = sqlite3.connect(Path(src).resolve().as_uri() + "?mode=rw", uri=True)
    try:
        target = sqlite3.connect(dst)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()

"""The game file: create, open (checks, lock, migration), reads, sessions, actions, undo/redo.

For the windows (File > New / Open), the command line and every store service
(issue 3). One game = one SQLite file. Opening checks, before SQLite writes a
byte, that the file is an Adjutant game (``application_id``) of a schema this
version understands (``user_version``), that nobody else holds it (a lock file)
and that the location is writable; any problem is a typed ``StoreError`` and
the file is left as it was.

Two connections per open game (issue 9, launch goal):

- the *reader*, a plain ``sqlite3`` connection opened by ``Game.open``, through
  which ``adjutant.store.read.queries`` read (``Game.read()``): each query is one short
  deferred transaction (``BEGIN`` … ``COMMIT``), so it sees every committed write,
  never takes the write lock and never pins an old snapshot of the write-ahead log;
- the *writer*, the SQLAlchemy engine of ``adjutant.store.file.writer``, made on first use
  (a service's ``Game.action``, ``Game.transaction``, undo/redo, a migration) or
  when the app calls ``Game.prepare_writer()`` on an idle moment after the game is
  shown. Opening a game at the head schema and reading it import no SQLAlchemy.

``Game.read()`` is the one way to read (issues 23 and 28): the reader, or inside an
action the action's own connection, so a plan made inside a batch sees the batch's
writes; plain SQL text either way.

Durability (DESIGN.md): WAL journal, ``synchronous=FULL`` and, on macOS,
``fullfsync`` on both connections (see ``adjutant.store.file.writer``); the reader never
writes, but the last connection to close checkpoints the log into the file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import sqlite3
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from adjutant.store.errors import (
    DamagedGame,
    DiskFull,
    GameInUse,
    NewerVersion,
    NoRoomToOpen,
    NotAGameFile,
    ReadOnlyLocation,
    StoreError,
    UnreadableFile,
    classify,
    damaged_by,
    raise_classified,
)
from adjutant.store.file.lock import GameLock
from adjutant.store.format.fileformat import (
    APPLICATION_ID,
    BUSY_TIMEOUT_MS,
    DURABILITY_PRAGMAS,
    SCHEMA_VERSION,
)

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.orm import Session, sessionmaker

    from adjutant.store.file import journal
    from adjutant.store.file.writer import ActionScope

SQLITE_MAGIC = b"SQLite format 3\x00"
DICE_MODES = ("virtual", "physical")


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
        raise NotAGameFile(
            f"{path.name} is a folder, not an Adjutant game.", path, NotAGameFile.FOLDER
        ) from None
    except PermissionError:
        raise UnreadableFile(
            f"Adjutant is not allowed to read {path.name}: its permissions keep you out. "
            "Ask whoever owns it, or open a copy you may read.",
            path,
        ) from None
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


def check_exists(path: Path) -> None:
    """A clear StoreError when ``path`` is no game file to open: missing, a folder, a loop
    of symbolic links (issue 16)."""
    try:
        st = path.stat()
    except OSError as exc:
        if exc.errno == errno.ELOOP or isinstance(exc, RuntimeError):
            raise NotAGameFile(
                f"{path.name} is a link that leads back to itself (a loop of links), "
                "not an Adjutant game.",
                path,
                NotAGameFile.LINK_LOOP,
            ) from None
        if isinstance(exc, PermissionError):
            raise UnreadableFile(
                f"Adjutant is not allowed to reach {path.name} (the permissions of its "
                "folder keep you out).",
                path,
            ) from None
        raise StoreError(
            f"{path.name} does not exist (it may have been moved or deleted).", path
        ) from None
    if stat.S_ISDIR(st.st_mode):
        raise NotAGameFile(
            f"{path.name} is a folder, not an Adjutant game.", path, NotAGameFile.FOLDER
        )
    if not stat.S_ISREG(st.st_mode):
        raise NotAGameFile(f"{path.name} is not a file, so not an Adjutant game.", path)


def _settle_leftover_log(path: Path) -> tuple[Path, ...]:
    """Set aside a leftover write-ahead log that does not belong to the game (issue 16).

    Called with the game's lock held (no live Adjutant writes the log). -> the new names
    of what was set aside (empty when there was no log, or it belongs)."""
    from adjutant.store.file import leftover_log

    if not leftover_log.has_log(path):
        return ()
    verdict, problem = leftover_log.inspect_log(path)
    if verdict == leftover_log.BELONGS:
        return ()  # the game's own log: SQLite replays it
    if verdict == leftover_log.DAMAGED:
        # Neither the pair nor the game alone is sound: say so before SQLite replays the
        # log into the file (a damaged game is left as it is).
        # inspect_log names what is wrong with a DAMAGED pair (checked just above).
        raise DamagedGame(f"{path.name} is damaged: {problem}.", path, (cast(str, problem),))
    try:
        return (leftover_log.set_aside(path),)
    except OSError as exc:
        raise StoreError(
            f"A leftover log beside {path.name} does not belong to it, and Adjutant could not "
            f"move it out of the way ({exc.strerror or exc}). Move {path.name}-wal elsewhere, "
            "then open the game again.",
            path,
        ) from exc


def _no_room_to_open(exc: BaseException, path: Path) -> BaseException:
    """An I/O error while opening on a drive with no room left: NoRoomToOpen (issue 16);
    anything else as it is."""
    mapped = classify(exc, path)
    if not isinstance(mapped, StoreError) or type(mapped) not in (StoreError, DiskFull):
        return exc
    try:
        free = shutil.disk_usage(path.parent).free
    except OSError:
        return exc
    if free >= _ROOM_TO_OPEN:
        return exc
    return NoRoomToOpen(
        f"The disk is full: Adjutant needs a little free space beside {path.name} to open "
        "it. Free some space on the drive, then open it again.",
        path,
    )


#: What SQLite needs beside a game to open it: its shared-memory index and a first log.
_ROOM_TO_OPEN = 256 * 1024


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


def _connect_reader(file: Path) -> sqlite3.Connection:
    """The reader's plain ``sqlite3`` connection to an existing game file."""
    # as_uri() percent-encodes the path: a "?", "#" or "%" in a name stays part of it.
    # "rw", not "ro": a read-only connection leaves -wal and -shm beside a closed WAL
    # game that it may not delete; "rw" still never creates a missing file.
    # isolation_level=None: the reader issues its own BEGIN / COMMIT (Reader.read).
    conn = sqlite3.connect(
        file.as_uri() + "?mode=rw", uri=True, isolation_level=None, check_same_thread=False
    )
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        for pragma in DURABILITY_PRAGMAS:
            conn.execute(pragma)
        # A reader never writes a row: a bug that tried would fail here, not change the game.
        conn.execute("PRAGMA query_only = ON")
    except BaseException:
        conn.close()
        raise
    return conn


class Reader:
    """Short read transactions for the queries, without SQLAlchemy (issue 9).

    A file game reads through its own ``sqlite3`` connection. A game reached by URL
    (``Game.open_url`` / ``create_url``) reads through one connection taken from its
    engine's pool at the first read and kept until close (an in-memory database has
    only one); its driver must be Python's ``sqlite3`` (the queries are SQLite SQL).
    """

    def __init__(self, conn: sqlite3.Connection | None, engine: Engine | None = None) -> None:
        self._conn = conn
        self._engine = engine
        self._pooled: Any = None  # the engine's pooled connection holding _conn
        # One connection for every thread: each read transaction holds it alone.
        self._mutex = threading.RLock()

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            if self._engine is None:
                raise StoreError("The game is closed.")
            pooled = self._engine.raw_connection()
            conn = pooled.driver_connection
            if not isinstance(conn, sqlite3.Connection):
                pooled.close()
                raise StoreError(
                    "Adjutant reads games from SQLite databases only "
                    f"(this one is {self._engine.dialect.name})."
                )
            self._pooled, self._conn = pooled, conn
        return self._conn

    @contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        with self._mutex:
            conn = self._connection()
            if conn.in_transaction:
                # Inside a read of ours, or (an in-memory URL game, one connection) inside
                # the writer's transaction: read within it, and leave it as it is.
                yield conn
                return
            # Deferred: a read lock (a WAL snapshot) at the first SELECT, never the write
            # lock, and given back at COMMIT so no old snapshot stays pinned.
            conn.execute("BEGIN")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:  # SQLite may have ended it already (BUSY, CORRUPT)
                    with contextlib.suppress(sqlite3.Error):
                        conn.execute("ROLLBACK")
                raise
            if conn.in_transaction:
                conn.execute("COMMIT")

    @property
    def pooled(self) -> bool:
        """True when reading through a connection of the engine's pool (a URL game)."""
        return self._pooled is not None

    def close(self) -> None:
        with self._mutex:
            conn, self._conn = self._conn, None
            pooled, self._pooled = self._pooled, None
            self._engine = None
            if pooled is not None:
                pooled.close()
            elif conn is not None:
                conn.close()


class Game:
    """An open game. Use ``Game.create`` / ``Game.open`` / ``Game.open_url``; close it (or ``with``).

    ``game.engine`` (SQLAlchemy) is made on first use; ``prepare_writer()`` makes it now.
    """

    def __init__(
        self,
        engine: Engine | None,
        path: Path | None,
        lock: GameLock | None,
        *,
        reader: Reader | None = None,
    ) -> None:
        self.path = path
        # Absolute once, so the lazily made engine opens the same file even if the
        # working folder changed meanwhile (and meets the reader on the same -wal).
        self._file = Path(os.path.abspath(path)) if path is not None else None
        self._engine = engine
        self._sessions: sessionmaker[Session] | None = None
        self._lock = lock
        self._reader = reader if reader is not None else Reader(None, engine)
        self.backup_path: Path | None = None  # set when opening migrated an older file
        self.migrated_from: int | None = None
        #: Leftover files beside the game that did not belong to it, set aside (renamed)
        #: when it was opened (issue 16): the window tells the player.
        self.set_aside: tuple[Path, ...] = ()
        self.closed = False
        # The action being recorded (writer.action), so nested actions join it.
        self._action_scope: ActionScope | None = None
        # The thread running that action: its reads go through the action (``read``).
        self._action_thread: int | None = None

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
        from adjutant.store.file import writer

        path = Path(path)
        if path.exists():
            raise FileExistsError(f"{path} already exists")
        lock = _take_lock(path, f"{path.name} is in use by another Adjutant.")
        game = cls(None, path, lock)
        try:
            writer.mark_new_file(game.engine)
            # The file exists now: every name it may be given later meets on this lock.
            if not lock.lock_identity():
                raise GameInUse(f"{path.name} is in use by another Adjutant.", path)
            writer.initialise(game, name, ruleset, side_names, dice_mode, seed)
            # A game made with a path has its file (``_file``, from ``path``).
            game._reader = Reader(_connect_reader(cast(Path, game._file)))
        except BaseException as exc:
            game.close()
            for leftover in (
                path,
                path.with_name(path.name + "-wal"),
                path.with_name(path.name + "-shm"),
            ):
                leftover.unlink(missing_ok=True)
            raise_classified(exc, path)
        return game

    @classmethod
    def create_url(cls, url: str, **kwargs: Any) -> Game:
        """Create a game in any SQLAlchemy database (an empty one). Same keywords as ``create``.

        The queries read SQLite databases only (they are plain SQLite SQL)."""
        from adjutant.store.file import writer

        game = cls(writer.url_engine(url), None, None)
        writer.initialise(
            game,
            kwargs["name"],
            kwargs["ruleset"],
            kwargs.get("side_names", ("Blue", "Red")),
            kwargs.get("dice_mode", "virtual"),
            kwargs.get("seed"),
        )
        return game

    @classmethod
    def open(cls, path: Path | str) -> Game:
        """Open a game file; migrate an older schema (after a backup copy beside it).

        Raises a ``StoreError`` subclass (NotAGameFile, DamagedGame, NewerVersion,
        GameInUse, ReadOnlyLocation, UnreadableFile, DiskFull / NoRoomToOpen) with the file
        untouched. A game at the head schema is opened and checked through the plain
        ``sqlite3`` reader: no SQLAlchemy is imported (issue 9); a migration imports it,
        and Alembic.

        Issue 16: a leftover write-ahead log that does not belong to the game is set aside
        before SQLite sees it (``set_aside`` names it, for the window to tell the player);
        every stored value is checked as the services bound it (``adjutant.store.read.stored``;
        the long tables — events, actions, the undo journal — where they are read), and a
        value no service would write is DamagedGame naming the record and the field.
        """
        path = Path(path)
        check_exists(path)
        # The lock first: while another Adjutant holds the game, its header may not
        # be settled yet (WAL), and "in use" is the answer the player needs.
        lock = _take_lock(path, f"{path.name} is open in another Adjutant. Close it there first.")
        try:
            check_header(path, read_header(path))
            _check_writable(path)
            # Before SQLite sees a leftover log: is it this game's? (issue 16)
            set_aside = _settle_leftover_log(path)
        except BaseException:
            lock.release()
            raise
        game = cls(None, path, lock)
        game.set_aside = set_aside
        side_files = [path.with_name(path.name + s) for s in ("-wal", "-shm")]
        existed = [f.exists() for f in side_files]
        try:
            # A game opened from a path has its file (``_file``, from ``path``).
            game._reader = Reader(_connect_reader(cast(Path, game._file)))
            version = game._read_version()
            if version < SCHEMA_VERSION:
                game._migrate(version)
            game._check_readable()
            game._check_stored()
        except BaseException as exc:
            game.close()
            # Side files SQLite made for this open and could not fill (a full disk) are
            # not left behind; the lock is released, so nobody else is using them.
            for side, was_there in zip(side_files, existed, strict=True):
                if not was_there:
                    with contextlib.suppress(OSError):
                        side.unlink(missing_ok=True)
            raise_classified(_no_room_to_open(exc, path), path)
        return game

    @classmethod
    def open_url(cls, url: str) -> Game:
        """Open a game held in any SQLAlchemy database (no file checks, no lock)."""
        from adjutant.store.file import writer

        engine = writer.url_engine(url)
        game = cls(engine, None, None)
        version = writer.read_version(engine, None)
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
        """``application_id`` and ``user_version`` as SQLite reads them (the log included)."""
        with self.read() as conn:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
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

    def _check_readable(self) -> None:
        """A cheap read of the schema and the game row: a damaged header page fails here."""
        with self.read() as conn:
            tables = {
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
            row = (
                conn.execute("SELECT id FROM game LIMIT 1").fetchone() if "game" in tables else None
            )
        if row is None:
            # Only Game.open checks this, for a game opened from a path.
            path = cast(Path, self.path)
            raise DamagedGame(f"{path.name} is damaged: its game record is missing.", path)

    def _check_stored(self) -> None:
        """Every stored value within the services' bounds (issue 16), else DamagedGame
        naming the first records and fields at fault."""
        from adjutant.store.read.stored import stored_problems

        with self.read() as conn:
            problems = stored_problems(conn, long_tables=False)
        if problems:
            raise damaged_by(self.path, problems)

    def _migrate(self, version: int) -> None:
        """Back up, then upgrade to head with Alembic (imported only now: it is slow to import)."""
        from adjutant.store.file import migrate

        if self.path is not None:
            self.backup_path = migrate.backup(self.engine, self.path, version)
        migrate.upgrade(self.engine)
        self.migrated_from = version

    # ---------------------------------------------------------------- lifetime

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            if self._engine is not None:
                if self._reader.pooled:
                    self._reader.close()  # give its connection back before the pool goes
                self._engine.dispose()
        finally:
            try:
                # The reader of a file game last: the last connection to close
                # checkpoints the log into the file (with the durability pragmas).
                self._reader.close()
            finally:
                if self._lock is not None:
                    self._lock.release()

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return SCHEMA_VERSION

    # ---------------------------------------------------------------- reading

    @contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        """The one way to read the game (store-internal: ``queries`` and every tool's
        planner read through it; issues 23 and 28).

        Yields a plain ``sqlite3`` connection: run SELECTs (plain SQL text) and fetch every
        row inside the block. Outside an action it is one short read transaction on the
        reader, without SQLAlchemy. Inside an action, on the thread running it, it is that
        action's own connection (the session's DBAPI ``sqlite3`` connection, after a
        flush), so a planner called inside a batch sees what the batch has written so
        far; the action's transaction is left as it is. Reads nest: an outer ``read()``
        makes the reads inside it one moment. Errors become ``StoreError`` subclasses as
        in ``transaction()``.
        """
        if self.closed:
            raise StoreError("The game is closed.", self.path)
        scope = self._action_scope
        try:
            if scope is not None and self._action_thread == threading.get_ident():
                scope.session.flush()
                # The writer's engine is SQLite's (writer.sqlite_engine): its driver
                # connection is sqlite3's.
                driver = scope.session.connection().connection.driver_connection
                yield cast(sqlite3.Connection, driver)
                return
            with self._reader.read() as conn:
                yield conn
        except BaseException as exc:
            self._raise_classified(exc)
            raise

    # ---------------------------------------------------------------- writing

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine (the writer), made on first use."""
        if self._engine is None:
            if self.closed:
                raise StoreError("The game is closed.", self.path)
            from adjutant.store.file import writer

            # No engine was given: the game was made or opened from a path, its file.
            self._engine = writer.sqlite_engine(cast(Path, self._file))
        return self._engine

    @property
    def sessions(self) -> sessionmaker[Session]:
        """The session factory over ``engine`` (store-internal), made on first use."""
        if self._sessions is None:
            from adjutant.store.file import writer

            self._sessions = writer.sessions(self.engine)
        return self._sessions

    def prepare_writer(self) -> None:
        """Make the writer now rather than at the first change (idempotent).

        For the app, on an idle moment once the game is shown (issue 9): imports
        SQLAlchemy, the ORM schema, the undo journal and the services, makes the
        engine and its first connection. Costs a few hundred milliseconds the first
        time; nothing after. A closed game does nothing. File problems raise a
        ``StoreError`` subclass, as the first change would.
        """
        if self.closed or self._sessions is not None:
            return
        from adjutant.store.file import writer

        try:
            writer.prepare(self)
        except BaseException as exc:
            self._raise_classified(exc)
            raise
        self._sessions = writer.sessions(self.engine)

    def _raise_classified(self, exc: BaseException) -> None:
        mapped = classify(exc, self.path)
        if mapped is not None and mapped is not exc:
            raise mapped from exc

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One short write transaction on the writer (not recorded for undo): commit on
        success, roll back on error. Store-internal; services use ``action``."""
        if self.closed:
            raise StoreError("The game is closed.", self.path)
        if self._action_scope is not None:
            # Inside an action (one connection): read and write within its transaction.
            yield self._action_scope.session
            return
        session = self.sessions()
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
        from adjutant.store.file import writer

        outer = self._action_thread is None
        if outer:  # a batch's inner actions join the outer one, on its thread
            self._action_thread = threading.get_ident()
        try:
            with writer.action(self, label) as scope:
                yield scope
        finally:
            if outer:
                self._action_thread = None

    # ---------------------------------------------------------------- undo

    def undo(self, action_id: int) -> journal.Change:
        """Undo the most recent action still done: restore every row's before image exactly.
        DamagedGame (nothing changed) when the journal of that action is damaged."""
        from adjutant.store.file import writer

        self._check_replay(action_id, undo=True)
        return writer.replay(self, action_id, undo=True)

    def redo(self, action_id: int) -> journal.Change:
        """Redo the earliest undone action: re-apply its after images."""
        from adjutant.store.file import writer

        self._check_replay(action_id, undo=False)
        return writer.replay(self, action_id, undo=False)

    def _check_replay(self, action_id: Any, *, undo: bool) -> None:
        """The images an undo (or redo) of ``action_id`` would write, checked as ``adjutant
        check`` checks them, before anything is written (issue 27)."""
        from adjutant.store.read.stored import replay_problems

        if isinstance(action_id, bool) or not isinstance(action_id, int):
            return  # the replay refuses it with its own message
        column = "before" if undo else "after"
        with self.read() as conn:
            rows = conn.execute(
                f"SELECT table_name, pk, {column} FROM action_rows WHERE action_id = ? "
                "ORDER BY seq",
                (action_id,),
            ).fetchall()
        problems = replay_problems(rows)
        if problems:
            verb = "undone" if undo else "redone"
            name = self.path.name if self.path is not None else "The game"
            raise DamagedGame(
                f"Action {action_id} cannot be {verb}: the undo history of {name} is damaged "
                f"({problems[0]}).",
                self.path,
                tuple(problems),
            )

    def check_history(self) -> None:
        """DamagedGame when the undo journal holds what no service wrote, as ``adjutant
        check`` finds it: for reopening a game's history (``undo.journal.restore_history``),
        so the app and the check agree (issue 27). The game itself stays open."""
        from adjutant.store.read.stored import journal_problems

        with self.read() as conn:
            problems = journal_problems(conn)
        if problems:
            raise damaged_by(self.path, problems)

    def undoable(self) -> list[tuple[int, str]]:
        """(action_id, label) of done actions, oldest first."""
        return self._actions(undone=False)

    def redoable(self) -> list[tuple[int, str]]:
        """(action_id, label) of undone actions, next to redo first."""
        return self._actions(undone=True)

    def _actions(self, *, undone: bool) -> list[tuple[int, str]]:
        with self.read() as conn:
            rows = conn.execute(
                "SELECT id, label FROM actions WHERE undone = ? ORDER BY id", (int(undone),)
            ).fetchall()
        bad = next(
            (i for i, label in rows if not isinstance(i, int) or not isinstance(label, str)), None
        )
        if bad is not None:  # checked when read, as the long tables are (issue 16)
            raise damaged_by(self.path, [f"action {bad}: id or label: must be a number and text"])
        return list(rows)


def copy_database(src: Path, dst: Path, *, held_elsewhere: bool = False) -> None:
    """A consistent copy of a SQLite file (WAL content included) via the backup API.

    ``held_elsewhere``: another process has the game open (``adjutant check`` during its
    writes, issue 16): read it through a read-only connection that does not write the
    holder's shared-memory index either (``readonly_shm``), waiting up to 10 s for a
    moment to read."""
    # as_uri() percent-encodes the path: a "?", "#" or "%" in a name stays part of it.
    # "rw", not "ro": a read-only connection to a closed WAL game leaves -wal and -shm
    # files beside it that it may not delete; "rw" still never creates a missing file.
    query = "?mode=ro&readonly_shm=1" if held_elsewhere else "?mode=rw"
    source = sqlite3.connect(Path(src).resolve().as_uri() + query, uri=True, timeout=10)
    try:
        target = sqlite3.connect(dst)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()

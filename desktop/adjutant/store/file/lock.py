"""An exclusive, process-level lock on a game file, so two Adjutants never share one (issues 3, 16).

For ``adjutant.store.file.game`` and ``adjutant.store.file.check``. Two OS locks (``flock`` on
POSIX, ``msvcrt.locking`` on Windows), both dropped by the OS when the process dies,
even by SIGKILL, so a crash never leaves a game locked. SQLite's own locks are not
enough: WAL mode lets a second process read and write the same file.

- On a small side file ``<game>.lock`` beside the game's real path (symbolic links
  resolved): it holds the holder's process id, and works across machines on a shared
  folder. It is removed on release.
- On the game file's *identity*, so that two names of one file (hard links, in any
  folders) meet on one lock (issue 16): on Linux an ``flock`` on the game file itself
  (Linux keeps ``flock`` apart from SQLite's ``fcntl`` locks); elsewhere — macOS and
  the BSDs, where ``flock`` and ``fcntl`` locks are one family, and Windows, where
  locks are mandatory — a lock file named by the file's device and inode
  (``os.stat``'s ``st_dev`` and ``st_ino``, which Windows fills too) in the user's own
  lock folder (:func:`identity_lock_folder`).

The side file holds the holder's process id, readable by anyone while the game is
held: Windows locks are mandatory (a locked byte cannot be read through another
handle, even in the same process), so there the lock is one byte far past the id,
as SQLite locks bytes past 1 GiB of its own files.

:func:`inspection_lock` is ``adjutant check``'s: it tells whether an Adjutant holds the
game and, when none does, keeps any from opening it while check reads its files,
without writing or creating anything beside the game.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

#: Lock the game file itself (Linux); False: by its identity in the lock folder.
LOCK_GAME_FILE = sys.platform.startswith("linux")

# The test mypy reads to know msvcrt (Windows-only) is there; same as os.name == "nt".
if sys.platform == "win32":  # pragma: no cover - exercised on Windows builds only
    import msvcrt

    # msvcrt.locking locks from the file position: one byte at 1 GiB, never the id's bytes.
    _LOCK_OFFSET = 1 << 30

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, _LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            os.lseek(fd, 0, os.SEEK_SET)  # the id is written from the start
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            os.lseek(fd, _LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


def identity_lock_folder() -> Path:
    """The user's folder of identity locks (in the system's temporary folder, per user)."""
    user = f"-{os.getuid()}" if hasattr(os, "getuid") else ""
    return Path(tempfile.gettempdir()) / f"adjutant-locks{user}"


def lock_path(game_path: Path) -> Path:
    """``<game>.lock`` beside the game's real file.

    Symbolic links are resolved first: the same game opened by two names (a link
    and its target) must meet on one lock, or two Adjutants would share the game.
    """
    real = Path(os.path.realpath(game_path))
    return real.with_name(real.name + ".lock")


class LockFile:
    """Hold one lock file exclusively, its content the holder's process id.

    ``acquire()`` returns False if another process (or another ``LockFile`` of this one)
    holds it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock; False if held elsewhere. OSError (read-only folder, a drive
        without locks...) propagates, with no lock file left behind."""
        for _ in range(10):
            existed = self.path.exists()
            # O_BINARY (Windows only): the id is written as it is, with no newline translation.
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
            try:
                locked = _try_lock(fd)
            except OSError:
                # The drive does not lock files (some network or FUSE drives): leave
                # nothing behind, and let the caller say so.
                os.close(fd)
                if not existed:
                    with contextlib.suppress(OSError):
                        os.unlink(self.path)
                raise
            if not locked:
                os.close(fd)
                return False
            # POSIX: the holder may have removed the file between our open and our lock:
            # then we locked an orphan inode, so start again on the new file. Windows
            # cannot remove a file another handle holds open (os.open shares no delete
            # access), so the file we locked is the one at the path.
            if os.name == "nt":  # pragma: no cover
                same = True
            else:
                try:
                    same = os.path.samestat(os.fstat(fd), os.stat(self.path))
                except FileNotFoundError:
                    same = False
            if same:
                self._fd = fd
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, 0)
                    os.write(fd, str(os.getpid()).encode())
                return True
            _unlock(fd)
            os.close(fd)
        return False

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if os.name != "nt":
            # Unlink while still holding the lock, so nobody locks a file we then delete.
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        _unlock(fd)
        os.close(fd)
        if os.name == "nt":  # pragma: no cover
            with contextlib.suppress(OSError):
                os.unlink(self.path)


class _NoIdentity(Exception):
    """The game file cannot be locked by its identity (it does not exist, cannot be read,
    or the drive gives no inode): the side file's lock is all there is."""


class GameLock:
    """Hold a game exclusively: its side file ``<game>.lock`` and its identity (every name
    of the file). ``acquire()`` returns False if another process holds either."""

    def __init__(self, game_path: Path) -> None:
        self.game_path = Path(os.path.realpath(game_path))
        self._side = LockFile(lock_path(game_path))
        self.path = self._side.path
        self._identity: int | LockFile | None = None

    @property
    def held(self) -> bool:
        return self._side.held

    def acquire(self) -> bool:
        """Take both locks; False if either is held elsewhere. OSError (read-only folder, a
        drive without locks...) propagates, with nothing left behind."""
        if not self._side.acquire():
            return False
        try:
            if self.lock_identity():
                return True
        except BaseException:
            self._side.release()
            raise
        self._side.release()
        return False

    def lock_identity(self) -> bool:
        """Lock the game file's identity now (``Game.create`` calls it once the new file
        exists). True when locked, or when the file gives no identity to lock (it does not
        exist yet, cannot be read); False when another holder has it."""
        if self._identity is not None:
            return True
        try:
            self._identity = _lock_identity(self.game_path)
        except _NoIdentity:
            return True
        return self._identity is not None

    def release(self) -> None:
        identity, self._identity = self._identity, None
        _release_identity(identity)
        self._side.release()


def _release_identity(identity: int | LockFile | None) -> None:
    if isinstance(identity, LockFile):
        identity.release()
    elif identity is not None:
        _unlock(identity)
        os.close(identity)


def _identity_file(game_path: Path) -> LockFile:
    try:
        st = os.stat(game_path)
    except OSError:
        raise _NoIdentity from None
    if not st.st_ino:  # some network drives give none: the side file is all there is
        raise _NoIdentity
    folder = identity_lock_folder()
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        raise _NoIdentity from None
    return LockFile(folder / f"{st.st_dev:x}-{st.st_ino:x}.lock")


def _lock_identity(game_path: Path) -> int | LockFile | None:
    """The held identity lock (an fd of the game file, or a LockFile), None if held
    elsewhere; _NoIdentity when there is nothing to lock."""
    if not LOCK_GAME_FILE:
        lock = _identity_file(game_path)
        return lock if lock.acquire() else None
    try:
        # Read-only and kept open until release, after SQLite's own connections closed:
        # closing a descriptor of the file would drop SQLite's fcntl locks on it.
        fd = os.open(game_path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except (FileNotFoundError, PermissionError, IsADirectoryError):
        raise _NoIdentity from None
    return _locked_or_closed(fd)


def _locked_or_closed(fd: int) -> int | None:
    """``fd`` once locked; None (and ``fd`` closed) when another holder has the lock."""
    try:
        locked = _try_lock(fd)
    except BaseException:
        os.close(fd)
        raise
    if not locked:
        os.close(fd)
        return None
    return fd


def _probe_file(path: Path) -> int | None:
    """An fd of the existing lock file ``path``, locked (nothing written); None when it
    does not exist; _Held when another process holds it."""
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        return None
    locked = _locked_or_closed(fd)
    if locked is None:
        raise _Held
    return locked


class _Held(Exception):
    pass


@contextlib.contextmanager
def inspection_lock(game_path: Path) -> Iterator[bool]:
    """For ``adjutant check``: yields False when an Adjutant holds the game, else True, and
    then, until the block ends, no Adjutant can open it (the game's identity is held, and
    its side file if there is one). Writes, creates and removes nothing beside the game
    (a lock file left by a killed Adjutant stays as it was)."""
    game_path = Path(os.path.realpath(game_path))
    identity: int | LockFile | None = None
    side: int | None = None
    try:
        try:
            identity = _lock_identity(game_path)
        except _NoIdentity:
            identity = None
        else:
            if identity is None:
                yield False
                return
        try:
            side = _probe_file(lock_path(game_path))
        except _Held:
            yield False
            return
        yield True
    finally:
        if side is not None:
            _unlock(side)
            os.close(side)
        _release_identity(identity)

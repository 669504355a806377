"""An exclusive, process-level lock on a game file, so two Adjutants never share one (issue 3).

For ``adjutant.store.game`` only. The lock is an OS lock (``flock`` on POSIX,
``msvcrt.locking`` on Windows) on a small side file ``<game>.lock``: the OS
drops it when the process dies, even by SIGKILL, so a crash never leaves a
game locked. The side file is removed on release. SQLite's own locks are not
enough: WAL mode lets a second process read and write the same file.

The side file holds the holder's process id, readable by anyone while the game is
held: Windows locks are mandatory (a locked byte cannot be read through another
handle, even in the same process), so there the lock is one byte far past the id,
as SQLite locks bytes past 1 GiB of its own files.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

if os.name == "nt":  # pragma: no cover - exercised on Windows builds only
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


def lock_path(game_path: Path) -> Path:
    """``<game>.lock`` beside the game's real file.

    Symbolic links are resolved first: the same game opened by two names (a link
    and its target) must meet on one lock, or two Adjutants would share the game.
    """
    real = Path(os.path.realpath(game_path))
    return real.with_name(real.name + ".lock")


class GameLock:
    """Hold ``<game>.lock`` exclusively. ``acquire()`` returns False if another process holds it."""

    def __init__(self, game_path: Path) -> None:
        self.path = lock_path(game_path)
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

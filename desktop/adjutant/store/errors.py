"""Typed errors of the game store, for the windows and the command line (issue 3).

Two families:

- :class:`StoreError` and its subclasses: problems with the game *file* that a
  player can act on (pick another file, free disk space, close the other
  Adjutant...). Each carries a user-facing English message and the ``path``.
  None of them is raised after the file was changed.
- :class:`InvalidField`: a bad value given to a service (a ``ValueError``
  subclass naming the field and the value); nothing is written.

:func:`classify` turns a ``sqlite3`` / SQLAlchemy exception into one of the
first family, or returns ``None`` when it is a bug (which must propagate);
:func:`raise_classified` raises what it returns (or the bug itself).
"""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path
from typing import NoReturn


class StoreError(Exception):
    """A game-file problem the user can act on. ``str(err)`` is the message to show."""

    def __init__(self, message: str, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self.message = message
        super().__init__(message)


class NotAGameFile(StoreError):
    """The file is not an Adjutant game (empty, another program's file or database).

    ``reason`` says why when the window has its own words for it: :data:`FOLDER`,
    :data:`LINK_LOOP` (issue 16), or "" otherwise."""

    FOLDER = "folder"
    LINK_LOOP = "link_loop"

    def __init__(self, message: str, path: Path | str | None = None, reason: str = "") -> None:
        self.reason = reason
        super().__init__(message, path)


class DamagedGame(StoreError):
    """The file is an Adjutant game but it is damaged (truncated, corrupt pages, or a stored
    value no service would write). ``problems``: what is wrong, one line each, naming the
    record and field ("unit 12: name: must be at most 200 characters"), when known."""

    def __init__(
        self, message: str, path: Path | str | None = None, problems: tuple[str, ...] = ()
    ) -> None:
        self.problems = tuple(problems)
        super().__init__(message, path)


class NewerVersion(StoreError):
    """The game was saved by a newer Adjutant; ``schema`` is its schema version."""

    def __init__(
        self, message: str, path: Path | str | None = None, *, schema: int, supported: int
    ) -> None:
        self.schema = schema
        self.supported = supported
        super().__init__(message, path)


class GameInUse(StoreError):
    """Another Adjutant (or another window) has this game open."""


class DiskFull(StoreError):
    """The disk is full: the last action was not saved (and changed nothing)."""


class NoRoomToOpen(DiskFull):
    """The disk is too full to open the game (SQLite needs room beside it for its log and
    shared memory); nothing was changed and nothing is left behind."""


class ReadOnlyLocation(StoreError):
    """The file or its folder cannot be written."""


class UnreadableFile(StoreError):
    """The player is not allowed to read the file (its permissions), so it cannot be opened."""


class InvalidField(ValueError):
    """A service was given a bad value; the message names the field and the value.

    ``why`` is the message without the field and value (a subclass may keep its own
    ``reason``: CommandRefused's is a Reason); a long value is shortened in the message
    (a million-character name must not make a million-character dialog)."""

    def __init__(self, field: str, value: object, reason: str) -> None:
        self.field = field
        self.value = value
        self.why = reason
        super().__init__(f"{field}: {reason} (got {short_repr(value)})")


def damaged_by(path: Path | None, problems: list[str] | tuple[str, ...]) -> DamagedGame:
    """DamagedGame for stored values no service would write: the first one in the message,
    how many more after it, every one (up to the check's limit) in ``problems``."""
    name = path.name if path is not None else "The game"
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return DamagedGame(f"{name} is damaged: {problems[0]}{more}.", path, tuple(problems))


def short_repr(value: object, limit: int = 80) -> str:
    """``repr(value)``, cut to about ``limit`` characters ("…" and the full length after)."""
    if isinstance(value, str | bytes) and len(value) > limit:
        return f"{value[:limit]!r}… ({len(value):,} characters)"
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}…"


# SQLite primary result codes (https://sqlite.org/rescode.html).
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_CANTOPEN = 14
_SQLITE_NOTADB = 26


def _sqlite_error(exc: BaseException) -> sqlite3.Error | None:
    """The ``sqlite3`` error behind ``exc`` (SQLAlchemy wraps it as ``.orig``)."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, sqlite3.Error):
            return current
        orig = getattr(current, "orig", None)
        if isinstance(orig, BaseException):
            current = orig
            continue
        current = current.__cause__ or current.__context__
    return None


def classify(exc: BaseException, path: Path | str | None) -> StoreError | None:
    """Map a database or OS exception to a :class:`StoreError`, or None for a bug.

    Uses the SQLite result code (``sqlite_errorcode``, Python 3.11+) rather than
    the message text, so it does not depend on the SQLite build's wording.
    """
    if isinstance(exc, StoreError):
        return exc
    name = Path(path).name if path is not None else "the game"
    if isinstance(exc, OSError) and not isinstance(exc, sqlite3.Error):
        if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
            return DiskFull(f"The disk is full: {name} could not be saved.", path)
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return ReadOnlyLocation(f"{name} is in a place Adjutant cannot write to.", path)
        return None
    err = _sqlite_error(exc)
    if err is None:
        return None
    if isinstance(err, sqlite3.OperationalError) and str(err).startswith("Could not decode"):
        # A text value that is not UTF-8 (Python's sqlite3 cannot read it): no service
        # writes one (issue 16).
        return DamagedGame(f"{name} is damaged: a text value is not valid UTF-8 ({err}).", path)
    code = getattr(err, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary == _SQLITE_FULL:
        return DiskFull(f"The disk is full: the last change to {name} was not saved.", path)
    if primary == _SQLITE_READONLY:
        return ReadOnlyLocation(
            f"{name} is read-only, or in a folder Adjutant cannot write to.", path
        )
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED):
        return GameInUse(f"{name} is in use by another Adjutant.", path)
    if primary == _SQLITE_CORRUPT:
        return DamagedGame(f"{name} is damaged: {err}.", path)
    if primary == _SQLITE_NOTADB:
        return NotAGameFile(f"{name} is not an Adjutant game.", path)
    if primary == _SQLITE_CANTOPEN:
        return ReadOnlyLocation(f"{name} cannot be opened: the folder may not be writable.", path)
    if primary == _SQLITE_IOERR:
        return StoreError(
            f"Adjutant could not read or write {name} (the drive may have been removed).", path
        )
    return None


def raise_classified(exc: BaseException, path: Path | str | None) -> NoReturn:
    """Raise ``exc`` as its :class:`StoreError` (chained to it) or, for a bug (``classify``
    finds none), as it is. For the ``except`` blocks that clean up and re-raise."""
    mapped = classify(exc, path)
    if mapped is not None:
        raise mapped from exc
    raise exc

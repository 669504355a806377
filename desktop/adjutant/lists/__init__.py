"""Army lists from list builders, read into one plain description (issue 17).

For the store's import service, the import dialog and the command line
(``adjutant inspect-list`` / ``import-list``). Pure Python: no Qt, no SQLAlchemy,
no game file (an import-linter contract in pyproject.toml holds it so).

- :func:`read_list` (a path) and :func:`read_bytes` (bytes and a file name) sniff the
  format from the content (:mod:`.sniff`), refuse hostile or damaged files with a
  :class:`ListError` naming the file and the problem (:mod:`.safety`), and return an
  :class:`ArmyList` (:mod:`.model`).
- Readers: BattleScribe ``.ros``/``.rosz`` and New Recruit JSON (:mod:`.roster`,
  one walker over both), Old World Builder ``.owb.json`` (:mod:`.owb`), CSV
  (:mod:`.csvlist`, which also writes the CSV export), and the builders' text exports,
  pasted or saved as ``.txt`` (:mod:`.text`, issue 27; :func:`read_text`).
- Whatever a file holds, the answer is an ArmyList or a ListError: an error no reader
  foresaw becomes a refusal too (marked ``unexpected``, which the fuzz test looks for).
- :mod:`.mapping`: which imported characteristic fills which Adjutant profile field,
  per game system, and how values such as ``6"``, ``4+``, ``-``, ``*`` or ``3⬤`` read.
"""

from __future__ import annotations

from pathlib import Path

from adjutant.lists.model import ArmyList, ListFormation, ListUnit, Skipped
from adjutant.lists.safety import MAX_FILE_BYTES, ListError, read_capped, read_stream

__all__ = [
    "MAX_FILE_BYTES",
    "ArmyList",
    "ListError",
    "ListFormation",
    "ListUnit",
    "Skipped",
    "read_bytes",
    "read_list",
    "read_stdin",
    "read_text",
]
STDIN_NAME = "standard input"


def read_list(path: str | Path) -> ArmyList:
    """Read the army list at ``path`` (any supported format); ListError if it is refused."""
    path = Path(path)
    return read_bytes(read_capped(path), path.name)


def read_stdin(stream=None) -> ArmyList:
    """Read an army list from standard input (``adjutant inspect-list -``), capped as a file."""
    import sys

    source = stream if stream is not None else sys.stdin.buffer
    return read_bytes(read_stream(source, STDIN_NAME), STDIN_NAME)


def read_text(text: str, name: str = "pasted text") -> ArmyList:
    """Read an army list pasted as text (the import dialog's Ctrl+V)."""
    return read_bytes(text.encode("utf-8", "surrogatepass"), name)


def read_bytes(data: bytes, name: str) -> ArmyList:
    """Read an army list from its bytes; ``name`` (the file's name) is used in messages."""
    try:
        return _read(data, name)
    except ListError:
        raise
    except (
        ArithmeticError,
        AttributeError,
        IndexError,
        KeyError,
        LookupError,
        MemoryError,
        RecursionError,
        TypeError,
        UnicodeError,
        ValueError,
    ) as exc:
        # Nothing a file holds may end in a traceback (issue 27); this is a bug all the same.
        raise ListError(
            name,
            f"cannot be read ({type(exc).__name__}: {str(exc)[:200]}).",
            unexpected=True,
        ) from exc


def _read(data: bytes, name: str) -> ArmyList:
    """The list in ``data``, carrying the SHA-256 of those bytes (the match record names
    the list by it, issue 24)."""
    import dataclasses
    import hashlib

    army = _read_bytes(data, name)
    return dataclasses.replace(army, sha256=hashlib.sha256(data).hexdigest())


def _read_bytes(data: bytes, name: str) -> ArmyList:
    from adjutant.lists import sniff

    fmt, payload = sniff.open_payload(data, name)
    if fmt == sniff.BATTLESCRIBE:
        from adjutant.lists import roster

        return roster.read_xml(payload, name)
    if fmt == sniff.NEW_RECRUIT:
        from adjutant.lists import roster

        return roster.read_json(payload, name)
    if fmt == sniff.OLD_WORLD_BUILDER:
        from adjutant.lists import owb

        return owb.read(payload, name)
    if fmt in sniff.TEXT_FORMATS:
        from adjutant.lists import text

        return text.read(payload, fmt, name)
    from adjutant.lists import csvlist

    return csvlist.read(payload, name)

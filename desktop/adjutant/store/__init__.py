"""adjutant.store: the game file (SQLite; SQLAlchemy 2 for writing), its services and queries.

For the Qt models, undo commands, windows and the command line (issue 3).
Modules: ``game`` (Game: create/open/close, reads, transactions, actions, undo/redo),
``errors`` (typed StoreError family, InvalidField), ``fileformat`` (application id,
schema version, phases), ``models`` (ORM schema), ``writer`` (the SQLAlchemy engine,
actions, undo), ``journal`` (Change, row images), ``queries`` (frozen dataclasses,
read with plain sqlite3), ``services`` (order of battle, battlefield, turn flow),
``resolve`` (tests resolved through ``adjutant.rules``), ``recording`` (their dice and
log row), ``charge_plan`` (the charge tool's planner, issue 14), ``events`` (the typed
turn-log events: their JSON form, derived by ``event_json``, and their words, from the
catalogue ``event_words``; issues 14, 23), ``action_labels`` (the actions' names),
``sample`` (the sample
battle), ``check`` (the read-only file check), ``migrate`` (Alembic, loaded on demand),
``crt_csv`` (combat results tables in CSV), ``messages`` (words the Qt layers translate).
See db/README.md for the schema.

Importing this package, ``game``, ``queries`` or ``errors`` imports no SQLAlchemy
(issue 9, launch goal): ``Change`` (from ``journal``, which needs it) is re-exported
lazily, on first access.
"""

from typing import Any

from adjutant.store.errors import (
    DamagedGame,
    DiskFull,
    GameInUse,
    InvalidField,
    NewerVersion,
    NoRoomToOpen,
    NotAGameFile,
    ReadOnlyLocation,
    StoreError,
    UnreadableFile,
)
from adjutant.store.file.game import Game

__all__ = [
    "Change",
    "DamagedGame",
    "DiskFull",
    "Game",
    "GameInUse",
    "InvalidField",
    "NewerVersion",
    "NoRoomToOpen",
    "NotAGameFile",
    "ReadOnlyLocation",
    "StoreError",
    "UnreadableFile",
]


def __getattr__(name: str) -> Any:
    # PEP 562: ``from adjutant.store import Change`` still works; SQLAlchemy loads then.
    if name == "Change":
        from adjutant.store.file.journal import Change

        return Change
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

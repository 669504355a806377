"""adjutant.store: the game file (SQLite through SQLAlchemy 2), its services and queries.

For the Qt models, undo commands, windows and the command line (issue 3).
Modules: ``game`` (Game: create/open/close, transactions, actions, undo/redo),
``errors`` (typed StoreError family, InvalidField), ``models`` (ORM schema),
``journal`` (Change, row images), ``queries`` (frozen dataclasses),
``services`` (order of battle, battlefield, turn flow), ``resolve`` (tests
resolved through ``adjutant.rules``), ``sample`` (the sample battle),
``check`` (the read-only file check), ``migrate`` (Alembic, loaded on demand).
See /work/notes/store-api.md or db/README.md for the schema.
"""

from adjutant.store.errors import (
    DamagedGame,
    DiskFull,
    GameInUse,
    InvalidField,
    NewerVersion,
    NotAGameFile,
    ReadOnlyLocation,
    StoreError,
)
from adjutant.store.game import Game
from adjutant.store.journal import Change

__all__ = [
    "Change",
    "DamagedGame",
    "DiskFull",
    "Game",
    "GameInUse",
    "InvalidField",
    "NewerVersion",
    "NotAGameFile",
    "ReadOnlyLocation",
    "StoreError",
]

"""adjutant.store: the game file (SQLite; SQLAlchemy 2 for writing), its services and its tools.

For the Qt models, undo commands, windows and the command line (issue 3). The store is
drawn as layers, each a package (issue 23; an import-linter contract keeps the order):

- ``tools/`` — the five tools, one package each (``command/``, ``charge/``, ``melee/``,
  ``odds/``, ``hex/``), each its planner (what a window shows) and its recorder; none
  imports another. ``tools/base/`` is what they share: the one resolve step
  (``resolve``: re-plan inside the action, refuse a stale entry with ``StalePlan``,
  check the phase, roll or take the typed faces, record), the dice and the log row
  (``recording``) and the plan values (``plan_values``).
- ``services/`` — changes outside the tools: order of battle, battlefield and turn
  (``edits``), army lists (``lists``), the match record (``record``), the turn history
  (``history``), the sample battle (``sample``), measuring and strength.
- ``file/`` — the game file: ``game`` (Game: open, read, actions, undo/redo, checks),
  ``writer`` (the SQLAlchemy engine, actions, undo), ``journal`` (Change, row images),
  ``batch`` (several calls as one action), ``models`` (the ORM schema), ``lock``,
  ``migrate`` (Alembic, loaded on demand), ``check`` (the read-only file check), ``ops``
  and ``confirmations`` (what every action writes beside its rows).
- ``record/`` — the match record read and hashed (``match``), its luck, its export.
- ``read/`` — read-only views (``queries``, frozen dataclasses read with plain sqlite3)
  and the check of every stored value (``stored``).
- ``events/`` — the typed turn-log events (``kinds``) and their JSON form (``json_form``).
- ``format/`` — what the file holds: application id and schema version
  (``fileformat``), phases, the bounds of every value (``validate``,
  ``record_values``) and the outbox's format (``outbox``).

Beside the layers: ``errors`` (the typed StoreError family, InvalidField), ``messages``
(words the Qt layers translate), ``action_labels`` (the actions' names) and
``event_words`` (the events' words). See db/README.md for the schema.

The store's API for the Qt layers (windows, qtmodels, undo; an import-linter contract):
this package (Game, Change, the errors), ``errors``, ``messages``, ``action_labels``,
``event_words``, ``events.kinds``, ``read.queries``, ``file.batch``, ``format.phases``,
``format.validate``, ``format.record_values``, every module of ``services`` and
``record``, and the tools' modules but ``tools.base``, ``melee.round``, ``melee.setup``
and ``hex.entries`` (a tool's planner re-exports what a window needs of them). The rest is
the store's own.

Importing this package, ``file.game``, ``read.queries`` or ``errors`` imports no
SQLAlchemy (issue 9, launch goal): ``Change`` (from ``file.journal``, which needs it) is
re-exported lazily, on first access.
"""

from typing import TYPE_CHECKING, Any

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
from adjutant.store.file.game import Game, copy_database

if TYPE_CHECKING:  # at run time ``Change`` comes lazily, from __getattr__ below
    from adjutant.store.file.journal import Change

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
    "copy_database",
]


def __getattr__(name: str) -> Any:
    # PEP 562: ``from adjutant.store import Change`` still works; SQLAlchemy loads then.
    if name == "Change":
        from adjutant.store.file.journal import Change

        return Change
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

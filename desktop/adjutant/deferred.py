"""What Adjutant loads only once the game is on screen, and why (issue 28).

For ``adjutant.windows.app``, whose launcher starts a :class:`Preloader` the moment the
game is "loaded", and for the tests of start-up (``tests/e2e/test_startup_imports.py``:
the modules of the first screen import none of :data:`DEFERRED_PACKAGES`, and none is
imported before "loaded").

The first screen (the main window, the order of battle, the battlefield, the turn log
and the tool panel in sight) needs Qt and the game, which it reads with plain ``sqlite3``
(``store.read.queries``; every tool's planner too, ``Game.read``). None of the packages below
is needed to show it, and together they took ~0.7 s to import on a quiet machine, some
2.5 times a bare Qt window's first paint (issue 28's ``-X importtime`` profile):

=============  =============================================  ==========================
group          what it is for                                 loaded
=============  =============================================  ==========================
geometry:      edge-to-edge distances (CMD-6, CHG-5),         preloaded after "loaded";
numpy,         corridors (CMD-8), contacts and supports       imported by
shapely        (MEL-5, MEL-6); ``rules.geometry`` imports     ``rules.geometry``'s
               them in the functions that use them            functions if needed sooner
dice: icepool  exact dice pools: the charge chances           preloaded after "loaded";
               (CHG-2..4), the gladiators' attack chances     imported by the functions
               (GLAD-4, GLAD-5)                               that work odds out
writer:        the game's writer: every change, undo and      preloaded after "loaded",
sqlalchemy     redo (``store.file.writer``, the ORM schema,   then ``Game.prepare_writer``
               undo journal); reading never needs it          on the main thread
migrations:    upgrading a game file saved by an older        only then, by ``Game.open``
alembic        Adjutant (``store.file.migrate``)              (never preloaded)
=============  =============================================  ==========================

The preloader imports in one background thread, group by group in the order above (the
tool panel in sight needs geometry first, then perhaps dice; the first change needs the
writer), so the event loop keeps answering meanwhile: a key press is never held up by a
deferred import unless it needs that very package before the thread has it (it then
waits for the thread's import to finish, as Python's import lock does: for icepool, the
longest such wait, about 40 ms on a quiet machine). The launcher builds the tool panel in
sight once geometry is in (the command tool, in sight by default, needs no dice pool),
and prepares the writer once the writer is in (``adjutant.windows.app``).

The thread imports only modules executed the ordinary way: never one a window holds as a
``lazy.lazy_module`` (the standard library's LazyLoader is not thread-safe before Python
3.12), so ``adjutant.store.services.edits`` itself is left to the main thread, which executes
it in a few milliseconds once its imports are in. No import cycle among Adjutant's
modules (``tests/test_architecture.py``) means the two threads cannot deadlock.

Smaller things wait too, each imported where it is first used rather than preloaded
(``tests/e2e/test_startup_imports.py``): the push's ``hashlib`` (OpenSSL) and ``uuid``
(``store.format.outbox``) and the event test's ``concurrent.futures``
(``windows.event_server``) until after "loaded"; ``fractions`` and ``html``
(``qtmodels.formatting``) until after the first paint. And the methods of every dataclass
are compiled once and kept between runs (``adjutant.dataclass_code``).
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass


@dataclass(frozen=True)
class Deferred:
    """One group of deferred imports: the packages it brings and why they wait."""

    name: str
    #: The top-level packages the first screen must not import.
    packages: tuple[str, ...]
    #: What the preloader imports, in this order (empty: never preloaded).
    modules: tuple[str, ...]
    why: str


GEOMETRY = Deferred(
    "geometry",
    ("numpy", "shapely"),
    ("numpy", "shapely", "shapely.geometry", "shapely.ops", "adjutant.rules.geometry"),
    "distances, corridors, contacts and supports on the battlefield (CMD-6, CMD-8, CHG-5, "
    "MEL-5, MEL-6)",
)
DICE = Deferred(
    "dice",
    ("icepool",),
    ("icepool",),
    "exact dice pools: the charge chances (CHG-2..4) and the gladiators' attacks (GLAD-4, GLAD-5)",
)
WRITER = Deferred(
    "writer",
    ("sqlalchemy",),
    (
        "sqlalchemy",
        "sqlalchemy.orm",
        "sqlalchemy.pool",
        "sqlalchemy.dialects.sqlite",
        "adjutant.store.file.models",
        "adjutant.store.file.journal",
        "adjutant.store.file.writer",
        "adjutant.store.services.strength",
    ),
    "the game's writer: every change, undo and redo (the first change needs it; reading "
    "never does)",
)
MIGRATIONS = Deferred(
    "migrations",
    ("alembic",),
    (),
    "upgrading a game file of an older Adjutant, when one is opened (never preloaded)",
)

#: Every deferred group, in the order the preloader imports them.
DEFERRED = (GEOMETRY, DICE, WRITER, MIGRATIONS)
#: The top-level packages no module of the first screen imports.
DEFERRED_PACKAGES = tuple(p for group in DEFERRED for p in group.packages)
#: The name of the group of the tool panels in sight (:func:`with_panels`).
PANELS = "panels"
#: What the launcher waits for before building the tool panel in sight: geometry (every
#: tool but odds measures the table) and the panels' own modules (the turn log waits for
#: the latter only). Dice come next: a charge or gladiator panel in sight that works odds
#: out at once waits for icepool's import, if the thread is still at it.
FOR_TOOLS = (GEOMETRY.name, PANELS)


def with_panels(modules: tuple[str, ...]) -> tuple[Deferred, ...]:
    """:data:`DEFERRED`, after the modules of the panels in sight (the turn log's and the
    tool panel's: ``modules``).

    The launcher builds those panels on the main thread once their modules are in (the turn
    log at once, the tool panel once geometry is in too), so that building them holds the
    event loop only for making their widgets and their first plan, not for importing their
    modules as well (a tenth of a second for the command panel: issue 28, no key press
    waits more than 100 ms). They come first: none imports a deferred package
    (tests/e2e/test_startup_imports.py), and the turn log needs nothing else. ``modules``
    may be empty (no panel in sight): the group is then done at once.
    """
    panels = Deferred(
        PANELS,
        (),
        modules,
        "the panels in sight after the game is shown: the turn log and the tool panel "
        "(their windows, models, planners and rules)",
    )
    return (panels, *DEFERRED)


#: While the preloader imports, the interpreter asks the running thread to let another have
#: its turn after this many seconds of bytecode (Python's default: 0.005): the main thread's
#: event loop waits less behind the imports (issue 28: key presses).
SWITCH_INTERVAL = 0.001


class Preloader:
    """Imports the deferred groups in one background (daemon) thread, in order.

    ``ready`` holds the names of the groups done (imported, or failed: ``errors`` keeps
    why, and the main thread meets the same error where it needs the module). No Qt: the
    launcher looks at ``ready`` from its event loop.
    """

    def __init__(self, groups: tuple[Deferred, ...] = DEFERRED) -> None:
        self.groups = groups
        self.ready: set[str] = set()
        self.errors: dict[str, BaseException] = {}
        self._thread = threading.Thread(target=self._run, name="adjutant-preload", daemon=True)

    def start(self) -> Preloader:
        self._thread.start()
        return self

    def _run(self) -> None:
        previous = sys.getswitchinterval()
        sys.setswitchinterval(SWITCH_INTERVAL)
        try:
            self._import_groups()
        finally:
            sys.setswitchinterval(previous)

    def _import_groups(self) -> None:
        for group in self.groups:
            try:
                for name in group.modules:
                    # __import__, not importlib.import_module: the same path as an import
                    # statement, so ``-X importtime`` times these too (tools/import_profile.py).
                    __import__(name)
            except BaseException as exc:  # reported by the launcher; never kills the app
                self.errors[group.name] = exc
            self.ready.add(group.name)

    def is_ready(self, *names: str) -> bool:
        """Are these groups done (all groups when none is named)?"""
        wanted = names or tuple(group.name for group in self.groups)
        return all(name in self.ready for name in wanted)

    def join(self, timeout: float | None = None) -> bool:
        """Wait for every group; True when done (a thread never started counts as done)."""
        if self._thread.is_alive():
            self._thread.join(timeout)
        return not self._thread.is_alive()


__all__ = [
    "DEFERRED",
    "DEFERRED_PACKAGES",
    "DICE",
    "FOR_TOOLS",
    "GEOMETRY",
    "MIGRATIONS",
    "PANELS",
    "WRITER",
    "Deferred",
    "Preloader",
    "with_panels",
]

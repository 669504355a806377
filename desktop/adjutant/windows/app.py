"""Start the Qt application: paint the main window first, then open the game (issue 9).

Offers ``run_app(game, smoke_test)`` to ``adjutant.__main__``, and :class:`Application`,
:class:`FileOpenRequests` and :class:`Launcher` to tests. Start-up order, for a fast
first paint:

1. QApplication, settings, language and theme (Qt only: no SQLAlchemy yet);
2. the main window is shown; at its first paint event the launcher schedules
3. on the next event-loop turn (``QTimer.singleShot``): build the battlefield and the
   order of battle, and open the game (plain sqlite3 reads); one turn later the game is
   "loaded": shown and answering;
4. at "loaded" a background thread starts importing what the first screen did not need
   (``adjutant.deferred``: the modules of the turn log and the tool panel in sight, then
   numpy and shapely, icepool, SQLAlchemy; issue 28), so the event loop keeps answering
   key presses meanwhile; once the panels' modules are in, the turn log is built; once
   geometry is in too, the tool panel in sight (the others when first shown; "tools"
   timing mark); once the writer is in, the game's writer is prepared. None of the
   deferred packages is imported before "loaded" (tests/e2e/test_startup_imports.py,
   tests/qt/test_shell_lazy.py).

Which game: ``adjutant GAME`` opens GAME; with no argument, the last game
(QSettings), or on the first run a copy of the sample battle in the user's games
folder (Documents/Adjutant). ``--smoke-test`` exits 0 once the game is loaded and
shown and every tool window builds; 1 if loading failed or building a window raised
(the traceback on stderr); 2 if it had not finished after :data:`SMOKE_TIMEOUT_MS` —
it never hangs and never shows a dialog. The watchdog is a thread, not a timer of the
event loop: a step that blocks the loop (a hung load) is still cut short, with every
thread's stack on stderr (issue 16). Outside smoke tests such a failure is shown in an
error dialog and the window stays open. ``ADJUTANT_TIMING=path`` appends "paint
<time>", "loaded <time>" and "tools <time>" lines (``time.time()``) for
tests/bench/test_bench_launch.py.

Once loaded and once the preloader has imported the writer (outside the "loaded"
timing), the game's ``prepare_writer()`` is called if the store's ``Game`` has it: the
SQLAlchemy engine is then ready before the user's first change. A smoke test waits for
every deferred group and fails if one could not be imported (a bundle missing a module).

Games the system opens (issue 18): on macOS a ``.adjutant`` double-clicked in Finder
reaches the application as a ``QFileOpenEvent``, not as an argument, and at launch it
may come before the main window exists. :class:`Application` hands each to
:class:`FileOpenRequests`, which keeps it until the launcher has the window up (the
start-up then opens that game instead of the last one), and afterwards opens it like
File > Open Recent: in place of the current game, which has nothing unsaved (every
change is on disk). While a modal dialog is open it waits for the dialog to close, so
a question about the current game is never answered against another one.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from adjutant import APP_NAME, FILE_SUFFIX, ORG_NAME, __version__
from adjutant.deferred import FOR_TOOLS, PANELS, WRITER, Preloader, with_panels
from adjutant.i18n import Translations
from adjutant.windows.pyside_imports import skip_source_scan
from adjutant.windows.settings import (
    KEY_LAST_GAME,
    KEY_THEME,
    app_settings,
    documents_dir,
    initial_language,
    sandbox,
)
from adjutant.windows.theme import SYSTEM, THEMES, ThemeManager

if TYPE_CHECKING:
    from adjutant.store import Game
    from adjutant.windows.shell.window import MainWindow

#: What ``sys.excepthook`` holds.
ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]

# Before the shell's modules load: PySide6 would read each one's source (issue 28).
skip_source_scan()

SAMPLE_FILE = f"Sample battle{FILE_SUFFIX}"
#: If no paint event comes (a minimised start), load anyway after this many ms.
PAINT_FALLBACK_MS = 1500
#: A smoke test still running after this many ms exits 2 (it must never hang a build).
SMOKE_TIMEOUT_MS = 45000
#: How often the launcher looks whether the preloader has a group in (ms, issue 28).
PRELOAD_POLL_MS = 10


def mark_timing(label: str) -> None:
    """Append ``label time.time()`` to $ADJUTANT_TIMING (benchmarks of start-up)."""
    target = os.environ.get("ADJUTANT_TIMING")
    if target:
        with open(target, "a", encoding="utf-8") as handle:
            handle.write(f"{label} {time.time():.6f}\n")


def first_run_game(folder: Path | None = None) -> Path:
    """The user's copy of the sample battle, written on first use into their games folder
    (Documents/Adjutant, ``settings.documents_dir``), where they can see it."""
    folder = folder or documents_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / SAMPLE_FILE
    if not path.exists():
        from adjutant.store.services.sample import create_sample

        create_sample(path).close()
    return path


class FileOpenRequests(QObject):
    """Games the system asked Adjutant to open (QFileOpenEvent), kept until a window can."""

    #: While a modal dialog is open, look again this often (ms).
    RETRY_MS = 250

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The latest requested path not opened yet (several at once: the last one wins).
        self.pending: str | None = None
        self.window: MainWindow | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(self.RETRY_MS)
        self._retry.timeout.connect(self._deliver)

    def receive(self, event: QFileOpenEvent) -> None:
        """Take a QFileOpenEvent: open its game now, or as soon as a window can."""
        path = event.file() or event.url().toLocalFile()
        if not path:  # a remote URL: nothing Adjutant can open
            return
        self.pending = path
        self._deliver()

    def take(self) -> str | None:
        """The pending path, now handled by the caller (the launcher at start-up)."""
        path, self.pending = self.pending, None
        return path

    def attach(self, window: MainWindow) -> None:
        """The main window is up (its start-up game open): requests go to it from now on."""
        self.window = window
        window.destroyed.connect(self._forget)
        self._deliver()

    def _forget(self, *_args: object) -> None:
        self.window = None  # closed: later requests wait for the next window

    def _deliver(self) -> None:
        if self.pending is None or self.window is None:
            return
        if QApplication.activeModalWidget() is not None:
            self._retry.start()  # a dialog about the current game is open: after it
            return
        path, self.pending = self.pending, None  # taken (see take())
        window = self.window
        if window.isMinimized():
            window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.raise_()
        window.activateWindow()
        window.open_game(path)


class Application(QApplication):
    """Adjutant's QApplication: also receives the games the system opens (macOS Finder)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.open_requests = FileOpenRequests(self)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self.open_requests.receive(event)

            return True
        return super().event(event)


def _open_requests() -> FileOpenRequests | None:
    return getattr(QApplication.instance(), "open_requests", None)


def prepare_writer(game: Game | None) -> bool:
    """Call ``game.prepare_writer()`` if the game has it; True if it was called."""
    prepare = getattr(game, "prepare_writer", None)
    if prepare is None:
        return False
    prepare()
    return True


class Launcher(QObject):
    """Opens the game once the main window has painted; ends smoke tests."""

    def __init__(
        self,
        window: MainWindow,
        game: str | None,
        smoke_test: bool = False,
        requests: FileOpenRequests | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.game = game
        self.smoke_test = smoke_test
        #: Games the system asked to open (the application's unless given): one asked
        #: for before the window was up is the game to open at start.
        self.requests = requests if requests is not None else _open_requests()
        if smoke_test:
            window.quiet = True  # errors to stderr: a modal box would hang the smoke test
        self.started = False
        self.loaded: bool | None = None
        #: The deferred imports, started at "loaded" (``adjutant.deferred``, issue 28).
        self.preloader: Preloader | None = None
        #: (groups, step) to run, in order, once the preloader has those groups in.
        self._waiting: list[tuple[tuple[str, ...], Callable[[], object]]] = []
        self._poll = QTimer(self)
        self._poll.setInterval(PRELOAD_POLL_MS)
        self._poll.timeout.connect(self._run_ready_steps)
        #: Exceptions raised while building the windows or opening the game.
        self.errors: list[BaseException] = []
        window.installEventFilter(self)
        QTimer.singleShot(PAINT_FALLBACK_MS, self, self._start)
        self._watchdog: threading.Timer | None = None
        if smoke_test:
            # A thread: a timer of the event loop never fires while a step blocks the loop.
            self._watchdog = threading.Timer(SMOKE_TIMEOUT_MS / 1000, _smoke_timed_out)
            self._watchdog.daemon = True
            self._watchdog.start()
            # Gone with the window (a test that runs a smoke launcher in its own session
            # must not be ended by it later).
            self.destroyed.connect(self._watchdog.cancel)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint and not self.started:
            mark_timing("paint")
            QTimer.singleShot(0, self, self._start)
        return False

    def _start(self) -> None:
        if self.started:
            return
        self.started = True
        self.window.removeEventFilter(self)
        # Whatever goes wrong here must neither hang a smoke test (the installer build runs
        # one) nor close the user's window: each step's failure is kept and reported in
        # _finish, which is always scheduled.
        try:
            # The battlefield, the order of battle and the log first: the game is shown and
            # answers before the tool panel in sight is built (see _build_tools).
            self.window.build_tool_windows(tools=False)
        except Exception as exc:
            self.errors.append(exc)
        try:
            self.loaded = self.open()
        except Exception as exc:
            self.errors.append(exc)
            self.loaded = False
        if self.requests is not None and not self.smoke_test:
            self.requests.attach(self.window)
        # One more turn of the loop so the models' resets are painted, then "usable".
        QTimer.singleShot(0, self, self._finish)

    def _build(self, build: Callable[[], None]) -> None:
        """One building step after "loaded": a failure is kept (a smoke test fails) and
        shown; the window stays."""
        try:
            build()
        except Exception as exc:
            self.errors.append(exc)
            self.window.show_internal_error(exc)

    def _build_shell_docks(self) -> None:
        """The turn log, once the game is shown and its modules are in (issue 28)."""
        self._build(self.window.build_shell_docks)

    def _build_tools(self) -> None:
        """The tool panels in sight, once the game is shown; "tools" when they are in."""
        self._build(self.window.build_tool_windows)
        mark_timing("tools")

    def open(self) -> bool:
        quiet = self.smoke_test
        requested = self.requests.take() if self.requests is not None else None
        if requested:  # double-clicked in Finder to start Adjutant: that game, not the last
            return self.window.open_game(requested, quiet=quiet)
        if self.game:
            return self.window.open_game(self.game, quiet=quiet)
        last = self.window.settings.value(KEY_LAST_GAME)
        if last and Path(str(last)).is_file():
            return self.window.open_game(str(last), quiet=quiet)
        try:
            path = first_run_game()
        except Exception as exc:  # the store's typed errors and OSError: tell, keep running
            from adjutant.store import StoreError

            if not isinstance(exc, StoreError | OSError):
                raise
            self.window.show_store_error(exc, quiet=quiet)
            return False
        return self.window.open_game(path, quiet=quiet)

    def _finish(self) -> None:
        mark_timing("loaded")
        # Issue 28: what the first screen did not need is imported in the background from
        # now on; each step below runs on the event loop once its groups are in.
        # The modules of the tool panels in sight too, so that building them (on this
        # thread) does not also import them.
        self.preloader = Preloader(with_panels(self.window.docks.modules_in_sight())).start()
        self._after((PANELS,), self._build_shell_docks)
        self._after(FOR_TOOLS, self._build_tools)
        if self.smoke_test:
            self._after((), self._end_smoke_test)  # every group
            return
        if self.loaded:
            # The store's writer (SQLAlchemy engine) is made while the user looks at the
            # battle, not at the first change (store, issue 3).
            self._after((WRITER.name,), self._prepare_writer)
        if self.errors:
            self.window.show_internal_error(self.errors[0])

    def _after(self, groups: tuple[str, ...], step: Callable[[], object]) -> None:
        """Run ``step`` on the event loop once the preloader has ``groups`` (all: ())."""
        self._waiting.append((groups, step))
        self._poll.start()
        QTimer.singleShot(0, self, self._run_ready_steps)  # at once if they are in already

    def _run_ready_steps(self) -> None:
        preloader = self.preloader
        while self._waiting and preloader is not None:
            groups, step = self._waiting[0]
            if not preloader.is_ready(*groups):
                return
            self._waiting.pop(0)
            step()
            if not shiboken6.isValid(self):
                return  # the window (and this launcher) went during the step: nothing more
        self._poll.stop()

    def _prepare_writer(self) -> None:
        try:
            prepare_writer(self.window.document.game)
        except Exception as exc:  # the first change will meet the same problem and say so
            print(f"adjutant: could not prepare the game's writer: {exc}", file=sys.stderr)

    def _end_smoke_test(self) -> None:
        """Exit 0 when the game is loaded and every tool window builds, else 1 (never hang)."""
        if self._watchdog is not None:
            self._watchdog.cancel()
        if self.preloader is not None:  # a bundle without a deferred module fails here
            for group, exc in self.preloader.errors.items():
                exc.add_note(f"while preloading the {group} group (adjutant.deferred)")
                self.errors.append(exc)
        if not self.errors:
            try:
                # A packaged app that lacks a module fails here, not in the user's hands.
                self.window.build_all_tool_windows()
                prepare_writer(self.window.document.game)
            except Exception as exc:
                self.errors.append(exc)
        failures = ["".join(traceback.format_exception(exc)) for exc in self.errors] + list(
            self.window.tool_errors.values()
        )
        game = self.window.document.game
        store_errors = getattr(self.window, "store_errors", [])
        if store_errors and not failures:  # the game opened, then a panel met damage
            print("adjutant smoke test: the game could not be shown:", file=sys.stderr)
            for message in dict.fromkeys(str(e) for e in store_errors):
                print(f"  {message}", file=sys.stderr)
            QCoreApplication.exit(1)
        elif failures:
            print("adjutant smoke test: start-up failed", file=sys.stderr)
            for text in failures:
                print(text, file=sys.stderr, end="" if text.endswith("\n") else "\n")
            QCoreApplication.exit(1)
        elif self.loaded and game is not None:
            print(f"adjutant smoke test: loaded {game.path}")
            QCoreApplication.exit(0)
        else:
            print("adjutant smoke test: the game could not be loaded", file=sys.stderr)
            QCoreApplication.exit(1)


def _smoke_timed_out() -> None:
    """The smoke test's watchdog (a thread): say so, show where every thread is, exit 2.

    ``os._exit``: the main thread may be stuck inside Qt or SQLite, where no exception
    reaches it; nothing of the game is written by a smoke test, so nothing is lost.
    """
    try:
        print(
            f"adjutant smoke test: not finished after {SMOKE_TIMEOUT_MS // 1000} s; "
            "where each thread was:",
            file=sys.stderr,
            flush=True,
        )
        faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
        sys.stderr.flush()
    except Exception:  # no usable stderr (a windowed build): exit all the same
        pass
    finally:
        os._exit(2)


def install_store_error_hook(window: MainWindow) -> ExceptHook:
    """Route a store error raised where no caller catches it (a slot reading a damaged page
    after the game opened: Qt hands such exceptions to ``sys.excepthook``) to the window's
    message for that error, once (issue 16); any other exception goes to the previous hook
    as before. -> the previous hook, for restoring it."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        # Not imported for the hook: installed before the first paint, it would bring the
        # store and sqlite3 in before the window shows (issue 28). A StoreError can only
        # have been raised once the store's errors module is in.
        errors = sys.modules.get("adjutant.store.errors")
        if errors is not None and isinstance(value, errors.StoreError):
            print(f"adjutant: {value}", file=sys.stderr)
            window.report_store_error(value)
        else:
            previous(kind, value, tb)

    sys.excepthook = hook
    return previous


def start_application() -> tuple[QCoreApplication, QSettings, Translations, ThemeManager]:
    """The application with its names, settings, language and theme, as every window of
    Adjutant starts (the main window here, the organiser window in issue 26)."""
    # Before the main window exists: a game Finder opens at launch is kept until it is up.
    app = QApplication.instance() or Application(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    sandbox()
    settings = app_settings()
    translations = Translations(app)
    translations.switch(initial_language(settings))
    themes = ThemeManager(app)
    theme = settings.value(KEY_THEME)
    themes.apply(theme if theme in THEMES else SYSTEM)
    return app, settings, translations, themes


def run_app(game: str | None = None, smoke_test: bool = False) -> int:
    app, settings, translations, themes = start_application()

    from adjutant.windows.shell import MainWindow

    window = MainWindow(settings=settings, translations=translations, themes=themes)
    previous_hook = install_store_error_hook(window)
    launcher = Launcher(window, game, smoke_test)
    window.show()
    try:
        code = app.exec()
        window.document.detach()
    finally:
        sys.excepthook = previous_hook
        if launcher.preloader is not None:  # quit at once: let its imports finish first
            launcher.preloader.join(timeout=10)
    return code

"""Start-up stays light (issues 9, 28): nothing of ``adjutant.deferred`` before the game is
on screen, and afterwards it is imported off the main thread.

``adjutant.deferred`` lists what waits and why: numpy and shapely (geometry), icepool
(dice pools), SQLAlchemy (the writer) and alembic (migrations). These tests run the real
code in subprocesses (a fresh ``sys.modules`` each):

- importing the modules of the first screen (the launcher, the main window, the
  battlefield, the order of battle, the turn log, every tool panel that can be the one in
  sight, and their Qt models) imports none of the deferred packages;
- at the moment the launcher marks the game loaded, none is imported;
- after "loaded", the preloader's thread imports each of them (not the main thread, whose
  event loop answers key presses meanwhile), alembic excepted, and the app then builds
  the tool panel in sight and prepares the writer;
- a deferred module that cannot be imported (a bundle that left it out) fails the smoke
  test, naming its group;
- a change made the moment the game is loaded, while the preloader is still importing,
  goes through (the two threads import side by side without a deadlock).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from adjutant.deferred import DEFERRED, DEFERRED_PACKAGES, MIGRATIONS
from adjutant.store.services.sample import create_sample

# pytest-qt runs the event loop before this test: a window the test before it closed may
# still pass its size hints on then, which the offscreen plugin notes (order-dependent,
# seen after the gladiator arena's turn, also on the code before issue 22).
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The modules of the first screen: whichever tool panel is in sight (the layout is
#: remembered), its module is imported before the game is usable or right after.
FIRST_SCREEN = (
    "adjutant.windows.app",
    "adjutant.windows.main_window",
    "adjutant.windows.battlefield",
    "adjutant.windows.oob",
    "adjutant.windows.turn_log",
    "adjutant.windows.command",
    "adjutant.windows.charge",
    "adjutant.windows.melee",
    "adjutant.windows.odds",
    "adjutant.windows.hex",
)


def _env(tmp_path) -> dict[str, str]:
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ADJUTANT_TESTING="1",
        ADJUTANT_SETTINGS=str(tmp_path / "settings.ini"),
        ADJUTANT_DATA_DIR=str(tmp_path / "data"),
    )


def _probe(script: str, tmp_path, *args: str) -> dict:
    result = subprocess.run(
        [sys.executable, "-c", script, *args],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    line = next(x for x in result.stdout.splitlines() if x.startswith("PROBE "))
    return json.loads(line.removeprefix("PROBE "))


@pytest.fixture
def game_path(tmp_path):
    path = tmp_path / "sample.adjutant"
    create_sample(path).close()
    return path


IMPORTS = r"""
import importlib, json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
deferred = json.loads(sys.argv[1])
brought = {}
for name in sys.argv[2:]:
    importlib.import_module(name)
    new = sorted(p for p in deferred if p in sys.modules and not any(p in v for v in brought.values()))
    brought[name] = new
print("PROBE " + json.dumps(brought))
"""


def test_the_modules_of_the_first_screen_import_no_deferred_package(tmp_path):
    brought = _probe(IMPORTS, tmp_path, json.dumps(DEFERRED_PACKAGES), *FIRST_SCREEN)
    assert brought == {name: [] for name in FIRST_SCREEN}


def test_the_deferred_list_names_the_packages_start_up_put_off():
    assert set(DEFERRED_PACKAGES) == {"numpy", "shapely", "icepool", "sqlalchemy", "alembic"}
    assert all(group.why for group in DEFERRED)
    assert MIGRATIONS.modules == ()  # alembic: only to upgrade an older game file


AT_LOADED = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from adjutant.windows import app as A

def finish(self):
    heavy = sorted(m for m in json.loads(sys.argv[2]) if m in sys.modules)
    print("PROBE " + json.dumps({"loaded": self.loaded, "heavy": heavy}))
    QApplication.instance().exit(0)

A.Launcher._finish = finish
sys.exit(A.run_app(game=sys.argv[1]))
"""


def test_game_is_usable_before_any_deferred_package_is_imported(tmp_path, game_path):
    seen = _probe(AT_LOADED, tmp_path, str(game_path), json.dumps(DEFERRED_PACKAGES))
    assert seen == {"loaded": True, "heavy": []}


#: Standard modules the game is read and shown without (issue 28, session eight): the
#: push's hashes and ids (hashlib loads OpenSSL; uuid brings platform) and the event
#: test's thread future are imported where they are first used.
NOT_AT_LOADED = ("hashlib", "_hashlib", "uuid", "concurrent.futures")


def test_game_is_usable_before_the_push_s_standard_modules_are_imported(tmp_path, game_path):
    seen = _probe(AT_LOADED, tmp_path, str(game_path), json.dumps(NOT_AT_LOADED))
    assert seen == {"loaded": True, "heavy": []}


AT_PAINT = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from adjutant.windows import app as A

mark = A.mark_timing
def marked(label):
    mark(label)
    if label == "paint":
        seen = sorted(m for m in json.loads(sys.argv[2]) if m in sys.modules)
        print("PROBE " + json.dumps(seen))
        QApplication.instance().exit(0)
A.mark_timing = marked
sys.exit(A.run_app(game=sys.argv[1]))
"""


def test_the_first_paint_comes_before_fractions_and_html(tmp_path, game_path):
    """The main window imports the tool-tip and percentage helpers before its first paint;
    their fractions (with decimal) and html (with its entity table) come at first use."""
    watched = ["fractions", "decimal", "html", "html.entities"]
    assert _probe(AT_PAINT, tmp_path, str(game_path), json.dumps(watched)) == []


AFTER_LOADED = r"""
import json, sys, threading
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

watched = set(json.loads(sys.argv[2]))
importer = {}

class Who:
    # The first import of each deferred package: which thread asked for it.
    def find_spec(self, name, path=None, target=None):
        if name in watched and name not in importer:
            importer[name] = threading.current_thread().name
        return None

sys.meta_path.insert(0, Who())
from adjutant.windows import app as A

def done(launcher):
    window = launcher.window
    return (
        launcher.preloader is not None
        and launcher.preloader.is_ready()
        and not launcher._waiting
        and getattr(window.document.game, "_sessions", None) is not None
    )

finish = A.Launcher._finish
def finished(self):
    finish(self)
    timer = QTimer(self)
    def look():
        if done(self):
            timer.stop()
            tools = type(self.window.tool_widget("command")).__name__
            print("PROBE " + json.dumps({"importer": importer, "tool": tools,
                                        "errors": sorted(self.preloader.errors)}))
            QApplication.instance().exit(0)
    timer.timeout.connect(look)
    timer.start(10)
A.Launcher._finish = finished
sys.exit(A.run_app(game=sys.argv[1]))
"""


def test_after_loaded_the_deferred_packages_come_in_off_the_main_thread(tmp_path, game_path):
    seen = _probe(AFTER_LOADED, tmp_path, str(game_path), json.dumps(DEFERRED_PACKAGES))
    assert seen["errors"] == []
    assert seen["importer"] == {
        "numpy": "adjutant-preload",
        "shapely": "adjutant-preload",
        "icepool": "adjutant-preload",
        "sqlalchemy": "adjutant-preload",
    }  # alembic: not at all (the sample is at the head schema)
    assert seen["tool"] == "CommandWindow"  # then the tool panel in sight was built


def test_the_tool_panel_in_sight_is_imported_off_the_main_thread_and_built_on_it(
    tmp_path, game_path
):
    """Issue 28: building the tool panel in sight holds the event loop only for making its
    widgets; its modules (the command window, its planner, the rules) come in the thread."""
    watched = ["adjutant.windows.command", "adjutant.store.tools.command.planner"]
    seen = _probe(AFTER_LOADED, tmp_path, str(game_path), json.dumps(watched))
    assert seen["errors"] == []
    assert seen["importer"] == dict.fromkeys(watched, "adjutant-preload")
    assert seen["tool"] == "CommandWindow"


def test_a_deferred_module_missing_from_a_bundle_fails_the_smoke_test(tmp_path, game_path):
    script = textwrap.dedent(
        """
        import sys
        from dataclasses import replace
        import adjutant.deferred as d
        broken = replace(d.DICE, modules=("icepool", "adjutant_left_out_of_the_bundle"))
        d.DEFERRED = (d.GEOMETRY, broken, d.WRITER)  # what with_panels() hands the launcher
        from adjutant.__main__ import main
        sys.exit(main(["--smoke-test", sys.argv[1]]))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(game_path)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "adjutant_left_out_of_the_bundle" in done.stderr
    assert "preloading the dice group" in done.stderr


AT_ONCE = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from adjutant.windows import app as A

finish = A.Launcher._finish
def finished(self):
    finish(self)  # the preloader starts importing now
    busy = not self.preloader.is_ready()
    # A change at once, on the main thread: it imports the writer's side itself (the
    # LazyLoader module of the services, SQLAlchemy), beside the preloader's thread.
    from adjutant.store.read import queries
    from adjutant.store.services import edits as services
    from adjutant.undo.service import run_service
    game = self.window.document.game
    unit = queries.order_of_battle(game).sides[0].all_units()[0]
    change = run_service(self.window.document, "Rename", services.update_unit, unit.id,
                         name="Renamed at once")
    def report():
        if not self.preloader.is_ready():
            return
        timer.stop()
        name = queries.unit(game, unit.id).name
        print("PROBE " + json.dumps({"busy": busy, "done": change is not None, "name": name,
                                    "errors": sorted(self.preloader.errors)}))
        QApplication.instance().exit(0)
    timer = QTimer(self)
    timer.timeout.connect(report)
    timer.start(10)
A.Launcher._finish = finished
sys.exit(A.run_app(game=sys.argv[1]))
"""


def test_a_change_made_while_the_preloader_imports_goes_through(tmp_path, game_path):
    seen = _probe(AT_ONCE, tmp_path, str(game_path))
    assert seen == {"busy": True, "done": True, "name": "Renamed at once", "errors": []}

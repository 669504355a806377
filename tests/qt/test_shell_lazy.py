"""Start-up work the player does not see is put off (issue 9, launch goals).

Through the real main window with the sample battle: only the tool windows whose
docks are seen are built after the first paint; a tabbed tool is built when its
tab is raised or when code asks for it; a built tool hidden behind another tab
reloads once when seen again, not on every change (ReloadGate); and nothing
before the first paint imports the store, SQLAlchemy, numpy, shapely or icepool.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtWidgets import QWidget

from adjutant.store.read import queries
from adjutant.store.services.sample import create_sample
from adjutant.undo.service import run_service
from adjutant.windows.reloading import ReloadGate
from adjutant.windows.shell import TOOL_WINDOWS, MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ADJUTANT_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("ADJUTANT_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    sample = tmp_path / "sample.adjutant"
    create_sample(sample).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.build_tool_windows()
    assert window.open_game(sample, quiet=True)
    yield window
    window.document.detach()


def built(window: MainWindow, key: str) -> bool:
    return (
        window.docks.is_built(key) and type(window.tool_dock(key).tool()).__name__ != "Placeholder"
    )


def test_only_the_docks_in_sight_are_built_after_the_first_paint(window):
    # Fresh layout: the order of battle (left), the log (bottom), the first tab on the right.
    assert built(window, "oob") and built(window, "log") and built(window, "command")
    hidden = [spec.key for spec in TOOL_WINDOWS if spec.key not in ("oob", "log", "command")]
    assert hidden and not any(built(window, key) for key in hidden)
    assert all(
        window.tool_docks[key].toggleViewAction() in window.panels_menu.actions() for key in hidden
    )


def test_a_tab_is_built_when_raised_and_a_tool_when_asked_for(window, qtbot):
    from adjutant.windows.charge import ChargeWindow
    from adjutant.windows.odds import OddsWindow

    window.tool_docks["charge"].raise_()
    qtbot.waitUntil(lambda: built(window, "charge"))
    charge = window.tool_dock("charge").tool()
    assert isinstance(charge, ChargeWindow)
    assert window.tool_dock("charge").windowTitle() == "Charge"
    odds = window.tool_widget("odds")  # behind another tab, built on demand
    assert isinstance(odds, OddsWindow) and built(window, "odds")
    assert window.tool_widget("odds") is odds


def test_a_tool_behind_another_tab_reloads_once_when_seen_again(window, qtbot, monkeypatch):
    command = window.tool_dock("command").tool()
    gate = command.findChild(ReloadGate)
    assert gate is not None and gate.seen
    reloads = []
    monkeypatch.setattr(gate, "_reload", lambda: reloads.append(1) or command.reload())
    window.tool_docks["charge"].raise_()
    qtbot.waitUntil(lambda: not gate.seen)
    game = window.document.game
    from adjutant.store.services import edits as services

    unit = queries.order_of_battle(game).sides[0].all_units()[0]
    for name in ("First", "Second", "Third"):
        run_service(window.document, "Rename", services.update_unit, unit.id, name=name)
    assert reloads == [] and gate.dirty  # three changes, nothing re-read while hidden
    window.tool_docks["command"].raise_()
    qtbot.waitUntil(lambda: gate.seen)
    assert reloads == [1] and not gate.dirty
    assert "Third" in {r.unit for r in command.plan.regiments}


def test_tool_widget_brings_a_held_back_tool_up_to_date(window, qtbot):
    command = window.tool_dock("command").tool()
    gate = command.findChild(ReloadGate)
    window.tool_docks["charge"].raise_()
    qtbot.waitUntil(lambda: not gate.seen)
    from adjutant.store.services import edits as services

    run_service(window.document, "Next turn", services.next_turn)
    assert gate.dirty and command.plan.turn == 1
    assert window.tool_widget("command") is command
    assert not gate.dirty and command.plan.turn == 2


def test_a_gate_outside_any_dock_reloads_at_once(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    calls = []
    gate = ReloadGate(widget, lambda: calls.append(1))
    gate.request()
    gate.request()
    assert calls == [1, 1] and gate.seen and not gate.dirty


def test_nothing_heavy_is_imported_before_the_first_paint():
    probe = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "import adjutant.windows.app\n"
        "from adjutant.windows.shell import MainWindow\n"
        "window = MainWindow()\n"
        "heavy = ('sqlalchemy', 'numpy', 'shapely', 'icepool', 'adjutant.store', 'alembic')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy"
        " or m.startswith('adjutant.store')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]"

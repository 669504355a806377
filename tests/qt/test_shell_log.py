"""The turn log dock and its model, the launcher and the smoke test (issue 9).

Events are real: control tests (CMD-5/CMD-6) resolved by the store on the
sample battle, through the same undo command the tool windows use.
"""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

import pytest
from smoke_env import smoke_env

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.log_model import COL_CHANCE, COL_DICE, COL_KIND, COL_SIDE, LogModel
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as services
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command import recorder as resolve
from adjutant.undo.service import run_service
from adjutant.windows.app import SAMPLE_FILE, Launcher
from adjutant.windows.settings import KEY_LAST_GAME
from adjutant.windows.shell import MainWindow
from adjutant.windows.turn_log import TurnLogWidget

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
NEXT = {"defence": "move", "move": "attack", "attack": "move"}


@pytest.fixture
def sample(tmp_path):
    create_sample(tmp_path / "sample.adjutant", seed=7).close()
    return tmp_path / "sample.adjutant"


@pytest.fixture
def document(qtbot, sample):
    document = GameDocument()
    document.attach(Game.open(sample))
    yield document
    document.detach()


def units_needing_tests(game, side_index):
    """Units whose token change needs a control test (CMD-4 exempts the others)."""
    side = queries.order_of_battle(game).sides[side_index]
    return [
        u
        for u in side.all_units()
        if u.token and not u.is_cinc_unit and u.command_group_members < 3
    ]


def control_test(document, unit, face):
    return run_service(
        document,
        "Control test",
        resolve.resolve_control_test,
        unit.id,
        NEXT[unit.token],
        distance=5.0,
        dice_mode="physical",
        faces=[face],
    )


def test_log_model_shows_this_turns_events_newest_first_cmd5(qtbot, qtmodeltester, document):
    model = LogModel(document)
    qtmodeltester.check(model)
    assert model.rowCount() == 0
    first, second = units_needing_tests(document.game, 0)[:2]
    control_test(document, first, 20)
    control_test(document, second, 1)
    assert model.rowCount() == 2
    assert model.event_at(0).inputs != model.event_at(1).inputs
    assert model.event_at(0).id > model.event_at(1).id  # newest first
    assert model.index(0, COL_KIND).data() == "Control test"
    assert model.index(0, COL_SIDE).data() == queries.order_of_battle(document.game).sides[0].name
    assert model.index(0, COL_DICE).data() == "1"
    chance = Fraction(model.event_at(0).chance)
    assert model.index(0, COL_CHANCE).data().endswith(" %")
    assert str(chance) in model.index(0, COL_CHANCE).data(0x03)  # tooltip: exact fraction
    qtmodeltester.check(model)
    # undo removes the event: the log keeps only what stands
    document.undo_stack.undo()
    assert model.rowCount() == 1
    document.undo_stack.redo()
    assert model.rowCount() == 2
    # a new turn starts an empty log
    run_service(document, "Next turn", services.next_turn)
    assert model.rowCount() == 0 and model.turn == 2
    document.undo_stack.undo()
    assert model.rowCount() == 2


def test_log_filters_by_side_and_kind(qtbot, qtmodeltester, document):
    widget = TurnLogWidget(document)
    qtbot.addWidget(widget)
    blue = units_needing_tests(document.game, 0)[0]
    control_test(document, blue, 15)
    # CMD-3: Red tests in its own turn (the command phase of Red's half of turn 1).
    red_side = queries.order_of_battle(document.game).sides[1].id
    while queries.game_info(document.game).active_side_id != red_side:
        run_service(document, "Next phase", services.advance_phase)
    red = units_needing_tests(document.game, 1)[0]
    control_test(document, red, 3)
    model = widget.model
    assert model.rowCount() == 2
    side_ids = [side.id for side in queries.order_of_battle(document.game).sides]
    box = widget.side_filter
    box.setCurrentIndex(box.findData(side_ids[1]))
    box.activated.emit(box.currentIndex())
    assert model.rowCount() == 1 and model.event_at(0).side_id == side_ids[1]
    qtmodeltester.check(model)
    assert box.currentData() == side_ids[1]  # the choice survives the reset
    kinds = widget.kind_filter
    assert kinds.findData("control_test") > 0
    kinds.setCurrentIndex(kinds.findData("control_test"))
    kinds.activated.emit(kinds.currentIndex())
    assert model.rowCount() == 1
    box.setCurrentIndex(0)
    box.activated.emit(0)
    assert model.rowCount() == 2


def test_log_model_is_empty_without_a_game(qtbot, qtmodeltester):
    document = GameDocument()
    model = LogModel(document)
    qtmodeltester.check(model)
    assert model.rowCount() == 0 and model.turn is None


def launch(qtbot, game=None):
    window = MainWindow()
    qtbot.addWidget(window)
    launcher = Launcher(window, game)
    window.show()
    qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=10000)
    return window, launcher


def test_first_run_opens_a_copy_of_the_sample_then_the_last_game(qtbot, sandbox):
    window, launcher = launch(qtbot)
    sample = sandbox / "data" / SAMPLE_FILE
    assert launcher.loaded and window.document.game.path == sample
    assert queries.order_of_battle(window.document.game).sides[0].all_units()
    assert window.tool_widget("log").__class__ is TurnLogWidget  # built after first paint
    assert window.settings.value(KEY_LAST_GAME) == str(sample.resolve())
    window.close()
    again, launcher = launch(qtbot)
    assert launcher.loaded and again.document.game.path == sample
    again.close()


def test_launcher_opens_the_game_named_on_the_command_line(qtbot, sandbox, sample):
    window, launcher = launch(qtbot, str(sample))
    assert launcher.loaded and window.document.game.path == sample
    window.close()


def _smoke(args, tmp_path):
    env = smoke_env(tmp_path)
    return subprocess.run(
        [sys.executable, "-m", "adjutant", "--smoke-test", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_smoke_test_loads_the_game_and_exits_0(tmp_path, sample):
    done = _smoke([str(sample)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"loaded {sample}" in done.stdout


def test_smoke_test_exits_non_zero_when_the_game_cannot_load(tmp_path):
    bad = tmp_path / "bad.adjutant"
    bad.write_bytes(b"\x00" * 4096)
    done = _smoke([str(bad)], tmp_path)
    assert done.returncode == 1
    assert "not an Adjutant game" in done.stderr
    assert bad.read_bytes() == b"\x00" * 4096

"""The table workspace at a real screen size: the walk run by test_screen_sizes.py (issue 22).

Not collected by a plain ``pytest`` run (its name does not start with ``test_``):
tests/e2e/test_screen_sizes.py starts an Xvfb whose one screen is 1366x768 or 1024x700 and
runs this file there with ``pytest`` (pytest-qt, the ``xcb`` platform: a real X server, so
the screen's available geometry, the window's frame and every widget's size are the ones
the window system gives). ``ADJUTANT_SCREEN=WxH`` says which size is expected: the first
test fails if the screen Qt sees is another.

Each test starts the app as a player does (``Launcher``: first paint, then the sample
battle, then the panel in sight) and, after every step, checks that the main window's frame
lies inside the screen's available geometry and that the board (the central area) keeps
at least 40 % of the window's width and 50 % of its height:

- a whole turn of the sample battle: each tool raised in turn, then F8 through every
  phase of both sides, something done with the phase's tool in each (a reckless roll and
  declarations, a charge, a hex move drawn, a melee set up), every tool raised again at
  every phase; in the End phase (where the command panel once grew the window past the
  screen, issue 22, item 2) a panel made twice the screen's height;
- the game reopened: the layout saved at close is restored only because it fits;
- a saved layout that squeezed the board to 70 px is not restored;
- View > Reset Layout (its key, Shift+F11) after the board was squeezed and the log
  floated; a hex-only game (the arena in the centre, nothing else).

With ``ADJUTANT_SHOTS=folder`` (and ``ADJUTANT_LANG``, en by default) the walk saves a
screenshot of each tool mid-turn and after the game is reopened: ``tools/layout_shots.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.undo.service import run_service
from adjutant.windows.app import Launcher
from adjutant.windows.shell import MainWindow
from adjutant.windows.shell.board import ARENA, BATTLEFIELD
from adjutant.windows.shell.layout import Size, board_fits, board_minimum
from board_squeeze import squeeze_the_board

SCREEN = os.environ.get("ADJUTANT_SCREEN", "")
SHOTS = os.environ.get("ADJUTANT_SHOTS", "")
LANG = os.environ.get("ADJUTANT_LANG", "en")
TOOLS = ("command", "charge", "melee", "odds", "hex")
#: How long a step may take on a busy machine (ms).
WAIT = 20000

pytestmark = [
    pytest.mark.skipif(not SCREEN, reason="run by tests/e2e/test_screen_sizes.py under Xvfb"),
    pytest.mark.qt_log_ignore("propagateSizeHints", "XDG_RUNTIME_DIR"),
]


# ------------------------------------------------------------------ the checks
def expected_size() -> tuple[int, int]:
    width, height = SCREEN.lower().split("x")
    return int(width), int(height)


def check(window, step: str) -> None:
    """The frame inside the available geometry, the board its minimum (see the docstring)."""
    QApplication.processEvents()
    available = window.screen().availableGeometry()
    frame = window.frameGeometry()
    assert available.contains(frame), f"{step}: frame {frame} leaves the screen {available}"
    client = Size(window.width(), window.height())
    board = window.keeper.board_size()
    least = board_minimum(client)
    assert board_fits(board, client), f"{step}: the board has {board}, at least {least}"
    if window.board.shown == BATTLEFIELD and window.document.game is not None:
        view = window.board.view  # the table fitted to its room (until the player zooms)
        if view is not None and view.fitting:
            table = view.mapFromScene(view.bf.table).boundingRect()
            seen = view.viewport().rect().adjusted(-2, -2, 2, 2)
            assert seen.contains(table), f"{step}: the table is not all in sight"


def shot(window, name: str) -> None:
    if not SHOTS:
        return
    QApplication.processEvents()
    QTest.qWait(150)
    folder = Path(SHOTS)
    folder.mkdir(parents=True, exist_ok=True)
    width, height = expected_size()
    path = folder / f"{LANG}-{width}x{height}-{name}.png"
    window.screen().grabWindow(0).save(str(path))
    print(f"screenshot {path}")


# ------------------------------------------------------------------ the app as a player starts it
@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    monkeypatch.setenv("ADJUTANT_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("ADJUTANT_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    return tmp_path


@pytest.fixture(autouse=True)
def messages(monkeypatch):
    """No message box may come up (none is left open to hang the run: each is answered)."""
    shown: list[str] = []

    def answer(box):
        shown.append(box.text())
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "exec", answer)
    yield shown
    assert shown == []


@pytest.fixture
def sample(sandbox):
    path = sandbox / "data" / "Sample battle.adjutant"
    create_sample(path, seed=3).close()
    return path


@pytest.fixture
def launch(qtbot, sandbox):
    windows: list[MainWindow] = []

    def start(game: Path) -> MainWindow:
        window = MainWindow()
        qtbot.addWidget(window)
        window.translations.switch(LANG)
        launcher = Launcher(window, str(game))
        window.show()
        qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=WAIT)
        assert launcher.loaded and not launcher.errors
        qtbot.waitUntil(lambda: window.docks.started and not window.docks.tools_later, timeout=WAIT)
        qtbot.wait(200)
        window.activateWindow()
        windows.append(window)
        return window

    yield start
    for window in windows:
        window.document.detach()
    from adjutant.i18n import Translations

    Translations(QApplication.instance()).switch("en")


def raise_tool(window, key: str, qtbot) -> None:
    dock = window.tool_dock(key)
    dock.show()
    dock.raise_()
    window.tool_widget(key)
    qtbot.waitUntil(lambda: not dock.visibleRegion().isEmpty(), timeout=WAIT)


def every_tool(window, qtbot, step: str) -> None:
    for key in TOOLS:
        raise_tool(window, key, qtbot)
        check(window, f"{step}, {key} raised")


def next_phase(window, qtbot) -> str:
    before = queries.game_info(window.document.game)
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F8)
    qtbot.waitUntil(lambda: queries.game_info(window.document.game) != before, timeout=WAIT)
    qtbot.wait(100)  # the phase's tool raised, its panel reloaded
    info = queries.game_info(window.document.game)
    return f"turn {info.turn}, side {info.active_side_id}, {info.phase}"


def names(window) -> dict[str, int]:
    sides = queries.order_of_battle(window.document.game).sides
    return {unit.name: unit.id for side in sides for unit in side.all_units()}


# ------------------------------------------------------------------ what is done in each phase
def in_the_command_phase(window, qtbot) -> None:
    raise_tool(window, "command", qtbot)
    command = window.tool_widget("command")
    ids = {r.unit: r.unit_id for r in command.plan.regiments}
    command.roll_reckless(ids["92nd Gordon Highlanders"], (4,))
    for name, token in (
        ("1st Foot Guards", "attack"),
        ("1st Royal Scots", "move"),
        ("6th Inniskilling Dragoons", "move"),
    ):
        command.declare(ids[name], token)
    command.roll_declaration(ids["6th Inniskilling Dragoons"], (19,))
    command.show_tab("declarations")


def in_the_charge_phase(window, qtbot) -> None:
    ids = names(window)
    guards, leger = ids["1st Foot Guards"], ids["1er Léger"]
    document = window.document
    if queries.unit(document.game, guards).token != "attack":  # CMD-1: Attack to charge
        run_service(document, "Set token", sv.set_token, guards, "attack")
    run_service(document, "Move unit", sv.move_unit, guards, 28, 26)
    run_service(
        document,
        "Charge",
        charge_planner.resolve_charge,
        guards,
        {leger: None},
        dice_mode="physical",
        faces=[3, 2],
    )
    raise_tool(window, "charge", qtbot)


def in_the_movement_phase(window, qtbot) -> None:
    raise_tool(window, "hex", qtbot)
    qtbot.waitUntil(lambda: window.board.shown == ARENA, timeout=WAIT)
    hexes = window.tool_widget("hex")
    verus = hexes.figure_by_name("Verus")
    hexes.select_figure(verus.id)
    assert hexes.roll_movement_card(None, [6])
    step = next(h for h, steps in hexes.session.plan.move.reach if steps == 1)
    assert hexes.step_to(step)


def in_the_melee_phase(window, qtbot) -> None:
    ids = names(window)
    guards = ids["1st Foot Guards"]
    run_service(window.document, "Move unit", sv.move_unit, guards, 28, 32.5)
    raise_tool(window, "melee", qtbot)
    melee = window.tool_widget("melee")
    window.document.select_units([guards])
    melee.use_selection()
    melee.refresh()


DOINGS = {
    "command": in_the_command_phase,
    "charge": in_the_charge_phase,
    "movement": in_the_movement_phase,
    "melee": in_the_melee_phase,
}
#: The tool whose picture is taken in each phase (the one just used).
SHOWN = {"command": "command", "charge": "charge", "movement": "hex", "melee": "melee"}


def a_panel_taller_than_the_screen(window, qtbot, step: str) -> None:
    """Issue 22, item 2: in the End phase the command panel grew the window past the
    screen. Whatever a panel holds, it scrolls inside its dock: here one twice the
    screen's height."""
    raise_tool(window, "command", qtbot)
    command = window.tool_widget("command")
    tall = QWidget(command)
    tall.setMinimumHeight(2 * window.screen().availableGeometry().height())
    command.layout().addWidget(tall)
    qtbot.wait(100)
    check(window, f"{step}, a panel taller than the screen")
    assert window.tool_dock("command").body.verticalScrollBar().maximum() > 0
    command.layout().removeWidget(tall)
    tall.deleteLater()
    qtbot.wait(50)


# ------------------------------------------------------------------ the tests
def test_the_screen_is_the_size_asked_for(qapp):
    screen = QApplication.primaryScreen()
    assert QApplication.platformName() == "xcb"  # a real X server, not offscreen
    assert screen.availableGeometry() == QRect(0, 0, *expected_size())


def test_a_whole_turn_keeps_the_window_on_the_screen_and_the_board_its_room(launch, sample, qtbot):
    window = launch(sample)
    check(window, "opened")
    every_tool(window, qtbot, "opened")
    step = "turn 1, command"
    played = set()
    for _ in range(11):  # both sides' five phases, then turn 2
        phase = queries.game_info(window.document.game).phase
        check(window, step)
        if phase in DOINGS and phase not in played:
            played.add(phase)
            DOINGS[phase](window, qtbot)
            check(window, f"{step}, played")
            shot(window, f"{SHOWN[phase]}-midturn")
            if phase == "melee":
                raise_tool(window, "odds", qtbot)
                shot(window, "odds-midturn")
        every_tool(window, qtbot, step)
        if phase == "end" and "end" not in played:
            played.add("end")
            a_panel_taller_than_the_screen(window, qtbot, step)
        step = next_phase(window, qtbot)
    assert queries.game_info(window.document.game).turn == 2
    assert played == {*DOINGS, "end"}
    # Reopened: the layout saved at close fits, so it is the one restored.
    window.close()
    again = launch(sample)
    assert again.keeper.decision == "restored"
    check(again, "reopened")
    for key in TOOLS:
        raise_tool(again, key, qtbot)
        check(again, f"reopened, {key} raised")
        shot(again, f"{key}-reopened")


def test_a_saved_layout_that_squeezed_the_board_to_70_px_is_not_restored(launch, sample, qtbot):
    window = launch(sample)
    squeeze_the_board(window, qtbot)
    window.close()
    assert window.keeper.saved_layout().board.width <= 74  # what was saved
    again = launch(sample)
    assert again.keeper.decision == "default"
    check(again, "reopened after the squeeze")
    every_tool(again, qtbot, "reopened after the squeeze")
    next_phase(again, qtbot)
    check(again, "reopened after the squeeze, next phase")


def test_reset_layout_gives_the_board_its_room_back(launch, sample, qtbot):
    window = launch(sample)
    squeeze_the_board(window, qtbot)
    window.tool_dock("log").setFloating(True)
    window.tool_dock("oob").hide()
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F11, Qt.KeyboardModifier.ShiftModifier)
    qtbot.wait(200)
    check(window, "after View > Reset Layout")
    assert not window.tool_dock("log").isFloating() and window.tool_dock("oob").isVisible()
    every_tool(window, qtbot, "after View > Reset Layout")
    window.close()
    again = launch(sample)
    assert again.keeper.decision == "restored"  # the reset layout fits: it is kept
    check(again, "reopened after the reset")


def test_a_hex_only_game_shows_the_arena_alone(launch, sandbox, qtbot):
    path = sandbox / "data" / "arena.adjutant"
    game = Game.create(path, name="Arena", ruleset=load_preset("gladiatoro"))
    run = sv.add_hex_board(game, "The Pit", 9, 7)
    sides = [s.id for s in queries.order_of_battle(game).sides]
    for name, side, q, r in (("Marcus", 0, 1, 2), ("Verus", 1, 7, 3)):
        sv.add_hex_figure(game, run.result, sides[side], name, q, r, facing=0, defence_factor=4)
    game.close()
    window = launch(path)
    qtbot.waitUntil(
        lambda: window.board.shown == ARENA and window.docks.is_built("hex"), timeout=WAIT
    )
    assert window.board.arena_only
    check(window, "arena")
    for _ in range(4):
        step = next_phase(window, qtbot)
        assert window.board.shown == ARENA
        check(window, step)
    shot(window, "hex-only-arena")

"""The table workspace in the real main window, offscreen (issue 22).

- View > Reset Layout is in the View menu with its key, listed (translated) in Help >
  Keyboard Shortcuts, and gives the board its room back after it was squeezed;
- a saved layout that squeezed the board is not restored (the default is used, nothing
  asked); one that fits is (tests/qt/test_shell.py);
- a panel taller than its dock scrolls inside it: the window keeps its size;
- the centre shows the board of the tool in use: the battlefield, the hex arena (only the
  arena in a hex-only game); View > Enlarge the Board hides the panels and brings them back;
- quitting or closing the game with a hex move drawn but not confirmed asks first.

The same at real screen sizes (1366x768, 1024x700) under Xvfb: tests/e2e/test_screen_sizes.py.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget
from shell_fixtures import (  # noqa: F401 (fixtures)
    make_window,
    recorded_messages,
    sandbox_with_data,
    shell_window,
)

from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.windows.shell.board import ARENA, BATTLEFIELD
from adjutant.windows.shell.layout import Size, board_fits, board_minimum
from board_squeeze import squeeze_the_board

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


@pytest.fixture
def sample(tmp_path):
    path = tmp_path / "Sample battle.adjutant"
    create_sample(path, seed=3).close()
    return path


def board_room(window) -> Size:
    return window.keeper.board_size()


# ------------------------------------------------------------------ View > Reset Layout
def test_reset_layout_is_in_the_view_menu_and_its_key_is_listed_in_every_language(window):
    action = window.reset_layout_action
    assert action in window.view_menu.actions()
    assert action.shortcut().toString() == "Shift+F11"
    dialog = window.shortcuts_dialog()

    def listed(text: str) -> bool:
        view = window.view_menu.title().replace("&", "")
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        return (view, text, keys) in dialog.rows()

    try:
        assert listed("Reset Layout")
        assert ("View", "Enlarge the Board", "F11") in dialog.rows()
        window.set_language("ru")
        assert listed("Сбросить расположение")
        window.set_language("es")
        assert listed("Restablecer la disposición")
    finally:
        dialog.deleteLater()
        window.set_language("en")


def test_reset_layout_gives_the_squeezed_board_its_room_back(window, sample, qtbot):
    assert window.open_game(sample)
    qtbot.wait(50)
    assert board_fits(board_room(window), Size(1366, 768))
    squeeze_the_board(window, qtbot)  # the player's own drag: kept in the session
    qtbot.wait(50)
    assert not board_fits(board_room(window), Size(1366, 768))
    window.tool_dock("log").setFloating(True)
    QTest.keyClick(window, Qt.Key.Key_F11, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: board_fits(board_room(window), Size(window.width(), window.height())))
    for key in ("oob", "log", "command"):
        dock = window.tool_dock(key)
        assert dock.isVisible() and not dock.isFloating(), key


# ------------------------------------------------------------------ restoring
def test_a_saved_layout_that_squeezed_the_board_is_not_restored(qtbot, sandbox, messages, sample):
    first = make_window(qtbot, (1366, 768))
    assert first.open_game(sample)
    qtbot.wait(50)
    squeeze_the_board(first, qtbot)
    first.close()  # saves the layout, the board 70 px wide
    assert first.settings.value("window/state")
    second = make_window(qtbot)
    qtbot.wait(50)
    assert second.keeper.decision == "default"
    client = Size(second.width(), second.height())
    assert board_fits(board_room(second), client), (board_room(second), board_minimum(client))
    assert messages == []  # the player is not asked
    second.close()


def test_a_saved_layout_that_reaches_past_the_screen_is_not_restored(qtbot, sandbox, messages):
    first = make_window(qtbot)
    available = first.screen().availableGeometry()
    first.resize(available.width() + 200, available.height() + 200)  # past the screen
    qtbot.wait(50)
    first.close()
    second = make_window(qtbot)
    qtbot.wait(50)
    assert second.keeper.decision == "default"
    assert available.contains(second.frameGeometry())
    second.close()


# ------------------------------------------------------------------ never grows
def test_a_panel_taller_than_its_dock_scrolls_inside_it_and_the_window_keeps_its_size(
    window, sample, qtbot
):
    assert window.open_game(sample)
    qtbot.wait(50)
    before = window.size()
    tool = window.tool_widget("command")
    tall = QWidget(tool)
    tall.setMinimumHeight(3000)  # a content far taller than any screen
    tool.layout().addWidget(tall)
    qtbot.wait(50)
    assert window.size() == before
    body = window.tool_dock("command").body
    assert body.verticalScrollBar().maximum() > 0  # it scrolls inside its dock


# ------------------------------------------------------------------ the board of the tool in use
def test_the_centre_shows_the_board_of_the_tool_in_use(window, sample, qtbot):
    assert window.open_game(sample)
    assert window.board.shown == BATTLEFIELD
    window.tool_dock("hex").raise_()
    qtbot.waitUntil(lambda: window.board.shown == ARENA)
    arena = window.tool_widget("hex").arena
    assert window.centralWidget().currentWidget() is arena and arena.isVisible()
    assert not window.tool_widget("hex").isAncestorOf(arena)  # the dock keeps the panel only
    # The arena fills the centre and is fitted to it: all of the board in sight.
    canvas = window.tool_widget("hex").canvas
    scene = canvas.mapFromScene(canvas.sceneRect()).boundingRect()
    assert canvas.viewport().rect().adjusted(-2, -2, 2, 2).contains(scene)
    window.tool_dock("charge").raise_()
    qtbot.waitUntil(lambda: window.board.shown == BATTLEFIELD)
    assert window.centralWidget().currentWidget() is window.board.battlefield


def test_the_board_follows_the_tool_the_phase_brings_up(window, sample, qtbot):
    assert window.open_game(sample)
    window.tool_dock("hex").raise_()
    qtbot.waitUntil(lambda: window.board.shown == ARENA)
    window.turn_bar.next_phase()  # the charge phase: its tool, and so the battlefield
    qtbot.waitUntil(lambda: window.phase_flow.raised == "charge")
    assert window.board.shown == BATTLEFIELD
    window.turn_bar.next_phase()  # movement: no tool of its own here, the board stays
    qtbot.waitUntil(lambda: window.phase_flow.raised == "battlefield")
    assert window.board.shown == BATTLEFIELD
    assert queries.game_info(window.document.game).phase == "movement"


def test_the_arenas_keys_are_listed_as_the_arenas(window, sample, qtbot):
    assert window.open_game(sample)
    window.tool_dock("hex").raise_()
    qtbot.waitUntil(lambda: window.board.shown == ARENA)
    dialog = window.shortcuts_dialog()
    try:
        rows = dialog.rows()
        assert ("Hex arena", "Face a vertex", "1, 2, 3, 4, 5, 6") in rows
        assert ("Hex skirmish", "Face a vertex", "1, 2, 3, 4, 5, 6") in rows
        assert ("Battlefield", "Fit table", "Ctrl+0") in rows
    finally:
        dialog.deleteLater()


def test_figure_names_stay_readable_on_a_fitted_arena(window, sample, qtbot):
    assert window.open_game(sample)
    window.tool_dock("hex").raise_()
    qtbot.waitUntil(lambda: window.board.shown == ARENA)
    canvas = window.tool_widget("hex").canvas
    canvas.set_zoom(0.3)  # far out: the names keep their size on screen
    for item in canvas.figures.values():
        tag = item.name_tag
        box = tag.deviceTransform(canvas.viewportTransform()).mapRect(tag.boundingRect())
        assert box.height() >= 12 and tag.text  # screen pixels


def test_a_hex_only_game_shows_only_the_arena(window, tmp_path, qtbot):
    path = tmp_path / "arena.adjutant"
    game = Game.create(path, name="Arena", ruleset=load_preset("gladiatoro"))
    sv.add_hex_board(game, "Pit", 7, 5)
    game.close()
    assert window.open_game(path)
    qtbot.waitUntil(lambda: window.board.shown == ARENA and window.docks.is_built("hex"))
    assert window.board.arena_only
    window.tool_dock("command").raise_()  # a battlefield tool: still the arena
    qtbot.wait(20)
    assert window.board.shown == ARENA
    assert window.centralWidget().currentWidget() is window.tool_widget("hex").arena


def test_enlarge_the_board_hides_the_panels_and_brings_them_back(window, sample, qtbot):
    assert window.open_game(sample)
    window.tool_dock("hex").raise_()
    qtbot.waitUntil(lambda: window.board.shown == ARENA)
    hexes = window.tool_widget("hex")
    before = window.board.width()
    hexes.enlarge_button.click()  # the arena's own button
    qtbot.waitUntil(lambda: not window.tool_dock("oob").isVisible())
    assert window.enlarge_board_action.isChecked() and hexes.enlarge_button.isChecked()
    assert not any(d.isVisible() for d in window.tool_docks.values())
    assert window.board.width() > before + 500
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: window.tool_dock("oob").isVisible())
    assert window.tool_dock("hex").isVisible() and not hexes.enlarge_button.isChecked()


# ------------------------------------------------------------------ a hex move not confirmed
def test_quitting_with_a_hex_move_drawn_asks_first(window, tmp_path, qtbot, monkeypatch):
    path = tmp_path / "sample.adjutant"
    game = create_sample(path, seed=3)
    while queries.game_info(game).phase != "movement":
        sv.advance_phase(game)
    game.close()
    assert window.open_game(path)
    window.tool_dock("hex").raise_()
    hexes = window.tool_widget("hex")
    verus = hexes.figure_by_name("Verus")
    hexes.select_figure(verus.id)
    assert hexes.roll_movement_card(None, [6])  # heavy: 2 hexes
    step = next(h for h, steps in hexes.session.plan.move.reach if steps == 1)
    assert hexes.step_to(step)
    assert "Verus" in hexes.pending_work()
    asked: list[str] = []

    def answer(reply):
        def exec_(box):
            asked.append(box.text())
            return reply

        monkeypatch.setattr(QMessageBox, "exec", exec_)

    answer(QMessageBox.StandardButton.Cancel)
    window.activateWindow()
    window.quit_action.trigger()  # Ctrl+Q
    assert asked and "Verus" in asked[0]
    assert window.isVisible() and hexes.path[-1] == step  # nothing lost
    window.close_action.trigger()  # File > Close Game asks too
    assert len(asked) == 2 and window.document.game is not None
    answer(QMessageBox.StandardButton.Discard)
    window.quit_action.trigger()
    assert len(asked) == 3 and not window.isVisible()


# ------------------------------------------------------------------ texts that were cut
@pytest.mark.parametrize("language", ["ru", "es"])
def test_the_dice_switch_shows_its_whole_text_after_a_language_switch(
    window, sample, qtbot, language
):
    """Issue 22, item 13: "Виртуал", "Virtuales" were cut (the width of the English kept)."""
    assert window.open_game(sample)
    combo = window.turn_bar.dice_mode
    qtbot.waitUntil(combo.isVisible)
    try:
        window.set_language(language)
        qtbot.wait(50)
        for index in range(combo.count()):
            text = combo.itemText(index)
            assert combo.fontMetrics().horizontalAdvance(text) < combo.width() - 20, text
        assert combo.width() >= combo.sizeHint().width()
    finally:
        window.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_undo_history_is_a_whole_tab_beside_the_log(window, sample, qtbot, language):
    """Issue 22, item 13: "Historial de des…" — the history was a seventh tab of the tools."""
    assert window.open_game(sample)
    try:
        window.set_language(language)
        window.history_action.trigger()
        history = window.tool_dock("history")
        qtbot.waitUntil(history.isVisible)
        assert window.dockWidgetArea(history) == Qt.DockWidgetArea.BottomDockWidgetArea
        qtbot.wait(50)
        for bar in window.dock_tab_bars():
            if not bar.isVisible():
                continue
            shown = sum(bar.tabRect(i).width() for i in range(bar.count()))
            assert shown <= bar.width(), [bar.tabText(i) for i in range(bar.count())]
            for i in range(bar.count()):  # never elided: a whole title, the long one on hover
                assert "…" not in bar.tabText(i) and bar.tabToolTip(i)
    finally:
        window.set_language("en")

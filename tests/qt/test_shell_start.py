"""Start-up robustness, the default layout and the keyboard of the main window (issue 9).

- A tool window or the battlefield that raises while being built: ``--smoke-test``
  prints the traceback and exits non-zero (a subprocess with a timeout: it must not
  hang); a normal start shows an error dialog, keeps the window and the game.
- After "loaded", the game's ``prepare_writer()`` is called on an idle turn.
- First run: the order of battle, the tools and the log get their default shares,
  the battlefield shows the whole table, and nothing is cut off at 1280 x 800.
- Help > Keyboard Shortcuts lists every menu's and panel's shortcuts, translated, and
  no two shortcuts that can be live at once share a key.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QRectF
from smoke_env import smoke_env

from adjutant.store import Game
from adjutant.store.services.sample import create_sample
from adjutant.windows import app as app_module
from adjutant.windows.app import Launcher
from adjutant.windows.shell import MainWindow
from adjutant.windows.shell.keeper import LOG_ROWS
from adjutant.windows.shell.layout import LEFT_SMALL, RIGHT_MIN, RIGHT_SHARE, Size, board_fits
from adjutant.windows.shortcuts import ShortcutsDialog, collect_shortcuts, shortcut_clashes

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def sample(tmp_path):
    path = tmp_path / "sample.adjutant"
    create_sample(path).close()
    return path


def launch(qtbot, game, size=(1600, 1000)) -> tuple[MainWindow, Launcher]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    launcher = Launcher(window, str(game))
    window.show()
    qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=10000)
    qtbot.wait(50)  # the idle turns after "loaded": dock sizes, fit, writer
    return window, launcher


def broken(*_args, **_kwargs):
    raise RuntimeError("this tool window is broken on purpose")


# ---------------------------------------------------------------- smoke test: never hang
def _smoke_with(patch: str, sample, tmp_path) -> subprocess.CompletedProcess:
    script = textwrap.dedent(
        f"""
        import sys
        {patch}
        from adjutant.__main__ import main
        sys.exit(main(["--smoke-test", {str(sample)!r}]))
        """
    )
    env = smoke_env(tmp_path)
    return subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=90
    )


@pytest.mark.parametrize("module, name", [("melee", "MeleeWindow"), ("command", "CommandWindow")])
def test_smoke_test_fails_with_the_traceback_when_a_tool_window_raises(
    module, name, sample, tmp_path
):
    # Melee is a tab behind another at start: the smoke test builds every tool window.
    patch = textwrap.dedent(
        f"""
        import adjutant.windows.{module} as target
        def broken(*args, **kwargs):
            raise RuntimeError("this tool window is broken on purpose")
        target.{name} = broken
        """
    ).replace("\n", "\n        ")
    done = _smoke_with(patch, sample, tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" in done.stderr and "broken on purpose" in done.stderr
    assert "loaded" not in done.stdout


def test_smoke_test_fails_when_the_battlefield_raises(sample, tmp_path):
    patch = textwrap.dedent(
        """
        import adjutant.windows.battlefield as target
        def broken(*args, **kwargs):
            raise RuntimeError("the battlefield is broken on purpose")
        target.BattlefieldWidget = broken
        """
    ).replace("\n", "\n        ")
    done = _smoke_with(patch, sample, tmp_path)
    assert done.returncode == 1
    assert "Traceback" in done.stderr and "battlefield is broken on purpose" in done.stderr


def test_smoke_test_passes_and_builds_every_tool_window(sample, tmp_path):
    done = _smoke_with("pass", sample, tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"loaded {sample}" in done.stdout
    assert "could not be built" not in done.stderr


# ---------------------------------------------------------------- normal start: a dialog
def test_a_broken_tool_window_shows_a_dialog_and_the_window_stays(
    qtbot, sandbox, sample, messages, monkeypatch
):
    import adjutant.windows.command as command

    monkeypatch.setattr(command, "CommandWindow", broken)
    window, launcher = launch(qtbot, sample)
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    text, _info, detail = messages[0]
    assert "Command tokens" in text and "could not be opened" in text
    assert "broken on purpose" in detail and "Traceback" in detail
    assert launcher.loaded and window.isVisible() and window.document.game is not None
    assert "command" in window.tool_errors
    assert window.tool_widget("oob").__class__.__name__ == "OrderOfBattleWidget"
    window.close()


def test_a_broken_battlefield_shows_a_dialog_and_the_game_still_opens(
    qtbot, sandbox, sample, messages, monkeypatch
):
    import adjutant.windows.battlefield as battlefield

    monkeypatch.setattr(battlefield, "BattlefieldWidget", broken)
    window, launcher = launch(qtbot, sample)
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    text, _info, detail = messages[0]
    assert "unexpected problem" in text and "broken on purpose" in detail
    assert launcher.errors and window.isVisible()
    assert window.document.game is not None and window.document.game.path == sample
    window.close()


# ---------------------------------------------------------------- the writer, after "loaded"
def test_prepare_writer_is_called_once_after_loaded(qtbot, sandbox, sample, monkeypatch):
    calls = []

    def prepare_writer(game):
        calls.append(game.path)

    monkeypatch.setattr(Game, "prepare_writer", prepare_writer, raising=False)
    marks = []
    monkeypatch.setattr(app_module, "mark_timing", lambda label: marks.append((label, len(calls))))
    window, _launcher = launch(qtbot, sample)
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert calls == [sample]
    assert ("loaded", 0) in marks  # made after "loaded" was marked, not inside its timing
    window.close()


def test_a_game_without_prepare_writer_is_fine(qtbot, sandbox, sample, monkeypatch):
    monkeypatch.delattr(Game, "prepare_writer", raising=False)
    assert app_module.prepare_writer(object()) is False
    window, launcher = launch(qtbot, sample)
    assert launcher.loaded and not launcher.errors
    window.close()


# ---------------------------------------------------------------- default layout
def test_first_run_layout_gives_each_area_its_share_and_fits_the_table(qtbot, sandbox, sample):
    window, _launcher = launch(qtbot, sample)
    qtbot.waitUntil(lambda: window.width() == 1600, timeout=3000)
    width, height = window.width(), window.height()
    oob, tools, log = (window.tool_dock(k) for k in ("oob", "command", "log"))
    # Issue 22: the board keeps 40 % of the width and 50 % of the height; the tools a
    # card's width or more (at most their share), the order of battle a column of its own.
    board = window.centralWidget()
    assert board_fits(Size(board.width(), board.height()), Size(width, height))
    assert RIGHT_MIN <= tools.width() <= width * RIGHT_SHARE + 1
    assert oob.width() >= LEFT_SMALL and oob.geometry().right() < board.geometry().left()
    # Issue 15: the tools take the whole right-hand side; the log shows five rows.
    assert tools.height() > 0.85 * height and log.geometry().right() < tools.geometry().left()
    assert window.tool_widget("log").visible_rows() >= LOG_ROWS
    # The order of battle's name, token and status columns are all in sight.
    tree = window.tool_widget("oob").view
    header = tree.header()
    right_edges = [
        header.sectionViewportPosition(c) + header.sectionSize(c)
        for c in (0, header.logicalIndex(1), header.logicalIndex(2))
    ]
    assert max(right_edges) <= tree.viewport().width()
    # The whole table is in the view, and fills it in one direction (not a small cluster).
    view = window.centralWidget().view
    table = view.mapFromScene(view.bf.table).boundingRect()
    viewport = view.viewport().rect()
    assert viewport.contains(table.adjusted(2, 2, -2, -2))
    assert max(table.width() / viewport.width(), table.height() / viewport.height()) > 0.9
    window.close()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)], ids=["1366x768", "1024x700"])
def test_laptop_screens_give_the_tools_a_card_width_and_the_log_five_rows(
    qtbot, sandbox, sample, size
):
    """Issue 15, sizes: the tool dock starts at a roll card's narrowest (420 px), the turn
    log shows five rows, and the order of battle and battlefield keep a usable width."""
    window, _launcher = launch(qtbot, sample, size=size)
    qtbot.waitUntil(lambda: window.width() <= size[0], timeout=3000)
    qtbot.wait(50)
    tools, oob = window.tool_dock("command"), window.tool_dock("oob")
    assert tools.width() >= RIGHT_MIN
    assert window.tool_widget("log").visible_rows() >= LOG_ROWS
    assert oob.width() >= 250
    assert window.centralWidget().view.viewport().width() >= 250
    board = window.centralWidget()
    assert board_fits(Size(board.width(), board.height()), Size(*size))  # issue 22
    frame = QRectF(window.rect())
    for key in ("oob", "command", "log"):
        dock = window.tool_dock(key)
        if not dock.visibleRegion().isEmpty():  # (at 1024 px the order of battle is a tab)
            assert frame.contains(QRectF(dock.geometry())), key
    window.close()


def test_a_small_screen_cuts_nothing_off(qtbot, sandbox, sample):
    window, _launcher = launch(qtbot, sample, size=(1280, 800))
    qtbot.waitUntil(lambda: window.width() <= 1280, timeout=3000)
    assert window.width() <= 1280 and window.height() <= 800  # no minimum size forces it wider
    frame = QRectF(window.rect())
    for key in ("oob", "command", "log"):
        dock = window.tool_dock(key)
        assert frame.contains(QRectF(dock.geometry())), key
        assert dock.width() >= 250 and dock.height() >= 120, key
    view = window.centralWidget().view
    assert view.viewport().width() >= 250
    window.close()


# ---------------------------------------------------------------- keyboard
@pytest.fixture
def window(qtbot, sandbox, sample, messages):
    window, _launcher = launch(qtbot, sample)
    yield window
    window.translations.switch("en")
    window.close()


def test_no_two_live_shortcuts_share_a_key(window):
    window.build_all_tool_windows()
    shortcuts = collect_shortcuts(window)
    assert len(shortcuts) > 30
    clashes = [(key, a.group, a.text, b.group, b.text) for key, a, b in shortcut_clashes(shortcuts)]
    assert not clashes


def test_clashes_are_found_when_there_is_one(window, qtbot):
    """The check itself can fail: a window-wide button on F8 meets Turn > Next phase."""
    from PySide6.QtWidgets import QPushButton

    oob = window.tool_widget("oob")
    button = QPushButton("Extra", oob)
    button.setShortcut("F8")
    clashes = shortcut_clashes(collect_shortcuts(window))
    assert [(key, {a.source, b.source} >= {button}) for key, a, b in clashes] == [("F8", True)]
    button.deleteLater()


def test_keyboard_shortcuts_dialog_lists_menus_and_panels_translated(window):
    dialog = window.shortcuts_dialog()
    rows = dialog.rows()
    assert ("File", "New Game", "Ctrl+N") in rows
    assert ("Turn", "Next phase", "F8") in rows
    assert ("Battlefield", "Fit table", "Ctrl+0") in rows
    assert ("Command tokens", "Roll all", "Ctrl+Shift+D") in rows
    assert ("Hex skirmish", "Face a vertex", "1, 2, 3, 4, 5, 6") in rows
    groups = {group for group, _text, _keys in rows}
    assert {"File", "Edit", "Turn", "Help", "Order of battle", "Charge", "Melee"} <= groups
    assert all(text for _group, text, _keys in rows)  # every shortcut says what it does
    window.set_language("ru")
    assert dialog.windowTitle() == "Сочетания клавиш"
    rows = dialog.rows()
    assert ("Натиск", "Бросить или подтвердить текущий шаг", "Ctrl+Return") in rows
    assert any(group == "Ход" for group, _t, _k in rows)
    dialog.deleteLater()


def test_help_menu_opens_the_shortcuts_dialog(window, qtbot):
    assert window.shortcuts_action in window.help_menu.actions()
    window.shortcuts_action.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None and dialog.isVisible() and dialog.rows()
    dialog.close()


def test_a_window_deleted_while_a_step_runs_ends_the_steps_quietly(qtbot, sandbox, sample):
    # CI once saw "Internal C++ object (QTimer) already deleted" from the launcher's step
    # runner: the window (with its launcher) went while a step ran (a nested event loop, a
    # modal box, deletes it), and the runner went on with its gone timer and next steps.
    from PySide6.QtCore import QCoreApplication, QEvent

    window = MainWindow()  # not qtbot's: the test deletes it itself
    launcher = Launcher(window, str(sample))
    window.show()
    qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=10000)
    qtbot.waitUntil(lambda: launcher.preloader is not None, timeout=10000)
    ran = []

    def deleting_step():
        ran.append("deleting")
        window.document.detach()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # a nested loop's

    launcher._after((), deleting_step)
    launcher._after((), lambda: ran.append("after"))
    with qtbot.captureExceptions() as raised:
        qtbot.waitUntil(lambda: bool(ran), timeout=10000)
        qtbot.wait(50)
    assert ran == ["deleting"], ran  # the step after it is not run on a gone window
    assert raised == []


def test_a_window_deleted_with_steps_queued_runs_none_of_them(qtbot, sandbox, sample):
    # Each step the launcher queues is tied to it: none runs after it is deleted.
    from PySide6.QtCore import QCoreApplication, QEvent

    window = MainWindow()  # not qtbot's: the test deletes it itself
    launcher = Launcher(window, str(sample))
    window.show()
    qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=10000)
    ran = []
    launcher._after((), lambda: ran.append("step"))  # queued: runs on the next turn
    window.document.detach()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # gone before it
    qtbot.wait(50)  # the turn on which the queued step would have run (and raised)
    assert ran == []


# ---------------------------------------------------------------- a hand-edited layout
@pytest.mark.parametrize("geometry, state", [("abc", "xyz"), (5, ["a", "b"]), ("", None)])
def test_a_hand_edited_layout_in_the_settings_starts_with_the_default_layout(
    qtbot, sandbox, geometry, state
):
    # A settings file edited by hand (or by another program) may hold anything under the
    # saved window layout; Qt's restoreGeometry/restoreState raise TypeError on what is not
    # bytes, which stopped the window from being made at all.
    from adjutant.windows.settings import KEY_FIT, KEY_GEOMETRY, KEY_STATE, app_settings

    good = MainWindow()
    qtbot.addWidget(good)
    good.show()
    qtbot.wait(20)
    good.keeper.save()  # a layout that fits: only the geometry and state are spoiled
    settings = app_settings()
    assert settings.value(KEY_FIT)
    settings.setValue(KEY_GEOMETRY, geometry)
    settings.setValue(KEY_STATE, state)
    settings.sync()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.keeper.decision == "default"

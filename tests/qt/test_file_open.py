"""Games the system opens: macOS sends a QFileOpenEvent for a .adjutant double-clicked in
Finder (issue 18; the spec's Info.plist declares the type, tests/installer/).

- At launch the event can come before the main window exists: the game is kept and is
  the one opened once the window is up (not the last game, not the sample).
- With a game open, the requested game opens in its place (every change of the old one
  is already on disk; its lock is released), and the window comes forward.
- A file that is not a game gets the usual clear message and the open game stays; the
  game already open is not opened twice.
- While a modal dialog is open nothing changes under it: the game opens once it closes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QDialog

from adjutant.store.services.sample import create_sample
from adjutant.windows.app import Application, FileOpenRequests, Launcher
from adjutant.windows.main_window import MainWindow
from adjutant.windows.settings import KEY_LAST_GAME

# Offscreen Qt cannot raise a window (it does on a desktop): the test checks the state.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


@pytest.fixture
def games(tmp_path):
    paths = []
    for name in ("first", "second"):
        path = tmp_path / f"{name}.adjutant"
        create_sample(path).close()
        paths.append(path)
    return paths


@pytest.fixture
def requests(qapp):
    """The application's own request keeper, fresh for the test (nothing pending, no window)."""
    assert isinstance(qapp, Application), "tests/conftest.py makes Adjutant's Application"
    old = qapp.open_requests
    qapp.open_requests = FileOpenRequests(qapp)
    yield qapp.open_requests
    qapp.open_requests.deleteLater()
    qapp.open_requests = old


def send_file_open(path) -> bool:
    event = QFileOpenEvent(str(path))
    return QApplication.sendEvent(QApplication.instance(), event)


def open_path(window) -> Path | None:
    game = window.document.game
    return Path(game.path).resolve() if game is not None else None


def start(qtbot, game=None) -> tuple[MainWindow, Launcher]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    launcher = Launcher(window, str(game) if game else None)
    window.show()
    qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=10000)
    return window, launcher


def test_a_game_opened_from_finder_at_launch_is_opened_once_the_window_is_up(
    qtbot, sandbox, requests, games
):
    first, second = games
    # The last game of the previous session: without the event it would be opened.
    from adjutant.windows.settings import app_settings

    settings = app_settings()
    settings.setValue(KEY_LAST_GAME, str(first))
    settings.sync()
    assert send_file_open(second) is True  # before any window exists
    assert requests.pending == str(second)
    window, launcher = start(qtbot)
    assert launcher.loaded is True
    assert open_path(window) == second.resolve()
    assert requests.pending is None and requests.window is window
    window.document.detach()


def test_a_game_opened_from_finder_replaces_the_open_one(qtbot, sandbox, requests, games):
    first, second = games
    window, _launcher = start(qtbot, first)
    assert open_path(window) == first.resolve()
    old_game = window.document.game
    window.showMinimized()
    send_file_open(second)
    assert open_path(window) == second.resolve()
    assert window.document.game is not old_game
    assert not window.isMinimized()
    # The first game was closed properly: another Adjutant (here: the store) can open it.
    from adjutant.store import Game

    again = Game.open(first)
    again.close()
    assert Path(window.settings.value(KEY_LAST_GAME)) == second.resolve()
    window.document.detach()


def test_a_url_event_for_a_local_file_opens_it(qtbot, sandbox, requests, games):
    first, second = games
    window, _launcher = start(qtbot, first)
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(QUrl.fromLocalFile(str(second))))
    assert open_path(window) == second.resolve()
    window.document.detach()


def test_a_file_that_is_not_a_game_is_refused_and_the_open_game_stays(
    qtbot, sandbox, requests, games, messages, tmp_path
):
    first, _second = games
    window, _launcher = start(qtbot, first)
    junk = tmp_path / "notes.adjutant"
    junk.write_text("these are my notes, not a game", encoding="utf-8")
    send_file_open(junk)
    assert open_path(window) == first.resolve()
    assert len(messages) == 1 and "is not an Adjutant game" in messages[0][0]
    assert junk.read_text(encoding="utf-8") == "these are my notes, not a game"
    send_file_open(tmp_path / "gone.adjutant")  # moved away since: said so, nothing changes
    assert len(messages) == 2 and "no longer exists" in messages[1][0]
    assert open_path(window) == first.resolve()
    window.document.detach()


def test_the_game_already_open_is_not_opened_again(qtbot, sandbox, requests, games, messages):
    first, _second = games
    window, _launcher = start(qtbot, first)
    game = window.document.game
    send_file_open(first)
    assert window.document.game is game and not messages
    window.document.detach()


def test_a_closed_window_is_forgotten_and_the_next_request_waits(qtbot, sandbox, requests, games):
    first, second = games
    window = MainWindow()  # not qtbot's: the test deletes it itself
    launcher = Launcher(window, str(first))
    window.show()
    qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=10000)
    assert requests.window is window
    window.document.detach()
    window.deleteLater()
    qtbot.waitUntil(lambda: requests.window is None, timeout=3000)
    send_file_open(second)  # no window to open it in: kept, nothing raises
    assert requests.pending == str(second)


def test_while_a_dialog_is_open_the_game_waits_for_it_to_close(qtbot, sandbox, requests, games):
    first, second = games
    window, _launcher = start(qtbot, first)
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog, timeout=3000)
    send_file_open(second)
    qtbot.wait(FileOpenRequests.RETRY_MS * 2)
    assert open_path(window) == first.resolve()  # nothing changed under the dialog
    assert requests.pending == str(second)
    dialog.close()
    qtbot.waitUntil(lambda: open_path(window) == second.resolve(), timeout=3000)
    assert requests.pending is None
    window.document.detach()


def test_a_smoke_test_opens_its_game_and_takes_no_requests(
    qtbot, sandbox, requests, games, monkeypatch
):
    # A smoke test opens the game it was given; the window takes no requests afterwards.
    # (Its end would exit the application, which the test session still needs.)
    monkeypatch.setattr(Launcher, "_end_smoke_test", lambda self: None)
    first, _second = games
    window = MainWindow()
    qtbot.addWidget(window)
    launcher = Launcher(window, str(first), smoke_test=True)
    window.show()
    qtbot.waitUntil(lambda: launcher.loaded is not None, timeout=10000)
    assert open_path(window) == first.resolve()
    assert requests.window is None
    window.document.detach()

"""What the window tells the player about the game file and what lies beside it (issue 16).

- Item 1: a write-ahead log that did not belong to the game was set aside: the game
  opens and a message names the set-aside file.
- Item 4: a symbolic-link loop, a folder named like a game, an unreadable file and a
  full disk at open each get their own clear message (never a traceback, never "no
  longer exists" or "read-only" when that is not what happened); a damaged page met
  after the game opened is shown as damage, not as "please report this problem".
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from smoke_env import smoke_env

from adjutant.store import errors
from adjutant.store.services.sample import create_sample
from adjutant.windows.main_window import MainWindow
from damaged_games import foreign_wal, game_with_damaged_event, game_with_damaged_index, link_loop
from unprivileged import as_unprivileged_user, give_to_player

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def window(qtbot, sandbox):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    yield window
    window.document.detach()
    window.close()


def test_a_log_set_aside_is_told_and_the_game_opens(window, messages, tmp_path):
    path = tmp_path / "game.adjutant"
    create_sample(path).close()
    foreign_wal(path)
    assert window.open_game(path)
    assert window.document.game is not None
    kept = window.document.game.set_aside
    assert len(kept) == 1 and kept[0].exists()
    assert len(messages) == 1, messages
    text, info, _detail = messages[0]
    assert text == "A leftover file beside game.adjutant did not belong to it."
    assert kept[0].name in info and "opened as it was last saved" in info


def test_a_link_loop_is_a_message_not_a_traceback(window, messages, tmp_path):
    a = link_loop(tmp_path)
    assert not window.open_game(a)
    text, info, _detail = messages[-1]
    assert text == "a.adjutant is not an Adjutant game."
    assert "loop" in info


def test_a_folder_named_like_a_game_is_called_a_folder(window, messages, tmp_path):
    folder = tmp_path / "x.adjutant"
    folder.mkdir()
    assert not window.open_game(folder)
    text, info, _detail = messages[-1]
    assert "no longer exists" not in text
    assert "is a folder" in info.lower()


@pytest.mark.skipif(os.name == "nt", reason="POSIX file modes")
def test_an_unreadable_file_is_not_called_read_only(window, messages, shared_folder):
    path = shared_folder / "game.adjutant"
    create_sample(path).close()
    give_to_player(shared_folder)
    path.chmod(0o000)
    try:
        with as_unprivileged_user():
            assert not window.open_game(path)
    finally:
        path.chmod(0o644)
    text, info, _detail = messages[-1]
    assert text == "Adjutant is not allowed to read game.adjutant."
    assert "read-only" not in info and "write" not in text


def test_a_full_disk_at_open_says_what_to_do(window, messages, tmp_path):
    """The store's NoRoomToOpen (tests/store/test_beside_the_game.py fills a real drive)."""
    exc = errors.NoRoomToOpen("The disk is full: ...", tmp_path / "game.adjutant")
    window.show_store_error(exc)
    text, info, _detail = messages[-1]
    assert text == "The disk is full."
    assert "to open game.adjutant" in info and "last change" not in info


DAMAGED_AFTER_OPEN = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

def capture(box):
    print("BOX:", box.text(), "|", box.informativeText(), flush=True)
    return QMessageBox.StandardButton.Ok

QMessageBox.exec = capture
import adjutant.windows.app as app_module

finish = app_module.Launcher._finish

def poke(window):
    for key in ("command", "charge", "melee", "odds", "hex", "log"):
        window.tool_docks[key].raise_()
        for _ in range(20):
            QApplication.processEvents()
    QTimer.singleShot(500, QApplication.instance().quit)

def finished(self):
    finish(self)
    QTimer.singleShot(300, lambda: poke(self.window))

app_module.Launcher._finish = finished
sys.exit(app_module.run_app(game=sys.argv[1]))
"""


def _python(tmp_path, *args: str) -> subprocess.CompletedProcess:
    """This Python on ``args``, with the smoke tests' environment (settings in tmp_path)."""
    return subprocess.run(
        [sys.executable, *args],
        env=smoke_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("damage", [game_with_damaged_index, game_with_damaged_event])
def test_damage_found_after_the_game_opened_is_shown_as_damage(tmp_path, damage):
    """Damage that only a later read meets (a page of the turn log's index; an event no
    service wrote, which the command panel reads while it is built): the real app shows
    "damaged", once, and never "please report this problem" (a bug of Adjutant's), nor a
    traceback, nor a model left half reset."""
    path = tmp_path / "game.adjutant"
    damage(path)
    done = _python(tmp_path, "-c", textwrap.dedent(DAMAGED_AFTER_OPEN), str(path))
    assert done.returncode == 0, done.stderr[-3000:]
    boxes = [line for line in done.stdout.splitlines() if line.startswith("BOX:")]
    assert boxes, done.stdout + done.stderr[-3000:]
    assert boxes[0].startswith("BOX: game.adjutant is damaged. |"), boxes
    assert not any("report" in box.lower() for box in boxes), boxes
    assert len(boxes) == len(set(boxes)), boxes  # the same damage is told once
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    assert "without calling endResetModel" not in done.stderr, done.stderr[-3000:]


def test_the_smoke_test_names_damage_met_while_a_panel_is_built(tmp_path):
    """Exit 1 and what is wrong with the file, not "start-up failed" and a traceback."""
    path = tmp_path / "game.adjutant"
    game_with_damaged_event(path)
    done = _python(tmp_path, "-m", "adjutant", "--smoke-test", str(path))
    assert done.returncode == 1, done.stderr[-3000:]
    assert "the game could not be shown:" in done.stderr
    assert "event 1: phase: must be one of" in done.stderr
    assert "Traceback" not in done.stderr and "start-up failed" not in done.stderr
    assert "without calling endResetModel" not in done.stderr

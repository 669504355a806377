"""File → Event Server… and the status bar, through real widgets and a real PostgreSQL
(issue 25): the line pasted or read from the organiser's file, tested in the background,
kept in the user's settings (never in the game file); the open game sent while the
status bar says "N waiting to send", "sent" or why not; play never waits for the server;
closing with ops waiting says so; the finished game's file sent by itself (issue 26).
"""

from __future__ import annotations

import socket
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox

from adjutant.archive import pusher
from adjutant.store.file.game import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as services
from adjutant.store.services import record as rsv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command import recorder as resolve
from adjutant.undo.service import run_service
from adjutant.windows import event_server as es
from adjutant.windows.main_window import MainWindow
from adjutant.windows.settings import app_settings
from archive_helpers import changed_line
from pg_tools import free_port
from played_games import game_uuid_of, local_state

LONG = 30_000  # ms: a push on a shared machine
# The offscreen platform's notes on top-level windows (as in the other window tests).
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


def _settings_with(line, enabled: bool = True):
    settings = app_settings()
    settings.setValue(es.KEY_LINE, line.url())
    settings.setValue(es.KEY_ENABLED, enabled)
    settings.sync()
    return settings


@pytest.fixture
def game(sandbox, tmp_path):
    path = tmp_path / "table.adjutant"
    create_sample(path, seed=3).close()
    return path


def _window(qtbot, path=None) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    if path is not None:
        assert window.open_game(path, quiet=True)
    return window


def _act(window, n: int = 0):
    """One action through the window's undo stack: a control test the first time in a
    turn, else the reckless flag set (``n`` even) or cleared."""
    unit = next(
        u
        for s in queries.order_of_battle(window.document.game).sides
        for u in s.all_units()
        if u.name == "2nd Coldstream Guards"
    )
    try:
        return run_service(
            window.document, "Control test", resolve.resolve_control_test, unit.id, "move",
            distance=9.0, out_of_phase=True,
        )  # fmt: skip
    except ValueError:  # one change a turn (CMD-3)
        return run_service(window.document, "Reckless", services.set_reckless, unit.id, n % 2 == 0)


def _status(window) -> str:
    label = window.findChild(type(window.event_server.label), "eventServerStatus")
    return label.text() if label.isVisible() else ""


@pytest.fixture
def close_anyway(monkeypatch):
    """Answer the close question with Close (and record it)."""
    asked: list[str] = []

    def answer(box):
        asked.append(box.text())
        return QMessageBox.StandardButton.Close

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


# ------------------------------------------------------------------ the dialog
def test_the_dialog_reads_tests_and_keeps_the_line_in_the_settings(
    qtbot, sandbox, archive, tmp_path
):
    table = archive.enrol()
    settings = app_settings()
    dialog = es.EventServerDialog(settings)
    qtbot.addWidget(dialog)
    dialog.load()
    dialog.show()
    assert dialog.line_edit.echoMode() == QLineEdit.EchoMode.PasswordEchoOnEdit
    assert "No event server" in dialog.summary.text()
    assert not dialog.test_button.isEnabled()

    dialog.line_edit.setText("<b>not</b> a line")
    assert "not a connection line" in dialog.summary.text()
    assert dialog.summary.textFormat() == Qt.TextFormat.PlainText

    handed_out = tmp_path / "table.txt"
    handed_out.write_text(f"Table {table.table}\n{table.line.url()}\n", encoding="utf-8")
    assert dialog.read_file(handed_out)
    assert dialog.line() == table.line and dialog.enabled.isChecked()
    assert table.line.user in dialog.summary.text()
    assert table.line.password not in dialog.summary.text()

    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.testing, timeout=LONG)
    assert dialog.result.text().startswith("Connected")

    dialog.line_edit.setText(changed_line(table.line, password="wrong").url())
    dialog.test()
    qtbot.waitUntil(lambda: not dialog.testing, timeout=LONG)
    assert "refused this table's password" in dialog.result.text()

    junk = tmp_path / "junk.txt"
    junk.write_bytes(b"\x00\x01 nothing here")
    assert not dialog.read_file(junk)
    assert "holds no connection line" in dialog.result.text()

    dialog.line_edit.setText(table.line.url())
    dialog.accept()
    settings.sync()
    assert es.saved_line(app_settings()) == table.line
    assert es.sending_enabled(app_settings())

    dialog.load()
    dialog.line_edit.clear()
    dialog.accept()
    assert es.saved_line(app_settings()) is None and not es.sending_enabled(app_settings())


# ------------------------------------------------------------------ the window
def test_the_window_sends_the_open_game_and_says_so(qtbot, archive, game, close_anyway):
    table = archive.enrol()
    _settings_with(table.line)
    window = _window(qtbot, game)
    qtbot.waitUntil(lambda: _status(window) == "Event server: sent", timeout=LONG)
    _act(window, 0)
    _act(window, 1)
    head = local_state(game, table.line.target)[0]
    qtbot.waitUntil(lambda: local_state(game, table.line.target)[2] == head, timeout=LONG)
    qtbot.waitUntil(lambda: _status(window) == "Event server: sent", timeout=LONG)
    head, local_hash, acked, acked_hash = local_state(game, table.line.target)
    assert head > 0 and (acked, acked_hash) == (head, local_hash)
    assert len(archive.game_ops(game_uuid_of(game))) == head
    # The password is in the user's settings, never in the game file.
    data = b"".join(p.read_bytes() for p in game.parent.glob("table.adjutant*"))
    assert table.line.password.encode() not in data
    # In Russian too.
    window.translations.switch("ru")
    try:
        qtbot.waitUntil(lambda: _status(window) == "Сервер турнира: отправлено", timeout=LONG)
        assert window.event_server.action.text() == "&Сервер турнира…"
    finally:
        window.translations.switch("en")
    window.close()
    assert close_anyway == []  # nothing waited: no question


def _finished(path) -> None:
    """The match record filled and confirmed by both players, through the store."""
    game = Game.open(path)
    try:
        rsv.set_record(
            game,
            {
                "end_reason": "turn limit",
                "players": [
                    {"name": "Anna", "vp_by_round": [{"primary": 6, "secondary": 1}]},
                    {"name": "Bernardo", "vp_by_round": [{"primary": 4, "secondary": 0}]},
                ],
            },
        )
        rsv.confirm(game, 1, "1357")
        rsv.confirm(game, 2, "2468")
    finally:
        game.close()


def test_the_finished_game_file_goes_by_itself_and_the_status_bar_says_when(
    qtbot, archive, game, close_anyway
):
    """Issue 26: a confirmed game's file is sent without anyone asking; the status bar
    says when (in the user's language)."""
    table = archive.enrol()
    _finished(game)
    _settings_with(table.line)
    window = _window(qtbot, game)
    qtbot.waitUntil(
        lambda: _status(window).startswith("Event server: sent, game file sent at "),
        timeout=LONG,
    )
    stored = archive.rows(
        "SELECT sha256 FROM adjutant_archive.game_files WHERE game_uuid = %s", game_uuid_of(game)
    )
    assert len(stored) == 1
    window.translations.switch("es")
    try:
        qtbot.waitUntil(
            lambda: _status(window).startswith(
                "Servidor del evento: enviado, archivo de la partida enviado a las "
            ),
            timeout=LONG,
        )
    finally:
        window.translations.switch("en")
    # A refusal of the file (here another table's game) is said in a word, ops still sent.
    refused = pusher.PushStatus(
        state=pusher.SENT, file_state="refused", file_kind="invalid", file_reason="bound"
    )
    text = window.event_server.status_text(refused)
    assert text == "Event server: sent, game file not sent (refused)"
    window.close()
    assert close_anyway == []


def test_file_menu_has_the_entry_and_it_opens_the_dialog(qtbot, sandbox):
    window = _window(qtbot)
    actions = window.file_menu.actions()
    entry = window.event_server.action
    assert entry in actions and actions.index(entry) < actions.index(window.quit_action)
    assert entry.text() == "&Event Server…"
    entry.trigger()
    dialog = window.findChild(es.EventServerDialog, "eventServerDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.line_edit.setText("postgresql://u:p@127.0.0.1:9/gt")
    dialog.test()
    qtbot.waitUntil(lambda: not dialog.testing, timeout=LONG)
    dialog.reject()
    assert _status(window) == ""  # no server: nothing said
    # The same dialog again, tested again.
    entry.trigger()
    assert dialog.isVisible() and dialog.result.text() == ""
    dialog.line_edit.setText("postgresql://u:p@127.0.0.1:9/gt")
    dialog.test()
    qtbot.waitUntil(lambda: not dialog.testing, timeout=LONG)
    assert dialog.result.text().startswith("Not connected")
    dialog.reject()


def test_closing_with_ops_waiting_says_so(qtbot, archive, game, messages, monkeypatch):
    table = archive.enrol()
    _settings_with(changed_line(table.line, port=free_port()))  # nobody listens there
    window = _window(qtbot, game)
    _act(window)
    window.event_server.service.wake()
    qtbot.waitUntil(lambda: "1 waiting to send" in _status(window), timeout=LONG)
    qtbot.waitUntil(lambda: "(no connection)" in _status(window), timeout=LONG)
    window.close()  # the question is answered "Cancel" (the messages fixture's Ok)
    assert window.isVisible()
    (asked,) = [text for text, _info, _detail in messages]
    assert asked == "1 change of this game has not reached the event server."
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Close)
    window.close()
    assert not window.isVisible()
    assert not window.event_server.service.alive


class _BlackHole:
    """A server that accepts connections and never says a word."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()


def test_play_never_waits_for_a_server_that_does_not_answer(qtbot, archive, game, close_anyway):
    table = archive.enrol()
    hole = _BlackHole()
    try:
        _settings_with(changed_line(table.line, port=hole.port))
        window = _window(qtbot, game)
        service = window.event_server.service
        _act(window, 0)
        # The pusher connects, and waits there for an answer that never comes.
        qtbot.waitUntil(lambda: len(hole.accepted) == 1, timeout=LONG)
        before = local_state(game, "x:1/y")[0]
        for n in range(3):
            _act(window, n + 1)
        # Three actions written while the pusher still waits for its first answer.
        assert local_state(game, "x:1/y")[0] >= before + 3
        assert service.status().state == pusher.SENDING
        assert len(hole.accepted) == 1
    finally:
        hole.close()
    qtbot.waitUntil(lambda: "(no connection)" in _status(window), timeout=LONG)
    window.close()
    assert close_anyway == ["4 changes of this game have not reached the event server."]

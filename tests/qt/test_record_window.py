"""Game → Match Record… through real widgets (issue 24): the models (qtmodeltester), the
record entered by keyboard and saved as one undoable action, a refused value named and
focused with nothing written, confirmations (a wrong PIN refused), the notice when a
change clears them, a dispute, names shown as text; the slip as a one-page PDF read
back with poppler, and ``adjutant slip``."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shell_fixtures import (  # noqa: F401 (fixtures)
    recorded_messages,
    sandbox_with_data,
    shell_window,
)

from adjutant.cli import run_tool
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.record_models import LuckModel, VictoryPointsModel
from adjutant.store.read import queries
from adjutant.store.record.match import match_record
from adjutant.store.services import record as rsv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command import recorder as resolve
from adjutant.undo.service import run_service
from adjutant.windows.record.dialog import MatchRecordDialog
from adjutant.windows.record.slip import write_slip
from poppler_tools import needs_poppler

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")

FIELDS = {
    "event": {"name": "Winter League", "round": 2, "table": 7},
    "end_reason": "turn limit",
    "players": [
        {"name": "Anna", "vp_by_round": [{"primary": 5, "secondary": 2}]},
        {"name": "<b>Bernardo</b>", "vp_by_round": [{"primary": 3, "secondary": 1}]},
    ],
}


@pytest.fixture
def dialog(qtbot, tmp_path):
    game = create_sample(tmp_path / "g.adjutant", seed=3)
    document = GameDocument()
    document.attach(game)
    widget = MatchRecordDialog(document)
    # Closed by qtbot with nothing to ask (the close question is a modal box).
    qtbot.addWidget(widget, before_close_func=lambda w: setattr(w, "dirty", False))
    widget.resize(1000, 660)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    yield widget
    document.detach()


def _roll(document, name="2nd Coldstream Guards"):
    game = document.game
    unit = next(
        u for s in queries.order_of_battle(game).sides for u in s.all_units() if u.name == name
    )
    return run_service(
        document, "Control test", resolve.resolve_control_test, unit.id, "move", distance=12.0
    )


def test_the_models_pass_qtmodeltester(qtmodeltester, dialog):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    _roll(dialog.document)
    assert dialog.form.vp_model.rowCount() == 1 and dialog.form.luck_model.rowCount() == 1
    qtmodeltester.check(dialog.form.vp_model)
    qtmodeltester.check(dialog.form.luck_model)
    fresh = VictoryPointsModel()
    fresh.add_round()
    assert not fresh.setData(fresh.index(0, 0), -1)
    assert not fresh.setData(fresh.index(0, 0), 10_001)
    assert not fresh.setData(fresh.index(0, 0), "five")
    assert fresh.setData(fresh.index(0, 1), "4") and fresh.rounds(1) == [
        {"primary": 0, "secondary": 4}
    ]
    qtmodeltester.check(fresh)
    qtmodeltester.check(LuckModel())


def _type(qtbot, widget, text):
    widget.setFocus()
    widget.selectAll() if hasattr(widget, "selectAll") else None
    qtbot.keyClicks(widget, text)


def test_the_record_is_entered_by_keyboard_and_saved_as_one_undoable_action(qtbot, dialog):
    _type(qtbot, dialog.form.event_name, "Winter League")
    _type(qtbot, dialog.form.round_box.lineEdit(), "2")
    _type(qtbot, dialog.form.players[0].name, "Anna")
    _type(qtbot, dialog.form.players[1].name, "Bernardo")
    dialog.form.end_combo.setFocus()
    QTest.keyClick(dialog.form.end_combo, Qt.Key.Key_Down)  # the first end reason: turn limit
    dialog.form.vp_view.setFocus()
    QTest.keyClick(dialog.form.vp_view, Qt.Key.Key_Insert)  # a round
    assert dialog.form.vp_model.rowCount() == 1
    dialog.form.vp_view.setCurrentIndex(dialog.form.vp_model.index(0, 0))
    qtbot.keyClicks(dialog.form.vp_view, "5")
    editor = QApplication.focusWidget()  # the cell's editor
    QTest.keyClick(editor, Qt.Key.Key_Return)  # commits the cell (it does not Save)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.form.vp_view)
    assert dialog.dirty and "changes not saved yet" in dialog.state_label.text()
    QTest.keyClick(dialog.form.vp_view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Save
    assert not dialog.dirty and dialog.notice.text() == "Saved."
    record = match_record(dialog.document.game)
    assert (record.event_name, record.event_round, record.end_reason) == (
        "Winter League",
        2,
        "turn limit",
    )
    assert [p.name for p in record.players] == ["Anna", "Bernardo"]
    assert [p.vp_total for p in record.players] == [5, 0]
    assert [p.result for p in record.players] == ["win", "loss"]
    assert (
        dialog.form.players[0].total.text() == "5 VP"
        and "Win" in dialog.form.players[0].result.text()
    )
    stack = dialog.document.undo_stack
    assert stack.count() == 1
    stack.undo()  # Edit > Undo: the record as it was, and the form with it
    assert match_record(dialog.document.game).stored is False
    assert dialog.form.event_name.text() == "" and dialog.form.vp_model.rowCount() == 0
    stack.redo()
    assert dialog.form.event_name.text() == "Winter League"


def test_a_refused_value_is_named_focused_and_nothing_written(qtbot, dialog):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    count = dialog.document.undo_stack.count()
    name = dialog.form.players[1].name
    _type(qtbot, name, "Evil ")
    # A right-to-left override typed (pasted) into the name: no key of QTest makes it.
    QApplication.sendEvent(
        name, QKeyEvent(QEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, "\u202e")
    )
    dialog.save()
    assert "players[1].name" in dialog.notice.text() and dialog.dirty
    assert dialog.form.players[1].name.hasFocus()
    assert match_record(dialog.document.game).players[1].name == "<b>Bernardo</b>"
    assert dialog.document.undo_stack.count() == count
    dialog.revert()
    assert dialog.form.players[1].name.text() == "<b>Bernardo</b>" and not dialog.dirty


def test_confirmations_a_wrong_pin_and_the_notice_when_a_change_clears_them(dialog):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    dialog.player_actions.ask_pin = lambda n: {1: "1234", 2: "5678"}[n]
    dialog.form.players[0].confirm.click()
    assert "confirmed the record" in dialog.notice.text()
    assert dialog.form.players[0].confirmation.text().startswith("Confirmed at")
    assert not dialog.form.players[0].confirm.isEnabled()
    dialog.form.players[1].confirm.click()
    assert dialog.state_label.text().startswith("Confirmed by both players")
    _roll(dialog.document)  # the record's luck changed: both confirmations cleared
    assert "cleared" in dialog.notice.text() and "Anna" in dialog.notice.text()
    assert dialog.state_label.text().startswith("Draft")
    before = (dialog.document.undo_stack.count(), match_record(dialog.document.game))
    dialog.player_actions.ask_pin = lambda n: "0000"
    dialog.form.players[0].confirm.click()
    assert dialog.notice.text() == "That is not this player's PIN: nothing was changed."
    assert (dialog.document.undo_stack.count(), match_record(dialog.document.game)) == before
    dialog.player_actions.ask_pin = lambda n: None  # cancelled: nothing at all
    dialog.form.players[0].confirm.click()
    assert dialog.document.undo_stack.count() == before[0]


def test_unsaved_changes_must_be_saved_before_confirming(dialog):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    dialog.form.players[0].name.setText("Ann")
    dialog.form.players[0].name.textEdited.emit("Ann")
    asked = []
    dialog.player_actions.ask_pin = lambda n: asked.append(n) or "1234"
    dialog.form.players[0].confirm.click()
    assert asked == [] and dialog.notice.text() == "Save or revert your changes first."


def test_a_dispute(dialog):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    dialog.player_actions.ask_dispute = lambda: (2, "Round 1 was 4 + 1")
    dialog.dispute_button.click()
    assert dialog.notice.text() == "The record is marked disputed."
    record = match_record(dialog.document.game)
    assert (record.state, record.dispute_player, record.dispute_note) == (
        "disputed",
        2,
        "Round 1 was 4 + 1",
    )
    assert dialog.state_label.text().startswith("Disputed")


def test_names_are_shown_as_text(dialog):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    header = dialog.form.player_headers[1]
    assert header.textFormat() == Qt.TextFormat.PlainText
    assert header.text() == "Player 2 (<b>Bernardo</b>)"
    assert dialog.form.players[1].name.text() == "<b>Bernardo</b>"


@needs_poppler("pdftotext", "pdfinfo")
def test_the_slip_is_one_page_with_everything_on_it(dialog, tmp_path):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    _roll(dialog.document)
    record = match_record(dialog.document.game)
    out = tmp_path / "slip.pdf"
    write_slip(record, out)
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True)
    assert re.search(r"^Pages:\s+1$", info.stdout, re.M)
    text = subprocess.run(
        ["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout
    for expected in (
        "Winter League",
        "Round 2",
        "Table 7",
        "Anna",
        "<b>Bernardo</b>",  # a name is text, never markup
        "Turn limit",
        "Virtual dice",
        record.record_sha256[:8],
        "Signature of player 1",
        "Signature of player 2",
    ):
        assert expected in text, expected


@needs_poppler("pdfinfo")
def test_a_long_record_still_fits_one_page(dialog, tmp_path):
    many = [{"primary": i % 7, "secondary": i % 3} for i in range(50)]
    run_service(
        dialog.document,
        "Edit",
        rsv.set_record,
        {**FIELDS, "players": [{"vp_by_round": many}, {"vp_by_round": many[:11]}]},
    )
    out = tmp_path / "long.pdf"
    write_slip(match_record(dialog.document.game), out)
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True)
    assert re.search(r"^Pages:\s+1$", info.stdout, re.M)


def test_adjutant_slip_writes_the_pdf(qapp, tmp_path, capsys):
    path = tmp_path / "g.adjutant"
    create_sample(path).close()
    out = tmp_path / "slip.pdf"
    assert run_tool("slip", [str(path), "-o", str(out), "--language", "en"]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert "wrote the slip of record" in capsys.readouterr().out
    assert run_tool("slip", [str(path), "-o", str(tmp_path / "slip.png")]) == 2
    assert ".pdf" in capsys.readouterr().err


def test_the_game_menu_opens_the_match_record(window, tmp_path):
    path = tmp_path / "g.adjutant"
    create_sample(path).close()
    assert window.open_game(str(path))
    menus = [a.menu().objectName() for a in window.menuBar().actions() if a.menu()]
    assert menus.index("gameMenu") == menus.index("helpMenu") - 1
    action = window.findChild(type(window.match_record_menu.action), "matchRecordAction")
    assert action.text() == "&Match Record…" and action.shortcut().toString() == "Ctrl+Alt+M"
    action.trigger()
    dialog = window.match_record_menu.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.state_label.text().startswith("Draft")
    window.document.detach()
    assert not action.isEnabled()


def test_a_hidden_window_reads_the_record_again_only_when_shown(dialog):
    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    dialog.hide()
    _roll(dialog.document)  # a hidden window does not read the whole log per action
    assert dialog.model.stale and dialog.form.luck_model.rowCount() == 0
    dialog.show()
    assert not dialog.model.stale and dialog.form.luck_model.rowCount() == 1


def test_quitting_with_record_edits_not_saved_asks_first(window, tmp_path, qtbot, monkeypatch):
    """Nothing lost: edits typed in the Match Record window and not saved are named before
    the game or the window closes, as a tool's unconfirmed work is (Cancel keeps them)."""
    from PySide6.QtWidgets import QMessageBox

    path = tmp_path / "g.adjutant"
    create_sample(path).close()
    assert window.open_game(str(path))
    record = window.match_record_menu.show_dialog()
    _type(qtbot, record.form.event_name, "Winter League")
    assert record.dirty
    asked: list[str] = []

    def exec_(box):
        asked.append(box.text())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    window.close_action.trigger()  # File > Close Game
    assert asked == ["Unsaved changes to the match record"]
    assert window.document.game is not None and record.form.event_name.text() == "Winter League"
    window.quit_action.trigger()  # Ctrl+Q asks too
    assert len(asked) == 2 and window.isVisible()
    record.revert()
    assert window.match_record_menu.pending_work() == ""


def test_the_slip_and_the_record_are_exported_from_the_window(dialog, tmp_path):
    """Export Slip as PDF… and Export Record… (issue 24) write the stored record; with
    changes typed and not saved they write nothing and say why."""
    import json

    run_service(dialog.document, "Edit", rsv.set_record, FIELDS)
    asked = []
    dialog.exports.ask_path = lambda title, suggested, filters: (
        asked.append(suggested) or str(tmp_path / ("out" + Path(suggested).suffix))
    )
    dialog.pdf_button.click()
    assert (tmp_path / "out.pdf").read_bytes().startswith(b"%PDF")
    assert dialog.notice.text() == f"Slip written to {tmp_path / 'out.pdf'}"
    dialog.export_button.click()
    written = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert "Winter League" in json.dumps(written)
    assert [Path(p).name for p in asked] == ["g-record.pdf", "g-record.json"]
    name = dialog.form.players[0].name
    name.setText("Ann")
    name.textEdited.emit("Ann")
    dialog.export_button.click()
    assert dialog.notice.text() == "Save or revert your changes first." and len(asked) == 2

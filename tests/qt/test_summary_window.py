"""File → Print Preview / Print / Export PDF in the main window (issue 7), the scope dialog,
and the store's end-of-turn states that the summary's losses and picture come from."""

from __future__ import annotations

import subprocess

import pytest
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QMessageBox

from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.history import turn_states, unit_changes
from adjutant.store.services.sample import create_sample
from adjutant.windows.main_window import MainWindow
from adjutant.windows.summary import collect_report
from adjutant.windows.summary_print import SummaryScopeDialog
from adjutant.windows.summary_render import paint_report
from poppler_tools import needs_poppler


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ADJUTANT_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("ADJUTANT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Ok)
    (tmp_path / "data").mkdir()
    create_sample(tmp_path / "sample.adjutant").close()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_game(tmp_path / "sample.adjutant", quiet=True)
    yield window
    window.document.detach()
    window.translations.switch("en")


def test_file_menu_has_the_three_summary_actions_with_shortcuts(window):
    actions = window.summary_actions
    in_menu = window.file_menu.actions()
    for action in actions.actions():
        assert action in in_menu and action.isEnabled() and not action.shortcut().isEmpty()
    assert actions.pdf_action.text() == "Export Turn Summary as P&DF…"
    window.set_language("ru")
    assert actions.pdf_action.text() == "Экспорт сводки хода в P&DF…"
    window.document.detach()
    assert not actions.pdf_action.isEnabled()


@needs_poppler("pdftotext")
def test_export_pdf_of_a_chosen_turn_through_the_window(window, tmp_path, monkeypatch):
    game = window.document.game
    sv.next_turn(game)
    actions = window.summary_actions
    monkeypatch.setattr(actions, "ask_scope", lambda: (1, False))
    target = tmp_path / "out" / "chosen"
    target.parent.mkdir()
    suggested = []
    monkeypatch.setattr(actions, "ask_pdf_path", lambda s: suggested.append(s) or str(target))
    written = actions.export_pdf()
    assert written == target.with_suffix(".pdf") and written.is_file()
    assert suggested[0].endswith("sample-turn1.pdf")
    text = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(written), "-"], capture_output=True, encoding="utf-8"
    ).stdout
    assert "No events were recorded in turn 1." in text
    monkeypatch.setattr(actions, "ask_scope", lambda: None)  # cancelled: nothing written
    assert actions.export_pdf() is None


def test_scope_dialog_gives_current_chosen_or_whole_game(qtbot):
    dialog = SummaryScopeDialog(4)
    qtbot.addWidget(dialog)
    assert dialog.scope() == (4, False)
    dialog.turn_box.setValue(2)
    assert dialog.chosen.isChecked() and dialog.scope() == (2, False)
    assert dialog.turn_box.maximum() == 4 and dialog.turn_box.minimum() == 1
    dialog.whole.setChecked(True)
    assert dialog.scope() == (None, True)


def test_paint_report_onto_a_printer_as_the_preview_and_print_dialogs_do(window, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    pages = paint_report(collect_report(window.document.game, whole_game=True), printer)
    assert pages >= 2
    assert (tmp_path / "printed.pdf").stat().st_size > 1000


def test_turn_states_rebuild_the_units_and_table_at_each_turn_end(tmp_path):
    game = create_sample(tmp_path / "g.adjutant")
    try:
        unit = q.order_of_battle(game).sides[0].all_units()[0]
        start_x = unit.footprint.x
        sv.update_unit(game, unit.id, status="disordered", casualties=2)
        sv.move_unit(game, unit.id, start_x + 5, unit.footprint.y)
        sv.next_turn(game)
        sv.update_unit(game, unit.id, status="broken")
        change = sv.delete_unit(game, q.order_of_battle(game).sides[1].all_units()[0].id)
        undone = sv.set_table_size(game, 80, 50)
        game.undo(undone.action_id)  # undone actions are not part of the game
        states = turn_states(game, [0, 1, 2])
        assert states[0].units[unit.id].status == "fresh"
        assert states[0].units[unit.id].footprint.x == start_x
        assert states[1].units[unit.id].status == "disordered"
        assert states[1].units[unit.id].footprint.x == start_x + 5
        assert states[2].units[unit.id].status == "broken"
        assert all(s.width == 72.0 for s in states.values())
        gone = next(iter(change.deleted["units"]))
        assert gone in states[1].units and gone not in states[2].units
        turn2 = unit_changes(states[1], states[2])
        assert {(c.unit_id, c.status_after) for c in turn2} == {
            (unit.id, "broken"),
            (gone, None),
        }
        assert next(c for c in turn2 if c.unit_id == gone).removed
    finally:
        game.close()

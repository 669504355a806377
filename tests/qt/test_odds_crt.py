"""The CRT editor of the odds window (issue 10, RULES.md ODD-2): grid model, edits with
undo, spreadsheet blocks on the clipboard, CSV import/export, legend, layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit

from adjutant.qtmodels.crt_model import CrtModel
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries as q
from adjutant.store.tools.odds.table_csv import (
    CrtCsvError,
    from_tsv,
    table_from_csv,
    table_to_csv,
    to_tsv,
)
from adjutant.windows.odds import OddsWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def setup(qtbot, game_path, show_tool):
    game = Game.create(game_path, name="CRT test", ruleset=load_preset("across_five_aprils"))
    window, document = show_tool(OddsWindow, game, (1100, 760))
    window.tabs.setCurrentWidget(window.editor)
    qtbot.mouseClick(window.sample_button, Qt.MouseButton.LeftButton)
    return window, document, game


def stored(game, name=None):
    tables = q.crts(game)
    return tables[-1] if name is None else next(t for t in tables if t.name == name)


def code_at(table, column, face):
    return table.cells[face - 1][table.columns.index(column)]


def select_block(window, top, left, bottom, right):
    grid, model = window.editor.grid, window.editor.model
    grid.setCurrentIndex(model.index(top, left))
    grid.selectionModel().select(
        QItemSelection(model.index(top, left), model.index(bottom, right)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect,
    )


def test_legend_model_passes_qtmodeltester(qtmodeltester, setup):
    window, _, game = setup
    model = window.editor.legend_model
    qtmodeltester.check(model)
    codes = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert codes[: len(stored(game).legend)] == list(stored(game).legend)
    assert model.flags(model.index(0, 1)) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable


def test_a_table_of_the_wrong_shape_is_not_drawn(qtbot, setup):
    """Issue 16: rows that disagree with the die once made the window crash; now the grid
    stays empty, the page says why, and the combat cannot be rolled on it."""
    from adjutant.store.file.models import Crt

    window, document, game = setup
    crt = stored(game)
    with game.transaction() as s:  # a value no service writes: 4 rows for a d6
        s.get(Crt, crt.id).cells = [list(r) for r in crt.cells[:4]]
    document.notify(None)
    assert window.editor.model.rowCount() == 0 and window.editor.model.columnCount() == 0
    assert window.editor.shape_message.isVisibleTo(window)
    assert "cannot be shown" in window.editor.shape_message.text()
    assert not window.export_button.isEnabled()
    window.tabs.setCurrentWidget(window.combat)
    window.combat.session.attack_text, window.combat.session.defence_text = "3", "1"
    window.replan()
    assert "cannot be read" in window.combat.card().note.text()
    assert window.combat.roll() is False and q.events(game) == ()
    window.grab()  # drawing it does not fail


def test_crt_model_passes_qtmodeltester(qtmodeltester, setup):
    _window, _, game = setup
    model = CrtModel()
    model.set_table(stored(game))
    qtmodeltester.check(model)
    assert (model.rowCount(), model.columnCount()) == (6, 8)
    assert model.headerData(0, Qt.Orientation.Horizontal) == "1-3"
    assert model.headerData(5, Qt.Orientation.Vertical) == "6"


def test_sample_table_says_it_is_made_up(setup):
    window, _, _game = setup
    assert "made-up" in window.current_table().name.lower()
    assert "NOT A PUBLISHED TABLE" in window.editor.notes.text()
    assert window.editor.notes.isVisible()


def test_typing_in_a_cell_saves_and_undoes(qtbot, setup):
    window, document, game = setup
    grid, model = window.editor.grid, window.editor.model
    index = model.index_of("1-1", 1)
    grid.setCurrentIndex(index)
    grid.setFocus()
    qtbot.keyClick(grid, "D")  # any key opens the cell's editor with that text
    editor = grid.viewport().findChild(QLineEdit)
    assert editor is not None and editor.text() == "D"
    qtbot.keyClicks(editor, "2")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: code_at(stored(game), "1-1", 1) == "D2")  # saved at once
    assert model.index_of("1-1", 1).data() == "D2"
    document.undo_stack.undo()
    assert code_at(stored(game), "1-1", 1) == "DR"
    assert model.index_of("1-1", 1).data() == "DR"
    document.undo_stack.redo()
    assert code_at(stored(game), "1-1", 1) == "D2"


def test_copy_a_block_as_tab_separated_text(qtbot, setup):
    window = setup[0]
    select_block(window, 0, 0, 1, 2)  # rolls 1-2, columns 1-3..1-1
    window.editor.grid.setFocus()
    qtbot.keyClick(window.editor.grid, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "AR\tAR\tDR\nAR\tAR\tEX\n"


def test_paste_a_block_is_one_undo_command(qtbot, setup):
    window, document, game = setup
    before = stored(game).cells
    QGuiApplication.clipboard().setText("X1\tX2\r\nX3\tX4\r\n")  # as a spreadsheet puts it
    select_block(window, 2, 3, 2, 3)  # roll 3, column 2-1
    window.editor.grid.setFocus()
    count = document.undo_stack.count()
    qtbot.keyClick(window.editor.grid, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    table = stored(game)
    assert [code_at(table, c, f) for f in (3, 4) for c in ("2-1", "3-1")] == [
        "X1",
        "X2",
        "X3",
        "X4",
    ]
    assert document.undo_stack.count() == count + 1
    document.undo_stack.undo()
    assert stored(game).cells == before


def test_paste_that_does_not_fit_changes_nothing(qtbot, setup):
    window, document, game = setup
    before = stored(game).cells
    select_block(window, 5, 7, 5, 7)  # the last cell
    count = document.undo_stack.count()
    assert window.editor.paste_text("A\tB\nC\tD") is False
    assert "does not fit" in window.message.text()
    assert stored(game).cells == before and document.undo_stack.count() == count


def test_delete_clears_cells_undoably(qtbot, setup):
    window, document, game = setup
    select_block(window, 0, 0, 0, 1)
    window.editor.grid.setFocus()
    qtbot.keyClick(window.editor.grid, Qt.Key.Key_Delete)
    assert [code_at(stored(game), c, 1) for c in ("1-3", "1-2")] == ["?", "?"]
    assert window.editor.model.index_of("1-3", 1).data() == "?"
    document.undo_stack.undo()
    assert [code_at(stored(game), c, 1) for c in ("1-3", "1-2")] == ["AR", "AR"]


def test_csv_round_trip_through_the_file_dialogs(qtbot, setup, tmp_path, monkeypatch):
    window, document, game = setup
    original = stored(game)
    path = tmp_path / "my table.csv"
    monkeypatch.setattr(
        "adjutant.windows.odds.window.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), "")
    )
    qtbot.mouseClick(window.export_button, Qt.MouseButton.LeftButton)
    text = path.read_text("utf-8")
    assert text.splitlines()[0] == "roll,1-3,1-2,1-1,2-1,3-1,4-1,5-1,6-1"
    assert text.splitlines()[3] == "3,AE,AR,NE,EX,DR,DR,DR,DE"
    monkeypatch.setattr(
        "adjutant.windows.odds.window.QFileDialog.getOpenFileName", lambda *a, **k: (str(path), "")
    )
    qtbot.mouseClick(window.import_button, Qt.MouseButton.LeftButton)
    imported = stored(game, "my table")
    assert window.current_table().id == imported.id
    assert imported.columns == original.columns
    assert imported.cells == original.cells
    assert imported.die_sides == 6
    document.undo_stack.undo()  # the import is one undoable action
    assert [t.name for t in q.crts(game)] == [original.name]


def test_csv_functions_round_trip_and_refuse_malformed_text():
    columns, cells = ("1-2", "1-1", "2-1"), (("AR", "DR", "?"), ("AE", "NE", "DE"))
    table = table_from_csv(table_to_csv(columns, cells))
    assert table.columns == columns and table.die_sides == 2
    assert table.cells == (("AR", "DR", ""), ("AE", "NE", "DE"))  # unset -> blank
    assert table_from_csv("roll;1-1;2-1\n1;NE;DR\n2;AR;NE\n").cells == (("NE", "DR"), ("AR", "NE"))
    for bad, words in (
        ("", "empty"),
        ("roll,2-1,x\n1,A,B\n2,C,D\n", "not an odds column"),
        ("roll,2-1,1-1\n1,A,B\n2,C,D\n", "low to high"),
        ("roll,1-1,2-1\n1,A,B\n3,C,D\n", "die face 2"),
        ("roll,1-1,2-1\n1,A,B,C\n2,C,D\n", "2 columns"),
        ("roll,1-1\n1,A\n", "at least 2"),
        ("roll,1-1,2-1\n1,,\n2,,\n", "empty"),
    ):
        with pytest.raises(CrtCsvError, match=words):
            table_from_csv(bad)
    assert from_tsv(to_tsv([["a", "b"], ["c"]])) == [["a", "b"], ["c", ""]]


def test_malformed_csv_file_changes_nothing(qtbot, setup, tmp_path, monkeypatch):
    window, document, game = setup
    path = tmp_path / "broken.csv"
    path.write_text("roll,1-1,2-1\n1,NE,DR\n5,AR,NE\n", "utf-8")
    monkeypatch.setattr(
        "adjutant.windows.odds.window.QFileDialog.getOpenFileName", lambda *a, **k: (str(path), "")
    )
    count = document.undo_stack.count()
    qtbot.mouseClick(window.import_button, Qt.MouseButton.LeftButton)
    assert "Cannot import broken.csv" in window.message.text()
    assert "Row 3" in window.message.text()
    assert len(q.crts(game)) == 1 and document.undo_stack.count() == count


def test_legend_edit_is_saved_and_undone(qtbot, setup):
    window, document, game = setup
    editor = window.editor
    qtbot.keyClicks(editor.legend_code, "D2")
    qtbot.keyClicks(editor.legend_meaning, "Defender loses two steps")
    qtbot.mouseClick(editor.legend_add, Qt.MouseButton.LeftButton)
    assert stored(game).legend["D2"] == "Defender loses two steps"
    legend = editor.legend_model
    codes = [legend.index(r, 0).data() for r in range(legend.rowCount())]
    assert "D2" in codes
    # In place: the meaning's cell edited in the view, as a double click and typing do.
    cell = legend.index(codes.index("NE"), 1)
    editor.legend_table.setCurrentIndex(cell)
    editor.legend_table.edit(cell)
    line = editor.legend_table.viewport().findChild(QLineEdit)
    assert line is not None
    line.selectAll()
    qtbot.keyClicks(line, "Nothing happens")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: stored(game).legend["NE"] == "Nothing happens")  # saved at once
    assert legend.index(codes.index("NE"), 1).data() == "Nothing happens"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert "D2" not in stored(game).legend and stored(game).legend["NE"] == "No effect"


def test_layout_change_keeps_cells_and_drops_overrides_off_the_table(setup):
    window, document, game = setup
    assert window.set_layout(["1-1", "2-1", "3-1"], 8)
    table = stored(game)
    assert table.columns == ("1-1", "2-1", "3-1") and table.die_sides == 8
    assert code_at(table, "2-1", 1) == "DR" and code_at(table, "2-1", 8) == "?"
    assert {(o.column, o.roll) for o in table.overrides} == {("2-1", 3), ("3-1", 4)}
    assert window.combat.card().row().dice == (1, 8)  # the combat rolls the table's d8
    assert not window.set_layout(["2-1", "1-1"], 6)
    assert "low to high" in window.message.text()
    document.undo_stack.undo()
    assert stored(game).columns[0] == "1-3" and len(stored(game).overrides) == 3


def test_rename_and_delete_tables(qtbot, setup, monkeypatch):
    window, document, game = setup
    monkeypatch.setattr(
        "adjutant.windows.odds.window.QInputDialog.getText", lambda *a, **k: ("Cavalry CRT", True)
    )
    qtbot.mouseClick(window.rename_button, Qt.MouseButton.LeftButton)
    assert window.table_combo.currentText() == "Cavalry CRT"
    qtbot.mouseClick(window.delete_button, Qt.MouseButton.LeftButton)
    assert q.crts(game) == () and window.current_table() is None
    assert "No combat results table" in window.combat.card().note.text()
    document.undo_stack.undo()
    assert stored(game).name == "Cavalry CRT" and len(stored(game).overrides) == 3
    assert window.current_table() is not None


def test_a_refused_house_rule_says_why_and_changes_nothing(setup):
    """Issue 23 (found by mypy): the editor read ``exc.message`` of the store's refusal,
    which InvalidField does not have: the refusal became an AttributeError."""
    window, document, game = setup
    count, before = document.undo_stack.count(), stored(game).overrides
    assert window.editor.override_cell("9-1", 1, "DE") is False  # no such column
    assert "column" in window.message.text() and "9-1" in window.message.text()
    assert stored(game).overrides == before and document.undo_stack.count() == count


def test_an_export_that_cannot_be_written_says_why(setup, tmp_path):
    """Issue 23 (found by mypy): an OSError has no ``message``; the failed export raised
    AttributeError instead of saying why."""
    window, _, _ = setup
    target = tmp_path / "no such folder" / "table.csv"
    assert window.export_file(target) is False
    assert "Cannot write" in window.message.text()
    assert not target.exists()

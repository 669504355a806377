"""The army-list import through real widgets (issue 17): the dialog (read in a worker,
preview with counts, skipped entries, side choice, the mapping edited in its delegate
and remembered per game system), one undo step, Replace, the main window's action and
file drop, the order of battle's models column and detail panel, the battlefield drop
with a default frontage and depth, and the CSV export."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QAbstractItemDelegate, QComboBox

from adjutant.lists import read_list
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.import_model import (
    COL_MODELS,
    COL_PROFILE,
    ChoicesRole,
    MappingModel,
    PreviewModel,
    SkippedModel,
)
from adjutant.store.read import queries
from adjutant.store.services.sample import create_sample
from adjutant.windows.import_list import ImportListDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
DATA = Path(__file__).resolve().parents[1] / "data" / "lists"


@pytest.fixture
def document(qapp, game_path):
    doc = GameDocument()
    doc.attach(create_sample(game_path, seed=3))
    yield doc
    doc.detach()


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_dialog(qtbot, document, settings, name):
    dialog = ImportListDialog(document, settings, DATA / name)
    dialog.quiet = True
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.army is not None or dialog.last_error is not None)
    return dialog


def units_of(document, side_id):
    side = next(s for s in queries.order_of_battle(document.game).sides if s.id == side_id)
    return side.all_units()


def test_models_pass_the_model_tester(qtmodeltester):
    army = read_list(DATA / "nested_forces.ros")
    preview = PreviewModel()
    preview.set_army(army)
    qtmodeltester.check(preview)
    skipped = SkippedModel()
    skipped.set_army(army)
    qtmodeltester.check(skipped)
    mapping = MappingModel()
    mapping.set_list(army, _default(army))
    qtmodeltester.check(mapping)


def test_the_models_take_an_edit_through_a_persistent_index(qtbot):
    """setData with a QPersistentModelIndex (as a view or a window keeping the index may
    call it) changes the count and the mapping like a plain index does: it once raised
    AttributeError (QPersistentModelIndex has no siblingAtColumn), found by mypy (issue 23)."""
    from PySide6.QtCore import QPersistentModelIndex

    army = read_list(DATA / "nested_forces.ros")
    preview = PreviewModel()
    preview.set_army(army)
    pending = [preview.index(r, 0) for r in range(preview.rowCount())]
    unit = None
    while pending and unit is None:  # the first unit's models cell, depth first
        index = pending.pop(0)
        cell = index.siblingAtColumn(COL_MODELS)
        if preview.flags(cell) & Qt.ItemFlag.ItemIsEditable:
            unit = cell
        pending[:0] = [preview.index(r, 0, index) for r in range(preview.rowCount(index))]
    assert unit is not None
    models = preview.data(unit, Qt.ItemDataRole.EditRole)
    with qtbot.waitSignal(preview.dataChanged):
        assert preview.setData(QPersistentModelIndex(unit), models + 1)
    assert list(preview.counts().values()) == [models + 1]

    mapping = MappingModel()
    mapping.set_list(army, _default(army))
    source = mapping.index(0, MappingModel.COL_SOURCE)
    choice = mapping.data(source, ChoicesRole)[-1]
    with qtbot.waitSignal(mapping.mappingChanged):
        assert mapping.setData(QPersistentModelIndex(source), choice)
    assert mapping.data(source, Qt.ItemDataRole.EditRole) == choice


def _default(army):
    from adjutant.lists.mapping import default_mapping

    return default_mapping(army.game_system, army.characteristic_names())


def test_preview_shows_the_tree_counts_and_skipped_entries(qtbot, document, settings):
    dialog = open_dialog(qtbot, document, settings, "nested_forces.ros")
    assert not dialog.reading and dialog.import_button.isEnabled()
    summary = dialog.summary.text()
    assert "Nested Forces Test" in summary and "3 formation(s), 2 unit(s), 11 model(s)" in summary
    model = dialog.preview
    root = model.index(0, 0)
    assert root.data() == "Army Roster"
    assert model.index(0, COL_MODELS).data() == "11"
    regiment = model.index(0, 0, root)
    warlord = model.index(0, 0, regiment)
    assert warlord.data() == "Warlord on Foot"
    assert (
        model.index(0, COL_PROFILE, regiment).data()
        == 'Move 6" · Fight 4+ · Attacks 3 · Toughness 4'
    )
    assert dialog.skipped.rowCount() == 1
    assert dialog.skipped.index(0, 1).data() == "a list option (no models), not a unit"
    assert dialog.summary.textFormat() == Qt.TextFormat.PlainText


def test_edit_the_mapping_in_its_delegate_and_it_is_remembered(qtbot, document, settings):
    dialog = open_dialog(qtbot, document, settings, "nested_forces.ros")
    view = dialog.mapping_view
    row = 4  # defence factor, read from Toughness by default
    index = dialog.mapping.index(row, MappingModel.COL_SOURCE)
    assert index.data(Qt.ItemDataRole.EditRole) == "Toughness"
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.findChild(QComboBox)
    assert editor is not None
    editor.setCurrentIndex(editor.findData("Attacks"))
    view.commitData(editor)
    view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
    assert dialog.mapping.mapping.source("defence_factor") == "Attacks"
    assert "Warlord on Foot: 3 → 3" in dialog.mapping.index(row, 2).data()
    stack = document.undo_stack
    before = stack.count()
    assert dialog.run_import()
    assert stack.count() == before + 1  # one undo step
    units = {u.name: u for u in units_of(document, dialog.change.result["side_id"])}
    assert units["Spearmen"].defence_factor == 1 and units["Warlord on Foot"].defence_factor == 3
    # Remembered for this game system: the next dialog starts from it.
    again = open_dialog(qtbot, document, settings, "misnamed_plain_xml.rosz")
    assert again.mapping.mapping.source("defence_factor") == "Attacks"


def test_replace_a_side_then_undo_is_one_step(qtbot, document, settings):
    sides = queries.order_of_battle(document.game).sides
    blue = sides[0]
    before = queries.order_of_battle(document.game)
    assert blue.all_units()
    dialog = open_dialog(qtbot, document, settings, "squads_as_upgrades.ros")
    dialog.choose_side(blue.id, replace=True)
    assert dialog.side_combo.isEnabled() and not dialog.side_name.isEnabled()
    assert dialog.run_import()
    after = [u.name for u in units_of(document, blue.id)]
    assert after == ["Battle Squad", "Scout Squad", "Sniper Team", "Battle Tank", "10x Clanrats"]
    assert len(queries.order_of_battle(document.game).sides) == len(sides)
    document.undo_stack.undo()
    assert queries.order_of_battle(document.game) == before
    document.undo_stack.redo()
    assert [u.name for u in units_of(document, blue.id)] == after


def test_a_refused_file_is_reported_and_nothing_changes(qtbot, document, settings, tmp_path):
    bad = tmp_path / "bad.rosz"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    before = queries.order_of_battle(document.game)
    dialog = ImportListDialog(document, settings, bad)
    dialog.quiet = True
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: getattr(dialog, "last_error", None) is not None)
    assert "bad.rosz" in dialog.last_error and "damaged zip" in dialog.last_error
    assert not dialog.import_button.isEnabled()
    assert not dialog.run_import()
    assert queries.order_of_battle(document.game) == before
    assert document.undo_stack.count() == 0


def test_names_are_plain_text_in_the_dialog(qtbot, document, settings, tmp_path):
    xml = (DATA / "nested_forces.ros").read_text(encoding="utf-8")
    xml = xml.replace(
        'name="Nested Forces Test"', 'name="&lt;img src=&quot;x.png&quot;&gt;&lt;h1&gt;Big"'
    )
    path = tmp_path / "markup.ros"
    path.write_text(xml, encoding="utf-8")
    dialog = ImportListDialog(document, settings, path)
    dialog.quiet = True
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.army is not None)
    assert dialog.summary.textFormat() == Qt.TextFormat.PlainText
    assert '<img src="x.png"><h1>Big' in dialog.summary.text()


def test_oob_shows_models_remaining_and_the_imported_profile(qtbot, document, settings):
    from adjutant.qtmodels.oob_model import COL_MODELS as OOB_MODELS
    from adjutant.store.services import edits as services
    from adjutant.windows.oob import OrderOfBattleWidget

    dialog = open_dialog(qtbot, document, settings, "nested_forces.ros")
    assert dialog.run_import()
    spear = next(
        u for u in units_of(document, dialog.change.result["side_id"]) if u.name == "Spearmen"
    )
    widget = OrderOfBattleWidget(document)
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    index = widget.model.unit_index(spear.id, OOB_MODELS)
    assert index.data() == "10/10"
    services.update_unit(document.game, spear.id, casualties=4)
    document.notify(None)
    assert widget.model.unit_index(spear.id, OOB_MODELS).data() == "6/10"
    widget.select_unit(spear.id)
    panel = widget.detail
    assert panel._list_rows["models"].text() == "6 of 10"
    assert panel._list_rows["points"].text() == "120"
    assert panel._list_rows["profile"].text().startswith('Move 5" · Fight 4+')
    assert "nested_forces.ros" in panel._list_rows["source"].text()
    assert panel._list_rows["profile"].textFormat() == Qt.TextFormat.PlainText
    assert not panel._size_widget.isVisibleTo(panel)  # off the table: no frontage yet


def test_drag_an_off_table_unit_onto_the_battlefield(qtbot, document, settings):
    from adjutant.qtmodels.oob_model import OobModel
    from adjutant.windows.battlefield import DEFAULT_SIZE, BattlefieldWidget
    from adjutant.windows.oob import OrderOfBattleWidget

    dialog = open_dialog(qtbot, document, settings, "nested_forces.ros")
    assert dialog.run_import()
    ids = dialog.change.result["unit_ids"]
    field = BattlefieldWidget(document)
    qtbot.addWidget(field)
    field.resize(900, 600)
    field.show()
    qtbot.waitExposed(field)
    view = field.view
    oob = OobModel(document)
    mime = oob.mimeData([oob.unit_index(i) for i in ids])
    target = view.mapFromScene(QPointF(36, -24))  # the table's centre (y flipped)
    stack_before = document.undo_stack.count()
    event = QDropEvent(
        QPointF(target),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    view.dropEvent(event)
    assert event.isAccepted()
    assert document.undo_stack.count() == stack_before + 1  # one step for both units
    table = queries.battlefield(document.game)
    width, depth = DEFAULT_SIZE[view.bf.ruleset.unit_of_length]
    for unit_id in ids:
        fp = table.footprints[unit_id]
        assert (fp.width, fp.depth) == (width, depth)
    # The player changes the frontage in the detail panel: one more undo step.
    widget = OrderOfBattleWidget(document)
    qtbot.addWidget(widget)
    widget.show()
    widget.select_unit(ids[0])
    spin = widget.detail.size_spins["width"]
    assert widget.detail._size_widget.isVisibleTo(widget.detail)
    spin.setValue(9.5)
    spin.editingFinished.emit()
    assert queries.battlefield(document.game).footprints[ids[0]].width == 9.5
    document.undo_stack.undo()
    assert queries.battlefield(document.game).footprints[ids[0]].width == width


def test_export_side_to_csv_round_trips(qtbot, document, settings, tmp_path):
    from adjutant.windows.oob import OrderOfBattleWidget

    dialog = open_dialog(qtbot, document, settings, "squads_as_upgrades.ros")
    assert dialog.run_import()
    side_id = dialog.change.result["side_id"]
    widget = OrderOfBattleWidget(document)
    qtbot.addWidget(widget)
    out = tmp_path / "side.csv"
    assert widget.export_side(side_id, str(out))
    army = read_list(out)
    assert [u.name for u in army.all_units()] == [u.name for u in units_of(document, side_id)]
    assert [u.models for u in army.all_units()] == [5, 5, 3, 1, 10]


def test_main_window_action_and_file_drop(qtbot, sandbox, tmp_path):
    from adjutant.windows.main_window import MainWindow

    window = MainWindow()
    window.quiet = True
    qtbot.addWidget(window)
    assert not window.import_list_action.isEnabled()  # no game yet
    assert window.import_list_action.shortcut().toString() == "Ctrl+I"
    path = tmp_path / "g.adjutant"
    create_sample(path).close()
    assert window.open_game(path)
    assert window.import_list_action.isEnabled()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(DATA / "simple.csv"))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    qtbot.waitUntil(lambda: window.findChild(ImportListDialog) is not None)
    dialog = window.findChild(ImportListDialog)
    qtbot.waitUntil(lambda: dialog.army is not None)
    assert dialog.army.counts().units == 3
    assert dialog.run_import()
    assert window.document.undo_stack.count() == 1
    window.document.detach()


def test_the_menu_opens_the_dialog_ready_for_a_file_or_a_pasted_list(qtbot, sandbox, tmp_path):
    """File > Import Army List… pops no file chooser over a player who has the list in the
    clipboard: the dialog says how to give one; Ctrl+V reads the clipboard's text list, and
    Enter would choose a file (the chooser button has the focus and is the default)."""
    from PySide6.QtGui import QGuiApplication

    from adjutant.windows.main_window import MainWindow

    window = MainWindow()
    window.quiet = True
    qtbot.addWidget(window)
    window.show()
    path = tmp_path / "g.adjutant"
    create_sample(path).close()
    assert window.open_game(path)
    window.import_list_action.trigger()
    qtbot.waitUntil(lambda: window.findChild(ImportListDialog) is not None)
    dialog = window.findChild(ImportListDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert "Ctrl+V" in dialog.summary.text()
    assert dialog.choose_button.isDefault()
    qtbot.waitUntil(dialog.choose_button.hasFocus)
    QGuiApplication.clipboard().setText((DATA / "text" / "newrecruit.txt").read_text("utf-8"))
    qtbot.keyClick(dialog, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: dialog.army is not None or dialog.last_error is not None)
    assert dialog.last_error is None
    assert dialog.army.counts().units > 0
    dialog.reject()
    window.document.detach()


# ---------------------------------------------------------------- issue 27


def test_paste_a_text_list_with_ctrl_v_change_a_count_and_import(qtbot, document, settings):
    from PySide6.QtGui import QGuiApplication

    from adjutant.qtmodels.import_model import COL_COUNT_FROM

    text = (DATA / "text" / "aos_app.txt").read_text(encoding="utf-8")
    QGuiApplication.clipboard().setText(text)
    dialog = ImportListDialog(document, settings)
    dialog.quiet = True
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):  # a shortcut reaches the active window only
        dialog.show()
        dialog.activateWindow()
    dialog.tree.setFocus()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: dialog.army is not None)
    assert dialog.army.name == "Red Harvest" and dialog.path is None
    model = dialog.preview
    general = model.index(0, 0, model.index(0, 0))  # the army, its regiments under it
    reavers = model.index(1, COL_MODELS, general)
    assert model.index(1, 0, general).data() == "Bloodreavers"
    assert model.index(1, COL_COUNT_FROM, general).data().startswith("not stated")
    assert model.flags(reavers) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(general.siblingAtColumn(COL_MODELS)) & Qt.ItemFlag.ItemIsEditable
    assert model.setData(reavers, 20)
    assert not model.setData(reavers, 0) and not model.setData(reavers, "many")
    assert model.index(1, COL_COUNT_FROM, general).data() == "changed by you (the list said 1)"
    assert "28 model(s)" in dialog.summary.text()  # 9 units, one of them now 20
    assert model.counts() == {1: 20}
    assert dialog.run_import()
    stored = {u.name: u.strength for u in units_of(document, dialog.change.result["side_id"])}
    assert stored["Bloodreavers"] == 20 and stored["Blood Warriors"] == 1


def test_a_pasted_text_that_is_not_a_list_is_refused(qtbot, document, settings):
    dialog = ImportListDialog(document, settings)
    dialog.quiet = True
    qtbot.addWidget(dialog)
    dialog.load_text("Dear organiser, my list follows.\n")
    qtbot.waitUntil(lambda: dialog.last_error is not None)
    assert dialog.last_error.startswith("pasted text: is not an army list")
    assert not dialog.import_button.isEnabled()


def test_the_mapping_offers_no_stat_of_the_wrong_direction_and_names_the_rest(
    qtbot, document, settings, qtmodeltester
):
    text = (DATA / "nested_forces.ros").read_text(encoding="utf-8").replace(">4+<", ">4<")
    path = Path(settings.fileName()).with_name("plain_fight.ros")
    path.write_text(text, encoding="utf-8")
    dialog = ImportListDialog(document, settings, path)
    dialog.quiet = True
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.army is not None)
    to_hit = dialog.mapping.index(2, MappingModel.COL_SOURCE)
    assert to_hit.data(Qt.ItemDataRole.EditRole) == ""  # Fight 4 is higher-is-better
    assert "Fight" not in to_hit.data(ChoicesRole)
    assert not dialog.mapping.setData(to_hit, "Fight")
    assert "Fight (higher is better: it cannot fill to hit)" in dialog.mapping_notes.text()
    assert dialog.mapping_notes.textFormat() == Qt.TextFormat.PlainText
    qtmodeltester.check(dialog.preview)


DELETED_WHILE_READING = r"""
import sys, time
from pathlib import Path
import shiboken6
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from adjutant.qtmodels.document import GameDocument
from adjutant.store.services.sample import create_sample
from adjutant.windows import import_list

read = import_list.ListReader.run
def slow(self):
    read(self)
    time.sleep(0.5)  # the thread is still running after its last signal
import_list.ListReader.run = slow

app = QApplication([])
doc = GameDocument()
doc.attach(create_sample(Path(sys.argv[1]), seed=3))
settings = QSettings(sys.argv[2], QSettings.Format.IniFormat)
dialog = import_list.ImportListDialog(doc, settings, Path(sys.argv[3]))
dialog.quiet = True
while dialog.army is None:
    app.processEvents()
shiboken6.delete(dialog)  # as a closed window's parent deletes it, without done()
deadline = time.monotonic() + 2
while time.monotonic() < deadline:
    app.processEvents()
doc.detach()
print("survived", len(import_list._RUNNING))
"""


def test_a_dialog_deleted_while_its_reader_thread_ends_does_not_abort(tmp_path):
    """A QThread destroyed while it runs aborts the process ("Fatal Python error: Aborted",
    seen once in the suite): the reader outlives its dialog until its thread has ended."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            DELETED_WHILE_READING,
            str(tmp_path / "game.adjutant"),
            str(tmp_path / "settings.ini"),
            str(DATA / "nested_forces.ros"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "survived 0" in done.stdout

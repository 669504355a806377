"""The order-of-battle window through real widgets (issue 9): tree, edits, actions, undo.

Each test opens a fresh copy of the store's sample battle (``create_sample``)
in a temporary file and checks the *store* after each step, not just the view:
every edit must be one undoable step, on disk at once, and a refused value must
change nothing. The item models run through pytest-qt's ``qtmodeltester``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QMessageBox, QSpinBox, QStyleOptionViewItem

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.oob_model import (
    COL_CASUALTIES,
    COL_CINC,
    COL_COMMAND,
    COL_DICE,
    COL_MOVEMENT,
    COL_NAME,
    COL_STATUS,
    COL_TOKEN,
    COL_TYPE,
    FORMATION,
    SIDE,
    UNIT,
    IdRole,
    KindRole,
    OobModel,
)
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command import recorder as resolve
from adjutant.windows.oob import OrderOfBattleWidget

# The offscreen platform's note about size hints is not a problem of ours.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def document(qapp, game_path):
    game = create_sample(game_path, seed=7)
    doc = GameDocument()
    doc.attach(game)
    yield doc
    doc.detach()


@pytest.fixture
def widget(qtbot, document):
    w = OrderOfBattleWidget(document)
    qtbot.addWidget(w)
    w.resize(900, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def warnings(monkeypatch):
    """Every QMessageBox.warning shown, as (title, text); none left open."""
    shown: list[tuple[str, str]] = []

    def capture(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", capture)
    return shown


def store_unit(document, unit_id):
    return queries.unit(document.game, unit_id)


def unit_by_name(document, name):
    oob = queries.order_of_battle(document.game)
    for side in oob.sides:
        for unit in side.all_units():
            if unit.name == name:
                return unit
    raise KeyError(name)


def formations(document, side_index=0):
    """Every formation of a side, depth first: [(FormationNode, depth)]."""
    out = []

    def walk(node, depth):
        out.append((node, depth))
        for child in node.children:
            walk(child, depth + 1)

    for root in queries.order_of_battle(document.game).sides[side_index].formations:
        walk(root, 0)
    return out


def proxy_index(widget, unit_id, column=COL_NAME):
    return widget.proxy.mapFromSource(widget.model.unit_index(unit_id, column))


# ---------------------------------------------------------------- the model


def test_model_passes_qtmodeltester(qtmodeltester, document):
    model = OobModel(document)
    qtmodeltester.check(model, force_py=True)
    qtmodeltester.check(model)


def test_tree_mirrors_the_store(document):
    """Sides → formations → units in the store's order, each unit once."""
    model = OobModel(document)
    oob = queries.order_of_battle(document.game)
    assert model.rowCount() == len(oob.sides) == 2
    for row, side in enumerate(oob.sides):
        index = model.index(row, 0)
        assert index.data(KindRole) == SIDE and index.data() == side.name
        assert model.rowCount(index) == len(side.formations)
    expected = [u.id for side in oob.sides for u in side.all_units()]
    assert sorted(model.unit_ids()) == sorted(expected)
    guards = unit_by_name(document, "1st Foot Guards")
    row = [model.unit_index(guards.id, c).data() for c in range(model.columnCount())]
    assert row[COL_NAME] == "1st Foot Guards"
    assert row[COL_TYPE] == "Infantry"
    assert row[COL_TOKEN] == "Move"
    assert row[COL_MOVEMENT] == "6" and row[COL_DICE] == "6" and row[COL_CASUALTIES] == "0"
    assert row[COL_COMMAND] == "C S M"  # CMD-4: a full command group
    # Icons for token and status; the unit's raw values for editors.
    assert model.unit_index(guards.id, COL_TOKEN).data(Qt.ItemDataRole.DecorationRole) is not None
    assert model.unit_index(guards.id, COL_STATUS).data(Qt.ItemDataRole.DecorationRole) is not None
    assert model.unit_index(guards.id, COL_MOVEMENT).data(Qt.ItemDataRole.EditRole) == 6.0


def test_cinc_mark_follows_the_store_cmd4(qtmodeltester, document):
    model = OobModel(document)
    old = next(
        u
        for s in queries.order_of_battle(document.game).sides
        for u in s.all_units()
        if u.is_cinc_unit and u.side_id == 1
    )
    assert model.unit_index(old.id, COL_CINC).data(Qt.ItemDataRole.DecorationRole) is not None
    guards = unit_by_name(document, "42nd Highlanders")
    index = QPersistentModelIndex(model.unit_index(guards.id, COL_CINC))
    assert index.data(Qt.ItemDataRole.DecorationRole) is None
    from adjutant.store.services import edits as services
    from adjutant.undo.service import run_service

    run_service(document, "C-in-C", services.set_commander_in_chief, guards.side_id, guards.id)
    assert index.isValid() and index.data(Qt.ItemDataRole.DecorationRole) is not None
    assert model.unit_index(old.id, COL_CINC).data(Qt.ItemDataRole.DecorationRole) is None
    document.undo_stack.undo()
    assert index.isValid() and index.data(Qt.ItemDataRole.DecorationRole) is None
    assert model.unit_index(old.id, COL_CINC).data(Qt.ItemDataRole.DecorationRole) is not None
    qtmodeltester.check(model)


def test_unknown_change_resets_and_footprint_change_is_ignored(qtbot, document):
    model = OobModel(document)
    with qtbot.waitSignal(model.modelReset):
        document.notify(None)
    from adjutant.store.services import edits as services
    from adjutant.undo.service import run_service

    guards = unit_by_name(document, "1st Foot Guards")
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda *a: resets.append(2))
    run_service(document, "Move", services.move_unit, guards.id, 10.0, 10.0)
    assert resets == []  # a footprint is not shown in the tree


# ---------------------------------------------------------------- inline edits


def test_edit_movement_undo_redo(qtmodeltester, widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    index = proxy_index(widget, guards.id, COL_MOVEMENT)
    assert widget.proxy.setData(index, 7.5)
    assert store_unit(document, guards.id).movement == 7.5
    assert index.data() == "7.5"
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Edit unit"
    document.undo_stack.undo()
    assert store_unit(document, guards.id).movement == 6.0
    assert proxy_index(widget, guards.id, COL_MOVEMENT).data() == "6"
    document.undo_stack.redo()
    assert store_unit(document, guards.id).movement == 7.5
    qtmodeltester.check(widget.model)
    qtmodeltester.check(widget.proxy)


def test_same_value_makes_no_undo_step(widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    assert widget.proxy.setData(proxy_index(widget, guards.id, COL_DICE), 6)
    assert document.undo_stack.count() == 0


@pytest.mark.parametrize(
    ("column", "value", "field"),
    [
        (COL_MOVEMENT, "-3", "movement"),
        (COL_MOVEMENT, "fast", "movement"),
        (COL_DICE, 99, "melee_dice"),  # MEL-1: at most 40 dice
        (COL_CASUALTIES, -1, "casualties"),
        (COL_NAME, "   ", "name"),
        (COL_STATUS, "routed", "status"),
    ],
)
def test_invalid_value_is_refused_with_a_message(
    widget, document, warnings, qtbot, column, value, field
):
    guards = unit_by_name(document, "1st Foot Guards")
    cell = proxy_index(widget, guards.id, column)
    assert not widget.proxy.setData(cell, value)
    # Issue 22: why, beside the cell it is about (not a box to dismiss).
    qtbot.waitUntil(widget.cell_message.isVisible)
    assert "refused" in widget.cell_message.text() and warnings == []
    assert widget.cell_message.index() == cell
    assert store_unit(document, guards.id) == guards  # nothing changed
    assert document.undo_stack.count() == 0


def test_casualties_above_the_models_are_refused_beside_the_cell(widget, document, warnings, qtbot):
    """Issue 22, item 11: nine casualties on a five-model squad were taken."""
    from adjutant.store.services import edits as sv

    guards = unit_by_name(document, "1st Foot Guards")
    sv.update_unit(document.game, guards.id, strength=5, casualties=1)
    document.notify(None)
    before = store_unit(document, guards.id)
    widget.view.setFocus()
    cell = proxy_index(widget, guards.id, COL_CASUALTIES)
    widget.view.setCurrentIndex(cell)
    widget.view.edit(cell)
    editor = widget.view.indexWidget(cell) or widget.view.focusWidget()
    assert isinstance(editor, QSpinBox)
    editor.setValue(9)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(widget.cell_message.isVisible)
    assert widget.cell_message.text() == (
        "Casualties: the value was refused.\n9 casualties are more than the unit's 5 models."
    )
    assert widget.cell_message.index() == cell and warnings == []
    message = widget.cell_message.geometry()
    rect = widget.view.visualRect(cell)
    assert message.top() in (rect.bottom() + 1, rect.top() - message.height())
    assert widget.view.viewport().rect().contains(message)
    unit = store_unit(document, guards.id)
    assert unit == before and (unit.casualties, unit.status) == (1, "fresh")
    assert cell.data() == "1"  # the cell shows what the unit has
    assert document.undo_stack.count() == 0


def test_delegate_editors_have_the_ranges_and_write_stored_values(widget, document):
    """Combo boxes for enums (translated names, stored values), spin boxes with ranges."""
    guards = unit_by_name(document, "1st Foot Guards")
    delegate = widget.view.itemDelegate()
    option = QStyleOptionViewItem()

    status = proxy_index(widget, guards.id, COL_STATUS)
    combo = delegate.createEditor(widget.view.viewport(), option, status)
    assert isinstance(combo, QComboBox)
    delegate.setEditorData(combo, status)
    assert combo.currentData() == "fresh" and combo.currentText() == "Fresh"
    combo.setCurrentIndex(combo.findData("broken"))
    delegate.setModelData(combo, widget.proxy, status)
    assert store_unit(document, guards.id).status == "broken"

    token = proxy_index(widget, guards.id, COL_TOKEN)
    combo = delegate.createEditor(widget.view.viewport(), option, token)
    assert combo.itemData(0) is None  # CMD-2: "no token" is a choice
    combo.setCurrentIndex(combo.findData("attack"))
    delegate.setModelData(combo, widget.proxy, token)
    assert store_unit(document, guards.id).token == "attack"

    move = proxy_index(widget, guards.id, COL_MOVEMENT)
    spin = delegate.createEditor(widget.view.viewport(), option, move)
    assert isinstance(spin, QDoubleSpinBox)
    assert (spin.minimum(), spin.maximum(), spin.singleStep()) == (0.0, 99.9, 0.5)
    dice = delegate.createEditor(
        widget.view.viewport(), option, proxy_index(widget, guards.id, COL_DICE)
    )
    assert isinstance(dice, QSpinBox) and (dice.minimum(), dice.maximum()) == (0, 40)
    cas = delegate.createEditor(
        widget.view.viewport(), option, proxy_index(widget, guards.id, COL_CASUALTIES)
    )
    assert (cas.minimum(), cas.maximum()) == (0, 99)
    spin.setValue(4.5)
    delegate.setModelData(spin, widget.proxy, move)
    assert store_unit(document, guards.id).movement == 4.5
    assert document.undo_stack.count() == 3
    for _ in range(3):
        document.undo_stack.undo()
    assert store_unit(document, guards.id) == guards


def test_rename_formation_and_side_inline(widget, document):
    brigade, _depth = formations(document)[2]
    index = widget.proxy.mapFromSource(widget.model.formation_index(brigade.id))
    assert widget.proxy.setData(index, "Maitland's Guards")
    assert formations(document)[2][0].name == "Maitland's Guards"
    side = widget.proxy.mapFromSource(widget.model.side_index(1))
    assert widget.proxy.setData(side, "Allies")
    assert queries.order_of_battle(document.game).sides[0].name == "Allies"
    assert widget.proxy.index(0, 0).data() == "Allies"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert formations(document)[2][0].name == brigade.name


# ---------------------------------------------------------------- actions


def select(widget, source_index):
    index = widget.proxy.mapFromSource(source_index)
    widget.view.selectionModel().setCurrentIndex(
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


def test_add_unit_to_selected_formation_undo_redo(qtmodeltester, widget, document):
    brigade = next(f for f, _ in formations(document) if f.units)
    before = len(brigade.units)
    select(widget, widget.model.formation_index(brigade.id))
    widget.action_add_unit.trigger()
    after = next(f for f, _ in formations(document) if f.id == brigade.id)
    assert len(after.units) == before + 1
    new = after.units[-1]
    assert new.name == "New unit"
    assert widget.current_unit_id() == new.id  # selected, name editor open
    assert document.undo_stack.undoText() == "Add unit"
    qtmodeltester.check(widget.model)
    document.undo_stack.undo()
    assert widget.model.unit_info(new.id) is None
    with pytest.raises(KeyError):
        store_unit(document, new.id)
    document.undo_stack.redo()
    assert store_unit(document, new.id).name == "New unit"
    assert widget.model.unit_index(new.id).isValid()


def test_add_unit_after_selected_unit_by_shortcut(qtbot, widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    select(widget, widget.model.unit_index(guards.id))
    widget.view.setFocus()
    qtbot.keyClick(widget.view, Qt.Key.Key_Insert)
    brigade = next(f for f, _ in formations(document) if f.id == guards.formation_id)
    assert [u.name for u in brigade.units][:2] == ["1st Foot Guards", "New unit"]


def test_add_formation_under_selected(widget, document):
    army, _ = formations(document)[0]
    select(widget, widget.model.formation_index(army.id))
    widget.action_add_formation.trigger()
    army_after = formations(document)[0][0]
    assert [c.name for c in army_after.children][-1] == "New brigade"
    new_id = army_after.children[-1].id
    assert widget.model.formation_index(new_id).isValid()
    document.undo_stack.undo()
    assert not widget.model.formation_index(new_id).isValid()


def test_duplicate_unit(widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    select(widget, widget.model.unit_index(guards.id))
    widget.action_duplicate.trigger()
    copy = unit_by_name(document, "1st Foot Guards (copy)")
    assert copy.formation_id == guards.formation_id and copy.melee_dice == guards.melee_dice
    assert widget.current_unit_id() == copy.id
    document.undo_stack.undo()
    with pytest.raises(KeyError):
        unit_by_name(document, "1st Foot Guards (copy)")


def test_delete_unit_without_events_asks_nothing(widget, document, monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a))
    unit = unit_by_name(document, "92nd Gordon Highlanders")
    select(widget, widget.model.unit_index(unit.id))
    widget.action_delete.trigger()
    assert asked == []
    assert not widget.model.unit_index(unit.id).isValid()
    with pytest.raises(KeyError):
        store_unit(document, unit.id)
    document.undo_stack.undo()
    assert store_unit(document, unit.id) == unit
    assert widget.model.unit_index(unit.id).isValid()
    document.undo_stack.redo()
    with pytest.raises(KeyError):
        store_unit(document, unit.id)


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
def test_delete_unit_with_events_asks_first(qtbot, widget, document, monkeypatch, answer):
    """A unit in the turn log: Del asks; No keeps it, Yes deletes it (one undo step)."""
    guards = unit_by_name(document, "1st Foot Guards")
    resolve.change_token(document.game, guards.id, "attack")  # CMD-4: full group, an event
    document.notify(None)
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    select(widget, widget.model.unit_index(guards.id))
    widget.view.setFocus()
    qtbot.keyClick(widget.view, Qt.Key.Key_Delete)
    assert len(asked) == 1 and "1 event" in asked[0]
    if answer == QMessageBox.StandardButton.No:
        assert store_unit(document, guards.id).name == guards.name
        assert document.undo_stack.count() == 0
    else:
        with pytest.raises(KeyError):
            store_unit(document, guards.id)
        document.undo_stack.undo()
        assert store_unit(document, guards.id).name == guards.name


def test_delete_formation_with_units_is_one_step(widget, document, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    brigade = next(f for f, _ in formations(document) if len(f.units) >= 2)
    unit_ids = [u.id for u in brigade.units]
    select(widget, widget.model.formation_index(brigade.id))
    widget.action_delete.trigger()
    assert not any(widget.model.unit_index(i).isValid() for i in unit_ids)
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert all(widget.model.unit_index(i).isValid() for i in unit_ids)


def test_set_cinc_and_toggle_reckless(widget, document):
    """CMD-4: the C-in-C joins a unit; CMD-8: a unit marked reckless. Each one undo step."""
    unit = unit_by_name(document, "42nd Highlanders")
    select(widget, widget.model.unit_index(unit.id))
    widget.action_set_cinc.trigger()
    assert store_unit(document, unit.id).is_cinc_unit
    assert (
        widget.model.unit_index(unit.id, COL_CINC).data(Qt.ItemDataRole.DecorationRole) is not None
    )
    assert not widget.action_set_cinc.isEnabled()
    assert unit.reckless  # in the sample
    widget.action_toggle_reckless.trigger()
    assert not store_unit(document, unit.id).reckless
    assert not widget.action_toggle_reckless.isChecked()
    widget.action_toggle_reckless.trigger()
    assert store_unit(document, unit.id).reckless
    assert widget.action_toggle_reckless.isChecked()
    assert document.undo_stack.count() == 3
    document.undo_stack.undo()
    assert not store_unit(document, unit.id).reckless
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert not store_unit(document, unit.id).is_cinc_unit
    assert widget.action_set_cinc.isEnabled()


def test_rename_action_opens_the_name_editor(widget, document):
    unit = unit_by_name(document, "42nd Highlanders")
    select(widget, widget.model.unit_index(unit.id, COL_DICE))
    widget.action_rename.trigger()
    assert widget.view.state() == widget.view.State.EditingState
    assert widget.view.currentIndex().column() == COL_NAME
    assert widget.view.indexWidget(widget.view.currentIndex()) is not None


# ---------------------------------------------------------------- drag and drop / move


def test_drop_unit_on_another_formation_undo_redo(qtmodeltester, widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    target = next(f for f, _ in formations(document) if f.units and f.id != guards.formation_id)
    source_index = widget.model.unit_index(guards.id)
    persistent = QPersistentModelIndex(widget.proxy.mapFromSource(source_index))
    mime = widget.proxy.mimeData([widget.proxy.mapFromSource(source_index)])
    drop_parent = widget.proxy.mapFromSource(widget.model.formation_index(target.id))
    assert widget.proxy.canDropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, drop_parent)
    assert widget.proxy.dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, drop_parent)
    assert store_unit(document, guards.id).formation_id == target.id
    # The row moved (beginMoveRows): its persistent index follows it.
    assert persistent.isValid() and persistent.parent().data(IdRole) == target.id
    assert document.undo_stack.count() == 1
    qtmodeltester.check(widget.model)
    document.undo_stack.undo()
    assert store_unit(document, guards.id).formation_id == guards.formation_id
    assert store_unit(document, guards.id).position == guards.position
    document.undo_stack.redo()
    assert store_unit(document, guards.id).formation_id == target.id


def test_drop_at_a_row_reorders(widget, document):
    brigade = next(f for f, _ in formations(document) if len(f.units) >= 3)
    first, _second, third = brigade.units[:3]
    parent = widget.proxy.mapFromSource(widget.model.formation_index(brigade.id))
    mime = widget.model.mimeData([widget.model.unit_index(first.id)])
    n_sub = len(brigade.children)
    # Drop the first unit before the third row: it ends up second... then check order.
    assert widget.proxy.dropMimeData(mime, Qt.DropAction.MoveAction, n_sub + 2, 0, parent)
    after = next(f for f, _ in formations(document) if f.id == brigade.id)
    assert [u.id for u in after.units][:3] == [_second.id, first.id, third.id]
    model_order = [
        widget.model.index(r, 0, widget.model.formation_index(brigade.id)).data(IdRole)
        for r in range(n_sub, n_sub + 3)
    ]
    assert model_order == [_second.id, first.id, third.id]


def test_drop_refused_across_sides_and_into_itself(widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    enemy_brigade = next(f for f, _ in formations(document, 1) if f.units)
    mime = widget.model.mimeData([widget.model.unit_index(guards.id)])
    target = widget.model.formation_index(enemy_brigade.id)
    assert not widget.model.canDropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, target)
    assert not widget.model.dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, target)
    corps, _ = formations(document)[1]
    inner, _ = formations(document)[2]
    mime = widget.model.mimeData([widget.model.formation_index(corps.id)])
    inside = widget.model.formation_index(inner.id)
    assert not widget.model.canDropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, inside)
    unit_row = widget.model.unit_index(guards.id)
    assert not widget.model.canDropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, unit_row)
    assert document.undo_stack.count() == 0


def test_drop_formation_and_two_units_as_one_step(qtmodeltester, widget, document):
    brigades = [f for f, depth in formations(document) if f.units and depth >= 2]
    moving, target = brigades[0], brigades[1]
    mime = widget.model.mimeData([widget.model.formation_index(moving.id)])
    assert widget.model.dropMimeData(
        mime, Qt.DropAction.MoveAction, -1, -1, widget.model.formation_index(target.id)
    )
    moved = next(f for f, _ in formations(document) if f.id == moving.id)
    assert moved.parent_id == target.id
    qtmodeltester.check(widget.model)
    document.undo_stack.undo()
    assert (
        next(f for f, _ in formations(document) if f.id == moving.id).parent_id == moving.parent_id
    )
    # Two units at once: one macro, one undo.
    a, b = brigades[0].units[:2]
    mime = widget.model.mimeData([widget.model.unit_index(a.id), widget.model.unit_index(b.id)])
    assert widget.model.dropMimeData(
        mime, Qt.DropAction.MoveAction, -1, -1, widget.model.formation_index(target.id)
    )
    assert {store_unit(document, a.id).formation_id, store_unit(document, b.id).formation_id} == {
        target.id
    }
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert store_unit(document, a.id).formation_id == brigades[0].id
    qtmodeltester.check(widget.model)


def test_move_unit_method(widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    target = next(f for f, _ in formations(document) if f.units and f.id != guards.formation_id)
    assert widget.move_unit(guards.id, target.id, 0)
    after = next(f for f, _ in formations(document) if f.id == target.id)
    assert after.units[0].id == guards.id


# ---------------------------------------------------------------- filter, selection, details


def visible_units(widget, parent=None):
    parent = parent or QModelIndex()
    out = []
    for row in range(widget.proxy.rowCount(parent)):
        index = widget.proxy.index(row, 0, parent)
        if index.data(KindRole) == UNIT:
            out.append(index.data())
        out.extend(visible_units(widget, index))
    return out


def test_filter_is_recursive_and_ctrl_f_focuses_it(qtbot, qtmodeltester, widget, document):
    widget.view.setFocus()
    qtbot.keyClick(widget.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert widget.filter_edit.hasFocus()
    qtbot.keyClicks(widget.filter_edit, "cuirassiers")
    assert sorted(visible_units(widget)) == ["11e Cuirassiers", "8e Cuirassiers"]
    # The formations above a match stay, with their names.
    side = widget.proxy.index(0, 0)
    assert side.data() == queries.order_of_battle(document.game).sides[1].name
    qtmodeltester.check(widget.proxy)
    # A matching formation shows its units; the type column matches too.
    widget.filter_edit.setText("Cuirassier Brigade")
    assert sorted(visible_units(widget)) == ["11e Cuirassiers", "2e Lanciers", "8e Cuirassiers"]
    widget.filter_edit.setText("artillery")
    assert len(visible_units(widget)) == sum(
        1
        for s in queries.order_of_battle(document.game).sides
        for u in s.all_units()
        if u.unit_type == "artillery"
    )
    qtbot.keyClick(widget.filter_edit, Qt.Key.Key_Escape)
    assert widget.filter_edit.text() == ""
    assert len(visible_units(widget)) == len(widget.model.unit_ids())


def test_selection_both_ways(qtbot, widget, document):
    guards = unit_by_name(document, "1st Foot Guards")
    lancers = unit_by_name(document, "2e Lanciers")
    emitted = []
    widget.unitSelected.connect(emitted.append)
    widget.select_unit(lancers.id)  # from another window: no echo
    assert widget.current_unit_id() == lancers.id and emitted == []
    assert widget.detail.unit_id == lancers.id
    with qtbot.waitSignal(widget.unitSelected) as blocker:
        select(widget, widget.model.unit_index(guards.id))
    assert blocker.args == [guards.id]
    # A filter hiding the unit is cleared so it can be shown.
    widget.filter_edit.setText("cuirass")
    widget.select_unit(guards.id)
    assert widget.filter_edit.text() == "" and widget.current_unit_id() == guards.id


def test_detail_panel_edits_command_group_and_notes(qtbot, widget, document):
    unit = unit_by_name(document, "92nd Gordon Highlanders")
    widget.select_unit(unit.id)
    detail = widget.detail
    assert detail._title.text() == unit.name
    detail.group_checks["has_standard_bearer"].click()
    assert store_unit(document, unit.id).has_standard_bearer
    assert widget.model.unit_index(unit.id, COL_COMMAND).data() == "· S ·"
    assert detail.reckless.isChecked() == unit.reckless
    detail.reckless.click()
    assert store_unit(document, unit.id).reckless != unit.reckless
    detail._spins["to_hit"].setValue(3)
    detail._spins["to_hit"].editingFinished.emit()
    assert store_unit(document, unit.id).to_hit == 3
    detail.notes.setFocus()
    qtbot.keyClicks(detail.notes, "Held the farm")
    widget.view.setFocus()  # leaving the box saves
    assert store_unit(document, unit.id).notes == "Held the farm"
    assert document.undo_stack.count() == 4
    document.undo_stack.undo()
    assert store_unit(document, unit.id).notes == ""
    assert detail.notes.toPlainText() == ""
    document.undo_stack.undo()
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert not detail.group_checks["has_standard_bearer"].isChecked()
    assert store_unit(document, unit.id) == unit


# ---------------------------------------------------------------- saved at once


def test_reopen_the_file_and_find_the_state(qtbot, game_path, document, monkeypatch):
    widget = OrderOfBattleWidget(document)
    qtbot.addWidget(widget)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    guards = unit_by_name(document, "1st Foot Guards")
    gordons = unit_by_name(document, "92nd Gordon Highlanders")
    target = next(f for f, _ in formations(document) if f.units and f.id != guards.formation_id)
    widget.proxy.setData(proxy_index(widget, guards.id, COL_DICE), 8)
    widget.move_unit(guards.id, target.id)
    select(widget, widget.model.unit_index(gordons.id))
    widget.action_delete.trigger()
    document.detach()  # closes the game file: no save step exists
    assert widget.model.rowCount() == 0

    game = Game.open(game_path)
    document.attach(game)
    reopened = queries.unit(game, guards.id)
    assert (reopened.melee_dice, reopened.formation_id) == (8, target.id)
    with pytest.raises(KeyError):
        queries.unit(game, gordons.id)
    index = widget.model.unit_index(guards.id, COL_DICE)
    assert index.data() == "8" and index.parent().data(IdRole) == target.id
    assert index.parent().data(KindRole) == FORMATION


# ---------------------------------------------------------------- languages


@pytest.fixture
def translations(qapp):
    from adjutant.i18n import Translations

    tr = Translations(qapp)
    yield tr
    tr.switch("en")


def test_switch_language_retranslates_tree_and_actions(widget, document, translations):
    guards = unit_by_name(document, "1st Foot Guards")
    translations.switch("ru")
    model = widget.model
    assert model.headerData(COL_TOKEN, Qt.Orientation.Horizontal) == "Жетон"
    assert model.unit_index(guards.id, COL_TYPE).data() == "Пехота"
    assert model.unit_index(guards.id, COL_TOKEN).data() == "Движение"
    assert model.unit_index(guards.id, COL_COMMAND).data() == "К З М"
    assert widget.action_add_unit.text() == "Добавить отряд"
    assert widget.windowTitle() == "Боевой порядок"
    translations.switch("es")
    assert model.unit_index(guards.id, COL_TYPE).data() == "Infantería"
    assert widget.action_delete.text() == "Eliminar"
    translations.switch("en")
    assert model.unit_index(guards.id, COL_TYPE).data() == "Infantry"
    assert widget.action_add_unit.text() == "Add unit"

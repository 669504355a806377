"""Compound actions are store batches: one Edit > Undo step, before and after reopening (issue 23).

Every compound action of the order of battle and the battlefield that was a Qt undo
macro (several store actions, not atomic in the file, one step per store action once
the game was reopened) is one store batch now:

- the order of battle: Delete on several rows, Reckless on a selection, a drag of
  several rows onto a formation;
- the battlefield: several pieces moved at once, several units turned, several terrain
  pieces deleted, several units dropped onto the table.

For each: after the action the undo stack has one more step, and undoing it takes back
every part; after reopening the game the history (``undo.journal.restore_history``, what
the main window gives ``GameDocument.attach``) has that one step, under the batch's
label, and undoing it takes back every part again. And a failure halfway (the second
call refused: a row the view still shows was deleted behind its back, a piece moved
beyond the table's coordinates) leaves every table of the file byte-identical
(``iterdump``, the undo journal included) and pushes no step.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QMessageBox

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.oob_model import FORMATION, UNIT, IdRole, KindRole
from adjutant.store import Game, action_labels
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.undo.journal import restore_history
from adjutant.windows.battlefield import BattlefieldWidget
from adjutant.windows.battlefield_items import to_scene
from adjutant.windows.oob import OrderOfBattleWidget

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


# ---------------------------------------------------------------- helpers


def tables(path: Path) -> str:
    """Every table of the game file as SQL text (the undo journal included)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()


def reopen(document: GameDocument) -> None:
    """Close the game and open it again with its history, as File > Open does."""
    path = document.game.path
    document.detach()
    document.attach(Game.open(path), history=restore_history)


def units(game) -> dict[str, object]:
    return {u.name: u for side in q.order_of_battle(game).sides for u in side.all_units()}


def formations(game, side_index: int = 0) -> list:
    out = []

    def walk(node):
        out.append(node)
        for child in node.children:
            walk(child)

    for root in q.order_of_battle(game).sides[side_index].formations:
        walk(root)
    return out


@pytest.fixture
def document(qapp, game_path):
    doc = GameDocument()
    doc.attach(create_sample(game_path, seed=7), history=restore_history)
    yield doc
    doc.detach()


@pytest.fixture
def refusals(monkeypatch):
    """The order of battle's refusal boxes, as texts; none left open."""
    shown: list[str] = []

    def capture(parent, title, text, *args, **kwargs):
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", capture)
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes
    )  # Delete asks first when a row is in the log or holds units
    return shown


@pytest.fixture
def oob(qtbot, document, refusals):
    widget = OrderOfBattleWidget(document)
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    return widget


@pytest.fixture
def field(qtbot, document):
    widget = BattlefieldWidget(document)
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    return widget


def select_rows(widget: OrderOfBattleWidget, sources) -> None:
    selection = widget.view.selectionModel()
    flags = QItemSelectionModel.SelectionFlag
    selection.clearSelection()
    for n, source in enumerate(sources):
        index = widget.proxy.mapFromSource(source)
        selection.setCurrentIndex(
            index, (flags.ClearAndSelect if n == 0 else flags.Select) | flags.Rows
        )


@dataclass
class Case:
    """One compound action: ``act`` does it through the window; ``done(game)`` says whether
    every part is in the file; ``undone(game)`` whether every part is taken back."""

    label: str
    act: Callable[[], object]
    done: Callable[[object], bool]
    undone: Callable[[object], bool]


def one_step_before_and_after_reopening(document: GameDocument, case: Case) -> None:
    stack = document.undo_stack
    before = stack.count()
    assert case.undone(document.game)
    case.act()
    assert case.done(document.game)
    assert stack.count() == before + 1  # one step for the whole
    stack.undo()
    assert case.undone(document.game)
    stack.redo()
    assert case.done(document.game)
    history = len(document.game.undoable())
    reopen(document)
    stack = document.undo_stack
    assert stack.count() == history  # the file holds it as one action
    assert document.game.undoable()[-1][1] == case.label
    stack.undo()  # Edit > Undo once, after reopening
    assert case.undone(document.game)
    stack.redo()
    assert case.done(document.game)


def refused_halfway_changes_nothing(document: GameDocument, act: Callable[[], object]) -> None:
    path = document.game.path
    steps = document.undo_stack.count()
    before = tables(path)
    act()
    assert tables(path) == before  # byte-identical: nothing of the batch is written
    assert document.undo_stack.count() == steps


# ---------------------------------------------------------------- the order of battle


def test_delete_of_several_rows_is_one_step(oob, document, refusals):
    game = document.game
    named = units(game)
    first, second = named["1st Foot Guards"], named["42nd Highlanders"]
    brigade = next(f for f in formations(game) if f.units and first.formation_id != f.id)
    inside = {u.id for u in brigade.units}
    select_rows(
        oob,
        [
            oob.model.unit_index(first.id),
            oob.model.unit_index(second.id),
            oob.model.formation_index(brigade.id),
        ],
    )
    gone = {first.id, second.id, *inside}

    def present(g) -> set[int]:
        return {u.id for u in units(g).values()}

    one_step_before_and_after_reopening(
        document,
        Case(
            action_labels.DELETE_UNITS_AND_FORMATIONS,
            oob.action_delete.trigger,
            lambda g: not (present(g) & gone),
            lambda g: gone <= present(g),
        ),
    )
    assert refusals == []


def test_delete_refused_halfway_leaves_the_file_unchanged(oob, document, refusals):
    game = document.game
    named = units(game)
    first, second = named["1st Foot Guards"], named["42nd Highlanders"]
    select_rows(oob, [oob.model.unit_index(first.id), oob.model.unit_index(second.id)])
    sv.delete_unit(game, second.id)  # behind the view's back: it still shows the row
    refused_halfway_changes_nothing(document, oob.action_delete.trigger)
    assert len(refusals) == 1 and "unit_id" in refusals[0]
    assert first.id in {u.id for u in units(game).values()}  # the first delete rolled back


def test_reckless_on_a_selection_is_one_step(oob, document):
    game = document.game
    chosen = [u for u in units(game).values() if not u.reckless][:3]
    ids = {u.id for u in chosen}
    select_rows(oob, [oob.model.unit_index(u.id) for u in chosen])

    def reckless(g) -> set[bool]:
        return {u.reckless for u in units(g).values() if u.id in ids}

    one_step_before_and_after_reopening(
        document,
        Case(
            action_labels.MARK_RECKLESS,
            oob.action_toggle_reckless.trigger,
            lambda g: reckless(g) == {True},
            lambda g: reckless(g) == {False},
        ),
    )


def test_reckless_refused_halfway_leaves_the_file_unchanged(oob, document, refusals):
    game = document.game
    chosen = [u for u in units(game).values() if not u.reckless][:3]
    select_rows(oob, [oob.model.unit_index(u.id) for u in chosen])
    sv.delete_unit(game, chosen[-1].id)
    refused_halfway_changes_nothing(document, oob.action_toggle_reckless.trigger)
    assert len(refusals) == 1
    assert not any(units(game)[u.name].reckless for u in chosen[:-1])


def _drag(oob, moving: list[int], target: int) -> bool:
    model = oob.model
    mime = model.mimeData([model.unit_index(i) for i in moving])
    parent = model.formation_index(target)
    assert model.canDropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, parent)
    return model.dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, parent)


def test_a_drag_of_several_rows_is_one_step(oob, document):
    game = document.game
    source, target = [f for f in formations(game) if len(f.units) >= 2][:2]
    moving = [u.id for u in source.units[:2]]

    def homes(g) -> set[int]:
        return {u.formation_id for u in units(g).values() if u.id in moving}

    one_step_before_and_after_reopening(
        document,
        Case(
            action_labels.MOVE_UNITS,
            lambda: _drag(oob, moving, target.id),
            lambda g: homes(g) == {target.id},
            lambda g: homes(g) == {source.id},
        ),
    )


def test_a_drag_refused_halfway_leaves_the_file_unchanged(oob, document, refusals):
    game = document.game
    source, target = [f for f in formations(game) if len(f.units) >= 2][:2]
    moving = [u.id for u in source.units[:2]]
    sv.delete_unit(game, moving[1])
    refused_halfway_changes_nothing(document, lambda: _drag(oob, moving, target.id))
    assert len(refusals) == 1
    assert units(game)[source.units[0].name].formation_id == source.id
    rows = [oob.model.unit_index(moving[0])]
    assert rows[0].isValid() and rows[0].parent().data(IdRole) == source.id
    assert rows[0].parent().data(KindRole) == FORMATION and rows[0].data(KindRole) == UNIT


# ---------------------------------------------------------------- the battlefield


def _footprints(game, ids) -> dict[int, tuple[float, float, float]]:
    found = q.battlefield(game).footprints
    return {i: (found[i].x, found[i].y, found[i].facing) for i in ids if i in found}


def test_several_pieces_moved_at_once_are_one_step(field, document):
    game = document.game
    scene = field.scene
    ids = sorted(scene.units)[:2]
    start = _footprints(game, ids)
    terrain_id = sorted(scene.terrain)[0]
    corner = q.battlefield(game).terrain[0].points

    def moved(g) -> bool:
        return all(_footprints(g, ids)[i][:2] == (start[i][0] + 3, start[i][1] + 2) for i in ids)

    def act():
        for unit_id in ids:
            item = scene.units[unit_id]
            item.setPos(to_scene(start[unit_id][0] + 3, start[unit_id][1] + 2))
        scene.terrain[terrain_id].moveBy(1, 0)
        assert scene.commit_moves()

    def terrain_points(g):
        return next(t.points for t in q.battlefield(g).terrain if t.id == terrain_id)

    one_step_before_and_after_reopening(
        document,
        Case(
            action_labels.MOVE_PIECES_ON_TABLE,
            act,
            lambda g: moved(g) and terrain_points(g) != corner,
            lambda g: _footprints(g, ids) == start and terrain_points(g) == corner,
        ),
    )


def test_a_move_refused_halfway_leaves_the_file_unchanged(field, document):
    scene = field.scene
    first, second = sorted(scene.units)[:2]
    scene.units[first].moveBy(2, 0)
    scene.units[second].setPos(to_scene(500_000, 0))  # beyond any table (MAX_COORDINATE)
    refused_halfway_changes_nothing(document, scene.commit_moves)
    assert scene.units[first].footprint() == scene.units[first].committed  # put back


def test_several_units_turned_at_once_are_one_step(field, document):
    game = document.game
    scene = field.scene
    ids = sorted(scene.units)[:3]
    start = _footprints(game, ids)
    document.select_units(ids)

    def turned(g, by: float) -> bool:
        now = _footprints(g, ids)
        return all(abs(now[i][2] - (start[i][2] + by) % 360) < 1e-9 for i in ids)

    one_step_before_and_after_reopening(
        document,
        Case(
            action_labels.TURN_UNITS,
            lambda: scene.rotate_selected(15),
            lambda g: turned(g, 15),
            lambda g: turned(g, 0),
        ),
    )


def test_a_turn_refused_halfway_leaves_the_file_unchanged(field, document):
    scene = field.scene
    ids = sorted(scene.units)[:3]
    document.select_units(ids)
    sv.set_footprint(document.game, ids[-1], None)  # off the table behind the view's back
    refused_halfway_changes_nothing(document, lambda: scene.rotate_selected(15))


def test_several_terrain_pieces_deleted_at_once_are_one_step(field, document):
    scene = field.scene
    chosen = sorted(scene.terrain)[:2]
    for terrain_id in chosen:
        scene.terrain[terrain_id].setSelected(True)

    def present(g) -> set[int]:
        return {t.id for t in q.battlefield(g).terrain}

    one_step_before_and_after_reopening(
        document,
        Case(
            action_labels.DELETE_TERRAIN,
            scene.delete_selected_terrain,
            lambda g: not (present(g) & set(chosen)),
            lambda g: set(chosen) <= present(g),
        ),
    )


def test_a_terrain_delete_refused_halfway_leaves_the_file_unchanged(field, document):
    scene = field.scene
    chosen = sorted(scene.terrain)[:2]
    for terrain_id in chosen:
        scene.terrain[terrain_id].setSelected(True)
    sv.delete_terrain(document.game, chosen[-1])
    refused_halfway_changes_nothing(document, scene.delete_selected_terrain)


def _off_the_table(document, count: int) -> list[int]:
    """``count`` units taken off the table (as the window would: the canvas follows)."""
    game = document.game
    ids = sorted(u.id for u in units(game).values())[:count]
    for unit_id in ids:
        document.notify(sv.set_footprint(game, unit_id, None))
    document.undo_stack.clear()
    return ids


def test_several_units_dropped_on_the_table_are_one_step(field, document):
    ids = _off_the_table(document, 3)
    scene = field.scene
    one_step_before_and_after_reopening(
        document,
        Case(
            action_labels.PLACE_UNITS,
            lambda: scene.place_units(ids, 20, 20),
            lambda g: set(_footprints(g, ids)) == set(ids),
            lambda g: _footprints(g, ids) == {},
        ),
    )


def test_a_drop_refused_halfway_leaves_the_file_unchanged(field, document):
    ids = _off_the_table(document, 3)
    sv.delete_unit(document.game, ids[-1])  # the canvas still knows it
    refused_halfway_changes_nothing(document, lambda: field.scene.place_units(ids, 20, 20))

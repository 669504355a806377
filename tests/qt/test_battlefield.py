"""The battlefield canvas driven through the real view (issue 5).

A real temporary game: Blue's Guards (Movement 4) at (10, 10) facing up the table
(+y), Red's Line 18 inches away edge to edge, Red's Hussars to the Guards' right.
Mouse events go to the view's viewport, so the drag → one undoable store command
path is the one a player uses.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from adjutant.qtmodels.document import GameDocument
from adjutant.rules.charge import reach_bands
from adjutant.rules.geometry import Footprint, Quarter, distance, quarter
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.windows.battlefield import RULER, TERRAIN, BattlefieldWidget
from adjutant.windows.battlefield_items import quarter_polygons, to_scene
from view_mouse import click, drag

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

SCALE = 10.0  # pixels per inch in these tests


@pytest.fixture
def battle(game_path, qtbot, show_tool):
    game = Game.create(game_path, name="Canvas test", ruleset=load_preset("combined"), seed=3)
    blue, red = q.order_of_battle(game).sides
    ids = {}
    for key, formation, name, fp in (
        ("guards", blue.formations[0].id, "Guards", Footprint(10, 10, 90, 4, 2)),
        # 30 - 10 - 1 - 1 = 18 edge to edge (CHG-5).
        ("line", red.formations[0].id, "Line", Footprint(10, 30, 270, 4, 2)),
        # To the Guards' right (facing +y, right is +x): their RIGHT quarter (MEL-6).
        ("hussars", red.formations[0].id, "Hussars", Footprint(24, 10, 180, 3, 2)),
    ):
        unit = sv.add_unit(game, formation, name=name, movement=4, token="attack").result
        sv.set_footprint(game, unit, fp)
        ids[key] = unit
    widget, document = show_tool(BattlefieldWidget, game, (900, 700))
    qtbot.waitExposed(widget)
    view = widget.view
    view.resetTransform()
    view.scale(SCALE, SCALE)
    widget.scene.view_scale = SCALE
    view.centerOn(to_scene(20, 18))
    return widget, document, game, ids


def stored(game, unit_id) -> Footprint:
    return q.battlefield(game).footprints[unit_id].to_rules()


def test_scene_y_is_rules_y_flipped(battle):
    widget, _document, _game, ids = battle
    item = widget.scene.units[ids["guards"]]
    # Rules (10, 10) facing +y: the scene point (10, -10), turned -90° (up on screen).
    assert item.pos() == QPointF(10, -10)
    assert item.rotation() == pytest.approx(-90)
    # The front edge's centre (local x = depth/2) is above the centre on screen, i.e. ahead.
    front = item.mapToScene(QPointF(1, 0))
    assert front.x() == pytest.approx(10) and front.y() == pytest.approx(-11)
    assert item.footprint() == Footprint(10, 10, 90, 4, 2)


def test_drag_moves_unit_by_known_offset_one_undoable_command_chg5(battle):
    widget, document, game, ids = battle
    view = widget.view
    guards, line = ids["guards"], ids["line"]
    assert distance(stored(game, guards), stored(game, line)) == pytest.approx(18)
    before = document.undo_stack.count()
    drag(view, to_scene(10, 10), to_scene(10, 16))
    # Committed on release, once: one undo step, on disk now.
    assert document.undo_stack.count() == before + 1
    moved = stored(game, guards)
    assert moved.x == pytest.approx(10, abs=0.11)
    assert moved.y == pytest.approx(16, abs=0.11)
    assert moved.facing == pytest.approx(90)
    # The new edge-to-edge distance (CHG-5), and the canvas shows the same.
    assert distance(moved, stored(game, line)) == pytest.approx(12, abs=0.11)
    widget.scene._set_current(guards)
    assert widget.scene.relations[line][0] == pytest.approx(distance(moved, stored(game, line)))
    # Undo puts it back where it was.
    document.undo_stack.undo()
    assert stored(game, guards) == Footprint(10, 10, 90, 4, 2)
    assert widget.scene.units[guards].pos() == QPointF(10, -10)
    document.undo_stack.redo()
    assert stored(game, guards).y == pytest.approx(16, abs=0.11)


def test_dragging_several_selected_units_is_one_undo_step(battle):
    widget, document, game, ids = battle
    document.select_units((ids["guards"], ids["hussars"]))
    before = document.undo_stack.count()
    drag(widget.view, to_scene(10, 10), to_scene(12, 10))
    assert document.undo_stack.count() == before + 1
    assert stored(game, ids["guards"]).x == pytest.approx(12, abs=0.11)
    assert stored(game, ids["hussars"]).x == pytest.approx(26, abs=0.11)
    document.undo_stack.undo()
    assert stored(game, ids["guards"]).x == 10 and stored(game, ids["hussars"]).x == 24


def test_rotate_with_keys_and_quarters_follow_mel6(battle):
    widget, document, game, ids = battle
    view, scene = widget.view, widget.scene
    guards, hussars = ids["guards"], ids["hussars"]
    document.select_unit(guards)
    assert scene.current == guards
    assert scene.relations[hussars][1] is Quarter.RIGHT
    view.setFocus()
    before = document.undo_stack.count()
    for _ in range(6):  # ] turns right, 15° a press: 90° right, so the Hussars are ahead
        QTest.keyClick(view, Qt.Key.Key_BracketRight)
    assert document.undo_stack.count() == before + 6
    assert stored(game, guards).facing == pytest.approx(0)
    assert scene.relations[hussars][1] is Quarter.FRONT
    assert scene.overlay.data.footprint.facing == pytest.approx(0)
    # The drawn quarter polygons turned too: the Hussars' centre is inside the FRONT one.
    polys = quarter_polygons(scene.overlay.data.footprint, 100)
    front = polys[Quarter.FRONT]
    assert quarter(stored(game, guards), *_centroid(front)) is Quarter.FRONT
    # Shift: 1° steps; [ turns left.
    QTest.keyClick(view, Qt.Key.Key_BracketLeft, Qt.KeyboardModifier.ShiftModifier)
    assert stored(game, guards).facing == pytest.approx(1)
    document.undo_stack.undo()
    assert stored(game, guards).facing == pytest.approx(0)


def _centroid(points):
    xs, ys = zip(*points, strict=True)
    return sum(xs) / len(xs), sum(ys) / len(ys)


def test_rotation_handle_turns_about_the_centre(battle):
    widget, document, game, ids = battle
    guards = ids["guards"]
    document.select_unit(guards)
    handle = widget.scene.units[guards].handle
    assert handle.isVisible()
    start = handle.scenePos()
    # Drag the handle to the Guards' left (-x): facing 180.
    drag(widget.view, start, to_scene(4, 10))
    fp = stored(game, guards)
    assert fp.facing == pytest.approx(180, abs=1)
    assert (fp.x, fp.y) == (10, 10)


def test_selection_follows_the_document_both_ways(battle):
    widget, document, _game, ids = battle
    scene = widget.scene
    document.select_unit(ids["line"])
    assert [i.unit_id for i in scene.selected_unit_items()] == [ids["line"]]
    click(widget.view, to_scene(24, 10))  # the Hussars
    assert document.selected_units == (ids["hussars"],)
    assert document.current_unit == ids["hussars"]
    click(widget.view, to_scene(40, 40))  # empty table clears
    assert document.selected_units == ()


def test_ruler_between_two_units_is_the_edge_to_edge_gap(battle, qtbot):
    widget, _document, _game, _ids = battle
    widget.view.set_tool(RULER)
    with qtbot.waitSignal(widget.scene.measured) as blocker:
        click(widget.view, to_scene(10, 10))
        click(widget.view, to_scene(10, 30))
    assert blocker.args == ["18.0 in"]
    assert widget.scene.ruler.isVisible()
    assert widget.scene.ruler.line.length() == pytest.approx(18)
    # A free measure: drag between two points.
    with qtbot.waitSignal(widget.scene.measured):
        drag(widget.view, to_scene(30, 20), to_scene(33, 24))
    assert widget.scene.ruler.text == "5.0 in"


def test_draw_terrain_then_delete_and_undo(battle):
    widget, document, game, _ids = battle
    view = widget.view
    view.set_tool(TERRAIN)
    for point in ((30, 20), (36, 20), (36, 26)):
        click(view, to_scene(*point))
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    (piece,) = q.battlefield(game).terrain
    assert piece.points == ((30.0, 20.0), (36.0, 20.0), (36.0, 26.0))
    assert piece.blocks_view
    widget.scene.set_terrain(piece.id, blocks_view=False)
    assert not q.battlefield(game).terrain[0].blocks_view
    widget.scene.terrain[piece.id].setSelected(True)
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert q.battlefield(game).terrain == ()
    document.undo_stack.undo()
    assert len(q.battlefield(game).terrain) == 1


def test_too_few_terrain_points_are_refused(battle):
    widget, _document, game, _ids = battle
    widget.view.set_tool(TERRAIN)
    click(widget.view, to_scene(30, 20))
    click(widget.view, to_scene(31, 20))
    assert widget.view.close_draft() is None
    assert q.battlefield(game).terrain == ()


def test_overlays_show_rules_reach_bands_and_support_radius(battle):
    widget, document, _game, ids = battle
    scene = widget.scene
    document.select_unit(ids["guards"])
    data = scene.overlay.data
    rule = load_preset("combined").charge_dice
    assert list(data.reach) == [(float(d), Fraction(t)) for d, t in reach_bands(4, rule)]
    # Highest of 2D6 from Movement 4: >= 90 % to 6, >= 50 % to 9 (CHG-3 example: 5/9), 10 at most.
    assert [d for d, _ in data.reach] == [6, 9, 10]
    assert data.support_radius == 6
    widget.reach_action.trigger()
    assert scene.overlay.data.reach == ()
    widget.quarters_action.trigger()
    widget.support_action.trigger()
    assert scene.overlay.data is None


def test_zoom_keys_and_fit(battle):
    widget, _document, _game, _ids = battle
    view = widget.view
    start = view.scale_factor()
    widget.zoom_in_action.trigger()
    assert view.scale_factor() == pytest.approx(start * 1.25)
    widget.zoom_out_action.trigger()
    widget.zoom_out_action.trigger()
    assert view.scale_factor() == pytest.approx(start / 1.25)
    widget.fit_action.trigger()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(widget.scene.table)


def test_sample_battle_paints(qtbot, tmp_path):
    game = create_sample(tmp_path / "sample.adjutant")
    document = GameDocument()
    document.attach(game)
    widget = BattlefieldWidget(document)
    qtbot.addWidget(widget)
    scene = widget.scene
    assert len(scene.units) == len(q.battlefield(game).footprints)
    assert len(scene.terrain) == len(q.battlefield(game).terrain)
    document.select_unit(next(iter(scene.units)))
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    colours = {image.pixel(QPoint(x, y)) for x in range(0, 400, 7) for y in range(0, 300, 7)}
    assert len(colours) > 10
    document.detach()


def test_arrow_keys_pan_and_terrain_and_commander_drag(battle):
    widget, document, game, _ids = battle
    view = widget.view
    view.setFocus()
    bar = view.horizontalScrollBar()
    before = bar.value()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert bar.value() > before
    view.centerOn(to_scene(20, 18))
    # A terrain piece dragged by (+2, -3) is saved with every corner moved: one undo step.
    sv.add_terrain(game, "Copse", [(30, 20), (34, 20), (34, 24)], kind="woods")
    blue = q.order_of_battle(game).sides[0]
    sv.set_commander_in_chief(game, blue.id, None, position=(16, 4, 90))
    document.notify(None)
    count = document.undo_stack.count()
    drag(view, to_scene(33, 21), to_scene(35, 18))
    moved = [c for point in q.battlefield(game).terrain[0].points for c in point]
    assert moved == pytest.approx([32, 17, 36, 17, 36, 21], abs=0.11)
    # The lone C-in-C figure moves the same way.
    drag(view, to_scene(16, 4), to_scene(18, 4))
    (cinc,) = [c for c in q.battlefield(game).commanders if c and c.side_id == blue.id]
    assert (cinc.x, cinc.y) == pytest.approx((18, 4), abs=0.11)
    assert document.undo_stack.count() == count + 2
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert q.battlefield(game).terrain[0].points == ((30, 20), (34, 20), (34, 24))

"""The card being worked on stays in view, and the tools' leftovers of issue 22 are gone.

Issue 22, "The table workspace", the tool half: at a 1366×768 table a refusal, a new card
and a card given the keyboard are scrolled into view, a refused input shows its message
next to its field and the field goes back to what the card shows (items 4, 10); an edit
committed by Enter never swallows the next key or click (item 5); Tab goes through a
panel's fields before it leaves the panel (item 9); after a passed token change the
declarations table shows the new token (item 12). Real widgets, real games, real keys.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget
from test_charge import make_game, pick_charger, target_row
from test_charge import type_distance as type_target_distance
from test_command_window import (
    battle,
    card,
    click,
    declare,
    physical,
    type_distance,
    type_face,
)

from adjutant.qtmodels.charge_models import COL_TYPED
from adjutant.qtmodels.command_models import ROLE_VALUE, DeclarationModel
from adjutant.qtmodels.roll_cards import CardState
from adjutant.store.read import queries as q
from adjutant.windows.charge import ChargeWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

__all__ = ["battle"]  # the fixture, used by name


def settle(qtbot) -> None:
    """Let the event loop lay out what changed and run what it was asked to do next."""
    qtbot.wait(100)


def in_viewport(widget: QWidget) -> bool:
    """``widget`` is shown and wholly inside the viewport of every scroll area around it."""
    from PySide6.QtWidgets import QAbstractScrollArea

    if not widget.isVisible():
        return False
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            viewport = parent.viewport()
            top_left = widget.mapTo(viewport, QPoint(0, 0))
            rect = viewport.rect()
            bottom_right = top_left + QPoint(widget.width() - 1, widget.height() - 1)
            if not (rect.contains(top_left) and rect.contains(bottom_right)):
                return False
        parent = parent.parentWidget()
    return True


# ---------------------------------------------------------------- item 12


def test_after_a_passed_change_the_declarations_table_shows_the_new_token_cmd5(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    rifles = ids["rifles"]
    declare(w, rifles, "attack")
    type_distance(qtbot, w, rifles, "3.5")  # CMD-6: needs 5+
    rifles_card = card(w, rifles)
    rifles_card.toggle_mode()
    type_face(qtbot, rifles_card, "5")
    click(qtbot, rifles_card.roll)
    assert q.unit(game, rifles).token == "attack"  # CMD-5: passed
    QApplication.processEvents()
    model = w.declarations.model
    row = model.row_of(rifles)
    assert model.index(row, DeclarationModel.COL_TOKEN).data(ROLE_VALUE) == "attack"
    assert model.index(row, DeclarationModel.COL_WANTED).data().endswith("✓")


# ---------------------------------------------------------------- item 4, item 10


def declare_many(window, ids) -> list[int]:
    """Seven declared changes: more cards than the dock shows at once."""
    wishes = (
        ("guards", "attack"),
        ("rifles", "attack"),
        ("fusiliers", "move"),
        ("highlanders", "move"),
        ("militia", "move"),
        ("dragoons", "move"),
        ("hussars", "attack"),
    )
    for key, token in wishes:
        declare(window, ids[key], token)
    return [ids[key] for key, _token in wishes]


def last_to_roll(window):
    cards = window.declarations.cards
    pending = [c for c in cards.cards() if c.row().state is CardState.PENDING]
    assert pending, "no control test to roll"
    return pending[-1]


def scroll_to_top(window) -> None:
    bar = window.declarations.cards.scroll.verticalScrollBar()
    bar.setValue(bar.minimum())
    QApplication.processEvents()


def test_a_refused_face_21_shows_its_message_in_view_the_field_back_to_the_card_cmd5(battle, qtbot):
    w, ids = battle.window, battle.ids
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    physical(battle)
    declare_many(w, ids)
    target = last_to_roll(w)
    target.faces.setFocus()
    qtbot.keyClicks(target.faces, "21")
    settle(qtbot)  # the card given the keyboard came into view
    scroll_to_top(w)  # the player looked at the first cards meanwhile
    assert not in_viewport(target.note)
    qtbot.keyClick(target.faces, Qt.Key.Key_Return)
    settle(qtbot)
    assert in_viewport(target.note)
    assert target.note.text() == "21 is not a d20 face"
    assert in_viewport(target.roll) and in_viewport(target.faces)
    # The field shows what the card shows: no face yet; the keyboard stays there.
    assert target.faces.text() == "" and target.faces.hasFocus()
    assert q.events(battle.game) == ()


def test_a_refused_distance_minus_3_shows_its_message_by_the_field_the_card_agrees_cmd6(
    battle, qtbot
):
    w, ids = battle.window, battle.ids
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    declare_many(w, ids)
    target = last_to_roll(w)
    unit = target.key
    measured = w.declaration_of(unit)
    assert measured.distance_source == "measured"
    field = target.editor().field
    field.setFocus()
    qtbot.keyClicks(field, "-3")
    scroll_to_top(w)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    target = card(w, unit)
    editor = target.editor()
    settle(qtbot)
    assert in_viewport(editor.error)
    assert editor.error.text() == "“-3” is not a distance: type a number ≥ 0."
    assert in_viewport(target.roll) and in_viewport(editor.field)
    # The field and the card agree: nothing typed, the measured distance's chance.
    entry = w.declaration_of(unit)
    assert editor.field.text() == "" and entry.distance_source == "measured"
    assert entry.chance == measured.chance and target.chance.chance() == measured.chance
    # A good distance typed, then a bad one: the field goes back to the good one.
    qtbot.keyClicks(editor.field, "5")
    qtbot.keyClick(editor.field, Qt.Key.Key_Return)
    QApplication.processEvents()
    editor = card(w, unit).editor()
    typed = w.declaration_of(unit)
    assert typed.distance_source == "typed" and typed.distance == 5
    editor.field.setFocus()
    editor.field.selectAll()
    qtbot.keyClicks(editor.field, "-3")
    qtbot.keyClick(editor.field, Qt.Key.Key_Return)
    QApplication.processEvents()
    editor = card(w, unit).editor()
    assert editor.field.text() == "5" and editor.error.isVisible()
    assert w.declaration_of(unit) == typed and card(w, unit).chance.chance() == typed.chance
    assert battle.document.undo_stack.count() == 0


def test_a_card_declared_comes_into_view_cmd3(battle, qtbot):
    w, ids = battle.window, battle.ids
    declare_many(w, ids)
    hussars = ids["hussars"]  # the last card of the list
    declare(w, hussars, None)
    scroll_to_top(w)
    declare(w, hussars, "attack")  # declared again: its card is made anew, at the bottom
    new = card(w, hussars)
    settle(qtbot)
    assert in_viewport(new.note)  # why it cannot roll yet (CMD-8 first)
    assert in_viewport(new.title) and new.note.text()


# ---------------------------------------------------------------- item 9


@pytest.fixture
def docked(game_path, qtbot):
    """The command tool in a dock of a main window whose toolbar has a dice box made
    before the tool's cards (as the shell's), shown and active."""
    from PySide6.QtWidgets import QComboBox, QDockWidget, QMainWindow

    from adjutant.qtmodels.document import GameDocument
    from adjutant.windows.command import CommandWindow
    from command_battle import build_scenario

    game, ids = build_scenario(game_path)
    host = QMainWindow()
    qtbot.addWidget(host)
    dice = QComboBox()
    dice.setObjectName("toolbarDice")
    dice.addItems(["Virtual", "Physical"])
    host.addToolBar("Dice").addWidget(dice)
    host.setCentralWidget(QWidget())
    document = GameDocument()
    document.attach(game)
    panel = CommandWindow(document)
    dock = QDockWidget("Command tokens")
    dock.setWidget(panel)
    host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    host.resize(1000, 700)
    host.show()
    qtbot.waitExposed(host)
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow)
    yield panel, ids, dice
    document.detach()


def test_tab_goes_from_a_cards_distance_field_to_its_roll_not_the_toolbar_cmd6(docked, qtbot):
    panel, ids, dice = docked
    for key in ("rifles", "militia"):
        declare(panel, ids[key], "attack" if key == "rifles" else "move")
    rifles, militia = card(panel, ids["rifles"]), card(panel, ids["militia"])
    field = rifles.editor().field
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_Tab)
    assert rifles.roll.hasFocus() and not dice.hasFocus()  # not the toolbar's dice box
    qtbot.keyClick(rifles.roll, Qt.Key.Key_Tab)
    assert militia.editor().field.hasFocus()  # the next card's field
    qtbot.keyClick(militia.editor().field, Qt.Key.Key_Backtab)
    assert rifles.roll.hasFocus()


def test_tab_goes_through_the_panel_then_leaves_it_cmd3(docked, qtbot):
    panel, ids, _dice = docked
    for key in ("rifles", "militia"):
        declare(panel, ids[key], "attack" if key == "rifles" else "move")
    table = panel.declarations.table
    table.setFocus()
    visited = []
    for _ in range(30):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if not panel.isAncestorOf(widget):
            break
        visited.append(widget)
    else:
        pytest.fail("Tab never leaves the panel")
    wanted = [
        card(panel, ids["rifles"]).editor().field,
        card(panel, ids["rifles"]).roll,
        card(panel, ids["militia"]).editor().field,
        card(panel, ids["militia"]).roll,
    ]
    assert [w for w in visited if w in wanted] == wanted  # every field, in card order


# ---------------------------------------------------------------- items 5 and 10: charge


@pytest.fixture
def charge(game_path, show_tool, qtbot):
    """The charge tool (tests/qt/test_charge.py's battle), the Lancers' targets shown."""

    game, ids = make_game(game_path)
    widget, _document = show_tool(ChargeWindow, game, (460, 560))
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    pick_charger(widget, qtbot, ids["lancers"])
    return widget, ids


def test_after_a_typed_distance_and_enter_space_ticks_the_next_target_chg5(charge, qtbot):

    widget, ids = charge
    table = widget.targets_page.table
    type_target_distance(widget, qtbot, ids["guns"], "6.5")  # F2, 6.5, Enter
    # Up to the Line's row; the current cell is still a "Typed" one.
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert table.currentIndex().row() == target_row(widget, ids["line"])
    assert table.currentIndex().column() == COL_TYPED
    qtbot.keyClick(table, Qt.Key.Key_Space)  # not swallowed by an editor opening
    assert table.state() != QAbstractItemView.State.EditingState
    chosen = {t.unit_id: (t.chosen, t.typed) for t in widget.plan.candidates}
    assert chosen == {ids["line"]: (True, None), ids["guns"]: (True, 6.5)}
    qtbot.keyClick(table, Qt.Key.Key_Space)  # and again: unticked at once
    assert not next(t for t in widget.plan.candidates if t.unit_id == ids["line"]).chosen


def test_a_refused_distance_minus_3_is_shown_by_its_cell_the_cell_keeps_the_card_value_chg5(
    charge, qtbot
):

    widget, ids = charge
    page = widget.targets_page
    type_target_distance(widget, qtbot, ids["guns"], "6.5")
    shown = widget.plan.draft.chance
    type_target_distance(widget, qtbot, ids["guns"], "-3")
    settle(qtbot)
    message = page.cell_message
    assert message.text() == "“-3” is not a distance: type a number ≥ 0."
    assert in_viewport(message)
    cell = page.model.index(target_row(widget, ids["guns"]), COL_TYPED)
    assert message.index() == cell
    # Next to its cell: just under it (or over it), not in a status line below the fold.
    rect = page.table.visualRect(cell)
    assert message.geometry().top() in (rect.bottom() + 1, rect.top() - message.height())
    # The cell shows the distance the chances are worked out from.
    assert cell.data() == "6.5" and widget.plan.draft.chance == shown
    (guns,) = [t for t in widget.plan.candidates if t.unit_id == ids["guns"]]
    assert (guns.typed, guns.distance) == (6.5, 6.5)
    qtbot.keyClick(page.table, Qt.Key.Key_Down)  # the player goes on: the message goes
    assert not message.isVisible()


# ---------------------------------------------------------------- item 7: odds combat


@pytest.fixture
def odds(tmp_path, show_tool, qtbot):
    """The odds tool on the sample battle (its made-up CRT picked), at about the size of
    its dock on a 1366×768 screen."""
    from adjutant.store.services.sample import create_sample
    from adjutant.windows.odds import OddsWindow

    game = create_sample(tmp_path / "sample.adjutant", seed=3)
    window, _document = show_tool(OddsWindow, game, (480, 640))
    qtbot.waitExposed(window)
    names = {u.name: u.id for s in q.order_of_battle(game).sides for u in s.all_units()}
    assert window.current_table() is not None
    return window, names


def test_the_odds_unit_list_keeps_its_rows_when_a_combat_can_be_rolled_odd1(odds, qtbot):
    window, names = odds
    combat = window.combat
    view = combat.units_view
    combat.set_role(names["1st Foot Guards"], "attacks")
    settle(qtbot)
    assert combat.plan is None  # no defender yet: nothing to roll
    where = view.viewport().mapTo(window, QPoint(0, 0))
    height = view.viewport().height()
    last = QPoint(30, height - 4)  # where the player clicks next: the lowest row shown
    row = view.indexAt(last).row()
    assert row >= 8  # nine rows shown
    combat.set_role(names["1er Léger"], "defends")
    settle(qtbot)
    assert combat.plan is not None  # the combat can be rolled: its card is full grown
    # The list did not move nor shrink: the same row is under the same point.
    assert view.viewport().mapTo(window, QPoint(0, 0)) == where
    assert view.viewport().height() == height and view.indexAt(last).row() == row
    assert in_viewport(combat.card().roll) and in_viewport(view)


def test_the_odds_find_field_shows_the_guns_of_a_bombardment_odd3(odds, qtbot):
    window, names = odds
    combat = window.combat
    qtbot.keyClicks(combat.find_edit, "RHA")
    shown = [
        combat.units.index(r, 0).data()
        for r in range(combat.units.rowCount())
        if not combat.units_view.isRowHidden(r)
    ]
    assert shown == ["Bull's Troop RHA"]
    combat.find_edit.clear()
    qtbot.keyClicks(combat.find_edit, "artillery")  # a type, as the list names it
    shown = {
        combat.units.index(r, 0).data()
        for r in range(combat.units.rowCount())
        if not combat.units_view.isRowHidden(r)
    }
    assert {"Bull's Troop RHA", "Sandham's Foot Battery"} <= shown
    assert "1st Foot Guards" not in shown
    combat.set_role(names["Bull's Troop RHA"], "bombards")  # the list is refilled: kept
    assert combat.units_view.isRowHidden(combat.units.row_of(names["1st Foot Guards"]))


# ---------------------------------------------------------------- item 14: the charge chart


def test_the_charge_charts_names_sit_off_its_curve_chg3(charge, qtbot):
    from PySide6.QtGui import QPainterPathStroker

    widget, ids = charge
    widget.set_target(ids["line"], True)
    widget.set_typed(ids["guns"], 6.5)  # ticked by its distance: 89 % and 56 %
    chart = widget.targets_page.chart
    settle(qtbot)
    boxes = chart.label_boxes()
    assert [text for _x, _box, text in boxes] == ["Guns", "Line"]
    stroker = QPainterPathStroker()
    stroker.setWidth(2)  # the curve as drawn
    curve = stroker.createStroke(chart.curve_path())
    inside = chart.rect()
    for x, box, _text in boxes:
        assert not curve.intersects(box), box  # the name does not sit on the curve
        assert inside.contains(box.toAlignedRect())
        assert box.left() > x or box.right() < x  # beside its own mark
    assert not boxes[0][1].intersects(boxes[1][1])
    chart.grab()  # paints without a warning


# ---------------------------------------------------------------- item 14: the legend


class Paints(QObject):
    """The regions a widget was asked to paint."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.regions: list = []
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.regions.append(event.region())
        return False

    def covered(self, rect) -> bool:
        return any(region.contains(rect.toAlignedRect()) for region in self.regions)


@pytest.fixture
def board(tmp_path, show_tool, qtbot):
    from adjutant.store.services.sample import create_sample
    from adjutant.windows.battlefield import BattlefieldWidget

    game = create_sample(tmp_path / "sample.adjutant", seed=3)
    widget, document = show_tool(BattlefieldWidget, game, (900, 640))
    qtbot.waitExposed(widget)
    names = {u.name: u.id for s in q.order_of_battle(game).sides for u in s.all_units()}
    return widget, document, names


def test_the_legend_leaves_no_old_box_when_it_moves_or_the_view_pans(board, qtbot):
    """Issue 22, item 14: "two legend boxes drawn over each other" — the legend is drawn
    over the view; where it was is painted again when it moves, and a pan paints the
    whole view (Qt scrolls the pixels, the legend with them)."""
    widget, document, names = board
    view = widget.view
    document.select_unit(names["1st Foot Guards"])
    settle(qtbot)
    first = view._legend_at
    assert first is not None  # the Guards' overlays named in a corner
    # A unit in that corner: the legend goes to another corner.
    corner = view.mapToScene(first.center().toPoint())
    far = min(
        widget.scene.units.items(),
        key=lambda kv: (kv[1].scenePos() - corner).manhattanLength(),
    )[0]
    paints = Paints(view.viewport())
    document.select_unit(far)
    settle(qtbot)
    assert view._legend_at is not None and view._legend_at != first
    assert paints.covered(first)  # the old box painted over: no second legend
    paints.regions.clear()
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 40)  # a pan
    settle(qtbot)
    assert paints.covered(view._legend_at) and paints.covered(first)


def test_the_legend_takes_the_corner_that_covers_nothing_then_the_farthest():
    from PySide6.QtCore import QPointF, QRectF

    from adjutant.windows.battlefield import _far_corner

    port = QRectF(0, 0, 600, 400)
    unit = QPointF(20, 20)  # the current unit, top left
    farthest = _far_corner(port, (100, 80), unit)
    assert farthest.topLeft() == QPointF(490, 310)  # bottom right

    def covered(box: QRectF) -> int:  # a label sits in the bottom-right corner
        return 1 if box.topLeft() == QPointF(490, 310) else 0

    assert _far_corner(port, (100, 80), unit, covered).topLeft() == QPointF(490, 10)
    everywhere = _far_corner(port, (100, 80), unit, lambda box: 2)
    assert everywhere == farthest  # nothing free: the farthest, as before


# ---------------------------------------------------------------- items 13 and 16: languages


@pytest.fixture
def languages(qapp):
    from adjutant.i18n import Translations, ensure_compiled

    ensure_compiled()
    translations = Translations(qapp)
    yield translations
    translations.switch("en")


def test_the_undo_history_names_batches_and_imports_in_russian_after_reopening(
    game_path, languages
):
    """Issue 22, item 13: "Control tests" and "Import …" stayed English in Russian."""
    from pathlib import Path

    from adjutant.lists import read_list
    from adjutant.qtmodels.document import GameDocument
    from adjutant.store import Game
    from adjutant.store.services import lists as ls
    from adjutant.store.tools.command.recorder import resolve_command
    from adjutant.undo.batch import call, run_batch
    from adjutant.undo.journal import restore_history
    from adjutant.windows.command.session import CommandSession
    from command_battle import build_scenario

    game, ids = build_scenario(game_path)
    session = CommandSession()
    session.declare(ids["rifles"], "attack")
    session.declare(ids["militia"], "move")
    plan = session.refresh(game)
    document = GameDocument()
    document.attach(game)
    calls = [call(resolve_command, plan.declaration(ids[k]), (20,)) for k in ("rifles", "militia")]
    run_batch(document, "Control tests", calls)  # as the command tool's Roll all
    assert document.undo_stack.text(0) == "Control tests"
    data = Path(__file__).resolve().parents[1] / "data" / "lists" / "simple.csv"
    ls.import_army_list(game, read_list(data), side_name="Imported")
    document.detach()
    languages.switch("ru")
    reopened = GameDocument()
    reopened.attach(Game.open(game_path), history=restore_history)
    try:
        stack = reopened.undo_stack
        texts = [stack.text(i) for i in range(stack.count())]
        assert texts[-2:] == ["Проверки управления", "Импорт списка армии"]
        assert "Добавить отряд" in texts  # the scenario's own steps, also in Russian
    finally:
        reopened.detach()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Charge declared: 42nd Highlanders."),
        ("ru", "Натиск объявлен: 42nd Highlanders."),
        ("es", "Carga declarada: 42nd Highlanders."),
    ],
)
def test_a_declared_charge_needs_no_possessive_of_its_name(charge, languages, lang, said):
    """Issue 22, item 16: "42nd Highlanders's charge declared"."""
    from adjutant.store.services import edits as sv

    widget, ids = charge
    sv.update_unit(widget.game, ids["lancers"], name="42nd Highlanders")
    widget.reload()
    languages.switch(lang)
    widget.choose_charger(ids["lancers"])
    widget.set_target(ids["line"], True)
    assert widget.declare()
    assert widget.message.text() == said

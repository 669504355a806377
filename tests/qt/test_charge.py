"""The charge window driven through its widgets (issues 5, 14, 15; RULES.md §2 CHG-1..5, CMD-1).

A real temporary game in its charge phase (ruleset "combined": tokens in use, highest of
2D6): Blue's Lancers (Movement 4, Attack token) face Red's Line 9 inches away edge to
edge (the CHG-3 example: needs 5+, 20/36) and Red's Guns measured 11 away but typed in
as 6.5 (CHG-5). Blue's Hussars carry a Move token (CMD-1). Everything goes through the
pages' views, the delegate of the typed distance and the roll cards, by mouse and keys.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication

from adjutant.qtmodels.charge_models import (
    COL_CHANCE,
    COL_MEASURED,
    COL_NAME,
    COL_NEEDS,
    COL_TYPED,
    COL_VERDICT,
    ROLE_UNIT,
    ChargerModel,
    TargetModel,
)
from adjutant.qtmodels.formatting import format_percent
from adjutant.rules.charge import charge_chance
from adjutant.rules.geometry import Footprint
from adjutant.rules.ruleset import Tool, load_preset
from adjutant.store import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.charge.planner import EntryState
from adjutant.windows.charge import ChargeWindow
from adjutant.windows.charge.strings import ChargeTexts
from adjutant.windows.charge.window import PAGE_ROLL, PAGE_TARGETS
from adjutant.windows.widgets.roll_card import CARD_MIN_WIDTH

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def make_game(path, ruleset=None):
    game = Game.create(
        path, name="Charge test", ruleset=ruleset or load_preset("combined"), seed=11
    )
    blue, red = q.order_of_battle(game).sides
    ids = {}
    for key, formation, fields, fp in (
        ("lancers", blue, {"movement": 4, "token": "attack"}, Footprint(0, 0, 90, 4, 2)),
        ("dragoons", blue, {"movement": 5, "token": "attack"}, Footprint(10, 0, 90, 4, 2)),
        ("hussars", blue, {"movement": 6, "token": "move"}, Footprint(-10, 0, 90, 4, 2)),
        # 11 - 1 - 1 = 9 edge to edge from the Lancers.
        ("line", red, {"movement": 4, "token": "defence"}, Footprint(0, 11, 270, 4, 2)),
        # 13 - 1 - 1 = 11 measured; the players type 6.5.
        ("guns", red, {"movement": 2, "token": "defence"}, Footprint(-3, 13, 270, 4, 2)),
    ):
        uid = sv.add_unit(game, formation.formations[0].id, name=key.title(), **fields).result
        sv.set_footprint(game, uid, fp)
        ids[key] = uid
    sv.advance_phase(game)  # the charge phase
    return game, ids


@pytest.fixture
def window(game_path, show_tool, qtbot):
    game, ids = make_game(game_path)
    widget, document = show_tool(ChargeWindow, game, (460, 560))
    qtbot.waitExposed(widget)
    return widget, document, game, ids


# ------------------------------------------------------------------ driving the pages


def click_row(qtbot, view, row: int, column: int = 0) -> None:
    rect = view.visualRect(view.model().index(row, column))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def pick_charger(widget, qtbot, unit_id: int) -> None:
    """Step 1 by mouse, then Enter: on to the targets."""
    widget.tabs.setCurrentIndex(0)
    view = widget.charger_page.view
    click_row(qtbot, view, widget.charger_page.model.row_of(unit_id))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert widget.tabs.currentIndex() == PAGE_TARGETS


def target_row(widget, unit_id: int) -> int:
    return widget.targets_page.model.row_of(unit_id)


def tick(widget, qtbot, unit_id: int) -> None:
    """Space on the target's row ticks it (a checkable name)."""
    table = widget.targets_page.table
    table.setFocus()
    table.setCurrentIndex(widget.targets_page.model.index(target_row(widget, unit_id), COL_NAME))
    qtbot.keyClick(table, Qt.Key.Key_Space)


def type_distance(widget, qtbot, unit_id: int, text: str) -> None:
    """F2 on the Typed cell opens the delegate's editor; the text, then Enter."""
    table = widget.targets_page.table
    table.setFocus()
    table.setCurrentIndex(widget.targets_page.model.index(target_row(widget, unit_id), COL_TYPED))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert editor.objectName() == "chargeTypedEditor"
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)  # what was typed before goes
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # the view commits on its next event loop turn
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


def cell(widget, unit_id: int, column: int) -> str:
    model = widget.targets_page.model
    return model.index(target_row(widget, unit_id), column).data()


def declare(widget, qtbot, charger: int, *targets: int) -> None:
    pick_charger(widget, qtbot, charger)
    for target in targets:
        tick(widget, qtbot, target)
    qtbot.keyClick(
        widget.targets_page.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    assert widget.plan.entry(charger) is not None


def card(widget, charger: int):
    return widget.roll_page.cards.card(charger)


def visible_in_scroll(widget, button) -> bool:
    """The button is shown and wholly inside the cards' scroll viewport (no scrolling)."""
    viewport = widget.roll_page.cards.scroll.viewport()
    top_left = button.mapTo(viewport, QPoint(0, 0))
    inside = viewport.rect().contains(top_left) and viewport.rect().contains(
        top_left + QPoint(button.width() - 1, button.height() - 1)
    )
    return button.isVisible() and inside


# ------------------------------------------------------------------ the models


def test_models_pass_qtmodeltester(window, qtmodeltester):
    widget, _document, _game, ids = window
    chargers = ChargerModel(ChargeTexts())
    chargers.set_rows(widget.plan.chargers)
    qtmodeltester.check(chargers)
    widget.choose_charger(ids["lancers"])
    targets = TargetModel(ChargeTexts())
    targets.set_rows(widget.plan.candidates)
    qtmodeltester.check(targets)
    widget.set_target(ids["line"], True)
    targets.set_rows(widget.plan.candidates)  # same keys: updated in place
    qtmodeltester.check(targets)


# ------------------------------------------------------------------ CMD-1: who may charge


def test_chargers_are_the_active_sides_units_the_forbidden_greyed_with_the_reason_cmd1(window):
    widget, _document, _game, ids = window
    model = widget.charger_page.model
    shown = [model.index(r, 0).data(ROLE_UNIT) for r in range(model.rowCount())]
    assert shown == [ids["lancers"], ids["dragoons"], ids["hussars"]]  # Blue's only
    hussars = model.index(model.row_of(ids["hussars"]), COL_VERDICT)
    assert not hussars.flags() & Qt.ItemFlag.ItemIsEnabled  # greyed: cannot be picked
    assert hussars.data() == "Move token (CMD-1)"
    assert "Attack token may charge (CMD-1)" in hussars.data(Qt.ItemDataRole.ToolTipRole)
    lancers = model.index(model.row_of(ids["lancers"]), COL_VERDICT)
    assert lancers.flags() & Qt.ItemFlag.ItemIsEnabled and lancers.data() == "may charge"


def test_cmd1_refuses_a_regiment_without_an_attack_token(window, qtbot):
    widget, document, game, ids = window
    widget.charger_page.view.setFocus()
    click_row(qtbot, widget.charger_page.view, widget.charger_page.model.row_of(ids["hussars"]))
    assert widget.charger_page.current() != ids["hussars"]  # a greyed row cannot be picked
    assert widget.session.draft is None or widget.session.draft.charger != ids["hussars"]
    # The battlefield's selection may still name it: the Targets page says why not.
    document.select_units((ids["line"], ids["hussars"]))
    widget.charger_page.selection_button.click()
    page = widget.targets_page
    assert page.refusal.isVisibleTo(widget)
    assert "Move token" in page.refusal.text() and "CMD-1" in page.refusal.text()
    assert not page.declare_button.isEnabled()
    assert widget.declare() is False and widget.session.declared == []
    assert "CMD-1" in widget.message.text()
    # A ruleset without command tokens lets it charge.
    no_tokens = load_preset("combined")
    sv.set_ruleset(game, no_tokens.with_options(tools=no_tokens.tools - {Tool.TOKENS}))
    document.notify(None)
    assert not page.refusal.isVisibleTo(widget) and page.declare_button.isEnabled()
    assert widget.declare() is True


# ------------------------------------------------------------------ CHG-2..5: the targets


def test_two_targets_show_chg3_per_target_and_chg4_all(window, qtbot):
    widget, _document, _game, ids = window
    pick_charger(widget, qtbot, ids["lancers"])
    page = widget.targets_page
    assert page.charger.full_text() == "Lancers"
    assert page.charger_info.text() == "Movement 4 + the highest of 2D6 (CHG-2)"
    assert [page.model.index(r, COL_NAME).data() for r in range(page.model.rowCount())] == [
        "Line",
        "Guns",
    ]  # nearest first
    tick(widget, qtbot, ids["line"])
    tick(widget, qtbot, ids["guns"])
    type_distance(widget, qtbot, ids["guns"], "6.5")
    draft = widget.plan.draft
    line, guns = draft.targets
    assert line.distance == pytest.approx(9) and guns.measured == pytest.approx(11)
    # CHG-3: Movement 4, distance 9 -> needs 5+ -> 1 - (4/6)^2 = 20/36.
    # Typed 6.5 wins over the measured 11 (CHG-5): needs ceil(2.5) = 3+ -> 32/36.
    assert (line.chance, guns.chance) == (Fraction(20, 36), Fraction(32, 36))
    assert guns.chance == charge_chance(4, 6.5)
    assert cell(widget, ids["line"], COL_NEEDS) == "5+"
    assert cell(widget, ids["line"], COL_CHANCE) == format_percent(Fraction(5, 9))
    assert cell(widget, ids["guns"], COL_MEASURED) == "11.0"
    assert cell(widget, ids["guns"], COL_TYPED) == "6.5"
    assert cell(widget, ids["guns"], COL_CHANCE) == format_percent(Fraction(8, 9))
    # CHG-4: reaching all = reaching the farthest; at least one = the nearest.
    assert page.all_label.chance() == Fraction(5, 9)
    assert page.any_label.chance() == Fraction(8, 9)
    tip = page.model.index(target_row(widget, ids["line"]), COL_CHANCE).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert "CHG-3" in tip and "20/36" not in tip and "5/9" in tip
    # The chart: a step from 100 % down to 0 past Movement + 6, a mark per target.
    assert page.chart.points[0][1] == 1 and page.chart.points[-1][1] == 0
    assert sorted(d for d, _ in page.chart.marks) == pytest.approx([6.5, 9])
    assert page.declare_button.isEnabled()


def test_typing_a_distance_in_the_table_wins_chg5(window, qtbot):
    widget, _document, _game, ids = window
    pick_charger(widget, qtbot, ids["lancers"])
    type_distance(widget, qtbot, ids["line"], "5")
    line = widget.plan.draft.targets[0]
    assert line.unit_id == ids["line"] and line.chance == 1  # 5 <= Movement 4 + 1: certain
    assert cell(widget, ids["line"], COL_NEEDS) == "any"
    type_distance(widget, qtbot, ids["line"], "abc")
    qtbot.waitUntil(widget.targets_page.cell_message.isVisible)  # beside its cell (issue 22)
    assert "not a distance" in widget.targets_page.cell_message.text()
    assert widget.plan.draft.targets[0].typed == 5  # bad input changes nothing
    type_distance(widget, qtbot, ids["line"], "4,5")  # a decimal comma is a distance too
    assert widget.plan.draft.targets[0].typed == 4.5
    type_distance(widget, qtbot, ids["line"], "")
    line = widget.plan.draft.targets[0]
    assert line.typed is None and line.chance == Fraction(5, 9)


# ------------------------------------------------------------------ rolling: the cards


def test_the_chance_and_the_chart_stay_on_the_card_at_the_moment_of_rolling(window, qtbot):
    widget, _document, game, ids = window
    pick_charger(widget, qtbot, ids["lancers"])
    tick(widget, qtbot, ids["line"])
    type_distance(widget, qtbot, ids["guns"], "6.5")  # typing ticks it
    qtbot.keyClick(
        widget.targets_page.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    widget.tabs.setCurrentIndex(PAGE_ROLL)
    assert widget.tabs.tabText(PAGE_ROLL) == "3 Roll (1)"
    lancers = card(widget, ids["lancers"])
    QApplication.processEvents()
    # Issue 15: after declaring, the chance was gone and Roll needed a scroll.
    assert lancers.chance.text() == format_percent(Fraction(5, 9))
    assert lancers.needs.text() == "needs 5+"
    detail = lancers.editor()
    assert [line[0] for line in detail.lines] == ["Line", "Guns"]
    assert detail.lines[0][2:] == ("5+", format_percent(Fraction(5, 9)))
    assert detail.chart.isVisible() and detail.chart.points and len(detail.chart.marks) == 2
    assert visible_in_scroll(widget, lancers.roll)
    lancers.focus_action()
    qtbot.keyClick(lancers.roll, Qt.Key.Key_Return)  # virtual dice
    (event,) = q.events(game, kind="charge")
    lancers = card(widget, ids["lancers"])
    assert lancers.row().state.value == "done"
    assert lancers.chance.text() == format_percent(Fraction(5, 9))  # the chance stays
    assert lancers.editor().chart.data.rolled == event.outcome["range"]
    assert "range" in lancers.result.text()


def test_physical_faces_resolve_and_log_chg3_chg4(window, qtbot):
    widget, document, game, ids = window
    pick_charger(widget, qtbot, ids["lancers"])
    tick(widget, qtbot, ids["line"])
    type_distance(widget, qtbot, ids["guns"], "6.5")  # typing ticks it
    assert widget.declare()
    sv.set_dice_mode(game, "physical")  # the toolbar's one switch
    document.notify(None)
    widget.tabs.setCurrentIndex(PAGE_ROLL)
    lancers = card(widget, ids["lancers"])
    assert lancers.dice_mode() == "physical" and lancers.faces.isVisibleTo(widget)
    lancers.focus_action()
    # A d6 face of 7 is refused on the card: nothing rolled, nothing logged.
    qtbot.keyClicks(lancers.faces, "7 1")
    qtbot.keyClick(lancers.faces, Qt.Key.Key_Return)
    assert "d6" in lancers.note.text()
    lancers.faces.clear()
    qtbot.keyClicks(lancers.faces, "4")
    qtbot.keyClick(lancers.faces, Qt.Key.Key_Return)  # one face typed, two needed
    assert q.events(game, kind="charge") == ()
    # Highest of 4 and 2 is 4: range 4 + 4 = 8 reaches the Guns (6.5), not the Line (9).
    lancers.faces.clear()
    qtbot.keyClicks(lancers.faces, "4 2")
    qtbot.keyClick(lancers.faces, Qt.Key.Key_Return)
    (event,) = q.events(game, kind="charge")
    assert event.dice == [4, 2] and event.dice_source == "physical"
    assert event.outcome["reached"] == [ids["guns"]]
    assert event.outcome["failed"] == [ids["line"]]
    assert event.inputs["distance_source"][str(ids["guns"])] == "typed"
    assert event.chance == "5/9"  # CHG-4: the chance of reaching both, shown before the roll
    text = card(widget, ids["lancers"]).result.text()
    assert "range 8" in text and "Reached: Guns" in text and "Not reached: Line" in text
    assert widget.plan.pending() == ()


def test_order_groups_and_one_at_a_time_chg1(window, qtbot):
    widget, _document, game, ids = window
    declare(widget, qtbot, ids["lancers"], ids["line"])
    declare(widget, qtbot, ids["dragoons"], ids["guns"])
    sv.set_token(game, ids["hussars"], "attack")
    widget.document.notify(None)
    declare(widget, qtbot, ids["hussars"], ids["line"])  # joins the Lancers' group
    groups = [[e.charger for e in g] for g in widget.plan.groups()]
    assert groups == [[ids["lancers"], ids["hussars"]], [ids["dragoons"]]]
    keys = [c.key for c in widget.roll_page.cards.cards()]
    assert keys == [ids["lancers"], ids["hussars"], ids["dragoons"]]
    assert "Resolved together with Hussars" in card(widget, ids["lancers"]).note.text()
    # The active side puts the Dragoons first (the card's ▲).
    card(widget, ids["dragoons"]).editor().up.click()
    keys = [c.key for c in widget.roll_page.cards.cards()]
    assert keys == [ids["dragoons"], ids["lancers"], ids["hussars"]]
    widget.tabs.setCurrentIndex(PAGE_ROLL)
    widget.roll_page.cards.focus_next_pending()
    qtbot.waitUntil(lambda: card(widget, ids["dragoons"]).roll.hasFocus())
    qtbot.keyClick(card(widget, ids["dragoons"]).roll, Qt.Key.Key_Return)
    # Then the Lancers: once their group has begun the others... the Hussars are next.
    qtbot.keyClick(card(widget, ids["lancers"]).roll, Qt.Key.Key_Return)
    assert widget.plan.entry(ids["hussars"]).state is EntryState.PENDING
    qtbot.keyClick(card(widget, ids["hussars"]).roll, Qt.Key.Key_Return)
    rolled = [e.inputs["unit_id"] for e in q.events(game, kind="charge")]
    assert rolled == [ids["dragoons"], ids["lancers"], ids["hussars"]]
    assert widget.plan.pending() == () and not widget.roll_page.cards.roll_all.isEnabled()


def test_a_begun_group_is_finished_before_any_other_chg1(window, qtbot):
    widget, _document, game, ids = window
    sv.set_token(game, ids["hussars"], "attack")
    widget.document.notify(None)
    declare(widget, qtbot, ids["lancers"], ids["line"])
    declare(widget, qtbot, ids["hussars"], ids["line"])
    declare(widget, qtbot, ids["dragoons"], ids["guns"])
    assert widget.roll(ids["lancers"]) is not None
    dragoons = card(widget, ids["dragoons"])
    assert dragoons.row().state.value == "refused" and not dragoons.roll.isVisible()
    assert "resolved together (CHG-1)" in dragoons.note.text()
    assert widget.roll(ids["dragoons"]) is None and len(q.events(game, kind="charge")) == 1
    widget.roll(ids["hussars"])
    assert card(widget, ids["dragoons"]).row().state.value == "pending"


def test_undo_of_a_roll_and_of_roll_all_ctrl_z(window, qtbot):
    widget, document, game, ids = window
    declare(widget, qtbot, ids["lancers"], ids["line"])
    declare(widget, qtbot, ids["dragoons"], ids["guns"])
    position = q.game_info(game).dice_position
    widget.tabs.setCurrentIndex(PAGE_ROLL)
    lancers = card(widget, ids["lancers"])
    lancers.focus_action()
    qtbot.keyClick(lancers.roll, Qt.Key.Key_Return)
    (event,) = q.events(game, kind="charge")
    assert event.dice_source == "virtual" and len(event.dice) == 2
    assert document.undo_stack.undoText() == "Charge: Lancers"
    document.undo_stack.undo()  # what Edit > Undo (Ctrl+Z) does
    assert q.events(game, kind="charge") == ()
    assert q.game_info(game).dice_position == position  # the dice rewound too
    assert card(widget, ids["lancers"]).row().state.value == "pending"  # declared still
    assert card(widget, ids["lancers"]).chance.text() == format_percent(Fraction(5, 9))
    document.undo_stack.redo()
    assert len(q.events(game, kind="charge")) == 1
    assert card(widget, ids["lancers"]).row().state.value == "done"
    document.undo_stack.undo()
    widget.roll_page.cards.roll_all.click()  # both, one undo step
    assert len(q.events(game, kind="charge")) == 2
    assert document.undo_stack.undoText() == "Roll all charges"
    document.undo_stack.undo()
    assert q.events(game, kind="charge") == () and len(widget.plan.pending()) == 2


def test_withdraw_a_charge_not_rolled(window, qtbot):
    widget, _document, _game, ids = window
    declare(widget, qtbot, ids["lancers"], ids["line"])
    card(widget, ids["lancers"]).editor().drop.click()
    assert widget.roll_page.model.rowCount() == 0 and widget.session.declared == []


def test_use_battlefield_selection(window):
    widget, document, _game, ids = window
    document.select_units((ids["line"], ids["guns"], ids["lancers"]))
    widget.charger_page.selection_button.click()
    assert widget.session.draft.charger == ids["lancers"]
    assert widget.plan.draft.target_ids == (ids["line"], ids["guns"])
    assert widget.tabs.currentIndex() == PAGE_TARGETS


def test_a_whole_charge_phase_by_keyboard_only(window, qtbot):
    widget, _document, game, ids = window
    view = widget.charger_page.view
    view.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(view, Qt.Key.Key_Home)  # the first unit that may charge: the Lancers
    assert widget.charger_page.current() == ids["lancers"]
    qtbot.keyClick(view, Qt.Key.Key_Return)  # on to its targets
    table = widget.targets_page.table
    assert widget.tabs.currentIndex() == PAGE_TARGETS and table.hasFocus()
    qtbot.keyClick(table, Qt.Key.Key_Space)  # tick the nearest: the Line
    qtbot.keyClick(table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Declare
    assert widget.session.declared and widget.plan.entry(ids["lancers"]).chance == Fraction(5, 9)
    qtbot.keyClick(widget, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert widget.tabs.currentIndex() == PAGE_ROLL
    qtbot.keyClick(widget, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(q.events(game, kind="charge")) == 1


# ------------------------------------------------------------------ phase and sizes


def test_out_of_phase_asks_once_and_is_logged_as_such(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    widget, document, game, ids = window
    declare(widget, qtbot, ids["lancers"], ids["line"])
    declare(widget, qtbot, ids["dragoons"], ids["guns"])
    sv.advance_phase(game)  # the movement phase
    document.notify(None)
    assert widget.phase_note.isVisibleTo(widget) and "Charge phase" in widget.phase_note.text()
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or answers.pop(0))
    assert widget.roll(ids["lancers"]) is None and q.events(game, kind="charge") == ()
    assert widget.roll(ids["lancers"]) is not None
    assert widget.roll(ids["dragoons"]) is not None  # asked once in this phase
    assert len(asked) == 2 and "this charge" in asked[0]
    assert all(e.inputs["out_of_phase"] is True for e in q.events(game, kind="charge"))


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_no_card_is_wider_than_420_px_with_the_sample_battle(language, tmp_path, show_tool, qapp):
    from adjutant.i18n import Translations, ensure_compiled
    from adjutant.store.services.sample import create_sample

    game = create_sample(tmp_path / "sample.adjutant")
    sv.advance_phase(game)
    names = {u.name: u.id for s in q.order_of_battle(game).sides for u in s.all_units()}
    sv.set_token(game, names["1st Foot Guards"], "attack")  # as CMD-4 gives it in turn 1
    ensure_compiled()
    translations = Translations(qapp)
    try:
        translations.switch(language)
        widget, _document = show_tool(ChargeWindow, game, (CARD_MIN_WIDTH, 560))
        widget.choose_charger(names["42nd Highlanders"])  # the longest names of the battle
        for target in ("1er Régiment Suisse", "Grande Batterie (12-pdrs)", "1er Léger"):
            widget.set_target(names[target], True)
        widget.declare()
        widget.choose_charger(names["1st Foot Guards"])
        widget.set_target(names["1er Léger"], True)
        widget.declare()
        widget.roll(names["1st Foot Guards"])
        widget.tabs.setCurrentIndex(PAGE_ROLL)
        QApplication.processEvents()
        cards = widget.roll_page.cards
        assert len(cards.cards()) == 2
        assert cards.scroll.horizontalScrollBar().maximum() == 0
        for one in cards.cards():
            assert one.minimumSizeHint().width() <= CARD_MIN_WIDTH
            assert one.width() <= cards.scroll.viewport().width()
        first = cards.cards()[0]
        assert visible_in_scroll(widget, first.roll)  # Roll reachable without scrolling
    finally:
        translations.switch("en")


def test_names_are_plain_text(game_path, show_tool):
    game, ids = make_game(game_path)
    sv.update_unit(game, ids["lancers"], name="<b>Lancers</b> <img src='x'>")
    widget, _document = show_tool(ChargeWindow, game, (460, 560))
    widget.choose_charger(ids["lancers"])
    widget.set_target(ids["line"], True)
    assert widget.targets_page.charger.textFormat() == Qt.TextFormat.PlainText
    assert widget.targets_page.charger.full_text().startswith("<b>Lancers")
    tip = widget.charger_page.model.index(0, COL_NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;b&gt;" in tip  # shown as written, not as bold
    widget.declare()
    lancers = card(widget, ids["lancers"])
    assert lancers.title.textFormat() == Qt.TextFormat.PlainText
    assert lancers.test.textFormat() == Qt.TextFormat.PlainText


def test_charge_window_speaks_russian(window, qapp, qtbot):
    from adjutant.i18n import Translations, ensure_compiled
    from adjutant.windows.battlefield import BattlefieldWidget

    widget, document, _game, ids = window
    canvas = BattlefieldWidget(document)
    qtbot.addWidget(canvas)
    ensure_compiled()
    translations = Translations(qapp)
    try:
        translations.switch("ru")
        assert widget.windowTitle() == "Натиск"  # CHG: not the Attack token's word
        assert canvas.ruler_action.text() == "Линейка"
        document.select_units((ids["line"], ids["hussars"]))
        widget.charger_page.selection_button.click()
        assert "жетоном «Атака» (CMD-1)" in widget.targets_page.refusal.text()
        assert widget.targets_page.declare_button.text() == "Объявить"
    finally:
        translations.switch("en")
    assert widget.targets_page.declare_button.text() == "Declare"

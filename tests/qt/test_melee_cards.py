"""The melee round as a roll card on the sample battle (issue 15): keyboard only, 420 px.

The sample battle with the 1st Foot Guards moved into contact with the 1er Léger (as in
the whole-turn test), in the melee phase. A player sets the melee up, rolls the round,
enters the loser's break test and takes the round back, with the keyboard alone
(Ctrl+Shift+M, Enter, F2 and the arrows, Ctrl+Enter, Ctrl+Z), through the card and the
break test table; and no card is wider than the dock at its narrowest (420 px), in
English, Russian and Spanish, with its dice fields and distribution open.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QApplication

from adjutant.i18n import Translations
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.windows.melee import MeleeWindow
from adjutant.windows.widgets.roll_card import CARD_MIN_WIDTH
from game_builders import to_phase

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def battle(tmp_path, show_tool, messages):
    game = create_sample(tmp_path / "sample.adjutant", seed=21)
    names = {u.name: u.id for s in q.order_of_battle(game).sides for u in s.all_units()}
    guards = names["1st Foot Guards"]
    sv.move_unit(game, guards, 28, 32.5)  # front to front with the Leger (the e2e's contact)
    to_phase(game, "melee")
    widget, document = show_tool(MeleeWindow, game, (CARD_MIN_WIDTH, 560))
    widget.activateWindow()
    yield widget, document, game, names
    assert messages == []


def test_a_melee_round_and_its_break_test_with_the_keyboard_only(battle, qtbot):
    widget, document, game, names = battle
    guards, leger = names["1st Foot Guards"], names["1er Léger"]
    undo = document.undo_stack.createUndoAction(widget)  # Edit > Undo of the main window
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    widget.addAction(undo)
    qtbot.waitUntil(widget.isActiveWindow)
    document.select_units([guards])  # the battlefield's selection
    qtbot.keyClick(
        widget,
        Qt.Key.Key_M,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    card = widget.round_page.round_card()
    assert card is not None and card.roll.hasFocus()
    shown = card.chance.chance()
    assert 0 < shown < 1
    qtbot.keyClick(card.roll, Qt.Key.Key_Return)  # Adjutant's dice (the game's default)
    (event,) = q.events(game, kind="melee_round")
    assert event.chance == f"{shown.numerator}/{shown.denominator}"
    done = widget.round_page.cards.card(("done", event.id))
    assert done.chance.chance() == shown and done.result.text()
    loser = leger if event.outcome["winner"] == "a" else guards
    if event.outcome["winner"] is not None:
        table = widget.round_page.break_tests
        qtbot.waitUntil(table.hasFocus)
        qtbot.keyClick(table, Qt.Key.Key_F2)  # the result's choices
        editor = QApplication.focusWidget()
        qtbot.keyClick(editor, Qt.Key.Key_Down)  # "passed"
        qtbot.keyClick(
            widget.round_page.break_tests, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
        )
        (test,) = q.events(game, kind="break_test")
        assert test.outcome["results"] == {str(loser): True}
        qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert q.events(game, kind="break_test") == ()
    qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the round
    assert q.events(game) == () and q.combats(game) == ()
    assert widget.session.round.number == 1 and widget.session.combat_id is None
    card = widget.round_page.round_card()
    assert card.chance.chance() == shown  # the same chance again: the table is as it was


def test_physical_faces_typed_field_by_field_then_enter(battle, qtbot):
    widget, document, game, names = battle
    document.select_units([names["1st Foot Guards"]])
    widget.use_selection()
    card = widget.round_page.round_card()
    qtbot.keyClick(card.roll, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    editor = widget.round_page.editor()
    assert editor.fields[0].hasFocus() and not card.faces.isVisible()
    attacks = editor.attacks
    assert [(a.side, a.dice) for a in attacks] == [("a", 8), ("b", 4)]  # large; skirmish
    qtbot.keyClicks(editor.fields[0], "6 6 6 6 1 1 1 1")
    qtbot.keyClick(editor.fields[0], Qt.Key.Key_Return)
    assert editor.fields[1].hasFocus()
    qtbot.keyClicks(editor.fields[1], "1 1 6")  # one face short
    qtbot.keyClick(editor.fields[1], Qt.Key.Key_Return)
    assert "Row 2" in card.note.text() and q.events(game) == ()
    qtbot.keyClicks(editor.fields[1], " 5")
    qtbot.keyClick(editor.fields[1], Qt.Key.Key_Return)
    (event,) = q.events(game, kind="melee_round")
    assert event.dice == [[[6, 6, 6, 6, 1, 1, 1, 1]], [[1, 1, 6, 5]]]
    assert event.dice_source == "physical"


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_no_melee_card_is_wider_than_420_px(battle, qtbot, language):
    widget, document, _game, names = battle
    translations = Translations(QApplication.instance())
    try:
        translations.switch(language)
        document.select_units([names["1st Foot Guards"]])
        widget.use_selection()
        card = widget.round_page.round_card()
        cards = widget.round_page.cards

        def roll_in_view():
            QApplication.processEvents()
            bottom = card.roll.mapTo(cards.scroll.viewport(), card.roll.rect().bottomLeft())
            return card.roll.isVisible() and 0 < bottom.y() <= cards.scroll.viewport().height()

        assert roll_in_view()  # Roll with Adjutant's dice: no scrolling to reach it
        card.toggle_mode()  # physical: a dice field per attack
        assert roll_in_view()
        editor = widget.round_page.editor()
        editor.distribution.setChecked(True)
        card.why.setChecked(True)
        QApplication.processEvents()
        assert card.minimumSizeHint().width() <= CARD_MIN_WIDTH
        assert not cards.scroll.horizontalScrollBar().isVisible()
        assert card.width() <= cards.scroll.viewport().width()
        # A round rolled: its done card fits too, with the result in place.
        card.toggle_mode()
        widget.roll(widget.session.round, None)
        QApplication.processEvents()
        for each in cards.cards():
            assert each.minimumSizeHint().width() <= CARD_MIN_WIDTH, each.row().title
        assert not cards.scroll.horizontalScrollBar().isVisible()
        assert widget.minimumSizeHint().width() <= CARD_MIN_WIDTH
    finally:
        translations.switch("en")


def test_tab_leaves_the_set_up_tables_for_add_unit_and_add_contact_mel2(battle, qtbot):
    """Issue 15, keyboard first: the arrows move in a melee table, Tab goes on to the
    fields after it. Tab went round the fighters' cells for ever, so "Add unit" and "Add
    contact" (a contact the players chose, MEL-2) could not be reached by keyboard."""
    from adjutant.windows.melee.window import TAB_SETUP

    widget, document, _game, names = battle
    qtbot.waitUntil(widget.isActiveWindow)
    document.select_units([names["1st Foot Guards"]])
    qtbot.keyClick(
        widget,
        Qt.Key.Key_M,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    widget.tabs.setCurrentIndex(TAB_SETUP)
    page = widget.setup_page
    assert page.fighter_model.columnCount() > 1  # cells Tab could go round
    for table, after in ((page.fighters, page.add_unit_combo), (page.contacts, page.contact_a)):
        table.setFocus()
        table.setCurrentIndex(table.model().index(0, 0))
        qtbot.keyClick(table, Qt.Key.Key_Right)  # the arrows still move between cells
        if table.model().rowCount():
            assert table.currentIndex().column() == 1
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        assert after.hasFocus(), table.objectName()
    # Every editable table of the melee window lets Tab out (round, dice, support tabs too).
    tables = {t.objectName(): t for t in widget.findChildren(QAbstractItemView)}
    for name in (
        "meleeFighters",
        "meleeContacts",
        "meleeAttacks",
        "meleeSupportGroups",
        "meleeSupports",
        "meleeBreakTests",
    ):
        assert not tables[name].tabKeyNavigation(), name

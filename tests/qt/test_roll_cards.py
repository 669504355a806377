"""Roll cards (issue 15): one card per pending test, chance on it, keyboard first.

Drives ``windows.widgets.roll_card.RollCardList`` over a ``qtmodels.roll_cards``
model with real widgets: Enter rolls and the next pending card takes the focus,
typed faces are checked against the die (a d20 face of 21 is refused, nothing is
emitted), a card may switch its own dice, "Roll all" goes top to bottom, a card fits
420 px with no horizontal scroll, names stay plain text.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget

from adjutant.qtmodels.roll_cards import ROLE_CHANCE, ROLE_STATE, CardRow, CardState, RollCardModel
from adjutant.rules.explain import Modifier
from adjutant.windows.widgets.dice_entry import FacesError
from adjutant.windows.widgets.roll_card import CARD_MIN_WIDTH, RollCardList

# The offscreen platform cannot resize a top-level window to its new size hints.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

TERMS = (
    Modifier("distance", "Distance to the C-in-C, rounded up", "CMD-6", 12),
    Modifier("group", "Standard-bearer", "CMD-6", -2),
)


def rows(done=()):
    out = [
        CardRow(
            1,
            "92nd Gordon Highlanders",
            "Control test: Move → Attack",
            needs="needs 11+",
            chance=Fraction(10, 20),
            breakdown=TERMS,
        ),
        CardRow(
            2,
            "1st Foot Guards",
            "Token change: Move → Attack",
            state=CardState.AUTOMATIC,
            note="No roll needed (CMD-4)",
        ),
        CardRow(
            3,
            "<b>Scots</b> <img src='file:///etc/passwd'>",
            "Control test: Defence → Move",
            needs="needs 8+",
            chance=Fraction(13, 20),
        ),
        CardRow(
            4,
            "1st Royal Scots",
            "Control test: Defence → Attack",
            state=CardState.REFUSED,
            note="Defence cannot change to Attack in one go (CMD-7)",
        ),
    ]
    return [
        CardRow(
            r.key,
            r.title,
            r.test,
            state=CardState.DONE,
            needs=r.needs,
            chance=r.chance,
            result="Passed",
            success=True,
        )
        if r.key in done
        else r
        for r in out
    ]


@pytest.fixture
def cards(qtbot):
    model = RollCardModel()
    model.set_rows(rows())
    widget = RollCardList(model)
    qtbot.addWidget(widget)
    widget.resize(CARD_MIN_WIDTH, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget, model


def test_the_model_passes_qtmodeltester(qtmodeltester):
    model = RollCardModel()
    model.set_rows(rows())
    qtmodeltester.check(model)
    model.set_rows(rows(done={1}))  # same keys: updated in place
    qtmodeltester.check(model)
    assert model.index(0, 0).data(ROLE_STATE) == CardState.DONE
    assert model.index(0, 0).data(ROLE_CHANCE) == Fraction(1, 2)  # the chance stays


def test_duplicate_keys_are_refused():
    with pytest.raises(ValueError, match="unique"):
        RollCardModel().set_rows([CardRow(1, "a", ""), CardRow(1, "b", "")])


def test_same_keys_update_in_place_other_keys_reset(qtbot):
    model = RollCardModel()
    model.set_rows(rows())
    with qtbot.waitSignal(model.dataChanged), qtbot.assertNotEmitted(model.modelReset):
        model.set_rows(rows(done={3}))
    with qtbot.waitSignal(model.modelReset):
        model.set_rows(rows()[:2])


def test_card_shows_chance_needs_and_breakdown_on_demand(cards, qtbot):
    widget, _ = cards
    card = widget.card(1)
    assert card.chance.text() == "50 %" and card.needs.text() == "needs 11+"
    assert not card.breakdown.isVisible()
    card.focus_action()
    qtbot.keyClicks(card.roll, "?")
    assert card.breakdown.isVisible()
    assert card.breakdown.texts()[0] == ("Distance to the C-in-C, rounded up", "CMD-6", "12")
    assert card.breakdown.texts()[1][2] == "−2"


def test_enter_rolls_and_the_next_pending_card_takes_the_focus(cards, qtbot):
    widget, model = cards
    card = widget.card(1)
    card.focus_action()
    with qtbot.waitSignal(widget.rollRequested) as got:
        qtbot.keyClick(card.roll, Qt.Key.Key_Return)
    assert got.args == [1, None]  # virtual: Adjutant rolls
    model.set_rows(rows(done={1}))  # what the window does once the store resolved it
    qtbot.waitUntil(lambda: widget.card(2).roll.hasFocus())
    assert widget.card(1).result.text() == "Passed"
    assert widget.card(1).chance.text() == "50 %"  # the chance stays on the card


def test_arrows_move_between_rollable_cards(cards, qtbot):
    widget, _ = cards
    widget.card(1).focus_action()
    qtbot.keyClick(widget.card(1).roll, Qt.Key.Key_Down)
    assert widget.card(2).roll.hasFocus()
    qtbot.keyClick(widget.card(2).roll, Qt.Key.Key_Down)
    assert widget.card(3).roll.hasFocus()
    qtbot.keyClick(widget.card(3).roll, Qt.Key.Key_Down)  # card 4 is refused: skipped
    assert widget.card(3).roll.hasFocus()
    qtbot.keyClick(widget.card(3).roll, Qt.Key.Key_Up)
    assert widget.card(2).roll.hasFocus()


def test_physical_faces_are_checked_before_anything_is_emitted(cards, qtbot):
    widget, _ = cards
    widget.set_default_mode("physical")
    card = widget.card(1)
    assert card.faces.isVisible() and card.roll.text() == "Enter"
    card.focus_action()
    assert card.faces.hasFocus()
    with qtbot.assertNotEmitted(widget.rollRequested):
        qtbot.keyClicks(card.faces, "21")
        qtbot.keyClick(card.faces, Qt.Key.Key_Return)
    assert "21 is not a d20 face" in card.note.text()
    card.faces.clear()
    with qtbot.waitSignal(widget.rollRequested) as got:
        qtbot.keyClicks(card.faces, "14")
        qtbot.keyClick(card.faces, Qt.Key.Key_Return)
    assert got.args == [1, (14,)]


def test_a_card_may_override_the_game_dice_for_its_own_roll(cards, qtbot):
    widget, _ = cards
    card = widget.card(1)
    assert card.dice_mode() == "virtual"
    card.focus_action()
    qtbot.keyClick(card.roll, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert card.dice_mode() == "physical" and card.faces.hasFocus()
    assert widget.card(3).dice_mode() == "virtual"  # the others keep the game's dice
    widget.set_default_mode("physical")
    assert card.dice_mode() == "physical" and widget.card(3).dice_mode() == "physical"


def test_automatic_cards_apply_without_dice(cards, qtbot):
    widget, _ = cards
    card = widget.card(2)
    assert card.roll.text() == "Apply" and not card.chance.isVisible()
    assert "CMD-4" in card.note.text()
    with qtbot.waitSignal(widget.rollRequested) as got:
        qtbot.mouseClick(card.roll, Qt.MouseButton.LeftButton)
    assert got.args == [2, None]


def test_refused_card_offers_no_roll_and_keeps_its_reason_readable(cards):
    widget, _ = cards
    card = widget.card(4)
    assert not card.roll.isVisible() and "CMD-7" in card.note.text()
    assert card.note.isEnabled() and not card.title.isEnabled()


def test_roll_all_goes_top_to_bottom_and_waits_for_typed_faces(cards, qtbot):
    widget, _ = cards
    assert widget.roll_all.text() == "Roll all (3)"
    with qtbot.waitSignal(widget.rollAllRequested) as got:
        widget.roll_all.click()
    assert got.args == [[(1, None), (2, None), (3, None)]]
    widget.set_default_mode("physical")
    widget.card(1).faces.setText("5")
    with qtbot.assertNotEmitted(widget.rollAllRequested):
        widget.roll_all.click()
    assert "Type the faces first" in widget.status.text()
    widget.card(3).faces.setText("19")
    with qtbot.waitSignal(widget.rollAllRequested) as got:
        widget.roll_all.click()
    assert got.args == [[(1, (5,)), (2, None), (3, (19,))]]


def test_cards_fit_420_px_without_horizontal_scroll(cards):
    widget, _ = cards
    QApplication.processEvents()
    assert not widget.scroll.horizontalScrollBar().isVisible()
    for card in widget.cards():
        assert card.minimumSizeHint().width() <= CARD_MIN_WIDTH
        assert card.width() <= widget.scroll.viewport().width()


def test_names_are_plain_text_and_elided_with_the_whole_name_on_hover(qtbot):
    model = RollCardModel()
    long = "The Most Honourable and Ancient 42nd Regiment of Foot (Royal Highland)" * 2
    model.set_rows([CardRow(1, long, "x"), *rows()[2:3]])
    widget = RollCardList(model)
    qtbot.addWidget(widget)
    widget.resize(CARD_MIN_WIDTH, 400)
    widget.show()
    qtbot.waitExposed(widget)
    title = widget.card(1).title
    assert title.is_elided() and title.text().endswith("…")
    assert long in title.toolTip().replace("&#x27;", "'")
    hostile = widget.card(3).title
    assert hostile.textFormat() == Qt.TextFormat.PlainText
    assert "<b>" in hostile.full_text()


class TwoFields(QWidget):
    """A dice editor (the melee round's kind): two fields typed, Enter in the last submits."""

    submitted = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.first, self.second = QLineEdit(self), QLineEdit(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.first)
        layout.addWidget(self.second)
        self.first.returnPressed.connect(self.second.setFocus)
        self.second.returnPressed.connect(self.submitted)
        self.physical = None

    def set_physical(self, physical):
        self.physical = physical
        self.first.setVisible(physical)
        self.second.setVisible(physical)

    def focus_first(self):
        self.first.setFocus()

    def typed_dice(self):
        if not self.first.text() or not self.second.text():
            raise FacesError("Type both")
        return (self.first.text(), self.second.text())


def test_a_dice_editor_types_the_dice_of_its_card(qtbot):
    """Shared widget change (issue 15, melee): an editor with ``typed_dice`` takes the
    card's physical dice: the card's own faces field stays hidden, the editor's fields take
    the focus, Enter in the last one submits, a missing value is shown, nothing emitted."""
    model = RollCardModel()
    model.set_rows(rows()[:1])
    widget = RollCardList(model, editor_factory=lambda row, parent: TwoFields(parent))
    qtbot.addWidget(widget)
    widget.resize(CARD_MIN_WIDTH, 500)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    card = widget.card(1)
    editor = card.editor()
    assert editor.physical is False and not editor.first.isVisible()
    widget.set_default_mode("physical")
    assert editor.physical is True and editor.first.isVisible()
    assert not card.faces.isVisible() and card.roll.text() == "Enter"
    card.focus_action()
    assert editor.first.hasFocus()
    with qtbot.assertNotEmitted(widget.rollRequested):
        qtbot.keyClicks(editor.first, "6 6")
        qtbot.keyClick(editor.first, Qt.Key.Key_Return)
        assert editor.second.hasFocus()
        qtbot.keyClick(editor.second, Qt.Key.Key_Return)
    assert card.note.text() == "Type both"
    with qtbot.waitSignal(widget.rollRequested) as got:
        qtbot.keyClicks(editor.second, "1")
        qtbot.keyClick(editor.second, Qt.Key.Key_Return)
    assert got.args == [1, ("6 6", "1")]
    # Ctrl+T in the editor's field: this card rolls with Adjutant's dice instead.
    qtbot.keyClick(editor.second, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert card.dice_mode() == "virtual" and editor.physical is False


def test_an_editor_keeps_what_was_typed_while_its_data_stays_the_same(qtbot):
    """The plan worked out again to equal values keeps the card's editor (and its typed
    text); other data makes a new one, and the old one is hidden at once."""
    model = RollCardModel()
    model.set_rows([CardRow(1, "Round", "x", data=("plan", 1))])
    widget = RollCardList(model, editor_factory=lambda row, parent: TwoFields(parent))
    qtbot.addWidget(widget)
    widget.show()
    card = widget.card(1)
    first = card.editor()
    first.first.setText("6 6")
    model.set_rows([CardRow(1, "Round", "y", data=("plan", 1))])  # equal data, new object
    assert card.editor() is first and first.first.text() == "6 6"
    model.set_rows([CardRow(1, "Round", "y", data=("plan", 2))])
    assert card.editor() is not first and first.isHidden()


def test_an_editor_replaced_with_new_data_is_hidden_at_once(qtbot):
    """A tool's own inputs on a card (editor factory): new row data, a new editor; the old
    one leaves the layout and is not drawn where it was until Qt deletes it."""
    from PySide6.QtWidgets import QLabel

    model = RollCardModel()
    model.set_rows([CardRow(1, "Lancers", "Charge", data="first")])
    widget = RollCardList(model, editor_factory=lambda row, parent: QLabel(row.data, parent))
    qtbot.addWidget(widget)
    widget.resize(CARD_MIN_WIDTH, 400)
    widget.show()
    qtbot.waitExposed(widget)
    old = widget.card(1).editor()
    assert old.text() == "first" and old.isVisible()
    model.set_rows([CardRow(1, "Lancers", "Charge", data="second")])
    new = widget.card(1).editor()
    assert new is not old and new.text() == "second"
    assert not old.isVisible()

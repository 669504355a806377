"""A whole turn of the sample battle with the keyboard alone, through the cards (issue 15).

Issue 15's "Must show": a player plays turn 1 of the sample battle in the real
:class:`adjutant.windows.shell.MainWindow` without touching the mouse. Every step
is a key pressed on the widget that has the keyboard focus (Tab to reach a card or a
field, the arrows in a table, Enter on a card, Ctrl+T to type the faces rolled at the
table, F8 for Turn > Next phase, Ctrl+Z / redo); the test only reads the window and the
store to check what happened:

- File > Open by Ctrl+O (the file dialog answers the sample's path);
- the command phase (its tool comes up by itself): the reckless roll on its card (CMD-8),
  three declarations by their letters (CMD-3), the C-in-C's automatic change applied
  (CMD-4), a control test with Adjutant's die and one with a typed face (CMD-5, CMD-6);
- F8: the charge tool comes up; the Guards (Attack since CMD-4, CMD-1) charge the 1er
  Léger at the distance the players measured (typed: CHG-5), declared by Ctrl+Enter and
  rolled on its card with typed faces that reach it exactly (CHG-2, CHG-3, CHG-4);
- F8: the movement phase gives the battlefield the keyboard; F8: the melee tool comes
  up; the Guards (still selected from the charge) start a melee by Ctrl+Shift+M, the
  Léger and their contact are added on the Set-up tab; the reached charge makes the
  Guards "charging" (MEL-3); the round's card is rolled by Enter (MEL-10) and the
  loser's break test entered in its table (MEL-11);
- F8 to the end phase; Ctrl+Z twice takes back the phase and the break test, redo twice
  puts them back.

At each roll the chance on the card at the moment of rolling is the recorded event's
chance, and what the store recorded is checked (``adjutant.store.read.queries.events``).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QFileDialog, QWidget

from adjutant.qtmodels.charge_models import COL_TYPED, ROLE_UNIT
from adjutant.qtmodels.command_models import ROLE_UNIT_ID
from adjutant.qtmodels.log_model import EventRole
from adjutant.qtmodels.melee_models import FighterModel
from adjutant.qtmodels.roll_cards import CardState
from adjutant.store.read import queries
from adjutant.store.services.sample import create_sample
from adjutant.windows.charge.window import PAGE_ROLL, PAGE_TARGETS
from adjutant.windows.command import DECLARATIONS, RECKLESS
from adjutant.windows.melee.window import TAB_ROUND, TAB_SETUP
from adjutant.windows.shell import MainWindow

# The offscreen plugin cannot propagate size hints, raise a window nor grab the keyboard.
pytestmark = pytest.mark.qt_log_ignore(
    "propagateSizeHints", "does not support raise", "does not support grabbing"
)

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
K = Qt.Key


# ------------------------------------------------------------------------ the table
@pytest.fixture
def sample(sandbox):
    """The sample battle in the sandbox's data folder (tests/conftest.py)."""
    (sandbox / "data").mkdir()
    path = sandbox / "data" / "hougemont.adjutant"
    create_sample(path).close()
    return path


@pytest.fixture
def window(qtbot, sandbox, messages):
    """The main window, shown and active (shortcuts need an active window); no message
    box may come up during the turn."""
    main = MainWindow()
    qtbot.addWidget(main)
    main.resize(1600, 1000)
    main.show()
    qtbot.waitExposed(main)
    main.build_tool_windows()
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    yield main
    main.document.detach()
    assert messages == []


# ------------------------------------------------------------------------ the keyboard
def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed where the keyboard focus is, as a player does."""
    qtbot.keyClick(focused(), key, modifiers)


def tab_to(qtbot, target, limit: int = 40) -> None:
    """Tab until ``target`` (a widget, or a function giving it: cards are made anew when
    their plan changes) has the focus; it must be reachable by Tab."""

    def wanted() -> QWidget:
        return target() if callable(target) else target

    QApplication.processEvents()  # the tool's reload after the last change, if queued
    for _ in range(limit):
        if wanted().hasFocus():
            return
        press(qtbot, K.Key_Tab)
    assert wanted().hasFocus(), f"Tab never reaches {wanted().objectName()}: stuck on {focused()}"


def arrow_to(qtbot, view: QAbstractItemView, role: int, unit_id: int, limit: int = 30) -> None:
    """Down (from the current row) until the current row is ``unit_id``'s."""
    assert view.hasFocus()
    for _ in range(limit):
        if view.currentIndex().data(role) == unit_id:
            return
        qtbot.keyClick(view, K.Key_Down)
    assert view.currentIndex().data(role) == unit_id, unit_id


def shown_at_roll(card) -> Fraction | None:
    """The chance the card shows as Enter is pressed (None: it shows none)."""
    return card.chance.chance() if card.chance.isVisibleTo(card) else None


def as_text(chance: Fraction) -> str:
    """A chance as the store records it ("7/20")."""
    return f"{chance.numerator}/{chance.denominator}"


# ------------------------------------------------------------------------ reading state
def regiments(window) -> dict[str, int]:
    """The game's regiments by name (ids)."""
    sides = queries.order_of_battle(window.document.game).sides
    return {unit.name: unit.id for side in sides for unit in side.all_units()}


def phase(window) -> str:
    return queries.game_info(window.document.game).phase


def kinds(window) -> list[str]:
    return [e.kind for e in queries.events(window.document.game)]


def only(window, kind: str):
    (event,) = queries.events(window.document.game, kind=kind)
    return event


def assert_log_shows_the_store(window) -> None:
    """The turn log's rows are the file's events of this turn, newest first."""
    log = window.tool_widget("log").model
    stored = [e.id for e in reversed(queries.events(window.document.game, turn=1))]
    assert [log.index(r, 0).data(EventRole).id for r in range(log.rowCount())] == stored


def assert_tool_came_up(window, qtbot, key: str) -> QWidget:
    """The phase raised the tool ``key`` (issue 15): its dock is in sight, in front of the
    other tools, and it has the keyboard. Returns the tool window."""
    qtbot.waitUntil(lambda: window.phase_flow.raised == key)
    tool = window.tool_widget(key)
    qtbot.waitUntil(lambda: tool.isAncestorOf(QApplication.focusWidget()))
    dock = window.tool_dock(key)
    assert dock.isVisible() and tool.isVisible()
    # Its tab is the current one of the tool docks' tab bar (the others are behind it).
    (bar,) = [
        b
        for b in window.dock_tab_bars()
        if b.isVisible() and dock.windowTitle() in [b.tabText(i) for i in range(b.count())]
    ]
    assert bar.tabText(bar.currentIndex()) == dock.windowTitle()
    return tool


def next_phase(window, qtbot, expected: str) -> None:
    """Turn > Next phase by its shortcut (F8), wherever the keyboard is."""
    assert window.turn_bar.next_phase_action.shortcut().toString() == "F8"
    press(qtbot, K.Key_F8)
    assert phase(window) == expected


# ------------------------------------------------------------------------ the phases
def open_by_keyboard(window, qtbot, monkeypatch, path: Path) -> None:
    """Ctrl+O (File > Open…), the dialog answering ``path``."""
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    qtbot.keyClick(window, K.Key_O, CTRL)
    qtbot.waitUntil(lambda: window.document.is_open)
    assert Path(window.document.game.path) == path


def play_command_phase(window, qtbot, names) -> None:
    """CMD-8, then CMD-3 declarations by letter, CMD-4 applied, CMD-5/6 rolled and typed."""
    g = window.document.game
    command = assert_tool_came_up(window, qtbot, "command")  # opening in the command phase
    assert command.tabs.currentWidget() is command.reckless  # CMD-8 comes first
    # CMD-8: the 92nd has the 4e de Ligne right in front: Move -> Attack on 1-10.
    gordons = names["92nd Gordon Highlanders"]
    card = command.reckless_card(gordons)
    assert card.row().state is CardState.PENDING and card.dice_mode() == "virtual"
    # The tool came up with its first card to roll in hand, not "Roll all" (issue 15).
    qtbot.waitUntil(card.roll.hasFocus)
    chance = shown_at_roll(card)
    assert chance == Fraction(1, 2)
    press(qtbot, K.Key_Return)  # Adjutant's d20
    reckless = only(window, "reckless_roll")
    assert reckless.chance == as_text(chance) and reckless.dice_source == "virtual"
    assert reckless.inputs["unit_id"] == gordons and "CMD-8" in reckless.rule_ids
    assert reckless.outcome["changed"] is (reckless.dice[0] <= 10)
    assert queries.unit(g, gordons).token == ("attack" if reckless.dice[0] <= 10 else "move")
    # CMD-3: Ctrl+Tab to the declarations; on the table, a row and a token's letter.
    press(qtbot, K.Key_Tab, CTRL)
    assert command.tabs.currentWidget() is command.declarations
    assert command.tabs.currentIndex() == command.tab_keys().index(DECLARATIONS)
    assert command.tab_keys().index(RECKLESS) < command.tab_keys().index(DECLARATIONS)
    table = command.declarations.table
    tab_to(qtbot, table)
    guards, scots, inniskillings = (
        names["1st Foot Guards"],
        names["1st Royal Scots"],
        names["6th Inniskilling Dragoons"],
    )
    for unit, letter in ((guards, K.Key_A), (scots, K.Key_M), (inniskillings, K.Key_M)):
        arrow_to(qtbot, table, ROLE_UNIT_ID, unit)
        qtbot.keyClick(table, letter)
    assert command.session.declared == {guards: "attack", scots: "move", inniskillings: "move"}
    assert len(queries.events(g)) == 1  # declaring rolls nothing
    cards = command.declarations.cards
    assert [c.key for c in cards.cards()] == [guards, scots, inniskillings]
    # CMD-4: the C-in-C is with the Guards: no roll needed, Enter applies it.
    tab_to(qtbot, lambda: cards.card(guards).roll)
    card = cards.card(guards)
    assert card.row().state is CardState.AUTOMATIC and shown_at_roll(card) is None
    assert card.chip.text() == QCoreApplication.translate("RollCard", "no roll needed")
    press(qtbot, K.Key_Return)
    change = only(window, "token_change")
    assert change.chance == "1/1" and change.inputs["unit_id"] == guards  # certain
    assert queries.unit(g, guards).token == "attack"
    # CMD-5/6 with Adjutant's die: 14.04 from the Guards, a standard-bearer -2 -> needs 14+.
    # After a roll the next card to roll takes the focus: Enter, Enter...
    card = cards.card(scots)
    qtbot.waitUntil(card.roll.hasFocus)
    chance = shown_at_roll(card)
    assert chance == Fraction(7, 20) and card.needs.text() == "needs 14+"
    press(qtbot, K.Key_Return)
    (test,) = queries.events(g, kind="control_test")
    assert test.inputs["unit_id"] == scots and test.chance == as_text(chance)
    assert test.dice_source == "virtual" and test.outcome["needed"] == 14
    assert queries.unit(g, scots).token == ("move" if test.outcome["passed"] else "defence")
    # CMD-5/6 with the face rolled at the table: Ctrl+T, the face, Enter. 17 inches, no
    # command group: needs 18+.
    card = cards.card(inniskillings)
    qtbot.waitUntil(card.roll.hasFocus)
    chance = shown_at_roll(card)
    assert chance == Fraction(3, 20) and card.needs.text() == "needs 18+"
    press(qtbot, K.Key_T, CTRL)
    assert card.faces.hasFocus() and card.dice_mode() == "physical"
    qtbot.keyClicks(card.faces, "19")
    press(qtbot, K.Key_Return)
    test = queries.events(g, kind="control_test")[-1]
    assert test.inputs["unit_id"] == inniskillings
    assert (test.dice, test.dice_source) == ([19], "physical")
    assert test.chance == as_text(chance) and test.outcome["passed"] is True
    assert queries.unit(g, inniskillings).token == "move"
    assert "19" in cards.card(inniskillings).result.text()
    assert kinds(window) == ["reckless_roll", "token_change", "control_test", "control_test"]
    assert_log_shows_the_store(window)


def play_charge_phase(window, qtbot, names) -> None:
    """CMD-1 chargers; CHG-5 typed distance; CHG-2..4 rolled with typed faces that reach."""
    g = window.document.game
    guards, leger = names["1st Foot Guards"], names["1er Léger"]
    charge = assert_tool_came_up(window, qtbot, "charge")
    view = charge.charger_page.view
    assert view.hasFocus()
    # CMD-1: the Guards carry Attack now (CMD-4), so they may charge; Enter: their targets.
    arrow_to(qtbot, view, ROLE_UNIT, guards)
    assert charge.plan.charger(guards).refusal is None
    press(qtbot, K.Key_Return)
    assert charge.tabs.currentIndex() == PAGE_TARGETS
    table = charge.targets_page.table
    assert table.hasFocus()
    # The nearest enemy is first: the Léger, 24.5 inches as measured; the players measured
    # 9 on the table (CHG-5: typed wins). Space ticks it; F2 in "Typed", 9, Enter.
    arrow_to(qtbot, table, ROLE_UNIT, leger)
    press(qtbot, K.Key_Space)
    for _ in range(COL_TYPED):
        if table.currentIndex().column() < COL_TYPED:
            press(qtbot, K.Key_Right)
    assert table.currentIndex().column() == COL_TYPED
    press(qtbot, K.Key_F2)
    editor = focused()
    assert editor.objectName() == "chargeTypedEditor"
    qtbot.keyClicks(editor, "9")
    press(qtbot, K.Key_Return)
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)
    (target,) = charge.plan.draft.targets
    assert (target.unit_id, target.distance, target.source) == (leger, 9, "typed")
    # CHG-3: Movement 6, distance 9 -> the highest d6 must be 3+: 1 - (2/6)^2 = 8/9.
    assert (target.needed, target.chance) == (3, Fraction(8, 9))
    press(qtbot, K.Key_Return, CTRL)  # Declare
    assert [d.charger for d in charge.session.declared] == [guards]
    assert queries.events(g, kind="charge") == ()  # declaring rolls nothing
    # Alt+3: the Roll page; the card shows the chance; Ctrl+T, the two faces, Enter.
    press(qtbot, K.Key_3, ALT)
    assert charge.tabs.currentIndex() == PAGE_ROLL
    card = charge.roll_page.cards.card(guards)
    tab_to(qtbot, card.roll)
    chance = shown_at_roll(card)
    assert chance == Fraction(8, 9) and card.needs.text() == "needs 3+"
    press(qtbot, K.Key_T, CTRL)
    assert card.faces.hasFocus()
    qtbot.keyClicks(card.faces, "3 1")  # highest 3: range 6 + 3 = 9, just enough
    press(qtbot, K.Key_Return)
    event = only(window, "charge")
    assert (event.dice, event.dice_source, event.chance) == ([3, 1], "physical", as_text(chance))
    assert event.outcome["range"] == 9 and event.outcome["reached"] == [leger]
    assert event.outcome["failed"] == [] and event.outcome["success"] is True
    assert event.inputs["distance_source"][str(leger)] == "typed"
    assert {"CHG-2", "CHG-3", "CHG-4", "CHG-5"} <= set(event.rule_ids)
    done = charge.roll_page.cards.card(guards)
    assert done.row().state is CardState.DONE and done.chance.chance() == chance  # it stays
    assert window.document.selected_units == (guards,)  # the charger, selected everywhere
    assert_log_shows_the_store(window)


def play_melee_phase(window, qtbot, names) -> None:
    """MEL-2 contact chosen on the Set-up tab, MEL-3 charging from the charge, MEL-10 round
    card by Enter, MEL-11 break test by F2 and Ctrl+Enter."""
    g = window.document.game
    guards, leger = names["1st Foot Guards"], names["1er Léger"]
    melee = assert_tool_came_up(window, qtbot, "melee")
    # Ctrl+Shift+M: a melee from the battlefield's selection (the Guards). They touch no
    # enemy on the battlefield model (the players moved them on the table), so the
    # melee asks for the other side (MEL-2).
    press(qtbot, K.Key_M, CTRL | SHIFT)
    assert [f.unit_id for f in melee.setup.fighters] == [guards]
    assert melee.plan is None and "MEL-2" in melee.summary.text()
    # The Set-up tab: its tab bar, Right. The Léger by typing its name in "Add unit"; the
    # contact between them (the only ones of each side) with "Add contact".
    setup = melee.setup_page
    tab_to(qtbot, melee.tabs.tabBar())
    press(qtbot, K.Key_Right)
    assert melee.tabs.currentIndex() == TAB_SETUP
    tab_to(qtbot, setup.add_unit_combo)
    qtbot.keyClicks(setup.add_unit_combo, "1er")
    assert setup.add_unit_combo.currentData() == leger
    tab_to(qtbot, setup.add_unit_button)
    press(qtbot, K.Key_Space)
    assert [(f.unit_id, f.side) for f in melee.setup.fighters] == [(guards, "a"), (leger, "b")]
    assert (setup.contact_a.currentData(), setup.contact_b.currentData()) == (guards, leger)
    tab_to(qtbot, setup.add_contact_button)
    press(qtbot, K.Key_Space)
    (contact,) = melee.setup.contacts
    assert (contact.a, contact.b, contact.measured) == (guards, leger, False)
    # MEL-3: the charge that reached the Léger this turn makes the Guards charge.
    assert [(f.unit_id, f.charging) for f in melee.session.round.setup.fighters] == [
        (guards, True),
        (leger, False),
    ]
    charging = melee.session.round.fighter(guards)
    assert charging.source == "charge" and charging.charge_event == only(window, "charge").id
    guards_row = setup.fighter_model.index(0, FighterModel.COL_CHARGING)  # as the table shows
    assert guards_row.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    # Ctrl+Shift+Tab: back to the Round tab; its card, Enter (Adjutant's dice).
    press(qtbot, K.Key_Backtab, CTRL | SHIFT)
    assert melee.tabs.currentIndex() == TAB_ROUND
    card = melee.round_page.round_card()
    tab_to(qtbot, card.roll)
    chance = shown_at_roll(card)
    odds = melee.session.round.odds
    assert chance == odds.p_win and 0 < chance < 1  # MEL-10: side A wins the round
    assert odds.p_win + odds.p_draw + odds.p_lose == 1
    press(qtbot, K.Key_Return)
    event = only(window, "melee_round")
    recorded = {f["unit_id"]: f["charging"] for f in event.inputs["setup"]["fighters"]}
    assert recorded == {guards: True, leger: False} and "MEL-3" in event.rule_ids
    # MEL-3 in the attack: the Guards hit on 4+ with +1 for charging -> 3+.
    assert [(a[0], a[1], a[3]) for a in event.inputs["attacks_a"]] == [(guards, leger, 3)]
    assert event.chance == as_text(chance) and event.dice_source == "virtual"
    done = melee.round_page.cards.card(("done", event.id))
    assert done.chance.chance() == chance and done.result.text()
    # MEL-11: the loser tests first: its break test has the focus; F2, its result, Ctrl+Enter.
    winner = event.outcome["winner"]
    assert winner in ("a", "b"), "a drawn round needs no break test: the seed changed?"
    loser = leger if winner == "a" else guards
    table = melee.round_page.break_tests
    qtbot.waitUntil(table.hasFocus)
    assert melee.round_page.pending_break_tests() == [loser]
    press(qtbot, K.Key_F2)
    choices = focused()
    assert choices.objectName() == "meleeCellChoice"
    assert choices.itemData(choices.currentIndex()) is None  # not entered yet
    qtbot.keyClicks(choices, "f")  # "failed — broken": the choice is made, the cell closes
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)
    assert table.hasFocus()
    press(qtbot, K.Key_Return, CTRL)  # Record break test
    test = only(window, "break_test")
    assert test.outcome["results"] == {str(loser): False} and test.outcome["broken"] == [loser]
    assert queries.unit(g, loser).status == "broken"
    assert_log_shows_the_store(window)


def redo_key(window) -> tuple[Qt.Key, Qt.KeyboardModifier]:
    """Edit > Redo's key on this platform (QKeySequence.Redo: Ctrl+Shift+Z with GNOME and
    macOS, Ctrl+Y elsewhere)."""
    combination = window.redo_action.shortcut()[0]
    return combination.key(), combination.keyboardModifiers()


# ------------------------------------------------------------------------ the turn
def test_a_whole_turn_by_keyboard_cmd4_cmd8_chg5_mel3_mel10_mel11_through_the_cards(
    window, sample, qtbot, monkeypatch
):
    open_by_keyboard(window, qtbot, monkeypatch, sample)
    names = regiments(window)
    play_command_phase(window, qtbot, names)
    next_phase(window, qtbot, "charge")
    play_charge_phase(window, qtbot, names)
    next_phase(window, qtbot, "movement")
    # Movement has no tool in this ruleset: the battlefield takes the keyboard.
    qtbot.waitUntil(lambda: window.phase_flow.raised == "battlefield")
    qtbot.waitUntil(lambda: focused() is window.centralWidget().view)
    next_phase(window, qtbot, "melee")
    play_melee_phase(window, qtbot, names)
    next_phase(window, qtbot, "end")
    final = [(e.id, e.kind) for e in queries.events(window.document.game)]
    assert [k for _i, k in final] == [
        "reckless_roll",
        "token_change",
        "control_test",
        "control_test",
        "charge",
        "melee_round",
        "break_test",
    ]
    assert_log_shows_the_store(window)
    log = window.tool_widget("log").model
    stack = window.document.undo_stack
    # Ctrl+Z: the last action, Next phase, is taken back (nothing logged goes)...
    press(qtbot, K.Key_Z, CTRL)
    assert phase(window) == "melee" and len(queries.events(window.document.game)) == 7
    # ... and again: the break test; the log loses its row, the Léger is fresh again.
    press(qtbot, K.Key_Z, CTRL)
    assert kinds(window) == [k for _i, k in final[:-1]] and log.rowCount() == 6
    assert queries.unit(window.document.game, names["1er Léger"]).status == "fresh"
    assert_log_shows_the_store(window)
    # Redo twice puts both back.
    key, modifiers = redo_key(window)
    press(qtbot, key, modifiers)
    press(qtbot, key, modifiers)
    assert [(e.id, e.kind) for e in queries.events(window.document.game)] == final
    assert phase(window) == "end" and log.rowCount() == 7 and not stack.canRedo()
    assert_log_shows_the_store(window)

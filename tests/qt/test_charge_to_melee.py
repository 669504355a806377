"""From charge to melee in one step (issue 22, item 6), in the real main window.

A charge that reached its target offers "Fight this melee" on its card (and Ctrl+Shift+M
in the charge tool): the melee tool comes up with the melee set up by the store — the
charger charging (MEL-3), the contact from the battlefield (MEL-6) — and its round's card
shows the charger charging and the chance, in hand, with no other input. Nothing is
written until the players roll.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from shell_fixtures import (  # noqa: F401 (fixtures)
    recorded_messages,
    sandbox_with_data,
    shell_window,
)
from test_working_card import in_viewport, settle

from adjutant.qtmodels.melee_models import FighterModel
from adjutant.qtmodels.roll_cards import CardState
from adjutant.rules.shapes import Quarter
from adjutant.store.read import queries
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.melee import recorder as ms
from adjutant.windows.charge.window import PAGE_ROLL
from adjutant.windows.melee.window import TAB_ROUND

pytestmark = pytest.mark.qt_log_ignore(
    "propagateSizeHints", "does not support raise", "does not support grabbing"
)


@pytest.fixture
def charge_phase(tmp_path):
    """The sample battle in its charge phase: the Guards carry Attack (CMD-4 at the
    start of the turn) and stand 6.5 from the 1er Léger, not touching it."""
    path = tmp_path / "Sample battle.adjutant"
    game = create_sample(path, seed=3)
    names = {u.name: u.id for s in queries.order_of_battle(game).sides for u in s.all_units()}
    guards, leger = names["1st Foot Guards"], names["1er Léger"]
    sv.set_token(game, guards, "attack")
    sv.advance_phase(game)
    sv.move_unit(game, guards, 28, 26)
    game.close()
    return path, guards, leger


def reached(window, qtbot, path, guards, leger):
    """The game opened, the window active; the Guards' charge rolled with the faces 3 and
    2: range 9 reaches the Léger."""
    assert window.open_game(path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    charge = window.tool_widget("charge")
    charge.choose_charger(guards)
    charge.set_target(leger, True)
    assert charge.declare()
    charge.tabs.setCurrentIndex(PAGE_ROLL)
    assert charge.roll(guards, (3, 2)) is not None
    (event,) = [e.event for e in queries.events(window.document.game, kind="charge")]
    assert event.reached == (leger,)
    QApplication.processEvents()
    return charge, event


def assert_round_in_hand(window, qtbot, guards, leger, event) -> None:
    qtbot.waitUntil(lambda: window.phase_flow.raised == "melee")
    melee = window.tool_widget("melee")
    assert window.tool_dock("melee").isVisible() and melee.isVisible()
    assert melee.tabs.currentIndex() == TAB_ROUND
    entry = melee.session.round
    assert [(f.unit_id, f.side) for f in melee.setup.fighters] == [(guards, "a"), (leger, "b")]
    (contact,) = melee.setup.contacts
    assert (contact.a, contact.b, contact.side_of_a, contact.measured) == (
        guards,
        leger,
        Quarter.FRONT,
        True,
    )
    # MEL-3: the Guards charge, because their charge reached the Léger this turn.
    state = entry.fighter(guards)
    assert (state.charging, state.source, state.charge_event) == (True, ms.CHARGE, event.id)
    charging = melee.setup_page.fighter_model.index(0, FighterModel.COL_CHARGING)
    assert charging.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    # The round's card: the chance, the Roll button in hand and in view.
    card = melee.round_page.round_card()
    assert card.row().state is CardState.PENDING
    assert card.chance.chance() == entry.plan.odds.p_win and 0 < card.chance.chance() < 1
    assert "Charging (MEL-3): 1st Foot Guards" in card.test.text()
    assert "MEL-3" in {m.rule for m in entry.plan.attacks[0].to_hit_breakdown}
    qtbot.waitUntil(card.roll.hasFocus)
    settle(qtbot)
    assert in_viewport(card.roll) and in_viewport(card.chance)


def test_fight_this_melee_on_the_reached_charges_card_mel3_mel6(window, charge_phase, qtbot):
    path, guards, leger = charge_phase
    charge, event = reached(window, qtbot, path, guards, leger)
    events, steps = len(queries.events(window.document.game)), window.document.undo_stack.count()
    done = charge.roll_page.cards.card(guards)
    fight = done.editor().fight
    assert fight.isVisible() and fight.text() == "Fight this melee"
    qtbot.mouseClick(fight, Qt.MouseButton.LeftButton)
    assert_round_in_hand(window, qtbot, guards, leger, event)
    # A set-up, not a record: the round the players roll is the one undoable action.
    assert len(queries.events(window.document.game)) == events
    assert window.document.undo_stack.count() == steps


def test_fight_this_melee_by_its_key_in_the_charge_tool(window, charge_phase, qtbot):
    path, guards, leger = charge_phase
    charge, event = reached(window, qtbot, path, guards, leger)
    charge.roll_page.cards.setFocus()
    qtbot.keyClick(
        QApplication.focusWidget(),
        Qt.Key.Key_M,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert_round_in_hand(window, qtbot, guards, leger, event)


def test_a_charge_that_fell_short_offers_no_melee_chg3(window, charge_phase, qtbot):
    path, guards, leger = charge_phase
    assert window.open_game(path)
    charge = window.tool_widget("charge")
    charge.choose_charger(guards)
    charge.set_target(leger, True)
    charge.set_typed(leger, 20.0)  # CHG-5: as the players measured it
    assert charge.declare()
    charge.tabs.setCurrentIndex(PAGE_ROLL)
    assert charge.roll(guards, (6, 6)) is not None  # range 12 < 20: short
    QApplication.processEvents()
    assert not charge.roll_page.cards.card(guards).editor().fight.isVisible()
    raised = window.phase_flow.raised
    assert charge.fight_melee() is False
    assert charge.message.text() == "No charge has reached its target this turn."
    assert window.phase_flow.raised == raised

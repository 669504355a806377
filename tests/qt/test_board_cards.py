"""The board-game tools' cards and sessions (issues 14, 15): odds combat and hex skirmish.

- No card of either tool is wider than the narrowest dock (420 px) with the sample
  battle, in English, Russian and Spanish, and none needs a horizontal scroll there.
- A single roll card keeps its Roll button in view: the list is as tall as its card.
- The sessions (no widget at all): what the players chose, the plan they give, and what
  undo must bring back.
- The hex tool's models pass ``qtmodeltester``; a gladiator's turn with the keyboard.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from adjutant.i18n import Translations
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.roll_cards import CardState
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.hex.planner import EntryState
from adjutant.windows.hex import TAB_ATTACK, TAB_FIGURES, TAB_MOVE, HexBoardWindow
from adjutant.windows.hex.session import HexSession
from adjutant.windows.odds import OddsWindow
from adjutant.windows.odds.session import OddsSession
from adjutant.windows.widgets.roll_card import CARD_MIN_WIDTH
from tool_plans import gladiator_attack, roll_movement

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def to_phase(game, phase):
    while q.game_info(game).phase != phase:
        sv.advance_phase(game)


@pytest.fixture
def sample(tmp_path):
    game = create_sample(tmp_path / "sample.adjutant", seed=15)
    to_phase(game, "movement")
    yield game
    if not game.closed:
        game.close()


def names(game):
    return {u.name: u.id for s in q.order_of_battle(game).sides for u in s.all_units()}


def figures(game):
    return {f.name.split()[0]: f.id for b in q.hex_boards(game) for f in b.figures}


def show(qtbot, window_class, game, width=CARD_MIN_WIDTH, height=700):
    document = GameDocument()
    document.attach(game)
    window = window_class(document)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return window, document


def every_card(window):
    if isinstance(window, OddsWindow):
        return [(window.combat.cards, c) for c in window.combat.cards.cards()]
    return [
        (page.cards, c)
        for page in (window.move_page, window.attack_page)
        for c in page.cards.cards()
    ]


def assert_fit(window, qtbot):
    qtbot.wait(60)  # the layouts settle (wrapped texts, the list fitting its card)
    cards = every_card(window)
    assert cards
    for holder, card in cards:
        assert card.minimumSizeHint().width() <= CARD_MIN_WIDTH, card.title.full_text()
        assert card.width() <= holder.scroll.viewport().width()
        assert not holder.scroll.horizontalScrollBar().isVisible()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_no_card_is_wider_than_420_px_in_any_language(qtbot, sample, language):
    units = names(sample)
    arena = figures(sample)
    roll_movement(sample, arena["Marcus"], [6], dice_mode="physical")
    to_phase(sample, "melee")
    translations = Translations(QApplication.instance())
    translations.switch(language)
    try:
        odds, doc_odds = show(qtbot, OddsWindow, sample)
        c = odds.combat
        c.set_roles(
            {
                units["1st Foot Guards"]: "attacks",
                units["Bull's Troop RHA"]: "bombards",
                units["1er Léger"]: "defends",
            }
        )
        qtbot.keyClicks(c.shift_reason, "Defender in the farm of Hougoumont")
        c.add_shift()
        assert c.card().row().state is CardState.PENDING
        odds.tabs.setCurrentWidget(odds.combat)
        assert_fit(odds, qtbot)
        c.card().why.setChecked(True)  # the breakdown open: still 420
        assert_fit(odds, qtbot)
        doc_odds.detach()

        game = create_sample(sample.path.with_name("again.adjutant"), seed=15)
        to_phase(game, "movement")
        hexes, doc_hex = show(qtbot, HexBoardWindow, game)
        marcus = figures(game)["Marcus"]
        hexes.select_figure(marcus)
        hexes.tabs.setCurrentIndex(TAB_MOVE)
        assert_fit(hexes, qtbot)
        hexes.move_page.card().why.setChecked(True)
        assert_fit(hexes, qtbot)
        doc_hex.detach()
    finally:
        translations.switch("en")


def test_a_single_card_keeps_its_roll_button_in_view(qtbot, sample):
    """The odds card and the movement card: their lists grow to their card, never scroll."""
    odds, document = show(qtbot, OddsWindow, sample, width=460, height=560)
    session = odds.session
    session.attack_text, session.defence_text = "6", "2"
    odds.replan()
    QApplication.processEvents()
    cards = odds.combat.cards
    assert cards.scroll.verticalScrollBar().maximum() == 0
    card = odds.combat.card()
    assert card.roll.isVisibleTo(odds)
    top_left = card.roll.mapTo(odds, card.roll.rect().topLeft())
    assert top_left.y() >= 0 and top_left.y() + card.roll.height() <= odds.height()
    document.detach()


# ---------------------------------------------------------------- sessions, no widget


def test_the_odds_session_keeps_choices_and_brings_back_an_undone_combat(sample):
    to_phase(sample, "melee")
    crt = q.crts(sample)[0]
    units = names(sample)
    session = OddsSession()
    session.reload(sample)
    assert session.crt_id == crt.id and session.combat.refusal.key == "no_attack"
    session.attack_text, session.defence_text = "6", "x"
    session.replan(sample)
    assert session.typed_error is not None and session.typed_error.text == "x"
    session.defence_text = ""
    session.set_role(units["1er Léger"], "defends")
    session.add_shift(1, "Leader")
    plan = session.replan(sample)
    assert plan.combat.rollable and plan.combat.shifts[0].reason == "Leader"
    assert session.units_with_typed_strengths() == (True, False)
    from adjutant.store.tools.odds.planner import resolve_odds

    change = resolve_odds(sample, plan.combat, [4], dice_mode="physical")
    session.rolled(change.result.event_id, plan.inputs)
    session.replan(sample)
    assert session.result().id == change.result.event_id
    session.new_combat()
    session.attack_text = "1"
    session.replan(sample)
    assert session.result() is None
    sample.undo(change.action_id)
    session.replan(sample)  # undone: the combat is declared again, as it was rolled
    assert session.attack_text == "6" and session.roles == {units["1er Léger"]: "defends"}
    assert [s.reason for s in session.shifts] == ["Leader"] and session.result() is None
    sample.redo(change.action_id)
    session.replan(sample)
    assert session.result().id == change.result.event_id  # its result shown again


def test_the_hex_session_follows_undo_of_a_roll_and_a_move(sample):
    arena = figures(sample)
    marcus = arena["Marcus"]
    session = HexSession()
    session.select(marcus)
    plan = session.replan(sample)
    assert plan.movement.state is EntryState.PENDING and session.path == []
    change = roll_movement(sample, marcus, [6], dice_mode="physical")
    session.replan(sample)
    assert session.path == [(1, 2)] and session.allowance == 4
    assert session.step(sample, (3, 3)) is not None  # not next: refused, path kept
    assert session.step(sample, (2, 2)) is None and session.path == [(1, 2), (2, 2)]
    assert session.step(sample, (1, 2)) is None and session.path == [(1, 2)]  # back
    session.step(sample, (2, 2))
    assert session.set_facing(1)
    assert session.replan(sample).move.facing == 1
    from adjutant.store.tools.hex.planner import resolve_hex

    moved = resolve_hex(sample, session.plan.move)
    session.replan(sample)
    assert session.path == [] and session.allowance is None  # moved: the roll is used
    sample.undo(moved.action_id)
    session.replan(sample)
    assert session.path == [(1, 2)] and session.allowance == 4  # the roll to use again
    sample.undo(change.action_id)
    session.replan(sample)
    assert session.path == [] and session.plan.movement.state is EntryState.PENDING


# ---------------------------------------------------------------- hex models, keyboard


def test_the_hex_models_pass_qtmodeltester(qtmodeltester, qtbot, sample):
    arena = figures(sample)
    to_phase(sample, "melee")
    sv.update_hex_figure(sample, arena["Marcus"], q=5, r=0)
    gladiator_attack(sample, arena["Marcus"], arena["Carpophorus"], [1], [6], dice_mode="physical")
    window, document = show(qtbot, HexBoardWindow, sample, width=900)
    figures_model = window.figures_page.figures
    qtmodeltester.check(figures_model)
    row = figures_model.row_of(arena["Marcus"])
    assert figures_model.index(row, 0).data() == "Marcus the Retiarius"
    assert figures_model.index(row, 2).data() == "light, 2"
    assert figures_model.index(row, 4).data() == "east"
    offers = window.turn_page.offers
    qtmodeltester.check(offers)
    if offers.rowCount():
        offers.set_checked(offers.rows()[0].figure_id)
        assert offers.checked() == (offers.rows()[0],)
    document.detach()


def test_a_gladiators_turn_with_the_keyboard_through_the_cards(qtbot, sample):
    """Figures page: arrows and Enter pick Marcus; R rolls his movement (the game's dice);
    the melee phase leads to his attack card: Enter rolls it."""
    arena = figures(sample)
    window, document = show(qtbot, HexBoardWindow, sample, width=1200, height=820)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.tabs.setCurrentIndex(TAB_FIGURES)
    view = window.figures_page.view
    view.setFocus()
    view.setCurrentIndex(window.figures_page.figures.index(0, 0))
    row = window.figures_page.figures.row_of(arena["Marcus"])
    for _ in range(row):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.selected == arena["Marcus"]
    window.tabs.setCurrentIndex(TAB_MOVE)
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, Qt.Key.Key_R)
    assert window.allowance is not None
    (roll,) = q.events(sample, kind="figure_movement_roll")
    assert roll.dice_source == "virtual"
    qtbot.keyClick(window.canvas, Qt.Key.Key_3)  # face north-west
    assert window.facing == 2
    sv.update_hex_figure(sample, arena["Marcus"], q=5, r=0)  # beside Carpophorus
    to_phase(sample, "melee")
    document.notify(None)
    assert window.tabs.currentIndex() == TAB_ATTACK
    window.set_target(arena["Carpophorus"])
    card = window.attack_page.card(arena["Marcus"], arena["Carpophorus"])
    assert card.roll.hasFocus()
    qtbot.keyClick(card.roll, Qt.Key.Key_Return)
    (attack,) = q.events(sample, kind="gladiator_attack")
    assert attack.chance == f"{card.chance.chance().numerator}/{card.chance.chance().denominator}"
    document.detach()

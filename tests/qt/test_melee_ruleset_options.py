"""Switching a game's ruleset options changes what the tool windows show (issue 2 [choice]s).

Through the real widgets on a real temporary game: the melee window's odds follow
MEL-10's ``tie_is_draw`` (ties to the defender: P(draw) 0, the defender's chance up by
the old P(draw), on the round's card and in its distribution), its "Defender" combo, and
the round's result text; the hex board's
attack chance follows GLAD-5's ``glad_sum_support_dice``. The ruleset is changed with
``services.set_ruleset`` through ``run_service`` (undoable), as the ruleset editor does.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_melee_helpers import make_game, north, south, type_dice

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import format_percent
from adjutant.rules import hexes
from adjutant.rules.ruleset import Ruleset, load_preset
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as sv
from adjutant.undo.service import run_service
from adjutant.windows.hex import TAB_ATTACK, HexBoardWindow
from adjutant.windows.melee import MeleeWindow
from adjutant.windows.melee.chart import DRAW_COLOUR, LOSE_COLOUR, WIN_COLOUR

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def document(qtbot):
    doc = GameDocument()
    yield doc
    doc.detach()


def change_options(document, **options) -> None:
    current = Ruleset.from_dict(queries.game_info(document.game).ruleset)
    run_service(document, "Change ruleset", sv.set_ruleset, current.with_options(**options))


def test_melee_window_shows_ties_going_to_the_defender_mel10(qtbot, document, game_path):
    game, ids = make_game(
        game_path, [("blue", 0, north(0, 0), {}), ("red", 1, south(0, 2), {})], seed=9
    )
    document.attach(game)
    widget = MeleeWindow(document)
    qtbot.addWidget(widget)
    widget.resize(460, 760)
    widget.show()
    document.select_units([ids["blue"]])
    qtbot.mouseClick(widget.selection_button, Qt.MouseButton.LeftButton)

    def shown():
        """(A wins, draw, B wins) as the round's card and its distribution show them."""
        card = widget.round_page.round_card()
        odds = widget.round_page.editor().entry.odds
        assert card.chance.chance() == odds.p_win
        assert format_percent(odds.p_draw) in card.needs.text()
        return odds.p_win, odds.p_draw, odds.p_lose

    win, draw, lose = shown()
    assert draw > 0 and win + draw + lose == 1
    assert not widget.setup_page.defender_combo.isEnabled()  # a tie is a draw: nobody defends

    change_options(document, tie_is_draw=False)
    # Nobody charged: side B defends (by convention) and takes the ties.
    assert shown() == (win, 0, lose + draw)
    card = widget.round_page.round_card()
    assert "side B, the defender" in card.note.text()
    assert "defender" in widget.summary.text()
    assert "defender" in widget.round_page.editor().odds_text.text()
    combo = widget.setup_page.defender_combo
    assert combo.isEnabled() and combo.currentData() == "b"
    assert widget.round_page.editor().chart.colour_of(0) == LOSE_COLOUR  # margin 0 is B's now

    # The players say side A defends: the ties are A's now.
    combo.setCurrentIndex(combo.findData("a"))
    combo.activated.emit(combo.currentIndex())
    assert widget.setup.defender == "a"
    assert shown() == (win + draw, 0, lose)
    assert widget.round_page.editor().chart.colour_of(0) == WIN_COLOUR

    # A tied round is won by the defender; the next round keeps the same defender.
    type_dice(qtbot, widget, ["2", "2"], hits=True)
    resolution = widget.last_resolution
    assert resolution.outcome["winner"] == "a"
    done = widget.round_page.cards.card(("done", resolution.event_id))
    assert "tie" in done.result.text()
    assert widget.setup.defender == "a"

    # Back to draws (a new ruleset change): the odds follow at once.
    change_options(document, tie_is_draw=True)
    assert shown()[1] > 0
    assert widget.round_page.round_card().note.text() == ""
    assert widget.round_page.editor().chart.colour_of(0) == DRAW_COLOUR


def test_hexboard_attack_chance_follows_glad5_sum_option(qtbot, document, game_path):
    game = Game.create(
        game_path, name="Arena", ruleset=load_preset("combined"), dice_mode="physical"
    )
    board = sv.add_hex_board(game, "Arena", 9, 9).result
    sides = [s.id for s in queries.order_of_battle(game).sides]
    ids = {
        name: sv.add_hex_figure(game, board, sides[side], name, q, r, facing=0).result
        for name, side, (q, r) in (
            ("Target", 1, (4, 3)),
            ("Attacker", 0, (3, 3)),  # in the target's rear: bonus 0
            ("Friend", 0, (4, 4)),  # next to the target: +1 red die
        )
    }
    document.attach(game)
    window = HexBoardWindow(document)
    qtbot.addWidget(window)
    window.resize(1300, 820)
    window.show()
    window.tabs.setCurrentIndex(TAB_ATTACK)
    window.select_figure(ids["Attacker"])
    window.set_target(ids["Target"])
    card = window.attack_page.card(ids["Attacker"], ids["Target"])
    assert card.chance.chance() == hexes.attack_chance(0, 2, 1, sum_dice=True)
    assert "summed" in card.test.text()
    change_options(document, glad_sum_support_dice=False)
    window.set_target(ids["Target"])
    card = window.attack_page.card(ids["Attacker"], ids["Target"])
    assert card.chance.chance() == hexes.attack_chance(0, 2, 1, sum_dice=False)
    assert card.chance.chance() != hexes.attack_chance(0, 2, 1, sum_dice=True)
    assert "highest die" in card.test.text()

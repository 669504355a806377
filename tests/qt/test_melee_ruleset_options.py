"""Switching a game's ruleset options changes what the tool windows show (issue 2 [choice]s).

Through the real widgets on a real temporary game: the melee window's odds follow
MEL-10's ``tie_is_draw`` (ties to the defender: P(draw) 0, the defender's chance up by
the old P(draw)), its "Defender" combo, and the round's result text; the hex board's
attack chance follows GLAD-5's ``glad_sum_support_dice``. The ruleset is changed with
``services.set_ruleset`` through ``run_service`` (undoable), as the ruleset editor does.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_melee_helpers import make_game, north, south

from adjutant.qtmodels.document import GameDocument
from adjutant.rules import hexes
from adjutant.rules.ruleset import Ruleset, load_preset
from adjutant.store import Game, queries
from adjutant.store import services as sv
from adjutant.undo.service import run_service
from adjutant.windows.hex import TAB_ATTACK, HexBoardWindow
from adjutant.windows.melee import HITS, MeleeWindow
from adjutant.windows.melee_chart import DRAW_COLOUR, LOSE_COLOUR, WIN_COLOUR

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
    widget.resize(640, 900)
    widget.show()
    document.select_units([ids["blue"]])
    qtbot.mouseClick(widget.selection_button, Qt.MouseButton.LeftButton)
    win, draw, lose = (
        widget.win_label.chance(),
        widget.draw_label.chance(),
        widget.lose_label.chance(),
    )
    assert draw > 0 and win + draw + lose == 1
    assert not widget.defender_combo.isEnabled()  # a tie is a draw: nobody defends it

    change_options(document, tie_is_draw=False)
    # Nobody charged: side B defends (by convention) and takes the ties.
    assert widget.draw_label.chance() == 0
    assert widget.win_label.chance() == win
    assert widget.lose_label.chance() == lose + draw
    assert "defender B" in widget.draw_caption.text()
    assert "defender" in widget.summary.text()
    assert widget.defender_combo.isEnabled()
    assert widget.defender_combo.currentData() == "b"
    assert widget.chart.colour_of(0) == LOSE_COLOUR  # the margin 0 bar is B's now

    # The players say side A defends: the ties are A's now.
    widget.defender_combo.setCurrentIndex(widget.defender_combo.findData("a"))
    widget.defender_combo.activated.emit(widget.defender_combo.currentIndex())
    assert widget.setup.defender == "a"
    assert widget.win_label.chance() == win + draw
    assert widget.lose_label.chance() == lose
    assert widget.chart.colour_of(0) == WIN_COLOUR

    # A tied round is won by the defender; the next round keeps the same defender.
    widget.set_mode(HITS)
    widget.set_entry(0, "2")
    widget.set_entry(1, "2")
    resolution = widget.resolve()
    assert resolution.outcome["winner"] == "a"
    assert "tie" in widget.result.text()
    assert widget.setup.defender == "a"

    # Back to draws (a new ruleset change): the odds follow at once.
    change_options(document, tie_is_draw=True)
    assert widget.draw_label.chance() > 0
    assert widget.draw_caption.text() == "Draw:"
    assert widget.chart.colour_of(0) == DRAW_COLOUR


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

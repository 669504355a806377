"""The hex skirmish window through its real widgets (issues 11, 14, 15; RULES.md §5, GLAD-0..6).

Each test builds a real temporary game file (``Game.create`` + the store's hex services,
or the sample arena) in the phase it plays in (moves: movement; attacks: melee) and
drives :class:`HexBoardWindow`: typed (physical) dice on the roll cards make the
outcomes known; mouse clicks go through the canvas's viewport.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from PySide6.QtCore import QPointF, Qt

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.roll_cards import CardState
from adjutant.rules import hexes
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.hex.planner import board_contains
from adjutant.undo.service import run_service
from adjutant.windows.hex import TAB_ATTACK, TAB_MOVE, TAB_TURN, HexBoardWindow
from adjutant.windows.hex.canvas import (
    HEX_SIZE,
    HexBoardView,
    hex_center,
    hex_corner,
    nearest_vertex,
    point_to_hex,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

BLUE, RED = 0, 1


# ------------------------------------------------------------------------ fixtures
@pytest.fixture
def document(qtbot):
    doc = GameDocument()
    yield doc
    doc.detach()


def to_phase(game, phase):
    while queries.game_info(game).phase != phase:
        sv.advance_phase(game)


def arena(document, game_path, figures, *, cols=9, rows=9, phase="movement"):
    """A game (physical dice) with one board and ``figures``: (name, side, (q, r), facing, df),
    in ``phase``. Returns the figure ids by name."""
    game = Game.create(
        game_path, name="Arena", ruleset=load_preset("combined"), dice_mode="physical"
    )
    board = sv.add_hex_board(game, "Test arena", cols, rows).result
    sides = [s.id for s in queries.order_of_battle(game).sides]
    ids = {}
    for name, side, (q, r), facing, df in figures:
        ids[name] = sv.add_hex_figure(
            game, board, sides[side], name, q, r, facing=facing, defence_factor=df
        ).result
    to_phase(game, phase)
    document.attach(game)
    return ids


def make_window(qtbot, document) -> HexBoardWindow:
    window = HexBoardWindow(document)
    qtbot.addWidget(window)
    window.resize(1300, 820)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts need an active window
    window.canvas.setFocus()  # keys go to the board, as after a click on it
    return window


def figure(document, figure_id):
    return next(
        f for b in queries.hex_boards(document.game) for f in b.figures if f.id == figure_id
    )


def move_card(window):
    return window.move_page.card()


def type_faces(qtbot, card, faces: str) -> None:
    """The faces rolled at the table, typed on the card (its dice switched if need be)."""
    if not card.faces.isVisibleTo(card):
        card.toggle_mode()
    card.faces.clear()
    qtbot.keyClicks(card.faces, faces)
    qtbot.keyClick(card.faces, Qt.Key.Key_Return)


def roll(window, figure_id, face: str, die: int = 6, qtbot=None) -> None:
    window.tabs.setCurrentIndex(TAB_MOVE)
    window.select_figure(figure_id)
    combo = window.move_page.die_combo
    combo.setCurrentIndex(combo.findData(die))
    card = move_card(window)
    assert card.row().state is CardState.PENDING and card.row().dice == (1, die)
    if not card.faces.isVisibleTo(card):
        card.toggle_mode()
    card.faces.setText(face)
    assert card.roll.isVisibleTo(card)
    card.roll.click()


def attack_card(window, attacker, target):
    return window.attack_page.card(attacker, target)


def card_breakdown(card):
    return [(m.rule, m.value) for m in card.row().breakdown]


def click(qtbot, window, point: QPointF) -> None:
    view = window.canvas
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def click_hex(qtbot, window, h) -> None:
    click(qtbot, window, hex_center(h))


# ------------------------------------------------------------------------ geometry
@pytest.mark.parametrize("h", [(0, 0), (3, -1), (4, 3), (-2, 5)])
def test_glad2_vertex_i_is_the_corner_shared_with_neighbours_i_and_i_plus_1(h):
    """Flat-topped layout: vertex i touches the hex and its neighbours in directions i, i+1."""
    n = hexes.neighbours(h)
    for v in range(6):
        corner = hex_corner(h, v)
        touching = [
            k
            for k in range(6)
            if math.isclose(
                math.dist((corner.x(), corner.y()), (hex_center(n[k]).x(), hex_center(n[k]).y())),
                HEX_SIZE,
                abs_tol=1e-6,
            )
        ]
        assert touching == sorted([v, (v + 1) % 6])
        # And the frontal neighbours of the rules are exactly those two (GLAD-2).
        assert set(hexes.frontal_neighbours(h, v)) == {n[k] for k in touching}


def test_pixel_to_hex_and_vertex_picking_round_trip():
    for q in range(-3, 4):
        for r in range(-3, 4):
            c = hex_center((q, r))
            assert point_to_hex(c) == (q, r)
            assert point_to_hex(QPointF(c.x() + 0.7 * HEX_SIZE, c.y())) == (q, r)
            for v in range(6):
                near = hex_corner((q, r), v) * 0.9 + c * 0.1
                assert nearest_vertex((q, r), near) == v
            assert nearest_vertex((q, r), c) is None


def test_the_canvas_keeps_qwidget_size(qtbot):
    # Issue 23 (found by mypy): the hex size was the view's attribute ``size``, which hid
    # QWidget.size(); anything asking the view for its size got a float.
    view = HexBoardView(size=30.0)
    qtbot.addWidget(view)
    view.resize(320, 240)
    assert view.size() == view.geometry().size()
    assert view.hex_size == 30.0
    view.set_board([(0, 0)])
    assert view.cells[(0, 0)].boundingRect().width() == pytest.approx(2 * 30.0, abs=2)


def test_board_cells_are_the_stores_board(qtbot, document, game_path):
    arena(document, game_path, [("Solo", BLUE, (0, 0), 0, 3)], cols=7, rows=5)
    window = make_window(qtbot, document)
    board = window.board
    assert len(window.canvas.cells) == 7 * 5
    assert all(board_contains(board, q, r) for q, r in window.canvas.cells)
    assert "Test arena" in window.board_combo.currentText()


# ------------------------------------------------------------------------ GLAD-0/1
@pytest.mark.parametrize(
    ("df", "face", "die", "kind", "d3", "allowance", "type_term"),
    [
        (2, "3", 6, "light", 2, 3, 1),
        (3, "3", 6, "medium", 2, 2, 0),
        (5, "3", 6, "heavy", 2, 1, -1),
        (6, "1", 6, "heavy", 1, 1, 0),  # D3 − 1 but never below 1
        (1, "3", 3, "light", 3, 4, 1),  # a real d3
    ],
)
def test_glad1_allowance_by_type_with_breakdown_and_reach(
    qtbot, document, game_path, df, face, die, kind, d3, allowance, type_term
):
    ids = arena(document, game_path, [("Gladiator", BLUE, (4, 2), 0, df)])
    window = make_window(qtbot, document)
    roll(window, ids["Gladiator"], face, die)
    card = move_card(window)
    assert card.row().state is CardState.DONE
    assert card.result.text().startswith(f"D3 = {d3}: may move {allowance}")
    assert kind.capitalize() in card.test.text()
    assert card_breakdown(card) == [("GLAD-0", d3), ("GLAD-1", type_term)]
    assert window.allowance == allowance
    # Every hex within the allowance on an empty board is highlighted with its steps.
    lit = {h: c.steps for h, c in window.canvas.cells.items() if c.steps}
    expected = {
        h: hexes.distance((4, 2), h)
        for h in window.canvas.cells
        if 0 < hexes.distance((4, 2), h) <= allowance
    }
    assert lit == expected
    (event,) = queries.events(document.game, kind="figure_movement_roll")
    assert event.outcome["allowance"] == allowance and event.dice_source == "physical"
    assert not card.roll.isVisibleTo(card) and window.roll_movement() is False  # one a turn


def test_glad0_typed_face_outside_the_die_is_refused_and_nothing_logged(qtbot, document, game_path):
    ids = arena(document, game_path, [("Gladiator", BLUE, (4, 2), 0, 3)])
    window = make_window(qtbot, document)
    window.select_figure(ids["Gladiator"])
    card = move_card(window)
    type_faces(qtbot, card, "7")
    assert "7 is not a d6 face" in card.note.text()
    assert window.roll_movement() is False
    window.move_page.die_combo.setCurrentIndex(window.move_page.die_combo.findData(3))
    card = move_card(window)
    assert card.row().dice == (1, 3)
    type_faces(qtbot, card, "4")
    assert "4 is not a d3 face" in card.note.text()
    assert queries.events(document.game, kind="figure_movement_roll") == ()
    assert window.allowance is None


def sample_in(tmp_path, phase, seed):
    game = create_sample(tmp_path / "sample.adjutant", seed=seed)
    to_phase(game, phase)
    return game


def test_glad1_virtual_roll_uses_the_games_dice(qtbot, document, tmp_path):
    document.attach(sample_in(tmp_path, "movement", 11))
    window = make_window(qtbot, document)
    marcus = window.figure_by_name("Marcus")
    window.select_figure(marcus.id)
    card = move_card(window)
    assert not card.faces.isVisibleTo(card)  # the game's dice: virtual
    card.roll.click()
    (event,) = queries.events(document.game, kind="figure_movement_roll")
    assert event.dice_source == "virtual"
    assert window.allowance == hexes.movement_allowance(2, hexes.d3(event.dice[0]))


# ------------------------------------------------------------------------ GLAD-3
ZOC_FIGURES = [("Mover", BLUE, (2, 3), 0, 2), ("Enemy", RED, (4, 3), 3, 4)]


def test_glad3_path_through_two_enemy_adjacent_hexes_is_refused_with_the_reason(
    qtbot, document, game_path
):
    ids = arena(document, game_path, ZOC_FIGURES)
    window = make_window(qtbot, document)
    roll(window, ids["Mover"], "5")  # light: D3 3 + 1 = 4
    assert window.canvas.cells[(3, 3)].zoc and window.canvas.cells[(3, 4)].zoc
    click_hex(qtbot, window, (3, 3))  # next to the enemy: the one allowed
    assert window.path == [(2, 3), (3, 3)]
    assert "zone of control" in window.move_page.move_message.text()
    click_hex(qtbot, window, (3, 4))  # a second hex next to the enemy
    assert window.path == [(2, 3), (3, 3)]
    refusal = window.move_page.move_message.text()
    assert refusal.startswith("Refused:") and "second hex next to an enemy" in refusal
    assert "GLAD-3" in refusal
    # Into the enemy's own hex: refused too (clicking it selects nothing else in Move).
    assert window.step_to((4, 3)) is False
    assert "holds an enemy figure" in window.move_page.move_message.text()
    # Confirming the legal part still works; the store agrees with the window.
    assert window.step_refusal((3, 4)) is not None


def test_glad3_path_through_one_enemy_adjacent_hex_is_allowed_and_saved(qtbot, document, game_path):
    ids = arena(document, game_path, ZOC_FIGURES)
    window = make_window(qtbot, document)
    roll(window, ids["Mover"], "6")
    depth = document.undo_stack.count()
    for h in [(2, 4), (3, 4), (3, 5), (4, 5)]:
        click_hex(qtbot, window, h)
    assert window.path == [(2, 3), (2, 4), (3, 4), (3, 5), (4, 5)]
    assert "4 of 4" in window.move_page.path_label.text()
    # The allowance is spent: a fifth step is refused (GLAD-1).
    assert window.step_to((5, 4)) is False
    assert "allowance is 4" in window.move_page.move_message.text()
    qtbot.keyClick(window, Qt.Key.Key_3)  # face vertex 2
    assert window.facing == 2
    window.move_page.confirm_move_button.click()
    moved = figure(document, ids["Mover"])
    assert (moved.q, moved.r, moved.facing) == (4, 5, 2)
    assert document.undo_stack.count() == depth + 1  # one command: path and facing
    (event,) = queries.events(document.game, kind="figure_move")
    assert event.inputs["path"] == [[2, 3], [2, 4], [3, 4], [3, 5], [4, 5]]
    assert window.allowance is None and window.path == []  # the roll is used


def test_glad1_facing_by_corner_click_keys_and_rotation(qtbot, document, game_path):
    ids = arena(document, game_path, [("Mover", BLUE, (4, 3), 0, 3)])
    window = make_window(qtbot, document)
    roll(window, ids["Mover"], "3")
    click_hex(qtbot, window, (4, 2))
    corner = hex_corner((4, 2), 4) * 0.95 + hex_center((4, 2)) * 0.05
    click(qtbot, window, corner)
    assert window.facing == 4 and window.path == [(4, 3), (4, 2)]
    qtbot.keyClick(window, Qt.Key.Key_BracketLeft)
    assert window.facing == 5
    qtbot.keyClick(window, Qt.Key.Key_BracketRight)
    qtbot.keyClick(window, Qt.Key.Key_BracketRight)
    assert window.facing == 3
    assert window.canvas.ghost is not None and window.canvas.ghost.facing == 3
    assert [h.chosen for h in window.canvas.handles] == [v == 3 for v in range(6)]
    qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    moved = figure(document, ids["Mover"])
    assert (moved.q, moved.r, moved.facing) == (4, 2, 3)


def test_undo_of_a_move_restores_the_figure_and_the_plan(qtbot, document, game_path):
    ids = arena(document, game_path, ZOC_FIGURES)
    window = make_window(qtbot, document)
    roll(window, ids["Mover"], "2")  # light: D3 1 + 1 = 2
    window.step_to((2, 4))
    window.step_to((2, 5))
    window.set_facing(5)
    assert window.confirm_move()
    assert (figure(document, ids["Mover"]).q, figure(document, ids["Mover"]).r) == (2, 5)
    document.undo_stack.undo()
    back = figure(document, ids["Mover"])
    assert (back.q, back.r, back.facing) == (2, 3, 0)
    assert window.allowance == 2 and window.path == [(2, 3)]  # the roll can be used again
    assert queries.events(document.game, kind="figure_move") == ()
    document.undo_stack.redo()
    assert (figure(document, ids["Mover"]).q, figure(document, ids["Mover"]).r) == (2, 5)
    assert window.allowance is None


# ------------------------------------------------------------------------ GLAD-2/4
@pytest.mark.parametrize(
    ("attacker_hex", "arc", "bonus", "chance", "faces", "success"),
    [
        ((5, 3), "front", 5, Fraction(0), ("6", "1"), False),  # 6 v 1 + 5
        ((4, 2), "side", 2, Fraction(1, 6), ("4", "1"), True),  # 4 v 1 + 2
        ((3, 4), "rear", 0, Fraction(5, 12), ("3", "3"), False),  # a tie fails [choice]
    ],
)
def test_glad4_front_side_rear_against_defence_factor_5(
    qtbot, document, game_path, attacker_hex, arc, bonus, chance, faces, success
):
    ids = arena(
        document,
        game_path,
        [("Target", RED, (4, 3), 0, 5), ("Attacker", BLUE, attacker_hex, 0, 3)],
        phase="melee",
    )
    window = make_window(qtbot, document)
    assert window.tabs.currentIndex() == TAB_ATTACK  # the melee phase leads to the attacks
    click_hex(qtbot, window, attacker_hex)  # select the attacker
    click_hex(qtbot, window, (4, 3))  # the adjacent enemy becomes the target
    assert window.selected == ids["Attacker"] and window.target == ids["Target"]
    card = attack_card(window, ids["Attacker"], ids["Target"])
    assert card.has_focus_inside()  # the target's card takes the keyboard
    assert f"Arc: {arc} — Target faces east; defence bonus {bonus} (GLAD-2, GLAD-4)" in (
        card.test.text()
    )
    assert card_breakdown(card) == [("GLAD-4", 5), ("GLAD-2", bonus - 5)]
    assert card.chance.chance() == chance
    assert card.needs.text() == f"1 d6 against 1 d6 + {bonus}"
    assert "the attack must beat the defence" in card.test.text()  # GLAD-4 [choice]
    assert card.row().dice == (2, 6)  # one red face then one black
    type_faces(qtbot, card, f"{faces[0]} {faces[1]}")
    (event,) = queries.events(document.game, kind="gladiator_attack")
    assert event.outcome["arc"] == arc and event.outcome["bonus"] == bonus
    assert event.outcome["success"] is success
    assert event.chance == f"{chance.numerator}/{chance.denominator}"
    card = attack_card(window, ids["Attacker"], ids["Target"])
    result = card.result.text()
    assert (
        f"= {int(faces[0])} against black {faces[1]} + {bonus} = {int(faces[1]) + bonus}" in result
    )
    assert ("out of action" in result) is success
    assert card.chance.chance() == chance  # the chance stays on the card once rolled
    assert figure(document, ids["Target"]).out_of_action is success


SUPPORT_FIGURES = [
    ("Target", RED, (4, 3), 0, 5),
    ("Attacker", BLUE, (3, 3), 0, 3),  # in the target's rear (direction 3): bonus 0
    ("Friend", BLUE, (4, 4), 0, 3),  # next to the target: +1 red die
    ("Tired friend", BLUE, (5, 2), 0, 3),  # next to the target, extra action spent
    ("Guard", RED, (2, 3), 0, 3),  # next to the attacker: +1 black die
    ("Bystander", RED, (7, 6), 0, 3),
]


def test_glad5_support_dice_on_both_sides_and_supporters_spend_their_action(
    qtbot, document, game_path
):
    ids = arena(document, game_path, SUPPORT_FIGURES, phase="melee")
    sv.update_hex_figure(document.game, ids["Tired friend"], extra_action_spent=True)
    document.notify(None)
    window = make_window(qtbot, document)
    window.tabs.setCurrentIndex(TAB_ATTACK)
    window.select_figure(ids["Attacker"])
    window.set_target(ids["Target"])
    card = attack_card(window, ids["Attacker"], ids["Target"])
    assert "Supporters spend their extra action (GLAD-5): Friend (red), Guard (black)" in (
        card.note.text()
    )
    shown = [label for label, rule, _v in card.breakdown.texts() if rule == "GLAD-5"]
    assert shown == [
        "Friend: +1 red d6 (spends its extra action)",
        "Guard: +1 black d6 (spends its extra action)",
    ]
    assert card.needs.text() == "2 d6 against 2 d6 + 0"
    assert "Each side's dice are summed" in card.test.text()  # GLAD-5 [choice]
    assert card.row().dice == (4, 6)  # two red, two black
    assert card.chance.chance() == Fraction(575, 1296)  # P(2d6 > 2d6)
    type_faces(qtbot, card, "3 4 7 1")  # not a d6 face
    assert "7 is not a d6 face" in card.note.text()
    type_faces(qtbot, card, "3 4 2")  # three faces for four dice
    assert queries.events(document.game, kind="gladiator_attack") == ()
    type_faces(qtbot, card, "3 4 2 2")
    card = attack_card(window, ids["Attacker"], ids["Target"])
    assert "Red 3 + 4 = 7 against black 2 + 2 + 0 = 4: hit" in card.result.text()
    spent = {f.name: f.extra_action_spent for f in window.figures.values()}
    assert spent == {
        "Target": False,
        "Attacker": False,
        "Friend": True,
        "Tired friend": True,
        "Guard": True,
        "Bystander": False,
    }
    assert window.canvas.figures[ids["Friend"]].figure.extra_action_spent


def test_undo_of_a_combat_restores_target_and_supporters(qtbot, document, game_path):
    ids = arena(document, game_path, SUPPORT_FIGURES, phase="melee")
    window = make_window(qtbot, document)
    window.tabs.setCurrentIndex(TAB_ATTACK)
    window.select_figure(ids["Attacker"])
    window.set_target(ids["Target"])
    card = attack_card(window, ids["Attacker"], ids["Target"])
    type_faces(qtbot, card, "6 6 6 1 1")  # the tired friend is fresh here: 3 red dice
    assert figure(document, ids["Target"]).out_of_action
    document.undo_stack.undo()
    assert not figure(document, ids["Target"]).out_of_action
    assert not any(f.extra_action_spent for f in window.figures.values())
    assert queries.events(document.game, kind="gladiator_attack") == ()
    window.set_target(ids["Target"])
    card = attack_card(window, ids["Attacker"], ids["Target"])
    assert card.row().state is CardState.PENDING
    assert card.chance.chance() == hexes.attack_chance(0, 3, 2)
    document.undo_stack.redo()
    assert figure(document, ids["Target"]).out_of_action


# ------------------------------------------------------------------------ GLAD-6, new turn
TURN_FIGURES = [
    ("Target", RED, (4, 3), 0, 5),
    ("Attacker", BLUE, (3, 3), 0, 3),  # rear attack
    ("Supporter", BLUE, (4, 4), 0, 3),  # supports, spends its action
    ("Neighbour", RED, (5, 3), 0, 3),  # next to the target and the supporter
]


def failed_attack(qtbot, document, game_path):
    ids = arena(document, game_path, TURN_FIGURES, phase="melee")
    window = make_window(qtbot, document)
    window.tabs.setCurrentIndex(TAB_ATTACK)
    window.select_figure(ids["Attacker"])
    window.set_target(ids["Target"])
    type_faces(qtbot, attack_card(window, ids["Attacker"], ids["Target"]), "1 1 6")
    assert "parried" in attack_card(window, ids["Attacker"], ids["Target"]).result.text()
    return ids, window


def offer_rows(window) -> int:
    return window.turn_page.offers.rowCount()


def test_glad6_turn_offers_after_a_combat_spend_the_extra_action_and_undo(
    qtbot, document, game_path
):
    ids, window = failed_attack(qtbot, document, game_path)
    assert window.tabs.currentIndex() == TAB_TURN  # offered at once
    offers = {fid: (threat, v) for fid, threat, v in window.turn_offers}
    # The target turns to face its attacker (direction 3: vertex 2 is nearer to 0 than 3).
    assert offers[ids["Target"]] == (ids["Attacker"], 2)
    # The neighbour faces the supporter next to it (direction 4: vertex 4).
    assert offers[ids["Neighbour"]] == (ids["Supporter"], 4)
    page = window.turn_page
    assert offer_rows(window) == 2 and not page.apply_turns_button.isEnabled()
    assert page.offers.index(0, 2).data() == "east → north-west"  # named by compass points
    window.set_turn_checked(ids["Target"])
    assert window.checked_turns() == {ids["Target"]: 2}
    page.apply_turns_button.click()
    target = figure(document, ids["Target"])
    assert (target.facing, target.extra_action_spent) == (2, True)
    neighbour = figure(document, ids["Neighbour"])
    assert (neighbour.facing, neighbour.extra_action_spent) == (0, False)
    assert offer_rows(window) == 0  # offered once per attack
    (event,) = queries.events(document.game, kind="figure_turn")
    assert event.rule_ids == ["GLAD-6"]
    document.undo_stack.undo()
    target = figure(document, ids["Target"])
    assert (target.facing, target.extra_action_spent) == (0, False)
    assert offer_rows(window) == 2


def test_new_turn_gives_the_extra_actions_back(qtbot, document, game_path):
    ids, window = failed_attack(qtbot, document, game_path)
    assert window.figures[ids["Supporter"]].extra_action_spent
    run_service(document, "Next turn", sv.next_turn)
    assert not any(f.extra_action_spent for f in window.figures.values())
    assert offer_rows(window) == 0  # the attack was last turn
    document.undo_stack.undo()
    assert window.figures[ids["Supporter"]].extra_action_spent


# ------------------------------------------------------------------------ the sample and the shell
def test_sample_arena_mid_fight(qtbot, document, tmp_path):
    document.attach(sample_in(tmp_path, "movement", 7))
    window = make_window(qtbot, document)
    assert window.board.name == "The Little Arena" and len(window.canvas.figures) == 6
    verus = window.figure_by_name("Verus")
    roll(window, verus.id, "6")  # heavy: D3 3 − 1 = 2
    assert window.allowance == 2
    assert "heavy" in window.figure_label.full_text()
    # Zoom in and out stays within limits; fit shows the whole board.
    before = window.canvas.zoom
    window.zoom_in_button.click()
    assert window.canvas.zoom > before
    window.fit_button.click()
    assert window.canvas.mapFromScene(hex_center((0, 0))).x() >= 0


def test_game_without_board_offers_the_sample_arena(qtbot, document, game_path):
    document.attach(Game.create(game_path, name="Empty", ruleset=load_preset("combined")))
    window = make_window(qtbot, document)
    assert window.board is None and window.add_arena_button.isVisible()
    window.add_arena_button.click()
    assert window.board is not None and len(window.figures) == 6
    document.undo_stack.undo()
    assert window.board is None and queries.hex_boards(document.game) == ()


def test_registered_as_a_tool_dock(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ADJUTANT_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("ADJUTANT_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    from adjutant.windows.main_window import MainWindow

    main = MainWindow()
    qtbot.addWidget(main)
    main.build_tool_windows()
    widget = main.tool_widget("hex")
    assert isinstance(widget, HexBoardWindow)
    assert main.tool_dock("hex").windowTitle() == "Hex skirmish"
    main.document.detach()


def test_texts_follow_the_language_at_run_time(qtbot, document, game_path):
    from PySide6.QtWidgets import QApplication

    from adjutant.i18n import Translations

    ids = arena(document, game_path, ZOC_FIGURES)
    window = make_window(qtbot, document)
    roll(window, ids["Mover"], "5")
    translations = Translations(QApplication.instance())
    try:
        translations.switch("ru")
        assert window.tabs.tabText(TAB_MOVE) == "&Движение"
        assert move_card(window).result.text().startswith("D3 = 3: может пройти 4")
        assert "лёгкий" in window.figure_label.full_text()
        assert move_card(window).chip.text() == "готово"
        translations.switch("es")
        assert window.windowTitle() == "Escaramuza en hexágonos"
        # The facing by its compass point, as in the log and the summary (issue 15).
        assert window.move_page.facing_combo.itemText(0) == "este"
    finally:
        translations.switch("en")
    assert window.tabs.tabText(TAB_ATTACK) == "&Attack"


def test_zoom_by_wheel_and_keys_and_fit(qtbot, document, game_path):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    arena(document, game_path, [("Solo", BLUE, (4, 2), 0, 3)])
    window = make_window(qtbot, document)
    view = window.canvas
    fitted = view.zoom
    centre = QPointF(view.viewport().width() / 2, view.viewport().height() / 2)
    wheel = QWheelEvent(
        centre,
        view.viewport().mapToGlobal(centre),
        QPoint(0, 0),
        QPoint(0, 240),  # two notches forward
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.zoom == pytest.approx(fitted * 1.25**2)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == pytest.approx(fitted * 1.25)
    for _ in range(40):  # never beyond the limits
        view.zoom_in()
    assert view.zoom == 6.0
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == pytest.approx(fitted)


def test_hex_services_refuse_bad_turns_and_dice_and_change_nothing(document, game_path):
    from adjutant.rules.errors import RuleInputError
    from adjutant.store import InvalidField
    from adjutant.store.tools.hex import figures as hex_services

    ids = arena(document, game_path, ZOC_FIGURES)
    game = document.game
    sv.update_hex_figure(game, ids["Enemy"], extra_action_spent=True)
    before = queries.hex_boards(game)
    with pytest.raises(InvalidField, match="spent its extra action"):
        hex_services.turn_figures(game, {ids["Mover"]: 3, ids["Enemy"]: 1})
    with pytest.raises(InvalidField, match="facing"):
        hex_services.turn_figures(game, {ids["Mover"]: 6})
    from adjutant.store.tools.hex.planner import HexInputs, plan_hex, resolve_hex

    odd = plan_hex(game, HexInputs(figure_id=ids["Mover"], die_sides=4)).movement
    with pytest.raises(InvalidField, match="GLAD-0"):
        resolve_hex(game, odd, [2], dice_mode="physical")
    d3 = plan_hex(game, HexInputs(figure_id=ids["Mover"], die_sides=3)).movement
    with pytest.raises(RuleInputError, match=r"d3 face must be 1\.\.3"):
        resolve_hex(game, d3, [4], dice_mode="physical")
    assert queries.hex_boards(game) == before
    assert queries.events(game) == ()

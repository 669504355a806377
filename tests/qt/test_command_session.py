"""The command window's session without any widget (issue 14: "tests of the sessions").

``windows.command.session.CommandSession`` holds what the players said this turn and
the store's plan of it: declarations kept across a roll and its undo, typed distances
(a bad one kept as typed but not planned), the CMD-8 answers, the placement picks, and
a new turn forgetting them.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.command.planner import EntryState, Reason, Token
from adjutant.store.tools.command.recorder import resolve_command
from adjutant.windows.command.session import CommandSession, DistanceError, parse_distance
from command_battle import build_scenario


@pytest.fixture
def battle(game_path):
    game, ids = build_scenario(game_path)
    session = CommandSession()
    session.refresh(game)
    yield game, ids, session
    game.close()


def test_parse_distance_accepts_a_decimal_comma_and_refuses_the_rest():
    assert parse_distance("11.3") == 11.3
    assert parse_distance("11,3", QLocale(QLocale.Language.Russian)) == 11.3
    assert parse_distance(" 3,5 ") == 3.5  # a comma even in English
    assert parse_distance("") is None and parse_distance("  ") is None
    for bad in ("-1", "abc", "nan", "inf", "1e999"):
        with pytest.raises(DistanceError):
            parse_distance(bad)


def test_declarations_and_typed_distances_make_the_plan(battle):
    game, ids, session = battle
    session.declare(ids["fusiliers"], "move")
    plan = session.refresh(game)
    assert plan.declaration(ids["fusiliers"]).reason is Reason.NO_DISTANCE
    session.type_distance(ids["fusiliers"], "8.9")
    entry = session.refresh(game).declaration(ids["fusiliers"])
    assert (entry.state, entry.needed, entry.distance_source) == ("pending", 8, "typed")
    with pytest.raises(DistanceError):
        session.type_distance(ids["fusiliers"], "far")
    # Refused: the last good distance stays, and the card's chance with it (issue 22).
    assert session.distance_texts[ids["fusiliers"]] == "8.9"
    assert session.refresh(game).declaration(ids["fusiliers"]).needed == 8
    session.type_distance(ids["fusiliers"], "")
    assert ids["fusiliers"] not in session.distance_texts
    session.declare(ids["fusiliers"], None)
    assert session.refresh(game).declaration(ids["fusiliers"]) is None


def test_a_declaration_outlives_its_roll_so_undo_brings_its_card_back(battle):
    game, ids, session = battle
    session.declare(ids["rifles"], "attack")
    session.type_distance(ids["rifles"], "3")
    entry = session.refresh(game).declaration(ids["rifles"])
    change = resolve_command(game, entry, (4,))
    assert session.refresh(game).declaration(ids["rifles"]).state is EntryState.DONE
    game.undo(change.action_id)
    again = session.refresh(game).declaration(ids["rifles"])
    assert again == entry  # the same wish, the same typed distance, the same chance


def test_cmd8_answers_the_table_and_the_players(battle):
    game, ids, session = battle
    session.answer_enemy(ids["hussars"], False)  # the players overrule the table
    assert session.enemy_answers == {ids["hussars"]: False}
    assert session.refresh(game).reckless_entry(ids["hussars"]).state is EntryState.NO_ROLL
    session.answer_enemy(ids["hussars"], True)  # what the table says: no overrule
    assert session.enemy_answers == {}
    entry = session.refresh(game).reckless_entry(ids["hussars"])
    assert (entry.state, entry.source) == (EntryState.PENDING, "measured")


def test_cmd8_off_the_table_the_unticked_box_is_the_players_answer(battle):
    game, _ids, session = battle
    blue = q.order_of_battle(game).sides[0].formations[0].id
    scouts = sv.add_unit(game, blue, name="Scouts", token="move", reckless=True).result
    entry = session.refresh(game).reckless_entry(scouts)
    assert session.enemy_answers[scouts] is False
    assert (entry.state, entry.reason, entry.source) == ("no_roll", Reason.NO_ENEMY, "typed")


def test_a_new_turn_forgets_last_turns_inputs(battle):
    game, ids, session = battle
    session.declare(ids["rifles"], "attack")
    session.type_distance(ids["fusiliers"], "8.9")
    session.answer_enemy(ids["hussars"], False)
    session.pick(ids["militia"], "attack")
    session.refresh(game)
    sv.next_turn(game)
    plan = session.refresh(game)
    assert plan.turn == 2 and plan.declarations == ()
    assert session.declared == {} and session.distance_texts == {} and session.enemy_answers == {}
    assert session.picks == {ids["militia"]: "attack"}  # placement picks are not a turn's


def test_placement_changes_are_the_picks_that_differ(battle):
    game, ids, session = battle
    session.pick(ids["militia"], "attack")
    session.pick(ids["rifles"], "move")  # as placed: no change
    session.refresh(game)
    assert session.placement_side == ids["blue"]
    assert session.placement_changes() == {ids["militia"]: "attack"}
    session.placement_side = ids["red"]
    assert session.placement_changes() == {}
    session.forget_picks([ids["militia"]])
    session.placement_side = ids["blue"]
    assert session.placement_changes() == {}


def test_out_of_phase_confirmation_is_an_input_of_the_plan(battle):
    game, ids, session = battle
    sv.advance_phase(game)
    session.declare(ids["rifles"], "attack")
    plan = session.refresh(game)
    assert not plan.in_phase and not plan.declaration(ids["rifles"]).inputs.out_of_phase
    confirmed = session.replanned(game, out_of_phase=True).declaration(ids["rifles"])
    assert confirmed.inputs.out_of_phase and confirmed.wanted is Token.ATTACK

"""The phase of each test and the out-of-phase refusal (issue 15, store.format.phases)."""

from __future__ import annotations

import pytest

from adjutant.store.format.fileformat import PHASES
from adjutant.store.format.phases import (
    PHASE_OF,
    TOOL_PHASE,
    OutOfPhase,
    check_phase,
    phase_refusal,
)


def test_every_phase_named_is_a_phase_of_the_turn():
    assert {p for p in PHASE_OF.values() if p} <= set(PHASES)
    assert set(TOOL_PHASE.values()) <= set(PHASES)


def test_a_charge_in_the_command_phase_is_refused_with_the_reason():
    with pytest.raises(OutOfPhase, match="charge phase; it is the command phase") as err:
        check_phase("charge", "command")
    assert err.value.field == "phase" and err.value.wanted == "charge"
    assert "charge phase" in phase_refusal("charge", "command")


def test_confirmed_out_of_phase_goes_ahead_and_says_so():
    assert check_phase("charge", "command", out_of_phase=True) is True
    assert check_phase("charge", "charge") is False
    assert check_phase("charge", "charge", out_of_phase=True) is False


def test_placement_and_unknown_kinds_have_no_phase():
    assert check_phase("token_placement", "melee") is False
    assert phase_refusal("something_new", "melee") is None


# ---------------------------------------------------------------- the phases a game has
# Issue 15, "led by the phase": Next phase steps through the phases the ruleset's tools
# play in (plus movement and end), so a player never lands in a phase where Adjutant has
# nothing to offer.


def _turn(game):
    from adjutant.store.read import queries

    info = queries.game_info(game)
    return info.turn, info.active_side_id, info.phase


def test_the_combined_rules_keep_every_phase():
    from adjutant.rules.ruleset import load_preset
    from adjutant.store.format.phases import game_phases

    assert game_phases(load_preset("combined").to_dict()) == PHASES


@pytest.mark.parametrize(
    "preset, phases",
    [
        ("gladiatoro", ("movement", "melee", "end")),  # GLAD: moves, attacks
        ("age_of_battles_command", ("command", "movement", "end")),  # CMD only
        ("fantasy_charge", ("charge", "movement", "end")),  # CHG only
        ("across_five_aprils", ("movement", "melee", "end")),  # ODD: combat in melee
        ("pike_and_shot_melee", ("movement", "melee", "end")),  # MEL
    ],
)
def test_each_preset_has_the_phases_of_its_tools(preset, phases):
    from adjutant.rules.ruleset import load_preset
    from adjutant.store.format.phases import game_phases

    assert game_phases(load_preset(preset).to_dict()) == phases


def test_a_stored_ruleset_that_does_not_read_keeps_every_phase():
    from adjutant.store.format.phases import game_phases, phases_for

    assert game_phases({"tools": ["no such tool"]}) == PHASES
    assert game_phases(None) == PHASES
    assert phases_for(["tokens", "mystery"]) == PHASES


def test_the_gladiator_arena_glad1_starts_in_movement_and_skips_command_and_charge(tmp_path):
    from adjutant.rules.ruleset import load_preset
    from adjutant.store import Game
    from adjutant.store.read import queries
    from adjutant.store.services import edits as sv

    game = Game.create(tmp_path / "arena.adjutant", name="Arena", ruleset=load_preset("gladiatoro"))
    try:
        first, second = (s.id for s in queries.order_of_battle(game).sides)
        assert _turn(game) == (1, first, "movement")
        seen = []
        for _ in range(6):
            sv.advance_phase(game)
            seen.append(_turn(game))
        assert seen == [
            (1, first, "melee"),
            (1, first, "end"),
            (1, second, "movement"),  # the other side's first phase, not "command"
            (1, second, "melee"),
            (1, second, "end"),
            (2, first, "movement"),
        ]
        sv.next_turn(game)
        assert _turn(game) == (3, first, "movement")
        # Undo takes the skipped step back exactly.
        change = sv.advance_phase(game)
        game.undo(change.action_id)
        assert _turn(game) == (3, first, "movement")
    finally:
        game.close()


def test_a_game_in_a_phase_its_new_ruleset_skips_goes_to_the_next_it_has(tmp_path):
    """The ruleset changed mid-turn (the players chose the arena rules in the charge
    phase): Next phase goes on to the next phase the new rules have."""
    from adjutant.rules.ruleset import load_preset
    from adjutant.store import Game
    from adjutant.store.services import edits as sv

    game = Game.create(tmp_path / "g.adjutant", name="G", ruleset=load_preset("combined"))
    try:
        sv.advance_phase(game)
        assert _turn(game)[2] == "charge"
        sv.set_ruleset(game, load_preset("gladiatoro"))
        sv.advance_phase(game)
        assert _turn(game)[2] == "movement"
    finally:
        game.close()


def test_next_phase_helper_counts_an_unknown_stored_phase_as_the_end():
    from adjutant.store.format.phases import next_phase

    assert next_phase("command", PHASES) == "charge"
    assert next_phase("end", PHASES) is None
    assert next_phase("charge", ("movement", "melee", "end")) == "movement"
    assert next_phase("no such phase", PHASES) is None


def test_no_turn_past_max_turn_is_written(tmp_path):
    """The services stop where the load check does (issue 16): a turn past MAX_TURN would
    make the file damaged, so ending turn MAX_TURN is refused and changes nothing."""
    import sqlite3

    from adjutant.store.errors import InvalidField
    from adjutant.store.file.check import check_file
    from adjutant.store.file.game import Game
    from adjutant.store.format.validate import MAX_TURN
    from adjutant.store.read import queries as q
    from adjutant.store.services import edits as sv
    from adjutant.store.services.sample import create_sample

    path = tmp_path / "long.adjutant"
    create_sample(path, seed=1).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE game SET turn = ?", (MAX_TURN - 1,))
    conn.commit()
    conn.close()
    game = Game.open(path)
    try:
        sv.next_turn(game)
        assert q.game_info(game).turn == MAX_TURN
        with pytest.raises(InvalidField, match="cannot go past turn 10,000"):
            sv.next_turn(game)
        for _ in range(40):  # every phase of both sides, then the end of the turn
            try:
                sv.advance_phase(game)
            except InvalidField as exc:
                assert "cannot go past turn" in str(exc)
                break
        else:
            pytest.fail("advance_phase went past the last turn")
        assert q.game_info(game).turn == MAX_TURN
    finally:
        game.close()
    assert check_file(path).status == "sound"
    conn = sqlite3.connect(path)
    conn.execute("UPDATE game SET turn = ?", (MAX_TURN + 1,))
    conn.commit()
    conn.close()
    report = check_file(path)
    assert report.status == "damaged" and any("turn" in p for p in report.problems)

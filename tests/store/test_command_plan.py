"""The command planner and its recorder, without any window (issue 14; RULES.md CMD-1..8).

``store.tools.command.planner.plan_command`` shows every number; ``store.tools.command.recorder.resolve_command``
records exactly one entry of it, re-planned inside its action. Each kind of entry
(reckless roll, automatic change, control test measured or typed) is recorded as
previewed, the seed examples included; every refusal comes with the rule's reason and
changes nothing; rule state spanning a turn is enforced here.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from store_helpers import snapshot

from adjutant.rules.dice import Roller
from adjutant.rules.geometry import Footprint
from adjutant.rules.ruleset import load_preset
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as ev
from adjutant.store.file.batch import call, run_batch
from adjutant.store.format.phases import OutOfPhase
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.base.resolve import StalePlan
from adjutant.store.tools.command import recorder as rs
from adjutant.store.tools.command.planner import (
    ChangeMode,
    CommandInputs,
    CommandRefused,
    EntryState,
    Reason,
    Step,
    Token,
    plan_command,
)
from adjutant.store.tools.command.recorder import resolve_command
from command_battle import build_scenario


@pytest.fixture
def battle(game_path):
    game, ids = build_scenario(game_path)
    yield game, ids
    game.close()


def plan(game, **inputs):
    return plan_command(game, CommandInputs(**inputs))


def terms(entry):
    return [(m.key, m.rule, m.value) for m in entry.breakdown]


def refused(game, entry, dice=None) -> CommandRefused:
    before = snapshot(game)
    with pytest.raises(CommandRefused) as caught:
        resolve_command(game, entry, dice)
    assert snapshot(game) == before
    return caught.value


# ---------------------------------------------------------------- what is shown is recorded


def test_cmd6_seed_example_1_measured_preview_is_what_is_recorded(battle):
    game, ids = battle
    entry = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
    # 11.3 edge to edge -> difficulty 12 -> needs 13+, 8 in 20 = 40 %.
    assert entry.state is EntryState.PENDING and entry.mode is ChangeMode.TEST
    assert entry.distance == pytest.approx(11.3) and entry.distance_source == "measured"
    assert (entry.difficulty, entry.needed, entry.chance) == (12, 13, Fraction(2, 5))
    assert terms(entry) == [("distance", "CMD-6", 12)]
    change = resolve_command(game, entry, (13,))
    event = change.result.event
    assert isinstance(event, ev.ControlTest) and event.passed and event.dice == (13,)
    assert (event.difficulty, event.needed, event.chance) == (12, 13, Fraction(2, 5))
    assert (event.distance, event.distance_source) == (entry.distance, "measured")
    assert event.breakdown == (("distance", "CMD-6", 12),)
    assert event.dice_source == "physical" and not event.out_of_phase
    assert q.unit(game, ids["rifles"]).token == "attack"
    # Planned again: done, showing the numbers shown before the roll, with its event.
    done = plan(game).declaration(ids["rifles"])
    assert done.state is EntryState.DONE and done.done == q.event(game, event.id).event
    assert (done.token, done.wanted, done.chance, done.needed) == (
        Token.MOVE,
        Token.ATTACK,
        Fraction(2, 5),
        13,
    )
    assert terms(done) == terms(entry)


def test_cmd6_seed_example_2_typed_distance_wins_with_a_standard_bearer(battle):
    game, ids = battle
    fusiliers = ids["fusiliers"]  # off the table: nothing to measure
    entry = plan(game, declared={fusiliers: "move"}).declaration(fusiliers)
    assert entry.state is EntryState.REFUSED and entry.reason is Reason.NO_DISTANCE
    assert "type the distance measured on the table" in entry.reason_text
    entry = plan(game, declared={fusiliers: "move"}, distances={fusiliers: 8.9}).declaration(
        fusiliers
    )
    # 8.9 -> 9, a standard-bearer -2 -> 7, needs 8+: 13 in 20 = 65 %.
    assert (entry.difficulty, entry.needed, entry.chance) == (7, 8, Fraction(13, 20))
    assert terms(entry) == [("distance", "CMD-6", 9), ("command_group", "CMD-6", -2)]
    event = resolve_command(game, entry, (7,)).result.event
    assert not event.passed and event.token is Token.DEFENCE
    assert (event.distance, event.distance_source, event.members) == (8.9, "typed", 1)
    assert q.unit(game, fusiliers).token == "defence"  # a failed test keeps the token


def test_cmd6_a_typed_distance_wins_over_a_measured_one(battle):
    game, ids = battle
    rifles = ids["rifles"]
    entry = plan(game, declared={rifles: "attack"}, distances={rifles: 3.5}).declaration(rifles)
    assert (entry.distance, entry.distance_source, entry.needed) == (3.5, "typed", 5)
    assert entry.measured == pytest.approx(11.3) and entry.typed == 3.5
    event = resolve_command(game, entry, (5,)).result.event
    assert event.passed and (event.distance, event.distance_source) == (3.5, "typed")


def test_cmd4_automatic_changes_roll_no_die(battle):
    game, ids = battle
    p = plan(game, declared={ids["guards"]: "attack", ids["highlanders"]: "move"})
    guards, highlanders = p.declaration(ids["guards"]), p.declaration(ids["highlanders"])
    assert (guards.state, guards.mode) == (EntryState.AUTOMATIC, ChangeMode.AUTOMATIC_CINC)
    assert highlanders.mode is ChangeMode.AUTOMATIC_COMMAND_GROUP
    assert guards.chance == 1 and guards.needed is None and guards.kind == "token_change"
    with pytest.raises(InvalidField, match="rolls no die"):
        resolve_command(game, guards, (5,))
    position = q.game_info(game).dice_position
    event = resolve_command(game, guards, None).result.event
    assert isinstance(event, ev.TokenChange) and event.dice == () and event.chance == 1
    assert event.mode is ChangeMode.AUTOMATIC_CINC and "CMD-4" in event.rule_ids
    resolve_command(game, highlanders, None)
    assert q.game_info(game).dice_position == position
    assert (q.unit(game, ids["guards"]).token, q.unit(game, ids["highlanders"]).token) == (
        "attack",
        "move",
    )


def test_virtual_dice_roll_the_games_seeded_d20(battle):
    game, ids = battle
    entry = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
    info = q.game_info(game)
    event = resolve_command(game, entry).result.event
    assert event.dice == Roller(info.dice_seed, info.dice_position).roll(20, 1)
    assert event.dice_source == "virtual"
    assert q.game_info(game).dice_position == info.dice_position + 1


def test_cmd8_reckless_rolls_as_shown(battle):
    game, ids = battle
    p = plan(game)
    hussars, dragoons = p.reckless_entry(ids["hussars"]), p.reckless_entry(ids["dragoons"])
    assert [e.unit_id for e in p.reckless] == [ids["dragoons"], ids["hussars"]]
    # The Cuirassiers stand right in front of the Hussars (computed from the table).
    assert (hussars.computed, hussars.source, hussars.state) == (True, "measured", "pending")
    assert (hussars.chance, hussars.becomes) == (Fraction(1, 2), Token.ATTACK)
    assert (dragoons.computed, dragoons.becomes, dragoons.chance) == (False, Token.MOVE, 0.5)
    event = resolve_command(game, hussars, (4,)).result.event
    assert isinstance(event, ev.RecklessRoll) and event.changed and event.token is Token.ATTACK
    assert (event.enemy_in_front, event.enemy_in_front_source) == (True, "measured")
    assert event.chance == Fraction(1, 2) and event.rule_ids == ("CMD-8",)
    event = resolve_command(game, dragoons, (15,)).result.event
    assert not event.changed and event.token is Token.DEFENCE
    assert q.unit(game, ids["dragoons"]).token == "defence"


def test_cmd8_no_roll_needed_for_attack_or_move_without_an_enemy_in_front(battle):
    game, ids = battle
    sv.set_token(game, ids["dragoons"], "attack")
    p = plan(game, enemy_in_front={ids["hussars"]: False})  # the players overrule the table
    dragoons, hussars = p.reckless_entry(ids["dragoons"]), p.reckless_entry(ids["hussars"])
    assert (dragoons.state, dragoons.reason) == (EntryState.NO_ROLL, Reason.ATTACK_STAYS)
    assert dragoons.chance is None and "no reckless roll is needed" in dragoons.reason_text
    assert (hussars.state, hussars.reason, hussars.source) == ("no_roll", Reason.NO_ENEMY, "typed")
    assert hussars.chance is None
    assert refused(game, dragoons).reason is Reason.ATTACK_STAYS
    assert refused(game, hussars, (4,)).reason is Reason.NO_ENEMY


def test_cmd8_the_players_answer_overrules_the_table_and_is_logged_as_typed(battle):
    game, ids = battle
    sv.set_token(game, ids["dragoons"], "move")  # computed: nothing in front
    entry = plan(game).reckless_entry(ids["dragoons"])
    assert (entry.computed, entry.state) == (False, EntryState.NO_ROLL)
    entry = plan(game, enemy_in_front={ids["dragoons"]: True}).reckless_entry(ids["dragoons"])
    assert (entry.enemy_in_front, entry.source, entry.state) == (True, "typed", "pending")
    event = resolve_command(game, entry, (10,)).result.event
    assert event.token is Token.ATTACK and event.enemy_in_front_source == "typed"


def test_cmd8_off_the_table_the_players_must_say(battle):
    game, _ids = battle
    blue = q.order_of_battle(game).sides[0].formations[0].id
    scouts = sv.add_unit(game, blue, name="Scouts", token="move", reckless=True).result
    entry = plan(game).reckless_entry(scouts)
    assert (entry.computed, entry.state, entry.reason) == (None, "refused", Reason.ENEMY_UNKNOWN)
    assert "not on the table" in entry.reason_text
    assert refused(game, entry).reason is Reason.ENEMY_UNKNOWN
    assert plan(game, enemy_in_front={scouts: False}).reckless_entry(scouts).state == "no_roll"
    assert plan(game, enemy_in_front={scouts: True}).reckless_entry(scouts).state == "pending"


# ---------------------------------------------------------------- refusals


def test_cmd7_two_steps_and_no_step_refused_before_any_die(battle):
    game, ids = battle
    p = plan(game, declared={ids["militia"]: "attack", ids["rifles"]: "move"})
    militia, rifles = p.declaration(ids["militia"]), p.declaration(ids["rifles"])
    assert (militia.state, militia.reason) == (EntryState.REFUSED, Reason.TWO_STEPS)
    assert "Defence cannot change to Attack in one go" in militia.reason_text
    assert "CMD-7" in militia.reason_text and militia.chance is None
    assert (rifles.reason, rifles.reason_text) == (Reason.SAME_TOKEN, "The token is already Move.")
    assert refused(game, militia, (20,)).reason is Reason.TWO_STEPS
    assert refused(game, rifles).reason is Reason.SAME_TOKEN


def test_cmd3_one_declared_change_and_one_reckless_roll_per_regiment_and_turn(battle):
    game, ids = battle
    rifles = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
    resolve_command(game, rifles, (2,))  # fails: the token stays Move
    again = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
    assert (again.state, again.reason) == (EntryState.DONE, Reason.ALREADY_DECLARED)
    assert refused(game, rifles, (20,)).reason is Reason.ALREADY_DECLARED
    dragoons = plan(game).reckless_entry(ids["dragoons"])
    resolve_command(game, dragoons, (15,))
    assert refused(game, dragoons, (1,)).reason is Reason.ALREADY_ROLLED
    # The side's next turn: both may go again.
    sv.next_turn(game)
    assert plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"]).state == (
        EntryState.PENDING
    )
    assert plan(game).reckless_entry(ids["dragoons"]).state is EntryState.PENDING


def test_cmd8_choice_reckless_roll_before_the_declared_change(battle):
    game, ids = battle
    p = plan(game, declared={ids["hussars"]: "attack"})
    assert p.steps == (Step.PLACEMENT, Step.RECKLESS, Step.DECLARATIONS)
    declared = p.declaration(ids["hussars"])
    assert (declared.state, declared.reason) == (EntryState.REFUSED, Reason.RECKLESS_FIRST)
    assert refused(game, declared).reason is Reason.RECKLESS_FIRST
    resolve_command(game, p.reckless_entry(ids["hussars"]), (15,))  # stays Move
    declared = plan(game, declared={ids["hussars"]: "attack"}).declaration(ids["hussars"])
    assert declared.state is EntryState.PENDING  # and it may still declare a change
    resolve_command(game, declared, (20,))
    # Another reckless regiment still to roll may not declare yet.
    dragoons = plan(game, declared={ids["dragoons"]: "move"})
    assert dragoons.declaration(ids["dragoons"]).reason is Reason.RECKLESS_FIRST


def test_cmd8_choice_too_late_for_the_reckless_roll_after_the_declared_change(battle):
    game, ids = battle
    p = plan(game, declared={ids["hussars"]: "defence"}, enemy_in_front={ids["hussars"]: False})
    assert p.reckless_entry(ids["hussars"]).state is EntryState.NO_ROLL
    resolve_command(game, p.declaration(ids["hussars"]), (20,))  # Move -> Defence
    late = plan(game).reckless_entry(ids["hussars"])
    assert (late.state, late.reason) == (EntryState.REFUSED, Reason.DECLARED_DONE)


def test_cmd8_choice_reckless_roll_after_the_declared_changes(tmp_path):
    game, ids = build_scenario(tmp_path / "after.adjutant", reckless_before_declarations=False)
    try:
        p = plan(game, declared={ids["dragoons"]: "move"})
        assert p.steps == (Step.PLACEMENT, Step.DECLARATIONS, Step.RECKLESS)
        assert p.start is Step.DECLARATIONS
        assert p.declaration(ids["dragoons"]).state is EntryState.PENDING  # no d20 first
        resolve_command(game, p.reckless_entry(ids["hussars"]), (15,))
        late = plan(game, declared={ids["hussars"]: "attack"}).declaration(ids["hussars"])
        assert (late.state, late.reason) == (EntryState.REFUSED, Reason.RECKLESS_DONE)
    finally:
        game.close()


def test_cmd3_a_side_declares_and_rolls_in_its_own_turn(battle):
    game, ids = battle
    red = plan(game, side_id=ids["red"], declared={ids["cuirassiers"]: "move"})
    entry = red.declaration(ids["cuirassiers"])
    assert (entry.state, entry.reason) == (EntryState.REFUSED, Reason.NOT_ITS_TURN)
    assert refused(game, entry).reason is Reason.NOT_ITS_TURN
    with pytest.raises(CommandRefused, match="its own side's turn"):
        rs.resolve_control_test(game, ids["cuirassiers"], "move", distance=3)


def test_cmd1_a_ruleset_without_tokens_refuses_every_test(battle):
    game, ids = battle
    sv.set_ruleset(game, load_preset("fantasy_charge"))
    p = plan(game, declared={ids["rifles"]: "attack"})
    assert not p.uses_tokens
    assert p.declaration(ids["rifles"]).reason is Reason.NO_TOKENS
    assert {e.reason for e in p.reckless} == {Reason.NO_TOKENS}


def test_cmd2_no_token_placed_yet(battle):
    game, ids = battle
    sv.set_token(game, ids["militia"], None)
    p = plan(game, declared={ids["militia"]: "move"})
    assert p.declaration(ids["militia"]).reason is Reason.NO_TOKEN
    assert p.start is Step.PLACEMENT  # turn 1, a regiment without token: place first
    assert p.regiment(ids["militia"]).choices == ()


def test_the_table_changed_since_the_chance_was_shown(battle):
    game, ids = battle
    entry = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
    sv.set_footprint(game, ids["rifles"], Footprint(0, 20, 90, 4, 1))  # moved away
    error = refused(game, entry, (13,))
    assert isinstance(error, StalePlan) and "look again" in str(error)
    hussars = plan(game).reckless_entry(ids["hussars"])
    sv.set_token(game, ids["hussars"], "defence")
    assert isinstance(refused(game, hussars, (4,)), StalePlan)


def test_out_of_phase_refused_without_confirmation_recorded_with_it(battle):
    game, ids = battle
    sv.advance_phase(game)  # the charge phase
    p = plan(game, declared={ids["rifles"]: "attack"})
    assert not p.in_phase and p.phase == "charge"
    before = snapshot(game)
    with pytest.raises(OutOfPhase, match="command phase"):
        resolve_command(game, p.declaration(ids["rifles"]), (13,))
    assert snapshot(game) == before
    confirmed = plan(game, declared={ids["rifles"]: "attack"}, out_of_phase=True)
    event = resolve_command(game, confirmed.declaration(ids["rifles"]), (13,)).result.event
    assert event.out_of_phase and event.phase == "charge"
    stored = q.event(game, event.id)
    assert stored.inputs["out_of_phase"] is True and stored.event.out_of_phase


def test_a_batch_is_all_or_nothing_and_each_call_sees_those_before_it(battle):
    game, ids = battle
    p = plan(game, declared={ids["rifles"]: "attack", ids["guards"]: "attack"})
    rifles, guards = p.declaration(ids["rifles"]), p.declaration(ids["guards"])
    before = snapshot(game)
    with pytest.raises(CommandRefused) as caught:
        # The same test twice in one batch: the second sees the first (one per turn).
        run_batch(
            game,
            "Control tests",
            [call(resolve_command, guards), call(resolve_command, rifles, (13,))] * 2,
        )
    assert caught.value.reason is Reason.ALREADY_DECLARED
    assert snapshot(game) == before  # the first two were rolled back, dice position too
    change = run_batch(
        game, "Control tests", [call(resolve_command, guards), call(resolve_command, rifles)]
    )
    assert len(change.result) == 2 and len(q.events(game)) == 2


def test_inputs_are_checked_when_made():
    for bad in (
        {"distances": {1: -1.0}},
        {"distances": {1: float("nan")}},
        {"declared": {1: "charge"}},
        {"enemy_in_front": {1: "yes"}},
        {"declared": {True: "move"}},
        {"side_id": 0},
        {"out_of_phase": 1},
        {"declared": [(1, "move")]},
    ):
        with pytest.raises(InvalidField):
            CommandInputs(**bad)
    inputs = CommandInputs(declared={3: "move"}, distances={3: 2})
    assert inputs.declared[3] is Token.MOVE and inputs.distances[3] == 2.0
    with pytest.raises(TypeError):
        inputs.declared[4] = Token.MOVE  # read-only


def test_resolve_command_refuses_what_is_not_a_plan_entry(battle):
    game, _ids = battle
    with pytest.raises(InvalidField, match="entry of a command plan"):
        resolve_command(game, {"unit_id": 1})


def test_the_plan_lists_every_sides_placement_and_the_regiments(battle):
    game, ids = battle
    p = plan(game, declared={ids["guards"]: "attack"})
    assert {r.side_id for r in p.placements} == {ids["blue"], ids["red"]}
    assert p.side_placements(ids["red"])[0].unit == "Cuirassiers"
    guards = p.regiment(ids["guards"])
    assert (guards.token, guards.wanted, guards.usual) == (Token.MOVE, Token.ATTACK, Token.ATTACK)
    assert guards.choices == (Token.DEFENCE, Token.ATTACK) and guards.with_cinc
    assert p.regiment(ids["hussars"]).usual is Token.ATTACK
    assert p.cinc.name == "Wellesley" and p.cinc.unit == "Foot Guards" and p.cinc.on_table


def test_the_older_services_record_what_the_planner_shows(battle):
    game, ids = battle
    shown = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
    event = rs.resolve_control_test(
        game, ids["rifles"], "attack", dice_mode="physical", faces=[12]
    ).result.event
    assert (event.chance, event.needed, event.distance) == (
        shown.chance,
        shown.needed,
        shown.distance,
    )
    with pytest.raises(InvalidField, match="no such unit"):
        rs.change_token(game, 9999, "move")
    with pytest.raises(InvalidField, match="distance"):
        rs.resolve_control_test(game, ids["militia"], "move", distance=-1)
    with pytest.raises(InvalidField, match="wanted"):
        rs.resolve_control_test(game, ids["militia"], "charge", distance=1)
    with pytest.raises(CommandRefused, match="not reckless"):
        rs.resolve_reckless_roll(game, ids["militia"])


def test_a_stored_token_no_service_would_write_plans_as_no_token(battle):
    """Issue 16's habit: a damaged value read back refuses clearly, it does not crash."""
    game, ids = battle
    with game.transaction() as s:
        s.connection().exec_driver_sql(
            "UPDATE units SET token = 'charge' WHERE id = ?", (ids["rifles"],)
        )
    p = plan(game, declared={ids["rifles"]: "attack"})
    assert p.declaration(ids["rifles"]).reason is Reason.NO_TOKEN
    assert p.regiment(ids["rifles"]).token is None


def test_resolve_step_in_a_batch_sees_the_batch_and_refuses_the_stale_entry(battle):
    """Issue 23, the tools' one resolve step: inside a batch, after the batch moved the
    regiment, the entry shown before the batch is the one stale-plan error (nothing of the
    batch written); a plan made inside the batch sees the move and is recorded as planned."""
    game, ids = battle
    shown = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
    moved = Footprint(0, 20, 90, 4, 1)
    before = snapshot(game)
    with pytest.raises(StalePlan):
        run_batch(
            game,
            action_labels.CONTROL_TESTS,
            [call(sv.set_footprint, ids["rifles"], moved), call(resolve_command, shown, (13,))],
        )
    assert snapshot(game) == before
    seen = {}

    def plan_then_roll(game):
        seen["entry"] = plan(game, declared={ids["rifles"]: "attack"}).declaration(ids["rifles"])
        return resolve_command(game, seen["entry"], (13,))

    change = run_batch(
        game,
        action_labels.CONTROL_TESTS,
        [call(sv.set_footprint, ids["rifles"], moved), call(plan_then_roll)],
    )
    assert seen["entry"].distance != shown.distance
    assert change.result[-1].event.distance == seen["entry"].distance

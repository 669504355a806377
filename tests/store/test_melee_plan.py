"""The melee planner and its record (issue 14): ``plan_melee`` -> ``resolve_melee``, no window.

Store level: what the plan shows is what the round records (chance, draw/lose, attacks,
bonuses, casualties), for virtual dice, typed faces and typed hits; RULES.md's and the
seed's worked examples (MEL-2 3/3-3/2-2-2 dice, MEL-3 flank charge on 2+); and the rule
state that spans a turn, each refused with its reason: an ended combat offers no round,
a charge that reached its target this turn arrives as "charging" (MEL-3), no odds before
a contact, a unit fighting elsewhere, the table changed since the chance was shown, out
of the melee phase (refused, or recorded as such once confirmed), the break tests of the
losers (MEL-4, MEL-11).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from adjutant.rules import melee
from adjutant.rules.shapes import Footprint, Quarter
from adjutant.rules.units import Side
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.file.batch import call, run_batch
from adjutant.store.format.phases import OutOfPhase
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.base.resolve import StalePlan
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.melee import recorder as ms
from game_builders import east, game_with_units, north, south, to_phase


def make_game(path, units, *, phase="melee", seed=4, dice_mode="virtual"):
    return game_with_units(
        path, units, name="Melee plan", seed=seed, phase=phase, dice_mode=dice_mode
    )


def setup_for(game, start, **charging):
    units = ms.units_of(game)
    found = ms.engagement_from(start, units)
    fighters = tuple(
        ms.FighterSetup.from_unit(units[i], s, charging.get(units[i].name.lower()))
        for i, s in found
    )
    return ms.MeleeSetup(fighters, ms.measured_contacts(found, units))


def plan(game, setup, combat_id=None, **kw):
    return ms.plan_melee(game, ms.MeleeInputs(setup, combat_id, **kw))


def attack(entry, attacker, target):
    return next(a for a in entry.plan.attacks if (a.attacker, a.target) == (attacker, target))


ONE_ON_ONE = [("blue", 0, north(0, 0), {}), ("red", 1, south(0, 2), {})]
# A Red line facing north; Blue cuirassiers touch its left flank (west), facing east.
FLANK = [("line", 1, north(0, 0), {}), ("cuirassiers", 0, east(-3, 0), {"unit_type": "cavalry"})]


# ------------------------------------------------------------------ preview == record
@pytest.mark.parametrize(
    "dice",
    [ms.MeleeDice.virtual(), ms.MeleeDice.faces([[6, 5, 4, 3, 2, 1]], [[6, 6, 1, 1, 1, 1]])],
    ids=["virtual", "faces"],
)
def test_the_round_recorded_is_the_round_shown_mel10(game_path, dice):
    game, ids = make_game(game_path, [*ONE_ON_ONE, ("rear", 0, north(0, -4), {})])
    entry = plan(game, setup_for(game, [ids["blue"]])).round
    assert entry.state is ms.EntryState.PENDING and entry.number == 1
    change = ms.resolve_melee(game, entry, dice)
    event = change.result.event
    odds = entry.odds
    assert (event.chance, event.p_draw, event.p_lose) == (odds.p_win, odds.p_draw, odds.p_lose)
    assert event.chance == entry.chance == q.events(game)[0].event.chance
    assert [(a.attacker, a.target, a.dice, a.needed) for a in event.attacks_a] == [
        (a.attacker, a.target, a.dice, a.needed) for a in entry.plan.rolled("a")
    ]
    assert (event.static_a, event.static_b) == (entry.plan.side_a.static, 0) == (1, 0)
    assert [(s.candidate, s.quarter) for s in event.supports] == [(ids["rear"], "rear")]
    assert event.setup == entry.setup.to_json()
    assert event.dice_source == "virtual" if dice.mode == ms.VIRTUAL else "physical"
    if dice.mode == ms.FACES:  # 4+ to hit: 3 hits each; Blue's +1 support decides
        assert (event.hits_a, event.hits_b, event.winner) == ((3,), (2,), Side.A)
    # MEL-11: casualties on the units struck, as recorded.
    assert dict(event.casualties) == {ids["red"]: sum(event.hits_a), ids["blue"]: sum(event.hits_b)}
    assert q.unit(game, ids["red"]).casualties == sum(event.hits_a)
    # The plan's expected casualties are the expected hits of the attacks on each unit.
    assert dict(entry.casualties) == {ids["blue"]: Fraction(3), ids["red"]: Fraction(3)}


def test_typed_hits_are_recorded_without_faces_mel11(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    entry = plan(game, setup_for(game, [ids["blue"]])).round
    event = ms.resolve_melee(game, entry, ms.MeleeDice.hits([4], [1])).result.event
    assert (event.score_a, event.score_b, event.winner, event.dice) == (4, 1, Side.A, ())
    assert event.hits_typed and q.unit(game, ids["red"]).casualties == 4


# ------------------------------------------------------------------ seed examples
def test_seed_flank_charge_hits_on_2_and_the_flanked_unit_rolls_3_mel2_mel3(game_path):
    game, ids = make_game(game_path, FLANK)
    entry = plan(game, setup_for(game, [ids["cuirassiers"]], cuirassiers=True)).round
    charge = attack(entry, ids["cuirassiers"], ids["line"])
    assert charge.needed == 2  # +1 flank, +1 charging (the seed's note)
    assert {m.key for m in charge.to_hit_breakdown} == {"base", "charging", "flank_or_rear_attack"}
    reply = attack(entry, ids["line"], ids["cuirassiers"])
    assert (reply.dice, reply.quarter, reply.needed) == (3, Quarter.LEFT, 5)
    assert entry.fighter(ids["cuirassiers"]).source == ms.PLAYERS
    expected = melee.round_distribution(melee.SideSetup([(6, 2)], 2), melee.SideSetup([(3, 5)]))
    assert entry.odds == expected


@pytest.mark.parametrize(
    ("enemies", "per_side"),
    [
        ([("left", east(-3, 0))], {Quarter.LEFT: 3}),
        ([("left", east(-3, 0)), ("right", Footprint(3, 0, 180, 4, 2))], None),
        (
            [("front", south(0, 2)), ("left", east(-3, 0)), ("rear", north(0, -2))],
            {Quarter.FRONT: 2, Quarter.LEFT: 2, Quarter.REAR: 2},
        ),
    ],
    ids=["one flank 3", "both flanks 3 each", "front flank rear 2 each"],
)
def test_seed_dice_split_over_engaged_sides_mel2(game_path, enemies, per_side):
    units = [("square", 1, north(0, 0), {})] + [(k, 0, fp, {}) for k, fp in enemies]
    game, ids = make_game(game_path, units)
    entry = plan(game, setup_for(game, [ids["square"]])).round
    got = entry.plan.group(ids["square"]).per_side
    assert got == (per_side or {Quarter.LEFT: 3, Quarter.RIGHT: 3})
    # Issue 23: each attack's dice, term by term, come from the plan (the window showed a
    # split it worked out itself): MEL-1's count, then MEL-2's share, adding up to the dice.
    group = entry.plan.group(ids["square"])
    for a in entry.plan.attacks:
        if a.attacker != ids["square"]:
            continue
        assert sum(m.value for m in a.dice_breakdown) == a.dice
        assert a.dice_breakdown[: len(group.dice_breakdown)] == group.dice_breakdown
        split = [m for m in a.dice_breakdown if m.key == "split"]
        assert [(m.rule, m.value) for m in split] == [("MEL-2", a.dice - group.dice)]


def test_the_expected_margin_is_the_plans_term_by_term_mel3_mel10(game_path):
    """Issue 23: the round card's "Why?" — each side's expected hits and bonuses, B's
    against — is the plan's, and adds up to the exact odds' expected margin."""
    game, ids = make_game(game_path, [*ONE_ON_ONE, ("rear", 0, north(0, -4), {})])
    entry = plan(game, setup_for(game, [ids["blue"]])).round
    terms = entry.plan.margin_breakdown
    hits = {side: m.value for side, m in terms if m.key == "expected_hits"}
    assert hits == {
        "a": round(float(entry.plan.expected_hits("a")), 2),
        "b": -round(float(entry.plan.expected_hits("b")), 2),
    }
    assert entry.plan.expected_hits("a") == sum(a.expected_hits for a in entry.plan.rolled("a"))
    assert ("a", "MEL-3") in {(side, m.rule) for side, m in terms}
    bonuses = [m for side, m in terms if side == "a" and m.key != "expected_hits"]
    assert sum(m.value for m in bonuses) == entry.plan.side_a.static == 1
    assert sum(m.value for _side, m in terms) == pytest.approx(
        float(entry.odds.expected_margin), abs=0.02
    )
    assert entry.plan.dice_rolled == sum(
        a.dice for side in ("a", "b") for a in entry.plan.rolled(side)
    )


# ------------------------------------------------------------------ refusals
def test_no_odds_before_a_contact_mel2(game_path):
    """The melee panel once said "A wins 100 %" from a support alone, before any contact."""
    game, ids = make_game(
        game_path,
        [
            ("blue", 0, north(0, 0), {}),
            ("red", 1, south(0, 9), {}),
            *[("rear", 0, north(0, -4), {})],
        ],
    )
    units = ms.units_of(game)
    setup = ms.MeleeSetup(
        (
            ms.FighterSetup.from_unit(units[ids["blue"]], "a"),
            ms.FighterSetup.from_unit(units[ids["red"]], "b"),
        )
    )
    entry = plan(game, setup).round
    assert entry.state is ms.EntryState.REFUSED
    assert (entry.refusal.key, entry.refusal.rule) == ("no_contact", "MEL-2")
    assert entry.chance is None and entry.odds is None and entry.plan is None
    with pytest.raises(InvalidField, match="no odds before a contact"):
        ms.resolve_melee(game, entry)
    # The players say they touch, front to front: now there are odds.
    touching = ms.MeleeSetup(
        setup.fighters, (ms.Contact(ids["blue"], ids["red"], Quarter.FRONT, Quarter.FRONT),)
    )
    assert 0 < plan(game, touching).round.chance < 1
    assert q.events(game) == ()


def test_an_ended_combat_offers_no_round(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    setup = setup_for(game, [ids["blue"]])
    first = ms.resolve_melee(game, plan(game, setup).round, ms.MeleeDice.hits([3], [1]))
    combat_id = first.result.outcome["combat_id"]
    following = plan(game, ms.continue_setup(game, combat_id), combat_id)
    assert following.round.state is ms.EntryState.PENDING and following.round.number == 2
    ms.close_combat(game, combat_id)
    ended = plan(game, ms.continue_setup(game, combat_id), combat_id)
    assert ended.combat is not None and not ended.combat.is_open
    assert ended.round.state is ms.EntryState.REFUSED
    assert (ended.round.refusal.key, ended.round.refusal.rule) == ("combat_over", "MEL-11")
    assert ended.round.chance is None and ended.combats == ()
    # The entry shown before the end is refused too, with the reason: nothing recorded.
    with pytest.raises(InvalidField, match="combat is over"):
        ms.resolve_melee(game, following.round, ms.MeleeDice.hits([1], [1]))
    with pytest.raises(InvalidField, match="over already"):
        ms.close_combat(game, combat_id)
    assert len(q.events(game, kind="melee_round")) == 1


def test_a_combat_broken_by_its_break_test_offers_no_round_mel11(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    setup = setup_for(game, [ids["blue"]])
    combat_id = ms.resolve_melee(
        game, plan(game, setup).round, ms.MeleeDice.hits([3], [1])
    ).result.outcome["combat_id"]
    after = plan(game, ms.continue_setup(game, combat_id), combat_id)
    (test,) = after.break_tests
    assert (test.unit_id, test.state, test.after_round) == (ids["red"], ms.EntryState.PENDING, 1)
    ms.record_break_test(game, combat_id, {ids["red"]: False})
    ended = plan(game, ms.continue_setup(game, combat_id), combat_id)
    assert ended.round.refusal.key == "combat_over"
    (test,) = ended.break_tests
    assert (test.state, test.passed, test.event.closed) == (ms.EntryState.DONE, False, True)


def test_a_unit_fighting_in_another_combat_is_refused(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    setup = setup_for(game, [ids["blue"]])
    ms.resolve_melee(game, plan(game, setup).round, ms.MeleeDice.hits([1], [1]))
    again = plan(game, setup).round  # a new combat with the same units
    assert (again.state, again.refusal.key) == (ms.EntryState.REFUSED, "in_other_combat")
    assert "Blue" in again.refusal.text


def test_the_table_changed_since_the_chance_was_shown(game_path):
    game, ids = make_game(game_path, [*ONE_ON_ONE, ("rear", 0, north(0, -4), {})])
    entry = plan(game, setup_for(game, [ids["blue"]])).round
    assert entry.plan.side_a.static == 1  # the rear supporter (MEL-5)
    sv.move_unit(game, ids["rear"], 0, -20)  # out of reach now
    with pytest.raises(StalePlan, match="look again"):
        ms.resolve_melee(game, entry, ms.MeleeDice.hits([1], [1]))
    assert q.events(game, kind="melee_round") == () and q.combats(game) == ()
    fresh = plan(game, entry.inputs.setup).round
    assert fresh.plan.side_a.static == 0
    ms.resolve_melee(game, fresh, ms.MeleeDice.hits([1], [1]))


def test_inputs_and_dice_of_the_wrong_kind_are_refused(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    with pytest.raises(InvalidField, match="inputs"):
        ms.plan_melee(game, setup_for(game, [ids["blue"]]))
    with pytest.raises(InvalidField, match="combat_id"):
        ms.MeleeInputs(None, 0)
    with pytest.raises(InvalidField, match="no such combat"):
        plan(game, None, 7)
    with pytest.raises(InvalidField, match="charging"):
        ms.FighterSetup(ids["blue"], "a", "infantry", "standard", "line", "fresh", 6, 4, "yes")
    with pytest.raises(InvalidField, match="profile_dice"):
        ms.FighterSetup(ids["blue"], "a", "infantry", "standard", "line", "fresh", 41, 4)
    with pytest.raises(InvalidField, match="setup"):
        ms.MeleeSetup.from_json({"fighters": [{"unit_id": "x"}], "contacts": []})
    assert plan(game, None).round.refusal.key == "no_fighters"


# ------------------------------------------------------------------ MEL-3 charging
def charged(game_path, faces, distance=3.0):
    """The cuirassiers charge the line in the charge phase (CHG-3, typed faces)."""
    game, ids = make_game(game_path, [*FLANK, ("far", 1, north(20, 0), {})], phase="charge")
    sv.update_unit(game, ids["cuirassiers"], movement=1, token="attack")  # CMD-1
    event = charge_planner.resolve_charge(
        game, ids["cuirassiers"], {ids["line"]: distance}, dice_mode="physical", faces=faces
    ).result.event
    to_phase(game, "melee")
    return game, ids, event


def test_a_charge_that_reached_its_target_arrives_as_charging_mel3(game_path):
    game, ids, charge = charged(game_path, [6, 1])
    assert charge.reached == (ids["line"],)
    entry = plan(game, setup_for(game, [ids["cuirassiers"]])).round
    state = entry.fighter(ids["cuirassiers"])
    assert (state.charging, state.source, state.charge_event) == (True, ms.CHARGE, charge.id)
    assert entry.fighter(ids["line"]).source == ms.NOT_CHARGING
    assert "charging" in {
        m.key for m in attack(entry, ids["cuirassiers"], ids["line"]).to_hit_breakdown
    }
    assert attack(entry, ids["cuirassiers"], ids["line"]).needed == 2
    assert entry.setup.fighter(ids["cuirassiers"]).charging is True  # saved with the round
    # MEL-10 [choice]: the side that did not charge defends.
    assert entry.plan.defender == "b"
    # The players may still say otherwise; the plan keeps what the charge said.
    said = setup_for(game, [ids["cuirassiers"]], cuirassiers=False)
    state = plan(game, said).round.fighter(ids["cuirassiers"])
    assert (state.charging, state.source, state.by_charge) == (False, ms.PLAYERS, True)
    # The bonus is for the round the charge arrives in: not the next one, nor next turn.
    first = ms.resolve_melee(game, entry, ms.MeleeDice.hits([2], [1])).result.event
    again = plan(game, ms.continue_setup(game, first.combat_id), first.combat_id).round
    assert again.fighter(ids["cuirassiers"]).charging is False
    assert "charging" not in {
        m.key for m in attack(again, ids["cuirassiers"], ids["line"]).to_hit_breakdown
    }
    assert "won_last_round" in {
        m.key for m in attack(again, ids["cuirassiers"], ids["line"]).to_hit_breakdown
    }


def test_the_defender_of_the_first_round_stays_mel10(game_path):
    """Side B (the cuirassiers) charged: side A defends in round 1 and still in round 2,
    once nobody is charging any more (by convention side B would defend then)."""
    game, ids, _charge = charged(game_path, [6, 1])
    setup = setup_for(game, [ids["line"]])
    assert setup.fighter(ids["cuirassiers"]).side == "b"
    first = plan(game, setup).round
    assert first.plan.defender == "a" and first.setup.defender is None
    event = ms.resolve_melee(game, first, ms.MeleeDice.hits([1], [1])).result.event
    assert event.defender is Side.A
    again = plan(game, ms.continue_setup(game, event.combat_id), event.combat_id).round
    assert not any(f.charging for f in again.fighters)
    assert again.plan.defender == again.setup.defender == "a"


def test_a_charge_that_fell_short_does_not_charge_mel3(game_path):
    game, ids, charge = charged(game_path, [1, 1], distance=5.0)  # range 2 < 5
    assert charge.reached == () and charge.failed == (ids["line"],)
    entry = plan(game, setup_for(game, [ids["cuirassiers"]])).round
    assert entry.fighter(ids["cuirassiers"]).source == ms.NOT_CHARGING
    assert attack(entry, ids["cuirassiers"], ids["line"]).needed == 3


def test_the_previous_winner_and_defender_come_from_the_combat_mel3_mel10(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE)
    sv.set_ruleset(
        game,
        ms.game_ruleset(game).with_options(tie_is_draw=False),
    )
    setup = ms.MeleeSetup(
        setup_for(game, [ids["blue"]]).fighters,
        setup_for(game, [ids["blue"]]).contacts,
        defender="a",
    )
    first = ms.resolve_melee(game, plan(game, setup).round, ms.MeleeDice.hits([1], [3]))
    combat_id = first.result.outcome["combat_id"]
    assert first.result.event.defender is Side.A
    # The window's set-up says A won last; the combat says B did: the combat wins.
    said = ms.MeleeSetup(setup.fighters, setup.contacts, last_winner="a")
    nxt = plan(game, said, combat_id).round
    assert nxt.setup.last_winner == "b" and nxt.setup.defender == "a"
    keys = {m.key for m in attack(nxt, ids["red"], ids["blue"]).to_hit_breakdown}
    assert "won_last_round" in keys
    assert "won_last_round" not in {
        m.key for m in attack(nxt, ids["blue"], ids["red"]).to_hit_breakdown
    }


# ------------------------------------------------------------------ phase
def test_a_round_out_of_its_phase_is_refused_then_recorded_as_such(game_path):
    game, ids = make_game(game_path, ONE_ON_ONE, phase="command")
    setup = setup_for(game, [ids["blue"]])
    shown = plan(game, setup)
    assert shown.out_of_phase and shown.round.out_of_phase
    with pytest.raises(OutOfPhase, match="melee phase"):
        ms.resolve_melee(game, shown.round, ms.MeleeDice.hits([2], [1]))
    assert q.events(game) == ()
    confirmed = plan(game, setup, out_of_phase=True).round
    event = ms.resolve_melee(game, confirmed, ms.MeleeDice.hits([2], [1])).result.event
    assert event.out_of_phase and q.events(game)[0].inputs["out_of_phase"] is True
    combat_id = event.combat_id
    with pytest.raises(OutOfPhase, match="break test"):
        ms.record_break_test(game, combat_id, {ids["red"]: True})
    test = ms.record_break_test(game, combat_id, {ids["red"]: True}, out_of_phase=True)
    assert test.result.event.out_of_phase
    to_phase(game, "melee")
    assert not plan(game, setup).out_of_phase


# ------------------------------------------------------------------ MEL-4 break tests
def test_one_break_test_for_a_hedgehog_mel4(game_path):
    units = [
        ("pikes", 0, north(0, 0), {"unit_type": "pikemen", "formation": "hedgehog"}),
        ("shot", 0, north(0, -2), {"formation": "hedgehog"}),
        ("horse", 1, south(0, 2), {"unit_type": "cavalry"}),
    ]
    game, ids = make_game(game_path, units)
    setup = setup_for(game, [ids["horse"], ids["shot"]])
    entry = plan(game, setup).round
    assert entry.plan.group(ids["shot"]).hedgehog
    # MEL-11: all the hits on the hedgehog are expected on its pike unit (MEL-4).
    assert dict(entry.casualties)[ids["pikes"]] == Fraction(3)
    assert ids["shot"] not in dict(entry.casualties)
    combat_id = ms.resolve_melee(game, entry, ms.MeleeDice.hits([6], [0])).result.outcome[
        "combat_id"
    ]
    (test,) = plan(game, ms.continue_setup(game, combat_id), combat_id).break_tests
    assert (test.unit_id, set(test.members), test.hedgehog) == (
        ids["pikes"],
        {ids["pikes"], ids["shot"]},
        True,
    )


def test_a_supporter_on_a_flank_reads_back_from_the_log(game_path):
    """events.QUARTERS: a supporter on the left is stored as "left" and read back."""
    game, ids = make_game(game_path, [*ONE_ON_ONE, ("left", 0, north(-5, 0), {})])
    entry = plan(game, setup_for(game, [ids["blue"]])).round
    ms.resolve_melee(game, entry, ms.MeleeDice.hits([1], [1]))
    (row,) = q.events(game, kind="melee_round")
    assert [(s.candidate, s.quarter) for s in row.event.supports] == [(ids["left"], "left")]


def test_resolve_step_in_a_batch_sees_the_batch_and_refuses_the_stale_entry(game_path):
    """Issue 23, the tools' one resolve step: the melee planner inside ``resolve_melee``
    reads through the action's own session. Inside a batch, after the batch moved the rear
    supporter away, the round shown before the batch is the one stale-plan error (nothing of
    the batch written); a round planned inside the batch has no supporter and is recorded."""
    game, ids = make_game(game_path, [*ONE_ON_ONE, ("rear", 0, north(0, -4), {})])
    shown = plan(game, setup_for(game, [ids["blue"]])).round
    assert shown.plan.side_a.static == 1  # the rear supporter (MEL-5)
    away = call(sv.move_unit, ids["rear"], 0, -20)
    hits = ms.MeleeDice.hits([1], [1])
    with pytest.raises(StalePlan):
        run_batch(game, action_labels.MELEE_ROUND, [away, call(ms.resolve_melee, shown, hits)])
    assert q.events(game, kind="melee_round") == () and q.combats(game) == ()
    assert plan(game, shown.inputs.setup).round.plan.side_a.static == 1  # the move undone
    seen = {}

    def plan_then_roll(game):
        seen["entry"] = plan(game, shown.inputs.setup).round
        return ms.resolve_melee(game, seen["entry"], hits)

    change = run_batch(game, action_labels.MELEE_ROUND, [away, call(plan_then_roll)])
    assert seen["entry"].plan.side_a.static == 0
    assert change.result[-1].event.static_a == 0

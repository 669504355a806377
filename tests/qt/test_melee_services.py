"""The melee planner and services the window calls (issue 6, adjutant.store.melee_services).

Store level, no widgets: casualties per unit from each attack's hits (MEL-11),
MEL-7 across two fighters, units busy in another combat (MEL-5), bad input refused
with nothing changed, and the set-up saved with the round.
"""

from __future__ import annotations

import pytest
from test_melee_helpers import east, make_game, north, south

from adjutant.rules.errors import RuleInputError
from adjutant.rules.geometry import Quarter
from adjutant.rules.ruleset import load_preset
from adjutant.store import InvalidField
from adjutant.store import melee_services as ms
from adjutant.store import queries as q


def setup_for(game, start):
    units = ms._units(game)
    found = ms.engagement_from(start, units)
    fighters = tuple(ms.FighterSetup.from_unit(units[i], s) for i, s in found)
    return ms.MeleeSetup(fighters, ms.measured_contacts(found, units)), units


# Two Blue units side by side against one wide Red unit: each Blue attack's hits go to Red;
# Red's dice are shared by the two units touching its front.
TWO_ON_ONE = [
    ("wide", 1, south(0, 2, width=8), {}),
    ("west", 0, north(-2, 0), {}),
    ("east", 0, north(2, 0), {}),
]


def test_casualties_go_to_the_unit_each_attack_struck(game_path):
    game, ids = make_game(game_path, TWO_ON_ONE)
    setup, units = setup_for(game, [ids["wide"]])
    plan = ms.plan_round(setup, units, load_preset("combined"))
    red = [a for a in plan.attacks if a.attacker == ids["wide"]]
    assert sorted((a.target, a.dice) for a in red) == sorted([(ids["west"], 3), (ids["east"], 3)])
    # hits typed per rolled attack, in RoundPlan.rolled order
    order_b = [a.attacker for a in plan.rolled("b")]
    hits_b = [2 if attacker == ids["west"] else 1 for attacker in order_b]
    order_a = [a.target for a in plan.rolled("a")]
    hits_a = [3 if target == ids["west"] else 0 for target in order_a]
    change = ms.resolve_melee(game, setup, dice_mode="physical", hits_a=hits_a, hits_b=hits_b)
    assert q.unit(game, ids["west"]).casualties == 3
    assert q.unit(game, ids["east"]).casualties == 0
    assert q.unit(game, ids["wide"]).casualties == 3
    assert change.result.outcome["casualties"] == {
        str(ids["west"]): 3,
        str(ids["east"]): 0,
        str(ids["wide"]): 3,
    }
    assert ms.last_setup(game, change.result.outcome["combat_id"]) == setup


def test_one_unit_supports_only_one_unit_mel7(game_path):
    units = [
        *TWO_ON_ONE,
        ("reserve", 0, north(0, -4), {}),  # behind both Blue units, in both rear quarters
    ]
    game, ids = make_game(game_path, units)
    setup, info = setup_for(game, [ids["wide"]])
    plan = ms.plan_round(setup, info, load_preset("combined"))
    lines = [s for s in plan.supports() if s.candidate == ids["reserve"]]
    assert sum(s.counts for s in lines) == 1
    assert {s.key for s in lines} == {"supports", "already_supporting"}


def test_a_unit_fighting_elsewhere_cannot_support_mel5(game_path):
    units = [
        ("centre", 0, north(0, 0), {}),
        ("enemy", 1, south(0, 2), {}),
        ("rear", 0, north(0, -4), {}),
    ]
    game, ids = make_game(game_path, units)
    setup, info = setup_for(game, [ids["centre"]])
    plan = ms.plan_round(setup, info, load_preset("combined"), busy=[ids["rear"]])
    (line,) = [s for s in plan.supports() if s.candidate == ids["rear"]]
    assert (line.counts, line.key, line.rule) == (False, "engaged", "MEL-5")


def test_bad_input_is_refused_and_changes_nothing(game_path):
    game, ids = make_game(game_path, [("line", 1, north(0, 0), {}), ("horse", 0, east(-3, 0), {})])
    setup, _units = setup_for(game, [ids["horse"]])
    with pytest.raises(InvalidField, match="virtual dice"):
        ms.resolve_melee(game, setup, dice_mode="virtual", hits_a=[1], hits_b=[1])
    with pytest.raises(InvalidField, match="hits_a"):
        ms.resolve_melee(game, setup, dice_mode="physical", hits_a=[7], hits_b=[1])
    with pytest.raises(RuleInputError, match="MEL-3"):
        ms.resolve_melee(game, setup, dice_mode="physical", faces_a=[[1] * 6], faces_b=[[0] * 3])
    with pytest.raises(InvalidField, match="two sides"):
        ms.resolve_melee(game, ms.MeleeSetup(setup.fighters[:1]))
    contact = setup.contacts[0]
    swapped = ms.Contact(contact.b, contact.a, Quarter.FRONT, Quarter.FRONT)
    with pytest.raises(InvalidField, match="contact"):
        ms.plan_round(
            ms.MeleeSetup(setup.fighters, (swapped,)), ms._units(game), load_preset("combined")
        )
    with pytest.raises(InvalidField):
        ms.record_break_test(game, 99, {ids["line"]: False})
    assert q.combats(game, open_only=False) == ()
    assert q.events(game) == ()
    assert q.unit(game, ids["line"]).casualties == 0


def test_break_test_of_a_hedgehog_applies_to_all_its_units_mel4(game_path):
    units = [
        ("pikes", 0, north(0, 0), {"unit_type": "pikemen", "formation": "hedgehog"}),
        ("shot", 0, north(0, -2), {"formation": "hedgehog"}),
        ("horse", 1, south(0, 2), {"unit_type": "cavalry"}),
    ]
    game, ids = make_game(game_path, units)
    # The shot does not touch the horse: it is named, as the window's "Add unit" does.
    setup, _info = setup_for(game, [ids["horse"], ids["shot"]])
    assert set(setup.ids("b")) == {ids["pikes"], ids["shot"]}
    change = ms.resolve_melee(game, setup, dice_mode="physical", hits_a=[6], hits_b=[0])
    combat_id = change.result.outcome["combat_id"]
    assert change.result.outcome["winner"] == "a"
    ms.record_break_test(game, combat_id, {ids["pikes"]: False})
    assert q.unit(game, ids["pikes"]).status == "broken"
    assert q.unit(game, ids["shot"]).status == "broken"
    assert q.combats(game) == ()  # every unit of side b broke: the combat is over

"""The melee planner and services the window calls (issues 6, 14: adjutant.store.tools.melee.recorder).

Store level, no widgets: casualties per unit from each attack's hits (MEL-11),
MEL-7 across two fighters, units busy in another combat (MEL-5), bad input refused
with nothing changed, and the set-up saved with the round. Rounds go through
``plan_melee`` -> ``resolve_melee(game, plan.round, dice)``.
"""

from __future__ import annotations

import pytest

from adjutant.rules.errors import RuleInputError
from adjutant.rules.geometry import Quarter
from adjutant.rules.ruleset import load_preset
from adjutant.store import InvalidField
from adjutant.store.read import queries as q
from adjutant.store.tools.melee import recorder as ms
from game_builders import east, make_game, north, south


def setup_for(game, start):
    units = ms.units_of(game)
    found = ms.engagement_from(start, units)
    fighters = tuple(ms.FighterSetup.from_unit(units[i], s) for i, s in found)
    return ms.MeleeSetup(fighters, ms.measured_contacts(found, units)), units


def round_of(game, setup, combat_id=None):
    return ms.plan_melee(game, ms.MeleeInputs(setup, combat_id)).round


def fight(game, setup, dice=None, combat_id=None):
    return ms.resolve_melee(game, round_of(game, setup, combat_id), dice)


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
    entry = round_of(game, setup)
    # The game's plan gives the pure planner's numbers for the same set-up.
    assert (entry.plan.attacks, entry.plan.odds) == (plan.attacks, plan.odds)
    change = ms.resolve_melee(game, entry, ms.MeleeDice.hits(hits_a, hits_b))
    assert q.unit(game, ids["west"]).casualties == 3
    assert q.unit(game, ids["east"]).casualties == 0
    assert q.unit(game, ids["wide"]).casualties == 3
    assert change.result.outcome["casualties"] == {
        str(ids["west"]): 3,
        str(ids["east"]): 0,
        str(ids["wide"]): 3,
    }
    assert ms.last_setup(game, change.result.outcome["combat_id"]) == entry.setup
    # The set-up saved is the one worked out: nobody charged (no charge this turn, MEL-3).
    assert [f.charging for f in entry.setup.fighters] == [False, False, False]


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
    with pytest.raises(InvalidField, match="MeleeDice"):
        fight(game, setup, ms.MeleeDice("rolled"))
    with pytest.raises(InvalidField, match="hits_a"):
        fight(game, setup, ms.MeleeDice.hits([7], [1]))
    with pytest.raises(InvalidField, match="hits_b"):
        fight(game, setup, ms.MeleeDice.hits([1], [1, 1]))
    with pytest.raises(InvalidField, match="hits_a"):
        ms.MeleeDice.hits("12", [1])
    with pytest.raises(RuleInputError, match="MEL-3"):
        fight(game, setup, ms.MeleeDice.faces([[1] * 6], [[0] * 3]))
    with pytest.raises(RuleInputError, match="MEL-3"):
        fight(game, setup, ms.MeleeDice.faces([[1] * 5], [[1] * 3]))
    with pytest.raises(InvalidField, match="faces_b"):
        fight(game, setup, ms.MeleeDice.faces([[1] * 6], []))
    with pytest.raises(InvalidField, match="two sides"):
        fight(game, ms.MeleeSetup(setup.fighters[:1]))
    with pytest.raises(InvalidField, match="entry"):
        ms.resolve_melee(game, setup)
    contact = setup.contacts[0]
    swapped = ms.Contact(contact.b, contact.a, Quarter.FRONT, Quarter.FRONT)
    with pytest.raises(InvalidField, match="contact"):
        ms.plan_round(
            ms.MeleeSetup(setup.fighters, (swapped,)), ms.units_of(game), load_preset("combined")
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
    change = fight(game, setup, ms.MeleeDice.hits([6], [0]))
    combat_id = change.result.outcome["combat_id"]
    assert change.result.outcome["winner"] == "a"
    ms.record_break_test(game, combat_id, {ids["pikes"]: False})
    assert q.unit(game, ids["pikes"]).status == "broken"
    assert q.unit(game, ids["shot"]).status == "broken"
    assert q.combats(game) == ()  # every unit of side b broke: the combat is over

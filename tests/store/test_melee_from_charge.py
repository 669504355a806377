"""From charge to melee in one step (issue 22): the set-up a charge that reached brings on.

Store level, no window: ``melee_services.setup_from_charge(game, charge_id)`` — the charger
on side A (its charge makes it "charging", MEL-3), the targets it reached on side B with
the other chargers of those targets (CHG-1), the contacts from the battlefield: measured
where the units touch (MEL-2), else on the target's quarter that holds the charger, with
the charger's front (MEL-6), front to front off the table. The plan of that set-up is a
round to roll with the charger charging, its chance shown; the set-up itself writes
nothing to the file. A charge that fell short, or one of another turn, is refused.
"""

from __future__ import annotations

import pytest

from adjutant.rules.shapes import Quarter
from adjutant.store.errors import InvalidField
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.melee import recorder as ms
from game_builders import east, game_with_units, north, south


def make_game(path, units):
    return game_with_units(path, units, name="Charge to melee", seed=3, phase="charge")


def charge(game, charger, targets, faces):
    """``charger`` (Attack token, CMD-1) charges ``targets`` {id: typed distance or None}."""
    sv.update_unit(game, charger, token="attack")
    return charge_planner.resolve_charge(
        game, charger, targets, dice_mode="physical", faces=faces
    ).result.event


def plan(game, setup):
    return ms.plan_melee(game, ms.MeleeInputs(setup, None, out_of_phase=True)).round


def test_a_charge_that_reached_sets_up_its_melee_charger_charging_mel3_mel6(game_path):
    # The line faces north at (0, 0); the lancers stand 4 behind it (its rear), facing it.
    game, ids = make_game(
        game_path,
        [
            ("lancers", 0, north(0, -6), {"movement": 1}),
            ("line", 1, north(0, 0), {}),
            ("far", 1, north(30, 0), {}),
        ],
    )
    event = charge(game, ids["lancers"], {ids["line"]: None}, [6, 1])  # range 7 >= 2
    assert event.reached == (ids["line"],)
    actions = len(q.events(game))
    setup = ms.setup_from_charge(game, event.id)
    assert [(f.unit_id, f.side, f.charging) for f in setup.fighters] == [
        (ids["lancers"], "a", None),  # "charging": the store decides, from the charge
        (ids["line"], "b", None),
    ]
    # Not touching on the model: the lancers meet the line's rear (MEL-6) with their front.
    (contact,) = setup.contacts
    assert (contact.a, contact.b) == (ids["lancers"], ids["line"])
    assert (contact.side_of_b, contact.side_of_a, contact.measured) == (
        Quarter.REAR,
        Quarter.FRONT,
        True,
    )
    entry = plan(game, setup)
    assert entry.state is ms.EntryState.PENDING and entry.plan is not None
    state = entry.fighter(ids["lancers"])
    assert (state.charging, state.source, state.charge_event) == (True, ms.CHARGE, event.id)
    assert 0 < entry.plan.odds.p_win < 1
    # MEL-3: +1 charging and +1 attacking the rear: the lancers hit on 2+.
    (attack,) = [a for a in entry.plan.attacks if a.attacker == ids["lancers"]]
    assert attack.needed == 2
    assert len(q.events(game)) == actions  # a plan: nothing written


def test_units_touching_on_the_battlefield_give_the_measured_contact_mel2(game_path):
    game, ids = make_game(
        game_path,
        [
            ("lancers", 0, north(0, -6), {"movement": 1}),
            ("line", 1, north(0, 0), {}),
        ],
    )
    event = charge(game, ids["lancers"], {ids["line"]: None}, [6, 1])
    sv.set_footprint(game, ids["lancers"], east(-3, 0))  # moved onto the line's left flank
    setup = ms.setup_from_charge(game, event.id)
    (contact,) = setup.contacts
    assert (contact.side_of_b, contact.measured) == (Quarter.LEFT, True)


def test_several_chargers_of_one_target_fight_one_melee_chg1(game_path):
    game, ids = make_game(
        game_path,
        [
            ("lancers", 0, north(0, -6), {"movement": 1}),
            ("hussars", 0, None, {"movement": 4}),  # off the table: a typed distance
            ("line", 1, north(0, 0), {}),
        ],
    )
    first = charge(game, ids["lancers"], {ids["line"]: None}, [6, 1])
    second = charge(game, ids["hussars"], {ids["line"]: 5.0}, [2, 1])
    for event in (first, second):
        setup = ms.setup_from_charge(game, event.id)
        assert {(f.unit_id, f.side) for f in setup.fighters} == {
            (ids["lancers"], "a"),
            (ids["hussars"], "a"),
            (ids["line"], "b"),
        }
    by_pair = {(c.a, c.b): c for c in setup.contacts}
    # The hussars are off the table: front to front, the players' to correct.
    hussars = by_pair[(ids["hussars"], ids["line"])]
    assert (hussars.side_of_b, hussars.side_of_a, hussars.measured) == (
        Quarter.FRONT,
        Quarter.FRONT,
        False,
    )
    entry = plan(game, setup)
    assert all(entry.fighter(ids[k]).charging for k in ("lancers", "hussars"))


def test_a_charge_that_fell_short_or_of_another_turn_is_refused(game_path):
    game, ids = make_game(
        game_path,
        [
            ("lancers", 0, south(0, 9), {"movement": 1}),  # 7 away edge to edge
            ("dragoons", 0, north(0, -6), {"movement": 1}),  # 4 away
            ("line", 1, north(0, 0), {}),
        ],
    )
    short = charge(game, ids["lancers"], {ids["line"]: None}, [1, 1])  # range 2 < 7
    assert short.reached == ()
    with pytest.raises(InvalidField, match="reached"):
        ms.setup_from_charge(game, short.id)
    with pytest.raises(InvalidField):
        ms.setup_from_charge(game, 9999)
    reached = charge(game, ids["dragoons"], {ids["line"]: None}, [6, 1])
    assert ms.setup_from_charge(game, reached.id).fighter(ids["dragoons"]) is not None
    sv.next_turn(game)  # MEL-3's charge bonus is for the round the charge arrives in
    with pytest.raises(InvalidField, match="this turn"):
        ms.setup_from_charge(game, reached.id)

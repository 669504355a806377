"""The charge tool's session without any widget (issue 14): declarations through undo,
redo, a new turn and a restart; the draft; the order of rolling (CHG-1, CHG-4, CHG-5)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from adjutant.rules.geometry import Footprint
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.charge.planner import EntryState, resolve_planned_charge
from adjutant.windows.charge.session import ChargeSession
from game_builders import game_with_units

UNITS = [
    ("lancers", 0, Footprint(0, 0, 90, 4, 2), {"movement": 4, "token": "attack"}),
    ("dragoons", 0, Footprint(10, 0, 90, 4, 2), {"movement": 5, "token": "attack"}),
    ("hussars", 0, Footprint(-10, 0, 90, 4, 2), {"movement": 6, "token": "move"}),
    ("line", 1, Footprint(0, 11, 270, 4, 2), {"movement": 4, "token": "defence"}),
    ("guns", 1, Footprint(-3, 13, 270, 4, 2), {"movement": 2, "token": "defence"}),
]


@pytest.fixture
def table(game_path):
    game, ids = game_with_units(game_path, UNITS, name="Session", seed=5)
    sv.advance_phase(game)  # the charge phase
    yield game, ids
    game.close()


def declare(session, game, charger, *targets, typed=None):
    session.choose_charger(charger)
    for t in targets:
        session.set_chosen(t, True)
    for t, d in (typed or {}).items():
        session.set_typed(t, d)
    session.refresh(game)
    return session.declare()


def test_declaring_moves_the_draft_to_the_charges_to_roll(table):
    game, ids = table
    session = ChargeSession()
    session.refresh(game)
    assert declare(session, game, ids["lancers"], ids["line"]) is None
    assert session.draft is None and [d.charger for d in session.declared] == [ids["lancers"]]
    plan = session.refresh(game)
    assert plan.entry(ids["lancers"]).chance == Fraction(5, 9)
    # CMD-1: the Hussars' draft is refused, nothing declared.
    refusal = declare(session, game, ids["hussars"], ids["line"])
    assert refusal.code == "token" and len(session.declared) == 1
    # CHG-1: one charge a unit.
    assert declare(session, game, ids["lancers"], ids["guns"]).code == "declared"


def test_typing_a_distance_ticks_the_target_and_typed_wins_chg5(table):
    game, ids = table
    session = ChargeSession()
    session.refresh(game)
    session.choose_charger(ids["lancers"])
    session.set_typed(ids["guns"], 6.5)
    plan = session.refresh(game)
    (guns,) = plan.draft.targets
    assert guns.unit_id == ids["guns"] and guns.source == "typed" and guns.distance == 6.5
    session.set_typed(ids["guns"], None)
    (guns,) = session.refresh(game).draft.targets
    assert guns.source == "measured" and guns.distance == pytest.approx(11)
    session.set_chosen(ids["guns"], False)
    assert session.refresh(game).draft.targets == ()


def test_a_declared_charge_survives_undo_and_redo_of_its_roll(table):
    game, ids = table
    session = ChargeSession()
    session.refresh(game)
    declare(session, game, ids["lancers"], ids["line"])
    entry = session.refresh(game).entry(ids["lancers"])
    change = resolve_planned_charge(game, entry)
    assert session.refresh(game).entry(ids["lancers"]).state is EntryState.DONE
    assert not session.withdraw(ids["lancers"])  # a rolled charge stays in the record
    game.undo(change.action_id)
    again = session.refresh(game).entry(ids["lancers"])
    assert again.state is EntryState.PENDING and again == entry  # pending, same chance
    game.redo(change.action_id)
    assert session.refresh(game).entry(ids["lancers"]).event.id == change.result.event_id


def test_a_unit_removed_by_undo_leaves_its_charge_refused_until_redo(table):
    game, ids = table
    session = ChargeSession()
    formation = q.order_of_battle(game).sides[0].formations[0].id
    added = sv.add_unit(game, formation, name="Late", token="attack", movement=6)
    late = added.result
    session.refresh(game)
    declare(session, game, late, ids["line"], typed={ids["line"]: 5.0})
    game.undo(added.action_id)
    entry = session.refresh(game).entry(late)
    assert entry.state is EntryState.REFUSED and entry.refusal.code == "gone"
    game.redo(added.action_id)
    assert session.refresh(game).entry(late).state is EntryState.PENDING


def test_groups_move_as_a_whole_and_a_pending_charge_may_be_withdrawn_chg1(table):
    game, ids = table
    sv.set_token(game, ids["hussars"], "attack")
    session = ChargeSession()
    session.refresh(game)
    declare(session, game, ids["lancers"], ids["line"])
    declare(session, game, ids["dragoons"], ids["guns"], typed={ids["guns"]: 7})
    declare(session, game, ids["hussars"], ids["line"])
    order = lambda: [e.charger for e in session.refresh(game).entries]  # noqa: E731
    assert order() == [ids["lancers"], ids["hussars"], ids["dragoons"]]
    assert session.move(ids["dragoons"], -1)
    assert order() == [ids["dragoons"], ids["lancers"], ids["hussars"]]
    assert not session.move(ids["dragoons"], -1)  # already first
    assert session.move(ids["hussars"], -1)  # the Line's group moves as one
    assert order() == [ids["lancers"], ids["hussars"], ids["dragoons"]]
    assert session.withdraw(ids["hussars"])
    assert order() == [ids["lancers"], ids["dragoons"]]


def test_a_new_turn_starts_with_nothing_declared_and_a_restart_keeps_the_rolled(table):
    game, ids = table
    session = ChargeSession()
    session.refresh(game)
    declare(session, game, ids["lancers"], ids["line"])
    declare(session, game, ids["dragoons"], ids["guns"], typed={ids["guns"]: 7})
    resolve_planned_charge(game, session.refresh(game).entry(ids["lancers"]))
    restarted = ChargeSession()  # the app reopened: no declaration in memory
    (rolled,) = restarted.refresh(game).entries
    assert rolled.charger == ids["lancers"] and rolled.state is EntryState.DONE
    assert not rolled.declared
    sv.next_turn(game)
    assert session.refresh(game).entries == () and session.declared == []


def test_the_battlefield_selection_sets_up_a_charge(table):
    game, ids = table
    session = ChargeSession()
    session.refresh(game)
    assert not session.use_selection((ids["line"],), ids["line"])  # no charger of the side
    assert session.use_selection((ids["line"], ids["guns"], ids["lancers"]), ids["lancers"])
    assert session.draft.charger == ids["lancers"]
    assert session.refresh(game).draft.target_ids == (ids["line"], ids["guns"])

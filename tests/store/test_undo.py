"""Undo/redo exactness: random action sequences undone to the start and redone to the end (issue 3)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_helpers import formations_of, random_action, snapshot, units_of

from adjutant.store.errors import InvalidField
from adjutant.store.file.game import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import recorder as rs


def run_random(game, rng, n):
    done = []
    for _ in range(n):
        try:
            change = random_action(game, rng)
        except (InvalidField, ValueError):
            continue  # refused input: must have changed nothing (checked in its own test)
        done.append(change.action_id)
    return done


@pytest.fixture(scope="module")
def sample_template(tmp_path_factory):
    path = tmp_path_factory.mktemp("tpl") / "template.adjutant"
    create_sample(path, seed=3).close()
    return path


@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_actions_undo_to_start_and_redo_to_end(tmp_path_factory, sample_template, seed):
    path = tmp_path_factory.mktemp("undo") / "g.adjutant"
    path.write_bytes(sample_template.read_bytes())
    rng = random.Random(seed)
    with Game.open(path) as game:
        start = snapshot(game)
        done = run_random(game, rng, 14)
        end = snapshot(game)
        for action_id in reversed(done):
            game.undo(action_id)
        assert snapshot(game) == start
        assert q.events(game) == ()
        for action_id in done:
            game.redo(action_id)
        assert snapshot(game) == end


def test_undo_restores_dice_position_and_removes_events(sample):
    unit = next(u for u in units_of(sample) if u.name == "2nd Coldstream Guards")
    before = q.game_info(sample).dice_position
    change = rs.resolve_control_test(sample, unit.id, "move", distance=12.0)
    assert q.game_info(sample).dice_position == before + 1
    assert len(q.events(sample)) == 1
    undo = sample.undo(change.action_id)
    assert q.game_info(sample).dice_position == before
    assert q.events(sample) == ()
    assert undo.deleted["events"] == change.created["events"]
    # Redo gives back exactly the same roll and event.
    sample.redo(change.action_id)
    (event,) = q.events(sample)
    assert event.id == change.result.event_id
    assert tuple(event.dice) == change.result.dice


def test_change_lists_created_updated_deleted(sample):
    unit = units_of(sample)[0]
    change = sv.delete_unit(sample, unit.id)
    assert unit.id in change.deleted["units"]
    assert unit.id in change.deleted.get("footprints", frozenset())
    assert change.touches("game")
    back = sample.undo(change.action_id)
    assert unit.id in back.created["units"]
    assert q.unit(sample, unit.id) == unit


def test_undo_order_is_enforced(sample):
    unit = units_of(sample)[0]
    a = sv.set_reckless(sample, unit.id, True)
    b = sv.set_reckless(sample, unit.id, False)
    with pytest.raises(ValueError, match="undo action"):
        sample.undo(a.action_id)
    sample.undo(b.action_id)
    sample.undo(a.action_id)
    with pytest.raises(ValueError, match="redo action"):
        sample.redo(b.action_id)
    with pytest.raises(ValueError, match="already undone"):
        sample.undo(a.action_id)
    assert [i for i, _ in sample.redoable()] == [a.action_id, b.action_id]


def test_new_action_discards_the_redo_tail(sample):
    unit = units_of(sample)[0]
    a = sv.set_reckless(sample, unit.id, True)
    sample.undo(a.action_id)
    sv.rename_game(sample, "Fresh start")
    assert sample.redoable() == []
    with pytest.raises(ValueError):
        sample.redo(a.action_id)


def test_refused_input_changes_nothing(sample):
    rng = random.Random(5)
    unit = units_of(sample)[0]
    start = snapshot(sample)
    undoable = sample.undoable()
    bad_calls = [
        lambda: sv.update_unit(sample, unit.id, to_hit=7),
        lambda: sv.update_unit(sample, unit.id, melee_dice=41),
        lambda: sv.update_unit(sample, unit.id, movement=-1),
        lambda: sv.update_unit(sample, unit.id, casualties=-2),
        lambda: sv.update_unit(sample, unit.id, status="routed"),
        lambda: sv.update_unit(sample, unit.id, size_class="huge"),
        lambda: sv.update_unit(sample, unit.id, bogus=1),
        lambda: sv.add_unit(sample, 99999, name="Nowhere"),
        lambda: rs.resolve_control_test(
            sample, unit.id, "move", distance=3, dice_mode="physical", faces=[21]
        ),
        lambda: charge_planner.resolve_charge(sample, unit.id, {unit.id: 3.0}),
        lambda: sv.move_formation(
            sample, q.order_of_battle(sample).sides[0].formations[0].id, formations_of(sample)[1].id
        ),
    ]
    rng.shuffle(bad_calls)
    for call in bad_calls:
        with pytest.raises(ValueError):
            call()
    assert snapshot(sample) == start
    assert sample.undoable() == undoable

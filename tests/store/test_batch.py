"""A batch of services is one action: all of it or none of it (issue 14, store.file.batch)."""

from __future__ import annotations

import pytest
from store_helpers import snapshot

from adjutant.store.errors import InvalidField
from adjutant.store.file.batch import call, run_batch
from adjutant.store.read import queries as q
from adjutant.store.tools.command import recorder as rs


def _unit(game, name):
    return next(u for s in q.order_of_battle(game).sides for u in s.all_units() if u.name == name)


def test_a_batch_is_one_action_and_one_undo_step(sample):
    guards = _unit(sample, "2nd Coldstream Guards")  # Defence
    scots = _unit(sample, "1st Royal Scots")  # Defence
    before = snapshot(sample)
    change = run_batch(
        sample,
        "Roll all control tests",
        [
            call(rs.resolve_control_test, guards.id, "move", distance=3.0),
            call(rs.resolve_control_test, scots.id, "move", distance=4.0),
        ],
    )
    assert [label for _, label in sample.undoable()] == ["Roll all control tests"]
    first, second = change.result
    assert first.kind == second.kind == "control_test"
    assert len(q.events(sample)) == 2
    assert q.game_info(sample).dice_position == 2
    assert change.ids("events") == {first.event_id, second.event_id}
    sample.undo(change.action_id)
    assert snapshot(sample) == before


def test_a_refused_call_leaves_nothing_of_the_batch(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    scots = _unit(sample, "1st Royal Scots")  # Defence: Defence -> Attack is two steps (CMD-7)
    before = snapshot(sample)
    with pytest.raises(Exception, match=r"CMD-7|one step"):
        run_batch(
            sample,
            "Roll all control tests",
            [
                call(rs.resolve_control_test, guards.id, "move", distance=3.0),
                call(rs.resolve_control_test, scots.id, "attack", distance=4.0),
            ],
        )
    assert snapshot(sample) == before  # the first test, its event and its die are gone
    assert q.game_info(sample).dice_position == 0
    assert sample.undoable() == []


def test_an_empty_batch_is_refused(sample):
    with pytest.raises(ValueError, match="at least one"):
        run_batch(sample, "Nothing", [])


def test_a_physical_face_out_of_range_refuses_the_whole_batch(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    before = snapshot(sample)
    with pytest.raises((InvalidField, ValueError)):
        run_batch(
            sample,
            "Two tests",
            [
                call(rs.resolve_control_test, guards.id, "move", distance=3.0),
                call(
                    rs.resolve_control_test,
                    guards.id,
                    "move",
                    distance=3.0,
                    dice_mode="physical",
                    faces=[21],
                ),
            ],
        )
    assert snapshot(sample) == before

"""Benchmark: the melee planner on the sample battle (issue 14) — what the window pays on
every edit, and what a round pays twice (shown, then planned again inside its record).

``plan_melee`` reads the file through the queries (units, combats, this turn's events)
and works the round out (``melee_round.plan_round``: groups, supports over every nearby
unit, exact odds). Run for figures with
``.venv/bin/python -m pytest tests/bench/test_bench_melee_plan.py --benchmark-enable``.
"""

from __future__ import annotations

import pytest

from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.melee import recorder as ms


@pytest.fixture
def melee(tmp_path):
    game = create_sample(tmp_path / "bench.adjutant", seed=4)
    names = {u.name: u.id for s in q.order_of_battle(game).sides for u in s.all_units()}
    sv.move_unit(game, names["1st Foot Guards"], 28, 32.5)  # front to front with the Leger
    units = ms.units_of(game)
    found = ms.engagement_from([names["1st Foot Guards"]], units)
    setup = ms.MeleeSetup(
        tuple(ms.FighterSetup.from_unit(units[i], s) for i, s in found),
        ms.measured_contacts(found, units),
    )
    yield game, ms.MeleeInputs(setup, out_of_phase=True)
    game.close()


def test_bench_plan_melee_on_the_sample(benchmark, melee):
    game, inputs = melee
    plan = benchmark(ms.plan_melee, game, inputs)
    assert plan.round.state is ms.EntryState.PENDING and 0 < plan.round.chance < 1


def test_bench_a_round_recorded_planned_again(benchmark, melee, tmp_path):
    game, inputs = melee
    entry = ms.plan_melee(game, inputs).round
    ids = [f.unit_id for f in entry.setup.fighters]

    def record():
        change = ms.resolve_melee(game, entry, ms.MeleeDice.virtual())
        game.undo(change.action_id)  # the same table for the next run
        return change

    change = benchmark(record)
    assert change.result.event.chance == entry.chance
    assert q.combats(game) == () and ids

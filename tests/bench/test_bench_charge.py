"""Benchmark: planning the charge tool on the sample battle (issue 14).

What the charge window does on every reload: read the table, measure each candidate
target edge to edge (CHG-5), the chances (CHG-2..4) and the chart of a charge being set
up and of five declared charges, with CHG-1's groups. Figures with
``.venv/bin/python -m pytest tests/bench/test_bench_charge.py --benchmark-enable``.
"""

from __future__ import annotations

import pytest

from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge.planner import (
    ChargeInputs,
    DeclaredCharge,
    Draft,
    TargetInput,
    plan_charge,
)


@pytest.fixture
def mid_charge_phase(tmp_path):
    game = create_sample(tmp_path / "bench.adjutant", seed=3)
    blue, red = (s.all_units() for s in q.order_of_battle(game).sides)
    for unit in blue:
        sv.set_token(game, unit.id, "attack")
    sv.advance_phase(game)
    declared = tuple(
        DeclaredCharge(a.id, (TargetInput(b.id), TargetInput(c.id, 9.0)))
        for a, b, c in zip(blue[1:6], red[:5], red[5:10], strict=True)
    )
    inputs = ChargeInputs(declared, Draft(blue[0].id, (red[0].id, red[1].id)))
    yield game, inputs
    game.close()


def test_bench_plan_charge(benchmark, mid_charge_phase):
    game, inputs = mid_charge_phase
    plan = benchmark(plan_charge, game, inputs)
    assert len(plan.entries) == 5 and len(plan.candidates) == 11
    assert plan.draft.chance is not None

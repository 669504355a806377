"""Benchmark: recompute a selected unit's distances and quarters (MEL-6) to 400 others,
as the battlefield canvas does while a unit is dragged (issue 2 goal: <= 4 ms).

Figures: ``.venv/bin/python -m pytest tests/bench/test_bench_geometry.py --benchmark-enable -s``.
"""

from __future__ import annotations

import random
import time

import pytest

from adjutant.rules.geometry import Footprint, distance, distances_from, quarter, quarters_of

RNG = random.Random(400)
OTHERS = [
    Footprint(
        RNG.uniform(0, 72),
        RNG.uniform(0, 48),
        RNG.uniform(0, 360),
        RNG.uniform(1, 8),
        RNG.uniform(0, 4),
    )
    for _ in range(400)
]
SELECTED = Footprint(36, 24, 30, 6, 2)


def recompute(unit: Footprint, others: list[Footprint]) -> tuple[list[float], list]:
    return distances_from(unit, others), quarters_of(unit, [(o.x, o.y) for o in others])


def test_bench_geometry_distances_and_quarters_to_400(benchmark):
    dists, quarters = benchmark(recompute, SELECTED, OTHERS)
    # Same answers as the one-at-a-time functions.
    assert dists == pytest.approx([distance(SELECTED, o) for o in OTHERS], abs=1e-9)
    assert 0 < sum(d == 0 for d in dists) < 400  # some touch or overlap, most do not
    assert quarters == [quarter(SELECTED, o.x, o.y) for o in OTHERS]

    best = float("inf")
    for _ in range(20):
        start = time.perf_counter()
        recompute(SELECTED, OTHERS)
        best = min(best, time.perf_counter() - start)
    benchmark.extra_info["ms"] = round(best * 1000, 3)
    print(f"\ndistances + quarters to 400 units: {best * 1000:.3f} ms")

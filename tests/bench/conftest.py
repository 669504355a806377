"""Benchmarks (tests/bench): every test collected here carries the ``bench`` marker.

So ``pytest -m "not bench"`` skips them and ``pytest -m bench --benchmark-enable``
runs them for real; the marker is declared in pyproject.toml (--strict-markers).
In the default run (--benchmark-disable) each benchmark body runs once.
"""

from __future__ import annotations

from pathlib import Path

import pytest

BENCH_DIR = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # The hook sees every collected item of the session, not only this directory's.
    for item in items:
        if Path(item.path).resolve().is_relative_to(BENCH_DIR):
            item.add_marker(pytest.mark.bench)

"""Cost of reading the largest army list and previewing it (issue 17; goal under 200 ms).

The largest roster of ../shared/rosters (``wh40k8-black-templar-1994.ros``, 313 KB) or,
where that folder is absent, the largest fixture of tests/data/lists: read (sniff,
defusedxml parse, unit detection) and then filled into the import dialog's preview and
mapping models, every cell asked for its text as the views would. No timing asserts:
the figures go in the closing report.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt

from adjutant.lists import read_bytes
from adjutant.lists.mapping import default_mapping
from adjutant.qtmodels.import_model import MappingModel, PreviewModel, SkippedModel

ROOT = Path(__file__).resolve().parents[2]
ROSTERS = ROOT.parent / "shared" / "rosters"


def _largest() -> Path:
    candidates = list(ROSTERS.glob("*.ros*")) or list((ROOT / "tests" / "data" / "lists").glob("*"))
    return max(candidates, key=lambda p: p.stat().st_size)


def _walk(model, parent: QModelIndex | None = None) -> int:
    parent = QModelIndex() if parent is None else parent
    cells = 0
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            model.index(row, column, parent).data(Qt.ItemDataRole.DisplayRole)
            cells += 1
        cells += _walk(model, model.index(row, 0, parent))
    return cells


@pytest.mark.bench
def test_bench_read_largest_list(benchmark):
    path = _largest()
    data = path.read_bytes()
    army = benchmark(read_bytes, data, path.name)
    assert army.counts().units > 0


@pytest.mark.bench
def test_bench_read_and_preview_largest_list(benchmark, qapp):
    path = _largest()
    data = path.read_bytes()
    preview, skipped, mapping = PreviewModel(), SkippedModel(), MappingModel()

    def read_and_preview() -> int:
        army = read_bytes(data, path.name)
        preview.set_army(army)
        skipped.set_army(army)
        mapping.set_list(army, default_mapping(army.game_system, army.characteristic_names()))
        return _walk(preview) + _walk(skipped) + _walk(mapping)

    cells = benchmark(read_and_preview)
    assert cells > 0

"""Cost of reading the largest army list and previewing it (issue 17; goal under 200 ms).

The largest roster of ../shared/rosters (``wh40k8-black-templar-1994.ros``, 313 KB) or,
where that folder is absent, the largest fixture of tests/data/lists, grown to at least
400 KB (issue 27: "the largest list, 400 KB and more") by repeating its forces, as a
list of several detachments is: read (sniff, defusedxml parse with the parse-time
limits, unit detection, the count rules) and then filled into the import dialog's
preview and mapping models, every cell asked for its text as the views would. No timing
asserts: the figures go in the closing report.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt

from adjutant.lists import read_bytes
from adjutant.lists.mapping import mapping_for
from adjutant.qtmodels.import_model import MappingModel, PreviewModel, SkippedModel

ROOT = Path(__file__).resolve().parents[2]
ROSTERS = ROOT.parent / "shared" / "rosters"


MIN_SIZE = 400 * 1024


def _largest() -> Path:
    candidates = list(ROSTERS.glob("*.ros*")) or list(
        (ROOT / "tests" / "data" / "lists").glob("*.ros")
    )
    return max(candidates, key=lambda p: p.stat().st_size)


def _at_least_400_kb(path: Path) -> bytes:
    """The roster, its forces repeated until it is 400 KB or more (plain XML)."""
    data = path.read_bytes()
    if data.startswith(b"PK"):
        import io
        import zipfile

        with zipfile.ZipFile(io.BytesIO(data)) as z:
            data = z.read(z.infolist()[0])
    start = data.index(b"<forces>") + len(b"<forces>")
    end = data.rindex(b"</forces>")
    forces = data[start:end]
    body = forces
    while len(data) - len(forces) + len(body) < MIN_SIZE:
        body += forces
    return data[:start] + body + data[end:]


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
    data = _at_least_400_kb(path)
    assert len(data) >= MIN_SIZE
    army = benchmark(read_bytes, data, path.name)
    assert army.counts().units > 0
    benchmark.extra_info["bytes"] = len(data)
    benchmark.extra_info["units"] = army.counts().units


@pytest.mark.bench
def test_bench_read_and_preview_largest_list(benchmark, qapp):
    path = _largest()
    data = _at_least_400_kb(path)
    preview, skipped, mapping = PreviewModel(), SkippedModel(), MappingModel()

    def read_and_preview() -> int:
        army = read_bytes(data, path.name)
        preview.set_army(army)
        skipped.set_army(army)
        mapping.set_list(army, mapping_for(army))
        return _walk(preview) + _walk(skipped) + _walk(mapping)

    cells = benchmark(read_and_preview)
    assert cells > 0

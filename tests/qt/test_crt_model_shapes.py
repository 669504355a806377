"""CrtModel never fails on a table whose rows disagree with its die (issue 16, item 8).

The load check refuses such a stored table (tests/store/test_stored_values.py); the
model that shows a table is still made safe on its own, because an exception inside
``data()`` while a view resets once crashed the whole window (a segfault, not a
message): rows it does not have read as unset cells.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from adjutant.qtmodels.crt_model import CrtModel
from adjutant.store.read.queries import CrtInfo, CrtOverrideInfo

SHAPES = {
    "ten_sides_six_rows": (10, [["A", "B"]] * 6),
    "a_cell_missing": (6, [["A", "B"]] * 2 + [["A"]] + [["A", "B"]] * 3),
    "an_extra_cell": (6, [["A", "B", "C"]] * 6),
    "no_rows": (6, []),
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_cell_reads_without_error(qtbot, qtmodeltester, shape):
    sides, cells = SHAPES[shape]
    info = CrtInfo(
        1,
        "Odd",
        sides,
        ("1-1", "2-1"),
        tuple(tuple(r) for r in cells),
        {"A": "attacker"},
        "",
        (CrtOverrideInfo(1, 1, "2-1", sides, "DR", "house", True),),
    )
    model = CrtModel()
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    model.set_table(info)
    assert model.rowCount() == sides and model.columnCount() == 2
    for row in range(sides):
        for column in range(2):
            index = model.index(row, column)
            for role in (
                Qt.ItemDataRole.DisplayRole,
                Qt.ItemDataRole.EditRole,
                Qt.ItemDataRole.ToolTipRole,
                Qt.ItemDataRole.BackgroundRole,
                Qt.ItemDataRole.ForegroundRole,
            ):
                model.data(index, role)
    qtmodeltester.check(model)
    # A face the stored rows do not reach reads as not filled in.
    assert model.data(model.index(sides - 1, 0)) in ("?", "A")
    view.viewport().repaint()

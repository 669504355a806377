"""Cost of the order-of-battle tree model's ``data()`` over 600 units (issue 9).

A game of 2 sides × 3 corps × 10 brigades × 10 units is built once with the
store's services; the bench then asks every cell of every unit row for
DisplayRole, DecorationRole and ToolTipRole, the three a view paints and
hovers. The figure goes in the closing report (no timing asserts: speed lives
here, correctness in tests/qt/test_oob.py).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.oob_model import COLUMN_COUNT, OobModel
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as services

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.DecorationRole,
    Qt.ItemDataRole.ToolTipRole,
)


@pytest.fixture(scope="module")
def big_game(tmp_path_factory):
    path = tmp_path_factory.mktemp("oob") / "big.adjutant"
    game = Game.create(path, name="Big", ruleset=load_preset("combined"), seed=1)
    tokens = ("defence", "move", "attack")
    for side in queries.order_of_battle(game).sides:
        army = side.formations[0].id
        for c in range(3):
            corps = services.add_formation(
                game, side.id, f"Corps {c}", kind="corps", parent_id=army
            ).result
            for b in range(10):
                brigade = services.add_formation(
                    game, side.id, f"Brigade {c}.{b}", parent_id=corps
                ).result
                for u in range(10):
                    services.add_unit(
                        game,
                        brigade,
                        name=f"Regiment {c}.{b}.{u}",
                        token=tokens[u % 3],
                        status=("fresh", "disordered", "broken")[u % 3],
                        has_commander=u % 2 == 0,
                    )
    yield game
    game.close()


def test_bench_oob_data_600_units(benchmark, qapp, big_game):
    document = GameDocument()
    document.attach(big_game)
    model = OobModel(document)
    units = [model.unit_index(i) for i in model.unit_ids()]
    assert len(units) == 600
    cells = [index.siblingAtColumn(c) for index in units for c in range(COLUMN_COUNT)]

    def paint_all():
        count = 0
        for cell in cells:
            for role in ROLES:
                if cell.data(role) is not None:
                    count += 1
        return count

    filled = benchmark(paint_all)
    # Display text in 10 of 11 columns, token and status badges, tooltips on most cells.
    assert filled > 600 * (COLUMN_COUNT + 2)
    print(f"\n{len(cells)} cells x {len(ROLES)} roles = {len(cells) * len(ROLES)} data() calls")
    document.detach()  # closes the game (the fixture's close is then a no-op)

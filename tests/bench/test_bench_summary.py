"""Time to produce the PDF of a 100-event turn with the battlefield picture (issue 7).

Goal: <= 300 ms for reading the turn from the store (events, end-of-turn state from the
journal) and writing the PDF. The turn is 100 resolutions on the sample battle: charges,
control tests, melee rounds and odds combats, all with virtual dice.
"""

from __future__ import annotations

import pytest

from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.melee import recorder as ms
from adjutant.windows.summary import collect_report
from adjutant.windows.summary_render import write_pdf
from game_builders import melee_round
from tool_plans import odds_combat


@pytest.fixture
def hundred_event_turn(tmp_path):
    game = create_sample(tmp_path / "busy.adjutant", seed=7)
    oob = q.order_of_battle(game)
    blue, red = oob.sides[0].all_units(), oob.sides[1].all_units()
    crt = q.crts(game)[0].id
    for unit in (*blue, *red):  # CMD-1: only an Attack token charges
        sv.set_token(game, unit.id, "attack")
    for i in range(100):
        a, b = blue[i % len(blue)], red[i % len(red)]
        kind = i % 4
        if kind == 0:
            charge_planner.resolve_charge(game, a.id, {b.id: 4.0 + i % 7})
        elif kind == 1:
            charge_planner.resolve_charge(game, b.id, {a.id: 5.0 + i % 5})
        elif kind == 2:
            fought = melee_round(game, [a.id], [b.id])  # through the melee planner
            ms.close_combat(game, fought.result.outcome["combat_id"])  # a new combat each time
        else:
            odds_combat(game, crt, defence=1 + i % 3, attackers=[a.id])
    assert len(q.events(game, turn=1)) == 100
    yield game
    game.close()


def test_bench_pdf_of_a_100_event_turn(benchmark, qapp, hundred_event_turn, tmp_path):
    def produce() -> int:
        return write_pdf(collect_report(hundred_event_turn, 1), tmp_path / "turn.pdf")

    pages = benchmark(produce)
    assert pages >= 3
    assert (tmp_path / "turn.pdf").stat().st_size > 10_000

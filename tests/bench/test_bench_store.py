"""Store benchmark (issue 3): open a large game, load its order of battle and last turn's log.

A game of 2 sides x 300 units, 30 turns and 20 000 events is built once per
session with bulk inserts. Each bench times the store's way (Game.open +
queries) beside the same rows read with plain sqlite3 in the same run; the
test prints both and the ratio. In the default run (--benchmark-disable)
each runs once.
"""

from __future__ import annotations

import sqlite3
import time
from datetime import datetime

import pytest
from sqlalchemy import insert

from adjutant.rules.ruleset import load_preset
from adjutant.store.file.game import Game
from adjutant.store.file.models import Event, Formation, Unit
from adjutant.store.read import queries as q

SIDES, UNITS_PER_SIDE, TURNS, EVENTS = 2, 300, 30, 20_000


@pytest.fixture(scope="session")
def large_game(tmp_path_factory):
    path = tmp_path_factory.mktemp("bench") / "large.adjutant"
    game = Game.create(path, name="Large", ruleset=load_preset("combined"), seed=1)
    with game.transaction() as s:
        conn = s.connection()
        # Game.create made sides 1 and 2, each with its root army formation 1 and 2.
        sides = [1, 2]
        formation_rows, unit_rows = [], []
        fid = 100
        for side in sides:
            for brigade in range(30):
                fid += 1
                formation_rows.append(
                    {
                        "id": fid,
                        "side_id": side,
                        "parent_id": side,
                        "name": f"Brigade {brigade}",
                        "kind": "brigade",
                        "position": brigade,
                    }
                )
                for k in range(UNITS_PER_SIDE // 30):
                    unit_rows.append(
                        {
                            "formation_id": fid,
                            "position": k,
                            "name": f"Unit {side}-{brigade}-{k}",
                            "token": "move",
                        }
                    )
        conn.execute(insert(Formation), formation_rows)
        conn.execute(insert(Unit), unit_rows)
        now = datetime(2024, 1, 1)
        per_turn = EVENTS // TURNS + 1
        events = [
            {
                "turn": 1 + i // per_turn,
                "side_id": 1 + i % 2,
                "phase": "command",
                "kind": "control_test",
                "summary": f"event {i}",
                "inputs": {"unit_id": i % 600, "distance": 7.5},
                "chance": "2/5",
                "dice": [i % 20 + 1],
                "dice_source": "virtual",
                "outcome": {"passed": i % 2 == 0},
                "rule_ids": ["CMD-5", "CMD-6"],
                "created_at": now,
            }
            for i in range(EVENTS)
        ]
        conn.execute(insert(Event), events)
    game.close()
    return path


def _store_load(path):
    with Game.open(path) as game:
        oob = q.order_of_battle(game)
        last = q.events(game, turn=TURNS)
    return oob, last


def _sqlite_load(path):
    conn = sqlite3.connect(path.as_uri() + "?mode=ro", uri=True)
    try:
        sides = conn.execute("SELECT * FROM sides ORDER BY position").fetchall()
        formations = conn.execute("SELECT * FROM formations ORDER BY position, id").fetchall()
        units = conn.execute("SELECT * FROM units ORDER BY position, id").fetchall()
        footprints = conn.execute("SELECT * FROM footprints").fetchall()
        commanders = conn.execute("SELECT * FROM commanders").fetchall()
        events = conn.execute(
            "SELECT * FROM events WHERE turn = ? ORDER BY id", (TURNS,)
        ).fetchall()
    finally:
        conn.close()
    return sides, formations, units, footprints, commanders, events


def _best(fn, *args, rounds=3):
    best = float("inf")
    for _ in range(rounds):
        t = time.perf_counter()
        fn(*args)
        best = min(best, time.perf_counter() - t)
    return best


@pytest.mark.bench
def test_bench_open_and_load_large_game(benchmark, large_game):
    oob, last = benchmark(_store_load, large_game)
    assert sum(len(s.all_units()) for s in oob.sides) == SIDES * UNITS_PER_SIDE
    assert last and all(e.turn == TURNS for e in last)
    raw = _sqlite_load(large_game)
    assert len(raw[2]) == SIDES * UNITS_PER_SIDE and len(raw[5]) == len(last)
    store_s, sqlite_s = _best(_store_load, large_game), _best(_sqlite_load, large_game)
    print(
        f"\nstore: open + order of battle + last turn's {len(last)} events = {store_s * 1000:.1f} ms; "
        f"plain sqlite3 same rows = {sqlite_s * 1000:.1f} ms; ratio {store_s / sqlite_s:.1f}x"
    )


@pytest.mark.bench
def test_bench_plain_sqlite_reference(benchmark, large_game):
    rows = benchmark(_sqlite_load, large_game)
    assert len(rows[2]) == SIDES * UNITS_PER_SIDE

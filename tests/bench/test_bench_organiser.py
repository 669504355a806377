"""The organiser's view at scale (issue 26): a season of 2,000 games, 100 players, 100 tables.

Every game is pushed through ``push_ops`` by its enrolled table, as laptops push them (an
action op with a dozen dice tests, a draft record, the confirmed record), on the session's
own PostgreSQL (tests/pg_tools.py). Then, on a viewer's read-only session:

- the standings (SQL: event points, SoS, tie-breaks, rank) — ms;
- the faction table, faction-against-faction and the first-turn rate — ms;
- a whole snapshot (board of 100 tables, standings, factions, matchups, luck) — ms;
- push-to-screen latency: a table pushes a confirmed game, the organiser window (the real
  one, offscreen) shows its player in the standings model — p50 / p95 over a run of pushes.

Figures, not asserts: ``pytest tests/bench/test_bench_organiser.py --benchmark-enable -s``.
In the default run (benchmarks disabled: each body once) the season is 200 games, so the
suite checks that the benchmark runs without paying for the full season. After loading,
the archive is ANALYZEd, as autovacuum does on a server whose tables grew.
"""

from __future__ import annotations

import random
import statistics
import time

import pytest

from adjutant.archive import events, reading, server
from adjutant.archive.client import ArchiveClient
from adjutant.archive.scoring import EventSettings
from archive_helpers import dice_test, new_archive
from organiser_helpers import P, play

EVENT = "Club league season"
GAMES, PLAYERS, TABLES = 2000, 100, 100
FACTIONS = [f"Faction {i:02d}" for i in range(16)]
LATENCY_PUSHES = 12

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture(scope="module")
def season(pg_cluster, request):
    full = request.config.getoption("benchmark_enable")
    games = GAMES if full else GAMES // 10
    archive = new_archive(pg_cluster)
    rounds = games // (PLAYERS // 2)
    events.define_event(
        archive.admin_url, EventSettings(name=EVENT, rounds=rounds, scoring="matrix")
    )
    tables = [archive.enrol(n, event=EVENT) for n in range(1, TABLES + 1)]
    rng = random.Random(26)
    players = [f"Player {i:03d}" for i in range(PLAYERS)]
    faction = {p: rng.choice(FACTIONS) for p in players}
    started = time.perf_counter()
    # One session per table, kept open (a laptop keeps its own), as the pusher does.
    clients = [ArchiveClient(t.line) for t in tables]
    try:
        for game in range(games):
            round_no = game // (PLAYERS // 2) + 1
            a, b = rng.sample(players, 2)
            tests = [
                dice_test(
                    rng.choice(["Blue", "Red"]),
                    rng.choice(["1/2", "2/3", "5/6", "7/12"]),
                    rng.random() < 0.6,
                    dice_source=rng.choice(["virtual", "physical"]),
                )
                for _ in range(12)
            ]
            table = tables[game % TABLES]
            ops = play(
                table.line,
                EVENT,
                round_no,
                table.table,
                P(a, faction[a], rng.randint(0, 100), first=True),
                P(b, faction[b], rng.randint(0, 100)),
                tests=tests,
                send=False,
            )
            clients[game % TABLES].push(ops.game_uuid, ops.ops)
    finally:
        for client in clients:
            client.close()
    built = time.perf_counter() - started
    with archive.admin() as conn:
        conn.execute("ANALYZE")
    viewer = server.add_viewer(archive.admin_url, f"viewer_{archive.database}")
    print(f"\nseason: {games} games pushed by {TABLES} tables in {built:.1f} s")
    return archive, viewer, tables, players, faction, games


def _ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return f"p50 {statistics.median(values) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms"


def test_bench_standings(benchmark, season):
    _archive, viewer, *_rest, games = season
    with reading.open_session(viewer) as session:
        info, rows = benchmark(session.standings, EVENT)
    assert len(rows) == PLAYERS and sum(r.games for r in rows) == 2 * games
    assert info.settings.scoring == "matrix"


def test_bench_factions(benchmark, season):
    from adjutant.archive import standings as sql

    _archive, viewer, *_rest, games = season
    with reading.open_session(viewer) as session:
        info = session.event(EVENT)

        def factions():
            return session._run(
                lambda: (
                    sql.factions(session.conn, info),
                    sql.matchups(session.conn, info),
                    sql.first_turn(session.conn, info),
                )
            )

        table, matchups, first = benchmark(factions)
    assert len(table) == len(FACTIONS) and first.games == games
    assert matchups


def test_bench_snapshot(benchmark, season):
    _archive, viewer, *_ = season
    with reading.open_session(viewer) as session:
        snap = benchmark(session.snapshot, EVENT)
    assert len(snap.tiles) == TABLES and len(snap.standings) == PLAYERS
    assert snap.luck is not None and len(snap.luck) == PLAYERS


def test_bench_push_to_screen(qtbot, benchmark, season):
    """From a table's push to the player on the organiser's screen (standings model)."""
    from adjutant.windows.organiser.window import OrganiserWindow

    _archive, viewer, tables, players, faction, games = season
    window = OrganiserWindow(viewer, event=EVENT)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitUntil(lambda: window.snapshot is not None, timeout=20_000)
    resets: list[int] = []
    window.standings_model.modelAboutToBeReset.connect(lambda: resets.append(1))
    rng = random.Random(7)
    latencies: list[float] = []

    def one_push(i: int) -> None:
        newcomer = f"Newcomer {i:03d} {rng.random():.6f}"
        rival = rng.choice(players)
        table = tables[i % TABLES]
        started = time.perf_counter()
        play(
            table.line,
            EVENT,
            games // (PLAYERS // 2),
            table.table,
            P(newcomer, rng.choice(FACTIONS), 90, first=True),
            P(rival, faction[rival], 10),
        )
        qtbot.waitUntil(
            lambda: window.standings_model.row_of(f"name:{newcomer.lower()}") >= 0,
            timeout=10_000,
        )
        latencies.append(time.perf_counter() - started)

    pushes = iter(range(10_000))
    benchmark.pedantic(lambda: one_push(next(pushes)), rounds=LATENCY_PUSHES, iterations=1)
    benchmark.extra_info["push_to_screen"] = _ms(latencies)
    print(f"\npush to screen over {len(latencies)} pushes: {_ms(latencies)}")
    assert resets == []
    window.close()

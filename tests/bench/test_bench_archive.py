"""Event archive benchmark (issue 25): push throughput and batch latency with 20 and 100
tables on loopback, and the time to drain 1,000 waiting ops after a 30 s outage.

Figures, not timed asserts: each bench prints its line (with the machine's core count)
and puts it in pytest-benchmark's ``extra_info``. With ``--benchmark-enable`` the sizes
are the issue's; in the default run (benchmarks disabled) each body runs once on a small
size, to show it still works.

- Throughput: N tables, each a real game file of its own (a played sample battle, ~100
  ops) pushed by :func:`adjutant.archive.pusher.push_pending` — reading the outbox,
  ``push_ops`` in one server transaction per batch of 50, the acknowledgement written
  after COMMIT — all N at once (connections made first, then a barrier). ops/s is every
  op over the wall time from the barrier to the last table done; latency is one batch's
  ``push_ops`` + ``COMMIT`` round, p50 and p95 over all batches.
- Drain: the app's worker (:class:`~adjutant.archive.pusher.PushService`, its default
  backoff) with 1,000 ops waiting behind a network that is down (tests/cut_proxy.py) for
  30 s; the time from the network's return to every op acknowledged, split into the
  wait for the backoff's next try and the pushing.
"""

from __future__ import annotations

import os
import sqlite3
import statistics
import threading
import time

import pytest

from adjutant.archive import pusher
from adjutant.archive.client import ArchiveClient
from archive_helpers import new_archive
from cut_proxy import CutProxy
from fault_run import build_games
from played_games import game_uuid_of, local_state, new_played_game, play_more

CORES = os.cpu_count() or 1


class _TimedClient(ArchiveClient):
    """The real client, timing each batch (push_ops and COMMIT) it sends."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.latencies: list[float] = []

    def push(self, game_uuid, ops, **kwargs):
        started = time.perf_counter()
        result = super().push(game_uuid, ops, **kwargs)
        if ops:
            self.latencies.append(time.perf_counter() - started)
        return result


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _throughput(cluster, folder, tables: int, steps: int) -> dict:
    archive = new_archive(cluster)
    built = build_games(folder, tables, steps, copies=0)
    lines = [archive.enrol().line for _ in built]
    clients = [_TimedClient(line) for line in lines]
    for client in clients:
        client.check()  # connected before the clock starts
    barrier = threading.Barrier(tables + 1)
    reports: list[pusher.PushReport] = []
    errors: list[BaseException] = []

    def table(path: str, client: _TimedClient) -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            report = pusher.PushReport(client.line.target)
            barrier.wait()
            pusher.push_pending(conn, game_uuid_of(path), client, report, batch_ops=50)
            reports.append(report)
        except BaseException as exc:
            errors.append(exc)
        finally:
            conn.close()

    threads = [
        threading.Thread(target=table, args=(path, client))
        for (path, _copy), client in zip(built, clients, strict=True)
    ]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    for client in clients:
        client.close()
    assert errors == []
    ops = sum(r.sent for r in reports)
    assert ops == archive.scalar("SELECT count(*) FROM adjutant_archive.ops")
    latencies = [x for c in clients for x in c.latencies]
    return {
        "tables": tables,
        "ops": ops,
        "batches": len(latencies),
        "seconds": round(wall, 3),
        "ops_per_s": round(ops / wall, 1),
        "p50_ms": round(1000 * statistics.median(latencies), 1),
        "p95_ms": round(1000 * _percentile(latencies, 0.95), 1),
        "cores": CORES,
    }


@pytest.mark.parametrize("tables", [20, 100])
def test_push_throughput_and_batch_latency(benchmark, pg_cluster, tmp_path, tables):
    full = not benchmark.disabled
    n, steps = (tables, 100) if full else (min(tables, 4) // (1 if tables == 20 else 2), 10)
    figures: dict = {}

    def run() -> None:
        figures.update(_throughput(pg_cluster, tmp_path, n, steps))

    benchmark.pedantic(run, rounds=1, iterations=1)
    benchmark.extra_info.update(figures)
    print(
        f"push: {figures['tables']} tables, {figures['ops']} ops in {figures['batches']} "
        f"batches, {figures['seconds']} s: {figures['ops_per_s']} ops/s; batch latency "
        f"p50 {figures['p50_ms']} ms, p95 {figures['p95_ms']} ms ({CORES} cores, loopback)"
    )


def test_drain_after_an_outage(benchmark, pg_cluster, tmp_path):
    full = not benchmark.disabled
    outage, steps = (30.0, 900) if full else (1.0, 30)
    figures: dict = {}

    def run() -> None:
        archive = new_archive(pg_cluster)
        path = tmp_path / "waiting.adjutant"
        head = new_played_game(path, steps, seed=1000)
        while full and head < 1000:
            head = play_more(path, 20, seed=head)
        table = archive.enrol()
        with CutProxy(pg_cluster.port) as proxy:
            line = proxy.line(table.line)
            service = pusher.PushService()
            service.start()
            try:
                proxy.go_down()
                service.configure(path, line)
                time.sleep(outage)
                assert service.status().waiting == head
                retries = service.status().retries
                proxy.come_back()
                back = time.perf_counter()
                first = None
                while True:
                    status = service.status()
                    if first is None and status.sent > 0:
                        first = time.perf_counter()
                    if status.state == pusher.SENT and status.waiting == 0:
                        break
                    time.sleep(0.01)
                done = time.perf_counter()
            finally:
                service.stop()
        assert local_state(path, line.target)[2] == head
        assert len(archive.game_ops(game_uuid_of(path))) == head
        first = first or done
        figures.update(
            ops=head,
            outage_s=outage,
            retries_during_outage=retries,
            drain_s=round(done - back, 2),
            backoff_wait_s=round(first - back, 2),
            pushing_s=round(done - first, 2),
            cores=CORES,
        )

    benchmark.pedantic(run, rounds=1, iterations=1)
    benchmark.extra_info.update(figures)
    print(
        f"drain: {figures['ops']} ops waiting through a {figures['outage_s']:.0f} s outage "
        f"({figures['retries_during_outage']} tries meanwhile): all acknowledged "
        f"{figures['drain_s']} s after the network came back ({figures['backoff_wait_s']} s "
        f"waiting for the backoff's next try, {figures['pushing_s']} s pushing; {CORES} cores)"
    )

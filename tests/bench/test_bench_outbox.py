"""The outbox's cost per action (issue 24): time and bytes, beside the same action without it.

The action is the one of ``test_bench_command_plan``'s action benchmark: one control test
resolved through its planner and undone (with the redo tail it leaves, discarded by the
next call), on the sample battle. Each call writes three ops: the discard of the action
undone before, the action (its journal rows, its event and its test), the undo.

The bench times that call as it is, then with the outbox's work replaced by nothing (the
op's payload not built, no row written: ``writer._append`` and ``ops.action_payload``
patched), in the same run and on the same game, and prints both, the difference per call,
and the bytes the outbox holds per call and per op of each kind. Figures only: no timed
assert (speed goes in benchmarks, reported as figures).
"""

from __future__ import annotations

import statistics
import time

from test_bench_command_plan import _declared_everywhere

from adjutant.store.file import ops as op_payloads
from adjutant.store.file import writer
from adjutant.store.format import outbox
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command.planner import EntryState, plan_command
from adjutant.store.tools.command.recorder import resolve_command

CALLS = 60


def _entry(game):
    plan = plan_command(game, _declared_everywhere(game))  # as the action benchmark plans it
    return next(e for e in plan.declarations if e.state is EntryState.PENDING)


def _timed(game, entry, calls: int) -> list[float]:
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        change = resolve_command(game, entry, (20,))
        game.undo(change.action_id)
        times.append(time.perf_counter() - start)
    return times


def test_bench_outbox_cost_per_action(benchmark, tmp_path, monkeypatch):
    game = create_sample(tmp_path / "s.adjutant", seed=5)
    try:
        entry = _entry(game)
        benchmark(_timed, game, entry, 1)  # the action benchmark's call, with the outbox
        _timed(game, entry, 5)  # warm
        head = outbox.head_seq(game)
        # The outbox's own work inside each transaction (building, hashing, inserting the
        # ops), timed where it happens; the rest of a call is the action and its commit.
        spent = []
        for name, holder in (("_append", writer), ("action_payload", op_payloads)):
            original = getattr(holder, name)

            def timed(*args, _original=original, **kwargs):
                start = time.perf_counter()
                try:
                    return _original(*args, **kwargs)
                finally:
                    spent.append(time.perf_counter() - start)

            monkeypatch.setattr(holder, name, timed)
        with_outbox = _timed(game, entry, CALLS)
        monkeypatch.undo()
        ops = outbox.read_ops(game, head, max_count=10_000, max_bytes=10**9)
        assert len(ops) == 3 * CALLS
        sizes: dict[str, list[int]] = {}
        for op in ops:
            sizes.setdefault(op.kind, []).append(len(op.payload.encode("utf-8")))
        row = 36 + 64 + 27 + 8  # op_uuid, sha256, created_at, kind and seq beside the payload
        per_call = sum(sum(v) for v in sizes.values()) / CALLS + 3 * row

        monkeypatch.setattr(writer, "_append", lambda conn, kind, payload, *, record: None)
        monkeypatch.setattr(op_payloads, "action_payload", lambda **_kwargs: {})
        _timed(game, entry, 5)
        without = _timed(game, entry, CALLS)
        assert outbox.head_seq(game) == head + 3 * CALLS  # nothing written while patched
    finally:
        game.close()
    a, b = statistics.median(with_outbox), statistics.median(without)
    kinds = ", ".join(f"{k} {statistics.mean(v):.0f} B" for k, v in sorted(sizes.items()))
    own = sum(spent) / CALLS
    print(
        f"\noutbox: control test + undo = {a * 1000:.2f} ms with the outbox, "
        f"{b * 1000:.2f} ms without (median of {CALLS}; each call commits twice with fsync, "
        f"so the difference is mostly the disk's noise: {(a - b) * 1000:+.2f} ms); the outbox's "
        f"own work (payload, hash, insert of 3 ops) {own * 1000:.2f} ms per call; "
        f"{per_call:.0f} bytes of outbox per call (payload by kind: {kinds})"
    )

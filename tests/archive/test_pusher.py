"""The pusher on real game files and a real PostgreSQL (issue 25): batches by count and by
bytes, an acknowledgement only after COMMIT returned and the hashes agree, a copy of the
file pushed again, an archive made again under the same name, a newer payload major
refused with the ops left queued, and the app's worker (PushService) through an outage.
"""

from __future__ import annotations

import itertools
import random
import shutil
import sqlite3

import pytest

from adjutant.archive import pusher
from adjutant.archive.client import ArchiveClient, Refused, Unreachable
from adjutant.archive.urls import ConnectionLine
from adjutant.store.format import outbox
from archive_helpers import changed_line
from cut_proxy import CutProxy
from pg_tools import wait_until
from played_games import game_uuid_of, local_state, new_played_game, play_more


def _fresh(tmp_path, name: str, steps: int, seed: int):
    path = tmp_path / f"{name}.adjutant"
    new_played_game(path, steps, seed)
    return path


def _server_state(archive, game_uuid):
    ops = archive.game_ops(game_uuid)
    hashed = archive.scalar(
        "SELECT adjutant_archive.game_ops_hash(%s, 9223372036854775807)", game_uuid
    )
    return ops, hashed


def test_push_game_sends_everything_once_and_acknowledges_it(archive, tmp_path):
    path = _fresh(tmp_path, "a", 40, seed=1)
    table = archive.enrol()
    report = pusher.push_game(path, table.line, batch_ops=16)
    head, local_hash, acked, acked_hash = local_state(path, table.line.target)
    assert report.sent == head and report.already_there == 0
    assert report.batches == -(-head // 16)
    assert (acked, acked_hash) == (head, local_hash)
    ops, server_hash = _server_state(archive, game_uuid_of(path))
    assert len(ops) == head and server_hash == local_hash
    with sqlite3.connect(path) as conn:
        assert [(o.seq, o.op_uuid, o.sha256) for o in outbox.iter_ops(conn)] == ops
    # Nothing waits: the archive is only asked what it holds.
    again = pusher.push_game(path, table.line)
    assert (again.sent, again.already_there, again.batches) == (0, 0, 0)
    assert again.head_seq == head


def test_batches_are_limited_by_bytes_too(archive, tmp_path):
    path = _fresh(tmp_path, "b", 30, seed=2)
    with sqlite3.connect(path) as conn:
        sizes = [len(o.payload.encode()) for o in outbox.iter_ops(conn)]
    limit = 3 * max(sizes)
    table = archive.enrol()
    sent: list[int] = []
    report = pusher.PushReport(table.line.target)
    with sqlite3.connect(path, isolation_level=None) as conn, ArchiveClient(table.line) as client:
        pusher.push_pending(
            conn,
            game_uuid_of(path),
            client,
            report,
            batch_ops=1000,
            batch_bytes=limit,
            on_batch=lambda r: sent.append(r.acked_seq),
        )
    bounds = [0, *sent]
    for start, end in itertools.pairwise(bounds):
        assert sum(sizes[start:end]) <= limit or end - start == 1
    assert len(sent) > 1 and sent[-1] == len(sizes)


def test_the_acknowledgement_waits_for_the_commit_to_return(archive, pg_cluster, tmp_path):
    """The answer to the first batch's COMMIT is lost (the TCP proxy): the file keeps no
    acknowledgement for it, though the server committed it; the next push finds those
    ops there and only then acknowledges them."""
    path = _fresh(tmp_path, "c", 30, seed=3)
    table = archive.enrol()
    with CutProxy(pg_cluster.port) as proxy:
        line = proxy.line(table.line)
        target = line.target  # acknowledgements are kept per archive name as the line says
        proxy.cut_next()
        report = pusher.PushReport(target)
        with (
            sqlite3.connect(path, isolation_level=None) as conn,
            ArchiveClient(line) as client,
            pytest.raises(Unreachable),
        ):
            pusher.push_pending(conn, game_uuid_of(path), client, report, batch_ops=10)
        assert proxy.commits_cut == 1
        assert local_state(path, target)[2] == 0  # nothing acknowledged
        assert len(archive.game_ops(game_uuid_of(path))) == 10  # but committed
        again = pusher.push_game(path, line, batch_ops=10)
    head, local_hash, acked, _ = local_state(path, target)
    assert (again.already_there, again.sent) == (10, head - 10)
    assert acked == head
    assert _server_state(archive, game_uuid_of(path)) == (
        archive.game_ops(game_uuid_of(path)),
        local_hash,
    )


def test_a_copy_of_the_file_pushed_again_adds_nothing(archive, tmp_path):
    path = _fresh(tmp_path, "d", 30, seed=4)
    copy = tmp_path / "copy.adjutant"
    shutil.copy(path, copy)  # taken before anything was sent
    table = archive.enrol()
    pusher.push_game(path, table.line)
    head = play_more(path, 10, seed=40)
    pusher.push_game(path, table.line)
    report = pusher.push_game(copy, table.line)
    assert report.sent == 0 and report.already_there == local_state(copy, table.line.target)[0]
    assert report.head_seq == head
    assert len(archive.game_ops(game_uuid_of(path))) == head


def test_an_archive_made_again_under_the_same_name_gets_everything_again(archive, tmp_path):
    path = _fresh(tmp_path, "e", 20, seed=5)
    table = archive.enrol()
    pusher.push_game(path, table.line)
    game = game_uuid_of(path)
    with archive.admin() as conn:
        for table_name in ("dice_tests", "result_players", "results", "ops", "games"):
            conn.execute(f"DELETE FROM adjutant_archive.{table_name} WHERE game_uuid = %s", (game,))
    report = pusher.push_game(path, table.line)
    head = local_state(path, table.line.target)[0]
    assert report.sent == head
    assert len(archive.game_ops(game)) == head


def test_a_newer_payload_major_is_refused_and_the_ops_stay_queued(fresh_archive, tmp_path):
    """The archive reads payload format 0.x (an older archive): the laptop's 1.0 is
    refused with a message naming both, nothing is acknowledged, the ops stay queued —
    and go once the archive is upgraded."""
    definition = fresh_archive.scalar(
        "SELECT pg_get_functiondef('adjutant_archive.push_ops(uuid, text, jsonb)'::regprocedure)"
    )
    older = definition.replace("c_major CONSTANT integer := 1;", "c_major CONSTANT integer := 0;")
    assert older != definition
    with fresh_archive.admin() as conn:
        conn.execute(older)
    path = _fresh(tmp_path, "f", 10, seed=6)
    table = fresh_archive.enrol()
    with pytest.raises(Refused) as refused:
        pusher.push_game(path, table.line)
    assert refused.value.kind == "version"
    assert "1.0" in str(refused.value) and "0.0" in str(refused.value)
    head, _hash, acked, _ = local_state(path, table.line.target)
    assert acked == 0 and head > 0
    with sqlite3.connect(path) as conn:
        assert outbox.count_after(conn, acked) == head  # every op still waits
    with fresh_archive.admin() as conn:
        conn.execute(definition)
    assert pusher.push_game(path, table.line).sent == head


def test_a_conflict_acknowledges_the_shared_prefix_only(archive, tmp_path):
    """Table A pushed the game; table B holds a copy that went its own way after op k:
    B's push acknowledges ops 1..k (they are the archive's), is refused at k+1, and that
    op is kept as a conflict."""
    path = _fresh(tmp_path, "g", 20, seed=7)
    copy = tmp_path / "g-copy.adjutant"
    shutil.copy(path, copy)
    shared = local_state(path, "x:1/y")[0]
    play_more(path, 5, seed=70)
    play_more(copy, 5, seed=71)
    a, b = archive.enrol(), archive.enrol()
    pusher.push_game(path, a.line)
    with pytest.raises(Refused) as refused:
        pusher.push_game(copy, b.line, batch_ops=7)
    assert refused.value.kind == "conflict" and refused.value.op_seq == shared + 1
    assert local_state(copy, b.line.target)[2] == shared
    assert archive.rows(
        "SELECT op_seq, reason FROM adjutant_archive.conflicts WHERE game_uuid = %s",
        game_uuid_of(path),
    ) == [(shared + 1, "differs")]


# ------------------------------------------------------------------ the app's worker
def test_the_worker_sends_follows_play_and_rides_out_an_outage(archive, pg_cluster, tmp_path):
    path = _fresh(tmp_path, "h", 25, seed=8)
    table = archive.enrol()
    with CutProxy(pg_cluster.port) as proxy:
        target = proxy.line(table.line).target
        service = pusher.PushService(
            batch_ops=10, poll=0.1, backoff=pusher.Backoff(0.05, 0.4, random.Random(1))
        )
        service.start()
        try:
            service.configure(path, proxy.line(table.line))

            def sent() -> bool:
                status = service.status()
                return status.state == pusher.SENT and status.waiting == 0

            assert wait_until(sent, 30), service.status()
            assert service.status().sent == local_state(path, target)[0]
            proxy.go_down()
            head = play_more(path, 8, seed=80)
            service.wake()
            waiting = head - local_state(path, target)[2]
            assert waiting > 0
            assert wait_until(
                lambda: (
                    service.status().state == pusher.RETRYING
                    and service.status().waiting == waiting
                ),
                30,
            ), service.status()
            status = service.status()
            assert status.kind == "unreachable" and status.retries >= 1
            proxy.come_back()
            assert wait_until(sent, 30), service.status()
        finally:
            service.stop()
    head, local_hash, acked, acked_hash = local_state(path, target)
    assert (acked, acked_hash) == (head, local_hash)
    assert len(archive.game_ops(game_uuid_of(path))) == head
    assert not service.alive


def test_the_worker_says_why_when_refused_and_follows_a_new_game(archive, tmp_path):
    first = _fresh(tmp_path, "i", 5, seed=9)
    second = _fresh(tmp_path, "j", 5, seed=10)
    table = archive.enrol()
    wrong = changed_line(table.line, password="not-the-password")
    service = pusher.PushService(poll=0.1)
    service.start()
    try:
        service.configure(first, wrong)
        assert wait_until(lambda: service.status().state == pusher.REFUSED, 30)
        assert service.status().kind == "password"
        assert service.status().waiting == local_state(first, wrong.target)[0]
        service.configure(second, table.line)
        assert wait_until(lambda: service.status().state == pusher.SENT, 30)
        assert service.status().game == str(second)
        service.configure(None, table.line)
        assert service.status().state == pusher.OFF
    finally:
        service.stop()
    assert archive.game_ops(game_uuid_of(first)) == []
    assert len(archive.game_ops(game_uuid_of(second))) == local_state(second, table.line.target)[0]


def test_a_file_without_an_outbox_is_not_pushable(tmp_path):
    not_a_game = tmp_path / "notes.adjutant"
    not_a_game.write_text("shopping list")
    with pytest.raises(pusher.NotPushable):
        pusher.open_game_file(not_a_game)
    never_reached = ConnectionLine("u", "p", "127.0.0.1", 1, "db")
    with pytest.raises(pusher.NotPushable):
        pusher.push_game(not_a_game, never_reached)


def test_derived_rows_pushed_batch_by_batch_are_those_computed_at_once(archive, tmp_path):
    """Small batches: the derived rows left by the pushes (each recomputing only when its
    ops can change them) are the rows one recompute of the whole game gives."""
    path = _fresh(tmp_path, "k", 80, seed=12)
    table = archive.enrol()
    pusher.push_game(path, table.line, batch_ops=3)
    game = game_uuid_of(path)
    pushed = archive.derived(game)
    assert pushed["dice_tests"]
    with archive.admin() as conn:
        conn.execute("SELECT adjutant_archive.recompute_game(%s)", (game,))
    assert archive.derived(game) == pushed
    with sqlite3.connect(path) as conn:
        kinds = {op.kind for op in outbox.iter_ops(conn)}
    assert {"action", "undo"} <= kinds and {"redo", "discard"} & kinds

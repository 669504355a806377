"""Real faults between a table and the archive, one at a time (issue 25): the answer to
COMMIT lost (tests/cut_proxy.py), the pushing session terminated from a side
connection, the server crashed (``pg_ctl stop -m immediate``) and restarted mid-push.
Each ends with every op on the server exactly once after the retry.

The many-pushers run of all of them at once is tests/archive/test_fault_run.py.
"""

from __future__ import annotations

import threading

import pytest

from adjutant.archive.client import ArchiveClient, Unreachable
from archive_helpers import OpsGame, changed_line, dice_test
from cut_proxy import CutProxy
from pg_tools import wait_until


def _game(n: int) -> OpsGame:
    game = OpsGame()
    for i in range(n):
        game.action(f"Roll {i}", [dice_test("Blue", "7/12", i % 3 == 0)])
    return game


def test_the_answer_to_commit_lost_then_the_retry_finds_the_ops_there(archive, pg_cluster):
    table = archive.enrol()
    game = _game(12)
    with CutProxy(pg_cluster.port) as proxy:
        line = changed_line(table.line, port=proxy.port, params=(("sslmode", "disable"),))
        with ArchiveClient(line) as client:
            proxy.cut_next()
            with pytest.raises(Unreachable):
                client.push(game.game_uuid, game.ops)
            assert proxy.commits_cut == 1
            # Committed on the server, unknown to the laptop.
            assert archive.game_ops(game.game_uuid) == game.lines()
            again = client.push(game.game_uuid, game.ops)
    assert (again.inserted, again.already_there) == (0, 12)
    assert again.ops_hash == game.hash()
    assert archive.game_ops(game.game_uuid) == game.lines()


def _blocked_push(archive, client, game):
    """Start a push that waits on the game's row, held by a side transaction: the push is
    in the middle of its transaction when the fault comes. Returns (thread, outcome, side)."""
    side = archive.admin()
    side.autocommit = False
    side.execute(
        "SELECT 1 FROM adjutant_archive.games WHERE game_uuid = %s FOR UPDATE", (game.game_uuid,)
    )
    outcome: dict = {}

    def push():
        try:
            outcome["result"] = client.push(game.game_uuid, game.ops)
        except Exception as exc:
            outcome["error"] = exc

    thread = threading.Thread(target=push, daemon=True)
    thread.start()

    def waiting() -> bool:
        return bool(
            archive.scalar(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                "AND usename = %s",
                client.line.user,
            )
        )

    assert wait_until(waiting, timeout=20), "the push never reached the game's lock"
    return thread, outcome, side


def test_a_session_terminated_mid_push_commits_nothing_and_the_retry_all(archive, pg_cluster):
    table = archive.enrol()
    game = _game(5)
    with ArchiveClient(table.line) as client:
        client.push(game.game_uuid, game.ops[:1])  # the game exists, so its row can be held
        thread, outcome, side = _blocked_push(archive, client, game)
        assert pg_cluster.terminate(role=table.role) == 1
        thread.join(20)
        side.rollback()
        side.close()
        assert isinstance(outcome.get("error"), Unreachable)
        assert len(archive.game_ops(game.game_uuid)) == 1
        again = client.push(game.game_uuid, game.ops)
    assert (again.inserted, again.already_there) == (4, 1)
    assert archive.game_ops(game.game_uuid) == game.lines()


def test_a_server_crash_mid_push_then_a_restart(archive, pg_cluster):
    table = archive.enrol()
    done, crashed = _game(6), _game(6)
    with ArchiveClient(table.line) as client:
        client.push(done.game_uuid, done.ops)
        client.push(crashed.game_uuid, crashed.ops[:2])
        thread, outcome, side = _blocked_push(archive, client, crashed)
        pg_cluster.crash()
        thread.join(20)
        side.close()
        assert isinstance(outcome.get("error"), Unreachable)
        with pytest.raises(Unreachable):
            client.push(crashed.game_uuid, crashed.ops)  # the server is down
        pg_cluster.restart_after_crash()
        # What was committed before the crash survived it; the cut batch is retried.
        assert archive.game_ops(done.game_uuid) == done.lines()
        assert len(archive.game_ops(crashed.game_uuid)) == 2
        again = client.push(crashed.game_uuid, crashed.ops)
    assert (again.inserted, again.already_there) == (4, 2)
    assert archive.game_ops(crashed.game_uuid) == crashed.lines()

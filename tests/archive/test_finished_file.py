"""The finished game's file sent by the app's push service on its own (issue 26), on real
game files and a real PostgreSQL: nothing before both players confirmed the match record;
once confirmed and every op acknowledged, one copy the organiser opens as the same game;
an edit confirmed again sends the new copy; a restart sends it once more as a no-op; a
refusal shows in the status while the ops still go. Sends are counted on the server
(``pg_stat_user_functions``), not in the worker.
"""

from __future__ import annotations

import random
import sqlite3
import time

import pytest

from adjutant.archive import game_files, pusher
from adjutant.store.file.game import Game
from adjutant.store.format import outbox
from adjutant.store.record.match import match_record
from adjutant.store.services import record as rsv
from pg_tools import wait_until
from played_games import game_uuid_of, local_state, new_played_game, play_more

PINS = {1: "1357", 2: "2468"}


def _record(table: int, vp_a: int, vp_b: int) -> dict:
    return {
        "event": {"name": "Club night", "round": 1, "table": table},
        "end_reason": "turn limit",
        "players": [
            {
                "name": "Anna",
                "went_first": True,
                "vp_by_round": [{"primary": vp_a, "secondary": 0}],
            },
            {"name": "Bernardo", "vp_by_round": [{"primary": vp_b, "secondary": 0}]},
        ],
    }


def _enter(path, fields: dict | None, confirm: tuple[int, ...]) -> str:
    """Open the game as the app does, change the record and confirm; its record_sha256."""
    game = Game.open(path)
    try:
        if fields is not None:
            rsv.set_record(game, fields)
        for player in confirm:
            rsv.confirm(game, player, PINS[player])
        return match_record(game).record_sha256
    finally:
        game.close()


def _calls(archive) -> int:
    """push_game_file calls the server ran (its own statistics, every session)."""
    return archive.scalar(
        "SELECT coalesce(sum(calls), 0)::int FROM pg_stat_user_functions "
        "WHERE schemaname = 'adjutant_archive' AND funcname = 'push_game_file'"
    )


def _stored(archive, game_uuid) -> tuple | None:
    rows = archive.rows(
        "SELECT sha256, received_at FROM adjutant_archive.game_files WHERE game_uuid = %s",
        game_uuid,
    )
    return rows[0] if rows else None


def _actions(conn: sqlite3.Connection) -> list[tuple]:
    return conn.execute("SELECT id, label, undone, op_uuid FROM actions ORDER BY id").fetchall()


@pytest.fixture
def counted(fresh_archive):
    """An archive whose server counts the calls of its functions (new sessions)."""
    with fresh_archive.admin() as conn:
        conn.execute(f"ALTER DATABASE \"{fresh_archive.database}\" SET track_functions = 'pl'")
        conn.commit()
    return fresh_archive


def _service() -> pusher.PushService:
    service = pusher.PushService(poll=0.05, backoff=pusher.Backoff(0.05, 0.2, random.Random(3)))
    service.REFUSED_RETRY = 0.2
    service.start()
    return service


def _all_sent(service, path, target) -> bool:
    status = service.status()
    head, _, acked, _ = local_state(path, target)
    return status.state == pusher.SENT and status.waiting == 0 and acked == head


def _file_sent(service) -> bool:
    return service.status().file_state == "sent"


def _file_fails(service, path, line, state: str, kind: str) -> pusher.PushStatus:
    """Send ``path`` to ``line`` and wait for its file's failure: the ops go all the same."""
    service.configure(path, line)
    assert wait_until(lambda: service.status().file_state == state, 30), service.status()
    status = service.status()
    assert status.state == pusher.SENT and status.waiting == 0 and status.file_kind == kind
    return status


def _organisers_copy(archive, game_uuid, folder):
    with archive.admin() as conn:
        copy = game_files.fetch_game_file(conn, game_uuid)
    return game_files.save_copy(copy, folder, f"{game_uuid}.adjutant"), copy


def _table_game(archive, tmp_path, name: str, steps: int, seed: int):
    """A played game at a newly enrolled table: (path, game uuid, enrolment)."""
    path = tmp_path / f"{name}.adjutant"
    new_played_game(path, steps, seed=seed)
    return path, game_uuid_of(path), archive.enrol()


def test_the_worker_sends_the_finished_game_once_per_confirmed_record(counted, tmp_path):
    archive = counted
    path, game_uuid, table = _table_game(archive, tmp_path, "table", 12, seed=21)
    target = table.line.target
    _enter(path, _record(table.table, 12, 7), confirm=(1,))
    service = _service()
    try:
        service.configure(path, table.line)
        # Only player 1 confirmed: the ops go, the file does not.
        assert wait_until(lambda: _all_sent(service, path, target), 30), service.status()
        time.sleep(1.0)  # twenty passes
        assert _calls(archive) == 0 and _stored(archive, game_uuid) is None
        assert service.status().file_state == ""

        # Player 2 confirms: once the confirmation is acknowledged, the copy goes.
        first_sha = _enter(path, None, confirm=(2,))
        before = time.time()
        service.wake()
        assert wait_until(lambda: _calls(archive) == 1, 30), service.status()
        assert wait_until(lambda: _file_sent(service), 10), service.status()
        assert service.status().file_sent_at >= before
        out, copy = _organisers_copy(archive, game_uuid, tmp_path / "organiser")
        with sqlite3.connect(path) as mine, sqlite3.connect(out) as theirs:
            assert _actions(theirs) == _actions(mine) and _actions(mine)
            assert outbox.head_seq(theirs) == outbox.head_seq(mine)
        opened = Game.open(out)
        try:
            record = match_record(opened)
            assert record.state == "confirmed" and record.record_sha256 == first_sha
        finally:
            opened.close()
        # Nothing changed: no second send, however many passes.
        time.sleep(1.0)
        assert _calls(archive) == 1 and service.status().file_state == "sent"

        # An edit clears the confirmations: its ops go, the file does not.
        _enter(path, _record(table.table, 12, 15), confirm=())
        service.wake()
        assert wait_until(
            lambda: _all_sent(service, path, target) and service.status().file_state == "",
            30,
        ), service.status()
        time.sleep(0.5)
        assert _calls(archive) == 1 and _stored(archive, game_uuid)[0] == copy.sha256

        # Confirmed again by both: the new copy replaces the old one on the server.
        second_sha = _enter(path, None, confirm=(1, 2))
        assert second_sha != first_sha
        service.wake()
        assert wait_until(lambda: _calls(archive) == 2, 30), service.status()
        assert wait_until(lambda: _file_sent(service), 10), service.status()
        out2, copy2 = _organisers_copy(archive, game_uuid, tmp_path / "organiser2")
        assert copy2.sha256 != copy.sha256
        opened = Game.open(out2)
        try:
            record = match_record(opened)
            assert record.record_sha256 == second_sha
            assert [p.vp_total for p in record.players] == [12, 15]
        finally:
            opened.close()
        time.sleep(0.5)
        assert _calls(archive) == 2
    finally:
        service.stop()
    held = _stored(archive, game_uuid)

    # The app restarted: the same copy is sent once more, and the server stores nothing.
    again = _service()
    try:
        again.configure(path, table.line)
        assert wait_until(lambda: _file_sent(again), 30), again.status()
        assert wait_until(lambda: _calls(archive) == 3, 10)
        time.sleep(1.0)
        assert _calls(archive) == 3
    finally:
        again.stop()
    assert _stored(archive, game_uuid) == held  # same sha256, same received_at


def _tables_group(archive, role: str) -> str:
    return archive.scalar(
        "SELECT g.rolname FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid "
        "JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = %s",
        role,
    )


def test_a_refused_file_shows_in_the_status_and_the_ops_still_go(counted, tmp_path):
    archive = counted
    path, game_uuid, table = _table_game(archive, tmp_path, "refused", 8, seed=22)
    target = table.line.target
    group = _tables_group(archive, table.role)

    def files_allowed(allowed: bool) -> None:
        """The organiser's archive lets its tables push ops, and files or not."""
        function = "adjutant_archive.push_game_file(uuid, text, bytea)"
        change = "GRANT" if allowed else "REVOKE"
        with archive.admin() as conn:
            conn.execute(
                f'{change} EXECUTE ON FUNCTION {function} {"TO" if allowed else "FROM"} "{group}"'
            )
            conn.commit()

    def refused() -> bool:
        return service.status().file_state == "refused"

    files_allowed(False)
    first_sha = _enter(path, _record(table.table, 9, 9), confirm=(1, 2))
    service = _service()
    try:
        status = _file_fails(service, path, table.line, "refused", "not_enrolled")
        assert "push_game_file" in status.file_reason
        assert status.file_sent_at == 0.0
        assert _stored(archive, game_uuid) is None
        # Allowed again: the same copy is tried again (REFUSED_RETRY) and goes.
        files_allowed(True)
        assert wait_until(lambda: _file_sent(service), 30), service.status()
        assert service.status().file_reason == ""
        assert _stored(archive, game_uuid)[0] == game_files.snapshot_game(path).sha256

        # Refused again for a new confirmation; play goes on meanwhile and its ops go.
        files_allowed(False)
        second_sha = _enter(path, _record(table.table, 9, 4), confirm=(1, 2))
        assert second_sha != first_sha
        service.wake()
        assert wait_until(refused, 30), service.status()
        head = play_more(path, 6, seed=23)
        service.wake()
        assert wait_until(lambda: _all_sent(service, path, target), 30), service.status()
        assert len(archive.game_ops(game_uuid)) == head
    finally:
        service.stop()
    out, _ = _organisers_copy(archive, game_uuid, tmp_path / "organiser")
    opened = Game.open(out)
    try:
        assert match_record(opened).record_sha256 == first_sha  # the refused copy never came
    finally:
        opened.close()


def test_a_game_bound_to_another_table_is_refused_with_the_servers_words(archive, tmp_path):
    first = tmp_path / "first.adjutant"
    new_played_game(first, 6, seed=24)
    owner, other = archive.enrol(), archive.enrol()
    _enter(first, _record(owner.table, 5, 3), confirm=(1, 2))
    pusher.push_game(first, owner.line)
    service = _service()
    try:
        # The same game, from another table's laptop: its ops are the archive's already.
        status = _file_fails(service, first, other.line, "refused", "invalid")
        assert "bound to table" in status.file_reason
    finally:
        service.stop()
    assert _stored(archive, game_uuid_of(first)) is None


def test_a_file_that_cannot_reach_the_server_is_tried_again_with_the_backoff(counted, tmp_path):
    """The table's role may hold one session: the pusher's own. The copy's session is
    turned away (too many connections: worth trying again), the ops are not."""
    archive = counted
    path, game_uuid, table = _table_game(archive, tmp_path, "busy", 6, seed=25)
    _enter(path, _record(table.table, 4, 4), confirm=(1, 2))
    with archive.admin() as conn:
        conn.execute(f'ALTER ROLE "{table.role}" CONNECTION LIMIT 1')
        conn.commit()
    service = _service()
    try:
        status = _file_fails(service, path, table.line, "retrying", "unreachable")
        assert "too many connections" in status.file_reason
        assert _stored(archive, game_uuid) is None
        with archive.admin() as conn:
            conn.execute(f'ALTER ROLE "{table.role}" CONNECTION LIMIT -1')
            conn.commit()
        assert wait_until(lambda: _file_sent(service), 30), service.status()
        assert wait_until(lambda: _calls(archive) == 1, 10)
    finally:
        service.stop()


def test_a_damaged_record_is_said_and_the_worker_goes_on(archive, tmp_path):
    """A stored value no service wrote (the record's victory points as text): the file is
    not sent, the status says why, the ops still go and the worker lives."""
    path, game_uuid, table = _table_game(archive, tmp_path, "damaged", 5, seed=26)
    _enter(path, _record(table.table, 3, 2), confirm=(1, 2))
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE match_players SET vp_by_round = 'lots'")
    conn.close()
    service = _service()
    try:
        status = _file_fails(service, path, table.line, "refused", "file")
        assert "vp_by_round" in status.file_reason
        assert service.alive
    finally:
        service.stop()
    assert len(archive.game_ops(game_uuid)) == local_state(path, table.line.target)[0]
    assert _stored(archive, game_uuid) is None

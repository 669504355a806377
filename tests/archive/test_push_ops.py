"""push_ops on a real PostgreSQL (issue 25): a retried batch is harmless, a differing op is
kept as a conflict and nothing else changes, the same game from two tables, the format
and size checks, and the replies the laptop checks its hash against.

Games here are made of hand-made ops (archive_helpers.OpsGame) so that each check of the
server is exact; tests/archive/test_pusher.py pushes real game files.
"""

from __future__ import annotations

import json
import select
import uuid

import psycopg
import pytest

from adjutant.archive import protocol
from adjutant.archive.client import ArchiveClient, Refused
from archive_helpers import OpsGame, dice_test, match_record


@pytest.fixture
def table(archive):
    """A newly enrolled table's client."""
    enrolment = archive.enrol()
    with ArchiveClient(enrolment.line) as client:
        client.enrolment = enrolment
        yield client


def _game(n: int = 6) -> OpsGame:
    game = OpsGame()
    for i in range(n):
        game.action(f"Roll {i}", [dice_test("Blue", "11/20", i % 2 == 0)])
    return game


def test_a_batch_is_stored_once_and_a_retry_changes_nothing(archive, table):
    game = _game(6)
    first = table.push(game.game_uuid, game.ops)
    assert (first.inserted, first.already_there, first.head_seq) == (6, 0, 6)
    assert first.ops_hash == game.hash() == first.upto_hash
    again = table.push(game.game_uuid, game.ops)
    assert (again.inserted, again.already_there, again.head_seq) == (0, 6, 6)
    assert again.ops_hash == game.hash()
    assert archive.game_ops(game.game_uuid) == game.lines()
    received = archive.rows(
        "SELECT received_at FROM adjutant_archive.ops WHERE game_uuid = %s", game.game_uuid
    )
    assert len(received) == 6


def test_a_batch_overlapping_the_head_adds_only_the_new_ops(archive, table):
    game = _game(10)
    table.push(game.game_uuid, game.ops[:4])
    result = table.push(game.game_uuid, game.ops[2:10])
    assert (result.inserted, result.already_there, result.head_seq) == (6, 2, 10)
    assert result.ops_hash == game.hash()
    # A batch below the head: the server's head and hash, and the hash up to the batch.
    old = table.push(game.game_uuid, game.ops[:3])
    assert (old.head_seq, old.upto_seq, old.inserted) == (10, 3, 0)
    assert old.upto_hash == game.hash(3) and old.ops_hash == game.hash()


def test_a_gap_is_refused_and_names_the_head(archive, table):
    game = _game(8)
    with pytest.raises(Refused) as new_game:
        table.push(game.game_uuid, game.ops[3:])
    assert new_game.value.kind == "gap" and new_game.value.head_seq == 0
    assert (
        archive.scalar(
            "SELECT count(*) FROM adjutant_archive.games WHERE game_uuid = %s", game.game_uuid
        )
        == 0
    )
    table.push(game.game_uuid, game.ops[:2])
    with pytest.raises(Refused) as gap:
        table.push(game.game_uuid, game.ops[4:])
    assert gap.value.kind == "gap" and gap.value.head_seq == 2
    assert "ops 1 to 2" in str(gap.value)
    assert len(archive.game_ops(game.game_uuid)) == 2


def test_a_differing_op_is_refused_kept_and_nothing_else_changes(archive, table):
    game = _game(5)
    table.push(game.game_uuid, game.ops)
    before = archive.game_ops(game.game_uuid), archive.derived(game.game_uuid)
    other = game.copy()
    other.ops[2] = dict(other.ops[2], sha256="0" * 64, payload={"label": "changed"})
    other.ops.append(dict(other.ops[-1], seq=6, op_uuid=str(uuid.uuid4())))
    with pytest.raises(Refused) as refused:
        table.push(game.game_uuid, other.ops)
    assert refused.value.kind == "conflict" and refused.value.op_seq == 3
    assert "differs" in str(refused.value)
    assert (archive.game_ops(game.game_uuid), archive.derived(game.game_uuid)) == before
    rows = archive.rows(
        "SELECT op_seq, reason, offered, kept FROM adjutant_archive.conflicts WHERE game_uuid = %s",
        game.game_uuid,
    )
    assert len(rows) == 1
    op_seq, reason, offered, kept = rows[0]
    assert (op_seq, reason) == (3, "differs")
    assert offered["payload"] == {"label": "changed"} and offered["sha256"] == "0" * 64
    assert kept["payload"] == game.ops[2]["payload"] and kept["sha256"] == game.ops[2]["sha256"]
    # Refused again: the same conflict, not a second row.
    with pytest.raises(Refused) as again:
        table.push(game.game_uuid, other.ops)
    assert again.value.conflict_id == refused.value.conflict_id
    assert (
        archive.scalar(
            "SELECT conflicts FROM adjutant_archive.games WHERE game_uuid = %s", game.game_uuid
        )
        == 1
    )


def test_the_same_game_from_two_tables(archive):
    """Table A pushed the game; table B holds a copy taken after op 4 that went its own
    way: B's shared prefix is already there, B's first differing op is refused and kept,
    nothing of A's is overwritten, and B cannot add ops to A's game."""
    a_game = _game(4)
    b_game = a_game.copy()
    for i in range(3):
        a_game.action(f"A {i}", [dice_test("Blue", "1/2", True)])
        b_game.action(f"B {i}", [dice_test("Red", "1/3", False)])
    table_a, table_b = archive.enrol(), archive.enrol()
    with ArchiveClient(table_a.line) as a, ArchiveClient(table_b.line) as b:
        a.push(a_game.game_uuid, a_game.ops)
        held = archive.game_ops(a_game.game_uuid), archive.derived(a_game.game_uuid)
        prefix = b.push(b_game.game_uuid, b_game.ops[:4])
        assert (prefix.inserted, prefix.already_there) == (0, 4)
        assert prefix.upto_hash == b_game.hash(4)
        with pytest.raises(Refused) as refused:
            b.push(b_game.game_uuid, b_game.ops)
        assert refused.value.kind == "conflict" and refused.value.op_seq == 5
        # A copy with nothing differing, one op longer than A's: still not B's to add.
        c_game = a_game.copy()
        c_game.action("C", [])
        with pytest.raises(Refused) as bound:
            b.push(c_game.game_uuid, c_game.ops)
        assert bound.value.op_seq == 8 and f"table {table_a.table}" in str(bound.value)
        # A goes on as before.
        a_game.action("A 3", [])
        assert a.push(a_game.game_uuid, a_game.ops).inserted == 1
    assert archive.game_ops(a_game.game_uuid) == a_game.lines()
    assert archive.game_ops(a_game.game_uuid)[:7] == held[0]
    conflicts = archive.rows(
        "SELECT op_seq, reason, pushed_by, offered->>'sha256', kept->>'sha256' "
        "FROM adjutant_archive.conflicts WHERE game_uuid = %s ORDER BY conflict_id",
        a_game.game_uuid,
    )
    assert conflicts == [
        (5, "differs", table_b.role, b_game.ops[4]["sha256"], a_game.ops[4]["sha256"]),
        (8, "bound_to_other_table", table_b.role, c_game.ops[7]["sha256"], None),
    ]
    assert (
        archive.scalar(
            "SELECT table_no FROM adjutant_archive.games WHERE game_uuid = %s", a_game.game_uuid
        )
        == table_a.table
    )


def test_an_op_uuid_of_another_game_is_a_conflict(archive, table):
    first = _game(2)
    table.push(first.game_uuid, first.ops)
    second = _game(2)
    second.ops[1] = dict(second.ops[1], op_uuid=first.ops[0]["op_uuid"])
    with pytest.raises(Refused) as refused:
        table.push(second.game_uuid, second.ops)
    assert refused.value.op_seq == 2 and "op_uuid" in str(refused.value)
    assert archive.game_ops(second.game_uuid) == []
    assert (
        archive.scalar(
            "SELECT reason FROM adjutant_archive.conflicts WHERE game_uuid = %s", second.game_uuid
        )
        == "op_uuid_taken"
    )


def test_a_newer_major_is_refused_naming_both_versions(archive, table):
    game = _game(2)
    with pytest.raises(Refused) as refused:
        table.push(game.game_uuid, game.ops, fmt="2.0")
    assert refused.value.kind == "version"
    assert "2.0" in str(refused.value) and f"{protocol.FORMAT_MAJOR}.0" in str(refused.value)
    with pytest.raises(Refused) as older:
        table.push(game.game_uuid, game.ops, fmt="0.9")
    assert older.value.kind == "version" and "older" in str(older.value)
    # A newer minor of the same major is read.
    assert table.push(game.game_uuid, game.ops, fmt="1.7").inserted == 2


@pytest.mark.parametrize(
    "bad",
    [
        {"seq": "1"},
        {"seq": 0},
        {"seq": -1},
        {"seq": 1.5},
        {"op_uuid": "not-a-uuid"},
        {"op_uuid": "ABCDEFAB-0000-4000-8000-000000000000"},
        {"kind": "Action!"},
        {"kind": 3},
        {"payload": [1, 2]},
        {"payload": "text"},
        {"sha256": "z" * 64},
        {"sha256": None},
        {"created_at": 12},
        {"created_at": "x" * 65},
    ],
)
def test_a_malformed_op_is_refused_and_nothing_is_stored(archive, table, bad):
    game = _game(2)
    game.ops[1] = dict(game.ops[1], **bad)
    with pytest.raises(Refused) as refused:
        table.push(game.game_uuid, game.ops)
    assert refused.value.kind == "invalid" and "op 2 of the batch" in str(refused.value)
    assert archive.game_ops(game.game_uuid) == []


def test_batches_out_of_order_or_with_a_repeated_op_are_refused(archive, table):
    game = _game(3)
    with pytest.raises(Refused) as order:
        table.push(game.game_uuid, [game.ops[0], game.ops[2], game.ops[1]])
    assert order.value.kind == "order"
    twice = [game.ops[0], dict(game.ops[1], op_uuid=game.ops[0]["op_uuid"])]
    with pytest.raises(Refused) as repeated:
        table.push(game.game_uuid, twice)
    assert repeated.value.kind == "invalid" and "twice" in str(repeated.value)


def test_the_servers_limits_are_the_protocols(archive, table):
    game = OpsGame()
    for _ in range(protocol.SERVER_MAX_OPS + 1):
        game.add("redo", {"action": str(uuid.uuid4())})
    with pytest.raises(Refused) as too_many:
        table.push(game.game_uuid, game.ops)
    assert too_many.value.kind == "limit" and str(protocol.SERVER_MAX_OPS) in str(too_many.value)
    assert table.push(game.game_uuid, game.ops[: protocol.SERVER_MAX_OPS]).inserted == 1000
    big = OpsGame()
    big.add("action", {"label": "x" * protocol.SERVER_MAX_OP_BYTES})
    with pytest.raises(Refused) as too_big:
        table.push(big.game_uuid, big.ops)
    assert too_big.value.kind == "invalid"
    many_big = OpsGame()
    for _ in range(9):
        many_big.add("action", {"label": "y" * (protocol.SERVER_MAX_OP_BYTES - 100)})
    with pytest.raises(Refused) as batch_bytes:
        table.push(many_big.game_uuid, many_big.ops)
    assert batch_bytes.value.kind == "limit" and "bytes" in str(batch_bytes.value)


def test_an_empty_batch_changes_nothing(archive, table):
    game = _game(3)
    empty = table.push(game.game_uuid, [])
    assert (empty.head_seq, empty.ops_hash) == (0, protocol.EMPTY_HASH)
    assert (
        archive.scalar(
            "SELECT count(*) FROM adjutant_archive.games WHERE game_uuid = %s", game.game_uuid
        )
        == 0
    )
    table.push(game.game_uuid, game.ops)
    assert table.push(game.game_uuid, []).ops_hash == game.hash()


def test_a_push_notifies_listeners(archive, table):
    game = _game(2)
    with archive.admin() as listener:
        listener.execute("LISTEN adjutant_archive")
        table.push(game.game_uuid, game.ops)
        table.push(game.game_uuid, game.ops)  # nothing new: no notification
        select.select([listener.fileno()], [], [], 5)
        notes = list(listener.notifies(timeout=1, stop_after=5))
    payloads = [json.loads(n.payload) for n in notes]
    assert payloads == [
        {"what": "ops", "game_uuid": game.game_uuid, "head_seq": 2,
         "table_no": table.enrolment.table}
    ]  # fmt: skip


# ------------------------------------------------------------------ derived rows
def test_results_come_from_the_latest_op_carrying_a_record(archive, table):
    game = OpsGame()
    game.action("Roll", [dice_test("Blue", "1/2", True)])
    game.record(match_record(game.game_uuid, "draft"))
    game.action("Roll", [])
    game.record(match_record(game.game_uuid, "confirmed", scenario="Ambush"), "confirm")
    table.push(game.game_uuid, game.ops)
    (result,) = archive.rows(
        "SELECT op_seq, state, event_name, round, table_no, scenario, points_limit, "
        "end_reason, rounds_played, record_sha256 FROM adjutant_archive.results "
        "WHERE game_uuid = %s",
        game.game_uuid,
    )
    assert result == (4, "confirmed", "Spring GT", 2, 7, "Ambush", 2000, "turn limit", 5, "ab" * 32)
    players = archive.rows(
        "SELECT player, name, player_code, faction, went_first, vp_total, result "
        "FROM adjutant_archive.result_players WHERE game_uuid = %s ORDER BY player",
        game.game_uuid,
    )
    assert players == [
        (1, "Ann", "A1", "Blue", True, 20, "win"),
        (2, "Bob", None, "Red", False, 12, "loss"),
    ]
    assert archive.derived(game.game_uuid)["state"] == [("confirmed",)]
    # An undo of the record change carries the record as it stands after it.
    game.add("undo", {"action": game.ops[3]["op_uuid"], "record": match_record(game.game_uuid)})
    table.push(game.game_uuid, game.ops)
    assert archive.derived(game.game_uuid)["state"] == [("draft",)]
    # A record taken back entirely (null): no result.
    game.add("undo", {"action": game.ops[1]["op_uuid"], "record": None})
    table.push(game.game_uuid, game.ops)
    derived = archive.derived(game.game_uuid)
    assert derived["results"] == [] and derived["state"] == [("playing",)]


def test_dice_tests_are_those_of_the_effective_actions(archive, table):
    game = OpsGame()
    kept = game.action("kept", [dice_test("Blue", "11/20", True), dice_test("Red", "1/6", False)])
    undone = game.action("undone", [dice_test("Blue", "1/2", True)])
    redone = game.action("redone", [dice_test("Red", "5/6", True, dice_source="physical")])
    game.undo(redone)
    game.undo(undone)
    game.redo(redone)
    after = game.action("after the undo", [dice_test("Blue", "2/3", False, player=None)])
    game.discard(undone)
    game.redo(undone)  # a redo of a discarded action: it stays gone
    table.push(game.game_uuid, game.ops)
    rows = archive.rows(
        "SELECT op_seq, test_no, side, player, kind, chance_num, chance_den, success, "
        "dice_source FROM adjutant_archive.dice_tests WHERE game_uuid = %s "
        "ORDER BY op_seq, test_no",
        game.game_uuid,
    )
    seq = {op["op_uuid"]: op["seq"] for op in game.ops}
    assert rows == [
        (seq[kept], 0, "Blue", 1, "control", 11, 20, True, "virtual"),
        (seq[kept], 1, "Red", 2, "control", 1, 6, False, "virtual"),
        (seq[redone], 0, "Red", 2, "control", 5, 6, True, "physical"),
        (seq[after], 0, "Blue", None, "control", 2, 3, False, "virtual"),
    ]


def test_computing_twice_gives_the_same_rows(archive, table):
    game = OpsGame()
    first = game.action("a", [dice_test("Blue", "1/2", True), dice_test("Red", "1/3", False)])
    game.record(match_record(game.game_uuid))
    game.undo(first)
    game.redo(first)
    game.action("b", [dice_test("Red", "3/4", True)])
    table.push(game.game_uuid, game.ops)
    once = archive.derived(game.game_uuid)
    assert once["dice_tests"] and once["results"]
    with archive.admin() as conn:
        conn.execute("SELECT adjutant_archive.recompute_game(%s)", (game.game_uuid,))
        conn.execute("SELECT adjutant_archive.recompute_game(%s)", (game.game_uuid,))
    assert archive.derived(game.game_uuid) == once


@pytest.mark.parametrize(
    "hostile",
    [
        {"chance": "3/2"},
        {"chance": "1/0"},
        {"chance": "-1/2"},
        {"chance": "1/2/3"},
        {"chance": 0.5},
        {"success": "yes"},
        {"side": None},
        {"side": "x" * 201},
        {"dice_source": "loaded"},
        {"player": 3},
        {"kind": ["control"]},
    ],
)
def test_a_hostile_test_or_record_value_is_left_out_not_an_error(archive, table, hostile):
    game = OpsGame()
    good = dice_test("Blue", "1/2", True)
    bad = dict(dice_test("Red", "1/2", True), **hostile)
    game.action("a", [bad, good])
    record = match_record(game.game_uuid, state="won?", points_limit="2000", rounds_played=1e99)
    record["players"] = [{"name": 7, "vp_total": 2**40, "result": "victory"}, "x", {}]
    game.record(record)
    assert table.push(game.game_uuid, game.ops).inserted == 2
    tests = archive.rows(
        "SELECT test_no, side, player FROM adjutant_archive.dice_tests WHERE game_uuid = %s",
        game.game_uuid,
    )
    if "player" in hostile:
        assert tests == [(0, "Red", None), (1, "Blue", 1)]
    else:
        assert tests == [(1, "Blue", 1)]
    (result,) = archive.rows(
        "SELECT state, points_limit, rounds_played FROM adjutant_archive.results "
        "WHERE game_uuid = %s",
        game.game_uuid,
    )
    assert result == (None, None, None)
    assert archive.rows(
        "SELECT player, name, vp_total, result FROM adjutant_archive.result_players "
        "WHERE game_uuid = %s",
        game.game_uuid,
    ) == [(1, None, None, None)]


def test_an_unenrolled_login_cannot_push(archive, pg_cluster):
    with archive.admin() as conn:
        conn.execute("CREATE ROLE stranger_push LOGIN PASSWORD 'stranger-pw'")
        conn.execute(f'GRANT CONNECT ON DATABASE "{archive.database}" TO stranger_push')
        roles = dict(conn.execute("SELECT key, value FROM adjutant_archive.archive_info"))
        conn.execute(f'GRANT "{roles["tables_role"]}" TO stranger_push')
    url = pg_cluster.url("stranger_push", "stranger-pw", archive.database)
    with psycopg.connect(url) as conn, pytest.raises(psycopg.Error) as refused:
        conn.execute("SELECT adjutant_archive.push_ops(gen_random_uuid(), '1.0', '[]')")
    assert refused.value.sqlstate == "42501"
    assert "not a table enrolled" in refused.value.diag.message_primary

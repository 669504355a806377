"""The outbox (issue 24, docs/sync-protocol.md): one op in the transaction of each action,
undo, redo and discard; the readers the pusher needs; every stored op checked when read.

The hypothesis test plays random sequences of actions, undos, redos and new actions after
undos: the outbox's seq strictly increases, no op_uuid repeats, and replaying the outbox
from its start rebuilds the journal's kept actions and, applying the row images it
carries to a copy of the game as it was created, the game itself.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import random
import shutil
import sqlite3
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_helpers import random_action, units_of

from adjutant.store.errors import DamagedGame, InvalidField, StoreError
from adjutant.store.file.check import check_file
from adjutant.store.file.game import Game, copy_database
from adjutant.store.format import outbox
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command import recorder as rs

DATA = Path(__file__).resolve().parents[1] / "data"


def _ops(game) -> list[outbox.Op]:
    return list(outbox.iter_ops(game))


def _raw(path: Path, sql: str, params=()) -> None:
    conn = sqlite3.connect(path)
    try:
        conn.execute(sql, params)
        conn.commit()
    finally:
        conn.close()


def _testable(game):
    return next(u for u in units_of(game) if u.name == "2nd Coldstream Guards")


# ---------------------------------------------------------------- identity


def test_each_new_game_gets_its_own_uuid4(game, tmp_path):
    first = q.game_info(game).game_uuid
    assert outbox.is_uuid4(first)
    with create_sample(tmp_path / "other.adjutant") as other:
        assert outbox.is_uuid4(q.game_info(other).game_uuid)
        assert q.game_info(other).game_uuid != first
    assert _ops(game) == [] and outbox.head_seq(game) == 0


def test_no_service_changes_the_game_uuid(sample):
    before = q.game_info(sample).game_uuid
    change = sv.rename_game(sample, "Renamed")
    sample.undo(change.action_id)
    sample.redo(change.action_id)
    assert q.game_info(sample).game_uuid == before


# ---------------------------------------------------------------- what each op holds


def test_an_action_writes_one_op_with_its_rows_events_and_tests(sample):
    unit = _testable(sample)
    change = rs.resolve_control_test(sample, unit.id, "move", distance=12.0)
    (op,) = _ops(sample)
    assert (op.seq, op.kind) == (1, "action")
    assert outbox.is_uuid4(op.op_uuid)
    assert op.sha256 == hashlib.sha256(op.payload.encode("utf-8")).hexdigest()
    assert op.payload == outbox.canonical_json(json.loads(op.payload))
    assert op.created_at.endswith("Z")
    data = op.data()
    assert data["action_id"] == change.action_id and data["label"] == "Control test"
    assert (data["turn"], data["phase"]) == (1, "command")
    tables = {r["table"] for r in data["rows"]}
    assert {"events", "game"} <= tables
    (event,) = data["events"]
    stored = q.events(sample)[0]
    assert event["kind"] == "control_test" and event["chance"] == stored.chance
    side = q.order_of_battle(sample).sides[0].name  # the unit's side, first in turn order
    assert event["dice"] == list(stored.dice) and event["side"] == side
    (test,) = data["tests"]
    assert test == {
        "side": side,
        "player": 1,
        "kind": "control_test",
        "chance": outbox.chance_text(Fraction(stored.chance)),
        "success": change.result.event.passed,
        "dice_source": "virtual",
    }
    with sample.read() as conn:
        (op_uuid,) = conn.execute(
            "SELECT op_uuid FROM actions WHERE id = ?", (change.action_id,)
        ).fetchone()
    assert op_uuid == op.op_uuid


def test_undo_redo_and_a_new_action_after_undo_each_write_their_op(sample):
    unit = _testable(sample)
    a = sv.set_reckless(sample, unit.id, True)
    b = sv.set_reckless(sample, unit.id, False)
    sample.undo(b.action_id)
    sample.undo(a.action_id)
    sample.redo(a.action_id)
    sv.rename_game(sample, "After the undo")  # drops b, undone: the redo tail
    kinds = [(op.kind, op.data()) for op in _ops(sample)]
    action_a, action_b = _ops(sample)[0], _ops(sample)[1]
    assert [k for k, _ in kinds] == [
        "action",
        "action",
        "undo",
        "undo",
        "redo",
        "discard",
        "action",
    ]
    assert kinds[2][1] == {"action": action_b.op_uuid, "action_id": b.action_id, "label": b.label}
    assert kinds[3][1]["action"] == kinds[4][1]["action"] == action_a.op_uuid
    assert kinds[5][1] == {"actions": [action_b.op_uuid]}
    seqs = [op.seq for op in _ops(sample)]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)


def test_a_refused_action_writes_no_op(sample):
    unit = _testable(sample)
    with pytest.raises(InvalidField):
        sv.update_unit(sample, unit.id, to_hit=7)
    with pytest.raises(ValueError):
        rs.resolve_control_test(
            sample, unit.id, "move", distance=3, dice_mode="physical", faces=[21]
        )
    assert _ops(sample) == []


def test_a_batch_is_one_op(sample):
    from adjutant.store.file.batch import call, run_batch

    units = [u for u in units_of(sample) if u.name in ("2nd Coldstream Guards", "1st Royal Scots")]
    change = run_batch(
        sample,
        "Roll all control tests",
        [call(rs.resolve_control_test, u.id, "move", distance=4.0) for u in units],
    )
    (op,) = _ops(sample)
    assert op.data()["action_id"] == change.action_id and len(op.data()["tests"]) == 2


def test_ids_reused_by_sqlite_are_told_apart_by_op_uuid(sample):
    """An action 57 after an undo is a different action 57: its op has a new op_uuid."""
    unit = _testable(sample)
    a = sv.set_reckless(sample, unit.id, True)
    sample.undo(a.action_id)
    b = sv.set_reckless(sample, unit.id, True)
    assert b.action_id == a.action_id  # SQLite gave the id again
    recorded = [op for op in _ops(sample) if op.kind == "action"]
    assert [op.data()["action_id"] for op in recorded] == [a.action_id, a.action_id]
    assert recorded[0].op_uuid != recorded[1].op_uuid
    state, problems = outbox.replay(_ops(sample))
    assert problems == [] and list(state) == [recorded[1].op_uuid]


# ---------------------------------------------------------------- the pusher's readers


def _played(sample, n=6):
    unit = _testable(sample)
    for i in range(n):
        sv.update_unit(sample, unit.id, notes="n" * (100 * i))


def test_read_ops_after_a_seq_limited_by_count_and_bytes(sample):
    _played(sample)
    every = _ops(sample)
    assert [op.seq for op in every] == [1, 2, 3, 4, 5, 6]
    assert [op.seq for op in outbox.read_ops(sample, 2, max_count=3)] == [3, 4, 5]
    sizes = [len(op.payload.encode()) for op in every]
    budget = sizes[2] + sizes[3]
    assert [op.seq for op in outbox.read_ops(sample, 2, max_bytes=budget)] == [3, 4]
    # One op larger than the budget still comes alone: a pusher never stalls.
    assert [op.seq for op in outbox.read_ops(sample, 5, max_bytes=1)] == [6]
    assert outbox.read_ops(sample, 6) == []
    assert outbox.count_after(sample, 2) == 4 and outbox.head_seq(sample) == 6
    pushed = every[0].to_push()
    assert set(pushed) == {"seq", "op_uuid", "kind", "payload", "sha256", "created_at"}
    assert outbox.canonical_json(pushed["payload"]) == every[0].payload
    for bad in (-1, True, "2"):
        with pytest.raises(InvalidField):
            outbox.read_ops(sample, bad)


def test_ops_hash_as_the_contract_defines_it(sample):
    _played(sample, 3)
    every = _ops(sample)
    text = "".join(f"{op.seq}:{op.op_uuid}:{op.sha256}\n" for op in every[:2])
    assert outbox.ops_hash(sample, 2) == hashlib.sha256(text.encode()).hexdigest()
    assert outbox.ops_hash(sample, 0) == hashlib.sha256(b"").hexdigest()


def test_acks_are_recorded_outside_any_action_and_never_undone(sample):
    _played(sample, 3)
    target = "archive.local:5432/event"
    assert outbox.acked_seq(sample, target) == 0 and outbox.ack(sample, target) is None
    outbox.record_ack(sample, target, 2, outbox.ops_hash(sample, 2))
    assert outbox.acked_seq(sample, target) == 2
    assert outbox.ack(sample, target).ops_hash == outbox.ops_hash(sample, 2)
    actions = sample.undoable()
    sample.undo(actions[-1][0])  # undo changes no acknowledgement and records none
    assert outbox.acked_seq(sample, target) == 2 and sample.undoable() == actions[:-1]
    # From a worker's own connection, as the pusher may.
    conn = sqlite3.connect(sample.path)
    try:
        outbox.record_ack(conn, target, 4, outbox.ops_hash(conn, 4))
        assert outbox.acked_seq(conn, target) == 4
    finally:
        conn.close()
    assert outbox.acked_seq(sample, target) == 4


def test_a_bad_ack_is_refused_and_writes_nothing(sample):
    _played(sample, 3)
    target = "archive.local:5432/event"
    good = outbox.ops_hash(sample, 2)
    refused = [
        lambda: outbox.record_ack(sample, target, 2, outbox.ops_hash(sample, 1)),  # other hash
        lambda: outbox.record_ack(sample, target, 9, good),  # past the outbox
        lambda: outbox.record_ack(sample, target, 2, "ABC"),
        lambda: outbox.record_ack(sample, "postgresql://table7:secret@host/db", 2, good),
        lambda: outbox.record_ack(sample, "table7:secret@host:5432/db", 2, good),
        lambda: outbox.record_ack(sample, "", 2, good),
    ]
    for call in refused:
        with pytest.raises(InvalidField):
            call()
    assert outbox.ack(sample, target) is None
    unit = _testable(sample)
    with sample.action("Inside") as act, pytest.raises(StoreError, match="never part"):
        sv.update_unit(sample, unit.id, casualties=1)
        outbox.record_ack(sample, target, 2, good)
    assert act  # the action ran; the ack was refused inside it


# ---------------------------------------------------------------- stored values checked


def _damaged_copy(sample, tmp_path, sql, params=()) -> Path:
    path = tmp_path / f"damaged-{len(list(tmp_path.glob('damaged-*')))}.adjutant"
    copy_database(sample.path, path)
    _raw(path, sql, params)
    return path


@pytest.mark.parametrize(
    ("sql", "field"),
    [
        ("UPDATE outbox SET payload = replace(payload, 'Edit', 'Edjt') WHERE seq = 2", "sha256"),
        ("UPDATE outbox SET kind = 'merge' WHERE seq = 2", "kind"),
        ("UPDATE outbox SET op_uuid = 'not-a-uuid' WHERE seq = 2", "op_uuid"),
        ("UPDATE outbox SET created_at = 'yesterday' WHERE seq = 2", "created_at"),
        ("UPDATE outbox SET payload = x'7b7d' WHERE seq = 2", "payload"),  # bytes
    ],
)
def test_a_damaged_op_is_named_when_read_and_by_check(sample, tmp_path, sql, field):
    _played(sample, 3)
    path = _damaged_copy(sample, tmp_path, sql)
    conn = sqlite3.connect(path)
    try:
        with pytest.raises(DamagedGame, match=f"outbox op 2: {field}"):
            outbox.read_ops(conn, 0)
    finally:
        conn.close()
    report = check_file(path)
    assert report.status == "damaged", report
    assert any(p.startswith(f"outbox op 2: {field}") for p in report.problems), report


def test_a_payload_out_of_canonical_form_is_damage(sample, tmp_path):
    _played(sample, 2)
    op = _ops(sample)[1]
    spaced = json.dumps(op.data(), indent=1)
    digest = hashlib.sha256(spaced.encode()).hexdigest()
    path = _damaged_copy(
        sample,
        tmp_path,
        "UPDATE outbox SET payload = ?, sha256 = ? WHERE seq = 2",
        (spaced, digest),
    )
    report = check_file(path)
    assert any("outbox op 2: payload: is not in canonical form" in p for p in report.problems)


def test_check_reports_an_outbox_that_disagrees_with_the_journal(sample, tmp_path):
    _played(sample, 3)
    path = _damaged_copy(sample, tmp_path, "UPDATE actions SET undone = 1 WHERE id = 3")
    report = check_file(path)
    assert report.status == "damaged"
    assert any("action 3" in p and "the outbox says" in p for p in report.problems), report
    path = _damaged_copy(sample, tmp_path, "DELETE FROM outbox WHERE seq = 2")
    report = check_file(path)
    assert any("no op of the outbox recorded it" in p for p in report.problems), report


def test_check_reports_an_ack_past_the_outbox(sample, tmp_path):
    _played(sample, 2)
    path = _damaged_copy(
        sample,
        tmp_path,
        "INSERT INTO outbox_acks VALUES ('h:5432/db', 9, NULL, NULL)",
    )
    report = check_file(path)
    assert any("acked_seq: is past the outbox" in p for p in report.problems), report
    assert check_file(sample.path).status == "sound"


# ---------------------------------------------------------------- an older game migrated


def test_an_old_game_migrated_gets_a_uuid_an_empty_outbox_and_checks_clean(tmp_path):
    path = tmp_path / "campaign.adjutant"
    shutil.copyfile(DATA / "schema1-game.adjutant", path)
    with Game.open(path) as game:
        assert game.migrated_from == 1
        assert outbox.is_uuid4(q.game_info(game).game_uuid)
        assert _ops(game) == [] and outbox.head_seq(game) == 0
        old = game.undoable()
        assert old, "the committed game has a journal"
    report = check_file(path)
    assert report.status == "sound" and report.problems == (), report
    with Game.open(path) as game:
        # Its older actions have no op: undoing one says so in an op that names none.
        game.undo(old[-1][0])
        (op,) = _ops(game)
        assert op.kind == "undo" and op.data()["action"] is None
        sv.rename_game(game, "Played on")
        kinds = [o.kind for o in _ops(game)]
        assert kinds == ["undo", "action"]  # the discarded older action had no op to name
    assert check_file(path).status == "sound"


# ---------------------------------------------------------------- the hypothesis test


@pytest.fixture(scope="module")
def sample_template(tmp_path_factory):
    path = tmp_path_factory.mktemp("tpl") / "template.adjutant"
    create_sample(path, seed=3).close()
    return path


_NOT_PLAY = (
    "actions",
    "action_rows",
    "alembic_version",
    "outbox",
    "outbox_acks",
    "sqlite_sequence",
)


def _value(cell):
    """A JSON column's value as its canonical text (the key order of its objects may
    differ between a row written by a service and one written back from an op's image)."""
    if isinstance(cell, str) and cell[:1] in "{[":
        with contextlib.suppress(ValueError):
            return outbox.canonical_json(json.loads(cell))
    return cell


def _tables(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table of play (not the journal, not the outbox), sorted."""
    conn = sqlite3.connect(path)
    try:
        names = [
            r[0]
            for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            if r[0] not in _NOT_PLAY
        ]
        return {
            n: sorted(
                (tuple(map(_value, r)) for r in conn.execute(f'SELECT * FROM "{n}"')), key=repr
            )
            for n in names
        }
    finally:
        conn.close()


def _rebuild(start: Path, ops: list[outbox.Op]) -> dict[str, list[tuple]]:
    """The game as the outbox alone says it is: the row images of its action ops applied
    to the game as it was before them, undone and redone as the ops say. (The copy has
    no journal, so the events' references to their actions are not checked.)"""
    from sqlalchemy import URL, create_engine

    from adjutant.store.file import journal

    rows: dict[str, list] = {}
    engine = create_engine(URL.create("sqlite", database=str(start)))  # foreign keys off
    try:
        with engine.begin() as conn:
            for op in ops:
                data = op.data()
                if op.kind in outbox.ACTION_KINDS:
                    rows[op.op_uuid] = data["rows"]
                    images = [(r["table"], r["pk"], r["after"]) for r in data["rows"]]
                elif op.kind == "undo":
                    kept = rows[data["action"]]
                    images = [(r["table"], r["pk"], r["before"]) for r in reversed(kept)]
                elif op.kind == "redo":
                    images = [(r["table"], r["pk"], r["after"]) for r in rows[data["action"]]]
                else:
                    continue
                journal.write_images(conn, images)
    finally:
        engine.dispose()
    return _tables(start)


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.lists(st.sampled_from(["do", "do", "undo", "redo"]), min_size=1, max_size=24),
)
def test_outbox_replays_to_the_journal_and_the_game(tmp_path_factory, sample_template, seed, steps):
    folder = tmp_path_factory.mktemp("outbox")
    path, start = folder / "g.adjutant", folder / "start.adjutant"
    shutil.copyfile(sample_template, path)
    shutil.copyfile(sample_template, start)
    rng = random.Random(seed)
    with Game.open(path) as game:
        for step in steps:
            if step == "undo" and game.undoable():
                game.undo(game.undoable()[-1][0])
            elif step == "redo" and game.redoable():
                game.redo(game.redoable()[0][0])
            else:
                # Refused input writes no op (test_a_refused_action_writes_no_op).
                with contextlib.suppress(InvalidField, ValueError):
                    random_action(game, rng)
        ops = _ops(game)
        seqs = [op.seq for op in ops]
        assert all(b > a for a, b in itertools.pairwise(seqs))
        assert len({op.op_uuid for op in ops}) == len(ops)
        state, problems = outbox.replay(ops)
        assert problems == []
        kept = [(r.action_id, r.label) for r in state.values() if not r.undone]
        assert kept == game.undoable()
        undone = [(r.action_id, r.label) for r in state.values() if r.undone]
        assert undone == game.redoable()
        with game.read() as conn:
            assert outbox.journal_problems(conn) == []
    assert _rebuild(start, ops) == _tables(path)

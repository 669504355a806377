"""The organiser's read side on a real PostgreSQL (issue 26): a read-only viewer session,
the live feed (LISTEN/NOTIFY, no polling), a lost session found again, game-file copies
sent by a table and taken by the organiser.
"""

from __future__ import annotations

import contextlib
import hashlib
import queue
import sqlite3
import time
import uuid

import psycopg
import pytest

from adjutant.archive import events, game_files, reading, server
from adjutant.archive.client import Refused
from adjutant.archive.scoring import EventSettings
from organiser_helpers import P, play
from pg_tools import wait_until

EVENT = "Club night"


@pytest.fixture(scope="module")
def viewer(archive):
    events.define_event(archive.admin_url, EventSettings(name=EVENT, rounds=2))
    return server.add_viewer(archive.admin_url, f"viewer_{archive.database}")


def next_of(kind, items: queue.Queue, timeout: float = 5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            item = items.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            break
        if isinstance(item, kind):
            return item
    raise AssertionError(f"no {kind.__name__} within {timeout} s")


def test_a_session_reads_as_the_viewer_and_writes_nothing(archive, viewer):
    with reading.open_session(viewer) as session:
        assert session.as_viewer
        assert EVENT in session.events()
        for statement in (
            "DELETE FROM adjutant_archive.ops",
            "UPDATE adjutant_archive.events SET rounds = 5",
            "INSERT INTO adjutant_archive.archive_info VALUES ('x', 'y')",
        ):
            with pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
                session.conn.execute(statement)
    # The organiser's own login acts as the viewer too (a superuser here), read-only.
    with reading.open_session(archive.admin_url) as session:
        assert session.as_viewer
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            session.conn.execute("SELECT adjutant_archive.recompute_game(gen_random_uuid())")


def test_a_wrong_password_and_a_bad_line_are_refused_with_why(viewer):
    from archive_helpers import changed_line

    with pytest.raises(reading.ReadError) as refused:
        reading.open_session(changed_line(viewer, password="s3cret-Zq9"))
    assert refused.value.kind == "password" and "s3cret-Zq9" not in str(refused.value)
    with pytest.raises(reading.ReadError) as bad:
        reading.open_session("https://example.org/")
    assert bad.value.kind == "bad_line"


def test_a_push_reaches_the_feed_through_notify_not_polling(archive, viewer):
    table = archive.enrol(event=EVENT)
    items: queue.Queue = queue.Queue()
    feed = reading.LiveFeed(viewer, items.put, event=EVENT, min_interval=0.0)
    feed.start()
    try:
        assert next_of(reading.FeedStatus, items).state == "connecting"
        live = next_of(reading.FeedStatus, items)
        assert live.state == "live" and live.as_viewer
        first = next_of(reading.Snapshot, items)
        assert first.event.name == EVENT
        assert table.table not in {t.table_no for t in first.tiles if t.game_uuid}
        # Quiet: nothing is read again without a notification.
        time.sleep(1.0)
        assert feed.snapshots == 1 and items.empty()
        started = time.monotonic()
        play(table.line, EVENT, 1, table.table, P("Ann", "Elves", 20), P("Bob", "Orcs", 10))
        shown = next_of(reading.Snapshot, items)
        latency = time.monotonic() - started
        assert latency < 2.0
        (tile,) = [t for t in shown.tiles if t.table_no == table.table]
        assert tile.state == "confirmed" and tile.sides[0].name == "Ann"
        assert [r.player for r in shown.standings][:1] == ["Ann"]
        assert feed.notifications >= 1
        # Following another round reads again at once.
        feed.follow(EVENT, 2)
        assert next_of(reading.Snapshot, items).round == 2
    finally:
        feed.stop()
    assert not feed.is_alive()


def test_a_lost_session_is_found_again(archive, viewer, pg_cluster):
    items: queue.Queue = queue.Queue()
    feed = reading.LiveFeed(viewer, items.put, event=EVENT, min_interval=0.0)
    feed.start()
    try:
        next_of(reading.Snapshot, items)
        assert pg_cluster.terminate(role=viewer.user) >= 1
        assert next_of(reading.FeedStatus, items).state == "lost"
        assert wait_until(lambda: feed.snapshots >= 2, timeout=15)
        table = archive.enrol(event=EVENT)
        play(table.line, EVENT, 1, table.table, P("Cat", "Elves", 20), P("Dan", "Orcs", 10))
        assert wait_until(
            lambda: any(
                isinstance(i, reading.Snapshot)
                and any(t.table_no == table.table and t.game_uuid for t in i.tiles)
                for i in list(items.queue)
            ),
            timeout=5,
        )
    finally:
        feed.stop()


# ---------------------------------------------------------------- game files


def a_pushed_game(tmp_path, line, name: str = "table.adjutant", seed: int = 1):
    """A real game file, played through the store (its outbox written by play), pushed
    by the real pusher as the table of ``line``: (path, game_uuid)."""
    from adjutant.archive.pusher import push_game
    from played_games import game_uuid_of, new_played_game

    path = tmp_path / name
    new_played_game(path, 12, seed=seed)
    push_game(path, line)
    return path, game_uuid_of(path)


def test_a_game_file_copy_sent_by_its_table_opens_for_the_organiser(archive, viewer, tmp_path):
    from adjutant.store.file.check import check_file

    table = archive.enrol(event=EVENT)
    path, game_uuid = a_pushed_game(tmp_path, table.line)
    # The live file is open in WAL mode with a write waiting in its log: the copy has it.
    live = sqlite3.connect(path)
    live.execute("PRAGMA journal_mode=WAL")
    live.execute("UPDATE game SET name = 'Played at table 7'")
    live.commit()
    copy = game_files.snapshot_game(path)
    live.close()
    assert copy.game_uuid == game_uuid
    assert copy.content.startswith(game_files.SQLITE_MAGIC)
    assert game_files.send_game_file(table.line, copy) is True
    assert game_files.send_game_file(table.line, copy) is False  # the same copy: nothing new
    with reading.open_session(viewer) as session:
        fetched = session.game_file(game_uuid)
        tiles = session.snapshot(EVENT, 1).tiles
    assert fetched.content == copy.content and fetched.table_no == table.table
    out = reading.save_copy(fetched, tmp_path / "archive", "copy.adjutant")
    report = check_file(out)
    assert report.status == "sound", report.problems
    with sqlite3.connect(out) as conn:
        assert conn.execute("SELECT name FROM game").fetchone() == ("Played at table 7",)
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)
    conn.close()
    assert any(t.game_uuid == game_uuid and t.has_file for t in tiles)


def test_push_game_file_refuses_what_is_not_a_game_or_not_the_tables(archive, tmp_path):
    owner = archive.enrol(event=EVENT)
    other = archive.enrol(event=EVENT)
    path, game_uuid = a_pushed_game(tmp_path, owner.line, seed=2)
    good = game_files.snapshot_game(path)

    def refused(line, copy) -> str:
        with pytest.raises(Refused) as caught:
            game_files.send_game_file(line, copy)
        return str(caught.value)

    # Another table may not send it; a game the archive does not hold is refused.
    assert "bound to table" in refused(other.line, good)
    unknown = game_files.GameFileCopy(str(uuid.uuid4()), good.content, good.sha256)
    assert "push its ops first" in refused(owner.line, unknown)
    # Not an SQLite file; damaged on the way (a sha256 that differs).
    junk = b"x" * 4096
    not_a_game = game_files.GameFileCopy(game_uuid, junk, hashlib.sha256(junk).hexdigest())
    assert "not a game file" in refused(owner.line, not_a_game)
    damaged = game_files.GameFileCopy(game_uuid, good.content, "0" * 64)
    assert "damaged" in refused(owner.line, damaged)
    assert (
        archive.scalar(
            "SELECT count(*) FROM adjutant_archive.game_files WHERE game_uuid = %s",
            game_uuid,
        )
        == 0
    )


def test_the_size_limits_agree(archive):
    source = archive.scalar("SELECT prosrc FROM pg_proc WHERE proname = 'push_game_file'")
    assert f"c_max_bytes CONSTANT integer := {game_files.MAX_FILE_BYTES};" in source


def test_a_copy_is_checked_before_it_is_written(tmp_path):
    content = game_files.SQLITE_MAGIC + b"\0" * 496
    copy = game_files.GameFileCopy(str(uuid.uuid4()), content, "0" * 64)
    with pytest.raises(game_files.GameFileError, match="damaged"):
        reading.save_copy(copy, tmp_path, "x.adjutant")
    with pytest.raises(game_files.GameFileError, match="not a game"):
        game_files.check_copy(b"PK\x03\x04" + b"\0" * 600, "0" * 64)
    assert list(tmp_path.iterdir()) == []
    name = game_files.copy_name('Spring "GT"/2027', 2, 7, "0b5e7c1e-1111")
    assert name == "Spring _GT_2027 round 2 table 7 0b5e7c1e.adjutant"


def test_a_file_from_before_the_match_record_or_not_a_game_is_refused(tmp_path):
    import shutil
    from pathlib import Path

    old = tmp_path / "old.adjutant"
    shutil.copy(Path(__file__).parents[1] / "data" / "schema1-game.adjutant", old)
    before = old.read_bytes()
    with pytest.raises(game_files.GameFileError, match="game_uuid"):
        game_files.snapshot_game(old)
    assert old.read_bytes() == before  # read only: the old file is not upgraded here
    (tmp_path / "text.adjutant").write_text("not a game")
    with pytest.raises(game_files.GameFileError, match="not a game file"):
        game_files.snapshot_game(tmp_path / "text.adjutant")


class _HostileConnection:
    """A server that answers each query with the rows it was given (a hostile or broken
    one: the reader must refuse what no archive would hold)."""

    def __init__(self, rows):
        self._rows = rows

    def execute(self, *_args, **_kwargs):
        rows = self._rows

        class _Cursor(list):
            def fetchone(self):
                return self[0] if self else None

        return _Cursor(rows)


@pytest.mark.parametrize(
    "row",
    [
        ("k", "1", "Ann", None, None, None, 1, 1, 0, 0, 3, 10, 5, 5, 0),  # rank as text
        ("k", 1, "A" * 5000, None, None, None, 1, 1, 0, 0, 3, 10, 5, 5, 0),  # a name too long
        ("k", 1, "Ann", None, None, None, 1, 1, 0, 0, float("nan"), 10, 5, 5, 0),  # NaN points
        ("k", 1, "Ann", None, None, None, True, 1, 0, 0, 3, 10, 5, 5, 0),  # games as a bool
    ],
)
def test_a_hostile_reply_is_refused_with_why(row):
    from adjutant.archive import standings
    from adjutant.archive.scoring import EventSettings

    info = standings.EventInfo(EventSettings(name=EVENT, rounds=1))
    with pytest.raises(standings.BadReply, match="not an event archive's"):
        standings.standings(_HostileConnection([row]), info)
    session = reading.Session(_HostileConnection([row]), None, False)
    session.conn.transaction = contextlib.nullcontext
    with pytest.raises(reading.ReadError) as refused:
        session.standings(EVENT)
    assert refused.value.kind == "bad_reply"


def test_a_hostile_board_row_is_refused():
    from adjutant.archive import standings

    tile = (7, None, None, None, None, None, None, None, None, False, [{"name": 12}])
    with pytest.raises(standings.BadReply):
        standings.board(_HostileConnection([tile]), EVENT, 1)
    ok = (7, None, None, None, None, None, None, None, "<b>3</b>", False, None)
    (read,) = standings.board(_HostileConnection([ok]), EVENT, 1)
    assert read.state == "not_started" and read.turn is None  # a turn that is no number

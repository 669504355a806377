"""The game file against its neighbours (issue 16, items 1-4, store side).

1. A write-ahead log (``-wal``) that does not belong to the game (copied from another
   database, or left by a killed session over which an older copy of the game was
   restored) is set aside under a clear name instead of being replayed into the game;
   the game opens as it is and ``check`` calls it sound. A log that belongs is replayed.
2. Two names of one file (a hard link) meet on one lock: a second Adjutant is refused.
3. ``check`` while another Adjutant writes reads a consistent snapshot.
4. Clear messages: a symbolic-link loop, a folder named like a game, an unreadable file,
   a full disk at open (and no empty ``-wal``/``-shm`` left behind).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys

import pytest
from store_helpers import file_digest, on_a_small_drive

from adjutant.store import errors
from adjutant.store.errors import DiskFull, GameInUse, NotAGameFile, StoreError
from adjutant.store.file import check as check_module
from adjutant.store.file import lock as lock_module
from adjutant.store.file.check import check_file
from adjutant.store.file.game import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from damaged_games import foreign_wal, link_loop
from unprivileged import as_unprivileged_user, give_to_player

# ---------------------------------------------------------------- 1. a -wal from elsewhere


def _listing(folder):
    return sorted(p.name for p in folder.iterdir())


KILLED_SESSION = """
import os, sys
from adjutant.store.file.game import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
game = Game.open(sys.argv[1])
formation = q.order_of_battle(game).sides[0].formations[0].id
for i in range(int(sys.argv[2])):
    sv.add_unit(game, formation, name=f"Newer {i}", notes="n" * 500)
sv.rename_game(game, "Newer")
os._exit(0)  # killed: the log stays beside the game, not checkpointed
"""


def _restored_over_a_killed_session(path):
    """An older copy of the game restored over it after a killed session whose log (past
    a checkpoint) stays beside it: the log belongs to a newer state of the file."""
    create_sample(path).close()
    older = path.with_name("older copy.adjutant")
    shutil.copyfile(path, older)
    subprocess.run([sys.executable, "-c", KILLED_SESSION, str(path), "300"], check=True)
    wal = path.with_name(path.name + "-wal")
    assert wal.stat().st_size > 0
    shutil.copyfile(older, path)  # what a file manager or a sync tool does
    older.unlink()
    return wal.read_bytes()


def _sample_name(path):
    conn = sqlite3.connect(path.as_uri() + "?mode=ro&immutable=1", uri=True)
    try:
        return conn.execute("SELECT name FROM game").fetchone()[0]
    finally:
        conn.close()


@pytest.mark.parametrize("make", [foreign_wal, _restored_over_a_killed_session])
def test_a_log_that_does_not_belong_is_set_aside_and_the_game_opens(tmp_path, make):
    path = tmp_path / "game.adjutant"
    if make is foreign_wal:
        create_sample(path).close()
    log = make(path)
    name, digest = _sample_name(path), file_digest(path)
    with Game.open(path) as game:
        assert q.game_info(game).name == name
        assert len(q.order_of_battle(game).sides) == 2
        assert len(game.set_aside) == 1
        kept = game.set_aside[0]
        assert kept.parent == tmp_path and kept.read_bytes() == log
        assert "set aside" in kept.name and kept.name.startswith("game.adjutant")
        assert not kept.name.endswith("-wal")  # SQLite never takes it for the game's log
        sv.rename_game(game, "Played on")
    assert file_digest(path) != digest  # the game itself is written again, as normal
    with Game.open(path) as again:
        assert q.game_info(again).name == "Played on"
        assert again.set_aside == ()
    assert _listing(tmp_path) == sorted([path.name, kept.name])


@pytest.mark.parametrize("make", [foreign_wal, _restored_over_a_killed_session])
def test_check_calls_the_game_sound_and_names_the_log(tmp_path, make, capsys):
    """The good backup is reported sound (once "damaged"); check changes nothing."""
    from adjutant.cli import run_tool

    path = tmp_path / "game.adjutant"
    if make is foreign_wal:
        create_sample(path).close()
    make(path)
    before = {p.name: file_digest(p) for p in tmp_path.iterdir()}
    report = check_file(path)
    assert report.status == "sound", report
    assert any("does not belong" in note for note in report.notes), report
    assert run_tool("check", [str(path)]) == 0
    assert "does not belong" in capsys.readouterr().out
    assert {p.name: file_digest(p) for p in tmp_path.iterdir()} == before


def test_a_log_that_belongs_is_replayed(tmp_path):
    """A killed session's own log (nothing restored over the game) is the player's last
    actions: replayed, nothing set aside."""
    path = tmp_path / "game.adjutant"
    create_sample(path).close()
    subprocess.run([sys.executable, "-c", KILLED_SESSION, str(path), "3"], check=True)
    assert check_file(path).status == "sound"
    with Game.open(path) as game:
        assert q.game_info(game).name == "Newer"
        assert game.set_aside == ()
    assert _listing(tmp_path) == [path.name]


def test_a_damaged_game_with_a_log_is_damaged_and_nothing_is_set_aside(tmp_path):
    """When the game alone is no sound game either, the log is not the problem: the file
    is damaged and stays as it is, with its log."""
    from adjutant.store.errors import DamagedGame

    path = tmp_path / "game.adjutant"
    create_sample(path).close()
    data = path.read_bytes()
    path.write_bytes(data[:4096] + os.urandom(len(data) - 4096))
    foreign_wal(path)
    before = {p.name: file_digest(p) for p in tmp_path.iterdir()}
    with pytest.raises((DamagedGame, NotAGameFile)):
        Game.open(path)
    assert {p.name: file_digest(p) for p in tmp_path.iterdir()} == before


# ---------------------------------------------------------------- 2. hard links

HOLDER = """
import sys
import adjutant.store.file.lock
from adjutant.store.file.game import Game
if sys.argv[2] == "identity file":
    adjutant.store.file.lock.LOCK_GAME_FILE = False
g = Game.open(sys.argv[1])
print("open", flush=True)
sys.stdin.read()
g.close()
"""


def _hard_link(tmp_path):
    first = tmp_path / "one" / "game.adjutant"
    first.parent.mkdir()
    create_sample(first).close()
    second = tmp_path / "two" / "same game.adjutant"
    second.parent.mkdir()
    try:
        os.link(first, second)
    except OSError as exc:  # pragma: no cover - FAT drives, some network shares
        pytest.skip(f"this file system makes no hard links: {exc}")
    return first, second


@pytest.fixture(params=["native", "identity file"])
def lock_kind(request, monkeypatch):
    """Both ways the lock meets two names of one file: the lock on the game file itself
    (Linux) and the lock keyed on (device, inode) in the user's lock folder (elsewhere)."""
    if request.param == "identity file":
        monkeypatch.setattr(lock_module, "LOCK_GAME_FILE", False, raising=False)
    elif not getattr(lock_module, "LOCK_GAME_FILE", True):
        pytest.skip("this system locks the game file by its identity only")
    return request.param


def test_two_names_of_one_file_are_one_game_in_use(tmp_path, lock_kind):
    first, second = _hard_link(tmp_path)
    with Game.open(first) as game, pytest.raises(GameInUse):
        Game.open(second)
    with Game.open(second) as game, pytest.raises(GameInUse):
        Game.open(first)
    assert _listing(first.parent) == [first.name]
    assert _listing(second.parent) == [second.name]
    del game


def test_a_hard_link_held_by_another_process_is_in_use(tmp_path, lock_kind):
    first, second = _hard_link(tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(first), lock_kind],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(GameInUse, match="open in another Adjutant"):
            Game.open(second)
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    with Game.open(second) as game:
        sv.rename_game(game, "Through the second name")
    with Game.open(first) as game:
        assert q.game_info(game).name == "Through the second name"


def test_the_identity_lock_leaves_nothing_behind(tmp_path, monkeypatch):
    monkeypatch.setattr(lock_module, "LOCK_GAME_FILE", False, raising=False)
    folder = tmp_path / "locks"
    monkeypatch.setattr(lock_module, "identity_lock_folder", lambda: folder, raising=False)
    first, _second = _hard_link(tmp_path)
    with Game.open(first):
        assert len(list(folder.iterdir())) == 1
    assert list(folder.iterdir()) == []


# ---------------------------------------------------------------- 3. check during a write

WRITER = """
import sys
from adjutant.store.file.game import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
game = Game.open(sys.argv[1])
formation = q.order_of_battle(game).sides[0].formations[0].id
print("open", flush=True)
for line in sys.stdin:
    n = int(line)
    for i in range(n):
        sv.add_unit(game, formation, name=f"Written {i}", notes="w" * 2000)
    print("wrote", flush=True)
game.close()
"""


def _writer(path):
    """A new sample at ``path``, held open by a child Adjutant that writes on request."""
    create_sample(path).close()
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def test_check_while_another_adjutant_writes_reads_a_consistent_snapshot(tmp_path, monkeypatch):
    """The worst moment, made certain: the writer commits enough to checkpoint and start
    its log again between any two reads of the files check makes. Once, check copied the
    game and then its log and called a sound game damaged (1 run in 33)."""
    path = tmp_path / "game.adjutant"
    writer = _writer(path)
    real_copy = shutil.copyfile

    def copy_then_write(src, dst, *args, **kwargs):
        result = real_copy(src, dst, *args, **kwargs)
        writer.stdin.write("400\n")  # past the 1000-page checkpoint: the log starts again
        writer.stdin.flush()
        assert writer.stdout.readline().strip() == "wrote"
        return result

    monkeypatch.setattr(check_module.shutil, "copyfile", copy_then_write)
    try:
        assert writer.stdout.readline().strip() == "open"
        writer.stdin.write("5\n")  # the log beside the game holds data
        writer.stdin.flush()
        assert writer.stdout.readline().strip() == "wrote"
        for _ in range(3):
            report = check_file(path)
            assert report.status == "sound", report
            assert any("in use" in note for note in report.notes), report
            writer.stdin.write("5\n")
            writer.stdin.flush()
            assert writer.stdout.readline().strip() == "wrote"
    finally:
        writer.stdin.close()
        writer.wait(timeout=60)
    assert check_file(path).status == "sound"


def test_check_while_another_adjutant_writes_all_the_time(tmp_path):
    """A writer that never pauses: every check says sound."""
    path = tmp_path / "game.adjutant"
    writer = _writer(path)
    try:
        assert writer.stdout.readline().strip() == "open"
        writer.stdin.write("100000\n")
        writer.stdin.flush()
        reports = [check_file(path) for _ in range(30)]
    finally:
        writer.kill()
        writer.wait(timeout=30)
    assert all(r.status == "sound" for r in reports), [r for r in reports if r.status != "sound"]


# ---------------------------------------------------------------- 4. clear messages


def test_a_symbolic_link_loop_is_a_clear_error(tmp_path):
    a = link_loop(tmp_path)
    with pytest.raises(NotAGameFile, match="loop") as info:
        Game.open(a)
    assert "a.adjutant" in str(info.value)
    assert check_file(a).status == "not_a_game" and "loop" in check_file(a).message
    assert _listing(tmp_path) == ["a.adjutant", "b.adjutant"]


def test_a_folder_named_like_a_game_is_a_clear_error(tmp_path):
    folder = tmp_path / "x.adjutant"
    folder.mkdir()
    with pytest.raises(NotAGameFile, match="is a folder"):
        Game.open(folder)
    assert _listing(tmp_path) == ["x.adjutant"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX file modes")
def test_an_unreadable_file_says_it_cannot_be_read(shared_folder):
    """chmod 000: "not allowed to read", never "read-only" (which it is not)."""
    path = shared_folder / "game.adjutant"
    create_sample(path).close()
    give_to_player(shared_folder)
    path.chmod(0o000)
    try:
        with as_unprivileged_user(), pytest.raises(StoreError) as info:
            Game.open(path)
    finally:
        path.chmod(0o644)
    assert type(info.value).__name__ == "UnreadableFile", info.value
    assert "not allowed to read" in str(info.value) and "read-only" not in str(info.value)
    assert _listing(shared_folder) == [path.name]


FULL_AT_OPEN = """
import os, sys
from pathlib import Path
from adjutant.store.errors import StoreError
from adjutant.store.file.game import Game
path = Path(sys.argv[1])
with open(path.parent / "filler", "wb", buffering=0) as fh:  # fill the drive to the last byte
    for size in (65536, 4096, 1):
        try:
            while True:
                fh.write(bytes(size))
        except OSError:
            pass
try:
    Game.open(path).close()
    print("opened")
except StoreError as exc:
    print(type(exc).__name__ + ":", exc)
(path.parent / "filler").unlink()
print("left:", sorted(p.name for p in path.parent.iterdir()))
with Game.open(path) as game:  # with room again, it opens
    print("reopened")
"""


def test_a_full_disk_at_open_says_so_and_leaves_nothing(tmp_path):
    source = tmp_path / "game.adjutant"
    create_sample(source).close()
    lines = on_a_small_drive(tmp_path, source, FULL_AT_OPEN, "1m")
    assert lines[0].startswith("NoRoomToOpen: "), lines
    assert "full" in lines[0] and "removed" not in lines[0]
    assert lines[1] == "left: ['game.adjutant']", lines
    assert lines[2] == "reopened"


def test_disk_full_at_open_is_its_own_kind_of_disk_full():
    """The window tells "free some space to open it" apart from "the last change was not
    saved"; an unreadable file is its own error, not a read-only location."""
    assert issubclass(errors.NoRoomToOpen, DiskFull)
    assert issubclass(errors.UnreadableFile, StoreError)
    assert not issubclass(errors.UnreadableFile, errors.ReadOnlyLocation)

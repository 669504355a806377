"""Typed errors on a corpus of bad files, each left byte-identical (issue 3)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap

import pytest
from store_helpers import file_digest, on_a_small_drive, snapshot

from adjutant.store.errors import (
    DamagedGame,
    DiskFull,
    GameInUse,
    NewerVersion,
    NotAGameFile,
    ReadOnlyLocation,
    StoreError,
)
from adjutant.store.file.game import Game
from adjutant.store.format.fileformat import SCHEMA_VERSION
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from unprivileged import as_unprivileged_user


def _empty(path):
    path.write_bytes(b"")


def _random_bytes(path):
    path.write_bytes(os.urandom(8192))


def _text_file(path):
    path.write_text("General, the French are advancing.\n" * 100)


def _truncated_game(path):
    create_sample(path).close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _header_only(path):
    create_sample(path).close()
    path.write_bytes(path.read_bytes()[:60])


def _other_sqlite(path):
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO recipes (name) VALUES ('soup')")
    conn.commit()
    conn.close()


def _newer_schema(path):
    create_sample(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()


CORPUS = [
    ("empty", _empty, NotAGameFile),
    ("random_bytes", _random_bytes, NotAGameFile),
    ("text", _text_file, NotAGameFile),
    ("truncated_game", _truncated_game, DamagedGame),
    ("header_only", _header_only, DamagedGame),
    ("other_sqlite", _other_sqlite, NotAGameFile),
    ("newer_schema", _newer_schema, NewerVersion),
]


@pytest.mark.parametrize(("name", "make", "error"), CORPUS, ids=[c[0] for c in CORPUS])
def test_bad_file_raises_typed_error_and_is_untouched(tmp_path, name, make, error):
    path = tmp_path / f"{name}.adjutant"
    make(path)
    digest = file_digest(path)
    with pytest.raises(error) as info:
        Game.open(path)
    assert isinstance(info.value, StoreError)
    assert info.value.path == path
    assert path.name in str(info.value)
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]  # no -wal, -shm, lock


def test_newer_version_names_both_schemas(tmp_path):
    path = tmp_path / "newer.adjutant"
    _newer_schema(path)
    with pytest.raises(NewerVersion) as info:
        Game.open(path)
    assert info.value.schema == 99 and info.value.supported == SCHEMA_VERSION
    assert "99" in str(info.value)


def test_read_only_file(tmp_path):
    path = tmp_path / "ro.adjutant"
    create_sample(path).close()
    digest = file_digest(path)
    path.chmod(0o444)
    try:
        with pytest.raises(ReadOnlyLocation):
            Game.open(path)
    finally:
        path.chmod(0o644)
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_missing_file_is_a_store_error(tmp_path):
    with pytest.raises(StoreError, match="does not exist"):
        Game.open(tmp_path / "nowhere.adjutant")


def test_file_held_by_second_process(tmp_path):
    path = tmp_path / "held.adjutant"
    create_sample(path).close()
    digest = file_digest(path)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import sys
                from adjutant.store.file.game import Game
                g = Game.open({str(path)!r})
                print("open", flush=True)
                sys.stdin.read()
                g.close()
                """
            ),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        digest_held = file_digest(path)
        with pytest.raises(GameInUse) as info:
            Game.open(path)
        assert "another Adjutant" in str(info.value)
        assert file_digest(path) == digest_held
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    assert file_digest(path) == digest
    # Once the other Adjutant closed it, it opens again.
    Game.open(path).close()


def test_second_open_in_same_process_is_in_use(game, game_path):
    with pytest.raises(GameInUse):
        Game.open(game_path)


def test_held_game_is_in_use_until_closed_then_opens_again(tmp_path):
    """The lock's public behaviour on every OS (flock on POSIX, msvcrt.locking on Windows):
    a held game is in use however often another open is tried, a refused open disturbs
    neither the holder's lock nor its writes, the lock file names the holder and can be
    read while held, and closing frees the game and leaves nothing beside it."""
    path = tmp_path / "held.adjutant"
    create_sample(path).close()
    lock = path.with_name(path.name + ".lock")
    holder = Game.open(path)
    try:
        for _ in range(3):
            with pytest.raises(GameInUse, match="open in another Adjutant"):
                Game.open(path)
        assert lock.read_text() == str(os.getpid())
        sv.rename_game(holder, "Still the holder's")
        with pytest.raises(GameInUse):
            Game.open(path)
    finally:
        holder.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]
    with Game.open(path) as again:
        assert q.game_info(again).name == "Still the holder's"
        with pytest.raises(GameInUse):
            Game.open(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_disk_full_is_typed_and_changes_nothing(game):
    formation = q.order_of_battle(game).sides[0].formations[0].id
    sv.add_unit(game, formation, name="First")
    with game.engine.connect() as conn:
        pages = conn.exec_driver_sql("PRAGMA page_count").scalar()
        # A full disk, as SQLite sees it: no page may be added (SQLITE_FULL).
        conn.exec_driver_sql(f"PRAGMA max_page_count = {pages}")
        conn.rollback()
    before = snapshot(game)
    actions = game.undoable()
    with pytest.raises(DiskFull):
        for i in range(50):
            sv.add_unit(game, formation, name=f"Unit {i}", notes="x" * 20000)
    # The failing action left nothing behind; those before it stand.
    after = snapshot(game)
    assert len(after["units"]) >= len(before["units"])
    done = game.undoable()
    assert done[: len(actions)] == actions
    assert len(after["units"]) - len(before["units"]) == len(done) - len(actions)


# ---------------------------------------------------------------- the lock file


def _dead_pid() -> int:
    """The id of a process that has exited (and been reaped)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait(timeout=30)
    return child.pid


def test_stale_lock_of_a_dead_process_is_taken_over(tmp_path):
    """A lock file left by a killed Adjutant (its pid dead) never keeps the player out."""
    path = tmp_path / "stale.adjutant"
    create_sample(path).close()
    lock = path.with_name(path.name + ".lock")
    lock.write_text(str(_dead_pid()))
    with Game.open(path) as game:
        assert lock.read_text() == str(os.getpid())  # ours now
        sv.rename_game(game, "Taken over")
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]
    with Game.open(path) as game:
        assert q.game_info(game).name == "Taken over"


def test_lock_killed_holder_is_taken_over(tmp_path):
    """A holder killed with SIGKILL while the game is open: the OS frees the lock."""
    path = tmp_path / "killed.adjutant"
    create_sample(path).close()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import sys\nfrom adjutant.store.file.game import Game\ng = Game.open({str(path)!r})\n"
            "print('open', flush=True)\nsys.stdin.read()\n",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(GameInUse):
            Game.open(path)
    finally:
        holder.kill()
        holder.wait(timeout=30)
    assert path.with_name(path.name + ".lock").exists()  # left behind by the dead holder
    Game.open(path).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_game_open_through_a_symlink_is_in_use(tmp_path):
    """The same game reached by another name (a symbolic link) is still one game in use."""
    path = tmp_path / "real.adjutant"
    create_sample(path).close()
    link = tmp_path / "link.adjutant"
    try:
        link.symlink_to(path)
    except OSError as exc:
        if os.name != "nt":
            raise
        # Windows lets only administrators (or Developer Mode) make symbolic links.
        pytest.skip(f"this Windows account may not create symbolic links: {exc}")
    with Game.open(path), pytest.raises(GameInUse):
        Game.open(link)
    with Game.open(link), pytest.raises(GameInUse):
        Game.open(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [link.name, path.name]


# ---------------------------------------------------------------- read-only locations


@pytest.mark.skipif(
    os.name == "nt", reason="Windows ignores a folder's read-only attribute: no read-only folder"
)
def test_read_only_folder(shared_folder):
    """A game in a folder the player may not write to (chmod 555): ReadOnlyLocation."""
    path = shared_folder / "game.adjutant"
    create_sample(path).close()
    if os.geteuid() == 0:
        os.chown(path, 65534, 65534)  # the game itself is the player's and writable
    digest = file_digest(path)
    shared_folder.chmod(0o555)
    with as_unprivileged_user(), pytest.raises(ReadOnlyLocation) as info:
        Game.open(path)
    assert "folder" in str(info.value) and path.name in str(info.value)
    assert info.value.path == path
    assert file_digest(path) == digest
    assert sorted(p.name for p in shared_folder.iterdir()) == [path.name]


@pytest.mark.skipif(
    os.name == "nt",
    reason="POSIX users and modes; Windows' read-only attribute is test_read_only_file's",
)
def test_read_only_file_for_an_unprivileged_player(shared_folder):
    path = shared_folder / "game.adjutant"
    create_sample(path).close()
    if os.geteuid() == 0:
        os.chown(shared_folder, 65534, 65534)  # the folder is the player's, the file read-only
    path.chmod(0o444)
    digest = file_digest(path)
    with as_unprivileged_user(), pytest.raises(ReadOnlyLocation, match="read-only"):
        Game.open(path)
    assert file_digest(path) == digest
    assert sorted(p.name for p in shared_folder.iterdir()) == [path.name]


READ_ONLY_MOUNT_CHILD = """
import sys
from adjutant.store.errors import ReadOnlyLocation
from adjutant.store.file.game import Game
try:
    Game.open(sys.argv[1]).close()
except ReadOnlyLocation as exc:
    print("ReadOnlyLocation:", exc)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux mount namespaces")
def test_read_only_filesystem(tmp_path):
    """A game on a read-only medium (a locked SD card, a CD): even root may not write.

    The folder is bind-mounted read-only in a private mount namespace of the child
    (``unshare``), so nothing outside the child sees the mount.
    """
    if shutil.which("unshare") is None or os.geteuid() != 0:
        pytest.skip("needs unshare and root to mount a read-only folder")
    folder = tmp_path / "medium"
    folder.mkdir()
    path = folder / "game.adjutant"
    create_sample(path).close()
    digest = file_digest(path)
    script = f'mount --bind -o ro "{folder}" "{folder}" && exec "{sys.executable}" -c "$0" "{path}"'
    result = subprocess.run(
        [
            "unshare",
            "--mount",
            "--propagation",
            "private",
            "sh",
            "-c",
            script,
            READ_ONLY_MOUNT_CHILD,
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if "mount" in result.stderr and result.returncode != 0:
        pytest.skip(f"this machine refuses a read-only bind mount: {result.stderr.strip()}")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ReadOnlyLocation:"), result.stdout + result.stderr
    assert path.name in result.stdout
    assert file_digest(path) == digest
    assert sorted(p.name for p in folder.iterdir()) == [path.name]


@pytest.mark.skipif(
    os.name == "nt", reason="fcntl.flock's errors; Windows locks with msvcrt.locking"
)
@pytest.mark.parametrize("code", ["ENOLCK", "EOPNOTSUPP"])
def test_drive_without_locks_is_a_clear_store_error(tmp_path, monkeypatch, code):
    """Some network and FUSE drives refuse file locks: say so, instead of a raw OSError."""
    import errno
    import fcntl

    path = tmp_path / "net.adjutant"
    create_sample(path).close()
    digest = file_digest(path)

    def refuse(fd, op):
        raise OSError(getattr(errno, code), os.strerror(getattr(errno, code)))

    monkeypatch.setattr(fcntl, "flock", refuse)
    with pytest.raises(StoreError) as info:
        Game.open(path)
    assert "lock" in str(info.value) and path.name in str(info.value)
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


DISK_FULL_CHILD = """
import os, sys
from pathlib import Path
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.errors import DiskFull
from adjutant.store.file.game import Game

path = Path(sys.argv[1])
filler = path.parent / "filler"
def count(g):
    return sum(len(s.all_units()) for s in q.order_of_battle(g).sides)
game = Game.open(path)
start = count(game)
formation = q.order_of_battle(game).sides[0].formations[0].id
with open(filler, "wb") as fh:  # fill the drive, then leave a little room
    try:
        while True:
            fh.write(bytes(65536))
            fh.flush()
    except OSError:
        pass
os.truncate(filler, os.path.getsize(filler) - 150_000)
done = 0
try:
    for i in range(10_000):
        sv.add_unit(game, formation, name=f"Unit {i}", notes="n" * 4000)
        done += 1
except DiskFull as exc:
    print("error:", exc)
print("kept:", count(game) == start + done, done)
filler.unlink()  # the player frees some space: the game goes on
sv.add_unit(game, formation, name="After")
game.close()
with Game.open(path) as game:
    with game.engine.connect() as conn:
        ok = conn.exec_driver_sql("PRAGMA integrity_check").scalar()
        conn.rollback()
    print("reopened:", ok, count(game) == start + done + 1)
print("left:", sorted(p.name for p in path.parent.iterdir()))
"""


def test_real_disk_full_mid_game(tmp_path):
    """A really full drive (a 2 MB tmpfs in a private mount namespace): DiskFull, every
    earlier action kept, and the game goes on once space is freed."""
    source = tmp_path / "game.adjutant"
    create_sample(source).close()
    lines = on_a_small_drive(tmp_path, source, DISK_FULL_CHILD, "2m")
    assert lines[0] == "error: The disk is full: the last change to game.adjutant was not saved."
    assert lines[1].startswith("kept: True")
    assert lines[2] == "reopened: ok True"
    assert lines[3] == "left: ['game.adjutant']"

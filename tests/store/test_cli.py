"""`adjutant sample` and `adjutant check`: exit codes, byte identity, no side files (issue 3)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys

import pytest
from store_helpers import file_digest

from adjutant.cli import run_tool
from adjutant.store.file.game import Game
from adjutant.store.format.fileformat import SCHEMA_VERSION
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv


def _listing(folder):
    return sorted(p.name for p in folder.iterdir())


def test_sample_writes_a_game_and_refuses_to_overwrite(tmp_path, capsys):
    out = tmp_path / "s.adjutant"
    assert run_tool("sample", [str(out)]) == 0
    digest = file_digest(out)
    assert run_tool("sample", [str(out)]) == 1
    assert "--force" in capsys.readouterr().err
    assert file_digest(out) == digest
    assert run_tool("sample", [str(out), "--force"]) == 0
    with Game.open(out) as game:
        oob = q.order_of_battle(game)
        assert [len(s.all_units()) for s in oob.sides] == [12, 11]
        assert all(s.commander is not None for s in oob.sides)
        assert len(q.battlefield(game).terrain) == 4
        assert len(q.hex_boards(game)[0].figures) == 6
        assert "MADE-UP" in q.crts(game)[0].notes


def _check(path, capsys):
    code = run_tool("check", [str(path)])
    return code, capsys.readouterr().out


def test_check_sound_game_is_byte_identical(tmp_path, capsys):
    path = tmp_path / "g.adjutant"
    run_tool("sample", [str(path)])
    digest, listing = file_digest(path), _listing(tmp_path)
    code, out = _check(path, capsys)
    assert code == 0 and f"schema version: {SCHEMA_VERSION}" in out and "sound" in out
    assert file_digest(path) == digest
    assert _listing(tmp_path) == listing  # no -wal, -shm or lock left behind


def test_check_game_with_pending_wal(tmp_path, capsys):
    """A game killed before its checkpoint: the log beside it is read from a copy."""
    path = tmp_path / "g.adjutant"
    run_tool("sample", [str(path)])
    game = Game.open(path)
    sv.rename_game(game, "Unsaved in WAL")
    shutil.copyfile(path, tmp_path / "copy.adjutant")
    shutil.copyfile(path.with_name(path.name + "-wal"), tmp_path / "copy.adjutant-wal")
    game.close()
    copy = tmp_path / "copy.adjutant"
    wal = tmp_path / "copy.adjutant-wal"
    digests = (file_digest(copy), file_digest(wal))
    code, out = _check(copy, capsys)
    assert code == 0, out
    assert (file_digest(copy), file_digest(wal)) == digests
    assert not (tmp_path / "copy.adjutant-shm").exists()


def test_check_damaged_newer_and_not_a_game(tmp_path, capsys):
    good = tmp_path / "good.adjutant"
    run_tool("sample", [str(good)])
    data = good.read_bytes()
    truncated = tmp_path / "truncated.adjutant"
    truncated.write_bytes(data[: len(data) // 2])
    corrupt = tmp_path / "corrupt.adjutant"
    # Overwrite the middle pages (keep the header): pages no longer parse.
    corrupt.write_bytes(data[:8192] + os.urandom(len(data) - 16384) + data[-8192:])
    newer = tmp_path / "newer.adjutant"
    newer.write_bytes(data)
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 7")
    conn.close()
    empty = tmp_path / "empty.adjutant"
    empty.write_bytes(b"")
    noise = tmp_path / "noise.adjutant"
    noise.write_bytes(os.urandom(5000))
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    cases = [(truncated, 1), (corrupt, 1), (newer, 1), (empty, 2), (noise, 2), (other, 2)]
    for path, expected in cases:
        digest, listing = file_digest(path), _listing(tmp_path)
        code, out = _check(path, capsys)
        assert code == expected, (path.name, out)
        assert file_digest(path) == digest, path.name
        assert _listing(tmp_path) == listing, path.name
    assert "7" in _check(newer, capsys)[1]


def test_check_runs_as_a_command(tmp_path):
    path = tmp_path / "g.adjutant"
    run_tool("sample", [str(path)])
    result = subprocess.run(
        [sys.executable, "-m", "adjutant", "check", str(path)], capture_output=True, text=True
    )
    if "unrecognized" in result.stderr or "invalid choice" in result.stderr:
        pytest.fail(result.stderr)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"schema version: {SCHEMA_VERSION}" in result.stdout


def _digests(folder):
    return {p.name: file_digest(p) for p in sorted(folder.iterdir())}


def test_check_game_open_in_another_adjutant(tmp_path, capsys):
    """While another process holds the game (lock, -wal and -shm beside it), check reads it
    without touching any of the four files."""
    path = tmp_path / "g.adjutant"
    run_tool("sample", [str(path)])
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys\nfrom adjutant.store.file.game import Game\nfrom adjutant.store.services "
            f"import edits as sv\ng = Game.open({str(path)!r})\nsv.rename_game(g, 'Held')\n"
            "print('open', flush=True)\nsys.stdin.read()\ng.close()\n",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        before = _digests(tmp_path)
        assert sorted(before) == [
            "g.adjutant",
            "g.adjutant-shm",
            "g.adjutant-wal",
            "g.adjutant.lock",
        ]
        code, out = _check(path, capsys)
        assert code == 0, out
        assert _digests(tmp_path) == before
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)


def test_check_damaged_game_with_pending_wal(tmp_path, capsys):
    """A log beside a damaged game: exit 1, and neither file changes."""
    path = tmp_path / "g.adjutant"
    run_tool("sample", [str(path)])
    game = Game.open(path)
    sv.rename_game(game, "In the log")
    data = path.read_bytes()
    wal = path.with_name(path.name + "-wal").read_bytes()
    game.close()
    damaged = tmp_path / "d.adjutant"
    damaged.write_bytes(data[:4096] + os.urandom(len(data) - 4096))
    damaged.with_name(damaged.name + "-wal").write_bytes(wal)
    path.unlink()
    before = _digests(tmp_path)
    code, out = _check(damaged, capsys)
    assert code == 1, out
    assert _digests(tmp_path) == before


def test_check_exit_codes_as_a_command(tmp_path):
    """The process exit code itself: 0 sound, 1 newer, 2 not a game."""
    good = tmp_path / "good.adjutant"
    run_tool("sample", [str(good)])
    newer = tmp_path / "newer.adjutant"
    newer.write_bytes(good.read_bytes())
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 9")
    conn.close()
    text = tmp_path / "notes.adjutant"
    text.write_text("not a game")
    for path, code in ((good, 0), (newer, 1), (text, 2)):
        digest = file_digest(path)
        result = subprocess.run(
            [sys.executable, "-m", "adjutant", "check", str(path)], capture_output=True, text=True
        )
        assert result.returncode == code, (path.name, result.stdout, result.stderr)
        assert file_digest(path) == digest
    assert _listing(tmp_path) == ["good.adjutant", "newer.adjutant", "notes.adjutant"]


def test_sample_force_over_a_folder_is_a_clear_error(tmp_path, capsys):
    target = tmp_path / "folder.adjutant"
    target.mkdir()
    assert run_tool("sample", [str(target), "--force"]) == 1
    assert "cannot replace" in capsys.readouterr().err
    assert target.is_dir() and _listing(tmp_path) == ["folder.adjutant"]


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["game.adjutant"],
        ["--smoke-test"],
        ["--smoke-test", "game.adjutant"],
        ["game.adjutant", "--smoke-test"],
        ["Ünïcode name with spaces.adjutant"],
    ],
)
def test_the_app_forms_read_without_argparse_as_argparse_reads_them(args):
    # Issue 28: the forms that start the app skip argparse's import before the first paint.
    from adjutant.__main__ import _app_parser, app_arguments

    options = _app_parser().parse_args(args)
    assert app_arguments(args) == (options.game, options.smoke_test)


@pytest.mark.parametrize(
    "args",
    [
        ["--help"],
        ["--version"],
        ["-h"],
        ["a.adjutant", "b.adjutant"],
        ["--smoke-test", "--smoke-test"],
        ["--", "-odd.adjutant"],
        ["--smoke"],
        [""],
    ],
)
def test_anything_else_is_left_to_argparse(args):
    from adjutant.__main__ import app_arguments

    assert app_arguments(args) is None

"""Helpers shared by the store tests: DB snapshots, file digests, a small full drive."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjutant.store.game import Game


def snapshot(game: Game) -> dict[str, list[tuple]]:
    """Every row of every game table (the undo journal excluded), sorted."""
    with game.engine.connect() as conn:
        raw = conn.connection.driver_connection
        names = [
            r[0]
            for r in raw.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT IN "
                "('actions', 'action_rows', 'alembic_version')"
            )
        ]
        out = {n: sorted(raw.execute(f'SELECT * FROM "{n}"').fetchall(), key=repr) for n in names}
        conn.rollback()
    return out


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def on_a_small_drive(tmp_path: Path, game: Path, child: str, size: str) -> list[str]:
    """Run the Python ``child`` (argv[1]: a copy of ``game``) on a tmpfs of ``size`` ("2m")
    mounted in a private mount namespace (Linux, root); -> its stdout lines. Skips where
    the machine cannot mount one."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux mount namespaces")
    if shutil.which("unshare") is None or os.geteuid() != 0:
        pytest.skip("needs unshare and root to mount a small drive")
    drive = tmp_path / "drive"
    drive.mkdir()
    script = (
        f'mount -t tmpfs -o size={size} tmpfs "{drive}" && cp "{game}" "{drive}/" && '
        f'exec "{sys.executable}" -c "$0" "{drive / game.name}"'
    )
    result = subprocess.run(
        ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, child],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if "mount" in result.stderr and result.returncode != 0:
        pytest.skip(f"this machine refuses a tmpfs mount: {result.stderr.strip()}")
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout.splitlines()

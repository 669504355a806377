"""Helpers shared by the store tests: DB snapshots, file digests, a small full drive."""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjutant.store.file.game import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import recorder as rs
from game_builders import melee_round


def snapshot(game: Game) -> dict[str, list[tuple]]:
    """Every row of every game table (the undo journal and the outbox excluded: undo
    appends to the outbox, issue 24), sorted."""
    with game.engine.connect() as conn:
        raw = conn.connection.driver_connection
        names = [
            r[0]
            for r in raw.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT IN "
                "('actions', 'action_rows', 'alembic_version', 'outbox', 'outbox_acks', "
                "'sqlite_sequence')"
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


def units_of(game):
    return [u for side in q.order_of_battle(game).sides for u in side.all_units()]


def formations_of(game):
    out = []

    def walk(node):
        out.append(node)
        for c in node.children:
            walk(c)

    for side in q.order_of_battle(game).sides:
        for f in side.formations:
            walk(f)
    return out


def random_action(game: Game, rng: random.Random):
    """One random service call on the sample game (may be refused: InvalidField)."""
    units = units_of(game)
    formations = formations_of(game)
    if not formations:
        side = rng.choice(q.order_of_battle(game).sides)
        return sv.add_formation(game, side.id, "New army", kind="army")
    u = rng.choice(units) if units else None
    f = rng.choice(formations)
    same_side = [x for x in formations if u and x.side_id == u.side_id]
    enemies = [x for x in units if u and x.side_id != u.side_id]
    choice = rng.randrange(17)
    if choice in (12, 13) and not enemies:
        choice = 10
    if choice == 0:
        return sv.add_unit(
            game, f.id, name=f"New {rng.randrange(999)}", melee_dice=rng.randrange(41)
        )
    if u is None:
        return sv.advance_phase(game)
    if choice == 1:
        return sv.update_unit(
            game,
            u.id,
            movement=rng.uniform(0, 12),
            status="disordered",
            casualties=rng.randrange(9),
        )
    if choice == 2:
        return sv.duplicate_unit(game, u.id)
    if choice == 3:
        return sv.delete_unit(game, u.id)
    if choice == 4:
        return sv.move_unit_to_formation(game, u.id, rng.choice(same_side).id, rng.randrange(4))
    if choice == 5:
        return sv.add_formation(
            game, f.side_id, "New brigade", parent_id=f.id, index=rng.randrange(3)
        )
    if choice == 6:
        return sv.delete_formation(game, f.id)
    if choice == 7:
        return sv.move_formation(
            game, f.id, rng.choice([None, *[x.id for x in formations if x.side_id == f.side_id]])
        )
    if choice == 8:
        return sv.set_commander_in_chief(
            game, u.side_id, rng.choice([u.id, None]), (1.0, 2.0, 90.0)
        )
    if choice == 9:
        return sv.set_footprint(game, u.id, rng.choice([None, q.FootprintInfo(30, 20, 45, 5, 2)]))
    if choice == 10:
        return sv.advance_phase(game)
    if choice == 11:
        return rs.resolve_control_test(
            game, u.id, rng.choice(["defence", "move", "attack"]), distance=rng.uniform(0, 25)
        )
    if choice == 12:
        return charge_planner.resolve_charge(
            game, u.id, {rng.choice(enemies).id: rng.uniform(0, 15)}
        )
    if choice == 13:
        return melee_round(game, [u.id], [rng.choice(enemies).id])
    if choice == 14:
        return sv.add_terrain(game, "Copse", [(0, 0), (3, 0), (3, 3)], kind="woods")
    if choice == 15:
        return sv.set_token(game, u.id, rng.choice(["defence", "move", "attack", None]))
    return sv.update_unit(
        game, u.id, name=f"Renamed {rng.randrange(99)}", token="move", reckless=rng.random() < 0.5
    )

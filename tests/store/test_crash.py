"""Crash test: SIGKILL a child mid-burst, many times; nothing it reported done is lost (issue 3).

The child opens the game, performs actions one after another and prints each
action id after the service returned (= committed). The parent kills it with
SIGKILL at random moments, then checks the file: ``PRAGMA integrity_check``
passes, it opens as a game, and every reported action (and its unit) is there.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time

import pytest

from adjutant.store.game import Game
from adjutant.store.sample import create_sample

CHILD = textwrap.dedent(
    """
    import sys
    from adjutant.store.game import Game
    from adjutant.store import queries as q, services as sv
    print("imported", flush=True)
    sys.stdin.readline()  # wait for "go": the parent starts the next child early
    game = Game.open(sys.argv[1])
    formation = q.order_of_battle(game).sides[0].formations[0].id
    print("ready", flush=True)
    i = 0
    while True:
        i += 1
        change = sv.add_unit(game, formation, name=f"Crash {sys.argv[2]}-{i}", notes="x" * 200)
        print(change.action_id, change.result, flush=True)
        change = sv.update_unit(game, change.result, casualties=i % 7, token="move")
        print(change.action_id, "-", flush=True)
    """
)

KILLS = 32


@pytest.mark.slow
@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_sigkill_loses_nothing_reported(tmp_path):
    path = tmp_path / "crash.adjutant"
    create_sample(path).close()
    rng = random.Random(2024)
    reported_actions: set[int] = set()
    reported_units: set[int] = set()
    losses = 0

    def spawn(run):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(run)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        return child

    upcoming = spawn(0)
    for run in range(KILLS):
        child = upcoming
        # The next child imports while this one works (imports dominate the run time).
        upcoming = spawn(run + 1) if run + 1 < KILLS else None
        assert child.stdout.readline().strip() == "imported"
        child.stdin.write("go\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.02, 0.3))
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate(timeout=30)
        for line in out.splitlines():
            action, unit = line.split()
            reported_actions.add(int(action))
            if unit != "-":
                reported_units.add(int(unit))
        # The file is sound and holds everything the child reported.
        conn = sqlite3.connect(path)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            actions = {r[0] for r in conn.execute("SELECT id FROM actions")}
            units = {r[0] for r in conn.execute("SELECT id FROM units")}
        finally:
            conn.close()
        losses += len(reported_actions - actions) + len(reported_units - units)
        # A killed Adjutant leaves no lock behind: the next one opens the game.
        Game.open(path).close()
    print(f"\ncrash test: {KILLS} kills, {len(reported_actions)} actions reported, {losses} lost")
    assert reported_actions, "the child never got to commit anything"
    assert losses == 0

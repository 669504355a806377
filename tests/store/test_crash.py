"""Crash test: kill a child mid-burst, many times; nothing it reported done is lost (issue 3).

The child opens the game and performs a burst of actions of several kinds (add
a unit, edit it, a control test that rolls the seeded dice and logs an event,
an undo and a redo), printing ``begin`` before each call and the action id after
the call returned (= committed). The parent kills it (``Popen.kill()``: SIGKILL on
POSIX, TerminateProcess on Windows; neither lets the child run any code): half the
kills at a random moment, half a random fraction of a millisecond after a
``begin`` (inside the transaction, where a crash hurts most). After each kill,
on the *hot* file (write-ahead log and shared memory left as the dead process
left them):

- ``adjutant check`` says sound and leaves the file, its log and its shared
  memory byte-identical;
- the game opens (the dead process's lock is taken over) and passes ``PRAGMA
  integrity_check``; every action the child reported is there, in the state
  (done / undone) it last reported (a reported-undone action the redo tail dropped may
  be gone, and its id taken by the call in flight when SQLite reuses the highest id);
- the outbox and the journal agree (issue 24): every op is sound (its hash, its
  payload), and the ops replayed from the start give exactly the journal's actions,
  done or undone, with their ids and labels; so an action, undo or redo that committed
  has its op, and one that rolled back has none;
- on every other run the parent does not open the game itself, so the next
  child is the one that recovers the log (a crash, a restart, a crash again).

The default run kills :data:`KILLS` children; ``pytest -m slow`` (``.ci/run``) kills
:data:`MANY_KILLS` (issue 16) and prints the figures: kills, actions the children
reported done, actions lost.
"""

from __future__ import annotations

import hashlib
import random
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import time

import pytest

from adjutant.store.file.check import check_file
from adjutant.store.file.game import Game
from adjutant.store.format import outbox
from adjutant.store.services.sample import create_sample

CHILD = textwrap.dedent(
    """
    import sys
    from adjutant.store.file.game import Game
    from adjutant.store.read import queries as q
    from adjutant.store.tools.command import recorder as rs
    from adjutant.store.services import edits as sv
    print("imported", flush=True)
    sys.stdin.readline()  # wait for "go": the parent starts the next child early
    game = Game.open(sys.argv[1])
    formation = q.order_of_battle(game).sides[0].formations[0].id
    print("ready", flush=True)

    def say(*words):
        # One write per line (print writes each word apart: a kill between them leaves half).
        sys.stdout.write(" ".join(map(str, words)) + "\\n")
        sys.stdout.flush()

    i = 0
    while True:
        i += 1
        say("begin add")
        change = sv.add_unit(game, formation, name=f"Crash {sys.argv[2]}-{i}", notes="x" * 200)
        unit = change.result
        say("done", change.action_id)
        say("begin update")
        change = sv.update_unit(game, unit, casualties=i % 7, token="defence")
        say("done", change.action_id)
        say("begin control")
        change = rs.resolve_control_test(game, unit, "move", distance=float(i % 20))
        say("done", change.action_id)
        if i % 3 == 0:
            say("begin undo", change.action_id)
            game.undo(change.action_id)
            say("undone", change.action_id)
            say("begin redo", change.action_id)
            game.redo(change.action_id)
            say("redone", change.action_id)
    """
)

KILLS = 40
MANY_KILLS = 300


def _digests(folder) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


#: The label of the action each call of the child records (its "begin" word).
LABELS = {"add": "Add unit", "update": "Edit unit", "control": "Control test"}


def _read_state(conn) -> tuple[str, dict[int, bool], dict[int, str]]:
    integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
    rows = conn.execute("SELECT id, undone, label FROM actions").fetchall()
    # Issue 24: the outbox written in the same transactions agrees with the journal.
    disagreements = outbox.journal_problems(conn)
    assert not disagreements, disagreements
    missing = conn.execute("SELECT count(*) FROM actions WHERE op_uuid IS NULL").fetchone()[0]
    assert missing == 0, "an action of this game without its outbox op"
    return integrity, {r[0]: bool(r[1]) for r in rows}, {r[0]: r[2] for r in rows}


def _reused(action: int, flight, actions: dict[int, bool], labels: dict[int, str]) -> bool:
    """True when ``action``, reported undone, is now a new action with its id: a call in
    flight at the kill committed, dropped the undone actions (the redo tail) and SQLite
    gave the new action the highest id again (INTEGER PRIMARY KEY reuses it)."""
    return (
        flight is not None
        and flight[1] in LABELS
        and actions.get(action) is False
        and action == max(actions)
        and labels.get(action) == LABELS[flight[1]]
    )


def test_sigkill_loses_nothing_reported(tmp_path):
    _crash_run(tmp_path, KILLS, seed=2024)


@pytest.mark.slow
def test_sigkill_many_times_loses_nothing_reported(tmp_path):
    """Issue 16: the crash test at 300 kills."""
    _crash_run(tmp_path, MANY_KILLS, seed=1815)


def _crash_run(tmp_path, kills: int, seed: int) -> None:
    folder = tmp_path / "game"
    folder.mkdir()
    path = folder / "crash.adjutant"
    create_sample(path).close()
    with sqlite3.connect(path) as conn:
        baseline = {r[0] for r in conn.execute("SELECT id FROM actions")}
    conn.close()
    rng = random.Random(seed)
    reported: dict[int, bool] = {}  # action id -> undone, as the children last reported
    lost: dict[int, str] = {}  # action id -> what went wrong, at the first kill that showed it
    rolled_back = 0  # kills that landed inside a transaction (its action is not in the file)
    hot = 0  # kills after which the write-ahead log held data

    def spawn(run):
        return subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(run)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    upcoming = spawn(0)
    for run in range(kills):
        child = upcoming
        # The next child imports while this one works (imports dominate the run time).
        upcoming = spawn(run + 1) if run + 1 < kills else None
        assert child.stdout.readline().strip() == "imported"
        child.stdin.write("go\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "ready"
        lines: list[str] = []
        if run % 2 == 0:
            time.sleep(rng.uniform(0.0, 0.25))
        else:
            # Inside a transaction: right after the child announced its n-th call.
            wanted = rng.randrange(1, 40)
            while wanted:
                line = child.stdout.readline().strip()
                lines.append(line)
                wanted -= line.startswith("begin")
            time.sleep(rng.uniform(0.0, 0.004))
        child.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
        child.wait(timeout=30)
        # Read through the same buffered reader as the lines above (communicate() would
        # read the pipe underneath it and skip what readline() had already buffered).
        out = child.stdout.read()
        child.stdout.close()
        child.stdin.close()
        if out and not out.endswith("\n"):
            # A line the kill cut short is not a report: the child had not said it all.
            out = out[: out.rfind("\n") + 1]
        lines += out.splitlines()
        for line in lines:
            assert line.split(), (run, lines[-6:], repr(out[-300:]))
            word, *rest = line.split()
            if word == "done":
                reported[int(rest[0])] = False
            elif word == "undone":
                reported[int(rest[0])] = True
            elif word == "redone":
                reported[int(rest[0])] = False
        wal = path.with_name(path.name + "-wal")
        hot += wal.exists() and wal.stat().st_size > 0

        # `adjutant check` on the hot file: sound, and not a byte changed.
        before = _digests(folder)
        report = check_file(path)
        assert report.exit_code == 0, report
        assert _digests(folder) == before

        if run % 2 == 0:
            # The real thing: Adjutant opens the game the dead one left.
            with Game.open(path) as game, game.engine.connect() as conn:
                integrity, actions, labels = _read_state(conn.connection.driver_connection)
                conn.rollback()
        else:
            # Read a copy, so the next child is the one that recovers the log.
            copy = tmp_path / f"copy{run}"
            copy.mkdir()
            for p in folder.iterdir():
                if p.suffix != ".lock":
                    shutil.copyfile(p, copy / p.name)
            conn = sqlite3.connect(copy / path.name)
            try:
                integrity, actions, labels = _read_state(conn)
            finally:
                conn.close()
            shutil.rmtree(copy)
        assert integrity == "ok"
        # The call in flight when the child died may or may not have committed.
        flight = lines[-1].split() if lines and lines[-1].startswith("begin") else None
        undo_target = int(flight[2]) if flight and flight[1] in ("undo", "redo") else None
        reused_now = False
        for action, undone in list(reported.items()):
            state = actions.get(action)
            if action == undo_target and state is not None:
                continue
            if undone and _reused(action, flight, actions, labels):
                reported[action] = False  # the call in flight committed, under this id
                reused_now = True
                continue
            # An undone action disappears when a later action is done (the redo tail).
            if state != undone and not (undone and state is None) and action not in lost:
                lost[action] = f"kill {run}: reported undone={undone}, file {state}; {lines[-4:]}"
        if flight:
            if undo_target is not None:
                applied = actions.get(undo_target) == (flight[1] == "undo")
                if applied:
                    reported[undo_target] = flight[1] == "undo"
            else:
                new = set(actions) - set(reported) - baseline
                applied = bool(new) or reused_now
                reported.update((a, actions[a]) for a in new)
            rolled_back += not applied
    # Opening after the last kill: the dead process's lock does not keep the player out.
    Game.open(path).close()
    print(
        f"\ncrash test: {kills} kills ({rolled_back} inside a transaction, {hot} with a hot log), "
        f"{len(reported)} actions reported, {len(lost)} lost"
    )
    assert reported, "the children never got to commit anything"
    assert rolled_back > 0, "no kill landed inside a transaction"
    assert not lost, lost

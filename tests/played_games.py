"""Real game files with real outboxes for the pusher's tests and benchmarks (issue 25).

:func:`new_played_game` makes a copy of the sample battle and plays it through the store's
services: control tests (their dice tests go to the archive), phases advanced, reckless
flags set, undos, redos and new actions after undos (discards), so the outbox holds every
kind of op the game file writes. The same seed plays the same game.
"""

from __future__ import annotations

import random
from pathlib import Path

from adjutant.store.errors import InvalidField
from adjutant.store.file.game import Game
from adjutant.store.format import outbox
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command import recorder as rs


def play(game: Game, actions: int, rng: random.Random) -> None:
    """``actions`` steps of play, each writing at least one op."""
    units = [u for side in q.order_of_battle(game).sides for u in side.all_units()]
    done = 0
    while done < actions:
        roll = rng.random()
        try:
            if roll < 0.08 and game.undoable():
                game.undo(game.undoable()[-1][0])
            elif roll < 0.12 and game.redoable():
                game.redo(game.redoable()[0][0])
            elif roll < 0.25:
                sv.advance_phase(game)
            elif roll < 0.35:
                sv.set_reckless(game, rng.choice(units).id, rng.random() < 0.5)
            else:
                unit = rng.choice(units)
                wanted = rng.choice(["defence", "move", "attack"])
                rs.resolve_control_test(
                    game, unit.id, wanted, distance=rng.uniform(0, 25), out_of_phase=True
                )
        except (InvalidField, ValueError):
            sv.advance_phase(game)  # not this unit's turn, or a change it cannot roll
        done += 1


def new_played_game(path: Path, actions: int, seed: int = 0) -> int:
    """A sample game at ``path`` after ``actions`` steps of play; its outbox's head."""
    game = create_sample(path, seed=seed)
    try:
        play(game, actions, random.Random(seed))
        return outbox.head_seq(game)
    finally:
        game.close()


def play_more(path: Path, actions: int, seed: int) -> int:
    """Open the game at ``path``, play ``actions`` more steps, close; the new head."""
    game = Game.open(path)
    try:
        play(game, actions, random.Random(seed))
        return outbox.head_seq(game)
    finally:
        game.close()


def local_state(path: Path, target: str) -> tuple[int, str, int, str | None]:
    """(head seq, hash up to it, acked seq, acked hash) of the game file at ``path``."""
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        head = outbox.head_seq(conn)
        ack = outbox.ack(conn, target)
        return (
            head,
            outbox.ops_hash(conn, head),
            ack.acked_seq if ack else 0,
            ack.ops_hash if ack else None,
        )
    finally:
        conn.close()


def game_uuid_of(path: Path) -> str:
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT game_uuid FROM game WHERE id = 1").fetchone()[0]
    finally:
        conn.close()

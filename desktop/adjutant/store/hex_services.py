"""Gladiator services the store lacked (RULES.md §5, GLAD-0 and GLAD-6; issue 11).

For the hex board window (``adjutant.windows.hexboard``). ``adjutant.store.resolve``
already has ``roll_figure_movement`` (a d6 read as D3), ``move_figure`` and
``resolve_gladiator_attack``; this module adds, the same way (one ``Game.action``
per user intent, undoable, one ``Event`` logged, ``InvalidField`` / ``RuleInputError``
on bad input with nothing changed):

- :func:`roll_movement` — GLAD-0/1 with a real d3 as well as a d6 read as D3
  (virtual or typed faces);
- :func:`turn_figures` — GLAD-6: figures adjacent to the main combat spend their
  extra action to turn toward a vertex, all in one action;
- :func:`pending_allowance` — the movement allowance a figure rolled this turn and
  has not used yet (read from the log, so undoing the roll or the move is reflected);
- :func:`add_sample_arena` — the sample arena (resources/samples/gladiator_arena.json)
  added to an open game, for a game created without a board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from adjutant.store import events as ev
from adjutant.store import queries
from adjutant.store.errors import InvalidField
from adjutant.store.game import Game
from adjutant.store.journal import Change
from adjutant.store.models import HexFigure
from adjutant.store.resolve import MOVEMENT_DICE as MOVEMENT_DICE  # GLAD-0 dice, re-exported
from adjutant.store.resolve import record, roll_figure_movement
from adjutant.store.sample import load_arena, load_json
from adjutant.store.services import get, meta
from adjutant.store.validate import check_int


def roll_movement(
    game: Game,
    figure_id: int,
    *,
    die_sides: int = 6,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
) -> Change:
    """GLAD-0/1: roll the figure's D3 and its allowance. ``die_sides`` 6 reads a d6 as D3;
    3 is a real d3 (a typed face must be 1..3). ``resolve.roll_figure_movement`` does it.
    Outcome: {"d3", "allowance"} (and "die_sides" for a d3)."""
    return roll_figure_movement(
        game, figure_id, dice_mode=dice_mode, faces=faces, die_sides=die_sides
    )


def turn_figures(game: Game, turns: Mapping[int, int]) -> Change:
    """GLAD-6: each figure id in ``turns`` faces its vertex (0..5) and spends its extra action.

    Every figure must be in action with its extra action unspent; one action and one
    ``figure_turn`` event for them all. ``result`` = the event's Resolution.
    """
    if not isinstance(turns, Mapping) or not turns:
        raise InvalidField("turns", turns, "name at least one figure and its vertex")
    wanted = {
        check_int("figure_id", fid): check_int("facing", vertex, 0, 5)
        for fid, vertex in turns.items()
    }
    with game.action("Turn figures") as act:
        s = act.session
        m = meta(s)
        done = []
        side_id = None
        for fid, vertex in wanted.items():
            f = get(s, HexFigure, fid, "figure_id")
            if f.out_of_action:
                raise InvalidField("figure_id", fid, f"{f.name} is out of action")
            if f.extra_action_spent:
                # GLAD-6: turning costs the extra action; a spent one cannot pay for it.
                raise InvalidField("figure_id", fid, f"{f.name} has spent its extra action")
            done.append(ev.Turned(f.id, f.name, f.facing, vertex))
            f.facing = vertex
            f.extra_action_spent = True
            side_id = f.side_id if side_id is None else side_id
        names = ", ".join(f"{d.figure} to vertex {d.facing}" for d in done)
        act.result = record(
            s,
            m,
            act.action_id,
            ev.FigureTurn(
                side_id=side_id,
                summary=f"Turned (extra action): {names}",
                rule_ids=("GLAD-6",),
                turned=tuple(done),
            ),
        )
    return act.change


def pending_allowance(game: Game, figure_id: int) -> tuple[int, int, tuple[int, ...]] | None:
    """The (d3, allowance, dice) of the figure's latest movement roll this turn if it has not
    moved since (GLAD-1: one roll, one move), else None."""
    turn = queries.game_info(game).turn
    rolls = [
        e.event
        for e in queries.events(game, turn=turn, kind=ev.FigureMovementRoll.KIND)
        if isinstance(e.event, ev.FigureMovementRoll) and e.event.figure_id == figure_id
    ]
    if not rolls:
        return None
    last = rolls[-1]
    moved = any(
        isinstance(e.event, ev.FigureMove) and e.event.figure_id == figure_id and e.id > last.id
        for e in queries.events(game, turn=turn, kind=ev.FigureMove.KIND)
    )
    if moved:
        return None
    return last.d3, last.allowance, last.dice


def add_sample_arena(game: Game) -> Change:
    """Add the sample arena board and its six figures (first two sides). ``result`` = board id."""
    data = load_json("gladiator_arena.json")
    with game.action("Add the sample arena") as act:
        act.result = load_arena(act.session, data)
    return act.change

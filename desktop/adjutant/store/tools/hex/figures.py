"""Gladiator services besides the planner's (RULES.md §5, GLAD-6; issues 11, 14).

For the hex skirmish planner (``adjutant.store.tools.hex.planner``, which plans and records the
movement rolls, moves and attacks) and scripts. The same way as every service (one
``Game.action`` per user intent, undoable, one ``Event`` logged, ``InvalidField`` on
bad input with nothing changed):

- :func:`turn_figures` — GLAD-6: figures spend their extra action to turn toward a
  vertex, all in one action (the planner offers which, toward whom);
- :func:`add_sample_arena` — the sample arena (resources/samples/gladiator_arena.json)
  added to an open game, for a game created without a board.
"""

from __future__ import annotations

from collections.abc import Mapping

from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.file.journal import Change
from adjutant.store.file.models import HexFigure
from adjutant.store.format.phases import check_phase
from adjutant.store.format.validate import check_int
from adjutant.store.services.edits import get, meta
from adjutant.store.services.sample import load_arena, load_json
from adjutant.store.tools.base.recording import record
from adjutant.store.tools.hex.entries import compass


def turn_figures(game: Game, turns: Mapping[int, int], *, out_of_phase: bool = False) -> Change:
    """GLAD-6: each figure id in ``turns`` faces its vertex (0..5) and spends its extra action.

    Every figure must be in action with its extra action unspent; one action and one
    ``figure_turn`` event for them all. Turning belongs to the melee phase (the fight it
    follows): out of it, refused unless ``out_of_phase`` (the players confirmed), and then
    logged as such. ``result`` = the event's Resolution.
    """
    if not isinstance(turns, Mapping) or not turns:
        raise InvalidField("turns", turns, "name at least one figure and its vertex")
    wanted = {
        check_int("figure_id", fid): check_int("facing", vertex, 0, 5)
        for fid, vertex in turns.items()
    }
    with game.action(action_labels.TURN_FIGURES) as act:
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
            done.append(event_kinds.Turned(f.id, f.name, f.facing, vertex))
            f.facing = vertex
            f.extra_action_spent = True
            side_id = f.side_id if side_id is None else side_id
        late = check_phase(event_kinds.FigureTurn.KIND, m.phase, out_of_phase=out_of_phase)
        names = ", ".join(f"{d.figure} to vertex {compass(d.facing)}" for d in done)
        act.result = record(
            s,
            m,
            act.action_id,
            event_kinds.FigureTurn(
                side_id=side_id,
                summary=f"Turned (extra action): {names}",
                rule_ids=("GLAD-6",),
                out_of_phase=late,
                turned=tuple(done),
            ),
        )
    return act.ended


def add_sample_arena(game: Game) -> Change:
    """Add the sample arena board and its six figures (first two sides). ``result`` = board id."""
    data = load_json("gladiator_arena.json")
    with game.action(action_labels.ADD_SAMPLE_ARENA) as act:
        act.result = load_arena(act.session, data)
    return act.ended

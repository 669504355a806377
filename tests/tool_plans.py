"""Scripted odds combats and gladiator actions for tests: plan, then resolve what was planned.

For tests that need such events on a game (the log, the summary, undo, queries, bench)
rather than the planners themselves (``tests/store/test_odds_plan.py``,
``test_hex_plan.py``). Each call plans with ``store.tools.odds.planner`` / ``store.tools.hex.planner``
and records exactly that entry, as the windows do (issue 14). ``out_of_phase=True``
(the default) stands for the players' confirmation: the action goes ahead whatever the
phase, and is logged as out of phase only when it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from adjutant.store.tools.hex.planner import HexInputs, plan_hex, resolve_hex
from adjutant.store.tools.odds.planner import OddsInputs, Shift, plan_odds, resolve_odds


def odds_combat(
    game,
    crt_id: int,
    attack: int | None = None,
    defence: int | None = None,
    *,
    faces: Sequence[int] | None = None,
    dice_mode: str | None = None,
    shifts: Sequence[tuple[int, str]] = (),
    out_of_phase: bool = True,
    **units,
):
    """One odds combat (ODD-1..3); ``units``: attackers=, defenders=, bombarding= (ids)."""
    inputs = OddsInputs(
        crt_id=crt_id,
        attack=attack,
        defence=defence,
        shifts=tuple(Shift(v, r) for v, r in shifts),
        out_of_phase=out_of_phase,
        **{k: tuple(v) for k, v in units.items()},
    )
    return resolve_odds(game, plan_odds(game, inputs).combat, faces, dice_mode=dice_mode)


def roll_movement(
    game,
    figure_id: int,
    faces: Sequence[int] | None = None,
    *,
    die_sides: int = 6,
    dice_mode: str | None = None,
    out_of_phase: bool = True,
):
    """GLAD-0/1: the figure's movement roll."""
    inputs = HexInputs(figure_id=figure_id, die_sides=die_sides, out_of_phase=out_of_phase)
    entry = plan_hex(game, inputs).movement
    return resolve_hex(game, entry, faces, dice_mode=dice_mode)


def move_figure(game, figure_id: int, path, facing: int | None = None, *, out_of_phase=True):
    """GLAD-1/3: the figure's move along ``path`` with its roll (rolled before)."""
    inputs = HexInputs(
        figure_id=figure_id,
        path=tuple(tuple(h) for h in path),
        facing=facing,
        out_of_phase=out_of_phase,
    )
    return resolve_hex(game, plan_hex(game, inputs).move)


def gladiator_attack(
    game,
    attacker_id: int,
    target_id: int,
    red: Sequence[int] | None = None,
    black: Sequence[int] | None = None,
    *,
    dice_mode: str | None = None,
    out_of_phase: bool = True,
):
    """GLAD-4/5: ``attacker_id`` attacks ``target_id``; typed ``red`` and ``black`` faces, or
    the game's dice."""
    plan = plan_hex(game, HexInputs(figure_id=attacker_id, out_of_phase=out_of_phase))
    entry = plan.attack(attacker_id, target_id)
    if entry is None:
        raise ValueError(f"{attacker_id} cannot attack {target_id} now")
    faces = None if red is None else [*red, *(black or ())]
    return resolve_hex(game, entry, faces, dice_mode=dice_mode)


def turn_figures(game, figure_ids: Sequence[int], *, out_of_phase: bool = True):
    """GLAD-6: these figures take the turns offered after the latest attack."""
    turns = plan_hex(game, HexInputs(out_of_phase=out_of_phase)).turns
    chosen = tuple(o for o in turns.offers if o.figure_id in set(figure_ids))
    return resolve_hex(game, replace(turns, offers=chosen))


__all__ = [
    "gladiator_attack",
    "move_figure",
    "odds_combat",
    "roll_movement",
    "turn_figures",
]

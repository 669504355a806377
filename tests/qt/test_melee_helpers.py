"""Game builders shared by the melee tests (issue 6); no tests here: small tables where units touch.

Footprint(x, y, facing, width, depth): facing in degrees counter-clockwise from +x
(90 = north); a unit facing north has its left flank to the west.
"""

from __future__ import annotations

from adjutant.rules.shapes import Footprint
from game_builders import game_with_units


def make_game(path, units, *, seed=5, ruleset=None, phase="melee", dice_mode="virtual"):
    """``units``: (key, side index 0 blue / 1 red, footprint or None, fields); -> game, ids.
    The game is in its melee phase unless ``phase`` says otherwise (rounds belong to it)."""
    return game_with_units(
        path,
        units,
        name="Melee test",
        seed=seed,
        ruleset=ruleset,
        phase=phase,
        dice_mode=dice_mode,
    )


def north(x, y, width=4, depth=2):
    return Footprint(x, y, 90, width, depth)


def south(x, y, width=4, depth=2):
    return Footprint(x, y, 270, width, depth)


def east(x, y, width=4, depth=2):
    return Footprint(x, y, 0, width, depth)

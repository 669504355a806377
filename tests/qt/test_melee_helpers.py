"""Game builders shared by the melee tests (issue 6); no tests here: small tables where units touch.

Footprint(x, y, facing, width, depth): facing in degrees counter-clockwise from +x
(90 = north); a unit facing north has its left flank to the west.
"""

from __future__ import annotations

from adjutant.rules.geometry import Footprint
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store import queries as q
from adjutant.store import services as sv


def make_game(path, units, *, seed=5, ruleset=None):
    """``units``: (key, side index 0 blue / 1 red, footprint or None, fields); -> game, ids."""
    game = Game.create(
        path, name="Melee test", ruleset=ruleset or load_preset("combined"), seed=seed
    )
    sides = q.order_of_battle(game).sides
    ids = {}
    for key, side, fp, fields in units:
        fields = {"melee_dice": 6, **fields}
        uid = sv.add_unit(game, sides[side].formations[0].id, name=key.title(), **fields).result
        if fp is not None:
            sv.set_footprint(game, uid, fp)
        ids[key] = uid
    return game, ids


def north(x, y, width=4, depth=2):
    return Footprint(x, y, 90, width, depth)


def south(x, y, width=4, depth=2):
    return Footprint(x, y, 270, width, depth)


def east(x, y, width=4, depth=2):
    return Footprint(x, y, 0, width, depth)

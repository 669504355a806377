"""Small games for tests: a fresh game file with units placed where a test needs them.

For the melee tests (tests/qt/test_melee_helpers.py) and the ruleset option tests
(tests/store/test_ruleset_options.py). Footprint(x, y, facing, width, depth): facing
in degrees counter-clockwise from +x (90 = north).
"""

from __future__ import annotations

from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store import queries as q
from adjutant.store import services as sv


def game_with_units(path, units, *, name, seed, ruleset=None, dice_mode="virtual"):
    """A new game at ``path`` (the combined preset unless ``ruleset``) holding ``units``:
    (key, side index 0 blue / 1 red, footprint or None, fields), each with 6 melee dice
    unless its fields say otherwise, in its side's first formation. -> game, ids by key."""
    game = Game.create(
        path,
        name=name,
        ruleset=ruleset or load_preset("combined"),
        dice_mode=dice_mode,
        seed=seed,
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

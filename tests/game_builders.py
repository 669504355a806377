"""Small games for tests: a fresh game file with units placed where a test needs them.

For the melee tests (``make_game``: tests/qt/test_melee_helpers.py,
tests/store/test_melee_services.py) and the ruleset option tests
(tests/store/test_ruleset_options.py). Footprint(x, y, facing, width, depth): facing
in degrees counter-clockwise from +x (90 = north).
"""

from __future__ import annotations

from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv


def north(x, y, width=4, depth=2):
    """A unit's footprint facing north (its left flank to the west)."""
    from adjutant.rules.shapes import Footprint

    return Footprint(x, y, 90, width, depth)


def south(x, y, width=4, depth=2):
    from adjutant.rules.shapes import Footprint

    return Footprint(x, y, 270, width, depth)


def east(x, y, width=4, depth=2):
    from adjutant.rules.shapes import Footprint

    return Footprint(x, y, 0, width, depth)


def game_with_units(path, units, *, name, seed, ruleset=None, dice_mode="virtual", phase=None):
    """A new game at ``path`` (the combined preset unless ``ruleset``) holding ``units``:
    (key, side index 0 blue / 1 red, footprint or None, fields), each with 6 melee dice
    unless its fields say otherwise, in its side's first formation; at ``phase`` of turn 1
    when given (else the first phase). -> game, ids by key."""
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
    if phase is not None:
        to_phase(game, phase)
    return game, ids


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


def to_phase(game, phase: str) -> None:
    """Step the game on (``services.advance_phase``) until it is ``phase``."""
    for _ in range(20):
        if q.game_info(game).phase == phase:
            return
        sv.advance_phase(game)
    raise AssertionError(f"the game never reached the {phase} phase")


def melee_round(game, units_a, units_b, dice=None, *, combat_id=None):
    """One melee round through the melee planner (``plan_melee`` -> ``resolve_melee``):
    every unit of ``units_a`` touching every unit of ``units_b`` front to front (contacts
    as the players give them), "charging" as this turn's charges say, ``dice`` a
    ``MeleeDice`` (None: virtual). Out of the melee phase it goes ahead as confirmed (and
    is logged so); a refused round raises its reason (``InvalidField``)."""
    from adjutant.rules.shapes import Quarter
    from adjutant.store.tools.melee import recorder as ms

    units = ms.units_of(game)
    fighters = tuple(ms.FighterSetup.from_unit(units[i], "a") for i in units_a) + tuple(
        ms.FighterSetup.from_unit(units[i], "b") for i in units_b
    )
    contacts = tuple(
        ms.Contact(a, b, Quarter.FRONT, Quarter.FRONT) for a in units_a for b in units_b
    )
    late = q.game_info(game).phase != "melee"
    inputs = ms.MeleeInputs(ms.MeleeSetup(fighters, contacts), combat_id, out_of_phase=late)
    entry = ms.plan_melee(game, inputs).round
    if entry.refusal is not None:
        raise entry.refusal.error()
    return ms.resolve_melee(game, entry, dice)

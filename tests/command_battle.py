"""The small battle of the command tool's tests (RULES.md §1, CMD-1..8).

For tests/store/test_command_plan.py, tests/qt/test_command_window.py and
tests/qt/test_command_session.py. Blue's C-in-C (Wellesley) is with the Foot Guards;
the Rifles stand 11.3 away edge to edge on the table (CMD-6 seed example 1); the
Fusiliers (a standard-bearer) are off the table, their 8.9 typed in (seed example 2);
the Highlanders have a full command group (CMD-4); the Militia carry Defence; the
Dragoons (Defence) and Hussars (Move) are reckless (CMD-8), a Red regiment standing
right in front of the Hussars. Footprint(x, y, facing, width 4, depth 1), facing 90 =
north.
"""

from __future__ import annotations

from adjutant.rules.geometry import Footprint
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv


def _fp(x: float, y: float, facing: float = 90) -> Footprint:
    return Footprint(x, y, facing, 4, 1)


def build_scenario(
    path, *, reckless_before_declarations: bool = True, dice_mode: str = "virtual"
) -> tuple[Game, dict[str, int]]:
    """The battle at ``path``; returns (game, unit ids by key)."""
    ruleset = load_preset("combined").with_options(
        reckless_before_declarations=reckless_before_declarations
    )
    game = Game.create(path, name="Command test", ruleset=ruleset, seed=7, dice_mode=dice_mode)
    blue, red = q.order_of_battle(game).sides
    bf, rf = blue.formations[0].id, red.formations[0].id
    ids = {}
    for key, fields, where in (
        ("guards", {"name": "Foot Guards", "token": "move"}, _fp(0, 0)),
        # CMD-6 example 1: 12.3 - 0.5 - 0.5 = 11.3 edge to edge from the Guards.
        ("rifles", {"name": "Rifles", "token": "move"}, _fp(0, 12.3)),
        ("fusiliers", {"name": "Fusiliers", "token": "defence", "has_standard_bearer": True}, None),
        (
            "highlanders",
            {
                "name": "Highlanders",
                "token": "defence",
                "has_commander": True,
                "has_standard_bearer": True,
                "has_musician": True,
            },
            _fp(20, 0),
        ),
        ("militia", {"name": "Militia", "token": "defence"}, _fp(40, 0)),
        ("dragoons", {"name": "Dragoons", "token": "defence", "reckless": True}, _fp(-20, 0)),
        ("hussars", {"name": "Hussars", "token": "move", "reckless": True}, _fp(-30, 0)),
    ):
        ids[key] = sv.add_unit(game, bf, **fields).result
        if where is not None:
            sv.set_footprint(game, ids[key], where)
    ids["cuirassiers"] = sv.add_unit(game, rf, name="Cuirassiers", token="attack").result
    sv.set_footprint(game, ids["cuirassiers"], _fp(-30, 5, 270))
    sv.set_commander_in_chief(game, blue.id, ids["guards"], name="Wellesley")
    ids["blue"], ids["red"] = blue.id, red.id
    return game, ids

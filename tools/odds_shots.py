"""Developer tool: the sample battle's odds combat mid-turn, for ``tools/screenshots.py``.

``--setup tools.odds_shots:combat`` (the 1er Léger defends, two British regiments
attack and Bull's Troop bombards: the combat can be rolled, its card shows every
result's chance) or ``--setup tools.odds_shots:rolled`` (the same, rolled: the result
in place and what to apply). Goes through the odds window's own methods, as a player
would (issue 22: the unit list keeps its rows when a combat can be rolled). Not shipped.
"""

from __future__ import annotations

from adjutant.store.read import queries


def _odds(window):
    dock = window.tool_dock("odds")
    dock.show()
    dock.raise_()
    odds = window.tool_widget("odds")
    odds.flush()
    names = {
        u.name: u.id
        for s in queries.order_of_battle(window.document.game).sides
        for u in s.all_units()
    }
    return odds, names


def combat(window):
    odds, names = _odds(window)
    odds.combat.set_roles(
        {
            names["1st Foot Guards"]: "attacks",
            names["2nd Coldstream Guards"]: "attacks",
            names["Bull's Troop RHA"]: "bombards",
            names["1er Léger"]: "defends",
        }
    )
    return odds


def rolled(window):
    odds = combat(window)
    odds.combat.roll_card("combat", (4,))
    return odds

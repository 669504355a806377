"""Developer tool: the sample battle's charge phase mid-turn, for ``tools/screenshots.py``.

``--setup charge_shots:roll`` (two charges declared, one rolled: the Roll page) or
``--setup charge_shots:targets`` (a charge being set up: the Targets page) or
``--setup charge_shots:chargers`` (the Charger page, the greyed units with their
reason) or ``--setup charge_shots:fight`` (a charge that reached, "Fight this melee"
pressed: the melee tool's round card, issue 22). Runs through the store's services and the charge window's own methods, as a
player would (CMD-4 gives the Guards their Attack token, they move up, the charge
phase begins).
"""

from __future__ import annotations

from adjutant.store.read import queries
from adjutant.store.services import edits as sv
from adjutant.store.services.edits import advance_phase
from adjutant.store.tools.command import recorder as rs


def _charge_phase(window):
    game = window.document.game
    names = {u.name: u.id for s in queries.order_of_battle(game).sides for u in s.all_units()}
    rs.change_token(game, names["1st Foot Guards"], "attack")  # CMD-4: with the C-in-C
    guards = queries.battlefield(game).footprints[names["1st Foot Guards"]]
    sv.set_footprint(
        game,
        names["1st Foot Guards"],
        type(guards)(28, 26, guards.facing, guards.width, guards.depth),
    )
    advance_phase(game)
    window.document.notify(None)
    charge = window.tool_widget("charge")
    window.tool_dock("charge").show()
    window.tool_dock("charge").raise_()
    charge.flush()
    return charge, names


def chargers(window) -> None:
    charge, names = _charge_phase(window)
    charge.choose_charger(names["1st Foot Guards"])
    charge.tabs.setCurrentIndex(0)


def targets(window) -> None:
    charge, names = _charge_phase(window)
    charge.choose_charger(names["1st Foot Guards"])
    charge.set_target(names["1er Léger"], True)
    charge.set_target(names["1er de Ligne"], True)
    charge.set_typed(names["2e de Ligne"], 11.5)
    charge.tabs.setCurrentIndex(1)


def roll(window) -> None:
    charge, names = _charge_phase(window)
    charge.choose_charger(names["1st Foot Guards"])
    charge.set_target(names["1er Léger"], True)
    charge.set_target(names["1er de Ligne"], True)
    charge.declare()
    charge.choose_charger(names["42nd Highlanders"])
    charge.set_typed(names["2e de Ligne"], 8.5)
    charge.declare()
    charge.roll(names["42nd Highlanders"], (4, 2))
    charge.tabs.setCurrentIndex(2)
    charge.roll_page.cards.focus_next_pending()


def fight(window) -> None:
    """Issue 22: the Guards' charge reached the 1er Léger; "Fight this melee" pressed: the
    melee tool comes up with the round's card (take it with ``--tools melee``)."""
    charge, names = _charge_phase(window)
    charge.choose_charger(names["1st Foot Guards"])
    charge.set_target(names["1er Léger"], True)
    charge.declare()
    charge.tabs.setCurrentIndex(2)
    charge.roll(names["1st Foot Guards"], (3, 2))
    charge.fight_melee()

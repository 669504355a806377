"""Developer tool: put the sample battle mid-melee for ``tools/screenshots.py --setup``.

``tools.melee_midturn:round_to_roll`` — the 1st Foot Guards charged the 1er Léger (the
charge reached it), closed to contact; melee phase; the melee set up from the battlefield
with the Coldstream Guards named as a supporter: the round's card waits, its distribution
open. ``tools.melee_midturn:after_the_round`` — the same, the round rolled with typed hits:
the done card and the loser's break test waiting. Not shipped.
"""

from __future__ import annotations

from adjutant.rules.shapes import Quarter
from adjutant.store.read import queries
from adjutant.store.services import edits as sv
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.melee import recorder as ms


def _names(game) -> dict[str, int]:
    return {u.name: u.id for s in queries.order_of_battle(game).sides for u in s.all_units()}


def round_to_roll(window):
    game = window.document.game
    names = _names(game)
    guards, leger = names["1st Foot Guards"], names["1er Léger"]
    sv.set_token(game, guards, "attack")  # CMD-1: only an Attack token charges
    sv.advance_phase(game)  # charge
    sv.move_unit(game, guards, 28, 26)
    charge_planner.resolve_charge(game, guards, {leger: None}, dice_mode="physical", faces=[3, 2])
    sv.move_unit(game, guards, 28, 32.5)  # into contact
    sv.advance_phase(game)  # movement
    sv.advance_phase(game)  # melee
    window.document.notify(None)
    melee = window.tool_widget("melee")
    window.document.select_units([guards])
    melee.use_selection()
    melee.session.add_supporter(guards, names["2nd Coldstream Guards"], Quarter.REAR)
    melee.refresh()
    editor = melee.round_page.editor()
    if editor is not None:
        editor.distribution.setChecked(True)
    return melee


def after_the_round(window):
    melee = round_to_roll(window)
    entry = melee.session.round
    melee.roll(entry, ms.MeleeDice.hits([4], [1]))
    return melee


def _tab(window, index):
    melee = round_to_roll(window)
    melee.tabs.setCurrentIndex(index)
    return melee


def setup_tab(window):
    return _tab(window, 1)


def dice_tab(window):
    return _tab(window, 2)


def support_tab(window):
    melee = _tab(window, 3)
    names = _names(window.document.game)
    melee.support_page.select_group(names["1st Foot Guards"])
    return melee

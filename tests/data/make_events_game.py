"""Makes ``events_v1.adjutant``: a game holding one event of every kind (and each shape
variant) as the store wrote them before the typed events (issue 14).

Run with the code of that time (``git checkout 7f521f2 -- desktop`` or the commit that
added this file) to make the file again: ``python tests/data/make_events_game.py OUT``.
``tests/store/test_events.py`` reads the committed file; it never runs this script.
Every die is typed (physical), so the file is the same on every machine.
"""

from __future__ import annotations

import sys
from pathlib import Path

from adjutant.rules.melee import SideSetup
from adjutant.store import command_services, hex_services, queries, resolve, services
from adjutant.store import melee_services as ms
from adjutant.store import odds_services as osv
from adjutant.store.sample import create_sample

P = "physical"


def play(path: Path) -> None:
    game = create_sample(path, seed=14)
    try:
        oob = queries.order_of_battle(game)
        a = {u.name: u.id for u in oob.sides[0].all_units()}
        b = {u.name: u.id for u in oob.sides[1].all_units()}
        command_services.place_tokens(
            game, {a["1st Royal Scots"]: "defence", b["1er Léger"]: "attack"}
        )
        resolve.resolve_reckless_roll(
            game, a["92nd Gordon Highlanders"], enemy_in_front=True, dice_mode=P, faces=[4]
        )
        resolve.change_token(game, a["1st Foot Guards"], "attack")
        resolve.resolve_control_test(
            game, a["1st Royal Scots"], "move", distance=8.5, dice_mode=P, faces=[3]
        )
        resolve.resolve_charge(
            game,
            a["1st Foot Guards"],
            {b["1er Léger"]: 7.0, b["2e de Ligne"]: 12.5},
            dice_mode=P,
            faces=[5, 1],
        )
        melee = resolve.resolve_melee_round(
            game,
            SideSetup([(6, 4)], 1),
            SideSetup([(6, 4)]),
            units_a=[a["1st Foot Guards"]],
            units_b=[b["1er Léger"]],
            dice_mode=P,
            faces_a=[[6, 6, 6, 5, 1, 1]],
            faces_b=[[1, 1, 1, 1, 1, 4]],
        )
        ms.record_break_test(game, melee.result.outcome["combat_id"], {b["1er Léger"]: False})
        # The melee window's round: two units face to face on the table.
        blue, red = a["1st Royal Scots"], b["2e de Ligne"]
        services.set_footprint(game, blue, queries.FootprintInfo(40, 20, 90, 4, 2))
        services.set_footprint(game, red, queries.FootprintInfo(40, 22, 270, 4, 2))
        units = ms._units(game)
        found = ms.engagement_from([blue], units)
        fighters = tuple(ms.FighterSetup.from_unit(units[i], s) for i, s in found)
        setup = ms.MeleeSetup(fighters, ms.measured_contacts(found, units))
        plan = ms.plan_round(setup, units, ms._ruleset(game))
        ms.resolve_melee(
            game,
            setup,
            dice_mode=P,
            faces_a=[[6] * x.dice for x in plan.rolled("a")],
            faces_b=[[2] * x.dice for x in plan.rolled("b")],
        )
        crt = queries.crts(game)[0]
        resolve.resolve_odds_combat(game, crt.id, 6, 2, dice_mode=P, faces=[4])
        services.advance_phase(game)
        battery = services.add_unit(
            game,
            oob.sides[0].formations[0].id,
            name="Battery",
            unit_type="artillery",
            attack_factor=3,
        ).result
        osv.resolve_odds(
            game,
            crt.id,
            attack=2,
            defence=2,
            bombarding=[battery],
            shifts=[(1, "Leader")],
            dice_mode=P,
            faces=[4],
        )
        arena = {f.name.split()[0]: f.id for f in queries.hex_boards(game)[0].figures}
        hex_services.roll_movement(game, arena["Marcus"], dice_mode=P, faces=[6])
        resolve.move_figure(game, arena["Marcus"], [(1, 2), (2, 2)], 1, allowance=2)
        hex_services.roll_movement(game, arena["Flamma"], die_sides=3, dice_mode=P, faces=[2])
        hex_services.turn_figures(game, {arena["Flamma"]: 2})
        services.next_turn(game)
        # GLAD-4/5: Verus set beside Marcus (a correction), attacked with virtual dice
        # (rolled from the game's seed, so the same on every run).
        services.update_hex_figure(game, arena["Verus"], q=3, r=1)
        resolve.resolve_gladiator_attack(game, arena["Marcus"], arena["Verus"])
    finally:
        game.close()


if __name__ == "__main__":
    play(Path(sys.argv[1]))

"""Makes ``events_v1.adjutant``: a game holding one event of every kind (and each shape
variant) as the store wrote them before the typed events (issue 14).

Run with the code of that time (``git checkout 7f521f2 -- desktop`` or the commit that
added this file) to make the file again: ``python tests/data/make_events_game.py OUT``.
``tests/store/test_events.py`` reads the committed file, and replays this script with
today's store to show it writes the same rows (the melee services are confirmed out of
their phase: the one mark they add, ``out_of_phase``, is left out of that comparison).
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


def old_melee_round(game, side_a, side_b, unit_a, unit_b, *, faces_a, faces_b):
    """A melee round of the shape ``resolve.resolve_melee_round`` wrote until issue 14 (the
    attacks worked out by the caller, ``rules.melee.SideSetup``; every hit on the first
    unit of each side; rule ids MEL-3/10/11; no set-up saved). The store no longer writes
    this shape (the melee planner does every round); the typed event and ``record`` of
    today write it as it was, so old files keep being read and tested."""
    from adjutant.rules import melee
    from adjutant.rules.units import Side
    from adjutant.store import events as ev
    from adjutant.store.models import Combat, Unit
    from adjutant.store.services import meta, side_of_unit
    from adjutant.store.strength import add_casualties

    with game.action("Melee round") as act:
        s = act.session
        m = meta(s)
        fighter_a, fighter_b = s.get(Unit, unit_a), s.get(Unit, unit_b)
        ties = resolve.ruleset_of(m).tie_winner(Side.B)
        odds = melee.round_distribution(side_a, side_b, tie_winner=ties)
        res = melee.resolve_round(side_a, faces_a, side_b, faces_b, tie_winner=ties)
        add_casualties(fighter_b, sum(res.hits_a))
        add_casualties(fighter_a, sum(res.hits_b))
        winner = None if res.winner is None else res.winner.value
        combat = Combat(
            units_a=[unit_a],
            units_b=[unit_b],
            round=1,
            last_winner=winner,
            is_open=True,
            turn_started=m.turn,
        )
        s.add(combat)
        s.flush()
        names = fighter_a.name, fighter_b.name
        verdict = "draw" if winner is None else f"{names[0 if winner == 'a' else 1]} wins"
        act.result = resolve.record(
            s,
            m,
            act.action_id,
            ev.MeleeRound(
                side_id=side_of_unit(s, fighter_a),
                summary=f"{names[0]} v {names[1]}, round 1: {res.score_a}–{res.score_b}, {verdict}",
                chance=odds.p_win,
                dice=(tuple(map(tuple, faces_a)), tuple(map(tuple, faces_b))),
                dice_source="physical",
                rule_ids=("MEL-3", "MEL-10", "MEL-11"),
                units_a=(unit_a,),
                units_b=(unit_b,),
                attacks_a=tuple(ev.Attack(unit_a, unit_b, d, n) for d, n in side_a.attacks),
                attacks_b=tuple(ev.Attack(unit_b, unit_a, d, n) for d, n in side_b.attacks),
                static_a=side_a.static,
                static_b=side_b.static,
                round=1,
                p_draw=odds.p_draw,
                p_lose=odds.p_lose,
                defender=Side.B,
                tie_winner=ties,
                hits_a=tuple(res.hits_a),
                hits_b=tuple(res.hits_b),
                score_a=res.score_a,
                score_b=res.score_b,
                winner=res.winner,
                combat_id=combat.id,
            ),
        )
    return act.change


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
        melee = old_melee_round(
            game,
            SideSetup([(6, 4)], 1),
            SideSetup([(6, 4)]),
            a["1st Foot Guards"],
            b["1er Léger"],
            faces_a=[[6, 6, 6, 5, 1, 1]],
            faces_b=[[1, 1, 1, 1, 1, 4]],
        )
        ms.record_break_test(
            game, melee.result.outcome["combat_id"], {b["1er Léger"]: False}, out_of_phase=True
        )
        # The melee window's round: two units face to face on the table.
        blue, red = a["1st Royal Scots"], b["2e de Ligne"]
        services.set_footprint(game, blue, queries.FootprintInfo(40, 20, 90, 4, 2))
        services.set_footprint(game, red, queries.FootprintInfo(40, 22, 270, 4, 2))
        units = ms.units_of(game)
        found = ms.engagement_from([blue], units)
        fighters = tuple(ms.FighterSetup.from_unit(units[i], s) for i, s in found)
        setup = ms.MeleeSetup(fighters, ms.measured_contacts(found, units))
        entry = ms.plan_melee(game, ms.MeleeInputs(setup, out_of_phase=True)).round
        ms.resolve_melee(
            game,
            entry,
            ms.MeleeDice.faces(
                [[6] * x.dice for x in entry.plan.rolled("a")],
                [[2] * x.dice for x in entry.plan.rolled("b")],
            ),
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

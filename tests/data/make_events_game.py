"""Makes ``events_v1.adjutant``: a game holding one event of every kind (and each shape
variant) as the store wrote them before the typed events (issue 14).

Run with the code of that time (``git checkout 7f521f2 -- desktop`` or the commit that
added this file) to make the file again: ``python tests/data/make_events_game.py OUT``.
``tests/store/test_events.py`` reads the committed file, and replays this script with
today's store to show it writes the same rows (the melee services are confirmed out of
their phase: the one mark they add, ``out_of_phase``, is left out of that comparison).
Every die is typed (physical), so the file is the same on every machine.

Since issue 14 the odds combats and the gladiators' rolls, moves and attacks are planned
first (``store.tools.odds.planner``, ``store.tools.hex.planner``) and recorded as planned: this script
makes them that way, confirming them out of their phase as the players would. Those
events are written with the keys the old ones had, but with the values issue 14
changed on purpose (a move uses its roll's allowance; a move's summary names the facing
by its compass point; the out-of-phase mark; one odds shape).
"""

from __future__ import annotations

import sys
from pathlib import Path

from adjutant.rules.melee import SideSetup
from adjutant.store.read import queries
from adjutant.store.services import edits as services
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import placement as command_services
from adjutant.store.tools.command import recorder as resolve
from adjutant.store.tools.hex import figures as hex_services
from adjutant.store.tools.hex.planner import HexInputs, plan_hex, resolve_hex
from adjutant.store.tools.melee import recorder as ms
from adjutant.store.tools.odds.planner import OddsInputs, Shift, plan_odds, resolve_odds

P = "physical"


def old_melee_round(game, side_a, side_b, unit_a, unit_b, *, faces_a, faces_b):
    """A melee round of the shape ``resolve.resolve_melee_round`` wrote until issue 14 (the
    attacks worked out by the caller, ``rules.melee.SideSetup``; every hit on the first
    unit of each side; rule ids MEL-3/10/11; no set-up saved). The store no longer writes
    this shape (the melee planner does every round); the typed event and ``record`` of
    today write it as it was, so old files keep being read and tested."""
    from adjutant.rules import melee
    from adjutant.rules.units import Side
    from adjutant.store.events import kinds as ev
    from adjutant.store.file.models import Combat, Unit
    from adjutant.store.services.edits import meta, side_of_unit
    from adjutant.store.services.strength import add_casualties

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
        charge_planner.resolve_charge(
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
        odds = OddsInputs(crt_id=crt.id, attack=6, defence=2, out_of_phase=True)
        resolve_odds(game, plan_odds(game, odds).combat, [4], dice_mode=P)
        services.advance_phase(game)
        battery = services.add_unit(
            game,
            oob.sides[0].formations[0].id,
            name="Battery",
            unit_type="artillery",
            attack_factor=3,
        ).result
        odds = OddsInputs(
            crt_id=crt.id,
            attack=2,
            defence=2,
            bombarding=(battery,),
            shifts=(Shift(1, "Leader"),),
            out_of_phase=True,
        )
        resolve_odds(game, plan_odds(game, odds).combat, [4], dice_mode=P)
        arena = {f.name.split()[0]: f.id for f in queries.hex_boards(game)[0].figures}

        def hexes(**inputs):
            return plan_hex(game, HexInputs(out_of_phase=True, **inputs))

        marcus, flamma = arena["Marcus"], arena["Flamma"]
        resolve_hex(game, hexes(figure_id=marcus).movement, [6], dice_mode=P)
        resolve_hex(game, hexes(figure_id=marcus, path=((1, 2), (2, 2)), facing=1).move)
        resolve_hex(game, hexes(figure_id=flamma, die_sides=3).movement, [2], dice_mode=P)
        hex_services.turn_figures(game, {flamma: 2}, out_of_phase=True)
        services.next_turn(game)
        # GLAD-4/5: Verus set beside Marcus (a correction), attacked with virtual dice
        # (rolled from the game's seed, so the same on every run).
        services.update_hex_figure(game, arena["Verus"], q=3, r=1)
        attack = hexes(figure_id=marcus).attack(marcus, arena["Verus"])
        resolve_hex(game, attack)
    finally:
        game.close()


if __name__ == "__main__":
    play(Path(sys.argv[1]))

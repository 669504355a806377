"""One way to read inside an action: a plan made inside a batch sees the batch's writes
(issues 23 and 28).

Every tool's planner reads through ``Game.read()``: outside an action the fast read-only
``sqlite3`` reader, inside an action (a batch) that action's own connection. For each
tool, a batch writes something the planner reads, then plans in the same batch: the plan
shows the write, before the batch is committed. Another thread reading meanwhile sees the
game as it was (its reads never go through an action of another thread).
"""

from __future__ import annotations

import threading

from adjutant.store.file.batch import call, run_batch
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.charge.planner import ChargeInputs, plan_charge
from adjutant.store.tools.command.planner import CommandInputs, Token, plan_command
from adjutant.store.tools.hex.planner import HexInputs, plan_hex
from adjutant.store.tools.melee import recorder as ms
from adjutant.store.tools.odds import table_services as osv
from adjutant.store.tools.odds.planner import OddsInputs, plan_odds
from game_builders import game_with_units, north, south


def _unit(game, name):
    return next(u for s in q.order_of_battle(game).sides for u in s.all_units() if u.name == name)


def planned(seen: list, planner, *args, **kwargs):
    """A batch call that writes nothing: it plans with ``planner`` and keeps the plan."""

    def plan_here(game):
        seen.append(planner(game, *args, **kwargs))

    return call(plan_here)


def test_the_command_plan_in_a_batch_sees_the_batch_token(sample):
    guards = _unit(sample, "2nd Coldstream Guards")  # Defence
    row = plan_command(sample).regiment(guards.id)
    assert row.token is Token.DEFENCE
    seen: list = []
    run_batch(
        sample,
        "Token, then plan",
        [call(sv.set_token, guards.id, "move"), planned(seen, plan_command, CommandInputs())],
    )
    assert seen[0].regiment(guards.id).token is Token.MOVE


def test_the_charge_plan_in_a_batch_sees_the_batch_token(sample):
    foot = _unit(sample, "1st Foot Guards")  # Move: may not charge (CMD-1)
    assert plan_charge(sample).charger(foot.id).refusal.code == "token"
    seen: list = []
    run_batch(
        sample,
        "Token, then plan",
        [call(sv.set_token, foot.id, "attack"), planned(seen, plan_charge, ChargeInputs())],
    )
    inside = seen[0].charger(foot.id)
    assert inside.token == "attack" and inside.may_charge


def test_the_melee_plan_in_a_batch_sees_the_round_just_fought(game_path):
    game, ids = game_with_units(
        game_path,
        [("blue", 0, north(0, 0), {}), ("red", 1, south(0, 2), {})],
        name="Melee in a batch",
        seed=4,
        phase="melee",
    )
    units = ms.units_of(game)
    found = ms.engagement_from([ids["blue"]], units)
    setup = ms.MeleeSetup(
        tuple(ms.FighterSetup.from_unit(units[i], s) for i, s in found),
        ms.measured_contacts(found, units),
    )
    entry = ms.plan_melee(game, ms.MeleeInputs(setup)).round
    assert entry.state is ms.EntryState.PENDING
    assert ms.plan_melee(game, ms.MeleeInputs(setup)).combats == ()
    seen: list = []
    run_batch(
        game,
        "Round, then plan",
        [call(ms.resolve_melee, entry), planned(seen, ms.plan_melee, ms.MeleeInputs(setup))],
    )
    (combat,) = seen[0].combats  # the round opened a combat, inside the same batch
    assert set(combat.units_a + combat.units_b) == {ids["blue"], ids["red"]}
    assert combat.round == 1


def test_the_odds_plan_in_a_batch_sees_the_batch_factor(sample):
    crt = osv.create_crt(sample, odd2=True, **osv.load_sample_crt()).result
    foot, ligne = _unit(sample, "1st Foot Guards"), _unit(sample, "1er de Ligne")
    inputs = OddsInputs(crt_id=crt, attackers=(foot.id,), defenders=(ligne.id,))
    before = plan_odds(sample, inputs).combat.attack
    seen: list = []
    run_batch(
        sample,
        "Factor, then plan",
        [
            call(sv.update_unit, foot.id, attack_factor=before + 5),
            planned(seen, plan_odds, inputs),
        ],
    )
    assert seen[0].combat.attack == before + 5


def test_the_hex_plan_in_a_batch_sees_the_figure_moved(game):
    board = sv.add_hex_board(game, "Arena", 9, 9).result
    blue, red = (s.id for s in q.order_of_battle(game).sides)
    murmillo = sv.add_hex_figure(game, board, blue, "Murmillo", 2, 2, facing=0).result
    sv.add_hex_figure(game, board, red, "Retiarius", 6, 6, facing=3)
    inputs = HexInputs(board_id=board, figure_id=murmillo)
    assert plan_hex(game, inputs).attacks == ()  # nobody next to anybody
    seen: list = []
    run_batch(
        game,
        "Move, then plan",
        [call(sv.update_hex_figure, murmillo, q=5, r=6), planned(seen, plan_hex, inputs)],
    )
    plan = seen[0]
    assert next(f for f in plan.figures if f.id == murmillo).hex == (5, 6)
    assert [(a.attacker, a.target) for a in plan.attacks] == [("Murmillo", "Retiarius")]


def test_another_thread_reads_the_game_as_it_was_during_a_batch(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    tokens: dict[str, str | None] = {}

    def look(game):
        tokens["batch"] = q.unit(game, guards.id).token  # this thread: the action's view
        other = threading.Thread(target=lambda: tokens.update(other=q.unit(game, guards.id).token))
        other.start()
        other.join(10)

    run_batch(sample, "Token", [call(sv.set_token, guards.id, "move"), call(look)])
    assert tokens == {"batch": "move", "other": "defence"}
    assert q.unit(sample, guards.id).token == "move"

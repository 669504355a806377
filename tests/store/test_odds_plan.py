"""The odds planner (issue 14; RULES.md §4, ODD-1..3): what is shown is what is recorded.

``store.tools.odds.planner.plan_odds`` on a real game file (the Across Five Aprils ruleset, the
made-up sample CRT, three batteries and two line units a side), then
``resolve_odds`` with typed faces: the event holds exactly the entry's numbers. The
seed examples of ``seeds/000_*.txt`` (ODD-1 rounding, ODD-2's defender's CRT changes,
ODD-3 bombardment), every refusal with its rule, out of phase refused unless confirmed
(then logged as such), a table changed since the chance was shown, a stored table of
the wrong shape — all without a window.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game, InvalidField, action_labels
from adjutant.store.file.batch import call, run_batch
from adjutant.store.file.models import Crt
from adjutant.store.format.phases import OutOfPhase
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.base.resolve import StalePlan
from adjutant.store.tools.odds import table_services as osv
from adjutant.store.tools.odds.planner import (
    EntryState,
    OddsInputs,
    Role,
    Shift,
    plan_odds,
    resolve_odds,
)

P = "physical"


@pytest.fixture
def odds(game_path):
    """(game, crt id, unit ids by key), in the melee phase of turn 1."""
    g = Game.create(game_path, name="Odds", ruleset=load_preset("across_five_aprils"), seed=3)
    crt = osv.create_crt(g, odd2=True, **osv.load_sample_crt()).result
    blue, red = q.order_of_battle(g).sides
    ids = {}
    for key, factor in (("art1", 1), ("art2", 2), ("art3", 3)):
        ids[key] = sv.add_unit(
            g,
            blue.formations[0].id,
            name=f"Battery {factor}",
            unit_type="artillery",
            attack_factor=factor,
        ).result
    ids["iron"] = sv.add_unit(
        g, blue.formations[0].id, name="Iron Brigade", attack_factor=4, defence_factor=3
    ).result
    ids["stonewall"] = sv.add_unit(
        g, red.formations[0].id, name="Stonewall", attack_factor=3, defence_factor=2
    ).result
    ids["texans"] = sv.add_unit(
        g, red.formations[0].id, name="Texans", attack_factor=2, defence_factor=1
    ).result
    while q.game_info(g).phase != "melee":
        sv.advance_phase(g)
    yield g, crt, ids
    g.close()


def combat(game, **inputs):
    return plan_odds(game, OddsInputs(**inputs)).combat


def resolved(game, entry, face):
    """Resolve ``entry`` with a typed face; the recorded event (typed) and its stored row."""
    change = resolve_odds(game, entry, [face], dice_mode=P)
    return change.result.event, q.event(game, change.result.event_id)


def nothing_changed(game, before):
    assert q.events(game, kind="odds_combat") == before["events"]
    assert q.game_info(game).dice_position == before["position"]
    assert len(game.undoable()) == before["actions"]


def state(game):
    return {
        "events": q.events(game, kind="odds_combat"),
        "position": q.game_info(game).dice_position,
        "actions": len(game.undoable()),
    }


# ---------------------------------------------------------------- ODD-1


@pytest.mark.parametrize(
    ("attack", "defence", "column", "text"),
    [
        (3, 2, "2-1", "3 : 2 = 1.50 -> 2-1"),  # the seed: 3 against 2 = 2-1
        (5, 3, "2-1", "5 : 3 = 1.67 -> 2-1"),
        (12, 8, "2-1", "12 : 8 = 1.50 -> 2-1"),
        (2, 3, "1-1", "2 : 3 = 1 : 1.50 -> 1-1"),  # ties favour the attacker
        (4, 6, "1-1", "4 : 6 = 1 : 1.50 -> 1-1"),
        (6, 15, "1-2", "6 : 15 = 1 : 2.50 -> 1-2"),
    ],
)
def test_odd1_seed_examples_preview_equals_record(odds, attack, defence, column, text):
    game, crt, _ = odds
    entry = combat(game, crt_id=crt, attack=attack, defence=defence)
    assert entry.state is EntryState.PENDING and entry.refusal is None
    assert (entry.column, entry.odds.text()) == (column, text)
    assert sum(r.chance for r in entry.results) == 1
    event, row = resolved(game, entry, 1)
    assert (event.column, event.odds, event.attack, event.defence) == (
        column,
        text,
        attack,
        defence,
    )
    assert event.result == entry.code_of(1) and event.chance == entry.chance_of(event.result)
    assert event.distribution == tuple((r.code, r.chance) for r in entry.results)
    assert row.outcome["column"] == column and Fraction(row.chance) == event.chance


def test_odd1_column_is_clamped_to_the_table(odds):
    game, crt, _ = odds
    high = combat(game, crt_id=crt, attack=40, defence=2)
    assert (high.odds.column, high.clamped, high.column) == ("20-1", "6-1", "6-1")
    low = combat(game, crt_id=crt, attack=1, defence=9)
    assert (low.odds.column, low.column) == ("1-9", "1-3")
    event, _ = resolved(game, high, 2)
    assert (event.odds_column, event.clamped, event.column) == ("20-1", "6-1", "6-1")


@pytest.mark.parametrize(("attack", "defence"), [(0, 3), (-2, 3), (4, 0)])
def test_odd1_zero_or_negative_strength_is_refused_with_its_rule(odds, attack, defence):
    game, crt, _ = odds
    entry = combat(game, crt_id=crt, attack=attack, defence=defence)
    assert entry.state is EntryState.REFUSED and entry.refusal.key == "strength"
    assert str(entry.refusal).startswith("ODD-1:") and "at least 1" in str(entry.refusal)
    before = state(game)
    with pytest.raises(RuleInputError, match="at least 1"):
        resolve_odds(game, entry, [3], dice_mode=P)
    nothing_changed(game, before)


def test_picked_units_sum_their_factors_and_are_recorded(odds):
    game, crt, ids = odds
    entry = combat(
        game,
        crt_id=crt,
        attackers=(ids["iron"], ids["art3"]),
        defenders=(ids["stonewall"], ids["texans"]),
    )
    assert (entry.attack, entry.defence, entry.column) == (7, 3, "2-1")  # 2.33 -> 2-1
    assert sorted((t.key, t.value) for t in entry.attack_terms) == sorted(
        [(f"unit:{ids['art3']}", 3), (f"unit:{ids['iron']}", 4)]
    )
    event, row = resolved(game, entry, 5)
    assert set(event.attacker_ids) == {ids["iron"], ids["art3"]}
    assert set(event.defender_ids) == {ids["stonewall"], ids["texans"]}
    assert sorted(v for _label, v in event.attack_terms) == [3, 4]
    assert row.inputs["defence"] == 3
    units = {u.id: u for u in plan_odds(game, entry.inputs).units}
    assert units[ids["iron"]].role is Role.ATTACKS and units[ids["iron"]].counts == 4
    assert units[ids["texans"]].role is Role.DEFENDS and units[ids["texans"]].counts == 1


# ---------------------------------------------------------------- ODD-3


@pytest.mark.parametrize(
    ("batteries", "halves"),
    [(("art1",), [1]), (("art2",), [1]), (("art3",), [2]), (("art1", "art3"), [1, 2])],
)
def test_odd3_seed_examples_unit_by_unit(odds, batteries, halves):
    game, crt, ids = odds
    entry = combat(game, crt_id=crt, bombarding=tuple(ids[b] for b in batteries), defence=1)
    assert [t.value for t in entry.bombardment_terms] == halves
    assert all(
        t.rule == "ODD-3" and "halved, rounded up" in t.label for t in entry.bombardment_terms
    )
    assert entry.attack == sum(halves)  # 1 and 3 together: 1 + 2 = 3, not (1 + 3) / 2
    event, row = resolved(game, entry, 6)
    assert [v for _label, v in event.bombardment_terms] == halves
    assert "ODD-3" in row.rule_ids
    units = {u.id: u for u in plan_odds(game, entry.inputs).units}
    assert [units[ids[b]].counts for b in batteries] == halves


def test_odd3_bombardment_adds_to_a_typed_attack(odds):
    game, crt, ids = odds
    entry = combat(game, crt_id=crt, attack=3, defence=3, bombarding=(ids["art1"], ids["art3"]))
    assert (entry.attack, entry.column) == (6, "2-1")


def test_odd3_only_artillery_bombards(odds):
    game, crt, ids = odds
    entry = combat(game, crt_id=crt, bombarding=(ids["iron"],), defence=1)
    assert entry.refusal.key == "not_artillery" and entry.refusal.rule == "ODD-3"
    with pytest.raises(RuleInputError, match="only artillery bombards"):
        resolve_odds(game, entry, [1], dice_mode=P)


# ---------------------------------------------------------------- ODD-2


def test_odd2_the_defenders_crt_changes_are_marked_with_the_tables_code(odds):
    game, crt, _ = odds
    # 2-1 in the sample table: DR DR EX NE AR AR; the house rule makes roll 3 "No effect".
    entry = combat(game, crt_id=crt, attack=4, defence=2)
    assert [(c.face, c.code, c.original) for c in entry.house_rules] == [(3, "NE", "EX")]
    assert entry.house_rules[0].label == osv.ODD2_LABEL
    assert entry.chance_of("NE") == Fraction(1, 3) and entry.chance_of("EX") is None
    ne = next(r for r in entry.results if r.code == "NE")
    assert ne.faces == (3, 4) and ne.house_rule_faces == (3,)
    event, row = resolved(game, entry, 3)
    assert (event.result, event.table_result) == ("NE", "EX")
    assert row.outcome == {
        "column": "2-1",
        "result": "NE",
        "meaning": "No effect",
        "table_result": "EX",
    }
    assert "house rule; the table says EX" in row.summary


def test_odd2_switched_off_per_table_or_by_the_ruleset(odds):
    game, crt, _ = odds
    osv.set_house_rule(game, crt, False)
    entry = combat(game, crt_id=crt, attack=3, defence=1)  # 3-1 roll 4: EX in the table
    assert entry.house_rules == () and entry.code_of(4) == "EX"
    osv.set_house_rule(game, crt, True)
    assert combat(game, crt_id=crt, attack=3, defence=1).code_of(4) == "NE"
    rules = dataclasses.replace(load_preset("across_five_aprils"), odd2_house_rule=False)
    sv.set_ruleset(game, rules)
    plan = plan_odds(game, OddsInputs(crt_id=crt, attack=3, defence=1))
    assert not plan.odd2_allowed and plan.combat.code_of(4) == "EX"
    assert resolved(game, plan.combat, 4)[0].result == "EX"


def test_an_owners_override_shows_the_original(odds):
    game, crt, _ = odds
    sv.set_crt_override(game, crt, "1-1", 1, "DD", label="Elite defenders")
    entry = combat(game, crt_id=crt, attack=1, defence=1)
    (cell,) = entry.house_rules
    assert (cell.code, cell.original, cell.label) == ("DD", "DR", "Elite defenders")
    assert resolved(game, entry, 1)[0].result == "DD"


# ---------------------------------------------------------------- shifts


def test_column_shifts_with_reasons_are_applied_and_recorded(odds):
    game, crt, _ = odds
    shifts = (Shift(1, "Leader attached"), Shift(-2, "Defender in woods"))
    entry = combat(game, crt_id=crt, attack=4, defence=2, shifts=shifts)
    assert (entry.clamped, entry.column) == ("2-1", "1-1")
    assert [t.value for t in entry.breakdown if t.key == "shift"] == [1, -2]
    event, row = resolved(game, entry, 2)
    assert row.inputs["shifts"] == [[1, "Leader attached"], [-2, "Defender in woods"]]
    assert event.column == "1-1"
    assert combat(game, crt_id=crt, attack=40, defence=1, shifts=(Shift(3, "x"),)).column == "6-1"


@pytest.mark.parametrize(
    ("shift", "key"), [(Shift(0, "nothing"), "shift_value"), (Shift(1, " "), "shift_reason")]
)
def test_a_shift_of_nothing_or_without_reason_is_refused(odds, shift, key):
    game, crt, _ = odds
    entry = combat(game, crt_id=crt, attack=4, defence=2, shifts=(shift,))
    assert entry.refusal.key == key and entry.refusal.rule == "ODD-1"


# ---------------------------------------------------------------- other refusals


def test_refusals_name_their_reason_and_change_nothing(odds):
    game, crt, ids = odds
    empty = osv.create_crt(game, "Blank", die_sides=6, columns=["1-1", "2-1"]).result
    cases = {
        "no_table": {"attack": 3, "defence": 1},
        "empty_table": {"crt_id": empty, "attack": 3, "defence": 1},
        "unknown_table": {"crt_id": 999, "attack": 3, "defence": 1},
        "no_attack": {"crt_id": crt, "defence": 1},
        "no_defence": {"crt_id": crt, "attack": 3},
        "unknown_unit": {"crt_id": crt, "attackers": (999,), "defence": 1},
        "two_roles": {"crt_id": crt, "attackers": (ids["iron"],), "defenders": (ids["iron"],)},
        "both": {"crt_id": crt, "attack": 3, "attackers": (ids["iron"],), "defence": 1},
    }
    before = state(game)
    for key, inputs in cases.items():
        entry = combat(game, **inputs)
        assert entry.state is EntryState.REFUSED and entry.refusal.key == key, key
        with pytest.raises(ValueError):
            resolve_odds(game, entry, [1], dice_mode=P)
    nothing_changed(game, before)


def test_bad_faces_are_refused_and_change_nothing(odds):
    game, crt, _ = odds
    entry = combat(game, crt_id=crt, attack=3, defence=1)
    before = state(game)
    with pytest.raises(RuleInputError, match="ODD-2"):
        resolve_odds(game, entry, [7], dice_mode=P)  # not a d6 face
    with pytest.raises(InvalidField, match="virtual dice"):
        resolve_odds(game, entry, [2], dice_mode="virtual")
    with pytest.raises(InvalidField, match="physical dice"):
        resolve_odds(game, entry, None, dice_mode=P)
    with pytest.raises(InvalidField):
        resolve_odds(game, "not an entry", [1], dice_mode=P)
    nothing_changed(game, before)


def test_a_table_changed_since_the_chance_was_shown_is_refused(odds):
    game, crt, _ = odds
    entry = combat(game, crt_id=crt, attack=3, defence=1)  # 3-1
    osv.set_crt_cells(game, crt, {("3-1", 1): "AE"})
    before = state(game)
    with pytest.raises(StalePlan, match="look again"):
        resolve_odds(game, entry, [1], dice_mode=P)
    nothing_changed(game, before)
    assert resolved(game, combat(game, crt_id=crt, attack=3, defence=1), 1)[0].result == "AE"


def test_a_stored_table_of_the_wrong_shape_is_refused_not_read(odds):
    game, crt, _ = odds
    with game.transaction() as s:  # a value no service writes: 5 rows for a d6
        row = s.get(Crt, crt)
        row.cells = [list(r) for r in row.cells[:5]]
    entry = combat(game, crt_id=crt, attack=3, defence=1)
    assert entry.refusal.key == "shape" and "5 rows of results for a d6" in str(entry.refusal)
    with pytest.raises(RuleInputError, match="cannot be read"):
        resolve_odds(game, entry, [1], dice_mode=P)


# ---------------------------------------------------------------- phase, turn, undo


def test_out_of_phase_is_refused_unless_confirmed_then_logged_as_such(odds):
    game, crt, _ = odds
    sv.next_turn(game)  # turn 2, its first phase (not the melee phase)
    first = q.game_info(game).phase
    assert first != "melee"
    entry = combat(game, crt_id=crt, attack=3, defence=1)
    assert entry.out_of_phase and entry.phase == first
    before = state(game)
    with pytest.raises(OutOfPhase, match="melee phase"):
        resolve_odds(game, entry, [1], dice_mode=P)
    nothing_changed(game, before)
    confirmed = combat(game, crt_id=crt, attack=3, defence=1, out_of_phase=True)
    event, row = resolved(game, confirmed, 1)
    assert event.out_of_phase and row.inputs["out_of_phase"] is True
    assert row.phase == first
    in_phase = plan_odds(game).combat
    assert in_phase.out_of_phase  # still that phase


def test_the_turns_results_and_undo(odds):
    game, crt, _ = odds
    position = q.game_info(game).dice_position
    entry = combat(game, crt_id=crt, attack=3, defence=1)
    change = resolve_odds(game, entry)  # the game's dice: virtual
    event = change.result.event
    assert event.dice_source == "virtual" and q.game_info(game).dice_position == position + 1
    assert [e.id for e in plan_odds(game).done] == [event.id]
    game.undo(change.action_id)
    assert plan_odds(game).done == () and q.game_info(game).dice_position == position
    game.redo(change.action_id)
    assert [e.dice for e in plan_odds(game).done] == [event.dice]
    sv.next_turn(game)
    assert plan_odds(game).done == ()  # a new turn: no results yet


def test_resolve_step_in_a_batch_sees_the_batch_and_refuses_the_stale_entry(odds):
    """Issue 23, the tools' one resolve step: inside a batch, after the batch changed the
    table's cell, the combat shown before the batch is the one stale-plan error (nothing of
    the batch written); a combat planned inside the batch reads the new cell and records it."""
    game, crt, _ = odds
    shown = combat(game, crt_id=crt, attack=3, defence=1)  # 3-1
    cell = {("3-1", 1): "AE"}
    before = state(game)
    with pytest.raises(StalePlan):
        run_batch(
            game,
            action_labels.ODDS_COMBAT,
            [call(osv.set_crt_cells, crt, cell), call(resolve_odds, shown, [1], dice_mode=P)],
        )
    nothing_changed(game, before)
    seen = {}

    def plan_then_roll(game):
        seen["entry"] = combat(game, crt_id=crt, attack=3, defence=1)
        return resolve_odds(game, seen["entry"], [1], dice_mode=P)

    change = run_batch(
        game, action_labels.ODDS_COMBAT, [call(osv.set_crt_cells, crt, cell), call(plan_then_roll)]
    )
    assert seen["entry"].code_of(1) == "AE" != shown.code_of(1)
    assert change.result[-1].event.result == "AE"

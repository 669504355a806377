"""The charge planner: preview and record are one object (RULES.md §2, CHG-1..5, CMD-1).

``store.tools.charge.planner`` without any window (issue 14): every number the charge tool shows
comes from :func:`plan_charge`, and :func:`resolve_planned_charge` records exactly that
entry, or refuses with the rule's reason and changes nothing. The table (ruleset
"combined": tokens in use, the highest of 2D6):

- Blue (the active side): Lancers (Movement 4, Attack), Dragoons (5, Attack),
  Hussars (6, Move: CMD-1 refuses them), Militia (4, no token yet), Scouts (8, Attack,
  off the table).
- Red: Line 9 edge to edge from the Lancers (the CHG-3 example: needs 5+, 20/36),
  Guns 11 measured (the players type 6.5: CHG-5), Reserve off the table.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from store_helpers import snapshot

from adjutant.rules.charge import charge_chance
from adjutant.rules.errors import RuleInputError
from adjutant.rules.geometry import Footprint
from adjutant.rules.ruleset import Tool, load_preset
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as ev
from adjutant.store.file import batch
from adjutant.store.format.phases import OutOfPhase
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.base.resolve import StalePlan
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.charge import planner as cp
from adjutant.store.tools.charge.planner import (
    ChargeInputs,
    DeclaredCharge,
    Draft,
    EntryState,
    TargetInput,
    plan_charge,
    resolve_planned_charge,
)
from adjutant.store.tools.melee.recorder import charges_this_turn
from game_builders import game_with_units

UNITS = [
    ("lancers", 0, Footprint(0, 0, 90, 4, 2), {"movement": 4, "token": "attack"}),
    ("dragoons", 0, Footprint(10, 0, 90, 4, 2), {"movement": 5, "token": "attack"}),
    ("hussars", 0, Footprint(-10, 0, 90, 4, 2), {"movement": 6, "token": "move"}),
    ("militia", 0, Footprint(20, 0, 90, 4, 2), {"movement": 4}),
    ("scouts", 0, None, {"movement": 8, "token": "attack"}),
    # 11 - 1 - 1 = 9 edge to edge from the Lancers.
    ("line", 1, Footprint(0, 11, 270, 4, 2), {"movement": 4, "token": "defence"}),
    # 13 - 1 - 1 = 11 measured from the Lancers; the players type 6.5.
    ("guns", 1, Footprint(-3, 13, 270, 4, 2), {"movement": 2, "token": "defence"}),
    ("reserve", 1, None, {"movement": 4, "token": "move"}),
]


@pytest.fixture
def table(game_path):
    game, ids = game_with_units(game_path, UNITS, name="Charge plan", seed=11)
    sv.advance_phase(game)  # command -> charge
    assert q.game_info(game).phase == "charge"
    yield game, ids
    game.close()


def declare(ids, *charges, out_of_phase=False):
    """``("lancers", "line", ("guns", 6.5))`` -> ChargeInputs with that declaration."""
    declared = tuple(
        DeclaredCharge(
            ids[charger],
            tuple(
                TargetInput(ids[t], None) if isinstance(t, str) else TargetInput(ids[t[0]], t[1])
                for t in targets
            ),
        )
        for charger, *targets in charges
    )
    return ChargeInputs(declared, out_of_phase=out_of_phase)


def entry_of(game, ids, inputs, charger):
    return plan_charge(game, inputs).entry(ids[charger])


# ------------------------------------------------------------------ CHG-2..5 numbers


def test_chg3_example_preview_equals_the_record(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("lancers", "line")), "lancers")
    (line,) = entry.targets
    # CHG-3: Movement 4, distance 9 -> needs a highest die of 5+ -> 1 - (4/6)^2 = 20/36.
    assert line.measured == pytest.approx(9) and line.source == "measured"
    assert (line.needed, line.chance) == (5, Fraction(20, 36))
    assert (entry.needed, entry.chance, entry.chance_any) == (5, Fraction(5, 9), Fraction(5, 9))
    assert [(m.rule, m.value) for m in entry.breakdown] == [("CHG-5", line.distance), ("CHG-2", -4)]
    assert entry.state is EntryState.PENDING and entry.dice_rule.count == 2
    change = resolve_planned_charge(game, entry, [5, 1], dice_mode="physical")
    charge = change.result.event
    assert isinstance(charge, ev.Charge)
    assert charge.chance == entry.chance and charge.chance_any == entry.chance_any
    assert [(t.unit_id, t.distance, t.source) for t in charge.targets] == [
        (ids["line"], line.distance, "measured")
    ]
    assert (charge.range, charge.reached, charge.success) == (9, (ids["line"],), True)
    (stored,) = q.events(game, kind="charge")
    assert stored.chance == "5/9" and stored.dice == [5, 1] and stored.dice_source == "physical"
    assert "out_of_phase" not in stored.inputs  # in its phase


def test_chg5_typed_wins_and_chg4_every_and_any(table):
    game, ids = table
    inputs = declare(ids, ("lancers", "line", ("guns", 6.5)))
    entry = entry_of(game, ids, inputs, "lancers")
    _line, guns = entry.targets
    assert guns.measured == pytest.approx(11) and guns.typed == 6.5
    assert (guns.distance, guns.source) == (6.5, "typed")
    # Typed 6.5: needs ceil(2.5) = 3+ -> 1 - (2/6)^2 = 32/36, not the measured 11's 0.
    assert guns.chance == Fraction(32, 36) == charge_chance(4, 6.5)
    # CHG-4: every target = the farthest (the Line), at least one = the nearest (the Guns).
    assert (entry.chance, entry.chance_any) == (Fraction(20, 36), Fraction(32, 36))
    assert entry.needed == 5 and entry.breakdown[0].value == pytest.approx(9)
    # Highest of 4 and 2 is 4: range 8 reaches the Guns (6.5), not the Line (9).
    charge = resolve_planned_charge(game, entry, [4, 2], dice_mode="physical").result.event
    assert (charge.reached, charge.failed, charge.success) == ((ids["guns"],), (ids["line"],), True)
    assert {t.unit_id: t.source for t in charge.targets} == {
        ids["line"]: "measured",
        ids["guns"]: "typed",
    }
    assert charge.chance == Fraction(5, 9)


def test_the_chart_steps_down_from_certain_to_impossible_with_a_mark_per_target(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("lancers", "line", ("guns", 6.5))), "lancers")
    chart = entry.chart
    assert chart.points[0] == (0.0, 1) and chart.points[-1][1] == 0
    assert chart.span == pytest.approx(11)  # Movement 4 + 6 + 1
    assert [t for _, t in chart.marks] == [ids["guns"], ids["line"]]  # nearest first
    # The curve is CHG-3's chance at each sampled distance.
    assert all(p == charge_chance(4, d) for d, p in chart.points)


def test_a_target_off_the_table_needs_a_typed_distance_chg5(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("lancers", "reserve")), "lancers")
    assert entry.state is EntryState.REFUSED and entry.refusal.code == "distance"
    assert "CHG-5" in entry.refusal.text and entry.chance is None
    with pytest.raises(InvalidField, match="CHG-5"):
        resolve_planned_charge(game, entry)
    typed = entry_of(game, ids, declare(ids, ("lancers", ("reserve", 7))), "lancers")
    assert typed.state is EntryState.PENDING and typed.chance == charge_chance(4, 7)


# ------------------------------------------------------------------ CMD-1


def test_cmd1_chargers_are_the_active_sides_units_with_their_verdict(table):
    game, ids = table
    plan = plan_charge(game)
    assert plan.active_side == "Blue" and plan.uses_tokens
    assert [c.unit_id for c in plan.chargers] == [
        ids[k] for k in ("lancers", "dragoons", "hussars", "militia", "scouts")
    ]  # Blue's only, in the order of battle
    verdicts = {c.unit_id: c.refusal for c in plan.chargers}
    assert verdicts[ids["lancers"]] is None and verdicts[ids["scouts"]] is None
    assert verdicts[ids["hussars"]].code == "token" and verdicts[ids["hussars"]].token == "move"
    assert "Move token" in verdicts[ids["hussars"]].text
    assert verdicts[ids["militia"]].code == "no_token" and verdicts[ids["militia"]].rule == "CMD-1"
    assert plan.charger(ids["scouts"]).on_table is False


def test_cmd1_the_store_refuses_a_token_that_forbids_a_charge(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("hussars", "line")), "hussars")
    assert entry.state is EntryState.REFUSED and entry.refusal.rule == "CMD-1"
    assert entry.chance == charge_chance(6, entry.targets[0].distance)  # still shown
    before = snapshot(game)
    with pytest.raises(InvalidField, match="Attack token may charge"):
        resolve_planned_charge(game, entry)
    # An entry made to look allowed is refused all the same: the store plans again.
    forged = replace(entry, state=EntryState.PENDING, refusal=None)
    with pytest.raises(InvalidField, match=r"CMD-1"):
        resolve_planned_charge(game, forged)
    # The older service refuses it too.
    with pytest.raises(InvalidField, match=r"CMD-1"):
        charge_planner.resolve_charge(game, ids["hussars"], {ids["line"]: 5.0})
    with pytest.raises(InvalidField, match="no order token"):
        charge_planner.resolve_charge(game, ids["militia"], {ids["line"]: 5.0})
    assert snapshot(game) == before


def test_cmd1_without_command_tokens_anyone_charges(table):
    game, ids = table
    preset = load_preset("combined")
    sv.set_ruleset(game, preset.with_options(tools=preset.tools - {Tool.TOKENS}))
    plan = plan_charge(game, declare(ids, ("hussars", "line")))
    assert not plan.uses_tokens and all(c.may_charge for c in plan.chargers)
    resolve_planned_charge(game, plan.entry(ids["hussars"]))
    assert len(q.events(game, kind="charge")) == 1


# ------------------------------------------------------------------ CHG-1 flow


def test_chg1_a_unit_charges_once_a_turn_and_undo_makes_it_pending_again(table):
    game, ids = table
    inputs = declare(ids, ("lancers", "line"))
    entry = entry_of(game, ids, inputs, "lancers")
    change = resolve_planned_charge(game, entry)  # virtual dice
    done = entry_of(game, ids, inputs, "lancers")
    assert done.state is EntryState.DONE and done.event.id == change.result.event_id
    assert done.chance == entry.chance  # the chance shown at the roll stays
    assert plan_charge(game).charger(ids["lancers"]).refusal.code == "charged"
    with pytest.raises(InvalidField, match="charged this turn already"):
        resolve_planned_charge(game, entry)
    with pytest.raises(InvalidField, match="charged this turn already"):
        resolve_planned_charge(game, done)
    game.undo(change.action_id)
    assert entry_of(game, ids, inputs, "lancers") == entry  # pending again, same numbers
    game.redo(change.action_id)
    assert entry_of(game, ids, inputs, "lancers").state is EntryState.DONE


def test_a_rolled_charge_keeps_its_chance_after_the_units_move_and_without_inputs(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("lancers", "line")), "lancers")
    resolve_planned_charge(game, entry, [6, 1], dice_mode="physical")
    sv.set_footprint(game, ids["lancers"], Footprint(0, 8, 90, 4, 2))  # the charge moves
    # Reopened: no declaration in the inputs; the turn's charge is still listed, as rolled.
    (shown,) = plan_charge(game).entries
    assert shown.state is EntryState.DONE and not shown.declared
    assert (shown.chance, shown.needed) == (Fraction(5, 9), 5)
    assert shown.targets[0].distance == pytest.approx(9) and shown.chart.rolled == 10


def test_chg1_only_the_active_side_charges_in_the_turn(table):
    game, ids = table
    sv.set_token(game, ids["line"], "attack")
    entry = entry_of(game, ids, declare(ids, ("line", ("lancers", 5))), "line")
    assert entry.state is EntryState.REFUSED and entry.refusal.code == "not_active"
    with pytest.raises(InvalidField, match="whose turn it is"):
        resolve_planned_charge(game, entry)
    sv.advance_phase(game), sv.advance_phase(game), sv.advance_phase(game), sv.advance_phase(game)
    assert q.game_info(game).active_side_name == "Red"
    sv.advance_phase(game)  # Red's charge phase
    entry = entry_of(game, ids, declare(ids, ("line", ("lancers", 5))), "line")
    assert entry.state is EntryState.PENDING
    assert [c.unit_id for c in plan_charge(game).chargers] == [
        ids[k] for k in ("line", "guns", "reserve")
    ]


def test_chg1_charges_on_one_target_are_grouped_and_resolved_together(table):
    game, ids = table
    # The Dragoons on the Guns declared between two charges on the Line.
    inputs = declare(ids, ("lancers", "line"), ("dragoons", ("guns", 7)), ("scouts", ("line", 10)))
    plan = plan_charge(game, inputs)
    order = [[e.charger for e in g] for g in plan.groups()]
    assert order == [[ids["lancers"], ids["scouts"]], [ids["dragoons"]]]
    assert [e.charger for e in plan.entries] == [ids["lancers"], ids["scouts"], ids["dragoons"]]
    resolve_planned_charge(game, plan.entry(ids["lancers"]))
    plan = plan_charge(game, inputs)
    dragoons = plan.entry(ids["dragoons"])
    # The Line's group has begun: the Dragoons wait until the Scouts have rolled.
    assert dragoons.state is EntryState.REFUSED and dragoons.refusal.code == "together"
    assert dragoons.refusal.names == ("Line",)
    with pytest.raises(InvalidField, match="resolved together"):
        resolve_planned_charge(game, dragoons)
    resolve_planned_charge(game, plan.entry(ids["scouts"]))
    plan = plan_charge(game, inputs)
    assert plan.entry(ids["dragoons"]).state is EntryState.PENDING
    resolve_planned_charge(game, plan.entry(ids["dragoons"]))
    rolled = [e.inputs["unit_id"] for e in q.events(game, kind="charge")]
    assert rolled == [ids["lancers"], ids["scouts"], ids["dragoons"]]


def test_roll_all_is_one_batch_each_charge_planned_as_it_comes(table):
    game, ids = table
    inputs = declare(ids, ("lancers", "line"), ("dragoons", ("guns", 7)))
    plan = plan_charge(game, inputs)
    position = q.game_info(game).dice_position
    change = batch.run_batch(
        game,
        "Roll all charges",
        [batch.call(resolve_planned_charge, e) for e in plan.pending()],
    )
    assert len(change.result) == 2 and len(q.events(game, kind="charge")) == 2
    assert q.game_info(game).dice_position == position + 4
    game.undo(change.action_id)  # one undo step for both
    assert q.events(game, kind="charge") == () and q.game_info(game).dice_position == position


def test_a_reached_charge_is_what_the_melee_reads_as_charging_mel3(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("lancers", "line", ("guns", 6.5))), "lancers")
    resolve_planned_charge(game, entry, [4, 2], dice_mode="physical")
    assert charges_this_turn(game) == {(ids["lancers"], ids["guns"])}


# ------------------------------------------------------------------ phase and staleness


def test_out_of_phase_is_refused_unless_confirmed_then_logged_as_such(table):
    game, ids = table
    sv.advance_phase(game)  # movement
    entry = entry_of(game, ids, declare(ids, ("lancers", "line")), "lancers")
    assert "A charge belongs to the charge phase" in plan_charge(game).phase_refusal
    before = snapshot(game)
    with pytest.raises(OutOfPhase, match="charge phase"):
        resolve_planned_charge(game, entry)
    assert snapshot(game) == before
    confirmed = entry_of(game, ids, declare(ids, ("lancers", "line"), out_of_phase=True), "lancers")
    charge = resolve_planned_charge(game, confirmed).result.event
    assert charge.out_of_phase
    (stored,) = q.events(game, kind="charge")
    assert stored.inputs["out_of_phase"] is True and stored.phase == "movement"
    assert stored.event.out_of_phase


def test_an_entry_planned_before_the_table_changed_is_refused_look_again(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("lancers", "line")), "lancers")
    sv.set_footprint(game, ids["line"], Footprint(0, 12, 270, 4, 2))  # 10 away now
    sv.update_unit(game, ids["dragoons"], movement=3)  # not in this charge: no matter
    before = snapshot(game)
    with pytest.raises(StalePlan, match="look again"):
        resolve_planned_charge(game, entry)
    assert snapshot(game) == before
    fresh = entry_of(game, ids, declare(ids, ("lancers", "line")), "lancers")
    assert fresh.chance == charge_chance(4, 10) != entry.chance
    resolve_planned_charge(game, fresh)
    sv.update_unit(game, ids["lancers"], movement=5)
    assert plan_charge(game).charger(ids["lancers"]).refusal.code == "charged"


# ------------------------------------------------------------------ the draft


def test_the_draft_lists_the_enemies_nearest_first_with_their_chances(table):
    game, ids = table
    draft = Draft(ids["lancers"], chosen=(ids["guns"],), typed=((ids["guns"], 6.5),))
    plan = plan_charge(game, ChargeInputs(draft=draft))
    names = [c.name for c in plan.candidates]
    assert names == ["Line", "Guns", "Reserve"]  # 9, 11, off the table
    line, guns, reserve = plan.candidates
    assert (line.chosen, guns.chosen, reserve.chosen) == (False, True, False)
    assert line.chance == Fraction(5, 9) and guns.chance == Fraction(8, 9)
    assert reserve.distance is None and reserve.chance is None
    assert plan.draft.target_ids == (ids["guns"],) and plan.draft.chance == Fraction(8, 9)
    assert plan.draft.state is EntryState.PENDING
    empty = plan_charge(game, ChargeInputs(draft=Draft(ids["lancers"]))).draft
    assert empty.refusal.code == "no_target" and empty.chart is not None
    again = ChargeInputs(declare(ids, ("lancers", "line")).declared, draft=draft)
    assert plan_charge(game, again).draft.refusal.code == "declared"
    hussars = plan_charge(game, ChargeInputs(draft=Draft(ids["hussars"], (ids["line"],))))
    assert hussars.draft.refusal.code == "token"  # CMD-1 before anything else


# ------------------------------------------------------------------ bad input, damaged files


@pytest.mark.parametrize(
    "inputs",
    [
        "lancers",
        ChargeInputs((DeclaredCharge(1, (TargetInput(6, -1.0),)),)),
        ChargeInputs((DeclaredCharge(1, (TargetInput(6, float("nan")),)),)),
        ChargeInputs((DeclaredCharge(1, (TargetInput(6), TargetInput(6))),)),
        ChargeInputs((DeclaredCharge(1, (TargetInput(6),)), DeclaredCharge(1, ()))),
        ChargeInputs((DeclaredCharge(True, ()),)),
        ChargeInputs(draft=Draft(1, (6,), ((6, -2.0),))),
        ChargeInputs(out_of_phase="yes"),
    ],
)
def test_bad_inputs_get_a_clear_message(table, inputs):
    game, _ = table
    with pytest.raises(InvalidField):
        plan_charge(game, inputs)


def test_bad_calls_change_nothing(table):
    game, ids = table
    entry = entry_of(game, ids, declare(ids, ("lancers", "line")), "lancers")
    before = snapshot(game)
    for call, error in (
        (lambda: resolve_planned_charge(game, "lancers"), InvalidField),
        (lambda: resolve_planned_charge(game, entry, [7, 1], dice_mode="physical"), RuleInputError),
        (lambda: resolve_planned_charge(game, entry, [3], dice_mode="physical"), RuleInputError),
        (lambda: resolve_planned_charge(game, entry, None, dice_mode="physical"), InvalidField),
        (lambda: resolve_planned_charge(game, entry, [3, 3]), InvalidField),  # virtual + faces
        (lambda: resolve_planned_charge(game, entry, dice_mode="loaded"), InvalidField),
        (lambda: charge_planner.resolve_charge(game, ids["lancers"], {}), InvalidField),
        (
            lambda: charge_planner.resolve_charge(game, ids["lancers"], {ids["dragoons"]: 3}),
            InvalidField,
        ),
        (lambda: charge_planner.resolve_charge(game, ids["lancers"], {9999: 3}), InvalidField),
        (lambda: charge_planner.resolve_charge(game, 9999, {ids["line"]: 3}), InvalidField),
        (
            lambda: charge_planner.resolve_charge(game, ids["lancers"], {ids["reserve"]: None}),
            InvalidField,
        ),
        (
            lambda: charge_planner.resolve_charge(game, ids["lancers"], {ids["line"]: -3}),
            InvalidField,
        ),
    ):
        with pytest.raises(error):
            call()
    assert snapshot(game) == before


def test_a_declared_unit_deleted_by_undo_is_refused_not_a_crash(table):
    game, ids = table
    added = sv.add_unit(
        game, q.order_of_battle(game).sides[0].formations[0].id, name="Late", token="attack"
    )
    inputs = ChargeInputs((DeclaredCharge(added.result, (TargetInput(ids["line"], 5.0),)),))
    assert plan_charge(game, inputs).entries[0].state is EntryState.PENDING
    game.undo(added.action_id)
    (gone,) = plan_charge(game, inputs).entries
    assert gone.state is EntryState.REFUSED and gone.refusal.code == "gone"


def test_stored_values_no_service_writes_are_refusals_not_crashes(table):
    game, ids = table
    with game.transaction() as s:  # what a damaged or hand-edited file may hold
        from adjutant.store.file.models import Unit

        s.get(Unit, ids["lancers"]).token = "retreat"
        s.get(Unit, ids["dragoons"]).movement = -5.0
    plan = plan_charge(game, declare(ids, ("dragoons", "line")))
    assert plan.charger(ids["lancers"]).refusal.code == "unreadable"
    (dragoons,) = plan.entries
    assert dragoons.state is EntryState.REFUSED and dragoons.refusal.rule == "CHG-2"
    with pytest.raises(InvalidField):
        resolve_planned_charge(game, dragoons)


def test_the_older_service_records_the_same_charge_as_the_planner(table, tmp_path):
    game, ids = table
    via_plan = entry_of(game, ids, declare(ids, ("lancers", "line", ("guns", 6.5))), "lancers")
    planned = resolve_planned_charge(game, via_plan, [4, 2], dice_mode="physical").result
    game.undo(q.events(game)[0].action_id)
    older = charge_planner.resolve_charge(
        game,
        ids["lancers"],
        {ids["line"]: None, ids["guns"]: 6.5},
        dice_mode="physical",
        faces=[4, 2],
    ).result
    assert older.event.to_json() == planned.event.to_json()
    assert (older.summary, older.chance) == (planned.summary, planned.chance)
    assert tuple(q.events(game)[0].rule_ids) == cp.RULE_IDS


def test_resolve_step_in_a_batch_sees_the_batch_and_refuses_the_stale_entry(table):
    """Issue 23, the tools' one resolve step: inside a batch, after the batch moved the
    target, the charge shown before the batch is the one stale-plan error (nothing of the
    batch written); a charge planned inside the batch sees the move and is recorded."""
    game, ids = table
    inputs = declare(ids, ("lancers", "line"))
    shown = entry_of(game, ids, inputs, "lancers")
    moved = Footprint(0, 12, 270, 4, 2)  # 10 away now
    before = snapshot(game)
    with pytest.raises(StalePlan):
        batch.run_batch(
            game,
            action_labels.CHARGE,
            [
                batch.call(sv.set_footprint, ids["line"], moved),
                batch.call(resolve_planned_charge, shown),
            ],
        )
    assert snapshot(game) == before
    seen = {}

    def plan_then_roll(game):
        seen["entry"] = entry_of(game, ids, inputs, "lancers")
        return resolve_planned_charge(game, seen["entry"])

    change = batch.run_batch(
        game,
        action_labels.CHARGE,
        [batch.call(sv.set_footprint, ids["line"], moved), batch.call(plan_then_roll)],
    )
    assert seen["entry"].chance == charge_chance(4, 10) != shown.chance
    assert change.result[-1].event.chance == seen["entry"].chance

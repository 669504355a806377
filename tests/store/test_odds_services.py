"""The odds services the window uses (issues 10, 14; store/tools/odds/table_services.py, odds_plan.py): bad
input changes nothing, the ODD-2 preset per table, the logged event of a resolved combat."""

from __future__ import annotations

from fractions import Fraction

import pytest

from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game, InvalidField
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.tools.odds import table_services as osv
from adjutant.store.tools.odds.planner import OddsInputs, Shift, plan_odds, resolve_odds


@pytest.fixture
def game(game_path):
    g = Game.create(game_path, name="Services", ruleset=load_preset("across_five_aprils"), seed=3)
    osv.create_crt(g, odd2=True, **osv.load_sample_crt())
    while q.game_info(g).phase != "melee":  # odds combats belong to the melee phase
        sv.advance_phase(g)
    yield g
    g.close()


def odds_combat(game, crt_id, *, faces=None, dice_mode=None, shifts=(), **inputs):
    """Plan the combat of ``inputs`` and resolve what was planned (issue 14)."""
    shifts = tuple(Shift(*s) for s in shifts)
    entry = plan_odds(game, OddsInputs(crt_id=crt_id, shifts=shifts, **inputs)).combat
    return resolve_odds(game, entry, faces, dice_mode=dice_mode)


def crt(game):
    return q.crts(game)[0]


def test_create_crt_applies_the_odd2_preset_only_to_columns_it_has(game):
    ch = osv.create_crt(game, "Small", die_sides=6, columns=["1-1", "2-1"], odd2=True)
    small = next(t for t in q.crts(game) if t.id == ch.result)
    assert [(o.column, o.roll, o.result) for o in small.overrides] == [("2-1", 3, "NE")]
    assert all(code == osv.UNSET for row in small.cells for code in row)
    assert osv.rules_crt(small) is None  # nothing filled in: the rules core sees no table


@pytest.mark.parametrize("columns", [["2-1", "1-1"], ["1-1", "1-1"], ["1-1", "two"], [], "1-1"])
def test_bad_columns_are_refused(game, columns):
    with pytest.raises(InvalidField):
        osv.create_crt(game, "Bad", die_sides=6, columns=columns)
    assert len(q.crts(game)) == 1


def test_house_rule_switch_is_undoable(game):
    table = crt(game)
    ch = osv.set_house_rule(game, table.id, False)
    assert not any(o.enabled for o in crt(game).overrides)
    game.undo(ch.action_id)
    assert all(o.enabled for o in crt(game).overrides)


def test_resolve_logs_terms_shifts_and_bombardment(game):
    blue = q.order_of_battle(game).sides[0].formations[0].id
    art = sv.add_unit(game, blue, name="Battery", unit_type="artillery", attack_factor=3).result
    ch = odds_combat(
        game,
        crt(game).id,
        attack=2,
        defence=2,
        bombarding=(art,),
        shifts=[(1, "Leader")],
        dice_mode="physical",
        faces=[4],
    )
    event = q.event(game, ch.result.event_id)
    assert event.kind == "odds_combat" and event.rule_ids == ["ODD-1", "ODD-2", "ODD-3"]
    assert event.inputs["attack"] == 4 and event.inputs["odds"] == "4 : 2 = 2.00 -> 2-1"
    assert event.inputs["column"] == "3-1" and event.inputs["shifts"] == [[1, "Leader"]]
    # 3-1 roll 4 is EX in the sample table; ODD-2 makes it NE.
    assert event.outcome == {
        "column": "3-1",
        "result": "NE",
        "meaning": "No effect",
        "table_result": "EX",
    }
    assert Fraction(event.chance) == Fraction(2, 6)


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"attack": 0, "defence": 2}, RuleInputError),
        ({"attack": 3, "defence": -1}, RuleInputError),
        ({"attack": 3}, RuleInputError),
        ({"attack": 3, "defence": 1, "dice_mode": "physical", "faces": [7]}, RuleInputError),
        ({"attack": 3, "defence": 1, "dice_mode": "virtual", "faces": [2]}, InvalidField),
        ({"attackers": (999,), "defence": 1}, InvalidField),
        ({"attack": 3, "defence": 1, "shifts": [(1, " ")]}, RuleInputError),
    ],
)
def test_bad_input_changes_nothing(game, kwargs, error):
    position = q.game_info(game).dice_position
    actions = len(game.undoable())
    with pytest.raises(error):
        odds_combat(game, crt(game).id, **kwargs)
    assert q.events(game) == () and len(game.undoable()) == actions
    assert q.game_info(game).dice_position == position


def test_set_cells_and_legend_validate_everything_first(game):
    table = crt(game)
    with pytest.raises(InvalidField):
        osv.set_crt_cells(game, table.id, {("2-1", 1): "OK", ("9-1", 1): "X"})
    with pytest.raises(InvalidField):
        osv.set_crt_cells(game, table.id, {("2-1", 7): "X"})
    assert crt(game).cells == table.cells
    with pytest.raises(InvalidField):
        osv.set_crt_legend(game, table.id, {"": "nothing"})
    assert crt(game).legend == table.legend

"""The odds combat window driven through its widgets (issue 10, RULES.md §4 ODD-1..3).

A real temporary game with the Across Five Aprils ruleset; the made-up sample CRT
is added through the window's Sample button. Blue has three artillery units (attack
1, 2 and 3) for ODD-3's seed examples; Red has two line units for picked defenders.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt

from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store import queries as q
from adjutant.store import services as sv
from adjutant.windows.odds import OddsWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def setup(qtbot, game_path, show_tool):
    game = Game.create(
        game_path, name="Odds test", ruleset=load_preset("across_five_aprils"), seed=11
    )
    blue, red = q.order_of_battle(game).sides
    ids = {}
    for key, factor in (("art1", 1), ("art2", 2), ("art3", 3)):
        ids[key] = sv.add_unit(
            game,
            blue.formations[0].id,
            name=f"Battery {factor}",
            unit_type="artillery",
            attack_factor=factor,
            defence_factor=1,
        ).result
    ids["line_a"] = sv.add_unit(
        game, blue.formations[0].id, name="Iron Brigade", attack_factor=4, defence_factor=3
    ).result
    ids["red_a"] = sv.add_unit(
        game, red.formations[0].id, name="Stonewall", attack_factor=3, defence_factor=2
    ).result
    ids["red_b"] = sv.add_unit(
        game, red.formations[0].id, name="Texans", attack_factor=2, defence_factor=1
    ).result
    window, document = show_tool(OddsWindow, game, (1200, 800))
    qtbot.mouseClick(window.sample_button, Qt.MouseButton.LeftButton)
    assert window.current_table() is not None
    return window, document, game, ids


def type_strengths(qtbot, window, attack: str, defence: str) -> None:
    c = window.combat
    c.attack_edit.clear()
    c.defence_edit.clear()
    qtbot.keyClicks(c.attack_edit, attack)
    qtbot.keyClicks(c.defence_edit, defence)


def odds_events(game):
    return [e for e in q.events(game) if e.kind == "odds_combat"]


# ---------------------------------------------------------------- ODD-1


@pytest.mark.parametrize(
    ("attack", "defence", "column"),
    [
        ("3", "2", "2-1"),
        ("5", "3", "2-1"),
        ("12", "8", "2-1"),
        ("2", "3", "1-1"),
        ("4", "6", "1-1"),
        ("6", "15", "1-2"),
    ],
)
def test_odd1_seed_examples_through_the_strength_fields(qtbot, setup, attack, defence, column):
    window = setup[0]
    type_strengths(qtbot, window, attack, defence)
    plan = window.combat.plan
    assert plan is not None and plan.column == column
    assert window.combat.odds_label.text().endswith(f"→ {column}")
    assert window.combat.odds_label.text().startswith(f"{attack} : {defence} = ")
    assert window.combat.column_label.text().endswith(column)
    assert window.combat.roll_button.isEnabled()


def test_odd1_arithmetic_is_shown(qtbot, setup):
    window = setup[0]
    type_strengths(qtbot, window, "5", "3")
    assert window.combat.odds_label.text() == "5 : 3 = 1.67 → 2-1"
    type_strengths(qtbot, window, "6", "15")
    assert window.combat.odds_label.text() == "6 : 15 = 1 : 2.50 → 1-2"


def test_odd1_column_clamped_to_the_table(qtbot, setup):
    window = setup[0]
    type_strengths(qtbot, window, "40", "2")
    assert window.combat.plan.odds.column == "20-1"
    assert window.combat.plan.column == "6-1"
    assert "clamped to 6-1" in window.combat.column_label.text()
    type_strengths(qtbot, window, "1", "9")
    assert window.combat.plan.column == "1-3"


def test_column_shifts_with_reasons(qtbot, setup):
    window = setup[0]
    c = window.combat
    type_strengths(qtbot, window, "4", "2")
    assert c.plan.column == "2-1"
    c.shift_spin.setValue(1)
    qtbot.mouseClick(c.shift_add, Qt.MouseButton.LeftButton)  # no reason yet
    assert "reason" in window.message.text()
    assert c.plan.column == "2-1" and c.shift_list.count() == 0
    qtbot.keyClicks(c.shift_reason, "Leader attached")
    qtbot.mouseClick(c.shift_add, Qt.MouseButton.LeftButton)
    assert c.plan.column == "3-1"
    c.shift_spin.setValue(-2)
    qtbot.keyClicks(c.shift_reason, "Defender in woods")
    qtbot.mouseClick(c.shift_add, Qt.MouseButton.LeftButton)
    assert c.plan.column == "1-1"
    assert "Shift -2: Defender in woods" in c.column_label.text()
    qtbot.mouseClick(c.shift_remove, Qt.MouseButton.LeftButton)
    assert c.plan.column == "3-1"


def test_picked_units_sum_their_factors(qtbot, setup):
    window, _, _, ids = setup
    c = window.combat
    c.set_checked(c.attackers, {ids["line_a"], ids["art3"]})  # attack 4 + 3
    c.set_checked(c.defenders, {ids["red_a"], ids["red_b"]})  # defence 2 + 1
    assert not c.attack_edit.isEnabled() and not c.defence_edit.isEnabled()
    assert (c.plan.attack, c.plan.defence) == (7, 3)
    assert c.plan.column == "2-1"  # 7/3 = 2.33 -> 2-1
    terms = c.attack_breakdown.breakdown_model().modifiers()
    assert sorted(m.value for m in terms) == [3, 4]


# ---------------------------------------------------------------- ODD-3


@pytest.mark.parametrize(
    ("batteries", "total"),
    [(("art1",), 1), (("art2",), 1), (("art3",), 2), (("art1", "art3"), 3)],
)
def test_odd3_bombardment_seed_examples(qtbot, setup, batteries, total):
    window, _, _, ids = setup
    c = window.combat
    qtbot.keyClicks(c.defence_edit, "1")
    for i in range(c.bombarding.count()):  # tick through the list's own items
        item = c.bombarding.item(i)
        if item.data(Qt.ItemDataRole.UserRole + 1) in {ids[b] for b in batteries}:
            item.setCheckState(Qt.CheckState.Checked)
    assert c.plan is not None
    assert sum(m.value for m in c.plan.bombardment_terms) == total
    assert c.plan.attack == total  # nothing typed: the bombardment is the attack
    assert c.bombard_total.text().endswith(f"= {total}")
    shown = c.attack_breakdown.breakdown_model().modifiers()
    assert [m.rule for m in shown] == ["ODD-3"] * len(batteries)  # unit by unit
    assert all("halved, rounded up" in m.label for m in shown)


def test_bombardment_adds_to_typed_attack(qtbot, setup):
    window, _, _, ids = setup
    c = window.combat
    type_strengths(qtbot, window, "3", "3")
    c.set_checked(c.bombarding, {ids["art1"], ids["art3"]})
    assert c.plan.attack == 6 and c.plan.column == "2-1"


# ---------------------------------------------------------------- chances, roll, bad input


def test_chances_before_the_roll_are_exact(qtbot, setup):
    window = setup[0]
    type_strengths(qtbot, window, "2", "1")  # 2-1: DR DR [EX->NE] NE AR AR with ODD-2
    c = window.combat
    assert c.chance_of("DR") == Fraction(1, 3)
    assert c.chance_of("NE") == Fraction(1, 3)
    assert c.chance_of("EX") is None
    label = c.findChild(type(c.chances.cellWidget(0, 2)), "chance_DR")
    assert label.text() in ("33.3 %", "33,3 %") and "1/3" in label.toolTip()


@pytest.mark.parametrize(("attack", "defence"), [("0", "3"), ("-2", "3"), ("4", "0")])
def test_zero_or_negative_strength_is_refused(qtbot, setup, attack, defence):
    window, document, game, _ = setup
    type_strengths(qtbot, window, attack, defence)
    c = window.combat
    assert c.plan is None
    assert "ODD-1" in c.odds_label.text() and "at least 1" in c.odds_label.text()
    assert not c.roll_button.isEnabled()
    before = document.undo_stack.count()
    assert c.roll() is False
    assert "at least 1" in window.message.text()
    assert document.undo_stack.count() == before and odds_events(game) == []


def test_empty_table_is_refused(qtbot, setup, monkeypatch):
    window, _document, game, _ = setup
    monkeypatch.setattr(
        "adjutant.windows.odds.QInputDialog.getText", lambda *a, **k: ("Blank table", True)
    )
    qtbot.mouseClick(window.new_button, Qt.MouseButton.LeftButton)
    assert window.current_table().name == "Blank table"
    type_strengths(qtbot, window, "3", "1")
    assert window.combat.plan is None
    assert "empty" in window.combat.odds_label.text()
    assert window.combat.roll() is False and odds_events(game) == []


def test_face_off_the_die_is_refused(qtbot, setup):
    window, _document, game, _ = setup
    type_strengths(qtbot, window, "3", "1")
    c = window.combat
    c.dice.set_mode("physical")
    c.dice.set_text("7")
    assert not c.roll_button.isEnabled()
    assert "7 is not a d6 face" in c.dice.error_text()
    assert c.roll() is False
    assert "7 is not a d6 face" in window.message.text()
    assert odds_events(game) == []


def test_virtual_roll_is_logged_and_undone(qtbot, setup):
    window, document, game, _ = setup
    position = q.game_info(game).dice_position
    type_strengths(qtbot, window, "3", "1")
    qtbot.mouseClick(window.combat.roll_button, Qt.MouseButton.LeftButton)
    (event,) = odds_events(game)
    assert event.dice_source == "virtual" and event.outcome["column"] == "3-1"
    assert event.rule_ids[:2] == ["ODD-1", "ODD-2"]
    assert q.game_info(game).dice_position == position + 1
    assert f"Roll {event.dice[0]} on column 3-1: {event.outcome['result']}" in (
        window.combat.result_label.text()
    )
    assert Fraction(event.chance) == window.combat.chance_of(event.outcome["result"])
    document.undo_stack.undo()
    assert odds_events(game) == []
    assert q.game_info(game).dice_position == position
    assert window.combat.result_label.text() == ""
    document.undo_stack.redo()
    assert [e.dice for e in odds_events(game)] == [event.dice]


def test_apply_a_casualty_with_one_click_and_undo(qtbot, setup):
    window, document, game, ids = setup
    c = window.combat
    c.set_checked(c.defenders, {ids["red_a"]})
    type_strengths(qtbot, window, "5", "")
    c.dice.set_mode("physical")
    c.dice.set_text("1")
    qtbot.mouseClick(c.roll_button, Qt.MouseButton.LeftButton)
    assert c.apply_unit.currentData() == ids["red_a"]  # the defender comes first
    qtbot.mouseClick(c.casualty_button, Qt.MouseButton.LeftButton)
    assert q.unit(game, ids["red_a"]).casualties == 1
    c.status_combo.setCurrentIndex(c.status_combo.findData("broken"))
    qtbot.mouseClick(c.status_button, Qt.MouseButton.LeftButton)
    assert q.unit(game, ids["red_a"]).status == "broken"
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert q.unit(game, ids["red_a"]).casualties == 0
    assert q.unit(game, ids["red_a"]).status == "fresh"
    assert len(odds_events(game)) == 1  # the combat itself stays logged


# ---------------------------------------------------------------- ODD-2 house rules


def roll_face(qtbot, window, face: int) -> str:
    c = window.combat
    c.dice.set_mode("physical")
    c.dice.set_text(str(face))
    qtbot.mouseClick(c.roll_button, Qt.MouseButton.LeftButton)
    return c.last_resolution.outcome["result"]


def test_odd2_override_changes_the_roll_and_switches_off(qtbot, setup):
    window, _document, game, _ = setup
    model = window.editor.model
    type_strengths(qtbot, window, "4", "2")  # column 2-1
    assert window.odd2_check.isChecked() and window.odd2_check.isEnabled()
    cell = model.index_of("2-1", 3)
    assert cell.data() == "NE (was EX)"
    assert "NE (was EX)" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert cell.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert roll_face(qtbot, window, 3) == "NE"
    assert "the table says EX" in window.combat.result_label.text()
    assert odds_events(game)[-1].outcome["table_result"] == "EX"

    window.odd2_check.click()  # switch ODD-2 off
    assert not window.odd2_check.isChecked()
    assert model.index_of("2-1", 3).data() == "EX"
    assert "switched off" in model.index_of("2-1", 3).data(Qt.ItemDataRole.ToolTipRole)
    assert window.combat.chance_of("EX") == Fraction(1, 6)
    assert roll_face(qtbot, window, 3) == "EX"

    window.odd2_check.click()  # and on again
    assert roll_face(qtbot, window, 3) == "NE"


def test_odd2_follows_the_ruleset_option(qtbot, setup):
    window, _document, game, _ = setup
    ruleset = dataclasses.replace(load_preset("across_five_aprils"), odd2_house_rule=False)
    sv.set_ruleset(game, ruleset)
    window.reload()
    assert not window.odd2_check.isEnabled()
    assert window.editor.model.index_of("3-1", 4).data() == "EX"
    type_strengths(qtbot, window, "3", "1")
    assert roll_face(qtbot, window, 4) == "EX"


def test_own_override_is_marked_with_the_original(qtbot, setup):
    window, document, _game, _ = setup
    model = window.editor.model
    assert window.editor.override_cell("1-1", 1, "DD", "Elite defenders")
    cell = model.index_of("1-1", 1)
    assert cell.data() == "DD (was DR)"
    assert "Elite defenders" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert cell.data(Qt.ItemDataRole.EditRole) == "DR"  # the table itself is untouched
    type_strengths(qtbot, window, "1", "1")
    assert roll_face(qtbot, window, 1) == "DD"
    document.undo_stack.undo()  # the roll
    document.undo_stack.undo()  # the override
    assert model.index_of("1-1", 1).data() == "DR"


def test_registered_as_a_tool_dock():
    from adjutant.windows.main_window import TOOL_WINDOWS

    (spec,) = [t for t in TOOL_WINDOWS if t.key == "odds"]
    assert spec.target == "adjutant.windows.odds:OddsWindow"

"""The odds combat window driven through its widgets (issues 10, 14, 15; RULES.md §4 ODD-1..3).

A real temporary game with the Across Five Aprils ruleset, in its melee phase; the
made-up sample CRT is added through the window's Sample button. Blue has three
artillery units (attack 1, 2 and 3) for ODD-3's seed examples; Red has two line units
for picked defenders. The combat is one roll card (``windows.widgets.roll_card``): its
title, test line, breakdown, the result table inside it, Roll or the typed face.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt

from adjutant.qtmodels.odds_models import COL_CHANCE, COL_ROLE
from adjutant.qtmodels.roll_cards import CardState
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
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
    while q.game_info(game).phase != "melee":  # odds combats belong to the melee phase
        sv.advance_phase(game)
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


def card(window):
    """The combat's roll card."""
    return window.combat.card()


def odds_line(window) -> str:
    """The card's ODD-1 arithmetic ("5 : 3 = 1.67 → 2-1")."""
    return next(line for line in card(window).test.text().splitlines() if " : " in line)


def give_role(window, unit_id, role) -> None:
    """Give a unit its part through the units table (what the role delegate sets)."""
    model = window.combat.units
    assert model.setData(model.index(model.row_of(unit_id), COL_ROLE), role)


def rollable(window) -> bool:
    c = card(window)
    return c.row().state is CardState.PENDING and c.roll.isVisibleTo(c)


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
    assert odds_line(window).endswith(f"→ {column}")
    assert odds_line(window).startswith(f"{attack} : {defence} = ")
    assert f"Column: {column} — " in card(window).test.text()
    assert card(window).needs.text() == f"1 d6 on column {column}"
    assert rollable(window)


def test_odd1_arithmetic_is_shown(qtbot, setup):
    window = setup[0]
    type_strengths(qtbot, window, "5", "3")
    assert odds_line(window) == "5 : 3 = 1.67 → 2-1"
    type_strengths(qtbot, window, "6", "15")
    assert odds_line(window) == "6 : 15 = 1 : 2.50 → 1-2"


def test_odd1_column_clamped_to_the_table(qtbot, setup):
    window = setup[0]
    type_strengths(qtbot, window, "40", "2")
    assert window.combat.plan.odds.column == "20-1"
    assert window.combat.plan.column == "6-1"
    assert "clamped to 6-1" in card(window).test.text()
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
    assert c.plan.column == "2-1" and c.shifts.rowCount() == 0
    qtbot.keyClicks(c.shift_reason, "Leader attached")
    qtbot.mouseClick(c.shift_add, Qt.MouseButton.LeftButton)
    assert c.plan.column == "3-1"
    c.shift_spin.setValue(-2)
    qtbot.keyClicks(c.shift_reason, "Defender in woods")
    qtbot.mouseClick(c.shift_add, Qt.MouseButton.LeftButton)
    assert c.plan.column == "1-1"
    assert "Shift -2: Defender in woods" in card(window).test.text()
    assert c.shifts.rowCount() == 2
    qtbot.mouseClick(c.shift_remove, Qt.MouseButton.LeftButton)
    assert c.plan.column == "3-1"
    shift_terms = [(m.rule, m.value) for m in card(window).row().breakdown if m.key == "shift"]
    assert shift_terms == [("ODD-1", 1)]


def test_picked_units_sum_their_factors(qtbot, setup):
    window, _, _, ids = setup
    c = window.combat
    for unit, role in (("line_a", "attacks"), ("art3", "attacks")):  # attack 4 + 3
        give_role(window, ids[unit], role)
    c.set_roles(
        {
            ids["line_a"]: "attacks",
            ids["art3"]: "attacks",
            ids["red_a"]: "defends",  # defence 2 + 1
            ids["red_b"]: "defends",
        }
    )
    assert not c.attack_edit.isEnabled() and not c.defence_edit.isEnabled()
    assert (c.plan.attack, c.plan.defence) == (7, 3)
    assert c.plan.column == "2-1"  # 7/3 = 2.33 -> 2-1
    terms = [m for m in card(window).row().breakdown if m.key.startswith("unit:")]
    assert sorted(m.value for m in terms) == [1, 2, 3, 4]  # attackers 3, 4; defenders 2, 1
    shown = {label for label, _rule, _value in card(window).breakdown.texts()}
    assert {"Iron Brigade: attack factor", "Texans: defence factor"} <= shown
    assert card(window).title.full_text() == "Battery 3, Iron Brigade against Stonewall, Texans"


# ---------------------------------------------------------------- ODD-3


@pytest.mark.parametrize(
    ("batteries", "total"),
    [(("art1",), 1), (("art2",), 1), (("art3",), 2), (("art1", "art3"), 3)],
)
def test_odd3_bombardment_seed_examples(qtbot, setup, batteries, total):
    window, _, _, ids = setup
    c = window.combat
    qtbot.keyClicks(c.defence_edit, "1")
    for b in batteries:  # through the units table, with the key B on its row
        c.units_view.setCurrentIndex(c.units.index(c.units.row_of(ids[b]), 0))
        c.units_view.setFocus()
        qtbot.keyClick(c.units_view, Qt.Key.Key_B)
    assert c.plan is not None
    assert sum(m.value for m in c.plan.bombardment_terms) == total
    assert c.plan.attack == total  # nothing typed: the bombardment is the attack
    line = next(x for x in card(window).test.text().splitlines() if "ODD-3" in x)
    assert line.startswith("Bombardment (ODD-3): ") and line.endswith(f"= {total}")
    shown = [m for m in card(window).row().breakdown if m.rule == "ODD-3"]
    assert len(shown) == len(batteries)  # unit by unit
    assert all("halved, rounded up" in m.label for m in shown)
    texts = [label for label, rule, _value in card(window).breakdown.texts() if rule == "ODD-3"]
    assert all("halved, rounded up (ODD-3)" in t for t in texts)


def test_bombardment_adds_to_typed_attack(qtbot, setup):
    window, _, _, ids = setup
    c = window.combat
    type_strengths(qtbot, window, "3", "3")
    give_role(window, ids["art1"], "bombards")
    give_role(window, ids["art3"], "bombards")
    assert c.plan.attack == 6 and c.plan.column == "2-1"
    assert c.units.roles_for(c.units.row_of(ids["line_a"])) == (None, "attacks", "defends")


# ---------------------------------------------------------------- chances, roll, bad input


def test_chances_before_the_roll_are_exact(qtbot, setup):
    window = setup[0]
    type_strengths(qtbot, window, "2", "1")  # 2-1: DR DR [EX->NE] NE AR AR with ODD-2
    c = window.combat
    assert c.chance_of("DR") == Fraction(1, 3)
    assert c.chance_of("NE") == Fraction(1, 3)
    assert c.chance_of("EX") is None
    row = next(r for r in range(c.results.rowCount()) if c.results.index(r, 0).data() == "DR")
    chance = c.results.index(row, COL_CHANCE)
    assert chance.data() in ("33.3 %", "33,3 %") and "1/3" in chance.data(Qt.ToolTipRole)
    table = card(window).editor()  # the result table is inside the card
    assert table is not None and table.model() is c.results and table.isVisibleTo(window)


@pytest.mark.parametrize(("attack", "defence"), [("0", "3"), ("-2", "3"), ("4", "0")])
def test_zero_or_negative_strength_is_refused(qtbot, setup, attack, defence):
    window, document, game, _ = setup
    type_strengths(qtbot, window, attack, defence)
    c = window.combat
    assert c.plan is None
    note = card(window).note.text()
    assert "ODD-1" in note and "at least 1" in note
    assert card(window).row().state is CardState.REFUSED and not rollable(window)
    before = document.undo_stack.count()
    assert c.roll() is False
    assert "at least 1" in window.message.text()
    assert document.undo_stack.count() == before and odds_events(game) == []


def test_empty_table_is_refused(qtbot, setup, monkeypatch):
    window, _document, game, _ = setup
    monkeypatch.setattr(
        "adjutant.windows.odds.window.QInputDialog.getText", lambda *a, **k: ("Blank table", True)
    )
    qtbot.mouseClick(window.new_button, Qt.MouseButton.LeftButton)
    assert window.current_table().name == "Blank table"
    type_strengths(qtbot, window, "3", "1")
    assert window.combat.plan is None
    assert "empty" in card(window).note.text()
    assert window.combat.roll() is False and odds_events(game) == []


def test_face_off_the_die_is_refused(qtbot, setup):
    window, _document, game, _ = setup
    type_strengths(qtbot, window, "3", "1")
    c = window.combat
    combat = card(window)
    combat.toggle_mode()  # this card's dice: the faces rolled at the table
    assert combat.faces.isVisibleTo(combat)
    qtbot.keyClicks(combat.faces, "7")
    qtbot.keyClick(combat.faces, Qt.Key.Key_Return)
    assert "7 is not a d6 face" in combat.note.text()
    assert combat.faces.text() == ""  # back to what the card shows: no face (issue 22)
    assert c.roll() is False
    assert "Type the dice" in card(window).note.text()
    assert odds_events(game) == []


def test_virtual_roll_is_logged_and_undone(qtbot, setup):
    window, document, game, _ = setup
    position = q.game_info(game).dice_position
    type_strengths(qtbot, window, "3", "1")
    shown = {code: window.combat.chance_of(code) for code in ("DR", "NE", "AR", "EX", "DE")}
    qtbot.mouseClick(card(window).roll, Qt.MouseButton.LeftButton)
    (event,) = odds_events(game)
    assert event.dice_source == "virtual" and event.outcome["column"] == "3-1"
    assert event.rule_ids[:2] == ["ODD-1", "ODD-2"]
    assert q.game_info(game).dice_position == position + 1
    assert f"Roll {event.dice[0]} on column 3-1: {event.outcome['result']}" in (
        card(window).result.text()
    )
    assert Fraction(event.chance) == shown[event.outcome["result"]]
    # The chance stays on the card once rolled (issue 15).
    assert card(window).row().state is CardState.DONE
    assert card(window).chance.chance() == Fraction(event.chance)
    document.undo_stack.undo()
    assert odds_events(game) == []
    assert q.game_info(game).dice_position == position
    assert card(window).result.text() == "" and rollable(window)
    document.undo_stack.redo()
    assert [e.dice for e in odds_events(game)] == [event.dice]
    assert card(window).row().state is CardState.DONE


def test_apply_a_casualty_with_one_click_and_undo(qtbot, setup):
    window, document, game, ids = setup
    c = window.combat
    give_role(window, ids["red_a"], "defends")
    type_strengths(qtbot, window, "5", "")
    assert not c.apply_row.isVisibleTo(window)  # nothing to apply before the roll
    roll_face(qtbot, window, 1)
    assert c.apply_row.isVisibleTo(window)
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
    """Type the face on the card (its own dice switched to physical) and press Enter."""
    combat = card(window)
    if not combat.faces.isVisibleTo(combat):
        combat.toggle_mode()
    combat.faces.clear()
    qtbot.keyClicks(combat.faces, str(face))
    qtbot.keyClick(combat.faces, Qt.Key.Key_Return)
    return window.combat.last_resolution.result


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
    assert "the table says EX" in card(window).result.text()
    assert odds_events(game)[-1].outcome["table_result"] == "EX"

    window.odd2_check.click()  # switch ODD-2 off
    assert not window.odd2_check.isChecked()
    assert model.index_of("2-1", 3).data() == "EX"
    assert "switched off" in model.index_of("2-1", 3).data(Qt.ItemDataRole.ToolTipRole)
    assert window.combat.chance_of("EX") == Fraction(1, 6)
    assert card(window).row().state is CardState.DONE  # the roll made with ODD-2 stays shown
    qtbot.mouseClick(window.combat.new_combat_button, Qt.MouseButton.LeftButton)
    assert window.combat.attack_edit.text() == "" and card(window).row().state is not CardState.DONE
    type_strengths(qtbot, window, "4", "2")
    assert roll_face(qtbot, window, 3) == "EX"

    window.odd2_check.click()  # and on again
    qtbot.mouseClick(window.combat.new_combat_button, Qt.MouseButton.LeftButton)
    type_strengths(qtbot, window, "4", "2")
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


# ---------------------------------------------------------------- models, keyboard, phase


def test_the_odds_models_pass_qtmodeltester(qtmodeltester, qtbot, setup):
    window, _, _, ids = setup
    c = window.combat
    c.set_roles({ids["art3"]: "bombards", ids["line_a"]: "attacks", ids["red_a"]: "defends"})
    qtbot.keyClicks(c.shift_reason, "Leader")
    qtbot.mouseClick(c.shift_add, Qt.MouseButton.LeftButton)
    for model in (c.units, c.shifts, c.results):
        qtmodeltester.check(model)
    row = c.units.row_of(ids["art3"])
    assert c.units.index(row, COL_ROLE).data() == "bombards"
    assert c.units.index(row, 3).data() == "3 → 2"  # ODD-3: halved, rounded up
    assert c.units.index(row, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert c.shifts.index(0, 0).data() == "+1" and c.shifts.index(0, 1).data() == "Leader"
    assert (
        sum(
            c.results.index(r, 0).data(Qt.ItemDataRole.UserRole + 3)
            for r in range(c.results.rowCount())
        )
        == 1
    )


def test_a_combat_with_the_keyboard_only_then_ctrl_z(qtbot, setup):
    """Type, Tab, type; a key for a unit's part; Enter on the card; Ctrl+Z (Edit > Undo's key,
    bound here as the main window binds it)."""
    from PySide6.QtGui import QKeySequence

    window, document, game, ids = setup
    undo = document.undo_stack.createUndoAction(window)
    undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
    window.addAction(undo)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    c = window.combat
    c.attack_edit.setFocus()
    qtbot.keyClicks(c.attack_edit, "6")
    qtbot.keyClick(c.attack_edit, Qt.Key.Key_Tab)
    assert c.defence_edit.hasFocus()
    qtbot.keyClicks(c.defence_edit, "2")
    # The units table: D on Texans' row gives it the defence (the typed 2 gives way).
    c.units_view.setFocus()
    c.units_view.setCurrentIndex(c.units.index(c.units.row_of(ids["red_b"]), 0))
    qtbot.keyClick(c.units_view, Qt.Key.Key_D)
    assert c.plan.defence == 1 and not c.defence_edit.isEnabled()
    qtbot.keyClick(c.units_view, Qt.Key.Key_Delete)
    assert c.plan.defence == 2 and c.defence_edit.isEnabled()
    combat = card(window)
    combat.focus_action()
    assert combat.roll.hasFocus()
    qtbot.keyClick(combat.roll, Qt.Key.Key_Return)  # Enter rolls, with the game's dice
    (event,) = odds_events(game)
    assert event.outcome["column"] == "3-1" and event.dice_source == "virtual"
    assert card(window).row().state is CardState.DONE
    qtbot.keyClick(card(window), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert odds_events(game) == [] and rollable(window)
    assert (c.attack_edit.text(), c.defence_edit.text()) == ("6", "2")  # as declared


def test_undo_brings_back_the_combat_as_rolled(qtbot, setup):
    """Inputs changed after the roll: undoing the roll shows that combat pending again."""
    window, document, game, _ids = setup
    type_strengths(qtbot, window, "9", "3")
    roll_face(qtbot, window, 2)
    window.combat.new_combat()
    type_strengths(qtbot, window, "1", "1")
    document.undo_stack.undo()
    assert odds_events(game) == []
    assert window.combat.plan.column == "3-1" and rollable(window)
    assert window.combat.attack_edit.text() == "9"
    document.undo_stack.redo()
    assert card(window).row().state is CardState.DONE


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_out_of_phase_asks_once_and_is_logged_as_such(qtbot, setup, monkeypatch, answer):
    from PySide6.QtWidgets import QMessageBox

    window, document, game, _ = setup
    sv.next_turn(game)  # turn 2, its first phase: not the melee phase
    document.notify(None)
    asked = []

    def reply(box):
        asked.append(box.text())
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr(QMessageBox, "exec", reply)
    type_strengths(qtbot, window, "3", "1")
    assert "Out of the melee phase" in card(window).note.text()
    roll_face(qtbot, window, 4) if answer == "Yes" else None
    if answer == "No":
        assert window.combat.roll() is False
        assert odds_events(game) == [] and "melee phase" in window.message.text()
        assert len(asked) == 1 and "melee" in asked[0].lower()
        return
    (event,) = odds_events(game)
    assert event.inputs["out_of_phase"] is True
    assert event.phase == q.game_info(game).phase != "melee"
    window.combat.new_combat()
    type_strengths(qtbot, window, "4", "1")
    roll_face(qtbot, window, 1)  # the same phase: not asked again
    assert len(asked) == 1 and len(odds_events(game)) == 2


def test_the_game_dice_switch_drives_the_card(qtbot, setup):
    window, document, game, _ = setup
    type_strengths(qtbot, window, "3", "1")
    assert not card(window).faces.isVisibleTo(card(window))
    sv.set_dice_mode(game, "physical")
    document.notify(None)
    assert card(window).faces.isVisibleTo(card(window))  # the toolbar's switch, followed
    assert card(window).roll.text() == "Enter"

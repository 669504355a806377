"""The command tokens window driven through its widgets (issue 4, RULES.md §1 CMD-1..8).

A real temporary game: Blue's C-in-C is with the Guards; the Rifles stand 11.3
away on the table (seed example 1); the Fusiliers (standard-bearer) are off the
table and their 8.9 is typed in (seed example 2); the Highlanders have a full
command group; the Dragoons and Hussars are reckless, a Red regiment stands
right in front of the Hussars.
"""

from __future__ import annotations

from fractions import Fraction
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from adjutant.qtmodels.document import GameDocument
from adjutant.rules.geometry import Footprint
from adjutant.rules.ruleset import load_preset
from adjutant.store import Game
from adjutant.store import queries as q
from adjutant.store import services as sv
from adjutant.windows.command import (
    D_DIFFICULTY,
    D_HOW,
    D_NEEDS,
    D_RESULT,
    DECLARATIONS,
    PLACEMENT,
    RECKLESS,
    CommandWindow,
    charge_refusal,
)

# Showing a window offscreen makes Qt note that the plugin cannot propagate size hints.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _fp(x: float, y: float, facing: float = 90) -> Footprint:
    return Footprint(x, y, facing, 4, 1)


def build_scenario(path, *, reckless_before_declarations: bool = True) -> tuple[Game, dict]:
    """The battle used by these tests and by the screenshots; returns (game, unit ids)."""
    ruleset = load_preset("combined").with_options(
        reckless_before_declarations=reckless_before_declarations
    )
    game = Game.create(path, name="Command test", ruleset=ruleset, seed=7)
    blue, red = q.order_of_battle(game).sides
    bf, rf = blue.formations[0].id, red.formations[0].id
    ids = {}
    for key, fields, where in (
        ("guards", {"name": "Foot Guards", "token": "move"}, _fp(0, 0)),
        # CMD-6 example 1: 12.3 - 0.5 - 0.5 = 11.3 edge to edge from the Guards.
        ("rifles", {"name": "Rifles", "token": "move"}, _fp(0, 12.3)),
        ("fusiliers", {"name": "Fusiliers", "token": "defence", "has_standard_bearer": True}, None),
        (
            "highlanders",
            {
                "name": "Highlanders",
                "token": "defence",
                "has_commander": True,
                "has_standard_bearer": True,
                "has_musician": True,
            },
            _fp(20, 0),
        ),
        ("militia", {"name": "Militia", "token": "defence"}, _fp(40, 0)),
        ("dragoons", {"name": "Dragoons", "token": "defence", "reckless": True}, _fp(-20, 0)),
        ("hussars", {"name": "Hussars", "token": "move", "reckless": True}, _fp(-30, 0)),
    ):
        ids[key] = sv.add_unit(game, bf, **fields).result
        if where is not None:
            sv.set_footprint(game, ids[key], where)
    ids["cuirassiers"] = sv.add_unit(game, rf, name="Cuirassiers", token="attack").result
    sv.set_footprint(game, ids["cuirassiers"], _fp(-30, 5, 270))
    sv.set_commander_in_chief(game, blue.id, ids["guards"], name="Wellesley")
    return game, ids


@pytest.fixture
def battle(game_path, show_tool):
    game, ids = build_scenario(game_path)
    window, document = show_tool(CommandWindow, game, (1500, 700))
    yield SimpleNamespace(game=game, ids=ids, document=document, window=window)
    window.close()


def _click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def _tick(qtbot, window: CommandWindow, unit_id: int) -> None:
    box = window.declaration_rows[unit_id].tick
    box.click()  # the checkbox's own click (toggle + signals), as a user's click
    assert window.declaration_rows[unit_id].tick.isChecked()


def _type_distance(qtbot, window: CommandWindow, unit_id: int, text: str) -> None:
    field = window.declaration_rows[unit_id].distance
    field.clear()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def _type_face(qtbot, window: CommandWindow, unit_id: int, text: str) -> None:
    field = window.declaration_rows[unit_id].face
    assert field.isEnabled()
    field.clear()
    qtbot.keyClicks(field, text)


def _token(game, unit_id: int) -> str | None:
    return q.unit(game, unit_id).token


def test_tabs_in_turn_order_cmd8_option(battle, game_path, qtbot, tmp_path):
    assert battle.window.tab_keys() == [PLACEMENT, RECKLESS, DECLARATIONS]
    game, _ids = build_scenario(tmp_path / "after.adjutant", reckless_before_declarations=False)
    document = GameDocument()
    document.attach(game)
    window = CommandWindow(document)
    qtbot.addWidget(window)
    assert window.tab_keys() == [PLACEMENT, DECLARATIONS, RECKLESS]
    document.detach()


def test_seed_examples_shown_before_rolling_cmd5_cmd6(battle, qtbot):
    w, ids = battle.window, battle.ids
    # Example 1: measured 11.3 from the C-in-C's regiment -> difficulty 12, needs 13+, 40 %.
    rifles = w.declaration_of(ids["rifles"])
    assert rifles.state == "test" and rifles.distance_source == "measured"
    assert rifles.distance == pytest.approx(11.3)
    assert w.declaration_rows[ids["rifles"]].distance.placeholderText() == "11.3 measured"
    assert w.cell_text(ids["rifles"], D_DIFFICULTY) == "12"
    assert w.cell_text(ids["rifles"], D_NEEDS) == "13+"
    assert w.declaration_rows[ids["rifles"]].chance.text() == "40 %"
    assert w.declaration_rows[ids["rifles"]].chance.chance() == Fraction(2, 5)
    # Example 2: 8.9 typed (off the table) with a standard-bearer -> 7, needs 8+, 65 %.
    assert w.declaration_of(ids["fusiliers"]).state == "no_distance"
    _type_distance(qtbot, w, ids["fusiliers"], "8.9")
    assert w.typed_distances() == {ids["fusiliers"]: "8.9"}
    assert w.cell_text(ids["fusiliers"], D_DIFFICULTY) == "7"
    assert w.cell_text(ids["fusiliers"], D_NEEDS) == "8+"
    assert w.declaration_rows[ids["fusiliers"]].chance.text() == "65 %"
    # The breakdown is one click away: selecting the row lists the CMD-6 terms.
    w.declarations_table.setCurrentCell(w.declaration_rows[ids["fusiliers"]].row, 1)
    terms = w.breakdown.breakdown_model().modifiers()
    assert [(m.key, m.rule, m.value) for m in terms] == [
        ("distance", "CMD-6", 9),
        ("command_group", "CMD-6", -2),
    ]
    tooltip = w.declarations_table.item(w.declaration_rows[ids["fusiliers"]].row, D_DIFFICULTY)
    assert "−2" in tooltip.toolTip() or "-2" in tooltip.toolTip()


def test_typed_distance_wins_over_measured_and_is_logged_cmd6(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    _type_distance(qtbot, w, ids["rifles"], "3,5")  # a decimal comma is accepted too
    decl = w.declaration_of(ids["rifles"])
    assert decl.distance_source == "typed" and decl.distance == 3.5
    assert w.cell_text(ids["rifles"], D_NEEDS) == "5+"
    _tick(qtbot, w, ids["rifles"])
    w.set_dice_mode("physical")
    _type_face(qtbot, w, ids["rifles"], "5")
    _click(qtbot, w.declaration_rows[ids["rifles"]].roll)
    (event,) = q.events(game, kind="control_test")
    assert event.inputs["distance"] == 3.5 and event.inputs["distance_source"] == "typed"
    assert event.outcome["passed"] is True and event.dice == [5]


def test_physical_face_13_passes_12_fails_21_refused_cmd5(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    rifles = ids["rifles"]
    _tick(qtbot, w, rifles)
    _click(qtbot, w._physical)
    assert w.dice_mode() == "physical"
    # 21 is not a d20 face: refused with a clear message, nothing changed.
    _type_face(qtbot, w, rifles, "21")
    _click(qtbot, w.declaration_rows[rifles].roll)
    assert "21 is not a d20 face" in w.message()
    assert q.events(game) == () and _token(game, rifles) == "move"
    assert doc.undo_stack.count() == 0
    # 12 does not beat difficulty 12: fails, the token stays.
    _type_face(qtbot, w, rifles, "12")
    _click(qtbot, w.declaration_rows[rifles].roll)
    assert _token(game, rifles) == "move"
    result = w.cell_text(rifles, D_RESULT)
    assert "12" in result and "13+" in result and "failed" in result
    (event,) = q.events(game, kind="control_test")
    assert event.dice == [12] and event.dice_source == "physical"
    assert event.chance == "2/5" and event.outcome["passed"] is False
    assert set(event.rule_ids) >= {"CMD-5", "CMD-6", "CMD-7"}
    assert not w.declaration_rows[rifles].roll.isEnabled()  # one test per turn
    # Undo, then 13 passes: Move -> Attack.
    doc.undo_stack.undo()
    assert q.events(game) == () and w.cell_text(rifles, D_RESULT) == ""
    _tick(qtbot, w, rifles) if not w.declaration_rows[rifles].tick.isChecked() else None
    _type_face(qtbot, w, rifles, "13")
    _click(qtbot, w.declaration_rows[rifles].roll)
    assert _token(game, rifles) == "attack"
    assert "passed" in w.cell_text(rifles, D_RESULT)
    assert q.events(game, kind="control_test")[0].outcome["passed"] is True


def test_two_step_change_refused_before_any_roll_cmd7(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    militia = ids["militia"]
    combo = w.declaration_rows[militia].wanted
    combo.setCurrentIndex(combo.findData("attack"))  # Defence -> Attack: two steps
    how = w.cell_text(militia, D_HOW)
    assert "Defence cannot change to Attack in one go" in how
    assert "CMD-7" in how
    assert not w.declaration_rows[militia].roll.isEnabled()
    _tick(qtbot, w, militia)
    _click(qtbot, w.roll_all)
    assert "cannot change to Attack in one go" in w.message()
    assert q.events(game) == () and _token(game, militia) == "defence"
    assert battle.document.undo_stack.count() == 0


def test_automatic_changes_for_cinc_and_full_command_group_cmd4(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    assert "with the C-in-C" in w.cell_text(ids["guards"], D_HOW)
    assert "full command group" in w.cell_text(ids["highlanders"], D_HOW)
    assert w.declaration_rows[ids["guards"]].chance.chance() == 1
    _tick(qtbot, w, ids["guards"])  # Move -> Attack by default
    _tick(qtbot, w, ids["highlanders"])  # Defence -> Move
    position = q.game_info(game).dice_position
    _click(qtbot, w.roll_all)
    assert _token(game, ids["guards"]) == "attack"
    assert _token(game, ids["highlanders"]) == "move"
    changes = q.events(game, kind="token_change")
    assert [e.inputs["unit_id"] for e in changes] == [ids["guards"], ids["highlanders"]]
    assert all("CMD-4" in e.rule_ids and e.dice == [] for e in changes)
    assert q.game_info(game).dice_position == position  # no die rolled
    assert w.cell_text(ids["guards"], D_RESULT) == "Move → Attack (at once)"


def test_reckless_defence_turns_to_move_on_7_cmd8(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    w.show_tab(RECKLESS)
    dragoons, hussars = ids["dragoons"], ids["hussars"]
    assert set(w.reckless_rows) == {dragoons, hussars}
    # Computed from the table: the Cuirassiers stand right in front of the Hussars.
    assert w.reckless_rows[hussars].enemy.isChecked()
    assert w.reckless_rows[hussars].chance.chance() == Fraction(1, 2)
    assert not w.reckless_rows[dragoons].enemy.isChecked()
    w.set_dice_mode("physical")
    face = w.reckless_rows[dragoons].face
    qtbot.keyClicks(face, "7")
    _click(qtbot, w.reckless_rows[dragoons].roll)
    assert _token(game, dragoons) == "move"
    (event,) = q.events(game, kind="reckless_roll")
    assert event.dice == [7] and event.chance == "1/2" and event.rule_ids == ["CMD-8"]
    assert event.outcome == {"token_before": "defence", "token": "move", "changed": True}
    assert not w.reckless_rows[dragoons].roll.isEnabled()
    # The declarations tab already sees the new token.
    assert w.plan.unit(dragoons).token == "move"


def test_reckless_overrule_enemy_in_front_is_logged_cmd8(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    hussars = ids["hussars"]
    w.reckless_rows[hussars].enemy.click()  # the players say: something is between
    assert not w.reckless_rows[hussars].enemy.isChecked()
    assert w.reckless_rows[hussars].chance.chance() == 0
    assert not w.reckless_rows[hussars].roll.isEnabled()  # Move without enemy: no roll
    w.reckless_rows[hussars].enemy.click()
    _click(qtbot, w.roll_reckless)  # virtual dice for both
    events = {e.inputs["unit_id"]: e for e in q.events(game, kind="reckless_roll")}
    assert set(events) == {ids["dragoons"], hussars}
    assert events[hussars].inputs["enemy_in_front"] is True
    assert events[hussars].dice_source == "virtual"


def test_undo_of_a_batch_restores_every_token_and_removes_events(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    _type_distance(qtbot, w, ids["fusiliers"], "8.9")
    for key in ("guards", "rifles", "fusiliers", "highlanders"):
        _tick(qtbot, w, ids[key])
    w.set_dice_mode("physical")
    _type_face(qtbot, w, ids["rifles"], "13")
    _type_face(qtbot, w, ids["fusiliers"], "8")
    before = {uid: _token(game, uid) for uid in ids.values()}
    _click(qtbot, w.roll_all)
    after = {uid: _token(game, uid) for uid in ids.values()}
    assert after[ids["rifles"]] == "attack" and after[ids["fusiliers"]] == "move"
    assert after[ids["guards"]] == "attack" and after[ids["highlanders"]] == "move"
    assert len(q.events(game)) == 4
    assert doc.undo_stack.count() == 1  # one macro
    doc.undo_stack.undo()
    assert {uid: _token(game, uid) for uid in ids.values()} == before
    assert q.events(game) == ()
    assert all(w.cell_text(ids[k], D_RESULT) == "" for k in ("guards", "rifles", "fusiliers"))
    doc.undo_stack.redo()
    assert {uid: _token(game, uid) for uid in ids.values()} == after
    assert len(q.events(game)) == 4


def test_roll_all_with_one_bad_face_changes_nothing(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    _tick(qtbot, w, ids["guards"])
    _tick(qtbot, w, ids["rifles"])
    w.set_dice_mode("physical")
    _type_face(qtbot, w, ids["rifles"], "21")
    _click(qtbot, w.roll_all)
    assert "21 is not a d20 face" in w.message()
    assert q.events(game) == () and doc.undo_stack.count() == 0
    assert _token(game, ids["guards"]) == "move"


def test_placement_is_one_undoable_macro_cmd2(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    w.show_tab(PLACEMENT)
    w.placement_picker(ids["militia"]).setCurrentIndex(
        w.placement_picker(ids["militia"]).findData("attack")
    )
    w.placement_picker(ids["rifles"]).setCurrentIndex(
        w.placement_picker(ids["rifles"]).findData("defence")
    )
    _click(qtbot, w.apply_placement)
    assert _token(game, ids["militia"]) == "attack" and _token(game, ids["rifles"]) == "defence"
    assert doc.undo_stack.count() == 1
    (event,) = q.events(game, kind="token_placement")
    assert event.rule_ids == ["CMD-2"]
    assert {(r["unit_id"], r["from"], r["token"]) for r in event.inputs["tokens"]} == {
        (ids["militia"], "defence", "attack"),
        (ids["rifles"], "move", "defence"),
    }
    doc.undo_stack.undo()
    assert q.events(game) == ()
    assert _token(game, ids["militia"]) == "defence" and _token(game, ids["rifles"]) == "move"
    # Once applied, the pickers follow the stored tokens (here restored by the undo).
    assert w.placement_picker(ids["militia"]).currentData() == "defence"
    # A token changed elsewhere (a control test) shows in the pickers too: applying the
    # placement again must not silently put back an old token.
    sv.set_token(game, ids["rifles"], "attack")
    battle.document.notify(None)
    assert w.placement_picker(ids["rifles"]).currentData() == "attack"
    # A pick not applied yet is kept across reloads; Revert goes back to the stored tokens.
    picker = w.placement_picker(ids["militia"])
    picker.setCurrentIndex(picker.findData("move"))
    battle.document.notify(None)
    assert w.placement_picker(ids["militia"]).currentData() == "move"
    _click(qtbot, w.revert_placement)
    assert w.placement_picker(ids["militia"]).currentData() == "defence"
    # The other side's regiments are placed from the same tab.
    red = q.order_of_battle(game).sides[1].id
    w.select_placement_side(red)
    assert w.placement_picker(ids["cuirassiers"]).currentData() == "attack"


def test_charge_refusal_for_the_charge_tools_cmd1(battle):
    game, ids = battle.game, battle.ids
    ruleset = load_preset("combined")
    assert "Attack token" in charge_refusal(q.unit(game, ids["rifles"]), ruleset)
    assert charge_refusal(q.unit(game, ids["cuirassiers"]), ruleset) is None
    no_tokens = load_preset("fantasy_charge")
    assert charge_refusal(q.unit(game, ids["rifles"]), no_tokens) is None


def test_window_is_registered_as_a_tool_dock():
    from adjutant.windows.main_window import TOOL_WINDOWS

    (spec,) = [t for t in TOOL_WINDOWS if t.key == "command"]
    assert spec.target == "adjutant.windows.command:CommandWindow"


def test_closed_document_empties_the_window(battle):
    battle.document.detach()
    assert battle.window.declaration_rows == {}
    assert not battle.window.isEnabled()


def test_a_new_turn_forgets_last_turns_typed_distances_and_ticks(battle, qtbot):
    from adjutant.undo.service import run_service

    w, ids = battle.window, battle.ids
    _type_distance(qtbot, w, ids["fusiliers"], "8.9")
    _tick(qtbot, w, ids["rifles"])
    assert w.typed_distances() == {ids["fusiliers"]: "8.9"}
    run_service(battle.document, "Next turn", sv.next_turn)
    assert w.plan.turn == 2
    assert w.typed_distances() == {}
    assert not w.declaration_rows[ids["rifles"]].tick.isChecked()
    assert w.declaration_of(ids["fusiliers"]).state == "no_distance"


def test_window_speaks_russian_after_a_language_switch(battle, qapp):
    from adjutant.i18n import Translations

    translations = Translations(qapp)
    try:
        translations.switch("ru")
        qapp.processEvents()
        w, ids = battle.window, battle.ids
        assert w.windowTitle() == "Жетоны приказов"  # the dock title ("ToolWindows") says the same
        assert w.tabs.tabText(0) == "Расстановка"
        assert w.cell_text(ids["rifles"], D_HOW) == "Проверка контроля (CMD-5)"
        assert w.declaration_rows[ids["rifles"]].chance.text() == "40 %"
    finally:
        translations.switch("en")
        qapp.processEvents()
    assert battle.window.tabs.tabText(0) == "Placement"


def test_place_tokens_refuses_bad_input_and_changes_nothing_cmd2(battle):
    from adjutant.store import InvalidField
    from adjutant.store.command_services import place_tokens

    game, ids = battle.game, battle.ids
    with pytest.raises(InvalidField, match="token"):
        place_tokens(game, {ids["militia"]: "attack", ids["rifles"]: "charge"})
    with pytest.raises(InvalidField, match="unit_id"):
        place_tokens(game, {ids["militia"]: "attack", 9999: "move"})
    assert _token(game, ids["militia"]) == "defence"
    assert q.events(game) == ()

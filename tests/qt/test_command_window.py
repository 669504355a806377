"""The command tokens window driven through its widgets (issues 4, 14, 15; RULES.md CMD-1..8).

A real temporary game (tests/command_battle.py): Blue's C-in-C is with the Foot Guards;
the Rifles stand 11.3 away on the table (seed example 1); the Fusiliers (a
standard-bearer) are off the table and their 8.9 is typed in (seed example 2); the
Highlanders have a full command group; the Dragoons and Hussars are reckless, a Red
regiment stands right in front of the Hussars. The window is dock-sized; every roll
goes through a roll card, every declaration through the declarations table.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QRadioButton

from adjutant.qtmodels.command_models import ROLE_UNIT_ID, DeclarationModel, PlacementModel
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.roll_cards import CardState
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.undo.service import run_service
from adjutant.windows.command import (
    DECLARATIONS,
    PLACEMENT,
    RECKLESS,
    CommandWindow,
)
from adjutant.windows.widgets.roll_card import CARD_MIN_WIDTH
from command_battle import build_scenario

# Showing a window offscreen makes Qt note that the plugin cannot propagate size hints.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

DOCK = (460, 620)  # about the tool dock of a 1366x768 screen


class Battle:
    def __init__(self, game, ids, document, window):
        self.game, self.ids, self.document, self.window = game, ids, document, window


@pytest.fixture
def battle(game_path, show_tool):
    game, ids = build_scenario(game_path)
    window, document = show_tool(CommandWindow, game, DOCK)
    yield Battle(game, ids, document, window)
    window.close()


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def declare(window: CommandWindow, unit_id: int, token: str | None) -> None:
    """CMD-3 as the table's picker does it (the Declarations page shown)."""
    window.show_tab(DECLARATIONS)
    assert window.declarations.declare(unit_id, token)
    QApplication.processEvents()  # a new card is shown by the event loop


def card(window: CommandWindow, unit_id: int):
    found = window.declaration_card(unit_id)
    assert found is not None, unit_id
    return found


def type_distance(qtbot, window: CommandWindow, unit_id: int, text: str) -> None:
    field = card(window, unit_id).editor().field
    field.setFocus()
    field.clear()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def type_face(qtbot, roll_card, text: str) -> None:
    assert roll_card.faces.isVisible(), "the card takes typed faces"
    roll_card.faces.clear()
    qtbot.keyClicks(roll_card.faces, text)


def physical(battle: Battle) -> None:
    """The game's one dice switch (the toolbar's), set to physical dice."""
    run_service(battle.document, "Change dice mode", sv.set_dice_mode, "physical")
    QApplication.processEvents()


def token(game, unit_id: int) -> str | None:
    return q.unit(game, unit_id).token


# ---------------------------------------------------------------- the steps


def test_tabs_in_turn_order_cmd8_option(battle, qtbot, tmp_path):
    assert battle.window.tab_keys() == [PLACEMENT, RECKLESS, DECLARATIONS]
    assert battle.window.tabs.currentWidget() is battle.window.reckless  # the first step
    game, _ids = build_scenario(tmp_path / "after.adjutant", reckless_before_declarations=False)
    document = GameDocument()
    document.attach(game)
    window = CommandWindow(document)
    qtbot.addWidget(window)
    assert window.tab_keys() == [PLACEMENT, DECLARATIONS, RECKLESS]
    document.detach()


def test_no_dice_switch_of_its_own_the_cards_follow_the_games(battle):
    w = battle.window
    assert w.findChildren(QRadioButton) == []
    assert not [b for b in w.findChildren(QAbstractButton) if "irtual" in b.objectName()]
    declare(w, battle.ids["rifles"], "attack")
    assert card(w, battle.ids["rifles"]).dice_mode() == "virtual"
    physical(battle)
    rifles = card(w, battle.ids["rifles"])
    assert rifles.dice_mode() == "physical" and rifles.faces.isVisible()
    assert w.reckless_card(battle.ids["dragoons"]).dice_mode() == "physical"
    rifles.toggle_mode()  # this card only (Ctrl+T)
    assert rifles.dice_mode() == "virtual" and not rifles.faces.isVisible()
    assert w.reckless_card(battle.ids["dragoons"]).dice_mode() == "physical"


def test_seed_examples_shown_before_rolling_cmd5_cmd6(battle, qtbot):
    w, ids = battle.window, battle.ids
    w.show_tab(DECLARATIONS)
    declare(w, ids["rifles"], "attack")
    declare(w, ids["fusiliers"], "move")
    # Example 1: measured 11.3 from the C-in-C's regiment -> difficulty 12, needs 13+, 40 %.
    rifles = w.declaration_of(ids["rifles"])
    assert rifles.state == "pending" and rifles.distance_source == "measured"
    assert rifles.distance == pytest.approx(11.3) and rifles.difficulty == 12
    shown = card(w, ids["rifles"])
    assert shown.editor().field.placeholderText() == "11.3 measured"
    assert shown.needs.text() == "needs 13+" and shown.chance.text() == "40 %"
    assert shown.chance.chance() == Fraction(2, 5)
    assert shown.note.text() == "Distance 11.3 (measured) → difficulty 12"
    # Example 2: 8.9 typed (off the table) with a standard-bearer -> 7, needs 8+, 65 %.
    assert w.declaration_of(ids["fusiliers"]).reason == "no_distance"
    assert card(w, ids["fusiliers"]).row().state is CardState.REFUSED
    assert "type the distance" in card(w, ids["fusiliers"]).note.text()
    type_distance(qtbot, w, ids["fusiliers"], "8.9")
    assert w.session.distances() == {ids["fusiliers"]: 8.9}
    fusiliers = card(w, ids["fusiliers"])
    assert fusiliers.needs.text() == "needs 8+" and fusiliers.chance.text() == "65 %"
    assert fusiliers.editor().field.text() == "8.9"
    # The breakdown is one key away: "?" lists the CMD-6 terms with their rules.
    fusiliers.focus_action()
    qtbot.keyClicks(fusiliers.roll, "?")
    assert fusiliers.breakdown.isVisible()
    assert fusiliers.breakdown.texts() == [
        ("Distance to the commander-in-chief, rounded up", "CMD-6", "9"),
        ("Incomplete command group (−2 per member)", "CMD-6", "−2"),
    ]


def test_typed_distance_wins_over_measured_and_is_logged_cmd6(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    declare(w, ids["rifles"], "attack")
    type_distance(qtbot, w, ids["rifles"], "3,5")  # a decimal comma is accepted too
    entry = w.declaration_of(ids["rifles"])
    assert entry.distance_source == "typed" and entry.distance == 3.5
    assert card(w, ids["rifles"]).needs.text() == "needs 5+"
    rifles = card(w, ids["rifles"])
    rifles.toggle_mode()  # type the face rolled at the table, for this card
    type_face(qtbot, rifles, "5")
    click(qtbot, rifles.roll)
    (event,) = q.events(game, kind="control_test")
    assert event.inputs["distance"] == 3.5 and event.inputs["distance_source"] == "typed"
    assert event.outcome["passed"] is True and event.dice == [5]


def test_a_bad_typed_distance_is_refused_and_changes_nothing(battle, qtbot):
    w, ids = battle.window, battle.ids
    declare(w, ids["fusiliers"], "move")
    type_distance(qtbot, w, ids["fusiliers"], "-2")
    editor = card(w, ids["fusiliers"]).editor()
    assert "is not a distance" in editor.error.text() and editor.error.isVisible()
    assert w.declaration_of(ids["fusiliers"]).reason == "no_distance"
    # Issue 22: the field shows what the card is worked out from (none typed: empty).
    assert editor.field.text() == ""
    assert q.events(battle.game) == () and battle.document.undo_stack.count() == 0


def test_physical_face_13_passes_12_fails_21_refused_cmd5(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    rifles = ids["rifles"]
    physical(battle)
    steps = doc.undo_stack.count()
    declare(w, rifles, "attack")
    # 21 is not a d20 face: refused on the card with a clear message, nothing changed.
    type_face(qtbot, card(w, rifles), "21")
    click(qtbot, card(w, rifles).roll)
    assert "21 is not a d20 face" in card(w, rifles).note.text()
    assert q.events(game) == () and token(game, rifles) == "move"
    assert doc.undo_stack.count() == steps
    # 12 does not beat difficulty 12: fails, the token stays.
    type_face(qtbot, card(w, rifles), "12")
    click(qtbot, card(w, rifles).roll)
    assert token(game, rifles) == "move"
    result = card(w, rifles).result.text()
    assert "12" in result and "13+" in result and "failed" in result
    (event,) = q.events(game, kind="control_test")
    assert event.dice == [12] and event.dice_source == "physical"
    assert event.chance == "2/5" and event.outcome["passed"] is False
    assert set(event.rule_ids) >= {"CMD-5", "CMD-6", "CMD-7"}
    done = card(w, rifles)
    assert done.row().state is CardState.DONE and not done.roll.isVisible()  # one per turn
    assert done.chance.text() == "40 %"  # the chance stays on the card
    # Undo, and the declaration is still there: 13 passes, Move -> Attack.
    doc.undo_stack.undo()
    assert q.events(game) == () and card(w, rifles).result.text() == ""
    type_face(qtbot, card(w, rifles), "13")
    click(qtbot, card(w, rifles).roll)
    assert token(game, rifles) == "attack"
    assert "passed" in card(w, rifles).result.text()
    assert q.events(game, kind="control_test")[0].outcome["passed"] is True


def test_a_good_roll_leaves_no_red_prompt(battle, qtbot):
    """Issue 15: after a passed test the card says so in green; no refusal lingers."""
    w, ids = battle.window, battle.ids
    physical(battle)
    declare(w, ids["rifles"], "attack")
    type_face(qtbot, card(w, ids["rifles"]), "21")
    click(qtbot, card(w, ids["rifles"]).roll)  # refused on the card (red there)
    type_face(qtbot, card(w, ids["rifles"]), "18")
    click(qtbot, card(w, ids["rifles"]).roll)
    done = card(w, ids["rifles"])
    assert "passed" in done.result.text() and "#2e8b57" in done.result.styleSheet()
    assert done.note.styleSheet() == "" and "21" not in done.note.text()
    assert not w.message.isVisible() or "color" not in w.message.styleSheet()


def test_two_step_change_refused_before_any_roll_cmd7(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    declare(w, ids["militia"], "attack")  # Defence -> Attack: two steps
    militia = card(w, ids["militia"])
    assert "Defence cannot change to Attack in one go" in militia.note.text()
    assert "CMD-7" in militia.note.text()
    assert militia.row().state is CardState.REFUSED and not militia.roll.isVisible()
    assert militia.chance.isHidden()
    # "Roll all" is all or nothing: the Guards' change waits for the Militia's to be fixed.
    declare(w, ids["guards"], "attack")
    click(qtbot, w.declarations.cards.roll_all)
    assert "cannot change to Attack in one go" in w.message.text()
    assert q.events(game) == () and token(game, ids["militia"]) == "defence"
    assert token(game, ids["guards"]) == "move"
    assert battle.document.undo_stack.count() == 0


def test_automatic_changes_for_cinc_and_full_command_group_cmd4(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    declare(w, ids["guards"], "attack")
    declare(w, ids["highlanders"], "move")
    guards, highlanders = card(w, ids["guards"]), card(w, ids["highlanders"])
    assert "with the C-in-C" in guards.note.text() and "CMD-4" in guards.note.text()
    assert "full command group" in highlanders.note.text()
    assert guards.note.text().startswith("No roll needed: changes at once")
    assert guards.chip.text() == "no roll needed" and guards.roll.text() == "Apply"
    assert w.declaration_of(ids["guards"]).chance == 1
    position = q.game_info(game).dice_position
    click(qtbot, w.declarations.cards.roll_all)
    assert token(game, ids["guards"]) == "attack"
    assert token(game, ids["highlanders"]) == "move"
    changes = q.events(game, kind="token_change")
    assert [e.inputs["unit_id"] for e in changes] == [ids["guards"], ids["highlanders"]]
    assert all("CMD-4" in e.rule_ids and e.dice == [] for e in changes)
    assert q.game_info(game).dice_position == position  # no die rolled
    assert card(w, ids["guards"]).result.text() == "Move → Attack (at once)"


def test_reckless_defence_turns_to_move_on_7_cmd8(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    w.show_tab(RECKLESS)
    dragoons, hussars = ids["dragoons"], ids["hussars"]
    assert [c.key for c in w.reckless.cards.cards()] == [dragoons, hussars]
    # Computed from the table: the Cuirassiers stand right in front of the Hussars.
    assert w.reckless_card(hussars).editor().box.isChecked()
    assert w.reckless_card(hussars).chance.chance() == Fraction(1, 2)
    assert w.reckless_card(hussars).editor().table.full_text() == "table: enemy in front"
    assert w.reckless_of(dragoons).enemy_in_front is False
    assert w.reckless_card(dragoons).editor() is None  # Defence: the enemy does not matter
    assert w.reckless_card(dragoons).test.text() == "Reckless roll: Defence → Move on 1–10"
    roll_card = w.reckless_card(dragoons)
    roll_card.toggle_mode()
    type_face(qtbot, roll_card, "7")
    qtbot.keyClick(roll_card.faces, Qt.Key.Key_Return)
    assert token(game, dragoons) == "move"
    (event,) = q.events(game, kind="reckless_roll")
    assert event.dice == [7] and event.chance == "1/2" and event.rule_ids == ["CMD-8"]
    assert event.outcome == {"token_before": "defence", "token": "move", "changed": True}
    assert not w.reckless_card(dragoons).roll.isVisible()
    assert w.reckless_card(dragoons).result.text() == "Rolled 7: Defence → Move"
    # The declarations already see the new token.
    assert w.plan.regiment(dragoons).token == "move"


def test_reckless_attack_says_no_roll_needed_not_0_percent(battle):
    """Issue 15: an Attack regiment needs no reckless roll: no "0 %", the reason shown."""
    w, ids = battle.window, battle.ids
    run_service(battle.document, "Token", sv.set_token, ids["dragoons"], "attack")
    attack = w.reckless_card(ids["dragoons"])
    assert attack.chance.isHidden() and attack.chance.chance() is None
    assert attack.note.text() == "No roll needed: Attack stays Attack (CMD-8)."
    assert not attack.roll.isVisible()


def test_reckless_overrule_enemy_in_front_is_logged_cmd8(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    hussars = ids["hussars"]
    w.show_tab(RECKLESS)
    w.reckless_card(hussars).editor().box.click()  # the players say: something is between
    assert not w.reckless_card(hussars).editor().box.isChecked()
    assert w.reckless_card(hussars).chance.chance() is None
    assert "No roll needed" in w.reckless_card(hussars).note.text()
    assert not w.reckless_card(hussars).roll.isVisible()  # Move without enemy: no roll
    w.reckless_card(hussars).editor().box.click()
    click(qtbot, w.reckless.cards.roll_all)  # virtual dice for both, one undo step
    events = {e.inputs["unit_id"]: e for e in q.events(game, kind="reckless_roll")}
    assert set(events) == {ids["dragoons"], hussars}
    assert events[hussars].inputs["enemy_in_front"] is True
    assert events[hussars].dice_source == "virtual"
    assert events[hussars].inputs["enemy_in_front_source"] == "measured"  # as the table says
    assert battle.document.undo_stack.count() == 1


def test_undo_of_a_batch_restores_every_token_and_removes_events(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    physical(battle)
    steps = doc.undo_stack.count()
    for key, wanted in (
        ("guards", "attack"),
        ("rifles", "attack"),
        ("fusiliers", "move"),
        ("highlanders", "move"),
    ):
        declare(w, ids[key], wanted)
    type_distance(qtbot, w, ids["fusiliers"], "8.9")
    type_face(qtbot, card(w, ids["rifles"]), "13")
    type_face(qtbot, card(w, ids["fusiliers"]), "8")
    before = {uid: token(game, uid) for key, uid in ids.items() if key not in ("blue", "red")}
    click(qtbot, w.declarations.cards.roll_all)
    after = {uid: token(game, uid) for uid in before}
    assert after[ids["rifles"]] == "attack" and after[ids["fusiliers"]] == "move"
    assert after[ids["guards"]] == "attack" and after[ids["highlanders"]] == "move"
    assert len(q.events(game)) == 4
    assert doc.undo_stack.count() == steps + 1  # one undo step
    doc.undo_stack.undo()
    assert {uid: token(game, uid) for uid in before} == before
    assert q.events(game) == ()
    assert all(card(w, ids[k]).result.text() == "" for k in ("guards", "rifles", "fusiliers"))
    doc.undo_stack.redo()
    assert {uid: token(game, uid) for uid in before} == after
    assert len(q.events(game)) == 4


def test_roll_all_with_one_bad_face_changes_nothing(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    physical(battle)
    steps = doc.undo_stack.count()
    declare(w, ids["guards"], "attack")
    declare(w, ids["rifles"], "attack")
    type_face(qtbot, card(w, ids["rifles"]), "21")
    click(qtbot, w.declarations.cards.roll_all)
    assert "21 is not a d20 face" in card(w, ids["rifles"]).note.text()
    assert "Rifles" in w.declarations.cards.status.text()
    assert q.events(game) == () and doc.undo_stack.count() == steps
    assert token(game, ids["guards"]) == "move"


def test_out_of_phase_asks_once_and_is_logged_as_such(battle, qtbot, monkeypatch):
    w, ids, game = battle.window, battle.ids, battle.game
    run_service(battle.document, "Next phase", sv.advance_phase)
    assert w.phase_note.isVisible() and "Charge" in w.phase_note.text()
    asked = []
    answer = [QMessageBox.StandardButton.No]

    def exec_(box):
        asked.append(box.text())
        return answer[0]

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    declare(w, ids["rifles"], "attack")
    declare(w, ids["guards"], "attack")
    click(qtbot, card(w, ids["rifles"]).roll)
    assert len(asked) == 1 and q.events(game) == ()  # declined: nothing rolled
    answer[0] = QMessageBox.StandardButton.Yes
    click(qtbot, card(w, ids["rifles"]).roll)
    click(qtbot, card(w, ids["guards"]).roll)
    assert len(asked) == 2  # asked again after a No, then not again in this phase
    events = q.events(game)
    assert [e.kind for e in events] == ["control_test", "token_change"]
    assert all(e.inputs.get("out_of_phase") is True and e.phase == "charge" for e in events)


# ---------------------------------------------------------------- keyboard only


def test_a_command_phase_with_the_keyboard_only(battle, qtbot):
    """Reckless d20, declarations and tests through the cards, Ctrl+Z, no mouse."""
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    undo = QAction(w)
    undo.setShortcut(QKeySequence.StandardKey.Undo)  # what the main window's Edit menu has
    undo.triggered.connect(doc.undo_stack.undo)
    w.addAction(undo)
    w.activateWindow()
    # CMD-8: the reckless page is the first step; Enter rolls the card with the focus.
    assert w.tabs.currentWidget() is w.reckless
    w.reckless.cards.focus_next_pending()
    assert w.reckless_card(ids["dragoons"]).roll.hasFocus()
    qtbot.keyClick(w.reckless_card(ids["dragoons"]).roll, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.reckless_card(ids["hussars"]).roll.hasFocus())
    qtbot.keyClick(w.reckless_card(ids["hussars"]).roll, Qt.Key.Key_Return)
    assert len(q.events(game, kind="reckless_roll")) == 2
    # CMD-3: on the declarations table, a row and a letter; Space for the usual step.
    w.show_tab(DECLARATIONS)
    table = w.declarations.table
    table.setFocus()
    model = w.declarations.model
    table.setCurrentIndex(model.index_of(ids["guards"], DeclarationModel.COL_UNIT))
    qtbot.keyClick(table, Qt.Key.Key_A)  # Guards: Move -> Attack
    qtbot.keyClick(table, Qt.Key.Key_Down)  # the Rifles
    assert table.currentIndex().data(ROLE_UNIT_ID) == ids["rifles"]
    qtbot.keyClick(table, Qt.Key.Key_Space)  # one step towards Attack
    assert w.session.declared == {ids["guards"]: "attack", ids["rifles"]: "attack"}
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_M)  # Fusiliers: Defence -> Move
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_M)
    qtbot.keyClick(table, Qt.Key.Key_Delete)  # the Highlanders after all: no change
    assert ids["highlanders"] not in w.session.declared
    # To the cards: the Fusiliers' distance, typed; Enter on each card.
    fusiliers = card(w, ids["fusiliers"])
    fusiliers.editor().field.setFocus()
    qtbot.keyClicks(fusiliers.editor().field, "8.9")
    qtbot.keyClick(fusiliers.editor().field, Qt.Key.Key_Return)
    assert card(w, ids["fusiliers"]).needs.text() == "needs 8+"
    w.declarations.cards.focus_next_pending()
    assert card(w, ids["guards"]).roll.hasFocus()
    qtbot.keyClick(card(w, ids["guards"]).roll, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: card(w, ids["rifles"]).roll.hasFocus())
    qtbot.keyClick(card(w, ids["rifles"]).roll, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: card(w, ids["fusiliers"]).roll.hasFocus())
    # The last one with a face rolled at the table: Ctrl+T, the face, Enter.
    qtbot.keyClick(
        card(w, ids["fusiliers"]).roll, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier
    )
    assert card(w, ids["fusiliers"]).faces.hasFocus()
    qtbot.keyClicks(card(w, ids["fusiliers"]).faces, "9")
    qtbot.keyClick(card(w, ids["fusiliers"]).faces, Qt.Key.Key_Return)
    kinds = [e.kind for e in q.events(game)]
    assert kinds == [
        "reckless_roll",
        "reckless_roll",
        "token_change",
        "control_test",
        "control_test",
    ]
    assert token(game, ids["fusiliers"]) == "move"  # 9 beats difficulty 7
    # Ctrl+Z takes the last roll back; its card is pending again, the 8.9 still typed.
    qtbot.keyClick(
        card(w, ids["fusiliers"]).result, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )
    assert len(q.events(game)) == 4 and token(game, ids["fusiliers"]) == "defence"
    assert card(w, ids["fusiliers"]).row().state is CardState.PENDING
    assert card(w, ids["fusiliers"]).editor().field.text() == "8.9"


# ---------------------------------------------------------------- placement (CMD-2)


def test_placement_is_one_undoable_action_cmd2(battle, qtbot):
    w, ids, game, doc = battle.window, battle.ids, battle.game, battle.document
    w.show_tab(PLACEMENT)
    page = w.placement
    assert page.pick(ids["militia"], "attack")
    # The keyboard: a row, then a token's letter.
    page.table.setFocus()
    page.table.setCurrentIndex(page.model.index_of(ids["rifles"], PlacementModel.COL_UNIT))
    qtbot.keyClick(page.table, Qt.Key.Key_D)
    place = page.model.index_of(ids["rifles"], PlacementModel.COL_PLACE)
    assert place.data(Qt.ItemDataRole.EditRole) == "defence"
    click(qtbot, page.apply)
    assert token(game, ids["militia"]) == "attack" and token(game, ids["rifles"]) == "defence"
    assert doc.undo_stack.count() == 1
    assert w.message.text() == "Tokens placed for Blue: 2."
    (event,) = q.events(game, kind="token_placement")
    assert event.rule_ids == ["CMD-2"]
    assert {(r["unit_id"], r["from"], r["token"]) for r in event.inputs["tokens"]} == {
        (ids["militia"], "defence", "attack"),
        (ids["rifles"], "move", "defence"),
    }
    doc.undo_stack.undo()
    assert q.events(game) == ()
    assert token(game, ids["militia"]) == "defence" and token(game, ids["rifles"]) == "move"

    def picked(key):
        index = page.model.index_of(ids[key], PlacementModel.COL_PLACE)
        return index.data(Qt.ItemDataRole.EditRole)

    # Once applied, the pickers follow the stored tokens (here restored by the undo).
    assert picked("militia") == "defence"
    # A token changed elsewhere shows in the pickers too: applying the placement again
    # must not silently put back an old token.
    sv.set_token(game, ids["rifles"], "attack")
    doc.notify(None)
    assert picked("rifles") == "attack"
    # A pick not applied yet is kept across reloads; Revert goes back to the stored tokens.
    page.pick(ids["militia"], "move")
    doc.notify(None)
    assert picked("militia") == "move"
    click(qtbot, page.revert)
    assert picked("militia") == "defence"
    # The other side's regiments are placed from the same tab.
    page.side.setCurrentIndex(page.side.findData(ids["red"]))
    page.side.activated.emit(page.side.currentIndex())
    assert picked("cuirassiers") == "attack"
    click(qtbot, page.apply)
    assert "Nothing to place" in w.message.text()


def test_place_tokens_refuses_bad_input_and_changes_nothing_cmd2(battle):
    from adjutant.store import InvalidField
    from adjutant.store.tools.command.placement import place_tokens

    game, ids = battle.game, battle.ids
    with pytest.raises(InvalidField, match="token"):
        place_tokens(game, {ids["militia"]: "attack", ids["rifles"]: "charge"})
    with pytest.raises(InvalidField, match="unit_id"):
        place_tokens(game, {ids["militia"]: "attack", 9999: "move"})
    assert token(game, ids["militia"]) == "defence"
    assert q.events(game) == ()


# ---------------------------------------------------------------- models


def test_the_models_pass_qtmodeltester(battle, qtmodeltester):
    w, ids = battle.window, battle.ids
    declare(w, ids["rifles"], "attack")
    qtmodeltester.check(w.declarations.model)
    qtmodeltester.check(w.placement.model)
    declarations = w.declarations.model
    rifles = declarations.index_of(ids["rifles"], DeclarationModel.COL_WANTED)
    assert rifles.data() == "→ Attack" and rifles.data(Qt.ItemDataRole.EditRole) == "attack"
    assert declarations.flags(rifles) & Qt.ItemFlag.ItemIsEditable
    assert not declarations.setData(rifles, "charge")  # not a token it may wish for
    unit = declarations.index_of(ids["rifles"], DeclarationModel.COL_UNIT)
    assert not declarations.flags(unit) & Qt.ItemFlag.ItemIsEditable


def test_names_are_plain_text_in_cards_and_tables(game_path, show_tool):
    game, ids = build_scenario(game_path)
    sv.update_unit(game, ids["rifles"], name="<b>Rifles</b> <img src='x'>")
    window, _document = show_tool(CommandWindow, game, DOCK)
    declare(window, ids["rifles"], "attack")
    shown = card(window, ids["rifles"])
    assert shown.title.full_text() == "<b>Rifles</b> <img src='x'>"
    assert shown.title.textFormat() == Qt.TextFormat.PlainText
    unit = window.declarations.model.index_of(ids["rifles"], DeclarationModel.COL_UNIT)
    assert "&lt;b&gt;Rifles" in unit.data(Qt.ItemDataRole.ToolTipRole)
    assert window.header.textFormat() == Qt.TextFormat.PlainText
    window.close()


# ---------------------------------------------------------------- the rest


def test_window_is_registered_as_a_tool_dock():
    from adjutant.windows.main_window import TOOL_WINDOWS

    (spec,) = [t for t in TOOL_WINDOWS if t.key == "command"]
    assert spec.target == "adjutant.windows.command:CommandWindow"


def test_closed_document_empties_the_window(battle):
    declare(battle.window, battle.ids["rifles"], "attack")
    battle.document.detach()
    assert battle.window.declarations.cards.cards() == []
    assert battle.window.declarations.model.rowCount() == 0
    assert not battle.window.isEnabled()


def test_a_new_turn_forgets_last_turns_typed_distances_and_declarations(battle, qtbot):
    w, ids = battle.window, battle.ids
    declare(w, ids["fusiliers"], "move")
    type_distance(qtbot, w, ids["fusiliers"], "8.9")
    declare(w, ids["rifles"], "attack")
    assert w.session.distances() == {ids["fusiliers"]: 8.9}
    run_service(battle.document, "Next turn", sv.next_turn)
    assert w.plan.turn == 2
    assert w.session.distances() == {} and w.session.declared == {}
    assert w.declarations.cards.cards() == []


def test_window_speaks_russian_after_a_language_switch(battle, qapp):
    from adjutant.i18n import Translations

    w, ids = battle.window, battle.ids
    declare(w, ids["rifles"], "attack")
    translations = Translations(qapp)
    try:
        translations.switch("ru")
        qapp.processEvents()
        assert w.windowTitle() == "Жетоны приказов"  # the dock title ("ToolWindows") says the same
        assert w.tabs.tabText(0) == "Расстановка"
        assert card(w, ids["rifles"]).test.text() == "Проверка контроля: Движение → Атака"
        assert card(w, ids["rifles"]).chance.text() == "40 %"
        header = w.declarations.model.headerData(0, Qt.Orientation.Horizontal)
        assert header == "Полк"
    finally:
        translations.switch("en")
        qapp.processEvents()
    assert w.tabs.tabText(0) == "Placement"
    assert card(w, ids["rifles"]).test.text() == "Control test: Move → Attack"


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_no_card_is_wider_than_420_px_cmd_issue15(qapp, tmp_path, show_tool, language):
    """Every card of the sample battle's command step fits the narrowest dock, no
    horizontal scroll, the Roll button reachable, in all three languages."""
    from adjutant.i18n import Translations
    from adjutant.store.services.sample import create_sample

    translations = Translations(qapp)
    translations.switch(language)
    try:
        game = create_sample(tmp_path / "sample.adjutant", seed=3)
        window, _document = show_tool(CommandWindow, game, (CARD_MIN_WIDTH, 560))
        names = {r.unit: r.unit_id for r in window.plan.regiments}
        for name, wanted in (
            ("1st Foot Guards", "attack"),
            ("2nd Coldstream Guards", "attack"),  # refused: two steps (CMD-7)
            ("1st Royal Scots", "move"),
            ("92nd Gordon Highlanders", "attack"),  # refused: reckless roll first (CMD-8)
            ("6th Inniskilling Dragoons", "move"),
        ):
            declare(window, names[name], wanted)
        window.roll_declaration(names["6th Inniskilling Dragoons"], (19,))  # a done card
        qapp.processEvents()
        for page in (window.reckless, window.declarations):
            window.tabs.setCurrentWidget(page)
            qapp.processEvents()
            cards = page.cards.cards()
            assert cards
            viewport = page.cards.scroll.viewport().width()
            assert viewport <= CARD_MIN_WIDTH
            for roll_card in cards:
                hint = roll_card.minimumSizeHint().width()
                assert hint <= viewport, (language, roll_card.row().title, hint, viewport)
                assert roll_card.width() <= viewport
                if roll_card.row().rollable:
                    button = roll_card.roll.geometry()
                    assert button.right() <= roll_card.width(), roll_card.row().title
        tabs = window.tabs.tabBar()
        assert sum(tabs.tabRect(i).width() for i in range(tabs.count())) <= window.tabs.width()
        window.close()
    finally:
        translations.switch("en")

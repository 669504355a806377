"""Two players play a whole turn through the real main window (issues 2-11, end to end).

Everything goes through :class:`adjutant.windows.main_window.MainWindow` as a player
drives it: File > Open on the sample battle (``adjutant.store.services.sample.create_sample``),
the tool docks' own widgets (tabs, combos, buttons, typed faces), the battlefield
view (a mouse drag), Turn > Next phase / Next turn, Edit > Undo / Redo, File > Close,
File > Open Recent and File > Export Turn Summary as PDF (the file dialogs
monkeypatched). After each undo and redo the order of battle, the turn log and the
battlefield must show what the game file holds. Settings and data are isolated per
test; a message box fails the test (nothing was expected to go wrong).
"""

from __future__ import annotations

import re
import subprocess
import unicodedata
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog

from adjutant.qtmodels.log_model import COL_KIND, COL_SUMMARY, EventRole
from adjutant.qtmodels.oob_model import COL_CASUALTIES, COL_STATUS, COL_TOKEN, choice_label
from adjutant.rules.geometry import Quarter, distance
from adjutant.store.read import queries
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.melee import recorder as ms
from adjutant.windows.battlefield_items import to_scene
from adjutant.windows.command import DECLARATIONS, RECKLESS
from adjutant.windows.hex import TAB_ATTACK, TAB_MOVE, TAB_TURN
from adjutant.windows.hex.canvas import hex_center
from adjutant.windows.main_window import MainWindow
from adjutant.windows.melee.window import TAB_ROUND, TAB_SUPPORT
from adjutant.windows.summary_print import SummaryScopeDialog
from poppler_tools import needs_poppler
from view_mouse import click as click_view
from view_mouse import drag

# The offscreen plugin cannot propagate size hints nor raise a floating dock's window.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")
needs_pdftotext = needs_poppler("pdftotext")


# ------------------------------------------------------------------------ the table
@pytest.fixture
def sandbox(sandbox):
    """tests/conftest.py's sandbox, its data folder made beforehand."""
    (sandbox / "data").mkdir()
    return sandbox


@pytest.fixture
def window(qtbot, sandbox, messages):
    main = MainWindow()
    qtbot.addWidget(main)
    main.resize(1600, 1000)
    main.show()
    qtbot.waitExposed(main)
    main.build_tool_windows()
    yield main
    main.document.detach()
    main.translations.switch("en")


@pytest.fixture
def sample(sandbox):
    path = sandbox / "data" / "hougemont.adjutant"
    create_sample(path).close()
    return path


def open_by_menu(window, monkeypatch, path: Path) -> None:
    """File > Open…, the dialog answering ``path``."""
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    window.open_action.trigger()
    assert window.document.is_open and Path(window.document.game.path) == path


def tool(window, key: str):
    """Raise a tool dock as a player clicks its tab; the widget, up to date."""
    dock = window.tool_dock(key)
    dock.show()
    dock.raise_()
    return window.tool_widget(key)


def tr(context: str, source: str) -> str:
    """The text a player sees for ``source`` in the interface's language."""
    return QCoreApplication.translate(context, source)


def game(window):
    return window.document.game


def units_by_name(window) -> dict[str, int]:
    oob = queries.order_of_battle(game(window))
    return {u.name: u.id for s in oob.sides for u in s.all_units()}


def click(qtbot, button) -> None:
    assert button.isEnabled(), button.objectName() or button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_into(qtbot, field, text: str) -> None:
    field.clear()
    qtbot.keyClicks(field, text)


# ------------------------------------------------------------------------ what must agree
def snapshot(window) -> dict:
    """The game as the file holds it: turn, tokens/status/casualties, footprints, events."""
    g = game(window)
    info = queries.game_info(g)
    oob = queries.order_of_battle(g)
    return {
        "when": (info.turn, info.active_side_id, info.phase, info.dice_position),
        "units": {
            u.id: (u.token, u.status, u.casualties) for s in oob.sides for u in s.all_units()
        },
        "footprints": {
            i: (round(f.x, 6), round(f.y, 6), round(f.facing, 6))
            for i, f in queries.battlefield(g).footprints.items()
        },
        "events": [(e.id, e.kind, e.summary) for e in queries.events(g)],
        "combats": [(c.id, c.round, c.last_winner, c.is_open) for c in queries.combats(g, False)],
        "figures": {
            f.id: (f.q, f.r, f.facing, f.extra_action_spent, f.out_of_action)
            for b in queries.hex_boards(g)
            for f in b.figures
        },
    }


def assert_views_agree(window) -> None:
    """The order of battle, the turn log's rows and the battlefield show the file's state."""
    g = game(window)
    info = queries.game_info(g)
    oob = queries.order_of_battle(g)
    model = tool(window, "oob").model
    for unit in (u for s in oob.sides for u in s.all_units()):
        shown = model.unit_info(unit.id)
        assert (shown.token, shown.status, shown.casualties) == (
            unit.token,
            unit.status,
            unit.casualties,
        ), unit.name
        # What the player reads in the tree: the token, the status, the casualties.
        assert [model.unit_index(unit.id, c).data() for c in (COL_TOKEN, COL_STATUS)] == [
            choice_label("token", unit.token),
            choice_label("status", unit.status),
        ], unit.name
        assert model.unit_index(unit.id, COL_CASUALTIES).data() == str(unit.casualties)
    log = tool(window, "log").model
    stored = [e.id for e in reversed(queries.events(g, turn=info.turn))]
    assert [log.index(r, 0).data(EventRole).id for r in range(log.rowCount())] == stored
    assert log.turn == info.turn
    scene = window.centralWidget().scene
    footprints = queries.battlefield(g).footprints
    assert set(scene.units) == set(footprints)
    for unit_id, fp in footprints.items():
        shown = scene.units[unit_id].footprint()
        assert (shown.x, shown.y, shown.facing) == pytest.approx((fp.x, fp.y, fp.facing)), unit_id


def pdf_text(path: Path) -> str:
    # -raw: the text in drawing order, so a table cell's lines stay together. UTF-8
    # whatever the OS's code page; NFKC undoes the ligatures that some fonts (DejaVu
    # Sans: "ff") put in the PDF and others do not.
    out = subprocess.run(
        ["pdftotext", "-raw", "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        encoding="utf-8",
        check=True,
    )
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", out.stdout))


def export_pdf(window, monkeypatch, qtbot, target: Path, turn: int) -> Path:
    """File > Export Turn Summary as PDF…: the scope dialog driven to ``turn``."""
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    seen = {}

    def drive():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SummaryScopeDialog)
        dialog.turn_box.setValue(turn)  # picks "Turn:" too
        seen["scope"] = dialog.scope()
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    QTimer.singleShot(0, drive)
    window.summary_actions.pdf_action.trigger()
    assert seen["scope"] == (turn, False)
    assert target.is_file()
    return target


# ------------------------------------------------------------------------ the turn
def declare(qtbot, command, unit_id: int, letter: Qt.Key) -> None:
    """CMD-3 as a player does it: the regiment's row of the declarations table, then the
    token's letter (D, M or A)."""
    table = command.declarations.table
    table.setFocus()
    table.setCurrentIndex(command.declarations.model.index_of(unit_id, 0))
    qtbot.keyClick(table, letter)
    QApplication.processEvents()  # the new card is shown by the event loop


def play_command_phase(window, qtbot, names) -> None:
    """CMD-8 reckless roll, CMD-5/6 control tests (typed face and virtual), CMD-4."""
    g = game(window)
    command = tool(window, "command")
    assert command.tab_keys()[1:] == [RECKLESS, DECLARATIONS]  # CMD-8 before CMD-3
    # CMD-8: the 92nd stands with the 4e de Ligne right in front (computed from the table).
    command.show_tab(RECKLESS)
    gordons = names["92nd Gordon Highlanders"]
    card = command.reckless_card(gordons)
    assert card.editor().box.isChecked() and card.chance.chance() == Fraction(1, 2)
    click(qtbot, card.mode)  # this roll with the dice at the table ("Type faces")
    type_into(qtbot, card.faces, "4")
    click(qtbot, card.roll)
    assert queries.unit(g, gordons).token == "attack"
    # CMD-3..7: three declarations, each rolled from its own card.
    command.show_tab(DECLARATIONS)
    guards, scots, inniskillings = (
        names["1st Foot Guards"],
        names["1st Royal Scots"],
        names["6th Inniskilling Dragoons"],
    )
    declare(qtbot, command, guards, Qt.Key.Key_A)
    declare(qtbot, command, scots, Qt.Key.Key_M)
    declare(qtbot, command, inniskillings, Qt.Key.Key_M)
    # CMD-4: the C-in-C is with the Guards: Move -> Attack at once, no die.
    assert command.declaration_of(guards).state == "automatic"
    click(qtbot, command.declaration_card(guards).roll)
    assert queries.unit(g, guards).token == "attack"
    # CMD-5/6 with a typed face: 17 inches from the Guards, no command group -> needs 18+.
    decl = command.declaration_of(inniskillings)
    assert (decl.state, decl.difficulty, decl.needed) == ("pending", 17, 18)
    card = command.declaration_card(inniskillings)
    assert card.chance.chance() == Fraction(3, 20)
    click(qtbot, card.mode)  # this roll with the dice at the table
    type_into(qtbot, card.faces, "19")
    click(qtbot, card.roll)
    assert queries.unit(g, inniskillings).token == "move"
    assert "19" in command.declaration_card(inniskillings).result.text()
    # CMD-5/6 with virtual dice: 14.04 away (corner to corner) -> 15, a standard-bearer -2
    # -> 13, needs 14+ (7 in 20).
    footprints = queries.battlefield(g).footprints
    gap = distance(footprints[guards].to_rules(), footprints[scots].to_rules())
    assert gap == pytest.approx((14**2 + 1) ** 0.5)
    decl = command.declaration_of(scots)
    assert decl.distance == pytest.approx(gap) and decl.distance_source == "measured"
    assert (decl.difficulty, decl.needed) == (13, 14)
    card = command.declaration_card(scots)
    assert card.chance.chance() == Fraction(7, 20)
    assert card.dice_mode() == "virtual"  # the game's one switch: Adjutant rolls
    click(qtbot, card.roll)
    (test,) = [e for e in queries.events(g, kind="control_test") if e.inputs["unit_id"] == scots]
    assert test.dice_source == "virtual" and test.chance == "7/20"
    passed = test.dice[0] >= 14
    assert test.outcome["passed"] is passed
    assert queries.unit(g, scots).token == ("move" if passed else "defence")
    kinds = [e.kind for e in queries.events(g)]
    assert kinds == ["reckless_roll", "token_change", "control_test", "control_test"]


def choose(combo, data) -> None:
    """Pick the entry holding ``data`` as a player does (activated + current index)."""
    index = combo.findData(data)
    assert index >= 0, (combo.objectName(), data)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def play_charge_phase(window, qtbot, names) -> None:
    """Move the Guards up by a drag, declare a charge on two targets, roll, see who is reached."""
    g = game(window)
    guards, leger, ligne = names["1st Foot Guards"], names["1er Léger"], names["1er de Ligne"]
    battlefield = window.centralWidget()
    before = window.document.undo_stack.count()
    drag(battlefield.view, to_scene(30, 8), to_scene(28, 26), steps=6)
    assert window.document.undo_stack.count() == before + 1  # one undoable move
    moved = queries.battlefield(g).footprints[guards]
    assert (moved.x, moved.y) == pytest.approx((28, 26), abs=0.2)
    footprints = queries.battlefield(g).footprints
    gap_leger = distance(moved.to_rules(), footprints[leger].to_rules())
    gap_ligne = distance(moved.to_rules(), footprints[ligne].to_rules())
    assert gap_leger == pytest.approx(6.5, abs=0.2) and gap_ligne == pytest.approx(9.5, abs=0.2)

    charge = tool(window, "charge")
    pick_row(qtbot, charge.charger_page.view, guards)
    qtbot.keyClick(charge.charger_page.view, Qt.Key.Key_Return)  # on to its targets
    for target in (leger, ligne):
        tick_row(qtbot, charge.targets_page.table, target)
    draft = charge.plan.draft
    assert charge.plan.charger(guards).refusal is None  # the Guards carry Attack now (CMD-1, CMD-4)
    assert {t.unit_id: t.distance for t in draft.targets} == pytest.approx(
        {leger: gap_leger, ligne: gap_ligne}
    )
    # CHG-3: Movement 6; the Leger is certain (needs 1+), the Ligne needs 4+: 1 - (3/6)^2.
    assert {t.unit_id: t.chance for t in draft.targets} == {leger: 1, ligne: Fraction(3, 4)}
    assert charge.targets_page.all_label.chance() == Fraction(3, 4)  # CHG-4: reaching both
    click(qtbot, charge.targets_page.declare_button)
    charge.tabs.setCurrentIndex(charge.tabs.indexOf(charge.roll_page))
    card = charge.roll_page.cards.card(guards)
    assert card.chance.chance() == Fraction(3, 4)  # the chance stays on the card as it rolls
    click(qtbot, card.mode)  # this card's dice: typed faces
    type_into(qtbot, card.faces, "3 2")
    click(qtbot, card.roll)
    (event,) = queries.events(g, kind="charge")
    assert event.outcome["range"] == 9 and event.dice == [3, 2]
    assert event.outcome["reached"] == [leger] and event.outcome["failed"] == [ligne]
    result = charge.roll_page.cards.card(guards).result.text()
    assert tr("ChargeWindow", "Reached: {targets}.").format(targets="1er Léger") in result
    assert tr("ChargeWindow", "Not reached: {targets}.").format(targets="1er de Ligne") in result


def pick_row(qtbot, view, unit_id: int) -> None:
    """Click the row of ``unit_id`` in a charge page's table (ROLE_UNIT)."""
    from adjutant.qtmodels.charge_models import ROLE_UNIT

    model = view.model()
    (row,) = [r for r in range(model.rowCount()) if model.index(r, 0).data(ROLE_UNIT) == unit_id]
    view.scrollTo(model.index(row, 0))
    rect = view.visualRect(model.index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def tick_row(qtbot, view, unit_id: int) -> None:
    """Make ``unit_id`` the current row of the targets table and tick it with Space."""
    pick_row(qtbot, view, unit_id)
    qtbot.keyClick(view, Qt.Key.Key_Space)


def play_melee_phase(window, qtbot, names) -> None:
    """Contact on the table, the round set up from it, a supporter, odds, typed hits, break."""
    g = game(window)
    guards, leger, coldstream = (
        names["1st Foot Guards"],
        names["1er Léger"],
        names["2nd Coldstream Guards"],
    )
    scene = window.centralWidget().scene
    # The charge reached the Leger: the Guards close to contact (their front on its front).
    scene.units[guards].setPos(to_scene(28, 32.5))
    assert scene.commit_moves()
    assert distance(
        queries.battlefield(g).footprints[guards].to_rules(),
        queries.battlefield(g).footprints[leger].to_rules(),
    ) == pytest.approx(0)
    # A click on the Guards selects them (and moves nothing: no undo step).
    depth = window.document.undo_stack.count()
    click_view(scene.views()[0], to_scene(28, 32.2))
    assert window.document.undo_stack.count() == depth
    assert window.document.selected_units == (guards,)
    melee = tool(window, "melee")
    click(qtbot, melee.selection_button)
    # MEL-3: the charge that reached the Leger this turn makes the Guards charge.
    assert [(f.unit_id, f.side, f.charging) for f in melee.session.round.setup.fighters] == [
        (guards, "a", True),
        (leger, "b", False),
    ]
    assert [(c.a, c.b, c.side_of_b, c.side_of_a, c.measured) for c in melee.setup.contacts] == [
        (guards, leger, Quarter.FRONT, Quarter.FRONT, True)
    ]
    # MEL-5/7: the players add the Coldstream Guards behind them (a manual supporter).
    melee.tabs.setCurrentIndex(TAB_SUPPORT)
    support = melee.support_page
    support.select_group(guards)
    choose(support.other_unit, coldstream)
    support.other_quarter.setCurrentIndex(support.other_quarter.findData(Quarter.REAR))
    click(qtbot, support.add_button)
    (line,) = [s for s in melee.plan.supports() if s.candidate == coldstream]
    assert (line.quarter, line.counts, line.manual) == (Quarter.REAR, True, True)
    assert melee.verdict_text(line).endswith(" — " + tr("MeleeStrings", "manual"))
    # MEL-10: the exact odds shown on the round's card before the roll add up to one.
    melee.tabs.setCurrentIndex(TAB_ROUND)
    card = melee.round_page.round_card()
    odds = melee.session.round.odds
    win, draw, lose = card.chance.chance(), odds.p_draw, odds.p_lose
    assert all(isinstance(p, Fraction) and 0 < p < 1 for p in (win, draw, lose))
    assert win + draw + lose == 1
    assert card.chance.text() in melee.summary.text()
    # Typed hits on this card (the game's dice are virtual): the Guards 4 hits, the Leger 1.
    click(qtbot, card.mode)
    editor = melee.round_page.editor()
    click(qtbot, editor.hits_mode)
    attacks = editor.attacks
    assert [a.side for a in attacks] == ["a", "b"]
    type_into(qtbot, editor.fields[0], "4")
    type_into(qtbot, editor.fields[1], "1")
    assert editor.typed_dice() == ms.MeleeDice.hits([4], [1])  # the hits are accepted
    click(qtbot, card.roll)
    (round_event,) = queries.events(g, kind="melee_round")
    outcome = round_event.outcome
    assert (outcome["winner"], outcome["score_a"], outcome["score_b"]) == ("a", 5, 1)
    assert round_event.chance == f"{win.numerator}/{win.denominator}"
    assert queries.unit(g, leger).casualties == 4 and queries.unit(g, guards).casualties == 1
    done = melee.round_page.cards.card(("done", round_event.id))
    assert "5–1" in done.result.text() and done.chance.chance() == win
    # The loser's break test, as the players rolled it: failed, the Leger breaks.
    assert melee.round_page.pending_break_tests() == [leger]
    assert melee.round_page.set_break_result(leger, False)
    click(qtbot, melee.round_page.break_button)
    assert queries.unit(g, leger).status == "broken"
    (brk,) = queries.events(g, kind="break_test")
    assert brk.outcome["broken"] == [leger] and brk.outcome["closed"] is True
    assert queries.combats(g) == ()


def play_odds_combat(window, qtbot) -> None:
    """ODD-1/2 with the sample CRT: 6 against 2 is 3-1; a 4 there is the house rule's NE.
    The combat is one roll card (issue 15): its chances shown, its own dice switched to
    the faces rolled at the table, the face typed, Enter."""
    g = game(window)
    odds = tool(window, "odds")
    crt = queries.crts(g)[0]
    assert odds.current_table().id == crt.id
    panel = odds.combat
    type_into(qtbot, panel.attack_edit, "6")
    type_into(qtbot, panel.defence_edit, "2")
    assert panel.plan.column == "3-1"
    codes = {crt.result("3-1", roll) for roll in range(1, crt.die_sides + 1)}
    assert "NE" in codes and sum(panel.chance_of(code) for code in codes) == 1
    card = panel.card()
    click(qtbot, card.mode)  # "Type faces": this roll only
    type_into(qtbot, card.faces, "4")
    click(qtbot, card.roll)
    (event,) = queries.events(g, kind="odds_combat")
    assert (event.outcome["column"], event.outcome["result"]) == ("3-1", "NE")
    assert event.outcome["table_result"] == crt.result("3-1", 4, house_rules=False) != "NE"
    assert (
        tr("CombatPanel", "Roll {face} on column {column}: {code}").format(
            face=4, column="3-1", code="NE"
        )
        in panel.card().result.text()
    )


def record_states(window) -> dict[int, dict]:
    """The file's state after each step on the undo stack (index -> snapshot), kept up to date."""
    states = {window.document.undo_stack.index(): snapshot(window)}

    def record(index: int) -> None:
        states[index] = snapshot(window)

    window.document.undo_stack.indexChanged.connect(record)
    states["stop"] = lambda: window.document.undo_stack.indexChanged.disconnect(record)
    return states


def play_turn(window, qtbot, names, before_next_turn=lambda: None) -> dict:
    """Turn 1 of the sample battle, every tool in play; returns the recorded states."""
    states = record_states(window)
    play_command_phase(window, qtbot, names)
    assert_views_agree(window)
    window.turn_bar.next_phase_action.trigger()
    assert queries.game_info(game(window)).phase == "charge"
    play_charge_phase(window, qtbot, names)
    assert_views_agree(window)
    window.turn_bar.next_phase_action.trigger()  # movement
    window.turn_bar.next_phase_action.trigger()  # melee
    assert queries.game_info(game(window)).phase == "melee"
    play_melee_phase(window, qtbot, names)
    assert_views_agree(window)
    play_odds_combat(window, qtbot)
    assert_views_agree(window)
    before_next_turn()
    window.turn_bar.next_turn_action.trigger()
    info = queries.game_info(game(window))
    assert (info.turn, info.phase) == (2, "command")
    assert window.turn_bar.turn_label.text() == tr("TurnBar", "Turn {turn}").format(turn=2)
    assert tool(window, "log").model.rowCount() == 0  # a new turn, a fresh log
    assert_views_agree(window)
    states.pop("stop")()
    return states


def undo_and_redo(window, states: dict, steps: int) -> list[str]:
    """Edit > Undo ``steps`` times then Edit > Redo as often; each step must show exactly the
    state the game had then. Returns the undone labels, newest first."""
    stack = window.document.undo_stack
    top = stack.index()
    labels = []
    for _ in range(steps):
        labels.append(stack.undoText())
        window.undo_action.trigger()
        assert snapshot(window) == states[stack.index()], labels[-1]
        assert_views_agree(window)
    for _ in range(steps):
        window.redo_action.trigger()
        assert snapshot(window) == states[stack.index()], stack.undoText()
        assert_views_agree(window)
    assert stack.index() == top
    return labels


def reopen(window) -> None:
    """File > Close Game, then the first entry of File > Open Recent."""
    path = Path(game(window).path)
    window.close_action.trigger()
    assert not window.document.is_open
    window.recent_menu.aboutToShow.emit()
    first = window.recent_menu.actions()[0]
    assert first.text().endswith(path.name)
    first.trigger()
    assert window.document.is_open and Path(game(window).path) == path


def play_undo_redo_reopen(window, qtbot, monkeypatch, sample, before_next_turn=lambda: None):
    """Open the sample by the menu, play turn 1 and turn over, undo 8 steps and redo them,
    close and reopen: the same game. Returns the undone labels."""
    open_by_menu(window, monkeypatch, sample)
    names = units_by_name(window)
    states = play_turn(window, qtbot, names, before_next_turn)
    final = snapshot(window)
    labels = undo_and_redo(window, states, 8)
    assert snapshot(window) == final
    reopen(window)
    assert snapshot(window) == final
    assert_views_agree(window)
    return labels


@needs_pdftotext
def test_play_a_whole_turn_cmd4_cmd8_chg4_mel10_odd2_through_the_main_window(
    window, sample, qtbot, monkeypatch, messages, tmp_path
):
    labels = play_undo_redo_reopen(window, qtbot, monkeypatch, sample)
    assert labels == [
        tr("TurnBar", "Next turn"),
        tr("CombatPanel", "Odds combat"),
        tr("MeleeWindow", "Break test"),
        tr("MeleeWindow", "Melee round"),
        tr("BattlefieldScene", "Move unit"),
        tr("TurnBar", "Next phase"),
        tr("TurnBar", "Next phase"),
        tr("ChargeWindow", "Charge: {unit}").format(unit="1st Foot Guards"),
    ]
    assert labels[0] == "Next turn"
    # The summary of turn 1: every event of the turn is in the PDF.
    pdf = pdf_text(export_pdf(window, monkeypatch, qtbot, tmp_path / "turn1.pdf", 1))
    assert_every_event_in(pdf, game(window), turn=1)
    for text in (
        "Turn 1",
        "d20: 4 Move → Attack",  # CMD-8
        "automatic: with the commander-in-chief",  # CMD-4
        "d20: 19 passed: Move",  # CMD-5, typed face
        "needs 14+",  # CMD-6, virtual die
        "reached: 1er Léger failed: 1er de Ligne",  # CHG-4
        "hits 4–1, score 5–1 1st Foot Guards wins",  # MEL-10
        "attack 6 : defence 2 → column 3-1",  # ODD-1
        "NE No effect",  # ODD-2
        "1er Léger fails",  # the break test
        "1er Léger fresh broken +4 (total 4)",
    ):
        assert text in pdf, text
    assert messages == []


def assert_every_event_in(pdf: str, g, turn: int) -> None:
    """Each event of ``turn`` has a row in the summary: its kind (as many rows as events of
    that kind) and the units it names."""
    from adjutant.windows.summary import kind_name

    events = queries.events(g, turn=turn)
    assert len(events) >= 8
    names = {u.id: u.name for s in queries.order_of_battle(g).sides for u in s.all_units()}
    for kind in {e.kind for e in events}:
        label = re.sub(r"<[^>]+>", "", kind_name(kind))
        count = sum(e.kind == kind for e in events)
        assert pdf.count(label) >= count, (label, count)
    for event in events:
        mentioned = [
            event.inputs.get("unit"),
            *(
                names[int(i)]
                for i in event.inputs.get("units_a", []) + event.inputs.get("units_b", [])
            ),
        ]
        mentioned += [names[int(i)] for i in (event.outcome.get("results") or {})]
        for name in filter(None, mentioned):
            assert name in pdf, (event.kind, name)


CYRILLIC = re.compile("[А-Яа-яЁё]")


@needs_pdftotext
def test_the_same_turn_in_russian_log_and_summary_in_russian(
    window, sample, qtbot, monkeypatch, messages, tmp_path
):
    window.language_actions["ru"].trigger()  # View > Language > Русский, before the game
    assert window.file_menu.title() == "&Файл"
    rows_seen = []

    def read_the_log():
        log = tool(window, "log").model
        for row in range(log.rowCount()):
            rows_seen.append(
                tuple(log.index(row, column).data() for column in (COL_KIND, COL_SUMMARY))
            )

    labels = play_undo_redo_reopen(window, qtbot, monkeypatch, sample, read_the_log)
    assert labels[0] == "Следующий ход" and labels[-1].endswith("1st Foot Guards")
    # The turn log of turn 1, as the players saw it before turning over: all in Russian.
    assert len(rows_seen) == len(queries.events(game(window), turn=1)) == 8
    for kind, summary in rows_seen:
        assert CYRILLIC.search(kind), kind
        assert CYRILLIC.search(summary), summary
    # The printed summary of turn 1, in Russian.
    pdf = pdf_text(export_pdf(window, monkeypatch, qtbot, tmp_path / "ход1.pdf", 1))
    assert_every_event_in(pdf, game(window), turn=1)
    assert "Ход 1" in pdf and "Страница 1 из" in pdf
    for text in (
        "Бросок безрассудства 92nd Gordon Highlanders",  # CMD-8
        "автоматически: с главнокомандующим",  # CMD-4
        "d20: 19 успех: Движение",  # CMD-5
        "достигнуты: 1er Léger не достигнуты: 1er de Ligne",  # CHG-4
        "побеждает 1st Foot Guards",  # MEL-10
        "атака 6 : оборона 2 → колонка 3-1",  # ODD-1
        "Проверка стойкости: 1er Léger — не выдержала — бой окончен",  # the break test
        "12 Brunswick Leib-Battalion свежий Оборона",  # the legend: whole words
    ):
        assert text in pdf, text
    for english in ("Break test", "fails", "passed", "Turn 1", "reached", "Control test"):
        assert english not in pdf, english
    assert messages == []


# ------------------------------------------------------------------------ the hex skirmish
def click_hex(qtbot, board, h) -> None:
    """A click on a hex of the arena, through the canvas's viewport."""
    view = board.canvas
    point = view.mapFromScene(hex_center(h))
    assert view.viewport().rect().contains(point), h  # the player can see it
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def to_phase(window, phase: str) -> None:
    """Turn > Next phase until ``phase`` (moves belong to the movement phase, attacks and
    turns to the melee phase: issue 15)."""
    for _ in range(12):
        if queries.game_info(game(window)).phase == phase:
            return
        window.turn_bar.next_phase_action.trigger()
    raise AssertionError(f"never reached the {phase} phase")


def move_figure(qtbot, board, figure_id: int, face: str, path) -> None:
    """GLAD-0/1: the movement card's roll with a typed face, the path clicked hex by hex,
    confirmed."""
    board.tabs.setCurrentIndex(TAB_MOVE)
    click_hex(qtbot, board, path[0])  # a click on the figure selects it
    assert board.selected == figure_id
    card = board.move_page.card()
    if not card.faces.isVisibleTo(card):
        click(qtbot, card.mode)  # "Type faces": this card's rolls only
    type_into(qtbot, card.faces, face)
    click(qtbot, card.roll)
    for h in path[1:]:
        click_hex(qtbot, board, h)
    assert board.path == list(path), board.move_page.move_message.text()
    click(qtbot, board.move_page.confirm_move_button)


def figures(window) -> dict[str, object]:
    return {f.name.split()[0]: f for b in queries.hex_boards(game(window)) for f in b.figures}


def attack(qtbot, board, attacker_hex, target_hex, red: str, black: str, dice: tuple) -> Fraction:
    """GLAD-4/5 from the Attack page: click the attacker, then the target; ``dice`` (red,
    black) as its card shows before the roll; the faces typed on the card, red then black.
    Returns the chance shown."""
    board.tabs.setCurrentIndex(TAB_ATTACK)
    click_hex(qtbot, board, attacker_hex)
    click_hex(qtbot, board, target_hex)
    entry = board.session.attack((board.selected, board.target))
    assert (entry.attack_dice, entry.defence_dice) == dice
    card = board.attack_page.card(board.selected, board.target)
    assert card.row().dice == (sum(dice), 6)
    chance = card.chance.chance()
    assert isinstance(chance, Fraction) and 0 < chance < 1
    if not card.faces.isVisibleTo(card):
        click(qtbot, card.mode)  # "Type faces": this card's rolls only
    type_into(qtbot, card.faces, f"{red} {black}")
    click(qtbot, card.roll)
    return chance


def test_hex_skirmish_glad1_glad3_glad5_glad6_in_the_gladiator_arena(
    window, sample, qtbot, monkeypatch, messages
):
    open_by_menu(window, monkeypatch, sample)
    g = game(window)
    board = tool(window, "hex")
    dock = window.tool_dock("hex")
    dock.setFloating(True)  # on the second screen at the table: room for the arena
    dock.resize(1300, 820)
    qtbot.waitUntil(lambda: board.canvas.viewport().width() > 500)
    board.fit_button.click()
    assert board.board.name == "The Little Arena"
    ids = {name: f.id for name, f in figures(window).items()}

    # Turn 1. GLAD-1/3: Marcus (light, D3 3 + 1 = 4) runs up to Carpophorus; only the last
    # hex is next to an enemy (GLAD-3 allows one). Priscus (medium, D3 3) joins him.
    to_phase(window, "movement")
    move_figure(qtbot, board, ids["Marcus"], "6", [(1, 2), (2, 2), (3, 1), (4, 0), (5, 0)])
    assert board.allowance is None
    move_figure(qtbot, board, ids["Priscus"], "5", [(2, 3), (3, 2), (4, 2), (5, 1)])
    now = figures(window)
    assert (now["Marcus"].q, now["Marcus"].r, now["Priscus"].q, now["Priscus"].r) == (5, 0, 5, 1)
    moves = queries.events(g, kind="figure_move")
    assert [e.inputs["path"][-1] for e in moves] == [[5, 0], [5, 1]]
    # GLAD-4/5: Marcus attacks Carpophorus from the front; Priscus, next to the target,
    # adds a red die and spends his extra action.
    to_phase(window, "melee")
    chance = attack(qtbot, board, (5, 0), (6, 0), "1 2", "6", (2, 1))
    (first,) = queries.events(g, kind="gladiator_attack")
    assert first.outcome["success"] is False and first.outcome["arc"] == "front"
    assert first.chance == f"{chance.numerator}/{chance.denominator}"
    assert first.outcome["attack_supporters"] == [[5, 1]]
    now = figures(window)
    assert now["Priscus"].extra_action_spent and not now["Carpophorus"].out_of_action
    assert board.turn_offers == []  # Carpophorus already faces Marcus: nothing to turn
    # Turn > Next turn: Priscus has his extra action again.
    window.turn_bar.next_turn_action.trigger()
    assert queries.game_info(g).turn == 2
    assert not any(f.extra_action_spent for f in figures(window).values())

    # Turn 2. Marcus slips round to Carpophorus's flank (the start hex is not counted,
    # GLAD-3) and attacks again, Priscus supporting; Verus, next to Marcus, helps the
    # defence (GLAD-5).
    to_phase(window, "movement")
    move_figure(qtbot, board, ids["Marcus"], "1", [(5, 0), (6, -1)])  # light: D3 1 + 1
    to_phase(window, "melee")
    attack(qtbot, board, (6, -1), (6, 0), "1 1", "6 6", (2, 2))
    second = queries.events(g, kind="gladiator_attack")[-1]
    assert (second.outcome["success"], second.outcome["arc"]) == (False, "side")
    assert second.outcome["defence_supporters"] == [[7, -1]]
    now = figures(window)
    assert now["Priscus"].extra_action_spent and now["Verus"].extra_action_spent
    # GLAD-6: Carpophorus, attacked on his flank, turns toward Marcus with his extra action.
    assert board.tabs.currentIndex() == TAB_TURN
    offers = {fid: (threat, vertex) for fid, threat, vertex in board.turn_offers}
    assert set(offers) == {ids["Carpophorus"]}
    threat, vertex = offers[ids["Carpophorus"]]
    assert threat == ids["Marcus"]
    board.set_turn_checked(ids["Carpophorus"])
    click(qtbot, board.turn_page.apply_turns_button)
    carpophorus = figures(window)["Carpophorus"]
    assert (carpophorus.facing, carpophorus.extra_action_spent) == (vertex, True)
    (turned,) = queries.events(g, kind="figure_turn")
    assert turned.rule_ids == ["GLAD-6"]
    log = tool(window, "log").model
    assert [log.index(r, COL_KIND).data() for r in range(log.rowCount())][:2] == [
        "Figures turn",
        "Gladiator attack",
    ]
    assert "Carpophorus the Venator to vertex" in log.index(0, COL_SUMMARY).data()
    # Turn > Next turn: every extra action comes back; undo brings turn 2's back.
    window.turn_bar.next_turn_action.trigger()
    assert queries.game_info(g).turn == 3
    assert not any(f.extra_action_spent for f in figures(window).values())
    assert not any(f.extra_action_spent for f in board.figures.values())
    window.undo_action.trigger()
    now = figures(window)
    assert {n for n, f in now.items() if f.extra_action_spent} == {
        "Verus",
        "Priscus",
        "Carpophorus",
    }
    assert messages == []

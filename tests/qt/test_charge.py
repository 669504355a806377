"""The charge window driven through its widgets (issue 5, RULES.md §2 CHG-1..5, CMD-1).

A real temporary game (ruleset "combined": tokens in use, highest of 2D6):
Blue's Lancers (Movement 4, Attack token) face Red's Line 9 inches away edge to
edge (the CHG-3 example: needs 5+, 20/36) and Red's Guns measured 11 away but
typed in as 6.5 (CHG-5). Blue's Hussars carry a Move token (CMD-1).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt

from adjutant.qtmodels.formatting import format_percent
from adjutant.rules.charge import charge_chance
from adjutant.rules.geometry import Footprint
from adjutant.rules.ruleset import Tool, load_preset
from adjutant.store import Game
from adjutant.store import queries as q
from adjutant.store import services as sv
from adjutant.windows.charge import T_CHANCE, T_MEASURED, T_NEEDS, T_TYPED, ChargeWindow
from adjutant.windows.widgets import PHYSICAL

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def make_game(path, ruleset=None):
    game = Game.create(
        path, name="Charge test", ruleset=ruleset or load_preset("combined"), seed=11
    )
    blue, red = q.order_of_battle(game).sides
    ids = {}
    for key, formation, fields, fp in (
        ("lancers", blue, {"movement": 4, "token": "attack"}, Footprint(0, 0, 90, 4, 2)),
        ("dragoons", blue, {"movement": 5, "token": "attack"}, Footprint(10, 0, 90, 4, 2)),
        ("hussars", blue, {"movement": 6, "token": "move"}, Footprint(-10, 0, 90, 4, 2)),
        # 11 - 1 - 1 = 9 edge to edge from the Lancers.
        ("line", red, {"movement": 4, "token": "defence"}, Footprint(0, 11, 270, 4, 2)),
        # 13 - 1 - 1 = 11 measured; the players type 6.5.
        ("guns", red, {"movement": 2, "token": "defence"}, Footprint(-3, 13, 270, 4, 2)),
    ):
        uid = sv.add_unit(game, formation.formations[0].id, name=key.title(), **fields).result
        sv.set_footprint(game, uid, fp)
        ids[key] = uid
    return game, ids


@pytest.fixture
def window(game_path, show_tool):
    game, ids = make_game(game_path)
    widget, document = show_tool(ChargeWindow, game, (520, 900))
    return widget, document, game, ids


def cell(widget, row, column) -> str:
    return widget.table.item(row, column).text()


def test_two_targets_show_chg3_per_target_and_chg4_all(window):
    widget, _document, _game, ids = window
    widget.set_charger(ids["lancers"])
    widget.add_target(ids["line"])
    widget.add_target(ids["guns"])
    widget.set_typed_distance(ids["guns"], 6.5)
    assert widget.distances()[ids["line"]] == pytest.approx(9)
    assert widget.measured_distance(ids["guns"]) == pytest.approx(11)
    # CHG-3: Movement 4, distance 9 -> needs 5+ -> 1 - (4/6)^2 = 20/36.
    # Typed 6.5 wins over the measured 11 (CHG-5): needs ceil(2.5) = 3+ -> 1 - (2/6)^2 = 32/36.
    chances = widget.target_chances()
    assert chances == {ids["line"]: Fraction(20, 36), ids["guns"]: Fraction(32, 36)}
    assert chances[ids["guns"]] == charge_chance(4, 6.5)
    assert cell(widget, 0, T_NEEDS) == "5+"
    assert cell(widget, 0, T_CHANCE) == format_percent(Fraction(5, 9))
    assert cell(widget, 1, T_MEASURED) == "11.0"
    assert cell(widget, 1, T_TYPED) == "6.5"
    assert cell(widget, 1, T_CHANCE) == format_percent(Fraction(8, 9))
    # CHG-4: reaching all = reaching the farthest; at least one = the nearest.
    assert widget.all_label.chance() == Fraction(5, 9)
    assert widget.any_label.chance() == Fraction(8, 9)
    assert "CHG-3" in widget.table.item(0, T_CHANCE).toolTip()
    # The chart: a step from 100 % down to 0 past Movement + 6, a mark per target.
    assert widget.chart.points[0][1] == 1 and widget.chart.points[-1][1] == 0
    assert sorted(d for d, _ in widget.chart.marks) == pytest.approx([6.5, 9])
    assert widget.declare_button.isEnabled()


def test_typing_a_distance_in_the_table_wins_chg5(window):
    widget, _document, _game, ids = window
    widget.set_charger(ids["lancers"])
    widget.add_target(ids["line"])
    widget.table.item(0, T_TYPED).setText("5")
    assert widget.target_chances()[ids["line"]] == 1  # 5 <= Movement 4 + 1: certain
    widget.table.item(0, T_TYPED).setText("abc")
    assert "not a distance" in widget.message.text()
    assert widget.targets[ids["line"]] == 5  # bad input changes nothing
    widget.table.item(0, T_TYPED).setText("")
    assert widget.targets[ids["line"]] is None
    assert widget.target_chances()[ids["line"]] == Fraction(5, 9)


def test_cmd1_refuses_a_regiment_without_an_attack_token(window, game_path):
    widget, document, game, ids = window
    widget.set_charger(ids["hussars"])
    widget.add_target(ids["line"])
    assert widget.refusal.isVisibleTo(widget)
    assert "Move token" in widget.refusal.text() and "CMD-1" in widget.refusal.text()
    assert not widget.declare_button.isEnabled()
    assert widget.declare() is False
    assert widget.declarations == []
    # A ruleset without command tokens lets it charge.
    no_tokens = load_preset("combined")
    sv.set_ruleset(game, no_tokens.with_options(tools=no_tokens.tools - {Tool.TOKENS}))
    document.notify(None)
    widget.set_charger(ids["hussars"])
    widget.add_target(ids["line"])
    assert widget.refusal_text() is None
    assert widget.declare() is True


def test_physical_faces_resolve_and_log_chg3_chg4(window):
    widget, _document, game, ids = window
    widget.set_charger(ids["lancers"])
    widget.add_target(ids["line"])
    widget.add_target(ids["guns"])
    widget.set_typed_distance(ids["guns"], 6.5)
    assert widget.declare()
    widget.dice.set_mode(PHYSICAL)
    # A d6 face of 7 is refused: nothing rolled, nothing logged.
    widget.dice.set_text("7 1")
    assert widget.roll_next() is None
    assert "d6" in widget.result.text()
    widget.dice.set_text("4")
    assert widget.roll_next() is None  # one face typed, two needed
    assert q.events(game, kind="charge") == ()
    # Highest of 4 and 2 is 4: range 4 + 4 = 8 reaches the Guns (6.5), not the Line (9).
    widget.dice.set_text("4 2")
    change = widget.roll_next()
    assert change is not None
    (event,) = q.events(game, kind="charge")
    assert event.dice == [4, 2] and event.dice_source == "physical"
    assert event.outcome["reached"] == [ids["guns"]]
    assert event.outcome["failed"] == [ids["line"]]
    assert event.inputs["distance_source"][str(ids["guns"])] == "typed"
    assert event.chance == "5/9"  # CHG-4: the chance of reaching both, shown before the roll
    text = widget.result.text()
    assert "range 8" in text and "Reached: Guns" in text and "Not reached: Line" in text
    assert widget.next_pending() is None


def test_order_groups_and_one_at_a_time_chg1(window):
    widget, _document, game, ids = window
    for charger, target in (("lancers", "line"), ("dragoons", "guns")):
        widget.set_charger(ids[charger])
        widget.add_target(ids[target])
        assert widget.declare()
    # A second charger on the Line joins the Lancers' group (resolved together).
    widget.set_charger(ids["hussars"])
    sv.set_token(game, ids["hussars"], "attack")
    widget.document.notify(None)
    widget.set_charger(ids["hussars"])
    widget.add_target(ids["line"])
    assert widget.declare()
    groups = [[d.charger for d in g] for g in widget.groups()]
    assert groups == [[ids["lancers"], ids["hussars"]], [ids["dragoons"]]]
    assert widget.order_list.count() == 2
    # The active side puts the Dragoons first.
    widget.move_group(1, -1)
    assert next([d.charger for d in g] for g in widget.groups()) == [ids["dragoons"]]
    widget.roll_next()
    (first,) = q.events(game, kind="charge")
    assert first.inputs["unit_id"] == ids["dragoons"]
    widget.roll_next()
    widget.roll_next()
    rolled = [e.inputs["unit_id"] for e in q.events(game, kind="charge")]
    assert rolled == [ids["dragoons"], ids["lancers"], ids["hussars"]]
    assert widget.next_pending() is None
    assert not widget.roll_button.isEnabled()


def test_undo_of_a_resolved_charge_makes_it_pending_again(window):
    widget, document, game, ids = window
    widget.set_charger(ids["lancers"])
    widget.add_target(ids["line"])
    widget.declare()
    position = q.game_info(game).dice_position
    widget.roll_next()  # virtual dice
    (event,) = q.events(game, kind="charge")
    assert event.dice_source == "virtual" and len(event.dice) == 2
    assert widget.next_pending() is None
    document.undo_stack.undo()
    assert q.events(game, kind="charge") == ()
    assert q.game_info(game).dice_position == position  # the dice rewound too
    assert widget.next_pending() is not None
    assert "undone" in widget.result.text()
    document.undo_stack.redo()
    assert len(q.events(game, kind="charge")) == 1
    assert widget.next_pending() is None


def test_use_battlefield_selection(window):
    widget, document, _game, ids = window
    document.select_units((ids["line"], ids["guns"], ids["lancers"]))
    widget.selection_button.click()
    assert widget.charger == ids["lancers"]
    assert list(widget.targets) == [ids["line"], ids["guns"]]


def test_roll_shortcut_and_keyboard(window, qtbot):
    widget, _document, game, ids = window
    widget.set_charger(ids["lancers"])
    widget.add_target(ids["line"])
    widget.declare()
    widget.roll_button.setFocus()
    qtbot.keyClick(widget.roll_button, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(q.events(game, kind="charge")) == 1


def test_charge_window_and_canvas_speak_russian(window, qapp, qtbot):
    from adjutant.i18n import Translations, ensure_compiled
    from adjutant.windows.battlefield import BattlefieldWidget

    widget, document, _game, ids = window
    canvas = BattlefieldWidget(document)
    qtbot.addWidget(canvas)
    ensure_compiled()
    translations = Translations(qapp)
    try:
        translations.switch("ru")
        assert widget.roll_button.text() == "Бросить следующий натиск"
        assert widget.windowTitle() == "Натиск"  # CHG: not the Attack token's word
        assert canvas.ruler_action.text() == "Линейка"
        widget.set_charger(ids["hussars"])
        assert "жетоном «Атака» (CMD-1)" in widget.refusal.text()
    finally:
        translations.switch("en")
    assert widget.roll_button.text() == "Roll next charge"

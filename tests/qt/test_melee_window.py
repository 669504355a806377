"""The melee window driven through its widgets (issue 6, RULES.md §3 MEL-1..11).

Each test builds a small real game where units touch on the battlefield (see
``test_melee_helpers``), starts the melee from the battlefield selection, and
reads what the window shows: dice, to-hit numbers with their rule ids, supports
with their reasons, the exact odds; then resolves, undoes, records break tests.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from test_melee_helpers import east, make_game, north, south

from adjutant.rules import melee
from adjutant.rules.geometry import Quarter
from adjutant.store import queries as q
from adjutant.store import services as sv
from adjutant.windows.melee import (
    A_DICE,
    A_NEEDS,
    C_SIDE_OF_A,
    F_CHARGING,
    F_ORDER,
    FACES,
    HITS,
    S_VERDICT,
    MeleeWindow,
)

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def open_window(game_path, show_tool):
    def build(units, **kwargs):
        game, ids = make_game(game_path, units, **kwargs)
        widget, document = show_tool(MeleeWindow, game, (640, 900))
        return widget, document, game, ids

    return build


def start(widget, document, unit_id, qtbot):
    """Select a unit on the battlefield (the document's selection) and press the button."""
    document.select_units([unit_id])
    qtbot.mouseClick(widget.selection_button, Qt.MouseButton.LeftButton)
    assert widget.plan is not None, widget.error


def attack(widget, attacker, target):
    return next(a for a in widget.plan.attacks if a.attacker == attacker and a.target == target)


def attack_row(widget, attacker, target):
    return next(
        row
        for row, a in enumerate(widget.plan.attacks)
        if a.attacker == attacker and a.target == target
    )


def fighter_row(widget, unit_id):
    return next(i for i, f in enumerate(widget.setup.fighters) if f.unit_id == unit_id)


def choose(combo, data):
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def support_rows(widget, fighter):
    """{candidate name: verdict text} as the support tree shows them."""
    tree = widget.supports
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        if top.text(0) == widget.group_name(fighter):
            return {
                top.child(j).text(0): top.child(j).text(S_VERDICT) for j in range(top.childCount())
            }
    raise AssertionError(f"no support group for {fighter}")


# A Red line facing north; Blue cuirassiers touch its left flank (west), facing east.
FLANK = [
    ("line", 1, north(0, 0), {}),
    ("cuirassiers", 0, east(-3, 0), {"unit_type": "cavalry"}),
]


def test_flank_charge_hits_on_2_and_the_flanked_unit_rolls_3_of_6(open_window, qtbot):
    widget, document, _game, ids = open_window(FLANK)
    start(widget, document, ids["cuirassiers"], qtbot)
    # Measured from the battlefield: the cuirassiers touch the line's left flank (MEL-2).
    (contact,) = widget.setup.contacts
    assert (contact.side_of_b, contact.side_of_a) == (Quarter.LEFT, Quarter.FRONT)
    assert contact.measured
    # The players tick "charging" in the fighters table (MEL-3).
    item = widget.fighters.item(fighter_row(widget, ids["cuirassiers"]), F_CHARGING)
    item.setCheckState(Qt.CheckState.Checked)
    charge = attack(widget, ids["cuirassiers"], ids["line"])
    # The seed's note: +1 flank/rear and +1 charging -> hits on 2+.
    assert charge.needed == 2
    assert {m.key for m in charge.to_hit_breakdown} == {"base", "charging", "flank_or_rear_attack"}
    assert (
        widget.attacks.item(attack_row(widget, ids["cuirassiers"], ids["line"]), A_NEEDS).text()
        == "2+"
    )
    # The line is attacked in one flank: 3 of its 6 dice (MEL-2), −1 to hit (MEL-3).
    reply = attack(widget, ids["line"], ids["cuirassiers"])
    assert (reply.dice, reply.quarter, reply.needed) == (3, Quarter.LEFT, 5)
    row = attack_row(widget, ids["line"], ids["cuirassiers"])
    assert widget.attacks.item(row, A_DICE).text() == "3"
    widget.attacks.setCurrentCell(row, 0)
    to_hit = widget.to_hit_view.breakdown_model().modifiers()
    assert [(m.key, m.rule) for m in to_hit] == [
        ("base", "MEL-3"),
        ("attacked_in_flank_or_rear", "MEL-3"),
    ]
    dice_terms = widget.dice_view.breakdown_model().modifiers()
    assert sum(m.value for m in dice_terms) == 3
    assert ("split", "MEL-2") in {(m.key, m.rule) for m in dice_terms}
    # Cavalry against infantry without pikes: +2 (MEL-10); the odds are the rules' exact ones.
    assert widget.plan.side_a.static == 2
    expected = melee.round_distribution(melee.SideSetup([(6, 2)], 2), melee.SideSetup([(3, 5)], 0))
    assert widget.win_label.chance() == expected.p_win
    assert widget.lose_label.chance() == expected.p_lose
    assert sum(p for _m, p in widget.chart.bars()) == 1


FRONT_FLANK_REAR = [
    ("square", 1, north(20, 0), {}),
    ("front", 0, south(20, 2), {}),
    ("flank", 0, east(17, 0), {}),
    ("rear", 0, north(20, -2), {}),
]


def test_front_flank_and_rear_roll_two_dice_each(open_window, qtbot):
    widget, document, _game, ids = open_window(FRONT_FLANK_REAR)
    start(widget, document, ids["square"], qtbot)
    assert set(widget.setup.ids("b")) == {ids["front"], ids["flank"], ids["rear"]}
    group = widget.plan.group(ids["square"])
    assert group.per_side == {Quarter.FRONT: 2, Quarter.LEFT: 2, Quarter.REAR: 2}
    for enemy, quarter in (
        ("front", Quarter.FRONT),
        ("flank", Quarter.LEFT),
        ("rear", Quarter.REAR),
    ):
        a = attack(widget, ids["square"], ids[enemy])
        assert (a.dice, a.quarter) == (2, quarter)
    # The flank and rear attackers get +1 (MEL-3); the front one does not.
    assert attack(widget, ids["flank"], ids["square"]).needed == 3
    assert attack(widget, ids["rear"], ids["square"]).needed == 3
    assert attack(widget, ids["front"], ids["square"]).needed == 4


# Blue's centre faces north with a Red enemy in front; friends to the west, east and south,
# and a fourth further south (the second in the rear quarter).
SUPPORT = [
    ("centre", 0, north(0, 0), {}),
    ("enemy", 1, south(0, 2), {}),
    ("left", 0, north(-5, 0), {}),
    ("right", 0, north(5, 0), {}),
    ("rear", 0, north(0, -4), {}),
    ("reserve", 0, north(0, -8), {}),
    ("faraway", 0, north(0, -12.5), {}),
]


def test_two_flanks_and_rear_support_for_plus_3_and_a_fourth_is_refused(open_window, qtbot):
    widget, document, _game, ids = open_window(SUPPORT)
    start(widget, document, ids["centre"], qtbot)
    rows = support_rows(widget, ids["centre"])
    assert rows["Left"] == "supports from the left flank quarter — MEL-5"
    assert rows["Right"] == "supports from the right flank quarter — MEL-5"
    assert rows["Rear"] == "supports from the rear quarter — MEL-5"
    assert rows["Reserve"] == "second support in the rear quarter — MEL-7"
    assert rows["Faraway"].startswith("too far")
    assert widget.plan.group(ids["centre"]).support_count == 3
    assert widget.plan.side_a.static == 3
    terms = widget.score_a_view.breakdown_model().modifiers()
    assert [(m.key, m.rule, m.value) for m in terms] == [("supports", "MEL-10", 3)]
    # The battlefield shows three supporters (lines and shaded quarters).
    marks = widget.support_marks()
    assert sorted(m.quarter.value for m in marks) == ["left", "rear", "right"]
    assert not any(m.manual for m in marks)


def test_manual_overrides_are_marked_and_move_the_score(open_window, qtbot):
    widget, document, _game, ids = open_window(SUPPORT)
    start(widget, document, ids["centre"], qtbot)
    # Remove the left supporter through the combo and button.
    choose(widget.support_candidate, f"{ids['centre']},{ids['left']}")
    qtbot.mouseClick(widget.remove_support_button, Qt.MouseButton.LeftButton)
    rows = support_rows(widget, ids["centre"])
    assert rows["Left"] == "removed by the players — manual"
    assert widget.plan.side_a.static == 2
    # The reserve is said to stand in the left quarter: it now counts, marked manual.
    choose(widget.support_candidate, f"{ids['centre']},{ids['reserve']}")
    choose(widget.support_quarter, Quarter.LEFT)
    qtbot.mouseClick(widget.add_support_button, Qt.MouseButton.LeftButton)
    rows = support_rows(widget, ids["centre"])
    assert rows["Reserve"] == "supports from the left flank quarter — MEL-5 — manual"
    assert widget.plan.side_a.static == 3
    manual = [m for m in widget.support_marks() if m.manual]
    assert len(manual) == 1 and manual[0].quarter is Quarter.LEFT
    assert "manual" in manual[0].label
    # "As measured" drops the override again.
    qtbot.mouseClick(widget.reset_support_button, Qt.MouseButton.LeftButton)
    assert support_rows(widget, ids["centre"])["Reserve"] == (
        "second support in the rear quarter — MEL-7"
    )


@pytest.mark.parametrize(
    ("correction", "expected"),
    [
        ({"unit_type": "artillery"}, "the fighting unit is artillery — cannot be supported, MEL-8"),
        ({"formation": "hedgehog"}, "the fighting unit is a hedgehog — cannot be supported, MEL-8"),
        (
            {"formation": "skirmish"},
            "the fighting unit is in skirmish order — cannot be supported, MEL-8",
        ),
        (
            {"formation": "in_building"},
            "the fighting unit is in a building — cannot be supported, MEL-8",
        ),
    ],
)
def test_mel8_fighters_that_cannot_be_supported(open_window, qtbot, correction, expected):
    units = [
        ("centre", 0, north(0, 0), {"unit_type": "pikemen"}),
        ("enemy", 1, south(0, 2), {}),
        ("rear", 0, north(0, -4), {}),
    ]
    widget, document, _game, ids = open_window(units)
    start(widget, document, ids["centre"], qtbot)
    assert widget.plan.group(ids["centre"]).support_count == 1
    if "formation" in correction:  # through the Order combo of the fighters table
        combo = widget.fighters.cellWidget(fighter_row(widget, ids["centre"]), F_ORDER)
        choose(combo, correction["formation"])
    else:
        widget.correct_fighter(ids["centre"], **correction)
    assert support_rows(widget, ids["centre"])["Rear"] == expected
    assert widget.plan.group(ids["centre"]).support_count == 0


def test_mel8_attacked_in_flank_cannot_be_supported(open_window, qtbot):
    units = [
        ("centre", 0, north(0, 0), {}),
        ("enemy", 1, south(0, 2), {}),
        ("rear", 0, north(0, -4), {}),
    ]
    widget, document, _game, ids = open_window(units)
    start(widget, document, ids["centre"], qtbot)
    # The players say the enemy touches the centre's left flank (a chosen contact).
    combo = widget.contacts.cellWidget(0, C_SIDE_OF_A)
    choose(combo, Quarter.LEFT)
    assert not widget.setup.contacts[0].measured
    assert support_rows(widget, ids["centre"])["Rear"] == (
        "the fighting unit is attacked in flank or rear — cannot be supported, MEL-8"
    )
    assert widget.contacts.item(0, 4).text() == "chosen"


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"formation": "march_column"}, "march column — cannot support, MEL-9"),
        (
            {"unit_type": "artillery", "formation": "limbered"},
            "limbered artillery — cannot support, MEL-9",
        ),
        ({"status": "broken"}, "supports from the rear quarter — MEL-5"),  # MEL-9: may support
    ],
)
def test_mel9_units_that_cannot_support(open_window, qtbot, fields, expected):
    units = [
        ("centre", 0, north(0, 0), {}),
        ("enemy", 1, south(0, 2), {}),
        ("rear", 0, north(0, -4), fields),
    ]
    widget, document, _game, ids = open_window(units)
    start(widget, document, ids["centre"], qtbot)
    assert support_rows(widget, ids["centre"])["Rear"] == expected


PIKES = [
    ("pikes", 0, north(0, 0), {"unit_type": "pikemen"}),
    ("musketeers", 0, north(0, -2), {}),
    ("horse", 1, south(0, 2), {"unit_type": "cavalry"}),
]


def test_pikemen_then_hedgehog_against_cavalry(open_window, qtbot):
    widget, document, game, ids = open_window(PIKES)
    start(widget, document, ids["horse"], qtbot)
    # Pikemen in line: +2 against cavalry (and +1 from the musketeers behind, in the rear
    # quarter); the cavalry gets no +2 (its enemy has pikes).
    terms = {m.key: m.value for m in widget.plan.side_b.static_breakdown}
    assert terms == {"supports": 1, "pikemen_vs_cavalry": 2}
    assert widget.plan.side_a.static == 0
    # The musketeers join and both form a hedgehog (the Order combos).
    choose(widget.add_unit_combo, ids["musketeers"])
    qtbot.mouseClick(widget.add_unit_button, Qt.MouseButton.LeftButton)
    for unit in ("pikes", "musketeers"):
        combo = widget.fighters.cellWidget(fighter_row(widget, ids[unit]), F_ORDER)
        choose(combo, "hedgehog")
    hog = widget.plan.group(ids["musketeers"])
    assert hog.hedgehog and hog.id == ids["pikes"]  # MEL-4: attacks strike the pikes
    assert hog.dice == 12  # MEL-1: every unit's dice rolled together
    assert [m.key for m in widget.plan.side_b.static_breakdown] == ["hedgehog_vs_cavalry"]
    assert widget.plan.side_b.static == 3
    assert attack(widget, ids["horse"], ids["pikes"]).needed == 4  # no flanks on a hedgehog
    assert widget.group_name(hog.id).startswith("Hedgehog (")
    widget.set_mode(HITS)
    widget.set_entry(0, "4")  # A: the horse's hits on the hedgehog
    widget.set_entry(1, "5")
    resolution = widget.resolve()
    assert resolution.outcome["winner"] == "b"  # 5 + 3 against 4
    units = {u.id: u for u in q.order_of_battle(game).sides[0].all_units()}
    assert units[ids["pikes"]].casualties == 4  # MEL-4 / MEL-11: all on the pikes
    assert units[ids["musketeers"]].casualties == 0
    assert q.unit(game, ids["horse"]).casualties == 5


def test_a_unit_defending_a_building(open_window, qtbot):
    units = [
        ("garrison", 0, north(0, 0), {"formation": "in_building"}),
        ("stormers", 1, south(0, 2), {}),
        ("flankers", 1, east(-3, 0), {}),
    ]
    widget, document, game, ids = open_window(units)
    start(widget, document, ids["garrison"], qtbot)
    group = widget.plan.group(ids["garrison"])
    # MEL-1: at most 2 dice per engaged side in a building.
    assert group.per_side == {Quarter.FRONT: 2, Quarter.LEFT: 2}
    # A building has no flanks: no +1 for the flankers, no −1 for the garrison.
    assert attack(widget, ids["flankers"], ids["garrison"]).needed == 4
    assert attack(widget, ids["garrison"], ids["flankers"]).needed == 4
    assert widget.plan.side_a.static == 3  # MEL-10: standard unit defending a building
    sv.update_unit(game, ids["garrison"], size_class="small")
    document.notify(None)
    assert widget.plan.side_a.static == 2


def test_resolve_with_faces_then_undo_and_redo(open_window, qtbot):
    widget, document, game, ids = open_window(FLANK)
    start(widget, document, ids["cuirassiers"], qtbot)
    widget.set_mode(FACES)
    widget.set_entry(0, "1 2 3 4 5 9")
    assert "9 is not a d6 face" in widget.entry_message.text()
    assert widget.resolve() is None  # refused, nothing changed
    assert q.combats(game) == ()
    widget.set_entry(0, "1 2 3 4 5 6")  # needs 3+ (flank attack, not charging): 4 hits
    widget.set_entry(1, "6 6 1")  # needs 5+: 2 hits
    resolution = widget.resolve()
    assert resolution.outcome["hits_a"] == [4] and resolution.outcome["hits_b"] == [2]
    assert resolution.outcome["score_a"] == 6  # 4 casualties + 2 cavalry v infantry
    assert q.unit(game, ids["line"]).casualties == 4
    assert q.unit(game, ids["cuirassiers"]).casualties == 2
    (combat,) = q.combats(game)
    assert widget.combat_id == combat.id and combat.last_winner == "a"
    assert "side A wins" in widget.result.text()
    # MEL-3: the winner's +1 next round.
    keys = {m.key for m in attack(widget, ids["cuirassiers"], ids["line"]).to_hit_breakdown}
    assert "won_last_round" in keys
    # Undo the round: casualties and combat gone, the round-1 set-up back.
    document.undo_stack.undo()
    assert q.unit(game, ids["line"]).casualties == 0
    assert q.combats(game) == ()
    assert widget.combat_id is None and widget.setup.last_winner is None
    assert widget.result.text() == ""
    document.undo_stack.redo()
    assert q.unit(game, ids["line"]).casualties == 4
    assert widget.combat_id == combat.id and widget.setup.last_winner == "a"


def test_the_combat_stays_open_across_turns_and_ends_with_the_break_test(open_window, qtbot):
    widget, document, game, ids = open_window(FLANK, seed=7)
    start(widget, document, ids["cuirassiers"], qtbot)
    widget.set_mode(HITS)
    widget.set_entry(0, "3")
    widget.set_entry(1, "1")
    widget.resolve()
    (combat,) = q.combats(game)
    sv.next_turn(game)
    document.notify(None)
    # A fresh window (another session) takes the combat up from the list.
    other = MeleeWindow(document)
    qtbot.addWidget(other)
    choose(other.combat_combo, combat.id)
    assert other.setup.ids("a") == (ids["cuirassiers"],)
    assert other.setup.last_winner == "a"
    assert "Round 2" in other.summary.text()
    # The loser's break test: failed -> broken, and the combat ends.
    assert [g.id for g in other.losing_groups()] == [ids["line"]]
    other.set_break_result(ids["line"], False)
    qtbot.mouseClick(other.break_button, Qt.MouseButton.LeftButton)
    assert q.unit(game, ids["line"]).status == "broken"
    assert q.combats(game) == ()
    (event,) = q.events(game, kind="break_test")
    assert event.outcome["results"] == {str(ids["line"]): False}


def test_translated_window_title(open_window, qtbot):
    from PySide6.QtWidgets import QApplication

    from adjutant.i18n import Translations

    widget, *_ = open_window(FLANK)
    translations = Translations(QApplication.instance())
    try:
        translations.switch("ru")
        assert widget.windowTitle() == "Рукопашная"
        assert widget.selection_button.text() == "С поля боя"
    finally:
        translations.switch("en")
    assert widget.windowTitle() == "Melee"


def test_margin_chart_bars_are_the_exact_margin():
    from adjutant.windows.melee_chart import MarginChart

    chart = MarginChart()
    chart.set_margin({-1: Fraction(1, 4), 1: Fraction(3, 4)})
    assert chart.bars() == [(-1, Fraction(1, 4)), (0, Fraction(0)), (1, Fraction(3, 4))]

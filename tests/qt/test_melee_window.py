"""The melee window driven through its widgets (issues 6, 14, 15; RULES.md §3 MEL-1..11).

Each test builds a small real game where units touch on the battlefield (see
``test_melee_helpers``), starts the melee from the battlefield selection, and reads what
the window shows: dice, to-hit numbers with their rule ids, supports with their reasons,
the exact odds on the round's card; then rolls through the card (Adjutant's dice, typed
faces or typed hits), undoes, records break tests. The tables' edits go through their
models (as the delegates set them) or the delegates' own combo boxes.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QComboBox
from test_melee_helpers import east, make_game, north, south, type_dice

from adjutant.qtmodels.melee_models import (
    AttackModel,
    CandidateModel,
    ContactModel,
    FighterModel,
)
from adjutant.rules import melee
from adjutant.rules.shapes import Quarter
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.windows.melee import MeleeWindow
from adjutant.windows.melee.support_page import AS_MEASURED, NOT_SUPPORTING
from game_builders import to_phase

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture(autouse=True)
def no_message_box(messages):
    """A message box nobody expected fails the test (it would wait for a click)."""
    yield
    assert messages == []


@pytest.fixture
def open_window(game_path, show_tool):
    def build(units, **kwargs):
        game, ids = make_game(game_path, units, **kwargs)
        widget, document = show_tool(MeleeWindow, game, (460, 760))
        return widget, document, game, ids

    return build


def start(widget, document, unit_id, qtbot):
    """Select a unit on the battlefield (the document's selection) and press the button."""
    document.select_units([unit_id])
    qtbot.mouseClick(widget.selection_button, Qt.MouseButton.LeftButton)
    assert widget.plan is not None, widget.summary.text()


def attack(widget, attacker, target):
    return next(a for a in widget.plan.attacks if a.attacker == attacker and a.target == target)


def attack_row(widget, attacker, target):
    return next(
        row
        for row, a in enumerate(widget.plan.attacks)
        if a.attacker == attacker and a.target == target
    )


def fighter_index(widget, unit_id, column):
    model = widget.setup_page.fighter_model
    return model.index(model.row_of(unit_id), column)


def edit_by_delegate(view, index, data):
    """Open the cell's editor as a player does (F2) and pick ``data`` in its combo."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the last editor gone
    view.setCurrentIndex(index)
    view.edit(index)
    combo = view.findChild(QComboBox, "meleeCellChoice")
    assert combo is not None, "no combo editor"
    at = next(i for i in range(combo.count()) if combo.itemData(i) == data)
    combo.setCurrentIndex(at)
    combo.activated.emit(at)


def support_rows(widget, fighter):
    """{candidate name: verdict text} as the Support tab shows them for ``fighter``."""
    page = widget.support_page
    page.select_group(fighter)
    assert page.current_group() == fighter
    model = page.candidate_model
    return {
        model.index(r, CandidateModel.COL_UNIT).data(): model.index(
            r, CandidateModel.COL_VERDICT
        ).data()
        for r in range(model.rowCount())
    }


def card(widget):
    found = widget.round_page.round_card()
    assert found is not None
    return found


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
    index = fighter_index(widget, ids["cuirassiers"], FighterModel.COL_CHARGING)
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert widget.setup_page.fighter_model.setData(
        index, Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole
    )
    index = fighter_index(widget, ids["cuirassiers"], FighterModel.COL_CHARGING)
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert "the players say so" in index.data(Qt.ItemDataRole.ToolTipRole)
    charge = attack(widget, ids["cuirassiers"], ids["line"])
    # The seed's note: +1 flank/rear and +1 charging -> hits on 2+.
    assert charge.needed == 2
    assert {m.key for m in charge.to_hit_breakdown} == {"base", "charging", "flank_or_rear_attack"}
    attacks = widget.dice_page.model
    row = attack_row(widget, ids["cuirassiers"], ids["line"])
    assert attacks.index(row, AttackModel.COL_NEEDS).data() == "2+"
    # The line is attacked in one flank: 3 of its 6 dice (MEL-2), −1 to hit (MEL-3).
    reply = attack(widget, ids["line"], ids["cuirassiers"])
    assert (reply.dice, reply.quarter, reply.needed) == (3, Quarter.LEFT, 5)
    row = attack_row(widget, ids["line"], ids["cuirassiers"])
    assert attacks.index(row, AttackModel.COL_DICE).data() == "3"
    widget.dice_page.attacks.setCurrentIndex(attacks.index(row, 0))
    to_hit = widget.dice_page.to_hit_view.breakdown_model().modifiers()
    assert [(m.key, m.rule) for m in to_hit] == [
        ("base", "MEL-3"),
        ("attacked_in_flank_or_rear", "MEL-3"),
    ]
    dice_terms = widget.dice_page.dice_view.breakdown_model().modifiers()
    assert sum(m.value for m in dice_terms) == 3
    assert ("split", "MEL-2") in {(m.key, m.rule) for m in dice_terms}
    # Cavalry against infantry without pikes: +2 (MEL-10); the odds are the rules' exact ones.
    assert widget.plan.side_a.static == 2
    expected = melee.round_distribution(melee.SideSetup([(6, 2)], 2), melee.SideSetup([(3, 5)], 0))
    assert card(widget).chance.chance() == expected.p_win
    assert widget.session.round.odds.p_lose == expected.p_lose
    editor = widget.round_page.editor()
    assert sum(p for _m, p in editor.chart.bars()) == 1


def test_the_to_hit_labels_agree_with_their_values_issue15(open_window, qtbot):
    """ "Charging (+1 to hit)" was shown with the value −1: each label says "needs 1 less"."""
    widget, document, _game, ids = open_window(FLANK)
    start(widget, document, ids["cuirassiers"], qtbot)
    widget.session.set_charging(ids["cuirassiers"], True)
    widget.refresh()
    attacks = widget.dice_page.model
    widget.dice_page.attacks.setCurrentIndex(
        attacks.index(attack_row(widget, ids["cuirassiers"], ids["line"]), 0)
    )
    view = widget.dice_page.to_hit_view.breakdown_model()
    rows = {view.index(r, 0).data(): view.index(r, 2).data() for r in range(view.rowCount())}
    assert rows["Charging: needs 1 less (+1 to hit)"] == "−1"
    assert rows["Attacking flank or rear: needs 1 less (+1 to hit)"] == "−1"
    assert rows["Base roll needed"] == "+4" and rows["Total"] == "2"


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
    # The card's "Why?": side A's expected hits and its +3 for supports (MEL-10).
    terms = card(widget).row().breakdown
    assert [(m.key, m.rule, m.value) for m in terms if m.key.startswith("a:")][1:] == [
        ("a:supports", "MEL-10", 3)
    ]
    groups = widget.support_page.group_model
    assert groups.index(0, 1).data() == "3" and groups.index(0, 2).data() == "+3"
    # The battlefield shows three supporters (lines and shaded quarters).
    marks = widget.support_marks()
    assert sorted(m.quarter.value for m in marks) == ["left", "rear", "right"]
    assert not any(m.manual for m in marks)


def test_manual_overrides_are_marked_and_move_the_score(open_window, qtbot):
    widget, document, _game, ids = open_window(SUPPORT)
    start(widget, document, ids["centre"], qtbot)
    page = widget.support_page
    # Remove the left supporter in the "Players" column (through its combo editor).
    page.select_group(ids["centre"])
    model = page.candidate_model
    index = model.index(model.row_of((ids["centre"], ids["left"])), CandidateModel.COL_OVERRIDE)
    edit_by_delegate(page.candidates, index, NOT_SUPPORTING)
    rows = support_rows(widget, ids["centre"])
    assert rows["Left"] == "removed by the players — manual"
    assert widget.plan.side_a.static == 2
    # The reserve is said to stand in the left quarter: it now counts, marked manual.
    assert page.set_override(ids["centre"], ids["reserve"], Quarter.LEFT)
    rows = support_rows(widget, ids["centre"])
    assert rows["Reserve"] == "supports from the left flank quarter — MEL-5 — manual"
    assert widget.plan.side_a.static == 3
    manual = [m for m in widget.support_marks() if m.manual]
    assert len(manual) == 1 and manual[0].quarter is Quarter.LEFT
    assert "manual" in manual[0].label
    # "as measured" drops the override again.
    assert page.set_override(ids["centre"], ids["reserve"], AS_MEASURED)
    assert support_rows(widget, ids["centre"])["Reserve"] == (
        "second support in the rear quarter — MEL-7"
    )


def test_a_unit_off_the_table_is_named_as_a_supporter(open_window, qtbot):
    units = [("centre", 0, north(0, 0), {}), ("enemy", 1, south(0, 2), {}), ("off", 0, None, {})]
    widget, document, _game, ids = open_window(units)
    start(widget, document, ids["centre"], qtbot)
    page = widget.support_page
    assert "Off" not in support_rows(widget, ids["centre"])
    page.other_unit.setCurrentIndex(page.other_unit.findData(ids["off"]))
    page.other_quarter.setCurrentIndex(page.other_quarter.findData(Quarter.REAR))
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert support_rows(widget, ids["centre"])["Off"] == (
        "supports from the rear quarter — MEL-5 — manual"
    )
    assert widget.plan.side_a.static == 1


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
    if "formation" in correction:  # through the Order cell's combo in the fighters table
        index = fighter_index(widget, ids["centre"], FighterModel.COL_ORDER)
        edit_by_delegate(widget.setup_page.fighters, index, correction["formation"])
    else:
        widget.session.correct_fighter(ids["centre"], **correction)
        widget.refresh()
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
    contacts = widget.setup_page.contact_model
    edit_by_delegate(
        widget.setup_page.contacts, contacts.index(0, ContactModel.COL_SIDE_OF_A), Quarter.LEFT
    )
    assert not widget.setup.contacts[0].measured
    assert support_rows(widget, ids["centre"])["Rear"] == (
        "the fighting unit is attacked in flank or rear — cannot be supported, MEL-8"
    )
    assert contacts.index(0, ContactModel.COL_SOURCE).data() == "chosen"


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
    # The musketeers join and both form a hedgehog (the Order cells).
    page = widget.setup_page
    page.add_unit_combo.setCurrentIndex(page.add_unit_combo.findData(ids["musketeers"]))
    qtbot.mouseClick(page.add_unit_button, Qt.MouseButton.LeftButton)
    for unit in ("pikes", "musketeers"):
        index = fighter_index(widget, ids[unit], FighterModel.COL_ORDER)
        edit_by_delegate(page.fighters, index, "hedgehog")
    hog = widget.plan.group(ids["musketeers"])
    assert hog.hedgehog and hog.id == ids["pikes"]  # MEL-4: attacks strike the pikes
    assert hog.dice == 12  # MEL-1: every unit's dice rolled together
    assert [m.key for m in widget.plan.side_b.static_breakdown] == ["hedgehog_vs_cavalry"]
    assert widget.plan.side_b.static == 3
    assert attack(widget, ids["horse"], ids["pikes"]).needed == 4  # no flanks on a hedgehog
    assert widget.dice_page.group_name(hog.id).startswith("Hedgehog (")
    type_dice(qtbot, widget, ["4", "5"], hits=True)  # A: the horse's hits; B: the hedgehog's
    resolution = widget.last_resolution
    assert resolution.outcome["winner"] == "b"  # 5 + 3 against 4
    units = {u.id: u for u in q.order_of_battle(game).sides[0].all_units()}
    assert units[ids["pikes"]].casualties == 4  # MEL-4 / MEL-11: all on the pikes
    assert units[ids["musketeers"]].casualties == 0
    assert q.unit(game, ids["horse"]).casualties == 5
    assert widget.round_page.pending_break_tests() == [ids["horse"]]  # the loser tests


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
    the_card = type_dice(qtbot, widget, ["1 2 3 4 5 9", "6 6 1"])
    assert "9 is not a d6 face" in the_card.note.text()
    assert q.combats(game) == () and q.events(game) == ()  # refused, nothing changed
    # needs 3+ (flank attack, not charging): 4 hits; the line needs 5+: 2 hits.
    type_dice(qtbot, widget, ["1 2 3 4 5 6", "6 6 1"])
    resolution = widget.last_resolution
    assert resolution.outcome["hits_a"] == [4] and resolution.outcome["hits_b"] == [2]
    assert resolution.outcome["score_a"] == 6  # 4 casualties + 2 cavalry v infantry
    assert q.unit(game, ids["line"]).casualties == 4
    assert q.unit(game, ids["cuirassiers"]).casualties == 2
    (combat,) = q.combats(game)
    assert widget.session.combat_id == combat.id and combat.last_winner == "a"
    done = widget.round_page.cards.card(("done", resolution.event_id))
    assert "side A wins" in done.result.text()
    assert done.chance.chance() == resolution.chance  # the chance stays on the card
    # MEL-3: the winner's +1 next round.
    keys = {m.key for m in attack(widget, ids["cuirassiers"], ids["line"]).to_hit_breakdown}
    assert "won_last_round" in keys
    # Undo the round: casualties and combat gone, the round-1 set-up back.
    document.undo_stack.undo()
    assert q.unit(game, ids["line"]).casualties == 0
    assert q.combats(game) == ()
    assert widget.session.combat_id is None and widget.setup.last_winner is None
    assert widget.round_page.cards.card(("done", resolution.event_id)) is None
    assert widget.session.round.number == 1
    document.undo_stack.redo()
    assert q.unit(game, ids["line"]).casualties == 4
    assert widget.session.combat_id == combat.id
    assert widget.session.round.setup.last_winner == "a"


def test_the_combat_stays_open_across_turns_and_ends_with_the_break_test(open_window, qtbot):
    widget, document, game, ids = open_window(FLANK, seed=7)
    start(widget, document, ids["cuirassiers"], qtbot)
    type_dice(qtbot, widget, ["3", "1"], hits=True)
    (combat,) = q.combats(game)
    sv.next_turn(game)
    to_phase(game, "melee")  # the next turn's melee phase: round 2, the break test
    document.notify(None)
    # A fresh window (another session) takes the combat up from the list.
    other = MeleeWindow(document)
    qtbot.addWidget(other)
    other.resize(460, 760)
    other.show()
    at = other.combat_combo.findData(combat.id)
    other.combat_combo.setCurrentIndex(at)
    other.combat_combo.activated.emit(at)
    assert other.setup.ids("a") == (ids["cuirassiers"],)
    assert other.session.round.setup.last_winner == "a"
    assert "Round 2" in other.summary.text()
    # The loser's break test: failed -> broken, and the combat ends.
    assert other.round_page.pending_break_tests() == [ids["line"]]
    assert other.round_page.set_break_result(ids["line"], False)
    qtbot.mouseClick(other.round_page.break_button, Qt.MouseButton.LeftButton)
    assert q.unit(game, ids["line"]).status == "broken"
    assert q.combats(game) == ()
    (event,) = q.events(game, kind="break_test")
    assert event.outcome["results"] == {str(ids["line"]): False}
    # An ended combat offers no round (issue 14): its card says why, and no Roll.
    refused = card(other)
    assert refused.row().state.value == "refused" and not refused.roll.isVisible()
    assert "This combat is over" in refused.note.text()
    assert not other.end_button.isEnabled()


def test_no_odds_before_a_contact(open_window, qtbot):
    """The melee panel said "A wins 100 %" before any contact (issue 14)."""
    units = [
        ("blue", 0, north(0, 0), {}),
        ("red", 1, south(0, 2), {}),
        ("rear", 0, north(0, -4), {}),
    ]
    widget, document, _game, ids = open_window(units)
    start(widget, document, ids["blue"], qtbot)
    contacts = widget.setup_page.contacts
    contacts.setCurrentIndex(widget.setup_page.contact_model.index(0, 0))
    qtbot.mouseClick(widget.setup_page.remove_contact_button, Qt.MouseButton.LeftButton)
    assert widget.setup.contacts == ()
    refused = card(widget)
    assert refused.row().chance is None and not refused.chance.isVisible()
    assert "no odds before a contact" in refused.note.text()
    assert "100" not in widget.summary.text() and "no odds" in widget.summary.text()
    qtbot.mouseClick(widget.setup_page.measure_button, Qt.MouseButton.LeftButton)
    assert 0 < card(widget).chance.chance() < 1


def test_a_charge_that_reached_its_target_arrives_as_charging(open_window, qtbot):
    widget, document, game, ids = open_window(FLANK, phase="charge")
    from adjutant.store.tools.charge import planner as charge_planner

    sv.update_unit(game, ids["cuirassiers"], movement=1, token="attack")  # CMD-1
    charge_planner.resolve_charge(
        game, ids["cuirassiers"], {ids["line"]: 3.0}, dice_mode="physical", faces=[6, 2]
    )
    to_phase(game, "melee")
    document.notify(None)
    start(widget, document, ids["cuirassiers"], qtbot)
    index = fighter_index(widget, ids["cuirassiers"], FighterModel.COL_CHARGING)
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert "reached its target this turn" in index.data(Qt.ItemDataRole.ToolTipRole)
    assert attack(widget, ids["cuirassiers"], ids["line"]).needed == 2


def test_out_of_the_melee_phase_it_asks_once_and_logs_it(open_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    widget, document, game, ids = open_window(FLANK, phase="command")
    asked = []

    def answer(box):
        asked.append(box.text())
        return answers.pop(0)

    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "exec", answer)
    start(widget, document, ids["cuirassiers"], qtbot)
    assert "not the melee phase" in widget.summary.text()
    the_card = card(widget)
    the_card.focus_action()
    qtbot.keyClick(the_card.roll, Qt.Key.Key_Return)
    assert len(asked) == 1 and q.events(game) == ()  # "No": nothing rolled
    card(widget).focus_action()
    qtbot.keyClick(card(widget).roll, Qt.Key.Key_Return)
    assert len(asked) == 2 and "melee" in asked[1].lower()
    (event,) = q.events(game)
    assert event.event.out_of_phase
    # Asked once per phase: the break test goes ahead without another question.
    loser = widget.round_page.pending_break_tests()
    if loser:
        widget.round_page.set_break_result(loser[0], True)
        qtbot.mouseClick(widget.round_page.break_button, Qt.MouseButton.LeftButton)
        assert len(asked) == 2
        assert q.events(game, kind="break_test")[0].event.out_of_phase


def test_translated_window_title(open_window, qtbot):
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
    from adjutant.windows.melee.chart import MarginChart

    chart = MarginChart()
    chart.set_margin({-1: Fraction(1, 4), 1: Fraction(3, 4)})
    assert chart.bars() == [(-1, Fraction(1, 4)), (0, Fraction(0)), (1, Fraction(3, 4))]

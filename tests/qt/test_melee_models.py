"""The melee tool's item models and its session (issue 14): qtmodeltester, edits, no widget.

The models of ``qtmodels.melee_models`` are filled by a real melee window from a real
plan and run through pytest-qt's ``qtmodeltester``; their edits come out as ``edited``
and change nothing by themselves; names stay plain in tool tips. The session
(``windows.melee.session``) is driven without any widget: a melee set up from the
battlefield, corrected, rolled through the store, undone and redone.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_melee_helpers import east, make_game, north

from adjutant.qtmodels.melee_models import (
    ROLE_CHOICES,
    ROLE_KEY,
    ROLE_VALUE,
    BreakTestModel,
    CandidateModel,
    Cell,
    FighterModel,
    TableRow,
)
from adjutant.rules.shapes import Quarter
from adjutant.store.read import queries as q
from adjutant.store.tools.melee import recorder as ms
from adjutant.windows.melee import MeleeWindow
from adjutant.windows.melee.session import MeleeSession

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

UNITS = [
    ("line", 1, north(0, 0), {}),
    ("cuirassiers", 0, east(-3, 0), {"unit_type": "cavalry"}),
    ("rear", 1, north(0, -4), {}),
    ("<b>Hostile</b>", 1, north(5, 0), {}),
]


@pytest.fixture
def window(game_path, show_tool, qtbot):
    game, ids = make_game(game_path, UNITS)
    widget, document = show_tool(MeleeWindow, game, (460, 760))
    document.select_units([ids["cuirassiers"]])
    qtbot.mouseClick(widget.selection_button, Qt.MouseButton.LeftButton)
    return widget, document, game, ids


def test_every_melee_model_passes_the_model_tester(window, qtmodeltester):
    widget, document, game, ids = window
    widget.support_page.select_group(ids["line"])  # the rear and the hostile unit near it
    models = [
        widget.setup_page.fighter_model,
        widget.setup_page.contact_model,
        widget.dice_page.model,
        widget.support_page.group_model,
        widget.support_page.candidate_model,
        widget.round_page.break_model,
    ]
    assert all(m.rowCount() > 0 for m in models[:5])
    for model in models:
        qtmodeltester.check(model)
    # A round lost by the line: its break test row, checked too.
    entry = widget.session.round
    ms.resolve_melee(document.game, entry, ms.MeleeDice.hits([3], [0]))
    document.notify(None)
    widget.session.round_recorded(q.events(game, kind="melee_round")[-1].event)
    widget.refresh()
    assert widget.round_page.break_model.rowCount() == 1
    qtmodeltester.check(widget.round_page.break_model)


def test_edits_are_emitted_not_applied_and_choices_are_checked(qtbot):
    model = FighterModel()
    choices = (("line", "Line"), ("column", "Column"))
    row = TableRow(
        7,
        (
            Cell("<i>Name</i>"),
            Cell("A"),
            Cell("Line", value="line", choices=choices),
            Cell("Fresh"),
            Cell(check=False),
            Cell("6", number=True),
        ),
    )
    model.set_rows([row])
    order = model.index(0, FighterModel.COL_ORDER)
    assert model.flags(order) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(0, FighterModel.COL_STATUS)) & Qt.ItemFlag.ItemIsEditable
    assert order.data(ROLE_CHOICES) == choices and order.data(ROLE_VALUE) == "line"
    assert order.data(ROLE_KEY) == 7
    with qtbot.waitSignal(model.edited) as got:
        assert model.setData(order, "column")
    assert got.args == [7, FighterModel.COL_ORDER, "column"]
    assert order.data() == "Line"  # unchanged until the window refills the model
    with qtbot.assertNotEmitted(model.edited):
        assert not model.setData(order, "wedge")  # not one of its choices
        assert model.setData(order, "line")  # the value it has: nothing to do
    charging = model.index(0, FighterModel.COL_CHARGING)
    with qtbot.waitSignal(model.edited) as got:
        model.setData(charging, Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    assert got.args == [7, FighterModel.COL_CHARGING, True]
    # A name is shown as written: the tool tip escapes it.
    tip = model.index(0, FighterModel.COL_UNIT).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;i&gt;Name&lt;/i&gt;" in tip and "<i>" not in tip
    with pytest.raises(ValueError, match="unique"):
        model.set_rows([row, row])
    with pytest.raises(ValueError, match="cells"):
        model.set_rows([TableRow(1, (Cell(),))])


def test_same_keys_update_in_place_others_reset(qtbot):
    model = BreakTestModel()
    rows = [
        TableRow(1, (Cell("a"), Cell("1"), Cell("—"))),
        TableRow(2, (Cell("b"), Cell(), Cell())),
    ]
    model.set_rows(rows)
    changed = [TableRow(1, (Cell("a"), Cell("1"), Cell("passed"))), rows[1]]
    with qtbot.waitSignal(model.dataChanged), qtbot.assertNotEmitted(model.modelReset):
        model.set_rows(changed)
    with qtbot.waitSignal(model.modelReset):
        model.set_rows(rows[:1])


def test_hostile_names_are_plain_text_in_the_tables(window):
    widget, _document, _game, ids = window
    page = widget.support_page
    page.select_group(ids["line"])
    model = page.candidate_model
    at = model.row_of((ids["line"], ids["<b>Hostile</b>"]))
    assert at >= 0
    assert model.index(at, CandidateModel.COL_UNIT).data() == "<B>Hostile</B>".title()
    tip = model.index(at, CandidateModel.COL_UNIT).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;" in tip and "<b>" not in tip.lower().replace("<br>", "")


# ------------------------------------------------------------------ the session, no widget
def test_the_session_sets_up_corrects_and_follows_undo(game_path, qapp):
    from adjutant.store.services import edits as sv

    game, ids = make_game(game_path, UNITS)
    session = MeleeSession()
    session.open(game)
    assert session.round.refusal.key == "no_fighters"
    assert session.start([ids["cuirassiers"]])
    assert set(session.setup.ids("b")) == {ids["line"]}
    assert session.round.state is ms.EntryState.PENDING
    # A correction is kept over the order of battle; an order-of-battle change otherwise shows.
    session.correct_fighter(ids["line"], formation="skirmish")
    sv.update_unit(game, ids["line"], status="disordered")
    session.reload()
    line = session.setup.fighter(ids["line"])
    assert (line.formation.value, line.status.value) == ("skirmish", "disordered")
    with pytest.raises(ValueError, match="correctable"):
        session.correct_fighter(ids["line"], profile_dice=9)
    # Charging: the players' word, then back to what the charges say (none this turn).
    session.set_charging(ids["cuirassiers"], True)
    assert session.round.fighter(ids["cuirassiers"]).source == ms.PLAYERS
    session.set_charging(ids["cuirassiers"], False)
    assert session.setup.fighter(ids["cuirassiers"]).charging is None
    # Contacts: removed, chosen, measured again.
    session.remove_contact(ids["cuirassiers"], ids["line"])
    assert session.round.refusal.key == "no_contact"
    session.set_contact(ids["line"], ids["cuirassiers"], Quarter.FRONT, Quarter.LEFT)
    (contact,) = session.setup.contacts
    assert (contact.a, contact.side_of_b, contact.side_of_a) == (
        ids["cuirassiers"],
        Quarter.LEFT,
        Quarter.FRONT,
    )
    session.measure_contacts()
    assert session.setup.contacts[0].measured
    # A round recorded through the store, then undone and redone.
    before = session.setup
    change = ms.resolve_melee(game, session.round, ms.MeleeDice.hits([2], [1]))
    session.round_recorded(change.result.event)
    assert session.combat_id == change.result.outcome["combat_id"]
    assert session.round.number == 2
    assert session.round.setup.last_winner == "a"
    game.undo(change.action_id)
    session.reload()
    assert session.combat_id is None and session.setup == before
    game.redo(change.action_id)
    session.reload()
    assert session.combat_id == change.result.outcome["combat_id"]
    # Taken up by a new session (another window): the saved set-up and its corrections.
    other = MeleeSession()
    other.open(game)
    other.take_up(session.combat_id)
    assert other.setup.fighter(ids["line"]).formation.value == "skirmish"
    assert other.round.number == 2
    other.remove_fighter(ids["line"])
    assert other.round.refusal.key == "two_sides"

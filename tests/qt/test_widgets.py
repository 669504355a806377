"""Shared widgets for the tool windows (issue 9): DiceEntry, ChanceLabel, BreakdownView."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from adjutant.i18n import Translations
from adjutant.rules.explain import Modifier
from adjutant.windows.widgets import (
    PHYSICAL,
    VIRTUAL,
    BreakdownView,
    ChanceLabel,
    DiceEntry,
    format_percent,
    parse_faces,
)
from adjutant.windows.widgets.dice_entry import FacesError


@pytest.fixture
def russian(qapp):
    translations = Translations(qapp)
    translations.switch("ru")
    yield translations
    translations.switch("en")


# ---------------------------------------------------------------- DiceEntry (RULES.md "Dice")


@pytest.mark.parametrize(
    ("text", "sides", "count", "message"),
    [
        ("21", 20, 1, "21 is not a d20 face"),  # CMD-5: a d20 face outside 1..20
        ("0", 20, 1, "0 is not a d20 face"),
        ("3 7", 6, 2, "7 is not a d6 face"),  # names the bad face, not the first
        ("3 x", 6, 2, "“x” is not a number"),
        ("4 5", 6, 3, "2 faces typed, 3 needed"),
        ("  ", 20, 1, "Type the dice: 1 × d20"),
    ],
)
def test_parse_faces_names_the_bad_face(qapp, text, sides, count, message):
    with pytest.raises(FacesError) as caught:
        parse_faces(text, sides, count)
    assert str(caught.value) == message


def test_parse_faces_accepts_spaces_commas_and_semicolons(qapp):
    assert parse_faces(" 1, 6;3 ", 6, 3) == (1, 6, 3)


def test_dice_entry_virtual_and_physical(qtbot):
    entry = DiceEntry(sides=20, count=1)
    qtbot.addWidget(entry)
    assert entry.mode() == VIRTUAL and entry.is_acceptable() and entry.faces() is None
    with qtbot.waitSignal(entry.modeChanged):
        entry.set_mode(PHYSICAL)
    assert not entry.is_acceptable()
    qtbot.keyClicks(entry.findChild(type(entry._faces), "diceFaces"), "21")
    assert entry.error_text() == "21 is not a d20 face"
    assert entry.findChild(type(entry._message), "diceMessage").text() == "21 is not a d20 face"
    with pytest.raises(FacesError):
        entry.faces()
    entry.set_text("20")
    assert entry.is_acceptable() and entry.faces() == (20,)
    entry.set_dice(6, 2)  # the same text is now wrong for 2d6
    assert entry.error_text() == "20 is not a d6 face"
    entry.set_text("6 6")
    assert entry.faces() == (6, 6)
    entry.set_mode(VIRTUAL)
    assert entry.faces() is None and not entry._faces.isEnabled()


def test_dice_entry_refuses_unknown_modes_and_dice(qtbot):
    entry = DiceEntry()
    qtbot.addWidget(entry)
    with pytest.raises(ValueError, match="unknown dice mode"):
        entry.set_mode("psychic")
    with pytest.raises(ValueError):
        entry.set_dice(1, 1)


def test_dice_entry_speaks_russian(qtbot, russian):
    entry = DiceEntry(sides=20, count=1, mode=PHYSICAL)
    qtbot.addWidget(entry)
    entry.set_text("21")
    assert entry.error_text() == "21 — не грань d20"
    assert entry._physical.text() == "Настоящие"


# ---------------------------------------------------------------- ChanceLabel


@pytest.mark.parametrize(
    ("chance", "text"),
    [
        (Fraction(2, 5), "40 %"),  # CMD-6 example 1: needs 13+ on a d20
        (Fraction(13, 20), "65 %"),  # CMD-6 example 2
        (Fraction(1, 3), "33.3 %"),
        (Fraction(1, 1296), "<0.1 %"),  # possible, never shown as 0 %
        (Fraction(1295, 1296), ">99.9 %"),
        (Fraction(0), "0 %"),
        (Fraction(1), "100 %"),
    ],
)
def test_format_percent(chance, text):
    assert format_percent(chance, QLocale(QLocale.Language.English)) == text


def test_format_percent_uses_the_locale_and_refuses_non_chances():
    assert format_percent(Fraction(1, 3), QLocale(QLocale.Language.Russian)) == "33,3 %"
    with pytest.raises(ValueError):
        format_percent(Fraction(3, 2))


def test_chance_label_shows_percent_and_the_exact_fraction(qtbot):
    label = ChanceLabel(Fraction(8, 20))
    qtbot.addWidget(label)
    assert label.text() == "40 %"
    assert label.toolTip() == "Exact chance: 2/5"
    label.set_chance(None)
    assert label.text() == "–"
    with pytest.raises(ValueError):
        label.set_chance(Fraction(-1, 2))
    assert label.chance() is None


def test_chance_label_follows_the_language(qtbot, russian):
    label = ChanceLabel(Fraction(1, 3))
    qtbot.addWidget(label)
    assert label.text() == "33,3 %"
    assert label.toolTip() == "Точный шанс: 1/3"


# ---------------------------------------------------------------- BreakdownView

MODS = (
    Modifier("distance", "Distance 11.3, rounded up", "CMD-6", 12),
    Modifier("standard_bearer", "Standard-bearer", "CMD-6", -2),
    Modifier("half", "Half a point", "TEST-1", 0.5),
)


def test_breakdown_view_lists_terms_with_rule_ids_and_total(qtbot, qtmodeltester):
    view = BreakdownView()
    qtbot.addWidget(view)
    model = view.breakdown_model()
    qtmodeltester.check(model)
    view.set_modifiers(MODS)
    qtmodeltester.check(model)
    rows = [[model.index(r, c).data() for c in range(3)] for r in range(model.rowCount())]
    assert rows == [
        ["Distance 11.3, rounded up", "CMD-6", "+12"],
        ["Standard-bearer", "CMD-6", "−2"],
        ["Half a point", "TEST-1", "+0.5"],
        ["Total", "", "10.5"],
    ]
    assert model.index(3, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == [
        "Term",
        "Rule",
        "Value",
    ]


def test_breakdown_view_translates_labels_by_key(qtbot):
    view = BreakdownView()
    qtbot.addWidget(view)
    names = {"distance": "Расстояние", "standard_bearer": "Знаменосец", "half": "Половина"}
    view.set_modifiers(MODS[:2], label_for=lambda m: names[m.key], show_total=False, signed=False)
    model = view.breakdown_model()
    assert model.rowCount() == 2
    assert [model.index(r, 0).data() for r in range(2)] == ["Расстояние", "Знаменосец"]
    assert model.index(0, 2).data() == "12"


def test_breakdown_headers_switch_language(qtbot, russian):
    view = BreakdownView()
    qtbot.addWidget(view)
    view.set_modifiers(MODS[:1])
    model = view.breakdown_model()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Правило"
    assert model.index(1, 0).data() == "Итого"
    QApplication.processEvents()

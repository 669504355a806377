"""Every translation of the whole app is complete and consistent (issue 9, "Languages").

Reads each ``resources/translations/<area>_<lang>.ts`` with ``xml.etree``: no
unfinished or empty translation (numerus forms: as many as the language has, none
empty), the same ``{placeholders}`` as the English, each area in Russian and Spanish,
no message in two areas' files (one translation each), the dock titles equal to the
tool windows' own titles, the rules' "charge" (CHG) one word per language, and no
``tr()`` string of the sources missing from every ``.ts`` (lupdate over the sources).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import pytest

from adjutant.i18n import (
    PLURALS,
    TRANSLATED,
    TranslationToolMissing,
    translations_dir,
    update_sources,
)

SOURCES = Path(__file__).resolve().parents[2] / "desktop" / "adjutant"
#: Plural forms Qt Linguist writes for each language.
NUMERUS_FORMS = {"ru": 3, "es": 2, "en": 2}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")
#: The rules' "charge" (CHG-1..5): one word per language, never the Attack token's.
CHARGE = {"ru": ("натиск", "атак"), "es": ("carg", None)}


def ts_files() -> list[Path]:
    return sorted(translations_dir().glob("*.ts"))


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def translations(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) -> the translation (numerus forms joined by " | ")."""
    found = {}
    for context, message in messages(path):
        node = message.find("translation")
        forms = [form.text or "" for form in node.iter("numerusform")]
        found[context, message.findtext("source") or ""] = (
            " | ".join(forms) if forms else node.text or ""
        )
    return found


def language(path: Path) -> str:
    return path.stem.rsplit("_", 1)[1]


def test_there_are_translations_to_check():
    assert len(ts_files()) >= 2 * 8  # shell, oob, command, charge, melee, odds, hex, summary...


@pytest.mark.parametrize("path", ts_files(), ids=lambda p: p.name)
def test_no_message_is_listed_twice(path):
    """lrelease keeps one of two messages with the same context and source (and warns):
    a translation added by hand beside lupdate's copy would be lost without a word."""
    seen: dict[tuple[str, str], int] = {}
    for context, message in messages(path):
        key = (context, message.findtext("source") or "")
        seen[key] = seen.get(key, 0) + 1
    assert [key for key, count in seen.items() if count > 1] == []


@pytest.mark.parametrize("path", ts_files(), ids=lambda p: p.name)
def test_every_message_is_translated(path):
    problems = []
    forms_needed = NUMERUS_FORMS[language(path)]
    for context, message in messages(path):
        source = message.findtext("source") or ""
        node = message.find("translation")
        where = f"{context}: {source!r}"
        if node is None:
            problems.append(f"{where} has no translation")
            continue
        if node.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{where} is {node.get('type')}")
        if message.get("numerus") == "yes":
            forms = [form.text or "" for form in node.iter("numerusform")]
            if len(forms) != forms_needed or not all(form.strip() for form in forms):
                problems.append(f"{where} needs {forms_needed} plural forms, has {forms}")
            texts = forms
        else:
            if not (node.text or "").strip():
                problems.append(f"{where} is empty")
            texts = [node.text or ""]
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in texts:
            if sorted(set(PLACEHOLDER.findall(text))) != wanted:
                problems.append(f"{where}: placeholders {wanted} but {text!r}")
    assert not problems, "\n".join(problems)


def test_every_area_has_russian_and_spanish():
    areas = defaultdict(set)
    for path in ts_files():
        area, lang = path.stem.rsplit("_", 1)
        areas[area].add(lang)
    # An area's English file (its plural forms, issue 15) is optional.
    assert areas and all(langs - {PLURALS} == set(TRANSLATED) for langs in areas.values()), dict(
        areas
    )


@pytest.mark.parametrize(
    "path", [p for p in ts_files() if language(p) == PLURALS], ids=lambda p: p.name
)
def test_an_english_file_holds_plural_forms_only(path):
    """English is the source: its file only says "1 unit" / "2 units" for %n strings."""
    found = messages(path)
    assert found and all(message.get("numerus") == "yes" for _c, message in found)


def test_english_plurals_are_right_in_the_order_of_battle(qapp):
    """ "Delete 1 item" / "Delete 3 items", not "item(s)" (issue 15)."""
    from PySide6.QtCore import QCoreApplication

    from adjutant.i18n import Translations

    translations = Translations(qapp)
    translations.switch("en")
    try:
        tr = QCoreApplication.translate
        assert tr("OobActions", "Delete %n item(s)", "", 1) == "Delete 1 item"
        assert tr("OobActions", "Delete %n item(s)", "", 3) == "Delete 3 items"
        one = tr("OobModel", "{kind} · %n unit(s)", "", 1)
        assert one == "{kind} · 1 unit"
    finally:
        translations.switch("en")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_message_has_one_translation_in_one_area(lang):
    owners = defaultdict(list)
    for path in ts_files():
        if language(path) == lang:
            for key in translations(path):
                owners[key].append(path.name)
    shared = {key: files for key, files in owners.items() if len(files) > 1}
    assert not shared  # e.g. "Vocabulary" lives in oob_*.ts only


@pytest.mark.parametrize("lang", TRANSLATED)
def test_dock_titles_are_the_tool_windows_own_titles(lang):
    """A dock shows "ToolWindows" until its window is built, then the window's title."""
    from adjutant.windows.main_window import TOOL_WINDOWS

    everything: dict[tuple[str, str], str] = {}
    for path in ts_files():
        if language(path) == lang:
            everything.update(translations(path))
    window_contexts = {
        "oob": "OrderOfBattleWidget",
        "log": "TurnLogWidget",
        "command": "CommandWindow",
        "charge": "ChargeWindow",
        "melee": "MeleeWindow",
        "odds": "OddsWindow",
        "hex": "HexBoardWindow",
    }
    assert {spec.key for spec in TOOL_WINDOWS} <= set(window_contexts)
    for spec in TOOL_WINDOWS:
        dock = everything[("ToolWindows", spec.title)]
        own = everything[(window_contexts[spec.key], spec.title)]
        assert dock == own, (spec.key, dock, own)
    # The phase, the tool (rules reference) and the log's kind say the same word.
    for source in ("Charge", "Melee"):
        words = {everything[(ctx, source)] for ctx in ("ToolWindows", "Phases", "Tools")}
        assert len(words) == 1, (source, words)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_rules_charge_is_one_word_chg(lang):
    word, not_word = CHARGE[lang]
    problems = []
    for path in ts_files():
        if language(path) != lang:
            continue
        for (context, source), text in translations(path).items():
            # The rules' charge, not "Attack token may charge" sentences that name the token.
            if not re.search(r"\bcharg", source, re.I):
                continue
            lowered = text.lower()
            if word not in lowered or (
                not_word and not_word in lowered and "attack" not in source.lower()
            ):
                problems.append(f"{path.name} {context}: {source!r} -> {text!r}")
    assert not problems, "\n".join(problems)


def test_every_translatable_string_in_the_sources_is_in_a_ts_file(tmp_path):
    """lupdate over every source: a tr() whose (context, text) no .ts holds stays English."""
    try:
        written = update_sources("all", [SOURCES], directory=tmp_path)
    except TranslationToolMissing as exc:  # the wheel ships lupdate: this is a broken install
        pytest.fail(str(exc))
    found = set(translations(written[0]))
    held = set()
    for path in ts_files():
        held |= set(translations(path))
    missing = sorted(found - held)
    assert found and not missing, "\n".join(f"{c}: {s!r}" for c, s in missing)
    unused = sorted(held - found)
    assert not unused, "\n".join(f"{c}: {s!r}" for c, s in unused)


@pytest.mark.parametrize(
    "lang, text",
    [
        ("es", "30 de noviembre de 2026"),
        ("ru", "30 ноября 2026\u202fг."),
        ("en", "November 30, 2026"),
    ],
)
def test_summary_dates_follow_the_languages_long_form(lang, text):
    """Not a hand-made "d MMMM yyyy": Spanish needs "de", Russian the genitive and "г."."""
    from datetime import datetime

    from PySide6.QtCore import QLocale

    from adjutant.windows.summary import date_text

    before = QLocale()
    QLocale.setDefault(QLocale(lang))
    try:
        assert date_text(datetime(2026, 11, 30, 18, 5)) == text
    finally:
        QLocale.setDefault(before)


def test_no_english_text_makes_a_possessive_of_a_name():
    """ "42nd Highlanders's charge", "Blue's turn": an English possessive of a name the
    player wrote is wrong for names ending in s and has no form in Russian or Spanish
    (issue 22, item 16); every such text is worded without one."""
    possessive = re.compile(r"(\{[a-z_0-9]*\}|%[0-9n])['’]s\b")
    found = sorted(
        {
            f"{path.name}: {source}"
            for path in ts_files()
            for _context, message in messages(path)
            if possessive.search(source := message.findtext("source") or "")
        }
    )
    assert found == []

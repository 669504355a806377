"""One description per event kind, worded once and translated in one context (issue 23).

Each kind of ``store.events.kinds`` words itself (``GameEvent.describe()``: the log's line and
the summary's row) in sentences of the one catalogue ``store.event_words``; the log
(``qtmodels.event_text.event_summary``), the summary (``windows.summary.describe``) and
the PDF built from it say the same description, translated through the catalogue's one
context. Before, the log and the summary each worded every kind again (12 and 16 cases),
in two contexts, and the summary printed a gladiator's arc in English in every language.
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from adjutant.i18n import Translations
from adjutant.qtmodels.event_text import event_row, event_summary, kind_name
from adjutant.store import Game
from adjutant.store import event_words as w
from adjutant.store.events import kinds as ev
from adjutant.store.events.json_form import stored_keys
from adjutant.store.read import queries
from adjutant.windows import summary

ROOT = Path(__file__).resolve().parents[2]
OLD_FILE = ROOT / "tests" / "data" / "events_v1.adjutant"
TRANSLATIONS = ROOT / "resources" / "translations"
CYRILLIC = re.compile("[А-Яа-яЁё]")


@pytest.fixture(scope="module")
def old_events(tmp_path_factory):
    """One event of every kind (and each shape variant), as an older version wrote them."""
    path = tmp_path_factory.mktemp("words") / "events.adjutant"
    shutil.copyfile(OLD_FILE, path)
    with Game.open(path) as game:
        infos = queries.events(game)
        names = {u.id: u.name for s in queries.order_of_battle(game).sides for u in s.all_units()}
    return [info.event for info in infos], names


@pytest.fixture
def language(qapp):
    translations = Translations(qapp)
    before = QLocale()

    def switch(lang: str) -> None:
        translations.switch(lang)
        QLocale.setDefault(QLocale(lang))

    yield switch
    translations.switch("en")
    QLocale.setDefault(before)


def test_every_kind_has_one_description_and_a_name(old_events):
    events, _names = old_events
    assert {type(e) for e in events} == set(ev.EVENT_CLASSES.values())
    for e in events:
        said = e.describe()
        assert isinstance(said, w.Description) and said.line is not None, e.kind
        assert type(e).NAME, e.kind
    # The log's kind column and the summary's heading are the kind's one name.
    for kind, cls in ev.EVENT_CLASSES.items():
        assert kind_name(kind) == summary.kind_name(kind) == cls.NAME


def test_the_log_and_the_summary_say_the_same_description(old_events):
    """A kind without columns of its own (a break test, figures turning) is printed with
    the log's very line; the others share their sentences (the summary's details and
    result are the description's, not a second wording)."""
    events, names = old_events
    for e in events:
        row = summary.describe(e, names)
        said = e.describe()
        line = event_summary(e, names.get)
        if said.details is None:
            assert row.details == line.replace("<", "&lt;").replace(">", "&gt;"), e.kind
        assert row == event_row(e, names), e.kind
    marked = replace(events[0], out_of_phase=True)
    assert event_summary(marked, names.get).endswith(" [out of phase]")


def test_a_sentence_outside_the_catalogue_is_refused():
    with pytest.raises(ValueError, match="catalogue"):
        w.Say("{unit} does something no kind says")
    assert w.Say(w.HIT) == w.Say(w.HIT) and w.Say(w.HIT) != w.Say(w.PARRIED)


def _held(lang: str) -> dict[str, tuple[str, str | None]]:
    found = {}
    for path in TRANSLATIONS.glob(f"*_{lang}.ts"):
        for context in ET.parse(path).getroot().iter("context"):
            if context.findtext("name") != w.CONTEXT:
                continue
            for message in context.iter("message"):
                node = message.find("translation")
                found[message.findtext("source") or ""] = (node.text or "", node.get("type"))
    return found


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_every_sentence_of_the_catalogue_is_translated_in_its_one_context(lang):
    held = _held(lang)
    assert len(w.CATALOGUE) > 80
    assert not sorted(w.CATALOGUE - set(held))
    assert all(text.strip() and kind is None for text, kind in held.values())
    # The log's and the summary's old contexts are gone: one context for all of it.
    for path in TRANSLATIONS.glob(f"*_{lang}.ts"):
        names = {c.findtext("name") for c in ET.parse(path).getroot().iter("context")}
        assert "EventText" not in names, path.name


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_every_line_and_row_is_in_the_players_language(old_events, language, lang):
    """No catalogue sentence stays English in the log or the summary (names and stored
    codes aside)."""
    events, names = old_events
    language(lang)
    english = {s for s in w.CATALOGUE if len(s) > 12 and "{" not in s[:2]}
    for e in events:
        row = event_row(e, names)
        texts = [event_summary(e, names.get), row.what, row.details, row.result]
        for text in texts:
            assert not any(source in text for source in english), (e.kind, text)


def test_a_gladiators_arc_is_translated_in_the_summary_as_in_the_log(old_events, language):
    """It was printed as stored ("front") in every language, where the log translated it."""
    events, names = old_events
    attack = next(e for e in events if isinstance(e, ev.GladiatorAttack))
    language("ru")
    row = event_row(attack, names)
    assert "(фронт)" in row.details and "(front)" not in row.details
    assert "(фронт)" in event_summary(attack, names.get)
    language("en")
    assert "(front)" in event_row(attack, names).details


def test_the_json_form_is_the_fields_places(old_events):
    """What each kind writes is what its fields declare (no second list of keys)."""
    events, _names = old_events
    for e in events:
        inputs, outcome = e.to_json()
        keys = stored_keys(type(e))
        assert set(inputs) <= set(keys["inputs"]), e.kind
        assert set(outcome) <= set(keys["outcome"]), e.kind
    source = (ROOT / "desktop" / "adjutant" / "store" / "events" / "kinds.py").read_text(
        encoding="utf-8"
    )
    assert "def _read(" not in source  # the readers are derived too
    # The base (derived from the places), the unknown kinds' own, the odds' older key order.
    assert source.count("def to_json(") == 3

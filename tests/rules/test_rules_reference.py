"""The rules reference in English, Russian and Spanish (Help > Rules).

``resources/rules_reference.json`` is the English restatement of RULES.md;
``rules_reference_ru.json`` and ``rules_reference_es.json`` hold the same ids in the
rules' own languages. ``rule_texts(language=...)`` / ``rule_reference(..., language=...)``
read them, falling back to English per rule where a translation is missing.
"""

from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET

import pytest

from adjutant.paths import resources_dir
from adjutant.rules import ruleset as ruleset_module
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import REFERENCE_LANGUAGES, Tool, rule_reference, rule_texts

#: Every rule id of RULES.md, in its order (CMD-1..8, CHG-1..5, MEL-1..11, ODD-1..3, GLAD-0..6).
EXPECTED_IDS = (
    [f"CMD-{i}" for i in range(1, 9)]
    + [f"CHG-{i}" for i in range(1, 6)]
    + [f"MEL-{i}" for i in range(1, 12)]
    + [f"ODD-{i}" for i in range(1, 4)]
    + [f"GLAD-{i}" for i in range(0, 7)]
)
TRANSLATED = [lang for lang in REFERENCE_LANGUAGES if lang != "en"]
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
#: A run of three Latin letters is English left behind: "d20", "2D6", "D3" and "N-1" pass.
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ENGLISH_WORDS = re.compile(r"\b(the|and|of|is|with|its|each|from|rolls?|unit)\b", re.I)
NUMBER = re.compile(r"\d+")


def english() -> dict[str, tuple[str, str]]:
    return {r.id: (r.title, r.text) for r in rule_texts()}


def raw(language: str) -> dict:
    path = resources_dir() / f"rules_reference_{language}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def test_reference_languages_are_the_interface_languages():
    from adjutant.i18n import LANGUAGES

    assert set(REFERENCE_LANGUAGES) == set(LANGUAGES)


@pytest.mark.parametrize("language", REFERENCE_LANGUAGES)
def test_every_rule_id_is_translated_in_order(language):
    """No fallback hides a missing rule: each one says it is in the language asked for."""
    texts = rule_texts(language=language)
    assert [r.id for r in texts] == EXPECTED_IDS
    assert all(r.language == language for r in texts), [
        r.id for r in texts if r.language != language
    ]
    for r in texts:
        assert r.title.strip() == r.title and r.title
        assert r.text.strip() == r.text and len(r.text) > 20


@pytest.mark.parametrize("language", TRANSLATED)
def test_translation_files_hold_exactly_the_english_ids(language):
    data = raw(language)
    assert data["language"] == language
    assert [entry["id"] for entry in data["rules"]] == EXPECTED_IDS
    assert all(set(entry) == {"id", "title", "text"} for entry in data["rules"])


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_each_rules_tool(language):
    tools = {r.id: r.tool for r in rule_texts()}
    assert {r.id: r.tool for r in rule_texts(language=language)} == tools


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_every_number_of_the_english(language):
    """CMD-6's 11.3 -> 12 -> 13+, CHG-3's 20 in 36, MEL-10's +3/+2/+1: same numbers."""
    source = english()
    for r in rule_texts(language=language):
        wanted = sorted(NUMBER.findall(_numbers_only(source[r.id][1])))
        found = sorted(NUMBER.findall(_numbers_only(r.text)))
        assert found == wanted, (r.id, r.text)


def _numbers_only(text: str) -> str:
    # A superscript square is "^2"; Spanish "1d20" / "1D6" (the seed's way) is one die.
    return re.sub(r"\b1(?=[dD]\d)", "", text.replace("²", "^2"))


def _stems(phrase: str) -> list[str]:
    """Each word without its last two letters: Russian declines ("походной колонне")."""
    return [word[:-2] if len(word) > 4 else word for word in phrase.casefold().split()]


def test_russian_has_no_english_left():
    source = english()
    for r in rule_texts(language="ru"):
        for part in (r.title, r.text):
            assert CYRILLIC.search(part), (r.id, part)
            assert not LATIN_WORD.search(part), (r.id, part)
        assert (r.title, r.text) != source[r.id]


def test_spanish_is_spanish():
    source = english()
    for r in rule_texts(language="es"):
        assert r.text != source[r.id][1], r.id
        assert not ENGLISH_WORDS.search(r.title), (r.id, r.title)
        assert not ENGLISH_WORDS.search(r.text), (r.id, ENGLISH_WORDS.search(r.text))
        assert not CYRILLIC.search(r.title + r.text), r.id
    # A title may equal the English only where the word is the same (none is today).
    assert sum(r.title == source[r.id][0] for r in rule_texts(language="es")) == 0


def _app_translations(language: str) -> dict[str, set[str]]:
    """English source -> every translation the app's .ts files give it."""
    found: dict[str, set[str]] = {}
    for path in sorted((resources_dir() / "translations").glob(f"*_{language}.ts")):
        for message in ET.parse(path).getroot().iter("message"):
            node = message.find("translation")
            if node is not None and node.text:
                found.setdefault(message.findtext("source") or "", set()).add(node.text)
    return found


#: The app's own words (resources/translations) the reference must use.
APP_TERMS = {
    "ru": {
        "Attack": "Атака",
        "Move": "Движение",
        "Defence": "Оборона",
        "Charge": "Натиск",
        "Hedgehog": "Ёж",
        "March column": "Походная колонна",
        "Break test": "Проверка стойкости",
        "Standard-bearer": "Знаменосец",
        "Commander-in-chief": "Главнокомандующий",
    },
    "es": {
        "Attack": "Ataque",
        "Move": "Movimiento",
        "Defence": "Defensa",
        "Charge": "Carga",
        "Hedgehog": "Erizo",
        "March column": "Columna de marcha",
        "Break test": "Chequeo de ruptura",
        "Standard-bearer": "Abanderado",
        "Commander-in-chief": "General en jefe",
    },
}


@pytest.mark.parametrize("language", TRANSLATED)
def test_terms_are_the_apps_own_words(language):
    app = _app_translations(language)
    texts = {r.id: f"{r.title} {r.text}".casefold() for r in rule_texts(language=language)}
    for source, word in APP_TERMS[language].items():
        assert word in app[source], (source, word, app.get(source))
    # CMD-1 names the three tokens (CMD-7 too), the way the command window does.
    for token in ("Attack", "Move", "Defence"):
        for rule in ("CMD-1", "CMD-7", "CMD-8"):
            assert APP_TERMS[language][token].casefold() in texts[rule], (rule, token)
    # The charge (CHG-1..5) is the app's word for it in every rule of the section.
    charge = APP_TERMS[language]["Charge"].casefold()[:5]  # натис(к/ка), carga(s)
    assert all(charge in texts[f"CHG-{i}"] for i in (1, 2, 3, 4)), charge
    for source, rule in (
        ("Hedgehog", "MEL-4"),
        ("March column", "MEL-9"),
        ("Break test", "MEL-11"),
        ("Standard-bearer", "CMD-4"),
        ("Commander-in-chief", "CMD-6"),
    ):
        stems = _stems(APP_TERMS[language][source])
        assert all(stem in texts[rule] for stem in stems), (source, rule, stems)


def test_seed_terms():
    """The seeds' own words: жетон приказа, контроль, четверть; cuadrante, apoyo, carga."""
    ru = {r.id: r.text.casefold() for r in rule_texts(language="ru")}
    es = {r.id: r.text.casefold() for r in rule_texts(language="es")}
    assert "жетон приказа" in ru["CMD-1"]
    assert "сложности контроля" in ru["CMD-5"]
    assert "четверт" in ru["MEL-5"] and "четверт" in ru["MEL-6"]
    assert "атак" not in rule_texts(language="ru")[EXPECTED_IDS.index("CHG-2")].text.casefold()
    assert "cuadrante" in es["MEL-6"] and "apoyo" in es["MEL-7"]
    assert "carga" in es["CHG-1"] and "sin efecto" in es["ODD-2"]


def test_rule_reference_per_tool_in_russian():
    charge = rule_reference(Tool.CHARGE, language="ru")
    assert [rid for rid, _, _ in charge] == ["CHG-1", "CHG-2", "CHG-3", "CHG-4", "CHG-5"]
    assert charge[1][1] == "Дальность натиска"
    assert rule_reference("hex", language="es") == rule_reference(Tool.HEX, language="es")
    assert len(rule_reference(language="es")) == len(EXPECTED_IDS)
    # The English default is unchanged by the new keyword.
    assert rule_reference(Tool.CHARGE) == rule_reference(Tool.CHARGE, language="en")
    assert rule_reference(Tool.CHARGE)[1][1] == "Charge range"


# --- the English fallback and bad input -------------------------------------------


@pytest.fixture
def resources(tmp_path, monkeypatch):
    """A resources folder holding the real English reference and nothing else."""
    shutil.copy(resources_dir() / "rules_reference.json", tmp_path / "rules_reference.json")
    monkeypatch.setattr(ruleset_module, "resources_dir", lambda: tmp_path)
    return tmp_path


def write(folder, language, rules, **extra):
    data = {"language": language, "rules": rules, **extra}
    (folder / f"rules_reference_{language}.json").write_text(
        json.dumps(data, ensure_ascii=False), encoding="utf-8"
    )


def test_a_missing_rule_falls_back_to_english(resources):
    write(
        resources,
        "ru",
        [
            {"id": "CMD-5", "title": "Проверка контроля", "text": "Бросьте d20."},
            {"id": "CMD-6", "title": "Сложность", "text": "  "},  # empty: not translated
        ],
    )
    english_rules = {r.id: r for r in rule_texts()}
    texts = {r.id: r for r in rule_texts(language="ru")}
    assert list(texts) == EXPECTED_IDS
    assert (texts["CMD-5"].title, texts["CMD-5"].text, texts["CMD-5"].language) == (
        "Проверка контроля",
        "Бросьте d20.",
        "ru",
    )
    assert texts["CMD-6"] == english_rules["CMD-6"] and texts["CMD-6"].language == "en"
    assert all(texts[i] == english_rules[i] for i in EXPECTED_IDS if i != "CMD-5")
    tokens = rule_reference(Tool.TOKENS, language="ru")
    assert tokens[4] == ("CMD-5", "Проверка контроля", "Бросьте d20.")
    assert tokens[5] == ("CMD-6", english_rules["CMD-6"].title, english_rules["CMD-6"].text)


def test_a_language_without_a_file_is_english(resources):
    assert rule_texts(language="de") == rule_texts()
    assert rule_texts(language="es") == rule_texts()  # no es file in this folder
    assert rule_reference(Tool.MELEE, language="de") == rule_reference(Tool.MELEE)


@pytest.mark.parametrize(
    "language", ["", "RU", "../rules_reference", "r", None, 7, "ru_RU", "ru\n"]
)
def test_a_malformed_language_code_is_refused(language):
    with pytest.raises(RuleInputError, match="RULESET"):
        rule_texts(language=language)
    with pytest.raises(RuleInputError, match="RULESET"):
        rule_reference(Tool.CHARGE, language=language)


@pytest.mark.parametrize(
    "content, message",
    [
        ({"language": "ru", "rules": [{"id": "CMD-99", "title": "x", "text": "y"}]}, "CMD-99"),
        (
            {
                "language": "ru",
                "rules": [{"id": "CMD-1", "title": "а", "text": "б"}] * 2,
            },
            "twice",
        ),
        ({"language": "es", "rules": []}, "holds 'es'"),
        ({"language": "ru"}, "malformed"),
        ({"language": "ru", "rules": [{"title": "а", "text": "б"}]}, "malformed"),
        (["not", "an", "object"], "malformed"),
    ],
)
def test_a_broken_translation_file_is_a_clear_error(resources, content, message):
    (resources / "rules_reference_ru.json").write_text(
        json.dumps(content, ensure_ascii=False), encoding="utf-8"
    )
    with pytest.raises(RuleInputError, match=message):
        rule_texts(language="ru")
    assert rule_texts() == rule_texts(language="en")  # English unaffected


def test_a_translation_that_is_not_json_is_a_clear_error(resources):
    (resources / "rules_reference_ru.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(RuleInputError, match="cannot read"):
        rule_texts(language="ru")

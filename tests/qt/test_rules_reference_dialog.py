"""Help > Rules speaks the interface language (issue 9, "Languages").

The rule titles and texts are data (``resources/rules_reference*.json``), so the
dialog reads them again on ``LanguageChange``: switching to Russian or Spanish
re-fills the list, the shown rule and the search, with no new dialog.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from adjutant.i18n import Translations, current_language, ensure_compiled
from adjutant.rules.ruleset import Tool, rule_texts
from adjutant.windows.dialogs import RulesReferenceDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def translations(qapp):
    ensure_compiled()
    translations = Translations(qapp)
    yield translations
    translations.switch("en")


@pytest.fixture
def dialog(qtbot, translations):
    dialog = RulesReferenceDialog([Tool.TOKENS, Tool.CHARGE, Tool.MELEE])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def select(dialog, rule_id):
    item = dialog.tree.findItems(rule_id, Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive)
    assert len(item) == 1
    dialog.tree.setCurrentItem(item[0])


def test_the_dialog_shows_russian_after_switching_language(dialog, translations):
    english = {r.id: r for r in rule_texts()}
    russian = {r.id: r for r in rule_texts(language="ru")}
    select(dialog, "CMD-5")
    assert dialog.language == "en"
    assert dialog.rule_text("CMD-5") == (english["CMD-5"].title, english["CMD-5"].text)
    assert "Control test" in dialog.text.toPlainText()

    translations.switch("ru")

    assert current_language() == "ru" and dialog.language == "ru"
    assert dialog.rule_text("CMD-5") == ("Проверка контроля", russian["CMD-5"].text)
    assert dialog.rule_text("CHG-2")[0] == "Дальность натиска"
    # The open rule is re-shown in Russian, the frame too (tr() strings from shell_ru).
    shown = dialog.text.toPlainText()
    assert "CMD-5 — Проверка контроля" in shown and "d20" in shown
    assert "Control test" not in shown
    assert dialog.windowTitle() != "Rules reference"
    # Every listed rule reads in Russian, and the list is the same rules as before.
    assert dialog.rule_ids() == [i for i in english if i.startswith(("CMD", "CHG", "MEL"))]
    for rule_id in dialog.rule_ids():
        assert dialog.rule_text(rule_id) == (russian[rule_id].title, russian[rule_id].text)


def test_search_works_in_the_new_language_and_survives_a_switch(dialog, translations):
    dialog.search.setText("натиск")
    assert dialog.rule_ids() == []  # nothing in English says "натиск"
    translations.switch("ru")
    found = dialog.rule_ids()
    assert {"CHG-1", "CHG-2", "CHG-3", "CHG-4", "CMD-1", "MEL-3"} <= set(found)
    assert not any(rule.startswith("ODD") for rule in found)
    translations.switch("es")
    assert dialog.rule_ids() == []  # the same search, now over the Spanish texts
    dialog.search.setText("cuadrante")
    assert {"MEL-5", "MEL-6", "MEL-7"} <= set(dialog.rule_ids())
    assert dialog.rule_text("MEL-6")[0] == "Cuadrantes"


def test_back_to_english_and_a_new_dialog_opens_in_the_current_language(
    qtbot, dialog, translations
):
    translations.switch("es")
    later = RulesReferenceDialog(None)
    qtbot.addWidget(later)
    assert later.language == "es"
    assert later.rule_text("GLAD-5")[0] == "Combate múltiple"
    assert set(later.rule_ids()) == {r.id for r in rule_texts()}  # every tool when None
    translations.switch("en")
    english = {r.id: r for r in rule_texts()}
    for shown in (dialog, later):
        assert shown.language == "en"
        assert shown.rule_text("MEL-7") == (english["MEL-7"].title, english["MEL-7"].text)


def test_a_damaged_translation_leaves_help_in_english(dialog, translations, monkeypatch):
    from adjutant.rules import ruleset
    from adjutant.rules.errors import RuleInputError

    real = ruleset.rule_texts

    def damaged(*, language="en"):
        if language != "en":
            raise RuleInputError("RULESET", "rules_reference_ru.json: malformed", language)
        return real(language=language)

    monkeypatch.setattr("adjutant.windows.dialogs.rule_texts", damaged)
    translations.switch("ru")
    english = {r.id: r for r in real()}
    assert dialog.language == "en"
    assert dialog.rule_text("CHG-3") == (english["CHG-3"].title, english["CHG-3"].text)

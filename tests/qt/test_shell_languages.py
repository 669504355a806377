"""Every visible string of the shell follows a language switch at once (issue 15).

The main window is shown on the sample battle mid-turn (a unit selected, a test in the
log, a measure on the battlefield); every text the player can see or hover in the
shell's own parts is read in English — menus and their actions, the turn bar, the status
bar, dock titles and tabs, the order of battle (tree headers, cells, details), the turn
log (filters, headers, rows), the battlefield (tool bar, hint, labels drawn on the
canvas, tooltips) — then again after View > Language > Русский and Español. A text that
is still the English one, once the game's own names (user data) and rule ids are taken
out, is a string that did not follow. The tool windows' own docks are their engineers'
(issue 15 split); they are walked too and printed, not asserted.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QTabBar,
    QTabWidget,
    QWidget,
)
from shell_fixtures import control_test

from adjutant.store.read import queries
from adjutant.store.services.sample import create_sample
from adjutant.windows.shell import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The shell's own docks (the tool windows are walked but reported only).
SHELL_DOCKS = ("oob", "log", "history")
TOOL_DOCKS = ("command", "charge", "melee", "odds", "hex")
RULE_ID = re.compile(r"\b(?:CMD|CHG|MEL|ODD|GLAD)-\d+\b")
#: Words that are the same in every language here (names of languages, the program...).
SAME_EVERYWHERE = {
    "Adjutant",
    "English",
    "Русский",
    "Español",
    "PySide6",
    "Qt",
    "LGPL",
    "PDF",
    "CSV",
    "NE",
    "EX",
}
#: A word of three letters or more, all of them English (a Latin "Español" is not one).
WORD = re.compile(r"\b[A-Za-z]{3,}\b")


@pytest.fixture
def shown(qtbot, sandbox, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Ok)
    (sandbox / "data").mkdir()
    path = tmp_path / "Sample battle.adjutant"
    create_sample(path, seed=5).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.build_tool_windows()
    assert window.open_game(path)
    game = window.document.game
    units = {u.name: u for s in queries.order_of_battle(game).sides for u in s.all_units()}
    guards = units["2nd Coldstream Guards"]
    control_test(window, guards.name)
    window.document.select_unit(guards.id)
    field = window.centralWidget()
    scene = field.scene
    a, b = units["1st Foot Guards"].id, units["2nd Coldstream Guards"].id
    scene.measure_units(a, b)
    window.turn_bar.next_phase_action.trigger()
    window.statusBar().showMessage("")  # no passing message: it is not kept on a switch
    qtbot.wait(20)
    yield window
    window.document.detach()
    window.translations.switch("en")


def user_words(window) -> list[str]:
    """The game's own names (user data, never translated), longest first."""
    game = window.document.game
    oob = queries.order_of_battle(game)
    names = {queries.game_info(game).name, "Sample battle.adjutant", "Sample battle"}
    for side in oob.sides:
        names.add(side.name)
        if side.commander is not None:
            names.add(side.commander.name)
        stack = list(side.formations)
        while stack:
            formation = stack.pop()
            names.add(formation.name)
            stack.extend(formation.children)
            names.update(u.name for u in formation.units)
            for unit in formation.units:  # a unit's notes are the players' own words
                names.update(line for line in (unit.notes or "").splitlines())
                names.update(line[:120] for line in (unit.notes or "").splitlines())
    names.update(t.name for t in queries.battlefield(game).terrain)
    names.update(f.name for b in queries.hex_boards(game) for f in b.figures)
    names.update(b.name for b in queries.hex_boards(game))
    names.update(c.name for c in queries.crts(game))
    return sorted((n for n in names if n), key=len, reverse=True)


def english_left(text: str, names: list[str]) -> str:
    """What of ``text`` still reads as English once names, rule ids and fixed words go."""
    for name in names:
        text = text.replace(name, " ")
    text = RULE_ID.sub(" ", text)
    text = re.sub(r"<[^>]+>|&[a-z]+;", " ", text)  # markup of our own tooltips
    words = [w for w in WORD.findall(text) if w not in SAME_EVERYWHERE]
    return " ".join(words)


def _model_texts(model: QAbstractItemModel, key: str, limit: int = 60) -> Iterator[tuple]:
    try:
        columns = model.columnCount(QModelIndex())
    except TypeError:  # a list model's columnCount is private in PySide6
        columns = 1
    for column in range(columns):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(column, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield (key, "header", column, int(role)), value
    seen = 0
    stack = [QModelIndex()]
    while stack and seen < limit:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            for column in range(columns if not parent.isValid() else 1):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield (key, "cell", str(_path(index)), int(role)), value
            stack.append(model.index(row, 0, parent))
            seen += 1


def _path(index: QModelIndex) -> tuple:
    out = []
    while index.isValid():
        out.append(index.row())
        index = index.parent()
    return tuple(reversed(out))


def _action_texts(action: QAction, key: str) -> Iterator[tuple]:
    for attr in ("text", "toolTip", "statusTip", "whatsThis"):
        value = getattr(action, attr)()
        if value:
            yield (key, action.objectName() or id(action), attr), value
    if action.menu() is not None:
        yield from _menu_texts(action.menu(), f"{key}/{action.objectName()}")


def _menu_texts(menu: QMenu, key: str) -> Iterator[tuple]:
    yield (key, "title"), menu.title()
    for i, action in enumerate(menu.actions()):
        if action.isSeparator():
            continue
        yield from _action_texts(action, f"{key}/{i}")


def widget_texts(root: QWidget, key: str) -> Iterator[tuple]:
    """Every text a player can read or hover under ``root``."""
    widgets = [root, *root.findChildren(QWidget)]
    for n, widget in enumerate(widgets):
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        name = f"{key}/{type(widget).__name__}:{widget.objectName()}:{n}"
        for attr in ("toolTip", "windowTitle", "statusTip", "whatsThis"):
            value = getattr(widget, attr)()
            if value:
                yield (name, attr), value
        if isinstance(widget, QLabel | QAbstractButton):
            yield (name, "text"), widget.text()
        if isinstance(widget, QLabel) and hasattr(widget, "full_text"):
            yield (name, "full_text"), widget.full_text()
        if isinstance(widget, QLineEdit):
            yield (name, "placeholder"), widget.placeholderText()
        if isinstance(widget, QGroupBox):
            yield (name, "title"), widget.title()
        if isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield (name, "item", i), widget.itemText(i)
        if isinstance(widget, QTabBar):
            for i in range(widget.count()):
                yield (name, "tab", i), widget.tabText(i)
                yield (name, "tabtip", i), widget.tabToolTip(i)
        if isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                yield (name, "tab", i), widget.tabText(i)
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from _model_texts(widget.model(), name)
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for i, item in enumerate(widget.scene().items()):
                if item.toolTip():
                    yield (name, "item-tip", type(item).__name__, i), item.toolTip()
                parts = getattr(item, "_parts", None)
                for j, part in enumerate(parts or ()):
                    yield (name, "item-part", i, j), part[0]
        for j, action in enumerate(widget.actions()):
            yield from _action_texts(action, f"{name}/a{j}")


def shell_texts(window: MainWindow) -> dict[tuple, str]:
    found: dict[tuple, str] = {}
    for i, menu_action in enumerate(window.menuBar().actions()):
        for key, value in _menu_texts(menu_action.menu(), f"menu{i}"):
            found[key] = value
    for key, value in widget_texts(window.turn_bar, "turnbar"):
        found[key] = value
    for key, value in widget_texts(window.statusBar(), "status"):
        found[key] = value
    for key, value in widget_texts(window.centralWidget(), "battlefield"):
        found[key] = value
    for dock in SHELL_DOCKS:
        for key, value in widget_texts(window.tool_dock(dock), f"dock:{dock}"):
            found[key] = value
    for key in (*SHELL_DOCKS, *TOOL_DOCKS):
        found[("dock-title", key)] = window.tool_dock(key).windowTitle()
        found[("dock-tip", key)] = window.tool_dock(key).toolTip()
    for i, bar in enumerate(window.dock_tab_bars()):
        for key, value in widget_texts(bar, f"tabs{i}"):
            found[key] = value
    found[("title",)] = window.windowTitle()
    return {k: v for k, v in found.items() if isinstance(v, str) and v.strip()}


def tool_texts(window: MainWindow) -> dict[tuple, str]:
    found: dict[tuple, str] = {}
    for dock in TOOL_DOCKS:
        widget = window.tool_widget(dock)
        for key, value in widget_texts(widget, f"tool:{dock}"):
            found[key] = value
    return {k: v for k, v in found.items() if isinstance(v, str) and v.strip()}


def untranslated(window, language: str, collect) -> list[str]:
    names = user_words(window)
    english = collect(window)
    window.set_language(language)
    try:
        other = collect(window)
    finally:
        window.set_language("en")
    left = []
    for key, text in english.items():
        if key in other and other[key] == text and english_left(text, names):
            left.append(f"{key}: {text!r}")
    return left


@pytest.mark.parametrize("language", ["ru", "es"])
def test_every_visible_string_of_the_shell_follows_a_switch(shown, language):
    left = untranslated(shown, language, shell_texts)
    assert not left, "still English after the switch:\n" + "\n".join(left)


def test_the_shell_is_read_in_english_too(shown):
    """The walk sees what a player sees (it would pass on an empty window otherwise)."""
    texts = shell_texts(shown)
    values = set(texts.values())
    assert len(texts) > 150
    for expected in ("&File", "Turn log", "Dice: virtual", "1st Foot Guards", "Name"):
        assert any(expected in v for v in values), expected
    # The canvas letters (CMD-1 token letters) are among the texts walked.
    assert any(k[1] == "item-part" for k in texts)


def test_tool_windows_left_in_english_are_listed_for_their_owners(shown, capsys):
    """Not asserted (the tool windows are being rebuilt elsewhere): printed for the report."""
    left = untranslated(shown, "ru", tool_texts)
    with capsys.disabled():
        print(f"\n{len(left)} tool-window strings still English after switching to Russian:")
        for line in left[:80]:
            print("  ", line)


def test_the_walk_finds_a_string_left_in_english(shown):
    """A label that never retranslates is caught (the check can fail)."""
    stuck = QLabel("Forgotten label text", shown.tool_dock("oob").tool())
    stuck.show()
    try:
        left = untranslated(shown, "ru", shell_texts)
    finally:
        stuck.deleteLater()
    assert any("Forgotten label text" in line for line in left)


#: Second-person plural ("vosotros") forms a translator might reach for in a UI: the
#: pronouns and the imperatives of the verbs the interface uses. Spanish here speaks to
#: the player as "usted" or impersonally (issue 15).
VOSOTROS = re.compile(
    r"\b(?:vosotr[oa]s|vuestr[oa]s?|os|\w+(?:áis|éis)|"
    r"(?:elegid|escribid|tirad|instalad|cerrad|abrid|liberad|volved|copiad|pulsad|haced|"
    r"usad|marcad|seleccionad|arrastrad|introducid|comprobad|mirad|poned|quitad|"
    r"guardad|añadid|borrad|cambiad|decid|probad|intentad)(?:lo|la|los|las|le|les)?)\b",
    re.IGNORECASE,
)


def test_spanish_uses_usted_never_vosotros():
    import xml.etree.ElementTree as ET

    from adjutant.i18n import translations_dir

    found = []
    for path in sorted(translations_dir().glob("*_es.ts")):
        for message in ET.parse(path).getroot().iter("message"):
            node = message.find("translation")
            texts = [f.text or "" for f in node.iter("numerusform")] or [node.text or ""]
            for text in texts:
                if VOSOTROS.search(text):
                    found.append(f"{path.name}: {text}")
    assert not found, "\n".join(found)
    assert VOSOTROS.search("Elegid otro nombre.") and VOSOTROS.search("Cerradlo allí")
    assert not VOSOTROS.search("Elija otro nombre. Ciérrelo allí; la unidad.")

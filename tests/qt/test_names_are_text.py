"""Names are shown as text, never as markup, everywhere (issue 16, item 9).

A game whose every name is hostile markup (tests/hostile_names.py: a local picture, a
heading, bold, a link, a table, a 200-character name) is opened in the main window;
every tool window is built, every unit selected in turn, and after each selection
tests/qt/markup_check.py walks every label, tool tip, button, title, item view and
battlefield item for a name rendered as markup. The dialogs and the printed summary are
read the same way.

The command, charge and melee tools are also driven through their steps with those
names (every unit declares, charges every enemy, a melee is set up and fought) and read
after each. The odds and hex tools are checked in a test of their own: they are opened
and every unit selected, but not driven through their steps.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from markup_check import markup_findings
from PySide6.QtWidgets import QApplication

from adjutant.store.read import queries as q
from adjutant.windows.main_window import MainWindow
from hostile_names import HOSTILE_NAMES, hostile_game
from poppler_tools import needs_poppler

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

TOOL_KEYS = ("command", "charge", "melee", "odds", "hex")
#: The tools whose texts are checked while they are driven (the others: selecting only).
DRIVEN = ("command", "charge", "melee")


@pytest.fixture
def hostile_window(qtbot, sandbox, tmp_path):
    path = tmp_path / "hostile.adjutant"
    hostile_game(path).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.build_all_tool_windows()
    assert window.open_game(path, quiet=True)
    qtbot.wait(50)
    yield window
    window.document.detach()
    window.close()


def _every_unit(window):
    return [
        u.id for side in q.order_of_battle(window.document.game).sides for u in side.all_units()
    ]


def _tools(window):
    return [window.tool_widget(key) for key in TOOL_KEYS]


def _check_while_selecting(window, qtbot, roots, skip=()):
    findings: set[str] = set()
    seen = 0
    for unit_id in [0, *_every_unit(window)]:
        window.document.select_unit(unit_id)
        QApplication.processEvents()
        found, looked = markup_findings(roots, HOSTILE_NAMES, skip)
        findings.update(found)
        seen = max(seen, looked)
    return sorted(findings), seen


def test_main_window_panels_and_battlefield_show_names_as_text(hostile_window, qtbot):
    """Order of battle (title, path, detail panel, delegates), turn bar, battlefield items
    and tool tips, turn log, main window: no name rendered as markup."""
    findings, seen = _check_while_selecting(
        hostile_window, qtbot, [hostile_window], skip=_tools(hostile_window)
    )
    assert seen > 200  # the walk reached the panels' texts, not only the frame
    assert not findings, "\n".join(findings)


def _not_driven(window):
    return [window.tool_widget(key) for key in TOOL_KEYS if key not in DRIVEN]


def test_command_charge_and_melee_tools_show_names_as_text(hostile_window, qtbot, messages):
    """Issue 16, item 9 in the tool windows: with every name hostile, each unit selected,
    then each tool driven through its steps — command: every unit declares (CMD-3);
    charge: every unit of the side charges every enemy (CHG-1..4) and the declared
    charges are rolled; melee: a melee set up, its contact chosen (MEL-2) and a round
    fought (so the open combat is listed) — no label, tool tip or table cell shows a
    name as markup, in the tools or in the main window (log, undo history) after."""
    from game_builders import to_phase

    window = hostile_window
    game = window.document.game
    findings: set[str] = set()
    names_seen: set[str] = set()

    def look(roots, skip=()):
        QApplication.processEvents()
        found, _looked = markup_findings(roots, HOSTILE_NAMES, skip)
        findings.update(found)

    tools = {key: window.tool_widget(key) for key in DRIVEN}
    found, seen = _check_while_selecting(window, qtbot, list(tools.values()))
    findings.update(found)
    assert seen > 200
    side_a, side_b = q.order_of_battle(game).sides
    units_a = [u.id for u in side_a.all_units()]
    units_b = [u.id for u in side_b.all_units()]

    command = tools["command"]
    for unit_id in units_a + units_b:
        command.declare(unit_id, "attack")
    for key in command.tab_keys():
        command.show_tab(key)
        look([command])
    assert command.declaration_card(units_a[0]) is not None

    to_phase(game, "charge")
    window.document.notify(None)
    charge = tools["charge"]
    for unit_id in units_a:
        charge.choose_charger(unit_id)
        for enemy in units_b:
            charge.set_target(enemy, True)
        look([charge])
        charge.declare()  # refused for most (CMD-1): the refusal names the unit
        look([charge])
    rolled = [unit_id for unit_id in units_a if charge.roll(unit_id) is not None]
    assert rolled, "no charge was rolled: the roll page's texts were not reached"
    for page in range(charge.tabs.count()):
        charge.tabs.setCurrentIndex(page)
        look([charge])

    to_phase(game, "melee")
    window.document.notify(None)
    melee = tools["melee"]
    melee.start_melee([units_a[0]])
    melee.session.add_fighter(units_b[0])
    melee.session.set_contact(units_a[0], units_b[0])
    melee.refresh()
    look([melee])
    assert melee.roll(melee.session.round, None) is not None
    for tab in range(melee.tabs.count()):
        melee.tabs.setCurrentIndex(tab)
        look([melee])
    assert melee.combat_combo.count() > 1  # the open combat, named by its units
    names_seen.update(melee.combat_combo.itemText(i) for i in range(melee.combat_combo.count()))
    assert any(HOSTILE_NAMES[1] in text for text in names_seen)

    look([window], skip=_not_driven(window))  # the log and undo history name the units too
    assert not findings, "\n".join(sorted(findings))


def test_odds_and_hex_tools_show_names_as_text(hostile_window, qtbot):
    findings, _seen = _check_while_selecting(hostile_window, qtbot, _not_driven(hostile_window))
    assert not findings, "\n".join(findings)


def test_dialogs_show_names_as_text(hostile_window, qtbot):
    """The summary scope dialog, About, the rules reference and the undo history."""
    from adjutant.windows.summary_print import SummaryScopeDialog

    window = hostile_window
    dialogs = [
        SummaryScopeDialog(1, window),
        window.rules_reference_dialog(),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
    findings, _seen = markup_findings(dialogs, HOSTILE_NAMES)
    assert not findings, "\n".join(findings)


def test_window_title_names_the_game_as_text(hostile_window):
    title = hostile_window.windowTitle()
    assert title.startswith("<h1>Huge Header Guard</h1> at <b>Bold</b> Hougoumont — ")


@needs_poppler("pdftotext")
def test_the_printed_summary_shows_names_as_text(tmp_path):
    path = tmp_path / "hostile.adjutant"
    hostile_game(path).close()
    out = tmp_path / "all.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "adjutant", "summary", str(path), "--all", "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        env={"QT_QPA_PLATFORM": "offscreen", **os.environ},
    )
    assert done.returncode == 0, done.stderr
    text = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(out), "-"], capture_output=True, check=True
    ).stdout.decode("utf-8")
    flat = " ".join(text.split())
    for name in ("<b>Bold</b> Fusiliers", "<i>Slanted</i> Lancers"):
        assert name in flat, name


#: File names cannot hold "/": markup without closing tags.
FILE_NAMES = ("<b>Bold Fusiliers", "<h1>Huge Header Guard", "<i>Slanted Lancers")


def test_message_boxes_and_the_status_bar_show_file_names_as_text(
    qtbot, sandbox, tmp_path, monkeypatch
):
    """A file or folder name is the player's text too: message boxes, the saved mark's
    tool tip and Open Recent show it as written."""
    from PySide6.QtWidgets import QMessageBox

    from adjutant.store.services.sample import create_sample

    folder = tmp_path / FILE_NAMES[0]
    folder.mkdir()
    not_a_game = folder / f"{FILE_NAMES[1]}.adjutant"
    not_a_game.write_text("General, the French are advancing.")
    game = folder / f"{FILE_NAMES[2]}.adjutant"
    create_sample(game).close()
    findings: list[str] = []
    shown: list[str] = []

    def run(box):
        shown.append(box.text())
        findings.extend(markup_findings(box, FILE_NAMES)[0])
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", run)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert not window.open_game(not_a_game)
    assert shown and f"{FILE_NAMES[1]}.adjutant" in shown[0]
    assert window.open_game(game)
    window.files.fill_recent_menu(window.recent_menu)
    found, _seen = markup_findings([window, window.recent_menu], FILE_NAMES)
    findings.extend(found)
    window.document.detach()
    assert not findings, "\n".join(findings)


def test_the_new_game_dialog_quotes_typed_names_as_text(qtbot, sandbox, tmp_path):
    from adjutant.windows.dialogs import NewGameDialog

    # (the games folder itself may be missing: it is made when needed)
    dialog = NewGameDialog(tmp_path / "games", None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.file.setText(str(tmp_path / FILE_NAMES[0] / "x.adjutant"))  # a folder not there
    assert not dialog.validate()
    assert FILE_NAMES[0] in dialog.message.text()
    findings, _seen = markup_findings(dialog, FILE_NAMES)
    assert not findings, "\n".join(findings)


def test_the_army_list_import_shows_names_from_the_file_as_text(qtbot, sandbox, tmp_path):
    """An army list is a file from anywhere: its formation and unit names are text."""
    from PySide6.QtCore import QSettings

    from adjutant.qtmodels.document import GameDocument
    from adjutant.store.services.sample import create_sample
    from adjutant.windows.import_list import ImportListDialog

    names = ("<b>Bold</b> Fusiliers", "<h1>Huge Header Guard</h1>", "<i>Slanted</i> Lancers")
    listing = tmp_path / "hostile.csv"
    listing.write_text(
        "formation,unit,models,points,command_group,M,WS\n"
        f'"Army / {names[1]}","{names[0]}",24,120,Officer,"5""",4+\n'
        f'"Army","{names[2]}",8,90,,9",4+\n',
        encoding="utf-8",
    )
    document = GameDocument()
    document.attach(create_sample(tmp_path / "game.adjutant"))
    settings = QSettings(str(tmp_path / "import.ini"), QSettings.Format.IniFormat)
    dialog = ImportListDialog(document, settings, listing)
    dialog.quiet = True
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.army is not None or dialog.last_error is not None)
    assert dialog.army is not None, dialog.last_error
    findings, seen = markup_findings(dialog, names)
    document.detach()
    assert seen > 10
    assert not findings, "\n".join(findings)

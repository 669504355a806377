"""The shell's dialogs: New game, About, and the rules reference (issue 9).

For the main window. ``NewGameDialog`` validates before it can be accepted and
returns a :class:`NewGameRequest` (the main window creates the file through the
store). ``RulesReferenceDialog`` lists every rule id of the game's ruleset tools
with its title and text (``adjutant.rules.ruleset.rule_texts``) in the interface
language (``adjutant.i18n.current_language``; English where a rule has no
translation), searchable, and re-filled when the language changes.
"""

from __future__ import annotations

import html
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, QEvent, Qt, qVersion
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjutant import APP_NAME, FILE_SUFFIX, __version__
from adjutant.i18n import QT_TRANSLATE_NOOP, current_language
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import LengthUnit, Ruleset, Tool, presets, rule_texts
from adjutant.windows.widgets.dice_entry import ERROR_COLOR

#: Preset names by key, in the interface language (the JSON holds English).
PRESET_NAMES = {
    "across_five_aprils": QT_TRANSLATE_NOOP("Presets", "Across Five Aprils: house rules"),
    "age_of_battles_command": QT_TRANSLATE_NOOP("Presets", "Age of Battles: regiment control"),
    "combined": QT_TRANSLATE_NOOP("Presets", "Combined: tokens, charge and melee"),
    "fantasy_charge": QT_TRANSLATE_NOOP("Presets", "Fantasy battle: charge range"),
    "gladiatoro": QT_TRANSLATE_NOOP("Presets", "Gladiatoro: hex skirmish"),
    "pike_and_shot_melee": QT_TRANSLATE_NOOP("Presets", "Pike and shot: melee"),
}
UNIT_NAMES = {
    LengthUnit.INCH: QT_TRANSLATE_NOOP("Units", "Inches"),
    LengthUnit.CM: QT_TRANSLATE_NOOP("Units", "Centimetres"),
    LengthUnit.PACE: QT_TRANSLATE_NOOP("Units", "Paces"),
}
TOOL_NAMES = {
    Tool.TOKENS: QT_TRANSLATE_NOOP("Tools", "Command tokens"),
    Tool.CHARGE: QT_TRANSLATE_NOOP("Tools", "Charge"),
    Tool.MELEE: QT_TRANSLATE_NOOP("Tools", "Melee"),
    Tool.ODDS: QT_TRANSLATE_NOOP("Tools", "Odds combat"),
    Tool.HEX: QT_TRANSLATE_NOOP("Tools", "Hex skirmish"),
}
DEFAULT_PRESET = "combined"


def preset_name(ruleset: Ruleset) -> str:
    source = PRESET_NAMES.get(ruleset.key)
    return QCoreApplication.translate("Presets", source) if source else ruleset.name


def tool_name(tool: Tool) -> str:
    return QCoreApplication.translate("Tools", TOOL_NAMES[tool])


@dataclass(frozen=True)
class NewGameRequest:
    """What File > New asks the store to create."""

    path: Path
    name: str
    preset: str
    side_names: tuple[str, str]
    dice_mode: str
    unit_of_length: LengthUnit

    def ruleset(self) -> Ruleset:
        from adjutant.rules.ruleset import load_preset

        return load_preset(self.preset).with_options(unit_of_length=self.unit_of_length)


class NewGameDialog(QDialog):
    """Game name, file, ruleset preset, side names, dice mode and unit of length."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._folder = folder
        self._path_edited = False
        self._presets = presets()
        self.name = QLineEdit()
        self.name.setObjectName("gameName")
        self.file = QLineEdit()
        self.file.setObjectName("gameFile")
        self.browse = QPushButton()
        self.preset = QComboBox()
        self.preset.setObjectName("preset")
        self.side_a = QLineEdit()
        self.side_a.setObjectName("sideA")
        self.side_b = QLineEdit()
        self.side_b.setObjectName("sideB")
        self.dice_mode = QComboBox()
        self.dice_mode.setObjectName("newDiceMode")
        self.dice_mode.addItem("", "virtual")
        self.dice_mode.addItem("", "physical")
        self.unit = QComboBox()
        self.unit.setObjectName("unitOfLength")
        for unit in LengthUnit:
            self.unit.addItem("", unit)
        for key, ruleset in self._presets.items():
            self.preset.addItem("", key)
            self.preset.setItemData(
                self.preset.count() - 1, ruleset.description, Qt.ItemDataRole.ToolTipRole
            )
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setObjectName("presetDescription")
        self.message = QLabel()
        self.message.setObjectName("newGameMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # it quotes typed names and paths
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {ERROR_COLOR};")
        file_row = QHBoxLayout()
        file_row.addWidget(self.file, 1)
        file_row.addWidget(self.browse)
        self.form = QFormLayout()
        self.form.addRow("", self.name)
        self.form.addRow("", file_row)
        self.form.addRow("", self.preset)
        self.form.addRow("", self.description)
        self.form.addRow("", self.side_a)
        self.form.addRow("", self.side_b)
        self.form.addRow("", self.dice_mode)
        self.form.addRow("", self.unit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.browse.clicked.connect(self._browse)
        self.name.textChanged.connect(self._name_changed)
        self.file.textEdited.connect(self._file_edited)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        for edit in (self.file, self.side_a, self.side_b):
            edit.textChanged.connect(self.validate)
        self.retranslateUi()
        self.side_a.setText(self.tr("Blue"))
        self.side_b.setText(self.tr("Red"))
        self.preset.setCurrentIndex(max(self.preset.findData(DEFAULT_PRESET), 0))
        self._preset_changed()
        self.name.setText(self.tr("New battle"))
        self.setMinimumWidth(520)

    # -- behaviour -------------------------------------------------------------------------
    def _name_changed(self, text: str) -> None:
        if not self._path_edited:
            stem = "".join(c for c in text.strip() if c not in '<>:"/\\|?*').strip() or "game"
            self.file.setText(str(self._folder / f"{stem}{FILE_SUFFIX}"))
        self.validate()

    def _file_edited(self, _text: str) -> None:
        self._path_edited = True

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("New game file"), self.file.text(), self.tr("Adjutant games (*.adjutant)")
        )
        if path:
            self._path_edited = True
            self.file.setText(path)

    def _preset_changed(self, *_args: object) -> None:
        ruleset = self._presets.get(self.preset.currentData())
        if ruleset is None:
            return
        self.description.setText(ruleset.description)
        self.unit.setCurrentIndex(max(self.unit.findData(ruleset.unit_of_length), 0))
        self.validate()

    def target_path(self) -> Path:
        text = self.file.text().strip()
        path = Path(text).expanduser()
        if path.suffix.lower() != FILE_SUFFIX:
            path = path.with_name(path.name + FILE_SUFFIX)
        return path

    def problems(self) -> list[str]:
        """Every reason the dialog cannot be accepted yet (empty when it can)."""
        found = []
        if not self.name.text().strip():
            found.append(self.tr("The game needs a name."))
        if not self.file.text().strip():
            found.append(self.tr("Choose where to save the game."))
        else:
            path = self.target_path()
            if path.exists():
                found.append(
                    self.tr("{file} already exists: choose another name.").format(file=path.name)
                )
            elif not path.parent.is_dir() and path.parent != self._folder:
                # (the games folder itself, Documents/Adjutant, is made when needed)
                found.append(
                    self.tr("The folder {folder} does not exist.").format(folder=path.parent)
                )
        a, b = self.side_a.text().strip(), self.side_b.text().strip()
        if not a or not b:
            found.append(self.tr("Both sides need a name."))
        elif a.casefold() == b.casefold():
            found.append(self.tr("The two sides need different names."))
        if self.preset.currentData() is None:
            found.append(self.tr("Choose a ruleset."))
        return found

    def validate(self, *_args: object) -> bool:
        problems = self.problems()
        self.message.setText("\n".join(problems))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)
        return not problems

    def accept(self) -> None:
        if self.validate():
            super().accept()

    def request(self) -> NewGameRequest:
        return NewGameRequest(
            path=self.target_path(),
            name=self.name.text().strip(),
            preset=self.preset.currentData(),
            side_names=(self.side_a.text().strip(), self.side_b.text().strip()),
            dice_mode=self.dice_mode.currentData(),
            unit_of_length=LengthUnit(self.unit.currentData()),
        )

    # -- texts -----------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        labels = (
            self.tr("Game &name:"),
            self.tr("&File:"),
            self.tr("&Ruleset:"),
            "",
            self.tr("&First side:"),
            self.tr("&Second side:"),
            self.tr("&Dice:"),
            self.tr("&Unit of length:"),
        )
        for row, text in enumerate(labels):
            item = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setText(text)
        self.browse.setText(self.tr("&Browse…"))
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_name(self._presets[self.preset.itemData(index)]))
        self.dice_mode.setItemText(0, self.tr("Virtual: Adjutant rolls"))
        self.dice_mode.setItemText(1, self.tr("Physical: type the faces rolled"))
        for index in range(self.unit.count()):
            unit = LengthUnit(self.unit.itemData(index))
            self.unit.setItemText(index, QCoreApplication.translate("Units", UNIT_NAMES[unit]))
        self.validate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class AboutDialog(QDialog):
    """Version, the Qt and PySide6 versions and their licences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.text = QLabel()
        self.text.setObjectName("aboutText")
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.about_qt = QPushButton()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.about_qt, QDialogButtonBox.ButtonRole.HelpRole)
        self.buttons.rejected.connect(self.reject)
        self.about_qt.clicked.connect(QApplication.aboutQt)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("About Adjutant"))
        self.about_qt.setText(self.tr("About &Qt"))
        python = ".".join(str(part) for part in sys.version_info[:3])
        self.text.setText(
            "<h2>{app} {version}</h2><p>{blurb}</p><p>{versions}</p><p>{licences}</p>".format(
                app=APP_NAME,
                version=__version__,
                blurb=self.tr("A battle assistant for tabletop wargames."),
                versions=self.tr("Qt {qt}, PySide6 {pyside}, Python {python}").format(
                    qt=qVersion(), pyside=PYSIDE_VERSION, python=python
                ),
                licences=self.tr(
                    "Qt and PySide6 (Qt for Python) are used under the GNU Lesser General "
                    'Public License v3 (<a href="https://www.gnu.org/licenses/lgpl-3.0.html">LGPL-3.0</a>); '
                    'their source is available at <a href="https://code.qt.io">code.qt.io</a>.'
                ),
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class RulesReferenceDialog(QDialog):
    """Every rule id of ``tools`` (all tools if None) with its text; a search box filters.

    Titles and texts are data (``resources/rules_reference*.json``), not ``tr()``
    strings: the dialog reads them in ``current_language()`` and reads them again on
    ``LanguageChange``, keeping the search and the selected rule.
    """

    def __init__(self, tools: list[Tool] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesReference")
        self.tools = list(tools) if tools else list(Tool)
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setClearButtonEnabled(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("rulesTree")
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(True)
        self.text = QTextBrowser()
        self.text.setObjectName("ruleText")
        splitter = QSplitter()
        splitter.addWidget(self.tree)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self._groups: dict[Tool, QTreeWidgetItem] = {}
        self._items: dict[str, QTreeWidgetItem] = {}
        #: The language the rule titles and texts were last read in.
        self.language = ""
        for tool in self.tools:
            group = QTreeWidgetItem(self.tree)
            group.setFirstColumnSpanned(True)
            self._groups[tool] = group
        for rule in rule_texts():
            if rule.tool in self._groups:
                self._items[rule.id] = QTreeWidgetItem(self._groups[rule.tool], [rule.id, ""])
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        self.search.textChanged.connect(self.filter)
        self.tree.currentItemChanged.connect(self._show)
        self.resize(860, 560)
        self.retranslateUi()

    def rule_ids(self, visible_only: bool = True) -> list[str]:
        found = []
        for group in self._groups.values():
            for i in range(group.childCount()):
                item = group.child(i)
                if item is not None and not (visible_only and item.isHidden()):
                    found.append(item.text(0))
        return found

    def filter(self, text: str) -> None:
        needle = text.strip().casefold()
        for group in self._groups.values():
            shown = 0
            for i in range(group.childCount()):
                item = group.child(i)
                if item is None:
                    continue
                haystack = " ".join(
                    (item.text(0), item.text(1), item.data(0, Qt.ItemDataRole.UserRole))
                )
                hidden = bool(needle) and needle not in haystack.casefold()
                item.setHidden(hidden)
                shown += not hidden
            group.setHidden(shown == 0)

    def _show(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        if item is None or item.parent() is None:
            self.text.clear()
            return
        rule_id, title = html.escape(item.text(0)), html.escape(item.text(1))
        text = html.escape(item.data(0, Qt.ItemDataRole.UserRole) or "")
        self.text.setHtml(f"<h3>{rule_id} — {title}</h3><p>{text}</p>")

    def rule_text(self, rule_id: str) -> tuple[str, str]:
        """The (title, text) the dialog shows for ``rule_id`` now (KeyError if not listed)."""
        item = self._items[rule_id]
        return item.text(1), item.data(0, Qt.ItemDataRole.UserRole)

    def _fill_rules(self) -> None:
        """Read every rule's title and text in the interface language (English fallback)."""
        language = current_language()
        try:
            rules = rule_texts(language=language)
        except RuleInputError as exc:
            # A damaged translation must not take Help away: show the English reference.
            print(f"adjutant: rules reference in {language!r} unreadable: {exc}", file=sys.stderr)
            language, rules = "en", rule_texts()
        for rule in rules:
            item = self._items.get(rule.id)
            if item is not None:
                item.setText(1, rule.title)
                item.setData(0, Qt.ItemDataRole.UserRole, rule.text)
                item.setToolTip(1, rule.title)
        self.language = language
        # The same search in the new language, and the open rule in its new words.
        self.filter(self.search.text())
        self._show(self.tree.currentItem())

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Rules reference"))
        self.search.setPlaceholderText(self.tr("Search rule ids and texts…"))
        self.tree.setHeaderLabels([self.tr("Rule"), self.tr("Title")])
        for tool, group in self._groups.items():
            group.setText(0, tool_name(tool))
        self._fill_rules()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

"""File → Import Army List…: preview a list, choose the side, adjust the mapping, import.

For the main window (its File menu, Ctrl+I, and files dropped on it) (issue 17).
:class:`ImportListDialog` reads the file, or a list pasted as text (Ctrl+V or the Paste
button: the builders' text exports, issue 27), in a worker thread (a busy bar shows
while it reads; a refused list's message is shown and nothing changes), then shows:

- the tree that will be created, with counts (formations, units, models, points),
  where each unit's count came from, and every skipped entry (or line not read) with
  its reason; a unit's model count is changed in place (double-click) before importing;
- the side: a new side (named after the list) or an existing one, added to or
  replaced;
- the mapping of the list's characteristics to Adjutant's profile fields, edited in
  place (a combo box per field) and remembered per game system in the app's settings
  (QSettings): it is the player's habit for a game system, not a fact of one game, and
  the game keeps the whole imported profile anyway. It starts from the game system's
  preset, offers no characteristic of the wrong direction, and says which of the list's
  stats have no Adjutant meaning.

Import runs ``adjutant.store.services.lists.import_army_list`` through
``adjutant.undo.run_service``: one undo step. Every name from the file is shown as
plain text.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSettings,
    Qt,
    QThread,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from adjutant.lists import ArmyList, ListError
from adjutant.lists.mapping import Mapping, mapping_for, unmapped_notes
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.import_model import ChoicesRole, MappingModel, PreviewModel, SkippedModel
from adjutant.qtmodels.list_texts import CHOOSE_LIST, LIST_FILES, text
from adjutant.undo.service import run_service

if TYPE_CHECKING:
    from adjutant.store import Change


KEY_MAPPINGS = "armyLists/mappings"  # JSON: {game system: {field: characteristic}}
KEY_LAST_FOLDER = "armyLists/lastFolder"


def load_mapping(settings: QSettings, army: ArmyList) -> Mapping:
    """The player's remembered mapping for the list's game system, else the default one.

    A remembered name the list does not use falls back to the default for that field."""
    default = mapping_for(army)
    try:
        stored = json.loads(str(settings.value(KEY_MAPPINGS, "{}") or "{}"))
    except (TypeError, ValueError):
        stored = {}
    remembered = stored.get(army.game_system) if isinstance(stored, dict) else None
    if not isinstance(remembered, dict):
        return default
    names = set(army.characteristic_names())
    mapping = Mapping.from_dict(army.game_system, remembered)
    return Mapping(
        army.game_system,
        tuple((f, c if (c == "" or c in names) else default.source(f)) for f, c in mapping.fields),
    )


def save_mapping(settings: QSettings, mapping: Mapping) -> None:
    try:
        stored = json.loads(str(settings.value(KEY_MAPPINGS, "{}") or "{}"))
    except (TypeError, ValueError):
        stored = {}
    if not isinstance(stored, dict):
        stored = {}
    stored[mapping.system] = mapping.to_dict()
    settings.setValue(KEY_MAPPINGS, json.dumps(stored, ensure_ascii=False))
    settings.sync()


class ListReader(QThread):
    """Reads one list file, or pasted text, off the GUI thread: ``read(ArmyList)`` or
    ``refused(str)``.

    A reader has no Qt parent: a QThread destroyed while it runs aborts the process, and a
    dialog may be deleted between the reader's last signal and the end of its thread. So
    :meth:`start_kept` keeps each reader in :data:`_RUNNING` until its thread has finished
    (then Qt deletes it), and the application waits for the ones left when it quits.
    """

    read = Signal(object)
    refused = Signal(str)

    def __init__(self, path: Path | None, *, text: str | None = None) -> None:
        super().__init__()
        self.path = path
        self.text = text

    def start_kept(self) -> None:
        """Start the thread, kept alive (not by its dialog) until it has finished."""
        _RUNNING.add(self)
        self.finished.connect(self._finished)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait)
        self.start()

    def _finished(self) -> None:
        _RUNNING.discard(self)
        self.deleteLater()

    def run(self) -> None:
        from adjutant.lists import read_list, read_text

        name = self.path.name if self.path is not None else "pasted text"
        try:
            if self.text is None and self.path is not None:
                army = read_list(self.path)
            else:
                army = read_text(self.text or "", name)
        except ListError as exc:
            self.refused.emit(str(exc))
            return
        except Exception as exc:  # a bug must not take the dialog down: say what happened
            self.refused.emit(f"{name}: {type(exc).__name__}: {exc}")
            return
        self.read.emit(army)


#: The readers whose thread has not finished yet (see :class:`ListReader`).
_RUNNING: set[ListReader] = set()


def _note_text(note: str) -> str:
    """A note of ``lists.mapping.unmapped_notes`` ("Fight: higher is better…") in the
    interface's language."""
    name, _, why = note.partition(": ")
    if why.startswith("higher is better"):
        return QCoreApplication.translate(
            "ArmyLists", "{stat} (higher is better: it cannot fill to hit)"
        ).format(stat=name)
    return QCoreApplication.translate("ArmyLists", "{stat} (no Adjutant meaning)").format(stat=name)


class CharacteristicDelegate(QStyledItemDelegate):
    """A combo box of the list's characteristic names (and "(none)") for the mapping."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        combo = QComboBox(parent)
        for name in index.data(ChoicesRole) or ("",):
            combo.addItem(name or QCoreApplication.translate("ArmyLists", "(none)"), name)
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):  # the one createEditor made
            position = editor.findData(index.data(Qt.ItemDataRole.EditRole) or "")
            editor.setCurrentIndex(max(position, 0))

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class ImportListDialog(QDialog):
    """Preview, side, mapping, Import (one undo step). ``imported(change)`` after it ran."""

    imported = Signal(object)

    def __init__(
        self,
        document: GameDocument,
        settings: QSettings,
        path: str | Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("importListDialog")
        self.document = document
        self.settings = settings
        self.army: ArmyList | None = None
        self.path: Path | None = None
        self._reader: ListReader | None = None
        self._pending = False
        self.last_error: str | None = None
        self.quiet = False  # messages to last_error only (tests, smoke runs)
        self.change: Change | None = None

        self.file_edit = QLineEdit()
        self.file_edit.setReadOnly(True)
        # Shown, not edited: without focus it leaves Ctrl+V to the dialog's paste.
        self.file_edit.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.choose_button = QPushButton()
        self.choose_button.clicked.connect(self.choose_file)
        self.paste_button = QPushButton()
        self.paste_button.setObjectName("importPaste")
        self.paste_button.clicked.connect(self.paste)
        self._paste_shortcut = QShortcut(QKeySequence.StandardKey.Paste, self)
        self._paste_shortcut.activated.connect(self.paste)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumHeight(8)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # names from the file
        self.summary.setWordWrap(True)
        self.summary.setObjectName("importSummary")

        self.preview = PreviewModel(self)
        self.tree = QTreeView()
        self.tree.setObjectName("importPreview")
        self.tree.setModel(self.preview)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.tree.header().setStretchLastSection(True)
        self.preview.countsChanged.connect(self._update_summary)
        self.skipped = SkippedModel(self)
        self.skipped_view = QTableView()
        self.skipped_view.setObjectName("importSkipped")
        self.skipped_view.setModel(self.skipped)
        self.skipped_view.verticalHeader().hide()
        self.skipped_view.horizontalHeader().setStretchLastSection(True)
        self.skipped_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.skipped_view.setWordWrap(False)
        self.skipped_label = QLabel()

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_split = QSplitter(Qt.Orientation.Vertical)
        left_split.addWidget(self.tree)
        skipped_box = QWidget()
        skipped_layout = QVBoxLayout(skipped_box)
        skipped_layout.setContentsMargins(0, 0, 0, 0)
        skipped_layout.addWidget(self.skipped_label)
        skipped_layout.addWidget(self.skipped_view)
        left_split.addWidget(skipped_box)
        left_split.setStretchFactor(0, 3)
        left_split.setStretchFactor(1, 1)
        left_layout.addWidget(left_split)

        self.side_box = QGroupBox()
        self.new_side = QRadioButton()
        self.new_side.setObjectName("importNewSide")
        self.side_name = QLineEdit()
        self.side_name.setMaxLength(200)
        self.existing_side = QRadioButton()
        self.existing_side.setObjectName("importExistingSide")
        self.side_combo = QComboBox()
        self.add_units = QRadioButton()
        self.add_units.setObjectName("importAdd")
        self.replace_units = QRadioButton()
        self.replace_units.setObjectName("importReplace")
        self._where = QButtonGroup(self)
        self._where.addButton(self.new_side)
        self._where.addButton(self.existing_side)
        self._how = QButtonGroup(self)
        self._how.addButton(self.add_units)
        self._how.addButton(self.replace_units)
        self.add_units.setChecked(True)
        side_form = QFormLayout(self.side_box)
        side_form.addRow(self.new_side, self.side_name)
        side_form.addRow(self.existing_side, self.side_combo)
        how = QHBoxLayout()
        how.addWidget(self.add_units)
        how.addWidget(self.replace_units)
        how.addStretch(1)
        side_form.addRow("", how)
        for widget in (self.new_side, self.existing_side):
            widget.toggled.connect(self._update_side_widgets)

        self.mapping_box = QGroupBox()
        self.mapping = MappingModel(self)
        self.mapping_view = QTableView()
        self.mapping_view.setObjectName("importMapping")
        self.mapping_view.setModel(self.mapping)
        self.mapping_view.setItemDelegateForColumn(
            MappingModel.COL_SOURCE, CharacteristicDelegate(self.mapping_view)
        )
        self.mapping_view.verticalHeader().hide()
        self.mapping_view.setEditTriggers(
            QAbstractItemView.EditTrigger.AllEditTriggers
            & ~QAbstractItemView.EditTrigger.CurrentChanged
        )
        header = self.mapping_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.mapping_hint = QLabel()
        self.mapping_hint.setWordWrap(True)
        self.mapping_hint.setEnabled(False)
        self.mapping_notes = QLabel()  # the list's stats with no Adjutant meaning
        self.mapping_notes.setObjectName("importMappingNotes")
        self.mapping_notes.setTextFormat(Qt.TextFormat.PlainText)  # names from the file
        self.mapping_notes.setWordWrap(True)
        self.mapping.mappingChanged.connect(self._update_notes)
        mapping_layout = QVBoxLayout(self.mapping_box)
        mapping_layout.addWidget(self.mapping_view)
        mapping_layout.addWidget(self.mapping_notes)
        mapping_layout.addWidget(self.mapping_hint)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.side_box)
        right_layout.addWidget(self.mapping_box, 1)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        split.setSizes([600, 360])  # the tree gets the room; the side and mapping fit in 360

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.import_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setObjectName("importButton")
        self.buttons.accepted.connect(self.run_import)
        self.buttons.rejected.connect(self.reject)

        file_row = QHBoxLayout()
        file_row.addWidget(self.file_edit, 1)
        file_row.addWidget(self.choose_button)
        file_row.addWidget(self.paste_button)
        layout = QVBoxLayout(self)
        layout.addLayout(file_row)
        layout.addWidget(self.busy)
        layout.addWidget(self.summary)
        layout.addWidget(split, 1)
        layout.addWidget(self.buttons)

        self._fill_sides()
        self.retranslateUi()
        self._update_state()
        self.resize(960, 600)
        if path is not None:
            self.load(path)

    # ------------------------------------------------------------------ texts
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Import army list"))
        self.choose_button.setText(self.tr("Choose…"))
        self.paste_button.setText(self.tr("Paste List"))
        self.paste_button.setToolTip(
            self.tr(
                "Read a list copied as text (New Recruit, WTC, the Warhammer 40,000 or Age of Sigmar app, ListForge): Ctrl+V"
            )
        )
        self.side_box.setTitle(self.tr("Into which side"))
        self.new_side.setText(self.tr("A new side:"))
        self.existing_side.setText(self.tr("An existing side:"))
        self.add_units.setText(self.tr("Add to its units"))
        self.replace_units.setText(self.tr("Replace its units"))
        self.replace_units.setToolTip(
            self.tr("Its formations and units are deleted first (Undo brings them back)")
        )
        self.mapping_box.setTitle(self.tr("Profile fields"))
        self.mapping_hint.setText(
            self.tr(
                "Which characteristic of the list fills each Adjutant field (double-click to change). Remembered for this game system. The whole profile is kept with each unit."
            )
        )
        self.import_button.setText(self.tr("&Import"))
        self._update_summary()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # ------------------------------------------------------------------ sides
    def _fill_sides(self) -> None:
        self.side_combo.clear()
        game = self.document.game
        if game is None:
            return
        from adjutant.store.read import queries

        for side in queries.order_of_battle(game).sides:
            self.side_combo.addItem(side.name, side.id)
        self.new_side.setChecked(True)

    def _update_side_widgets(self) -> None:
        existing = self.existing_side.isChecked()
        self.side_name.setEnabled(not existing)
        self.side_combo.setEnabled(existing)
        self.add_units.setEnabled(existing)
        self.replace_units.setEnabled(existing)

    def choose_side(self, side_id: int | None, *, replace: bool = False) -> None:
        """Select a side (None = a new side) and whether its units are replaced."""
        if side_id is None:
            self.new_side.setChecked(True)
            return
        self.existing_side.setChecked(True)
        self.side_combo.setCurrentIndex(self.side_combo.findData(side_id))
        (self.replace_units if replace else self.add_units).setChecked(True)

    # ------------------------------------------------------------------ reading
    def choose_file(self) -> None:
        start = str(self.settings.value(KEY_LAST_FOLDER, "") or "")
        path, _ = QFileDialog.getOpenFileName(self, text(CHOOSE_LIST), start, text(LIST_FILES))
        if path:
            self.settings.setValue(KEY_LAST_FOLDER, str(Path(path).parent))
            self.load(path)

    def invite(self) -> None:
        """No list yet (File > Import Army List…): say how to give one, the file chooser a
        key away (Enter) and pasting as near (Ctrl+V), rather than a file dialog over a
        player who came with the list in the clipboard (issue 27)."""
        self.summary.setText(
            self.tr("Choose a list file (Enter), or paste a list copied as text (Ctrl+V).")
        )
        self.choose_button.setDefault(True)
        self.choose_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def paste(self) -> None:
        """Read the clipboard's text as an army list (Ctrl+V)."""
        pasted = QGuiApplication.clipboard().text()
        if not pasted.strip():
            self.summary.setText(self.tr("The clipboard holds no text to read as a list."))
            return
        self.load_text(pasted)

    def load_text(self, pasted: str) -> None:
        """Read a list pasted as text in a worker thread, as :meth:`load` reads a file."""
        self.path = None
        self.file_edit.setText(self.tr("(pasted text)"))
        self._start(ListReader(None, text=pasted), self.tr("pasted text"))

    def load(self, path: str | Path) -> None:
        """Read ``path`` in a worker thread; the preview fills when it is read."""
        self.path = Path(path)
        self.file_edit.setText(str(self.path))
        self._start(ListReader(self.path), self.path.name)

    def _start(self, reader: ListReader, name: str) -> None:
        self.army = None
        self.preview.set_army(None)
        self.skipped.set_army(None)
        self.busy.show()
        self.summary.setText(self.tr("Reading {file}…").format(file=name))
        self._update_state()
        self._wait_for_reader()
        self._pending = True
        reader.read.connect(self._on_read)
        reader.refused.connect(self._on_refused)
        self._reader = reader
        reader.start_kept()

    @property
    def reading(self) -> bool:
        """True from load() until the file is read or refused."""
        return self._pending

    def _on_read(self, army: ArmyList) -> None:
        if self.sender() is not self._reader:
            return  # an older read, superseded
        self._pending = False
        self.busy.hide()
        self.army = army
        self.preview.set_army(army)
        self.tree.expandAll()
        for column in range(3):
            self.tree.resizeColumnToContents(column)
        self.skipped.set_army(army)
        self.skipped_view.resizeColumnToContents(0)
        self.mapping.unit_of_length = self._unit_of_length()
        self.mapping.set_list(army, load_mapping(self.settings, army))
        self._update_notes()
        self.side_name.setText(army.name[:200])
        match = self.side_combo.findText(army.name)
        if match >= 0:
            self.choose_side(self.side_combo.itemData(match))
        self._update_summary()
        self._update_state()

    def _on_refused(self, message: str) -> None:
        if self.sender() is not self._reader:
            return
        self._pending = False
        self.busy.hide()
        self.army = None
        self.summary.setText(message)
        self._update_state()
        self.last_error = message
        if not self.quiet:
            box = QMessageBox(
                QMessageBox.Icon.Warning, self.tr("Import army list"), "", parent=self
            )
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setText(self.tr("This file cannot be imported."))
            box.setInformativeText(message + "\n" + self.tr("Nothing was changed."))
            box.exec()

    def _unit_of_length(self) -> str:
        game = self.document.game
        if game is None:
            return "inch"
        from adjutant.windows.game_rules import game_ruleset

        try:
            return game_ruleset(game).unit_of_length.value
        except Exception:
            return "inch"

    def _update_summary(self) -> None:
        army = self.army
        if army is None:
            return
        from adjutant.lists.model import FORMAT_NAMES

        counts = army.counts()
        models = self.preview.models() if self.preview.army is army else counts.models
        self.summary.setText(
            self.tr(
                "{name} — {system} ({format}): {formations} formation(s), {units} unit(s), {models} model(s), {points} points"
            ).format(
                name=army.name,
                system=army.game_system or self.tr("no game system"),
                format=FORMAT_NAMES.get(army.format, army.format),
                formations=counts.formations,
                units=counts.units,
                models=models,
                points=f"{counts.points:g}",
            )
        )
        self.skipped_label.setText(
            self.tr("Skipped (not imported): {count}").format(count=len(army.skipped))
        )

    def _update_notes(self, *_args: object) -> None:
        army = self.army
        notes = unmapped_notes(army, self.mapping.mapping) if army is not None else ()
        self.mapping_notes.setVisible(bool(notes))
        self.mapping_notes.setText(
            self.tr("Not read into any field: {stats}").format(
                stats="; ".join(_note_text(n) for n in notes)
            )
            if notes
            else ""
        )

    def _update_state(self) -> None:
        army = self.army
        ready = army is not None and self.document.game is not None
        self.import_button.setEnabled(ready and army is not None and army.counts().units > 0)
        self._update_side_widgets()

    # ------------------------------------------------------------------ importing
    def run_import(self) -> bool:
        """Import as chosen (one undo step); False (and a message) if refused."""
        if self.army is None or self.document.game is None:
            return False
        from adjutant.store import StoreError
        from adjutant.store.services import lists as list_services

        side_id: int | None = None
        side_name: str | None = None
        if self.existing_side.isChecked() and self.side_combo.currentIndex() >= 0:
            side_id = self.side_combo.currentData()
            mode = list_services.REPLACE if self.replace_units.isChecked() else list_services.ADD
        else:
            mode = list_services.NEW
            side_name = self.side_name.text().strip() or self.army.name or "Army"
        label = self.tr("Import {name}").format(name=self.army.name[:60])
        try:
            self.change = run_service(
                self.document,
                label,
                list_services.import_army_list,
                self.army,
                self.mapping.mapping,
                counts=self.preview.counts(),
                mode=mode,
                side_id=side_id,
                side_name=side_name,
            )
        except (ValueError, StoreError) as exc:
            self.last_error = str(exc)
            if not self.quiet:
                box = QMessageBox(
                    QMessageBox.Icon.Warning, self.tr("Import army list"), "", parent=self
                )
                box.setTextFormat(Qt.TextFormat.PlainText)
                box.setText(self.tr("The list was not imported."))
                box.setInformativeText(str(exc) + "\n" + self.tr("Nothing was changed."))
                box.exec()
            return False
        save_mapping(self.settings, self.mapping.mapping)
        self.imported.emit(self.change)
        self.accept()
        return True

    def done(self, result: int) -> None:
        self._wait_for_reader()
        super().done(result)

    def _wait_for_reader(self) -> None:
        """Let the last reader finish (one that has finished may already be deleted)."""
        if self._reader in _RUNNING:
            self._reader.wait()

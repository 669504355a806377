"""The odds combat tool window: combat results tables, house rules, odds and the roll.

RULES.md §4 (ODD-1..3), issue 10. ``OddsWindow(document, parent=None)`` is the
dock's widget (registered in ``main_window.TOOL_WINDOWS`` under "odds"). It holds:

- a table bar: the game's combat results tables (pick, new, rename, delete, change
  columns and die, import/export CSV, add the made-up sample table) and the ODD-2
  preset switch for the picked table (greyed when the game's ruleset switches the
  house rule off);
- the **Combat** page (``odds_combat.CombatPanel``): strengths or units, ODD-3
  bombardment, the ODD-1 column and shifts, exact chances, the roll, the result;
- the **Table** page (``odds_crt.CrtEditor``): the grid with overrides marked, the
  legend, clipboard blocks.

Every change goes through ``adjutant.undo.run_service`` (undoable, saved at once);
the window reloads on ``document.opened`` / ``changed``. Problems (bad strength,
empty table, a face off the die, a malformed CSV file) are shown in the message
line and change nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.rules.ruleset import Ruleset
from adjutant.store import odds_services as osv
from adjutant.store import queries as q
from adjutant.undo.service import run_service
from adjutant.windows.odds_combat import CombatPanel
from adjutant.windows.odds_crt import CrtEditor
from adjutant.windows.odds_csv import CrtCsvError, export_csv, import_csv
from adjutant.windows.reloading import ReloadGate
from adjutant.windows.widgets import CurrentPageTabs, OverflowBar, ScrollPage, WrappedLabel

DEFAULT_COLUMNS = ("1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1")
ERROR_STYLE = "color: #d14343;"


class LayoutDialog(QDialog):
    """Columns (comma-separated odds columns, low to high) and die sides of a table."""

    def __init__(self, columns: str, die_sides: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Table layout"))
        self.columns = QLineEdit(columns)
        self.columns.setObjectName("layoutColumns")
        self.die_sides = QSpinBox()
        self.die_sides.setObjectName("layoutDie")
        self.die_sides.setRange(2, 100)
        self.die_sides.setValue(die_sides)
        self.die_sides.setPrefix("d")
        form = QFormLayout(self)
        form.addRow(self.tr("Odds columns, low to high:"), self.columns)
        form.addRow(self.tr("Die:"), self.die_sides)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


def split_columns(text: str) -> list[str]:
    return [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]


class OddsWindow(QWidget):
    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsWindow")
        self.document = document
        self._tables: tuple[Any, ...] = ()
        self._odd2_allowed = True
        self._die_default = 6

        self.table_combo = QComboBox()
        self.table_combo.setObjectName("crtCombo")
        self.table_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.table_combo.setMinimumContentsLength(10)
        self.table_combo.currentIndexChanged.connect(self._table_picked)
        self._table_label = QLabel()
        self._table_label.setBuddy(self.table_combo)
        self.new_button = self._button("crtNew", self.ask_new_table)
        self.rename_button = self._button("crtRename", self.ask_rename)
        self.delete_button = self._button("crtDelete", self.delete_table)
        self.layout_button = self._button("crtLayout", self.ask_layout)
        self.import_button = self._button("crtImport", self.ask_import)
        self.export_button = self._button("crtExport", self.ask_export)
        self.sample_button = self._button("crtSample", self.add_sample)
        self.odd2_check = QCheckBox()
        self.odd2_check.setObjectName("odd2Check")
        self.odd2_check.clicked.connect(self.set_odd2)
        # Its text in a label that wraps (long in Russian); a click on it ticks the box.
        self.odd2_text = WrappedLabel()
        self.odd2_text.setObjectName("odd2Text")
        self.odd2_text.installEventFilter(self)

        self.combat = CombatPanel(document)
        self.editor = CrtEditor(document)
        self.combat.highlight.connect(self.editor.model.set_highlight)
        self.combat.message.connect(self.show_message)
        self.editor.message.connect(self.show_message)
        self.tabs = CurrentPageTabs()  # as tall as the current tab, in a scroll page
        self.tabs.setObjectName("oddsTabs")
        self.tabs.addTab(self.combat, "")
        self.tabs.addTab(self.editor, "")
        self.message = QLabel()
        self.message.setObjectName("oddsMessage")
        self.message.setWordWrap(True)

        # Issue 9 (docks 460-1000+ px): the buttons that do not fit go to a "More" menu.
        self.bar = OverflowBar()
        self.bar.setObjectName("crtBar")
        self.bar.add_widget(self._table_label)
        self.bar.add_widget(self.table_combo, 1)
        for button in (
            self.new_button,
            self.rename_button,
            self.delete_button,
            self.layout_button,
            self.import_button,
            self.export_button,
            self.sample_button,
        ):
            self.bar.add_button(button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self.bar)
        odd2_row = QHBoxLayout()
        odd2_row.addWidget(self.odd2_check, 0, Qt.AlignmentFlag.AlignTop)
        odd2_row.addWidget(self.odd2_text, 1)
        layout.addLayout(odd2_row)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        # The combat page stacks its panes when narrow: scroll vertically, never sideways
        # (ScrollPage shows a horizontal bar only if a widget cannot shrink any further).
        self.editor.setMinimumHeight(360)
        scroll = ScrollPage(body)
        scroll.setObjectName("oddsScroll")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

        # Issue 9: reload at once while the player can see this window, else once it is seen.
        self._reloads = ReloadGate(self, self.reload)
        document.opened.connect(self._reloads.request)
        document.closed.connect(self._reloads.request)
        document.changed.connect(self._changed)
        self.retranslateUi()
        self.reload()

    def _button(self, name: str, slot) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    # -- state ----------------------------------------------------------------------------
    def current_table(self) -> Any | None:
        crt_id = self.table_combo.currentData()
        return next((t for t in self._tables if t.id == crt_id), None)

    def select_table(self, crt_id: int) -> None:
        index = self.table_combo.findData(crt_id)
        if index >= 0:
            self.table_combo.setCurrentIndex(index)

    def show_message(self, text: str, is_error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if is_error else "")
        self.message.setText(text)

    def _changed(self, change: Any) -> None:
        if change is not None and hasattr(change, "deleted"):
            self.combat.forget_result_if(change.deleted.get("events", frozenset()))
        self._reloads.request()

    def reload(self, *_args: object) -> None:
        game = self.document.game if self.document.is_open else None
        if game is None:
            self._tables = ()
            oob = None
        else:
            self._tables = q.crts(game)
            ruleset = q.game_info(game).ruleset
            self._odd2_allowed = osv.odd2_allowed(ruleset)
            try:
                self._die_default = Ruleset.from_dict(ruleset).crt_die_sides
            except (ValueError, TypeError):
                self._die_default = 6
            oob = q.order_of_battle(game)
        keep = self.table_combo.currentData()
        self.table_combo.blockSignals(True)
        self.table_combo.clear()
        for t in self._tables:
            self.table_combo.addItem(t.name, t.id)
        index = self.table_combo.findData(keep)
        self.table_combo.setCurrentIndex(index if index >= 0 else (0 if self._tables else -1))
        self.table_combo.blockSignals(False)
        self.combat.show_units(oob)
        self._table_picked()
        for w in (self.new_button, self.import_button, self.sample_button):
            w.setEnabled(game is not None)

    def _table_picked(self, *_args: object) -> None:
        info = self.current_table()
        self.editor.show_table(info, odd2=self._odd2_allowed)
        self.combat.show_table(info, odd2=self._odd2_allowed)
        for w in (self.rename_button, self.delete_button, self.layout_button, self.export_button):
            w.setEnabled(info is not None)
        self._show_odd2(info)

    def _show_odd2(self, info: Any | None) -> None:
        rows = [o for o in info.overrides if osv.is_odd2(o.label)] if info is not None else []
        self.odd2_check.blockSignals(True)
        self.odd2_check.setChecked(bool(rows) and all(o.enabled for o in rows))
        self.odd2_check.blockSignals(False)
        self.odd2_check.setEnabled(info is not None and self._odd2_allowed)
        self.odd2_text.setEnabled(self.odd2_check.isEnabled())
        if not self._odd2_allowed:
            self.odd2_check.setToolTip(
                self.tr("This game's ruleset switches the defender's CRT changes off (ODD-2).")
            )
        else:
            self.odd2_check.setToolTip(
                self.tr("Column 2-1 roll 3, 3-1 roll 4, 4-1 roll 5 read “No effect” (ODD-2).")
            )
        self.odd2_text.setToolTip(self.odd2_check.toolTip())

    # -- actions --------------------------------------------------------------------------
    def _run(self, text: str, service, /, *args, **kwargs):
        try:
            change = run_service(self.document, text, service, *args, **kwargs)
        except ValueError as exc:  # InvalidField / RuleInputError: nothing changed
            self.show_message(str(exc), True)
            return None
        self.show_message("")
        return change

    def add_table(
        self,
        name: str,
        columns: list[str] | None = None,
        die_sides: int | None = None,
        cells: list[list[str]] | None = None,
        legend: dict[str, str] | None = None,
        notes: str = "",
    ) -> int | None:
        """A new table (all cells unset unless ``cells``); ODD-2 preset on if the ruleset says so."""
        change = self._run(
            self.tr("New combat results table"),
            osv.create_crt,
            name,
            die_sides=die_sides or self._die_default,
            columns=list(columns or DEFAULT_COLUMNS),
            cells=cells,
            legend=legend,
            notes=notes,
            odd2=self._odd2_allowed,
        )
        if change is None:
            return None
        self.select_table(change.result)
        return change.result

    def ask_new_table(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New table"), self.tr("Name of the table:"))
        if ok and self.add_table(name) is not None:
            self.tabs.setCurrentWidget(self.editor)

    def add_sample(self) -> int | None:
        """The made-up sample table (its notes say so)."""
        return self.add_table(**osv.load_sample_crt())

    def ask_rename(self) -> None:
        info = self.current_table()
        if info is None:
            return
        name, ok = QInputDialog.getText(
            self, self.tr("Rename table"), self.tr("Name of the table:"), text=info.name
        )
        if ok:
            self._run(self.tr("Rename table"), osv.rename_crt, info.id, name)

    def delete_table(self) -> None:
        info = self.current_table()
        if info is not None:
            self._run(
                self.tr("Delete table {name}").format(name=info.name), osv.delete_crt, info.id
            )

    def set_layout(self, columns: list[str], die_sides: int) -> bool:
        info = self.current_table()
        if info is None:
            return False
        return (
            self._run(
                self.tr("Change table layout"),
                osv.set_crt_layout,
                info.id,
                columns=columns,
                die_sides=die_sides,
            )
            is not None
        )

    def ask_layout(self) -> None:
        info = self.current_table()
        if info is None:
            return
        dialog = LayoutDialog(", ".join(info.columns), info.die_sides, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_layout(split_columns(dialog.columns.text()), dialog.die_sides.value())

    def set_odd2(self, enabled: bool) -> None:
        info = self.current_table()
        if info is not None:
            self._run(
                self.tr("House rule ODD-2 on") if enabled else self.tr("House rule ODD-2 off"),
                osv.set_house_rule,
                info.id,
                bool(enabled),
            )

    def import_file(self, path: str | Path) -> int | None:
        """A new table from a CSV file; a malformed file changes nothing."""
        try:
            table = import_csv(path)
        except CrtCsvError as exc:
            self.show_message(
                self.tr("Cannot import {file}: {reason}").format(file=Path(path).name, reason=exc),
                True,
            )
            return None
        return self.add_table(
            Path(path).stem,
            columns=list(table.columns),
            die_sides=table.die_sides,
            cells=[[code or osv.UNSET for code in row] for row in table.cells],
        )

    def export_file(self, path: str | Path) -> bool:
        info = self.current_table()
        if info is None:
            return False
        try:
            export_csv(path, info.columns, info.cells)
        except OSError as exc:
            self.show_message(
                self.tr("Cannot write {file}: {reason}").format(file=path, reason=exc), True
            )
            return False
        self.show_message(self.tr("Exported to {file}").format(file=path))
        return True

    def ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a table"), "", self.tr("CSV files (*.csv);;All files (*)")
        )
        if path:
            self.import_file(path)

    def ask_export(self) -> None:
        info = self.current_table()
        if info is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the table"),
            f"{info.name}.csv",
            self.tr("CSV files (*.csv);;All files (*)"),
        )
        if path:
            self.export_file(path)

    # -- language -------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Odds combat"))
        self._table_label.setText(self.tr("&Table:"))
        self.new_button.setText(self.tr("New…"))
        self.new_button.setToolTip(self.tr("A new, empty combat results table"))
        self.rename_button.setText(self.tr("Rename…"))
        self.delete_button.setText(self.tr("Delete"))
        self.layout_button.setText(self.tr("Columns…"))
        self.layout_button.setToolTip(self.tr("The table's odds columns and its die"))
        self.import_button.setText(self.tr("Import CSV…"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.sample_button.setText(self.tr("Sample"))
        self.sample_button.setToolTip(
            self.tr("Add the sample table: made-up values, not a published table")
        )
        self.odd2_text.setText(self.tr("House rule: defender's CRT changes (ODD-2)"))
        self.odd2_check.setAccessibleName(self.odd2_text.text())
        self.tabs.setTabText(0, self.tr("Combat"))
        self.tabs.setTabText(1, self.tr("Table"))
        self._show_odd2(self.current_table())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.odd2_text
            and event.type() == QEvent.Type.MouseButtonRelease
            and event.button() == Qt.MouseButton.LeftButton
            and self.odd2_check.isEnabled()
        ):
            self.odd2_check.click()  # as a click on the check box's own text would
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

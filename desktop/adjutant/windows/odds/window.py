"""The odds combat tool window: combat results tables, house rules, the combat as a roll card.

RULES.md §4 (ODD-1..3), issues 10, 14, 15. ``OddsWindow(document, parent=None)`` is the
dock's widget (``main_window.TOOL_WINDOWS`` "odds"), a ``ToolPanel``. It holds:

- a table bar: the game's combat results tables (pick, new, rename, delete, change
  columns and die, import/export CSV, add the made-up sample table) and the ODD-2
  preset switch for the picked table (greyed when the game's ruleset switches the
  house rule off);
- the **Combat** page (``combat_page.CombatPanel``): the combatants, the shifts, the
  combat's roll card with the exact chance of each result;
- the **Table** page (``crt_editor.CrtEditor``): the grid with overrides marked, the
  legend, clipboard blocks. A stored table whose rows do not fit its die and columns is
  not drawn (the page says why) and cannot be rolled on.

The choices live in an :class:`~adjutant.windows.odds.session.OddsSession`; every
number comes from ``store.tools.odds.planner.plan_odds``. Every change goes through the base's
``run`` (undoable, saved at once); refusals are shown in the message line and change
nothing. The dice follow the game's one switch (a card may switch its own roll).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent
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

from adjutant.lazy import lazy_module
from adjutant.qtmodels.document import GameDocument, TurnState
from adjutant.qtmodels.formatting import plain_tooltip, translated
from adjutant.store.read import queries
from adjutant.store.tools.odds import tables as crt_tables
from adjutant.store.tools.odds.table_csv import CrtCsvError, export_csv, import_csv
from adjutant.windows.odds.combat_page import CombatPanel
from adjutant.windows.odds.crt_editor import CrtEditor
from adjutant.windows.odds.session import OddsSession
from adjutant.windows.tool_base import ToolPanel
from adjutant.windows.widgets import CurrentPageTabs, OverflowBar, WrappedLabel

if TYPE_CHECKING:
    from collections.abc import Callable

    from adjutant.store import Change
    from adjutant.store.read.queries import CrtInfo, UnitInfo
    from adjutant.store.tools.odds.planner import OddsPlan

# Store services import SQLAlchemy: executed on the first change, not at start-up (issue 28).
odds_services = lazy_module("adjutant.store.tools.odds.table_services")

DEFAULT_COLUMNS = ("1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1")
TAB_COMBAT, TAB_TABLE = range(2)


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


class OddsWindow(ToolPanel):
    TOOL = "odds"

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("oddsWindow")
        self.session = OddsSession()
        self._units: dict[int, UnitInfo] = {}

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

        self.combat = CombatPanel(self)
        self.editor = CrtEditor(document)
        self.editor.message.connect(self._editor_message)
        self.tabs = CurrentPageTabs()
        self.tabs.setObjectName("oddsTabs")
        self.tabs.addTab(self.combat, "")
        self.tabs.addTab(self.editor, "")
        self.message.setObjectName("oddsMessage")

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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.bar)
        odd2_row = QHBoxLayout()
        odd2_row.addWidget(self.odd2_check, 0, Qt.AlignmentFlag.AlignTop)
        odd2_row.addWidget(self.odd2_text, 1)
        layout.addLayout(odd2_row)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        self.start()

    def _button(self, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    # -- state ----------------------------------------------------------------------------
    def current_table(self) -> CrtInfo | None:
        return self.session.table()

    def select_table(self, crt_id: int) -> None:
        index = self.table_combo.findData(crt_id)
        if index >= 0:
            self.table_combo.setCurrentIndex(index)

    def unit(self, unit_id: int) -> UnitInfo | None:
        """The unit as the store holds it now (casualties, status) for the apply buttons."""
        return self._units.get(unit_id)

    def show_message(self, text: str, is_error: bool = False) -> None:
        if is_error:
            self.show_refusal(text)
        else:
            self.message.show_note(text)

    def _editor_message(self, text: str, is_error: bool) -> None:
        self.show_message(text, is_error)

    def affected_by(self, change: Change | None) -> bool:
        return change is None or any(
            change.touches(t)
            for t in ("crts", "crt_overrides", "units", "events", "game", "sides", "formations")
        )

    def phase_changed(self, state: TurnState | None) -> None:
        self.session.phase_changed()
        if self.game is not None:
            self.replan()

    def dice_mode_changed(self, mode: str) -> None:
        self.combat.cards.set_default_mode(mode)

    def reload(self) -> None:
        game = self.game
        self.session.reload(game)
        self._units = (
            {u.id: u for s in queries.order_of_battle(game).sides for u in s.all_units()}
            if game is not None
            else {}
        )
        self.table_combo.blockSignals(True)
        self.table_combo.clear()
        for t in self.session.tables:
            self.table_combo.addItem(t.name, t.id)
            self.table_combo.setItemData(
                self.table_combo.count() - 1, plain_tooltip(t.name), Qt.ItemDataRole.ToolTipRole
            )
        self.table_combo.setCurrentIndex(max(self.table_combo.findData(self.session.crt_id), -1))
        self.table_combo.blockSignals(False)
        self.combat.cards.set_default_mode(self.dice_mode)
        self._show_table()
        for w in (self.new_button, self.import_button, self.sample_button):
            w.setEnabled(game is not None)

    def replan(self) -> OddsPlan | None:
        """Plan the session's inputs again and show them (after every choice)."""
        plan = self.session.replan(self.game) if self.game is not None else None
        self.combat.show_plan()
        return plan

    def highlight(self, column: str | None, rolled: tuple[str, int] | None) -> None:
        """The column in play (and the cell the last roll hit) marked in the grid."""
        if self.session.table_problem() is None:
            self.editor.model.set_highlight(column, rolled)

    def _table_picked(self, *_args: object) -> None:
        self.session.pick_table(self.table_combo.currentData())
        if self.game is not None:
            self.session.replan(self.game)
        self._show_table()

    def _show_table(self) -> None:
        info = self.current_table()
        # Issue 16: a table whose stored rows disagree with its die is not drawn (it once
        # crashed the window); the store refuses to roll on it too.
        self.editor.show_table(
            info, odd2=self.session.odd2_allowed, problem=self.session.table_problem()
        )
        self.combat.show_plan()
        for w in (self.rename_button, self.delete_button, self.layout_button, self.export_button):
            w.setEnabled(info is not None)
        self.export_button.setEnabled(info is not None and self.session.table_problem() is None)
        self._show_odd2(info)

    def _show_odd2(self, info: CrtInfo | None) -> None:
        rows = (
            [o for o in info.overrides if crt_tables.is_odd2(o.label)] if info is not None else []
        )
        self.odd2_check.blockSignals(True)
        self.odd2_check.setChecked(bool(rows) and all(o.enabled for o in rows))
        self.odd2_check.blockSignals(False)
        allowed = self.session.odd2_allowed
        self.odd2_check.setEnabled(info is not None and allowed)
        self.odd2_text.setEnabled(self.odd2_check.isEnabled())
        if not allowed:
            self.odd2_check.setToolTip(
                self.tr("This game's ruleset switches the defender's CRT changes off (ODD-2).")
            )
        else:
            self.odd2_check.setToolTip(
                self.tr("Column 2-1 roll 3, 3-1 roll 4, 4-1 roll 5 read “No effect” (ODD-2).")
            )
        self.odd2_text.setToolTip(self.odd2_check.toolTip())

    # -- actions --------------------------------------------------------------------------
    def _run(
        self, text: str, service: Callable[..., Change], /, *args: object, **kwargs: object
    ) -> Change | None:
        change = self.run(text, service, *args, **kwargs)
        if change is not None:
            self.message.clear_message()
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
            odds_services.create_crt,
            name,
            die_sides=die_sides or self.session.die_default,
            columns=list(columns or DEFAULT_COLUMNS),
            cells=cells,
            legend=legend,
            notes=notes,
            odd2=self.session.odd2_allowed,
        )
        if change is None:
            return None
        crt_id: int = change.result  # create_crt's new table id (Change.result is untyped)
        self.select_table(crt_id)
        return crt_id

    def ask_new_table(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New table"), self.tr("Name of the table:"))
        if ok and self.add_table(name) is not None:
            self.tabs.setCurrentWidget(self.editor)

    def add_sample(self) -> int | None:
        """The made-up sample table (its notes say so)."""
        return self.add_table(**crt_tables.load_sample_crt())

    def ask_rename(self) -> None:
        info = self.current_table()
        if info is None:
            return
        name, ok = QInputDialog.getText(
            self, self.tr("Rename table"), self.tr("Name of the table:"), text=info.name
        )
        if ok:
            self._run(self.tr("Rename table"), odds_services.rename_crt, info.id, name)

    def delete_table(self) -> None:
        info = self.current_table()
        if info is not None:
            self._run(
                self.tr("Delete table {name}").format(name=info.name),
                odds_services.delete_crt,
                info.id,
            )

    def set_layout(self, columns: list[str], die_sides: int) -> bool:
        info = self.current_table()
        if info is None:
            return False
        return (
            self._run(
                self.tr("Change table layout"),
                odds_services.set_crt_layout,
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
                odds_services.set_house_rule,
                info.id,
                bool(enabled),
            )

    def import_file(self, path: str | Path) -> int | None:
        """A new table from a CSV file; a malformed file changes nothing."""
        try:
            table = import_csv(path)
        except CrtCsvError as exc:
            self.show_refusal(
                self.tr("Cannot import {file}: {reason}").format(
                    file=Path(path).name, reason=translated(exc.message)
                )
            )
            return None
        return self.add_table(
            Path(path).stem,
            columns=list(table.columns),
            die_sides=table.die_sides,
            cells=[[code or crt_tables.UNSET for code in row] for row in table.cells],
        )

    def export_file(self, path: str | Path) -> bool:
        info = self.current_table()
        if info is None or self.session.table_problem() is not None:
            return False
        try:
            export_csv(path, info.columns, info.cells)
        except OSError as exc:
            self.show_refusal(
                self.tr("Cannot write {file}: {reason}").format(
                    file=path, reason=exc.strerror or str(exc)
                )
            )
            return False
        self.message.show_note(self.tr("Exported to {file}").format(file=path))
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
        self.tabs.setTabText(TAB_COMBAT, self.tr("Combat"))
        self.tabs.setTabText(TAB_TABLE, self.tr("Table"))
        self._show_odd2(self.current_table())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.odd2_text
            and event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and self.odd2_check.isEnabled()
        ):
            self.odd2_check.click()  # as a click on the check box's own text would
            return True
        return super().eventFilter(watched, event)


__all__ = ["LayoutDialog", "OddsWindow", "split_columns"]

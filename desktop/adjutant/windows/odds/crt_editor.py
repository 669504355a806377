"""The CRT editor page of the odds window: grid, house rules, legend (ODD-2; issues 10, 14).

For ``adjutant.windows.odds.OddsWindow`` only. ``CrtEditor(document)`` shows one
stored table (``show_table(info, odd2=..., problem=...)``) in a ``QTableView`` over
``adjutant.qtmodels.crt_model.CrtModel``: columns = odds columns, rows = die
faces. Every edit goes through ``run_service`` (one undo command each): typing in
a cell, pasting a block from a spreadsheet (Ctrl+V; tab-separated text), clearing
cells (Delete), overriding a cell as a house rule (context menu), and the legend
(code -> meaning, a ``qtmodels.odds_models.LegendModel``, edited in place).
Ctrl+C copies the selected block as tab-separated text. Problems are reported
through the ``message`` signal and change nothing. A stored table whose rows do not
fit its die and columns (no service writes one) is not drawn: the page says why.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.lazy import lazy_module
from adjutant.qtmodels.crt_model import CrtModel, OverrideRole
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import refusal_reason, translated
from adjutant.qtmodels.odds_models import COL_LEGEND_CODE, COL_LEGEND_MEANING, LegendModel
from adjutant.store.tools.odds.table_csv import CrtCsvError, from_tsv, to_tsv
from adjutant.store.tools.odds.tables import UNSET
from adjutant.undo.service import run_service
from adjutant.windows.widgets.reflow import WrappedLabel

if TYPE_CHECKING:
    from adjutant.store import Change
    from adjutant.store.read.queries import CrtInfo, CrtOverrideInfo

# Store services import SQLAlchemy: executed on the first change, not at start-up (issue 28).
odds_services = lazy_module("adjutant.store.tools.odds.table_services")
services = lazy_module("adjutant.store.services.edits")


class CrtEditor(QWidget):
    """Grid + legend of one table. Signal ``message(text, is_error)``."""

    message = Signal(str, bool)

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._info: CrtInfo | None = None
        self._problem: str | None = None
        self.model = CrtModel(self)
        self.model.set_editor(self._edit_cells)
        self.grid = QTableView()
        self.grid.setObjectName("crtGrid")
        self.grid.setModel(self.model)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.ContiguousSelection)
        self.grid.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.horizontalHeader().setMinimumSectionSize(44)
        self.grid.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.grid.customContextMenuRequested.connect(self._context_menu)
        self.copy_action = self._grid_action(QKeySequence.StandardKey.Copy, self.copy_selection)
        self.paste_action = self._grid_action(QKeySequence.StandardKey.Paste, self.paste)
        self.clear_action = self._grid_action(QKeySequence.StandardKey.Delete, self.clear_selection)
        self.override_action = QAction(self)
        self.override_action.triggered.connect(self._ask_override)
        self.remove_override_action = QAction(self)
        self.remove_override_action.triggered.connect(self._remove_override)
        self.toggle_override_action = QAction(self)
        self.toggle_override_action.triggered.connect(self._toggle_override)

        self.notes = QLabel()
        self.notes.setObjectName("crtNotes")
        self.notes.setWordWrap(True)
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        # A table no service would write (rows that do not fit its die): not drawn.
        self.shape_message = WrappedLabel()
        self.shape_message.setObjectName("crtShapeMessage")
        self.shape_message.setTextFormat(Qt.TextFormat.PlainText)
        self.shape_message.setStyleSheet("color: #d14343;")
        self.shape_message.hide()
        self._legend_title = QLabel()
        self.legend_model = LegendModel(self)
        self.legend_model.set_setter(self.set_legend_entry)
        self.legend_table = QTableView()
        self.legend_table.setObjectName("legendTable")
        self.legend_table.setModel(self.legend_model)
        self.legend_table.verticalHeader().hide()
        self.legend_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.legend_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.legend_table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.legend_table.horizontalHeader().setSectionResizeMode(
            COL_LEGEND_CODE, QHeaderView.ResizeMode.ResizeToContents
        )
        self.legend_table.horizontalHeader().setSectionResizeMode(
            COL_LEGEND_MEANING, QHeaderView.ResizeMode.Stretch
        )
        self.legend_code = QLineEdit()
        self.legend_code.setObjectName("legendCode")
        self.legend_code.setMaximumWidth(70)
        self.legend_meaning = QLineEdit()
        self.legend_meaning.setObjectName("legendMeaning")
        self.legend_add = QPushButton()
        self.legend_add.setObjectName("legendAdd")
        self.legend_add.clicked.connect(self._legend_add)
        self.legend_meaning.returnPressed.connect(self._legend_add)
        self.legend_remove = QPushButton()
        self.legend_remove.setObjectName("legendRemove")
        self.legend_remove.clicked.connect(self._legend_remove)

        grid_box = QWidget()
        grid_layout = QVBoxLayout(grid_box)
        grid_layout.setContentsMargins(0, 0, 0, 0)
        grid_layout.addWidget(self.shape_message)
        grid_layout.addWidget(self.grid, 1)
        grid_layout.addWidget(self.notes)
        legend_box = QWidget()
        legend_layout = QVBoxLayout(legend_box)
        legend_layout.setContentsMargins(0, 0, 0, 0)
        legend_layout.addWidget(self._legend_title)
        legend_layout.addWidget(self.legend_table, 1)
        add_row = QHBoxLayout()
        add_row.addWidget(self.legend_code)
        add_row.addWidget(self.legend_meaning, 1)
        add_row.addWidget(self.legend_add)
        add_row.addWidget(self.legend_remove)
        legend_layout.addLayout(add_row)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(grid_box)
        splitter.addWidget(legend_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.retranslateUi()

    def _grid_action(self, key: QKeySequence.StandardKey, slot: Callable[[], object]) -> QAction:
        action = QAction(self.grid)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.grid.addAction(action)
        return action

    # -- showing --------------------------------------------------------------------------
    def show_table(
        self, info: CrtInfo | None, *, odd2: bool = True, problem: str | None = None
    ) -> None:
        """Show ``info`` (a ``CrtInfo``). ``problem``: why its stored shape cannot be drawn
        (``store.tools.odds.planner.shape_problem``); the grid then stays empty, nothing is read."""
        self._problem = problem
        self._info = None if problem else info
        self.model.set_table(self._info, odd2=odd2)
        self.shape_message.setVisible(bool(problem))
        if problem and info is not None:
            self.shape_message.setText(
                self.tr(
                    "The stored table “{name}” cannot be shown: {problem}. Delete it, or "
                    "import it again from its CSV file."
                ).format(name=info.name, problem=problem)
            )
        shown = self._info
        self.notes.setText(shown.notes if shown is not None else "")
        self.notes.setVisible(bool(shown is not None and shown.notes))
        self._fill_legend()
        self.setEnabled(info is not None)
        self.grid.setEnabled(self._info is not None)

    def _fill_legend(self) -> None:
        info = self._info
        if info is None:
            self.legend_model.set_legend({})
            return
        used = [c for row in info.cells for c in row if c != UNSET]
        used += [o.result for o in info.overrides]
        self.legend_model.set_legend(dict(info.legend), used)

    # -- editing --------------------------------------------------------------------------
    def _run(
        self, text: str, service: Callable[..., Change], /, *args: object, **kwargs: object
    ) -> bool:
        try:
            run_service(self.document, text, service, *args, **kwargs)
        except ValueError as exc:  # InvalidField / RuleInputError: nothing changed
            # The store's words (translated where it says them as a Message): neither error
            # has a ``message`` attribute, which this once read (an AttributeError instead).
            self.message.emit(refusal_reason(exc), True)
            return False
        return True

    def _edit_cells(self, cells: dict[tuple[str, int], str]) -> bool:
        if self._info is None:
            return False
        return self._run(
            self.tr("Edit table cells"), odds_services.set_crt_cells, self._info.id, dict(cells)
        )

    def _selected_rect(self) -> tuple[int, int, int, int] | None:
        """(top, left, bottom, right) of the selection, or of the current cell."""
        indexes = self.grid.selectionModel().selectedIndexes()
        if not indexes:
            current = self.grid.currentIndex()
            if not current.isValid():
                return None
            indexes = [current]
        rows = [i.row() for i in indexes]
        cols = [i.column() for i in indexes]
        return min(rows), min(cols), max(rows), max(cols)

    def copy_selection(self) -> str:
        """Put the selected block on the clipboard as tab-separated text (and return it)."""
        rect = self._selected_rect()
        if rect is None or self._info is None:
            return ""
        top, left, bottom, right = rect
        block = [
            [
                self.model.table_code(self.model.cell(self.model.index(r, c))[0], r + 1)
                for c in range(left, right + 1)
            ]
            for r in range(top, bottom + 1)
        ]
        text = to_tsv(block)
        QGuiApplication.clipboard().setText(text)
        return text

    def paste(self) -> bool:
        return self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """Paste a tab-separated block at the selection's top-left cell: one undo command."""
        rect = self._selected_rect()
        if rect is None or self._info is None:
            self.message.emit(self.tr("Select the cell where the block starts."), True)
            return False
        try:
            block = from_tsv(text)
        except CrtCsvError as exc:
            self.message.emit(translated(exc.message), True)
            return False
        top, left = rect[0], rect[1]
        height, width = len(block), len(block[0])
        if top + height > self.model.rowCount() or left + width > self.model.columnCount():
            self.message.emit(
                self.tr(
                    "The pasted block ({rows} × {cols}) does not fit from roll {face}, "
                    "column {column}: nothing was pasted."
                ).format(
                    rows=height,
                    cols=width,
                    face=top + 1,
                    column=self._info.columns[left],
                ),
                True,
            )
            return False
        cells = {
            (self._info.columns[left + c], top + r + 1): block[r][c]
            for r in range(height)
            for c in range(width)
        }
        ok = self._edit_cells(cells)
        if ok:
            selection = self.grid.selectionModel()
            selection.select(
                self._block_selection(top, left, top + height - 1, left + width - 1),
                QItemSelectionModel.SelectionFlag.ClearAndSelect,
            )
        return ok

    def _block_selection(self, top: int, left: int, bottom: int, right: int) -> QItemSelection:
        return QItemSelection(self.model.index(top, left), self.model.index(bottom, right))

    def clear_selection(self) -> bool:
        rect = self._selected_rect()
        if rect is None or self._info is None:
            return False
        top, left, bottom, right = rect
        cells = {
            (self._info.columns[c], r + 1): ""
            for r in range(top, bottom + 1)
            for c in range(left, right + 1)
        }
        return self._edit_cells(cells)

    # -- house-rule overrides (ODD-2) -----------------------------------------------------
    def override_cell(self, column: str, face: int, code: str, label: str = "") -> bool:
        """Override one cell with ``code`` (a house rule on top of the table)."""
        if self._info is None:
            return False
        return self._run(
            self.tr("House rule on {column}, roll {face}").format(column=column, face=face),
            # run_service has its own ``label`` parameter: bind the override's label first.
            partial(services.set_crt_override, label=label or self.tr("House rule")),
            self._info.id,
            column,
            face,
            code,
        )

    def _current_override(self) -> CrtOverrideInfo | None:
        index = self.grid.currentIndex()
        override: CrtOverrideInfo | None = (
            self.model.data(index, OverrideRole) if index.isValid() else None
        )
        return override

    def _ask_override(self) -> None:
        index = self.grid.currentIndex()
        if not index.isValid():
            return
        column, face = self.model.cell(index)
        code, ok = QInputDialog.getText(
            self,
            self.tr("House rule"),
            self.tr("Result code for column {column}, roll {face}:").format(
                column=column, face=face
            ),
        )
        if ok:
            self.override_cell(column, face, code)

    def _remove_override(self) -> None:
        override = self._current_override()
        if override is not None:
            self._run(self.tr("Remove house rule"), odds_services.delete_crt_override, override.id)

    def _toggle_override(self) -> None:
        override = self._current_override()
        if override is not None:
            self._run(
                self.tr("Switch house rule"),
                services.enable_crt_override,
                override.id,
                not override.enabled,
            )

    def _context_menu(self, pos: QPoint) -> None:
        index = self.grid.indexAt(pos)
        if not index.isValid():
            return
        self.grid.setCurrentIndex(index)
        override = self._current_override()
        self.remove_override_action.setEnabled(override is not None)
        self.toggle_override_action.setEnabled(override is not None)
        if override is not None:
            self.toggle_override_action.setText(
                self.tr("Switch house rule off")
                if override.enabled
                else self.tr("Switch house rule on")
            )
        menu = QMenu(self)
        for action in (
            self.copy_action,
            self.paste_action,
            self.clear_action,
            None,
            self.override_action,
            self.toggle_override_action,
            self.remove_override_action,
        ):
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        menu.exec(self.grid.viewport().mapToGlobal(pos))

    # -- legend ---------------------------------------------------------------------------
    def set_legend_entry(self, code: str, meaning: str | None) -> bool:
        """Explain ``code`` (None removes it from the legend): one undo command."""
        if self._info is None:
            return False
        legend = dict(self._info.legend)
        code = code.strip()
        if not code:
            self.message.emit(self.tr("Type the result code to explain."), True)
            return False
        if meaning is None:
            if code not in legend:
                return False
            del legend[code]
        else:
            if legend.get(code) == meaning:
                return False
            legend[code] = meaning
        return self._run(
            self.tr("Edit table legend"), odds_services.set_crt_legend, self._info.id, legend
        )

    def _legend_add(self) -> None:
        if self.set_legend_entry(self.legend_code.text(), self.legend_meaning.text()):
            self.legend_code.clear()
            self.legend_meaning.clear()

    def _legend_remove(self) -> None:
        row = self.legend_table.currentIndex().row()
        if row >= 0:
            self.set_legend_entry(self.legend_model.code(row), None)

    # -- language -------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.copy_action.setText(self.tr("Copy cells"))
        self.paste_action.setText(self.tr("Paste cells"))
        self.clear_action.setText(self.tr("Clear cells"))
        self.override_action.setText(self.tr("Override cell (house rule)…"))
        self.remove_override_action.setText(self.tr("Remove house rule"))
        self.toggle_override_action.setText(self.tr("Switch house rule on/off"))
        self.grid.setToolTip(
            self.tr(
                "Type a result code in a cell. Ctrl+C / Ctrl+V copy and paste blocks "
                "to and from a spreadsheet; right-click for house rules."
            )
        )
        self._legend_title.setText(self.tr("Legend: what each result code means"))
        self.legend_model.retranslate()
        self.legend_code.setPlaceholderText(self.tr("Code"))
        self.legend_meaning.setPlaceholderText(self.tr("Meaning"))
        self.legend_add.setText(self.tr("Add"))
        self.legend_remove.setText(self.tr("Remove"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

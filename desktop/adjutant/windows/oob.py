"""The order-of-battle dock: filter box, tree, toolbar and the selected unit's details (issue 9).

For the main window (``adjutant.windows.main_window`` docks it) and any window
that follows the selection. :class:`OrderOfBattleWidget` shows
:class:`adjutant.qtmodels.oob_model.OobModel` through a recursive
:class:`OobFilterProxy`, edits cells inline (``oob_delegates.OobDelegate``) and
offers the order of battle's commands (``oob_actions.OobActions``: add, duplicate,
delete, C-in-C, reckless, rename, export, each with its keys; the shortcuts work while
the tree has the focus, so they never clash with the main window's own) and Filter
(Ctrl+F anywhere in the dock; Esc clears it). Issue 23 gave the commands and the column
fitting (``oob_columns.ColumnFitter``) parts of their own; this class shows the tree, its
filter and the details, and keeps the selection.

Units and formations are dragged to another formation (one undo step). Every
change goes through ``adjutant.undo.run_service``: undoable, and on disk at once; a
change of several rows (Delete, Reckless on a selection) is one store batch
(``adjutant.undo.batch``): all or nothing, one step also after reopening (issue 23).

Selection, both ways: ``unitSelected(int)`` is emitted when the user selects a
unit here; ``select_unit(unit_id)`` selects a unit from elsewhere (without
echoing ``unitSelected``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QSortFilterProxyModel,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QFont, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QToolBar,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels import list_texts
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.oob_model import (
    COL_MODELS,
    COL_NAME,
    COL_STATUS,
    COL_TOKEN,
    COLUMN_COUNT,
    IdRole,
    KindRole,
    OobModel,
    choice_label,
    command_marks,
    format_number,
)
from adjutant.qtmodels.oob_tree import UNIT
from adjutant.undo.service import run_service
from adjutant.windows.oob_actions import OobActions, name_action
from adjutant.windows.oob_columns import ColumnFitter
from adjutant.windows.oob_delegates import OobDelegate
from adjutant.windows.widgets.cell_message import CellMessage
from adjutant.windows.widgets.elided_views import show_elided_text

if TYPE_CHECKING:
    from adjutant.store.read.queries import UnitInfo


class OobFilterProxy(QSortFilterProxyModel):
    """Recursive, case-insensitive filter on every column's text.

    A matching formation shows everything under it; a matching unit shows the
    formations above it. The tree keeps the game's order (no sorting).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setAutoAcceptChildRows(True)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)


class UnitDetailPanel(QWidget):
    """Every value of one unit; command group, reckless, profile factors and notes editable."""

    def __init__(self, model: OobModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._unit_id: int | None = None
        self._loading = False

        self._title = QLabel()
        font = QFont(self._title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self._title.setFont(font)
        self._title.setWordWrap(True)
        # Names are text, never markup (issue 16): a unit named "<h1>…" stays one line.
        self._title.setTextFormat(Qt.TextFormat.PlainText)
        self._path = QLabel()
        self._path.setTextFormat(Qt.TextFormat.PlainText)
        self._path.setWordWrap(True)
        self._path.setEnabled(False)  # dimmed: context, not data

        self._values: dict[str, QLabel] = {}
        self._form = QFormLayout()
        self._form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._form_labels: dict[str, QLabel] = {}
        for key in (
            "type",
            "size",
            "formation",
            "status",
            "token",
            "movement",
            "dice",
            "casualties",
            "table",
            "cinc",
        ):
            value = QLabel()
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._values[key] = value
            label = QLabel()
            self._form_labels[key] = label
            self._form.addRow(label, value)

        self._spins: dict[str, QSpinBox] = {}
        for field, low, high in (
            ("to_hit", 2, 6),
            ("attack_factor", 0, 999),
            ("defence_factor", 0, 999),
        ):
            spin = QSpinBox()
            spin.setRange(low, high)
            spin.setKeyboardTracking(False)
            spin.setMaximumWidth(spin.fontMetrics().horizontalAdvance("0000") + 60)
            spin.editingFinished.connect(lambda f=field: self._commit_spin(f))
            self._spins[field] = spin
            label = QLabel()
            label.setBuddy(spin)
            self._form_labels[field] = label
            self._form.addRow(label, spin)

        self.reckless = QCheckBox()
        self.reckless.toggled.connect(self._commit_reckless)
        self._form.addRow("", self.reckless)

        # Issue 17: what an army list brought (model count, points, profile, source), and
        # the unit's frontage and depth on the table (a dragged-in unit gets a default).
        self._list_rows: dict[str, QLabel] = {}
        for key in ("models", "points", "profile", "source"):
            value = QLabel()
            value.setTextFormat(Qt.TextFormat.PlainText)  # the file's names and values
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label = QLabel()
            self._list_rows[key] = value
            self._form_labels[key] = label
            self._form.addRow(label, value)
        self.size_spins: dict[str, QDoubleSpinBox] = {}
        size_row = QHBoxLayout()
        for key in ("width", "depth"):
            size_spin = QDoubleSpinBox()
            size_spin.setRange(0.1, 1000.0)
            size_spin.setDecimals(1)
            size_spin.setSingleStep(0.5)
            size_spin.setKeyboardTracking(False)
            size_spin.setObjectName(f"footprint_{key}")
            size_spin.editingFinished.connect(self._commit_size)
            self.size_spins[key] = size_spin
            label = QLabel()
            label.setBuddy(size_spin)
            self._form_labels[key] = label
            size_row.addWidget(label)
            size_row.addWidget(size_spin)
        size_row.addStretch(1)
        self._size_widget = QWidget()
        self._size_widget.setLayout(size_row)
        size_row.setContentsMargins(0, 0, 0, 0)
        self._form.addRow("", self._size_widget)

        self._group_box = QGroupBox()
        group_layout = QHBoxLayout(self._group_box)
        self.group_checks: dict[str, QCheckBox] = {}
        for field in ("has_commander", "has_standard_bearer", "has_musician"):
            check = QCheckBox()
            check.toggled.connect(lambda on, f=field: self._commit_group(f, on))
            self.group_checks[field] = check
            group_layout.addWidget(check)
        group_layout.addStretch(1)

        self._notes_label = QLabel()
        self.notes = QPlainTextEdit()
        self.notes.setTabChangesFocus(True)
        self.notes.setMinimumHeight(48)
        self.notes.installEventFilter(self)
        self._notes_label.setBuddy(self.notes)

        self._empty = QLabel()
        self._empty.setWordWrap(True)
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self._body = QWidget()
        body = QVBoxLayout(self._body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self._title)
        body.addWidget(self._path)
        body.addLayout(self._form)
        body.addWidget(self._group_box)
        body.addWidget(self._notes_label)
        body.addWidget(self.notes, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self._empty)
        layout.addWidget(self._body)

        model.dataChanged.connect(self._on_data_changed)
        model.modelReset.connect(self.refresh)
        model.rowsRemoved.connect(self.refresh)
        model.rowsMoved.connect(self.refresh)
        model.rowsInserted.connect(self.refresh)
        self.retranslate()
        self.show_unit(None)

    @property
    def unit_id(self) -> int | None:
        return self._unit_id

    def retranslate(self) -> None:
        labels = {
            "type": self.tr("Type"),
            "size": self.tr("Size class"),
            "formation": self.tr("Formation"),
            "status": self.tr("Status"),
            "token": self.tr("Token"),
            "movement": self.tr("Movement"),
            "dice": self.tr("Melee dice"),
            "casualties": self.tr("Casualties"),
            "table": self.tr("On the table"),
            "cinc": self.tr("C-in-C"),
            "to_hit": self.tr("To hit"),
            "attack_factor": self.tr("Attack factor"),
            "defence_factor": self.tr("Defence factor"),
        }
        labels |= {
            "models": list_texts.text(list_texts.STRENGTH),
            "points": list_texts.text(list_texts.POINTS),
            "profile": list_texts.text(list_texts.PROFILE),
            "source": list_texts.text(list_texts.SOURCE),
            "width": list_texts.text(list_texts.FRONTAGE),
            "depth": list_texts.text(list_texts.DEPTH),
        }
        for key, text in labels.items():
            self._form_labels[key].setText(text + ":")
        self._spins["to_hit"].setToolTip(self.tr("The d6 roll needed to hit, 2..6 (MEL-3)"))
        self.reckless.setText(self.tr("Reckless (CMD-8)"))
        self._group_box.setTitle(self.tr("Command group (CMD-4, CMD-6)"))
        self.group_checks["has_commander"].setText(self.tr("Commander"))
        self.group_checks["has_standard_bearer"].setText(self.tr("Standard-bearer"))
        self.group_checks["has_musician"].setText(self.tr("Musician"))
        self._notes_label.setText(self.tr("Notes:"))
        self.notes.setPlaceholderText(self.tr("Saved when you leave the box"))
        self._empty.setText(self.tr("Select a unit to see its details."))
        self.refresh()

    # -- showing -------------------------------------------------------------------------

    def show_unit(self, unit_id: int | None) -> None:
        if unit_id != self._unit_id:
            self.commit_notes()
        self._unit_id = unit_id
        self.refresh()

    def refresh(self, *_args: object) -> None:
        info = self._model.unit_info(self._unit_id) if self._unit_id is not None else None
        self._empty.setVisible(info is None)
        self._body.setVisible(info is not None)
        if info is None:
            return
        self._loading = True
        try:
            self._title.setText(info.name)
            self._path.setText(" › ".join(self._model.formation_path(info.id)))
            values = self._values
            values["type"].setText(choice_label("unit_type", info.unit_type))
            values["size"].setText(choice_label("size_class", info.size_class))
            values["formation"].setText(choice_label("formation", info.formation))
            values["status"].setText(choice_label("status", info.status))
            values["token"].setText(choice_label("token", info.token))
            values["movement"].setText(format_number(info.movement))
            values["dice"].setText(str(info.melee_dice))
            values["casualties"].setText(str(info.casualties))
            if info.footprint is None:
                values["table"].setText(self.tr("No"))
            else:
                fp = info.footprint
                values["table"].setText(
                    self.tr("({x}, {y}), facing {facing}°, {width} × {depth}").format(
                        x=format_number(round(fp.x, 1)),
                        y=format_number(round(fp.y, 1)),
                        facing=format_number(round(fp.facing, 1)),
                        width=format_number(round(fp.width, 1)),
                        depth=format_number(round(fp.depth, 1)),
                    )
                )
            values["cinc"].setText(
                self.tr("The commander-in-chief is with this unit")
                if info.is_cinc_unit
                else self.tr("No")
            )
            for field, spin in self._spins.items():
                spin.setValue(getattr(info, field))
            self.reckless.setChecked(info.reckless)
            for field, check in self.group_checks.items():
                check.setChecked(getattr(info, field))
            self._group_box.setToolTip(plain_tooltip(command_marks(info)))
            self._show_list_values(info)
            if not (self.notes.hasFocus() and self.notes.document().isModified()):
                self.notes.setPlainText(info.notes)
                self.notes.document().setModified(False)
        finally:
            self._loading = False

    def _show_list_values(self, info: UnitInfo) -> None:
        """Issue 17: model count, points, imported profile and source; frontage and depth."""
        rows = self._list_rows
        strength = getattr(info, "strength", None)
        shown = {
            "models": (
                list_texts.text(list_texts.MODELS_LEFT).format(
                    left=info.models_remaining, strength=strength
                )
                if strength is not None
                else ""
            ),
            "points": "" if info.points is None else format_number(info.points),
            "profile": list_texts.profile_text(info.profile),
            "source": (
                list_texts.text(list_texts.SOURCE_TEXT).format(
                    file=info.source.file, system=info.source.system or info.source.format
                )
                if info.source is not None
                else ""
            ),
        }
        for key, value in shown.items():
            rows[key].setText(value)
            rows[key].setVisible(bool(value))
            self._form_labels[key].setVisible(bool(value))
        fp = info.footprint
        self._size_widget.setVisible(fp is not None)
        if fp is not None:
            for key, spin in self.size_spins.items():
                if not spin.hasFocus():
                    spin.setValue(getattr(fp, key))

    def _commit_size(self) -> None:
        """Frontage or depth typed: one undoable step (the unit stays where it is)."""
        info = self._model.unit_info(self._unit_id) if self._unit_id is not None else None
        if info is None or info.footprint is None or self._loading:
            return
        fp = info.footprint
        width, depth = self.size_spins["width"].value(), self.size_spins["depth"].value()
        if abs(width - fp.width) < 1e-9 and abs(depth - fp.depth) < 1e-9:
            return
        from dataclasses import replace as copy

        self._update(
            list_texts.text(list_texts.RESIZE_LABEL),
            "set_footprint",
            self._unit_id,
            copy(fp, width=width, depth=depth),
        )

    def _on_data_changed(
        self, top_left: QModelIndex, bottom_right: QModelIndex, *_: object
    ) -> None:
        if self._unit_id is None:
            return
        parent = top_left.parent()
        for row in range(top_left.row(), bottom_right.row() + 1):
            index = self._model.index(row, 0, parent)
            if index.data(KindRole) == UNIT and index.data(IdRole) == self._unit_id:
                self.refresh()
                return

    # -- editing ---------------------------------------------------------------------------

    def _update(self, label: str, service_name: str, *args: object, **fields: object) -> None:
        if self._loading or self._unit_id is None:
            return
        from adjutant.store.services import edits as services

        widget = self.window() if self.window() is not None else self
        try:
            run_service(
                self._model.document, label, getattr(services, service_name), *args, **fields
            )
        except ValueError as exc:
            QMessageBox.warning(widget, self.tr("Order of battle"), str(exc))
            self.refresh()

    def _commit_spin(self, field: str) -> None:
        info = self._model.unit_info(self._unit_id) if self._unit_id is not None else None
        value = self._spins[field].value()
        if info is not None and getattr(info, field) != value:
            self._update(self.tr("Edit unit"), "update_unit", self._unit_id, **{field: value})

    def _commit_reckless(self, on: bool) -> None:
        info = self._model.unit_info(self._unit_id) if self._unit_id is not None else None
        if info is not None and info.reckless != on:
            label = self.tr("Mark reckless") if on else self.tr("Clear reckless")
            self._update(label, "set_reckless", self._unit_id, on)

    def _commit_group(self, field: str, on: bool) -> None:
        info = self._model.unit_info(self._unit_id) if self._unit_id is not None else None
        if info is not None and getattr(info, field) != on:
            self._update(self.tr("Edit command group"), "update_unit", self._unit_id, **{field: on})

    def commit_notes(self) -> None:
        """Save the notes if they were edited (one undo step)."""
        if self._unit_id is None or not self.notes.document().isModified():
            return
        info = self._model.unit_info(self._unit_id)
        text = self.notes.toPlainText()
        self.notes.document().setModified(False)
        if info is not None and info.notes != text:
            self._update(self.tr("Edit notes"), "update_unit", self._unit_id, notes=text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.notes and event.type() == QEvent.Type.FocusOut:
            self.commit_notes()
        return super().eventFilter(watched, event)


class OrderOfBattleWidget(QWidget):
    """The order-of-battle dock's content.

    Signals
    - ``unitSelected(int)``: the user selected a unit (its id).

    Slots
    - ``select_unit(int)``: select and show a unit (clears a filter that hides it).
    """

    unitSelected = Signal(int)

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OrderOfBattleWidget")
        self.document = document
        self.model = OobModel(document, self)
        self.proxy = OobFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self._syncing = False
        self._shown = False

        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._on_filter)
        self.filter_edit.installEventFilter(self)

        self.view = QTreeView()
        self.view.setObjectName("oobTree")
        self.view.setModel(self.proxy)
        self.view.setItemDelegate(OobDelegate(self.view))
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setAllColumnsShowFocus(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.view.setDragEnabled(True)
        self.view.setAcceptDrops(True)
        self.view.setDropIndicatorShown(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        header = self.view.header()
        header.setStretchLastSection(False)
        # Interactive, fitted once per load: ResizeToContents would re-measure every
        # row on every edit (thousands of data() calls per dataChanged).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setMinimumSectionSize(28)
        # A side dock is narrow: what changes during play (token, status) comes right
        # after the name; the profile (type, size, formation) last. Model order unchanged.
        for visual, column in enumerate((COL_TOKEN, COL_STATUS, COL_MODELS), start=1):
            header.moveSection(header.visualIndex(column), visual)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._header_menu)
        self.view.setColumnWidth(COL_NAME, 240)
        # A name cut to its column shows whole on hover, as plain text (issue 15).
        self.tooltips = show_elided_text(self.view)

        self.detail = UnitDetailPanel(self.model)
        detail_scroll = QScrollArea()
        detail_scroll.setWidgetResizable(True)
        detail_scroll.setWidget(self.detail)
        detail_scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        self.toolbar = QToolBar()
        self.toolbar.setIconSize(self.toolbar.iconSize() * 0.75)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        # The commands (issue 23: their own part, oob_actions), named here as they always were.
        self.commands = OobActions(self)
        self.action_add_unit = self.commands.action_add_unit
        self.action_add_formation = self.commands.action_add_formation
        self.action_duplicate = self.commands.action_duplicate
        self.action_delete = self.commands.action_delete
        self.action_set_cinc = self.commands.action_set_cinc
        self.action_toggle_reckless = self.commands.action_toggle_reckless
        self.action_rename = self.commands.action_rename
        self.action_export = self.commands.action_export
        self.toolbar.addActions(list(self.commands.toolbar_actions()))
        # Ctrl+F works anywhere in the dock (the filter box itself included).
        self.action_filter = QAction(self)
        self.action_filter.setShortcut(QKeySequence(QKeySequence.StandardKey.Find))
        self.action_filter.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action_filter.triggered.connect(self.focus_filter)
        self.addAction(self.action_filter)

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.toolbar)
        top.addWidget(self.filter_edit, 1)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(detail_scroll)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)

        self.model.editRefused.connect(self.show_refusal)
        # A value typed in a cell and refused: why, beside the cell (issue 22).
        self.cell_message = CellMessage(self.view)
        self.model.cellRefused.connect(self._show_cell_refusal)
        self.model.modelReset.connect(self._on_reset)
        self.model.rowsInserted.connect(self._on_rows_inserted)
        self.model.dataChanged.connect(lambda *_: self.commands.refresh())
        # The column widths measured from the contents are kept until the contents change.
        self.columns = ColumnFitter(self.view)
        for signal in (
            self.proxy.modelReset,
            self.proxy.dataChanged,
            self.proxy.rowsInserted,
            self.proxy.rowsRemoved,
            self.proxy.rowsMoved,
            self.proxy.layoutChanged,
            self.proxy.headerDataChanged,
            self.view.expanded,
            self.view.collapsed,
        ):
            signal.connect(self.columns.changed)
        self.model.rowsRemoved.connect(lambda *_: self.commands.refresh())
        self.view.selectionModel().currentRowChanged.connect(self._on_current_changed)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self.commands.refresh())
        self._retranslate()
        self._on_reset()

    # -- actions -----------------------------------------------------------------------------

    def actions_for_menu(self) -> list[QAction | None]:
        """The dock's actions (None = separator), for the main window's menus."""
        return [*self.commands.menu_actions(), self.action_filter]

    def export_side(self, side_id: int, path: str) -> bool:
        """Write a side's order of battle to ``path`` as CSV (issue 17; ``OobActions``)."""
        return self.commands.export_side(side_id, path)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Order of battle"))  # the dock's title follows it
        self.commands.retranslate()
        name_action(self.action_filter, self.tr("Filter units"))
        self.filter_edit.setPlaceholderText(self.tr("Filter units (Ctrl+F)"))
        self.view.setToolTip("")
        self.model.retranslate()
        self.detail.retranslate()
        self.columns.changed()  # the texts are new
        self.columns.fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self.columns.changed()
        super().changeEvent(event)

    # -- selection -----------------------------------------------------------------------

    def _source(self, proxy_index: QModelIndex | QPersistentModelIndex) -> QModelIndex:
        return self.proxy.mapToSource(proxy_index) if proxy_index.isValid() else QModelIndex()

    def current_index(self) -> QModelIndex:
        """The current row's source index (column 0), or an invalid one."""
        current = self.view.currentIndex()
        return self._source(current.siblingAtColumn(0)) if current.isValid() else QModelIndex()

    def selected_indexes(self) -> list[QModelIndex]:
        """Selected rows as source indexes (column 0), in tree order."""
        rows = self.view.selectionModel().selectedRows(0)
        return [self._source(i) for i in rows]

    def current_unit_id(self) -> int | None:
        index = self.current_index()
        return index.data(IdRole) if index.data(KindRole) == UNIT else None

    @Slot(int)
    def select_unit(self, unit_id: int) -> None:
        """Select ``unit_id`` (from another window); ``unitSelected`` is not echoed."""
        source = self.model.unit_index(unit_id)
        if not source.isValid():
            return
        index = self.proxy.mapFromSource(source)
        if not index.isValid():
            self.filter_edit.clear()  # the filter hides it: show everything
            index = self.proxy.mapFromSource(source)
        self._syncing = True
        try:
            self.view.selectionModel().setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.view.scrollTo(index)
        finally:
            self._syncing = False

    def select_source(self, source: QModelIndex, edit: bool = False) -> None:
        """Make the model row ``source`` current (clearing a filter that hides it); ``edit``:
        open its name's editor (a unit or formation just added)."""
        index = self.proxy.mapFromSource(source)
        if not index.isValid():
            self.filter_edit.clear()
            index = self.proxy.mapFromSource(source)
        self.view.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.view.scrollTo(index)
        if edit:
            self.view.setFocus()
            self.view.edit(index.siblingAtColumn(COL_NAME))

    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        source = self._source(current)
        unit_id = source.data(IdRole) if source.data(KindRole) == UNIT else None
        self.detail.show_unit(unit_id)
        self.commands.refresh()
        if unit_id is not None and not self._syncing:
            self.unitSelected.emit(unit_id)

    def _on_reset(self) -> None:
        self.view.expandAll()
        self.columns.changed()
        self.columns.fit()
        self.detail.show_unit(None)
        self.commands.refresh()

    def fit_columns(self) -> None:
        """Fit the columns again (the main window calls it once its docks have their sizes)."""
        self.columns.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            total = max(self.splitter.height(), 400)
            self.splitter.setSizes([total * 3 // 5, total * 2 // 5])
            self.columns.fit()

    def _on_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        for row in range(first, last + 1):
            index = self.model.index(row, 0, parent)
            if index.data(KindRole) != UNIT:
                self.view.expand(self.proxy.mapFromSource(index))
        self.commands.refresh()

    # -- filter ----------------------------------------------------------------------------

    @Slot()
    def focus_filter(self) -> None:
        self.filter_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter_edit.selectAll()

    def _on_filter(self, text: str) -> None:
        self.proxy.setFilterFixedString(text)
        self.view.expandAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.filter_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self.filter_edit.text()
        ):
            self.filter_edit.clear()
            return True
        return super().eventFilter(watched, event)

    # -- refusals --------------------------------------------------------------------------

    def _show_cell_refusal(self, index: QModelIndex, message: str) -> None:
        shown = self.proxy.mapFromSource(index)
        if shown.isValid():
            self.cell_message.show_at(shown, message)
        else:  # filtered out meanwhile: still said
            self.show_refusal(message)

    @Slot(str)
    def show_refusal(self, message: str) -> None:
        """Why a change was refused (nothing was changed), in a box of the dock's."""
        QMessageBox.warning(self, self.tr("Order of battle"), message)

    # -- moves -------------------------------------------------------------------------

    def move_unit(self, unit_id: int, formation_id: int, index: int | None = None) -> bool:
        """Move a unit to another formation (what a drag does; one undo step)."""
        target = self.model.formation_index(formation_id)
        return self.model.move_items(target, [(UNIT, unit_id, index)])

    # -- context menus ---------------------------------------------------------------------

    def _header_menu(self, pos: QPoint) -> None:
        """Show or hide columns (a narrow dock may keep only what the table needs)."""
        menu = QMenu(self)
        header = self.view.header()
        for column in range(1, COLUMN_COUNT):  # the name always stays
            title = self.model.headerData(column, Qt.Orientation.Horizontal)
            action = menu.addAction(title or "")

            action.setCheckable(True)
            action.setChecked(not header.isSectionHidden(column))
            action.toggled.connect(lambda on, c=column: header.setSectionHidden(c, not on))
        menu.exec(header.viewport().mapToGlobal(pos))

    def _context_menu(self, pos: QPoint) -> None:
        menu = QMenu(self)
        for action in self.actions_for_menu():
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        menu.exec(self.view.viewport().mapToGlobal(pos))

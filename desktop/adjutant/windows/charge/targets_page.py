"""The charge tool's second step: the targets, their distances and chances (CHG-2..5).

For :class:`adjutant.windows.charge.ChargeWindow`. The charger's enemies, nearest first
(``qtmodels.charge_models.TargetModel``): tick the targets (Space), type the distance
the players measured where it differs (the "Typed" column, a
:class:`DistanceDelegate`; CHG-5: it wins over the measured one; empty: measured).
Per target the result needed and the exact chance (CHG-3); under the table the chance
of reaching every target and at least one (CHG-4) and the chart of the charger's
chance against distance. **Declare** (Ctrl+Enter) adds the charge to the ones to roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.charge_models import (
    COL_CHANCE,
    COL_MEASURED,
    COL_NAME,
    COL_NEEDS,
    COL_TYPED,
    TargetModel,
)
from adjutant.windows.charge import strings
from adjutant.windows.charge.chart import ReachChart
from adjutant.windows.charge.columns import ColumnFitter
from adjutant.windows.charge.strings import translate
from adjutant.windows.widgets import ChanceLabel, WrappedLabel
from adjutant.windows.widgets.cell_message import CellMessage
from adjutant.windows.widgets.dice_entry import ERROR_COLOR
from adjutant.windows.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from adjutant.qtmodels.charge_models import ChargeTexts as ModelTexts
    from adjutant.store.tools.charge.planner import ChargePlan
    from adjutant.windows.charge.strings import ChargeTexts

Index = QModelIndex | QPersistentModelIndex


class DistanceDelegate(QStyledItemDelegate):
    """CHG-5: the typed distance, edited as text ("6.5" or "6,5"; empty: measured).
    The model checks it: a text that is not a distance >= 0 changes nothing."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        editor = QLineEdit(parent)
        editor.setObjectName("chargeTypedEditor")
        editor.setPlaceholderText(
            translate("ChargeWindow", "e.g. {example}").format(
                example=QLocale().toString(6.5, "f", 1)
            )
        )
        editor.setFrame(False)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return editor

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QLineEdit):
            editor.setText(str(index.data(Qt.ItemDataRole.EditRole) or ""))
            editor.selectAll()

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QLineEdit):
            model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


class TargetsPage(QWidget):
    """Step 2: the draft charger's targets, chances, chart and Declare."""

    declareRequested = Signal()

    def __init__(self, texts: ModelTexts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chargeTargetsPage")
        self.charger = ElidedLabel(parent=self)
        self.charger.setObjectName("chargeChargerName")
        bold = QFont(self.charger.font())
        bold.setBold(True)
        self.charger.setFont(bold)
        self.charger_info = QLabel(self)
        self.charger_info.setObjectName("chargeChargerInfo")
        self.charger_info.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal = WrappedLabel(parent=self)
        self.refusal.setObjectName("chargeRefusal")
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal.setStyleSheet(f"color: {ERROR_COLOR};")
        self.refusal.hide()
        self.model = TargetModel(texts, self)
        self.table = QTableView(self)
        self.table.setObjectName("chargeTargets")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setMinimumHeight(96)
        self.delegate = DistanceDelegate(self.table)
        self.table.setItemDelegateForColumn(COL_TYPED, self.delegate)
        self.table.installEventFilter(self)  # Space ticks, whatever the cell (issue 22)
        self.cell_message = CellMessage(self.table)
        typed_room = self.table.fontMetrics().horizontalAdvance("000.0") + 16
        self.columns = ColumnFitter(
            self.table,
            COL_NAME,
            (COL_MEASURED, COL_TYPED, COL_NEEDS, COL_CHANCE),
            minimum={COL_TYPED: typed_room},
        )
        self.all_caption = QLabel(self)
        self.any_caption = QLabel(self)
        self.all_label = ChanceLabel(parent=self)
        self.all_label.setObjectName("chargeChanceAll")
        big = QFont(self.all_label.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.all_label.setFont(big)
        self.any_label = ChanceLabel(parent=self)
        self.any_label.setObjectName("chargeChanceAny")
        self.chart = ReachChart(self, compact=True)
        self.declare_button = QPushButton(self)
        self.declare_button.setObjectName("chargeDeclare")
        self.declare_button.setDefault(False)
        self.declare_button.clicked.connect(self.declareRequested)

        top = QVBoxLayout()
        top.setSpacing(1)
        top.addWidget(self.charger)
        top.addWidget(self.charger_info)
        chances = QFormLayout()
        chances.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        chances.setContentsMargins(0, 0, 0, 0)
        chances.addRow(self.all_caption, self.all_label)
        chances.addRow(self.any_caption, self.any_label)
        bottom = QHBoxLayout()
        bottom.addLayout(chances, 1)
        bottom.addWidget(self.declare_button, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.refusal)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart)
        layout.addLayout(bottom)

    def set_draft(self, plan: ChargePlan | None, texts: ChargeTexts) -> None:
        """Show the plan's draft (the charge being set up) and its candidates."""
        draft = None if plan is None else plan.draft
        self.model.set_rows(() if plan is None else plan.candidates)
        if plan is None or draft is None:
            self.charger.set_full_text(
                translate("ChargeWindow", "Choose the charging unit first (Alt+1).")
            )
            self.charger_info.setText("")
            self.refusal.hide()
            self.all_label.set_chance(None)
            self.any_label.set_chance(None)
            self.chart.set_data(None)
            self.declare_button.setEnabled(False)
            return
        texts.movement, texts.dice_rule = draft.movement, draft.dice_rule
        self.charger.set_full_text(draft.name)
        self.charger_info.setText(strings.movement_line(draft.movement, draft.dice_rule))
        refusal = draft.refusal
        shown = refusal is not None and refusal.code != "no_target"
        self.refusal.setText(strings.refusal(refusal) if refusal is not None and shown else "")
        self.refusal.setVisible(shown)
        self.all_label.set_chance(draft.chance)
        self.any_label.set_chance(draft.chance_any)
        self.chart.set_data(draft.chart, {t.unit_id: t.name for t in plan.candidates})
        self.declare_button.setEnabled(refusal is None)

    def refuse_typed(self, unit_id: int, message: str) -> None:
        """A typed distance refused: ``message`` under the unit's "Typed" cell."""
        row = self.model.row_of(unit_id)
        if row >= 0:
            self.cell_message.show_at(self.model.index(row, COL_TYPED), message)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Space ticks the current row's target on any column: on the "Typed" cell it
        # once opened an editor with a blank in it, which the next click then committed
        # (issue 22, item 5: "the next key or click is swallowed").
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and not event.modifiers()
            and self.table.state() != QAbstractItemView.State.EditingState
        ):
            current = self.table.currentIndex()
            if current.isValid():
                name = current.siblingAtColumn(COL_NAME)
                checked = name.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
                self.model.setData(
                    name,
                    Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked,
                    Qt.ItemDataRole.CheckStateRole,
                )
            return True
        return super().eventFilter(watched, event)

    def retranslateUi(self) -> None:
        self.all_caption.setText(translate("ChargeWindow", "Reaches every target (CHG-4):"))
        self.any_caption.setText(translate("ChargeWindow", "Reaches at least one (CHG-4):"))
        self.declare_button.setText(translate("ChargeWindow", "Declare"))
        self.declare_button.setToolTip(
            translate("ChargeWindow", "Add this charge to the ones to roll (Ctrl+Enter)")
        )
        self.table.setToolTip(
            translate(
                "ChargeWindow",
                "Space ticks a target; type a distance to use the players' measure (CHG-5)",
            )
        )
        self.model.retranslate()

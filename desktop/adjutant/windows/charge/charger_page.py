"""The charge tool's first step: who charges (CMD-1, CHG-1).

For :class:`adjutant.windows.charge.ChargeWindow`. The active side's units in the order
of battle (``qtmodels.charge_models.ChargerModel``): those whose token forbids a
charge (CMD-1) or that charged this turn (CHG-1) are greyed, with the reason beside
them and in their tooltip. Picking a unit (click, arrows) sets up its charge; Enter
or a double click goes on to its targets. "Use the battlefield selection": the
current unit charges the selected enemy units.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.charge_models import (
    COL_MOVEMENT,
    COL_NAME,
    COL_TOKEN,
    COL_VERDICT,
    ROLE_UNIT,
    ChargerModel,
)
from adjutant.windows.charge.columns import ColumnFitter
from adjutant.windows.charge.strings import translate
from adjutant.windows.widgets import WrappedLabel

if TYPE_CHECKING:
    from adjutant.qtmodels.charge_models import ChargeTexts
    from adjutant.store.tools.charge.planner import ChargerPlan


class ChargerPage(QWidget):
    """Step 1: choose the charging unit among the active side's."""

    # A unit of the active side was picked (0: none).
    chargerChosen = Signal(int)
    # Enter or a double click on a unit that may charge: go on to its targets.
    chargerActivated = Signal(int)
    # "Use the battlefield selection" was pressed.
    selectionWanted = Signal()

    def __init__(self, texts: ChargeTexts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chargeChargerPage")
        self.hint = WrappedLabel(parent=self)
        self.hint.setObjectName("chargeChargerHint")
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.model = ChargerModel(texts, self)
        self.view = QTableView(self)
        self.view.setObjectName("chargeChargers")
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(False)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The verdict names the token (CMD-1): the token column stays in the model only.
        self.view.setColumnHidden(COL_TOKEN, True)
        self.columns = ColumnFitter(self.view, COL_NAME, (COL_MOVEMENT, COL_VERDICT))
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        self.view.activated.connect(self._activated)
        self.view.doubleClicked.connect(self._activated)
        self.selection_button = QPushButton(self)
        self.selection_button.setObjectName("chargeFromSelection")
        self.selection_button.clicked.connect(self.selectionWanted)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("chargeToTargets")
        self.next_button.clicked.connect(lambda: self.chargerActivated.emit(self.current()))
        self._filling = False

        buttons = QHBoxLayout()
        buttons.addWidget(self.selection_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

    def set_rows(self, chargers: Sequence[ChargerPlan], current: int) -> None:
        """Show the plan's chargers; ``current`` (the draft's charger) stays selected."""
        self._filling = True
        try:
            self.model.set_rows(chargers)
            self.select(current)
        finally:
            self._filling = False
        self.next_button.setEnabled(bool(current))

    def select(self, unit_id: int) -> None:
        row = self.model.row_of(unit_id) if unit_id else -1
        selection = self.view.selectionModel()
        if row < 0 or not self.model.flags(self.model.index(row, 0)) & Qt.ItemFlag.ItemIsEnabled:
            selection.clearSelection()
            return
        at = self.model.index(row, COL_NAME)
        if selection.currentIndex().row() != row or not selection.isRowSelected(row):
            selection.setCurrentIndex(
                at,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )

    def current(self) -> int:
        index = self.view.selectionModel().currentIndex()
        if not index.isValid() or not self.view.selectionModel().isRowSelected(index.row()):
            return 0
        return int(index.data(ROLE_UNIT) or 0)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._filling:
            return
        unit = int(current.data(ROLE_UNIT) or 0) if current.isValid() else 0
        self.next_button.setEnabled(bool(unit))
        self.chargerChosen.emit(unit)

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid() and index.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.chargerActivated.emit(int(index.data(ROLE_UNIT)))

    def retranslateUi(self, side: str) -> None:
        self.hint.setText(
            translate(
                "ChargeWindow",
                "Units of {side}, whose turn it is. Greyed: the rules forbid their charge "
                "now (the reason is beside each). Enter: on to the targets.",
            ).format(side=side or "—")
        )
        self.selection_button.setText(translate("ChargeWindow", "Use the battlefield selection"))
        self.selection_button.setToolTip(
            translate(
                "ChargeWindow",
                "The current unit charges; the selected enemy units are its targets",
            )
        )
        self.next_button.setText(translate("ChargeWindow", "Targets →"))
        self.next_button.setToolTip(translate("ChargeWindow", "Choose its targets (Alt+2)"))
        self.model.retranslate()

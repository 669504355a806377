"""After an odds combat is rolled: a casualty or a status for one of its units, the next combat.

For :class:`adjutant.windows.odds.combat_page.CombatPanel` (issue 23: what is applied after
the roll, a part of its own). :class:`ResultApply` lists the units of the combat first
(defenders, then attackers), then the rest; one click gives the chosen unit a step loss
(+1 casualty) or a status, each one undoable store action through the odds window's
``run``; "New combat" starts the next combat afresh (the one rolled stays in the log).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from adjutant.lazy import lazy_module
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.windows.odds import strings
from adjutant.windows.widgets import FlowLayout

if TYPE_CHECKING:
    from adjutant.windows.odds.window import OddsWindow

# Store services import SQLAlchemy: executed on the first change, not at start-up (issue 28).
services = lazy_module("adjutant.store.services.edits")

STATUSES = ("fresh", "disordered", "broken", "destroyed")


class ResultApply(QWidget):
    """The unit to apply a result to, +1 casualty, a status, and New combat."""

    def __init__(
        self, window: OddsWindow, new_combat: Callable[[], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("oddsApply")
        self.window_ = window
        self.session = window.session
        self.apply_unit = QComboBox()
        self.apply_unit.setObjectName("applyUnit")
        self.apply_unit.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.apply_unit.setMinimumContentsLength(12)
        self.casualty_button = QPushButton()
        self.casualty_button.setObjectName("casualtyButton")
        self.casualty_button.clicked.connect(self.apply_casualty)
        self.status_combo = QComboBox()
        self.status_combo.setObjectName("statusCombo")
        self.status_button = QPushButton()
        self.status_button.setObjectName("statusButton")
        self.status_button.clicked.connect(self.apply_status)
        self.new_combat_button = QPushButton()
        self.new_combat_button.setObjectName("newCombatButton")
        self.new_combat_button.clicked.connect(new_combat)
        self._apply_label = QLabel()
        self._apply_label.setBuddy(self.apply_unit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        unit_row = QHBoxLayout()
        unit_row.addWidget(self._apply_label)
        unit_row.addWidget(self.apply_unit, 1)
        buttons = FlowLayout()
        buttons.addWidget(self.casualty_button)
        buttons.addWidget(self.status_combo)
        buttons.addWidget(self.status_button)
        buttons.addWidget(self.new_combat_button)
        layout.addLayout(unit_row)
        layout.addLayout(buttons)
        self.retranslateUi()

    def fill(self) -> None:
        """The units of this combat first (defenders, then attackers), then the rest."""
        plan = self.session.plan
        units = {u.id: u for u in plan.units} if plan is not None else {}
        inputs = plan.inputs if plan is not None else None
        order = [*inputs.defenders, *inputs.attackers, *inputs.bombarding] if inputs else []
        order += [i for i in units if i not in order]
        current = self.apply_unit.currentData()
        self.apply_unit.blockSignals(True)
        self.apply_unit.clear()
        for unit_id in order:
            u = units.get(unit_id)
            if u is not None:
                self.apply_unit.addItem(u.name, unit_id)
                self.apply_unit.setItemData(
                    self.apply_unit.count() - 1, plain_tooltip(u.name), Qt.ItemDataRole.ToolTipRole
                )
        index = self.apply_unit.findData(current)
        self.apply_unit.setCurrentIndex(max(index, 0))
        self.apply_unit.blockSignals(False)
        has_unit = self.apply_unit.count() > 0
        for w in (self.casualty_button, self.status_button, self.status_combo):
            w.setEnabled(has_unit)

    def apply_casualty(self) -> bool:
        """One step loss / casualty to the chosen unit (one undo step)."""
        unit_id = self.apply_unit.currentData()
        if unit_id is None:
            return False
        unit = self.window_.unit(unit_id)
        if unit is None:
            return False
        return (
            self.window_.run(
                self.tr("Casualty to {name}").format(name=unit.name),
                services.update_unit,
                unit.id,
                casualties=unit.casualties + 1,
            )
            is not None
        )

    def apply_status(self) -> bool:
        unit_id, status = self.apply_unit.currentData(), self.status_combo.currentData()
        unit = self.window_.unit(unit_id) if unit_id is not None else None
        if unit is None or status is None:
            return False
        return (
            self.window_.run(
                self.tr("{name} is {status}").format(
                    name=unit.name, status=strings.status_name(status)
                ),
                services.update_unit,
                unit.id,
                status=status,
            )
            is not None
        )

    def retranslateUi(self) -> None:
        self._apply_label.setText(self.tr("Apply to:"))
        self.casualty_button.setText(self.tr("+1 casualty"))
        self.casualty_button.setToolTip(self.tr("A step loss or casualty to this unit (undoable)"))
        self.status_button.setText(self.tr("Set status"))
        self.new_combat_button.setText(self.tr("&New combat"))
        self.new_combat_button.setToolTip(
            self.tr("Set up the next combat: this one stays in the turn log")
        )
        current = self.status_combo.currentData() or "disordered"
        self.status_combo.clear()
        for status in STATUSES:
            self.status_combo.addItem(strings.status_name(status), status)
        self.status_combo.setCurrentIndex(max(self.status_combo.findData(current), 0))


__all__ = ["STATUSES", "ResultApply"]

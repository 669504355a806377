"""The inputs of an odds combat: strengths, the units' parts and the column shifts (ODD-1..3).

For :class:`adjutant.windows.odds.combat_page.CombatPanel` (issue 23: its inputs, a part of
their own). :class:`CombatInputs` edits the odds window's
:class:`~adjutant.windows.odds.session.OddsSession` and asks the window to plan again
after each change:

- attack and defence strengths typed, or units given a part in a table
  (``qtmodels.odds_models.CombatUnitsModel``; the part chosen in a delegate's list or with
  the keys A attacks, B bombards, D defends, Delete none); a "Find" field above it shows
  only the units named so (issue 22: the guns of a bombardment without scrolling);
- the column shifts with their reasons (``ShiftModel``).

The unit list keeps its nine rows whatever the card below needs (issue 22).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.odds_models import (
    COL_COUNTS,
    COL_NAME,
    COL_REASON,
    COL_ROLE,
    COL_SHIFT,
    COL_SIDE,
    ROLE_ITEM,
    CombatUnitsModel,
    ShiftModel,
)
from adjutant.windows.odds.tables import RoleDelegate
from adjutant.windows.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from adjutant.windows.odds.window import OddsWindow

#: The unit list's height in rows (issue 22: it keeps it when a combat can be rolled).
UNIT_ROWS = 9
ROLE_KEYS = {
    Qt.Key.Key_A: "attacks",
    Qt.Key.Key_B: "bombards",
    Qt.Key.Key_D: "defends",
    Qt.Key.Key_Delete: None,
    Qt.Key.Key_Backspace: None,
}


class CombatInputs(QWidget):
    """Strengths, units and shifts of the combat ``window`` (the odds window) plans."""

    def __init__(self, window: OddsWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsInputs")
        self.window_ = window
        self.session = window.session
        self._showing = False  # filling the fields from the session: not the player typing

        # Strengths ------------------------------------------------------------------------
        self.attack_edit = QLineEdit()
        self.attack_edit.setObjectName("attackEdit")
        self.defence_edit = QLineEdit()
        self.defence_edit.setObjectName("defenceEdit")
        self.attack_edit.textChanged.connect(lambda t: self._typed("attack_text", t))
        self.defence_edit.textChanged.connect(lambda t: self._typed("defence_text", t))
        self._attack_label = QLabel()
        self._attack_label.setBuddy(self.attack_edit)
        self._defence_label = QLabel()
        self._defence_label.setBuddy(self.defence_edit)
        self.strengths = QHBoxLayout()
        self.strengths.addWidget(self._attack_label)
        self.strengths.addWidget(self.attack_edit, 1)
        self.strengths.addWidget(self._defence_label)
        self.strengths.addWidget(self.defence_edit, 1)

        # Units and their parts --------------------------------------------------------------
        self.units = CombatUnitsModel(self)
        self.units.set_role_setter(self.set_role)
        self.units_view = QTableView()
        self.units_view.setObjectName("oddsUnits")
        self.units_view.setModel(self.units)
        self.units_view.setItemDelegateForColumn(COL_ROLE, RoleDelegate(self.units_view))
        self.units_view.verticalHeader().hide()
        self.units_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.units_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.units_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.units_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.units_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.units_view.setWordWrap(False)
        self.units_view.verticalHeader().setDefaultSectionSize(
            self.units_view.fontMetrics().height() + 8
        )
        header = self.units_view.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_SIDE, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_ROLE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_COUNTS, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(COL_SIDE, 90)
        self.units_view.installEventFilter(self)
        self.units_label = ElidedLabel()  # one line; the whole hint on hover
        # Issue 22: type a part of a name or a type ("RHA", "artillery") to find the
        # guns of a bombardment without scrolling the list.
        self.find_edit = QLineEdit()
        self.find_edit.setObjectName("oddsFindUnit")
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.textChanged.connect(self.filter_units)

        # Shifts -----------------------------------------------------------------------------
        self.shift_spin = QSpinBox()
        self.shift_spin.setObjectName("shiftSpin")
        self.shift_spin.setRange(-5, 5)
        self.shift_spin.setValue(1)
        self.shift_reason = QLineEdit()
        self.shift_reason.setObjectName("shiftReason")
        self.shift_add = QPushButton()
        self.shift_add.setObjectName("shiftAdd")
        self.shift_add.clicked.connect(self.add_shift)
        self.shift_reason.returnPressed.connect(self.add_shift)
        self.shift_remove = QPushButton()
        self.shift_remove.setObjectName("shiftRemove")
        self.shift_remove.clicked.connect(self.remove_shift)
        self.shifts = ShiftModel(self)
        self.shift_list = QTableView()
        self.shift_list.setObjectName("shiftList")
        self.shift_list.setModel(self.shifts)
        self.shift_list.verticalHeader().hide()
        self.shift_list.horizontalHeader().hide()
        self.shift_list.horizontalHeader().setSectionResizeMode(
            COL_SHIFT, QHeaderView.ResizeMode.ResizeToContents
        )
        self.shift_list.horizontalHeader().setSectionResizeMode(
            COL_REASON, QHeaderView.ResizeMode.Stretch
        )
        self.shift_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.shift_list.setMaximumHeight(64)
        self._shift_box = QGroupBox()
        shift_row = QHBoxLayout()
        shift_row.addWidget(self.shift_spin)
        shift_row.addWidget(self.shift_reason, 1)
        shift_row.addWidget(self.shift_add)
        shift_row.addWidget(self.shift_remove)
        shift_layout = QVBoxLayout(self._shift_box)
        shift_layout.addLayout(shift_row)
        shift_layout.addWidget(self.shift_list)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 4, 0)
        layout.addLayout(self.strengths)
        layout.addWidget(self.units_label)
        layout.addWidget(self.find_edit)
        layout.addWidget(self.units_view)
        layout.addWidget(self._shift_box)
        layout.addStretch(1)
        self.retranslateUi()

    # ---------------------------------------------------------------- what the player sets

    def _typed(self, name: str, text: str) -> None:
        if self._showing or getattr(self.session, name) == text:
            return
        setattr(self.session, name, text)
        self.window_.replan()

    def set_role(self, unit_id: int, role: str | None) -> bool:
        """Give ``unit_id`` a part in the combat (None: none); the plan follows at once."""
        self.session.set_role(unit_id, role)
        self.window_.replan()
        return True

    def set_roles(self, roles: dict[int, str | None]) -> None:
        """Exactly these parts (tests, scripts)."""
        self.session.set_roles(roles)
        self.window_.replan()

    def add_shift(self) -> bool:
        value, reason = self.shift_spin.value(), self.shift_reason.text().strip()
        if value == 0:
            self.window_.show_refusal(self.tr("A column shift of 0 changes nothing."))
            return False
        if not reason:
            self.window_.show_refusal(self.tr("Give the column shift a reason (terrain, leader…)."))
            return False
        self.session.add_shift(value, reason)
        self.shift_reason.clear()
        self.window_.message.clear_message()
        self.window_.replan()
        return True

    def remove_shift(self) -> None:
        index = self.shift_list.currentIndex()
        self.session.remove_shift(index.row() if index.isValid() else None)
        self.window_.replan()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.units_view
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
        ):
            key = Qt.Key(event.key())
            index = self.units_view.currentIndex()
            if key in ROLE_KEYS and index.isValid() and not event.modifiers():
                role = ROLE_KEYS[key]
                if role in self.units.roles_for(index.row()):
                    self.units.setData(self.units.index(index.row(), COL_ROLE), role)
                return True
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------------- the unit list

    def fit_units(self) -> None:
        """Issue 22, item 7: the unit list is always :data:`UNIT_ROWS` rows tall (fewer
        units: as many), whatever the card below needs: it once shrank from nine rows
        to three as a combat could be rolled, and the next click landed elsewhere."""
        view = self.units_view
        rows = max(3, min(self.units.rowCount(), UNIT_ROWS))
        header = view.horizontalHeader().sizeHint().height()
        height = header + rows * view.verticalHeader().defaultSectionSize() + 2 * view.frameWidth()
        if view.height() != height or view.minimumHeight() != height:
            view.setFixedHeight(height)

    def height_to_units(self) -> int:
        """The height from the top down to the unit list's bottom: what must stay in sight."""
        layout = self.layout()
        top, spacing = (
            (0, 0) if layout is None else (layout.contentsMargins().top(), layout.spacing())
        )
        above = (self.strengths.sizeHint(), self.units_label.sizeHint(), self.find_edit.sizeHint())
        need = top + sum(h.height() for h in above) + spacing * 3
        return need + self.units_view.height()

    def filter_units(self, text: str = "") -> None:
        """Only the units whose name or type holds ``text`` (no model change)."""
        from adjutant.qtmodels.oob_model import choice_label

        wanted = (text or self.find_edit.text()).strip().casefold()
        for row in range(self.units.rowCount()):
            unit = self.units.index(row, COL_NAME).data(ROLE_ITEM)
            shown = not wanted or any(
                wanted in t.casefold()
                for t in (unit.name, unit.side, choice_label("unit_type", unit.unit_type))
            )
            self.units_view.setRowHidden(row, not shown)

    # ---------------------------------------------------------------- showing the session

    def show_session(self) -> None:
        """The strengths, shifts and units as the session and its plan hold them."""
        plan, session = self.session.plan, self.session
        self._showing = True
        try:
            self.attack_edit.setText(session.attack_text)
            self.defence_edit.setText(session.defence_text)
        finally:
            self._showing = False
        typed_attack, typed_defence = session.units_with_typed_strengths()
        self.attack_edit.setEnabled(typed_attack)
        self.defence_edit.setEnabled(typed_defence)
        self.shifts.set_shifts(session.shifts)
        self.shift_remove.setEnabled(bool(session.shifts))
        self.shift_list.setVisible(bool(session.shifts))  # no blank box without a shift
        if plan is None:
            self.units.set_units(())
            return
        self.units.set_units(plan.units)
        self.fit_units()
        self.filter_units()

    def retranslateUi(self) -> None:
        self._attack_label.setText(self.tr("&Attack:"))
        self._defence_label.setText(self.tr("&Defence:"))
        self.attack_edit.setPlaceholderText(self.tr("strength, or give units a part"))
        self.defence_edit.setPlaceholderText(self.tr("strength, or give units a part"))
        self.units_label.set_full_text(
            self.tr(
                "Units in the combat: A attacks, B bombards (artillery, factor halved, "
                "rounded up: ODD-3), D defends, Delete none."
            )
        )
        self._shift_box.setTitle(self.tr("Column shifts"))
        self.shift_reason.setPlaceholderText(self.tr("reason: terrain, leader…"))
        self.find_edit.setPlaceholderText(self.tr("Find a unit: a name or a type"))
        self.find_edit.setToolTip(
            self.tr("Show only the units whose name or type holds this text (the guns: RHA…)")
        )
        self.shift_add.setText(self.tr("Add shift"))
        self.shift_remove.setText(self.tr("Remove"))
        self.units.retranslate()
        self.shifts.retranslate()


__all__ = ["ROLE_KEYS", "UNIT_ROWS", "CombatInputs"]

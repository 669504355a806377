"""The combat page of the odds window: strengths, odds, chances, roll, result (ODD-1..3; issue 10).

For ``adjutant.windows.odds.OddsWindow`` only. ``CombatPanel(document)``:

- attack and defence strengths typed, or units picked from the order of battle
  (their ``attack_factor`` / ``defence_factor`` summed), plus bombarding artillery,
  each unit's factor halved rounding up (ODD-3), every term listed with its rule;
- the odds column by ODD-1 with its arithmetic ("5 : 3 = 1.67 → 2-1"), clamped to
  the table, then the column shifts added by hand, each with a reason;
- before the roll, the exact chance of each result code in that column;
- the roll (virtual or a typed face, ``DiceEntry``), resolved and logged by
  ``store.odds_services.resolve_odds`` through ``run_service`` (undoable), the
  result shown with its legend; one click applies a casualty or a status to a unit.

All numbers come from ``store.odds_services.plan_odds`` (the rules core); this
module only gathers inputs and shows answers.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.rules.errors import RuleInputError
from adjutant.store import odds_services as osv
from adjutant.store import services as sv
from adjutant.undo.service import run_service
from adjutant.windows.widgets import (
    PHYSICAL,
    BreakdownView,
    ChanceLabel,
    DiceEntry,
    FlowLayout,
    ReflowPanes,
)
from adjutant.windows.widgets.dice_entry import FacesError

UnitRole = Qt.ItemDataRole.UserRole + 1
STATUSES = ("fresh", "disordered", "broken", "destroyed")


class CombatPanel(QWidget):
    """Inputs -> odds -> chances -> roll -> result. Signal ``message(text, is_error)``."""

    message = Signal(str, bool)
    #: (column, (column, face) | None): the column in play and the cell the roll hit.
    highlight = Signal(object, object)

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._info: Any | None = None
        self._crt = None
        self._odd2 = True
        self._units: dict[int, Any] = {}
        self.plan: osv.OddsPlan | None = None
        self.problem = ""
        self.last_resolution: Any | None = None
        self._shifts: list[osv.Shift] = []

        # Strengths -----------------------------------------------------------------------
        self.attack_edit = QLineEdit()
        self.attack_edit.setObjectName("attackEdit")
        self.defence_edit = QLineEdit()
        self.defence_edit.setObjectName("defenceEdit")
        self.attackers = self._unit_list("attackersList")
        self.defenders = self._unit_list("defendersList")
        self.bombarding = self._unit_list("bombardList")
        self.attack_breakdown = BreakdownView()
        self.attack_breakdown.setObjectName("attackBreakdown")
        self.defence_breakdown = BreakdownView()
        self.defence_breakdown.setObjectName("defenceBreakdown")
        self.bombard_total = QLabel()
        self.bombard_total.setObjectName("bombardTotal")
        for edit in (self.attack_edit, self.defence_edit):
            edit.textChanged.connect(self.recompute)
        self._attack_box = QGroupBox()
        self._defence_box = QGroupBox()
        self._attack_label = QLabel()
        self._defence_label = QLabel()
        self._attackers_label = QLabel()
        self._defenders_label = QLabel()
        self._bombard_label = QLabel()
        for label in (
            self.bombard_total,
            self._attackers_label,
            self._defenders_label,
            self._bombard_label,
        ):
            label.setWordWrap(True)  # long in Russian: wrap, never widen the dock
        attack_form = QVBoxLayout(self._attack_box)
        row = QHBoxLayout()
        row.addWidget(self._attack_label)
        row.addWidget(self.attack_edit, 1)
        attack_form.addLayout(row)
        attack_form.addWidget(self._attackers_label)
        attack_form.addWidget(self.attackers)
        attack_form.addWidget(self._bombard_label)
        attack_form.addWidget(self.bombarding)
        attack_form.addWidget(self.bombard_total)
        attack_form.addWidget(self.attack_breakdown)
        defence_form = QVBoxLayout(self._defence_box)
        row = QHBoxLayout()
        row.addWidget(self._defence_label)
        row.addWidget(self.defence_edit, 1)
        defence_form.addLayout(row)
        defence_form.addWidget(self._defenders_label)
        defence_form.addWidget(self.defenders)
        defence_form.addWidget(self.defence_breakdown)

        # Shifts --------------------------------------------------------------------------
        self._shift_box = QGroupBox()
        self.shift_spin = QSpinBox()
        self.shift_spin.setObjectName("shiftSpin")
        self.shift_spin.setRange(-5, 5)
        self.shift_spin.setValue(1)
        self.shift_spin.setPrefix("")
        self.shift_reason = QLineEdit()
        self.shift_reason.setObjectName("shiftReason")
        self.shift_add = QPushButton()
        self.shift_add.setObjectName("shiftAdd")
        self.shift_add.clicked.connect(self.add_shift)
        self.shift_reason.returnPressed.connect(self.add_shift)
        self.shift_list = QListWidget()
        self.shift_list.setObjectName("shiftList")
        self.shift_list.setMaximumHeight(70)
        self.shift_remove = QPushButton()
        self.shift_remove.setObjectName("shiftRemove")
        self.shift_remove.clicked.connect(self.remove_shift)
        shift_layout = QGridLayout(self._shift_box)
        shift_layout.addWidget(self.shift_spin, 0, 0)
        shift_layout.addWidget(self.shift_reason, 0, 1)
        shift_layout.addWidget(self.shift_add, 0, 2)
        shift_layout.addWidget(self.shift_list, 1, 0, 1, 2)
        shift_layout.addWidget(self.shift_remove, 1, 2, Qt.AlignmentFlag.AlignTop)

        # Odds, chances, roll, result -----------------------------------------------------
        self._odds_box = QGroupBox()
        self.odds_label = QLabel()
        self.odds_label.setObjectName("oddsLabel")
        self.odds_label.setWordWrap(True)
        self.column_label = QLabel()
        self.column_label.setObjectName("columnLabel")
        self.column_label.setWordWrap(True)
        self.chances = QTableWidget(0, 3)
        self.chances.setObjectName("chanceTable")
        self.chances.verticalHeader().hide()
        self.chances.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.chances.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.chances.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.dice = DiceEntry(sides=6, count=1)
        self.dice.setObjectName("oddsDice")
        self.dice.changed.connect(self._update_roll_button)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollButton")
        self.roll_button.clicked.connect(self.roll)
        self._roll_shortcut = QShortcut(QKeySequence("Ctrl+R"), self)
        self._roll_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._roll_shortcut.activated.connect(self.roll)
        self.result_label = QLabel()
        self.result_label.setObjectName("resultLabel")
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.apply_unit = QComboBox()
        self.apply_unit.setObjectName("applyUnit")
        self.casualty_button = QPushButton()
        self.casualty_button.setObjectName("casualtyButton")
        self.casualty_button.clicked.connect(self.apply_casualty)
        self.status_combo = QComboBox()
        self.status_combo.setObjectName("statusCombo")
        self.status_button = QPushButton()
        self.status_button.setObjectName("statusButton")
        self.status_button.clicked.connect(self.apply_status)
        odds_layout = QVBoxLayout(self._odds_box)
        odds_layout.addWidget(self.odds_label)
        odds_layout.addWidget(self.column_label)
        odds_layout.addWidget(self.chances, 1)
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.dice, 1)
        roll_row.addWidget(self.roll_button, 0, Qt.AlignmentFlag.AlignTop)
        odds_layout.addLayout(roll_row)
        odds_layout.addWidget(self.result_label)
        self._apply_row = QWidget()
        apply_layout = QFormLayout(self._apply_row)
        apply_layout.setContentsMargins(0, 0, 0, 0)
        self._apply_label = QLabel()
        buttons = FlowLayout()
        buttons.addWidget(self.casualty_button)
        buttons.addWidget(self.status_combo)
        buttons.addWidget(self.status_button)
        apply_layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.apply_unit.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.apply_unit.setMinimumContentsLength(12)
        apply_layout.addRow(self._apply_label, self.apply_unit)
        apply_layout.addRow("", buttons)
        odds_layout.addWidget(self._apply_row)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self._attack_box, 3)
        left_layout.addWidget(self._defence_box, 2)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self._shift_box)
        right_layout.addWidget(self._odds_box, 1)
        self.chances.setMinimumHeight(110)
        for view in (self.attack_breakdown, self.defence_breakdown):
            view.setMinimumHeight(80)  # a few terms; it scrolls beyond
            view.setMaximumHeight(150)
        # Issue 9 (docks 460-1000+ px): inputs beside odds and result when the dock is wide,
        # above them when narrow (the odds window scrolls vertically then).
        self.panes = ReflowPanes([left, right], breakpoint=820)
        self.panes.setObjectName("combatPanes")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panes)
        self.retranslateUi()
        self.recompute()

    def _unit_list(self, name: str) -> QListWidget:
        widget = QListWidget()
        widget.setObjectName(name)
        widget.setMaximumHeight(96)
        widget.itemChanged.connect(self.recompute)
        return widget

    # -- inputs from the window -----------------------------------------------------------
    def show_table(self, info: Any | None, *, odd2: bool = True) -> None:
        self._info = info
        self._odd2 = odd2
        try:
            self._crt = osv.rules_crt(info) if info is not None else None
        except RuleInputError:
            self._crt = None
        if info is not None:
            self.dice.set_dice(info.die_sides, 1)
        self.recompute()

    def show_units(self, oob: Any | None) -> None:
        """Fill the three unit lists from an ``OrderOfBattle``, keeping the ticks."""
        units = [u for side in oob.sides for u in side.all_units()] if oob is not None else []
        self._units = {u.id: u for u in units}
        for widget, factor, only_artillery in (
            (self.attackers, "attack_factor", False),
            (self.defenders, "defence_factor", False),
            (self.bombarding, "attack_factor", True),
        ):
            ticked = set(self._checked(widget))
            widget.blockSignals(True)
            widget.clear()
            for u in units:
                if only_artillery and u.unit_type != "artillery":
                    continue
                text = self.tr("{name} — {factor}").format(name=u.name, factor=getattr(u, factor))
                item = QListWidgetItem(text)
                item.setData(UnitRole, u.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(
                    Qt.CheckState.Checked if u.id in ticked else Qt.CheckState.Unchecked
                )
                widget.addItem(item)
            widget.blockSignals(False)
        self._fill_apply_units()
        self.recompute()

    @staticmethod
    def _checked(widget: QListWidget) -> list[int]:
        return [
            widget.item(i).data(UnitRole)
            for i in range(widget.count())
            if widget.item(i).checkState() == Qt.CheckState.Checked
        ]

    def set_checked(self, widget: QListWidget, unit_ids: set[int]) -> None:
        """Tick exactly ``unit_ids`` in one of the unit lists (tests, selection sync)."""
        for i in range(widget.count()):
            item = widget.item(i)
            item.setCheckState(
                Qt.CheckState.Checked
                if item.data(UnitRole) in unit_ids
                else Qt.CheckState.Unchecked
            )

    # -- shifts ---------------------------------------------------------------------------
    def add_shift(self) -> bool:
        value, reason = self.shift_spin.value(), self.shift_reason.text().strip()
        if value == 0:
            self.message.emit(self.tr("A column shift of 0 changes nothing."), True)
            return False
        if not reason:
            self.message.emit(self.tr("Give the column shift a reason (terrain, leader…)."), True)
            return False
        self._shifts.append(osv.Shift(value, reason))
        self.shift_reason.clear()
        self._fill_shifts()
        self.recompute()
        return True

    def remove_shift(self) -> None:
        row = self.shift_list.currentRow()
        if row < 0 and self._shifts:
            row = len(self._shifts) - 1
        if 0 <= row < len(self._shifts):
            del self._shifts[row]
            self._fill_shifts()
            self.recompute()

    def _fill_shifts(self) -> None:
        self.shift_list.clear()
        for s in self._shifts:
            self.shift_list.addItem(f"{s.value:+d}  {s.reason}")

    # -- the plan -------------------------------------------------------------------------
    def _typed(self, edit: QLineEdit, what: str) -> int | None:
        text = edit.text().strip()
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise RuleInputError(
                "ODD-1",
                self.tr("{what}: type a whole number, not “{text}”").format(what=what, text=text),
            ) from None

    def _pairs(self, widget: QListWidget, factor: str) -> list[tuple[str, int]]:
        return [
            (self._units[i].name, getattr(self._units[i], factor))
            for i in self._checked(widget)
            if i in self._units
        ]

    def recompute(self, *_args: object) -> None:
        attackers_ticked = bool(self._checked(self.attackers))
        defenders_ticked = bool(self._checked(self.defenders))
        self.attack_edit.setEnabled(not attackers_ticked)
        self.defence_edit.setEnabled(not defenders_ticked)
        self.plan, self.problem = None, ""
        try:
            if self._info is None:
                raise RuleInputError(
                    "ODD-2",
                    self.tr(
                        "No combat results table: add one, load the sample or import a CSV file."
                    ),
                )
            if self._crt is None:
                raise RuleInputError(
                    "ODD-2", self.tr("The table is empty: fill in its cells first.")
                )
            attack = None if attackers_ticked else self._typed(self.attack_edit, self.tr("Attack"))
            defence = (
                None if defenders_ticked else self._typed(self.defence_edit, self.tr("Defence"))
            )
            bombarding = self._pairs(self.bombarding, "attack_factor")
            self._show_bombardment(bombarding)
            self.plan = osv.plan_odds(
                self._crt,
                osv.active_overrides(self._info, odd2=self._odd2),
                attack=attack,
                attackers=self._pairs(self.attackers, "attack_factor"),
                defence=defence,
                defenders=self._pairs(self.defenders, "defence_factor"),
                bombarding=bombarding,
                shifts=self._shifts,
            )
        except RuleInputError as exc:
            self.problem = str(exc)
        self._show_plan()

    def _show_bombardment(self, bombarding: list[tuple[str, int]]) -> None:
        if not bombarding:
            self.bombard_total.setText("")
            return
        try:
            terms = osv.plan_bombardment(bombarding)
        except RuleInputError as exc:
            self.bombard_total.setText(str(exc))
            return
        self.bombard_total.setText(
            self.tr("Bombardment (ODD-3): {terms} = {total}").format(
                terms=" + ".join(str(t.value) for t in terms), total=sum(t.value for t in terms)
            )
        )

    def _term_label(self, term) -> str:
        """A breakdown term in the user's language (the plan's labels are English)."""
        key = term.key
        if key == "attack":
            return self.tr("Attack strength (typed)")
        if key == "defence":
            return self.tr("Defence strength (typed)")
        number = key.rsplit("_", 1)[-1]
        lists = {
            "attack_unit": (self.attackers, self.tr("{name}: attack factor {value}")),
            "defence_unit": (self.defenders, self.tr("{name}: defence factor {value}")),
            "artillery": (
                self.bombarding,
                self.tr("{name}: attack {factor} halved, rounded up = {value}"),
            ),
        }
        prefix = key.rsplit("_", 1)[0]
        if prefix not in lists or not number.isdigit():
            return term.label
        widget, text = lists[prefix]
        ids = self._checked(widget)
        unit = self._units.get(ids[int(number) - 1]) if int(number) <= len(ids) else None
        if unit is None:
            return term.label
        return text.format(name=unit.name, factor=unit.attack_factor, value=term.value)

    def _show_plan(self) -> None:
        plan = self.plan
        self.chances.setRowCount(0)
        if plan is None:
            self.attack_breakdown.set_modifiers(())
            self.defence_breakdown.set_modifiers(())
            self.odds_label.setText(self.problem)
            self.odds_label.setStyleSheet("color: #d14343;")
            self.column_label.setText("")
            self.highlight.emit(None, None)
            self._update_roll_button()
            return
        self.attack_breakdown.set_modifiers(
            (*plan.attack_terms, *plan.bombardment_terms), label_for=self._term_label, signed=False
        )
        self.defence_breakdown.set_modifiers(
            plan.defence_terms, label_for=self._term_label, signed=False
        )
        self.odds_label.setStyleSheet("font-weight: bold;")
        self.odds_label.setText(plan.odds.text().replace("->", "→"))
        self.odds_label.setToolTip(
            self.tr(
                "ODD-1: attack ÷ defence rounded to a whole ratio, halves in the "
                "attacker's favour ({rounding})"
            ).format(rounding=plan.odds.rounding)
        )
        lines = []
        if plan.clamped != plan.odds.column:
            lines.append(
                self.tr("{column} is off the table: clamped to {clamped} (ODD-1)").format(
                    column=plan.odds.column, clamped=plan.clamped
                )
            )
        for s in plan.shifts:
            lines.append(
                self.tr("Shift {value:+d}: {reason}").format(value=s.value, reason=s.reason)
            )
        lines.append(self.tr("Column: {column}").format(column=plan.column))
        self.column_label.setText("\n".join(lines))
        legend = self._info.legend
        self.chances.setRowCount(len(plan.distribution))
        ordered = sorted(plan.distribution.items(), key=lambda kv: (-kv[1], kv[0]))
        for row, (code, chance) in enumerate(ordered):
            self.chances.setItem(row, 0, QTableWidgetItem(code))
            self.chances.setItem(row, 1, QTableWidgetItem(legend.get(code, "")))
            label = ChanceLabel(chance)
            label.setObjectName(f"chance_{code}")
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.chances.setCellWidget(row, 2, label)
        self.highlight.emit(plan.column, None)
        self._update_roll_button()

    def chance_of(self, code: str):
        """The Fraction shown for ``code`` (None if the code cannot come up)."""
        for row in range(self.chances.rowCount()):
            if self.chances.item(row, 0).text() == code:
                return self.chances.cellWidget(row, 2).chance()
        return None

    def _update_roll_button(self) -> None:
        self.roll_button.setEnabled(self.plan is not None and self.dice.is_acceptable())

    # -- roll and apply -------------------------------------------------------------------
    def roll(self) -> bool:
        """Resolve the combat (one undo command): virtual roll or the typed face."""
        if self.plan is None or self._info is None:
            self.message.emit(self.problem or self.tr("Nothing to roll yet."), True)
            return False
        try:
            faces = self.dice.faces()
        except FacesError as exc:
            self.message.emit(str(exc), True)
            return False
        attackers = self._checked(self.attackers)
        defenders = self._checked(self.defenders)
        try:
            change = run_service(
                self.document,
                self.tr("Odds combat"),
                osv.resolve_odds,
                self._info.id,
                attack=None if attackers else self._typed(self.attack_edit, self.tr("Attack")),
                attackers=attackers,
                defence=None if defenders else self._typed(self.defence_edit, self.tr("Defence")),
                defenders=defenders,
                bombarding=self._checked(self.bombarding),
                shifts=tuple(self._shifts),
                dice_mode=self.dice.mode(),
                faces=list(faces) if self.dice.mode() == PHYSICAL else None,
            )
        except ValueError as exc:  # RuleInputError / InvalidField: nothing changed
            self.message.emit(str(exc), True)
            return False
        self.last_resolution = change.result
        self._show_result()
        self.apply_unit.setCurrentIndex(0)  # a unit of this combat (defenders first)
        return True

    def _show_result(self) -> None:
        r = self.last_resolution
        if r is None:
            self.result_label.setText("")
            self._fill_apply_units()
            if self.plan is not None:
                self.highlight.emit(self.plan.column, None)
            return
        out = r.event  # events.OddsCombat
        text = self.tr("Roll {face} on column {column}: {code}").format(
            face=r.dice[0], column=out.column, code=out.result
        )
        if out.meaning:
            text += f" — {out.meaning}"
        if out.table_result and out.table_result != out.result:
            text += "\n" + self.tr("House rule: the table says {code}").format(
                code=out.table_result
            )
        self.result_label.setText(text)
        self._fill_apply_units()
        self.highlight.emit(out.column, (out.column, r.dice[0]))

    def forget_result_if(self, deleted_events: frozenset[int]) -> None:
        """Undo removed the logged combat: its result is no longer shown."""
        if self.last_resolution is not None and self.last_resolution.event_id in deleted_events:
            self.last_resolution = None
            self._show_result()

    def _fill_apply_units(self) -> None:
        """The units of this combat first (defenders, then attackers), then the rest."""
        current = self.apply_unit.currentData()
        order = [*self._checked(self.defenders), *self._checked(self.attackers)]
        order += [i for i in self._checked(self.bombarding) if i not in order]
        order += [i for i in self._units if i not in order]
        self.apply_unit.blockSignals(True)
        self.apply_unit.clear()
        for unit_id in order:
            u = self._units.get(unit_id)
            if u is not None:
                self.apply_unit.addItem(
                    self.tr("{name} ({casualties} casualties, {status})").format(
                        name=u.name, casualties=u.casualties, status=self._status_name(u.status)
                    ),
                    unit_id,
                )
        index = self.apply_unit.findData(current)
        self.apply_unit.setCurrentIndex(max(index, 0))
        self.apply_unit.blockSignals(False)
        has_unit = self.apply_unit.count() > 0
        for w in (self.casualty_button, self.status_button, self.status_combo):
            w.setEnabled(has_unit)

    def _status_name(self, status: str) -> str:
        names = {
            "fresh": self.tr("fresh"),
            "disordered": self.tr("disordered"),
            "broken": self.tr("broken"),
            "destroyed": self.tr("destroyed"),
        }
        return names.get(status, status)

    def apply_casualty(self) -> bool:
        """One step loss / casualty to the chosen unit (one undo command)."""
        unit = self._units.get(self.apply_unit.currentData())
        if unit is None:
            return False
        try:
            run_service(
                self.document,
                self.tr("Casualty to {name}").format(name=unit.name),
                sv.update_unit,
                unit.id,
                casualties=unit.casualties + 1,
            )
        except ValueError as exc:
            self.message.emit(str(exc), True)
            return False
        return True

    def apply_status(self) -> bool:
        unit = self._units.get(self.apply_unit.currentData())
        status = self.status_combo.currentData()
        if unit is None or status is None:
            return False
        try:
            run_service(
                self.document,
                self.tr("{name} is {status}").format(
                    name=unit.name, status=self._status_name(status)
                ),
                sv.update_unit,
                unit.id,
                status=status,
            )
        except ValueError as exc:
            self.message.emit(str(exc), True)
            return False
        return True

    # -- language -------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self._attack_box.setTitle(self.tr("Attack"))
        self._defence_box.setTitle(self.tr("Defence"))
        self._attack_label.setText(self.tr("Strength:"))
        self._defence_label.setText(self.tr("Strength:"))
        self.attack_edit.setPlaceholderText(self.tr("type it, or tick units below"))
        self.defence_edit.setPlaceholderText(self.tr("type it, or tick units below"))
        self._attackers_label.setText(self.tr("Attacking units (attack factor):"))
        self._defenders_label.setText(self.tr("Defending units (defence factor):"))
        self._bombard_label.setText(
            self.tr("Bombarding artillery (factor halved, rounded up; ODD-3):")
        )
        self._shift_box.setTitle(self.tr("Column shifts"))
        self.shift_reason.setPlaceholderText(self.tr("reason: terrain, leader…"))
        self.shift_add.setText(self.tr("Add shift"))
        self.shift_remove.setText(self.tr("Remove"))
        self._odds_box.setTitle(self.tr("Odds and result"))
        self.chances.setHorizontalHeaderLabels(
            [self.tr("Result"), self.tr("Meaning"), self.tr("Chance")]
        )
        self.roll_button.setText(self.tr("Roll (Ctrl+R)"))
        self.roll_button.setToolTip(self.tr("Resolve the combat on the table and log it"))
        self._apply_label.setText(self.tr("Apply to:"))
        self.casualty_button.setText(self.tr("+1 casualty"))
        self.casualty_button.setToolTip(self.tr("A step loss or casualty to this unit (undoable)"))
        self.status_button.setText(self.tr("Set status"))
        current = self.status_combo.currentData()
        self.status_combo.clear()
        for status in STATUSES:
            self.status_combo.addItem(self._status_name(status), status)
        self.status_combo.setCurrentIndex(max(self.status_combo.findData(current), 0))
        if self.status_combo.findData(current) < 0:
            self.status_combo.setCurrentIndex(STATUSES.index("disordered"))
        self.recompute()
        self._show_result()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

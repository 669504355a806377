"""The charge window: declare charges, see the exact chances, roll them in order (issue 5).

RULES.md §2 (CHG-1..5) and CMD-1. ``ChargeWindow(document, parent=None)`` is the
"charge" tool dock of the main window (``main_window.TOOL_WINDOWS``).

- **Declare**: pick the charger and one or more targets (from lists, or "Use the
  battlefield selection": the current unit charges, the selected enemies are the
  targets). Each target's distance is measured edge to edge on the battlefield
  (``rules.geometry.distance``) or typed as the players measured it; a typed
  value wins (CHG-5). Before any roll the window shows, per target, the dice
  result needed and the exact chance of reaching it (CHG-2/3,
  ``rules.charge.charge_odds``), the chance of reaching them all and of reaching
  at least one (CHG-4), and a chart of the charger's chance against distance.
- **CMD-1**: when the ruleset uses command tokens, a regiment without an Attack
  token cannot charge: the window says why and refuses to declare or roll it.
- **Roll in order** (CHG-1): declared charges are listed in the order the active
  side chooses (move up/down); charges on a common target form one group that
  moves and is resolved together. "Roll next charge" resolves the first pending
  charge with virtual dice or typed faces (count and faces per the ruleset's dice
  rule, validated) through ``adjutant.store.resolve.resolve_charge`` (one undoable
  action, logged as an event); the result names the targets reached and not
  reached (CHG-3, CHG-4). Undoing the charge makes it pending again.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import format_percent
from adjutant.qtmodels.oob_model import choice_label
from adjutant.rules import charge as chg
from adjutant.rules.command import unit_charge_refusal
from adjutant.rules.geometry import distance
from adjutant.rules.ruleset import Ruleset, load_preset
from adjutant.store import events as ev
from adjutant.store import queries
from adjutant.store import resolve as rs
from adjutant.undo.service import run_service
from adjutant.windows.game_rules import ruleset_from
from adjutant.windows.reloading import ReloadGate
from adjutant.windows.widgets import ChanceLabel, DiceEntry, FlowLayout, ReflowPanes, ScrollPage
from adjutant.windows.widgets.dice_entry import ERROR_COLOR, FacesError

# Targets table columns.
T_NAME, T_MEASURED, T_TYPED, T_NEEDS, T_CHANCE = range(5)


@dataclass
class Declaration:
    """One declared charge: a charger and its targets' typed distances (None = measured).

    ``event_id`` is set once rolled (the store's charge event); undo clears it again.
    """

    charger: int
    targets: dict[int, float | None]
    event_id: int | None = None
    charge: ev.GameEvent | None = None  # its events.Charge once rolled
    undone_event_id: int | None = None

    @property
    def pending(self) -> bool:
        return self.event_id is None


class ReachChart(QWidget):
    """CHG-3: the charger's chance of arriving against the distance, a step curve, with a
    mark at each target's distance. Painted with QPainter (no QtCharts in Essentials)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chargeChart")
        # Never squeezed under the table or the buttons: the window scrolls instead.
        self.setMinimumSize(220, 140)
        self.points: list[tuple[float, Fraction]] = []  # (distance, chance) samples
        self.marks: list[tuple[float, str]] = []
        self.span = 12.0

    def sizeHint(self) -> QSize:
        return QSize(320, 150)

    def set_curve(
        self, points: list[tuple[float, Fraction]], marks: list[tuple[float, str]], span: float
    ) -> None:
        self.points, self.marks, self.span = points, marks, max(span, 1.0)
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.windowText().color()
        metrics = painter.fontMetrics()
        left, bottom = metrics.horizontalAdvance("100 %") + 8, metrics.height() + 6
        area = QRectF(left, 6, self.width() - left - 10, self.height() - bottom - 12)
        if area.width() <= 10 or area.height() <= 10:
            return
        grid = QColor(text)
        grid.setAlpha(50)
        painter.setPen(QPen(grid, 1))
        for p in (0, 50, 90, 100):
            y = area.bottom() - area.height() * p / 100
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            if p == 90:  # the >= 90 % band of the battlefield; too close to 100 to label
                continue
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, left - 4, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{p} %",
            )
            painter.setPen(QPen(grid, 1))
        step = 1 if self.span <= 16 else 2 if self.span <= 32 else 5
        d = 0
        while d <= self.span:
            x = area.left() + area.width() * d / self.span
            painter.setPen(text)
            painter.drawText(
                QRectF(x - 15, area.bottom() + 2, 30, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                f"{d:g}",
            )
            d += step
        if self.points:
            path = QPainterPath()
            for i, (dist, p) in enumerate(self.points):
                x = area.left() + area.width() * min(dist, self.span) / self.span
                y = area.bottom() - area.height() * float(p)
                if i == 0:
                    path.moveTo(x, y)
                else:
                    path.lineTo(x, y)
            painter.setPen(QPen(QColor("#2e7d32"), 2))
            painter.drawPath(path)
        taken: list[QRectF] = []  # labels already drawn: close targets go a line lower
        for dist, label in sorted(self.marks):
            x = area.left() + area.width() * min(dist, self.span) / self.span
            painter.setPen(QPen(QColor("#c62828"), 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            painter.setPen(QColor("#c62828"))
            room = max(area.right() - x - 3, x - area.left() - 3)
            label = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(room))
            width = metrics.horizontalAdvance(label)
            left_side = x + 3 + width > area.right()
            box = QRectF(x - 3 - width if left_side else x + 3, area.top(), width, metrics.height())
            while any(box.intersects(other) for other in taken) and box.bottom() < area.bottom():
                box.translate(0, metrics.height())
            taken.append(box)
            painter.drawText(QPointF(box.left(), box.top() + metrics.ascent()), label)
        painter.end()


class ChargeWindow(QWidget):
    """Declare, check and roll charges (CHG-1..5, CMD-1). Tests drive the public methods."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chargeWindow")
        self.document = document
        self.ruleset: Ruleset = load_preset("combined")
        self.units: dict[int, Any] = {}
        self.footprints: dict[int, Any] = {}
        self.side_names: dict[int, str] = {}
        self.active_side: int | None = None
        self.charger: int = 0
        self.targets: dict[int, float | None] = {}
        self.declarations: list[Declaration] = []
        self.last_change: Any = None
        self._filling = False
        self._build()
        self.retranslateUi()
        # Issue 9: reload at once while the player can see this window, else once it is seen.
        self._reloads = ReloadGate(self, self.reload)
        document.opened.connect(self._reloads.request)
        document.closed.connect(self._reloads.request)
        document.changed.connect(self._on_changed)
        self.reload()

    # ================================================================== building
    def _build(self) -> None:
        self.declare_box = QGroupBox()
        self.charger_combo = QComboBox()
        self.charger_combo.setObjectName("chargeCharger")
        self.charger_combo.currentIndexChanged.connect(self._charger_chosen)
        self.charger_info = QLabel()
        self.charger_info.setObjectName("chargeChargerInfo")
        self.refusal = QLabel()
        self.refusal.setObjectName("chargeRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(f"color: {ERROR_COLOR};")
        self.target_combo = QComboBox()
        self.target_combo.setObjectName("chargeTargetChoice")
        self.add_target_button = QPushButton()
        self.add_target_button.setObjectName("chargeAddTarget")
        self.add_target_button.clicked.connect(self._add_chosen_target)
        self.selection_button = QPushButton()
        self.selection_button.setObjectName("chargeFromSelection")
        self.selection_button.clicked.connect(self.use_selection)
        self.remove_target_button = QPushButton()
        self.remove_target_button.setObjectName("chargeRemoveTarget")
        self.remove_target_button.clicked.connect(self._remove_current_target)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("chargeTargets")
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(T_NAME, QHeaderView.ResizeMode.Stretch)
        for column in (T_MEASURED, T_TYPED, T_NEEDS, T_CHANCE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemChanged.connect(self._typed_edited)
        self.table.setMinimumHeight(90)
        self.all_label = ChanceLabel()
        self.all_label.setObjectName("chargeChanceAll")
        self.any_label = ChanceLabel()
        self.any_label.setObjectName("chargeChanceAny")
        self.chart = ReachChart()
        self.message = QLabel()
        self.message.setObjectName("chargeMessage")
        self.message.setWordWrap(True)
        self.declare_button = QPushButton()
        self.declare_button.setObjectName("chargeDeclare")
        self.declare_button.clicked.connect(self.declare)

        form = QFormLayout()
        self.charger_caption = QLabel()
        form.addRow(self.charger_caption, self.charger_combo)
        form.addRow("", self.charger_info)
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_combo, 1)
        target_row.addWidget(self.add_target_button)
        self.target_caption = QLabel()
        form.addRow(self.target_caption, target_row)
        # Narrow docks: captions go above their fields, buttons wrap onto a second row.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        chances = QFormLayout()
        chances.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.all_caption = QLabel()
        self.any_caption = QLabel()
        chances.addRow(self.all_caption, self.all_label)
        chances.addRow(self.any_caption, self.any_label)
        buttons = FlowLayout()
        buttons.addWidget(self.selection_button)
        buttons.addWidget(self.remove_target_button)
        buttons.addWidget(self.declare_button)
        for combo in (self.charger_combo, self.target_combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(12)
        box = QVBoxLayout(self.declare_box)
        box.addLayout(form)
        box.addWidget(self.refusal)
        box.addWidget(self.table, 1)
        box.addLayout(chances)
        box.addWidget(self.chart)
        box.addWidget(self.message)
        box.addLayout(buttons)

        self.order_box = QGroupBox()
        self.order_list = QListWidget()
        self.order_list.setObjectName("chargeOrder")
        self.order_list.setWordWrap(True)
        self.order_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.up_button = QPushButton()
        self.up_button.setObjectName("chargeUp")
        self.up_button.clicked.connect(lambda: self._move_selected(-1))
        self.down_button = QPushButton()
        self.down_button.setObjectName("chargeDown")
        self.down_button.clicked.connect(lambda: self._move_selected(1))
        self.drop_button = QPushButton()
        self.drop_button.setObjectName("chargeDrop")
        self.drop_button.clicked.connect(self._drop_selected)
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("chargeClearResolved")
        self.clear_button.clicked.connect(self.clear_resolved)
        self.dice = DiceEntry(sides=6, count=2)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("chargeRoll")
        self.roll_button.clicked.connect(self.roll_next)
        QShortcut(
            QKeySequence("Ctrl+Return"),
            self,
            self.roll_next,
        ).setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # not context=: ignored
        self.result = QLabel()
        self.result.setObjectName("chargeResult")
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        order_buttons = FlowLayout()
        for button in (self.up_button, self.down_button, self.drop_button, self.clear_button):
            order_buttons.addWidget(button)
        order = QVBoxLayout(self.order_box)
        order.addWidget(self.order_list, 1)
        order.addLayout(order_buttons)
        order.addWidget(self.dice)
        order.addWidget(self.roll_button)
        order.addWidget(self.result)

        self.order_list.setMinimumHeight(80)
        # Issue 9 (docks 460-1000+ px): the two boxes side by side when wide, stacked in a
        # vertical scroll when narrow; nothing is squeezed below its minimum.
        self.panes = ReflowPanes(
            [self.declare_box, self.order_box], stretches=[3, 2], breakpoint=900
        )
        self.panes.setObjectName("chargePanes")
        self.scroll = ScrollPage(self.panes)
        self.scroll.setObjectName("chargeScroll")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroll)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Charge"))
        self.declare_box.setTitle(self.tr("Declare a charge (CHG-2..5)"))
        self.order_box.setTitle(self.tr("Declared charges, in the order rolled (CHG-1)"))
        self.charger_caption.setText(self.tr("Charger:"))
        self.target_caption.setText(self.tr("Target:"))
        self.add_target_button.setText(self.tr("Add target"))
        self.selection_button.setText(self.tr("Use the battlefield selection"))
        self.selection_button.setToolTip(
            self.tr("The current unit charges; the selected enemy units are its targets")
        )
        self.remove_target_button.setText(self.tr("Remove target"))
        self.declare_button.setText(self.tr("Declare"))
        self.all_caption.setText(self.tr("Reaches every target (CHG-4):"))
        self.any_caption.setText(self.tr("Reaches at least one (CHG-4):"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Target"),
                self.tr("Measured"),
                self.tr("Typed (wins)"),
                self.tr("Needs"),
                self.tr("Chance"),
            ]
        )
        self.table.horizontalHeaderItem(T_TYPED).setToolTip(
            self.tr("The distance the players measured on the table; it wins (CHG-5)")
        )
        self.up_button.setText(self.tr("Up"))
        self.down_button.setText(self.tr("Down"))
        self.drop_button.setText(self.tr("Withdraw"))
        self.clear_button.setText(self.tr("Clear rolled"))
        self.roll_button.setText(self.tr("Roll next charge"))
        self.roll_button.setToolTip(self.tr("Roll the first charge still pending (Ctrl+Enter)"))
        if self.document.game is not None:
            self.reload()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # ================================================================== loading
    def _on_changed(self, _change: Any) -> None:
        self._reloads.request()

    def reload(self) -> None:
        """Re-read units, footprints, the ruleset and the rolled charges from the store."""
        game = self.document.game
        if game is None:
            self.units, self.footprints, self.targets, self.declarations = {}, {}, {}, []
            self.charger = 0
            self._fill()
            return
        info = queries.game_info(game)
        self.ruleset = ruleset_from(info.ruleset)
        self.active_side = info.active_side_id
        oob = queries.order_of_battle(game)
        self.side_names = {s.id: s.name for s in oob.sides}
        self.units = {u.id: u for s in oob.sides for u in s.all_units()}
        self.footprints = dict(queries.battlefield(game).footprints)
        rule = self.ruleset.charge_dice
        if (self.dice.sides, self.dice.count) != (rule.sides, rule.count):
            self.dice.set_dice(rule.sides, rule.count)
        if not self.declarations:
            self.dice.set_mode(info.dice_mode)
        # Undo/redo: a rolled charge whose event is gone is pending again; redo brings the
        # same event back (the store restores rows exactly), and the charge is rolled again.
        events = {e.id: e for e in queries.events(game, kind="charge")}
        for d in self.declarations:
            if d.event_id is not None and d.event_id not in events:
                d.undone_event_id, d.event_id, d.charge = d.event_id, None, None
                self.result.setText(self.tr("The charge was undone: it is pending again."))
            elif d.event_id is None and d.undone_event_id in events:
                d.event_id, d.charge = d.undone_event_id, events[d.undone_event_id].event
        self.declarations = [
            d
            for d in self.declarations
            if d.charger in self.units and all(t in self.units for t in d.targets)
        ]
        if self.charger not in self.units:
            self.charger = 0
        self.targets = {t: v for t, v in self.targets.items() if t in self.units}
        self._fill()

    def _unit_name(self, unit_id: int) -> str:
        unit = self.units.get(unit_id)
        return unit.name if unit else "?"

    def _fill(self) -> None:
        self._filling = True
        try:
            self.charger_combo.clear()
            self.charger_combo.addItem(self.tr("— choose the charging unit —"), 0)
            # The active side's units first: it is the side that charges.
            ordered = sorted(
                self.units.values(), key=lambda u: (u.side_id != self.active_side, u.side_id)
            )
            for unit in ordered:
                self.charger_combo.addItem(
                    f"{unit.name} ({self.side_names.get(unit.side_id, '')})", unit.id
                )
            self.charger_combo.setCurrentIndex(max(0, self.charger_combo.findData(self.charger)))
            self.target_combo.clear()
            charger = self.units.get(self.charger)
            for unit in self.units.values():
                enemy = charger is not None and unit.side_id != charger.side_id
                if enemy and unit.id not in self.targets:
                    self.target_combo.addItem(unit.name, unit.id)
        finally:
            self._filling = False
        self._fill_targets()
        self._fill_order()

    # ================================================================== declaring
    def _charger_chosen(self, index: int) -> None:
        if self._filling:
            return
        self.set_charger(self.charger_combo.itemData(index) or 0)

    def set_charger(self, unit_id: int) -> None:
        """Choose the charging unit (its targets are cleared if it changes side)."""
        if unit_id and unit_id not in self.units:
            raise KeyError(unit_id)
        previous = self.units.get(self.charger)
        self.charger = unit_id
        unit = self.units.get(unit_id)
        if unit is None or previous is None or previous.side_id != unit.side_id:
            self.targets = {}
        self.targets = {t: v for t, v in self.targets.items() if t != unit_id}
        self._fill()

    def add_target(self, unit_id: int, typed: float | None = None) -> None:
        """Add an enemy unit to the charge; ``typed`` is the distance the players measured."""
        charger = self.units.get(self.charger)
        target = self.units.get(unit_id)
        if charger is None or target is None or target.side_id == charger.side_id:
            raise ValueError(f"unit {unit_id} is not an enemy of the charger")
        if typed is not None and (typed < 0 or typed != typed):
            raise ValueError(f"a distance is a number >= 0, got {typed}")
        self.targets[unit_id] = typed
        self._fill()

    def remove_target(self, unit_id: int) -> None:
        self.targets.pop(unit_id, None)
        self._fill()

    def set_typed_distance(self, unit_id: int, typed: float | None) -> None:
        """CHG-5: the players' measure for a target (None: use the measured one)."""
        if unit_id not in self.targets:
            raise KeyError(unit_id)
        if typed is not None and (typed < 0 or typed != typed):
            raise ValueError(f"a distance is a number >= 0, got {typed}")
        self.targets[unit_id] = typed
        self._fill_targets()

    def _add_chosen_target(self) -> None:
        unit_id = self.target_combo.currentData()
        if unit_id:
            self.add_target(unit_id)

    def _remove_current_target(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.targets):
            self.remove_target(list(self.targets)[row])

    def use_selection(self) -> None:
        """The document's selection: the current unit charges the selected enemies."""
        selected = [u for u in self.document.selected_units if u in self.units]
        if not selected:
            self.show_message(self.tr("Select the charger and its targets on the battlefield."))
            return
        charger = self.units[self.document.current_unit or selected[-1]]
        self.charger = charger.id
        self.targets = {u: None for u in selected if self.units[u].side_id != charger.side_id}
        self._fill()

    def measured_distance(self, target: int) -> float | None:
        """CHG-5: the edge-to-edge gap on the battlefield, or None if a unit is off the table."""
        a, b = self.footprints.get(self.charger), self.footprints.get(target)
        if a is None or b is None:
            return None
        return distance(a.to_rules(), b.to_rules())

    def distances(self) -> dict[int, float | None]:
        """The distance used per target: typed if given (CHG-5), else measured, else None."""
        out: dict[int, float | None] = {}
        for target, typed in self.targets.items():
            out[target] = typed if typed is not None else self.measured_distance(target)
        return out

    def refusal_text(self, unit_id: int | None = None) -> str | None:
        """CMD-1: why the unit may not charge (translated), or None."""
        unit = self.units.get(self.charger if unit_id is None else unit_id)
        if unit is None or unit_charge_refusal(unit, self.ruleset) is None:
            return None
        if unit.token is None:
            return self.tr(
                "{unit} has no order token yet: only a regiment with an Attack token may "
                "charge (CMD-1)."
            ).format(unit=unit.name)
        token = choice_label("token", unit.token)
        return self.tr(
            "{unit} carries a {token} token: only a regiment with an Attack token may "
            "charge (CMD-1)."
        ).format(unit=unit.name, token=token)

    def target_chances(self) -> dict[int, Fraction | None]:
        """CHG-3 per target (None while its distance is unknown)."""
        unit = self.units.get(self.charger)
        out: dict[int, Fraction | None] = {}
        for target, d in self.distances().items():
            out[target] = (
                None
                if unit is None or d is None
                else chg.charge_chance(unit.movement, d, self.ruleset.charge_dice)
            )
        return out

    def chance_all(self) -> Fraction | None:
        """CHG-4: the chance of reaching every target (None if a distance is unknown)."""
        unit = self.units.get(self.charger)
        ds = list(self.distances().values())
        if unit is None or not ds or any(d is None for d in ds):
            return None
        return chg.chance_all(unit.movement, ds, self.ruleset.charge_dice)

    def chance_any(self) -> Fraction | None:
        unit = self.units.get(self.charger)
        ds = list(self.distances().values())
        if unit is None or not ds or any(d is None for d in ds):
            return None
        return chg.chance_any(unit.movement, ds, self.ruleset.charge_dice)

    def _fmt(self, value: float) -> str:
        return f"{value:.1f}"

    def _fill_targets(self) -> None:
        unit = self.units.get(self.charger)
        rule = self.ruleset.charge_dice
        self._filling = True
        try:
            self.table.setRowCount(len(self.targets))
            for row, (target, typed) in enumerate(self.targets.items()):
                measured = self.measured_distance(target)
                used = typed if typed is not None else measured
                cells = {
                    T_NAME: self._unit_name(target),
                    T_MEASURED: "—" if measured is None else self._fmt(measured),
                    T_TYPED: "" if typed is None else f"{typed:g}",
                    T_NEEDS: "",
                    T_CHANCE: "—",
                }
                tip = ""
                if unit is not None and used is not None:
                    odds = chg.charge_odds(unit.movement, used, rule)
                    if odds.chance == 0:
                        cells[T_NEEDS] = self.tr("out of reach")
                    elif odds.needed <= 1:
                        cells[T_NEEDS] = self.tr("any")
                    else:
                        cells[T_NEEDS] = self.tr("{n}+").format(n=odds.needed)
                    cells[T_CHANCE] = format_percent(odds.chance)
                    tip = self.tr(
                        "Distance {d} (CHG-3, {source}) − Movement {m} (CHG-2) = {diff}: "
                        "needs {n}+ on {dice}; exact chance {p}"
                    ).format(
                        d=self._fmt(used),
                        source=self.tr("typed") if typed is not None else self.tr("measured"),
                        m=f"{unit.movement:g}",
                        diff=self._fmt(used - unit.movement),
                        n=odds.needed,
                        dice=self.dice_rule_name(),
                        p=odds.chance,
                    )
                elif used is None:
                    tip = self.tr("Not on the battlefield: type the distance measured (CHG-5)")
                for column, text in cells.items():
                    item = QTableWidgetItem(text)
                    flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                    if column == T_TYPED:
                        flags |= Qt.ItemFlag.ItemIsEditable
                        item.setToolTip(self.tr("Type the distance measured on the table (CHG-5)"))
                    else:
                        item.setToolTip(tip)
                    if column != T_NAME:
                        item.setTextAlignment(
                            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                        )
                    item.setFlags(flags)
                    item.setData(Qt.ItemDataRole.UserRole, target)
                    self.table.setItem(row, column, item)
        finally:
            self._filling = False
        self.all_label.set_chance(self.chance_all())
        self.any_label.set_chance(self.chance_any())
        refusal = self.refusal_text()
        self.refusal.setText(refusal or "")
        self.refusal.setVisible(bool(refusal))
        if unit is not None:
            self.charger_info.setText(
                self.tr("Movement {m} + {dice} (CHG-2)").format(
                    m=f"{unit.movement:g}", dice=self.dice_rule_name()
                )
            )
        else:
            self.charger_info.setText("")
        ready = unit is not None and bool(self.targets) and self.chance_all() is not None
        self.declare_button.setEnabled(ready and refusal is None)
        self._fill_chart()

    def dice_rule_name(self) -> str:
        return {
            chg.ChargeDice.HIGHEST_2D6: self.tr("the highest of 2D6"),
            chg.ChargeDice.SUM_2D6: self.tr("2D6"),
            chg.ChargeDice.THREE_D6_DROP_LOWEST: self.tr("3D6, the lowest dropped"),
            chg.ChargeDice.D6: self.tr("D6"),
        }[self.ruleset.charge_dice]

    def _fill_chart(self) -> None:
        unit = self.units.get(self.charger)
        if unit is None:
            self.chart.set_curve([], [], 12)
            return
        rule = self.ruleset.charge_dice
        dist = chg.range_distribution(unit.movement, rule)
        farthest = max(dist)
        marks = [(d, self._unit_name(t)) for t, d in self.distances().items() if d is not None]
        span = max([farthest + 1, *(d + 1 for d, _ in marks)])
        # The chance is constant between whole dice results: sample just past each step.
        samples = sorted({0.0, span} | {float(r) for r in dist} | {r + 1e-6 for r in dist})
        points = [(d, chg.charge_chance(unit.movement, d, rule)) for d in samples]
        self.chart.set_curve(points, marks, span)

    def _typed_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != T_TYPED:
            return
        target = item.data(Qt.ItemDataRole.UserRole)
        text = item.text().strip().replace(",", ".")
        if not text:
            self.set_typed_distance(target, None)
            self.show_message("")
            return
        try:
            value = float(text)
            if value < 0 or value != value or value == float("inf"):
                raise ValueError(text)
        except ValueError:
            self.show_message(
                self.tr("“{text}” is not a distance: type a number ≥ 0.").format(text=item.text()),
                error=True,
            )
            self._fill_targets()
            return
        self.show_message("")
        self.set_typed_distance(target, value)

    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet(f"color: {ERROR_COLOR};" if error else "")
        self.message.setText(text)

    def declare(self) -> bool:
        """Add the charge being set up to the order (CHG-1); grouped with charges on a common
        target. Refused with the reason under CMD-1 or while a distance is unknown."""
        refusal = self.refusal_text()
        if refusal:
            self.show_message(refusal, error=True)
            return False
        if self.charger not in self.units or not self.targets:
            self.show_message(self.tr("Choose a charger and at least one target."), error=True)
            return False
        if self.chance_all() is None:
            self.show_message(
                self.tr("A target is not on the battlefield: type its distance (CHG-5)."),
                error=True,
            )
            return False
        if any(d.charger == self.charger and d.pending for d in self.declarations):
            self.show_message(
                self.tr("{unit} has already declared a charge.").format(
                    unit=self._unit_name(self.charger)
                ),
                error=True,
            )
            return False
        new = Declaration(self.charger, dict(self.targets))
        # CHG-1 exception: several units charging one target are resolved together, so the
        # new charge goes right after the last charge sharing a target with it.
        at = len(self.declarations)
        for i, d in enumerate(self.declarations):
            if d.pending and set(d.targets) & set(new.targets):
                at = i + 1
        self.declarations.insert(at, new)
        self.show_message(
            self.tr("{unit}'s charge declared.").format(unit=self._unit_name(self.charger))
        )
        self.charger, self.targets = 0, {}
        self._fill()
        return True

    # ================================================================== order (CHG-1)
    def groups(self) -> list[list[Declaration]]:
        """The declarations in order, grouped: charges with a common target form one group."""
        groups: list[list[Declaration]] = []
        for d in self.declarations:
            last = groups[-1] if groups else None
            if last is not None and any(set(o.targets) & set(d.targets) for o in last):
                last.append(d)
            else:
                groups.append([d])
        return groups

    def move_group(self, index: int, delta: int) -> None:
        """Move the ``index``-th group up (-1) or down (+1) in the order of rolling."""
        groups = self.groups()
        to = index + delta
        if not (0 <= index < len(groups) and 0 <= to < len(groups)):
            return
        groups[index], groups[to] = groups[to], groups[index]
        self.declarations = [d for g in groups for d in g]
        self._fill_order()
        self.order_list.setCurrentRow(to)

    def _move_selected(self, delta: int) -> None:
        self.move_group(self.order_list.currentRow(), delta)

    def _drop_selected(self) -> None:
        groups = self.groups()
        row = self.order_list.currentRow()
        if 0 <= row < len(groups):
            dropped = [d for d in groups[row] if d.pending]
            self.declarations = [d for d in self.declarations if d not in dropped]
            self._fill_order()

    def clear_resolved(self) -> None:
        self.declarations = [d for d in self.declarations if d.pending]
        self._fill_order()

    def _declaration_text(self, d: Declaration) -> str:
        parts = []
        for target, typed in d.targets.items():
            used = typed if typed is not None else self.measured_distance_between(d.charger, target)
            shown = "?" if used is None else self._fmt(used)
            parts.append(f"{self._unit_name(target)} ({shown})")
        text = f"{self._unit_name(d.charger)} → {', '.join(parts)}"
        if d.pending:
            return text
        rolled = d.charge.reached if isinstance(d.charge, ev.Charge) else ()
        reached = [self._unit_name(t) for t in rolled]
        if reached:
            return text + " — " + self.tr("reached {targets}").format(targets=", ".join(reached))
        return text + " — " + self.tr("failed")

    def measured_distance_between(self, charger: int, target: int) -> float | None:
        a, b = self.footprints.get(charger), self.footprints.get(target)
        return None if a is None or b is None else distance(a.to_rules(), b.to_rules())

    def _fill_order(self) -> None:
        row = self.order_list.currentRow()
        self.order_list.clear()
        for i, group in enumerate(self.groups(), start=1):
            lines = [self._declaration_text(d) for d in group]
            label = f"{i}. " + ("\n    + ".join(lines))
            if len(group) > 1:
                label += "\n    " + self.tr("(one target: resolved together, CHG-1)")
            item = QListWidgetItem(label)
            if all(not d.pending for d in group):
                item.setForeground(QColor("#808080"))
            self.order_list.addItem(item)
        if 0 <= row < self.order_list.count():
            self.order_list.setCurrentRow(row)
        pending = self.next_pending()
        self.roll_button.setEnabled(pending is not None and self.document.game is not None)

    # ================================================================== rolling
    def next_pending(self) -> Declaration | None:
        """CHG-1: the first charge still to roll, in the chosen order."""
        return next((d for g in self.groups() for d in g if d.pending), None)

    def roll_next(self) -> Any:
        """Resolve the next pending charge (virtual dice or the typed faces): one undoable,
        logged store action. Returns its Change, or None when refused (the reason shown)."""
        d = self.next_pending()
        if d is None or self.document.game is None:
            return None
        refusal = self.refusal_text(d.charger)
        if refusal:  # CMD-1, checked again: the token may have changed since the declaration
            self.result.setStyleSheet(f"color: {ERROR_COLOR};")
            self.result.setText(refusal)
            return None
        try:
            faces = self.dice.faces()
        except FacesError as exc:
            self.result.setStyleSheet(f"color: {ERROR_COLOR};")
            self.result.setText(str(exc))
            return None
        kwargs: dict[str, Any] = {"dice_mode": self.dice.mode()}
        if faces is not None:
            kwargs["faces"] = list(faces)
        try:
            change = run_service(
                self.document,
                self.tr("Charge: {unit}").format(unit=self._unit_name(d.charger)),
                rs.resolve_charge,
                d.charger,
                dict(d.targets),
                **kwargs,
            )
        except ValueError as exc:
            self.result.setStyleSheet(f"color: {ERROR_COLOR};")
            self.result.setText(str(exc))
            return None
        resolution = change.result
        d.event_id, d.charge = resolution.event_id, resolution.event
        self.last_change = change
        self.dice.clear()
        self.result.setStyleSheet("")
        self.result.setText(self.result_text(d, resolution))
        self._fill_order()
        return change

    def result_text(self, d: Declaration, resolution: Any) -> str:
        """CHG-3/4: the range rolled and the targets reached and not reached."""
        charge = resolution.event  # events.Charge
        unit = self.units.get(d.charger)
        dice = ", ".join(str(f) for f in resolution.dice)
        head = self.tr("{unit}: Movement {m} + {dice_rule} [{dice}] = range {range}.").format(
            unit=self._unit_name(d.charger),
            m=f"{unit.movement:g}" if unit else "?",
            dice_rule=self.dice_rule_name(),
            dice=dice,
            range=f"{charge.range:g}",
        )
        reached = [self._unit_name(t) for t in charge.reached]
        failed = [self._unit_name(t) for t in charge.failed]
        parts = [head]
        if reached:
            parts.append(self.tr("Reached: {targets}.").format(targets=", ".join(reached)))
        if failed:
            parts.append(self.tr("Not reached: {targets}.").format(targets=", ".join(failed)))
        if not reached:
            parts.append(self.tr("The charge fails (CHG-4)."))
        return " ".join(parts)

"""The command tokens window: placement, reckless rolls, declarations and control tests.

RULES.md §1 (CMD-1..8), issue 4. ``CommandWindow(document, parent=None)`` is the
"command" tool dock of the main window (``main_window.TOOL_WINDOWS``). Tabs, in
the order players use them:

1. **Placement** (CMD-2): each side's regiments with a token picker, defaulting
   to the stored tokens; "Apply placement" is one undoable macro.
2. **Reckless rolls** (CMD-8): the active side's reckless regiments, whether an
   enemy stands directly in front with nothing between (computed from the
   battlefield, shown, and a checkbox the players can overrule), the chance and
   a roll per regiment or for all. The ruleset option
   ``reckless_before_declarations`` puts this tab before or after the next one.
3. **Declarations** (CMD-3..7): tick the regiments that try to change, pick the
   wanted token; a two-step change is refused with the rule's reason before any
   roll (CMD-7); the C-in-C's regiment and full command groups change at once
   (CMD-4); every other regiment shows its distance (measured, or typed: typed
   wins), command group, difficulty with its breakdown, "needs N+" and the exact
   chance before the roll (CMD-5, CMD-6). Roll one by one or all at once (one
   undo macro); virtual dice or typed faces (1..20, validated).

Every change goes through ``adjutant.undo.run_service`` into
``adjutant.store.resolve`` / ``command_services``: undoable, saved at once, logged as an
event. Results are read back from this turn's events, so undo removes them.
Other tools use :func:`charge_refusal` (CMD-1) to refuse a charge.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import format_percent
from adjutant.qtmodels.log_model import phase_name
from adjutant.qtmodels.oob_model import choice_label, token_icon
from adjutant.rules import command as cmd
from adjutant.rules.explain import Modifier
from adjutant.store import events as ev
from adjutant.undo.service import run_service
from adjutant.windows.command_plan import (
    Declaration,
    DistanceError,
    Plan,
    declaration,
    default_wanted,
    load_plan,
    parse_distance,
)
from adjutant.windows.reloading import ReloadGate
from adjutant.windows.widgets import BreakdownView, ChanceLabel
from adjutant.windows.widgets.dice_entry import ERROR_COLOR, FacesError, parse_faces

__all__ = ["CommandWindow", "charge_refusal"]

TOKENS = ("defence", "move", "attack")
PASS_COLOR = "#2e8b57"
# Placement / declaration / reckless tab keys (also the QTabWidget object names).
PLACEMENT, RECKLESS, DECLARATIONS = "placement", "reckless", "declarations"

# Declarations table columns.
(
    D_TRY,
    D_UNIT,
    D_TOKEN,
    D_WANTED,
    D_HOW,
    D_DISTANCE,
    D_GROUP,
    D_DIFFICULTY,
    D_NEEDS,
    D_CHANCE,
    D_FACE,
    D_ROLL,
    D_RESULT,
) = range(13)
# Reckless table columns.
R_UNIT, R_TOKEN, R_COMPUTED, R_ENEMY, R_CHANCE, R_FACE, R_ROLL, R_RESULT = range(8)
# Placement table columns.
P_UNIT, P_FORMATION, P_STORED, P_PLACE, P_RECKLESS = range(5)


def charge_refusal(unit: Any, ruleset: Any = None) -> str | None:
    """CMD-1 for the charge tools: why ``unit`` (a ``queries.UnitInfo``) may not charge.

    None when it may: the ruleset does not use tokens, or the unit carries an
    Attack token. The text is the rule's English reason (``rules.command``).
    """
    return cmd.unit_charge_refusal(unit, ruleset)


def _token_name(token: str | None) -> str:
    return choice_label("token", token)


@dataclass
class DeclarationRow:
    """The widgets of one declarations row (tests drive them)."""

    unit_id: int
    row: int
    tick: QCheckBox
    wanted: QComboBox
    distance: QLineEdit
    face: QLineEdit
    roll: QPushButton
    chance: ChanceLabel
    unit: Any = None  # queries.UnitInfo as declared (its token before a roll this turn)
    done: Any = None  # this turn's EventInfo once resolved


@dataclass
class RecklessRow:
    unit_id: int
    row: int
    enemy: QCheckBox
    face: QLineEdit
    roll: QPushButton
    chance: ChanceLabel


class CommandWindow(QWidget):
    """The command tokens tool window (CMD-1..8) for one ``GameDocument``."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("commandWindow")
        self.document = document
        self.plan: Plan | None = None
        # Per-regiment inputs kept across reloads (unit id -> value).
        self._ticked: set[int] = set()
        self._wanted: dict[int, str] = {}
        self._typed: dict[int, str] = {}
        self._faces: dict[int, str] = {}
        self._reckless_faces: dict[int, str] = {}
        self._enemy_overrule: dict[int, bool] = {}
        self._placement: dict[int, str | None] = {}  # picker edits not yet applied
        self._placement_side: int | None = None
        self._busy = False  # inside a batch: reload once at its end
        self.declaration_rows: dict[int, DeclarationRow] = {}
        self.reckless_rows: dict[int, RecklessRow] = {}
        self._declarations: dict[int, Declaration] = {}
        self._refusals: dict[int, str] = {}  # unit id -> CMD-7 reason shown
        self._tab_order: tuple[str, ...] = ()
        self._build()
        # Issue 9: reload at once while the player can see this window, else once it is seen.
        self._reloads = ReloadGate(self, self.reload)
        document.opened.connect(self._reloads.request)
        document.closed.connect(self._reloads.request)
        document.changed.connect(self._on_changed)
        self._turn_key: tuple[int, int | None] | None = None
        self.retranslateUi()  # also loads the game

    # ---------------------------------------------------------------- building

    def _build(self) -> None:
        self._header = QLabel()
        self._header.setObjectName("commandHeader")
        self._header.setWordWrap(True)
        self._cinc = QLabel()
        self._cinc.setObjectName("commandCinc")
        self._cinc.setWordWrap(True)
        self._virtual = QRadioButton()
        self._virtual.setObjectName("commandVirtual")
        self._physical = QRadioButton()
        self._physical.setObjectName("commandPhysical")
        group = QButtonGroup(self)
        group.addButton(self._virtual)
        group.addButton(self._physical)
        self._virtual.setChecked(True)
        self._virtual.toggled.connect(self._mode_changed)
        self._message = QLabel()
        self._message.setObjectName("commandMessage")
        self._message.setWordWrap(True)
        self._message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        dice = QHBoxLayout()
        self._dice_label = QLabel()
        dice.addWidget(self._dice_label)
        dice.addWidget(self._virtual)
        dice.addWidget(self._physical)
        dice.addStretch(1)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("commandTabs")
        self._placement_tab = self._build_placement()
        self._reckless_tab = self._build_reckless()
        self._declarations_tab = self._build_declarations()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._header)
        layout.addWidget(self._cinc)
        layout.addLayout(dice)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self._message)

    @staticmethod
    def _fixed_widths(table: QTableWidget, widths: dict[int, int]) -> None:
        """Columns holding widgets get a fixed width (their contents are not items)."""
        header = table.horizontalHeader()
        for column, width in widths.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            table.setColumnWidth(column, width)

    def _fit_text_columns(self, table: QTableWidget, name_column: int) -> None:
        """Issue 9 (narrow docks): the regiment names take their width up to a third of the
        table (then elide, the whole name in the tooltip; refitted when the table is
        resized); the other text cells show their whole text on hover. The last column
        (the result) stretches."""
        if table.property("nameColumn") is None:
            table.setProperty("nameColumn", name_column)
            table.installEventFilter(self)
        header = table.horizontalHeader()
        header.setSectionResizeMode(name_column, QHeaderView.ResizeMode.Interactive)
        table.resizeColumnToContents(name_column)
        cap = max(120, min(240, table.width() // 3))
        table.setColumnWidth(name_column, min(table.columnWidth(name_column), cap))
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                if item is not None and item.text() and not item.toolTip():
                    item.setToolTip(item.text())

    @staticmethod
    def _clear_widgets(table: QTableWidget) -> None:
        """Hide the old cell widgets at once (Qt deletes them later) so none lingers on screen."""
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                widget = table.cellWidget(row, column)
                if widget is not None:
                    widget.hide()
                    table.removeCellWidget(row, column)

    @staticmethod
    def _table(columns: int, name: str) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setObjectName(name)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setMinimumSectionSize(40)
        return table

    def _build_placement(self) -> QWidget:
        page = QWidget()
        page.setObjectName(PLACEMENT)
        self._placement_hint = QLabel()
        self._placement_hint.setWordWrap(True)
        self.placement_side = QComboBox()
        self.placement_side.setObjectName("placementSide")
        self.placement_side.activated.connect(self._placement_side_chosen)
        self.placement_table = self._table(5, "placementTable")
        self._fixed_widths(self.placement_table, {P_PLACE: 150})
        self.apply_placement = QPushButton()
        self.apply_placement.setObjectName("applyPlacement")
        self.apply_placement.clicked.connect(self._apply_placement)
        self.revert_placement = QPushButton()
        self.revert_placement.setObjectName("revertPlacement")
        self.revert_placement.clicked.connect(self._revert_placement)
        top = QHBoxLayout()
        self._side_label = QLabel()
        self._side_label.setBuddy(self.placement_side)
        top.addWidget(self._side_label)
        top.addWidget(self.placement_side)
        top.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.revert_placement)
        buttons.addWidget(self.apply_placement)
        layout = QVBoxLayout(page)
        layout.addWidget(self._placement_hint)
        layout.addLayout(top)
        layout.addWidget(self.placement_table, 1)
        layout.addLayout(buttons)
        return page

    def _build_reckless(self) -> QWidget:
        page = QWidget()
        page.setObjectName(RECKLESS)
        self._reckless_hint = QLabel()
        self._reckless_hint.setWordWrap(True)
        self.reckless_table = self._table(8, "recklessTable")
        self._fixed_widths(
            self.reckless_table, {R_ENEMY: 100, R_CHANCE: 70, R_FACE: 64, R_ROLL: 80}
        )
        self.roll_reckless = QPushButton()
        self.roll_reckless.setObjectName("rollAllReckless")
        self.roll_reckless.clicked.connect(self._roll_all_reckless)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.roll_reckless)
        layout = QVBoxLayout(page)
        layout.addWidget(self._reckless_hint)
        layout.addWidget(self.reckless_table, 1)
        layout.addLayout(buttons)
        return page

    def _build_declarations(self) -> QWidget:
        page = QWidget()
        page.setObjectName(DECLARATIONS)
        self._declarations_hint = QLabel()
        self._declarations_hint.setWordWrap(True)
        self.declarations_table = self._table(13, "declarationsTable")
        self._fixed_widths(
            self.declarations_table,
            {
                D_TRY: 44,
                D_WANTED: 130,
                D_HOW: 300,
                D_DISTANCE: 120,
                D_CHANCE: 70,
                D_FACE: 64,
                D_ROLL: 90,
            },
        )
        self.declarations_table.currentCellChanged.connect(self._show_breakdown)
        self.breakdown = BreakdownView()
        self.breakdown.setObjectName("difficultyBreakdown")
        rows = self.breakdown.verticalHeader().defaultSectionSize()
        self.breakdown.setMinimumHeight(
            rows * 3 + self.breakdown.horizontalHeader().sizeHint().height() + 6
        )
        self._breakdown_title = QLabel()
        self._breakdown_title.setObjectName("breakdownTitle")
        self._breakdown_title.setWordWrap(True)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self._breakdown_title)
        side_layout.addWidget(self.breakdown, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.declarations_table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        self.roll_all = QPushButton()
        self.roll_all.setObjectName("rollAllTests")
        self.roll_all.clicked.connect(self._roll_all_declarations)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.roll_all)
        layout = QVBoxLayout(page)
        layout.addWidget(self._declarations_hint)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        return page

    # ---------------------------------------------------------------- texts

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Command tokens"))
        self._dice_label.setText(self.tr("Dice:"))
        self._virtual.setText(self.tr("Virtual"))
        self._virtual.setToolTip(self.tr("Adjutant rolls with the game's seeded dice"))
        self._physical.setText(self.tr("Physical (type the faces)"))
        self._physical.setToolTip(self.tr("Roll at the table and type each d20 face (1–20)"))
        self._side_label.setText(self.tr("&Side:"))
        self._placement_hint.setText(
            self.tr(
                "CMD-2: before the battle each side places an order token by every regiment. "
                "The pickers start from the tokens of the army setup."
            )
        )
        self.apply_placement.setText(self.tr("Apply placement"))
        self.apply_placement.setToolTip(self.tr("Place the chosen tokens (one undo step)"))
        self.revert_placement.setText(self.tr("Revert"))
        self.roll_reckless.setText(self.tr("Roll all reckless"))
        self.roll_reckless.setToolTip(self.tr("Roll for every reckless regiment (one undo step)"))
        self.roll_all.setText(self.tr("Roll all"))
        self.roll_all.setToolTip(self.tr("Change or test every ticked regiment (one undo step)"))
        # After setText, which resets a button's shortcut to its text's mnemonic. Not
        # Ctrl+Shift+P (File > Print Preview) nor Ctrl+Shift+R (the order of battle's
        # reckless toggle): a button's shortcut is live in the whole window.
        for button, key in (
            (self.apply_placement, "Ctrl+Shift+L"),
            (self.roll_reckless, "Ctrl+Shift+K"),
            (self.roll_all, "Ctrl+Shift+D"),
        ):
            button.setShortcut(QKeySequence(key))
        self.placement_table.setHorizontalHeaderLabels(
            [
                self.tr("Regiment"),
                self.tr("Formation"),
                self.tr("Token now"),
                self.tr("Place"),
                self.tr("Reckless"),
            ]
        )
        self.reckless_table.setHorizontalHeaderLabels(
            [
                self.tr("Regiment"),
                self.tr("Token"),
                self.tr("From the table"),
                self.tr("Enemy in front"),
                self.tr("Chance"),
                self.tr("Face"),
                "",
                self.tr("Result"),
            ]
        )
        self.declarations_table.setHorizontalHeaderLabels(
            [
                self.tr("Try"),
                self.tr("Regiment"),
                self.tr("Token"),
                self.tr("Wanted"),
                self.tr("How"),
                self.tr("Distance"),
                self.tr("Command group"),
                self.tr("Difficulty"),
                self.tr("Needs"),
                self.tr("Chance"),
                self.tr("Face"),
                "",
                self.tr("Result"),
            ]
        )
        # Narrow docks elide the headers: their whole text on hover.
        for table in (self.placement_table, self.reckless_table, self.declarations_table):
            for column in range(table.columnCount()):
                item = table.horizontalHeaderItem(column)
                if item is not None:
                    item.setToolTip(item.text())
        self._retitle_tabs()
        self.reload()

    def _retitle_tabs(self) -> None:
        titles = {
            PLACEMENT: self.tr("Placement"),
            RECKLESS: self.tr("Reckless rolls"),
            DECLARATIONS: self.tr("Declarations and tests"),
        }
        for index in range(self.tabs.count()):
            self.tabs.setTabText(index, titles[self.tabs.widget(index).objectName()])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QTableWidget):
            column = watched.property("nameColumn")
            if column is not None and event.size().width() != event.oldSize().width():
                self._fit_text_columns(watched, int(column))
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _modifier_label(self, modifier: Modifier) -> str:
        if modifier.key == "distance":
            return self.tr("Distance to the commander-in-chief, rounded up")
        if modifier.key == "command_group":
            return self.tr("Incomplete command group (−2 per member)")
        return modifier.label

    def _refusal_text(self, current: str, wanted: str) -> str:
        """CMD-7's reason in the user's language (the rules' English text, translated)."""
        if current == wanted:
            return self.tr("The token is already {token}.").format(token=_token_name(current))
        return self.tr(
            "{current} cannot change to {wanted} in one go: a token moves one step along "
            "Defence – Move – Attack (CMD-7)."
        ).format(current=_token_name(current), wanted=_token_name(wanted))

    def _members_text(self, unit: Any) -> str:
        names = []
        if unit.has_commander:
            names.append(self.tr("commander"))
        if unit.has_standard_bearer:
            names.append(self.tr("standard-bearer"))
        if unit.has_musician:
            names.append(self.tr("musician"))
        return ", ".join(names) if names else self.tr("none")

    def _format_distance(self, value: float) -> str:
        return QLocale().toString(round(value, 2), "g", 6)

    # ---------------------------------------------------------------- messages

    def show_message(self, text: str, error: bool = False) -> None:
        self._message.setStyleSheet(f"color: {ERROR_COLOR};" if error else "")
        self._message.setText(text)

    def message(self) -> str:
        """The last message shown under the tabs (tests read it)."""
        return self._message.text()

    # ---------------------------------------------------------------- reloading

    def _on_changed(self, _change: object) -> None:
        if not self._busy:
            self._reloads.request()

    def dice_mode(self) -> str:
        return "virtual" if self._virtual.isChecked() else "physical"

    def set_dice_mode(self, mode: str) -> None:
        (self._virtual if mode == "virtual" else self._physical).setChecked(True)

    def _mode_changed(self, *_args: object) -> None:
        physical = self.dice_mode() == "physical"
        for uid, row in self.declaration_rows.items():
            testing = self._declarations[uid].state == "test"
            row.face.setEnabled(physical and testing and row.roll.isEnabled())
        for row in self.reckless_rows.values():
            row.face.setEnabled(physical and row.roll.isEnabled())

    def reload(self) -> None:
        """Re-read the game and rebuild the tabs (inputs typed so far are kept)."""
        game = self.document.game
        if game is None:
            self.plan = None
            self._header.setText(self.tr("No game open."))
            self._cinc.clear()
            for table in (self.placement_table, self.reckless_table, self.declarations_table):
                self._clear_widgets(table)
                table.setRowCount(0)
            self.declaration_rows.clear()
            self.reckless_rows.clear()
            self.setEnabled(False)
            return
        first_load = self.plan is None
        self.setEnabled(True)
        self.plan = load_plan(game)
        turn_key = (self.plan.turn, self.plan.side.id if self.plan.side else None)
        if turn_key != self._turn_key:
            # A new turn or side: last turn's declarations, typed distances and faces are stale.
            self._turn_key = turn_key
            for inputs in (
                self._ticked,
                self._wanted,
                self._typed,
                self._faces,
                self._reckless_faces,
                self._enemy_overrule,
            ):
                inputs.clear()
        if first_load:
            self.set_dice_mode(self.plan.dice_mode)
        self._order_tabs(first_load)
        self._fill_header()
        self._fill_placement()
        self._fill_reckless()
        self._fill_declarations()

    def _order_tabs(self, first_load: bool) -> None:
        plan = self.plan
        # CMD-8 [choice]: the reckless step before or after the declarations.
        steps = (
            (RECKLESS, DECLARATIONS)
            if plan.ruleset.reckless_before_declarations
            else (DECLARATIONS, RECKLESS)
        )
        order = (PLACEMENT, *steps)
        if order != self._tab_order:
            current = self.tabs.currentWidget()
            pages = {
                PLACEMENT: self._placement_tab,
                RECKLESS: self._reckless_tab,
                DECLARATIONS: self._declarations_tab,
            }
            self.tabs.clear()
            for key in order:
                self.tabs.addTab(pages[key], "")
            self._tab_order = order
            self._retitle_tabs()
            if current is not None:
                self.tabs.setCurrentWidget(current)
        if first_load:
            # Before turn 1's first command: place the tokens; later, the turn's first step.
            placing = (
                plan.turn == 1
                and not plan.declared
                and not plan.reckless_rolled
                and any(u.token is None for u in plan.units)
            )
            self.show_tab(PLACEMENT if placing else steps[0])

    def show_tab(self, key: str) -> None:
        for index in range(self.tabs.count()):
            if self.tabs.widget(index).objectName() == key:
                self.tabs.setCurrentIndex(index)

    def tab_keys(self) -> list[str]:
        return [self.tabs.widget(i).objectName() for i in range(self.tabs.count())]

    def _fill_header(self) -> None:
        plan = self.plan
        side_name = plan.side.name if plan.side is not None else "—"
        text = self.tr("Turn {turn} · {side} · {phase}").format(
            turn=plan.turn, side=side_name, phase=phase_name(plan.phase)
        )
        if not plan.uses_tokens:
            text += " — " + self.tr("this ruleset does not use command tokens (CMD-1)")
        self._header.setText(text)
        cinc = plan.cinc
        if cinc is None:
            self._cinc.setText(
                self.tr("No commander-in-chief: type each distance measured on the table.")
            )
        elif plan.cinc_unit_name is not None:
            self._cinc.setText(
                self.tr(
                    "{name} is with {unit}: that regiment changes token at once (CMD-4)."
                ).format(name=cinc.name, unit=plan.cinc_unit_name)
            )
        elif cinc.x is not None and cinc.y is not None:
            self._cinc.setText(
                self.tr(
                    "{name} stands alone at ({x}, {y}): distances are "
                    "measured from the figure (CMD-6)."
                ).format(
                    name=cinc.name, x=self._format_distance(cinc.x), y=self._format_distance(cinc.y)
                )
            )
        else:
            self._cinc.setText(
                self.tr(
                    "{name} is not on the table: type each distance measured on the table."
                ).format(name=cinc.name)
            )

    # ---------------------------------------------------------------- placement (CMD-2)

    def _fill_placement(self) -> None:
        plan = self.plan
        sides = plan.sides
        if self._placement_side not in {s.id for s in sides}:
            self._placement_side = plan.side.id if plan.side is not None else None
        self.placement_side.blockSignals(True)
        self.placement_side.clear()
        for s in sides:
            self.placement_side.addItem(s.name, s.id)
        index = self.placement_side.findData(self._placement_side)
        self.placement_side.setCurrentIndex(max(index, 0))
        self.placement_side.blockSignals(False)
        side = next((s for s in sides if s.id == self._placement_side), None)
        units = [u for u in side.all_units() if u.status != "destroyed"] if side else []
        formations: dict[int, str] = {}
        if side is not None:
            stack = list(side.formations)
            while stack:
                node = stack.pop()
                formations[node.id] = node.name
                stack.extend(node.children)
        table = self.placement_table
        self._clear_widgets(table)
        table.setRowCount(len(units))
        for row, unit in enumerate(units):
            name = QTableWidgetItem(unit.name)
            name.setData(Qt.ItemDataRole.UserRole, unit.id)
            table.setItem(row, P_UNIT, name)
            table.setItem(row, P_FORMATION, QTableWidgetItem(formations.get(unit.formation_id, "")))
            table.setItem(row, P_STORED, self._token_item(unit.token))
            picker = QComboBox()
            picker.setObjectName(f"place_{unit.id}")
            if unit.token is None:
                picker.addItem("—", None)
            for token in TOKENS:
                picker.addItem(token_icon(token), _token_name(token), token)
            picker.setCurrentIndex(
                max(picker.findData(self._placement.get(unit.id, unit.token)), 0)
            )
            picker.currentIndexChanged.connect(
                lambda _i, uid=unit.id, box=picker: self._placement.__setitem__(
                    uid, box.currentData()
                )
            )
            table.setCellWidget(row, P_PLACE, picker)
            table.setItem(
                row,
                P_RECKLESS,
                QTableWidgetItem(self.tr("reckless (CMD-8)") if unit.reckless else ""),
            )
        self._fit_text_columns(table, P_UNIT)

    def _token_item(self, token: str | None) -> QTableWidgetItem:
        item = QTableWidgetItem(_token_name(token))
        icon = token_icon(token)
        if icon is not None:
            item.setIcon(icon)
        item.setToolTip(self.tr("Order token (CMD-1): {token}").format(token=_token_name(token)))
        return item

    def placement_picker(self, unit_id: int) -> QComboBox:
        table = self.placement_table
        for row in range(table.rowCount()):
            if table.item(row, P_UNIT).data(Qt.ItemDataRole.UserRole) == unit_id:
                return table.cellWidget(row, P_PLACE)
        raise KeyError(unit_id)

    def select_placement_side(self, side_id: int) -> None:
        self._placement_side = side_id
        self.reload()

    def _placement_side_chosen(self, index: int) -> None:
        self.select_placement_side(self.placement_side.itemData(index))

    def _revert_placement(self) -> None:
        self._placement.clear()
        self.reload()
        self.show_message(self.tr("Placement pickers reset to the stored tokens."))

    def _apply_placement(self) -> None:
        plan = self.plan
        if plan is None:
            return
        side = next((s for s in plan.sides if s.id == self._placement_side), None)
        if side is None:
            return
        changes = [
            (u, self._placement.get(u.id, u.token))
            for u in side.all_units()
            if u.status != "destroyed" and self._placement.get(u.id, u.token) != u.token
        ]
        if not changes:
            self.show_message(self.tr("Nothing to place: the pickers match the stored tokens."))
            return
        from adjutant.store.command_services import place_tokens

        tokens = {u.id: t for u, t in changes}
        calls = [
            (self.tr("Place tokens ({side})").format(side=side.name), place_tokens, (tokens,), {})
        ]
        if self._run_batch(self.tr("Place tokens ({side})").format(side=side.name), calls):
            # Placed: the pickers follow the stored tokens again (undo shows them restored).
            for u, _token in changes:
                self._placement.pop(u.id, None)
            self._fill_placement()
            self.show_message(
                self.tr("{count} token(s) placed for {side}.").format(
                    count=len(changes), side=side.name
                )
            )

    # ---------------------------------------------------------------- batches

    def _run_batch(
        self, label: str, calls: list[tuple[str, Callable[..., Any], tuple, dict]]
    ) -> bool:
        """Run service calls as one undo macro; on a failure undo what ran and say why."""
        if not calls:
            return False
        stack = self.document.undo_stack
        self._busy = True
        failure: Exception | None = None
        ran = 0
        stack.beginMacro(label)
        try:
            for text, service, args, kwargs in calls:
                try:
                    run_service(self.document, text, service, *args, **kwargs)
                except Exception as exc:  # store errors are ValueErrors with a clear message
                    failure = exc
                    break
                ran += 1
        finally:
            stack.endMacro()
            if failure is not None and ran:
                stack.undo()  # nothing of a refused batch stays
            self._busy = False
            self.reload()
        if failure is not None:
            self._refused(str(failure))
            return False
        return True

    def _run_one(self, label: str, service: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        try:
            change = run_service(self.document, label, service, *args, **kwargs)
        except ValueError as exc:
            self._refused(str(exc))
            return None
        return change

    def _face_for(self, text: str, who: str) -> tuple[int, ...] | str | None:
        """Physical mode: the typed face as (n,), or an error text; virtual: None."""
        if self.dice_mode() == "virtual":
            return None
        try:
            return parse_faces(text, cmd.D20, 1)
        except FacesError as exc:
            return self.tr("{unit}: {problem}").format(unit=who, problem=str(exc))

    def _dice_kwargs(self, faces: tuple[int, ...] | None) -> dict[str, Any]:
        if faces is None:
            return {"dice_mode": "virtual"}
        return {"dice_mode": "physical", "faces": list(faces)}

    # ---------------------------------------------------------------- reckless (CMD-8)

    def _fill_reckless(self) -> None:
        plan = self.plan
        before = plan.ruleset.reckless_before_declarations
        self._reckless_hint.setText(
            self.tr(
                "CMD-8: at the start of the side's turn, roll a d20 for each reckless "
                "regiment. Defence becomes Move on 1–10; Move becomes Attack on 1–10 only "
                "with an enemy directly in front and nothing between; Attack stays."
            )
            + " "
            + (
                self.tr("This ruleset rolls them before the declarations.")
                if before
                else self.tr("This ruleset rolls them after the declarations.")
            )
        )
        units = [u for u in plan.units if u.reckless]
        table = self.reckless_table
        self._clear_widgets(table)
        table.setRowCount(len(units))
        self.reckless_rows.clear()
        physical = self.dice_mode() == "physical"
        for row, unit in enumerate(units):
            name = QTableWidgetItem(unit.name)
            name.setData(Qt.ItemDataRole.UserRole, unit.id)
            table.setItem(row, R_UNIT, name)
            table.setItem(row, R_TOKEN, self._token_item(unit.token))
            computed = plan.enemy_in_front.get(unit.id)
            computed_text = (
                self.tr("not on the table")
                if computed is None
                else self.tr("enemy in front")
                if computed
                else self.tr("no enemy in front")
            )
            item = QTableWidgetItem(computed_text)
            item.setToolTip(
                self.tr(
                    "Computed from the battlefield: an enemy regiment directly "
                    "in front, no terrain or regiment between (CMD-8)"
                )
            )
            table.setItem(row, R_COMPUTED, item)
            enemy = QCheckBox()
            enemy.setObjectName(f"enemy_{unit.id}")
            enemy.setToolTip(
                self.tr(
                    "Tick if an enemy stands directly in front with nothing "
                    "between; the players may overrule the battlefield"
                )
            )
            enemy.setChecked(self._enemy_overrule.get(unit.id, bool(computed)))
            enemy.toggled.connect(lambda on, uid=unit.id: self._overrule_enemy(uid, on))
            table.setCellWidget(row, R_ENEMY, enemy)
            chance = ChanceLabel()
            face = QLineEdit(self._reckless_faces.get(unit.id, ""))
            face.setObjectName(f"recklessFace_{unit.id}")
            face.setPlaceholderText("1–20")
            face.setMaximumWidth(60)
            face.textChanged.connect(
                lambda text, uid=unit.id: self._reckless_faces.__setitem__(uid, text)
            )
            roll = QPushButton(self.tr("Roll"))
            roll.setObjectName(f"recklessRoll_{unit.id}")
            roll.clicked.connect(lambda _c=False, uid=unit.id: self.roll_reckless_one(uid))
            done = plan.reckless_rolled.get(unit.id)
            result = QTableWidgetItem()
            if done is not None:
                result.setText(self._reckless_result_text(done))
                chance.set_chance(cmd.reckless_chance(done.token_before, done.enemy_in_front))
                enable = False
            elif unit.token is None:
                result.setText(self.tr("No token placed (CMD-2)"))
                enable = False
            else:
                front = enemy.isChecked()
                needed = cmd.reckless_roll_needed(cmd.Token(unit.token), front)
                chance.set_chance(cmd.reckless_chance(cmd.Token(unit.token), front))
                if not needed:
                    result.setText(
                        self.tr("No roll needed: stays {token}").format(
                            token=_token_name(unit.token)
                        )
                    )
                enable = needed
            table.setCellWidget(row, R_CHANCE, chance)
            table.setCellWidget(row, R_FACE, face)
            table.setCellWidget(row, R_ROLL, roll)
            table.setItem(row, R_RESULT, result)
            roll.setEnabled(enable)
            enemy.setEnabled(done is None)
            face.setEnabled(enable and physical)
            self.reckless_rows[unit.id] = RecklessRow(unit.id, row, enemy, face, roll, chance)
        self._fit_text_columns(table, R_UNIT)
        pending = any(r.roll.isEnabled() for r in self.reckless_rows.values())
        self.roll_reckless.setEnabled(pending)

    def _reckless_result_text(self, event: Any) -> str:
        """``event``: an ``events.RecklessRoll``."""
        before, after = event.token_before, event.token
        face = event.dice[0] if event.dice else "?"
        if event.changed:
            return self.tr("Rolled {face}: {before} → {after}").format(
                face=face, before=_token_name(before), after=_token_name(after)
            )
        return self.tr("Rolled {face}: stays {token}").format(face=face, token=_token_name(before))

    def _overrule_enemy(self, unit_id: int, on: bool) -> None:
        self._enemy_overrule[unit_id] = on
        self._fill_reckless()

    def _reckless_call(self, unit_id: int) -> tuple[str, Callable, tuple, dict] | str:
        from adjutant.store import resolve

        plan = self.plan
        unit = plan.unit(unit_id)
        row = self.reckless_rows[unit_id]
        faces = self._face_for(row.face.text(), unit.name)
        if isinstance(faces, str):
            return faces
        computed = plan.enemy_in_front.get(unit_id)
        front = row.enemy.isChecked()
        # None lets the store decide from the table (logged as measured); the players'
        # overrule (or a unit off the table) is passed as their answer.
        enemy = None if computed is not None and front == computed else front
        kwargs = {"enemy_in_front": enemy, **self._dice_kwargs(faces)}
        label = self.tr("Reckless roll: {unit}").format(unit=unit.name)
        return label, resolve.resolve_reckless_roll, (unit_id,), kwargs

    def roll_reckless_one(self, unit_id: int) -> None:
        self._run_call(self._reckless_call(unit_id), self._reckless_result_text)

    def _refused(self, reason: str) -> None:
        self.show_message(
            self.tr("Refused, nothing changed: {reason}").format(reason=reason), error=True
        )

    def _run_call(self, call: Any, text_for: Callable[[Any], str]) -> None:
        """Run one row's call (label, service, args, kwargs), or show why it was refused."""
        if isinstance(call, str):
            self._refused(call)
            return
        label, service, args, kwargs = call
        change = self._run_one(label, service, *args, **kwargs)
        if change is not None:
            self.show_message(self._result_message(change, text_for))

    def _run_calls(
        self, unit_ids: Iterable[int], call_for: Callable[[int], Any], label: str, none: str
    ) -> int:
        """Run the calls of these rows as one batch ``label``; the number run (0: none run,
        the reason shown: ``none`` when there was nothing to run)."""
        calls = []
        for unit_id in unit_ids:
            call = call_for(unit_id)
            if isinstance(call, str):
                # Checked before any die: one bad row refuses the whole batch (CMD-7).
                self._refused(call)
                return 0
            calls.append(call)
        if not calls:
            self.show_message(none)
            return 0
        return len(calls) if self._run_batch(label, calls) else 0

    def _result_message(self, change: Any, text_for: Callable[[Any], str]) -> str:
        """The outcome of one resolution in the user's language, from its logged event."""
        from adjutant.store import queries

        event = queries.event(self.document.game, change.result.event_id).event
        return self.tr("{unit}: {result}").format(unit=event.unit, result=text_for(event))

    def _roll_all_reckless(self) -> None:
        count = self._run_calls(
            (unit_id for unit_id, row in self.reckless_rows.items() if row.roll.isEnabled()),
            self._reckless_call,
            self.tr("Reckless rolls"),
            self.tr("No reckless roll is needed."),
        )
        if count:
            self.show_message(self.tr("{count} reckless roll(s) made.").format(count=count))

    # ---------------------------------------------------------------- declarations (CMD-3..7)

    def _fill_declarations(self) -> None:
        plan = self.plan
        self._declarations_hint.setText(
            self.tr(
                "CMD-3: tick the regiments that try to change token and pick the wanted "
                "one. A token moves one step (CMD-7). The C-in-C's regiment and a full "
                "command group change at once (CMD-4); others roll a d20 and pass above "
                "the difficulty, a natural 20 always passes (CMD-5, CMD-6)."
            )
        )
        table = self.declarations_table
        current_row = table.currentRow()
        self._clear_widgets(table)
        table.setRowCount(len(plan.units))
        self.declaration_rows.clear()
        self._declarations.clear()
        self._refusals.clear()
        for row, unit in enumerate(plan.units):
            self._fill_declaration_row(row, unit)
        self._fit_text_columns(table, D_UNIT)
        self._update_roll_all()
        if 0 <= current_row < table.rowCount():
            table.setCurrentCell(current_row, D_UNIT)
        self._show_breakdown(table.currentRow())

    def _fill_declaration_row(self, row: int, unit: Any) -> None:
        """Create one row's widgets; :meth:`_update_declaration_row` fills in the numbers."""
        plan = self.plan
        table = self.declarations_table
        done = plan.declared.get(unit.id)
        name = QTableWidgetItem(unit.name)
        name.setData(Qt.ItemDataRole.UserRole, unit.id)
        table.setItem(row, D_UNIT, name)
        table.setItem(row, D_TOKEN, self._token_item(unit.token))
        group = QTableWidgetItem(self._members_text(unit))
        group.setToolTip(
            self.tr("Command group members (CMD-4, CMD-6): {count} of 3").format(
                count=unit.command_group_members
            )
        )
        table.setItem(row, D_GROUP, group)

        tick = QCheckBox()
        tick.setObjectName(f"try_{unit.id}")
        tick.setToolTip(self.tr("This regiment tries to change its token (CMD-3)"))
        tick.setChecked(unit.id in self._ticked or done is not None)
        tick.toggled.connect(lambda on, uid=unit.id: self._tick(uid, on))
        wanted = QComboBox()
        wanted.setObjectName(f"wanted_{unit.id}")
        if done is not None:
            # A row resolved this turn shows the declaration as it was before the roll.
            unit = dataclasses.replace(unit, token=done.token_from.value)
        for token in TOKENS:
            if token != unit.token:
                wanted.addItem(token_icon(token), _token_name(token), token)
        choice = self._wanted.get(unit.id) or default_wanted(unit.token)
        if done is not None:
            choice = done.wanted.value
        wanted.setCurrentIndex(max(wanted.findData(choice), 0))
        wanted.currentIndexChanged.connect(
            lambda _i, uid=unit.id, box=wanted: self._want(uid, box.currentData())
        )
        distance = QLineEdit(self._typed.get(unit.id, ""))
        distance.setObjectName(f"distance_{unit.id}")
        distance.setMaximumWidth(110)
        distance.setToolTip(
            self.tr(
                "Distance from the commander-in-chief, edge to edge "
                "(CMD-6). A distance typed as measured on the table wins."
            )
        )
        distance.editingFinished.connect(lambda uid=unit.id, w=distance: self._type(uid, w.text()))
        if isinstance(done, ev.ControlTest):
            distance.setText(self._format_distance(done.distance))
        face = QLineEdit(self._faces.get(unit.id, ""))
        face.setObjectName(f"face_{unit.id}")
        face.setPlaceholderText("1–20")
        face.setMaximumWidth(80)
        face.textChanged.connect(lambda text, uid=unit.id: self._faces.__setitem__(uid, text))
        roll = QPushButton()
        roll.setObjectName(f"roll_{unit.id}")
        roll.clicked.connect(lambda _c=False, uid=unit.id: self.roll_one(uid))
        chance = ChanceLabel()
        for column, widget in (
            (D_TRY, tick),
            (D_WANTED, wanted),
            (D_DISTANCE, distance),
            (D_CHANCE, chance),
            (D_FACE, face),
            (D_ROLL, roll),
        ):
            table.setCellWidget(row, column, widget)
        self.declaration_rows[unit.id] = DeclarationRow(
            unit.id, row, tick, wanted, distance, face, roll, chance, unit, done
        )
        self._update_declaration_row(unit.id)

    def _update_declaration_row(self, unit_id: int) -> None:
        """Work the row's declaration out again (CMD-3..7) and show it, widgets kept."""
        plan = self.plan
        table = self.declarations_table
        r = self.declaration_rows[unit_id]
        unit, done, row = r.unit, r.done, r.row
        choice = r.wanted.currentData()
        measured = plan.measured.get(unit.id)
        r.distance.setPlaceholderText(
            self.tr("{value} measured").format(value=self._format_distance(measured))
            if measured is not None
            else self.tr("type it")
        )
        r.distance.setStyleSheet("")
        r.roll.setText(self.tr("Roll"))
        r.roll.setToolTip("")
        r.chance.set_chance(None)
        self._refusals.pop(unit.id, None)
        typed_text = r.distance.text() if done is not None else self._typed.get(unit.id, "")
        decl = self._declare(unit, choice if unit.token else None, measured, typed_text)
        self._declarations[unit.id] = decl
        how = QTableWidgetItem()
        difficulty = QTableWidgetItem()
        needs = QTableWidgetItem()
        result = QTableWidgetItem()
        can_roll = False
        if decl.state == "no_token":
            how.setText(self.tr("No token placed (CMD-2)"))
        elif decl.state == "refused":
            how.setText(self._refusal_text(unit.token, choice))
            how.setForeground(QBrush(QColor(ERROR_COLOR)))
            self._refusals[unit.id] = how.text()
            r.roll.setToolTip(how.text())
        elif decl.state == "automatic":
            r.roll.setText(self.tr("Change"))
            r.distance.setPlaceholderText("—")
            if decl.mode is cmd.ChangeMode.AUTOMATIC_CINC:
                how.setText(self.tr("At once: with the C-in-C (CMD-4)"))
            else:
                how.setText(self.tr("At once: full command group (CMD-4)"))
            r.chance.set_chance(1)
            can_roll = True
        elif decl.state in ("no_distance", "bad_distance"):
            how.setText(self.tr("Control test (CMD-5)"))
            difficulty.setText(
                self.tr("type the distance")
                if decl.state == "no_distance"
                else self.tr("not a distance")
            )
            difficulty.setForeground(QBrush(QColor(ERROR_COLOR)))
        else:
            test = decl.test
            how.setText(self.tr("Control test (CMD-5)"))
            difficulty.setText(str(test.difficulty))
            difficulty.setToolTip(self._breakdown_tooltip(test))
            needs.setText(self.tr("{needed}+").format(needed=test.needed))
            needs.setToolTip(
                self.tr("d20 above the difficulty; a natural 20 always passes (CMD-5)")
            )
            r.chance.set_chance(test.chance)
            if decl.distance_source == "typed":
                r.distance.setStyleSheet("font-weight: bold;")
            can_roll = True
        if done is not None:
            result.setText(self._declaration_result_text(done))
            result.setToolTip(result.text())
            passed = not isinstance(done, ev.ControlTest) or done.passed
            result.setForeground(QBrush(QColor(PASS_COLOR if passed else ERROR_COLOR)))
            self._show_done(done, how, difficulty, needs, r.chance)
            can_roll = False
        how.setToolTip(how.text())
        for column, item in (
            (D_HOW, how),
            (D_DIFFICULTY, difficulty),
            (D_NEEDS, needs),
            (D_RESULT, result),
        ):
            table.setItem(row, column, item)
        open_ = done is None and unit.token is not None
        r.tick.setEnabled(open_)
        r.wanted.setEnabled(open_)
        r.distance.setEnabled(open_ and decl.state not in ("automatic", "refused"))
        r.roll.setEnabled(can_roll and r.tick.isChecked())
        r.face.setEnabled(
            r.roll.isEnabled() and self.dice_mode() == "physical" and decl.state == "test"
        )

    def _update_roll_all(self) -> None:
        pending = any(
            r.tick.isChecked() and r.tick.isEnabled() for r in self.declaration_rows.values()
        )
        self.roll_all.setEnabled(pending)

    def _show_done(self, done: Any, how, difficulty, needs, chance: ChanceLabel) -> None:
        """A row already resolved this turn shows what was shown before its roll."""
        if isinstance(done, ev.ControlTest):
            difficulty.setText(str(done.difficulty))
            needs.setText(self.tr("{needed}+").format(needed=done.needed))
        if done.chance is not None:
            chance.set_chance(done.chance)

    def _declare(
        self, unit: Any, wanted: str | None, measured: float | None, typed_text: str
    ) -> Declaration:
        try:
            typed = parse_distance(typed_text)
        except DistanceError:
            return Declaration("bad_distance", reason=typed_text)
        return declaration(unit, wanted, measured, typed)

    def _declaration_result_text(self, event: Any) -> str:
        """``event``: an ``events.TokenChange`` or ``events.ControlTest``."""
        if isinstance(event, ev.TokenChange):
            return self.tr("{before} → {after} (at once)").format(
                before=_token_name(event.token_from), after=_token_name(event.token)
            )
        face = event.dice[0] if event.dice else "?"
        if event.passed:
            return self.tr("{face} vs {needed}+: passed → {token}").format(
                face=face, needed=event.needed, token=_token_name(event.token)
            )
        return self.tr("{face} vs {needed}+: failed, stays {token}").format(
            face=face, needed=event.needed, token=_token_name(event.token)
        )

    def _breakdown_tooltip(self, test: cmd.ControlTest) -> str:
        lines = [
            f"{self._modifier_label(m)} ({m.rule}): {m.value:+d}"
            if m.key != "distance"
            else f"{self._modifier_label(m)} ({m.rule}): {m.value}"
            for m in test.breakdown
        ]
        lines.append(self.tr("Difficulty: {difficulty}").format(difficulty=test.difficulty))
        return "\n".join(lines)

    def _show_breakdown(self, row: int, *_args: object) -> None:
        table = self.declarations_table
        item = table.item(row, D_UNIT) if row >= 0 else None
        if item is None or self.plan is None:
            self._breakdown_title.setText(self.tr("Select a regiment to see its difficulty."))
            self.breakdown.set_modifiers(())
            return
        unit_id = item.data(Qt.ItemDataRole.UserRole)
        decl = self._declarations.get(unit_id)
        if unit_id in self._refusals:
            self._breakdown_title.setText(
                self.tr("{unit}: {reason}").format(unit=item.text(), reason=self._refusals[unit_id])
            )
            self.breakdown.set_modifiers(())
            return
        if decl is None or decl.test is None:
            self._breakdown_title.setText(
                self.tr("{unit}: no control test to show.").format(unit=item.text())
            )
            self.breakdown.set_modifiers(())
            return
        test = decl.test
        source = self.tr("typed") if decl.distance_source == "typed" else self.tr("measured")
        self._breakdown_title.setText(
            self.tr(
                "{unit}: distance {distance} ({source}) → difficulty {difficulty}, needs "
                "{needed}+, chance {chance}"
            ).format(
                unit=item.text(),
                distance=self._format_distance(test.distance),
                source=source,
                difficulty=test.difficulty,
                needed=test.needed,
                chance=format_percent(test.chance),
            )
        )
        self.breakdown.set_modifiers(test.breakdown, label_for=self._modifier_label)

    def _tick(self, unit_id: int, on: bool) -> None:
        if on:
            self._ticked.add(unit_id)
        else:
            self._ticked.discard(unit_id)
        self._update_declaration_row(unit_id)
        self._update_roll_all()

    def _want(self, unit_id: int, token: str) -> None:
        self._wanted[unit_id] = token
        self._update_declaration_row(unit_id)
        self._show_breakdown(self.declarations_table.currentRow())

    def _type(self, unit_id: int, text: str) -> None:
        if self._typed.get(unit_id, "") == text:
            return
        self._typed[unit_id] = text
        self._update_declaration_row(unit_id)
        self._show_breakdown(self.declarations_table.currentRow())
        if text.strip():
            try:
                parse_distance(text)
            except DistanceError:
                self.show_message(
                    self.tr("“{text}” is not a distance: type a number ≥ 0.").format(text=text),
                    error=True,
                )

    def set_typed_distance(self, unit_id: int, text: str) -> None:
        """Type a distance as measured on the table (what the line edit does on Enter)."""
        row = self.declaration_rows[unit_id]
        row.distance.setText(text)
        self._type(unit_id, text)

    def typed_distances(self) -> dict[int, str]:
        return {uid: text for uid, text in self._typed.items() if text.strip()}

    def declaration_of(self, unit_id: int) -> Declaration:
        return self._declarations[unit_id]

    def cell_text(self, unit_id: int, column: int) -> str:
        row = self.declaration_rows[unit_id].row
        item = self.declarations_table.item(row, column)
        return item.text() if item is not None else ""

    def _declaration_call(self, unit_id: int) -> tuple[str, Callable, tuple, dict] | str:
        from adjutant.store import resolve

        unit = self.plan.unit(unit_id)
        decl = self._declarations[unit_id]
        wanted = self.declaration_rows[unit_id].wanted.currentData()
        if decl.state == "refused":
            return self.tr("{unit}: {reason}").format(
                unit=unit.name, reason=self._refusal_text(unit.token, wanted)
            )
        if decl.state == "no_token":
            return self.tr("{unit}: no token placed (CMD-2)").format(unit=unit.name)
        if decl.state == "no_distance":
            return self.tr("{unit}: type the distance to the commander-in-chief").format(
                unit=unit.name
            )
        if decl.state == "bad_distance":
            return self.tr("{unit}: the distance is not a number ≥ 0").format(unit=unit.name)
        if decl.state == "automatic":
            label = self.tr("Change token: {unit}").format(unit=unit.name)
            return label, resolve.change_token, (unit_id, wanted), {}
        faces = self._face_for(self.declaration_rows[unit_id].face.text(), unit.name)
        if isinstance(faces, str):
            return faces
        # A typed distance wins (CMD-6); None lets the store measure the same one we show.
        distance = decl.distance if decl.distance_source == "typed" else None
        label = self.tr("Control test: {unit}").format(unit=unit.name)
        kwargs = {"distance": distance, **self._dice_kwargs(faces)}
        return label, resolve.resolve_control_test, (unit_id, wanted), kwargs

    def roll_one(self, unit_id: int) -> None:
        """Roll (or apply) one declared change: what the row's button does."""
        self._run_call(self._declaration_call(unit_id), self._declaration_result_text)

    def _roll_all_declarations(self) -> None:
        count = self._run_calls(
            (
                unit_id
                for unit_id, row in self.declaration_rows.items()
                if row.tick.isChecked() and row.tick.isEnabled()
            ),
            self._declaration_call,
            self.tr("Control tests"),
            self.tr("Tick the regiments that try to change token first."),
        )
        if count:
            self.show_message(self.tr("{count} declared change(s) resolved.").format(count=count))

    def roll_all_declarations(self) -> None:
        """What "Roll all" does (also Ctrl+Shift+D)."""
        self._roll_all_declarations()

    def roll_all_reckless(self) -> None:
        self._roll_all_reckless()

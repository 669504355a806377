"""The melee window: engagements, support quadrants and the round's result with exact odds.

RULES.md §3 (MEL-1..11), issue 6. ``MeleeWindow(document, parent=None)`` is the
"melee" tool dock of the main window (``main_window.TOOL_WINDOWS``).

- **Set-up** — the units engaged on each side ("From battlefield": the selected
  units and every enemy touching them, found with ``rules.geometry``), and for
  each pair in contact the side of each unit the other touches (measured with
  ``contact_quarter`` or chosen in the table's combos). Charging (from this
  turn's successful charges, first round only), the last round's winner, the
  unit's order and status come from the order of battle and the combat, and can
  be corrected here for the round (the order of battle is not changed).
- **Dice & support** — each attack's dice (MEL-1, split over the engaged sides
  by MEL-2) and to-hit number (MEL-3) with a breakdown of modifiers and rule ids;
  a hedgehog's units roll together and every attack on it strikes the pike unit
  (MEL-4). Supporters (MEL-5..9, ``rules.melee.choose_supports``) are listed with
  every nearby friendly unit that does not count and why, and drawn on the
  battlefield; the players may add or remove a supporter or change its quarter:
  such rows are marked "manual".
- **Odds & result** — the exact P(win), P(draw), P(lose), expected margin and a
  histogram of the margin (MEL-10) before the roll; then virtual dice, typed faces
  or typed hits per attack; casualties go to the unit each attack struck (MEL-11);
  the winner's +1 carries into the next round. The break test the players roll is
  entered per losing unit or hedgehog and recorded.
- **Ruleset options** (RULES.md [choice]) come through ``plan_round``: with the
  ruleset's ``tie_is_draw`` off a tie goes to the defender (MEL-10; the side that did
  not charge, else side B, or the players' pick in the set-up's "Defender" combo), and
  the odds show P(draw) 0 with the tie counted for that side; supporters are shared
  over all fighting units by ``rules.melee.allocate_supports`` (MEL-7) with the
  ruleset's MEL-6 quarter rule, and the players' manual adds and removals still win.

A combat lasting several rounds stays open across turns (the store's combats) and
can be taken up again from the combat list. Every change goes through
``adjutant.undo.run_service`` (undoable, on disk at once); the numbers come from
``adjutant.store.melee_services.plan_round``, i.e. from ``adjutant.rules.melee``.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import format_percent
from adjutant.qtmodels.oob_model import choice_label, choices
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.geometry import Quarter
from adjutant.rules.ruleset import Ruleset, load_preset
from adjutant.store import melee_services as ms
from adjutant.store import queries
from adjutant.store import resolve as rs
from adjutant.store.errors import InvalidField
from adjutant.undo.service import run_service
from adjutant.windows.game_rules import game_ruleset
from adjutant.windows.melee_chart import MarginChart, MeleeOverlayItem, SupportMark
from adjutant.windows.widgets import BreakdownView, ChanceLabel, CurrentPageTabs, ScrollPage
from adjutant.windows.widgets.dice_entry import ERROR_COLOR, FacesError, parse_faces

QUARTERS = (Quarter.FRONT, Quarter.LEFT, Quarter.RIGHT, Quarter.REAR)
# Fighters table
F_UNIT, F_SIDE, F_ORDER, F_STATUS, F_CHARGING, F_DICE = range(6)
# Contacts table
C_A, C_SIDE_OF_B, C_B, C_SIDE_OF_A, C_SOURCE = range(5)
# Attacks table
A_ATTACKER, A_TARGET, A_FROM, A_DICE, A_NEEDS, A_EXPECTED = range(6)
# Roll table
R_ATTACK, R_DICE, R_NEEDS, R_ENTRY = range(4)
# Support tree
S_UNIT, S_QUARTER, S_DISTANCE, S_VERDICT, S_RULE = range(5)
VIRTUAL, FACES, HITS = "virtual", "faces", "hits"


class MeleeWindow(QWidget):
    """Set up, compute and resolve a melee round (MEL-1..11). Tests drive the public API."""

    # Emitted after the plan was recomputed (tests and the battlefield overlay listen).
    planChanged = Signal()

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meleeWindow")
        self.document = document
        self.ruleset: Ruleset = load_preset("combined")
        self.units: dict[int, Any] = {}
        self.side_names: dict[int, str] = {}
        self.open_combats: dict[int, Any] = {}
        self.combat_id: int | None = None
        self.setup: ms.MeleeSetup | None = None
        self.plan: ms.RoundPlan | None = None
        self.error: str = ""
        self.last_resolution: Any = None
        self.overlay: MeleeOverlayItem | None = None
        self._scene: Any = None
        # The set-up each round was resolved with, by (combat id, round): undo restores it.
        self._before_round: dict[tuple[int, int], ms.MeleeSetup] = {}
        self._vanished: tuple[int, ms.MeleeSetup | None] | None = None
        # Fighter fields the players corrected for this melee (kept over the order of battle).
        self._corrected: dict[int, set[str]] = {}
        self._filling = False
        self._build()
        self.retranslateUi()
        document.opened.connect(self._opened)
        document.closed.connect(self._opened)
        document.changed.connect(self._on_changed)
        self._opened()

    # ================================================================== building
    def _table(self, name: str, columns: int, stretch: int = 0) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setObjectName(name)
        table.verticalHeader().hide()
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = table.horizontalHeader()
        for column in range(columns):
            header.setSectionResizeMode(
                column,
                QHeaderView.ResizeMode.Stretch
                if column == stretch
                else QHeaderView.ResizeMode.ResizeToContents,
            )
        return table

    def _button(self, name: str, slot) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def _build(self) -> None:
        # --- top: the combat and the odds line, always visible
        self.combat_combo = QComboBox()
        self.combat_combo.setObjectName("meleeCombat")
        self.combat_combo.activated.connect(self._combat_chosen)
        self.selection_button = self._button("meleeFromSelection", self.use_selection)
        self.end_button = self._button("meleeEndCombat", self.end_combat)
        self.summary = QLabel()
        self.summary.setObjectName("meleeSummary")
        self.summary.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("meleeMessage")
        self.message.setWordWrap(True)
        top_row = QHBoxLayout()
        self.combat_caption = QLabel()
        top_row.addWidget(self.combat_caption)
        top_row.addWidget(self.combat_combo, 1)
        top_row.addWidget(self.selection_button)
        top_row.addWidget(self.end_button)

        # --- set-up tab
        self.fighters = self._table("meleeFighters", 6)
        self.fighters.itemChanged.connect(self._fighter_item_changed)
        self.add_unit_combo = QComboBox()
        self.add_unit_combo.setObjectName("meleeAddUnitChoice")
        self.add_unit_button = self._button("meleeAddUnit", self._add_chosen_unit)
        self.remove_unit_button = self._button("meleeRemoveUnit", self._remove_current_unit)
        self.contacts = self._table("meleeContacts", 5, stretch=C_A)
        self.contacts.horizontalHeader().setSectionResizeMode(C_B, QHeaderView.ResizeMode.Stretch)
        self.contact_a = QComboBox()
        self.contact_a.setObjectName("meleeContactA")
        self.contact_b = QComboBox()
        self.contact_b.setObjectName("meleeContactB")
        self.add_contact_button = self._button("meleeAddContact", self._add_chosen_contact)
        self.remove_contact_button = self._button("meleeRemoveContact", self._remove_contact)
        self.measure_button = self._button("meleeMeasure", self.measure_contacts)
        self.winner_combo = QComboBox()
        self.winner_combo.setObjectName("meleeLastWinner")
        self.winner_combo.activated.connect(self._winner_chosen)
        self.defender_combo = QComboBox()
        self.defender_combo.setObjectName("meleeDefender")
        self.defender_combo.activated.connect(self._defender_chosen)
        setup_tab = QWidget()
        lay = QVBoxLayout(setup_tab)
        self.fighters_caption = QLabel()
        lay.addWidget(self.fighters_caption)
        lay.addWidget(self.fighters, 2)
        row = QHBoxLayout()
        row.addWidget(self.add_unit_combo, 1)
        row.addWidget(self.add_unit_button)
        row.addWidget(self.remove_unit_button)
        lay.addLayout(row)
        self.contacts_caption = QLabel()
        self.contacts_caption.setWordWrap(True)
        lay.addWidget(self.contacts_caption)
        lay.addWidget(self.contacts, 2)
        row = QHBoxLayout()
        row.addWidget(self.contact_a, 1)
        row.addWidget(self.contact_b, 1)
        row.addWidget(self.add_contact_button)
        lay.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.remove_contact_button)
        row.addWidget(self.measure_button)
        row.addStretch(1)
        lay.addLayout(row)
        form = QFormLayout()
        self.winner_caption = QLabel()
        form.addRow(self.winner_caption, self.winner_combo)
        self.defender_caption = QLabel()
        form.addRow(self.defender_caption, self.defender_combo)
        lay.addLayout(form)

        # --- dice & support tab
        self.attacks = self._table("meleeAttacks", 6)
        self.attacks.currentCellChanged.connect(lambda *_: self._show_attack_breakdown())
        self.to_hit_view = BreakdownView()
        self.to_hit_view.setObjectName("meleeToHitBreakdown")
        self.dice_view = BreakdownView()
        self.dice_view.setObjectName("meleeDiceBreakdown")
        self.supports = QTreeWidget()
        self.supports.setObjectName("meleeSupports")
        self.supports.setColumnCount(5)
        self.supports.setRootIsDecorated(True)
        self.supports.setWordWrap(True)
        self.supports.header().setSectionResizeMode(S_UNIT, QHeaderView.ResizeMode.ResizeToContents)
        header = self.supports.header()
        header.setStretchLastSection(False)
        for column in (S_QUARTER, S_DISTANCE, S_RULE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(S_VERDICT, QHeaderView.ResizeMode.Stretch)
        self.support_candidate = QComboBox()
        self.support_candidate.setObjectName("meleeSupportCandidate")
        self.support_quarter = QComboBox()
        self.support_quarter.setObjectName("meleeSupportQuarter")
        self.add_support_button = self._button("meleeAddSupport", self._add_chosen_support)
        self.remove_support_button = self._button("meleeRemoveSupport", self._remove_chosen_support)
        self.reset_support_button = self._button("meleeResetSupport", self._reset_chosen_support)
        dice_tab = QWidget()
        lay = QVBoxLayout(dice_tab)
        self.attacks_caption = QLabel()
        self.attacks_caption.setWordWrap(True)
        lay.addWidget(self.attacks_caption)
        lay.addWidget(self.attacks, 2)
        views = QHBoxLayout()
        self.to_hit_box = QGroupBox()
        QVBoxLayout(self.to_hit_box).addWidget(self.to_hit_view)
        self.dice_box = QGroupBox()
        QVBoxLayout(self.dice_box).addWidget(self.dice_view)
        views.addWidget(self.to_hit_box)
        views.addWidget(self.dice_box)
        lay.addLayout(views, 2)
        self.supports_caption = QLabel()
        self.supports_caption.setWordWrap(True)
        lay.addWidget(self.supports_caption)
        lay.addWidget(self.supports, 3)
        row = QHBoxLayout()
        row.addWidget(self.support_candidate, 1)
        row.addWidget(self.support_quarter)
        lay.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.add_support_button)
        row.addWidget(self.remove_support_button)
        row.addWidget(self.reset_support_button)
        row.addStretch(1)
        lay.addLayout(row)

        # --- odds & result tab
        self.score_a_view = BreakdownView()
        self.score_a_view.setObjectName("meleeScoreA")
        self.score_b_view = BreakdownView()
        self.score_b_view.setObjectName("meleeScoreB")
        self.win_label = ChanceLabel()
        self.win_label.setObjectName("meleeWin")
        self.draw_label = ChanceLabel()
        self.draw_label.setObjectName("meleeDraw")
        self.lose_label = ChanceLabel()
        self.lose_label.setObjectName("meleeLose")
        self.expected_label = QLabel()
        self.expected_label.setObjectName("meleeExpected")
        self.chart = MarginChart()
        self.mode_virtual = QRadioButton()
        self.mode_virtual.setObjectName("meleeModeVirtual")
        self.mode_faces = QRadioButton()
        self.mode_faces.setObjectName("meleeModeFaces")
        self.mode_hits = QRadioButton()
        self.mode_hits.setObjectName("meleeModeHits")
        self.mode_group = QButtonGroup(self)
        for button in (self.mode_virtual, self.mode_faces, self.mode_hits):
            self.mode_group.addButton(button)
            button.toggled.connect(self._mode_toggled)
        self.roll_table = self._table("meleeRollEntry", 4)
        self.roll_table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.roll_table.itemChanged.connect(lambda *_: self._validate_entry())
        self.entry_message = QLabel()
        self.entry_message.setObjectName("meleeEntryMessage")
        self.entry_message.setWordWrap(True)
        self.mode_virtual.setChecked(True)
        self.resolve_button = self._button("meleeResolve", self.resolve)
        QShortcut(
            QKeySequence("Ctrl+Return"),
            self,
            self.resolve,
        ).setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # not context=: ignored
        QShortcut(
            QKeySequence("Ctrl+Shift+M"),
            self,
            self.use_selection,
        ).setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # not context=: ignored
        self.result = QLabel()
        self.result.setObjectName("meleeResult")
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.break_table = self._table("meleeBreakTests", 2)
        self.break_button = self._button("meleeRecordBreak", self.record_break_tests)
        result_tab = QWidget()
        lay = QVBoxLayout(result_tab)
        scores = QHBoxLayout()
        self.score_a_box = QGroupBox()
        QVBoxLayout(self.score_a_box).addWidget(self.score_a_view)
        self.score_b_box = QGroupBox()
        QVBoxLayout(self.score_b_box).addWidget(self.score_b_view)
        scores.addWidget(self.score_a_box)
        scores.addWidget(self.score_b_box)
        lay.addLayout(scores, 2)
        odds = QFormLayout()
        self.win_caption, self.draw_caption = QLabel(), QLabel()
        self.lose_caption, self.expected_caption = QLabel(), QLabel()
        odds.addRow(self.win_caption, self.win_label)
        odds.addRow(self.draw_caption, self.draw_label)
        odds.addRow(self.lose_caption, self.lose_label)
        odds.addRow(self.expected_caption, self.expected_label)
        odds_row = QHBoxLayout()
        odds_row.addLayout(odds)
        odds_row.addWidget(self.chart, 1)
        lay.addLayout(odds_row, 2)
        modes = QHBoxLayout()
        for button in (self.mode_virtual, self.mode_faces, self.mode_hits):
            modes.addWidget(button)
        modes.addStretch(1)
        lay.addLayout(modes)
        lay.addWidget(self.roll_table, 2)
        lay.addWidget(self.entry_message)
        lay.addWidget(self.resolve_button)
        lay.addWidget(self.result)
        self.break_box = QGroupBox()
        box = QVBoxLayout(self.break_box)
        box.addWidget(self.break_table)
        box.addWidget(self.break_button)
        lay.addWidget(self.break_box, 1)

        self.tabs = CurrentPageTabs()  # as tall as the current tab, in the scroll page
        self.tabs.setObjectName("meleeTabs")
        self.tabs.addTab(setup_tab, "")
        self.tabs.addTab(dice_tab, "")
        self.tabs.addTab(result_tab, "")
        # Issue 9 (docks 460-1000+ px, 500+ px tall): scroll rather than make the main
        # window taller than the screen (it grew to 936 px at 1280x800).
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addLayout(top_row)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)
        self.scroll = ScrollPage(body)
        self.scroll.setObjectName("meleeScroll")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Melee"))
        self.combat_caption.setText(self.tr("Combat:"))
        self.selection_button.setText(self.tr("From battlefield"))
        self.selection_button.setToolTip(
            self.tr("The selected units and every enemy touching them (Ctrl+Shift+M)")
        )
        self.end_button.setText(self.tr("End combat"))
        self.end_button.setToolTip(self.tr("A side broke or withdrew: close this combat"))
        self.tabs.setTabText(0, self.tr("Set-up"))
        self.tabs.setTabText(1, self.tr("Dice && support"))
        self.tabs.setTabText(2, self.tr("Odds && result"))
        self.fighters_caption.setText(
            self.tr("Units engaged (order, status and charging may be corrected for this round)")
        )
        self.fighters.setHorizontalHeaderLabels(
            [
                self.tr("Unit"),
                self.tr("Side"),
                self.tr("Order"),
                self.tr("Status"),
                self.tr("Charging"),
                self.tr("Dice"),
            ]
        )
        self.add_unit_button.setText(self.tr("Add unit"))
        self.remove_unit_button.setText(self.tr("Remove unit"))
        self.contacts_caption.setText(
            self.tr("Contacts: the side of each unit its enemy touches (MEL-2, MEL-3)")
        )
        self.contacts.setHorizontalHeaderLabels(
            [
                self.tr("Unit A"),
                self.tr("touches B's"),
                self.tr("Unit B"),
                self.tr("touches A's"),
                self.tr("Source"),
            ]
        )
        self.add_contact_button.setText(self.tr("Add contact"))
        self.remove_contact_button.setText(self.tr("Remove contact"))
        self.measure_button.setText(self.tr("Measure contacts"))
        self.measure_button.setToolTip(self.tr("Read every contact from the battlefield again"))
        self.winner_caption.setText(self.tr("Won the previous round (MEL-3):"))
        self.defender_caption.setText(self.tr("Defender (MEL-10):"))
        self.attacks_caption.setText(
            self.tr("Attacks: dice (MEL-1, MEL-2) and the roll needed to hit (MEL-3)")
        )
        self.attacks.setHorizontalHeaderLabels(
            [
                self.tr("Attacker"),
                self.tr("Target"),
                self.tr("From"),
                self.tr("Dice"),
                self.tr("Needs"),
                self.tr("Exp. hits"),
            ]
        )
        self.to_hit_box.setTitle(self.tr("To hit (MEL-3)"))
        self.dice_box.setTitle(self.tr("Dice (MEL-1, MEL-2)"))
        self.supports_caption.setText(
            self.tr("Support (MEL-5..9): who counts, and why the others do not")
        )
        self.supports.setHeaderLabels(
            [
                self.tr("Unit"),
                self.tr("Quarter"),
                self.tr("Distance"),
                self.tr("Verdict"),
                self.tr("Rule"),
            ]
        )
        self.add_support_button.setText(self.tr("Add supporter"))
        self.add_support_button.setToolTip(
            self.tr("The players say this unit supports from this quarter (manual)")
        )
        self.remove_support_button.setText(self.tr("Remove supporter"))
        self.reset_support_button.setText(self.tr("As measured"))
        self.reset_support_button.setToolTip(self.tr("Drop the players' override of this unit"))
        self.win_caption.setText(self.tr("Side A wins:"))
        self.draw_caption.setText(self.tr("Draw:"))
        self.lose_caption.setText(self.tr("Side B wins:"))
        self.expected_caption.setText(self.tr("Expected margin (A − B):"))
        self.mode_virtual.setText(self.tr("Virtual dice"))
        self.mode_faces.setText(self.tr("Typed faces"))
        self.mode_hits.setText(self.tr("Typed hits"))
        self.roll_table.setHorizontalHeaderLabels(
            [self.tr("Attack"), self.tr("Dice"), self.tr("Needs"), self.tr("Faces / hits")]
        )
        self.resolve_button.setText(self.tr("Resolve round (Ctrl+Enter)"))
        self.break_box.setTitle(self.tr("Break test of the losers (MEL-11, MEL-4)"))
        self.break_table.setHorizontalHeaderLabels([self.tr("Unit"), self.tr("Result")])
        self.break_button.setText(self.tr("Record break test"))
        self._fill_all()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # ================================================================== labels
    def quarter_text(self, q: Quarter) -> str:
        return {
            Quarter.FRONT: self.tr("front"),
            Quarter.LEFT: self.tr("left flank"),
            Quarter.RIGHT: self.tr("right flank"),
            Quarter.REAR: self.tr("rear"),
        }[q]

    def side_text(self, side: str | None) -> str:
        if side is None:
            return self.tr("Nobody (first round or a draw)")
        ids = self.setup.ids(side) if self.setup else ()
        army = self.side_names.get(self.units[ids[0]].side_id, "") if ids else ""
        return (self.tr("Side A") if side == "a" else self.tr("Side B")) + (
            f" ({army})" if army else ""
        )

    def name(self, unit_id: int) -> str:
        unit = self.units.get(unit_id)
        return unit.name if unit is not None else f"#{unit_id}"

    def group_name(self, group_id: int) -> str:
        group = self.plan.group(group_id) if self.plan else None
        if group is not None and group.hedgehog:
            return self.tr("Hedgehog ({units})").format(
                units=", ".join(self.name(m) for m in group.members)
            )
        return self.name(group_id)

    def modifier_label(self, m: Modifier) -> str:
        labels = {
            "profile": self.tr("Profile dice"),
            "large": self.tr("Large unit"),
            "small": self.tr("Small unit"),
            "tiny": self.tr("Tiny unit: exactly 1 die"),
            "march_column": self.tr("March column: exactly 1 die"),
            "limbered": self.tr("Limbered artillery: no dice"),
            "hedgehog_member": self.tr("Hedgehog unit"),
            "base": self.tr("Base to-hit"),
            "charging": self.tr("Charging (+1 to hit)"),
            "flank_or_rear_attack": self.tr("Attacking flank or rear (+1 to hit)"),
            "won_last_round": self.tr("Won the previous round (+1 to hit)"),
            "broken_or_disordered": self.tr("Broken or disordered (−1 to hit)"),
            "skirmish": self.tr("Skirmish order (−1 to hit)"),
            "attacked_in_flank_or_rear": self.tr("Attacked in flank or rear (−1 to hit)"),
            "clamp": self.tr("A 1 always misses, a 6 always hits"),
            "supports": self.tr("Supports"),
            "hedgehog_vs_cavalry": self.tr("Hedgehog against cavalry"),
            "pikemen_vs_cavalry": self.tr("Pikemen against cavalry"),
            "cavalry_vs_infantry": self.tr("Cavalry against infantry without pikes"),
            "building": self.tr("Defending a building"),
            "split": self.tr("Split over engaged sides"),
            "casualties": self.tr("Casualties inflicted"),
        }
        return labels.get(m.key, m.label)

    def verdict_text(self, line: ms.SupportLine) -> str:
        """The translated reason for a support verdict (the rules' English text as fallback)."""
        q = self.quarter_text(line.quarter)
        texts = {
            "supports": self.tr("supports from the {quarter} quarter — MEL-5"),
            "fighter_artillery": self.tr(
                "the fighting unit is artillery — cannot be supported, MEL-8"
            ),
            "fighter_hedgehog": self.tr(
                "the fighting unit is a hedgehog — cannot be supported, MEL-8"
            ),
            "fighter_skirmish": self.tr(
                "the fighting unit is in skirmish order — cannot be supported, MEL-8"
            ),
            "fighter_in_building": self.tr(
                "the fighting unit is in a building — cannot be supported, MEL-8"
            ),
            "fighter_flank_or_rear": self.tr(
                "the fighting unit is attacked in flank or rear — cannot be supported, MEL-8"
            ),
            "destroyed": self.tr("destroyed — cannot support, MEL-9"),
            "engaged": self.tr("engaged in melee itself — MEL-5"),
            "already_supporting": self.tr("already supports another unit — MEL-7"),
            "march_column": self.tr("march column — cannot support, MEL-9"),
            "limbered_artillery": self.tr("limbered artillery — cannot support, MEL-9"),
            "too_far": self.tr("too far ({distance} > {radius}) — MEL-5"),
            "front_quarter": self.tr("front quarter — MEL-7"),
            "quarter_taken": self.tr("second support in the {quarter} quarter — MEL-7"),
            "max_supports": self.tr("at most {max} supports — MEL-7"),
            "manual_removed": self.tr("removed by the players"),
        }
        text = texts.get(line.key)
        if text is None:
            return line.text
        text = text.format(
            quarter=q,
            distance=f"{line.distance:.1f}",
            radius=f"{float(self.ruleset.support_radius):g}",
            max=self.ruleset.max_supports,
        )
        return text + (" — " + self.tr("manual") if line.manual else "")

    # ================================================================== loading
    def _opened(self) -> None:
        self.combat_id = None
        self.setup = None
        self.last_resolution = None
        self.result.clear()
        self.reload()

    def _on_changed(self, _change: Any) -> None:
        self.reload()

    def reload(self) -> None:
        """Re-read the game (units, open combats) and recompute the round."""
        game = self.document.game
        if game is None:
            self.units, self.side_names, self.open_combats = {}, {}, {}
            self.setup = self.plan = None
            self._fill_all()
            return
        self.ruleset = game_ruleset(game)
        oob = queries.order_of_battle(game)
        self.side_names = {side.id: side.name for side in oob.sides}
        self.units = {u.id: u for side in oob.sides for u in side.all_units()}
        self.open_combats = {c.id: c for c in queries.combats(game)}
        if self.combat_id is not None and self.combat_id not in self.open_combats:
            # Ended, or its first round was undone: back to the set-up of that round.
            before = self._before_round.get((self.combat_id, 1))
            if before is not None:
                self._vanished = (self.combat_id, self.setup)
                self.setup = before
            self.result.clear()
            self.combat_id = None
        elif self.combat_id is None and self._vanished is not None:
            # Redo of a first round: take the combat up again where it was.
            vanished_id, vanished_setup = self._vanished
            if vanished_id in self.open_combats and self.setup == self._before_round.get(
                (vanished_id, 1)
            ):
                self.combat_id, self.setup = vanished_id, vanished_setup
            self._vanished = None
        if self.combat_id is not None and self.setup is not None:
            # Undo/redo of a later round: the +1 follows the combat's last winner (MEL-3).
            self.setup = replace(
                self.setup, last_winner=self.open_combats[self.combat_id].last_winner
            )
        if self.setup is not None:
            self.setup = self._refreshed(self.setup)
        self._replan()

    def _refreshed(self, setup: ms.MeleeSetup) -> ms.MeleeSetup | None:
        """The fighters' values as the order of battle has them now, except the ones the
        players corrected here; units deleted since drop out."""
        fighters = []
        for f in setup.fighters:
            unit = self.units.get(f.unit_id)
            if unit is None:
                continue
            fresh = ms.FighterSetup.from_unit(unit, f.side, f.charging)
            kept = {k: getattr(f, k) for k in self._corrected.get(f.unit_id, ())}
            fighters.append(replace(fresh, **kept))
        return replace(setup, fighters=tuple(fighters)) if fighters else None

    def _replan(self) -> None:
        self.plan, self.error = None, ""
        if self.setup is not None and self.document.game is not None:
            try:
                self.plan = ms.plan_round(
                    self.setup,
                    self.units,
                    self.ruleset,
                    busy=ms.busy_units(self.document.game, self.combat_id),
                )
            except (InvalidField, RuleInputError) as exc:
                self.error = str(exc)
        self._fill_all()
        self.planChanged.emit()

    # ================================================================== set-up API
    def _side_of(self, unit_id: int) -> str:
        if self.setup is None or not self.setup.fighters:
            return "a"
        first = self.units[self.setup.fighters[0].unit_id]
        return "a" if self.units[unit_id].side_id == first.side_id else "b"

    def start(self, unit_ids: list[int] | tuple[int, ...]) -> None:
        """A new combat: these units and every enemy touching them on the battlefield; the
        contacts as measured; charging from this turn's successful charges (MEL-3)."""
        game = self.document.game
        if game is None:
            return
        found = ms.engagement_from(unit_ids, self.units)
        if not found:
            self.show_message(self.tr("Select a unit on the battlefield first."), error=True)
            return
        charges = ms.charges_this_turn(game)
        enemies = {s: {i for i, side in found if side != s} for s in ms.SIDES}
        fighters = tuple(
            ms.FighterSetup.from_unit(
                self.units[i], side, charging=any((i, e) in charges for e in enemies[side])
            )
            for i, side in found
        )
        self.combat_id = None
        self._corrected = {}
        self.setup = ms.MeleeSetup(fighters, ms.measured_contacts(found, self.units))
        self.result.clear()
        self.show_message("")
        self._replan()

    def use_selection(self) -> None:
        self.start(self.document.selected_units)

    def select_combat(self, combat_id: int | None) -> None:
        """Take up an open combat (its saved set-up; MEL-3's winner +1, no charging now)."""
        if combat_id is None:
            self.combat_id, self.setup = None, None
            self._replan()
            return
        combat = self.open_combats[combat_id]
        saved = ms.last_setup(self.document.game, combat_id)
        if saved is None:
            pairs = [(i, "a") for i in combat.units_a] + [(i, "b") for i in combat.units_b]
            pairs = [(i, s) for i, s in pairs if i in self.units]
            saved = ms.MeleeSetup(
                tuple(ms.FighterSetup.from_unit(self.units[i], s) for i, s in pairs),
                ms.measured_contacts(pairs, self.units),
            )
        # Corrections saved with the round are kept where they differ from the order of
        # battle; the rest follows it (status after a break test...). No charging now.
        self._corrected = {}
        for f in saved.fighters:
            unit = self.units.get(f.unit_id)
            if unit is not None:
                fresh = ms.FighterSetup.from_unit(unit, f.side)
                self._corrected[f.unit_id] = {
                    k for k in ("unit_type", "formation") if getattr(f, k) != getattr(fresh, k)
                }
        # The defender stays the one of the first round once "charging" is cleared (MEL-10).
        saved = replace(
            saved,
            defender=saved.defending_side(),
            fighters=tuple(replace(f, charging=False) for f in saved.fighters),
        )
        self.combat_id = combat_id
        self.setup = replace(self._refreshed(saved) or saved, last_winner=combat.last_winner)
        self._replan()

    def _combat_chosen(self, index: int) -> None:
        self.select_combat(self.combat_combo.itemData(index))

    def _set_setup(self, setup: ms.MeleeSetup) -> None:
        self.setup = setup
        self._replan()

    def add_fighter(self, unit_id: int) -> None:
        if unit_id not in self.units:
            return
        if self.setup is None:
            self.setup = ms.MeleeSetup(())
        if self.setup.fighter(unit_id) is not None:
            return
        side = self._side_of(unit_id)
        fighters = (*self.setup.fighters, ms.FighterSetup.from_unit(self.units[unit_id], side))
        pairs = [(f.unit_id, f.side) for f in fighters]
        new = [c for c in ms.measured_contacts(pairs, self.units) if unit_id in (c.a, c.b)]
        self._set_setup(
            replace(self.setup, fighters=fighters, contacts=(*self.setup.contacts, *new))
        )

    def remove_fighter(self, unit_id: int) -> None:
        if self.setup is None:
            return
        fighters = tuple(f for f in self.setup.fighters if f.unit_id != unit_id)
        contacts = tuple(c for c in self.setup.contacts if unit_id not in (c.a, c.b))
        overrides = tuple(
            o for o in self.setup.overrides if unit_id not in (o.fighter, o.candidate)
        )
        self._set_setup(
            ms.MeleeSetup(
                fighters, contacts, self.setup.last_winner, overrides, self.setup.defender
            )
            if fighters
            else None
        )

    def correct_fighter(self, unit_id: int, **fields: Any) -> None:
        """Correct a fighter for this round: formation, status, charging, unit_type, size."""
        if self.setup is None or self.setup.fighter(unit_id) is None:
            return
        self._corrected.setdefault(unit_id, set()).update(k for k in fields if k != "charging")
        fighters = tuple(
            replace(f, **fields) if f.unit_id == unit_id else f for f in self.setup.fighters
        )
        self._set_setup(replace(self.setup, fighters=fighters))

    def set_contact(
        self, a: int, b: int, side_of_b: Quarter = Quarter.FRONT, side_of_a: Quarter = Quarter.FRONT
    ) -> None:
        """Chosen contact: ``a`` (side A) touches ``side_of_b`` of ``b``, and ``b`` touches
        ``side_of_a`` of ``a``. Replaces a measured one for the same pair."""
        if self.setup is None:
            return
        if self.setup.fighter(a) is None or self.setup.fighter(b) is None:
            return
        if self.setup.fighter(a).side == "b":
            a, b, side_of_a, side_of_b = b, a, side_of_b, side_of_a
        contacts = [c for c in self.setup.contacts if (c.a, c.b) != (a, b)]
        contacts.append(ms.Contact(a, b, side_of_b, side_of_a, measured=False))
        self._set_setup(replace(self.setup, contacts=tuple(contacts)))

    def remove_contact(self, a: int, b: int) -> None:
        if self.setup is None:
            return
        contacts = tuple(c for c in self.setup.contacts if {c.a, c.b} != {a, b})
        self._set_setup(replace(self.setup, contacts=contacts))

    def measure_contacts(self) -> None:
        if self.setup is None:
            return
        pairs = [(f.unit_id, f.side) for f in self.setup.fighters]
        self._set_setup(replace(self.setup, contacts=ms.measured_contacts(pairs, self.units)))

    def set_last_winner(self, side: str | None) -> None:
        if self.setup is not None:
            self._set_setup(replace(self.setup, last_winner=side))

    def _winner_chosen(self, index: int) -> None:
        self.set_last_winner(self.winner_combo.itemData(index))

    def set_defender(self, side: str | None) -> None:
        """MEL-10 [choice]: the side that defends and so takes a tie when ties are not
        draws ("a" | "b"; None: the side that did not charge, else side B)."""
        if self.setup is not None:
            self._set_setup(replace(self.setup, defender=side))

    def _defender_chosen(self, index: int) -> None:
        self.set_defender(self.defender_combo.itemData(index))

    # ---------------------------------------------------------------- support overrides
    def add_supporter(self, fighter: int, candidate: int, quarter: Quarter) -> None:
        """The players say ``candidate`` supports ``fighter`` from ``quarter`` (manual; the
        rules still apply MEL-7..9 to it)."""
        self._override(ms.SupportOverride(fighter, candidate, ms.ADD, quarter))

    def remove_supporter(self, fighter: int, candidate: int) -> None:
        self._override(ms.SupportOverride(fighter, candidate, ms.REMOVE))

    def clear_override(self, fighter: int, candidate: int) -> None:
        self._override(ms.SupportOverride(fighter, candidate, ""), drop=True)

    def _override(self, override: ms.SupportOverride, drop: bool = False) -> None:
        if self.setup is None:
            return
        rest = tuple(
            o
            for o in self.setup.overrides
            if (o.fighter, o.candidate) != (override.fighter, override.candidate)
        )
        self._set_setup(replace(self.setup, overrides=rest if drop else (*rest, override)))

    def _chosen_support(self) -> tuple[int, int] | None:
        data = self.support_candidate.currentData()
        if not data:
            return None
        fighter, candidate = (int(part) for part in data.split(","))
        return fighter, candidate

    def _add_chosen_support(self) -> None:
        chosen = self._chosen_support()
        if chosen:
            self.add_supporter(*chosen, self.support_quarter.currentData())

    def _remove_chosen_support(self) -> None:
        chosen = self._chosen_support()
        if chosen:
            self.remove_supporter(*chosen)

    def _reset_chosen_support(self) -> None:
        chosen = self._chosen_support()
        if chosen:
            self.clear_override(*chosen)

    # ---------------------------------------------------------------- widgets -> API
    def _add_chosen_unit(self) -> None:
        unit_id = self.add_unit_combo.currentData()
        if unit_id:
            self.add_fighter(unit_id)

    def _remove_current_unit(self) -> None:
        row = self.fighters.currentRow()
        if self.setup is not None and 0 <= row < len(self.setup.fighters):
            self.remove_fighter(self.setup.fighters[row].unit_id)

    def _add_chosen_contact(self) -> None:
        a, b = self.contact_a.currentData(), self.contact_b.currentData()
        if a and b:
            self.set_contact(a, b)

    def _remove_contact(self) -> None:
        row = self.contacts.currentRow()
        if self.setup is not None and 0 <= row < len(self.setup.contacts):
            c = self.setup.contacts[row]
            self.remove_contact(c.a, c.b)

    def _fighter_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != F_CHARGING or self.setup is None:
            return
        fighter = self.setup.fighters[item.row()]
        self.correct_fighter(fighter.unit_id, charging=item.checkState() == Qt.CheckState.Checked)

    # ================================================================== filling
    def _fill_all(self) -> None:
        self._filling = True
        try:
            self._fill_combats()
            self._fill_fighters()
            self._fill_contacts()
            self._fill_attacks()
            self._fill_supports()
            self._fill_odds()
            self._fill_roll_table()
            self._fill_break_tests()
            self._update_overlay()
        finally:
            self._filling = False

    def _fill_combats(self) -> None:
        self.combat_combo.clear()
        self.combat_combo.addItem(self.tr("New combat"), None)
        for c in self.open_combats.values():
            names_a = ", ".join(self.name(i) for i in c.units_a)
            names_b = ", ".join(self.name(i) for i in c.units_b)
            self.combat_combo.addItem(
                self.tr("{a} v {b} — {rounds} round(s) fought, since turn {turn}").format(
                    a=names_a, b=names_b, rounds=c.round, turn=c.turn_started
                ),
                c.id,
            )
        index = self.combat_combo.findData(self.combat_id) if self.combat_id else 0
        self.combat_combo.setCurrentIndex(max(index, 0))
        self.end_button.setEnabled(self.combat_id is not None)
        self.selection_button.setEnabled(self.document.game is not None)

    def _combo(self, values: list[tuple[str, Any]], current: Any, slot) -> QComboBox:
        combo = QComboBox()
        for text, data in values:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(combo.findData(current), 0))
        combo.activated.connect(lambda _i, c=combo: slot(c.currentData()))
        return combo

    def _fill_fighters(self) -> None:
        setup = self.setup
        fighters = setup.fighters if setup else ()
        # Rows go first: replaced cell widgets would linger until deleted (deleteLater).
        self.fighters.setRowCount(0)
        self.fighters.setRowCount(len(fighters))
        for row, f in enumerate(fighters):
            group = self.plan.group(f.unit_id) if self.plan else None
            item = QTableWidgetItem(self.name(f.unit_id))
            item.setToolTip(choice_label("unit_type", f.unit_type.value))
            self.fighters.setItem(row, F_UNIT, item)
            self.fighters.setItem(row, F_SIDE, QTableWidgetItem("A" if f.side == "a" else "B"))
            self.fighters.setCellWidget(
                row,
                F_ORDER,
                self._combo(
                    [(label, value) for value, label in choices("formation")],
                    f.formation.value,
                    lambda v, u=f.unit_id: self.correct_fighter(u, formation=v),
                ),
            )
            self.fighters.setCellWidget(
                row,
                F_STATUS,
                self._combo(
                    [(label, value) for value, label in choices("status")],
                    f.status.value,
                    lambda v, u=f.unit_id: self.correct_fighter(u, status=v),
                ),
            )
            check = QTableWidgetItem()
            check.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            check.setCheckState(Qt.CheckState.Checked if f.charging else Qt.CheckState.Unchecked)
            check.setToolTip(self.tr("Charging: +1 to hit (MEL-3)"))
            self.fighters.setItem(row, F_CHARGING, check)
            dice = QTableWidgetItem("" if group is None else str(group.dice))
            if group is not None:
                dice.setToolTip(self._terms_tooltip(group.dice_breakdown))
            self.fighters.setItem(row, F_DICE, dice)
        # add-unit choices: every unit not yet in the fight
        self.add_unit_combo.clear()
        for unit in self.units.values():
            if setup is None or setup.fighter(unit.id) is None:
                army = self.side_names.get(unit.side_id, "")
                self.add_unit_combo.addItem(f"{unit.name} ({army})", unit.id)
        self.winner_combo.clear()
        for side in (None, "a", "b"):
            self.winner_combo.addItem(self.side_text(side), side)
        self.winner_combo.setCurrentIndex(
            self.winner_combo.findData(setup.last_winner) if setup and setup.last_winner else 0
        )
        # MEL-10 [choice]: the defender takes a tie when the ruleset's ties are not draws.
        self.defender_combo.clear()
        for side in ("a", "b"):
            self.defender_combo.addItem(self.side_text(side), side)
        self.defender_combo.setCurrentIndex(
            self.defender_combo.findData(setup.defending_side() if setup else "b")
        )
        self.defender_combo.setEnabled(setup is not None and not self.ruleset.tie_is_draw)
        self.defender_combo.setToolTip(
            self.tr("A tie is a draw in this game's ruleset (MEL-10)")
            if self.ruleset.tie_is_draw
            else self.tr(
                "The side that was attacked: it wins a tied round (MEL-10). By default the "
                "side that did not charge, else side B."
            )
        )

    def _quarter_values(self) -> list[tuple[str, Quarter]]:
        return [(self.quarter_text(q), q) for q in QUARTERS]

    def _fill_contacts(self) -> None:
        contacts = self.setup.contacts if self.setup else ()
        # Rows go first: replaced cell widgets would linger until deleted (deleteLater).
        self.contacts.setRowCount(0)
        self.contacts.setRowCount(len(contacts))
        for row, c in enumerate(contacts):
            self.contacts.setItem(row, C_A, QTableWidgetItem(self.name(c.a)))
            self.contacts.setItem(row, C_B, QTableWidgetItem(self.name(c.b)))
            self.contacts.setCellWidget(
                row,
                C_SIDE_OF_B,
                self._combo(
                    self._quarter_values(),
                    c.side_of_b,
                    lambda q, c=c: self.set_contact(c.a, c.b, q, c.side_of_a),
                ),
            )
            self.contacts.setCellWidget(
                row,
                C_SIDE_OF_A,
                self._combo(
                    self._quarter_values(),
                    c.side_of_a,
                    lambda q, c=c: self.set_contact(c.a, c.b, c.side_of_b, q),
                ),
            )
            self.contacts.setItem(
                row,
                C_SOURCE,
                QTableWidgetItem(self.tr("measured") if c.measured else self.tr("chosen")),
            )
        for combo, side in ((self.contact_a, "a"), (self.contact_b, "b")):
            combo.clear()
            for f in self.setup.fighters if self.setup else ():
                if f.side == side:
                    combo.addItem(self.name(f.unit_id), f.unit_id)

    def _terms_tooltip(self, terms) -> str:
        return "\n".join(
            f"{self.modifier_label(m)} [{m.rule}]: {m.value:+d}".replace("-", "−") for m in terms
        )

    def _fill_attacks(self) -> None:
        attacks = self.plan.attacks if self.plan else ()
        self.attacks.setRowCount(len(attacks))
        for row, a in enumerate(attacks):
            needs = QTableWidgetItem(f"{a.needed}+")
            needs.setToolTip(self._terms_tooltip(a.to_hit_breakdown))
            for column, text in (
                (A_ATTACKER, self.group_name(a.attacker)),
                (A_TARGET, self.group_name(a.target)),
                (A_FROM, self.quarter_text(a.quarter)),
                (A_DICE, str(a.dice)),
                (A_EXPECTED, f"{float(a.expected_hits):.2f}"),
            ):
                item = QTableWidgetItem(text)
                if column == A_DICE:
                    group = self.plan.group(a.attacker)
                    item.setToolTip(self._terms_tooltip(group.dice_breakdown))
                self.attacks.setItem(row, column, item)
            self.attacks.setItem(row, A_NEEDS, needs)
        if attacks and self.attacks.currentRow() < 0:
            self.attacks.setCurrentCell(0, 0)
        self._show_attack_breakdown()

    def dice_terms(self, attack: ms.AttackPlan) -> tuple[Modifier, ...]:
        """MEL-1's count for the attacker and MEL-2's split: the terms add up to the dice."""
        group = self.plan.group(attack.attacker)
        terms = list(group.dice_breakdown)
        share = attack.dice - group.dice
        if share:
            terms.append(Modifier("split", "Split over engaged sides", "MEL-2", share))
        return tuple(terms)

    def _show_attack_breakdown(self) -> None:
        row = self.attacks.currentRow()
        if self.plan is None or not 0 <= row < len(self.plan.attacks):
            self.to_hit_view.set_modifiers(())
            self.dice_view.set_modifiers(())
            return
        attack = self.plan.attacks[row]
        self.to_hit_view.set_modifiers(
            attack.to_hit_breakdown, label_for=self.modifier_label, signed=True
        )
        self.dice_view.set_modifiers(self.dice_terms(attack), label_for=self.modifier_label)

    def _fill_supports(self) -> None:
        chosen, quarter = self.support_candidate.currentData(), self.support_quarter.currentData()
        self.supports.clear()
        self.support_candidate.clear()
        if self.plan is None:
            return
        for group in self.plan.groups:
            top = QTreeWidgetItem(
                [
                    self.group_name(group.id),
                    "",
                    "",
                    self.tr("{n} support(s)").format(n=group.support_count),
                    "MEL-10",
                ]
            )
            self.supports.addTopLevelItem(top)
            for line in group.supports:
                child = QTreeWidgetItem(
                    [
                        self.name(line.candidate),
                        self.quarter_text(line.quarter),
                        f"{line.distance:.1f}",
                        self.verdict_text(line),
                        line.rule,
                    ]
                )
                child.setData(S_UNIT, Qt.ItemDataRole.UserRole, (line.fighter, line.candidate))
                if line.counts:
                    font = child.font(S_VERDICT)
                    font.setBold(True)
                    child.setFont(S_VERDICT, font)
                child.setToolTip(S_VERDICT, self.verdict_text(line))
                top.addChild(child)
            top.setExpanded(True)
            if not group.hedgehog:
                fighter = self.setup.fighter(group.id)
                for unit in self.units.values():
                    if (
                        unit.side_id == self.units[group.id].side_id
                        and unit.id not in group.members
                        and fighter is not None
                    ):
                        self.support_candidate.addItem(
                            self.tr("{unit} supports {fighter}").format(
                                unit=unit.name, fighter=self.name(group.id)
                            ),
                            f"{group.id},{unit.id}",
                        )
        self.support_quarter.clear()
        for text, q in self._quarter_values():
            self.support_quarter.addItem(text, q)
        # Keep the players' choice across recomputations (default: the rear quarter).
        self.support_quarter.setCurrentIndex(
            self.support_quarter.findData(quarter) if quarter is not None else 3
        )
        self.support_candidate.setCurrentIndex(max(self.support_candidate.findData(chosen), 0))

    def _side_label(self, side: str) -> str:
        ids = self.setup.ids(side) if self.setup else ()
        names = (
            ", ".join(self.group_name(g.id) for g in self.plan.groups if g.side == side)
            if (self.plan)
            else ", ".join(self.name(i) for i in ids)
        )
        return (self.tr("A: {names}") if side == "a" else self.tr("B: {names}")).format(names=names)

    def _fill_odds(self) -> None:
        plan = self.plan
        if plan is None:
            self.draw_caption.setText(self.tr("Draw:"))
            self.draw_caption.setToolTip("")
            for label in (self.win_label, self.draw_label, self.lose_label):
                label.set_chance(None)
            self.expected_label.setText("–")
            self.chart.set_margin({})
            self.score_a_view.set_modifiers(())
            self.score_b_view.set_modifiers(())
            self.score_a_box.setTitle(self.tr("Side A score (MEL-10)"))
            self.score_b_box.setTitle(self.tr("Side B score (MEL-10)"))
            if self.error:
                self.summary.setText(self.error)
                self.summary.setStyleSheet(f"color: {ERROR_COLOR};")
            else:
                self.summary.setStyleSheet("")
                self.summary.setText(
                    self.tr("Select the units in contact and press “From battlefield”.")
                )
            self.resolve_button.setEnabled(False)
            return
        odds = plan.odds
        if plan.tie_winner is None:
            self.draw_caption.setText(self.tr("Draw:"))
            ties = ""
        else:  # MEL-10 [choice]: the ruleset gives ties to the defender
            side = plan.tie_winner.value.upper()
            ties = self.tr("a tie goes to side {side}, the defender (MEL-10)").format(side=side)
            self.draw_caption.setText(self.tr("Draw (ties: defender {side}):").format(side=side))
        self.draw_caption.setToolTip(ties)
        self.win_label.set_chance(odds.p_win)
        self.draw_label.set_chance(odds.p_draw)
        self.lose_label.set_chance(odds.p_lose)
        self.expected_label.setText(self._signed(odds.expected_margin))
        self.expected_label.setToolTip(str(odds.expected_margin))
        self.chart.set_margin(
            odds.margin, None if plan.tie_winner is None else plan.tie_winner.value
        )
        self.chart.setToolTip(
            self.tr("Margin of the round, A's score minus B's (MEL-10); green: A wins")
        )
        for view, box, side, setup in (
            (self.score_a_view, self.score_a_box, "a", plan.side_a),
            (self.score_b_view, self.score_b_box, "b", plan.side_b),
        ):
            expected = sum(a.expected_hits for a in plan.rolled(side))
            view.set_modifiers(setup.static_breakdown, label_for=self.modifier_label)
            box.setTitle(
                self.tr("{side} — bonus {bonus} + expected hits {hits}").format(
                    side=self._side_label(side), bonus=setup.static, hits=f"{float(expected):.1f}"
                )
            )
        self.summary.setStyleSheet("")
        round_no = (
            self.open_combats[self.combat_id].round + 1
            if self.combat_id in self.open_combats
            else 1
        )
        self.summary.setText(
            self.tr(
                "Round {round}: A wins {win} · draw {draw} · B wins {lose} · "
                "expected margin {margin}"
            ).format(
                round=round_no,
                win=format_percent(odds.p_win),
                draw=format_percent(odds.p_draw),
                lose=format_percent(odds.p_lose),
                margin=self._signed(odds.expected_margin),
            )
            + (" · " + ties if ties else "")
        )
        self.resolve_button.setEnabled(True)

    @staticmethod
    def _signed(value: Fraction) -> str:
        return f"{float(value):+.2f}".replace("-", "−")

    # ================================================================== rolling
    def mode(self) -> str:
        if self.mode_faces.isChecked():
            return FACES
        return HITS if self.mode_hits.isChecked() else VIRTUAL

    def set_mode(self, mode: str) -> None:
        {VIRTUAL: self.mode_virtual, FACES: self.mode_faces, HITS: self.mode_hits}[mode].setChecked(
            True
        )

    def _mode_toggled(self, *_args: Any) -> None:
        if not self._filling:
            self._filling = True
            try:
                self._fill_roll_table()
            finally:
                self._filling = False

    def rolled_attacks(self) -> list[ms.AttackPlan]:
        if self.plan is None:
            return []
        return [*self.plan.rolled("a"), *self.plan.rolled("b")]

    def _fill_roll_table(self) -> None:
        attacks = self.rolled_attacks()
        old = []
        for r in range(self.roll_table.rowCount()):
            item = self.roll_table.item(r, R_ENTRY)
            editable = item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEditable)
            old.append(item.text() if editable else "")
        self.roll_table.setRowCount(len(attacks))
        virtual = self.mode() == VIRTUAL
        for row, a in enumerate(attacks):
            for column, text in (
                (
                    R_ATTACK,
                    f"{a.side.upper()}: {self.group_name(a.attacker)} → "
                    f"{self.group_name(a.target)}",
                ),
                (R_DICE, str(a.dice)),
                (R_NEEDS, f"{a.needed}+"),
            ):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.roll_table.setItem(row, column, item)
            entry = QTableWidgetItem("" if virtual else (old[row] if row < len(old) else ""))
            if virtual:
                entry.setFlags(entry.flags() & ~Qt.ItemFlag.ItemIsEditable)
                entry.setText(self.tr("rolled by Adjutant"))
            self.roll_table.setItem(row, R_ENTRY, entry)
        self._validate_entry()

    def set_entry(self, row: int, text: str) -> None:
        """Type the faces or the hits of the ``row``-th rolled attack (A's first, then B's)."""
        self.roll_table.item(row, R_ENTRY).setText(text)

    def entries(self) -> tuple[list[Any], list[Any]]:
        """The typed faces or hits per rolled attack, split by side; raises ValueError."""
        mode = self.mode()
        out: dict[str, list[Any]] = {"a": [], "b": []}
        for row, a in enumerate(self.rolled_attacks()):
            text = self.roll_table.item(row, R_ENTRY).text()
            if mode == FACES:
                out[a.side].append(list(parse_faces(text, 6, a.dice)))
            else:
                try:
                    hits = int(text.strip())
                except ValueError:
                    raise ValueError(
                        self.tr("Row {row}: type the number of hits").format(row=row + 1)
                    ) from None
                if not 0 <= hits <= a.dice:
                    raise ValueError(
                        self.tr("Row {row}: {hits} hits from {dice} dice").format(
                            row=row + 1, hits=hits, dice=a.dice
                        )
                    )
                out[a.side].append(hits)
        return out["a"], out["b"]

    def _validate_entry(self) -> bool:
        if self.mode() == VIRTUAL:
            self.entry_message.setText(self.tr("Adjutant rolls the dice (reproducible)."))
            self.entry_message.setStyleSheet("")
            return True
        try:
            self.entries()
        except (ValueError, FacesError) as exc:
            self.entry_message.setText(str(exc))
            self.entry_message.setStyleSheet(f"color: {ERROR_COLOR};")
            return False
        self.entry_message.setText(self.tr("Dice accepted."))
        self.entry_message.setStyleSheet("")
        return True

    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {ERROR_COLOR};" if error else "")

    def resolve(self) -> Any:
        """Resolve the round (one undoable action); returns the store's Resolution or None."""
        if self.plan is None or self.setup is None or self.document.game is None:
            return None
        kwargs: dict[str, Any] = {"combat_id": self.combat_id}
        mode = self.mode()
        if mode != VIRTUAL:
            try:
                first, second = self.entries()
            except (ValueError, FacesError) as exc:
                self.show_message(str(exc), error=True)
                return None
            kwargs["dice_mode"] = "physical"
            kwargs.update(
                {"faces_a": first, "faces_b": second}
                if mode == FACES
                else {"hits_a": first, "hits_b": second}
            )
        else:
            kwargs["dice_mode"] = "virtual"
        setup = self.setup
        try:
            change = run_service(
                self.document, self.tr("Melee round"), ms.resolve_melee, setup, **kwargs
            )
        except (InvalidField, RuleInputError) as exc:
            self.show_message(str(exc), error=True)
            return None
        resolution = change.result
        self.last_resolution = resolution
        melee_round = resolution.event  # events.MeleeRound
        # The next round: same fight, no charging, the winner's +1 (MEL-3, MEL-10).
        self.combat_id = melee_round.combat_id
        self._before_round[(self.combat_id, melee_round.round)] = setup
        self.setup = replace(
            setup,
            fighters=tuple(replace(f, charging=False) for f in setup.fighters),
            last_winner=None if melee_round.winner is None else melee_round.winner.value,
            defender=setup.defending_side(),  # MEL-10: the same defender in every round
        )
        self.result.setText(self.result_text(resolution))
        self.show_message("")
        self.reload()
        self.tabs.setCurrentIndex(2)
        return resolution

    def result_text(self, resolution: Any) -> str:
        o = resolution.event  # events.MeleeRound
        winner = None if o.winner is None else o.winner.value
        if winner is None:
            verdict = self.tr("a draw: nobody gets +1 next round (MEL-10)")
        elif o.score_a == o.score_b:
            verdict = self.tr(
                "side {side} wins the tie as the defender (MEL-10) and gets +1 to hit "
                "next round (MEL-3)"
            ).format(side=winner.upper())
        else:
            verdict = self.tr("side {side} wins and gets +1 to hit next round (MEL-3)").format(
                side=winner.upper()
            )
        casualties = ", ".join(
            self.tr("{unit} −{n}").format(unit=self.name(k), n=v)
            for k, v in o.casualties or ()
            if v
        )
        return self.tr(
            "Round {round}: {a}–{b}, {verdict}. Casualties (MEL-11): {casualties}. "
            "Chance shown before the roll: A wins {chance}."
        ).format(
            round=o.round,
            a=o.score_a,
            b=o.score_b,
            verdict=verdict,
            casualties=casualties or self.tr("none"),
            chance=format_percent(resolution.chance),
        )

    # ================================================================== break tests
    def losing_groups(self) -> list[Any]:
        """The groups of the side that lost the last round of this combat (one test each;
        a hedgehog takes one test for all its units, MEL-4)."""
        if self.combat_id is None or self.plan is None:
            return []
        combat = self.open_combats.get(self.combat_id)
        if combat is None or combat.last_winner is None:
            return []
        loser = "b" if combat.last_winner == "a" else "a"
        return [g for g in self.plan.groups if g.side == loser]

    def _fill_break_tests(self) -> None:
        groups = self.losing_groups()
        # Rows go first: replaced cell widgets would linger until deleted (deleteLater).
        self.break_table.setRowCount(0)
        self.break_table.setRowCount(len(groups))
        for row, g in enumerate(groups):
            item = QTableWidgetItem(self.group_name(g.id))
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            self.break_table.setItem(row, 0, item)
            combo = QComboBox()
            combo.addItem(self.tr("passed"), True)
            combo.addItem(self.tr("failed — broken"), False)
            self.break_table.setCellWidget(row, 1, combo)
        self.break_box.setEnabled(bool(groups))

    def set_break_result(self, unit_id: int, passed: bool) -> None:
        for row in range(self.break_table.rowCount()):
            if self.break_table.item(row, 0).data(Qt.ItemDataRole.UserRole) == unit_id:
                combo = self.break_table.cellWidget(row, 1)
                combo.setCurrentIndex(0 if passed else 1)

    def record_break_tests(self) -> Any:
        if self.combat_id is None or not self.break_table.rowCount():
            return None
        results = {
            self.break_table.item(row, 0).data(Qt.ItemDataRole.UserRole): bool(
                self.break_table.cellWidget(row, 1).currentData()
            )
            for row in range(self.break_table.rowCount())
        }
        try:
            change = run_service(
                self.document,
                self.tr("Break test"),
                ms.record_break_test,
                self.combat_id,
                results,
            )
        except (InvalidField, RuleInputError) as exc:
            self.show_message(str(exc), error=True)
            return None
        test = change.result.event  # events.BreakTest
        self.show_message(
            self.tr("Break test recorded.")
            + (" " + self.tr("The combat is over.") if test.closed else "")
        )
        return change.result

    def end_combat(self) -> None:
        if self.combat_id is None:
            return
        try:
            run_service(self.document, self.tr("End combat"), rs.close_combat, self.combat_id)
        except (InvalidField, RuleInputError) as exc:
            self.show_message(str(exc), error=True)

    # ================================================================== battlefield
    def attach_battlefield(self, scene: Any) -> None:
        """Draw the melee on this battlefield scene (``BattlefieldWidget.scene``, issue 5)."""
        if self.overlay is not None and self.overlay.scene() is not None:
            self.overlay.scene().removeItem(self.overlay.labels)
            self.overlay.scene().removeItem(self.overlay)
        self._scene = scene
        self.overlay = MeleeOverlayItem()
        scene.addItem(self.overlay)
        scene.addItem(self.overlay.labels)
        self._update_overlay()

    def _find_battlefield(self) -> None:
        if self._scene is not None:
            return
        top: QWidget = self
        while top.parentWidget() is not None:
            top = top.parentWidget()
        from adjutant.windows.battlefield import BattlefieldWidget

        widget = top.findChild(BattlefieldWidget)
        if widget is not None:
            self.attach_battlefield(widget.scene)

    def support_marks(self) -> tuple[SupportMark, ...]:
        """The counting supports as the battlefield shows them (units on the table only)."""
        if self.plan is None:
            return ()
        marks = []
        for line in self.plan.supports():
            s, f = self.units.get(line.candidate), self.units.get(line.fighter)
            if not line.counts or s is None or f is None or not s.footprint or not f.footprint:
                continue
            label = "+1 " + self.quarter_text(line.quarter)
            if line.manual:
                label += " — " + self.tr("manual")
            marks.append(
                SupportMark(
                    s.footprint.to_rules(), f.footprint.to_rules(), line.quarter, line.manual, label
                )
            )
        return tuple(marks)

    def _update_overlay(self) -> None:
        self._find_battlefield()
        if self.overlay is None:
            return
        fighters = tuple(
            self.units[f.unit_id].footprint.to_rules()
            for f in (self.setup.fighters if self.setup else ())
            if f.unit_id in self.units and self.units[f.unit_id].footprint is not None
        )
        self.overlay.set_data(
            fighters if self.plan else (), self.support_marks(), float(self.ruleset.support_radius)
        )

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._update_overlay()


__all__ = ["MeleeWindow"]

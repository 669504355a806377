"""The melee tool window: a melee set up from the battlefield, its odds, the round as a card.

RULES.md §3 (MEL-1..11), issues 6, 14, 15. ``MeleeWindow(document, parent=None)`` is the
"melee" tool dock of the main window (``main_window.TOOL_WINDOWS``), a
:class:`~adjutant.windows.tool_base.ToolPanel`. At the top: the combat (a new melee, or
an open one to take up), **From battlefield** (Ctrl+Shift+M: the selected units and every
enemy touching them), **End combat**, and the round's odds in one line. Four tabs:

- **Round** (``round_page``) — the round as a roll card: side A's exact chance large, the
  distribution one click away, Roll or the typed faces or hits of each attack (the game's
  dice switch, or this card's own); then the losers' break tests as the players rolled
  them. A round the store refuses says why (no contact yet, the combat is over…).
- **Set-up** (``setup_page``) — fighters (order, status, charging corrected in place) and
  contacts (the side each touches, MEL-2).
- **Dice** (``dice_page``) — each attack's dice and the roll it needs, with breakdowns.
- **Support** (``support_page``) — supports and every nearby unit's verdict; overrides.

A charge that reached its target brings its melee here in one step (issue 22: the charge
tool's "Fight this melee" asks for it, the shell hands it to :meth:`fight_charge`).

Every number comes from the store's planner (``melee_services.plan_melee``) through the
session (``session.MeleeSession``); every record is one undoable action
(``ToolPanel.run``): the round (``resolve_melee``, the entry shown, so the chance recorded
is the one shown), a break test, the end of a combat. Out of the melee phase the window
asks once, and the store logs it as such. The melee is drawn on the battlefield
(``chart.MeleeOverlayItem``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsScene,
    QHBoxLayout,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument, TurnState
from adjutant.qtmodels.formatting import format_percent, plain_tooltip
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.tools.melee import recorder as melee_services
from adjutant.windows.melee import strings
from adjutant.windows.melee.chart import MeleeOverlayItem, SupportMark
from adjutant.windows.melee.dice_page import DicePage
from adjutant.windows.melee.round_page import RoundPage, signed
from adjutant.windows.melee.session import MeleeSession
from adjutant.windows.melee.setup_page import SetupPage
from adjutant.windows.melee.support_page import SupportPage
from adjutant.windows.tool_base import ToolPanel
from adjutant.windows.widgets.reflow import ScrollPage, WrappedLabel

if TYPE_CHECKING:
    from adjutant.rules.shapes import Footprint
    from adjutant.store.tools.melee.recorder import Resolution

TAB_ROUND, TAB_SETUP, TAB_DICE, TAB_SUPPORT = range(4)


class MeleeWindow(ToolPanel):
    """Set up, see the odds of, and resolve a melee round (MEL-1..11)."""

    TOOL = "melee"
    #: Emitted after the plan was worked out again (tests and the battlefield overlay).
    planChanged = Signal()

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("meleeWindow")
        self.session = MeleeSession()
        self.overlay: MeleeOverlayItem | None = None
        self._scene: QGraphicsScene | None = None
        self.last_resolution: Resolution | None = None
        self._build()
        self.start()

    # ---------------------------------------------------------------- building

    def _build(self) -> None:
        self.combat_combo = QComboBox(self)
        self.combat_combo.setObjectName("meleeCombat")
        self.combat_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combat_combo.setMinimumContentsLength(8)
        self.combat_combo.activated.connect(lambda i: self.take_up(self.combat_combo.itemData(i)))
        self.selection_button = QPushButton(self)
        self.selection_button.setObjectName("meleeFromSelection")
        self.selection_button.clicked.connect(self.use_selection)
        self.end_button = QPushButton(self)
        self.end_button.setObjectName("meleeEndCombat")
        self.end_button.clicked.connect(self.end_combat)
        self.summary = WrappedLabel(parent=self)
        self.summary.setObjectName("meleeSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)

        self.round_page = RoundPage(self.session, self)
        self.round_page.rollRequested.connect(self.roll)
        self.round_page.breakRequested.connect(self.record_break_tests)
        self.setup_page = SetupPage(self.session, self.refresh, self)
        self.dice_page = DicePage(self.session, self)
        self.support_page = SupportPage(self.session, self.refresh, self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("meleeTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.round_page, "")
        for page in (self.setup_page, self.dice_page, self.support_page):
            self.tabs.addTab(ScrollPage(page), "")

        top = QHBoxLayout()
        top.addWidget(self.combat_combo, 1)
        top.addWidget(self.selection_button)
        top.addWidget(self.end_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)
        QShortcut(QKeySequence("Ctrl+Shift+M"), self, self.use_selection).setContext(
            Qt.ShortcutContext.WidgetWithChildrenShortcut
        )

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Melee"))
        self.combat_combo.setToolTip(
            self.tr("The combat: a new melee, or an open one to go on with")
        )
        self.selection_button.setText(self.tr("From battlefield"))
        self.selection_button.setToolTip(
            self.tr("The selected units and every enemy touching them (Ctrl+Shift+M)")
        )
        self.end_button.setText(self.tr("End combat"))
        self.end_button.setToolTip(self.tr("A side broke or withdrew: close this combat"))
        for index, text, tip in (
            (TAB_ROUND, self.tr("Round"), self.tr("The round to roll, and the break tests")),
            (TAB_SETUP, self.tr("Set-up"), self.tr("Units engaged and their contacts")),
            (TAB_DICE, self.tr("Dice"), self.tr("Each attack's dice and the roll it needs")),
            (TAB_SUPPORT, self.tr("Support"), self.tr("Who supports whom (MEL-5..9)")),
        ):
            self.tabs.setTabText(index, text)
            self.tabs.setTabToolTip(index, tip)
        for page in (self.round_page, self.setup_page, self.dice_page, self.support_page):
            page.retranslateUi()
        self.refresh()

    # ---------------------------------------------------------------- loading

    def reload(self) -> None:
        if self.session.game is not self.document.game:
            self.session.open(self.document.game)
            self.last_resolution = None
        else:
            self.session.reload()
        self.refresh()

    def dice_mode_changed(self, mode: str) -> None:
        self.round_page.cards.set_default_mode(mode)

    def phase_changed(self, state: TurnState | None) -> None:
        self._reloads.request()  # the round is in or out of its phase now

    def refresh(self) -> None:
        """Fill every tab from the session's plan (after an edit or a reload)."""
        self.round_page.cards.set_default_mode(self.dice_mode)
        for page in (self.round_page, self.setup_page, self.dice_page, self.support_page):
            page.fill()
        self._fill_combats()
        self._fill_summary()
        self._update_overlay()
        self.planChanged.emit()

    def _fill_combats(self) -> None:
        s = self.session
        self.combat_combo.clear()
        self.combat_combo.addItem(self.tr("New melee"), None)
        plan = s.plan
        combats = list(plan.combats) if plan else []
        if plan is not None and plan.combat is not None and not plan.combat.is_open:
            combats.append(plan.combat)
        for c in combats:
            text = self.tr("{a} v {b} — rounds fought: {rounds}, since turn {turn}").format(
                a=", ".join(s.name(i) for i in c.units_a),
                b=", ".join(s.name(i) for i in c.units_b),
                rounds=c.round,
                turn=c.turn_started,
            )
            if not c.is_open:
                text += " — " + self.tr("over")
            self.combat_combo.addItem(text, c.id)
            self.combat_combo.setItemData(  # unit names: text, not markup (issue 16)
                self.combat_combo.count() - 1, plain_tooltip(text), Qt.ItemDataRole.ToolTipRole
            )
        at = self.combat_combo.findData(s.combat_id) if s.combat_id else 0
        self.combat_combo.setCurrentIndex(max(at, 0))
        self.end_button.setEnabled(
            plan is not None and plan.combat is not None and plan.combat.is_open
        )
        self.selection_button.setEnabled(self.document.game is not None)

    def _fill_summary(self) -> None:
        entry = self.session.round
        if entry is None:
            self.summary.setText("")
            return
        if entry.plan is None:
            refusal = entry.refusal
            unit_id = None if refusal is None else refusal.unit_id
            unit = "" if unit_id is None else self.session.name(unit_id)
            self.summary.setText("" if refusal is None else strings.refusal(refusal, unit))
            return
        odds = entry.plan.odds
        text = self.tr(
            "Round {round}: A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}"
        ).format(
            round=entry.number,
            win=format_percent(odds.p_win),
            draw=format_percent(odds.p_draw),
            lose=format_percent(odds.p_lose),
            margin=signed(odds.expected_margin),
        )
        if entry.plan.tie_winner is not None:
            text += " · " + self.tr("a tie goes to side {side}, the defender (MEL-10)").format(
                side=entry.plan.tie_winner.value.upper()
            )
        if entry.out_of_phase:
            text += " · " + self.tr("not the melee phase now")
        self.summary.setText(text)

    # ---------------------------------------------------------------- set-up

    @property
    def setup(self) -> melee_services.MeleeSetup | None:
        return self.session.setup

    @property
    def plan(self) -> melee_services.RoundPlan | None:
        """The round's numbers (groups, attacks, supports, odds), None when refused."""
        return self.session.round_plan

    def verdict_text(self, line: melee_services.SupportLine) -> str:
        """A supporter's verdict as the Support tab shows it (MEL-5..9, "— manual")."""
        return self.support_page.verdict_text(line)

    def use_selection(self) -> None:
        self.start_melee(self.document.selected_units)

    def start_melee(self, unit_ids: Iterable[int]) -> None:
        """A new melee from the battlefield around these units (MEL-2 contacts measured)."""
        if self.document.game is None:
            return
        self.message.clear_message()
        if not self.session.start(unit_ids):
            self.show_refusal(self.tr("Select a unit on the battlefield first."))
            return
        self.refresh()
        self.tabs.setCurrentIndex(TAB_ROUND)
        self.round_page.cards.focus_next_pending()  # Enter rolls (keyboard first)

    def fight_charge(self, charge_id: int) -> bool:
        """Issue 22, "Fight this melee": the melee this turn's charge ``charge_id`` brings
        on, set up by the store (the charger charging, MEL-3; contacts from the
        battlefield, MEL-6), its round's card shown with the chance and given the
        keyboard: the player only confirms (rolls). False, with why, if it reached nothing."""
        if self.document.game is None:
            return False
        self.message.clear_message()
        try:
            self.session.start_from_charge(charge_id)
        except InvalidField:
            self.show_refusal(
                self.tr("No melee to set up: that charge reached no target this turn (CHG-4).")
            )
            return False
        self.refresh()
        self.tabs.setCurrentIndex(TAB_ROUND)
        card = self.round_page.cards.focus_next_pending()  # Enter rolls
        shown = self.round_page.round_card()
        if card is None and shown is not None:
            shown.bring_into_view(later=True)  # why it cannot roll
        return True

    def handle_request(self, request: object) -> None:
        """What another tool asks of this one (``GameDocument.request_tool``):
        ``("charge", event id)`` — :meth:`fight_charge`; any other request is ignored."""
        match request:
            case ("charge", int(charge_id)):
                self.fight_charge(charge_id)

    def take_up(self, combat_id: int | None) -> None:
        """Continue an open combat (its last set-up; its winner's +1, MEL-3), or None."""
        self.message.clear_message()
        self.session.take_up(combat_id)
        self.refresh()

    # ---------------------------------------------------------------- records

    def roll(
        self, entry: melee_services.RoundEntry, dice: melee_services.MeleeDice | None
    ) -> Resolution | None:
        """Record the round shown (one undoable action); the Resolution, or None."""
        if self.document.game is None:
            return None
        if entry.out_of_phase:
            if not self.confirm_out_of_phase("melee", self.tr("this melee round")):
                return None
            entry = melee_services.plan_melee(
                self.document.game, self.session.inputs(out_of_phase=True)
            ).round
        change = self.run(self.tr("Melee round"), melee_services.resolve_melee, entry, dice)
        if change is None:
            return None
        result: Resolution = change.result  # what resolve_melee returns (Change.result is untyped)
        self.last_resolution = result
        if isinstance(result.event, event_kinds.MeleeRound):
            self.session.round_recorded(result.event)
        self.refresh()
        if self.round_page.pending_break_tests():
            # The losers test first (MEL-11): the break tests take the focus, not round 2.
            QTimer.singleShot(0, self.round_page, self.round_page.focus_break_tests)
        return result

    def record_break_tests(self, results: dict[int, bool]) -> Resolution | None:
        """Record the break tests entered (MEL-11, MEL-4); the Resolution, or None."""
        combat_id = self.session.combat_id
        if combat_id is None or not results:
            return None
        late = False
        if self.out_of_phase("melee"):
            if not self.confirm_out_of_phase("melee", self.tr("this break test")):
                return None
            late = True
        change = self.run(
            self.tr("Break test"),
            melee_services.record_break_test,
            combat_id,
            results,
            out_of_phase=late,
        )
        if change is None:
            return None
        self.round_page.break_recorded()
        recorded: Resolution = (
            change.result
        )  # what record_break_test returns (Change.result is untyped)
        test = recorded.event
        closed = isinstance(test, event_kinds.BreakTest) and test.closed
        self.message.show_note(
            self.tr("Break test recorded.")
            + (" " + self.tr("The combat is over.") if closed else "")
        )
        return recorded

    def end_combat(self) -> None:
        combat_id = self.session.combat_id
        if combat_id is not None:
            self.run(self.tr("End combat"), melee_services.close_combat, combat_id)

    # ---------------------------------------------------------------- battlefield

    def attach_battlefield(self, scene: QGraphicsScene) -> None:
        """Draw the melee on this battlefield scene (``BattlefieldWidget.scene``, issue 5)."""
        old = None if self.overlay is None else self.overlay.scene()
        if self.overlay is not None and old is not None:
            old.removeItem(self.overlay.labels)
            old.removeItem(self.overlay)
        self._scene = scene
        self.overlay = MeleeOverlayItem()
        scene.addItem(self.overlay)
        scene.addItem(self.overlay.labels)
        self._update_overlay()

    def _find_battlefield(self) -> None:
        if self._scene is not None:
            return
        top: QWidget = self
        while (parent := top.parentWidget()) is not None:
            top = parent
        from adjutant.windows.battlefield import BattlefieldWidget

        widget = top.findChild(BattlefieldWidget)
        if widget is not None:
            self.attach_battlefield(widget.scene)

    def support_marks(self) -> tuple[SupportMark, ...]:
        """The counting supports as the battlefield shows them (units on the table only)."""
        plan, units = self.session.round_plan, self.session.units
        if plan is None:
            return ()
        marks = []
        for line in plan.supports():
            s, f = units.get(line.candidate), units.get(line.fighter)
            if not line.counts or s is None or f is None or not s.footprint or not f.footprint:
                continue
            label = "+1 " + strings.quarter(line.quarter)
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
        units, setup = self.session.units, self.session.setup
        fighters: list[Footprint] = []
        for f in setup.fighters if setup else ():
            unit = units.get(f.unit_id)
            if unit is not None and unit.footprint is not None:
                fighters.append(unit.footprint.to_rules())
        radius = 6.0 if self.session.ruleset is None else float(self.session.ruleset.support_radius)
        self.overlay.set_data(tuple(fighters) if self.plan else (), self.support_marks(), radius)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._update_overlay()


__all__ = ["TAB_DICE", "TAB_ROUND", "TAB_SETUP", "TAB_SUPPORT", "MeleeWindow"]

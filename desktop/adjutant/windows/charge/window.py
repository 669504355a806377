"""ChargeWindow: declare charges and roll them, one card each (RULES.md §2, CHG-1..5, CMD-1).

The "charge" tool dock of the main window (``main_window.TOOL_WINDOWS``; issues 5, 14,
15). Three pages, one per step, Alt+1..3:

1. **Charger** (:mod:`.charger_page`) — the active side's units; those whose token
   forbids a charge (CMD-1) or that charged this turn (CHG-1) greyed, with the reason.
2. **Targets** (:mod:`.targets_page`) — tick the enemies it charges, type the
   distance measured on the table where it differs (CHG-5: it wins), see each
   target's chance, the chance of reaching every one and at least one (CHG-4) and
   the chart; **Declare** (Ctrl+Enter).
3. **Roll** (:mod:`.roll_page`) — each declared charge as a roll card, in the order
   the active side chooses, charges on one target together (CHG-1): the chance and
   the chart stay on the card as it is rolled (Enter), with the game's dice
   (the toolbar's switch; a card may type faces instead, Ctrl+T). A charge that
   reached its target offers **Fight this melee** (Ctrl+Shift+M, issue 22): the melee
   tool comes up with the melee set up from it (``GameDocument.request_tool``).

Every number is the store planner's (``store.tools.charge.planner.plan_charge``, through
:class:`~.session.ChargeSession`); a roll records exactly the card's entry
(``resolve_planned_charge``: one undoable action; "Roll all" one undoable batch). A
charge out of the charge phase asks once per phase and is logged as such.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from adjutant.qtmodels.document import GameDocument, TurnState
from adjutant.qtmodels.log_model import phase_name
from adjutant.store import action_labels
from adjutant.store.file.batch import call
from adjutant.store.tools.charge.planner import ChargePlan, EntryState, resolve_planned_charge
from adjutant.windows.charge import strings
from adjutant.windows.charge.charger_page import ChargerPage
from adjutant.windows.charge.roll_page import RollPage
from adjutant.windows.charge.session import ChargeSession
from adjutant.windows.charge.strings import ChargeTexts, translate
from adjutant.windows.charge.targets_page import TargetsPage
from adjutant.windows.tool_base import ToolPanel
from adjutant.windows.widgets import CurrentPageTabs, WrappedLabel
from adjutant.windows.widgets.dice_entry import PHYSICAL, VIRTUAL

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from adjutant.store import Change

PAGE_CHARGER, PAGE_TARGETS, PAGE_ROLL = range(3)
# The tables that can change what the charge tool shows.
TABLES = ("units", "footprints", "events", "game", "formations", "sides", "commanders")


class ChargeWindow(ToolPanel):
    """Declare, check and roll charges (CHG-1..5, CMD-1). Tests drive the public methods."""

    TOOL = "charge"

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("chargeWindow")
        self.session = ChargeSession()
        self.texts = ChargeTexts()
        self.last_change: Change | None = None

        self.phase_note = WrappedLabel(parent=self)
        self.phase_note.setObjectName("chargePhaseNote")
        self.phase_note.setTextFormat(Qt.TextFormat.PlainText)
        self.phase_note.hide()
        self.charger_page = ChargerPage(self.texts, self)
        self.targets_page = TargetsPage(self.texts, self)
        self.roll_page = RollPage(self)
        self.tabs = CurrentPageTabs(self)
        self.tabs.setObjectName("chargeTabs")
        self.tabs.setDocumentMode(True)
        for page in (self.charger_page, self.targets_page, self.roll_page):
            self.tabs.addTab(page, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.phase_note)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)

        self.charger_page.chargerChosen.connect(self.choose_charger)
        self.charger_page.chargerActivated.connect(self._to_targets)
        self.charger_page.selectionWanted.connect(self.use_selection)
        self.targets_page.model.chosenChanged.connect(self.set_target)
        self.targets_page.model.typedChanged.connect(self.set_typed)
        self.targets_page.model.invalidDistance.connect(self._bad_distance)
        self.targets_page.declareRequested.connect(self.declare)
        self.roll_page.cards.rollRequested.connect(self.roll)
        self.roll_page.cards.rollAllRequested.connect(self.roll_all)
        self.roll_page.moveRequested.connect(self.move_charge)
        self.roll_page.withdrawRequested.connect(self.withdraw)
        self.roll_page.fightRequested.connect(self.fight_melee)
        for i in range(3):
            self._shortcut(f"Alt+{i + 1}", partial(self.tabs.setCurrentIndex, i))
        self._shortcut("Ctrl+Return", self._confirm_step)
        self._fight_key = self._shortcut("Ctrl+Shift+M", self.fight_melee)
        self.start()

    def _shortcut(self, keys: str, slot: Callable[[], object]) -> QShortcut:
        shortcut = QShortcut(QKeySequence(keys), self, slot)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        return shortcut

    # ---------------------------------------------------------------- ToolPanel

    @property
    def plan(self) -> ChargePlan | None:
        return self.session.plan

    def affected_by(self, change: Change | None) -> bool:
        return change is None or any(change.touches(table) for table in TABLES)

    def reload(self) -> None:
        """Plan again from the file and show it on every page."""
        self.session.refresh(self.game)
        self._show()

    def _show(self) -> None:
        """Every page from the session's plan, in the current language (no store read)."""
        plan = self.plan
        self.texts.dice_rule = plan.dice_rule if plan else "highest_2d6"
        draft = self.session.draft
        self.charger_page.set_rows(
            () if plan is None else plan.chargers, draft.charger if draft else 0
        )
        self.charger_page.retranslateUi(plan.active_side if plan else "")
        self.targets_page.set_draft(plan, self.texts)
        self.roll_page.cards.set_default_mode(self.dice_mode)
        self.roll_page.set_plan(plan)
        self._refresh_tabs()
        self._refresh_phase_note()

    def retranslateUi(self) -> None:
        self.setWindowTitle(translate("ChargeWindow", "Charge"))
        self._fight_key.setWhatsThis(translate("ChargeWindow", "Fight this melee"))
        self.targets_page.retranslateUi()
        self.roll_page.retranslateUi()
        for index, tip in (
            (PAGE_CHARGER, translate("ChargeWindow", "Who charges: CMD-1 (Alt+1)")),
            (
                PAGE_TARGETS,
                translate("ChargeWindow", "Targets, distances, chances: CHG-2..5 (Alt+2)"),
            ),
            (PAGE_ROLL, translate("ChargeWindow", "Roll the declared charges: CHG-1 (Alt+3)")),
        ):
            self.tabs.setTabToolTip(index, tip)
        self._show()

    def dice_mode_changed(self, mode: str) -> None:
        self.roll_page.cards.set_default_mode(mode)

    def phase_changed(self, state: TurnState | None) -> None:
        self.session.out_of_phase = False  # the answer holds for one phase

    def _refresh_tabs(self) -> None:
        plan = self.plan
        pending = 0 if plan is None else len(plan.pending())
        self.tabs.setTabText(PAGE_CHARGER, translate("ChargeWindow", "1 Charger"))
        self.tabs.setTabText(PAGE_TARGETS, translate("ChargeWindow", "2 Targets"))
        self.tabs.setTabText(
            PAGE_ROLL,
            translate("ChargeWindow", "3 Roll ({count})").format(count=pending)
            if pending
            else translate("ChargeWindow", "3 Roll"),
        )

    def _refresh_phase_note(self) -> None:
        plan = self.plan
        if plan is None or plan.phase_refusal is None:
            self.phase_note.hide()
            return
        self.phase_note.setText(
            translate(
                "ChargeWindow",
                "It is the {phase} phase: charges are rolled in the {charge} phase. Rolling "
                "one now asks first and is logged as out of phase.",
            ).format(phase=phase_name(plan.phase), charge=phase_name("charge"))
        )
        self.phase_note.show()

    # ---------------------------------------------------------------- declaring

    def choose_charger(self, unit_id: int) -> None:
        """Set up a charge by ``unit_id`` (selected everywhere, so the battlefield shows it)."""
        self.session.choose_charger(unit_id)
        if unit_id:
            self.document.select_unit(unit_id)
        self.reload()

    def _to_targets(self, unit_id: int) -> None:
        if unit_id:
            self.choose_charger(unit_id)
            self.tabs.setCurrentIndex(PAGE_TARGETS)
            self.targets_page.table.setFocus(Qt.FocusReason.OtherFocusReason)
            if self.targets_page.model.rowCount():
                self.targets_page.table.setCurrentIndex(self.targets_page.model.index(0, 0))

    def set_target(self, unit_id: int, chosen: bool) -> None:
        self.message.clear_message()
        self.session.set_chosen(unit_id, chosen)
        self.reload()

    def set_typed(self, unit_id: int, typed: float | None) -> None:
        """CHG-5: the players' measure for a target (None: the measured one)."""
        self.message.clear_message()
        self.session.set_typed(unit_id, typed)
        self.reload()

    def _bad_distance(self, unit_id: int, text: str) -> None:
        """CHG-5: a typed text that is not a distance, refused beside its cell; the cell
        keeps the distance the chances are worked out from (issue 22)."""
        self.targets_page.refuse_typed(
            unit_id,
            translate("ChargeWindow", "“{text}” is not a distance: type a number ≥ 0.").format(
                text=text
            ),
        )

    def use_selection(self) -> None:
        """The battlefield's selection: the current unit charges the selected enemies."""
        if not self.session.use_selection(self.document.selected_units, self.document.current_unit):
            self.message.show_note(
                translate("ChargeWindow", "Select the charger and its targets on the battlefield.")
            )
            return
        self.message.clear_message()
        self.reload()
        self.tabs.setCurrentIndex(PAGE_TARGETS)

    def declare(self) -> bool:
        """Add the charge set up to the ones to roll (CHG-1). False, with the reason, if the
        plan refuses it (CMD-1, a distance unknown, already declared...)."""
        draft = self.plan.draft if self.plan else None
        refusal = self.session.declare()
        if refusal is not None:
            self.show_refusal(strings.refusal(refusal))
            return False
        assert draft is not None  # the session declares only the plan's draft
        self.reload()
        self.message.show_note(
            translate("ChargeWindow", "Charge declared: {unit}.").format(unit=draft.name),
            good=True,
        )
        return True

    def _confirm_step(self) -> None:
        """Ctrl+Enter: Declare on the Targets page; roll the focused card on the Roll page."""
        if self.tabs.currentIndex() == PAGE_TARGETS:
            self.declare()
        elif self.tabs.currentIndex() == PAGE_ROLL:
            card = next((c for c in self.roll_page.cards.cards() if c.has_focus_inside()), None)
            if card is None:
                card = self.roll_page.cards.focus_next_pending()
            if card is not None:
                wanted = card.request()
                if wanted is not None:
                    key, faces = wanted
                    if isinstance(key, int):  # a charge card's key is its charger's id
                        self.roll(key, faces)
        elif self.charger_page.current():
            self._to_targets(self.charger_page.current())

    # ---------------------------------------------------------------- the order (CHG-1)

    def move_charge(self, charger: int, step: int) -> None:
        # Not ``move``: that would hide QWidget.move(x, y) on the panel.
        if self.session.move(charger, step):
            self.reload()

    def withdraw(self, charger: int) -> None:
        if self.session.withdraw(charger):
            self.reload()

    # ---------------------------------------------------------------- to the melee

    def reached_charge(self) -> int | None:
        """The charge "Fight this melee" is about: the focused card's, else this turn's
        last charge that reached its target (its event id; None: none did)."""
        plan = self.plan
        if plan is None:
            return None
        reached = [
            (e.charger, e.event.id)
            for e in plan.entries
            if e.event is not None and e.event.reached and e.event.id is not None
        ]
        focused = next((c.key for c in self.roll_page.cards.cards() if c.has_focus_inside()), None)
        for charger, charge_id in reached:
            if charger == focused:
                return charge_id
        return max((charge_id for _charger, charge_id in reached), default=None)

    def fight_melee(self, charge_id: int | None = None) -> bool:
        """Issue 22: a charge that reached its target -> its melee, set up by the store in
        the melee tool, which comes up with the round's card (Ctrl+Shift+M)."""
        if charge_id is None:
            charge_id = self.reached_charge()
        if charge_id is None:
            self.message.show_note(
                translate("ChargeWindow", "No charge has reached its target this turn.")
            )
            return False
        self.document.request_tool("melee", ("charge", charge_id))
        return True

    # ---------------------------------------------------------------- rolling

    def _phase_ok(self) -> bool:
        """In the charge phase, or the player agreed (asked once a phase): logged so."""
        if not self.out_of_phase("charge"):
            return True
        if not self.confirm_out_of_phase(
            "charge", translate("ChargeWindow", "this charge", "confirm out of phase")
        ):
            return False
        if not self.session.out_of_phase:
            self.session.out_of_phase = True
            self.reload()
        return True

    def roll(self, charger: int, faces: Sequence[int] | None = None) -> Change | None:
        """Roll the card of ``charger``: virtual dice (``faces`` None) or the typed faces.
        One undoable store action; returns its Change, or None when refused (shown)."""
        entry = self.session.entry(charger)
        if entry is None or entry.state is not EntryState.PENDING:
            if entry is not None and entry.refusal is not None:
                self.show_refusal(strings.refusal(entry.refusal))
            return None
        if not self._phase_ok():
            return None
        entry = self.session.entry(charger)  # planned again if the phase answer changed it
        if entry is None:
            return None
        mode = VIRTUAL if faces is None else PHYSICAL
        change = self.run(
            strings.undo_label(entry.name),
            resolve_planned_charge,
            entry,
            None if faces is None else tuple(faces),
            dice_mode=mode,
        )
        if change is not None:
            self.last_change = change
        return change

    def roll_all(self, requests: Iterable[tuple[int, Sequence[int] | None]]) -> Change | None:
        """ "Roll all": every card that can go, in the order shown, as one undoable batch."""
        entries = [(self.session.entry(k), faces) for k, faces in requests]
        wanted = [(e, f) for e, f in entries if e is not None and e.state is EntryState.PENDING]
        if not wanted or not self._phase_ok():
            return None
        calls = [
            call(
                resolve_planned_charge,
                self.session.entry(e.charger),
                None if f is None else tuple(f),
                dice_mode=VIRTUAL if f is None else PHYSICAL,
            )
            for e, f in wanted
        ]
        change = self.run_batch(action_labels.ROLL_ALL_CHARGES, calls)
        if change is not None:
            self.last_change = change
        return change


__all__ = ["PAGE_CHARGER", "PAGE_ROLL", "PAGE_TARGETS", "ChargeWindow"]

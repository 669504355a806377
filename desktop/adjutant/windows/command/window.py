"""The command tokens tool window: placement, reckless rolls, declarations and tests.

RULES.md §1 (CMD-1..8); issues 4, 14, 15. :class:`CommandWindow` is the "command" dock
of the main window (``main_window.TOOL_WINDOWS``). Its pages, in the order of play
(the ruleset's ``reckless_before_declarations`` orders the last two):

1. **Placement** (CMD-2) — ``placement.PlacementPage``;
2. **Reckless rolls** (CMD-8) — ``reckless.RecklessPage``: one roll card per reckless
   regiment;
3. **Declarations** (CMD-3..7) — ``declarations.DeclarationsPage``: who tries to change
   to what, and one roll card per declared change.

Every number comes from the store's plan (``store.tools.command.planner.plan_command``) through
the window's :class:`~adjutant.windows.command.session.CommandSession`; a roll records
its card's plan entry exactly (``store.tools.command.recorder.resolve_command``), "Roll all" the side's
cards as one all-or-nothing undo step (``ToolPanel.run_batch``). Dice follow the game's
one switch (``GameDocument.dice_mode``); a card may type its own faces (Ctrl+T). Out of
the command phase a roll asks once, and is logged as out of phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.log_model import phase_name
from adjutant.store import action_labels
from adjutant.store.tools.command.planner import (
    COMMAND_PHASE,
    CommandRefused,
    EntryState,
    StalePlan,
    Step,
)
from adjutant.undo.batch import call
from adjutant.windows.command import strings
from adjutant.windows.command.cards import DistanceEditor
from adjutant.windows.command.declarations import DeclarationsPage
from adjutant.windows.command.placement import PlacementPage
from adjutant.windows.command.reckless import RecklessPage
from adjutant.windows.command.session import CommandSession, DistanceError
from adjutant.windows.tool_base import ToolPanel
from adjutant.windows.widgets.reflow import WrappedLabel

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from adjutant.rules.units import Token
    from adjutant.store import Change
    from adjutant.store.tools.command.planner import CommandPlan, DeclarationEntry, RecklessEntry
    from adjutant.windows.widgets.roll_card import RollCard

#: Page keys (also the pages' object names), in the order of :class:`Step`.
PLACEMENT, RECKLESS, DECLARATIONS = (Step.PLACEMENT, Step.RECKLESS, Step.DECLARATIONS)
#: The tables a command plan reads: any other change cannot concern this window.
_TABLES = (
    "game",
    "sides",
    "formations",
    "units",
    "commanders",
    "footprints",
    "battlefield",
    "terrain",
    "events",
)


class CommandWindow(ToolPanel):
    """The command tokens tool (CMD-1..8) for one ``GameDocument``."""

    TOOL = "command"

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("commandWindow")
        self.session = CommandSession()
        self._shown_once = False
        self.header = WrappedLabel(parent=self)
        self.header.setObjectName("commandHeader")
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.cinc = WrappedLabel(parent=self)
        self.cinc.setObjectName("commandCinc")
        self.cinc.setTextFormat(Qt.TextFormat.PlainText)
        self.phase_note = WrappedLabel(parent=self)
        self.phase_note.setObjectName("commandPhaseNote")
        self.phase_note.setTextFormat(Qt.TextFormat.PlainText)
        self.phase_note.hide()
        self.placement = PlacementPage(self)
        self.reckless = RecklessPage(self._answer_enemy, self)
        self.declarations = DeclarationsPage(self._type_distance, self._distance_text, self)
        self._pages: dict[Step, PlacementPage | RecklessPage | DeclarationsPage] = {
            PLACEMENT: self.placement,
            RECKLESS: self.reckless,
            DECLARATIONS: self.declarations,
        }
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("commandTabs")
        self.tabs.setUsesScrollButtons(True)
        self._tab_order: tuple[Step, ...] = ()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(3)
        layout.addWidget(self.header)
        layout.addWidget(self.cinc)
        layout.addWidget(self.phase_note)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)

        self.placement.sideChosen.connect(self.select_placement_side)
        self.placement.applyRequested.connect(self.apply_placement)
        self.placement.revertRequested.connect(self.revert_placement)
        self.placement.model.picked.connect(self.session.pick)
        self.reckless.cards.rollRequested.connect(self.roll_reckless)
        self.reckless.cards.rollAllRequested.connect(self.roll_all_reckless)
        self.declarations.model.declared.connect(self.declare)
        self.declarations.cards.rollRequested.connect(self.roll_declaration)
        self.declarations.cards.rollAllRequested.connect(self.roll_all_declarations)
        # The pages' "Roll all", from anywhere in the window (only the page shown reacts).
        self._roll_all_keys: dict[Step, QShortcut] = {}
        for page, key in ((self.reckless, "Ctrl+Shift+K"), (self.declarations, "Ctrl+Shift+D")):
            shortcut = QShortcut(QKeySequence(key), page)
            shortcut.activated.connect(page.cards.request_all)
            self._roll_all_keys[Step(page.objectName())] = shortcut
        self.start()

    # ---------------------------------------------------------------- ToolPanel

    def affected_by(self, change: Change | None) -> bool:
        if change is None:  # unknown: it may concern this window
            return True
        touched = (*change.created, *change.updated, *change.deleted)
        return not touched or any(change.touches(t) for t in _TABLES)

    def dice_mode_changed(self, mode: str) -> None:
        for page in (self.reckless, self.declarations):
            page.cards.set_default_mode(mode)

    @property
    def plan(self) -> CommandPlan | None:
        return self.session.plan

    def reload(self) -> None:
        """Plan again from the game and show it (what the players typed is kept)."""
        self._show(self.session.refresh(self.game))

    def _show(self, plan: CommandPlan | None) -> None:
        if plan is None:
            self.header.setText(self.tr("No game open."))
            self.cinc.clear()
            self.phase_note.hide()
            for page in (self.reckless, self.declarations):
                page.cards.model().set_rows(())
            self.declarations.model.set_rows(())
            self.placement.model.set_rows((), {})
            self.setEnabled(False)
            self._shown_once = False
            return
        self.setEnabled(True)
        self.dice_mode_changed(self.dice_mode)
        self._order_tabs(plan)
        self._fill_header(plan)
        self._fill_placement()
        self.reckless.show_plan(plan)
        self.declarations.show_plan(plan)
        if not self._shown_once:
            self._shown_once = True
            self.show_tab(plan.start)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Command tokens"))
        # What Help > Keyboard Shortcuts says of them.
        self._roll_all_keys[RECKLESS].setWhatsThis(self.tr("Roll all reckless"))
        self._roll_all_keys[DECLARATIONS].setWhatsThis(self.tr("Roll all"))
        for page in self._pages.values():
            page.retranslateUi()
        self._retitle_tabs()
        if self.session.plan is not None:
            self._show(self.session.plan)  # the same plan, in the new language

    # ---------------------------------------------------------------- layout

    def _order_tabs(self, plan: CommandPlan) -> None:
        if plan.steps == self._tab_order:
            return
        current = self.tabs.currentWidget()
        self.tabs.clear()
        for key in plan.steps:
            self.tabs.addTab(self._pages[key], "")
        self._tab_order = plan.steps
        self._retitle_tabs()
        if current is not None:
            self.tabs.setCurrentWidget(current)

    def _retitle_tabs(self) -> None:
        titles = {
            PLACEMENT: (self.tr("Placement"), self.tr("CMD-2: place the order tokens")),
            RECKLESS: (self.tr("Reckless rolls"), self.tr("CMD-8: the reckless regiments' d20")),
            DECLARATIONS: (
                self.tr("Declarations"),
                self.tr("CMD-3..7: declared token changes and control tests"),
            ),
        }
        for index, key in enumerate(self.tab_keys()):
            title, tip = titles[key]
            self.tabs.setTabText(index, title)
            self.tabs.setTabToolTip(index, tip)

    def show_tab(self, key: Step | str) -> None:
        page = self._pages[Step(key)]
        if self.tabs.indexOf(page) >= 0:
            self.tabs.setCurrentWidget(page)

    def tab_keys(self) -> list[Step]:
        pages = (self.tabs.widget(i) for i in range(self.tabs.count()))
        return [Step(page.objectName()) for page in pages if page is not None]

    def _fill_header(self, plan: CommandPlan) -> None:
        text = self.tr("Turn {turn} · {side} · {phase}").format(
            turn=plan.turn, side=plan.side or "—", phase=phase_name(plan.phase)
        )
        if not plan.uses_tokens:
            text += " — " + self.tr("this ruleset does not use command tokens (CMD-1)")
        self.header.setText(text)
        cinc = plan.cinc
        if cinc is None:
            line = self.tr("No commander-in-chief: type each distance measured on the table.")
        elif cinc.unit is not None:
            line = self.tr(
                "{name} is with {unit}: that regiment changes token at once (CMD-4)."
            ).format(name=cinc.name, unit=cinc.unit)
        elif cinc.on_table:
            line = self.tr(
                "{name} stands alone at ({x}, {y}): distances are measured from the figure (CMD-6)."
            ).format(
                name=cinc.name, x=strings.distance_text(cinc.x), y=strings.distance_text(cinc.y)
            )
        else:
            line = self.tr(
                "{name} is not on the table: type each distance measured on the table."
            ).format(name=cinc.name)
        self.cinc.setText(line)
        self.phase_note.setVisible(not plan.in_phase)
        if not plan.in_phase:
            self.phase_note.setText(
                self.tr(
                    "It is the {phase} phase: a roll here asks first, and is logged as out "
                    "of phase."
                ).format(phase=phase_name(plan.phase))
            )

    # ---------------------------------------------------------------- placement (CMD-2)

    def _fill_placement(self) -> None:
        plan = self.session.plan
        if plan is None:
            return
        self.placement.set_sides(plan.sides, self.session.placement_side)
        self.placement.model.set_rows(
            plan.side_placements(self.session.placement_side), self.session.picks
        )

    def select_placement_side(self, side_id: int) -> None:
        self.session.placement_side = side_id
        self._fill_placement()

    def revert_placement(self) -> None:
        plan = self.session.plan
        if plan is None:
            return
        rows = plan.side_placements(self.session.placement_side)
        self.session.forget_picks([r.unit_id for r in rows])
        self._fill_placement()
        self.message.show_note(self.tr("Placement pickers reset to the stored tokens."))

    def apply_placement(self) -> None:
        from adjutant.store.tools.command.placement import place_tokens

        changes = self.session.placement_changes()
        sides = () if self.session.plan is None else self.session.plan.sides
        side = next((n for i, n in sides if i == self.session.placement_side), "—")
        if not changes:
            self.message.show_note(
                self.tr("Nothing to place: the pickers match the stored tokens.")
            )
            return
        label = self.tr("Place tokens ({side})").format(side=side)
        if self.run(label, place_tokens, changes) is None:
            return
        self.session.forget_picks(changes)
        self._fill_placement()
        self.message.show_note(
            self.tr("Tokens placed for {side}: %n.", "", len(changes)).format(side=side)
        )

    # ---------------------------------------------------------------- inputs

    def declare(self, unit_id: int, token: Token | str | None) -> None:
        """CMD-3: ``unit_id`` tries to change to ``token`` (None: no change)."""
        self.session.declare(unit_id, token)
        self.message.clear_message()
        self.reload()

    def _distance_text(self, unit_id: int) -> str:
        return self.session.distance_texts.get(unit_id, "")

    def _type_distance(self, unit_id: int, text: str) -> None:
        if text == self.session.distance_texts.get(unit_id, ""):
            return  # editing finished with nothing new (focus left the field)
        try:
            self.session.type_distance(unit_id, text)
        except DistanceError:
            self.reload()
            self._refuse_distance(
                unit_id, self.tr("“{text}” is not a distance: type a number ≥ 0.").format(text=text)
            )
            return
        self.message.clear_message()
        self.reload()

    def _refuse_distance(self, unit_id: int, message: str) -> None:
        """Issue 22: the refusal beside the card's field, the field back to the distance the
        card's chance is worked out from, and the card in view."""
        card = self.declaration_card(unit_id)
        editor = None if card is None else card.editor()
        if card is None or not isinstance(editor, DistanceEditor):
            self.show_refusal(message)
            return
        editor.refuse(message, self._distance_text(unit_id))
        card.bring_into_view(later=True, also=(editor.error,))

    def _answer_enemy(self, unit_id: int, in_front: bool) -> None:
        self.session.answer_enemy(unit_id, in_front)
        self.reload()

    # ---------------------------------------------------------------- rolling

    def _confirmed_plan(self, what: str) -> CommandPlan | None:
        """The plan to record from: this one in the command phase; out of it, the same
        with the player's confirmation (asked once per phase), or None if declined."""
        plan = self.session.plan
        if plan is None or plan.in_phase:
            return plan
        game = self.game
        if game is None or not self.confirm_out_of_phase(COMMAND_PHASE, what):
            return None
        return self.session.replanned(game, out_of_phase=True)

    def roll_reckless(self, unit_id: int, faces: Sequence[int] | None) -> None:
        """One reckless card's Roll (or its typed face): CMD-8."""
        plan = self._confirmed_plan(self.tr("this reckless roll"))
        entry = None if plan is None else plan.reckless_entry(unit_id)
        if entry is None:
            return
        label = self.tr("Reckless roll: {unit}").format(unit=entry.unit)
        self.run(label, _resolve_command(), entry, faces)

    def roll_all_reckless(self, requests: Iterable[tuple[int, Sequence[int] | None]]) -> None:
        """ "Roll all" on the reckless page: every card that can go, one undo step."""
        plan = self._confirmed_plan(self.tr("these reckless rolls"))
        if plan is None:
            return
        calls = [call(_resolve_command(), plan.reckless_entry(k), f) for k, f in requests]
        self.run_batch(action_labels.RECKLESS_ROLLS, calls)

    def roll_declaration(self, unit_id: int, faces: Sequence[int] | None) -> None:
        """One declared change's Roll / Apply: CMD-4 at once, else the CMD-5 test."""
        plan = self._confirmed_plan(self.tr("this token change"))
        entry = None if plan is None else plan.declaration(unit_id)
        if entry is None:
            return
        if entry.state is EntryState.AUTOMATIC:
            label = self.tr("Change token: {unit}").format(unit=entry.unit)
        else:
            label = self.tr("Control test: {unit}").format(unit=entry.unit)
        self.run(label, _resolve_command(), entry, faces)

    def roll_all_declarations(self, requests: Iterable[tuple[int, Sequence[int] | None]]) -> None:
        """ "Roll all" on the declarations page: the side's declared changes, all or none.

        A declared change that cannot go (a two-step wish, CMD-7; a distance missing,
        CMD-6) refuses the whole batch before any die, with its reason."""
        plan = self.session.plan
        if plan is None:
            return
        blocked = [
            e for e in plan.declarations if e.state in (EntryState.REFUSED, EntryState.NO_ROLL)
        ]
        if blocked:
            self.show_refusal(
                "; ".join(
                    strings.with_unit(
                        e.unit, strings.reason_text(e.reason, e.unit, e.token, e.wanted)
                    )
                    for e in blocked
                )
            )
            return
        plan = self._confirmed_plan(self.tr("these token changes"))
        if plan is None or not requests:
            return
        calls = [call(_resolve_command(), plan.declaration(k), f) for k, f in requests]
        self.run_batch(action_labels.CONTROL_TESTS, calls)

    def show_refusal(self, exc: BaseException | str) -> None:
        """A refusal in the user's language: the rule's reason, nothing changed."""
        from adjutant.store.format.phases import OutOfPhase

        if isinstance(exc, StalePlan):
            from adjutant.qtmodels.formatting import refusal_reason

            text = refusal_reason(exc)
        elif isinstance(exc, CommandRefused):
            entry_unit = self._unit_name(exc.unit_id)
            text = strings.with_unit(entry_unit, strings.reason_text(exc.reason, entry_unit))
        elif isinstance(exc, OutOfPhase):
            text = self.tr(
                "This belongs to the {wanted} phase; it is the {phase} phase now."
            ).format(wanted=phase_name(exc.wanted), phase=phase_name(exc.phase))
        else:
            text = str(exc)
        self.message.show_refusal(strings.refused(text))

    def _unit_name(self, unit_id: int) -> str:
        plan = self.session.plan
        row = plan.regiment(unit_id) if plan is not None else None
        return row.unit if row is not None else str(unit_id)

    # ---------------------------------------------------------------- for tests and e2e

    def reckless_card(self, unit_id: int) -> RollCard | None:
        return self.reckless.cards.card(unit_id)

    def declaration_card(self, unit_id: int) -> RollCard | None:
        return self.declarations.cards.card(unit_id)

    def declaration_of(self, unit_id: int) -> DeclarationEntry | None:
        """The plan entry of ``unit_id``'s declared change (None if not declared)."""
        plan = self.session.plan
        return None if plan is None else plan.declaration(unit_id)

    def reckless_of(self, unit_id: int) -> RecklessEntry | None:
        plan = self.session.plan
        return None if plan is None else plan.reckless_entry(unit_id)


def _resolve_command() -> Callable[..., Change]:
    """The store's recorder (imported when first used: it brings SQLAlchemy)."""
    from adjutant.store.tools.command.recorder import resolve_command

    return resolve_command


__all__ = ["DECLARATIONS", "PLACEMENT", "RECKLESS", "CommandWindow"]

"""The charge tool's session: what the players chose this turn, and its plan (no widgets).

For :class:`adjutant.windows.charge.ChargeWindow` (issues 14, 15), and tested alone.
The session holds the inputs of ``store.tools.charge.planner.plan_charge`` — the charges
declared this turn in the order the active side chose (CHG-1), the charge being set
up (its charger, the targets ticked, the distances typed: CHG-5) and the player's
answer to "roll out of phase?" — and the plan made from them.

What undo and redo must restore is the file's, not the session's: a declared charge
is *done* while its Charge event is in the file and *pending* again once undone
(the planner matches the turn's events to the declarations), so a declaration is
kept through any undo and redo. A unit an undo removes leaves its declaration
refused ("no longer in the game") until a redo brings it back or the player
withdraws it. A new turn or side starts with nothing declared; the turn's rolled
charges are listed from the file, so they survive a restart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from adjutant.store.tools.charge.planner import (
    ChargeEntry,
    ChargeInputs,
    ChargePlan,
    DeclaredCharge,
    Draft,
    EntryState,
    Refusal,
    plan_charge,
)

if TYPE_CHECKING:
    from adjutant.store import Game


class ChargeSession:
    """Declarations, draft and plan of the charge tool for the current turn and side."""

    def __init__(self) -> None:
        self.declared: list[DeclaredCharge] = []
        self.draft: Draft | None = None
        self.out_of_phase = False
        self.plan: ChargePlan | None = None
        self._turn: tuple[int, int | None] | None = None

    # ---------------------------------------------------------------- planning

    def inputs(self) -> ChargeInputs:
        return ChargeInputs(tuple(self.declared), self.draft, self.out_of_phase)

    def refresh(self, game: Game | None) -> ChargePlan | None:
        """Plan again from the file (None when no game is open)."""
        if game is None:
            self.clear()
            return None
        plan = plan_charge(game, self.inputs())
        turn = (plan.turn, plan.active_side_id)
        if self._turn is not None and turn != self._turn:
            # Another turn or side: its charges are declared afresh (CHG-1).
            self.declared, self.draft, self.out_of_phase = [], None, False
            plan = plan_charge(game, self.inputs())
        self._turn = turn
        if self.draft is not None and plan.draft is None:
            self.draft = None  # its charger is gone (an undo removed it)
        self.plan = plan
        return plan

    def clear(self) -> None:
        self.declared, self.draft, self.out_of_phase = [], None, False
        self.plan, self._turn = None, None

    # ---------------------------------------------------------------- the draft

    def choose_charger(self, unit_id: int) -> None:
        """Set up a charge by ``unit_id`` (0: none). The same charger keeps its choices."""
        if not unit_id:
            self.draft = None
        elif self.draft is None or self.draft.charger != unit_id:
            self.draft = Draft(unit_id)

    def set_chosen(self, target: int, chosen: bool) -> None:
        """Tick (or untick) a target of the charge being set up (CHG-4: several may be)."""
        if self.draft is None:
            return
        targets = [t for t in self.draft.chosen if t != target]
        if chosen:
            targets.append(target)
        self.draft = replace(self.draft, chosen=tuple(targets))

    def set_typed(self, target: int, typed: float | None) -> None:
        """CHG-5: the players' measure to ``target`` (None: use the measured one).
        Typing a distance ticks the target: the players measured it to charge it."""
        if self.draft is None:
            return
        typed_list = [(t, d) for t, d in self.draft.typed if t != target]
        if typed is not None:
            typed_list.append((target, float(typed)))
        self.draft = replace(self.draft, typed=tuple(typed_list))
        if typed is not None and target not in self.draft.chosen:
            self.set_chosen(target, True)

    def use_selection(self, selected: Iterable[int], current: int) -> bool:
        """The battlefield's selection: the current unit charges (if the active side's)
        the selected enemy units. False when no charger of the active side is selected."""
        if self.plan is None:
            return False
        chargers = {c.unit_id for c in self.plan.chargers}
        picked = [u for u in selected if u]
        charger = current if current in chargers else next((u for u in picked if u in chargers), 0)
        if not charger:
            return False
        # The active side's units are all chargers: the others selected are its enemies.
        self.draft = Draft(charger, tuple(u for u in dict.fromkeys(picked) if u not in chargers))
        return True

    def declare(self) -> Refusal | None:
        """Add the charge being set up to the declared ones (CHG-1). None when declared,
        else why not (the plan's refusal; nothing changes)."""
        plan = self.plan
        if plan is None or plan.draft is None or self.draft is None:
            return Refusal("CHG-4", "no_target", "Choose a charger and at least one target.")
        if plan.draft.state is not EntryState.PENDING:
            return plan.draft.refusal
        self.declared.append(self.draft.declaration())
        self.draft = None
        return None

    # ---------------------------------------------------------------- the order (CHG-1)

    def withdraw(self, charger: int) -> bool:
        """Take back a declared charge not yet rolled."""
        entry = self.plan.entry(charger) if self.plan else None
        if entry is not None and entry.state is EntryState.DONE:
            return False
        before = len(self.declared)
        self.declared = [d for d in self.declared if d.charger != charger]
        return len(self.declared) != before

    def move(self, charger: int, step: int) -> bool:
        """Move the group of ``charger`` one place earlier (-1) or later (+1) in the order
        of rolling; a group (charges on one target, CHG-1) moves as a whole."""
        if self.plan is None:
            return False
        groups = [[e.charger for e in g] for g in self.plan.groups()]
        at = next((i for i, g in enumerate(groups) if charger in g), -1)
        to = at + step
        if at < 0 or not 0 <= to < len(groups):
            return False
        groups[at], groups[to] = groups[to], groups[at]
        rank = {c: i for i, c in enumerate(c for g in groups for c in g)}
        self.declared.sort(key=lambda d: rank.get(d.charger, len(rank)))
        return True

    def entry(self, charger: int) -> ChargeEntry | None:
        return None if self.plan is None else self.plan.entry(charger)


__all__ = ["ChargeSession"]

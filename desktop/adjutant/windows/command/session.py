"""The command window's session: what the players have said this turn, and the plan of it.

No widgets (issue 14 "Windows as packages"): the pages and cards of
``adjutant.windows.command`` read and change the game only through this object and
the store. It holds the inputs of the side's command step — the declared changes
(CMD-3), the distances typed as measured on the table (CMD-6), the players' answers
to "an enemy directly in front?" (CMD-8), the placement picks not applied yet (CMD-2)
— and the store's :class:`~adjutant.store.tools.command.planner.CommandPlan` made from them.

What undo and redo must restore is here too: a declaration stays declared after its
roll, so undoing the roll brings its card back as it was before (same wish, same
typed distance); a new turn or another side forgets last turn's inputs.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from adjutant.store.tools.command.planner import (
    CommandInputs,
    CommandPlan,
    Reason,
    Token,
    plan_command,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from adjutant.rules.units import Token
    from adjutant.store import Game


class DistanceError(ValueError):
    """A typed distance that is not a number >= 0 (the text as typed is kept in ``text``)."""

    def __init__(self, text: str) -> None:
        self.text = text
        super().__init__(text)


def parse_distance(text: str, locale: QLocale | None = None) -> float | None:
    """A typed distance ("11.3", or "11,3" in Russian or Spanish); "" -> None (not typed).

    Raises :class:`DistanceError` for anything that is not a finite number >= 0.
    """
    text = text.strip()
    if not text:
        return None
    value, ok = (locale or QLocale()).toDouble(text)
    if not ok:
        try:
            value = float(text.replace(",", "."))
        except ValueError:
            raise DistanceError(text) from None
    if not math.isfinite(value) or value < 0:
        raise DistanceError(text)
    return value


class CommandSession:
    """The inputs of one side's command step and the plan made from them (no widgets)."""

    def __init__(self) -> None:
        self.plan: CommandPlan | None = None
        self.declared: dict[int, Token] = {}  # CMD-3: unit id -> the wanted token
        self.distance_texts: dict[int, str] = {}  # CMD-6: as typed (good ones only)
        self.enemy_answers: dict[int, bool] = {}  # CMD-8: the players' overrule
        self.picks: dict[int, str | None] = {}  # CMD-2: not applied yet
        self.placement_side: int | None = None
        self._turn_key: tuple[int, int | None] | None = None

    # ---------------------------------------------------------------- inputs

    def distances(self) -> dict[int, float]:
        """The typed distances as numbers (a stored text that is not one is skipped)."""
        out = {}
        for unit_id, text in self.distance_texts.items():
            try:
                value = parse_distance(text)
            except DistanceError:
                continue
            if value is not None:
                out[unit_id] = value
        return out

    def inputs(self, *, out_of_phase: bool = False) -> CommandInputs:
        return CommandInputs(
            side_id=None,
            declared=dict(self.declared),
            distances=self.distances(),
            enemy_in_front=dict(self.enemy_answers),
            out_of_phase=out_of_phase,
        )

    def declare(self, unit_id: int, token: Token | str | None) -> None:
        """CMD-3: ``unit_id`` tries to change to ``token`` (None: no change declared)."""
        if token is None:
            self.declared.pop(unit_id, None)
        else:
            self.declared[unit_id] = Token(token)

    def type_distance(self, unit_id: int, text: str) -> None:
        """CMD-6: the distance measured on the table ("" forgets it). Raises
        :class:`DistanceError` for a text that is not a number >= 0, and keeps the last
        good one: the field goes back to what the card shows (issue 22)."""
        parse_distance(text)
        if text.strip():
            self.distance_texts[unit_id] = text
        else:
            self.distance_texts.pop(unit_id, None)

    def answer_enemy(self, unit_id: int, in_front: bool) -> None:
        """CMD-8: the players say whether an enemy stands directly in front. Saying what
        the battlefield says is no overrule: the roll is then logged as measured."""
        entry = self.plan.reckless_entry(unit_id) if self.plan is not None else None
        if entry is not None and entry.computed is not None and entry.computed == bool(in_front):
            self.enemy_answers.pop(unit_id, None)
        else:
            self.enemy_answers[unit_id] = bool(in_front)

    def pick(self, unit_id: int, token: str | None) -> None:
        self.picks[unit_id] = token

    def forget_picks(self, unit_ids: Iterable[int] | None = None) -> None:
        """Back to the placed tokens (all, or ``unit_ids``)."""
        if unit_ids is None:
            self.picks.clear()
        for unit_id in unit_ids or ():
            self.picks.pop(unit_id, None)

    # ---------------------------------------------------------------- planning

    def refresh(self, game: Game | None) -> CommandPlan | None:
        """Plan again from the game (None when no game is open)."""
        if game is None:
            self.plan = None
            return None
        plan = plan_command(game, self.inputs())
        key = (plan.turn, plan.side_id)
        if key != self._turn_key:
            # A new turn, or another side: last turn's declarations and answers are stale.
            stale = self._turn_key is not None
            self._turn_key = key
            if stale and (self.declared or self.distance_texts or self.enemy_answers):
                self.declared.clear()
                self.distance_texts.clear()
                self.enemy_answers.clear()
                plan = plan_command(game, self.inputs())
        # CMD-8 off the table: the box the players see unticked is their answer ("no
        # enemy in front" until they tick it), as at the table without a battlefield.
        unknown = [
            e.unit_id
            for e in plan.reckless
            if e.reason is Reason.ENEMY_UNKNOWN and e.answer is None
        ]
        if unknown:
            for unit_id in unknown:
                self.enemy_answers[unit_id] = False
            plan = plan_command(game, self.inputs())
        sides = {side_id for side_id, _name in plan.sides}
        if self.placement_side not in sides:
            self.placement_side = plan.side_id
        self.plan = plan
        return plan

    def replanned(self, game: Game, *, out_of_phase: bool) -> CommandPlan:
        """The plan with the player's out-of-phase confirmation (what a roll records)."""
        return plan_command(game, self.inputs(out_of_phase=out_of_phase))

    def placement_changes(self) -> dict[int, str | None]:
        """CMD-2: the picks of the placement side that differ from the placed tokens."""
        if self.plan is None:
            return {}
        out = {}
        for row in self.plan.side_placements(self.placement_side):
            placed = None if row.token is None else row.token.value
            pick = self.picks.get(row.unit_id, placed)
            if pick != placed:
                out[row.unit_id] = pick
        return out


__all__ = ["CommandSession", "DistanceError", "parse_distance"]

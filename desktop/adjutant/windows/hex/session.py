"""The hex skirmish window's session: the players' choices on the board and the plan (no widgets).

For ``adjutant.windows.hex`` (its pages read and change it; tests drive it without a
widget). It holds the board shown, the selected figure, the attack card in focus, the
movement die (GLAD-0), the path clicked so far and the vertex to face at its end, the
turning offers ticked (GLAD-6), the out-of-phase confirmation of this phase — and the
latest :class:`~adjutant.store.tools.hex.planner.HexPlan`.

What undo and redo must restore: nothing is half-done in the store — a roll, a move, an
attack or a turn is one action — but the path on screen must follow. After any change
the path is kept only while it still starts at the figure's hex with its roll unused;
so undoing a move puts the figure back with its roll to use again and the path at its
start hex, as before the first click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjutant.store.tools.hex.planner import (
    AttackEntry,
    EntryState,
    FigurePlan,
    HexInputs,
    HexPlan,
    TurnOffer,
    plan_hex,
)

if TYPE_CHECKING:
    from adjutant.store import Game
    from adjutant.store.tools.base.plan_values import Refusal

Hex = tuple[int, int]


class HexSession:
    """The current choices of one hex skirmish window and the plan they give."""

    def __init__(self) -> None:
        self.board_id: int | None = None
        self.figure_id: int | None = None
        self.target_id: int | None = None
        self.die_sides = 6
        self.path: list[Hex] = []
        self.facing: int | None = None
        self.out_of_phase = False
        self.checked_turns: set[int] = set()
        self.plan: HexPlan | None = None
        self._turns_after: int | None = None  # the attack the ticks were made for

    # ---------------------------------------------------------------- inputs

    def inputs(self, path: list[Hex] | None = None) -> HexInputs:
        return HexInputs(
            board_id=self.board_id,
            figure_id=self.figure_id,
            die_sides=self.die_sides,
            path=tuple(self.path if path is None else path),
            facing=self.facing,
            out_of_phase=self.out_of_phase,
        )

    def replan(self, game: Game) -> HexPlan:
        self.plan = plan_hex(game, self.inputs())
        if self.plan.board is not None:
            self.board_id = self.plan.board.id
        f = self.plan.figure(self.figure_id)
        if self.figure_id is not None and f is None:  # gone (another board, deleted)
            self.figure_id = self.target_id = None
            self.path, self.facing = [], None
            self.plan = plan_hex(game, self.inputs())
        elif f is not None and not self._path_still_planned(f):
            self.path, self.facing = self._fresh_path(f)
            self.plan = plan_hex(game, self.inputs())
        turns = self.plan.turns
        if turns.attack_id != self._turns_after:
            self._turns_after, self.checked_turns = turns.attack_id, set()
        offered = {o.figure_id for o in turns.offers}
        self.checked_turns &= offered
        return self.plan

    def _path_still_planned(self, f: FigurePlan) -> bool:
        if f.rolled is None or f.moved is not None or f.out_of_action:
            return not self.path
        return bool(self.path) and self.path[0] == f.hex

    @staticmethod
    def _fresh_path(f: FigurePlan) -> tuple[list[Hex], int | None]:
        if f.rolled is None or f.moved is not None or f.out_of_action:
            return [], None
        return [f.hex], f.facing

    # ---------------------------------------------------------------- choices

    def select(self, figure_id: int | None) -> None:
        if figure_id == self.figure_id:
            return
        self.figure_id = figure_id
        self.target_id = None
        self.path, self.facing = [], None

    def pick_board(self, board_id: int | None) -> None:
        if board_id != self.board_id:
            self.board_id = board_id
            self.select(None)

    def step(self, game: Game, h: Hex) -> Refusal | None:
        """Extend the path to ``h`` if the planner accepts it; else the refusal (kept path)."""
        if self.plan is None or self.plan.move is None:
            return None
        if h in self.path:  # a click on the path takes it back to that hex
            self.path = self.path[: self.path.index(h) + 1]
            self.replan(game)
            return None
        wanted = [*self.path, h]
        trial = plan_hex(game, self.inputs(wanted))
        if trial.move is None or trial.move.state is not EntryState.PENDING:
            return trial.move.refusal if trial.move is not None else None
        self.path = wanted
        self.plan = trial
        return None

    def refusal_of(self, game: Game, h: Hex) -> Refusal | None:
        """What the planner would say to a step to ``h`` (the path is not changed)."""
        trial = plan_hex(game, self.inputs([*self.path, h]))
        return None if trial.move is None else trial.move.refusal

    def clear_path(self) -> None:
        f = self.plan.figure(self.figure_id) if self.plan is not None else None
        if f is not None and self.path:
            self.path = [f.hex]

    def set_facing(self, vertex: int) -> bool:
        if not self.path or not 0 <= vertex <= 5:
            return False
        self.facing = vertex
        return True

    def confirm_out_of_phase(self) -> None:
        self.out_of_phase = True

    def phase_changed(self) -> None:
        self.out_of_phase = False

    def set_turn_checked(self, figure_id: int, on: bool) -> None:
        if on:
            self.checked_turns.add(figure_id)
        else:
            self.checked_turns.discard(figure_id)

    # ---------------------------------------------------------------- reading the plan

    @property
    def figure(self) -> FigurePlan | None:
        return None if self.plan is None else self.plan.figure(self.figure_id)

    @property
    def allowance(self) -> int | None:
        """The selected figure's roll, while it is still to be used (GLAD-1)."""
        f = self.figure
        if f is None or f.rolled is None or f.moved is not None:
            return None
        return f.rolled.allowance

    def attacks(self) -> tuple[AttackEntry, ...]:
        return () if self.plan is None else self.plan.attacks

    def attack(self, key: tuple[int, int]) -> AttackEntry | None:
        return None if self.plan is None else self.plan.attack(*key)

    def chosen_turns(self) -> tuple[TurnOffer, ...]:
        if self.plan is None:
            return ()
        return tuple(o for o in self.plan.turns.offers if o.figure_id in self.checked_turns)


__all__ = ["HexSession"]

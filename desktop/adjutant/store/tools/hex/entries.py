"""The hex skirmish planner's values (RULES.md §5, GLAD-0..6; issue 14): inputs, entries, plan.

For ``adjutant.store.tools.hex.planner`` (which makes and records them; import them from there)
and the windows that show them. Frozen dataclasses holding every number the hex
skirmish window shows: the players' :class:`HexInputs`, the board and its figures, the
selected figure's movement roll (:class:`MovementEntry`) and move (:class:`MoveEntry`),
every attack (:class:`AttackEntry`), the turning offers after the latest attack
(:class:`TurnOffer`, :class:`TurnsEntry`), all in a :class:`HexPlan`; and the board's
geometry (which hexes a rectangular board of flat-topped hexes holds) and the vertices'
compass points for the store's English summaries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from adjutant.rules.explain import Modifier
from adjutant.rules.hexes import support_dice
from adjutant.rules.shapes import Arc, Hex
from adjutant.store.events import kinds as event_kinds
from adjutant.store.tools.base.plan_values import EntryState, Refusal

__all__ = [
    "COMPASS",
    "MOVEMENT_DICE",
    "AttackEntry",
    "BoardPlan",
    "FigurePlan",
    "HexInputs",
    "HexPlan",
    "MoveEntry",
    "MovementEntry",
    "Supporter",
    "TurnOffer",
    "TurnsEntry",
    "board_contains",
    "board_hexes",
    "compass",
]

#: The dice a movement roll may use: a d6 read as D3 (GLAD-0) or a real d3.
MOVEMENT_DICE = (6, 3)
#: A facing vertex by its compass point on the board as drawn (flat-topped hexes: vertex
#: 0 east, then counter-clockwise), for the store's English summaries. The windows say
#: the same in the user's language (``qtmodels.facing``).
COMPASS = ("east", "north-east", "north-west", "west", "south-west", "south-east")


# ---------------------------------------------------------------- board geometry


def board_contains(board: Any, q: int, r: int) -> bool:
    """Board hexes: columns 0 <= q < cols, and rows 0 <= r + q // 2 < rows (axial
    coordinates of a rectangular board of flat-topped hexes, columns offset "even-q")."""
    return bool(0 <= q < board.cols and 0 <= r + q // 2 < board.rows)


def board_hexes(cols: int, rows: int) -> tuple[Hex, ...]:
    """Every hex of a ``cols`` x ``rows`` board, column by column."""
    return tuple((q, row - q // 2) for q in range(cols) for row in range(rows))


def compass(vertex: int) -> str:
    return COMPASS[vertex] if isinstance(vertex, int) and 0 <= vertex < 6 else str(vertex)


# ---------------------------------------------------------------- inputs and plan


@dataclass(frozen=True)
class HexInputs:
    """The players' choices on one board."""

    board_id: int | None = None
    figure_id: int | None = None  # the selected figure: its movement and its attacks first
    die_sides: int = 6  # GLAD-0: 6 = a d6 read as D3; 3 = a real d3
    path: tuple[Hex, ...] = ()  # the move clicked so far, its start hex first
    facing: int | None = None  # the vertex to face at the end (None: as it faces now)
    #: The players confirmed acting outside the phase (issue 15).
    out_of_phase: bool = False


@dataclass(frozen=True)
class BoardPlan:
    id: int
    name: str
    cols: int
    rows: int
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class FigurePlan:
    """A figure as the window shows it, with what it did this turn."""

    id: int
    board_id: int
    side_id: int
    name: str
    q: int
    r: int
    facing: int
    defence_factor: int
    kind: str  # GLAD-1 type: light / medium / heavy
    extra_action_spent: bool
    out_of_action: bool
    rolled: event_kinds.FigureMovementRoll | None = None  # its movement roll this turn
    moved: event_kinds.FigureMove | None = None  # its move this turn

    @property
    def hex(self) -> Hex:
        return (self.q, self.r)


@dataclass(frozen=True)
class MovementEntry:
    """GLAD-0/1: a figure's movement roll, as a roll card."""

    figure_id: int
    figure: str
    side_id: int
    kind: str
    defence_factor: int
    die_sides: int
    state: EntryState
    refusal: Refusal | None = None
    #: Before the roll: each allowance it may get and its exact chance (GLAD-1).
    allowances: tuple[tuple[int, Fraction], ...] = ()
    breakdown: tuple[Modifier, ...] = ()
    rolled: event_kinds.FigureMovementRoll | None = None
    moved: event_kinds.FigureMove | None = None
    phase: str = ""
    out_of_phase: bool = False
    confirmed: bool = False

    @property
    def allowance(self) -> int | None:
        return None if self.rolled is None else self.rolled.allowance


@dataclass(frozen=True)
class MoveEntry:
    """GLAD-1/2/3: the move planned with the roll: the path, the vertex faced at its end."""

    figure_id: int
    figure: str
    start: Hex
    path: tuple[Hex, ...]
    facing: int
    allowance: int | None
    state: EntryState
    refusal: Refusal | None = None
    reach: tuple[tuple[Hex, int], ...] = ()  # every hex within reach and its fewest steps
    zoc: tuple[Hex, ...] = ()  # the hexes next to an enemy (GLAD-3)
    moved: event_kinds.FigureMove | None = None
    phase: str = ""
    out_of_phase: bool = False
    confirmed: bool = False

    @property
    def steps(self) -> int:
        return max(len(self.path) - 1, 0)

    @property
    def end(self) -> Hex:
        return self.path[-1] if self.path else self.start


@dataclass(frozen=True)
class Supporter:
    """GLAD-5: a friend next to the enemy of the main combat; it spends its extra action."""

    figure_id: int
    figure: str
    hex: Hex


@dataclass(frozen=True)
class AttackEntry:
    """GLAD-2/4/5: an attack on an adjacent enemy, as a roll card."""

    attacker_id: int
    target_id: int
    attacker: str
    target: str
    attacker_hex: Hex
    target_hex: Hex
    target_facing: int
    defence_factor: int
    arc: Arc
    bonus: int
    attack_supporters: tuple[Supporter, ...]
    defence_supporters: tuple[Supporter, ...]
    tie_succeeds: bool  # GLAD-4 [choice]
    sum_dice: bool  # GLAD-5 [choice]
    chance: Fraction
    state: EntryState
    breakdown: tuple[Modifier, ...] = ()
    refusal: Refusal | None = None
    event: event_kinds.GladiatorAttack | None = None  # DONE: the attack made this turn
    phase: str = ""
    out_of_phase: bool = False
    confirmed: bool = False

    @property
    def key(self) -> tuple[int, int]:
        return (self.attacker_id, self.target_id)

    @property
    def attack_dice(self) -> int:
        return support_dice(len(self.attack_supporters))

    @property
    def defence_dice(self) -> int:
        return support_dice(len(self.defence_supporters))


@dataclass(frozen=True)
class TurnOffer:
    """GLAD-6: a figure next to the latest attack may spend its extra action to face the
    enemy who attacked it (the attacker or the target first, else a supporter)."""

    figure_id: int
    figure: str
    threat_id: int
    threat: str
    facing_from: int
    facing_to: int


@dataclass(frozen=True)
class TurnsEntry:
    """The turns the players chose among the offers (one action for them all)."""

    offers: tuple[TurnOffer, ...]
    attack_id: int | None = None  # the attack they follow
    phase: str = ""
    out_of_phase: bool = False
    confirmed: bool = False


@dataclass(frozen=True)
class HexPlan:
    inputs: HexInputs
    boards: tuple[tuple[int, str, int, int], ...]  # (id, name, cols, rows)
    board: BoardPlan | None
    figures: tuple[FigurePlan, ...]
    movement: MovementEntry | None
    move: MoveEntry | None
    attacks: tuple[AttackEntry, ...]
    turns: TurnsEntry  # the offers after the latest attack (none: empty)
    last_attack: event_kinds.GladiatorAttack | None
    turn: int
    phase: str
    active_side_id: int | None
    zoc: tuple[Hex, ...] = field(default=())  # next to an enemy of the selected figure

    def figure(self, figure_id: int | None) -> FigurePlan | None:
        return next((f for f in self.figures if f.id == figure_id), None)

    def attack(self, attacker_id: int, target_id: int) -> AttackEntry | None:
        return next((a for a in self.attacks if a.key == (attacker_id, target_id)), None)

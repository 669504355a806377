"""Hex skirmish rules (RULES.md §5, GLAD-0..6, "Gladiatoro"): movement, facing, zone of
control and combat on a hex board.

Offered to the hex board window (issue 11) and its store service. Hexes are
axial ``(q, r)`` tuples; the six neighbours are listed in the fixed order of
:data:`DIRECTIONS`: (+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1).

Vertex facing (GLAD-1, GLAD-2): the six vertices of a hex are numbered 0..5;
**vertex i lies between neighbour directions i and i+1** (mod 6), i.e. it is
the corner shared by the hex and its neighbours i and i+1. A figure facing
vertex i has neighbours i and i+1 as frontal hexes, i-1 and i+2 as lateral
hexes, i+3 and i+4 as rear hexes.

Probabilities are exact (``Fraction``, computed with icepool, which is imported when the
first chance is worked out, not with this module: issue 28); bad input raises
:class:`~adjutant.rules.errors.RuleInputError` naming the rule.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING

from adjutant.rules.dice import validate_face, validate_faces
from adjutant.rules.errors import RuleInputError, as_items
from adjutant.rules.shapes import DIRECTIONS, Arc, Hex

if TYPE_CHECKING:  # imported where the odds are worked out (issue 28: not at start-up)
    import icepool

# -- hex basics ---------------------------------------------------------------------


def _hex(rule: str, h: object, name: str = "hex") -> Hex:
    if (
        not isinstance(h, tuple | list)
        or len(h) != 2
        or any(isinstance(c, bool) or not isinstance(c, int) for c in h)
    ):
        raise RuleInputError(
            rule, f"a {name} must be an axial (q, r) pair of whole numbers, got {h!r}", h
        )
    return (h[0], h[1])


def _vertex(rule: str, v: object) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 5:
        raise RuleInputError(rule, f"a facing vertex must be 0..5, got {v!r}", v)
    return v


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six neighbours of ``h`` in the order of :data:`DIRECTIONS`."""
    q, r = _hex("GLAD-1", h)
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def distance(a: Hex, b: Hex) -> int:
    """Number of hex steps between ``a`` and ``b``."""
    aq, ar = _hex("GLAD-1", a)
    bq, br = _hex("GLAD-1", b)
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_of(origin: Hex, other: Hex, rule: str = "GLAD-2") -> int:
    """Index in :data:`DIRECTIONS` of an adjacent hex; RuleInputError if not adjacent."""
    oq, orr = _hex(rule, origin)
    xq, xr = _hex(rule, other)
    try:
        return DIRECTIONS.index((xq - oq, xr - orr))
    except ValueError:
        raise RuleInputError(rule, f"{other} is not adjacent to {origin}", other) from None


# -- GLAD-0, GLAD-1 movement ------------------------------------------------------------


def d3(face: int) -> int:
    """GLAD-0: a d6 read as a d3 (1-2 → 1, 3-4 → 2, 5-6 → 3)."""
    validate_face(face, 6, "GLAD-0")
    return (face + 1) // 2


def _defence_factor(rule: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise RuleInputError(rule, f"a defence factor must be 1..6, got {value!r}", value)
    return value


def figure_type(defence_factor: int) -> str:
    """GLAD-1: "light" (defence 1-2), "medium" (3-4) or "heavy" (5-6)."""
    df = _defence_factor("GLAD-1", defence_factor)
    return ("light", "medium", "heavy")[(df - 1) // 2]


def movement_allowance(defence_factor: int, d3: int) -> int:
    """GLAD-1: hexes a figure may move: light D3+1, medium D3, heavy D3−1 (minimum 1)."""
    kind = figure_type(defence_factor)
    if isinstance(d3, bool) or not isinstance(d3, int) or not 1 <= d3 <= 3:
        raise RuleInputError("GLAD-1", f"a D3 result must be 1..3, got {d3!r}", d3)
    if kind == "light":
        return d3 + 1
    if kind == "medium":
        return d3
    return max(1, d3 - 1)


# -- GLAD-2 facing and arcs -------------------------------------------------------------


def frontal_neighbours(h: Hex, vertex: int) -> tuple[Hex, Hex]:
    """GLAD-2: the two hexes sharing the faced vertex (directions vertex and vertex+1)."""
    v = _vertex("GLAD-2", vertex)
    n = neighbours(h)
    return n[v], n[(v + 1) % 6]


def lateral_neighbours(h: Hex, vertex: int) -> tuple[Hex, Hex]:
    """GLAD-2: the two hexes beside the frontal ones (directions vertex−1 and vertex+2)."""
    v = _vertex("GLAD-2", vertex)
    n = neighbours(h)
    return n[(v - 1) % 6], n[(v + 2) % 6]


def rear_neighbours(h: Hex, vertex: int) -> tuple[Hex, Hex]:
    """GLAD-2: the two hexes opposite the frontal ones (directions vertex+3 and vertex+4)."""
    v = _vertex("GLAD-2", vertex)
    n = neighbours(h)
    return n[(v + 3) % 6], n[(v + 4) % 6]


def arc_of(defender: Hex, defender_vertex: int, attacker: Hex) -> Arc:
    """GLAD-2/GLAD-4: the arc of the defender that the adjacent attacker's hex lies in."""
    v = _vertex("GLAD-4", defender_vertex)
    offset = (direction_of(defender, attacker, "GLAD-4") - v) % 6
    if offset in (0, 1):
        return Arc.FRONT
    if offset in (2, 5):
        return Arc.SIDE
    return Arc.REAR


def defence_bonus(defence_factor: int, arc: Arc) -> int:
    """GLAD-4: the defender adds its full factor from the front, half (rounded down)
    from a side, nothing from the rear."""
    df = _defence_factor("GLAD-4", defence_factor)
    if not isinstance(arc, Arc):
        raise RuleInputError("GLAD-4", f"an arc must be an Arc, got {arc!r}", arc)
    return {Arc.FRONT: df, Arc.SIDE: df // 2, Arc.REAR: 0}[arc]


def turn_toward(figure: Hex, attacker: Hex, current_vertex: int | None = None) -> int:
    """GLAD-6: the vertex a figure turns to so that the adjacent ``attacker`` becomes frontal.

    Two vertices qualify: the ends of the edge shared with the attacker,
    ``i-1`` and ``i`` for the attacker in direction ``i``. The choice: the one
    nearer (fewer vertex steps) to ``current_vertex``; with no current
    vertex, or a tie, vertex ``i`` (the end of the shared edge following the
    attacker's direction in :data:`DIRECTIONS` order).
    """
    i = direction_of(figure, attacker, "GLAD-6")
    options = ((i - 1) % 6, i)
    if current_vertex is None:
        return i
    cur = _vertex("GLAD-6", current_vertex)

    def steps(v: int) -> int:
        d = abs(v - cur) % 6
        return min(d, 6 - d)

    return options[0] if steps(options[0]) < steps(options[1]) else options[1]


# -- GLAD-3 zone of control -------------------------------------------------------------


def zoc_hexes(enemies: Iterable[Hex]) -> frozenset[Hex]:
    """GLAD-3: hexes adjacent to at least one enemy figure (enemy hexes themselves excluded)."""
    foes = {_hex("GLAD-3", e, "enemy hex") for e in as_items("GLAD-3", enemies, "the enemy hexes")}
    return frozenset(n for e in foes for n in neighbours(e)) - foes


def _zoc_limit(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RuleInputError(
            "GLAD-3", f"the ZoC hex limit must be a whole number >= 0, got {value!r}", value
        )
    return value


InBoard = Callable[[Hex], bool] | Container[Hex] | None


def _on_board(in_board: InBoard) -> Callable[[Hex], bool]:
    if in_board is None:
        return lambda h: True
    if callable(in_board):
        return in_board
    return lambda h: h in in_board


def path_violation(
    path: Sequence[Hex],
    enemies: Iterable[Hex],
    *,
    blocked: Iterable[Hex] = (),
    allowance: int | None = None,
    in_board: InBoard = None,
    start_counts: bool = False,
    max_zoc_hexes: int = 1,
) -> str | None:
    """Why a move along ``path`` is not allowed (English text with the rule id), or None.

    ``path[0]`` is the start hex. Refused: a step into an enemy's hex, into a
    ``blocked`` hex (another figure) or off the board; more steps than
    ``allowance`` (GLAD-1); entering a second hex adjacent to an enemy
    (GLAD-3; [choice] the start hex does not count unless ``start_counts``;
    distinct hexes are counted; ``max_zoc_hexes`` is the ruleset's
    ``zoc_max_enemy_adjacent_hexes``, 1 by the rule). A step that is not to an adjacent hex is
    bad input: RuleInputError.
    """
    steps = [_hex("GLAD-3", h, "path hex") for h in as_items("GLAD-3", path, "a path")]
    if not steps:
        raise RuleInputError("GLAD-3", "a path needs at least its start hex", tuple(path))
    for a, b in itertools.pairwise(steps):
        if distance(a, b) != 1:
            raise RuleInputError(
                "GLAD-3", f"the path jumps from {a} to {b}: steps must be to adjacent hexes", b
            )
    if allowance is not None:
        if isinstance(allowance, bool) or not isinstance(allowance, int) or allowance < 0:
            raise RuleInputError(
                "GLAD-1", f"an allowance must be a whole number >= 0, got {allowance!r}", allowance
            )
        if len(steps) - 1 > allowance:
            return f"{len(steps) - 1} hexes but the allowance is {allowance} — GLAD-1"
    foes = {_hex("GLAD-3", e, "enemy hex") for e in as_items("GLAD-3", enemies, "the enemy hexes")}
    others = {
        _hex("GLAD-3", b, "blocked hex") for b in as_items("GLAD-3", blocked, "blocked hexes")
    }
    board = _on_board(in_board)
    zoc = zoc_hexes(foes)
    limit = _zoc_limit(max_zoc_hexes)
    used: list[Hex] = [steps[0]] if start_counts and steps[0] in zoc else []
    for h in steps[1:]:
        if h in foes:
            return f"{h} holds an enemy figure — GLAD-3"
        if h in others:
            return f"{h} is occupied — GLAD-1"
        if not board(h):
            return f"{h} is off the board — GLAD-1"
        if h in zoc and h not in used:
            if len(used) >= limit:
                if limit == 1:
                    return f"{h} is a second hex next to an enemy (after {used[0]}) — GLAD-3"
                return f"{h} is one hex next to an enemy too many (at most {limit}) — GLAD-3"
            used.append(h)
    return None


def path_allowed(path: Sequence[Hex], enemies: Iterable[Hex]) -> bool:
    """GLAD-3: False if the path enters an enemy hex or more than one hex adjacent to an
    enemy (the start hex does not count [choice]); RuleInputError if a step jumps."""
    return path_violation(path, enemies) is None


def reachable(
    start: Hex,
    allowance: int,
    enemies: Iterable[Hex],
    blocked: Iterable[Hex] = (),
    in_board: InBoard = None,
    *,
    start_counts: bool = False,
    max_zoc_hexes: int = 1,
) -> dict[Hex, int]:
    """Every hex reachable from ``start`` within ``allowance`` steps without breaking the
    zone of control (GLAD-3), with the fewest steps needed; ``start`` itself is 0.

    A breadth-first search over states (hex, ZoC hexes entered so far): a hex
    reached having used up the ZoC entries may be reached by another route
    with entries to spare, and go further from there.
    ``start_counts`` and ``max_zoc_hexes`` as in :func:`path_violation`.
    """
    s = _hex("GLAD-3", start, "start hex")
    if isinstance(allowance, bool) or not isinstance(allowance, int) or allowance < 0:
        raise RuleInputError(
            "GLAD-1", f"an allowance must be a whole number >= 0, got {allowance!r}", allowance
        )
    foes = {_hex("GLAD-3", e, "enemy hex") for e in as_items("GLAD-3", enemies, "the enemy hexes")}
    others = {
        _hex("GLAD-3", b, "blocked hex") for b in as_items("GLAD-3", blocked, "blocked hexes")
    }
    board = _on_board(in_board)
    zoc = zoc_hexes(foes)
    limit = _zoc_limit(max_zoc_hexes)
    first = 1 if start_counts and s in zoc else 0
    best: dict[Hex, int] = {s: 0}
    seen = {(s, first)}
    queue = deque([(s, first, 0)])
    while queue:
        h, used, steps = queue.popleft()
        if steps == allowance:
            continue
        for n in neighbours(h):
            if n in foes or n in others or not board(n):
                continue
            in_zoc = n in zoc
            if in_zoc and used >= limit:
                continue
            state = (n, used + in_zoc)
            if state in seen:
                continue
            seen.add(state)
            best.setdefault(n, steps + 1)
            queue.append((n, state[1], steps + 1))
    return best


# -- GLAD-4, GLAD-5 combat --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SupportCount:
    """GLAD-5: supporting figures (their hexes) and the dice each side rolls."""

    attack_supporters: tuple[Hex, ...]
    defence_supporters: tuple[Hex, ...]

    @property
    def attack_dice(self) -> int:
        return support_dice(len(self.attack_supporters))

    @property
    def defence_dice(self) -> int:
        return support_dice(len(self.defence_supporters))


def support_dice(supporters: int) -> int:
    """GLAD-5: a side rolls one d6, and one more for each figure supporting it."""
    return 1 + supporters


def support_counts(
    attacker: Hex,
    target: Hex,
    attacker_friends: Iterable[Hex],
    defender_friends: Iterable[Hex],
) -> SupportCount:
    """GLAD-5: the attacker's friends adjacent to the target and the defender's friends
    adjacent to the attacker. Pass only friends whose extra action is unspent; the
    attacker and target hexes themselves are ignored."""
    a = _hex("GLAD-5", attacker, "attacker hex")
    t = _hex("GLAD-5", target, "target hex")
    if distance(a, t) != 1:
        raise RuleInputError("GLAD-4", f"the target {t} is not adjacent to the attacker {a}", t)
    near_t, near_a = set(neighbours(t)), set(neighbours(a))
    atk_in = as_items("GLAD-5", attacker_friends, "the attacker's friends")
    dfn_in = as_items("GLAD-5", defender_friends, "the defender's friends")
    atk = sorted({_hex("GLAD-5", h, "friend hex") for h in atk_in} - {a, t})
    dfn = sorted({_hex("GLAD-5", h, "friend hex") for h in dfn_in} - {a, t})
    return SupportCount(tuple(h for h in atk if h in near_t), tuple(h for h in dfn if h in near_a))


def _dice(rule: str, n: object, name: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise RuleInputError(rule, f"{name} must be a whole number >= 1, got {n!r}", n)
    return n


def _read(dice: int, sum_dice: bool) -> icepool.Die:
    # GLAD-5 [choice]: a side's d6 are summed (default) or only its highest die counts.
    import icepool  # ~100 ms to import: when the first odds are worked out (issue 28)

    return dice @ icepool.d6 if sum_dice else icepool.d6.highest(dice)


@lru_cache(maxsize=256)
def _attack_chance(
    bonus: int, attack_dice: int, defence_dice: int, tie_succeeds: bool, sum_dice: bool
) -> Fraction:
    attack = _read(attack_dice, sum_dice)
    defence = _read(defence_dice, sum_dice) + bonus
    success = (attack >= defence) if tie_succeeds else (attack > defence)
    # icepool is read as Any (pyproject's [tool.mypy]): its exact chance is a Fraction.
    return Fraction(success.probability(True))


def attack_chance(
    defence_bonus: int,
    attack_dice: int = 1,
    defence_dice: int = 1,
    *,
    tie_succeeds: bool = False,
    sum_dice: bool = True,
) -> Fraction:
    """GLAD-4/GLAD-5: P(sum of the attack d6 > sum of the defence d6 + bonus), exactly.

    [choice] dice of one side are summed (``sum_dice``, the ruleset's
    ``glad_sum_support_dice``; False reads only each side's highest die); the
    attack must be strictly greater (``tie_succeeds``, the negation of the
    ruleset's ``glad_attack_needs_greater``, switches to "greater or equal").
    """
    if isinstance(defence_bonus, bool) or not isinstance(defence_bonus, int) or defence_bonus < 0:
        raise RuleInputError(
            "GLAD-4",
            f"a defence bonus must be a whole number >= 0, got {defence_bonus!r}",
            defence_bonus,
        )
    return _attack_chance(
        defence_bonus,
        _dice("GLAD-5", attack_dice, "attack dice"),
        _dice("GLAD-5", defence_dice, "defence dice"),
        bool(tie_succeeds),
        bool(sum_dice),
    )


@dataclass(frozen=True, slots=True)
class AttackResult:
    """A resolved gladiator attack (GLAD-4/GLAD-5)."""

    attack_faces: tuple[int, ...]
    defence_faces: tuple[int, ...]
    bonus: int
    attack_total: int
    defence_total: int
    success: bool


def resolve_attack(
    attack_faces: Sequence[int],
    defence_faces: Sequence[int],
    bonus: int,
    *,
    tie_succeeds: bool = False,
    sum_dice: bool = True,
) -> AttackResult:
    """GLAD-4/GLAD-5: totals of the red and black d6 (plus the defence bonus) and the outcome.

    ``sum_dice`` False (GLAD-5 [choice]) reads each side's highest die instead of the sum.
    """
    if isinstance(bonus, bool) or not isinstance(bonus, int) or bonus < 0:
        raise RuleInputError(
            "GLAD-4", f"a defence bonus must be a whole number >= 0, got {bonus!r}", bonus
        )
    red = validate_faces(attack_faces, 6, rule="GLAD-4")
    black = validate_faces(defence_faces, 6, rule="GLAD-4")
    if not red or not black:
        raise RuleInputError(
            "GLAD-4", "each side rolls at least one d6", (tuple(red), tuple(black))
        )
    read = sum if sum_dice else max
    at, dt = read(red), read(black) + bonus
    return AttackResult(red, black, bonus, at, dt, at >= dt if tie_succeeds else at > dt)


def turn_candidates(attacker: Hex, target: Hex, figures: Iterable[Hex]) -> tuple[Hex, ...]:
    """GLAD-6: figures adjacent to the main combat (to the attacker or the target), other
    than those two. Pass only figures whose extra action is unspent."""
    a = _hex("GLAD-6", attacker, "attacker hex")
    t = _hex("GLAD-6", target, "target hex")
    near = set(neighbours(a)) | set(neighbours(t))
    hexes = {_hex("GLAD-6", f, "figure hex") for f in as_items("GLAD-6", figures, "the figures")}
    return tuple(sorted((hexes & near) - {a, t}))

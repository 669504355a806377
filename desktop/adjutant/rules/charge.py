"""Charge range and charge success (RULES.md §2, CHG-1..5; issue 2).

For the charge window, the battlefield's reach bands and the store's charge
service: the dice rule (an option, CHG-2's seed default "highest of 2D6"),
the exact chance that a charge of given Movement reaches a distance (CHG-3),
one or several targets (CHG-4), and resolving rolled faces into a range and
the targets reached.

The distributions are built once per dice rule with ``icepool`` (exact integer
weights) and kept as tables of ``Fraction``; every chance afterwards is a
table look-up. CHG-5 (where the distance comes from) belongs to the caller:
this module takes the distance as a number.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import cache
from typing import Generic, TypeVar

from adjutant.rules.dice import (
    MEASURE_TOLERANCE,
    ceil_measure,
    validate_faces,
    validate_measure,
)
from adjutant.rules.errors import RuleInputError, as_items
from adjutant.rules.explain import Modifier

K = TypeVar("K", bound=Hashable)


class ChargeDice(StrEnum):
    """CHG-2's dice rule: which dice are rolled and how they are read.

    Each rule rolls ``count`` d``sides`` and adds the best ``keep`` of them.
    """

    HIGHEST_2D6 = "highest_2d6"  # the seed's rule (default)
    SUM_2D6 = "sum_2d6"
    THREE_D6_DROP_LOWEST = "3d6_drop_lowest"  # the best two of 3d6, summed
    D6 = "d6"

    # CHG-2 calls it the dice count (the store and the charge window read ``rule.count``). It
    # hides str.count on the members, which nothing calls on a dice rule: mypy's [override].
    @property
    def count(self) -> int:  # type: ignore[override]
        return _SHAPES[self][0]

    @property
    def keep(self) -> int:
        return _SHAPES[self][1]

    @property
    def sides(self) -> int:
        return _SHAPES[self][2]

    @property
    def label(self) -> str:
        return _LABELS[self]

    def result(self, faces: Sequence[int]) -> int:
        """The dice result for these faces (validated: count and 1..sides)."""
        checked = validate_faces(faces, self.sides, self.count, "CHG-2")
        return sum(sorted(checked)[self.count - self.keep :])


# (dice rolled, dice kept (best), sides)
_SHAPES: dict[ChargeDice, tuple[int, int, int]] = {
    ChargeDice.HIGHEST_2D6: (2, 1, 6),
    ChargeDice.SUM_2D6: (2, 2, 6),
    ChargeDice.THREE_D6_DROP_LOWEST: (3, 2, 6),
    ChargeDice.D6: (1, 1, 6),
}
_LABELS: dict[ChargeDice, str] = {
    ChargeDice.HIGHEST_2D6: "Highest of 2D6",
    ChargeDice.SUM_2D6: "Sum of 2D6",
    ChargeDice.THREE_D6_DROP_LOWEST: "3D6, drop the lowest",
    ChargeDice.D6: "D6",
}

DEFAULT_DICE = ChargeDice.HIGHEST_2D6


def _rule(dice_rule: ChargeDice) -> ChargeDice:
    try:
        return ChargeDice(dice_rule)
    except ValueError:
        raise RuleInputError(
            "CHG-2", f"unknown charge dice rule {dice_rule!r}", dice_rule
        ) from None


@cache
def dice_distribution(dice_rule: ChargeDice = DEFAULT_DICE) -> tuple[tuple[int, Fraction], ...]:
    """The exact distribution of the dice result: ((result, probability), ...) ascending."""
    # Imported here: icepool takes ~35 ms to import and is needed once per dice rule.
    import icepool

    rule = _rule(dice_rule)
    die = icepool.d(rule.sides).pool(rule.count).highest(rule.keep).sum()
    denominator = die.denominator()
    return tuple((int(result), Fraction(weight, denominator)) for result, weight in die.items())


@cache
def _survival(rule: ChargeDice) -> tuple[int, int, tuple[Fraction, ...]]:
    """(lowest, highest, table) with table[n - lowest] = P(result >= n) for lowest..highest."""
    dist = dice_distribution(rule)
    lowest, highest = dist[0][0], dist[-1][0]
    table: list[Fraction] = []
    remaining = Fraction(1)
    for n in range(lowest, highest + 1):
        table.append(remaining)
        remaining -= sum((p for r, p in dist if r == n), Fraction(0))
    return lowest, highest, tuple(table)


def _at_least(rule: ChargeDice, needed: int) -> Fraction:
    lowest, highest, table = _survival(rule)
    if needed <= lowest:
        return Fraction(1)
    if needed > highest:
        return Fraction(0)
    return table[needed - lowest]


def _movement(movement: float) -> float:
    return validate_measure(movement, "CHG-2", "Movement")


def _distance(distance: float) -> float:
    return validate_measure(distance, "CHG-3", "distance")


def needed_result(movement: float, distance: float) -> int:
    """CHG-3: the dice result needed to reach ``distance``: ceil(distance - Movement).

    May be <= 0 (certain) or above the dice's highest result (impossible).
    """
    return ceil_measure(_distance(distance) - _movement(movement))


def charge_chance(
    movement: float, distance: float, dice_rule: ChargeDice = DEFAULT_DICE
) -> Fraction:
    """CHG-2/3: P(Movement + dice result >= distance), exactly.

    >>> charge_chance(4, 9)
    Fraction(5, 9)
    """
    return _at_least(_rule(dice_rule), needed_result(movement, distance))


@dataclass(frozen=True, slots=True)
class ChargeOdds:
    """What the charge window shows before the roll: the result needed and the chance."""

    movement: float
    distance: float
    dice_rule: ChargeDice
    needed: int  # the dice result needed (CHG-3), may be <= 0 or unreachable
    chance: Fraction
    breakdown: tuple[Modifier, ...]


def charge_odds(
    movement: float, distance: float, dice_rule: ChargeDice = DEFAULT_DICE
) -> ChargeOdds:
    """CHG-2/3 with its breakdown: distance - Movement, rounded up, is the dice result needed."""
    rule = _rule(dice_rule)
    needed = needed_result(movement, distance)
    return ChargeOdds(
        movement=float(movement),
        distance=float(distance),
        dice_rule=rule,
        needed=needed,
        chance=_at_least(rule, needed),
        breakdown=(
            Modifier("distance", "Distance to the target", "CHG-3", float(distance)),
            Modifier("movement", "Movement", "CHG-2", -float(movement)),
        ),
    )


def range_distribution(
    movement: float, dice_rule: ChargeDice = DEFAULT_DICE
) -> dict[float, Fraction]:
    """CHG-2: the exact distribution of the charge range (Movement + dice result)."""
    base = _movement(movement)
    return {base + result: p for result, p in dice_distribution(_rule(dice_rule))}


def charge_range(
    movement: float, dice: Sequence[int], dice_rule: ChargeDice = DEFAULT_DICE
) -> float:
    """CHG-2: Movement + the dice result read by the dice rule (faces validated)."""
    return _movement(movement) + _rule(dice_rule).result(dice)


def _reaches(charge_range_: float, distance: float) -> bool:
    # CHG-3: range >= distance; float noise below the tolerance counts as equal.
    return charge_range_ >= distance - MEASURE_TOLERANCE


def charge_reaches(
    movement: float, dice: Sequence[int], distance: float, dice_rule: ChargeDice = DEFAULT_DICE
) -> bool:
    """CHG-3: does the rolled charge reach ``distance``?"""
    target = _distance(distance)
    return _reaches(charge_range(movement, dice, dice_rule), target)


def _distances(distances: Iterable[float]) -> list[float]:
    checked = [_distance(d) for d in as_items("CHG-4", distances, "the target distances")]
    if not checked:
        raise RuleInputError("CHG-4", "a charge needs at least one target distance", ())
    return checked


def chance_all(
    movement: float, distances: Iterable[float], dice_rule: ChargeDice = DEFAULT_DICE
) -> Fraction:
    """CHG-4: P(the charge reaches every target) = the chance for the farthest one."""
    return charge_chance(movement, max(_distances(distances)), dice_rule)


def chance_any(
    movement: float, distances: Iterable[float], dice_rule: ChargeDice = DEFAULT_DICE
) -> Fraction:
    """CHG-4: P(the charge reaches at least one target, so it does not fail)."""
    return charge_chance(movement, min(_distances(distances)), dice_rule)


@dataclass(frozen=True, slots=True)
class ChargeResult(Generic[K]):
    """CHG-3/4: a rolled charge: its range, the targets reached and those not."""

    range: float
    dice: tuple[int, ...]
    reached: tuple[K, ...]
    failed: tuple[K, ...]
    breakdown: tuple[Modifier, ...]

    @property
    def success(self) -> bool:
        """CHG-4: the charge goes ahead if it reaches at least one target."""
        return bool(self.reached)


def resolve_charge(
    movement: float,
    dice: Sequence[int],
    distances: Mapping[K, float],
    dice_rule: ChargeDice = DEFAULT_DICE,
) -> ChargeResult[K]:
    """CHG-2..4: resolve rolled faces against each target (keys kept in mapping order)."""
    rule = _rule(dice_rule)
    if not isinstance(distances, Mapping):
        raise RuleInputError(
            "CHG-4",
            f"the targets must map each target to its distance, got {distances!r}",
            distances,
        )
    checked = dict(zip(distances.keys(), _distances(distances.values()), strict=True))
    result = rule.result(dice)
    base = _movement(movement)
    reach = base + result
    reached = tuple(k for k, d in checked.items() if _reaches(reach, d))
    failed = tuple(k for k, d in checked.items() if not _reaches(reach, d))
    return ChargeResult(
        range=reach,
        dice=tuple(dice),
        reached=reached,
        failed=failed,
        breakdown=(
            Modifier("movement", "Movement", "CHG-2", base),
            Modifier("dice", rule.label, "CHG-2", result),
        ),
    )


def reach_bands(
    movement: float,
    dice_rule: ChargeDice = DEFAULT_DICE,
    thresholds: Sequence[Fraction | int] = (Fraction(9, 10), Fraction(1, 2), 0),
) -> list[tuple[float, Fraction]]:
    """For the battlefield overlay: (the largest distance reached with chance >= t, t).

    A threshold of 0 means "any chance at all" (> 0): the farthest possible reach.
    The chance is constant between whole results, so each band ends at
    Movement + a whole dice result.
    """
    rule = _rule(dice_rule)
    base = _movement(movement)
    lowest, highest, _ = _survival(rule)
    bands: list[tuple[float, Fraction]] = []
    for raw in thresholds:
        if isinstance(raw, bool) or not isinstance(raw, int | Fraction) or not 0 <= raw <= 1:
            raise RuleInputError(
                "CHG-3", f"a reach threshold must be a Fraction in 0..1, got {raw!r}", raw
            )
        t = Fraction(raw)
        best = lowest  # results up to the lowest are certain, so every t <= 1 holds there
        for n in range(lowest, highest + 1):
            p = _at_least(rule, n)
            if (p > 0) if t == 0 else (p >= t):
                best = n
        bands.append((base + best, t))
    return bands

"""Dice: face validation, exact single-die distributions, and a seeded roller.

Used by every rule module and by the store (virtual dice are rolled here from
the seed and position stored with the game, so a replay gives the same rolls).
Also the two helpers that turn a measured length into the whole number a die
must reach (CMD-6 rounds the distance up; CHG-3 compares a whole-inch roll with
a real distance): ``validate_measure`` and ``ceil_measure``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from fractions import Fraction
from numbers import Real

from adjutant.rules.errors import RuleInputError, as_items

SUPPORTED_SIDES = (3, 6, 10, 20)


def validate_face(face: int, sides: int, rule: str = "DICE") -> int:
    """Return ``face`` if it is a face of a ``sides``-sided die, else raise.

    >>> validate_face(13, 20)
    13
    """
    if isinstance(face, bool) or not isinstance(face, int):
        raise RuleInputError(rule, f"a d{sides} face must be a whole number, got {face!r}", face)
    if not 1 <= face <= sides:
        raise RuleInputError(rule, f"a d{sides} face must be 1..{sides}, got {face}", face)
    return face


def validate_faces(
    faces: Sequence[int], sides: int, count: int | None = None, rule: str = "DICE"
) -> tuple[int, ...]:
    """Validate several faces (and their number, when ``count`` is given)."""
    faces = as_items(rule, faces, f"the d{sides} faces")
    if count is not None and len(faces) != count:
        raise RuleInputError(
            rule, f"expected {count} d{sides} faces, got {len(faces)}", tuple(faces)
        )
    return tuple(validate_face(f, sides, rule) for f in faces)


def chance_at_least(needed: int, sides: int) -> Fraction:
    """P(one d``sides`` shows ``needed`` or more), clamped to 0..1."""
    if needed <= 1:
        return Fraction(1)
    if needed > sides:
        return Fraction(0)
    return Fraction(sides - needed + 1, sides)


# Distances come from typed decimals (11.3) or from geometry (floating point),
# so 1.1 - 0.1 may be 1.0000000000000002. A gap smaller than this is noise, not
# a tenth of an inch: rounding up ignores it (an exact 9 must not become 10).
MEASURE_TOLERANCE = 1e-9


def validate_measure(value: float, rule: str, what: str = "distance") -> float:
    """Return ``value`` as a float if it is a finite real number >= 0, else raise.

    RULES.md: "every distance is a real number >= 0". ``what`` names the value
    in the message ("CHG-3: the distance must be a number >= 0, got -1").
    """
    if isinstance(value, bool) or not isinstance(value, Real):
        raise RuleInputError(rule, f"the {what} must be a number, got {value!r}", value)
    number = float(value)
    if not math.isfinite(number) or number < 0:
        raise RuleInputError(rule, f"the {what} must be a number >= 0, got {value!r}", value)
    return number


def ceil_measure(value: float) -> int:
    """Round a measured length up to a whole number, forgiving float noise.

    >>> ceil_measure(11.3), ceil_measure(9.0), ceil_measure(1.1 - 0.1)
    (12, 9, 1)
    """
    return math.ceil(value - MEASURE_TOLERANCE)


class Roller:
    """A reproducible virtual die roller: the same ``seed`` and ``position`` give the same faces.

    The store keeps ``seed`` and ``position`` with the game; after each roll it
    saves the new position, so undo can rewind it and a replay repeats it.
    """

    def __init__(self, seed: int, position: int = 0) -> None:
        if isinstance(position, bool) or not isinstance(position, int) or position < 0:
            raise RuleInputError("DICE", f"dice position must be >= 0, got {position}", position)
        self.seed = seed
        self.position = position

    def roll(self, sides: int, count: int = 1) -> tuple[int, ...]:
        """Roll ``count`` d``sides``; the position advances by ``count``."""
        for name, number in (("sides", sides), ("count", count)):
            if isinstance(number, bool) or not isinstance(number, int):
                raise RuleInputError(
                    "DICE", f"the dice {name} must be a whole number, got {number!r}", number
                )
        if sides < 2:
            raise RuleInputError("DICE", f"a die needs at least 2 sides, got {sides}", sides)
        if count < 0:
            raise RuleInputError("DICE", f"cannot roll {count} dice", count)
        faces = []
        for _ in range(count):
            # One independent stream per position: rolling is O(1) per die and
            # does not depend on how earlier rolls were grouped.
            rng = random.Random(f"{self.seed}:{self.position}")
            faces.append(rng.randint(1, sides))
            self.position += 1
        return tuple(faces)

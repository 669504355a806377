"""Values of the table shared by every layer: a unit's footprint, its quarters; hexes.

For the rules (``geometry``, ``melee``, ``hexes``), the store and the windows (issue 14:
windows import the rules' value modules only, never a rule). Importing this module
imports neither numpy nor shapely: ``Footprint.polygon`` loads shapely when called.

- :class:`Footprint` — a unit's rectangle (centre, facing in degrees counter-clockwise
  from +x, frontage, depth), checked on construction (rule ``GEOM``).
- :class:`Quarter` — front, left, right, rear (MEL-6).
- ``Hex`` (axial ``(q, r)``), :data:`DIRECTIONS` (the six neighbours in order: vertex i
  lies between directions i and i+1) and :class:`Arc` (GLAD-2).
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from adjutant.rules.errors import RuleInputError

if TYPE_CHECKING:  # shapely is imported by Footprint.polygon, when called
    from shapely.geometry import LineString, Point, Polygon

__all__ = ["DIRECTIONS", "Arc", "Footprint", "Hex", "Quarter"]

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


class Arc(Enum):
    """Where an attack comes from, seen from the defender's facing (GLAD-2, GLAD-4)."""

    FRONT = "front"
    SIDE = "side"
    REAR = "rear"


class Quarter(Enum):
    """The four quarters of a unit (MEL-6). LEFT is the unit's own left."""

    FRONT = "front"
    LEFT = "left"
    RIGHT = "right"
    REAR = "rear"


def _finite(rule: str, name: str, value: object) -> float:
    # numbers.Real also admits numpy scalars handed over by the canvas.
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise RuleInputError(rule, f"{name} must be a number, got {value!r}", value)
    if not math.isfinite(value):
        raise RuleInputError(rule, f"{name} must be a finite number, got {value!r}", value)
    return float(value)


# Sizes up to this are flat for shapely (Footprint.polygon); the exact distance and
# quarter functions use the sizes as given.
_FLAT = 1e-9


@dataclass(frozen=True, slots=True)
class Footprint:
    """A unit's rectangle on the table: centre, facing (degrees CCW from +x), frontage, depth.

    Raises :class:`RuleInputError` (rule ``GEOM``) for non-finite numbers or a
    negative width or depth.
    """

    x: float
    y: float
    facing: float
    width: float
    depth: float

    def __post_init__(self) -> None:
        for name in ("x", "y", "facing", "width", "depth"):
            _finite("GEOM", f"footprint {name}", getattr(self, name))
        if self.width < 0:
            raise RuleInputError(
                "GEOM", f"footprint width must be >= 0, got {self.width}", self.width
            )
        if self.depth < 0:
            raise RuleInputError(
                "GEOM", f"footprint depth must be >= 0, got {self.depth}", self.depth
            )

    # -- local frame ---------------------------------------------------------

    def axes(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """Unit vectors (forward, left) of the footprint's own frame."""
        rad = math.radians(self.facing)
        c, s = math.cos(rad), math.sin(rad)
        return (c, s), (-s, c)

    def to_local(self, x: float, y: float) -> tuple[float, float]:
        """(u, v) of a table point: u ahead of the centre, v to the unit's left."""
        (fx, fy), (lx, ly) = self.axes()
        dx, dy = x - self.x, y - self.y
        return dx * fx + dy * fy, dx * lx + dy * ly

    def to_table(self, u: float, v: float) -> tuple[float, float]:
        """Table point of local coordinates (u ahead, v to the left)."""
        (fx, fy), (lx, ly) = self.axes()
        return self.x + u * fx + v * lx, self.y + u * fy + v * ly

    def corners(self) -> tuple[tuple[float, float], ...]:
        """The four corners in the order front-left, front-right, rear-right, rear-left
        (clockwise seen from above; "left" is the unit's own left)."""
        hd, hw = self.depth / 2, self.width / 2
        return (
            self.to_table(hd, hw),
            self.to_table(hd, -hw),
            self.to_table(-hd, -hw),
            self.to_table(-hd, hw),
        )

    def edges(self) -> dict[Quarter, tuple[tuple[float, float], tuple[float, float]]]:
        """Each edge as (start, end), keyed by the quarter it faces (front edge → FRONT)."""
        fl, fr, rr, rl = self.corners()
        return {
            Quarter.FRONT: (fl, fr),
            Quarter.RIGHT: (fr, rr),
            Quarter.REAR: (rr, rl),
            Quarter.LEFT: (rl, fl),
        }

    def polygon(self) -> Polygon | LineString | Point:
        """The footprint as a shapely geometry: a Polygon, or a LineString/Point when flat.

        A size below :data:`_FLAT` (a billionth of a unit) counts as 0: shapely
        (GEOS) treats a segment of length 1e-200 as empty, infinitely far away.
        """
        from shapely.geometry import LineString, Point, Polygon

        wide, deep = self.width > _FLAT, self.depth > _FLAT
        if wide and deep:
            return Polygon(self.corners())
        if wide:
            return LineString(
                [self.to_table(0.0, self.width / 2), self.to_table(0.0, -self.width / 2)]
            )
        if deep:
            return LineString(
                [self.to_table(self.depth / 2, 0.0), self.to_table(-self.depth / 2, 0.0)]
            )
        return Point(self.x, self.y)

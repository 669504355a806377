"""Measurements of the table for the battlefield canvas, live while a unit is dragged.

For ``windows.battlefield`` (issue 14: windows compute no rule; every number comes from
the store, which calls the rules). The canvas holds footprints that are not committed
yet (a unit being dragged), so these functions take footprints, not the game file; they
are the same rules functions the planners use (CHG-5 / CMD-6 edge-to-edge distances,
MEL-6 quarters, CHG-3 reach bands), so the canvas and the tools agree to the digit.
numpy and shapely load on the first call, not when this module is imported.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from adjutant.rules.shapes import Footprint, Quarter


def relations(own: Footprint, others: Sequence[Footprint]) -> list[tuple[float, Quarter]]:
    """For each other footprint: its edge-to-edge gap to ``own`` (CHG-5) and the quarter of
    ``own`` its centre lies in (MEL-6 [choice]: by centre). Vectorised over ``others``."""
    from adjutant.rules.geometry import distances_from, quarters_of

    if not others:
        return []
    gaps = distances_from(own, list(others))
    quarters = quarters_of(own, [(f.x, f.y) for f in others])
    return list(zip(gaps, quarters, strict=True))


def ruler(a: Footprint, b: Footprint) -> tuple[float, tuple[float, float], tuple[float, float]]:
    """The edge-to-edge gap between two footprints and its two nearest points (the line the
    ruler draws), in table units."""
    from shapely.ops import nearest_points

    from adjutant.rules.geometry import distance

    pa, pb = nearest_points(a.polygon(), b.polygon())
    return distance(a, b), (pa.x, pa.y), (pb.x, pb.y)


def reach_bands(movement: float, charge_dice: Any) -> tuple[tuple[float, Fraction], ...]:
    """CHG-3: how far a unit of this Movement reaches with a chance of at least 90 %, 50 %
    and more than 0 %, under the ruleset's charge dice."""
    from adjutant.rules.charge import reach_bands as bands

    return tuple((float(d), Fraction(t)) for d, t in bands(movement, charge_dice))


__all__ = ["reach_bands", "relations", "ruler"]

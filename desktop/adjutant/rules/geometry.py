"""Battlefield geometry: unit footprints, edge-to-edge distances, quarters, lines of sight.

Offered to the rules (CMD-6 command distance, CHG-5 charge distance, MEL-5/MEL-6
support, CMD-8 "directly in front") and to the battlefield canvas, which
recomputes a selected unit's distances and quarters to every other unit while
the player drags it (issue 2 goal: 400 others in a few milliseconds, hence the
vectorised :func:`distances_from` and :func:`quarters_of`).

Conventions (issue 2): a :class:`Footprint` is a rectangle given by its centre
``(x, y)``, its ``facing`` in degrees counter-clockwise from +x (90 = +y; y
points up), its ``width`` (frontage, across the facing) and ``depth`` (along
the facing). The *front edge* is the edge the facing points at. Local
coordinates of a point are ``u`` (ahead of the centre, along the facing) and
``v`` (to the unit's own left: facing +y, left is -x).

Width or depth may be 0: a lone figure may be a segment or a point. Its
distances are still exact; its quarters are those of a unit square when both
are 0 (a point has no diagonals of its own).

Plain floats and numpy inside; shapely 2 only for the corridor test
(:func:`directly_in_front`), contact sides (:func:`contact_quarter`) and the
quarter holding most of a footprint (:func:`footprint_quarter`, MEL-6's
alternative), where polygons are involved. Both are imported by the functions that
use them, not with this module: the battlefield shows a game (``rules.shapes``) before
anything is measured, and numpy with shapely is a large part of Adjutant's start-up
(issue 15).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from adjutant.rules.errors import RuleInputError, as_items
from adjutant.rules.shapes import _FLAT, Footprint, Quarter, _finite

if TYPE_CHECKING:  # imported where used (see the module docstring)
    import numpy as np
    import numpy.typing as npt
    from shapely.geometry.base import BaseGeometry

    #: Many numbers at once: one per other footprint (or per point).
    Floats = npt.NDArray[np.float64]

__all__ = [
    "Footprint",
    "Quarter",
    "contact_quarter",
    "directly_in_front",
    "distance",
    "distance_to_point",
    "distances_from",
    "footprint_quarter",
    "quarter",
    "quarters_of",
]


# -- distances ---------------------------------------------------------------


def _footprint(rule: str, value: object, what: str = "a footprint") -> Footprint:
    if not isinstance(value, Footprint):
        raise RuleInputError(rule, f"{what} must be a Footprint, got {value!r}", value)
    return value


def distance_to_point(unit: Footprint, x: float, y: float) -> float:
    """Shortest distance from the footprint (its area, edges included) to a point; 0 inside."""
    _footprint("GEOM", unit)
    u, v = unit.to_local(_finite("GEOM", "x", x), _finite("GEOM", "y", y))
    du = max(abs(u) - unit.depth / 2, 0.0)
    dv = max(abs(v) - unit.width / 2, 0.0)
    return math.hypot(du, dv)


def _separated(a: Footprint, b: Footprint) -> bool:
    """Separating-axis test for two rectangles (the four edge normals suffice)."""
    dx, dy = b.x - a.x, b.y - a.y
    fa, la = a.axes()
    fb, lb = b.axes()
    for nx, ny in (fa, la, fb, lb):
        ra = abs(nx * fa[0] + ny * fa[1]) * a.depth / 2 + abs(nx * la[0] + ny * la[1]) * a.width / 2
        rb = abs(nx * fb[0] + ny * fb[1]) * b.depth / 2 + abs(nx * lb[0] + ny * lb[1]) * b.width / 2
        if abs(dx * nx + dy * ny) > ra + rb:
            return True
    return False


def distance(a: Footprint, b: Footprint) -> float:
    """Shortest edge-to-edge gap between two footprints; 0 if they touch or overlap (CHG-5, CMD-6).

    Two disjoint convex shapes are nearest between a corner of one and an
    edge of the other, so the gap is the least corner-to-rectangle distance
    either way; overlap without a corner inside (a cross) is caught first by
    the separating-axis test.
    """
    _footprint("GEOM", a)
    _footprint("GEOM", b)
    if not _separated(a, b):
        return 0.0
    return min(
        min(distance_to_point(b, x, y) for x, y in a.corners()),
        min(distance_to_point(a, x, y) for x, y in b.corners()),
    )


def _arrays(others: Sequence[Footprint]) -> tuple[Floats, ...]:
    import numpy as np

    n = len(others)
    data = np.empty((5, n), dtype=float)
    for i, o in enumerate(others):
        if not isinstance(o, Footprint):
            raise RuleInputError("GEOM", f"expected a Footprint, got {o!r}", o)
        data[0, i] = o.x
        data[1, i] = o.y
        data[2, i] = o.facing
        data[3, i] = o.width
        data[4, i] = o.depth
    return tuple(data)


def _point_rect_distance(
    px: float | Floats,
    py: float | Floats,
    cx: float | Floats,
    cy: float | Floats,
    fx: float | Floats,
    fy: float | Floats,
    hw: float | Floats,
    hd: float | Floats,
) -> Floats:
    """Vectorised distance of points to rectangles (broadcasting numpy arrays)."""
    import numpy as np

    dx, dy = px - cx, py - cy
    u = dx * fx + dy * fy
    v = -dx * fy + dy * fx
    return np.hypot(np.maximum(np.abs(u) - hd, 0.0), np.maximum(np.abs(v) - hw, 0.0))


def distances_from(unit: Footprint, others: Sequence[Footprint]) -> list[float]:
    """Edge-to-edge distance from ``unit`` to each of ``others`` (same order), vectorised.

    Same result as :func:`distance` for each pair (tested), for the canvas and
    the support finder, which need hundreds at once.
    """
    import numpy as np

    _footprint("GEOM", unit)
    others = as_items("GEOM", others, "the other footprints")
    if not others:
        return []
    ox, oy, ofacing, ow, od = _arrays(others)
    rad = np.radians(ofacing)
    ofx, ofy = np.cos(rad), np.sin(rad)
    (afx, afy), _ = unit.axes()
    ahw, ahd = unit.width / 2, unit.depth / 2
    ohw, ohd = ow / 2, od / 2

    # Separating axes: the unit's two axes and each other's two axes.
    dx, dy = ox - unit.x, oy - unit.y
    separated = np.zeros(len(others), dtype=bool)
    for nx, ny in ((afx, afy), (-afy, afx), (ofx, ofy), (-ofy, ofx)):
        ra = np.abs(nx * afx + ny * afy) * ahd + np.abs(-nx * afy + ny * afx) * ahw
        rb = np.abs(nx * ofx + ny * ofy) * ohd + np.abs(-nx * ofy + ny * ofx) * ohw
        separated |= np.abs(dx * nx + dy * ny) > ra + rb

    best = np.full(len(others), np.inf)
    for cx, cy in unit.corners():
        best = np.minimum(best, _point_rect_distance(cx, cy, ox, oy, ofx, ofy, ohw, ohd))
    for su in (ohd, -ohd):
        for sv in (ohw, -ohw):
            px = ox + su * ofx - sv * ofy
            py = oy + su * ofy + sv * ofx
            best = np.minimum(
                best, _point_rect_distance(px, py, unit.x, unit.y, afx, afy, ahw, ahd)
            )
    # numpy types tolist() as Any; a float64 array's is a list of Python floats.
    gaps: list[float] = np.where(separated, best, 0.0).tolist()
    return gaps


# -- quarters (MEL-6) --------------------------------------------------------


def _quarter_dims(unit: Footprint) -> tuple[float, float]:
    # A point footprint has no diagonals: use those of a unit square (45°).
    if unit.width == 0 and unit.depth == 0:
        return 1.0, 1.0
    return unit.width, unit.depth


def _classify(u: float, v: float, w: float, d: float) -> Quarter:
    # Point (u, v) is ahead of a diagonal when |u| / (d/2) >= |v| / (w/2), i.e.
    # |u|·w >= |v|·d. Ties (a point exactly on a diagonal, and the centre) go to
    # FRONT or REAR: see quarter().
    if u * w >= abs(v) * d and u >= 0:
        return Quarter.FRONT
    if -u * w >= abs(v) * d:
        return Quarter.REAR
    return Quarter.LEFT if v > 0 else Quarter.RIGHT


def quarter(unit: Footprint, x: float, y: float) -> Quarter:
    """The quarter of ``unit`` that holds the point (x, y) (MEL-6).

    The quarters are the areas cut by the rectangle's two diagonals, extended.
    LEFT is the unit's own left (facing +y, left is -x).

    Boundary rule: a point exactly on a diagonal belongs to the FRONT quarter
    if it lies ahead of the centre, to the REAR quarter if behind; the centre
    itself is FRONT. (So a supporter exactly on a diagonal does not count as
    a flank supporter: the stricter reading.) A point footprint uses the
    diagonals of a square.
    """
    _footprint("MEL-6", unit, "the unit")
    u, v = unit.to_local(_finite("MEL-6", "x", x), _finite("MEL-6", "y", y))
    w, d = _quarter_dims(unit)
    return _classify(u, v, w, d)


# MEL-6 quarters as wedges in local (u, v) coordinates, scaled by t: apex at the
# centre, the two far corners on the extended diagonals (corner directions
# (±d/2, ±w/2)).
_WEDGES = {
    Quarter.FRONT: ((1, 1), (1, -1)),
    Quarter.LEFT: ((1, 1), (-1, 1)),
    Quarter.REAR: ((-1, 1), (-1, -1)),
    Quarter.RIGHT: ((1, -1), (-1, -1)),
}


def footprint_quarter(unit: Footprint, other: Footprint, *, by_centre: bool = True) -> Quarter:
    """The quarter of ``unit`` that ``other`` (a supporter, MEL-5) stands in (MEL-6 [choice]).

    ``by_centre`` (the ruleset's ``quarter_by_centre``, default True): the
    quarter holding ``other``'s centre point, :func:`quarter`. Otherwise the
    quarter holding the largest part of ``other``'s area; a flat ``unit`` or
    ``other`` (no area, or no diagonals to speak of) and an exact tie fall back
    to the centre point.
    """
    _footprint("MEL-6", unit, "the unit")
    _footprint("MEL-6", other, "the other unit")
    by_centre_q = quarter(unit, other.x, other.y)
    w, d = unit.width, unit.depth
    if by_centre or min(w, d, other.width, other.depth) <= _FLAT:
        return by_centre_q
    from shapely import Polygon

    local = [unit.to_local(x, y) for x, y in other.corners()]
    shape = Polygon(local)
    # Each wedge must reach past the other footprint: its far edge lies at |u| = t·d/2
    # (front, rear) or |v| = t·w/2 (flanks).
    reach = max(max(abs(u), abs(v)) for u, v in local)
    t = 2 * reach / min(w, d) + 1
    areas = {
        q: shape.intersection(
            Polygon([(0, 0), (a * t * d / 2, b * t * w / 2), (c * t * d / 2, e * t * w / 2)])
        ).area
        for q, ((a, b), (c, e)) in _WEDGES.items()
    }
    best = max(areas.values())
    leaders = [q for q, area in areas.items() if area >= best - 1e-9 * shape.area]
    return leaders[0] if len(leaders) == 1 else by_centre_q


_QUARTER_BY_CODE = (Quarter.FRONT, Quarter.REAR, Quarter.LEFT, Quarter.RIGHT)


def quarters_of(unit: Footprint, points: Iterable[tuple[float, float]]) -> list[Quarter]:
    """:func:`quarter` of many points at once (vectorised), in the same order."""
    import numpy as np

    _footprint("MEL-6", unit, "the unit")
    try:
        pts = np.asarray(as_items("MEL-6", points, "the points"), dtype=float)
    except (TypeError, ValueError) as exc:
        raise RuleInputError("MEL-6", "points must be finite (x, y) pairs", points) from exc
    if pts.size == 0:
        return []
    if pts.ndim != 2 or pts.shape[1] != 2 or not np.isfinite(pts).all():
        raise RuleInputError("MEL-6", "points must be finite (x, y) pairs", points)
    (fx, fy), _ = unit.axes()
    dx, dy = pts[:, 0] - unit.x, pts[:, 1] - unit.y
    u = dx * fx + dy * fy
    v = -dx * fy + dy * fx
    w, d = _quarter_dims(unit)
    av = np.abs(v) * d
    front = (u * w >= av) & (u >= 0)
    rear = ~front & (-u * w >= av)
    left = ~front & ~rear & (v > 0)
    code = np.where(front, 0, np.where(rear, 1, np.where(left, 2, 3)))
    return [_QUARTER_BY_CODE[c] for c in code.tolist()]


# -- directly in front (CMD-8) -----------------------------------------------


def _terrain_polygon(points: Sequence[tuple[float, float]]) -> BaseGeometry:
    import shapely

    try:
        coords = [(float(x), float(y)) for x, y in points]
    except (TypeError, ValueError) as exc:
        raise RuleInputError(
            "CMD-8", f"a terrain polygon must be (x, y) pairs, got {points!r}", points
        ) from exc
    if len(coords) < 3:
        raise RuleInputError(
            "CMD-8", f"a terrain polygon needs at least 3 points, got {len(coords)}", points
        )
    if not all(math.isfinite(c) for xy in coords for c in xy):
        raise RuleInputError("CMD-8", "terrain polygon points must be finite", points)
    poly = shapely.Polygon(coords)
    # A self-crossing outline drawn by hand still means "this area blocks view".
    return poly if poly.is_valid else shapely.make_valid(poly)


# Table units are inches or centimetres: a millionth is far below what players measure,
# and far above the rounding noise of rotations (cos 90° is not exactly 0).
_EPS = 1e-6


def _crosses(zone: BaseGeometry, geom: BaseGeometry) -> bool:
    """True if ``geom`` enters ``zone`` beyond merely touching its boundary (within _EPS)."""
    if zone.geom_type == "Polygon":
        inner = zone.buffer(-_EPS, join_style="mitre")
        if not inner.is_empty:
            return inner.intersects(geom)
    return zone.intersects(geom) and not zone.touches(geom)


def directly_in_front(
    unit: Footprint,
    target: Footprint,
    obstacles: Sequence[Footprint] = (),
    terrain: Sequence[Sequence[tuple[float, float]]] = (),
) -> bool:
    """Whether ``target`` stands directly in front of ``unit`` with nothing between (CMD-8).

    The choice, precisely (issue 2):

    1. The *corridor* is the strip ahead of the unit's front edge, as wide as
       its frontage: local ``u >= depth/2`` and ``|v| <= width/2``, unbounded
       forward. (A unit of zero frontage has a ray for a corridor.)
    2. The target must enter the corridor (share more than a boundary line
       with it). Let ``s`` be the least ``u`` of the part of the target inside
       the corridor: its nearest point ahead.
    3. The *gap* is the corridor between the front edge and ``s``
       (``depth/2 <= u <= s``). Any obstacle footprint, or any view-blocking
       terrain polygon, that enters the gap (more than touching its boundary)
       blocks the view, even if it covers only part of the frontage.

    "Touching" allows a millionth of a unit, so rounding in rotations never
    turns an edge-to-edge contact into an overlap.

    Obstacles equal to ``unit`` or ``target`` are ignored, so the caller may
    pass every footprint on the table.
    """
    import shapely

    _footprint("CMD-8", unit, "the unit")
    _footprint("CMD-8", target, "the target")
    obstacles = as_items("CMD-8", obstacles, "the obstacles")
    terrain = as_items("CMD-8", terrain, "the terrain polygons")
    hd, hw = unit.depth / 2, unit.width / 2
    target_geom = target.polygon()
    # Far enough forward to hold the whole target.
    reach = max(unit.to_local(x, y)[0] for x, y in target.corners())
    if reach <= hd:
        return False
    corridor = _strip(unit, hd, reach + 1.0, hw)
    if not _crosses(corridor, target_geom):
        return False
    inside = corridor.intersection(target_geom)
    coords = shapely.get_coordinates(inside)
    near = min(unit.to_local(x, y)[0] for x, y in coords)
    if near <= hd + _EPS:
        return True  # the target touches the front edge: nothing can be between
    gap = _strip(unit, hd, near, hw)
    for other in obstacles:
        if not isinstance(other, Footprint):
            raise RuleInputError("CMD-8", f"an obstacle must be a Footprint, got {other!r}", other)
        if other in (unit, target):
            continue
        if _crosses(gap, other.polygon()):
            return False
    return all(not _crosses(gap, _terrain_polygon(poly)) for poly in terrain)


def _strip(unit: Footprint, u0: float, u1: float, hw: float) -> BaseGeometry:
    from shapely import LineString, Polygon

    if hw == 0:
        return LineString([unit.to_table(u0, 0.0), unit.to_table(u1, 0.0)])
    return Polygon(
        [
            unit.to_table(u0, hw),
            unit.to_table(u1, hw),
            unit.to_table(u1, -hw),
            unit.to_table(u0, -hw),
        ]
    )


# -- contact (melee set-up from the battlefield) ------------------------------


def contact_quarter(
    target: Footprint, attacker: Footprint, tolerance: float = 0.05
) -> Quarter | None:
    """Which side of ``target`` the touching ``attacker`` contacts, or None if they do not touch.

    They touch when their edge-to-edge gap is at most ``tolerance`` (models on
    the canvas are placed by hand). The side is the target edge with the
    longest stretch within ``tolerance`` of the attacker; when two edges tie
    (corner to corner) or the target is flat, the quarter (MEL-6) of the
    attacker's centre decides. Used by the melee window (issue 6) to fill the
    engaged sides (MEL-2) and the flank/rear flags (MEL-3).
    """
    _footprint("MEL-2", target, "the target")
    _footprint("MEL-2", attacker, "the attacker")
    tol = _finite("MEL-2", "contact tolerance", tolerance)
    if tol < 0:
        raise RuleInputError("MEL-2", f"contact tolerance must be >= 0, got {tolerance}", tolerance)
    if distance(target, attacker) > tol:
        return None
    from shapely import LineString

    zone = attacker.polygon().buffer(max(tol, 1e-9))
    lengths = {
        q: LineString([a, b]).intersection(zone).length
        for q, (a, b) in target.edges().items()
        if a != b
    }
    if lengths:
        ranked = sorted(lengths.items(), key=lambda kv: kv[1], reverse=True)
        best_q, best_len = ranked[0]
        runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
        if best_len > runner_up + 2 * tol + 1e-9:
            return best_q
    return quarter(target, attacker.x, attacker.y)

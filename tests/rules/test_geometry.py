"""Tests of adjutant.rules.geometry: footprints, distances (CHG-5, CMD-6), quarters (MEL-6),
"directly in front" (CMD-8) and contact sides (MEL-2 set-up, issue 6)."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from adjutant.rules.errors import RuleInputError
from adjutant.rules.geometry import (
    Footprint,
    Quarter,
    contact_quarter,
    directly_in_front,
    distance,
    distance_to_point,
    distances_from,
    footprint_quarter,
    quarter,
    quarters_of,
)

# -- footprints ------------------------------------------------------------------


def test_corners_of_a_unit_facing_up():
    # Facing +y: the front edge is at y + depth/2, the unit's left is -x.
    fp = Footprint(0, 0, 90, 4, 2)
    fl, fr, rr, rl = fp.corners()
    assert fl == pytest.approx((-2, 1))
    assert fr == pytest.approx((2, 1))
    assert rr == pytest.approx((2, -1))
    assert rl == pytest.approx((-2, -1))
    assert fp.polygon().area == pytest.approx(8)


def test_front_edge_faces_the_facing_direction():
    fp = Footprint(10, 5, 0, 6, 2)  # facing +x
    (a, b) = fp.edges()[Quarter.FRONT]
    assert a[0] == pytest.approx(11) and b[0] == pytest.approx(11)
    (a, b) = fp.edges()[Quarter.LEFT]  # facing +x, left is +y
    assert a[1] == pytest.approx(8) and b[1] == pytest.approx(8)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"width": -1},
        {"depth": -0.5},
        {"x": math.nan},
        {"y": math.inf},
        {"facing": "north"},
        {"width": True},
    ],
)
def test_bad_footprints_are_refused(kwargs):
    values = {"x": 0, "y": 0, "facing": 0, "width": 2, "depth": 1} | kwargs
    with pytest.raises(RuleInputError) as err:
        Footprint(**values)
    assert "GEOM" in str(err.value)


def test_flat_and_point_footprints_are_allowed():
    assert Footprint(0, 0, 0, 0, 0).polygon().geom_type == "Point"
    assert Footprint(0, 0, 0, 2, 0).polygon().geom_type == "LineString"
    assert Footprint(0, 0, 0, 0, 2).polygon().geom_type == "LineString"


# -- distances (CHG-5, CMD-6) -------------------------------------------------------


def test_chg5_distance_between_facing_units():
    a = Footprint(0, 0, 90, 4, 2)
    b = Footprint(0, 10, 270, 4, 2)
    assert distance(a, b) == pytest.approx(8)


def test_distance_corner_to_corner():
    a = Footprint(0, 0, 0, 2, 2)
    b = Footprint(5, 6, 0, 2, 2)
    assert distance(a, b) == pytest.approx(math.hypot(3, 4))


def test_distance_touching_and_overlapping_is_zero():
    a = Footprint(0, 0, 0, 2, 2)
    assert distance(a, Footprint(2, 0, 0, 2, 2)) == 0
    assert distance(a, Footprint(0.5, 0.5, 30, 2, 2)) == 0


def test_distance_crossing_rectangles_without_corner_inside_is_zero():
    # A plus sign: no corner of either lies inside the other.
    a = Footprint(0, 0, 0, 1, 10)
    b = Footprint(0, 0, 90, 1, 10)
    assert distance(a, b) == 0
    assert distances_from(a, [b]) == [0]


def test_cmd6_distance_from_a_lone_figure():
    general = Footprint(0, 0, 0, 0, 0)  # the C-in-C standing alone: a point
    regiment = Footprint(0, 12.3, 90, 6, 2)
    assert distance(general, regiment) == pytest.approx(11.3)


def test_distance_to_point():
    fp = Footprint(0, 0, 45, 2, 2)
    assert distance_to_point(fp, 0.2, 0.3) == 0
    assert distance_to_point(fp, 3, 0) == pytest.approx(3 - math.sqrt(2))
    # Along the facing (45°), the front edge is 1 from the centre.
    p = fp.to_table(4, 0)
    assert distance_to_point(fp, *p) == pytest.approx(3)


footprints = st.builds(
    Footprint,
    st.floats(-50, 50),
    st.floats(-50, 50),
    st.floats(-720, 720),
    st.floats(0, 10),
    st.floats(0, 10),
)


@given(footprints, footprints)
def test_distance_is_symmetric(a, b):
    assert distance(a, b) == pytest.approx(distance(b, a), abs=1e-9)


@given(footprints, footprints)
def test_distance_matches_shapely(a, b):
    assert distance(a, b) == pytest.approx(a.polygon().distance(b.polygon()), abs=1e-7)


@settings(max_examples=50)
@given(footprints, st.lists(footprints, max_size=20))
def test_distances_from_matches_pairwise(unit, others):
    got = distances_from(unit, others)
    assert got == pytest.approx([distance(unit, o) for o in others], abs=1e-9)


def test_distances_from_empty_and_bad_items():
    unit = Footprint(0, 0, 0, 2, 2)
    assert distances_from(unit, []) == []
    with pytest.raises(RuleInputError):
        distances_from(unit, [(1, 2)])


# -- quarters (MEL-6) --------------------------------------------------------------


def test_mel6_quarters_of_a_unit_facing_up():
    unit = Footprint(0, 0, 90, 4, 2)  # frontage 4 along x, depth 2 along y
    assert quarter(unit, 0, 5) is Quarter.FRONT
    assert quarter(unit, 0, -5) is Quarter.REAR
    assert quarter(unit, -5, 0) is Quarter.LEFT  # facing +y, left is -x
    assert quarter(unit, 5, 0) is Quarter.RIGHT


def test_mel6_quarters_follow_the_extended_diagonals_not_45_degrees():
    # Wide unit: diagonal slope is depth/width = 2/8, so (10, 3) is ahead of the diagonal.
    unit = Footprint(0, 0, 90, 8, 2)
    assert quarter(unit, 10, 3) is Quarter.FRONT
    assert quarter(unit, 10, 2) is Quarter.RIGHT
    assert quarter(unit, -10, -3) is Quarter.REAR
    assert quarter(unit, -10, -2) is Quarter.LEFT


def test_mel6_points_on_a_diagonal_go_to_front_or_rear():
    unit = Footprint(0, 0, 90, 4, 2)
    assert quarter(unit, 4, 2) is Quarter.FRONT  # on the front-right diagonal, extended
    assert quarter(unit, -4, -2) is Quarter.REAR
    assert quarter(unit, 0, 0) is Quarter.FRONT  # the centre


def test_mel6_point_unit_uses_square_diagonals():
    fig = Footprint(0, 0, 0, 0, 0)  # facing +x
    assert quarter(fig, 3, 1) is Quarter.FRONT
    assert quarter(fig, 1, 3) is Quarter.LEFT
    assert quarter(fig, 1, -3) is Quarter.RIGHT
    assert quarter(fig, -3, 1) is Quarter.REAR


def _point_off_diagonals(unit_w, unit_d, u, v):
    w, d = (1, 1) if unit_w == 0 and unit_d == 0 else (unit_w, unit_d)
    return abs(abs(u) * w - abs(v) * d) > 1e-3 * (1 + abs(u) + abs(v)) * (1 + w + d)


@given(
    st.floats(0, 10),
    st.floats(0, 10),
    st.floats(-30, 30),
    st.floats(-30, 30),
    st.floats(-100, 100),
    st.floats(-100, 100),
    st.floats(-360, 360),
    st.floats(-360, 360),
)
def test_mel6_quarter_is_invariant_under_moving_and_rotating_together(w, d, u, v, x, y, f1, f2):
    assume(_point_off_diagonals(w, d, u, v))
    a = Footprint(x, y, f1, w, d)
    b = Footprint(-y, x / 2, f2, w, d)
    assert quarter(a, *a.to_table(u, v)) is quarter(b, *b.to_table(u, v))


@settings(max_examples=50)
@given(footprints, st.lists(st.tuples(st.floats(-60, 60), st.floats(-60, 60)), max_size=30))
def test_mel6_quarters_of_matches_quarter(unit, points):
    assert quarters_of(unit, points) == [quarter(unit, x, y) for x, y in points]


def test_quarters_of_bad_points():
    with pytest.raises(RuleInputError):
        quarters_of(Footprint(0, 0, 0, 1, 1), [(0, math.nan)])
    assert quarters_of(Footprint(0, 0, 0, 1, 1), []) == []


# -- directly in front (CMD-8) ----------------------------------------------------------

UNIT = Footprint(0, 0, 90, 4, 2)  # facing +y; front edge at y = 1, frontage x in [-2, 2]


def test_cmd8_enemy_straight_ahead_is_in_front():
    assert directly_in_front(UNIT, Footprint(0, 10, 270, 4, 2))


def test_cmd8_enemy_behind_or_beside_is_not_in_front():
    assert not directly_in_front(UNIT, Footprint(0, -10, 90, 4, 2))
    assert not directly_in_front(UNIT, Footprint(10, 5, 270, 4, 2))


def test_cmd8_partial_overlap_of_the_corridor_counts():
    assert directly_in_front(UNIT, Footprint(3.5, 10, 270, 4, 2))  # x in [1.5, 5.5]
    # Only touching the corridor's side line does not.
    assert not directly_in_front(UNIT, Footprint(4, 10, 270, 4, 2))  # x in [2, 6]


def test_cmd8_another_regiment_between_blocks():
    enemy = Footprint(0, 10, 270, 4, 2)
    between = Footprint(1.5, 5, 90, 2, 1)  # covers part of the frontage
    assert not directly_in_front(UNIT, enemy, [between])
    beyond = Footprint(0, 15, 90, 4, 2)
    beside = Footprint(6, 5, 90, 2, 1)
    assert directly_in_front(UNIT, enemy, [beyond, beside, UNIT, enemy])


def test_cmd8_terrain_between_blocks():
    enemy = Footprint(0, 10, 270, 4, 2)
    wood = [(-1, 4), (1, 4), (1, 6), (-1, 6)]
    far_wood = [(-1, 14), (1, 14), (1, 16), (-1, 16)]
    assert not directly_in_front(UNIT, enemy, terrain=[wood])
    assert directly_in_front(UNIT, enemy, terrain=[far_wood])


def test_cmd8_enemy_in_contact_is_in_front():
    assert directly_in_front(UNIT, Footprint(0, 2, 270, 4, 2), [Footprint(0, 1.5, 0, 1, 1)])


def test_cmd8_bad_terrain_is_refused():
    enemy = Footprint(0, 10, 270, 4, 2)
    with pytest.raises(RuleInputError) as err:
        directly_in_front(UNIT, enemy, terrain=[[(0, 0), (1, 1)]])
    assert "CMD-8" in str(err.value)


# -- contact sides ----------------------------------------------------------------


def test_contact_quarter_front_flank_rear():
    target = Footprint(0, 0, 90, 4, 2)  # front edge y = 1, left edge x = -2
    assert contact_quarter(target, Footprint(0, 2, 270, 4, 2)) is Quarter.FRONT
    assert contact_quarter(target, Footprint(-3, 0, 0, 2, 2)) is Quarter.LEFT  # left is -x
    assert contact_quarter(target, Footprint(3, 0, 180, 2, 2)) is Quarter.RIGHT
    assert contact_quarter(target, Footprint(0.5, -2, 90, 4, 2)) is Quarter.REAR


def test_contact_quarter_not_touching_is_none():
    target = Footprint(0, 0, 90, 4, 2)
    assert contact_quarter(target, Footprint(0, 3, 270, 4, 2)) is None
    assert contact_quarter(target, Footprint(0, 2.04, 270, 4, 2)) is Quarter.FRONT  # within 0.05


def test_contact_quarter_corner_to_corner_uses_the_attacker_centre():
    target = Footprint(0, 0, 90, 4, 2)
    # Touches only the front-right corner (2, 1); centre up and to the right, steeper than the
    # diagonal -> FRONT.
    assert contact_quarter(target, Footprint(3, 3, 0, 4, 2)) is Quarter.FRONT
    assert contact_quarter(target, Footprint(5, 1.5, 0, 1, 6)) is Quarter.RIGHT


def test_contact_quarter_bad_tolerance():
    with pytest.raises(RuleInputError):
        contact_quarter(UNIT, UNIT, tolerance=-1)


# -- MEL-6 [choice]: the quarter of a whole footprint (review of issue 2) -------------------


def _area_shares_by_sampling(unit: Footprint, other: Footprint, n: int = 60) -> dict:
    """Share of ``other``'s area in each quarter, by a grid of sample points (independent)."""
    counts = dict.fromkeys(Quarter, 0)
    for i in range(n):
        for j in range(n):
            u = (i + 0.5) / n * other.depth - other.depth / 2
            v = (j + 0.5) / n * other.width - other.width / 2
            counts[quarter(unit, *other.to_table(u, v))] += 1
    return {q: c / n**2 for q, c in counts.items()}


def test_mel6_footprint_quarter_by_centre_is_quarter_of_the_centre():
    unit = Footprint(0, 0, 90, 4, 2)
    other = Footprint(-3, -0.5, 90, 1, 20)
    assert footprint_quarter(unit, other) is quarter(unit, -3, -0.5) is Quarter.LEFT
    assert footprint_quarter(unit, other, by_centre=False) is Quarter.REAR


def test_mel6_footprint_quarter_flat_shapes_fall_back_to_the_centre():
    unit = Footprint(0, 0, 90, 4, 2)
    line = Footprint(-3, -0.5, 90, 0, 20)
    assert footprint_quarter(unit, line, by_centre=False) is Quarter.LEFT
    flat = Footprint(0, 0, 90, 4, 0)
    beside = Footprint(-5, 0.5, 0, 2, 2)
    assert footprint_quarter(flat, beside, by_centre=False) is quarter(flat, -5, 0.5)
    with pytest.raises(RuleInputError, match="MEL-6"):
        footprint_quarter(unit, (0, 5))


sizes = st.floats(0.5, 8)


@settings(max_examples=40, deadline=None)
@given(sizes, sizes, st.floats(-15, 15), st.floats(-15, 15), st.floats(0, 360), sizes, sizes)
def test_mel6_footprint_quarter_by_area_matches_sampling(w, d, x, y, facing, ow, od):
    unit = Footprint(0, 0, 0, w, d)
    other = Footprint(x, y, facing, ow, od)
    shares = _area_shares_by_sampling(unit, other)
    ranked = sorted(shares.values(), reverse=True)
    assume(ranked[0] - ranked[1] > 0.05)  # a clear majority, beyond sampling error
    expected = max(shares, key=shares.get)
    assert footprint_quarter(unit, other, by_centre=False) is expected


@given(
    sizes,
    sizes,
    st.floats(-20, 20),
    st.floats(-20, 20),
    st.floats(0, 360),
    st.floats(-100, 100),
    st.floats(-100, 100),
    st.floats(-360, 360),
    sizes,
    sizes,
)
def test_mel6_footprint_quarter_invariant_under_moving_and_rotating(
    w, d, u, v, turn, dx, dy, spin, ow, od
):
    # The other footprint sits at local (u, v) of the unit, turned by ``turn`` relative to
    # it; moving and rotating both together changes nothing.
    assume(_point_off_diagonals(w, d, u, v))
    a = Footprint(0, 0, 0, w, d)
    b = Footprint(dx, dy, spin, w, d)
    oa = Footprint(*a.to_table(u, v), a.facing + turn, ow, od)
    ob = Footprint(*b.to_table(u, v), b.facing + turn, ow, od)
    assert footprint_quarter(a, oa) is footprint_quarter(b, ob)
    shares = _area_shares_by_sampling(a, oa, 30)
    ranked = sorted(shares.values(), reverse=True)
    assume(ranked[0] - ranked[1] > 0.1)
    assert footprint_quarter(a, oa, by_centre=False) is footprint_quarter(b, ob, by_centre=False)


@given(footprints, footprints, st.floats(-50, 50), st.floats(-50, 50), st.floats(-360, 360))
def test_distance_invariant_under_moving_and_rotating_both(a, b, dx, dy, spin):
    def moved(fp: Footprint) -> Footprint:
        rad = math.radians(spin)
        c, s = math.cos(rad), math.sin(rad)
        return Footprint(
            fp.x * c - fp.y * s + dx, fp.x * s + fp.y * c + dy, fp.facing + spin, fp.width, fp.depth
        )

    assert distance(moved(a), moved(b)) == pytest.approx(distance(a, b), abs=1e-7)


@pytest.mark.parametrize(
    "call",
    [
        lambda: distance(UNIT, (0, 0)),
        lambda: distance_to_point(None, 0, 0),
        lambda: distances_from(UNIT, 5),
        lambda: quarter((0, 0), 1, 1),
        lambda: quarters_of(UNIT, [("a", "b")]),
        lambda: quarters_of(UNIT, 5),
        lambda: directly_in_front(UNIT, Footprint(0, 10, 0, 1, 1), 5),
        lambda: directly_in_front(UNIT, "enemy"),
        lambda: contact_quarter(UNIT, None),
        lambda: quarter(UNIT, True, 0),
        lambda: quarter(UNIT, math.inf, 0),
        lambda: Footprint(0, 0, 0, math.nan, 1),
    ],
)
def test_bad_geometry_input_is_a_rule_input_error(call):
    with pytest.raises(RuleInputError):
        call()


def test_polygon_of_a_vanishingly_small_footprint_is_flat():
    # Regression (found by test_distance_matches_shapely): a depth of 1e-208 made a
    # zero-length LineString, which shapely treats as empty: infinitely far from everything.
    tiny = Footprint(0, 0, 0, 0, 1.762907889039126e-208)
    assert tiny.polygon().geom_type == "Point"
    assert Footprint(0, 0, 0, 0, 0).polygon().distance(tiny.polygon()) == 0
    assert Footprint(0, 0, 0, 2, 1e-300).polygon().geom_type == "LineString"
    assert footprint_quarter(UNIT, Footprint(-5, 0, 0, 1e-300, 2), by_centre=False) is Quarter.LEFT

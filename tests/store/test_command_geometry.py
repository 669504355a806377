"""The command planner's geometry (issue 4) stays exact where issue 9 made it cheaper.

``enemies_in_front`` skips CMD-8's shapely test for pairs that cannot pass it
(``_may_enter_corridor``), and ``measured_distances`` converts the C-in-C's footprint
once per reload: both must give the same answers as the rules called pair by pair.
"""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import example, given, settings
from hypothesis import strategies as st

from adjutant.rules.geometry import Footprint, directly_in_front, distance, distance_to_point
from adjutant.store.read.queries import FootprintInfo
from adjutant.store.tools.command.planner import _may_enter_corridor, measured_distances

coord = st.floats(-30, 30, allow_nan=False).map(lambda v: round(v, 1))
size = st.sampled_from([0.0, 1.0, 2.5, 4.0, 6.0])
facing = st.sampled_from([0.0, 30.0, 45.0, 90.0, 135.0, 180.0, 270.0, 333.0])
footprints = st.builds(Footprint, coord, coord, facing, size, size)


@settings(max_examples=1500, deadline=None)
@given(unit=footprints, target=footprints)
# A point facing 90°: cos 90° is not exactly 0, so the target ahead is a hair to one side.
@example(unit=Footprint(2.0, 0.0, 90.0, 0.0, 0.0), target=Footprint(2.0, 1.0, 0.0, 0.0, 0.0))
def test_cmd8_prefilter_never_hides_a_target_directly_in_front(unit, target):
    if not _may_enter_corridor(unit, target):
        assert not directly_in_front(unit, target)


def test_cmd8_prefilter_keeps_what_may_be_in_front_and_drops_what_cannot():
    unit = Footprint(0, 0, 0, 4, 2)  # facing +x, frontage 4 across y
    assert _may_enter_corridor(unit, Footprint(10, 0, 180, 4, 2))  # straight ahead
    assert _may_enter_corridor(unit, Footprint(10, 2.5, 0, 2, 2))  # overlaps the edge line
    assert not _may_enter_corridor(unit, Footprint(10, 6, 0, 2, 2))  # off to the left
    assert not _may_enter_corridor(unit, Footprint(-10, 0, 0, 2, 2))  # behind


def _unit(uid, fp):
    info = FootprintInfo(fp.x, fp.y, fp.facing, fp.width, fp.depth) if fp else None
    return SimpleNamespace(id=uid, footprint=info)


@settings(max_examples=100, deadline=None)
@given(origin=footprints, others=st.lists(st.one_of(st.none(), footprints), max_size=6))
def test_cmd6_measured_distances_match_the_rules_pair_by_pair(origin, others):
    units = [_unit(i, fp) for i, fp in enumerate(others, start=10)]
    with_unit = SimpleNamespace(unit_id=1, x=None, y=None)
    alone = SimpleNamespace(unit_id=None, x=origin.x, y=origin.y)
    origin_info = FootprintInfo(origin.x, origin.y, origin.facing, origin.width, origin.depth)
    together = measured_distances(with_unit, origin_info, units)
    standing = measured_distances(alone, None, units)
    for u, fp in zip(units, others, strict=True):
        assert together[u.id] == (distance(origin, fp) if fp else None)
        assert standing[u.id] == (distance_to_point(fp, origin.x, origin.y) if fp else None)
        assert measured_distances(with_unit, origin_info, [u]) == {u.id: together[u.id]}
    assert measured_distances(None, origin_info, units) == {u.id: None for u in units}
    assert measured_distances(with_unit, None, units) == {u.id: None for u in units}

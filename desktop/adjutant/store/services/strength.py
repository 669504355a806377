"""Casualties against a unit's model count: the one rule every casualty-applying service shares.

For ``adjutant.store.tools.command.recorder`` and ``melee_services`` (MEL-11: hits become casualties)
and ``services.update_unit`` (casualties or strength typed by hand). Issue 17: a unit
imported from an army list has a model count (``strength``); its casualties count
against it, and a unit with no model left is destroyed. A unit without a model count
(``strength`` None, every unit made before army lists) is never destroyed by this rule.
Casualties typed above the model count are refused (:func:`check_casualties`, issue 22);
hits beyond the last model fall on no one (:func:`add_casualties` stops at the count).
"""

from __future__ import annotations

from adjutant.rules.units import Status
from adjutant.store.errors import TooManyCasualties
from adjutant.store.file.models import Unit


def add_casualties(unit: Unit, count: int) -> None:
    """``count`` more casualties on ``unit`` (MEL-11), at most its models, then
    :func:`settle_strength`."""
    unit.casualties += count
    if unit.strength is not None:
        unit.casualties = min(unit.casualties, unit.strength)
    settle_strength(unit)


def check_casualties(unit: Unit) -> None:
    """Casualties typed above the unit's model count are refused (``TooManyCasualties``):
    nine on a five-model squad cannot be (issue 22)."""
    casualties = unit.casualties or 0  # a unit not yet written has none
    if unit.strength is not None and casualties > unit.strength:
        raise TooManyCasualties(casualties, unit.strength)


def settle_strength(unit: Unit) -> None:
    """A unit with a model count and no model left is destroyed (issue 17)."""
    if (
        unit.strength is not None
        and unit.casualties >= unit.strength
        and unit.status != Status.DESTROYED.value
    ):
        unit.status = Status.DESTROYED.value

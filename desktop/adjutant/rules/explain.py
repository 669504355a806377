"""Breakdowns: why a number is what it is.

Results of the rules core carry a tuple of :class:`Modifier` so a window can
list each term with its rule id and value (DESIGN.md: "a tool never hides why").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Modifier:
    """One term of a computed number: ``label`` (English, short), its rule id and value.

    ``key`` is a stable machine name (e.g. ``"charging"``) that windows use to
    translate the label.
    """

    key: str
    label: str
    rule: str
    value: float | int


def total(modifiers: tuple[Modifier, ...] | list[Modifier]) -> float | int:
    return sum(m.value for m in modifiers)

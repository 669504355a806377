"""Shared widgets for the tool windows (command, charge, melee, odds, hex; issue 9).

- :class:`DiceEntry` — virtual/physical toggle and typed faces of N dK, validated
  (RULES.md "Dice: physical or virtual").
- :class:`ChanceLabel` — an exact ``Fraction`` shown as a percentage, the fraction
  in its tooltip ("the exact chance is shown first").
- :class:`BreakdownView` — the terms of a computed number, each with its rule id
  (DESIGN.md: "a tool never hides why").
- :class:`ReflowPanes`, :class:`FlowLayout`, :class:`OverflowBar`, :class:`ScrollPage`,
  :class:`WrappedLabel`, :class:`CurrentPageTabs` — layouts that follow the width of a dock (460 px to 1000+ px)
  without overlapping or cutting anything off.
"""

from adjutant.windows.widgets.breakdown import BreakdownModel, BreakdownView
from adjutant.windows.widgets.chance import ChanceLabel, format_percent
from adjutant.windows.widgets.dice_entry import PHYSICAL, VIRTUAL, DiceEntry, parse_faces
from adjutant.windows.widgets.reflow import (
    CurrentPageTabs,
    FlowLayout,
    OverflowBar,
    ReflowPanes,
    ScrollPage,
    WrappedLabel,
)

__all__ = [
    "PHYSICAL",
    "VIRTUAL",
    "BreakdownModel",
    "BreakdownView",
    "ChanceLabel",
    "CurrentPageTabs",
    "DiceEntry",
    "FlowLayout",
    "OverflowBar",
    "ReflowPanes",
    "ScrollPage",
    "WrappedLabel",
    "format_percent",
    "parse_faces",
]

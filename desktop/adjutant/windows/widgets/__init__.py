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

from importlib import import_module
from typing import TYPE_CHECKING

#: Each name and the module it lives in. The modules are imported when a name is first
#: used (PEP 562): the main window's turn bar takes ``widgets.elided`` before the first
#: paint without paying for the tool windows' widgets (issue 15, start-up).
_WHERE = {
    "BreakdownModel": "breakdown",
    "BreakdownView": "breakdown",
    "ChanceLabel": "chance",
    "format_percent": "chance",
    "PHYSICAL": "dice_entry",
    "VIRTUAL": "dice_entry",
    "DiceEntry": "dice_entry",
    "parse_faces": "dice_entry",
    "CurrentPageTabs": "reflow",
    "FlowLayout": "reflow",
    "OverflowBar": "reflow",
    "ReflowPanes": "reflow",
    "ScrollPage": "reflow",
    "WrappedLabel": "reflow",
}

if TYPE_CHECKING:  # pragma: no cover - for type checkers and readers
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


def __getattr__(name: str) -> object:

    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


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

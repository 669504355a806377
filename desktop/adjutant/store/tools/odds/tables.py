"""Combat results tables as values: the odds tool's pure helpers (ODD-2; issues 10, 28).

For the odds planner (``adjutant.store.tools.odds.planner``), the CRT grid model
(``adjutant.qtmodels.crt_model``), the odds window and ``adjutant.store.tools.odds.table_services``
(which re-exports every name here). No session and no SQLAlchemy: importing this module
costs nothing at start-up, so the odds tool can be the panel in sight before the game's
writer is made (issue 28).

- ``rules_crt`` — a stored table (``queries.CrtInfo`` or its ORM row) as
  ``rules.odds.Crt``, unset cells left out;
- ``active_overrides``, ``odd2_allowed``, ``is_odd2`` — the house rules in force;
- ``load_sample_crt`` — the made-up sample table as ``create_crt`` keywords;
- ``UNSET`` (a cell not filled in yet), ``ODD2_LABEL`` (the ODD-2 preset's rows).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from adjutant.paths import resource
from adjutant.rules.errors import RuleInputError
from adjutant.rules.odds import Crt as RulesCrt
from adjutant.rules.ruleset import Ruleset

#: A cell not filled in yet (the store keeps every cell non-empty; the rules core
#: treats this one as missing, so rolling on it is a clear error).
UNSET = "?"
#: The label marking override rows that belong to the ODD-2 preset.
ODD2_LABEL = "Defender's CRT changes (ODD-2)"  # as in sample_crt.json


def rules_crt(info: Any) -> RulesCrt | None:
    """A stored table (``queries.CrtInfo`` or its ORM row) as ``rules.odds.Crt``; None if no cell is set.

    Unset cells (``UNSET``) are left out, so the rules core reports them as missing.
    """
    cells = {
        (column, face): code
        for face, row in enumerate(info.cells, start=1)
        for column, code in zip(info.columns, row, strict=False)
        if code.strip() and code.strip() != UNSET
    }
    if not cells:
        return None
    return RulesCrt(
        name=info.name,
        columns=tuple(info.columns),
        cells=cells,
        die_sides=info.die_sides,
        legend=dict(info.legend),
    )


def odd2_allowed(ruleset: Mapping[str, Any]) -> bool:
    """ODD-2 is a [choice]: the game's ruleset option ``odd2_house_rule`` (on by default)."""
    try:
        return Ruleset.from_dict(ruleset).odd2_house_rule
    except (RuleInputError, TypeError, KeyError):
        return bool(dict(ruleset.get("options", {})).get("odd2_house_rule", True))


def is_odd2(label: str) -> bool:
    """Does an override row belong to the ODD-2 preset (its label names the rule)?"""
    return "ODD-2" in label


def active_overrides(info: Any, *, odd2: bool = True) -> dict[tuple[str, int], str]:
    """The enabled overrides of a table; ODD-2 preset rows only when ``odd2`` (the ruleset)."""
    return {
        (o.column, o.roll): o.result
        for o in info.overrides
        if o.enabled and (odd2 or not is_odd2(o.label))
    }


def load_sample_crt(path: Path | None = None) -> dict[str, Any]:
    """The made-up sample table (``resources/samples/sample_crt.json``) as ``create_crt``
    keywords: {"name", "die_sides", "columns", "cells" (a row per face), "legend", "notes"}.
    Its notice (made-up values, not a published table) becomes the table's notes."""
    data = json.loads((path or resource("samples", "sample_crt.json")).read_text("utf-8"))
    return {
        "name": data["name"],
        "die_sides": data["die_sides"],
        "columns": list(data["columns"]),
        "cells": [list(row) for row in data["cells"]],
        "legend": dict(data["legend"]),
        "notes": str(data.get("notice", "")),
    }


__all__ = [
    "ODD2_LABEL",
    "UNSET",
    "active_overrides",
    "is_odd2",
    "load_sample_crt",
    "odd2_allowed",
    "rules_crt",
]

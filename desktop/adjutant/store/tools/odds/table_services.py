"""Combat results tables: the odds tool's store services and table helpers (ODD-2; issue 10).

For the odds window (``adjutant.windows.odds``), its CRT grid model
(``adjutant.qtmodels.crt_model``) and the odds planner (``adjutant.store.tools.odds.planner``,
which plans and records the combats themselves). ``adjutant.store.services.edits`` already has
``add_crt``, ``set_crt_cell``, ``set_crt_override`` and ``enable_crt_override``; this
module adds, the same way (one ``Game.action`` per user intent, undoable,
``InvalidField`` on bad input with nothing changed):

- ``create_crt`` (a table plus, optionally, the ODD-2 preset in one action),
  ``rename_crt``, ``delete_crt``, ``set_crt_layout`` (columns and die sides),
  ``set_crt_cells`` (a pasted block = one action), ``set_crt_legend``,
  ``delete_crt_override`` and ``set_house_rule`` (the ODD-2 preset on/off per table).

And, from ``adjutant.store.tools.odds.tables`` (pure helpers, no session and no SQLAlchemy:
the odds planner and the CRT grid model import them before the game is on screen,
issue 28): ``rules_crt`` (a stored table as ``rules.odds.Crt``, unset cells left out),
``active_overrides``, ``odd2_allowed``, ``is_odd2``, ``load_sample_crt``, ``UNSET``,
``ODD2_LABEL``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from adjutant.rules.odds import ODD2_HOUSE_RULE
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.file.game import Game
from adjutant.store.file.journal import Change
from adjutant.store.file.models import Crt, CrtOverride
from adjutant.store.format.validate import (
    check_bool,
    check_code,
    check_int,
    check_name,
    check_odds_columns,
    check_text,
)
from adjutant.store.services.edits import _crt_values, get, set_row_fields
from adjutant.store.tools.odds.tables import ODD2_LABEL, UNSET, is_odd2

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

# Offered here as before (the odds window, scripts and tests); defined in crt_tables.
from adjutant.store.tools.odds.tables import active_overrides as active_overrides
from adjutant.store.tools.odds.tables import load_sample_crt as load_sample_crt
from adjutant.store.tools.odds.tables import odd2_allowed as odd2_allowed
from adjutant.store.tools.odds.tables import rules_crt as rules_crt

# ---------------------------------------------------------------- validation


def _check_columns(columns: Any) -> list[str]:
    """ODD-1: odds columns like "2-1", distinct and in ascending odds."""
    return check_odds_columns("columns", columns)


def _odd2_rows(s: Session, c: Crt, enabled: bool) -> None:
    """Add or switch the ODD-2 preset's override rows on table ``c``."""
    existing = {
        (o.column, o.roll): o
        for o in s.scalars(select(CrtOverride).where(CrtOverride.crt_id == c.id))
    }
    for (column, roll), code in ODD2_HOUSE_RULE.overrides.items():
        if column not in c.columns or roll > c.die_sides:
            continue
        o = existing.get((column, roll))
        if o is None:
            s.add(
                CrtOverride(
                    crt_id=c.id,
                    column=column,
                    roll=roll,
                    result=code,
                    label=ODD2_LABEL,
                    enabled=enabled,
                )
            )
        elif is_odd2(o.label):
            o.enabled = enabled


# ---------------------------------------------------------------- CRT services


def create_crt(
    game: Game,
    name: str,
    *,
    die_sides: int,
    columns: Sequence[str],
    cells: Sequence[Sequence[str]] | None = None,
    legend: Mapping[str, str] | None = None,
    notes: str = "",
    odd2: bool = False,
) -> Change:
    """A new table (``cells[roll - 1][column index]``; None = all ``UNSET``), with the ODD-2
    preset switched on when ``odd2``. One action; ``result`` = the table's id."""
    columns = _check_columns(columns)
    die_sides = check_int("die_sides", die_sides, 2, 100)
    if cells is None:
        cells = [[UNSET] * len(columns) for _ in range(die_sides)]
    values = _crt_values(name, die_sides, columns, cells, dict(legend or {}), notes)
    odd2 = check_bool("odd2", odd2)
    with game.action(action_labels.ADD_COMBAT_RESULTS_TABLE) as act:
        c = Crt(**values)
        act.session.add(c)
        act.session.flush()
        if odd2:
            _odd2_rows(act.session, c, True)
        act.result = c.id
    return act.ended


def rename_crt(game: Game, crt_id: int, name: str) -> Change:
    name = check_name("name", name)
    return set_row_fields(
        game, action_labels.RENAME_COMBAT_RESULTS_TABLE, Crt, crt_id, "crt_id", {"name": name}
    )


def delete_crt(game: Game, crt_id: int) -> Change:
    """The table and its house-rule overrides."""
    with game.action(action_labels.DELETE_COMBAT_RESULTS_TABLE) as act:
        s = act.session
        c = get(s, Crt, crt_id, "crt_id")
        for o in s.scalars(select(CrtOverride).where(CrtOverride.crt_id == crt_id)):
            s.delete(o)
        s.flush()
        s.delete(c)
    return act.ended


def set_crt_layout(game: Game, crt_id: int, *, columns: Sequence[str], die_sides: int) -> Change:
    """Change a table's columns and die: cells of kept (column, face) pairs stay, new ones
    are ``UNSET``; overrides on cells that no longer exist are deleted."""
    columns = _check_columns(columns)
    die_sides = check_int("die_sides", die_sides, 2, 100)
    with game.action(action_labels.CHANGE_TABLE_LAYOUT) as act:
        s = act.session
        c = get(s, Crt, crt_id, "crt_id")
        old = {
            (col, face): code
            for face, row in enumerate(c.cells, start=1)
            for col, code in zip(c.columns, row, strict=False)
        }
        c.cells = [
            [old.get((col, face), UNSET) for col in columns] for face in range(1, die_sides + 1)
        ]
        c.columns = list(columns)
        c.die_sides = die_sides
        for o in s.scalars(select(CrtOverride).where(CrtOverride.crt_id == crt_id)):
            if o.column not in columns or o.roll > die_sides:
                s.delete(o)
    return act.ended


def set_crt_cells(game: Game, crt_id: int, cells: Mapping[tuple[str, int], str]) -> Change:
    """Several cells at once (a paste from a spreadsheet): one action. An empty code
    clears the cell (``UNSET``)."""
    if not isinstance(cells, Mapping) or not cells:
        raise InvalidField("cells", cells, "must map (column, roll) to result codes")
    with game.action(action_labels.EDIT_COMBAT_RESULTS_TABLE) as act:
        c = get(act.session, Crt, crt_id, "crt_id")
        rows = [list(r) for r in c.cells]
        for key, code in cells.items():
            if not isinstance(key, tuple) or len(key) != 2:
                raise InvalidField("cells", key, "a cell is (column, roll)")
            column, roll = key
            if column not in c.columns:
                raise InvalidField("column", column, f"must be one of {', '.join(c.columns)}")
            check_int("roll", roll, 1, c.die_sides)
            code = check_code("result", code) or UNSET
            rows[roll - 1][c.columns.index(column)] = code
        c.cells = rows
    return act.ended


def set_crt_legend(game: Game, crt_id: int, legend: Mapping[str, str]) -> Change:
    """Replace a table's legend (result code -> what it means)."""
    if not isinstance(legend, Mapping):
        raise InvalidField("legend", legend, "must map result codes to meanings")
    cleaned = {check_name("legend", k): check_text("legend", v) for k, v in legend.items()}
    return set_row_fields(
        game, action_labels.EDIT_TABLE_LEGEND, Crt, crt_id, "crt_id", {"legend": cleaned}
    )


def delete_crt_override(game: Game, override_id: int) -> Change:
    with game.action(action_labels.REMOVE_HOUSE_RULE) as act:
        act.session.delete(get(act.session, CrtOverride, override_id, "override_id"))
    return act.ended


def set_house_rule(game: Game, crt_id: int, enabled: bool) -> Change:
    """ODD-2: switch the defender's CRT changes on or off for one table (adds the preset's
    override rows the first time)."""
    enabled = check_bool("enabled", enabled)
    with game.action(action_labels.HOUSE_RULE_ODD2) as act:
        c = get(act.session, Crt, crt_id, "crt_id")
        _odd2_rows(act.session, c, enabled)
    return act.ended

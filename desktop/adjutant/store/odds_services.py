"""Odds-combat services and helpers the store lacked (RULES.md §4, ODD-1..3; issue 10).

For the odds window (``adjutant.windows.odds``) and the CRT grid model
(``adjutant.qtmodels.crt_model``). ``adjutant.store.services`` already has
``add_crt``, ``set_crt_cell``, ``set_crt_override`` and ``enable_crt_override``;
this module adds, the same way (one ``Game.action`` per user intent, undoable,
``InvalidField`` on bad input with nothing changed):

- ``create_crt`` (a table plus, optionally, the ODD-2 preset in one action),
  ``rename_crt``, ``delete_crt``, ``set_crt_layout`` (columns and die sides),
  ``set_crt_cells`` (a pasted block = one action), ``set_crt_legend``,
  ``delete_crt_override`` and ``set_house_rule`` (the ODD-2 preset on/off per table);
- ``resolve_odds``: ``resolve.resolve_odds_combat`` plus what it lacks: strengths, ODD-3 bombardment, the ODD-1 column, the
  shifts, the roll (virtual from the game's seeded dice, or a typed face) and the
  CRT lookup with house rules, logged as an ``odds`` event.

And pure helpers (no session): ``rules_crt`` (a stored table as ``rules.odds.Crt``,
unset cells left out), ``active_overrides``, ``plan_odds`` (every number the window
shows before the roll, from the rules core), ``load_sample_crt``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from sqlalchemy import select

from adjutant.paths import resource
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.odds import (
    ODD2_HOUSE_RULE,
    OddsBreakdown,
    bombardment_breakdown,
    clamp_column,
    effective_code,
    odds_breakdown,
    outcome_distribution,
    shift_column,
)
from adjutant.rules.odds import (
    Crt as RulesCrt,
)
from adjutant.rules.ruleset import Ruleset
from adjutant.store import events as ev
from adjutant.store.errors import InvalidField
from adjutant.store.game import Game
from adjutant.store.journal import Change
from adjutant.store.models import Crt, CrtOverride, GameMeta, Unit
from adjutant.store.services import _crt_values, get, set_row_fields
from adjutant.store.validate import (
    check_bool,
    check_code,
    check_int,
    check_name,
    check_odds_columns,
    check_text,
)

#: A cell not filled in yet (the store keeps every cell non-empty; the rules core
#: treats this one as missing, so rolling on it is a clear error).
UNSET = "?"
#: The label marking override rows that belong to the ODD-2 preset.
ODD2_LABEL = "Defender's CRT changes (ODD-2)"  # as in sample_crt.json
EVENT_KIND = ev.OddsCombat.KIND  # as adjutant.store.resolve.resolve_odds_combat


# ---------------------------------------------------------------- pure helpers


def rules_crt(info: Any) -> RulesCrt | None:
    """A stored table (``queries.CrtInfo``) as ``rules.odds.Crt``; None if no cell is set.

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


@dataclass(frozen=True)
class Shift:
    """A column shift added by hand (ODD-1: terrain, leaders...): +1 right, -1 left."""

    value: int
    reason: str


@dataclass(frozen=True)
class OddsPlan:
    """Everything shown before the roll: the strengths with their terms, ODD-1's
    arithmetic, the clamped and shifted column and the chance of each code."""

    attack_terms: tuple[Modifier, ...]
    defence_terms: tuple[Modifier, ...]
    bombardment_terms: tuple[Modifier, ...]
    attack: int
    defence: int
    odds: OddsBreakdown
    clamped: str
    shifts: tuple[Shift, ...]
    column: str
    distribution: dict[str, Fraction]
    overrides: Mapping[tuple[str, int], str] = field(default_factory=dict)


def _terms(
    what: str, typed: int | None, units: Sequence[tuple[str, int]], factor: str
) -> tuple[Modifier, ...]:
    if units:
        return tuple(
            Modifier(f"{what}_unit_{i}", f"{name}: {factor} factor", "ODD-1", value)
            for i, (name, value) in enumerate(units, start=1)
        )
    if typed is None:
        return ()
    return (Modifier(what, f"{what.capitalize()} strength", "ODD-1", typed),)


def plan_bombardment(bombarding: Sequence[tuple[str, int]]) -> tuple[Modifier, ...]:
    """ODD-3: one term per bombarding artillery unit (name, attack factor), its factor
    halved rounding up, by ``rules.odds.bombardment_breakdown``."""
    return tuple(
        Modifier(m.key, f"{name}: attack {value} halved, rounded up", m.rule, m.value)
        for m, (name, value) in zip(
            bombardment_breakdown([v for _, v in bombarding]), bombarding, strict=True
        )
    )


def plan_odds(
    crt: RulesCrt | None,
    overrides: Mapping[tuple[str, int], str] | None = None,
    *,
    attack: int | None = None,
    attackers: Sequence[tuple[str, int]] = (),
    defence: int | None = None,
    defenders: Sequence[tuple[str, int]] = (),
    bombarding: Sequence[tuple[str, int]] = (),
    shifts: Sequence[Shift] = (),
) -> OddsPlan:
    """ODD-1..3 through the rules core. Attack = the attackers' factors (or the typed
    ``attack``) plus each bombarding artillery unit's factor halved, rounded up (ODD-3).

    Raises ``RuleInputError`` (zero or negative strength, no table, bad shift...).
    """
    if crt is None:
        raise RuleInputError("ODD-2", "the combat results table is empty: fill in its cells")
    for name, value in (*attackers, *defenders):
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise RuleInputError("ODD-1", f"{name}: a factor must be at least 1, got {value}")
    attack_terms = _terms("attack", attack, attackers, "attack")
    defence_terms = _terms("defence", defence, defenders, "defence")
    bombardment_terms = plan_bombardment(bombarding) if bombarding else ()
    if not attack_terms and not bombardment_terms:
        raise RuleInputError("ODD-1", "enter the attack strength or pick attacking units")
    if not defence_terms:
        raise RuleInputError("ODD-1", "enter the defence strength or pick defending units")
    # A typed zero or negative strength gets ODD-1's own message, naming which side.
    for m in attack_terms:
        odds_breakdown(m.value, 1)
    for m in defence_terms:
        odds_breakdown(1, m.value)
    total_attack = sum(m.value for m in (*attack_terms, *bombardment_terms))
    total_defence = sum(m.value for m in defence_terms)
    odds = odds_breakdown(total_attack, total_defence)
    clamped = clamp_column(odds.column, crt.columns)
    total_shift = 0
    for s in shifts:
        if isinstance(s.value, bool) or not isinstance(s.value, int) or s.value == 0:
            raise RuleInputError("ODD-1", f"a column shift is a non-zero whole number: {s.value!r}")
        if not s.reason.strip():
            raise RuleInputError("ODD-1", "a column shift needs a reason")
        total_shift += s.value
    column = shift_column(clamped, total_shift, crt.columns) if total_shift else clamped
    overrides = dict(overrides or {})
    return OddsPlan(
        attack_terms=attack_terms,
        defence_terms=defence_terms,
        bombardment_terms=bombardment_terms,
        attack=total_attack,
        defence=total_defence,
        odds=odds,
        clamped=clamped,
        shifts=tuple(shifts),
        column=column,
        distribution=outcome_distribution(crt, column, overrides),
        overrides=overrides,
    )


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


# ---------------------------------------------------------------- validation


def _check_columns(columns: Any) -> list[str]:
    """ODD-1: odds columns like "2-1", distinct and in ascending odds."""
    return check_odds_columns("columns", columns)


def _odd2_rows(s, c: Crt, enabled: bool) -> None:
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
    with game.action("Add combat results table") as act:
        c = Crt(**values)
        act.session.add(c)
        act.session.flush()
        if odd2:
            _odd2_rows(act.session, c, True)
        act.result = c.id
    return act.change


def rename_crt(game: Game, crt_id: int, name: str) -> Change:
    name = check_name("name", name)
    return set_row_fields(
        game, "Rename combat results table", Crt, crt_id, "crt_id", {"name": name}
    )


def delete_crt(game: Game, crt_id: int) -> Change:
    """The table and its house-rule overrides."""
    with game.action("Delete combat results table") as act:
        s = act.session
        c = get(s, Crt, crt_id, "crt_id")
        for o in s.scalars(select(CrtOverride).where(CrtOverride.crt_id == crt_id)):
            s.delete(o)
        s.flush()
        s.delete(c)
    return act.change


def set_crt_layout(game: Game, crt_id: int, *, columns: Sequence[str], die_sides: int) -> Change:
    """Change a table's columns and die: cells of kept (column, face) pairs stay, new ones
    are ``UNSET``; overrides on cells that no longer exist are deleted."""
    columns = _check_columns(columns)
    die_sides = check_int("die_sides", die_sides, 2, 100)
    with game.action("Change table layout") as act:
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
    return act.change


def set_crt_cells(game: Game, crt_id: int, cells: Mapping[tuple[str, int], str]) -> Change:
    """Several cells at once (a paste from a spreadsheet): one action. An empty code
    clears the cell (``UNSET``)."""
    if not isinstance(cells, Mapping) or not cells:
        raise InvalidField("cells", cells, "must map (column, roll) to result codes")
    with game.action("Edit combat results table") as act:
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
    return act.change


def set_crt_legend(game: Game, crt_id: int, legend: Mapping[str, str]) -> Change:
    """Replace a table's legend (result code -> what it means)."""
    if not isinstance(legend, Mapping):
        raise InvalidField("legend", legend, "must map result codes to meanings")
    cleaned = {check_name("legend", k): check_text("legend", v) for k, v in legend.items()}
    return set_row_fields(game, "Edit table legend", Crt, crt_id, "crt_id", {"legend": cleaned})


def delete_crt_override(game: Game, override_id: int) -> Change:
    with game.action("Remove house rule") as act:
        act.session.delete(get(act.session, CrtOverride, override_id, "override_id"))
    return act.change


def set_house_rule(game: Game, crt_id: int, enabled: bool) -> Change:
    """ODD-2: switch the defender's CRT changes on or off for one table (adds the preset's
    override rows the first time)."""
    enabled = check_bool("enabled", enabled)
    with game.action("House rule ODD-2") as act:
        c = get(act.session, Crt, crt_id, "crt_id")
        _odd2_rows(act.session, c, enabled)
    return act.change


# ---------------------------------------------------------------- resolution


def _units(s, ids: Sequence[int], attr: str, field_name: str) -> list[tuple[str, int]]:
    if isinstance(ids, str) or not isinstance(ids, Sequence):
        raise InvalidField(field_name, ids, "must be a list of unit ids")
    return [(u.name, getattr(u, attr)) for u in (get(s, Unit, i, field_name) for i in ids)]


def resolve_odds(
    game: Game,
    crt_id: int,
    *,
    attack: int | None = None,
    attackers: Sequence[int] = (),
    defence: int | None = None,
    defenders: Sequence[int] = (),
    bombarding: Sequence[int] = (),
    shifts: Sequence[Shift | tuple[int, str]] = (),
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
) -> Change:
    """ODD-1..3: resolve one odds combat on table ``crt_id`` and log it.

    ``adjutant.store.resolve.resolve_odds_combat`` with what the odds window needs on
    top: ODD-3 bombardment, column shifts with reasons, and the ruleset's ODD-2 option
    (preset rows ignored when the game's ruleset switches ODD-2 off). Same dice
    handling (``resolve.roll``), event kind ("odds_combat") and outcome keys
    ({"column", "result", "meaning"} plus "table_result", the table's own code).

    Attack = the attacking units' attack factors (or the typed ``attack``) plus each
    bombarding unit's factor halved, rounded up; defence = the defenders' defence
    factors (or ``defence``). ``Change.result`` is a ``resolve.Resolution``. Bad input
    (zero strength, an unset cell, a face off the die) raises and changes nothing.
    """
    from adjutant.store import queries, resolve

    shifts = tuple(x if isinstance(x, Shift) else Shift(*x) for x in shifts)
    info = next((c for c in queries.crts(game) if c.id == crt_id), None)
    if info is None:
        raise InvalidField("crt_id", crt_id, "no such combat results table")
    overrides = active_overrides(info, odd2=odd2_allowed(queries.game_info(game).ruleset))
    with game.action("Odds combat") as act:
        s = act.session
        m = s.get(GameMeta, 1)
        crt = rules_crt(info)
        plan = plan_odds(
            crt,
            overrides,
            attack=attack,
            attackers=_units(s, attackers, "attack_factor", "attackers"),
            defence=defence,
            defenders=_units(s, defenders, "defence_factor", "defenders"),
            bombarding=_units(s, bombarding, "attack_factor", "bombarding"),
            shifts=shifts,
        )
        mode = resolve._dice_mode(m, dice_mode)
        (face,) = resolve.roll(m, mode, crt.die_sides, 1, faces, "ODD-2")
        code = effective_code(crt, plan.column, face, overrides)
        table_code = crt.cells.get((plan.column, face))
        meaning = crt.legend.get(code, "")
        summary = f"{plan.odds.text()} → column {plan.column}, roll {face}: {code}"
        if meaning:
            summary += f" ({meaning})"
        if table_code != code:
            summary += f" [house rule; the table says {table_code}]"
        act.result = resolve.record(
            s,
            m,
            act.action_id,
            ev.OddsCombat(
                side_id=m.active_side_id,
                summary=summary,
                chance=plan.distribution[code],
                dice=(face,),
                dice_source=mode,
                rule_ids=("ODD-1", "ODD-2", *(("ODD-3",) if bombarding else ())),
                crt_id=crt_id,
                crt=info.name,
                attack=plan.attack,
                defence=plan.defence,
                attacker_ids=tuple(attackers),
                defender_ids=tuple(defenders),
                bombarding_ids=tuple(bombarding),
                attack_terms=tuple((t.label, t.value) for t in plan.attack_terms),
                bombardment_terms=tuple((t.label, t.value) for t in plan.bombardment_terms),
                defence_terms=tuple((t.label, t.value) for t in plan.defence_terms),
                odds=plan.odds.text(),
                odds_column=plan.odds.column,
                clamped=plan.clamped,
                shifts=tuple((x.value, x.reason) for x in plan.shifts),
                column=plan.column,
                house_rules=tuple((f"{c} {r}", v) for (c, r), v in overrides.items()),
                distribution=tuple(plan.distribution.items()),
                result=code,
                meaning=meaning,
                table_result=table_code,
            ),
        )
    return act.change

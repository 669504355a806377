"""What the command window shows for one side at the start of its turn (issue 4, RULES.md §1).

For :mod:`adjutant.windows.command` (and its tests): reads the store through
``adjutant.store.queries`` and asks ``adjutant.rules`` for every number, so the
window only lays them out. Nothing here changes the game.

- :func:`load_plan` — the game's turn, the side, its regiments, the C-in-C,
  the measured C-in-C distances (CMD-6, edge to edge), "an enemy directly in
  front" for each regiment on the table (CMD-8), and this turn's command events.
- :func:`declaration` — one regiment's declared change worked out before any
  roll: refused (CMD-7), automatic (CMD-4) or a control test with its
  difficulty, breakdown, needed roll and exact chance (CMD-5, CMD-6).
- :func:`parse_distance` — a distance typed as on the table ("11.3" or "11,3").
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QLocale

from adjutant.rules import command as cmd
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import Ruleset, Tool
from adjutant.store import events as ev
from adjutant.windows.game_rules import ruleset_from

#: Events this window reads back to show results (written by adjutant.store.resolve).
DECLARATION_EVENTS = (ev.ControlTest, ev.TokenChange)


@dataclass(frozen=True)
class Plan:
    """One side's command step, read from the store at one moment."""

    turn: int
    phase: str
    side: Any  # queries.SideInfo | None
    sides: tuple[Any, ...]
    ruleset: Ruleset
    dice_mode: str
    units: tuple[Any, ...]  # queries.UnitInfo of the side, in order-of-battle order
    formation_names: Mapping[int, str]
    cinc: Any  # queries.CommanderInfo | None
    cinc_unit_name: str | None
    measured: Mapping[int, float | None]  # unit id -> C-in-C distance (CMD-6) or None
    # unit id -> CMD-8 from the table for a reckless regiment; None = off the table or
    # not reckless (CMD-8 is not asked of it, so it is not worked out: issue 9)
    enemy_in_front: Mapping[int, bool | None]
    # unit id -> its latest events.ControlTest | events.TokenChange this turn
    declared: Mapping[int, Any] = field(default_factory=dict)
    reckless_rolled: Mapping[int, Any] = field(default_factory=dict)  # -> events.RecklessRoll

    @property
    def uses_tokens(self) -> bool:
        return self.ruleset.uses(Tool.TOKENS)

    def unit(self, unit_id: int) -> Any:
        for u in self.units:
            if u.id == unit_id:
                return u
        raise KeyError(unit_id)


def _formation_names(side: Any) -> dict[int, str]:
    names: dict[int, str] = {}

    def walk(node: Any) -> None:
        names[node.id] = node.name
        for child in node.children:
            walk(child)

    for root in side.formations:
        walk(root)
    return names


def measured_distance(cinc: Any, cinc_footprint: Any, unit: Any) -> float | None:
    """CMD-6: edge to edge from the C-in-C's regiment, or from his lone figure, to ``unit``.

    None when it cannot be measured (the unit, or the C-in-C, is not on the table).
    """
    if cinc is None or unit.footprint is None:
        return None
    return measured_distances(cinc, cinc_footprint, [unit])[unit.id]


def measured_distances(cinc: Any, cinc_footprint: Any, units: Any) -> dict[int, float | None]:
    """:func:`measured_distance` for many units: the C-in-C's footprint converted once.

    Issue 9 (launch goals): one conversion per reload, not one per regiment.
    """
    out: dict[int, float | None] = {u.id: None for u in units}
    if cinc is None:
        return out
    on_table = [u for u in units if u.footprint is not None]
    if not on_table:
        return out
    from adjutant.rules.geometry import distance, distance_to_point

    if cinc.unit_id is not None:
        if cinc_footprint is None:
            return out
        origin = cinc_footprint.to_rules()
        for u in on_table:
            out[u.id] = distance(origin, u.footprint.to_rules())
        return out
    if cinc.x is None or cinc.y is None:
        return out
    for u in on_table:
        out[u.id] = distance_to_point(u.footprint.to_rules(), cinc.x, cinc.y)
    return out


_SLACK = 1e-6


def _may_enter_corridor(unit: Any, target: Any) -> bool:
    """A cheap necessary condition for CMD-8's corridor test (no shapely).

    The target (convex) can enter the unit's forward corridor (local ``u > depth/2``,
    ``|v| <= width/2``) only if some corner lies ahead of the front edge and the
    corners are not all clearly beyond the same side line. When this is False,
    ``directly_in_front`` is False too, so skipping it changes no answer.
    """
    local = [unit.to_local(x, y) for x, y in target.corners()]
    hd, hw = unit.depth / 2, unit.width / 2
    if max(u for u, _v in local) <= hd:
        return False
    # A millionth of slack: rotations round (cos 90° is not 0), and the rules' own
    # test is tolerant of such noise; only targets clearly to one side are skipped.
    slack = hw + _SLACK
    return not (min(v for _u, v in local) > slack or max(v for _u, v in local) < -slack)


def enemies_in_front(
    side_id: int, oob: Any, field_: Any, only: Any = None
) -> dict[int, bool | None]:
    """CMD-8 for each regiment of ``side_id``: an enemy directly in front, nothing between.

    From the battlefield (``rules.geometry.directly_in_front``, every other
    footprint an obstacle, view-blocking terrain too); None off the table, and for
    regiments not in ``only`` when it is given (they are not worked out).
    """
    units = next((s for s in oob.sides if s.id == side_id), None).all_units()
    out: dict[int, bool | None] = {u.id: None for u in units}
    if only is not None:  # e.g. the reckless regiments: CMD-8 concerns no other
        units = tuple(u for u in units if u.id in only)
    if not any(u.id in field_.footprints for u in units):
        return out  # nothing of this side on the table: no geometry to load
    from adjutant.rules.geometry import directly_in_front

    # Converted once per reload (issue 9), shared by every pair below.
    footprints = {uid: fp.to_rules() for uid, fp in field_.footprints.items()}
    side_of = {u.id: s.id for s in oob.sides for u in s.all_units()}
    enemies = [fp for uid, fp in footprints.items() if side_of.get(uid) not in (None, side_id)]
    terrain = [t.points for t in field_.terrain if t.blocks_view]
    for u in units:
        own = footprints.get(u.id)
        if own is None:
            continue
        obstacles = [fp for uid, fp in footprints.items() if uid != u.id]
        try:
            out[u.id] = any(
                directly_in_front(own, fp, obstacles, terrain)
                for fp in enemies
                if _may_enter_corridor(own, fp)
            )
        except RuleInputError:
            out[u.id] = None
    return out


def load_plan(game: Any, side_id: int | None = None) -> Plan:
    """Read everything the window shows for ``side_id`` (default: the active side)."""
    from adjutant.store import queries

    info = queries.game_info(game)
    oob = queries.order_of_battle(game)
    sides = oob.sides
    wanted = side_id if side_id is not None else info.active_side_id
    side = next((s for s in sides if s.id == wanted), sides[0] if sides else None)
    ruleset = ruleset_from(info.ruleset)
    if side is None:
        return Plan(
            info.turn, info.phase, None, sides, ruleset, info.dice_mode, (), {}, None, None, {}, {}
        )
    units = tuple(u for u in side.all_units() if u.status != "destroyed")
    cinc = side.commander
    cinc_unit = None
    if cinc is not None and cinc.unit_id is not None:
        cinc_unit = next((u for u in side.all_units() if u.id == cinc.unit_id), None)
    cinc_fp = cinc_unit.footprint if cinc_unit is not None else None
    measured = measured_distances(cinc, cinc_fp, units)
    field_ = queries.battlefield(game)
    # CMD-8 is asked of reckless regiments only (the window shows it for them alone).
    enemy = enemies_in_front(side.id, oob, field_, only={u.id for u in units if u.reckless})
    declared: dict[int, Any] = {}
    reckless: dict[int, Any] = {}
    for row in queries.events(game, turn=info.turn, side=side.id):
        event = row.event
        if isinstance(event, DECLARATION_EVENTS):
            declared[event.unit_id] = event
        elif isinstance(event, ev.RecklessRoll):
            reckless[event.unit_id] = event
    return Plan(
        turn=info.turn,
        phase=info.phase,
        side=side,
        sides=sides,
        ruleset=ruleset,
        dice_mode=info.dice_mode,
        units=units,
        formation_names=_formation_names(side),
        cinc=cinc,
        cinc_unit_name=cinc_unit.name if cinc_unit is not None else None,
        measured=measured,
        enemy_in_front={u.id: enemy.get(u.id) for u in units},
        declared=declared,
        reckless_rolled=reckless,
    )


class DistanceError(ValueError):
    """A typed distance that is not a number >= 0 (the message is for the user)."""


def parse_distance(text: str, locale: QLocale | None = None) -> float | None:
    """A typed distance ("11.3", "11,3" in Russian or Spanish); "" -> None (not typed).

    Raises :class:`DistanceError` for anything that is not a finite number >= 0.
    """
    text = text.strip()
    if not text:
        return None
    locale = locale or QLocale()
    value, ok = locale.toDouble(text)
    if not ok:
        try:
            value = float(text.replace(",", "."))
        except ValueError:
            raise DistanceError(text) from None
    if not math.isfinite(value) or value < 0:
        raise DistanceError(text)
    return value


@dataclass(frozen=True)
class Declaration:
    """One regiment's declared change, worked out before any die (CMD-3..7).

    ``state``: "no_token" | "refused" | "automatic" | "test" | "no_distance" | "bad_distance".
    ``test`` is set for "test"; ``reason`` (English, from the rules) for "refused".
    """

    state: str
    mode: cmd.ChangeMode | None = None
    reason: str | None = None
    distance: float | None = None
    distance_source: str | None = None  # "typed" | "measured"
    test: cmd.ControlTest | None = None


def declaration(
    unit: Any, wanted: str | None, measured: float | None, typed: float | None
) -> Declaration:
    """CMD-3..7 for one regiment: refusal, automatic change, or the test it needs."""
    if unit.token is None or wanted is None:
        return Declaration("no_token")
    reason = cmd.change_refusal(cmd.Token(unit.token), cmd.Token(wanted))
    if reason is not None:
        return Declaration("refused", reason=reason)
    mode = cmd.change_mode(unit.is_cinc_unit, unit.command_group_members)
    if mode is not cmd.ChangeMode.TEST:
        return Declaration("automatic", mode=mode)
    # CMD-6 (and CHG-5's habit): a distance typed by the players wins over a measured one.
    distance, source = (typed, "typed") if typed is not None else (measured, "measured")
    if distance is None:
        return Declaration("no_distance", mode=mode)
    try:
        test = cmd.control_test(distance, unit.command_group_members)
    except RuleInputError as exc:
        return Declaration("bad_distance", mode=mode, reason=str(exc))
    return Declaration("test", mode=mode, distance=distance, distance_source=source, test=test)


def default_wanted(token: str | None) -> str | None:
    """The usual declaration: one step towards Attack (Attack steps back to Move)."""
    if token is None:
        return None
    return {"defence": "move", "move": "attack", "attack": "move"}[token]

"""Melee planning and services the store lacked (RULES.md §3, MEL-1..11; issue 6).

For the melee window (``adjutant.windows.melee``). ``adjutant.store.resolve`` has
``resolve_melee_round`` and ``close_combat``; its round puts every casualty on
the first unit of each side and takes faces only. Both rounds share resolve's
dice, combat and event code (``melee_faces``, ``melee_combat_round``,
``record_melee_round``), so they log one shape. This module adds, the same
way (one ``Game.action`` per user intent, undoable, ``InvalidField`` or the
rules' ``RuleInputError`` on bad input with nothing changed):

- :func:`resolve_melee`: one round with **per-attack targets** (MEL-11: the hits
  of each attack become casualties of the unit it struck; MEL-4: hedgehog hits go
  to its pike unit), virtual dice, physical faces or just the hits per attack,
  and the round's whole set-up saved in the event so an open combat can be
  taken up again on a later turn;
- :func:`record_break_test`: the break test outcome the players enter (MEL-11:
  the test belongs to the base rules), one per unit or per hedgehog (MEL-4); a
  failed test marks the unit(s) broken, and the combat ends when every unit of a
  side has broken.

And the pure planner (no session; every number from ``adjutant.rules.melee``):
:class:`MeleeSetup` (fighters with their corrected order/status/charging,
contacts with the side of each unit touched, the last winner, support
overrides) -> :func:`plan_round` -> :class:`RoundPlan` (groups with dice and
supports, attacks with to-hit breakdowns, each side's ``SideSetup`` and the
exact odds). Helpers: :func:`measured_contacts`, :func:`engagement_from`,
:func:`charges_this_turn`, :func:`last_setup`.

Interpretations (noted where used): a hedgehog (MEL-4) and a building (MEL-1)
have no flanks, so attacks on them are never flank/rear attacks; a side's dice
on one engaged side are shared evenly by the enemies touching it; each kind of
MEL-10 bonus counts once per side (the largest), supports summed and capped at
the ruleset's ``max_supports``.

Ruleset [choice] options honoured here (RULES.md; issue 2): MEL-2
``melee_split_leftover_to_front``, MEL-3 ``base_to_hit``, MEL-5 ``support_radius``,
MEL-6 ``quarter_by_centre``, MEL-7 ``allow_front_support`` and ``max_supports``
(supporters are shared out over all the fighting units of a side at once by
``rules.melee.allocate_supports``, not greedily; the players' manual adds and removals
still win), MEL-10 ``tie_is_draw`` (see :meth:`MeleeSetup.defending_side`: with ties
not drawn the **defender** takes them) and MEL-11 ``hits_are_casualties``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from sqlalchemy import select

from adjutant.rules import melee
from adjutant.rules.explain import Modifier
from adjutant.rules.geometry import (
    Footprint,
    Quarter,
    contact_quarter,
    distance,
    footprint_quarter,
)
from adjutant.rules.ruleset import Ruleset
from adjutant.rules.units import Formation, Side, SizeClass, Status, UnitType
from adjutant.store import events as ev
from adjutant.store.errors import InvalidField
from adjutant.store.game import Game
from adjutant.store.journal import Change
from adjutant.store.models import Combat, Event, Unit
from adjutant.store.resolve import (
    melee_combat_round,
    melee_faces,
    open_combat,
    record,
    record_melee_round,
    ruleset_of,
)
from adjutant.store.services import get, meta, side_of_unit
from adjutant.store.strength import add_casualties
from adjutant.store.validate import check_bool, check_dice_mode, check_int

SIDES = ("a", "b")
FLANK_OR_REAR = frozenset({Quarter.LEFT, Quarter.RIGHT, Quarter.REAR})
#: Friendly units up to this many support radii away are listed as candidates, so the
#: window can say why a nearby unit does not count ("too far", MEL-5).
NEARBY_FACTOR = 2.0


# ============================================================================ set-up


@dataclass(frozen=True, slots=True)
class FighterSetup:
    """A unit in the melee, with the values the players may correct for this round."""

    unit_id: int
    side: str  # "a" | "b"
    unit_type: UnitType
    size: SizeClass
    formation: Formation
    status: Status
    profile_dice: int
    profile_to_hit: int
    charging: bool = False

    def __post_init__(self) -> None:
        if self.side not in SIDES:
            raise InvalidField("side", self.side, "must be a or b")
        for name, enum in (
            ("unit_type", UnitType),
            ("size", SizeClass),
            ("formation", Formation),
            ("status", Status),
        ):
            try:
                object.__setattr__(self, name, enum(getattr(self, name)))
            except ValueError:
                raise InvalidField(name, getattr(self, name), "unknown value") from None

    def to_json(self) -> dict[str, Any]:
        return {
            "unit_id": self.unit_id,
            "side": self.side,
            "unit_type": self.unit_type.value,
            "size": self.size.value,
            "formation": self.formation.value,
            "status": self.status.value,
            "profile_dice": self.profile_dice,
            "profile_to_hit": self.profile_to_hit,
            "charging": self.charging,
        }

    @classmethod
    def from_unit(cls, unit: Any, side: str, charging: bool = False) -> FighterSetup:
        """From a ``queries.UnitInfo`` (the order of battle's values)."""
        return cls(
            unit.id,
            side,
            unit.unit_type,
            unit.size_class,
            unit.formation,
            unit.status,
            unit.melee_dice,
            unit.to_hit,
            charging,
        )


@dataclass(frozen=True, slots=True)
class Contact:
    """Two enemies touching: ``side_of_b`` is the side of unit ``b`` that ``a`` contacts, and
    ``side_of_a`` the side of ``a`` that ``b`` contacts (MEL-2, MEL-3). ``measured``: from the
    battlefield (``rules.geometry.contact_quarter``) rather than chosen by the players."""

    a: int
    b: int
    side_of_b: Quarter
    side_of_a: Quarter
    measured: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "side_of_b": self.side_of_b.value,
            "side_of_a": self.side_of_a.value,
            "measured": self.measured,
        }


ADD, REMOVE = "add", "remove"


@dataclass(frozen=True, slots=True)
class SupportOverride:
    """The players' word on a supporter (MEL-5..7): ``add`` it from ``quarter`` (a typed
    measurement: the rules still apply MEL-7..9), or ``remove`` it."""

    fighter: int
    candidate: int
    action: str
    quarter: Quarter | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "fighter": self.fighter,
            "candidate": self.candidate,
            "action": self.action,
            "quarter": None if self.quarter is None else self.quarter.value,
        }


@dataclass(frozen=True, slots=True)
class MeleeSetup:
    """Everything a round is computed from; saved with the round (JSON)."""

    fighters: tuple[FighterSetup, ...]
    contacts: tuple[Contact, ...] = ()
    last_winner: str | None = None  # MEL-3/MEL-10: the winner of the previous round
    overrides: tuple[SupportOverride, ...] = ()
    # MEL-10 [choice]: the side that was attacked, "a" | "b", or None to infer it
    # (:meth:`defending_side`). Only matters when the ruleset's ``tie_is_draw`` is off.
    defender: str | None = None

    def fighter(self, unit_id: int) -> FighterSetup | None:
        return next((f for f in self.fighters if f.unit_id == unit_id), None)

    def ids(self, side: str) -> tuple[int, ...]:
        return tuple(f.unit_id for f in self.fighters if f.side == side)

    def defending_side(self) -> str:
        """MEL-10 [choice]: the defender, who takes a tied round when ties are not draws.

        The ``defender`` given (the players' word, or frozen from the first round);
        else the side that did not charge: if only one side has a charging unit, the
        other side defends. When that tells nothing (both or neither charged, e.g. a
        later round once "charging" is cleared), side **B** by convention: side A is
        the side whose unit the players started the melee from, usually the attacker.
        """
        if self.defender is not None:
            return self.defender
        charged = {f.side for f in self.fighters if f.charging}
        if charged == {"b"}:
            return "a"
        return "b"

    def to_json(self) -> dict[str, Any]:
        return {
            "fighters": [f.to_json() for f in self.fighters],
            "contacts": [c.to_json() for c in self.contacts],
            "last_winner": self.last_winner,
            "overrides": [o.to_json() for o in self.overrides],
            "defender": self.defender,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MeleeSetup:
        try:
            return cls(
                tuple(FighterSetup(**f) for f in data["fighters"]),
                tuple(
                    Contact(
                        c["a"],
                        c["b"],
                        Quarter(c["side_of_b"]),
                        Quarter(c["side_of_a"]),
                        c["measured"],
                    )
                    for c in data["contacts"]
                ),
                data.get("last_winner"),
                tuple(
                    SupportOverride(
                        o["fighter"],
                        o["candidate"],
                        o["action"],
                        None if o["quarter"] is None else Quarter(o["quarter"]),
                    )
                    for o in data.get("overrides", ())
                ),
                data.get("defender"),  # absent in set-ups saved before issue 2's wiring
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidField("setup", data, f"not a melee set-up ({exc})") from None


# ============================================================================ plan


@dataclass(frozen=True, slots=True)
class SupportLine:
    """One candidate's verdict for one fighting group (from ``rules.melee.choose_supports``);
    ``manual``: the players added, moved or removed it."""

    fighter: int
    candidate: int
    quarter: Quarter
    distance: float
    counts: bool
    key: str
    text: str
    rule: str
    manual: bool = False


@dataclass(frozen=True, slots=True)
class GroupPlan:
    """A fighting unit, or a hedgehog's units fighting as one (MEL-4; ``id`` = the pike unit)."""

    id: int
    side: str
    members: tuple[int, ...]
    hedgehog: bool
    dice: int
    dice_breakdown: tuple[Modifier, ...]
    engaged: tuple[Quarter, ...]
    per_side: dict[Quarter, int]
    attacked_in_flank_or_rear: bool
    supports: tuple[SupportLine, ...]
    static: int
    static_breakdown: tuple[Modifier, ...]

    @property
    def support_count(self) -> int:
        return sum(1 for s in self.supports if s.counts)


@dataclass(frozen=True, slots=True)
class AttackPlan:
    """One group's dice against one enemy group: ``target`` takes the casualties (MEL-11)."""

    side: str
    attacker: int
    target: int
    quarter: Quarter  # the attacker's side these dice are rolled from (MEL-2)
    dice: int
    needed: int
    to_hit_breakdown: tuple[Modifier, ...]
    flank_or_rear_attack: bool

    @property
    def expected_hits(self) -> Fraction:
        return Fraction(self.dice * (7 - self.needed), 6)


@dataclass(frozen=True, slots=True)
class RoundPlan:
    setup: MeleeSetup
    groups: tuple[GroupPlan, ...]
    attacks: tuple[AttackPlan, ...]  # every attack, dice 0 included
    side_a: melee.SideSetup
    side_b: melee.SideSetup
    odds: melee.RoundOdds
    defender: str = "b"  # MEL-10: ``setup.defending_side()``
    # MEL-10 [choice]: the side that takes a tie (``Ruleset.tie_winner``), None = a draw.
    tie_winner: Side | None = None

    def group(self, unit_id: int) -> GroupPlan | None:
        return next((g for g in self.groups if unit_id in g.members), None)

    def rolled(self, side: str) -> tuple[AttackPlan, ...]:
        """The attacks that roll dice, in the order of the side's ``SideSetup``."""
        return tuple(a for a in self.attacks if a.side == side and a.dice > 0)

    def supports(self) -> tuple[SupportLine, ...]:
        return tuple(s for g in self.groups for s in g.supports)


def _fp(unit: Any) -> Footprint | None:
    fp = getattr(unit, "footprint", None)
    return None if fp is None else fp.to_rules()


def measured_contacts(
    fighters: Sequence[tuple[int, str]], units: Mapping[int, Any], tolerance: float = 0.05
) -> tuple[Contact, ...]:
    """Contacts between the given (unit id, side) pairs as the battlefield shows them
    (``rules.geometry.contact_quarter`` both ways); units off the table have none."""
    out = []
    a_ids = [i for i, s in fighters if s == "a"]
    b_ids = [i for i, s in fighters if s == "b"]
    for a in a_ids:
        fa = _fp(units.get(a))
        for b in b_ids:
            fb = _fp(units.get(b))
            if fa is None or fb is None:
                continue
            on_b = contact_quarter(fb, fa, tolerance)
            on_a = contact_quarter(fa, fb, tolerance)
            if on_b is not None and on_a is not None:
                out.append(Contact(a, b, on_b, on_a, measured=True))
    return tuple(out)


def engagement_from(
    start: Iterable[int], units: Mapping[int, Any], tolerance: float = 0.05
) -> list[tuple[int, str]]:
    """The melee around ``start`` on the battlefield: the units given and every enemy touching
    them, repeated until no new unit joins. Side "a" is the side of the first unit."""
    ids = [i for i in start if i in units]
    if not ids:
        return []
    side_a = units[ids[0]].side_id
    found = list(dict.fromkeys(ids))
    queue = list(found)
    while queue:
        current = units[queue.pop(0)]
        own = _fp(current)
        if own is None:
            continue
        for other in units.values():
            if other.id in found or other.side_id == current.side_id:
                continue
            fo = _fp(other)
            if fo is not None and distance(own, fo) <= tolerance:
                found.append(other.id)
                queue.append(other.id)
    return [(i, "a" if units[i].side_id == side_a else "b") for i in found]


def _enemy(side: str) -> str:
    return "b" if side == "a" else "a"


def _groups(setup: MeleeSetup) -> dict[int, tuple[str, tuple[int, ...], bool]]:
    """Group id -> (side, members, is hedgehog). All hedgehog units of a side in this melee
    form one hedgehog around its pike unit (MEL-4)."""
    groups: dict[int, tuple[str, tuple[int, ...], bool]] = {}
    for side in SIDES:
        hog = [f for f in setup.fighters if f.side == side and f.formation is Formation.HEDGEHOG]
        if hog:
            pike = melee.hedgehog_target({f.unit_id: f.unit_type for f in hog})
            groups[pike] = (side, tuple(f.unit_id for f in hog), True)
        for f in setup.fighters:
            if f.side == side and f.formation is not Formation.HEDGEHOG:
                groups[f.unit_id] = (side, (f.unit_id,), False)
    return groups


def _check_setup(setup: MeleeSetup, units: Mapping[int, Any]) -> None:
    seen: dict[str, set[int]] = {"a": set(), "b": set()}
    store_side: dict[str, int] = {}
    for f in setup.fighters:
        unit = units.get(f.unit_id)
        if unit is None:
            raise InvalidField("fighters", f.unit_id, "no such unit")
        if any(f.unit_id in ids for ids in seen.values()):
            raise InvalidField("fighters", f.unit_id, "a unit fights once in a melee")
        if store_side.setdefault(f.side, unit.side_id) != unit.side_id:
            raise InvalidField("fighters", f.unit_id, f"not on the side of side {f.side}")
        seen[f.side].add(f.unit_id)
    if store_side.get("a") is not None and store_side.get("a") == store_side.get("b"):
        raise InvalidField("fighters", setup.ids("b"), "both sides of a melee are the same army")
    if not seen["a"] or not seen["b"]:
        raise InvalidField(
            "fighters", [f.unit_id for f in setup.fighters], "a melee needs two sides"
        )
    if setup.last_winner not in (None, "a", "b"):
        raise InvalidField("last_winner", setup.last_winner, "must be a, b or none")
    if setup.defender not in (None, "a", "b"):
        raise InvalidField("defender", setup.defender, "must be a, b or none")
    for c in setup.contacts:
        if c.a not in seen["a"] or c.b not in seen["b"]:
            raise InvalidField("contacts", (c.a, c.b), "a contact joins a unit of each side")


def plan_round(
    setup: MeleeSetup,
    units: Mapping[int, Any],
    ruleset: Ruleset,
    *,
    busy: Iterable[int] = (),
) -> RoundPlan:
    """Every number of one melee round before the roll (MEL-1..10), from ``rules.melee``.

    ``units``: unit id -> ``queries.UnitInfo`` (for names, sides, footprints and the
    support candidates); ``busy``: units fighting in other open combats (MEL-5).
    """
    _check_setup(setup, units)
    groups = _groups(setup)
    group_of = {m: gid for gid, (_s, members, _h) in groups.items() for m in members}
    fighter = {f.unit_id: f for f in setup.fighters}

    # Contacts between groups: (attacker group, target group) -> (side of target touched,
    # side of attacker touched).
    touches: dict[tuple[int, int], tuple[Quarter, Quarter]] = {}
    for c in setup.contacts:
        ga, gb = group_of[c.a], group_of[c.b]
        touches.setdefault((ga, gb), (c.side_of_b, c.side_of_a))
        touches.setdefault((gb, ga), (c.side_of_a, c.side_of_b))

    def no_flanks(gid: int) -> bool:
        # Interpretation: a hedgehog (MEL-4) and a building (MEL-1) have no flanks.
        _side, members, hog = groups[gid]
        return hog or fighter[members[0]].formation is Formation.IN_BUILDING

    def touched_sides(gid: int) -> dict[Quarter, list[int]]:
        """The sides of group ``gid`` enemies touch, and who touches each (MEL-2)."""
        out: dict[Quarter, list[int]] = {}
        for (attacker, target), (q_target, _q_attacker) in touches.items():
            if target == gid:
                q = Quarter.FRONT if groups[gid][2] else q_target
                out.setdefault(q, []).append(attacker)
        return out

    attacks: list[AttackPlan] = []
    busy_set = set(busy) | set(fighter)
    # MEL-7: a unit the players added as a supporter of one fighting unit supports no other.
    pinned = _pinned_supporters(setup)
    # The groups as computed before supports: (gid, side, members, hog, dice, dice terms,
    # engaged, per side, attacked in flank or rear, in a building).
    pending: list[tuple[Any, ...]] = []
    decisions: dict[int, list[melee.SupportDecision]] = {}
    removed: dict[int, list[SupportLine]] = {}
    for gid, (side, members, hog) in groups.items():
        lead = fighter[gid]
        if hog:
            counts = [
                melee.dice_count(
                    fighter[m].profile_dice, fighter[m].size, Formation.LINE, fighter[m].unit_type
                )[0]
                for m in members
            ]
            dice, dice_terms = melee.hedgehog_dice(counts)
        else:
            dice, dice_terms = melee.dice_count(
                lead.profile_dice, lead.size, lead.formation, lead.unit_type
            )
        sides = touched_sides(gid)
        engaged = tuple(
            q for q in (Quarter.FRONT, Quarter.LEFT, Quarter.RIGHT, Quarter.REAR) if q in sides
        )
        in_building = lead.formation is Formation.IN_BUILDING
        per_side = (
            melee.dice_per_side(
                dice,
                engaged,
                in_building=in_building,
                leftover_to_front=ruleset.melee_split_leftover_to_front,
            )
            if engaged
            else {}
        )
        attacked_fr = not no_flanks(gid) and any(q in FLANK_OR_REAR for q in engaged)
        base = lead.profile_to_hit if lead.profile_to_hit != 4 else ruleset.base_to_hit
        for q in engaged:
            enemies = sides[q]
            share, extra = divmod(per_side[q], len(enemies))
            for i, enemy in enumerate(enemies):
                q_enemy = touches[(gid, enemy)][0]  # the side of the enemy we touch
                flank_attack = q_enemy in FLANK_OR_REAR and not no_flanks(enemy)
                needed, hit_terms = melee.to_hit_breakdown(
                    base,
                    charging=lead.charging,
                    flank_or_rear_attack=flank_attack,
                    won_last_round=setup.last_winner == side,
                    broken_or_disordered=lead.status in (Status.BROKEN, Status.DISORDERED),
                    skirmish=lead.formation is Formation.SKIRMISH,
                    attacked_in_flank_or_rear=attacked_fr,
                )
                attacks.append(
                    AttackPlan(
                        side,
                        gid,
                        enemy,
                        q,
                        share + (1 if i < extra else 0),
                        needed,
                        hit_terms,
                        flank_attack,
                    )
                )
        # ---- support (MEL-5..9): each group's own verdicts first, shared out below.
        decisions[gid], removed[gid] = _support_decisions(
            gid, members, lead, hog, attacked_fr, setup, units, ruleset, busy_set, pinned
        )
        pending.append(
            (gid, side, members, hog, dice, dice_terms, engaged, per_side, attacked_fr, in_building)
        )

    # MEL-7 across several fighting units: one unit supports only one unit, shared out so
    # that each side gets as many supports as possible, the nearest first.
    lines_of = _allocate(decisions, removed, setup, ruleset)
    plans: list[GroupPlan] = []
    for gid, side, members, hog, dice, dice_terms, engaged, per_side, attacked_fr, in_b in pending:
        lead = fighter[gid]
        lines = lines_of[gid]
        enemy_types = {
            fighter[m].unit_type for e in _enemies_of(gid, touches) for m in groups[e][1]
        }
        static, static_terms = melee.static_bonus(
            supports=sum(1 for s in lines if s.counts),
            unit_type=lead.unit_type,
            formation=Formation.HEDGEHOG if hog else lead.formation,
            size=lead.size,
            enemy_types=enemy_types,
            defending_building=in_b,
        )
        plans.append(
            GroupPlan(
                gid,
                side,
                members,
                hog,
                dice,
                dice_terms,
                engaged,
                per_side,
                attacked_fr,
                tuple(lines),
                static,
                static_terms,
            )
        )
    side_setups = {}
    for side in SIDES:
        total, terms = _side_static([g for g in plans if g.side == side], ruleset.max_supports)
        side_setups[side] = melee.SideSetup(
            [(a.dice, a.needed) for a in attacks if a.side == side and a.dice > 0], total, terms
        )
    # MEL-10 [choice]: a tie is a draw, or goes to the defender (Ruleset.tie_winner).
    defender = setup.defending_side()
    ties = ruleset.tie_winner(Side(defender))
    odds = melee.round_distribution(side_setups["a"], side_setups["b"], tie_winner=ties)
    return RoundPlan(
        setup,
        tuple(plans),
        tuple(attacks),
        side_setups["a"],
        side_setups["b"],
        odds,
        defender,
        ties,
    )


def _enemies_of(gid: int, touches: Mapping[tuple[int, int], Any]) -> set[int]:
    return {t for (a, t) in touches if a == gid}


def _side_static(
    groups: Sequence[GroupPlan], max_supports: int
) -> tuple[int, tuple[Modifier, ...]]:
    """MEL-10 for a side: each kind of bonus once (the largest); supports summed, capped."""
    supports = min(sum(g.support_count for g in groups), max_supports, melee.MAX_SUPPORTS)
    best: dict[str, Modifier] = {}
    for g in groups:
        for m in g.static_breakdown:
            if m.key != "supports" and (m.key not in best or m.value > best[m.key].value):
                best[m.key] = m
    terms = ([Modifier("supports", "Supports", "MEL-10", supports)] if supports else []) + list(
        best.values()
    )
    return sum(m.value for m in terms), tuple(terms)


def _pinned_supporters(setup: MeleeSetup) -> dict[int, set[int]]:
    """Candidate -> the fighting units the players added it to (MEL-7, manual adds)."""
    out: dict[int, set[int]] = {}
    for o in setup.overrides:
        if o.action == ADD:
            out.setdefault(o.candidate, set()).add(o.fighter)
    return out


def _support_decisions(
    gid: int,
    members: tuple[int, ...],
    lead: FighterSetup,
    hog: bool,
    attacked_fr: bool,
    setup: MeleeSetup,
    units: Mapping[int, Any],
    ruleset: Ruleset,
    busy: set[int],
    pinned: Mapping[int, set[int]],
) -> tuple[list[melee.SupportDecision], list[SupportLine]]:
    """One fighting group's supporters as if it fought alone (``rules.melee.choose_supports``,
    MEL-5..9 with the ruleset's radius, front support, most supports and MEL-6 quarter
    rule), and the candidates the players removed (manual rows). A unit the players
    added to another group is refused here as "already supporting" (MEL-7)."""
    own = units[gid]
    fp = _fp(own)
    overrides = {o.candidate: o for o in setup.overrides if o.fighter == gid}
    radius = float(ruleset.support_radius)
    by_centre = ruleset.quarter_by_centre  # MEL-6 [choice]
    candidates: list[melee.Candidate] = []
    removed: list[SupportLine] = []
    for unit in units.values():
        if unit.side_id != own.side_id or unit.id in members:
            continue
        o = overrides.get(unit.id)
        ufp = _fp(unit)
        measured_d = None if (fp is None or ufp is None) else distance(fp, ufp)
        if o is None and (measured_d is None or measured_d > radius * NEARBY_FACTOR):
            continue
        if o is not None and o.action == REMOVE:
            q = o.quarter or (
                footprint_quarter(fp, ufp, by_centre=by_centre) if fp and ufp else Quarter.REAR
            )
            removed.append(
                SupportLine(
                    gid,
                    unit.id,
                    q,
                    measured_d or 0.0,
                    False,
                    "manual_removed",
                    "removed by the players — manual",
                    "MEL-5",
                    True,
                )
            )
            continue
        typed_q = o.quarter if o is not None else None
        typed_d = None
        if o is not None:  # the players' measure: within reach, from their quarter
            typed_d = measured_d if measured_d is not None and measured_d <= radius else 0.0
        elsewhere = pinned.get(unit.id, set()) - {gid}
        candidates.append(
            melee.Candidate(
                unit.id,
                unit_type=UnitType(unit.unit_type),
                formation=Formation(unit.formation),
                footprint=ufp,
                quarter=typed_q,
                distance=typed_d,
                engaged=unit.id in busy,
                already_supporting=bool(elsewhere) and o is None,
                status=Status(unit.status),
            )
        )
    decisions = melee.choose_supports(
        fp,
        candidates,
        unit_type=lead.unit_type,
        formation=Formation.HEDGEHOG if hog else lead.formation,
        attacked_in_flank_or_rear=attacked_fr,
        radius=radius,
        allow_front_support=ruleset.allow_front_support,
        max_supports=ruleset.max_supports,
        quarter_by_centre=by_centre,
    )
    return decisions, removed


#: Subtracted from a manually added supporter's distance when supporters are shared
#: out, so the allocation (least total distance) always keeps the players' choice.
_MANUAL_FIRST = 1e6


def _allocate(
    decisions: Mapping[int, list[melee.SupportDecision]],
    removed: Mapping[int, list[SupportLine]],
    setup: MeleeSetup,
    ruleset: Ruleset,
) -> dict[int, list[SupportLine]]:
    """MEL-7: share the supporters out over every fighting group with
    ``rules.melee.allocate_supports`` (as many supports as possible, then the least
    total distance), instead of first come, first served. The players' manual adds
    win: they cost less than any measured distance. Rows added or removed by the
    players are marked ``manual``."""
    manual = {(o.fighter, o.candidate) for o in setup.overrides if o.action == ADD}
    weighted = {
        gid: [
            replace(dc, distance=dc.distance - _MANUAL_FIRST)
            if (gid, dc.candidate_id) in manual
            else dc
            for dc in rows
        ]
        for gid, rows in decisions.items()
    }
    shared = melee.allocate_supports(weighted, max_supports=ruleset.max_supports)
    out: dict[int, list[SupportLine]] = {}
    for gid, rows in shared.items():
        true_distance = {dc.candidate_id: dc.distance for dc in decisions[gid]}
        lines = [
            SupportLine(
                gid,
                dc.candidate_id,
                dc.quarter,
                true_distance[dc.candidate_id],
                dc.counts,
                dc.key,
                dc.text,
                dc.rule,
                (gid, dc.candidate_id) in manual,
            )
            for dc in rows
        ]
        lines.sort(key=lambda line: (not line.counts, line.distance))
        out[gid] = lines + list(removed[gid])
    return out


# ============================================================================ reading


def charges_this_turn(game: Game) -> set[tuple[int, int]]:
    """(charger, target) pairs of this turn's successful charges (CHG-4), for MEL-3's
    "+1 charging" in a combat's first round."""
    from adjutant.store import queries

    turn = queries.game_info(game).turn
    out = set()
    for e in queries.events(game, turn=turn, kind=ev.Charge.KIND):
        if isinstance(charge := e.event, ev.Charge):  # a damaged row charged no one
            out.update((charge.unit_id, target) for target in charge.reached)
    return out


def last_setup(game: Game, combat_id: int) -> MeleeSetup | None:
    """The set-up saved with the combat's latest round (None if none was saved)."""
    with game.transaction() as s:
        rows = s.scalars(
            select(Event).where(Event.kind == ev.MeleeRound.KIND).order_by(Event.id.desc())
        )
        for row in rows:
            e = ev.read(row)
            if isinstance(e, ev.MeleeRound) and e.combat_id == combat_id and e.setup is not None:
                return MeleeSetup.from_json(e.setup)
    return None


def _units(game: Game) -> dict[int, Any]:
    from adjutant.store import queries

    return {u.id: u for side in queries.order_of_battle(game).sides for u in side.all_units()}


def busy_units(game: Game, except_combat: int | None = None) -> set[int]:
    """Units fighting in other open combats (they cannot support, MEL-5)."""
    from adjutant.store import queries

    return {
        i for c in queries.combats(game) if c.id != except_combat for i in (*c.units_a, *c.units_b)
    }


# ============================================================================ services


def _hits(field_name: str, values: Any, attacks: Sequence[AttackPlan]) -> list[int]:
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        raise InvalidField(field_name, values, "must be a list of hit counts, one per attack")
    if len(values) != len(attacks):
        raise InvalidField(field_name, values, f"needs {len(attacks)} hit counts, one per attack")
    return [check_int(field_name, h, 0, a.dice) for h, a in zip(values, attacks, strict=True)]


def resolve_melee(
    game: Game,
    setup: MeleeSetup,
    *,
    combat_id: int | None = None,
    dice_mode: str | None = None,
    faces_a: Sequence[Sequence[int]] | None = None,
    faces_b: Sequence[Sequence[int]] | None = None,
    hits_a: Sequence[int] | None = None,
    hits_b: Sequence[int] | None = None,
) -> Change:
    """MEL-1..11: plan ``setup`` with :func:`plan_round`, roll or take the typed dice, and
    apply the round: each attack's hits are casualties of the unit it struck (MEL-11; a
    hedgehog's pike unit, MEL-4), the combat is opened (``combat_id`` None) or its round
    and last winner updated (MEL-10's +1 next round).

    Dice: virtual (rolled from the game's seed), or physical with ``faces_x`` (one list
    of d6 faces per rolled attack, ``RoundPlan.rolled(side)`` order) or ``hits_x`` (the
    hits of each rolled attack). A tied score is a draw (``winner`` None) unless the
    ruleset's ``tie_is_draw`` is off: then the defender (``setup.defending_side()``)
    wins it (MEL-10 [choice]); the event's inputs keep "defender" and "tie_winner".
    Outcome: {"hits_a", "hits_b", "score_a", "score_b", "winner": "a"|"b"|None,
    "combat_id", "round", "casualties": {unit id: n}}.
    """
    if not isinstance(setup, MeleeSetup):
        raise InvalidField("setup", setup, "must be a MeleeSetup")
    if combat_id is not None:
        check_int("combat_id", combat_id, 1)
    if dice_mode is not None:
        check_dice_mode(dice_mode)
    ruleset_now = _ruleset(game)
    plan = plan_round(setup, _units(game), ruleset_now, busy=busy_units(game, combat_id))
    rolled = {side: plan.rolled(side) for side in SIDES}
    with game.action("Melee round") as act:
        s = act.session
        m = meta(s)
        mode = m.dice_mode if dice_mode is None else dice_mode
        combat = open_combat(s, combat_id)
        typed_hits = hits_a is not None or hits_b is not None
        typed_faces = faces_a is not None or faces_b is not None
        if mode == "virtual" and (typed_hits or typed_faces):
            raise InvalidField(
                "dice_mode", mode, "virtual dice are rolled by Adjutant: switch to physical dice"
            )
        if typed_hits and typed_faces:
            raise InvalidField("hits_a", hits_a, "give the faces or the hits, not both")
        dice: list[Any]
        if mode == "physical" and typed_hits:
            ha = _hits("hits_a", hits_a, rolled["a"])
            hb = _hits("hits_b", hits_b, rolled["b"])
            res = melee.resolve_round_from_hits(
                plan.side_a, ha, plan.side_b, hb, tie_winner=plan.tie_winner
            )
            dice = []
            source = "physical"
        else:
            fa, fb = melee_faces(
                m,
                mode,
                [a.dice for a in rolled["a"]],
                [a.dice for a in rolled["b"]],
                faces_a,
                faces_b,
                missing="physical dice: type the d6 faces (or the hits) of each attack",
            )
            res = melee.resolve_round(plan.side_a, fa, plan.side_b, fb, tie_winner=plan.tie_winner)
            dice = [fa, fb]
            source = mode
        casualties: dict[int, int] = {}
        for side, hits in (("a", res.hits_a), ("b", res.hits_b)):
            for attack, h in zip(rolled[side], hits, strict=True):
                casualties[attack.target] = casualties.get(attack.target, 0) + h
        if ruleset_of(m).hits_are_casualties:  # MEL-11 [choice]: one hit is one casualty
            for unit_id, n in casualties.items():  # a unit with no model left dies
                add_casualties(get(s, Unit, unit_id, "setup"), n)
        winner = None if res.winner is None else res.winner.value
        ids_a, ids_b = list(setup.ids("a")), list(setup.ids("b"))
        combat = melee_combat_round(s, m, combat, ids_a, ids_b, winner)
        names = {i: get(s, Unit, i, "setup").name for i in (*ids_a, *ids_b)}
        name_a = " + ".join(names[i] for i in ids_a)
        name_b = " + ".join(names[i] for i in ids_b)
        verdict = "draw" if winner is None else f"{name_a if winner == 'a' else name_b} win"
        if winner is not None and res.score_a == res.score_b:
            verdict += " the tie as defenders (MEL-10)"
        act.result = record_melee_round(
            s,
            m,
            act.action_id,
            combat,
            res,
            first_unit=s.get(Unit, ids_a[0]),
            verdict=verdict,
            names=(name_a, name_b),
            attacks=(
                tuple(ev.Attack(a.attacker, a.target, a.dice, a.needed) for a in rolled["a"]),
                tuple(ev.Attack(a.attacker, a.target, a.dice, a.needed) for a in rolled["b"]),
            ),
            sides=(plan.side_a, plan.side_b),
            odds=plan.odds,
            defender=plan.defender,
            tie_winner=plan.tie_winner,
            dice=dice,
            dice_source=source,
            rule_ids=(
                "MEL-1",
                "MEL-2",
                "MEL-3",
                "MEL-4",
                "MEL-5",
                "MEL-6",
                "MEL-7",
                "MEL-10",
                "MEL-11",
            ),
            supports=tuple(
                ev.Support(sp.fighter, sp.candidate, sp.quarter.value, sp.manual)
                for sp in plan.supports()
                if sp.counts
            ),
            hits_typed=typed_hits,
            setup=setup.to_json(),
            casualties=tuple(casualties.items()),
        )
    return act.change


def _ruleset(game: Game) -> Ruleset:
    with game.transaction() as s:
        return ruleset_of(meta(s))


def record_break_test(game: Game, combat_id: int, results: Mapping[int, bool]) -> Change:
    """Record the break tests the players rolled (MEL-11: the test is the base rules').

    ``results``: unit id -> passed. A hedgehog takes one test (MEL-4): give its pike
    unit (or any member) and the result applies to every unit in it. A failed test
    marks the unit broken; when every unit of one side is broken or destroyed the
    combat ends. Outcome: {"results": {unit id: passed}, "broken": [...], "closed"}.
    """
    check_int("combat_id", combat_id, 1)
    if not isinstance(results, Mapping) or not results:
        raise InvalidField("results", results, "enter at least one break test result")
    setup = last_setup(game, combat_id)
    with game.action("Break test") as act:
        s = act.session
        m = meta(s)
        combat = get(s, Combat, combat_id, "combat_id")
        if not combat.is_open:
            raise InvalidField("combat_id", combat_id, "this combat is over")
        members = set(combat.units_a) | set(combat.units_b)
        hedgehogs = []
        if setup is not None:
            hedgehogs = [g[1] for g in _groups(setup).values() if g[2]]
        applied: dict[int, bool] = {}
        for unit_id, passed in results.items():
            check_int("results", unit_id, 1)
            check_bool("results", passed)
            if unit_id not in members:
                raise InvalidField("results", unit_id, "not a unit of this combat")
            hog = next((h for h in hedgehogs if unit_id in h), None)
            if hog is not None:
                applied.update(melee.hedgehog_break_result(hog, passed))  # MEL-4
            else:
                applied[unit_id] = passed
        broken = []
        for unit_id, passed in applied.items():
            u = get(s, Unit, unit_id, "results")
            if not passed and u.status != Status.DESTROYED.value:
                u.status = Status.BROKEN.value
                broken.append(unit_id)
        s.flush()

        def out(ids: Iterable[int]) -> bool:
            return all(
                s.get(Unit, i).status in (Status.BROKEN.value, Status.DESTROYED.value) for i in ids
            )

        closed = out(combat.units_a) or out(combat.units_b)
        if closed:
            combat.is_open = False
        names = {i: s.get(Unit, i).name for i in applied}
        text = ", ".join(f"{names[i]} {'passes' if ok else 'fails'}" for i, ok in applied.items())
        first = s.get(Unit, next(iter(applied)))
        act.result = record(
            s,
            m,
            act.action_id,
            ev.BreakTest(
                side_id=side_of_unit(s, first),
                summary=f"Break test: {text}" + (" — the combat ends" if closed else ""),
                rule_ids=("MEL-4", "MEL-11"),
                combat_id=combat_id,
                entered=tuple(results.items()),
                results=tuple(applied.items()),
                broken=tuple(broken),
                closed=closed,
            ),
        )
    return act.change


__all__ = [
    "ADD",
    "REMOVE",
    "AttackPlan",
    "Contact",
    "FighterSetup",
    "GroupPlan",
    "MeleeSetup",
    "RoundPlan",
    "SupportLine",
    "SupportOverride",
    "busy_units",
    "charges_this_turn",
    "engagement_from",
    "last_setup",
    "measured_contacts",
    "plan_round",
    "record_break_test",
    "resolve_melee",
]

"""One melee round worked out before the roll: groups, dice, to-hit, supports, exact odds.

The pure part of the melee planner (RULES.md §3, MEL-1..10; no session, no file):
:func:`plan_round` takes a :class:`~adjutant.store.tools.melee.setup.MeleeSetup` whose
"charging" is decided, the units (``queries.UnitInfo`` by id: sides, footprints, the
support candidates), the game's ruleset and the units busy in other combats, and returns
a :class:`RoundPlan`: each fighting group (a unit, or a hedgehog's units as one, MEL-4)
with its dice and their breakdown (MEL-1/2), each attack with the roll it needs and why
(MEL-3), every nearby friendly unit's support verdict with its rule (MEL-5..9; the
players' overrides marked ``manual``), each side's bonus (MEL-10) and the exact odds.
Every number comes from ``adjutant.rules.melee``. ``adjutant.store.tools.melee.planner`` calls
it with what the game file says.

Interpretations (noted where used): a hedgehog (MEL-4) and a building (MEL-1) have no
flanks, so attacks on them are never flank/rear attacks; a side's dice on one engaged
side are shared evenly by the enemies touching it; each kind of MEL-10 bonus counts once
per side (the largest), supports summed and capped at the ruleset's ``max_supports``.

Ruleset [choice] options honoured here (RULES.md; issue 2): MEL-2
``melee_split_leftover_to_front``, MEL-3 ``base_to_hit``, MEL-5 ``support_radius``,
MEL-6 ``quarter_by_centre``, MEL-7 ``allow_front_support`` and ``max_supports``
(supporters are shared out over all the fighting units of a side at once by
``rules.melee.allocate_supports``, not greedily; the players' manual adds and removals
still win) and MEL-10 ``tie_is_draw`` (see ``MeleeSetup.defending_side``: with ties not
drawn the **defender** takes them).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, cast

from adjutant.rules import melee
from adjutant.rules.explain import Modifier
from adjutant.rules.geometry import Quarter, distance, footprint_quarter
from adjutant.rules.ruleset import Ruleset
from adjutant.rules.units import Formation, Side, Status, UnitType
from adjutant.store.errors import InvalidField
from adjutant.store.tools.melee.setup import (
    ADD,
    REMOVE,
    SIDES,
    FighterSetup,
    MeleeSetup,
    footprint_of,
)

FLANK_OR_REAR = frozenset({Quarter.LEFT, Quarter.RIGHT, Quarter.REAR})
#: Friendly units up to this many support radii away are listed as candidates, so the
#: window can say why a nearby unit does not count ("too far", MEL-5).
NEARBY_FACTOR = 2.0


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
    #: MEL-1's count for the attacker and MEL-2's split over its engaged sides: the terms
    #: add up to ``dice`` (the melee window's Dice tab shows them, issue 23).
    dice_breakdown: tuple[Modifier, ...] = ()

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

    @property
    def dice_rolled(self) -> int:
        """Every die of the round, both sides (MEL-1/2)."""
        return sum(a.dice for side in SIDES for a in self.rolled(side))

    def expected_hits(self, side: str) -> Fraction:
        """MEL-3: the hits ``side`` can expect from its attacks, exactly."""
        return sum((a.expected_hits for a in self.rolled(side)), Fraction(0))

    @property
    def margin_breakdown(self) -> tuple[tuple[str, Modifier], ...]:
        """MEL-3/10: the expected margin (A's score minus B's), term by term, as (side,
        term): each side's expected hits (key ``expected_hits``, to the hundredth) and
        its bonuses (``SideSetup.static_breakdown``), B's counted against. The round card
        shows it as "Why?" (issue 23: the window added it up itself)."""
        terms: list[tuple[str, Modifier]] = []
        for side, setup, sign in (("a", self.side_a, 1), ("b", self.side_b, -1)):
            hits = round(float(self.expected_hits(side)), 2)
            terms.append((side, Modifier("expected_hits", "Expected hits", "MEL-3", sign * hits)))
            terms.extend(
                (side, Modifier(m.key, m.label, m.rule, sign * m.value))
                for m in setup.static_breakdown
            )
        return tuple(terms)


def _groups(setup: MeleeSetup) -> dict[int, tuple[str, tuple[int, ...], bool]]:
    """Group id -> (side, members, is hedgehog). All hedgehog units of a side in this melee
    form one hedgehog around its pike unit (MEL-4)."""
    groups: dict[int, tuple[str, tuple[int, ...], bool]] = {}
    for side in SIDES:
        hog = [f for f in setup.fighters if f.side == side and f.formation is Formation.HEDGEHOG]
        if hog:
            # MEL-4: one of the members' unit ids.
            pike = cast(int, melee.hedgehog_target({f.unit_id: f.unit_type for f in hog}))
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
                own_dice = share + (1 if i < extra else 0)
                split = own_dice - dice  # MEL-2: this attack's part of the group's dice
                split_terms = (
                    (Modifier("split", "Split over engaged sides", "MEL-2", split),)
                    if split
                    else ()
                )
                q_enemy = touches[(gid, enemy)][0]  # the side of the enemy we touch
                flank_attack = q_enemy in FLANK_OR_REAR and not no_flanks(enemy)
                needed, hit_terms = melee.to_hit_breakdown(
                    base,
                    charging=bool(lead.charging),
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
                        own_dice,
                        needed,
                        hit_terms,
                        flank_attack,
                        (*dice_terms, *split_terms),
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
    total = cast(int, sum(m.value for m in terms))  # MEL-10: whole-number bonuses
    return total, tuple(terms)


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
    fp = footprint_of(own)
    overrides = {o.candidate: o for o in setup.overrides if o.fighter == gid}
    radius = float(ruleset.support_radius)
    by_centre = ruleset.quarter_by_centre  # MEL-6 [choice]
    candidates: list[melee.Candidate] = []
    removed: list[SupportLine] = []
    for unit in units.values():
        if unit.side_id != own.side_id or unit.id in members:
            continue
        o = overrides.get(unit.id)
        ufp = footprint_of(unit)
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
    # MEL-7, keyed by the fighting units' ids as given.
    shared = cast(
        "dict[int, list[melee.SupportDecision]]",
        melee.allocate_supports(
            cast("Mapping[Hashable, Sequence[melee.SupportDecision]]", weighted),
            max_supports=ruleset.max_supports,
        ),
    )
    out: dict[int, list[SupportLine]] = {}
    for gid, rows in shared.items():
        true_distance = {dc.candidate_id: dc.distance for dc in decisions[gid]}
        lines = [
            SupportLine(
                gid,
                cast(int, dc.candidate_id),  # the store gives unit ids
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


__all__ = [
    "FLANK_OR_REAR",
    "NEARBY_FACTOR",
    "AttackPlan",
    "GroupPlan",
    "RoundPlan",
    "SupportLine",
    "plan_round",
]

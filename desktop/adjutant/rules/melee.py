"""Melee (RULES.md §3, MEL-1..11): dice, hits, support quadrants and the round's result.

Offered to the melee window (issue 6) and the store's melee service: every
number comes with its breakdown (:class:`~adjutant.rules.explain.Modifier`
terms whose values add up to it), every probability is an exact
``Fraction``, and bad input raises :class:`~adjutant.rules.errors.RuleInputError`.

- MEL-1 :func:`dice_count`, :func:`hedgehog_dice`; MEL-2 :func:`split_dice`,
  :func:`dice_per_side` (also the building cap of MEL-1).
- MEL-3 :func:`to_hit_needed`, :func:`to_hit_breakdown`; :func:`hits_distribution`.
- MEL-4 :func:`hedgehog_target`, :func:`hedgehog_break_result`.
- MEL-5..9 :class:`Candidate`, :func:`choose_supports`, :func:`can_be_supported`,
  :func:`can_support`; MEL-7 across several fighting units: :func:`allocate_supports`.
- MEL-10/11 :func:`static_bonus`, :class:`SideSetup`, :func:`round_distribution`
  (exact odds before the roll), :func:`resolve_round` / :func:`resolve_round_from_hits`
  (``tie_winner``: MEL-10's [choice], None = a tie is a draw).

Speed (issue 2 goal: 40 dice a side in well under 5 ms): hit counts are kept
as integer weights over the common denominator 6**n (binomial counts times
powers of the success and failure faces), convolved as plain integer lists;
Fractions are made only for the final answer.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from adjutant.rules.dice import validate_faces
from adjutant.rules.errors import RuleInputError, as_enum, as_items
from adjutant.rules.explain import Modifier
from adjutant.rules.geometry import Footprint, Quarter, distance, footprint_quarter
from adjutant.rules.units import Formation, Side, SizeClass, Status, UnitType

Breakdown = tuple[Modifier, ...]

_QUARTER_ORDER = (Quarter.FRONT, Quarter.LEFT, Quarter.RIGHT, Quarter.REAR)


def _whole(rule: str, name: str, value: object, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleInputError(rule, f"{name} must be a whole number, got {value!r}", value)
    if value < minimum:
        raise RuleInputError(rule, f"{name} must be >= {minimum}, got {value}", value)
    return value


def _needed(rule: str, value: object) -> int:
    needed = _whole(rule, "the needed roll", value)
    if not 2 <= needed <= 6:
        raise RuleInputError(rule, f"the needed roll must be 2..6 (MEL-3), got {value}", value)
    return needed


# -- MEL-1 dice count ----------------------------------------------------------


def dice_count(
    profile_dice: int,
    size: SizeClass = SizeClass.STANDARD,
    formation: Formation = Formation.LINE,
    unit_type: UnitType = UnitType.INFANTRY,
) -> tuple[int, Breakdown]:
    """A unit's melee dice (MEL-1) and why: the breakdown's values add up to the count.

    Profile dice, then large +2 / small −2 (never below 0); tiny: exactly 1;
    march column: exactly 1; limbered artillery: 0 (this overrides the rest).
    A unit in a building keeps this total; :func:`dice_per_side` applies its
    "at most 2 per side". A hedgehog's units each count here and are summed
    by :func:`hedgehog_dice`.
    """
    _whole("MEL-1", "profile dice", profile_dice)
    size = as_enum(SizeClass, size, "MEL-1", "a size class")
    formation = as_enum(Formation, formation, "MEL-1", "a formation")
    unit_type = as_enum(UnitType, unit_type, "MEL-1", "a unit type")
    if formation is Formation.LIMBERED and unit_type is not UnitType.ARTILLERY:
        raise RuleInputError(
            "MEL-1", f"only artillery can be limbered, got {unit_type.value}", unit_type
        )
    terms: list[Modifier] = [Modifier("profile", "Profile dice", "MEL-1", profile_dice)]
    running = profile_dice

    def exactly(key: str, label: str, value: int) -> None:
        nonlocal running
        terms.append(Modifier(key, label, "MEL-1", value - running))
        running = value

    if formation is Formation.LIMBERED:
        exactly("limbered", "Limbered artillery: no dice", 0)
        return 0, tuple(terms)
    if size is SizeClass.LARGE:
        terms.append(Modifier("large", "Large unit", "MEL-1", 2))
        running += 2
    elif size is SizeClass.SMALL:
        change = -min(2, running)
        terms.append(Modifier("small", "Small unit", "MEL-1", change))
        running += change
    elif size is SizeClass.TINY:
        exactly("tiny", "Tiny unit: exactly 1 die", 1)
    if formation is Formation.MARCH_COLUMN and running != 1:
        exactly("march_column", "March column: exactly 1 die", 1)
    return running, tuple(terms)


def hedgehog_dice(member_dice: Iterable[int]) -> tuple[int, Breakdown]:
    """MEL-1: a hedgehog rolls the dice of every unit in it together.

    ``member_dice`` are the members' own counts (from :func:`dice_count`).
    """
    members = as_items("MEL-1", member_dice, "a hedgehog's dice")
    if not members:
        raise RuleInputError("MEL-1", "a hedgehog needs at least one unit", members)
    terms = tuple(
        Modifier("hedgehog_member", f"Hedgehog unit {i + 1}", "MEL-1", _whole("MEL-1", "dice", d))
        for i, d in enumerate(members)
    )
    return sum(members), terms


# -- MEL-2 split over engaged sides ----------------------------------------------


def _engaged(rule: str, engaged: Iterable[Quarter]) -> list[Quarter]:
    sides = set()
    for q in as_items(rule, engaged, "the engaged sides"):
        if not isinstance(q, Quarter):
            raise RuleInputError(rule, f"an engaged side must be a Quarter, got {q!r}", q)
        sides.add(q)
    if not sides:
        raise RuleInputError(rule, "a unit in melee is engaged on at least one side, got none", ())
    return [q for q in _QUARTER_ORDER if q in sides]


def split_dice(
    dice: int, engaged: Iterable[Quarter], *, leftover_to_front: bool = True
) -> dict[Quarter, int]:
    """MEL-2 [choice]: ⌊D/k⌋ per engaged side, non-front sides capped at ⌊D/2⌋,
    the leftover to the front if the front is engaged (otherwise unused;
    ``leftover_to_front=False`` is the ruleset option that never uses it).

    Seed: 6 dice, one flank → 3; both flanks → 3 each; front + flank + rear → 2 each.
    """
    _whole("MEL-2", "dice", dice)
    sides = _engaged("MEL-2", engaged)
    per = dice // len(sides)
    out = {q: (per if q is Quarter.FRONT else min(per, dice // 2)) for q in sides}
    if leftover_to_front and Quarter.FRONT in out:
        out[Quarter.FRONT] += dice - sum(out.values())
    return out


BUILDING_DICE_PER_SIDE = 2


def dice_per_side(
    dice: int,
    engaged: Iterable[Quarter],
    *,
    in_building: bool = False,
    leftover_to_front: bool = True,
) -> dict[Quarter, int]:
    """Dice on each engaged side: MEL-2's split, or for a unit in a building MEL-1's cap.

    In a building (interpretation: a building has no flanks, so MEL-2 does not
    apply) each engaged side gets at most 2 dice and the sides together never
    more than the unit's dice; sides are served front, left, right, rear.
    """
    if not in_building:
        return split_dice(dice, engaged, leftover_to_front=leftover_to_front)
    _whole("MEL-1", "dice", dice)
    out: dict[Quarter, int] = {}
    left = dice
    for q in _engaged("MEL-1", engaged):
        out[q] = min(BUILDING_DICE_PER_SIDE, left)
        left -= out[q]
    return out


# -- MEL-3 to hit ----------------------------------------------------------------------


def to_hit_breakdown(
    base: int = 4,
    *,
    charging: bool = False,
    flank_or_rear_attack: bool = False,
    won_last_round: bool = False,
    broken_or_disordered: bool = False,
    skirmish: bool = False,
    attacked_in_flank_or_rear: bool = False,
) -> tuple[int, Breakdown]:
    """MEL-3: the needed d6 roll and its terms (values change the needed roll; they add up to it).

    A "+1 to hit" lowers the needed roll by 1: its term is −1 and its label says "needs 1
    less". The result is clamped to 2..6
    (a 1 always misses, a 6 always hits); the clamp, if any, is its own term.
    """
    raw = _needed("MEL-3", base)
    terms = [Modifier("base", "Base roll needed", "MEL-3", base)]
    # Issue 15: the label says what the value does to the roll needed ("+1 to hit" is one
    # less needed, shown −1), so a term never reads "+1" beside a value of −1.
    for flag, key, label, change in (
        (charging, "charging", "Charging: needs 1 less (+1 to hit)", -1),
        (
            flank_or_rear_attack,
            "flank_or_rear_attack",
            "Attacking flank or rear: needs 1 less (+1 to hit)",
            -1,
        ),
        (won_last_round, "won_last_round", "Won the previous round: needs 1 less (+1 to hit)", -1),
        (
            broken_or_disordered,
            "broken_or_disordered",
            "Broken or disordered: needs 1 more (−1 to hit)",
            1,
        ),
        (skirmish, "skirmish", "Skirmish order: needs 1 more (−1 to hit)", 1),
        (
            attacked_in_flank_or_rear,
            "attacked_in_flank_or_rear",
            "Attacked in flank or rear: needs 1 more (−1 to hit)",
            1,
        ),
    ):
        if flag:
            terms.append(Modifier(key, label, "MEL-3", change))
            raw += change  # the terms' values add up to raw
    needed = min(6, max(2, raw))
    if needed != raw:
        label = "A 6 always hits" if raw > 6 else "A 1 always misses"
        terms.append(Modifier("clamp", label, "MEL-3", needed - raw))
    return needed, tuple(terms)


def to_hit_needed(base: int = 4, **flags: bool) -> int:
    """MEL-3: the d6 roll needed to hit, clamped to 2..6. Seed: charging a flank → 2+.

    The same keyword flags as :func:`to_hit_breakdown` (charging, flank_or_rear_attack,
    won_last_round, broken_or_disordered, skirmish, attacked_in_flank_or_rear)."""
    return to_hit_breakdown(base, **flags)[0]


# -- exact hit distributions (integer weights) --------------------------------------


def _binomial_weights(dice: int, needed: int) -> list[int]:
    """Weights of 0..dice hits over the denominator 6**dice."""
    hit = 7 - needed
    miss = 6 - hit
    return [math.comb(dice, k) * hit**k * miss ** (dice - k) for k in range(dice + 1)]


def _convolve(a: list[int], b: list[int]) -> list[int]:
    if len(a) < len(b):
        a, b = b, a
    out = [0] * (len(a) + len(b) - 1)
    for j, y in enumerate(b):
        if y:
            for i, x in enumerate(a):
                out[i + j] += x * y
    return out


def _side_weights(attacks: Sequence[tuple[int, int]]) -> tuple[list[int], int]:
    """Hit-count weights of a whole side and the total dice (denominator 6**dice)."""
    by_needed: dict[int, int] = {}
    for dice, needed in attacks:
        by_needed[needed] = by_needed.get(needed, 0) + dice
    weights = [1]
    for needed, dice in sorted(by_needed.items()):
        weights = _convolve(weights, _binomial_weights(dice, needed))
    return weights, sum(by_needed.values())


def _fractions(weights: Sequence[int], denominator: int, offset: int = 0) -> dict[int, Fraction]:
    return {i + offset: Fraction(w, denominator) for i, w in enumerate(weights) if w}


def hits_distribution(dice: int, needed: int) -> dict[int, Fraction]:
    """P(exactly k hits) for k = 0..dice with ``dice`` d6 needing ``needed``+ (MEL-3).

    Every k from 0 to ``dice`` is a key (impossible counts have probability 0
    only when needed is out of range, which is refused).
    """
    _whole("MEL-3", "dice", dice)
    _needed("MEL-3", needed)
    return {k: Fraction(w, 6**dice) for k, w in enumerate(_binomial_weights(dice, needed))}


# -- MEL-4 hedgehog ---------------------------------------------------------------------


def hedgehog_target(members: Mapping[Hashable, UnitType]) -> Hashable:
    """MEL-4: all attacks on a hedgehog strike its pike unit; returns that member's id."""
    if not isinstance(members, Mapping):
        raise RuleInputError(
            "MEL-4", f"a hedgehog's members map each unit to its type, got {members!r}", members
        )
    for member, unit_type in members.items():
        if as_enum(UnitType, unit_type, "MEL-4", "a unit type") is UnitType.PIKEMEN:
            return member
    raise RuleInputError("MEL-4", "a hedgehog needs a pike unit to take its hits", dict(members))


def hedgehog_break_result(members: Iterable[Hashable], passed: bool) -> dict[Hashable, bool]:
    """MEL-4: one break test for the whole hedgehog, applied to every unit in it."""
    ids = as_items("MEL-4", members, "a hedgehog's units")
    if not ids:
        raise RuleInputError("MEL-4", "a hedgehog needs at least one unit", ids)
    return dict.fromkeys(ids, bool(passed))


# -- MEL-5..9 support ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reason:
    """Why something does (not) count: a stable key, an English text, the rule id."""

    key: str
    text: str
    rule: str

    def decision(
        self, candidate_id: Hashable, quarter: Quarter, distance: float, counts: bool = False
    ) -> SupportDecision:
        """This reason as a candidate's verdict."""
        return SupportDecision(
            candidate_id, quarter, distance, counts, self.key, self.text, self.rule
        )


def _supports_from(quarter: Quarter) -> Reason:
    return Reason("supports", f"supports from the {quarter.value} quarter — MEL-5", "MEL-5")


def _quarter_taken(quarter: Quarter) -> Reason:
    return Reason(
        "quarter_taken", f"second support in the {quarter.value} quarter — MEL-7", "MEL-7"
    )


def _max_supports(max_supports: int) -> Reason:
    return Reason("max_supports", f"at most {max_supports} supports — MEL-7", "MEL-7")


_ALREADY_SUPPORTING = Reason("already_supporting", "already supports another unit — MEL-7", "MEL-7")


def can_be_supported(
    unit_type: UnitType,
    formation: Formation = Formation.LINE,
    *,
    attacked_in_flank_or_rear: bool = False,
) -> Reason | None:
    """MEL-8: why a fighting unit cannot be supported, or None if it can."""
    unit_type = as_enum(UnitType, unit_type, "MEL-8", "a unit type")
    formation = as_enum(Formation, formation, "MEL-8", "a formation")
    tail = "cannot be supported, MEL-8"
    if unit_type is UnitType.ARTILLERY:
        return Reason("fighter_artillery", f"the fighting unit is artillery — {tail}", "MEL-8")
    if formation is Formation.HEDGEHOG:
        return Reason("fighter_hedgehog", f"the fighting unit is a hedgehog — {tail}", "MEL-8")
    if formation is Formation.SKIRMISH:
        return Reason(
            "fighter_skirmish", f"the fighting unit is in skirmish order — {tail}", "MEL-8"
        )
    if formation is Formation.IN_BUILDING:
        return Reason(
            "fighter_in_building", f"the fighting unit is in a building — {tail}", "MEL-8"
        )
    if attacked_in_flank_or_rear:
        return Reason(
            "fighter_flank_or_rear",
            f"the fighting unit is attacked in flank or rear — {tail}",
            "MEL-8",
        )
    return None


def can_support(unit_type: UnitType, formation: Formation = Formation.LINE) -> Reason | None:
    """MEL-9: why a unit cannot support, or None. Broken or disordered units may support."""
    unit_type = as_enum(UnitType, unit_type, "MEL-9", "a unit type")
    formation = as_enum(Formation, formation, "MEL-9", "a formation")
    if formation is Formation.MARCH_COLUMN:
        return Reason("march_column", "march column — cannot support, MEL-9", "MEL-9")
    if formation is Formation.LIMBERED:
        return Reason("limbered_artillery", "limbered artillery — cannot support, MEL-9", "MEL-9")
    return None


@dataclass(frozen=True, slots=True)
class Candidate:
    """A friendly unit near a fighting unit that might support it (MEL-5).

    Give a ``footprint`` (quarter and distance are then measured from the
    fighting unit's footprint), or ``quarter`` and ``distance`` as the players
    measured them; given values win over measured ones (as in CHG-5).
    """

    id: Hashable
    unit_type: UnitType = UnitType.INFANTRY
    formation: Formation = Formation.LINE
    footprint: Footprint | None = None
    quarter: Quarter | None = None
    distance: float | None = None
    engaged: bool = False
    already_supporting: bool = False
    status: Status = Status.FRESH  # broken or disordered units may support (MEL-9)


@dataclass(frozen=True, slots=True)
class SupportDecision:
    """One candidate's verdict: does it count as a support, and why (with the rule id)."""

    candidate_id: Hashable
    quarter: Quarter
    distance: float
    counts: bool
    key: str
    text: str
    rule: str


def _measure(
    fighter: Footprint | None, cand: Candidate, by_centre: bool = True
) -> tuple[Quarter, float]:
    if not isinstance(cand, Candidate):
        raise RuleInputError(
            "MEL-5", f"a support candidate must be a Candidate, got {cand!r}", cand
        )
    if cand.footprint is not None and not isinstance(cand.footprint, Footprint):
        raise RuleInputError(
            "MEL-5", f"candidate {cand.id!r}: footprint must be a Footprint", cand.footprint
        )
    q, d = cand.quarter, cand.distance
    if q is None or d is None:
        if cand.footprint is None:
            raise RuleInputError(
                "MEL-5", f"candidate {cand.id!r} needs a footprint or quarter and distance", cand
            )
        if fighter is None:
            raise RuleInputError(
                "MEL-5", "measuring a candidate needs the fighting unit's footprint", cand
            )
        if q is None:
            # MEL-6 [choice]: the quarter of the centre point (or of most of the area).
            q = footprint_quarter(fighter, cand.footprint, by_centre=by_centre)
        if d is None:
            d = distance(fighter, cand.footprint)
    # Given values are checked; measured ones (a Quarter, a finite gap >= 0) always pass.
    if not isinstance(q, Quarter):
        raise RuleInputError("MEL-6", f"a quarter must be a Quarter, got {q!r}", q)
    if isinstance(d, bool) or not isinstance(d, int | float) or not math.isfinite(d) or d < 0:
        raise RuleInputError("MEL-5", f"a distance must be a finite number >= 0, got {d!r}", d)
    return q, float(d)


def _fmt(x: float) -> str:
    return f"{round(x, 2):g}"


def choose_supports(
    fighter: Footprint | None,
    candidates: Iterable[Candidate],
    *,
    unit_type: UnitType = UnitType.INFANTRY,
    formation: Formation = Formation.LINE,
    attacked_in_flank_or_rear: bool = False,
    radius: float = 6,
    allow_front_support: bool = False,
    max_supports: int = 3,
    quarter_by_centre: bool = True,
) -> list[SupportDecision]:
    """Decide which candidates support the fighting unit (MEL-5..9), one decision per
    candidate in the input order, each with its reason.

    Checks in order: the fighting unit can be supported (MEL-8); the candidate
    is not engaged itself (MEL-5) and supports no other unit (MEL-7); it can
    support (MEL-9); it is within ``radius`` (MEL-5); it is not in the front
    quarter unless ``allow_front_support`` (MEL-7 [choice]). Among the rest,
    the nearest in each quarter counts (ties: input order); others in that
    quarter are refused (MEL-7: one support per quarter), and at most
    ``max_supports`` count (MEL-7/MEL-10). A measured quarter is the one holding
    the candidate's centre, or with ``quarter_by_centre`` False the one holding
    most of its footprint (MEL-6 [choice], the ruleset's ``quarter_by_centre``).

    One unit supports only one unit (MEL-7): for several fighting units at
    once use :func:`allocate_supports`, or mark ``already_supporting``.
    """
    cands = as_items("MEL-5", candidates, "the support candidates")
    if fighter is not None and not isinstance(fighter, Footprint):
        raise RuleInputError(
            "MEL-5", f"the fighting unit's footprint must be a Footprint, got {fighter!r}", fighter
        )
    if (
        isinstance(radius, bool)
        or not isinstance(radius, int | float)
        or not math.isfinite(radius)
        or radius < 0
    ):
        raise RuleInputError(
            "MEL-5", f"the support radius must be a number >= 0, got {radius!r}", radius
        )
    radius_f = float(radius)
    _whole("MEL-7", "max supports", max_supports)
    blocked = can_be_supported(
        unit_type, formation, attacked_in_flank_or_rear=attacked_in_flank_or_rear
    )
    measured = [_measure(fighter, c, bool(quarter_by_centre)) for c in cands]
    ids = [c.id for c in cands]
    if len(set(ids)) != len(ids):
        raise RuleInputError("MEL-7", "candidate ids must be distinct", ids)

    decisions: dict[int, SupportDecision] = {}
    eligible: list[int] = []
    for i, (cand, (q, d)) in enumerate(zip(cands, measured, strict=True)):

        def refuse(
            reason: Reason, i: int = i, cand: Candidate = cand, q: Quarter = q, d: float = d
        ) -> None:
            decisions[i] = reason.decision(cand.id, q, d)

        if blocked is not None:
            refuse(blocked)
        elif as_enum(Status, cand.status, "MEL-9", "a status") is Status.DESTROYED:
            refuse(Reason("destroyed", "destroyed — cannot support, MEL-9", "MEL-9"))
        elif cand.engaged:
            refuse(Reason("engaged", "engaged in melee itself — MEL-5", "MEL-5"))
        elif cand.already_supporting:
            refuse(_ALREADY_SUPPORTING)
        elif (why := can_support(cand.unit_type, cand.formation)) is not None:
            refuse(why)
        elif d > radius_f:
            refuse(Reason("too_far", f"too far ({_fmt(d)} > {_fmt(radius_f)}) — MEL-5", "MEL-5"))
        elif q is Quarter.FRONT and not allow_front_support:
            refuse(Reason("front_quarter", "front quarter — MEL-7", "MEL-7"))
        else:
            eligible.append(i)

    taken: set[Quarter] = set()
    for i in sorted(eligible, key=lambda i: (measured[i][1], i)):
        q, d = measured[i]
        if q in taken:
            decisions[i] = _quarter_taken(q).decision(cands[i].id, q, d)
        elif len(taken) >= max_supports:
            decisions[i] = _max_supports(max_supports).decision(cands[i].id, q, d)
        else:
            taken.add(q)
            decisions[i] = _supports_from(q).decision(cands[i].id, q, d, counts=True)
    return [decisions[i] for i in range(len(cands))]


# Decision keys of candidates that pass every check of their own and are refused, if
# at all, only for a slot limit (MEL-7): these may be moved between fighting units.
_SLOT_KEYS = frozenset({"supports", "quarter_taken", "max_supports"})


def allocate_supports(
    decisions: Mapping[Hashable, Sequence[SupportDecision]], *, max_supports: int = 3
) -> dict[Hashable, list[SupportDecision]]:
    """MEL-7 across several fighting units of one side: one unit supports only one unit.

    ``decisions`` maps each fighting unit's id to :func:`choose_supports`' answer
    for that unit alone (the same ``max_supports``; candidates not marked
    ``already_supporting``). A candidate eligible for several units is given to
    one of them so that the side gets as many supports as possible, and among
    those allocations the one with the least total supporter distance (a
    minimum-cost flow: candidate -> (unit, quarter) -> unit, each quarter one
    support, each unit at most ``max_supports``). Returns the same shape; an
    eligible candidate left out is refused with ``already_supporting`` (it
    supports another unit), ``quarter_taken`` or ``max_supports``. Decisions
    refused for any other reason are returned unchanged.
    """
    _whole("MEL-7", "max supports", max_supports)
    if not isinstance(decisions, Mapping):
        raise RuleInputError(
            "MEL-7", f"decisions must map each fighting unit to its list, got {decisions!r}", None
        )
    fighters = list(decisions)
    lists = {f: as_items("MEL-7", decisions[f], f"the decisions for {f!r}") for f in fighters}
    for f, items in lists.items():
        for d in items:
            if not isinstance(d, SupportDecision):
                raise RuleInputError("MEL-7", f"expected SupportDecision for {f!r}, got {d!r}", d)
        ids = [d.candidate_id for d in items]
        if len(set(ids)) != len(ids):
            raise RuleInputError("MEL-7", f"candidate ids for {f!r} must be distinct", ids)

    # Nodes: 0 source, 1 sink, then candidates, (unit, quarter) slots and units.
    cand_ids: list[Hashable] = []
    # ("c", candidate), ("s", unit, quarter) or ("f", unit)
    node: dict[tuple[Hashable, ...], int] = {}

    def node_of(key: tuple[Hashable, ...]) -> int:
        if key not in node:
            node[key] = len(node) + 2
        return node[key]

    arcs: list[tuple[int, int, int, float]] = []
    options: list[tuple[int, Hashable, Hashable, Quarter]] = []  # (arc, candidate, unit, quarter)
    for f in fighters:
        for d in lists[f]:
            if d.key not in _SLOT_KEYS:
                continue
            if d.candidate_id not in cand_ids:
                cand_ids.append(d.candidate_id)
                arcs.append((0, node_of(("c", d.candidate_id)), 1, 0.0))
            options.append((len(arcs), d.candidate_id, f, d.quarter))
            arcs.append(
                (node_of(("c", d.candidate_id)), node_of(("s", f, d.quarter)), 1, d.distance)
            )
    for key, index in list(node.items()):
        if key[0] == "s":
            arcs.append((index, node_of(("f", key[1])), 1, 0.0))
    for key, index in list(node.items()):
        if key[0] == "f":
            arcs.append((index, 1, max_supports, 0.0))
    flow = _min_cost_flow(len(node) + 2, arcs)

    chosen: dict[Hashable, tuple[Hashable, Quarter]] = {}
    for arc, cid, f, q in options:
        if flow[arc]:
            chosen[cid] = (f, q)
    used_slots = set(chosen.values())
    load: dict[Hashable, int] = {}
    for f, _q in chosen.values():
        load[f] = load.get(f, 0) + 1

    out: dict[Hashable, list[SupportDecision]] = {}
    for f in fighters:
        rows = []
        for d in lists[f]:
            if d.key not in _SLOT_KEYS:
                rows.append(d)
                continue
            where = chosen.get(d.candidate_id)
            if where == (f, d.quarter):
                reason, counts = _supports_from(d.quarter), True
            elif where is not None:
                reason, counts = _ALREADY_SUPPORTING, False
            elif (f, d.quarter) in used_slots:
                reason, counts = _quarter_taken(d.quarter), False
            else:
                # Its quarter is free: the unit is full (the flow is maximal).
                reason, counts = _max_supports(max_supports), False
            rows.append(reason.decision(d.candidate_id, d.quarter, d.distance, counts))
        out[f] = rows
    return out


@dataclass(slots=True)
class _Edge:
    """A residual edge of :func:`_min_cost_flow`'s graph (its capacity changes as flow runs)."""

    to: int
    capacity: int
    cost: float
    reverse: int  # index of the reverse edge in the graph's list for ``to``
    arc: int  # index of the arc it carries flow for, -1 for a reverse edge


def _min_cost_flow(nodes: int, arcs: Sequence[tuple[int, int, int, float]]) -> list[int]:
    """Flow on each arc of a maximum flow of least cost from node 0 to node 1.

    Successive shortest paths with Bellman-Ford: the graphs are tiny (a few
    units, a dozen candidates), so clarity beats speed.
    """
    graph: list[list[_Edge]] = [[] for _ in range(nodes)]
    for i, (u, v, cap, cost) in enumerate(arcs):
        graph[u].append(_Edge(v, cap, cost, len(graph[v]), i))
        graph[v].append(_Edge(u, 0, -cost, len(graph[u]) - 1, -1))
    flow = [0] * len(arcs)
    while True:
        dist = [math.inf] * nodes
        back: dict[int, _Edge] = {}  # node -> the edge of its shortest path that enters it
        dist[0] = 0.0
        for _ in range(nodes - 1):
            changed = False
            for u in range(nodes):
                if dist[u] == math.inf:
                    continue
                for edge in graph[u]:
                    if edge.capacity > 0 and dist[u] + edge.cost < dist[edge.to] - 1e-12:
                        dist[edge.to] = dist[u] + edge.cost
                        back[edge.to] = edge
                        changed = True
            if not changed:
                break
        if dist[1] == math.inf:
            return flow
        path: list[_Edge] = []
        v = 1
        while v != 0:
            path.append(back[v])
            v = graph[v][back[v].reverse].to  # the reverse edge leads back to the edge's start
        push = min(edge.capacity for edge in path)
        for edge in path:
            reverse = graph[edge.to][edge.reverse]
            edge.capacity -= push
            reverse.capacity += push
            if edge.arc >= 0:
                flow[edge.arc] += push
            else:  # undoing flow on the forward arc
                flow[reverse.arc] -= push


# -- MEL-10 score ---------------------------------------------------------------------

MAX_SUPPORTS = 3
_BUILDING_BONUS = {SizeClass.LARGE: 3, SizeClass.STANDARD: 3, SizeClass.SMALL: 2, SizeClass.TINY: 1}


def static_bonus(
    *,
    supports: int = 0,
    unit_type: UnitType = UnitType.INFANTRY,
    formation: Formation = Formation.LINE,
    size: SizeClass = SizeClass.STANDARD,
    enemy_types: Iterable[UnitType] = (),
    defending_building: bool | None = None,
) -> tuple[int, Breakdown]:
    """MEL-10: a fighting unit's combat-result bonus besides casualties, and its terms.

    +1 per support (max 3); +3 hedgehog vs cavalry; +2 pikemen vs cavalry
    (interpretation: a hedgehog takes its +3 instead, not both); +2 cavalry vs
    infantry without pikes (some enemy is INFANTRY and none is PIKEMEN);
    defending a building +3 large/standard, +2 small, +1 tiny
    (``defending_building`` defaults to "formation is in a building").
    """
    _whole("MEL-10", "supports", supports)
    unit_type = as_enum(UnitType, unit_type, "MEL-10", "a unit type")
    formation = as_enum(Formation, formation, "MEL-10", "a formation")
    size = as_enum(SizeClass, size, "MEL-10", "a size class")
    enemies = {
        as_enum(UnitType, t, "MEL-10", "an enemy unit type")
        for t in as_items("MEL-10", enemy_types, "the enemy unit types")
    }
    terms: list[Modifier] = []
    bonus = 0

    def add(key: str, label: str, value: int) -> None:
        nonlocal bonus
        terms.append(Modifier(key, label, "MEL-10", value))
        bonus += value

    if supports:
        counted = min(supports, MAX_SUPPORTS)
        label = "Supports" if counted == supports else f"Supports ({supports}, max {MAX_SUPPORTS})"
        add("supports", label, counted)
    vs_cavalry = UnitType.CAVALRY in enemies
    if vs_cavalry and formation is Formation.HEDGEHOG:
        add("hedgehog_vs_cavalry", "Hedgehog against cavalry", 3)
    elif vs_cavalry and unit_type is UnitType.PIKEMEN:
        add("pikemen_vs_cavalry", "Pikemen against cavalry", 2)
    if (
        unit_type is UnitType.CAVALRY
        and UnitType.INFANTRY in enemies
        and UnitType.PIKEMEN not in enemies
    ):
        add("cavalry_vs_infantry", "Cavalry against infantry without pikes", 2)
    if defending_building is None:
        defending_building = formation is Formation.IN_BUILDING
    if defending_building:
        add("building", f"Defending a building ({size.value})", _BUILDING_BONUS[size])
    return bonus, tuple(terms)


@dataclass(frozen=True, slots=True)
class SideSetup:
    """One side of a melee round: its attacks as (dice, needed) and its static bonus (MEL-10).

    ``static_breakdown``, if given, must add up to ``static``.
    """

    attacks: Sequence[tuple[int, int]]
    static: int = 0
    static_breakdown: Breakdown = field(default=())

    def __post_init__(self) -> None:
        attacks = []
        for item in as_items("MEL-3", self.attacks, "a side's attacks"):
            try:
                dice, needed = item
            except (TypeError, ValueError) as exc:
                raise RuleInputError(
                    "MEL-3", f"an attack is (dice, needed), got {item!r}", item
                ) from exc
            attacks.append((_whole("MEL-1", "dice", dice), _needed("MEL-3", needed)))
        object.__setattr__(self, "attacks", tuple(attacks))
        if isinstance(self.static, bool) or not isinstance(self.static, int):
            raise RuleInputError(
                "MEL-10", f"a static bonus must be a whole number, got {self.static!r}", self.static
            )
        object.__setattr__(self, "static_breakdown", tuple(self.static_breakdown))
        if self.static_breakdown and sum(m.value for m in self.static_breakdown) != self.static:
            raise RuleInputError(
                "MEL-10", f"the breakdown does not add up to {self.static}", self.static_breakdown
            )

    @property
    def dice(self) -> int:
        return sum(d for d, _ in self.attacks)


def _check_sides(side_a: object, side_b: object) -> None:
    for name, side in (("A", side_a), ("B", side_b)):
        if not isinstance(side, SideSetup):
            raise RuleInputError("MEL-10", f"side {name} must be a SideSetup, got {side!r}", side)


def _tie_winner(value: object) -> Side | None:
    """MEL-10 [choice]: None (a tie is a draw, the default) or the side that takes ties."""
    if value is None:
        return None
    return as_enum(Side, value, "MEL-10", "the side that wins a tie")


@dataclass(frozen=True, slots=True)
class RoundOdds:
    """Exact odds of one melee round for side A (MEL-10; a tie is a draw [choice]).

    ``margin`` maps A's score minus B's to its probability; ``score_a`` and
    ``score_b`` are each side's score distribution (hits inflicted + static).
    With a ``tie_winner`` (ruleset ``tie_is_draw`` off) ``p_draw`` is 0 and a
    margin of 0 counts in that side's ``p_win``/``p_lose``.
    """

    p_win: Fraction
    p_draw: Fraction
    p_lose: Fraction
    margin: dict[int, Fraction]
    expected_margin: Fraction
    score_a: dict[int, Fraction]
    score_b: dict[int, Fraction]


def round_distribution(
    side_a: SideSetup, side_b: SideSetup, *, tie_winner: Side | None = None
) -> RoundOdds:
    """The exact distribution of a melee round's result (MEL-10, MEL-11: one hit = one casualty).

    ``tie_winner`` is MEL-10's [choice]: None (default, the ruleset's
    ``tie_is_draw``) makes a tie a draw; a :class:`Side` (the caller's pick
    when ``tie_is_draw`` is off, e.g. the defender) wins every tie.
    """
    _check_sides(side_a, side_b)
    ties = _tie_winner(tie_winner)
    wa, na = _side_weights(side_a.attacks)
    wb, nb = _side_weights(side_b.attacks)
    da, db = 6**na, 6**nb
    # margin = (i + sa) - (j + sb): index i + (nb - j) of conv(wa, reversed(wb)).
    wm = _convolve(wa, wb[::-1])
    offset = side_a.static - side_b.static - nb
    dm = da * db
    zero = -offset  # index of margin 0
    win = sum(wm[max(zero + 1, 0) :])
    draw = wm[zero] if 0 <= zero < len(wm) else 0
    lose = dm - win - draw
    if ties is Side.A:
        win, draw = win + draw, 0
    elif ties is Side.B:
        lose, draw = lose + draw, 0
    expected = (
        sum((Fraction(d * (7 - n), 6) for d, n in side_a.attacks), Fraction(0))
        - sum((Fraction(d * (7 - n), 6) for d, n in side_b.attacks), Fraction(0))
        + side_a.static
        - side_b.static
    )
    return RoundOdds(
        p_win=Fraction(win, dm),
        p_draw=Fraction(draw, dm),
        p_lose=Fraction(lose, dm),
        margin=_fractions(wm, dm, offset),
        expected_margin=expected,
        score_a=_fractions(wa, da, side_a.static),
        score_b=_fractions(wb, db, side_b.static),
    )


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A resolved round: hits per attack, scores with their breakdowns, the winner (None = draw)."""

    hits_a: tuple[int, ...]
    hits_b: tuple[int, ...]
    score_a: int
    score_b: int
    winner: Side | None
    breakdown_a: Breakdown
    breakdown_b: Breakdown

    @property
    def margin(self) -> int:
        return self.score_a - self.score_b


def _score(side: SideSetup, hits: tuple[int, ...]) -> tuple[int, Breakdown]:
    terms = [Modifier("casualties", "Casualties inflicted", "MEL-11", sum(hits))]
    if side.static_breakdown:
        terms.extend(side.static_breakdown)
    elif side.static:
        terms.append(Modifier("static", "Bonuses", "MEL-10", side.static))
    return sum(hits) + side.static, tuple(terms)


def _check_hits(side: SideSetup, hits: Sequence[int], name: str) -> tuple[int, ...]:
    hits = as_items("MEL-11", hits, f"side {name}'s hit counts")
    if len(hits) != len(side.attacks):
        raise RuleInputError(
            "MEL-11",
            f"side {name}: {len(side.attacks)} attacks but {len(hits)} hit counts",
            tuple(hits),
        )
    out = []
    for h, (dice, _n) in zip(hits, side.attacks, strict=True):
        _whole("MEL-11", f"side {name} hits", h)
        if h > dice:
            raise RuleInputError("MEL-11", f"side {name}: {h} hits from {dice} dice", h)
        out.append(h)
    return tuple(out)


def resolve_round_from_hits(
    side_a: SideSetup,
    hits_a: Sequence[int],
    side_b: SideSetup,
    hits_b: Sequence[int],
    *,
    tie_winner: Side | None = None,
) -> RoundResult:
    """Resolve a round from the hits of each attack (players who count hits, not faces).

    A tie is a draw (``winner`` None) unless ``tie_winner`` names the side that
    takes ties (MEL-10 [choice], as in :func:`round_distribution`).
    """
    _check_sides(side_a, side_b)
    ties = _tie_winner(tie_winner)
    ha, hb = _check_hits(side_a, hits_a, "A"), _check_hits(side_b, hits_b, "B")
    sa, ba = _score(side_a, ha)
    sb, bb = _score(side_b, hb)
    winner = Side.A if sa > sb else Side.B if sb > sa else ties  # MEL-10 [choice]: tie
    return RoundResult(ha, hb, sa, sb, winner, ba, bb)


def resolve_round(
    side_a: SideSetup,
    faces_a: Sequence[Sequence[int]],
    side_b: SideSetup,
    faces_b: Sequence[Sequence[int]],
    *,
    tie_winner: Side | None = None,
) -> RoundResult:
    """Resolve a round from the d6 faces of each attack (MEL-3 hits: face >= needed).

    ``tie_winner`` as in :func:`resolve_round_from_hits` (MEL-10 [choice]).
    """
    _check_sides(side_a, side_b)

    def hits(side: SideSetup, faces: Sequence[Sequence[int]], name: str) -> list[int]:
        faces = as_items("MEL-3", faces, f"side {name}'s faces")
        if len(faces) != len(side.attacks):
            raise RuleInputError(
                "MEL-3",
                f"side {name}: {len(side.attacks)} attacks but {len(faces)} sets of faces",
                faces,
            )
        out = []
        for fs, (dice, needed) in zip(faces, side.attacks, strict=True):
            checked = validate_faces(fs, 6, dice, rule="MEL-3")
            out.append(sum(1 for f in checked if f >= needed))
        return out

    return resolve_round_from_hits(
        side_a,
        hits(side_a, faces_a, "A"),
        side_b,
        hits(side_b, faces_b, "B"),
        tie_winner=tie_winner,
    )

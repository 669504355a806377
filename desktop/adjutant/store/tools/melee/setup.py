"""A melee's set-up: who fights, who touches whom, and the players' word (RULES.md §3).

The inputs of the melee planner (``adjutant.store.tools.melee.planner.plan_melee``) and what is
saved with each round (``MeleeSetup.to_json``, read back by ``from_json`` when a combat is
taken up on a later turn). Plain values, no session:

- :class:`FighterSetup` — a unit in the melee with the values the players may correct for
  the round (order, status, type, size); ``charging`` None lets the store decide from this
  turn's charges (MEL-3), True/False is the players' word.
- :class:`Contact` — two enemies touching, and the side of each the other touches (MEL-2).
- :class:`SupportOverride` — the players add a supporter from a quarter, or remove one
  (MEL-5..7).
- :class:`MeleeSetup` — all of it, plus the previous round's winner (a new combat only:
  an open combat's own winner counts, MEL-3) and the defender (MEL-10 [choice]).
- :func:`measured_contacts`, :func:`engagement_from` — the same read from the battlefield
  (``rules.geometry``): the melee around the selected units;
- :func:`charge_engagement` — the melee a charge that reached its target brings on
  (issue 22, "Fight this melee").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from adjutant.rules.geometry import Footprint, Quarter, contact_quarter, distance
from adjutant.rules.units import Formation, SizeClass, Status, UnitType
from adjutant.store.errors import InvalidField
from adjutant.store.format.validate import MAX_DICE, check_bool, check_int

SIDES = ("a", "b")
ADD, REMOVE = "add", "remove"


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
    #: MEL-3: None = as this turn's charges say (the store decides, ``melee_plan``);
    #: True / False = the players' word for this round.
    charging: bool | None = None

    def __post_init__(self) -> None:
        check_int("unit_id", self.unit_id, 1)
        if self.side not in SIDES:
            raise InvalidField("side", self.side, "must be a or b")
        check_int("profile_dice", self.profile_dice, 0, MAX_DICE)
        check_int("profile_to_hit", self.profile_to_hit, 2, 6)
        if self.charging is not None:
            check_bool("charging", self.charging)
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
    def from_unit(cls, unit: Any, side: str, charging: bool | None = None) -> FighterSetup:
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

    def __post_init__(self) -> None:
        check_int("contacts", self.a, 1)
        check_int("contacts", self.b, 1)
        for q in (self.side_of_b, self.side_of_a):
            if not isinstance(q, Quarter):
                raise InvalidField("contacts", q, "a side touched is a quarter (MEL-2)")
        check_bool("contacts", self.measured)

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "side_of_b": self.side_of_b.value,
            "side_of_a": self.side_of_a.value,
            "measured": self.measured,
        }


@dataclass(frozen=True, slots=True)
class SupportOverride:
    """The players' word on a supporter (MEL-5..7): ``add`` it from ``quarter`` (a typed
    measurement: the rules still apply MEL-7..9), or ``remove`` it."""

    fighter: int
    candidate: int
    action: str
    quarter: Quarter | None = None

    def __post_init__(self) -> None:
        check_int("overrides", self.fighter, 1)
        check_int("overrides", self.candidate, 1)
        if self.action not in (ADD, REMOVE):
            raise InvalidField("overrides", self.action, "must be add or remove")
        if self.quarter is not None and not isinstance(self.quarter, Quarter):
            raise InvalidField("overrides", self.quarter, "must be a quarter (MEL-6)")

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

    def __post_init__(self) -> None:
        for name, kind in (
            ("fighters", FighterSetup),
            ("contacts", Contact),
            ("overrides", SupportOverride),
        ):
            items = getattr(self, name)
            if isinstance(items, str | bytes | Mapping) or not isinstance(items, Sequence):
                raise InvalidField(name, items, "must be a list")
            if not all(isinstance(item, kind) for item in items):
                raise InvalidField(name, items, f"must hold {kind.__name__} values")
            object.__setattr__(self, name, tuple(items))
        if self.last_winner not in (None, "a", "b"):
            raise InvalidField("last_winner", self.last_winner, "must be a, b or none")
        if self.defender not in (None, "a", "b"):
            raise InvalidField("defender", self.defender, "must be a, b or none")

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
        charged = {f.side for f in self.fighters if f.charging}  # None (not decided): no
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


def footprint_of(unit: Any) -> Footprint | None:
    """A unit's footprint on the battlefield (``queries.UnitInfo``), None when off it."""
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
        fa = footprint_of(units.get(a))
        for b in b_ids:
            fb = footprint_of(units.get(b))
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
        own = footprint_of(current)
        if own is None:
            continue
        for other in units.values():
            if other.id in found or other.side_id == current.side_id:
                continue
            fo = footprint_of(other)
            if fo is not None and distance(own, fo) <= tolerance:
                found.append(other.id)
                queue.append(other.id)
    return [(i, "a" if units[i].side_id == side_a else "b") for i in found]


def charge_engagement(
    pairs: Sequence[tuple[int, int]], units: Mapping[int, Any], *, by_centre: bool = True
) -> MeleeSetup | None:
    """The melee that charges reaching their targets bring on (issue 22, "Fight this melee").

    ``pairs``: (charger, target reached) of this turn's charges (several chargers of one
    target are resolved together, CHG-1). Side A: the chargers; side B: their targets;
    then every unit the battlefield shows touching them (:func:`engagement_from`).
    Contacts as the battlefield shows them (MEL-2); a charger that does not touch its
    target on the model (the players moved it on the table) meets it with its front, on
    the target's quarter that holds the charger (MEL-6; ``by_centre`` is the ruleset's
    ``quarter_by_centre``), front to front when either is off the table (the players'
    to correct). "Charging" is left to the store: this turn's charge makes it so (MEL-3).
    None when no unit of ``pairs`` is in ``units``.
    """
    from adjutant.rules.geometry import footprint_quarter

    start = [c for c, _t in pairs] + [t for _c, t in pairs]
    found = engagement_from(start, units)
    if not found:
        return None
    fighters = tuple(FighterSetup.from_unit(units[i], side) for i, side in found)
    contacts = list(measured_contacts(found, units))
    sides = dict(found)
    for charger, target in dict.fromkeys(pairs):
        if sides.get(charger) != "a" or sides.get(target) != "b":
            continue
        if any((c.a, c.b) == (charger, target) for c in contacts):
            continue  # they touch on the battlefield: measured above
        fc, ft = footprint_of(units[charger]), footprint_of(units[target])
        if fc is None or ft is None:
            contacts.append(Contact(charger, target, Quarter.FRONT, Quarter.FRONT))
        else:
            side = footprint_quarter(ft, fc, by_centre=by_centre)
            contacts.append(Contact(charger, target, side, Quarter.FRONT, measured=True))
    return MeleeSetup(fighters, tuple(contacts))


__all__ = [
    "ADD",
    "REMOVE",
    "SIDES",
    "Contact",
    "FighterSetup",
    "MeleeSetup",
    "SupportOverride",
    "charge_engagement",
    "engagement_from",
    "footprint_of",
    "measured_contacts",
]

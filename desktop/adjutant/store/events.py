"""Typed events: one frozen dataclass per kind of turn-log entry, with its JSON form (issue 14).

For the store's writers (``resolve``, ``command_services``, ``melee_services``,
``odds_services``, ``hex_services``), which build an event and ``resolve.record`` it, and
for every reader of the log (``queries.EventInfo.event``, the turn log, the event
texts, the turn summary, the tool windows), which read fields instead of dict keys.

A row of the ``events`` table keeps the common columns (turn, side, phase, dice, dice
source, chance, rule ids, summary) and two JSON objects, ``inputs`` and ``outcome``,
whose keys depend on the kind. Each class here has a ``KIND`` constant, typed fields for
those keys, ``to_json() -> (inputs, outcome)`` giving exactly the objects the store has
always written (so the file format is unchanged and older files read), and
``from_json(inputs, outcome, ...)``, a tolerant reader that checks every type and range
and raises :class:`DamagedEvent` (a ``DamagedGame``) naming the event and the field.

- :func:`decode` ``(row)``: a stored row (anything with the ``events`` columns as
  attributes: ``queries.EventInfo``, the ORM ``Event``) -> its event, or
  :class:`UnknownEvent` for a kind this version does not know (kept, shown with its
  stored summary); raises :class:`DamagedEvent`.
- :func:`read` ``(row)``: :func:`decode` that never raises: a damaged row comes back as
  :class:`UnreadableEvent` holding the message (the log still shows it, as stored).
- :data:`EVENT_CLASSES`: kind -> class, for ``isinstance`` and ``match``.

Imports no SQLAlchemy and no Qt: reading a game stays light (issue 9).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from adjutant.rules.charge import ChargeDice
from adjutant.rules.command import ChangeMode, Token
from adjutant.rules.units import Side
from adjutant.store.errors import DamagedGame

__all__ = [
    "ARCS",
    "DICE_SOURCES",
    "DISTANCE_SOURCES",
    "EVENT_CLASSES",
    "QUARTERS",
    "Attack",
    "BreakTest",
    "Charge",
    "ChargeTarget",
    "ControlTest",
    "DamagedEvent",
    "FigureMove",
    "FigureMovementRoll",
    "FigureTurn",
    "GameEvent",
    "GladiatorAttack",
    "MeleeRound",
    "OddsCombat",
    "Placement",
    "RecklessRoll",
    "Support",
    "TokenChange",
    "TokenPlacement",
    "Turned",
    "UnknownEvent",
    "UnreadableEvent",
    "decode",
    "from_fields",
    "read",
]

#: How the dice of an event were rolled ("virtual": by Adjutant; None: no dice).
DICE_SOURCES = ("virtual", "physical")
#: Where a distance came from (CMD-6, CHG-5: a typed distance wins over a measured one).
DISTANCE_SOURCES = ("typed", "measured")
#: GLAD-2 arcs as stored (``rules.hexes.Arc`` names, lower case).
ARCS = ("front", "side", "rear")
#: MEL-6 quarters as stored (``rules.shapes.Quarter`` values: a supporter on the left or
#: right flank is stored as such, as the melee service has always written it).
QUARTERS = ("front", "left", "right", "rear")

Hex = tuple[int, int]
_MISSING: Any = object()
_MISSING_REASON = "missing"
_T = TypeVar("_T")


class DamagedEvent(DamagedGame):
    """A stored event holds a value no version of Adjutant writes. ``str(err)`` names the
    event (id and kind) and the field; ``event_id``, ``kind`` and ``field`` say the same."""

    def __init__(self, event_id: int | None, kind: str, field: str, value: Any, reason: str):
        self.event_id, self.kind, self.field = event_id, kind, field
        which = f"event {event_id}" if event_id is not None else "an event"
        shown = repr(value)
        if len(shown) > 60:
            shown = shown[:57] + "..."
        found = "" if reason == _MISSING_REASON else f" (found {shown})"
        super().__init__(
            f"The turn log is damaged: {which} ({kind.replace('_', ' ') or 'no kind'}) "
            f"has {field} {reason}{found}."
        )


# ---------------------------------------------------------------- checking stored values


class _Check:
    """Checks the stored values of one event; every failure is one :class:`DamagedEvent`."""

    def __init__(self, event_id: int | None, kind: str) -> None:
        self.event_id, self.kind = event_id, kind

    def fail(self, path: str, value: Any, reason: str) -> DamagedEvent:
        return DamagedEvent(self.event_id, self.kind, path, value, reason)

    def int(self, path: str, v: Any, lo: int | None = None, hi: int | None = None) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.fail(path, v, "that is not a whole number")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            span = f"{lo}..{hi}" if lo is not None and hi is not None else f">= {lo}"
            if lo is None:
                span = f"<= {hi}"
            raise self.fail(path, v, f"out of range ({span})")
        return v

    def number(self, path: str, v: Any, lo: float | None = None) -> float:
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise self.fail(path, v, "that is not a number")
        if lo is not None and v < lo:
            raise self.fail(path, v, f"below {lo:g}")
        return v  # as stored: an int stays an int, so the JSON written again is the same

    def text(self, path: str, v: Any) -> str:
        if not isinstance(v, str):
            raise self.fail(path, v, "that is not text")
        return v

    def flag(self, path: str, v: Any) -> bool:
        if not isinstance(v, bool):
            raise self.fail(path, v, "that is not true or false")
        return v

    def choice(self, path: str, v: Any, values: Sequence[str]) -> str:
        if not isinstance(v, str) or v not in values:
            raise self.fail(path, v, "that is not one of " + ", ".join(values))
        return v

    def token(self, path: str, v: Any) -> Token:
        if not isinstance(v, str):
            raise self.fail(path, v, "that is not a command token (defence, move, attack)")
        try:
            return Token(v)
        except ValueError:
            raise self.fail(
                path, v, "that is not a command token (defence, move, attack)"
            ) from None

    def side(self, path: str, v: Any) -> Side:
        return Side(self.choice(path, v, tuple(Side)))

    def fraction(self, path: str, v: Any) -> Fraction:
        if not isinstance(v, str):
            raise self.fail(path, v, "that is not an exact chance (num/den)")
        try:
            p = Fraction(v)
        except (ValueError, ZeroDivisionError):
            raise self.fail(path, v, "that is not an exact chance (num/den)") from None
        if not 0 <= p <= 1:
            raise self.fail(path, v, "that is not a chance between 0 and 1")
        return p

    def list(self, path: str, v: Any) -> list[Any]:
        if not isinstance(v, list):
            raise self.fail(path, v, "that is not a list")
        return v

    def object(self, path: str, v: Any) -> dict[str, Any]:
        if not isinstance(v, dict):
            raise self.fail(path, v, "that is not a JSON object")
        return v

    def ids(self, path: str, v: Any) -> tuple[int, ...]:
        return tuple(self.int(f"{path}[{n}]", x, 1) for n, x in enumerate(self.list(path, v)))

    def key_id(self, path: str, key: str) -> int:
        """A unit or figure id stored as a JSON object key ("13")."""
        if not key.isdigit() or int(key) < 1:
            raise self.fail(path, key, "that is not an id")
        return int(key)

    def hex(self, path: str, v: Any) -> Hex:
        items = self.list(path, v)
        if len(items) != 2:
            raise self.fail(path, v, "that is not a hex (q, r)")
        return self.int(f"{path}[0]", items[0]), self.int(f"{path}[1]", items[1])

    def hexes(self, path: str, v: Any) -> tuple[Hex, ...]:
        return tuple(self.hex(f"{path}[{n}]", h) for n, h in enumerate(self.list(path, v)))

    def faces(self, path: str, v: Any, sides: int, count: int | None = None) -> tuple[int, ...]:
        items = self.list(path, v)
        if count is not None and len(items) != count:
            raise self.fail(path, v, f"not {count} die face(s)")
        return tuple(self.int(f"{path}[{n}]", f, 1, sides) for n, f in enumerate(items))

    def same(self, path: str, v: Any, expected: Any) -> None:
        if v != expected:
            raise self.fail(path, v, f"that disagrees with the rest of the event ({expected!r})")


class _Part:
    """One stored JSON object of an event (``inputs`` or ``outcome``), read key by key.

    Each reader takes ``default``: returned when the key is absent (older files); without
    it a missing key is damage."""

    def __init__(self, check: _Check, name: str, data: Any) -> None:
        self.check, self.name = check, name
        self.data = check.object(name, data)

    def path(self, key: str) -> str:
        return f"{self.name}.{key}"

    def raw(self, key: str, default: Any = _MISSING) -> Any:
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            raise self.check.fail(self.path(key), None, _MISSING_REASON)
        return default

    def has(self, key: str) -> bool:
        return key in self.data

    def _get(self, kind: str, key: str, default: Any, *args: Any, none: bool = False) -> Any:
        if key not in self.data:
            return self.raw(key, default)  # the default, or "missing"
        v = self.data[key]
        if none and v is None:
            return None
        return getattr(self.check, kind)(self.path(key), v, *args)

    def int(self, key, lo=None, hi=None, *, default=_MISSING, none=False) -> Any:
        return self._get("int", key, default, lo, hi, none=none)

    def number(self, key, lo=None, *, default=_MISSING, none=False) -> Any:
        return self._get("number", key, default, lo, none=none)

    def text(self, key, *, default=_MISSING, none=False) -> Any:
        return self._get("text", key, default, none=none)

    def flag(self, key, *, default=_MISSING) -> Any:
        return self._get("flag", key, default)

    def choice(self, key, values, *, default=_MISSING, none=False) -> Any:
        return self._get("choice", key, default, values, none=none)

    def token(self, key, *, none=False) -> Any:
        return self._get("token", key, _MISSING, none=none)

    def side(self, key, *, default=_MISSING, none=False) -> Any:
        return self._get("side", key, default, none=none)

    def fraction(self, key, *, default=_MISSING, none=False) -> Any:
        return self._get("fraction", key, default, none=none)

    def ids(self, key) -> tuple[int, ...]:
        return self.check.ids(self.path(key), self.raw(key))

    def hex(self, key) -> Hex:
        return self.check.hex(self.path(key), self.raw(key))

    def hexes(self, key) -> tuple[Hex, ...]:
        return self.check.hexes(self.path(key), self.raw(key))

    def list(self, key, *, default=_MISSING) -> Any:
        return self._get("list", key, default)

    def object(self, key, *, default=_MISSING) -> Any:
        return self._get("object", key, default)


def _text(p: Fraction | None) -> str | None:
    """A chance as the store keeps it, "num/den"."""
    return None if p is None else f"{p.numerator}/{p.denominator}"


def _lists(value: Any) -> Any:
    """Dice as JSON: nested tuples as lists."""
    return [_lists(v) for v in value] if isinstance(value, tuple | list) else value


# ---------------------------------------------------------------- the common part


#: The key of ``inputs`` marking a test made out of its phase (only written when true).
OUT_OF_PHASE = "out_of_phase"


@dataclass(frozen=True, slots=True, kw_only=True)
class GameEvent:
    """What every event has: the columns of its row. A writer gives what it knows (summary,
    side, dice, chance, rule ids); ``resolve.record`` adds the turn, phase, id and action."""

    KIND: ClassVar[str] = ""

    summary: str = ""  # the store's English text (the log makes it anew in the UI language)
    side_id: int | None = None
    dice: tuple[Any, ...] = ()  # faces, or one tuple of faces per roll (melee, gladiators)
    dice_source: str | None = None  # "virtual" | "physical" | None (no dice)
    chance: Fraction | None = None  # the exact chance shown before the roll
    rule_ids: tuple[str, ...] = ()
    turn: int = 0
    phase: str = ""
    id: int | None = None
    action_id: int | None = None
    #: Made outside its phase of the turn, with the player's confirmation (issue 15,
    #: ``store.phases``). Stored as ``inputs["out_of_phase"] = true`` only when true.
    out_of_phase: bool = False

    @property
    def kind(self) -> str:
        return self.KIND

    def to_json(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """(inputs, outcome) exactly as the store writes them."""
        raise NotImplementedError

    def stored_json(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """``to_json`` plus the common marks kept in ``inputs`` (out of phase)."""
        inputs, outcome = self.to_json()
        if self.out_of_phase:
            inputs = {**inputs, OUT_OF_PHASE: True}
        return inputs, outcome

    def unit_ids(self) -> frozenset[int]:
        """The units of the order of battle this event names (not gladiator figures)."""
        unit_id = getattr(self, "unit_id", None)  # the command and charge events' own unit
        return frozenset(() if unit_id is None else (unit_id,))

    def dice_json(self) -> list[Any]:
        return _lists(self.dice)

    @classmethod
    def from_json(
        cls: type[_T],
        inputs: Any,
        outcome: Any,
        dice: Any = (),
        *,
        summary: Any = "",
        side_id: Any = None,
        dice_source: Any = None,
        chance: Any = None,
        rule_ids: Any = (),
        turn: Any = 0,
        phase: Any = "",
        id: Any = None,
        action_id: Any = None,
    ) -> _T:
        """The event from its stored values; :class:`DamagedEvent` if any is wrong."""
        c = _Check(id if isinstance(id, int) and not isinstance(id, bool) else None, cls.KIND)
        out_of_phase = False
        if isinstance(inputs, dict) and OUT_OF_PHASE in inputs:
            out_of_phase = c.flag(f"inputs.{OUT_OF_PHASE}", inputs[OUT_OF_PHASE])
            inputs = {k: v for k, v in inputs.items() if k != OUT_OF_PHASE}
        common = _common(
            c,
            summary=summary,
            side_id=side_id,
            dice_source=dice_source,
            chance=chance,
            rule_ids=rule_ids,
            turn=turn,
            phase=phase,
            id=id,
            action_id=action_id,
        )
        i, o = _Part(c, "inputs", inputs), _Part(c, "outcome", outcome)
        own = cls._read(c, i, o)  # type: ignore[attr-defined]
        return cls(  # type: ignore[call-arg]
            **common, dice=cls._dice(c, dice, own), out_of_phase=out_of_phase, **own
        )

    @classmethod
    def _read(cls, c: _Check, i: _Part, o: _Part) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def _dice(cls, c: _Check, dice: Any, own: Mapping[str, Any]) -> tuple[Any, ...]:
        """The stored dice checked for this kind (default: none)."""
        c.same("dice", c.list("dice", list(dice) if isinstance(dice, tuple) else dice), [])
        return ()


def _common(c: _Check, **v: Any) -> dict[str, Any]:
    rule_ids = v["rule_ids"]
    rule_ids = list(rule_ids) if isinstance(rule_ids, tuple) else rule_ids
    chance = v["chance"]
    return {
        "summary": c.text("summary", v["summary"]) if v["summary"] is not None else "",
        "side_id": None if v["side_id"] is None else c.int("side_id", v["side_id"], 1),
        "dice_source": None
        if v["dice_source"] is None
        else c.choice("dice_source", v["dice_source"], DICE_SOURCES),
        "chance": chance
        if isinstance(chance, Fraction) or chance is None
        else c.fraction("chance", chance),
        "rule_ids": tuple(
            c.text(f"rule_ids[{n}]", r) for n, r in enumerate(c.list("rule_ids", rule_ids))
        ),
        "turn": c.int("turn", v["turn"], 0),
        "phase": c.text("phase", v["phase"]),
        "id": None if v["id"] is None else c.int("id", v["id"], 1),
        "action_id": None if v["action_id"] is None else c.int("action_id", v["action_id"], 1),
    }


def _one_face(c: _Check, dice: Any, sides: int) -> tuple[int, ...]:
    return c.faces("dice", list(dice) if isinstance(dice, tuple) else dice, sides, 1)


# ---------------------------------------------------------------- command (CMD)


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenChange(GameEvent):
    """CMD-4/7: an automatic token change (the C-in-C's regiment or a full command group)."""

    KIND: ClassVar[str] = "token_change"

    unit_id: int
    unit: str
    token_from: Token
    wanted: Token
    mode: ChangeMode
    token: Token  # the token after the change
    changed: bool = True

    def to_json(self):
        return (
            {
                "unit_id": self.unit_id,
                "unit": self.unit,
                "from": self.token_from.value,
                "wanted": self.wanted.value,
                "mode": self.mode.value,
            },
            {"changed": self.changed, "token": self.token.value},
        )

    @classmethod
    def _read(cls, c, i, o):
        mode = i.choice("mode", tuple(ChangeMode))
        return {
            "unit_id": i.int("unit_id", 1),
            "unit": i.text("unit"),
            "token_from": i.token("from"),
            "wanted": i.token("wanted"),
            "mode": ChangeMode(mode),
            "token": o.token("token"),
            "changed": o.flag("changed"),
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlTest(GameEvent):
    """CMD-5/6/7: a control test (one d20) for a declared token change."""

    KIND: ClassVar[str] = "control_test"

    unit_id: int
    unit: str
    token_from: Token
    wanted: Token
    distance: float
    distance_source: str  # DISTANCE_SOURCES
    members: int  # command group members with the regiment (CMD-6)
    difficulty: int
    needed: int  # the d20 face needed (1..20)
    breakdown: tuple[tuple[str, str, float], ...]  # (key, rule id, value), CMD-6
    passed: bool
    token: Token  # the token after the test

    def to_json(self):
        return (
            {
                "unit_id": self.unit_id,
                "unit": self.unit,
                "from": self.token_from.value,
                "wanted": self.wanted.value,
                "distance": self.distance,
                "distance_source": self.distance_source,
                "members": self.members,
                "difficulty": self.difficulty,
                "needed": self.needed,
                "breakdown": [list(b) for b in self.breakdown],
            },
            {
                "passed": self.passed,
                "token": self.token.value,
                "difficulty": self.difficulty,
                "needed": self.needed,
            },
        )

    @classmethod
    def _read(cls, c, i, o):
        breakdown = []
        for n, item in enumerate(i.list("breakdown")):
            where = f"inputs.breakdown[{n}]"
            item = c.list(where, item)
            if len(item) != 3:
                raise c.fail(where, item, "that is not (key, rule, value)")
            breakdown.append(
                (
                    c.text(f"{where}[0]", item[0]),
                    c.text(f"{where}[1]", item[1]),
                    c.number(f"{where}[2]", item[2]),
                )
            )
        difficulty, needed = i.int("difficulty"), i.int("needed", 1, 20)
        c.same("outcome.difficulty", o.raw("difficulty", difficulty), difficulty)
        c.same("outcome.needed", o.raw("needed", needed), needed)
        return {
            "unit_id": i.int("unit_id", 1),
            "unit": i.text("unit"),
            "token_from": i.token("from"),
            "wanted": i.token("wanted"),
            "distance": i.number("distance", 0),
            "distance_source": i.choice("distance_source", DISTANCE_SOURCES),
            "members": i.int("members", 0, 3),
            "difficulty": difficulty,
            "needed": needed,
            "breakdown": tuple(breakdown),
            "passed": o.flag("passed"),
            "token": o.token("token"),
        }

    @classmethod
    def _dice(cls, c, dice, own):
        return _one_face(c, dice, 20)


@dataclass(frozen=True, slots=True, kw_only=True)
class RecklessRoll(GameEvent):
    """CMD-8: a reckless regiment's d20 at the start of its side's turn."""

    KIND: ClassVar[str] = "reckless_roll"

    unit_id: int
    unit: str
    enemy_in_front: bool
    enemy_in_front_source: str  # DISTANCE_SOURCES: typed by the players or measured
    token_before: Token
    token: Token  # after the roll
    changed: bool

    def to_json(self):
        return (
            {
                "unit_id": self.unit_id,
                "unit": self.unit,
                "token": self.token_before.value,
                "enemy_in_front": self.enemy_in_front,
                "enemy_in_front_source": self.enemy_in_front_source,
            },
            {
                "token_before": self.token_before.value,
                "token": self.token.value,
                "changed": self.changed,
            },
        )

    @classmethod
    def _read(cls, c, i, o):
        before = o.token("token_before")
        c.same("inputs.token", i.raw("token"), before.value)
        return {
            "unit_id": i.int("unit_id", 1),
            "unit": i.text("unit"),
            "enemy_in_front": i.flag("enemy_in_front"),
            "enemy_in_front_source": i.choice("enemy_in_front_source", DISTANCE_SOURCES),
            "token_before": before,
            "token": o.token("token"),
            "changed": o.flag("changed"),
        }

    @classmethod
    def _dice(cls, c, dice, own):
        return _one_face(c, dice, 20)


@dataclass(frozen=True, slots=True)
class Placement:
    """One regiment's token placed (CMD-2); None: no token."""

    unit_id: int
    unit: str
    token_from: Token | None
    token: Token | None


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenPlacement(GameEvent):
    """CMD-2: the tokens one side placed by its regiments, in one action."""

    KIND: ClassVar[str] = "token_placement"

    placements: tuple[Placement, ...]

    def unit_ids(self) -> frozenset[int]:
        return frozenset(p.unit_id for p in self.placements)

    def to_json(self):
        return (
            {
                "tokens": [
                    {
                        "unit_id": p.unit_id,
                        "unit": p.unit,
                        "from": None if p.token_from is None else p.token_from.value,
                        "token": None if p.token is None else p.token.value,
                    }
                    for p in self.placements
                ]
            },
            {"placed": len(self.placements)},
        )

    @classmethod
    def _read(cls, c, i, o):
        out = []
        for n, row in enumerate(i.list("tokens")):
            r = _Part(c, f"inputs.tokens[{n}]", row)
            out.append(
                Placement(
                    r.int("unit_id", 1),
                    r.text("unit"),
                    r.token("from", none=True),
                    r.token("token", none=True),
                )
            )
        o.int("placed", 0)
        c.same("outcome.placed", o.raw("placed"), len(out))
        return {"placements": tuple(out)}


# ---------------------------------------------------------------- charge (CHG)


@dataclass(frozen=True, slots=True)
class ChargeTarget:
    unit_id: int
    distance: float
    source: str  # DISTANCE_SOURCES (CHG-5: a typed distance wins)


@dataclass(frozen=True, slots=True, kw_only=True)
class Charge(GameEvent):
    """CHG-2..5: one charge roll against one or more targets."""

    KIND: ClassVar[str] = "charge"

    unit_id: int
    unit: str
    movement: float
    dice_rule: ChargeDice
    targets: tuple[ChargeTarget, ...]
    chance_any: Fraction  # of reaching at least one target (``chance``: all of them)
    range: float
    reached: tuple[int, ...]
    failed: tuple[int, ...]
    success: bool

    def unit_ids(self) -> frozenset[int]:
        return frozenset((self.unit_id, *(t.unit_id for t in self.targets)))

    def to_json(self):
        return (
            {
                "unit_id": self.unit_id,
                "unit": self.unit,
                "movement": self.movement,
                "dice_rule": self.dice_rule.value,
                "targets": {str(t.unit_id): t.distance for t in self.targets},
                "distance_source": {str(t.unit_id): t.source for t in self.targets},
                "chance_any": _text(self.chance_any),
            },
            {
                "range": self.range,
                "reached": list(self.reached),
                "failed": list(self.failed),
                "success": self.success,
            },
        )

    @classmethod
    def _read(cls, c, i, o):
        targets = i.object("targets")
        sources = i.object("distance_source")
        if not targets:
            raise c.fail("inputs.targets", targets, "empty (a charge has a target, CHG-4)")
        c.same("inputs.distance_source", sorted(sources), sorted(targets))
        found = tuple(
            ChargeTarget(
                c.key_id("inputs.targets", key),
                c.number(f"inputs.targets.{key}", d, 0),
                c.choice(f"inputs.distance_source.{key}", sources[key], DISTANCE_SOURCES),
            )
            for key, d in targets.items()
        )
        return {
            "unit_id": i.int("unit_id", 1),
            "unit": i.text("unit"),
            "movement": i.number("movement", 0),
            "dice_rule": ChargeDice(i.choice("dice_rule", tuple(ChargeDice))),
            "targets": found,
            "chance_any": i.fraction("chance_any"),
            "range": o.number("range", 0),
            "reached": o.ids("reached"),
            "failed": o.ids("failed"),
            "success": o.flag("success"),
        }

    @classmethod
    def _dice(cls, c, dice, own):
        rule = own["dice_rule"]
        return c.faces("dice", _lists(dice), rule.sides, rule.count)


# ---------------------------------------------------------------- melee (MEL)


@dataclass(frozen=True, slots=True)
class Attack:
    """One attack of a melee round: ``dice`` d6 needing ``needed``+. ``attacker`` and
    ``target`` are None in rounds logged before they were kept ([dice, needed])."""

    attacker: int | None
    target: int | None
    dice: int
    needed: int


@dataclass(frozen=True, slots=True)
class Support:
    """MEL-5/6: a supporter that counted: for ``fighter``, from ``quarter``."""

    fighter: int
    candidate: int
    quarter: str  # QUARTERS
    manual: bool  # set by the players rather than measured


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeRound(GameEvent):
    """MEL-3/10/11: one melee round. ``chance``: side A wins (MEL-10). The melee window's
    rounds (``melee_services.resolve_melee``) also keep ``supports``, ``hits_typed``,
    ``setup`` and ``casualties``; the rounds ``resolve.resolve_melee_round`` wrote before
    issue 14 (in older files) leave them None."""

    KIND: ClassVar[str] = "melee_round"

    units_a: tuple[int, ...]
    units_b: tuple[int, ...]
    attacks_a: tuple[Attack, ...]
    attacks_b: tuple[Attack, ...]
    static_a: int
    static_b: int
    round: int
    p_draw: Fraction | None
    p_lose: Fraction | None
    defender: Side | None  # MEL-10 [choice]: who defends (None: not logged, older files)
    tie_winner: Side | None  # who takes a tie (None: a tie is a draw)
    hits_a: tuple[int, ...]
    hits_b: tuple[int, ...]
    score_a: int
    score_b: int
    winner: Side | None  # None: a draw
    combat_id: int
    supports: tuple[Support, ...] | None = None
    hits_typed: bool | None = None
    setup: Mapping[str, Any] | None = None  # melee_services.MeleeSetup.to_json()
    casualties: tuple[tuple[int, int], ...] | None = None  # (unit id, casualties), MEL-11

    def unit_ids(self) -> frozenset[int]:
        supporters = (s.candidate for s in self.supports or ())
        return frozenset((*self.units_a, *self.units_b, *supporters))

    def to_json(self):
        def attacks(items):
            return [
                [a.dice, a.needed]
                if a.attacker is None
                else [a.attacker, a.target, a.dice, a.needed]
                for a in items
            ]

        inputs: dict[str, Any] = {
            "units_a": list(self.units_a),
            "units_b": list(self.units_b),
            "attacks_a": attacks(self.attacks_a),
            "attacks_b": attacks(self.attacks_b),
            "static_a": self.static_a,
            "static_b": self.static_b,
            "round": self.round,
            "p_draw": _text(self.p_draw),
            "p_lose": _text(self.p_lose),
            "defender": None if self.defender is None else self.defender.value,
            "tie_winner": None if self.tie_winner is None else self.tie_winner.value,
        }
        if self.supports is not None:
            inputs["supports"] = [
                [s.fighter, s.candidate, s.quarter, s.manual] for s in self.supports
            ]
        if self.hits_typed is not None:
            inputs["hits_typed"] = self.hits_typed
        if self.setup is not None:
            inputs["setup"] = self.setup
        outcome: dict[str, Any] = {
            "hits_a": list(self.hits_a),
            "hits_b": list(self.hits_b),
            "score_a": self.score_a,
            "score_b": self.score_b,
            "winner": None if self.winner is None else self.winner.value,
            "combat_id": self.combat_id,
        }
        if self.casualties is not None:
            outcome["round"] = self.round
            outcome["casualties"] = {str(k): v for k, v in self.casualties}
        return inputs, outcome

    @classmethod
    def _read(cls, c, i, o):
        def attacks(key):
            out = []
            for n, item in enumerate(i.list(key)):
                where = f"inputs.{key}[{n}]"
                item = c.list(where, item)
                if len(item) == 4:
                    who = (c.int(f"{where}[0]", item[0], 1), c.int(f"{where}[1]", item[1], 1))
                elif len(item) == 2:
                    who = (None, None)
                else:
                    raise c.fail(
                        where, item, "that is not an attack (attacker, target, dice, needed)"
                    )
                out.append(
                    Attack(
                        *who,
                        c.int(f"{where}[-2]", item[-2], 0),
                        c.int(f"{where}[-1]", item[-1], 2, 6),
                    )
                )
            return tuple(out)

        def hits(key, count):
            got = tuple(c.int(f"outcome.{key}[{n}]", h, 0) for n, h in enumerate(o.list(key)))
            if len(got) != count:
                raise c.fail(f"outcome.{key}", list(got), f"not one count per attack ({count})")
            return got

        supports = None
        if i.has("supports"):
            supports = []
            for n, item in enumerate(i.list("supports")):
                where = f"inputs.supports[{n}]"
                item = c.list(where, item)
                if len(item) != 4:
                    raise c.fail(where, item, "that is not (fighter, candidate, quarter, manual)")
                supports.append(
                    Support(
                        c.int(f"{where}[0]", item[0], 1),
                        c.int(f"{where}[1]", item[1], 1),
                        c.choice(f"{where}[2]", item[2], QUARTERS),
                        c.flag(f"{where}[3]", item[3]),
                    )
                )
            supports = tuple(supports)
        casualties = None
        rnd = i.int("round", 1)
        if o.has("casualties"):
            casualties = tuple(
                (c.key_id("outcome.casualties", k), c.int(f"outcome.casualties.{k}", v, 0))
                for k, v in o.object("casualties").items()
            )
            c.same("outcome.round", o.raw("round", rnd), rnd)
        attacks_a, attacks_b = attacks("attacks_a"), attacks("attacks_b")
        units = {}
        for key in ("units_a", "units_b"):
            units[key] = i.ids(key)
            if not units[key]:
                raise c.fail(f"inputs.{key}", [], "empty (each side has a unit, MEL-3)")
        return {
            **units,
            "attacks_a": attacks_a,
            "attacks_b": attacks_b,
            "static_a": i.int("static_a"),
            "static_b": i.int("static_b"),
            "round": rnd,
            "p_draw": i.fraction("p_draw", default=None, none=True),
            "p_lose": i.fraction("p_lose", default=None, none=True),
            "defender": i.side("defender", default=None, none=True),
            "tie_winner": i.side("tie_winner", default=None, none=True),
            "hits_a": hits("hits_a", len(attacks_a)),
            "hits_b": hits("hits_b", len(attacks_b)),
            "score_a": o.int("score_a"),
            "score_b": o.int("score_b"),
            "winner": o.side("winner", none=True),
            "combat_id": o.int("combat_id", 1),
            "supports": supports,
            "hits_typed": i.flag("hits_typed") if i.has("hits_typed") else None,
            "setup": i.object("setup") if i.has("setup") else None,
            "casualties": casualties,
        }

    @classmethod
    def _dice(cls, c, dice, own):
        dice = _lists(dice)
        if dice == [] and own["hits_typed"]:  # the players typed the hits, not the faces
            return ()
        rolls = c.list("dice", dice)
        if len(rolls) != 2:
            raise c.fail("dice", dice, "not one list of attacks per side")
        out = []
        for n, (side, attacks) in enumerate(
            zip(rolls, (own["attacks_a"], own["attacks_b"]), strict=True)
        ):
            side = c.list(f"dice[{n}]", side)
            if len(side) != len(attacks):
                raise c.fail(
                    f"dice[{n}]", side, f"not one list of faces per attack ({len(attacks)})"
                )
            out.append(
                tuple(
                    c.faces(f"dice[{n}][{k}]", f, 6, a.dice)
                    for k, (f, a) in enumerate(zip(side, attacks, strict=True))
                )
            )
        return tuple(out)


@dataclass(frozen=True, slots=True, kw_only=True)
class BreakTest(GameEvent):
    """MEL-4/11: the break tests the players rolled and entered (no dice kept)."""

    KIND: ClassVar[str] = "break_test"

    combat_id: int
    entered: tuple[tuple[int, bool], ...]  # (unit id, passed) as the players entered them
    results: tuple[tuple[int, bool], ...]  # as applied (a hedgehog's test for all its units)
    broken: tuple[int, ...]
    closed: bool  # the combat ended

    def unit_ids(self) -> frozenset[int]:
        return frozenset(k for k, _ in (*self.entered, *self.results))

    def to_json(self):
        return (
            {"combat_id": self.combat_id, "entered": {str(k): v for k, v in self.entered}},
            {
                "results": {str(k): v for k, v in self.results},
                "broken": list(self.broken),
                "closed": self.closed,
            },
        )

    @classmethod
    def _read(cls, c, i, o):
        def passes(part, key):
            return tuple(
                (c.key_id(part.path(key), k), c.flag(f"{part.path(key)}.{k}", v))
                for k, v in part.object(key).items()
            )

        return {
            "combat_id": i.int("combat_id", 1),
            "entered": passes(i, "entered"),
            "results": passes(o, "results"),
            "broken": o.ids("broken"),
            "closed": o.flag("closed"),
        }


# ---------------------------------------------------------------- odds (ODD)


@dataclass(frozen=True, slots=True, kw_only=True)
class OddsCombat(GameEvent):
    """ODD-1..3: one odds combat on a CRT. ``chance``: of the result that came up.

    Files written before the odds planner hold ``house_rules`` as a flag only; the
    planner (``odds_plan.resolve_odds``) logs the overrides applied ("column roll" ->
    code) and the terms, bombardment (ODD-3) and shifts, which are None in those files."""

    KIND: ClassVar[str] = "odds_combat"

    crt_id: int
    crt: str
    attack: int
    defence: int
    odds_column: str  # the column the odds give, before clamping and shifts
    column: str  # the column used
    house_rules: bool | tuple[tuple[str, str], ...]
    attacker_ids: tuple[int, ...]
    defender_ids: tuple[int, ...]
    distribution: tuple[tuple[str, Fraction], ...]  # (result code, exact chance)
    result: str
    meaning: str
    table_result: str | None  # the table's own code, before any override
    bombarding_ids: tuple[int, ...] | None = None
    attack_terms: tuple[tuple[str, int], ...] | None = None
    bombardment_terms: tuple[tuple[str, int], ...] | None = None
    defence_terms: tuple[tuple[str, int], ...] | None = None
    odds: str | None = None  # the ratio as text, "4 : 2 = 2.00 -> 2-1"
    clamped: str | None = None
    shifts: tuple[tuple[int, str], ...] | None = None  # (columns, reason)

    def unit_ids(self) -> frozenset[int]:
        return frozenset((*self.attacker_ids, *self.defender_ids, *(self.bombarding_ids or ())))

    def to_json(self):
        house = self.house_rules if isinstance(self.house_rules, bool) else dict(self.house_rules)
        dist = {k: _text(v) for k, v in self.distribution}
        head = {
            "crt_id": self.crt_id,
            "crt": self.crt,
            "attack": self.attack,
            "defence": self.defence,
        }
        if self.bombarding_ids is None:
            inputs = {
                **head,
                "odds_column": self.odds_column,
                "column": self.column,
                "house_rules": house,
                "attacker_ids": list(self.attacker_ids),
                "defender_ids": list(self.defender_ids),
                "distribution": dist,
            }
        else:
            inputs = {
                **head,
                "attacker_ids": list(self.attacker_ids),
                "defender_ids": list(self.defender_ids),
                "bombarding_ids": list(self.bombarding_ids),
                "attack_terms": [list(t) for t in self.attack_terms or ()],
                "bombardment_terms": [list(t) for t in self.bombardment_terms or ()],
                "defence_terms": [list(t) for t in self.defence_terms or ()],
                "odds": self.odds,
                "odds_column": self.odds_column,
                "clamped": self.clamped,
                "shifts": [list(s) for s in self.shifts or ()],
                "column": self.column,
                "house_rules": house,
                "distribution": dist,
            }
        return inputs, {
            "column": self.column,
            "result": self.result,
            "meaning": self.meaning,
            "table_result": self.table_result,
        }

    @classmethod
    def _read(cls, c, i, o):
        def pairs(key, first, second):
            out = []
            for n, item in enumerate(i.list(key)):
                where = f"inputs.{key}[{n}]"
                item = c.list(where, item)
                if len(item) != 2:
                    raise c.fail(where, item, "that is not a pair")
                out.append((first(f"{where}[0]", item[0]), second(f"{where}[1]", item[1])))
            return tuple(out)

        house = i.raw("house_rules")
        if not isinstance(house, bool):
            house = tuple(
                (k, c.text(f"inputs.house_rules.{k}", v))
                for k, v in c.object("inputs.house_rules", house).items()
            )
        dist = tuple(
            (k, c.fraction(f"inputs.distribution.{k}", v))
            for k, v in i.object("distribution").items()
        )
        column = i.text("column")
        c.same("outcome.column", o.raw("column"), column)
        result = o.text("result")
        if result not in dict(dist):  # the chance shown is the result's (ODD-2)
            raise c.fail("outcome.result", result, "not a result of the column's distribution")
        window = i.has("bombarding_ids")
        return {
            "crt_id": i.int("crt_id", 1),
            "crt": i.text("crt"),
            "attack": i.int("attack", 1),
            "defence": i.int("defence", 1),
            "odds_column": i.text("odds_column"),
            "column": column,
            "house_rules": house,
            "attacker_ids": i.ids("attacker_ids"),
            "defender_ids": i.ids("defender_ids"),
            "distribution": dist,
            "result": result,
            "meaning": o.text("meaning"),
            "table_result": o.text("table_result", none=True),
            "bombarding_ids": i.ids("bombarding_ids") if window else None,
            "attack_terms": pairs("attack_terms", c.text, c.int) if window else None,
            "bombardment_terms": pairs("bombardment_terms", c.text, c.int) if window else None,
            "defence_terms": pairs("defence_terms", c.text, c.int) if window else None,
            "odds": i.text("odds") if window else None,
            "clamped": i.text("clamped") if window else None,
            "shifts": pairs("shifts", c.int, c.text) if window else None,
        }

    @classmethod
    def _dice(cls, c, dice, own):
        return _one_face(c, dice, 100)  # the CRT's die (d6 to d100); its table says which


# ---------------------------------------------------------------- gladiators (GLAD)


@dataclass(frozen=True, slots=True, kw_only=True)
class FigureMovementRoll(GameEvent):
    """GLAD-0/1: a figure's D3 and the hexes it may move."""

    KIND: ClassVar[str] = "figure_movement_roll"

    figure_id: int
    figure: str
    defence_factor: int
    d3: int
    allowance: int
    die_sides: int | None = None  # 3: a real d3; None: a d6 read as D3 (not logged)

    def to_json(self):
        die = {} if self.die_sides is None else {"die_sides": self.die_sides}
        return (
            {
                "figure_id": self.figure_id,
                "figure": self.figure,
                "defence_factor": self.defence_factor,
                **die,
            },
            {"d3": self.d3, "allowance": self.allowance, **die},
        )

    @classmethod
    def _read(cls, c, i, o):
        sides = None
        if i.has("die_sides"):
            sides = i.int("die_sides", 3, 6)
            if sides not in (3, 6):
                raise c.fail("inputs.die_sides", sides, "not 3 or 6")
            c.same("outcome.die_sides", o.raw("die_sides", sides), sides)
        return {
            "figure_id": i.int("figure_id", 1),
            "figure": i.text("figure"),
            "defence_factor": i.int("defence_factor"),
            "d3": o.int("d3", 1, 3),
            "allowance": o.int("allowance", 0),
            "die_sides": sides,
        }

    @classmethod
    def _dice(cls, c, dice, own):
        return _one_face(c, dice, own["die_sides"] or 6)


@dataclass(frozen=True, slots=True, kw_only=True)
class FigureMove(GameEvent):
    """GLAD-1/2/3: a figure moved along ``path`` (its start hex first), facing a vertex."""

    KIND: ClassVar[str] = "figure_move"

    figure_id: int
    figure: str
    path: tuple[Hex, ...]
    allowance: int | None  # the roll it used (None: moved without one)
    facing: int  # vertex 0..5

    @property
    def start(self) -> Hex:
        return self.path[0]

    @property
    def end(self) -> Hex:
        return self.path[-1]

    def to_json(self):
        return (
            {
                "figure_id": self.figure_id,
                "figure": self.figure,
                "path": [list(h) for h in self.path],
                "allowance": self.allowance,
            },
            {"from": list(self.start), "to": list(self.end), "facing": self.facing},
        )

    @classmethod
    def _read(cls, c, i, o):
        path = i.hexes("path")
        if not path:
            raise c.fail("inputs.path", [], "empty")
        c.same("outcome.from", o.hex("from"), path[0])
        c.same("outcome.to", o.hex("to"), path[-1])
        return {
            "figure_id": i.int("figure_id", 1),
            "figure": i.text("figure"),
            "path": path,
            "allowance": i.int("allowance", 0, none=True),
            "facing": o.int("facing", 0, 5),
        }


@dataclass(frozen=True, slots=True)
class Turned:
    figure_id: int
    figure: str
    facing_from: int
    facing: int  # the vertex it turned to


@dataclass(frozen=True, slots=True, kw_only=True)
class FigureTurn(GameEvent):
    """GLAD-6: figures turned with their extra action, in one action."""

    KIND: ClassVar[str] = "figure_turn"

    turned: tuple[Turned, ...]

    def to_json(self):
        return (
            {"turns": {str(t.figure_id): t.facing for t in self.turned}},
            {
                "turned": [
                    {
                        "figure_id": t.figure_id,
                        "figure": t.figure,
                        "from": t.facing_from,
                        "to": t.facing,
                    }
                    for t in self.turned
                ]
            },
        )

    @classmethod
    def _read(cls, c, i, o):
        turned = []
        for n, row in enumerate(o.list("turned")):
            r = _Part(c, f"outcome.turned[{n}]", row)
            turned.append(
                Turned(
                    r.int("figure_id", 1), r.text("figure"), r.int("from", 0, 5), r.int("to", 0, 5)
                )
            )
        turns = i.object("turns")
        c.same("inputs.turns", turns, {str(t.figure_id): t.facing for t in turned})
        return {"turned": tuple(turned)}


@dataclass(frozen=True, slots=True, kw_only=True)
class GladiatorAttack(GameEvent):
    """GLAD-4/5: an attack on an adjacent enemy; ``dice`` = (attack faces, defence faces)."""

    KIND: ClassVar[str] = "gladiator_attack"

    attacker_id: int
    target_id: int
    attacker: str
    target: str
    attack_dice: int
    defence_dice: int
    defence_factor: int
    tie_succeeds: bool  # GLAD-4 [choice]
    sum_dice: bool  # GLAD-5 [choice]
    success: bool
    attack_total: int
    defence_total: int
    bonus: int
    arc: str  # ARCS
    attack_supporters: tuple[Hex, ...]
    defence_supporters: tuple[Hex, ...]

    def to_json(self):
        return (
            {
                "attacker_id": self.attacker_id,
                "target_id": self.target_id,
                "attacker": self.attacker,
                "target": self.target,
                "attack_dice": self.attack_dice,
                "defence_dice": self.defence_dice,
                "defence_factor": self.defence_factor,
                "tie_succeeds": self.tie_succeeds,
                "sum_dice": self.sum_dice,
            },
            {
                "success": self.success,
                "attack_total": self.attack_total,
                "defence_total": self.defence_total,
                "bonus": self.bonus,
                "arc": self.arc,
                "attack_supporters": [list(h) for h in self.attack_supporters],
                "defence_supporters": [list(h) for h in self.defence_supporters],
            },
        )

    @classmethod
    def _read(cls, c, i, o):
        return {
            "attacker_id": i.int("attacker_id", 1),
            "target_id": i.int("target_id", 1),
            "attacker": i.text("attacker"),
            "target": i.text("target"),
            "attack_dice": i.int("attack_dice", 1),
            "defence_dice": i.int("defence_dice", 1),
            "defence_factor": i.int("defence_factor"),
            "tie_succeeds": i.flag("tie_succeeds"),
            "sum_dice": i.flag("sum_dice"),
            "success": o.flag("success"),
            "attack_total": o.int("attack_total"),
            "defence_total": o.int("defence_total"),
            "bonus": o.int("bonus"),
            "arc": o.choice("arc", ARCS),
            "attack_supporters": o.hexes("attack_supporters"),
            "defence_supporters": o.hexes("defence_supporters"),
        }

    @classmethod
    def _dice(cls, c, dice, own):
        dice = _lists(dice)
        rolls = c.list("dice", dice)
        if len(rolls) != 2:
            raise c.fail("dice", dice, "not (attack faces, defence faces)")
        return (
            c.faces("dice[0]", rolls[0], 6, own["attack_dice"]),
            c.faces("dice[1]", rolls[1], 6, own["defence_dice"]),
        )


# ---------------------------------------------------------------- kinds this version does not read


@dataclass(frozen=True, slots=True, kw_only=True)
class UnknownEvent(GameEvent):
    """An event of a kind this version does not know (a newer Adjutant's): kept as stored,
    shown with its stored summary."""

    stored_kind: str
    inputs: Mapping[str, Any]
    outcome: Mapping[str, Any]

    @property
    def kind(self) -> str:
        return self.stored_kind

    def to_json(self):
        return dict(self.inputs), dict(self.outcome)


@dataclass(frozen=True, slots=True, kw_only=True)
class UnreadableEvent(UnknownEvent):
    """A stored event that :func:`decode` refused (:class:`DamagedEvent`): kept as stored,
    shown with its stored summary; ``problem`` is the message. From :func:`read`."""

    problem: str


#: Every event kind the store writes -> its class.
EVENT_CLASSES: dict[str, type[GameEvent]] = {
    cls.KIND: cls
    for cls in (
        TokenChange,
        ControlTest,
        RecklessRoll,
        TokenPlacement,
        Charge,
        MeleeRound,
        BreakTest,
        OddsCombat,
        FigureMovementRoll,
        FigureMove,
        FigureTurn,
        GladiatorAttack,
    )
}


def from_fields(kind: Any, inputs: Any, outcome: Any, **columns: Any) -> GameEvent:
    """The event of kind ``kind`` from its stored values (``columns``: the other columns of
    its row, as :meth:`GameEvent.from_json` takes them). :class:`UnknownEvent` for a kind
    this version does not know; :class:`DamagedEvent` for a wrong value."""
    cls = EVENT_CLASSES.get(kind) if isinstance(kind, str) else None
    if cls is not None:
        return cls.from_json(inputs, outcome, **columns)
    event_id = columns.get("id")
    c = _Check(
        event_id if isinstance(event_id, int) else None, kind if isinstance(kind, str) else ""
    )
    if not isinstance(kind, str) or not kind:
        raise c.fail("kind", kind, "that is not an event kind")
    dice = columns.pop("dice", ())
    common = _common(c, **{k: columns.get(k, d) for k, d in _DEFAULTS.items()})
    return UnknownEvent(
        **common,
        dice=tuple(dice) if isinstance(dice, list | tuple) else (),
        stored_kind=kind,
        inputs=c.object("inputs", inputs),
        outcome=c.object("outcome", outcome),
    )


_DEFAULTS = {
    "summary": "",
    "side_id": None,
    "dice_source": None,
    "chance": None,
    "rule_ids": (),
    "turn": 0,
    "phase": "",
    "id": None,
    "action_id": None,
}


def _columns(row: Any) -> dict[str, Any]:
    out = {k: getattr(row, k, d) for k, d in _DEFAULTS.items()}
    dice = getattr(row, "dice", None)
    out["dice"] = [] if dice is None else dice
    return out


def decode(row: Any) -> GameEvent:
    """The typed event of a stored row (``queries.EventInfo``, the ORM ``Event``, or anything
    with the ``events`` columns as attributes). Raises :class:`DamagedEvent`."""
    inputs, outcome = getattr(row, "inputs", None), getattr(row, "outcome", None)
    return from_fields(
        getattr(row, "kind", None),
        {} if inputs is None else inputs,
        {} if outcome is None else outcome,
        **_columns(row),
    )


def read(row: Any) -> GameEvent:
    """:func:`decode` that never raises: a damaged row is an :class:`UnreadableEvent`."""
    try:
        return decode(row)
    except DamagedEvent as exc:
        kind = getattr(row, "kind", None)
        inputs, outcome = getattr(row, "inputs", None), getattr(row, "outcome", None)
        summary = getattr(row, "summary", "")
        side_id, turn = getattr(row, "side_id", None), getattr(row, "turn", 0)
        event_id, action_id = getattr(row, "id", None), getattr(row, "action_id", None)
        phase = getattr(row, "phase", "")

        def kept(value: Any, ok: Any, default: Any) -> Any:
            return value if ok(value) else default

        def whole(v: Any) -> bool:
            return isinstance(v, int) and not isinstance(v, bool)

        return UnreadableEvent(
            summary=kept(summary, lambda v: isinstance(v, str), ""),
            side_id=kept(side_id, whole, None),
            turn=kept(turn, whole, 0),
            phase=kept(phase, lambda v: isinstance(v, str), ""),
            id=kept(event_id, whole, None),
            action_id=kept(action_id, whole, None),
            stored_kind=kept(kind, lambda v: isinstance(v, str), ""),
            inputs=kept(inputs, lambda v: isinstance(v, dict), {}),
            outcome=kept(outcome, lambda v: isinstance(v, dict), {}),
            problem=str(exc),
        )

"""Typed events: one frozen dataclass per kind of turn-log entry, its JSON form and its words.

For the store's writers (``resolve``, ``command_services``, ``melee_services``, the
tools' planners), which build an event and ``recording.record`` it, and for every reader
of the log (``queries.EventInfo.event``, the turn log, the turn summary and its PDF, the
tool windows), which read fields instead of dict keys (issue 14).

A row of the ``events`` table keeps the common columns (turn, side, phase, dice, dice
source, chance, rule ids, summary) and two JSON objects, ``inputs`` and ``outcome``,
whose keys depend on the kind. Each class here is the one description of its kind
(issue 23), beside its dataclass:

- its ``KIND`` and ``NAME`` (the kind as the log and the summary name it);
- its fields, each declared with where it is kept in ``inputs`` / ``outcome`` and how it
  is checked (``store.events.json_form.stored``): ``to_json() -> (inputs, outcome)`` and
  ``from_json(inputs, outcome, ...)`` are derived from them, no list of keys is written
  by hand. The file format is what the store always wrote (the same keys in the same
  order), so older files read; a wrong stored value raises :class:`DamagedEvent` (a
  ``DamagedGame``) naming the event and the field;
- ``describe() -> event_words.Description``: how it is said, one line for the log and a
  row for the summary, in words of one declared catalogue (``store.event_words``) that
  the Qt layer translates (``qtmodels.event_text``).

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

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

from adjutant.rules.charge import ChargeDice
from adjutant.rules.units import ChangeMode, Side, Token
from adjutant.store import event_words as words
from adjutant.store.event_words import Description, Faces, Join, Say, token
from adjutant.store.events import json_form as event_json
from adjutant.store.events.json_form import (
    INPUTS,
    OUTCOME,
    Also,
    At,
    Check,
    DamagedEvent,
    EnumOf,
    Flag,
    Frac,
    Hexes,
    HexOf,
    Ids,
    Int,
    IntIn,
    Keyed,
    Num,
    Obj,
    OneOf,
    Part,
    Records,
    Rows,
    Text,
    TokenOf,
    as_lists,
    chance_text,
    stored,
)
from adjutant.store.messages import QT_TRANSLATE_NOOP

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
#: The translation context of the kinds' names (the log's kind column, the summary).
KIND_CONTEXT = "EventKinds"

Hex = tuple[int, int]
_T = TypeVar("_T")

if TYPE_CHECKING:
    from typing import TypedDict, Unpack

    class _AtOptions(TypedDict, total=False):
        """The keyword options of :class:`At` (for ``_in`` and ``_out``)."""

        default: object
        none: bool
        omit_none: bool
        group: str | None

    class _Common(TypedDict):
        """The columns every event has, checked (:func:`_common`)."""

        summary: str
        side_id: int | None
        dice_source: str | None
        chance: Fraction | None
        rule_ids: tuple[str, ...]
        turn: int
        phase: str
        id: int | None
        action_id: int | None


# The places and forms of values the kinds share.
TOKEN = TokenOf()
FLAG = Flag()
TEXT = Text()
ID = Int(1)


def _in(codec: event_json.Codec[Any], key: str | None = None, **options: Unpack[_AtOptions]) -> At:
    return At(INPUTS, codec, key, **options)


def _out(codec: event_json.Codec[Any], key: str | None = None, **options: Unpack[_AtOptions]) -> At:
    return At(OUTCOME, codec, key, **options)


def _one_face(c: Check, dice: object, sides: int) -> tuple[int, ...]:
    return c.faces("dice", list(dice) if isinstance(dice, tuple) else dice, sides, 1)


# ---------------------------------------------------------------- the common part


#: The key of ``inputs`` marking a test made out of its phase (only written when true).
OUT_OF_PHASE = "out_of_phase"


@dataclass(frozen=True, slots=True, kw_only=True)
class GameEvent:
    """What every event has: the columns of its row. A writer gives what it knows (summary,
    side, dice, chance, rule ids); ``recording.record`` adds the turn, phase, id and action."""

    KIND: ClassVar[str] = ""
    #: The kind as a player reads it (``KIND_CONTEXT``); "" for a kind this version lacks.
    NAME: ClassVar[str] = ""

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
    #: ``store.format.phases``). Stored as ``inputs["out_of_phase"] = true`` only when true.
    out_of_phase: bool = False

    @property
    def kind(self) -> str:
        return self.KIND

    def to_json(self) -> tuple[dict[str, object], dict[str, object]]:
        """(inputs, outcome) exactly as the store writes them (from the fields' places)."""
        return event_json.to_json(self)

    def stored_json(self) -> tuple[dict[str, object], dict[str, object]]:
        """``to_json`` plus the common marks kept in ``inputs`` (out of phase)."""
        inputs, outcome = self.to_json()
        if self.out_of_phase:
            inputs = {**inputs, OUT_OF_PHASE: True}
        return inputs, outcome

    def unit_ids(self) -> frozenset[int]:
        """The units of the order of battle this event names (not gladiator figures)."""
        unit_id = getattr(self, "unit_id", None)  # the command and charge events' own unit
        return frozenset(() if unit_id is None else (unit_id,))

    def dice_json(self) -> object:
        return as_lists(self.dice)

    def describe(self) -> Description:
        """How this event is said: its line in the turn log (out of phase marked, issue 15)
        and its row in the turn summary, in words of ``store.event_words``."""
        said = self._describe()
        if not self.out_of_phase:
            return said
        line = Join((said.line, Say(words.OUT_OF_PHASE)), " ")
        return Description(
            line,
            said.subject,
            said.details,
            said.chance,
            said.dice,
            said.result,
            said.verdict,
        )

    def _describe(self) -> Description:
        raise NotImplementedError

    @classmethod
    def from_json(
        cls: type[_T],
        inputs: object,
        outcome: object,
        dice: object = (),
        *,
        summary: object = "",
        side_id: object = None,
        dice_source: object = None,
        chance: object = None,
        rule_ids: object = (),
        turn: object = 0,
        phase: object = "",
        id: object = None,
        action_id: object = None,
    ) -> _T:
        """The event from its stored values; :class:`DamagedEvent` if any is wrong."""
        kind: str = cls.KIND  # type: ignore[attr-defined]
        c = Check(id if isinstance(id, int) and not isinstance(id, bool) else None, kind)
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
        own = event_json.from_json(cls, c, Part(c, INPUTS, inputs), Part(c, OUTCOME, outcome))
        # cls is typed type[_T] (any class): mypy cannot match the fields' keywords to it.
        return cls(  # type: ignore[call-arg, misc]
            **common,
            dice=cls._dice(c, dice, own),  # type: ignore[attr-defined]
            out_of_phase=out_of_phase,
            **own,
        )

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        """The stored dice checked for this kind (default: none)."""
        c.same("dice", c.list("dice", list(dice) if isinstance(dice, tuple) else dice), [])
        return ()


def _common(c: Check, **v: object) -> _Common:
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


# ---------------------------------------------------------------- command (CMD)


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenChange(GameEvent):
    """CMD-4/7: an automatic token change (the C-in-C's regiment or a full command group)."""

    KIND: ClassVar[str] = "token_change"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Token change")

    unit_id: int = stored(_in(ID))
    unit: str = stored(_in(TEXT))
    token_from: Token = stored(_in(TOKEN, "from"))
    wanted: Token = stored(_in(TOKEN))
    mode: ChangeMode = stored(_in(EnumOf(ChangeMode)))
    changed: bool = stored(_out(FLAG), default=True)
    token: Token = stored(_out(TOKEN))  # the token after the change

    def _describe(self) -> Description:
        cinc = self.mode is ChangeMode.AUTOMATIC_CINC
        return Description(
            Say(
                words.TOKEN_CHANGE_LINE,
                unit=self.unit,
                old=token(self.token_from),
                new=token(self.wanted),
                why=Say(words.CINC_WHY if cinc else words.GROUP_WHY),
            ),
            subject=self.unit,
            details=(
                Say(words.OLD_TO_NEW, old=token(self.token_from), new=token(self.wanted)),
                Say(words.TOKEN_CHANGE_CINC if cinc else words.TOKEN_CHANGE_GROUP),
            ),
            result=(token(self.token),),
            verdict=True,
        )


#: CMD-6: one term of a control test's difficulty: (key, rule id, value).
_BREAKDOWN = Rows((TEXT, TEXT, Num()), "(key, rule, value)")


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlTest(GameEvent):
    """CMD-5/6/7: a control test (one d20) for a declared token change."""

    KIND: ClassVar[str] = "control_test"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Control test")

    unit_id: int = stored(_in(ID))
    unit: str = stored(_in(TEXT))
    token_from: Token = stored(_in(TOKEN, "from"))
    wanted: Token = stored(_in(TOKEN))
    distance: float = stored(_in(Num(0)))
    distance_source: str = stored(_in(OneOf(DISTANCE_SOURCES)))
    members: int = stored(_in(Int(0, 3)))  # command group members with the regiment (CMD-6)
    passed: bool = stored(_out(FLAG))
    token: Token = stored(_out(TOKEN))  # the token after the test
    difficulty: int = stored(_in(Int()), Also(OUTCOME, required=False))
    needed: int = stored(_in(Int(1, 20)), Also(OUTCOME, required=False))  # the d20 face needed
    breakdown: tuple[tuple[str, str, float], ...] = stored(_in(_BREAKDOWN))  # CMD-6

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        return _one_face(c, dice, 20)

    def _describe(self) -> Description:
        source = (
            words.DISTANCE_TYPED if self.distance_source == "typed" else words.DISTANCE_MEASURED
        )
        old, new = token(self.token_from), token(self.wanted)
        return Description(
            Say(
                words.CONTROL_PASSED_LINE if self.passed else words.CONTROL_FAILED_LINE,
                unit=self.unit,
                old=old,
                new=new,
                needed=self.needed,
                face=Faces(self.dice),
            ),
            subject=self.unit,
            details=(
                Say(words.OLD_TO_NEW, old=old, new=new),
                Say(
                    words.CONTROL_DETAILS,
                    distance=words.Number(self.distance),
                    unit=words.Length(),
                    source=Say(source),
                    difficulty=words.Number(self.difficulty),
                    needed=words.Number(self.needed),
                ),
            ),
            dice=(Say(words.DIE_D20, faces=Faces(self.dice, dash=False)),),
            result=(
                Say(
                    words.CONTROL_PASSED if self.passed else words.CONTROL_FAILED,
                    token=token(self.token),
                ),
            ),
            verdict=self.passed,
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class RecklessRoll(GameEvent):
    """CMD-8: a reckless regiment's d20 at the start of its side's turn."""

    KIND: ClassVar[str] = "reckless_roll"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Reckless roll")

    unit_id: int = stored(_in(ID))
    unit: str = stored(_in(TEXT))
    token_before: Token = stored(_out(TOKEN), Also(INPUTS, "token"))
    enemy_in_front: bool = stored(_in(FLAG))
    # DISTANCE_SOURCES: typed by the players or measured
    enemy_in_front_source: str = stored(_in(OneOf(DISTANCE_SOURCES)))
    token: Token = stored(_out(TOKEN))  # after the roll
    changed: bool = stored(_out(FLAG))

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        return _one_face(c, dice, 20)

    def _describe(self) -> Description:
        before, after = token(self.token_before), token(self.token)
        face = Faces(self.dice)
        return Description(
            Say(words.RECKLESS_CHANGED_LINE, unit=self.unit, face=face, old=before, new=after)
            if self.changed
            else Say(words.RECKLESS_STAYS_LINE, unit=self.unit, face=face, token=after),
            subject=self.unit,
            details=(
                Say(
                    words.RECKLESS_DETAILS,
                    token=before,
                    front=Say(words.YES if self.enemy_in_front else words.NO),
                ),
            ),
            dice=(Say(words.DIE_D20, faces=Faces(self.dice, dash=False)),),
            result=(
                Say(words.OLD_TO_NEW, old=before, new=after)
                if self.changed
                else Say(words.RECKLESS_STAYS, token=after),
            ),
            verdict=self.changed,
        )


@dataclass(frozen=True, slots=True)
class Placement:
    """One regiment's token placed (CMD-2); None: no token."""

    unit_id: int = stored(At(None, ID))
    unit: str = stored(At(None, TEXT))
    token_from: Token | None = stored(At(None, TOKEN, "from", none=True))
    token: Token | None = stored(At(None, TOKEN, none=True))


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenPlacement(GameEvent):
    """CMD-2: the tokens one side placed by its regiments, in one action."""

    KIND: ClassVar[str] = "token_placement"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Tokens placed")

    placements: tuple[Placement, ...] = stored(
        _in(Records(Placement), "tokens"), Also(OUTCOME, "placed", of=len, codec=Int(0))
    )

    def unit_ids(self) -> frozenset[int]:
        return frozenset(p.unit_id for p in self.placements)

    def _describe(self) -> Description:
        return Description(
            Say(
                words.PLACEMENT_LINE,
                units=Join(
                    tuple(
                        Say(words.PLACEMENT_ITEM, unit=p.unit, token=token(p.token))
                        for p in self.placements
                    )
                ),
            ),
            details=(
                Join(tuple(Join((p.unit, token(p.token)), ": ") for p in self.placements), "; "),
            ),
            result=(Say(words.PLACEMENT_COUNT, count=words.Number(len(self.placements))),),
        )


# ---------------------------------------------------------------- charge (CHG)


@dataclass(frozen=True, slots=True)
class ChargeTarget:
    unit_id: int
    distance: float
    source: str  # DISTANCE_SOURCES (CHG-5: a typed distance wins)


class _ChargeTargets(At):
    """CHG-4/5: the targets, kept as two objects keyed by unit id: ``targets`` (the
    distance) and ``distance_source`` (typed or measured)."""

    def __init__(self) -> None:
        super().__init__(INPUTS, Obj(), "targets")

    def keys(self) -> tuple[str, ...]:
        return ("targets", "distance_source")

    def write(self, value: object) -> dict[str, object]:
        assert isinstance(value, tuple)
        return {
            "targets": {str(t.unit_id): t.distance for t in value},
            "distance_source": {str(t.unit_id): t.source for t in value},
        }

    def read(self, c: Check, part: Part, own: Mapping[str, object]) -> tuple[ChargeTarget, ...]:
        targets = c.object(part.path("targets"), part.raw("targets"))
        sources = c.object(part.path("distance_source"), part.raw("distance_source"))
        if not targets:
            raise c.fail("inputs.targets", targets, "empty (a charge has a target, CHG-4)")
        c.same("inputs.distance_source", sorted(sources), sorted(targets))
        return tuple(
            ChargeTarget(
                c.key_id("inputs.targets", key),
                c.number(f"inputs.targets.{key}", d, 0),
                c.choice(f"inputs.distance_source.{key}", sources[key], DISTANCE_SOURCES),
            )
            for key, d in targets.items()
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class Charge(GameEvent):
    """CHG-2..5: one charge roll against one or more targets."""

    KIND: ClassVar[str] = "charge"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Charge")

    unit_id: int = stored(_in(ID))
    unit: str = stored(_in(TEXT))
    movement: float = stored(_in(Num(0)))
    dice_rule: ChargeDice = stored(_in(EnumOf(ChargeDice)))
    targets: tuple[ChargeTarget, ...] = stored(_ChargeTargets())
    # of reaching at least one target (``chance``: all of them)
    chance_any: Fraction = stored(_in(Frac()))
    range: float = stored(_out(Num(0)))
    reached: tuple[int, ...] = stored(_out(Ids()))
    failed: tuple[int, ...] = stored(_out(Ids()))
    success: bool = stored(_out(FLAG))

    def unit_ids(self) -> frozenset[int]:
        return frozenset((self.unit_id, *(t.unit_id for t in self.targets)))

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        rule = own["dice_rule"]
        return c.faces("dice", as_lists(dice), rule.sides, rule.count)

    def _describe(self) -> Description:
        targets = words.Units(tuple(t.unit_id for t in self.targets))
        rng = words.Number(self.range)
        line = (
            Say(
                words.CHARGE_REACHES_LINE,
                unit=self.unit,
                targets=targets,
                range=rng,
                reached=words.Units(self.reached),
            )
            if self.reached
            else Say(words.CHARGE_FAILS_LINE, unit=self.unit, targets=targets, range=rng)
        )
        rule = self.dice_rule.value
        result: list[words.Words] = [Say(words.CHARGE_RANGE, range=rng, unit=words.Length())]
        if self.reached:
            result.append(Say(words.CHARGE_REACHED, units=words.Units(self.reached)))
        if self.failed:
            result.append(Say(words.CHARGE_FAILED, units=words.Units(self.failed)))
        return Description(
            line,
            subject=self.unit,
            details=(
                Say(
                    words.CHARGE_TARGETS,
                    targets=Join(
                        tuple(
                            Say(
                                words.CHARGE_TARGET,
                                target=words.Unit(t.unit_id),
                                distance=words.Number(t.distance),
                                unit=words.Length(),
                            )
                            for t in self.targets
                        ),
                        "; ",
                    ),
                ),
                Say(
                    words.CHARGE_MOVEMENT,
                    movement=words.Number(self.movement),
                    unit=words.Length(),
                    rule=Say(words.CHARGE_DICE[rule]) if rule in words.CHARGE_DICE else rule,
                ),
            ),
            dice=(Faces(self.dice, dash=False),),
            result=tuple(result),
            verdict=bool(self.reached) and not self.failed,
        )


# ---------------------------------------------------------------- melee (MEL)


@dataclass(frozen=True, slots=True)
class Attack:
    """One attack of a melee round: ``dice`` d6 needing ``needed``+. ``attacker`` and
    ``target`` are None in rounds logged before they were kept ([dice, needed])."""

    attacker: int | None
    target: int | None
    dice: int
    needed: int


class _Attacks(event_json.Codec[tuple[Attack, ...]]):
    """MEL-3: a side's attacks, [attacker, target, dice, needed] each ([dice, needed] in
    rounds logged before the attacker and target were kept)."""

    def write(self, value: tuple[Attack, ...]) -> object:
        return [
            [a.dice, a.needed] if a.attacker is None else [a.attacker, a.target, a.dice, a.needed]
            for a in value
        ]

    def read(
        self, c: Check, path: str, raw: object, own: Mapping[str, object]
    ) -> tuple[Attack, ...]:
        out = []
        for n, item in enumerate(c.list(path, raw)):
            where = f"{path}[{n}]"
            item = c.list(where, item)
            if len(item) == 4:
                who: tuple[int | None, int | None] = (
                    c.int(f"{where}[0]", item[0], 1),
                    c.int(f"{where}[1]", item[1], 1),
                )
            elif len(item) == 2:
                who = (None, None)
            else:
                raise c.fail(where, item, "that is not an attack (attacker, target, dice, needed)")
            out.append(
                Attack(
                    *who, c.int(f"{where}[-2]", item[-2], 0), c.int(f"{where}[-1]", item[-1], 2, 6)
                )
            )
        return tuple(out)


class _Hits(event_json.Codec[tuple[int, ...]]):
    """MEL-3: the hits of each attack of ``attacks`` (one count per attack)."""

    def __init__(self, attacks: str) -> None:
        self.attacks = attacks

    def write(self, value: tuple[int, ...]) -> object:
        return list(value)

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> tuple[int, ...]:
        got = tuple(c.int(f"{path}[{n}]", h, 0) for n, h in enumerate(c.list(path, raw)))
        count = len(cast("tuple[object, ...]", own[self.attacks]))  # read before: a tuple
        if len(got) != count:
            raise c.fail(path, list(got), f"not one count per attack ({count})")
        return got


@dataclass(frozen=True, slots=True)
class Support:
    """MEL-5/6: a supporter that counted: for ``fighter``, from ``quarter``."""

    fighter: int
    candidate: int
    quarter: str  # QUARTERS
    manual: bool  # set by the players rather than measured


_SUPPORTS = Rows(
    (ID, ID, OneOf(QUARTERS), FLAG), "(fighter, candidate, quarter, manual)", make=Support
)
_SIDE = EnumOf(Side)


def _with_casualties(fields: Mapping[str, object]) -> bool:
    return fields["casualties"] is not None


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleeRound(GameEvent):
    """MEL-3/10/11: one melee round. ``chance``: side A wins (MEL-10). The melee window's
    rounds (``melee_services.resolve_melee``) also keep ``supports``, ``hits_typed``,
    ``setup`` and ``casualties``; the rounds ``resolve.resolve_melee_round`` wrote before
    issue 14 (in older files) leave them None."""

    KIND: ClassVar[str] = "melee_round"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Melee round")

    units_a: tuple[int, ...] = stored(_in(Ids("empty (each side has a unit, MEL-3)")))
    units_b: tuple[int, ...] = stored(_in(Ids("empty (each side has a unit, MEL-3)")))
    attacks_a: tuple[Attack, ...] = stored(_in(_Attacks()))
    attacks_b: tuple[Attack, ...] = stored(_in(_Attacks()))
    static_a: int = stored(_in(Int()))
    static_b: int = stored(_in(Int()))
    hits_a: tuple[int, ...] = stored(_out(_Hits("attacks_a")))
    hits_b: tuple[int, ...] = stored(_out(_Hits("attacks_b")))
    score_a: int = stored(_out(Int()))
    score_b: int = stored(_out(Int()))
    winner: Side | None = stored(_out(_SIDE, none=True))  # None: a draw
    combat_id: int = stored(_out(ID))
    round: int = stored(_in(Int(1)), Also(OUTCOME, when=_with_casualties, required=False))
    p_draw: Fraction | None = stored(_in(Frac(), default=None, none=True))
    p_lose: Fraction | None = stored(_in(Frac(), default=None, none=True))
    # MEL-10 [choice]: who defends (None: not logged, older files)
    defender: Side | None = stored(_in(_SIDE, default=None, none=True))
    # who takes a tie (None: a tie is a draw)
    tie_winner: Side | None = stored(_in(_SIDE, default=None, none=True))
    supports: tuple[Support, ...] | None = stored(
        _in(_SUPPORTS, default=None, omit_none=True), default=None
    )
    hits_typed: bool | None = stored(_in(FLAG, default=None, omit_none=True), default=None)
    # melee_services.MeleeSetup.to_json()
    setup: Mapping[str, Any] | None = stored(_in(Obj(), default=None, omit_none=True), default=None)
    # (unit id, casualties), MEL-11
    casualties: tuple[tuple[int, int], ...] | None = stored(
        _out(Keyed(Int(0)), default=None, omit_none=True), default=None
    )

    def unit_ids(self) -> frozenset[int]:
        supporters = (s.candidate for s in self.supports or ())
        return frozenset((*self.units_a, *self.units_b, *supporters))

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        dice = as_lists(dice)
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

    def _describe(self) -> Description:
        a, b = words.Units(self.units_a, " + "), words.Units(self.units_b, " + ")
        scores = {"round": self.round, "sa": self.score_a, "sb": self.score_b}
        line = (
            Say(words.MELEE_DRAW_LINE, a=a, b=b, **scores)
            if self.winner is None
            else Say(
                words.MELEE_WIN_LINE, a=a, b=b, winner=a if self.winner is Side.A else b, **scores
            )
        )

        def side(units: tuple[int, ...], attacks: tuple[Attack, ...], static: int) -> Join:
            parts: list[words.Words] = [words.Units(units[:1])]
            if len(units) > 1:
                parts += [" ", Say(words.MELEE_WITH, units=words.Units(units[1:]))]
            if attacks:
                parts += [
                    " — ",
                    Join(
                        tuple(
                            Say(words.MELEE_ATTACK, dice=x.dice, needed=x.needed) for x in attacks
                        )
                    ),
                ]
            if static:
                parts += [" ", Say(words.MELEE_BONUS, bonus=static)]
            return Join(tuple(parts), "")

        def faces(label: str, rolls: tuple[tuple[int, ...], ...]) -> Join:
            if not rolls:
                return Join((label, ": —"), "")
            return Join((label, ": ", Join(tuple(Faces(r, dash=False) for r in rolls), " · ")), "")

        rolled = self.dice or ((), ())  # no faces: the players typed the hits
        if self.winner is None:
            verdict: words.Words = Say(words.MELEE_DRAW)
        else:
            first = (self.units_a if self.winner is Side.A else self.units_b)[:1]
            verdict = Say(words.MELEE_WINS, unit=words.Units(first))
        return Description(
            line,
            subject=Say(words.MELEE_ROUND, round=words.Number(self.round)),
            details=(
                Join(("A: ", side(self.units_a, self.attacks_a, self.static_a)), ""),
                Join(("B: ", side(self.units_b, self.attacks_b, self.static_b)), ""),
            ),
            chance=Say(words.MELEE_CHANCE, p=words.Chance(self.chance)),
            dice=tuple(faces(label, r) for label, r in zip(("A", "B"), rolled, strict=False)),
            result=(
                Say(
                    words.MELEE_SCORE,
                    a=sum(self.hits_a),
                    b=sum(self.hits_b),
                    sa=self.score_a,
                    sb=self.score_b,
                ),
                verdict,
            ),
            verdict=None if self.winner is None else self.winner is Side.A,
        )


_PASSES = Keyed(FLAG)


@dataclass(frozen=True, slots=True, kw_only=True)
class BreakTest(GameEvent):
    """MEL-4/11: the break tests the players rolled and entered (no dice kept)."""

    KIND: ClassVar[str] = "break_test"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Break test")

    combat_id: int = stored(_in(ID))
    # (unit id, passed) as the players entered them
    entered: tuple[tuple[int, bool], ...] = stored(_in(_PASSES))
    # as applied (a hedgehog's test for all its units)
    results: tuple[tuple[int, bool], ...] = stored(_out(_PASSES))
    broken: tuple[int, ...] = stored(_out(Ids()))
    closed: bool = stored(_out(FLAG))  # the combat ended

    def unit_ids(self) -> frozenset[int]:
        return frozenset(k for k, _ in (*self.entered, *self.results))

    def _describe(self) -> Description:
        results = Join(
            tuple(
                Say(words.BREAK_PASSES if passed else words.BREAK_FAILS, unit=words.Unit(unit_id))
                for unit_id, passed in self.results
            )
        )
        line: words.Words = Say(words.BREAK_LINE, results=results)
        if self.closed:
            line = Join((line, Say(words.BREAK_CLOSED)), " — ")
        return Description(line)


# ---------------------------------------------------------------- odds (ODD)


class _HouseRules(event_json.Codec[bool | tuple[tuple[str, str], ...]]):
    """ODD-2: the house rules applied: a flag in files of the resolver before the odds
    planner, else the overrides applied ("column roll" -> code)."""

    def write(self, value: bool | tuple[tuple[str, str], ...]) -> object:
        return value if isinstance(value, bool) else dict(value)

    def read(
        self, c: Check, path: str, raw: object, own: Mapping[str, object]
    ) -> bool | tuple[tuple[str, str], ...]:
        if isinstance(raw, bool):
            return raw
        return tuple((k, c.text(f"{path}.{k}", v)) for k, v in c.object(path, raw).items())


class _Distribution(event_json.Codec[tuple[tuple[str, Fraction], ...]]):
    """ODD-2: each result code of the column with its exact chance."""

    def write(self, value: tuple[tuple[str, Fraction], ...]) -> object:
        return {k: chance_text(v) for k, v in value}

    def read(
        self, c: Check, path: str, raw: object, own: Mapping[str, object]
    ) -> tuple[tuple[str, Fraction], ...]:
        return tuple((k, c.fraction(f"{path}.{k}", v)) for k, v in c.object(path, raw).items())


class _ResultOf(Text):
    """The result that came up: one of the column's distribution (the chance shown is its)."""

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> str:
        result = super().read(c, path, raw, own)
        # The distribution, read before: ((result, chance), ...).
        if result not in dict(cast("tuple[tuple[str, Fraction], ...]", own["distribution"])):
            raise c.fail(path, result, "not a result of the column's distribution")
        return result


def _terms(first: event_json.Codec[Any], second: event_json.Codec[Any]) -> At:
    """A list of pairs, kept with the odds window's bombarding units (ODD-3)."""
    return _in(Rows((first, second), "a pair"), group="bombarding_ids")


@dataclass(frozen=True, slots=True, kw_only=True)
class OddsCombat(GameEvent):
    """ODD-1..3: one odds combat on a CRT. ``chance``: of the result that came up.

    Files written before the odds planner hold ``house_rules`` as a flag only; the
    planner (``odds_plan.resolve_odds``) logs the overrides applied ("column roll" ->
    code) and the terms, bombardment (ODD-3) and shifts, which are None in those files."""

    KIND: ClassVar[str] = "odds_combat"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Odds combat")

    crt_id: int = stored(_in(ID))
    crt: str = stored(_in(TEXT))
    attack: int = stored(_in(Int(1)))
    defence: int = stored(_in(Int(1)))
    attacker_ids: tuple[int, ...] = stored(_in(Ids()))
    defender_ids: tuple[int, ...] = stored(_in(Ids()))
    bombarding_ids: tuple[int, ...] | None = stored(
        _in(Ids(), group="bombarding_ids"), default=None
    )
    attack_terms: tuple[tuple[str, int], ...] | None = stored(_terms(TEXT, Int()), default=None)
    bombardment_terms: tuple[tuple[str, int], ...] | None = stored(
        _terms(TEXT, Int()), default=None
    )
    defence_terms: tuple[tuple[str, int], ...] | None = stored(_terms(TEXT, Int()), default=None)
    # the ratio as text, "4 : 2 = 2.00 -> 2-1"
    odds: str | None = stored(_in(TEXT, group="bombarding_ids"), default=None)
    odds_column: str = stored(_in(TEXT))  # the column the odds give, before clamping and shifts
    clamped: str | None = stored(_in(TEXT, group="bombarding_ids"), default=None)
    # (columns, reason)
    shifts: tuple[tuple[int, str], ...] | None = stored(_terms(Int(), TEXT), default=None)
    column: str = stored(_in(TEXT), Also(OUTCOME))  # the column used
    house_rules: bool | tuple[tuple[str, str], ...] = stored(_in(_HouseRules()))
    # (result code, exact chance)
    distribution: tuple[tuple[str, Fraction], ...] = stored(_in(_Distribution()))
    result: str = stored(_out(_ResultOf()))
    meaning: str = stored(_out(TEXT))
    # the table's own code, before any override
    table_result: str | None = stored(_out(TEXT, none=True))

    #: The order of ``inputs`` the resolver before the odds planner wrote (no bombardment,
    #: no terms): files of that time read back key for key.
    _PLAIN_INPUTS: ClassVar[tuple[str, ...]] = (
        "crt_id",
        "crt",
        "attack",
        "defence",
        "odds_column",
        "column",
        "house_rules",
        "attacker_ids",
        "defender_ids",
        "distribution",
    )

    def unit_ids(self) -> frozenset[int]:
        return frozenset((*self.attacker_ids, *self.defender_ids, *(self.bombarding_ids or ())))

    def to_json(self) -> tuple[dict[str, object], dict[str, object]]:
        inputs, outcome = event_json.to_json(self)
        if self.bombarding_ids is None:
            inputs = {key: inputs[key] for key in self._PLAIN_INPUTS}
        return inputs, outcome

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        return _one_face(c, dice, 100)  # the CRT's die (d6 to d100); its table says which

    def _describe(self) -> Description:
        line: list[words.Words] = [
            Say(
                words.ODDS_LINE,
                attack=words.Number(self.attack),
                defence=words.Number(self.defence),
                column=self.column,
                face=Faces(self.dice),
                code=self.result,
            )
        ]
        if self.meaning:
            line.append(Join(("(", self.meaning, ")"), ""))
        if self.table_result and self.table_result != self.result:
            line.append(Say(words.ODDS_HOUSE_RULE, code=self.table_result))
        details: list[words.Words] = [
            Say(words.ODDS_DETAILS, attack=self.attack, defence=self.defence, column=self.column)
        ]
        if self.attacker_ids:
            details.append(Say(words.ODDS_ATTACKERS, units=words.Units(self.attacker_ids)))
        if self.defender_ids:
            details.append(Say(words.ODDS_DEFENDERS, units=words.Units(self.defender_ids)))
        if self.shifts:
            shifts = Join(tuple(Join((f"{v:+d}", r), " ") for v, r in self.shifts))
            details.append(Say(words.ODDS_SHIFTS, shifts=shifts))
        result = words.Bold(self.result)
        return Description(
            Join(tuple(line), " "),
            subject=self.crt,
            details=tuple(details),
            chance=Say(words.ODDS_CHANCE, p=words.Chance(self.chance)),
            result=(Join((result, self.meaning), " ") if self.meaning else result,),
        )


# ---------------------------------------------------------------- gladiators (GLAD)


def _with_die(fields: Mapping[str, object]) -> bool:
    return fields["die_sides"] is not None


@dataclass(frozen=True, slots=True, kw_only=True)
class FigureMovementRoll(GameEvent):
    """GLAD-0/1: a figure's D3 and the hexes it may move."""

    KIND: ClassVar[str] = "figure_movement_roll"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Movement roll")

    figure_id: int = stored(_in(ID))
    figure: str = stored(_in(TEXT))
    defence_factor: int = stored(_in(Int()))
    d3: int = stored(_out(Int(1, 3)))
    allowance: int = stored(_out(Int(0)))
    # 3: a real d3; None: a d6 read as D3 (not logged)
    die_sides: int | None = stored(
        _in(IntIn((3, 6)), default=None, omit_none=True),
        Also(OUTCOME, when=_with_die, required=False),
        default=None,
    )

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        return _one_face(c, dice, own["die_sides"] or 6)

    def _describe(self) -> Description:
        return Description(
            Say(words.MOVEMENT_ROLL_LINE, figure=self.figure, d3=self.d3, allowance=self.allowance),
            subject=self.figure,
            details=(Say(words.DEFENCE_FACTOR, factor=self.defence_factor),),
            result=(Say(words.MOVEMENT_ROLL, d3=self.d3, allowance=self.allowance),),
        )


def _first(path: tuple[Hex, ...]) -> Hex:
    return path[0]


def _last(path: tuple[Hex, ...]) -> Hex:
    return path[-1]


@dataclass(frozen=True, slots=True, kw_only=True)
class FigureMove(GameEvent):
    """GLAD-1/2/3: a figure moved along ``path`` (its start hex first), facing a vertex."""

    KIND: ClassVar[str] = "figure_move"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Figure move")

    figure_id: int = stored(_in(ID))
    figure: str = stored(_in(TEXT))
    path: tuple[Hex, ...] = stored(
        _in(Hexes("empty")),
        Also(OUTCOME, "from", of=_first, codec=HexOf()),
        Also(OUTCOME, "to", of=_last, codec=HexOf()),
    )
    allowance: int | None = stored(_in(Int(0), none=True))  # the roll it used (None: without)
    facing: int = stored(_out(Int(0, 5)))  # vertex 0..5

    @property
    def start(self) -> Hex:
        return self.path[0]

    @property
    def end(self) -> Hex:
        return self.path[-1]

    def _describe(self) -> Description:
        q, r = self.end
        steps = len(self.path) - 1
        return Description(
            Say(
                words.FIGURE_MOVE_LINE,
                figure=self.figure,
                q=q,
                r=r,
                facing=words.Facing(self.facing),
                steps=steps,
            ),
            subject=self.figure,
            details=(
                Say(words.FIGURE_MOVE, steps=steps, start=str(self.start), end=str(self.end)),
            ),
            result=(Say(words.FIGURE_FACES, facing=words.Facing(self.facing)),),
        )


@dataclass(frozen=True, slots=True)
class Turned:
    figure_id: int = stored(At(None, ID))
    figure: str = stored(At(None, TEXT))
    facing_from: int = stored(At(None, Int(0, 5), "from"))
    facing: int = stored(At(None, Int(0, 5), "to"))  # the vertex it turned to


def _turns(turned: tuple[Turned, ...]) -> dict[str, int]:
    return {str(t.figure_id): t.facing for t in turned}


@dataclass(frozen=True, slots=True, kw_only=True)
class FigureTurn(GameEvent):
    """GLAD-6: figures turned with their extra action, in one action."""

    KIND: ClassVar[str] = "figure_turn"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Figures turn")

    turned: tuple[Turned, ...] = stored(
        _out(Records(Turned)), Also(INPUTS, "turns", of=_turns, codec=Obj())
    )

    def _describe(self) -> Description:
        return Description(
            Say(
                words.FIGURE_TURN_LINE,
                figures=Join(
                    tuple(
                        Say(words.FIGURE_TURNED, figure=t.figure, facing=words.Facing(t.facing))
                        for t in self.turned
                    )
                ),
            )
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class GladiatorAttack(GameEvent):
    """GLAD-4/5: an attack on an adjacent enemy; ``dice`` = (attack faces, defence faces)."""

    KIND: ClassVar[str] = "gladiator_attack"
    NAME: ClassVar[str] = QT_TRANSLATE_NOOP("EventKinds", "Gladiator attack")

    attacker_id: int = stored(_in(ID))
    target_id: int = stored(_in(ID))
    attacker: str = stored(_in(TEXT))
    target: str = stored(_in(TEXT))
    attack_dice: int = stored(_in(Int(1)))
    defence_dice: int = stored(_in(Int(1)))
    defence_factor: int = stored(_in(Int()))
    tie_succeeds: bool = stored(_in(FLAG))  # GLAD-4 [choice]
    sum_dice: bool = stored(_in(FLAG))  # GLAD-5 [choice]
    success: bool = stored(_out(FLAG))
    attack_total: int = stored(_out(Int()))
    defence_total: int = stored(_out(Int()))
    bonus: int = stored(_out(Int()))
    arc: str = stored(_out(OneOf(ARCS)))
    attack_supporters: tuple[Hex, ...] = stored(_out(Hexes()))
    defence_supporters: tuple[Hex, ...] = stored(_out(Hexes()))

    @classmethod
    def _dice(cls, c: Check, dice: object, own: Mapping[str, Any]) -> tuple[Any, ...]:
        dice = as_lists(dice)
        rolls = c.list("dice", dice)
        if len(rolls) != 2:
            raise c.fail("dice", dice, "not (attack faces, defence faces)")
        return (
            c.faces("dice[0]", rolls[0], 6, own["attack_dice"]),
            c.faces("dice[1]", rolls[1], 6, own["defence_dice"]),
        )

    def _describe(self) -> Description:
        arc = Say(words.ARCS[self.arc])
        red, black = self.dice
        return Description(
            Say(
                words.ATTACK_HIT_LINE if self.success else words.ATTACK_PARRIED_LINE,
                attacker=self.attacker,
                target=self.target,
                arc=arc,
                attack=self.attack_total,
                defence=self.defence_total,
            ),
            subject=self.attacker,
            details=(
                Say(words.ATTACK_TARGET, target=self.target, arc=arc, factor=self.defence_factor),
                Say(
                    words.ATTACK_DICE,
                    attack=self.attack_dice,
                    defence=self.defence_dice,
                    bonus=self.bonus,
                ),
            ),
            dice=(Say(words.ATTACK_FACES, a=Faces(red), d=Faces(black)),),
            result=(
                Say(
                    words.ATTACK_RESULT,
                    attack=self.attack_total,
                    defence=self.defence_total,
                    verdict=Say(words.HIT if self.success else words.PARRIED),
                ),
            ),
            verdict=self.success,
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

    def to_json(self) -> tuple[dict[str, object], dict[str, object]]:
        return dict(self.inputs), dict(self.outcome)

    def _describe(self) -> Description:
        # Its own words (the stored English summary), and what it rolled as stored.
        result: tuple[Join, ...] = ()
        if self.dice:
            result = (Join(tuple(f"{k}: {v}" for k, v in sorted(self.outcome.items()))),)
        return Description(self.summary, result=result)


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


def from_fields(kind: object, inputs: object, outcome: object, **columns: Any) -> GameEvent:
    """The event of kind ``kind`` from its stored values (``columns``: the other columns of
    its row, as :meth:`GameEvent.from_json` takes them). :class:`UnknownEvent` for a kind
    this version does not know; :class:`DamagedEvent` for a wrong value."""
    cls = EVENT_CLASSES.get(kind) if isinstance(kind, str) else None
    if cls is not None:
        return cls.from_json(inputs, outcome, **columns)
    event_id = columns.get("id")
    c = Check(
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


def _columns(row: object) -> dict[str, Any]:
    out = {k: getattr(row, k, d) for k, d in _DEFAULTS.items()}
    dice = getattr(row, "dice", None)
    out["dice"] = [] if dice is None else dice
    return out


def decode(row: object) -> GameEvent:
    """The typed event of a stored row (``queries.EventInfo``, the ORM ``Event``, or anything
    with the ``events`` columns as attributes). Raises :class:`DamagedEvent`."""
    inputs, outcome = getattr(row, "inputs", None), getattr(row, "outcome", None)
    return from_fields(
        getattr(row, "kind", None),
        {} if inputs is None else inputs,
        {} if outcome is None else outcome,
        **_columns(row),
    )


def read(row: object) -> GameEvent:
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

        def kept(value: object, ok: Callable[[object], bool], default: object) -> Any:
            return value if ok(value) else default

        def whole(v: object) -> bool:
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

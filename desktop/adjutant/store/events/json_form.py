"""The JSON form of a logged event, derived from its dataclass's fields (issue 23).

For ``adjutant.store.events.kinds``: each event class declares, on each of its fields, where the
field is kept in the row's two JSON objects (``inputs``, ``outcome``) and how its value is
checked when read (:func:`stored`). From those declarations :func:`to_json` writes the two
objects and :func:`from_json` reads them back, checking every value; there is no list of
keys written twice (once to write, once to read), so a field added to a kind is written
and read by adding it to the class. The file format is what the store always wrote: the
same keys, in the order of the fields, and the values checked as before.

- :func:`stored` ``(*places, default=...)``: a dataclass field kept at ``places``; the first
  place is the one the value is read from, the others (:class:`Also`) are written beside
  it and checked against it (a copy, or a value derived from it).
- :class:`At`: a key of ``inputs`` or ``outcome`` and the :class:`Codec` of its value;
  ``default`` for files written before the key existed, ``none`` when null is allowed,
  ``omit_none`` when a None is not written, ``group``: written and read only when that
  other field (a layout marker) is kept.
- The codecs: :class:`Int`, :class:`Num`, :class:`Text`, :class:`Flag`, :class:`OneOf`,
  :class:`EnumOf`, :class:`TokenOf`, :class:`Frac`, :class:`Ids`, :class:`HexOf`,
  :class:`Hexes`, :class:`Obj`, :class:`Keyed` (an object keyed by id), :class:`Rows`
  (a list of fixed-length lists), :class:`Records` (a list of objects, a small dataclass
  declared with :func:`stored` too).
- :class:`DamagedEvent`: what every refusal is (a ``DamagedGame`` naming the event, the
  field and the value).

Imports no SQLAlchemy and no Qt: reading a game stays light (issue 9).
"""

from __future__ import annotations

import builtins
import dataclasses
import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar, cast

from adjutant.rules.units import Side, Token
from adjutant.store.errors import DamagedGame

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

INPUTS, OUTCOME = "inputs", "outcome"
Hex = tuple[int, int]
_MISSING: Final = object()
_T = TypeVar("_T")
_MISSING_REASON = "missing"


class DamagedEvent(DamagedGame):
    """A stored event holds a value no version of Adjutant writes. ``str(err)`` names the
    event (id and kind) and the field; ``event_id``, ``kind`` and ``field`` say the same."""

    def __init__(self, event_id: int | None, kind: str, field: str, value: object, reason: str):
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


class Check:
    """Checks the stored values of one event; every failure is one :class:`DamagedEvent`."""

    def __init__(self, event_id: int | None, kind: str) -> None:
        self.event_id, self.kind = event_id, kind

    def fail(self, path: str, value: object, reason: str) -> DamagedEvent:
        return DamagedEvent(self.event_id, self.kind, path, value, reason)

    def int(self, path: str, v: object, lo: int | None = None, hi: int | None = None) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.fail(path, v, "that is not a whole number")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            span = f"{lo}..{hi}" if lo is not None and hi is not None else f">= {lo}"
            if lo is None:
                span = f"<= {hi}"
            raise self.fail(path, v, f"out of range ({span})")
        return v

    def number(self, path: str, v: object, lo: float | None = None) -> float:
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise self.fail(path, v, "that is not a number")
        if lo is not None and v < lo:
            raise self.fail(path, v, f"below {lo:g}")
        return v  # as stored: an int stays an int, so the JSON written again is the same

    def text(self, path: str, v: object) -> str:
        if not isinstance(v, str):
            raise self.fail(path, v, "that is not text")
        return v

    def flag(self, path: str, v: object) -> bool:
        if not isinstance(v, bool):
            raise self.fail(path, v, "that is not true or false")
        return v

    def choice(self, path: str, v: object, values: Sequence[str]) -> str:
        if not isinstance(v, str) or v not in values:
            raise self.fail(path, v, "that is not one of " + ", ".join(values))
        return v

    def token(self, path: str, v: object) -> Token:
        if not isinstance(v, str):
            raise self.fail(path, v, "that is not a command token (defence, move, attack)")
        try:
            return Token(v)
        except ValueError:
            raise self.fail(
                path, v, "that is not a command token (defence, move, attack)"
            ) from None

    def side(self, path: str, v: object) -> Side:
        return Side(self.choice(path, v, tuple(Side)))

    def fraction(self, path: str, v: object) -> Fraction:
        if not isinstance(v, str):
            raise self.fail(path, v, "that is not an exact chance (num/den)")
        try:
            p = Fraction(v)
        except (ValueError, ZeroDivisionError):
            raise self.fail(path, v, "that is not an exact chance (num/den)") from None
        if not 0 <= p <= 1:
            raise self.fail(path, v, "that is not a chance between 0 and 1")
        return p

    def list(self, path: str, v: object) -> list[object]:
        if not isinstance(v, list):
            raise self.fail(path, v, "that is not a list")
        return v

    def object(self, path: str, v: object) -> dict[str, object]:
        if not isinstance(v, dict):
            raise self.fail(path, v, "that is not a JSON object")
        return v

    def ids(self, path: str, v: builtins.object) -> tuple[builtins.int, ...]:
        return tuple(self.int(f"{path}[{n}]", x, 1) for n, x in enumerate(self.list(path, v)))

    def key_id(self, path: str, key: str) -> builtins.int:
        """A unit or figure id stored as a JSON object key ("13")."""
        if not key.isdigit() or int(key) < 1:
            raise self.fail(path, key, "that is not an id")
        return int(key)

    def hex(self, path: str, v: builtins.object) -> Hex:
        items = self.list(path, v)
        if len(items) != 2:
            raise self.fail(path, v, "that is not a hex (q, r)")
        return self.int(f"{path}[0]", items[0]), self.int(f"{path}[1]", items[1])

    def hexes(self, path: str, v: builtins.object) -> tuple[Hex, ...]:
        return tuple(self.hex(f"{path}[{n}]", h) for n, h in enumerate(self.list(path, v)))

    def faces(
        self,
        path: str,
        v: builtins.object,
        sides: builtins.int,
        count: builtins.int | None = None,
    ) -> tuple[builtins.int, ...]:
        items = self.list(path, v)
        if count is not None and len(items) != count:
            raise self.fail(path, v, f"not {count} die face(s)")
        return tuple(self.int(f"{path}[{n}]", f, 1, sides) for n, f in enumerate(items))

    def same(self, path: str, v: builtins.object, expected: builtins.object) -> None:
        if v != expected:
            raise self.fail(path, v, f"that disagrees with the rest of the event ({expected!r})")


class Part:
    """One stored JSON object of an event (``inputs``, ``outcome`` or a record in a list)."""

    def __init__(self, check: Check, name: str, data: object) -> None:
        self.check, self.name = check, name
        self.data = check.object(name, data)

    def path(self, key: str) -> str:
        return f"{self.name}.{key}"

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str, default: object = _MISSING) -> object:
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            raise self.check.fail(self.path(key), None, _MISSING_REASON)
        return default


def chance_text(p: Fraction | None) -> str | None:
    """A chance as the store keeps it, "num/den"."""
    return None if p is None else f"{p.numerator}/{p.denominator}"


def as_lists(value: object) -> object:
    """Dice as JSON: nested tuples as lists."""
    return [as_lists(v) for v in value] if isinstance(value, tuple | list) else value


# ---------------------------------------------------------------- codecs: one value's form


class Codec(Generic[_T]):
    """How one value is written to JSON and read back (checked). ``read`` is given the
    fields read so far (``own``), for a value checked against another."""

    def write(self, value: _T) -> object:
        return value

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> _T:
        raise NotImplementedError


class Int(Codec[int]):
    def __init__(self, lo: int | None = None, hi: int | None = None) -> None:
        self.lo, self.hi = lo, hi

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> int:
        return c.int(path, raw, self.lo, self.hi)


class IntIn(Int):
    """A whole number that is one of ``values`` (a die: 3 or 6)."""

    def __init__(self, values: tuple[int, ...]) -> None:
        super().__init__(min(values), max(values))
        self.values = values

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> int:
        value = super().read(c, path, raw, own)
        if value not in self.values:
            raise c.fail(path, value, "not " + " or ".join(map(str, self.values)))
        return value


class Num(Codec[float]):
    def __init__(self, lo: float | None = None) -> None:
        self.lo = lo

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> float:
        return c.number(path, raw, self.lo)


class Text(Codec[str]):
    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> str:
        return c.text(path, raw)


class Flag(Codec[bool]):
    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> bool:
        return c.flag(path, raw)


class OneOf(Codec[str]):
    """Text that is one of ``values``."""

    def __init__(self, values: Sequence[str]) -> None:
        self.values = values

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> str:
        return c.choice(path, raw, self.values)


class EnumOf(Codec[Enum]):
    """A member of a text enum (``ChangeMode``, ``ChargeDice``, ``Side``), kept as its value."""

    def __init__(self, enum: type[Enum]) -> None:
        self.enum = enum

    def write(self, value: Enum) -> object:
        return value.value

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> Enum:
        return self.enum(c.choice(path, raw, tuple(self.enum)))


class TokenOf(Codec[Token]):
    """A command token (CMD-1), kept as its value."""

    def write(self, value: Token) -> object:
        return value.value

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> Token:
        return c.token(path, raw)


class Frac(Codec[Fraction]):
    """An exact chance, kept as "num/den"."""

    def write(self, value: Fraction) -> object:
        return chance_text(value)

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> Fraction:
        return c.fraction(path, raw)


class _List(Codec[tuple[_T, ...]]):
    """A list of values; ``empty``: why an empty list is damage (None: allowed)."""

    def __init__(self, empty: str | None = None) -> None:
        self.empty = empty

    def items(self, c: Check, path: str, raw: object) -> tuple[_T, ...]:
        raise NotImplementedError

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> tuple[_T, ...]:
        items = self.items(c, path, raw)
        if not items and self.empty is not None:
            raise c.fail(path, [], self.empty)
        return items


class Ids(_List[int]):
    """Ids (each >= 1) in a list."""

    def write(self, value: tuple[int, ...]) -> object:
        return list(value)

    def items(self, c: Check, path: str, raw: object) -> tuple[int, ...]:
        return c.ids(path, raw)


class HexOf(Codec[Hex]):
    def write(self, value: Hex) -> object:
        return list(value)

    def read(self, c: Check, path: str, raw: object, own: Mapping[str, object]) -> Hex:
        return c.hex(path, raw)


class Hexes(_List[Hex]):
    """Hexes (q, r) in a list."""

    def write(self, value: tuple[Hex, ...]) -> object:
        return [list(h) for h in value]

    def items(self, c: Check, path: str, raw: object) -> tuple[Hex, ...]:
        return c.hexes(path, raw)


class Obj(Codec[dict[str, object]]):
    """A JSON object kept as it is (the melee window's set-up)."""

    def read(
        self, c: Check, path: str, raw: object, own: Mapping[str, object]
    ) -> dict[str, object]:
        return c.object(path, raw)


class Keyed(Codec[tuple[tuple[int, _T], ...]]):
    """An object keyed by id ("13": value): as ``((13, value), ...)``."""

    def __init__(self, value: Codec[_T]) -> None:
        self.value = value

    def write(self, value: tuple[tuple[int, _T], ...]) -> object:
        return {str(k): self.value.write(v) for k, v in value}

    def read(
        self, c: Check, path: str, raw: object, own: Mapping[str, object]
    ) -> tuple[tuple[int, _T], ...]:
        return tuple(
            (c.key_id(path, k), self.value.read(c, f"{path}.{k}", v, own))
            for k, v in c.object(path, raw).items()
        )


class Rows(Codec[tuple[object, ...]]):
    """A list of fixed-length lists, one codec per place: as ``make(*items)`` each
    (a tuple by default); ``shape`` names the places in the refusal."""

    def __init__(
        self,
        places: tuple[Codec[Any], ...],
        shape: str,
        make: Callable[..., object] | None = None,
    ) -> None:
        self.places, self.shape = places, shape
        self.make = make or (lambda *items: tuple(items))

    def write(self, value: tuple[object, ...] | None) -> object:
        return [
            [codec.write(item) for codec, item in zip(self.places, _items(row), strict=True)]
            for row in value or ()
        ]

    def read(
        self, c: Check, path: str, raw: object, own: Mapping[str, object]
    ) -> tuple[object, ...]:
        out: list[object] = []
        for n, row in enumerate(c.list(path, raw)):
            where = f"{path}[{n}]"
            row = c.list(where, row)
            if len(row) != len(self.places):
                raise c.fail(where, row, f"that is not {self.shape}")
            out.append(
                self.make(
                    *(
                        codec.read(c, f"{where}[{k}]", item, own)
                        for k, (codec, item) in enumerate(zip(self.places, row, strict=True))
                    )
                )
            )
        return tuple(out)


def _items(row: object) -> tuple[object, ...]:
    """A row's values in order: a tuple as it is, a dataclass by its fields."""
    if dataclasses.is_dataclass(row):
        return tuple(getattr(row, f.name) for f in dataclasses.fields(row))
    return tuple(cast("Iterable[object]", row))  # not a dataclass: a tuple (or list)


class Records(Codec["tuple[DataclassInstance, ...]"]):
    """A list of objects, each one record of ``cls`` (a dataclass whose fields are declared
    with :func:`stored` and one :class:`At` each, the part left out)."""

    def __init__(self, cls: type) -> None:
        self.cls = cls

    def write(self, value: tuple[DataclassInstance, ...]) -> object:
        return [dict(_write_places(record, _places(type(record)), None)) for record in value]

    def read(
        self, c: Check, path: str, raw: object, own: Mapping[str, object]
    ) -> tuple[DataclassInstance, ...]:
        out: list[DataclassInstance] = []
        for n, row in enumerate(c.list(path, raw)):
            part = Part(c, f"{path}[{n}]", row)
            # A record's fields have one place each, an At (the class's doc).
            values = {
                name: cast(At, place).read(c, part, {}) for name, place, _ in _places(self.cls)
            }
            out.append(self.cls(**values))
        return tuple(out)


# ---------------------------------------------------------------- places: where a field is kept


class At:
    """The key ``key`` (the field's name by default) of ``part`` (``inputs``/``outcome``;
    None in a record), its value's ``codec``.

    ``default``: what a file written before the key existed means (without it, a missing
    key is damage); ``none``: null is a value (None); ``omit_none``: a None is not written;
    ``group``: kept only with the field of that name (a layout: the odds window's terms
    are kept with its bombarding units), else not written and read as None.
    """

    def __init__(
        self,
        part: str | None,
        codec: Codec[Any],
        key: str | None = None,
        *,
        default: object = _MISSING,
        none: bool = False,
        omit_none: bool = False,
        group: str | None = None,
    ) -> None:
        self.part, self.codec, self.key = part, codec, key
        self.default, self.none, self.omit_none, self.group = default, none, omit_none, group
        self.group_key: str | None = None  # the group field's key, set with the layout

    def named(self, field: str) -> At:
        if self.key is None:
            self.key = field
        return self

    def keys(self) -> tuple[str, ...]:
        """The keys this place writes (one; a place of several says so)."""
        return () if self.key is None else (self.key,)

    def written(self, value: object, fields: Mapping[str, object]) -> bool:
        if self.group is not None and fields[self.group] is None:
            return False
        return not (self.omit_none and value is None)

    def write(self, value: object) -> dict[str, object]:
        assert self.key is not None
        if value is None and (self.none or self.omit_none):
            return {self.key: None}
        return {self.key: self.codec.write(value)}

    def read(self, c: Check, part: Part, own: Mapping[str, object]) -> object:
        assert self.key is not None
        if self.group_key is not None and not part.has(self.group_key):
            return None  # a layout without this group
        if not part.has(self.key):
            return part.raw(self.key, self.default)  # the default, or "missing"
        raw = part.data[self.key]
        if self.none and raw is None:
            return None
        return self.codec.read(c, part.path(self.key), raw, own)


class Also:
    """A second place of a field: written beside the first and checked against it when read.

    ``of`` makes the kept value from the field's (a copy by default; the path's first hex,
    the number of placements...); ``codec`` reads it back (None: the stored JSON must be
    exactly what would be written); ``when`` (given the event's fields) says whether it is
    kept; ``required``: a file without it is damaged (else a missing one agrees).
    """

    def __init__(
        self,
        part: str,
        key: str | None = None,
        *,
        of: Callable[[Any], object] | None = None,
        codec: Codec[Any] | None = None,
        when: Callable[[Mapping[str, object]], bool] | None = None,
        required: bool = True,
    ) -> None:
        self.part, self.key, self.of = part, key, of or (lambda value: value)
        self.codec, self.when, self.required = codec, when, required
        self.primary: At | None = None  # the field's first place, set with the layout

    def named(self, field: str) -> Also:
        if self.key is None:
            self.key = field
        return self

    def keys(self) -> tuple[str, ...]:
        return () if self.key is None else (self.key,)

    def written(self, value: object, fields: Mapping[str, object]) -> bool:
        return self.when is None or self.when(fields)

    def _codec(self) -> Codec[Any]:
        assert self.primary is not None
        return self.codec or self.primary.codec

    def write(self, value: object) -> dict[str, object]:
        assert self.key is not None
        return {self.key: self._codec().write(self.of(value))}

    def check(self, c: Check, part: Part, value: object, fields: Mapping[str, object]) -> None:
        assert self.key is not None
        if not self.written(value, fields):
            return
        kept = self.of(value)
        expected = self._codec().write(kept)
        raw = part.raw(self.key) if self.required else part.raw(self.key, expected)
        if self.codec is None:
            c.same(part.path(self.key), raw, expected)
        else:
            c.same(part.path(self.key), self.codec.read(c, part.path(self.key), raw, fields), kept)


Place = At | Also
_STORED = "adjutant.stored"


def stored(*places: Place, default: object = dataclasses.MISSING) -> Any:
    """A dataclass field kept at ``places`` (the first is read; see the module's doc)."""
    if not places or not isinstance(places[0], At):
        raise TypeError("a stored field is read from its first place, an At")
    return dataclasses.field(default=default, metadata={_STORED: places})


_LAYOUTS: dict[type, tuple[tuple[str, Place, tuple[Place, ...]], ...]] = {}


def _places(cls: type) -> tuple[tuple[str, Place, tuple[Place, ...]], ...]:
    """(field name, place, that field's places) of ``cls``, in field order: its layout."""
    found = _LAYOUTS.get(cls)
    if found is not None:
        return found
    out: list[tuple[str, Place, tuple[Place, ...]]] = []
    keys: dict[str, str] = {}
    for f in dataclasses.fields(cls):
        places = f.metadata.get(_STORED)
        if not places:
            continue
        primary = places[0].named(f.name)
        keys[f.name] = primary.key or f.name
        for place in places:
            place.named(f.name)
            if isinstance(place, Also):
                place.primary = primary
        out.extend((f.name, place, places) for place in places)
    for _name, place, _all in out:
        if isinstance(place, At) and place.group is not None:
            place.group_key = keys[place.group]
    _LAYOUTS[cls] = layout = tuple(out)
    return layout


class _Fields(Mapping[str, object]):
    """An event's fields by name, for the ``when`` of a place."""

    def __init__(self, event: DataclassInstance) -> None:
        self._event = event

    def __getitem__(self, name: str) -> object:
        try:
            return getattr(self._event, name)
        except AttributeError:
            raise KeyError(name) from None

    def __iter__(self) -> Iterator[str]:
        return (f.name for f in dataclasses.fields(self._event))

    def __len__(self) -> int:
        return len(dataclasses.fields(self._event))


def _write_places(
    record: DataclassInstance,
    layout: Sequence[tuple[str, Place, tuple[Place, ...]]],
    part: str | None,
) -> list[tuple[str, object]]:
    fields = _Fields(record)
    out: list[tuple[str, object]] = []
    for name, place, _all in layout:
        if place.part != part:
            continue
        value = getattr(record, name)
        if place.written(value, fields):
            out.extend(place.write(value).items())
    return out


def to_json(event: DataclassInstance) -> tuple[dict[str, object], dict[str, object]]:
    """(inputs, outcome) of ``event``, keys in the order of its fields."""
    layout = _places(type(event))
    return (
        dict(_write_places(event, layout, INPUTS)),
        dict(_write_places(event, layout, OUTCOME)),
    )


def from_json(cls: type, c: Check, inputs: Part, outcome: Part) -> dict[str, object]:
    """The stored fields of ``cls``, read from ``inputs`` and ``outcome`` and checked."""
    parts = {INPUTS: inputs, OUTCOME: outcome}
    layout = _places(cls)
    own: dict[str, object] = {}
    for name, place, _all in layout:
        if isinstance(place, At):
            assert place.part is not None
            own[name] = place.read(c, parts[place.part], own)
    for name, place, _all in layout:
        if isinstance(place, Also):
            place.check(c, parts[place.part], own[name], own)
    return own


def stored_keys(cls: type) -> dict[str, list[str]]:
    """Part -> the keys ``cls`` may keep there, in order (for documentation and tests)."""
    out: dict[str, list[str]] = {INPUTS: [], OUTCOME: []}
    for _name, place, _all in _places(cls):
        if place.part in out:
            out[place.part].extend(place.keys())
    return out


__all__ = [
    "INPUTS",
    "OUTCOME",
    "Also",
    "At",
    "Check",
    "DamagedEvent",
    "EnumOf",
    "Flag",
    "Frac",
    "HexOf",
    "Hexes",
    "Ids",
    "Int",
    "IntIn",
    "Keyed",
    "Num",
    "Obj",
    "OneOf",
    "Part",
    "Records",
    "Rows",
    "Text",
    "TokenOf",
    "as_lists",
    "chance_text",
    "from_json",
    "stored",
    "stored_keys",
    "to_json",
]

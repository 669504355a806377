"""How a logged event is worded: one catalogue of sentences, one translation context (issue 23).

For ``adjutant.store.events.kinds``, whose classes word themselves (``GameEvent.describe()``:
one line for the turn log, a row for the turn summary and its PDF), and for
``adjutant.qtmodels.event_text``, which says those words in the player's language.

The store has no Qt, so it cannot translate; it hands up what to say instead: a
:class:`Say` (an English source of this catalogue and its arguments) or one of the small
argument types below, which the Qt layer renders in its own style (plain text for the
log, escaped HTML for the summary) and translates through ``QCoreApplication.translate``
with the one context :data:`CONTEXT` (``resources/translations/events_*.ts``; ``lupdate``
reads the sources here). Every source is a constant of this module: :data:`CATALOGUE`
holds them all, and a :class:`Say` of any other text is refused when it is made.

Arguments of a :class:`Say` (and items of a :class:`Join`):

- ``str``: a player's text (a unit's or a figure's name as stored): shown as text,
  escaped in HTML, never translated;
- ``int``: a count, a die face, a score: its digits;
- :class:`Number`: a measured value (a distance, a range): the log writes it short
  (``7.5``), the summary in the locale's form (``7,5`` in Russian);
- :class:`Faces`: dice faces; :class:`Chance`: a percentage; :class:`Unit` /
  :class:`Units`: units named by id (the reader knows their names; "unit 7" if not);
  :class:`Facing`: a hex vertex by its compass point; :class:`Bold`; :class:`Length`:
  the ruleset's unit of length, which the summary knows;
- :class:`Say` and :class:`Join`: words inside words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeAlias

from adjutant.rules.units import Token
from adjutant.store.messages import QT_TRANSLATE_NOOP

#: The translation context of every sentence below.
CONTEXT = "EventWords"

# ---------------------------------------------------------------- words shared by kinds
#: A unit the reader has no name for.
UNIT_ID = QT_TRANSLATE_NOOP("EventWords", "unit {id}")
NO_TOKEN = QT_TRANSLATE_NOOP("EventWords", "none")
#: The command tokens (CMD-1), as stored (``rules.units.Token`` values).
TOKENS = {
    "defence": QT_TRANSLATE_NOOP("EventWords", "Defence"),
    "move": QT_TRANSLATE_NOOP("EventWords", "Move"),
    "attack": QT_TRANSLATE_NOOP("EventWords", "Attack"),
}
#: The ruleset's units of length (``rules.ruleset.LengthUnit`` values), short.
LENGTHS = {
    "inch": QT_TRANSLATE_NOOP("EventWords", "in"),
    "cm": QT_TRANSLATE_NOOP("EventWords", "cm"),
    "pace": QT_TRANSLATE_NOOP("EventWords", "paces"),
}
OLD_TO_NEW = QT_TRANSLATE_NOOP("EventWords", "{old} → {new}")
YES = QT_TRANSLATE_NOOP("EventWords", "yes")
NO = QT_TRANSLATE_NOOP("EventWords", "no")
DIE_D20 = QT_TRANSLATE_NOOP("EventWords", "d20: {faces}")
#: Issue 15: a test confirmed by the player outside its phase, logged as such.
OUT_OF_PHASE = QT_TRANSLATE_NOOP("EventWords", "[out of phase]")

# ---------------------------------------------------------------- command (CMD)
CINC_WHY = QT_TRANSLATE_NOOP("EventWords", "with the commander-in-chief")
GROUP_WHY = QT_TRANSLATE_NOOP("EventWords", "full command group")
TOKEN_CHANGE_LINE = QT_TRANSLATE_NOOP("EventWords", "{unit}: {old} → {new} (at once, {why})")
TOKEN_CHANGE_CINC = QT_TRANSLATE_NOOP("EventWords", "automatic: with the commander-in-chief")
TOKEN_CHANGE_GROUP = QT_TRANSLATE_NOOP("EventWords", "automatic: full command group")
CONTROL_PASSED_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: passed"
)
CONTROL_FAILED_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: failed"
)
DISTANCE_TYPED = QT_TRANSLATE_NOOP("EventWords", "typed")
DISTANCE_MEASURED = QT_TRANSLATE_NOOP("EventWords", "measured")
CONTROL_DETAILS = QT_TRANSLATE_NOOP(
    "EventWords",
    "distance {distance} {unit} ({source}), difficulty {difficulty}, needs {needed}+",
)
CONTROL_PASSED = QT_TRANSLATE_NOOP("EventWords", "passed: {token}")
CONTROL_FAILED = QT_TRANSLATE_NOOP("EventWords", "failed: stays {token}")
RECKLESS_CHANGED_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{unit}: reckless roll {face}: {old} → {new}"
)
RECKLESS_STAYS_LINE = QT_TRANSLATE_NOOP("EventWords", "{unit}: reckless roll {face}: stays {token}")
RECKLESS_DETAILS = QT_TRANSLATE_NOOP(
    "EventWords", "token {token}, enemy directly in front: {front}"
)
RECKLESS_STAYS = QT_TRANSLATE_NOOP("EventWords", "no change: {token}")
PLACEMENT_ITEM = QT_TRANSLATE_NOOP("EventWords", "{unit} {token}")
PLACEMENT_LINE = QT_TRANSLATE_NOOP("EventWords", "Tokens placed: {units}")
PLACEMENT_COUNT = QT_TRANSLATE_NOOP("EventWords", "{count} placed")

# ---------------------------------------------------------------- charge (CHG)
CHARGE_REACHES_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{unit} charges {targets}: range {range} — reaches {reached}"
)
CHARGE_FAILS_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{unit} charges {targets}: range {range} — fails"
)
CHARGE_TARGET = QT_TRANSLATE_NOOP("EventWords", "{target} at {distance} {unit}")
CHARGE_TARGETS = QT_TRANSLATE_NOOP("EventWords", "targets: {targets}")
CHARGE_MOVEMENT = QT_TRANSLATE_NOOP("EventWords", "movement {movement} {unit}, dice: {rule}")
#: CHG-2: how the charge dice are read (``rules.charge.ChargeDice`` values).
CHARGE_DICE = {
    "highest_2d6": QT_TRANSLATE_NOOP("EventWords", "highest of 2d6"),
    "sum_2d6": QT_TRANSLATE_NOOP("EventWords", "sum of 2d6"),
    "3d6_drop_lowest": QT_TRANSLATE_NOOP("EventWords", "best two of 3d6"),
    "d6": QT_TRANSLATE_NOOP("EventWords", "one d6"),
}
CHARGE_RANGE = QT_TRANSLATE_NOOP("EventWords", "range {range} {unit}")
CHARGE_REACHED = QT_TRANSLATE_NOOP("EventWords", "reached: {units}")
CHARGE_FAILED = QT_TRANSLATE_NOOP("EventWords", "failed: {units}")

# ---------------------------------------------------------------- melee (MEL)
MELEE_DRAW_LINE = QT_TRANSLATE_NOOP("EventWords", "{a} v {b}, round {round}: {sa}–{sb}, a draw")
MELEE_WIN_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{a} v {b}, round {round}: {sa}–{sb}, {winner} win"
)
MELEE_ROUND = QT_TRANSLATE_NOOP("EventWords", "round {round}")
MELEE_WITH = QT_TRANSLATE_NOOP("EventWords", "(with {units})")
MELEE_ATTACK = QT_TRANSLATE_NOOP("EventWords", "{dice}d6 at {needed}+")
MELEE_BONUS = QT_TRANSLATE_NOOP("EventWords", "bonus +{bonus}")
MELEE_CHANCE = QT_TRANSLATE_NOOP("EventWords", "A wins:<br>{p}")
MELEE_DRAW = QT_TRANSLATE_NOOP("EventWords", "draw")
MELEE_WINS = QT_TRANSLATE_NOOP("EventWords", "{unit} wins")
MELEE_SCORE = QT_TRANSLATE_NOOP("EventWords", "hits {a}–{b}, score {sa}–{sb}")
BREAK_PASSES = QT_TRANSLATE_NOOP("EventWords", "{unit} passes")
BREAK_FAILS = QT_TRANSLATE_NOOP("EventWords", "{unit} fails")
BREAK_LINE = QT_TRANSLATE_NOOP("EventWords", "Break test: {results}")
BREAK_CLOSED = QT_TRANSLATE_NOOP("EventWords", "the combat ends")

# ---------------------------------------------------------------- odds (ODD)
ODDS_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{attack} : {defence} → column {column}, roll {face}: {code}"
)
ODDS_HOUSE_RULE = QT_TRANSLATE_NOOP("EventWords", "[house rule; the table says {code}]")
ODDS_DETAILS = QT_TRANSLATE_NOOP(
    "EventWords", "attack {attack} : defence {defence} → column {column}"
)
ODDS_ATTACKERS = QT_TRANSLATE_NOOP("EventWords", "attackers: {units}")
ODDS_DEFENDERS = QT_TRANSLATE_NOOP("EventWords", "defenders: {units}")
ODDS_SHIFTS = QT_TRANSLATE_NOOP("EventWords", "shifts: {shifts}")
ODDS_CHANCE = QT_TRANSLATE_NOOP("EventWords", "this result:<br>{p}")

# ---------------------------------------------------------------- gladiators (GLAD)
MOVEMENT_ROLL_LINE = QT_TRANSLATE_NOOP("EventWords", "{figure}: D3 = {d3}, may move {allowance}")
DEFENCE_FACTOR = QT_TRANSLATE_NOOP("EventWords", "defence factor {factor}")
MOVEMENT_ROLL = QT_TRANSLATE_NOOP("EventWords", "D3 = {d3}, may move {allowance}")
# "hexes moved: N", not "N hex(es)": right in every language without plural forms (lupdate
# marks no plural in translate() calls); the facing by its compass point, as the hex panel
# names it (issue 15).
FIGURE_MOVE_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{figure} moves to ({q}, {r}), facing {facing}; hexes moved: {steps}"
)
FIGURE_MOVE = QT_TRANSLATE_NOOP("EventWords", "from {start} to {end}, hexes moved: {steps}")
FIGURE_FACES = QT_TRANSLATE_NOOP("EventWords", "faces {facing}")
FIGURE_TURNED = QT_TRANSLATE_NOOP("EventWords", "{figure} to vertex {facing}")
FIGURE_TURN_LINE = QT_TRANSLATE_NOOP("EventWords", "Turned with the extra action: {figures}")
#: GLAD-2 arcs as stored (``events.ARCS``).
ARCS = {
    "front": QT_TRANSLATE_NOOP("EventWords", "front"),
    "side": QT_TRANSLATE_NOOP("EventWords", "side"),
    "rear": QT_TRANSLATE_NOOP("EventWords", "rear"),
}
ATTACK_HIT_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{attacker} attacks {target} ({arc}): {attack} v {defence} — hit"
)
ATTACK_PARRIED_LINE = QT_TRANSLATE_NOOP(
    "EventWords", "{attacker} attacks {target} ({arc}): {attack} v {defence} — parried"
)
ATTACK_TARGET = QT_TRANSLATE_NOOP("EventWords", "on {target} ({arc}), defence factor {factor}")
ATTACK_DICE = QT_TRANSLATE_NOOP(
    "EventWords", "attack dice {attack}, defence dice {defence}, bonus {bonus}"
)
ATTACK_FACES = QT_TRANSLATE_NOOP("EventWords", "attack: {a}<br>defence: {d}")
ATTACK_RESULT = QT_TRANSLATE_NOOP("EventWords", "{attack} v {defence}: {verdict}")
HIT = QT_TRANSLATE_NOOP("EventWords", "hit")
PARRIED = QT_TRANSLATE_NOOP("EventWords", "parried")

#: Every source of the catalogue: a :class:`Say` of anything else is refused.
CATALOGUE: frozenset[str] = frozenset(
    text
    for key, value in tuple(globals().items())
    if key.isupper() and key != "CONTEXT"
    for text in (value.values() if isinstance(value, dict) else (value,))
    if isinstance(text, str)
)


# ---------------------------------------------------------------- what a wording is made of


class Say:
    """A sentence of the catalogue: ``Say(CONTROL_PASSED, token=Say(TOKENS["move"]))``.

    ``source`` is the English text and the message id; ``args`` fill its ``{name}``
    fields. Equal when source and arguments are equal."""

    __slots__ = ("args", "source")

    def __init__(self, source: str, /, **args: Words) -> None:
        if source not in CATALOGUE:
            raise ValueError(f"not a sentence of the event words' catalogue: {source!r}")
        self.source = source
        self.args: dict[str, Words] = args

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Say) and (self.source, self.args) == (other.source, other.args)

    def __hash__(self) -> int:
        return hash(self.source)

    def __repr__(self) -> str:
        return f"Say({self.source!r}, {self.args!r})"


@dataclass(frozen=True, slots=True)
class Join:
    """``items`` said one after the other with ``sep`` between them (no word of its own)."""

    items: tuple[Words, ...]
    sep: str = ", "


@dataclass(frozen=True, slots=True)
class Number:
    """A measured value: short in the log (``7.5``), in the locale's form in the summary."""

    value: float


@dataclass(frozen=True, slots=True)
class Faces:
    """Dice faces: "3 5" in the log ("—" for none), "3, 5" in the summary (there "—" for
    none only when ``dash``)."""

    values: tuple[int | tuple[int, ...], ...]
    dash: bool = True


@dataclass(frozen=True, slots=True)
class Chance:
    """An exact chance, shown as a percentage."""

    value: Fraction | None


@dataclass(frozen=True, slots=True)
class Unit:
    """A unit by its id: the reader names it ("unit 7" when it has no name for it)."""

    id: int


@dataclass(frozen=True, slots=True)
class Units:
    """Units by id, named and joined by ``sep``."""

    ids: tuple[int, ...]
    sep: str = ", "


@dataclass(frozen=True, slots=True)
class Facing:
    """A hex vertex 0..5 by its compass point (as the hex panel names it)."""

    vertex: int


@dataclass(frozen=True, slots=True)
class Bold:
    """A player's text set in bold in the summary (the result code of an odds combat)."""

    text: str


@dataclass(frozen=True, slots=True)
class Length:
    """The ruleset's unit of length, which the summary knows (the event does not)."""


@dataclass(frozen=True, slots=True)
class Description:
    """How one event is said: ``line`` for the turn log (one line); the rest for its row in
    the turn summary and the PDF: ``subject`` under the kind's name, ``details`` and
    ``result`` (lines), ``chance`` and ``dice`` (None: the event's own chance and faces),
    ``verdict`` (True good, False bad, None plain). ``details`` None: the log's line."""

    line: Words
    subject: Words | None = None
    details: Sequence[Words] | None = None
    chance: Words | None = None
    dice: Sequence[Words] | None = None
    result: Sequence[Words] = ()
    verdict: bool | None = None


#: What a wording is made of: a player's text, a number, or one of the types above.
Words: TypeAlias = (
    "str | int | Say | Join | Number | Faces | Chance | Unit | Units | Facing | Bold | Length"
)


def token(value: Token | str | None) -> Say:
    """A command token (a ``Token`` or its value; None: no token) as a word."""
    if value is None:
        return Say(NO_TOKEN)
    return Say(TOKENS[value.value if isinstance(value, Token) else value])


__all__ = [
    "CATALOGUE",
    "CONTEXT",
    "Bold",
    "Chance",
    "Description",
    "Faces",
    "Facing",
    "Join",
    "Length",
    "Number",
    "Say",
    "Unit",
    "Units",
    "Words",
    "token",
]

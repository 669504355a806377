"""A logged event in the interface's language: its log line and its summary row (issues 9, 23).

For the turn log (``adjutant.qtmodels.log_model``), the turn summary and its PDF
(``adjutant.windows.summary``) and any window that names an event. Each event kind
words itself in the store (``store.events.kinds``: ``GameEvent.describe()``, in words of the
one catalogue ``store.event_words``); this module only says those words, translated
through the catalogue's one context (``EventWords``) at display time: a file does not
depend on the language it was played in, and a Russian player sees "проверка
управления" in the log, not "control test". An event kind this version does not know,
or a damaged one, keeps the store's English text.

- :func:`event_summary` ``(event, unit_name=None) -> str``: the log's line, plain text.
  ``event`` is a ``store.read.queries.EventInfo`` (or a typed event, or anything with the
  ``events`` columns); ``unit_name(unit_id) -> str | None`` names the units an event
  refers to by id only (melee rounds, break tests, charge targets).
- :func:`event_row` ``(event, names, unit) -> EventRow``: the summary's row, escaped
  HTML (user text never read as markup, issue 16); ``unit`` is the ruleset's unit of
  length.
- :func:`kind_name` / :func:`kind_heading`: the kind's name (plain / escaped HTML).
- :func:`esc`, :func:`number`, :func:`percent`: the summary's HTML forms of text,
  numbers (the locale's) and chances.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale

from adjutant.qtmodels.facing import facing_name
from adjutant.qtmodels.formatting import format_percent
from adjutant.store import event_words
from adjutant.store.events import kinds as events

translate = QCoreApplication.translate


def esc(text: object) -> str:
    return html.escape(str(text), quote=False)


def number(value: float | str) -> str:
    """6 -> "6", 6.25 -> "6.3" (the locale's decimal sign)."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return esc(value)
    if v.is_integer():
        return QLocale().toString(int(v))
    return QLocale().toString(v, "f", 1)


def percent(chance: Fraction | float | str | None) -> str:
    """A chance as the summary prints it (a percentage kept on one line), "—" for none."""
    if chance is None:
        return "—"
    try:
        return format_percent(Fraction(chance)).replace(" ", "&nbsp;")
    except (ValueError, ZeroDivisionError):
        return esc(chance)


def _typed(event: object) -> events.GameEvent:
    """The typed event of a ``queries.EventInfo``, of a stored row, or the event itself."""
    if isinstance(event, events.GameEvent):
        return event
    typed = getattr(event, "event", None)
    return typed if isinstance(typed, events.GameEvent) else events.read(event)


class _Plain:
    """Says event words as plain text: the turn log."""

    def __init__(self, unit_name: Callable[[int], str | None] | None) -> None:
        self._unit_name = unit_name

    def unit(self, unit_id: int) -> str:
        found = self._unit_name(unit_id) if self._unit_name is not None else None
        return found or translate(event_words.CONTEXT, event_words.UNIT_ID).format(id=unit_id)

    def text(self, value: str) -> str:
        return value

    def number(self, value: float) -> str:
        return f"{value:g}" if isinstance(value, int | float) else str(value)

    def faces(self, words: event_words.Faces) -> str:
        return " ".join(str(d) for d in words.values) if words.values else "—"

    def chance(self, value: Fraction | None) -> str:
        return "—" if value is None else format_percent(value)

    def bold(self, value: str) -> str:
        return value

    def length(self) -> str:
        return ""  # the log names no unit of length

    def say(self, words: event_words.Words) -> str:
        """``words`` (a ``store.event_words`` value) in the user's language."""
        match words:
            case str():
                return self.text(words)
            case bool():
                return str(words)
            case int():
                return str(words)
            case event_words.Say():
                template = translate(event_words.CONTEXT, words.source)
                return template.format(**{k: self.say(v) for k, v in words.args.items()})
            case event_words.Join():
                return words.sep.join(self.say(item) for item in words.items)
            case event_words.Number():
                return self.number(words.value)
            case event_words.Faces():
                return self.faces(words)
            case event_words.Chance():
                return self.chance(words.value)
            case event_words.Unit():
                return self.text(self.unit(words.id))
            case event_words.Units():
                return words.sep.join(self.text(self.unit(i)) for i in words.ids)
            case event_words.Facing():
                return self.text(facing_name(words.vertex))
            case event_words.Bold():
                return self.bold(words.text)
            case event_words.Length():
                return self.length()
        return self.text(str(words))


class _Html(_Plain):
    """Says event words as escaped HTML: the turn summary and its PDF (names are text)."""

    def __init__(self, names: Mapping[int, str], unit: str) -> None:
        super().__init__(None)
        self._names = names
        self._length = unit

    def unit(self, unit_id: int) -> str:
        return self._names.get(
            unit_id, translate(event_words.CONTEXT, event_words.UNIT_ID).format(id=unit_id)
        )

    def text(self, value: str) -> str:
        return esc(value)

    def number(self, value: float) -> str:
        return number(value)

    def faces(self, words: event_words.Faces) -> str:
        shown = ", ".join(str(d) for d in words.values)
        return shown or ("—" if words.dash else "")

    def chance(self, value: Fraction | None) -> str:
        return percent(value)

    def bold(self, value: str) -> str:
        return f"<b>{esc(value)}</b>"

    def length(self) -> str:
        return translate(
            event_words.CONTEXT, event_words.LENGTHS.get(self._length, event_words.LENGTHS["inch"])
        )


def event_summary(event: object, unit_name: Callable[[int], str | None] | None = None) -> str:
    """The event as one line in the current language (the store's English text if unknown).

    ``event``: a ``queries.EventInfo`` (its typed ``event`` is read), a typed event of
    ``adjutant.store.events.kinds``, or anything with the ``events`` columns as attributes."""
    return _Plain(unit_name).say(_typed(event).describe().line)


def kind_name(kind: str) -> str:
    """An event kind ("control_test") in the user's language; unknown kinds as plain words."""
    cls = events.EVENT_CLASSES.get(kind)
    if cls is not None:
        return translate(events.KIND_CONTEXT, cls.NAME)
    words = kind.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def kind_heading(kind: str) -> str:
    """An event kind as the summary heads its row (escaped HTML; unknown kinds as stored)."""
    cls = events.EVENT_CLASSES.get(kind)
    if cls is not None:
        return translate(events.KIND_CONTEXT, cls.NAME)
    return esc(kind.replace("_", " "))


@dataclass(frozen=True, slots=True)
class EventRow:
    """One event in the printed table (HTML fragments, escaped)."""

    what: str
    details: str
    chance: str
    dice: str
    result: str
    verdict: bool | None  # colours the result: True good, False bad, None plain
    rules: str


def event_row(event: object, names: Mapping[int, str], unit: str = "inch") -> EventRow:
    """An event as the summary's table row: what was tested, its inputs, the chance shown,
    the dice and the result, in the current language (``unit``: the unit of length)."""
    e = _typed(event)
    said = e.describe()
    out = _Html(names, unit)
    what = f"<b>{kind_heading(e.kind)}</b>"
    if said.subject is not None:
        what += "<br>" + out.say(said.subject)
    if said.details is None:  # the log's line, in the summary's language
        details = esc(_Plain(names.get).say(said.line))
    else:
        details = "<br>".join(out.say(line) for line in said.details)
    if said.chance is not None:
        chance = out.say(said.chance)
    else:
        chance = percent(e.chance) if e.dice else "—"
    if said.dice is not None:
        dice = "<br>".join(out.say(line) for line in said.dice)
    else:
        dice = ", ".join(str(v) for v in e.dice) if e.dice else "—"
    return EventRow(
        what,
        details,
        chance,
        dice,
        "<br>".join(out.say(line) for line in said.result),
        said.verdict,
        esc(" · ".join(e.rule_ids)),
    )


__all__ = [
    "EventRow",
    "esc",
    "event_row",
    "event_summary",
    "kind_heading",
    "kind_name",
    "number",
    "percent",
]

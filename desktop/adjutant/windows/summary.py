"""Turn summaries: what a printed turn (or the whole game) says, as data and as HTML (issue 7).

For :mod:`adjutant.windows.summary_render` (pages, PDF, printing), the File menu's
print actions (:mod:`adjutant.windows.summary_print`) and ``adjutant summary``.

- :func:`collect_report` reads a game through the store (events, order of battle,
  and ``store.services.history.GameHistory`` for the units and the battlefield at
  the end of each turn) into a :class:`Report` of plain values.
- :func:`turn_html` / :func:`overview_html` write one section of the report as HTML
  for ``QTextDocument``: per side and phase every event with its inputs, the chance
  shown before the roll, the dice and the result (rule ids in small grey text), each
  as the event describes itself (:func:`describe`: ``GameEvent.describe()`` said by
  ``qtmodels.event_text``, the same description as the log's, issue 23); units lost,
  broken or disordered in the turn; a "luck" line per side.
- :func:`luck` (``adjutant.store.record.luck``, the one computation of it, issue 24) sums the
  chances shown before each yes/no roll (expected successes) against the successes rolled.

Texts go through ``QCoreApplication.translate("TurnSummary", …)`` and numbers through
the default ``QLocale`` (the UI's language). Nothing here reads the clock: the same
game gives the same text (the only dates are the game's own).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.event_text import EventRow, esc, event_row, kind_heading
from adjutant.store import event_words
from adjutant.store.events import kinds as store_events
from adjutant.store.record import luck as store_luck

if TYPE_CHECKING:
    from adjutant.store import Game
    from adjutant.store.read.queries import EventInfo, FormationNode, OrderOfBattle
    from adjutant.store.services.history import SideState, TurnState, UnitChange

translate = QCoreApplication.translate

CTX = "TurnSummary"
#: The store's phases in turn order (adjutant.store.file.models.PHASES; not imported: windows
#: reach the store through services and queries only).
PHASE_ORDER = ("command", "charge", "movement", "melee", "end")

PHASE_NAMES = {
    "command": QT_TRANSLATE_NOOP("TurnSummary", "Command phase"),
    "charge": QT_TRANSLATE_NOOP("TurnSummary", "Charge phase"),
    "movement": QT_TRANSLATE_NOOP("TurnSummary", "Movement phase"),
    "melee": QT_TRANSLATE_NOOP("TurnSummary", "Melee phase"),
    "end": QT_TRANSLATE_NOOP("TurnSummary", "End phase"),
}
STATUS_NAMES = {
    "fresh": QT_TRANSLATE_NOOP("TurnSummary", "fresh"),
    "disordered": QT_TRANSLATE_NOOP("TurnSummary", "disordered"),
    "broken": QT_TRANSLATE_NOOP("TurnSummary", "broken"),
    "destroyed": QT_TRANSLATE_NOOP("TurnSummary", "destroyed"),
}
UNIT_TYPE_NAMES = {
    "infantry": QT_TRANSLATE_NOOP("TurnSummary", "infantry"),
    "pikemen": QT_TRANSLATE_NOOP("TurnSummary", "pikemen"),
    "cavalry": QT_TRANSLATE_NOOP("TurnSummary", "cavalry"),
    "artillery": QT_TRANSLATE_NOOP("TurnSummary", "artillery"),
    "commander": QT_TRANSLATE_NOOP("TurnSummary", "commander"),
    "other": QT_TRANSLATE_NOOP("TurnSummary", "other"),
}

# Colours of the printed page (ink-friendly: shading only behind text).
INK = "#1d2733"
GREY = "#7a8591"
HEAD_BG = "#2f4052"
ROW_ALT = "#eef2f6"
GOOD = "#23773a"
BAD = "#b3261e"
NEUTRAL = "#4a5560"


class TurnOutOfRange(ValueError):
    """The turn asked for is not a turn of this game (1..the current turn)."""

    def __init__(self, turn: int, last: int) -> None:
        self.turn, self.last = turn, last
        super().__init__(f"turn {turn} is out of range: this game has turns 1 to {last}")


# ---------------------------------------------------------------- data


@dataclass(frozen=True, slots=True)
class TurnReport:
    turn: int
    events: tuple[EventInfo, ...]  # oldest first
    state: TurnState  # at the end of the turn
    changes: tuple[UnitChange, ...]  # during the turn


@dataclass(frozen=True, slots=True)
class Report:
    """Everything a printed summary shows, read from the store once."""

    game_name: str
    created_at: datetime
    ruleset_name: str
    unit_of_length: str
    current_turn: int
    sides: tuple[SideState, ...]  # by position
    turns: tuple[TurnReport, ...]
    whole_game: bool
    order_of_battle: OrderOfBattle | None = None  # whole game only
    final_changes: tuple[UnitChange, ...] = ()  # from the start of the game to now (whole game)
    unit_names: Mapping[int, str] = field(default_factory=dict)  # unit id -> its name
    # (first, last) of each run of turns in which nothing was done (whole game only).
    quiet_turns: tuple[tuple[int, int], ...] = ()

    def side_name(self, side_id: int | None) -> str:
        for side in self.sides:
            if side.id == side_id:
                return side.name
        return translate("TurnSummary", "Both sides")


def collect_report(game: Game, turn: int | None = None, *, whole_game: bool = False) -> Report:
    """Read what the summary of ``turn`` (or, with ``whole_game``, of every turn) shows.

    ``turn`` None = the current turn. Raises :class:`TurnOutOfRange` for a turn before
    1 or after the game's current turn; the store's errors pass through.
    """
    from adjutant.store.read import queries
    from adjutant.store.services.history import GameHistory, unit_changes

    info = queries.game_info(game)
    last = info.turn
    history = GameHistory(game)
    events = queries.events(game)
    by_turn: dict[int, list[EventInfo]] = {}
    for e in events:
        by_turn.setdefault(e.turn, []).append(e)
    if whole_game:
        # The turns in which something was done, and the current one: a turn in which
        # nothing was is the one before it again, and gets a line, not two pages.
        done = {*history.played_turns, *(t for t in by_turn if 1 <= t <= last), last}
        numbers = sorted(done)
    else:
        number = last if turn is None else turn
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= last:
            raise TurnOutOfRange(number, last)
        numbers = [number]
    states = history.states([0, *numbers, *(n - 1 for n in numbers)])
    names: dict[int, str] = {}
    for state in states.values():
        names.update({uid: u.name for uid, u in state.units.items()})
    oob = queries.order_of_battle(game) if whole_game else None
    if oob is not None:
        names.update({u.id: u.name for side in oob.sides for u in side.all_units()})
    turns = tuple(
        TurnReport(
            n,
            tuple(by_turn.get(n, ())),
            states[n],
            unit_changes(states[n - 1], states[n]),
        )
        for n in numbers
    )
    ruleset = info.ruleset or {}
    return Report(
        game_name=info.name,
        created_at=info.created_at,
        ruleset_name=str(ruleset.get("name", "")),
        unit_of_length=str(ruleset.get("unit_of_length", "inch")),
        current_turn=last,
        sides=states[numbers[-1]].sides,
        turns=turns,
        whole_game=whole_game,
        order_of_battle=oob,
        final_changes=unit_changes(states[0], states[last]) if whole_game else (),
        unit_names=names,
        quiet_turns=quiet_runs(numbers) if whole_game else (),
    )


def quiet_runs(shown: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """(first, last) of each run of turns from 1 to ``shown[-1]`` missing from ``shown``."""
    runs, expected = [], 1
    for n in shown:
        if n > expected:
            runs.append((expected, n - 1))
        expected = n + 1
    return tuple(runs)


# ---------------------------------------------------------------- luck
# One computation of luck, in the store (issue 24): the summary, the match record, its
# slip and the outbox all read it. Re-exported here for the summary's callers.
Luck = store_luck.Luck
roll_success = store_luck.roll_success
luck = store_luck.luck


_typed = store_luck.typed_event


# ---------------------------------------------------------------- formatting helpers


def token_name(token: str | None) -> str:
    """A command token as the event words name it (``store.event_words``: one vocabulary
    for the log, the events' rows and the units' tables)."""
    if not token:
        return translate(event_words.CONTEXT, event_words.NO_TOKEN)
    source = event_words.TOKENS.get(token)
    return translate(event_words.CONTEXT, source) if source else esc(token)


def status_name(status: str | None) -> str:
    source = STATUS_NAMES.get(status or "")
    return translate("TurnSummary", source) if source else esc(status)


def kind_name(kind: str) -> str:
    """An event kind as the summary heads its row (the event's own name, issue 23)."""
    return kind_heading(kind)


def phase_name(phase: str) -> str:
    source = PHASE_NAMES.get(phase)
    return translate("TurnSummary", source) if source else esc(phase)


def date_text(when: datetime | None) -> str:
    """The day in the UI language's own long form, without the weekday.

    "30 November 2026" is not Spanish ("30 de noviembre de 2026") nor Russian
    ("30 ноября 2026 г."): the locale's long date format says how, minus its "dddd".
    """
    if when is None:
        return ""
    locale = QLocale()
    pattern = locale.dateFormat(QLocale.FormatType.LongFormat)
    pattern = re.sub(r"^\s*dddd[\s,]*|[\s,]*dddd\s*$", "", pattern)
    if "dddd" in pattern or "MMMM" not in pattern:  # a weekday mid-pattern: the plain form
        pattern = "d MMMM yyyy"
    return locale.toString(QDate(when.year, when.month, when.day), pattern)


# ---------------------------------------------------------------- events as table rows

#: One event in the printed table (HTML fragments, escaped): ``qtmodels.event_text``'s.
Row = EventRow


def describe(
    event: EventInfo | store_events.GameEvent, names: Mapping[int, str], unit: str = "inch"
) -> Row:
    """An event as a table row: what was tested, its inputs, the chance, dice and result.

    The event words itself (``GameEvent.describe()``, issue 23: one description per kind,
    the same for the log, this summary and its PDF); ``qtmodels.event_text`` says it in
    the summary's language, as escaped HTML."""
    return event_row(event, names, unit)


# ---------------------------------------------------------------- HTML


def _table(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    widths: Sequence[int],
    caption: str = "",
    caption_style: str = "",
) -> str:
    """A full-width table with a dark header row (repeated on each page it spans) and
    alternate rows shaded. ``caption`` heads the table inside its header, so a heading
    is never left alone at the bottom of a page."""
    head = "".join(
        f'<th width="{w}%" align="left" bgcolor="{HEAD_BG}" style="color:#ffffff;">{h}</th>'
        for h, w in zip(headers, widths, strict=True)
    )
    body = []
    for n, row in enumerate(rows):
        shade = f' bgcolor="{ROW_ALT}"' if n % 2 else ""
        body.append(
            f"<tr{shade}>" + "".join(f'<td valign="top">{cell}</td>' for cell in row) + "</tr>"
        )
    top = (
        f'<tr><td colspan="{len(headers)}" style="{caption_style}">{caption}</td></tr>'
        if caption
        else ""
    )
    return (
        '<table width="100%" cellspacing="0" cellpadding="4" border="0">'
        f"<thead>{top}<tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def _verdict(row: Row) -> str:
    if row.verdict is None:
        return f'<span style="color:{NEUTRAL};">{row.result}</span>'
    colour = GOOD if row.verdict else BAD
    return f'<span style="color:{colour};">{row.result}</span>'


def _side_heading(name: str, colour: str) -> str:
    return (
        '<table width="100%" cellspacing="0" cellpadding="3" border="0" style="margin-top:10px;">'
        f'<tr><td width="6" bgcolor="{colour}"></td>'
        f'<td><span style="font-size:13pt; font-weight:600;">{esc(name)}</span></td></tr></table>'
    )


def luck_text(value: Luck | None) -> str:
    if value is None or value.rolls == 0:
        return translate("TurnSummary", "Luck: no rolls with a chance shown.")
    diff = value.achieved - float(value.expected)
    loc = QLocale()
    return translate(
        "TurnSummary",
        "Luck: {rolls} rolls with a chance shown; successes expected {expected}, achieved "
        "{achieved} ({difference}).",
    ).format(
        rolls=loc.toString(value.rolls),
        expected=loc.toString(float(value.expected), "f", 2),
        achieved=loc.toString(value.achieved),
        difference=("+" if diff >= 0 else "−") + loc.toString(abs(diff), "f", 2),
    )


PHASE_CAPTION = f"font-size:10pt; font-weight:600; color:{NEUTRAL}; padding-top:8px;"
SECTION_CAPTION = f"font-size:12pt; font-weight:600; color:{INK}; padding-top:12px;"


def events_table(
    events: Sequence[EventInfo], names: Mapping[int, str], unit: str, caption: str = ""
) -> str:
    rows = [describe(e, names, unit) for e in events]
    return _table(
        [
            translate("TurnSummary", "Event"),
            translate("TurnSummary", "Details"),
            translate("TurnSummary", "Chance"),
            translate("TurnSummary", "Dice"),
            translate("TurnSummary", "Result"),
        ],
        [
            [
                r.what,
                r.details + (f'<br><span style="color:{GREY}; font-size:7pt;">{r.rules}</span>'),
                r.chance,
                r.dice,
                _verdict(r),
            ]
            for r in rows
        ],
        (17, 38, 13, 12, 20),
        caption,
        PHASE_CAPTION,
    )


def _losses_html(changes: Sequence[UnitChange], report: Report, heading: str) -> str:
    """The units lost, broken or disordered under ``heading``, or "None."."""
    if changes:
        return changes_table(changes, report, heading)
    return (
        f'<p style="{SECTION_CAPTION}">{heading}</p><p>'
        + translate("TurnSummary", "None.")
        + "</p>"
    )


def changes_table(changes: Sequence[UnitChange], report: Report, caption: str = "") -> str:
    rows = []
    for c in changes:
        after = (
            translate("TurnSummary", "removed from the order of battle")
            if c.status_after is None
            else status_name(c.status_after)
        )
        lost = (
            (c.casualties_after or 0) - (c.casualties_before or 0)
            if c.status_after is not None
            else 0
        )
        rows.append(
            [
                esc(report.side_name(c.side_id)),
                f"<b>{esc(c.name)}</b>",
                status_name(c.status_before),
                f'<span style="color:{BAD};">{after}</span>'
                if c.status_after != c.status_before
                else after,
                (f"+{lost} " if lost > 0 else "")
                + translate("TurnSummary", "(total {total})").format(total=c.casualties_after),
            ]
        )
    return _table(
        [
            translate("TurnSummary", "Side"),
            translate("TurnSummary", "Unit"),
            translate("TurnSummary", "Before"),
            translate("TurnSummary", "After"),
            translate("TurnSummary", "Casualties"),
        ],
        rows,
        (24, 32, 13, 17, 14),
        caption,
        SECTION_CAPTION,
    )


class _ColouredSide(Protocol):
    """A side as the order of battle and the history give it: its colour and place."""

    @property
    def colour(self) -> str | None: ...

    @property
    def position(self) -> int: ...


def side_colour_name(side: _ColouredSide) -> str:
    from adjutant.windows.battlefield_items import side_colour

    return side_colour(side.colour, side.position).name()


def turn_html(report: Report, turn: TurnReport) -> str:
    """The body of one turn's summary (the battlefield picture is added by the renderer)."""
    parts = [
        f'<h1 style="font-size:17pt; color:{INK};">'
        + translate("TurnSummary", "Turn {turn}").format(turn=turn.turn)
        + "</h1>"
    ]
    if not turn.events:
        parts.append(
            '<table width="100%" cellpadding="14" cellspacing="0" border="0">'
            f'<tr><td bgcolor="{ROW_ALT}"><span style="font-size:12pt;">'
            + translate("TurnSummary", "No events were recorded in turn {turn}.").format(
                turn=turn.turn
            )
            + "</span></td></tr></table>"
        )
    lucky = luck(turn.events)
    groups: list[tuple[str, str, int | None]] = [
        (s.name, side_colour_name(s), s.id) for s in report.sides
    ]
    known = {s.id for s in report.sides}
    if any(e.side_id not in known for e in turn.events):
        groups.append((translate("TurnSummary", "Both sides"), GREY, None))
    names = report.unit_names or {}
    for name, colour, side_id in groups:
        if side_id is None:
            mine = [e for e in turn.events if e.side_id not in known]
        else:
            mine = [e for e in turn.events if e.side_id == side_id]
        if not mine:
            continue
        parts.append(_side_heading(name, colour))
        parts.append(
            f'<p style="margin-top:2px; color:{INK};"><i>{esc(luck_text(lucky.get(side_id)))}</i></p>'
        )
        order = {p: n for n, p in enumerate(PHASE_ORDER)}
        phases = sorted({e.phase for e in mine}, key=lambda p: (order.get(p, 99), p))
        for phase in phases:
            parts.append(
                events_table(
                    [e for e in mine if e.phase == phase],
                    names,
                    report.unit_of_length,
                    phase_name(phase),
                )
            )
    heading = translate("TurnSummary", "Units lost, broken or disordered this turn")
    parts.append(_losses_html(turn.changes, report, heading))
    return "".join(parts)


def overview_html(report: Report) -> str:
    """The whole-game report's first section: the order of battle and the final losses."""
    parts = [
        f'<h1 style="font-size:17pt; color:{INK};">'
        + translate("TurnSummary", "The whole game: turns 1 to {last}").format(
            last=report.current_turn
        )
        + "</h1>"
    ]
    for first, last in report.quiet_turns:
        text = (
            translate("TurnSummary", "Nothing was done in turn {turn}.").format(turn=first)
            if first == last
            else translate("TurnSummary", "Nothing was done in turns {first} to {last}.").format(
                first=first, last=last
            )
        )
        parts.append(f'<p style="color:{INK};"><i>{esc(text)}</i></p>')
    all_events = [e for t in report.turns for e in t.events]
    lucky = luck(all_events)
    heading = translate("TurnSummary", "Final losses")
    parts.append(_losses_html(report.final_changes, report, heading))
    oob = report.order_of_battle
    for side in oob.sides if oob is not None else ():
        parts.append(_side_heading(side.name, side_colour_name(side)))
        parts.append(f"<p><i>{esc(luck_text(lucky.get(side.id)))}</i></p>")
        rows: list[list[str]] = []

        def walk(node: FormationNode, depth: int, rows: list[list[str]] = rows) -> None:
            rows.append(
                [
                    "&nbsp;" * (3 * depth) + f"<b>{esc(node.name)}</b>",
                    "",
                    "",
                    "",
                    "",
                ]
            )
            for u in node.units:
                rows.append(
                    [
                        "&nbsp;" * (3 * depth + 3) + esc(u.name),
                        translate("TurnSummary", UNIT_TYPE_NAMES.get(u.unit_type, "other")),
                        status_name(u.status),
                        token_name(u.token),
                        str(u.casualties),
                    ]
                )
            for child in node.children:
                walk(child, depth + 1)

        for root in side.formations:
            walk(root, 0)
        parts.append(
            _table(
                [
                    translate("TurnSummary", "Formation / unit"),
                    translate("TurnSummary", "Type"),
                    translate("TurnSummary", "Status"),
                    translate("TurnSummary", "Token"),
                    translate("TurnSummary", "Casualties"),
                ],
                rows,
                (46, 15, 14, 13, 12),
            )
        )
    return "".join(parts)


#: Qt's rich text honours the CSS property on a cell, not the HTML ``nowrap`` attribute.
NOWRAP = "white-space:nowrap"


def legend_html(report: Report, state: TurnState, numbers: Mapping[int, int]) -> str:
    """The key under a battlefield picture: per side (two sides a row) number, unit,
    status and token of each unit on the table."""
    cells = []
    for side in state.sides:
        mine = [
            (n, state.units[uid])
            for uid, n in sorted(numbers.items(), key=lambda kv: kv[1])
            if state.units[uid].side_id == side.id
        ]
        if not mine:
            continue
        colour = side_colour_name(side)
        rows = []
        for k, (n, u) in enumerate(mine):
            shade = f' bgcolor="{ROW_ALT}"' if k % 2 else ""
            status = status_name(u.status)
            if u.status != "fresh":
                status = f'<span style="color:{BAD};">{status}</span>'
            rows.append(
                f'<tr{shade}><td width="9%"><b>{n}</b></td><td>{esc(u.name)}</td>'
                # nowrap: a narrow column broke "Оборона" into "Оборон" / "а" (Russian).
                f'<td width="20%" style="{NOWRAP}">{status}</td>'
                f'<td width="16%" style="{NOWRAP}">{token_name(u.token)}</td></tr>'
            )
        cells.append(
            '<table width="100%" cellspacing="0" cellpadding="2" border="0">'
            f'<thead><tr><th colspan="4" align="left" bgcolor="{colour}" style="color:#ffffff;">'
            f"{esc(side.name)}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )
    if not cells:
        return ""
    out = ['<table width="100%" cellspacing="0" cellpadding="0" border="0">']
    for k in range(0, len(cells), 2):
        pair = cells[k : k + 2] + [""] * (2 - len(cells[k : k + 2]))
        out.append(
            f'<tr><td width="49%" valign="top">{pair[0]}</td><td width="2%"></td>'
            f'<td width="49%" valign="top">{pair[1]}</td></tr>'
        )
    out.append("</table>")
    return "".join(out)

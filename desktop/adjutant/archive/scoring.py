"""An event's scoring rule and tie-breaks, as the organiser sets them (issue 26).

For :mod:`adjutant.archive.events` (which writes them), :mod:`adjutant.archive.reading`
(which reads them back) and ``adjutant server event`` (which parses them). Plain Python:
the standings themselves are computed in the database (:mod:`adjutant.archive.standings`);
this module only names and checks the settings that SQL reads.

Scoring rules (``--scoring``):

- ``wdl`` — win/draw/loss points, 3/1/0 unless the organiser says otherwise
  (``--points 2,1,0``; whole or half points).
- ``bp`` — battle points: a player's event points are the sum of their victory points.
- ``matrix`` — a 20–0 match-point table from the victory-point margin, as team events use:
  the band whose lowest margin is the largest one not above the game's margin gives the
  winner's and the loser's points (they add up to 20; the band of margin 0 is 10–10).
  :data:`DEFAULT_BANDS` unless the organiser gives others (``--bands 0:10,6:11,…``).
  A game whose result does not follow its points (a concession, an army broken with more
  victory points) gives its winner the top band and its loser the top band's rest; a draw
  with a margin is 10–10 (the band of 0).

Tie-breaks, applied in the organiser's order after event points: ``sos`` (strength of
schedule: the sum of the opponents' event points, one term per game played), ``margin``
(the sum of victory-point margins), ``vp`` (victory points scored). Equal on all of them,
players share a rank.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation

SCORINGS = ("wdl", "bp", "matrix")
TIEBREAKS = ("sos", "margin", "vp")
DEFAULT_TIEBREAKS = ("sos", "margin", "vp")
DEFAULT_POINTS = (Decimal(3), Decimal(1), Decimal(0))
MATRIX_TOTAL = 20
#: (lowest margin, winner's points): the common 20–0 table for games scored to 100 VP.
DEFAULT_BANDS = (
    (0, 10),
    (6, 11),
    (11, 12),
    (16, 13),
    (21, 14),
    (26, 15),
    (31, 16),
    (36, 17),
    (41, 18),
    (46, 19),
    (51, 20),
)
# A club league plays a round a week: up to two seasons of rounds.
MAX_ROUNDS = 100
MAX_NAME = 200
MAX_POINTS = Decimal(1000)


class SettingsError(ValueError):
    """An event setting that cannot be used; the message says which and why."""


@dataclass(frozen=True)
class Band:
    min_margin: int
    winner_points: int

    @property
    def loser_points(self) -> int:
        return MATRIX_TOTAL - self.winner_points


@dataclass(frozen=True)
class EventSettings:
    """One event: its name, date, rounds, scoring rule, tie-break order, luck shown or not."""

    name: str
    rounds: int
    scoring: str = "wdl"
    event_date: date | None = None
    points: tuple[Decimal, Decimal, Decimal] = DEFAULT_POINTS
    bands: tuple[Band, ...] = field(default_factory=lambda: default_bands())
    tiebreaks: tuple[str, ...] = DEFAULT_TIEBREAKS
    hide_luck: bool = False

    def __post_init__(self) -> None:
        check_name(self.name)
        if isinstance(self.rounds, bool) or not isinstance(self.rounds, int):
            raise SettingsError("rounds is a whole number")
        if not 1 <= self.rounds <= MAX_ROUNDS:
            raise SettingsError(f"an event has 1 to {MAX_ROUNDS} rounds, not {self.rounds}")
        if self.scoring not in SCORINGS:
            raise SettingsError(f"scoring is one of {', '.join(SCORINGS)}, not {self.scoring!r}")
        check_points(self.points)
        check_bands(self.bands)
        check_tiebreaks(self.tiebreaks)


def default_bands() -> tuple[Band, ...]:
    return tuple(Band(low, points) for low, points in DEFAULT_BANDS)


def check_name(name: object) -> str:
    if not isinstance(name, str):
        raise SettingsError("an event name is text")
    if name != name.strip() or not 1 <= len(name) <= MAX_NAME:
        raise SettingsError(f"an event name is 1 to {MAX_NAME} characters, with no spaces around")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        raise SettingsError("an event name is one line of text")
    return name


def check_points(points: tuple[Decimal, ...]) -> None:
    if len(points) != 3:
        raise SettingsError("win/draw/loss points are three numbers")
    for value in points:
        if not isinstance(value, Decimal) or not value.is_finite():
            raise SettingsError("win/draw/loss points are numbers")
        if abs(value) > MAX_POINTS or value != value.quantize(Decimal("0.01")):
            raise SettingsError(
                f"win/draw/loss points are at most {MAX_POINTS} with two decimals, not {value}"
            )
    win, draw, loss = points
    if not win >= draw >= loss:
        raise SettingsError("a win scores at least a draw, and a draw at least a loss")


def check_bands(bands: tuple[Band, ...]) -> None:
    if not bands:
        raise SettingsError("a match-point table has at least one band")
    if bands[0].min_margin != 0 or bands[0].winner_points != MATRIX_TOTAL // 2:
        raise SettingsError(
            f"the first band starts at margin 0 and is {MATRIX_TOTAL // 2}–{MATRIX_TOTAL // 2}"
        )
    for before, after in itertools.pairwise(bands):
        if after.min_margin <= before.min_margin:
            raise SettingsError("the bands' margins rise from one band to the next")
        if after.winner_points < before.winner_points:
            raise SettingsError("a larger margin never gives the winner fewer points")
    for band in bands:
        if not 0 <= band.min_margin <= 100_000:
            raise SettingsError(f"a band's margin is 0 to 100000, not {band.min_margin}")
        if not MATRIX_TOTAL // 2 <= band.winner_points <= MATRIX_TOTAL:
            raise SettingsError(
                f"a band gives the winner {MATRIX_TOTAL // 2} to {MATRIX_TOTAL} points, "
                f"not {band.winner_points}"
            )


def check_tiebreaks(tiebreaks: tuple[str, ...]) -> None:
    unknown = [t for t in tiebreaks if t not in TIEBREAKS]
    if unknown:
        raise SettingsError(
            f"tie-breaks are among {', '.join(TIEBREAKS)}; {', '.join(map(repr, unknown))} is not"
        )
    if len(set(tiebreaks)) != len(tiebreaks):
        raise SettingsError("a tie-break is named once")


def parse_points(text: str) -> tuple[Decimal, Decimal, Decimal]:
    """``"3,1,0"`` -> win, draw and loss points."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 3:
        raise SettingsError("--points is three numbers: WIN,DRAW,LOSS (e.g. 3,1,0)")
    try:
        values = tuple(Decimal(p) for p in parts)
    except InvalidOperation:
        raise SettingsError(f"--points is three numbers, not {text!r}") from None
    check_points(values)
    return values  # type: ignore[return-value]


def parse_bands(text: str) -> tuple[Band, ...]:
    """``"0:10,6:11,11:12"`` -> bands (lowest margin: winner's points)."""
    bands = []
    for part in (p.strip() for p in text.split(",")):
        low, sep, points = part.partition(":")
        if not sep or not low.strip().isdigit() or not points.strip().isdigit():
            raise SettingsError(
                f"--bands is MARGIN:WINNER_POINTS,... (e.g. 0:10,6:11,11:12), not {part!r}"
            )
        bands.append(Band(int(low), int(points)))
    result = tuple(bands)
    check_bands(result)
    return result


def parse_tiebreaks(text: str) -> tuple[str, ...]:
    """``"margin,sos"`` -> the tie-break order (an empty text: none)."""
    result = tuple(p.strip() for p in text.split(",") if p.strip())
    check_tiebreaks(result)
    return result


def bands_text(bands: tuple[Band, ...]) -> str:
    return ",".join(f"{b.min_margin}:{b.winner_points}" for b in bands)


__all__ = [
    "DEFAULT_BANDS",
    "DEFAULT_POINTS",
    "DEFAULT_TIEBREAKS",
    "MATRIX_TOTAL",
    "MAX_ROUNDS",
    "SCORINGS",
    "TIEBREAKS",
    "Band",
    "EventSettings",
    "SettingsError",
    "bands_text",
    "default_bands",
    "parse_bands",
    "parse_points",
    "parse_tiebreaks",
]

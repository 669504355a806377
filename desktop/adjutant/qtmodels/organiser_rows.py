"""What the organiser's models read of the event archive's rows, as Protocols (issue 26).

For ``qtmodels.organiser_models``: the rows are the frozen dataclasses of
``adjutant.archive.standings`` (handed over by ``archive.reading``), but this layer imports
no archive (an import-linter contract), so it names only the attributes it reads; the
archive's rows have them (mypy checks that where a window hands them over).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Protocol


class TileSide(Protocol):
    """One player of a table as its record says (``archive.standings.SideResult``)."""

    @property
    def name(self) -> str | None: ...

    @property
    def player_code(self) -> str | None: ...

    @property
    def faction(self) -> str | None: ...

    @property
    def vp_total(self) -> int | None: ...

    @property
    def result(self) -> str | None: ...


class TileRow(Protocol):
    """One table of the round board (``archive.standings.Tile``); ``state`` one of its states."""

    @property
    def key(self) -> int: ...

    @property
    def table_no(self) -> int: ...

    @property
    def state(self) -> str: ...

    @property
    def game_uuid(self) -> str | None: ...

    @property
    def turn(self) -> int | None: ...

    @property
    def last_heard(self) -> datetime | None: ...

    @property
    def conflicts(self) -> int: ...

    @property
    def sides(self) -> Sequence[TileSide]: ...


class Tally(Protocol):
    """Games won, drawn and lost: what a standing, a faction and a matchup count."""

    @property
    def games(self) -> int: ...

    @property
    def wins(self) -> int: ...

    @property
    def draws(self) -> int: ...

    @property
    def losses(self) -> int: ...


class StandingLine(Tally, Protocol):
    """One player of the standings (``archive.standings.StandingRow``)."""

    @property
    def key(self) -> str: ...

    @property
    def rank(self) -> int: ...

    @property
    def player(self) -> str: ...

    @property
    def player_code(self) -> str | None: ...

    @property
    def club(self) -> str | None: ...

    @property
    def faction(self) -> str | None: ...

    @property
    def event_points(self) -> Decimal: ...

    @property
    def vp_for(self) -> int: ...

    @property
    def vp_against(self) -> int: ...

    @property
    def margin(self) -> int: ...

    @property
    def sos(self) -> Decimal: ...


class FactionLine(Tally, Protocol):
    """One faction of the event (``archive.standings.FactionRow``)."""

    @property
    def key(self) -> str: ...

    @property
    def faction(self) -> str | None: ...

    @property
    def mirrors(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def win_rate(self) -> float | None: ...

    @property
    def wilson_low(self) -> float | None: ...

    @property
    def wilson_high(self) -> float | None: ...

    @property
    def first_games(self) -> int: ...

    @property
    def first_rate(self) -> float | None: ...


class MatchupCell(Tally, Protocol):
    """A faction against another (``archive.standings.Matchup``)."""

    @property
    def faction(self) -> str: ...

    @property
    def against(self) -> str: ...

    @property
    def rate(self) -> float | None: ...


class LuckTally(Protocol):
    """A player's tests with one kind of dice (``archive.standings.LuckCount``)."""

    @property
    def tests(self) -> int: ...

    @property
    def expected(self) -> Decimal: ...

    @property
    def achieved(self) -> int: ...

    @property
    def z(self) -> float | None: ...


class LuckLine(Protocol):
    """A player's luck (``archive.standings.LuckRow``): virtual and physical dice apart."""

    @property
    def key(self) -> str: ...

    @property
    def player(self) -> str: ...

    @property
    def virtual(self) -> LuckTally | None: ...

    @property
    def physical(self) -> LuckTally | None: ...


__all__ = [
    "FactionLine",
    "LuckLine",
    "LuckTally",
    "MatchupCell",
    "StandingLine",
    "Tally",
    "TileRow",
    "TileSide",
]

"""The organiser window's item models: round board, standings, factions, matchups, luck (issue 26).

For ``adjutant.windows.organiser``. Each model adapts the rows of one event archive
snapshot (``adjutant.archive.reading``'s frozen rows, read here by their attributes: this
layer imports no archive) and follows each new snapshot by rows
(:class:`~adjutant.qtmodels.synced_rows.SyncedRowsModel`), never by reset. Every number
was computed by the database; a model only words it: counts, points and percentages in
the user's locale, user strings (names, factions, clubs) as plain text, tool tips through
:func:`~adjutant.qtmodels.formatting.plain_tooltip`.

Roles: :data:`SortRole` (a number or a folded text a proxy sorts by), :data:`RowRole`
(the row itself), and for the board's tiles :data:`StateRole`, :data:`TitleRole`,
:data:`StatusRole`, :data:`PlayersRole`, :data:`LinesRole` (each player on a line),
:data:`ScoreRole`, :data:`HeardRole` (the delegate paints them).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.organiser_rows import (
    FactionLine,
    LuckLine,
    LuckTally,
    MatchupCell,
    StandingLine,
    TileRow,
)
from adjutant.qtmodels.synced_rows import SyncedRowsModel

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
CONTEXT = "Organiser"
SortRole = Qt.ItemDataRole.UserRole + 1
RowRole = Qt.ItemDataRole.UserRole + 2
StateRole = Qt.ItemDataRole.UserRole + 3
TitleRole = Qt.ItemDataRole.UserRole + 4
StatusRole = Qt.ItemDataRole.UserRole + 5
PlayersRole = Qt.ItemDataRole.UserRole + 6
LinesRole = Qt.ItemDataRole.UserRole + 7
ScoreRole = Qt.ItemDataRole.UserRole + 8
HeardRole = Qt.ItemDataRole.UserRole + 9
DASH = "—"

STATE_NAMES = {
    "not_started": QT_TRANSLATE_NOOP("Organiser", "Not started"),
    "playing": QT_TRANSLATE_NOOP("Organiser", "Playing"),
    "awaiting": QT_TRANSLATE_NOOP("Organiser", "Awaiting confirmation"),
    "confirmed": QT_TRANSLATE_NOOP("Organiser", "Confirmed"),
    "disputed": QT_TRANSLATE_NOOP("Organiser", "Disputed"),
    "conflict": QT_TRANSLATE_NOOP("Organiser", "Conflict"),
}
RESULT_NAMES = {
    "win": QT_TRANSLATE_NOOP("Organiser", "win"),
    "draw": QT_TRANSLATE_NOOP("Organiser", "draw"),
    "loss": QT_TRANSLATE_NOOP("Organiser", "loss"),
}


translate = QCoreApplication.translate


def tr_name(text: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP("Organiser", …)`` in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


class Organiser(QObject):
    """The organiser's texts with a count, in the context "Organiser" of all the others
    (lupdate takes plural forms only from ``self.tr``)."""

    def conflicts(self, n: int) -> str:
        return self.tr("Conflict: %n op(s) refused", "", n)

    def heard(self, n: int) -> str:
        return self.tr("last heard %n minute(s) ago", "", n)

    def minutes(self, n: int) -> str:
        return self.tr("%n min ago", "", n)

    def first_games(self, n: int) -> str:
        return self.tr("%n game(s) going first", "", n)

    def pages_written(self, n: int) -> str:
        return self.tr("Wrote %n page(s) to {path}", "", n)


_PLURALS: list[Organiser] = []


def plurals() -> Organiser:
    """The one :class:`Organiser` (kept here for the life of the program)."""
    if not _PLURALS:
        _PLURALS.append(Organiser())
    return _PLURALS[0]


def points_text(value: Decimal | int | None) -> str:
    """Event points in the user's locale: "7", "3.5"."""
    if value is None:
        return DASH
    number = Decimal(value)
    if number == number.to_integral_value():
        return QLocale().toString(int(number))
    return QLocale().toString(float(number), "f", 2).rstrip("0").rstrip(QLocale().decimalPoint())


def signed_text(value: int | None) -> str:
    if value is None:
        return DASH
    return ("+" if value > 0 else "") + QLocale().toString(int(value))


def percent_text(value: float | None, decimals: int = 1) -> str:
    if value is None:
        return DASH
    return f"{QLocale().toString(value * 100, 'f', decimals)} %"


def interval_text(low: float | None, high: float | None) -> str:
    if low is None or high is None:
        return DASH
    locale = QLocale()
    return f"{locale.toString(low * 100, 'f', 1)}–{locale.toString(high * 100, 'f', 1)} %"


def wdl_text(wins: int, draws: int, losses: int) -> str:
    return f"{wins}-{draws}-{losses}"


def plain(text: str | None) -> str:
    """A user string as one line of plain text ("—" for none)."""
    if not text:
        return DASH
    return " ".join(text.split())


def _align(column: int, numeric: set[int]) -> int:
    if column in numeric:
        return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


# ---------------------------------------------------------------- the round board

COL_TABLE, COL_STATE, COL_PLAYERS, COL_RESULT, COL_TURN, COL_HEARD = range(6)


class BoardModel(SyncedRowsModel[TileRow]):
    """One row per table (the snapshot's tiles, in table order)."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("Organiser", "Table"),
        QT_TRANSLATE_NOOP("Organiser", "State"),
        QT_TRANSLATE_NOOP("Organiser", "Players"),
        QT_TRANSLATE_NOOP("Organiser", "Result"),
        QT_TRANSLATE_NOOP("Organiser", "Turn"),
        QT_TRANSLATE_NOOP("Organiser", "Last heard"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._server_now: datetime | None = None
        self._taken_at = time.monotonic()

    def set_tiles(
        self, tiles: Sequence[TileRow], server_now: datetime | None, taken_at: float
    ) -> None:
        self._server_now, self._taken_at = server_now, taken_at
        self.sync(tiles)

    def minutes_ago(self, tile: TileRow, now: float | None = None) -> int | None:
        """Whole minutes since the table's last push, by the server's clock (moved on by
        this machine's monotonic clock since the snapshot was read)."""
        if tile.last_heard is None or self._server_now is None:
            return None
        elapsed = (now if now is not None else time.monotonic()) - self._taken_at
        seconds = (self._server_now - tile.last_heard).total_seconds() + elapsed
        return max(0, int(seconds // 60))

    def tick(self) -> None:
        """The minutes moved on: the live tables' words again (no server read)."""
        for i, tile in enumerate(self._rows):
            if tile.state in ("playing", "awaiting"):
                self.dataChanged.emit(self.index(i, 0), self.index(i, len(self.HEADERS) - 1))

    def status_text(self, tile: TileRow, *, heard: bool = False) -> str:
        """The state in words ("Playing · turn 3"); with ``heard``, while it plays, also
        "last heard N minutes ago" (the tile shows that part as :meth:`heard_text`)."""
        state = tr_name(STATE_NAMES.get(tile.state, tile.state))
        if tile.state != "playing":
            if tile.state == "conflict":
                return plurals().conflicts(tile.conflicts)
            return state
        parts = [state]
        if tile.turn is not None:
            parts.append(translate("Organiser", "turn {turn}").format(turn=tile.turn))
        minutes = self.minutes_ago(tile)
        if heard and minutes is not None:
            parts.append(plurals().heard(minutes))
        return " · ".join(parts)

    def heard_text(self, tile: TileRow) -> str:
        """How long ago a table in play was last heard ("3 min ago"), else ""."""
        minutes = self.minutes_ago(tile)
        if tile.state != "playing" or minutes is None:
            return ""
        return plurals().minutes(minutes)

    def tooltip_text(self, tile: TileRow) -> str:
        lines = [
            translate("Organiser", "Table {table}").format(table=tile.table_no),
            self.status_text(tile, heard=True),
            self.players_text(tile),
            self.result_text(tile),
        ]
        return "\n".join(line for line in lines if line)

    def player_lines(self, tile: TileRow) -> list[str]:
        """Each player as "Name (Faction)"; one line that says so when there is no record."""
        if not tile.sides:
            return [translate("Organiser", "No record yet")] if tile.game_uuid else []
        names = []
        for side in tile.sides[:2]:
            name = plain(side.name or side.player_code)
            names.append(f"{name} ({plain(side.faction)})" if side.faction else name)
        return names

    def players_text(self, tile: TileRow) -> str:
        if not tile.sides:
            return "".join(self.player_lines(tile))
        return translate("Organiser", " v ").join(self.player_lines(tile))

    def score_text(self, tile: TileRow) -> str:
        sides = tile.sides[:2]
        if len(sides) < 2 or sides[0].vp_total is None or sides[1].vp_total is None:
            return ""
        return f"{sides[0].vp_total} – {sides[1].vp_total}"

    def result_text(self, tile: TileRow) -> str:
        score = self.score_text(tile)
        if not score:
            return ""
        result = tile.sides[0].result
        return f"{score} ({tr_name(RESULT_NAMES[result])})" if result in RESULT_NAMES else score

    # What data() answers for this cell and role (text, sort key, alignment, the row…).
    def cell(self, tile: TileRow, column: int, role: int) -> object:
        if role == RowRole:
            return tile
        if role == StateRole:
            return tile.state
        if role == TitleRole:
            return translate("Organiser", "Table {table}").format(table=tile.table_no)
        if role == StatusRole:
            return self.status_text(tile)
        if role == PlayersRole:
            return self.players_text(tile)
        if role == LinesRole:
            return self.player_lines(tile)
        if role == HeardRole:
            return self.heard_text(tile)
        if role == ScoreRole:
            return self.score_text(tile)
        if role == SortRole:
            return (
                tile.table_no,
                list(STATE_NAMES).index(tile.state) if tile.state in STATE_NAMES else 0,
                self.players_text(tile).casefold(),
                self.result_text(tile),
                tile.turn if tile.turn is not None else -1,
                self.minutes_ago(tile) if tile.last_heard else -1,
            )[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(column, {COL_TABLE, COL_TURN, COL_HEARD})
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(self.tooltip_text(tile))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == COL_TABLE:
            return QLocale().toString(tile.table_no)
        if column == COL_STATE:
            return tr_name(STATE_NAMES.get(tile.state, tile.state))
        if column == COL_PLAYERS:
            return self.players_text(tile)
        if column == COL_RESULT:
            return self.result_text(tile)
        if column == COL_TURN:
            return "" if tile.turn is None else QLocale().toString(tile.turn)
        minutes = self.minutes_ago(tile)
        return "" if minutes is None else plurals().minutes(minutes)


# ---------------------------------------------------------------- standings

(
    COL_RANK,
    COL_PLAYER,
    COL_CLUB,
    COL_FACTION,
    COL_WDL,
    COL_POINTS,
    COL_VP_FOR,
    COL_VP_AGAINST,
    COL_MARGIN,
    COL_SOS,
    COL_GAMES,
) = range(11)
_STANDING_NUMBERS = {COL_RANK, COL_WDL, COL_POINTS, COL_VP_FOR, COL_VP_AGAINST, COL_MARGIN}
_STANDING_NUMBERS |= {COL_SOS, COL_GAMES}


class StandingsModel(SyncedRowsModel[StandingLine]):
    """The event's standings in rank order (the database's ranking)."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("Organiser", "Rank"),
        QT_TRANSLATE_NOOP("Organiser", "Player"),
        QT_TRANSLATE_NOOP("Organiser", "Club"),
        QT_TRANSLATE_NOOP("Organiser", "Faction"),
        QT_TRANSLATE_NOOP("Organiser", "W-D-L"),
        QT_TRANSLATE_NOOP("Organiser", "Points"),
        QT_TRANSLATE_NOOP("Organiser", "VP for"),
        QT_TRANSLATE_NOOP("Organiser", "VP against"),
        QT_TRANSLATE_NOOP("Organiser", "Margin"),
        QT_TRANSLATE_NOOP("Organiser", "SoS"),
        QT_TRANSLATE_NOOP("Organiser", "Games"),
    )

    HEADER_TIPS: ClassVar[dict[int, str]] = {
        COL_WDL: QT_TRANSLATE_NOOP("Organiser", "Wins, draws and losses"),
        COL_POINTS: QT_TRANSLATE_NOOP("Organiser", "Event points under the event's scoring rule"),
        COL_MARGIN: QT_TRANSLATE_NOOP(
            "Organiser", "Victory points for minus victory points against"
        ),
        COL_SOS: QT_TRANSLATE_NOOP(
            "Organiser", "Strength of schedule: the opponents' event points, one term a game"
        ),
    }

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and orientation == Qt.Orientation.Horizontal
            and section in self.HEADER_TIPS
        ):
            return tr_name(self.HEADER_TIPS[section])
        return super().headerData(section, orientation, role)

    # What data() answers for this cell and role (text, sort key, alignment, the row…).
    def cell(self, row: StandingLine, column: int, role: int) -> object:
        if role == RowRole:
            return row
        if role == SortRole:
            return (
                row.rank,
                row.player.casefold(),
                (row.club or "").casefold(),
                (row.faction or "").casefold(),
                row.wins * 1_000_000 + row.draws * 1_000 - row.losses,
                float(row.event_points),
                row.vp_for,
                row.vp_against,
                row.margin,
                float(row.sos),
                row.games,
            )[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(column, _STANDING_NUMBERS)
        if role == Qt.ItemDataRole.ToolTipRole and column in (COL_PLAYER, COL_CLUB, COL_FACTION):
            text = {COL_PLAYER: row.player, COL_CLUB: row.club, COL_FACTION: row.faction}[column]
            if column == COL_PLAYER and row.player_code:
                text = f"{row.player} ({row.player_code})"
            return plain_tooltip(text)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        locale = QLocale()
        return (
            locale.toString(row.rank),
            plain(row.player),
            plain(row.club),
            plain(row.faction),
            wdl_text(row.wins, row.draws, row.losses),
            points_text(row.event_points),
            locale.toString(row.vp_for),
            locale.toString(row.vp_against),
            signed_text(row.margin),
            points_text(row.sos),
            locale.toString(row.games),
        )[column]


# ---------------------------------------------------------------- factions

(
    COL_F_FACTION,
    COL_F_GAMES,
    COL_F_WDL,
    COL_F_RATE,
    COL_F_INTERVAL,
    COL_F_FIRST,
    COL_F_MIRRORS,
    COL_F_PLAYERS,
) = range(8)


class FactionsModel(SyncedRowsModel[FactionLine]):
    """One row per faction: games (mirrors apart), W-D-L, win rate with its Wilson
    interval, the win rate going first, players."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("Organiser", "Faction"),
        QT_TRANSLATE_NOOP("Organiser", "Games"),
        QT_TRANSLATE_NOOP("Organiser", "W-D-L"),
        QT_TRANSLATE_NOOP("Organiser", "Win rate"),
        QT_TRANSLATE_NOOP("Organiser", "95 % interval"),
        QT_TRANSLATE_NOOP("Organiser", "Going first"),
        QT_TRANSLATE_NOOP("Organiser", "Mirrors"),
        QT_TRANSLATE_NOOP("Organiser", "Players"),
    )

    # What data() answers for this cell and role (text, sort key, alignment, the row…).
    def cell(self, row: FactionLine, column: int, role: int) -> object:
        if role == RowRole:
            return row
        if role == SortRole:
            return (
                (row.faction or "").casefold(),
                row.games,
                row.wins * 1_000_000 + row.draws * 1_000 - row.losses,
                -1.0 if row.win_rate is None else row.win_rate,
                -1.0 if row.wilson_low is None else row.wilson_low,
                -1.0 if row.first_rate is None else row.first_rate,
                row.mirrors,
                row.players,
            )[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(column, set(range(COL_F_GAMES, COL_F_PLAYERS + 1)))
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_F_FACTION:
            return plain_tooltip(row.faction)
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_F_FIRST:
            return plurals().first_games(row.first_games)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        locale = QLocale()
        return (
            plain(row.faction) if row.faction else translate("Organiser", "(no faction named)"),
            locale.toString(row.games),
            wdl_text(row.wins, row.draws, row.losses),
            percent_text(row.win_rate),
            interval_text(row.wilson_low, row.wilson_high),
            percent_text(row.first_rate),
            locale.toString(row.mirrors),
            locale.toString(row.players),
        )[column]


class MatchupModel(QAbstractTableModel):
    """Faction against faction: the row faction's W-D-L and score rate against the
    column's (mirror games left out). Rows and columns are the same factions, in
    alphabetical order; a new faction is inserted as a row and a column, never a reset."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Rows and columns change one after the other (each inside its own begin/end).
        self._rows: list[str] = []
        self._columns: list[str] = []
        self._cells: dict[tuple[str, str], MatchupCell] = {}

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _valid(self, index: Index) -> bool:
        return (
            index.isValid()
            and 0 <= index.row() < len(self._rows)
            and 0 <= index.column() < len(self._columns)
        )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        names = self._columns if orientation == Qt.Orientation.Horizontal else self._rows
        if not 0 <= section < len(names):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return plain(names[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(names[section])
        return None

    # Qt's data: a value of the role's type (text, alignment, the cell's matchup…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        pair = (self._rows[index.row()], self._columns[index.column()])
        found = self._cells.get(pair)
        if role == RowRole:
            return found
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if found is None:
                return None
            return plain_tooltip(
                translate(
                    "Organiser", "{faction} against {against}: games {games}, {wdl}, {rate}"
                ).format(
                    faction=pair[0],
                    against=pair[1],
                    games=found.games,
                    wdl=wdl_text(found.wins, found.draws, found.losses),
                    rate=percent_text(found.rate, 0),
                )
            )
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if pair[0] == pair[1]:
            return "·"
        if found is None:
            return ""
        return f"{wdl_text(found.wins, found.draws, found.losses)}  {percent_text(found.rate, 0)}"

    def set_matchups(self, matchups: Sequence[MatchupCell]) -> None:
        """The new cells: factions gone are removed, new ones inserted in order (rows and
        columns alike), the changed cells announced."""
        cells = {(m.faction, m.against): m for m in matchups}
        names = sorted({name for pair in cells for name in pair}, key=lambda s: (s.casefold(), s))
        self._follow(self._rows, names, rows=True)
        self._follow(self._columns, names, rows=False)
        old, self._cells = self._cells, cells
        for r, row_name in enumerate(self._rows):
            for c, col_name in enumerate(self._columns):
                key = (row_name, col_name)
                if old.get(key) != cells.get(key):
                    index = self.index(r, c)
                    self.dataChanged.emit(index, index)

    def _follow(self, names: list[str], wanted: list[str], *, rows: bool) -> None:
        keep = set(wanted)
        begin_remove = self.beginRemoveRows if rows else self.beginRemoveColumns
        end_remove = self.endRemoveRows if rows else self.endRemoveColumns
        begin_insert = self.beginInsertRows if rows else self.beginInsertColumns
        end_insert = self.endInsertRows if rows else self.endInsertColumns
        for i in range(len(names) - 1, -1, -1):
            if names[i] not in keep:
                begin_remove(_ROOT, i, i)
                names.pop(i)
                end_remove()
        for pos, name in enumerate(wanted):
            if pos < len(names) and names[pos] == name:
                continue
            begin_insert(_ROOT, pos, pos)
            names.insert(pos, name)
            end_insert()

    def factions(self) -> tuple[str, ...]:
        return tuple(self._rows)


# ---------------------------------------------------------------- luck

(
    COL_L_PLAYER,
    COL_L_V_TESTS,
    COL_L_V_EXPECTED,
    COL_L_V_ACHIEVED,
    COL_L_V_Z,
    COL_L_P_TESTS,
    COL_L_P_EXPECTED,
    COL_L_P_ACHIEVED,
    COL_L_P_Z,
) = range(9)


class LuckModel(SyncedRowsModel[LuckLine]):
    """Per player: tests, expected and achieved successes and the z-score, virtual and
    physical dice apart."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("Organiser", "Player"),
        QT_TRANSLATE_NOOP("Organiser", "Virtual tests"),
        QT_TRANSLATE_NOOP("Organiser", "Expected"),
        QT_TRANSLATE_NOOP("Organiser", "Achieved"),
        QT_TRANSLATE_NOOP("Organiser", "z"),
        QT_TRANSLATE_NOOP("Organiser", "Physical tests"),
        QT_TRANSLATE_NOOP("Organiser", "Expected"),
        QT_TRANSLATE_NOOP("Organiser", "Achieved"),
        QT_TRANSLATE_NOOP("Organiser", "z"),
    )

    @staticmethod
    def _count(row: LuckLine, column: int) -> LuckTally | None:
        return row.virtual if column <= COL_L_V_Z else row.physical

    # What data() answers for this cell and role (text, sort key, alignment, the row…).
    def cell(self, row: LuckLine, column: int, role: int) -> object:
        if role == RowRole:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _align(column, set(range(COL_L_V_TESTS, COL_L_P_Z + 1)))
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_L_PLAYER:
            return plain_tooltip(row.player)
        if column == COL_L_PLAYER:
            if role == SortRole:
                return row.player.casefold()
            return plain(row.player) if role == Qt.ItemDataRole.DisplayRole else None
        count = self._count(row, column)
        which = (column - 1) % 4  # tests, expected, achieved, z
        if role == SortRole:
            if count is None:
                return -1e9
            return (
                count.tests,
                float(count.expected),
                count.achieved,
                -1e9 if count.z is None else count.z,
            )[which]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if count is None:
            return DASH
        locale = QLocale()
        if which == 0:
            return locale.toString(count.tests)
        if which == 1:
            return locale.toString(float(count.expected), "f", 2)
        if which == 2:
            return locale.toString(count.achieved)
        if count.z is None:
            return DASH
        return ("+" if count.z > 0 else "") + locale.toString(count.z, "f", 2)


__all__ = [
    "CONTEXT",
    "RESULT_NAMES",
    "STATE_NAMES",
    "BoardModel",
    "FactionsModel",
    "HeardRole",
    "LinesRole",
    "LuckModel",
    "MatchupModel",
    "PlayersRole",
    "RowRole",
    "ScoreRole",
    "SortRole",
    "StandingsModel",
    "StateRole",
    "StatusRole",
    "TitleRole",
    "interval_text",
    "percent_text",
    "plurals",
    "points_text",
    "signed_text",
    "tr_name",
    "wdl_text",
]

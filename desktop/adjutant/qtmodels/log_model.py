"""The turn log as a table: the current turn's events, newest first (issue 9).

For the turn log dock (``adjutant.windows.turn_log``) and any window that wants
the log. Columns: kind, side, phase, summary, chance (percent; the exact
fraction in the tooltip) and dice. It reloads on ``GameDocument.opened`` /
``closed`` and on ``changed`` when the change touches events or the game's
turn (undo of a test removes its event: the log keeps only what stands,
issue 3). Filters by side id and event kind. Each row reads the typed event
(``EventInfo.event``, ``adjutant.store.events.kinds``; issue 14). Reads through
``adjutant.store.read.queries`` (imported when a game is open, so first paint
does not pay for SQLAlchemy).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import format_percent

if TYPE_CHECKING:
    from adjutant.store import Change, Game
    from adjutant.store.read.queries import EventInfo

_ROOT = QModelIndex()  # the invisible root, as a default argument
COL_KIND, COL_SIDE, COL_PHASE, COL_SUMMARY, COL_CHANCE, COL_DICE = range(6)
_HEADERS = (
    QT_TRANSLATE_NOOP("LogModel", "Kind"),
    QT_TRANSLATE_NOOP("LogModel", "Side"),
    QT_TRANSLATE_NOOP("LogModel", "Phase"),
    QT_TRANSLATE_NOOP("LogModel", "Summary"),
    QT_TRANSLATE_NOOP("LogModel", "Chance"),
    QT_TRANSLATE_NOOP("LogModel", "Dice"),
)
#: The raw event, for views that want more (rule ids, inputs, outcome).
EventRole = Qt.ItemDataRole.UserRole + 1
#: Phase names as stored (store.file.models.PHASES) -> English source for tr().
PHASE_NAMES = {
    "command": QT_TRANSLATE_NOOP("Phases", "Command"),
    "charge": QT_TRANSLATE_NOOP("Phases", "Charge"),
    "movement": QT_TRANSLATE_NOOP("Phases", "Movement"),
    "melee": QT_TRANSLATE_NOOP("Phases", "Melee"),
    "end": QT_TRANSLATE_NOOP("Phases", "End"),
}
_TABLES = ("events", "game", "sides")


def phase_name(phase: str) -> str:
    """A stored phase key in the user's language (unknown keys shown as they are)."""
    source = PHASE_NAMES.get(phase)
    return QCoreApplication.translate("Phases", source) if source else phase


def kind_name(kind: str) -> str:
    """An event kind ("control_test") in the user's language (the event class's own name,
    ``store.events.kinds``; issue 23); unknown kinds as plain words."""
    from adjutant.qtmodels.event_text import kind_name as name

    return name(kind)


def format_dice(dice: object) -> str:
    if not dice:
        return ""
    if isinstance(dice, list | tuple):
        return " ".join(format_dice(d) if isinstance(d, list | tuple) else str(d) for d in dice)
    return str(dice)


@dataclass(frozen=True, slots=True)
class LogRow:
    event: EventInfo
    chance: Fraction | None
    dice: str


class LogModel(QAbstractTableModel):
    """Events of the document's current turn, newest first, after the side/kind filter."""

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._rows: list[LogRow] = []
        self._sides: dict[int, str] = {}
        self._sides_stale = True
        self._sides_game: Game | None = None
        # Unit names for summaries that name units by id (melee, break tests), read on demand.
        self._unit_names: dict[int, str] | None = None
        self._kinds: tuple[str, ...] = ()
        self._side_filter: int | None = None
        self._kind_filter: str | None = None
        self.turn: int | None = None
        document.opened.connect(self.reload)
        document.closed.connect(self.reload)
        document.changed.connect(self._on_changed)
        self.reload()

    # -- filters ---------------------------------------------------------------------------
    def set_filter(self, side_id: int | None = None, kind: str | None = None) -> None:
        """Show only events of ``side_id`` and/or ``kind`` (None: all)."""
        self._side_filter, self._kind_filter = side_id, kind
        self.reload()

    def sides(self) -> dict[int, str]:
        """Side id -> name, for the filter box."""
        return dict(self._sides)

    def kinds(self) -> tuple[str, ...]:
        """Every event kind of the current turn (unfiltered), for the filter box."""
        return self._kinds

    def event_at(self, row: int) -> EventInfo:
        return self._rows[row].event

    # -- loading ---------------------------------------------------------------------------
    def _on_changed(self, change: Change | None) -> None:
        if change is None or change.touches("sides"):
            self._sides_stale = True
        if change is None or change.touches("units"):
            self._unit_names = None
        if change is None or any(change.touches(t) for t in _TABLES):
            self.reload()

    def _load_sides(self, game: Game) -> dict[int, str]:
        from adjutant.store.read import queries

        return {side.id: side.name for side in queries.order_of_battle(game).sides}

    def reload(self) -> None:
        """Read the current turn's events, then show them. A read that fails (a damaged
        event, issue 16) leaves the log empty, the reset ended, and raises."""
        if self._document.game is not self._sides_game:
            self._unit_names = None
        try:
            turn, kinds, rows = self._read()
        except Exception:
            self._show(None, (), [])
            raise
        self._show(turn, kinds, rows)

    def _show(self, turn: int | None, kinds: tuple[str, ...], rows: list[LogRow]) -> None:
        self.beginResetModel()
        self._rows, self._kinds, self.turn = rows, kinds, turn
        self.endResetModel()

    def _read(self) -> tuple[int | None, tuple[str, ...], list[LogRow]]:
        """(turn, kinds, rows) of the document's game, newest first, filtered."""
        game = self._document.game
        if game is None:
            self._sides, self._sides_stale = {}, True
            return None, (), []
        from adjutant.store.read import queries

        info = queries.game_info(game)
        if self._sides_stale or game is not self._sides_game:
            # Side names change rarely: the order of battle is read only when they do.
            self._sides, self._sides_stale, self._sides_game = (
                self._load_sides(game),
                False,
                game,
            )
        events = queries.events(game, turn=info.turn)
        rows = []
        for event in reversed(events):  # newest first
            if self._side_filter is not None and event.side_id != self._side_filter:
                continue
            if self._kind_filter is not None and event.kind != self._kind_filter:
                continue
            typed = event.event  # adjutant.store.events.kinds: checked when read
            rows.append(LogRow(event, typed.chance, format_dice(typed.dice)))
        return info.turn, tuple(sorted({e.kind for e in events})), rows

    def _unit_name(self, unit_id: int) -> str | None:
        if self._unit_names is None:
            game = self._document.game
            if game is None:
                return None
            from adjutant.store.read import queries

            oob = queries.order_of_battle(game)
            self._unit_names = {u.id: u.name for side in oob.sides for u in side.all_units()}
        return self._unit_names.get(unit_id)

    # -- Qt model --------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(_HEADERS)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:  # Qt's data: a value of the role's type (text, alignment, the event…)
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        event, column = row.event, index.column()
        typed = event.event
        if role == EventRole:
            return event
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COL_CHANCE, COL_DICE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == COL_CHANCE and row.chance is not None:
                return QCoreApplication.translate("LogModel", "Exact chance: {fraction}").format(
                    fraction=row.chance
                )
            if column == COL_DICE and typed.dice_source:
                source = "Virtual dice" if typed.dice_source == "virtual" else "Physical dice"
                return QCoreApplication.translate("LogModel", source)
            if column == COL_SUMMARY and typed.rule_ids:
                return ", ".join(typed.rule_ids)
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == COL_KIND:
            return kind_name(event.kind)
        if column == COL_SIDE:
            return self._sides.get(event.side_id, "") if event.side_id is not None else ""
        if column == COL_PHASE:
            return phase_name(event.phase)
        if column == COL_SUMMARY:
            # The store's summary is English; the words are made in the UI's language.
            from adjutant.qtmodels.event_text import event_summary

            return event_summary(typed, self._unit_name)
        if column == COL_CHANCE:
            if row.chance is None:
                return ""
            return format_percent(row.chance)
        if column == COL_DICE:
            return row.dice
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | int | None:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(_HEADERS):
            return QCoreApplication.translate("LogModel", _HEADERS[section])
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            return section + 1
        return None

    def retranslate(self) -> None:
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(_HEADERS) - 1)
            )
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(_HEADERS) - 1)


_DICE_SOURCES = (
    QT_TRANSLATE_NOOP("LogModel", "Virtual dice"),
    QT_TRANSLATE_NOOP("LogModel", "Physical dice"),
)

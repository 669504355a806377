"""The match record as the Match Record window shows it (issue 24): Qt models over the store.

For ``windows.record.dialog``. The store reads and derives the record
(``store.record.match.match_record``: totals, results, luck, state, hash); these only adapt it:

- :class:`RecordModel` — the open game's record, read again whenever the game changes
  (``GameDocument.changed``), with :attr:`record` and the signal ``recordChanged``;
- :class:`VictoryPointsModel` — the victory points being entered: one row per round,
  primary and secondary for each player (editable whole numbers, 0 to the store's bound);
  :meth:`rounds` gives each player's ``vp_by_round`` as the store takes it;
- :class:`LuckModel` — each player's tests by kind of dice: tests, expected successes,
  achieved, z-score (read-only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.table_rows import RowsModel
from adjutant.store.format.record_values import MAX_ROUNDS, MAX_VP

if TYPE_CHECKING:
    from adjutant.store.record.match import LuckLine, MatchRecord

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
CTX = "MatchRecord"
translate = QCoreApplication.translate


class RecordModel(QObject):
    """The open game's match record (``None`` while no game is open)."""

    recordChanged = Signal()
    #: A store error reading the record (a damaged value), for the window to show.
    failed = Signal(str)

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.record: MatchRecord | None = None
        #: While False (the window is hidden) changes only mark the record stale: reading it
        #: reads the whole turn log (its luck), which a hidden window need not pay per action.
        self.active = True
        self.stale = False
        document.opened.connect(self.reload)
        document.closed.connect(self.reload)
        document.changed.connect(lambda _change: self.reload())
        self.reload()

    def set_active(self, active: bool) -> None:
        """Follow the game while shown; read it again when shown after changes."""
        self.active = active
        if active and self.stale:
            self.reload()

    def reload(self) -> None:
        if not self.active:
            self.stale = True
            return
        self.stale = False
        from adjutant.store import StoreError
        from adjutant.store.record.match import match_record

        game = self.document.game
        try:
            self.record = None if game is None else match_record(game)
        except StoreError as exc:
            self.record = None
            self.failed.emit(str(exc))
        self.recordChanged.emit()


class VictoryPointsModel(QAbstractTableModel):
    """Rounds × (player 1 primary, secondary, player 2 primary, secondary)."""

    COL_P1_PRIMARY, COL_P1_SECONDARY, COL_P2_PRIMARY, COL_P2_SECONDARY = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("MatchRecord", "Player 1\nprimary"),
        QT_TRANSLATE_NOOP("MatchRecord", "Player 1\nsecondary"),
        QT_TRANSLATE_NOOP("MatchRecord", "Player 2\nprimary"),
        QT_TRANSLATE_NOOP("MatchRecord", "Player 2\nsecondary"),
    )
    edited = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[list[int]] = []

    def set_record(self, record: MatchRecord | None) -> None:
        """The rounds as stored (a player with fewer rounds scores 0 in the others)."""
        self.beginResetModel()
        self._rows = []
        if record is not None:
            p1, p2 = record.players
            for i in range(max(len(p1.rounds), len(p2.rounds))):
                row: list[int] = []
                for p in (p1, p2):
                    r = p.rounds[i] if i < len(p.rounds) else None
                    row += [r.primary, r.secondary] if r else [0, 0]
                self._rows.append(row)
        self.endResetModel()

    def rounds(self, player: int) -> list[dict[str, int]]:
        """``vp_by_round`` of ``player`` (1 or 2) as entered."""
        offset = 2 * (player - 1)
        return [{"primary": r[offset], "secondary": r[offset + 1]} for r in self._rows]

    def add_round(self) -> bool:
        if len(self._rows) >= MAX_ROUNDS:
            return False
        n = len(self._rows)
        self.beginInsertRows(_ROOT, n, n)
        self._rows.append([0, 0, 0, 0])
        self.endInsertRows()
        self.edited.emit()
        return True

    def remove_last_round(self) -> bool:
        if not self._rows:
            return False
        n = len(self._rows) - 1
        self.beginRemoveRows(_ROOT, n, n)
        self._rows.pop()
        self.endRemoveRows()
        self.edited.emit()
        return True

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def _valid(self, index: Index) -> bool:
        return (
            index.isValid()
            and 0 <= index.row() < len(self._rows)
            and 0 <= index.column() < len(self.HEADERS)
        )

    # Qt's data: a value of the role's type (a number, an alignment).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    # Qt's setData: ``value`` is whatever the editor gave; int() reads it (a refusal caught).
    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not self._valid(index) or role != Qt.ItemDataRole.EditRole:
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        if isinstance(value, float) and not value.is_integer():
            return False
        if not 0 <= number <= MAX_VP:
            return False
        self._rows[index.row()][index.column()] = number
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])
        self.edited.emit()
        return True

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.HEADERS):
            return translate(CTX, self.HEADERS[section])
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            return translate("MatchRecord", "Round {n}").format(n=section + 1)
        return None


class LuckModel(RowsModel["LuckLine"]):
    """One row per player and kind of dice that rolled a test with a chance shown."""

    CONTEXT = CTX
    HEADERS = (
        QT_TRANSLATE_NOOP("MatchRecord", "Player"),
        QT_TRANSLATE_NOOP("MatchRecord", "Dice"),
        QT_TRANSLATE_NOOP("MatchRecord", "Tests"),
        QT_TRANSLATE_NOOP("MatchRecord", "Expected"),
        QT_TRANSLATE_NOOP("MatchRecord", "Achieved"),
        QT_TRANSLATE_NOOP("MatchRecord", "z-score"),
    )
    COL_PLAYER, COL_DICE, COL_TESTS, COL_EXPECTED, COL_ACHIEVED, COL_Z = range(6)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: dict[int, str] = {}

    def set_record(self, record: MatchRecord | None) -> None:
        self._names = {} if record is None else {p.number: p.name for p in record.players}
        lines = () if record is None else [line for line in record.luck if line.luck.rolls]
        self._set(lines, key=lambda line: (line.player, line.dice_source))

    # Qt's data: a value of the role's type (text, an alignment).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        from adjutant.qtmodels.record_text import decimal, dice_name, player_name, signed

        if not self._valid(index):
            return None
        line: LuckLine = self.item(index.row())
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            luck = line.luck
            return {
                self.COL_PLAYER: player_name(line.player, self._names.get(line.player, "")),
                self.COL_DICE: dice_name(line.dice_source, short=True),
                self.COL_TESTS: str(luck.rolls),
                self.COL_EXPECTED: decimal(luck.expected),
                self.COL_ACHIEVED: str(luck.achieved),
                self.COL_Z: signed(luck.z),
            }[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.COL_TESTS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

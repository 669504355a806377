"""A flat table model over plan rows, for the tool windows' small tables (issue 14).

For ``qtmodels.odds_models``, ``qtmodels.hex_models`` and ``qtmodels.synced_rows`` (the
organiser's models, issue 26): each subclass names its
columns (``HEADERS``, marked with ``QT_TRANSLATE_NOOP`` in its ``CONTEXT``) and says what
a cell shows; this base keeps the rows (frozen plan values), updates them in place when
the same rows come back (targeted ``dataChanged``) and resets otherwise, and gives
headers in the user's language. Tool tips that hold a player's
text go through ``qtmodels.formatting.plain_tooltip``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import ClassVar, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from adjutant.qtmodels.keyed_rows import replace_rows

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
#: A model's row: a frozen plan value.
RowT = TypeVar("RowT")

__all__ = ["Index", "RowsModel"]


class RowsModel(QAbstractTableModel, Generic[RowT]):
    """Rows given by the window; headers from ``HEADERS`` translated in ``CONTEXT``."""

    CONTEXT: ClassVar[str] = ""
    HEADERS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: Sequence[RowT] = ()

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.HEADERS)
        ):
            return QCoreApplication.translate(self.CONTEXT, self.HEADERS[section])
        return None

    def rows(self) -> tuple[RowT, ...]:
        return tuple(self._rows)  # the tuple itself when the rows are one

    def item(self, row: int) -> RowT:
        return self._rows[row]

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Read-only rows by default (a subclass adds what it lets the player edit)."""
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _valid(self, index: Index) -> bool:
        return (
            index.isValid()
            and 0 <= index.row() < len(self._rows)
            and 0 <= index.column() < len(self.HEADERS)
        )

    def _set(self, rows: Iterable[RowT], key: Callable[[RowT], Hashable]) -> None:
        """Rows with the same keys in the same order update in place; otherwise a reset."""
        replace_rows(
            self, self._rows, tuple(rows), self._keep, key=key, last_column=len(self.HEADERS) - 1
        )

    def _keep(self, rows: tuple[RowT, ...]) -> None:
        self._rows = rows

    def retranslate(self) -> None:
        """Headers and cells again, in the language just switched to."""
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

"""A table model whose rows follow a new list by rows, never by reset (issue 26).

For the organiser's models (``qtmodels.organiser_models``): each refresh brings the whole
list again (the standings, the board's tables, the factions), mostly the same rows with
new values, sometimes a row more, less, or in another place. :meth:`SyncedRowsModel.sync`
turns the difference into the smallest signals a view can follow — rows removed, rows
moved (``beginMoveRows``), rows inserted, ``dataChanged`` for each row whose value
changed — so a view keeps its selection, scroll and sort, and a hundred tables pushing
do not repaint everything. Rows are frozen values with a ``key`` unique in the list.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QModelIndex, QObject, Qt

from adjutant.qtmodels.table_rows import Index, RowsModel

_ROOT = QModelIndex()


class Keyed(Protocol):
    """A synced row: a frozen value with a ``key`` unique in its list."""

    @property
    def key(self) -> Hashable: ...


KeyedT = TypeVar("KeyedT", bound=Keyed)


class SyncedRowsModel(RowsModel[KeyedT]):
    """:class:`~adjutant.qtmodels.table_rows.RowsModel`'s read-only rows (each with a
    ``key``), in the order given, followed by :meth:`sync`; a subclass says what a cell
    shows (:meth:`cell`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[KeyedT] = []  # changed in place, in step with the signals

    # Qt's data: a value of the role's type (text, colour, alignment…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        return self.cell(self._rows[index.row()], index.column(), role)

    # What data() answers for this row's cell and role (a value of the role's type).
    def cell(self, row: KeyedT, column: int, role: int) -> object:  # pragma: no cover - abstract
        raise NotImplementedError

    def row_of(self, key: Hashable) -> int:
        """The row of ``key``, or -1."""
        for i, row in enumerate(self._rows):
            if row.key == key:
                return i
        return -1

    def sync(self, new: Sequence[KeyedT]) -> None:
        """Make the rows ``new`` (in that order) by removals, moves, inserts and
        ``dataChanged``: never a reset."""
        wanted = {row.key for row in new}
        if len(wanted) != len(new):
            raise ValueError("the rows' keys must be unique")
        last = max(0, len(self.HEADERS) - 1)
        # Rows whose key is gone, in runs from the bottom up.
        i = len(self._rows) - 1
        while i >= 0:
            if self._rows[i].key in wanted:
                i -= 1
                continue
            first = i
            while first > 0 and self._rows[first - 1].key not in wanted:
                first -= 1
            self.beginRemoveRows(_ROOT, first, i)
            del self._rows[first : i + 1]
            self.endRemoveRows()
            i = first - 1
        # Then each place in the new order: the row already there, one moved up, or new.
        for pos, row in enumerate(new):
            here = self._rows[pos].key if pos < len(self._rows) else None
            if here != row.key:
                found = next(
                    (j for j in range(pos + 1, len(self._rows)) if self._rows[j].key == row.key),
                    -1,
                )
                if found < 0:
                    self.beginInsertRows(_ROOT, pos, pos)
                    self._rows.insert(pos, row)
                    self.endInsertRows()
                    continue
                self.beginMoveRows(_ROOT, found, found, _ROOT, pos)
                self._rows.insert(pos, self._rows.pop(found))
                self.endMoveRows()
            if self._rows[pos] != row:
                self._rows[pos] = row
                self.dataChanged.emit(self.index(pos, 0), self.index(pos, last))

    def clear(self) -> None:
        self.sync(())


__all__ = ["SyncedRowsModel"]

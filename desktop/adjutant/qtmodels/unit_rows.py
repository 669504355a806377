"""A table model over a store plan's rows, one per unit: the part the tools' models share.

For the tool windows' tables (``qtmodels.command_models``, ``qtmodels.charge_models``;
issue 14 "Models"). A store planner hands its rows as frozen values with a
``unit_id``; :class:`UnitRowsModel` shows them in order and, given new rows
(:meth:`set_rows`), updates in place when the units are the same in the same order
(``dataChanged`` for the rows that differ) and resets otherwise, so a view keeps its
selection and editors across a re-plan. Subclasses set ``COLUMNS`` and say what each
cell shows.

A tooltip holding a user's string (a unit's name) goes through
``formatting.plain_tooltip``: Qt takes a tooltip that looks like markup for rich text
(issue 16).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from adjutant.qtmodels.keyed_rows import replace_rows

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class UnitRow(Protocol):
    """A planner's row about one unit."""

    @property
    def unit_id(self) -> int: ...


UnitRowT = TypeVar("UnitRowT", bound=UnitRow)


class UnitRowsModel(QAbstractTableModel, Generic[UnitRowT]):
    """Rows keyed by ``unit_id``; same keys in the same order -> updated in place, else a reset."""

    COLUMNS = 0

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[UnitRowT, ...] = ()

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def rows(self) -> tuple[UnitRowT, ...]:
        return self._rows

    def row_of(self, unit_id: int) -> int:
        """The row of ``unit_id``, -1 if none."""
        return next((i for i, r in enumerate(self._rows) if r.unit_id == unit_id), -1)

    def index_of(self, unit_id: int, column: int) -> QModelIndex:
        """The index of ``unit_id``'s cell in ``column`` (invalid if the unit has no row)."""
        row = self.row_of(unit_id)
        return QModelIndex() if row < 0 else self.index(row, column)

    def set_rows(self, rows: Sequence[UnitRowT]) -> None:
        replace_rows(
            self,
            self._rows,
            tuple(rows),
            self._keep,
            key=lambda r: r.unit_id,
            last_column=self.COLUMNS - 1,
        )

    def _keep(self, rows: tuple[UnitRowT, ...]) -> None:
        self._rows = rows

    def retranslate(self) -> None:
        """The interface language changed: every header and cell text anew."""
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, self.COLUMNS - 1)
            )
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.COLUMNS - 1))


__all__ = ["UnitRow", "UnitRowsModel"]

"""The melee tool's tables as item models: fighters, contacts, attacks, supports, candidates,
break tests (issue 14).

For ``adjutant.windows.melee``. The window turns its store plan
(``melee_services.plan_melee``) into :class:`TableRow` values — display-ready, already
translated, each cell a :class:`Cell` — and hands them to ``set_rows``; the models only
adapt: rows whose keys stay the same are updated in place (targeted ``dataChanged``),
other keys reset the model. An editable cell carries its choices (``ROLE_CHOICES``,
shown by a combo delegate) or a check box; an edit is not applied here but emitted as
``edited(key, column, value)`` for the window's session, whose new plan then refills
the model. Names are user strings: tool tips are escaped (never markup).

Columns (``COL_*`` of each model) and roles:

- :class:`FighterModel` — unit, side, order (editable), status (editable), charging
  (check box, MEL-3), dice (MEL-1/2);
- :class:`ContactModel` — unit A, the side of B it touches (editable), unit B, the side
  of A it touches (editable), source (measured / chosen; MEL-2);
- :class:`AttackModel` — attacker, target, from (the attacker's side), dice, needs
  (MEL-3), expected hits;
- :class:`SupportModel` — a fighting unit (or hedgehog), supports counted, its MEL-10
  bonus, why it cannot be supported (MEL-8);
- :class:`CandidateModel` — a nearby friendly unit, quarter, distance, verdict with its
  rule (MEL-5..9), the players' override (editable: as measured / from a quarter / not);
- :class:`BreakTestModel` — a losing unit or hedgehog, the round it lost, the result
  (editable: passed / failed; MEL-11, MEL-4).

``ROLE_KEY`` the row's key, ``ROLE_VALUE`` a cell's value (the stored value an editor
starts from), ``ROLE_CHOICES`` its ``(value, label)`` choices, ``ROLE_ROW`` the row.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.keyed_rows import replace_rows

_ROOT = QModelIndex()

ROLE_KEY = Qt.ItemDataRole.UserRole + 1
ROLE_VALUE = Qt.ItemDataRole.UserRole + 2
ROLE_CHOICES = Qt.ItemDataRole.UserRole + 3
ROLE_ROW = Qt.ItemDataRole.UserRole + 4


@dataclass(frozen=True)
class Cell:
    """One cell: its text, tool tip, value and how it is edited (choices, or a check box)."""

    text: str = ""
    tip: str = ""
    value: object = None  # the window's own value (a status, an order…), handed back on edits
    choices: tuple[tuple[object, str], ...] | None = None  # editable through a combo
    check: bool | None = None  # a check box (None: none)
    bold: bool = False
    number: bool = False  # right-aligned


@dataclass(frozen=True)
class TableRow:
    """A row: its key (unit id, pair of ids…), its cells in column order, the tool's data."""

    key: Hashable
    cells: tuple[Cell, ...]
    #: The tool's own data (its contact, attack…): the window checks it is what it expects.
    data: object = field(default=None, compare=False)


class MeleeTableModel(QAbstractTableModel):
    """Rows of :class:`Cell` in ``COLUMNS`` columns; edits come out as ``edited``."""

    #: How many columns (the subclass' COL_* constants number them).
    COLUMNS: ClassVar[int] = 0
    #: key, column, value: the player edited a cell (the window applies it).
    edited = Signal(object, int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[TableRow, ...] = ()
        self._headers: tuple[str, ...] = ("",) * self.COLUMNS

    # ---------------------------------------------------------------- for the window

    def set_headers(self, headers: Sequence[str]) -> None:
        if len(headers) != self.COLUMNS:
            raise ValueError(f"{type(self).__name__} has {self.COLUMNS} columns")
        self._headers = tuple(headers)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    def set_rows(self, rows: Sequence[TableRow]) -> None:
        """Show ``rows``: same keys in the same order -> rows updated in place, else a reset."""
        rows = tuple(rows)
        keys = [r.key for r in rows]
        if len(set(keys)) != len(keys):
            raise ValueError("row keys must be unique")
        for r in rows:
            if len(r.cells) != self.COLUMNS:
                raise ValueError(f"a row of {type(self).__name__} has {self.COLUMNS} cells")
        replace_rows(
            self,
            self._rows,
            rows,
            self._keep,
            key=lambda r: r.key,
            last_column=self.COLUMNS - 1,
        )

    def _keep(self, rows: tuple[TableRow, ...]) -> None:
        self._rows = rows

    def rows(self) -> tuple[TableRow, ...]:
        return self._rows

    def row_of(self, key: Hashable) -> int:
        """The row of ``key``, -1 if none."""
        return next((i for i, r in enumerate(self._rows) if r.key == key), -1)

    def cell(self, key: Hashable, column: int) -> Cell | None:
        at = self.row_of(key)
        return None if at < 0 else self._rows[at].cells[column]

    # ---------------------------------------------------------------- Qt API

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def _cell(self, index: QModelIndex | QPersistentModelIndex) -> Cell | None:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if not 0 <= index.column() < self.COLUMNS:
            return None
        return self._rows[index.row()].cells[index.column()]

    # Qt's data: a value of the role's type (text, check state, the cell's value…).
    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        cell = self._cell(index)
        if cell is None:
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return cell.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(cell.tip or cell.text) or None
        if role == Qt.ItemDataRole.CheckStateRole:
            if cell.check is None:
                return None
            return Qt.CheckState.Checked if cell.check else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.FontRole and cell.bold:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and cell.number:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == ROLE_KEY:
            return row.key
        if role == ROLE_VALUE:
            return cell.value
        if role == ROLE_CHOICES:
            return cell.choices
        if role == ROLE_ROW:
            return row
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        cell = self._cell(index)
        if cell is None:
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if cell.choices is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        if cell.check is not None:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: object,  # Qt's setData: a check state or the choice picked (checked here)
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        cell = self._cell(index)
        if cell is None:
            return False
        key = self._rows[index.row()].key
        if role == Qt.ItemDataRole.CheckStateRole and cell.check is not None:
            checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value, True)
            if checked != cell.check:
                self.edited.emit(key, index.column(), checked)
            return True
        if role == Qt.ItemDataRole.EditRole and cell.choices is not None:
            if not any(value == v for v, _label in cell.choices):
                return False
            if value != cell.value:
                self.edited.emit(key, index.column(), value)
            return True
        return False

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._headers[section]
        return None


class FighterModel(MeleeTableModel):
    """The units in the melee (MEL-1..3): order, status and charging may be corrected."""

    COL_UNIT, COL_SIDE, COL_ORDER, COL_STATUS, COL_CHARGING, COL_DICE = range(6)
    COLUMNS = 6


class ContactModel(MeleeTableModel):
    """Enemies touching, and the side of each the other touches (MEL-2)."""

    COL_A, COL_SIDE_OF_B, COL_B, COL_SIDE_OF_A, COL_SOURCE = range(5)
    COLUMNS = 5


class AttackModel(MeleeTableModel):
    """Each attack of the round: dice (MEL-1/2), the roll needed (MEL-3), expected hits."""

    COL_ATTACKER, COL_TARGET, COL_FROM, COL_DICE, COL_NEEDS, COL_EXPECTED = range(6)
    COLUMNS = 6


class SupportModel(MeleeTableModel):
    """Each fighting unit or hedgehog: supports counted and its MEL-10 bonus (MEL-5..8)."""

    COL_UNIT, COL_SUPPORTS, COL_BONUS, COL_NOTE = range(4)
    COLUMNS = 4


class CandidateModel(MeleeTableModel):
    """The friendly units near one fighting unit, each with its verdict (MEL-5..9)."""

    COL_UNIT, COL_QUARTER, COL_DISTANCE, COL_VERDICT, COL_OVERRIDE = range(5)
    COLUMNS = 5


class BreakTestModel(MeleeTableModel):
    """The losers' break tests as the players rolled them (MEL-11; a hedgehog once, MEL-4)."""

    COL_UNIT, COL_AFTER, COL_RESULT = range(3)
    COLUMNS = 3


__all__ = [
    "ROLE_CHOICES",
    "ROLE_KEY",
    "ROLE_ROW",
    "ROLE_VALUE",
    "AttackModel",
    "BreakTestModel",
    "CandidateModel",
    "Cell",
    "ContactModel",
    "FighterModel",
    "MeleeTableModel",
    "SupportModel",
    "TableRow",
]

"""CrtModel: a combat results table as a grid, house-rule overrides marked (ODD-2; issue 10).

For the odds window's CRT editor (``adjutant.windows.odds.crt_editor``). Columns are the
table's odds columns in order (1-3 … 6-1), rows its die faces (1 … die sides),
cells the result codes. It only adapts a ``store.read.queries.CrtInfo``:

- Display: the code in force; an overridden cell reads "NE (was DR)" and has an
  amber background, its tooltip naming the house rule; an unset cell shows "?".
- Edit: the table's own code (an override never hides what the owner typed).
- ``setData`` hands the edit to the editor the window installs (``set_editor``),
  which pushes an undoable store service; the model itself changes nothing, and is
  refreshed by ``set_table`` when the store reports the change.

Targeted ``dataChanged`` when only codes changed; a reset when the shape did.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.store.tools.odds.tables import UNSET, active_overrides

if TYPE_CHECKING:
    from adjutant.store.read.queries import CrtInfo, CrtOverrideInfo

#: The table's own code at a cell (str, "" when unset).
TableCodeRole = Qt.ItemDataRole.UserRole + 1
#: The ``CrtOverrideInfo`` on a cell (enabled or not), or None.
OverrideRole = Qt.ItemDataRole.UserRole + 2
#: True when an active override changes this cell's result.
OverriddenRole = Qt.ItemDataRole.UserRole + 3

OVERRIDE_BACKGROUND = QColor("#ffd27f")  # amber: readable with dark text on either theme
HIGHLIGHT_BACKGROUND = QColor("#bcd9ff")  # the column the current combat uses
ROLLED_BACKGROUND = QColor("#7fb2ff")  # the cell the last roll hit
CELL_FOREGROUND = QColor("#1a1a1a")
UNSET_FOREGROUND = QColor("#d14343")

Editor = Callable[[dict[tuple[str, int], str]], bool]
Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class CrtModel(QAbstractTableModel):
    """Rows = die faces, columns = odds columns of one stored table."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._info: CrtInfo | None = None
        self._columns: tuple[str, ...] = ()
        self._sides = 0
        self._active: dict[tuple[str, int], str] = {}
        self._overrides: dict[tuple[str, int], CrtOverrideInfo] = {}
        self._editor: Editor | None = None
        self._highlight_column: str | None = None
        self._rolled: tuple[str, int] | None = None

    # -- API -----------------------------------------------------------------------------
    def set_table(self, info: CrtInfo | None, *, odd2: bool = True) -> None:
        """Show ``info`` (a ``CrtInfo``; None = nothing); ``odd2``: the ruleset allows ODD-2."""
        columns = tuple(info.columns) if info is not None else ()
        sides = info.die_sides if info is not None else 0
        same_shape = (
            info is not None
            and self._info is not None
            and info.id == self._info.id
            and columns == self._columns
            and sides == self._sides
        )
        if not same_shape:
            self.beginResetModel()
        self._info = info
        self._columns = columns
        self._sides = sides
        self._active = active_overrides(info, odd2=odd2) if info is not None else {}
        self._overrides = (
            {(o.column, o.roll): o for o in info.overrides} if info is not None else {}
        )
        if same_shape:
            if self.rowCount() and self.columnCount():
                self.dataChanged.emit(
                    self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
                )
        else:
            self.endResetModel()

    def table(self) -> CrtInfo | None:
        return self._info

    def set_editor(self, editor: Editor | None) -> None:
        """``editor({(column, face): code})`` -> True if the change was made."""
        self._editor = editor

    def set_highlight(self, column: str | None, rolled: tuple[str, int] | None = None) -> None:
        """Mark the column in play and (after a roll) the cell it hit."""
        self._highlight_column, self._rolled = column, rolled
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(self.rowCount() - 1, self.columnCount() - 1),
                [Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.FontRole],
            )

    def cell(self, index: Index) -> tuple[str, int]:
        """(column, face) of ``index``."""
        return self._columns[index.column()], index.row() + 1

    def index_of(self, column: str, face: int) -> QModelIndex:
        return self.index(face - 1, self._columns.index(column))

    def table_code(self, column: str, face: int) -> str:
        """The table's own code ("" when unset, or when the stored rows do not reach this
        cell: a table whose rows disagree with its die must not fail inside ``data()``,
        where an exception once crashed the window; issue 16)."""
        cells = self._info.cells if self._info is not None else ()
        column_index = self._columns.index(column) if column in self._columns else -1
        if not (0 < face <= len(cells)) or not 0 <= column_index < len(cells[face - 1]):
            return ""
        code = cells[face - 1][column_index]
        return "" if code == UNSET or not isinstance(code, str) else code

    def shown_code(self, column: str, face: int) -> str:
        """The code in force: an active override, else the table's own."""
        return self._active.get((column, face), self.table_code(column, face))

    # -- Qt model ------------------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else self._sides

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def _overridden(self, key: tuple[str, int]) -> bool:
        return key in self._active and self._active[key] != self.table_code(*key)

    # Qt's data: a value of the role's type (text, brush, font, override…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._info is None:
            return None
        if not (0 <= index.row() < self._sides and 0 <= index.column() < len(self._columns)):
            return None
        key = self.cell(index)
        own = self.table_code(*key)
        shown = self.shown_code(*key)
        overridden = self._overridden(key)
        if role == Qt.ItemDataRole.DisplayRole:
            if overridden:
                return QCoreApplication.translate("CrtModel", "{code} (was {original})").format(
                    code=shown, original=own or UNSET
                )
            return shown or UNSET
        if role == Qt.ItemDataRole.EditRole:
            return own
        if role == TableCodeRole:
            return own
        if role == OverrideRole:
            return self._overrides.get(key)
        if role == OverriddenRole:
            return overridden
        if role == Qt.ItemDataRole.ToolTipRole:  # a legend or house rule is the owner's text
            return plain_tooltip(self._tooltip(key, own, shown, overridden))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if self._rolled == key:
                return QBrush(ROLLED_BACKGROUND)
            if overridden:
                return QBrush(OVERRIDE_BACKGROUND)
            if key[0] == self._highlight_column:
                return QBrush(HIGHLIGHT_BACKGROUND)
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if not shown:
                return QBrush(UNSET_FOREGROUND)
            if overridden or self._rolled == key or key[0] == self._highlight_column:
                return QBrush(CELL_FOREGROUND)
            return None
        if role == Qt.ItemDataRole.FontRole and (overridden or self._rolled == key):
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _tooltip(self, key: tuple[str, int], own: str, shown: str, overridden: bool) -> str:
        column, face = key
        lines = [
            QCoreApplication.translate("CrtModel", "Column {column}, roll {face}").format(
                column=column, face=face
            )
        ]
        if not shown:
            lines.append(QCoreApplication.translate("CrtModel", "Not filled in yet"))
            return "\n".join(lines)
        meaning = self._info.legend.get(shown, "") if self._info is not None else ""
        lines.append(f"{shown}: {meaning}" if meaning else shown)
        override = self._overrides.get(key)
        if overridden and override is not None:  # an active override is one of the table's
            lines.append(
                QCoreApplication.translate(
                    "CrtModel", "{code} (was {original}) — house rule: {label}"
                ).format(
                    code=shown,
                    original=own or UNSET,
                    label=override.label or QCoreApplication.translate("CrtModel", "override"),
                )
            )
        elif override is not None and override.result != own:
            lines.append(
                QCoreApplication.translate(
                    "CrtModel", "House rule switched off: {label} would make it {code}"
                ).format(
                    label=override.label or QCoreApplication.translate("CrtModel", "override"),
                    code=override.result,
                )
            )
        return "\n".join(lines)

    # Qt's setData: ``value`` is the code typed (read as text).
    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or self._editor is None:
            return False
        text = "" if value is None else str(value).strip()
        key = self.cell(index)
        if text == self.table_code(*key):
            return False
        return bool(self._editor({key: text}))

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self._columns):
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                return self._columns[section]
            if role == Qt.ItemDataRole.ToolTipRole:
                return QCoreApplication.translate(
                    "CrtModel", "Odds column {column} (ODD-1)"
                ).format(column=self._columns[section])
            return None
        if not 0 <= section < self._sides:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return str(section + 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("CrtModel", "Die roll {face} of d{sides}").format(
                face=section + 1, sides=self._sides
            )
        return None

    def legend(self) -> Mapping[str, str]:
        return {} if self._info is None else dict(self._info.legend)

"""BreakdownView: the terms of a computed number, each with its rule id and value.

For the tool windows (issues 4-6, 10, 11). The rules core returns tuples of
``adjutant.rules.explain.Modifier(key, label, rule, value)``; this view lists
them (Term | Rule | Value) with an optional total row, so "a tool never hides
why" (DESIGN.md). Labels are translated by the caller: pass ``label_for`` (a
function Modifier -> str, usually a lookup on ``Modifier.key`` through tr()),
otherwise the English ``Modifier.label`` is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.rules.explain import Modifier, total

_ROOT = QModelIndex()  # the invisible root, as a default argument
COL_TERM, COL_RULE, COL_VALUE = range(3)
_HEADERS = ("Term", "Rule", "Value")

LabelFor = Callable[[Modifier], str]


def format_value(value: float, signed: bool, locale: QLocale | None = None) -> str:
    """``2`` -> "+2", ``-1`` -> "−1" (a real minus sign), ``1.5`` -> "+1.5"; unsigned if asked."""
    locale = locale or QLocale()
    number = float(value)
    magnitude = abs(number)
    if magnitude == int(magnitude):
        body = locale.toString(int(magnitude))
    else:
        body = locale.toString(magnitude, "f", 2).rstrip("0").rstrip(locale.decimalPoint())
    if number < 0:
        return f"−{body}"
    return f"+{body}" if signed and number > 0 else body


class BreakdownModel(QAbstractTableModel):
    """Rows: the modifiers, then (if ``show_total``) a bold total row."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._modifiers: tuple[Modifier, ...] = ()
        self._label_for: LabelFor | None = None
        self._show_total = True
        self._signed = True

    def set_modifiers(
        self,
        modifiers: Sequence[Modifier],
        *,
        label_for: LabelFor | None = None,
        show_total: bool = True,
        signed: bool = True,
    ) -> None:
        self.beginResetModel()
        self._modifiers = tuple(modifiers)
        self._label_for = label_for
        self._show_total = show_total
        self._signed = signed
        self.endResetModel()

    def modifiers(self) -> tuple[Modifier, ...]:
        return self._modifiers

    def retranslate(self) -> None:
        """Labels and headers are re-read in the current language."""
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, 2))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 2)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        if parent.isValid():
            return 0
        return len(self._modifiers) + (1 if self._show_total and self._modifiers else 0)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def _is_total(self, row: int) -> bool:
        return row == len(self._modifiers)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.FontRole and self._is_total(row):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_VALUE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if self._is_total(row):
            if column == COL_TERM:
                return QCoreApplication.translate("BreakdownView", "Total")
            if column == COL_VALUE:
                return format_value(total(self._modifiers), signed=False)
            return ""
        modifier = self._modifiers[row]
        if column == COL_TERM:
            return self._label_for(modifier) if self._label_for else modifier.label
        if column == COL_RULE:
            return modifier.rule
        return format_value(modifier.value, signed=self._signed)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:

        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < 3:
            return QCoreApplication.translate("BreakdownView", _HEADERS[section])
        if orientation == Qt.Orientation.Vertical and 0 <= section < self.rowCount():
            return section + 1
        return None


# Marks the header strings for lupdate (they are translated in headerData).
_HEADER_SOURCES = (
    QT_TRANSLATE_NOOP("BreakdownView", "Term"),
    QT_TRANSLATE_NOOP("BreakdownView", "Rule"),
    QT_TRANSLATE_NOOP("BreakdownView", "Value"),
)


class BreakdownView(QTableView):
    """A compact read-only table of a :class:`BreakdownModel`.

    ``set_modifiers(modifiers, label_for=None, show_total=True, signed=True)``.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = BreakdownModel(self)
        self.setModel(self._model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(COL_TERM, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_RULE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_VALUE, QHeaderView.ResizeMode.ResizeToContents)

    def breakdown_model(self) -> BreakdownModel:
        return self._model

    def set_modifiers(
        self,
        modifiers: Sequence[Modifier],
        *,
        label_for: LabelFor | None = None,
        show_total: bool = True,
        signed: bool = True,
    ) -> None:
        self._model.set_modifiers(
            modifiers, label_for=label_for, show_total=show_total, signed=signed
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._model.retranslate()
        super().changeEvent(event)

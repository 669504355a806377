"""Qt models of the army-list import dialog: the preview tree, the skipped entries and
the field mapping (issue 17).

For ``adjutant.windows.import_list``. They only adapt plain values of
``adjutant.lists`` (an :class:`~adjutant.lists.ArmyList`, a
:class:`~adjutant.lists.mapping.Mapping`); the dialog runs the import through the
store's service. Names are returned as plain text for the views (item views never
render rich text).

- :class:`PreviewModel`: formations → units (→ attached units), columns name,
  models, points, profile; a formation's row shows its totals.
- :class:`SkippedModel`: what the list holds but will not be imported, and why.
- :class:`MappingModel`: one row per Adjutant profile field: the characteristic it
  is read from (editable; ``ChoicesRole`` lists the list's characteristics) and an
  example (the first unit's value and what Adjutant reads from it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from adjutant.lists.mapping import FIELDS, Mapping, read_value
from adjutant.lists.model import ArmyList, ListFormation, ListUnit
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.list_texts import profile_text

COL_NAME, COL_MODELS, COL_POINTS, COL_PROFILE = range(4)
ChoicesRole = Qt.ItemDataRole.UserRole + 1
_NO_PARENT = QModelIndex()
_CONTEXT = "ArmyLists"

_PREVIEW_HEADERS = (
    QT_TRANSLATE_NOOP("ArmyLists", "Formation / unit"),
    QT_TRANSLATE_NOOP("ArmyLists", "Models"),
    QT_TRANSLATE_NOOP("ArmyLists", "Points"),
    QT_TRANSLATE_NOOP("ArmyLists", "Profile"),
)
FIELD_LABELS = {
    "movement": QT_TRANSLATE_NOOP("ArmyLists", "Movement"),
    "melee_dice": QT_TRANSLATE_NOOP("ArmyLists", "Melee dice (MEL-1)"),
    "to_hit": QT_TRANSLATE_NOOP("ArmyLists", "To hit (MEL-3)"),
    "attack_factor": QT_TRANSLATE_NOOP("ArmyLists", "Attack factor"),
    "defence_factor": QT_TRANSLATE_NOOP("ArmyLists", "Defence factor"),
}
_MAPPING_HEADERS = (
    QT_TRANSLATE_NOOP("ArmyLists", "Adjutant field"),
    QT_TRANSLATE_NOOP("ArmyLists", "Read from"),
    QT_TRANSLATE_NOOP("ArmyLists", "Example"),
)


def _t(source: str) -> str:
    return QCoreApplication.translate(_CONTEXT, source)


def _number(value: float | None) -> str:
    if value is None:
        return ""
    return (
        QLocale().toString(int(value))
        if float(value).is_integer()
        else QLocale().toString(value, "f", 1)
    )


def _plain_tips(data: Callable[..., Any]) -> Callable[..., Any]:
    """A model's ``data`` whose tool tips show the list's names as text (issue 16): a name
    from a file may hold markup, and Qt reads a tool tip that looks like markup as such."""

    def wrapped(self: Any, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = data(self, index, role)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str) and value:
            return plain_tooltip(value)
        return value

    return wrapped


class _Node:
    __slots__ = ("children", "item", "parent", "row")

    def __init__(self, item: Any, parent: _Node | None, row: int) -> None:
        self.item = item
        self.parent = parent
        self.row = row
        self.children: list[_Node] = []


class PreviewModel(QAbstractItemModel):
    """The tree the import will create."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._root = _Node(None, None, 0)
        self._army: ArmyList | None = None
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def army(self) -> ArmyList | None:
        return self._army

    def set_army(self, army: ArmyList | None) -> None:
        self.beginResetModel()
        self._army = army
        self._root = _Node(None, None, 0)
        if army is not None:
            for formation in army.formations:
                self._add(self._root, formation)
        self.endResetModel()

    def _add(self, parent: _Node, item: ListFormation | ListUnit) -> None:
        node = _Node(item, parent, len(parent.children))
        parent.children.append(node)
        if isinstance(item, ListFormation):
            for unit in item.units:
                self._add(node, unit)
            for child in item.formations:
                self._add(node, child)
        else:
            for attached in item.units:
                self._add(node, attached)

    def _node(self, index: QModelIndex | QPersistentModelIndex) -> _Node:
        return index.internalPointer() if index.isValid() else self._root

    def index(self, row: int, column: int, parent=_NO_PARENT) -> QModelIndex:
        node = self._node(parent)
        if not 0 <= row < len(node.children) or not 0 <= column < 4:
            return QModelIndex()
        return self.createIndex(row, column, node.children[row])

    def parent(self, index=_NO_PARENT) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        node = index.internalPointer().parent
        if node is None or node is self._root:
            return QModelIndex()
        return self.createIndex(node.row, 0, node)

    def rowCount(self, parent=_NO_PARENT) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._node(parent).children)

    def columnCount(self, parent=_NO_PARENT) -> int:
        return 4

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return _t(_PREVIEW_HEADERS[section]) if 0 <= section < 4 else None
        return None

    def flags(self, index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    @_plain_tips
    def data(self, index, role=Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        item = index.internalPointer().item
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if isinstance(item, ListFormation):
                units = [u for f in item.walk() for top in f.units for u in top.walk()]
                values = {
                    COL_NAME: item.name,
                    COL_MODELS: QLocale().toString(sum(u.models for u in units)),
                    COL_POINTS: _number(sum(u.points or 0 for u in units)),
                    COL_PROFILE: QCoreApplication.translate("ArmyLists", "{count} unit(s)").format(
                        count=len(units)
                    ),
                }
            else:
                values = {
                    COL_NAME: item.name,
                    COL_MODELS: QLocale().toString(item.models),
                    COL_POINTS: _number(item.points),
                    COL_PROFILE: profile_text(item.profile),
                }
                if (
                    role == Qt.ItemDataRole.ToolTipRole
                    and column == COL_NAME
                    and item.command_group
                ):
                    return QCoreApplication.translate(
                        "ArmyLists", "Command group: {members}"
                    ).format(members=", ".join(item.command_group))
            if role == Qt.ItemDataRole.ToolTipRole and column != COL_PROFILE:
                return None
            return values.get(column)
        if role == Qt.ItemDataRole.FontRole and isinstance(item, ListFormation) and column == 0:
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COL_MODELS, COL_POINTS):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


# The readers' reasons (adjutant.lists, English) shown in the interface's language.
_REASONS = {
    "a list option (no models), not a unit": QT_TRANSLATE_NOOP(
        "ArmyLists", "a list option (no models), not a unit"
    ),
    "a manifestation (summoned during the game), not a unit": QT_TRANSLATE_NOOP(
        "ArmyLists", "a manifestation (summoned during the game), not a unit"
    ),
    "a terrain feature, not a unit": QT_TRANSLATE_NOOP(
        "ArmyLists", "a terrain feature, not a unit"
    ),
    "has no models (strength 0)": QT_TRANSLATE_NOOP("ArmyLists", "has no models (strength 0)"),
    "has no models (0)": QT_TRANSLATE_NOOP("ArmyLists", "has no models (0)"),
    "has no unit name": QT_TRANSLATE_NOOP("ArmyLists", "has no unit name"),
}


def reason_text(why: str) -> str:
    source = _REASONS.get(why)
    return QCoreApplication.translate(_CONTEXT, source) if source else why


class SkippedModel(QAbstractTableModel):
    """(name, why) of every entry the import leaves out."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str]] = []

    def set_army(self, army: ArmyList | None) -> None:
        self.beginResetModel()
        self._rows = [(s.name, s.why) for s in army.skipped] if army is not None else []
        self.endResetModel()

    def rowCount(self, parent=_NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=_NO_PARENT) -> int:
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (
                (
                    QCoreApplication.translate("ArmyLists", "Skipped entry"),
                    QCoreApplication.translate("ArmyLists", "Why"),
                )[section]
                if 0 <= section < 2
                else None
            )
        return None

    @_plain_tips
    def data(self, index, role=Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        name, why = self._rows[index.row()]
        return name if index.column() == 0 else reason_text(why)


class MappingModel(QAbstractTableModel):
    """Adjutant field → the characteristic it is read from; ``mappingChanged`` on edits."""

    COL_FIELD, COL_SOURCE, COL_EXAMPLE = 0, 1, 2
    mappingChanged = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mapping = Mapping("", tuple((f, "") for f in FIELDS))
        self._names: tuple[str, ...] = ()
        self._army: ArmyList | None = None
        self.unit_of_length = "inch"

    @property
    def mapping(self) -> Mapping:
        return self._mapping

    def set_list(self, army: ArmyList | None, mapping: Mapping) -> None:
        self.beginResetModel()
        self._army = army
        self._names = army.characteristic_names() if army is not None else ()
        self._mapping = mapping
        self.endResetModel()

    def rowCount(self, parent=_NO_PARENT) -> int:
        return 0 if parent.isValid() else len(FIELDS)

    def columnCount(self, parent=_NO_PARENT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return _t(_MAPPING_HEADERS[section]) if 0 <= section < 3 else None
        return None

    def flags(self, index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.COL_SOURCE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def _example(self, field: str, source: str) -> str:
        if not source or self._army is None:
            return QCoreApplication.translate("ArmyLists", "not read: Adjutant's default")
        for unit in self._army.all_units():
            raw = dict(unit.profile).get(source)
            if raw is None:
                continue
            value = read_value(field, raw, self.unit_of_length)
            if value is None:
                return QCoreApplication.translate(
                    "ArmyLists", "{unit}: {raw} → nothing to read"
                ).format(unit=unit.name, raw=raw)
            return QCoreApplication.translate("ArmyLists", "{unit}: {raw} → {value}").format(
                unit=unit.name, raw=raw, value=_number(value)
            )
        return QCoreApplication.translate("ArmyLists", "no unit has {name}").format(name=source)

    @_plain_tips
    def data(self, index, role=Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        field = FIELDS[index.row()]
        source = self._mapping.source(field)
        column = index.column()
        if role == ChoicesRole:
            return ("", *self._names)
        if role == Qt.ItemDataRole.EditRole and column == self.COL_SOURCE:
            return source
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.COL_FIELD:
                return _t(FIELD_LABELS[field])
            if column == self.COL_SOURCE:
                return source or QCoreApplication.translate("ArmyLists", "(none)")
            return self._example(field, source)
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if (
            not index.isValid()
            or index.column() != self.COL_SOURCE
            or role != Qt.ItemDataRole.EditRole
            or not isinstance(value, str)
            or (value and value not in self._names)
        ):
            return False
        field = FIELDS[index.row()]
        if self._mapping.source(field) == value:
            return True
        self._mapping = self._mapping.with_source(field, value)
        self.dataChanged.emit(index, index.siblingAtColumn(self.COL_EXAMPLE))
        self.mappingChanged.emit(self._mapping)
        return True

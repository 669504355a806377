"""Qt models of the army-list import dialog: the preview tree, the skipped entries and
the field mapping (issue 17).

For ``adjutant.windows.import_list``. They only adapt plain values of
``adjutant.lists`` (an :class:`~adjutant.lists.ArmyList`, a
:class:`~adjutant.lists.mapping.Mapping`); the dialog runs the import through the
store's service. Names are returned as plain text for the views (item views never
render rich text).

- :class:`PreviewModel`: formations → units (→ attached units), columns name,
  models, where the count came from, points, profile; a formation's row shows its
  totals. A unit's model count is editable (issue 27): :meth:`PreviewModel.counts` hands
  the player's changes to the import.
- :class:`SkippedModel`: what the list holds but will not be imported, and why.
- :class:`MappingModel`: one row per Adjutant profile field: the characteristic it
  is read from (editable; ``ChoicesRole`` lists the list's characteristics) and an
  example (the first unit's value and what Adjutant reads from it).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
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

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.lists.mapping import FIELDS, UNKNOWN, Mapping, compatible, directions, read_value
from adjutant.lists.model import ArmyList, ListFormation, ListUnit
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.list_texts import NAME_AND_TYPE, profile_text

COL_NAME, COL_MODELS, COL_COUNT_FROM, COL_POINTS, COL_PROFILE = range(5)
_COLUMNS = 5
ChoicesRole = Qt.ItemDataRole.UserRole + 1
_NO_PARENT = QModelIndex()
_CONTEXT = "ArmyLists"
Index = QModelIndex | QPersistentModelIndex

_PREVIEW_HEADERS = (
    QT_TRANSLATE_NOOP("ArmyLists", "Formation / unit"),
    QT_TRANSLATE_NOOP("ArmyLists", "Models"),
    QT_TRANSLATE_NOOP("ArmyLists", "Count from"),
    QT_TRANSLATE_NOOP("ArmyLists", "Points"),
    QT_TRANSLATE_NOOP("ArmyLists", "Profile"),
)
# Where a unit's model count came from (lists.model.COUNT_*), as the preview says it.
COUNT_FROM = {
    "models": QT_TRANSLATE_NOOP("ArmyLists", "its model entries"),
    "name": QT_TRANSLATE_NOOP("ArmyLists", "the size in its name"),
    "child_name": QT_TRANSLATE_NOOP("ArmyLists", "the size in “{detail}”"),
    "characteristic": QT_TRANSLATE_NOOP("ArmyLists", "its profile: {detail}"),
    "default": QT_TRANSLATE_NOOP("ArmyLists", "not stated: one (change it if wrong)"),
    "given": QT_TRANSLATE_NOOP("ArmyLists", "the list's count ({detail})"),
    "line": QT_TRANSLATE_NOOP("ArmyLists", "the count on its line ({detail})"),
    "model_lines": QT_TRANSLATE_NOOP("ArmyLists", "the model lines under it"),
    "player": QT_TRANSLATE_NOOP("ArmyLists", "changed by you (the list said {count})"),
}
COUNT_TIP = QT_TRANSLATE_NOOP(
    "ArmyLists", "Double-click a unit's models to change its count before importing"
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


def _plain_tip(role: int, value: object) -> object:
    """What a model's ``data`` answers, its tool tips showing the list's names as text (issue
    16): a name from a file may hold markup, and Qt reads a tool tip that looks like markup
    as such."""
    if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str) and value:
        return plain_tooltip(value)
    return value


class _Node:
    __slots__ = ("children", "index", "item", "parent", "row")

    def __init__(
        self, item: ListFormation | ListUnit | None, parent: _Node | None, row: int, index: int = -1
    ) -> None:
        self.item = item
        self.parent = parent
        self.row = row
        self.index = index  # a unit's place in ArmyList.all_units() (-1: a formation)
        self.children: list[_Node] = []


class PreviewModel(QAbstractItemModel):
    """The tree the import will create."""

    countsChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._root = _Node(None, None, 0)
        self._army: ArmyList | None = None
        self._counts: dict[int, int] = {}
        self._units = 0
        self._bold = QFont()
        self._bold.setBold(True)

    @property
    def army(self) -> ArmyList | None:
        return self._army

    def counts(self) -> dict[int, int]:
        """The counts the player changed: {unit index in ``all_units()`` order: models}."""
        return dict(self._counts)

    def models(self) -> int:
        """Every model of the list, with the player's changes."""
        return sum(self._models(n) for n in self._unit_nodes(self._root))

    def set_army(self, army: ArmyList | None) -> None:
        self.beginResetModel()
        self._army = army
        self._counts = {}
        self._units = 0
        self._root = _Node(None, None, 0)
        if army is not None:
            # Iteratively, in all_units() order (a formation's units, then the formations
            # inside it): no recursion on the list's depth.
            stack: list[tuple[_Node, ListFormation]] = [
                (self._root, f) for f in reversed(army.formations)
            ]
            while stack:
                parent, item = stack.pop()
                node = self._add(parent, item)
                if isinstance(item, ListFormation):
                    stack.extend((node, f) for f in reversed(item.formations))
        self.endResetModel()

    def _add(self, parent: _Node, item: ListFormation | ListUnit) -> _Node:
        node = _Node(item, parent, len(parent.children))
        parent.children.append(node)
        if isinstance(item, ListFormation):
            for unit in item.units:
                self._add(node, unit)
        else:
            node.index = self._units
            self._units += 1
            for attached in item.units:
                self._add(node, attached)
        return node

    def _models(self, node: _Node) -> int:
        models = node.item.models if isinstance(node.item, ListUnit) else 0
        return self._counts.get(node.index, models)

    @staticmethod
    def _points(node: _Node) -> float:
        return (node.item.points or 0) if isinstance(node.item, ListUnit) else 0

    def _unit_nodes(self, node: _Node) -> list[_Node]:
        out: list[_Node] = []
        stack = list(node.children)
        while stack:
            n = stack.pop()
            if isinstance(n.item, ListUnit):
                out.append(n)
            stack.extend(n.children)
        return out

    def _node(self, index: Index) -> _Node:
        if not index.isValid():
            return self._root
        node: _Node = index.internalPointer()  # Qt's internal pointer: this model's _Node
        return node

    def index(self, row: int, column: int, parent: Index = _NO_PARENT) -> QModelIndex:
        node = self._node(parent)
        if not 0 <= row < len(node.children) or not 0 <= column < _COLUMNS:
            return QModelIndex()
        return self.createIndex(row, column, node.children[row])

    def parent(self, index: Index = _NO_PARENT) -> QModelIndex:  # type: ignore[override]
        # (Qt's stubs overload parent(): no argument, QObject's; an index, the model's.)
        if not index.isValid():
            return QModelIndex()
        node = self._node(index).parent
        if node is None or node is self._root:
            return QModelIndex()
        return self.createIndex(node.row, 0, node)

    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._node(parent).children)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return _COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < _COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _t(_PREVIEW_HEADERS[section])
        if role == Qt.ItemDataRole.ToolTipRole and section == COL_MODELS:
            return _t(COUNT_TIP)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == COL_MODELS and isinstance(self._node(index).item, ListUnit):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    # Qt's setData: ``value`` is whatever the editor gave; int() reads it (a refusal caught).
    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """A unit's model count, as the player sets it (1 to 100000)."""
        if (
            not index.isValid()
            or role != Qt.ItemDataRole.EditRole
            or index.column() != COL_MODELS
            or isinstance(value, bool)
        ):
            return False
        node = self._node(index)
        if not isinstance(node.item, ListUnit):
            return False
        try:
            models = int(value)
        except (TypeError, ValueError):
            return False
        if models != value and str(models) != str(value).strip():
            return False
        if not 1 <= models <= 100_000:
            return False
        if models == node.item.models:
            self._counts.pop(node.index, None)
        else:
            self._counts[node.index] = models
        # sibling(), not siblingAtColumn(): a QPersistentModelIndex has only the former.
        self.dataChanged.emit(index, index.sibling(index.row(), COL_COUNT_FROM))
        parent = index.parent()
        while parent.isValid():  # the formations' totals above it
            self.dataChanged.emit(
                parent.siblingAtColumn(COL_MODELS), parent.siblingAtColumn(COL_MODELS)
            )
            parent = parent.parent()
        self.countsChanged.emit()
        return True

    def count_from(self, node: _Node) -> str:
        """Where the unit's model count came from, in the interface's language."""
        unit = node.item
        if not isinstance(unit, ListUnit):
            return ""
        if node.index in self._counts:
            return _t(COUNT_FROM["player"]).format(count=QLocale().toString(unit.models))
        source = COUNT_FROM.get(unit.count_from)
        return _t(source).format(detail=unit.count_detail) if source else unit.count_from

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Qt's data: a value of the role's type.
        return _plain_tip(role, self._value(index, role))

    def _value(self, index: Index, role: int) -> object:
        if not index.isValid():
            return None
        node = self._node(index)
        item = node.item
        if item is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.EditRole and column == COL_MODELS and node.index >= 0:
            return self._models(node)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if isinstance(item, ListFormation):
                units = self._unit_nodes(node)
                values = {
                    COL_NAME: item.name,
                    COL_MODELS: QLocale().toString(sum(self._models(u) for u in units)),
                    COL_POINTS: _number(sum(self._points(u) for u in units)),
                    COL_PROFILE: QCoreApplication.translate("ArmyLists", "{count} unit(s)").format(
                        count=len(units)
                    ),
                }
            else:
                name = item.name
                if item.type_name:
                    name = _t(NAME_AND_TYPE).format(name=item.name, type=item.type_name)
                values = {
                    COL_NAME: name,
                    COL_MODELS: QLocale().toString(self._models(node)),
                    COL_COUNT_FROM: self.count_from(node),
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
            if role == Qt.ItemDataRole.ToolTipRole and column not in (COL_PROFILE, COL_COUNT_FROM):
                return None
            return values.get(column)
        if role == Qt.ItemDataRole.FontRole and isinstance(item, ListFormation) and column == 0:
            return self._bold
        if role == Qt.ItemDataRole.FontRole and column == COL_MODELS and node.index in self._counts:
            return self._bold  # the player's own count
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

    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else 2

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
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

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Qt's data: a value of the role's type.
        return _plain_tip(role, self._value(index, role))

    def _value(self, index: Index, role: int) -> object:
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
        self._directions: dict[str, str] = {}
        self._army: ArmyList | None = None
        self.unit_of_length = "inch"

    @property
    def mapping(self) -> Mapping:
        return self._mapping

    def set_list(self, army: ArmyList | None, mapping: Mapping) -> None:
        self.beginResetModel()
        self._army = army
        self._names = army.characteristic_names() if army is not None else ()
        self._directions = (
            directions(army.game_system, army.all_units()) if army is not None else {}
        )
        self._mapping = mapping
        self.endResetModel()

    def choices(self, field: str) -> tuple[str, ...]:
        """The characteristics that may fill ``field``: none of the other direction (a
        higher-is-better Fight never fills to hit, issue 27)."""
        return tuple(n for n in self._names if compatible(field, self._directions.get(n, UNKNOWN)))

    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(FIELDS)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return _t(_MAPPING_HEADERS[section]) if 0 <= section < 3 else None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
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

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Qt's data: a value of the role's type.
        return _plain_tip(role, self._value(index, role))

    def _value(self, index: Index, role: int) -> object:
        if not index.isValid():
            return None
        field = FIELDS[index.row()]
        source = self._mapping.source(field)
        column = index.column()
        if role == ChoicesRole:
            return ("", *self.choices(field))
        if role == Qt.ItemDataRole.EditRole and column == self.COL_SOURCE:
            return source
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.COL_FIELD:
                return _t(FIELD_LABELS[field])
            if column == self.COL_SOURCE:
                return source or QCoreApplication.translate("ArmyLists", "(none)")
            return self._example(field, source)
        return None

    # ``value``: the characteristic picked (only a text is taken).
    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            not index.isValid()
            or index.column() != self.COL_SOURCE
            or role != Qt.ItemDataRole.EditRole
            or not isinstance(value, str)
            or (value and value not in self.choices(FIELDS[index.row()]))
        ):
            return False
        field = FIELDS[index.row()]
        if self._mapping.source(field) == value:
            return True
        self._mapping = self._mapping.with_source(field, value)
        self.dataChanged.emit(index, index.sibling(index.row(), self.COL_EXAMPLE))
        self.mappingChanged.emit(self._mapping)
        return True

"""The order of battle's tree as its model holds it, and how it follows the store (issue 9).

For :class:`adjutant.qtmodels.oob_model.OobModel`, the state part of it (issue 23 took it
out of the model's class, which keeps the Qt interface and the cells' look).

- :class:`SideRow`, :class:`FormationRow`: what the tree keeps of a side and a formation
  (a unit is its ``queries.UnitInfo``).
- :class:`TreeSnapshot`: the tree the store holds now (key -> info, key -> child keys).
- :class:`OobTree`: the tree shown, by node (:class:`Node`, keyed by :func:`node_key`, the
  index's internal id, stable across reloads, so persistent indexes survive). :meth:`load`
  builds it anew (inside the model's reset); :meth:`sync` makes it equal to a snapshot with
  targeted remove / move / insert / dataChanged signals of the model, top-down, a row that
  belongs elsewhere being *pulled* (``beginMoveRows``) when its new parent is reached, so a
  dragged unit keeps its persistent index and the view its selection.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex

if TYPE_CHECKING:  # the store's read side loads with the first game
    from adjutant.store.read.queries import (
        CommanderInfo,
        FormationNode,
        OrderOfBattle,
        UnitInfo,
    )

#: The kinds of row (the low two bits of a node's key).
SIDE, FORMATION, UNIT = range(3)
#: The key of the invisible root (kind 3 never names a row).
ROOT_KEY = 3


@dataclass(frozen=True, slots=True)
class SideRow:
    """A side as the tree shows it (``queries.SideInfo`` without its formations)."""

    id: int
    name: str
    position: int
    colour: str | None
    commander: CommanderInfo | None


@dataclass(frozen=True, slots=True)
class FormationRow:
    """A formation as the tree shows it (``queries.FormationNode`` without its children)."""

    id: int
    side_id: int
    parent_id: int | None
    name: str
    kind: str
    position: int


#: What a row shows: a side, a formation, or a unit (its ``queries.UnitInfo``).
RowInfo: TypeAlias = "SideRow | FormationRow | UnitInfo"


def node_key(kind: int, ident: int) -> int:
    """A row's key: its id and its kind (the index's internal id)."""
    return (ident << 2) | kind


class Node:
    """One row of the tree: its key (kind, id), what it shows, its place."""

    __slots__ = ("children", "info", "key", "kind", "parent", "row")

    def __init__(self, key: int, info: RowInfo | None, parent: Node | None) -> None:
        self.key = key
        self.kind = key & 3
        self.info = info
        self.parent = parent
        self.children: list[Node] = []
        self.row = 0

    @property
    def ident(self) -> int:
        return self.key >> 2


class TreeSnapshot:
    """The tree the store holds now: key → info, key → ordered child keys."""

    __slots__ = ("children", "info")

    def __init__(self, oob: OrderOfBattle) -> None:
        self.info: dict[int, RowInfo] = {}
        self.children: dict[int, list[int]] = {ROOT_KEY: []}
        for side in oob.sides:
            skey = node_key(SIDE, side.id)
            self.children[ROOT_KEY].append(skey)
            self.info[skey] = SideRow(
                side.id, side.name, side.position, side.colour, side.commander
            )
            self.children[skey] = [self._add_formation(f) for f in side.formations]

    def _add_formation(self, node: FormationNode) -> int:
        fkey = node_key(FORMATION, node.id)
        self.info[fkey] = FormationRow(
            node.id, node.side_id, node.parent_id, node.name, node.kind, node.position
        )
        kids = [self._add_formation(child) for child in node.children]
        for unit in node.units:
            ukey = node_key(UNIT, unit.id)
            self.info[ukey] = unit
            self.children[ukey] = []
            kids.append(ukey)
        self.children[fkey] = kids
        return fkey


class OobTree:
    """The rows ``model`` shows, kept equal to the store's tree (see the module's doc)."""

    def __init__(self, model: QAbstractItemModel, columns: int) -> None:
        self.model = model
        self.columns = columns
        self.root = Node(ROOT_KEY, None, None)
        self.nodes: dict[int, Node] = {}

    # -- building and following the store ----------------------------------------------------

    def load(self, snapshot: TreeSnapshot | None) -> None:
        """Build the tree anew (call it between the model's begin/endResetModel)."""
        self.root.children = []
        self.nodes = {}
        if snapshot is not None:
            self._build(self.root, snapshot)

    def _build(self, node: Node, snapshot: TreeSnapshot) -> None:
        for row, key in enumerate(snapshot.children.get(node.key, ())):
            child = Node(key, snapshot.info[key], node)
            child.row = row
            node.children.append(child)
            self.nodes[key] = child
            self._build(child, snapshot)

    def sync(self, snapshot: TreeSnapshot) -> None:
        """Make the tree equal to ``snapshot`` with remove / move / insert / dataChanged."""
        self._sync_children(self.root, snapshot)

    def _sync_children(self, node: Node, snapshot: TreeSnapshot) -> None:
        wanted = snapshot.children.get(node.key, [])
        for row, key in enumerate(wanted):
            current = node.children[row] if row < len(node.children) else None
            if current is None or current.key != key:
                existing = self.nodes.get(key)
                if existing is not None and not self.is_ancestor_or_self(existing, node):
                    self._move_node(existing, node, row)
                else:
                    if existing is not None:
                        self._remove_node(existing)
                    self._insert_node(node, row, key, snapshot.info[key])
            child = node.children[row]
            info = snapshot.info[key]
            if child.info != info:
                child.info = info
                self.row_changed(child)
        # Rows gone from the game leave now; rows that moved elsewhere wait to be pulled.
        for child in reversed(node.children[len(wanted) :]):
            if child.key not in snapshot.info:
                self._remove_node(child)
        for key in wanted:
            self._sync_children(self.nodes[key], snapshot)

    @staticmethod
    def is_ancestor_or_self(candidate: Node, node: Node | None) -> bool:
        while node is not None:
            if node is candidate:
                return True
            node = node.parent
        return False

    @staticmethod
    def _renumber(node: Node, start: int = 0) -> None:
        children = node.children
        for row in range(start, len(children)):
            children[row].row = row

    def _insert_node(self, parent: Node, row: int, key: int, info: RowInfo | None) -> None:
        self.model.beginInsertRows(self.index_of(parent), row, row)
        child = Node(key, info, parent)
        parent.children.insert(row, child)
        self._renumber(parent, row)
        self.nodes[key] = child
        self.model.endInsertRows()

    def _remove_node(self, node: Node) -> None:
        parent = node.parent
        assert parent is not None
        row = node.row
        self.model.beginRemoveRows(self.index_of(parent), row, row)
        parent.children.pop(row)
        self._renumber(parent, row)
        node.parent = None
        self._forget(node)
        self.model.endRemoveRows()

    def _forget(self, node: Node) -> None:
        self.nodes.pop(node.key, None)
        for child in node.children:
            self._forget(child)

    def _move_node(self, node: Node, parent: Node, row: int) -> None:
        source = node.parent
        assert source is not None
        source_row = node.row
        ok = self.model.beginMoveRows(
            self.index_of(source), source_row, source_row, self.index_of(parent), row
        )
        if not ok:  # cannot happen top-down (see sync); keep the tree right regardless
            self._remove_node(node)
            self._insert_node(parent, row, node.key, node.info)
            return
        source.children.pop(source_row)
        if source is parent and source_row < row:
            row -= 1
        parent.children.insert(row, node)
        node.parent = parent
        self._renumber(source, min(source_row, row) if source is parent else source_row)
        if source is not parent:
            self._renumber(parent, row)
        self.model.endMoveRows()

    # -- signals for what a row shows -----------------------------------------------------

    def row_changed(self, node: Node) -> None:
        """Every cell of ``node``'s row changed."""
        parent = self.index_of(node.parent) if node.parent is not None else QModelIndex()
        model = self.model
        model.dataChanged.emit(
            model.index(node.row, 0, parent), model.index(node.row, self.columns - 1, parent)
        )

    def subtree_changed(self, node: Node) -> None:
        """Every cell under ``node`` changed (a language switch)."""
        if node.children:
            parent = self.index_of(node)
            self.model.dataChanged.emit(
                self.model.index(0, 0, parent),
                self.model.index(len(node.children) - 1, self.columns - 1, parent),
            )
            for child in node.children:
                self.subtree_changed(child)

    # -- lookups -----------------------------------------------------------------------------

    def index_of(self, node: Node | None, column: int = 0) -> QModelIndex:
        if node is None or node is self.root:
            return QModelIndex()
        return self.model.createIndex(node.row, column, node.key)

    def node(self, index: QModelIndex | QPersistentModelIndex) -> Node | None:
        if not index.isValid():
            return None
        return self.nodes.get(index.internalId())

    def get(self, kind: int, ident: int) -> Node | None:
        return self.nodes.get(node_key(kind, ident))

    def walk(self, node: Node) -> Iterator[Node]:
        """Every row under ``node``, depth first."""
        for child in node.children:
            yield child
            yield from self.walk(child)

    @staticmethod
    def side_id(node: Node) -> int:
        info = node.info
        if info is None:  # the root: no side
            raise ValueError("the root of the tree has no side")
        return info.id if isinstance(info, SideRow) else info.side_id


def unit_info(node: Node | None) -> UnitInfo | None:
    """The ``UnitInfo`` a unit's row shows (None for any other row)."""
    info = None if node is None else node.info
    return None if info is None or isinstance(info, SideRow | FormationRow) else info


__all__ = [
    "FORMATION",
    "ROOT_KEY",
    "SIDE",
    "UNIT",
    "FormationRow",
    "Node",
    "OobTree",
    "RowInfo",
    "SideRow",
    "TreeSnapshot",
    "node_key",
    "unit_info",
]

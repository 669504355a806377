"""What the order of battle's model changes: cells typed in, rows dragged (issues 9, 22, 23).

For :class:`adjutant.qtmodels.oob_model.OobModel`, the actions part of it (issue 23 took it
out of the model's class, which keeps the Qt interface and the cells' look), and through
it for the order-of-battle dock. :class:`OobEdits` turns an edit into one undoable store
call (``adjutant.undo.run_service``) and a drop of several rows into one store batch
(``adjutant.undo.batch``: all or nothing, one undo step also after reopening the game);
a refused value changes nothing and is said beside its cell (the model's ``cellRefused``)
or for the whole edit (``editRefused``).

- :func:`coerce`: editors hand over text, floats or enum members: the type the store
  expects (the store checks the range); :func:`field_label`: a unit field by its name.
- :data:`MIME_TYPE` and :func:`mime_items` / :func:`decode`: dragged rows as JSON.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.formatting import refusal_reason
from adjutant.qtmodels.oob_tree import FORMATION, UNIT, Node, OobTree
from adjutant.undo.batch import call, run_batch
from adjutant.undo.service import Service, run_service

if TYPE_CHECKING:
    from adjutant.qtmodels.oob_model import OobModel

Index = QModelIndex | QPersistentModelIndex

#: Dragged rows: a JSON list of [kind, id].
MIME_TYPE = "application/x-adjutant-oob-items"


def field_label(field: str) -> str:
    """A unit field's name as the user reads it."""
    names = {
        "name": QT_TRANSLATE_NOOP("OobModel", "Name"),
        "unit_type": QT_TRANSLATE_NOOP("OobModel", "Type"),
        "size_class": QT_TRANSLATE_NOOP("OobModel", "Size"),
        "formation": QT_TRANSLATE_NOOP("OobModel", "Formation"),
        "status": QT_TRANSLATE_NOOP("OobModel", "Status"),
        "token": QT_TRANSLATE_NOOP("OobModel", "Token"),
        "movement": QT_TRANSLATE_NOOP("OobModel", "Movement"),
        "melee_dice": QT_TRANSLATE_NOOP("OobModel", "Melee dice"),
        "casualties": QT_TRANSLATE_NOOP("OobModel", "Casualties"),
        "to_hit": QT_TRANSLATE_NOOP("OobModel", "To hit"),
        "attack_factor": QT_TRANSLATE_NOOP("OobModel", "Attack factor"),
        "defence_factor": QT_TRANSLATE_NOOP("OobModel", "Defence factor"),
        "notes": QT_TRANSLATE_NOOP("OobModel", "Notes"),
        "formation_id": QT_TRANSLATE_NOOP("OobModel", "Formation"),
    }
    source = names.get(field)
    return QCoreApplication.translate("OobModel", source) if source else field


_NUMBER_FIELDS = {"movement": float, "melee_dice": int, "casualties": int}


def coerce(field: str, value: object) -> object:
    """Editors hand over text, floats or enum members: make the type the store expects.

    Only the *type* is settled here ("-3" → -3.0); the store checks the range.
    """
    kind = _NUMBER_FIELDS.get(field)
    if kind is not None:
        if isinstance(value, bool):
            raise ValueError(f"not a number: {value!r}")
        if isinstance(value, str):
            text = value.strip().replace(",", ".")
            try:
                number = float(text)
            except ValueError:
                raise ValueError(f"not a number: {value!r}") from None
        elif isinstance(value, int | float):
            number = float(value)
        else:
            raise ValueError(f"not a number: {value!r}")
        if kind is int:
            if not number.is_integer():
                raise ValueError(f"not a whole number: {value!r}")
            return int(number)
        return number
    if field == "token" and value in ("", None):
        return None
    if hasattr(value, "value") and isinstance(value.value, str):
        return value.value  # an enum member
    return value


def mime_items(nodes: list[Node]) -> QMimeData:
    """The units and formations among ``nodes`` as drag data (each once)."""
    items: list[list[int]] = []
    for node in nodes:
        if node.kind in (UNIT, FORMATION):
            item = [node.kind, node.ident]
            if item not in items:
                items.append(item)
    mime = QMimeData()
    mime.setData(MIME_TYPE, json.dumps(items).encode())
    return mime


def decode(data: QMimeData | None) -> list[tuple[int, int]]:
    """(kind, id) of each dragged row; [] for data that is not ours."""
    if data is None or not data.hasFormat(MIME_TYPE):
        return []
    try:
        raw = json.loads(bytes(data.data(MIME_TYPE).data()).decode())
        return [(int(kind), int(ident)) for kind, ident in raw]
    except (ValueError, TypeError):
        return []


class OobEdits(QObject):
    """The order of battle's changes, for ``model`` (its tree and its refusal signals)."""

    def __init__(self, model: OobModel, tree: OobTree) -> None:
        super().__init__(model)
        self._model = model
        self._tree = tree

    # -- cells ----------------------------------------------------------------------------

    def edit_unit(self, index: Index, node: Node, field: str, value: object) -> bool:
        """``field`` of the unit at ``node`` typed in as ``value``: one undoable store call."""
        from adjutant.store.services import edits as services

        try:
            value = coerce(field, value)
        except ValueError as exc:
            self.refuse(index, field, str(exc))
            return False
        if getattr(node.info, field) == value and type(value) is type(getattr(node.info, field)):
            return True  # nothing to do: no empty undo step
        return self._run(
            index, self.tr("Edit unit"), field, services.update_unit, node.ident, **{field: value}
        )

    def rename(self, index: Index, node: Node, value: object) -> bool:
        """A formation or a side renamed to ``value`` (nothing to do if it is its name)."""
        from adjutant.store.services import edits as services

        if isinstance(value, str) and node.info is not None and value.strip() == node.info.name:
            return True
        if node.kind == FORMATION:
            return self._run(
                index,
                self.tr("Rename formation"),
                "name",
                services.rename_formation,
                node.ident,
                value,
            )
        return self._run(
            index, self.tr("Rename side"), "name", services.rename_side, node.ident, value
        )

    def _run(
        self,
        index: Index,
        label: str,
        field: str,
        service: Service,
        *args: object,
        **kwargs: object,
    ) -> bool:
        """One undoable store call; a refused value is said beside ``index``'s cell."""
        document = self._model.document
        return self._attempt(
            index, field, lambda: run_service(document, label, service, *args, **kwargs)
        )

    def _attempt(self, index: Index | None, field: str, change: Callable[[], object]) -> bool:
        """Run ``change`` (an undoable store step); a refusal changes nothing and is said."""
        try:
            change()
        except ValueError as exc:  # store.InvalidField: the value is refused, nothing written
            self.refuse(index, field, refusal_reason(exc))
            return False
        except Exception as exc:
            from adjutant.store import StoreError

            if not isinstance(exc, StoreError):
                raise
            self._model.editRefused.emit(str(exc))
            return False
        return True

    def refuse(self, index: Index | None, field: str, reason: str) -> None:
        """A value refused: why, beside ``index``'s cell (``cellRefused``), or for the
        whole edit when it has no cell (a drop: ``editRefused``)."""
        text = self.tr("{field}: the value was refused.\n{reason}").format(
            field=field_label(field), reason=reason
        )
        if index is not None and index.isValid():
            self._model.cellRefused.emit(
                self._model.index(index.row(), index.column(), index.parent()), text
            )
        else:
            self._model.editRefused.emit(text)

    # -- rows dragged ---------------------------------------------------------------------

    def can_drop(self, data: QMimeData, target: Node | None) -> bool:
        """Whether the dragged rows may go under ``target`` (same side, not into itself,
        units into formations)."""
        items = decode(data)
        if target is None or target.kind == UNIT or not items:
            return False
        side = self._tree.side_id(target)
        for kind, ident in items:
            node = self._tree.get(kind, ident)
            if node is None or self._tree.side_id(node) != side:
                return False  # a unit changes side only by a new army list
            if kind == UNIT and target.kind != FORMATION:
                return False  # units live in formations
            if kind == FORMATION and self._tree.is_ancestor_or_self(node, target):
                return False  # not inside itself
        return True

    def drop(self, data: QMimeData, target: Node, row: int) -> bool:
        """Move the dragged rows under ``target`` at Qt's drop ``row`` (one undo step)."""
        moves = [
            (kind, ident, self._drop_index(target, kind, ident, row))
            for kind, ident in decode(data)
        ]
        return self.move_items(target, moves)

    def _drop_index(self, target: Node, kind: int, ident: int, row: int) -> int | None:
        """Qt's drop row (among all children) → the store's index among units or formations."""
        if row < 0:
            return None
        n_formations = sum(1 for c in target.children if c.kind != UNIT)
        if kind == UNIT:
            index = max(row - n_formations, 0)
            siblings = [c for c in target.children if c.kind == UNIT]
        else:
            index = min(row, n_formations)
            siblings = [c for c in target.children if c.kind != UNIT]
        node = self._tree.get(kind, ident)
        if node is not None and node in siblings and siblings.index(node) < index:
            index -= 1  # the store places it after taking it out of the list
        return index

    def move_items(self, target: Node | None, moves: list[tuple[int, int, int | None]]) -> bool:
        """Move units / formations under a formation (or formations under a side).

        ``moves``: (kind, id, index among the target's units or formations, None = last).
        Several moves are one store batch (issue 23: one transaction, one undo step also
        after reopening); if one is refused nothing moves.
        """
        if target is None or target.kind == UNIT or not moves:
            return False
        from adjutant.store import action_labels
        from adjutant.store.services import edits as services

        calls = []
        text = ""
        for kind, ident, index in moves:
            if kind == UNIT:
                text = self.tr("Move unit")
                calls.append(call(services.move_unit_to_formation, ident, target.ident, index))
            else:
                parent_id = target.ident if target.kind == FORMATION else None
                text = self.tr("Move formation")
                calls.append(call(services.move_formation, ident, parent_id, index))
        if len(calls) > 1:
            text = self.tr("Move units")
        document = self._model.document
        return self._attempt(
            None,
            "formation_id",
            lambda: run_batch(document, action_labels.MOVE_UNITS, calls, text=text),
        )


__all__ = ["MIME_TYPE", "OobEdits", "coerce", "decode", "field_label", "mime_items"]

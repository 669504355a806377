"""The order of battle's commands: its actions, their keys and texts, what each one does.

For :class:`adjutant.windows.oob.OrderOfBattleWidget` (issue 23: the dock's class held its
view, its column fitting and its commands), which shows these in its toolbar and context
menu; the main window puts them in its menus. :class:`OobActions` makes the actions
(shortcuts work while the tree has the focus), keeps their texts in the user's language
and enables what applies to the current row, and runs each command as one undoable store
action (``adjutant.undo.run_service``) or, for several rows at once, one store batch
(``adjutant.undo.batch``: all or nothing, one step also after reopening the game).

==========================  ==========================
Add unit                    Ins, Ctrl+Shift+U
Add formation               Shift+Ins, Ctrl+Shift+G
Duplicate unit              Ctrl+D
Delete                      Del (asks first when the unit is in the turn log,
                            or a formation holds units)
Set as C-in-C's unit        Ctrl+Shift+C (CMD-4, CMD-6)
Toggle reckless             Ctrl+Shift+R (CMD-8)
Rename                      F2
Export side to CSV          (menus only; issue 17)
==========================  ==========================
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, Qt, Slot
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence
from PySide6.QtWidgets import QMessageBox, QStyle, QWidget

from adjutant.qtmodels import list_texts
from adjutant.qtmodels.oob_model import (
    COL_NAME,
    IdRole,
    InfoRole,
    KindRole,
    SideIdRole,
    mark_icon,
    star_icon,
)
from adjutant.qtmodels.oob_tree import FORMATION, SIDE, UNIT
from adjutant.undo.batch import call, run_batch
from adjutant.undo.service import run_service

if TYPE_CHECKING:
    from adjutant.store import Change
    from adjutant.windows.oob import OrderOfBattleWidget


def _glyph_icon(widget: QWidget, pixmap: QStyle.StandardPixmap) -> QIcon:
    return widget.style().standardIcon(pixmap)


def name_action(action: QAction, text: str) -> None:
    """An action's text, and its tool tip with its keys ("Delete (Del)")."""
    action.setText(text)
    keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
    action.setToolTip(f"{text} ({keys})" if keys else text)


class OobActions(QObject):
    """The order of battle dock's commands (see the module's doc), for ``dock``."""

    def __init__(self, dock: OrderOfBattleWidget) -> None:
        super().__init__(dock)
        self.dock = dock
        self.document = dock.document
        self.model = dock.model
        self._make()

    def _action(
        self,
        slot: Callable[[], None],
        shortcuts: list[QKeySequence],
        icon: QIcon | None = None,
    ) -> QAction:
        action = QAction(self)
        if icon is not None:
            action.setIcon(icon)
        action.setShortcuts(shortcuts)
        # Only while the tree (or its editors) has the focus: no clash with the main window.
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.dock.view.addAction(action)
        return action

    def _make(self) -> None:
        """The actions, their keys and icons (texts: :meth:`retranslate`)."""
        key = QKeySequence
        sp = QStyle.StandardPixmap
        self.action_add_unit = self._action(
            self.add_unit,
            [key(Qt.Key.Key_Insert), key("Ctrl+Shift+U")],
            _glyph_icon(self.dock, sp.SP_FileIcon),
        )
        self.action_add_formation = self._action(
            self.add_formation,
            [key("Shift+Ins"), key("Ctrl+Shift+G")],
            _glyph_icon(self.dock, sp.SP_FileDialogNewFolder),
        )
        self.action_duplicate = self._action(
            self.duplicate_unit,
            [key("Ctrl+D")],
            _glyph_icon(self.dock, sp.SP_FileDialogDetailedView),
        )
        self.action_delete = self._action(
            self.delete_selected,
            [key(key.StandardKey.Delete)],
            _glyph_icon(self.dock, sp.SP_TrashIcon),
        )
        self.action_set_cinc = self._action(self.set_cinc, [key("Ctrl+Shift+C")], star_icon())
        self.action_toggle_reckless = self._action(
            self.toggle_reckless, [key("Ctrl+Shift+R")], mark_icon("!", QColor(230, 120, 20))
        )
        self.action_toggle_reckless.setCheckable(True)
        self.action_rename = self._action(self.rename, [key(Qt.Key.Key_F2)])
        self.action_export = self._action(self.export_dialog, [])  # issue 17

    def toolbar_actions(self) -> tuple[QAction, ...]:
        """The actions of the dock's toolbar, in order."""
        return (
            self.action_add_unit,
            self.action_add_formation,
            self.action_duplicate,
            self.action_delete,
            self.action_set_cinc,
            self.action_toggle_reckless,
        )

    def menu_actions(self) -> list[QAction | None]:
        """The commands for a menu (None = separator), the filter aside."""
        return [
            self.action_add_unit,
            self.action_add_formation,
            self.action_duplicate,
            self.action_rename,
            self.action_delete,
            None,
            self.action_set_cinc,
            self.action_toggle_reckless,
            None,
            self.action_export,
        ]

    def retranslate(self) -> None:
        """The actions' texts, tool tips (with their keys) and status tips, anew."""
        texts = {
            self.action_add_unit: self.tr("Add unit"),
            self.action_add_formation: self.tr("Add formation"),
            self.action_duplicate: self.tr("Duplicate unit"),
            self.action_delete: self.tr("Delete"),
            self.action_set_cinc: self.tr("Set as commander-in-chief's unit"),
            self.action_toggle_reckless: self.tr("Reckless"),
            self.action_rename: self.tr("Rename"),
            self.action_export: list_texts.text(list_texts.EXPORT_ACTION),
        }
        self.action_export.setStatusTip(list_texts.text(list_texts.EXPORT_TIP))
        for action, text in texts.items():
            name_action(action, text)
        self.action_set_cinc.setStatusTip(
            self.tr("The commander-in-chief joins this unit (CMD-4: its token changes at once)")
        )
        self.action_toggle_reckless.setStatusTip(
            self.tr("Mark or clear a reckless regiment (CMD-8)")
        )

    def refresh(self) -> None:
        """Enable what applies to the current row and selection (Reckless checked if it is)."""
        current = self.dock.current_index()
        kind = current.data(KindRole) if current.isValid() else None
        is_unit = kind == UNIT
        open_ = self.document.is_open
        self.action_add_unit.setEnabled(open_ and self.target_formation()[0] is not None)
        self.action_add_formation.setEnabled(open_ and self.model.rowCount() > 0)
        self.action_duplicate.setEnabled(open_ and is_unit)
        self.action_delete.setEnabled(
            open_
            and any(i.data(KindRole) in (UNIT, FORMATION) for i in self.dock.selected_indexes())
        )
        info = current.data(InfoRole) if is_unit else None
        self.action_set_cinc.setEnabled(open_ and info is not None and not info.is_cinc_unit)
        self.action_toggle_reckless.setEnabled(open_ and is_unit)
        self.action_toggle_reckless.setChecked(bool(info is not None and info.reckless))
        self.action_rename.setEnabled(open_ and current.isValid())
        self.action_export.setEnabled(open_ and self.model.rowCount() > 0)

    def _run(self, label: str, service_name: str, *args: object, **kwargs: object) -> Change | None:
        """One undoable store call; a refusal is shown and changes nothing."""
        from adjutant.store import StoreError
        from adjutant.store.services import edits as services

        try:
            change: Change = run_service(
                self.document, label, getattr(services, service_name), *args, **kwargs
            )
            return change
        except (ValueError, StoreError) as exc:
            self.dock.show_refusal(str(exc))
            return None

    def _run_batch(
        self, label: str, text: str, calls: Sequence[tuple[str, tuple[object, ...]]]
    ) -> Change | None:
        """Several store calls ``(service name, args)`` as ONE undoable store batch
        (``undo.batch``: one transaction, one step also after reopening); ``label`` names it
        in the file (``store.action_labels``), ``text`` in Edit > Undo now. A refusal is
        shown and nothing is changed."""
        from adjutant.store import StoreError
        from adjutant.store.services import edits as services

        if not calls:
            return None
        try:
            batch: Change = run_batch(
                self.document,
                label,
                [call(getattr(services, name), *args) for name, args in calls],
                text=text,
            )
            return batch
        except (ValueError, StoreError) as exc:
            self.dock.show_refusal(str(exc))
            return None

    def target_formation(self) -> tuple[int | None, int | None]:
        """Where a new unit goes: (formation id, index) from the current row."""
        current = self.dock.current_index()
        if not current.isValid():
            current = self.model.index(0, 0)  # nothing selected: the first side
        kind = current.data(KindRole)
        if kind == UNIT:
            info = current.data(InfoRole)
            return info.formation_id, info.position + 1
        if kind == FORMATION:
            return current.data(IdRole), None
        if kind == SIDE and self.model.rowCount(current) > 0:
            return self.model.index(0, 0, current).data(IdRole), None
        return None, None

    @Slot()
    def add_unit(self) -> None:
        formation_id, index = self.target_formation()
        if formation_id is None:
            return
        change = self._run(
            self.tr("Add unit"), "add_unit", formation_id, index=index, name=self.tr("New unit")
        )
        if change is not None:
            self.dock.select_source(self.model.unit_index(change.result), edit=True)

    @Slot()
    def add_formation(self) -> None:
        current = self.dock.current_index()
        if not current.isValid():
            current = self.model.index(0, 0)
        if not current.isValid():
            return
        kind = current.data(KindRole)
        side_id = current.data(SideIdRole)
        if kind == UNIT:
            parent_id = current.data(InfoRole).formation_id
        elif kind == FORMATION:
            parent_id = current.data(IdRole)
        else:
            parent_id = None
        change = self._run(
            self.tr("Add formation"),
            "add_formation",
            side_id,
            self.tr("New brigade"),
            kind="brigade",
            parent_id=parent_id,
        )
        if change is not None:
            self.dock.select_source(self.model.formation_index(change.result), edit=True)

    @Slot()
    def duplicate_unit(self) -> None:
        unit_id = self.dock.current_unit_id()
        if unit_id is None:
            return
        change = self._run(self.tr("Duplicate unit"), "duplicate_unit", unit_id)
        if change is not None:
            self.dock.select_source(self.model.unit_index(change.result))

    @Slot()
    def delete_selected(self) -> None:
        """Delete the selected units and formations (one undo step); asks first when it matters."""
        chosen = [i for i in self.dock.selected_indexes() if i.data(KindRole) in (UNIT, FORMATION)]
        if not chosen:
            current = self.dock.current_index()
            chosen = [current] if current.data(KindRole) in (UNIT, FORMATION) else []
        # A row inside a chosen formation goes with it.
        keys = {(i.data(KindRole), i.data(IdRole)) for i in chosen}
        items = []
        for index in chosen:
            parent, inside = index.parent(), False
            while parent.isValid():
                if (parent.data(KindRole), parent.data(IdRole)) in keys:
                    inside = True
                    break
                parent = parent.parent()
            if not inside:
                items.append(
                    (
                        index.data(KindRole),
                        index.data(IdRole),
                        index.data(Qt.ItemDataRole.DisplayRole),
                        index,
                    )
                )
        if not items or not self.confirm_delete(items):
            return
        # One store batch: all or nothing in the file, one Edit > Undo step before and after
        # reopening the game (issue 23).
        calls = [
            (("delete_unit" if kind == UNIT else "delete_formation"), (ident,))
            for kind, ident, _name, _index in items
        ]
        if len(items) > 1:
            text = self.tr("Delete %n item(s)", "", len(items))
        else:
            text = self.tr("Delete unit") if items[0][0] == UNIT else self.tr("Delete formation")
        from adjutant.store import action_labels

        self._run_batch(action_labels.DELETE_UNITS_AND_FORMATIONS, text, calls)

    def confirm_delete(self, items: list[tuple[int, int, str, QModelIndex]]) -> bool:
        lines = []
        for kind, ident, name, index in items:
            if kind == UNIT:
                events = self.model.unit_event_count(ident)
                if events:
                    lines.append(
                        self.tr(
                            "{name} appears in %n event(s) of the turn log.", "", events
                        ).format(name=name)
                    )
            else:
                units = self.model.unit_count(index)
                if units:
                    lines.append(
                        self.tr(
                            "{name} holds %n unit(s): they are deleted with it.", "", units
                        ).format(name=name)
                    )
        if not lines:
            return True
        text = "\n".join(lines) + "\n\n" + self.tr("Delete anyway? (Undo brings it back.)")
        answer = QMessageBox.question(
            self.dock,
            self.tr("Delete"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot()
    def set_cinc(self) -> None:
        current = self.dock.current_index()
        if current.data(KindRole) != UNIT:
            return
        self._run(
            self.tr("Set commander-in-chief"),
            "set_commander_in_chief",
            current.data(SideIdRole),
            current.data(IdRole),
        )
        self.refresh()

    @Slot()
    def toggle_reckless(self) -> None:
        """CMD-8: mark the selected units reckless, or clear it if the current one is."""
        current = self.dock.current_index()
        if current.data(KindRole) != UNIT:
            self.refresh()
            return
        on = not current.data(InfoRole).reckless
        units = [i for i in self.dock.selected_indexes() if i.data(KindRole) == UNIT] or [current]
        todo = [i.data(IdRole) for i in units if i.data(InfoRole).reckless != on]
        text = self.tr("Mark reckless") if on else self.tr("Clear reckless")
        from adjutant.store import action_labels

        label = action_labels.MARK_RECKLESS if on else action_labels.CLEAR_RECKLESS
        self._run_batch(label, text, [("set_reckless", (unit_id, on)) for unit_id in todo])
        self.refresh()

    @Slot()
    def rename(self) -> None:
        current = self.dock.view.currentIndex()
        if current.isValid():
            name = current.siblingAtColumn(COL_NAME)
            self.dock.view.selectionModel().setCurrentIndex(
                name, QItemSelectionModel.SelectionFlag.NoUpdate
            )
            self.dock.view.edit(name)

    def export_side(self, side_id: int, path: str) -> bool:
        """Write a side's order of battle to ``path`` as CSV (the columns the import reads)."""
        from pathlib import Path

        from adjutant.store.services import lists as list_services

        game = self.document.game
        if game is None:
            return False
        text = list_services.export_csv(game, side_id)
        target = Path(path)
        try:
            target.write_text(text, encoding="utf-8", newline="")
        except OSError as exc:
            self.dock.show_refusal(
                list_texts.text(list_texts.EXPORT_FAILED).format(
                    file=target.name, reason=exc.strerror or str(exc)
                )
            )
            return False
        units = max(0, text.count("\n") - 1)
        window = self.dock.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(
                list_texts.text(list_texts.EXPORTED).format(count=units, file=target.name), 6000
            )
        return True

    @Slot()
    def export_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        current = self.dock.current_index()
        if not current.isValid():
            current = self.model.index(0, 0)
        side_id = current.data(SideIdRole) if current.isValid() else None
        if side_id is None:
            return
        side = self.model.index(0, 0)
        name = "side"
        for row in range(self.model.rowCount()):
            side = self.model.index(row, 0)
            if side.data(IdRole) == side_id:
                name = side.data(Qt.ItemDataRole.DisplayRole) or name
        path, _ = QFileDialog.getSaveFileName(
            self.dock,
            list_texts.text(list_texts.EXPORT_TITLE),
            f"{name}.csv",
            list_texts.text(list_texts.CSV_FILES),
        )
        if path:
            self.export_side(side_id, path)


__all__ = ["OobActions", "name_action"]

"""The open game as the Qt layer sees it: one :class:`GameDocument` per window.

It holds the store's ``Game`` handle and the session's ``QUndoStack`` and tells
every model and window what changed. Windows never call store services
directly to change a game: they push an undo command (``adjutant.undo``),
which calls the service and then :meth:`GameDocument.notify`.

Signals
- ``opened()`` / ``closed()``: a game was opened or closed (models reset).
- ``changed(object)``: a store ``Change`` (or ``None`` when the extent is
  unknown, e.g. after undoing an action: models then reload what they show).
- ``selectionChanged(object)``: the tuple of selected unit ids, and
  ``unitSelected(int)``: the current unit (0 = none). "Selecting a unit anywhere
  selects it everywhere" (DESIGN.md; issue 5): the battlefield, the order of
  battle and the tool windows call :meth:`select_units` and listen to these.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack


class GameDocument(QObject):
    opened = Signal()
    closed = Signal()
    changed = Signal(object)
    #: A user-actionable store error happened inside an undo command.
    error = Signal(object)
    #: The selected unit ids (a tuple); see select_units().
    selectionChanged = Signal(object)
    #: The current selected unit id, 0 when none.
    unitSelected = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Any | None = None
        self.undo_stack = QUndoStack(self)
        self.selected_units: tuple[int, ...] = ()

    @property
    def is_open(self) -> bool:
        return self.game is not None

    def attach(self, game: Any) -> None:
        """Adopt an opened store ``Game``; the undo history starts afresh."""
        self.detach()
        self.game = game
        self.undo_stack.clear()
        self.select_units(())
        self.opened.emit()

    def detach(self) -> None:
        if self.game is None:
            return
        self.undo_stack.clear()
        game, self.game = self.game, None
        try:
            game.close()
        finally:
            self.closed.emit()

    def notify(self, change: Any | None) -> None:
        self.changed.emit(change)

    @property
    def current_unit(self) -> int:
        """The unit selected last (0 when none)."""
        return self.selected_units[-1] if self.selected_units else 0

    def select_units(self, unit_ids: Any) -> None:
        """Select these units everywhere (the last one is current); no signal if unchanged."""
        ids = tuple(dict.fromkeys(int(i) for i in unit_ids if i))
        if ids == self.selected_units:
            return
        before = self.current_unit
        self.selected_units = ids
        self.selectionChanged.emit(ids)
        if self.current_unit != before:
            self.unitSelected.emit(self.current_unit)

    def select_unit(self, unit_id: int) -> None:
        """Select one unit everywhere (0 clears the selection)."""
        self.select_units((unit_id,) if unit_id else ())

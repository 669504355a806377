"""The open game as the Qt layer sees it: one :class:`GameDocument` per window.

It holds the store's ``Game`` handle and the session's ``QUndoStack`` and tells
every model and window what changed. Windows never call store services
directly to change a game: they push an undo command (``adjutant.undo``),
which calls the service and then :meth:`GameDocument.notify`.

Signals
- ``opened()`` / ``closed()``: a game was opened or closed (models reset).
- ``changed(object)``: a store ``Change`` (or ``None`` when the extent is
  unknown, e.g. after undoing an action: models then reload what they show).
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

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Any | None = None
        self.undo_stack = QUndoStack(self)

    @property
    def is_open(self) -> bool:
        return self.game is not None

    def attach(self, game: Any) -> None:
        """Adopt an opened store ``Game``; the undo history starts afresh."""
        self.detach()
        self.game = game
        self.undo_stack.clear()
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

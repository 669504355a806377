"""Reload a tool window only when the player can see it (issue 9, launch goals).

Offers :class:`ReloadGate` to the tool windows (command, charge, odds, hex...) and
to the main window. A tool window connects the document's ``opened`` / ``closed``
/ ``changed`` to ``gate.request`` instead of to its ``reload``:

- while its dock is seen (or it is not in a dock at all: a test, a floating
  widget), ``request()`` reloads at once, as before;
- while its dock is closed or tabbed behind another one, ``request()`` only marks
  the window dirty, and the dock's next ``visibilityChanged(True)`` reloads it
  once, however many changes came in between.

So a change made in one tool no longer re-reads every other tool the player is
not looking at. ``flush()`` reloads a dirty window now (the main window calls it
when code asks for a tool's widget).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QWidget


class ReloadGate(QObject):
    """Calls ``reload`` on request while ``widget`` is seen; otherwise once it is seen again."""

    def __init__(self, widget: QWidget, reload: Callable[[], object]) -> None:
        super().__init__(widget)
        self.setObjectName("reloadGate")
        self._widget = widget
        self._reload = reload
        self._dock: QDockWidget | None = None
        # Unknown counts as seen: a window is never left stale by a wrong guess, at worst
        # it reloads while hidden until its dock first reports a change of visibility.
        self._seen = True
        self.dirty = False
        widget.installEventFilter(self)
        self._find_dock()

    @property
    def seen(self) -> bool:
        return self._seen

    def request(self, *_args: object) -> None:
        """Reload now if the window can be seen, else remember to reload when it is."""
        if self._seen:
            self.dirty = False
            self._reload()
        else:
            self.dirty = True

    def flush(self) -> None:
        """Reload now if a request was held back."""
        if self.dirty:
            self.dirty = False
            self._reload()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.ParentChange:
            self._find_dock()
        return False

    def _find_dock(self) -> None:
        parent = self._widget.parentWidget()
        while parent is not None and not isinstance(parent, QDockWidget):
            parent = parent.parentWidget()
        if parent is self._dock:
            return
        if self._dock is not None:
            self._dock.visibilityChanged.disconnect(self._visibility)
        self._dock = parent
        self._seen = True
        if parent is not None:
            parent.visibilityChanged.connect(self._visibility)
        else:
            self.flush()

    def _visibility(self, seen: bool) -> None:
        self._seen = seen
        if seen:
            self.flush()

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
- ``diceModeChanged(str)``: the game's one dice switch ("virtual" / "physical",
  issue 15) changed; :attr:`dice_mode` is the current one. Every panel and card
  shows this default; a card may override it for its own roll only.
- ``turnChanged(object)``: the turn, active side or phase changed;
  :attr:`turn_state` is ``(turn, active side id, phase)`` (``None`` when closed).
  The main window raises the phase's tool; tools show what the phase allows.
- ``toolRequested(str, object)``: a tool asks for another to be brought up with a
  request (:meth:`request_tool`; issue 22: the charge tool's "Fight this melee" asks
  for ``("melee", ("charge", event id))``). The phase flow (``windows.phase_flow``)
  raises that tool and hands it the request; with no shell, nothing happens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

if TYPE_CHECKING:  # the store loads with the first game, not with the window (issue 28)
    from adjutant.store import Change, Game

#: ``GameDocument.turn_state``: (turn, active side id, phase).
TurnState = tuple[int, int | None, str]


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
    #: The game's default dice mode changed ("virtual" or "physical").
    diceModeChanged = Signal(str)
    #: (turn, active side id, phase) changed, or None once closed.
    turnChanged = Signal(object)
    #: (tool key, request): bring that tool up and hand it the request.
    toolRequested = Signal(str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.undo_stack = QUndoStack(self)
        self.selected_units: tuple[int, ...] = ()
        self.dice_mode = "virtual"
        self.turn_state: TurnState | None = None

    @property
    def is_open(self) -> bool:
        return self.game is not None

    def open_game(self) -> Game:
        """The open game, for a step that needs one; RuntimeError when none is open."""
        if self.game is None:
            raise RuntimeError("no game is open")
        return self.game

    def attach(
        self, game: Game, *, history: Callable[[GameDocument], object] | None = None
    ) -> None:
        """Adopt an opened store ``Game``; the state as opened is the undo stack's clean state.

        ``history`` refills the emptied undo stack from the game's journal on disk: the main
        window passes ``adjutant.undo.journal.restore_history`` (issue 15: Edit > Undo after
        reopening takes back the last action). The undo layer sits above this model, so it
        is handed in rather than imported. Without it the stack starts empty (a tool window
        shown on its own, in tests, undoes what it did itself).
        """
        self.detach()
        self.game = game
        self.undo_stack.clear()
        if history is not None:
            history(self)
        self.undo_stack.setClean()
        self.select_units(())
        self._read_game_state()
        self.opened.emit()

    def detach(self) -> None:
        if self.game is None:
            return
        self.undo_stack.clear()
        game, self.game = self.game, None
        try:
            game.close()
        finally:
            self.turn_state = None
            self.closed.emit()
            self.turnChanged.emit(None)

    def notify(self, change: Change | None) -> None:
        self.changed.emit(change)
        if change is None or change.touches("game"):
            self._read_game_state()

    def _read_game_state(self) -> None:
        """Dice mode and turn state from the game row; signals only what differs."""
        if self.game is None:
            return
        from adjutant.store.read import queries

        info = queries.game_info(self.game)
        if info.dice_mode != self.dice_mode:
            self.dice_mode = info.dice_mode
            self.diceModeChanged.emit(info.dice_mode)
        state = (info.turn, info.active_side_id, info.phase)
        if state != self.turn_state:
            self.turn_state = state
            self.turnChanged.emit(state)

    @property
    def phase(self) -> str | None:
        return None if self.turn_state is None else self.turn_state[2]

    @property
    def current_unit(self) -> int:
        """The unit selected last (0 when none)."""
        return self.selected_units[-1] if self.selected_units else 0

    def select_units(self, unit_ids: Iterable[int | None]) -> None:
        """Select these units everywhere (the last one is current); no signal if unchanged."""
        ids = tuple(dict.fromkeys(int(i) for i in unit_ids if i))
        if ids == self.selected_units:
            return
        before = self.current_unit
        self.selected_units = ids
        self.selectionChanged.emit(ids)
        if self.current_unit != before:
            self.unitSelected.emit(self.current_unit)

    def request_tool(self, key: str, request: object) -> None:
        """Ask for the tool ``key`` ("melee"…) to come up and take ``request``."""
        self.toolRequested.emit(key, request)

    def select_unit(self, unit_id: int) -> None:
        """Select one unit everywhere (0 clears the selection)."""
        self.select_units((unit_id,) if unit_id else ())

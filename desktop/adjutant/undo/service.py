"""The one undo command every window uses: run a store service, undo its action.

The store records each service call as an *action* with before/after images
of the rows it touched (issue 3), so undo and redo are exact and every step
is on disk when it returns. This command only sequences them:

- first ``redo()``: call the service; remember the returned ``Change``'s
  ``action_id``;
- ``undo()``: ``game.undo(action_id)``;
- later ``redo()``: ``game.redo(action_id)``.

A compound user intent (a batch of control tests, a Delete of several rows) is one
store batch run through this command (:func:`adjutant.undo.batch.run_batch`): one
action in the file, so one step before and after reopening (issue 23). No Qt undo
macro is used: its steps were separate actions in the file.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand

from adjutant.qtmodels.document import GameDocument


class ServiceCommand(QUndoCommand):
    """Undoable call of ``service(game, *args, **kwargs)``.

    If the service raises on the first run, the exception is kept in
    :attr:`failure` and the command is made obsolete so the stack drops it:
    use :func:`run_service` to push and get either the change or the error.
    """

    def __init__(
        self,
        document: GameDocument,
        label: str,
        service: Callable[..., Any],
        *args: Any,
        **kwargs: Any,
    ) -> None:
        super().__init__(label)
        self._document = document
        self._service = service
        self._args = args
        self._kwargs = kwargs
        self.change: Any | None = None
        self.failure: BaseException | None = None

    @property
    def action_id(self) -> int | None:
        return getattr(self.change, "action_id", None)

    def redo(self) -> None:
        game = self._document.game
        if self.change is None:
            try:
                self.change = self._service(game, *self._args, **self._kwargs)
            except Exception as exc:  # reported by run_service; the stack drops us
                self.failure = exc
                self.setObsolete(True)
                return
            self._document.notify(self.change)
        else:
            self._document.notify(game.redo(self.action_id))

    def undo(self) -> None:
        if self.change is None:
            return
        self._document.notify(self._document.game.undo(self.action_id))


def run_service(
    document: GameDocument, label: str, service: Callable[..., Any], *args: Any, **kwargs: Any
) -> Any:
    """Push an undoable service call and return its ``Change``.

    Re-raises the service's exception (nothing was changed: the store rolled
    the transaction back) so the caller can show a clear message.
    """
    command = ServiceCommand(document, label, service, *args, **kwargs)
    document.undo_stack.push(command)
    if command.failure is not None:
        raise command.failure
    return command.change

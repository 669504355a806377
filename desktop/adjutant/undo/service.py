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
from typing import TYPE_CHECKING, Concatenate, Protocol

from PySide6.QtGui import QUndoCommand

from adjutant.qtmodels.document import GameDocument

if TYPE_CHECKING:  # the store loads when the first service runs, not with the menus
    from adjutant.store import Change, Game

#: A store service: ``service(game, *args, **kwargs)`` records one action, returns its Change.
#: (Its other arguments are not checked against the call's: a ParamSpec would refuse the
#: services that take ``**fields`` beside a ``game`` that is not positional-only.)
Service = Callable[Concatenate["Game", ...], "Change"]


class Recorded(Protocol):
    """What an undo step knows of its store action: a ``Change``, or a restored
    :class:`~adjutant.undo.journal.JournalEntry`."""

    @property
    def action_id(self) -> int | None: ...

    @property
    def label(self) -> str: ...


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
        service: Service,
        *args: object,
        **kwargs: object,
    ) -> None:
        super().__init__(label)
        self._document = document

        def run(game: Game) -> Change:
            return service(game, *args, **kwargs)

        self._run = run
        #: The action this step undoes and redoes (None until the service ran).
        self.change: Recorded | None = None
        #: The service's own Change, from its first run (None for a restored step).
        self.result: Change | None = None
        self.failure: BaseException | None = None
        #: The store label its text was written as, if it was (``journal.follow_store_labels``:
        #: such a step is renamed on a language switch); noted once, when pushed.
        self.store_label: str | None = None
        self.store_label_noted = False

    @property
    def action_id(self) -> int | None:
        return None if self.change is None else self.change.action_id

    def redo(self) -> None:
        if self.change is None:
            try:
                self.result = self._run(self._document.open_game())
            except Exception as exc:  # reported by run_service; the stack drops us
                self.failure = exc
                self.setObsolete(True)
                return
            self.change = self.result
            self._document.notify(self.result)
        else:
            game = self._document.open_game()
            self._document.notify(game.redo(self._recorded_id()))

    def undo(self) -> None:
        if self.change is None:
            return
        game = self._document.open_game()
        self._document.notify(game.undo(self._recorded_id()))

    def _recorded_id(self) -> int:
        action_id = self.action_id
        if action_id is None:  # every recorded action has an id; a Change without one is a bug
            raise RuntimeError(f"undo step {self.text()!r}: its action has no id")
        return action_id


def run_service(
    document: GameDocument, label: str, service: Service, *args: object, **kwargs: object
) -> Change:
    """Push an undoable service call and return its ``Change``.

    Re-raises the service's exception (nothing was changed: the store rolled
    the transaction back) so the caller can show a clear message.
    """
    command = ServiceCommand(document, label, service, *args, **kwargs)
    document.undo_stack.push(command)
    if command.failure is not None:
        raise command.failure
    if command.result is None:  # push() runs redo(): either a result or a failure
        raise RuntimeError(f"{label!r}: the service ran without a result")
    return command.result

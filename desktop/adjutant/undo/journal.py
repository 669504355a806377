"""Edit > Undo after reopening a game: the undo stack rebuilt from the journal on disk.

For the main window, which hands :func:`restore_history` to
:meth:`adjutant.qtmodels.document.GameDocument.attach`, and through it for
Edit > Undo / Redo and Edit > History of the main window (issue 15, "undo across
restarts"). The store keeps every action with its row images (``Game.undoable()``,
``Game.redoable()``, ``Game.undo(action_id)`` / ``redo``), so a game opened again
can be undone as far back as it was played. :func:`restore_history` pushes one
:class:`JournalCommand` per action: the done ones (oldest first), then the undone
ones, and moves the stack's index back to the last done one. Those first moves only
line the stack up with the file: a :class:`JournalCommand` runs nothing until the
player undoes or redoes it, then behaves as the
:class:`~adjutant.undo.service.ServiceCommand` that made it (``game.undo`` /
``game.redo`` of its action). The state as opened is the stack's clean state.

A compound step (several services: a Delete on several rows, a drag of several pieces)
is one store batch (``undo.batch``): one action in the file, so one step before and
after reopening (issue 23). Labels are the store's declared vocabulary
(``store.action_labels``), translated through its one context.
"""

from __future__ import annotations

from typing import NamedTuple, NoReturn

from PySide6.QtCore import QCoreApplication

from adjutant.qtmodels.document import GameDocument
from adjutant.undo.service import ServiceCommand


class JournalEntry(NamedTuple):
    """What a restored command knows of its action (its ``ServiceCommand.change``, a
    :class:`~adjutant.undo.service.Recorded`); not a store ``Change``, whose module would import SQLAlchemy while
    the game opens (start-up reads the file through plain sqlite3, issue 9)."""

    action_id: int
    label: str


def action_label(label: str) -> str:
    """A stored action label in the user's language: the store's own labels
    (``store.action_labels``, one translation context) are translated; a label not in
    that vocabulary (a script's own, none of the app's) is shown as stored. In Edit >
    History, also after reopening and after a language switch (issue 22: "Control tests"
    and "Import army list" stayed English in Russian)."""
    # Here, not at the top: the main window imports this module before its first paint,
    # when nothing of the store is loaded yet (issue 28).
    from adjutant.store import action_labels

    if label in action_labels.LABELS:
        return QCoreApplication.translate(action_labels.CONTEXT, label)
    return label


class JournalCommand(ServiceCommand):
    """One action of the journal on disk, as an undo command.

    ``skips`` is how many of its first ``redo()`` / ``undo()`` calls only line the stack
    up with the file (1 for a done action: the push; 2 for an undone one: the push and
    the move of the index back); after those, undo and redo go to the store.
    """

    def __init__(
        self, document: GameDocument, action_id: int, label: str, *, skips: int = 1
    ) -> None:
        super().__init__(document, action_label(label), _already_in_the_journal)
        self.change = JournalEntry(action_id, label)
        self.source_label = label
        self._skips = skips

    def redo(self) -> None:
        if self._skips:
            self._skips -= 1
            return
        super().redo()

    def undo(self) -> None:
        if self._skips:
            self._skips -= 1
            return
        super().undo()

    def retranslate(self) -> None:
        self.setText(action_label(self.source_label))


def _already_in_the_journal(_game: object) -> NoReturn:  # pragma: no cover - never called
    raise AssertionError("a JournalCommand never runs its service: the action is on disk")


def restore_history(document: GameDocument) -> int:
    """Fill the (empty) undo stack of ``document`` from its game's journal.

    Returns the number of commands pushed. The stack's index ends after the last done
    action and that state is marked clean (the game as opened). A ``StoreError`` when the
    journal is damaged (the game's ``check_history``), before anything is pushed.
    """
    game = document.game
    stack = document.undo_stack
    if game is None or stack.count():
        return 0
    # A journal ``adjutant check`` calls damaged is not offered for undo (issue 27): the
    # StoreError reaches the window, which opens the game without its history.
    game.check_history()
    done, undone = game.undoable(), game.redoable()
    for action_id, label in done:
        stack.push(JournalCommand(document, action_id, label, skips=1))
    for action_id, label in undone:  # next to redo first
        stack.push(JournalCommand(document, action_id, label, skips=2))
    if undone:
        stack.setIndex(len(done))
    stack.setClean()
    return len(done) + len(undone)


def follow_store_labels(document: GameDocument) -> None:
    """Note, for each step pushed from now on, whether its text is its store action's label
    in the current language (the turn bar's "Next phase", the order of battle's "Edit
    unit"): such a step can be renamed on a language switch. A window's own wording
    ("Charge: 1st Foot Guards") is kept as it was written."""
    stack = document.undo_stack

    def note(index: int) -> None:
        command = stack.command(index - 1) if index > 0 else None
        if isinstance(command, ServiceCommand) and not command.store_label_noted:
            label = None if command.change is None else command.change.label
            same = label and command.text() == action_label(label)
            command.store_label = label if same else None
            command.store_label_noted = True

    stack.indexChanged.connect(note)


def retranslate_history(document: GameDocument) -> None:
    """Steps follow a language switch: restored ones, and those named by their store label
    (:func:`follow_store_labels`); others keep the text their window gave them."""
    stack = document.undo_stack
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, JournalCommand):
            command.retranslate()
        elif isinstance(command, ServiceCommand) and command.store_label:
            command.setText(action_label(command.store_label))


__all__ = [
    "JournalCommand",
    "action_label",
    "follow_store_labels",
    "restore_history",
    "retranslate_history",
]

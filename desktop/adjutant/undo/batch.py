"""The windows' one all-or-nothing helper for a batch of store services (issue 14).

``run_batch(document, label, calls)`` pushes one undo command that runs every call
of ``calls`` (built with :func:`adjutant.store.file.batch.call`) inside one store action
(``adjutant.store.file.batch.run_batch``): one transaction, one Edit > Undo step, and if
any call is refused nothing of the batch is written (the dice position included).
The refusal is re-raised for the window to show, as ``run_service`` does.

Every compound action of the windows is one (issue 23: the order of battle's Delete and
drag of several rows, the battlefield's moves of several pieces): no Qt undo macro is
left, whose steps came back one per store action after reopening and were not atomic
in the file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from adjutant.qtmodels.document import GameDocument
from adjutant.undo.service import Service, run_service

if TYPE_CHECKING:  # the store loads when the batch runs
    from adjutant.store import Change
    from adjutant.store.file.batch import Call

__all__ = ["call", "run_batch"]


def call(service: Service, *args: object, **kwargs: object) -> Call:
    """One entry of a batch: ``call(service, *args, **kwargs)``."""
    return (service, args, kwargs)


def run_batch(
    document: GameDocument, label: str, calls: Sequence[Call], *, text: str | None = None
) -> Change:
    """Run ``calls`` as one undoable, all-or-nothing store action; returns its Change.

    ``label`` is the batch's English name, one of ``store.action_labels``: the file keeps
    it so, the undo history shows it in the user's language, also after reopening (issue
    22). ``text``: what Edit > Undo says now, when the window words it itself ("Delete 3
    items"); by default the label in the user's language. One call is simply that
    service's own action (its own label). Raises the first refusal (nothing was changed).
    """
    from adjutant.store.file import batch
    from adjutant.undo.journal import action_label

    calls = list(calls)
    shown = action_label(label) if text is None else text
    if len(calls) == 1:
        service, args, kwargs = calls[0]
        return run_service(document, shown, service, *args, **kwargs)
    return run_service(document, shown, batch.run_batch, label, calls)

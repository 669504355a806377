"""The windows' one all-or-nothing helper for a batch of store services (issue 14).

``run_batch(document, label, calls)`` pushes one undo command that runs every call
of ``calls`` (built with :func:`adjutant.store.batch.call`) inside one store action
(``adjutant.store.batch.run_batch``): one transaction, one Edit > Undo step, and if
any call is refused nothing of the batch is written (the dice position included).
The refusal is re-raised for the window to show, as ``run_service`` does.

Before this, each window sequenced batches itself (a Qt undo macro, undone again on
failure; or a partial batch left behind): the store now makes them atomic.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjutant.qtmodels.document import GameDocument
from adjutant.undo.service import run_service

__all__ = ["call", "run_batch"]


def call(service: Any, *args: Any, **kwargs: Any) -> tuple:
    """One entry of a batch: ``call(service, *args, **kwargs)``."""
    return (service, args, kwargs)


def run_batch(document: GameDocument, label: str, calls: Sequence[tuple]) -> Any:
    """Run ``calls`` as one undoable, all-or-nothing store action; returns its Change.

    ``label`` is the batch's English name, one of ``undo.journal.STORE_LABELS``: the file
    keeps it so, the undo history shows it in the user's language, also after reopening
    (issue 22). One call is simply that service's own action. Raises the first refusal
    (nothing was changed).
    """
    from adjutant.store import batch
    from adjutant.undo.journal import action_label

    calls = list(calls)
    shown = action_label(label)
    if len(calls) == 1:
        service, args, kwargs = calls[0]
        return run_service(document, shown, service, *args, **kwargs)
    return run_service(document, shown, batch.run_batch, label, calls)

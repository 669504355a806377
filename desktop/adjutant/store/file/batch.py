"""Several service calls as one action: all of them, or none (issue 14).

For ``adjutant.undo.batch`` (the windows' one all-or-nothing helper) and scripts.
``run_batch(game, label, calls)`` opens one recorded action and runs each
``(service, args, kwargs)`` inside it; the services' own actions join the outer one
(``writer.action``), so the whole batch is one transaction and one undo step. If any
call raises, the transaction is rolled back and nothing of the batch is on disk: a
refused fifth control test leaves the first four unrolled, and the dice position as
it was. ``Change.result`` is the tuple of each call's own ``Change.result``.

Inside a batch, services write through the action's session, and every read on the
batch's thread (``queries``, every tool's planner: ``Game.read``) goes through that
action's own connection, so a call sees what the calls before it wrote (issues 23, 28);
another thread reads the game as it was before the batch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from adjutant.store.file.game import Game

#: One call of a batch: (service, positional args, keyword args).
Call = tuple[Callable[..., Any], Sequence[Any], Mapping[str, Any]]


def call(service: Callable[..., Any], *args: Any, **kwargs: Any) -> Call:
    """``call(resolve_control_test, unit_id, "attack", faces=(14,))`` -> a batch entry."""
    return (service, args, kwargs)


def run_batch(game: Game, label: str, calls: Sequence[Call]) -> Any:
    """Run every call in one action (one undo step); all or nothing. Returns its Change."""
    if not calls:
        raise ValueError("calls: a batch needs at least one call")
    with game.action(label) as act:
        results = []
        for service, args, kwargs in calls:
            change = service(game, *args, **kwargs)
            results.append(getattr(change, "result", None))
        act.result = tuple(results)
    return act.change

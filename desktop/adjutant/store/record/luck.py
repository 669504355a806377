"""Luck, exactly: the yes/no rolls of the event log with the chance shown before each (issue 24).

The one computation of luck, for everything that shows or sends it: the turn summary's
luck line (``windows.summary``), the match record and its slip (``store.record.match``), and
the ``tests`` of each action op in the outbox (``store.format.outbox``, docs/sync-protocol.md).

- :func:`roll_test` ``(event)``: the :class:`Test` of one event (the chance shown, whether
  the roll succeeded, the dice source), or None when the event is no yes/no roll with a
  chance shown.
- :func:`tests` ``(events)``: every such test of a sequence of events, in order.
- :func:`tally` ``(tests)``: their :class:`Luck`: how many, the expected successes (the sum
  of the exact chances shown), the successes achieved, and the z-score.
- :func:`luck` ``(events)``: a :class:`Luck` per side id (the summary's luck line).

Events are the store's typed events (``store.events.kinds``) or anything with ``.event`` holding
one (``queries.EventInfo``). No Qt, no SQLAlchemy.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from adjutant.rules.units import Side
from adjutant.store.events import kinds as event_kinds

#: How the dice of a test were rolled (counted apart: issue 24).
VIRTUAL, PHYSICAL = "virtual", "physical"


@dataclass(frozen=True, slots=True)
class Test:
    """One yes/no roll with its exact chance shown before it."""

    side_id: int | None
    kind: str  # the event's kind ("control_test", "charge", ...)
    chance: Fraction
    success: bool
    dice_source: str  # VIRTUAL | PHYSICAL


@dataclass(frozen=True, slots=True)
class Luck:
    """A tally of tests: ``expected`` = the sum of the chances shown; ``variance`` = the
    sum of p(1 - p), the variance of the number of successes."""

    rolls: int
    expected: Fraction
    achieved: int
    variance: Fraction = Fraction(0)

    @property
    def z(self) -> float | None:
        """(achieved - expected) / standard deviation; None when no roll could go either way."""
        if self.variance <= 0:
            return None
        return float(self.achieved - self.expected) / math.sqrt(self.variance)

    def add(self, test: Test) -> Luck:
        p = test.chance
        return Luck(
            self.rolls + 1,
            self.expected + p,
            self.achieved + int(test.success),
            self.variance + p * (1 - p),
        )


NO_LUCK = Luck(0, Fraction(0), 0)


def typed_event(event: Any) -> event_kinds.GameEvent:
    """The typed event of a ``queries.EventInfo`` (or the typed event itself)."""
    return event if isinstance(event, event_kinds.GameEvent) else event.event


def roll_success(event: Any) -> tuple[Fraction, bool] | None:
    """(the chance shown, whether the roll succeeded) for a yes/no roll, else None.

    What "success" means is the event the chance was shown for: a control test passed
    (CMD-5), a reckless roll that changed the token (CMD-8), a charge reaching every
    target (CHG-4, the chance shown), side A winning a melee round (MEL-10), a gladiator
    attack that hits (GLAD-4). Odds combats show the chance of the result that came up,
    not of a success, so they are left out; so are automatic changes (no roll).
    """
    e = typed_event(event)
    if e.chance is None or not e.dice:
        return None
    match e:
        case event_kinds.ControlTest():
            success = e.passed
        case event_kinds.RecklessRoll():
            success = e.changed
        case event_kinds.Charge():
            success = not e.failed and bool(e.reached)
        case event_kinds.MeleeRound():
            success = e.winner is Side.A
        case event_kinds.GladiatorAttack():
            success = e.success
        case _:
            return None
    return e.chance, success


def roll_test(event: Any) -> Test | None:
    """The :class:`Test` of one event, or None (see :func:`roll_success`)."""
    got = roll_success(event)
    if got is None:
        return None
    e = typed_event(event)
    # Dice without a recorded source were rolled by Adjutant (the only source there was).
    source = PHYSICAL if e.dice_source == PHYSICAL else VIRTUAL
    return Test(e.side_id, e.kind, got[0], got[1], source)


def tests(events: Iterable[Any]) -> list[Test]:
    """Every yes/no roll with a chance shown among ``events``, in their order."""
    return [t for t in map(roll_test, events) if t is not None]


def tally(found: Iterable[Test]) -> Luck:
    total = NO_LUCK
    for t in found:
        total = total.add(t)
    return total


def luck(events: Iterable[Any]) -> dict[int | None, Luck]:
    """Per side id: the rolls with a chance shown, expected and achieved successes."""
    out: dict[int | None, Luck] = {}
    for t in tests(events):
        out[t.side_id] = out.get(t.side_id, NO_LUCK).add(t)
    return out

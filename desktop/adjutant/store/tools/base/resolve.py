"""The one resolve step of the five tools (issue 23): record exactly the entry that was shown.

Every tool records an entry its planner gave the window the same way, here once:

1. open the action (``label``, from ``store.action_labels``);
2. plan the entry again through the action's own session (``replan``: the tool's planner,
   which reads through ``Game.read`` and so, inside an action or a batch, through the
   action's connection, seeing what the batch has written so far);
3. refuse it for the rule's own reason when the planner refuses it now (``refuse``);
4. compare it with the entry that was shown: a different one is :class:`StalePlan` (the
   one stale-plan error, with one message, translated by the Qt layers);
5. check the phase once (``store.format.phases.check_phase``: refused out of its phase
   unless the player confirmed it, else logged as out of phase);
6. hand the tool's own ``record`` a :class:`Step`: the action's session and game row, the
   fresh entry, whether it goes out of phase, and the dice: :meth:`Step.roll` rolls
   Adjutant's dice from the game's seed or takes the faces typed at the table.

What each tool keeps is its own: its planner, its refusals, its dice and its event.

- :class:`CommandRefused` — an entry the store will not record now, with the tool's
  reason (the command tool's ``Reason``; ``"stale"`` for :class:`StalePlan`);
- :class:`StalePlan` — the entry shown is not what the file gives now;
- :func:`resolve_step` — the step above; returns the action's ``Change``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from adjutant.store.errors import InvalidField
from adjutant.store.format.phases import check_phase
from adjutant.store.messages import QT_TRANSLATE_NOOP, Message
from adjutant.store.tools.base.recording import Resolution, dice_mode_of, roll

if TYPE_CHECKING:  # the ORM is the writer's: imported when a step runs (issue 28)
    from sqlalchemy.orm import Session

    from adjutant.store.file.game import Game
    from adjutant.store.file.journal import Change
    from adjutant.store.file.models import GameMeta

#: The translation context of the store's refusals (``qtmodels.formatting.refusal_reason``).
REFUSALS = "Refusals"
#: The one stale-plan message (English source; the Qt layers translate it).
STALE = QT_TRANSLATE_NOOP("Refusals", "The table changed since this was shown: look again.")

EntryT = TypeVar("EntryT")


class CommandRefused(InvalidField):
    """An entry the store will not record now: ``reason`` (the tool's own key: the command
    tool's ``Reason``), ``unit_id`` (what it was for) and ``text`` (the English words)."""

    def __init__(self, reason: Any, unit_id: Any, text: str, field: str = "unit_id") -> None:
        self.reason = reason
        self.unit_id = unit_id
        self.text = text
        super().__init__(field, unit_id, text)


class StalePlan(CommandRefused):
    """The entry shown is not what the file gives now (something changed the table since
    it was planned): nothing is recorded; the window plans again. ``message`` is the one
    message, for the Qt layers to translate."""

    message = Message(REFUSALS, STALE)

    def __init__(self, field: str = "entry", value: Any = None) -> None:
        super().__init__("stale", value, STALE, field)


@dataclass(frozen=True, slots=True)
class Step(Generic[EntryT]):
    """What a tool's ``record`` is handed, inside the action, once the entry is confirmed:
    the action's ``session``, the game row ``meta``, the ``action_id``, the fresh ``entry``
    (equal to the one shown), ``out_of_phase`` (it goes ahead out of its phase, confirmed)
    and the dice: ``mode`` ("virtual" or "physical") and the typed ``faces``."""

    session: Session
    meta: GameMeta
    action_id: int
    entry: EntryT
    out_of_phase: bool
    mode: str
    faces: Sequence[int] | None

    def roll(self, sides: int, count: int, rule: str, field: str = "faces") -> tuple[int, ...]:
        """``count`` faces of a d``sides``: rolled from the game's seed (virtual mode; the
        position saved in this action) or the typed ``faces``, checked against the die."""
        return roll(self.meta, self.mode, sides, count, self.faces, rule, field)


def resolve_step(
    game: Game,
    label: str,
    entry: EntryT,
    *,
    replan: Callable[[], EntryT | None],
    kind: str,
    confirmed: bool,
    record: Callable[[Step[EntryT]], Resolution],
    refuse: Callable[[EntryT], None] | None = None,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
    field: str = "entry",
    value: Any = None,
) -> Change:
    """Record ``entry`` as shown, in one action named ``label`` (see the module).

    ``replan``: the tool's planner for the entry's inputs, called inside the action (None:
    the file no longer gives it); ``refuse``: raises the rule's own refusal of the fresh
    entry; ``kind``: the event kind whose phase is checked; ``confirmed``: the player
    confirmed it out of its phase; ``record``: the tool's own recording, returning the
    ``Resolution``; ``dice_mode`` None: the game's; ``field`` / ``value``: what a
    :class:`StalePlan` names. Refused with nothing changed."""
    from adjutant.store.services.edits import meta  # the writer's side (issue 28)

    with game.action(label) as act:
        m = meta(act.session)
        fresh = replan()
        if fresh is not None and refuse is not None:
            refuse(fresh)
        if fresh is None or fresh != entry:
            raise StalePlan(field, value)
        out_of_phase = check_phase(kind, m.phase, out_of_phase=confirmed)
        mode = dice_mode_of(m, dice_mode)
        act.result = record(Step(act.session, m, act.action_id, fresh, out_of_phase, mode, faces))
    return act.ended


__all__ = ["REFUSALS", "STALE", "CommandRefused", "StalePlan", "Step", "resolve_step"]

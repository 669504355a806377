"""Values the tool planners share: where a planned test stands, and why one is refused.

For the store's planners (``odds_plan``, ``hex_plan``; issue 14) and the windows that
show their entries as roll cards (``qtmodels.roll_cards.CardState`` has the same
words). A refusal carries the rule's reason in English, a stable ``key`` for a window
to say it in the user's language (with ``params`` for the blanks), and the error a
resolve raises for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from adjutant.rules.errors import RuleInputError
from adjutant.store.errors import InvalidField

__all__ = ["EntryState", "Refusal", "refusal"]


class EntryState(StrEnum):
    """Where a planned test stands (the words of ``qtmodels.roll_cards.CardState``)."""

    PENDING = "pending"  # it can be rolled (or made) now
    AUTOMATIC = "automatic"  # no roll is needed
    DONE = "done"  # made this turn: its typed event is on the entry
    REFUSED = "refused"  # not now: the refusal says which rule and why


@dataclass(frozen=True)
class Refusal:
    """Why an entry cannot go ahead.

    ``rule``: the rule that refuses it ("ODD-1", "GLAD-3"), or None for a fact of the
    game (no such table). ``field``: set for a refusal of the game's state (raised as the
    store's ``InvalidField``, naming it); without it a rule's refusal is bad input to the
    rule (``RuleInputError``)."""

    message: str
    rule: str | None = None
    field: str | None = None
    key: str | None = None
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, name: str) -> Any:
        return dict(self.params).get(name)

    def error(self) -> ValueError:
        if self.rule is not None and self.field is None:
            return RuleInputError(self.rule, self.message)
        text = f"{self.message} ({self.rule})" if self.rule else self.message
        return InvalidField(self.field or "entry", None, text)

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}" if self.rule else self.message


def refusal(
    key: str, message: str, rule: str | None = None, field: str | None = None, **params: Any
) -> Refusal:
    return Refusal(message, rule, field, key, tuple(params.items()))

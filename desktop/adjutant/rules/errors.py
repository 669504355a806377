"""Typed bad-input errors of the rules core.

Every error is a ``ValueError`` subclass whose message names the rule id and
the offending value, so a window can show it as is ("CMD-5: a d20 face must be
1..20, got 21"). Two helpers turn the commonest wrong types into such errors:
``as_items`` (a list was expected) and ``as_enum`` (an enum value was expected).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TypeVar, overload

E = TypeVar("E", bound=Enum)
T = TypeVar("T")


class RuleInputError(ValueError):
    """Bad input to a rule: the message names the rule and the value."""

    def __init__(self, rule: str, message: str, value: object = None) -> None:
        self.rule = rule
        self.value = value
        super().__init__(f"{rule}: {message}")


@overload
def as_items(rule: str, value: Iterable[T], what: str) -> list[T]: ...
@overload
def as_items(rule: str, value: object, what: str) -> list[object]: ...


def as_items(rule: str, value: Iterable[T] | object, what: str) -> list[T] | list[object]:
    """``value`` as a list if it is a collection of items (not text), else ``RuleInputError``.

    For inputs typed as ``Iterable``/``Sequence`` (dice faces, hexes of a path,
    artillery factors...): a lone number or a string is bad input with a clear
    message, not a ``TypeError`` from deep inside a rule. Typed: an ``Iterable[T]`` gives a
    ``list[T]`` (the items are not checked here), anything else a ``list[object]``.
    """
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise RuleInputError(rule, f"{what} must be a list, got {value!r}", value)
    return list(value)


def as_enum(kind: type[E], value: object, rule: str, what: str) -> E:
    """``value`` as a member of the enum ``kind`` (its value string is accepted), else raise."""
    try:
        return kind(value)
    except (ValueError, TypeError):
        allowed = ", ".join(str(m.value) for m in kind)
        raise RuleInputError(
            rule, f"{what} must be one of {allowed}, got {value!r}", value
        ) from None

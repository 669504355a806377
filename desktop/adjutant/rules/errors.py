"""Typed bad-input errors of the rules core.

Every error is a ``ValueError`` subclass whose message names the rule id and
the offending value, so a window can show it as is ("CMD-5: a d20 face must be
1..20, got 21").
"""

from __future__ import annotations


class RuleInputError(ValueError):
    """Bad input to a rule: the message names the rule and the value."""

    def __init__(self, rule: str, message: str, value: object = None) -> None:
        self.rule = rule
        self.value = value
        super().__init__(f"{rule}: {message}")

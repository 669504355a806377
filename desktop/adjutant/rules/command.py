"""Command tokens and control tests (RULES.md §1, CMD-1..8; issue 2).

For the command window and the store's command service: which token changes
are allowed (CMD-7), whether a change is automatic or needs a control test
(CMD-4), the control difficulty with its breakdown (CMD-6), the exact chance of
passing (CMD-5), checking a d20 face, and reckless regiments (CMD-8).

Conventions: a d20 "needs N+" means faces N..20 pass; ``needed_roll`` returns
1 when any face passes (difficulty <= 0) and 20 when only a natural 20 does,
so ``control_chance(d) == Fraction(21 - needed_roll(d), 20)`` always.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from adjutant.rules.dice import ceil_measure, validate_face, validate_measure
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.ruleset import Tool
from adjutant.rules.units import ChangeMode, Token

D20 = 20
# CMD-4: a full command group is commander, standard-bearer and musician.
FULL_COMMAND_GROUP = 3
# CMD-6: each member of an incomplete command group lowers the difficulty by 2.
MEMBER_BONUS = 2
# CMD-8: a reckless regiment's token moves on 1..10 of a d20.
RECKLESS_MAX_FACE = 10


# CMD-7: the one-step ladder Defence <-> Move <-> Attack.
_LADDER = (Token.DEFENCE, Token.MOVE, Token.ATTACK)


def _check_members(members: int, rule: str, highest: int) -> int:
    if isinstance(members, bool) or not isinstance(members, int):
        raise RuleInputError(
            rule, f"command group members must be a whole number, got {members!r}", members
        )
    if not 0 <= members <= highest:
        raise RuleInputError(
            rule, f"command group members must be 0..{highest}, got {members}", members
        )
    return members


def _check_token(token: Token | str, rule: str) -> Token:
    try:
        return Token(token)
    except ValueError:
        raise RuleInputError(rule, f"unknown token {token!r}", token) from None


def change_mode(with_cinc: bool, command_group_members: int) -> ChangeMode:
    """CMD-4: automatic with the C-in-C or a full command group (3 members), else a test."""
    members = _check_members(command_group_members, "CMD-4", FULL_COMMAND_GROUP)
    if with_cinc:
        return ChangeMode.AUTOMATIC_CINC
    if members == FULL_COMMAND_GROUP:
        return ChangeMode.AUTOMATIC_COMMAND_GROUP
    return ChangeMode.TEST


def _check_test_members(members: int) -> int:
    # CMD-6 counts only an *incomplete* group; a full one changes without a test (CMD-4).
    if not isinstance(members, bool) and isinstance(members, int) and members >= FULL_COMMAND_GROUP:
        raise RuleInputError(
            "CMD-6",
            f"a regiment with {members} command group members has a full group and "
            "changes token automatically (CMD-4): no control test",
            members,
        )
    return _check_members(members, "CMD-6", FULL_COMMAND_GROUP - 1)


def difficulty_breakdown(
    distance: float, command_group_members: int = 0
) -> tuple[int, tuple[Modifier, ...]]:
    """CMD-6: the control difficulty and its terms (they sum to the difficulty).

    The distance term is the distance rounded up; a member term (-2 each) is
    present only when the regiment has 1 or 2 command group members.
    """
    measured = validate_measure(distance, "CMD-6")
    members = _check_test_members(command_group_members)
    terms = [
        Modifier(
            "distance",
            "Distance to the commander-in-chief, rounded up",
            "CMD-6",
            ceil_measure(measured),
        )
    ]
    if members:
        terms.append(
            Modifier(
                "command_group",
                f"Incomplete command group ({members} member{'s' if members > 1 else ''})",
                "CMD-6",
                -MEMBER_BONUS * members,
            )
        )
    return sum(int(t.value) for t in terms), tuple(terms)


def control_difficulty(distance: float, command_group_members: int = 0) -> int:
    """CMD-6: distance rounded up, minus 2 per member of an incomplete command group.

    >>> control_difficulty(11.3), control_difficulty(8.9, 1)
    (12, 7)
    """
    return difficulty_breakdown(distance, command_group_members)[0]


def _check_difficulty(difficulty: int) -> int:
    if isinstance(difficulty, bool) or not isinstance(difficulty, int):
        raise RuleInputError(
            "CMD-5",
            f"the control difficulty must be a whole number, got {difficulty!r}",
            difficulty,
        )
    return difficulty


def needed_roll(difficulty: int) -> int:
    """CMD-5: the lowest d20 face that passes: 1 (any roll) .. 20 (natural 20 only).

    >>> needed_roll(12), needed_roll(7), needed_roll(0), needed_roll(25)
    (13, 8, 1, 20)
    """
    return min(max(_check_difficulty(difficulty) + 1, 1), D20)


def control_chance(difficulty: int) -> Fraction:
    """CMD-5: P(d20 > difficulty, or a natural 20). <= 0 -> 1; >= 19 -> 1/20.

    >>> control_chance(12), control_chance(7)
    (Fraction(2, 5), Fraction(13, 20))
    """
    return Fraction(D20 + 1 - needed_roll(difficulty), D20)


def control_passes(difficulty: int, roll: int) -> bool:
    """CMD-5: does this d20 face pass? Faces outside 1..20 are refused."""
    _check_difficulty(difficulty)
    face = validate_face(roll, D20, "CMD-5")
    return face == D20 or face > difficulty


@dataclass(frozen=True, slots=True)
class ControlTest:
    """One CMD-5 control test: its inputs, exact odds and (once rolled) outcome.

    ``roll`` and ``passed`` are None until a face is known.
    """

    distance: float
    members: int
    difficulty: int
    needed: int
    chance: Fraction
    roll: int | None
    passed: bool | None
    breakdown: tuple[Modifier, ...]


def control_test(
    distance: float, command_group_members: int = 0, roll: int | None = None
) -> ControlTest:
    """CMD-5/6: everything the command window shows for one test (roll optional)."""
    difficulty, breakdown = difficulty_breakdown(distance, command_group_members)
    passed = None if roll is None else control_passes(difficulty, roll)
    return ControlTest(
        distance=float(distance),
        members=command_group_members,
        difficulty=difficulty,
        needed=needed_roll(difficulty),
        chance=control_chance(difficulty),
        roll=roll,
        passed=passed,
        breakdown=breakdown,
    )


def change_refusal(current: Token, wanted: Token) -> str | None:
    """CMD-7: why ``current`` -> ``wanted`` is refused (English), or None if allowed."""
    current = _check_token(current, "CMD-7")
    wanted = _check_token(wanted, "CMD-7")
    if current == wanted:
        return f"The token is already {current.value.capitalize()}."
    steps = abs(_LADDER.index(current) - _LADDER.index(wanted))
    if steps > 1:
        return (
            f"{current.value.capitalize()} cannot change to {wanted.value.capitalize()} "
            "in one go: a token moves one step along Defence - Move - Attack (CMD-7)."
        )
    return None


def can_change(current: Token, wanted: Token) -> bool:
    """CMD-7: one step along Defence <-> Move <-> Attack; the same token -> False."""
    return change_refusal(current, wanted) is None


def require_change(current: Token, wanted: Token) -> None:
    """CMD-7: raise ``RuleInputError`` with the refusal text if the change is not allowed."""
    reason = change_refusal(current, wanted)
    if reason is not None:
        raise RuleInputError("CMD-7", reason, (current, wanted))


def reckless_roll_needed(token: Token, enemy_in_front: bool) -> bool:
    """CMD-8: does this reckless regiment's token roll matter this turn?"""
    token = _check_token(token, "CMD-8")
    return token is Token.DEFENCE or (token is Token.MOVE and bool(enemy_in_front))


def reckless_chance(token: Token, enemy_in_front: bool) -> Fraction:
    """CMD-8: P(the reckless roll changes the token): 1/2 or 0."""
    if reckless_roll_needed(token, enemy_in_front):
        return Fraction(RECKLESS_MAX_FACE, D20)
    return Fraction(0)


def reckless_token(token: Token, roll: int, enemy_in_front: bool) -> Token:
    """CMD-8: the token after a reckless regiment's d20 roll.

    Defence -> Move on 1..10; Move -> Attack on 1..10 only with an enemy
    directly in front (nothing between); Attack stays. The face is validated.
    """
    token = _check_token(token, "CMD-8")
    face = validate_face(roll, D20, "CMD-8")
    if face <= RECKLESS_MAX_FACE and reckless_roll_needed(token, enemy_in_front):
        return _LADDER[_LADDER.index(token) + 1]
    return token


def charge_refusal(token: Token | str | None, uses_tokens: bool = True) -> str | None:
    """CMD-1: why a regiment with ``token`` may not charge (English), or None if it may.

    For the charge tools (issue 4): when the ruleset uses command tokens, only a
    regiment carrying an Attack token may charge; one with Move, Defence or no
    token placed yet is refused. Without tokens (``uses_tokens`` False) nothing
    is refused here.
    """
    if not uses_tokens:
        return None
    if token is None:
        return (
            "This regiment has no order token placed yet: only an Attack token may charge (CMD-1)."
        )
    token = _check_token(token, "CMD-1")
    if token is Token.ATTACK:
        return None
    return (
        f"This regiment carries a {token.value.capitalize()} token: "
        "only a regiment with an Attack token may charge (CMD-1)."
    )


class UsesTools(Protocol):
    """A ruleset-like object: says which tools are in use (``Ruleset`` is one)."""

    def uses(self, tool: Tool, /) -> bool: ...


def unit_charge_refusal(unit: object, ruleset: UsesTools | None = None) -> str | None:
    """CMD-1 for a unit-like object (``.token``) under a ruleset-like object (``.uses``).

    ``ruleset`` None means tokens are in use. A ``Ruleset`` decides through
    ``ruleset.uses(Tool.TOKENS)``; this keeps the charge window's call one line:
    ``unit_charge_refusal(queries.unit(game, uid), ruleset)``.
    """
    uses_tokens = True if ruleset is None else bool(ruleset.uses(Tool.TOKENS))
    return charge_refusal(getattr(unit, "token", None), uses_tokens)

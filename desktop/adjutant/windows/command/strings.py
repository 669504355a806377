"""The command tool's words in the user's language: tokens, reasons, card lines, breakdowns.

For the command window's pages and cards (``adjutant.windows.command``). The store's
plan (``store.tools.command.planner``) says *what* (a ``Reason`` key, tokens, numbers); this
module says it in the interface language (context "CommandWindow" of the
``command`` translation area). Every name in these texts is a user string: callers
show them as plain text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from adjutant.qtmodels.command_models import token_text
from adjutant.rules.explain import Modifier
from adjutant.store.events import kinds as event_kinds
from adjutant.store.tools.command.planner import ChangeMode, Reason

if TYPE_CHECKING:
    from adjutant.rules.units import Token
    from adjutant.store.tools.command.planner import DeclarationEntry, RecklessEntry

translate = QCoreApplication.translate


def token_name(token: Token | str | None) -> str:
    """ "Defence", "Move", "Attack" ("—" for none), translated."""
    return token_text(token)


def distance_text(value: float | None) -> str:
    """A distance in the user's locale ("11.3", "11,3"), two decimals at most."""
    if value is None:
        return "—"
    return QLocale().toString(round(float(value), 2), "g", 6)


def source_text(source: str | None) -> str:
    if source == "typed":
        return translate("CommandWindow", "typed")
    return translate("CommandWindow", "measured")


def term_label(modifier: Modifier) -> str:
    """A CMD-6 breakdown term in the user's language (by its key)."""
    if modifier.key == "distance":
        return translate("CommandWindow", "Distance to the commander-in-chief, rounded up")
    if modifier.key == "command_group":
        return translate("CommandWindow", "Incomplete command group (−2 per member)")
    if modifier.key == "reckless_faces":
        return translate("CommandWindow", "Faces of the d20 that change the token (1–10)")
    return modifier.label


def reason_text(
    reason: Reason | None,
    unit: str,
    token: Token | None = None,
    wanted: Token | None = None,
) -> str:
    """Why an entry cannot be rolled now (or needs no roll), in the user's language."""
    if reason is None:
        return ""
    if reason is Reason.SAME_TOKEN:
        return translate("CommandWindow", "The token is already {token}.").format(
            token=token_name(token)
        )
    if reason is Reason.TWO_STEPS:
        return translate(
            "CommandWindow",
            "{current} cannot change to {wanted} in one go: a token moves one step along "
            "Defence – Move – Attack (CMD-7).",
        ).format(current=token_name(token), wanted=token_name(wanted))
    texts = {
        Reason.NO_TOKENS: translate(
            "CommandWindow", "This ruleset does not use command tokens (CMD-1)."
        ),
        Reason.NOT_ITS_TURN: translate(
            "CommandWindow",
            "Declares and rolls at the start of its own side's turn (CMD-3, CMD-8).",
        ),
        Reason.DESTROYED: translate("CommandWindow", "Destroyed."),
        Reason.NO_TOKEN: translate("CommandWindow", "No token placed (CMD-2)"),
        Reason.NOT_RECKLESS: translate("CommandWindow", "Not reckless (CMD-8)."),
        Reason.NO_DISTANCE: translate(
            "CommandWindow",
            "The distance to the commander-in-chief cannot be measured: type the distance "
            "measured on the table (CMD-6).",
        ),
        Reason.ATTACK_STAYS: translate(
            "CommandWindow", "No roll needed: Attack stays Attack (CMD-8)."
        ),
        Reason.NO_ENEMY: translate(
            "CommandWindow",
            "No roll needed: Move becomes Attack only with an enemy directly in front and "
            "nothing between (CMD-8). Tick the box if there is one.",
        ),
        Reason.ENEMY_UNKNOWN: translate(
            "CommandWindow",
            "Not on the table: say whether an enemy is directly in front (CMD-8).",
        ),
        Reason.RECKLESS_FIRST: translate(
            "CommandWindow",
            "Roll its reckless d20 first: this ruleset makes the reckless rolls before the "
            "declared changes (CMD-8).",
        ),
        Reason.DECLARED_DONE: translate(
            "CommandWindow",
            "Its declared change is made: this ruleset makes the reckless rolls before the "
            "declared changes (CMD-8).",
        ),
        Reason.RECKLESS_DONE: translate(
            "CommandWindow",
            "Its reckless roll is made: this ruleset makes the declared changes before the "
            "reckless rolls (CMD-8).",
        ),
        Reason.ALREADY_DECLARED: translate(
            "CommandWindow", "Already tried a token change this turn (CMD-3)."
        ),
        Reason.ALREADY_ROLLED: translate(
            "CommandWindow", "Already made its reckless roll this turn (CMD-8)."
        ),
    }
    return texts[reason]


def with_unit(unit: str, text: str) -> str:
    return translate("CommandWindow", "{unit}: {reason}").format(unit=unit, reason=text)


def refused(text: str) -> str:
    return translate("CommandWindow", "Refused, nothing changed: {reason}").format(reason=text)


# ---------------------------------------------------------------- card lines


def reckless_test(entry: RecklessEntry) -> str:
    """What a reckless card tests: "Reckless roll: Defence → Move on 1–10"."""
    if entry.becomes is not None:
        return translate("CommandWindow", "Reckless roll: {before} → {after} on 1–10").format(
            before=token_name(entry.token), after=token_name(entry.becomes)
        )
    return translate("CommandWindow", "Reckless roll: {token}").format(
        token=token_name(entry.token)
    )


def reckless_result(event: event_kinds.RecklessRoll) -> str:
    face = event.dice[0] if event.dice else "?"
    if event.changed:
        return translate("CommandWindow", "Rolled {face}: {before} → {after}").format(
            face=face, before=token_name(event.token_before), after=token_name(event.token)
        )
    return translate("CommandWindow", "Rolled {face}: stays {token}").format(
        face=face, token=token_name(event.token_before)
    )


def enemy_text(computed: bool | None) -> str:
    """What the battlefield says for CMD-8."""
    if computed is None:
        return translate("CommandWindow", "not on the table")
    if computed:
        return translate("CommandWindow", "enemy in front")
    return translate("CommandWindow", "no enemy in front")


def declaration_test(entry: DeclarationEntry) -> str:
    """What a declaration card tests: "Control test: Move → Attack" / "Token change: …"."""
    before, after = token_name(entry.token), token_name(entry.wanted)
    if entry.mode in (ChangeMode.AUTOMATIC_CINC, ChangeMode.AUTOMATIC_COMMAND_GROUP):
        return translate("CommandWindow", "Token change: {before} → {after}").format(
            before=before, after=after
        )
    return translate("CommandWindow", "Control test: {before} → {after}").format(
        before=before, after=after
    )


def needs_text(needed: int | None) -> str:
    if needed is None:
        return ""
    return translate("CommandWindow", "needs {needed}+").format(needed=needed)


def automatic_note(mode: ChangeMode | None) -> str:
    if mode is ChangeMode.AUTOMATIC_CINC:
        return translate(
            "CommandWindow", "No roll needed: changes at once, with the C-in-C (CMD-4)."
        )
    return translate(
        "CommandWindow", "No roll needed: changes at once, full command group (CMD-4)."
    )


def difficulty_note(entry: DeclarationEntry) -> str:
    """The numbers behind "needs N+": "Distance 11.3 (measured) → difficulty 12"."""
    return translate(
        "CommandWindow", "Distance {distance} ({source}) → difficulty {difficulty}"
    ).format(
        distance=distance_text(entry.distance),
        source=source_text(entry.distance_source),
        difficulty=entry.difficulty,
    )


def declaration_result(event: event_kinds.ControlTest | event_kinds.TokenChange) -> str:
    """``event``: an ``events.TokenChange`` or ``events.ControlTest``."""
    if isinstance(event, event_kinds.TokenChange):
        return translate("CommandWindow", "{before} → {after} (at once)").format(
            before=token_name(event.token_from), after=token_name(event.token)
        )
    face = event.dice[0] if event.dice else "?"
    if event.passed:
        return translate("CommandWindow", "{face} vs {needed}+: passed → {token}").format(
            face=face, needed=event.needed, token=token_name(event.token)
        )
    return translate("CommandWindow", "{face} vs {needed}+: failed, stays {token}").format(
        face=face, needed=event.needed, token=token_name(event.token)
    )


def members_text(members: int) -> str:
    return translate("CommandWindow", "Command group members (CMD-4, CMD-6): {count} of 3").format(
        count=members
    )


__all__ = [
    "automatic_note",
    "declaration_result",
    "declaration_test",
    "difficulty_note",
    "distance_text",
    "enemy_text",
    "members_text",
    "needs_text",
    "reason_text",
    "reckless_result",
    "reckless_test",
    "refused",
    "source_text",
    "term_label",
    "token_name",
    "with_unit",
]

"""The odds tool's rule terms in the user's language (ODD-1..3): breakdown lines, refusals,
the card's texts.

For the odds window's pages (``adjutant.windows.odds``). The planner
(``store.tools.odds.planner``) speaks English with stable keys (a term's ``Modifier.key``, a
refusal's ``key`` and ``params``); this module turns them into translated text. A
refusal it does not know (one of the rules core's own) is shown as the rules word it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from adjutant.rules.explain import Modifier

if TYPE_CHECKING:
    from adjutant.store.tools.odds.planner import Refusal
    from adjutant.windows.odds.session import TypedStrengthError

CONTEXT = "OddsStrings"


translate = QCoreApplication.translate


def arrow(text: str) -> str:
    """The planner's "->" as the arrow a player reads."""
    return text.replace("->", "→")


def term_label(term: Modifier, names: Mapping[int, str]) -> str:
    """A breakdown line: a typed strength, a unit's factor, a bombarding unit's half, a shift."""
    key = term.key
    if key == "attack":
        return translate("OddsStrings", "Attack strength (typed)")
    if key == "defence":
        return translate("OddsStrings", "Defence strength (typed)")
    if key == "shift":
        reason = term.label.removeprefix("Column shift: ")
        return translate("OddsStrings", "Column shift: {reason}").format(reason=reason)
    kind, _, ident = key.partition(":")
    name = names.get(int(ident)) if ident.isdigit() else None
    if name is None:
        return term.label
    if kind == "unit":
        if term.label.endswith("defence factor"):
            return translate("OddsStrings", "{name}: defence factor").format(name=name)
        return translate("OddsStrings", "{name}: attack factor").format(name=name)
    if kind == "bombard":
        factor = term.label.removeprefix(f"{name}: attack ").split(" ")[0]
        return translate(
            "OddsStrings", "{name}: attack {factor} halved, rounded up (ODD-3)"
        ).format(name=name, factor=factor)
    return term.label


def side_word(what: object) -> str:
    return (
        translate("OddsStrings", "attack")
        if what == "attack"
        else translate("OddsStrings", "defence")
    )


def refusal_text(refusal: Refusal) -> str:
    """Why the combat cannot be rolled, with its rule, in the user's language."""
    key, p = refusal.key, refusal.param
    rule = refusal.rule
    texts = {
        "no_table": lambda: translate(
            "OddsStrings", "No combat results table: add one, load the sample or import a CSV file."
        ),
        "unknown_table": lambda: translate(
            "OddsStrings", "That combat results table is no longer in the game."
        ),
        "shape": lambda: translate(
            "OddsStrings",
            "The stored table “{name}” cannot be read: its rows do not fit its die and columns.",
        ).format(name=p("name")),
        "empty_table": lambda: translate(
            "OddsStrings", "The table is empty: fill in its cells first."
        ),
        "unknown_unit": lambda: translate(
            "OddsStrings", "A unit of this combat is no longer in the game."
        ),
        "not_artillery": lambda: translate(
            "OddsStrings", "{name} is not artillery: only artillery bombards."
        ).format(name=p("name")),
        "two_roles": lambda: translate(
            "OddsStrings", "{name} cannot take two parts in one combat."
        ).format(name=p("name")),
        "both": lambda: translate("OddsStrings", "Type a strength or pick units, not both."),
        "no_attack": lambda: translate(
            "OddsStrings", "Enter the attack strength or pick attacking units."
        ),
        "no_defence": lambda: translate(
            "OddsStrings", "Enter the defence strength or pick defending units."
        ),
        "factor": lambda: translate(
            "OddsStrings", "{name}: its {what} factor must be at least 1, got {value}."
        ).format(name=p("name"), what=side_word(p("what")), value=p("value")),
        "strength": lambda: translate(
            "OddsStrings", "The {what} strength must be at least 1, got {value}."
        ).format(what=side_word(p("what")), value=p("value")),
        "shift_value": lambda: translate("OddsStrings", "A column shift of 0 changes nothing."),
        "shift_reason": lambda: translate(
            "OddsStrings", "Give the column shift a reason (terrain, leader…)."
        ),
    }
    make = None if key is None else texts.get(key)
    if make is None:
        return str(refusal)
    text = make()
    return f"{text} ({rule})" if rule else text


def typed_error_text(error: TypedStrengthError) -> str:
    """A strength field that is not a whole number."""
    return translate("OddsStrings", "{what}: type a whole number, not “{text}” (ODD-1).").format(
        what=translate("OddsStrings", "Attack")
        if error.what == "attack"
        else translate("OddsStrings", "Defence"),
        text=error.text,
    )


def status_name(status: str) -> str:
    names = {
        "fresh": translate("OddsStrings", "fresh"),
        "disordered": translate("OddsStrings", "disordered"),
        "broken": translate("OddsStrings", "broken"),
        "destroyed": translate("OddsStrings", "destroyed"),
    }
    return names.get(status, status)


__all__ = [
    "arrow",
    "refusal_text",
    "side_word",
    "status_name",
    "term_label",
    "typed_error_text",
]

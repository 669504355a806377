"""The charge tool's words: rule terms, refusals, breakdown labels, results (translated).

For the pages of :mod:`adjutant.windows.charge` and its item models
(``qtmodels.charge_models.ChargeTexts``). One translation context, "ChargeWindow",
for the whole tool (``resources/translations/charge_*.ts``). Unit and side names are
user strings: they are put into these texts as they are and the texts are shown as
plain text, never as markup.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from adjutant.qtmodels.charge_models import (
    COL_CHANCE,
    COL_MEASURED,
    COL_MOVEMENT,
    COL_NAME,
    COL_NEEDS,
    COL_TOKEN,
    COL_TYPED,
    COL_VERDICT,
    format_distance,
)
from adjutant.qtmodels.oob_model import choice_label
from adjutant.rules.explain import Modifier

if TYPE_CHECKING:
    from fractions import Fraction

    from adjutant.store.tools.charge.planner import (
        ChargeEntry,
        ChargerPlan,
        Refusal,
        TargetPlan,
    )

CONTEXT = "ChargeWindow"
translate = QCoreApplication.translate


def names(items: Iterable[str]) -> str:
    return ", ".join(items)


# ---------------------------------------------------------------- rule terms


def dice_rule_name(rule: str) -> str:
    """CHG-2's dice rule (``rules.charge.ChargeDice``, a str enum, or its value) in words."""
    value = str(getattr(rule, "value", rule))
    words = {
        "highest_2d6": translate("ChargeWindow", "the highest of 2D6"),
        "sum_2d6": translate("ChargeWindow", "2D6"),
        "3d6_drop_lowest": translate("ChargeWindow", "3D6, the lowest dropped"),
        "d6": translate("ChargeWindow", "D6"),
    }
    return words.get(value, str(value))


def source_name(source: str | None) -> str:
    if source == "typed":
        return translate("ChargeWindow", "typed")
    if source == "measured":
        return translate("ChargeWindow", "measured")
    return "—"


def token_name(token: str | None) -> str:
    return "—" if token is None else choice_label("token", token)


def movement_line(movement: float, rule: str) -> str:
    return translate("ChargeWindow", "Movement {m} + {dice} (CHG-2)").format(
        m=f"{movement:g}", dice=dice_rule_name(rule)
    )


def needs(needed: int | None, chance: Fraction | None) -> str:
    """The dice result needed, as the targets table shows it ("5+", "any"; "—" when out
    of reach: its chance says 0 %)."""
    if chance is None or needed is None or chance == 0:
        return "—"
    if chance == 1:
        return translate("ChargeWindow", "any")
    return translate("ChargeWindow", "{n}+").format(n=needed)


def card_needs(needed: int | None, chance: Fraction | None) -> str:
    """The same on a roll card, a phrase ("needs 5+", "any roll reaches")."""
    if chance is None or needed is None:
        return ""
    if chance == 0:
        return translate("ChargeWindow", "out of reach")
    if chance == 1:
        return translate("ChargeWindow", "any roll reaches")
    return translate("ChargeWindow", "needs {n}+").format(n=needed)


def term_label(term: Modifier) -> str:
    """A breakdown term of the chance (CHG-2, CHG-3, CHG-5)."""
    return {
        "distance_typed": translate("ChargeWindow", "Distance typed in (it wins)"),
        "distance_measured": translate("ChargeWindow", "Distance measured edge to edge"),
        "movement": translate("ChargeWindow", "Movement"),
    }.get(term.key, term.label)


# ---------------------------------------------------------------- refusals


def refusal(r: Refusal) -> str:
    """Why a charge is not allowed now (``store.tools.charge.planner.Refusal``), translated."""
    code, unit = r.code, r.unit
    if code == "no_token":
        return translate(
            "ChargeWindow",
            "{unit} has no order token yet: only a regiment with an Attack token may "
            "charge (CMD-1).",
        ).format(unit=unit)
    if code == "token":
        return translate(
            "ChargeWindow",
            "{unit} carries a {token} token: only a regiment with an Attack token may "
            "charge (CMD-1).",
        ).format(unit=unit, token=token_name(r.token))
    if code == "charged":
        return translate(
            "ChargeWindow",
            "{unit} has charged this turn already (CHG-1): undo that charge to roll it again.",
        ).format(unit=unit)
    if code == "declared":
        return translate(
            "ChargeWindow", "{unit} has declared a charge this turn already (CHG-1)."
        ).format(unit=unit)
    if code == "not_active":
        return translate(
            "ChargeWindow",
            "{unit} is not of {side}, whose turn it is: the active side charges (CHG-1).",
        ).format(unit=unit, side=names(r.names))
    if code == "together":
        return translate(
            "ChargeWindow",
            "First roll the other charges on {targets}: several units charging one target "
            "are resolved together (CHG-1).",
        ).format(targets=names(r.names))
    if code == "no_target":
        return translate("ChargeWindow", "Choose at least one target (CHG-4).")
    if code == "same_side":
        return translate(
            "ChargeWindow", "{targets}: on the charger's own side, not a target (CHG-4)."
        ).format(targets=names(r.names))
    if code == "distance":
        return translate(
            "ChargeWindow",
            "{targets}: not on the battlefield; type the distance measured on the table (CHG-5).",
        ).format(targets=names(r.names))
    if code == "gone":
        return translate(
            "ChargeWindow", "A unit of this charge is no longer in the game: withdraw it."
        )
    # "unreadable": a stored value no service writes; the store's words name it.
    return translate("ChargeWindow", "This charge cannot be read from the game: {reason}").format(
        reason=r.text
    )


def verdict(charger: ChargerPlan) -> str:
    """The Charger page's short verdict (the full reason is the row's tooltip)."""
    r = charger.refusal
    if r is None:
        return translate("ChargeWindow", "may charge")
    if r.code == "charged":
        event = charger.event
        if event is not None:
            return translate("ChargeWindow", "charged: range {range}").format(
                range=f"{event.range:g}"
            )
        return translate("ChargeWindow", "charged this turn")
    if r.code == "no_token":
        return translate("ChargeWindow", "no token (CMD-1)")
    if r.code == "token":
        return translate("ChargeWindow", "{token} token (CMD-1)").format(token=token_name(r.token))
    return translate("ChargeWindow", "not now")


# ---------------------------------------------------------------- results


def result_text(entry: ChargeEntry) -> str:
    """CHG-3/4: the range rolled, the targets reached and not reached."""
    charge = entry.event
    if charge is None:
        return ""
    by_id = {t.unit_id: t.name for t in entry.targets}
    head = translate(
        "ChargeWindow", "{unit}: Movement {m} + {dice_rule} [{dice}] = range {range}."
    ).format(
        unit=entry.name,
        m=f"{entry.movement:g}",
        dice_rule=dice_rule_name(entry.dice_rule),
        dice=", ".join(str(f) for f in charge.dice),
        range=f"{charge.range:g}",
    )
    parts = [head]
    reached = [by_id.get(t, "?") for t in charge.reached]
    failed = [by_id.get(t, "?") for t in charge.failed]
    if reached:
        parts.append(
            translate("ChargeWindow", "Reached: {targets}.").format(targets=names(reached))
        )
    if failed:
        parts.append(
            translate("ChargeWindow", "Not reached: {targets}.").format(targets=names(failed))
        )
    if not reached:
        parts.append(translate("ChargeWindow", "The charge fails (CHG-4)."))
    return " ".join(parts)


def undo_label(unit: str) -> str:
    return translate("ChargeWindow", "Charge: {unit}").format(unit=unit)


# ---------------------------------------------------------------- the models' words


class ChargeTexts:
    """``qtmodels.charge_models.ChargeTexts`` for the Charger and Targets pages."""

    def __init__(self) -> None:
        self.dice_rule: str = "highest_2d6"  # a ``rules.charge.ChargeDice`` (a str enum)
        self.movement: float | None = None  # the draft charger's, for the tooltips

    def charger_header(self, column: int) -> str:
        return {
            COL_NAME: translate("ChargeWindow", "Unit"),
            COL_MOVEMENT: translate("ChargeWindow", "Move", "Movement, short"),
            COL_TOKEN: translate("ChargeWindow", "Token"),
            COL_VERDICT: translate("ChargeWindow", "May it charge? (CMD-1)"),
        }.get(column, "")

    def target_header(self, column: int) -> str:
        return {
            COL_NAME: translate("ChargeWindow", "Target"),
            COL_MEASURED: translate("ChargeWindow", "Measured"),
            COL_TYPED: translate("ChargeWindow", "Typed"),  # it wins: said by its tooltip
            COL_NEEDS: translate("ChargeWindow", "Needs"),
            COL_CHANCE: translate("ChargeWindow", "Chance"),
        }.get(column, "")

    def header_tip(self, column: int) -> str:
        if column == COL_TYPED:
            return translate(
                "ChargeWindow", "The distance the players measured on the table; it wins (CHG-5)"
            )
        if column == COL_MEASURED:
            return translate(
                "ChargeWindow", "Edge to edge on the battlefield, from the charger (CHG-5)"
            )
        return ""

    def token(self, token: str | None) -> str:
        return token_name(token)

    def refusal(self, r: Refusal) -> str:
        return refusal(r)

    def verdict(self, charger: ChargerPlan) -> str:
        return verdict(charger)

    def needs(self, target: TargetPlan) -> str:
        return needs(target.needed, target.chance)

    def typed_tip(self) -> str:
        return translate("ChargeWindow", "Type the distance measured on the table (CHG-5)")

    def target_tip(self, target: TargetPlan) -> str:
        if target.distance is None:
            return translate(
                "ChargeWindow", "Not on the battlefield: type the distance measured (CHG-5)"
            )
        if self.movement is None or target.chance is None:
            return target.name
        return translate(
            "ChargeWindow",
            "Distance {d} (CHG-3, {source}) − Movement {m} (CHG-2) = {diff}: needs {n}+ on "
            "{dice}; exact chance {p}",
        ).format(
            d=format_distance(target.distance),
            source=source_name(target.source),
            m=f"{self.movement:g}",
            diff=format_distance(target.distance - self.movement),
            n=target.needed,
            dice=dice_rule_name(self.dice_rule),
            p=target.chance,
        )

"""The melee tool's translated rule terms: quarters, breakdown labels, verdicts, refusals.

For the melee window's pages (``adjutant.windows.melee``). The store and the rules give
stable keys (``Modifier.key``, ``SupportLine.key``, ``Refusal.key``) and English texts;
these functions give the text in the interface's language (context "MeleeStrings"),
the English as the fallback for a key this version does not know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from adjutant.rules.explain import Modifier
from adjutant.rules.shapes import Quarter

if TYPE_CHECKING:
    from adjutant.store.tools.melee.recorder import Refusal, SupportLine

CONTEXT = "MeleeStrings"


def _translated(source: object) -> str:
    """A string marked with QT_TRANSLATE_NOOP("MeleeStrings", ...), in the UI's language.
    (Qt's stubs type QT_TRANSLATE_NOOP as returning ``object``; it returns the text.)"""
    return QCoreApplication.translate(CONTEXT, str(source))


QUARTERS = (Quarter.FRONT, Quarter.LEFT, Quarter.RIGHT, Quarter.REAR)
_QUARTER = {
    Quarter.FRONT: QT_TRANSLATE_NOOP("MeleeStrings", "front"),
    Quarter.LEFT: QT_TRANSLATE_NOOP("MeleeStrings", "left flank"),
    Quarter.RIGHT: QT_TRANSLATE_NOOP("MeleeStrings", "right flank"),
    Quarter.REAR: QT_TRANSLATE_NOOP("MeleeStrings", "rear"),
}

#: Modifier keys of ``rules.melee`` (MEL-1..3, MEL-10, MEL-11) and the window's own.
_MODIFIERS = {
    "profile": QT_TRANSLATE_NOOP("MeleeStrings", "Profile dice"),
    "large": QT_TRANSLATE_NOOP("MeleeStrings", "Large unit"),
    "small": QT_TRANSLATE_NOOP("MeleeStrings", "Small unit"),
    "tiny": QT_TRANSLATE_NOOP("MeleeStrings", "Tiny unit: exactly 1 die"),
    "march_column": QT_TRANSLATE_NOOP("MeleeStrings", "March column: exactly 1 die"),
    "limbered": QT_TRANSLATE_NOOP("MeleeStrings", "Limbered artillery: no dice"),
    "hedgehog_member": QT_TRANSLATE_NOOP("MeleeStrings", "Hedgehog unit"),
    "split": QT_TRANSLATE_NOOP("MeleeStrings", "Split over engaged sides"),
    "base": QT_TRANSLATE_NOOP("MeleeStrings", "Base roll needed"),
    # Issue 15: each label says what its value does to the roll needed.
    "charging": QT_TRANSLATE_NOOP("MeleeStrings", "Charging: needs 1 less (+1 to hit)"),
    "flank_or_rear_attack": QT_TRANSLATE_NOOP(
        "MeleeStrings", "Attacking flank or rear: needs 1 less (+1 to hit)"
    ),
    "won_last_round": QT_TRANSLATE_NOOP(
        "MeleeStrings", "Won the previous round: needs 1 less (+1 to hit)"
    ),
    "broken_or_disordered": QT_TRANSLATE_NOOP(
        "MeleeStrings", "Broken or disordered: needs 1 more (−1 to hit)"
    ),
    "skirmish": QT_TRANSLATE_NOOP("MeleeStrings", "Skirmish order: needs 1 more (−1 to hit)"),
    "attacked_in_flank_or_rear": QT_TRANSLATE_NOOP(
        "MeleeStrings", "Attacked in flank or rear: needs 1 more (−1 to hit)"
    ),
    "clamp": QT_TRANSLATE_NOOP("MeleeStrings", "A 1 always misses, a 6 always hits"),
    "supports": QT_TRANSLATE_NOOP("MeleeStrings", "Supports"),
    "hedgehog_vs_cavalry": QT_TRANSLATE_NOOP("MeleeStrings", "Hedgehog against cavalry"),
    "pikemen_vs_cavalry": QT_TRANSLATE_NOOP("MeleeStrings", "Pikemen against cavalry"),
    "cavalry_vs_infantry": QT_TRANSLATE_NOOP(
        "MeleeStrings", "Cavalry against infantry without pikes"
    ),
    "building": QT_TRANSLATE_NOOP("MeleeStrings", "Defending a building"),
    "casualties": QT_TRANSLATE_NOOP("MeleeStrings", "Casualties inflicted"),
    "expected_hits": QT_TRANSLATE_NOOP("MeleeStrings", "Expected hits"),
}

_VERDICTS = {
    "supports": QT_TRANSLATE_NOOP("MeleeStrings", "supports from the {quarter} quarter — MEL-5"),
    "fighter_artillery": QT_TRANSLATE_NOOP(
        "MeleeStrings", "the fighting unit is artillery — cannot be supported, MEL-8"
    ),
    "fighter_hedgehog": QT_TRANSLATE_NOOP(
        "MeleeStrings", "the fighting unit is a hedgehog — cannot be supported, MEL-8"
    ),
    "fighter_skirmish": QT_TRANSLATE_NOOP(
        "MeleeStrings", "the fighting unit is in skirmish order — cannot be supported, MEL-8"
    ),
    "fighter_in_building": QT_TRANSLATE_NOOP(
        "MeleeStrings", "the fighting unit is in a building — cannot be supported, MEL-8"
    ),
    "fighter_flank_or_rear": QT_TRANSLATE_NOOP(
        "MeleeStrings",
        "the fighting unit is attacked in flank or rear — cannot be supported, MEL-8",
    ),
    "destroyed": QT_TRANSLATE_NOOP("MeleeStrings", "destroyed — cannot support, MEL-9"),
    "engaged": QT_TRANSLATE_NOOP("MeleeStrings", "engaged in melee itself — MEL-5"),
    "already_supporting": QT_TRANSLATE_NOOP(
        "MeleeStrings", "already supports another unit — MEL-7"
    ),
    "march_column": QT_TRANSLATE_NOOP("MeleeStrings", "march column — cannot support, MEL-9"),
    "limbered_artillery": QT_TRANSLATE_NOOP(
        "MeleeStrings", "limbered artillery — cannot support, MEL-9"
    ),
    "too_far": QT_TRANSLATE_NOOP("MeleeStrings", "too far ({distance} > {radius}) — MEL-5"),
    "front_quarter": QT_TRANSLATE_NOOP("MeleeStrings", "front quarter — MEL-7"),
    "quarter_taken": QT_TRANSLATE_NOOP(
        "MeleeStrings", "second support in the {quarter} quarter — MEL-7"
    ),
    "max_supports": QT_TRANSLATE_NOOP("MeleeStrings", "at most {max} supports — MEL-7"),
    "manual_removed": QT_TRANSLATE_NOOP("MeleeStrings", "removed by the players"),
}

_REFUSALS = {
    "combat_over": QT_TRANSLATE_NOOP(
        "MeleeStrings",
        "This combat is over (a side broke, or the players ended it): no more rounds. "
        "Start a new melee from the battlefield (MEL-11).",
    ),
    "no_fighters": QT_TRANSLATE_NOOP(
        "MeleeStrings", "Select the units in contact and press “From battlefield” (Ctrl+Shift+M)."
    ),
    "unit_gone": QT_TRANSLATE_NOOP(
        "MeleeStrings", "A unit of this melee is no longer in the order of battle."
    ),
    "in_other_combat": QT_TRANSLATE_NOOP(
        "MeleeStrings", "{unit} already fights in another open combat: take that combat up."
    ),
    "sides_swapped": QT_TRANSLATE_NOOP(
        "MeleeStrings", "The sides are swapped against this combat's side A and side B."
    ),
    "two_sides": QT_TRANSLATE_NOOP(
        "MeleeStrings", "A melee needs two sides: add a unit of each army (MEL-2)."
    ),
    "no_contact": QT_TRANSLATE_NOOP(
        "MeleeStrings",
        "No unit touches an enemy yet: no round and no odds before a contact. Measure the "
        "contacts or add one on the Set-up tab (MEL-2).",
    ),
}


def quarter(q: Quarter) -> str:
    return _translated(_QUARTER[q])


def quarter_choices() -> tuple[tuple[Quarter, str], ...]:
    return tuple((q, quarter(q)) for q in QUARTERS)


def modifier_label(m: Modifier) -> str:
    """A breakdown term in the interface's language (the rules' English if unknown)."""
    source = _MODIFIERS.get(m.key)
    return _translated(source) if source else m.label


def verdict(line: SupportLine, radius: float, max_supports: int) -> str:
    """A support verdict (``SupportLine``) with its rule, "— manual" when the players set it."""
    source = _VERDICTS.get(line.key)
    if source is None:
        text = line.text
    else:
        text = _translated(source).format(
            quarter=quarter(line.quarter),
            distance=f"{line.distance:.1f}",
            radius=f"{float(radius):g}",
            max=max_supports,
        )
    manual = QCoreApplication.translate("MeleeStrings", "manual")
    return text + (" — " + manual if line.manual else "")


def refusal(reason: Refusal, unit: str = "") -> str:
    """Why a round cannot be rolled now (``Refusal``); the store's text if the key is new."""
    source = _REFUSALS.get(reason.key)
    return _translated(source).format(unit=unit) if source else reason.text


def side(side_key: str) -> str:
    if side_key == "a":
        return QCoreApplication.translate("MeleeStrings", "Side A")
    return QCoreApplication.translate("MeleeStrings", "Side B")


__all__ = [
    "CONTEXT",
    "QUARTERS",
    "modifier_label",
    "quarter",
    "quarter_choices",
    "refusal",
    "side",
    "verdict",
]

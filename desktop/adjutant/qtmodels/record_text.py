"""The match record's words in the interface's language (issue 24): states, results, end
reasons, kinds of dice, and numbers written as the locale writes them.

For the record's Qt models, the Match Record window and its slip (``windows.record``).
The store keeps the
English values of the export ("win", "turn limit"); these are their translations
(context "MatchRecord").
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale

from adjutant.i18n import QT_TRANSLATE_NOOP

CTX = "MatchRecord"
translate = QCoreApplication.translate

STATES = {
    "draft": QT_TRANSLATE_NOOP("MatchRecord", "Draft"),
    "confirmed": QT_TRANSLATE_NOOP("MatchRecord", "Confirmed by both players"),
    "disputed": QT_TRANSLATE_NOOP("MatchRecord", "Disputed"),
}
RESULTS = {
    "win": QT_TRANSLATE_NOOP("MatchRecord", "Win"),
    "draw": QT_TRANSLATE_NOOP("MatchRecord", "Draw"),
    "loss": QT_TRANSLATE_NOOP("MatchRecord", "Loss"),
}
END_REASONS = {
    "turn limit": QT_TRANSLATE_NOOP("MatchRecord", "Turn limit"),
    "time called": QT_TRANSLATE_NOOP("MatchRecord", "Time called"),
    "army broken": QT_TRANSLATE_NOOP("MatchRecord", "Army broken"),
    "concession": QT_TRANSLATE_NOOP("MatchRecord", "Concession"),
}
DICE = {
    "virtual": QT_TRANSLATE_NOOP("MatchRecord", "Virtual dice"),
    "physical": QT_TRANSLATE_NOOP("MatchRecord", "Physical dice"),
}
#: The same in a table's narrow column.
DICE_SHORT = {
    "virtual": QT_TRANSLATE_NOOP("MatchRecord", "virtual"),
    "physical": QT_TRANSLATE_NOOP("MatchRecord", "physical"),
}


def word(table: dict[str, str], key: str | None) -> str:
    """The translation of a stored value, "—" for none (an unknown value as it is)."""
    if key is None:
        return "—"
    return translate(CTX, table[key]) if key in table else key


def decimal(value: Fraction | float, places: int = 2) -> str:
    return QLocale().toString(float(value), "f", places)


def signed(value: float | None) -> str:
    """A z-score with its sign ("+0.52", "−1.10"), "—" when there is none."""
    if value is None:
        return "—"
    text = QLocale().toString(abs(value), "f", 2)
    return ("+" if value >= 0 else "−") + text


def dice_name(source: str, *, short: bool = False) -> str:
    return word(DICE_SHORT if short else DICE, source)


def player_name(number: int, name: str) -> str:
    """ "Ann", or "Player 1" before a name is entered (a table's narrow column)."""
    return name or translate("MatchRecord", "Player {n}").format(n=number)


def player_label(number: int, name: str) -> str:
    """ "Player 1 (Ann)", or "Player 1" before a name is entered."""
    if name:
        return translate("MatchRecord", "Player {n} ({name})").format(n=number, name=name)
    return translate("MatchRecord", "Player {n}").format(n=number)

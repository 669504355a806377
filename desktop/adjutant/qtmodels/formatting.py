"""Numbers as the user reads them: exact chances as percentages (issue 9).

For the item models (turn log, later tool models) and the shared widgets
(``adjutant.windows.widgets.ChanceLabel``). Uses the default ``QLocale``, which
follows the chosen interface language (a decimal comma in Russian and Spanish).
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale


def format_percent(chance: Fraction, locale: QLocale | None = None) -> str:
    """``Fraction(2, 5)`` -> "40 %"; ``Fraction(1, 3)`` -> "33.3 %"; tiny non-zero -> "<0.1 %".

    Never rounds a possible event to 0 % or an uncertain one to 100 %.
    """
    chance = Fraction(chance)
    if not 0 <= chance <= 1:
        raise ValueError(f"a chance is between 0 and 1, got {chance}")
    locale = locale or QLocale()
    percent = chance * 100
    if percent.denominator == 1:
        return f"{locale.toString(int(percent))} %"
    if percent < Fraction(1, 10):
        return f"<{locale.toString(0.1, 'f', 1)} %"
    if percent > Fraction(999, 10):
        return f">{locale.toString(99.9, 'f', 1)} %"
    return f"{locale.toString(float(percent), 'f', 1)} %"

"""ChanceLabel: an exact probability shown as a percentage, the fraction one hover away.

For every tool window (issues 4-6, 10, 11): RULES.md asks for the exact chance
before any roll; the rules core returns ``fractions.Fraction``. The label shows
"40 %" (one decimal when not whole, in the user's locale: "33,3 %" in Russian)
and its tooltip the exact fraction ("Exact chance: 2/5").
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

from adjutant.qtmodels.formatting import format_percent

__all__ = ["ChanceLabel", "format_percent"]


class ChanceLabel(QLabel):
    """Shows :meth:`chance` as a percentage; tooltip: the exact fraction."""

    def __init__(self, chance: Fraction | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chance: Fraction | None = None
        self.set_chance(chance)

    def chance(self) -> Fraction | None:
        return self._chance

    def set_chance(self, chance: Fraction | None) -> None:
        """Show ``chance`` (a ``Fraction`` or an int 0/1); None shows a dash."""
        if chance is not None:
            chance = Fraction(chance)
            if not 0 <= chance <= 1:
                raise ValueError(f"a chance is between 0 and 1, got {chance}")
        self._chance = chance
        self._refresh()

    def _refresh(self) -> None:
        if self._chance is None:
            self.setText("–")
            self.setToolTip(self.tr("No chance to show yet"))
            return
        self.setText(format_percent(self._chance))
        self.setToolTip(self.tr("Exact chance: {fraction}").format(fraction=self._chance))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self._refresh()
        super().changeEvent(event)

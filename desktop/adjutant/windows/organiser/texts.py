"""The organiser's words for an event's settings: its scoring rule and tie-break order (issue 26).

For the organiser window (above the standings) and its printouts (the same line on
paper), in the user's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.organiser_models import points_text, tr_name

TIEBREAK_NAMES = {
    "sos": QT_TRANSLATE_NOOP("Organiser", "strength of schedule"),
    "margin": QT_TRANSLATE_NOOP("Organiser", "victory-point margin"),
    "vp": QT_TRANSLATE_NOOP("Organiser", "victory points scored"),
}

if TYPE_CHECKING:
    from adjutant.archive.reading import EventSettings

translate = QCoreApplication.translate


def scoring_text(settings: EventSettings) -> str:
    if settings.scoring == "bp":
        return translate("Organiser", "Scoring: battle points (the sum of victory points)")
    if settings.scoring == "matrix":
        return translate("Organiser", "Scoring: 20–0 match points from the victory-point margin")
    win, draw, loss = settings.points
    return translate("Organiser", "Scoring: win {win}, draw {draw}, loss {loss}").format(
        win=points_text(win), draw=points_text(draw), loss=points_text(loss)
    )


def tiebreak_text(settings: EventSettings) -> str:

    if not settings.tiebreaks:
        return translate("Organiser", "Ranked by event points; equal points share a rank")
    names = [tr_name(TIEBREAK_NAMES[t]) for t in settings.tiebreaks if t in TIEBREAK_NAMES]
    return translate("Organiser", "Ranked by event points, then {order}").format(
        order=", ".join(names)
    )


__all__ = ["TIEBREAK_NAMES", "scoring_text", "tiebreak_text"]

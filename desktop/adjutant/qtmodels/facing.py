"""A hex figure's facing in words, the same in the turn log, the summary and the hex tool.

For ``qtmodels.event_text`` (the log), ``windows.summary`` (the printed summary) and the
hex skirmish panel (issue 15: the panel said "north-east (key 2)" where the log and the
PDF said "vertex 1"). A facing is a hex vertex, 0 east then counter-clockwise (GLAD-1,
``rules.hexes``); it is named by its compass point on the board as drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from adjutant.i18n import QT_TRANSLATE_NOOP

CONTEXT = "Facing"
COMPASS = (
    QT_TRANSLATE_NOOP("Facing", "east"),
    QT_TRANSLATE_NOOP("Facing", "north-east"),
    QT_TRANSLATE_NOOP("Facing", "north-west"),
    QT_TRANSLATE_NOOP("Facing", "west"),
    QT_TRANSLATE_NOOP("Facing", "south-west"),
    QT_TRANSLATE_NOOP("Facing", "south-east"),
)


def facing_name(vertex: object) -> str:
    """The vertex's compass point in the user's language; a stored value that is not a
    vertex (0..5) is shown as it is, never guessed."""
    if isinstance(vertex, bool) or not isinstance(vertex, int) or not 0 <= vertex < 6:
        return str(vertex)
    return QCoreApplication.translate(CONTEXT, COMPASS[vertex])


__all__ = ["COMPASS", "facing_name"]

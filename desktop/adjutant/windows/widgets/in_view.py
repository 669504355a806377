"""Keep what the player works on in sight: scroll every scroll area around it (issue 22).

For the roll cards (``roll_card``), the tool windows' message lines (``tool_base``) and
the editors that refuse an input. At a 1366×768 table a card sits in a list that
scrolls, inside a page that may scroll, inside a dock that may scroll: Qt's
``QScrollArea.ensureWidgetVisible`` moves one of them. :func:`bring_into_view` moves
each, innermost first, so that the widgets given show in the window; when they do not
all fit, the later ones win (give the card first, then its Roll button and message).
:func:`bring_into_view_later` does it once the event loop has laid out what just
changed (a card made, a message shown).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget
from shiboken6 import isValid

#: Room left between a widget brought into view and the viewport's edge, in pixels.
MARGIN = 4


def scroll_areas(widget: QWidget) -> list[QScrollArea]:
    """The scroll areas whose page holds ``widget``, innermost first."""
    out = []
    parent = widget.parentWidget()
    while parent is not None:
        # A scroll area's page is a child of its viewport, not of the area itself.
        area = parent.parentWidget()
        if isinstance(area, QScrollArea) and parent is area.viewport():
            out.append(area)
        parent = parent.parentWidget()
    return out


def bring_into_view(*widgets: QWidget | None, margin: int = MARGIN) -> bool:
    """Scroll every scroll area around ``widgets`` so that they show (the later ones win
    when they do not all fit); True when there was a scroll area to move."""
    # A widget deleted meanwhile (a card made anew) is skipped, not touched.
    shown = [w for w in widgets if w is not None and isValid(w) and not w.isHidden()]
    if not shown or not shown[0].window().isVisible():
        return False  # nothing to see (its window closed meanwhile): nothing to lay out
    areas = scroll_areas(shown[0])
    if not areas:
        return False
    # What just changed is laid out first: else a new card's geometry is still (0, 0).
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    for area in areas:
        page = area.widget()
        if page is None:
            continue
        inside = [w for w in shown if page.isAncestorOf(w) and w.isVisibleTo(page)]
        for widget in inside:
            area.ensureWidgetVisible(widget, margin, margin)
        # The later ones won; if all but the first (the card: its chance, Roll and
        # message) fit together, show them together, none cut at the edge.
        rest = inside[1:] or inside
        if not rest:
            continue
        span = QRect(rest[0].mapTo(page, QPoint(0, 0)), rest[0].size())
        for widget in rest[1:]:
            span = span.united(QRect(widget.mapTo(page, QPoint(0, 0)), widget.size()))
        room = area.viewport().height() - span.height()
        if room >= 0:  # the margin as far as there is room for it
            area.ensureVisible(
                span.left(), span.center().y(), 0, span.height() // 2 + min(margin, room // 2)
            )
    return True


def bring_into_view_later(owner: QObject, *widgets: QWidget | None) -> None:
    """:func:`bring_into_view` on the event loop's next turn, if ``owner`` still lives."""
    QTimer.singleShot(0, owner, lambda: bring_into_view(*widgets))


__all__ = ["MARGIN", "bring_into_view", "bring_into_view_later", "scroll_areas"]

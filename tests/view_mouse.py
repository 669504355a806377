"""Mouse input on a QGraphicsView's viewport, as a player's mouse sends it (issue 5).

For the battlefield tests (tests/qt/test_battlefield.py) and the end-to-end turn
(tests/e2e/test_play_a_turn.py): points are scene points, the events go to the
view's viewport through ``QApplication.sendEvent``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication


def send_mouse(
    view, kind, scene_point: QPointF, button, buttons, modifiers=Qt.KeyboardModifier.NoModifier
) -> None:
    """One mouse event of ``kind`` at ``scene_point``."""
    pos = QPointF(view.mapFromScene(scene_point))
    event = QMouseEvent(kind, pos, view.viewport().mapToGlobal(pos), button, buttons, modifiers)
    QApplication.sendEvent(view.viewport(), event)


def drag(view, start: QPointF, end: QPointF, steps: int = 5) -> None:
    """A left-button drag from ``start`` to ``end`` in ``steps`` moves."""
    left = Qt.MouseButton.LeftButton
    send_mouse(view, QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, steps + 1):
        point = start + (end - start) * (i / steps)
        send_mouse(view, QEvent.Type.MouseMove, point, Qt.MouseButton.NoButton, left)
    send_mouse(view, QEvent.Type.MouseButtonRelease, end, left, Qt.MouseButton.NoButton)


def click(view, point: QPointF) -> None:
    """A left click at ``point``."""
    left = Qt.MouseButton.LeftButton
    send_mouse(view, QEvent.Type.MouseButtonPress, point, left, left)
    send_mouse(view, QEvent.Type.MouseButtonRelease, point, left, Qt.MouseButton.NoButton)

"""ReachChart: CHG-3's chance of arriving against the distance, painted from the plan.

For the charge tool's Targets page and each charge's roll card (issue 15: the chart
stays on screen at the moment of rolling). It paints a ``store.charge_plan.ChartData``
— the step curve, a dashed mark per target (its name, plain text), and once rolled the
range reached — with QPainter (the Essentials wheel has no QtCharts). It computes
nothing: every point is the planner's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

CURVE_COLOR = "#2e7d32"
MARK_COLOR = "#c62828"
ROLLED_COLOR = "#1565c0"


class ReachChart(QWidget):
    """The chance of a charge reaching each distance, with the targets marked."""

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("chargeChart")
        self._height = 92 if compact else 140
        self.setMinimumSize(200, self._height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.data: Any = None  # the plan's ChartData, or None
        self.labels: dict[int, str] = {}

    def sizeHint(self) -> QSize:
        return QSize(320, self._height)

    # The marks' names are user strings: drawn as text, never as markup.
    def set_data(self, data: Any, labels: Mapping[int, str] | None = None) -> None:
        self.data, self.labels = data, dict(labels or {})
        self.update()

    @property
    def points(self) -> tuple:
        return () if self.data is None else self.data.points

    @property
    def marks(self) -> list[tuple[float, str]]:
        if self.data is None:
            return []
        return [(d, self.labels.get(t, "?")) for d, t in self.data.marks]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        metrics = painter.fontMetrics()
        left, bottom = metrics.horizontalAdvance("100 %") + 8, metrics.height() + 4
        area = QRectF(left, 4, self.width() - left - 8, self.height() - bottom - 8)
        if area.width() <= 10 or area.height() <= 10:
            painter.end()
            return
        span = 12.0 if self.data is None else max(self.data.span, 1.0)
        grid = QColor(text)
        grid.setAlpha(50)
        for p in (0, 50, 90, 100):
            y = area.bottom() - area.height() * p / 100
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            if p == 90:  # the >= 90 % band of the battlefield; too close to 100 to label
                continue
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, left - 4, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{p} %",
            )
        step = 1 if span <= 16 else 2 if span <= 32 else 5
        room = metrics.horizontalAdvance("00") + 4
        if area.width() * step / span < room:  # a narrow card: fewer labels
            step *= 2
        d = 0
        painter.setPen(text)
        while d <= span:
            x = area.left() + area.width() * d / span
            painter.drawText(
                QRectF(x - 15, area.bottom() + 2, 30, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                f"{d:g}",
            )
            d += step
        if self.data is None:
            painter.end()
            return

        def at(distance: float) -> float:
            return area.left() + area.width() * min(distance, span) / span

        path = QPainterPath()
        for i, (dist, p) in enumerate(self.data.points):
            point = QPointF(at(dist), area.bottom() - area.height() * float(p))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setPen(QPen(QColor(CURVE_COLOR), 2))
        painter.drawPath(path)
        if self.data.rolled is not None:
            x = at(self.data.rolled)
            painter.setPen(QPen(QColor(ROLLED_COLOR), 2))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        backdrop = QColor(self.palette().window().color())
        backdrop.setAlpha(210)
        taken: list[QRectF] = []  # labels already drawn: close targets go a line lower
        for dist, label in sorted(self.marks):
            x = at(dist)
            painter.setPen(QPen(QColor(MARK_COLOR), 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            painter.setPen(QColor(MARK_COLOR))
            free = max(area.right() - x - 3, x - area.left() - 3)
            label = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(free))
            width = metrics.horizontalAdvance(label)
            on_left = x + 3 + width > area.right()
            box = QRectF(x - 3 - width if on_left else x + 3, area.top(), width, metrics.height())
            while any(box.intersects(other) for other in taken) and box.bottom() < area.bottom():
                box.translate(0, metrics.height())
            taken.append(box)
            painter.fillRect(box.adjusted(-1, 0, 1, 0), backdrop)  # legible over the lines
            painter.drawText(QPointF(box.left(), box.top() + metrics.ascent()), label)
        painter.end()


__all__ = ["ReachChart"]

"""ReachChart: CHG-3's chance of arriving against the distance, painted from the plan.

For the charge tool's Targets page and each charge's roll card (issue 15: the chart
stays on screen at the moment of rolling). It paints a ``store.tools.charge.planner.ChartData``
— the step curve, a dashed mark per target (its name, plain text, set off the curve and
off the other names: issue 22), and once rolled the range reached — with QPainter (the
Essentials wheel has no QtCharts). It computes no rule: every point is the planner's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

if TYPE_CHECKING:
    from fractions import Fraction

    from adjutant.store.tools.charge.planner import ChartData

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
        self.data: ChartData | None = None
        self.labels: dict[int, str] = {}

    def sizeHint(self) -> QSize:
        return QSize(320, self._height)

    # The marks' names are user strings: drawn as text, never as markup.
    def set_data(self, data: ChartData | None, labels: Mapping[int, str] | None = None) -> None:
        self.data, self.labels = data, dict(labels or {})
        self.update()

    @property
    def points(self) -> tuple[tuple[float, Fraction], ...]:
        return () if self.data is None else self.data.points

    @property
    def marks(self) -> list[tuple[float, str]]:
        if self.data is None:
            return []
        return [(d, self.labels.get(t, "?")) for d, t in self.data.marks]

    def _area(self, metrics: QFontMetrics) -> QRectF:
        left, bottom = metrics.horizontalAdvance("100 %") + 8, metrics.height() + 4
        return QRectF(left, 4, self.width() - left - 8, self.height() - bottom - 8)

    def _span(self) -> float:
        return 12.0 if self.data is None else max(self.data.span, 1.0)

    def _x(self, area: QRectF, distance: float) -> float:
        span = self._span()
        return area.left() + area.width() * min(distance, span) / span

    def curve_path(self) -> QPainterPath:
        """The step curve in the widget's coordinates (empty without data)."""
        path = QPainterPath()
        if self.data is None:
            return path
        area = self._area(self.fontMetrics())
        for i, (dist, p) in enumerate(self.data.points):
            point = QPointF(self._x(area, dist), area.bottom() - area.height() * float(p))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        return path

    def label_boxes(self) -> list[tuple[float, QRectF, str]]:
        """(mark's x, box, text) of each target's name, placed off the curve and off one
        another (issue 22: they sat on the curve): beside the mark, right or left, at
        the first height where neither the curve nor another name is."""
        metrics = self.fontMetrics()
        area = self._area(metrics)
        if self.data is None or area.width() <= 10 or area.height() <= 10:
            return []
        stroker = QPainterPathStroker()
        stroker.setWidth(6)  # the curve's pen and a little air
        curve = stroker.createStroke(self.curve_path())
        line = metrics.height()
        heights = [area.top() + i * line / 2 for i in range(int(2 * area.height() / line))]
        out: list[tuple[float, QRectF, str]] = []
        for dist, label in sorted(self.marks):
            x = self._x(area, dist)
            free = max(area.right() - x - 3, x - area.left() - 3)
            text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(free))
            width = metrics.horizontalAdvance(text)
            sides = [x + 3, x - 3 - width]
            fits = [left for left in sides if area.left() <= left and left + width <= area.right()]
            chosen = None
            for top in heights:
                if top + line > area.bottom():
                    break
                for left in fits:
                    box = QRectF(left, top, width, line)
                    if not curve.intersects(box) and not any(
                        box.intersects(b) for _x, b, _t in out
                    ):
                        chosen = box
                        break
                if chosen is not None:
                    break
            if chosen is None:  # nowhere free: the first place, the backdrop keeps it legible
                chosen = QRectF(fits[0] if fits else sides[0], area.top(), width, line)
            out.append((x, chosen, text))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        metrics = painter.fontMetrics()
        left = metrics.horizontalAdvance("100 %") + 8
        area = self._area(metrics)
        if area.width() <= 10 or area.height() <= 10:
            painter.end()
            return
        span = self._span()
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
        painter.setPen(QPen(QColor(CURVE_COLOR), 2))
        painter.drawPath(self.curve_path())
        if self.data.rolled is not None:
            x = self._x(area, self.data.rolled)
            painter.setPen(QPen(QColor(ROLLED_COLOR), 2))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        backdrop = QColor(self.palette().window().color())
        backdrop.setAlpha(210)
        boxes = self.label_boxes()
        painter.setPen(QPen(QColor(MARK_COLOR), 1.5, Qt.PenStyle.DashLine))
        for x, _box, _label in boxes:
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.setPen(QColor(MARK_COLOR))
        for _x, box, label in boxes:
            painter.fillRect(box.adjusted(-1, 0, 1, 0), backdrop)  # legible over the lines
            painter.drawText(QPointF(box.left(), box.top() + metrics.ascent()), label)
        painter.end()


__all__ = ["ReachChart"]

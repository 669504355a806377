"""The melee window's pictures (issue 6): the margin histogram and the battlefield overlay.

- :class:`MarginChart` — MEL-10's exact distribution of a round's margin (side A's
  score minus side B's) as bars, green where A wins, grey for the draw, red where B
  wins; painted with QPainter (PySide6-Essentials has no QtCharts).
- :class:`MeleeOverlayItem` — a graphics item the melee window adds to the
  battlefield scene (``BattlefieldWidget.scene``, issue 5): the fighting units
  outlined, each supporter's quarter shaded out to the support radius (MEL-5/6) and
  a line from the supporter to the unit it supports; "manual" on overrides.

For :mod:`adjutant.windows.melee` only; nothing here computes a rule (the margin comes
from the store's plan, the quarters' shapes from the battlefield's drawing code).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from adjutant.qtmodels.formatting import format_percent
from adjutant.rules.shapes import Footprint, Quarter
from adjutant.windows.battlefield_items import (
    draw_screen_text,
    offset_path,
    quarter_polygons,
    screen_font,
    to_scene,
)

WIN_COLOUR = QColor("#2e7d32")
DRAW_COLOUR = QColor("#8d8d8d")
LOSE_COLOUR = QColor("#c62828")
SUPPORT_COLOUR = QColor("#6a1b9a")
MANUAL_COLOUR = QColor("#ef6c00")
FIGHTER_COLOUR = QColor("#d84315")
Z_MELEE = 15.0  # above the selected unit's overlays, under the units themselves
Z_MELEE_LABELS = 35.0  # the supporters' labels stay readable above the units


class MarginChart(QWidget):
    """Bars of P(margin = m) for each margin m (MEL-10), the zero bar marked: grey while a
    tie is a draw, else in the colour of the side that takes ties (MEL-10 [choice])."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meleeMarginChart")
        self.setMinimumHeight(130)
        self.margin: dict[int, Fraction] = {}
        self.tie_winner: str | None = None

    def sizeHint(self) -> QSize:
        return QSize(360, 160)

    def set_margin(self, margin: dict[int, Fraction], tie_winner: str | None = None) -> None:
        """``tie_winner``: "a" | "b" when the ruleset gives ties to that side, None = draw."""
        self.margin = {m: p for m, p in margin.items() if p}
        self.tie_winner = tie_winner
        self.update()

    def colour_of(self, m: int) -> QColor:
        """A bar's colour: A wins (green), B wins (red), a draw (grey)."""
        if m == 0 and self.tie_winner is not None:
            return WIN_COLOUR if self.tie_winner == "a" else LOSE_COLOUR
        return WIN_COLOUR if m > 0 else LOSE_COLOUR if m < 0 else DRAW_COLOUR

    def bars(self) -> list[tuple[int, Fraction]]:
        """The drawn bars (margin, probability), lowest margin first."""
        if not self.margin:
            return []
        lo, hi = min(self.margin), max(self.margin)
        return [(m, self.margin.get(m, Fraction(0))) for m in range(lo, hi + 1)]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        metrics = painter.fontMetrics()
        bars = self.bars()
        top_p = max((p for _m, p in bars), default=Fraction(0))
        left = metrics.horizontalAdvance("100 %") + 8
        bottom = metrics.height() + 6
        area = QRectF(left, 6, self.width() - left - 8, self.height() - bottom - 10)
        if not bars or top_p == 0 or area.width() < 10 or area.height() < 10:
            painter.end()
            return
        scale = float(top_p)
        grid = QColor(text)
        grid.setAlpha(60)
        for frac in (0.0, 0.5, 1.0):
            y = area.bottom() - area.height() * frac
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, left - 4, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                format_percent(Fraction(top_p) * Fraction(frac).limit_denominator(2)),
            )
        width = area.width() / len(bars)
        label_every = max(1, math.ceil(metrics.horizontalAdvance("−88") * 1.4 / width))
        for i, (m, p) in enumerate(bars):
            colour = self.colour_of(m)
            h = area.height() * float(p) / scale
            x = area.left() + i * width
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRect(QRectF(x + width * 0.1, area.bottom() - h, width * 0.8, h))
            if m == 0 or m % label_every == 0:
                painter.setPen(text)
                painter.drawText(
                    QRectF(x - width, area.bottom() + 2, width * 3, metrics.height()),
                    Qt.AlignmentFlag.AlignCenter,
                    f"{m:+d}".replace("-", "−") if m else "0",
                )
        painter.end()


@dataclass(frozen=True, slots=True)
class SupportMark:
    """One supporter drawn on the battlefield (a counting support, MEL-5..7)."""

    supporter: Footprint
    fighter: Footprint
    quarter: Quarter
    manual: bool
    label: str


class MeleeOverlayItem(QGraphicsItem):
    """The melee on the battlefield: fighters outlined, supporters' quarters and lines."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MELEE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.fighters: tuple[Footprint, ...] = ()
        self.marks: tuple[SupportMark, ...] = ()
        self.radius = 6.0
        self._bounds = QRectF()
        #: The labels, a separate item above the units (add it to the same scene).
        self.labels = MeleeLabelsItem(self)

    def set_data(
        self, fighters: tuple[Footprint, ...], marks: tuple[SupportMark, ...], radius: float
    ) -> None:
        self.prepareGeometryChange()
        self.fighters, self.marks, self.radius = fighters, marks, radius
        rect = QRectF()
        for fp in (*fighters, *(m.supporter for m in marks)):
            pad = max(fp.width, fp.depth) + radius
            rect = rect.united(QRectF(fp.x - pad, -fp.y - pad, 2 * pad, 2 * pad))
        self._bounds = rect
        self.update()
        self.labels.prepareGeometryChange()
        self.labels.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for mark in self.marks:
            colour = MANUAL_COLOUR if mark.manual else SUPPORT_COLOUR
            fill = QColor(colour)
            fill.setAlpha(75)
            poly = quarter_polygons(mark.fighter, self.radius * 3 + 10)[mark.quarter]
            shape = QPainterPath()
            shape.addPolygon(QPolygonF([to_scene(x, y) for x, y in poly]))
            shape.closeSubpath()
            shape = shape.intersected(offset_path(mark.fighter, self.radius))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawPath(shape)
        for fp in self.fighters:
            pen = QPen(FIGHTER_COLOUR, 3)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(offset_path(fp, 0.25))
        for mark in self.marks:
            colour = MANUAL_COLOUR if mark.manual else SUPPORT_COLOUR
            pen = QPen(colour, 2.5, Qt.PenStyle.DashLine if mark.manual else Qt.PenStyle.SolidLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            a = to_scene(mark.supporter.x, mark.supporter.y)
            b = to_scene(mark.fighter.x, mark.fighter.y)
            painter.drawLine(a, b)
            painter.setBrush(colour)
            painter.drawEllipse(b, 0.35, 0.35)


class MeleeLabelsItem(QGraphicsItem):
    """The supporters' labels ("+1 rear", "manual") of a :class:`MeleeOverlayItem`, drawn
    above the units beside the supporter's end of its line."""

    def __init__(self, overlay: MeleeOverlayItem) -> None:
        super().__init__()
        self.setZValue(Z_MELEE_LABELS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._overlay = overlay

    def boundingRect(self) -> QRectF:
        return self._overlay.boundingRect()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        metrics = QFontMetricsF(screen_font())
        for mark in self._overlay.marks:
            colour = MANUAL_COLOUR if mark.manual else SUPPORT_COLOUR
            # Under the supporter's own name label (constant screen offset), so neither the
            # fighter's label nor a neighbour's is covered.
            device = painter.worldTransform().map(to_scene(mark.supporter.x, mark.supporter.y))
            device += QPointF(0, metrics.height() * 1.5)
            at = painter.worldTransform().inverted()[0].map(device)
            draw_screen_text(painter, at, mark.label, colour=QColor("#ffffff"), background=colour)

"""The hex board canvas (issues 11, 14; RULES.md §5, GLAD-0..6): hexes, figures, highlights.

For the hex skirmish window (:mod:`adjutant.windows.hex`) only. Offers the hex geometry
(pure functions of the drawing, tested on their own) and :class:`HexBoardView`, a
``QGraphicsView`` that draws one board and reports clicks as hexes; it holds no game
logic: what is reachable, which hexes are next to an enemy, the path and the preview
facing are set by the window from the store's planner (``store.tools.hex.planner``). A facing is
named by its compass point everywhere (``qtmodels.facing``), as in the log and the PDF.

Geometry. Axial ``(q, r)`` hexes, **flat-topped**, ``size`` = centre-to-corner:
centre ``x = 1.5·size·q``, ``y = √3·size·(r + q/2)`` (Qt's y points down). The
direction list of the rules (:data:`adjutant.rules.shapes.DIRECTIONS`) then runs
lower-right, upper-right, up, upper-left, lower-left, down, i.e. counter-clockwise on
screen at 30°, −30°, −90°… and the corner between directions ``i`` and ``i+1`` — the
rules' **vertex i** (GLAD-1, GLAD-2) — is the corner at screen angle ``−60°·i``:
vertex 0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east. A
rectangular board of flat-topped hexes in columns is exactly the store's
``0 <= q < cols, 0 <= r + q // 2 < rows`` (``adjutant.store.tools.hex.planner.board_contains``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from adjutant.qtmodels.facing import facing_name

if TYPE_CHECKING:
    from adjutant.store.tools.hex.planner import FigurePlan

Hex = tuple[int, int]

SQRT3 = math.sqrt(3.0)
# Centre-to-corner size of a hex in scene units.
HEX_SIZE = 40.0
# How close (as a fraction of the size) a click must be to a corner to pick it as facing.
VERTEX_TOLERANCE = 0.3
MIN_ZOOM, MAX_ZOOM = 0.2, 6.0
ZOOM_STEP = 1.25
# A figure's name under its disc: this many screen pixels high, cut beyond NAME_MAX_PX wide,
# whatever the zoom (issue 22).
NAME_PX, NAME_MAX_PX = 12, 80
# Pixels a press must travel before it pans the board instead of clicking.
DRAG_THRESHOLD = 6

Z_CELL, Z_PATH, Z_FIGURE, Z_GHOST, Z_HANDLE = 0.0, 5.0, 10.0, 12.0, 20.0

CELL_FILL = QColor("#efe6cf")  # arena sand
CELL_EDGE = QColor("#a39572")
REACH_FILL = QColor(80, 170, 90, 120)
ZOC_HATCH = QColor(225, 120, 0)
PATH_COLOUR = QColor(40, 90, 210)
SELECT_COLOUR = QColor("#f2c500")
TARGET_COLOUR = QColor("#d11d1d")
SPENT_COLOUR = QColor("#8a8a8a")
FRESH_COLOUR = QColor("#ffd23f")


# ================================================================= geometry (pure)
def hex_center(h: Hex, size: float = HEX_SIZE) -> QPointF:
    q, r = h
    return QPointF(1.5 * size * q, SQRT3 * size * (r + q / 2))


def vertex_angle(vertex: int) -> float:
    """Screen angle (degrees, y down) of vertex ``vertex`` seen from the hex centre."""
    return -60.0 * (vertex % 6)


def hex_corner(h: Hex, vertex: int, size: float = HEX_SIZE) -> QPointF:
    """The corner of ``h`` the rules call vertex ``vertex`` (between directions v and v+1)."""
    c = hex_center(h, size)
    a = math.radians(vertex_angle(vertex))
    return QPointF(c.x() + size * math.cos(a), c.y() + size * math.sin(a))


def hex_polygon(h: Hex, size: float = HEX_SIZE) -> QPolygonF:
    return QPolygonF([hex_corner(h, v, size) for v in range(6)])


def point_to_hex(point: QPointF, size: float = HEX_SIZE) -> Hex:
    """The hex containing a scene point (cube rounding)."""
    fq = (2.0 / 3.0) * point.x() / size
    fr = (-point.x() / 3.0 + SQRT3 / 3.0 * point.y()) / size
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def nearest_vertex(
    h: Hex, point: QPointF, size: float = HEX_SIZE, tolerance: float = VERTEX_TOLERANCE
) -> int | None:
    """The vertex of ``h`` within ``tolerance·size`` of ``point``, or None."""
    best, best_d = None, tolerance * size
    for v in range(6):
        c = hex_corner(h, v, size)
        d = math.hypot(c.x() - point.x(), c.y() - point.y())
        if d <= best_d:
            best, best_d = v, d
    return best


# ================================================================= items
class HexCellItem(QGraphicsItem):
    """One board hex: sand, green if reachable (with the steps), orange hatch if next to
    an enemy (GLAD-3)."""

    def __init__(self, h: Hex, size: float = HEX_SIZE) -> None:
        super().__init__()
        self.hex = h
        self._size = size
        self._polygon = hex_polygon(h, size)
        self._rect = self._polygon.boundingRect().adjusted(-1, -1, 1, 1)
        self.steps: int | None = None
        self.zoc = False
        self.setZValue(Z_CELL)
        self._retooltip()

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._polygon)
        return path

    def retranslate(self) -> None:
        self._retooltip()

    def set_state(self, steps: int | None, zoc: bool) -> None:
        if (steps, zoc) != (self.steps, self.zoc):
            self.steps, self.zoc = steps, zoc
            self._retooltip()
            self.update()

    def _retooltip(self) -> None:
        lines = [
            QCoreApplication.translate("HexBoardCanvas", "Hex ({q}, {r})").format(
                q=self.hex[0], r=self.hex[1]
            )
        ]
        if self.steps is not None and self.steps > 0:
            lines.append(
                QCoreApplication.translate(
                    "HexBoardCanvas", "Within reach: steps needed {n} — GLAD-1"
                ).format(n=self.steps)
            )
        if self.zoc:
            lines.append(
                QCoreApplication.translate(
                    "HexBoardCanvas", "Next to an enemy: zone of control — GLAD-3"
                )
            )
        self.setToolTip("\n".join(lines))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(CELL_EDGE, 1.2))
        painter.setBrush(QBrush(CELL_FILL))
        painter.drawPolygon(self._polygon)
        if self.steps is not None and self.steps > 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(REACH_FILL))
            painter.drawPolygon(self._polygon)
        if self.zoc:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(ZOC_HATCH, Qt.BrushStyle.BDiagPattern))
            painter.drawPolygon(self._polygon)
            painter.setPen(QPen(ZOC_HATCH, 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inner = QPolygonF(
                [
                    hex_center(self.hex, self._size) * 0.12
                    + hex_corner(self.hex, v, self._size) * 0.88
                    for v in range(6)
                ]
            )
            painter.drawPolygon(inner)
        if self.steps is not None and self.steps > 0:
            c = hex_center(self.hex, self._size)
            font = QFont()
            font.setPixelSize(int(self._size * 0.28))
            painter.setFont(font)
            painter.setPen(QColor(30, 90, 40))
            box = QRectF(
                c.x() - self._size * 0.4,
                c.y() - self._size * 0.86,
                self._size * 0.8,
                self._size * 0.32,
            )
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(self.steps))


class FigureItem(QGraphicsItem):
    """A gladiator token: a disc in its side's colour, defence factor inside, a pointer to
    the faced vertex (GLAD-1/2), a dot for the extra action (gold: unspent; hollow grey:
    spent, GLAD-5/6), the name below; greyed and crossed out when out of action."""

    def __init__(
        self, figure: FigurePlan, colour: QColor, size: float = HEX_SIZE, ghost: bool = False
    ) -> None:
        super().__init__()
        self._size = size
        self._colour = QColor(colour)
        self.ghost = ghost
        self.selected = False
        self.targeted = False
        self.figure = figure
        self.facing = figure.facing
        self.hex: Hex = (figure.q, figure.r)
        self.setZValue(Z_GHOST if ghost else Z_FIGURE)
        self.name_tag: NameTag | None = None
        if not ghost:
            self.name_tag = NameTag(self)
            self.name_tag.setPos(0, 0.55 * size)
        self.set_figure(figure)

    def set_figure(
        self, figure: FigurePlan, hex_: Hex | None = None, facing: int | None = None
    ) -> None:
        self.prepareGeometryChange()
        self.figure = figure
        self.hex = hex_ if hex_ is not None else (figure.q, figure.r)
        self.facing = figure.facing if facing is None else facing
        self.setPos(hex_center(self.hex, self._size))
        self.setOpacity(0.55 if self.ghost else (0.45 if figure.out_of_action else 1.0))
        state = [
            figure.name,
            QCoreApplication.translate("HexBoardCanvas", "Defence factor {df}").format(
                df=figure.defence_factor
            ),
            QCoreApplication.translate("HexBoardCanvas", "Facing {facing}").format(
                facing=facing_name(self.facing)
            ),
            QCoreApplication.translate("HexBoardCanvas", "Extra action spent")
            if figure.extra_action_spent
            else QCoreApplication.translate("HexBoardCanvas", "Extra action ready"),
        ]
        if figure.out_of_action:
            state.append(QCoreApplication.translate("HexBoardCanvas", "Out of action"))
        # The name is the player's text: shown as plain text, never as markup.
        self.setToolTip(GuiQt.convertFromPlainText("\n".join(state)))
        if self.name_tag is not None:
            self.name_tag.set_name(figure.name)
        self.update()

    def set_marks(self, selected: bool, targeted: bool) -> None:
        if (selected, targeted) != (self.selected, self.targeted):
            self.selected, self.targeted = selected, targeted
            self.update()

    def boundingRect(self) -> QRectF:
        s = self._size
        return QRectF(-1.05 * s, -1.0 * s, 2.1 * s, 2.0 * s)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        s = self._size
        f = self.figure
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = 0.5 * s
        fill = QColor(self._colour) if not f.out_of_action else QColor("#9a9a9a")
        # Facing pointer (GLAD-1): a wedge from the disc to the faced corner.
        a = math.radians(vertex_angle(self.facing))
        tip = QPointF(0.97 * s * math.cos(a), 0.97 * s * math.sin(a))
        side = math.radians(vertex_angle(self.facing) + 90)
        base = QPointF(0.35 * s * math.cos(a), 0.35 * s * math.sin(a))
        half = 0.22 * s
        wedge = QPolygonF(
            [
                tip,
                QPointF(base.x() + half * math.cos(side), base.y() + half * math.sin(side)),
                QPointF(base.x() - half * math.cos(side), base.y() - half * math.sin(side)),
            ]
        )
        painter.setPen(QPen(QColor("#202020"), 1.2))
        painter.setBrush(QBrush(fill.darker(135)))
        painter.drawPolygon(wedge)
        # The disc.
        outline = QPen(QColor("#1b1b1b"), 1.5)
        if self.ghost:
            outline = QPen(PATH_COLOUR, 2.0, Qt.PenStyle.DashLine)
        painter.setPen(outline)
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        if self.selected:
            painter.setPen(QPen(SELECT_COLOUR, 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), radius + 4, radius + 4)
        if self.targeted:
            painter.setPen(QPen(TARGET_COLOUR, 3.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), radius + 7, radius + 7)
        # Defence factor in the disc.
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(s * 0.5))
        painter.setFont(font)
        painter.setPen(QColor("white") if fill.lightness() < 150 else QColor("black"))
        painter.drawText(
            QRectF(-radius, -radius, 2 * radius, 2 * radius),
            Qt.AlignmentFlag.AlignCenter,
            str(f.defence_factor),
        )
        # Extra action (GLAD-5/6): a gold dot when ready, a hollow grey ring when spent.
        dot = QPointF(-0.42 * s, -0.42 * s)
        if f.extra_action_spent:
            painter.setPen(QPen(SPENT_COLOUR, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            painter.setPen(QPen(QColor("#5a4500"), 1.0))
            painter.setBrush(QBrush(FRESH_COLOUR))
        painter.drawEllipse(dot, 0.12 * s, 0.12 * s)
        if f.out_of_action:
            painter.setPen(QPen(TARGET_COLOUR, 3.0))
            painter.drawLine(
                QPointF(-radius * 0.7, -radius * 0.7), QPointF(radius * 0.7, radius * 0.7)
            )
            painter.drawLine(
                QPointF(-radius * 0.7, radius * 0.7), QPointF(radius * 0.7, -radius * 0.7)
            )


class NameTag(QGraphicsItem):
    """A figure's name under its disc, in screen pixels whatever the zoom (issue 22: the
    names were unreadable on a board fitted to a laptop's screen): the first word, on a
    light box, :data:`NAME_PX` high, cut beyond :data:`NAME_MAX_PX`. Plain text."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = QFont()
        self._font.setPixelSize(NAME_PX)
        self._text = ""
        self._box = QRectF()

    def set_name(self, name: str) -> None:
        metrics = QFontMetricsF(self._font)
        first = name.split(" ")[0] if name else ""
        text = metrics.elidedText(first, Qt.TextElideMode.ElideRight, NAME_MAX_PX)
        if text == self._text:
            return
        self.prepareGeometryChange()
        self._text = text
        width = metrics.horizontalAdvance(text) + 6
        self._box = QRectF(-width / 2, 0, width, metrics.height() + 1)
        self.update()

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return self._box

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            return
        painter.setFont(self._font)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 215))
        painter.drawRoundedRect(self._box, 3, 3)
        painter.setPen(QColor("#111111"))
        painter.drawText(self._box, Qt.AlignmentFlag.AlignCenter, self._text)


class VertexHandle(QGraphicsItem):
    """A corner the player can click to face (GLAD-1), labelled with its key (1-6)."""

    def __init__(self, vertex: int, size: float = HEX_SIZE) -> None:
        super().__init__()
        self.vertex = vertex
        self.chosen = False
        self._size = size
        self.setZValue(Z_HANDLE)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(
            QCoreApplication.translate(
                "HexBoardCanvas", "Face {facing} (press {key}) — GLAD-1"
            ).format(facing=facing_name(self.vertex), key=self.vertex + 1)
        )

    def boundingRect(self) -> QRectF:
        r = 0.2 * self._size
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = 0.17 * self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(PATH_COLOUR, 1.5))
        painter.setBrush(QBrush(PATH_COLOUR if self.chosen else QColor("white")))
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(r * 1.3))
        painter.setFont(font)
        painter.setPen(QColor("white") if self.chosen else PATH_COLOUR)
        painter.drawText(
            QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.vertex + 1)
        )


# ================================================================= view
class HexBoardView(QGraphicsView):
    """One hex board: cells, figures, the planned path, the ghost at its end and the
    corner handles. Wheel or Ctrl+plus/minus zooms, Ctrl+0 fits, a drag pans, a click
    emits :attr:`hexClicked` ``(hex, scene point)``."""

    hexClicked = Signal(object, QPointF)
    zoomChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None, size: float = HEX_SIZE) -> None:
        super().__init__(parent)
        self.setObjectName("hexBoardView")
        self.hex_size = size  # not ``size``: that would hide QWidget.size()
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setBackgroundBrush(QColor("#6f5a3e"))
        self.setMinimumSize(240, 200)
        self.cells: dict[Hex, HexCellItem] = {}
        self.figures: dict[int, FigureItem] = {}
        self.ghost: FigureItem | None = None
        self.handles: list[VertexHandle] = []
        self._path_item = QGraphicsPathItem()
        self._path_item.setZValue(Z_PATH)
        self._path_item.setPen(
            QPen(
                PATH_COLOUR,
                5.0,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        self._scene.addItem(self._path_item)
        self._zoom = 1.0
        # Until the player zooms, the board is fitted to the view whenever it resizes.
        self._auto_fit = True
        self._fitting = False
        self._press: QPointF | None = None
        self._panning = False
        for keys, slot in (
            ((QKeySequence.StandardKey.ZoomIn, "Ctrl+="), self.zoom_in),
            ((QKeySequence.StandardKey.ZoomOut,), self.zoom_out),
            (("Ctrl+0",), self.fit),
        ):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)

    # -- content -------------------------------------------------------------------------
    def set_board(self, hexes: Iterable[Hex]) -> None:
        """Rebuild the cells (figures are kept by :meth:`set_figures`)."""
        for item in self.cells.values():
            self._scene.removeItem(item)
        self.cells = {}
        for h in hexes:
            item = HexCellItem(h, self.hex_size)
            self._scene.addItem(item)
            self.cells[h] = item
        rect = self._scene.itemsBoundingRect().adjusted(
            -self.hex_size, -self.hex_size, self.hex_size, self.hex_size
        )
        self._scene.setSceneRect(rect)

    def set_figures(self, figures: Iterable[FigurePlan], colours: Mapping[int, QColor]) -> None:
        """The plan's figures; ``colours`` by side id."""
        seen = set()
        for f in figures:
            seen.add(f.id)
            item = self.figures.get(f.id)
            if item is None:
                item = FigureItem(f, colours.get(f.side_id, QColor("gray")), self.hex_size)
                self._scene.addItem(item)
                self.figures[f.id] = item
            else:
                item.set_figure(f)
        for fid in [k for k in self.figures if k not in seen]:
            self._scene.removeItem(self.figures.pop(fid))

    def retranslate(self) -> None:
        """Every tooltip in the user's language (after a language switch)."""
        for cell in self.cells.values():
            cell.retranslate()
        for item in self.figures.values():
            item.set_figure(item.figure, item.hex, item.facing)
        for handle in self.handles:
            handle.retranslate()

    def set_marks(self, selected: int | None, target: int | None) -> None:
        for fid, item in self.figures.items():
            item.set_marks(fid == selected, fid == target)

    def set_highlights(self, reachable: Mapping[Hex, int], zoc: Iterable[Hex]) -> None:
        """Reachable hexes with their steps (GLAD-1/3) and the hexes next to an enemy."""
        zoc = set(zoc)
        for h, cell in self.cells.items():
            cell.set_state(reachable.get(h), h in zoc)

    def set_plan(
        self,
        path: Sequence[Hex],
        facing: int | None,
        figure: FigurePlan | None = None,
        colour: QColor | None = None,
    ) -> None:
        """The planned path, a ghost of the figure at its end facing ``facing`` and the
        corner handles of the end hex (nothing when ``facing`` is None)."""
        route = QPainterPath()
        if len(path) > 1:
            route.moveTo(hex_center(path[0], self.hex_size))
            for h in path[1:]:
                route.lineTo(hex_center(h, self.hex_size))
        self._path_item.setPath(route)
        if self.ghost is not None and (figure is None or facing is None):
            self._scene.removeItem(self.ghost)
            self.ghost = None
        for handle in self.handles:
            self._scene.removeItem(handle)
        self.handles = []
        if figure is None or facing is None or not path:
            return
        end = path[-1]
        if self.ghost is None:
            self.ghost = FigureItem(figure, colour or QColor("gray"), self.hex_size, ghost=True)
            self._scene.addItem(self.ghost)
        self.ghost.set_figure(figure, end, facing)
        self.ghost.setVisible(len(path) > 1 or facing != figure.facing)
        for v in range(6):
            handle = VertexHandle(v, self.hex_size)
            handle.chosen = v == facing
            handle.setPos(hex_corner(end, v, self.hex_size))
            self._scene.addItem(handle)
            self.handles.append(handle)

    # -- zoom and pan ----------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self._zoom

    def set_zoom(self, factor: float) -> None:
        self._auto_fit = False
        factor = min(MAX_ZOOM, max(MIN_ZOOM, factor))
        if factor == self._zoom:
            return
        self.scale(factor / self._zoom, factor / self._zoom)
        self._zoom = factor
        self.zoomChanged.emit(factor)

    def zoom_in(self) -> None:
        self.set_zoom(self._zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self._zoom / ZOOM_STEP)

    def fit(self) -> None:
        """Show the whole board, and keep it fitted as the view resizes until the next zoom."""
        self._auto_fit = True
        rect = self._scene.sceneRect()
        if rect.isEmpty() or self._fitting:
            return
        self._fitting = True  # fitting may toggle a scroll bar, which resizes the viewport
        try:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        finally:
            self._fitting = False
        self._zoom = self.transform().m11()
        self.zoomChanged.emit(self._zoom)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.set_zoom(self._zoom * (ZOOM_STEP**steps))
            event.accept()
        else:
            super().wheelEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton):
            self._press = event.position()
            self._panning = event.button() == Qt.MouseButton.MiddleButton
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None:
            delta = event.position() - self._press
            if self._panning or delta.manhattanLength() > DRAG_THRESHOLD:
                self._panning = True
                self.setCursor(Qt.CursorShape.ClosedHandCursor)
                h, v = self.horizontalScrollBar(), self.verticalScrollBar()
                h.setValue(h.value() - int(delta.x()))
                v.setValue(v.value() - int(delta.y()))
                self._press = event.position()
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None:
            clicked = not self._panning and event.button() == Qt.MouseButton.LeftButton
            self._press = None
            self._panning = False
            self.unsetCursor()
            if clicked:
                point = self.mapToScene(event.position().toPoint())
                self.hexClicked.emit(point_to_hex(point, self.hex_size), point)
            event.accept()
            return
        super().mouseReleaseEvent(event)

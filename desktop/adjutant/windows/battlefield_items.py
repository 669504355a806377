"""The graphics items of the battlefield canvas (issue 5): units, the lone C-in-C, terrain,
the ruler and the selected unit's overlays (MEL-6 quarters, MEL-5 support radius,
CHG-2/3 charge reach bands).

For :mod:`adjutant.windows.battlefield` only. Coordinates: one scene unit is one
unit of the ruleset's length (inch, cm or pace). The rules put y *up*; Qt puts it
down, so a rules point ``(x, y)`` is the scene point ``(x, -y)`` (:func:`to_scene`,
:func:`to_rules`) and a rules facing ``f`` (degrees counter-clockwise from +x) is
the item rotation ``-f`` (Qt rotates clockwise on screen). In a unit item's own
coordinates +x is ahead (the rules' ``u``) and +y is the unit's right (``-v``),
so the rectangle is ``(-depth/2, -width/2, depth, width)`` and the front edge is
at ``x = depth/2``.

No rule is computed here: footprints become ``rules.shapes.Footprint`` and the
numbers come from ``store.services.measure``; the items only draw.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyle,
    QStyleOptionGraphicsItem,
    QWidget,
)

from adjutant.qtmodels.formatting import format_percent, plain_tooltip
from adjutant.qtmodels.oob_model import token_letter
from adjutant.rules.shapes import Footprint, Quarter

# z-order: terrain under overlays under units; labels and handles above their unit.
Z_TERRAIN = 0.0
Z_OVERLAY = 10.0
Z_UNIT = 20.0
Z_COMMANDER = 25.0
Z_RULER = 40.0

# Side colours when a side has none of its own (SideInfo.colour is None), by position.
DEFAULT_SIDE_COLOURS = ("#2f62c9", "#c7392b", "#2e8b57", "#b8860b", "#7b3fa0", "#5f6b73")

# QGraphicsItem::UserType (65536): PySide6's stubs lack the class constant (they have only
# an unrelated enum member of the name).
_USER_TYPE: int = QGraphicsItem.UserType  # type: ignore[attr-defined]
UNIT_KIND = _USER_TYPE + 1
COMMANDER_KIND = _USER_TYPE + 2
TERRAIN_KIND = _USER_TYPE + 3


def to_scene(x: float, y: float) -> QPointF:
    """Rules point (y up) -> scene point (y down)."""
    return QPointF(x, -y)


def to_rules(point: QPointF) -> tuple[float, float]:
    """Scene point -> rules point (x, y), y up."""
    return point.x(), -point.y()


def side_colour(colour: str | None, position: int) -> QColor:
    if colour:
        parsed = QColor(colour)
        if parsed.isValid():
            return parsed
    return QColor(DEFAULT_SIDE_COLOURS[position % len(DEFAULT_SIDE_COLOURS)])


def _snap(value: float, step: float) -> float:
    return round(value / step) * step


def screen_font(point_size: float = 8.0, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def draw_screen_text(
    painter: QPainter,
    at: QPointF,
    text: str,
    *,
    colour: QColor,
    background: QColor | None = None,
    font: QFont | None = None,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Text of a constant screen size at a local point of a zoomed/rotated item."""
    device = painter.worldTransform().map(at)
    painter.save()
    painter.resetTransform()
    painter.setFont(font or screen_font())
    metrics = QFontMetricsF(painter.font())
    box = metrics.boundingRect(text).adjusted(-3, -1, 3, 1)
    if align & Qt.AlignmentFlag.AlignLeft:
        box.moveLeft(device.x())
    else:
        box.moveCenter(QPointF(device.x(), box.center().y()))
    box.moveTop(device.y() - box.height() / 2)
    if background is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(background)
        painter.drawRoundedRect(box, 3, 3)
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


# ------------------------------------------------------------------------------- units


@dataclass(frozen=True, slots=True)
class UnitLook:
    """What a unit item shows (from the store's UnitInfo and SideInfo)."""

    unit_id: int
    side_id: int
    name: str
    colour: QColor
    token: str | None
    status: str
    is_cinc_unit: bool
    width: float
    depth: float


_TOKEN_COLOURS = {"attack": "#c62828", "move": "#ef8f00", "defence": "#1565c0"}
_STATUS_COLOURS = {"disordered": "#ef8f00", "broken": "#c62828", "destroyed": "#424242"}


def token_badge(token: str | None) -> str:
    """CMD-1: the token's letter, as the order of battle shows it."""
    return token_letter(token) if token else ""


def status_badge(status: str) -> str:
    return {
        "disordered": QCoreApplication.translate("Battlefield", "Disordered"),
        "broken": QCoreApplication.translate("Battlefield", "Broken"),
        "destroyed": QCoreApplication.translate("Battlefield", "Destroyed"),
    }.get(status, "")


class RotateHandle(QGraphicsItem):
    """A round grip ahead of a selected unit's front edge: drag it to turn the unit.

    Free rotation to the nearest degree; with Shift it snaps to 15° steps. The
    turn is committed (one undoable move) when the mouse is released.
    """

    RADIUS = 6.0  # pixels: the handle ignores the view's zoom

    def __init__(self, unit: UnitItem) -> None:
        super().__init__(unit)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.retranslate()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._unit = unit
        self.setZValue(2)

    def retranslate(self) -> None:
        self.setToolTip(
            QCoreApplication.translate("Battlefield", "Drag to turn the unit (Shift: 15° steps)")
        )

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 1
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#202020"), 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        centre = self._unit.scenePos()
        delta = event.scenePos() - centre
        if delta.manhattanLength() < 1e-6:
            return
        facing = math.degrees(math.atan2(-delta.y(), delta.x()))
        step = 15.0 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1.0
        self._unit.set_facing(_snap(facing, step) % 360.0)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "commit_moves"):
            scene.commit_moves()


class UnitItem(QGraphicsItem):
    """A unit on the table: a to-scale rectangle in its side's colour, a facing mark,
    its name and badges (token, status, C-in-C). Movable and selectable."""

    def __init__(self, look: UnitLook, footprint: Footprint) -> None:
        super().__init__()
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
        )
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_UNIT)
        # Redrawn from a pixmap while other things move (a drag repaints the whole
        # overlay, so every unit under it): 400 units stay smooth (issue 5 bench).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.look = look
        self.committed: Footprint = footprint
        self.handle = RotateHandle(self)
        self.handle.setVisible(False)
        self.label = UnitLabel(self)
        self.apply(look, footprint)

    def type(self) -> int:
        return UNIT_KIND

    @property
    def unit_id(self) -> int:
        return self.look.unit_id

    def apply(self, look: UnitLook, footprint: Footprint) -> None:
        """Show the stored state (after a load, an undo or a commit)."""
        self.prepareGeometryChange()
        self.look = look
        self.committed = footprint
        self.setPos(to_scene(footprint.x, footprint.y))
        self.setRotation(-footprint.facing)
        self.handle.setPos(footprint.depth / 2 + max(1.0, footprint.width * 0.15), 0)
        self.handle.retranslate()  # a reload after a language switch (issue 15)
        self.label.refresh()
        self.update()

    def footprint(self) -> Footprint:
        """Where the item stands now (it differs from ``committed`` while dragged)."""
        x, y = to_rules(self.pos())
        return Footprint(x, y, (-self.rotation()) % 360.0, self.look.width, self.look.depth)

    def is_moved(self) -> bool:
        now, was = self.footprint(), self.committed
        return (
            abs(now.x - was.x) > 1e-9
            or abs(now.y - was.y) > 1e-9
            or abs(((now.facing - was.facing + 180) % 360) - 180) > 1e-9
        )

    def set_facing(self, facing: float) -> None:
        """Turn on screen (the rotation handle); committed later like a drag."""
        self.setRotation(-facing)
        self._notify_moved()

    def rect(self) -> QRectF:
        d, w = self.look.depth, self.look.width
        return QRectF(-d / 2, -w / 2, d, w)

    def boundingRect(self) -> QRectF:
        # Room for the facing triangle ahead and the pen.
        pad = 0.2 + max(self.look.width, self.look.depth) * 0.02
        r = self.rect()
        tip = min(self.look.width * 0.15, 0.6)
        return r.adjusted(-pad, -pad, tip + pad, pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect())
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = self.look.colour
        fill = QColor(colour)
        fill.setAlpha(200 if self.look.status != "destroyed" else 70)
        rect = self.rect()
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        outline = QPen(QColor("#ffeb3b") if selected else colour.darker(160))
        outline.setCosmetic(True)
        outline.setWidthF(3.0 if selected else 1.2)
        painter.setPen(outline)
        painter.setBrush(fill)
        painter.drawRect(rect)
        # Facing mark: a thick front edge and a small triangle ahead of it.
        front = QPen(QColor("#111111"))
        front.setCosmetic(True)
        front.setWidthF(3.5)
        painter.setPen(front)
        painter.drawLine(QLineF(rect.right(), rect.top(), rect.right(), rect.bottom()))
        tip = min(self.look.width * 0.15, 0.6)
        half = tip * 0.9
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#111111"))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(rect.right(), -half),
                    QPointF(rect.right() + tip, 0),
                    QPointF(rect.right(), half),
                ]
            )
        )
        if self.look.status in ("broken", "destroyed"):
            cross = QPen(QColor(_STATUS_COLOURS[self.look.status]))
            cross.setCosmetic(True)
            cross.setWidthF(2)
            painter.setPen(cross)
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(rect.bottomLeft(), rect.topRight())

    # No itemChange() override: PySide6 mishandles the reference count of a None value
    # returned from it (a crash after many items were added and removed). The scene hears
    # of drags from mouseMoveEvent and of selections from QGraphicsScene.selectionChanged.
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self._notify_moved()

    def _notify_moved(self) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "unit_geometry_changed"):
            scene.unit_geometry_changed(self)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "tooltip_for"):
            self.setToolTip(plain_tooltip(scene.tooltip_for(self)))
        super().hoverEnterEvent(event)


class UnitLabel(QGraphicsItem):
    """A unit's name and badges, a constant size on screen, upright whatever the facing."""

    MIN_LABEL_PX = 44.0

    def __init__(self, unit: UnitItem) -> None:
        super().__init__(unit)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The name may be cut to the unit's width on screen: hovering the label shows the
        # unit's tooltip, the whole name first (issue 15), as plain text (issue 16).
        self.setAcceptHoverEvents(True)
        self.setZValue(1)
        self._unit = unit
        self._parts: list[tuple[str, QColor, QColor]] = []
        self._rect = QRectF()

    def refresh(self) -> None:
        self.prepareGeometryChange()
        look = self._unit.look
        parts: list[tuple[str, QColor, QColor]] = [
            (look.name, QColor("#101010"), QColor(255, 255, 255, 200))
        ]
        if look.token:
            parts.append(
                (token_badge(look.token), QColor("#ffffff"), QColor(_TOKEN_COLOURS[look.token]))
            )
        if look.status in _STATUS_COLOURS:
            parts.append(
                (status_badge(look.status), QColor("#ffffff"), QColor(_STATUS_COLOURS[look.status]))
            )
        if look.is_cinc_unit:
            parts.append(("★", QColor("#101010"), QColor("#ffd54f")))  # the C-in-C is with it
        self._parts = parts
        metrics = QFontMetricsF(screen_font())
        width = sum(metrics.horizontalAdvance(text) + 8 for text, _, _ in parts) + 2 * (
            len(parts) - 1
        )
        height = metrics.height() + 2
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "tooltip_for"):
            self.setToolTip(plain_tooltip(scene.tooltip_for(self._unit)))
        super().hoverEnterEvent(event)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        scene = self.scene()
        # Level of detail: the label never gets wider than the unit on screen (at least
        # MIN_LABEL_PX): the name is elided first, then left out, the badges stay.
        scale = getattr(scene, "view_scale", 10.0)
        room = max(self._unit.look.width * scale, self.MIN_LABEL_PX)
        painter.setFont(screen_font())
        metrics = QFontMetricsF(painter.font())
        badges = self._parts[1:]
        badge_width = sum(metrics.horizontalAdvance(t) + 8 + 2 for t, _, _ in badges)
        name, fg, bg = self._parts[0]
        name_room = room - badge_width - 8
        parts = list(badges)
        if name_room >= metrics.horizontalAdvance("Abc…"):
            name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_room)
            parts.insert(0, (name, fg, bg))
        total = sum(metrics.horizontalAdvance(t) + 8 for t, _, _ in parts) + 2 * max(
            0, len(parts) - 1
        )
        x = -total / 2
        h = self._rect.height()
        for text, fg, bg in parts:
            w = metrics.horizontalAdvance(text) + 8
            box = QRectF(x, -h / 2, w, h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(bg)
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(fg)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            x += w + 2


class CommanderItem(QGraphicsItem):
    """The commander-in-chief's figure when he stands alone (not with a unit): a disc with a
    star in his side's colour. Movable; the move is committed on release like a unit's."""

    RADIUS = 0.6  # table units

    def __init__(
        self, side_id: int, name: str, colour: QColor, x: float, y: float, facing: float
    ) -> None:
        super().__init__()
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
        )
        self.setZValue(Z_COMMANDER)
        self.side_id = side_id
        self.apply(name, colour, x, y, facing)

    def type(self) -> int:
        return COMMANDER_KIND

    def apply(self, name: str, colour: QColor, x: float, y: float, facing: float) -> None:
        self.name = name
        self.colour = colour
        self.committed = (x, y, facing)
        self.setPos(to_scene(x, y))
        self.setToolTip(
            plain_tooltip(
                QCoreApplication.translate("Battlefield", "{name} (commander-in-chief)").format(
                    name=name
                )
            )
        )
        self.update()

    def position(self) -> tuple[float, float, float]:
        x, y = to_rules(self.pos())
        return x, y, self.committed[2]

    def is_moved(self) -> bool:
        x, y, _ = self.position()
        return abs(x - self.committed[0]) > 1e-9 or abs(y - self.committed[1]) > 1e-9

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 0.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        pen = QPen(QColor("#ffeb3b") if selected else QColor("#101010"))
        pen.setCosmetic(True)
        pen.setWidthF(2.5 if selected else 1.2)
        painter.setPen(pen)
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        star = QPolygonF()
        for i in range(10):
            r = self.RADIUS * (0.75 if i % 2 == 0 else 0.32)
            a = math.radians(-90 + 36 * i)
            star.append(QPointF(r * math.cos(a), r * math.sin(a)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffd54f"))
        painter.drawPolygon(star)
        draw_screen_text(
            painter,
            QPointF(0, self.RADIUS + 0.6),
            self.name,
            colour=QColor("#101010"),
            background=QColor(255, 255, 255, 200),
        )


# ------------------------------------------------------------------------------ terrain


class TerrainItem(QGraphicsItem):
    """A terrain polygon. View-blocking pieces are hatched (CMD-8 "no terrain between")."""

    FILLS: ClassVar[dict[str, str]] = {
        "woods": "#5f8f4e",
        "village": "#a1887f",
        "building": "#8d6e63",
        "hill": "#c9b27c",
        "river": "#6aa7d8",
        "marsh": "#7fa39a",
        "field": "#d8cf8a",
        "road": "#bdb49a",
        "other": "#9e9e9e",
    }

    def __init__(
        self,
        terrain_id: int,
        name: str,
        kind: str,
        points: Sequence[tuple[float, float]],
        blocks_view: bool,
    ) -> None:
        super().__init__()
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
        )
        self.setZValue(Z_TERRAIN)
        self.terrain_id = terrain_id
        self.apply(name, kind, points, blocks_view)

    def type(self) -> int:
        return TERRAIN_KIND

    def apply(
        self, name: str, kind: str, points: Sequence[tuple[float, float]], blocks_view: bool
    ) -> None:
        self.prepareGeometryChange()
        self.name, self.kind, self.blocks_view = name, kind, blocks_view
        self.points = tuple((float(x), float(y)) for x, y in points)
        self.polygon = QPolygonF([to_scene(x, y) for x, y in self.points])
        self.setPos(0, 0)
        blocking = (
            QCoreApplication.translate("Battlefield", "blocks the view")
            if blocks_view
            else QCoreApplication.translate("Battlefield", "does not block the view")
        )
        self.setToolTip(plain_tooltip(f"{name} — {blocking}"))
        self.update()

    def moved_points(self) -> list[tuple[float, float]]:
        """The polygon's rules points after a drag (the item's offset applied)."""
        dx, dy = self.pos().x(), -self.pos().y()
        return [(x + dx, y + dy) for x, y in self.points]

    def is_moved(self) -> bool:
        return self.pos().manhattanLength() > 1e-9

    def boundingRect(self) -> QRectF:
        return self.polygon.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self.polygon)
        path.closeSubpath()
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(self.FILLS.get(self.kind, self.FILLS["other"]))
        fill = QColor(base)
        fill.setAlpha(150)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        pen = QPen(QColor("#ffeb3b") if selected else base.darker(170))
        pen.setCosmetic(True)
        pen.setWidthF(2.5 if selected else 1.2)
        if not self.blocks_view:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPolygon(self.polygon)
        if self.blocks_view:
            hatch = QBrush(base.darker(180), Qt.BrushStyle.BDiagPattern)
            # Hatch lines a constant distance apart on screen.
            hatch.setTransform(QTransform.fromScale(1, 1))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(hatch)
            painter.save()
            device = painter.worldTransform()
            painter.resetTransform()
            painter.drawPolygon(device.map(self.polygon))
            painter.restore()
        centre = self.polygon.boundingRect().center()
        draw_screen_text(
            painter,
            centre,
            self.name,
            colour=QColor("#202020"),
            background=QColor(255, 255, 255, 150),
        )


class DraftItem(QGraphicsItem):
    """The terrain polygon being drawn: the points clicked so far and the mouse position."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_RULER)
        self.points: list[QPointF] = []
        self.hover: QPointF | None = None

    def boundingRect(self) -> QRectF:
        pts = list(self.points) + ([self.hover] if self.hover is not None else [])
        if not pts:
            return QRectF()
        return QPolygonF(pts).boundingRect().adjusted(-1, -1, 1, 1)

    def set_points(self, points: list[QPointF], hover: QPointF | None) -> None:
        self.prepareGeometryChange()
        self.points, self.hover = list(points), hover
        self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        pts = list(self.points) + ([self.hover] if self.hover is not None else [])
        if not pts:
            return
        pen = QPen(QColor("#ff6f00"), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 111, 0, 40))
        painter.drawPolygon(QPolygonF(pts))
        painter.setBrush(QColor("#ff6f00"))
        for p in self.points:
            device = painter.worldTransform().map(p)
            painter.save()
            painter.resetTransform()
            painter.drawEllipse(device, 3.5, 3.5)
            painter.restore()


# -------------------------------------------------------------------------------- ruler


class RulerItem(QGraphicsItem):
    """A measuring line between two table points with its length (in the ruleset's unit)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_RULER)
        self.line = QLineF()
        self.text = ""
        self.setVisible(False)

    def set_measure(self, line: QLineF, text: str) -> None:
        self.prepareGeometryChange()
        self.line, self.text = QLineF(line), text
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-3, -3, 3, 3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor("#111111"), 2.5)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawLine(self.line)
        pen = QPen(QColor("#ffeb3b"), 1.2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawLine(self.line)
        for p in (self.line.p1(), self.line.p2()):
            device = painter.worldTransform().map(p)
            painter.save()
            painter.resetTransform()
            painter.setPen(QPen(QColor("#111111"), 1.5))
            painter.setBrush(QColor("#ffeb3b"))
            painter.drawEllipse(device, 3.5, 3.5)
            painter.restore()
        draw_screen_text(
            painter,
            self.line.center(),
            self.text,
            colour=QColor("#ffffff"),
            background=QColor(20, 20, 20, 210),
            font=screen_font(9, bold=True),
        )


# ----------------------------------------------------------------------------- overlays


@dataclass(frozen=True, slots=True)
class OverlayData:
    """What the selected unit's overlays show; ``None`` fields are not drawn."""

    footprint: Footprint
    quarters: bool
    support_radius: float | None
    reach: tuple[tuple[float, Fraction], ...]  # (max distance, threshold) from rules.charge
    unit_label: str  # "in", "cm", "paces"


QUARTER_COLOURS = {
    Quarter.FRONT: QColor(229, 57, 53, 45),
    Quarter.LEFT: QColor(251, 192, 45, 55),
    Quarter.RIGHT: QColor(251, 192, 45, 55),
    Quarter.REAR: QColor(67, 160, 71, 50),
}
# Reach bands from the likeliest (inner) to any chance at all (outer).
REACH_COLOURS = (QColor(46, 125, 50), QColor(249, 168, 37), QColor(216, 67, 21))


def reach_label(threshold: Fraction | int) -> str:
    """A reach band's name: "≥ 90 %", "≥ 50 %", "> 0 %" (CHG-3 chances)."""
    if threshold == 0:
        return QCoreApplication.translate("Battlefield", "> 0 %")
    return QCoreApplication.translate("Battlefield", "≥ {percent}").format(
        percent=format_percent(Fraction(threshold))
    )


def quarter_name(q: Quarter) -> str:
    return {
        Quarter.FRONT: QCoreApplication.translate("Battlefield", "Front"),
        Quarter.LEFT: QCoreApplication.translate("Battlefield", "Left flank"),
        Quarter.RIGHT: QCoreApplication.translate("Battlefield", "Right flank"),
        Quarter.REAR: QCoreApplication.translate("Battlefield", "Rear"),
    }[q]


def quarter_polygons(fp: Footprint, far: float) -> dict[Quarter, list[tuple[float, float]]]:
    """MEL-6: each quarter as a triangle from the centre along the two diagonals, extended
    ``far`` table units (rules coordinates). A point footprint uses a square's diagonals,
    as ``rules.geometry.quarter`` does."""
    hd, hw = (fp.depth / 2, fp.width / 2) if (fp.width or fp.depth) else (0.5, 0.5)
    norm = math.hypot(hd, hw)
    k = far / norm

    def ray(u: float, v: float) -> tuple[float, float]:
        return fp.to_table(u * k, v * k)

    centre = (fp.x, fp.y)
    fl, fr, rr, rl = ray(hd, hw), ray(hd, -hw), ray(-hd, -hw), ray(-hd, hw)
    return {
        Quarter.FRONT: [centre, fl, fr],
        Quarter.RIGHT: [centre, fr, rr],
        Quarter.REAR: [centre, rr, rl],
        Quarter.LEFT: [centre, rl, fl],
    }


def offset_path(fp: Footprint, radius: float) -> QPainterPath:
    """The footprint grown by ``radius`` in every direction (a rounded rectangle), in scene
    coordinates: every point within ``radius`` of the unit's edges (CHG-5 edge to edge)."""
    local = QPainterPath()
    rect = QRectF(
        -fp.depth / 2 - radius, -fp.width / 2 - radius, fp.depth + 2 * radius, fp.width + 2 * radius
    )
    local.addRoundedRect(rect, radius, radius)
    transform = QTransform()
    transform.translate(fp.x, -fp.y)
    transform.rotate(-fp.facing)
    return transform.map(local)


class OverlayItem(QGraphicsItem):
    """The selected unit's quarters (MEL-6), support radius (MEL-5) and charge reach bands
    (CHG-2/3, ``rules.charge.reach_bands``), clipped to the table."""

    # What is drawn: the name (read by the scene and tests) hides QGraphicsItem.data(key),
    # which this item never uses.
    data: OverlayData | None  # type: ignore[assignment]

    def __init__(self, table: Callable[[], QRectF]) -> None:

        super().__init__()
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._table = table
        self.data = None

    def set_data(self, data: OverlayData | None) -> None:
        self.prepareGeometryChange()
        self.data = data
        self.update()

    def boundingRect(self) -> QRectF:
        if self.data is None:
            return QRectF()
        return self._table().adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        data = self.data
        if data is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        table = self._table()
        clip = QPainterPath()
        clip.addRect(table)
        painter.setClipPath(clip)
        fp = data.footprint
        far = math.hypot(table.width(), table.height()) * 2 + 10
        if data.quarters:
            for q, poly in quarter_polygons(fp, far).items():
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QUARTER_COLOURS[q])
                painter.drawPolygon(QPolygonF([to_scene(x, y) for x, y in poly]))
            pen = QPen(QColor(60, 60, 60, 170), 1, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            for poly in quarter_polygons(fp, far).values():
                painter.drawLine(to_scene(*poly[0]), to_scene(*poly[1]))
        for i, (distance, _threshold) in reversed(list(enumerate(data.reach))):
            colour = QColor(REACH_COLOURS[min(i, len(REACH_COLOURS) - 1)])
            fill = QColor(colour)
            fill.setAlpha(28)
            pen = QPen(colour, 1.6)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(fill)
            painter.drawPath(offset_path(fp, distance))
        if data.support_radius is not None:
            pen = QPen(QColor("#6a1b9a"), 1.8, Qt.PenStyle.DashDotLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(offset_path(fp, data.support_radius))
        painter.setClipping(False)
        # Labels last, so no fill covers them. Quarters are named in the view's legend:
        # labels on the table would sit on the neighbouring units of a line of battle.
        for i, (distance, threshold) in enumerate(data.reach):
            colour = REACH_COLOURS[min(i, len(REACH_COLOURS) - 1)]
            # The likeliest band is labelled straight ahead, the others at the front corners'
            # arcs, so the labels of bands one unit apart never overlap.
            diagonal = math.sqrt(0.5)
            u, v = {
                0: (fp.depth / 2 + distance, 0.0),
                1: (fp.depth / 2 + distance * diagonal, fp.width / 2 + distance * diagonal),
            }.get(i, (fp.depth / 2 + distance * diagonal, -fp.width / 2 - distance * diagonal))
            point = to_scene(*fp.to_table(u, v))
            draw_screen_text(
                painter,
                point,
                reach_label(threshold),
                colour=QColor("#ffffff"),
                background=colour.darker(115),
            )
        if data.support_radius is not None:
            point = to_scene(*fp.to_table(-fp.depth / 2 - data.support_radius, 0.0))
            draw_screen_text(
                painter,
                point,
                QCoreApplication.translate("Battlefield", "Support {d} {unit} (MEL-5)").format(
                    d=f"{data.support_radius:g}", unit=data.unit_label
                ),
                colour=QColor("#ffffff"),
                background=QColor("#6a1b9a"),
            )

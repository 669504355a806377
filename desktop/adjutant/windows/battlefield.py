"""The battlefield canvas (issue 5): Adjutant's to-scale mirror of the real table.

Offers :class:`BattlefieldWidget` (the main window's central widget, built as
``BattlefieldWidget(document, parent)``), and underneath it
:class:`BattlefieldScene` and :class:`BattlefieldView`, which tests and the
turn summary's picture may use directly.

- The table in the ruleset's unit (1 scene unit = 1 inch, cm or pace; y flipped,
  see :mod:`adjutant.windows.battlefield_items`), grid and scale bar; zoom with the
  wheel or Ctrl++ / Ctrl+-, pan with the middle button, Space + drag or the arrow
  keys, fit the table with Ctrl+0 or F.
- Units: drag to move, turn with the handle or [ and ] (15°; Shift: 1°), rubber-band
  selection. Every move or turn is ONE undoable store action (``move_unit``,
  committed on mouse release, several units in one store batch) and is on disk at once.
- The selection is the document's (``GameDocument.select_units`` /
  ``selectionChanged``), so it follows the order of battle both ways.
- Terrain: draw a polygon (T, click points, Enter closes, Esc cancels), drag it,
  Delete removes it; its context menu says whether it blocks the view (CMD-8).
- Ruler (R): drag between two points, or click two units for their edge-to-edge
  gap (``store.services.measure``: the rules' CHG-5 / CMD-6 distance).
- Overlays of the current unit: quarters (MEL-6), support radius (MEL-5, the
  ruleset's ``support_radius``), charge reach bands (CHG-2/3,
  ``store.services.measure.reach_bands``: >= 90 %, >= 50 %, > 0 %), each toggled.

All numbers come from ``adjutant.rules``; all changes go through
``adjutant.undo.run_service``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLineF,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QContextMenuEvent,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QMenu,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from adjutant.lazy import lazy_module
from adjutant.qtmodels.document import GameDocument
from adjutant.rules.ruleset import LengthUnit, Ruleset, Tool, load_preset
from adjutant.rules.shapes import Footprint, Quarter
from adjutant.store import action_labels
from adjutant.store.read import queries
from adjutant.undo.batch import call, run_batch
from adjutant.undo.service import run_service
from adjutant.windows.battlefield_items import (
    QUARTER_COLOURS,
    REACH_COLOURS,
    Z_UNIT,
    CommanderItem,
    DraftItem,
    OverlayData,
    OverlayItem,
    RulerItem,
    TerrainItem,
    UnitItem,
    UnitLook,
    quarter_name,
    reach_label,
    screen_font,
    side_colour,
    to_rules,
    to_scene,
)
from adjutant.windows.game_rules import game_ruleset  # re-exported (__all__)
from adjutant.windows.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

    from adjutant.store import Change, Game
    from adjutant.store.read.queries import Battlefield, UnitInfo
    from adjutant.store.services import edits as services
else:
    # Store services import SQLAlchemy: executed on the first change, not at start-up.
    services = lazy_module("adjutant.store.services.edits")

SELECT, RULER, TERRAIN = "select", "ruler", "terrain"
KEY_STEP = 15.0  # degrees per [ or ] press
FINE_STEP = 1.0  # with Shift
ZOOM_STEP = 1.25
MIN_SCALE, MAX_SCALE = 0.5, 400.0  # pixels per table unit
# A unit placed from the context menu, before the players set its real frontage and depth.
DEFAULT_SIZE = {
    LengthUnit.INCH: (6.0, 2.0),
    LengthUnit.CM: (15.0, 5.0),
    LengthUnit.PACE: (60.0, 20.0),
}
# Grid spacings in table units, chosen by zoom (minor lines at least MIN_GRID_PX apart).
GRID_STEPS = {
    LengthUnit.INCH: (1, 6, 12, 24, 48),
    LengthUnit.CM: (1, 5, 10, 50, 100),
    LengthUnit.PACE: (1, 5, 10, 50, 100, 500),
}
MIN_GRID_PX = 8.0
# The overlay legend is left out when it would cover more than this share of the view's
# width or height (issue 15: at 1024x700 it hid most of the table).
LEGEND_MAX = 0.45


def unit_abbreviation(unit: LengthUnit) -> str:
    """The short name of the ruleset's unit of length, translated ("in", "cm", "paces")."""
    return {
        LengthUnit.INCH: QCoreApplication.translate("Battlefield", "in"),
        LengthUnit.CM: QCoreApplication.translate("Battlefield", "cm"),
        LengthUnit.PACE: QCoreApplication.translate("Battlefield", "paces"),
    }[unit]


def format_length(value: float, unit: LengthUnit) -> str:
    return f"{value:.1f} {unit_abbreviation(unit)}"


class BattlefieldScene(QGraphicsScene):
    """The table and everything on it, kept in step with the store.

    Signals: ``relationsChanged()`` when the current unit's distances and quarters
    were recomputed (after a selection change or while it is dragged);
    ``measured(str)`` the text of the last ruler measure.
    """

    relationsChanged = Signal()
    measured = Signal(str)

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.units: dict[int, UnitItem] = {}
        self.unit_info: dict[int, UnitInfo] = {}
        self.commanders: dict[int, CommanderItem] = {}
        self.terrain: dict[int, TerrainItem] = {}
        self.table = QRectF(0, -48, 72, 48)
        self.ruleset: Ruleset = load_preset("combined")
        self.view_scale = 10.0  # pixels per table unit, set by the view (labels' level of detail)
        self.show_quarters = True
        self.show_support = True
        self.show_reach = True
        self.current: int = 0
        self.relations: dict[int, tuple[float, Quarter]] = {}
        self._others: tuple[list[int], list[Footprint]] | None = None
        self._syncing = False
        self._measure: tuple[QLineF, float] | None = None
        self.overlay = OverlayItem(lambda: self.table)
        self.addItem(self.overlay)
        self.ruler = RulerItem()
        self.addItem(self.ruler)
        self.draft = DraftItem()
        self.addItem(self.draft)
        document.opened.connect(self.reload)
        document.closed.connect(self.reload)
        document.changed.connect(self._changed)
        document.selectionChanged.connect(self._document_selection)
        self.selectionChanged.connect(self.item_selection_changed)
        self.reload()

    # ------------------------------------------------------------------ loading
    def _changed(self, change: Change | None) -> None:
        self.reload()

    def reload(self) -> None:
        """Show the store's state: units, lone C-in-C figures, terrain, the table size."""
        game = self.document.game
        if game is None:
            for mapping in (self.units, self.commanders, self.terrain):
                for item in mapping.values():
                    self.removeItem(item)
                mapping.clear()
            self.unit_info.clear()
            self.current = 0
            self._others = None
            self._update_overlay()
            return
        self.ruleset = game_ruleset(game)
        field = queries.battlefield(game)
        oob = queries.order_of_battle(game)
        self.table = QRectF(0, -field.height, field.width, field.height)
        margin = max(field.width, field.height) * 0.15
        self.setSceneRect(self.table.adjusted(-margin, -margin, margin, margin))
        colours = {side.id: side_colour(side.colour, side.position) for side in oob.sides}
        infos = {u.id: u for side in oob.sides for u in side.all_units()}
        self.unit_info = infos
        self._syncing = True
        try:
            self._load_units(field, infos, colours)
            self._load_commanders(field, colours)
            self._load_terrain(field)
        finally:
            self._syncing = False
        self._others = None
        self._select_items(self.document.selected_units)
        self._recompute()

    def _load_units(
        self, field: Battlefield, infos: dict[int, UnitInfo], colours: dict[int, QColor]
    ) -> None:
        seen = set()
        for unit_id, fp in field.footprints.items():
            info = infos.get(unit_id)
            if info is None:
                continue
            seen.add(unit_id)
            look = UnitLook(
                unit_id=unit_id,
                side_id=info.side_id,
                name=info.name,
                colour=colours.get(info.side_id, QColor("#777777")),
                token=info.token if self.ruleset.uses(Tool.TOKENS) else None,
                status=info.status,
                is_cinc_unit=info.is_cinc_unit,
                width=fp.width,
                depth=fp.depth,
            )
            item = self.units.get(unit_id)
            if item is None:
                item = UnitItem(look, fp.to_rules())
                self.units[unit_id] = item
                self.addItem(item)
            else:
                item.apply(look, fp.to_rules())
        for unit_id in set(self.units) - seen:
            self.removeItem(self.units.pop(unit_id))

    def _load_commanders(self, field: Battlefield, colours: dict[int, QColor]) -> None:
        seen = set()
        for c in field.commanders:
            if c is None or c.unit_id is not None or c.x is None or c.y is None:
                continue
            seen.add(c.side_id)
            colour = colours.get(c.side_id, QColor("#777777"))
            item = self.commanders.get(c.side_id)
            if item is None:
                item = CommanderItem(c.side_id, c.name, colour, c.x, c.y, c.facing or 0.0)
                self.commanders[c.side_id] = item
                self.addItem(item)
            else:
                item.apply(c.name, colour, c.x, c.y, c.facing or 0.0)
        for side_id in set(self.commanders) - seen:
            self.removeItem(self.commanders.pop(side_id))

    def _load_terrain(self, field: Battlefield) -> None:
        seen = set()
        for t in field.terrain:
            seen.add(t.id)
            item = self.terrain.get(t.id)
            if item is None:
                item = TerrainItem(t.id, t.name, t.kind, t.points, t.blocks_view)
                self.terrain[t.id] = item
                self.addItem(item)
            else:
                item.apply(t.name, t.kind, t.points, t.blocks_view)
        for terrain_id in set(self.terrain) - seen:
            self.removeItem(self.terrain.pop(terrain_id))

    # ------------------------------------------------------------------ selection
    def _select_items(self, ids: Iterable[int]) -> None:
        wanted = set(ids)
        self._syncing = True
        try:
            for unit_id, item in self.units.items():
                item.setSelected(unit_id in wanted)
        finally:
            self._syncing = False
        current = next((i for i in reversed(tuple(ids)) if i in self.units), 0)
        self._set_current(current)

    def _document_selection(self, ids: tuple[int, ...]) -> None:
        if not self._syncing:
            self._select_items(ids)

    def item_selection_changed(self) -> None:
        """A unit item's selection changed (click, rubber band): tell the document."""
        if self._syncing:
            return
        selected = [i for i, item in self.units.items() if item.isSelected()]
        before = [i for i in self.document.selected_units if i in selected]
        added = [i for i in selected if i not in before]
        ids = tuple(before + added)
        self._syncing = True
        try:
            self.document.select_units(ids)
        finally:
            self._syncing = False
        self._set_current(ids[-1] if ids else 0)

    def selected_unit_items(self) -> list[UnitItem]:
        return [item for item in self.units.values() if item.isSelected()]

    def _set_current(self, unit_id: int) -> None:
        for unit, item in self.units.items():
            item.handle.setVisible(unit == unit_id)
        if unit_id != self.current:
            self.current = unit_id
            self._others = None
        self._recompute()

    # ------------------------------------------------------------------ measuring
    def _other_geometry(self) -> tuple[list[int], list[Footprint]]:
        # The others do not move while the current unit is dragged: cache them.
        if self._others is None:
            ids = [i for i in self.units if i != self.current]
            fps = [self.units[i].footprint() for i in ids]
            self._others = (ids, fps)
        return self._others

    def compute_relations(self) -> dict[int, tuple[float, Quarter]]:
        """The current unit's edge-to-edge distance (CHG-5) to every other unit on the table,
        and the quarter (MEL-6) each other unit's centre is in. Vectorised rules calls."""
        item = self.units.get(self.current)
        if item is None:
            return {}
        ids, fps = self._other_geometry()
        if not ids:
            return {}
        from adjutant.store.services import measure

        return dict(zip(ids, measure.relations(item.footprint(), fps), strict=True))

    def _recompute(self) -> None:
        self.relations = self.compute_relations()
        self._update_overlay()
        self.relationsChanged.emit()

    def unit_geometry_changed(self, item: UnitItem) -> None:
        """Units were dragged or turned on screen (not yet committed): overlays follow live.

        Only the current unit moving keeps the others' cached footprints (the common
        case, and the one the benchmark measures); any other move drops the cache.
        """
        if self._syncing:
            return
        selected = self.selected_unit_items()
        if item.unit_id != self.current or len(selected) > 1:
            self._others = None
        self._recompute()

    def _update_overlay(self) -> None:
        item = self.units.get(self.current)
        info = self.unit_info.get(self.current)
        if (
            item is None
            or info is None
            or not (self.show_quarters or self.show_support or self.show_reach)
        ):
            self.overlay.set_data(None)
            return
        reach: tuple[tuple[float, Fraction], ...] = ()
        if self.show_reach:
            from adjutant.store.services import measure

            reach = measure.reach_bands(info.movement, self.ruleset.charge_dice)
        self.overlay.set_data(
            OverlayData(
                footprint=item.footprint(),
                quarters=self.show_quarters,
                support_radius=float(self.ruleset.support_radius) if self.show_support else None,
                reach=reach,
                unit_label=unit_abbreviation(self.ruleset.unit_of_length),
            )
        )

    def set_overlays(
        self,
        *,
        quarters: bool | None = None,
        support: bool | None = None,
        reach: bool | None = None,
    ) -> None:
        if quarters is not None:
            self.show_quarters = quarters
        if support is not None:
            self.show_support = support
        if reach is not None:
            self.show_reach = reach
        self._update_overlay()

    def overlay_legend(self) -> tuple[str, list[tuple[QColor, str]]]:
        """Title and (colour, text) rows naming the current unit's overlays, for the view's
        legend: the quarters (MEL-6), the support distance (MEL-5), the reach bands (CHG-3)."""
        data = self.overlay.data
        info = self.unit_info.get(self.current)
        if data is None or info is None:
            return "", []
        unit = unit_abbreviation(self.ruleset.unit_of_length)
        rows: list[tuple[QColor, str]] = []
        if data.quarters:
            for q, text in (
                (Quarter.FRONT, self.tr("Front quarter")),
                (Quarter.LEFT, self.tr("Flank quarters")),
                (Quarter.REAR, self.tr("Rear quarter")),
            ):
                swatch = QColor(QUARTER_COLOURS[q])
                swatch.setAlpha(150)
                rows.append((swatch, f"{text} (MEL-6)"))
        if data.support_radius is not None:
            rows.append(
                (
                    QColor("#6a1b9a"),
                    self.tr("Support within {d} {unit} (MEL-5)").format(
                        d=f"{data.support_radius:g}", unit=unit
                    ),
                )
            )
        for i, (d, t) in enumerate(data.reach):
            rows.append(
                (
                    REACH_COLOURS[min(i, len(REACH_COLOURS) - 1)],
                    self.tr("Charge {band}: up to {d} {unit}").format(
                        band=reach_label(t), d=f"{d:g}", unit=unit
                    ),
                )
            )
        return info.name, rows

    def tooltip_for(self, item: UnitItem) -> str:
        info = self.unit_info.get(item.unit_id)
        name = info.name if info else item.look.name
        lines = [name]
        if info is not None:
            lines.append(self.tr("Movement {m:g}").format(m=info.movement))
        if item.unit_id != self.current and item.unit_id in self.relations:
            gap, q = self.relations[item.unit_id]
            current = self.unit_info.get(self.current)
            lines.append(
                self.tr("{distance} from {unit}, in its {quarter}").format(
                    distance=format_length(gap, self.ruleset.unit_of_length),
                    unit=current.name if current else "",
                    quarter=quarter_name(q).lower(),
                )
            )
        return "\n".join(lines)

    def unit_at(self, scene_pos: QPointF) -> UnitItem | None:
        # Unit items only: their labels and handles ignore the zoom, so without the view's
        # transform items() would see them at the size of their pixels in table units.
        return next((i for i in self.items(scene_pos) if isinstance(i, UnitItem)), None)

    def measure_units(self, a: int, b: int) -> float:
        """Edge-to-edge gap between two units on the table (CHG-5, ``store.services.measure``), drawn
        as the ruler between their nearest points."""
        from adjutant.store.services import measure

        gap, pa, pb = measure.ruler(self.units[a].footprint(), self.units[b].footprint())
        self.show_measure(to_scene(*pa), to_scene(*pb), gap)
        return gap

    def show_measure(self, p1: QPointF, p2: QPointF, value: float | None = None) -> float:
        if value is None:
            (x1, y1), (x2, y2) = to_rules(p1), to_rules(p2)
            value = math.hypot(x2 - x1, y2 - y1)
        self._measure = (QLineF(p1, p2), value)
        text = self.measure_text()
        self.ruler.set_measure(QLineF(p1, p2), text)
        self.measured.emit(text)
        return value

    def measure_text(self) -> str:
        """The last ruler measure in the current language ("" before any)."""
        if self._measure is None:
            return ""
        return format_length(self._measure[1], self.ruleset.unit_of_length)

    def retranslate(self) -> None:
        """Texts drawn on the canvas follow a language switch (issue 15): token and status
        letters are part of each unit's look (rebuilt by a reload), the ruler's label too."""
        if self.document.game is not None:
            self.reload()
        if self._measure is not None and self.ruler.isVisible():
            self.ruler.set_measure(self._measure[0], self.measure_text())
        self.update()

    # ------------------------------------------------------------------ changes
    def _run(self, label: str, text: str, calls: Sequence[_Call]) -> bool:
        """Run store services as ONE undoable step: one store batch (issue 23), atomic in the
        file and one step also after reopening. ``label``: the batch's name in the file
        (``store.action_labels``; one call keeps its service's own); ``text``: what Edit >
        Undo says now. A refusal changes nothing and puts the pieces back."""
        if not calls or self.document.game is None:
            return False
        try:
            run_batch(self.document, label, [call(s, *args) for s, args in calls], text=text)
        except ValueError as exc:  # InvalidField / RuleInputError: nothing was changed
            self.document.error.emit(exc)
            self.reload()
            return False
        return True

    def commit_moves(self) -> bool:
        """Save every unit, C-in-C figure or terrain piece moved on screen: one undo step."""
        calls: list[_Call] = []
        for item in self.units.values():
            if item.is_moved():
                fp = item.footprint()
                calls.append((services.move_unit, (item.unit_id, fp.x, fp.y, fp.facing)))
        for figure in self.commanders.values():
            if figure.is_moved():
                calls.append((_place_commander, (figure.side_id, figure.position())))
        for piece in self.terrain.values():
            if piece.is_moved():
                calls.append((_move_terrain, (piece.terrain_id, piece.moved_points())))
        if not calls:
            return False
        text = self.tr("Move unit") if len(calls) == 1 else self.tr("Move {n} pieces")
        return self._run(action_labels.MOVE_PIECES_ON_TABLE, text.format(n=len(calls)), calls)

    def rotate_selected(self, degrees: float) -> bool:
        """Turn every selected unit about its centre (counter-clockwise for +degrees)."""
        calls: list[_Call] = []
        for item in self.selected_unit_items():
            fp = item.committed
            calls.append(
                (services.move_unit, (item.unit_id, fp.x, fp.y, (fp.facing + degrees) % 360))
            )
        return self._run(action_labels.TURN_UNITS, self.tr("Turn unit"), calls)

    def add_terrain(self, points: list[tuple[float, float]], blocks_view: bool) -> int | None:
        name = self.tr("Terrain {n}").format(n=len(self.terrain) + 1)
        try:
            change = run_service(
                self.document,
                self.tr("Add terrain"),
                services.add_terrain,
                name,
                points,
                blocks_view=blocks_view,
            )
        except ValueError as exc:
            self.document.error.emit(exc)
            return None
        terrain_id = change.result  # the new piece's id
        return terrain_id if isinstance(terrain_id, int) else None

    def delete_selected_terrain(self) -> bool:
        calls = [
            (services.delete_terrain, (item.terrain_id,))
            for item in self.terrain.values()
            if item.isSelected()
        ]
        return self._run(action_labels.DELETE_TERRAIN, self.tr("Delete terrain"), calls)

    def set_terrain(self, terrain_id: int, **fields: object) -> bool:
        return self._run(
            action_labels.EDIT_TERRAIN,
            self.tr("Edit terrain"),
            [(_update_terrain(fields), (terrain_id,))],
        )

    def place_unit(self, unit_id: int, x: float, y: float) -> bool:
        width, depth = DEFAULT_SIZE[self.ruleset.unit_of_length]
        # Facing the enemy: the first side looks up the table (+y), the others down.
        game = self.document.game
        sides = [s.id for s in queries.order_of_battle(game).sides] if game is not None else []
        info = self.unit_info[unit_id]
        facing = 90.0 if sides and info.side_id == sides[0] else 270.0
        return self._run(
            action_labels.PLACE_UNIT,
            self.tr("Place unit"),
            [(services.set_footprint, (unit_id, Footprint(x, y, facing, width, depth)))],
        )

    def remove_unit(self, unit_id: int) -> bool:
        return self._run(
            action_labels.REMOVE_UNIT_FROM_TABLE,
            self.tr("Take unit off the table"),
            [(services.set_footprint, (unit_id, None))],
        )

    def place_units(self, unit_ids: list[int], x: float, y: float) -> bool:
        """Units dragged from the order of battle (issue 17): each off-table one placed at
        (x, y) with the default frontage and depth (the detail panel changes them), the
        next ones behind it; one undo step. Units already on the table are left alone."""
        from adjutant.qtmodels import list_texts

        width, depth = DEFAULT_SIZE[self.ruleset.unit_of_length]
        game = self.document.game
        sides = [s.id for s in queries.order_of_battle(game).sides] if game is not None else []
        calls: list[_Call] = []
        for unit_id in unit_ids:
            info = self.unit_info.get(unit_id)
            if info is None or unit_id in self.units:
                continue
            first = bool(sides) and info.side_id == sides[0]
            facing = 90.0 if first else 270.0
            # The first side faces up the table (+y): the next unit stands behind (-y).
            step = -(depth * 1.5) if first else depth * 1.5
            where = (x, y + step * len(calls))
            calls.append(
                (services.set_footprint, (unit_id, Footprint(*where, facing, width, depth)))
            )
        if not calls:
            return False
        text = (
            list_texts.text(list_texts.PLACE_LABEL)
            if len(calls) == 1
            else list_texts.text(list_texts.PLACE_MANY_LABEL).format(n=len(calls))
        )
        return self._run(action_labels.PLACE_UNITS, text, calls)


#: A store service and its arguments (``game`` first, given by the batch).
_Call: TypeAlias = "tuple[Callable[..., Change], tuple[object, ...]]"


def _place_commander(game: Game, side_id: int, position: tuple[float, float, float]) -> Change:
    return services.set_commander_in_chief(game, side_id, None, position=position)


def _move_terrain(game: Game, terrain_id: int, points: list[tuple[float, float]]) -> Change:
    return services.update_terrain(game, terrain_id, points=points)


def _update_terrain(fields: dict[str, object]) -> Callable[[Game, int], Change]:
    def call(game: Game, terrain_id: int) -> Change:
        return services.update_terrain(game, terrain_id, **fields)

    return call


class BattlefieldView(QGraphicsView):
    """The view of the table: zoom, pan, the select / ruler / terrain tools and their keys."""

    toolChanged = Signal(str)
    hint = Signal(str)
    #: The view follows resizes by fitting the table (True) or keeps the player's zoom.
    fittingChanged = Signal(bool)

    def __init__(self, scene: BattlefieldScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("battlefieldView")
        self.bf = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setRubberBandSelectionMode(Qt.ItemSelectionMode.IntersectsItemShape)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Pan with the middle button, Space + drag or the arrow keys: no scroll bars needed.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.tool = SELECT
        self.blocks_view_for_new_terrain = True
        self._pan_from: QPoint | None = None
        self._space = False
        self._ruler_from: QPointF | None = None
        self._ruler_unit: int | None = None
        self._draft: list[QPointF] = []
        #: The view re-fits the table on every resize until the player zooms or pans;
        #: then it keeps their view until Fit table (F, Ctrl+0) brings fitting back.
        self.fitting = True
        self._hint_text: Callable[[], str] | None = None
        #: Where the legend was drawn last (view coordinates), None when not drawn.
        self._legend_at: QRectF | None = None
        self.setAcceptDrops(True)  # units dragged from the order of battle (issue 17)

    # ------------------------------------------------------------------ zoom and pan
    def scale_factor(self) -> float:
        return self.transform().m11()

    def _set_scale(self, factor: float) -> None:
        self._stop_fitting()
        current = self.scale_factor()
        target = min(max(current * factor, MIN_SCALE), MAX_SCALE)
        if current > 0 and abs(target - current) > 1e-12:
            self.scale(target / current, target / current)
        self.bf.view_scale = self.scale_factor()
        self.viewport().update()

    def zoom_in(self) -> None:
        self._zoom_keeping_centre(ZOOM_STEP)

    def zoom_out(self) -> None:
        self._zoom_keeping_centre(1 / ZOOM_STEP)

    def _zoom_keeping_centre(self, factor: float) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self._set_scale(factor)
        self.setTransformationAnchor(anchor)

    def fit_table(self) -> None:
        """Show the whole table (Ctrl+0 / F), and keep it fitted as the view is resized."""
        self.fitInView(self.bf.table.adjusted(-1, -1, 1, 1), Qt.AspectRatioMode.KeepAspectRatio)
        self.bf.view_scale = self.scale_factor()
        if not self.fitting:
            self.fitting = True
            self.fittingChanged.emit(True)

    def _stop_fitting(self) -> None:
        if self.fitting:
            self.fitting = False
            self.fittingChanged.emit(False)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.fitting:
            self.fit_table()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitting:
            self.fit_table()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta:
            self._set_scale(math.pow(1.0015, delta))
            event.accept()

    def set_tool(self, tool: str) -> None:
        if tool not in (SELECT, RULER, TERRAIN):
            raise ValueError(f"unknown battlefield tool {tool!r}")
        self._cancel_draft()
        self._ruler_unit = None
        self.tool = tool
        self.setDragMode(
            QGraphicsView.DragMode.RubberBandDrag
            if tool == SELECT
            else QGraphicsView.DragMode.NoDrag
        )
        self.viewport().setCursor(
            Qt.CursorShape.ArrowCursor if tool == SELECT else Qt.CursorShape.CrossCursor
        )
        self.toolChanged.emit(tool)
        self._say(
            lambda: {
                SELECT: self.tr("Drag units to move them; [ and ] turn them (Shift: 1°)."),
                RULER: self.tr("Drag to measure, or click two units for their edge-to-edge gap."),
                TERRAIN: self.tr(
                    "Click the corners of the terrain piece; Enter closes it, Esc cancels."
                ),
            }[tool]
        )

    def _say(self, text: Callable[[], str]) -> None:
        """Show a hint under the view; ``text()`` gives it in the current language."""
        self._hint_text = text
        self.hint.emit(text())

    def hint_text(self) -> str:
        """The last hint, in the current language ("" before any)."""
        return self._hint_text() if self._hint_text is not None else ""

    # ------------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton or (
            self._space and event.button() == Qt.MouseButton.LeftButton
        ):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        pos = self.mapToScene(event.position().toPoint())
        if self.tool == RULER and event.button() == Qt.MouseButton.LeftButton:
            unit = self.bf.unit_at(pos)
            if unit is not None:
                if self._ruler_unit is None or self._ruler_unit == unit.unit_id:
                    self._ruler_unit = unit.unit_id
                    self._say(lambda: self.tr("Now click the second unit."))
                else:
                    self.bf.measure_units(self._ruler_unit, unit.unit_id)
                    self._ruler_unit = None
                event.accept()
                return
            self._ruler_unit = None
            self._ruler_from = pos
            event.accept()
            return
        if self.tool == TERRAIN and event.button() == Qt.MouseButton.LeftButton:
            self._draft.append(pos)
            self.bf.draft.set_points(self._draft, None)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position().toPoint() - self._pan_from
            self._pan_from = event.position().toPoint()
            if not delta.isNull():
                self._stop_fitting()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        pos = self.mapToScene(event.position().toPoint())
        if self.tool == RULER and self._ruler_from is not None:
            self.bf.show_measure(self._ruler_from, pos)
            event.accept()
            return
        if self.tool == TERRAIN and self._draft:
            self.bf.draft.set_points(self._draft, pos)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() in (
            Qt.MouseButton.MiddleButton,
            Qt.MouseButton.LeftButton,
        ):
            self._pan_from = None
            self.viewport().setCursor(
                Qt.CursorShape.OpenHandCursor if self._space else Qt.CursorShape.ArrowCursor
            )
            event.accept()
            return
        if self.tool == RULER and self._ruler_from is not None:
            pos = self.mapToScene(event.position().toPoint())
            if (pos - self._ruler_from).manhattanLength() > 1e-9:
                self.bf.show_measure(self._ruler_from, pos)
            self._ruler_from = None
            event.accept()
            return
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self.tool == SELECT:
            # One undoable command per drag, on release (never on every mouse move).
            self.bf.commit_moves()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool == TERRAIN:
            self.close_draft()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    # ------------------------------------------------------------------ keys
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        step = FINE_STEP if shift else KEY_STEP
        if key in (Qt.Key.Key_BracketLeft, Qt.Key.Key_BraceLeft):
            self.bf.rotate_selected(step)  # [ turns left (counter-clockwise)
        elif key in (Qt.Key.Key_BracketRight, Qt.Key.Key_BraceRight):
            self.bf.rotate_selected(-step)
        elif key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.setDragMode(QGraphicsView.DragMode.NoDrag)
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.tool == TERRAIN:
            self.close_draft()
        elif key == Qt.Key.Key_Escape:
            if self._draft:
                self._cancel_draft()
            else:
                self._ruler_unit = None
                self.bf.ruler.setVisible(False)
        elif key == Qt.Key.Key_Backspace and self._draft:
            self._draft.pop()
            self.bf.draft.set_points(self._draft, None)
        elif key == Qt.Key.Key_Delete:
            self.bf.delete_selected_terrain()
        elif key == Qt.Key.Key_F and not event.modifiers():
            self.fit_table()
        else:
            before = (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
            super().keyPressEvent(event)
            if before != (self.horizontalScrollBar().value(), self.verticalScrollBar().value()):
                self._stop_fitting()  # the arrow keys panned
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self._pan_from = None
            self.set_tool(self.tool)
            event.accept()
            return
        super().keyReleaseEvent(event)

    # ------------------------------------------------------------------ terrain drafting
    def _cancel_draft(self) -> None:
        self._draft = []
        self.bf.draft.set_points([], None)

    def close_draft(self) -> int | None:
        """Make the polygon drawn so far a terrain piece (at least 3 corners)."""
        if len(self._draft) < 3:
            self._say(lambda: self.tr("A terrain piece needs at least 3 corners."))
            return None
        points = [to_rules(p) for p in self._draft]
        self._cancel_draft()
        return self.bf.add_terrain(points, self.blocks_view_for_new_terrain)

    # ------------------------------------------------------------------ drops (issue 17)
    def _dropped_units(self, event: QDropEvent) -> list[int]:
        """Unit ids of an order-of-battle drag that are not on the table yet."""
        from adjutant.qtmodels.oob_edits import MIME_TYPE
        from adjutant.qtmodels.oob_tree import UNIT

        data = event.mimeData()
        if self.bf.document.game is None or data is None or not data.hasFormat(MIME_TYPE):
            return []
        try:
            raw = json.loads(bytes(data.data(MIME_TYPE).data()).decode())
            items = [(int(kind), int(ident)) for kind, ident in raw]
        except (ValueError, TypeError):
            return []
        return [
            i
            for kind, i in items
            if kind == UNIT and i in self.bf.unit_info and i not in self.bf.units
        ]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_units(event):
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()  # files go on to the main window (army lists, games)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        inside = self.bf.table.contains(self.mapToScene(event.position().toPoint()))
        if inside and self._dropped_units(event):
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        units = self._dropped_units(event)
        pos = self.mapToScene(event.position().toPoint())
        if not units or not self.bf.table.contains(pos):
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        x, y = to_rules(pos)
        self.bf.place_units(units, x, y)

    # ------------------------------------------------------------------ context menu
    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        pos = self.mapToScene(event.pos())
        menu = QMenu(self)
        unit = self.bf.unit_at(pos)
        terrain = next((i for i in self.bf.items(pos) if isinstance(i, TerrainItem)), None)
        if unit is not None:
            if not unit.isSelected():
                self.bf.document.select_unit(unit.unit_id)
            menu.addAction(self.tr("Turn left 15°"), lambda: self.bf.rotate_selected(KEY_STEP))
            menu.addAction(self.tr("Turn right 15°"), lambda: self.bf.rotate_selected(-KEY_STEP))
            unit_id = unit.unit_id
            menu.addAction(self.tr("Take off the table"), lambda: self.bf.remove_unit(unit_id))
        elif terrain is not None:
            blocks = menu.addAction(self.tr("Blocks the view"))
            blocks.setCheckable(True)
            blocks.setChecked(terrain.blocks_view)
            piece: TerrainItem = terrain
            blocks.toggled.connect(lambda on: self.bf.set_terrain(piece.terrain_id, blocks_view=on))

            def delete_piece() -> None:
                piece.setSelected(True)
                self.bf.delete_selected_terrain()

            menu.addAction(self.tr("Delete terrain"), delete_piece)

        elif self.bf.table.contains(pos) and self.bf.document.game is not None:
            off = [u for u in self.bf.unit_info.values() if u.id not in self.bf.units]
            place = menu.addMenu(self.tr("Place unit here"))
            place.setEnabled(bool(off))
            x, y = to_rules(pos)
            for info in off:
                place.addAction(info.name, self._placer(info.id, x, y))
        if not menu.isEmpty():
            menu.exec(event.globalPos())

    def _placer(self, unit_id: int, x: float, y: float) -> Callable[[], bool]:
        """Place unit ``unit_id`` at (x, y): a menu entry's action."""
        return lambda: self.bf.place_unit(unit_id, x, y)

    # ------------------------------------------------------------------ painting
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor("#3b3f44"))
        table = self.bf.table
        painter.fillRect(table, QColor("#9cb77a"))
        scale = max(self.scale_factor(), 1e-6)
        steps = GRID_STEPS[self.bf.ruleset.unit_of_length]
        minor = next((s for s in steps if s * scale >= MIN_GRID_PX), steps[-1])
        major = next((s for s in steps if s > minor), minor * 5)
        area = QRectF(rect).intersected(table)
        if area.isEmpty():
            return
        for step, colour, width in (
            (minor, QColor(255, 255, 255, 45), 1.0),
            (major, QColor(255, 255, 255, 110), 1.3),
        ):
            pen = QPen(colour, width)
            pen.setCosmetic(True)
            painter.setPen(pen)
            lines = []
            x = math.ceil(area.left() / step) * step
            while x <= area.right():
                lines.append(QLineF(x, area.top(), x, area.bottom()))
                x += step
            # Rules y = -scene y: lines at whole rules y.
            y = math.ceil(area.top() / step) * step
            while y <= area.bottom():
                lines.append(QLineF(area.left(), y, area.right(), y))
                y += step
            painter.drawLines(lines)
        edge = QPen(QColor("#2b3a1f"), 2)
        edge.setCosmetic(True)
        painter.setPen(edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(table)

    def _legend_box(self, width: float, height: float) -> QRectF:
        # Keep the legend off the unit it describes, and off units and labels drawn over
        # the table where a corner has none (issue 22: it covered a support's label).
        item = self.bf.units.get(self.bf.current)
        avoid = QPointF(self.mapFromScene(item.scenePos())) if item is not None else None

        def covered(box: QRectF) -> int:
            return sum(1 for i in self.items(box.toAlignedRect()) if i.zValue() >= Z_UNIT)

        return _far_corner(QRectF(self.viewport().rect()), (width, height), avoid, covered)

    def _foreground_moved(self, legend: QRectF | None) -> None:
        """The legend is drawn over the view, not the scene: where it was must be painted
        again when it moves, else its old box stays beside the new one (issue 22)."""
        if legend != self._legend_at:
            self._legend_at = legend
            self.viewport().update()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        # Qt scrolls the pixels painted, the legend and the scale bar with them: paint the
        # whole view again (issue 22: two legend boxes over each other after a pan).
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(screen_font(8.5))
        metrics = QFontMetricsF(painter.font())
        # Scale bar: a round length about 120 px long, bottom left.
        scale = max(self.scale_factor(), 1e-6)
        length = _nice_length(120 / scale)
        px = length * scale
        x0, y0 = 14.0, self.viewport().height() - 18.0
        text = f"{length:g} {unit_abbreviation(self.bf.ruleset.unit_of_length)}"
        box = QRectF(x0 - 6, y0 - metrics.height() - 10, px + 12, metrics.height() + 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawRoundedRect(box, 4, 4)
        painter.setPen(QPen(QColor("#111111"), 2))
        painter.drawLine(QLineF(x0, y0, x0 + px, y0))
        painter.drawLine(QLineF(x0, y0 - 5, x0, y0 + 3))
        painter.drawLine(QLineF(x0 + px, y0 - 5, x0 + px, y0 + 3))
        painter.drawText(
            QRectF(x0, y0 - metrics.height() - 6, px, metrics.height()),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )
        # Legend of the current unit's overlays, top left.
        title, legend = self.bf.overlay_legend()
        if legend:
            bold = screen_font(8.5, bold=True)
            widths = [metrics.horizontalAdvance(t) for _, t in legend]
            width = max([QFontMetricsF(bold).horizontalAdvance(title), *widths]) + 34
            line = metrics.height() + 3
            height = line * (len(legend) + 1) + 8
            port = self.viewport()
            if width > port.width() * LEGEND_MAX or height > port.height() * LEGEND_MAX:
                # A small view (a laptop's battlefield between two docks) keeps the table in
                # sight: the overlays carry their own labels (≥ 90 %, "Support 6 in").
                painter.restore()
                self._foreground_moved(None)
                return
            box = self._legend_box(width, height)
            self._foreground_moved(box)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 220))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor("#111111"))
            painter.setFont(bold)
            left, top = box.left() + 6, box.top() + 4
            painter.drawText(QRectF(left, top, width, line), Qt.AlignmentFlag.AlignLeft, title)
            painter.setFont(screen_font(8.5))
            for i, (colour, text) in enumerate(legend):
                row = top + line * (i + 1)
                painter.fillRect(QRectF(left, row + 3, 12, line - 7), colour)
                painter.setPen(QColor("#111111"))
                painter.drawText(
                    QRectF(left + 18, row, width, line), Qt.AlignmentFlag.AlignLeft, text
                )
        else:
            self._foreground_moved(None)
        painter.restore()


def _far_corner(
    viewport: QRectF,
    size: tuple[float, float],
    avoid: QPointF | None,
    covered: Callable[[QRectF], int] | None = None,
) -> QRectF:
    """The top-left, top-right or bottom-right corner box (the bottom-left corner holds
    the scale bar) that ``covered`` says covers the fewest things, then the farthest
    from ``avoid``."""
    w, h = size
    boxes = [
        QRectF(10, 10, w, h),
        QRectF(viewport.width() - w - 10, 10, w, h),
        QRectF(viewport.width() - w - 10, viewport.height() - h - 10, w, h),
    ]

    def distance(box: QRectF) -> float:
        return 0.0 if avoid is None else QLineF(box.center(), avoid).length()

    if covered is None:
        return boxes[0] if avoid is None else max(boxes, key=distance)
    counts = {i: covered(b) for i, b in enumerate(boxes)}
    return boxes[min(range(len(boxes)), key=lambda i: (counts[i], -distance(boxes[i]), i))]


def _nice_length(target: float) -> float:
    """The largest of 1, 2, 5 × 10^k not above ``target`` (for the scale bar)."""
    if target <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(target))
    for m in (5, 2, 1):
        if m * power <= target:
            return m * power
    return power


class BattlefieldWidget(QWidget):
    """The central widget: a tool bar (tools, overlays, zoom) over the view, a hint line under."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battlefield")
        self.document = document
        self.scene = BattlefieldScene(document, self)
        self.view = BattlefieldView(self.scene, self)
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("battlefieldToolbar")
        # One line under the view: the tool's hint or the last measure, cut to the width
        # (a long hint must not widen the battlefield on a small screen), whole on hover.
        self.status = ElidedLabel("", self)
        self.status.setObjectName("battlefieldStatus")
        self._status_text: Callable[[], str] = self.view.hint_text
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        self._build_actions()
        self.view.hint.connect(lambda _text: self._show_status(self.view.hint_text))
        self.scene.measured.connect(
            lambda _text: self._show_status(
                lambda: self.tr("Measured: {text}").format(text=self.scene.measure_text())
            )
        )
        self.document.opened.connect(self.view.fit_table)
        self.document.unitSelected.connect(self._show_unit)
        self.retranslateUi()
        self.view.set_tool(SELECT)

    def _action(
        self,
        name: str,
        slot: Callable[[], object] | Callable[[bool], object],
        shortcuts: Iterable[QKeySequence | QKeySequence.StandardKey | str] = (),
        checkable: bool = False,
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setCheckable(checkable)
        keys = [QKeySequence(s) for s in shortcuts]
        if keys:
            action.setShortcuts(keys)
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        view = self.view
        self.tools = QActionGroup(self)
        self.select_action = self._action(
            "bfSelect", lambda: view.set_tool(SELECT), ["S"], checkable=True
        )
        self.ruler_action = self._action(
            "bfRuler", lambda: view.set_tool(RULER), ["R"], checkable=True
        )
        self.terrain_action = self._action(
            "bfTerrain", lambda: view.set_tool(TERRAIN), ["T"], checkable=True
        )
        for action in (self.select_action, self.ruler_action, self.terrain_action):
            self.tools.addAction(action)
            self.toolbar.addAction(action)
        self.select_action.setChecked(True)
        view.toolChanged.connect(self._tool_changed)
        self.blocks_action = self._action(
            "bfNewTerrainBlocks",
            lambda on: setattr(view, "blocks_view_for_new_terrain", on),
            checkable=True,
        )
        self.blocks_action.setChecked(True)
        self.toolbar.addAction(self.blocks_action)
        self.toolbar.addSeparator()
        self.quarters_action = self._action(
            "bfQuarters", lambda on: self.scene.set_overlays(quarters=on), ["Q"], checkable=True
        )
        self.support_action = self._action(
            "bfSupport", lambda on: self.scene.set_overlays(support=on), ["U"], checkable=True
        )
        self.reach_action = self._action(
            "bfReach", lambda on: self._set_reach(on), ["C"], checkable=True
        )
        for action in (self.quarters_action, self.support_action, self.reach_action):
            action.setChecked(True)
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.zoom_in_action = self._action(
            "bfZoomIn", view.zoom_in, [QKeySequence.StandardKey.ZoomIn, "Ctrl+="]
        )
        self.zoom_out_action = self._action(
            "bfZoomOut", view.zoom_out, [QKeySequence.StandardKey.ZoomOut]
        )
        self.fit_action = self._action("bfFit", view.fit_table, ["Ctrl+0"], checkable=True)
        self.fit_action.setChecked(view.fitting)
        view.fittingChanged.connect(self.fit_action.setChecked)
        # Checked while the table follows the view's size; a click always fits again.
        self.fit_action.triggered.connect(lambda: self.fit_action.setChecked(view.fitting))
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            self.toolbar.addAction(action)

    def _show_status(self, text: Callable[[], str]) -> None:
        self._status_text = text
        self.status.set_full_text(text())

    def _show_unit(self, unit_id: int) -> None:
        """A unit selected elsewhere (the order of battle) is scrolled into view."""
        item = self.scene.units.get(unit_id)
        if item is not None:
            self.view.ensureVisible(item, 40, 40)

    def _set_reach(self, on: bool) -> None:
        self.scene.set_overlays(reach=on)
        self.view.viewport().update()

    def _tool_changed(self, tool: str) -> None:
        {SELECT: self.select_action, RULER: self.ruler_action, TERRAIN: self.terrain_action}[
            tool
        ].setChecked(True)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Battlefield"))
        texts = {
            self.select_action: (self.tr("Select"), self.tr("Select, move and turn units (S)")),
            self.ruler_action: (self.tr("Ruler"), self.tr("Measure distances (R)")),
            self.terrain_action: (self.tr("Terrain"), self.tr("Draw a terrain piece (T)")),
            self.blocks_action: (
                self.tr("Blocks view"),
                self.tr("New terrain pieces block the view (CMD-8)"),
            ),
            self.quarters_action: (
                self.tr("Quarters"),
                self.tr("Show the selected unit's quarters (MEL-6) (Q)"),
            ),
            self.support_action: (
                self.tr("Support"),
                self.tr("Show the selected unit's support distance (MEL-5) (U)"),
            ),
            self.reach_action: (
                self.tr("Charge reach"),
                self.tr("Show the selected unit's charge reach (CHG-2, CHG-3) (C)"),
            ),
            self.zoom_in_action: (self.tr("Zoom in"), self.tr("Zoom in (Ctrl++)")),
            self.zoom_out_action: (self.tr("Zoom out"), self.tr("Zoom out (Ctrl+-)")),
            self.fit_action: (
                self.tr("Fit table"),
                self.tr(
                    "Show the whole table and keep it fitted when the window is resized "
                    "(Ctrl+0, F); zooming or panning keeps your view instead"
                ),
            ),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip)
        self.status.set_full_text(self._status_text())
        self.scene.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
            self.scene.retranslate()
        super().changeEvent(event)


__all__ = [
    "BattlefieldScene",
    "BattlefieldView",
    "BattlefieldWidget",
    "format_length",
    "game_ruleset",
]

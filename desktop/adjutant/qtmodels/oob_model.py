"""The order of battle as a Qt tree: sides → formations (any depth) → units (issue 9).

For the order-of-battle dock (``adjutant.windows.oob``) and any view that wants
the tree (pickers in the tool windows). :class:`OobModel` only adapts the
store: it reads ``adjutant.store.read.queries.order_of_battle`` (frozen
dataclasses), and every edit goes through ``adjutant.undo.run_service`` so it
is one undoable, saved step (DESIGN.md "Habits").

Columns (``COL_*``): name, type, size class, formation (the unit's *order*:
line, column…), status, token (CMD-1), movement, melee dice (MEL-1),
casualties (MEL-11), command group (CMD-4/CMD-6), C-in-C mark (CMD-4/CMD-6).

The parts (issue 23): the rows and how they follow the store are
:mod:`adjutant.qtmodels.oob_tree` (state), the edits and drops
:mod:`adjutant.qtmodels.oob_edits` (actions); :class:`OobModel` is the Qt interface and
the cells' look.

Updates: on ``GameDocument.changed`` the model looks at what the store's
``Change`` names. A change that only edits units re-reads those units and emits
``dataChanged`` for their rows; a change that adds, deletes or moves rows
re-reads the tree and reconciles it with targeted remove / move / insert /
dataChanged signals (persistent indexes and the selection survive an undo); an
unknown change (``None``) resets the model.

The vocabulary helpers (:func:`choice_label`, :func:`choices`) give the
translated display name of every stored enum value, for the delegates and for
other windows.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QLocale,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels import list_texts
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.oob_edits import MIME_TYPE, OobEdits, mime_items
from adjutant.qtmodels.oob_tree import (
    FORMATION,
    SIDE,
    UNIT,
    FormationRow,
    Node,
    OobTree,
    SideRow,
    TreeSnapshot,
    unit_info,
)
from adjutant.rules.units import Formation, SizeClass, Status, Token, UnitType

if TYPE_CHECKING:
    from adjutant.store import Change
    from adjutant.store.read.queries import EventInfo, UnitInfo

# ---------------------------------------------------------------- columns and roles

(
    COL_NAME,
    COL_TYPE,
    COL_SIZE,
    COL_FORMATION,
    COL_STATUS,
    COL_TOKEN,
    COL_MOVEMENT,
    COL_DICE,
    COL_CASUALTIES,
    COL_COMMAND,
    COL_CINC,
    COL_MODELS,  # issue 17: models remaining of the unit's strength
) = range(12)
COLUMN_COUNT = 12

# Node kinds (``KindRole``): SIDE, FORMATION, UNIT (``oob_tree``).

# SIDE / FORMATION / UNIT.
KindRole = Qt.ItemDataRole.UserRole + 1
# The row's store id (side id, formation id or unit id).
IdRole = Qt.ItemDataRole.UserRole + 2
# The row's frozen info (``UnitInfo``, :class:`FormationRow`, :class:`SideRow`).
InfoRole = Qt.ItemDataRole.UserRole + 3
# The side id of any row.
SideIdRole = Qt.ItemDataRole.UserRole + 4

# Roles as plain ints: data() is called thousands of times per paint and fit, and
# comparing Qt's role enums costs an attribute lookup each time (issue 9, launch goals).
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
_FONT = int(Qt.ItemDataRole.FontRole)
#: Roles a view asks for that no row answers (size hints, check states, backgrounds...).
_ANSWERED = frozenset(
    {_DISPLAY, _EDIT, _DECORATION, _TOOLTIP, _ALIGNMENT, _FOREGROUND, _ACCESSIBLE, _FONT}
    | {int(KindRole), int(IdRole), int(InfoRole), int(SideIdRole)}
)

_NO_PARENT = QModelIndex()  # the default "parent" argument (ruff B008)

# The unit field each editable column edits (store.format.validate.UNIT_FIELDS names).
UNIT_FIELD = {
    COL_NAME: "name",
    COL_TYPE: "unit_type",
    COL_SIZE: "size_class",
    COL_FORMATION: "formation",
    COL_STATUS: "status",
    COL_TOKEN: "token",
    COL_MOVEMENT: "movement",
    COL_DICE: "melee_dice",
    COL_CASUALTIES: "casualties",
}
# Editor ranges the delegates use (the store validates again: it has the last word).
MOVEMENT_RANGE = (0.0, 99.9, 0.5)
DICE_RANGE = (0, 40)  # MEL-1: store.format.validate.MAX_DICE
CASUALTIES_RANGE = (0, 99)

_HEADERS = (
    QT_TRANSLATE_NOOP("OobModel", "Name"),
    QT_TRANSLATE_NOOP("OobModel", "Type"),
    QT_TRANSLATE_NOOP("OobModel", "Size"),
    QT_TRANSLATE_NOOP("OobModel", "Formation"),
    QT_TRANSLATE_NOOP("OobModel", "Status"),
    QT_TRANSLATE_NOOP("OobModel", "Token"),
    QT_TRANSLATE_NOOP("OobModel", "Move"),
    QT_TRANSLATE_NOOP("OobModel", "Dice"),
    QT_TRANSLATE_NOOP("OobModel", "Cas."),
    QT_TRANSLATE_NOOP("OobModel", "Command"),
    QT_TRANSLATE_NOOP("OobModel", "C-in-C"),
)
_HEADER_TIPS = (
    QT_TRANSLATE_NOOP("OobModel", "Side, formation or unit name"),
    QT_TRANSLATE_NOOP("OobModel", "Unit type (formation kind for formations)"),
    QT_TRANSLATE_NOOP("OobModel", "Size class (MEL-1: large +2 dice, small −2, tiny 1 die)"),
    QT_TRANSLATE_NOOP("OobModel", "The unit's formation: line, column, skirmish…"),
    QT_TRANSLATE_NOOP("OobModel", "Status: fresh, disordered, broken or destroyed"),
    QT_TRANSLATE_NOOP("OobModel", "Order token (CMD-1): defence, move or attack"),
    QT_TRANSLATE_NOOP("OobModel", "Movement"),
    QT_TRANSLATE_NOOP("OobModel", "Melee dice of the profile (MEL-1)"),
    QT_TRANSLATE_NOOP("OobModel", "Casualties (MEL-11)"),
    QT_TRANSLATE_NOOP(
        "OobModel", "Command group: commander, standard-bearer, musician (CMD-4, CMD-6)"
    ),
    QT_TRANSLATE_NOOP("OobModel", "The commander-in-chief is with this unit (CMD-4)"),
)

# ---------------------------------------------------------------- vocabulary

_VOCAB = "Vocabulary"
_LABELS: dict[str, dict[str, str]] = {
    "unit_type": {
        UnitType.INFANTRY: QT_TRANSLATE_NOOP("Vocabulary", "Infantry"),
        UnitType.PIKEMEN: QT_TRANSLATE_NOOP("Vocabulary", "Pikemen"),
        UnitType.CAVALRY: QT_TRANSLATE_NOOP("Vocabulary", "Cavalry"),
        UnitType.ARTILLERY: QT_TRANSLATE_NOOP("Vocabulary", "Artillery"),
        UnitType.COMMANDER: QT_TRANSLATE_NOOP("Vocabulary", "Commander"),
        UnitType.OTHER: QT_TRANSLATE_NOOP("Vocabulary", "Other"),
    },
    "size_class": {
        SizeClass.LARGE: QT_TRANSLATE_NOOP("Vocabulary", "Large"),
        SizeClass.STANDARD: QT_TRANSLATE_NOOP("Vocabulary", "Standard"),
        SizeClass.SMALL: QT_TRANSLATE_NOOP("Vocabulary", "Small"),
        SizeClass.TINY: QT_TRANSLATE_NOOP("Vocabulary", "Tiny"),
    },
    "formation": {
        Formation.LINE: QT_TRANSLATE_NOOP("Vocabulary", "Line"),
        Formation.COLUMN: QT_TRANSLATE_NOOP("Vocabulary", "Column"),
        Formation.MARCH_COLUMN: QT_TRANSLATE_NOOP("Vocabulary", "March column"),
        Formation.SKIRMISH: QT_TRANSLATE_NOOP("Vocabulary", "Skirmish"),
        Formation.HEDGEHOG: QT_TRANSLATE_NOOP("Vocabulary", "Hedgehog"),
        Formation.IN_BUILDING: QT_TRANSLATE_NOOP("Vocabulary", "In building"),
        Formation.LIMBERED: QT_TRANSLATE_NOOP("Vocabulary", "Limbered"),
    },
    "status": {
        Status.FRESH: QT_TRANSLATE_NOOP("Vocabulary", "Fresh"),
        Status.DISORDERED: QT_TRANSLATE_NOOP("Vocabulary", "Disordered"),
        Status.BROKEN: QT_TRANSLATE_NOOP("Vocabulary", "Broken"),
        Status.DESTROYED: QT_TRANSLATE_NOOP("Vocabulary", "Destroyed"),
    },
    "token": {
        Token.DEFENCE: QT_TRANSLATE_NOOP("Vocabulary", "Defence"),
        Token.MOVE: QT_TRANSLATE_NOOP("Vocabulary", "Move"),
        Token.ATTACK: QT_TRANSLATE_NOOP("Vocabulary", "Attack"),
    },
    "formation_kind": {
        "army": QT_TRANSLATE_NOOP("Vocabulary", "Army"),
        "wing": QT_TRANSLATE_NOOP("Vocabulary", "Wing"),
        "corps": QT_TRANSLATE_NOOP("Vocabulary", "Corps"),
        "division": QT_TRANSLATE_NOOP("Vocabulary", "Division"),
        "brigade": QT_TRANSLATE_NOOP("Vocabulary", "Brigade"),
        "regiment": QT_TRANSLATE_NOOP("Vocabulary", "Regiment"),
        "battalion": QT_TRANSLATE_NOOP("Vocabulary", "Battalion"),
        "group": QT_TRANSLATE_NOOP("Vocabulary", "Group"),
    },
}
# The one-letter token marks drawn in the badges (translated: О/Д/А in Russian).
_TOKEN_LETTERS: dict[str, str] = {
    Token.DEFENCE: QT_TRANSLATE_NOOP("Vocabulary", "D"),
    Token.MOVE: QT_TRANSLATE_NOOP("Vocabulary", "M"),
    Token.ATTACK: QT_TRANSLATE_NOOP("Vocabulary", "A"),
}
# Which vocabulary each enum column shows.
COLUMN_VOCABULARY = {
    COL_TYPE: "unit_type",
    COL_SIZE: "size_class",
    COL_FORMATION: "formation",
    COL_STATUS: "status",
    COL_TOKEN: "token",
}

_TOKEN_COLOURS: dict[str, QColor] = {
    Token.DEFENCE: QColor(52, 110, 200),
    Token.MOVE: QColor(214, 150, 20),
    Token.ATTACK: QColor(204, 50, 50),
}
_STATUS_COLOURS: dict[str, QColor] = {
    Status.FRESH: QColor(56, 150, 70),
    Status.DISORDERED: QColor(224, 160, 32),
    Status.BROKEN: QColor(208, 48, 48),
    Status.DESTROYED: QColor(90, 90, 90),
}
_SIDE_DEFAULT_COLOURS = (QColor(52, 110, 200), QColor(204, 50, 50))
_DIMMED = QColor(128, 128, 128)
_CINC_GOLD = QColor(218, 165, 32)


def _t(source: str) -> str:
    """Translate a ``QT_TRANSLATE_NOOP("OobModel", ...)`` source text."""
    return QCoreApplication.translate("OobModel", source)


def choice_label(vocabulary: str, value: str | None) -> str:
    """The translated display name of a stored value (``"march_column"`` → "March column").

    ``vocabulary``: unit_type, size_class, formation, status, token, formation_kind.
    A missing token is shown as "—"; an unknown value as it is stored.
    """
    if value is None:
        return "—"
    source = _LABELS[vocabulary].get(value)
    return QCoreApplication.translate(_VOCAB, source) if source else str(value)


def choices(vocabulary: str) -> list[tuple[str, str]]:
    """(stored value, translated label) pairs in rule order, for combo boxes."""
    return [
        (str(value), QCoreApplication.translate(_VOCAB, src))
        for value, src in _LABELS[vocabulary].items()
    ]


def token_letter(token: str) -> str:
    source = _TOKEN_LETTERS.get(token)
    return QCoreApplication.translate(_VOCAB, source) if source else "?"


def format_number(value: float) -> str:
    """6.0 → "6", 6.5 → "6.5" (a decimal comma in Russian and Spanish)."""
    if float(value).is_integer():
        return QLocale().toString(int(value))
    return QLocale().toString(float(value), "f", 1)


def models_text(unit: UnitInfo) -> str:
    """Issue 17: "17/20" (models remaining of the strength), or "" when not counted."""
    strength = getattr(unit, "strength", None)
    if strength is None:
        return ""
    left = max(0, strength - unit.casualties)
    return f"{QLocale().toString(left)}/{QLocale().toString(strength)}"


def command_marks(unit: UnitInfo) -> str:
    """CMD-4: "C S M" with a dot for each missing member (letters translated)."""
    marks = (
        (unit.has_commander, QCoreApplication.translate("OobModel", "C", "commander initial")),
        (
            unit.has_standard_bearer,
            QCoreApplication.translate("OobModel", "S", "standard-bearer initial"),
        ),
        (unit.has_musician, QCoreApplication.translate("OobModel", "M", "musician initial")),
    )
    return " ".join(letter if present else "·" for present, letter in marks)


# ---------------------------------------------------------------- badges


_ICON_CACHE: dict[tuple[Hashable, ...], QIcon] = {}
_BADGE = 16


def _gui() -> bool:
    # Pixmaps need a QGuiApplication; a model used under a bare QCoreApplication shows no icons.
    return isinstance(QCoreApplication.instance(), QGuiApplication)


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(_BADGE * 2, _BADGE * 2)  # drawn at 2x: crisp on high-dpi screens
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def _cached_icon(key: tuple[Hashable, ...], draw: Callable[[QPainter], None]) -> QIcon | None:
    """The icon ``key``, painted by ``draw`` on a fresh badge canvas the first time it is
    asked for and cached after (None while there is no GUI application)."""
    icon = _ICON_CACHE.get(key)
    if icon is None:
        if not _gui():
            return None
        pixmap, painter = _canvas()
        draw(painter)
        painter.end()
        icon = _ICON_CACHE[key] = QIcon(pixmap)
    return icon


def _lettered_disc(painter: QPainter, text: str, colour: QColor, pixel_size: int) -> None:
    """White bold ``text`` on a disc of ``colour`` (token and toolbar marks)."""
    painter.setPen(QPen(colour.darker(140), 1))
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(1, 1, _BADGE - 2, _BADGE - 2))
    font = QFont()
    font.setPixelSize(pixel_size)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255))
    painter.drawText(QRectF(0, 0, _BADGE, _BADGE), Qt.AlignmentFlag.AlignCenter, text)


def token_icon(token: str | None) -> QIcon | None:
    """CMD-1: a coloured disc with the token's initial (blue D, amber M, red A)."""
    if token not in _TOKEN_COLOURS:
        return None
    letter = token_letter(token)
    return _cached_icon(
        ("token", token, letter),
        lambda painter: _lettered_disc(painter, letter, _TOKEN_COLOURS[token], 10),
    )


def status_icon(status: str) -> QIcon | None:
    """A coloured square: green fresh, amber disordered, red broken, grey crossed destroyed."""
    colour = _STATUS_COLOURS.get(status)
    if colour is None:
        return None

    def draw(painter: QPainter) -> None:
        painter.setPen(QPen(colour.darker(150), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(2.5, 2.5, _BADGE - 5, _BADGE - 5), 2, 2)
        if status == Status.DESTROYED:
            painter.setPen(QPen(QColor(255, 255, 255), 1.6))
            painter.drawLine(QPointF(5, 5), QPointF(_BADGE - 5, _BADGE - 5))
            painter.drawLine(QPointF(_BADGE - 5, 5), QPointF(5, _BADGE - 5))
        elif status == Status.BROKEN:
            painter.setPen(QPen(QColor(255, 255, 255), 1.6))
            painter.drawLine(QPointF(5, _BADGE / 2), QPointF(_BADGE - 5, _BADGE / 2))

    return _cached_icon(("status", status), draw)


def star_icon(colour: QColor = _CINC_GOLD) -> QIcon | None:
    """The commander-in-chief's mark: a five-pointed star."""

    def draw(painter: QPainter) -> None:
        import math

        path = QPainterPath()
        centre, outer, inner = _BADGE / 2, _BADGE / 2 - 1, _BADGE / 5
        for i in range(10):
            radius = outer if i % 2 == 0 else inner
            angle = -math.pi / 2 + i * math.pi / 5
            point = QPointF(
                centre + radius * math.cos(angle), centre + 0.5 + radius * math.sin(angle)
            )
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
        painter.setPen(QPen(colour.darker(150), 1))
        painter.setBrush(colour)
        painter.drawPath(path)

    return _cached_icon(("star", colour.name()), draw)


def mark_icon(text: str, colour: QColor) -> QIcon | None:
    """A short mark (one character) in white on a coloured disc, for toolbar actions."""
    return _cached_icon(
        ("mark", text, colour.name()),
        lambda painter: _lettered_disc(painter, text, colour, 11),
    )


def swatch_icon(colour: QColor) -> QIcon | None:
    """A side's colour as a small flag-like swatch."""

    def draw(painter: QPainter) -> None:
        painter.setPen(QPen(colour.darker(160), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(1.5, 3.5, _BADGE - 3, _BADGE - 7), 2, 2)

    return _cached_icon(("swatch", colour.name()), draw)


_STRUCTURE_TABLES = ("sides", "formations", "units", "commanders")


# ---------------------------------------------------------------- the model


class OobModel(QAbstractItemModel):
    """Sides → formations → units of the document's game, editable, undoable.

    The rows and how they follow the store are :class:`~adjutant.qtmodels.oob_tree.OobTree`,
    the changes a user makes :class:`~adjutant.qtmodels.oob_edits.OobEdits` (issue 23: one
    class held all three); this class is the Qt interface and the cells' look.

    Signals
    - ``cellRefused(QModelIndex, str)``: the value typed in that cell was refused (a bad
      value, casualties above the models…); the text is for the user, to show beside
      the cell (issue 22). Nothing changed.
    - ``editRefused(str)``: an edit was refused for a reason of the file (a store
      error); the text is for the user. Nothing changed.
    """

    cellRefused = Signal(QModelIndex, str)
    editRefused = Signal(str)

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._tree = OobTree(self, COLUMN_COUNT)
        self._edits = OobEdits(self, self._tree)
        self._bold = QFont()
        self._bold.setBold(True)
        document.opened.connect(self.reload)
        document.closed.connect(self.reload)
        document.changed.connect(self._on_changed)
        if document.is_open:
            self.reload()

    @property
    def document(self) -> GameDocument:
        return self._document

    # -- loading ---------------------------------------------------------------------------

    def _snapshot(self) -> TreeSnapshot | None:
        game = self._document.game
        if game is None:
            return None
        from adjutant.store.read import queries  # lazily: first paint does not pay for SQLAlchemy

        return TreeSnapshot(queries.order_of_battle(game))

    def reload(self) -> None:
        """Re-read the whole tree (a model reset)."""
        snapshot = self._snapshot()
        self.beginResetModel()
        self._tree.load(snapshot)
        self.endResetModel()

    def _on_changed(self, change: Change | None) -> None:
        """What the store's ``Change`` names: units edited are re-read (dataChanged), rows
        added, deleted or moved reconciled (targeted signals), an unknown change reset."""
        if self._document.game is None:
            return
        if change is None:
            self.reload()
            return
        if not any(change.touches(t) for t in _STRUCTURE_TABLES):
            return  # a footprint, an event, the turn...: nothing the tree shows
        if self._edits_units_only(change):
            self._refresh_units(change.updated["units"])
        else:
            snapshot = self._snapshot()
            if snapshot is not None:
                self._tree.sync(snapshot)

    @staticmethod
    def _edits_units_only(change: Change) -> bool:
        if any(change.created.get(t) or change.deleted.get(t) for t in _STRUCTURE_TABLES):
            return False
        return bool(change.updated.get("units")) and not any(
            change.updated.get(t) for t in ("sides", "formations", "commanders")
        )

    def _refresh_units(self, unit_ids: Collection[int]) -> None:
        """Field edits of some units: re-read them; dataChanged, or a sync if one moved."""
        from adjutant.store.read import queries

        game = self._document.open_game()
        fresh = []
        for unit_id in unit_ids:
            node = self._tree.get(UNIT, unit_id)
            shown = unit_info(node)
            try:
                info = queries.unit(game, unit_id)
            except KeyError:
                info = None
            if (
                node is None
                or shown is None
                or info is None
                or (info.formation_id, info.position) != (shown.formation_id, shown.position)
            ):
                snapshot = self._snapshot()
                if snapshot is not None:
                    self._tree.sync(snapshot)
                return
            fresh.append((node, info))
        for node, info in fresh:
            if info != node.info:
                node.info = info
                self._tree.row_changed(node)

    def retranslate(self) -> None:
        """The language changed: every label and header is shown again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)
        self._tree.subtree_changed(self._tree.root)

    # -- lookups for views and windows ------------------------------------------------------

    def unit_index(self, unit_id: int, column: int = 0) -> QModelIndex:
        """The index of a unit (invalid when there is none)."""
        return self._tree.index_of(self._tree.get(UNIT, unit_id), column)

    def formation_index(self, formation_id: int, column: int = 0) -> QModelIndex:
        return self._tree.index_of(self._tree.get(FORMATION, formation_id), column)

    def side_index(self, side_id: int, column: int = 0) -> QModelIndex:
        return self._tree.index_of(self._tree.get(SIDE, side_id), column)

    def unit_info(self, unit_id: int) -> UnitInfo | None:
        """The ``UnitInfo`` the model holds for ``unit_id`` (None when there is none)."""
        return unit_info(self._tree.get(UNIT, unit_id))

    def unit_ids(self) -> list[int]:
        """Every unit id in tree order."""
        return [n.ident for n in self._tree.walk(self._tree.root) if n.kind == UNIT]

    def side_of(self, index: QModelIndex | QPersistentModelIndex) -> int | None:
        node = self._tree.node(index)
        return self._tree.side_id(node) if node is not None else None

    def formation_path(self, unit_id: int) -> list[str]:
        """Side and formation names above a unit, outermost first (for the detail panel)."""
        node = self._tree.get(UNIT, unit_id)
        names: list[str] = []
        parent = node.parent if node is not None else None
        while parent is not None and parent.info is not None:  # up to the root (no info)
            names.append(parent.info.name)
            parent = parent.parent
        return names[::-1]

    def unit_count(self, index: QModelIndex | QPersistentModelIndex) -> int:
        """How many units are at or under ``index``."""
        node = self._tree.node(index)
        if node is None:
            return 0
        if node.kind == UNIT:
            return 1
        return sum(1 for n in self._tree.walk(node) if n.kind == UNIT)

    def unit_event_count(self, unit_id: int) -> int:
        """How many turn-log events name this unit (delete asks first when there are any).

        The store has no per-unit event query yet: events are scanned for the unit
        id under the input/outcome keys tools use ("unit_id", "unit_ids", "units",
        "attacker(s)", "defender(s)", "target", "supporters").
        """
        game = self._document.game
        if game is None:
            return 0
        from adjutant.store.read import queries

        return sum(1 for e in queries.events(game) if _mentions_unit(e, unit_id))

    # -- Qt model: shape --------------------------------------------------------------------

    def index(
        self, row: int, column: int, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT
    ) -> QModelIndex:
        node = self._tree.node(parent) if parent.isValid() else self._tree.root
        if node is None or not (0 <= row < len(node.children)) or not (0 <= column < COLUMN_COUNT):
            return QModelIndex()
        return self.createIndex(row, column, node.children[row].key)

    def parent(self, index: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> QModelIndex:  # type: ignore[override]
        # (Qt's stubs overload parent(): no argument, QObject's; an index, the model's.)
        node = self._tree.node(index)
        if node is None or node.parent is None or node.parent is self._tree.root:
            return QModelIndex()
        return self.createIndex(node.parent.row, 0, node.parent.key)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> int:
        if not parent.isValid():
            return len(self._tree.root.children)
        if parent.column() != 0:
            return 0
        node = self._tree.node(parent)
        return len(node.children) if node is not None else 0

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> int:
        return COLUMN_COUNT

    def hasChildren(self, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> bool:
        return self.rowCount(parent) > 0

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMN_COUNT:
            return None
        if section == COL_MODELS:  # texts of the army lists' own area (issue 17)
            if role == Qt.ItemDataRole.DisplayRole:
                return list_texts.text(list_texts.MODELS_HEADER)
            if role == Qt.ItemDataRole.ToolTipRole:
                return list_texts.text(list_texts.MODELS_TIP)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _t(_HEADERS[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return _t(_HEADER_TIPS[section])
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        node = self._tree.node(index)
        if node is None:
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = index.column()
        if node.kind == UNIT:
            flags |= Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemNeverHasChildren
            if column in UNIT_FIELD:
                flags |= Qt.ItemFlag.ItemIsEditable
        else:
            flags |= Qt.ItemFlag.ItemIsDropEnabled
            if node.kind == FORMATION:
                flags |= Qt.ItemFlag.ItemIsDragEnabled
            if column == COL_NAME:
                flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:  # Qt's data: a value of the role's type (text, icon, brush, the row's info…)
        if role not in _ANSWERED:
            return None
        node = self._tree.node(index)
        if node is None:
            return None
        if role == KindRole:
            return node.kind
        if role == IdRole:
            return node.ident
        if role == InfoRole:
            return node.info
        if role == SideIdRole:
            return self._tree.side_id(node)
        info = node.info  # narrowed inline, not by unit_info(): data() is the hot path
        if info is not None and not isinstance(info, (SideRow, FormationRow)):
            value = self._unit_data(info, index.column(), role)
        elif node.kind == FORMATION:
            value = self._formation_data(node, index.column(), role)
        else:
            value = self._side_data(node, index.column(), role)
        if role == _TOOLTIP and isinstance(value, str) and value:
            return plain_tooltip(value)  # names in a tool tip are text (issue 16)
        return value

    # A unit's cell for ``role``, for data().
    def _unit_data(self, unit: UnitInfo, column: int, role: int) -> object:
        if role == _DISPLAY:
            if column == COL_NAME:
                return list_texts.name_and_type(unit)
            vocabulary = COLUMN_VOCABULARY.get(column)
            if vocabulary is not None:
                return choice_label(vocabulary, getattr(unit, UNIT_FIELD[column]))
            if column == COL_MOVEMENT:
                return format_number(unit.movement)
            if column == COL_DICE:
                return QLocale().toString(unit.melee_dice)
            if column == COL_CASUALTIES:
                return QLocale().toString(unit.casualties)
            if column == COL_COMMAND:
                return command_marks(unit)
            if column == COL_MODELS:
                return models_text(unit)
            return None  # COL_CINC: the star alone
        if role == _EDIT:
            field = UNIT_FIELD.get(column)
            return getattr(unit, field) if field is not None else None
        if role == _DECORATION:
            if column == COL_TOKEN:
                return token_icon(unit.token)
            if column == COL_STATUS:
                return status_icon(unit.status)
            if column == COL_CINC and unit.is_cinc_unit:
                return star_icon()
            return None
        if role == _TOOLTIP:
            return self._unit_tooltip(unit, column)
        if role == _ALIGNMENT:
            if column in (COL_MOVEMENT, COL_DICE, COL_CASUALTIES, COL_MODELS):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column in (COL_COMMAND, COL_CINC):
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if role == _FOREGROUND and unit.status == Status.DESTROYED:
            return QBrush(_DIMMED)
        if role == _ACCESSIBLE and column == COL_CINC:
            return self.tr("Commander-in-chief") if unit.is_cinc_unit else ""
        return None

    def _unit_tooltip(self, unit: UnitInfo, column: int) -> str | None:
        if column == COL_NAME:
            lines = [unit.name]
            if unit.reckless:
                lines.append(self.tr("Reckless (CMD-8)"))
            if unit.is_cinc_unit:
                lines.append(self.tr("The commander-in-chief is with this unit (CMD-4)"))
            if unit.footprint is None:
                lines.append(self.tr("Not on the table"))
            if unit.notes:
                lines.append(unit.notes.splitlines()[0][:120])
            return "\n".join(lines)
        if column == COL_TOKEN:
            text = self.tr("Order token (CMD-1): {token}").format(
                token=choice_label("token", unit.token)
            )
            if unit.reckless:
                text += "\n" + self.tr("Reckless (CMD-8)")
            return text
        if column == COL_COMMAND:
            members = unit.command_group_members
            names = [
                name
                for present, name in (
                    (unit.has_commander, self.tr("commander")),
                    (unit.has_standard_bearer, self.tr("standard-bearer")),
                    (unit.has_musician, self.tr("musician")),
                )
                if present
            ]
            text = self.tr("Command group: {count} of 3").format(count=members)
            if names:
                text += " (" + ", ".join(names) + ")"
            if members == 3:
                text += "\n" + self.tr("Full group: the token changes without a test (CMD-4)")
            elif members:
                text += "\n" + self.tr("Control difficulty −{bonus} (CMD-6)").format(
                    bonus=2 * members
                )
            return text
        if column == COL_CINC:
            return (
                self.tr("The commander-in-chief is with this unit (CMD-4)")
                if unit.is_cinc_unit
                else None
            )
        if column == COL_MODELS:
            tip = list_texts.text(list_texts.MODELS_TIP)
            if getattr(unit, "strength", None) is not None and unit.models_remaining == 0:
                tip += "\n" + list_texts.text(list_texts.DESTROYED_NOTE)
            return tip
        if column in COLUMN_VOCABULARY or column in (COL_MOVEMENT, COL_DICE, COL_CASUALTIES):
            return _t(_HEADER_TIPS[column])
        return None

    # A formation's cell for ``role``, for data().
    def _formation_data(self, node: Node, column: int, role: int) -> object:
        info = node.info
        if not isinstance(info, FormationRow):
            return None
        if role in (_DISPLAY, _EDIT):
            if column == COL_NAME:
                return info.name
            if column == COL_TYPE and role == _DISPLAY:
                return choice_label("formation_kind", info.kind)
            return None
        if role == _FONT and column == COL_NAME:
            return self._bold
        if role == _TOOLTIP and column in (COL_NAME, COL_TYPE):
            count = sum(1 for n in self._tree.walk(node) if n.kind == UNIT)
            return self.tr("{kind} · %n unit(s)", "", count).format(
                kind=choice_label("formation_kind", info.kind)
            )
        return None

    # A side's cell for ``role``, for data().
    def _side_data(self, node: Node, column: int, role: int) -> object:
        info = node.info
        if not isinstance(info, SideRow):
            return None
        if role in (_DISPLAY, _EDIT):
            if column == COL_NAME:
                return info.name
            if column == COL_TYPE and role == _DISPLAY:
                return self.tr("Side")
            return None
        if role == _FONT and column == COL_NAME:
            return self._bold
        if role == _DECORATION and column == COL_NAME:
            return swatch_icon(self.side_colour(info))
        if role == _TOOLTIP and column in (COL_NAME, COL_CINC):
            commander = info.commander
            if commander is None:
                return self.tr("No commander-in-chief yet")
            if commander.unit_id is not None:
                unit = unit_info(self._tree.get(UNIT, commander.unit_id))
                where = unit.name if unit is not None else str(commander.unit_id)
                return self.tr("Commander-in-chief: {name}, with {unit}").format(
                    name=commander.name, unit=where
                )
            return self.tr("Commander-in-chief: {name}, standing alone").format(name=commander.name)
        return None

    @staticmethod
    def side_colour(side: SideRow) -> QColor:
        colour = QColor(side.colour) if side.colour else QColor()
        if not colour.isValid():
            colour = _SIDE_DEFAULT_COLOURS[side.position % 2]
        return colour

    # -- editing (``OobEdits``) -------------------------------------------------------------

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: object,  # Qt's setData: what the editor gave (the store checks it)
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        """One undoable store call per edit; a refused value changes nothing (``editRefused``)."""
        node = self._tree.node(index)
        if node is None or role != Qt.ItemDataRole.EditRole or not self._document.is_open:
            return False
        if node.kind == UNIT:
            field = UNIT_FIELD.get(index.column())
            return field is not None and self._edits.edit_unit(index, node, field, value)
        return index.column() == COL_NAME and self._edits.rename(index, node, value)

    # -- drag and drop ----------------------------------------------------------------------

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        return mime_items([n for n in map(self._tree.node, indexes) if n is not None])

    def canDropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        if action != Qt.DropAction.MoveAction:
            return False
        return self._edits.can_drop(data, self._tree.node(parent))

    def dropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        """Move the dragged units / formations under ``parent`` (one undo step)."""
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        target = self._tree.node(parent)
        assert target is not None
        return self._edits.drop(data, target, row)

    def move_items(
        self,
        target: QModelIndex | QPersistentModelIndex | Node | None,
        moves: list[tuple[int, int, int | None]],
    ) -> bool:
        """Move units / formations under a formation (or formations under a side).

        ``target``: a formation or side index (or node); ``moves``: (kind, id, index
        among the target's units or formations, None = last). Several moves are one
        store batch (issue 23): all or nothing, one undo step also after reopening.
        """
        if isinstance(target, QModelIndex | QPersistentModelIndex):
            target = self._tree.node(target)
        return self._edits.move_items(target, moves)


_UNIT_KEYS = ("unit_id", "unit", "target", "attacker", "defender", "supporter")
_UNIT_LIST_KEYS = (
    "unit_ids",
    "units",
    "attackers",
    "defenders",
    "supporters",
    "units_a",
    "units_b",
)


def _mentions_unit(event: EventInfo, unit_id: int) -> bool:
    """Whether a ``queries.EventInfo`` names the unit: its typed event says (issue 14); an
    event of a kind this version does not know is scanned under the keys tools use."""
    from adjutant.store.events import kinds as events

    typed = event.event
    if not isinstance(typed, events.UnknownEvent):
        return unit_id in typed.unit_ids()
    for mapping in (typed.inputs, typed.outcome):
        if not isinstance(mapping, dict):
            continue
        for key in _UNIT_KEYS:
            if mapping.get(key) == unit_id:
                return True
        for key in _UNIT_LIST_KEYS:
            value = mapping.get(key)
            if isinstance(value, list | tuple) and unit_id in value:
                return True
    return False

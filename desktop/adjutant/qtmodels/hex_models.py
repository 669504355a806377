"""The hex skirmish tool's tables as Qt item models (GLAD-1..6; issue 14 "Models").

For the hex skirmish window (``adjutant.windows.hex``). Each model only adapts what the
store's planner (``adjutant.store.tools.hex.planner``) gives; the window refills it from every
new plan.

- :class:`HexFigureModel` — the figures of the board: name, side, type and defence
  factor (GLAD-1), hex, facing (by its compass point, ``qtmodels.facing``), and what
  the figure did this turn (rolled, moved; extra action spent; out of action).
- :class:`TurnOfferModel` — GLAD-6: the figures that may turn with their extra action
  after the latest attack, each checkable, toward whom and from which vertex to which.

Names are plain text (tooltips through ``Qt.convertFromPlainText``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QBrush, QColor

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.facing import facing_name
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.table_rows import Index, RowsModel

if TYPE_CHECKING:
    from adjutant.store.tools.hex.planner import FigurePlan, TurnOffer

CONTEXT = "HexModels"
translate = QCoreApplication.translate

#: The figure id of a row; the row's whole value (a plan dataclass).
ROLE_FIGURE_ID = Qt.ItemDataRole.UserRole + 1
ROLE_ITEM = Qt.ItemDataRole.UserRole + 2

KIND_NAMES = {
    "light": QT_TRANSLATE_NOOP("HexModels", "light"),
    "medium": QT_TRANSLATE_NOOP("HexModels", "medium"),
    "heavy": QT_TRANSLATE_NOOP("HexModels", "heavy"),
}


def kind_name(kind: str) -> str:
    """A GLAD-1 figure type in the user's language."""
    return translate(CONTEXT, KIND_NAMES.get(kind, kind))


# ---------------------------------------------------------------- figures

COL_FIGURE, COL_SIDE, COL_TYPE, COL_HEX, COL_FACING, COL_STATE = range(6)


class HexFigureModel(RowsModel["FigurePlan"]):
    """Rows: ``hex_plan.FigurePlan``; side names from :meth:`set_figures`."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("HexModels", "Figure"),
        QT_TRANSLATE_NOOP("HexModels", "Side"),
        QT_TRANSLATE_NOOP("HexModels", "Type"),
        QT_TRANSLATE_NOOP("HexModels", "Hex"),
        QT_TRANSLATE_NOOP("HexModels", "Facing"),
        QT_TRANSLATE_NOOP("HexModels", "This turn"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sides: dict[int, str] = {}
        self._colours: dict[int, QColor] = {}

    def set_figures(
        self,
        figures: Sequence[FigurePlan],
        sides: dict[int, str],
        colours: dict[int, QColor] | None = None,
    ) -> None:
        self._sides = dict(sides)
        self._colours = dict(colours or {})
        self._set(figures, lambda f: f.id)

    def row_of(self, figure_id: int) -> int:
        return next((i for i, f in enumerate(self._rows) if f.id == figure_id), -1)

    @staticmethod
    def state_text(f: FigurePlan) -> str:
        parts = []
        if f.out_of_action:
            parts.append(translate(CONTEXT, "out of action"))
        elif f.moved is not None:
            parts.append(translate(CONTEXT, "moved"))
        elif f.rolled is not None:
            parts.append(translate(CONTEXT, "may move {n}").format(n=f.rolled.allowance))
        if not f.out_of_action:
            parts.append(
                translate(CONTEXT, "extra action spent")
                if f.extra_action_spent
                else translate(CONTEXT, "extra action ready")
            )
        return ", ".join(parts)

    # Qt's data: a value of the role's type (text, colour, check state, the row…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        f = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_FIGURE:
                return f.name
            if column == COL_SIDE:
                return self._sides.get(f.side_id, "?")
            if column == COL_TYPE:
                return translate(CONTEXT, "{kind}, {df}").format(
                    kind=kind_name(f.kind), df=f.defence_factor
                )
            if column == COL_HEX:
                return f"({f.q}, {f.r})"
            if column == COL_FACING:
                return facing_name(f.facing)
            if column == COL_STATE:
                return self.state_text(f)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == COL_TYPE:
                return translate(CONTEXT, "Defence factor {df}: a {kind} figure (GLAD-1)").format(
                    df=f.defence_factor, kind=kind_name(f.kind)
                )
            text = f.name if column != COL_SIDE else self._sides.get(f.side_id, "")
            return plain_tooltip(text)
        if role == Qt.ItemDataRole.DecorationRole and column == COL_FIGURE:
            return self._colours.get(f.side_id)
        if role == Qt.ItemDataRole.ForegroundRole and f.out_of_action:
            return QBrush(QColor("#8a8a8a"))
        if role == ROLE_FIGURE_ID:
            return f.id
        if role == ROLE_ITEM:
            return f
        return None


# ---------------------------------------------------------------- GLAD-6 turning offers

COL_TURNER, COL_TOWARD, COL_TURN = range(3)


class TurnOfferModel(RowsModel["TurnOffer"]):
    """Rows: ``hex_plan.TurnOffer``, each with a check box (the players choose)."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("HexModels", "Figure"),
        QT_TRANSLATE_NOOP("HexModels", "Faces"),
        QT_TRANSLATE_NOOP("HexModels", "Turn"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._checked: set[int] = set()

    def set_offers(self, offers: Sequence[TurnOffer], checked: Iterable[int] = ()) -> None:
        self._checked = {int(i) for i in checked}
        self._set(offers, lambda o: (o.figure_id, o.facing_to))
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(self.rowCount() - 1, 0),
                [Qt.ItemDataRole.CheckStateRole],
            )

    def checked(self) -> tuple[TurnOffer, ...]:
        """The offers ticked, in their order."""
        return tuple(o for o in self._rows if o.figure_id in self._checked)

    def set_checked(self, figure_id: int, on: bool = True) -> None:
        row = next((i for i, o in enumerate(self._rows) if o.figure_id == figure_id), -1)
        if row < 0:
            raise KeyError(figure_id)
        self.setData(
            self.index(row, COL_TURNER),
            Qt.CheckState.Checked if on else Qt.CheckState.Unchecked,
            Qt.ItemDataRole.CheckStateRole,
        )

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == COL_TURNER:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    # Qt's data: a value of the role's type (text, colour, check state, the row…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        o = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_TURNER:
                return o.figure
            if column == COL_TOWARD:
                return o.threat
            if column == COL_TURN:
                return translate(CONTEXT, "{old} → {new}").format(
                    old=facing_name(o.facing_from), new=facing_name(o.facing_to)
                )
        if role == Qt.ItemDataRole.CheckStateRole and column == COL_TURNER:
            return (
                Qt.CheckState.Checked if o.figure_id in self._checked else Qt.CheckState.Unchecked
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(
                translate(
                    CONTEXT, "{name} spends its extra action to face {enemy} (GLAD-6)"
                ).format(name=o.figure, enemy=o.threat)
            )
        if role == ROLE_FIGURE_ID:
            return o.figure_id
        if role == ROLE_ITEM:
            return o
        return None

    # Qt's setData: ``value`` is a check state (an int or a Qt.CheckState).
    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.CheckStateRole or not self._valid(index):
            return False
        if index.column() != COL_TURNER:
            return False
        fid = self._rows[index.row()].figure_id
        on = Qt.CheckState(value) == Qt.CheckState.Checked if value is not None else False
        if on:
            self._checked.add(fid)
        else:
            self._checked.discard(fid)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        return True


__all__ = [
    "COL_FACING",
    "COL_FIGURE",
    "COL_HEX",
    "COL_SIDE",
    "COL_STATE",
    "COL_TOWARD",
    "COL_TURN",
    "COL_TURNER",
    "COL_TYPE",
    "ROLE_FIGURE_ID",
    "ROLE_ITEM",
    "HexFigureModel",
    "TurnOfferModel",
    "kind_name",
]

"""The command tool's tables as item models: token placement (CMD-2) and declarations (CMD-3).

For the command window (``adjutant.windows.command``; issue 14 "Models"). Both only
adapt rows of the store's plan (``store.tools.command.planner``): ``PlacementRow`` and
``RegimentRow``. Neither changes the game: an edit of the one editable column (the
token to place, the token wished for) is emitted as a signal for the window's session,
which re-plans and hands the rows back (``set_rows``): same regiments in the same
order -> targeted ``dataChanged``, else a reset.

- :class:`PlacementModel` — ``COL_UNIT`` (its formation and "reckless" on hover),
  ``COL_TOKEN`` (placed now), ``COL_PLACE`` (the pick, editable);
  ``picked(unit_id, token or None)``.
- :class:`DeclarationModel` — ``COL_UNIT``, ``COL_TOKEN``, ``COL_WANTED`` (editable
  unless resolved this turn); ``declared(unit_id, token or None)``.

A token column shows the token's lettered disc alone (they fit a 420 px dock), its
name on hover and as ``ROLE_VALUE``. Roles: ``ROLE_UNIT_ID``; ``ROLE_VALUE`` the stored value of a token cell ("move"… or
None); ``ROLE_CHOICES`` the values an editor offers (None = "no token" / "no change");
``ROLE_DONE`` the declaration is resolved this turn. Names are user strings: the
views show them as plain text (``Qt.DisplayRole`` of an item view is never markup).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.oob_model import choice_label, token_icon
from adjutant.qtmodels.unit_rows import UnitRowsModel, UnitRowT

if TYPE_CHECKING:
    from adjutant.rules.units import Token
    from adjutant.store.tools.command.planner import PlacementRow, RegimentRow

ROLE_UNIT_ID = Qt.ItemDataRole.UserRole + 1
ROLE_VALUE = Qt.ItemDataRole.UserRole + 2
ROLE_CHOICES = Qt.ItemDataRole.UserRole + 3
ROLE_DONE = Qt.ItemDataRole.UserRole + 4

TOKENS = ("defence", "move", "attack")
Index = QModelIndex | QPersistentModelIndex
_CONTEXT = "CommandModels"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _value(token: Token | str | None) -> str | None:
    """A ``Token`` (a ``StrEnum``) or a stored string as the stored string."""
    return None if token is None else str(token.value if hasattr(token, "value") else token)


def token_text(token: Token | str | None) -> str:
    """The translated name of a token ("—" for none)."""
    return choice_label("token", _value(token))


class _RowsModel(UnitRowsModel[UnitRowT]):
    """Plan rows keyed by unit id (``unit_rows``); subclasses say what each column shows."""

    HEADERS: tuple[str, ...] = ()

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> str | None:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.HEADERS):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return _tr(self.HEADERS[section])  # marked for translation below
        return None

    # A token cell's value for ``role`` (text, icon, stored value), for data().
    def _token_cell(self, token: Token | str | None, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return token_text(token)
        if role == Qt.ItemDataRole.DecorationRole:
            return token_icon(_value(token))
        if role == ROLE_VALUE:
            return _value(token)
        return None

    # As _token_cell: what data() answers for ``role``.
    def _icon_cell(self, token: Token | str | None, role: int) -> object:
        """A token as its lettered disc alone (narrow docks), its name on hover."""
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if token_icon(_value(token)) is not None else token_text(token)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate(
                "CommandModels", "Order token (CMD-1): {token}"
            ).format(token=token_text(token))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        return self._token_cell(token, role)


class PlacementModel(_RowsModel["PlacementRow"]):
    """CMD-2: one side's regiments, the token placed now and the one picked to place."""

    COL_UNIT, COL_TOKEN, COL_PLACE = range(3)
    COLUMNS = 3
    HEADERS = (
        QT_TRANSLATE_NOOP("CommandModels", "Regiment"),
        QT_TRANSLATE_NOOP("CommandModels", "Now"),
        QT_TRANSLATE_NOOP("CommandModels", "Place"),
    )
    picked = Signal(int, object)  # unit id, "defence" | "move" | "attack" | None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._picks: dict[int, str | None] = {}

    def set_rows(
        self, rows: Sequence[PlacementRow], picks: Mapping[int, str | None] | None = None
    ) -> None:
        """``rows``: ``PlacementRow`` values; ``picks``: unit id -> the token picked (none:
        each the token placed)."""
        self._picks = dict(picks or {})
        old = [(r, self._pick(r)) for r in self._rows]
        super().set_rows(rows)
        if old == [(r, self._pick(r)) for r in self._rows]:
            return
        if self._rows:  # a pick changed with the rows the same: show it
            self.dataChanged.emit(
                self.index(0, self.COL_PLACE), self.index(len(self._rows) - 1, self.COL_PLACE)
            )

    def _pick(self, row: PlacementRow) -> str | None:
        return self._picks.get(row.unit_id, _value(row.token))

    def picks(self) -> dict[int, str | None]:
        """Unit id -> token for the regiments whose pick differs from the token placed."""
        return {r.unit_id: self._pick(r) for r in self._rows if self._pick(r) != _value(r.token)}

    def data(self, index: Index, role: int = 0) -> Any:  # Qt's data: the role's type
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        if role == ROLE_UNIT_ID:
            return row.unit_id
        if column == self.COL_UNIT:
            if role == Qt.ItemDataRole.DisplayRole:
                return row.unit
            if role == Qt.ItemDataRole.ToolTipRole:
                lines = [row.unit, row.formation] if row.formation else [row.unit]
                if row.reckless:
                    lines.append(QCoreApplication.translate("CommandModels", "Reckless (CMD-8)"))
                return plain_tooltip("\n".join(lines)) or None
            return None
        if column == self.COL_TOKEN:
            return self._icon_cell(row.token, role)
        if column == self.COL_PLACE:
            pick = self._pick(row)
            if role == Qt.ItemDataRole.EditRole:
                return pick
            if role == ROLE_CHOICES:
                return TOKENS if row.token is not None else (None, *TOKENS)
            if role == Qt.ItemDataRole.FontRole and pick != _value(row.token):
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.ToolTipRole:
                return QCoreApplication.translate(
                    "CommandModels", "The token to place (F2 or double-click to change it; CMD-2)"
                )
            return self._token_cell(pick, role)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.COL_PLACE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or not index.isValid()
            or index.column() != self.COL_PLACE
            or not (value is None or isinstance(value, str))
            or value not in self.data(index, ROLE_CHOICES)
        ):
            return False
        row = self._rows[index.row()]
        self._picks[row.unit_id] = value
        self.dataChanged.emit(index, index)
        self.picked.emit(row.unit_id, value)
        return True


class DeclarationModel(_RowsModel["RegimentRow"]):
    """CMD-3: the planned side's regiments and the token each wishes to change to."""

    COL_UNIT, COL_TOKEN, COL_WANTED = range(3)
    COLUMNS = 3
    HEADERS = (
        QT_TRANSLATE_NOOP("CommandModels", "Regiment"),
        QT_TRANSLATE_NOOP("CommandModels", "Token"),
        QT_TRANSLATE_NOOP("CommandModels", "Declared"),
    )
    declared = Signal(int, object)  # unit id, the wanted token value or None (no change)

    def data(self, index: Index, role: int = 0) -> Any:  # Qt's data: the role's type
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row: RegimentRow = self._rows[index.row()]
        column = index.column()
        if role == ROLE_UNIT_ID:
            return row.unit_id
        if role == ROLE_DONE:
            return row.done
        if role == Qt.ItemDataRole.FontRole and row.done:
            font = QFont()
            font.setItalic(True)
            return font
        if column == self.COL_UNIT:
            if role == Qt.ItemDataRole.DisplayRole:
                return row.unit
            if role == Qt.ItemDataRole.ToolTipRole:
                members = QCoreApplication.translate(
                    "CommandModels", "Command group: {count} of 3 (CMD-4, CMD-6)"
                ).format(count=row.members)
                extra = [row.unit, members]
                if row.with_cinc:
                    extra.append(
                        QCoreApplication.translate(
                            "CommandModels", "The commander-in-chief is with it (CMD-4)"
                        )
                    )
                return plain_tooltip("\n".join(extra)) or None
            return None
        if column == self.COL_TOKEN:
            # The token it carries now: after a change this turn, the new one (issue 22).
            return self._icon_cell(row.token if row.now is None else row.now, role)
        if column == self.COL_WANTED:
            if role == Qt.ItemDataRole.DisplayRole:
                if row.wanted is None:
                    return "—"
                if not row.done:
                    return "→ " + token_text(row.wanted)
                # Tried this turn: ✓ changed (the token column shows it), ✗ it stayed.
                changed = row.now is not None and row.now == row.wanted
                return "→ " + token_text(row.wanted) + (" ✓" if changed else " ✗")
            if role == Qt.ItemDataRole.DecorationRole:
                return token_icon(_value(row.wanted))
            if role in (ROLE_VALUE, Qt.ItemDataRole.EditRole):
                return _value(row.wanted)
            if role == ROLE_CHOICES:
                return (None, *(_value(t) for t in row.choices))
            if role == Qt.ItemDataRole.ToolTipRole:
                if row.done:
                    return QCoreApplication.translate(
                        "CommandModels", "Tried this turn: one declared change per turn (CMD-3)"
                    )
                return QCoreApplication.translate(
                    "CommandModels",
                    "The token it tries to change to (CMD-3): D, M or A, Space for one "
                    "step towards Attack, Delete for no change",
                )
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        row = self._rows[index.row()]
        if index.column() == self.COL_WANTED and not row.done and row.token is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or not index.isValid()
            or not self.flags(index) & Qt.ItemFlag.ItemIsEditable
            or value not in self.data(index, ROLE_CHOICES)
        ):
            return False
        self.declared.emit(self._rows[index.row()].unit_id, value)
        return True


__all__ = [
    "ROLE_CHOICES",
    "ROLE_DONE",
    "ROLE_UNIT_ID",
    "ROLE_VALUE",
    "TOKENS",
    "DeclarationModel",
    "PlacementModel",
    "token_text",
]

"""The odds tool's tables as Qt item models (ODD-1..3; issue 14 "Models").

For the odds window (``adjutant.windows.odds``). Each model only adapts what the store's
planner (``adjutant.store.tools.odds.planner``) or queries give; an edit is handed to the
callback the window installs (which changes the session or runs an undoable store
service), and the model is refilled from the next plan.

- :class:`CombatUnitsModel` — the units the players may put in the combat: name, side,
  role (attacks / bombards / defends, edited through a delegate), and what the unit
  adds in that role (ODD-3: an artillery unit's factor halved, rounded up).
- :class:`ShiftModel` — the column shifts added by hand, each with its reason.
- :class:`ResultChanceModel` — the result codes of the column in play: meaning, the
  faces giving each, the exact chance, the house rule's original code (ODD-2).
- :class:`LegendModel` — a table's legend (code -> meaning), the meaning editable.

Every name (units, sides, tables, legends) is shown as plain text: tooltips go through
``Qt.convertFromPlainText``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.formatting import format_percent, plain_tooltip
from adjutant.qtmodels.table_rows import Index, RowsModel

if TYPE_CHECKING:
    from adjutant.store.tools.odds.planner import ResultChance, Shift, UnitChoice

CONTEXT = "OddsModels"

#: The unit id of a row (CombatUnitsModel), the role value ("attacks"... or None).
ROLE_UNIT_ID = Qt.ItemDataRole.UserRole + 1
ROLE_ROLE = Qt.ItemDataRole.UserRole + 2
#: The exact chance of a result row (a Fraction).
ROLE_CHANCE = Qt.ItemDataRole.UserRole + 3
#: The result code of a row (ResultChanceModel, LegendModel).
ROLE_CODE = Qt.ItemDataRole.UserRole + 4
#: The faces where a house rule gives this code (ResultChanceModel), a tuple.
ROLE_HOUSE_FACES = Qt.ItemDataRole.UserRole + 5
#: The row's whole value (a plan dataclass), for views and tests.
ROLE_ITEM = Qt.ItemDataRole.UserRole + 6

HOUSE_RULE_BACKGROUND = QColor("#ffd27f")  # the CRT grid's amber for an overridden cell
ROLLED_BACKGROUND = QColor("#7fb2ff")
DARK_TEXT = QColor("#1a1a1a")

ROLE_NAMES = {
    None: QT_TRANSLATE_NOOP("OddsModels", "—"),
    "attacks": QT_TRANSLATE_NOOP("OddsModels", "attacks"),
    "bombards": QT_TRANSLATE_NOOP("OddsModels", "bombards"),
    "defends": QT_TRANSLATE_NOOP("OddsModels", "defends"),
}


translate = QCoreApplication.translate


def tr(text: str) -> str:
    """A text marked with ``QT_TRANSLATE_NOOP("OddsModels", ...)``, in the user's language."""
    return translate(CONTEXT, text)


def role_name(role: str | None) -> str:
    """A unit's role in the user's language ("—" for none)."""
    return tr(ROLE_NAMES.get(None if role is None else str(role), str(role)))


def faces_text(faces: Sequence[int]) -> str:
    """(1, 2, 3, 5) -> "1–3, 5": the die faces that give a result."""
    runs: list[list[int]] = []
    for face in sorted(faces):
        if runs and face == runs[-1][-1] + 1:
            runs[-1].append(face)
        else:
            runs.append([face])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs)


# ---------------------------------------------------------------- units in the combat

COL_NAME, COL_SIDE, COL_ROLE, COL_COUNTS = range(4)
#: ``setter(unit_id, role value or None)`` (a ``Role``'s value: "attacks"…).
RoleSetter = Callable[[int, str | None], bool]


class CombatUnitsModel(RowsModel["UnitChoice"]):
    """Rows: ``odds_plan.UnitChoice``; the role column is edited (a delegate's combo, or
    ``setData`` with a role value / None), the change handed to the installed setter."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("OddsModels", "Unit"),
        QT_TRANSLATE_NOOP("OddsModels", "Side"),
        QT_TRANSLATE_NOOP("OddsModels", "Role"),
        QT_TRANSLATE_NOOP("OddsModels", "Counts"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._setter: RoleSetter | None = None

    def set_units(self, units: Sequence[UnitChoice]) -> None:
        self._set(units, lambda u: u.id)

    def set_role_setter(self, setter: RoleSetter | None) -> None:
        """``setter(unit_id, role or None)`` -> True if the role was taken."""
        self._setter = setter

    def row_of(self, unit_id: int) -> int:
        return next((i for i, u in enumerate(self._rows) if u.id == unit_id), -1)

    def roles_for(self, row: int) -> tuple[str | None, ...]:
        """The roles a unit may take: artillery may bombard (ODD-3)."""
        u = self._rows[row]
        roles = (None, "attacks", "bombards", "defends")
        return roles if u.can_bombard else (None, "attacks", "defends")

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == COL_ROLE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    # Qt's data: a value of the role's type (text, brush, font, the row…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        u = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_NAME:
                return u.name
            if column == COL_SIDE:
                return u.side
            if column == COL_ROLE:
                return role_name(u.role)
            if column == COL_COUNTS:
                return self._counts_text(u)
        if role == Qt.ItemDataRole.EditRole and column == COL_ROLE:
            return None if u.role is None else str(u.role)
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(self._tooltip(u))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_COUNTS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and u.role is not None:
            font = QFont()
            font.setBold(True)
            return font
        if role == ROLE_UNIT_ID:
            return u.id
        if role == ROLE_ROLE:
            return None if u.role is None else str(u.role)
        if role == ROLE_ITEM:
            return u
        return None

    @staticmethod
    def _counts_text(u: UnitChoice) -> str:
        if u.role is None:
            return ""
        if str(u.role) == "bombards" and u.counts is not None:
            return f"{u.attack_factor} → {u.counts}"  # ODD-3: halved, rounded up
        return "" if u.counts is None else str(u.counts)

    @staticmethod
    def _tooltip(u: UnitChoice) -> str:
        lines = [
            u.name,
            translate(
                "OddsModels", "{side} · attack factor {attack}, defence factor {defence}"
            ).format(side=u.side, attack=u.attack_factor, defence=u.defence_factor),
        ]
        if u.can_bombard:
            lines.append(
                translate(
                    "OddsModels",
                    "Artillery: may bombard, its attack factor halved, rounded up (ODD-3)",
                )
            )
        return "\n".join(lines)

    # Qt's setData: ``value`` is what the editor gave (read as text here).
    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not self._valid(index) or self._setter is None:
            return False
        if index.column() != COL_ROLE:
            return False
        wanted = None if value in (None, "") else str(value)
        if wanted not in self.roles_for(index.row()):
            return False
        return bool(self._setter(self._rows[index.row()].id, wanted))


# ---------------------------------------------------------------- column shifts

COL_SHIFT, COL_REASON = range(2)


class ShiftModel(RowsModel["Shift"]):
    """Rows: ``odds_plan.Shift`` (value, reason), in the order they were added."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("OddsModels", "Shift"),
        QT_TRANSLATE_NOOP("OddsModels", "Reason"),
    )

    def set_shifts(self, shifts: Sequence[Shift]) -> None:
        rows = tuple(shifts)
        if rows != self._rows:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    # Qt's data: a value of the role's type (text, brush, font, the row…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        s = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{s.value:+d}".replace("-", "−") if index.column() == COL_SHIFT else s.reason
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == COL_REASON:
            return plain_tooltip(s.reason)
        if role == ROLE_ITEM:
            return s
        return None


# ---------------------------------------------------------------- result chances

COL_CODE, COL_MEANING, COL_FACES, COL_CHANCE = range(4)


class ResultChanceModel(RowsModel["ResultChance"]):
    """Rows: ``odds_plan.ResultChance`` of the column in play; the rolled face marked."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("OddsModels", "Result"),
        QT_TRANSLATE_NOOP("OddsModels", "Meaning"),
        QT_TRANSLATE_NOOP("OddsModels", "Roll"),
        QT_TRANSLATE_NOOP("OddsModels", "Chance"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rolled: int | None = None
        self._originals: dict[int, str | None] = {}
        self._sides = 6

    def set_results(
        self,
        results: Sequence[ResultChance],
        die_sides: int = 6,
        rolled: int | None = None,
        originals: dict[int, str | None] | None = None,
    ) -> None:
        """``originals``: face -> the table's own code where a house rule changed it."""
        self._rolled = rolled
        self._sides = die_sides
        self._originals = dict(originals or {})
        self.beginResetModel()
        self._rows = tuple(results)
        self.endResetModel()

    def chance_of(self, code: str) -> Fraction | None:
        return next((r.chance for r in self._rows if r.code == code), None)

    # Qt's data: a value of the role's type (text, brush, font, the row…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        r = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_CODE:
                return r.code
            if column == COL_MEANING:
                return r.meaning
            if column == COL_FACES:
                return faces_text(r.faces)
            if column == COL_CHANCE:
                return format_percent(r.chance)
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(self._tooltip(r))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COL_FACES, COL_CHANCE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if self._rolled is not None and self._rolled in r.faces:
                return QBrush(ROLLED_BACKGROUND)
            if r.house_rule_faces:
                return QBrush(HOUSE_RULE_BACKGROUND)
        if role == Qt.ItemDataRole.ForegroundRole and (
            r.house_rule_faces or (self._rolled is not None and self._rolled in r.faces)
        ):
            return QBrush(DARK_TEXT)
        if role == ROLE_CHANCE:
            return r.chance
        if role == ROLE_CODE:
            return r.code
        if role == ROLE_HOUSE_FACES:
            return r.house_rule_faces
        if role == ROLE_ITEM:
            return r
        return None

    def _tooltip(self, r: ResultChance) -> str:
        lines = [
            translate(
                "OddsModels", "{code}: rolls {faces} on a d{sides} — exact chance {fraction}"
            ).format(code=r.code, faces=faces_text(r.faces), sides=self._sides, fraction=r.chance)
        ]
        if r.meaning:
            lines.append(r.meaning)
        for face in r.house_rule_faces:
            lines.append(
                translate(
                    "OddsModels", "Roll {face}: {code} (was {original}) — house rule, ODD-2"
                ).format(face=face, code=r.code, original=self._originals.get(face) or "?")
            )
        return "\n".join(lines)


# ---------------------------------------------------------------- legend

COL_LEGEND_CODE, COL_LEGEND_MEANING = range(2)
LegendSetter = Callable[[str, str], bool]


class LegendModel(RowsModel[tuple[str, str, bool]]):
    """Rows: (code, meaning, explained) — the table's legend, then the codes it uses that
    are not explained yet. The meaning is edited in place; the setter saves it."""

    CONTEXT = CONTEXT
    HEADERS = (
        QT_TRANSLATE_NOOP("OddsModels", "Code"),
        QT_TRANSLATE_NOOP("OddsModels", "Meaning"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._setter: LegendSetter | None = None

    def set_legend(self, legend: dict[str, str], used: Sequence[str] = ()) -> None:
        rows = [(code, meaning, True) for code, meaning in legend.items()]
        rows += [(code, "", False) for code in sorted(set(used) - set(legend))]
        self._set(rows, lambda r: r[0])

    def set_setter(self, setter: LegendSetter | None) -> None:
        self._setter = setter

    def code(self, row: int) -> str:
        return self._rows[row][0]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == COL_LEGEND_MEANING:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    # Qt's data: a value of the role's type (text, brush, font, the row…).
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        code, meaning, explained = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return code if index.column() == COL_LEGEND_CODE else meaning
        if role == Qt.ItemDataRole.ToolTipRole:
            if not explained:
                return translate("OddsModels", "Used in the table but not explained yet")
            return plain_tooltip(f"{code}: {meaning}")
        if role == Qt.ItemDataRole.ForegroundRole and not explained:
            return QBrush(QColor("#8a6d00"))
        if role == ROLE_CODE:
            return code
        return None

    # Qt's setData: ``value`` is what the editor gave (read as text here).
    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or not self._valid(index)
            or index.column() != COL_LEGEND_MEANING
            or self._setter is None
        ):
            return False
        code, meaning, _explained = self._rows[index.row()]
        text = "" if value is None else str(value)
        if text == meaning:
            return False
        return bool(self._setter(code, text))


__all__ = [
    "COL_CHANCE",
    "COL_CODE",
    "COL_COUNTS",
    "COL_FACES",
    "COL_LEGEND_CODE",
    "COL_LEGEND_MEANING",
    "COL_MEANING",
    "COL_NAME",
    "COL_REASON",
    "COL_ROLE",
    "COL_SHIFT",
    "COL_SIDE",
    "ROLE_CHANCE",
    "ROLE_CODE",
    "ROLE_HOUSE_FACES",
    "ROLE_ITEM",
    "ROLE_ROLE",
    "ROLE_UNIT_ID",
    "CombatUnitsModel",
    "LegendModel",
    "ResultChanceModel",
    "ShiftModel",
    "faces_text",
    "role_name",
]

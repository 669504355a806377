"""Item models of the charge tool: the possible chargers, and a charger's targets (issue 14).

For the charge window's Charger and Targets pages (``adjutant.windows.charge``). Both
adapt rows of the store's charge plan (``store.tools.charge.planner.plan_charge``) and hold no
game logic: every number is the plan's. Their words come from a :class:`ChargeTexts`
the window gives (translated there); unit names are user strings, shown as plain text
by the views.

- :class:`ChargerModel` — ``ChargerPlan`` rows, the active side's units
  (``COL_NAME``, ``COL_MOVEMENT``, ``COL_TOKEN``, ``COL_VERDICT``). A unit the rules
  refuse (CMD-1: its token forbids a charge; CHG-1: it charged this turn) is greyed
  (not enabled, so it cannot be picked) and says why in ``COL_VERDICT`` and its
  tooltip.
- :class:`TargetModel` — ``TargetPlan`` rows, the enemy units a charger may target
  (``COL_NAME`` checkable: a target of the charge, ``COL_MEASURED``, ``COL_TYPED``
  editable (CHG-5: the players' measure, which wins), ``COL_NEEDS``, ``COL_CHANCE``).
  An edit does not change the rows: it is announced (``chosenChanged``,
  ``typedChanged``, ``invalidDistance``) and the window plans again, then calls
  :meth:`TargetModel.set_rows`.

Rows with the same keys in the same order are updated in place (``dataChanged``);
other keys reset the model (``qtmodels.unit_rows``, shared with the command tool).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QLocale, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal

from adjutant.qtmodels.formatting import format_percent, plain_tooltip
from adjutant.qtmodels.unit_rows import UnitRowsModel, UnitRowT

if TYPE_CHECKING:
    from adjutant.store.tools.charge.planner import ChargerPlan, Refusal, TargetPlan

Index = QModelIndex | QPersistentModelIndex

COL_NAME, COL_MOVEMENT, COL_TOKEN, COL_VERDICT = range(4)
CHARGER_COLUMNS = 4
# The targets' columns (COL_NAME is shared: the unit's name).
COL_MEASURED, COL_TYPED, COL_NEEDS, COL_CHANCE = range(1, 5)
TARGET_COLUMNS = 5

ROLE_UNIT = Qt.ItemDataRole.UserRole + 1  # the unit id
ROLE_PLAN = Qt.ItemDataRole.UserRole + 2  # the ChargerPlan / TargetPlan of the row
ROLE_CHANCE = Qt.ItemDataRole.UserRole + 3  # TargetModel: the exact Fraction (or None)
ROLE_MAY_CHARGE = Qt.ItemDataRole.UserRole + 4  # ChargerModel: True when not refused

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class ChargeTexts(Protocol):
    """The translated words the models show (given by the window)."""

    def charger_header(self, column: int) -> str: ...
    def target_header(self, column: int) -> str: ...
    def header_tip(self, column: int) -> str: ...
    def token(self, token: str | None) -> str: ...
    def refusal(self, refusal: Refusal) -> str: ...
    def verdict(self, charger: ChargerPlan) -> str: ...
    def needs(self, target: TargetPlan) -> str: ...
    def target_tip(self, target: TargetPlan) -> str: ...
    def typed_tip(self) -> str: ...


def format_distance(value: float | None) -> str:
    """A distance as the user reads it ("9.0", "6,5" in Russian); None: a dash."""
    return "—" if value is None else QLocale().toString(float(value), "f", 1)


def parse_distance(text: object) -> float | None:
    """A typed distance: "6.5" or "6,5" -> 6.5; "" -> None (use the measured one).

    ValueError when it is not a number >= 0 (RULES.md: every distance is a real >= 0).
    """
    if text is None:
        return None
    if isinstance(text, bool):
        raise ValueError(text)
    if isinstance(text, int | float):
        value = float(text)
    else:
        cleaned = str(text).strip().replace(",", ".")
        if not cleaned:
            return None
        value = float(cleaned)
    if not math.isfinite(value) or value < 0:
        raise ValueError(text)
    return value


class _PlanRows(UnitRowsModel[UnitRowT]):
    """Rows keyed by unit id (``unit_rows``), with the window's translated words."""

    def __init__(self, texts: ChargeTexts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts


class ChargerModel(_PlanRows["ChargerPlan"]):
    """The active side's units that might charge, each with its CMD-1 verdict."""

    COLUMNS = CHARGER_COLUMNS

    def data(self, index: Index, role: int = 0) -> Any:  # Qt's data: the role's type
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        charger = self._rows[index.row()]
        column = index.column()
        if role == ROLE_UNIT:
            return charger.unit_id
        if role == ROLE_PLAN:
            return charger
        if role == ROLE_MAY_CHARGE:
            return charger.may_charge
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_NAME:
                return charger.name
            if column == COL_MOVEMENT:
                return f"{charger.movement:g}"
            if column == COL_TOKEN:
                return self.texts.token(charger.token)
            if column == COL_VERDICT:
                return self.texts.verdict(charger)
        if role == Qt.ItemDataRole.ToolTipRole:
            if charger.refusal is not None:
                return plain_tooltip(self.texts.refusal(charger.refusal)) or None
            return (plain_tooltip(charger.name) or None) if column == COL_NAME else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_MOVEMENT:
            return int(_RIGHT)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if not self._rows[index.row()].may_charge:
            return Qt.ItemFlag.NoItemFlags  # greyed: CMD-1 / CHG-1 refuse it, and say why
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> str | None:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts.charger_header(section)
        if role == Qt.ItemDataRole.ToolTipRole:  # the header may be elided in a narrow dock
            return self.texts.charger_header(section)
        return None


class TargetModel(_PlanRows["TargetPlan"]):
    """A charger's possible targets: ticked ones are its targets; typed distances win."""

    COLUMNS = TARGET_COLUMNS
    #: (unit id, ticked) — the player ticked or unticked a target.
    chosenChanged = Signal(int, bool)
    #: (unit id, distance or None) — the players' measure typed, or cleared (CHG-5).
    typedChanged = Signal(int, object)
    #: (unit id, the text typed) — it is not a distance (nothing changes).
    invalidDistance = Signal(int, str)

    def data(self, index: Index, role: int = 0) -> Any:  # Qt's data: the role's type
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        target = self._rows[index.row()]
        column = index.column()
        if role == ROLE_UNIT:
            return target.unit_id
        if role == ROLE_PLAN:
            return target
        if role == ROLE_CHANCE:
            return target.chance
        if role == Qt.ItemDataRole.CheckStateRole and column == COL_NAME:
            return Qt.CheckState.Checked if target.chosen else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_NAME:
                return target.name
            if column == COL_MEASURED:
                return format_distance(target.measured)
            if column == COL_TYPED:
                return "" if target.typed is None else format_distance(target.typed)
            if column == COL_NEEDS:
                return self.texts.needs(target)
            if column == COL_CHANCE:
                return "—" if target.chance is None else format_percent(target.chance)
        if role == Qt.ItemDataRole.EditRole and column == COL_TYPED:
            return "" if target.typed is None else f"{target.typed:g}"
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == COL_TYPED:
                return plain_tooltip(self.texts.typed_tip()) or None
            return plain_tooltip(self.texts.target_tip(target)) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column != COL_NAME:
            return int(_RIGHT)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == COL_NAME:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        if index.column() == COL_TYPED:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    # Qt's setData: ``value`` is a check state or the text typed (both checked here).
    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return False
        target = self._rows[index.row()]
        if index.column() == COL_NAME and role == Qt.ItemDataRole.CheckStateRole:
            state = Qt.CheckState(value) if isinstance(value, int) else value
            self.chosenChanged.emit(target.unit_id, state == Qt.CheckState.Checked)
            return True
        if index.column() == COL_TYPED and role == Qt.ItemDataRole.EditRole:
            try:
                typed = parse_distance(value)
            except (TypeError, ValueError):
                self.invalidDistance.emit(target.unit_id, str(value))
                return False
            self.typedChanged.emit(target.unit_id, typed)
            return True
        return False

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> str | None:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts.target_header(section)
        if role == Qt.ItemDataRole.ToolTipRole:  # the header may be elided in a narrow dock
            return self.texts.header_tip(section) or self.texts.target_header(section)
        return None


__all__ = [
    "CHARGER_COLUMNS",
    "COL_CHANCE",
    "COL_MEASURED",
    "COL_MOVEMENT",
    "COL_NAME",
    "COL_NEEDS",
    "COL_TOKEN",
    "COL_TYPED",
    "COL_VERDICT",
    "ROLE_CHANCE",
    "ROLE_MAY_CHARGE",
    "ROLE_PLAN",
    "ROLE_UNIT",
    "TARGET_COLUMNS",
    "ChargeTexts",
    "ChargerModel",
    "TargetModel",
    "format_distance",
    "parse_distance",
]

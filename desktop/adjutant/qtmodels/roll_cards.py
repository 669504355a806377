"""Roll cards as a list model: one row per pending (or just resolved) test of a tool.

For the tool windows' card lists (``adjutant.windows.widgets.roll_card``; issues 14,
15). A tool turns its store plan (``plan_<tool>(game, inputs)``) into
:class:`CardRow` values — display-ready, already translated — and hands them to
:meth:`RollCardModel.set_rows`. The model only adapts: rows whose key stays the same
are updated in place (targeted ``dataChanged``), a different set of keys resets the
model. Every value a card shows is a role (``ROLE_*``), so views and tests read the
same thing:

- ``ROLE_KEY`` the tool's own key for the test (a unit id, a figure id, a tuple…);
- ``ROLE_TITLE`` who is tested (a user string: always shown as plain text);
- ``ROLE_TEST`` what is tested ("Control test: Move → Attack");
- ``ROLE_NEEDS`` the target ("needs 13+"), ``ROLE_CHANCE`` the exact ``Fraction``
  (None when no roll is needed or none is possible), ``ROLE_BREAKDOWN`` its
  ``Modifier`` terms;
- ``ROLE_DICE`` ``(count, sides)`` of the physical roll the card accepts;
- ``ROLE_STATE`` a :class:`CardState`; ``ROLE_NOTE`` why it is automatic or refused;
- ``ROLE_RESULT`` the outcome text once resolved, ``ROLE_SUCCESS`` True/False/None.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.keyed_rows import replace_rows
from adjutant.rules.explain import Modifier

_ROOT = QModelIndex()


class CardState(StrEnum):
    """Where a card stands in the turn."""

    PENDING = "pending"  # a roll is needed: Roll (virtual) or type the faces (physical)
    AUTOMATIC = "automatic"  # no roll needed: "Apply" makes it happen (e.g. CMD-4)
    DONE = "done"  # resolved this turn: the result is shown in place
    REFUSED = "refused"  # not allowed now: the note says which rule and why


@dataclass(frozen=True)
class CardRow:
    """Everything one card shows, display-ready (translated by the tool's window)."""

    key: Hashable
    title: str
    test: str
    state: CardState = CardState.PENDING
    needs: str = ""
    chance: Fraction | None = None
    breakdown: tuple[Modifier, ...] = ()
    dice: tuple[int, int] = (1, 20)  # (count, sides) a physical roll must type
    note: str = ""
    result: str = ""
    success: bool | None = None
    #: The tool's own data for this row (its plan entry): windows may read it back,
    #: checking it is the entry they expect (the model never reads it).
    data: object = field(default=None, compare=False)

    @property
    def rollable(self) -> bool:
        return self.state in (CardState.PENDING, CardState.AUTOMATIC)


ROLE_KEY = Qt.ItemDataRole.UserRole + 1
ROLE_TITLE = Qt.ItemDataRole.UserRole + 2
ROLE_TEST = Qt.ItemDataRole.UserRole + 3
ROLE_NEEDS = Qt.ItemDataRole.UserRole + 4
ROLE_CHANCE = Qt.ItemDataRole.UserRole + 5
ROLE_BREAKDOWN = Qt.ItemDataRole.UserRole + 6
ROLE_DICE = Qt.ItemDataRole.UserRole + 7
ROLE_STATE = Qt.ItemDataRole.UserRole + 8
ROLE_NOTE = Qt.ItemDataRole.UserRole + 9
ROLE_RESULT = Qt.ItemDataRole.UserRole + 10
ROLE_SUCCESS = Qt.ItemDataRole.UserRole + 11
ROLE_ROW = Qt.ItemDataRole.UserRole + 12

_ROLE_FIELDS: dict[int, Callable[[CardRow], object]] = {
    ROLE_KEY: lambda r: r.key,
    ROLE_TITLE: lambda r: r.title,
    ROLE_TEST: lambda r: r.test,
    ROLE_NEEDS: lambda r: r.needs,
    ROLE_CHANCE: lambda r: r.chance,
    ROLE_BREAKDOWN: lambda r: r.breakdown,
    ROLE_DICE: lambda r: r.dice,
    ROLE_STATE: lambda r: r.state,
    ROLE_NOTE: lambda r: r.note,
    ROLE_RESULT: lambda r: r.result,
    ROLE_SUCCESS: lambda r: r.success,
    ROLE_ROW: lambda r: r,
    Qt.ItemDataRole.DisplayRole: lambda r: r.title,
    Qt.ItemDataRole.ToolTipRole: lambda r: plain_tooltip(r.title),  # a unit's name: text
}


class RollCardModel(QAbstractListModel):
    """The cards of one list (a tool's tab), in the order the tool gives."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[CardRow, ...] = ()

    # ---------------------------------------------------------------- Qt API

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    # Qt's data: a value of the role's type (the card's field for its role).
    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        getter = _ROLE_FIELDS.get(role)
        return None if getter is None else getter(self._rows[index.row()])

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsSelectable
        if self._rows[index.row()].state is not CardState.REFUSED:
            flags |= Qt.ItemFlag.ItemIsEnabled
        return flags

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        for role, name in (
            (ROLE_KEY, b"key"),
            (ROLE_TITLE, b"title"),
            (ROLE_TEST, b"test"),
            (ROLE_NEEDS, b"needs"),
            (ROLE_CHANCE, b"chance"),
            (ROLE_BREAKDOWN, b"breakdown"),
            (ROLE_DICE, b"dice"),
            (ROLE_STATE, b"state"),
            (ROLE_NOTE, b"note"),
            (ROLE_RESULT, b"result"),
            (ROLE_SUCCESS, b"success"),
            (ROLE_ROW, b"row"),
        ):
            names[role] = QByteArray(name)
        return names

    # ---------------------------------------------------------------- for the tools

    def rows(self) -> tuple[CardRow, ...]:
        return self._rows

    def row_of(self, key: Hashable) -> int:
        """The row of ``key``, -1 if none."""
        for i, row in enumerate(self._rows):
            if row.key == key:
                return i
        return -1

    def card(self, key: Hashable) -> CardRow | None:
        at = self.row_of(key)
        return None if at < 0 else self._rows[at]

    def set_rows(self, rows: Sequence[CardRow]) -> None:
        """Show ``rows``: same keys in the same order -> rows updated in place, else a reset."""
        rows = tuple(rows)
        keys = [r.key for r in rows]
        if len(set(keys)) != len(keys):
            raise ValueError("card keys must be unique")
        replace_rows(self, self._rows, rows, self._keep, key=lambda r: r.key)

    def _keep(self, rows: tuple[CardRow, ...]) -> None:
        self._rows = rows

    def pending(self) -> tuple[CardRow, ...]:
        """The rows a "Roll all" would resolve (pending or automatic)."""
        return tuple(r for r in self._rows if r.rollable)


__all__ = [
    "ROLE_BREAKDOWN",
    "ROLE_CHANCE",
    "ROLE_DICE",
    "ROLE_KEY",
    "ROLE_NEEDS",
    "ROLE_NOTE",
    "ROLE_RESULT",
    "ROLE_ROW",
    "ROLE_STATE",
    "ROLE_SUCCESS",
    "ROLE_TEST",
    "ROLE_TITLE",
    "CardRow",
    "CardState",
    "RollCardModel",
]

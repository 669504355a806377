"""Replacing a model's rows by key: in place when the keys stay, else a reset (issue 14).

For the tool models that a window refills from a new plan (``roll_cards.RollCardModel``,
``unit_rows.UnitRowsModel`` of the command and charge models, ``melee_models``,
``table_rows.RowsModel`` of the odds and hex models): a plan
worked out again mostly changes values,
not which rows there are, so views keep their selection, scroll and open editors.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from PySide6.QtCore import QAbstractItemModel

RowT = TypeVar("RowT")


def replace_rows(
    model: QAbstractItemModel,
    old: Sequence[RowT],
    new: tuple[RowT, ...],
    keep: Callable[[tuple[RowT, ...]], None],
    *,
    key: Callable[[RowT], Hashable],
    last_column: int = 0,
) -> None:
    """Give ``model`` the rows ``new`` (``keep`` stores them): the same keys in the same
    order -> a targeted ``dataChanged`` for each row that differs (its ``data`` too, when
    rows compare without it); other keys -> a model reset."""
    if [key(r) for r in new] != [key(r) for r in old]:
        model.beginResetModel()
        keep(new)
        model.endResetModel()
        return
    keep(new)
    for i, (before, after) in enumerate(zip(old, new, strict=True)):
        if before != after or getattr(before, "data", None) != getattr(after, "data", None):
            model.dataChanged.emit(model.index(i, 0), model.index(i, last_column))


__all__ = ["replace_rows"]

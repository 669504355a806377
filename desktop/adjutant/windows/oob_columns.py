"""The order of battle's columns fitted to what they show, measured once per change (issue 9).

For :class:`adjutant.windows.oob.OrderOfBattleWidget` (a part of its own since issue 23).
:class:`ColumnFitter` fits each column of the tree to its widest cell and its header, the
names within reason for a side dock. It measures what QTreeView.resizeColumnToContents
would, from the few cells that can be widest instead of every cell of every row (0.3 s
for 600 units), and keeps the widths until the contents change (the dock calls
:meth:`ColumnFitter.changed` on every change of its model and view): the main window fits
the columns again once its docks have their sizes, and measuring a large army twice was a
tenth of a second of start-up (issue 15).
"""

from __future__ import annotations

from dataclasses import is_dataclass, replace

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTreeView

from adjutant.qtmodels.oob_model import (
    COL_NAME,
    COL_STATUS,
    COL_TOKEN,
    COLUMN_COUNT,
    InfoRole,
    KindRole,
)
from adjutant.qtmodels.oob_tree import UNIT

#: UnitInfo fields no column but the name shows (see :meth:`ColumnFitter._content_widths`).
_NOT_SHOWN_BESIDE_NAME = {
    "id": 0,
    "formation_id": 0,
    "position": 0,
    "name": "",
    "notes": "",
    "footprint": None,
    "profile": (),  # issue 17: shown in the detail panel only
    "source": None,
    "points": None,
}


class ColumnFitter:
    """Fits the columns of ``view`` (the dock's tree, over its filter proxy)."""

    def __init__(self, view: QTreeView) -> None:
        self.view = view
        self._widths: tuple[int, dict[int, int]] | None = None
        self._generation = 0

    def changed(self, *_args: object) -> None:
        """The contents changed: the next fit measures them again."""
        self._generation += 1

    def _measured_widths(self) -> dict[int, int]:
        """:meth:`_content_widths`, measured again only after the contents changed."""
        if self._widths is None or self._widths[0] != self._generation:
            self._widths = (self._generation, self._content_widths())
        return self._widths[1]

    def fit(self) -> None:
        """Fit every column to its contents (and header); names within reason for a dock."""
        header = self.view.header()
        contents = self._measured_widths()
        for column in range(COLUMN_COUNT):
            # What QTreeView.resizeColumnToContents does, from the few cells that can be
            # widest instead of every cell of every row (issue 9: 0.3 s for 600 units).
            width = contents.get(column, -1)
            if not header.isHidden():
                width = max(width, header.sectionSizeHint(column))
            header.resizeSection(column, width)
        # Deep formation trees indent names: fit them, within reason for a side dock (what
        # is left beside token and status, at least half a narrow dock, so both stay in
        # sight: issue 9, default layout).
        width = self.view.columnWidth(COL_NAME)
        viewport = self.view.viewport().width() if self.view.isVisible() else 0
        beside = sum(
            header.sectionSize(column)
            for column in (COL_TOKEN, COL_STATUS)
            if not header.isSectionHidden(column)
        )
        cap = max(160, viewport - beside - 4) if viewport else 340
        self.view.setColumnWidth(COL_NAME, max(160, min(width, 340, cap)))

    def _content_widths(self) -> dict[int, int]:
        """Column -> the widest delegate size hint over the shown rows (plus indentation).

        Cells with the same kind of row, text and presence of a badge have the same
        size hint, so one of each is measured; units with the same profile (every field
        but id, name, place, notes and footprint, which no column but the name shows)
        have the same cells, so one of them is read. Names are all different: they are
        ranked by their text's advance plus indentation, and the first few of each kind
        of row measured (the delegate adds the same margins to every name of a kind).
        """
        view, proxy = self.view, self.view.model()
        display, decoration = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.DecorationRole
        indentation = view.indentation()
        root = 1 if view.rootIsDecorated() else 0
        base = view.font()
        # Keyed by the font's key (None: the view's font).
        metrics: dict[str | None, QFontMetrics] = {}
        # (column, kind, text, has an icon) -> a cell that shows it.
        samples: dict[tuple[int, object, object, bool], QModelIndex] = {}
        # The units' rows as the other columns show them (a unit type, its numbers…).
        profiles: set[object] = set()
        # (kind, font key, has an icon) -> (estimated width, indentation, name cell).
        names: dict[tuple[object, str | None, bool], list[tuple[int, int, QModelIndex]]] = {}
        stack: list[tuple[QModelIndex, int]] = [(QModelIndex(), 0)]
        while stack:
            parent, depth = stack.pop()
            for row in range(proxy.rowCount(parent)):
                index = proxy.index(row, COL_NAME, parent)
                kind = index.data(KindRole)
                info = index.data(InfoRole)
                profile = (
                    replace(info, **_NOT_SHOWN_BESIDE_NAME)
                    if kind == UNIT and is_dataclass(info) and not isinstance(info, type)
                    else None
                )
                if profile is None or profile not in profiles:
                    profiles.add(profile)
                    for column in range(COLUMN_COUNT):
                        if column == COL_NAME:
                            continue
                        cell = index.siblingAtColumn(column)
                        key = (column, kind, cell.data(display), cell.data(decoration) is not None)
                        samples.setdefault(key, cell)
                font = index.data(Qt.ItemDataRole.FontRole)
                font_key = font.key() if isinstance(font, QFont) else None
                if font_key not in metrics:
                    metrics[font_key] = QFontMetrics(font.resolve(base) if font_key else base)
                text = index.data(display) or ""
                advance = metrics[font_key].horizontalAdvance(text)
                indent = indentation * (depth + root)
                group = names.setdefault((kind, font_key, index.data(decoration) is not None), [])
                group.append((advance + indent, indent, index))
                if view.isExpanded(index):
                    stack.append((index, depth + 1))
        widths: dict[int, int] = {}
        for (column, *_rest), cell in samples.items():
            widths[column] = max(widths.get(column, -1), view.sizeHintForIndex(cell).width())
        for group in names.values():
            group.sort(key=lambda item: item[0], reverse=True)
            for _estimate, indent, index in group[:3]:
                width = view.sizeHintForIndex(index).width() + indent
                widths[COL_NAME] = max(widths.get(COL_NAME, -1), width)
        return widths


__all__ = ["ColumnFitter"]

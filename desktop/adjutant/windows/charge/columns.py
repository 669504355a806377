"""ColumnFitter: a table of the charge tool fits its dock, the unit's name keeps its room.

For the Charger and Targets pages. Qt's "resize to contents" sizes a column by its header
too, and a stretched name column then gets what is left: at a 340 px dock, nothing.
This gives the name at least ``name_share`` of the width and the other columns their
headers' width where there is room (issue 22: "M…/Type…/N…/C…"), else their contents'
(the headers elide then, their full text in their tooltips), and does it again when the
view or its rows change. Never a horizontal scroll bar (issue 15).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView

MIN_COLUMN = 30


class ColumnFitter(QObject):
    """Keeps ``view``'s ``others`` columns at their contents' width (shrunk if need be)
    and ``stretch`` taking the rest."""

    def __init__(
        self,
        view: QTableView,
        stretch: int,
        others: Sequence[int],
        *,
        name_share: float = 0.4,
        minimum: dict[int, int] | None = None,
    ) -> None:
        super().__init__(view)
        self.view, self.stretch, self.others = view, stretch, tuple(others)
        self.name_share, self.minimum = name_share, dict(minimum or {})
        header = view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # a header Qt would clip
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        for column in self.others:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        view.viewport().installEventFilter(self)
        # A timer of its own: it dies with the view (a bare singleShot would outlive it).
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        model = view.model()
        for signal in (model.modelReset, model.dataChanged, model.layoutChanged):
            signal.connect(self.later)

    def later(self, *_args: object) -> None:
        """Fit once the rows have settled (several changes, one fit)."""
        self._timer.start()

    def fit(self) -> None:
        available = self.view.viewport().width()
        if available <= 0:
            return
        header = self.view.horizontalHeader()
        shown = [c for c in self.others if not self.view.isColumnHidden(c)]
        content = {
            c: max(self.view.sizeHintForColumn(c), self.minimum.get(c, MIN_COLUMN)) for c in shown
        }
        # Issue 22: the headers count too ("M…/Type…/N…/C…" was all a narrow dock showed).
        full = {c: max(content[c], header.sectionSizeHint(c)) for c in shown}
        room = max(0, available - int(available * self.name_share))
        if sum(full.values()) <= room:
            want = full
        elif sum(content.values()) <= room:
            # The contents whole, what is left shared out towards the headers' widths.
            spare, short = room - sum(content.values()), sum(full.values()) - sum(content.values())
            want = {c: content[c] + (full[c] - content[c]) * spare // short for c in shown}
        else:
            scale = room / sum(content.values())
            want = {
                c: max(self.minimum.get(c, MIN_COLUMN), int(w * scale)) for c, w in content.items()
            }
        for column, width in want.items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False


__all__ = ["ColumnFitter"]

"""The turn log dock: the current turn's events, newest first, filtered by side and kind.

For the main window (issue 9): ``TurnLogWidget(document, parent=None)`` is the
dock's widget (registered in ``main_window.TOOL_WINDOWS`` under "log"). The
rows come from ``adjutant.qtmodels.log_model.LogModel``; each shows the chance
that was shown before the roll and the dice (DESIGN.md: the turn log). Rows are
one line, compact (five in sight at the default layout, issue 15); a description cut
by the column's width shows whole on hover (``widgets.elided_views``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.log_model import COL_SIDE, COL_SUMMARY, LogModel, kind_name
from adjutant.windows.widgets.elided_views import show_elided_text

#: Extra pixels of a row over the font's line height (the focus frame, a little air).
ROW_PADDING = 6
#: The side column is at most this wide (names are cut, whole on hover).
SIDE_MAX_PX = 120
#: ...and it never takes more than a sixth of a narrow log, nor less than this.
SIDE_MIN_PX = 60


class TurnLogWidget(QWidget):
    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnLog")
        self.model = LogModel(document, self)
        self._side_label = QLabel()
        self._kind_label = QLabel()
        self.side_filter = QComboBox()
        self.side_filter.setObjectName("logSideFilter")
        self.kind_filter = QComboBox()
        self.kind_filter.setObjectName("logKindFilter")
        self._side_label.setBuddy(self.side_filter)
        self._kind_label.setBuddy(self.kind_filter)
        self._turn = QLabel()
        self._turn.setObjectName("logTurn")
        self.view = QTableView()
        self.view.setObjectName("logView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        rows = self.view.verticalHeader()
        rows.hide()
        rows.setMinimumSectionSize(1)
        rows.setDefaultSectionSize(self.fontMetrics().height() + ROW_PADDING)
        self.view.setWordWrap(False)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tooltips = show_elided_text(self.view)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_SUMMARY, QHeaderView.ResizeMode.Stretch)
        # A side's name is long ("Allied Army of the Lowlands"): the description keeps the
        # room, the name is cut and shows whole on hover (issue 15).
        header.setSectionResizeMode(COL_SIDE, QHeaderView.ResizeMode.Interactive)
        self._bar = bar = QHBoxLayout()
        bar.addWidget(self._turn)
        bar.addStretch(1)
        bar.addWidget(self._side_label)
        bar.addWidget(self.side_filter)
        bar.addWidget(self._kind_label)
        bar.addWidget(self.kind_filter)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.view)
        self.side_filter.activated.connect(self._apply_filter)
        self.kind_filter.activated.connect(self._apply_filter)
        self.model.modelReset.connect(self._refresh_filters)
        self.model.modelReset.connect(self._fit_side_column)
        self.model.rowsInserted.connect(self._fit_side_column)
        self.retranslateUi()

    def _fit_side_column(self, *_args: object) -> None:
        wanted = max(
            self.view.sizeHintForColumn(COL_SIDE),
            self.view.horizontalHeader().sectionSizeHint(COL_SIDE),
        )
        # A narrow log (a 1024 px screen, issue 22) keeps room for the description.
        room = max(SIDE_MIN_PX, self.view.viewport().width() // 6)
        self.view.setColumnWidth(COL_SIDE, min(wanted, SIDE_MAX_PX, room))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_side_column()

    def height_for_rows(self, rows: int) -> int:
        """The widget's height that shows ``rows`` log rows under the header and filters."""
        layout = self._layout
        margins = layout.contentsMargins()
        header = self.view.horizontalHeader().sizeHint().height()
        row = self.view.verticalHeader().defaultSectionSize()
        return (
            margins.top()
            + margins.bottom()
            + self._bar.sizeHint().height()
            + layout.spacing()
            + 2 * self.view.frameWidth()
            + header
            + rows * row
            + 1
        )

    def visible_rows(self) -> int:
        """How many whole rows the view has room for now."""
        row = self.view.verticalHeader().defaultSectionSize()
        return self.view.viewport().height() // max(row, 1)

    def _fit_rows_to_font(self) -> None:
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + ROW_PADDING)

    def _apply_filter(self, *_args: object) -> None:
        self.model.set_filter(self.side_filter.currentData(), self.kind_filter.currentData())

    def _refresh_filters(self) -> None:
        """Refill the filter boxes, keeping the chosen entries when they still exist."""
        for box, entries, everything in (
            (self.side_filter, self.model.sides().items(), self.tr("All sides")),
            (
                self.kind_filter,
                ((k, kind_name(k)) for k in self.model.kinds()),
                self.tr("All kinds"),
            ),
        ):
            chosen = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(everything, None)
            for key, text in entries:
                box.addItem(text, key)
            at = box.findData(chosen) if chosen is not None else 0
            box.setCurrentIndex(max(at, 0))
            box.blockSignals(False)
        turn = self.model.turn
        self._turn.setText(self.tr("Turn {turn}").format(turn=turn) if turn is not None else "")

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Turn log"))
        self._side_label.setText(self.tr("&Side:"))
        self._kind_label.setText(self.tr("&Kind:"))
        self.view.setToolTip(self.tr("This turn's tests, newest first"))
        self.model.retranslate()
        self._refresh_filters()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_rows_to_font()
        super().changeEvent(event)

"""The organiser window's four tabs: the round board, the standings, the factions, luck (issue 26).

For :class:`adjutant.windows.organiser.window.OrganiserWindow` only (issue 23: the tabs
parts of their own). Each tab is the views over the window's item models
(``qtmodels.organiser_models``; the window keeps them following the live snapshot by
rows) and the lines of words above or below them; each tab changes nothing:

- :class:`RoundBoardTab`: a tile per table (:class:`~adjutant.windows.organiser.board.
  TileDelegate`) and the selected table's two records side by side
  (:class:`~adjutant.windows.organiser.board.RecordPairView`); its button (or Enter, or
  a double click on a tile) asks for the table's game file (``openRequested``);
- :class:`StandingsTab`: the scoring rule and the tie-break order above the ranking,
  sortable by any column;
- :class:`FactionsTab`: win rates with their intervals, the first-turn line, faction
  against faction;
- :class:`LuckTab`: each player's luck, or why the event hides it.

Every text comes from the "Organiser" context; every player's string is plain text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListView,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.archive.reading import Tile
from adjutant.qtmodels.organiser_models import (
    COL_PLAYER,
    COL_RANK,
    RowRole,
    SortRole,
    interval_text,
    percent_text,
)
from adjutant.windows.organiser.board import RecordPairView, TileDelegate
from adjutant.windows.organiser.texts import scoring_text, tiebreak_text

if TYPE_CHECKING:
    from adjutant.archive.reading import EventSettings, Snapshot

translate = QCoreApplication.translate


def _table_view(
    parent: QWidget, model: QAbstractItemModel, sort_column: int = 0, stretch: int = 0
) -> tuple[QTableView, QSortFilterProxyModel]:
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SortRole)
    proxy.setDynamicSortFilter(True)
    view = QTableView(parent)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(sort_column, Qt.SortOrder.AscendingOrder)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view, proxy


def _wrapping(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class RoundBoardTab(QSplitter):
    """The tiles, and the selected table's two records (see the module docstring)."""

    #: The selected table's game file is wanted (the button, Enter or a double click).
    openRequested = Signal()
    #: Another tile was selected.
    tileSelected = Signal()

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._sized = False
        self.view = QListView(self)
        self.view.setObjectName("boardView")
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setFlow(QListView.Flow.LeftToRight)
        self.view.setWrapping(True)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setUniformItemSizes(True)
        self.view.setSpacing(2)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setModel(model)
        self.tile_delegate = TileDelegate(self.view)
        self.view.setItemDelegate(self.tile_delegate)
        self.view.selectionModel().currentChanged.connect(lambda *_a: self.tileSelected.emit())
        # Enter or a double click (as the platform activates items) opens the game file.
        self.view.activated.connect(lambda _i: self.openRequested.emit())
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 0, 0, 0)
        self.pair_view = RecordPairView(side)
        side_layout.addWidget(self.pair_view, 1)
        self.open_button = QPushButton(side)
        self.open_button.setObjectName("openGameButton")
        self.open_button.clicked.connect(lambda _checked=False: self.openRequested.emit())
        side_layout.addWidget(self.open_button)
        self.addWidget(self.view)
        self.addWidget(side)
        self.setStretchFactor(0, 2)
        self.setStretchFactor(1, 1)

    def retranslateUi(self) -> None:
        self.open_button.setText(translate("Organiser", "Open the table's game file in Adjutant"))

    def selected_tile(self) -> Tile | None:
        index = self.view.currentIndex()
        tile = index.data(RowRole) if index.isValid() else None
        return tile if isinstance(tile, Tile) else None  # the board model's rows are tiles

    def show_pair(self, snapshot: Snapshot | None) -> None:
        """The selected table's two records (none unless disputed or conflicting)."""
        tile = self.selected_tile()
        pair = None
        if tile is not None and snapshot is not None:
            pair = next((p for p in snapshot.pairs if p.game_uuid == tile.game_uuid), None)
        self.pair_view.show_pair(pair, tile.table_no if tile is not None else None)

    def update_open_button(self) -> bool:
        """The button on while the selected table has sent its game file (else why it is
        off, on hover); returns whether it is on."""
        tile = self.selected_tile()
        can = tile is not None and tile.has_file
        self.open_button.setEnabled(can)
        if tile is not None and tile.game_uuid and not tile.has_file:
            self.open_button.setToolTip(
                translate("Organiser", "The table has not sent its game file yet")
            )
        else:
            self.open_button.setToolTip("")
        return can

    def share_once(self) -> None:
        """At the window's first showing, the tiles take two thirds of the width."""
        if not self._sized:
            self._sized = True
            width = max(1, self.width())
            self.setSizes([width * 2 // 3, width - width * 2 // 3])


class StandingsTab(QWidget):
    """The rule and the tie-break order above the ranking (see the module docstring)."""

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.scoring_label = _wrapping()
        self.tiebreak_label = _wrapping()
        self.tiebreak_label.setObjectName("tiebreakLabel")
        layout.addWidget(self.scoring_label)
        layout.addWidget(self.tiebreak_label)
        self.view, self.proxy = _table_view(self, model, COL_RANK, COL_PLAYER)
        self.view.setObjectName("standingsView")
        layout.addWidget(self.view, 1)

    def show_settings(self, settings: EventSettings | None) -> None:
        """The event's scoring rule and tie-break order in words (None: no event yet)."""
        self.scoring_label.setText("" if settings is None else scoring_text(settings))
        self.tiebreak_label.setText("" if settings is None else tiebreak_text(settings))


class FactionsTab(QSplitter):
    """Win rates, the first-turn line, faction against faction (see the module docstring)."""

    def __init__(
        self,
        model: QAbstractItemModel,
        matchup_model: QAbstractItemModel,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        top_part = QWidget(self)
        top_layout = QVBoxLayout(top_part)
        top_layout.setContentsMargins(0, 0, 0, 0)
        self.view, self.proxy = _table_view(top_part, model)
        self.view.setObjectName("factionsView")
        top_layout.addWidget(self.view, 1)
        self.first_turn_label = _wrapping()
        top_layout.addWidget(self.first_turn_label)
        bottom = QWidget(self)
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        self.matchup_label = _wrapping()
        bottom_layout.addWidget(self.matchup_label)
        self.matchup_view = QTableView(bottom)
        self.matchup_view.setObjectName("matchupView")
        self.matchup_view.setModel(matchup_model)
        self.matchup_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.matchup_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        bottom_layout.addWidget(self.matchup_view, 1)
        self.addWidget(top_part)
        self.addWidget(bottom)

    def retranslateUi(self) -> None:
        self.matchup_label.setText(
            translate(
                "Organiser",
                "Faction against faction (the row's results against the column's; mirrors left out)",
            )
        )

    def show_first_turn(self, snap: Snapshot | None) -> None:
        """How the players who went first fared ("" with no event yet)."""
        if snap is None or snap.event is None:
            self.first_turn_label.setText("")
            return
        first = snap.first_turn
        if first is None or not first.games:
            self.first_turn_label.setText(
                translate("Organiser", "First turn: no confirmed game says who went first yet.")
            )
        else:
            self.first_turn_label.setText(
                translate(
                    "Organiser",
                    "Going first: games {games}, won {rate} (95 % interval {interval})",
                ).format(
                    games=first.games,
                    rate=percent_text(first.rate),
                    interval=interval_text(first.wilson_low, first.wilson_high),
                )
            )


class LuckTab(QStackedWidget):
    """Each player's luck, or why the event hides it (see the module docstring)."""

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view, self.proxy = _table_view(self, model)
        self.view.setObjectName("luckView")
        self.hidden = _wrapping()
        self.hidden.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.addWidget(self.view)
        self.addWidget(self.hidden)

    def retranslateUi(self) -> None:
        self.hidden.setText(translate("Organiser", "The event's settings hide luck."))

    def show_luck(self, shown: bool) -> None:
        """The table, or the line that says the event hides luck."""
        self.setCurrentWidget(self.view if shown else self.hidden)


__all__ = ["FactionsTab", "LuckTab", "RoundBoardTab", "StandingsTab"]

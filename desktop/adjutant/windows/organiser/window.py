"""The organiser window: an event's round board, standings, factions and luck, live (issue 26).

Opened by ``adjutant organiser URL`` and File → Open Event Archive…
(:mod:`adjutant.windows.organiser.launch`). It reads the archive through
:mod:`adjutant.archive.reading` only — a read-only session acting as the viewer role —
and writes nothing of any table's data. :class:`~adjutant.windows.organiser.live.FeedBridge`
brings a new snapshot whenever the archive notifies a push; each view is an item model
(``qtmodels.organiser_models``) that follows the snapshot by rows, so selections, scroll
positions and sort orders stay. A timer moves the board's "last heard N minutes ago" on
between pushes from the clock alone (it reads nothing).

Tabs: the round board (a tile per table; a disputed or conflicting table's two records
side by side; its game file opened in Adjutant when its table sent one), the standings
(the database's ranking, the scoring rule and the tie-break order shown above it,
sortable by any column), factions (win rates with Wilson intervals, going first,
faction against faction, the first-turn rate), luck (unless the event hides it).
File: print and PDF of the standings and of the round's results.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSortFilterProxyModel, Qt, QTime, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.organiser_models import (
    COL_PLAYER,
    COL_RANK,
    BoardModel,
    FactionsModel,
    LuckModel,
    MatchupModel,
    RowRole,
    SortRole,
    StandingsModel,
    interval_text,
    percent_text,
    plurals,
)
from adjutant.windows.organiser import report
from adjutant.windows.organiser.board import RecordPairView, TileDelegate
from adjutant.windows.organiser.live import FeedBridge
from adjutant.windows.organiser.texts import scoring_text, tiebreak_text

# How often the board's "minutes ago" move on (ms): words, not a read of the server.
TICK_MS = 20_000
translate = QCoreApplication.translate


def _table_view(
    parent: QWidget, model, sort_column: int = 0, stretch: int = 0
) -> tuple[QTableView, Any]:
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


class OrganiserWindow(QMainWindow):
    """See the module docstring. ``open_game`` opens a game file in Adjutant (the main
    window's, or a new one); ``games_folder`` is where copies from the archive go."""

    def __init__(
        self,
        url,
        *,
        event: str | None = None,
        round_no: int | None = None,
        open_game: Callable[[Path], Any] | None = None,
        games_folder: Path | None = None,
        parent: QWidget | None = None,
        start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("organiserWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.open_game = open_game
        self.games_folder = games_folder
        self.snapshot = None
        self.status = None
        self._event = event
        self._round = round_no
        self._filling = False
        self._opened: list[Path] = []
        self.board_model = BoardModel(self)
        self.standings_model = StandingsModel(self)
        self.factions_model = FactionsModel(self)
        self.matchup_model = MatchupModel(self)
        self.luck_model = LuckModel(self)
        self._build()
        self._create_actions()
        self.bridge = FeedBridge(url, event, round_no, self)
        self.bridge.snapshot.connect(self.show_snapshot)
        self.bridge.status.connect(self.show_status)
        self.bridge.file_reply.connect(self._file_arrived)
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self.board_model.tick)
        self.ticker.start()
        self.retranslateUi()
        self.resize(1280, 720)
        if start:
            self.bridge.start()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 6, 8, 4)
        top = QHBoxLayout()
        self.event_label = QLabel(central)
        self.event_combo = QComboBox(central)
        self.event_combo.setObjectName("eventCombo")
        self.event_combo.setMinimumContentsLength(18)
        self.event_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.event_label.setBuddy(self.event_combo)
        self.round_label = QLabel(central)
        self.round_combo = QComboBox(central)
        self.round_combo.setObjectName("roundCombo")
        self.round_label.setBuddy(self.round_combo)
        self.summary = QLabel(central)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        for widget in (self.event_label, self.event_combo, self.round_label, self.round_combo):
            top.addWidget(widget)
        top.addSpacing(12)
        top.addWidget(self.summary, 1)
        outer.addLayout(top)
        self.tabs = QTabWidget(central)
        self.tabs.setObjectName("organiserTabs")
        outer.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        # The round board: tiles, and the selected table's two records.
        board = QSplitter(Qt.Orientation.Horizontal, self.tabs)
        self.board_splitter = board
        self._sized = False
        self.board_view = QListView(board)
        self.board_view.setObjectName("boardView")
        self.board_view.setViewMode(QListView.ViewMode.IconMode)
        self.board_view.setFlow(QListView.Flow.LeftToRight)
        self.board_view.setWrapping(True)
        self.board_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.board_view.setMovement(QListView.Movement.Static)
        self.board_view.setUniformItemSizes(True)
        self.board_view.setSpacing(2)
        self.board_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.board_view.setModel(self.board_model)
        self.tile_delegate = TileDelegate(self.board_view)
        self.board_view.setItemDelegate(self.tile_delegate)
        self.board_view.selectionModel().currentChanged.connect(self._tile_selected)
        # Enter or a double click (as the platform activates items) opens the game file.
        self.board_view.activated.connect(lambda _i: self.open_selected_game())
        side = QWidget(board)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 0, 0, 0)
        self.pair_view = RecordPairView(side)
        side_layout.addWidget(self.pair_view, 1)
        self.open_button = QPushButton(side)
        self.open_button.setObjectName("openGameButton")
        self.open_button.clicked.connect(self.open_selected_game)
        side_layout.addWidget(self.open_button)
        board.addWidget(self.board_view)
        board.addWidget(side)
        board.setStretchFactor(0, 2)
        board.setStretchFactor(1, 1)
        self.tabs.addTab(board, "")

        # Standings: the rule and the tie-break order above the table.
        standings = QWidget(self.tabs)
        layout = QVBoxLayout(standings)
        self.scoring_label = _wrapping()
        self.tiebreak_label = _wrapping()
        self.tiebreak_label.setObjectName("tiebreakLabel")
        layout.addWidget(self.scoring_label)
        layout.addWidget(self.tiebreak_label)
        self.standings_view, self.standings_proxy = _table_view(
            standings, self.standings_model, COL_RANK, COL_PLAYER
        )
        self.standings_view.setObjectName("standingsView")
        layout.addWidget(self.standings_view, 1)
        self.tabs.addTab(standings, "")

        # Factions: the table, the first-turn line, faction against faction.
        factions = QSplitter(Qt.Orientation.Vertical, self.tabs)
        top_part = QWidget(factions)
        top_layout = QVBoxLayout(top_part)
        top_layout.setContentsMargins(0, 0, 0, 0)
        self.factions_view, self.factions_proxy = _table_view(top_part, self.factions_model)
        self.factions_view.setObjectName("factionsView")
        top_layout.addWidget(self.factions_view, 1)
        self.first_turn_label = _wrapping()
        top_layout.addWidget(self.first_turn_label)
        bottom = QWidget(factions)
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        self.matchup_label = _wrapping()
        bottom_layout.addWidget(self.matchup_label)
        self.matchup_view = QTableView(bottom)
        self.matchup_view.setObjectName("matchupView")
        self.matchup_view.setModel(self.matchup_model)
        self.matchup_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.matchup_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        bottom_layout.addWidget(self.matchup_view, 1)
        factions.addWidget(top_part)
        factions.addWidget(bottom)
        self.tabs.addTab(factions, "")

        # Luck, or why not.
        self.luck_stack = QStackedWidget(self.tabs)
        self.luck_view, self.luck_proxy = _table_view(self.luck_stack, self.luck_model)
        self.luck_view.setObjectName("luckView")
        self.luck_hidden = _wrapping()
        self.luck_hidden.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.luck_stack.addWidget(self.luck_view)
        self.luck_stack.addWidget(self.luck_hidden)
        self.tabs.addTab(self.luck_stack, "")

        self.connection_label = QLabel(self)
        self.connection_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addWidget(self.connection_label, 1)
        self.updated_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.updated_label)
        self.event_combo.activated.connect(self._event_chosen)
        self.round_combo.activated.connect(self._round_chosen)

    def _action(self, name: str, slot: Callable[[], Any], shortcut: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _create_actions(self) -> None:
        self.print_standings_action = self._action(
            "printStandings",
            lambda: self.print_preview(report.STANDINGS),
            QKeySequence.StandardKey.Print,
        )
        self.print_results_action = self._action(
            "printResults", lambda: self.print_preview(report.ROUND_RESULTS), "Ctrl+Shift+P"
        )
        self.pdf_standings_action = self._action(
            "pdfStandings", lambda: self.export_pdf_dialog(report.STANDINGS), "Ctrl+E"
        )
        self.pdf_results_action = self._action(
            "pdfResults", lambda: self.export_pdf_dialog(report.ROUND_RESULTS), "Ctrl+Shift+E"
        )
        self.open_game_action = self._action("openGame", self.open_selected_game, "Ctrl+O")
        self.refresh_action = self._action(
            "refresh", lambda: self.bridge.feed.refresh(), QKeySequence.StandardKey.Refresh
        )
        self.close_action = self._action("close", self.close, QKeySequence.StandardKey.Close)
        self.file_menu = self.menuBar().addMenu("")
        for action in (
            self.print_standings_action,
            self.print_results_action,
            self.pdf_standings_action,
            self.pdf_results_action,
        ):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.open_game_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.addAction(self.refresh_action)

    # ------------------------------------------------------------------ words
    def retranslateUi(self) -> None:
        self.event_label.setText(translate("Organiser", "&Event:"))
        self.round_label.setText(translate("Organiser", "&Round:"))
        for i, text in enumerate(
            (
                translate("Organiser", "Round &board"),
                translate("Organiser", "&Standings"),
                translate("Organiser", "&Factions"),
                translate("Organiser", "&Luck"),
            )
        ):
            self.tabs.setTabText(i, text)
        self.file_menu.setTitle(translate("Organiser", "&File"))
        self.view_menu.setTitle(translate("Organiser", "&View"))
        self.print_standings_action.setText(translate("Organiser", "&Print Standings…"))
        self.print_results_action.setText(translate("Organiser", "Print Round &Results…"))
        self.pdf_standings_action.setText(translate("Organiser", "Export Standings as P&DF…"))
        self.pdf_results_action.setText(translate("Organiser", "Export Round Results as PD&F…"))
        self.open_game_action.setText(translate("Organiser", "&Open the Table's Game File"))
        self.refresh_action.setText(translate("Organiser", "&Read Again"))
        self.close_action.setText(translate("Organiser", "&Close"))
        self.open_button.setText(translate("Organiser", "Open the table's game file in Adjutant"))
        self.matchup_label.setText(
            translate(
                "Organiser",
                "Faction against faction (the row's results against the column's; mirrors left out)",
            )
        )
        self.luck_hidden.setText(translate("Organiser", "The event's settings hide luck."))
        for model in (self.board_model, self.standings_model, self.factions_model, self.luck_model):
            model.retranslate()
        self._fill_rounds()
        self._show_texts()
        self.show_status(self.status)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _show_texts(self) -> None:
        snap = self.snapshot
        name = snap.event.name if snap is not None and snap.event is not None else None
        self.setWindowTitle(
            translate("Organiser", "{event} — Adjutant organiser").format(event=name)
            if name
            else translate("Organiser", "Adjutant organiser")
        )
        if snap is None or snap.event is None:
            self.summary.setText(
                translate("Organiser", "Reading the event archive…")
                if snap is None
                else translate("Organiser", "No event yet")
            )
            for label in (self.scoring_label, self.tiebreak_label, self.first_turn_label):
                label.setText("")
            return
        settings = snap.event.settings
        done = sum(1 for t in snap.tiles if t.state == "confirmed")
        text = translate(
            "Organiser", "Round {round} of {rounds}: {done} of {tables} tables confirmed"
        ).format(round=snap.round, rounds=settings.rounds, done=done, tables=len(snap.tiles))
        if not snap.event.defined:
            text += " · " + translate("Organiser", "not set up by the organiser: default scoring")
        self.summary.setText(text)
        self.scoring_label.setText(scoring_text(settings))
        self.tiebreak_label.setText(tiebreak_text(settings))
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
        self._update_open_button()

    def _fill_rounds(self) -> None:
        """The round chooser: "Current (N)" and each round; refilled only when its items
        change (a snapshot that changes nothing leaves an open list open)."""
        snap = self.snapshot
        rounds = snap.event.settings.rounds if snap is not None and snap.event else 1
        current = snap.current_round if snap is not None else 1
        items = [(translate("Organiser", "Current ({round})").format(round=current), None)]
        items += [
            (translate("Organiser", "Round {round}").format(round=number), number)
            for number in range(1, max(rounds, current) + 1)
        ]
        combo = self.round_combo
        shown = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
        self._filling = True
        if shown != items:
            combo.clear()
            for text, number in items:
                combo.addItem(text, number)
        index = combo.findData(self._round) if self._round is not None else 0
        combo.setCurrentIndex(max(0, index))
        self._filling = False

    # ------------------------------------------------------------------ live
    def show_snapshot(self, snap) -> None:
        """A new snapshot: every model follows it by rows."""
        self.snapshot = snap
        self.board_model.set_tiles(snap.tiles, snap.server_now, snap.taken_at)
        self.standings_model.sync(snap.standings)
        self.factions_model.sync(snap.factions)
        self.matchup_model.set_matchups(snap.matchups)
        if snap.luck is None:
            self.luck_model.clear()
            self.luck_stack.setCurrentWidget(self.luck_hidden)
        else:
            self.luck_model.sync(snap.luck)
            self.luck_stack.setCurrentWidget(self.luck_view)
        self._filling = True
        names = list(snap.events)
        if [self.event_combo.itemText(i) for i in range(self.event_combo.count())] != names:
            self.event_combo.clear()
            self.event_combo.addItems(names)
        if snap.event is not None:
            self.event_combo.setCurrentIndex(self.event_combo.findText(snap.event.name))
            self._event = snap.event.name
        self._filling = False
        self._fill_rounds()
        self._show_texts()
        self._tile_selected()
        self.updated_label.setText(
            translate("Organiser", "Updated {time}").format(
                time=QTime.currentTime().toString("HH:mm:ss")
            )
        )

    def show_status(self, status) -> None:
        self.status = status
        if status is None:
            self.connection_label.setText(
                translate("Organiser", "Connecting to the event archive…")
            )
            return
        if status.state == "live":
            text = (
                translate("Organiser", "Live: reading as the archive's viewer (read-only)")
                if status.as_viewer
                else translate("Organiser", "Live: read-only session")
            )
        elif status.state == "connecting":
            text = translate("Organiser", "Connecting to the event archive…")
        elif status.state == "lost":
            text = translate("Organiser", "Connection lost, trying again: {reason}").format(
                reason=status.message
            )
        else:
            text = translate("Organiser", "The event archive refused: {reason}").format(
                reason=status.message
            )
        self.connection_label.setText(text)

    def _event_chosen(self, index: int) -> None:
        if self._filling or index < 0:
            return
        self._event = self.event_combo.itemText(index)
        self._round = None
        self.bridge.follow(self._event, None)

    def _round_chosen(self, index: int) -> None:
        if self._filling or index < 0:
            return
        self._round = self.round_combo.itemData(index)
        self.bridge.follow(self._event, self._round)

    # ------------------------------------------------------------------ the board's tile
    def selected_tile(self):
        index = self.board_view.currentIndex()
        return index.data(RowRole) if index.isValid() else None

    def _tile_selected(self, *_args: object) -> None:
        tile = self.selected_tile()
        pair = None
        if tile is not None and self.snapshot is not None:
            pair = next((p for p in self.snapshot.pairs if p.game_uuid == tile.game_uuid), None)
        self.pair_view.show_pair(pair, tile.table_no if tile is not None else None)
        self._update_open_button()

    def _update_open_button(self) -> None:
        tile = self.selected_tile()
        can = tile is not None and tile.has_file
        self.open_button.setEnabled(can)
        self.open_game_action.setEnabled(can)
        if tile is not None and tile.game_uuid and not tile.has_file:
            self.open_button.setToolTip(
                translate("Organiser", "The table has not sent its game file yet")
            )
        else:
            self.open_button.setToolTip("")

    def open_selected_game(self) -> None:
        tile = self.selected_tile()
        if tile is None or not tile.has_file or tile.game_uuid is None:
            return
        self.statusBar().showMessage(
            translate("Organiser", "Fetching the game file of table {table}…").format(
                table=tile.table_no
            ),
            5000,
        )
        self.bridge.request_file(tile.game_uuid)

    def _file_arrived(self, reply) -> None:
        from adjutant.archive.reading import GameFileError, copy_name, save_copy

        if reply.copy is None:
            self._warn(
                translate(
                    "Organiser", "The game file could not be taken from the archive: {reason}"
                ).format(reason=reply.error)
            )
            return
        tile = next(
            (
                t
                for t in (self.snapshot.tiles if self.snapshot else ())
                if t.game_uuid == reply.game_uuid
            ),
            None,
        )
        event = self.snapshot.event.name if self.snapshot and self.snapshot.event else None
        name = copy_name(
            event,
            tile.round if tile else None,
            tile.table_no if tile else reply.copy.table_no,
            reply.game_uuid,
        )
        folder = self.games_folder or self._default_folder()
        try:
            path = save_copy(reply.copy, folder, name)
        except (GameFileError, OSError) as exc:
            self._warn(
                translate("Organiser", "The game file could not be saved: {reason}").format(
                    reason=str(exc)
                )
            )
            return
        self._opened.append(path)
        if self.open_game is not None:
            self.open_game(path)
        else:
            self.statusBar().showMessage(
                translate("Organiser", "Saved {path}").format(path=str(path)), 8000
            )

    @staticmethod
    def _default_folder() -> Path:
        from adjutant.windows.settings import documents_dir

        return documents_dir() / "Event archive"

    def _warn(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("Organiser", "Adjutant organiser"),
            text,
            parent=self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ------------------------------------------------------------------ paper
    def _ready_for_paper(self) -> bool:
        if self.snapshot is None or self.snapshot.event is None:
            self._warn(translate("Organiser", "There is no event to print yet."))
            return False
        return True

    def print_preview(self, kind: str) -> None:
        if not self._ready_for_paper():
            return
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(report.layout())
        snapshot = self.snapshot
        dialog = QPrintPreviewDialog(printer, self)
        dialog.paintRequested.connect(lambda device: report.paint(snapshot, kind, device))
        dialog.exec()

    def export_pdf(self, kind: str, path: str | Path) -> int:
        """Write the standings or the round's results (``kind``) as a PDF; pages."""
        return report.write_pdf(self.snapshot, kind, path)

    def export_pdf_dialog(self, kind: str) -> None:
        if not self._ready_for_paper():
            return
        event = self.snapshot.event.name
        suggested = (
            translate("Organiser", "{event} standings").format(event=event)
            if kind == report.STANDINGS
            else translate("Organiser", "{event} round {round}").format(
                event=event, round=self.snapshot.round
            )
        )
        folder = self._default_folder()
        path, _filter = QFileDialog.getSaveFileName(
            self,
            translate("Organiser", "Export as PDF"),
            str(folder / f"{suggested}.pdf"),
            translate("Organiser", "PDF files (*.pdf)"),
        )
        if not path:
            return
        try:
            pages = self.export_pdf(kind, path)
        except OSError as exc:
            self._warn(
                translate("Organiser", "The PDF could not be written: {reason}").format(
                    reason=str(exc)
                )
            )
            return
        self.statusBar().showMessage(
            plurals().pages_written(pages).format(path=path),
            8000,
        )

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._sized:  # the tiles take two thirds of the width at first
            self._sized = True
            width = max(1, self.board_splitter.width())
            self.board_splitter.setSizes([width * 2 // 3, width - width * 2 // 3])

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        self.ticker.stop()
        self.bridge.close()
        super().closeEvent(event)


__all__ = ["OrganiserWindow"]

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

The window is the feed's wiring and the parts it feeds (issue 23: split by what each is
for): it owns the item models and the live feed, the event and round choosers, the
summary line, the status bar and the menus; the tabs are :mod:`.tabs`, a table's game
file fetched and opened is :mod:`.table_files`, print and PDF are :mod:`.paper`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTime, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.organiser_models import (
    BoardModel,
    FactionsModel,
    LuckModel,
    MatchupModel,
    StandingsModel,
)
from adjutant.windows.organiser import report
from adjutant.windows.organiser.live import FeedBridge
from adjutant.windows.organiser.paper import OrganiserPaper
from adjutant.windows.organiser.table_files import TableGameFiles
from adjutant.windows.organiser.tabs import FactionsTab, LuckTab, RoundBoardTab, StandingsTab

if TYPE_CHECKING:
    from adjutant.archive.reading import FeedStatus, Snapshot
    from adjutant.archive.urls import ConnectionLine

# How often the board's "minutes ago" move on (ms): words, not a read of the server.
TICK_MS = 20_000
translate = QCoreApplication.translate


class OrganiserWindow(QMainWindow):
    """See the module docstring. ``open_game`` opens a game file in Adjutant (the main
    window's, or a new one); ``games_folder`` is where copies from the archive go. The tabs
    are ``round_board``, ``standings``, ``factions`` and ``luck``."""

    def __init__(
        self,
        url: str | ConnectionLine,
        *,
        event: str | None = None,
        round_no: int | None = None,
        open_game: Callable[[Path], object] | None = None,
        games_folder: Path | None = None,
        parent: QWidget | None = None,
        start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("organiserWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.open_game = open_game
        self.games_folder = games_folder
        self.snapshot: Snapshot | None = None
        self.status: FeedStatus | None = None
        self._event = event
        self._round = round_no
        self._filling = False
        self.board_model = BoardModel(self)
        self.standings_model = StandingsModel(self)
        self.factions_model = FactionsModel(self)
        self.matchup_model = MatchupModel(self)
        self.luck_model = LuckModel(self)
        self._build()
        self.paper = OrganiserPaper(self)
        self._create_actions()
        self.bridge = FeedBridge(url, event, round_no, self)
        self.bridge.snapshot.connect(self.show_snapshot)
        self.bridge.status.connect(self.show_status)
        self.table_files = TableGameFiles(self)
        self.round_board.tileSelected.connect(self._tile_selected)
        self.round_board.openRequested.connect(self.open_selected_game)
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

        self.round_board = RoundBoardTab(self.board_model, self.tabs)
        self.tabs.addTab(self.round_board, "")
        self.standings = StandingsTab(self.standings_model, self.tabs)
        self.tabs.addTab(self.standings, "")
        self.factions = FactionsTab(self.factions_model, self.matchup_model, self.tabs)
        self.tabs.addTab(self.factions, "")
        self.luck = LuckTab(self.luck_model, self.tabs)
        self.tabs.addTab(self.luck, "")

        self.connection_label = QLabel(self)
        self.connection_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addWidget(self.connection_label, 1)
        self.updated_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.updated_label)
        self.event_combo.activated.connect(self._event_chosen)
        self.round_combo.activated.connect(self._round_chosen)

    def _action(
        self,
        name: str,
        slot: Callable[[], object],
        shortcut: str | QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _create_actions(self) -> None:
        paper = self.paper
        self.print_standings_action = self._action(
            "printStandings",
            lambda: paper.print_preview(report.STANDINGS),
            QKeySequence.StandardKey.Print,
        )
        self.print_results_action = self._action(
            "printResults", lambda: paper.print_preview(report.ROUND_RESULTS), "Ctrl+Shift+P"
        )
        self.pdf_standings_action = self._action(
            "pdfStandings", lambda: paper.export_pdf_dialog(report.STANDINGS), "Ctrl+E"
        )
        self.pdf_results_action = self._action(
            "pdfResults", lambda: paper.export_pdf_dialog(report.ROUND_RESULTS), "Ctrl+Shift+E"
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
        self.round_board.retranslateUi()
        self.factions.retranslateUi()
        self.luck.retranslateUi()
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
            self.standings.show_settings(None)
            self.factions.show_first_turn(None)
            return
        settings = snap.event.settings
        done = sum(1 for t in snap.tiles if t.state == "confirmed")
        text = translate(
            "Organiser", "Round {round} of {rounds}: {done} of {tables} tables confirmed"
        ).format(round=snap.round, rounds=settings.rounds, done=done, tables=len(snap.tiles))
        if not snap.event.defined:
            text += " · " + translate("Organiser", "not set up by the organiser: default scoring")
        self.summary.setText(text)
        self.standings.show_settings(settings)
        self.factions.show_first_turn(snap)
        self._update_open_button()

    def _fill_rounds(self) -> None:
        """The round chooser: "Current (N)" and each round; refilled only when its items
        change (a snapshot that changes nothing leaves an open list open)."""
        snap = self.snapshot
        rounds = snap.event.settings.rounds if snap is not None and snap.event else 1
        current = snap.current_round if snap is not None else 1
        items: list[tuple[str, int | None]] = [
            (translate("Organiser", "Current ({round})").format(round=current), None)
        ]
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
    def show_snapshot(self, snap: Snapshot) -> None:
        """A new snapshot: every model follows it by rows."""
        self.snapshot = snap
        self.board_model.set_tiles(snap.tiles, snap.server_now, snap.taken_at)
        self.standings_model.sync(snap.standings)
        self.factions_model.sync(snap.factions)
        self.matchup_model.set_matchups(snap.matchups)
        if snap.luck is None:
            self.luck_model.clear()
        else:
            self.luck_model.sync(snap.luck)
        self.luck.show_luck(snap.luck is not None)
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

    def show_status(self, status: FeedStatus | None) -> None:
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
    def _tile_selected(self) -> None:
        self.round_board.show_pair(self.snapshot)
        self._update_open_button()

    def _update_open_button(self) -> None:
        self.open_game_action.setEnabled(self.round_board.update_open_button())

    def open_selected_game(self) -> None:
        """Fetch the selected table's game file and open it in Adjutant."""
        self.table_files.open_selected()

    def export_pdf(self, kind: str, path: str | Path) -> int:
        """Write the standings or the round's results (``kind``) as a PDF; pages."""
        return self.paper.export_pdf(kind, path)

    def warn(self, text: str) -> None:
        """A warning box, its text plain (it may quote the server or a file's name)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("Organiser", "Adjutant organiser"),
            text,
            parent=self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ------------------------------------------------------------------ showing, closing
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.round_board.share_once()  # the tiles take two thirds of the width at first

    def closeEvent(self, event: QCloseEvent) -> None:
        self.ticker.stop()
        self.bridge.close()
        super().closeEvent(event)


__all__ = ["OrganiserWindow"]

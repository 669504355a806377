"""The turn bar: turn number, active side and phase; Next phase / Next turn; dice mode.

For the main window (issue 9; DESIGN.md "Turn flow": turn -> side -> phase).
Both buttons and the dice mode selector change the game through
``adjutant.undo.run_service`` with the store's ``advance_phase`` / ``next_turn`` /
``set_dice_mode`` services, so each is one undoable step, on disk at once.
``TurnBar.next_phase_action`` and ``next_turn_action`` are shared with the
Turn menu.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar, QWidget

from adjutant.qtmodels.document import GameDocument
from adjutant.undo.service import run_service


class TurnBar(QToolBar):
    #: A service refused (a store error): the main window shows it.
    failed = Signal(object)

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBar")
        self.setMovable(True)
        self._document = document
        self._info: Any = None
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.side_label = QLabel()
        self.side_label.setObjectName("sideLabel")
        self.side_label.setTextFormat(Qt.TextFormat.PlainText)  # a side's name is text (issue 16)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("phaseLabel")
        for label in (self.turn_label, self.side_label, self.phase_label):
            label.setContentsMargins(6, 0, 6, 0)
        self.next_phase_action = QAction(self)
        self.next_phase_action.setObjectName("nextPhase")
        self.next_phase_action.setShortcut(QKeySequence("F8"))
        self.next_turn_action = QAction(self)
        self.next_turn_action.setObjectName("nextTurn")
        self.next_turn_action.setShortcut(QKeySequence("Shift+F8"))
        self._dice_label = QLabel()
        self.dice_mode = QComboBox()
        self.dice_mode.setObjectName("diceMode")
        self.dice_mode.addItem("", "virtual")
        self.dice_mode.addItem("", "physical")
        self._dice_label.setBuddy(self.dice_mode)
        self.addWidget(self.turn_label)
        self.addWidget(self.side_label)
        self.addWidget(self.phase_label)
        self.addSeparator()
        self.addAction(self.next_phase_action)
        self.addAction(self.next_turn_action)
        self.addSeparator()
        self.addWidget(self._dice_label)
        self.addWidget(self.dice_mode)
        self.next_phase_action.triggered.connect(self.next_phase)
        self.next_turn_action.triggered.connect(self.next_turn)
        self.dice_mode.activated.connect(self._dice_mode_chosen)
        document.opened.connect(self.refresh)
        document.closed.connect(self.refresh)
        document.changed.connect(self._on_changed)
        self.retranslateUi()
        self.refresh()

    # -- actions ---------------------------------------------------------------------------
    def _run(self, label: str, service_name: str, *args: Any) -> None:
        if not self._document.is_open:
            return
        from adjutant.store import StoreError, services

        try:
            run_service(self._document, label, getattr(services, service_name), *args)
        except (StoreError, ValueError) as exc:
            self.failed.emit(exc)

    def next_phase(self) -> None:
        """Advance to the next phase (after "end": the other side, then the next turn)."""
        self._run(self.tr("Next phase"), "advance_phase")

    def next_turn(self) -> None:
        self._run(self.tr("Next turn"), "next_turn")

    def _dice_mode_chosen(self, _index: int) -> None:
        mode = self.dice_mode.currentData()
        if self._info is not None and mode != self._info.dice_mode:
            self._run(self.tr("Change dice mode"), "set_dice_mode", mode)

    # -- display ---------------------------------------------------------------------------
    def _on_changed(self, change: Any) -> None:
        if change is None or change.touches("game") or change.touches("sides"):
            self.refresh()

    def refresh(self) -> None:
        game = self._document.game
        if game is None:
            self._info = None
        else:
            from adjutant.store import queries

            self._info = queries.game_info(game)
        is_open = self._info is not None
        for action in (self.next_phase_action, self.next_turn_action):
            action.setEnabled(is_open)
        self.dice_mode.setEnabled(is_open)
        self._show()

    def _show(self) -> None:
        info = self._info
        if info is None:
            self.turn_label.setText(self.tr("No game open"))
            self.side_label.clear()
            self.phase_label.clear()
            return
        # The log model (fractions, dataclasses) is not needed before a game is open (issue 9).
        from adjutant.qtmodels.log_model import phase_name

        self.turn_label.setText(self.tr("Turn {turn}").format(turn=info.turn))
        self.side_label.setText(f"▸ {info.active_side_name or ''}")
        self.phase_label.setText(
            "▸ " + self.tr("{phase} phase").format(phase=phase_name(info.phase))
        )
        at = self.dice_mode.findData(info.dice_mode)
        if at >= 0:
            self.dice_mode.setCurrentIndex(at)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Turn bar"))
        self.next_phase_action.setText(self.tr("Next &phase"))
        self.next_phase_action.setToolTip(
            self.tr("Go to the next phase ({key})").format(
                key=self.next_phase_action.shortcut().toString(
                    QKeySequence.SequenceFormat.NativeText
                )
            )
        )
        self.next_turn_action.setText(self.tr("Next &turn"))
        self.next_turn_action.setToolTip(
            self.tr("Go straight to the next turn ({key})").format(
                key=self.next_turn_action.shortcut().toString(
                    QKeySequence.SequenceFormat.NativeText
                )
            )
        )
        self._dice_label.setText(self.tr("Dice:"))
        self.dice_mode.setItemText(0, self.tr("Virtual"))
        self.dice_mode.setItemText(1, self.tr("Physical"))
        self.dice_mode.setToolTip(
            self.tr("The game's default dice: rolled by Adjutant or at the table")
        )
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

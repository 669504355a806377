"""The turn bar: turn number, active side and phase; Next phase / Next turn; dice mode.

For the main window (issue 9; DESIGN.md "Turn flow": turn -> side -> phase).
Both buttons and the dice mode selector change the game through
``adjutant.undo.run_service`` with the store's ``advance_phase`` / ``next_turn`` /
``set_dice_mode`` services, so each is one undoable step, on disk at once.
``TurnBar.next_phase_action`` and ``next_turn_action`` are shared with the
Turn menu.

Issue 15: the phase is said in the player's words, bold ("Charge phase", with what it
is for on hover); Next phase (F8) is a prominent button that names where it goes
("Next: Movement", "Next: Red's turn", "Next: turn 2"), stepping through the phases the
game's ruleset has (``store.format.phases.game_phases``); the side's name is cut to fit, whole
on hover.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QSizePolicy,
    QStyle,
    QToolBar,
    QToolButton,
    QWidget,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.document import GameDocument
from adjutant.undo.service import run_service
from adjutant.windows.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from adjutant.store import Change
    from adjutant.store.read.queries import GameInfo

#: The side's name is cut beyond this many pixels (a 1024 px window keeps the bar whole).
SIDE_MAX_PX = 220
#: What each phase is for, shown on hover of the phase (RULES.md sections).
PHASE_HINTS = {
    "command": QT_TRANSLATE_NOOP(
        "TurnBar", "Token changes and control tests, reckless rolls (CMD-3, CMD-8)"
    ),
    "charge": QT_TRANSLATE_NOOP("TurnBar", "Charges are declared and rolled (CHG-1)"),
    "movement": QT_TRANSLATE_NOOP(
        "TurnBar", "Units move on the battlefield; figures move on the hexes (GLAD-1)"
    ),
    "melee": QT_TRANSLATE_NOOP("TurnBar", "Melees, odds combats and gladiator attacks"),
    "end": QT_TRANSLATE_NOOP("TurnBar", "The side's turn is over"),
}


class TurnBar(QToolBar):
    #: A service refused (a store error): the main window shows it.
    failed = Signal(object)

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBar")
        self.setMovable(True)
        self._document = document
        self._info: GameInfo | None = None
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.side_label = ElidedLabel()
        self.side_label.setObjectName("sideLabel")
        self.side_label.setMaximumWidth(SIDE_MAX_PX)
        # Its whole width when there is room (a tool bar gives an "Ignored" label none).
        self.side_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("phaseLabel")
        self.phase_label.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.phase_label.font()
        bold.setBold(True)
        self.phase_label.setFont(bold)
        for label in (self.turn_label, self.side_label, self.phase_label):
            label.setContentsMargins(6, 0, 6, 0)
        self.next_phase_action = QAction(self)
        self.next_phase_action.setObjectName("nextPhase")
        self.next_phase_action.setShortcut(QKeySequence("F8"))
        self.next_phase_action.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MediaSkipForward)
        )
        self.next_turn_action = QAction(self)
        self.next_turn_action.setObjectName("nextTurn")
        self.next_turn_action.setShortcut(QKeySequence("Shift+F8"))
        self._dice_label = QLabel()
        self.dice_mode = QComboBox()
        self.dice_mode.setObjectName("diceMode")
        self.dice_mode.addItem("", "virtual")
        self.dice_mode.addItem("", "physical")
        # Its width follows its texts in every language (issue 22: "Виртуал", "Virtuales"
        # were cut after a switch from English, the width of the first show kept).
        self.dice_mode.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._dice_label.setBuddy(self.dice_mode)
        self.addWidget(self.turn_label)
        self.addWidget(self.side_label)
        self.addWidget(self.phase_label)
        self.addSeparator()
        self.addAction(self.next_phase_action)
        # The step players take most: a wide, bold button with its words, not an icon.
        self.next_phase_button = self.widgetForAction(self.next_phase_action)
        if isinstance(self.next_phase_button, QToolButton):
            self.next_phase_button.setObjectName("nextPhaseButton")
            self.next_phase_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            self.next_phase_button.setFont(bold)
            self.next_phase_button.setAutoRaise(False)
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
    def _run(self, label: str, service_name: str, *args: object) -> None:
        if not self._document.is_open:
            return
        from adjutant.store import StoreError
        from adjutant.store.services import edits as services

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
    def _on_changed(self, change: Change | None) -> None:
        if change is None or change.touches("game") or change.touches("sides"):
            self.refresh()

    def refresh(self) -> None:
        game = self._document.game
        if game is None:
            self._info = None
        else:
            from adjutant.store.read import queries

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
            self.side_label.set_full_text("")
            self.phase_label.clear()
            self.phase_label.setToolTip("")
            self._name_next_phase(None)
            return
        # The log model (fractions, dataclasses) is not needed before a game is open (issue 9).
        from adjutant.qtmodels.log_model import phase_name

        self.turn_label.setText(self.tr("Turn {turn}").format(turn=info.turn))
        self.side_label.set_full_text(f"▸ {info.active_side_name or ''}")
        self.phase_label.setText(
            "▸ " + self.tr("{phase} phase").format(phase=phase_name(info.phase))
        )
        hint = PHASE_HINTS.get(info.phase)
        self.phase_label.setToolTip(QCoreApplication.translate("TurnBar", hint) if hint else "")
        self._name_next_phase(info)
        at = self.dice_mode.findData(info.dice_mode)
        if at >= 0:
            self.dice_mode.setCurrentIndex(at)

    def next_phase_text(self, info: GameInfo) -> str:
        """Where Next phase goes from ``info`` (a ``GameInfo``), in the player's words: the
        next phase ("Charge"), the other side's turn, or the next turn."""
        from adjutant.qtmodels.log_model import phase_name
        from adjutant.store.format.phases import game_phases, next_phase
        from adjutant.store.read import queries

        phases = game_phases(info.ruleset)
        following = next_phase(info.phase, phases)
        if following is not None:
            return phase_name(following)
        game = self._document.game
        sides = queries.order_of_battle(game).sides if game is not None else ()
        ids = [side.id for side in sides]
        at = ids.index(info.active_side_id) if info.active_side_id in ids else len(ids)
        if at + 1 < len(sides):
            return self.tr("{side} to play").format(side=sides[at + 1].name)
        return self.tr("Turn {turn}").format(turn=info.turn + 1)

    def _name_next_phase(self, info: GameInfo | None) -> None:
        key = self.next_phase_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if info is None:
            self.next_phase_action.setText(self.tr("Next &phase"))
            self.next_phase_action.setToolTip(
                self.tr("Go to the next phase ({key})").format(key=key)
            )
            return
        where = self.next_phase_text(info)
        self.next_phase_action.setText(self.tr("&Next: {where}").format(where=where))
        self.next_phase_action.setToolTip(
            self.tr("Go to the next phase: {where} ({key})").format(where=where, key=key)
        )

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Turn bar"))
        self.next_phase_action.setProperty("shortcutText", self.tr("Next phase"))
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

"""Game → Match Record…: the record both players confirm, its slip and its exports (issue 24).

For ``windows.record.menu`` (the main window's Game menu opens it) and tests.
:class:`MatchRecordDialog` shows the open
game's record through ``qtmodels.record_models`` and changes it only through the
store's services, each an undoable command (``undo.service.run_service``):

- the fields (event, round, table, scenario, points limit; each player's name, code,
  faction, who went first, victory points per round, a result the points do not
  decide; the end reason) are edited here and written together by Save (Ctrl+S, or
  Enter in a field): one action, one undo step. A refused value is named in the notice
  line and its field gets the focus; nothing is written;
- Confirm as player 1… / 2… asks the player's PIN (hidden); Dispute… asks who and why;
- a change after confirming clears both confirmations: the notice line says so (also
  when a roll or a new turn in the game changed the record);
- the slip: Print Preview…, Print…, Export Slip as PDF…; the record: Export Record…
  (JSON or CSV).

Keyboard first: every field has a mnemonic, the tab order follows the form, the victory
points table edits with the keyboard (Insert adds a round, Delete removes the last).
User strings are shown as plain text.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.record_models import LuckModel, RecordModel, VictoryPointsModel
from adjutant.qtmodels.record_text import END_REASONS, RESULTS, STATES, player_label, word
from adjutant.store.record.values import (
    END_REASONS as END_REASON_VALUES,
)
from adjutant.store.record.values import (
    MAX_CODE,
    MAX_POINTS_LIMIT,
    MAX_ROUND,
    MAX_TABLE,
)
from adjutant.undo.service import run_service

#: The result box's choices: (player 1's entered result, player 2's) — None: the points.
RESULT_CHOICES = (None, "win", "draw", "loss")


class _PlayerFields:
    """One player's column of the form."""

    def __init__(self, number: int, parent: QWidget) -> None:
        self.number = number
        self.name = QLineEdit(parent)
        self.name.setMaxLength(200)
        self.name.setObjectName(f"player{number}Name")
        self.code = QLineEdit(parent)
        self.code.setMaxLength(MAX_CODE)
        self.code.setObjectName(f"player{number}Code")
        self.faction = QLineEdit(parent)
        self.faction.setMaxLength(200)
        self.faction.setObjectName(f"player{number}Faction")
        self.from_list = QPushButton(parent)
        self.from_list.setObjectName(f"player{number}FromList")
        self.side = QLabel(parent)
        self.side.setTextFormat(Qt.TextFormat.PlainText)
        self.total = QLabel(parent)
        self.result = QLabel(parent)
        self.confirmation = QLabel(parent)
        self.confirmation.setTextFormat(Qt.TextFormat.PlainText)
        self.confirm = QPushButton(parent)
        self.confirm.setObjectName(f"confirmPlayer{number}")


class MatchRecordDialog(QDialog):
    """The open game's match record; see the module's docstring."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchRecordDialog")
        self.document = document
        self.model = RecordModel(document, self)
        self.vp_model = VictoryPointsModel(self)
        self.luck_model = LuckModel(self)
        self._filling = False
        self.dirty = False
        self._preview_printer: Any = None  # outlives the preview dialog that paints on it
        self._build()
        self.model.recordChanged.connect(self._from_record)
        self.model.failed.connect(self.show_notice)
        self.document.changed.connect(self._after_change)
        self.vp_model.edited.connect(self._edited)
        self.retranslateUi()
        self._from_record()

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        self.state_label = QLabel(self)
        self.state_label.setObjectName("recordState")
        self.notice = QLabel(self)
        self.notice.setObjectName("recordNotice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setWordWrap(True)

        self.event_box = QGroupBox(self)
        self.event_name = QLineEdit(self)
        self.event_name.setMaxLength(200)
        self.event_name.setObjectName("eventName")
        self.round_box = self._spin(MAX_ROUND, "eventRound")
        self.table_box = self._spin(MAX_TABLE, "eventTable")
        self.scenario = QLineEdit(self)
        self.scenario.setMaxLength(200)
        self.scenario.setObjectName("scenario")
        self.points_box = self._spin(MAX_POINTS_LIMIT, "pointsLimit")
        self.points_box.setSingleStep(50)
        self.event_labels = [QLabel(self) for _ in range(5)]
        event_grid = QGridLayout(self.event_box)
        places = ((0, 0), (0, 2), (0, 4), (1, 0), (1, 2))
        fields = (self.event_name, self.round_box, self.table_box, self.scenario, self.points_box)
        for label, field, (row, column) in zip(self.event_labels, fields, places, strict=True):
            label.setBuddy(field)
            event_grid.addWidget(label, row, column)
            event_grid.addWidget(field, row, column + 1, 1, 3 if row == 1 and column == 2 else 1)
        event_grid.setColumnStretch(1, 1)

        self.players_box = QGroupBox(self)
        grid = QGridLayout(self.players_box)
        self.players = (_PlayerFields(1, self), _PlayerFields(2, self))
        self.player_headers = [QLabel(self) for _ in self.players]
        self.row_labels = [QLabel(self) for _ in range(6)]
        for column, (p, head) in enumerate(zip(self.players, self.player_headers, strict=True), 1):
            head.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(head, 0, column)
            faction = QHBoxLayout()
            faction.addWidget(p.faction, 1)
            faction.addWidget(p.from_list)
            grid.addWidget(p.name, 1, column)
            grid.addWidget(p.code, 2, column)
            grid.addLayout(faction, 3, column)
            grid.addWidget(p.side, 4, column)
            score = QHBoxLayout()
            score.addWidget(p.total)
            score.addWidget(p.result, 1)
            grid.addLayout(score, 5, column)
            confirm = QHBoxLayout()
            confirm.addWidget(p.confirmation, 1)
            confirm.addWidget(p.confirm)
            grid.addLayout(confirm, 6, column)
        for row, label in enumerate(self.row_labels, 1):
            grid.addWidget(label, row, 0)
        self.row_labels[0].setBuddy(self.players[0].name)
        self.row_labels[1].setBuddy(self.players[0].code)
        self.row_labels[2].setBuddy(self.players[0].faction)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)

        self.outcome_box = QGroupBox(self)
        outcome = QHBoxLayout(self.outcome_box)
        self.first_combo = QComboBox(self)
        self.first_combo.setObjectName("wentFirst")
        self.result_combo = QComboBox(self)
        self.result_combo.setObjectName("enteredResult")
        self.end_combo = QComboBox(self)
        self.end_combo.setObjectName("endReason")
        self.outcome_labels = [QLabel(self) for _ in range(3)]
        for label, field in zip(
            self.outcome_labels, (self.first_combo, self.result_combo, self.end_combo), strict=True
        ):
            label.setBuddy(field)
            outcome.addWidget(label)
            outcome.addWidget(field, 1)

        self.vp_box = QGroupBox(self)
        vp = QVBoxLayout(self.vp_box)
        self.vp_view = QTableView(self)
        self.vp_view.setObjectName("victoryPoints")
        self.vp_view.setModel(self.vp_model)
        self.vp_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.vp_view.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.vp_view.setTabKeyNavigation(False)  # Tab leaves the table, arrows move inside
        self.vp_view.setMinimumHeight(120)
        vp.addWidget(self.vp_view)
        vp_buttons = QHBoxLayout()
        self.add_round_button = QPushButton(self)
        self.add_round_button.setObjectName("addRound")
        self.remove_round_button = QPushButton(self)
        self.remove_round_button.setObjectName("removeRound")
        vp_buttons.addWidget(self.add_round_button)
        vp_buttons.addWidget(self.remove_round_button)
        vp_buttons.addStretch(1)
        vp.addLayout(vp_buttons)
        QShortcut(QKeySequence(Qt.Key.Key_Insert), self.vp_view, self.add_round).setContext(
            Qt.ShortcutContext.WidgetShortcut
        )
        QShortcut(QKeySequence(Qt.Key.Key_Delete), self.vp_view, self.remove_round).setContext(
            Qt.ShortcutContext.WidgetShortcut
        )

        self.luck_box = QGroupBox(self)
        luck = QVBoxLayout(self.luck_box)
        self.luck_view = QTableView(self)
        self.luck_view.setObjectName("luck")
        self.luck_view.setModel(self.luck_model)
        header = self.luck_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LuckModel.COL_PLAYER, QHeaderView.ResizeMode.Stretch)
        self.luck_view.verticalHeader().hide()
        self.luck_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.luck_none = QLabel(self)
        luck.addWidget(self.luck_view)
        luck.addWidget(self.luck_none)

        self.save_button = QPushButton(self)
        self.save_button.setObjectName("saveRecord")
        self.save_button.setDefault(True)
        # Ctrl+S besides the button's own Alt+S (setText gives a button its mnemonic, not this).
        self.save_shortcut = QShortcut(QKeySequence.StandardKey.Save, self, self.save)
        self.revert_button = QPushButton(self)
        self.revert_button.setObjectName("revertRecord")
        self.dispute_button = QPushButton(self)
        self.dispute_button.setObjectName("disputeRecord")
        self.preview_button = QPushButton(self)
        self.preview_button.setObjectName("slipPreview")
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("slipPrint")
        self.pdf_button = QPushButton(self)
        self.pdf_button.setObjectName("slipPdf")
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("exportRecord")
        self.close_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_box.rejected.connect(self.close)

        tables = QHBoxLayout()
        tables.addWidget(self.vp_box, 1)
        tables.addWidget(self.luck_box, 1)
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.event_box)
        column.addWidget(self.outcome_box)
        column.addWidget(self.players_box)
        column.addLayout(tables, 1)
        # On a small screen the form scrolls; the buttons stay in view.
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(body)
        actions = QHBoxLayout()
        for button in (self.save_button, self.revert_button, self.dispute_button):
            actions.addWidget(button)
        actions.addStretch(1)
        for button in (self.preview_button, self.print_button, self.pdf_button):
            actions.addWidget(button)
        actions.addWidget(self.export_button)
        actions.addWidget(self.close_box)
        top = QHBoxLayout()
        top.addWidget(self.state_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addWidget(self.scroll, 1)
        layout.addLayout(actions)

        for edit in (self.event_name, self.scenario, *self._player_edits()):
            edit.textEdited.connect(self._edited)
        for box in (self.round_box, self.table_box, self.points_box):
            box.valueChanged.connect(self._edited)
        for combo in (self.first_combo, self.result_combo, self.end_combo):
            combo.currentIndexChanged.connect(self._edited)
        self.save_button.clicked.connect(self.save)
        self.revert_button.clicked.connect(self.revert)
        self.dispute_button.clicked.connect(self.dispute)
        self.add_round_button.clicked.connect(self.add_round)
        self.remove_round_button.clicked.connect(self.remove_round)
        self.preview_button.clicked.connect(self.print_preview)
        self.print_button.clicked.connect(self.print_slip)
        self.pdf_button.clicked.connect(self.export_slip)
        self.export_button.clicked.connect(self.export_record)
        for p in self.players:
            p.confirm.clicked.connect(lambda _=False, n=p.number: self.confirm(n))
            p.from_list.clicked.connect(lambda _=False, n=p.number: self.fill_faction(n))
        self.setTabOrder(self.event_name, self.round_box)

    def _spin(self, high: int, name: str) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(0, high)  # 0 shows "—": not given
        return box

    def _player_edits(self) -> list[QLineEdit]:
        return [e for p in self.players for e in (p.name, p.code, p.faction)]

    # ------------------------------------------------------------ texts
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Match Record"))
        self.event_box.setTitle(self.tr("Event"))
        for label, text in zip(
            self.event_labels,
            (
                self.tr("&Event name:"),
                self.tr("R&ound:"),
                self.tr("&Table:"),
                self.tr("&Scenario:"),
                self.tr("Points &limit:"),
            ),
            strict=True,
        ):
            label.setText(text)
        for box in (self.round_box, self.table_box, self.points_box):
            box.setSpecialValueText(self.tr("—"))
        self.players_box.setTitle(self.tr("Players"))
        for label, text in zip(
            self.row_labels,
            (
                self.tr("&Name:"),
                self.tr("Player &code:"),
                self.tr("&Faction:"),
                self.tr("Side:"),
                self.tr("Points, result:"),
                self.tr("Confirmation:"),
            ),
            strict=True,
        ):
            label.setText(text)
        for p in self.players:
            p.from_list.setText(self.tr("From army list"))
            p.from_list.setToolTip(
                self.tr("The name and game system of the list imported for this side")
            )
            p.confirm.setText(self.tr("Confirm as player {n}…").format(n=p.number))
            p.code.setPlaceholderText(self.tr("from the organiser, if any"))
        self.outcome_box.setTitle(self.tr("Outcome"))
        for label, text in zip(
            self.outcome_labels,
            (self.tr("&Went first:"), self.tr("Result &entered:"), self.tr("En&d of the game:")),
            strict=True,
        ):
            label.setText(text)
        self._fill_combo(
            self.first_combo,
            [self.tr("—"), self.tr("Player 1"), self.tr("Player 2")],
        )
        self._fill_combo(
            self.result_combo,
            [
                self.tr("Decided by the victory points"),
                self.tr("Player 1 won"),
                self.tr("Draw"),
                self.tr("Player 2 won"),
            ],
        )
        self.result_combo.setToolTip(
            self.tr("Where the game decides otherwise: a broken army, a gladiator's victory")
        )
        self._fill_combo(
            self.end_combo, [self.tr("—"), *(word(END_REASONS, r) for r in END_REASON_VALUES)]
        )
        self.vp_box.setTitle(self.tr("Victory points by round"))
        self.add_round_button.setText(self.tr("&Add round"))
        self.add_round_button.setToolTip(self.tr("Insert, in the table"))
        self.remove_round_button.setText(self.tr("Remove last ro&und"))
        self.remove_round_button.setToolTip(self.tr("Delete, in the table"))
        self.luck_box.setTitle(self.tr("Luck: tests with the exact chance shown"))
        self.luck_none.setText(self.tr("No rolls with a chance shown yet."))
        self.save_button.setText(self.tr("&Save Changes"))
        self.revert_button.setText(self.tr("Re&vert"))
        self.dispute_button.setText(self.tr("D&ispute…"))
        self.preview_button.setText(self.tr("Print Pre&view…"))
        self.print_button.setText(self.tr("&Print Slip…"))
        self.pdf_button.setText(self.tr("Export Slip as P&DF…"))
        self.export_button.setText(self.tr("Export &Record…"))
        self.vp_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        self._show_state()

    def _fill_combo(self, combo: QComboBox, texts: list[str]) -> None:
        was, self._filling = self._filling, True
        index = max(combo.currentIndex(), 0)
        combo.clear()
        combo.addItems(texts)
        combo.setCurrentIndex(index)
        self._filling = was

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
            self._from_record()
        super().changeEvent(event)

    # ------------------------------------------------------------ showing the record
    def _from_record(self) -> None:
        """Fill the form from the stored record (unless changes are being entered) and show
        what the store derives (totals, results, state, luck, confirmations)."""
        record = self.model.record
        self.luck_model.set_record(record)
        self.luck_view.setVisible(bool(self.luck_model.rowCount()))
        self.luck_none.setVisible(not self.luck_model.rowCount())
        enabled = record is not None
        for widget in (self.save_button, self.dispute_button, self.preview_button):
            widget.setEnabled(enabled)
        if record is not None and not self.dirty:
            self._filling = True
            try:
                self.event_name.setText(record.event_name)
                self.round_box.setValue(record.event_round or 0)
                self.table_box.setValue(record.event_table or 0)
                self.scenario.setText(record.scenario)
                self.points_box.setValue(record.points_limit or 0)
                for fields, p in zip(self.players, record.players, strict=True):
                    fields.name.setText(p.name)
                    fields.code.setText(p.player_code or "")
                    fields.faction.setText(p.faction)
                first = next((p.number for p in record.players if p.went_first), 0)
                self.first_combo.setCurrentIndex(first)
                entered = record.players[0].result_entered
                self.result_combo.setCurrentIndex(RESULT_CHOICES.index(entered))
                end = record.end_reason
                self.end_combo.setCurrentIndex(
                    0 if end is None else END_REASON_VALUES.index(end) + 1
                )
                self.vp_model.set_record(record)
            finally:
                self._filling = False
        self._show_state()

    def _show_state(self) -> None:
        record = self.model.record
        for head, p in zip(self.player_headers, self.players, strict=True):
            name = "" if record is None else record.player(p.number).name
            head.setText(player_label(p.number, name))
        if record is None:
            self.state_label.setText(self.tr("No game is open."))
            return
        state = word(STATES, record.state)
        text = self.tr("{state} · record {hash}").format(state=state, hash=record.record_sha256[:8])
        if self.dirty:
            text += " · " + self.tr("changes not saved yet")
        self.state_label.setText(text)
        for fields, p in zip(self.players, record.players, strict=True):
            fields.side.setText(p.side_name or "—")
            fields.total.setText(self.tr("{n} VP").format(n=p.vp_total))
            fields.result.setText("— " + word(RESULTS, p.result))
            if p.confirmed_at:
                fields.confirmation.setText(
                    self.tr("Confirmed at {time} (UTC)").format(
                        time=p.confirmed_at[:16].replace("T", " ")
                    )
                )
            else:
                fields.confirmation.setText(self.tr("Not confirmed"))
            fields.confirm.setEnabled(p.confirmed_at is None)
        self.revert_button.setEnabled(self.dirty)

    def _edited(self, *_args: object) -> None:
        if self._filling:
            return
        self.dirty = True
        self._show_state()

    def _after_change(self, change: Any) -> None:
        cleared = getattr(change, "unconfirmed", ())
        if cleared:
            self.show_notice(self._cleared_text(cleared))

    def _cleared_text(self, players: Any) -> str:
        names = [player_label(n, self._name(n)) for n in players]
        return self.tr(
            "The record changed after it was confirmed, so the confirmation of {players} was "
            "cleared: confirm it again."
        ).format(players=self.tr(" and ").join(names))

    def _name(self, number: int) -> str:
        record = self.model.record
        return "" if record is None else record.player(number).name

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)

    # ------------------------------------------------------------ the fields
    def fields(self) -> dict[str, Any]:
        """The fields that differ from the stored record, in the export's names."""
        record = self.model.record
        if record is None:
            return {}
        out: dict[str, Any] = {}
        event = {}
        if self.event_name.text().strip() != record.event_name:
            event["name"] = self.event_name.text()
        for key, box, stored in (
            ("round", self.round_box, record.event_round),
            ("table", self.table_box, record.event_table),
        ):
            if (box.value() or None) != stored:
                event[key] = box.value() or None
        if event:
            out["event"] = event
        if self.scenario.text().strip() != record.scenario:
            out["scenario"] = self.scenario.text()
        if (self.points_box.value() or None) != record.points_limit:
            out["points_limit"] = self.points_box.value() or None
        end = self.end_combo.currentIndex()
        end_reason = None if end <= 0 else END_REASON_VALUES[end - 1]
        if end_reason != record.end_reason:
            out["end_reason"] = end_reason
        players: list[dict[str, Any] | None] = [None, None]
        first = self.first_combo.currentIndex()
        stored_first = next((p.number for p in record.players if p.went_first), 0)
        entered = RESULT_CHOICES[max(self.result_combo.currentIndex(), 0)]
        for i, (fields, p) in enumerate(zip(self.players, record.players, strict=True)):
            change: dict[str, Any] = {}
            if fields.name.text().strip() != p.name:
                change["name"] = fields.name.text()
            if (fields.code.text().strip() or None) != p.player_code:
                change["player_code"] = fields.code.text() or None
            if fields.faction.text().strip() != p.faction:
                change["faction"] = fields.faction.text()
            rounds = self.vp_model.rounds(p.number)
            if rounds != [{"primary": r.primary, "secondary": r.secondary} for r in p.rounds]:
                change["vp_by_round"] = rounds
            if first != stored_first:
                change["went_first"] = None if first == 0 else first == p.number
            if i == 0 and entered != record.players[0].result_entered:
                change["result"] = entered
            players[i] = change or None
        if any(players):
            out["players"] = players
        return out

    def _focus_field(self, field: str) -> None:
        """Put the focus on the widget of a refused field ("players[1].name" ...)."""
        widgets = {
            "event.name": self.event_name,
            "event.round": self.round_box,
            "event.table": self.table_box,
            "scenario": self.scenario,
            "points_limit": self.points_box,
            "end_reason": self.end_combo,
            "went_first": self.first_combo,
        }
        for n, p in enumerate(self.players):
            widgets |= {
                f"players[{n}].name": p.name,
                f"players[{n}].player_code": p.code,
                f"players[{n}].faction": p.faction,
                f"players[{n}].vp_by_round": self.vp_view,
                f"players[{n}].result": self.result_combo,
                f"players[{n}].went_first": self.first_combo,
            }
        target = next((w for key, w in widgets.items() if field.startswith(key)), None)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _run(self, label: str, service: Any, *args: Any) -> Any | None:
        """Run a record service as one undoable command; a refusal goes to the notice line
        (plain text) and nothing changed. -> the Change, or None when refused."""
        from adjutant.store import InvalidField, StoreError

        try:
            return run_service(self.document, label, service, *args)
        except InvalidField as exc:
            self.show_notice(self._refusal(exc))
            self._focus_field(exc.field)
        except StoreError as exc:
            self.show_notice(str(exc))
        return None

    def _refusal(self, exc: Any) -> str:
        if exc.field == "pin":
            if "PIN" in exc.why:
                return self.tr("That is not this player's PIN: nothing was changed.")
            return self.tr("A PIN is 4 to 12 digits.")
        return self.tr("Not saved: {field}: {why}").format(field=exc.field, why=exc.why)

    # ------------------------------------------------------------ actions
    def save(self) -> bool:
        from adjutant.store.services import record as rsv

        fields = self.fields()
        if not fields:
            self.dirty = False
            self._from_record()
            return True
        change = self._run(self.tr("Edit match record"), rsv.set_record, fields)
        if change is None:
            return False
        self.dirty = False
        self.show_notice(
            self._cleared_text(change.result["unconfirmed"])
            if change.result["unconfirmed"]
            else self.tr("Saved.")
        )
        self._from_record()
        return True

    def revert(self) -> None:
        self.dirty = False
        self.show_notice("")
        self._from_record()

    def add_round(self) -> None:
        if self.vp_model.add_round():
            self.vp_view.setCurrentIndex(self.vp_model.index(self.vp_model.rowCount() - 1, 0))

    def remove_round(self) -> None:
        self.vp_model.remove_last_round()

    def _saved_first(self) -> bool:
        if self.dirty:
            self.show_notice(self.tr("Save or revert your changes first."))
            return False
        return self.model.record is not None

    def ask_pin(self, number: int) -> str | None:
        """The player's PIN, hidden as typed; None if cancelled. Tests may replace it."""
        text, ok = QInputDialog.getText(
            self,
            self.tr("Confirm the match record"),
            self.tr(
                "{player}: your PIN (4 to 12 digits). The first PIN you confirm with is kept, as a "
                "salted hash, and asked again if you confirm after a change."
            ).format(player=player_label(number, self._name(number))),
            QLineEdit.EchoMode.Password,
        )
        return text if ok else None

    def confirm(self, number: int) -> None:
        from adjutant.store.services import record as rsv

        if not self._saved_first():
            return
        pin = self.ask_pin(number)
        if pin is None:
            return
        label = self.tr("Confirm match record (player {n})").format(n=number)
        change = self._run(label, rsv.confirm, number, pin)
        if change is not None:
            self.show_notice(
                self.tr("{player} confirmed the record.").format(
                    player=player_label(number, self._name(number))
                )
            )

    def ask_dispute(self) -> tuple[int, str] | None:
        """(the disputing player, the note), or None if cancelled. Tests may replace it."""
        dialog = DisputeDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.player.currentIndex() + 1, dialog.note.toPlainText()

    def dispute(self) -> None:
        from adjutant.store.services import record as rsv

        if not self._saved_first():
            return
        asked = self.ask_dispute()
        if asked is None:
            return
        number, note = asked
        label = self.tr("Dispute match record (player {n})").format(n=number)
        change = self._run(label, rsv.dispute, number, note)
        if change is not None:
            self.show_notice(self.tr("The record is marked disputed."))

    def fill_faction(self, number: int) -> None:
        from adjutant.store.services import record as rsv

        if not self._saved_first():
            return
        self._run(self.tr("Fill faction from army list"), rsv.fill_faction, number)

    # ------------------------------------------------------------ the slip and exports
    def _printer(self) -> Any:
        from PySide6.QtPrintSupport import QPrinter

        from adjutant.windows.record.slip import page_layout

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout())
        return printer

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from adjutant.windows.record.slip import paint_slip

        if not self._saved_first():
            return
        record = self.model.record
        # The preview paints on the printer at every redraw: it must outlive the dialog.
        self._preview_printer = printer = self._printer()
        dialog = QPrintPreviewDialog(printer, self)
        dialog.setObjectName("slipPreviewDialog")
        dialog.setWindowTitle(self.tr("Match slip — print preview"))
        dialog.paintRequested.connect(lambda target: paint_slip(record, target))
        dialog.exec()
        dialog.deleteLater()

    def print_slip(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog

        from adjutant.windows.record.slip import paint_slip

        if not self._saved_first():
            return
        record = self.model.record
        printer = self._printer()
        printer.setDocName(self.tr("Match slip {hash}").format(hash=record.record_sha256[:8]))
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            paint_slip(record, printer)
        except OSError as exc:
            self.show_notice(str(exc))

    def _suggested(self, suffix: str) -> str:
        from adjutant.windows.settings import documents_dir, is_hidden_folder

        path = self.document.game.path if self.document.game is not None else None
        folder = Path(path).parent if path else documents_dir()
        if is_hidden_folder(folder):
            folder = documents_dir()
        stem = Path(path).stem if path else "match"
        return str(folder / f"{stem}-record{suffix}")

    def ask_path(self, title: str, suggested: str, filters: str) -> str:
        """A save dialog; "" if cancelled. Tests may replace it."""
        path, _ = QFileDialog.getSaveFileName(self, title, suggested, filters)
        return path

    def export_slip(self) -> Path | None:
        from adjutant.windows.record.slip import write_slip

        if not self._saved_first():
            return None
        path = self.ask_path(
            self.tr("Export the match slip"), self._suggested(".pdf"), self.tr("PDF files (*.pdf)")
        )
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            write_slip(self.model.record, path)
        except OSError as exc:
            self.show_notice(str(exc))
            return None
        self.show_notice(self.tr("Slip written to {path}").format(path=path))
        return Path(path)

    def export_record(self) -> Path | None:
        from adjutant.store import InvalidField
        from adjutant.store.record.export import write_export

        if not self._saved_first():
            return None
        path = self.ask_path(
            self.tr("Export the match record"),
            self._suggested(".json"),
            self.tr("JSON (*.json);;CSV for pairing sites (*.csv)"),
        )
        if not path:
            return None
        try:
            write_export(self.model.record, path)
        except (InvalidField, OSError) as exc:
            self.show_notice(str(exc))
            return None
        self.show_notice(self.tr("Record written to {path}").format(path=path))
        return Path(path)

    # ------------------------------------------------------------ showing, closing
    def showEvent(self, event: Any) -> None:
        self.model.set_active(True)
        super().showEvent(event)

    def hideEvent(self, event: Any) -> None:
        self.model.set_active(False)
        super().hideEvent(event)

    def closeEvent(self, event: Any) -> None:
        if self.dirty:
            answer = QMessageBox.question(
                self,
                self.tr("Match Record"),
                self.tr("Save the changes to the match record?"),
                QMessageBox.StandardButton.Save
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Cancel:
                event.ignore()
                return
            if answer == QMessageBox.StandardButton.Save and not self.save():
                event.ignore()
                return
            self.revert()
        super().closeEvent(event)

    def reject(self) -> None:  # Esc closes as the close button does (asking when unsaved)
        self.close()


class DisputeDialog(QDialog):
    """Who disputes the record, and why (the note is required)."""

    def __init__(self, parent: MatchRecordDialog) -> None:
        super().__init__(parent)
        self.setObjectName("disputeDialog")
        self.setWindowTitle(self.tr("Dispute the match record"))
        self.player = QComboBox(self)
        self.player.addItems([player_label(n, parent._name(n)) for n in (1, 2)])
        self.note = QPlainTextEdit(self)
        self.note.setTabChangesFocus(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        who, why = QLabel(self.tr("&Player:"), self), QLabel(self.tr("&What is disputed:"), self)
        who.setBuddy(self.player)
        why.setBuddy(self.note)
        form.addRow(who, self.player)
        form.addRow(why, self.note)
        form.addRow(buttons)

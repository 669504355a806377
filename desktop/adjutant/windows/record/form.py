"""The Match Record window's form: the record's fields, what the store derives beside them, and
which fields differ from the stored record (issue 24).

For :class:`adjutant.windows.record.dialog.MatchRecordDialog` only (issue 23: the form a
part of its own). :class:`RecordForm` holds the fields (event, round, table, scenario,
points limit; each player's name, code and faction, who went first, the result the points
do not decide, the end reason; the victory points per round, edited with the keyboard:
Insert adds a round, Delete removes the last) and shows what the store derives (each
player's side, total, result and confirmation; the luck table). It writes nothing:

- :meth:`RecordForm.fill` puts a stored record in the fields (no ``edited`` while it does);
- :meth:`RecordForm.changes` gives the fields that differ from it, in the export's names
  (what Save hands ``store.services.record.set_record``);
- :meth:`RecordForm.focus_field` puts the focus on the field a refusal names
  ("players[1].name"…);
- ``edited`` says the player changed a field; ``confirmRequested(n)`` and
  ``factionRequested(n)`` the buttons of player ``n``'s column.

User strings are shown as plain text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.record_models import LuckModel, VictoryPointsModel
from adjutant.qtmodels.record_text import END_REASONS, RESULTS, player_label, word
from adjutant.store.format.record_values import (
    END_REASONS as END_REASON_VALUES,
)
from adjutant.store.format.record_values import (
    MAX_CODE,
    MAX_POINTS_LIMIT,
    MAX_ROUND,
    MAX_TABLE,
)

if TYPE_CHECKING:
    from adjutant.store.record.match import MatchRecord

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


class RecordForm(QWidget):
    """The record's fields and the store's derived values beside them; see the module's
    docstring."""

    #: The player changed a field (not sent while a stored record is put in the fields).
    edited = Signal()
    #: Confirm as player n… was pressed.
    confirmRequested = Signal(int)
    #: From army list was pressed in player n's column.
    factionRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordForm")
        self.vp_model = VictoryPointsModel(self)
        self.luck_model = LuckModel(self)
        self.filling = False  # True while a stored record is put in the fields
        self._build()
        self.vp_model.edited.connect(self._changed)

    # ------------------------------------------------------------ building
    def _build(self) -> None:
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

        tables = QHBoxLayout()
        tables.addWidget(self.vp_box, 1)
        tables.addWidget(self.luck_box, 1)
        stack = QVBoxLayout(self)
        stack.setContentsMargins(0, 0, 0, 0)
        stack.addWidget(self.event_box)
        stack.addWidget(self.outcome_box)
        stack.addWidget(self.players_box)
        stack.addLayout(tables, 1)

        for edit in (self.event_name, self.scenario, *self._player_edits()):
            edit.textEdited.connect(self._changed)
        for box in (self.round_box, self.table_box, self.points_box):
            box.valueChanged.connect(self._changed)
        for combo in (self.first_combo, self.result_combo, self.end_combo):
            combo.currentIndexChanged.connect(self._changed)
        self.add_round_button.clicked.connect(self.add_round)
        self.remove_round_button.clicked.connect(self.remove_round)
        for p in self.players:
            p.confirm.clicked.connect(lambda _=False, n=p.number: self.confirmRequested.emit(n))
            p.from_list.clicked.connect(lambda _=False, n=p.number: self.factionRequested.emit(n))
        self.setTabOrder(self.event_name, self.round_box)

    def _spin(self, high: int, name: str) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(0, high)  # 0 shows "—": not given
        return box

    def _player_edits(self) -> list[QLineEdit]:
        return [e for p in self.players for e in (p.name, p.code, p.faction)]

    def _changed(self, *_args: object) -> None:
        if not self.filling:
            self.edited.emit()

    # ------------------------------------------------------------ texts
    def retranslateUi(self) -> None:
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
        self.vp_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)

    def _fill_combo(self, combo: QComboBox, texts: list[str]) -> None:
        was, self.filling = self.filling, True
        index = max(combo.currentIndex(), 0)
        combo.clear()
        combo.addItems(texts)
        combo.setCurrentIndex(index)
        self.filling = was

    # ------------------------------------------------------------ showing a record
    def show_luck(self, record: MatchRecord | None) -> None:
        """The luck table (its rows, or the line that says there are none)."""
        self.luck_model.set_record(record)
        self.luck_view.setVisible(bool(self.luck_model.rowCount()))
        self.luck_none.setVisible(not self.luck_model.rowCount())

    def fill(self, record: MatchRecord) -> None:
        """Put the stored ``record`` in the fields (``edited`` is not sent)."""
        self.filling = True
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
            self.end_combo.setCurrentIndex(0 if end is None else END_REASON_VALUES.index(end) + 1)
            self.vp_model.set_record(record)
        finally:
            self.filling = False

    def show_derived(self, record: MatchRecord | None) -> None:
        """What the store derives beside the fields: each player's heading (always), and with a
        record each player's side, total, result and confirmation."""
        for head, p in zip(self.player_headers, self.players, strict=True):
            name = "" if record is None else record.player(p.number).name
            head.setText(player_label(p.number, name))
        if record is None:
            return
        for fields, stored in zip(self.players, record.players, strict=True):
            fields.side.setText(stored.side_name or "—")
            fields.total.setText(self.tr("{n} VP").format(n=stored.vp_total))
            fields.result.setText("— " + word(RESULTS, stored.result))
            if stored.confirmed_at:
                fields.confirmation.setText(
                    self.tr("Confirmed at {time} (UTC)").format(
                        time=stored.confirmed_at[:16].replace("T", " ")
                    )
                )
            else:
                fields.confirmation.setText(self.tr("Not confirmed"))
            fields.confirm.setEnabled(stored.confirmed_at is None)

    # ------------------------------------------------------------ the fields
    def changes(self, record: MatchRecord | None) -> dict[str, object]:
        """The fields that differ from the stored ``record``, in the export's names (the
        JSON object the store's ``set_record`` reads)."""
        if record is None:
            return {}
        out: dict[str, object] = {}
        event: dict[str, object] = {}
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
        players: list[dict[str, object] | None] = [None, None]
        first = self.first_combo.currentIndex()
        stored_first = next((p.number for p in record.players if p.went_first), 0)
        entered = RESULT_CHOICES[max(self.result_combo.currentIndex(), 0)]
        for i, (fields, p) in enumerate(zip(self.players, record.players, strict=True)):
            change: dict[str, object] = {}
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

    def focus_field(self, field: str) -> None:
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

    # ------------------------------------------------------------ rounds
    def add_round(self) -> None:
        if self.vp_model.add_round():
            self.vp_view.setCurrentIndex(self.vp_model.index(self.vp_model.rowCount() - 1, 0))

    def remove_round(self) -> None:
        self.vp_model.remove_last_round()


__all__ = ["RESULT_CHOICES", "RecordForm"]

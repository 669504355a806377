"""Game → Match Record…: the record both players confirm, its slip and its exports (issue 24).

For ``windows.record.menu`` (the main window's Game menu opens it) and tests.
:class:`MatchRecordDialog` shows the open game's record through
``qtmodels.record_models`` and changes it only through the store's services, each an
undoable command (``undo.service.run_service``). It is the window around three parts
(issue 23: split by what each is for):

- :mod:`.form` (:class:`~adjutant.windows.record.form.RecordForm`): the fields (event,
  round, table, scenario, points limit; each player's name, code, faction, who went
  first, victory points per round, a result the points do not decide; the end reason)
  and what the store derives beside them (totals, results, confirmations, luck);
- :mod:`.player_actions`: Confirm as player 1… / 2… (the player's PIN, hidden), Dispute…
  (who and why), From army list; the notice when a change clears the confirmations
  (also when a roll or a new turn in the game changed the record);
- :mod:`.exports`: the slip (Print Preview…, Print…, Export Slip as PDF…) and the record
  (Export Record…, JSON or CSV).

The window itself holds the state line, the notice line, the buttons and whether the form
has changes not saved: Save (Ctrl+S, or Enter in a field) writes the changed fields
together, one action, one undo step; a refused value is named in the notice line and its
field gets the focus; nothing is written. Revert puts the stored record back in the
form; closing with changes asks first.

Keyboard first: every field has a mnemonic, the tab order follows the form, the victory
points table edits with the keyboard (Insert adds a round, Delete removes the last).
User strings are shown as plain text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.record_models import RecordModel
from adjutant.qtmodels.record_text import STATES, word
from adjutant.undo.service import run_service
from adjutant.windows.record.exports import RecordExports
from adjutant.windows.record.form import RecordForm
from adjutant.windows.record.player_actions import RecordPlayerActions

if TYPE_CHECKING:
    from adjutant.store import Change, InvalidField


class MatchRecordDialog(QDialog):
    """The open game's match record; see the module's docstring. ``form``, ``player_actions``
    and ``exports`` are its parts."""

    # The form's scroll area: the name (tests read it) hides QWidget.scroll(), a method
    # this dialog never calls.
    scroll: QScrollArea  # type: ignore[assignment]

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchRecordDialog")
        self.document = document
        self.model = RecordModel(document, self)
        self.dirty = False
        self._build()
        self.model.recordChanged.connect(self._from_record)
        self.model.failed.connect(self.show_notice)
        self.player_actions = RecordPlayerActions(self)
        self.exports = RecordExports(self)
        self._connect()
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
        self.form = RecordForm(self)

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

        # On a small screen the form scrolls; the buttons stay in view.
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.form)
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

    def _connect(self) -> None:
        self.form.edited.connect(self._edited)
        self.form.confirmRequested.connect(self.player_actions.confirm)
        self.form.factionRequested.connect(self.player_actions.fill_faction)
        self.save_button.clicked.connect(self.save)
        self.revert_button.clicked.connect(self.revert)
        self.dispute_button.clicked.connect(self.player_actions.dispute)
        self.preview_button.clicked.connect(self.exports.print_preview)
        self.print_button.clicked.connect(self.exports.print_slip)
        self.pdf_button.clicked.connect(self.exports.export_slip)
        self.export_button.clicked.connect(self.exports.export_record)

    # ------------------------------------------------------------ texts
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Match Record"))
        self.form.retranslateUi()
        self.save_button.setText(self.tr("&Save Changes"))
        self.revert_button.setText(self.tr("Re&vert"))
        self.dispute_button.setText(self.tr("D&ispute…"))
        self.preview_button.setText(self.tr("Print Pre&view…"))
        self.print_button.setText(self.tr("&Print Slip…"))
        self.pdf_button.setText(self.tr("Export Slip as P&DF…"))
        self.export_button.setText(self.tr("Export &Record…"))
        self._show_state()

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
        self.form.show_luck(record)
        enabled = record is not None
        for widget in (self.save_button, self.dispute_button, self.preview_button):
            widget.setEnabled(enabled)
        if record is not None and not self.dirty:
            self.form.fill(record)
        self._show_state()

    def _show_state(self) -> None:
        record = self.model.record
        self.form.show_derived(record)
        if record is None:
            self.state_label.setText(self.tr("No game is open."))
            return
        state = word(STATES, record.state)
        text = self.tr("{state} · record {hash}").format(state=state, hash=record.record_sha256[:8])
        if self.dirty:
            text += " · " + self.tr("changes not saved yet")
        self.state_label.setText(text)
        self.revert_button.setEnabled(self.dirty)

    def _edited(self) -> None:
        self.dirty = True
        self._show_state()

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)

    # ------------------------------------------------------------ running the store's actions
    def run(self, label: str, service: Callable[..., Change], *args: object) -> Change | None:
        """Run a record service as one undoable command; a refusal goes to the notice line
        (plain text) and nothing changed. -> the Change, or None when refused."""
        from adjutant.store import InvalidField, StoreError

        try:
            change: Change = run_service(self.document, label, service, *args)
            return change
        except InvalidField as exc:
            self.show_notice(self._refusal(exc))
            self.form.focus_field(exc.field)
        except StoreError as exc:
            self.show_notice(str(exc))
        return None

    def _refusal(self, exc: InvalidField) -> str:
        if exc.field == "pin":
            if "PIN" in exc.why:
                return self.tr("That is not this player's PIN: nothing was changed.")
            return self.tr("A PIN is 4 to 12 digits.")
        return self.tr("Not saved: {field}: {why}").format(field=exc.field, why=exc.why)

    def saved_first(self) -> bool:
        """True when the form has no unsaved changes and there is a record (the actions on
        the stored record need both); else False, and the notice line says why."""
        if self.dirty:
            self.show_notice(self.tr("Save or revert your changes first."))
            return False
        return self.model.record is not None

    # ------------------------------------------------------------ saving
    def save(self) -> bool:
        from adjutant.store.services import record as record_services

        fields = self.form.changes(self.model.record)
        if not fields:
            self.dirty = False
            self._from_record()
            return True
        change = self.run(self.tr("Edit match record"), record_services.set_record, fields)
        if change is None:
            return False
        self.dirty = False
        self.show_notice(
            self.player_actions.cleared_text(change.result["unconfirmed"])
            if change.result["unconfirmed"]
            else self.tr("Saved.")
        )
        self._from_record()
        return True

    def revert(self) -> None:
        self.dirty = False
        self.show_notice("")
        self._from_record()

    # ------------------------------------------------------------ showing, closing
    def showEvent(self, event: QShowEvent) -> None:
        self.model.set_active(True)
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.model.set_active(False)
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
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


__all__ = ["MatchRecordDialog"]

"""What one player does to the stored match record: confirm it with a PIN, dispute it, fill
the faction from the army list; and the notice when a change clears confirmations (issue 24).

For :class:`adjutant.windows.record.dialog.MatchRecordDialog` only (issue 23: the
players' actions a part of their own). :class:`RecordPlayerActions` asks what it needs
(:meth:`~RecordPlayerActions.ask_pin`, the PIN hidden as typed;
:meth:`~RecordPlayerActions.ask_dispute`, who and why through :class:`DisputeDialog`;
tests may replace both) and runs each action as one undoable command through the
dialog's ``run`` (a refusal goes to the notice line; nothing changed). Each needs the
form saved first: a confirmation is of the stored record, never of what is being typed.
A change after confirming clears both confirmations (the store does so); the notice line
names whose (also after a roll or a new turn in the game changed the record).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from adjutant.qtmodels.record_text import player_label

if TYPE_CHECKING:
    from adjutant.store import Change
    from adjutant.windows.record.dialog import MatchRecordDialog


class RecordPlayerActions(QObject):
    """Confirm, dispute and From army list for the dialog; see the module's docstring."""

    def __init__(self, dialog: MatchRecordDialog) -> None:
        super().__init__(dialog)
        self.setObjectName("recordPlayerActions")
        self.dialog = dialog
        dialog.document.changed.connect(self._after_change)

    # ------------------------------------------------------------ the notice
    def _after_change(self, change: Change | None) -> None:
        cleared = getattr(change, "unconfirmed", ())
        if cleared:
            self.dialog.show_notice(self.cleared_text(cleared))

    def cleared_text(self, players: Iterable[int]) -> str:
        """The notice that the confirmations of ``players`` (numbers) were cleared."""
        names = [player_label(n, self.name(n)) for n in players]
        return self.tr(
            "The record changed after it was confirmed, so the confirmation of {players} was "
            "cleared: confirm it again."
        ).format(players=self.tr(" and ").join(names))

    def name(self, number: int) -> str:
        """Player ``number``'s stored name ("" while no game is open)."""
        record = self.dialog.model.record
        return "" if record is None else record.player(number).name

    # ------------------------------------------------------------ confirming
    def ask_pin(self, number: int) -> str | None:
        """The player's PIN, hidden as typed; None if cancelled. Tests may replace it."""
        text, ok = QInputDialog.getText(
            self.dialog,
            self.tr("Confirm the match record"),
            self.tr(
                "{player}: your PIN (4 to 12 digits). The first PIN you confirm with is kept, as a "
                "salted hash, and asked again if you confirm after a change."
            ).format(player=player_label(number, self.name(number))),
            QLineEdit.EchoMode.Password,
        )
        return text if ok else None

    def confirm(self, number: int) -> None:
        from adjutant.store.services import record as record_services

        if not self.dialog.saved_first():
            return
        pin = self.ask_pin(number)
        if pin is None:
            return
        label = self.tr("Confirm match record (player {n})").format(n=number)
        change = self.dialog.run(label, record_services.confirm, number, pin)
        if change is not None:
            self.dialog.show_notice(
                self.tr("{player} confirmed the record.").format(
                    player=player_label(number, self.name(number))
                )
            )

    # ------------------------------------------------------------ disputing
    def ask_dispute(self) -> tuple[int, str] | None:
        """(the disputing player, the note), or None if cancelled. Tests may replace it."""
        dialog = DisputeDialog([player_label(n, self.name(n)) for n in (1, 2)], self.dialog)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.player.currentIndex() + 1, dialog.note.toPlainText()

    def dispute(self) -> None:
        from adjutant.store.services import record as record_services

        if not self.dialog.saved_first():
            return
        asked = self.ask_dispute()
        if asked is None:
            return
        number, note = asked
        label = self.tr("Dispute match record (player {n})").format(n=number)
        change = self.dialog.run(label, record_services.dispute, number, note)
        if change is not None:
            self.dialog.show_notice(self.tr("The record is marked disputed."))

    # ------------------------------------------------------------ the faction
    def fill_faction(self, number: int) -> None:
        from adjutant.store.services import record as record_services

        if not self.dialog.saved_first():
            return
        self.dialog.run(
            self.tr("Fill faction from army list"), record_services.fill_faction, number
        )


class DisputeDialog(QDialog):
    """Who disputes the record, and why (the note is required)."""

    def __init__(self, players: list[str], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("disputeDialog")
        self.setWindowTitle(self.tr("Dispute the match record"))
        self.player = QComboBox(self)
        self.player.addItems(players)
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


__all__ = ["DisputeDialog", "RecordPlayerActions"]

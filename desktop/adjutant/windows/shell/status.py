"""The main window's status bar: the game's dice, "All changes saved", and room for more
(issues 9, 15, 22).

For :class:`adjutant.windows.shell.window.MainWindow`. :class:`StatusArea` keeps the
permanent indicators at the right of the status bar: the game's one dice switch said in
words (issue 15) and the saved state (there is no Save: every change is on disk at once).
Passing messages ("Saved: Control test") go through :meth:`StatusArea.say`.

**To add an indicator** (issue 25: the push state of the event archive), make the widget
and call ``window.status.add_indicator(widget)``: it is shown at the right, before the
saved state, and kept there. Its texts are its own (``changeEvent`` on LanguageChange).
Keep it short: the status bar's width counts towards the window's least width.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.undo.journal import action_label

if TYPE_CHECKING:
    from adjutant.qtmodels.document import GameDocument


class StatusArea(QObject):
    """The permanent indicators of the status bar (see the module docstring)."""

    def __init__(self, bar: QStatusBar, document: GameDocument) -> None:
        super().__init__(bar)
        self.bar = bar
        self.document = document
        self.dice = QLabel()
        self.dice.setObjectName("diceStatus")
        self.saved = QLabel()
        self.saved.setObjectName("savedLabel")
        self.indicators: list[QWidget] = []
        bar.addPermanentWidget(self.dice)
        bar.addPermanentWidget(self.saved)

    def add_indicator(self, widget: QWidget) -> QWidget:
        """Show ``widget`` at the right of the status bar, before the saved state."""
        self.bar.removeWidget(self.saved)
        self.bar.addPermanentWidget(widget)
        self.bar.addPermanentWidget(self.saved)
        self.saved.show()
        self.indicators.append(widget)
        return widget

    def say(self, text: str, ms: int = 4000) -> None:
        """A passing message."""
        self.bar.showMessage(text, ms)

    # ------------------------------------------------------------------ the indicators
    def show_saved(self) -> None:
        game = self.document.game
        if game is None:
            self.saved.setText(self.tr("No game open"))
            self.saved.setToolTip("")
            return
        path = str(Path(game.path)) if game.path else ""
        self.saved.setText(self.tr("✓ All changes saved"))
        self.saved.setToolTip(
            plain_tooltip(
                self.tr(
                    "Every change is written to {file} at once; there is nothing to save."
                ).format(file=path)
            )
        )

    def show_dice_mode(self, *_args: object) -> None:
        if self.document.game is None:
            self.dice.clear()
            self.dice.setToolTip("")
            return
        virtual = self.document.dice_mode == "virtual"
        self.dice.setText(self.tr("Dice: virtual") if virtual else self.tr("Dice: physical"))
        self.dice.setToolTip(
            self.tr(
                "The game's default dice: {mode}. Change it with Dice in the toolbar; "
                "a roll card may use the other for its own roll."
            ).format(
                mode=self.tr("rolled by Adjutant")
                if virtual
                else self.tr("rolled at the table and typed in")
            )
        )

    def saved_message(self, label: str) -> str:
        """The status bar's word on a change, in the user's language: the store's action
        labels (English in the file, "Undo …"/"Redo …" after undo and redo) translated."""
        for verb, text in (
            ("Undo ", self.tr("Undone: {action}")),
            ("Redo ", self.tr("Redone: {action}")),
        ):
            if label.startswith(verb):
                return text.format(action=action_label(label[len(verb) :]))
        return self.tr("Saved: {action}").format(action=action_label(label))

    def retranslate(self) -> None:
        # A passing message ("Saved: …") was written in the old language: not kept.
        self.bar.clearMessage()
        self.show_saved()
        self.show_dice_mode()


__all__ = ["StatusArea"]

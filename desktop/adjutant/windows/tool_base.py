"""The wiring every tool window shares: document, reload on change, language, dice, phase.

For the tool windows (``windows/command/``, ``charge/``, ``melee/``, ``odds/``,
``hex/``; issue 14 "Windows as packages", issue 15 "Led by the phase", "One dice
switch"). A tool subclasses :class:`ToolPanel` and writes:

- ``TOOL`` — its key ("command", "charge"…), the one of ``store.format.phases.TOOL_PHASE``;
- ``reload()`` — re-read its session's plan from the store and refill its models;
- ``retranslateUi()`` — set every text (called at construction and on a language
  change; the dock title follows ``windowTitle``);
- optionally ``affected_by(change)`` — False when a ``Change`` cannot concern it
  (the reload is then skipped); ``dice_mode_changed(mode)``; ``phase_changed(state)``.

What the base does, so no tool does it again:

- reloads through a :class:`~adjutant.windows.reloading.ReloadGate` (at once while
  seen, else once when its dock is shown) on open, close, change and turn change;
- :meth:`run` / :meth:`run_batch` — one undoable store action (``adjutant.undo``),
  all-or-nothing for a batch; a refusal (a store ``InvalidField``, a rule's
  ``RuleInputError``, a ``StoreError``) is shown in :attr:`message` and ``None``
  returned; nothing else is caught (a bug must surface);
- :meth:`confirm_out_of_phase` — "it is the Command phase: roll this charge
  anyway?", asked once per tool and phase of a turn; the answer is remembered until
  the phase changes, and the service logs the test as out of phase;
- :attr:`dice_mode` — the game's one dice switch (``GameDocument.dice_mode``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from adjutant.qtmodels.document import GameDocument, TurnState
from adjutant.undo.batch import run_batch
from adjutant.undo.service import run_service
from adjutant.windows.reloading import ReloadGate
from adjutant.windows.widgets.dice_entry import ERROR_COLOR
from adjutant.windows.widgets.in_view import bring_into_view_later

if TYPE_CHECKING:
    from adjutant.store import Change, Game
    from adjutant.store.file.batch import Call

PASS_COLOR = "#2e8b57"


def refusal_types() -> tuple[type[BaseException], ...]:
    """The errors that mean "refused, nothing changed" (imported when first needed)."""
    from adjutant.store.errors import InvalidField, StoreError

    return (InvalidField, StoreError, ValueError)


class StatusLine(QLabel):
    """One line of feedback under a tool's controls: a refusal (red) or a note. Plain text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("toolMessage")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def show_refusal(self, text: str) -> None:
        self.setStyleSheet(f"color: {ERROR_COLOR};")
        self.setText(text)
        self.setVisible(bool(text))
        if text:  # a panel that scrolls shows why (issue 22)
            bring_into_view_later(self, self)

    def show_note(self, text: str, *, good: bool = False) -> None:
        self.setStyleSheet(f"color: {PASS_COLOR};" if good else "")
        self.setText(text)
        self.setVisible(bool(text))

    def clear_message(self) -> None:
        self.setText("")
        self.hide()


class ToolPanel(QWidget):
    """Base of the tool windows: call ``super().__init__(document, parent)`` first, build
    the widgets, then ``self.start()`` (which translates and loads)."""

    TOOL: ClassVar[str] = ""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.message = StatusLine(self)
        self._phase_confirmed: set[tuple[TurnState, str]] = set()
        self._started = False
        self._reloads = ReloadGate(self, self._reload_now)
        document.opened.connect(self._reloads.request)
        document.closed.connect(self._reloads.request)
        document.changed.connect(self._on_change)
        document.diceModeChanged.connect(self.dice_mode_changed)
        document.turnChanged.connect(self._on_turn)

    def start(self) -> None:
        """Translate and load once the subclass has built its widgets."""
        self._started = True
        self.retranslateUi()
        self._reload_now()

    # ---------------------------------------------------------------- for subclasses

    @property
    def game(self) -> Game | None:
        return self.document.game

    @property
    def dice_mode(self) -> str:
        return self.document.dice_mode

    def reload(self) -> None:  # pragma: no cover - every tool overrides it
        raise NotImplementedError

    def retranslateUi(self) -> None:  # pragma: no cover - every tool overrides it
        raise NotImplementedError

    def affected_by(self, change: Change | None) -> bool:
        """Whether ``change`` (a store ``Change``, or None = unknown) may concern this tool."""
        return True

    def dice_mode_changed(self, mode: str) -> None:
        """The game's dice switch changed (cards follow it unless overridden)."""

    def phase_changed(self, state: TurnState | None) -> None:
        """The turn, side or phase changed (``GameDocument.turn_state``)."""

    # ---------------------------------------------------------------- actions

    def run(
        self, label: str, service: Callable[..., Change], *args: object, **kwargs: object
    ) -> Change | None:
        """One undoable store action; a refusal is shown and None returned."""
        self.message.clear_message()
        try:
            change: Change = run_service(self.document, label, service, *args, **kwargs)
            return change
        except refusal_types() as exc:
            self.show_refusal(exc)
            return None

    def run_batch(self, label: str, calls: Sequence[Call]) -> Change | None:
        """Several services as one undoable, all-or-nothing action (``undo.batch``);
        ``label`` is its English name from ``store.action_labels`` (the history
        shows it translated, also after reopening)."""
        self.message.clear_message()
        try:
            change: Change = run_batch(self.document, label, calls)
            return change
        except refusal_types() as exc:
            self.show_refusal(exc)
            return None

    def show_refusal(self, exc: BaseException | str) -> None:
        from adjutant.qtmodels.formatting import refusal_reason

        self.message.show_refusal(exc if isinstance(exc, str) else refusal_reason(exc))

    def confirm_out_of_phase(self, wanted_phase: str, what: str) -> bool:
        """True when it is ``wanted_phase`` now, or the player agrees to go ahead anyway.

        Asked once per tool and phase of a turn (the answer holds until the phase
        changes). ``what`` names the test in the user's language ("this charge").
        """
        state = self.document.turn_state
        if state is None or state[2] == wanted_phase:
            return True
        key = (state, self.TOOL)
        if key in self._phase_confirmed:
            return True
        from adjutant.qtmodels.log_model import phase_name

        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(QCoreApplication.translate("ToolPanel", "Out of phase"))
        box.setText(
            QCoreApplication.translate(
                "ToolPanel", "It is the {now} phase. Do {what} in the {wanted} phase anyway?"
            ).format(now=phase_name(state[2]), what=what, wanted=phase_name(wanted_phase))
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "ToolPanel",
                "It will be logged as out of phase. Adjutant will not ask again in this phase.",
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return False
        self._phase_confirmed.add(key)
        return True

    def out_of_phase(self, wanted_phase: str) -> bool:
        """True when a test of ``wanted_phase`` made now is out of its phase."""
        state = self.document.turn_state
        return state is not None and state[2] != wanted_phase

    # ---------------------------------------------------------------- wiring

    def _on_change(self, change: Change | None) -> None:
        if change is None or self.affected_by(change):
            self._reloads.request()

    def _on_turn(self, state: TurnState | None) -> None:
        self._phase_confirmed = {k for k in self._phase_confirmed if k[0] == state}
        self.phase_changed(state)

    def _reload_now(self) -> None:
        if self._started:
            self.reload()

    def flush(self) -> None:
        """Reload now if a change came in while the window was hidden."""
        self._reloads.flush()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go through the panel's fields in the order they are laid out,
        then out of the panel (issue 22: not to the toolbar from a card's field)."""
        from adjutant.windows.widgets.tab_order import step

        target = step(self, QApplication.focusWidget(), next)
        if target is None:
            return super().focusNextPrevChild(next)
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        target.setFocus(reason)
        return True

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._started:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["PASS_COLOR", "StatusLine", "ToolPanel", "refusal_types"]

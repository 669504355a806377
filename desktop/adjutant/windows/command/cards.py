"""The command tool's roll cards: plan entries as ``CardRow`` values, and the cards' editors.

For the reckless and declarations pages of the command window. :func:`reckless_row`
and :func:`declaration_row` turn a store plan entry (``store.tools.command.planner``) into what
its card shows, in the user's language; the entry rides along as ``CardRow.data`` and
is what a roll records (``resolve.resolve_command``). The editors go in a card's slot:

- :class:`DistanceEditor` — CMD-6: the distance typed as measured on the table (it
  wins over the measured one, shown as the placeholder); a text that is not a distance
  is refused beside the field, and the field goes back to what the card shows;
- :class:`EnemyEditor` — CMD-8: "an enemy directly in front", ticked as the
  battlefield says, and the players may overrule it.

A card's state follows the entry's: pending -> roll; automatic (CMD-4) -> Apply with
"no roll needed"; no roll needed or refused -> greyed with the rule's reason; done ->
the result in place, the chance shown before the roll kept.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from adjutant.qtmodels.roll_cards import CardRow, CardState
from adjutant.store.events import kinds as event_kinds
from adjutant.store.tools.command.planner import (
    DeclarationEntry,
    EntryState,
    Reason,
    RecklessEntry,
    Token,
)
from adjutant.windows.command import strings
from adjutant.windows.widgets.dice_entry import ERROR_COLOR
from adjutant.windows.widgets.elided import ElidedLabel
from adjutant.windows.widgets.reflow import WrappedLabel

_STATES = {
    EntryState.PENDING: CardState.PENDING,
    EntryState.AUTOMATIC: CardState.AUTOMATIC,
    EntryState.NO_ROLL: CardState.REFUSED,
    EntryState.REFUSED: CardState.REFUSED,
    EntryState.DONE: CardState.DONE,
}


def reckless_row(entry: RecklessEntry) -> CardRow:
    """CMD-8: one reckless regiment's card."""
    done = entry.done
    rolled = entry.state in (EntryState.PENDING, EntryState.DONE)
    return CardRow(
        key=entry.unit_id,
        title=entry.unit,
        test=strings.reckless_test(entry),
        state=_STATES[entry.state],
        needs=strings.translate("CommandWindow", "changes on 1–10") if rolled else "",
        chance=entry.chance if rolled else None,
        breakdown=entry.breakdown if rolled else (),
        note="" if entry.state in (EntryState.PENDING, EntryState.DONE) else _reason(entry),
        result=strings.reckless_result(done) if done is not None else "",
        success=None,
        data=entry,
    )


def declaration_row(entry: DeclarationEntry) -> CardRow:
    """CMD-3..7: one declared change's card."""
    done = entry.done
    state = entry.state
    note = ""
    if state is EntryState.AUTOMATIC or (state is EntryState.DONE and entry.needed is None):
        note = strings.automatic_note(entry.mode)
    elif state in (EntryState.PENDING, EntryState.DONE):
        note = strings.difficulty_note(entry)
    else:
        note = _reason(entry)
    tested = entry.needed is not None and state in (EntryState.PENDING, EntryState.DONE)
    return CardRow(
        key=entry.unit_id,
        title=entry.unit,
        test=strings.declaration_test(entry),
        state=_STATES[state],
        needs=strings.needs_text(entry.needed) if tested else "",
        chance=entry.chance if tested else None,
        breakdown=entry.breakdown if tested else (),
        note=note,
        result=strings.declaration_result(done) if done is not None else "",
        success=_success(done),
        data=entry,
    )


def _success(done: event_kinds.ControlTest | event_kinds.TokenChange | None) -> bool | None:
    """A done change's outcome: a control test passed or failed, a token change (CMD-4) made."""
    if done is None:
        return None
    return done.passed if isinstance(done, event_kinds.ControlTest) else True


def _reason(entry: RecklessEntry | DeclarationEntry) -> str:
    wanted = entry.wanted if isinstance(entry, DeclarationEntry) else None
    return strings.reason_text(entry.reason, entry.unit, entry.token, wanted)


class DistanceEditor(QWidget):
    """CMD-6 on a card: "Distance [ 11.3 measured ]"; Enter (or leaving it) commits."""

    def __init__(
        self,
        entry: DeclarationEntry,
        commit: Callable[[int, str], None],
        text: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("distanceEditor")
        self._unit_id = entry.unit_id
        self._commit = commit
        self.label = QLabel(strings.translate("CommandWindow", "Distance:"), self)
        self.field = QLineEdit(text, self)
        self.field.setObjectName("cardDistance")
        self.field.setMaximumWidth(150)
        # No mnemonic: every card has one of these (and Alt+letters are the menus').
        if entry.measured is not None:
            self.field.setPlaceholderText(
                strings.translate("CommandWindow", "{value} measured").format(
                    value=strings.distance_text(entry.measured)
                )
            )
        else:
            self.field.setPlaceholderText(strings.translate("CommandWindow", "type it"))
        self.field.setToolTip(
            strings.translate(
                "CommandWindow",
                "Distance from the commander-in-chief, edge to edge (CMD-6). A distance "
                "typed as measured on the table wins.",
            )
        )
        if entry.distance_source == "typed":
            bold = self.field.font()
            bold.setBold(True)
            self.field.setFont(bold)
        # A refusal shows here, next to the field it is about (issue 22).
        self.error = WrappedLabel(parent=self)
        self.error.setObjectName("cardDistanceError")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet(f"color: {ERROR_COLOR};")
        self.error.hide()
        self.field.editingFinished.connect(self._finished)
        self.field.textEdited.connect(lambda _text: self.error.hide())
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.field)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addLayout(row)
        column.addWidget(self.error)

    def _finished(self) -> None:
        self._commit(self._unit_id, self.field.text())

    def refuse(self, message: str, shown: str) -> None:
        """A typed text refused: ``message`` beside the field, and the field back to
        ``shown``, the distance the card's chance is worked out from ("": measured)."""
        self.field.setText(shown)
        self.error.setText(message)
        self.error.show()


class EnemyEditor(QWidget):
    """CMD-8 on a card: [x] Enemy directly in front, and what the battlefield says."""

    def __init__(
        self,
        entry: RecklessEntry,
        commit: Callable[[int, bool], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("enemyEditor")
        self._unit_id = entry.unit_id
        self._commit = commit
        self.box = QCheckBox(strings.translate("CommandWindow", "Enemy directly in front"), self)
        self.box.setObjectName("cardEnemy")
        self.box.setChecked(bool(entry.enemy_in_front))
        self.box.setToolTip(
            strings.translate(
                "CommandWindow",
                "Tick if an enemy stands directly in front with nothing between; the "
                "players may overrule the battlefield",
            )
        )
        self.table = ElidedLabel(parent=self)  # cut to a narrow dock, whole on hover
        self.table.setObjectName("cardEnemyTable")
        self.table.setEnabled(False)
        self.table.set_full_text(
            strings.translate("CommandWindow", "table: {what}").format(
                what=strings.enemy_text(entry.computed)
            )
        )
        self.box.setToolTip(
            self.box.toolTip()
            + "\n"
            + strings.translate(
                "CommandWindow",
                "Computed from the battlefield: an enemy regiment directly in front, no "
                "terrain or regiment between (CMD-8)",
            )
        )
        self.box.toggled.connect(lambda on: self._commit(self._unit_id, on))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box)
        row.addWidget(self.table, 1)


def wants_distance(entry: DeclarationEntry) -> bool:
    """A control test still to roll, or one waiting for its distance (CMD-6)."""
    return entry.state is EntryState.PENDING or entry.reason is Reason.NO_DISTANCE


def wants_enemy(entry: RecklessEntry) -> bool:
    """A Move regiment's reckless roll hangs on the enemy in front (CMD-8)."""
    return (
        entry.token is Token.MOVE
        and entry.state in (EntryState.PENDING, EntryState.NO_ROLL)
        and entry.reason in (None, Reason.NO_ENEMY)
    )


__all__ = [
    "DistanceEditor",
    "EnemyEditor",
    "declaration_row",
    "reckless_row",
    "wants_distance",
    "wants_enemy",
]

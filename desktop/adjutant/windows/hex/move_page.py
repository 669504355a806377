"""The Move page of the hex skirmish window: the movement roll as a card, then the path.

For ``adjutant.windows.hex.HexBoardWindow`` only (RULES.md GLAD-0, GLAD-1, GLAD-3; issues
11, 14, 15). The selected figure's movement roll is one roll card: its type (light D3+1,
medium D3, heavy D3−1 minimum 1), the hexes it may get and their exact chances, the die
(a d6 read as D3, or a real d3) chosen inside the card, Roll or the typed face; once
rolled, the allowance in place. Then the path: clicked hex by hex on the board (each
step checked by the planner, a refusal shown with its rule), the vertex to face at the
end (a corner click, keys 1-6, [ and ], or the list), and Confirm move (Ctrl+Enter).

The page also does what the player does there (issue 23: the window forwards to it): roll
(:meth:`MovePage.roll_movement_card`), step (:meth:`MovePage.step_to`), face
(:meth:`MovePage.set_facing`, :meth:`MovePage.rotate`), clear the path and confirm the
move (:meth:`MovePage.confirm_move`): each roll and each move one undoable
``resolve_hex`` through the window's ``run``, asked first out of the movement phase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.facing import facing_name
from adjutant.qtmodels.formatting import format_percent
from adjutant.qtmodels.roll_cards import CardRow, CardState, RollCardModel
from adjutant.store.tools.hex.planner import EntryState, resolve_hex
from adjutant.windows.hex import strings as S
from adjutant.windows.hex.session import Hex
from adjutant.windows.widgets import FlowLayout, WrappedLabel
from adjutant.windows.widgets.dice_entry import PHYSICAL, VIRTUAL
from adjutant.windows.widgets.roll_card import RollCard, RollCardList

if TYPE_CHECKING:
    from collections.abc import Hashable

    from adjutant.store.tools.hex.planner import HexPlan, MovementEntry
    from adjutant.windows.hex.window import HexBoardWindow


def tool_button(name: str, text: str, slot: Callable[[], object]) -> QToolButton:
    """A small button with a sign for a label (zoom, rotate); its name for tests and styles."""
    button = QToolButton()
    button.setObjectName(name)
    button.setText(text)
    button.clicked.connect(slot)
    return button


class MovePage(QWidget):
    """The movement card and the path of the selected figure."""

    def __init__(self, window: HexBoardWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexMovePage")
        self.window_ = window
        self.cards_model = RollCardModel(self)
        self.cards = RollCardList(
            self.cards_model,
            label_for=S.term_label,
            editor_factory=self._die_editor,
            roll_all=False,
        )
        self.cards.setObjectName("hexMoveCards")
        self.cards.set_fit_to_cards()  # the Roll button and the path below in view
        self.cards.rollRequested.connect(self.roll_movement_card)
        self.die_combo: QComboBox | None = None
        self._die_box: QWidget | None = None

        self.path_label = WrappedLabel()
        self.path_label.setObjectName("pathLabel")
        self.path_label.setTextFormat(Qt.TextFormat.PlainText)
        self.move_message = WrappedLabel()
        self.move_message.setObjectName("moveMessage")
        self.move_message.setTextFormat(Qt.TextFormat.PlainText)
        self.facing_label = QLabel()
        self.facing_combo = QComboBox()
        self.facing_combo.setObjectName("facingCombo")
        for v in range(6):
            self.facing_combo.addItem("", v)
        self.facing_label.setBuddy(self.facing_combo)
        self.facing_combo.activated.connect(self.set_facing)
        self.rotate_left = tool_button("rotateLeft", "⟲", lambda: self.rotate(1))
        self.rotate_right = tool_button("rotateRight", "⟳", lambda: self.rotate(-1))
        self.clear_path_button = QPushButton()
        self.clear_path_button.setObjectName("clearPathButton")
        self.clear_path_button.clicked.connect(self.clear_path)
        self.confirm_move_button = QPushButton()
        self.confirm_move_button.setObjectName("confirmMoveButton")
        self.confirm_move_button.clicked.connect(self.confirm_move)

        facing_row = QHBoxLayout()
        facing_row.addWidget(self.facing_label)
        facing_row.addWidget(self.facing_combo, 1)
        facing_row.addWidget(self.rotate_left)
        facing_row.addWidget(self.rotate_right)
        buttons = FlowLayout()  # wraps in a narrow dock
        buttons.addWidget(self.clear_path_button)
        buttons.addWidget(self.confirm_move_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.cards)
        layout.addWidget(self.path_label)
        layout.addWidget(self.move_message)
        layout.addLayout(facing_row)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.retranslateUi()

    # ---------------------------------------------------------------- the card

    def _die_editor(self, row: CardRow, parent: QWidget) -> QWidget | None:
        if row.state is not CardState.PENDING:
            self.die_combo = self._die_box = None
            return None
        box = QWidget(parent)
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        label = QLabel(self.tr("Die:"), box)
        combo = QComboBox(box)
        combo.setObjectName("dieCombo")
        combo.addItem(self.tr("d6 read as D3 (GLAD-0)"), 6)
        combo.addItem(self.tr("d3"), 3)
        combo.setCurrentIndex(max(combo.findData(self.window_.session.die_sides), 0))
        combo.currentIndexChanged.connect(lambda _i: self.set_die(combo.currentData()))
        label.setBuddy(combo)
        line.addWidget(label)
        line.addWidget(combo, 1)
        self.die_combo, self._die_box = combo, box
        # A card rebuilt makes a new box; only the box still held is forgotten with its card.
        box.destroyed.connect(lambda *_a, held=box: self._die_gone(held))
        return box

    def _die_gone(self, box: QWidget) -> None:
        if self._die_box is box:
            self.die_combo = self._die_box = None

    def show_plan(self) -> None:
        plan = self.window_.session.plan
        entry = plan.movement if plan is not None else None
        if entry is None:
            self.cards_model.set_rows(())
            self.cards.set_empty_text(self.tr("Click a figure on the board to select it."))
        else:
            self.cards_model.set_rows([self._card_row(entry)])
            if self._die_box is not None:  # the die is chosen before the roll only
                self._die_box.setVisible(entry.state is EntryState.PENDING)
        self._show_path(plan)
        self._pin_height()

    def _pin_height(self) -> None:
        """At least as tall as the card, the path and the buttons need at this width: a
        splitter reads minimum sizes only (not heights for widths), and would squeeze the
        card's Roll button out of view (issue 15)."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        width = self.width()
        need = layout.heightForWidth(width) if width > 0 and layout.hasHeightForWidth() else -1
        self.setMinimumHeight(max(need, layout.minimumSize().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._pin_height()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a child's size changed: the card
            QTimer.singleShot(0, self, self._pin_height)
        return super().event(event)

    def _card_row(self, entry: MovementEntry) -> CardRow:
        options = ", ".join(
            self.tr("{n} ({chance})").format(n=n, chance=format_percent(p))
            for n, p in entry.allowances
        )
        test = "\n".join(
            (
                self.tr("{rule} (GLAD-1, defence factor {df})").format(
                    rule=S.type_term(entry.kind), df=entry.defence_factor
                ),
                self.tr("May move: {options}").format(options=options),
            )
        )
        needs = self.tr("1 d6 read as D3") if entry.die_sides == 6 else self.tr("1 d3")
        common = CardRow(
            key=("move", entry.figure_id),
            title=entry.figure,
            test=test,
            needs=needs,
            breakdown=entry.breakdown,
            dice=(1, entry.die_sides if entry.die_sides in (3, 6) else 6),
        )
        if entry.state is EntryState.DONE and entry.rolled is not None:
            rolled = entry.rolled
            result = self.tr("D3 = {d3}: may move {n}").format(d3=rolled.d3, n=rolled.allowance)
            if rolled.die_sides is None and rolled.dice and rolled.dice[0] != rolled.d3:
                result += " " + self.tr("(d6 face {face})").format(face=rolled.dice[0])
            if entry.moved is not None:
                q, r = entry.moved.end
                result += "\n" + self.tr(
                    "Moved to ({q}, {r}), facing {facing}; hexes moved: {n}"
                ).format(
                    q=q, r=r, facing=facing_name(entry.moved.facing), n=len(entry.moved.path) - 1
                )
            return replace(common, state=CardState.DONE, result=result, success=True)
        if entry.refusal is not None:
            return replace(common, state=CardState.REFUSED, note=S.refusal_text(entry.refusal))
        note = ""
        if entry.out_of_phase and not entry.confirmed:
            note = self.tr("Out of the movement phase: Adjutant will ask first.")
        return replace(common, state=CardState.PENDING, note=note)

    def card(self) -> RollCard | None:
        cards = self.cards.cards()
        return cards[0] if cards else None

    # ---------------------------------------------------------------- the path

    def _show_path(self, plan: HexPlan | None) -> None:
        move = plan.move if plan is not None else None
        session = self.window_.session
        planning = move is not None and move.state is not EntryState.DONE and bool(session.path)
        if move is None or not planning:
            self.path_label.setText("")
            self.path_label.setVisible(False)
        else:
            path = " → ".join(f"({q}, {r})" for q, r in session.path)
            self.path_label.setText(
                self.tr("Path: {path}; hexes used: {used} of {n}; in reach: {reach}").format(
                    path=path,
                    used=max(len(session.path) - 1, 0),
                    n=move.allowance,
                    reach=max(len(move.reach) - 1, 0),
                )
            )
            self.path_label.setVisible(True)
        if session.facing is not None:
            self.facing_combo.setCurrentIndex(session.facing)
        for w in (self.facing_combo, self.rotate_left, self.rotate_right):
            w.setEnabled(planning)
        self.clear_path_button.setEnabled(planning and len(session.path) > 1)
        self.confirm_move_button.setEnabled(
            planning and move is not None and move.state is EntryState.PENDING
        )

    def say(self, text: str, ok: bool | None = None) -> None:
        """The step's acceptance or refusal under the path."""
        colour = None if ok is None else ("#2e7d32" if ok else "#d14343")
        self.move_message.setStyleSheet(f"color: {colour};" if colour else "")
        self.move_message.setText(text)
        self.move_message.setVisible(bool(text))

    # ---------------------------------------------------------------- the player's actions

    def step_to(self, h: Hex) -> bool:
        """Extend the planned path to ``h`` (GLAD-1, GLAD-3); False with the reason if refused."""
        window = self.window_
        game = window.game
        if game is None or window.current_figure() is None:
            return False
        if window.allowance is None:
            self.say(self.tr("Roll the movement first (R)."), False)
            return False
        back = h in window.session.path  # a click on the path takes it back to that hex
        refusal = window.session.step(game, h)
        if refusal is not None:
            reason = S.refusal_text(refusal)
            self.say(self.tr("Refused: {reason}").format(reason=reason), False)
            return False
        plan = window.session.plan
        if back:
            self.say("")
        else:
            note = ""
            if plan is not None and h in plan.zoc:
                note = self.tr(" (next to an enemy: zone of control, GLAD-3)")
            self.say(
                self.tr("Step to ({q}, {r}) accepted{extra}.").format(q=h[0], r=h[1], extra=note),
                True,
            )
        window.refresh()
        return True

    def step_refusal(self, h: Hex) -> str | None:
        """Why the path may not go on to ``h`` (the planner's words), or None."""
        game = self.window_.game
        refusal = None if game is None else self.window_.session.refusal_of(game, h)
        return None if refusal is None else S.refusal_text(refusal)

    def clear_path(self) -> None:
        self.window_.session.clear_path()
        self.say("")
        self.window_.replan()

    def set_facing(self, vertex: int) -> None:
        """The vertex to face at the end of the move (GLAD-1)."""
        window = self.window_
        if window.allowance is not None and window.session.set_facing(vertex):
            window.replan()

    def rotate(self, step: int) -> None:
        facing = self.window_.facing
        if self.window_.allowance is not None and facing is not None:
            self.set_facing((facing + step) % 6)

    def set_die(self, sides: int) -> None:
        self.window_.session.die_sides = sides
        self.window_.replan()

    def roll_movement(self) -> bool:
        """R: the movement card's roll (its dice, or the faces typed on it)."""
        card = self.card()
        if card is None or card.row().state is not CardState.PENDING:
            return False
        wanted = card.request()
        return wanted is not None and self.roll_movement_card(*wanted)

    def roll_movement_card(self, _key: Hashable, faces: Sequence[int] | None) -> bool:
        """GLAD-0/1: roll (or take the typed face of) the selected figure's D3."""
        window = self.window_
        entry = window.session.plan.movement if window.session.plan is not None else None
        if entry is None or entry.state is not EntryState.PENDING:
            return False
        if not window.in_phase(entry, "movement", self.tr("this movement roll")):
            return False
        plan = window.session.plan  # planned again if the players confirmed the phase
        entry = plan.movement if plan is not None else None
        if entry is None:
            return False
        change = window.run(
            self.tr("Movement roll for {name}").format(name=entry.figure),
            resolve_hex,
            entry,
            list(faces) if faces is not None else None,
            dice_mode=PHYSICAL if faces is not None else VIRTUAL,
        )
        if change is not None:
            self.say("")
        return change is not None

    def confirm_move(self) -> bool:
        """Move along the planned path and face the chosen vertex: one undoable action."""
        window = self.window_
        move = window.session.plan.move if window.session.plan is not None else None
        if move is None or move.state is not EntryState.PENDING or not window.session.path:
            if move is not None and move.refusal is not None:
                self.say(S.refusal_text(move.refusal), False)
            return False
        if not window.in_phase(move, "movement", self.tr("this move")):
            return False
        plan = window.session.plan  # planned again if the players confirmed the phase
        move = plan.move if plan is not None else None
        if move is None:
            return False
        change = window.run(self.tr("Move {name}").format(name=move.figure), resolve_hex, move)
        if change is not None:
            self.say("")
        return change is not None

    # ---------------------------------------------------------------- language

    def retranslateUi(self) -> None:
        self.facing_label.setText(self.tr("&Face:"))
        self.facing_combo.setToolTip(
            self.tr("The vertex to face at the end of the move: click a corner, keys 1–6, [ ]")
        )
        for v in range(6):
            self.facing_combo.setItemText(v, facing_name(v))
        self.rotate_left.setToolTip(self.tr("Turn counter-clockwise ([)"))
        self.rotate_right.setToolTip(self.tr("Turn clockwise (])"))
        self.clear_path_button.setText(self.tr("Clear path (Esc)"))
        self.confirm_move_button.setText(self.tr("Confirm move (Ctrl+Enter)"))
        self.cards.set_empty_text(self.tr("Click a figure on the board to select it."))
        if self.window_.session.plan is not None:
            self.show_plan()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["MovePage"]

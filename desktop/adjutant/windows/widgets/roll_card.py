"""Roll cards: each pending test as one compact card, the exact chance on it as you roll.

For every tool window (command, charge, melee, odds, hex; issue 15 "Roll cards").
A :class:`RollCardList` shows the rows of a ``qtmodels.roll_cards.RollCardModel`` as
cards, top to bottom, in a vertical scroll area that never scrolls sideways: a card
fits the dock at its narrowest (420 px). A card shows, in this order:

1. who (the unit's name, elided, the whole name on hover) and a state chip;
2. what is tested ("Control test: Move → Attack");
3. the exact chance, large, with "needs N+" beside it, and **Why?** to open the
   breakdown (each term with its rule id);
4. an optional slot for the tool's own inputs (a typed distance…);
5. the roll: **Roll** with virtual dice, or a faces field and **Enter** with physical
   dice (the game's default; "Type faces" / "Roll for me" switches this card only);
   an automatic outcome has **Apply** and says why no roll is needed;
6. the result, in place, once resolved (the chance stays shown).

Keyboard first: Up/Down (and Tab) move between cards; Enter rolls, or accepts the
typed faces; "?" opens the breakdown; Ctrl+T switches this card's dice. After a roll
the next pending card takes the focus, so a batch is Enter, Enter, Enter.

The card worked on stays in view (issue 22, ``widgets.in_view``): a card given the
keyboard, a card declared or added, and a card whose faces are refused ("21 is not a
d20 face": the field emptied, the message on the card) are scrolled into view — its
chance, its Roll button and its message — through every scroll area around the list.

A tool whose test takes several dice fields (the melee round: the faces or hits of
each attack) gives an editor that types the dice itself, a *dice editor*: a widget with
``typed_dice()`` (the typed value, or ``FacesError`` with the message to show),
``set_physical(bool)`` (the card's dice mode changed: show or hide the fields) and
optionally ``focus_first()`` and a ``submitted`` signal (Enter in its last field). With
physical dice such a card hides its own faces field and rolls with ``typed_dice()``.

Signals (the window calls its store service, the model then updates the cards):

- ``RollCardList.rollRequested(key, faces)`` — ``faces`` None for a virtual roll (or
  an automatic outcome), else the typed tuple, already checked against the die;
- ``RollCardList.rollAllRequested(list)`` — ``[(key, faces), ...]`` for every card
  that can go now (cards still waiting for typed faces are named in the list's note).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Protocol, cast

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.roll_cards import ROLE_ROW, CardRow, CardState, RollCardModel
from adjutant.rules.explain import Modifier
from adjutant.windows.widgets.breakdown import format_value
from adjutant.windows.widgets.chance import ChanceLabel
from adjutant.windows.widgets.dice_entry import (
    ERROR_COLOR,
    PHYSICAL,
    VIRTUAL,
    FacesError,
    parse_faces,
)
from adjutant.windows.widgets.elided import ElidedLabel
from adjutant.windows.widgets.in_view import bring_into_view, bring_into_view_later
from adjutant.windows.widgets.reflow import WrappedLabel

#: The narrowest dock a card must fit without a horizontal scroll bar (issue 15).
CARD_MIN_WIDTH = 420
PASS_COLOR = "#2e8b57"
LabelFor = Callable[[Modifier], str]
EditorFactory = Callable[[CardRow, QWidget], QWidget | None]


class TypedDiceEditor(Protocol):
    """A card's editor that types the dice itself (see the module's docstring)."""

    def set_physical(self, physical: bool) -> None: ...

    def typed_dice(self) -> object: ...

    def focus_first(self) -> None: ...  # optional: asked for with hasattr()


class BreakdownLines(QWidget):
    """The terms of a number as plain lines: term · rule · value (narrow enough for a card)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(8, 2, 0, 2)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(1)
        self._labels: list[QLabel] = []

    def set_terms(self, terms: tuple[Modifier, ...], label_for: LabelFor | None) -> None:
        for label in self._labels:
            self._grid.removeWidget(label)
            label.deleteLater()
        self._labels = []
        for row, term in enumerate(terms):
            cells = (
                label_for(term) if label_for else term.label,
                term.rule,
                format_value(term.value, signed=row > 0),
            )
            for column, text in enumerate(cells):
                label = QLabel(text, self)
                label.setTextFormat(Qt.TextFormat.PlainText)
                if column == 0:
                    label.setWordWrap(True)
                if column == 2:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self._grid.addWidget(label, row, column)
                self._labels.append(label)
        self._grid.setColumnStretch(0, 1)

    def texts(self) -> list[tuple[str, str, str]]:
        """(term, rule, value) per line, for tests."""
        cells = [label.text() for label in self._labels]
        return [(cells[i], cells[i + 1], cells[i + 2]) for i in range(0, len(cells) - 2, 3)]


class RollCard(QFrame):
    """One test: who, what, needs, exact chance, why, roll or faces, result."""

    rollRequested = Signal(object, object)  # key, faces (None = virtual / automatic)
    #: Up (-1) or Down (+1) pressed: the list moves the focus.
    stepRequested = Signal(int)

    def __init__(
        self,
        row: CardRow,
        *,
        default_mode: str = VIRTUAL,
        label_for: LabelFor | None = None,
        editor_factory: EditorFactory | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rollCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._row = row
        self._default_mode = default_mode
        self._override: str | None = None
        self._label_for = label_for
        self._editor_factory = editor_factory
        self._editor: QWidget | None = None
        self._build()
        self.retranslateUi()
        self.set_row(row)

    # ---------------------------------------------------------------- building

    def _build(self) -> None:
        self.title = ElidedLabel(parent=self)
        self.title.setObjectName("cardTitle")
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.chip = QLabel(self)
        self.chip.setObjectName("cardState")
        self.chip.setTextFormat(Qt.TextFormat.PlainText)
        self.test = WrappedLabel(parent=self)
        self.test.setObjectName("cardTest")
        self.test.setTextFormat(Qt.TextFormat.PlainText)
        self.chance = ChanceLabel(parent=self)
        self.chance.setObjectName("cardChance")
        big = QFont(self.chance.font())
        big.setPointSizeF(big.pointSizeF() * 1.7)
        big.setBold(True)
        self.chance.setFont(big)
        self.needs = QLabel(self)
        self.needs.setObjectName("cardNeeds")
        self.needs.setTextFormat(Qt.TextFormat.PlainText)
        self.why = QToolButton(self)
        self.why.setObjectName("cardWhy")
        self.why.setCheckable(True)
        self.why.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.why.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.why.setArrowType(Qt.ArrowType.RightArrow)
        self.why.toggled.connect(self._toggle_why)
        self.breakdown = BreakdownLines(self)
        self.breakdown.setObjectName("cardBreakdown")
        self.breakdown.hide()
        self.faces = QLineEdit(self)
        self.faces.setObjectName("cardFaces")
        self.faces.setMaximumWidth(140)
        self.faces.returnPressed.connect(self._activate)
        self.faces.textEdited.connect(lambda _text: self._show_error(""))
        self.roll = QPushButton(self)
        self.roll.setObjectName("cardRoll")
        self.roll.setAutoDefault(False)
        self.roll.setMinimumWidth(110)
        strong = QFont(self.roll.font())
        strong.setBold(True)
        self.roll.setFont(strong)
        self.roll.clicked.connect(self._activate)
        self.mode = QToolButton(self)
        self.mode.setObjectName("cardMode")
        self.mode.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mode.clicked.connect(self.toggle_mode)
        self.note = WrappedLabel(parent=self)
        self.note.setObjectName("cardNote")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.result = WrappedLabel(parent=self)
        self.result.setObjectName("cardResult")
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        bold_result = QFont(self.result.font())
        bold_result.setBold(True)
        self.result.setFont(bold_result)

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.chip)
        odds = QHBoxLayout()
        odds.addWidget(self.chance)
        odds.addWidget(self.needs)
        odds.addStretch(1)
        odds.addWidget(self.why)
        self._slot = QVBoxLayout()
        self._slot.setContentsMargins(0, 0, 0, 0)
        act = QHBoxLayout()
        act.addWidget(self.faces)
        act.addWidget(self.roll)
        act.addStretch(1)
        act.addWidget(self.mode)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.test)
        layout.addLayout(odds)
        layout.addWidget(self.breakdown)
        layout.addLayout(self._slot)
        layout.addLayout(act)
        layout.addWidget(self.note)
        layout.addWidget(self.result)
        for widget in (self.faces, self.roll):
            widget.installEventFilter(self)

    # ---------------------------------------------------------------- state

    @property
    def key(self) -> Hashable:
        return self._row.key

    def row(self) -> CardRow:
        return self._row

    def dice_mode(self) -> str:
        """The mode this card rolls with: its own override, else the game's default."""
        return self._override or self._default_mode

    def set_default_mode(self, mode: str) -> None:
        self._default_mode = mode
        self._refresh_action()

    def toggle_mode(self) -> None:
        """Switch this card alone between virtual and physical dice (Ctrl+T)."""
        other = PHYSICAL if self.dice_mode() == VIRTUAL else VIRTUAL
        self._override = None if other == self._default_mode else other
        self._refresh_action()
        self.focus_action()

    def set_row(self, row: CardRow) -> None:
        # The editor is made anew only for another test (what a player typed in it stays
        # while the plan is worked out again to the same values).
        if row.key != self._row.key or row.data != self._row.data or self._editor is None:
            self._replace_editor(row)
        self._row = row
        self.title.set_full_text(row.title)
        self.test.setText(row.test)
        self.test.setVisible(bool(row.test))
        self.chance.set_chance(row.chance)
        self.chance.setVisible(row.chance is not None)
        self.needs.setText(row.needs)
        self.needs.setVisible(bool(row.needs))
        self.why.setVisible(bool(row.breakdown))
        self.breakdown.set_terms(row.breakdown, self._label_for)
        self.breakdown.setVisible(bool(row.breakdown) and self.why.isChecked())
        self.note.setText(row.note)
        self.note.setStyleSheet("")
        self.note.setVisible(bool(row.note))
        self.result.setText(row.result)
        self.result.setVisible(bool(row.result))
        color = None if row.success is None else PASS_COLOR if row.success else ERROR_COLOR
        self.result.setStyleSheet(f"color: {color};" if color else "")
        # A refused card is greyed, but its reason stays readable (CMD-1, CMD-7...).
        live = row.state is not CardState.REFUSED
        for widget in (self.title, self.test, self.chip, self.chance, self.needs):
            widget.setEnabled(live)
        self._refresh_chip()
        self._refresh_action()

    def _replace_editor(self, row: CardRow) -> None:
        if self._editor is not None:
            self._slot.removeWidget(self._editor)
            self._editor.hide()  # out of the layout: else drawn where it was until deleted
            self._editor.deleteLater()
            self._editor = None
        if self._editor_factory is not None:
            editor = self._editor_factory(row, self)
            if editor is not None:
                self._editor = editor
                self._slot.addWidget(editor)
                submitted = getattr(editor, "submitted", None)
                if submitted is not None:
                    submitted.connect(self._activate)
                # The card's keys (Up/Down, "?", Ctrl+T) work in the editor's fields too.
                for field in editor.findChildren(QLineEdit):
                    field.installEventFilter(self)

    def editor(self) -> QWidget | None:
        return self._editor

    def _dice_editor(self) -> TypedDiceEditor | None:
        """The editor if it types the dice itself (``typed_dice``), else None."""
        editor = self._editor
        if editor is None or not hasattr(editor, "typed_dice"):
            return None
        return cast("TypedDiceEditor", editor)  # it has typed_dice: the contract above

    def _refresh_chip(self) -> None:
        texts = {
            CardState.PENDING: self.tr("to roll"),
            CardState.AUTOMATIC: self.tr("no roll needed"),
            CardState.DONE: self.tr("done"),
            CardState.REFUSED: self.tr("not now"),
        }
        self.chip.setText(texts[self._row.state])

    def _refresh_action(self) -> None:
        state = self._row.state
        physical = state is CardState.PENDING and self.dice_mode() == PHYSICAL
        live = state in (CardState.PENDING, CardState.AUTOMATIC)
        dice_editor = self._dice_editor()
        self.faces.setVisible(physical and dice_editor is None)
        if dice_editor is not None:
            dice_editor.set_physical(physical)
        self.roll.setVisible(live)
        self.mode.setVisible(state is CardState.PENDING)
        if state is CardState.AUTOMATIC:
            self.roll.setText(self.tr("Apply"))
            self.roll.setToolTip(self.tr("Make the change now: no roll is needed (Enter)"))
        elif physical:
            count, sides = self._row.dice
            self.roll.setText(self.tr("Enter"))
            self.roll.setToolTip(self.tr("Accept the typed faces (Enter)"))
            self.faces.setPlaceholderText(
                self.tr("d{sides} face", "one die").format(sides=sides)
                if count == 1
                else self.tr("{count} × d{sides}").format(count=count, sides=sides)
            )
        else:
            self.roll.setText(self.tr("Roll"))
            self.roll.setToolTip(self.tr("Roll with Adjutant's dice (Enter)"))
        self.mode.setText(self.tr("Roll for me") if physical else self.tr("Type faces"))
        self.mode.setToolTip(
            self.tr(
                "This roll only: switch between Adjutant's dice and the faces rolled at the table (Ctrl+T)"
            )
        )

    # ---------------------------------------------------------------- actions

    def focus_action(self) -> None:
        """Give the keyboard focus to what Enter acts on (the faces field or the button)."""
        dice_editor = self._dice_editor()
        if (
            dice_editor is not None
            and self._row.state is CardState.PENDING
            and self.dice_mode() == PHYSICAL
            and hasattr(dice_editor, "focus_first")
        ):
            dice_editor.focus_first()
            return
        target = self.faces if self.faces.isVisibleTo(self) else self.roll
        if target.isVisibleTo(self):
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def has_focus_inside(self) -> bool:
        focus = self.focusWidget()
        return focus is not None and focus.hasFocus()

    def in_view_parts(self, also: tuple[QWidget, ...] = ()) -> tuple[QWidget, ...]:
        """What must show while the card is worked on, least needed first (issue 22): the
        card, its chance, ``also`` (a field's message), its Roll button (or its result)
        and its message."""
        act = self.roll if not self.roll.isHidden() else self.result
        return (self, self.chance, *also, act, self.note)

    def bring_into_view(self, *, later: bool = False, also: tuple[QWidget, ...] = ()) -> None:
        """Scroll every scroll area around the card so it shows, its Roll button and its
        message at least (``later``: once the event loop has laid out what just changed)."""
        if later:
            bring_into_view_later(self, *self.in_view_parts(also))
        else:
            bring_into_view(*self.in_view_parts(also))

    def typed_faces(self) -> tuple[int, ...]:
        """The faces typed, checked against the card's dice; FacesError (translated) if not."""
        count, sides = self._row.dice
        faces = parse_faces(self.faces.text(), sides, count)
        if len(faces) != count:
            raise FacesError(
                self.tr("Type {count} faces of a d{sides}").format(count=count, sides=sides)
            )
        return faces

    def request(self) -> tuple[Hashable, tuple[int, ...] | None] | None:
        """What this card would roll now: (key, faces or None); None if it cannot (error shown)."""
        state = self._row.state
        if state is CardState.AUTOMATIC or (
            state is CardState.PENDING and self.dice_mode() == VIRTUAL
        ):
            return self._row.key, None
        if state is not CardState.PENDING:
            return None
        dice_editor = self._dice_editor()
        try:
            if dice_editor is not None:
                # The editor's own dice value (the melee round's MeleeDice), not faces: the
                # tools that call request() (charge, hex, odds) have no such editor; the
                # melee round reads it through rollRequested. Widening the type here would
                # retype those tools' callers (another change).
                return self._row.key, dice_editor.typed_dice()  # type: ignore[return-value]

            return self._row.key, self.typed_faces()
        except FacesError as exc:
            if dice_editor is None:
                # Issue 22: the field goes back to what the card shows (no face yet); the
                # message names what was typed ("21 is not a d20 face").
                self.faces.clear()
            self._show_error(str(exc))
            return None

    def _activate(self) -> None:
        wanted = self.request()
        if wanted is not None:
            self.rollRequested.emit(*wanted)

    def _show_error(self, text: str) -> None:
        if text:
            self.note.setText(text)
            self.note.setStyleSheet(f"color: {ERROR_COLOR};")
            self.note.setVisible(True)
            # "21 is not a d20 face" where the player looks, never below the fold (issue 22).
            self.bring_into_view(later=True)
        elif self.note.styleSheet():
            self.note.setStyleSheet("")
            self.note.setText(self._row.note)
            self.note.setVisible(bool(self._row.note))

    def _toggle_why(self, shown: bool) -> None:
        self.why.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.breakdown.setVisible(shown and bool(self._row.breakdown))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.bring_into_view(later=True)  # the card worked on stays in view (issue 22)
        elif event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.stepRequested.emit(-1 if key == Qt.Key.Key_Up else 1)
                return True
            if event.text() == "?":
                self.why.toggle()
                return True
            if key == Qt.Key.Key_T and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.toggle_mode()
                return True
            if watched is self.roll and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._activate()
                return True
        return super().eventFilter(watched, event)

    def retranslateUi(self) -> None:
        self.why.setText(self.tr("Why?"))
        self.why.setToolTip(self.tr("How the chance is worked out, rule by rule (?)"))
        self._refresh_chip()
        self._refresh_action()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class RollCardList(QWidget):
    """The cards of a ``RollCardModel``, with "Roll all"; one per model row, in order."""

    rollRequested = Signal(object, object)
    rollAllRequested = Signal(object)
    # The list's scroll area: the name (read by tools and tests) hides QWidget.scroll(),
    # a method this widget never calls.
    scroll: QScrollArea  # type: ignore[assignment]

    def __init__(
        self,
        model: RollCardModel,
        *,
        label_for: LabelFor | None = None,
        editor_factory: EditorFactory | None = None,
        roll_all: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rollCardList")
        self._model = model
        self._label_for = label_for
        self._editor_factory = editor_factory
        self._default_mode = VIRTUAL
        self._cards: list[RollCard] = []
        self._focus_after: Hashable | None = None
        self._empty_text = ""
        self._fit = False
        self._built = False  # the first build brings no card into view

        self.heading = WrappedLabel(parent=self)
        self.heading.setObjectName("cardListHeading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.hide()
        self.roll_all = QPushButton(self)
        self.roll_all.setObjectName("rollAll")
        self.roll_all.setVisible(roll_all)
        self.roll_all.clicked.connect(self.request_all)
        self.status = WrappedLabel(parent=self)
        self.status.setObjectName("cardListStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.hide()
        self.empty = WrappedLabel(parent=self)
        self.empty.setObjectName("cardListEmpty")
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setEnabled(False)

        self._inner = QWidget()
        self._inner.setObjectName("cardListInner")
        self._column = QVBoxLayout(self._inner)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(6)
        self._column.addWidget(self.empty)
        self._column.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("cardListScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self._inner)
        # The viewport resized (the page laid out, a line shown above): the card being
        # worked on stays in view (issue 22).
        self.scroll.viewport().installEventFilter(self)

        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.roll_all, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.scroll, 1)

        model.modelReset.connect(self._rebuild)
        model.rowsInserted.connect(self._rebuild)
        model.rowsRemoved.connect(self._rebuild)
        model.rowsMoved.connect(self._rebuild)
        model.dataChanged.connect(self._update)
        self.retranslateUi()
        self._rebuild()

    # ---------------------------------------------------------------- cards

    def model(self) -> RollCardModel:
        return self._model

    def cards(self) -> list[RollCard]:
        return list(self._cards)

    def card(self, key: Hashable) -> RollCard | None:
        return next((c for c in self._cards if c.key == key), None)

    def set_heading(self, text: str) -> None:
        self.heading.setText(text)
        self.heading.setVisible(bool(text))

    def set_empty_text(self, text: str) -> None:
        self._empty_text = text
        self.empty.setText(text)

    def set_default_mode(self, mode: str) -> None:
        """The game's dice mode (one switch for the game; a card may override it)."""
        self._default_mode = mode
        for card in self._cards:
            card.set_default_mode(mode)

    def _make(self, row: CardRow) -> RollCard:
        card = RollCard(
            row,
            default_mode=self._default_mode,
            label_for=self._label_for,
            editor_factory=self._editor_factory,
            parent=self._inner,
        )
        card.rollRequested.connect(self._card_rolled)
        card.stepRequested.connect(lambda step, c=card: self._step(c, step))
        return card

    def _rebuild(self, *_args: object) -> None:
        focused = next((c.key for c in self._cards if c.has_focus_inside()), None)
        overrides = {c.key: c._override for c in self._cards if c._override}
        before = {c.key for c in self._cards} if self._built else None
        for card in self._cards:
            self._column.removeWidget(card)
            card.hide()
            card.deleteLater()
        self._cards = []
        for i in range(self._model.rowCount()):
            row = self._model.index(i, 0).data(ROLE_ROW)
            card = self._make(row)
            card._override = overrides.get(row.key)
            card._refresh_action()
            self._column.insertWidget(self._column.count() - 2, card)
            self._cards.append(card)
        self.empty.setVisible(not self._cards)
        self._refresh_roll_all()
        self._fit_height()
        self._restore_focus(focused)
        self._built = True
        added = [c for c in self._cards if before is not None and c.key not in before]
        if added and focused is None:
            # A card declared or added: in view at once, not below the fold (issue 22).
            added[0].bring_into_view(later=True)

    def set_fit_to_cards(self, fit: bool = True) -> None:
        """Be as tall as the cards, so none needs a scroll: for a list of one card whose
        Roll button must stay in view (issue 15); the page around it gives way instead."""
        self._fit = fit
        if fit:
            self.scroll.viewport().installEventFilter(self)
            self._inner.installEventFilter(self)  # cards shown or changed: measure again
        # As tall as its cards: a vertical bar would only narrow the cards it never scrolls.
        self.scroll.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fit else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        self._fit_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroll.viewport() and event.type() == QEvent.Type.Resize:
            focused = next((c for c in self._cards if c.has_focus_inside()), None)
            if focused is not None:
                focused.bring_into_view(later=True)
        if self._fit:
            if (
                watched is self.scroll.viewport()
                and isinstance(event, QResizeEvent)
                and event.size().width() != event.oldSize().width()
            ):
                self._fit_height()  # wrapped texts take more or fewer lines at another width
            elif watched is self._inner and event.type() == QEvent.Type.LayoutRequest:
                self._fit_height(invalidate=False)
        return super().eventFilter(watched, event)

    def _fit_height(self, invalidate: bool = True) -> None:
        if not self._fit:
            self.scroll.setMinimumHeight(0)
            return
        if invalidate:  # a card's texts just changed: no height cached for them
            for widget in (self._inner, *self._cards):
                layout = widget.layout()
                if layout is not None:
                    layout.invalidate()
        width = self.scroll.viewport().width()
        need = self._inner.heightForWidth(width) if width > 0 else -1
        if need < 0:
            need = self._inner.sizeHint().height()
        self.scroll.setMinimumHeight(need + 2 * self.scroll.frameWidth())

    def _update(self, top: QModelIndex, bottom: QModelIndex, *_roles: object) -> None:
        focused = next((c.key for c in self._cards if c.has_focus_inside()), None)
        for i in range(top.row(), bottom.row() + 1):
            if 0 <= i < len(self._cards):
                self._cards[i].set_row(self._model.index(i, 0).data(ROLE_ROW))
        self._refresh_roll_all()
        self._fit_height()
        self._restore_focus(focused)

    def _restore_focus(self, focused: Hashable | None) -> None:
        """After a roll the next pending card takes the focus; otherwise focus stays put."""
        wanted, self._focus_after = self._focus_after, None
        if wanted is not None:
            QTimer.singleShot(0, self, lambda: self.focus_next_pending(after=wanted))
        elif focused is not None:
            card = self.card(focused)
            if card is not None:
                card.focus_action()

    def focus_next_pending(self, after: Hashable | None = None) -> RollCard | None:
        """Focus the first card that can still be rolled (after ``after``, wrapping)."""
        keys = [c.key for c in self._cards]
        start = keys.index(after) + 1 if after in keys else 0
        order = self._cards[start:] + self._cards[:start]
        for card in order:
            if card.row().rollable:
                card.focus_action()
                card.bring_into_view()
                card.bring_into_view(later=True)  # again once what just changed is laid out
                return card
        if after is not None:
            # The last card was rolled: the keyboard stays in the list (arrows scroll it),
            # rather than falling to the next widget of the window (the dice switch).
            self.scroll.setFocus(Qt.FocusReason.OtherFocusReason)
        return None

    def _step(self, card: RollCard, step: int) -> None:
        at = self._cards.index(card) + step
        while 0 <= at < len(self._cards):
            target = self._cards[at]
            if target.row().rollable:
                target.focus_action()
                target.bring_into_view()
                return
            at += step

    def _card_rolled(self, key: Hashable, faces: object) -> None:

        self._focus_after = key
        self.rollRequested.emit(key, faces)

    # ---------------------------------------------------------------- roll all

    def request_all(self) -> None:
        """Emit ``rollAllRequested`` for every card that can go now; name those that cannot."""
        wanted, waiting = [], []
        for card in self._cards:
            if not card.row().rollable:
                continue
            got = card.request()
            if got is None:
                waiting.append(card.row().title)
            else:
                wanted.append(got)
        if waiting:
            self.show_status(
                self.tr("Type the faces first for: {names}").format(names=", ".join(waiting)),
                error=True,
            )
            return
        if wanted:
            self.show_status("")
            self.rollAllRequested.emit(wanted)

    def _refresh_roll_all(self) -> None:
        count = sum(1 for c in self._cards if c.row().rollable)
        self.roll_all.setEnabled(count > 0)
        self.roll_all.setText(self.tr("Roll all (%n)", "", count))

    def show_status(self, text: str, *, error: bool = False) -> None:
        """A line above the cards: a refusal (red) or a note; empty hides it."""
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {ERROR_COLOR};" if error and text else "")
        self.status.setVisible(bool(text))

    def retranslateUi(self) -> None:
        self.roll_all.setToolTip(
            self.tr("Roll every card of this list, top to bottom: one undo step")
        )
        self._refresh_roll_all()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["CARD_MIN_WIDTH", "BreakdownLines", "RollCard", "RollCardList"]

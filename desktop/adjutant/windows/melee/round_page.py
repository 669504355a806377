"""The melee window's Round tab: the round to roll as a card, then the losers' break tests.

For :class:`adjutant.windows.melee.MeleeWindow` (issue 15, "Roll cards"). The next round
of the melee is one card (``widgets.roll_card``): both sides, the round's number, side A's
exact chance of winning large, draw and B's chance beside it, **Why?** (the expected
margin, term by term), **Distribution** one click away (the margin's exact histogram,
MEL-10, and the casualties each unit expects, MEL-11), then **Roll** with Adjutant's dice
or — physical dice — the faces of each attack typed (or just its hits), Enter from
field to field. A round that cannot be rolled says why (no contact yet, the combat is
over…). The rounds fought this turn stay above it as done cards with the chance shown.
Below: the break tests of the losing units (one per hedgehog, MEL-4), entered as the
players rolled them (MEL-11).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.formatting import format_percent
from adjutant.qtmodels.melee_models import BreakTestModel, Cell, TableRow
from adjutant.qtmodels.roll_cards import CardRow, CardState, RollCardModel
from adjutant.rules.explain import Modifier
from adjutant.store.tools.melee import recorder as melee_services
from adjutant.windows.melee import strings
from adjutant.windows.melee.chart import MarginChart
from adjutant.windows.melee.dice_page import group_name
from adjutant.windows.melee.session import MeleeSession
from adjutant.windows.melee.setup_page import fit_height, table_view
from adjutant.windows.widgets.breakdown import format_value
from adjutant.windows.widgets.dice_entry import FacesError, parse_faces
from adjutant.windows.widgets.elided import ElidedLabel
from adjutant.windows.widgets.reflow import WrappedLabel
from adjutant.windows.widgets.roll_card import RollCard, RollCardList

if TYPE_CHECKING:
    from adjutant.store.events import kinds as event_kinds

B = BreakTestModel
FACES, HITS = melee_services.FACES, melee_services.HITS


def signed(value: Fraction | float) -> str:
    """An expected margin in the interface's locale: "+5", "−0,83"."""
    return format_value(round(float(value), 2), signed=True)


class RoundEditor(QWidget):
    """The round card's own part: the distribution, and the typed dice of each attack
    (a *dice editor* of ``widgets.roll_card``: ``typed_dice`` gives a ``MeleeDice``)."""

    submitted = Signal()

    def __init__(
        self,
        entry: melee_services.RoundEntry,
        name: Callable[[int], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("meleeRoundEditor")
        self.entry = entry
        if entry.plan is None:
            raise ValueError("a round editor is for a planned round")
        plan = self.plan = entry.plan
        self.attacks = [*plan.rolled("a"), *plan.rolled("b")]
        self.distribution = QToolButton(self)
        self.distribution.setObjectName("meleeDistribution")
        self.distribution.setCheckable(True)
        self.distribution.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.distribution.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.distribution.setArrowType(Qt.ArrowType.RightArrow)
        self.distribution.toggled.connect(self._toggle_distribution)
        self.panel = QWidget(self)
        self.chart = MarginChart(self.panel)
        odds = plan.odds
        self.chart.set_margin(
            odds.margin, None if plan.tie_winner is None else plan.tie_winner.value
        )
        self.odds_text = WrappedLabel(parent=self.panel)
        self.odds_text.setObjectName("meleeOdds")
        self.odds_text.setTextFormat(Qt.TextFormat.PlainText)
        self.casualties_text = WrappedLabel(parent=self.panel)
        self.casualties_text.setObjectName("meleeExpectedCasualties")
        self.casualties_text.setTextFormat(Qt.TextFormat.PlainText)
        panel = QVBoxLayout(self.panel)
        panel.setContentsMargins(0, 0, 0, 0)
        panel.addWidget(self.chart)
        panel.addWidget(self.odds_text)
        panel.addWidget(self.casualties_text)
        self.panel.hide()

        self.dice = QWidget(self)
        self.faces_mode = QRadioButton(self.dice)
        self.faces_mode.setObjectName("meleeModeFaces")
        self.hits_mode = QRadioButton(self.dice)
        self.hits_mode.setObjectName("meleeModeHits")
        self.modes = QButtonGroup(self)
        self.modes.addButton(self.faces_mode)
        self.modes.addButton(self.hits_mode)
        self.faces_mode.setChecked(True)
        self.modes.buttonToggled.connect(lambda *_: self._placeholders())
        self.labels: list[ElidedLabel] = []
        self.fields: list[QLineEdit] = []
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        for row in range(len(self.attacks)):
            label = ElidedLabel(parent=self.dice)
            field = QLineEdit(self.dice)
            field.setObjectName("meleeAttackDice")
            field.setMaximumWidth(150)
            field.returnPressed.connect(partial(self._next, row))
            field.textEdited.connect(lambda _text: self._clear_error())
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
            self.labels.append(label)
            self.fields.append(field)
        grid.setColumnStretch(0, 1)
        modes = QHBoxLayout()
        modes.addWidget(self.faces_mode)
        modes.addWidget(self.hits_mode)
        modes.addStretch(1)
        dice = QVBoxLayout(self.dice)
        dice.setContentsMargins(0, 0, 0, 0)
        dice.addLayout(modes)
        dice.addLayout(grid)
        self.dice.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.distribution, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.panel)
        layout.addWidget(self.dice)
        self._name = name
        self.retranslateUi()

    # ---------------------------------------------------------------- texts

    def retranslateUi(self) -> None:
        plan = self.plan
        odds = plan.odds
        self.distribution.setText(self.tr("Distribution"))
        self.distribution.setToolTip(
            self.tr("The exact distribution of the round's margin, A's score minus B's (MEL-10)")
        )
        self.chart.setToolTip(
            self.tr("Margin of the round, A's score minus B's (MEL-10); green: A wins")
        )
        text = self.tr(
            "A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}"
        ).format(
            win=format_percent(odds.p_win),
            draw=format_percent(odds.p_draw),
            lose=format_percent(odds.p_lose),
            margin=signed(odds.expected_margin),
        )
        if plan.tie_winner is not None:
            text += " · " + self.tr("a tie goes to side {side}, the defender (MEL-10)").format(
                side=plan.tie_winner.value.upper()
            )
        self.odds_text.setText(text)
        casualties = ", ".join(
            self.tr("{unit} {n}").format(unit=self._name(unit), n=f"−{float(n):.1f}")
            for unit, n in self.entry.casualties
        )
        self.casualties_text.setText(
            self.tr("Expected casualties (MEL-11): {list}").format(list=casualties or "—")
        )
        self.faces_mode.setText(self.tr("Faces"))
        self.faces_mode.setToolTip(self.tr("Type the d6 faces each attack rolled"))
        self.hits_mode.setText(self.tr("Hits"))
        self.hits_mode.setToolTip(self.tr("Type only the hits of each attack"))
        for label, attack in zip(self.labels, self.attacks, strict=True):
            label.set_full_text(
                self.tr("{side}: {attacker} → {target} · {dice} d6, {needed}+").format(
                    side=attack.side.upper(),
                    attacker=self._name(attack.attacker),
                    target=self._name(attack.target),
                    dice=attack.dice,
                    needed=attack.needed,
                )
            )
        self._placeholders()

    def _placeholders(self) -> None:
        hits = self.hits_mode.isChecked()
        for field, attack in zip(self.fields, self.attacks, strict=True):
            field.setPlaceholderText(
                self.tr("hits (0–{dice})").format(dice=attack.dice)
                if hits
                else self.tr("{dice} × d6").format(dice=attack.dice)
            )

    # ---------------------------------------------------------------- the dice editor

    def mode(self) -> str:
        return HITS if self.hits_mode.isChecked() else FACES

    def set_mode(self, mode: str) -> None:
        (self.hits_mode if mode == HITS else self.faces_mode).setChecked(True)

    def set_physical(self, physical: bool) -> None:
        self.dice.setVisible(physical and bool(self.fields))

    def focus_first(self) -> None:
        target = next((f for f in self.fields if not f.text().strip()), None)
        (target or (self.fields[0] if self.fields else self)).setFocus()

    def _next(self, row: int) -> None:
        if row + 1 < len(self.fields):
            self.fields[row + 1].setFocus()
        else:
            self.submitted.emit()

    def _clear_error(self) -> None:
        card = self.parentWidget()
        if isinstance(card, RollCard):
            card._show_error("")

    def typed_dice(self) -> melee_services.MeleeDice:
        """The typed faces or hits of each attack as ``MeleeDice``; FacesError naming the
        row (translated) when one is missing or wrong."""
        faces_of: dict[str, list[tuple[int, ...]]] = {"a": [], "b": []}
        hits_of: dict[str, list[int]] = {"a": [], "b": []}
        for row, (field, attack) in enumerate(zip(self.fields, self.attacks, strict=True)):
            text = field.text()
            try:
                if self.mode() == FACES:
                    faces = parse_faces(text, 6, attack.dice)
                    if len(faces) != attack.dice:
                        raise FacesError(self.tr("type {dice} faces").format(dice=attack.dice))
                    faces_of[attack.side].append(faces)
                else:
                    try:
                        hits = int(text.strip())
                    except ValueError:
                        raise FacesError(self.tr("type the number of hits")) from None
                    if not 0 <= hits <= attack.dice:
                        raise FacesError(
                            self.tr("{hits} hits from {dice} dice").format(
                                hits=hits, dice=attack.dice
                            )
                        )
                    hits_of[attack.side].append(hits)
            except FacesError as exc:
                field.setFocus()
                raise FacesError(
                    self.tr("Row {row}: {problem}").format(row=row + 1, problem=str(exc))
                ) from None
        if self.mode() == FACES:
            return melee_services.MeleeDice.faces(faces_of["a"], faces_of["b"])
        return melee_services.MeleeDice.hits(hits_of["a"], hits_of["b"])

    def _toggle_distribution(self, shown: bool) -> None:
        self.distribution.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.panel.setVisible(shown)


class RoundPage(QWidget):
    """The round card (and the rounds done this turn), then the break tests."""

    #: (RoundEntry, MeleeDice or None for Adjutant's dice): the players roll the round.
    rollRequested = Signal(object, object)
    #: {unit id: passed}: the break tests entered, to record.
    breakRequested = Signal(object)

    def __init__(self, session: MeleeSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meleeRoundPage")
        self.session = session
        self.cards_model = RollCardModel(self)
        self.cards = RollCardList(
            self.cards_model, editor_factory=self._editor, roll_all=False, parent=self
        )
        self.cards.setObjectName("meleeCards")
        self.cards.rollRequested.connect(self._card_rolled)
        self.break_model = BreakTestModel(self)
        self.break_model.edited.connect(self._break_edited)
        self._entered: dict[int, bool | None] = {}
        self.break_box = QGroupBox(self)
        self.break_box.setObjectName("meleeBreakBox")
        self.break_tests = table_view("meleeBreakTests", self.break_model, B.COL_UNIT, self)
        self.break_button = QPushButton(self.break_box)
        self.break_button.setObjectName("meleeRecordBreak")
        self.break_button.clicked.connect(self._record_breaks)
        record = QShortcut(QKeySequence("Ctrl+Return"), self.break_box, self._record_breaks)
        record.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        box = QVBoxLayout(self.break_box)
        box.addWidget(self.break_tests)
        box.addWidget(self.break_button, 0, Qt.AlignmentFlag.AlignRight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The losers test before anything else happens (MEL-11): above the cards.
        layout.addWidget(self.break_box)
        layout.addWidget(self.cards, 1)

    # ---------------------------------------------------------------- texts

    def retranslateUi(self) -> None:
        self.break_box.setTitle(self.tr("Break tests of the losers (MEL-11, MEL-4)"))
        self.break_model.set_headers([self.tr("Unit"), self.tr("After"), self.tr("Result")])
        self.break_button.setText(self.tr("Record break test (Ctrl+Enter)"))
        self.break_button.setToolTip(
            self.tr("The break test belongs to the base rules: enter what the players rolled")
        )
        self.cards.set_empty_text(self.tr("No melee yet."))

    def group_name(self, group_id: int) -> str:
        return group_name(self.session, group_id, self.tr("Hedgehog ({units})"))

    # ---------------------------------------------------------------- cards

    def _editor(self, row: CardRow, parent: QWidget) -> QWidget | None:
        entry = row.data
        if (
            not isinstance(entry, melee_services.RoundEntry)
            or entry.state is not melee_services.EntryState.PENDING
            or entry.plan is None
        ):
            return None
        return RoundEditor(entry, self.group_name, parent)

    def round_card(self) -> RollCard | None:
        """The card of the round to roll (or refused), None without a plan."""
        entry = self.session.round
        return None if entry is None else self.cards.card(round_key(entry))

    def editor(self) -> RoundEditor | None:
        card = self.round_card()
        editor = card.editor() if card is not None else None
        return editor if isinstance(editor, RoundEditor) else None

    def fill(self) -> None:
        plan = self.session.plan
        rows: list[CardRow] = []
        if plan is not None:
            rows += [self._done_row(d) for d in plan.done]
            rows.append(self._round_row(plan.round))
        self.cards_model.set_rows(rows)
        self._fill_breaks()

    def _sides(self, setup: melee_services.MeleeSetup | None) -> str:
        if setup is None or not setup.fighters:
            return self.tr("Melee")
        names = {
            side: " + ".join(self.session.name(i) for i in setup.ids(side)) or "—"
            for side in ("a", "b")
        }
        return self.tr("A: {a}  v  B: {b}").format(a=names["a"], b=names["b"])

    def _round_row(self, entry: melee_services.RoundEntry) -> CardRow:
        title = self._sides(entry.setup or entry.inputs.setup)
        test = self.tr("Round {n}: side A wins the round (MEL-10)").format(n=entry.number)
        plan = entry.plan
        if entry.state is melee_services.EntryState.REFUSED or plan is None:
            refusal = entry.refusal
            unit_id = None if refusal is None else refusal.unit_id
            unit = "" if unit_id is None else self.session.name(unit_id)
            return CardRow(
                round_key(entry),
                title,
                self.tr("Round {n}").format(n=entry.number),
                state=CardState.REFUSED,
                note="" if refusal is None else strings.refusal(refusal, unit),
                data=entry,
            )
        odds = plan.odds
        # MEL-3: who charges this round, on the card itself (issue 22: a charge that
        # reached comes to its melee in one step, and the card says so).
        charging = [self.session.name(f.unit_id) for f in entry.fighters if f.charging]
        if charging:
            test += "\n" + self.tr("Charging (MEL-3): {units}").format(units=", ".join(charging))
        needs = self.tr("draw {draw} · B {lose}").format(
            draw=format_percent(odds.p_draw), lose=format_percent(odds.p_lose)
        )
        note = ""
        if plan.tie_winner is not None:
            note = self.tr("A tie goes to side {side}, the defender (MEL-10).").format(
                side=plan.tie_winner.value.upper()
            )
        dice = plan.dice_rolled
        return CardRow(
            round_key(entry),
            title,
            test,
            needs=needs,
            chance=odds.p_win,
            breakdown=self._margin_terms(plan),
            dice=(max(dice, 1), 6),
            note=note,
            data=entry,
        )

    def _margin_terms(self, plan: melee_services.RoundPlan) -> tuple[Modifier, ...]:
        """The expected margin (A − B) as the melee plan adds it up (MEL-3/10:
        ``RoundPlan.margin_breakdown``), each term named for its side."""
        terms = []
        for side, m in plan.margin_breakdown:
            head = strings.side(side)
            if m.key == "expected_hits":
                label = self.tr("{side}: expected hits").format(side=head)
            else:
                label = f"{head}: {strings.modifier_label(m)}"
            terms.append(Modifier(f"{side}:{m.key}", label, m.rule, m.value))
        return tuple(terms)

    def _done_row(self, done: melee_services.DoneRound) -> CardRow:
        e = done.event
        units = {"a": e.units_a, "b": e.units_b}
        names = {s: " + ".join(self.session.name(i) for i in units[s]) for s in units}
        needs = ""
        if e.p_draw is not None and e.p_lose is not None:
            needs = self.tr("draw {draw} · B {lose}").format(
                draw=format_percent(e.p_draw), lose=format_percent(e.p_lose)
            )
        return CardRow(
            ("done", e.id),
            self.tr("A: {a}  v  B: {b}").format(a=names["a"], b=names["b"]),
            self.tr("Round {n}: side A wins the round (MEL-10)").format(n=e.round),
            state=CardState.DONE,
            needs=needs,
            chance=e.chance,
            result=self.result_text(e),
            success=None if e.winner is None else e.winner.value == "a",
            data=done,
        )

    def result_text(self, e: event_kinds.MeleeRound) -> str:
        """A recorded round (``events.MeleeRound``) in a line: scores, winner, casualties."""
        winner = None if e.winner is None else e.winner.value
        if winner is None:
            verdict = self.tr("a draw: nobody gets +1 next round (MEL-10)")
        elif e.score_a == e.score_b:
            verdict = self.tr(
                "side {side} wins the tie as the defender (MEL-10) and gets +1 to hit "
                "next round (MEL-3)"
            ).format(side=winner.upper())
        else:
            verdict = self.tr("side {side} wins and gets +1 to hit next round (MEL-3)").format(
                side=winner.upper()
            )
        casualties = ", ".join(
            self.tr("{unit} −{n}").format(unit=self.session.name(k), n=v)
            for k, v in e.casualties or ()
            if v
        )
        return self.tr("{a}–{b}, {verdict}. Casualties (MEL-11): {casualties}.").format(
            a=e.score_a, b=e.score_b, verdict=verdict, casualties=casualties or self.tr("none")
        )

    def _card_rolled(self, key: Hashable, dice: melee_services.MeleeDice | None) -> None:
        entry = self.session.round
        if (
            entry is None
            or key != round_key(entry)
            or entry.state is not melee_services.EntryState.PENDING
        ):
            return
        self.rollRequested.emit(entry, dice)

    # ---------------------------------------------------------------- break tests

    def _fill_breaks(self) -> None:
        plan = self.session.plan
        tests = plan.break_tests if plan else ()
        pending = {b.unit_id for b in tests if b.state is melee_services.EntryState.PENDING}
        self._entered = {k: v for k, v in self._entered.items() if k in pending}
        choices = (
            (None, "—"),
            (True, self.tr("passed")),
            (False, self.tr("failed — broken")),
        )
        rows = []
        for b in tests:
            after = self.tr("round {n}").format(n=b.after_round)
            if b.state is melee_services.EntryState.DONE:
                result = Cell(self.tr("passed") if b.passed else self.tr("failed — broken"))
            else:
                chosen = self._entered.get(b.unit_id)
                text = dict(choices)[chosen]
                result = Cell(
                    text,
                    tip=self.tr("As the players rolled it: F2 or a double click to choose"),
                    value=chosen,
                    choices=choices,
                    bold=chosen is not None,
                )
            rows.append(
                TableRow(b.unit_id, (Cell(self.group_name(b.unit_id)), Cell(after), result), data=b)
            )
        self.break_model.set_rows(rows)
        self.break_box.setVisible(bool(pending))  # done ones are in the log and the message
        fit_height(self.break_tests, 1)  # a losing side has a unit or two: cards keep room
        self.break_button.setEnabled(any(v is not None for v in self._entered.values()))

    def _break_edited(self, unit_id: int, _column: int, value: object) -> None:
        self._entered[unit_id] = value if isinstance(value, bool) else None  # passed, failed, —
        self._fill_breaks()

    def set_break_result(self, unit_id: int, passed: bool | None) -> bool:
        """Enter a break test result in its row, as the combo does."""
        at = self.break_model.row_of(unit_id)
        if at < 0:
            return False
        return self.break_model.setData(self.break_model.index(at, B.COL_RESULT), passed)

    def pending_break_tests(self) -> list[int]:
        plan = self.session.plan
        return [b.unit_id for b in plan.pending_break_tests] if plan else []

    def focus_break_tests(self) -> None:
        """The first pending break test's result cell takes the focus (F2 opens its
        choices, Ctrl+Enter records)."""
        pending = set(self.pending_break_tests())
        at = next((i for i, r in enumerate(self.break_model.rows()) if r.key in pending), -1)
        if at >= 0:
            self.break_tests.setCurrentIndex(self.break_model.index(at, B.COL_RESULT))
            self.break_tests.setFocus(Qt.FocusReason.OtherFocusReason)

    def _record_breaks(self) -> None:
        entered = {k: v for k, v in self._entered.items() if v is not None}
        if entered:
            self.breakRequested.emit(entered)

    def break_recorded(self) -> None:
        self._entered = {}


def round_key(entry: melee_services.RoundEntry) -> tuple[str, int, int]:
    return ("round", entry.combat_id or 0, entry.number)


__all__ = ["RoundEditor", "RoundPage", "round_key", "signed"]

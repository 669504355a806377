"""The Turn and Figures pages of the hex skirmish window (GLAD-6; GLAD-1 types).

For ``adjutant.windows.hex.HexBoardWindow`` only (issues 11, 14, 15).

- :class:`TurnPage` — after an attack, the figures next to it that may spend their extra
  action to face the enemy who attacked them (``qtmodels.hex_models.TurnOfferModel``,
  each ticked or not; Space ticks the current one), and one button that turns the
  ticked figures in one undoable action. No roll is needed: the card-less page says so.
  It also ticks (:meth:`TurnPage.set_turn_checked`) and turns (:meth:`TurnPage.apply_turns`)
  for the window, which forwards them (issue 23).
- :class:`FiguresPage` — every figure of the board with its type, hex, facing and what
  it did this turn (``HexFigureModel``); a row selects the figure on the board.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.hex_models import (
    COL_FIGURE,
    COL_SIDE,
    COL_STATE,
    COL_TOWARD,
    COL_TURN,
    COL_TURNER,
    ROLE_FIGURE_ID,
    HexFigureModel,
    TurnOfferModel,
)
from adjutant.store.tools.hex.planner import resolve_hex
from adjutant.windows.widgets import WrappedLabel

if TYPE_CHECKING:
    from adjutant.windows.hex.window import HexBoardWindow


def _table(name: str, model: QAbstractItemModel) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


class TurnPage(QWidget):
    """GLAD-6: the turning offers after the latest attack."""

    def __init__(self, window: HexBoardWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexTurnPage")
        self.window_ = window
        self.intro = WrappedLabel()
        self.intro.setObjectName("turnIntro")
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.offers = TurnOfferModel(self)
        self.offers.dataChanged.connect(self._ticked)
        self.view = _table("turnList", self.offers)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(COL_TURNER, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_TOWARD, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_TURN, QHeaderView.ResizeMode.ResizeToContents)
        self.apply_turns_button = QPushButton()
        self.apply_turns_button.setObjectName("applyTurnsButton")
        self.apply_turns_button.clicked.connect(self.apply_turns)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.intro)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.apply_turns_button)
        self.retranslateUi()

    def _ticked(self, *_args: object) -> None:
        session = self.window_.session
        session.checked_turns = {o.figure_id for o in self.offers.checked()}
        self.apply_turns_button.setEnabled(bool(session.checked_turns))

    def show_plan(self) -> None:
        session = self.window_.session
        plan = session.plan
        offers = plan.turns.offers if plan is not None else ()
        self.offers.blockSignals(True)
        try:
            self.offers.set_offers(offers, session.checked_turns)
        finally:
            self.offers.blockSignals(False)
        self.view.viewport().update()
        self.apply_turns_button.setEnabled(bool(session.checked_turns))
        last = plan.last_attack if plan is not None else None
        if last is None:
            self.intro.setText(self.tr("After an attack, the figures next to it may turn."))
        elif not offers:
            self.intro.setText(self.tr("No figure next to the last attack can turn (GLAD-6)."))
        else:
            self.intro.setText(
                self.tr(
                    "After {attacker} attacked {target}: each ticked figure spends its extra "
                    "action to face the enemy who attacked it (GLAD-6). No roll is needed."
                ).format(attacker=last.attacker, target=last.target)
            )

    # ---------------------------------------------------------------- the player's actions
    def checked_turns(self) -> dict[int, int]:
        """The ticked figures and the vertex each would face."""
        return {o.figure_id: o.facing_to for o in self.window_.session.chosen_turns()}

    def set_turn_checked(self, figure_id: int, checked: bool = True) -> None:
        self.offers.set_checked(figure_id, checked)

    def apply_turns(self) -> bool:
        """GLAD-6: the ticked figures face their attackers and spend their extra action."""
        window = self.window_
        plan, chosen = window.session.plan, window.session.chosen_turns()
        if plan is None or not chosen:
            return False
        if not window.in_phase(plan.turns, "melee", self.tr("these turns")):
            return False
        plan = window.session.plan  # planned again if the players confirmed the phase
        if plan is None:
            return False
        entry = replace(plan.turns, offers=window.session.chosen_turns())
        return window.run(self.tr("Turn figures"), resolve_hex, entry) is not None

    def retranslateUi(self) -> None:
        self.apply_turns_button.setText(self.tr("Turn the ticked figures (Ctrl+Enter)"))
        self.offers.retranslate()
        if self.window_.session.plan is not None:
            self.show_plan()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


class FiguresPage(QWidget):
    """Every figure of the board, what it did this turn; a row selects the figure."""

    def __init__(self, window: HexBoardWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexFiguresPage")
        self.window_ = window
        self.figures = HexFigureModel(self)
        self.view = _table("figureTable", self.figures)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_FIGURE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_SIDE, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_STATE, QHeaderView.ResizeMode.Interactive)
        self.view.activated.connect(self._picked)
        self.view.clicked.connect(self._picked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view)

    def _picked(self, index: QModelIndex) -> None:
        figure_id = index.data(ROLE_FIGURE_ID)
        if figure_id is not None:
            self.window_.select_figure(figure_id)

    def show_plan(self, sides: dict[int, str], colours: dict[int, QColor]) -> None:
        plan = self.window_.session.plan
        self.figures.set_figures(plan.figures if plan is not None else (), sides, colours)
        selected = self.window_.session.figure_id
        row = self.figures.row_of(selected) if selected is not None else -1
        if row >= 0:
            self.view.selectRow(row)
        else:
            self.view.clearSelection()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.figures.retranslate()
        super().changeEvent(event)


__all__ = ["FiguresPage", "TurnPage"]

"""The odds window's small views: a unit's part in the combat, the result table in the card.

For ``adjutant.windows.odds.combat_page`` only (ODD-1..3; issues 14, 15).

- :class:`RoleDelegate` — the part a unit takes (attacks, bombards, defends, none),
  picked from the parts ``qtmodels.odds_models.CombatUnitsModel`` says it may take.
- :class:`ResultTable` — the result codes of the column in play inside the combat's
  roll card: as tall as its rows, never scrolling, narrow enough for a 420 px card.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QSizePolicy,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from adjutant.qtmodels.odds_models import (
    COL_CHANCE,
    COL_CODE,
    COL_FACES,
    COL_MEANING,
    CombatUnitsModel,
    ResultChanceModel,
    role_name,
)
from adjutant.windows.widgets.combo_delegate import ComboDelegate, Index


class RoleDelegate(ComboDelegate):
    """The part a unit takes, picked from a list of the parts it may take (ODD-3: artillery
    may bombard)."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        combo = QComboBox(parent)
        model = index.model()
        for role in model.roles_for(index.row()) if isinstance(model, CombatUnitsModel) else ():
            combo.addItem(role_name(role), role)
        return combo


class ResultTable(QTableView):
    """The result codes of the column in play, inside the card: as tall as its rows."""

    def __init__(self, model: ResultChanceModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsResults")
        self.setModel(model)
        self.verticalHeader().hide()
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.horizontalHeader()
        for column, mode in (
            (COL_CODE, QHeaderView.ResizeMode.ResizeToContents),
            (COL_MEANING, QHeaderView.ResizeMode.Stretch),
            (COL_FACES, QHeaderView.ResizeMode.ResizeToContents),
            (COL_CHANCE, QHeaderView.ResizeMode.ResizeToContents),
        ):
            header.setSectionResizeMode(column, mode)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        model.modelReset.connect(self._fit)
        self._fit()

    def _fit(self) -> None:
        rows = self.model().rowCount()
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += sum(
            self.rowHeight(r) or self.verticalHeader().defaultSectionSize() for r in range(rows)
        )
        self.setFixedHeight(height)


__all__ = ["ResultTable", "RoleDelegate"]

"""The command window's Placement page (CMD-2): a side's regiments and the token to place.

For :class:`adjutant.windows.command.CommandWindow`. A side picker, the placement table
(``qtmodels.command_models.PlacementModel``, the token column edited by a
:class:`~adjutant.windows.command.delegates.TokenDelegate`: F2, a double click, or a
token's letter on the keyboard), and Revert / Apply. Apply places the changed tokens
of the side in one undoable action (``command_services.place_tokens``); the picks are
the session's until then.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.command_models import ROLE_CHOICES, PlacementModel
from adjutant.qtmodels.oob_model import token_letter
from adjutant.windows.command.delegates import TokenDelegate
from adjutant.windows.widgets.reflow import WrappedLabel

#: A token's letter picks it in a token column (the English letters work in any language).
ENGLISH_LETTERS = {"d": "defence", "m": "move", "a": "attack"}


def token_for_key(text: str) -> str | None:
    """The token a typed letter names (the translated initials, or D, M, A), else None."""
    text = text.strip().lower()
    if not text:
        return None
    for token in ("defence", "move", "attack"):
        if token_letter(token).lower() == text:
            return token
    return ENGLISH_LETTERS.get(text)


def token_view(model: QAbstractItemModel, name: str) -> QTableView:
    """A compact table for a command model: rows selected whole, names elided."""
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(
        QAbstractItemView.EditTrigger.DoubleClicked
        | QAbstractItemView.EditTrigger.EditKeyPressed
        | QAbstractItemView.EditTrigger.SelectedClicked
    )
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    view.setAlternatingRowColors(True)
    view.setTabKeyNavigation(False)  # Tab leaves the table (for the cards below)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setTextElideMode(Qt.TextElideMode.ElideRight)
    header.setMinimumSectionSize(32)
    header.setSectionsClickable(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


class PlacementPage(QWidget):
    """CMD-2: pick each regiment's token, then Apply (one undo step per side)."""

    sideChosen = Signal(int)
    applyRequested = Signal()
    revertRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("placement")
        self.hint = WrappedLabel(parent=self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.side = QComboBox(self)
        self.side.setObjectName("placementSide")
        self.side.activated.connect(lambda i: self.sideChosen.emit(self.side.itemData(i)))
        self._side_label = QLabel(self)
        self._side_label.setBuddy(self.side)
        self.model = PlacementModel(self)
        self.table = token_view(self.model, "placementTable")
        self.delegate = TokenDelegate(parent=self)
        self.table.setItemDelegateForColumn(PlacementModel.COL_PLACE, self.delegate)
        self.table.installEventFilter(self)
        self.apply = QPushButton(self)
        self.apply.setObjectName("applyPlacement")
        self.apply.clicked.connect(self.applyRequested)
        self.revert = QPushButton(self)
        self.revert.setObjectName("revertPlacement")
        self.revert.clicked.connect(self.revertRequested)

        top = QHBoxLayout()
        top.addWidget(self._side_label)
        top.addWidget(self.side, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.revert)
        buttons.addWidget(self.apply)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.hint)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    def set_sides(self, sides: Iterable[tuple[int, str]], current: int | None) -> None:
        """``sides``: (id, name) pairs; names are user strings (a combo shows plain text)."""
        self.side.blockSignals(True)
        self.side.clear()
        for side_id, name in sides:
            self.side.addItem(name, side_id)
        self.side.setCurrentIndex(max(self.side.findData(current), 0))
        self.side.blockSignals(False)

    def pick(self, unit_id: int, token: str | None) -> bool:
        """Pick ``token`` for ``unit_id`` as the editor would (False: not offered)."""
        return self.model.setData(
            self.model.index_of(unit_id, PlacementModel.COL_PLACE), token, Qt.ItemDataRole.EditRole
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Keyboard first: a token's letter on a row picks it (the editor is one F2 away).
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
        ):
            token = token_for_key(event.text())
            current = self.table.currentIndex()
            if token is not None and current.isValid():
                index = current.siblingAtColumn(PlacementModel.COL_PLACE)
                if token in (index.data(ROLE_CHOICES) or ()):
                    self.model.setData(index, token, Qt.ItemDataRole.EditRole)
                    return True
        return super().eventFilter(watched, event)

    def retranslateUi(self) -> None:
        self.hint.setText(self.tr("CMD-2: pick each regiment's token (D, M or A), then Apply."))
        self.hint.setToolTip(
            self.tr(
                "CMD-2: each side places an order token by every regiment. Pick a row's "
                "token with D, M or A (or F2), then Apply."
            )
        )
        self._side_label.setText(self.tr("&Side:"))
        self.apply.setText(self.tr("Apply placement"))
        self.apply.setToolTip(self.tr("Place the chosen tokens (one undo step)"))
        self.revert.setText(self.tr("Revert"))
        self.revert.setToolTip(self.tr("Back to the tokens placed now"))
        # After setText, which resets a button's shortcut to its text's mnemonic.
        self.apply.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.delegate.none_text = self.tr("— no token —")
        self.model.retranslate()


__all__ = ["ENGLISH_LETTERS", "PlacementPage", "token_for_key", "token_view"]

"""The hex skirmish window's arena: the board drawn and its controls (issues 11, 14, 22).

For :class:`adjutant.windows.hex.HexBoardWindow` only (issue 23: the board a part of its
own). :class:`HexArena` holds the board chooser, Add the sample arena (a game with no
board yet), zoom out, zoom in, fit, enlarge (shown once the main window holds the arena
in its centre), the canvas (:mod:`adjutant.windows.hex.canvas`) and the one-line legend
(whole on hover). It draws what the plan says (:meth:`HexArena.show_plan`: the boards to
choose from, the board, its figures) and redraws the board's hexes only when the board
changed (the zoom is kept across moves). It changes nothing itself: the window wires the
canvas's clicks, the board chosen, the sample arena and enlarge.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.windows.hex.canvas import HexBoardView
from adjutant.windows.hex.move_page import tool_button
from adjutant.windows.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from adjutant.store.tools.hex.planner import HexPlan


class HexArena(QWidget):
    """The board and its controls; see the module's docstring. ``enlarge`` is called by the
    enlarge button (the window asks the main window to hide its panels)."""

    def __init__(self, enlarge: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexArena")
        self._cells_of: tuple[int, int, int] | None = None  # the board drawn: id, cols, rows
        self.canvas = HexBoardView()  # in the tab order after the controls above it
        self.board_combo = QComboBox()
        self.board_combo.setObjectName("boardCombo")
        self.board_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.board_combo.setMinimumContentsLength(10)
        self.board_label = QLabel()
        self.board_label.setBuddy(self.board_combo)
        self.zoom_in_button = tool_button("zoomIn", "+", self.canvas.zoom_in)
        self.zoom_out_button = tool_button("zoomOut", "−", self.canvas.zoom_out)
        self.fit_button = tool_button("zoomFit", "", self.canvas.fit)
        # Issue 22: the board in the whole window (the shell hides its panels); shown once
        # the shell has the arena in its centre (HexBoardWindow.take_board).
        self.enlarge_button = tool_button("enlargeBoard", "⤢", enlarge)
        self.enlarge_button.setCheckable(True)
        self.enlarge_button.hide()
        self.add_arena_button = QPushButton()
        self.add_arena_button.setObjectName("addArenaButton")
        top = QHBoxLayout()
        top.addWidget(self.board_label)
        top.addWidget(self.board_combo, 1)
        top.addWidget(self.add_arena_button)
        for button in (
            self.zoom_out_button,
            self.zoom_in_button,
            self.fit_button,
            self.enlarge_button,
        ):
            top.addWidget(button)
        # One line, the whole legend on hover: the board and the cards keep the room.
        self.legend = ElidedLabel()
        self.legend.setObjectName("legendLabel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.legend)
        self.setMinimumWidth(280)
        self.canvas.setMinimumHeight(120)

    # ================================================================= texts
    def retranslateUi(self) -> None:
        self.board_label.setText(self.tr("&Board:"))
        self.add_arena_button.setText(self.tr("Add the sample arena"))
        self.zoom_in_button.setToolTip(self.tr("Zoom in (Ctrl++ or the wheel)"))
        self.zoom_out_button.setToolTip(self.tr("Zoom out (Ctrl+−)"))
        self.fit_button.setText(self.tr("Fit"))
        self.fit_button.setToolTip(self.tr("Fit the board (Ctrl+0)"))
        self.enlarge_button.setToolTip(
            self.tr("Enlarge the board: the panels hidden, the board in the whole window (F11)")
        )
        self.setWindowTitle(self.tr("Hex arena"))
        self.legend.set_full_text(
            self.tr(
                "Green: within reach of the roll (steps shown). Orange hatch: next to an "
                "enemy, at most one per move (GLAD-3). Gold dot: extra action ready; grey "
                "ring: spent. The wedge points at the faced vertex. Drag to pan, wheel to zoom."
            )
        )
        self.canvas.retranslate()

    # ================================================================= showing the plan
    def clear(self) -> None:
        """No game: no board to choose, nothing drawn."""
        self.board_combo.clear()
        self._cells_of = None
        self.canvas.set_board(())
        self.canvas.set_figures((), {})

    def show_plan(self, plan: HexPlan | None, colours: dict[int, QColor]) -> None:
        """The boards to choose from, the plan's board (its hexes drawn again only when it
        is another board, fitted then) and its figures in their sides' ``colours``."""
        self.board_combo.blockSignals(True)
        self.board_combo.clear()
        for board_id, name, cols, rows in plan.boards if plan is not None else ():
            self.board_combo.addItem(f"{name} ({cols}×{rows})", board_id)
            self.board_combo.setItemData(
                self.board_combo.count() - 1, plain_tooltip(name), Qt.ItemDataRole.ToolTipRole
            )
        board = plan.board if plan is not None else None
        self.board_combo.setCurrentIndex(self.board_combo.findData(board.id) if board else -1)
        self.board_combo.blockSignals(False)
        shape = None if board is None else (board.id, board.cols, board.rows)
        if shape != self._cells_of:
            self._cells_of = shape
            self.canvas.set_board(board.hexes if board is not None else ())
            self.canvas.fit()
        self.canvas.set_figures(plan.figures if plan is not None else (), colours)

    def show_controls(self, has_game: bool, has_board: bool) -> None:
        """The board chooser with a board; Add the sample arena in a game without one."""
        self.board_combo.setVisible(has_board)
        self.add_arena_button.setVisible(has_game and not has_board)


__all__ = ["HexArena"]

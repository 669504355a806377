"""The board's room in the main window, for the shell's layout tests (issue 22).

``squeeze_the_board(window, qtbot, width)`` drags the order of battle and the tool docks
wide until the board (the central area) is ``width`` px wide, as a player could with the
dividers: tests/qt/test_shell_layout.py (offscreen) and tests/e2e/screen_walk.py (Xvfb).
"""

from __future__ import annotations

from PySide6.QtCore import Qt


def squeeze_the_board(window, qtbot, width: int = 70) -> None:
    oob, tools = window.tool_dock("oob"), window.tool_dock("command")
    if window.dockWidgetArea(oob) != Qt.DockWidgetArea.LeftDockWidgetArea:
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, oob)
        qtbot.wait(50)
    for _ in range(6):
        spare = window.keeper.board_size().width - width
        if abs(spare) <= 4:
            break
        window.resizeDocks(
            [oob, tools],
            [oob.width() + spare // 2, tools.width() + spare - spare // 2],
            Qt.Orientation.Horizontal,
        )
        qtbot.wait(50)
    assert window.keeper.board_size().width <= width + 4

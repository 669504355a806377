"""The hex skirmish tool (RULES.md §5, GLAD-0..6; issues 11, 14, 15): the window package.

``HexBoardWindow`` (``window.py``) is what ``main_window.TOOL_WINDOWS`` builds for "hex".
Its parts: ``session.py`` (the players' choices and the plan, no widgets), ``arena.py``
(the board and its controls, which the main window may hold in its centre), ``canvas.py``
(the board drawn), ``move_page.py`` (the movement roll card, the path, and rolling,
stepping, facing and confirming the move), ``attack_page.py`` (the attack cards and
rolling them), ``turn_page.py`` (GLAD-6 turning, the figures), ``strings.py`` (the tool's
rule terms, translated).
"""

from adjutant.windows.hex.window import (
    TAB_ATTACK,
    TAB_FIGURES,
    TAB_MOVE,
    TAB_TURN,
    HexBoardWindow,
)

__all__ = ["TAB_ATTACK", "TAB_FIGURES", "TAB_MOVE", "TAB_TURN", "HexBoardWindow"]

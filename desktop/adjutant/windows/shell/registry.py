"""The tool windows the main window builds: one line each (issues 9, 15, 22).

For the engineers of tool windows. Add one line to :data:`TOOL_WINDOWS`::

    ToolWindow("melee", QT_TRANSLATE_NOOP("ToolWindows", "Melee"),
               "adjutant.windows.melee:MeleeWindow"),

The class is called as ``MeleeWindow(document, parent)``; it is imported after the
window's first paint (start-up stays fast), and only when its dock is first shown (a tab
raised, View > Panels) or ``window.tool_widget(key)`` asks for it; it is placed in a
tabbed dock on the right (or ``area``), listed in View > Panels, and its layout
remembered. The dock's title follows the widget's ``windowTitle`` (set it in your
``retranslateUi``), so your strings stay in your own ``.ts`` area.

Two optional methods of a tool widget the shell uses (issue 22):

- ``take_board() -> QWidget`` — a tool with a board of its own (the hex arena) gives it
  to the shell, which shows it in the centre of the window while the tool is in use;
- ``pending_work() -> str`` — what the player would lose if the game or the window closed
  now ("a path drawn for Marcus, not confirmed"); "" when nothing. The shell asks before
  closing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt

from adjutant.i18n import QT_TRANSLATE_NOOP

LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


@dataclass(frozen=True)
class ToolWindow:
    """A dock the main window builds: ``target`` is "module:Class", called (document, parent).

    ``tab`` is the dock's short title ("ToolWindows" context), shown while the tabs of
    its dock area would not fit with the long ones (five tools in a 420 px dock in
    Russian or Spanish, issue 15); the long title is then the tab's tooltip.
    """

    key: str
    title: str  # English source in the "ToolWindows" context (shown until the widget exists)
    target: str
    area: Qt.DockWidgetArea = RIGHT
    tab: str = ""


#: Every tool window, in the order of View > Panels. Later issues add one line each.
TOOL_WINDOWS: list[ToolWindow] = [
    ToolWindow(
        "oob",
        QT_TRANSLATE_NOOP("ToolWindows", "Order of battle"),
        "adjutant.windows.oob:OrderOfBattleWidget",
        LEFT,
        # Issue 22: at 1024 px the order of battle is a tab of the tool docks.
        tab=QT_TRANSLATE_NOOP("ToolWindows", "Units"),
    ),
    ToolWindow(
        "log",
        QT_TRANSLATE_NOOP("ToolWindows", "Turn log"),
        "adjutant.windows.turn_log:TurnLogWidget",
        BOTTOM,
    ),
    ToolWindow(
        "command",
        QT_TRANSLATE_NOOP("ToolWindows", "Command tokens"),
        "adjutant.windows.command:CommandWindow",
        tab=QT_TRANSLATE_NOOP("ToolWindows", "Tokens"),
    ),
    ToolWindow(
        "charge",
        QT_TRANSLATE_NOOP("ToolWindows", "Charge"),
        "adjutant.windows.charge:ChargeWindow",
    ),
    ToolWindow(
        "melee",
        QT_TRANSLATE_NOOP("ToolWindows", "Melee"),
        "adjutant.windows.melee:MeleeWindow",
    ),
    ToolWindow(
        "odds",
        QT_TRANSLATE_NOOP("ToolWindows", "Odds combat"),
        "adjutant.windows.odds:OddsWindow",
        tab=QT_TRANSLATE_NOOP("ToolWindows", "Odds"),
    ),
    ToolWindow(
        "hex",
        QT_TRANSLATE_NOOP("ToolWindows", "Hex skirmish"),
        "adjutant.windows.hex:HexBoardWindow",
        tab=QT_TRANSLATE_NOOP("ToolWindows", "Hex"),
    ),
]
HISTORY_DOCK = "history"
#: The shell's own docks: built before the tool panels.
SHELL_DOCKS = ("oob", "log")
#: Of those, the ones built with the battlefield, before the game is shown: the order of
#: battle. The turn log follows right after, once its modules are in (issue 28).
FIRST_DOCKS = ("oob",)
#: The tools whose board is the hex arena (shown in the centre while they are in use)...
ARENA_TOOLS = ("hex",)
#: ...and those whose board is the battlefield.
BATTLEFIELD_TOOLS = ("command", "charge", "melee", "odds")


def board_of(key: str) -> str | None:
    """The board a dock's tool works on ("arena", "battlefield"), None for the others
    (the order of battle, the log, the undo history: the board stays as it is)."""
    if key in ARENA_TOOLS:
        return "arena"
    if key in BATTLEFIELD_TOOLS:
        return "battlefield"
    return None


def tool_title(source: str) -> str:
    """A tool window's title (``ToolWindow.title``) in the interface language."""
    return QCoreApplication.translate("ToolWindows", source)


def tab_title(spec: ToolWindow) -> Callable[[], str] | None:
    """The function giving ``spec``'s short tab title, if it has one."""
    return partial(tool_title, spec.tab) if spec.tab else None


__all__ = [
    "ARENA_TOOLS",
    "BATTLEFIELD_TOOLS",
    "BOTTOM",
    "FIRST_DOCKS",
    "HISTORY_DOCK",
    "LEFT",
    "RIGHT",
    "SHELL_DOCKS",
    "TOOL_WINDOWS",
    "ToolWindow",
    "board_of",
    "tab_title",
    "tool_title",
]

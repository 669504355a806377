"""The Help menu's dialogs for the main window: the rules reference, the keyboard
shortcuts, About (issues 9, 15).

For :class:`adjutant.windows.shell.window.MainWindow`. The dialogs themselves live in
``adjutant.windows.dialogs`` and ``adjutant.windows.shortcuts`` (imported when first asked
for: start-up does not pay for them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

if TYPE_CHECKING:
    from adjutant.rules.ruleset import Tool
    from adjutant.windows.dialogs import RulesReferenceDialog
    from adjutant.windows.shell.window import MainWindow
    from adjutant.windows.shortcuts import ShortcutsDialog


def game_tools(window: MainWindow) -> list[Tool] | None:
    """The tools of the open game's ruleset (None when no game is open)."""
    if window.document.game is None:
        return None
    from adjutant.windows.game_rules import game_ruleset

    tools = game_ruleset(window.document.game).tools
    return sorted(tools, key=list(type(next(iter(tools)))).index) if tools else []


def rules_reference_dialog(window: MainWindow) -> RulesReferenceDialog:
    from adjutant.windows.dialogs import RulesReferenceDialog

    return RulesReferenceDialog(game_tools(window), window)


def shortcuts_dialog(window: MainWindow) -> ShortcutsDialog:
    from adjutant.windows.shortcuts import ShortcutsDialog

    return ShortcutsDialog(window)


def show(dialog: QDialog) -> None:
    """Show a dialog that goes away (deleted) when closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()


def show_about(window: MainWindow) -> None:
    from adjutant.windows.dialogs import AboutDialog

    dialog = AboutDialog(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.exec()


__all__ = ["game_tools", "rules_reference_dialog", "shortcuts_dialog", "show", "show_about"]

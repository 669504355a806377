"""The main window's way to the Match Record window (issue 24): Game → Match Record….

For ``windows.shell``: the window makes one :class:`MatchRecordKeeper` (``window.
match_record_menu``) before its menus; the shell's Game menu (``shell.menus.fill_game``)
asks it for its entry (Ctrl+Alt+M; enabled while a game is open, as the shell's other
game actions), and the shell asks it, as it asks the tools, what closing would lose
(:meth:`MatchRecordKeeper.pending_work`). Light on purpose: the window and the store
modules behind it are imported when the record is first opened, not at start-up (the
first paint stays fast, issue 9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from adjutant.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from adjutant.windows.record.dialog import MatchRecordDialog
    from adjutant.windows.shell.window import MainWindow

SHORTCUT = "Ctrl+Alt+M"
#: The entry's texts, in the record's own translation context.
CONTEXT = "MatchRecordMenu"
ENTRY = QT_TRANSLATE_NOOP("MatchRecordMenu", "&Match Record…")
TIP = QT_TRANSLATE_NOOP(
    "MatchRecordMenu", "The result both players confirm, its slip and its exports"
)
UNSAVED = QT_TRANSLATE_NOOP("MatchRecordMenu", "Unsaved changes to the match record")


class MatchRecordKeeper(QObject):
    """Keeps a main window's Match Record window (made on first use; Qt owns it through its
    parent, the main window) and its menu entry."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("matchRecordMenu")
        self.window = window
        self.action: QAction | None = None
        self.dialog: MatchRecordDialog | None = None  # made on first use

    def fill_menu(self, menu: QMenu) -> None:
        """Put Match Record… in ``menu`` (the shell's Game menu)."""
        self.action = self.window.shell_actions.add(
            "matchRecordAction", ENTRY, self.show_dialog, SHORTCUT, tip=TIP, context=CONTEXT
        )
        menu.addAction(self.action)

    def show_dialog(self) -> MatchRecordDialog | None:
        """The Match Record window, made on first use (its modules are imported then)."""
        if not self.window.document.is_open:
            return None
        if self.dialog is None:
            from adjutant.windows.record.dialog import MatchRecordDialog

            self.dialog = MatchRecordDialog(self.window.document, self.window)
            screen = self.window.screen().availableGeometry()
            self.dialog.resize(min(1000, screen.width() - 40), min(680, screen.height() - 60))
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def pending_work(self) -> str:
        """Edits typed in the Match Record window and not saved (lost if the game or the
        window closed now), or ""."""
        if self.dialog is not None and self.dialog.dirty:
            return QCoreApplication.translate(CONTEXT, UNSAVED)
        return ""


__all__ = ["SHORTCUT", "MatchRecordKeeper"]

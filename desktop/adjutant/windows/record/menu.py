"""The main window's Game menu with Match Record… (issue 24).

For ``windows.main_window`` (two lines, to move to ``windows.shell`` at merge):
``install_game_menu(window)`` adds "Game" before "Help" with "Match Record…"
(Ctrl+Alt+M), enabled while a game is open. Light on purpose: the window and the store
modules behind it are imported when the record is first opened, not at start-up (the
first paint stays fast, issue 9).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

SHORTCUT = "Ctrl+Alt+M"


class MatchRecordMenu(QObject):
    """The main window's Game menu with Match Record… (before Help), enabled while a game is
    open; the dialog is kept here while the window lives (Qt owns it through its parent)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("matchRecordMenu")
        self.window = window
        self.menu = QMenu(window)
        self.menu.setObjectName("gameMenu")
        help_menu = getattr(window, "help_menu", None)
        bar = window.menuBar()
        if help_menu is not None:
            bar.insertMenu(help_menu.menuAction(), self.menu)
        else:
            bar.addMenu(self.menu)
        self.action = QAction(window)
        self.action.setObjectName("matchRecordAction")
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.triggered.connect(lambda _checked=False: self.show_dialog())
        self.menu.addAction(self.action)
        self.dialog: Any | None = None  # the MatchRecordDialog, made on first use
        window.document.opened.connect(self._enable)
        window.document.closed.connect(self._enable)
        window.installEventFilter(self)
        self._enable()
        self.retranslateUi()

    def _enable(self) -> None:
        self.action.setEnabled(self.window.document.is_open)

    def retranslateUi(self) -> None:
        self.menu.setTitle(self.tr("&Game"))
        self.action.setText(self.tr("&Match Record…"))
        tip = self.tr("The result both players confirm, its slip and its exports")
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        return False

    def show_dialog(self) -> Any | None:
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


def install_game_menu(window: Any) -> MatchRecordMenu:
    """Game → Match Record… on ``window`` (a main window with ``document`` and a menu bar)."""
    return MatchRecordMenu(window)

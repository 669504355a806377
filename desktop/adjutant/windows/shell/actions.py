"""The main window's actions, made in one place and re-texted on a language change (issue 22).

For the shell's menus (:mod:`.menus`) and for later issues that add an entry. An action is
made by one call::

    window.shell_actions.add(
        "gameMatchRecord",                                  # objectName (tests find it)
        QT_TRANSLATE_NOOP("Menus", "Match &Record…"),       # its text, translated on use
        window.show_match_record,                           # what it does
        "Ctrl+Shift+R",                                     # a shortcut, or None
        tip=QT_TRANSLATE_NOOP("Menus", "The result both players confirm"),
    )

``text`` and ``tip`` are English sources in the ``context`` ("Menus" unless given) or
functions returning the translated text (a caller that keeps its strings in its own
``.ts`` area passes ``lambda: self.tr("…")``). Every action made here gets its text again
when the language changes (:meth:`ActionSet.retranslate`, called by the window), is listed
by Help > Keyboard Shortcuts when it has a shortcut (the list is read from the menus), and
is found again by its name (``window.shell_actions["gameMatchRecord"]``). To put it in a menu,
use ``window.add_action(menu_key, …)`` (:func:`adjutant.windows.shell.menus.add_action`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

Text = str | Callable[[], str]
#: What ``QKeySequence`` is made from: "Ctrl+I", or a platform's standard key.
Shortcut = str | QKeySequence | QKeySequence.StandardKey


class ActionOptions(TypedDict, total=False):
    """The keyword options of :meth:`ActionSet.add`, for callers that pass them on."""

    tip: Text | None
    context: str
    checkable: bool
    role: QAction.MenuRole | None


def _texter(text: Text | None, context: str) -> Callable[[], str] | None:
    if text is None or callable(text):
        return text
    return lambda: QCoreApplication.translate(context, text)


class ActionSet(QObject):
    """The window's actions by name, each with its texts (see the module docstring)."""

    def __init__(self, window: QObject) -> None:
        super().__init__(window)
        self.window = window
        self._actions: dict[str, QAction] = {}
        self._texts: dict[str, tuple[Callable[[], str] | None, Callable[[], str] | None]] = {}

    def add(
        self,
        name: str,
        text: Text | None,
        slot: Callable[..., object] | None = None,
        shortcut: Shortcut | None = None,
        *,
        tip: Text | None = None,
        context: str = "Menus",
        checkable: bool = False,
        role: QAction.MenuRole | None = None,
    ) -> QAction:
        """A new action called ``name`` (see the module docstring); ``slot`` is called
        with no argument when it is triggered (the checked state for a checkable one)."""
        if name in self._actions:
            raise ValueError(f"the window already has an action called {name!r}")
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if role is not None:
            action.setMenuRole(role)
        if slot is not None:
            if checkable:
                action.toggled.connect(slot)
            else:
                action.triggered.connect(lambda _checked=False: slot())
        self.adopt(action, text, tip=tip, context=context)
        return action

    def adopt(
        self, action: QAction, text: Text | None, *, tip: Text | None = None, context: str = "Menus"
    ) -> QAction:
        """Keep the texts of an action made elsewhere (Qt's undo actions, a tool's)."""
        self._actions[action.objectName()] = action
        self._texts[action.objectName()] = (_texter(text, context), _texter(tip, context))
        self._apply(action.objectName())
        return action

    def __getitem__(self, name: str) -> QAction:
        return self._actions[name]

    def __contains__(self, name: object) -> bool:
        return name in self._actions

    def retranslate(self) -> None:
        for name in self._actions:
            self._apply(name)

    def _apply(self, name: str) -> None:
        text, tip = self._texts[name]
        action = self._actions[name]
        if text is not None:
            action.setText(text())
        if tip is not None:
            action.setToolTip(tip())
            action.setStatusTip(tip())


__all__ = ["ActionOptions", "ActionSet", "Shortcut", "Text"]

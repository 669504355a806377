"""The centre of the main window: the board of what is being played (issue 22).

For :class:`adjutant.windows.shell.window.MainWindow`. :class:`BoardArea` is the central
widget. It holds the battlefield (issue 5) and, once the hex skirmish tool is built, the
hex arena (the tool gives its board up with ``take_board()``), and shows one of them:

- the battlefield while the command, charge, melee or odds tool is in use;
- the arena while the hex skirmish tool is in use;
- only the arena in a game whose ruleset has the hex tool alone (:meth:`set_arena_only`).

Each board fits itself to the room it has until the player zooms (the battlefield's
``fitting``, the arena's auto-fit). ``view`` is the battlefield's view (the phase flow
gives it the keyboard in the movement phase; tests measure it); any other attribute the
board area does not have is the battlefield's (older callers took the central widget for
the battlefield).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

BATTLEFIELD = "battlefield"
ARENA = "arena"


class BoardArea(QStackedWidget):
    """The central board: battlefield or hex arena (see the module docstring)."""

    #: The board shown changed (BATTLEFIELD or ARENA).
    boardChanged = Signal(str)

    def __init__(self, placeholder: Callable[[], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardArea")
        self._placeholder = placeholder
        self.pages: dict[str, QWidget] = {BATTLEFIELD: placeholder(), ARENA: placeholder()}
        for page in self.pages.values():
            self.addWidget(page)
        self.arena_only = False
        self._shown = BATTLEFIELD
        self.setCurrentWidget(self.pages[BATTLEFIELD])

    # ------------------------------------------------------------------ the boards
    def set_board(self, which: str, widget: QWidget) -> None:
        """Put ``widget`` in place of the board ``which`` (its placeholder, or an older one)."""
        old = self.pages[which]
        if old is widget:
            return
        index = self.indexOf(old)
        self.insertWidget(index, widget)
        self.removeWidget(old)
        old.deleteLater()
        self.pages[which] = widget
        if self._shown == which:
            self.setCurrentWidget(widget)

    def board(self, which: str) -> QWidget:
        return self.pages[which]

    @property
    def battlefield(self) -> QWidget:
        return self.pages[BATTLEFIELD]

    @property
    def view(self) -> QWidget | None:
        """The battlefield's view (None until the battlefield is built)."""
        return getattr(self.pages[BATTLEFIELD], "view", None)

    @property
    def shown(self) -> str:
        return self._shown

    def show_board(self, which: str) -> None:
        """Show the battlefield or the arena (a hex-only game shows the arena only)."""
        if self.arena_only:
            which = ARENA
        if which == self._shown and self.currentWidget() is self.pages[which]:
            return
        self._shown = which
        self.setCurrentWidget(self.pages[which])
        self.boardChanged.emit(which)

    def set_arena_only(self, only: bool) -> None:
        """A game whose ruleset has the hex tool alone shows the arena and never the battlefield."""
        self.arena_only = only
        self.show_board(ARENA if only else self._shown)

    def fit(self, has_game: bool) -> None:
        """Fit the table to the view's real size, unless the player zoomed or panned.

        The view fits the table when the game opens, but at start-up that is before the
        docks have their sizes: laying the window out first makes the fit use the final
        size (else the battle is a small cluster in the middle). The arena fits itself on
        every resize until the player zooms.
        """
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        view = self.view
        fit_table = getattr(view, "fit_table", None)  # the battlefield's view, once built
        if has_game and fit_table is not None and getattr(view, "fitting", True):
            fit_table()

    def boards(self) -> list[tuple[str, QWidget]]:
        """(key, widget) of each board built (for Help > Keyboard Shortcuts)."""
        return [(key, page) for key, page in self.pages.items() if not _is_placeholder(page)]

    def __getattr__(self, name: str) -> object:
        # Older callers took the central widget for the battlefield (``centralWidget().scene``,
        # ``.view``, ``.set_tool``…): what the board area does not have, the battlefield has.
        pages = self.__dict__.get("pages")
        if pages is None or name.startswith("__"):
            raise AttributeError(name)
        return getattr(pages[BATTLEFIELD], name)

    # ------------------------------------------------------------------ sizes
    def minimumSizeHint(self) -> QSize:
        # The board may be dragged small in a session: never a reason for the window to grow.
        return QSize(60, 60)


def arena_only(tools: Iterable[object] | None) -> bool:
    """Whether a game with these ruleset ``tools`` (``Tool`` values) has the hex tool alone."""
    names = {str(getattr(tool, "value", tool)) for tool in tools or ()}
    return names == {"hex"}


def _is_placeholder(widget: QWidget) -> bool:
    return type(widget).__name__ == "Placeholder"


__all__ = ["ARENA", "BATTLEFIELD", "BoardArea", "arena_only"]

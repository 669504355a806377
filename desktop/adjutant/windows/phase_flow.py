"""Led by the phase: the main window brings up the tool of the phase the game is in (issue 15).

For :class:`adjutant.windows.main_window.MainWindow`, which makes one :class:`PhaseFlow`
and gives it its docks. When ``GameDocument.turnChanged`` says the phase changed (Next
phase, Next turn, an undo of either, a game opened), the tool that phase is for is
raised and given the keyboard:

- command -> Command tokens (CMD-3, CMD-8); charge -> Charge (CHG-1);
- movement -> the Hex skirmish when the ruleset has it (GLAD-1), else the battlefield;
- melee -> Melee, else Odds combat, else Hex skirmish, the first of those the
  ruleset's tools include (``rules.ruleset.Tool``; ``store.format.phases.RULESET_TOOL_PHASES``
  says which phases each tool plays in);
- end -> nothing is raised (the side's turn is over).

A phase none of the game's tools plays in is never reached: ``advance_phase`` skips it
(``store.format.phases.game_phases``). View > Follow the Phase turns the raising off (for a
player who keeps the tools where they put them); the choice is remembered.

A tool may also ask for another (``GameDocument.request_tool``, issue 22): the charge
tool's "Fight this melee" brings up the melee tool, built if need be, and hands it the
request (``handle_request``: the melee set up from the charge, its round's card in hand).
That is the player's own step, so it is done even with Follow the Phase off.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QWidget

from adjutant.windows.settings import KEY_FOLLOW_PHASE

if TYPE_CHECKING:
    from adjutant.qtmodels.document import TurnState
    from adjutant.store import Change
    from adjutant.windows.shell.window import MainWindow

#: Ruleset tool (``Tool`` value) -> the main window's dock key of its tool window.
TOOL_DOCK = {
    "tokens": "command",
    "charge": "charge",
    "melee": "melee",
    "odds": "odds",
    "hex": "hex",
}
#: Preference order of the tools that can serve a phase (a ruleset with melee and odds
#: fights its melees first; RULES.md keeps them apart).
PREFERENCE = ("tokens", "charge", "hex", "melee", "odds")
#: The battlefield (central widget) stands for movement when no tool does.
BATTLEFIELD = "battlefield"


def tool_for_phase(phase: str | None, tools: Iterable[str]) -> str | None:
    """The dock key to raise for ``phase`` in a game with these ruleset ``tools`` (``Tool``
    values), :data:`BATTLEFIELD` for movement without the hex tool, None for the end."""
    from adjutant.store.format.phases import RULESET_TOOL_PHASES

    have = {str(getattr(t, "value", t)) for t in tools}
    order = PREFERENCE if phase != "melee" else ("melee", "odds", "hex")
    for tool in order:
        if tool in have and phase in RULESET_TOOL_PHASES.get(tool, ()):
            return TOOL_DOCK[tool]
    return BATTLEFIELD if phase == "movement" else None


class PhaseFlow(QObject):
    """Raises the phase's tool when the game's phase changes (see the module docstring)."""

    def __init__(
        self,
        window: MainWindow,
        settings: QSettings,
        docks: Callable[[str], QDockWidget | None],
        tool_widget: Callable[[str], QWidget | None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._docks = docks
        self._tool_widget = tool_widget
        self._phase: str | None = None
        self._tools: tuple[str, ...] = ()
        #: The dock key raised last (tests, and so a repeated phase raises nothing new).
        self.raised: str | None = None
        self.follow_action = QAction(window)
        self.follow_action.setObjectName("viewFollowPhase")
        self.follow_action.setCheckable(True)
        self.follow_action.setChecked(_as_bool(settings.value(KEY_FOLLOW_PHASE, True)))
        self.follow_action.toggled.connect(self._follow_toggled)
        document = window.document
        document.turnChanged.connect(self._turn_changed)
        document.changed.connect(self._game_changed)
        document.opened.connect(self._read_tools)
        document.toolRequested.connect(self.bring_up)

    @property
    def following(self) -> bool:
        return self.follow_action.isChecked()

    def retranslateUi(self) -> None:
        self.follow_action.setText(self.tr("&Follow the Phase"))
        self.follow_action.setToolTip(
            self.tr("Bring up the tool of each phase when the phase changes")
        )

    def _follow_toggled(self, on: bool) -> None:
        self._settings.setValue(KEY_FOLLOW_PHASE, on)
        self._settings.sync()
        if on:
            self.raise_phase_tool()

    def _read_tools(self) -> None:
        game = self._window.document.game
        if game is None:
            self._tools = ()
            return
        from adjutant.rules.errors import RuleInputError
        from adjutant.rules.ruleset import Ruleset
        from adjutant.store.read import queries

        try:
            tools = Ruleset.from_dict(queries.game_info(game).ruleset).tools
        except (RuleInputError, TypeError, ValueError, KeyError):
            tools = frozenset()  # the store falls back the same way: nothing is raised but movement
        self._tools = tuple(str(t.value) for t in tools)

    def _game_changed(self, change: Change | None) -> None:
        if change is None or change.touches("game"):
            self._read_tools()  # a new ruleset may bring other tools

    def _turn_changed(self, state: TurnState | None) -> None:
        phase = None if state is None else state[2]
        if phase == self._phase:
            return
        self._phase = phase
        if phase is not None and self.following:
            # After the signal's other slots (the turn bar, the tools' own refresh) ran.
            QTimer.singleShot(0, self, self._raise_if_following)

    def _raise_if_following(self) -> None:
        if self.following:  # still: the player may have turned it off meanwhile
            self.raise_phase_tool()

    def raise_phase_tool(self) -> str | None:
        """Raise the tool of the current phase and give it the keyboard; its dock key."""
        document = self._window.document
        if document.game is None or document.phase is None:
            return None
        if not self._tools:
            self._read_tools()
        key = tool_for_phase(document.phase, self._tools)
        if key is None:
            return None
        if key == BATTLEFIELD:
            view = getattr(self._window.centralWidget(), "view", None)
            if isinstance(view, QWidget):
                view.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            dock = self._docks(key)
            if dock is None:
                return None
            dock.show()
            dock.raise_()
            # Built now if it was not yet, unless the window is still starting (it builds
            # the panels in sight itself once the game is shown).
            if not getattr(self._window, "_tools_later", False):
                widget = self._tool_widget(key)
                if widget is not None and self._window.isActiveWindow():
                    _focus_first(widget)
        self.raised = key
        return key

    def bring_up(self, key: str, request: object = None) -> QWidget | None:
        """Raise the tool ``key``'s dock, build its window if need be and hand it
        ``request`` (its ``handle_request``); the tool window, or None."""
        dock = self._docks(key)
        if dock is None:
            return None
        dock.show()
        dock.raise_()
        widget = self._tool_widget(key)
        if widget is None:
            return None
        handle = getattr(widget, "handle_request", None)
        if request is not None and handle is not None:
            handle(request)
        elif self._window.isActiveWindow():
            _focus_first(widget)
        self.raised = key
        return widget


def _focus_first(widget: QWidget) -> None:
    """The keyboard to the tool: the first card still to roll in sight (issue 15: Enter
    rolls it, not the whole batch), else its focus proxy, else its first focusable child."""
    from adjutant.windows.widgets.roll_card import RollCardList  # built with the tools

    for cards in widget.findChildren(RollCardList):
        if cards.isVisibleTo(widget) and cards.focus_next_pending() is not None:
            return
    if widget.focusProxy() is not None or widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        return
    child = widget.nextInFocusChain()
    while child is not None and child is not widget:
        if (
            widget.isAncestorOf(child)
            and child.isVisibleTo(widget)
            and child.isEnabled()
            and child.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            child.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        child = child.nextInFocusChain()


def _as_bool(value: object) -> bool:
    # An INI file gives back "true" / "false" strings.
    if isinstance(value, str):
        return value.lower() not in ("false", "0", "no", "")
    return bool(value)


__all__ = ["BATTLEFIELD", "PhaseFlow", "tool_for_phase"]

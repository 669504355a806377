"""The hex skirmish tool window (issues 11, 14, 15; RULES.md §5, GLAD-0..6): board and cards.

Offers :class:`HexBoardWindow` ``(document, parent=None)`` to the main window's tool
registry ("hex"), a ``ToolPanel``. The canvas (:mod:`adjutant.windows.hex.canvas`) draws
one board; the panel beside (or, narrow, below) it works on the selected figure:

- **Move** (GLAD-0, GLAD-1, GLAD-3; :mod:`.move_page`): the movement roll as a card;
  then the board lights every hex within reach under the zone of control and hatches
  the hexes next to an enemy; clicked hexes extend the path one step at a time (each
  checked by the planner); a corner click, keys 1-6 or ``[``/``]`` pick the vertex to
  face; Confirm move (Ctrl+Enter). A figure rolls and moves once a turn (the store says
  so when asked twice).
- **Attack** (GLAD-2, GLAD-4, GLAD-5; :mod:`.attack_page`): every attack as a roll card.
- **Turn** (GLAD-6; :mod:`.turn_page`): after an attack, the figures that may turn.
- **Figures**: every figure and what it did this turn.

The choices live in a :class:`~adjutant.windows.hex.session.HexSession`; every rule comes
from ``store.tools.hex.planner`` and every change is one undoable ``resolve_hex``. The panel
follows the phase: the Move page in the movement phase, the Attack page in the melee
phase (a gladiator game may have only those two); acting out of phase asks once.

The window wires the parts (issue 23: split by what each is for): the arena
(:mod:`.arena`: the board and its controls, which the main window may hold in its
centre), the pages, each doing what the player does there (the window's methods of the
same names forward to them), the keys, the phase, and the reading of the plan after each
change.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from adjutant.lazy import lazy_module
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.log_model import phase_name
from adjutant.store.read import queries
from adjutant.windows.battlefield_items import DEFAULT_SIDE_COLOURS
from adjutant.windows.hex import strings as S
from adjutant.windows.hex.arena import HexArena
from adjutant.windows.hex.attack_page import AttackPage
from adjutant.windows.hex.canvas import nearest_vertex
from adjutant.windows.hex.move_page import MovePage
from adjutant.windows.hex.session import Hex, HexSession
from adjutant.windows.hex.turn_page import FiguresPage, TurnPage
from adjutant.windows.tool_base import ToolPanel
from adjutant.windows.widgets import CurrentPageTabs, ReflowPanes
from adjutant.windows.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from adjutant.qtmodels.document import TurnState
    from adjutant.store import Change
    from adjutant.store.tools.hex.planner import (
        AttackEntry,
        BoardPlan,
        FigurePlan,
        HexPlan,
        MoveEntry,
        MovementEntry,
        TurnsEntry,
    )

# Store services import SQLAlchemy: executed on the first change, not at start-up (issue 28).
hex_services = lazy_module("adjutant.store.tools.hex.figures")

TAB_MOVE, TAB_ATTACK, TAB_TURN, TAB_FIGURES = range(4)


class HexBoardWindow(ToolPanel):
    """Board canvas + cards for the gladiator rules. Public methods mirror what the player
    does (select, roll, click, face, confirm, attack, turn) for tests and scripts."""

    TOOL = "hex"
    figureSelected = Signal(int)  # a figure was selected (0 = none)
    #: The enlarge button was pressed: the main window hides its panels (or shows them).
    enlargeRequested = Signal()

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(document, parent)
        self.setObjectName("hexBoardWindow")
        self.session = HexSession()
        self.side_names: dict[int, str] = {}
        self.side_colours: dict[int, QColor] = {}
        self._led_by: str | None = None  # the phase whose page was brought up last
        self._board_taken = False  # the arena is in the main window's centre
        self._build()
        self.start()

    # ================================================================= construction
    def _build(self) -> None:
        # The arena: the board and its controls. The shell shows it in the centre of the main
        # window while the hex tool is in use (take_board, issue 22); alone, it is beside
        # (or above) the panel.
        left = self.arena = HexArena(self.enlargeRequested.emit)
        self.canvas = self.arena.canvas
        self.canvas.hexClicked.connect(self.click_hex)
        self.board_combo = self.arena.board_combo
        self.board_combo.activated.connect(self._board_chosen)
        self.add_arena_button = self.arena.add_arena_button
        self.add_arena_button.clicked.connect(self.add_sample_arena)
        self.zoom_in_button = self.arena.zoom_in_button
        self.fit_button = self.arena.fit_button
        self.enlarge_button = self.arena.enlarge_button

        self.figure_label = ElidedLabel()
        self.figure_label.setObjectName("figureLabel")
        self.move_page = MovePage(self)
        self.attack_page = AttackPage(self)
        self.turn_page = TurnPage(self)
        self.figures_page = FiguresPage(self)
        self.tabs = CurrentPageTabs()
        self.tabs.setObjectName("hexTabs")
        self.attack_page.turnsOffered.connect(lambda: self.tabs.setCurrentIndex(TAB_TURN))
        for page in (self.move_page, self.attack_page, self.turn_page, self.figures_page):
            self.tabs.addTab(page, "")
        self.tabs.currentChanged.connect(lambda _i: self.refresh_canvas())
        panel = self.panel = QWidget()
        panel.setObjectName("hexPanel")
        panel.setMinimumWidth(300)
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(0, 0, 0, 0)
        panel_layout.addWidget(self.figure_label)
        panel_layout.addWidget(self.tabs, 1)
        panel_layout.addWidget(self.message)
        # Issue 9 (docks 460-1000+ px): the board beside the panel when the dock is wide,
        # above it when narrow; a splitter either way, so the player chooses the share.
        self.panes = ReflowPanes([left, panel], stretches=[2, 3], breakpoint=760, splitter=True)
        self.panes.setObjectName("hexPanes")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(4, 4, 4, 4)
        self._layout.addWidget(self.panes)
        self._page_keys = self._add_shortcuts(self)

    def _add_shortcuts(self, root: QWidget) -> list[QShortcut]:
        """The keys of the tool, live while ``root`` (the window, or the arena once it is in
        the centre of the main window) has the focus: R roll, 1-6 face a vertex, [ ]
        rotate, Esc clear the path, Ctrl+Return confirm the page's action, Alt+1..4 the
        pages (returned, their descriptions follow the language)."""
        self._shortcut(root, "R", self.roll_movement)
        for v in range(6):
            self._shortcut(root, str(v + 1), partial(self.set_facing, v))
        self._shortcut(root, "[", lambda: self.rotate(1))
        self._shortcut(root, "]", lambda: self.rotate(-1))
        self._shortcut(root, "Escape", self.clear_path)
        self._shortcut(root, "Ctrl+Return", self.confirm_current)
        return [
            self._shortcut(root, f"Alt+{i + 1}", partial(self.tabs.setCurrentIndex, i))
            for i in range(4)
        ]

    @staticmethod
    def _shortcut(root: QWidget, key: str, slot: Callable[[], object]) -> QShortcut:
        shortcut = QShortcut(QKeySequence(key), root)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)
        return shortcut

    # ================================================================= in the main window
    def take_board(self) -> QWidget:
        """Give the arena to the main window's centre (issue 22: the board is the centre);
        the panel (pages, figure, messages) stays in the dock, alone. Its keys work in the
        arena too."""
        if self._board_taken:
            return self.arena
        self._board_taken = True
        self.arena.setParent(None)
        self.panel.setParent(self)
        self._layout.removeWidget(self.panes)
        self.panes.hide()
        self._layout.addWidget(self.panel)
        self.panel.show()
        self._page_keys += self._add_shortcuts(self.arena)
        self.enlarge_button.show()
        self.retranslateUi()
        return self.arena

    def pending_work(self) -> str:
        """A move drawn on the board but not confirmed (lost if the game closed now)."""
        f = self.current_figure()
        if f is None or self.allowance is None or not self.session.path:
            return ""
        turned = self.facing is not None and self.facing != f.facing
        if len(self.session.path) < 2 and not turned:
            return ""
        return self.tr("The move of {figure} is drawn on the hex board but not confirmed.").format(
            figure=f.name
        )

    # ================================================================= texts
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Hex skirmish"))
        self.arena.retranslateUi()
        for index, (text, tip) in enumerate(
            (
                (self.tr("&Move"), self.tr("GLAD-0, GLAD-1, GLAD-3 (Alt+1)")),
                (self.tr("&Attack"), self.tr("GLAD-2, GLAD-4, GLAD-5 (Alt+2)")),
                (self.tr("T&urn"), self.tr("GLAD-6 (Alt+3)")),
                (self.tr("&Figures"), self.tr("Every figure and what it did this turn (Alt+4)")),
            )
        ):
            self.tabs.setTabText(index, text)
            self.tabs.setTabToolTip(index, tip)
            # Help > Keyboard Shortcuts reads a QShortcut's whatsThis.
            for key in self._page_keys[index::4]:  # the window's, and the arena's
                key.setWhatsThis(self.tr("Show the {page} page").format(page=text.replace("&", "")))
        self.refresh()

    # ================================================================= loading
    def affected_by(self, change: Change | None) -> bool:
        return change is None or any(
            change.touches(t) for t in ("hex_boards", "hex_figures", "events", "game", "sides")
        )

    def dice_mode_changed(self, mode: str) -> None:
        for page in (self.move_page, self.attack_page):
            page.cards.set_default_mode(mode)

    def phase_changed(self, state: TurnState | None) -> None:
        """Led by the phase: moves in the movement phase, attacks in the melee phase."""
        self.session.phase_changed()
        self._follow_phase()
        if self.game is not None:
            self.replan()

    def _follow_phase(self) -> None:
        """The page of the phase, once per phase (the player's own choice is kept after)."""
        state = self.document.turn_state
        phase = None if state is None else state[2]
        if phase == self._led_by:
            return
        self._led_by = phase
        if phase == "movement":
            self.tabs.setCurrentIndex(TAB_MOVE)
        elif phase == "melee":
            self.tabs.setCurrentIndex(TAB_ATTACK)

    def reload(self) -> None:
        """Re-read the sides, boards and figures; keep what still makes sense."""
        game = self.game
        if game is None:
            self.session = HexSession()
            self.arena.clear()
            self.refresh()
            return
        for side in queries.order_of_battle(game).sides:
            self.side_names[side.id] = side.name
            colour = side.colour or DEFAULT_SIDE_COLOURS[side.position % len(DEFAULT_SIDE_COLOURS)]
            self.side_colours[side.id] = QColor(colour)
        for page in (self.move_page, self.attack_page):
            page.cards.set_default_mode(self.dice_mode)
        self._follow_phase()
        self.replan()

    def replan(self) -> HexPlan | None:
        plan = self.session.replan(self.game) if self.game is not None else None
        self.arena.show_plan(self.session.plan, self.side_colours)
        self.refresh()
        return plan

    def _board_chosen(self, index: int) -> None:
        self.session.pick_board(self.board_combo.itemData(index))
        self.replan()

    # ================================================================= state, for tests too
    @property
    def board(self) -> BoardPlan | None:
        plan = self.session.plan
        return None if plan is None else plan.board

    @property
    def figures(self) -> dict[int, FigurePlan]:
        plan = self.session.plan
        return {} if plan is None else {f.id: f for f in plan.figures}

    @property
    def selected(self) -> int | None:
        return self.session.figure_id

    @property
    def target(self) -> int | None:
        return self.session.target_id

    @property
    def path(self) -> list[Hex]:
        return list(self.session.path)

    @property
    def facing(self) -> int | None:
        return self.session.facing

    @property
    def allowance(self) -> int | None:
        return self.session.allowance

    @property
    def turn_offers(self) -> list[tuple[int, int, int]]:
        """GLAD-6 after the latest attack: (figure, the enemy it turns toward, vertex)."""
        plan = self.session.plan
        offers = plan.turns.offers if plan is not None else ()
        return [(o.figure_id, o.threat_id, o.facing_to) for o in offers]

    def current_figure(self) -> FigurePlan | None:
        return self.session.figure

    def figure_at(self, h: Hex) -> FigurePlan | None:
        found = [f for f in self.figures.values() if (f.q, f.r) == h]
        active = [f for f in found if not f.out_of_action]
        return next(iter(active or found), None)

    def figure_by_name(self, name: str) -> FigurePlan:
        """The figure whose name is or starts with ``name`` (for scripts and tests)."""
        for f in self.figures.values():
            if f.name == name or f.name.startswith(name):
                return f
        raise KeyError(name)

    # ================================================================= showing
    def refresh(self) -> None:
        """Show the plan: the figure line, each page, the board's marks."""
        if not hasattr(self, "tabs"):
            return
        self.arena.show_controls(self.game is not None, self.board is not None)
        self._refresh_figure()
        self.move_page.show_plan()
        self.attack_page.show_plan()
        self.turn_page.show_plan()
        self.figures_page.show_plan(self.side_names, self.side_colours)
        self.refresh_canvas()

    def _refresh_figure(self) -> None:
        f = self.current_figure()
        if self.game is None:
            text = self.tr("No game open.")
        elif self.board is None:
            text = self.tr("This game has no hex board yet.")
        elif f is None:
            text = self.tr("Click a figure on the board to select it.")
        else:
            text = S.figure_line(f, self.side_names.get(f.side_id, "?"))
        self.figure_label.set_full_text(text)

    def refresh_canvas(self) -> None:
        """The board's marks: selected figure and target, the reach, the path drawn."""
        plan, f = self.session.plan, self.current_figure()
        moving = self.tabs.currentIndex() == TAB_MOVE
        self.canvas.set_marks(self.selected, self.target if not moving else None)
        move = plan.move if plan is not None else None
        reach = dict(move.reach) if moving and move is not None else {}
        self.canvas.set_highlights(reach, plan.zoc if plan is not None and f else ())
        if moving and f is not None and self.allowance is not None and self.session.path:
            facing = f.facing if self.facing is None else self.facing
            self.canvas.set_plan(self.session.path, facing, f, self.side_colours.get(f.side_id))
        else:
            self.canvas.set_plan((), None)

    # ================================================================= phases
    def in_phase(
        self, entry: MovementEntry | MoveEntry | AttackEntry | TurnsEntry, phase: str, what: str
    ) -> bool:
        """True to go ahead: in its phase, or confirmed (asked once per phase)."""
        if not entry.out_of_phase or entry.confirmed:
            return True
        if not self.confirm_out_of_phase(phase, what):
            self.show_refusal(
                self.tr("Not done: that belongs to the {phase} phase.").format(
                    phase=phase_name(phase)
                )
            )
            return False
        self.session.confirm_out_of_phase()
        self.replan()
        return True

    # ================================================================= user actions
    def select_figure(self, figure_id: int | None) -> None:
        if figure_id == self.selected:
            return
        self.session.select(figure_id if figure_id in self.figures else None)
        self.move_page.say("")
        self.replan()
        self.figureSelected.emit(self.selected or 0)

    def click_hex(self, h: Hex, point: QPointF | None = None) -> None:
        """A click on the board (from the canvas): select, extend the path, face, target."""
        h = (int(h[0]), int(h[1]))
        f = self.current_figure()
        moving = self.tabs.currentIndex() == TAB_MOVE
        if moving and f is not None and self.allowance is not None and self.session.path:
            end = self.session.path[-1]
            vertex = nearest_vertex(end, point, self.canvas.hex_size) if point is not None else None
            if vertex is not None:
                self.set_facing(vertex)
                return
        other = self.figure_at(h)
        if other is not None and (f is None or other.id != f.id):
            if (
                self.tabs.currentIndex() == TAB_ATTACK
                and f is not None
                and self.session.attack((f.id, other.id)) is not None
            ):
                self.set_target(other.id)
            else:
                self.select_figure(other.id)
            return
        if moving and f is not None:
            self.step_to(h)

    def confirm_current(self) -> None:
        index = self.tabs.currentIndex()
        if index == TAB_MOVE:
            self.confirm_move()
        elif index == TAB_TURN:
            self.apply_turns()
        elif index == TAB_ATTACK:
            focused = next(
                (c for c in self.attack_page.cards.cards() if c.has_focus_inside()), None
            )
            card = focused or (
                self.attack_page.card(self.selected, self.target)
                if self.selected is not None and self.target is not None
                else None
            )
            wanted = card.request() if card is not None else None
            if wanted is not None:
                self.attack_page.roll_attack_card(*wanted)

    def add_sample_arena(self) -> bool:
        if self.game is None:
            return False
        return self.run(self.tr("Add the sample arena"), hex_services.add_sample_arena) is not None

    # ================================================================= the pages' actions
    # What the player does on a page, for the keys, tests and scripts.
    def step_to(self, h: Hex) -> bool:
        return self.move_page.step_to(h)

    def step_refusal(self, h: Hex) -> str | None:
        return self.move_page.step_refusal(h)

    def clear_path(self) -> None:
        self.move_page.clear_path()

    def set_facing(self, vertex: int) -> None:
        self.move_page.set_facing(vertex)

    def rotate(self, step: int) -> None:
        self.move_page.rotate(step)

    def set_die(self, sides: int) -> None:
        self.move_page.set_die(sides)

    def roll_movement(self) -> bool:
        return self.move_page.roll_movement()

    def roll_movement_card(self, key: Hashable, faces: Sequence[int] | None) -> bool:
        return self.move_page.roll_movement_card(key, faces)

    def confirm_move(self) -> bool:
        return self.move_page.confirm_move()

    def set_target(self, figure_id: int | None) -> None:
        self.attack_page.set_target(figure_id)

    def roll_attack_card(self, key: Hashable, faces: Sequence[int] | None) -> bool:
        return self.attack_page.roll_attack_card(key, faces)

    def checked_turns(self) -> dict[int, int]:
        return self.turn_page.checked_turns()

    def set_turn_checked(self, figure_id: int, checked: bool = True) -> None:
        self.turn_page.set_turn_checked(figure_id, checked)

    def apply_turns(self) -> bool:
        return self.turn_page.apply_turns()


__all__ = ["TAB_ATTACK", "TAB_FIGURES", "TAB_MOVE", "TAB_TURN", "HexBoardWindow"]

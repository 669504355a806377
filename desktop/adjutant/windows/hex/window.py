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
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.lazy import lazy_module
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.formatting import plain_tooltip
from adjutant.qtmodels.log_model import phase_name
from adjutant.qtmodels.roll_cards import CardState
from adjutant.store.read import queries
from adjutant.store.tools.hex.planner import EntryState, resolve_hex
from adjutant.windows.battlefield_items import DEFAULT_SIDE_COLOURS
from adjutant.windows.hex import strings as S
from adjutant.windows.hex.attack_page import AttackPage
from adjutant.windows.hex.canvas import HexBoardView, nearest_vertex
from adjutant.windows.hex.move_page import MovePage, tool_button
from adjutant.windows.hex.session import HexSession
from adjutant.windows.hex.turn_page import FiguresPage, TurnPage
from adjutant.windows.tool_base import ToolPanel
from adjutant.windows.widgets import CurrentPageTabs, ReflowPanes
from adjutant.windows.widgets.dice_entry import PHYSICAL, VIRTUAL
from adjutant.windows.widgets.elided import ElidedLabel

# Store services import SQLAlchemy: executed on the first change, not at start-up (issue 28).
hex_services = lazy_module("adjutant.store.tools.hex.figures")

Hex = tuple[int, int]
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
        self._cells_of: tuple | None = None
        self._led_by: str | None = None  # the phase whose page was brought up last
        self._board_taken = False  # the arena is in the main window's centre
        self._build()
        self.start()

    # ================================================================= construction
    def _build(self) -> None:
        self.canvas = HexBoardView(self)
        self.canvas.hexClicked.connect(self.click_hex)
        self.board_combo = QComboBox()
        self.board_combo.setObjectName("boardCombo")
        self.board_combo.activated.connect(self._board_chosen)
        self.board_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.board_combo.setMinimumContentsLength(10)
        self.board_label = QLabel()
        self.board_label.setBuddy(self.board_combo)
        self.zoom_in_button = tool_button("zoomIn", "+", self.canvas.zoom_in)
        self.zoom_out_button = tool_button("zoomOut", "−", self.canvas.zoom_out)
        self.fit_button = tool_button("zoomFit", "", self.canvas.fit)
        # Issue 22: the board in the whole window (the shell hides its panels); shown once
        # the shell has the arena in its centre (take_board).
        self.enlarge_button = tool_button("enlargeBoard", "⤢", self.enlargeRequested.emit)
        self.enlarge_button.setCheckable(True)
        self.enlarge_button.hide()
        self.add_arena_button = QPushButton()
        self.add_arena_button.setObjectName("addArenaButton")
        self.add_arena_button.clicked.connect(self.add_sample_arena)
        top = QHBoxLayout()
        top.addWidget(self.board_label)
        top.addWidget(self.board_combo, 1)
        top.addWidget(self.add_arena_button)
        for button in (
            self.zoom_out_button,
            self.zoom_in_button,
            self.fit_button,
            self.enlarge_button,
        ):
            top.addWidget(button)
        # One line, the whole legend on hover: the board and the cards keep the room.
        self.legend = ElidedLabel()
        self.legend.setObjectName("legendLabel")
        # The arena: the board and its controls. The shell shows it in the centre of the main
        # window while the hex tool is in use (take_board, issue 22); alone, it is beside
        # (or above) the panel.
        left = self.arena = QWidget()
        left.setObjectName("hexArena")
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.canvas, 1)
        left_layout.addWidget(self.legend)

        self.figure_label = ElidedLabel()
        self.figure_label.setObjectName("figureLabel")
        self.move_page = MovePage(self)
        self.attack_page = AttackPage(self)
        self.turn_page = TurnPage(self)
        self.figures_page = FiguresPage(self)
        self.tabs = CurrentPageTabs()
        self.tabs.setObjectName("hexTabs")
        for page in (self.move_page, self.attack_page, self.turn_page, self.figures_page):
            self.tabs.addTab(page, "")
        self.tabs.currentChanged.connect(lambda _i: self._refresh_canvas())
        panel = self.panel = QWidget()
        panel.setObjectName("hexPanel")
        panel.setMinimumWidth(300)
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(0, 0, 0, 0)
        panel_layout.addWidget(self.figure_label)
        panel_layout.addWidget(self.tabs, 1)
        panel_layout.addWidget(self.message)
        left.setMinimumWidth(280)
        self.canvas.setMinimumHeight(120)
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
            self._shortcut(root, str(v + 1), lambda v=v: self.set_facing(v))
        self._shortcut(root, "[", lambda: self.rotate(1))
        self._shortcut(root, "]", lambda: self.rotate(-1))
        self._shortcut(root, "Escape", self.clear_path)
        self._shortcut(root, "Ctrl+Return", self.confirm_current)
        return [
            self._shortcut(root, f"Alt+{i + 1}", lambda i=i: self.tabs.setCurrentIndex(i))
            for i in range(4)
        ]

    @staticmethod
    def _shortcut(root: QWidget, key: str, slot: Callable[[], Any]) -> QShortcut:
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
        self.board_label.setText(self.tr("&Board:"))
        self.add_arena_button.setText(self.tr("Add the sample arena"))
        self.zoom_in_button.setToolTip(self.tr("Zoom in (Ctrl++ or the wheel)"))
        self.zoom_out_button.setToolTip(self.tr("Zoom out (Ctrl+−)"))
        self.fit_button.setText(self.tr("Fit"))
        self.fit_button.setToolTip(self.tr("Fit the board (Ctrl+0)"))
        self.enlarge_button.setToolTip(
            self.tr("Enlarge the board: the panels hidden, the board in the whole window (F11)")
        )
        self.arena.setWindowTitle(self.tr("Hex arena"))
        self.legend.set_full_text(
            self.tr(
                "Green: within reach of the roll (steps shown). Orange hatch: next to an "
                "enemy, at most one per move (GLAD-3). Gold dot: extra action ready; grey "
                "ring: spent. The wedge points at the faced vertex. Drag to pan, wheel to zoom."
            )
        )
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
        self.canvas.retranslate()
        self._refresh()

    # ================================================================= loading
    def affected_by(self, change: Any) -> bool:
        return any(
            change.touches(t) for t in ("hex_boards", "hex_figures", "events", "game", "sides")
        )

    def dice_mode_changed(self, mode: str) -> None:
        for page in (self.move_page, self.attack_page):
            page.cards.set_default_mode(mode)

    def phase_changed(self, state: Any) -> None:
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
            self.board_combo.clear()
            self._cells_of = None
            self.canvas.set_board(())
            self.canvas.set_figures((), {})
            self._refresh()
            return
        for side in queries.order_of_battle(game).sides:
            self.side_names[side.id] = side.name
            colour = side.colour or DEFAULT_SIDE_COLOURS[side.position % len(DEFAULT_SIDE_COLOURS)]
            self.side_colours[side.id] = QColor(colour)
        for page in (self.move_page, self.attack_page):
            page.cards.set_default_mode(self.dice_mode)
        self._follow_phase()
        self.replan()

    def replan(self) -> Any:
        plan = self.session.replan(self.game) if self.game is not None else None
        self._show_boards()
        self._refresh()
        return plan

    def _show_boards(self) -> None:
        plan = self.session.plan
        self.board_combo.blockSignals(True)
        self.board_combo.clear()
        for board_id, name, cols, rows in plan.boards if plan is not None else ():
            self.board_combo.addItem(f"{name} ({cols}×{rows})", board_id)
            self.board_combo.setItemData(
                self.board_combo.count() - 1, plain_tooltip(name), Qt.ItemDataRole.ToolTipRole
            )
        board = plan.board if plan is not None else None
        self.board_combo.setCurrentIndex(self.board_combo.findData(board.id) if board else -1)
        self.board_combo.blockSignals(False)
        shape = None if board is None else (board.id, board.cols, board.rows)
        if shape != self._cells_of:
            self._cells_of = shape
            self.canvas.set_board(board.hexes if board is not None else ())
            self.canvas.fit()
        self.canvas.set_figures(plan.figures if plan is not None else (), self.side_colours)

    def _board_chosen(self, index: int) -> None:
        self.session.pick_board(self.board_combo.itemData(index))
        self.replan()

    # ================================================================= state, for tests too
    @property
    def board(self) -> Any | None:
        plan = self.session.plan
        return None if plan is None else plan.board

    @property
    def figures(self) -> dict[int, Any]:
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

    def current_figure(self) -> Any | None:
        return self.session.figure

    def figure_at(self, h: Hex) -> Any | None:
        found = [f for f in self.figures.values() if (f.q, f.r) == h]
        active = [f for f in found if not f.out_of_action]
        return (active or found or [None])[0]

    def figure_by_name(self, name: str) -> Any:
        """The figure whose name is or starts with ``name`` (for scripts and tests)."""
        for f in self.figures.values():
            if f.name == name or f.name.startswith(name):
                return f
        raise KeyError(name)

    # ================================================================= showing
    def _refresh(self) -> None:
        if not hasattr(self, "tabs"):
            return
        has_board = self.board is not None
        self.board_combo.setVisible(has_board)
        self.add_arena_button.setVisible(self.game is not None and not has_board)
        self._refresh_figure()
        self.move_page.show_plan()
        self.attack_page.show_plan()
        self.turn_page.show_plan()
        self.figures_page.show_plan(self.side_names, self.side_colours)
        self._refresh_canvas()

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

    def _refresh_canvas(self) -> None:
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
    def _in_phase(self, entry: Any, phase: str, what: str) -> bool:
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

    def set_target(self, figure_id: int | None) -> None:
        """Focus the selected figure's attack card on ``figure_id`` (GLAD-4)."""
        self.session.target_id = figure_id
        self._refresh_canvas()
        if self.selected is not None and figure_id is not None:
            card = self.attack_page.card(self.selected, figure_id)
            if card is not None:
                card.focus_action()
                self.attack_page.cards.scroll.ensureWidgetVisible(card)

    def click_hex(self, h: Hex, point: QPointF | None = None) -> None:
        """A click on the board (from the canvas): select, extend the path, face, target."""
        h = (int(h[0]), int(h[1]))
        f = self.current_figure()
        moving = self.tabs.currentIndex() == TAB_MOVE
        if moving and f is not None and self.allowance is not None and self.session.path:
            end = self.session.path[-1]
            vertex = nearest_vertex(end, point, self.canvas.size) if point is not None else None
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

    def step_to(self, h: Hex) -> bool:
        """Extend the planned path to ``h`` (GLAD-1, GLAD-3); False with the reason if refused."""
        if self.current_figure() is None:
            return False
        if self.allowance is None:
            self.move_page.say(self.tr("Roll the movement first (R)."), False)
            return False
        back = h in self.session.path  # a click on the path takes it back to that hex
        refusal = self.session.step(self.game, h)
        if refusal is not None:
            reason = S.refusal_text(refusal)
            self.move_page.say(self.tr("Refused: {reason}").format(reason=reason), False)
            return False
        plan = self.session.plan
        if back:
            self.move_page.say("")
        else:
            note = ""
            if plan is not None and h in plan.zoc:
                note = self.tr(" (next to an enemy: zone of control, GLAD-3)")
            self.move_page.say(
                self.tr("Step to ({q}, {r}) accepted{extra}.").format(q=h[0], r=h[1], extra=note),
                True,
            )
        self._refresh()
        return True

    def step_refusal(self, h: Hex) -> str | None:
        """Why the path may not go on to ``h`` (the planner's words), or None."""
        refusal = self.session.refusal_of(self.game, h)
        return None if refusal is None else S.refusal_text(refusal)

    def clear_path(self) -> None:
        self.session.clear_path()
        self.move_page.say("")
        self.replan()

    def set_facing(self, vertex: int) -> None:
        """The vertex to face at the end of the move (GLAD-1)."""
        if self.allowance is not None and self.session.set_facing(vertex):
            self.replan()

    def rotate(self, step: int) -> None:
        if self.allowance is not None and self.facing is not None:
            self.set_facing((self.facing + step) % 6)

    def set_die(self, sides: int) -> None:
        self.session.die_sides = sides
        self.replan()

    def roll_movement(self) -> bool:
        """R: the movement card's roll (its dice, or the faces typed on it)."""
        card = self.move_page.card()
        if card is None or card.row().state is not CardState.PENDING:
            return False
        wanted = card.request()
        return wanted is not None and self.roll_movement_card(*wanted)

    def roll_movement_card(self, _key: Any, faces: Any) -> bool:
        """GLAD-0/1: roll (or take the typed face of) the selected figure's D3."""
        entry = self.session.plan.movement if self.session.plan is not None else None
        if entry is None or entry.state is not EntryState.PENDING:
            return False
        if not self._in_phase(entry, "movement", self.tr("this movement roll")):
            return False
        entry = self.session.plan.movement
        change = self.run(
            self.tr("Movement roll for {name}").format(name=entry.figure),
            resolve_hex,
            entry,
            list(faces) if faces is not None else None,
            dice_mode=PHYSICAL if faces is not None else VIRTUAL,
        )
        if change is not None:
            self.move_page.say("")
        return change is not None

    def confirm_move(self) -> bool:
        """Move along the planned path and face the chosen vertex: one undoable action."""
        move = self.session.plan.move if self.session.plan is not None else None
        if move is None or move.state is not EntryState.PENDING or not self.session.path:
            if move is not None and move.refusal is not None:
                self.move_page.say(S.refusal_text(move.refusal), False)
            return False
        if not self._in_phase(move, "movement", self.tr("this move")):
            return False
        move = self.session.plan.move
        change = self.run(self.tr("Move {name}").format(name=move.figure), resolve_hex, move)
        if change is not None:
            self.move_page.say("")
        return change is not None

    def roll_attack_card(self, key: Any, faces: Any) -> bool:
        """GLAD-4/5: roll (or take the typed faces, red then black) and resolve an attack."""
        entry = self.session.attack(key[1:])
        if entry is None or entry.state is not EntryState.PENDING:
            return False
        if not self._in_phase(entry, "melee", self.tr("this attack")):
            return False
        entry = self.session.attack(key[1:])
        change = self.run(
            self.tr("{attacker} attacks {target}").format(
                attacker=entry.attacker, target=entry.target
            ),
            resolve_hex,
            entry,
            list(faces) if faces is not None else None,
            dice_mode=PHYSICAL if faces is not None else VIRTUAL,
        )
        if change is not None and self.session.plan is not None and self.session.plan.turns.offers:
            self.tabs.setCurrentIndex(TAB_TURN)  # GLAD-6 offered at once
        return change is not None

    def checked_turns(self) -> dict[int, int]:
        return {o.figure_id: o.facing_to for o in self.session.chosen_turns()}

    def set_turn_checked(self, figure_id: int, checked: bool = True) -> None:
        self.turn_page.offers.set_checked(figure_id, checked)

    def apply_turns(self) -> bool:
        """GLAD-6: the ticked figures face their attackers and spend their extra action."""
        plan, chosen = self.session.plan, self.session.chosen_turns()
        if plan is None or not chosen:
            return False
        if not self._in_phase(plan.turns, "melee", self.tr("these turns")):
            return False
        entry = replace(self.session.plan.turns, offers=self.session.chosen_turns())
        return self.run(self.tr("Turn figures"), resolve_hex, entry) is not None

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
                self.roll_attack_card(*wanted)

    def add_sample_arena(self) -> bool:
        if self.game is None:
            return False
        return self.run(self.tr("Add the sample arena"), hex_services.add_sample_arena) is not None


__all__ = ["TAB_ATTACK", "TAB_FIGURES", "TAB_MOVE", "TAB_TURN", "HexBoardWindow"]

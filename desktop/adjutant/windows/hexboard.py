"""The hex skirmish window (issue 11; RULES.md §5, GLAD-0..6): board, movement, combat, turning.

Offers :class:`HexBoardWindow` ``(document, parent=None)`` to the main window's tool
registry. The canvas (:mod:`adjutant.windows.hexboard_canvas`) draws one board; the
panel beside it works on the selected figure:

- **Move** (GLAD-0, GLAD-1, GLAD-3): roll the D3 (a d6 read as D3, or a real d3;
  virtual or typed), see the allowance and its breakdown; the board shows every hex
  reachable without breaking the zone of control and hatches the hexes next to an
  enemy. Clicked hexes extend the path one step at a time, each step checked by
  ``rules.hexes.path_violation`` (an illegal step is refused with its reason). Pick
  the faced vertex (click a corner, keys 1-6, ``[``/``]``), then confirm: one undoable
  ``resolve.move_figure`` (path and facing), logged.
- **Attack** (GLAD-2, GLAD-4, GLAD-5): attacker and adjacent target, the arc, the
  defence bonus with its breakdown, the supporters on each side, the dice counts and
  the exact chance before the roll; then ``resolve.resolve_gladiator_attack``.
- **Turn** (GLAD-6): after an attack, the figures that may spend their extra action
  to face the enemy who attacked them; ``hex_services.turn_figures``.

No rule is computed here: chances, arcs, bonuses, reach and supporters come from
``adjutant.rules.hexes``; every change goes through ``adjutant.undo.run_service``.
Extra actions come back at each new side-turn (``services.advance_phase`` /
``services.next_turn``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.document import GameDocument
from adjutant.rules import hexes
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.ruleset import Ruleset, Tool
from adjutant.store import events as ev
from adjutant.store import hex_services, queries
from adjutant.store import resolve as store_resolve
from adjutant.store.errors import InvalidField, StoreError
from adjutant.undo.service import run_service
from adjutant.windows.battlefield_items import DEFAULT_SIDE_COLOURS
from adjutant.windows.hexboard_canvas import HexBoardView, nearest_vertex, vertex_name
from adjutant.windows.reloading import ReloadGate
from adjutant.windows.widgets import (
    ChanceLabel,
    CurrentPageTabs,
    DiceEntry,
    FlowLayout,
    ReflowPanes,
    ScrollPage,
    WrappedLabel,
)
from adjutant.windows.widgets.breakdown import BreakdownView
from adjutant.windows.widgets.dice_entry import ERROR_COLOR, PHYSICAL, VIRTUAL, FacesError

Hex = tuple[int, int]
TAB_MOVE, TAB_ATTACK, TAB_TURN = range(3)
OK_COLOR = "#2e7d32"
# The GLAD [choice] defaults, for a game whose ruleset copy cannot be read.
_DEFAULT_RULES = Ruleset(key="hex", name="Hex skirmish", tools=frozenset({Tool.HEX}))


class HexBoardWindow(QWidget):
    """Board canvas + tool panel for the gladiator rules. Public methods mirror what the
    player does (select, roll, click, face, confirm, attack, turn) for tests and scripts."""

    # A figure was selected (0 = none).
    figureSelected = Signal(int)

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexBoardWindow")
        self.document = document
        self.board: Any | None = None
        self.figures: dict[int, Any] = {}
        self.side_names: dict[int, str] = {}
        self.side_colours: dict[int, QColor] = {}
        self.ruleset = _DEFAULT_RULES
        self.selected: int | None = None
        self.target: int | None = None
        self.path: list[Hex] = []
        self.facing: int | None = None
        self.pending: tuple[int, int, tuple[int, ...]] | None = None  # (d3, allowance, dice)
        self.reach: dict[Hex, int] = {}
        self.zoc: frozenset[Hex] = frozenset()
        self.last_attack: Any | None = None  # the latest events.GladiatorAttack this turn
        self.turn_offers: list[tuple[int, int, int]] = []  # (figure id, threat id, vertex)
        self._turns_done_after_attack = False
        self._build()
        self.retranslateUi()
        # Issue 9: reload at once while the player can see this window, else once it is seen.
        self._reloads = ReloadGate(self, self.reload)
        document.opened.connect(self._reloads.request)
        document.closed.connect(self._reloads.request)
        document.changed.connect(self._changed)
        self.reload()

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
        self.zoom_in_button = self._tool_button("zoomIn", "+", self.canvas.zoom_in)
        self.zoom_out_button = self._tool_button("zoomOut", "−", self.canvas.zoom_out)
        self.fit_button = self._tool_button("zoomFit", "⤢", self.canvas.fit)
        self.add_arena_button = QPushButton()
        self.add_arena_button.setObjectName("addArenaButton")
        self.add_arena_button.clicked.connect(self.add_sample_arena)
        top = QHBoxLayout()
        top.addWidget(self.board_label)
        top.addWidget(self.board_combo, 1)
        top.addWidget(self.add_arena_button)
        top.addWidget(self.zoom_out_button)
        top.addWidget(self.zoom_in_button)
        top.addWidget(self.fit_button)
        self.legend = WrappedLabel()  # all its lines, even when the splitter is tight
        self.legend.setObjectName("legendLabel")
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.canvas, 1)
        left_layout.addWidget(self.legend)

        # --- the selected figure
        self.figure_box = QGroupBox()
        self.figure_label = QLabel()
        self.figure_label.setObjectName("figureLabel")
        self.figure_label.setWordWrap(True)
        self.figure_label.setTextFormat(Qt.TextFormat.RichText)
        QVBoxLayout(self.figure_box).addWidget(self.figure_label)

        # --- Move tab
        move = QWidget()
        self.die_label = QLabel()
        self.die_combo = QComboBox()
        self.die_combo.setObjectName("dieCombo")
        self.die_combo.addItem("", 6)
        self.die_combo.addItem("", 3)
        self.die_combo.currentIndexChanged.connect(self._die_changed)
        self.move_dice = DiceEntry(6, 1)
        self.move_dice.setObjectName("moveDice")
        self.move_dice.changed.connect(self._refresh_buttons)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollMoveButton")
        self.roll_button.clicked.connect(self.roll_movement)
        self.allowance_label = QLabel()
        self.allowance_label.setObjectName("allowanceLabel")
        self.allowance_label.setWordWrap(True)
        self.allowance_breakdown = BreakdownView()
        self.allowance_breakdown.setObjectName("allowanceBreakdown")
        self.allowance_breakdown.setMaximumHeight(110)
        self.path_label = QLabel()
        self.path_label.setObjectName("pathLabel")
        self.path_label.setWordWrap(True)
        self.move_message = QLabel()
        self.move_message.setObjectName("moveMessage")
        self.move_message.setWordWrap(True)
        self.facing_label = QLabel()
        self.facing_combo = QComboBox()
        self.facing_combo.setObjectName("facingCombo")
        for v in range(6):
            self.facing_combo.addItem("", v)
        self.facing_combo.activated.connect(lambda i: self.set_facing(i))
        self.rotate_left = self._tool_button("rotateLeft", "⟲", lambda: self.rotate(1))
        self.rotate_right = self._tool_button("rotateRight", "⟳", lambda: self.rotate(-1))
        facing_row = QHBoxLayout()
        facing_row.addWidget(self.facing_combo, 1)
        facing_row.addWidget(self.rotate_left)
        facing_row.addWidget(self.rotate_right)
        self.clear_path_button = QPushButton()
        self.clear_path_button.setObjectName("clearPathButton")
        self.clear_path_button.clicked.connect(self.clear_path)
        self.confirm_move_button = QPushButton()
        self.confirm_move_button.setObjectName("confirmMoveButton")
        self.confirm_move_button.clicked.connect(self.confirm_move)
        die_row = QHBoxLayout()
        die_row.addWidget(self.die_label)
        die_row.addWidget(self.die_combo, 1)
        move_buttons = FlowLayout()  # wraps in a narrow dock ("Confirm move (Ctrl+Enter)")
        move_buttons.addWidget(self.clear_path_button)
        move_buttons.addWidget(self.confirm_move_button)
        move_layout = QVBoxLayout(move)
        move_layout.addLayout(die_row)
        move_layout.addWidget(self.move_dice)
        move_layout.addWidget(self.roll_button)
        move_layout.addWidget(self.allowance_label)
        move_layout.addWidget(self.allowance_breakdown)
        move_layout.addWidget(self.path_label)
        move_layout.addWidget(self.move_message)
        move_layout.addWidget(self.facing_label)
        move_layout.addLayout(facing_row)
        move_layout.addLayout(move_buttons)
        move_layout.addStretch(1)

        # --- Attack tab
        attack = QWidget()
        self.attacker_label = QLabel()
        self.attacker_label.setObjectName("attackerLabel")
        self.attacker_label.setWordWrap(True)
        self.target_combo = QComboBox()
        self.target_combo.setObjectName("targetCombo")
        self.target_combo.activated.connect(
            lambda i: self.set_target(self.target_combo.itemData(i))
        )
        self.arc_label = QLabel()
        self.arc_label.setObjectName("arcLabel")
        self.arc_label.setWordWrap(True)
        self.bonus_label = QLabel()
        self.bonus_label.setObjectName("bonusLabel")
        self.bonus_breakdown = BreakdownView()
        self.bonus_breakdown.setObjectName("bonusBreakdown")
        self.bonus_breakdown.setMaximumHeight(110)
        self.attack_support_label = QLabel()
        self.attack_support = QListWidget()
        self.attack_support.setObjectName("attackSupportList")
        self.attack_support.setMaximumHeight(70)
        self.defence_support_label = QLabel()
        self.defence_support = QListWidget()
        self.defence_support.setObjectName("defenceSupportList")
        self.defence_support.setMaximumHeight(70)
        self.dice_label = QLabel()
        self.dice_label.setObjectName("diceCountLabel")
        self.dice_label.setWordWrap(True)
        self.chance_caption = QLabel()
        self.chance = ChanceLabel()
        self.chance.setObjectName("attackChance")
        font = self.chance.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.chance.setFont(font)
        self.red_label = QLabel()
        self.attack_dice = DiceEntry(6, 1)
        self.attack_dice.setObjectName("attackDice")
        self.black_label = QLabel()
        self.defence_dice = DiceEntry(6, 1)
        self.defence_dice.setObjectName("defenceDice")
        # One dice mode for both sides of the roll.
        self.attack_dice.modeChanged.connect(lambda m: self._sync_mode(self.defence_dice, m))
        self.defence_dice.modeChanged.connect(lambda m: self._sync_mode(self.attack_dice, m))
        self.attack_dice.changed.connect(self._refresh_buttons)
        self.defence_dice.changed.connect(self._refresh_buttons)
        self.attack_button = QPushButton()
        self.attack_button.setObjectName("attackButton")
        self.attack_button.clicked.connect(self.attack)
        form = QFormLayout()
        self.target_caption = QLabel()
        form.addRow(self.target_caption, self.target_combo)
        chance_row = QHBoxLayout()
        chance_row.addWidget(self.chance_caption)
        chance_row.addWidget(self.chance, 1)
        attack_layout = QVBoxLayout(attack)
        attack_layout.addWidget(self.attacker_label)
        attack_layout.addLayout(form)
        attack_layout.addWidget(self.arc_label)
        attack_layout.addWidget(self.bonus_label)
        attack_layout.addWidget(self.bonus_breakdown)
        attack_layout.addWidget(self.attack_support_label)
        attack_layout.addWidget(self.attack_support)
        attack_layout.addWidget(self.defence_support_label)
        attack_layout.addWidget(self.defence_support)
        attack_layout.addWidget(self.dice_label)
        attack_layout.addLayout(chance_row)
        attack_layout.addWidget(self.red_label)
        attack_layout.addWidget(self.attack_dice)
        attack_layout.addWidget(self.black_label)
        attack_layout.addWidget(self.defence_dice)
        attack_layout.addWidget(self.attack_button)
        attack_layout.addStretch(1)

        # --- Turn tab (GLAD-6)
        turn = QWidget()
        self.turn_intro = QLabel()
        self.turn_intro.setObjectName("turnIntro")
        self.turn_intro.setWordWrap(True)
        self.turn_list = QListWidget()
        self.turn_list.setObjectName("turnList")
        self.turn_list.itemChanged.connect(lambda _item: self._refresh_buttons())
        self.apply_turns_button = QPushButton()
        self.apply_turns_button.setObjectName("applyTurnsButton")
        self.apply_turns_button.clicked.connect(self.apply_turns)
        turn_layout = QVBoxLayout(turn)
        turn_layout.addWidget(self.turn_intro)
        turn_layout.addWidget(self.turn_list, 1)
        turn_layout.addWidget(self.apply_turns_button)

        self.tabs = CurrentPageTabs()  # as tall as the current tab, in a scroll page
        self.tabs.setObjectName("hexTabs")
        self.tabs.addTab(move, "")
        self.tabs.addTab(attack, "")
        self.tabs.addTab(turn, "")
        self.tabs.currentChanged.connect(lambda _i: self._refresh())

        self.result_label = QLabel()
        self.result_label.setObjectName("resultLabel")
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        for label in (
            self.facing_label,
            self.attack_support_label,
            self.defence_support_label,
            self.red_label,
            self.black_label,
            self.chance_caption,
            self.bonus_label,
        ):
            label.setWordWrap(True)
        for widget in (self.turn_list, self.attack_support, self.defence_support):
            widget.setWordWrap(True)
            widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            widget.setResizeMode(QListWidget.ResizeMode.Adjust)
        panel = QWidget()
        panel_layout = QVBoxLayout(panel)
        panel_layout.addWidget(self.figure_box)
        panel_layout.addWidget(self.tabs, 1)
        panel_layout.addWidget(self.result_label)
        # Texts wrap to the panel's width rather than widen it (long in Russian); the panel
        # scrolls sideways only if a widget cannot shrink any further, never cut off.
        scroll = ScrollPage(panel)
        scroll.setObjectName("hexPanelScroll")
        scroll.setMinimumWidth(300)
        scroll.setMinimumHeight(200)
        left.setMinimumWidth(280)
        self.canvas.setMinimumHeight(150)
        # Issue 9 (docks 460-1000+ px): the board beside the panel when the dock is wide,
        # above it when narrow; a splitter either way, so the player chooses the share.
        self.panes = ReflowPanes([left, scroll], stretches=[3, 2], breakpoint=760, splitter=True)
        self.panes.setObjectName("hexPanes")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.panes)

        # Keyboard: R roll, 1-6 face a vertex, [ ] rotate, Esc clear the path,
        # Ctrl+Return confirm the current tab's action.
        self._shortcut("R", self.roll_movement)
        for v in range(6):
            self._shortcut(str(v + 1), lambda v=v: self.set_facing(v))
        self._shortcut("[", lambda: self.rotate(1))
        self._shortcut("]", lambda: self.rotate(-1))
        self._shortcut("Escape", self.clear_path)
        self._shortcut("Ctrl+Return", self.confirm_current)
        for i in range(3):
            self._shortcut(f"Alt+{i + 1}", lambda i=i: self.tabs.setCurrentIndex(i))

    def _tool_button(self, name: str, text: str, slot: Callable[[], Any]) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setText(text)
        button.clicked.connect(slot)
        return button

    def _shortcut(self, key: str, slot: Callable[[], Any]) -> None:
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)

    @staticmethod
    def _sync_mode(entry: DiceEntry, mode: str) -> None:
        if entry.mode() != mode:
            entry.set_mode(mode)

    # ================================================================= texts
    def vertex_name(self, v: int) -> str:
        """A vertex by its compass point on screen (flat-topped hexes; see the canvas)."""
        return vertex_name(v)

    def type_name(self, kind: str) -> str:
        return {"light": self.tr("light"), "medium": self.tr("medium"), "heavy": self.tr("heavy")}[
            kind
        ]

    def arc_name(self, arc: hexes.Arc) -> str:
        return {
            hexes.Arc.FRONT: self.tr("front"),
            hexes.Arc.SIDE: self.tr("side"),
            hexes.Arc.REAR: self.tr("rear"),
        }[arc]

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Hex skirmish"))
        self.board_label.setText(self.tr("Board:"))
        self.add_arena_button.setText(self.tr("Add the sample arena"))
        self.zoom_in_button.setToolTip(self.tr("Zoom in (Ctrl++ or the wheel)"))
        self.zoom_out_button.setToolTip(self.tr("Zoom out (Ctrl+−)"))
        self.fit_button.setToolTip(self.tr("Fit the board (Ctrl+0)"))
        self.legend.setText(
            self.tr(
                "Green: reachable with the roll (steps shown). Orange hatch: next to an enemy, "
                "at most one per move (GLAD-3). Gold dot: extra action ready; grey ring: spent. "
                "The wedge points at the faced vertex. Drag to pan, wheel to zoom."
            )
        )
        self.figure_box.setTitle(self.tr("Selected figure"))
        self.tabs.setTabText(TAB_MOVE, self.tr("&Move"))
        self.tabs.setTabText(TAB_ATTACK, self.tr("&Attack"))
        self.tabs.setTabText(TAB_TURN, self.tr("T&urn"))
        self.tabs.setTabToolTip(TAB_MOVE, self.tr("GLAD-0, GLAD-1, GLAD-3 (Alt+1)"))
        self.tabs.setTabToolTip(TAB_ATTACK, self.tr("GLAD-2, GLAD-4, GLAD-5 (Alt+2)"))
        self.tabs.setTabToolTip(TAB_TURN, self.tr("GLAD-6 (Alt+3)"))
        self.die_label.setText(self.tr("Die:"))
        self.die_combo.setItemText(0, self.tr("d6 read as D3 (GLAD-0)"))
        self.die_combo.setItemText(1, self.tr("d3"))
        self.roll_button.setText(self.tr("Roll movement (R)"))
        self.facing_label.setText(
            self.tr("Facing at the end of the move (click a corner, keys 1–6, [ ]):")
        )
        for v in range(6):
            self.facing_combo.setItemText(
                v, self.tr("{name} (key {key})").format(name=self.vertex_name(v), key=v + 1)
            )
        self.rotate_left.setToolTip(self.tr("Turn counter-clockwise ([)"))
        self.rotate_right.setToolTip(self.tr("Turn clockwise (])"))
        self.clear_path_button.setText(self.tr("Clear path (Esc)"))
        self.confirm_move_button.setText(self.tr("Confirm move (Ctrl+Enter)"))
        self.target_caption.setText(self.tr("Target:"))
        self.attack_support_label.setText(
            self.tr("Attacker's supporters (+1 red d6 each, they spend their extra action):")
        )
        self.defence_support_label.setText(
            self.tr("Defender's supporters (+1 black d6 each, they spend their extra action):")
        )
        self.chance_caption.setText(self.tr("Chance of success:"))
        self.red_label.setText(self.tr("Attack dice (red):"))
        self.black_label.setText(self.tr("Defence dice (black):"))
        self.attack_button.setText(self.tr("Attack (Ctrl+Enter)"))
        self.apply_turns_button.setText(self.tr("Turn the checked figures (Ctrl+Enter)"))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # ================================================================= loading
    @property
    def game(self) -> Any | None:
        return self.document.game

    def _changed(self, change: Any) -> None:
        if change is None or any(
            change.touches(t) for t in ("hex_boards", "hex_figures", "events", "game", "sides")
        ):
            self._reloads.request()

    def reload(self) -> None:
        """Re-read the boards, figures, ruleset and log; keep what still makes sense."""
        game = self.game
        if game is None:
            self.board, self.figures = None, {}
            self.selected = self.target = None
            self.path, self.facing, self.pending = [], None, None
            self.last_attack = None
            self.board_combo.clear()
            self.canvas.set_board(())
            self.canvas.set_figures((), {})
            self._refresh()
            return
        info = queries.game_info(game)
        try:
            self.ruleset = Ruleset.from_dict(info.ruleset)
        except (RuleInputError, TypeError):
            self.ruleset = _DEFAULT_RULES
        self.move_dice.blockSignals(True)
        if not self.move_dice.text():
            self.move_dice.set_mode(PHYSICAL if info.dice_mode == PHYSICAL else VIRTUAL)
            self.attack_dice.set_mode(self.move_dice.mode())
        self.move_dice.blockSignals(False)
        for side in queries.order_of_battle(game).sides:
            self.side_names[side.id] = side.name
            colour = side.colour or DEFAULT_SIDE_COLOURS[side.position % len(DEFAULT_SIDE_COLOURS)]
            self.side_colours[side.id] = QColor(colour)
        boards = queries.hex_boards(game)
        current = self.board.id if self.board is not None else None
        self.board_combo.blockSignals(True)
        self.board_combo.clear()
        for b in boards:
            self.board_combo.addItem(f"{b.name} ({b.cols}×{b.rows})", b.id)
        self.board_combo.blockSignals(False)
        board = next((b for b in boards if b.id == current), boards[0] if boards else None)
        self._show_board(
            board,
            rebuild=board is None
            or self.board is None
            or (board.id, board.cols, board.rows)
            != (self.board.id, self.board.cols, self.board.rows),
        )
        attacks = [
            e.event
            for e in queries.events(game, turn=info.turn, kind=ev.GladiatorAttack.KIND)
            if isinstance(e.event, ev.GladiatorAttack)
        ]
        self.last_attack = attacks[-1] if attacks else None
        turned = queries.events(game, turn=info.turn, kind=ev.FigureTurn.KIND)
        if self.last_attack is not None and turned and turned[-1].id > self.last_attack.id:
            self._turns_done_after_attack = True
        else:
            self._turns_done_after_attack = False
        self._refresh()

    def _show_board(self, board: Any | None, rebuild: bool) -> None:
        self.board = board
        if board is None:
            self.figures = {}
            self.canvas.set_board(())
            self.canvas.set_figures((), {})
            self.selected = self.target = None
            return
        self.board_combo.setCurrentIndex(max(0, self.board_combo.findData(board.id)))
        self.figures = {f.id: f for f in board.figures}
        if rebuild:
            cells = [
                (q, row - q // 2)
                for q in range(board.cols)
                for row in range(board.rows)
                if store_resolve.board_contains(board, q, row - q // 2)
            ]
            self.canvas.set_board(cells)
            self.canvas.fit()
        self.canvas.set_figures(board.figures, self.side_colours)
        f = self.figures.get(self.selected) if self.selected else None
        if f is None:
            self.selected = None
        self._load_pending()

    def _board_chosen(self, index: int) -> None:
        board_id = self.board_combo.itemData(index)
        if self.game is None or board_id is None:
            return
        board = next((b for b in queries.hex_boards(self.game) if b.id == board_id), None)
        self.selected = self.target = None
        self._show_board(board, rebuild=True)
        self._refresh()

    def _load_pending(self) -> None:
        """The selected figure's unused movement roll (from the log) and its plan."""
        f = self.current_figure()
        pending = (
            hex_services.pending_allowance(self.game, f.id)
            if f is not None and not f.out_of_action and self.game is not None
            else None
        )
        start = (f.q, f.r) if f is not None else None
        if pending is None:
            self.path, self.facing = [], None
        elif pending != self.pending or not self.path or self.path[0] != start:
            self.path, self.facing = [start], f.facing
        self.pending = pending

    # ================================================================= queries of the state
    def current_figure(self) -> Any | None:
        return self.figures.get(self.selected) if self.selected else None

    def figure_at(self, h: Hex, *, in_action_only: bool = False) -> Any | None:
        found = [f for f in self.figures.values() if (f.q, f.r) == h]
        active = [f for f in found if not f.out_of_action]
        if active:
            return active[0]
        return None if in_action_only or not found else found[0]

    def figure_by_name(self, name: str) -> Any:
        """The figure whose name is or starts with ``name`` (for scripts and tests)."""
        for f in self.figures.values():
            if f.name == name or f.name.startswith(name):
                return f
        raise KeyError(name)

    def _in_action(self) -> list[Any]:
        return [f for f in self.figures.values() if not f.out_of_action]

    def _enemies_and_friends(self, f: Any) -> tuple[list[Hex], list[Hex]]:
        others = [o for o in self._in_action() if o.id != f.id]
        enemies = [(o.q, o.r) for o in others if o.side_id != f.side_id]
        friends = [(o.q, o.r) for o in others if o.side_id == f.side_id]
        return enemies, friends

    def _in_board(self, h: Hex) -> bool:
        return self.board is not None and store_resolve.board_contains(self.board, h[0], h[1])

    def _zoc_options(self) -> dict[str, Any]:
        # Ruleset [choice] options of GLAD-3.
        return {
            "start_counts": self.ruleset.zoc_start_hex_counts,
            "max_zoc_hexes": self.ruleset.zoc_max_enemy_adjacent_hexes,
        }

    @property
    def allowance(self) -> int | None:
        return self.pending[1] if self.pending else None

    def step_refusal(self, h: Hex) -> str | None:
        """Why the path may not go on to ``h`` (the rules' text), or None (GLAD-1, GLAD-3)."""
        f = self.current_figure()
        enemies, friends = self._enemies_and_friends(f)
        return hexes.path_violation(
            [*self.path, h],
            enemies,
            blocked=friends,
            allowance=self.allowance,
            in_board=self._in_board,
            **self._zoc_options(),
        )

    def adjacent_enemies(self, f: Any) -> list[Any]:
        return [
            o
            for o in self._in_action()
            if o.side_id != f.side_id and hexes.distance((f.q, f.r), (o.q, o.r)) == 1
        ]

    def attack_plan(self) -> dict[str, Any] | None:
        """Everything shown before an attack roll (GLAD-2, GLAD-4, GLAD-5), from the rules."""
        a, t = self.current_figure(), self.figures.get(self.target) if self.target else None
        if a is None or t is None or a.out_of_action or t.out_of_action:
            return None
        ah, th = (a.q, a.r), (t.q, t.r)
        if hexes.distance(ah, th) != 1 or a.side_id == t.side_id:
            return None
        ready = [
            o for o in self._in_action() if o.id not in (a.id, t.id) and not o.extra_action_spent
        ]
        a_friends = [o for o in ready if o.side_id == a.side_id]
        d_friends = [o for o in ready if o.side_id == t.side_id]
        support = hexes.support_counts(
            ah, th, [(o.q, o.r) for o in a_friends], [(o.q, o.r) for o in d_friends]
        )
        arc = hexes.arc_of(th, t.facing, ah)
        bonus = hexes.defence_bonus(t.defence_factor, arc)
        tie = not self.ruleset.glad_attack_needs_greater  # GLAD-4 [choice]
        sum_dice = self.ruleset.glad_sum_support_dice  # GLAD-5 [choice]
        chance = hexes.attack_chance(
            bonus, support.attack_dice, support.defence_dice, tie_succeeds=tie, sum_dice=sum_dice
        )
        by_hex = {(o.q, o.r): o for o in ready}
        return {
            "attacker": a,
            "target": t,
            "arc": arc,
            "bonus": bonus,
            "support": support,
            "attack_supporters": [by_hex[h] for h in support.attack_supporters],
            "defence_supporters": [by_hex[h] for h in support.defence_supporters],
            "chance": chance,
            "tie_succeeds": tie,
            "sum_dice": sum_dice,
        }

    def _turn_offers(self) -> list[tuple[int, int, int]]:
        """GLAD-6 after the latest attack: (figure, the enemy it turns toward, vertex).

        [choice] Offered: the target if it is still in action, and the figures adjacent
        to the main combat (``rules.hexes.turn_candidates``), each with its extra action
        unspent. "The vertex it was attacked from": each turns toward an enemy next to it
        that took part in the attack — the attacker or target first, else a supporter
        (``rules.hexes.turn_toward``). A figure with no such enemy next to it, or
        already facing it, is not offered.
        """
        e = self.last_attack
        if e is None or self._turns_done_after_attack:
            return []
        a = self.figures.get(e.attacker_id)
        t = self.figures.get(e.target_id)
        if a is None or t is None:
            return []
        ready = [o for o in self._in_action() if not o.extra_action_spent and o.id != a.id]
        by_hex = {(o.q, o.r): o for o in ready}
        ids = [by_hex[h].id for h in hexes.turn_candidates((a.q, a.r), (t.q, t.r), by_hex)]
        if not t.out_of_action and not t.extra_action_spent:
            ids.insert(0, t.id)
        supporter_hexes = {*e.attack_supporters, *e.defence_supporters}
        took_part = [a, t] + [
            o
            for o in self._in_action()
            if (o.q, o.r) in supporter_hexes and o.id not in (a.id, t.id)
        ]
        offers = []
        for fid in ids:
            f = self.figures[fid]
            threats = [
                c
                for c in took_part
                if c.side_id != f.side_id
                and not c.out_of_action
                and hexes.distance((f.q, f.r), (c.q, c.r)) == 1
            ]
            if not threats:
                continue
            vertex = hexes.turn_toward((f.q, f.r), (threats[0].q, threats[0].r), f.facing)
            if vertex != f.facing:
                offers.append((fid, threats[0].id, vertex))
        return offers

    # ================================================================= refresh
    def _refresh(self) -> None:
        if not hasattr(self, "tabs"):
            return
        has_board = self.board is not None
        self.board_combo.setVisible(has_board)
        self.add_arena_button.setVisible(self.game is not None and not has_board)
        self.tabs.setEnabled(self.current_figure() is not None)
        self._refresh_figure()
        self._refresh_move()
        self._refresh_attack()
        self._refresh_turns()
        self._refresh_canvas()
        self._refresh_buttons()

    def _refresh_figure(self) -> None:
        f = self.current_figure()
        if self.game is None:
            self.figure_label.setText(self.tr("No game open."))
            return
        if self.board is None:
            self.figure_label.setText(self.tr("This game has no hex board yet."))
            return
        if f is None:
            self.figure_label.setText(self.tr("Click a figure on the board to select it."))
            return
        kind = hexes.figure_type(f.defence_factor)
        state = (
            self.tr("out of action")
            if f.out_of_action
            else (
                self.tr("extra action spent")
                if f.extra_action_spent
                else self.tr("extra action ready")
            )
        )
        self.figure_label.setText(
            self.tr(
                "<b>{name}</b> ({side})<br>{kind}, defence factor {df} (GLAD-1)<br>"
                "facing {vertex} · {state}"
            ).format(
                name=_html(f.name),
                side=_html(self.side_names.get(f.side_id, "?")),
                kind=self.type_name(kind),
                df=f.defence_factor,
                vertex=self.vertex_name(f.facing),
                state=state,
            )
        )

    def _refresh_move(self) -> None:
        f = self.current_figure()
        self.reach, self.zoc = {}, frozenset()
        if f is None:
            self.allowance_label.setText("")
            self.allowance_breakdown.set_modifiers(())
            self.path_label.setText("")
            self.move_message.setText("")
            return
        enemies, friends = self._enemies_and_friends(f)
        self.zoc = hexes.zoc_hexes(enemies)
        if self.pending is None:
            self.allowance_label.setText(
                self.tr("Roll the D3 to see how far {name} may move (GLAD-1).").format(
                    name=_html(f.name)
                )
            )
            self.allowance_breakdown.set_modifiers(())
            self.path_label.setText("")
        else:
            d3, allowance, dice = self.pending
            kind = hexes.figure_type(f.defence_factor)
            self.allowance_label.setText(
                self.tr("Allowance: {n} hex(es) — {kind} figure, D3 = {d3}").format(
                    n=allowance, kind=self.type_name(kind), d3=d3
                )
            )
            # The breakdown: the D3, then what the figure's type changed (GLAD-1).
            d3_label = (
                self.tr("D3 (d6 face {face})").format(face=dice[0])
                if dice and dice[0] != d3
                else self.tr("D3")
            )
            type_label = {
                "light": self.tr("Light figure: D3 + 1"),
                "medium": self.tr("Medium figure: D3"),
                "heavy": self.tr("Heavy figure: D3 − 1, minimum 1"),
            }[kind]
            rows = (
                Modifier("d3", d3_label, "GLAD-0", d3),
                Modifier("type", type_label, "GLAD-1", allowance - d3),
            )
            self.allowance_breakdown.set_modifiers(rows, label_for=lambda m: m.label)
            self.reach = hexes.reachable(
                (f.q, f.r), allowance, enemies, friends, self._in_board, **self._zoc_options()
            )
            used = len(self.path) - 1 if self.path else 0
            path_text = " → ".join(f"({q}, {r})" for q, r in self.path)
            self.path_label.setText(
                self.tr("Path: {path} — {used} of {n} hex(es); {reach} hex(es) reachable").format(
                    path=path_text, used=used, n=allowance, reach=len(self.reach) - 1
                )
            )
        if self.facing is not None:
            self.facing_combo.setCurrentIndex(self.facing)

    def _refresh_attack(self) -> None:
        f = self.current_figure()
        self.target_combo.clear()
        if f is None:
            self.attacker_label.setText("")
            self._clear_attack_plan()
            return
        enemies = self.adjacent_enemies(f) if not f.out_of_action else []
        if self.target not in {e.id for e in enemies}:
            self.target = enemies[0].id if enemies else None
        for e in enemies:
            self.target_combo.addItem(e.name, e.id)
        if self.target is not None:
            self.target_combo.setCurrentIndex(self.target_combo.findData(self.target))
        self.attacker_label.setText(
            self.tr("Attacker: <b>{name}</b>").format(name=_html(f.name))
            if enemies
            else self.tr("{name} has no enemy in action next to it (GLAD-4).").format(
                name=_html(f.name)
            )
        )
        plan = self.attack_plan()
        if plan is None:
            self._clear_attack_plan()
            return
        t = plan["target"]
        self.arc_label.setText(
            self.tr(
                "Arc: <b>{arc}</b> — {target} faces {vertex}; the attacker stands in its "
                "{arc} hexes (GLAD-2)."
            ).format(
                arc=self.arc_name(plan["arc"]),
                target=_html(t.name),
                vertex=self.vertex_name(t.facing),
            )
        )
        self.bonus_label.setText(
            self.tr("Defence bonus: <b>{bonus}</b> (GLAD-4)").format(bonus=plan["bonus"])
        )
        arc_row = {
            hexes.Arc.FRONT: self.tr("Front: the full factor"),
            hexes.Arc.SIDE: self.tr("Side: half, rounded down"),
            hexes.Arc.REAR: self.tr("Rear: nothing"),
        }[plan["arc"]]
        self.bonus_breakdown.set_modifiers(
            (
                Modifier("factor", self.tr("Defence factor"), "GLAD-4", t.defence_factor),
                Modifier("arc", arc_row, "GLAD-2", plan["bonus"] - t.defence_factor),
            ),
            label_for=lambda m: m.label,
        )
        for widget, figures in (
            (self.attack_support, plan["attack_supporters"]),
            (self.defence_support, plan["defence_supporters"]),
        ):
            widget.clear()
            for o in figures:
                widget.addItem(f"{o.name} ({o.q}, {o.r})")
            if not figures:
                item = QListWidgetItem(self.tr("none"))
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                widget.addItem(item)
        support = plan["support"]
        rule = self.tr("ties succeed") if plan["tie_succeeds"] else self.tr("must beat the defence")
        reading = (
            self.tr("each side's dice are summed")
            if plan["sum_dice"]
            else self.tr("each side reads its highest die")
        )
        self.dice_label.setText(
            self.tr(
                "Red: {red} d6 against black: {black} d6 + {bonus}; {reading}; the attack {rule} "
                "(GLAD-4, GLAD-5)."
            ).format(
                red=support.attack_dice,
                black=support.defence_dice,
                bonus=plan["bonus"],
                reading=reading,
                rule=rule,
            )
        )
        self.chance.set_chance(plan["chance"])
        if self.attack_dice.count != support.attack_dice:
            self.attack_dice.set_dice(6, support.attack_dice)
        if self.defence_dice.count != support.defence_dice:
            self.defence_dice.set_dice(6, support.defence_dice)

    def _clear_attack_plan(self) -> None:
        self.arc_label.setText("")
        self.bonus_label.setText("")
        self.bonus_breakdown.set_modifiers(())
        self.attack_support.clear()
        self.defence_support.clear()
        self.dice_label.setText("")
        self.chance.set_chance(None)

    def _refresh_turns(self) -> None:
        self.turn_offers = self._turn_offers()
        checked = {
            self.turn_list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.turn_list.count())
            if self.turn_list.item(i).checkState() == Qt.CheckState.Checked
        }
        self.turn_list.blockSignals(True)
        self.turn_list.clear()
        for fid, threat, vertex in self.turn_offers:
            f, enemy = self.figures[fid], self.figures[threat]
            item = QListWidgetItem(
                self.tr("{name}: face {enemy} — {old} → {new}").format(
                    name=f.name,
                    enemy=enemy.name,
                    old=self.vertex_name(f.facing),
                    new=self.vertex_name(vertex),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, fid)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if fid in checked else Qt.CheckState.Unchecked)
            self.turn_list.addItem(item)
        self.turn_list.blockSignals(False)
        if self.last_attack is None:
            self.turn_intro.setText(self.tr("After an attack, the figures next to it may turn."))
        elif not self.turn_offers:
            self.turn_intro.setText(self.tr("No figure next to the last attack can turn (GLAD-6)."))
        else:
            self.turn_intro.setText(
                self.tr(
                    "After {attacker} attacked {target}: each checked figure spends its extra "
                    "action to face the enemy who attacked it (GLAD-6)."
                ).format(
                    attacker=self.last_attack.attacker,
                    target=self.last_attack.target,
                )
            )

    def _refresh_canvas(self) -> None:
        f = self.current_figure()
        moving = self.tabs.currentIndex() == TAB_MOVE
        self.canvas.set_marks(self.selected, self.target if not moving else None)
        self.canvas.set_highlights(self.reach if moving else {}, self.zoc if f else ())
        if moving and f is not None and self.pending is not None:
            self.canvas.set_plan(self.path, self.facing, f, self.side_colours.get(f.side_id))
        else:
            self.canvas.set_plan((), None)

    def _refresh_buttons(self) -> None:
        f = self.current_figure()
        ready = f is not None and not f.out_of_action
        self.roll_button.setEnabled(
            ready and self.pending is None and self.move_dice.is_acceptable()
        )
        # One roll per move (GLAD-1): the dice are locked while a roll waits to be used.
        self.move_dice.setEnabled(ready and self.pending is None)
        self.die_combo.setEnabled(ready and self.pending is None)
        self.confirm_move_button.setEnabled(ready and self.pending is not None and bool(self.path))
        self.clear_path_button.setEnabled(len(self.path) > 1)
        self.facing_combo.setEnabled(self.pending is not None)
        self.rotate_left.setEnabled(self.pending is not None)
        self.rotate_right.setEnabled(self.pending is not None)
        self.attack_button.setEnabled(
            self.attack_plan() is not None
            and self.attack_dice.is_acceptable()
            and self.defence_dice.is_acceptable()
        )
        self.apply_turns_button.setEnabled(bool(self.checked_turns()))

    # ================================================================= messages
    def _say(self, label: QLabel, text: str, ok: bool | None = None) -> None:
        colour = "" if ok is None else (f"color: {OK_COLOR};" if ok else f"color: {ERROR_COLOR};")
        label.setStyleSheet(colour)
        label.setText(text)

    def _store_error(self, label: QLabel, exc: Exception) -> None:
        self._say(
            label, self.tr("Refused: {reason}. Nothing was changed.").format(reason=exc), False
        )

    # ================================================================= user actions
    def select_figure(self, figure_id: int | None) -> None:
        if figure_id == self.selected:
            return
        self.selected = figure_id if figure_id in self.figures else None
        self.target = None
        self.pending = None
        self.path, self.facing = [], None
        self.move_dice.clear()
        self._say(self.move_message, "")
        self._load_pending()
        self._refresh()
        self.figureSelected.emit(self.selected or 0)

    def set_target(self, figure_id: int | None) -> None:
        self.target = figure_id
        self._refresh()

    def click_hex(self, h: Hex, point: QPointF | None = None) -> None:
        """A click on the board (from the canvas): select, extend the path, face, target."""
        h = (int(h[0]), int(h[1]))
        f = self.current_figure()
        if self.tabs.currentIndex() == TAB_MOVE and f is not None and self.pending is not None:
            end = self.path[-1] if self.path else (f.q, f.r)
            vertex = nearest_vertex(end, point, self.canvas.size) if point is not None else None
            if vertex is not None:
                self.set_facing(vertex)
                return
        other = self.figure_at(h)
        if other is not None and (f is None or other.id != f.id):
            if (
                self.tabs.currentIndex() == TAB_ATTACK
                and f is not None
                and other.side_id != f.side_id
                and other.id in {e.id for e in self.adjacent_enemies(f)}
            ):
                self.set_target(other.id)
            else:
                self.select_figure(other.id)
            return
        if self.tabs.currentIndex() == TAB_MOVE and f is not None:
            self.step_to(h)

    def step_to(self, h: Hex) -> bool:
        """Extend the planned path to ``h`` (GLAD-1, GLAD-3); False with the reason if refused."""
        f = self.current_figure()
        if f is None:
            return False
        if self.pending is None:
            self._say(self.move_message, self.tr("Roll the movement first (R)."), False)
            return False
        if h in self.path:
            # Clicking a hex of the path takes the path back to it.
            self.path = self.path[: self.path.index(h) + 1]
            self._say(self.move_message, "")
            self._refresh()
            return True
        if hexes.distance(self.path[-1], h) != 1:
            self._say(
                self.move_message,
                self.tr(
                    "Refused: ({q}, {r}) is not next to the end of the path; move one hex at "
                    "a time."
                ).format(q=h[0], r=h[1]),
                False,
            )
            return False
        why = self.step_refusal(h)
        if why is not None:
            self._say(self.move_message, self.tr("Refused: {reason}").format(reason=why), False)
            return False
        self.path.append(h)
        extra = self.tr(" (next to an enemy: zone of control, GLAD-3)") if h in self.zoc else ""
        self._say(
            self.move_message,
            self.tr("Step to ({q}, {r}) accepted{extra}.").format(q=h[0], r=h[1], extra=extra),
            True,
        )
        self._refresh()
        return True

    def clear_path(self) -> None:
        f = self.current_figure()
        if f is not None and self.pending is not None:
            self.path = [(f.q, f.r)]
            self._say(self.move_message, "")
            self._refresh()

    def set_facing(self, vertex: int) -> None:
        """The vertex to face at the end of the move (GLAD-1)."""
        if self.pending is None or not 0 <= vertex <= 5:
            return
        self.facing = vertex
        self._refresh()

    def rotate(self, step: int) -> None:
        if self.pending is not None and self.facing is not None:
            self.set_facing((self.facing + step) % 6)

    def _die_changed(self, _index: int) -> None:
        self.move_dice.set_dice(self.die_combo.currentData(), 1)

    def roll_movement(self) -> bool:
        """GLAD-0/1: roll (or take the typed face of) the D3 for the selected figure."""
        f = self.current_figure()
        if f is None or f.out_of_action or self.pending is not None:
            return False
        try:
            faces = self.move_dice.faces()
        except FacesError as exc:
            self._say(self.move_message, str(exc), False)
            return False
        try:
            change = run_service(
                self.document,
                self.tr("Movement roll for {name}").format(name=f.name),
                hex_services.roll_movement,
                f.id,
                die_sides=self.die_combo.currentData(),
                dice_mode=self.move_dice.mode(),
                faces=list(faces) if faces is not None else None,
            )
        except (InvalidField, RuleInputError, StoreError, ValueError) as exc:
            self._store_error(self.move_message, exc)
            return False
        rolled = change.result.event  # events.FigureMovementRoll
        self._say(
            self.result_label,
            self.tr("{name}: D3 = {d3}, may move {n} hex(es).").format(
                name=f.name, d3=rolled.d3, n=rolled.allowance
            ),
        )
        self._say(self.move_message, "")
        return True

    def confirm_move(self) -> bool:
        """Move along the planned path and face the chosen vertex: one undoable action."""
        f = self.current_figure()
        if f is None or self.pending is None or not self.path:
            return False
        facing = f.facing if self.facing is None else self.facing
        steps = len(self.path) - 1  # the reload after the move clears the plan
        try:
            change = run_service(
                self.document,
                self.tr("Move {name}").format(name=f.name),
                store_resolve.move_figure,
                f.id,
                [list(h) for h in self.path],
                facing,
                allowance=self.allowance,
            )
        except (InvalidField, RuleInputError, StoreError, ValueError) as exc:
            self._store_error(self.move_message, exc)
            return False
        self.move_dice.clear()
        self._say(
            self.result_label,
            self.tr("{name} moved {n} hex(es) to ({q}, {r}), facing {vertex}.").format(
                name=f.name,
                n=steps,
                q=change.result.event.end[0],
                r=change.result.event.end[1],
                vertex=self.vertex_name(facing),
            ),
        )
        self._say(self.move_message, "")
        return True

    def attack(self) -> bool:
        """GLAD-4/5: roll (or take the typed faces) and resolve the attack on the target."""
        plan = self.attack_plan()
        if plan is None:
            return False
        try:
            red, black = self.attack_dice.faces(), self.defence_dice.faces()
        except FacesError as exc:
            self._say(self.result_label, str(exc), False)
            return False
        a, t = plan["attacker"], plan["target"]
        chance_text = self.chance.text()  # the chance shown before the roll
        try:
            change = run_service(
                self.document,
                self.tr("{attacker} attacks {target}").format(attacker=a.name, target=t.name),
                store_resolve.resolve_gladiator_attack,
                a.id,
                t.id,
                dice_mode=self.attack_dice.mode(),
                attack_faces=list(red) if red is not None else None,
                defence_faces=list(black) if black is not None else None,
            )
        except (InvalidField, RuleInputError, StoreError, ValueError) as exc:
            self._store_error(self.result_label, exc)
            return False
        self.attack_dice.clear()
        self.defence_dice.clear()
        out = change.result.event  # events.GladiatorAttack
        red_faces, black_faces = out.dice
        verdict = (
            self.tr("hit: {target} is out of action").format(target=t.name)
            if out.success
            else self.tr("parried")
        )
        self._say(
            self.result_label,
            self.tr(
                "Red {red} = {attack} against black {black} + {bonus} = {defence}: {verdict} "
                "(chance was {chance})."
            ).format(
                red=" + ".join(map(str, red_faces)),
                attack=out.attack_total,
                black=" + ".join(map(str, black_faces)),
                bonus=out.bonus,
                defence=out.defence_total,
                verdict=verdict,
                chance=chance_text,
            ),
            True if out.success else None,
        )
        if self.turn_offers:
            self.tabs.setCurrentIndex(TAB_TURN)
        return True

    def checked_turns(self) -> dict[int, int]:
        vertex_of = {fid: v for fid, _threat, v in self.turn_offers}
        out = {}
        for i in range(self.turn_list.count()):
            item = self.turn_list.item(i)
            fid = item.data(Qt.ItemDataRole.UserRole)
            if item.checkState() == Qt.CheckState.Checked and fid in vertex_of:
                out[fid] = vertex_of[fid]
        return out

    def set_turn_checked(self, figure_id: int, checked: bool = True) -> None:
        for i in range(self.turn_list.count()):
            item = self.turn_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == figure_id:
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
                return
        raise KeyError(figure_id)

    def apply_turns(self) -> bool:
        """GLAD-6: the checked figures face their attackers and spend their extra action."""
        turns = self.checked_turns()
        if not turns:
            return False
        try:
            change = run_service(
                self.document, self.tr("Turn figures"), hex_services.turn_figures, turns
            )
        except (InvalidField, RuleInputError, StoreError, ValueError) as exc:
            self._store_error(self.turn_intro, exc)
            return False
        names = ", ".join(
            f"{t.figure} → {self.vertex_name(t.facing)}" for t in change.result.event.turned
        )
        self._say(
            self.result_label,
            self.tr("Turned with the extra action (GLAD-6): {names}.").format(names=names),
        )
        return True

    def confirm_current(self) -> None:
        {TAB_MOVE: self.confirm_move, TAB_ATTACK: self.attack, TAB_TURN: self.apply_turns}[
            self.tabs.currentIndex()
        ]()

    def add_sample_arena(self) -> bool:
        if self.game is None:
            return False
        try:
            run_service(
                self.document, self.tr("Add the sample arena"), hex_services.add_sample_arena
            )
        except (InvalidField, StoreError, ValueError, KeyError) as exc:
            self._store_error(self.figure_label, exc)
            return False
        return True


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


__all__ = ["HexBoardWindow"]

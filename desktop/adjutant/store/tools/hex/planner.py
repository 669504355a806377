"""The hex skirmish planner: one path from the arena to the file (RULES.md §5, GLAD-0..6; issue 14).

For the hex skirmish window (``adjutant.windows.hex``), scripts and tests. The window
never works a rule out itself: it hands the player's inputs to :func:`plan_hex` and
shows the :class:`HexPlan`; :func:`resolve_hex` records exactly the entry shown (it
plans it again from the file inside its action and refuses, with nothing changed, if
anything differs), so preview and record cannot disagree.

- :class:`HexInputs` — the board, the figure whose move is planned, the die of its D3
  (GLAD-0: a d6 read as D3, or a real d3), the path clicked so far and the vertex to
  face at its end, and whether the players confirmed acting out of the phase.
- :func:`plan_hex` ``(game, inputs) -> HexPlan``: every figure with its state this
  turn; the selected figure's movement roll (:class:`MovementEntry`: the allowance by
  type, GLAD-1, and its chance before the roll); its move (:class:`MoveEntry`: the hexes
  within reach under the zone of control, GLAD-3, the path's refusal with its rule);
  every attack the active side can make and those made this turn
  (:class:`AttackEntry`: the defender's arc by its facing vertex, GLAD-2, the defence
  bonus, GLAD-4, the supporters who spend their extra action, GLAD-5, the exact chance);
  and after the latest attack, the figures that may turn with their extra action
  (:class:`TurnOffer`, GLAD-6).
- :func:`resolve_hex` ``(game, entry, faces=None, *, dice_mode=None) -> Change``: a
  movement roll, a move, an attack (``faces``: the red faces then the black), or the
  chosen turns (:class:`TurnsEntry`).

The values (inputs, entries, the plan) are defined in ``store.tools.hex.entries`` and offered
from here.

Rules that span a turn are the store's (each refusal says its rule): a figure rolls its
movement once and moves once a turn (GLAD-1), and moves only with its roll; a figure
out of action does nothing. Phases (``store.format.phases``): movement rolls and moves belong
to the movement phase, attacks and turns to the melee phase; out of them they are
refused unless the players confirmed (``HexInputs.out_of_phase``), and then logged as
out of phase. A gladiator game may step only through movement and melee (its ruleset's
phases): the planner asks only which phase it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import pairwise
from typing import TYPE_CHECKING, Any, cast

from adjutant.rules import hexes
from adjutant.rules.errors import RuleInputError
from adjutant.rules.explain import Modifier
from adjutant.rules.shapes import Arc, Hex
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.format.phases import phase_refusal
from adjutant.store.read import queries
from adjutant.store.tools.base.plan_values import EntryState, Refusal, refusal
from adjutant.store.tools.base.recording import Resolution, record, roll, ruleset_of
from adjutant.store.tools.base.resolve import Step, resolve_step
from adjutant.store.tools.hex.entries import (
    COMPASS,
    MOVEMENT_DICE,
    AttackEntry,
    BoardPlan,
    FigurePlan,
    HexInputs,
    HexPlan,
    MoveEntry,
    MovementEntry,
    Supporter,
    TurnOffer,
    TurnsEntry,
    board_contains,
    board_hexes,
    compass,
)

if TYPE_CHECKING:  # the resolvers import the ORM when they record (issue 28)
    from adjutant.store.file.journal import Change

__all__ = [
    "COMPASS",
    "MOVEMENT_DICE",
    "AttackEntry",
    "BoardPlan",
    "EntryState",
    "FigurePlan",
    "HexInputs",
    "HexPlan",
    "MoveEntry",
    "MovementEntry",
    "Supporter",
    "TurnOffer",
    "TurnsEntry",
    "board_contains",
    "board_hexes",
    "plan_hex",
    "resolve_hex",
]

_KINDS = (
    event_kinds.FigureMovementRoll.KIND,
    event_kinds.FigureMove.KIND,
    event_kinds.GladiatorAttack.KIND,
    event_kinds.FigureTurn.KIND,
)


def _refusal(key: str, message: str, rule: str | None = None, **params: Any) -> Refusal:
    """A refusal of the arena's state: raised as ``InvalidField`` naming the entry."""
    return refusal(key, message, rule, "entry", **params)


# ---------------------------------------------------------------- planning


@dataclass
class _Arena:
    """What one board holds now, read from a session (for planning and resolving alike)."""

    turn: int
    phase: str
    active_side_id: int | None
    board: BoardPlan | None
    figures: dict[int, FigurePlan]
    rules: Any
    events: list[event_kinds.GameEvent]


@dataclass(frozen=True)
class _File:
    """What one plan reads (``Game.read``: inside an action, the action's own connection,
    so a batch's earlier writes are seen). Plain SQL through ``queries``: importing the
    planner imports no SQLAlchemy (issue 28)."""

    info: queries.GameInfo
    boards: tuple[queries.HexBoardInfo, ...]
    events: list[event_kinds.GameEvent]  # this turn's gladiator events, oldest first

    def board_of(self, figure_id: Any) -> int | None:
        """The board a figure stands on (None: no such figure)."""
        for b in self.boards:
            if any(f.id == figure_id for f in b.figures):
                return b.id
        return None


def _read(game: Game) -> _File:
    with game.read():  # one moment of the file
        info = queries.game_info(game)
        boards = queries.hex_boards(game)
        rows = queries.events(game, turn=info.turn, kind=_KINDS)
    events = [e for e in (row.event for row in rows) if isinstance(e, event_kinds.GameEvent)]
    return _File(info, boards, [e for e in events if e.kind in _KINDS])


def _arena(file: _File, board_id: int | None) -> tuple[_Arena, tuple[Any, ...]]:
    boards, events = file.boards, file.events
    chosen = next((b for b in boards if b.id == board_id), boards[0] if boards else None)
    board = None
    figures: dict[int, FigurePlan] = {}
    if chosen is not None:
        board = BoardPlan(
            chosen.id, chosen.name, chosen.cols, chosen.rows, board_hexes(chosen.cols, chosen.rows)
        )
        for f in chosen.figures:
            rolled = next(
                (
                    e
                    for e in reversed(events)
                    if isinstance(e, event_kinds.FigureMovementRoll) and e.figure_id == f.id
                ),
                None,
            )
            moved = next(
                (
                    e
                    for e in reversed(events)
                    if isinstance(e, event_kinds.FigureMove) and e.figure_id == f.id
                ),
                None,
            )
            figures[f.id] = FigurePlan(
                id=f.id,
                board_id=f.board_id,
                side_id=f.side_id,
                name=f.name,
                q=f.q,
                r=f.r,
                facing=f.facing,
                defence_factor=f.defence_factor,
                kind=_kind(f.defence_factor),
                extra_action_spent=f.extra_action_spent,
                out_of_action=f.out_of_action,
                rolled=rolled,
                moved=moved,
            )
    listed = tuple((b.id, b.name, b.cols, b.rows) for b in boards)
    m = file.info
    arena = _Arena(m.turn, m.phase, m.active_side_id, board, figures, ruleset_of(m), events)
    return arena, listed


def _kind(defence_factor: int) -> str:
    try:
        return hexes.figure_type(defence_factor)
    except RuleInputError:
        return "medium"  # a stored factor no service writes: read as the middle type


def plan_hex(game: Game, inputs: HexInputs | None = None) -> HexPlan:
    """Everything the hex skirmish window shows for ``inputs``, read from the game file."""
    inputs = inputs or HexInputs()
    arena, boards = _arena(_read(game), inputs.board_id)
    selected = arena.figures.get(inputs.figure_id) if inputs.figure_id is not None else None
    attacks = _attacks(arena, inputs, selected)
    last = next(
        (
            e
            for e in reversed(arena.events)
            if isinstance(e, event_kinds.GladiatorAttack)
            and (e.attacker_id in arena.figures or e.target_id in arena.figures)
        ),
        None,
    )
    return HexPlan(
        inputs=inputs,
        boards=boards,
        board=arena.board,
        figures=tuple(arena.figures.values()),
        movement=_movement(arena, inputs, selected) if selected else None,
        move=_move(arena, inputs, selected) if selected else None,
        attacks=attacks,
        turns=_turns(arena, inputs),
        last_attack=last,
        turn=arena.turn,
        phase=arena.phase,
        active_side_id=arena.active_side_id,
        zoc=_zoc(arena, selected) if selected else (),
    )


def _phase(arena: _Arena, kind: str, inputs: HexInputs) -> dict[str, Any]:
    return {
        "phase": arena.phase,
        "out_of_phase": phase_refusal(kind, arena.phase) is not None,
        "confirmed": inputs.out_of_phase,
    }


def _enemies_and_friends(arena: _Arena, f: FigurePlan) -> tuple[list[Hex], list[Hex]]:
    others = [o for o in arena.figures.values() if o.id != f.id and not o.out_of_action]
    return (
        [o.hex for o in others if o.side_id != f.side_id],
        [o.hex for o in others if o.side_id == f.side_id],
    )


def _zoc(arena: _Arena, f: FigurePlan) -> tuple[Hex, ...]:
    enemies, _ = _enemies_and_friends(arena, f)
    return tuple(sorted(hexes.zoc_hexes(enemies)))


def _movement(arena: _Arena, inputs: HexInputs, f: FigurePlan) -> MovementEntry:
    die = inputs.die_sides
    kind = f.kind
    type_term = {
        "light": Modifier("type", "Light figure: D3 + 1", "GLAD-1", 1),
        "medium": Modifier("type", "Medium figure: D3", "GLAD-1", 0),
        "heavy": Modifier("type", "Heavy figure: D3 − 1, minimum 1", "GLAD-1", -1),
    }[kind]
    counts: dict[int, int] = {}
    typical = {"light": 1, "medium": 3, "heavy": 5}[kind]  # a defence factor of that type
    for d3 in (1, 2, 3):
        allowance = hexes.movement_allowance(typical, d3)
        counts[allowance] = counts.get(allowance, 0) + 1
    allowances = tuple((a, Fraction(n, 3)) for a, n in sorted(counts.items()))
    common: dict[str, Any] = {
        "figure_id": f.id,
        "figure": f.name,
        "side_id": f.side_id,
        "kind": kind,
        "defence_factor": f.defence_factor,
        "die_sides": die,
        "allowances": allowances,
        "rolled": f.rolled,
        "moved": f.moved,
        **_phase(arena, event_kinds.FigureMovementRoll.KIND, inputs),
    }
    if f.rolled is not None:
        breakdown: tuple[Modifier, ...] = (
            Modifier("d3", "D3", "GLAD-0", f.rolled.d3),
            Modifier("type", type_term.label, "GLAD-1", f.rolled.allowance - f.rolled.d3),
        )
        return MovementEntry(**common, state=EntryState.DONE, breakdown=breakdown)
    breakdown = (type_term,)
    if die not in MOVEMENT_DICE:
        return MovementEntry(
            **common,
            state=EntryState.REFUSED,
            breakdown=breakdown,
            refusal=_refusal(
                "die", "the movement die is a d6 read as D3 or a real d3", "GLAD-0", sides=die
            ),
        )
    if f.out_of_action:
        refusal = _refusal("out_of_action", f"{f.name} is out of action", "GLAD-4", name=f.name)
        return MovementEntry(
            **common, state=EntryState.REFUSED, breakdown=breakdown, refusal=refusal
        )
    if f.moved is not None:
        refusal = _refusal(
            "moved", f"{f.name} has moved this turn: one move a turn", "GLAD-1", name=f.name
        )
        return MovementEntry(
            **common, state=EntryState.REFUSED, breakdown=breakdown, refusal=refusal
        )
    return MovementEntry(**common, state=EntryState.PENDING, breakdown=breakdown)


def _move(arena: _Arena, inputs: HexInputs, f: FigurePlan) -> MoveEntry:
    # Each step a hex (q, r): HexInputs checked its pairs.
    path = (
        cast("tuple[Hex, ...]", tuple(tuple(h) for h in inputs.path)) if inputs.path else (f.hex,)
    )
    facing = f.facing if inputs.facing is None else inputs.facing
    common: dict[str, Any] = {
        "figure_id": f.id,
        "figure": f.name,
        "start": f.hex,
        "path": path,
        "facing": facing,
        "allowance": None if f.rolled is None else f.rolled.allowance,
        "moved": f.moved,
        **_phase(arena, event_kinds.FigureMove.KIND, inputs),
    }
    enemies, friends = _enemies_and_friends(arena, f)
    common["zoc"] = tuple(sorted(hexes.zoc_hexes(enemies)))
    if f.moved is not None:
        return MoveEntry(**common, state=EntryState.DONE)
    if f.out_of_action:
        refusal = _refusal("out_of_action", f"{f.name} is out of action", "GLAD-4", name=f.name)
        return MoveEntry(**common, state=EntryState.REFUSED, refusal=refusal)
    if f.rolled is None:
        refusal = _refusal("roll_first", f"roll {f.name}'s movement first", "GLAD-1", name=f.name)
        return MoveEntry(**common, state=EntryState.REFUSED, refusal=refusal)
    board = arena.board
    options = {
        "start_counts": arena.rules.zoc_start_hex_counts,
        "max_zoc_hexes": arena.rules.zoc_max_enemy_adjacent_hexes,
    }
    allowance = f.rolled.allowance
    reach = hexes.reachable(
        f.hex, allowance, enemies, friends, lambda h: board_contains(board, *h), **options
    )
    common["reach"] = tuple(sorted(reach.items()))
    path_refusal = _path_refusal(path, f, facing, enemies, friends, board, allowance, options)
    if path_refusal is not None:
        return MoveEntry(**common, state=EntryState.REFUSED, refusal=path_refusal)
    return MoveEntry(**common, state=EntryState.PENDING)


def _path_refusal(
    path: Sequence[Hex],
    f: FigurePlan,
    facing: Any,
    enemies: Sequence[Hex],
    friends: Sequence[Hex],
    board: BoardPlan | None,
    allowance: int,
    options: dict[str, Any],
) -> Refusal | None:
    if isinstance(facing, bool) or not isinstance(facing, int) or not 0 <= facing <= 5:
        return _refusal("facing", f"a facing vertex is 0..5, got {facing!r}", "GLAD-1")
    if any(
        len(h) != 2 or any(isinstance(c, bool) or not isinstance(c, int) for c in h) for h in path
    ):
        return _refusal("path", "a path is a list of (q, r) hexes", "GLAD-1")
    if path[0] != f.hex:
        return _refusal("start", f"the path must start at the figure's hex {f.hex}", "GLAD-1")
    for a, b in pairwise(path):
        if hexes.distance(a, b) != 1:
            return _refusal(
                "jump", f"{b} is not next to {a}: move one hex at a time", "GLAD-3", hex=b
            )
    why = hexes.path_violation(
        list(path),
        enemies,
        blocked=friends,
        allowance=allowance,
        in_board=lambda h: board is not None and board_contains(board, *h),
        **options,
    )
    if why is None:
        return None
    text, _, rule = why.rpartition(" — ")
    return _refusal("path_rule", text or why, rule or None, hex=path[-1])


def _attacks(
    arena: _Arena, inputs: HexInputs, selected: FigurePlan | None
) -> tuple[AttackEntry, ...]:
    """The attacks made this turn on this board (DONE), then every pair the active side's
    figures (and the selected figure) can attack now, the selected figure's first."""
    out: dict[tuple[int, int], AttackEntry] = {}
    for e in arena.events:
        if isinstance(e, event_kinds.GladiatorAttack) and e.attacker_id in arena.figures:
            a, t = arena.figures[e.attacker_id], arena.figures.get(e.target_id)
            if t is not None:
                out[(a.id, t.id)] = _done_attack(arena, inputs, e, a, t)
    attackers = [
        f
        for f in arena.figures.values()
        if not f.out_of_action and (f.side_id == arena.active_side_id or f is selected)
    ]
    attackers.sort(key=lambda f: (f is not selected, f.id))
    pending = []
    for a in attackers:
        for t in arena.figures.values():
            key = (a.id, t.id)
            if (
                key in out
                or t.out_of_action
                or t.side_id == a.side_id
                or hexes.distance(a.hex, t.hex) != 1
            ):
                continue
            pending.append(_attack(arena, inputs, a, t))
    done = sorted(out.values(), key=lambda x: (x.event.id or 0) if x.event else 0)
    return (*pending, *done)


def _attack(arena: _Arena, inputs: HexInputs, a: FigurePlan, t: FigurePlan) -> AttackEntry:
    ready = [
        o
        for o in arena.figures.values()
        if o.id not in (a.id, t.id) and not o.out_of_action and not o.extra_action_spent
    ]
    support = hexes.support_counts(
        a.hex,
        t.hex,
        [o.hex for o in ready if o.side_id == a.side_id],
        [o.hex for o in ready if o.side_id == t.side_id],
    )
    by_hex = {o.hex: o for o in ready}
    arc = hexes.arc_of(t.hex, t.facing, a.hex)
    bonus = hexes.defence_bonus(t.defence_factor, arc)
    tie = not arena.rules.glad_attack_needs_greater  # GLAD-4 [choice]
    sum_dice = arena.rules.glad_sum_support_dice  # GLAD-5 [choice]: False = highest die
    chance = hexes.attack_chance(
        bonus, support.attack_dice, support.defence_dice, tie_succeeds=tie, sum_dice=sum_dice
    )
    attack_supporters = tuple(
        Supporter(by_hex[h].id, by_hex[h].name, h) for h in support.attack_supporters
    )
    defence_supporters = tuple(
        Supporter(by_hex[h].id, by_hex[h].name, h) for h in support.defence_supporters
    )
    return AttackEntry(
        attacker_id=a.id,
        target_id=t.id,
        attacker=a.name,
        target=t.name,
        attacker_hex=a.hex,
        target_hex=t.hex,
        target_facing=t.facing,
        defence_factor=t.defence_factor,
        arc=arc,
        bonus=bonus,
        attack_supporters=attack_supporters,
        defence_supporters=defence_supporters,
        tie_succeeds=tie,
        sum_dice=sum_dice,
        chance=chance,
        state=EntryState.PENDING,
        breakdown=_attack_terms(
            t.defence_factor, arc, bonus, attack_supporters, defence_supporters
        ),
        **_phase(arena, event_kinds.GladiatorAttack.KIND, inputs),
    )


def _attack_terms(
    factor: int,
    arc: Arc,
    bonus: int,
    attack_supporters: Sequence[Supporter],
    defence_supporters: Sequence[Supporter],
) -> tuple[Modifier, ...]:
    arc_label = {
        Arc.FRONT: "Front: the full factor",
        Arc.SIDE: "Side: half, rounded down",
        Arc.REAR: "Rear: nothing",
    }[arc]
    terms = [
        Modifier("factor", "Defence factor", "GLAD-4", factor),
        Modifier(f"arc:{arc.value}", arc_label, "GLAD-2", bonus - factor),
    ]
    terms += [
        Modifier(f"red:{s.figure_id}", f"{s.figure}: +1 red d6", "GLAD-5", 1)
        for s in attack_supporters
    ]
    terms += [
        Modifier(f"black:{s.figure_id}", f"{s.figure}: +1 black d6", "GLAD-5", 1)
        for s in defence_supporters
    ]
    return tuple(terms)


def _done_attack(
    arena: _Arena, inputs: HexInputs, e: event_kinds.GladiatorAttack, a: FigurePlan, t: FigurePlan
) -> AttackEntry:
    arc = Arc(e.arc)
    names = {f.hex: f for f in arena.figures.values()}

    def supporters(hexes_: Iterable[Hex]) -> tuple[Supporter, ...]:
        return tuple(
            Supporter(names[h].id if h in names else 0, names[h].name if h in names else "?", h)
            for h in hexes_
        )

    red, black = supporters(e.attack_supporters), supporters(e.defence_supporters)
    return AttackEntry(
        attacker_id=a.id,
        target_id=t.id,
        attacker=e.attacker,
        target=e.target,
        attacker_hex=a.hex,
        target_hex=t.hex,
        target_facing=t.facing,
        defence_factor=e.defence_factor,
        arc=arc,
        bonus=e.bonus,
        attack_supporters=red,
        defence_supporters=black,
        tie_succeeds=e.tie_succeeds,
        sum_dice=e.sum_dice,
        chance=e.chance if e.chance is not None else Fraction(0),
        state=EntryState.DONE,
        breakdown=_attack_terms(e.defence_factor, arc, e.bonus, red, black),
        event=e,
        **_phase(arena, event_kinds.GladiatorAttack.KIND, inputs),
    )


def _turns(arena: _Arena, inputs: HexInputs) -> TurnsEntry:
    """GLAD-6 after the latest attack of this board, unless turns followed it already.

    [choice] Offered: the target if it is still in action, and the figures adjacent to
    the main combat (``rules.hexes.turn_candidates``), each with its extra action
    unspent. "The vertex it was attacked from": each turns toward an enemy next to it
    that took part in the attack — the attacker or target first, else a supporter
    (``rules.hexes.turn_toward``). A figure with no such enemy next to it, or already
    facing it, is not offered.
    """
    phase = _phase(arena, event_kinds.FigureTurn.KIND, inputs)
    last = next(
        (
            e
            for e in reversed(arena.events)
            if isinstance(e, event_kinds.GladiatorAttack) and e.attacker_id in arena.figures
        ),
        None,
    )
    if last is None:
        return TurnsEntry((), None, **phase)
    turned_after = any(
        isinstance(e, event_kinds.FigureTurn) and (e.id or 0) > (last.id or 0) for e in arena.events
    )
    a, t = arena.figures.get(last.attacker_id), arena.figures.get(last.target_id)
    if turned_after or a is None or t is None:
        return TurnsEntry((), last.id, **phase)
    in_action = [f for f in arena.figures.values() if not f.out_of_action]
    ready = [f for f in in_action if not f.extra_action_spent and f.id != a.id]
    by_hex = {f.hex: f for f in ready}
    ids = [by_hex[h].id for h in hexes.turn_candidates(a.hex, t.hex, by_hex)]
    if not t.out_of_action and not t.extra_action_spent:
        ids.insert(0, t.id)
    supporter_hexes = {*last.attack_supporters, *last.defence_supporters}
    took_part = [a, t] + [
        f for f in in_action if f.hex in supporter_hexes and f.id not in (a.id, t.id)
    ]
    offers = []
    for fid in dict.fromkeys(ids):
        f = arena.figures[fid]
        threats = [
            c
            for c in took_part
            if c.side_id != f.side_id and not c.out_of_action and hexes.distance(f.hex, c.hex) == 1
        ]
        if not threats:
            continue
        vertex = hexes.turn_toward(f.hex, threats[0].hex, f.facing)
        if vertex != f.facing:
            offers.append(TurnOffer(f.id, f.name, threats[0].id, threats[0].name, f.facing, vertex))
    return TurnsEntry(tuple(offers), last.id, **phase)


# ---------------------------------------------------------------- resolving


def resolve_hex(
    game: Game,
    entry: MovementEntry | MoveEntry | AttackEntry | TurnsEntry,
    faces: Sequence[int] | None = None,
    *,
    dice_mode: str | None = None,
    board_id: int | None = None,
) -> Change:
    """Record ``entry`` as :func:`plan_hex` gave it (``board_id``: its board, when the game
    has several). ``faces``: a movement roll's one face (of its d6 or d3), or an attack's
    red faces then its black faces; None rolls Adjutant's dice (virtual mode).
    ``Change.result`` is a ``resolve.Resolution``. Refused with nothing changed: an entry
    that is refused (its rule), an entry the file no longer gives (``StalePlan``), out of
    its phase without the players' confirmation, a face off the die."""
    if isinstance(entry, MovementEntry):
        return _resolve_roll(game, entry, faces, dice_mode, board_id)
    if isinstance(entry, MoveEntry):
        return _resolve_move(game, entry, board_id)
    if isinstance(entry, AttackEntry):
        return _resolve_attack(game, entry, faces, dice_mode, board_id)
    if isinstance(entry, TurnsEntry):
        return _resolve_turns(game, entry, board_id)
    raise InvalidField("entry", entry, "must be an entry planned by plan_hex")


def _fresh(game: Game, board_id: int | None, figure_id: int) -> tuple[_Arena, FigurePlan]:
    file = _read(game)  # inside the resolver's action: its own connection (Game.read)
    on = file.board_of(figure_id) if isinstance(figure_id, int) else None
    if on is None:
        raise InvalidField("figure_id", figure_id, "no such figure")
    arena, _ = _arena(file, on if board_id is None else board_id)
    if figure_id not in arena.figures:
        raise InvalidField("figure_id", figure_id, "not on this board")
    return arena, arena.figures[figure_id]


def _replan_figure(
    game: Game, board_id: int | None, entry: Any, planner: Any, seen: dict[str, Any], **inputs: Any
) -> Any:
    """The entry the file gives now for ``entry``'s figure (the figure kept in ``seen``)."""
    arena, f = _fresh(game, board_id, entry.figure_id)
    seen["figure"] = f
    again = HexInputs(board_id=f.board_id, figure_id=f.id, out_of_phase=entry.confirmed, **inputs)
    return planner(arena, again, f)


def _refuse_entry(entry: Any) -> None:
    if getattr(entry, "refusal", None) is not None:
        raise entry.refusal.error()


def _resolve_roll(
    game: Game, entry: MovementEntry, faces: Any, dice_mode: str | None, board_id: int | None
) -> Change:
    seen: dict[str, Any] = {}

    def refuse(fresh: MovementEntry) -> None:
        if fresh.state is EntryState.DONE:
            f = seen["figure"]
            raise InvalidField(
                "figure_id", f.id, f"{f.name} has rolled its movement this turn (GLAD-1)"
            )
        _refuse_entry(fresh)

    def record_roll(step: Step[MovementEntry]) -> Resolution:
        f, mode = seen["figure"], step.mode
        (face,) = step.roll(entry.die_sides, 1, "GLAD-0")
        read_as_d3 = entry.die_sides == 6
        d3 = hexes.d3(face) if read_as_d3 else face
        allowance = hexes.movement_allowance(f.defence_factor, d3)
        return record(
            step.session,
            step.meta,
            step.action_id,
            event_kinds.FigureMovementRoll(
                side_id=f.side_id,
                summary=f"{f.name}: {'D3' if read_as_d3 else 'd3'} = {d3}, may move {allowance}",
                dice=(face,),
                dice_source=mode,
                rule_ids=("GLAD-0", "GLAD-1"),
                out_of_phase=step.out_of_phase,
                figure_id=f.id,
                figure=f.name,
                defence_factor=f.defence_factor,
                d3=d3,
                allowance=allowance,
                # A d6 read as D3 keeps the log it always had; a real d3 names its die.
                die_sides=None if read_as_d3 else entry.die_sides,
            ),
        )

    return resolve_step(
        game,
        action_labels.MOVEMENT_ROLL,
        entry,
        replan=lambda: _replan_figure(
            game, board_id, entry, _movement, seen, die_sides=entry.die_sides
        ),
        refuse=refuse,
        kind=event_kinds.FigureMovementRoll.KIND,
        confirmed=entry.confirmed,
        record=record_roll,
        dice_mode=dice_mode,
        faces=faces,
    )


def _resolve_move(game: Game, entry: MoveEntry, board_id: int | None) -> Change:
    seen: dict[str, Any] = {}

    def refuse(fresh: MoveEntry) -> None:
        if fresh.state is EntryState.DONE:
            # GLAD-1: one move a turn; a second is refused, whatever its path.
            f = seen["figure"]
            raise InvalidField(
                "figure_id", f.id, f"{f.name} has moved this turn: one move a turn (GLAD-1)"
            )
        _refuse_entry(fresh)

    def record_move(step: Step[MoveEntry]) -> Resolution:
        # The writer's side (the ORM), imported when a resolver records, not with the planner.
        from adjutant.store.file.models import HexFigure
        from adjutant.store.services.edits import get

        f = seen["figure"]
        row = get(step.session, HexFigure, f.id, "figure_id")
        row.q, row.r = entry.end
        row.facing = entry.facing
        steps = entry.steps
        return record(
            step.session,
            step.meta,
            step.action_id,
            event_kinds.FigureMove(
                side_id=f.side_id,
                summary=(
                    f"{f.name} moves to {entry.end}, facing {compass(entry.facing)}; "
                    f"hexes moved: {steps}"
                ),
                rule_ids=("GLAD-1", "GLAD-2", "GLAD-3"),
                out_of_phase=step.out_of_phase,
                figure_id=f.id,
                figure=f.name,
                path=tuple(entry.path),
                allowance=entry.allowance,
                facing=entry.facing,
            ),
        )

    return resolve_step(
        game,
        action_labels.MOVE_FIGURE,
        entry,
        replan=lambda: _replan_figure(
            game, board_id, entry, _move, seen, path=entry.path, facing=entry.facing
        ),
        refuse=refuse,
        kind=event_kinds.FigureMove.KIND,
        confirmed=entry.confirmed,
        record=record_move,
    )


def _attack_faces(entry: AttackEntry, faces: Any) -> tuple[Any, Any]:
    """GLAD-4: the typed faces split into the red (attack) then the black (defence) dice."""
    if faces is None:
        return None, None
    if isinstance(faces, str | bytes) or not isinstance(faces, Sequence):
        raise InvalidField("faces", faces, "must be a list of die faces")
    wanted = entry.attack_dice + entry.defence_dice
    if len(faces) != wanted:
        raise InvalidField(
            "faces",
            list(faces),
            f"type {entry.attack_dice} red then {entry.defence_dice} black d6 faces",
        )
    return list(faces[: entry.attack_dice]), list(faces[entry.attack_dice :])


def _resolve_attack(
    game: Game, entry: AttackEntry, faces: Any, dice_mode: str | None, board_id: int | None
) -> Change:
    if entry.state is EntryState.DONE:  # GLAD-4: the attack shown was made
        raise InvalidField("entry", None, "this attack was made this turn")
    seen: dict[str, Any] = {}

    def replan() -> AttackEntry | None:
        arena, a = _fresh(game, board_id, entry.attacker_id)
        t = arena.figures.get(entry.target_id)
        seen["attacker"], seen["target"] = a, t
        return None if t is None else _attack(arena, HexInputs(out_of_phase=entry.confirmed), a, t)

    def refuse(fresh: AttackEntry) -> None:
        if fresh.state is EntryState.DONE:
            raise InvalidField("entry", None, "this attack was made this turn")
        _refuse_entry(fresh)

    def record_attack(step: Step[AttackEntry]) -> Resolution:
        # The writer's side (the ORM), imported when a resolver records, not with the planner.
        from adjutant.store.file.models import HexFigure
        from adjutant.store.services.edits import get

        s, m, mode = step.session, step.meta, step.mode
        a, t = seen["attacker"], seen["target"]
        red_faces, black_faces = _attack_faces(entry, faces)
        red = roll(m, mode, 6, entry.attack_dice, red_faces, "GLAD-4", "attack_faces")
        black = roll(m, mode, 6, entry.defence_dice, black_faces, "GLAD-4", "defence_faces")
        res = hexes.resolve_attack(
            red, black, entry.bonus, tie_succeeds=entry.tie_succeeds, sum_dice=entry.sum_dice
        )
        for sup in (*entry.attack_supporters, *entry.defence_supporters):
            get(s, HexFigure, sup.figure_id, "figure_id").extra_action_spent = True  # GLAD-5
        if res.success:
            get(s, HexFigure, t.id, "figure_id").out_of_action = True
        return record(
            s,
            m,
            step.action_id,
            event_kinds.GladiatorAttack(
                side_id=a.side_id,
                summary=(
                    f"{a.name} attacks {t.name} ({entry.arc.value}): {res.attack_total} v "
                    f"{res.defence_total} — {'hit' if res.success else 'parried'}"
                ),
                chance=entry.chance,
                dice=(tuple(red), tuple(black)),
                dice_source=mode,
                rule_ids=("GLAD-4", "GLAD-5"),
                out_of_phase=step.out_of_phase,
                attacker_id=a.id,
                target_id=t.id,
                attacker=a.name,
                target=t.name,
                attack_dice=entry.attack_dice,
                defence_dice=entry.defence_dice,
                defence_factor=t.defence_factor,
                tie_succeeds=entry.tie_succeeds,
                sum_dice=entry.sum_dice,
                success=res.success,
                attack_total=res.attack_total,
                defence_total=res.defence_total,
                bonus=entry.bonus,
                arc=entry.arc.value,
                attack_supporters=tuple(sup.hex for sup in entry.attack_supporters),
                defence_supporters=tuple(sup.hex for sup in entry.defence_supporters),
            ),
        )

    return resolve_step(
        game,
        action_labels.GLADIATOR_ATTACK,
        entry,
        replan=replan,
        refuse=refuse,
        kind=event_kinds.GladiatorAttack.KIND,
        confirmed=entry.confirmed,
        record=record_attack,
        dice_mode=dice_mode,
    )


def _resolve_turns(game: Game, entry: TurnsEntry, board_id: int | None) -> Change:
    if not entry.offers:
        raise InvalidField("offers", (), "choose at least one figure to turn (GLAD-6)")

    def replan() -> TurnsEntry | None:
        file = _read(game)  # through the action's own connection (Game.read)
        on = file.board_of(entry.offers[0].figure_id)
        if on is None:
            return None
        arena, _ = _arena(file, on if board_id is None else board_id)
        offered = _turns(arena, HexInputs(out_of_phase=entry.confirmed))
        if any(o not in offered.offers for o in entry.offers):
            return offered  # an offer chosen is not offered now: not the entry shown
        return replace(offered, offers=entry.offers)  # the offers chosen among those offered

    def record_turns(step: Step[TurnsEntry]) -> Resolution:
        from adjutant.store.tools.hex.figures import turn_figures  # the writer's side (issue 28)

        turns = {o.figure_id: o.facing_to for o in entry.offers}
        done: Resolution = turn_figures(game, turns, out_of_phase=entry.confirmed).result
        return done

    return resolve_step(
        game,
        action_labels.TURN_FIGURES,
        entry,
        replan=replan,
        kind=event_kinds.FigureTurn.KIND,
        confirmed=entry.confirmed,
        record=record_turns,
    )

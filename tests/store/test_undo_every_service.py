"""Undo exactness over every kind of service (issue 3; issues 4, 10, 11 for the extra modules).

Random sequences that call every service of ``services``, ``resolve``,
``odds_services``, ``hex_services``, ``command_services``, ``melee_services`` and the
odds and hex planners (``odds_plan``, ``hex_plan``: plan, then resolve) at least once
(plus random extra calls) on the sample battle, then undo everything to the start and
compare every table, row by row, with the start; then redo everything and compare with
the end. A call the services refuse (bad input for the current state) must leave no
action behind.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from store_helpers import formations_of, snapshot, units_of

from adjutant.rules import hexes
from adjutant.store.file.game import Game
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import placement as cs
from adjutant.store.tools.command import recorder as rs
from adjutant.store.tools.hex import figures as hs
from adjutant.store.tools.hex.planner import board_contains, plan_hex
from adjutant.store.tools.melee import recorder as ms
from adjutant.store.tools.odds import table_services as osv
from game_builders import melee_round
from tool_plans import gladiator_attack, move_figure, odds_combat, roll_movement


class Skip(Exception):
    """The maker found nothing to act on in the current state."""


def _pick(rng, items):
    items = list(items)
    if not items:
        raise Skip
    return rng.choice(items)


def _unit(g, rng, **where):
    return _pick(rng, [u for u in units_of(g) if all(getattr(u, k) == v for k, v in where.items())])


def _figures(g):
    return [f for b in q.hex_boards(g) for f in b.figures]


def _crt(g, rng):
    return _pick(rng, q.crts(g))


def _commandable(g):
    """Units the command step may still act on (CMD-3, CMD-8: the side whose turn it is,
    one declared change and one reckless roll per regiment and turn)."""
    info = q.game_info(g)
    acted = {
        e.inputs.get("unit_id")
        for e in q.events(g, turn=info.turn)
        if e.kind in ("control_test", "token_change", "reckless_roll")
    }
    return [
        u
        for u in units_of(g)
        if u.side_id == info.active_side_id
        and u.id not in acted
        and u.status != "destroyed"
        and not u.reckless  # CMD-8 [choice]: a reckless one rolls before it declares
    ]


def _testable(g, rng):
    """A unit whose token change needs a control test (CMD-5), one step from its token."""
    u = _pick(
        rng, [u for u in _commandable(g) if not u.is_cinc_unit and u.command_group_members < 3]
    )
    if u.token != "move":
        sv.set_token(g, u.id, "move")
    return u


def _automatic(g, rng):
    """A unit that changes token without a test (CMD-4: full command group)."""
    u = _pick(rng, _commandable(g))
    sv.update_unit(
        g, u.id, has_commander=True, has_standard_bearer=True, has_musician=True, token="move"
    )
    return u


def _enemies(g, u):
    return [x for x in units_of(g) if x.side_id != u.side_id]


def _charger(g, rng):
    """A unit that may charge: it carries an Attack token (CMD-1)."""
    u = _pick(rng, units_of(g))
    if u.token != "attack":
        sv.set_token(g, u.id, "attack")
    return u


def _free_neighbour(g, f):
    board = next(b for b in q.hex_boards(g) if b.id == f.board_id)
    taken = {(x.q, x.r) for x in board.figures}
    for h in hexes.neighbours((f.q, f.r)):
        if h not in taken and board_contains(board, *h):
            return h
    raise Skip


def _adjacent_enemy_pair(g):
    for f in _figures(g):
        for e in _figures(g):
            if (
                e.board_id == f.board_id
                and e.side_id != f.side_id
                and not (f.out_of_action or e.out_of_action)
                and (e.q, e.r) in hexes.neighbours((f.q, f.r))
            ):
                return f, e
    # None adjacent: put an enemy next to a figure, by hand (a correction), and attack.
    for f in _figures(g):
        for e in _figures(g):
            if e.board_id == f.board_id and e.side_id != f.side_id:
                q_, r_ = _free_neighbour(g, f)
                sv.update_hex_figure(g, e.id, q=q_, r=r_, out_of_action=False)
                sv.update_hex_figure(g, f.id, out_of_action=False)
                return f, e
    raise Skip


V = "virtual"  # the game's default may be switched to physical by the sequence


def _mover(g, rng):
    """A figure that may move now (GLAD-1: one roll, one move a turn), its roll made first."""
    plan = plan_hex(g)
    f = _pick(rng, [f for f in plan.figures if not f.out_of_action and f.moved is None])
    if f.rolled is None:
        roll_movement(g, f.id, dice_mode=V)
    return f


def _crt_cell(rng, crt):
    return rng.choice(crt.columns), rng.randrange(1, crt.die_sides + 1)


def _complete_crt(g, rng):
    """A table with a result in every cell (ODD-2): a new layout leaves "?" cells, which
    this fills first (one more action) when no table is complete."""
    empty = {"-", "?"}
    full = [c for c in q.crts(g) if not empty & {x for row in c.cells for x in row}]
    if full:
        return _pick(rng, full)
    crt = _crt(g, rng)
    holes = {
        (column, roll): "NE"
        for roll, row in enumerate(crt.cells, start=1)
        for column, code in zip(crt.columns, row, strict=True)
        if code in empty
    }
    osv.set_crt_cells(g, crt.id, holes)
    return next(c for c in q.crts(g) if c.id == crt.id)


MAKERS: dict[str, Callable] = {
    # ---- services: game, sides, formations, units
    "rename_game": lambda g, r: sv.rename_game(g, f"Game {r.randrange(99)}"),
    "set_dice_mode": lambda g, r: sv.set_dice_mode(g, r.choice(["physical", "virtual"])),
    "set_ruleset": lambda g, r: sv.set_ruleset(g, q.game_info(g).ruleset),
    "rename_side": lambda g, r: sv.rename_side(g, _pick(r, q.order_of_battle(g).sides).id, "S"),
    "set_side_colour": lambda g, r: sv.set_side_colour(
        g, _pick(r, q.order_of_battle(g).sides).id, r.choice(["#12ab34", None])
    ),
    "add_formation": lambda g, r: (
        lambda f: sv.add_formation(g, f.side_id, "Brigade", parent_id=f.id, index=r.randrange(3))
    )(_pick(r, formations_of(g))),
    "rename_formation": lambda g, r: sv.rename_formation(
        g, _pick(r, formations_of(g)).id, "Corps", kind="corps"
    ),
    "move_formation": lambda g, r: (
        lambda f: sv.move_formation(
            g,
            f.id,
            r.choice([None, *[x.id for x in formations_of(g) if x.side_id == f.side_id]]),
            r.randrange(3),
        )
    )(_pick(r, formations_of(g))),
    "delete_formation": lambda g, r: sv.delete_formation(
        g, _pick(r, [f for f in formations_of(g) if f.parent_id is not None]).id
    ),
    "add_unit": lambda g, r: sv.add_unit(
        g, _pick(r, formations_of(g)).id, name="Fresh", melee_dice=r.randrange(41), index=0
    ),
    "update_unit": lambda g, r: sv.update_unit(
        g, _unit(g, r).id, movement=r.uniform(0, 12), status="broken", casualties=r.randrange(9)
    ),
    "set_reckless": lambda g, r: sv.set_reckless(g, _unit(g, r).id, r.random() < 0.5),
    "set_token": lambda g, r: sv.set_token(g, _unit(g, r).id, r.choice(["attack", None])),
    "duplicate_unit": lambda g, r: sv.duplicate_unit(g, _unit(g, r).id),
    "delete_unit": lambda g, r: sv.delete_unit(g, _unit(g, r).id),
    "move_unit_to_formation": lambda g, r: (
        lambda u: sv.move_unit_to_formation(
            g, u.id, _pick(r, [f for f in formations_of(g) if f.side_id == u.side_id]).id, 0
        )
    )(_unit(g, r)),
    "set_commander_in_chief": lambda g, r: (
        lambda u: sv.set_commander_in_chief(
            g, u.side_id, r.choice([u.id, None]), (5.0, 6.0, 90.0), name="Sir"
        )
    )(_unit(g, r)),
    "set_footprint": lambda g, r: sv.set_footprint(
        g, _unit(g, r).id, r.choice([None, q.FootprintInfo(30, 20, 45, 5, 2)])
    ),
    "move_unit": lambda g, r: sv.move_unit(
        g, _pick(r, q.battlefield(g).footprints), r.uniform(0, 70), r.uniform(0, 40), 30.0
    ),
    "set_table_size": lambda g, r: sv.set_table_size(g, r.choice([60, 72, 96]), 48),
    "add_terrain": lambda g, r: sv.add_terrain(g, "Copse", [(0, 0), (3, 0), (3, 3)], kind="woods"),
    "update_terrain": lambda g, r: sv.update_terrain(
        g, _pick(r, q.battlefield(g).terrain).id, name="Hill", blocks_view=False
    ),
    "delete_terrain": lambda g, r: sv.delete_terrain(g, _pick(r, q.battlefield(g).terrain).id),
    "advance_phase": lambda g, r: sv.advance_phase(g),
    "next_turn": lambda g, r: sv.next_turn(g),
    # ---- services: hex boards and CRTs
    "add_hex_board": lambda g, r: sv.add_hex_board(g, "Pit", 6, 5),
    "add_hex_figure": lambda g, r: sv.add_hex_figure(
        g,
        _pick(r, q.hex_boards(g)).id,
        _pick(r, q.order_of_battle(g).sides).id,
        "Retiarius",
        0,
        0,
        facing=r.randrange(6),
    ),
    "update_hex_figure": lambda g, r: sv.update_hex_figure(
        g, _pick(r, _figures(g)).id, extra_action_spent=True, facing=r.randrange(6)
    ),
    "add_crt": lambda g, r: sv.add_crt(
        g, "Made-up", die_sides=6, columns=["1-1", "2-1"], cells=[["A", "B"]] * 6, legend={}
    ),
    "set_crt_cell": lambda g, r: (lambda c: sv.set_crt_cell(g, c.id, *_crt_cell(r, c), "X"))(
        _crt(g, r)
    ),
    "set_crt_override": lambda g, r: (
        lambda c: sv.set_crt_override(g, c.id, *_crt_cell(r, c), "DR", label="house")
    )(_crt(g, r)),
    "enable_crt_override": lambda g, r: sv.enable_crt_override(
        g, _pick(r, [o for c in q.crts(g) for o in c.overrides]).id, r.random() < 0.5
    ),
    # ---- resolve
    # Out of phase, confirmed (store.format.phases): another maker may have moved the phase on.
    "change_token": lambda g, r: rs.change_token(
        g, _automatic(g, r).id, "attack", out_of_phase=True
    ),
    "resolve_control_test": lambda g, r: rs.resolve_control_test(
        g,
        _testable(g, r).id,
        "attack",
        distance=r.uniform(0, 25),
        dice_mode="virtual",
        out_of_phase=True,
    ),
    "resolve_reckless_roll": lambda g, r: (
        lambda u: (
            sv.update_unit(g, u.id, reckless=True, token="defence"),
            rs.resolve_reckless_roll(g, u.id, enemy_in_front=True, dice_mode=V, out_of_phase=True),
        )[1]
    )(_pick(r, _commandable(g))),
    "resolve_charge": lambda g, r: (
        lambda u: charge_planner.resolve_charge(
            g, u.id, {_pick(r, _enemies(g, u)).id: r.uniform(0, 15)}, dice_mode=V
        )
    )(_charger(g, r)),
    # ---- melee_services (through the melee planner, as the window does)
    "resolve_melee": lambda g, r: (
        lambda u: melee_round(g, [u.id], [_pick(r, _enemies(g, u)).id], ms.MeleeDice.virtual())
    )(_unit(g, r)),
    "record_break_test": lambda g, r: (
        lambda c: ms.record_break_test(
            g,
            c.id,
            {r.choice([*c.units_a, *c.units_b]): True},  # passed: the combat stays open
            out_of_phase=q.game_info(g).phase != "melee",
        )
    )(_pick(r, q.combats(g))),
    "close_combat": lambda g, r: ms.close_combat(g, _pick(r, q.combats(g)).id),
    # ---- odds_plan, hex_plan (issue 14): plan, then resolve what was planned
    "odds_combat": lambda g, r: odds_combat(
        g, _complete_crt(g, r).id, r.randrange(1, 9), r.randrange(1, 5), dice_mode=V
    ),
    "roll_movement": lambda g, r: roll_movement(
        g,
        _pick(r, [f for f in _figures(g) if not f.out_of_action]).id,
        dice_mode=V,
        die_sides=r.choice([3, 6]),
    ),
    "move_figure": lambda g, r: (
        lambda f: move_figure(g, f.id, [(f.q, f.r), _free_neighbour(g, f)], r.randrange(6))
    )(_mover(g, r)),
    "gladiator_attack": lambda g, r: gladiator_attack(
        g, *(f.id for f in _adjacent_enemy_pair(g)), dice_mode=V
    ),
    # ---- odds_services
    "create_crt": lambda g, r: osv.create_crt(
        g, "Grid", die_sides=6, columns=["1-2", "1-1", "2-1", "3-1"], odd2=r.random() < 0.7
    ),
    "rename_crt": lambda g, r: osv.rename_crt(g, _crt(g, r).id, "Renamed table"),
    "delete_crt": lambda g, r: osv.delete_crt(g, _crt(g, r).id),
    "set_crt_layout": lambda g, r: (
        lambda c: osv.set_crt_layout(g, c.id, columns=["1-1", "2-1"], die_sides=r.choice([6, 10]))
    )(_crt(g, r)),
    "set_crt_cells": lambda g, r: (
        lambda c: osv.set_crt_cells(g, c.id, {_crt_cell(r, c): "EX", _crt_cell(r, c): ""})
    )(_crt(g, r)),
    "set_crt_legend": lambda g, r: osv.set_crt_legend(g, _crt(g, r).id, {"EX": "exchange"}),
    "delete_crt_override": lambda g, r: osv.delete_crt_override(
        g, _pick(r, [o for c in q.crts(g) for o in c.overrides]).id
    ),
    "set_house_rule": lambda g, r: osv.set_house_rule(g, _crt(g, r).id, r.random() < 0.5),
    # ---- hex_services
    "turn_figures": lambda g, r: hs.turn_figures(
        g,
        {
            _pick(
                r, [f for f in _figures(g) if not f.out_of_action and not f.extra_action_spent]
            ).id: r.randrange(6)
        },
        out_of_phase=True,  # turning belongs to the melee phase: confirmed, whatever it is
    ),
    "add_sample_arena": lambda g, r: hs.add_sample_arena(g),
    # ---- command_services
    "place_tokens": lambda g, r: cs.place_tokens(
        g, {u.id: r.choice(["defence", "move", "attack", None]) for u in units_of(g)[:5]}
    ),
}


@pytest.fixture(scope="module")
def sample_template(tmp_path_factory):
    path = tmp_path_factory.mktemp("tpl") / "template.adjutant"
    create_sample(path, seed=5).close()
    return path


def _run(game: Game, rng: random.Random, names: list[str]) -> tuple[list[int], set[str]]:
    done: list[int] = []
    succeeded: set[str] = set()
    for name in names:
        before = game.undoable()
        try:
            change = MAKERS[name](game, rng)
        except Skip:
            continue
        except ValueError:  # refused (InvalidField, RuleInputError): no action left behind
            after = game.undoable()
            # A maker may have prepared the state with its own successful calls first.
            assert after[: len(before)] == before
            done += [a for a, _ in after[len(before) :]]
            continue
        after = game.undoable()
        assert after[-1][0] == change.action_id, name
        done += [a for a, _ in after[len(before) :]]
        succeeded.add(name)
    return done, succeeded


def _assert_tables_equal(got, want, when):
    assert got.keys() == want.keys()
    for table in want:
        assert got[table] == want[table], f"{table} differs {when}"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_service_undoes_to_the_start_and_redoes_to_the_end(tmp_path, sample_template, seed):
    path = tmp_path / "g.adjutant"
    path.write_bytes(sample_template.read_bytes())
    rng = random.Random(seed)
    names = list(MAKERS)
    rng.shuffle(names)
    extra = [rng.choice(list(MAKERS)) for _ in range(25)]
    with Game.open(path) as game:
        start = snapshot(game)
        done, succeeded = _run(game, rng, names + extra)
        # Second chances for the ones the state refused (e.g. nothing to act on yet).
        for _ in range(3):
            missing = [n for n in MAKERS if n not in succeeded]
            more, ok = _run(game, rng, missing)
            done += more
            succeeded |= ok
        assert sorted(set(MAKERS) - succeeded) == []
        end = snapshot(game)
        assert [a for a, _ in game.undoable()][-len(done) :] == done
        for action_id in reversed(done):
            game.undo(action_id)
        _assert_tables_equal(snapshot(game), start, "after undoing everything")
        assert q.events(game) == ()
        for action_id in done:
            game.redo(action_id)
        _assert_tables_equal(snapshot(game), end, "after redoing everything")
    # And the same holds once the file is closed and opened again.
    with Game.open(path) as game:
        _assert_tables_equal(snapshot(game), end, "after reopening")

"""Every query equals an ORM reading of the same rows, value for value and type for type.

Issue 9 (launch goal): ``adjutant.store.read.queries`` reads through a plain ``sqlite3``
connection, without SQLAlchemy. These tests keep it honest: each query's result on
a played sample game is compared with the same dataclasses built here from ORM
objects through a SQLAlchemy session (``game.transaction()``), i.e. the way the
queries read before. The comparison is *typed*: ``True`` is not ``1``, ``72.0`` is
not ``72``, a ``datetime`` is not its text, a list is not a tuple.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import datetime

import pytest
from sqlalchemy import select

from adjutant.store.file.models import (
    Combat,
    Commander,
    Crt,
    CrtOverride,
    Event,
    FootprintRow,
    Formation,
    GameMeta,
    HexBoard,
    HexFigure,
    Side,
    TableRow,
    Terrain,
    Unit,
)
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import recorder as rs
from adjutant.store.tools.melee import recorder as ms
from game_builders import melee_round
from tool_plans import odds_combat, roll_movement

# ---------------------------------------------------------------- typed comparison


def typed(value):
    """``value`` as nested (type name, ...) tuples, so equality also compares types."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (
            type(value).__name__,
            tuple((f.name, typed(getattr(value, f.name))) for f in dataclasses.fields(value)),
        )
    if isinstance(value, dict):
        return ("dict", tuple((typed(k), typed(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return (type(value).__name__, tuple(typed(v) for v in value))
    return (type(value).__name__, value)


def assert_same(new, old):
    assert new == old
    assert typed(new) == typed(old)


# ---------------------------------------------------------------- the ORM reference


def _fp(row: FootprintRow | None) -> q.FootprintInfo | None:
    return None if row is None else q.FootprintInfo(row.x, row.y, row.facing, row.width, row.depth)


def _cmd(c: Commander | None) -> q.CommanderInfo | None:
    return (
        None
        if c is None
        else q.CommanderInfo(c.id, c.side_id, c.name, c.unit_id, c.x, c.y, c.facing)
    )


def _unit(s, u: Unit) -> q.UnitInfo:
    side_id = s.get(Formation, u.formation_id).side_id
    cinc = s.scalar(select(Commander.id).where(Commander.unit_id == u.id)) is not None
    return q.UnitInfo(
        u.id,
        side_id,
        u.formation_id,
        u.position,
        u.name,
        u.unit_type,
        u.size_class,
        u.formation,
        u.status,
        u.movement,
        u.melee_dice,
        u.to_hit,
        u.attack_factor,
        u.defence_factor,
        u.token,
        u.reckless,
        u.has_commander,
        u.has_standard_bearer,
        u.has_musician,
        u.casualties,
        u.notes,
        cinc,
        _fp(s.get(FootprintRow, u.id)),
        u.strength,
        u.points,
        tuple(tuple(p) for p in u.profile or ()),
        None if u.source is None else q.SourceInfo(**u.source),
    )


def _event(e: Event) -> q.EventInfo:
    return q.EventInfo(
        e.id,
        e.action_id,
        e.turn,
        e.side_id,
        e.phase,
        e.kind,
        e.summary,
        dict(e.inputs or {}),
        e.chance,
        list(e.dice or []),
        e.dice_source,
        dict(e.outcome or {}),
        list(e.rule_ids or []),
        e.created_at,
    )


def ref_game_info(game) -> q.GameInfo:
    with game.transaction() as s:
        m = s.get(GameMeta, 1)
        side = s.get(Side, m.active_side_id) if m.active_side_id is not None else None
        return q.GameInfo(
            m.name,
            m.created_at,
            m.modified_at,
            dict(m.ruleset),
            m.dice_mode,
            m.dice_seed,
            m.dice_position,
            m.turn,
            m.active_side_id,
            side.name if side else None,
            m.phase,
            game.schema_version,
            str(game.path) if game.path else None,
            m.game_uuid,
        )


def ref_order_of_battle(game) -> q.OrderOfBattle:
    with game.transaction() as s:
        formations = s.scalars(select(Formation).order_by(Formation.position, Formation.id)).all()
        units = s.scalars(select(Unit).order_by(Unit.position, Unit.id)).all()

        def node(f: Formation) -> q.FormationNode:
            return q.FormationNode(
                f.id,
                f.side_id,
                f.parent_id,
                f.name,
                f.kind,
                f.position,
                tuple(node(c) for c in formations if c.parent_id == f.id),
                tuple(_unit(s, u) for u in units if u.formation_id == f.id),
            )

        return q.OrderOfBattle(
            tuple(
                q.SideInfo(
                    side.id,
                    side.name,
                    side.position,
                    side.colour,
                    _cmd(s.scalar(select(Commander).where(Commander.side_id == side.id))),
                    tuple(
                        node(f) for f in formations if f.parent_id is None and f.side_id == side.id
                    ),
                )
                for side in s.scalars(select(Side).order_by(Side.position))
            )
        )


def ref_unit(game, unit_id: int) -> q.UnitInfo:
    with game.transaction() as s:
        return _unit(s, s.get(Unit, unit_id))


def ref_commanders(game) -> tuple[q.CommanderInfo, ...]:
    with game.transaction() as s:
        return tuple(_cmd(c) for c in s.scalars(select(Commander).order_by(Commander.side_id)))


def ref_events(game, turn=None, side=None, kind=None) -> tuple[q.EventInfo, ...]:
    with game.transaction() as s:
        return tuple(
            _event(e)
            for e in s.scalars(select(Event).order_by(Event.id))
            if (turn is None or e.turn == turn)
            and (side is None or e.side_id == side)
            and (kind is None or e.kind == kind)
        )


def ref_battlefield(game) -> q.Battlefield:
    with game.transaction() as s:
        table = s.get(TableRow, 1)
        return q.Battlefield(
            table.width,
            table.height,
            {f.unit_id: _fp(f) for f in s.scalars(select(FootprintRow))},
            tuple(
                q.TerrainInfo(
                    t.id,
                    t.name,
                    t.kind,
                    tuple((float(x), float(y)) for x, y in t.points),
                    t.blocks_view,
                )
                for t in s.scalars(select(Terrain).order_by(Terrain.id))
            ),
            tuple(_cmd(c) for c in s.scalars(select(Commander).order_by(Commander.side_id))),
        )


def ref_hex_boards(game) -> tuple[q.HexBoardInfo, ...]:
    with game.transaction() as s:
        figures = s.scalars(select(HexFigure).order_by(HexFigure.id)).all()
        return tuple(
            q.HexBoardInfo(
                b.id,
                b.name,
                b.cols,
                b.rows,
                tuple(
                    q.HexFigureInfo(
                        f.id,
                        f.board_id,
                        f.side_id,
                        f.name,
                        f.q,
                        f.r,
                        f.facing,
                        f.defence_factor,
                        f.extra_action_spent,
                        f.out_of_action,
                    )
                    for f in figures
                    if f.board_id == b.id
                ),
            )
            for b in s.scalars(select(HexBoard).order_by(HexBoard.id))
        )


def ref_crts(game) -> tuple[q.CrtInfo, ...]:
    with game.transaction() as s:
        overrides = s.scalars(select(CrtOverride).order_by(CrtOverride.id)).all()
        return tuple(
            q.CrtInfo(
                c.id,
                c.name,
                c.die_sides,
                tuple(c.columns),
                tuple(tuple(r) for r in c.cells),
                dict(c.legend),
                c.notes,
                tuple(
                    q.CrtOverrideInfo(
                        o.id, o.crt_id, o.column, o.roll, o.result, o.label, o.enabled
                    )
                    for o in overrides
                    if o.crt_id == c.id
                ),
            )
            for c in s.scalars(select(Crt).order_by(Crt.id))
        )


def ref_combats(game, open_only=True) -> tuple[q.CombatInfo, ...]:
    with game.transaction() as s:
        return tuple(
            q.CombatInfo(
                c.id,
                tuple(c.units_a),
                tuple(c.units_b),
                c.round,
                c.last_winner,
                c.is_open,
                c.turn_started,
            )
            for c in s.scalars(select(Combat).order_by(Combat.id))
            if c.is_open or not open_only
        )


# ---------------------------------------------------------------- a played game


def _named(game, name):
    return next(u for s in q.order_of_battle(game).sides for u in s.all_units() if u.name == name)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """The sample battle after a turn and a half of play: every table holds varied rows."""
    path = tmp_path_factory.mktemp("played") / "played.adjutant"
    game = create_sample(path, seed=11)
    guards = _named(game, "2nd Coldstream Guards")
    ligne = _named(game, "1er de Ligne")
    leger = _named(game, "1er Léger")
    rs.resolve_control_test(game, guards.id, "move", distance=11.3)
    # CMD-3: one declared change per regiment and turn: the physical test is another's.
    scots = _named(game, "1st Royal Scots")
    rs.resolve_control_test(game, scots.id, "move", distance=11.3, dice_mode="physical", faces=[3])
    rs.resolve_reckless_roll(game, _named(game, "92nd Gordon Highlanders").id, enemy_in_front=True)
    sv.advance_phase(game)
    charge_planner.resolve_charge(game, ligne.id, {guards.id: 9.0})
    melee_round(game, [ligne.id], [guards.id])
    second = melee_round(game, [leger.id], [1]).result.outcome["combat_id"]
    ms.close_combat(game, second)
    odds_combat(game, 1, attackers=[ligne.id], defenders=[guards.id])
    roll_movement(game, 1)
    sv.next_turn(game)
    sv.set_side_colour(game, 2, None)  # a NULL colour beside a set one
    sv.rename_game(game, "Played: «Hougémont» — ünïcode ✓")
    sv.update_unit(game, guards.id, notes="Line 1\nLine 2 «quoted»", casualties=3, token=None)
    sv.set_reckless(game, leger.id, True)
    sv.set_footprint(game, _named(game, "Bull's Troop RHA").id, None)  # off the table
    sv.move_unit(game, ligne.id, 30, 20.5, 90)
    sv.set_commander_in_chief(game, 1, None, position=(10, 5, 45))  # the C-in-C alone
    sv.set_commander_in_chief(game, 2, ligne.id)  # the other with a unit
    army = q.order_of_battle(game).sides[0].formations[0].id
    brigade = sv.add_formation(game, 1, "Reserve", kind="brigade", parent_id=army).result
    sv.add_unit(game, brigade, name="Reserve battalion", movement=7.5, reckless=True)
    sv.add_terrain(game, "Orchard", [(1, 1), (4.5, 1), (4, 3)], kind="woods", blocks_view=False)
    sv.set_table_size(game, 96, 60.5)
    sv.enable_crt_override(game, 2, False)
    sv.update_hex_figure(game, 2, out_of_action=True, facing=3)
    rs.resolve_control_test(
        game, _named(game, "6th Inniskilling Dragoons").id, "move", distance=4.0
    )
    yield game
    game.close()


# ---------------------------------------------------------------- the comparisons


def test_played_game_has_rows_everywhere(played):
    """The fixture really exercises NULLs, booleans, JSON, datetimes and closed combats."""
    assert {e.kind for e in q.events(played)} >= {
        "control_test",
        "reckless_roll",
        "charge",
        "melee_round",
        "odds_combat",
        "figure_movement_roll",
    }
    assert any(not c.is_open for c in q.combats(played, open_only=False))
    assert any(c.is_open for c in q.combats(played))
    oob = q.order_of_battle(played)
    assert oob.sides[1].colour is None and oob.sides[0].colour is not None
    units = [u for side in oob.sides for u in side.all_units()]
    assert any(u.is_cinc_unit for u in units) and any(u.footprint is None for u in units)
    assert any(c.unit_id is None for c in q.commanders(played))
    assert q.game_info(played).turn == 2


def test_game_info_matches_orm(played):
    assert_same(q.game_info(played), ref_game_info(played))
    assert isinstance(q.game_info(played).modified_at, datetime)


def test_order_of_battle_matches_orm(played):
    assert_same(q.order_of_battle(played), ref_order_of_battle(played))


def test_unit_matches_orm_for_every_unit(played):
    units = [u for side in q.order_of_battle(played).sides for u in side.all_units()]
    assert len(units) > 20
    for u in units:
        assert_same(q.unit(played, u.id), ref_unit(played, u.id))
    with pytest.raises(KeyError):
        q.unit(played, 99_999)


def test_commanders_match_orm(played):
    assert_same(q.commanders(played), ref_commanders(played))


@pytest.mark.parametrize(
    "filters",
    [
        {},
        {"turn": 1},
        {"turn": 2},
        {"side": 1},
        {"side": 2},
        {"kind": "control_test"},
        {"turn": 1, "side": 2, "kind": "charge"},
        {"turn": 9},
    ],
)
def test_events_match_orm(played, filters):
    assert_same(q.events(played, **filters), ref_events(played, **filters))


def test_event_matches_orm_for_every_event(played):
    every = ref_events(played)
    assert every
    for e in every:
        assert_same(q.event(played, e.id), e)
    with pytest.raises(KeyError):
        q.event(played, 99_999)


def test_battlefield_matches_orm(played):
    assert_same(q.battlefield(played), ref_battlefield(played))


def test_hex_boards_match_orm(played):
    assert_same(q.hex_boards(played), ref_hex_boards(played))


def test_crts_match_orm(played):
    assert_same(q.crts(played), ref_crts(played))


@pytest.mark.parametrize("open_only", [True, False])
def test_combats_match_orm(played, open_only):
    assert_same(q.combats(played, open_only), ref_combats(played, open_only))


def test_queries_match_orm_on_a_fresh_game(game):
    """A new game: no events, no footprints, no commanders, no boards."""
    assert_same(q.game_info(game), ref_game_info(game))
    assert_same(q.order_of_battle(game), ref_order_of_battle(game))
    assert_same(q.battlefield(game), ref_battlefield(game))
    assert_same(q.events(game), ())
    assert_same((q.hex_boards(game), q.crts(game)), (ref_hex_boards(game), ref_crts(game)))


def test_queries_leave_no_read_transaction_open(played):
    """After a query no snapshot is pinned: another connection can checkpoint the whole log."""
    sv.rename_game(played, "Checkpointed")
    for query in (q.game_info, q.order_of_battle, q.battlefield, q.events, q.hex_boards, q.crts):
        query(played)
    other = sqlite3.connect(played.path)
    try:
        busy, _log, _done = other.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        assert busy == 0
    finally:
        other.close()
    assert q.game_info(played).name == "Checkpointed"

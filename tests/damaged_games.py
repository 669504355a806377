"""Games with one stored value no service would write, for the load-check tests (issue 16).

For tests/store/test_stored_values.py, tests/qt/test_damaged_games.py and the hypothesis
test: :data:`MUTATIONS` maps a case name to (SQL run on a copy of the sample battle, the
record and field the message must name). :func:`damaged_sample` writes such a game.
``{unit}``, ``{crt}``... in the SQL and the names are the sample's first ids, filled in
by :func:`damaged_sample`.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from adjutant.store.services.sample import create_sample

_IDS = {
    "unit": "SELECT min(id) FROM units",
    "placed": "SELECT min(unit_id) FROM footprints",
    "terrain": "SELECT min(id) FROM terrain",
    "board": "SELECT min(id) FROM hex_boards",
    "figure": "SELECT min(id) FROM hex_figures",
    "crt": "SELECT min(id) FROM crts",
    "formation": "SELECT min(id) FROM formations",
    "side": "SELECT min(id) FROM sides",
}


def _cells_short_by_one(conn: sqlite3.Connection, crt: int) -> str:
    cells = json.loads(conn.execute("SELECT cells FROM crts WHERE id = ?", (crt,)).fetchone()[0])
    cells[2] = cells[2][:-1]
    return json.dumps(cells)


#: name -> (SQL statements, (words the message must hold)).
MUTATIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # Item 6: values bounded on load as in the services.
    "huge_unit_name": (
        ("UPDATE units SET name = printf('%.*c', 1000000, 'x') WHERE id = {unit}",),
        ("unit {unit}", "name", "200"),
    ),
    "huge_battlefield": (
        ("UPDATE battlefield SET width = 1e12, height = 1e12",),
        ("battlefield", "width"),
    ),
    "huge_hex_board": (
        ("UPDATE hex_boards SET cols = 100000, rows = 100000 WHERE id = {board}",),
        ("hex board {board}", "cols"),
    ),
    "huge_notes": (
        ("UPDATE units SET notes = printf('%.*c', 2000000, 'n') WHERE id = {unit}",),
        ("unit {unit}", "notes"),
    ),
    "far_footprint": (
        ("UPDATE footprints SET x = 1e300 WHERE unit_id = {placed}",),
        ("unit {placed}", "x"),
    ),
    # Item 7: malformed JSON and wrong types.
    "ruleset_not_json": (("UPDATE game SET ruleset = 'not json {{'",), ("game", "ruleset")),
    "ruleset_null": (("UPDATE game SET ruleset = 'null'",), ("game", "ruleset")),
    "ruleset_list": (("UPDATE game SET ruleset = '[1, 2]'",), ("game", "ruleset")),
    "footprint_text": (
        ("UPDATE footprints SET x = 'left of the hill' WHERE unit_id = {placed}",),
        ("unit {placed}", "x"),
    ),
    "terrain_points_string": (
        ("UPDATE terrain SET points = '\"a string\"' WHERE id = {terrain}",),
        ("terrain {terrain}", "points"),
    ),
    "bogus_token": (
        ("UPDATE units SET token = 'teleport' WHERE id = {unit}",),
        ("unit {unit}", "token"),
    ),
    "bogus_phase": (("UPDATE game SET phase = 'lunch'",), ("game", "phase")),
    "name_as_blob": (
        ("UPDATE units SET name = X'4F6C6420477561726400' WHERE id = {unit}",),
        ("unit {unit}", "name", "text"),
    ),
    "name_not_utf8": (
        ("UPDATE units SET name = CAST(X'4F6C64FF80' AS TEXT) WHERE id = {unit}",),
        ("unit {unit}", "name", "UTF-8"),
    ),
    "side_name_number": (
        ("UPDATE sides SET name = zeroblob(3) WHERE id = {side}",),
        ("side {side}", "name"),
    ),
    "bogus_created_at": (("UPDATE game SET created_at = 'yesterday'",), ("game", "created_at")),
    "turn_text": (("UPDATE game SET turn = 'three'",), ("game", "turn")),
    "formation_cycle": (
        ("UPDATE formations SET parent_id = id WHERE id = {formation}",),
        ("formation {formation}", "parent"),
    ),
    "figure_far_away": (
        ("UPDATE hex_figures SET q = 1000000000 WHERE id = {figure}",),
        ("hex figure {figure}", "q"),
    ),
    "combat_units_text": (
        (
            "INSERT INTO combats (units_a, units_b, round, is_open, turn_started) "
            "VALUES ('\"x\"', '[]', 0, 1, 1)",
        ),
        ("combat", "units_a"),
    ),
    # Item 8: a combat table whose rows disagree with its die.
    "crt_rows_disagree_with_die": (
        ("UPDATE crts SET die_sides = 10 WHERE id = {crt}",),
        ("combat results table {crt}", "cells"),
    ),
    "crt_cell_missing": (
        ("UPDATE crts SET cells = :short_cells WHERE id = {crt}",),
        ("combat results table {crt}", "cells"),
    ),
    # Item 9: names are text, without control characters.
    "name_with_escape": (
        ("UPDATE units SET name = 'Old' || char(27) || '[31mGuard' WHERE id = {unit}",),
        ("unit {unit}", "name", "control"),
    ),
    "name_with_bidi_override": (
        ("UPDATE formations SET name = 'Blue ' || char(8238) || 'army' WHERE id = {formation}",),
        ("formation {formation}", "name", "control"),
    ),
    "game_name_with_newline": (
        ("UPDATE game SET name = 'Line one' || char(10) || 'line two'",),
        ("game", "name", "control"),
    ),
    # Stored events (their payloads are read by the turn log and the summary).
    "event_inputs_not_json": (
        (
            "INSERT INTO events (turn, phase, kind, summary, inputs, dice, outcome, rule_ids, "
            "created_at) VALUES (1, 'command', 'control_test', 'x', 'not json', '[]', '{{}}', "
            "'[]', '2024-05-01 10:00:00.000000')",
        ),
        ("event", "inputs"),
    ),
}


#: Cases in the long tables (events, actions, the undo journal): not read when the game
#: opens (a long game has tens of thousands of rows there) but checked where they are read.
CHECKED_WHEN_READ = frozenset({"event_inputs_not_json"})


def sample_ids(path: Path) -> dict[str, int]:
    conn = sqlite3.connect(path)
    try:
        return {key: conn.execute(sql).fetchone()[0] for key, sql in _IDS.items()}
    finally:
        conn.close()


def damaged_sample(path: Path, case: str) -> tuple[str, ...]:
    """Write the sample battle to ``path`` with ``case``'s damage; -> the words to expect."""
    create_sample(path, seed=3).close()
    statements, words = MUTATIONS[case]
    ids = sample_ids(path)
    conn = sqlite3.connect(path)
    try:
        params = {"short_cells": _cells_short_by_one(conn, ids["crt"])}
        for sql in statements:
            sql = sql.format(**ids)
            conn.execute(sql, params if ":short_cells" in sql else ())
        conn.commit()
    finally:
        conn.close()
    return tuple(w.format(**ids) for w in words)


def played_sample(path: Path, seed: int = 5) -> None:
    """The sample battle with a played turn logged: control tests, a charge, an odds combat
    and a hex movement roll (events of several kinds, actions, an open combat), and a match
    record player 1 confirmed (issue 24)."""
    from adjutant.rules.errors import RuleInputError
    from adjutant.store.errors import InvalidField
    from adjutant.store.read import queries as q
    from adjutant.store.services import edits as sv
    from adjutant.store.tools.charge import planner as charge_planner
    from adjutant.store.tools.command import recorder as rs
    from tool_plans import odds_combat, roll_movement

    game = create_sample(path, seed=seed)
    try:
        blue, red = q.order_of_battle(game).sides
        for unit in blue.all_units()[:8]:
            for wanted in ("move", "attack", "defence"):
                try:
                    rs.resolve_control_test(game, unit.id, wanted, distance=3.0)
                    break
                except (InvalidField, RuleInputError):
                    continue
        charger = blue.all_units()[0].id
        sv.set_token(game, charger, "attack")  # CMD-1: only an Attack token may charge
        charge_planner.resolve_charge(game, charger, {red.all_units()[0].id: 9.0})
        odds_combat(game, q.crts(game)[0].id, 6, 2)  # through the planners, as the tools
        roll_movement(game, q.hex_boards(game)[0].figures[0].id)
        assert q.events(game, turn=1)
        # Issue 24: a match record, confirmed by player 1 (rows in every record table).
        from adjutant.store.services import record as rsv

        rsv.set_record(
            game,
            {
                "event": {"name": "Club night", "round": 1, "table": 3},
                "end_reason": "turn limit",
                "players": [
                    {
                        "name": "Anna",
                        "player_code": "C-1",
                        "went_first": True,
                        "vp_by_round": [{"primary": 3, "secondary": 1}],
                    },
                    {"name": "Bernardo", "vp_by_round": [{"primary": 2, "secondary": 2}]},
                ],
            },
        )
        rsv.confirm(game, 1, "2468")
    finally:
        game.close()


def game_with_damaged_index(path: Path) -> None:
    """A played sample, then the page of the index on the events' turn overwritten: the
    game opens (every table reads), and the damage shows only when the turn log reads the
    events of a turn (issue 16, item 4)."""
    import os

    played_sample(path)
    conn = sqlite3.connect(path)
    try:
        root = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'ix_events_turn'"
        ).fetchone()[0]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    finally:
        conn.close()
    data = bytearray(path.read_bytes())
    data[(root - 1) * size : root * size] = os.urandom(size)
    path.write_bytes(bytes(data))


def game_with_damaged_event(path: Path) -> None:
    """A played sample whose first event's phase is the number 0, a value no service
    writes: the game opens (events are checked when read), and the turn log and the
    command planner meet the damage as they read the turn's events (issue 16)."""
    played_sample(path)
    conn = sqlite3.connect(path)
    try:
        conn.execute("UPDATE events SET phase = 0 WHERE id = (SELECT min(id) FROM events)")
        conn.commit()
    finally:
        conn.close()


def foreign_wal(path: Path) -> bytes:
    """Beside ``path`` (a closed game), the write-ahead log of another SQLite database (one
    table of recipes), as a file manager or a careless copy leaves it (issue 16, item 1).
    -> the log's bytes."""
    import shutil

    other = path.with_name("recipes.db")
    conn = sqlite3.connect(other)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO recipes (name) VALUES ('soup')")
    conn.commit()
    wal = path.with_name(path.name + "-wal")
    shutil.copyfile(other.with_name(other.name + "-wal"), wal)
    conn.close()
    for leftover in other.parent.glob("recipes.db*"):
        leftover.unlink()
    return wal.read_bytes()


def link_loop(folder: Path) -> Path:
    """a.adjutant -> b.adjutant -> a.adjutant in ``folder``; -> a.adjutant. Skips where
    this account may not make symbolic links (Windows without the privilege)."""
    import pytest

    a, b = folder / "a.adjutant", folder / "b.adjutant"
    try:
        a.symlink_to(b)
        b.symlink_to(a)
    except OSError as exc:  # pragma: no cover - Windows without the privilege
        pytest.skip(f"this account may not create symbolic links: {exc}")
    return a

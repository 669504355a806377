"""How tests/data/schema1-game.adjutant was made (issue 16, item 5); not run by the tests.

A game as schema 1 of Adjutant stores it: the schema is made by the first Alembic
revision alone (``db/versions/0001_initial.py``), application id and user_version 1,
WAL mode; its rows are those of a game played through the store's services (the sample
battle, then control tests, a charge, an odds combat, a hex movement roll, phases
advanced and one action undone), copied column by column into the schema-1 tables, so
every table holds real rows. Run from the repository: ``.venv/bin/python
tests/data/make_schema1_game.py`` (it refuses to overwrite the committed file).
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
from pathlib import Path

from sqlalchemy import create_engine

from adjutant.rules.errors import RuleInputError
from adjutant.store.errors import InvalidField
from adjutant.store.file import migrate
from adjutant.store.format.fileformat import APPLICATION_ID
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import recorder as rs

OUT = Path(__file__).with_name("schema1-game.adjutant")


def play(path: Path) -> None:
    game = create_sample(path, seed=1815)
    try:
        blue, red = q.order_of_battle(game).sides
        tested = 0
        for unit in blue.all_units() + red.all_units():
            for wanted in ("move", "attack", "defence"):
                try:
                    rs.resolve_control_test(game, unit.id, wanted, distance=4.0)
                    tested += 1
                    break
                except (InvalidField, RuleInputError):
                    continue
            if tested >= 5:
                break
        charger, target = blue.all_units()[0], red.all_units()[0]
        charge_planner.resolve_charge(game, charger.id, {target.id: 9.0})
        crt = q.crts(game)[0]
        rs.resolve_odds_combat(game, crt.id, 6, 2, attacker_ids=[charger.id])
        board = q.hex_boards(game)[0]
        rs.roll_figure_movement(game, board.figures[0].id)
        for _ in range(3):
            sv.advance_phase(game)
        last = sv.rename_game(game, "Hougoumont, as schema 1 saved it")
        game.undo(last.action_id)
        sv.rename_game(game, "Hougoumont, schema 1")
    finally:
        game.close()


def copy_into_schema_1(source: Path, target: Path) -> None:
    engine = create_engine(f"sqlite:///{target}")
    migrate.upgrade(engine, "0001_initial")
    engine.dispose()
    conn = sqlite3.connect(target)
    try:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("PRAGMA user_version = 1")
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("ATTACH DATABASE ? AS src", (str(source),))
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM main.sqlite_master WHERE type = 'table' "
                "AND name NOT IN ('alembic_version', 'sqlite_sequence')"
            )
        ]
        for table in tables:
            columns = [r[1] for r in conn.execute(f'PRAGMA main.table_info("{table}")')]
            listed = ", ".join(f'"{c}"' for c in columns)
            conn.execute(
                f'INSERT INTO main."{table}" ({listed}) SELECT {listed} FROM src."{table}"'
            )
        conn.commit()
        conn.execute("DETACH DATABASE src")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("VACUUM")
    finally:
        conn.close()


def main() -> int:
    if OUT.exists():
        print(f"{OUT} exists: remove it first to make it again", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "played.adjutant"
        play(source)
        copy_into_schema_1(source, OUT)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

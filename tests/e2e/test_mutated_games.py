"""Any stored row of a game, changed to anything: a clear message or a working game (issue 16).

Hypothesis changes one to three stored values of a played sample game — any column of
any table (the undo journal and Alembic's table included) — to a value of another type
(whole numbers up to 64 bits, floats such as 1e300 and infinity, text with markup,
control characters or a million characters, bytes, NULL), or, in a JSON column, to
another JSON shape (a list for an object, text for a number, nesting, a key removed).
Then:

- ``Game.open`` either opens the game — and then every query, every event's text and
  the turn summary's data work — or raises a ``StoreError`` (a message for the player);
- ``adjutant check``, ``adjutant summary --all`` and ``adjutant --smoke-test`` run as
  child processes with time limits: each exits with one of its documented codes, with
  no traceback, no hang and no signal (a crash);
- they agree: a game ``check`` calls sound opens, and its smoke test passes.

The default run tries :data:`FAST_EXAMPLES` games through the child processes and
:data:`FAST_IN_PROCESS` in-process, the same ones each time (derandomized); ``pytest -m
slow`` (``.ci/run`` runs it) tries :data:`SLOW_EXAMPLES` and :data:`SLOW_IN_PROCESS` new
ones each run.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjutant.store.errors import StoreError
from adjutant.store.file.game import Game
from damaged_games import played_sample

FAST_EXAMPLES = 6
FAST_IN_PROCESS = 200
SLOW_IN_PROCESS = 2000
SLOW_EXAMPLES = 60
CHILD_TIMEOUT = 120  # seconds: far above a sound run (a few seconds), far below a hang
#: Tables whose rows are read back (alembic_version only by migrations).
JSON_COLUMNS = {
    ("game", "ruleset"),
    ("terrain", "points"),
    ("crts", "columns"),
    ("crts", "cells"),
    ("crts", "legend"),
    ("events", "inputs"),
    ("events", "dice"),
    ("events", "outcome"),
    ("events", "rule_ids"),
    ("combats", "units_a"),
    ("combats", "units_b"),
    ("action_rows", "pk"),
    ("action_rows", "before"),
    ("action_rows", "after"),
    ("match_players", "vp_by_round"),
    ("outbox", "payload"),
}


@pytest.fixture(scope="module")
def base_game(tmp_path_factory) -> tuple[Path, dict[str, list[tuple[int, list[str]]]]]:
    """A played sample game and, per table, (rowid, columns) of each row."""
    folder = tmp_path_factory.mktemp("base")
    path = folder / "played.adjutant"
    played_sample(path)
    conn = sqlite3.connect(path)
    try:
        layout = {}
        for (table,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        ):
            columns = [r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')]
            rowids = [r[0] for r in conn.execute(f'SELECT rowid FROM "{table}"')]
            if rowids:
                layout[table] = [(rowid, columns) for rowid in rowids]
    finally:
        conn.close()
    return path, layout


# ---------------------------------------------------------------- strategies

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=12,
)
TEXTS = (
    st.text(max_size=40)
    | st.sampled_from(
        ["<h1>Big</h1>", '<img src="file:///etc/hosts">', "a\x00b", "\x1b[31m", "\u202e"]
    )
    | st.integers(min_value=201, max_value=2_000_000).map(lambda n: "x" * n)
)
SCALARS = (
    st.none()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.sampled_from([0, 1, -1, 2, 7, 100, 101, 10**6, 10**9, 2**31, 2**63 - 1])
    | st.floats(allow_nan=False)
    | st.sampled_from([1e12, -1e12, 1e300, float("inf"), 0.5, -0.0])
    | TEXTS
    | st.binary(max_size=40)
    # Bytes stored as TEXT that are not UTF-8 (SQLite keeps them; Python cannot read them).
    | st.sampled_from([b"Old\xff\x80", b"\xc3", b"\xed\xa0\x80"]).map(lambda b: ("not utf-8", b))
)


@st.composite
def json_mutation(draw, original: str | None) -> str:
    """The stored JSON with one value somewhere inside replaced (or the whole replaced)."""
    try:
        value = json.loads(original) if isinstance(original, str) else None
    except ValueError:
        value = None
    if value is None or draw(st.booleans()):
        return json.dumps(draw(JSON_VALUES))
    node = value
    for _ in range(draw(st.integers(min_value=0, max_value=3))):
        if isinstance(node, list) and node:
            child = node[draw(st.integers(min_value=0, max_value=len(node) - 1))]
        elif isinstance(node, dict) and node:
            child = node[draw(st.sampled_from(sorted(node)))]
        else:
            break
        if not isinstance(child, list | dict):
            break
        node = child
    if isinstance(node, list) and node:
        node[draw(st.integers(min_value=0, max_value=len(node) - 1))] = draw(JSON_VALUES)
    elif isinstance(node, dict) and node:
        key = draw(st.sampled_from(sorted(node)))
        if draw(st.booleans()):
            del node[key]
        else:
            node[key] = draw(JSON_VALUES)
    return json.dumps(value)


@st.composite
def mutations(draw, layout) -> list[tuple[str, int, str, object]]:
    """1-3 changes (table, rowid, column, value); JSON columns get JSON shapes most often."""
    out = []
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        table = draw(st.sampled_from(sorted(layout)))
        rowid, columns = draw(st.sampled_from(layout[table]))
        column = draw(st.sampled_from(columns))
        if (table, column) in JSON_COLUMNS and draw(st.integers(0, 3)) > 0:
            value: object = ("json", None)  # filled in from the stored value below
        else:
            value = draw(SCALARS)
        out.append((table, rowid, column, value))
    return out


def _apply(path: Path, changes, draw_json) -> list[str]:
    """Write ``changes`` (a JSON change is drawn against the stored text); -> what was
    written, for the failure messages."""
    applied = []
    conn = sqlite3.connect(path)
    # An earlier change may have left the column as text that is not UTF-8: read as the
    # player's JSON would be (not JSON), not as an error of this test's own.
    conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
    try:
        for table, rowid, column, value in changes:
            if value == ("json", None):
                found = conn.execute(
                    f'SELECT "{column}" FROM "{table}" WHERE rowid = ?', (rowid,)
                ).fetchone()
                if found is None:  # an earlier change gave the row another id
                    continue
                value = draw_json(found[0])
            cast = "?"
            if isinstance(value, tuple) and value[0] == "not utf-8":
                cast, value = "CAST(? AS TEXT)", value[1]
            try:
                conn.execute(
                    f'UPDATE "{table}" SET "{column}" = {cast} WHERE rowid = ?', (value, rowid)
                )
            except sqlite3.IntegrityError:
                continue  # NOT NULL, UNIQUE...: the schema itself refuses it
            shown = repr(value)
            applied.append(f"{table}[{rowid}].{column} = {shown[:80]}")
        conn.commit()
    finally:
        conn.close()
    return applied


def _child(args, folder: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        ADJUTANT_SETTINGS=str(folder / "settings.ini"),
        ADJUTANT_DATA_DIR=str(folder / "data"),
    )
    return subprocess.run(
        [sys.executable, "-m", "adjutant", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
    )


def _clean(done: subprocess.CompletedProcess, codes: set[int], what: str, applied) -> None:
    assert done.returncode in codes, (what, done.returncode, applied, done.stderr[-2000:])
    assert "Traceback" not in done.stderr, (what, applied, done.stderr[-3000:])
    assert "Fatal Python error" not in done.stderr, (what, applied, done.stderr[-3000:])


def _in_process(path: Path, applied) -> str:
    """Open the game and read everything the windows and the summary read.
    -> "opened" or the StoreError's class name."""
    from adjutant.qtmodels.event_text import event_summary
    from adjutant.store.read import queries as q

    try:
        game = Game.open(path)
    except StoreError as exc:
        assert str(exc) and len(str(exc)) < 2000, (applied, str(exc)[:300])
        return type(exc).__name__
    try:
        q.game_info(game)
        oob = q.order_of_battle(game)
        q.battlefield(game)
        q.hex_boards(game)
        q.crts(game)
        q.combats(game, open_only=False)
        game.undoable()
        names = {u.id: u.name for side in oob.sides for u in side.all_units()}
        for event in q.events(game):
            event_summary(event, names.get)
        from adjutant.windows.summary import collect_report

        collect_report(game, None, whole_game=True)
        from adjutant.store.record.match import match_record  # issue 24: the record and its export

        json.dumps(match_record(game).to_json())
    except StoreError as exc:
        # The long tables (events, actions, the journal) are checked when read, not at open.
        assert str(exc) and len(str(exc)) < 2000, (applied, str(exc)[:300])
        return "damaged on read"
    finally:
        game.close()
    return "opened"


def _one_game(tmp_path_factory, base_game, data, children: bool, tally: dict) -> None:
    path0, layout = base_game
    folder = tmp_path_factory.mktemp("mutated")
    path = folder / "game.adjutant"
    shutil.copyfile(path0, path)
    changes = data.draw(mutations(layout))
    applied = _apply(path, changes, lambda original: data.draw(json_mutation(original)))
    from adjutant.store.file.check import check_file

    report = check_file(path)
    outcome = _in_process(path, applied)
    tally[outcome] = tally.get(outcome, 0) + 1
    if report.status == "sound":
        assert outcome == "opened", (applied, outcome, report)
    if outcome == "opened":
        # The undo journal's values a past turn does not need (redo's "after" images, an
        # action's date) and the outbox (issue 24: read by the pusher and `adjutant
        # outbox`, which name a bad op) are read by no window and no summary: only check
        # reports them.
        journal_only = all(
            p.startswith(("journal row", "action", "outbox op")) for p in report.problems
        )
        assert report.status == "sound" or journal_only, (applied, report)
    if not children:
        return
    checked = _child(["check", str(path)], folder)
    _clean(checked, {0, 1, 2}, "check", applied)
    assert checked.returncode == report.exit_code, (applied, checked.stdout)
    summary = _child(["summary", str(path), "--all", "-o", str(folder / "all.pdf")], folder)
    _clean(summary, {0, 1, 2}, "summary", applied)
    smoke = _child(["--smoke-test", str(path)], folder)
    _clean(smoke, {0, 1}, "smoke test", applied)
    if report.status == "sound":
        assert summary.returncode == 0 and smoke.returncode == 0, (applied, smoke.stderr[-2000:])
    tally["children"] = tally.get("children", 0) + 1


@pytest.fixture(scope="module")
def tally():
    counts: dict[str, int] = {}
    yield counts
    print(f"\nmutated games: {counts}")


def _run(tmp_path_factory, base_game, tally, examples: int, children: bool, derandomize: bool):
    @settings(
        max_examples=examples,
        deadline=None,
        derandomize=derandomize,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(data=st.data())
    def check(data):
        _one_game(tmp_path_factory, base_game, data, children, tally)

    check()


def test_mutated_rows_open_or_say_why(tmp_path_factory, base_game, tally):
    """In-process: opening, every query, every event text, the summary's data, check."""
    _run(tmp_path_factory, base_game, tally, FAST_IN_PROCESS, children=False, derandomize=True)
    assert sum(v for k, v in tally.items() if k != "children") >= FAST_IN_PROCESS


@pytest.mark.slow
def test_many_mutated_rows_open_or_say_why(tmp_path_factory, base_game, tally):
    _run(tmp_path_factory, base_game, tally, SLOW_IN_PROCESS, children=False, derandomize=False)


def test_mutated_rows_through_check_summary_and_the_smoke_test(tmp_path_factory, base_game, tally):
    before = tally.get("children", 0)
    _run(tmp_path_factory, base_game, tally, FAST_EXAMPLES, children=True, derandomize=True)
    assert tally.get("children", 0) - before == FAST_EXAMPLES


@pytest.mark.slow
def test_many_mutated_rows_through_every_tool(tmp_path_factory, base_game, tally):
    before = tally.get("children", 0)
    _run(tmp_path_factory, base_game, tally, SLOW_EXAMPLES, children=True, derandomize=False)
    assert tally.get("children", 0) - before == SLOW_EXAMPLES

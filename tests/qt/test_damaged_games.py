"""A game holding values no service would write, in the window, the smoke test and `summary`.

Issue 16, items 6-8: a million-character name, a 1e12 battlefield, a 100,000 x 100,000
hex board, a ruleset that is a list, a coordinate stored as text, a combat table whose
rows disagree with its die. Each gives a clear message naming the record: the window a
"damaged" box (never "please report this problem"), ``--smoke-test`` and ``summary``
exit 1 with the message on stderr: no traceback, no hang, no signal. The smoke test's
watchdog fires even while the event loop is blocked.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from smoke_env import smoke_env

from adjutant.store.services.sample import create_sample
from adjutant.windows.main_window import MainWindow
from damaged_games import damaged_sample

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: Cases that hung, crashed or gave a traceback on the main branch before issue 16.
CASES = [
    "huge_unit_name",
    "huge_battlefield",
    "huge_hex_board",
    "crt_rows_disagree_with_die",
    "crt_cell_missing",
    "ruleset_list",
    "footprint_text",
    "terrain_points_string",
    "name_as_blob",
]
#: The address space a child may use: a runaway allocation fails instead of taking the
#: machine (a million-character name once took 24 GB).
MEMORY_LIMIT = 6 * 1024**3


def _limited() -> None:  # pragma: no cover - runs in the child before exec
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def _run(args, tmp_path, timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "adjutant", *args],
        env=smoke_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=_limited if os.name == "posix" else None,
    )


@pytest.mark.parametrize("case", CASES)
def test_smoke_test_says_damaged_and_exits_1(tmp_path, case):
    path = tmp_path / "damaged.adjutant"
    words = damaged_sample(path, case)
    done = _run(["--smoke-test", str(path)], tmp_path)
    assert done.returncode == 1, (done.returncode, done.stderr[-2000:])
    assert "is damaged" in done.stderr and all(w in done.stderr for w in words), done.stderr
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    assert len(done.stderr) < 5000


@pytest.mark.parametrize("case", CASES)
def test_summary_says_damaged_and_exits_1(tmp_path, case):
    path = tmp_path / "damaged.adjutant"
    words = damaged_sample(path, case)
    out = tmp_path / "out.pdf"
    done = _run(["summary", str(path), "--turn", "1", "-o", str(out)], tmp_path)
    assert done.returncode == 1, (done.returncode, done.stderr[-2000:])
    assert "is damaged" in done.stderr and all(w in done.stderr for w in words), done.stderr
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    assert not out.exists()


@pytest.mark.parametrize("case", ["huge_unit_name", "crt_rows_disagree_with_die", "ruleset_list"])
def test_window_shows_the_damage_naming_the_record(qtbot, sandbox, messages, tmp_path, case):
    path = tmp_path / "damaged.adjutant"
    words = damaged_sample(path, case)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.build_tool_windows()
    assert not window.open_game(path)
    assert len(messages) == 1
    text, info, detail = messages[0]
    assert text == "damaged.adjutant is damaged."
    assert all(w in info for w in words), info
    assert "report" not in info.lower() and "Traceback" not in detail
    assert window.document.game is None
    window.close()


def test_smoke_watchdog_fires_while_the_event_loop_is_blocked(tmp_path):
    """A step that blocks the loop (a hung load) still ends the smoke test with exit 2:
    the watchdog does not wait for the loop (issue 16, item 6)."""
    sample = tmp_path / "sample.adjutant"
    create_sample(sample).close()
    script = textwrap.dedent(
        f"""
        import sys, time
        import adjutant.windows.app as app
        import adjutant.windows.main_window as main_window
        app.SMOKE_TIMEOUT_MS = 3000
        main_window.MainWindow.open_game = lambda *args, **kwargs: time.sleep(600)
        from adjutant.__main__ import main
        sys.exit(main(["--smoke-test", {str(sample)!r}]))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=smoke_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert "not finished after 3 s" in done.stderr
    # Where it was stuck, for the build log: the blocked call's stack.
    assert "time.sleep" in done.stderr or "<lambda>" in done.stderr, done.stderr


def _played_with_a_damaged_journal(path):
    """A played game whose last action's label is a blob: the journal no service wrote."""
    import sqlite3

    from damaged_games import played_sample

    played_sample(path)
    conn = sqlite3.connect(path)
    try:
        last = conn.execute("SELECT max(id) FROM actions").fetchone()[0]
        conn.execute("UPDATE actions SET label = ? WHERE id = ?", (b"", last))
        conn.commit()
    finally:
        conn.close()
    return last


def test_a_damaged_undo_journal_costs_the_history_not_the_game(qtbot, sandbox, messages, tmp_path):
    """Issues 15 and 16: Edit > Undo after reopening reads the journal; one it cannot read
    opens the game as saved, says the past actions cannot be undone, and undo goes on from
    there (found by the slow mutated-games test: a traceback at start-up)."""
    path = tmp_path / "played.adjutant"
    last = _played_with_a_damaged_journal(path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.build_tool_windows()
    assert window.open_game(path)
    assert window.document.game is not None
    ((text, info, detail),) = messages
    assert text == "The undo history of played.adjutant is damaged."
    assert "cannot be undone" in info and f"action {last}" in detail
    assert window.document.undo_stack.count() == 0
    window.close()


def test_a_damaged_undo_journal_in_the_smoke_test_is_told_without_traceback(tmp_path):
    path = tmp_path / "played.adjutant"
    _played_with_a_damaged_journal(path)
    done = _run(["--smoke-test", str(path)], tmp_path)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert "The undo history of played.adjutant is damaged." in done.stderr
    assert "Traceback" not in done.stderr, done.stderr[-3000:]


def test_check_reports_journal_images_that_are_not_utf8(tmp_path):
    """``adjutant check`` on row images SQLite keeps as bytes that are not UTF-8: a
    problem of the journal, not a damaged file (found by the slow mutated-games test)."""
    import sqlite3

    from adjutant.store.file.check import check_file
    from adjutant.store.format.fileformat import SCHEMA_VERSION
    from damaged_games import played_sample

    path = tmp_path / "played.adjutant"
    played_sample(path)
    conn = sqlite3.connect(path)
    try:
        conn.execute(
            "UPDATE action_rows SET after = CAST(? AS TEXT) WHERE id = "
            "(SELECT min(id) FROM action_rows)",
            (b"Old\xff\x80",),
        )
        conn.commit()
    finally:
        conn.close()
    report = check_file(path)
    assert report.status == "damaged" and report.schema_version == SCHEMA_VERSION
    assert [p.split(":")[0] for p in report.problems] == ["journal rows"]
    assert "not valid UTF-8" in report.problems[0]

"""``adjutant server init|enrol`` and ``adjutant push`` as the organiser and a table run them
(issue 25): real processes, a real PostgreSQL, the exit codes and the JSON of the issue;
and a laptop killed (SIGKILL) between the server's commit and the local acknowledgement,
which resumes on the next start with no duplicate.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest

from adjutant.archive.urls import parse
from archive_helpers import changed_line
from pg_tools import free_port
from played_games import game_uuid_of, local_state, new_played_game


def _adjutant(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "adjutant", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def test_server_init_twice_then_enrol_prints_a_line_that_pushes(pg_cluster, tmp_path):
    database = pg_cluster.create_database("cli")
    url = pg_cluster.admin_url(database)
    first = _adjutant("server", "init", url)
    assert first.returncode == 0, first.stderr
    assert f"created the event archive in {database}" in first.stdout
    second = _adjutant("server", "init", url)
    assert second.returncode == 0 and "is up to date" in second.stdout
    enrolled = _adjutant("server", "enrol", url, "--table", "7", "--event", "Spring GT")
    assert enrolled.returncode == 0, enrolled.stderr
    (line_text,) = enrolled.stdout.splitlines()
    line = parse(line_text)
    assert line.user.endswith("_table_7") and line.database == database and line.password
    assert "table 7 enrolled for Spring GT" in enrolled.stderr
    assert "--host" in enrolled.stderr  # the line names 127.0.0.1: a word on that
    assert pg_cluster.admin_password not in enrolled.stdout + enrolled.stderr

    game = tmp_path / "game.adjutant"
    head = new_played_game(game, 12, seed=21)
    pushed = _adjutant("push", str(game), "--to", line_text, "--json")
    assert pushed.returncode == 0, pushed.stderr
    assert json.loads(pushed.stdout) == {
        "sent": head,
        "already_there": 0,
        "head_seq": head,
        "local_seq": head,
    }
    again = _adjutant("push", str(game), "--to", line_text, "--json")
    assert json.loads(again.stdout) == {
        "sent": 0,
        "already_there": 0,
        "head_seq": head,
        "local_seq": head,
    }
    plain = _adjutant("push", str(game), "--to", line_text)
    assert plain.returncode == 0 and "0 sent" in plain.stdout


def test_exit_codes_refused_not_a_game_and_unreachable(archive, tmp_path):
    table = archive.enrol()
    game = tmp_path / "game.adjutant"
    new_played_game(game, 5, seed=22)
    wrong = changed_line(table.line, password="wrong").url()
    refused = _adjutant("push", str(game), "--to", wrong, "--json")
    assert refused.returncode == 1
    assert "refused this table's login" in refused.stderr
    assert json.loads(refused.stdout)["error"]
    assert table.line.password not in refused.stdout + refused.stderr

    not_a_game = tmp_path / "notes.adjutant"
    not_a_game.write_text("not a game")
    assert _adjutant("push", str(not_a_game), "--to", table.line.url()).returncode == 2

    closed = changed_line(table.line, port=free_port()).url()
    unreachable = _adjutant("push", str(game), "--to", closed, "--retry-for", "0", "--json")
    assert unreachable.returncode == 3
    assert "nothing is lost" in unreachable.stderr
    assert json.loads(unreachable.stdout)["sent"] == 0
    assert local_state(game, table.line.target)[2] == 0

    # A game with nothing to send still asks the archive: a wrong line is said at once.
    empty = tmp_path / "empty.adjutant"
    assert _adjutant("sample", str(empty)).returncode == 0
    assert _adjutant("push", str(empty), "--to", wrong).returncode == 1
    fine = _adjutant("push", str(empty), "--to", table.line.url(), "--json")
    assert fine.returncode == 0
    assert json.loads(fine.stdout) == {"sent": 0, "already_there": 0, "head_seq": 0, "local_seq": 0}

    bad_line = _adjutant("push", str(game), "--to", "http://example.org/")
    assert bad_line.returncode == 1 and "--to" in bad_line.stderr


def test_a_conflict_exits_1_with_the_reason(archive, tmp_path):
    game = tmp_path / "game.adjutant"
    new_played_game(game, 6, seed=23)
    owner, other = archive.enrol(), archive.enrol()
    assert _adjutant("push", str(game), "--to", owner.line.url()).returncode == 0
    from played_games import play_more

    play_more(game, 2, seed=24)
    result = _adjutant("push", str(game), "--to", other.line.url(), "--json")
    assert result.returncode == 1
    assert f"bound to table {owner.table}" in result.stderr
    counts = json.loads(result.stdout)
    # The file's acknowledgement is the archive's, whichever table sent: only the two new
    # ops were offered, and refused.
    assert (counts["sent"], counts["already_there"]) == (0, 0)
    assert counts["head_seq"] < counts["local_seq"]


KILLED_AFTER_COMMIT = textwrap.dedent(
    """
    import os, signal, sys
    from adjutant.store.format import outbox
    from adjutant.cli import run_tool

    def killed(*args, **kwargs):
        # The server's COMMIT returned; the laptop dies before writing the acknowledgement.
        sys.stdout.write("killed before the acknowledgement\\n")
        sys.stdout.flush()
        os.kill(os.getpid(), signal.SIGKILL)

    outbox.record_ack = killed
    sys.exit(run_tool("push", sys.argv[1:]))
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_a_laptop_killed_between_commit_and_acknowledgement_resumes_without_duplicates(
    archive, tmp_path
):
    game = tmp_path / "game.adjutant"
    head = new_played_game(game, 30, seed=25)
    table = archive.enrol()
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_AFTER_COMMIT, str(game), "--to", table.line.url()],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    assert "killed before the acknowledgement" in killed.stdout
    game_uuid = game_uuid_of(game)
    on_server = archive.game_ops(game_uuid)
    assert len(on_server) == min(head, 200)  # the first batch was committed
    assert local_state(game, table.line.target)[2] == 0  # and never acknowledged

    resumed = _adjutant("push", str(game), "--to", table.line.url(), "--json")
    assert resumed.returncode == 0, resumed.stderr
    counts = json.loads(resumed.stdout)
    assert counts["already_there"] == len(on_server)
    assert counts["sent"] == head - len(on_server)
    assert counts["head_seq"] == counts["local_seq"] == head
    _head, local_hash, acked, acked_hash = local_state(game, table.line.target)
    assert (acked, acked_hash) == (head, local_hash)
    assert (
        archive.scalar(
            "SELECT count(*) - count(DISTINCT op_uuid) FROM adjutant_archive.ops WHERE game_uuid = %s",
            game_uuid,
        )
        == 0
    )
    assert len(archive.game_ops(game_uuid)) == head

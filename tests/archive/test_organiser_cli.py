"""The organiser's command line on a real PostgreSQL (issue 26): ``server event``,
``server viewer``, ``server players``, ``standings [--json|--csv] [--results]`` and
``send-game``, with their exit codes and messages."""

from __future__ import annotations

import csv
import io
import json

import pytest

from adjutant.__main__ import main
from organiser_helpers import P, play

EVENT = "League night"


@pytest.fixture(scope="module")
def league(archive):
    table = archive.enrol(300, event=EVENT)
    play(table.line, EVENT, 1, 300, P("=Ann", "Elves", 30, first=True), P("Bob", "Orcs", 10))
    play(table.line, EVENT, 1, 300, P("Cat", "Men", 20, first=True), P("Dan", "Orcs", 20))
    return archive, table


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_server_event_creates_then_updates(league, capsys):
    archive, _table = league
    code, out, _err = run(
        capsys,
        "server",
        "event",
        archive.admin_url,
        "--name",
        EVENT,
        "--rounds",
        "4",
        "--scoring",
        "wdl",
        "--points",
        "2,1,0",
        "--tiebreaks",
        "margin,sos",
        "--date",
        "2027-03-06",
    )
    assert code == 0
    assert out.strip() == f"created event {EVENT}: 4 rounds, scoring wdl, tie-breaks margin, sos"
    code, out, _err = run(
        capsys,
        "server",
        "event",
        archive.admin_url,
        "--name",
        EVENT,
        "--rounds",
        "4",
        "--scoring",
        "matrix",
        "--bands",
        "0:10,10:15,20:20",
        "--hide-luck",
    )
    assert code == 0 and out.startswith(f"updated event {EVENT}: 4 rounds, scoring matrix")
    assert archive.rows(
        "SELECT scoring, rounds, hide_luck, event_date FROM adjutant_archive.events WHERE name = %s",
        EVENT,
    ) == [("matrix", 4, True, None)]
    assert archive.rows(
        "SELECT min_margin, winner_points, loser_points FROM adjutant_archive.event_bands b "
        "JOIN adjutant_archive.events e USING (event_id) WHERE e.name = %s ORDER BY 1",
        EVENT,
    ) == [(0, 10, 10), (10, 15, 5), (20, 20, 0)]


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        ("--bands", "0:12,5:15", "the first band starts at margin 0"),
        ("--bands", "0:10,5:9", "a larger margin never"),
        ("--points", "1,3,0", "a win scores at least a draw"),
        ("--tiebreaks", "sos,luck", "'luck' is not"),
        ("--tiebreaks", "sos,sos", "named once"),
    ],
)
def test_server_event_refuses_bad_settings_and_writes_nothing(league, capsys, option, value, says):
    archive, _table = league
    before = archive.rows("SELECT * FROM adjutant_archive.events ORDER BY event_id")
    code, out, err = run(
        capsys,
        "server",
        "event",
        archive.admin_url,
        "--name",
        "Other",
        "--rounds",
        "3",
        "--scoring",
        "matrix",
        option,
        value,
    )
    assert code == 1 and out == "" and says in err
    assert archive.rows("SELECT * FROM adjutant_archive.events ORDER BY event_id") == before


def test_standings_json_and_csv(league, capsys):
    archive, _table = league
    run(
        capsys,
        "server",
        "event",
        archive.admin_url,
        "--name",
        EVENT,
        "--rounds",
        "4",
        "--scoring",
        "wdl",
    )
    code, out, _err = run(capsys, "standings", archive.admin_url, "--event", EVENT, "--json")
    assert code == 0
    rows = json.loads(out)
    assert [(r["rank"], r["player"]) for r in rows] == [
        (1, "=Ann"),
        (2, "Cat"),
        (2, "Dan"),
        (4, "Bob"),
    ]
    ann = rows[0]
    for key in (
        "rank",
        "player",
        "club",
        "faction",
        "wins",
        "draws",
        "losses",
        "event_points",
        "vp_for",
        "vp_against",
        "margin",
        "sos",
    ):
        assert key in ann
    assert (ann["wins"], ann["event_points"], ann["vp_for"], ann["vp_against"], ann["margin"]) == (
        1,
        3,
        30,
        10,
        20,
    )
    assert ann["sos"] == 0 and ann["faction"] == "Elves" and ann["club"] is None
    code, out, _err = run(capsys, "standings", archive.admin_url, "--event", EVENT, "--csv")
    table = list(csv.DictReader(io.StringIO(out)))
    assert table[0]["player"] == "'=Ann"  # a spreadsheet would run it as a formula
    assert table[0]["margin"] == "20" and table[3]["margin"] == "-20"
    assert list(table[0]) == [
        "rank",
        "event",
        "player",
        "player_code",
        "club",
        "faction",
        "games",
        "wins",
        "draws",
        "losses",
        "event_points",
        "vp_for",
        "vp_against",
        "margin",
        "sos",
    ]
    code, out, _err = run(capsys, "standings", archive.admin_url, "--event", EVENT)
    assert code == 0 and "tie-breaks sos, margin, vp" in out and "=Ann" in out


def test_standings_results_have_the_match_record_csv_columns(league, capsys):
    archive, _table = league
    code, out, _err = run(
        capsys, "standings", archive.admin_url, "--event", EVENT, "--results", "--csv"
    )
    assert code == 0
    lines = list(csv.DictReader(io.StringIO(out)))
    assert list(lines[0]) == [
        "event",
        "round",
        "table",
        "player",
        "player_code",
        "faction",
        "opponent",
        "vp_total",
        "opponent_vp",
        "margin",
        "result",
        "went_first",
    ]
    assert len(lines) == 4
    bob = next(line for line in lines if line["player"] == "Bob")
    assert (bob["opponent"], bob["vp_total"], bob["opponent_vp"], bob["margin"], bob["result"]) == (
        "'=Ann",
        "10",
        "30",
        "-20",
        "loss",
    )
    code, out, _err = run(
        capsys,
        "standings",
        archive.admin_url,
        "--event",
        EVENT,
        "--results",
        "--json",
        "--round",
        "2",
    )
    assert json.loads(out) == []


def test_server_viewer_and_players(league, capsys, tmp_path):
    archive, _table = league
    code, out, _err = run(capsys, "server", "viewer", archive.admin_url, "--name", "screens")
    assert code == 0 and out.startswith("postgresql://screens:")
    line = out.strip()
    roster = tmp_path / "roster.csv"
    roster.write_text("name,player_code,club\nCat,,Owls\nDan,,Ravens\n", encoding="utf-8")
    code, out, _err = run(
        capsys, "server", "players", archive.admin_url, "--event", EVENT, str(roster)
    )
    assert code == 0 and "2 player(s)" in out
    code, out, _err = run(capsys, "standings", line, "--event", EVENT, "--json")
    clubs = {r["player"]: r["club"] for r in json.loads(out)}
    assert clubs == {"=Ann": None, "Cat": "Owls", "Dan": "Ravens", "Bob": None}
    # The viewer may not set anything up.
    code, _out, err = run(capsys, "server", "players", line, "--event", EVENT, str(roster))
    assert code == 1 and "could not" in err
    bad = tmp_path / "bad.csv"
    bad.write_text("who,club\nX,Y\n", encoding="utf-8")
    code, _out, err = run(
        capsys, "server", "players", archive.admin_url, "--event", EVENT, str(bad)
    )
    assert code == 1 and "'name' column" in err


def test_standings_unreachable_and_refused(capsys, pg_cluster):
    code, _out, err = run(
        capsys, "standings", "postgresql://nobody:x@127.0.0.1:1/none", "--event", "X"
    )
    assert code == 3 and "cannot be reached" in err
    code, _out, err = run(capsys, "standings", "https://example.org", "--event", "X")
    assert code == 1


def test_send_game(league, capsys, tmp_path):
    _archive, table = league
    from played_games import new_played_game

    path = tmp_path / "table.adjutant"
    new_played_game(path, 8, seed=5)
    code, out, err = run(capsys, "send-game", str(path), "--to", table.line.url())
    assert code == 1 and "push its ops first" in err  # the archive must hold the game first
    code, _out, _err = run(capsys, "push", str(path), "--to", table.line.url())
    assert code == 0
    code, out, _err = run(capsys, "send-game", str(path), "--to", table.line.url())
    assert code == 0 and "sent" in out
    code, out, _err = run(capsys, "send-game", str(path), "--to", table.line.url())
    assert code == 0 and "already there" in out
    (tmp_path / "junk.adjutant").write_bytes(b"junk")
    code, _out, err = run(
        capsys, "send-game", str(tmp_path / "junk.adjutant"), "--to", table.line.url()
    )
    assert code == 2 and "not a game file" in err

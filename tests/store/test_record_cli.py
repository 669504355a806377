"""The match record's command line (issue 24): ``adjutant record``, ``export-record`` and
``outbox``; exit 0 on success, 2 for a refused input with one line saying why (and
nothing written), 1 for a game that cannot be read. (``adjutant slip`` draws with Qt:
tests/qt/test_record_window.py.)"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import jsonschema
import pytest
from store_helpers import file_digest

from adjutant.cli import TOOLS, run_tool
from adjutant.store.file.game import Game
from adjutant.store.format import outbox
from adjutant.store.record.match import match_record
from adjutant.store.services.sample import create_sample

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "resources" / "schemas" / "match-1.schema.json").read_text("utf-8"))
FIELDS = {
    "event": {"name": "Winter League", "round": 2, "table": 7},
    "scenario": "Crossroads",
    "points_limit": 2000,
    "end_reason": "turn limit",
    "players": [
        {"name": "Anna", "went_first": True, "vp_by_round": [{"primary": 5, "secondary": 2}]},
        {"name": "Bernardo", "vp_by_round": [{"primary": 3, "secondary": 1}]},
    ],
}


@pytest.fixture
def path(tmp_path):
    out = tmp_path / "g.adjutant"
    create_sample(out).close()
    return out


def _fields(tmp_path, data, name="fields.json") -> str:
    file = tmp_path / name
    file.write_text(json.dumps(data), encoding="utf-8")
    return str(file)


def _run(capsys, *args) -> tuple[int, str, str]:
    code = run_tool(args[0], [str(a) for a in args[1:]])
    out = capsys.readouterr()
    return code, out.out, out.err


def _one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def test_the_tools_are_registered_by_their_fixed_names():
    for name in ("record", "slip", "export-record", "outbox"):
        assert TOOLS[name].startswith("record_tools:")


def test_record_shows_a_draft_then_writes_fields(path, tmp_path, capsys):
    code, out, _ = _run(capsys, "record", path, "--json")
    assert code == 0 and json.loads(out)["state"] == "draft"
    code, out, err = _run(capsys, "record", path, "--set-from", _fields(tmp_path, FIELDS))
    assert code == 0 and err == ""
    assert "Player 1: Anna" in out and "win" in out and "Winter League, round 2, table 7" in out
    code, out, _ = _run(capsys, "record", path, "--json")
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    assert data["players"][0]["vp_total"] == 7 and data["event"]["table"] == 7


@pytest.mark.parametrize(
    ("data", "why"),
    [
        ({"players": [{"name": "n" * 300}, None]}, "players[0].name"),
        ({"event": {"round": 0}}, "event.round"),
        ({"bogus": 1}, "bogus: is not a field"),
        ({"state": "confirmed"}, "computed by Adjutant"),
        ([1, 2], "JSON object"),
    ],
)
def test_set_from_a_bad_field_is_refused_with_one_line_and_nothing_written(
    path, tmp_path, capsys, data, why
):
    digest = file_digest(path)
    code, out, err = _run(capsys, "record", path, "--set-from", _fields(tmp_path, data))
    assert code == 2 and out == ""
    assert why in _one_line(err) and _one_line(err).startswith("adjutant record:")
    assert file_digest(path) == digest


def test_set_from_a_file_that_is_not_json(path, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"{not json")
    code, _, err = _run(capsys, "record", path, "--set-from", bad)
    assert code == 2 and "is not JSON" in _one_line(err)
    code, _, err = _run(capsys, "record", path, "--set-from", tmp_path / "missing.json")
    assert code == 2 and "cannot read" in _one_line(err)


def test_confirm_and_dispute_from_the_command_line(path, tmp_path, capsys):
    _run(capsys, "record", path, "--set-from", _fields(tmp_path, FIELDS))
    assert _run(capsys, "record", path, "--confirm", "1", "--pin", "2468")[0] == 0
    code, out, _ = _run(capsys, "record", path, "--confirm", "2", "--pin", "1357", "--json")
    assert code == 0 and json.loads(out)["state"] == "confirmed"
    # A change clears both and says so; a wrong PIN is refused and writes nothing.
    code, out, _ = _run(
        capsys, "record", path, "--set-from", _fields(tmp_path, {"scenario": "Hill"})
    )
    assert code == 0 and "confirmation of player 1 and player 2 was cleared" in out
    digest = file_digest(path)
    code, out, err = _run(capsys, "record", path, "--confirm", "1", "--pin", "1111")
    assert code == 2 and "not player 1's PIN" in _one_line(err) and "1111" not in err
    assert file_digest(path) == digest
    code, out, _ = _run(capsys, "record", path, "--dispute", "2", "--note", "VP of round 1")
    assert code == 0 and "Disputed by player 2: VP of round 1" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--confirm", "1"],
        ["--confirm", "3", "--pin", "1234"],
        ["--dispute", "1"],
        ["--pin", "1234"],
        ["--note", "x"],
        ["--confirm", "1", "--pin", "1234", "--dispute", "2", "--note", "x"],
        ["--bogus"],
    ],
)
def test_refused_arguments_exit_2_with_one_line(path, capsys, args):
    code, _, err = _run(capsys, "record", path, *args)
    assert code == 2 and _one_line(err).startswith("adjutant record")


def test_a_file_that_is_not_a_game_is_refused(tmp_path, capsys):
    text = tmp_path / "notes.adjutant"
    text.write_text("hello", encoding="utf-8")
    for tool in ("record", "outbox"):
        code, _, err = _run(capsys, tool, text)
        assert code == 2 and "not an Adjutant game" in _one_line(err)
    code, _, err = _run(capsys, "export-record", text, "-o", tmp_path / "r.json")
    assert code == 2
    code, _, err = _run(capsys, "record", tmp_path / "missing.adjutant")
    assert code == 2 and "does not exist" in _one_line(err)


def test_export_record_as_json_and_csv(path, tmp_path, capsys):
    _run(capsys, "record", path, "--set-from", _fields(tmp_path, FIELDS))
    out_json, out_csv = tmp_path / "r.json", tmp_path / "r.csv"
    assert _run(capsys, "export-record", path, "-o", out_json)[0] == 0
    data = json.loads(out_json.read_text("utf-8"))
    jsonschema.validate(data, SCHEMA)
    with Game.open(path) as game:
        assert data == match_record(game).to_json()
    assert _run(capsys, "export-record", path, "-o", out_csv)[0] == 0
    rows = list(csv.DictReader(out_csv.open(encoding="utf-8", newline="")))
    assert [r["player"] for r in rows] == ["Anna", "Bernardo"]
    assert [r["result"] for r in rows] == ["win", "loss"]
    code, _, err = _run(capsys, "export-record", path, "-o", tmp_path / "r.xlsx")
    assert code == 2 and ".json or .csv" in _one_line(err)
    assert not (tmp_path / "r.xlsx").exists()
    code, _, err = _run(capsys, "export-record", path, "-o", tmp_path / "nowhere" / "r.json")
    assert code == 1 and "cannot write" in _one_line(err)


def test_outbox_lists_the_ops_in_order(path, tmp_path, capsys):
    _run(capsys, "record", path, "--set-from", _fields(tmp_path, FIELDS))
    _run(capsys, "record", path, "--confirm", "1", "--pin", "2468")
    code, out, _ = _run(capsys, "outbox", path, "--json")
    listed = json.loads(out)
    assert code == 0 and [op["kind"] for op in listed] == ["record", "confirm"]
    assert all(set(op) == {"seq", "kind", "op_uuid", "sha256", "created_at"} for op in listed)
    with Game.open(path) as game:
        assert listed == [op.listing() for op in outbox.iter_ops(game)]
    code, out, _ = _run(capsys, "outbox", path)
    assert code == 0 and "Edit match record" in out and out.strip().endswith("2 op(s)")

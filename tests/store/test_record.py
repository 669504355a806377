"""The match record (issue 24): every field validated, both confirmations needed, a change
after confirming clears both (and says so), a wrong PIN refused with nothing changed, a
dispute, undo; the record's hash, its results, luck, exports, and its stored values
checked when read.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import sqlite3
from pathlib import Path

import jsonschema
import pytest
from store_helpers import snapshot, units_of

from adjutant.store.errors import DamagedGame, InvalidField
from adjutant.store.file.check import check_file
from adjutant.store.file.game import Game, copy_database
from adjutant.store.format import outbox
from adjutant.store.read import queries as q
from adjutant.store.record.export import CSV_COLUMNS, export_csv, export_json, write_export
from adjutant.store.record.match import match_record
from adjutant.store.services import edits as sv
from adjutant.store.services import record as rsv
from adjutant.store.tools.command import recorder as rs

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "resources" / "schemas" / "match-1.schema.json").read_text("utf-8"))
LISTS = ROOT / "tests" / "data" / "lists"

FULL = {
    "event": {"name": "Winter League", "round": 2, "table": 7},
    "scenario": "Crossroads",
    "points_limit": 2000,
    "end_reason": "turn limit",
    "players": [
        {
            "name": "Anna",
            "player_code": "WL-42",
            "faction": "Lowlands",
            "went_first": True,
            "vp_by_round": [{"primary": 5, "secondary": 2}, {"primary": 4, "secondary": 1}],
        },
        {
            "name": "Bernardo",
            "faction": "Nord",
            "vp_by_round": [{"primary": 3, "secondary": 1}, {"primary": 5, "secondary": 0}],
        },
    ],
}


def _ops(game) -> list[outbox.Op]:
    return list(outbox.iter_ops(game))


def _state(game):
    """Everything a refused call must leave as it was: rows, journal, outbox."""
    return snapshot(game), game.undoable(), [op.op_uuid for op in _ops(game)]


def _unit(game, name):
    return next(u for u in units_of(game) if u.name == name)


def _filled(game):
    rsv.set_record(game, FULL)
    return match_record(game)


def _both_confirmed(game):
    _filled(game)
    rsv.confirm(game, 1, "1234")
    rsv.confirm(game, 2, "5678")
    assert match_record(game).state == "confirmed"


# ---------------------------------------------------------------- the record's fields


def test_a_game_reads_as_a_draft_before_anything_is_entered(sample):
    record = match_record(sample)
    assert record.stored is False and record.state == "draft"
    sides = q.order_of_battle(sample).sides
    assert [p.side_name for p in record.players] == [sides[0].name, sides[1].name]
    assert record.missing_for_confirmation()
    assert jsonschema.validate(record.to_json(), SCHEMA) is None


def test_set_record_writes_every_field_in_one_action(sample):
    change = rsv.set_record(sample, FULL)
    record = match_record(sample)
    assert (record.event_name, record.event_round, record.event_table) == ("Winter League", 2, 7)
    assert (record.scenario, record.points_limit, record.end_reason) == (
        "Crossroads",
        2000,
        "turn limit",
    )
    a, b = record.players
    assert (a.name, a.player_code, a.faction, a.went_first) == ("Anna", "WL-42", "Lowlands", True)
    assert (b.name, b.player_code, b.went_first) == ("Bernardo", None, False)
    assert (a.vp_total, b.vp_total) == (12, 9)
    assert (a.result, b.result) == ("win", "loss")  # the points decide
    assert [label for _, label in sample.undoable()] == ["Edit match record"]
    (op,) = _ops(sample)
    assert op.kind == "record" and "players[0].vp_by_round" in op.data()["fields"]
    assert op.data()["record"] == record.to_json()
    assert change.result["unconfirmed"] == []


def test_only_the_fields_given_change(sample):
    _filled(sample)
    rsv.set_record(sample, {"event": {"table": 9}, "players": [None, {"player_code": "X-1"}]})
    record = match_record(sample)
    assert (record.event_name, record.event_round, record.event_table) == ("Winter League", 2, 9)
    assert record.players[1].player_code == "X-1" and record.players[0].player_code == "WL-42"


BAD_FIELDS = [
    ({"event": "Winter League"}, "event"),
    ({"event": {"name": "x" * 201}}, "event.name"),
    ({"event": {"name": "Line\nbreak"}}, "event.name"),
    ({"event": {"name": "Evil \u202e override"}}, "event.name"),
    ({"event": {"round": 0}}, "event.round"),
    ({"event": {"round": 1001}}, "event.round"),
    ({"event": {"round": "2"}}, "event.round"),
    ({"event": {"round": True}}, "event.round"),
    ({"event": {"table": -1}}, "event.table"),
    ({"event": {"city": "Lyon"}}, "event.city"),
    ({"scenario": "s" * 201}, "scenario"),
    ({"scenario": 12}, "scenario"),
    ({"points_limit": 0}, "points_limit"),
    ({"points_limit": 2000.5}, "points_limit"),
    ({"points_limit": 10**9}, "points_limit"),
    ({"end_reason": "rage quit"}, "end_reason"),
    ({"players": {"name": "Anna"}}, "players"),
    ({"players": [{}, {}, {}]}, "players"),
    ({"players": ["Anna", None]}, "players[0]"),
    ({"players": [{"name": "n" * 201}, None]}, "players[0].name"),
    ({"players": [None, {"player_code": "c" * 65}]}, "players[1].player_code"),
    ({"players": [None, {"player_code": "tab\there"}]}, "players[1].player_code"),
    ({"players": [{"faction": "f" * 201}, None]}, "players[0].faction"),
    ({"players": [{"vp_by_round": "5 2"}, None]}, "players[0].vp_by_round"),
    ({"players": [{"vp_by_round": [{"primary": 5}]}, None]}, "players[0].vp_by_round"),
    ({"players": [{"vp_by_round": [{"primary": -1, "secondary": 0}]}, None]}, "players[0]"),
    ({"players": [{"vp_by_round": [{"primary": 10001, "secondary": 0}]}, None]}, "players[0]"),
    ({"players": [{"vp_by_round": [{"primary": 1.5, "secondary": 0}]}, None]}, "players[0]"),
    (
        {"players": [{"vp_by_round": [{"primary": 1, "secondary": 0, "bonus": 3}]}, None]},
        "players[0]",
    ),
    ({"players": [{"vp_by_round": [{"primary": 1, "secondary": 1}] * 51}, None]}, "players[0]"),
    ({"players": [{"result": "victory"}, None]}, "players[0].result"),
    ({"players": [{"result": "win"}, {"result": "win"}]}, "players[1].result"),
    ({"players": [{"went_first": "yes"}, None]}, "players[0].went_first"),
    ({"players": [{"went_first": True}, {"went_first": True}]}, "went_first"),
    ({"players": [{"went_first": False}, {"went_first": False}]}, "went_first"),
    ({"players": [{"list_sha256": "0" * 64}, None]}, "players[0].list_sha256"),
    ({"players": [{"vp_total": 20}, None]}, "players[0].vp_total"),
    ({"players": [{"confirmed_at": "2027-01-01T00:00:00Z"}, None]}, "players[0].confirmed_at"),
    ({"players": [{"nickname": "Ann"}, None]}, "players[0].nickname"),
    ({"state": "confirmed"}, "state"),
    ({"record_sha256": "0" * 64}, "record_sha256"),
    ({"schema": "adjutant.match/1"}, "schema"),
    ({"luck": []}, "luck"),
    ({"winner": "Anna"}, "winner"),
    ({}, "fields"),
    (["event"], "fields"),
]


@pytest.mark.parametrize(("fields", "named"), BAD_FIELDS, ids=[b[1] for b in BAD_FIELDS])
def test_every_field_is_validated_and_a_refusal_changes_nothing(sample, fields, named):
    _filled(sample)
    before = _state(sample)
    with pytest.raises(InvalidField) as info:
        rsv.set_record(sample, fields)
    assert info.value.field.startswith(named), info.value
    assert info.value.why  # a reason a player can read
    assert _state(sample) == before


def test_computed_fields_are_refused_as_computed(sample):
    with pytest.raises(InvalidField, match="computed by Adjutant"):
        rsv.set_record(sample, {"state": "confirmed"})
    with pytest.raises(InvalidField, match="not a field of the match record"):
        rsv.set_record(sample, {"winner": "Anna"})


def test_results_from_points_or_entered(sample):
    _filled(sample)
    rsv.set_record(
        sample,
        {
            "players": [
                {"vp_by_round": [{"primary": 4, "secondary": 0}]},
                {"vp_by_round": [{"primary": 3, "secondary": 1}]},
            ]
        },
    )
    assert [p.result for p in match_record(sample).players] == ["draw", "draw"]
    # The game decided otherwise (an army broken): the entered result counts, for both.
    rsv.set_record(sample, {"players": [None, {"result": "win"}], "end_reason": "army broken"})
    record = match_record(sample)
    assert [p.result for p in record.players] == ["loss", "win"]
    assert [p.result_entered for p in record.players] == ["loss", "win"]
    rsv.set_record(sample, {"players": [{"result": None}, None]})
    assert [p.result for p in match_record(sample).players] == ["draw", "draw"]


def test_went_first_from_one_player_names_the_other(sample):
    rsv.set_record(sample, {"players": [{"went_first": False}, None]})
    assert [p.went_first for p in match_record(sample).players] == [False, True]
    rsv.set_record(sample, {"players": [{"went_first": None}, None]})
    assert [p.went_first for p in match_record(sample).players] == [None, None]


def test_record_sha256_is_the_hash_of_its_canonical_content(sample):
    record = _filled(sample)
    content = outbox.canonical_json(record.content())
    assert record.record_sha256 == hashlib.sha256(content.encode()).hexdigest()
    assert "state" not in record.content() and "app_version" not in record.content()
    rsv.confirm(sample, 1, "1234")
    assert match_record(sample).record_sha256 == record.record_sha256  # confirming is no change
    rsv.set_record(sample, {"scenario": "Hill"})
    assert match_record(sample).record_sha256 != record.record_sha256


# ---------------------------------------------------------------- confirmations


def test_both_confirmations_are_needed(sample):
    _filled(sample)
    rsv.confirm(sample, 1, "1234")
    record = match_record(sample)
    assert (
        record.state == "draft"
        and record.players[0].confirmed_at
        and not record.players[1].confirmed_at
    )
    rsv.confirm(sample, 2, "5678")
    record = match_record(sample)
    assert record.state == "confirmed"
    assert all(p.confirmed_at.endswith("Z") for p in record.players)
    kinds = [op.kind for op in _ops(sample)]
    assert kinds == ["record", "confirm", "confirm"]
    assert _ops(sample)[-1].data()["record"]["state"] == "confirmed"
    assert _ops(sample)[-1].data()["record_sha256"] == record.record_sha256


def test_an_incomplete_record_cannot_be_confirmed(sample):
    rsv.set_record(sample, {"players": [{"name": "Anna"}, None]})
    before = _state(sample)
    with pytest.raises(InvalidField, match="player 2's name") as info:
        rsv.confirm(sample, 1, "1234")
    assert "end reason" in str(info.value)
    assert _state(sample) == before


def test_a_player_confirms_once(sample):
    _filled(sample)
    rsv.confirm(sample, 1, "1234")
    with pytest.raises(InvalidField, match="already confirmed"):
        rsv.confirm(sample, 1, "1234")


def test_a_change_after_confirming_clears_both_and_says_so(sample):
    _both_confirmed(sample)
    change = rsv.set_record(
        sample, {"players": [None, {"vp_by_round": [{"primary": 9, "secondary": 9}]}]}
    )
    assert change.result["unconfirmed"] == [1, 2] and change.unconfirmed == (1, 2)
    record = match_record(sample)
    assert record.state == "draft" and not any(p.confirmed_at for p in record.players)
    record_op, unconfirm = _ops(sample)[-2:]
    assert (record_op.kind, unconfirm.kind) == ("record", "unconfirm")
    assert (
        unconfirm.data()["players"] == [1, 2] and "after confirming" in unconfirm.data()["reason"]
    )
    assert unconfirm.data()["record"]["state"] == "draft"
    # The PINs stay: a player confirms again with the same one.
    with pytest.raises(InvalidField, match="not player 1's PIN"):
        rsv.confirm(sample, 1, "9999")
    rsv.confirm(sample, 1, "1234")


def test_a_roll_after_confirming_clears_both_and_a_move_does_not(sample):
    _both_confirmed(sample)
    guards = _unit(sample, "2nd Coldstream Guards")
    moved = sv.set_footprint(sample, guards.id, q.FootprintInfo(30, 20, 45, 5, 2))
    assert moved.unconfirmed == () and match_record(sample).state == "confirmed"
    change = rs.resolve_control_test(sample, guards.id, "move", distance=12.0)
    assert change.unconfirmed == (1, 2)  # the luck in the record changed
    assert match_record(sample).state == "draft"
    action, unconfirm = _ops(sample)[-2:]
    assert (action.kind, unconfirm.kind) == ("action", "unconfirm")
    assert "Control test" in unconfirm.data()["reason"]
    # Undoing the roll gives back the record they confirmed, confirmations and all.
    sample.undo(change.action_id)
    assert match_record(sample).state == "confirmed"


def test_a_wrong_pin_is_refused_and_nothing_changes(sample):
    _filled(sample)
    rsv.confirm(sample, 1, "1234")
    rsv.set_record(sample, {"scenario": "Changed"})  # clears the confirmation
    before = _state(sample)
    for pin in ("4321", "12345"):
        with pytest.raises(InvalidField, match="not player 1's PIN"):
            rsv.confirm(sample, 1, pin)
        assert _state(sample) == before
    for pin in ("12", "1234567890123", "12a4", "", 1234, None):
        with pytest.raises(InvalidField) as info:
            rsv.confirm(sample, 1, pin)
        assert info.value.field == "pin" and "1234" not in str(info.value)
        assert _state(sample) == before
    for player in (0, 3, "1", True):
        with pytest.raises(InvalidField):
            rsv.confirm(sample, player, "1234")
    assert _state(sample) == before


def test_the_pin_is_kept_only_as_a_salted_hash_and_never_sent(sample, tmp_path):
    _filled(sample)
    pin = "97531864"
    rsv.confirm(sample, 1, pin)
    rsv.confirm(sample, 2, pin)  # the same PIN, another salt: another hash
    with sample.read() as conn:
        rows = conn.execute("SELECT pin_salt, pin_hash FROM match_players ORDER BY id").fetchall()
    assert rows[0][0] != rows[1][0] and rows[0][1] != rows[1][1]
    assert all(len(salt) == 32 and len(digest) == 64 for salt, digest in rows)
    copy = tmp_path / "copy.adjutant"
    copy_database(sample.path, copy)
    assert pin.encode() not in copy.read_bytes()
    for op in _ops(sample):
        assert "pin_hash" not in op.payload and "pin_salt" not in op.payload
        assert rows[0][1] not in op.payload and rows[0][0] not in op.payload
    assert "pin" not in json.dumps(match_record(sample).to_json()).lower().replace("players", "")


# ---------------------------------------------------------------- dispute


def test_either_player_may_dispute_with_a_note(sample):
    _both_confirmed(sample)
    change = rsv.dispute(sample, 2, "Round 2 secondary was 1, not 0")
    assert change.result["unconfirmed"] == [1, 2]
    record = match_record(sample)
    assert record.state == "disputed" and record.dispute_player == 2
    assert record.to_json()["dispute"] == {"player": 2, "note": "Round 2 secondary was 1, not 0"}
    dispute_op, unconfirm = _ops(sample)[-2:]
    assert dispute_op.kind == "dispute" and dispute_op.data()["note"].startswith("Round 2")
    assert dispute_op.data()["player"] == 2 and unconfirm.kind == "unconfirm"
    for player, note in ((1, ""), (1, "   "), (3, "why"), (1, "x" * 2001)):
        with pytest.raises(InvalidField):
            rsv.dispute(sample, player, note)
    # Corrected and confirmed by both again: they agree, the dispute is over.
    rsv.set_record(
        sample,
        {
            "players": [
                {"vp_by_round": [{"primary": 5, "secondary": 2}, {"primary": 4, "secondary": 2}]},
                None,
            ]
        },
    )
    rsv.confirm(sample, 1, "1234")
    assert match_record(sample).state == "disputed"
    change = rsv.confirm(sample, 2, "5678")
    assert change.result["dispute_lifted"]["player"] == 2
    assert match_record(sample).state == "confirmed"


# ---------------------------------------------------------------- undo


def test_every_record_change_undoes_and_redoes(sample):
    start = snapshot(sample)
    first = rsv.set_record(sample, FULL)
    second = rsv.set_record(sample, {"scenario": "Hill", "event": {"round": 3}})
    confirmed = rsv.confirm(sample, 1, "1234")
    disputed = rsv.dispute(sample, 2, "scores")
    sample.undo(disputed.action_id)
    record = match_record(sample)
    assert record.state == "draft" and record.players[0].confirmed_at  # the confirmation is back
    sample.undo(confirmed.action_id)
    assert not match_record(sample).players[0].confirmed_at
    sample.undo(second.action_id)
    assert (match_record(sample).scenario, match_record(sample).event_round) == ("Crossroads", 2)
    sample.undo(first.action_id)
    assert snapshot(sample) == start and match_record(sample).stored is False
    undo_ops = [op for op in _ops(sample) if op.kind == "undo"]
    assert len(undo_ops) == 4 and all("record" in op.data() for op in undo_ops)
    assert undo_ops[-1].data()["record"] == match_record(sample).to_json()
    for change in (first, second, confirmed):
        sample.redo(change.action_id)
    assert match_record(sample).players[0].confirmed_at
    state, problems = outbox.replay(_ops(sample))
    assert problems == [] and [r.undone for r in state.values()] == [False, False, False, True]


# ---------------------------------------------------------------- factions from lists, luck


def test_factions_come_from_the_imported_army_list(game):
    from adjutant.lists import read_list
    from adjutant.store.services import lists as ls

    path = LISTS / "nested_forces.ros"
    army = read_list(path)
    side = q.order_of_battle(game).sides[0]
    ls.import_army_list(game, army, mode=ls.ADD, side_id=side.id)
    player = match_record(game).players[0]
    assert player.list_sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    assert army.name in player.faction and army.game_system in player.faction
    rsv.set_record(game, {"players": [{"name": "Anna"}, None]})  # stored with that default
    assert match_record(game).players[0].faction == player.faction
    rsv.set_record(game, {"players": [{"faction": "My own words"}, None]})
    rsv.fill_faction(game, 1)
    assert match_record(game).players[0].faction == player.faction
    with pytest.raises(InvalidField, match="no army list"):
        rsv.fill_faction(game, 2)


def test_luck_per_player_with_physical_and_virtual_dice_apart(sample):
    guards = _unit(sample, "2nd Coldstream Guards")
    scots = _unit(sample, "1st Royal Scots")
    rs.resolve_control_test(sample, guards.id, "move", distance=12.0)
    rs.resolve_control_test(
        sample, scots.id, "move", distance=6.0, dice_mode="physical", faces=[20]
    )
    record = match_record(sample)
    lines = {(line.player, line.dice_source): line.luck for line in record.luck}
    events = q.events(sample)
    virtual = lines[1, "virtual"]
    assert virtual.rolls == 1 and virtual.expected == events[0].event.chance
    physical = lines[1, "physical"]
    assert (physical.rolls, physical.achieved) == (1, 1)  # a natural 20 passes (CMD-5)
    assert lines[2, "virtual"].rolls == lines[2, "physical"].rolls == 0
    for line in record.to_json()["luck"]:
        assert line["z"] is None or isinstance(line["z"], float)


# ---------------------------------------------------------------- exports


def test_the_json_export_validates_against_its_schema(sample, tmp_path):
    _both_confirmed(sample)
    rsv.dispute(sample, 1, "a <b>bold</b> claim")
    record = match_record(sample)
    data = json.loads(export_json(record))
    jsonschema.validate(data, SCHEMA)
    assert (
        data["schema"] == "adjutant.match/1" and data["game_uuid"] == q.game_info(sample).game_uuid
    )
    assert data["ruleset"]["name"] and len(data["ruleset"]["sha256"]) == 64
    assert data["record_sha256"] == record.record_sha256
    broken = {**data, "state": "final"}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, SCHEMA)
    out = tmp_path / "record.json"
    assert write_export(record, out) == "json"
    assert json.loads(out.read_text("utf-8")) == data


def test_the_csv_export_reads_back_one_row_per_player(sample, tmp_path):
    rsv.set_record(
        sample,
        {
            **FULL,
            "players": [{**FULL["players"][0], "name": "=cmd|' /C calc'!A0"}, FULL["players"][1]],
        },
    )
    text = export_csv(match_record(sample))
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0]) == CSV_COLUMNS and len(rows) == 2
    anna, bernardo = rows
    assert anna["player"].startswith("'=")  # a spreadsheet shows it, never runs it
    assert (anna["event"], anna["round"], anna["table"]) == ("Winter League", "2", "7")
    assert (anna["vp_total"], anna["opponent_vp"], anna["margin"]) == ("12", "9", "3")
    assert (anna["result"], anna["went_first"], anna["player_code"]) == ("win", "true", "WL-42")
    assert (bernardo["opponent"], bernardo["margin"], bernardo["result"]) == (
        anna["player"],
        "-3",
        "loss",
    )
    assert bernardo["went_first"] == "false" and bernardo["player_code"] == ""
    out = tmp_path / "record.CSV"
    assert write_export(match_record(sample), out) == "csv"
    assert out.read_bytes().decode("utf-8") == text
    with pytest.raises(InvalidField, match=r"\.json or \.csv"):
        write_export(match_record(sample), tmp_path / "record.txt")


# ---------------------------------------------------------------- stored values checked


@pytest.mark.parametrize(
    ("sql", "named"),
    [
        (
            'UPDATE match_players SET vp_by_round = \'[{"primary": -4, "secondary": 0}]\' WHERE id = 1',
            "player 1: vp_by_round",
        ),
        ("UPDATE match_players SET result = 'victory' WHERE id = 2", "player 2: result"),
        ("UPDATE match_players SET pin_hash = NULL WHERE id = 1", "player 1: pin_hash"),
        ("UPDATE match_record SET end_reason = 'rage quit'", "the match record: end_reason"),
        ("UPDATE match_record SET event_round = 0", "the match record: event_round"),
        ("UPDATE match_players SET name = 'a' || char(27) || 'b' WHERE id = 2", "player 2: name"),
    ],
)
def test_a_damaged_record_is_named_at_open_and_by_check(sample, tmp_path, sql, named):
    _filled(sample)
    rsv.confirm(sample, 1, "1234")
    path = tmp_path / "damaged.adjutant"
    copy_database(sample.path, path)
    conn = sqlite3.connect(path)
    conn.execute(sql)
    conn.commit()
    conn.close()
    report = check_file(path)
    assert report.status == "damaged" and any(p.startswith(named) for p in report.problems), report
    with pytest.raises(DamagedGame, match=named.split(":")[0]):
        Game.open(path).close()

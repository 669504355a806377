"""Every stored value is checked when a game is opened, as the services check it (issue 16).

Items 6, 7, 8 and the store part of 9: a value no service would write (a million-character
name, a 1e12 battlefield, a ruleset that is not a JSON object, a footprint coordinate that
is text, a combat table whose rows disagree with its die, a name with an escape code...)
makes ``Game.open`` raise ``DamagedGame`` naming the record and the field, leaves the
file as it was, and ``adjutant check`` reports it with exit 1. The services refuse
control characters in every name.
"""

from __future__ import annotations

import sqlite3

import pytest
from store_helpers import file_digest, snapshot

from adjutant.cli import run_tool
from adjutant.store.errors import DamagedGame, InvalidField
from adjutant.store.file.check import check_file
from adjutant.store.file.game import Game
from adjutant.store.format.validate import MAX_NOTES, MAX_TURN
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from damaged_games import CHECKED_WHEN_READ, MUTATIONS, damaged_sample, played_sample


@pytest.mark.parametrize("case", sorted(MUTATIONS))
def test_stored_value_no_service_would_write_is_damage_naming_the_record(tmp_path, case):
    """Items 6-9 (store): DamagedGame names the record and field; nothing changes."""
    path = tmp_path / "damaged.adjutant"
    words = damaged_sample(path, case)
    digest = file_digest(path)
    with pytest.raises(DamagedGame) as info:
        if case in CHECKED_WHEN_READ:  # the turn log's and the summary's reading finds it
            with Game.open(path) as game:
                q.events(game)
        else:
            Game.open(path)
    message = str(info.value)
    assert message.startswith("damaged.adjutant is damaged: "), message
    for word in words:
        assert word in message, (word, message)
    assert len(message) < 1000  # a million-character name is not repeated in the message
    assert info.value.problems and all(len(p) < 400 for p in info.value.problems)
    if case not in CHECKED_WHEN_READ:
        assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


@pytest.mark.parametrize("case", sorted(MUTATIONS))
def test_check_reports_the_stored_value_and_exits_1(tmp_path, case, capsys):
    """Items 7 and 8: ``adjutant check`` says damaged (exit 1) and names the record."""
    path = tmp_path / "damaged.adjutant"
    words = damaged_sample(path, case)
    digest = file_digest(path)
    report = check_file(path)
    assert report.status == "damaged", report
    assert any(all(w in p for w in words) for p in report.problems), report.problems
    assert run_tool("check", [str(path)]) == 1
    out = capsys.readouterr().out
    assert "damaged" in out and words[0] in out
    assert file_digest(path) == digest
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_the_sample_and_a_played_game_pass_the_load_check(tmp_path):
    """The check refuses nothing a service writes (the sample, with every kind of row)."""
    path = tmp_path / "sample.adjutant"
    create_sample(path).close()
    assert check_file(path).status == "sound"
    with Game.open(path) as game:
        assert q.game_info(game).name


CONTROL_CHARACTERS = ["\x00", "\x07", "\x1b", "\r", "\n", "\t", "\x7f", "\x85", "\u2028"] + [
    chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))
]


def _name_services(game):
    oob = q.order_of_battle(game)
    side = oob.sides[0]
    formation = side.formations[0].id
    unit = side.all_units()[0].id
    terrain = q.battlefield(game).terrain[0].id
    board = q.hex_boards(game)[0]
    figure = board.figures[0].id
    return {
        "rename_game": lambda n: sv.rename_game(game, n),
        "rename_side": lambda n: sv.rename_side(game, side.id, n),
        "add_formation": lambda n: sv.add_formation(game, side.id, n),
        "rename_formation": lambda n: sv.rename_formation(game, formation, n),
        "add_unit": lambda n: sv.add_unit(game, formation, name=n),
        "update_unit": lambda n: sv.update_unit(game, unit, name=n),
        "commander": lambda n: sv.set_commander_in_chief(game, side.id, unit, name=n),
        "add_terrain": lambda n: sv.add_terrain(game, n, [(0, 0), (1, 0), (1, 1)]),
        "update_terrain": lambda n: sv.update_terrain(game, terrain, name=n),
        "add_hex_board": lambda n: sv.add_hex_board(game, n, 5, 5),
        "add_hex_figure": lambda n: sv.add_hex_figure(game, board.id, side.id, n, 9, 9),
        "update_hex_figure": lambda n: sv.update_hex_figure(game, figure, name=n),
    }


@pytest.mark.parametrize("char", CONTROL_CHARACTERS, ids=lambda c: f"U+{ord(c):04X}")
def test_services_refuse_control_characters_in_names(sample, char):
    """Item 9 (store): NUL, BEL, ESC, CR/LF, tab, DEL, C1, line separators and the bidi
    overrides U+202A-202E, U+2066-2069 are refused in every name, with a clear message."""
    before = snapshot(sample)
    for service, call in _name_services(sample).items():
        with pytest.raises(InvalidField, match="control characters") as info:
            call(f"Old{char}Guard")
        assert info.value.field == "name", service
    assert snapshot(sample) == before


def test_plain_unicode_names_are_still_welcome(sample):
    for name in ("Гвардия", "Ejército del Norte", "第一師団", "Tirailleurs — 2ᵉ"):
        sv.rename_game(sample, name)
        assert q.game_info(sample).name == name


def test_notes_keep_line_breaks_but_refuse_other_controls(sample):
    unit = q.order_of_battle(sample).sides[0].all_units()[0].id
    sv.update_unit(sample, unit, notes="Line one\nline two\twith a tab")
    with pytest.raises(InvalidField, match="control characters"):
        sv.update_unit(sample, unit, notes="bell \x07")
    with pytest.raises(InvalidField, match="at most"):
        sv.update_unit(sample, unit, notes="n" * 2_000_000)


def test_a_refused_value_is_not_repeated_whole_in_the_message(sample):
    with pytest.raises(InvalidField) as info:
        sv.rename_game(sample, "x" * 1_000_000)
    assert len(str(info.value)) < 300 and "1,000,000 characters" in str(info.value)


def test_service_bounds_match_the_load_bounds(sample):
    """What the load check refuses, the services refuse too (and the reverse: a value a
    service accepts opens again)."""
    unit = q.order_of_battle(sample).sides[0].all_units()[0]
    from adjutant.store.read.queries import FootprintInfo

    with pytest.raises(InvalidField):
        sv.set_footprint(sample, unit.id, FootprintInfo(1e300, 0, 0, 4, 2))
    with pytest.raises(InvalidField):
        sv.set_footprint(sample, unit.id, FootprintInfo(0, 0, 0, 1e9, 2))
    with pytest.raises(InvalidField):
        sv.add_terrain(sample, "Far", [(0, 0), (1e12, 0), (1, 1)])
    board = q.hex_boards(sample)[0]
    with pytest.raises(InvalidField):
        sv.add_hex_figure(sample, board.id, unit.side_id, "Far", 10**9, 0)
    sv.set_footprint(sample, unit.id, FootprintInfo(99_000, -99_000, 10, 10_000, 2))
    path = sample.path
    sample.close()
    with Game.open(path) as again:
        assert q.battlefield(again).footprints[unit.id].x == 99_000


def test_formations_nest_at_most_the_bounded_depth(sample):
    """A service never builds a tree the load check would refuse (nor one deep enough to
    exhaust Python's recursion when the order of battle is built)."""
    from adjutant.store.format.validate import MAX_DEPTH

    side = q.order_of_battle(sample).sides[0]
    parent = side.formations[0].id
    depth = 1
    with pytest.raises(InvalidField, match="deep"):
        while depth <= MAX_DEPTH + 1:
            parent = sv.add_formation(sample, side.id, f"Level {depth}", parent_id=parent).result
            depth += 1
    assert depth == MAX_DEPTH
    path = sample.path
    sample.close()
    assert check_file(path).status == "sound"


def test_house_rule_on_a_face_the_die_does_not_have_is_damage(tmp_path):
    """The house-rule overrides are checked against their table (ODD-2)."""
    path = tmp_path / "g.adjutant"
    create_sample(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE crt_overrides SET roll = 99")
    conn.commit()
    conn.close()
    report = check_file(path)
    assert report.status == "damaged" and any("house rule" in p for p in report.problems), report
    with pytest.raises(DamagedGame, match="house rule"):
        Game.open(path)


def test_the_whitespace_trimmed_in_sql_is_every_character_python_strips():
    # Written out in stored.py (computing it at import cost the launch 65 ms, issue 28): a
    # name of nothing but these is empty in SQL as it is in Python's str.strip().
    from adjutant.store.read import stored

    every = "".join(chr(c) for c in range(0x110000) if chr(c).isspace())
    assert every == stored._WHITESPACE
    assert stored._SQL_PARAMETERS["space"] == every


@pytest.mark.parametrize(
    ("column", "value", "sound"),
    [
        ("turn", MAX_TURN, True),
        ("turn", MAX_TURN + 1, False),  # the slow mutated-games run drew 10,001 (CI)
        ("turn", 0, False),
        ("summary", "x" * MAX_NOTES, True),
        ("summary", "x" * (MAX_NOTES + 1), False),
    ],
)
def test_the_turn_logs_quick_check_agrees_with_check_at_the_bounds(tmp_path, column, value, sound):
    # The turn log is checked when read, by a quick test that must be as strict as the
    # store's checks (stored.FIELDS): a game check calls damaged never reads as sound.
    path = tmp_path / "played.adjutant"
    played_sample(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"UPDATE events SET {column} = ? WHERE id = 1", (value,))
    conn.close()
    report = check_file(path)
    assert (report.status == "sound") is sound, report
    with Game.open(path) as game:
        if sound:
            assert q.events(game)[0].id == 1
        else:
            with pytest.raises(DamagedGame, match=f"event 1: {column}"):
                q.events(game)

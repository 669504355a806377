"""Standings, factions and luck of a scripted event on a real PostgreSQL (issue 26).

The event: 8 players, 3 rounds, 12 confirmed games pushed by four enrolled tables, as
laptops push them; beside them a draft, a disputed game and another event's game that
must not count. Its standings under each scoring rule are worked out by hand below
(win/draw/loss 3/1/0, battle points, the 20–0 match-point table with its default bands),
and the tie-breaks are checked one at a time on a second event made so that each one
decides in turn. The Wilson interval is checked against its formula.

Hand-worked games (player 1 went first in each; "conc." = won by concession):

    round 1: A 60–40 B    C 35–35 D    E 10–80 F    G 55–50 H
    round 2: A 45–45 F    G 30–52 C    B 70–20 D    H 41–38 E
    round 3: A 33–47 C    F 20–30 B (F conc.)    D 48–40 E    G 25–25 H

Factions: A, D Elves; B, E Orcs; C, F Dwarfs; G, H Men.
"""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

import pytest

from adjutant.archive import events, reading, scoring
from adjutant.archive.scoring import EventSettings
from archive_helpers import dice_test
from organiser_helpers import P, play

EVENT = "Spring GT"

FACTION = {"A": "Elves", "D": "Elves", "B": "Orcs", "E": "Orcs", "C": "Dwarfs", "F": "Dwarfs"}
FACTION |= {"G": "Men", "H": "Men"}
#: A keeps a player code; every other player is known by name (B once typed in lower case).
CODE = {"A": "P-007"}


def p(name: str, vp: int, *, first: bool = False, result: str | None = None, typed=None) -> P:
    return P(typed or name, FACTION[name], vp, result, CODE.get(name), first)


GAMES = [
    # (round, table, player 1 (went first), player 2)
    (1, 1, p("A", 60, first=True), p("B", 40)),
    (1, 2, p("C", 35, first=True), p("D", 35)),
    (1, 3, p("E", 10, first=True), p("F", 80)),
    (1, 4, p("G", 55, first=True), p("H", 50)),
    (2, 1, p("A", 45, first=True), p("F", 45)),
    (2, 2, p("G", 30, first=True), p("C", 52)),
    (2, 3, p("B", 70, first=True, typed="b"), p("D", 20)),
    (2, 4, p("H", 41, first=True), p("E", 38)),
    (3, 1, p("A", 33, first=True), p("C", 47)),
    (3, 2, p("F", 20, first=True, result="win"), p("B", 30)),
    (3, 3, p("D", 48, first=True), p("E", 40)),
    (3, 4, p("G", 25, first=True), p("H", 25)),
]

# rank, player, W, D, L, event points, VP for, VP against, margin, SoS
HAND_WDL = [
    (1, "C", 2, 1, 0, 7, 134, 98, 36, 12),
    (2, "F", 2, 1, 0, 7, 145, 85, 60, 7),
    (3, "A", 1, 1, 1, 4, 138, 132, 6, 17),
    (4, "G", 1, 1, 1, 4, 110, 127, -17, 15),
    (5, "D", 1, 1, 1, 4, 103, 145, -42, 10),
    (6, "H", 1, 1, 1, 4, 116, 118, -2, 8),
    (7, "B", 1, 0, 2, 3, 140, 100, 40, 15),
    (8, "E", 0, 0, 3, 0, 88, 169, -81, 15),
]
HAND_BP = [
    (1, "F", 2, 1, 0, 145, 145, 85, 60, 366),
    (2, "B", 1, 0, 2, 140, 140, 100, 40, 386),
    (3, "A", 1, 1, 1, 138, 138, 132, 6, 419),
    (4, "C", 2, 1, 0, 134, 134, 98, 36, 351),
    (5, "H", 1, 1, 1, 116, 116, 118, -2, 308),
    (6, "G", 1, 1, 1, 110, 110, 127, -17, 366),
    (7, "D", 1, 1, 1, 103, 103, 145, -42, 362),
    (8, "E", 0, 0, 3, 88, 88, 169, -81, 364),
]
# Match points per game (default bands): A–B 20 → 13–7; C–D 10–10; F–E 70 → 20–0;
# G–H 5 → 10–10; A–F 10–10; C–G 22 → 14–6; B–D 50 → 19–1; H–E 3 → 10–10; C–A 14 → 12–8;
# F–B concession → 20–0 (the result does not follow the points); D–E 8 → 11–9; G–H 10–10.
HAND_MATRIX = [
    (1, "F", 2, 1, 0, 50, 145, 85, 60, 76),
    (2, "C", 2, 1, 0, 36, 134, 98, 36, 79),
    (3, "A", 1, 1, 1, 31, 138, 132, 6, 112),
    (4, "H", 1, 1, 1, 30, 116, 118, -2, 71),
    (5, "B", 1, 0, 2, 26, 140, 100, 40, 103),
    (6, "G", 1, 1, 1, 26, 110, 127, -17, 96),
    (7, "D", 1, 1, 1, 22, 103, 145, -42, 81),
    (8, "E", 0, 0, 3, 19, 88, 169, -81, 102),
]

# Luck: A's tests in round 1 (virtual) and B's (physical); chances as shown to them.
A_TESTS = [("1/2", True), ("1/3", False), ("5/6", True)]
B_TESTS = [("1/2", False), ("2/3", True)]


@pytest.fixture(scope="module")
def event(archive):
    tables = {n: archive.enrol(100 + n, event=EVENT) for n in range(1, 5)}
    other = archive.enrol(120, event="Autumn League")
    for round_no, table, a, b in GAMES:
        tests = None
        if (round_no, table) == (1, 1):
            tests = [dice_test("Blue", c, s, player=1) for c, s in A_TESTS] + [
                dice_test("Red", c, s, player=2, dice_source="physical") for c, s in B_TESTS
            ]
        # The last game's record names no event: its table's enrolment says which.
        name = None if (round_no, table) == (3, 4) else EVENT
        play(tables[table].line, name, round_no, 100 + table, a, b, tests=tests)
    # None of these count: a draft, a disputed game, another event's game.
    play(tables[1].line, EVENT, 3, 101, p("A", 90), p("B", 0), state="draft", end_reason=None)
    play(tables[2].line, EVENT, 3, 102, p("C", 90), p("D", 0), state="disputed", note="VP")
    play(other.line, "Autumn League", 1, 120, p("E", 90), p("F", 0))
    return archive


def define(archive, **changes) -> EventSettings:
    settings = EventSettings(name=EVENT, rounds=3, **changes)
    events.define_event(archive.admin_url, settings)
    return settings


def table_of(rows) -> list[tuple]:
    return [
        (
            r.rank,
            r.player.upper(),
            r.wins,
            r.draws,
            r.losses,
            r.event_points,
            r.vp_for,
            r.vp_against,
            r.margin,
            r.sos,
        )
        for r in rows
    ]


@pytest.mark.parametrize(
    ("rule", "hand"), [("wdl", HAND_WDL), ("bp", HAND_BP), ("matrix", HAND_MATRIX)]
)
def test_standings_equal_the_hand_worked_table(event, rule, hand):
    define(event, scoring=rule)
    with reading.open_session(event.admin_url) as session:
        info, rows = session.standings(EVENT)
    assert info.settings.scoring == rule
    assert table_of(rows) == hand
    # Every player played three games; A is known by its code in every game.
    assert {r.games for r in rows} == {3}
    assert [r.key for r in rows if r.player == "A"] == ["code:P-007"]
    assert [r.player_code for r in rows if r.player == "A"] == ["P-007"]


def test_win_draw_loss_points_are_the_organisers(event):
    define(event, scoring="wdl", points=(Decimal(2), Decimal(1), Decimal(0)))
    with reading.open_session(event.admin_url) as session:
        _info, rows = session.standings(EVENT)
    points = {r.player.upper(): r.event_points for r in rows}
    # C and F: 2 wins and a draw = 5; E lost all three.
    assert points == {"C": 5, "F": 5, "A": 3, "G": 3, "D": 3, "H": 3, "B": 2, "E": 0}


def test_match_point_bands_are_the_organisers(event):
    # Two bands: any margin under 30 is 10–10, 30 and over is 20–0.
    define(event, scoring="matrix", bands=scoring.parse_bands("0:10,30:20"))
    with reading.open_session(event.admin_url) as session:
        _info, rows = session.standings(EVENT)
    points = {r.player.upper(): r.event_points for r in rows}
    # F: E by 70 (20) + A draw (10) + B by concession (top band: 20) = 50.
    # B: A by 20 (10) + D by 50 (20) + the concession (0) = 30.
    assert points == {"F": 50, "B": 30, "A": 30, "C": 30, "D": 20, "E": 20, "G": 30, "H": 30}


def test_the_roster_gives_clubs(event):
    define(event, scoring="wdl")
    events.set_roster(
        event.admin_url,
        EVENT,
        [
            events.RosterPlayer("Player A", "P-007", "Ravens"),
            events.RosterPlayer("C", None, "Owls"),
        ],
    )
    with reading.open_session(event.admin_url) as session:
        _info, rows = session.standings(EVENT)
    clubs = {r.player.upper(): r.club for r in rows}
    assert clubs["A"] == "Ravens"  # by code
    assert clubs["C"] == "Owls"  # by name
    assert clubs["B"] is None


def wilson(score: float, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval, from its formula."""
    p_hat = score / n
    centre = p_hat + z * z / (2 * n)
    spread = z * math.sqrt(p_hat * (1 - p_hat) / n + z * z / (4 * n * n))
    return (centre - spread) / (1 + z * z / n), (centre + spread) / (1 + z * z / n)


def test_factions_with_the_wilson_interval(event):
    define(event, scoring="wdl")
    with reading.open_session(event.admin_url) as session:
        snap = session.snapshot(EVENT)
    found = {
        f.faction: (f.games, f.wins, f.draws, f.losses, f.mirrors, f.players) for f in snap.factions
    }
    assert found == {
        "Dwarfs": (6, 4, 2, 0, 0, 2),
        "Elves": (6, 2, 2, 2, 0, 2),
        "Men": (2, 1, 0, 1, 2, 2),
        "Orcs": (6, 1, 0, 5, 0, 2),
    }
    for row in snap.factions:
        score = row.wins + row.draws / 2
        assert row.win_rate == pytest.approx(score / row.games)
        low, high = wilson(score, row.games)
        assert (row.wilson_low, row.wilson_high) == (pytest.approx(low), pytest.approx(high))
        assert 0 <= row.wilson_low <= row.win_rate <= row.wilson_high <= 1
    dwarfs = next(f for f in snap.factions if f.faction == "Dwarfs")
    # 5/6 in 6 games: 0.4365 to 0.9699 (the formula by hand, z = 1.96).
    assert dwarfs.wilson_low == pytest.approx(0.4365, abs=1e-4)
    assert dwarfs.wilson_high == pytest.approx(0.9699, abs=1e-4)
    firsts = {f.faction: (f.first_games, f.first_rate) for f in snap.factions}
    assert firsts == {
        "Dwarfs": (2, 0.75),
        "Elves": (4, 0.625),
        "Men": (2, 0.5),
        "Orcs": (2, 0.5),
    }
    matchups = {(m.faction, m.against): (m.games, m.wins, m.draws, m.losses) for m in snap.matchups}
    assert matchups[("Elves", "Orcs")] == (3, 2, 0, 1)
    assert matchups[("Orcs", "Elves")] == (3, 1, 0, 2)
    assert matchups[("Elves", "Dwarfs")] == (3, 0, 2, 1)
    assert matchups[("Orcs", "Dwarfs")] == (2, 0, 0, 2)
    assert matchups[("Dwarfs", "Men")] == (1, 1, 0, 0)
    assert ("Men", "Men") not in matchups
    first = snap.first_turn
    assert (first.games, first.wins, first.draws, first.losses) == (12, 6, 3, 3)
    assert first.rate == pytest.approx(0.625)
    assert (first.wilson_low, first.wilson_high) == tuple(map(pytest.approx, wilson(7.5, 12)))


def test_wilson_interval_of_extremes(event):
    """All wins in n games: the formula's upper bound is 1 and the lower z²-shrunk."""
    low, high = wilson(3, 3)
    assert high == pytest.approx(1.0)
    assert low == pytest.approx(3 / (3 + 1.959963984540054**2))


def test_luck_per_player_from_the_exact_chances(event):
    define(event, scoring="wdl")
    with reading.open_session(event.admin_url) as session:
        snap = session.snapshot(EVENT)
    luck = {row.player: row for row in snap.luck}
    a = luck["A"]
    expected = sum(Fraction(c) for c, _ in A_TESTS)
    variance = sum(Fraction(c) * (1 - Fraction(c)) for c, _ in A_TESTS)
    achieved = sum(s for _, s in A_TESTS)
    assert a.physical is None
    # Each chance is the exact fraction shown; their sum is numeric to 20 decimals.
    assert (a.virtual.tests, a.virtual.achieved) == (3, achieved)
    assert abs(Fraction(a.virtual.expected) - expected) < Fraction(1, 10**18)
    assert a.virtual.z == pytest.approx(float(achieved - expected) / math.sqrt(variance))
    b = luck["B"]  # "b" in round 2 is the same player (names are case-folded)
    assert b.virtual is None
    assert (b.physical.tests, b.physical.achieved) == (2, 1)
    assert abs(Fraction(b.physical.expected) - Fraction(7, 6)) < Fraction(1, 10**18)


def test_luck_hidden_by_the_event(event):
    define(event, scoring="wdl", hide_luck=True)
    with reading.open_session(event.admin_url) as session:
        snap = session.snapshot(EVENT)
    assert snap.luck is None
    assert snap.standings  # the rest is there
    define(event, scoring="wdl")


def test_the_round_board(event):
    define(event, scoring="wdl")
    with reading.open_session(event.admin_url) as session:
        snap = session.snapshot(EVENT)
        round1 = session.snapshot(EVENT, 1)
    assert snap.current_round == 3 and snap.round == 3
    states = {t.table_no: t.state for t in snap.tiles}
    # Table 101's latest round-3 game is the draft (pushed after the confirmed one); 102's
    # is disputed; 103 and 104 confirmed.
    assert states == {101: "playing", 102: "disputed", 103: "confirmed", 104: "confirmed"}
    assert {t.state for t in round1.tiles} == {"confirmed"}
    (pair,) = snap.pairs
    assert pair.kind == "disputed" and pair.note == "VP" and pair.who == 2
    assert pair.left["state"] == "draft" and pair.right["state"] == "disputed"


def test_results_lines_have_the_match_record_csv_columns(event):
    with reading.open_session(event.admin_url) as session:
        lines = session.results(EVENT, 1)
    assert len(lines) == 8
    first = lines[0]
    assert (first.round, first.table, first.player, first.opponent) == (1, 101, "A", "B")
    assert (first.vp_total, first.opponent_vp, first.margin, first.result) == (60, 40, 20, "win")
    assert first.went_first is True


# ---------------------------------------------------------------- tie-breaks

TIE_EVENT = "Tie-break open"
TIE_GAMES = [
    (1, P("A", "X", 30), P("B", "X", 20)),
    (1, P("C", "X", 25), P("D", "X", 15)),
    (1, P("E", "X", 20), P("F", "X", 20)),
    (1, P("G", "X", 10), P("H", "X", 10)),
    (1, P("K", "X", 1), P("L", "X", 1)),
    (1, P("M", "X", 3), P("N", "X", 3)),
    (2, P("A", "X", 30), P("C", "X", 20)),
    (2, P("B", "X", 30), P("E", "X", 25)),
    (2, P("D", "X", 30), P("F", "X", 20)),
    (2, P("G", "X", 15), P("H", "X", 15)),
    (2, P("K", "X", 5), P("M", "X", 5)),
    (2, P("L", "X", 10), P("N", "X", 10)),
]


@pytest.fixture(scope="module")
def tie_event(archive):
    table = archive.enrol(150, event=TIE_EVENT)
    for round_no, a, b in TIE_GAMES:
        play(table.line, TIE_EVENT, round_no, 150, a, b)
    return archive


def ranks(archive, tiebreaks) -> list[tuple[int, str]]:
    events.define_event(
        archive.admin_url, EventSettings(name=TIE_EVENT, rounds=2, tiebreaks=tiebreaks)
    )
    with reading.open_session(archive.admin_url) as session:
        _info, rows = session.standings(TIE_EVENT)
    return [(r.rank, r.player) for r in rows]


def test_each_tie_break_decides_in_turn(tie_event):
    # Points (3/1/0): A 6; C, B, D 3; G, H, K, L, M, N 2; E, F 1.
    # SoS: C 9, B 7, D 4 (they are split by SoS); everyone else 4.
    # E and F: same points and SoS; margin E -5, F -10 (split by margin).
    # G, H, K, L, M, N: same points, SoS 4 and margin 0; VP G 25, H 25, N 13, L 11,
    # M 8, K 6 (split by VP; G and H equal on everything: one rank).
    assert ranks(tie_event, ("sos", "margin", "vp")) == [
        (1, "A"),
        (2, "C"),
        (3, "B"),
        (4, "D"),
        (5, "G"),
        (5, "H"),
        (7, "N"),
        (8, "L"),
        (9, "M"),
        (10, "K"),
        (11, "E"),
        (12, "F"),
    ]


def test_the_order_of_tie_breaks_is_the_organisers(tie_event):
    # Margin first: C 0 and D 0 before B -5; C before D by SoS.
    assert ranks(tie_event, ("margin", "sos", "vp"))[1:4] == [(2, "C"), (3, "D"), (4, "B")]
    # VP first: B 50 before C 45 and D 45; C before D by SoS.
    assert ranks(tie_event, ("vp", "sos", "margin"))[1:4] == [(2, "B"), (3, "C"), (4, "D")]
    # No tie-break: equal points share a rank.
    assert ranks(tie_event, ())[1:4] == [(2, "B"), (2, "C"), (2, "D")]
    # SoS alone cannot split E and F (margin would): they share 11th.
    assert ranks(tie_event, ("sos",))[-2:] == [(11, "E"), (11, "F")]

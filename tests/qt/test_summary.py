"""Turn summaries (issue 7): the PDF's text holds the events of a scripted turn (English and
Russian), a virtual-dice replay gives the same summary, empty and out-of-range turns,
luck, paper size by locale, a vector battlefield, and the main window's File actions."""

from __future__ import annotations

import subprocess
import unicodedata
from fractions import Fraction

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import QApplication

from adjutant.i18n import Translations
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import recorder as rs
from adjutant.windows import summary
from adjutant.windows.summary_render import default_page_size, write_pdf
from game_builders import melee_round
from poppler_tools import needs_poppler
from tool_plans import odds_combat


def script_turn(game) -> dict[str, int]:
    """One busy turn on the sample battle through the store's services: a control test,
    an automatic token change, a reckless roll, two charges, a melee round, an odds combat,
    a status change in the order of battle."""
    oob = q.order_of_battle(game)
    a = {u.name: u.id for u in oob.sides[0].all_units()}
    b = {u.name: u.id for u in oob.sides[1].all_units()}
    # Not a reckless regiment: one rolls its reckless d20 before a declared change (CMD-8).
    rs.resolve_control_test(game, a["3rd Foot Guards (light companies)"], "attack", distance=8.5)
    rs.change_token(game, a["1st Foot Guards"], "attack")
    rs.resolve_reckless_roll(game, a["2nd Royal North British Dragoons"], enemy_in_front=True)
    sv.advance_phase(game)
    charge_planner.resolve_charge(
        game, a["42nd Highlanders"], {b["1er Léger"]: 7.0, b["2e de Ligne"]: 9.5}
    )
    sv.advance_phase(game)
    sv.advance_phase(game)
    melee_round(game, [a["42nd Highlanders"], a["1st Royal Scots"]], [b["1er Léger"]])
    crt = q.crts(game)[0]
    odds_combat(game, crt.id, defence=4, attackers=[a["Bull's Troop RHA"]])
    sv.update_unit(game, a["1st Royal Scots"], status="broken")
    sv.advance_phase(game)
    sv.advance_phase(game)
    charge_planner.resolve_charge(game, b["8e Cuirassiers"], {a["1st Royal Scots"]: 6.0})
    return {**a, **b}


@pytest.fixture
def busy(tmp_path):
    game = create_sample(tmp_path / "busy.adjutant", seed=1815)
    names = script_turn(game)
    yield game, names
    game.close()


def pdf_text(path) -> str:
    """The PDF's text through poppler's pdftotext (tests marked ``needs_poppler``)."""
    out = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True
    )
    return out.stdout.decode("utf-8")


def squash(text: str) -> str:
    """One line, ligatures (the "ffi" of "difficulty") undone."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


@needs_poppler("pdftotext")
def test_pdf_text_has_every_event_of_the_scripted_turn_cmd5_chg2_mel10(qapp, busy, tmp_path):
    game, _names = busy
    pages = write_pdf(summary.collect_report(game, 1), tmp_path / "t1.pdf")
    text = squash(pdf_text(tmp_path / "t1.pdf"))
    assert pages >= 2 and f"Page {pages} of {pages}" in text
    assert "Sample battle: the crossroads at Hougémont" in text
    assert "Turn 1" in text and "Allied Army of the Lowlands v Armée du Nord" in text
    control = q.events(game, kind="control_test")[0]
    needed, face = control.outcome["needed"], control.dice[0]
    assert f"distance 8.5 in (typed), difficulty {control.outcome['difficulty']}" in text
    assert f"needs {needed}+" in text and f"d20: {face}" in text
    verdict = "passed" if control.outcome["passed"] else "failed"
    assert verdict in text
    charge = q.events(game, kind="charge")[0]
    assert "targets: 1er Léger at 7 in; 2e de Ligne at 9.5 in" in text
    assert f"range {charge.outcome['range']:g} in" in text
    melee = q.events(game, kind="melee_round")[0]
    o = melee.outcome
    assert (
        f"hits {sum(o['hits_a'])}–{sum(o['hits_b'])}, score {o['score_a']}–{o['score_b']}" in text
    )
    assert "42nd Highlanders (with 1st Royal Scots)" in text
    odds = q.events(game, kind="odds_combat")[0]
    assert f"column {odds.outcome['column']}" in text
    assert "Automatic: with the commander-in-chief".lower() in text.lower()
    assert "Reckless roll" in text and "CMD-8" in text and "MEL-10" in text
    assert "Units lost, broken or disordered this turn" in text
    assert "1st Royal Scots" in text and "broken" in text
    assert "The battlefield at the end of turn 1" in text
    assert "Luck:" in text


@needs_poppler("pdftotext")
def test_pdf_in_russian(qapp, busy, tmp_path):
    game, _ = busy
    translations = Translations(QApplication.instance())
    translations.switch("ru")
    try:
        report = summary.collect_report(game, 1)
        write_pdf(report, tmp_path / "ru.pdf")
    finally:
        translations.switch("en")
    text = squash(pdf_text(tmp_path / "ru.pdf"))
    assert "Ход 1" in text and "Страница 1 из" in text
    assert "Проверка управления" in text and "Натиск" in text and "Раунд рукопашной" in text
    assert "расстояние 8,5 дюйм." in text  # a decimal comma in Russian
    assert "Части, потерянные, разбитые или расстроенные за ход" in text
    assert "Поле боя в конце хода 1" in text


@needs_poppler("pdftotext")
def test_virtual_dice_replay_gives_an_identical_summary(qapp, tmp_path):
    texts, htmls = [], []
    for run in ("first", "second"):
        game = create_sample(tmp_path / f"{run}.adjutant", seed=99)
        try:
            script_turn(game)
            report = summary.collect_report(game, 1)
            htmls.append(summary.turn_html(report, report.turns[0]))
            write_pdf(report, tmp_path / f"{run}.pdf")
        finally:
            game.close()
        texts.append(pdf_text(tmp_path / f"{run}.pdf"))
    assert htmls[0] == htmls[1]
    assert texts[0] == texts[1]
    # and a different seed rolls different dice, so the comparison could fail
    game = create_sample(tmp_path / "other.adjutant", seed=100)
    try:
        script_turn(game)
        report = summary.collect_report(game, 1)
        assert summary.turn_html(report, report.turns[0]) != htmls[0]
    finally:
        game.close()


@needs_poppler("pdftotext")
def test_a_turn_without_events_prints_a_page_that_says_so(qapp, busy, tmp_path):
    game, _ = busy
    sv.next_turn(game)
    pages = write_pdf(summary.collect_report(game, 2), tmp_path / "t2.pdf")
    text = squash(pdf_text(tmp_path / "t2.pdf"))
    assert pages >= 1
    assert "No events were recorded in turn 2." in text
    assert "Turn 2" in text and "Control test" not in text


@pytest.mark.parametrize("turn", [0, -1, 2, 99])
def test_a_turn_out_of_range_is_a_clear_error(qapp, busy, turn):
    game, _ = busy
    with pytest.raises(summary.TurnOutOfRange, match=f"turn {turn} is out of range.*1 to 1"):
        summary.collect_report(game, turn)


def test_luck_sums_the_chances_shown_against_the_successes(qapp, busy):
    game, _ = busy
    events = q.events(game, turn=1)
    lucky = summary.luck(events)
    blue = q.order_of_battle(game).sides[0].id
    rolls = [e for e in events if e.side_id == blue and e.kind != "odds_combat" and e.dice]
    expected = sum((Fraction(e.chance) for e in rolls), Fraction(0))
    assert lucky[blue].rolls == len(rolls) == 4  # control, reckless, charge, melee
    assert lucky[blue].expected == expected
    achieved = sum(summary.roll_success(e)[1] for e in rolls)
    assert lucky[blue].achieved == achieved
    # automatic changes (no roll) and odds combats (no yes/no chance) stay out
    assert summary.roll_success(q.events(game, kind="token_change")[0]) is None
    assert summary.roll_success(q.events(game, kind="odds_combat")[0]) is None


@needs_poppler("pdftotext")
def test_whole_game_report_has_the_order_of_battle_and_losses_first(qapp, busy, tmp_path):
    game, _ = busy
    sv.next_turn(game)
    oob = q.order_of_battle(game)
    scots = next(u for u in oob.sides[0].all_units() if u.name == "1st Royal Scots")
    sv.update_unit(game, scots.id, status="destroyed")
    report = summary.collect_report(game, whole_game=True)
    assert [t.turn for t in report.turns] == [1, 2]
    write_pdf(report, tmp_path / "all.pdf")
    text = squash(pdf_text(tmp_path / "all.pdf"))
    first = text.index("The whole game: turns 1 to 2")
    assert (
        first < text.index("Final losses") < text.index("Formation / unit") < text.index("Turn 1 ")
    )
    assert "Guards Brigade (Maitland)" in text
    # The turn-1 summary shows the Scots broken; the turn-2 one shows them destroyed.
    assert [c.status_after for c in report.turns[0].changes if c.unit_id == scots.id] == ["broken"]
    assert [c.status_after for c in report.turns[1].changes if c.unit_id == scots.id] == [
        "destroyed"
    ]


def test_every_turn_played_through_is_in_the_whole_game(qapp, busy):
    """Ending a turn is an action of that turn: a turn with no event is still shown."""
    game, _ = busy
    sv.next_turn(game)
    sv.next_turn(game)  # turn 2 passes with nothing but its end
    report = summary.collect_report(game, whole_game=True)
    assert [t.turn for t in report.turns] == [1, 2, 3]
    assert report.quiet_turns == ()
    # Undone, the end of turn 2 is not part of the game: the current turn is 2 again.
    game.undo(game.undoable()[-1][0])
    assert [t.turn for t in summary.collect_report(game, whole_game=True).turns] == [1, 2]


@needs_poppler("pdftotext")
def test_a_stored_turn_far_past_what_was_done_is_one_line_not_pages(qapp, busy, tmp_path):
    """Issue 16: a file saying "turn 9000" after one played turn gave two pages a turn
    (18,000 pages, minutes of work); the turns in which nothing was done are one line."""
    import sqlite3

    from adjutant.store.file.game import Game

    game, _ = busy
    path = game.path
    game.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE game SET turn = 9000")
    conn.commit()
    conn.close()
    game = Game.open(path)
    try:
        report = summary.collect_report(game, whole_game=True)
        assert [t.turn for t in report.turns] == [1, 9000]
        assert report.quiet_turns == ((2, 8999),)
        pages = write_pdf(report, tmp_path / "all.pdf")
    finally:
        game.close()
    assert pages < 12
    text = squash(pdf_text(tmp_path / "all.pdf"))
    assert "The whole game: turns 1 to 9000" in text
    assert "Nothing was done in turns 2 to 8999." in text


@pytest.mark.parametrize(
    "shown, runs",
    [
        ([1, 2, 3], ()),
        ([3], ((1, 2),)),
        ([1, 3, 4, 9], ((2, 2), (5, 8))),
        ([1], ()),
    ],
)
def test_quiet_runs_are_the_turns_missing_before_the_last(shown, runs):
    assert summary.quiet_runs(shown) == runs


def test_paper_follows_the_locale():
    assert default_page_size(QLocale("en_US")) == QPageSize.PageSizeId.Letter
    assert default_page_size(QLocale("en_CA")) == QPageSize.PageSizeId.Letter
    assert default_page_size(QLocale("es_MX")) == QPageSize.PageSizeId.Letter
    assert default_page_size(QLocale("en_GB")) == QPageSize.PageSizeId.A4
    assert default_page_size(QLocale("ru_RU")) == QPageSize.PageSizeId.A4
    assert default_page_size(QLocale("es_ES")) == QPageSize.PageSizeId.A4


@needs_poppler("pdfinfo", "pdfimages", "pdftotext")
def test_pdf_page_size_and_the_battlefield_is_vector(qapp, busy, tmp_path):
    game, _ = busy
    report = summary.collect_report(game, 1)
    write_pdf(report, tmp_path / "letter.pdf", page_size=QPageSize.PageSizeId.Letter)
    write_pdf(report, tmp_path / "a4.pdf", page_size=QPageSize.PageSizeId.A4)
    info = subprocess.run(
        ["pdfinfo", str(tmp_path / "letter.pdf")], capture_output=True, encoding="utf-8"
    )
    assert "612 x 792 pts (letter)" in info.stdout
    info = subprocess.run(
        ["pdfinfo", str(tmp_path / "a4.pdf")], capture_output=True, encoding="utf-8"
    )
    assert "(A4)" in info.stdout
    images = subprocess.run(
        ["pdfimages", "-list", str(tmp_path / "a4.pdf")], capture_output=True, encoding="utf-8"
    )
    # header + separator line only: no raster image anywhere, the picture is vector
    assert len(images.stdout.strip().splitlines()) == 2
    text = squash(pdf_text(tmp_path / "a4.pdf"))
    assert "Smohain stream" in text  # terrain names drawn as text on the picture


def test_an_unwritable_pdf_is_an_oserror(qapp, busy, tmp_path):
    game, _ = busy
    with pytest.raises(OSError):
        write_pdf(summary.collect_report(game, 1), tmp_path / "missing" / "x.pdf")


@needs_poppler("pdftotext")
def test_a_melee_round_from_the_melee_window_is_described_mel10(qapp, tmp_path):
    """The melee window logs each attack as [attacker, target, dice, needed]
    (melee_services.resolve_melee), the store's resolve as [dice, needed]: both read."""
    from test_melee_helpers import make_game, north, south

    from adjutant.store.tools.melee import recorder as ms

    game, ids = make_game(
        tmp_path / "melee.adjutant", [("guards", 0, north(0, 0), {}), ("line", 1, south(0, 2), {})]
    )
    units = ms.units_of(game)
    found = ms.engagement_from([ids["guards"]], units)
    fighters = tuple(ms.FighterSetup.from_unit(units[i], s) for i, s in found)
    setup = ms.MeleeSetup(fighters, ms.measured_contacts(found, units))
    entry = ms.plan_melee(game, ms.MeleeInputs(setup)).round
    ms.resolve_melee(game, entry, ms.MeleeDice.hits([3], [1]))
    (event,) = q.events(game, kind="melee_round")
    assert len(event.inputs["attacks_a"][0]) == 4
    names = {ids["guards"]: "Guards", ids["line"]: "Line"}
    row = summary.describe(event, names)
    assert "A: Guards — 6d6 at 4+" in row.details and "B: Line — 6d6 at 4+" in row.details
    assert "hits 3–1, score 3–1" in row.result
    write_pdf(summary.collect_report(game, 1), tmp_path / "melee.pdf")  # no longer raises
    assert "6d6 at 4+" in squash(pdf_text(tmp_path / "melee.pdf"))
    game.close()


def test_the_legend_never_breaks_a_token_or_status_inside_a_word(qapp, busy):
    """Russian "Оборона" / "Движение" in the 16 % token column wrapped mid-word."""
    from PySide6.QtGui import QTextDocument

    game, _ = busy
    translations = Translations(QApplication.instance())
    translations.switch("ru")
    try:
        report = summary.collect_report(game, 1)
        turn = report.turns[0]
        numbers = {uid: n for n, uid in enumerate(sorted(turn.state.units), start=1)}
        html = summary.legend_html(report, turn.state, numbers)
    finally:
        translations.switch("en")
    document = QTextDocument()
    document.setHtml(html)
    document.setTextWidth(600)  # a page's width at screen resolution
    assert document.size().height() > 0  # lays the whole document out
    seen = set()
    block = document.begin()
    while block.isValid():
        if block.text() in ("Оборона", "Движение", "Атака", "свежий", "сломлен"):
            seen.add(block.text())
            assert block.layout().lineCount() == 1, block.text()
        block = block.next()
    assert {"Оборона", "Движение", "Атака"} <= seen

"""``adjutant summary GAME (--turn N | --all) -o OUT.pdf`` in a real subprocess (issue 7).

No window and no display: the child gets neither DISPLAY, WAYLAND_DISPLAY nor
QT_QPA_PLATFORM, so on Linux the tool must choose Qt's offscreen platform itself
(Windows and macOS always have their own). Exit codes: 0 written, 2 a turn out of
range or not a game file, 1 a PDF that cannot be written. The PDFs are read back with
poppler's pdftotext (tests/poppler_tools.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata

import pytest

from poppler_tools import needs_poppler


def run(*args: str, cwd=None) -> subprocess.CompletedProcess:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["ADJUTANT_TESTING"] = "1"
    # UTF-8 both ways, whatever the console code page (Windows: cp1252 by default).
    env["PYTHONIOENCODING"] = "utf-8"
    return subprocess.run(
        [sys.executable, "-m", "adjutant", *args],
        capture_output=True,
        encoding="utf-8",
        env=env,
        cwd=cwd,
        timeout=120,
    )


def text_of(pdf) -> str:
    out = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, check=True
    )
    return " ".join(unicodedata.normalize("NFKC", out.stdout.decode("utf-8")).split())


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A sample game with a control test and a charge in turn 1, and an empty turn 2."""
    from adjutant.store.read import queries as q
    from adjutant.store.services import edits as sv
    from adjutant.store.services.sample import create_sample
    from adjutant.store.tools.charge import planner as charge_planner
    from adjutant.store.tools.command import recorder as rs

    path = tmp_path_factory.mktemp("cli") / "played.adjutant"
    game = create_sample(path)
    units = {u.name: u.id for s in q.order_of_battle(game).sides for u in s.all_units()}
    rs.resolve_control_test(game, units["1st Royal Scots"], "move", distance=14)
    charge_planner.resolve_charge(game, units["42nd Highlanders"], {units["1er Léger"]: 7.0})
    sv.next_turn(game)
    game.close()
    return path


@needs_poppler("pdftotext")
def test_turn_pdf_offscreen(played, tmp_path):
    out = tmp_path / "turn1.pdf"
    done = run("summary", str(played), "--turn", "1", "-o", str(out), "--language", "en")
    assert done.returncode == 0, done.stderr
    assert "wrote" in done.stdout and out.is_file()
    text = text_of(out)
    assert "Control test" in text and "1st Royal Scots" in text
    assert "Charge" in text and "1er Léger at 7 in" in text
    assert "Page 1 of" in text


@needs_poppler("pdftotext")
def test_whole_game_in_russian(played, tmp_path):
    out = tmp_path / "all.pdf"
    done = run("summary", str(played), "--all", "-o", str(out), "--language", "ru")
    assert done.returncode == 0, done.stderr
    text = text_of(out)
    assert "Вся игра: ходы с 1 по 2" in text and "Итоговые потери" in text
    assert "Проверка управления" in text
    assert "За ход 2 не записано ни одного события." in text


def test_turn_out_of_range_exits_2(played, tmp_path):
    done = run("summary", str(played), "--turn", "7", "-o", str(tmp_path / "x.pdf"))
    assert done.returncode == 2
    assert "turn 7 is out of range: this game has turns 1 to 2" in done.stderr
    assert not (tmp_path / "x.pdf").exists()


def test_not_a_game_exits_2_with_the_store_message(tmp_path):
    junk = tmp_path / "junk.adjutant"
    junk.write_text("not a game")
    done = run("summary", str(junk), "--all", "-o", str(tmp_path / "x.pdf"))
    assert done.returncode == 2
    assert "is not an Adjutant game" in done.stderr


def test_unwritable_output_exits_1(played, tmp_path):
    done = run("summary", str(played), "-o", str(tmp_path / "no" / "such" / "x.pdf"))
    assert done.returncode == 1 and "cannot write" in done.stderr

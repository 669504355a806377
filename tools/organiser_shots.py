"""Developer tool: screenshots of the organiser window and its PDFs (issue 26; not shipped).

Run under a real X server (Xvfb), e.g.::

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/organiser_shots.py \
        --size 1366x768 --langs en,ru --out /tmp/organiser-shots

Starts a PostgreSQL of its own (tests/pg_tools.py), makes an archive with a scripted
event (12 tables, 24 players, round 1 confirmed, round 2 under way: confirmed,
awaiting confirmation, playing, disputed, a conflict, one table not started), opens the
organiser window on a viewer's line and saves ``<out>/<lang>-<size>-<tab>.png`` for the
board, standings, factions and luck (the whole screen), and the standings and round
results as PDF (``<out>/<lang>-standings.pdf``, ``<lang>-round.pdf``; render them with
pdftoppm). Prints the files written.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests")]

EVENT = "Spring Grand Tournament"
FACTIONS = ["Empire", "Orcs", "Dwarfs", "High Elves", "Undead", "Lizardmen", "Bretonnia", "Chaos"]
NAMES = [
    "Ann Ortiz",
    "Boris Lebedev",
    "Carmen Ruiz",
    "Dmitri Orlov",
    "Elena Sokolova",
    "Felix Braun",
    "Gwen Harper",
    "Hector Diaz",
    "Ingrid Holm",
    "Javier Molina",
    "Katya Volkova",
    "Liam O'Neill",
    "Marta Nowak",
    "Nikolai Petrov",
    "Olga Ivanova",
    "Pablo Castro",
    "Quinn Foster",
    "Rosa Vidal",
    "Sergei Popov",
    "Tess Carter",
    "Ulla Berg",
    "Victor Hugo Sanz",
    "Wanda Kowalska",
    "Yuri Gagarin",
]


def build_event(cluster):
    from adjutant.archive import events, server
    from adjutant.archive.scoring import EventSettings
    from archive_helpers import OpsGame, dice_test, new_archive
    from organiser_helpers import P, game_record, play, push

    rng = random.Random(26)
    archive = new_archive(cluster)
    events.define_event(archive.admin_url, EventSettings(name=EVENT, rounds=3, scoring="wdl"))
    events.set_roster(
        archive.admin_url,
        EVENT,
        [
            events.RosterPlayer(
                name, None, rng.choice(["Iron Crows", "Dice Hall", "Old Guard", None])
            )
            for name in NAMES
        ],
    )
    tables = [archive.enrol(n, event=EVENT) for n in range(1, 14)]
    faction = {name: FACTIONS[i % len(FACTIONS)] for i, name in enumerate(NAMES)}

    def tests_for():
        out = []
        for _ in range(rng.randint(6, 14)):
            num, den = rng.choice([(1, 2), (2, 3), (1, 3), (5, 6), (7, 12), (11, 20)])
            side = rng.choice(["Blue", "Red"])
            out.append(
                dice_test(
                    side,
                    f"{num}/{den}",
                    rng.random() < num / den + rng.uniform(-0.1, 0.1),
                    dice_source=rng.choice(["virtual", "virtual", "physical"]),
                )
            )
        return out

    order = NAMES[:]
    rng.shuffle(order)
    for i in range(12):
        a, b = order[2 * i], order[2 * i + 1]
        play(
            tables[i].line,
            EVENT,
            1,
            i + 1,
            P(a, faction[a], rng.randint(5, 90), first=True),
            P(b, faction[b], rng.randint(5, 90)),
            tests=tests_for(),
            turns=5,
        )
    rng.shuffle(order)
    for i in range(12):
        a, b = order[2 * i], order[2 * i + 1]
        pa, pb = (
            P(a, faction[a], rng.randint(5, 90), first=True),
            P(b, faction[b], rng.randint(5, 90)),
        )
        line = tables[i].line
        if i < 5:
            play(line, EVENT, 2, i + 1, pa, pb, tests=tests_for(), turns=5)
        elif i < 7:
            play(line, EVENT, 2, i + 1, pa, pb, state="draft", tests=tests_for(), turns=5)
        elif i < 10:
            play(
                line,
                EVENT,
                None,
                i + 1,
                pa,
                pb,
                state="draft",
                end_reason=None,
                tests=tests_for(),
                turns=rng.randint(2, 4),
            )
        elif i == 10:
            play(
                line,
                EVENT,
                2,
                i + 1,
                pa,
                pb,
                state="disputed",
                tests=tests_for(),
                turns=5,
                note="The objective on the hill was held at the end of turn 5, not lost.",
            )
        else:
            # The same game on two laptops: the second sends a record that differs.
            game = OpsGame()
            for turn in range(1, 5):
                game.action(f"Turn {turn}", tests_for() if turn == 1 else [], turn=turn)
            copy = game.copy()
            game.record(game_record(game.game_uuid, EVENT, 2, i + 1, pa, pb, state="draft"))
            push(line, game)
            pb2 = P(pb.name, pb.faction, pb.vp + 15)
            copy.record(game_record(copy.game_uuid, EVENT, 2, i + 1, pa, pb2, state="draft"))
            from adjutant.archive.client import ArchiveClient, Refused

            with ArchiveClient(tables[12].line) as client, contextlib.suppress(Refused):
                client.push(copy.game_uuid, copy.ops)
    viewer = server.add_viewer(archive.admin_url, f"viewer_{archive.database}")
    return archive, viewer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--langs", default="en,ru")
    parser.add_argument("--out", default="/tmp/organiser-shots")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="adjutant-organiser-shots-"))
    os.environ["ADJUTANT_SETTINGS"] = str(work / "settings.ini")
    os.environ["ADJUTANT_DATA_DIR"] = str(work / "data")
    os.environ.setdefault("ADJUTANT_TESTING", "1")

    import pg_tools

    cluster = pg_tools.start_cluster()
    try:
        _archive, viewer = build_event(cluster)
        return shoot(viewer, width, height, args.langs.split(","), out)
    finally:
        pg_tools.remove_cluster(cluster)


def shoot(viewer, width: int, height: int, langs: list[str], out: Path) -> int:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from adjutant import APP_NAME, ORG_NAME
    from adjutant.i18n import Translations
    from adjutant.qtmodels.organiser_models import RowRole
    from adjutant.windows.organiser import report
    from adjutant.windows.organiser.window import OrganiserWindow
    from adjutant.windows.settings import sandbox

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    sandbox()
    translations = Translations(app)

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    written = []
    for lang in langs:
        translations.switch(lang)
        window = OrganiserWindow(viewer, event=EVENT)
        window.setGeometry(0, 0, width, height)
        window.showMaximized()
        for _ in range(100):
            wait(100)
            if window.snapshot is not None:
                break
        model = window.board_model
        for row in range(model.rowCount()):
            if model.index(row, 0).data(RowRole).state == "disputed":
                window.round_board.view.setCurrentIndex(model.index(row, 0))
        for tab, name in enumerate(("board", "standings", "factions", "luck")):
            window.tabs.setCurrentIndex(tab)
            wait(400)
            path = out / f"{lang}-{width}x{height}-{name}.png"
            app.primaryScreen().grabWindow(0).save(str(path))
            written.append(path)
        window.tabs.setCurrentIndex(0)
        for row in range(model.rowCount()):
            if model.index(row, 0).data(RowRole).state == "conflict":
                window.round_board.view.setCurrentIndex(model.index(row, 0))
        wait(300)
        path = out / f"{lang}-{width}x{height}-conflict.png"
        app.primaryScreen().grabWindow(0).save(str(path))
        written.append(path)
        for kind, name in ((report.STANDINGS, "standings"), (report.ROUND_RESULTS, "round")):
            pdf = out / f"{lang}-{name}.pdf"
            window.export_pdf(kind, pdf)
            written.append(pdf)
        window.close()
        wait(200)
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

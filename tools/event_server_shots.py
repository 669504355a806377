"""Developer tool: screenshots of the event server in the main window (issue 25; not shipped).

Run under a real X server (Xvfb), e.g.::

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/event_server_shots.py \
        --size 1366x768 --lang en --out /tmp/shots [--line postgresql://…]

Opens a copy of the sample battle in a sandboxed settings folder, plays three actions,
and sends them to ``--line`` (a table's connection line), or, without one, to a server
nobody answers at. Saves ``<out>/<lang>-<size>-event-status.png`` (the status bar's word
once the pusher settled) and ``…-event-dialog.png`` (File → Event Server… after Test).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--line", default="postgresql://adjutant_gt_table_7:pw@127.0.0.1:9/gt")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    work = Path(tempfile.mkdtemp(prefix="adjutant-shots-"))
    os.environ["ADJUTANT_SETTINGS"] = str(work / "settings.ini")
    os.environ["ADJUTANT_DATA_DIR"] = str(work / "data")
    os.environ.setdefault("ADJUTANT_TESTING", "1")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from adjutant import APP_NAME, ORG_NAME
    from adjutant.i18n import Translations
    from adjutant.store import queries, services
    from adjutant.store.sample import create_sample
    from adjutant.undo.service import run_service
    from adjutant.windows import event_server as es
    from adjutant.windows.main_window import MainWindow
    from adjutant.windows.settings import app_settings, sandbox
    from adjutant.windows.theme import ThemeManager

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    sandbox()
    settings = app_settings()
    settings.setValue(es.KEY_LINE, args.line)
    settings.setValue(es.KEY_ENABLED, True)
    settings.sync()
    translations = Translations(app)
    translations.switch(args.lang)
    window = MainWindow(settings=settings, translations=translations, themes=ThemeManager(app))
    game = str(work / "Sample battle.adjutant")
    create_sample(game).close()
    window.resize(width, height)
    window.show()
    window.setGeometry(0, 0, width, height)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    def settle(ms: int = 150) -> None:
        end = QTimer()
        end.setSingleShot(True)
        end.start(ms)
        while end.isActive():
            app.processEvents()

    settle(300)
    window.build_tool_windows()
    if not window.open_game(game):
        print("could not open", game, file=sys.stderr)
        return 1
    units = [u for s in queries.order_of_battle(window.document.game).sides for u in s.all_units()]
    for n, unit in enumerate(units[:3]):
        run_service(window.document, "Reckless", services.set_reckless, unit.id, n % 2 == 0)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and window.event_server.service.status().state in (
        "idle",
        "sending",
    ):
        settle(200)
    settle(800)
    screen = app.primaryScreen()
    path = out / f"{args.lang}-{width}x{height}-event-status.png"
    screen.grabWindow(0).save(str(path))
    print(path, window.event_server.label.text())
    dialog = window.event_server.show_dialog()
    settle(500)
    before = out / f"{args.lang}-{width}x{height}-event-dialog-before.png"
    screen.grabWindow(0).save(str(before))
    print(before)
    dialog.test()
    deadline = time.monotonic() + 15
    while dialog.testing and time.monotonic() < deadline:
        settle(100)
    settle(300)
    path = out / f"{args.lang}-{width}x{height}-event-dialog.png"
    screen.grabWindow(0).save(str(path))
    print(path, dialog.result.text())
    dialog.reject()
    window.event_server.shutdown()
    window.document.detach()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Developer tool: screenshots of the main window and every tool dock (not shipped).

Run under a real X server (Xvfb), e.g.::

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/screenshots.py \
        --size 1366x768 --lang en --out /tmp/shots

Opens a fresh copy of the sample battle (or ``--game FILE``) in a sandboxed settings
folder, shows the main window maximised to ``--size``, raises each tool dock in turn
(``--tools command,charge``; default all) and saves ``<out>/<lang>-<size>-<tool>.png``
(the whole screen, so what the player sees, scroll bars and all). ``--setup MODULE:FUNC``
calls ``FUNC(window)`` first (to put a game mid-turn). Prints the files written.
"""

from __future__ import annotations

import argparse
import atexit
import importlib
import os
import shutil
import sys
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--game", default=None)
    parser.add_argument("--tools", default="")
    parser.add_argument("--setup", default="")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    work = Path(tempfile.mkdtemp(prefix="adjutant-shots-"))
    atexit.register(shutil.rmtree, work, True)  # settings, data and games of this run
    os.environ["ADJUTANT_SETTINGS"] = str(work / "settings.ini")
    os.environ["ADJUTANT_DATA_DIR"] = str(work / "data")
    os.environ.setdefault("ADJUTANT_TESTING", "1")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from adjutant import APP_NAME, ORG_NAME
    from adjutant.i18n import Translations
    from adjutant.windows.settings import app_settings, sandbox
    from adjutant.windows.shell import TOOL_WINDOWS, MainWindow
    from adjutant.windows.theme import ThemeManager

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    sandbox()
    translations = Translations(app)
    translations.switch(args.lang)
    window = MainWindow(
        settings=app_settings(), translations=translations, themes=ThemeManager(app)
    )
    game = args.game
    if game is None:
        from adjutant.store.services.sample import create_sample

        game = str(work / "Sample battle.adjutant")
        create_sample(game).close()
    window.resize(width, height)
    window.show()
    window.setGeometry(0, 0, width, height)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    keys = [t.key for t in TOOL_WINDOWS]
    wanted = [k for k in args.tools.split(",") if k] or keys

    def settle(ms: int = 150) -> None:
        loop_end = QTimer()
        loop_end.setSingleShot(True)
        loop_end.start(ms)
        while loop_end.isActive():
            app.processEvents()

    settle(300)
    window.build_tool_windows()
    if not window.open_game(game):
        print("could not open", game, file=sys.stderr)
        return 1
    if args.setup:
        module, func = args.setup.split(":")
        sys.path.insert(0, str(Path.cwd()))
        getattr(importlib.import_module(module), func)(window)
    settle(400)
    screen = app.primaryScreen()
    for key in wanted:
        dock = window.tool_dock(key)
        if dock is None:
            continue
        dock.show()
        dock.raise_()
        window.tool_widget(key)
        settle(300)
        path = out / f"{args.lang}-{width}x{height}-{key}.png"
        screen.grabWindow(0).save(str(path))
        print(path)
    window.document.detach()
    return 0


if __name__ == "__main__":
    sys.exit(main())

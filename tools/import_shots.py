"""Developer tool: screenshots of the army-list import dialog with a pasted text list
(issue 27; not shipped).

Run under a real X server (Xvfb), e.g.::

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/import_shots.py \
        --size 1366x768 --lang ru --list tests/data/lists/text/wh40k_app_attached.txt

Opens a copy of the sample battle in a sandboxed settings folder with the main window at
``--size``, opens File → Import Army List…, puts the list's text on the clipboard and
presses Ctrl+V in the dialog, changes the first unit's model count as a player would
(``--count N``), and saves ``<out>/import-<lang>-<size>.png`` (the whole screen).
"""

from __future__ import annotations

import argparse
import atexit
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
    parser.add_argument("--list", default="tests/data/lists/text/wh40k_app_attached.txt")
    parser.add_argument("--count", type=int, default=0)
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    work = Path(tempfile.mkdtemp(prefix="adjutant-shots-"))
    atexit.register(shutil.rmtree, work, True)  # settings, data and games of this run
    os.environ["ADJUTANT_SETTINGS"] = str(work / "settings.ini")
    os.environ["ADJUTANT_DATA_DIR"] = str(work / "data")
    os.environ.setdefault("ADJUTANT_TESTING", "1")

    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from adjutant import APP_NAME, ORG_NAME
    from adjutant.i18n import Translations
    from adjutant.qtmodels.import_model import COL_MODELS
    from adjutant.store.services.sample import create_sample
    from adjutant.windows.main_window import MainWindow
    from adjutant.windows.settings import app_settings, sandbox
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
    window.quiet = True  # no file chooser: the list comes from the clipboard

    def settle(ms: int = 200) -> None:
        end = QTimer()
        end.setSingleShot(True)
        end.start(ms)
        while end.isActive():
            app.processEvents()

    game = str(work / "Sample battle.adjutant")
    create_sample(game).close()
    window.resize(width, height)
    window.show()
    window.setGeometry(0, 0, width, height)
    settle(300)
    if not window.open_game(game):
        return 1
    dialog = window.import_list_dialog()
    app.clipboard().setText(Path(args.list).read_text(encoding="utf-8"))
    dialog.activateWindow()
    settle(300)
    dialog.tree.setFocus()
    QTest.keyClick(dialog.tree, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    for _ in range(50):
        settle(100)
        if dialog.army is not None or dialog.last_error:
            break
    if dialog.army is None:
        print("not read:", dialog.last_error, file=sys.stderr)
        return 1
    if args.count:
        first = dialog.preview.index(0, 0)
        unit = dialog.preview.index(1, COL_MODELS, first)
        dialog.preview.setData(unit, args.count)
    settle(400)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"import-{args.lang}-{width}x{height}.png"
    app.primaryScreen().grabWindow(0).save(str(path))
    print(path)
    dialog.close()
    window.document.detach()
    return 0


if __name__ == "__main__":
    sys.exit(main())

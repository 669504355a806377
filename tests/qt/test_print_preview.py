"""File → Print Preview of the turn summary does not crash (issue 16, item 12).

``QPrintPreviewDialog`` keeps a pointer to the ``QPrinter`` it is given and paints on it
whenever the preview is drawn; the printer used to be a temporary that Python freed at
once, and the preview crashed the app (a segfault) every time. The preview is run in a
child process (a crash must fail this test, not end the test run), through the real
File-menu action, and draws every page of the summary. It opens maximised to the screen,
the pages fitted to its width (issue 22).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from smoke_env import smoke_env

from adjutant.store.services.sample import create_sample

PREVIEW = """
import sys
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget

app = QApplication([])
from adjutant.windows.main_window import MainWindow

window = MainWindow()
window.show()
window.build_tool_windows()
assert window.open_game(sys.argv[1], quiet=True)
window.summary_actions.ask_scope = lambda: (None, True)  # the whole game

def run_preview(dialog):
    # exec() without a user: show it, draw the preview twice (as zooming does), close.
    dialog.show()
    preview = dialog.findChild(QPrintPreviewWidget)
    for _ in range(20):
        app.processEvents()
    screen = window.screen().availableGeometry()
    print("maximised", bool(dialog.windowState() & Qt.WindowState.WindowMaximized), flush=True)
    print("size", dialog.width(), dialog.height(), screen.width(), screen.height(), flush=True)
    print("fit width", preview.zoomMode() == QPrintPreviewWidget.ZoomMode.FitToWidth, flush=True)
    for _ in range(2):
        for _ in range(20):
            app.processEvents()
        preview.updatePreview()
    for _ in range(20):
        app.processEvents()
    print("pages", preview.pageCount(), flush=True)
    dialog.close()
    return 0

QPrintPreviewDialog.exec = run_preview
window.summary_actions.preview_action.trigger()
print("closed", flush=True)
window.document.detach()
"""


def test_print_preview_of_the_summary_draws_its_pages(tmp_path):
    game = tmp_path / "sample.adjutant"
    create_sample(game).close()
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(PREVIEW), str(game)],
        env=smoke_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, (done.returncode, done.stderr[-3000:])
    lines = done.stdout.splitlines()
    assert lines[-1] == "closed", done.stdout
    pages = int(lines[-2].split()[1])
    assert pages >= 2, done.stdout  # the order of battle and at least one turn
    # Issue 22: maximised to the screen, the pages fitted to its width (not 692x512 at 38 %).
    assert "maximised True" in lines and "fit width True" in lines, done.stdout
    size = next(line for line in lines if line.startswith("size")).split()[1:]
    width, height, screen_width, screen_height = map(int, size)
    assert width >= screen_width - 10 and height >= screen_height - 60, size

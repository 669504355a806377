"""A turn summary printed through a real print system (issue 16, item 13).

File → Print Turn Summary… in the main window, the print dialog answered with the CUPS
queue of the cups-pdf printer (which writes each job as a PDF file), then the file it
wrote read back with poppler's pdftotext: the job reached the printer, in the game's
name, with every page and the units' names. ``.ci/run`` installs CUPS and cups-pdf,
starts the scheduler and adds the queue (CI_REQUIRE_CUPS=1 makes this test required
there); elsewhere it is skipped when no such queue exists (tests/cups_tools.py).
"""

from __future__ import annotations

import subprocess
import time
import uuid

import pytest

from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.windows.main_window import MainWindow
from cups_tools import needs_cups_pdf, output_folders, pdf_queue
from poppler_tools import needs_poppler

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _pdfs() -> set:
    return {p for folder in output_folders() if folder.is_dir() for p in folder.glob("*.pdf")}


@needs_cups_pdf()
@needs_poppler("pdftotext", "pdfinfo")
def test_print_the_turn_summary_to_cups_pdf(qtbot, sandbox, tmp_path, monkeypatch):
    from PySide6.QtPrintSupport import QPrintDialog

    queue = pdf_queue()
    assert queue, "no cups-pdf queue"
    # Digits only: hex letters make ligatures ("ff" drawn as one glyph), and the text of
    # a ligature is lost when cups-pdf's Ghostscript rewrites the PDF (the page itself
    # shows "ff"), so "Print test …aff" read back as "Print test …a" (1 token in ~28).
    token = f"{uuid.uuid4().int % 10**10:010d}"
    path = tmp_path / "print.adjutant"
    game = create_sample(path)
    sv.rename_game(game, f"Print test {token}")
    units = [u.name for side in q.order_of_battle(game).sides for u in side.all_units()]
    game.close()

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_game(path, quiet=True)
    window.summary_actions.ask_scope = lambda: (None, True)  # the whole game
    chosen = []

    def choose_queue(dialog):  # the player picks the cups-pdf printer and presses Print
        dialog.printer().setPrinterName(queue)
        chosen.append(dialog.printer().printerName())
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", choose_queue)
    before = _pdfs()
    window.summary_actions.print_action.trigger()
    assert chosen == [queue]

    written = []
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and not written:
        written = [p for p in _pdfs() - before if token in p.name]
        time.sleep(0.5)
    assert written, f"cups-pdf wrote no file for the job in {output_folders()}"
    pdf = written[0]
    time.sleep(1)  # the backend may still be closing the file
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    pages = int(
        next(line for line in info.stdout.splitlines() if line.startswith("Pages:")).split()[1]
    )
    assert pages >= 2  # the order of battle and the turns
    text = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, check=True
    ).stdout.decode("utf-8")
    flat = " ".join(text.split())
    assert f"Print test {token}" in flat
    assert sum(name in flat for name in units) >= len(units) // 2, flat[:2000]
    window.document.detach()
    pdf.unlink()

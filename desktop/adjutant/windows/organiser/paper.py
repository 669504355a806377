"""The organiser window's paper: the standings and the round's results printed or as PDF (issue 26).

For :class:`adjutant.windows.organiser.window.OrganiserWindow` only (issue 23: a part of
its own), behind its File menu (Print Standings…, Print Round Results…, Export Standings
as PDF…, Export Round Results as PDF…). :class:`OrganiserPaper` prints the window's
latest snapshot (the numbers on screen) through :mod:`adjutant.windows.organiser.report`:
a print preview, or a PDF whose name is suggested from the event (and round) in the
event folder; the pages written are said in the status bar. With no event yet, or a
PDF that cannot be written, a warning says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog

from adjutant.qtmodels.organiser_models import plurals
from adjutant.windows.organiser import report
from adjutant.windows.organiser.table_files import event_folder

if TYPE_CHECKING:
    from adjutant.archive.reading import Snapshot
    from adjutant.windows.organiser.window import OrganiserWindow

translate = QCoreApplication.translate


class OrganiserPaper(QObject):
    """Print and PDF of the standings and the round's results (see the module docstring)."""

    def __init__(self, window: OrganiserWindow) -> None:
        super().__init__(window)
        self.window = window

    def _ready(self) -> Snapshot | None:
        """The snapshot to print (None, and a message, while there is no event yet)."""
        snapshot = self.window.snapshot
        if snapshot is None or snapshot.event is None:
            self.window.warn(translate("Organiser", "There is no event to print yet."))
            return None
        return snapshot

    def print_preview(self, kind: str) -> None:
        snapshot = self._ready()
        if snapshot is None:
            return
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(report.layout())
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.paintRequested.connect(lambda device: report.paint(snapshot, kind, device))
        dialog.exec()

    def export_pdf(self, kind: str, path: str | Path) -> int:
        """Write the standings or the round's results (``kind``) as a PDF; pages."""
        snapshot = self.window.snapshot
        if snapshot is None:
            raise ValueError("there is no event to print yet")
        return report.write_pdf(snapshot, kind, path)

    def export_pdf_dialog(self, kind: str) -> None:
        snapshot = self._ready()
        if snapshot is None or snapshot.event is None:
            return
        event = snapshot.event.name
        suggested = (
            translate("Organiser", "{event} standings").format(event=event)
            if kind == report.STANDINGS
            else translate("Organiser", "{event} round {round}").format(
                event=event, round=snapshot.round
            )
        )
        folder = event_folder()
        path, _filter = QFileDialog.getSaveFileName(
            self.window,
            translate("Organiser", "Export as PDF"),
            str(folder / f"{suggested}.pdf"),
            translate("Organiser", "PDF files (*.pdf)"),
        )
        if not path:
            return
        try:
            pages = self.export_pdf(kind, path)
        except OSError as exc:
            self.window.warn(
                translate("Organiser", "The PDF could not be written: {reason}").format(
                    reason=str(exc)
                )
            )
            return
        self.window.statusBar().showMessage(
            plurals().pages_written(pages).format(path=path),
            8000,
        )


__all__ = ["OrganiserPaper"]

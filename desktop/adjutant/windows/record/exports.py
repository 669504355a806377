"""The Match Record window's paper and files: the slip (Print Preview…, Print…, Export Slip as
PDF…) and the record (Export Record…, JSON or CSV for pairing sites) (issue 24).

For :class:`adjutant.windows.record.dialog.MatchRecordDialog` only (issue 23: the exports a
part of their own). :class:`RecordExports` prints and writes the stored record only (the
form saved first); the slip is drawn by :mod:`adjutant.windows.record.slip`, the export
written by the store. A file is suggested beside the game (or in the documents folder),
asked through :meth:`~RecordExports.ask_path` (tests may replace it); a file that cannot be
written is named in the notice line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QFileDialog

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from adjutant.store.record.match import MatchRecord
    from adjutant.windows.record.dialog import MatchRecordDialog


class RecordExports(QObject):
    """The slip and the record's export, for the dialog; see the module's docstring."""

    def __init__(self, dialog: MatchRecordDialog) -> None:
        super().__init__(dialog)
        self.setObjectName("recordExports")
        self.dialog = dialog
        self._preview_printer: QPrinter | None = None  # outlives the preview dialog on it

    def _saved_record(self) -> MatchRecord | None:
        """The stored record when the dialog may act on it (``saved_first``), else None."""
        record = self.dialog.model.record
        return record if self.dialog.saved_first() else None

    # ------------------------------------------------------------ the slip
    def _printer(self) -> QPrinter:
        from PySide6.QtPrintSupport import QPrinter

        from adjutant.windows.record.slip import page_layout

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout())
        return printer

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from adjutant.windows.record.slip import paint_slip

        record = self._saved_record()
        if record is None:
            return
        # The preview paints on the printer at every redraw: it must outlive the dialog.
        self._preview_printer = printer = self._printer()
        dialog = QPrintPreviewDialog(printer, self.dialog)
        dialog.setObjectName("slipPreviewDialog")
        dialog.setWindowTitle(self.tr("Match slip — print preview"))
        dialog.paintRequested.connect(lambda target: paint_slip(record, target))
        dialog.exec()
        dialog.deleteLater()

    def print_slip(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog

        from adjutant.windows.record.slip import paint_slip

        record = self._saved_record()
        if record is None:
            return
        printer = self._printer()
        printer.setDocName(self.tr("Match slip {hash}").format(hash=record.record_sha256[:8]))
        dialog = QPrintDialog(printer, self.dialog)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            paint_slip(record, printer)
        except OSError as exc:
            self.dialog.show_notice(str(exc))

    # ------------------------------------------------------------ files
    def _suggested(self, suffix: str) -> str:
        from adjutant.windows.settings import documents_dir, is_hidden_folder

        game = self.dialog.document.game
        path = game.path if game is not None else None
        folder = Path(path).parent if path else documents_dir()
        if is_hidden_folder(folder):
            folder = documents_dir()
        stem = Path(path).stem if path else "match"
        return str(folder / f"{stem}-record{suffix}")

    def ask_path(self, title: str, suggested: str, filters: str) -> str:
        """A save dialog; "" if cancelled. Tests may replace it."""
        path, _ = QFileDialog.getSaveFileName(self.dialog, title, suggested, filters)
        return path

    def export_slip(self) -> Path | None:
        from adjutant.windows.record.slip import write_slip

        record = self._saved_record()
        if record is None:
            return None
        path = self.ask_path(
            self.tr("Export the match slip"), self._suggested(".pdf"), self.tr("PDF files (*.pdf)")
        )
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            write_slip(record, path)
        except OSError as exc:
            self.dialog.show_notice(str(exc))
            return None
        self.dialog.show_notice(self.tr("Slip written to {path}").format(path=path))
        return Path(path)

    def export_record(self) -> Path | None:
        from adjutant.store import InvalidField
        from adjutant.store.record.export import write_export

        record = self._saved_record()
        if record is None:
            return None
        path = self.ask_path(
            self.tr("Export the match record"),
            self._suggested(".json"),
            self.tr("JSON (*.json);;CSV for pairing sites (*.csv)"),
        )
        if not path:
            return None
        try:
            write_export(record, path)
        except (InvalidField, OSError) as exc:
            self.dialog.show_notice(str(exc))
            return None
        self.dialog.show_notice(self.tr("Record written to {path}").format(path=path))
        return Path(path)


__all__ = ["RecordExports"]

"""File → Print Preview, Print… and Export PDF… for turn summaries; ``adjutant summary`` (issue 7).

Offers:

- :class:`SummaryActions` — the three File-menu actions of the main window (one small
  edit in the shell's File menu, ``windows/shell/menus.py``). Each
  asks what to print (:class:`SummaryScopeDialog`: the current turn, a chosen turn or
  the whole game), then shows ``QPrintPreviewDialog`` (maximised, pages fitted to its
  width: issue 22), ``QPrintDialog`` or a save dialog and paints with :func:`adjutant.windows.summary_render.paint_report`.
- :func:`export_summary_cli` — the command-line tool's work: open the game, pick the
  language and paper, write the PDF, with no window (offscreen when there is no display).
  Raises :class:`SummaryFailed` (message + exit code) for anything the user can act on.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QMarginsF, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QPageLayout, QPageSize
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QMessageBox,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from adjutant.windows.settings import documents_dir, is_hidden_folder

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from adjutant.windows.shell.window import MainWindow
    from adjutant.windows.summary import Report

# The report and its renderer (numpy, shapely, the battlefield items) are imported when a
# summary is made, not with the File menu: the main window's first paint stays fast (issue 9).

translate = QCoreApplication.translate


class SummaryFailed(Exception):
    """A summary could not be written; ``exit_code`` for the command line (1 or 2)."""

    def __init__(self, message: str, exit_code: int = 1) -> None:
        super().__init__(message)
        self.exit_code = exit_code


# ---------------------------------------------------------------- command line


def ensure_offscreen() -> None:
    """With no display (no DISPLAY / WAYLAND_DISPLAY on Linux) and no platform chosen, use
    Qt's offscreen platform so ``adjutant summary`` runs on a server or in CI."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def gui_application() -> QCoreApplication:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        ensure_offscreen()
        app = QGuiApplication(["adjutant-summary"])
    return app


def ui_language(app: QCoreApplication) -> str:
    """The interface's saved language, else the system's (as the app starts)."""
    from adjutant import APP_NAME, ORG_NAME
    from adjutant.windows.settings import app_settings, initial_language

    if not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORG_NAME)
        QCoreApplication.setApplicationName(APP_NAME)
    return initial_language(app_settings())


def export_summary_cli(
    game_path: str | Path,
    out: str | Path,
    *,
    turn: int | None = None,
    whole_game: bool = False,
    language: str | None = None,
    paper: str | None = None,
) -> int:
    """Write the summary of ``turn`` (None = the current one) or the whole game to ``out``.

    Returns the number of pages. SummaryFailed: exit 2 for a file that is not a game or
    a turn out of range, 1 for other store errors (damaged, newer, in use) or a PDF that
    cannot be written.
    """
    from adjutant.i18n import Translations
    from adjutant.store import Game, NotAGameFile, StoreError
    from adjutant.windows.summary import TurnOutOfRange, collect_report
    from adjutant.windows.summary_render import default_page_size, write_pdf

    app = gui_application()
    translations = Translations(app)
    translations.switch(language or ui_language(app))
    page_size = {
        "a4": QPageSize.PageSizeId.A4,
        "letter": QPageSize.PageSizeId.Letter,
        None: default_page_size(QLocale.system()),
    }[paper]
    path = Path(game_path)
    if not path.is_file():
        raise SummaryFailed(f"{path}: no such game file", 2 if not path.exists() else 1)
    try:
        game = Game.open(path)
    except NotAGameFile as exc:
        raise SummaryFailed(str(exc), 2) from exc
    except (StoreError, OSError) as exc:
        raise SummaryFailed(str(exc), 1) from exc
    try:
        report = collect_report(game, turn, whole_game=whole_game)
    except TurnOutOfRange as exc:
        raise SummaryFailed(str(exc), 2) from exc
    except StoreError as exc:
        raise SummaryFailed(str(exc), 1) from exc
    finally:
        game.close()
    try:
        return write_pdf(report, out, page_size=page_size)
    except OSError as exc:
        raise SummaryFailed(f"cannot write {out}: {exc}", 1) from exc


# ---------------------------------------------------------------- the window's actions


class SummaryScopeDialog(QDialog):
    """What to print: the current turn, a chosen turn, or the whole game."""

    CURRENT, CHOSEN, WHOLE = 0, 1, 2

    def __init__(self, current_turn: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("summaryScopeDialog")
        self.current_turn = max(1, current_turn)
        self.intro = QLabel()
        self.current = QRadioButton()
        self.current.setObjectName("scopeCurrent")
        self.chosen = QRadioButton()
        self.chosen.setObjectName("scopeChosen")
        self.whole = QRadioButton()
        self.whole.setObjectName("scopeWhole")
        self.turn_box = QSpinBox()
        self.turn_box.setObjectName("scopeTurn")
        self.turn_box.setRange(1, self.current_turn)
        self.turn_box.setValue(self.current_turn)
        self.turn_box.setEnabled(False)
        self.group = QButtonGroup(self)
        for button, key in (
            (self.current, self.CURRENT),
            (self.chosen, self.CHOSEN),
            (self.whole, self.WHOLE),
        ):
            self.group.addButton(button, key)
        self.current.setChecked(True)
        self.chosen.toggled.connect(self.turn_box.setEnabled)
        self.turn_box.valueChanged.connect(lambda _v: self.chosen.setChecked(True))
        grid = QGridLayout()
        grid.addWidget(self.current, 0, 0, 1, 2)
        grid.addWidget(self.chosen, 1, 0)
        grid.addWidget(self.turn_box, 1, 1)
        grid.addWidget(self.whole, 2, 0, 1, 2)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(grid)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Turn summary"))
        self.intro.setText(self.tr("Which turns should the summary show?"))
        self.current.setText(self.tr("The current turn ({turn})").format(turn=self.current_turn))
        self.chosen.setText(self.tr("Turn:"))
        self.whole.setText(self.tr("The whole game (order of battle, losses, every turn)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def scope(self) -> tuple[int | None, bool]:
        """(turn, whole_game) as ``collect_report`` takes them."""
        which = self.group.checkedId()
        if which == self.WHOLE:
            return None, True
        if which == self.CHOSEN:
            return self.turn_box.value(), False
        return self.current_turn, False


_LANGUAGE = QEvent.Type.LanguageChange


def fill_the_screen(dialog: QDialog, window: QWidget | None) -> None:
    """The print preview maximised on the window's screen, its pages fitted to its width
    (issue 22: it opened as a 692x512 window at 38.5 %, unreadable until enlarged). The
    size is set too, for a window system that does not maximise (no window manager)."""
    screen = window.screen() if window is not None else None
    if screen is not None:
        dialog.resize(screen.availableGeometry().size())
        dialog.move(screen.availableGeometry().topLeft())
    dialog.setWindowState(dialog.windowState() | Qt.WindowState.WindowMaximized)
    fit_width = dialog.findChild(QAction, "fitWidthAction")  # Qt's own, checked with it
    if fit_width is not None:
        fit_width.trigger()


class SummaryActions(QObject):
    """File → Print Preview…, Print…, Export PDF… for the main window's open game."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("summaryActions")
        self.window = window
        self.preview_action = self._action("filePrintPreview", self.print_preview, "Ctrl+Shift+P")
        self.print_action = self._action(
            "filePrint", self.print_summary, QKeySequence.StandardKey.Print
        )
        self.pdf_action = self._action("fileExportPdf", self.export_pdf, "Ctrl+Shift+E")
        self._preview_printer: QPrinter | None = None  # outlives the preview dialog on it
        window.installEventFilter(self)
        document = window.document
        document.opened.connect(self._enable)
        document.closed.connect(self._enable)
        self._enable()
        self.retranslateUi()

    def _action(
        self,
        name: str,
        slot: Callable[[], object],
        shortcut: str | QKeySequence.StandardKey,
    ) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def actions(self) -> list[QAction]:
        return [self.preview_action, self.print_action, self.pdf_action]

    def _enable(self) -> None:
        is_open = self.window.document.is_open
        for action in self.actions():
            action.setEnabled(is_open)

    def retranslateUi(self) -> None:
        self.preview_action.setText(self.tr("Print Pre&view of Turn Summary…"))
        self.print_action.setText(self.tr("&Print Turn Summary…"))
        self.pdf_action.setText(self.tr("Export Turn Summary as P&DF…"))
        tip = self.tr("The current turn, a chosen turn or the whole game")
        for action in self.actions():
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (every event of the main window passes here: the enum is read once, _LANGUAGE)
        if event.type() == _LANGUAGE and watched is self.window:
            self.retranslateUi()
        return False

    # ------------------------------------------------------------ steps
    def ask_scope(self) -> tuple[int | None, bool] | None:
        """The scope dialog; None if cancelled. Tests may replace this method."""
        from adjutant.store.read import queries

        game = self.window.document.game
        if game is None:
            return None
        dialog = SummaryScopeDialog(queries.game_info(game).turn, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.scope()

    def report(self) -> Report | None:
        if not self.window.document.is_open:
            return None
        scope = self.ask_scope()
        game = self.window.document.game
        if scope is None or game is None:
            return None
        turn, whole = scope
        from adjutant.windows.summary import TurnOutOfRange, collect_report

        try:
            return collect_report(game, turn, whole_game=whole)
        except TurnOutOfRange as exc:
            QMessageBox.warning(self.window, self.tr("Turn summary"), str(exc))
            return None

    def _printer(self) -> QPrinter:
        from PySide6.QtPrintSupport import QPrinter

        from adjutant.windows.summary_render import MARGIN_MM, default_page_size

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(
            QPageLayout(
                QPageSize(default_page_size()),
                QPageLayout.Orientation.Portrait,
                QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                QPageLayout.Unit.Millimeter,
            )
        )
        return printer

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from adjutant.windows.summary_render import paint_report

        report = self.report()
        if report is None:
            return
        # The dialog keeps a pointer to the printer and paints on it at every redraw: the
        # printer must outlive the dialog (a temporary was freed at once, and the preview
        # crashed the app; issue 16). It is kept here until the next preview, by when
        # this dialog (deleted after it closes) is gone.
        self._preview_printer = printer = self._printer()
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setObjectName("summaryPreview")
        dialog.setWindowTitle(self.tr("Turn summary — print preview"))
        dialog.paintRequested.connect(lambda target: paint_report(report, target))
        fill_the_screen(dialog, self.window)
        dialog.exec()
        dialog.deleteLater()

    def print_summary(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog

        from adjutant.windows.summary_render import paint_report

        report = self.report()
        if report is None:
            return
        printer = self._printer()
        # The job's name in the print queue (and cups-pdf's file name): the game's.
        printer.setDocName(f"{report.game_name} — {self.tr('Turn summary')}")
        dialog = QPrintDialog(printer, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            paint_report(report, printer)
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Turn summary"), str(exc))

    def ask_pdf_path(self, suggested: str) -> str:
        """The save dialog; "" if cancelled. Tests may replace this method."""
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Export turn summary"), suggested, self.tr("PDF files (*.pdf)")
        )
        return path

    def export_pdf(self) -> Path | None:
        from adjutant.windows.summary_render import write_pdf

        report = self.report()
        if report is None:
            return None
        game = self.window.document.game
        game_path = game.path if game is not None else None

        stem = Path(game_path).stem if game_path else "summary"
        suffix = "all" if report.whole_game else f"turn{report.turns[0].turn}"
        # Beside the game, unless it lives in a folder the player does not see (an old
        # first-run copy under ~/.local/share): then their games folder (issue 15).
        folder = Path(game_path).parent if game_path else documents_dir()
        if is_hidden_folder(folder):
            folder = documents_dir()
        path = self.ask_pdf_path(str(folder / f"{stem}-{suffix}.pdf"))
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            write_pdf(report, path)
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Turn summary"), str(exc))
            return None
        self.window.statusBar().showMessage(
            self.tr("Summary written to {path}").format(path=path), 5000
        )
        return Path(path)

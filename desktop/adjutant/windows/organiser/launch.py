"""Ways into the organiser window: ``adjutant organiser URL`` and File → Open Event Archive… (issue 26).

- :func:`adjutant.windows.organiser.standalone.run_organiser` — the command line's.
- :class:`OrganiserActions` — the main window's File → Open Event Archive… (one line in
  ``main_window``): asks for the archive's connection line (:class:`OpenArchiveDialog`,
  the last one remembered in the settings as the table's line is) and opens an organiser
  window owned by the main window, whose games it opens in place of the current one.

Nothing here imports the archive's client or server, nor psycopg, until a window opens:
the main window's first paint stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

CONTEXT = "Organiser"
KEY_LAST_LINE = "organiser/last_line"
if TYPE_CHECKING:
    from adjutant.windows.shell.window import MainWindow

translate = QCoreApplication.translate


def check_line(text: str) -> str | None:
    """Why ``text`` is not an archive's connection line (None when it is one)."""
    from adjutant.archive.reading import BadConnectionLine, read_line

    try:
        read_line(text)
    except BadConnectionLine as exc:
        return str(exc)
    return None


class OpenArchiveDialog(QDialog):
    """Asks for the event archive's connection line (a viewer's, or the organiser's)."""

    def __init__(self, line: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openArchiveDialog")
        layout = QVBoxLayout(self)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.edit = QLineEdit(line, self)
        self.edit.setObjectName("archiveLine")
        self.edit.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.label.setBuddy(self.edit)
        layout.addWidget(self.edit)
        self.error = QLabel(self)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(translate("Organiser", "Open Event Archive"))
        self.label.setText(
            translate(
                "Organiser",
                "The archive's connection line (postgresql://…): a viewer's line from "
                "'adjutant server viewer', or the organiser's. The window only reads.",
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def line(self) -> str:
        return self.edit.text().strip()

    def accept(self) -> None:
        problem = check_line(self.line())
        if problem:
            self.error.setText(
                translate("Organiser", "Not a connection line: {reason}").format(reason=problem)
            )
            return
        super().accept()


class OrganiserActions(QObject):
    """File → Open Event Archive… of the main window (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("organiserActions")
        self.window = window
        self.open_action = QAction(window)
        self.open_action.setObjectName("fileOpenEventArchive")
        self.open_action.triggered.connect(lambda _checked=False: self.open_dialog())
        self.windows: list[QWidget] = []
        window.installEventFilter(self)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.open_action.setText(translate("Organiser", "Open Event &Archive…"))
        tip = translate(
            "Organiser",
            "The round board, standings and factions of an event, live from its archive",
        )
        self.open_action.setToolTip(tip)
        self.open_action.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        return False

    def open_dialog(self) -> QWidget | None:
        settings = getattr(self.window, "settings", None)
        last = str(settings.value(KEY_LAST_LINE) or "") if settings is not None else ""
        dialog = OpenArchiveDialog(last, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        line = dialog.line()
        if settings is not None:
            settings.setValue(KEY_LAST_LINE, line)
        return self.open_window(line)

    def open_window(self, line: str, event: str | None = None) -> QWidget:
        from adjutant.windows.organiser.window import OrganiserWindow

        organiser = OrganiserWindow(
            line,
            event=event,
            open_game=lambda path: self.window.open_game(path),
            parent=self.window,
        )
        organiser.setWindowFlag(Qt.WindowType.Window, True)
        organiser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.windows.append(organiser)
        organiser.destroyed.connect(lambda *_a, w=organiser: self._forget(w))
        organiser.show()
        return organiser

    def _forget(self, window: QWidget) -> None:
        if window in self.windows:
            self.windows.remove(window)


__all__ = ["OpenArchiveDialog", "OrganiserActions", "check_line"]

"""Start the Qt application and the main window (issue 9 grows this)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from adjutant import APP_NAME, ORG_NAME


def run_app(game: str | None = None, smoke_test: bool = False) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    window = QMainWindow()
    window.setWindowTitle(APP_NAME)
    window.setCentralWidget(QLabel(game or "Adjutant"))
    window.resize(1200, 800)
    window.show()
    if smoke_test:
        QTimer.singleShot(0, app.quit)
    return app.exec()

"""``adjutant organiser URL``: the organiser window on its own (issue 26).

The application as the main window starts it (:func:`adjutant.windows.app.start_application`:
settings, language, theme), then the organiser window alone; a table's game file opened
from it opens a main window for that game. Apart from :mod:`.launch` (which the main
window imports) so that the main window and this module do not import each other.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from adjutant.windows.organiser.launch import check_line

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from adjutant.i18n import Translations
    from adjutant.windows.main_window import MainWindow
    from adjutant.windows.theme import ThemeManager


class _GameOpener:
    """Opens a game from the organiser window started alone: a main window, made the
    first time and kept (the application owns it until it closes)."""

    def __init__(
        self, settings: QSettings, translations: Translations, themes: ThemeManager
    ) -> None:
        self.settings, self.translations, self.themes = settings, translations, themes
        self.window: MainWindow | None = None

    def __call__(self, path: Path) -> None:
        from adjutant.windows.app import Launcher, install_store_error_hook
        from adjutant.windows.main_window import MainWindow

        if self.window is not None:
            try:
                self.window.isVisible()
            except RuntimeError:  # closed and deleted
                self.window = None
        if self.window is None:
            window = MainWindow(
                settings=self.settings, translations=self.translations, themes=self.themes
            )
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
            install_store_error_hook(window)
            Launcher(window, str(path))
            window.show()
            self.window = window
            return
        self.window.raise_()
        self.window.activateWindow()
        self.window.open_game(path)


def run_organiser(url: str, event: str | None = None, round_no: int | None = None) -> int:
    """``adjutant organiser URL``: the organiser window until it closes (exit 0), or 1 when
    URL is not a connection line."""
    problem = check_line(url)
    if problem:
        print(f"adjutant organiser: {problem}", file=sys.stderr)
        return 1
    from adjutant.windows.app import start_application
    from adjutant.windows.organiser.window import OrganiserWindow

    app, settings, translations, themes = start_application()
    opener = _GameOpener(settings, translations, themes)
    window = OrganiserWindow(url, event=event, round_no=round_no, open_game=opener)
    window.show()
    code = app.exec()
    window.bridge.close()
    return code


__all__ = ["run_organiser"]

"""Where the shell keeps its settings and the user's games (issue 9).

Offers to the main window and ``app.run_app``:

- :func:`app_settings` — the ``QSettings`` of Adjutant. ``ADJUTANT_SETTINGS=path``
  selects an INI file (tests use a temporary one); when ``ADJUTANT_TESTING`` is
  set, Qt's test mode keeps everything away from the real user's settings.
- :func:`user_data_dir` — the folder for the first-run copy of the sample battle
  (``QStandardPaths.AppDataLocation``; ``ADJUTANT_DATA_DIR`` overrides it).
- :class:`RecentFiles` — File > Open Recent (at most :data:`MAX_RECENT`).
- Setting keys used by the shell (``KEY_*``).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

MAX_RECENT = 8
KEY_RECENT = "files/recent"
KEY_LAST_GAME = "files/last_game"
KEY_GEOMETRY = "window/geometry"
KEY_STATE = "window/state"
KEY_THEME = "view/theme"
KEY_LANGUAGE = "view/language"
#: Bump when the dock layout changes incompatibly: restoreState ignores other versions.
LAYOUT_VERSION = 1


def testing() -> bool:
    return bool(os.environ.get("ADJUTANT_TESTING"))


def sandbox() -> None:
    """Under tests, point QStandardPaths (and so QSettings' defaults) at Qt's test folders."""
    if testing():
        QStandardPaths.setTestModeEnabled(True)


def app_settings() -> QSettings:
    """Adjutant's settings (needs the application and organisation names set first)."""
    override = os.environ.get("ADJUTANT_SETTINGS")
    if override:
        return QSettings(override, QSettings.Format.IniFormat)
    if testing():
        sandbox()
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
        return QSettings(str(Path(folder) / "adjutant-test.ini"), QSettings.Format.IniFormat)
    return QSettings()


def user_data_dir() -> Path:
    override = os.environ.get("ADJUTANT_DATA_DIR")
    if override:
        return Path(override)
    sandbox()
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def documents_dir() -> Path:
    """Where File > New proposes to put a game."""
    override = os.environ.get("ADJUTANT_DATA_DIR")
    if override:
        return Path(override)
    sandbox()
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(folder) if folder else Path.home()


def _as_list(value: object) -> list[str]:
    # An INI file gives back a lone string for a one-element list, None for none.
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value else []
    return [str(item) for item in value]  # type: ignore[union-attr]


class RecentFiles:
    """The most recently opened games, newest first, without duplicates."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def paths(self) -> list[str]:
        return _as_list(self._settings.value(KEY_RECENT))[:MAX_RECENT]

    def _store(self, paths: list[str]) -> None:
        self._settings.setValue(KEY_RECENT, paths[:MAX_RECENT])
        self._settings.sync()

    def add(self, path: str | Path) -> None:
        path = str(Path(path).resolve())
        self._store([path, *(p for p in self.paths() if p != path)])

    def remove(self, path: str | Path) -> None:
        self._store([p for p in self.paths() if p != str(path)])

    def prune(self) -> list[str]:
        """Drop files that no longer exist; returns the ones dropped."""
        paths = self.paths()
        missing = [p for p in paths if not Path(p).is_file()]
        if missing:
            self._store([p for p in paths if p not in missing])
        return missing

    def clear(self) -> None:
        self._store([])

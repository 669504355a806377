"""Where the shell keeps its settings and the user's games (issue 9).

Offers to the main window and ``app.run_app``:

- :func:`app_settings` — the ``QSettings`` of Adjutant. ``ADJUTANT_SETTINGS=path``
  selects an INI file (tests use a temporary one); when ``ADJUTANT_TESTING`` is
  set, Qt's test mode keeps everything away from the real user's settings.
- :func:`documents_dir` — the player's games folder, ``Documents/Adjutant``
  (:data:`GAMES_FOLDER`, named here only): File > New and Open start there, PDF
  summaries of a game kept in a hidden folder go there, and the first-run copy of the
  sample battle is written there (issue 15). ``ADJUTANT_DATA_DIR`` overrides it (tests).
  Before issue 15 the sample went to ``QStandardPaths.AppDataLocation``, which Qt builds
  as ``<data>/<organisation>/<application>``: both are "Adjutant", hence the hidden,
  doubled ``~/.local/share/Adjutant/Adjutant/``.
- :func:`cache_dir` — where Adjutant keeps what it can make again (issue 28).
- :class:`RecentFiles` — File > Open Recent (at most :data:`MAX_RECENT`).
- Setting keys used by the shell (``KEY_*``).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, QStandardPaths

from adjutant import APP_NAME
from adjutant.i18n import DEFAULT_LANGUAGE, LANGUAGES

MAX_RECENT = 8
KEY_RECENT = "files/recent"
KEY_LAST_GAME = "files/last_game"
KEY_GEOMETRY = "window/geometry"
KEY_STATE = "window/state"
#: What the shell needs to judge whether the saved layout fits the screen (issue 22,
#: ``windows.shell.layout.SavedLayout``).
KEY_FIT = "window/fit"
KEY_THEME = "view/theme"
KEY_LANGUAGE = "view/language"
#: View > Follow the Phase (issue 15): raise each phase's tool when the phase changes.
KEY_FOLLOW_PHASE = "view/follow_phase"
#: Bump when the dock layout changes incompatibly: restoreState ignores other versions.
#: 2: the tools take the whole right-hand side (issue 15); 3: the hex arena is in the
#: centre and every layout is checked against the screen (issue 22).
LAYOUT_VERSION = 3


def initial_language(settings: QSettings) -> str:
    """The interface's saved language, else the system's if Adjutant speaks it, else English."""
    chosen = settings.value(KEY_LANGUAGE)
    if isinstance(chosen, str) and chosen in LANGUAGES:
        return chosen
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else DEFAULT_LANGUAGE


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


#: The folder of Adjutant's games inside the user's Documents folder (issue 15).
GAMES_FOLDER = "Adjutant"


def documents_dir() -> Path:
    """Documents/Adjutant: where games (and the first-run sample) go; not created here."""
    override = os.environ.get("ADJUTANT_DATA_DIR")
    if override:
        return Path(override)
    sandbox()
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return (Path(folder) if folder else Path.home()) / GAMES_FOLDER


def cache_dir() -> Path:
    """Adjutant's cache folder (``~/.cache/Adjutant``, ``~/Library/Caches/Adjutant``,
    ``%LOCALAPPDATA%\\cache\\Adjutant``): what can be made again, kept to start faster
    (``adjutant.dataclass_code``, issue 28). ``ADJUTANT_CACHE_DIR`` overrides it; under
    tests it is Qt's test folder. Needs no application object; not created here."""
    override = os.environ.get("ADJUTANT_CACHE_DIR")
    if override:
        return Path(override)
    sandbox()
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
    return (Path(folder) if folder else Path.home() / ".cache") / APP_NAME


def is_hidden_folder(folder: Path) -> bool:
    """True for a folder a player does not see in a file manager: a dot folder on the way
    (``~/.local/share``) or the application-data locations (AppData on Windows)."""
    folder = Path(folder)
    if any(part.startswith(".") and part not in (".", "..") for part in folder.parts):
        return True
    hidden = (
        QStandardPaths.StandardLocation.AppDataLocation,
        QStandardPaths.StandardLocation.GenericDataLocation,
        QStandardPaths.StandardLocation.AppLocalDataLocation,
    )
    for location in hidden:
        base = QStandardPaths.writableLocation(location)
        if base and (folder == Path(base) or Path(base) in folder.parents):
            return True
    return False


def _as_list(value: object) -> list[str]:
    # An INI file gives back a lone string for a one-element list, None for none.
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list | tuple):
        return [str(item) for item in value]
    return []  # a value Adjutant never writes there (a number, a map, bytes): no list


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

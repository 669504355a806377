"""Languages of the user interface: English, Russian, Spanish (issue 9, "Languages").

Offers to the application shell (``adjutant.windows.app``) and to the build:

- :data:`LANGUAGES` — the language codes Adjutant ships and their own names.
- :func:`QT_TRANSLATE_NOOP` — Qt's marker of a text to translate, typed ``str``.
- :func:`current_language` — the language the interface was last switched to
  (for texts that do not come from ``.qm`` files, e.g. the rules reference).
- :class:`Translations` — installs, switches and removes every translator at
  run time: Qt's own ``qtbase_<lang>.qm`` plus each ``resources/translations/*_<lang>.qm``.
  Installing a translator makes Qt send ``QEvent.LanguageChange`` to every
  widget; widgets re-translate their texts in ``changeEvent`` / ``retranslateUi``.
- :func:`ensure_compiled` — compiles a ``.ts`` into its ``.qm`` with
  ``pyside6-lrelease`` when the ``.qm`` is missing or older (the app's first run
  from source; ``.qm`` files are not in git). The build calls the same code.
- ``python -m adjutant.i18n update AREA SOURCES...`` — runs ``pyside6-lupdate`` over
  one area's sources into ``AREA_ru.ts`` and ``AREA_es.ts``; ``python -m adjutant.i18n
  compile`` — compiles every ``.ts``. One ``.ts`` pair per area (shell, oob, command…)
  so engineers never edit the same file.

English plurals (issue 15: "change(s)", "hex(es)"): a ``%n`` string (``tr(text, "", n)``)
gets its English forms from ``<area>_en.ts``, which holds that area's plural messages
only (``lupdate -pluralonly``; "1 unit", "2 units"). It is written by ``update`` when
the area has any, compiled like the others and installed for English too (without
it Qt would show the source's "%n unit(s)").
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from adjutant.paths import resources_dir

#: Language code -> the language's own name (shown in the View > Language menu).
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "es": "Español"}
#: Languages that have ``.ts`` files (English is the source language).
TRANSLATED = ("ru", "es")
DEFAULT_LANGUAGE = "en"
#: The source language's own file of an area holds its plural forms only.
PLURALS = DEFAULT_LANGUAGE
# The language of the last Translations.switch() (one interface per process).
_current_language = DEFAULT_LANGUAGE


def QT_TRANSLATE_NOOP(context: str, source: str, /) -> str:
    """``source``, marked for ``lupdate`` as a message of ``context``; Qt's own marker (the
    same name: lupdate reads calls by name, not imports) is typed ``object``, this one
    ``str`` (issue 23). The windows and their models use it, not
    ``adjutant.store.messages``' twin: that one would bring the store in before the first
    paint (issue 28), and the store may not import this module (it loads Qt)."""
    del context  # only lupdate reads it
    return source


def current_language() -> str:
    """The interface language now in use: the last one switched to, English until then.

    Widgets whose texts are data rather than ``tr()`` strings (Help > Rules reads
    ``rules_reference_<lang>.json``) ask this when they fill and on ``LanguageChange``.
    """
    return _current_language


class TranslationToolMissing(RuntimeError):
    """``pyside6-lrelease`` / ``pyside6-lupdate`` could not be found."""


def translations_dir() -> Path:
    return resources_dir() / "translations"


def _tool(name: str) -> Path:
    """Find a Qt Linguist tool: ``pyside6-<name>`` beside Python, else PySide6's own binary."""
    exe = ".exe" if os.name == "nt" else ""
    candidates = [Path(sys.executable).parent / f"pyside6-{name}{exe}"]
    found = shutil.which(f"pyside6-{name}")
    if found:
        candidates.append(Path(found))
    spec = importlib.util.find_spec("PySide6")
    for location in (spec.submodule_search_locations or []) if spec else []:
        candidates.append(Path(location) / f"{name}{exe}")
        candidates.append(Path(location) / "Qt" / "libexec" / f"{name}{exe}")
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise TranslationToolMissing(f"pyside6-{name} not found (looked in {candidates[0].parent})")


def _stale(ts: Path, qm: Path) -> bool:
    return not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime


def ensure_compiled(directory: Path | None = None, force: bool = False) -> list[Path]:
    """Compile each ``*.ts`` in ``directory`` whose ``.qm`` is missing or older.

    Returns the ``.qm`` files written. A frozen bundle ships compiled ``.qm``
    files and no Linguist tools, so it never compiles; nor does a checkout
    whose ``.qm`` files are fresh (a few ``stat`` calls at start-up).
    """
    directory = directory or translations_dir()
    if not directory.is_dir():
        return []
    stale = [
        ts for ts in sorted(directory.glob("*.ts")) if force or _stale(ts, ts.with_suffix(".qm"))
    ]
    if not stale or getattr(sys, "frozen", False):
        return []
    import subprocess  # here, not at start-up: the app imports this module before its first paint

    lrelease = _tool("lrelease")
    written = []
    for ts in stale:
        qm = ts.with_suffix(".qm")
        subprocess.run(
            [str(lrelease), "-silent", str(ts), "-qm", str(qm)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        written.append(qm)
    return written


def update_sources(
    area: str, sources: Sequence[str | Path], directory: Path | None = None
) -> list[Path]:
    """Extract the translatable strings of ``sources`` into ``<area>_ru.ts`` and ``<area>_es.ts``,
    and the plural (``%n``) ones into ``<area>_en.ts`` (none: no such file).

    Existing translations are kept; strings no longer in the sources are dropped.
    """
    if not area.isidentifier():
        raise ValueError(f"an area is a short name like 'shell' or 'oob', got {area!r}")
    directory = directory or translations_dir()
    directory.mkdir(parents=True, exist_ok=True)
    targets = [directory / f"{area}_{lang}.ts" for lang in TRANSLATED]
    command = [str(_tool("lupdate")), "-silent", "-no-obsolete", "-locations", "none"]
    for source in map(Path, sources):
        # lupdate scans folders for C++/QML only: list a folder's Python files ourselves.
        files = sorted(source.rglob("*.py")) if source.is_dir() else [source]
        command += [str(file) for file in files]
    import subprocess

    subprocess.run([*command, "-ts", *[str(target) for target in targets]], check=True)
    english = directory / f"{area}_{PLURALS}.ts"
    subprocess.run([*command, "-pluralonly", "-ts", str(english)], check=True)
    if english.is_file() and "<message" in english.read_text(encoding="utf-8"):
        targets.append(english)
    else:
        english.unlink(missing_ok=True)
    return targets


class _Installed:
    """The translators installed in the application: one set per process, whichever
    :class:`Translations` installed them (tests make several, one per window)."""

    def __init__(self) -> None:
        self.app = None
        self.translators: list = []
        self.language: str | None = None


_INSTALLED = _Installed()


class Translations:
    """The installed translators of one ``QCoreApplication``.

    ``switch(lang)`` removes the previous language's translators and installs
    the new ones; Qt then sends ``LanguageChange`` to every widget. Switching to the
    language already in place does nothing (no widget translates itself again). The
    translators are the application's: every ``Translations`` of one application
    shares them, so two windows never install a language twice.
    """

    def __init__(self, app, directory: Path | None = None) -> None:
        self._app = app
        self._directory = directory or translations_dir()
        if _INSTALLED.app is not app:  # a new application: nothing of ours is in it
            _INSTALLED.app, _INSTALLED.translators, _INSTALLED.language = app, [], None

    @property
    def language(self) -> str:
        return _INSTALLED.language or DEFAULT_LANGUAGE

    @property
    def _installed(self) -> list:
        return _INSTALLED.translators

    @property
    def files(self) -> list[str]:
        """The ``.qm`` files currently installed (for tests and the About box)."""
        return [translator.filePath() for translator in self._installed]

    def switch(self, language: str) -> list[str]:
        global _current_language
        from PySide6.QtCore import QCoreApplication, QEvent, QLocale

        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
        if language == _INSTALLED.language:
            # Already in place: reinstalling would make every widget translate itself again
            # for nothing (English has translators too: its plural forms).
            return self.files
        for translator in _INSTALLED.translators:
            self._app.removeTranslator(translator)
        _INSTALLED.translators = []
        _INSTALLED.language = _current_language = language
        # Numbers and dates follow the chosen language too (a comma decimal in Russian).
        QLocale.setDefault(QLocale(language))
        self._install(language)  # English too: its plural forms
        # Qt posts LanguageChange; deliver it now so every text is switched on return.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return self.files

    def _install(self, language: str) -> None:
        from PySide6.QtCore import QLibraryInfo, QTranslator

        try:
            ensure_compiled(self._directory)
        except Exception as exc:
            # subprocess (imported only when a .ts needs compiling) is not in sys.modules
            # otherwise: start-up in English imports nothing it does not need (issue 9).
            subprocess = sys.modules.get("subprocess")
            expected = (TranslationToolMissing, OSError) + (
                (subprocess.CalledProcessError,) if subprocess else ()
            )
            if not isinstance(exc, expected):
                raise
            # Older .qm files (if any) still load; the reason goes to stderr for developers.
            print(f"adjutant: could not compile translations: {exc}", file=sys.stderr)
        paths = []
        if language != DEFAULT_LANGUAGE:  # Qt's own texts are English already
            paths.append(
                Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
                / f"qtbase_{language}.qm"
            )
        paths += sorted(self._directory.glob(f"*_{language}.qm"))
        for path in paths:
            translator = QTranslator(self._app)
            if path.is_file() and translator.load(str(path)):
                self._app.installTranslator(translator)
                _INSTALLED.translators.append(translator)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m adjutant.i18n", description=__doc__.split("\n")[0]
    )
    commands = parser.add_subparsers(dest="command", required=True)
    update = commands.add_parser(
        "update", help="extract one area's strings into AREA_ru.ts / AREA_es.ts"
    )
    update.add_argument("area", help="short name of the area: shell, oob, command...")
    update.add_argument("sources", nargs="+", help="the area's .py files or folders")
    compile_ = commands.add_parser("compile", help="compile every .ts into its .qm")
    compile_.add_argument("--force", action="store_true", help="also compile up-to-date files")
    options = parser.parse_args(argv)
    if options.command == "update":
        for target in update_sources(options.area, options.sources):
            print(target)
    else:
        for qm in ensure_compiled(force=options.force):
            print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())

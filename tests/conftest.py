"""Test-wide setup: Qt offscreen, a fresh temporary game path per test, and for the tests
that drive the main window its own settings and data folder (``sandbox``) and a record
of the message boxes it shows (``messages``); a folder an unprivileged user can reach
(``shared_folder``); with CI_REQUIRE_POPPLER=1 / CI_REQUIRE_CUPS=1 / CI_REQUIRE_POSTGRES=1, a check at start
that poppler's PDF tools / a cups-pdf printer / PostgreSQL's server programs are
installed; a PostgreSQL server of the session's own (``pg_cluster``, issue 25)."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

# Before any Qt import: tests never need a display (DESIGN.md, "Strict tests").
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep QSettings and user data of tests away from the real user's.
os.environ.setdefault("ADJUTANT_TESTING", "1")

import pytest


def pytest_configure(config):
    """With CI_REQUIRE_POPPLER=1 (.ci/run, CI), a missing poppler tool stops the run
    instead of skipping the PDF tests (tests/poppler_tools.py); with CI_REQUIRE_CUPS=1
    (.ci/run), so does a missing cups-pdf printer (tests/cups_tools.py); with
    CI_REQUIRE_POSTGRES=1 (.ci/run, CI), so do missing PostgreSQL server programs
    (tests/pg_tools.py)."""
    import cups_tools
    import pg_tools
    import poppler_tools

    poppler_tools.check_required()
    cups_tools.check_required()
    pg_tools.check_required()


@pytest.fixture
def game_path(tmp_path):
    """A path for a new game file that does not exist yet."""
    return tmp_path / "game.adjutant"


@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    """The app's settings file and data folder inside ``tmp_path``, never the real user's
    (the folder is not made: the app makes it when it needs it)."""
    monkeypatch.setenv("ADJUTANT_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("ADJUTANT_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def messages(monkeypatch):
    """Every message box shown, as (text, informative text, detailed text); none is left
    open (``QMessageBox.exec`` answers Ok)."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[tuple[str, str, str]] = []

    def capture(box):
        shown.append((box.text(), box.informativeText(), box.detailedText()))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", capture)
    return shown


@pytest.fixture
def shared_folder():
    """A folder an unprivileged user can reach (pytest's tmp_path is root's own when root;
    tests/unprivileged.py)."""
    folder = Path(tempfile.mkdtemp(prefix="adjutant-ro-"))
    folder.chmod(0o755)
    yield folder
    folder.chmod(0o755)
    shutil.rmtree(folder)


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt's application is Adjutant's own, which also takes the games the system
    opens (QFileOpenEvent, issue 18): the tests run the class users run."""
    from adjutant.windows.app import Application

    return Application


@pytest.fixture(scope="session")
def pg_cluster():
    """A PostgreSQL server of the test session's own (tests/pg_tools.py), started on first
    use; skipped with its reason where no server programs exist (unless required)."""
    import pg_tools

    cluster = pg_tools.start_cluster()
    yield cluster
    pg_tools.remove_cluster(cluster)

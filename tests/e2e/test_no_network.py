"""The started app makes no network connection and never loads QtNetwork (issue 8).

Players use Adjutant offline at a tournament table; the installers leave QtNetwork
out (installer/adjutant.spec). These tests start the real app in a subprocess
(``python -m adjutant --smoke-test``, offscreen, with a sample game when the store's
``adjutant sample`` tool works) under a probe that, before anything else runs,

- installs an audit hook (PEP 578) recording every ``socket.*`` event (creating a
  socket, connect, bind, getaddrinfo, gethostbyname…) and the HTTP/FTP/mail
  clients' connect events, and every import of ``PySide6.QtNetwork``;
- at exit records whether ``PySide6.QtNetwork`` is in ``sys.modules`` and, on
  Linux, whether Qt's C++ network library (libQt6Network) is mapped into the
  process at all (``/proc/self/maps``), which the audit hook cannot see.

A control test runs the same probe over code that does use the network, so the
probe is shown to catch what it looks for.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

# Run by the child process before the app: argv[1] is the report path, argv[2:] the
# module to run and its arguments.
PROBE = textwrap.dedent(
    r"""
    import json, os, runpy, sys

    report_path = sys.argv[1]
    events = []
    imports = []
    WATCHED = ("socket.", "http.client.", "ftplib.", "smtplib.", "poplib.", "imaplib.",
               "nntplib.", "telnetlib.", "urllib.Request", "webbrowser.open")

    def hook(event, args):
        if event.startswith(WATCHED):
            events.append([event, repr(args)[:200]])
        elif event == "import" and args and str(args[0]).startswith("PySide6.QtNetwork"):
            imports.append(str(args[0]))

    sys.addaudithook(hook)

    def finish(code):
        maps = ""
        if os.path.exists("/proc/self/maps"):
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
                maps = f.read()
        report = {
            "exit": code,
            "events": events,
            "imports": imports,
            "qtnetwork_in_modules": any(m.startswith("PySide6.QtNetwork") for m in sys.modules),
            "libqt6network_mapped": "Qt6Network" in maps,
            "maps_checked": bool(maps),
            "qt_loaded": "PySide6.QtWidgets" in sys.modules,
        }
        with open(report_path, "w", encoding="utf-8") as f:
            json.dump(report, f)

    module, *args = sys.argv[2:]
    sys.argv = [module, *args]
    code = 0
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    finish(code)
    sys.exit(code)
    """
)


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        ADJUTANT_TESTING="1",
        # keep the app's settings and recent-games list away from the user's
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    return env


def _probe(tmp_path: Path, module: str, *args: str) -> dict:
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE, encoding="utf-8")
    report = tmp_path / "report.json"
    result = subprocess.run(
        [sys.executable, str(probe), str(report), module, *args],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert report.is_file(), f"the probe wrote no report:\n{result.stdout}\n{result.stderr}"
    data = json.loads(report.read_text(encoding="utf-8"))
    data["stderr"] = result.stderr
    data["returncode"] = result.returncode
    return data


def _sample_game(tmp_path: Path) -> list[str]:
    """A sample game file when the store's ``adjutant sample`` tool works, else none."""
    game = tmp_path / "sample.adjutant"
    result = subprocess.run(
        [sys.executable, "-m", "adjutant", "sample", str(game)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    return [str(game)] if result.returncode == 0 and game.is_file() else []


def test_started_app_opens_no_socket_and_never_loads_qtnetwork(tmp_path):
    game = _sample_game(tmp_path)
    report = _probe(tmp_path, "adjutant", "--smoke-test", *game)

    assert report["returncode"] == 0, report["stderr"]
    assert report["exit"] == 0, report["stderr"]
    assert report["qt_loaded"], "the smoke test did not start the Qt app"
    assert report["events"] == [], f"network use at run time: {report['events']}"
    assert report["imports"] == [], "PySide6.QtNetwork was imported"
    assert not report["qtnetwork_in_modules"]
    if report["maps_checked"]:
        assert not report["libqt6network_mapped"], "libQt6Network was loaded into the app"


def test_probe_catches_socket_use_and_qtnetwork(tmp_path, monkeypatch):
    """Control: the same probe over code that resolves a name, opens a socket and
    imports QtNetwork reports all three (so an empty report above means something)."""
    code_dir = tmp_path / "code"
    code_dir.mkdir()
    (code_dir / "netuser.py").write_text(
        textwrap.dedent(
            """
            import socket
            socket.getaddrinfo("localhost", 9, type=socket.SOCK_STREAM)
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.close()
            from PySide6 import QtNetwork
            QtNetwork.QNetworkProxy  # the C++ library is now loaded as well
            """
        ),
        encoding="utf-8",
    )
    monkeypatch.setenv("PYTHONPATH", str(code_dir))
    report = _probe(tmp_path, "netuser")

    assert report["exit"] == 0, report["stderr"]
    names = {event for event, _args in report["events"]}
    assert "socket.getaddrinfo" in names
    assert "socket.__new__" in names
    assert "PySide6.QtNetwork" in report["imports"]
    assert report["qtnetwork_in_modules"]
    if report["maps_checked"]:
        assert report["libqt6network_mapped"]

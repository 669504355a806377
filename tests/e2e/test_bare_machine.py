"""First start on a bare Linux machine (issue 22, item 17).

The README's first command ends in ``.venv/bin/adjutant``. Where Qt's platform plugin
lacks a system library (``libxcb-cursor0`` on a fresh Debian), Adjutant stops before it
imports Qt and says in one line the exact command that installs what is missing
(``adjutant.system_libraries``), instead of Qt's abort about "platform plugins".

- the maps of libraries to packages cover every library the installed Qt asks for
  (``readelf -d`` of Qt's GUI library and X11 plugin), so the line names them all;
- the line itself: each missing library's package, ``sudo`` unless root, a plain hint
  off Debian and Ubuntu, nothing on a machine that has everything;
- for real: ``libxcb-cursor.so.0`` hidden in a mount namespace of the test's own (a bind
  mount of an empty file, seen by that process only), ``python -m adjutant`` exits 1
  with the line and never reaches Qt. Needs root and ``unshare``; skipped otherwise.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from adjutant.system_libraries import GUI, XCB, check, message, missing, needed, platform_plugin

LINUX = sys.platform.startswith("linux")
#: Always there with Python itself (the C library, the C++ runtime, the loader).
BASE = ("libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "ld-linux", "libpthread", "libdl")


def qt_folder() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt"


def needed_by(binary: Path) -> list[str]:
    done = subprocess.run(
        ["readelf", "-d", str(binary)], capture_output=True, text=True, check=True
    )
    return [
        line.split("[", 1)[1].rstrip("]") for line in done.stdout.splitlines() if "(NEEDED)" in line
    ]


@pytest.mark.skipif(not LINUX or shutil.which("readelf") is None, reason="Linux with readelf")
@pytest.mark.parametrize(
    ("binary", "table"),
    [
        ("lib/libQt6Core.so.6", GUI),
        ("lib/libQt6Gui.so.6", GUI),
        ("lib/libQt6Widgets.so.6", GUI),
        ("lib/libQt6DBus.so.6", GUI),
        ("lib/libQt6PrintSupport.so.6", GUI),
        ("lib/libQt6XcbQpa.so.6", {**GUI, **XCB}),
        ("plugins/platforms/libqxcb.so", {**GUI, **XCB}),
    ],
)
def test_the_maps_name_every_system_library_qt_asks_for(binary, table):
    path = qt_folder() / binary
    if not path.exists():
        pytest.skip(f"this PySide6 has no {binary}")
    bundled = {p.name for p in (qt_folder() / "lib").iterdir()}
    system = [name for name in needed_by(path) if name not in bundled and not name.startswith(BASE)]
    assert system  # the check reads something
    assert [name for name in system if name not in table] == []


def test_the_platform_qt_will_use():
    assert platform_plugin({}) == "xcb"
    assert platform_plugin({"QT_QPA_PLATFORM": "offscreen"}) == "offscreen"
    assert platform_plugin({"QT_QPA_PLATFORM": "xcb:dpi=96;wayland"}) == "xcb"
    assert platform_plugin({"WAYLAND_DISPLAY": "wayland-0"}) == "wayland"
    assert "libxcb-cursor.so.0" in needed("xcb") and "libxcb-cursor.so.0" not in needed("offscreen")


def test_one_line_names_the_packages_to_install():
    hidden = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libglib-2.0.so.0"}
    lacking = missing({"DISPLAY": ":0"}, loads=lambda name: name not in hidden)
    assert set(lacking) == hidden
    line = message(lacking, apt=True)
    assert "\n" not in line and line.startswith("adjutant: ")
    assert line.endswith("apt-get install libxcb-cursor0 libxkbcommon-x11-0 libglib2.0-0") or (
        sorted(line.rsplit("apt-get install ", 1)[1].split())
        == ["libglib2.0-0", "libxcb-cursor0", "libxkbcommon-x11-0"]
    )
    assert ("sudo apt-get" in line) == (os.geteuid() != 0)
    other = message(lacking, apt=False)  # Fedora, Arch…: the libraries and Debian's names
    assert "apt-get" not in other and "libxcb-cursor.so.0" in other
    two = missing({}, loads=lambda name: name not in {"libgthread-2.0.so.0", "libglib-2.0.so.0"})
    assert message(two, apt=True).endswith("install libglib2.0-0")  # one package, once


@pytest.mark.skipif(not LINUX, reason="Linux only")
def test_nothing_is_said_where_qt_has_what_it_needs():
    assert check({"QT_QPA_PLATFORM": "offscreen"}) == ""
    assert check({"QT_QPA_PLATFORM": "offscreen"}, loads=lambda _name: False).startswith(
        "adjutant: Qt needs"
    )


def library_path(soname: str) -> Path:
    """Where the loader finds ``soname`` on this machine (read from /proc/self/maps)."""
    ctypes.CDLL(soname)
    stem = soname.split(".so")[0] + ".so"
    for line in Path("/proc/self/maps").read_text().splitlines():
        path = line.split()[-1]
        if Path(path).name.startswith(stem):
            return Path(path)
    raise LookupError(soname)


def can_hide_libraries() -> bool:
    if not LINUX or os.geteuid() != 0 or shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not can_hide_libraries(), reason="needs root and unshare (a mount namespace)")
def test_a_machine_without_libxcb_cursor_gets_the_command_not_a_qt_abort(tmp_path):
    real = library_path("libxcb-cursor.so.0")
    empty = tmp_path / "empty.so"
    empty.write_bytes(b"")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env.update(
        DISPLAY=":99",  # whichever display: Adjutant must stop before Qt looks for one
        ADJUTANT_SETTINGS=str(tmp_path / "settings.ini"),
        ADJUTANT_DATA_DIR=str(tmp_path / "data"),
    )
    script = f'mount --bind "{empty}" "{real}" && exec "$0" -m adjutant'
    done = subprocess.run(
        ["unshare", "-m", "sh", "-c", script, sys.executable],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "libxcb-cursor.so.0" in lines[0] and "apt-get install libxcb-cursor0" in lines[0]
    assert "platform plugin" not in done.stderr and "qt.qpa" not in done.stderr
    # Outside the namespace nothing was hidden.
    assert library_path("libxcb-cursor.so.0").stat().st_size > 0


def test_the_readme_lists_every_package_qt_needs():
    """The README's install line for Debian and Ubuntu is the check's own list."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    line = next(
        row for row in readme.splitlines() if row.startswith("sudo apt-get install libegl1")
    )
    listed = line.split("install ", 1)[1].split()
    assert listed == list(dict.fromkeys(needed("xcb").values()))

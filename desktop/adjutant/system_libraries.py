"""What Qt needs from a Linux system before it can start, checked before Qt is (issue 22).

For ``adjutant.__main__`` (the app's start, ``--smoke-test`` too) and for ``.ci/run``-like
scripts. The PySide6 wheel carries Qt itself, but Qt's platform plugin and its GUI library
need a few system libraries a fresh Debian or Ubuntu machine may not have (item 17: Qt
6.5 and later need ``libxcb-cursor0`` for X11, which even a desktop install can lack). Qt
then fails with a message about "platform plugins" and aborts. :func:`check` looks for
each library first (``dlopen``, the way Qt will load it: no more than a few milliseconds)
and, if any is missing, returns one line with the exact command that installs them::

    adjutant: Qt needs system libraries this machine lacks (libxcb-cursor.so.0);
    install them with: sudo apt-get install libxcb-cursor0

(one line on the screen). Windows and macOS need nothing: the check runs on Linux only,
and not in a bundle built by PyInstaller (it carries what it needs beside the program).

:data:`GUI` are the libraries Qt's GUI module needs on any platform (``offscreen`` too);
:data:`XCB` those its X11 plugin adds. They map each library (its soname) to the Debian
and Ubuntu package that provides it; tests/e2e/test_bare_machine.py checks the maps
against the Qt of the installed PySide6 (``readelf``) and proves the message on this
machine with a library hidden. ``python -m adjutant.system_libraries`` prints the
packages (for scripts: ``apt-get install $(python -m adjutant.system_libraries)``).

No import of Qt or of the rest of Adjutant here.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import sys
from collections.abc import Callable, Mapping

#: Qt's GUI library (QtGui, QtWidgets, QtDBus): soname -> Debian/Ubuntu package.
GUI: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11.so.6": "libx11-6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}
#: Qt's X11 platform plugin (libqxcb.so, libQt6XcbQpa.so.6).
XCB: dict[str, str] = {
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def platform_plugin(env: Mapping[str, str]) -> str:
    """The platform plugin Qt will start with: ``QT_QPA_PLATFORM``'s first choice, else
    ``wayland`` in a Wayland session, else ``xcb`` (X11)."""
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"
    return "xcb"


def needed(plugin: str) -> dict[str, str]:
    """The libraries (soname -> package) Qt needs with ``plugin``."""
    return {**GUI, **XCB} if plugin == "xcb" else dict(GUI)


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing(
    env: Mapping[str, str] | None = None, loads: Callable[[str], bool] = _loads
) -> dict[str, str]:
    """The needed libraries that cannot be loaded (soname -> package), in a stable order."""
    wanted = needed(platform_plugin(os.environ if env is None else env))
    return {soname: package for soname, package in wanted.items() if not loads(soname)}


def install_command(packages: list[str], *, as_root: bool | None = None) -> str:
    """The command that installs ``packages`` (``sudo`` unless run as root)."""
    if as_root is None:
        as_root = hasattr(os, "geteuid") and os.geteuid() == 0
    return ("" if as_root else "sudo ") + "apt-get install " + " ".join(packages)


def message(lacking: Mapping[str, str], *, apt: bool | None = None) -> str:
    """The one line that says what is missing and how to install it."""
    packages = list(dict.fromkeys(lacking.values()))
    names = ", ".join(lacking)
    if apt is None:
        apt = shutil.which("apt-get") is not None
    if apt:
        how = f"install them with: {install_command(packages)}"
    else:  # not Debian or Ubuntu: the package names differ, the libraries do not
        how = f"install the packages that provide them (Debian and Ubuntu: {' '.join(packages)})"
    return f"adjutant: Qt needs system libraries this machine lacks ({names}); {how}"


def check(env: Mapping[str, str] | None = None, loads: Callable[[str], bool] = _loads) -> str:
    """ "" when Qt can start here, else the one line to show (Linux, outside a bundle)."""
    if not sys.platform.startswith("linux") or getattr(sys, "frozen", False):
        return ""
    lacking = missing(env, loads)
    return message(lacking) if lacking else ""


def main() -> int:
    """Print the Debian/Ubuntu packages Qt needs here (all of them: a script installs them)."""
    print(" ".join(dict.fromkeys(needed(platform_plugin(os.environ)).values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())

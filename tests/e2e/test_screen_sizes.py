"""The table workspace at a laptop's real screen sizes, 1366x768 and 1024x700 (issue 22).

For each size this test starts an X server of its own (Xvfb) whose one screen has that
size, and runs tests/e2e/screen_walk.py there with pytest (pytest-qt on Qt's ``xcb``
platform): a real window system, so the screen's available geometry, the window's frame
and every widget's size are the window system's, not a test's guess. (Qt's offscreen
platform has one fixed 800x800 screen; the shell's own offscreen tests are
tests/qt/test_shell_layout.py.) The walk plays a whole turn of the sample battle, raises
every tool at every phase, reopens the game, restores a layout that squeezed the board to
70 px, resets the layout and opens a hex-only game, checking after every step that the
window's frame lies inside the screen and the board keeps its room (see its docstring).

Skipped where Xvfb is not installed, except with ``CI_REQUIRE_XVFB=1`` (``.ci/run``),
which makes a missing Xvfb a failure.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

WALK = Path(__file__).with_name("screen_walk.py")
SIZES = ["1366x768", "1024x700"]


def xvfb_missing() -> bool:
    return shutil.which("Xvfb") is None


@pytest.fixture
def xvfb_screen(request, tmp_path):
    """An Xvfb of the test's own with one screen of the parameter's size: its DISPLAY."""
    if xvfb_missing():
        if os.environ.get("CI_REQUIRE_XVFB") == "1":
            pytest.fail("Xvfb is not installed (CI_REQUIRE_XVFB=1)")
        pytest.skip("Xvfb is not installed")
    read, write = os.pipe()
    server = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write),
            "-screen",
            "0",
            f"{request.param}x24",
            "-nolisten",
            "tcp",
        ],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()
    try:
        assert number.isdigit(), "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=30)


def walk_env(display: str, size: str, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env.update(
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
        ADJUTANT_SCREEN=size,
        XDG_RUNTIME_DIR=str(runtime),
    )
    return env


@pytest.mark.parametrize("xvfb_screen", SIZES, indirect=True, ids=SIZES)
def test_the_workspace_fits_a_real_screen_through_a_whole_turn(xvfb_screen, request, tmp_path):
    size = request.node.callspec.params["xvfb_screen"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", str(WALK), "-q", "-p", "no:cacheprovider", "-rA"],
        env=walk_env(xvfb_screen, size, tmp_path),
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=600,
    )
    report = done.stdout[-6000:] + done.stderr[-2000:]
    assert done.returncode == 0, report
    assert "5 passed" in done.stdout and "skipped" not in done.stdout, report

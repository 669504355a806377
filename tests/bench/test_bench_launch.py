"""Start-up of Adjutant beside a bare PySide6 window, whole processes, same run (issue 9).

Each launch is a fresh ``python`` process started the same way (offscreen).
Both write ``time.time()`` at their main window's first paint event; Adjutant
also writes when the sample battle is loaded and usable, and when the tool panel in
sight is built right after ("tools", issue 15) (``ADJUTANT_TIMING``,
see ``adjutant.windows.app``). Figures are measured from just before the
process is spawned. Both run with compiled bytecode, as an installed Adjutant does
(pip and PyInstaller ship ``.pyc`` files): this environment sets
PYTHONDONTWRITEBYTECODE, which would make every launch of Adjutant compile its own
modules from source, so the launches use a bytecode cache of their own under pytest's
cache folder (PYTHONPYCACHEPREFIX), filled by the warm-up launch and kept between
runs; the source tree gets no ``__pycache__``. Goals (issue 9): first paint <= 1.5x
the bare window, loaded <= 2.5x the bare window's first paint. The figures and ratios go to
``benchmark.extra_info`` and stdout (run with ``-s``); no timing is asserted.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

from adjutant.store.sample import create_sample

REPEATS = 2

BARE_WINDOW = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            with open(os.environ["ADJUTANT_TIMING"], "a") as out:
                out.write(f"paint {time.time():.6f}\\n")
            watched.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)
        return False

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
window.resize(1400, 900)
spy = FirstPaint()
window.installEventFilter(spy)
window.show()
sys.exit(app.exec())
"""


def _launch(args: list[str], timing: Path, env: dict[str, str]) -> dict[str, float]:
    timing.unlink(missing_ok=True)
    start = time.time()
    done = subprocess.run(
        [sys.executable, *args],
        env={**env, "ADJUTANT_TIMING": str(timing)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    marks = {}
    for line in timing.read_text().splitlines():
        label, stamp = line.split()
        marks.setdefault(label, (float(stamp) - start) * 1000)
    return marks


@pytest.mark.bench
def test_bench_launch_against_a_bare_window(benchmark, tmp_path, request):
    sample = tmp_path / "sample.adjutant"
    create_sample(sample).close()
    bare_script = tmp_path / "bare.py"
    bare_script.write_text(BARE_WINDOW)
    cache = getattr(request.config, "cache", None)  # None under -p no:cacheprovider
    pycache = cache.mkdir("launch-pycache") if cache is not None else tmp_path / "pycache"
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        PYTHONPYCACHEPREFIX=str(pycache),
        QT_QPA_PLATFORM="offscreen",
        ADJUTANT_SETTINGS=str(tmp_path / "settings.ini"),
        ADJUTANT_DATA_DIR=str(tmp_path / "data"),
    )
    timing = tmp_path / "timing.txt"
    # Warm the file cache (and compile translations) once, outside the figures.
    _launch(["-m", "adjutant", "--smoke-test", str(sample)], timing, env)

    def run() -> dict[str, list[float]]:
        figures: dict[str, list[float]] = {"bare": [], "paint": [], "loaded": [], "tools": []}
        for _ in range(REPEATS):  # interleaved, so drift hits both alike
            figures["bare"].append(_launch([str(bare_script)], timing, env)["paint"])
            app = _launch(["-m", "adjutant", "--smoke-test", str(sample)], timing, env)
            figures["paint"].append(app["paint"])
            figures["loaded"].append(app["loaded"])
            figures["tools"].append(app.get("tools", app["loaded"]))
        return figures

    figures = benchmark.pedantic(run, rounds=1, iterations=1)
    medians = {name: statistics.median(values) for name, values in figures.items()}
    assert medians["bare"] > 0
    assert medians["paint"] <= medians["loaded"]  # paint first, load after
    ratios = {
        "paint_ratio": medians["paint"] / medians["bare"],
        "loaded_ratio": medians["loaded"] / medians["bare"],
    }
    benchmark.extra_info.update({f"{k}_ms": round(v, 1) for k, v in medians.items()})
    benchmark.extra_info.update({k: round(v, 2) for k, v in ratios.items()})
    print(
        f"\nlaunch medians of {REPEATS}: bare window first paint {medians['bare']:.0f} ms; "
        f"Adjutant first paint {medians['paint']:.0f} ms ({ratios['paint_ratio']:.2f}x, goal 1.5x); "
        f"sample loaded {medians['loaded']:.0f} ms ({ratios['loaded_ratio']:.2f}x, goal 2.5x); "
        f"tool panel in sight built {medians['tools']:.0f} ms "
        f"({medians['tools'] / medians['bare']:.2f}x)"
    )

"""The import-time profile of one launch, split where the launcher marks its stages (issue 28).

    python tools/import_profile.py [GAME] [--min-ms 2] [--log FILE]

Runs ``python -X importtime -m adjutant --smoke-test GAME`` (a new sample battle when no
game is given) offscreen, with ``ADJUTANT_TIMING=/dev/stderr`` so that the launcher's
"paint", "loaded" and "tools" marks (``adjutant.windows.app.mark_timing``) land among
``-X importtime``'s lines. Prints, for each stage (before the first paint, paint to
loaded, loaded to the tool panel in sight, after it), the imports that took at least
``--min-ms`` with everything they imported (cumulative), and where each package of
``adjutant.deferred`` came in. ``--log`` keeps the raw profile. Linux and macOS
(``/dev/stderr``); the machine's load average is printed with the figures. After
"loaded" the preloader's thread imports beside the main thread, and ``-X importtime``
counts nesting for both together: there a line's indentation may be off, its time not.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)")
STAGES = ("before the first paint", "paint to loaded", "loaded to tools", "after tools")


def profile(game: Path, workdir: Path) -> str:
    """The raw profile of one launch, after a warm-up launch. With compiled bytecode, as an
    installed Adjutant runs (PYTHONDONTWRITEBYTECODE would make every launch compile its
    modules): a bytecode cache of its own, as tests/bench/test_bench_launch.py does."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ADJUTANT_TIMING="/dev/stderr",
        ADJUTANT_SETTINGS=str(workdir / "settings.ini"),
        ADJUTANT_DATA_DIR=str(workdir / "data"),
        PYTHONPYCACHEPREFIX=str(workdir / "pycache"),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    warm = [sys.executable, "-m", "adjutant", "--smoke-test", str(game)]
    subprocess.run(warm, env=env, capture_output=True, timeout=120)
    log = workdir / "importtime.txt"
    with log.open("ab") as err:  # appended, so the marks and the profile interleave
        done = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "adjutant", "--smoke-test", str(game)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=err,
            timeout=120,
        )
    text = log.read_text(encoding="utf-8", errors="replace")
    if done.returncode != 0:
        raise SystemExit(f"the smoke test failed (exit {done.returncode}):\n{text[-2000:]}")
    return text


def stages(text: str) -> dict[str, list[tuple[str, float, int]]]:
    """Stage -> (module, cumulative ms, nesting depth) of every import line in it."""
    out: dict[str, list[tuple[str, float, int]]] = {name: [] for name in STAGES}
    stage = 0
    for line in text.splitlines():
        if line.startswith(("paint ", "loaded ", "tools ")):
            stage = {"paint": 1, "loaded": 2, "tools": 3}[line.split()[0]]
            continue
        found = LINE.match(line)
        if found:
            depth = len(found.group(3)) // 2
            out[STAGES[stage]].append((found.group(4), int(found.group(2)) / 1000, depth))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", type=Path)
    parser.add_argument("--min-ms", type=float, default=2.0)
    parser.add_argument("--log", type=Path, help="keep the raw -X importtime output here")
    options = parser.parse_args(argv)
    try:
        from adjutant.deferred import DEFERRED_PACKAGES
    except ImportError:  # a checkout from before issue 28, profiled for a comparison
        DEFERRED_PACKAGES = ("numpy", "shapely", "icepool", "sqlalchemy", "alembic")

    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        game = options.game
        if game is None:
            from adjutant.store.services.sample import create_sample

            game = workdir / "sample.adjutant"
            create_sample(game).close()
        load = os.getloadavg()
        text = profile(game, workdir)
    if options.log:
        options.log.write_text(text, encoding="utf-8")
    found = stages(text)
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} ({os.cpu_count()} processors)")
    where: dict[str, tuple[str, float]] = {}
    for stage in STAGES:
        rows = found[stage]
        top = [(name, ms) for name, ms, depth in rows if depth == 0]
        print(f"\n{stage}: {sum(ms for _, ms in top):.0f} ms of imports")
        for name, ms in top:
            if ms >= options.min_ms:
                print(f"  {ms:7.1f} ms  {name}")
        for name, ms, _depth in rows:
            if name in DEFERRED_PACKAGES and name not in where:
                where[name] = (stage, ms)
    print("\nadjutant.deferred's packages:")
    for name in DEFERRED_PACKAGES:
        stage, ms = where.get(name, ("not imported", 0.0))
        print(f"  {name:12s} {ms:7.1f} ms  {stage}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Developer tool: screenshots of every tool mid-turn and after reopening the game, at
1366x768 and 1024x700, in English, Russian and Spanish (issue 22; not shipped).

Runs tests/e2e/screen_walk.py in an Xvfb of each size, once per language, with
``ADJUTANT_SHOTS`` set: the walk saves ``<lang>-<size>-<tool>-midturn.png``,
``…-reopened.png`` and ``…-hex-only-arena.png`` into ``--out``. Prints the files::

    .venv/bin/python tools/layout_shots.py --out /tmp/layout-shots
"""

from __future__ import annotations

import argparse
import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/layout-shots")
    parser.add_argument("--sizes", default="1366x768,1024x700")
    parser.add_argument("--langs", default="en,ru,es")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for size in args.sizes.split(","):
        for lang in args.langs.split(","):
            runtime = Path(tempfile.mkdtemp(prefix="adjutant-xdg-"))
            runtime.chmod(0o700)
            atexit.register(shutil.rmtree, runtime, True)
            env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
            env.update(
                QT_QPA_PLATFORM="xcb",
                ADJUTANT_SCREEN=size,
                ADJUTANT_LANG=lang,
                ADJUTANT_SHOTS=str(out),
                XDG_RUNTIME_DIR=str(runtime),
            )
            done = subprocess.run(
                [
                    "xvfb-run",
                    "-a",
                    "-s",
                    f"-screen 0 {size}x24",
                    sys.executable,
                    "-m",
                    "pytest",
                    str(ROOT / "tests/e2e/screen_walk.py"),
                    "-q",
                    "-s",
                    "-p",
                    "no:cacheprovider",
                ],
                env=env,
                cwd=ROOT,
                capture_output=True,
                text=True,
            )
            for line in done.stdout.splitlines():
                if line.startswith("screenshot "):
                    print(line.split(" ", 1)[1])
            if done.returncode != 0:
                failed += 1
                print(f"{size} {lang}: the walk failed\n{done.stdout[-3000:]}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""The environment of an ``adjutant --smoke-test`` subprocess (issue 9 start-up tests).

For tests/qt/test_shell_log.py and tests/qt/test_shell_start.py: offscreen Qt, and
settings and data in the test's own folder, never the real user's.
"""

from __future__ import annotations

import os


def smoke_env(tmp_path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        ADJUTANT_SETTINGS=str(tmp_path / "smoke.ini"),
        ADJUTANT_DATA_DIR=str(tmp_path / "smoke-data"),
    )
    return env

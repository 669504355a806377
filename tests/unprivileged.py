"""Run a block as an unprivileged user, for the tests of file modes (issues 3 and 16).

For tests/store/test_bad_files.py, tests/store/test_beside_the_game.py and the window's
message tests: root ignores file modes, so when the tests run as root (CI containers)
:func:`as_unprivileged_user` switches to ``nobody`` for the block; the fixture
``shared_folder`` (tests/conftest.py) is a folder that user can reach.
"""

from __future__ import annotations

import contextlib
import os

import pytest

NOBODY = 65534


@contextlib.contextmanager
def as_unprivileged_user():
    """Run the block as ``nobody`` when the tests run as root (root ignores file modes).

    Real and effective ids both change (``os.access`` checks the real one); the saved
    id stays root, so the block's end can switch back (``setresuid``: Linux and the BSDs,
    not macOS, where the tests do not run as root).
    """
    if os.name == "nt" or os.geteuid() != 0:
        yield
        return
    if not hasattr(os, "setresuid"):
        pytest.skip("running as root, which ignores file modes, and no os.setresuid to drop it")
    os.setresgid(NOBODY, NOBODY, 0)
    os.setresuid(NOBODY, NOBODY, 0)
    try:
        yield
    finally:
        os.setresuid(0, 0, 0)
        os.setresgid(0, 0, 0)


def give_to_player(path) -> None:
    """Make ``path`` the unprivileged user's (when running as root), as a player's own."""
    if os.name != "nt" and os.geteuid() == 0:
        os.chown(path, NOBODY, NOBODY)

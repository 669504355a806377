"""Test-wide setup: Qt offscreen, and a fresh temporary game path per test."""

from __future__ import annotations

import os

# Before any Qt import: tests never need a display (DESIGN.md, "Strict tests").
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep QSettings and user data of tests away from the real user's.
os.environ.setdefault("ADJUTANT_TESTING", "1")

import pytest


@pytest.fixture
def game_path(tmp_path):
    """A path for a new game file that does not exist yet."""
    return tmp_path / "game.adjutant"

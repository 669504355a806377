"""Shared by the list tests: a closed sample game to import into (``closed_game``)."""

from __future__ import annotations

import pytest


@pytest.fixture
def closed_game(tmp_path):
    from adjutant.store.services.sample import create_sample

    path = tmp_path / "game.adjutant"
    create_sample(path).close()
    return path

"""Fixtures for the store tests (issue 3): a fresh game, the sample game, DB snapshots."""

from __future__ import annotations

import pytest

from adjutant.rules.ruleset import load_preset
from adjutant.store.file.game import Game
from adjutant.store.services.sample import create_sample


@pytest.fixture
def game(game_path):
    g = Game.create(game_path, name="Test game", ruleset=load_preset("combined"), seed=42)
    yield g
    g.close()


@pytest.fixture
def sample(tmp_path):
    g = create_sample(tmp_path / "sample.adjutant", seed=7)
    yield g
    g.close()

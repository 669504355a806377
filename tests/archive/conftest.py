"""Fixtures of the event-archive tests (issue 25): an archive on the session's own
PostgreSQL (tests/pg_tools.py), shared by a module's tests (each test uses games and
tables of its own), or fresh for a test that needs one to itself."""

from __future__ import annotations

import pytest

from archive_helpers import new_archive


@pytest.fixture(scope="module")
def archive(pg_cluster):
    return new_archive(pg_cluster)


@pytest.fixture
def fresh_archive(pg_cluster):
    return new_archive(pg_cluster)

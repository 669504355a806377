"""Where Adjutant's data folders are: ``resources/`` and ``db/``.

One helper for every layer (it imports nothing from Qt or SQLAlchemy), so a
checkout, an editable install and a frozen PyInstaller bundle all find the
same files. In a bundle the spec copies both folders beside the executable's
internal directory (``sys._MEIPASS``).
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path


@cache
def project_root() -> Path:
    """The folder that holds ``resources/`` and ``db/``."""
    override = os.environ.get("ADJUTANT_ROOT")
    if override:
        return Path(override)
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    # desktop/adjutant/paths.py -> the checkout root is two levels above the package
    return Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    return project_root() / "resources"


def resource(*parts: str) -> Path:
    """A file under ``resources/``; raises FileNotFoundError with its path if absent."""
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"Adjutant resource missing: {path}")
    return path


def db_dir() -> Path:
    """The Alembic script folder (``db/``)."""
    return project_root() / "db"

"""For the list tests: :func:`digest`, to show a refused import left a game's bytes as they
were (issues 17, 27)."""

from __future__ import annotations

import hashlib
from pathlib import Path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()

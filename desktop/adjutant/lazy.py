"""Deferred imports for the start-up path (issue 9: paint first, load after).

``lazy_module("adjutant.store.services.edits")`` returns the module object at once
but executes it only when one of its attributes is first used. Windows built
at start-up use it for the store's write-side modules, which pull in
SQLAlchemy: the game is read through plain sqlite3 and SQLAlchemy is imported
when the first change is made (or on an idle moment after loading).
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """The module ``name``, executed on first attribute access (stdlib LazyLoader)."""
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module

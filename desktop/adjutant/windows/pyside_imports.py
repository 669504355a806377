"""PySide6 reads the source of every module imported after it; Adjutant's own are skipped
(issue 28: start-up).

For ``adjutant.windows.app``, which calls :func:`skip_source_scan` once PySide6 is in.

PySide6 watches every import made after it was loaded: to know whether a module may
select one of its ``__feature__`` switches (``snake_case``, ``true_property``), it reads
the module's whole source file (``inspect.getsource``) and looks for the word "PySide6"
(``shibokensupport.feature._mod_uses_pyside``, PYSIDE-2029). Adjutant imports some 140 of
its own modules before the game is on screen, so that is ~140 source files read and
split into lines at start-up: ~20 ms on a quiet machine, a tenth of a bare Qt window's first
paint, and more on a laptop whose virus scanner looks at each file read (an installed
bundle has no sources to read, so it pays only the failed lookups).

Adjutant selects no feature anywhere, so for its own modules the answer is known without
reading them: "uses PySide" (switching default 0, "no feature", as the scan would say for
the modules that import Qt; for the others it changes nothing either, since no feature is
ever selected). Every other module is scanned as PySide6 does. The hook is PySide6's own
private function: if a later PySide6 renames or drops it, :func:`skip_source_scan` leaves
everything as it is and returns False (start-up is then as slow as before, never wrong);
``tests/qt/test_pyside_imports.py`` notices that.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

#: The package whose modules are answered without reading them.
OWN_PACKAGE = "adjutant"
#: The hook once installed (PySide6's module holds it; a second call installs nothing).
_installed: Callable[[ModuleType], bool] | None = None


def _is_own(module: ModuleType) -> bool:
    name = getattr(module, "__name__", "")
    return isinstance(name, str) and (name == OWN_PACKAGE or name.startswith(OWN_PACKAGE + "."))


def skip_source_scan() -> bool:
    """Answer PySide6's "does this module use PySide?" for Adjutant's modules without reading
    their sources. True if the hook is in place (now or from an earlier call)."""
    global _installed
    # PySide6's own support module, loaded with shiboken6: it has no stubs (Any).
    feature: Any = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(scan):
        return False
    if scan is _installed:
        return True

    def uses_pyside(module: ModuleType) -> bool:
        return True if _is_own(module) else bool(scan(module))

    feature._mod_uses_pyside = uses_pyside  # the module's functions look it up there
    _installed = uses_pyside
    return True


def installed() -> bool:
    """True while PySide6 asks :func:`skip_source_scan`'s hook."""
    feature = sys.modules.get("shibokensupport.feature")
    return _installed is not None and getattr(feature, "_mod_uses_pyside", None) is _installed

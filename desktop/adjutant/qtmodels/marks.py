"""``QT_TRANSLATE_NOOP`` for the Qt layers, typed as what it returns: the English source.

For every module of ``qtmodels`` (and any window) that marks texts for ``lupdate``, which
reads calls by this name whatever they are imported from. At run time it is PySide's own
marker, which returns ``source`` unchanged; PySide's stubs type its result as ``object``, so
mypy reads it as the store's marker (``adjutant.store.messages.QT_TRANSLATE_NOOP``, same
arguments, ``str``). The store itself is not imported here: the main window's first paint
imports nothing of it (tests/qt/test_shell_lazy.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from adjutant.store.messages import QT_TRANSLATE_NOOP
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP"]

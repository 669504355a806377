"""PySide6's source scan of imported modules skips Adjutant's own (issue 28: start-up).

``adjutant.windows.pyside_imports``: PySide6 reads every module's source after it is
loaded; Adjutant's modules are answered without reading them, any other module as before.
"""

from __future__ import annotations

import inspect
import sys
import types

import pytest

import adjutant.windows.app  # installs the hook at import, as the app does
from adjutant.windows.pyside_imports import installed, skip_source_scan


@pytest.fixture
def feature():
    module = sys.modules.get("shibokensupport.feature")
    if module is None or not hasattr(module, "_mod_uses_pyside"):
        pytest.fail(
            "PySide6 no longer has shibokensupport.feature._mod_uses_pyside: start-up reads "
            "every module's source again; see adjutant.windows.pyside_imports"
        )
    return module


def test_the_hook_is_in_place_once_the_app_module_is_imported(feature):
    assert installed()
    hook = feature._mod_uses_pyside
    assert skip_source_scan() is True
    assert feature._mod_uses_pyside is hook  # a second call wraps nothing twice


def test_adjutant_modules_are_answered_without_reading_their_source(feature, monkeypatch):
    read = []
    real_getsource = inspect.getsource
    monkeypatch.setattr(inspect, "getsource", lambda obj: read.append(obj) or real_getsource(obj))
    store = types.ModuleType("adjutant.store.some_module")
    assert feature._mod_uses_pyside(store) is True
    assert feature._mod_uses_pyside(adjutant.windows.app) is True
    assert read == []


def test_other_modules_are_still_scanned_as_pyside6_does(feature, tmp_path, monkeypatch):
    with_qt = tmp_path / "with_qt_module.py"
    with_qt.write_text("import PySide6.QtCore\n")
    without = tmp_path / "plain_module.py"
    without.write_text("import json\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import plain_module
    import with_qt_module

    assert feature._mod_uses_pyside(with_qt_module) is True
    assert feature._mod_uses_pyside(plain_module) is False
    # A module named like Adjutant's but outside it is not taken for one.
    assert feature._mod_uses_pyside(types.ModuleType("adjutantish")) is False

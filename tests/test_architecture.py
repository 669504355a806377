"""The architecture and style checks run with the tests (issue 2).

import-linter enforces DESIGN.md's layers; ruff keeps the code lint- and
format-clean. Both run as subprocesses of the test command so that the one
README command checks everything CI checks.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: install the dev extra (pip install -e '.[dev]')")
    return found


def test_import_contracts_hold():
    result = subprocess.run(
        [_tool("lint-imports"), "--no-cache"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_lint_clean():
    result = subprocess.run(
        [_tool("ruff"), "check", "desktop", "tests", "installer"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_clean():
    result = subprocess.run(
        [_tool("ruff"), "format", "--check", "desktop", "tests", "installer"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_rules_core_imports_without_qt_or_sqlalchemy():
    code = (
        "import sys, adjutant.rules, pkgutil, importlib\n"
        "for m in pkgutil.iter_modules(adjutant.rules.__path__):\n"
        "    importlib.import_module('adjutant.rules.' + m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'sqlalchemy')]\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr

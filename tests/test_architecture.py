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


def _import_circles(graph) -> list[list[str]]:
    """Groups of modules that import one another in a circle (strongly connected parts)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(module: str) -> None:  # Tarjan's algorithm; the package is a few hundred modules
        order[module] = low[module] = len(order)
        stack.append(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in order:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], order[imported])
        if low[module] == order[module]:
            part = []
            while (top := stack.pop()) != module:
                part.append(top)
            if part:
                circles.append(sorted([module, *part]))

    for module in sorted(graph.modules):
        if module not in order:
            visit(module)
    return circles


def test_no_import_circles():
    """Issue 14: no module reaches itself through its imports, not even through an import
    inside a function (the circles store.file.game → writer → services → game, undo ↔
    qtmodels.document and windows.app → main_window → summary_print → app were broken by
    moving what both sides need below them). Imports for type checking only do not count."""
    import grimp  # import-linter's own graph builder (a dependency of the dev extra)

    graph = grimp.build_graph("adjutant", exclude_type_checking_imports=True)
    assert _import_circles(graph) == []


def test_the_circle_finder_finds_a_circle():
    class Graph:
        def __init__(self):
            self.modules = {"a", "b", "c", "d"}
            self.edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}

        def find_modules_directly_imported_by(self, module):
            return self.edges[module]

    assert _import_circles(Graph()) == [["a", "b", "c"]]

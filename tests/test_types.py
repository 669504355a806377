"""The static type check runs with the tests (issue 23: "types say what they are").

mypy in strict mode over the packages and modules that pyproject.toml's ``[tool.mypy]``
names (``adjutant.rules``, ``adjutant.store``, windows' packages and single modules). It
runs as a subprocess of the venv's own Python (``sys.executable -m mypy``), so the README's one test command checks
the types as CI does. mypy keeps its cache in ``.mypy_cache`` at the checkout's root: the
first run on a machine checks everything (a few seconds), later runs only what changed.

A second test feeds the same configuration a file of deliberate mistakes and expects each
to be reported, so a configuration that stopped being strict (or stopped asking for error
codes on ``# type: ignore``) fails here instead of passing quietly.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "pyproject.toml"


def _mypy(*args: str) -> subprocess.CompletedProcess[str]:
    if importlib.util.find_spec("mypy") is None:
        pytest.fail("mypy is not installed: install the dev extra (pip install -e '.[dev]')")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(CONFIG), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )


def _checked_packages() -> list[str]:
    with CONFIG.open("rb") as file:
        return list(tomllib.load(file)["tool"]["mypy"]["packages"])


def _source_files(name: str) -> int:
    """The source files mypy checks for ``name``: a package's modules, or one module."""
    path = ROOT / "desktop" / name.replace(".", "/")
    if path.is_dir():
        return len(list(path.rglob("*.py")))
    assert path.with_suffix(".py").is_file(), f"no package or module {name}"
    return 1


def test_checked_packages_are_type_clean():
    packages = _checked_packages()
    assert "adjutant.rules" in packages
    result = _mypy()
    assert result.returncode == 0, result.stdout + result.stderr
    # Every module of the named packages was checked (a package mypy could not find, or
    # one read as installed instead of from desktop/, would check nothing and pass); a
    # name may also be one module (``adjutant.windows.app``: one file).
    modules = sum(_source_files(package) for package in packages)
    assert f"Success: no issues found in {modules} source files" in result.stdout, result.stdout


# Each line breaks one rule that mypy --strict (or the error codes pyproject.toml enables)
# enforces; the error code that must be reported is in the comment.
_MISTAKES = """\
def untyped(x):  # no-untyped-def
    return x


def bare_list(values: list) -> int:  # type-arg
    return len(values)


def returns_any(values: dict[str, object]) -> int:
    return untyped(values)  # no-untyped-call


whole: int = "text"  # assignment
quiet: int = "more text"  # type: ignore
"""


def test_the_type_check_is_strict(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(_MISTAKES, encoding="utf-8")
    result = _mypy("--cache-dir", str(tmp_path / "cache"), str(probe))
    assert result.returncode == 1, result.stdout + result.stderr
    for code in (
        "no-untyped-def",
        "type-arg",
        "no-untyped-call",
        "assignment",
        "ignore-without-code",
    ):
        assert f"[{code}]" in result.stdout, (code, result.stdout)

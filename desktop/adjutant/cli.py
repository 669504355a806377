"""Command-line tools that need no window: ``sample``, ``check``, ``summary``.

Each returns a process exit code. The store and printing layers provide the
work; this module only parses arguments and reports (issue 3, issue 7).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _sample(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="adjutant sample", description="Write the sample battle to a game file.")
    parser.add_argument("out", help="the new game file (.adjutant)")
    parser.parse_args(argv)
    print("adjutant sample: the game store is not built yet", file=sys.stderr)
    return 2


def _check(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="adjutant check", description="Check a game file.")
    parser.add_argument("game")
    parser.parse_args(argv)
    print("adjutant check: the game store is not built yet", file=sys.stderr)
    return 2


def _summary(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="adjutant summary", description="Print a turn summary to PDF.")
    parser.add_argument("game")
    parser.parse_args(argv)
    print("adjutant summary: printing is not built yet", file=sys.stderr)
    return 2


def run_tool(name: str, argv: Sequence[str]) -> int:
    return {"sample": _sample, "check": _check, "summary": _summary}[name](argv)

"""The game-file tools of the command line: ``sample``, ``check``, ``summary``.

Registered in ``adjutant.cli.TOOLS``; each takes its arguments and returns a process exit
code. The store and printing layers do the work; this module parses and reports
(issue 3, issue 7).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def sample(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="adjutant sample", description="Write the sample battle to a game file."
    )
    parser.add_argument("out", help="the new game file (.adjutant)")
    parser.add_argument("--force", action="store_true", help="replace the file if it exists")
    args = parser.parse_args(argv)
    from pathlib import Path

    from adjutant.store.errors import StoreError
    from adjutant.store.file.lock import GameLock
    from adjutant.store.services.sample import create_sample

    out = Path(args.out)
    if out.exists():
        if not args.force:
            print(f"adjutant sample: {out} exists; use --force to replace it", file=sys.stderr)
            return 1
        lock = GameLock(out)
        try:
            if not lock.acquire():
                print(f"adjutant sample: {out} is open in another Adjutant", file=sys.stderr)
                return 1
            try:
                for leftover in (
                    out,
                    out.with_name(out.name + "-wal"),
                    out.with_name(out.name + "-shm"),
                ):
                    leftover.unlink(missing_ok=True)
            finally:
                lock.release()
        except OSError as exc:  # a read-only folder, a folder named like the game...
            print(f"adjutant sample: cannot replace {out}: {exc.strerror or exc}", file=sys.stderr)
            return 1
    try:
        create_sample(out).close()
    except (StoreError, OSError) as exc:
        print(f"adjutant sample: {exc}", file=sys.stderr)
        return 1
    print(f"wrote the sample battle to {out}")
    return 0


def check(argv: Sequence[str]) -> int:
    """Exit 0 sound, 1 damaged or from a newer Adjutant, 2 not a game; the file is not changed."""
    parser = argparse.ArgumentParser(prog="adjutant check", description="Check a game file.")
    parser.add_argument("game")
    args = parser.parse_args(argv)
    from adjutant.store.file.check import check_file

    report = check_file(args.game)
    schema = "unknown" if report.schema_version is None else str(report.schema_version)
    print(f"{args.game}: {report.message}")
    print(f"schema version: {schema}")
    for problem in report.problems:
        print(f"  - {problem}")
    for note in report.notes:
        print(f"note: {note}")
    return report.exit_code


def summary(argv: Sequence[str]) -> int:
    """Write a turn's (or the whole game's) summary as a PDF, with no window (issue 7).

    Exit 0 written; 1 the game could not be read or the PDF not written; 2 not a game
    file, or a turn out of range.
    """
    parser = argparse.ArgumentParser(
        prog="adjutant summary", description="Write a turn summary (or the whole game) to PDF."
    )
    parser.add_argument("game", help="a .adjutant game file")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--turn", type=int, help="the turn to print (default: the current turn)")
    which.add_argument("--all", action="store_true", help="the whole game: every turn")
    parser.add_argument("-o", "--output", required=True, help="the PDF file to write")
    parser.add_argument(
        "--language", choices=("en", "ru", "es"), help="default: the interface's language"
    )
    parser.add_argument("--paper", choices=("a4", "letter"), help="default: by the system's locale")
    args = parser.parse_args(argv)
    from adjutant.windows.summary_print import SummaryFailed, export_summary_cli

    try:
        pages = export_summary_cli(
            args.game,
            args.output,
            turn=args.turn,
            whole_game=args.all,
            language=args.language,
            paper=args.paper,
        )
    except SummaryFailed as exc:
        print(f"adjutant summary: {exc}", file=sys.stderr)
        return exc.exit_code
    print(f"wrote {pages} page(s) to {args.output}")
    return 0

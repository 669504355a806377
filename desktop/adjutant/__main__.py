"""Entry point: ``python -m adjutant`` and the ``adjutant`` console script.

Forms (issue 9, issue 3, issue 7):

    adjutant [GAME]                 open the last game, the sample, or GAME
    adjutant --version
    adjutant --smoke-test [GAME]    start, show the main window, exit 0
    adjutant sample OUT.adjutant    write the sample battle to a game file
    adjutant check GAME             schema version and integrity (exit 0/1/2)
    adjutant summary GAME (--turn N | --all) -o OUT.pdf
    adjutant inspect-list LIST [--json]      what an army list holds (exit 0, or 2 refused)
    adjutant import-list GAME LIST [--side NAME] [--replace]
    adjutant export-list GAME --side NAME -o OUT.csv
    adjutant server init URL                 create or upgrade an event archive (issue 25)
    adjutant server enrol URL --table N [--event NAME]   a table's connection line
    adjutant push GAME --to TABLE_URL [--json]           push the game's waiting ops
    adjutant server event URL --name NAME --rounds N --scoring wdl|bp|matrix   (issue 26)
    adjutant server viewer URL                           a read-only login's line
    adjutant standings URL --event NAME [--json|--csv]   an event's standings
    adjutant organiser URL [--event NAME]                the organiser window
    adjutant send-game GAME --to TABLE_URL               a copy of the game file, kept by the archive

Command-line tools are dispatched before anything heavy is imported, so
``adjutant --version`` and ``adjutant check`` start fast and need no display.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from adjutant import __version__
from adjutant.cli import TOOLS


def _app_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="adjutant",
        description="Adjutant, a battle assistant for tabletop wargames. "
        f"Tools: {', '.join(TOOLS)} (adjutant TOOL --help).",
    )
    parser.add_argument("game", nargs="?", help="a .adjutant game file to open")
    parser.add_argument("--version", action="version", version=f"Adjutant {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start, show the main window with the game loaded, then exit 0",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in TOOLS:
        from adjutant.cli import run_tool

        return run_tool(args[0], args[1:])
    options = _app_parser().parse_args(args)
    from adjutant.windows.app import run_app

    return run_app(game=options.game, smoke_test=options.smoke_test)


if __name__ == "__main__":
    sys.exit(main())

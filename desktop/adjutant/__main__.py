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
``adjutant --version`` and ``adjutant check`` start fast and need no display. The forms
that start the app (``adjutant``, ``adjutant GAME``, ``--smoke-test [GAME]``) are read
without argparse, whose import cost a few milliseconds before the first paint (issue 28);
anything else (``--help``, ``--version``, a mistake) goes through argparse as before.
Before the window starts, ``adjutant.system_libraries`` checks that Linux has what Qt
needs and, if not, exits 1 with one line naming the package command (issue 22); then
``adjutant.dataclass_code`` gives the dataclasses their methods compiled at an earlier
start (issue 28).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from adjutant import __version__
from adjutant.cli import TOOLS

if TYPE_CHECKING:
    import argparse


def _app_parser() -> argparse.ArgumentParser:
    import argparse

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


def app_arguments(args: Sequence[str]) -> tuple[str | None, bool] | None:
    """(game, smoke test) for the forms that start the app, read without argparse: at most
    one game (not starting with "-") and at most one ``--smoke-test``, in any order. None
    for anything else, which argparse reads (and answers, or refuses, as it always did)."""
    game, smoke_test = None, False
    for arg in args:
        if arg == "--smoke-test" and not smoke_test:
            smoke_test = True
        elif game is None and arg and not arg.startswith("-"):
            game = arg
        else:
            return None
    return game, smoke_test


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in TOOLS:
        from adjutant.cli import run_tool

        return run_tool(args[0], args[1:])
    read = app_arguments(args)
    if read is None:
        options = _app_parser().parse_args(args)
        read = options.game, options.smoke_test
    # Before Qt is imported: on a bare Linux machine, one line with the exact command that
    # installs what Qt needs, instead of Qt's abort (issue 22, item 17).
    from adjutant.system_libraries import check

    lacking = check()
    if lacking:
        print(lacking, file=sys.stderr)
        return 1
    # Before any of Adjutant's dataclasses is made (issue 28).
    from adjutant.dataclass_code import install
    from adjutant.windows.settings import cache_dir

    install(cache_dir())
    from adjutant.windows.app import run_app

    return run_app(game=read[0], smoke_test=read[1])


if __name__ == "__main__":
    sys.exit(main())

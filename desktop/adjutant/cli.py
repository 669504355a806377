"""Command-line tools that need no window: ``sample``, ``check``, ``summary``, and the army
lists' ``inspect-list``, ``import-list``, ``export-list`` (issue 17).

Each returns a process exit code. The store, lists and printing layers provide the
work; this module only parses arguments and reports (issue 3, issue 7, issue 17).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _sample(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="adjutant sample", description="Write the sample battle to a game file."
    )
    parser.add_argument("out", help="the new game file (.adjutant)")
    parser.add_argument("--force", action="store_true", help="replace the file if it exists")
    args = parser.parse_args(argv)
    from pathlib import Path

    from adjutant.store.errors import StoreError
    from adjutant.store.lock import GameLock
    from adjutant.store.sample import create_sample

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


def _check(argv: Sequence[str]) -> int:
    """Exit 0 sound, 1 damaged or from a newer Adjutant, 2 not a game; the file is not changed."""
    parser = argparse.ArgumentParser(prog="adjutant check", description="Check a game file.")
    parser.add_argument("game")
    args = parser.parse_args(argv)
    from adjutant.store.check import check_file

    report = check_file(args.game)
    schema = "unknown" if report.schema_version is None else str(report.schema_version)
    print(f"{args.game}: {report.message}")
    print(f"schema version: {schema}")
    for problem in report.problems:
        print(f"  - {problem}")
    for note in report.notes:
        print(f"note: {note}")
    return report.exit_code


def _summary(argv: Sequence[str]) -> int:
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


def _print_tree(army) -> None:
    """The list as an indented outline, for a person (``inspect-list`` without --json)."""
    counts = army.counts()
    points = ", ".join(f"{v:g} {k}" for k, v in army.points) or "no points"
    print(f"{army.name} ({army.game_system or 'no game system'}; {army.format}; {points})")
    print(
        f"{counts.formations} formation(s), {counts.units} unit(s), {counts.models} model(s), "
        f"{counts.points:g} points"
    )

    def unit_line(unit, depth: int) -> None:
        pts = "" if unit.points is None else f", {unit.points:g} pts"
        group = f" [{', '.join(unit.command_group)}]" if unit.command_group else ""
        print(f"{'  ' * depth}- {unit.name}: {unit.models} model(s){pts}{group}")
        for attached in unit.units:
            unit_line(attached, depth + 1)

    def formation(f, depth: int) -> None:
        print(f"{'  ' * depth}{f.name}")
        for unit in f.units:
            unit_line(unit, depth + 1)
        for child in f.formations:
            formation(child, depth + 1)

    for f in army.formations:
        formation(f, 0)
    for s in army.skipped:
        print(f"skipped: {s.name} ({s.why})")


def _inspect_list(argv: Sequence[str]) -> int:
    """What an army list would import: exit 0, or 2 with a message for a file it refuses."""
    parser = argparse.ArgumentParser(
        prog="adjutant inspect-list",
        description="Show what an army list (BattleScribe .ros/.rosz, New Recruit or Old "
        "World Builder JSON, CSV) would import.",
    )
    parser.add_argument("list", help="the army list file")
    parser.add_argument("--json", action="store_true", help="print the description as JSON")
    args = parser.parse_args(argv)
    import json

    from adjutant.lists import ListError, read_list

    try:
        army = read_list(args.list)
    except ListError as exc:
        print(f"adjutant inspect-list: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(army.to_json(), ensure_ascii=False, indent=2))
    else:
        _print_tree(army)
    return 0


def _import_list(argv: Sequence[str]) -> int:
    """Import an army list into a game: exit 0, 1 the game refused it, 2 the list refused."""
    parser = argparse.ArgumentParser(
        prog="adjutant import-list",
        description="Import an army list into a game as one undoable action: a new side, "
        "or (--side) an existing side it is added to (or --replace).",
    )
    parser.add_argument("game", help="a .adjutant game file")
    parser.add_argument("list", help="the army list file")
    parser.add_argument(
        "--side",
        help="the side to add the list to (a name); a new side of that name when there is none",
    )
    parser.add_argument(
        "--replace", action="store_true", help="replace the side's units instead of adding"
    )
    args = parser.parse_args(argv)
    from adjutant.lists import ListError, read_list

    try:
        army = read_list(args.list)  # read and checked before the game is opened
    except ListError as exc:
        print(f"adjutant import-list: {exc}", file=sys.stderr)
        return 2
    from adjutant.store import Game, InvalidField, StoreError, queries
    from adjutant.store import list_services as ls

    try:
        with Game.open(args.game) as game:
            sides = {s.name: s.id for s in queries.order_of_battle(game).sides}
            if args.side is not None and args.side in sides:
                mode = ls.REPLACE if args.replace else ls.ADD
                change = ls.import_army_list(game, army, mode=mode, side_id=sides[args.side])
            else:
                if args.replace:
                    print(
                        f"adjutant import-list: there is no side {args.side!r} to replace",
                        file=sys.stderr,
                    )
                    return 1
                change = ls.import_army_list(game, army, mode=ls.NEW, side_name=args.side)
    except (StoreError, InvalidField) as exc:
        print(f"adjutant import-list: {exc}", file=sys.stderr)
        return 1
    counts = army.counts()
    print(
        f"imported {len(change.result['unit_ids'])} unit(s) ({counts.models} model(s)) "
        f"in {len(change.result['formation_ids'])} formation(s) into {args.game}"
    )
    return 0


def _export_list(argv: Sequence[str]) -> int:
    """A side's order of battle as CSV (the columns ``import-list`` reads back)."""
    parser = argparse.ArgumentParser(
        prog="adjutant export-list", description="Write a side's order of battle to CSV."
    )
    parser.add_argument("game", help="a .adjutant game file")
    parser.add_argument("--side", required=True, help="the side's name")
    parser.add_argument("-o", "--output", required=True, help="the CSV file to write")
    args = parser.parse_args(argv)
    from pathlib import Path

    from adjutant.store import Game, StoreError, queries
    from adjutant.store import list_services as ls

    try:
        with Game.open(args.game) as game:
            sides = {s.name: s.id for s in queries.order_of_battle(game).sides}
            if args.side not in sides:
                print(f"adjutant export-list: no side named {args.side!r}", file=sys.stderr)
                return 2
            text = ls.export_csv(game, sides[args.side])
    except StoreError as exc:
        print(f"adjutant export-list: {exc}", file=sys.stderr)
        return 1
    try:
        Path(args.output).write_text(text, encoding="utf-8", newline="")
    except OSError as exc:
        print(f"adjutant export-list: cannot write {args.output}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {text.count(chr(10)) - 1} unit(s) to {args.output}")
    return 0


def run_tool(name: str, argv: Sequence[str]) -> int:
    return {
        "sample": _sample,
        "check": _check,
        "summary": _summary,
        "inspect-list": _inspect_list,
        "import-list": _import_list,
        "export-list": _export_list,
    }[name](argv)

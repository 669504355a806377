"""The army-list tools of the command line: ``inspect-list``, ``import-list``, ``export-list``.

Registered in ``adjutant.cli.TOOLS``; each takes its arguments and returns a process exit
code. ``adjutant.lists`` reads the lists and the store imports them; this module parses
and reports (issue 17). A list may be a text file, or ``-`` for standard input (a list
pasted into a pipe: issue 27).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _read(path: str):
    """The army list at ``path``, or from standard input for ``-``."""
    from adjutant.lists import read_list, read_stdin

    return read_stdin() if path == "-" else read_list(path)


COUNT_WORDS = {
    "models": "model selections",
    "name": "size in its name",
    "child_name": "size in a child's name",
    "characteristic": "size characteristic",
    "default": "none stated: one",
    "given": "given",
    "line": "count on its line",
    "model_lines": "model lines",
    "player": "changed",
}


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
        kind = f" ({unit.type_name})" if unit.type_name else ""
        counted = f" ({COUNT_WORDS[unit.count_from]}{': ' if unit.count_detail else ''}"
        counted += f"{unit.count_detail})"
        print(f"{'  ' * depth}- {unit.name}{kind}: {unit.models} model(s){counted}{pts}{group}")
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


def inspect_list(argv: Sequence[str]) -> int:
    """What an army list would import: exit 0, or 2 with a message for a file it refuses."""
    parser = argparse.ArgumentParser(
        prog="adjutant inspect-list",
        description="Show what an army list (BattleScribe .ros/.rosz, New Recruit or Old "
        "World Builder JSON, CSV, or a builder's text export) would import.",
    )
    parser.add_argument("list", help="the army list file, or - to read standard input")
    parser.add_argument("--json", action="store_true", help="print the description as JSON")
    args = parser.parse_args(argv)
    import json

    from adjutant.lists import ListError

    try:
        army = _read(args.list)
    except ListError as exc:
        print(f"adjutant inspect-list: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(army.to_json(), ensure_ascii=False, indent=2))
    else:
        _print_tree(army)
    return 0


def import_list(argv: Sequence[str]) -> int:
    """Import an army list into a game: exit 0, 1 the game refused it, 2 the list refused."""
    parser = argparse.ArgumentParser(
        prog="adjutant import-list",
        description="Import an army list into a game as one undoable action: a new side, "
        "or (--side) an existing side it is added to (or --replace).",
    )
    parser.add_argument("game", help="a .adjutant game file")
    parser.add_argument("list", help="the army list file, or - to read standard input")
    parser.add_argument(
        "--side",
        help="the side to add the list to (a name); a new side of that name when there is none",
    )
    parser.add_argument(
        "--replace", action="store_true", help="replace the side's units instead of adding"
    )
    args = parser.parse_args(argv)
    from adjutant.lists import ListError

    try:
        army = _read(args.list)  # read and checked before the game is opened
    except ListError as exc:
        print(f"adjutant import-list: {exc}", file=sys.stderr)
        return 2
    from adjutant.store import Game, InvalidField, StoreError
    from adjutant.store.read import queries
    from adjutant.store.services import lists as list_services

    try:
        with Game.open(args.game) as game:
            sides = {s.name: s.id for s in queries.order_of_battle(game).sides}
            if args.side is not None and args.side in sides:
                mode = list_services.REPLACE if args.replace else list_services.ADD
                change = list_services.import_army_list(
                    game, army, mode=mode, side_id=sides[args.side]
                )
            else:
                if args.replace:
                    print(
                        f"adjutant import-list: there is no side {args.side!r} to replace",
                        file=sys.stderr,
                    )
                    return 1
                change = list_services.import_army_list(
                    game, army, mode=list_services.NEW, side_name=args.side
                )
    except (StoreError, InvalidField) as exc:
        print(f"adjutant import-list: {exc}", file=sys.stderr)
        return 1
    counts = army.counts()
    print(
        f"imported {len(change.result['unit_ids'])} unit(s) ({counts.models} model(s)) "
        f"in {len(change.result['formation_ids'])} formation(s) into {args.game}"
    )
    return 0


def export_list(argv: Sequence[str]) -> int:
    """A side's order of battle as CSV (the columns ``import-list`` reads back)."""
    parser = argparse.ArgumentParser(
        prog="adjutant export-list", description="Write a side's order of battle to CSV."
    )
    parser.add_argument("game", help="a .adjutant game file")
    parser.add_argument("--side", required=True, help="the side's name")
    parser.add_argument("-o", "--output", required=True, help="the CSV file to write")
    args = parser.parse_args(argv)
    from pathlib import Path

    from adjutant.store import Game, StoreError
    from adjutant.store.read import queries
    from adjutant.store.services import lists as list_services

    try:
        with Game.open(args.game) as game:
            sides = {s.name: s.id for s in queries.order_of_battle(game).sides}
            if args.side not in sides:
                print(f"adjutant export-list: no side named {args.side!r}", file=sys.stderr)
                return 2
            text = list_services.export_csv(game, sides[args.side])
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

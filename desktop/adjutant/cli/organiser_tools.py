"""The organiser's command line (issue 26): events, viewers, rosters, standings, the window.

Registered in ``adjutant.cli.TOOLS`` (``standings``, ``organiser``, ``send-game``); the
``server`` tool (:mod:`adjutant.cli.archive_tools`) hands its ``event``, ``viewer`` and
``players`` subcommands here (:data:`SERVER_COMMANDS`).

    adjutant server event URL --name NAME --rounds N --scoring wdl|bp|matrix
            [--date YYYY-MM-DD] [--points W,D,L] [--bands M:P,...]
            [--tiebreaks sos,margin,vp] [--hide-luck]
                                create an event, or set the one of that name again
    adjutant server viewer URL [--name NAME] [--host HOST]
                                a read-only login; prints its connection line
    adjutant server players URL --event NAME ROSTER.csv
                                the event's roster (name, player_code, club)
    adjutant standings URL --event NAME [--json|--csv] [--results [--round N]]
    adjutant organiser URL [--event NAME] [--round N]      the organiser window
    adjutant send-game GAME --to TABLE_URL                  a consistent copy of a game file

Exit codes: 0 done; 1 refused by the server or a bad setting (with why); 2 a file that
cannot be read; 3 the server cannot be reached.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from datetime import date

EXIT_OK, EXIT_REFUSED, EXIT_BAD_FILE, EXIT_UNREACHABLE = 0, 1, 2, 3
SERVER_COMMANDS = ("event", "viewer", "players")
SERVER_EPILOG = (
    "The organiser's view (issue 26) adds: adjutant server event URL --name NAME --rounds N "
    "--scoring wdl|bp|matrix; adjutant server viewer URL; adjutant server players URL "
    "--event NAME ROSTER.csv (each with --help)."
)


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a date is YYYY-MM-DD, not {text!r}") from None


def server(argv: Sequence[str]) -> int:
    """``adjutant server event|viewer|players ...``."""
    parser = argparse.ArgumentParser(prog="adjutant server")
    commands = parser.add_subparsers(dest="command", required=True)
    event = commands.add_parser(
        "event",
        help="create an event (or set the one of that name again)",
        description="Create an event in the archive at URL (an owner's URL), or set the "
        "event of that name again: rounds, scoring rule, tie-breaks, luck shown or hidden.",
    )
    event.add_argument("url", metavar="URL")
    event.add_argument("--name", required=True, help="the event's name, as the records name it")
    event.add_argument("--rounds", type=int, required=True, metavar="N")
    event.add_argument(
        "--scoring",
        choices=("wdl", "bp", "matrix"),
        required=True,
        help="wdl: win/draw/loss points; bp: battle points (the sum of VP); matrix: the "
        "20-0 match-point table from the VP margin",
    )
    event.add_argument("--date", type=_date, metavar="YYYY-MM-DD")
    event.add_argument("--points", metavar="W,D,L", help="win/draw/loss points (default 3,1,0)")
    event.add_argument(
        "--bands",
        metavar="M:P,...",
        help="the match-point table: lowest margin:winner's points, from 0:10 "
        "(default 0:10,6:11,11:12,16:13,21:14,26:15,31:16,36:17,41:18,46:19,51:20)",
    )
    event.add_argument(
        "--tiebreaks",
        metavar="ORDER",
        default="sos,margin,vp",
        help="tie-breaks in order, from sos (strength of schedule), margin (VP margin), vp "
        "(VP scored); default sos,margin,vp; '' for none",
    )
    event.add_argument("--hide-luck", action="store_true", help="hide the luck table")
    viewer = commands.add_parser(
        "viewer",
        help="a read-only login for the organiser window or a results screen",
        description="Create a login that may read the archive and nothing else, and print "
        "its connection line (adjutant organiser LINE).",
    )
    viewer.add_argument("url", metavar="URL")
    viewer.add_argument("--name", default="adjutant_viewer", help="the login's name")
    viewer.add_argument("--host", metavar="HOST", help="the server's address as others reach it")
    players = commands.add_parser(
        "players",
        help="the event's roster from a CSV file (name, player_code, club)",
        description="Replace the event's roster with the players of a CSV file whose header "
        "row names 'name' and optionally 'player_code' and 'club'.",
    )
    players.add_argument("url", metavar="URL")
    players.add_argument("--event", required=True, metavar="NAME")
    players.add_argument("roster", metavar="ROSTER.csv")
    args = parser.parse_args(argv)

    from adjutant.archive import events as archive_events
    from adjutant.archive import scoring
    from adjutant.archive.server import ServerError, add_viewer

    try:
        if args.command == "event":
            settings = scoring.EventSettings(
                name=args.name.strip(),
                rounds=args.rounds,
                scoring=args.scoring,
                event_date=args.date,
                points=scoring.parse_points(args.points) if args.points else scoring.DEFAULT_POINTS,
                bands=scoring.parse_bands(args.bands) if args.bands else scoring.default_bands(),
                tiebreaks=scoring.parse_tiebreaks(args.tiebreaks),
                hide_luck=args.hide_luck,
            )
            created = archive_events.define_event(args.url, settings)
            print(
                f"{'created' if created else 'updated'} event {settings.name}: "
                f"{settings.rounds} rounds, scoring {settings.scoring}, tie-breaks "
                f"{', '.join(settings.tiebreaks) or 'none'}"
                + (", luck hidden" if settings.hide_luck else "")
            )
        elif args.command == "viewer":
            line = add_viewer(args.url, args.name, host=args.host)
            print(line.url())
            print(
                f"viewer {args.name}: reads the archive, writes nothing "
                "(adjutant organiser LINE, or File → Open Event Archive…)",
                file=sys.stderr,
            )
        else:
            try:
                with open(args.roster, "rb") as handle:
                    data = handle.read(archive_events.MAX_ROSTER_BYTES + 1)
            except OSError as exc:
                print(f"adjutant server players: {exc.strerror or exc}", file=sys.stderr)
                return EXIT_BAD_FILE
            roster = archive_events.read_roster_csv(data)
            count = archive_events.set_roster(args.url, args.event, roster)
            print(f"event {args.event}: {count} player(s) on the roster")
    except (scoring.SettingsError, ServerError) as exc:
        print(f"adjutant server {args.command}: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    return EXIT_OK


def standings(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="adjutant standings",
        description="An event's standings (or its confirmed results) from the archive at URL.",
    )
    parser.add_argument("url", metavar="URL", help="a viewer's or the organiser's URL")
    parser.add_argument("--event", required=True, metavar="NAME")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="a JSON array of rows")
    form.add_argument("--csv", action="store_true", help="CSV with a header row")
    parser.add_argument(
        "--results",
        action="store_true",
        help="the confirmed games instead, one row per player (the match record's CSV columns)",
    )
    parser.add_argument("--round", type=int, metavar="N", help="with --results: one round")
    args = parser.parse_args(argv)
    from adjutant.archive import export
    from adjutant.archive.reading import ReadError, open_session

    try:
        with open_session(args.url, application_name="adjutant standings") as session:
            if args.results:
                rows = [
                    export.result_dict(line) for line in session.results(args.event, args.round)
                ]
                columns = export.RESULT_COLUMNS
                info = None
            else:
                info, found = session.standings(args.event)
                rows = [export.standing_dict(info.name, row) for row in found]
                columns = export.STANDING_COLUMNS
    except ReadError as exc:
        print(f"adjutant standings: {exc}", file=sys.stderr)
        return EXIT_UNREACHABLE if exc.kind == "unreachable" else EXIT_REFUSED
    if args.json:
        print(export.to_json(rows))
    elif args.csv:
        sys.stdout.write(export.to_csv(columns, rows))
    else:
        _print_table(columns, rows)
        if info is not None:
            s = info.settings
            order = ", ".join(s.tiebreaks) or "none"
            defined = "" if info.defined else " (not defined by the organiser: defaults)"
            print(f"\n{s.name}: scoring {s.scoring}{defined}; tie-breaks {order}")
    return EXIT_OK


def _print_table(columns: Sequence[str], rows: list[dict]) -> None:
    cells = [[("" if r[c] is None else str(r[c])) for c in columns] for r in rows]
    widths = [max([len(c)] + [len(row[i]) for row in cells]) for i, c in enumerate(columns)]
    print("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)).rstrip())
    for row in cells:
        print("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())


def organiser(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="adjutant organiser",
        description="The organiser window: round board, standings, factions and luck of an "
        "event, live from the archive at URL (read-only).",
    )
    parser.add_argument("url", metavar="URL", help="a viewer's or the organiser's URL")
    parser.add_argument("--event", metavar="NAME")
    parser.add_argument("--round", type=int, metavar="N")
    args = parser.parse_args(argv)
    from adjutant.windows.organiser.standalone import run_organiser

    return run_organiser(args.url, event=args.event, round_no=args.round)


def send_game(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="adjutant send-game",
        description="Send a consistent copy of a game file (SQLite's backup API, never the "
        "live file) to the event archive, where the organiser can open it. Push the game's "
        "ops first (adjutant push).",
    )
    parser.add_argument("game", metavar="GAME")
    parser.add_argument("--to", required=True, metavar="TABLE_URL")
    args = parser.parse_args(argv)
    from adjutant.archive.client import Refused, Unreachable
    from adjutant.archive.game_files import GameFileError, send_game_file, snapshot_game
    from adjutant.archive.urls import BadConnectionLine, parse

    try:
        line = parse(args.to)
        copy = snapshot_game(args.game)
        stored = send_game_file(line, copy)
    except BadConnectionLine as exc:
        print(f"adjutant send-game: --to: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    except GameFileError as exc:
        print(f"adjutant send-game: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    except Unreachable as exc:
        print(f"adjutant send-game: {exc} (nothing is lost: try again)", file=sys.stderr)
        return EXIT_UNREACHABLE
    except Refused as exc:
        print(f"adjutant send-game: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    what = "sent" if stored else "already there"
    print(f"{args.game}: {what} ({copy.size} bytes, sha256 {copy.sha256[:12]}…)")
    return EXIT_OK

"""The event archive's command line (issue 25): ``server init``, ``server enrol``, ``push``.

Registered in ``adjutant.cli.TOOLS``; each takes its arguments and returns the exit code.

    adjutant server init URL                          create or upgrade the archive (and roles)
    adjutant server enrol URL --table N [--event NAME] [--host HOST]
                                                      table N's role; prints its connection line
    adjutant push GAME --to TABLE_URL [--json]        push what is waiting

``push`` exits 0 when every op is acknowledged, 1 on a conflict, a refused version or
another refusal (with the reason), 2 when GAME is not a game file it can push, 3 when
the server cannot be reached (nothing is lost: run it again). ``--json`` prints
``{"sent", "already_there", "head_seq", "local_seq"}`` (and ``"error"`` when it failed).
The work is :mod:`adjutant.archive`'s; this module parses and reports.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

EXIT_OK, EXIT_REFUSED, EXIT_NOT_A_GAME, EXIT_UNREACHABLE = 0, 1, 2, 3
_LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")


def server(argv: Sequence[str]) -> int:
    from adjutant.cli import organiser_tools  # issue 26: server event / viewer / players

    if argv and argv[0] in organiser_tools.SERVER_COMMANDS:
        return organiser_tools.server(argv)
    parser = argparse.ArgumentParser(
        prog="adjutant server",
        description="Set up an event archive on PostgreSQL and enrol the tables.",
        epilog=organiser_tools.SERVER_EPILOG,
    )
    commands = parser.add_subparsers(dest="command", required=True)
    init = commands.add_parser(
        "init",
        help="create or upgrade the archive in the database at URL (an owner's URL)",
        description="Create or upgrade the event archive in the PostgreSQL database at URL, "
        "and its roles. Running it again changes nothing.",
    )
    init.add_argument("url", metavar="URL", help="postgresql://USER:PASSWORD@HOST:PORT/DATABASE")
    enrol = commands.add_parser(
        "enrol",
        help="create table N's role and print its connection line",
        description="Create table N's role with a generated password (or give it a new one) "
        "and print its connection line, for File → Event Server… on the table's laptop.",
    )
    enrol.add_argument("url", metavar="URL", help="the organiser's URL of the archive")
    enrol.add_argument("--table", type=int, required=True, metavar="N", help="the table number")
    enrol.add_argument("--event", metavar="NAME", help="the event the table's games belong to")
    enrol.add_argument(
        "--host",
        metavar="HOST",
        help="the server's address as the laptops reach it (default: URL's host)",
    )
    args = parser.parse_args(argv)
    from adjutant.archive.server import ServerError, enrol_table, init_archive

    try:
        if args.command == "init":
            report = init_archive(args.url)
            roles = report.roles
            if report.before is None:
                print(f"created the event archive in {report.database} ({report.after})")
            elif report.changed:
                print(
                    f"upgraded the event archive in {report.database} "
                    f"from {report.before} to {report.after}"
                )
            else:
                print(f"the event archive in {report.database} is up to date ({report.after})")
            print(f"roles: owner {roles.owner}, tables {roles.tables}, viewer {roles.viewer}")
            if not report.locked_database:
                print(
                    "note: PUBLIC keeps CONNECT on the database (this login does not own it)",
                    file=sys.stderr,
                )
            return EXIT_OK
        enrolment = enrol_table(args.url, args.table, args.event, host=args.host)
    except ServerError as exc:
        print(f"adjutant server {args.command}: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    print(enrolment.line.url())
    event = f" for {enrolment.event}" if enrolment.event else ""
    renewed = " (a new password: the old line no longer works)" if enrolment.renewed else ""
    print(
        f"table {enrolment.table} enrolled{event}{renewed}: give this line to its laptop "
        "(File → Event Server…)",
        file=sys.stderr,
    )
    if enrolment.line.host in _LOCAL_HOSTS:
        print(
            f"note: the line names {enrolment.line.host}; laptops need the server's address "
            "on the venue's network (--host)",
            file=sys.stderr,
        )
    return EXIT_OK


def push(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="adjutant push",
        description="Push the game's waiting ops to the event archive. Exit 0: all "
        "acknowledged; 1: refused (a conflict, a newer version…), with why; 2: not a game "
        "file; 3: the server cannot be reached (nothing lost, try again).",
    )
    parser.add_argument("game", metavar="GAME")
    parser.add_argument(
        "--to", required=True, metavar="TABLE_URL", help="the table's connection line"
    )
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    parser.add_argument(
        "--retry-for",
        type=float,
        default=10.0,
        metavar="SECONDS",
        help="keep trying a lost connection this long before giving up (default 10)",
    )
    args = parser.parse_args(argv)
    from adjutant.archive.client import Refused, Unreachable
    from adjutant.archive.pusher import NotPushable, push_game
    from adjutant.archive.urls import BadConnectionLine, parse

    counts = {"sent": 0, "already_there": 0, "head_seq": None, "local_seq": None}
    try:
        line = parse(args.to)
        report = push_game(args.game, line, retry_for=max(0.0, args.retry_for))
    except BadConnectionLine as exc:
        return _failed(args, counts, f"--to: {exc}", EXIT_REFUSED)
    except NotPushable as exc:
        return _failed(args, counts, str(exc), EXIT_NOT_A_GAME)
    except (Refused, Unreachable) as exc:
        report = getattr(exc, "report", None)
        if report is not None:
            counts.update(report.counts())
        code = EXIT_UNREACHABLE if isinstance(exc, Unreachable) else EXIT_REFUSED
        return _failed(args, counts, str(exc), code)
    counts.update(report.counts())
    if args.json:
        print(json.dumps(counts))
    else:
        print(
            f"{args.game}: {report.sent} sent, {report.already_there} already there; "
            f"the archive holds up to op {report.head_seq}, this file {report.local_seq}"
        )
    return EXIT_OK


def _failed(args: argparse.Namespace, counts: dict, reason: str, code: int) -> int:
    if code == EXIT_UNREACHABLE:
        reason += " (nothing is lost: try again)"
    if args.json:
        print(json.dumps({**counts, "error": reason}))
    print(f"adjutant push: {reason}", file=sys.stderr)
    return code

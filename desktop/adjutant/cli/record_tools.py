"""The match record's tools of the command line: ``record``, ``slip``, ``export-record``,
``outbox`` (issue 24; names fixed: other code and checks rely on them).

Registered in ``adjutant.cli.TOOLS``; each takes its arguments and returns a process exit
code: 0 success, 2 a refused input (a bad field, a wrong PIN, a file that is not a game),
with one line on stderr saying why; 1 a game that cannot be read (damaged, in use) or a
file that cannot be written. The store does the work (``store.record.match``,
``store.services.record``, ``store.record.export``, ``store.format.outbox``); the slip is drawn
by ``windows.record.slip``.

- ``adjutant record GAME [--json]``: the record (draft, confirmed or disputed);
- ``adjutant record GAME --set-from FILE.json``: the draft's fields from a JSON object
  named as in the export;
- ``adjutant record GAME --confirm {1,2} --pin PIN``;
- ``adjutant record GAME --dispute {1,2} --note TEXT``;
- ``adjutant slip GAME -o OUT.pdf``;
- ``adjutant export-record GAME -o OUT.json|OUT.csv``;
- ``adjutant outbox GAME [--json]``: the outbox's ops in order (``--json``: an array of
  objects with ``seq``, ``kind``, ``op_uuid``, ``sha256``, ``created_at``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

#: A --set-from file larger than this is refused (a record is a few kilobytes).
MAX_SET_FROM = 1_000_000
REFUSED, UNREADABLE = 2, 1


class _Refused(Exception):
    def __init__(self, message: str, code: int = REFUSED) -> None:
        super().__init__(message)
        self.code = code


class _Parser(argparse.ArgumentParser):
    """argparse, whose usage errors exit 2 with one line (its own exit code is 2 too)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _Refused(f"{self.prog}: {message}")


def _run(prog: str, body: Callable[[], int]) -> int:
    try:
        return body()
    except _Refused as exc:
        text = str(exc)
        print(text if text.startswith(prog) else f"{prog}: {text}", file=sys.stderr)
        return exc.code


def _open(path: str):
    """The game, or _Refused: 2 for a file that is not a game, 1 for one that cannot be
    opened (damaged, newer, in use, read-only)."""
    from adjutant.store import Game, NotAGameFile, StoreError

    try:
        return Game.open(path)
    except NotAGameFile as exc:
        raise _Refused(str(exc)) from None
    except StoreError as exc:
        code = REFUSED if not Path(path).exists() else UNREADABLE
        raise _Refused(str(exc), code) from None


def _record(game) -> Any:
    from adjutant.store.record.match import match_record

    return match_record(game)


def _read(path: str) -> Any:
    """The record of the game at ``path``, or _Refused (see :func:`_open`)."""
    from adjutant.store import StoreError

    with _open(path) as game:
        try:
            return _record(game)
        except StoreError as exc:
            raise _Refused(str(exc), UNREADABLE) from None


def _print_record(record) -> None:
    """The record for a person: one fact a line."""
    from adjutant.store.record.match import luck_total

    print(f"Match record ({record.state}), record {record.record_sha256[:8]}")
    event = record.event_name or "(no event)"
    where = [f"round {record.event_round}" if record.event_round else "", ""]
    if record.event_table:
        where[1] = f"table {record.event_table}"
    print(f"Event: {', '.join(x for x in (event, *where) if x)}")
    limit = f"; points limit {record.points_limit}" if record.points_limit else ""
    print(f"Scenario: {record.scenario or '(none)'}{limit}")
    for p in record.players:
        code = f" [{p.player_code}]" if p.player_code else ""
        first = "; went first" if p.went_first else ""
        rounds = ", ".join(f"{r.primary}+{r.secondary}" for r in p.rounds) or "no victory points"
        confirmed = f"; confirmed {p.confirmed_at}" if p.confirmed_at else ""
        print(
            f"Player {p.number}: {p.name or '(no name)'}{code} — {p.faction or '(no faction)'}"
            f" ({p.side_name or 'no side'}){first}; VP {rounds} = {p.vp_total};"
            f" {p.result or 'no result yet'}{confirmed}"
        )
    print(f"End: {record.end_reason or '(not given)'}; rounds played {record.rounds_played}")
    for n in (1, 2):
        total = luck_total(record.luck, n)
        z = "" if total.z is None else f", z {total.z:+.2f}"
        print(
            f"Luck, player {n}: {total.rolls} tests, expected {float(total.expected):.2f},"
            f" achieved {total.achieved}{z}"
        )
    if record.dispute_player is not None:
        print(f"Disputed by player {record.dispute_player}: {record.dispute_note}")


def _set_from(path: str) -> dict[str, Any]:
    file = Path(path)
    try:
        if file.stat().st_size > MAX_SET_FROM:
            raise _Refused(f"{file.name} is too large for a match record")
        data = json.loads(file.read_bytes().decode("utf-8"))
    except OSError as exc:
        raise _Refused(f"cannot read {path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise _Refused(f"{file.name} is not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise _Refused(f"{file.name} must hold a JSON object of the record's fields")
    return data


def record(argv: Sequence[str]) -> int:
    prog = "adjutant record"

    def body() -> int:
        parser = _Parser(prog=prog, description="Show or change a game's match record.")
        parser.add_argument("game", help="a .adjutant game file")
        parser.add_argument("--json", action="store_true", help="print the record as JSON")
        what = parser.add_mutually_exclusive_group()
        what.add_argument("--set-from", metavar="FILE.json", help="the fields to write")
        what.add_argument("--confirm", type=int, choices=(1, 2), help="the player confirming")
        what.add_argument("--dispute", type=int, choices=(1, 2), help="the player disputing")
        parser.add_argument("--pin", help="the confirming player's PIN (4 to 12 digits)")
        parser.add_argument("--note", help="what is disputed")
        args = parser.parse_args(argv)
        if args.confirm is not None and args.pin is None:
            raise _Refused("--confirm needs --pin")
        if args.dispute is not None and args.note is None:
            raise _Refused("--dispute needs --note")
        if args.pin is not None and args.confirm is None:
            raise _Refused("--pin goes with --confirm")
        if args.note is not None and args.dispute is None:
            raise _Refused("--note goes with --dispute")
        fields = _set_from(args.set_from) if args.set_from else None
        from adjutant.store import InvalidField, StoreError
        from adjutant.store.services import record as record_services

        with _open(args.game) as game:
            try:
                change = None
                if fields is not None:
                    change = record_services.set_record(game, fields)
                elif args.confirm is not None:
                    change = record_services.confirm(game, args.confirm, args.pin)
                elif args.dispute is not None:
                    change = record_services.dispute(game, args.dispute, args.note)
                current = _record(game)
            except InvalidField as exc:
                raise _Refused(str(exc)) from None
            except StoreError as exc:
                raise _Refused(str(exc), UNREADABLE) from None
        if change is not None and change.result.get("unconfirmed"):
            players = " and ".join(f"player {n}" for n in change.result["unconfirmed"])
            print(f"{prog}: the record changed, so the confirmation of {players} was cleared")
        if args.json:
            print(json.dumps(current.to_json(), ensure_ascii=False, indent=2))
        else:
            _print_record(current)
        return 0

    return _run(prog, body)


def slip(argv: Sequence[str]) -> int:
    prog = "adjutant slip"

    def body() -> int:
        parser = _Parser(prog=prog, description="Write the match record's slip (one page) as PDF.")
        parser.add_argument("game", help="a .adjutant game file")
        parser.add_argument("-o", "--output", required=True, help="the PDF file to write")
        parser.add_argument("--language", choices=("en", "ru", "es"))
        parser.add_argument("--paper", choices=("a4", "letter"))
        args = parser.parse_args(argv)
        if not args.output.lower().endswith(".pdf"):
            raise _Refused(f"{args.output}: the slip is written as a .pdf file")
        from adjutant.windows.record.slip import write_slip_cli

        current = _read(args.game)
        try:
            write_slip_cli(current, args.output, language=args.language, paper=args.paper)
        except OSError as exc:
            raise _Refused(f"cannot write {args.output}: {exc}", UNREADABLE) from None
        print(f"wrote the slip of record {current.record_sha256[:8]} to {args.output}")
        return 0

    return _run(prog, body)


def export_record(argv: Sequence[str]) -> int:
    prog = "adjutant export-record"

    def body() -> int:
        parser = _Parser(prog=prog, description="Write the match record as JSON or CSV.")
        parser.add_argument("game", help="a .adjutant game file")
        parser.add_argument("-o", "--output", required=True, help="OUT.json or OUT.csv")
        args = parser.parse_args(argv)
        from adjutant.store import InvalidField
        from adjutant.store.record.export import SUFFIXES, write_export

        if Path(args.output).suffix.lower() not in SUFFIXES:
            raise _Refused(f"{args.output}: the record is written as .json or .csv")
        current = _read(args.game)
        try:
            kind = write_export(current, args.output)
        except InvalidField as exc:
            raise _Refused(str(exc)) from None
        except OSError as exc:
            raise _Refused(f"cannot write {args.output}: {exc}", UNREADABLE) from None
        print(f"wrote the {current.state} record as {kind.upper()} to {args.output}")
        return 0

    return _run(prog, body)


def outbox(argv: Sequence[str]) -> int:
    prog = "adjutant outbox"

    def body() -> int:
        parser = _Parser(prog=prog, description="List a game's outbox: its ops, in order.")
        parser.add_argument("game", help="a .adjutant game file")
        parser.add_argument("--json", action="store_true", help="print a JSON array")
        args = parser.parse_args(argv)
        from adjutant.store import StoreError
        from adjutant.store.format import outbox as store_outbox

        with _open(args.game) as game:
            try:
                ops = list(store_outbox.iter_ops(game))
            except StoreError as exc:
                raise _Refused(str(exc), UNREADABLE) from None
        if args.json:
            print(json.dumps([op.listing() for op in ops], indent=2))
            return 0
        for op in ops:
            data = op.data()
            what = data.get("label") or data.get("reason") or ""
            if op.kind == "discard":
                what = f"{len(data['actions'])} undone action(s)"
            print(f"{op.seq:>6}  {op.kind:<9}  {op.op_uuid}  {op.created_at}  {what}")
        print(f"{len(ops)} op(s)")
        return 0

    return _run(prog, body)

"""Scripted events for the organiser's tests and benchmarks (issue 26).

For tests/archive (test_standings, test_organiser_feed, test_organiser_window,
test_organiser_cli), tests/bench and tools/organiser_shots.py. A game here is what a
table's laptop pushes: its ops (tests/archive_helpers.OpsGame) with a match record in issue 24's
shape, pushed through ``push_ops`` by an enrolled table, as a laptop would.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from adjutant.archive.client import ArchiveClient
from adjutant.archive.urls import ConnectionLine
from archive_helpers import OpsGame, match_record


@dataclass(frozen=True)
class P:
    """One player of a scripted game: name, faction, victory points, and what else the
    record says (result when it does not follow the points, code, went first)."""

    name: str
    faction: str
    vp: int
    result: str | None = None
    code: str | None = None
    first: bool = False


def outcome(a: P, b: P) -> tuple[str, str]:
    if a.result:
        return a.result, {"win": "loss", "loss": "win", "draw": "draw"}[a.result]
    if a.vp > b.vp:
        return "win", "loss"
    if a.vp < b.vp:
        return "loss", "win"
    return "draw", "draw"


def player_entry(p: P, result: str, confirmed: bool) -> dict[str, Any]:
    return {
        "name": p.name,
        "player_code": p.code,
        "faction": p.faction,
        "list_sha256": None,
        "went_first": p.first,
        "vp_by_round": [{"primary": p.vp, "secondary": 0}],
        "vp_total": p.vp,
        "result": result,
        "confirmed_at": "2026-12-20T12:00:00Z" if confirmed else None,
    }


def game_record(
    game_uuid: str,
    event: str | None,
    round_no: int | None,
    table: int,
    a: P,
    b: P,
    *,
    state: str = "confirmed",
    end_reason: str | None = "turn limit",
) -> dict[str, Any]:
    ra, rb = outcome(a, b)
    confirmed = state == "confirmed"
    return match_record(
        game_uuid,
        state,
        event={"name": event, "round": round_no, "table": table},
        players=[player_entry(a, ra, confirmed), player_entry(b, rb, confirmed)],
        end_reason=end_reason,
    )


@dataclass
class Played:
    game: OpsGame
    table: int
    line: ConnectionLine
    pushed: int = 0
    extra: dict = field(default_factory=dict)


def push(line: ConnectionLine, game: OpsGame, start: int = 0) -> None:
    """Push ``game``'s ops from index ``start`` as the table of ``line``."""
    with ArchiveClient(line) as client:
        for first in range(start, len(game.ops), 200):
            client.push(game.game_uuid, game.ops[first : first + 200])


def play(
    line: ConnectionLine,
    event: str | None,
    round_no: int | None,
    table: int,
    a: P,
    b: P,
    *,
    state: str = "confirmed",
    end_reason: str | None = "turn limit",
    tests: list[dict] | None = None,
    turns: int = 1,
    send: bool = True,
    note: str | None = None,
) -> OpsGame:
    """A game as a laptop makes it: actions (with ``tests``), then its record; pushed."""
    game = OpsGame()
    for turn in range(1, turns + 1):
        game.action(f"Turn {turn}", tests if turn == 1 else [], turn=turn)
    game.record(
        game_record(game.game_uuid, event, round_no, table, a, b, state="draft", end_reason=None)
    )
    if state != "draft" or end_reason:
        final = game_record(
            game.game_uuid, event, round_no, table, a, b, state=state, end_reason=end_reason
        )
        if state == "disputed":
            game.add("dispute", {"player": 2, "note": note or "", "record": final})
        else:
            game.record(final, kind="confirm" if state == "confirmed" else "record")
    if send:
        push(line, game)
    return game

"""Helpers of the event-archive tests (issue 25): an archive on the session's PostgreSQL,
games of hand-made ops (:class:`OpsGame`, for the server's checks, independent of the
game file), and reads of what the server holds.

For tests/archive and tests/bench. The ops follow docs/sync-protocol.md: canonical JSON
payloads and their SHA-256, seq rising by one from 1.
"""

from __future__ import annotations

import itertools
import uuid
from dataclasses import dataclass, field
from typing import Any

from adjutant.archive import server
from adjutant.archive.urls import ConnectionLine
from adjutant.store.format import outbox
from adjutant.store.format.outbox import canonical_json

_tables = itertools.count(1)


@dataclass
class Archive:
    """An initialised archive in a database of its own on the test cluster."""

    cluster: Any
    database: str

    @property
    def admin_url(self) -> str:
        return self.cluster.admin_url(self.database)

    def enrol(self, table: int | None = None, event: str | None = None) -> server.Enrolment:
        return server.enrol_table(self.admin_url, table or next(_tables), event)

    def admin(self):
        return self.cluster.admin_connect(self.database)

    def scalar(self, query: str, *params: Any) -> Any:
        with self.admin() as conn:
            row = conn.execute(query, params).fetchone()
        return row[0] if row else None

    def rows(self, query: str, *params: Any) -> list[tuple]:
        with self.admin() as conn:
            return conn.execute(query, params).fetchall()

    def game_ops(self, game_uuid: str) -> list[tuple[int, str, str]]:
        return [
            (seq, str(op_uuid), sha)
            for seq, op_uuid, sha in self.rows(
                "SELECT op_seq, op_uuid, sha256 FROM adjutant_archive.ops "
                "WHERE game_uuid = %s ORDER BY op_seq",
                game_uuid,
            )
        ]

    def derived(self, game_uuid: str) -> dict[str, list[tuple]]:
        """The game's derived rows, every column, in key order."""
        return {
            "results": self.rows(
                "SELECT * FROM adjutant_archive.results WHERE game_uuid = %s", game_uuid
            ),
            "result_players": self.rows(
                "SELECT * FROM adjutant_archive.result_players WHERE game_uuid = %s "
                "ORDER BY player",
                game_uuid,
            ),
            "dice_tests": self.rows(
                "SELECT * FROM adjutant_archive.dice_tests WHERE game_uuid = %s "
                "ORDER BY op_seq, test_no",
                game_uuid,
            ),
            "state": self.rows(
                "SELECT state FROM adjutant_archive.games WHERE game_uuid = %s", game_uuid
            ),
        }


def new_archive(cluster) -> Archive:
    database = cluster.create_database()
    server.init_archive(cluster.admin_url(database))
    return Archive(cluster, database)


def changed_line(line: ConnectionLine, **changes: Any) -> ConnectionLine:
    """``line`` with some fields changed (a wrong password, another port...)."""
    values = {
        "user": line.user,
        "password": line.password,
        "host": line.host,
        "port": line.port,
        "database": line.database,
        "params": line.params,
    }
    values.update(changes)
    return ConnectionLine(**values)


def dice_test(side: str, chance: str, success: bool, **extra: Any) -> dict[str, Any]:
    return {
        "side": side,
        "player": extra.pop("player", 1 if side == "Blue" else 2),
        "kind": extra.pop("kind", "control"),
        "chance": chance,
        "success": success,
        "dice_source": extra.pop("dice_source", "virtual"),
        **extra,
    }


@dataclass
class OpsGame:
    """A game's outbox made by hand: ``ops`` in seq order, as the pusher sends them."""

    game_uuid: str = field(default_factory=lambda: str(uuid.uuid4()))
    ops: list[dict[str, Any]] = field(default_factory=list)

    def add(self, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
        text = canonical_json(payload)
        op = outbox.Op(
            len(self.ops) + 1,
            str(uuid.uuid4()),
            kind,
            text,
            outbox.sha256_hex(text),
            "2026-12-20T10:00:00Z",
        ).to_push()
        self.ops.append(op)
        return op

    def action(self, label: str = "Roll", tests: list | None = None, **more: Any) -> str:
        payload = {
            "label": label,
            "action_id": len(self.ops) + 1,
            "turn": more.pop("turn", 1),
            "phase": more.pop("phase", "command"),
            "rows": [],
            "events": [],
            "tests": tests or [],
            **more,
        }
        return self.add("action", payload)["op_uuid"]

    def undo(self, action: str) -> None:
        self.add("undo", {"action": action})

    def redo(self, action: str) -> None:
        self.add("redo", {"action": action})

    def discard(self, *actions: str) -> None:
        self.add("discard", {"actions": list(actions)})

    def record(self, record: dict[str, Any] | None, kind: str = "record") -> None:
        self.add(kind, {"record": record})

    def hash(self, upto: int | None = None) -> str:
        last = len(self.ops) if upto is None else upto
        return outbox.hash_lines((op["seq"], op["op_uuid"], op["sha256"]) for op in self.ops[:last])

    def lines(self) -> list[tuple[int, str, str]]:
        return [(op["seq"], op["op_uuid"], op["sha256"]) for op in self.ops]

    def copy(self) -> OpsGame:
        return OpsGame(self.game_uuid, [dict(op) for op in self.ops])


def match_record(game_uuid: str, state: str = "draft", **changes: Any) -> dict[str, Any]:
    """A match record in the export's shape (issue 24, "adjutant.match/1")."""
    record = {
        "schema": "adjutant.match/1",
        "game_uuid": game_uuid,
        "state": state,
        "event": {"name": "Spring GT", "round": 2, "table": 7},
        "scenario": "Meeting engagement",
        "points_limit": 2000,
        "players": [
            {
                "name": "Ann",
                "player_code": "A1",
                "faction": "Blue",
                "list_sha256": None,
                "went_first": True,
                "vp_by_round": [{"primary": 5, "secondary": 2}],
                "vp_total": 20,
                "result": "win",
                "confirmed_at": None,
            },
            {
                "name": "Bob",
                "player_code": None,
                "faction": "Red",
                "list_sha256": None,
                "went_first": False,
                "vp_by_round": [{"primary": 3, "secondary": 1}],
                "vp_total": 12,
                "result": "loss",
                "confirmed_at": None,
            },
        ],
        "end_reason": "turn limit",
        "rounds_played": 5,
        "luck": [],
        "record_sha256": "ab" * 32,
        "app_version": "0.3.0",
        "ruleset": {"name": "combined", "sha256": "cd" * 32},
    }
    record.update(changes)
    return record

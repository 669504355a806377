"""The op an action appends to the outbox: its payload built from the action's journal
images (issue 24; docs/sync-protocol.md).

For the writer (``file.writer``), at the end of every action: the rows it changed, in their
public form, the events it created and the luck tests among them (the store's one luck
function, ``store.record.luck``). Here, above the match record and the events it reads, so
the outbox's format and checks (``store.format.outbox``) stay at the bottom (issue 23).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import SimpleNamespace
from typing import Any

from adjutant.store.events import kinds as event_kinds
from adjutant.store.format.outbox import chance_text, public_image
from adjutant.store.record import luck


def action_payload(
    *,
    action_id: int,
    label: str,
    turn: int,
    phase: str,
    rows: Sequence[tuple[str, Sequence[Any], Mapping[str, Any] | None, Mapping[str, Any] | None]],
    side_names: Mapping[int, str],
    players: Mapping[int, int],
) -> dict[str, Any]:
    """The payload of an op recording an action: ``rows`` are its journal images (table,
    pk, before, after); ``side_names`` side id -> name; ``players`` side id -> the match
    record's player (1 or 2) for that side, where known."""
    out_rows = []
    events: list[dict[str, Any]] = []
    tests: list[dict[str, Any]] = []
    for table, pk, before, after in rows:
        out_rows.append(
            {
                "table": table,
                "pk": list(pk),
                "before": public_image(table, before),
                "after": public_image(table, after),
            }
        )
        if table != "events" or before is not None or after is None:
            continue  # only the events this action created
        side_id = after.get("side_id")
        side = side_names.get(side_id) if side_id is not None else None
        events.append(
            {
                "kind": after.get("kind"),
                "turn": after.get("turn"),
                "phase": after.get("phase"),
                "side": side,
                "summary": after.get("summary"),
                "inputs": after.get("inputs"),
                "chance": after.get("chance"),
                "dice": after.get("dice"),
                "dice_source": after.get("dice_source"),
                "outcome": after.get("outcome"),
                "rule_ids": after.get("rule_ids"),
            }
        )
        test = luck.roll_test(event_kinds.read(SimpleNamespace(**after)))
        if test is not None:
            tests.append(
                {
                    "side": side,
                    "player": players.get(side_id) if side_id is not None else None,
                    "kind": test.kind,
                    "chance": chance_text(test.chance),
                    "success": test.success,
                    "dice_source": test.dice_source,
                }
            )
    return {
        "label": label,
        "action_id": action_id,
        "turn": turn,
        "phase": phase,
        "rows": out_rows,
        "events": events,
        "tests": tests,
    }

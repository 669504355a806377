"""Developer tool: the Match Record window over a played game, for ``tools/screenshots.py
--setup`` (not shipped).

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/screenshots.py \
        --size 1366x768 --lang es --tools command --setup tools.record_shots:record

- ``record``: a few control tests rolled, the record filled in (event, players, three
  rounds of victory points), player 1 confirmed, and Game → Match Record… open.
"""

from __future__ import annotations

from adjutant.store.read import queries
from adjutant.store.services import record as rsv
from adjutant.store.tools.command import recorder as resolve
from adjutant.undo.service import run_service

FIELDS = {
    "event": {"name": "Winter League — Club night", "round": 2, "table": 7},
    "scenario": "Crossroads at dawn",
    "points_limit": 2000,
    "end_reason": "turn limit",
    "players": [
        {
            "name": "Anna Kovalenko",
            "player_code": "WL-0042",
            "went_first": True,
            "vp_by_round": [
                {"primary": 5, "secondary": 2},
                {"primary": 4, "secondary": 1},
                {"primary": 6, "secondary": 0},
            ],
        },
        {
            "name": "Bernardo Ruiz",
            "vp_by_round": [
                {"primary": 3, "secondary": 1},
                {"primary": 5, "secondary": 2},
                {"primary": 2, "secondary": 2},
            ],
        },
    ],
}


def record(window) -> None:
    document = window.document
    game = document.game
    units = [u for s in queries.order_of_battle(game).sides for u in s.all_units()]
    for name, distance in (("2nd Coldstream Guards", 12.0), ("1st Royal Scots", 6.0)):
        unit = next(u for u in units if u.name == name)
        run_service(
            document,
            "Control test",
            resolve.resolve_control_test,
            unit.id,
            "move",
            distance=distance,
        )
    run_service(document, "Edit match record", rsv.set_record, FIELDS)
    run_service(document, "Confirm", rsv.confirm, 1, "1234")
    dialog = window.match_record_menu.show_dialog()
    dialog.move(window.geometry().x() + 20, window.geometry().y() + 20)

"""Developer tool: the event server in the main window, for screenshots (issue 25; not shipped).

``tools/screenshots.py --tools command --setup tools.event_server_shots:sending``: the
window sends the sample battle to the table line in ``ADJUTANT_SHOT_LINE`` (a connection
line from ``adjutant server enrol``; without one, a server nobody answers at), three
actions are played, the status bar settles ("sent", or "3 waiting to send (no
connection)"), and File → Event Server… is left open on top after its Test answered.

``--setup tools.event_server_shots:finished`` (issue 26): the match record filled and
confirmed by both players instead, and the status bar left saying when the finished
game's file was sent (or why not), no dialog on top.
"""

from __future__ import annotations

import os
import time

from PySide6.QtWidgets import QApplication

from adjutant.store.read import queries
from adjutant.store.services import edits as services
from adjutant.undo.service import run_service
from adjutant.windows import event_server as es

NOBODY_THERE = "postgresql://adjutant_gt_table_7:pw@127.0.0.1:9/gt"


def _settle(seconds: float, until=lambda: False) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not until():
        QApplication.processEvents()
        time.sleep(0.05)


def sending(window) -> None:
    window.settings.setValue(es.KEY_LINE, os.environ.get("ADJUTANT_SHOT_LINE", NOBODY_THERE))
    window.settings.setValue(es.KEY_ENABLED, True)
    window.event_server.follow_game()
    game = window.document.game
    units = [u for s in queries.order_of_battle(game).sides for u in s.all_units()]
    for n, unit in enumerate(units[:3]):
        run_service(window.document, "Reckless", services.set_reckless, unit.id, n % 2 == 0)
    service = window.event_server.service
    _settle(15, lambda: service.status().state not in ("idle", "sending"))
    _settle(0.8)
    dialog = window.event_server.show_dialog()
    dialog.test()
    _settle(15, lambda: not dialog.testing)
    _settle(0.3)


def finished(window) -> None:
    from adjutant.store.services import record as rsv

    window.settings.setValue(es.KEY_LINE, os.environ.get("ADJUTANT_SHOT_LINE", NOBODY_THERE))
    window.settings.setValue(es.KEY_ENABLED, True)
    window.event_server.follow_game()
    fields = {
        "end_reason": "turn limit",
        "players": [
            {"name": "Anna", "vp_by_round": [{"primary": 6, "secondary": 1}]},
            {"name": "Bernardo", "vp_by_round": [{"primary": 4, "secondary": 0}]},
        ],
    }
    run_service(window.document, "Edit match record", rsv.set_record, fields)
    run_service(window.document, "Confirm", rsv.confirm, 1, "1357")
    run_service(window.document, "Confirm", rsv.confirm, 2, "2468")
    service = window.event_server.service
    _settle(20, lambda: service.status().file_state not in ("",))
    _settle(0.8)

"""Developer tool: the odds and hex tools mid-turn, for ``tools/screenshots.py --setup`` (not shipped).

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/screenshots.py \
        --size 1366x768 --lang ru --tools odds,hex --setup tools.board_shots:melee

- ``movement``: the movement phase; Marcus has rolled his D3 and a path is clicked.
- ``melee``: the melee phase; an odds combat set up (units given their parts, a shift),
  and Marcus beside Carpophorus with Priscus supporting (the attack cards).
"""

from __future__ import annotations

from adjutant.store.read import queries
from adjutant.store.services import edits as services
from adjutant.undo.service import run_service


def _to_phase(window, phase: str) -> None:
    game = window.document.game
    while queries.game_info(game).phase != phase:
        run_service(window.document, "Next phase", services.advance_phase)


def _figures(window) -> dict[str, int]:
    game = window.document.game
    return {f.name.split()[0]: f.id for b in queries.hex_boards(game) for f in b.figures}


def movement(window) -> None:
    _to_phase(window, "movement")
    board = window.tool_widget("hex")
    marcus = _figures(window)["Marcus"]
    board.select_figure(marcus)
    card = board.move_page.card()
    card.toggle_mode()
    card.faces.setText("5")
    card.roll.click()
    for h in [(2, 2), (3, 1)]:
        board.step_to(h)
    board.set_facing(1)


def melee(window) -> None:
    game = window.document.game
    _to_phase(window, "melee")
    ids = _figures(window)
    for name, (q, r) in (("Marcus", (5, 0)), ("Priscus", (5, 1))):
        run_service(window.document, "Place", services.update_hex_figure, ids[name], q=q, r=r)
    board = window.tool_widget("hex")
    board.select_figure(ids["Marcus"])
    board.set_target(ids["Carpophorus"])
    odds = window.tool_widget("odds")
    units = {u.name: u.id for s in queries.order_of_battle(game).sides for u in s.all_units()}
    odds.combat.set_roles(
        {
            units["1st Foot Guards"]: "attacks",
            units["Bull's Troop RHA"]: "bombards",
            units["1er Léger"]: "defends",
        }
    )
    odds.combat.shift_reason.setText("Hougoumont farm")
    odds.combat.shift_spin.setValue(-1)
    odds.combat.add_shift()

"""A game whose every name is hostile text, for the tests of names shown as text (issue 16).

For tests/qt/test_names_are_text.py and the summary tests: :func:`hostile_game` writes
the sample battle with the game, both sides, every formation, unit, commander, terrain,
hex board and figure, the combat table, its legend and a house rule renamed to one of
:data:`HOSTILE_NAMES` — markup that would load a local picture, make a heading, bold or
italic text, a link, or a 200-character name — all of them names a service accepts
(no control characters: those are refused, tests/store/test_stored_values.py).
"""

from __future__ import annotations

from pathlib import Path

from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.odds import table_services as osv

PROBE = "file:///tmp/adjutant-markup-probe.png"
LONG = ("Grenadiers of the Old Guard, " * 8)[:199].strip()
HOSTILE_NAMES = (
    f'<img src="{PROBE}">Scout Horse',
    "<h1>Huge Header Guard</h1>",
    "<b>Bold</b> Fusiliers",
    "<i>Slanted</i> Lancers",
    "<a href='http://example.org'>Linked</a> Rifles",
    "<font color=red>Red</font> Hussars",
    "<table><tr><td>Cell</td></tr></table> Dragoons",
    "<s>Struck</s> Jägers & <b>Co",
    LONG,
)


def hostile_name(i: int) -> str:
    return HOSTILE_NAMES[i % len(HOSTILE_NAMES)]


def hostile_game(path: Path):
    """The sample at ``path`` with hostile names everywhere; -> the open Game."""
    game = create_sample(path, seed=11)
    n = 0

    def next_name() -> str:
        nonlocal n
        n += 1
        return hostile_name(n)

    sv.rename_game(game, "<h1>Huge Header Guard</h1> at <b>Bold</b> Hougoumont")
    oob = q.order_of_battle(game)
    for side in oob.sides:
        sv.rename_side(game, side.id, next_name()[:60])
        stack = list(side.formations)
        while stack:
            node = stack.pop()
            sv.rename_formation(game, node.id, next_name())
            stack.extend(node.children)
        for unit in side.all_units():
            sv.update_unit(game, unit.id, name=next_name(), notes=next_name())
        units = side.all_units()
        if units:
            sv.set_commander_in_chief(game, side.id, units[0].id, name=next_name())
    for terrain in q.battlefield(game).terrain:
        sv.update_terrain(game, terrain.id, name=next_name())
    for board in q.hex_boards(game):
        for figure in board.figures:
            sv.update_hex_figure(game, figure.id, name=next_name())
    for crt in q.crts(game):
        osv.rename_crt(game, crt.id, next_name())
        osv.set_crt_legend(game, crt.id, {code: next_name() for code in crt.legend})
        for override in crt.overrides:
            sv.set_crt_override(
                game, crt.id, override.column, override.roll, override.result, label=next_name()
            )
    return game

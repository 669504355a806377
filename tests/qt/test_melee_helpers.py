"""Helpers shared by the melee window tests (issue 6); no tests here: small tables where units
touch (``make_game``, from ``tests/game_builders.py``), dice typed on a round card.

Footprint(x, y, facing, width, depth): facing in degrees counter-clockwise from +x
(90 = north); a unit facing north has its left flank to the west.
"""

from __future__ import annotations

from game_builders import east, make_game, north, south

__all__ = ["east", "make_game", "north", "south", "type_dice"]


def type_dice(qtbot, widget, texts, *, hits=False):
    """On a melee window's round card: physical dice (the card's own switch, Ctrl+T), then
    each attack's faces (or hits) typed, Enter from field to field; the last Enter rolls."""
    from PySide6.QtCore import Qt

    card = widget.round_page.round_card()
    if card.dice_mode() != "physical":
        card.focus_action()
        qtbot.keyClick(card.roll, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    editor = widget.round_page.editor()
    editor.set_mode("hits" if hits else "faces")
    assert len(editor.fields) == len(texts)
    for field, text in zip(editor.fields, texts, strict=True):
        field.clear()
        qtbot.keyClicks(field, text)
        qtbot.keyClick(field, Qt.Key.Key_Return)
    return card

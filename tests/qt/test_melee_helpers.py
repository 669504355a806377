"""Game builders shared by the melee tests (issue 6); no tests here: small tables where units touch.

Footprint(x, y, facing, width, depth): facing in degrees counter-clockwise from +x
(90 = north); a unit facing north has its left flank to the west.
"""

from __future__ import annotations

from game_builders import east, game_with_units, north, south

__all__ = ["east", "make_game", "north", "south", "type_dice"]


def make_game(path, units, *, seed=5, ruleset=None, phase="melee", dice_mode="virtual"):
    """``units``: (key, side index 0 blue / 1 red, footprint or None, fields); -> game, ids.
    The game is in its melee phase unless ``phase`` says otherwise (rounds belong to it)."""
    return game_with_units(
        path,
        units,
        name="Melee test",
        seed=seed,
        ruleset=ruleset,
        phase=phase,
        dice_mode=dice_mode,
    )


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

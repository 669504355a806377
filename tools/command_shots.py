"""Developer tool: put the sample battle mid command phase for screenshots (not shipped).

``tools/screenshots.py --tools command --setup tools.command_shots:mid_turn`` (issue 15):
the 92nd's reckless d20 rolled, three changes declared (the Guards at once, CMD-4; the
Royal Scots and the Inniskillings by control test), the Inniskillings' test rolled, and
the Declarations page shown with the Royal Scots' card next to roll.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def mid_turn(window) -> None:
    command = window.tool_widget("command")
    dock = window.tool_dock("command")
    dock.show()
    dock.raise_()
    names = {r.unit: r.unit_id for r in command.plan.regiments}
    command.roll_reckless(names["92nd Gordon Highlanders"], (4,))
    for name, token in (
        ("1st Foot Guards", "attack"),
        ("1st Royal Scots", "move"),
        ("6th Inniskilling Dragoons", "move"),
        ("2nd Coldstream Guards", "attack"),
    ):
        command.declare(names[name], token)
    command.roll_declaration(names["6th Inniskilling Dragoons"], (19,))
    command.show_tab("declarations")
    QApplication.processEvents()
    card = command.declaration_card(names["1st Royal Scots"])
    card.focus_action()
    command.declarations.cards.scroll.ensureWidgetVisible(card)


def reckless(window) -> None:
    """The start of the side's turn: the reckless page, nothing rolled yet."""
    command = window.tool_widget("command")
    dock = window.tool_dock("command")
    dock.show()
    dock.raise_()
    command.show_tab("reckless")
    QApplication.processEvents()
    command.reckless.cards.focus_next_pending()

"""The card being worked on stays in view, and the tools' leftovers of issue 22 are gone.

Issue 22, "The table workspace", the tool half: at a 1366×768 table a refusal, a new card
and a card given the keyboard are scrolled into view, a refused input shows its message
next to its field and the field goes back to what the card shows (items 4, 10); an edit
committed by Enter never swallows the next key or click (item 5); Tab goes through a
panel's fields before it leaves the panel (item 9); after a passed token change the
declarations table shows the new token (item 12). Real widgets, real games, real keys.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

from adjutant.qtmodels.command_models import ROLE_VALUE, DeclarationModel
from adjutant.store import queries as q
from test_command_window import battle, card, click, declare, type_distance, type_face

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

__all__ = ["battle"]  # the fixture, used by name


def in_viewport(widget: QWidget) -> bool:
    """``widget`` is shown and wholly inside the viewport of every scroll area around it."""
    from PySide6.QtWidgets import QAbstractScrollArea

    if not widget.isVisible():
        return False
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            viewport = parent.viewport()
            top_left = widget.mapTo(viewport, QPoint(0, 0))
            rect = viewport.rect()
            bottom_right = top_left + QPoint(widget.width() - 1, widget.height() - 1)
            if not (rect.contains(top_left) and rect.contains(bottom_right)):
                return False
        parent = parent.parentWidget()
    return True


# ---------------------------------------------------------------- item 12


def test_after_a_passed_change_the_declarations_table_shows_the_new_token_cmd5(battle, qtbot):
    w, ids, game = battle.window, battle.ids, battle.game
    rifles = ids["rifles"]
    declare(w, rifles, "attack")
    type_distance(qtbot, w, rifles, "3.5")  # CMD-6: needs 5+
    rifles_card = card(w, rifles)
    rifles_card.toggle_mode()
    type_face(qtbot, rifles_card, "5")
    click(qtbot, rifles_card.roll)
    assert q.unit(game, rifles).token == "attack"  # CMD-5: passed
    QApplication.processEvents()
    model = w.declarations.model
    row = model.row_of(rifles)
    assert model.index(row, DeclarationModel.COL_TOKEN).data(ROLE_VALUE) == "attack"
    assert model.index(row, DeclarationModel.COL_WANTED).data().endswith("✓")

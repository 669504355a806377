"""The shared tool-window base (issue 14/15): reloads, refusals, batches, dice, phase."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QVBoxLayout

from adjutant.qtmodels.document import GameDocument
from adjutant.store.read import queries as q
from adjutant.store.services import edits as sv
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.command import recorder as rs
from adjutant.undo.batch import call
from adjutant.windows.tool_base import ToolPanel

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


class Probe(ToolPanel):
    TOOL = "charge"

    def __init__(self, document, parent=None):
        super().__init__(document, parent)
        self.reloads = 0
        self.translations = 0
        self.modes = []
        QVBoxLayout(self).addWidget(self.message)
        self.start()

    def reload(self):
        self.reloads += 1

    def retranslateUi(self):
        self.translations += 1

    def dice_mode_changed(self, mode):
        self.modes.append(mode)


@pytest.fixture
def probe(qtbot, tmp_path):
    document = GameDocument()
    document.attach(create_sample(tmp_path / "s.adjutant", seed=3))
    panel = Probe(document)
    qtbot.addWidget(panel)
    panel.show()
    yield panel, document
    document.detach()


def _unit(game, name):
    return next(u for s in q.order_of_battle(game).sides for u in s.all_units() if u.name == name)


def test_loads_once_started_and_again_on_every_change(probe):
    panel, _document = probe
    assert panel.reloads == 1 and panel.translations == 1
    panel.run("Rename", sv.rename_game, "Another name")
    assert panel.reloads == 2


def test_a_refusal_is_shown_and_nothing_is_changed(probe):
    panel, document = probe
    guards = _unit(document.game, "1st Royal Scots")  # Defence
    assert (
        panel.run("Control test", rs.resolve_control_test, guards.id, "attack", distance=3) is None
    )
    assert "CMD-7" in panel.message.text() and panel.message.isVisibleTo(panel)
    assert document.undo_stack.count() == 0


def test_a_batch_is_one_undo_step_and_all_or_nothing(probe):
    panel, document = probe
    game = document.game
    guards, scots = _unit(game, "2nd Coldstream Guards"), _unit(game, "1st Royal Scots")
    bad = [
        call(rs.resolve_control_test, guards.id, "move", distance=3.0),
        call(rs.resolve_control_test, scots.id, "attack", distance=3.0),
    ]
    assert panel.run_batch("Roll all", bad) is None
    assert not q.events(game) and document.undo_stack.count() == 0
    good = [
        call(rs.resolve_control_test, guards.id, "move", distance=3.0),
        call(rs.resolve_control_test, scots.id, "move", distance=3.0),
    ]
    change = panel.run_batch("Roll all", good)
    assert len(change.result) == 2 and document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert not q.events(game)


def test_the_game_dice_switch_reaches_every_panel(probe):
    panel, document = probe
    panel.run("Dice", sv.set_dice_mode, "physical")
    assert document.dice_mode == "physical" and panel.dice_mode == "physical"
    assert panel.modes == ["physical"]
    document.undo_stack.undo()
    assert panel.modes == ["physical", "virtual"]


def test_out_of_phase_asks_once_per_phase(probe, monkeypatch):
    panel, document = probe
    asked = []

    def answer(box):
        asked.append(box.text())
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert document.phase == "command"
    assert panel.confirm_out_of_phase("command", "this") and not asked  # in phase: no question
    assert panel.confirm_out_of_phase("charge", "this charge")
    assert "It is the Command phase" in asked[0] and "this charge" in asked[0]
    assert panel.confirm_out_of_phase("charge", "this charge") and len(asked) == 1
    panel.run("Next phase", sv.advance_phase)  # charge phase: in phase now
    panel.run("Next phase", sv.advance_phase)  # movement: a new phase asks again
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.No)
    assert not panel.confirm_out_of_phase("charge", "this charge")

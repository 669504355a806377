"""The turn log's one-line summaries in the interface's language (adjutant.qtmodels.event_text).

The store writes each event's summary in English; a Russian player saw those English
lines in the turn log ("1st Royal Scots: control test defence → move…") and the kind
"Break test" untranslated. Real events of the sample battle and the arena, each kind
once, read through the log model in Russian, Spanish and English.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QApplication

from adjutant.i18n import Translations
from adjutant.qtmodels.document import GameDocument
from adjutant.qtmodels.event_text import event_summary
from adjutant.qtmodels.log_model import COL_KIND, COL_SUMMARY, LogModel
from adjutant.store import Game
from adjutant.store.read import queries
from adjutant.store.services import edits as services
from adjutant.store.services.sample import create_sample
from adjutant.store.tools.charge import planner as charge_planner
from adjutant.store.tools.command import recorder as resolve
from adjutant.store.tools.hex import figures as hex_services
from adjutant.store.tools.melee import recorder as ms
from adjutant.undo.service import run_service
from game_builders import melee_round, to_phase
from tool_plans import move_figure, odds_combat, roll_movement

CYRILLIC = re.compile("[А-Яа-яЁё]")


def play_every_kind(game) -> dict[str, int]:
    """One event of each kind the log shows, on the sample battle and its arena."""
    oob = queries.order_of_battle(game)
    a = {u.name: u.id for u in oob.sides[0].all_units()}
    b = {u.name: u.id for u in oob.sides[1].all_units()}
    resolve.resolve_reckless_roll(
        game, a["92nd Gordon Highlanders"], dice_mode="physical", faces=[4]
    )
    resolve.change_token(game, a["1st Foot Guards"], "attack")
    resolve.resolve_control_test(
        game, a["1st Royal Scots"], "move", distance=8.5, dice_mode="physical", faces=[3]
    )
    charge_planner.resolve_charge(
        game,
        a["1st Foot Guards"],
        {b["1er Léger"]: 7.0, b["2e de Ligne"]: 12.5},
        dice_mode="physical",
        faces=[2, 1],
    )
    # The Guards (large, 8 dice) charged the Leger (skirmish, 4 dice): 3+ against 5+.
    to_phase(game, "melee")
    melee = melee_round(
        game,
        [a["1st Foot Guards"]],
        [b["1er Léger"]],
        ms.MeleeDice.faces([[6, 6, 6, 5, 1, 1, 1, 1]], [[1, 1, 1, 6]]),
    )
    ms.record_break_test(game, melee.result.outcome["combat_id"], {b["1er Léger"]: False})
    # The gladiators move in the movement phase; odds combats and turns are fought in the
    # melee phase (issue 15: in their phases, so nothing is marked out of phase).
    arena = {f.name.split()[0]: f.id for f in queries.hex_boards(game)[0].figures}
    to_phase(game, "movement")
    roll_movement(game, arena["Marcus"], [6], dice_mode="physical", out_of_phase=False)
    move_figure(game, arena["Marcus"], [(1, 2), (2, 2)], 1, out_of_phase=False)
    to_phase(game, "melee")
    crt = queries.crts(game)[0]
    odds_combat(game, crt.id, 6, 2, dice_mode="physical", faces=[4], out_of_phase=False)
    hex_services.turn_figures(game, {arena["Flamma"]: 2})
    return {**a, **b}


@pytest.fixture
def document(qtbot, tmp_path):
    game = create_sample(tmp_path / "sample.adjutant", seed=3)
    play_every_kind(game)
    document = GameDocument()
    document.attach(game)
    yield document
    document.detach()


@pytest.fixture
def russian(qapp):
    translations = Translations(QApplication.instance())
    translations.switch("ru")
    yield
    translations.switch("en")


def rows(model) -> list[tuple[str, str, str]]:
    return [
        (
            model.event_at(r).kind,
            model.index(r, COL_KIND).data(),
            model.index(r, COL_SUMMARY).data(),
        )
        for r in range(model.rowCount())
    ]


def test_every_kind_reads_in_russian_in_the_log(document, russian):
    model = LogModel(document)
    shown = rows(model)
    assert {kind for kind, _, _ in shown} == {
        "reckless_roll",
        "token_change",
        "control_test",
        "charge",
        "melee_round",
        "break_test",
        "odds_combat",
        "figure_movement_roll",
        "figure_move",
        "figure_turn",
    }
    for kind, name, line in shown:
        assert CYRILLIC.search(name), (kind, name)
        assert CYRILLIC.search(line), (kind, line)
    text = dict((kind, line) for kind, _, line in shown)
    assert text["break_test"] == "Проверка стойкости: 1er Léger — не выдержала — бой окончен"
    assert text["control_test"].startswith("1st Royal Scots: проверка управления Оборона → ")
    assert "натиск" in text["charge"] and "достигнуты: 1er Léger" in text["charge"]
    assert "побеждает 1st Foot Guards" in text["melee_round"]  # names by id, from the OOB
    # resolve_odds_combat records the table's own code ("table_result") as the odds
    # window's resolve_odds does, so the house rule that turned EX into NE shows (ODD-2).
    assert text["odds_combat"] == (
        "6 : 2 → колонка 3-1, бросок 4: NE (No effect) [домашнее правило; по таблице EX]"
    )
    assert dict((kind, name) for kind, name, _ in shown)["break_test"] == "Проверка стойкости"


def test_spanish_and_english_lines(document, qapp):
    model = LogModel(document)
    english = dict((kind, line) for kind, _, line in rows(model))
    assert english["control_test"] == (
        "1st Royal Scots: control test Defence → Move, needs 8+, rolled 3: failed"
    )
    assert english["charge"] == (
        "1st Foot Guards charges 1er Léger, 2e de Ligne: range 8 — reaches 1er Léger"
    )
    # Issue 15: the facing by its compass point, as the hex panel names it (vertex 2).
    assert english["figure_turn"] == (
        "Turned with the extra action: Flamma the Hoplomachus to vertex north-west"
    )
    assert english["figure_move"] == (
        "Marcus the Retiarius moves to (2, 2), facing north-east; hexes moved: 1"
    )
    translations = Translations(QApplication.instance())
    translations.switch("es")
    try:
        model.retranslate()
        spanish = dict((kind, line) for kind, _, line in rows(model))
    finally:
        translations.switch("en")
    assert spanish["break_test"] == "Chequeo de ruptura: 1er Léger lo falla — el combate termina"
    assert spanish["reckless_roll"].endswith("Movimiento → Ataque")


def test_a_renamed_unit_is_named_anew_and_unknown_kinds_keep_the_stores_text(document):
    model = LogModel(document)
    guards = next(
        u
        for u in queries.order_of_battle(document.game).sides[0].all_units()
        if u.name == "1st Foot Guards"
    )
    run_service(document, "Rename", services.update_unit, guards.id, name="Grenadier Guards")
    melee = dict((kind, line) for kind, _, line in rows(model))["melee_round"]
    assert melee.startswith("Grenadier Guards v 1er Léger")
    odd = SimpleNamespace(
        kind="parley", summary="Both sides parley", inputs={}, dice=[], outcome={}
    )
    assert event_summary(odd) == "Both sides parley"
    broken = SimpleNamespace(kind="charge", summary="as stored", inputs={}, dice=[], outcome={})
    assert event_summary(broken) == "as stored"  # an odd record is shown as the store wrote it


def test_a_game_reopened_has_the_same_lines(tmp_path, qapp):
    path = tmp_path / "again.adjutant"
    game = create_sample(path, seed=3)
    play_every_kind(game)
    game.close()
    document = GameDocument()
    document.attach(Game.open(path))
    try:
        lines = [line for _, _, line in rows(LogModel(document))]
        assert all(lines) and "unit " not in " ".join(lines)  # every id found its name
    finally:
        document.detach()


def test_a_damaged_or_unknown_event_is_shown_in_the_log_as_stored(tmp_path, qapp):
    """Issue 14: a row this version cannot read (a d20 face stored as text) or of a kind it
    does not know stays in the log, with the store's own words, and the log still loads."""
    import json
    import sqlite3

    path = tmp_path / "odd.adjutant"
    game = create_sample(path, seed=3)
    play_every_kind(game)
    game.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE events SET dice = ? WHERE kind = 'control_test'", (json.dumps(["x"]),))
        conn.execute(
            "UPDATE events SET kind = 'parley', summary = 'Both sides parley' "
            "WHERE kind = 'figure_turn'"
        )
    document = GameDocument()
    document.attach(Game.open(path))
    try:
        found = {kind: line for kind, _, line in rows(LogModel(document))}
        assert found["control_test"].startswith("1st Royal Scots: control test defence → move")
        assert found["parley"] == "Both sides parley"
        assert len(found) == 10  # one line per kind played, the log loaded whole
    finally:
        document.detach()

"""The store's action labels are one declared vocabulary, translated in one context (issue 23).

Every label an action can be stored under — a service's own (either branch of a
conditional one), a store batch's, a window's batch — is a constant of
``adjutant.store.action_labels``: no label is written as a string where an action is
opened, so a service added later cannot leave its step English in Edit > History. And
every label of the vocabulary has a finished Russian and Spanish translation in the
vocabulary's one context. Before, ``undo.journal.STORE_LABELS`` copied the store's
labels by hand.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from adjutant.store import action_labels
from adjutant.store.file.game import Game

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "desktop" / "adjutant"
TRANSLATIONS = ROOT / "resources" / "translations"

#: Where a label is given: (call name, index of the label among the positional arguments).
#: ``game.action(label)``; ``set_row_fields(game, label, ...)``, ``add_row(game, label, ...)``;
#: ``store.file.batch.run_batch(game, label, calls)``, ``undo.batch.run_batch(document, label,
#: calls)`` and a tool window's ``self.run_batch(label, calls)``.
LABEL_ARGUMENT = {"action": 0, "set_row_fields": 1, "add_row": 1, "run_batch": 1}


def _label_arguments(path: Path) -> list[tuple[int, ast.expr]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        if name not in LABEL_ARGUMENT:
            continue
        index = LABEL_ARGUMENT[name]
        if name == "run_batch" and isinstance(func, ast.Attribute):
            receiver = func.value
            if isinstance(receiver, ast.Name) and receiver.id == "self":
                index = 0  # ToolPanel.run_batch(label, calls)
        if name == "action" and not (
            isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
        ):
            continue
        if len(node.args) > index:
            found.append((node.lineno, node.args[index]))
    return found


def _literals(expr: ast.expr) -> list[str]:
    """String constants anywhere in the label expression (a conditional's branches too)."""
    return [
        n.value for n in ast.walk(expr) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    ]


def _sources() -> list[Path]:
    return sorted((PACKAGE / "store").rglob("*.py")) + sorted((PACKAGE / "windows").rglob("*.py"))


def test_no_action_is_opened_under_a_label_written_as_text():
    problems, seen = [], 0
    for path in _sources():
        for line, expr in _label_arguments(path):
            seen += 1
            for text in _literals(expr):
                problems.append(f"{path.relative_to(ROOT)}:{line}: {text!r}")
    assert seen > 60  # the scan finds the services' actions
    assert not problems, "label as text, not from store.action_labels:\n" + "\n".join(problems)


def test_every_label_named_in_the_code_is_in_the_vocabulary():
    """``action_labels.SOMETHING`` that the vocabulary lacks would fail only when run."""
    used = set()
    for path in [*_sources(), *sorted((PACKAGE / "undo").rglob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "action_labels"
            ):
                used.add(node.attr)
    assert len(used) > 50
    missing = {name for name in used if not hasattr(action_labels, name)}
    assert not missing
    labels = {getattr(action_labels, name) for name in used - {"CONTEXT", "LABELS"}}
    assert labels <= action_labels.LABELS


def test_the_vocabulary_holds_every_label_the_history_of_older_games_shows():
    assert {
        "Import army list",
        "Remove unit from table",
        "Control tests",
        "Place unit",
        "Delete units and formations",
        "Move units",
    } <= action_labels.LABELS
    constants = [
        k
        for k, v in vars(action_labels).items()
        if k.isupper() and isinstance(v, str) and k != "CONTEXT"
    ]
    assert len(action_labels.LABELS) == len(constants)  # no two constants name one label


def _translations(lang: str) -> dict[str, tuple[str, str | None]]:
    """Source -> (translation text, its type) in the vocabulary's context, every area."""
    found: dict[str, tuple[str, str | None]] = {}
    for path in sorted(TRANSLATIONS.glob(f"*_{lang}.ts")):
        for context in ET.parse(path).getroot().iter("context"):
            if context.findtext("name") != action_labels.CONTEXT:
                continue
            for message in context.iter("message"):
                node = message.find("translation")
                assert node is not None
                found[message.findtext("source") or ""] = (node.text or "", node.get("type"))
    return found


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_every_label_a_service_can_write_is_translated(lang):
    held = _translations(lang)
    missing = sorted(action_labels.LABELS - set(held))
    assert not missing, f"{lang}: no translation for {missing}"
    unfinished = sorted(
        label
        for label in action_labels.LABELS
        if not held[label][0].strip() or held[label][1] in ("unfinished", "vanished", "obsolete")
    )
    assert not unfinished, f"{lang}: unfinished {unfinished}"
    assert all(held[label][0] != label for label in action_labels.LABELS if " " in label)


def test_what_a_batch_stores_is_its_label_from_the_vocabulary(game_path):
    """The store keeps the label as given: the history shows it translated after reopening."""
    from adjutant.rules.ruleset import load_preset
    from adjutant.store.file import batch
    from adjutant.store.read import queries as q
    from adjutant.store.services import edits as sv

    with Game.create(game_path, name="Labels", ruleset=load_preset("combined"), seed=1) as game:
        formation = q.order_of_battle(game).sides[0].formations[0].id
        first = sv.add_unit(game, formation, name="First").result
        second = sv.add_unit(game, formation, name="Second").result
        batch.run_batch(
            game,
            action_labels.DELETE_UNITS_AND_FORMATIONS,
            [batch.call(sv.delete_unit, first), batch.call(sv.delete_unit, second)],
        )
    with Game.open(game_path) as game:
        labels = [label for _id, label in game.undoable()]
    assert labels[-3:] == ["Add unit", "Add unit", "Delete units and formations"]
    assert set(labels) <= action_labels.LABELS

"""Fixtures and helpers shared by the shell's tests (test_shell*.py): the main window
on a sandboxed settings file and data folder, message boxes recorded, not shown.

A test module takes the fixtures by importing ``sandbox_with_data``,
``recorded_messages`` and ``shell_window`` (registered as ``sandbox``, ``messages`` and
``window``)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from adjutant.store.read import queries
from adjutant.store.tools.command import recorder as resolve
from adjutant.undo.service import run_service
from adjutant.windows.shell import MainWindow


@pytest.fixture(name="sandbox")
def sandbox_with_data(sandbox):
    """tests/conftest.py's sandbox, its data folder made beforehand."""
    (sandbox / "data").mkdir()
    return sandbox


@pytest.fixture(name="messages")
def recorded_messages(monkeypatch):
    """Every message box the shell shows, as (text, informative text), none left open."""
    shown: list[tuple[str, str]] = []

    def capture(box):
        shown.append((box.text(), box.informativeText()))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", capture)
    return shown


def make_window(qtbot, size: tuple[int, int] | None = None) -> MainWindow:
    """A main window shown (at ``size``), its battlefield and docks in sight built."""
    window = MainWindow()
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.build_tool_windows()
    return window


@pytest.fixture(name="window")
def shell_window(qtbot, sandbox, messages):
    """The main window at a laptop's 1366x768, no game open; language and theme put back."""
    window = make_window(qtbot, (1366, 768))
    yield window
    window.document.detach()
    window.translations.switch("en")
    window.themes.apply("light")


def unit_id(window, name: str) -> int:
    """The id of the unit called ``name`` in the window's open game."""
    return next(
        u.id
        for s in queries.order_of_battle(window.document.game).sides
        for u in s.all_units()
        if u.name == name
    )


def control_test(window, name: str, distance: float = 9.0):
    """A control test (CMD-5/CMD-6) of ``name`` to the Move token, as a window makes it."""
    return run_service(
        window.document,
        "Control test",
        resolve.resolve_control_test,
        unit_id(window, name),
        "move",
        distance=distance,
    )

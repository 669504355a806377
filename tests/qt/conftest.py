"""Shared fixtures of the Qt tests: a tool window shown on a game of the test's own.

``show_tool(window_class, game, size)`` attaches ``game`` to a new ``GameDocument``,
builds ``window_class(document)`` (a tool window or the battlefield), lets qtbot own
it, resizes and shows it, and returns ``(widget, document)``; every document it made
is detached after the test.
"""

from __future__ import annotations

import pytest

from adjutant.qtmodels.document import GameDocument


@pytest.fixture
def show_tool(qtbot):
    made: list[GameDocument] = []

    def show(window_class, game, size: tuple[int, int]):
        document = GameDocument()
        document.attach(game)
        widget = window_class(document)
        qtbot.addWidget(widget)
        widget.resize(*size)
        widget.show()
        made.append(document)
        return widget, document

    yield show
    for document in made:
        document.detach()

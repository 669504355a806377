"""How later issues extend the shell, proven (issue 22: issues 24, 25 and 26 add a Match
Record entry, an Event Server entry, a push state in the status bar and a window).

- ``window.add_action(menu, name, text, slot, shortcut, before=…)``: one call puts an
  entry where it belongs; its text follows the language; Help > Keyboard Shortcuts lists
  its key; a second action of the same name is refused;
- a new menu is one :class:`~adjutant.windows.shell.menus.MenuSpec` line in ``MENUS``;
- ``window.status.add_indicator(widget)``: shown at the right, before the saved state.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QLabel
from shell_fixtures import (  # noqa: F401 (fixtures)
    make_window,
    recorded_messages,
    sandbox_with_data,
    shell_window,
)

from adjutant.windows.shell import menus
from adjutant.windows.shell.menus import MenuSpec

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_one_call_adds_an_entry_where_it_belongs(window):
    called = []
    action = window.add_action(
        "file",
        "fileEventServer",
        lambda: "Event &Server…",
        lambda: called.append("server"),
        "Ctrl+Alt+E",
        before="fileQuit",
    )
    entries = window.file_menu.actions()
    assert entries.index(action) == entries.index(window.quit_action) - 1
    assert window.shell_actions["fileEventServer"] is action
    action.trigger()
    assert called == ["server"]
    rows = window.shortcuts_dialog().rows()
    assert ("File", "Event Server", "Ctrl+Alt+E") in rows
    with pytest.raises(ValueError):
        window.add_action("file", "fileEventServer", lambda: "again", lambda: None)


def test_an_entrys_text_follows_the_language(window):
    # A source already translated in the "Menus" context stands for a new one here.
    action = window.add_action("help", "helpAgain", QT_TRANSLATE_NOOP("Menus", "&Quit"), print)
    assert action.text() == "&Quit"
    try:
        window.set_language("ru")
        assert action.text() != "&Quit" and action.text() == window.quit_action.text()
    finally:
        window.set_language("en")
    assert action.text() == "&Quit"


def test_a_new_menu_is_one_line(qtbot, sandbox, messages, monkeypatch):
    filled = []

    def fill_extra(window, menu):
        filled.append(menu)
        menu.addAction(window.shell_actions.add("extraEntry", lambda: "&Extra…", print))

    spec = MenuSpec("extra", QT_TRANSLATE_NOOP("Menus", "&Turn"), fill_extra)
    monkeypatch.setattr(menus, "MENUS", [*menus.MENUS[:-1], spec, menus.MENUS[-1]])
    window = make_window(qtbot)
    try:
        titles = [a.menu().objectName() for a in window.menuBar().actions()]
        assert titles == [
            "fileMenu",
            "editMenu",
            "viewMenu",
            "turnMenu",
            "gameMenu",
            "extraMenu",
            "helpMenu",
        ]
        assert filled == [window.menus["extra"]] and window.extra_menu is filled[0]
        assert window.menus["extra"].actions()[0].text() == "&Extra…"
    finally:
        window.document.detach()


def test_a_status_indicator_is_kept_before_the_saved_state(window, qtbot):
    pushed = QLabel("pushed 3 minutes ago")
    window.status.add_indicator(pushed)
    saved = window.status.saved
    qtbot.waitUntil(lambda: pushed.isVisible() and saved.isVisible())
    qtbot.wait(20)
    assert pushed.geometry().right() < saved.geometry().left()  # at the right, before it
    assert pushed in window.status.indicators

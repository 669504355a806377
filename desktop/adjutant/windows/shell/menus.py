"""The main window's menu bar: one function per menu, one call per entry (issues 9, 22).

For :class:`adjutant.windows.shell.window.MainWindow`. :data:`MENUS` lists the menus in
their order on the bar; each :class:`MenuSpec` names the function that fills its menu.
The menus are ``window.menus[key]`` (also ``window.file_menu``…, for older callers).

**To add an entry** (issues 24, 25, 26: Game > Match Record…, File > Event Server…), call
:func:`add_action` once the window is built — it makes the action (:mod:`.actions`) and
puts it in the menu, before the entry named ``before`` if given::

    window.add_action(
        "file", "fileEventServer", QT_TRANSLATE_NOOP("Menus", "Event &Server…"),
        window.show_event_server, before="fileQuit",
    )

**To add a menu**, write its fill function here and put one :class:`MenuSpec` line in
:data:`MENUS` where it belongs on the bar (a Game menu before Help)::

    MenuSpec("game", QT_TRANSLATE_NOOP("Menus", "&Game"), fill_game),

Every text is an English source in the "Menus" context, translated when shown and again
on a language change; Help > Keyboard Shortcuts reads the menus, so a shortcut given
here is listed there without more work.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Unpack

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from adjutant.i18n import LANGUAGES, QT_TRANSLATE_NOOP
from adjutant.windows.shell.actions import ActionOptions, Shortcut, Text
from adjutant.windows.theme import DARK, LIGHT, SYSTEM

if TYPE_CHECKING:
    from adjutant.windows.shell.window import MainWindow

#: View > Reset Layout (issue 22).
RESET_LAYOUT_KEY = "Shift+F11"
#: View > Enlarge the Board: the panels hidden, the board in the whole window (issue 22).
ENLARGE_BOARD_KEY = "F11"


@dataclass(frozen=True)
class MenuSpec:
    """A menu of the bar: its key, its title (a "Menus" source) and the function filling it."""

    key: str
    title: str
    fill: Callable[[MainWindow, QMenu], None]


def fill_file(window: MainWindow, menu: QMenu) -> None:
    files, add = window.files, window.shell_actions.add
    menu.addAction(
        add(
            "fileNew",
            QT_TRANSLATE_NOOP("Menus", "&New Game…"),
            files.new_game,
            QKeySequence.StandardKey.New,
        )
    )
    menu.addAction(
        add(
            "fileOpen",
            QT_TRANSLATE_NOOP("Menus", "&Open…"),
            files.open_dialog,
            QKeySequence.StandardKey.Open,
        )
    )
    window.recent_menu = submenu(
        window, menu, "recentMenu", QT_TRANSLATE_NOOP("Menus", "Open &Recent")
    )
    window.recent_menu.aboutToShow.connect(lambda: files.fill_recent_menu(window.recent_menu))
    menu.addSeparator()
    menu.addAction(
        add(
            "fileSaveCopy",
            QT_TRANSLATE_NOOP("Menus", "Save a &Copy As…"),
            files.save_copy_dialog,
            QKeySequence.StandardKey.SaveAs,
            tip=QT_TRANSLATE_NOOP(
                "Menus", "Every change is already saved; this writes a copy elsewhere"
            ),
        )
    )
    menu.addAction(
        add(
            "fileClose",
            QT_TRANSLATE_NOOP("Menus", "&Close Game"),
            files.close_game,
            QKeySequence.StandardKey.Close,
        )
    )
    menu.addSeparator()
    # Issue 17: army lists (texts in the "ArmyLists" context, adjutant.qtmodels.list_texts).
    from adjutant.qtmodels import list_texts

    menu.addAction(
        add(
            "fileImportList",
            lambda: list_texts.text(list_texts.IMPORT_ACTION),
            lambda: files.import_list_dialog(),
            "Ctrl+I",
            tip=lambda: list_texts.text(list_texts.IMPORT_TIP),
        )
    )
    menu.addSeparator()
    from adjutant.windows.organiser.launch import OrganiserActions

    window.organiser_actions = OrganiserActions(window)  # issue 26: Open Event Archive…
    menu.addAction(window.organiser_actions.open_action)
    menu.addSeparator()
    from adjutant.windows.summary_print import SummaryActions

    window.summary_actions = SummaryActions(window)  # issue 7: turn summaries
    menu.addActions(window.summary_actions.actions())
    menu.addSeparator()
    menu.addAction(
        add(
            "fileQuit",
            QT_TRANSLATE_NOOP("Menus", "&Quit"),
            window.close,
            QKeySequence.StandardKey.Quit,
            role=QAction.MenuRole.QuitRole,
        )
    )


def fill_edit(window: MainWindow, menu: QMenu) -> None:
    stack = window.document.undo_stack
    for name, make, key in (
        ("editUndo", stack.createUndoAction, QKeySequence.StandardKey.Undo),
        ("editRedo", stack.createRedoAction, QKeySequence.StandardKey.Redo),
    ):
        action = make(window)
        action.setObjectName(name)
        action.setShortcut(key)
        window.shell_actions.adopt(action, None)
        menu.addAction(action)
    # Qt's own "Undo %1" is fixed when the action is made and not in every qtbase
    # translation: name the actions ourselves, after Qt's slot (connected first) ran.
    stack.undoTextChanged.connect(lambda *_: name_undo_actions(window))
    stack.redoTextChanged.connect(lambda *_: name_undo_actions(window))
    menu.addSeparator()
    menu.addAction(
        window.shell_actions.add(
            "editHistory", QT_TRANSLATE_NOOP("Menus", "Undo &History"), window.show_history
        )
    )


def name_undo_actions(window: MainWindow) -> None:
    """Edit > Undo and Redo name the action they take back or do again."""
    stack = window.document.undo_stack
    undo, redo = stack.undoText(), stack.redoText()
    window.shell_actions["editUndo"].setText(
        _tr("&Undo {action}").format(action=undo) if undo else _tr("&Undo")
    )
    window.shell_actions["editRedo"].setText(
        _tr("&Redo {action}").format(action=redo) if redo else _tr("&Redo")
    )


def _tr(source: str) -> str:
    return QCoreApplication.translate("Menus", source)


# The sources of name_undo_actions (lupdate reads literal strings only).
_UNDO_TEXTS = (
    QT_TRANSLATE_NOOP("Menus", "&Undo {action}"),
    QT_TRANSLATE_NOOP("Menus", "&Undo"),
    QT_TRANSLATE_NOOP("Menus", "&Redo {action}"),
    QT_TRANSLATE_NOOP("Menus", "&Redo"),
)


def fill_view(window: MainWindow, menu: QMenu) -> None:
    window.panels_menu = submenu(window, menu, "panelsMenu", QT_TRANSLATE_NOOP("Menus", "&Panels"))
    menu.addAction(window.phase_flow.follow_action)
    menu.addSeparator()
    menu.addAction(
        window.shell_actions.add(
            "viewResetLayout",
            QT_TRANSLATE_NOOP("Menus", "&Reset Layout"),
            window.reset_layout,
            RESET_LAYOUT_KEY,
            tip=QT_TRANSLATE_NOOP(
                "Menus",
                "Put every panel back where it starts on this screen, the board in the centre",
            ),
        )
    )
    menu.addAction(
        window.shell_actions.add(
            "viewEnlargeBoard",
            QT_TRANSLATE_NOOP("Menus", "&Enlarge the Board"),
            window.enlarge_board,
            ENLARGE_BOARD_KEY,
            checkable=True,
            tip=QT_TRANSLATE_NOOP(
                "Menus", "Hide the panels so the board fills the window; again to bring them back"
            ),
        )
    )
    menu.addSeparator()
    window.theme_menu = submenu(window, menu, "themeMenu", QT_TRANSLATE_NOOP("Menus", "&Theme"))
    window.theme_group = QActionGroup(window)
    window.theme_actions = {}
    for theme, text in (
        (LIGHT, QT_TRANSLATE_NOOP("Menus", "&Light")),
        (DARK, QT_TRANSLATE_NOOP("Menus", "&Dark")),
        (SYSTEM, QT_TRANSLATE_NOOP("Menus", "Follow the &System")),
    ):
        action = window.shell_actions.add(
            f"theme_{theme}", text, lambda t=theme: window.set_theme(t)
        )
        action.setCheckable(True)
        window.theme_group.addAction(action)
        window.theme_actions[theme] = action
        window.theme_menu.addAction(action)
    window.language_menu = submenu(
        window, menu, "languageMenu", QT_TRANSLATE_NOOP("Menus", "&Language")
    )
    window.language_group = QActionGroup(window)
    window.language_actions = {}
    for code, name in LANGUAGES.items():
        # Each language in its own words, never translated.
        action = window.shell_actions.add(
            f"language_{code}", lambda n=name: n, lambda c=code: window.set_language(c)
        )
        action.setCheckable(True)
        window.language_group.addAction(action)
        window.language_actions[code] = action
        window.language_menu.addAction(action)
    window.theme_actions[window.themes.theme].setChecked(True)
    window.language_actions[window.translations.language].setChecked(True)


def fill_turn(window: MainWindow, menu: QMenu) -> None:
    menu.addAction(window.turn_bar.next_phase_action)
    menu.addAction(window.turn_bar.next_turn_action)


def fill_help(window: MainWindow, menu: QMenu) -> None:
    add = window.shell_actions.add
    menu.addAction(
        add(
            "helpRules",
            QT_TRANSLATE_NOOP("Menus", "&Rules Reference"),
            window.show_rules_reference,
            QKeySequence.StandardKey.HelpContents,
        )
    )
    menu.addAction(
        add(
            "helpShortcuts",
            QT_TRANSLATE_NOOP("Menus", "&Keyboard Shortcuts"),
            window.show_shortcuts,
        )
    )
    menu.addSeparator()
    menu.addAction(
        add(
            "helpAbout",
            QT_TRANSLATE_NOOP("Menus", "&About Adjutant"),
            window.show_about,
            role=QAction.MenuRole.AboutRole,
        )
    )


def fill_game(window: MainWindow, menu: QMenu) -> None:
    """Game: the match record (issue 24)."""
    window.match_record_menu.fill_menu(menu)


#: The menus of the bar, in order. A later issue adds one line (and its fill function).
MENUS: list[MenuSpec] = [
    MenuSpec("file", QT_TRANSLATE_NOOP("Menus", "&File"), fill_file),
    MenuSpec("edit", QT_TRANSLATE_NOOP("Menus", "&Edit"), fill_edit),
    MenuSpec("view", QT_TRANSLATE_NOOP("Menus", "&View"), fill_view),
    MenuSpec("turn", QT_TRANSLATE_NOOP("Menus", "&Turn"), fill_turn),
    MenuSpec("game", QT_TRANSLATE_NOOP("Menus", "&Game"), fill_game),
    MenuSpec("help", QT_TRANSLATE_NOOP("Menus", "&Help"), fill_help),
]


class MenuTitles:
    """The titles of the window's menus, re-read on a language change."""

    def __init__(self) -> None:
        self.titles: list[tuple[QMenu, str]] = []

    def retranslate(self) -> None:
        for menu, source in self.titles:
            menu.setTitle(_tr(source))


def build_menus(window: MainWindow) -> None:
    """Make the menu bar from :data:`MENUS` (``window.menus[key]``, ``window.<key>_menu``)."""
    window.menus = {}
    window.menu_titles = MenuTitles()
    bar = window.menuBar()
    for spec in MENUS:
        menu = bar.addMenu("")
        menu.setObjectName(f"{spec.key}Menu")
        window.menus[spec.key] = menu
        setattr(window, f"{spec.key}_menu", menu)
        window.menu_titles.titles.append((menu, spec.title))
        spec.fill(window, menu)
    window.menu_titles.retranslate()


def submenu(window: MainWindow, menu: QMenu, name: str, title: str) -> QMenu:
    """A submenu of ``menu`` whose title (a "Menus" source) follows the language."""
    sub = QMenu(window)
    sub.setObjectName(name)
    menu.addMenu(sub)
    window.menu_titles.titles.append((sub, title))
    return sub


def add_action(
    window: MainWindow,
    menu_key: str,
    name: str,
    text: Text,
    slot: Callable[..., object],
    shortcut: Shortcut | None = None,
    *,
    before: str | None = None,
    **options: Unpack[ActionOptions],
) -> QAction:
    """Make an action (:meth:`ActionSet.add`) and put it in the menu ``menu_key``, before
    the action named ``before`` if given (else at the end)."""
    action = window.shell_actions.add(name, text, slot, shortcut, **options)
    menu = window.menus[menu_key]
    anchor = window.shell_actions[before] if before is not None else None
    if anchor is not None and anchor in menu.actions():
        menu.insertAction(anchor, action)
    else:
        menu.addAction(action)
    return action


__all__ = ["MENUS", "MenuSpec", "add_action", "build_menus", "name_undo_actions", "submenu"]

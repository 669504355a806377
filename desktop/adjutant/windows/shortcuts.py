"""Every keyboard shortcut of the main window, their clashes, and Help > Keyboard Shortcuts.

Offers to the main window (issue 9, "Keyboard") and to tests:

- :func:`collect_shortcuts` — the shortcuts the window offers now: the menus' actions
  (File, Edit, View, Turn, Help) and, for the battlefield and each tool dock, its
  actions, buttons and ``QShortcut`` objects, with a translated description.
- :func:`shortcut_clashes` — pairs of shortcuts with the same key that can be live at
  the same time (Qt then fires neither and warns "Ambiguous shortcut overload").
- :class:`ShortcutsDialog` — the list, grouped by menu and panel, translated.

The list is read from the live widgets, so it cannot drift from the code: a tool
window that adds a shortcut appears here without a change to this module. A
``QShortcut`` has no text: its ``whatsThis`` describes it, else :data:`DESCRIPTIONS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjutant.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from adjutant.windows.shell.window import MainWindow

CONTEXT = "ShortcutsDialog"
#: Descriptions of ``QShortcut`` objects (which have no text), by their key, portable text.
DESCRIPTIONS: dict[str, str] = {
    "Ctrl+Return": QT_TRANSLATE_NOOP("ShortcutsDialog", "Roll or confirm the current step"),
    "Ctrl+Shift+M": QT_TRANSLATE_NOOP("ShortcutsDialog", "Take the units selected on the field"),
    "Ctrl+R": QT_TRANSLATE_NOOP("ShortcutsDialog", "Roll the combat"),
    "Ctrl+0": QT_TRANSLATE_NOOP("ShortcutsDialog", "Fit the board"),
    "Ctrl++": QT_TRANSLATE_NOOP("ShortcutsDialog", "Zoom in"),
    "Ctrl+=": QT_TRANSLATE_NOOP("ShortcutsDialog", "Zoom in"),
    "Ctrl+-": QT_TRANSLATE_NOOP("ShortcutsDialog", "Zoom out"),
    "R": QT_TRANSLATE_NOOP("ShortcutsDialog", "Roll the movement dice"),
    "[": QT_TRANSLATE_NOOP("ShortcutsDialog", "Turn the figure"),
    "]": QT_TRANSLATE_NOOP("ShortcutsDialog", "Turn the figure"),
    "Esc": QT_TRANSLATE_NOOP("ShortcutsDialog", "Clear the path"),
    **dict.fromkeys("123456", QT_TRANSLATE_NOOP("ShortcutsDialog", "Face a vertex")),
    **dict.fromkeys(
        ("Alt+1", "Alt+2", "Alt+3"), QT_TRANSLATE_NOOP("ShortcutsDialog", "Show a tab")
    ),
}
#: Contexts live whenever the window is active (menus, window-wide buttons).
_WIDE = (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _plain(text: str) -> str:
    """A menu or button text without its mnemonic ampersands and trailing dots."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


@dataclass(frozen=True, eq=False)
class Shortcut:
    """One shortcut: where it lives (``group``), what it does, its keys and its scope."""

    group: str
    text: str
    sequences: tuple[QKeySequence, ...]
    context: Qt.ShortcutContext
    #: The widget whose focus scopes it (None: the whole window).
    scope: QWidget | None
    source: QObject

    @property
    def keys(self) -> str:
        """The keys as the user reads them (native text), alternatives joined by commas."""
        return ", ".join(
            sequence.toString(QKeySequence.SequenceFormat.NativeText) for sequence in self.sequences
        )


def _portable(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.PortableText)


def _menu_shortcuts(menu: QMenu, group: str, found: list[Shortcut]) -> None:
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            _menu_shortcuts(sub, group, found)
        elif action.shortcuts():
            found.append(
                Shortcut(
                    group,
                    # An action whose text changes with the game ("Next: Charge") names
                    # itself for this list in its "shortcutText" property.
                    _plain(action.property("shortcutText") or action.text()),
                    tuple(action.shortcuts()),
                    Qt.ShortcutContext.WindowShortcut,
                    None,
                    action,
                )
            )


def _scope(context: Qt.ShortcutContext, widget: QWidget | None) -> QWidget | None:
    return None if context in _WIDE else widget


def _panel_shortcuts(group: str, root: QWidget, found: list[Shortcut]) -> None:
    seen: set[int] = set()
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        for action in widget.actions():
            if id(action) in seen or not action.shortcuts():
                continue
            seen.add(id(action))
            text = _plain(action.text() or action.toolTip())
            found.append(
                Shortcut(
                    group,
                    text,
                    tuple(action.shortcuts()),
                    action.shortcutContext(),
                    _scope(action.shortcutContext(), widget),
                    action,
                )
            )
    for button in root.findChildren(QAbstractButton):
        if not button.shortcut().isEmpty():
            found.append(
                Shortcut(
                    group,
                    _plain(button.text() or button.toolTip()),
                    (button.shortcut(),),
                    Qt.ShortcutContext.WindowShortcut,
                    None,
                    button,
                )
            )
    for shortcut in root.findChildren(QShortcut):
        keys = tuple(k for k in shortcut.keys() if not k.isEmpty())  # noqa: SIM118 (Qt)
        if not keys:
            continue
        text = shortcut.whatsThis() or _tr(DESCRIPTIONS.get(_portable(keys[0]), ""))
        owner = shortcut.parent()
        parent = owner if isinstance(owner, QWidget) else None
        found.append(
            Shortcut(
                group, text, keys, shortcut.context(), _scope(shortcut.context(), parent), shortcut
            )
        )


def collect_shortcuts(window: MainWindow) -> list[Shortcut]:
    """The main window's shortcuts: menus first, then each board of the centre (the
    battlefield, the hex arena), then each dock."""
    found: list[Shortcut] = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            _menu_shortcuts(menu, _plain(menu.title()), found)
    central = window.centralWidget()
    boards = getattr(central, "boards", None)  # the shell's board area (issue 22)
    for _key, board in boards() if boards is not None else [("", central)] if central else []:
        _panel_shortcuts(_plain(board.windowTitle()) or _tr("Battlefield"), board, found)
    for dock in window.tool_docks.values():
        widget = dock.tool() if hasattr(dock, "tool") else dock.widget()
        if widget is not None:
            # The tool window's own title: a dock's tab may show a short one (issue 15).
            _panel_shortcuts(_plain(widget.windowTitle() or dock.windowTitle()), widget, found)
    return found


def _may_be_live_together(a: Shortcut, b: Shortcut) -> bool:
    if a.scope is None or b.scope is None:  # one is live in the whole window
        return True
    return a.scope is b.scope or a.scope.isAncestorOf(b.scope) or b.scope.isAncestorOf(a.scope)


def shortcut_clashes(shortcuts: list[Shortcut]) -> list[tuple[str, Shortcut, Shortcut]]:
    """(key, first, second) for each pair with the same key that can be live at once."""
    by_key: dict[str, list[Shortcut]] = {}
    for shortcut in shortcuts:
        for sequence in shortcut.sequences:
            by_key.setdefault(_portable(sequence), []).append(shortcut)
    clashes = []
    for key, holders in by_key.items():
        for i, a in enumerate(holders):
            for b in holders[i + 1 :]:
                if a.source is not b.source and _may_be_live_together(a, b):
                    clashes.append((key, a, b))
    return clashes


class ShortcutsDialog(QDialog):
    """Help > Keyboard Shortcuts: every shortcut of the window, by menu and panel."""

    def __init__(self, window: MainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setObjectName("shortcutsDialog")
        self._window = window
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("shortcutsTree")
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(560, 640)
        self.retranslateUi()

    def fill(self) -> None:
        self.tree.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        rows: dict[tuple[str, str], QTreeWidgetItem] = {}
        for shortcut in collect_shortcuts(self._window):
            same = rows.get((shortcut.group, shortcut.text))
            if same is not None:  # one row per action: "1, 2, 3…", "Ctrl++, Ctrl+="
                same.setText(1, f"{same.text(1)}, {shortcut.keys}")
                continue
            group = groups.get(shortcut.group)
            if group is None:
                group = QTreeWidgetItem(self.tree, [shortcut.group])
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
                group.setFirstColumnSpanned(True)
                groups[shortcut.group] = group
            rows[shortcut.group, shortcut.text] = QTreeWidgetItem(
                group, [shortcut.text, shortcut.keys]
            )
        self.tree.expandAll()

    def rows(self) -> list[tuple[str, str, str]]:
        """(group, what, keys) as shown (for tests)."""
        shown = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            if group is None:
                continue
            for r in range(group.childCount()):
                row = group.child(r)
                if row is not None:
                    shown.append((group.text(0), row.text(0), row.text(1)))
        return shown

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.hint.setText(
            self.tr(
                "Panel shortcuts work while the panel has the keyboard focus: click in it first."
            )
        )
        self.tree.setHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

"""The launch bench's floor: a first screen of Adjutant's shape drawn with plain PySide6.

Run by ``tests/bench/test_bench_launch.py`` (issue 28) beside the bare window and Adjutant,
as a whole process: ``python floor_window.py``, writing ``time.time()`` to the file named
by ``ADJUTANT_TIMING`` at its main window's first paint ("paint") and once its content is
built and painted ("loaded"), as Adjutant does.

It holds none of Adjutant's code: no store, no rules, no translations, no settings. Its
window has what Adjutant's first screen shows at "loaded" (counted on the sample game): a
menu bar of 6 menus and 92 actions with shortcuts, 3 tool bars, a tree of two sides with 24
units in 12 columns in a dock on the left, 5 tool tabs in a dock on the right, a log table
below, and a board of 77 graphics items in the middle. What it costs over the bare window
is what PySide6 itself costs for such a screen: chiefly the Python enums PySide creates at
the first use of ``Qt`` (the namespace's 97 enums), of the style and of each widget class,
fonts and text layout, and painting. Adjutant's figures above this floor are Adjutant's
own (its modules, the game read from its file, its models).
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QStatusBar,
    QTableView,
    QTabWidget,
    QToolBar,
    QTreeView,
    QWidget,
)

MENUS = ("&File", "&Edit", "&View", "&Turn", "&Event", "&Help")
ACTIONS = 92
SIDES, FORMATIONS, UNITS, COLUMNS = 2, 3, 4, 12
TOOLS = ("Command tokens", "Charge", "Melee", "Odds combat", "Hex skirmish")
ITEMS = 77


def stamp(label: str) -> None:
    with open(os.environ["ADJUTANT_TIMING"], "a") as out:
        out.write(f"{label} {time.time():.6f}\n")


class FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            stamp("paint")
            watched.removeEventFilter(self)
            QTimer.singleShot(0, load)
        return False


def frame(window: QMainWindow) -> dict[str, QDockWidget]:
    """The menus, bars and empty docks: what is on screen at the first paint."""
    bar = window.menuBar()
    for i in range(ACTIONS):
        if i % (ACTIONS // len(MENUS) + 1) == 0:
            menu = bar.addMenu(MENUS[len(bar.actions())])
        action = QAction(f"Action {i}", window)
        action.setShortcut(QKeySequence(f"Ctrl+Shift+{chr(ord('A') + i % 26)}"))
        menu.addAction(action)
    for name in ("Turn", "Game", "View"):
        tools = QToolBar(name, window)
        tools.setObjectName(name)
        for i in range(4):
            tools.addAction(f"{name} {i}")
        window.addToolBar(tools)
    tools.addWidget(QComboBox(tools))
    tools.addWidget(QLabel("Turn 1 · Command phase", tools))
    docks = {}
    for name, area in (
        ("Order of battle", Qt.DockWidgetArea.LeftDockWidgetArea),
        ("Tools", Qt.DockWidgetArea.RightDockWidgetArea),
        ("Turn log", Qt.DockWidgetArea.BottomDockWidgetArea),
    ):
        dock = QDockWidget(name, window)
        dock.setObjectName(name)
        window.addDockWidget(area, dock)
        docks[name] = dock
    window.setStatusBar(QStatusBar(window))
    return docks


def load() -> None:
    """The content: the order of battle, the tool tabs, the log and the board."""
    model = QStandardItemModel(0, COLUMNS, window)
    for s in range(SIDES):
        side = QStandardItem(f"Side {s + 1}")
        for f in range(FORMATIONS):
            formation = QStandardItem(f"Formation {f + 1}")
            for u in range(UNITS):
                row = [QStandardItem(f"Unit {u + 1}")]
                row += [QStandardItem(f"{c}") for c in range(COLUMNS - 1)]
                formation.appendRow(row)
            side.appendRow(formation)
        model.appendRow(side)
    tree = QTreeView()
    tree.setModel(model)
    tree.expandAll()
    docks["Order of battle"].setWidget(tree)
    tabs = QTabWidget()
    for name in TOOLS:
        tabs.addTab(QWidget(), name)
    docks["Tools"].setWidget(tabs)
    log = QTableView()
    log.setModel(QStandardItemModel(5, 4, window))
    docks["Turn log"].setWidget(log)
    scene = QGraphicsScene(0, 0, 1800, 1200, window)
    for i in range(ITEMS):
        box = QGraphicsRectItem(QRectF(60 + (i % 11) * 155, 80 + (i // 11) * 150, 90, 45))
        box.setBrush(QBrush(QColor("#a33")))
        box.setFlag(QGraphicsRectItem.GraphicsItemFlag.ItemIsSelectable)
        scene.addItem(box)
        QGraphicsSimpleTextItem(f"Unit {i + 1}", box).setPos(box.rect().topLeft())
    view = QGraphicsView(scene)
    view.setBackgroundBrush(QColor("#9cb77a"))
    window.setCentralWidget(view)
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    # One more turn of the loop so the content is painted, then "loaded" (as Adjutant).
    QTimer.singleShot(0, loaded)


def loaded() -> None:
    stamp("loaded")
    QTimer.singleShot(0, app.quit)


app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("floor")
window.resize(1366, 768)
docks = frame(window)
spy = FirstPaint()
window.installEventFilter(spy)
window.show()
sys.exit(app.exec())

"""Find user strings that a widget tree renders as markup instead of text (issue 16, item 9).

For the tests that load a game full of hostile names (``<img src="file:///…">``,
``<h1>``, ``<b>``): :func:`markup_findings` ``(root, names)`` walks every widget under
``root`` and returns one line per place where a name is not shown as the text it is:

- each ``QLabel`` (its text as Qt renders it: rich when its format is RichText, or
  AutoText and ``Qt.mightBeRichText``), ``QTextEdit`` / ``QTextBrowser`` document,
  ``QAbstractButton``, ``QGroupBox`` title, ``QTabBar`` tab, window and dock title;
- every tool tip and status tip (widgets, actions, tab bars, graphics items — a tool tip
  is rich text whenever ``Qt.mightBeRichText`` says so);
- every cell of every item view (its model's display text and tool tip, all rows of
  every level and all columns, headers too);
- every item of every ``QGraphicsScene`` (text items and tool tips).

A place fails when (a) its text holds a name's markup but what is shown lacks it (the
markup was obeyed), (b) what is shown holds the name *as markup renders it* but not the
name itself (the same, seen from the result), or (c) what is shown holds ``&lt;`` or
``&gt;`` (escaped twice: the player would read the entities). A name shown elided,
or not at all, is not a finding.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDockWidget,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTabBar,
    QTextEdit,
    QWidget,
)

TAGS = ("<img", "<h1", "<b>", "<i>", "<a ", "<table", "<font", "<s>")


def as_markup_shows(text: str) -> str:
    """What Qt shows for ``text`` read as rich text."""
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _shown(text: str, rich: bool) -> str:
    return as_markup_shows(text) if rich else text


class _Checker:
    def __init__(self, names: Iterable[str]) -> None:
        self.names = [n for n in names if any(t in n for t in TAGS)]
        self.rendered = {n: as_markup_shows(n).strip() for n in self.names}
        self.findings: list[str] = []
        self.seen = 0

    def check(self, where: str, raw: str, rich: bool) -> None:
        if not raw:
            return
        self.seen += 1
        shown = _shown(raw, rich)
        if "&lt;" in shown or "&gt;" in shown:
            self.findings.append(f"{where}: shows escaped markup {shown[:120]!r}")
            return
        for name in self.names:
            if name in raw and name not in shown:
                self.findings.append(f"{where}: renders the name {name!r} as markup")
                return
            rendered = self.rendered[name]
            if len(rendered) >= 4 and rendered in shown and name not in shown:
                self.findings.append(f"{where}: shows {rendered!r}, the markup of {name!r}")
                return

    def tip(self, where: str, text: str) -> None:
        self.check(where, text, bool(text) and GuiQt.mightBeRichText(text))

    def plain(self, where: str, text: str) -> None:
        self.check(where, text, False)


def _name(obj) -> str:
    """``QLabel(sideLabel)``, or ``QLabel in OrderOfBattleWidget(oob)`` for an unnamed one."""
    label = f"{type(obj).__name__}({obj.objectName()})" if obj.objectName() else type(obj).__name__
    if obj.objectName():
        return label
    parent = obj.parent()
    while parent is not None:
        if parent.objectName() or type(parent).__module__.startswith("adjutant"):
            return f"{label} in {type(parent).__name__}({parent.objectName()})"
        parent = parent.parent()
    return label


def _column_count(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # QAbstractListModel keeps columnCount private: one column
        return 1


def _row_count(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.rowCount(parent)
    except TypeError:
        return 0


def _indexes(model: QAbstractItemModel, parent: QModelIndex, depth: int = 0) -> Iterator:
    if depth > 20:
        return
    for row in range(_row_count(model, parent)):
        for column in range(_column_count(model, parent)):
            index = model.index(row, column, parent)
            yield index
            if column == 0 and index.isValid() and _row_count(model, index) > 0:
                yield from _indexes(model, index, depth + 1)


def _check_view(checker: _Checker, view: QAbstractItemView, where: str) -> None:
    model = view.model()
    if model is None:
        return
    for index in _indexes(model, QModelIndex()):
        cell = f"{where} cell ({index.row()}, {index.column()})"
        display = model.data(index, Qt.ItemDataRole.DisplayRole)
        if isinstance(display, str):
            checker.plain(cell, display)
        tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
        if isinstance(tip, str):
            checker.tip(cell + " tool tip", tip)
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        horizontal = orientation == Qt.Orientation.Horizontal
        count = _column_count(model, QModelIndex()) if horizontal else 0
        for section in range(count):
            tip = model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                checker.tip(f"{where} header {section} tool tip", tip)


def _check_scene(checker: _Checker, view: QGraphicsView, where: str) -> None:
    scene = view.scene()
    if scene is None:
        return
    for item in scene.items():
        label = f"{where} item {type(item).__name__}"
        checker.tip(label + " tool tip", item.toolTip())
        if isinstance(item, QGraphicsTextItem):
            checker.plain(label, item.toPlainText())
        elif hasattr(item, "text") and callable(item.text):
            text = item.text()
            if isinstance(text, str):
                checker.plain(label, text)


def _check_widget(checker: _Checker, widget: QWidget) -> None:
    where = _name(widget)
    checker.tip(where + " tool tip", widget.toolTip())
    checker.plain(where + " status tip", widget.statusTip())
    if widget.isWindow() or isinstance(widget, QDockWidget):
        checker.plain(where + " title", widget.windowTitle())
    if isinstance(widget, QLabel):
        fmt = widget.textFormat()
        text = widget.text()
        rich = fmt == Qt.TextFormat.RichText or (
            fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
        )
        checker.check(where, text, rich)
    elif isinstance(widget, QTextEdit):
        checker.plain(where, widget.toPlainText())
    elif isinstance(widget, QAbstractButton):
        checker.plain(where, widget.text())
    elif isinstance(widget, QGroupBox):
        checker.plain(where + " title", widget.title())
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            checker.plain(f"{where} tab {i}", widget.tabText(i))
            checker.tip(f"{where} tab {i} tool tip", widget.tabToolTip(i))
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        _check_view(checker, widget, where)  # (a header shows its view's model: headerData)
    if isinstance(widget, QGraphicsView):
        _check_scene(checker, widget, where)
    for action in widget.actions():
        if isinstance(action, QAction):
            label = f"{where} action {action.objectName() or action.text()[:20]!r}"
            checker.plain(label, action.text())
            checker.tip(label + " tool tip", action.toolTip())


def markup_findings(
    roots: QWidget | Iterable[QWidget], names: Iterable[str], skip: Iterable[QWidget] = ()
) -> tuple[list[str], int]:
    """(findings, how many texts were looked at) under ``roots`` (widgets under ``skip``
    are left out: a caller checks those apart)."""
    checker = _Checker(names)
    skipped = list(skip)
    for root in [roots] if isinstance(roots, QWidget) else list(roots):
        for widget in [root, *root.findChildren(QWidget)]:
            if any(s is widget or s.isAncestorOf(widget) for s in skipped):
                continue
            _check_widget(checker, widget)
    return checker.findings, checker.seen

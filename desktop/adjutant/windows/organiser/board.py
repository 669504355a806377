"""The round board's pieces: a tile per table, and two records side by side (issue 26).

For :mod:`adjutant.windows.organiser.tabs` (the round board tab):

- :class:`TileDelegate` paints one table of ``qtmodels.organiser_models.BoardModel`` in a
  ``QListView`` (icon mode): a band in the state's colour, "Table N", the state (with the
  turn and how long ago the table was last heard while it plays), and the players. The
  state is written as well as coloured (readable in black and white, and by anyone).
- :class:`RecordPairView` shows a disputed or conflicting table's two records field by
  field, the fields that differ marked; every value a player typed is plain text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from adjutant.i18n import QT_TRANSLATE_NOOP
from adjutant.qtmodels.organiser_models import (
    RESULT_NAMES,
    HeardRole,
    LinesRole,
    ScoreRole,
    StateRole,
    StatusRole,
    TitleRole,
    tr_name,
)

if TYPE_CHECKING:
    from adjutant.archive.reading import RecordPair

translate = QCoreApplication.translate

STATE_COLOURS = {
    "not_started": "#8a96a3",
    "playing": "#2f6fb3",
    "awaiting": "#b7791f",
    "confirmed": "#2e8b57",
    "disputed": "#c0561b",
    "conflict": "#b03030",
}
# The archive names each side of a pair in English source text; translated here.
PAIR_TITLES = {
    "Before the dispute": QT_TRANSLATE_NOOP("Organiser", "Before the dispute"),
    "Disputed": QT_TRANSLATE_NOOP("Organiser", "Disputed"),
    "Kept by the archive": QT_TRANSLATE_NOOP("Organiser", "Kept by the archive"),
    "Refused from table {table}": QT_TRANSLATE_NOOP("Organiser", "Refused from table {table}"),
}
# The match record's end reasons (issue 24), as the record stores them.
END_REASONS = {
    "turn limit": QT_TRANSLATE_NOOP("Organiser", "turn limit"),
    "time called": QT_TRANSLATE_NOOP("Organiser", "time called"),
    "army broken": QT_TRANSLATE_NOOP("Organiser", "army broken"),
    "concession": QT_TRANSLATE_NOOP("Organiser", "concession"),
}
TILE_WIDTH_EM = 32
TILE_LINES = 4.7


class TileDelegate(QStyledItemDelegate):
    """Paints a board tile (see the module docstring)."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        metrics = QFontMetrics(option.font)
        return QSize(metrics.averageCharWidth() * TILE_WIDTH_EM, int(metrics.height() * TILE_LINES))

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        state = index.data(StateRole) or "not_started"
        colour = QColor(STATE_COLOURS.get(state, "#8a96a3"))
        rect = option.rect.adjusted(3, 3, -3, -3)
        palette = option.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = palette.color(QPalette.ColorRole.Base)
        fill = QColor(colour)
        fill.setAlpha(34)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(base)
        painter.drawRoundedRect(rect, 5, 5)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 5, 5)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRect(rect.left(), rect.top(), 7, rect.height()), 3, 3)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        border = palette.color(QPalette.ColorRole.Highlight) if selected else colour.darker(115)
        painter.setPen(QPen(border, 2.5 if selected else 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 5, 5)
        text_rect = rect.adjusted(14, 4, -6, -4)
        metrics = QFontMetrics(option.font)
        line = metrics.height()
        title_font = QFont(option.font)
        title_font.setBold(True)
        bold_metrics = QFontMetrics(title_font)
        ink = palette.color(QPalette.ColorRole.Text)
        left_middle = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

        def draw(
            row: int,
            text: str,
            width: int,
            font: QFont,
            fm: QFontMetrics,
            align: Qt.AlignmentFlag = left_middle,
        ) -> None:
            painter.setFont(font)
            box = QRect(text_rect.left(), text_rect.top() + row * line, width, line)
            if align != left_middle:
                box = QRect(text_rect.right() - width, box.top(), width, line)
            painter.drawText(box, align, fm.elidedText(text, Qt.TextElideMode.ElideRight, width))

        # Line 1: "Table N" and, on the right, how long ago it was last heard while the
        # table plays, else the score; line 2: the state in its colour (and the turn).
        heard = index.data(HeardRole) or ""
        score = "" if heard else index.data(ScoreRole) or ""
        right = heard or score
        right_font, right_metrics = (title_font, bold_metrics) if score else (option.font, metrics)
        right_width = right_metrics.horizontalAdvance(right) + 6 if right else 0
        painter.setPen(ink)
        draw(
            0,
            index.data(TitleRole) or "",
            text_rect.width() - right_width,
            title_font,
            bold_metrics,
        )
        if right:
            if heard:
                painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            draw(
                0,
                right,
                right_width,
                right_font,
                right_metrics,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )
        painter.setPen(colour.darker(140) if base.lightness() > 128 else colour.lighter(150))
        draw(1, index.data(StatusRole) or "", text_rect.width(), option.font, metrics)
        # Lines 3 and 4: the players.
        painter.setPen(ink)
        for row, text in enumerate((index.data(LinesRole) or [])[:2], start=2):
            draw(row, text, text_rect.width(), option.font, metrics)
        painter.restore()


# ---------------------------------------------------------------- two records


def _value(record: object, *path: str | int) -> str:
    """A record's value at ``path`` as one line of plain text ("—" where there is none or
    it is not a plain value)."""
    value = record
    for step in path:
        if isinstance(step, int) and isinstance(value, list) and 0 <= step < len(value):
            value = value[step]
        elif isinstance(step, str) and isinstance(value, dict):
            value = value.get(step)
        else:
            return "—"
    if isinstance(value, bool):
        return translate("Organiser", "yes") if value else translate("Organiser", "no")
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str) and value.strip():
        text = " ".join(value.split())
        return text if len(text) <= 120 else text[:119] + "…"
    return "—"


def _result(record: object, player: int) -> str:
    value = _value(record, "players", player, "result")
    return tr_name(RESULT_NAMES[value]) if value in RESULT_NAMES else value


def _end(record: object) -> str:
    value = _value(record, "end_reason")
    return tr_name(END_REASONS[value]) if value in END_REASONS else value


def _confirmed(record: object, player: int) -> str:
    when = _value(record, "players", player, "confirmed_at")
    return translate("Organiser", "no") if when == "—" else when


#: Each row's name (an "Organiser" source) and how it reads a record (a JSON object).
FIELDS: tuple[tuple[str, Callable[[object], str]], ...] = (
    (QT_TRANSLATE_NOOP("Organiser", "Event"), lambda r: _value(r, "event", "name")),
    (QT_TRANSLATE_NOOP("Organiser", "Round"), lambda r: _value(r, "event", "round")),
    (QT_TRANSLATE_NOOP("Organiser", "Table"), lambda r: _value(r, "event", "table")),
    (QT_TRANSLATE_NOOP("Organiser", "Scenario"), lambda r: _value(r, "scenario")),
    (QT_TRANSLATE_NOOP("Organiser", "End"), _end),
    (QT_TRANSLATE_NOOP("Organiser", "Player 1"), lambda r: _value(r, "players", 0, "name")),
    (QT_TRANSLATE_NOOP("Organiser", "Faction"), lambda r: _value(r, "players", 0, "faction")),
    (QT_TRANSLATE_NOOP("Organiser", "VP"), lambda r: _value(r, "players", 0, "vp_total")),
    (QT_TRANSLATE_NOOP("Organiser", "Result"), lambda r: _result(r, 0)),
    (QT_TRANSLATE_NOOP("Organiser", "Confirmed"), lambda r: _confirmed(r, 0)),
    (QT_TRANSLATE_NOOP("Organiser", "Player 2"), lambda r: _value(r, "players", 1, "name")),
    (QT_TRANSLATE_NOOP("Organiser", "Faction"), lambda r: _value(r, "players", 1, "faction")),
    (QT_TRANSLATE_NOOP("Organiser", "VP"), lambda r: _value(r, "players", 1, "vp_total")),
    (QT_TRANSLATE_NOOP("Organiser", "Result"), lambda r: _result(r, 1)),
    (QT_TRANSLATE_NOOP("Organiser", "Confirmed"), lambda r: _confirmed(r, 1)),
)


def _plain_label(parent: QWidget, text: str = "") -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class RecordPairView(QFrame):
    """Two records of one table side by side (a ``RecordPair`` from the snapshot)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordPair")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.pair: RecordPair | None = None

        outer = QVBoxLayout(self)
        self.heading = _plain_label(self)
        bold = QFont(self.heading.font())
        bold.setBold(True)
        self.heading.setFont(bold)
        outer.addWidget(self.heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(2)
        outer.addLayout(grid)
        self.left_title = _plain_label(self)
        self.right_title = _plain_label(self)
        for label in (self.left_title, self.right_title):
            label.setFont(bold)
        grid.addWidget(self.left_title, 0, 1)
        grid.addWidget(self.right_title, 0, 2)
        self.names: list[QLabel] = []
        self.left: list[QLabel] = []
        self.right: list[QLabel] = []
        for row in range(len(FIELDS)):
            name, left, right = (_plain_label(self) for _ in range(3))
            for value in (left, right):  # long values wrap: the tiles keep their room
                value.setWordWrap(True)
            grid.addWidget(name, row + 1, 0)
            grid.addWidget(left, row + 1, 1)
            grid.addWidget(right, row + 1, 2)
            self.names.append(name)
            self.left.append(left)
            self.right.append(right)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        self.note = _plain_label(self)
        self.note.setWordWrap(True)
        outer.addWidget(self.note)
        outer.addStretch(1)
        self.show_pair(None)

    def differing(self) -> list[int]:
        """The rows whose two values differ."""
        return [i for i in range(len(FIELDS)) if self.left[i].text() != self.right[i].text()]

    def show_pair(self, pair: RecordPair | None, table: int | None = None) -> None:
        self.pair = pair
        self._table = table
        self.retranslateUi()

    def retranslateUi(self) -> None:
        pair = self.pair
        for i, (name, _read) in enumerate(FIELDS):
            self.names[i].setText(tr_name(name))
        if pair is None:
            self.heading.setText(
                translate(
                    "Organiser",
                    "Select a disputed or conflicting table to see its two records side by side.",
                )
            )
            for label in (self.left_title, self.right_title, self.note, *self.left, *self.right):
                label.setText("")
            for label in self.names:
                label.setVisible(False)
            return
        for label in self.names:
            label.setVisible(True)
        if pair.kind == "disputed":
            self.heading.setText(
                translate("Organiser", "Table {table}: disputed").format(table=self._table or "")
            )
        else:
            self.heading.setText(
                translate("Organiser", "Table {table}: conflict").format(table=self._table or "")
            )
        self.left_title.setText(tr_name(PAIR_TITLES.get(pair.left_title, pair.left_title)))
        self.right_title.setText(
            tr_name(PAIR_TITLES.get(pair.right_title, pair.right_title)).format(
                table=pair.who or "?"
            )
        )
        bold = QFont(self.font())
        bold.setBold(True)
        for i, (_name, read) in enumerate(FIELDS):
            left = read(pair.left) if pair.left is not None else "—"
            right = read(pair.right) if pair.right is not None else "—"
            self.left[i].setText(left)
            self.right[i].setText(right)
            differs = left != right
            for label in (self.left[i], self.right[i]):
                label.setFont(bold if differs else self.font())
                label.setStyleSheet("background: rgba(211, 84, 0, 60);" if differs else "")
        if pair.kind == "disputed":
            note = pair.note or translate("Organiser", "(no note)")
            who = pair.who if pair.who in (1, 2) else "?"
            self.note.setText(
                translate("Organiser", "Player {player} disputes: {note}").format(
                    player=who, note=note
                )
            )
        else:
            self.note.setText(
                translate(
                    "Organiser", "The archive refused an op from table {table}: {message}"
                ).format(table=pair.who or "?", message=pair.note or "")
            )
        if pair.left is None and pair.right is None:
            self.note.setText(
                self.note.text()
                + "\n"
                + translate("Organiser", "Neither op carries a match record.")
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


__all__ = ["STATE_COLOURS", "RecordPairView", "TileDelegate"]

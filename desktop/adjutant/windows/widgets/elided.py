"""ElidedLabel: one line of plain text, cut with "…" to its width, the whole text on hover.

For names in narrow places (roll cards, panels; issue 15 "elided names show the full
name on hover"). The text is a user string, so it is always plain text: a unit named
``<b>x</b>`` shows those characters (issue 16).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from adjutant.qtmodels.formatting import plain_tooltip


class ElidedLabel(QLabel):
    """A one-line label that elides its text to fit; the tooltip holds the whole text."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._full = ""
        self.set_full_text(text)

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text or ""
        self._elide()

    def is_elided(self) -> bool:
        return self.text() != self._full

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4, hint.height())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(
            self.fontMetrics().horizontalAdvance(self._full) + 4 + self._chrome(), hint.height()
        )

    def _chrome(self) -> int:
        """What the label keeps around its text: contents margins, frame and margin."""
        return self.width() - self.contentsRect().width() + 2 * self.margin()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:

        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(
            self._full, Qt.TextElideMode.ElideRight, max(self.width() - self._chrome(), 1)
        )
        super().setText(shown)
        # Plain text in the tooltip too: Qt would render "<b>" in a tooltip as markup.
        self.setToolTip(plain_tooltip(self._full) if shown != self._full else "")


__all__ = ["ElidedLabel"]

"""Numbers and user text as the user reads them: chances as percentages (issue 9), tool
tips that show names as text (issue 16).

For the item models (turn log, later tool models) and the shared widgets
(``adjutant.windows.widgets.ChanceLabel``). Uses the default ``QLocale``, which
follows the chosen interface language (a decimal comma in Russian and Spanish).

:func:`plain_tooltip`: Qt reads any tool tip that looks like markup as rich text, so a
unit named ``<img src="file:///…">`` would load a local picture into its tool tip and
one named ``<h1>…`` would fill the screen. A tool tip that holds a user's string is
given through it: escaped rich text that shows exactly the plain text.

:func:`refusal_reason`: why the store refused a value, in the user's language where the
store gives it a form of its own (casualties above the models, issue 22).

:func:`translated`: a store's ``Message`` (an English source of a declared context and its
arguments: a refused CSV table, issue 23) in the user's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import Qt as _GuiQt
from PySide6.QtGui import QTextDocument

# fractions (with decimal) and html (with its entity table) are imported at the first
# percentage or tool tip, not with this module: the main window imports it before its
# first paint (issue 28: ~5 ms).
if TYPE_CHECKING:
    from fractions import Fraction

    from adjutant.store.messages import Message


def plain_tooltip(text: str | None) -> str:
    """A tool tip that shows ``text`` exactly as written, whatever it holds ("" for none):
    escaped inside a paragraph that keeps its spaces and line breaks. The one helper for
    every tool tip, item-model tip and status text that holds a user's string."""
    if not text:
        return ""
    from html import escape

    return f"<p style='white-space:pre-wrap'>{escape(text, quote=False)}</p>"


def tooltip_text(tip: str | None) -> str:
    """The plain text a tool tip shows: ``tip`` read as rich text when Qt would read it so
    (a :func:`plain_tooltip`, say), else as it is. ``tooltip_text(plain_tooltip(s)) == s``."""
    if not tip:
        return ""
    if not _GuiQt.mightBeRichText(tip):
        return tip
    document = QTextDocument()
    document.setHtml(tip)
    return document.toPlainText()


def format_percent(chance: Fraction, locale: QLocale | None = None) -> str:
    """``Fraction(2, 5)`` -> "40 %"; ``Fraction(1, 3)`` -> "33.3 %"; tiny non-zero -> "<0.1 %".

    Never rounds a possible event to 0 % or an uncertain one to 100 %.
    """
    from fractions import Fraction

    chance = Fraction(chance)
    if not 0 <= chance <= 1:
        raise ValueError(f"a chance is between 0 and 1, got {chance}")
    locale = locale or QLocale()
    percent = chance * 100
    if percent.denominator == 1:
        return f"{locale.toString(int(percent))} %"
    if percent < Fraction(1, 10):
        return f"<{locale.toString(0.1, 'f', 1)} %"
    if percent > Fraction(999, 10):
        return f">{locale.toString(99.9, 'f', 1)} %"
    return f"{locale.toString(float(percent), 'f', 1)} %"


def refusal_reason(exc: BaseException) -> str:
    """Why the store refused a value, for the user: translated where the store says it
    in a form of its own (``TooManyCasualties``; a refusal that carries a ``Message``, as
    the tools' one stale-plan error does), else the store's message."""
    from adjutant.store.errors import TooManyCasualties
    from adjutant.store.messages import Message

    message = getattr(exc, "message", None)
    if isinstance(message, Message):
        return translated(message)
    if isinstance(exc, TooManyCasualties):
        return QCoreApplication.translate(
            "Refusals", "{casualties} casualties are more than the unit's {models} models."
        ).format(casualties=exc.value, models=exc.strength)
    return str(exc)


def translated(message: Message) -> str:
    """A store's :class:`~adjutant.store.messages.Message` in the user's language: its
    source translated in its context, its arguments in place (issue 23)."""
    return QCoreApplication.translate(message.context, message.source).format(**message.args)

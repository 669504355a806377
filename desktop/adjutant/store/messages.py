"""Words the store hands up to be said in the player's language (issue 23).

For every store module that returns words a player reads (its actions' names in
Edit > Undo, ``store.action_labels``; the wording of each logged event,
``store.events.kinds``; a refused CSV table, ``store.tools.odds.table_csv``), and for the Qt layers that
say them (``qtmodels.formatting.translated``, ``qtmodels.event_text``).

The store has no Qt (an import-linter contract), so it cannot translate. It names each
text by its English *source* in a declared translation context instead, and the Qt
layers translate it with ``QCoreApplication.translate(context, source)``; the ``.ts``
files in ``resources/translations`` carry those sources as their ids.

- :func:`QT_TRANSLATE_NOOP` ``(context, source) -> source``: the marker. Qt's ``lupdate``
  reads calls by this name in any Python file (it reads syntax, not imports), so the
  sources are extracted from the store's own modules; at run time it returns ``source``.
- :class:`Message`: a source with its ``{name}`` arguments; :meth:`Message.english` is
  the text as the file and the command line say it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """``source``, marked for ``lupdate`` as a message of ``context`` (Qt's own macro name).
    The Qt layers' twin is ``adjutant.i18n``'s: the store may not import that module (it
    loads Qt for the translators), nor may the windows import this one before their first
    paint (it loads the store)."""
    del context  # only lupdate reads it
    return source


@dataclass(frozen=True, slots=True)
class Message:
    """A text to say in the player's language: ``source`` of ``context`` with ``args``."""

    context: str
    source: str
    args: Mapping[str, object] = field(default_factory=dict)

    def english(self) -> str:
        """The text in English, its arguments in place (the source language)."""
        return self.source.format(**self.args)

    def __str__(self) -> str:
        return self.english()


__all__ = ["QT_TRANSLATE_NOOP", "Message"]

"""The organiser's view of an event archive (issue 26): round board, standings, factions, luck.

- :mod:`.window` — the organiser window; :mod:`.board` its tiles and record pairs;
  :mod:`.live` the live feed's end in the GUI thread; :mod:`.report` print and PDF;
  :mod:`.texts` the scoring rule and tie-break order in words;
- :mod:`.launch` — ``adjutant organiser URL`` and File → Open Event Archive….

The only module of the archive these import is ``adjutant.archive.reading`` (an
import-linter contract in pyproject.toml): they read, and write nothing of a table's data.
"""

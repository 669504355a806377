"""The organiser's view of an event archive (issue 26): round board, standings, factions, luck.

- :mod:`.window` — the organiser window (the models, the live feed's wiring, the
  choosers, the menus); :mod:`.tabs` its four tabs; :mod:`.board` the round board's tiles
  and record pairs; :mod:`.table_files` a table's game file fetched and opened;
  :mod:`.paper` print and PDF from the window, :mod:`.report` the printouts themselves;
  :mod:`.live` the live feed's end in the GUI thread; :mod:`.texts` the scoring rule and
  tie-break order in words;
- :mod:`.launch` — ``adjutant organiser URL`` and File → Open Event Archive….

The only module of the archive these import is ``adjutant.archive.reading`` (an
import-linter contract in pyproject.toml): they read, and write nothing of a table's data.
"""

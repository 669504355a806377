"""The match record's window and slip (issue 24): Game → Match Record….

- :mod:`.menu`: the main window's Game → Match Record… (:class:`MatchRecordKeeper`).
- :mod:`.dialog`: :class:`MatchRecordDialog`, the window: its state and notice lines, its
  buttons, Save and Revert, closing. Its parts (issue 23):
  - :mod:`.form`: the record's fields, what the store derives beside them, and which
    fields differ from the stored record;
  - :mod:`.player_actions`: confirm (PIN), dispute, fill the faction from the army list;
  - :mod:`.exports`: the slip printed or as PDF, and the record as JSON or CSV.
- :mod:`.slip`: the one-page slip both players sign (print, preview, PDF, ``adjutant
  slip``).
The record's words in the interface's language are ``qtmodels.record_text``; its models
``qtmodels.record_models``.
"""

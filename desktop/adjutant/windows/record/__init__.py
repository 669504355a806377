"""The match record's window and slip (issue 24): Game → Match Record….

- :mod:`.menu`: the main window's Game → Match Record… (:func:`install_game_menu`).
- :mod:`.dialog`: :class:`MatchRecordDialog`, the record's fields, confirmations, dispute,
  luck, and its slip and exports.
- :mod:`.slip`: the one-page slip both players sign (print, preview, PDF, ``adjutant
  slip``).
The record's words in the interface's language are ``qtmodels.record_text``; its models
``qtmodels.record_models``.
"""

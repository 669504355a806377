"""QUndoCommands, one per user intent (named ``undo`` to keep clear of the
game's command tokens). See :mod:`adjutant.undo.service`."""

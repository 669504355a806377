"""Reading a game: read-only views (``queries``) and the check of every stored value (``stored``)."""

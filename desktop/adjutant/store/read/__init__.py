"""Reading a game: read-only views, typed events, the bounds of every stored value."""

"""adjutant.undo."""

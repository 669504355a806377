"""adjutant.store."""

"""adjutant.rules."""

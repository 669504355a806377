"""adjutant.windows."""

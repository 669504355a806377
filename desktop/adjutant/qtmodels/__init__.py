"""adjutant.qtmodels."""

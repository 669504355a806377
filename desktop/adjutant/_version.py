"""The one place the version lives; pyproject.toml reads it (dynamic version)."""

__version__ = "0.1.0"

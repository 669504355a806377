"""Adjutant: a desktop battle assistant for tabletop wargames.

Layers (imports point down, enforced by import-linter in pyproject.toml):
``windows`` > ``qtmodels``/``undo`` > ``store`` > ``rules``.
"""

from adjutant._version import __version__

__all__ = ["APP_NAME", "FILE_SUFFIX", "ORG_NAME", "__version__"]

APP_NAME = "Adjutant"
ORG_NAME = "Adjutant"
FILE_SUFFIX = ".adjutant"

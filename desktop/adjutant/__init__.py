"""Adjutant: a desktop battle assistant for tabletop wargames.

Layers (imports point down, enforced by import-linter in pyproject.toml):
``windows`` > ``qtmodels``/``undo`` > ``store`` > ``rules``.
"""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("adjutant")
except _metadata.PackageNotFoundError:  # running from a bare checkout or a bundle
    __version__ = "0.1.0"

APP_NAME = "Adjutant"
ORG_NAME = "Adjutant"
FILE_SUFFIX = ".adjutant"

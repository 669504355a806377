"""The pure rules core: every rule of RULES.md as plain functions and values.

No Qt, no SQLAlchemy (import-linter contract). Probabilities are exact
``fractions.Fraction`` values. Modules: ``dice``, ``geometry``, ``command``
(CMD), ``charge`` (CHG), ``melee`` (MEL), ``odds`` (ODD), ``hexes`` (GLAD),
``ruleset`` (options and presets), ``units`` (shared vocabulary), ``errors``,
``explain`` (breakdowns).
"""

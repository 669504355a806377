"""Vocabulary shared by every layer: unit types, size classes, formations, status, tokens.

Plain ``StrEnum`` values (stable strings stored in game files and presets); the
melee rules (MEL-1, MEL-8, MEL-9) and the store both use them.
"""

from __future__ import annotations

from enum import StrEnum


class UnitType(StrEnum):
    INFANTRY = "infantry"
    PIKEMEN = "pikemen"  # infantry with pikes (MEL-10: +2 vs cavalry)
    CAVALRY = "cavalry"
    ARTILLERY = "artillery"
    COMMANDER = "commander"  # a figure standing alone (the C-in-C without a unit)
    OTHER = "other"


class SizeClass(StrEnum):
    LARGE = "large"
    STANDARD = "standard"
    SMALL = "small"
    TINY = "tiny"


class Formation(StrEnum):
    """A unit's order (called "formation" in the rules; not the order-of-battle tree)."""

    LINE = "line"
    COLUMN = "column"
    MARCH_COLUMN = "march_column"
    SKIRMISH = "skirmish"
    HEDGEHOG = "hedgehog"
    IN_BUILDING = "in_building"
    LIMBERED = "limbered"


class Status(StrEnum):
    FRESH = "fresh"
    DISORDERED = "disordered"
    BROKEN = "broken"
    DESTROYED = "destroyed"


class Side(StrEnum):
    """Which of the two sides, where a rule needs to tell them apart."""

    A = "a"
    B = "b"


class Token(StrEnum):
    """CMD-1: the order token a regiment carries (stable strings for game files)."""

    DEFENCE = "defence"
    MOVE = "move"
    ATTACK = "attack"


class ChangeMode(StrEnum):
    """CMD-4: how a declared token change is made."""

    AUTOMATIC_CINC = "automatic_cinc"  # the regiment the commander-in-chief is with
    AUTOMATIC_COMMAND_GROUP = "automatic_command_group"  # full command group
    TEST = "test"  # CMD-5 control test

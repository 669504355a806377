"""Every user string of the army-list import and export, in one translation context (issue 17).

For ``qtmodels.import_model``, ``windows.import_list`` and the few lines that the main
window, the order of battle and the battlefield add for army lists. One context,
``ArmyLists``, in its own translation area (``resources/translations/lists_*.ts``), so
the areas other engineers edit at the same time (shell, oob, battlefield) stay
untouched. Use :func:`text` with the English source, or ``QT_TRANSLATE_NOOP``
constants below. :func:`profile_text` words an imported profile (here, not in
``import_model``, so the order of battle shows profiles without importing the list
readers before the game is on screen: issue 28).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from adjutant.i18n import QT_TRANSLATE_NOOP

CONTEXT = "ArmyLists"

IMPORT_ACTION = QT_TRANSLATE_NOOP("ArmyLists", "&Import Army List…")
IMPORT_TIP = QT_TRANSLATE_NOOP(
    "ArmyLists",
    "Import a BattleScribe, New Recruit, Old World Builder or CSV army list, or a list as text",
)
EXPORT_ACTION = QT_TRANSLATE_NOOP("ArmyLists", "Export Side to CSV…")
EXPORT_TIP = QT_TRANSLATE_NOOP(
    "ArmyLists", "Write this side's order of battle to a CSV file (the columns the import reads)"
)
MODELS_HEADER = QT_TRANSLATE_NOOP("ArmyLists", "Models")
MODELS_TIP = QT_TRANSLATE_NOOP(
    "ArmyLists", "Models remaining of the unit's strength (casualties count against it)"
)
MODELS_LEFT = QT_TRANSLATE_NOOP("ArmyLists", "{left} of {strength}")
STRENGTH = QT_TRANSLATE_NOOP("ArmyLists", "Models")
POINTS = QT_TRANSLATE_NOOP("ArmyLists", "Points")
PROFILE = QT_TRANSLATE_NOOP("ArmyLists", "Imported profile")
SOURCE = QT_TRANSLATE_NOOP("ArmyLists", "From")
SOURCE_TEXT = QT_TRANSLATE_NOOP("ArmyLists", "{file} ({system})")
FRONTAGE = QT_TRANSLATE_NOOP("ArmyLists", "Frontage")
DEPTH = QT_TRANSLATE_NOOP("ArmyLists", "Depth")
RESIZE_LABEL = QT_TRANSLATE_NOOP("ArmyLists", "Change frontage and depth")
PLACE_LABEL = QT_TRANSLATE_NOOP("ArmyLists", "Place unit")
PLACE_MANY_LABEL = QT_TRANSLATE_NOOP("ArmyLists", "Place {n} units")
DESTROYED_NOTE = QT_TRANSLATE_NOOP("ArmyLists", "No model left: destroyed")
LIST_FILES = QT_TRANSLATE_NOOP(
    "ArmyLists",
    "Army lists (*.ros *.rosz *.json *.csv *.txt);;BattleScribe rosters (*.ros *.rosz);;New Recruit and Old World Builder (*.json);;CSV (*.csv);;All files (*)",
)
CSV_FILES = QT_TRANSLATE_NOOP("ArmyLists", "CSV files (*.csv)")
CHOOSE_LIST = QT_TRANSLATE_NOOP("ArmyLists", "Import army list")
EXPORT_TITLE = QT_TRANSLATE_NOOP("ArmyLists", "Export side to CSV")
EXPORTED = QT_TRANSLATE_NOOP("ArmyLists", "Exported {count} unit(s) to {file}")
EXPORT_FAILED = QT_TRANSLATE_NOOP("ArmyLists", "Could not write {file}: {reason}")
NO_GAME = QT_TRANSLATE_NOOP(
    "ArmyLists", "Open or create a game first: the list is imported into it."
)


NAME_AND_TYPE = QT_TRANSLATE_NOOP("ArmyLists", "{name} ({type})")


def name_and_type(unit: object) -> str:
    """A unit's name as the order of battle shows it: the player's name, and the builder's
    (the kind of fighter) beside it when the player renamed it in the list (issue 27)."""
    name = getattr(unit, "name", "")
    source = getattr(unit, "source", None)
    kind = getattr(source, "type", "") if source is not None else ""
    if not kind or kind == name:
        return name
    return text(NAME_AND_TYPE).format(name=name, type=kind)


def text(source: str) -> str:
    """The translation of an English ``source`` of this context."""
    return QCoreApplication.translate(CONTEXT, source)


def profile_text(profile: tuple[tuple[str, str], ...]) -> str:
    """``M 6" · WS 3+ · BS 3+`` (the file's spelling)."""
    return " · ".join(f"{name} {value}" for name, value in profile)

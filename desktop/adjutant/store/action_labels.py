"""The names of the store's actions: one declared vocabulary (issue 23).

Every action the store records (``Game.action(label)``, a batch's
``store.file.batch.run_batch(game, label, calls)``) is named by one of these constants, and the
file keeps that English name in its ``actions`` table. For the store's services, which
label their actions with them, for the windows' batches (``undo.batch.run_batch``), and
for ``undo.journal``, which shows them in the player's language in Edit > Undo and Edit >
History, also after reopening a game and after a language switch: each is a message of the
one translation context :data:`CONTEXT` (``resources/translations/flow_*.ts``), extracted by
``lupdate`` from this file. A test checks that every label a service can write is here and
translated in Russian and Spanish.

Labels stay as they are once written: a game keeps them, so a renamed label would leave
older games' history in English. A label no longer written stays listed for those games.
"""

from __future__ import annotations

from adjutant.store.messages import QT_TRANSLATE_NOOP

#: The translation context of the action labels.
CONTEXT = "StoreActions"

ADD_COMBAT_RESULTS_TABLE = QT_TRANSLATE_NOOP("StoreActions", "Add combat results table")
ADD_FIGURE = QT_TRANSLATE_NOOP("StoreActions", "Add figure")
ADD_FORMATION = QT_TRANSLATE_NOOP("StoreActions", "Add formation")
ADD_HEX_BOARD = QT_TRANSLATE_NOOP("StoreActions", "Add hex board")
ADD_TERRAIN = QT_TRANSLATE_NOOP("StoreActions", "Add terrain")
ADD_SAMPLE_ARENA = QT_TRANSLATE_NOOP("StoreActions", "Add the sample arena")
ADD_UNIT = QT_TRANSLATE_NOOP("StoreActions", "Add unit")
BREAK_TEST = QT_TRANSLATE_NOOP("StoreActions", "Break test")
CHANGE_DICE_MODE = QT_TRANSLATE_NOOP("StoreActions", "Change dice mode")
CHANGE_RULESET = QT_TRANSLATE_NOOP("StoreActions", "Change ruleset")
CHANGE_SIDE_COLOUR = QT_TRANSLATE_NOOP("StoreActions", "Change side colour")
CHANGE_TABLE_LAYOUT = QT_TRANSLATE_NOOP("StoreActions", "Change table layout")
CHANGE_TABLE_SIZE = QT_TRANSLATE_NOOP("StoreActions", "Change table size")
CHANGE_TOKEN = QT_TRANSLATE_NOOP("StoreActions", "Change token")
CHARGE = QT_TRANSLATE_NOOP("StoreActions", "Charge")
CLEAR_RECKLESS = QT_TRANSLATE_NOOP("StoreActions", "Clear reckless")
CONTROL_TEST = QT_TRANSLATE_NOOP("StoreActions", "Control test")
CONTROL_TESTS = QT_TRANSLATE_NOOP("StoreActions", "Control tests")
#: The match record (issue 24)
CONFIRM_MATCH_RECORD = QT_TRANSLATE_NOOP("StoreActions", "Confirm match record")
DISPUTE_MATCH_RECORD = QT_TRANSLATE_NOOP("StoreActions", "Dispute match record")
EDIT_MATCH_RECORD = QT_TRANSLATE_NOOP("StoreActions", "Edit match record")
FILL_FACTION_FROM_ARMY_LIST = QT_TRANSLATE_NOOP("StoreActions", "Fill faction from army list")
DELETE_COMBAT_RESULTS_TABLE = QT_TRANSLATE_NOOP("StoreActions", "Delete combat results table")
DELETE_FORMATION = QT_TRANSLATE_NOOP("StoreActions", "Delete formation")
DELETE_TERRAIN = QT_TRANSLATE_NOOP("StoreActions", "Delete terrain")
DELETE_UNIT = QT_TRANSLATE_NOOP("StoreActions", "Delete unit")
#: The order of battle's Delete on several rows (issue 23)
DELETE_UNITS_AND_FORMATIONS = QT_TRANSLATE_NOOP("StoreActions", "Delete units and formations")
DUPLICATE_UNIT = QT_TRANSLATE_NOOP("StoreActions", "Duplicate unit")
EDIT_COMBAT_RESULTS_TABLE = QT_TRANSLATE_NOOP("StoreActions", "Edit combat results table")
EDIT_FIGURE = QT_TRANSLATE_NOOP("StoreActions", "Edit figure")
EDIT_TABLE_LEGEND = QT_TRANSLATE_NOOP("StoreActions", "Edit table legend")
EDIT_TERRAIN = QT_TRANSLATE_NOOP("StoreActions", "Edit terrain")
EDIT_UNIT = QT_TRANSLATE_NOOP("StoreActions", "Edit unit")
END_COMBAT = QT_TRANSLATE_NOOP("StoreActions", "End combat")
GLADIATOR_ATTACK = QT_TRANSLATE_NOOP("StoreActions", "Gladiator attack")
HOUSE_RULE = QT_TRANSLATE_NOOP("StoreActions", "House rule")
HOUSE_RULE_ODD2 = QT_TRANSLATE_NOOP("StoreActions", "House rule ODD-2")
IMPORT_ARMY_LIST = QT_TRANSLATE_NOOP("StoreActions", "Import army list")
MARK_RECKLESS = QT_TRANSLATE_NOOP("StoreActions", "Mark reckless")
MELEE_ROUND = QT_TRANSLATE_NOOP("StoreActions", "Melee round")
MOVE_FIGURE = QT_TRANSLATE_NOOP("StoreActions", "Move figure")
MOVE_FORMATION = QT_TRANSLATE_NOOP("StoreActions", "Move formation")
#: Several pieces moved on the battlefield at once (issue 23)
MOVE_PIECES_ON_TABLE = QT_TRANSLATE_NOOP("StoreActions", "Move pieces on table")
MOVE_UNIT = QT_TRANSLATE_NOOP("StoreActions", "Move unit")
MOVE_UNIT_ON_TABLE = QT_TRANSLATE_NOOP("StoreActions", "Move unit on table")
#: Several rows dragged in the order of battle (issue 23)
MOVE_UNITS = QT_TRANSLATE_NOOP("StoreActions", "Move units")
MOVEMENT_ROLL = QT_TRANSLATE_NOOP("StoreActions", "Movement roll")
NEXT_PHASE = QT_TRANSLATE_NOOP("StoreActions", "Next phase")
NEXT_TURN = QT_TRANSLATE_NOOP("StoreActions", "Next turn")
ODDS_COMBAT = QT_TRANSLATE_NOOP("StoreActions", "Odds combat")
PLACE_TOKEN = QT_TRANSLATE_NOOP("StoreActions", "Place token")
PLACE_TOKENS = QT_TRANSLATE_NOOP("StoreActions", "Place tokens")
PLACE_UNIT = QT_TRANSLATE_NOOP("StoreActions", "Place unit")
#: Several units dropped from the order of battle onto the table (issue 23)
PLACE_UNITS = QT_TRANSLATE_NOOP("StoreActions", "Place units")
RECKLESS_ROLL = QT_TRANSLATE_NOOP("StoreActions", "Reckless roll")
RECKLESS_ROLLS = QT_TRANSLATE_NOOP("StoreActions", "Reckless rolls")
REMOVE_HOUSE_RULE = QT_TRANSLATE_NOOP("StoreActions", "Remove house rule")
REMOVE_UNIT_FROM_TABLE = QT_TRANSLATE_NOOP("StoreActions", "Remove unit from table")
RENAME_COMBAT_RESULTS_TABLE = QT_TRANSLATE_NOOP("StoreActions", "Rename combat results table")
RENAME_FORMATION = QT_TRANSLATE_NOOP("StoreActions", "Rename formation")
RENAME_GAME = QT_TRANSLATE_NOOP("StoreActions", "Rename game")
RENAME_SIDE = QT_TRANSLATE_NOOP("StoreActions", "Rename side")
REPLACE_SIDE_FROM_ARMY_LIST = QT_TRANSLATE_NOOP("StoreActions", "Replace side from army list")
ROLL_ALL_CHARGES = QT_TRANSLATE_NOOP("StoreActions", "Roll all charges")
SET_COMMANDER_IN_CHIEF = QT_TRANSLATE_NOOP("StoreActions", "Set commander-in-chief")
TOGGLE_HOUSE_RULE = QT_TRANSLATE_NOOP("StoreActions", "Toggle house rule")
TURN_FIGURES = QT_TRANSLATE_NOOP("StoreActions", "Turn figures")
#: Several units turned on the battlefield at once (issue 23)
TURN_UNITS = QT_TRANSLATE_NOOP("StoreActions", "Turn units")

#: Every label above: what an action of this version (or an older one) may be stored under.
LABELS: frozenset[str] = frozenset(
    value
    for key, value in tuple(globals().items())
    if key.isupper() and isinstance(value, str) and key != "CONTEXT"
)

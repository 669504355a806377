"""The odds combat tool (RULES.md §4, ODD-1..3; issues 10, 14, 15): the window package.

``OddsWindow`` (``window.py``) is what ``main_window.TOOL_WINDOWS`` builds for "odds". Its
parts: ``session.py`` (the players' choices and the plan, no widgets),
``combat_page.py`` (the combatants and the combat's roll card), ``crt_editor.py`` (the
combat results table editor), ``strings.py`` (the tool's rule terms, translated).
"""

from adjutant.windows.odds.window import OddsWindow

__all__ = ["OddsWindow"]

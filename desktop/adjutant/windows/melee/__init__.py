"""The melee tool window (RULES.md §3, MEL-1..11; issues 6, 14, 15): a package.

``window`` (:class:`MeleeWindow`, the dock), ``session`` (the set-up and its plan, no
widgets), one module per tab (``round_page``, ``setup_page``, ``dice_page``,
``support_page``), ``strings`` (the rule terms translated), ``delegates`` (cell editors)
and ``chart`` (the margin histogram and the battlefield overlay).
"""

from adjutant.windows.melee.window import MeleeWindow

__all__ = ["MeleeWindow"]

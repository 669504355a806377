"""The command tokens tool (RULES.md §1, CMD-1..8): ``CommandWindow`` and its parts.

- ``window`` — :class:`CommandWindow`, the "command" dock (``main_window.TOOL_WINDOWS``);
- ``session`` — the inputs of the side's command step and the store's plan of them;
- ``placement``, ``reckless``, ``declarations`` — one page per step;
- ``cards`` — plan entries as roll cards, and the cards' editors; ``delegates`` — the
  token picker of the tables; ``strings`` — the tool's words in the user's language.
"""

from adjutant.windows.command.window import DECLARATIONS, PLACEMENT, RECKLESS, CommandWindow

__all__ = ["DECLARATIONS", "PLACEMENT", "RECKLESS", "CommandWindow"]

"""The open game's own ruleset, as the tool windows read it.

For the tool windows (charge, melee, command plan, battlefield...): a game stores its
own copy of its ruleset (DESIGN.md, "Rulesets"); ``game_ruleset`` reads the open game's
through ``Ruleset.from_stored``, the one fallback (issue 23): a copy the rules cannot
read is the combined preset, so a window still opens, as the store does when it plans
and records.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjutant.rules.ruleset import Ruleset

if TYPE_CHECKING:
    from adjutant.store import Game


def game_ruleset(game: Game) -> Ruleset:
    """The open ``game``'s own ruleset copy (the combined preset if it cannot be read)."""
    from adjutant.store.read import queries

    return Ruleset.from_stored(queries.game_info(game).ruleset)


__all__ = ["game_ruleset"]

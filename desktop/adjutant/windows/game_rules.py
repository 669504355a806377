"""The open game's own ruleset, as the tool windows read it.

For the tool windows (charge, melee, command plan, battlefield...): a game stores its
own copy of its ruleset (DESIGN.md, "Rulesets"); ``ruleset_from`` reads such a copy
and ``game_ruleset`` reads the open game's. A copy the rules cannot read falls back
to the combined preset, so a window still opens (the store's
``resolve.ruleset_of`` does the same when it resolves a test).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from adjutant.rules.ruleset import Ruleset, load_preset

if TYPE_CHECKING:
    from adjutant.store.file.game import Game


def ruleset_from(data: Mapping[str, object]) -> Ruleset:
    """The ruleset of a game's stored copy; an unreadable one falls back to the combined
    preset (``RuleInputError`` is a ``ValueError``)."""
    try:
        return Ruleset.from_dict(data)
    except (ValueError, TypeError):
        return load_preset("combined")


def game_ruleset(game: Game) -> Ruleset:
    """The open ``game``'s own ruleset copy (the combined preset if it cannot be read)."""
    from adjutant.store.read import queries

    return ruleset_from(queries.game_info(game).ruleset)


__all__ = ["game_ruleset", "ruleset_from"]

"""Token placement as one logged, undoable action (RULES.md CMD-2; issue 4).

For the command window's Placement tab. ``adjutant.store.services.edits.set_token``
places one token and writes no event; the players' placement before the battle
(or a correction later) is one intent over many regiments, so it is one
``Game.action`` here, with one ``token_placement`` event per side in the turn log.
The control tests, automatic changes and reckless rolls are in
``adjutant.store.tools.command.recorder``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjutant.rules.units import Token
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.file.journal import Change
from adjutant.store.file.models import Unit
from adjutant.store.format.validate import check_token
from adjutant.store.services.edits import get, meta, side_of_unit
from adjutant.store.tools.command.recorder import record

__all__ = ["place_tokens"]


def place_tokens(game: Game, tokens: Mapping[int, Any]) -> Change:
    """CMD-2: put ``tokens`` (unit id -> "defence" | "move" | "attack" | None) by their regiments.

    Regiments that already carry the given token are left alone. Bad ids or
    tokens raise ``InvalidField`` and change nothing. ``result`` = {unit id: token}
    of the regiments changed.
    """
    if not isinstance(tokens, Mapping):
        raise InvalidField("tokens", tokens, "must map unit ids to tokens")
    wanted = {uid: check_token("token", token) for uid, token in tokens.items()}
    with game.action(action_labels.PLACE_TOKENS) as act:
        s = act.session
        m = meta(s)
        placed: dict[int, str | None] = {}
        by_side: dict[int, list[event_kinds.Placement]] = {}
        for uid, token in wanted.items():
            unit = get(s, Unit, uid, "unit_id")
            if unit.token == token:
                continue
            by_side.setdefault(side_of_unit(s, unit), []).append(
                event_kinds.Placement(
                    uid,
                    unit.name,
                    None if unit.token is None else Token(unit.token),
                    None if token is None else Token(token),
                )
            )
            unit.token = token
            placed[uid] = token
        for side_id, rows in by_side.items():
            record(
                s,
                m,
                act.action_id,
                event_kinds.TokenPlacement(
                    side_id=side_id,
                    summary="Tokens placed: "
                    + ", ".join(f"{r.unit} {r.token or 'none'}" for r in rows),
                    rule_ids=("CMD-2",),
                    placements=tuple(rows),
                ),
            )
        act.result = placed
    return act.ended

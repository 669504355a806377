"""Which phase of the turn each test belongs to, and the out-of-phase refusal (issue 15).

For the resolution services (they refuse a test out of its phase unless the player
confirmed it, and record that it was) and the windows ("led by the phase": the turn
bar's phase raises its tool; a tool offers what the phase allows). The turn is
``turn -> side -> phase`` with ``fileformat.PHASES`` (command, charge, movement,
melee, end; DESIGN.md "Turn flow").

- :data:`PHASE_OF` — event kind -> the phase it belongs to (None: at any time, e.g.
  placing the tokens before the battle, CMD-2).
- :func:`phase_refusal` — the English reason a kind is out of phase now, or None.
- :func:`check_phase` — for services: raises :class:`OutOfPhase` unless allowed;
  returns True when the test goes ahead out of its phase (to be logged as such).
- :func:`game_phases` — the phases a game's turn goes through: those of its ruleset's
  tools (:data:`RULESET_TOOL_PHASES`) plus movement and end (:data:`ALWAYS`), in turn
  order. ``advance_phase`` / ``next_turn`` step through these only (issue 15): a
  gladiator arena (GLAD, the hex tool alone) has no command tokens and no charges, so
  Next phase goes movement -> melee -> end and never stops in a phase where Adjutant
  has nothing to offer; the combined rules keep all five.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from adjutant.store.errors import InvalidField
from adjutant.store.format.fileformat import PHASES

#: The phase each kind of test is made in (RULES.md: CMD-3/CMD-8 at the start of the
#: side's turn; CHG-1 after declarations; melee, odds combat and gladiator attacks in
#: the fighting phase; gladiator moves in the movement phase). None: any time.
PHASE_OF: dict[str, str | None] = {
    "token_placement": None,
    "token_change": "command",
    "control_test": "command",
    "reckless_roll": "command",
    "charge": "charge",
    "figure_movement_roll": "movement",
    "figure_move": "movement",
    "melee_round": "melee",
    "break_test": "melee",
    "odds_combat": "melee",
    "gladiator_attack": "melee",
    "figure_turn": "melee",
}

#: Each tool window's phase (what the turn bar raises); the battlefield has "movement".
TOOL_PHASE: dict[str, str] = {
    "command": "command",
    "charge": "charge",
    "melee": "melee",
    "odds": "melee",
    "hex": "movement",
}

#: The phases each ruleset tool (``rules.ruleset.Tool`` values) has tests in: the
#: command tokens (CMD-3, CMD-8), charges (CHG-1), melee (MEL), odds combat (ODD) in the
#: fighting phase, and the hex skirmish's moves (GLAD-1) and attacks (GLAD-4, GLAD-6).
RULESET_TOOL_PHASES: dict[str, tuple[str, ...]] = {
    "tokens": ("command",),
    "charge": ("charge",),
    "melee": ("melee",),
    "odds": ("melee",),
    "hex": ("movement", "melee"),
}
#: Phases every game keeps: units move on the battlefield whatever the tools, and each
#: side's turn ends (the pause before the other side's turn).
ALWAYS: tuple[str, ...] = ("movement", "end")

_KIND_WORDS = {
    "token_change": "A token change",
    "control_test": "A control test",
    "reckless_roll": "A reckless roll",
    "charge": "A charge",
    "figure_movement_roll": "A movement roll",
    "figure_move": "A move",
    "melee_round": "A melee round",
    "break_test": "A break test",
    "odds_combat": "An odds combat",
    "gladiator_attack": "An attack",
    "figure_turn": "A turn with the extra action",
}


class OutOfPhase(InvalidField):
    """A test asked for outside its phase, without the player's confirmation."""

    def __init__(self, kind: str, phase: str, wanted: str) -> None:
        self.kind = kind
        self.phase = phase
        self.wanted = wanted
        words = _KIND_WORDS.get(kind, kind.replace("_", " ").capitalize())
        super().__init__(
            "phase",
            phase,
            f"{words} belongs to the {wanted} phase; it is the {phase} phase now",
        )


def in_phase(kind: str, phase: str) -> bool:
    """True when ``kind`` may be made in ``phase`` (kinds of no phase always may)."""
    wanted = PHASE_OF.get(kind)
    return wanted is None or wanted == phase or phase not in PHASES


def phase_refusal(kind: str, phase: str) -> str | None:
    """The reason ``kind`` is out of phase in ``phase`` (English), or None if it is not."""
    if in_phase(kind, phase):
        return None
    return str(OutOfPhase(kind, phase, PHASE_OF[kind] or ""))


def check_phase(kind: str, phase: str, *, out_of_phase: bool = False) -> bool:
    """For services: OutOfPhase if ``kind`` is not of ``phase`` and the player did not
    confirm (``out_of_phase``); returns True when it goes ahead out of its phase."""
    if in_phase(kind, phase):
        return False
    if not out_of_phase:
        raise OutOfPhase(kind, phase, PHASE_OF[kind] or "")
    return True


def phases_for(tools: Iterable[Any]) -> tuple[str, ...]:
    """The phases of a turn with these ruleset tools (``Tool`` members or their values),
    in turn order; a tool this module does not know keeps every phase."""
    used = set(ALWAYS)
    for tool in tools:
        phases = RULESET_TOOL_PHASES.get(str(getattr(tool, "value", tool)))
        if phases is None:
            return PHASES
        used.update(phases)
    return tuple(p for p in PHASES if p in used)


def game_phases(ruleset: Mapping[str, Any] | None) -> tuple[str, ...]:
    """The phases of a game whose stored ruleset copy is ``ruleset`` (a dict as kept in the
    game row). A copy that does not read as a ruleset keeps every phase (nothing skipped)."""
    from adjutant.rules.errors import RuleInputError
    from adjutant.rules.ruleset import Ruleset

    if not isinstance(ruleset, Mapping):
        return PHASES  # no ruleset copy: every phase
    try:
        tools = Ruleset.from_dict(ruleset).tools
    except (RuleInputError, TypeError, ValueError, KeyError, AttributeError):
        return PHASES
    return phases_for(tools)


def next_phase(phase: str, phases: tuple[str, ...]) -> str | None:
    """The phase after ``phase`` among ``phases`` (a game's, in turn order), or None when
    the side's turn is over. A phase the game skips (its ruleset changed since) is followed
    by the next one the game has; a stored value that is no phase counts as the end."""
    at = PHASES.index(phase) if phase in PHASES else len(PHASES)
    return next((p for p in phases if PHASES.index(p) > at), None)

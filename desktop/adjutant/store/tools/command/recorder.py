"""Resolution services: tests and combats decided by ``adjutant.rules``, logged and applied.

For the command tool (issues 4-6, 14). Each call
is one recorded, undoable action (``Game.action``) that: checks its inputs
(physical faces through ``rules.dice``, so a d6 face of 7 is refused and nothing
changes), rolls virtual dice from the game's seed and position (``rules.dice.
Roller``; the new position is saved in the same transaction, so undo rewinds
it), asks the rules for the outcome, writes one ``Event`` (inputs, the exact
chance shown as "num/den", dice and their source, outcome, rule ids) and
applies the effect (token, casualties, figure state). The store
holds no rule logic: every decision below is a call into ``adjutant.rules``.

``Change.result`` is a :class:`Resolution`. The dice and the log row are
``store.tools.base.recording``'s (re-exported here: ``roll``, ``record``, ``ruleset_of``); the
charge lives with its planner in ``store.tools.charge.planner`` (``resolve_charge``;
issue 14), the odds combats and the gladiators
with theirs (``store.tools.odds.planner``, ``store.tools.hex.planner``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sqlalchemy.orm import Session

from adjutant.rules import command as cmd
from adjutant.rules.units import ChangeMode
from adjutant.store import action_labels
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.file.journal import Change
from adjutant.store.file.models import (
    FootprintRow,
    Unit,
)
from adjutant.store.format.validate import check_bool, check_int, check_number
from adjutant.store.services.edits import get
from adjutant.store.tools.base.recording import Resolution as Resolution
from adjutant.store.tools.base.recording import fraction_text as fraction_text
from adjutant.store.tools.base.recording import record as record
from adjutant.store.tools.base.recording import roll as roll
from adjutant.store.tools.base.recording import ruleset_of as ruleset_of
from adjutant.store.tools.base.resolve import Step, resolve_step
from adjutant.store.tools.command import planner as command_planner

if TYPE_CHECKING:  # shapely loads with the rules' geometry: only when a test needs it
    from adjutant.rules.geometry import Footprint


def _footprint(s: Session, unit_id: int) -> Footprint | None:
    from adjutant.rules.geometry import Footprint

    fp = s.get(FootprintRow, unit_id)
    return None if fp is None else Footprint(fp.x, fp.y, fp.facing, fp.width, fp.depth)


# ---------------------------------------------------------------- command (CMD)


def resolve_command(game: Game, entry: Any, dice: Sequence[int] | None = None) -> Change:
    """CMD-3..8: record exactly one entry of a ``command_plan.plan_command`` plan.

    ``entry`` a :class:`~adjutant.store.tools.command.planner.RecklessEntry` or
    :class:`~adjutant.store.tools.command.planner.DeclarationEntry`; ``dice`` None rolls
    Adjutant's d20 (an automatic change rolls none), else the face typed at the table.
    Inside the action the entry is planned again from the file (from the inputs it was
    planned with): refused (``CommandRefused``, nothing changed) when it is no longer
    to be rolled (done this turn, refused, no roll needed: the rule's reason) or when it
    differs from what was shown ("the table changed"). Out of the command phase it is
    refused unless its inputs say the player confirmed it (``store.format.phases``), and then
    logged as out of phase. ``Change.result`` is a :class:`Resolution`.
    """
    return _record_command(game, entry, None if dice is None else "physical", dice)


def _record_command(
    game: Game, entry: Any, dice_mode: str | None, faces: Sequence[int] | None
) -> Change:
    """``resolve_command`` with the older services' dice (``dice_mode`` None: the game's)."""
    if not isinstance(entry, command_planner.RecklessEntry | command_planner.DeclarationEntry):
        raise InvalidField("entry", entry, "must be an entry of a command plan")
    reckless = isinstance(entry, command_planner.RecklessEntry)
    if entry.state is command_planner.EntryState.AUTOMATIC and faces is not None:
        raise InvalidField("faces", faces, "an automatic change rolls no die (CMD-4)")
    label = {
        command_planner.RecklessEntry: action_labels.RECKLESS_ROLL,
        command_planner.DeclarationEntry: action_labels.CHANGE_TOKEN
        if entry.state is command_planner.EntryState.AUTOMATIC
        else action_labels.CONTROL_TEST,
    }[type(entry)]

    def replan() -> Any:
        # Through the action's own connection (Game.read): a batch's earlier calls count.
        plan = command_planner.plan_command(game, entry.inputs, units={entry.unit_id})
        return (plan.reckless_entry if reckless else plan.declaration)(entry.unit_id)

    def record_entry(step: Step[Any]) -> Resolution:
        fresh = step.entry
        u = get(step.session, Unit, fresh.unit_id, "unit_id")
        if reckless:
            event: Any = _reckless_event(step, u)
        elif fresh.state is command_planner.EntryState.AUTOMATIC:
            event = _token_change_event(u, fresh)
        else:
            event = _control_test_event(step, u)
        u.token = event.token.value
        event = replace(event, out_of_phase=step.out_of_phase)
        return record(step.session, step.meta, step.action_id, event)

    return resolve_step(
        game,
        label,
        entry,
        replan=replan,
        refuse=_refuse_unless_rollable,
        kind=entry.kind,
        confirmed=entry.inputs.out_of_phase,
        record=record_entry,
        dice_mode=dice_mode,
        faces=faces,
        field="unit_id",
        value=entry.unit_id,
    )


def _reckless_event(step: Step[Any], u: Unit) -> event_kinds.RecklessRoll:
    e, mode = step.entry, step.mode
    (face,) = step.roll(20, 1, "CMD-8")
    new = cmd.reckless_token(e.token, face, e.enemy_in_front)
    return event_kinds.RecklessRoll(
        side_id=e.side_id,
        summary=f"{u.name}: reckless roll {face}: {e.token.value} → {new.value}",
        chance=e.chance,
        dice=(face,),
        dice_source=mode,
        rule_ids=("CMD-8",),
        unit_id=u.id,
        unit=u.name,
        enemy_in_front=e.enemy_in_front,
        enemy_in_front_source=e.source,
        token_before=e.token,
        token=new,
        changed=new != e.token,
    )


def _token_change_event(u: Unit, e: Any) -> event_kinds.TokenChange:
    why = (
        "with the commander-in-chief"
        if e.mode is ChangeMode.AUTOMATIC_CINC
        else "full command group"
    )
    return event_kinds.TokenChange(
        side_id=e.side_id,
        summary=f"{u.name}: {e.token.value} → {e.wanted.value} (automatic, {why})",
        chance=Fraction(1),
        rule_ids=("CMD-4", "CMD-7"),
        unit_id=u.id,
        unit=u.name,
        token_from=e.token,
        wanted=e.wanted,
        mode=e.mode,
        token=e.wanted,
    )


def _control_test_event(step: Step[Any], u: Unit) -> event_kinds.ControlTest:
    e, mode = step.entry, step.mode
    (face,) = step.roll(20, 1, "CMD-5")
    passed = cmd.control_passes(e.difficulty, face)
    token = e.wanted if passed else e.token
    return event_kinds.ControlTest(
        side_id=e.side_id,
        summary=(
            f"{u.name}: control test {e.token.value} → {e.wanted.value}, "
            f"needs {e.needed}+, rolled {face}: {'passed' if passed else 'failed'}"
        ),
        chance=e.chance,
        dice=(face,),
        dice_source=mode,
        rule_ids=("CMD-5", "CMD-6", "CMD-7"),
        unit_id=u.id,
        unit=u.name,
        token_from=e.token,
        wanted=e.wanted,
        distance=e.distance,
        distance_source=e.distance_source,
        members=e.members,
        difficulty=e.difficulty,
        needed=e.needed,
        breakdown=tuple((b.key, b.rule, b.value) for b in e.breakdown),
        passed=passed,
        token=token,
    )


def _one_entry(game: Game, unit_id: Any, inputs: Any, reckless: bool) -> Any:
    """The older services' way in: plan one regiment of its own side, as the window would."""
    from adjutant.store.read import queries

    check_int("unit_id", unit_id, 1)
    try:
        unit = queries.unit(game, unit_id)
    except KeyError:
        raise InvalidField("unit_id", unit_id, "no such unit") from None
    if unit.status == "destroyed":
        reason = command_planner.Reason.DESTROYED
        raise command_planner.CommandRefused(reason, unit_id, reason.text(unit.name))
    plan = command_planner.plan_command(
        game, replace(inputs, side_id=unit.side_id), units={unit_id}
    )
    entry = (plan.reckless_entry if reckless else plan.declaration)(unit_id)
    if entry is None:  # only a reckless regiment has a reckless entry
        reason = command_planner.Reason.NOT_RECKLESS
        raise command_planner.CommandRefused(reason, unit_id, reason.text(unit.name))
    return entry


def _refuse_unless_rollable(entry: Any) -> None:
    if entry.state not in (
        command_planner.EntryState.PENDING,
        command_planner.EntryState.AUTOMATIC,
    ):
        raise command_planner.CommandRefused(entry.reason, entry.unit_id, entry.reason_text)


def change_token(game: Game, unit_id: int, wanted: str, *, out_of_phase: bool = False) -> Change:
    """CMD-4/CMD-7: an automatic token change (the C-in-C's regiment or a full command group),
    through :func:`resolve_command`. Refused when the regiment needs a control test (use
    ``resolve_control_test``), for a change of more than one step (CMD-7), and for the
    reasons of ``command_plan``."""
    inputs = command_planner.CommandInputs(
        declared={unit_id: command_planner.wanted_token("wanted", wanted)},
        out_of_phase=out_of_phase,
    )
    entry = _one_entry(game, unit_id, inputs, reckless=False)
    if entry.mode is ChangeMode.TEST:
        raise InvalidField(
            "unit_id", unit_id, f"{entry.unit} needs a control test to change token (CMD-5)"
        )
    _refuse_unless_rollable(entry)
    return _record_command(game, entry, None, None)


def resolve_control_test(
    game: Game,
    unit_id: int,
    wanted: str,
    *,
    distance: float | None = None,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
    out_of_phase: bool = False,
) -> Change:
    """CMD-5/6/7: a control test (one d20) for a declared token change, through
    :func:`resolve_command`. ``distance`` typed by the players wins over the measured one
    (None: measured from the battlefield). Refused before any die for a two-step change
    (CMD-7); a regiment that changes automatically (CMD-4) is refused: call
    ``change_token``. Dice: ``dice_mode`` (None: the game's), ``faces`` when physical.
    """
    distances = {} if distance is None else {unit_id: check_number("distance", distance, 0)}
    inputs = command_planner.CommandInputs(
        declared={unit_id: command_planner.wanted_token("wanted", wanted)},
        distances=distances,
        out_of_phase=out_of_phase,
    )
    entry = _one_entry(game, unit_id, inputs, reckless=False)
    if entry.state is command_planner.EntryState.AUTOMATIC:
        raise InvalidField(
            "unit_id",
            unit_id,
            f"{entry.unit} changes token automatically (CMD-4): use change_token",
        )
    _refuse_unless_rollable(entry)
    return _record_command(game, entry, dice_mode, faces)


def resolve_reckless_roll(
    game: Game,
    unit_id: int,
    *,
    enemy_in_front: bool | None = None,
    dice_mode: str | None = None,
    faces: Sequence[int] | None = None,
    out_of_phase: bool = False,
) -> Change:
    """CMD-8: a reckless regiment's d20 at the start of its side's turn, through
    :func:`resolve_command`. ``enemy_in_front`` None: decided from the battlefield
    (``rules.geometry.directly_in_front``), else the players' answer. Refused when no
    roll matters (not reckless, Attack, or Move with no enemy in front)."""
    answers = (
        {} if enemy_in_front is None else {unit_id: check_bool("enemy_in_front", enemy_in_front)}
    )
    inputs = command_planner.CommandInputs(enemy_in_front=answers, out_of_phase=out_of_phase)
    entry = _one_entry(game, unit_id, inputs, reckless=True)
    _refuse_unless_rollable(entry)
    return _record_command(game, entry, dice_mode, faces)

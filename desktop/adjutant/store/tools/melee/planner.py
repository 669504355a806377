"""The melee planner: what the melee tool shows, worked out from the game file (issue 14).

For the melee window (``adjutant.windows.melee``) and its services
(``adjutant.store.tools.melee.recorder``): :func:`plan_melee` ``(game, inputs) -> MeleePlan``
reads the file (units, ruleset, open and ended combats, this turn's charges and rounds,
the turn's phase) and gives every number the window shows, each with its breakdown:

- :attr:`MeleePlan.round` — the next round of the combat as a :class:`RoundEntry`: its
  fighters with dice (MEL-1/2) and to-hit (MEL-3), hedgehogs (MEL-4), supports with every
  nearby unit's verdict (MEL-5..9; the players' overrides marked), the exact P(win / draw /
  lose), expected margin and margin distribution (MEL-10) and the expected casualties per
  unit (MEL-11) — or refused, with the rule's reason;
- :attr:`MeleePlan.done` — the rounds of this combat fought this turn (their typed events);
- :attr:`MeleePlan.break_tests` — the break tests the losers of its last round take
  (MEL-11; one per hedgehog, MEL-4), pending or done.

``melee_services.resolve_melee(game, plan.round, dice)`` records exactly that entry: it
plans it again from the file inside its action and refuses if anything differs, so the
chance shown and the chance recorded are one.

Rule state that spans the turn, decided here (tested without a window):

- **an ended combat offers no round** (``combat_over``): its round is refused;
- **a charge that reached its target this turn arrives as "charging"** (MEL-3): a
  fighter that this turn's ``events.Charge`` brought into contact with an enemy of this
  melee charges in the first round it fights after it; the players may still say
  otherwise (``FighterSetup.charging``), and the plan says where the value came from;
- **no odds before a contact** (``no_contact``): a set-up whose units touch no enemy has
  no round and no chance (it once showed "A wins 100 %" from the supports alone);
- an open combat's previous winner gets MEL-3's +1 (from the combat, not the window),
  and its defender (MEL-10 [choice]) stays the one of its first round;
- a unit fighting in another open combat is refused (take that combat up instead);
- melee rounds and break tests belong to the melee phase (``store.format.phases``): the plan
  says when one would be out of phase; the services refuse it unless confirmed.

:func:`setup_from_charge` ``(game, charge_id)`` is the set-up of the melee a charge that
reached its target brings on (issue 22, "Fight this melee"): the window only shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction
from typing import Any

from adjutant.rules import melee
from adjutant.rules.errors import RuleInputError
from adjutant.rules.ruleset import Ruleset
from adjutant.store.errors import InvalidField
from adjutant.store.events import kinds as event_kinds
from adjutant.store.file.game import Game
from adjutant.store.format.phases import in_phase
from adjutant.store.read import queries
from adjutant.store.tools.melee.round import RoundPlan, _groups, plan_round
from adjutant.store.tools.melee.setup import SIDES, FighterSetup, MeleeSetup

ROUND_KIND = event_kinds.MeleeRound.KIND
BREAK_KIND = event_kinds.BreakTest.KIND
PHASE = "melee"


class EntryState(StrEnum):
    """Where a round or a break test stands."""

    PENDING = "pending"  # to roll (or, for a break test, to enter as the players rolled it)
    DONE = "done"  # recorded: the entry holds its typed event
    REFUSED = "refused"  # not possible now: ``refusal`` says which rule and why


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why something cannot be done now: a stable key (windows translate it), the
    English text (the store's messages) and the rule it follows."""

    key: str
    text: str
    rule: str
    unit_id: int | None = None  # the unit it is about, if one (its name is in ``text``)

    def error(self) -> InvalidField:
        return InvalidField("round", self.key, self.text)


@dataclass(frozen=True, slots=True)
class MeleeInputs:
    """What the players chose: the set-up, the combat it continues, an out-of-phase "yes".

    ``combat_id`` None: the set-up starts a new combat. ``out_of_phase``: the player
    confirmed a round (or break test) outside the melee phase (it is logged as such).
    """

    setup: MeleeSetup | None = None
    combat_id: int | None = None
    out_of_phase: bool = False

    def __post_init__(self) -> None:
        if self.setup is not None and not isinstance(self.setup, MeleeSetup):
            raise InvalidField("setup", self.setup, "must be a MeleeSetup")
        if self.combat_id is not None:
            if isinstance(self.combat_id, bool) or not isinstance(self.combat_id, int):
                raise InvalidField("combat_id", self.combat_id, "must be a whole number")
            if self.combat_id < 1:
                raise InvalidField("combat_id", self.combat_id, "must be at least 1")
        if not isinstance(self.out_of_phase, bool):
            raise InvalidField("out_of_phase", self.out_of_phase, "must be true or false")


#: Where a fighter's "charging" (MEL-3) came from.
CHARGE, PLAYERS, NOT_CHARGING = "charge", "players", "none"


@dataclass(frozen=True, slots=True)
class FighterState:
    """A fighter's MEL-3 "charging" as the round uses it, and why: ``source`` is
    :data:`CHARGE` (``charge_event``: this turn's Charge that reached an enemy of this
    melee), :data:`PLAYERS` (their word, ``FighterSetup.charging``) or :data:`NOT_CHARGING`.
    ``by_charge`` is what the charges alone say (shown beside a players' override)."""

    unit_id: int
    side: str
    charging: bool
    source: str
    by_charge: bool
    charge_event: int | None = None


@dataclass(frozen=True)
class RoundEntry:
    """The next round of a combat, as shown and as recorded (``resolve_melee``)."""

    inputs: MeleeInputs
    combat_id: int | None
    number: int  # the round's number in its combat (1 for a new combat)
    state: EntryState
    refusal: Refusal | None = None
    #: The set-up the round is worked out from: "charging" decided, the previous winner
    #: and the defender as the combat has them. Saved with the round.
    setup: MeleeSetup | None = None
    fighters: tuple[FighterState, ...] = ()
    plan: RoundPlan | None = None
    #: MEL-11: expected casualties of each unit (one hit is one casualty [choice]).
    casualties: tuple[tuple[int, Fraction], ...] = ()
    #: The round would be made outside the melee phase now (confirm, then ``inputs``).
    out_of_phase: bool = False

    @property
    def odds(self) -> melee.RoundOdds | None:
        return None if self.plan is None else self.plan.odds

    @property
    def chance(self) -> Fraction | None:
        """Side A wins the round (MEL-10): the chance the card shows and the log keeps."""
        return None if self.plan is None else self.plan.odds.p_win

    def fighter(self, unit_id: int) -> FighterState | None:
        return next((f for f in self.fighters if f.unit_id == unit_id), None)


@dataclass(frozen=True, slots=True)
class DoneRound:
    """A round of this combat fought this turn: its typed event (chance kept as shown)."""

    event: event_kinds.MeleeRound

    @property
    def number(self) -> int:
        return self.event.round

    @property
    def chance(self) -> Fraction | None:
        return self.event.chance


@dataclass(frozen=True, slots=True)
class BreakEntry:
    """MEL-11: the break test one losing unit (or a whole hedgehog, MEL-4) takes after
    round ``after_round``; entered as the players rolled it (the base rules' test)."""

    combat_id: int
    after_round: int
    unit_id: int  # the unit, or the hedgehog's pike unit
    members: tuple[int, ...]
    hedgehog: bool
    state: EntryState
    passed: bool | None = None
    event: event_kinds.BreakTest | None = None


@dataclass(frozen=True)
class MeleePlan:
    """Everything the melee tool shows for ``inputs`` now."""

    inputs: MeleeInputs
    turn: int
    phase: str
    #: A round or break test now would be outside the melee phase (``store.format.phases``).
    out_of_phase: bool
    combat: queries.CombatInfo | None  # the combat ``inputs.combat_id`` names (open or ended)
    round: RoundEntry
    done: tuple[DoneRound, ...] = ()
    break_tests: tuple[BreakEntry, ...] = ()
    combats: tuple[queries.CombatInfo, ...] = ()  # the open combats, to take one up

    @property
    def pending_break_tests(self) -> tuple[BreakEntry, ...]:
        return tuple(b for b in self.break_tests if b.state is EntryState.PENDING)


# ============================================================================ reading


def game_ruleset(game: Game) -> Ruleset:
    """The game's own ruleset copy (an unreadable copy: the combined preset)."""
    return Ruleset.from_stored(queries.game_info(game).ruleset)


def units_of(game: Game) -> dict[int, queries.UnitInfo]:
    """Every unit of the order of battle by id."""
    return {u.id: u for side in queries.order_of_battle(game).sides for u in side.all_units()}


def busy_units(game: Game, except_combat: int | None = None) -> set[int]:
    """Units fighting in other open combats (they cannot support, MEL-5)."""
    return {
        i for c in queries.combats(game) if c.id != except_combat for i in (*c.units_a, *c.units_b)
    }


def _typed(rows: Any, kind: type) -> list[Any]:
    return [r.event for r in rows if isinstance(r.event, kind)]  # damaged rows count for none


def charge_events_this_turn(game: Game) -> dict[tuple[int, int], int]:
    """(charger, target) -> the Charge event id, for this turn's charges that reached
    their target (CHG-4): MEL-3's "+1 charging" in the round that follows."""
    turn = queries.game_info(game).turn
    out: dict[tuple[int, int], int] = {}
    for charge in _typed(
        queries.events(game, turn=turn, kind=event_kinds.Charge.KIND), event_kinds.Charge
    ):
        for target in charge.reached:
            out.setdefault((charge.unit_id, target), charge.id)
    return out


def setup_from_charge(game: Game, charge_id: int) -> MeleeSetup:
    """The melee set up from this turn's charge ``charge_id`` that reached its target
    (issue 22, "Fight this melee"): the charger charging (MEL-3, from the charge), the
    targets it reached and the other chargers of those targets (CHG-1), the contacts
    measured on the battlefield (MEL-2, MEL-6; ``melee_setup.charge_engagement``).
    A plan, not a record: the round the players then roll is the one undoable action.
    Raises ``InvalidField`` for a charge that is not this turn's or reached nothing."""
    from adjutant.store.tools.melee.setup import charge_engagement

    charges = charge_events_this_turn(game)
    pairs = [pair for pair, event_id in charges.items() if event_id == charge_id]
    if not pairs:
        raise InvalidField(
            "charge", charge_id, "not a charge of this turn that reached its target (CHG-4)"
        )
    targets = {t for _c, t in pairs}
    pairs += [pair for pair in charges if pair[1] in targets and pair not in pairs]
    setup = charge_engagement(pairs, units_of(game), by_centre=game_ruleset(game).quarter_by_centre)
    if setup is None:
        raise InvalidField("charge", charge_id, "its units are no longer in the game")
    return setup


def charges_this_turn(game: Game) -> set[tuple[int, int]]:
    """(charger, target) pairs of this turn's charges that reached their target (CHG-4)."""
    return set(charge_events_this_turn(game))


def _rounds_of(game: Game, combat_id: int) -> list[event_kinds.MeleeRound]:
    return [
        e
        for e in _typed(queries.events(game, kind=ROUND_KIND), event_kinds.MeleeRound)
        if e.combat_id == combat_id
    ]


def last_setup(game: Game, combat_id: int) -> MeleeSetup | None:
    """The set-up saved with the combat's latest round (None if none was saved or it
    cannot be read)."""
    for e in reversed(_rounds_of(game, combat_id)):
        if e.setup is not None:
            try:
                return MeleeSetup.from_json(e.setup)
            except InvalidField:
                return None
    return None


def continue_setup(game: Game, combat_id: int) -> MeleeSetup | None:
    """The set-up to take an open combat up with: the one saved with its last round, else
    its units face to face as the battlefield shows them; "charging" left to the store."""
    from adjutant.store.tools.melee.setup import measured_contacts

    combats = {c.id: c for c in queries.combats(game, open_only=False)}
    combat = combats.get(combat_id)
    if combat is None:
        return None
    saved = last_setup(game, combat_id)
    units = units_of(game)
    if saved is None:
        pairs = [(i, "a") for i in combat.units_a] + [(i, "b") for i in combat.units_b]
        pairs = [(i, s) for i, s in pairs if i in units]
        if not pairs:
            return None
        saved = MeleeSetup(
            tuple(FighterSetup.from_unit(units[i], s) for i, s in pairs),
            measured_contacts(pairs, units),
        )
    return replace(saved, fighters=tuple(replace(f, charging=None) for f in saved.fighters))


# ============================================================================ planning


def _refused(
    inputs: MeleeInputs,
    combat_id: int | None,
    number: int,
    out_of_phase: bool,
    reason: Refusal,
    setup: MeleeSetup | None = None,
) -> RoundEntry:
    return RoundEntry(
        inputs,
        combat_id,
        number,
        EntryState.REFUSED,
        reason,
        setup=setup,
        out_of_phase=out_of_phase,
    )


def _charging(
    setup: MeleeSetup,
    charges: dict[tuple[int, int], int],
    fought: set[int],
) -> tuple[FighterState, ...]:
    """MEL-3 "charging" for each fighter: the players' word, else this turn's charges
    (a charge that reached an enemy of this melee, if the unit has not fought a round
    since: the bonus is for the round the charge arrives in)."""
    out = []
    for f in setup.fighters:
        enemies = setup.ids("b" if f.side == "a" else "a")
        event = next((charges[(f.unit_id, e)] for e in enemies if (f.unit_id, e) in charges), None)
        by_charge = event is not None and f.unit_id not in fought
        if f.charging is not None:
            out.append(FighterState(f.unit_id, f.side, f.charging, PLAYERS, by_charge, event))
        elif by_charge:
            out.append(FighterState(f.unit_id, f.side, True, CHARGE, True, event))
        else:
            out.append(FighterState(f.unit_id, f.side, False, NOT_CHARGING, False, event))
    return tuple(out)


def _expected_casualties(plan: RoundPlan, ruleset: Ruleset) -> tuple[tuple[int, Fraction], ...]:
    """MEL-11: the hits each unit expects to take, as casualties when one hit is one
    casualty [choice] (otherwise none are marked)."""
    out: dict[int, Fraction] = {}
    for g in plan.groups:
        out.setdefault(g.id, Fraction(0))
    if ruleset.hits_are_casualties:
        for a in plan.attacks:
            out[a.target] = out.get(a.target, Fraction(0)) + a.expected_hits
    return tuple(sorted(out.items()))


def _round(
    game: Game,
    inputs: MeleeInputs,
    combat: queries.CombatInfo | None,
    combats: tuple[queries.CombatInfo, ...],
    rounds: list[event_kinds.MeleeRound],
    turn_rounds: list[event_kinds.MeleeRound],
    out_of_phase: bool,
) -> RoundEntry:
    number = 1 if combat is None else combat.round + 1
    combat_id = None if combat is None else combat.id

    def refuse(key: str, text: str, rule: str, unit_id: int | None = None) -> RoundEntry:
        reason = Refusal(key, text, rule, unit_id)
        return _refused(inputs, combat_id, number, out_of_phase, reason, inputs.setup)

    if combat is not None and not combat.is_open:
        return refuse(
            "combat_over",
            "this combat is over (a side broke or the players ended it): no more rounds — "
            "start a new melee from the battlefield",
            "MEL-11",
        )
    setup = inputs.setup
    if setup is None or not setup.fighters:
        return refuse("no_fighters", "no units set up yet: select the units in contact", "MEL-2")
    units = units_of(game)
    for f in setup.fighters:
        if f.unit_id not in units:
            return refuse(
                "unit_gone", f"unit {f.unit_id} is no longer in the order of battle", "MEL-1"
            )
    for other in combats:
        if other.id == combat_id or not other.is_open:
            continue
        engaged = set(other.units_a) | set(other.units_b)
        clash = next((f.unit_id for f in setup.fighters if f.unit_id in engaged), None)
        if clash is not None:
            return refuse(
                "in_other_combat",
                f"{units[clash].name} already fights in combat {other.id}: take that "
                "combat up instead",
                "MEL-2",
                clash,
            )
    if combat is not None and (
        set(combat.units_a) & set(setup.ids("b")) or set(combat.units_b) & set(setup.ids("a"))
    ):
        return refuse(
            "sides_swapped", "the sides are swapped against this combat's side A and B", "MEL-10"
        )
    if not setup.ids("a") or not setup.ids("b"):
        return refuse("two_sides", "a melee needs two sides: a unit of each army", "MEL-2")
    if not setup.contacts:
        return refuse(
            "no_contact",
            "no unit touches an enemy yet: no round and no odds before a contact — "
            "measure the contacts or add one",
            "MEL-2",
        )
    ruleset = game_ruleset(game)
    fought = {i for e in turn_rounds for i in (*e.units_a, *e.units_b)}
    fighters = _charging(setup, charge_events_this_turn(game), fought)
    charging = {f.unit_id: f.charging for f in fighters}
    decided = replace(
        setup,
        fighters=tuple(replace(f, charging=charging[f.unit_id]) for f in setup.fighters),
    )
    # MEL-3/MEL-10: an open combat's own previous winner; a new one, the players' word.
    last_winner = setup.last_winner if combat is None else combat.last_winner
    # MEL-10 [choice]: the defender stays the one of the combat's first round.
    defender = setup.defender
    if defender is None and combat is not None:
        first = next((e for e in rounds if e.defender is not None), None)
        defender = None if first is None or first.defender is None else first.defender.value
    # (A new combat's defender stays as the players gave it, None: MeleeSetup.defending_side.)
    decided = replace(decided, last_winner=last_winner, defender=defender)
    try:
        plan = plan_round(decided, units, ruleset, busy=busy_units(game, combat_id))
    except (InvalidField, RuleInputError) as exc:
        return refuse("setup", str(exc), getattr(exc, "rule", "MEL-2") or "MEL-2")
    return RoundEntry(
        inputs,
        combat_id,
        number,
        EntryState.PENDING,
        setup=decided,
        fighters=fighters,
        plan=plan,
        casualties=_expected_casualties(plan, ruleset),
        out_of_phase=out_of_phase,
    )


def _break_tests(
    game: Game, combat: queries.CombatInfo | None, rounds: list[event_kinds.MeleeRound]
) -> tuple[BreakEntry, ...]:
    """MEL-11/MEL-4: the losers of the combat's latest round, one test per unit or
    hedgehog; done once a break test after that round names one of its units."""
    if combat is None or not rounds:
        return ()
    last = rounds[-1]
    if last.winner is None:  # a draw: nobody lost (MEL-10)
        return ()
    loser = "b" if last.winner.value == "a" else "a"
    groups: list[tuple[int, tuple[int, ...], bool]] = []
    saved = None
    if last.setup is not None:
        try:
            saved = MeleeSetup.from_json(last.setup)
        except InvalidField:
            saved = None
    if saved is not None:
        groups = [(gid, m, hog) for gid, (side, m, hog) in _groups(saved).items() if side == loser]
    else:
        groups = [(i, (i,), False) for i in (last.units_a if loser == "a" else last.units_b)]
    tests = [
        t
        for t in _typed(queries.events(game, kind=BREAK_KIND), event_kinds.BreakTest)
        if t.combat_id == combat.id and t.id is not None and last.id is not None and t.id > last.id
    ]
    out = []
    for gid, members, hog in groups:
        done = next((t for t in tests if any(k in members for k, _ in t.entered)), None)
        if done is not None:
            passed = next(p for k, p in done.entered if k in members)
            out.append(
                BreakEntry(combat.id, last.round, gid, members, hog, EntryState.DONE, passed, done)
            )
        elif combat.is_open:
            out.append(BreakEntry(combat.id, last.round, gid, members, hog, EntryState.PENDING))
    return tuple(out)


def plan_melee(game: Game, inputs: MeleeInputs) -> MeleePlan:
    """Every number of the melee tool for ``inputs``, from the game file (see the module)."""
    if not isinstance(inputs, MeleeInputs):
        raise InvalidField("inputs", inputs, "must be MeleeInputs")
    # One moment of the file; inside an action (``resolve_melee``, a batch) its own
    # connection, so the plan sees what the action has written (``Game.read``).
    with game.read():
        return _plan(game, inputs)


def _plan(game: Game, inputs: MeleeInputs) -> MeleePlan:
    info = queries.game_info(game)
    every = queries.combats(game, open_only=False)
    combat = None
    if inputs.combat_id is not None:
        combat = next((c for c in every if c.id == inputs.combat_id), None)
        if combat is None:
            raise InvalidField("combat_id", inputs.combat_id, "no such combat")
    out_of_phase = not in_phase(ROUND_KIND, info.phase)
    rounds = [] if combat is None else _rounds_of(game, combat.id)
    turn_rounds = [
        e
        for e in _typed(
            queries.events(game, turn=info.turn, kind=ROUND_KIND), event_kinds.MeleeRound
        )
    ]
    entry = _round(game, inputs, combat, every, rounds, turn_rounds, out_of_phase)
    done = tuple(DoneRound(e) for e in rounds if e.turn == info.turn)
    return MeleePlan(
        inputs,
        info.turn,
        info.phase,
        out_of_phase,
        combat,
        entry,
        done,
        _break_tests(game, combat, rounds),
        tuple(c for c in every if c.is_open),
    )


__all__ = [
    "CHARGE",
    "NOT_CHARGING",
    "PHASE",
    "PLAYERS",
    "SIDES",
    "BreakEntry",
    "DoneRound",
    "EntryState",
    "FighterState",
    "MeleeInputs",
    "MeleePlan",
    "Refusal",
    "RoundEntry",
    "busy_units",
    "charge_events_this_turn",
    "charges_this_turn",
    "continue_setup",
    "game_ruleset",
    "last_setup",
    "plan_melee",
    "setup_from_charge",
    "units_of",
]

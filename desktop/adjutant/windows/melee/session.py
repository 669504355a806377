"""The melee tool's session: the players' current set-up and its plan, no widgets (issue 14).

For :class:`adjutant.windows.melee.MeleeWindow` (and tests without a window). A
:class:`MeleeSession` holds what the players are setting up — the units in the melee, the
contacts, their corrections, the supporters they add or remove, the combat it continues —
and the store's plan for it (``melee_services.plan_melee``: every number the window
shows). It reads the game through the store's queries and planner only; it changes
nothing in the file (the window records through undoable services).

What undo and redo must restore is kept here: the set-up each round was resolved with
(undoing a combat's first round brings that set-up back as a new melee; redoing it takes
the combat up again), and the fields the players corrected (kept over the order of
battle while it changes under them).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from adjutant.qtmodels.formatting import refusal_reason
from adjutant.rules.shapes import Quarter
from adjutant.store.errors import InvalidField
from adjutant.store.read import queries
from adjutant.store.tools.melee import recorder as melee_services

if TYPE_CHECKING:
    from adjutant.rules.ruleset import Ruleset
    from adjutant.store import Game
    from adjutant.store.events import kinds as event_kinds

#: The fighter fields the players may correct for a round (MEL-1..3, MEL-8/9).
CORRECTABLE = ("unit_type", "size", "formation", "status")


class MeleeSession:
    """The set-up being edited and its plan. Call :meth:`reload` after any change."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.units: dict[int, queries.UnitInfo] = {}
        self.side_names: dict[int, str] = {}
        self.combat_id: int | None = None
        self.setup: melee_services.MeleeSetup | None = None
        self.plan: melee_services.MeleePlan | None = None
        self.ruleset: Ruleset | None = None
        self.error = ""
        # Fighter fields the players corrected (kept over the order of battle).
        self._corrected: dict[int, set[str]] = {}
        # The set-up each round was resolved with, by (combat id, round): undo restores it.
        self._before_round: dict[tuple[int, int], melee_services.MeleeSetup] = {}
        self._vanished: tuple[int, melee_services.MeleeSetup | None] | None = None

    # ---------------------------------------------------------------- reading

    def open(self, game: Game | None) -> None:
        """A game was opened (or closed: None): start afresh."""
        self.game = game
        self.combat_id, self.setup = None, None
        self._corrected, self._before_round, self._vanished = {}, {}, None
        self.reload()

    def reload(self) -> None:
        """Re-read the game (units, combats) and plan the set-up again."""
        if self.game is None:
            self.units, self.side_names, self.plan, self.ruleset = {}, {}, None, None
            return
        self.ruleset = melee_services.game_ruleset(self.game)
        oob = queries.order_of_battle(self.game)
        self.side_names = {side.id: side.name for side in oob.sides}
        self.units = {u.id: u for side in oob.sides for u in side.all_units()}
        every = {c.id: c for c in queries.combats(self.game, open_only=False)}
        if self.combat_id is not None and self.combat_id not in every:
            # Its first round was undone: back to the set-up of that round, a new melee.
            before = self._before_round.get((self.combat_id, 1))
            self._vanished = (self.combat_id, self.setup)
            if before is not None:
                self.setup = before
            self.combat_id = None
        elif self.combat_id is None and self._vanished is not None:
            # Redo of a first round: take the combat up again where it was.
            vanished_id, vanished_setup = self._vanished
            if vanished_id in every and self.setup == self._before_round.get((vanished_id, 1)):
                self.combat_id, self.setup = vanished_id, vanished_setup
            self._vanished = None
        if self.setup is not None:
            self.setup = self._refreshed(self.setup)
        self.replan()

    def _refreshed(self, setup: melee_services.MeleeSetup) -> melee_services.MeleeSetup | None:
        """The fighters' values as the order of battle has them now, except the ones the
        players corrected here; units deleted since drop out."""
        fighters = []
        for f in setup.fighters:
            unit = self.units.get(f.unit_id)
            if unit is None:
                continue
            fresh = melee_services.FighterSetup.from_unit(unit, f.side, f.charging)
            kept = {k: getattr(f, k) for k in self._corrected.get(f.unit_id, ())}
            fighters.append(replace(fresh, **kept))
        if not fighters:
            return None
        ids = {f.unit_id for f in fighters}
        return replace(
            setup,
            fighters=tuple(fighters),
            contacts=tuple(c for c in setup.contacts if {c.a, c.b} <= ids),
            overrides=tuple(
                o for o in setup.overrides if o.fighter in ids and o.candidate in self.units
            ),
        )

    def inputs(self, *, out_of_phase: bool = False) -> melee_services.MeleeInputs:
        return melee_services.MeleeInputs(self.setup, self.combat_id, out_of_phase)

    def replan(self) -> None:
        self.plan, self.error = None, ""
        if self.game is None:
            return
        try:
            self.plan = melee_services.plan_melee(self.game, self.inputs())
        except InvalidField as exc:  # e.g. the combat taken up is gone
            self.error = refusal_reason(exc)  # in the user's language where the store says it
            self.combat_id = None
            self.plan = melee_services.plan_melee(self.game, self.inputs())

    @property
    def round(self) -> melee_services.RoundEntry | None:
        return None if self.plan is None else self.plan.round

    @property
    def round_plan(self) -> melee_services.RoundPlan | None:
        """The round's numbers (groups, attacks, supports, odds), None when refused."""
        return None if self.plan is None else self.plan.round.plan

    # ---------------------------------------------------------------- labels

    def name(self, unit_id: int) -> str:
        unit = self.units.get(unit_id)
        return unit.name if unit is not None else f"#{unit_id}"

    def army(self, side: str) -> str:
        """The army name of side "a" or "b" of the set-up ("" if none yet)."""
        ids = self.setup.ids(side) if self.setup else ()
        unit = self.units.get(ids[0]) if ids else None
        return self.side_names.get(unit.side_id, "") if unit is not None else ""

    def side_of(self, unit_id: int) -> str:
        """The melee side ("a" / "b") a unit joins: side A is the side of the first fighter."""
        if self.setup is None or not self.setup.fighters:
            return "a"
        first = self.units[self.setup.fighters[0].unit_id]
        return "a" if self.units[unit_id].side_id == first.side_id else "b"

    # ---------------------------------------------------------------- set-up

    def start(self, unit_ids: Iterable[int]) -> bool:
        """A new melee: these units and every enemy touching them on the battlefield, the
        contacts as measured, "charging" as this turn's charges say (the store decides,
        MEL-3). False when no unit given is on the battlefield."""
        if self.game is None:
            return False
        found = melee_services.engagement_from(unit_ids, self.units)
        if not found:
            return False
        fighters = tuple(
            melee_services.FighterSetup.from_unit(self.units[i], side) for i, side in found
        )
        self.combat_id = None
        self._corrected = {}
        self.setup = melee_services.MeleeSetup(
            fighters, melee_services.measured_contacts(found, self.units)
        )
        self.replan()
        return True

    def start_from_charge(self, charge_id: int) -> None:
        """A new melee as this turn's charge ``charge_id`` brings it on (issue 22): the
        store's set-up (``melee_services.setup_from_charge``: the charger charging, the
        contacts from the battlefield). Raises ``InvalidField`` for a charge that reached
        nothing this turn (nothing changes then); no game open: nothing changes."""
        if self.game is None:
            return
        setup = melee_services.setup_from_charge(self.game, charge_id)
        self.combat_id = None
        self._corrected = {}
        self.setup = setup
        self.replan()

    def take_up(self, combat_id: int | None) -> None:
        """Continue an open combat (None: a new melee): its last round's set-up, with the
        corrections saved there kept where they differ from the order of battle."""
        if combat_id is None or self.game is None:
            self.combat_id, self.setup = None, None
            self.replan()
            return
        saved = melee_services.continue_setup(self.game, combat_id)
        self._corrected = {}
        for f in saved.fighters if saved else ():
            unit = self.units.get(f.unit_id)
            if unit is not None:
                fresh = melee_services.FighterSetup.from_unit(unit, f.side)
                self._corrected[f.unit_id] = {
                    k for k in ("unit_type", "formation") if getattr(f, k) != getattr(fresh, k)
                }
        self.combat_id = combat_id
        self.setup = None if saved is None else self._refreshed(saved)
        self.replan()

    def _set(self, setup: melee_services.MeleeSetup | None) -> None:
        self.setup = setup
        self.replan()

    def add_fighter(self, unit_id: int) -> None:
        if unit_id not in self.units:
            return
        setup = self.setup or melee_services.MeleeSetup(())
        if setup.fighter(unit_id) is not None:
            return
        side = self.side_of(unit_id)
        fighters = (
            *setup.fighters,
            melee_services.FighterSetup.from_unit(self.units[unit_id], side),
        )
        pairs = [(f.unit_id, f.side) for f in fighters]
        new = [
            c for c in melee_services.measured_contacts(pairs, self.units) if unit_id in (c.a, c.b)
        ]
        self._set(replace(setup, fighters=fighters, contacts=(*setup.contacts, *new)))

    def remove_fighter(self, unit_id: int) -> None:
        if self.setup is None:
            return
        setup = self.setup
        fighters = tuple(f for f in setup.fighters if f.unit_id != unit_id)
        if not fighters:
            self._set(None)
            return
        self._set(
            replace(
                setup,
                fighters=fighters,
                contacts=tuple(c for c in setup.contacts if unit_id not in (c.a, c.b)),
                overrides=tuple(
                    o for o in setup.overrides if unit_id not in (o.fighter, o.candidate)
                ),
            )
        )

    def correct_fighter(self, unit_id: int, **fields: object) -> None:
        """The players correct a fighter for this round (order, status, type, size)."""
        if self.setup is None or self.setup.fighter(unit_id) is None:
            return
        unknown = set(fields) - set(CORRECTABLE)
        if unknown:
            raise ValueError(f"not a correctable field: {sorted(unknown)}")
        self._corrected.setdefault(unit_id, set()).update(fields)
        # The values are the vocabulary's strings as the players chose them: FighterSetup
        # checks each one and turns it into its enum (__post_init__), so no type here.
        fighters = tuple(
            replace(f, **fields) if f.unit_id == unit_id else f  # type: ignore[arg-type]
            for f in self.setup.fighters
        )
        self._set(replace(self.setup, fighters=fighters))

    def set_charging(self, unit_id: int, charging: bool) -> None:
        """The players' word on "charging" (MEL-3); the same as the charges say drops it."""
        entry = self.round
        state = entry.fighter(unit_id) if entry is not None else None
        if self.setup is None or self.setup.fighter(unit_id) is None:
            return
        word: bool | None = charging
        if state is not None and state.by_charge == charging:
            word = None  # back to what this turn's charges say
        fighters = tuple(
            replace(f, charging=word) if f.unit_id == unit_id else f for f in self.setup.fighters
        )
        self._set(replace(self.setup, fighters=fighters))

    def set_contact(
        self, a: int, b: int, side_of_b: Quarter = Quarter.FRONT, side_of_a: Quarter = Quarter.FRONT
    ) -> None:
        """A chosen contact: ``a`` touches ``side_of_b`` of ``b`` and ``b`` touches
        ``side_of_a`` of ``a``; it replaces a measured one for the same pair."""
        fighter_a = None if self.setup is None else self.setup.fighter(a)
        fighter_b = None if self.setup is None else self.setup.fighter(b)
        if self.setup is None or fighter_a is None or fighter_b is None:
            return
        if fighter_a.side == fighter_b.side:
            return
        if fighter_a.side == "b":
            a, b, side_of_a, side_of_b = b, a, side_of_b, side_of_a
        contacts = [c for c in self.setup.contacts if (c.a, c.b) != (a, b)]
        contacts.append(melee_services.Contact(a, b, side_of_b, side_of_a, measured=False))
        self._set(replace(self.setup, contacts=tuple(contacts)))

    def remove_contact(self, a: int, b: int) -> None:
        if self.setup is not None:
            contacts = tuple(c for c in self.setup.contacts if {c.a, c.b} != {a, b})
            self._set(replace(self.setup, contacts=contacts))

    def measure_contacts(self) -> None:
        """Every contact read from the battlefield again (the chosen ones dropped)."""
        if self.setup is not None:
            pairs = [(f.unit_id, f.side) for f in self.setup.fighters]
            self._set(
                replace(self.setup, contacts=melee_services.measured_contacts(pairs, self.units))
            )

    def set_last_winner(self, side: str | None) -> None:
        """MEL-3: the winner of a previous round fought before this melee was set up (a new
        melee only: an open combat's own winner counts)."""
        if self.setup is not None:
            self._set(replace(self.setup, last_winner=side))

    def set_defender(self, side: str | None) -> None:
        """MEL-10 [choice]: the side that takes a tie when ties are not draws (None: the
        side that did not charge, else the combat's first defender, else side B)."""
        if self.setup is not None:
            self._set(replace(self.setup, defender=side))

    # ---------------------------------------------------------------- supports

    def add_supporter(self, fighter: int, candidate: int, quarter: Quarter) -> None:
        """The players say ``candidate`` supports ``fighter`` from ``quarter`` (manual; the
        rules still apply MEL-7..9 to it)."""
        self._override(
            fighter,
            candidate,
            melee_services.SupportOverride(fighter, candidate, melee_services.ADD, quarter),
        )

    def remove_supporter(self, fighter: int, candidate: int) -> None:
        self._override(
            fighter,
            candidate,
            melee_services.SupportOverride(fighter, candidate, melee_services.REMOVE),
        )

    def clear_override(self, fighter: int, candidate: int) -> None:
        """Back to the verdict as measured."""
        self._override(fighter, candidate, None)

    def _override(
        self, fighter: int, candidate: int, override: melee_services.SupportOverride | None
    ) -> None:
        if self.setup is None:
            return
        rest = tuple(
            o for o in self.setup.overrides if (o.fighter, o.candidate) != (fighter, candidate)
        )
        self._set(replace(self.setup, overrides=rest if override is None else (*rest, override)))

    def override_of(self, fighter: int, candidate: int) -> melee_services.SupportOverride | None:
        if self.setup is None:
            return None
        return next(
            (o for o in self.setup.overrides if (o.fighter, o.candidate) == (fighter, candidate)),
            None,
        )

    # ---------------------------------------------------------------- after a record

    def round_recorded(self, event: event_kinds.MeleeRound) -> None:
        """The round was recorded (``events.MeleeRound``): the same fight goes on, its
        next round planned from the combat (its winner's +1, no charging: MEL-3)."""
        if self.setup is None:
            return
        self._before_round[(event.combat_id, event.round)] = self.setup
        self.combat_id = event.combat_id
        self.setup = replace(
            self.setup,
            fighters=tuple(replace(f, charging=None) for f in self.setup.fighters),
            last_winner=None,
        )
        self.reload()

    # ---------------------------------------------------------------- lists for editors

    def units_not_fighting(self) -> list[queries.UnitInfo]:
        return [
            u for u in self.units.values() if self.setup is None or self.setup.fighter(u.id) is None
        ]

    def friends_of(self, group_id: int) -> list[queries.UnitInfo]:
        """Units of ``group_id``'s army outside the melee: who may be named a supporter."""
        plan = self.round_plan
        group = plan.group(group_id) if plan else None
        own = self.units.get(group_id)
        if group is None or own is None:
            return []
        members = set(group.members)
        fighting = set(self.setup.ids("a") + self.setup.ids("b")) if self.setup else set()
        return [
            u
            for u in self.units.values()
            if u.side_id == own.side_id and u.id not in members and u.id not in fighting
        ]


__all__ = ["CORRECTABLE", "MeleeSession"]

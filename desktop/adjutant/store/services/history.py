"""The game as it stood at the end of a past turn, rebuilt from the undo journal (issue 7).

For the turn summary (``adjutant.windows.summary``): "units lost, broken or
disordered this turn" and "the battlefield at the end of the turn". Status edits
in the order of battle write no event, so events alone cannot say which units
broke; the journal can: every action keeps the before and after image of each
row it touched, and the ``game`` row's image carries the turn the action was
taken in. Starting from the rows as they are now and writing back, newest first,
the before images of every action taken after turn ``T`` gives the rows as they
were when turn ``T`` ended. Nothing is written: this is a read-only query (one
short transaction), the same shape as ``adjutant.store.read.queries``.

Units and terrain are returned as plain frozen dataclasses holding no session.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import select

from adjutant.store.file.game import Game
from adjutant.store.file.journal import encode
from adjutant.store.file.models import (
    Action,
    ActionRow,
    Base,
    FootprintRow,
    Formation,
    GameMeta,
    Side,
    TableRow,
    Terrain,
    Unit,
)
from adjutant.store.read.queries import FootprintInfo, TerrainInfo

if TYPE_CHECKING:
    from sqlalchemy import Table
    from sqlalchemy.orm import Session

__all__ = [
    "LOSS_STATUSES",
    "GameHistory",
    "SideState",
    "TurnState",
    "UnitChange",
    "UnitState",
    "turn_states",
    "unit_changes",
]

#: The tables a past state is rebuilt for (the game row only dates the actions).
_TABLES = {
    "units": Unit,
    "formations": Formation,
    "footprints": FootprintRow,
    "terrain": Terrain,
    "battlefield": TableRow,
    "sides": Side,
}
#: Statuses the summary reports as a loss, worst last (units.status values).
LOSS_STATUSES = ("disordered", "broken", "destroyed")


@dataclass(frozen=True, slots=True)
class UnitState:
    """One unit as it stood at a moment of the game."""

    id: int
    side_id: int | None
    name: str
    status: str
    casualties: int
    token: str | None
    footprint: FootprintInfo | None


@dataclass(frozen=True, slots=True)
class SideState:
    id: int
    name: str
    position: int
    colour: str | None


@dataclass(frozen=True, slots=True)
class TurnState:
    """The battlefield and the order of battle's units at the end of ``turn``
    (``turn`` 0 = before the first action of the game)."""

    turn: int
    width: float
    height: float
    sides: tuple[SideState, ...]  # by position
    units: Mapping[int, UnitState]  # every unit in the order of battle then
    terrain: tuple[TerrainInfo, ...]


@dataclass(frozen=True, slots=True)
class UnitChange:
    """A unit whose status or casualties got worse during a turn, or that was removed."""

    unit_id: int
    side_id: int | None
    name: str
    status_before: str
    status_after: str | None  # None: no longer in the order of battle
    casualties_before: int
    casualties_after: int

    @property
    def removed(self) -> bool:
        return self.status_after is None


def _rows(s: Session, model: type[Base]) -> dict[tuple[Any, ...], dict[str, Any]]:
    table = cast("Table", model.__table__)  # a declarative model's table
    pk_cols = [c.name for c in table.primary_key.columns]
    out = {}
    for row in s.execute(select(table)).mappings():
        image = encode(table, row)
        out[tuple(image[c] for c in pk_cols)] = image
    return out


def _state(turn: int, rows: dict[str, dict[tuple[Any, ...], dict[str, Any]]]) -> TurnState:
    side_of_formation = {f["id"]: f["side_id"] for f in rows["formations"].values()}
    fps = rows["footprints"]
    units = {}
    for (uid,), u in sorted(rows["units"].items()):
        fp = fps.get((uid,))
        units[uid] = UnitState(
            uid,
            side_of_formation.get(u["formation_id"]),
            u["name"],
            u["status"],
            int(u["casualties"] or 0),
            u["token"],
            None
            if fp is None
            else FootprintInfo(fp["x"], fp["y"], fp["facing"], fp["width"], fp["depth"]),
        )
    table = rows["battlefield"].get((1,)) or {"width": 72.0, "height": 48.0}
    sides = tuple(
        SideState(v["id"], v["name"], v["position"], v.get("colour"))  # schema 1 had none
        for v in sorted(rows["sides"].values(), key=lambda v: v["position"])
    )
    terrain = tuple(
        TerrainInfo(
            t["id"],
            t["name"],
            t["kind"],
            tuple((float(x), float(y)) for x, y in t["points"]),
            bool(t["blocks_view"]),
        )
        for _, t in sorted(rows["terrain"].items())
    )
    return TurnState(turn, float(table["width"]), float(table["height"]), sides, units, terrain)


def _check_image(game: Game, r: Any) -> None:
    """A journal row as the services wrote it, else DamagedGame naming it (issue 16): the
    images are written back into past states, and not checked when the game opened."""
    from adjutant.store.errors import damaged_by
    from adjutant.store.read.stored import image_problems

    where = f"journal row {r.id}"
    key = r.pk[0] if isinstance(r.pk, list) and len(r.pk) == 1 else None
    if isinstance(key, bool) or not isinstance(key, int | str):
        raise damaged_by(game.path, [f"{where}: pk: must be the row's key, [id]"])
    if r.table_name in _TABLES or r.table_name == "game":
        problems = image_problems(r.table_name, r.before, f"{where} ({r.table_name} {r.pk[0]})")
        if problems:
            raise damaged_by(game.path, problems)


class GameHistory:
    """One read (one short transaction) of the rows as they are now and of the undo
    journal's kept (not undone) actions: the turn each ran in and the row images it wrote.

    :attr:`played_turns` says which turns something was done in; :meth:`states` rebuilds
    the end of any turns from this one read (the whole-game summary needs both).
    """

    def __init__(self, game: Game) -> None:
        with game.transaction() as s:
            self._rows = {name: _rows(s, model) for name, model in _TABLES.items()}
            # The game row (id 1): a file without it does not open (Game._check_readable).
            self.current_turn: int = cast(GameMeta, s.get(GameMeta, 1)).turn
            self._actions = list(
                s.execute(
                    select(Action.id).where(Action.undone.is_(False)).order_by(Action.id)
                ).scalars()
            )
            query = (
                select(
                    ActionRow.id,
                    ActionRow.action_id,
                    ActionRow.table_name,
                    ActionRow.pk,
                    ActionRow.before,
                )
                .join(Action, Action.id == ActionRow.action_id)
                .where(Action.undone.is_(False))
                .order_by(ActionRow.action_id, ActionRow.seq)
            )
            try:
                journal_rows = s.execute(query).all()
            except (ValueError, TypeError) as exc:  # its JSON is not JSON (issue 16)
                from adjutant.store.errors import damaged_by

                raise damaged_by(
                    game.path, [f"journal rows: pk or before: is not valid JSON ({exc})"]
                ) from None
        self._images: dict[int, list[tuple[str, tuple[Any, ...], dict[str, Any] | None]]] = {
            a: [] for a in self._actions
        }
        self._turn_of: dict[int, int] = {}
        for r in journal_rows:
            _check_image(game, r)
            if r.table_name == "game" and r.before is not None:
                self._turn_of[r.action_id] = int(r.before.get("turn", 1))
            elif r.table_name in _TABLES:
                self._images[r.action_id].append((r.table_name, tuple(r.pk), r.before))
        # Actions without a game row (none today) take the turn of the action before them.
        last = 1
        for a in self._actions:
            last = self._turn_of.setdefault(a, last)

    @property
    def played_turns(self) -> tuple[int, ...]:
        """The turns, from 1 to the current one, in which a kept action ran; in order.

        Ending a turn is itself an action of that turn, so in a game played through the
        window every past turn is here. A turn that is not looks exactly like the one
        before it: the whole-game summary leaves it out, so its length follows what was
        done, never the turn number a file holds (a damaged "turn 144346", issue 16).
        """
        return tuple(sorted({t for t in self._turn_of.values() if 1 <= t <= self.current_turn}))

    def states(self, turns: Sequence[int]) -> dict[int, TurnState]:
        """The state at the end of each turn in ``turns`` (0 = the game's starting state).

        An action belongs to the turn its ``game`` row said before it ran (so "next turn"
        closes the turn it ends). Undone actions are not part of the game and are skipped.
        A turn at or after the current one gives the state as it is now.
        """
        wanted = sorted(set(int(t) for t in turns), reverse=True)
        # Rewound below by whole row images: a copy of each table, not of each row.
        rows = {name: dict(table) for name, table in self._rows.items()}
        states: dict[int, TurnState] = {}
        pending = list(reversed(self._actions))  # newest first
        next_undo = 0
        for turn in wanted:
            if turn >= self.current_turn:
                states[turn] = _state(turn, rows)
                continue
            while next_undo < len(pending) and self._turn_of[pending[next_undo]] > turn:
                next_undo += 1
                for table, pk, before in reversed(self._images[pending[next_undo - 1]]):
                    if before is None:
                        rows[table].pop(pk, None)
                    else:
                        rows[table][pk] = before
            states[turn] = _state(turn, rows)
        return states


def turn_states(game: Game, turns: Sequence[int]) -> dict[int, TurnState]:
    """:meth:`GameHistory.states` of one read of ``game``."""
    return GameHistory(game).states(turns)


def unit_changes(before: TurnState, after: TurnState) -> tuple[UnitChange, ...]:
    """Units that became disordered, broken or destroyed, took casualties, or left the
    order of battle between two states (e.g. the ends of turns T-1 and T), by unit id."""
    worse = {status: i for i, status in enumerate(("fresh", *LOSS_STATUSES))}
    out = []
    for uid, old in sorted(before.units.items()):
        new = after.units.get(uid)
        if new is None:
            out.append(UnitChange(uid, old.side_id, old.name, old.status, None, old.casualties, 0))
            continue
        if worse.get(new.status, 0) > worse.get(old.status, 0) or new.casualties > old.casualties:
            out.append(
                UnitChange(
                    uid,
                    new.side_id,
                    new.name,
                    old.status,
                    new.status,
                    old.casualties,
                    new.casualties,
                )
            )
    return tuple(out)

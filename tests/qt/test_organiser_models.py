"""The organiser's item models without a server (issue 26): rows follow a new list by
removals, moves, inserts and dataChanged — never a reset — under qtmodeltester; the
matchup matrix grows and shrinks by rows and columns; the board's minutes move on from
the clock; user strings stay plain text."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from PySide6.QtCore import QModelIndex, Qt

from adjutant.qtmodels.formatting import tooltip_text
from adjutant.qtmodels.organiser_models import (
    COL_MARGIN,
    COL_PLAYER,
    COL_POINTS,
    COL_SOS,
    COL_WDL,
    BoardModel,
    HeardRole,
    MatchupModel,
    StandingsModel,
    StatusRole,
    points_text,
)
from adjutant.qtmodels.synced_rows import SyncedRowsModel


@dataclass(frozen=True)
class Row:
    key: str
    rank: int
    player: str
    player_code: str | None = None
    club: str | None = None
    faction: str | None = "Elves"
    games: int = 1
    wins: int = 1
    draws: int = 0
    losses: int = 0
    event_points: Decimal = Decimal(3)
    vp_for: int = 20
    vp_against: int = 10
    margin: int = 10
    sos: Decimal = Decimal(0)


def rows(*names: str) -> list[Row]:
    return [Row(n, i + 1, n) for i, n in enumerate(names)]


class Signals:
    def __init__(self, model) -> None:
        self.seen: list[str] = []
        model.modelAboutToBeReset.connect(lambda: self.seen.append("reset"))
        model.layoutAboutToBeChanged.connect(lambda *_: self.seen.append("layout"))
        model.rowsInserted.connect(lambda _p, a, b: self.seen.append(f"insert {a}-{b}"))
        model.rowsRemoved.connect(lambda _p, a, b: self.seen.append(f"remove {a}-{b}"))
        model.rowsMoved.connect(lambda _p, a, b, _d, to: self.seen.append(f"move {a}->{to}"))
        model.dataChanged.connect(lambda tl, _br, *_: self.seen.append(f"change {tl.row()}"))


def names(model) -> list[str]:
    return [model.item(r).key for r in range(model.rowCount())]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("ABCD", "ABCD"),
        ("ABCD", "DCBA"),
        ("ABCD", "ACD"),
        ("ABCD", "EABCD"),
        ("ABCD", "BXDA"),
        ("", "ABC"),
        ("ABC", ""),
        ("ABCDEFG", "GFAEXBY"),
    ],
)
def test_sync_follows_by_rows_never_by_reset(qtmodeltester, before, after):
    model = StandingsModel()
    model.sync(rows(*before))
    qtmodeltester.check(model)
    signals = Signals(model)
    model.sync(rows(*after))
    assert names(model) == list(after)
    assert "reset" not in signals.seen and "layout" not in signals.seen
    if before == after:
        assert signals.seen == []


def test_a_changed_value_is_one_data_changed(qtmodeltester):
    model = StandingsModel()
    model.sync(rows("A", "B", "C"))
    qtmodeltester.check(model)
    signals = Signals(model)
    changed = [model.item(0), replace(model.item(1), event_points=Decimal(7)), model.item(2)]
    model.sync(changed)
    assert signals.seen == ["change 1"]
    assert model.index(1, COL_POINTS).data() == "7"
    with pytest.raises(ValueError):
        model.sync(rows("A", "A"))


def test_standings_cells_words_and_sort_values():
    model = StandingsModel()
    hostile = '<img src="file:///etc/passwd"> <b>Bold</b>'
    row = Row(
        "k",
        1,
        hostile,
        player_code="P-1",
        wins=2,
        draws=1,
        losses=3,
        margin=-4,
        event_points=Decimal("3.5"),
        sos=Decimal(12),
    )
    model.sync([row])
    assert model.index(0, COL_PLAYER).data() == hostile  # shown as text by the view
    tip = model.index(0, COL_PLAYER).data(Qt.ItemDataRole.ToolTipRole)
    assert tooltip_text(tip) == f"{hostile} (P-1)"
    assert model.index(0, COL_WDL).data() == "2-1-3"
    assert model.index(0, COL_MARGIN).data() == "-4"
    assert model.index(0, COL_POINTS).data() == points_text(Decimal("3.5"))
    assert model.index(0, COL_SOS).data() == "12"
    assert model.headerData(COL_SOS, Qt.Orientation.Horizontal) == "SoS"
    assert model.index(0, 99).data() is None and model.index(5, 0).data() is None


@dataclass(frozen=True)
class Up:
    faction: str
    against: str
    games: int = 1
    wins: int = 1
    draws: int = 0
    losses: int = 0

    @property
    def rate(self):
        return (self.wins + self.draws / 2) / self.games


def test_matchups_grow_and_shrink_by_rows_and_columns(qtmodeltester):
    model = MatchupModel()
    qtmodeltester.check(model)
    seen: list[str] = []
    model.modelAboutToBeReset.connect(lambda: seen.append("reset"))
    model.set_matchups([Up("Orcs", "Elves"), Up("Elves", "Orcs", wins=0, losses=1)])
    assert model.factions() == ("Elves", "Orcs")
    model.set_matchups(
        [Up("Orcs", "Elves"), Up("Dwarfs", "Orcs"), Up("Orcs", "Dwarfs", 2, 0, 1, 1)]
    )
    assert model.factions() == ("Dwarfs", "Elves", "Orcs")
    assert model.columnCount() == 3
    assert model.index(2, 0).data() == "0-1-1  25 %"
    assert model.index(1, 1).data() == "·"
    model.set_matchups([Up("Dwarfs", "Orcs")])
    assert model.factions() == ("Dwarfs", "Orcs") and seen == []


@dataclass(frozen=True)
class T:
    key: int
    table_no: int
    state: str
    game_uuid: str | None = "g"
    round: int | None = 1
    turn: int | None = 3
    last_heard: datetime | None = None
    head_seq: int = 5
    conflicts: int = 0
    sides: tuple = ()
    end_reason: str | None = None
    has_file: bool = False


def test_the_board_minutes_move_on_from_the_clock(qtmodeltester):
    model = BoardModel()
    now = datetime(2027, 3, 6, 12, 0, tzinfo=UTC)
    playing = T(1, 1, "playing", last_heard=now - timedelta(seconds=90))
    model.set_tiles([playing, T(2, 2, "not_started", game_uuid=None)], now, taken_at=1000.0)
    qtmodeltester.check(model)
    assert model.minutes_ago(playing, now=1000.0) == 1
    assert model.minutes_ago(playing, now=1000.0 + 60) == 2  # a minute later, not read again
    index = model.index(0, 0)
    assert index.data(StatusRole) == "Playing · turn 3"
    assert index.data(HeardRole)  # "N min ago"
    assert model.index(1, 0).data(HeardRole) == ""
    changed: list[int] = []
    model.dataChanged.connect(lambda tl, *_: changed.append(tl.row()))
    model.tick()
    assert changed == [0]  # only the live table's words


def test_a_synced_model_is_flat():
    model = StandingsModel()
    model.sync(rows("A"))
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.columnCount(model.index(0, 0)) == 0
    assert isinstance(model, SyncedRowsModel)
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags

"""The sample game: the battle, a gladiator arena and a made-up CRT, from readable JSON.

For ``adjutant sample OUT.adjutant``, the window's "Open sample" and tests
(issue 3). The data lives in ``resources/samples/`` (sample_battle.json,
gladiator_arena.json, sample_crt.json); this module validates each value with
the services' own checks and writes it as the game's starting state (not an
undoable action: there is nothing before it to go back to).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

from sqlalchemy.orm import Session

from adjutant.paths import resource
from adjutant.rules.ruleset import load_preset
from adjutant.store.file.game import Game
from adjutant.store.file.models import (
    Commander,
    Crt,
    CrtOverride,
    FootprintRow,
    Formation,
    HexBoard,
    HexFigure,
    Side,
    TableRow,
    Terrain,
    Unit,
)
from adjutant.store.format.validate import (
    FORMATION_KINDS,
    TERRAIN_KINDS,
    check_bool,
    check_choice,
    check_int,
    check_name,
    check_number,
    check_unit_fields,
)
from adjutant.store.services.edits import _crt_values, _footprint_values, _points

_GROUP = {
    "commander": "has_commander",
    "standard_bearer": "has_standard_bearer",
    "musician": "has_musician",
}


def load_json(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resource("samples", name).read_text(encoding="utf-8"))
    return data


def _unit_values(data: dict[str, Any]) -> dict[str, Any]:
    fields = {k: v for k, v in data.items() if k not in ("command_group", "footprint")}
    for member in data.get("command_group", []):
        fields[_GROUP[check_choice("command_group", member, tuple(_GROUP))]] = True
    return check_unit_fields(fields)


def _add_formation(
    s: Session,
    side: Side,
    parent: Formation | None,
    data: dict[str, Any],
    position: int,
    by_name: dict[str, Unit],
) -> None:
    f = Formation(
        side_id=side.id,
        parent_id=parent.id if parent else None,
        name=check_name("name", data["name"]),
        kind=check_choice("kind", data.get("kind", "brigade"), FORMATION_KINDS),
        position=position,
    )
    s.add(f)
    s.flush()
    for i, child in enumerate(data.get("formations", [])):
        _add_formation(s, side, f, child, i, by_name)
    for i, udata in enumerate(data.get("units", [])):
        unit = Unit(formation_id=f.id, position=i, **_unit_values(udata))
        s.add(unit)
        s.flush()
        by_name[unit.name] = unit
        if "footprint" in udata:
            fp = udata["footprint"]
            s.add(FootprintRow(unit_id=unit.id, **_footprint_values(type("F", (), fp))))


def load_battle(s: Session, data: dict[str, Any]) -> None:
    """Write a battle (the sample_battle.json layout) into a new game's session."""
    table = cast(TableRow, s.get(TableRow, 1))  # made with the game (writer.initialise)
    table.width = check_number("width", data["table"]["width"], 1)
    table.height = check_number("height", data["table"]["height"], 1)
    sides = sorted(s.query(Side).all(), key=lambda x: x.position)
    for side, sdata in zip(sides, data["sides"], strict=True):
        side.name = check_name("name", sdata["name"])
        side.colour = sdata.get("colour")
        # Replace the default root formation with the file's tree.
        for f in list(side.formations):
            s.delete(f)
        s.flush()
        by_name: dict[str, Unit] = {}
        for i, fdata in enumerate(sdata["formations"]):
            _add_formation(s, side, None, fdata, i, by_name)
        cdata = sdata.get("commander")
        if cdata:
            c = Commander(side_id=side.id, name=check_name("name", cdata["name"]))
            if "unit" in cdata:
                c.unit_id = by_name[cdata["unit"]].id
            else:
                c.x, c.y, c.facing = (check_number(k, cdata[k]) for k in ("x", "y", "facing"))
            s.add(c)
    for tdata in data.get("terrain", []):
        s.add(
            Terrain(
                name=check_name("name", tdata["name"]),
                kind=check_choice("kind", tdata.get("kind", "other"), TERRAIN_KINDS),
                points=_points(tdata["points"]),
                blocks_view=check_bool("blocks_view", tdata.get("blocks_view", True)),
            )
        )


def load_arena(s: Session, data: dict[str, Any]) -> int:
    """Add a hex board and its figures (gladiator_arena.json layout); returns the board id."""
    b = data["board"]
    board = HexBoard(
        name=check_name("name", b["name"]),
        cols=check_int("cols", b["cols"], 1),
        rows=check_int("rows", b["rows"], 1),
    )
    s.add(board)
    s.flush()
    sides = sorted(s.query(Side).all(), key=lambda x: x.position)
    for f in data["figures"]:
        s.add(
            HexFigure(
                board_id=board.id,
                side_id=sides[check_int("side", f["side"], 0, 1)].id,
                name=check_name("name", f["name"]),
                q=check_int("q", f["q"]),
                r=check_int("r", f["r"]),
                facing=check_int("facing", f.get("facing", 0), 0, 5),
                defence_factor=check_int("defence_factor", f["defence_factor"], 1, 6),
            )
        )
    return board.id


def load_crt(s: Session, data: dict[str, Any]) -> int:
    """Add a CRT and its house rules (sample_crt.json layout); returns the CRT id."""
    values = _crt_values(
        data["name"],
        data["die_sides"],
        data["columns"],
        data["cells"],
        data["legend"],
        data.get("notice", ""),
    )
    crt = Crt(**values)
    s.add(crt)
    s.flush()
    for o in data.get("house_rules", []):
        s.add(
            CrtOverride(
                crt_id=crt.id,
                column=check_choice("column", o["column"], tuple(values["columns"])),
                roll=check_int("roll", o["roll"], 1, values["die_sides"]),
                result=check_name("result", o["result"]),
                label=o.get("label", ""),
                enabled=o.get("enabled", True),
            )
        )
    return crt.id


def create_sample(path: Path | str, *, seed: int | None = None) -> Game:
    """A new game file at ``path`` holding the sample battle, the arena and the sample CRT."""
    battle = load_json("sample_battle.json")
    game = Game.create(
        path,
        name=battle["name"],
        ruleset=load_preset(battle.get("ruleset", "combined")),
        side_names=tuple(sd["name"] for sd in battle["sides"]),
        dice_mode=battle.get("dice_mode", "virtual"),
        seed=battle.get("seed") if seed is None else seed,
    )
    try:
        with game.transaction() as s:
            load_battle(s, battle)
            load_arena(s, load_json("gladiator_arena.json"))
            load_crt(s, load_json("sample_crt.json"))
    except BaseException:
        game.close()
        Path(path).unlink(missing_ok=True)
        raise
    return game

"""Hostile and damaged list files are refused with a clear message; the game is unchanged.

Issue 17: an XML bomb, external entities, a zip bomb (declared size and ratio checked
before reading), a zip with several members or a ``..`` path, a 50 MB file, a
truncated file, wrong JSON types. Each is tried through ``adjutant import-list`` on a
real game file, whose bytes must not change, and through ``inspect-list`` (exit 2).
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from list_helpers import digest

from adjutant.cli import run_tool
from adjutant.lists import MAX_FILE_BYTES, ListError, read_list

DATA = Path(__file__).resolve().parents[1] / "data" / "lists"
ROSTER = (DATA / "nested_forces.ros").read_bytes()

BOMB = b"""<?xml version="1.0"?>
<!DOCTYPE roster [
 <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
 <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
 <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
 <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
 <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
]>
<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" name="&e;"/>
"""
EXTERNAL = b"""<?xml version="1.0"?>
<!DOCTYPE roster [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" name="&secret;"/>
"""


def _zip(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in members.items():
            z.writestr(name, data)
    return out.getvalue()


def _json(value) -> bytes:
    return json.dumps(value).encode()


def _nr(selection) -> bytes:
    return _json({"roster": {"name": "x", "forces": [{"name": "f", "selections": [selection]}]}})


HOSTILE = {
    "xml_bomb.ros": (BOMB, "document type or entities"),
    "external_entity.ros": (EXTERNAL, "document type or entities"),
    "zip_bomb.rosz": (_zip({"a.ros": b"<" + b" " * (3 * 1024 * 1024)}), "zip bomb"),
    "two_members.rosz": (_zip({"a.ros": ROSTER, "b.ros": ROSTER}), "holds 2 files"),
    "climbs_out.rosz": (_zip({"../../evil.ros": ROSTER}), "unsafe path"),
    "absolute.rosz": (_zip({"/etc/evil.ros": ROSTER}), "unsafe path"),
    "empty_zip.rosz": (_zip({}), "holds 0 files"),
    "truncated.ros": (ROSTER[: len(ROSTER) // 2], "cut short"),
    "truncated.rosz": (_zip({"a.ros": ROSTER})[:200], "damaged zip"),
    "truncated.json": (b'{"roster": {"name": "x", "forces": [', "cut short"),
    "forces_a_number.json": (_json({"roster": {"name": "x", "forces": 7}}), "should be a list"),
    "roster_a_list.json": (_json({"roster": [1, 2]}), "should be an object"),
    "number_as_text.json": (_nr({"name": "u", "type": "unit", "number": "many"}), "number"),
    "name_an_object.json": (_nr({"name": {"x": 1}, "type": "unit"}), "should be text"),
    "owb_strength_text.owb.json": (
        _json({"army": "x", "core": [{"name_en": "Spearmen", "strength": "lots"}]}),
        "should be a number",
    ),
    "owb_core_an_object_list.owb.json": (_json({"army": "x", "core": [7]}), "an object"),
    "not_a_list.txt": (b"hello, world\nthis is not a list\n", "not an army list"),
    "binary.ros": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
    "empty.ros": (b"", "empty"),
    "catalogue.cat": (
        b'<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema"/>',
        "catalogue",
    ),
    "deep.json": (b'{"roster": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested too deeply"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_list_is_refused_and_the_game_is_unchanged(name, tmp_path, closed_game, capsys):
    data, expected = HOSTILE[name]
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(ListError) as caught:
        read_list(path)
    message = str(caught.value)
    assert message.startswith(f"{name}: ") and expected in message
    before = digest(closed_game)
    assert run_tool("import-list", [str(closed_game), str(path)]) == 2
    err = capsys.readouterr().err
    assert name in err and expected in err and "Traceback" not in err
    assert digest(closed_game) == before
    assert not closed_game.with_name(closed_game.name + "-wal").exists()
    assert run_tool("inspect-list", [str(path), "--json"]) == 2


def test_a_file_over_50_mb_is_refused_before_it_is_read(tmp_path, closed_game, monkeypatch):
    path = tmp_path / "huge.ros"
    with path.open("wb") as fh:  # sparse: costs no disk
        fh.truncate(MAX_FILE_BYTES + 1)
    opened = []
    real_open = Path.open
    monkeypatch.setattr(
        Path, "open", lambda self, *a, **k: opened.append(self) or real_open(self, *a, **k)
    )
    with pytest.raises(ListError, match="too large"):
        read_list(path)
    assert path not in opened
    monkeypatch.undo()
    before = digest(closed_game)
    assert run_tool("import-list", [str(closed_game), str(path)]) == 2
    assert digest(closed_game) == before


def test_a_zip_declaring_a_huge_member_is_refused_before_unpacking(tmp_path):
    """The zip's directory says 60 MB: refused from the directory, nothing inflated."""
    data = bytearray(_zip({"a.ros": ROSTER}))
    # Patch the declared uncompressed size in the central directory (offset 24 of it).
    central = data.rfind(b"PK\x01\x02")
    data[central + 24 : central + 28] = (60 * 1024 * 1024).to_bytes(4, "little")
    path = tmp_path / "liar.rosz"
    path.write_bytes(bytes(data))
    with pytest.raises(ListError, match="unpacks to 60 MB"):
        read_list(path)


def test_a_zip_member_larger_than_declared_is_stopped_at_the_cap(tmp_path, monkeypatch):
    """A zip that lies small: the read stops at the cap (here lowered to 1 MB)."""
    from adjutant.lists import safety

    monkeypatch.setattr(safety, "MAX_FILE_BYTES", 1024 * 1024)
    data = bytearray(_zip({"a.ros": b"<" + b"x" * (3 * 1024 * 1024)}))
    central = data.rfind(b"PK\x01\x02")
    data[central + 24 : central + 28] = (1000).to_bytes(4, "little")
    path = tmp_path / "small_liar.rosz"
    path.write_bytes(bytes(data))
    with pytest.raises(ListError):
        read_list(path)

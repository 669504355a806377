"""Which format a list file is, decided from its content, never its name (issue 17).

For :func:`adjutant.lists.read_bytes`. A ``.rosz`` may be plain XML
(``wh40k8-magnus-notzipped.rosz``), a ``.json`` may be New Recruit's roster or Old
World Builder's list: the first bytes (zip magic, ``<``, ``{``) and then the root
element or the JSON keys decide.
"""

from __future__ import annotations

from typing import Any

from adjutant.lists.model import BATTLESCRIBE, CSV, NEW_RECRUIT, OLD_WORLD_BUILDER, TEXT_FORMATS
from adjutant.lists.safety import (
    EMPTY_ZIP_MAGIC,
    ZIP_MAGIC,
    ListError,
    check_size,
    parse_json,
    parse_xml,
    unzip_one,
)

__all__ = [
    "BATTLESCRIBE",
    "CSV",
    "NEW_RECRUIT",
    "OLD_WORLD_BUILDER",
    "TEXT_FORMATS",
    "open_payload",
    "sniff",
]

ROSTER_NAMESPACE = "http://www.battlescribe.net/schema/rosterSchema"
OWB_CATEGORIES = ("characters", "core", "special", "rare", "mercenaries", "allies")


def _start(data: bytes) -> bytes:
    head = data[:4096]
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    return head.lstrip()


def sniff(data: bytes, name: str) -> str:
    """The format of ``data`` (after unzipping); ListError when it is none Adjutant reads."""
    return open_payload(data, name)[0]


def open_payload(data: bytes, name: str) -> tuple[str, Any]:
    """(format, payload): the parsed XML root, the decoded JSON, the CSV bytes, or a text
    list's lines (format: one of TEXT_FORMATS, issue 27)."""
    check_size(data, name)
    if data.startswith(ZIP_MAGIC) or data.startswith(EMPTY_ZIP_MAGIC):
        _member, data = unzip_one(data, name)
        check_size(data, name)
        if data.startswith(ZIP_MAGIC):
            raise ListError(name, "holds another zip archive, not a roster.")
    head = _start(data)
    if head.startswith(b"<"):
        root = parse_xml(data, name)
        namespace, _, local = root.tag.rpartition("}")
        if local == "roster" and namespace.lstrip("{") == ROSTER_NAMESPACE:
            return BATTLESCRIBE, root
        if local == "roster":
            raise ListError(name, "is a roster in an unknown XML namespace.")
        if local in ("catalogue", "gameSystem"):
            raise ListError(
                name, "is a BattleScribe data file (a catalogue), not a roster: export the roster."
            )
        raise ListError(name, f"is XML ({local!r}), but not a BattleScribe roster.")
    if head.startswith((b"{", b"[")):
        value = parse_json(data, name)
        if isinstance(value, dict):
            if "roster" in value:
                return NEW_RECRUIT, value
            if "army" in value and any(k in value for k in OWB_CATEGORIES):
                return OLD_WORLD_BUILDER, value
            if "forces" in value and "gameSystemName" in value:
                return NEW_RECRUIT, {"roster": value}
        raise ListError(
            name,
            'is JSON, but neither a New Recruit roster (no "roster") nor an Old World '
            'Builder list (no "army" and unit categories).',
        )
    if b"\x00" in data[:4096]:
        raise ListError(name, "is a binary file, not an army list.")
    from adjutant.lists import csvlist, text

    if csvlist.has_unit_column(data):
        return CSV, data
    lines = text.lines_of(data, name)
    form = text.detect(lines)
    if form is not None:
        return form, lines
    raise ListError(
        name,
        "is not an army list Adjutant can read: not a BattleScribe roster, not New Recruit "
        'or Old World Builder JSON, not a CSV with a "unit" (or "name") column, nor the text '
        "export of New Recruit, the Warhammer 40,000 or Age of Sigmar app, or ListForge.",
    )

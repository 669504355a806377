"""Army lists as text: the builders' text exports, pasted or saved as ``.txt`` (issue 27).

For :func:`adjutant.lists.read_bytes` (``.txt`` files, ``adjutant inspect-list -``) and
the import dialog's paste (Ctrl+V). Tournament organisers collect lists in these forms
and players paste them into messages; each reads into the same
:class:`~adjutant.lists.model.ArmyList` as a file, so the preview, the mapping and the
counts are the same. :func:`detect` tells the form from the text:

- **New Recruit, WTC and WTC-compact** (:data:`WTC_TEXT`): a ``+++`` header block
  (``+ FACTION KEYWORD:``, ``+ DETACHMENT:``, ``+ TOTAL ARMY POINTS:``), then one line
  per unit, ``Char1: 1x Name (95 pts): wargear`` or ``10x Name (180 pts)`` with the
  models of the unit on ``•`` lines below it.
- **New Recruit's own text** (:data:`NEW_RECRUIT_TEXT`): ``# ++ Army Roster ++ [N pts]``,
  ``## Category [N pts]`` sections, ``Name [N pts]: wargear`` lines and ``• 2x Model:
  wargear`` lines under a unit of several models.
- **The Warhammer 40,000 app** (:data:`WH40K_APP`): ``Name (N points)`` unit lines under
  ``CHARACTERS`` / ``BATTLELINE`` / ``OTHER DATASHEETS`` headings, ``• 9x Model`` lines
  with their wargear nested below them (a unit of one model lists only wargear), a
  ``Exported with App Version`` footer; the newer export groups a character with the
  unit it leads under ``Attached Unit N`` headings (``• Attached as: Leader``).
- **The Age of Sigmar app** (:data:`AOS_APP`): ``General's Regiment``, ``Regiment N``,
  ``Auxiliary Units``, ``Regiments of Renown`` (each a formation), ``Faction Terrain``
  (a terrain feature, skipped), lores and the battle formation (list options, skipped);
  unit lines ``Name (N)`` or ``Name (N pts)`` with ``•`` options below.
- **ListForge** (:data:`LISTFORGE`): ``Title - Faction - Detachment (N Points)``, then
  ``Category:`` headings and ``Name (N pts)`` units with nested ``•`` lines.

Counts: a leading ``10x`` or ``5 x`` on a unit line is its model count; otherwise the
model lines under it: a ``•`` line with lines nested below it is a model (or a group of
``Nx`` models), one without is wargear ("2x Shield Drone", "Icon of Khorne"); a unit with
no model line is one model. The stated total (``TOTAL ARMY POINTS``, the title's points)
is the list's points. Every line the reader does not understand is listed as skipped
with its line number, never dropped. Text is capped (:data:`MAX_LINES` lines of at most
:data:`MAX_LINE` characters) before anything else is done with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from adjutant.lists.model import (
    AOS_APP,
    COUNT_DEFAULT,
    COUNT_LINE,
    COUNT_MODEL_LINES,
    LISTFORGE,
    NEW_RECRUIT_TEXT,
    WH40K_APP,
    WTC_TEXT,
    ArmyList,
    ListFormation,
    ListUnit,
    Skipped,
)
from adjutant.lists.safety import ListError, clean, decode_text

MAX_LINES = 5000
MAX_LINE = 2000
MAX_UNITS = 2000
WH40K = "Warhammer 40,000"
AOS = "Age of Sigmar"

NOT_READ = "a line Adjutant could not read"
OPTION = "a list option, not a unit"
TERRAIN = "a terrain feature, not a unit"

_BULLETS = "•◦▪‣*-"
_POINTS = r"(?P<pts>\d[\d.,\u00a0 ]*)"
_COUNT = re.compile(r"^(?P<count>\d{1,5})\s*[x×]\s+(?P<rest>\S.*)$", re.IGNORECASE)
# "Name (95 pts)", "Name (2,000 Points)", "10x Name (180 pts): wargear"
_ROUND = re.compile(
    rf"^(?P<name>.+?)\s*\(\s*{_POINTS}\s*(?P<unit>pts?\.?|points?)\s*\)(?::\s*(?P<gear>.*))?$",
    re.IGNORECASE,
)
# New Recruit: "Name [95 pts]" / "Name [95 pts]: wargear"
_SQUARE = re.compile(rf"^(?P<name>.+?)\s*\[\s*{_POINTS}\s*pts?\s*\](?::\s*(?P<gear>.*))?$", re.I)
# The Age of Sigmar app: "Bloodsecrator (140)" as well as "(140 pts)"
_AOS_UNIT = re.compile(
    rf"^(?P<name>.+?)\s*\(\s*{_POINTS}\s*(?:pts?|points?)?\s*\)(?::\s*(?P<gear>.*))?$", re.I
)
_WTC_REF = re.compile(r"^[A-Za-z]{2,6}\d{1,3}:\s*")
_SECTIONS_40K = re.compile(
    r"^(CHARACTERS?|EPIC HERO(?:ES)?|BATTLELINE|DEDICATED TRANSPORTS?|OTHER DATASHEETS|"
    r"ALLIED UNITS|FORTIFICATIONS?|LORDS OF WAR|INFANTRY|VEHICLES?|MONSTERS?|BEASTS?)$"
)
_ATTACHED = re.compile(r"^attached units?(?:\s+\d+)?$", re.IGNORECASE)
_BATTLE_SIZES = re.compile(
    r"^(Combat Patrol|Incursion|Strike Force|Onslaught|Custom|Boarding Action)\b", re.I
)
_AOS_REGIMENT = re.compile(
    r"^(General'?s Regiment|Regiment \d+|Auxiliary Units|Auxiliaries|Regiments? of Renown)"
    r"\s*:?$",
    re.IGNORECASE,
)
_AOS_TERRAIN = re.compile(r"^Faction Terrain\s*:?$", re.IGNORECASE)
_AOS_OPTION = re.compile(
    r"^(Spell Lore|Prayer Lore|Manifestation Lore|Battle Formation|Drops|Wounds|"
    r"Battle Tactic Cards?|General's Handbook|Grand Alliance|Faction)\b",
    re.IGNORECASE,
)
_FOOTER = re.compile(
    r"^(Exported (with|from)|Created with|App:|App Version|Data Version|END OF ROSTER)", re.I
)
_GENERAL = re.compile(r"^(warlord|general)$", re.IGNORECASE)


@dataclass(slots=True)
class _Line:
    number: int
    indent: int
    bullet: bool
    text: str
    children: list[_Line] = field(default_factory=list)


@dataclass(slots=True)
class _Unit:
    line: int
    name: str
    points: float | None
    count: int | None  # a leading "10x" on the unit line
    count_text: str = ""
    body: list[_Line] = field(default_factory=list)
    gear: str = ""
    general: bool = False
    attached_as: str = ""
    group: str = ""


@dataclass(slots=True)
class _Formation:
    name: str
    units: list[_Unit] = field(default_factory=list)


def _points(text: str) -> float:
    digits = re.sub(r"[^\d]", "", text)
    return float(digits[:9] or 0)


def lines_of(data: bytes | str, name: str) -> list[str]:
    """The text's lines (UTF-8, a BOM allowed), checked against :data:`MAX_LINES` and
    :data:`MAX_LINE` before anything else reads them."""
    text = decode_text(data, name) if isinstance(data, bytes) else data
    if text.count("\n") > MAX_LINES:
        raise ListError(name, f"has more than {MAX_LINES:,} lines: not an army list.")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for number, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:
            raise ListError(
                name, f"line {number} has more than {MAX_LINE:,} characters: not an army list."
            )
    return [line.replace("\t", "    ").rstrip() for line in lines]


def detect(lines: list[str]) -> str | None:
    """Which builder's text export ``lines`` are, or None when they are none of them."""
    stripped = [line.strip() for line in lines if line.strip()]
    if not stripped:
        return None
    joined = "\n".join(stripped[:400])
    if re.search(r"^\+{5,}$", joined, re.M) and re.search(
        r"^\+ (FACTION KEYWORD|TOTAL ARMY POINTS|DETACHMENT):", joined, re.M
    ):
        return WTC_TEXT
    if re.search(r"^#+\s*\+\+ .*\+\+", joined, re.M) or re.search(
        r"^##\s+.+\[\s*\d[\d,.]*\s*pts?\s*\]$", joined, re.M
    ):
        return NEW_RECRUIT_TEXT
    if re.search(r"^(General'?s Regiment|Regiment \d+)\s*:?$", joined, re.M | re.I) or re.search(
        r"^Created with Warhammer Age of Sigmar", joined, re.M | re.I
    ):
        return AOS_APP
    if (
        re.search(r"^Exported with App Version", joined, re.M | re.I)
        or any(_SECTIONS_40K.match(s) for s in stripped)
        or any(_ATTACHED.match(s) for s in stripped)
    ):
        return WH40K_APP
    units = sum(1 for s in stripped if _ROUND.match(s) and not s.startswith(tuple(_BULLETS)))
    headings = sum(1 for s in stripped if re.match(r"^[A-Z][\w' -]{1,40}:$", s))
    if units >= 2 and headings >= 1:
        return LISTFORGE
    if units >= 2:
        return WH40K_APP
    return None


def _tree(lines: list[tuple[int, str]]) -> list[_Line]:
    """Body lines -> a tree by indent, where only bulleted lines open a level: an unbulleted
    line deeper than the bullet above it continues that bullet's list (the app writes a
    model's second weapon so) and is its sibling."""
    roots: list[_Line] = []
    stack: list[_Line] = []
    for number, raw in lines:
        indent = len(raw) - len(raw.lstrip(" "))
        body = raw.strip()
        bullet = body[:1] in _BULLETS and (len(body) > 1 and body[1] == " ")
        text = body[1:].strip() if bullet else body
        node = _Line(number, indent, bullet, text)
        if not bullet and stack:
            indent = stack[-1].indent  # a continuation line: a sibling of the bullet above
            node.indent = indent
        while stack and stack[-1].indent >= indent:
            stack.pop()
        (stack[-1].children if stack else roots).append(node)
        if bullet:
            stack.append(node)
    return roots


def _model_count(body: list[_Line], colon_models: bool) -> int:
    """The models of a unit from the lines under it (0: none says so).

    A line with lines nested below it is a model line ("9x Khorne Berzerker", "Khorne
    Berzerker Champion") unless what is nested holds model lines itself (a group such as
    ListForge's "B: 1 mauler chainblade, 7 chainblades"); a line without is wargear.
    ``colon_models``: New Recruit and WTC write a model's wargear after a colon on the
    same line ("• 2x Stealth Shas'ui: Battlesuit fists"), so such a line is a model line.
    """

    def count(node: _Line) -> int:
        match = _COUNT.match(node.text)
        return int(match.group("count")) if match else 1

    def models(nodes: list[_Line], top: bool) -> int:
        total = 0
        for node in nodes:
            inner = models(node.children, False) if node.children else 0
            if inner:
                total += inner  # a group of model lines
            elif node.bullet and (
                any(c.bullet for c in node.children) or (colon_models and top and ":" in node.text)
            ):
                total += count(node)
        return total

    return models(body, True)


class _Reader:
    def __init__(self, name: str, form: str) -> None:
        self.file = name
        self.form = form
        self.skipped: list[Skipped] = []
        self.formations: list[_Formation] = []
        self.title = ""
        self.system = ""
        self.stated: float | None = None
        self.count = 0

    # -- helpers ---------------------------------------------------------------------
    def skip(self, number: int, text: str, why: str = NOT_READ) -> None:
        self.skipped.append(Skipped(f"line {number}: {clean(text, 120)}", why))

    def formation(self, name: str) -> _Formation:
        formation = _Formation(clean(name) or "Army")
        self.formations.append(formation)
        return formation

    def current(self) -> _Formation:
        return self.formations[-1] if self.formations else self.formation(self.title or "Army")

    def unit_line(self, text: str) -> _Unit | None:
        """A unit from its line, or None when the line is not one."""
        body = _WTC_REF.sub("", text) if self.form == WTC_TEXT else text
        if self.form == NEW_RECRUIT_TEXT:
            match = _SQUARE.match(body)
        elif self.form == AOS_APP:
            match = _AOS_UNIT.match(body)
        else:
            match = _ROUND.match(body)
        if match is None:
            return None
        name = match.group("name").strip()
        count = None
        counted = _COUNT.match(name)
        if counted:
            count = int(counted.group("count"))
            name = counted.group("rest").strip()
        if not clean(name):
            return None
        self.count += 1
        if self.count > MAX_UNITS:
            raise ListError(self.file, f"holds more than {MAX_UNITS} units: not an army list.")
        return _Unit(
            line=0,
            name=name,
            points=_points(match.group("pts")),
            count=count,
            count_text=clean(body.split("(")[0].split("[")[0], 80) if count is not None else "",
            gear=(match.groupdict().get("gear") or "").strip(),
        )

    # -- reading ---------------------------------------------------------------------
    def read(self, lines: list[str]) -> ArmyList:
        blocks = self._blocks(lines)
        for header, body in blocks:
            self._block(header, body)
        return self._army()

    def _blocks(self, lines: list[str]) -> list[tuple[tuple[int, str], list[tuple[int, str]]]]:
        """(a line at the left margin, the indented or bulleted lines under it) in order."""
        blocks: list[tuple[tuple[int, str], list[tuple[int, str]]]] = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            stripped = line.strip()
            indented = line[:1] == " " or (
                stripped[:1] in _BULLETS and len(stripped) > 1 and stripped[1] == " "
            )
            wtc_model = self.form == WTC_TEXT and re.match(r"^\d+ with ", stripped)
            if blocks and (indented or wtc_model) and not stripped.startswith("+"):
                blocks[-1][1].append((number, line))
            else:
                blocks.append(((number, stripped), []))
        return blocks

    def _block(self, header: tuple[int, str], body: list[tuple[int, str]]) -> None:
        number, text = header
        handler = {
            WTC_TEXT: self._wtc,
            NEW_RECRUIT_TEXT: self._newrecruit,
            WH40K_APP: self._app,
            AOS_APP: self._aos,
            LISTFORGE: self._listforge,
        }[self.form]
        if _FOOTER.match(text):
            return
        handler(number, text, body)

    def _add(self, number: int, unit: _Unit, body: list[tuple[int, str]]) -> None:
        unit.line = number
        unit.body = _tree(body)
        for node in unit.body:
            words = node.text.strip()
            if _GENERAL.match(words):
                unit.general = True
            attached = re.match(r"^Attached as:\s*(.+)$", words, re.I)
            if attached:
                unit.attached_as = attached.group(1).strip().lower()
        self.current().units.append(unit)

    # -- New Recruit WTC -------------------------------------------------------------
    def _wtc(self, number: int, text: str, body: list[tuple[int, str]]) -> None:
        if text.startswith("+"):
            field_match = re.match(r"^\+\s*([A-Z ]+):\s*(.*)$", text)
            if field_match:
                key, value = field_match.group(1).strip(), field_match.group(2).strip()
                if key == "FACTION KEYWORD":
                    self.title = self.title or value.rsplit(" - ", 1)[-1]
                    self.system = WH40K
                elif key == "DETACHMENT":
                    self.current().name = clean(value) or self.current().name
                elif key == "TOTAL ARMY POINTS":
                    self.stated = _points(value)
            return
        if _SECTIONS_40K.match(text) or re.match(r"^(CHARACTER|ALLIES?)$", text):
            return
        if re.match(r"^(Enhancement|&)\b", text, re.I):
            return  # the unit it is on already counts its points
        unit = self.unit_line(text)
        if unit is None:
            self.skip(number, text)
            return
        self._add(number, unit, body)

    # -- New Recruit's own text ----------------------------------------------------------
    def _newrecruit(self, number: int, text: str, body: list[tuple[int, str]]) -> None:
        heading = re.match(r"^(#+)\s*(.*?)\s*(?:\[\s*(\d[\d,.]*)\s*pts?\s*\])?$", text)
        if heading:
            _level, title, points = heading.groups()
            if "++" in title:
                if points and self.stated is None:
                    self.stated = _points(points)
                return
            if title.lower() == "configuration":
                self._configuration = True
                return
            self._configuration = False
            self.current()  # a category, not a formation: units stay in the army's
            return
        if getattr(self, "_configuration", False) or text.lower() == "show/hide options":
            if text.lower() != "show/hide options":
                self.skip(number, text, OPTION)
            return
        if not self.formations and not self.title:
            match = re.match(r"^(.*?)\s*-\s*\[\s*(\d[\d,.]*)\s*pts?\s*\]$", text)
            if match:
                parts = [p.strip() for p in match.group(1).split(" - ")]
                self.title = parts[-1]
                self.stated = _points(match.group(2))
                self.system = (
                    WH40K
                    if any("Xenos" in p or "Imperium" in p or "Chaos" in p for p in parts)
                    else ""
                )
                self.formation(" - ".join(parts[1:-1]) or parts[-1])
                return
        unit = self.unit_line(text)
        if unit is None:
            self.skip(number, text)
            return
        self._add(number, unit, body)

    # -- the Warhammer 40,000 app ----------------------------------------------------------
    def _app(self, number: int, text: str, body: list[tuple[int, str]]) -> None:
        self.system = WH40K
        if _SECTIONS_40K.match(text) or _ATTACHED.match(text):
            self._in_body = True
            self._group = text.lower() if re.search(r"\d$", text) else ""
            return
        if re.match(r"^Force Dispositions?:", text, re.I):
            return
        unit = self.unit_line(text)
        in_header = not getattr(self, "_in_body", False) and not any(
            f.units for f in self.formations
        )
        if unit is not None and _BATTLE_SIZES.match(unit.name) and not unit.gear:
            self.count -= 1  # "Strike Force (2000 points)": the size, not a unit
            return
        if unit is not None and in_header and self.stated is None:
            self.title = self.title or clean(unit.name)
            self.stated = unit.points
            self.count -= 1
            return
        if unit is None:
            if in_header:
                self._header_line(text)
                return
            self.skip(number, text)
            return
        unit.group = getattr(self, "_group", "")
        self._add(number, unit, body)

    def _header_line(self, text: str) -> None:
        """A bare line of the app's header: the title, then the faction (and its chapter),
        the detachment: the army's formation is named after the last of them."""
        detachment = re.match(r"^(.+?)\s*\(\s*\d[\d,.]*\s*Detachment Points?\)$", text, re.I)
        name = clean(detachment.group(1) if detachment else text)
        if not self.title:
            self.title = name
        elif not self.formations:
            self.formation(name)
        else:
            self.formations[-1].name = name

    # -- the Age of Sigmar app ----------------------------------------------------------
    def _aos(self, number: int, text: str, body: list[tuple[int, str]]) -> None:
        self.system = AOS
        if _AOS_REGIMENT.match(text):
            self._terrain = False
            self.formation(text.rstrip(":"))
            return
        if _AOS_TERRAIN.match(text):
            self._terrain = True
            return
        title = re.match(r"^(.*?)\s+(\d[\d,.]*)\s*/\s*(\d[\d,.]*)\s*pts?$", text, re.I)
        if title and not self.title:
            self.title = clean(title.group(1))
            self.stated = _points(title.group(2))
            return
        if _AOS_OPTION.match(text) or text.lower().startswith("general's handbook"):
            self.skip(number, text, OPTION)
            return
        if getattr(self, "_terrain", False):
            self.skip(number, text, TERRAIN)
            return
        unit = self.unit_line(text)
        if unit is None:
            if not self.formations:
                self.title = self.title or clean(text)  # the faction, the formation...
                if self.title != clean(text):
                    self.skip(number, text, OPTION)
                return
            self.skip(number, text)
            return
        if re.match(r"^Regiments? of Renown", self.current().name, re.I):
            # A regiment of renown: its units are the bullet lines under it.
            renown = self.formation(f"{self.current().name}: {unit.name}")
            for sub, line in body:
                member = line.strip().lstrip(_BULLETS).strip()
                counted = _COUNT.match(member)
                renown.units.append(
                    _Unit(
                        sub,
                        counted.group("rest") if counted else member,
                        None,
                        int(counted.group("count")) if counted else None,
                        member if counted else "",
                    )
                )
            return
        self._add(number, unit, body)

    # -- ListForge --------------------------------------------------------------------
    def _listforge(self, number: int, text: str, body: list[tuple[int, str]]) -> None:
        if re.match(r"^[A-Z][\w' -]{1,40}:$", text):
            return  # a category heading
        unit = self.unit_line(text)
        if unit is not None and not self.title:
            parts = [p.strip() for p in unit.name.split(" - ")]
            self.title = parts[0]
            self.stated = unit.points
            self.system = WH40K
            self.formation(" - ".join(parts[1:]) or parts[0])
            self.count -= 1
            return
        if unit is None:
            self.skip(number, text)
            return
        self._add(number, unit, body)

    # -- the result ---------------------------------------------------------------------
    def _list_unit(self, unit: _Unit) -> ListUnit:
        colon_models = self.form in (WTC_TEXT, NEW_RECRUIT_TEXT)
        if unit.count is not None:
            models, source, detail = unit.count, COUNT_LINE, unit.count_text
        else:
            counted = _model_count(unit.body, colon_models)
            if counted:
                models, source, detail = counted, COUNT_MODEL_LINES, ""
            else:
                models, source, detail = 1, COUNT_DEFAULT, ""
        gear = [unit.gear] if unit.gear else []
        gear += [n.text for n in unit.body if not _GENERAL.match(n.text)]
        rules = (("Wargear", clean(", ".join(gear), 2000)),) if gear else ()
        return ListUnit(
            name=clean(unit.name) or "?",
            models=max(1, min(models, 100_000)),
            points=unit.points,
            rules=rules,
            general=unit.general,
            count_from=source,
            count_detail=detail,
        )

    def _units(self, formation: _Formation) -> tuple[ListUnit, ...]:
        """The formation's units; in an attached group of the app's export the characters
        (``Attached as: Leader``) are attached to the unit they lead (the bodyguard)."""
        out: list[ListUnit] = []
        groups: dict[str, list[_Unit]] = {}
        order: list[str | _Unit] = []
        for unit in formation.units:
            if unit.group:
                if unit.group not in groups:
                    groups[unit.group] = []
                    order.append(unit.group)
                groups[unit.group].append(unit)
            else:
                order.append(unit)
        for item in order:
            if isinstance(item, _Unit):
                out.append(self._list_unit(item))
                continue
            members = groups[item]
            leaders = [m for m in members if m.attached_as.startswith(("leader", "support"))]
            guards = [m for m in members if m not in leaders]
            if not guards:
                out.extend(self._list_unit(m) for m in members)
                continue
            host = self._list_unit(guards[0])
            attached = tuple(self._list_unit(m) for m in leaders)
            out.append(replace(host, units=attached))  # the leaders ride with it
            out.extend(self._list_unit(m) for m in guards[1:])
        return tuple(out)

    def _army(self) -> ArmyList:
        formations = [f for f in self.formations if f.units]
        if not formations:
            raise ListError(
                self.file,
                "reads as a text army list, but no unit line was found in it "
                '(a unit line reads like "Name (95 pts)").',
            )
        built = tuple(ListFormation(f.name, self._units(f)) for f in formations)
        army_formations: tuple[ListFormation, ...]
        if len(built) > 1 and self.form == AOS_APP:
            army_formations = (ListFormation(self.title or "Army", (), built),)
        elif len(built) > 1:
            army_formations = (
                ListFormation(built[0].name, tuple(u for f in built for u in f.units)),
            )
        else:
            army_formations = built
        total = sum(u.points or 0 for f in army_formations for u in f.all_units())
        points = (("pts", self.stated if self.stated is not None else total),)
        return ArmyList(
            format=self.form,
            name=clean(self.title) or clean(self.file.rsplit(".", 1)[0]) or "Army",
            game_system=self.system,
            points=points,
            formations=army_formations,
            skipped=tuple(self.skipped),
            file_name=self.file,
        )


def read(lines: list[str], form: str, name: str) -> ArmyList:
    """The army list in ``lines`` (from :func:`lines_of`), read as ``form`` (from :func:`detect`)."""
    return _Reader(name, form).read(lines)

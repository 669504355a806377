"""Guards against hostile and damaged list files, and text cleaning (issue 17).

For every reader. A list comes from a stranger's download or a club's shared
folder: nothing in it may crash, hang or take over Adjutant. Each refusal is a
:class:`ListError` whose message names the file and the problem, raised before any
game is touched:

- a file over :data:`MAX_FILE_BYTES` (checked before reading, and the read itself
  is capped, so a growing or lying file cannot get past it);
- a zip (``.rosz``) with more or fewer than one member, a member path that is
  absolute or climbs out (``..``), an encrypted member, or one whose declared size
  or compression ratio is too large (checked from the directory *before* reading,
  and the read is capped again, since a zip can lie about sizes);
- XML with a DTD (no entity expansion, no external entities: defusedxml refuses
  them), or XML that is cut short, not well formed or in an encoding that does not exist;
- JSON that is cut short, too deeply nested, holds a number of hundreds of digits, or
  is of the wrong types (see :class:`Shape` for the type checks the readers use);
- anything that is not a regular file (a pipe named ``x.ros`` would block the read
  forever, a device would never end).

Limits are applied while the file is parsed, not after (issue 27): an XML attribute or
a JSON string longer than :data:`MAX_ATTRIBUTE`, a text longer than :data:`MAX_TEXT`,
more than :data:`MAX_NODES` elements or objects, or elements nested deeper than
:data:`MAX_XML_DEPTH` stop the parser where they are met, so a hostile file costs a
few seconds and a few hundred megabytes at most, never the whole file's tree.
"""

from __future__ import annotations

import io
import json
import os
import re
import stat
import unicodedata
import zipfile
import zlib
from pathlib import Path
from typing import Any, BinaryIO

MAX_FILE_BYTES = 50 * 1024 * 1024  # a real roster is a few hundred kilobytes
MAX_RATIO = 200  # uncompressed / compressed; real rosters zip about 10:1
MAX_DEPTH = 64  # nested forces or selections: real lists go 6 deep
MAX_NAME = 200  # as the store's names (adjutant.store.format.validate.MAX_NAME)
MAX_VALUE = 200  # a characteristic's value
MAX_RULE_TEXT = 2000
# Limits applied while parsing (issue 27). Real rosters: names of a few dozen characters,
# rule texts of a few thousand, a 300 KB roster holds about 9,000 elements.
MAX_ATTRIBUTE = 10_000  # one XML attribute value, one JSON string
MAX_TEXT = 200_000  # one XML element's text (a rule's description)
MAX_NODES = 150_000  # XML elements, or JSON objects, in one file (a 300 KB roster: 9,000)
MAX_XML_DEPTH = 2 * MAX_DEPTH + 16  # a nested selection is two elements deep
MAX_NUMBER_DIGITS = 40  # a JSON number: a cost or a count, never hundreds of digits
ZIP_MAGIC = b"PK\x03\x04"
EMPTY_ZIP_MAGIC = b"PK\x05\x06"


class ListError(ValueError):
    """A list file Adjutant refuses; ``str(err)`` names the file and says why.

    ``unexpected``: the refusal comes from the last-resort guard of
    :func:`adjutant.lists.read_bytes` (an error no reader foresaw: a bug to fix, though
    the player still gets a refusal, not a traceback); the fuzz test looks for it."""

    def __init__(self, name: str, problem: str, *, unexpected: bool = False) -> None:
        self.file_name = name
        self.problem = problem
        self.unexpected = unexpected
        super().__init__(f"{name}: {problem}")


def _size_text(n: int) -> str:
    return f"{n / (1024 * 1024):.0f} MB" if n >= 1024 * 1024 else f"{n} bytes"


def read_capped(path: Path) -> bytes:
    """The file's bytes, or ListError: missing, a folder, not a regular file (a pipe, a
    device, a socket), unreadable, empty or too large."""
    name = path.name
    try:
        if path.is_dir():
            raise ListError(name, "is a folder, not an army list.")
        mode = path.stat().st_mode
        if not stat.S_ISREG(mode):
            raise ListError(name, f"is {_kind_of(mode)}, not a file: Adjutant reads only files.")
        # Opened without blocking (a file swapped for a pipe after the check above would
        # otherwise wait for a writer forever), then checked again on what was opened.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as fh:
            opened = os.fstat(fh.fileno())
            if not stat.S_ISREG(opened.st_mode):
                raise ListError(name, f"is {_kind_of(opened.st_mode)}, not a file.")
            if opened.st_size > MAX_FILE_BYTES:
                raise ListError(
                    name,
                    f"is too large for an army list ({_size_text(opened.st_size)}; "
                    f"at most {_size_text(MAX_FILE_BYTES)}).",
                )
            data = fh.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise ListError(name, "does not exist (it may have been moved or deleted).") from None
    except PermissionError:
        raise ListError(name, "cannot be read (permission denied).") from None
    except OSError as exc:
        raise ListError(name, f"cannot be read ({exc.strerror or exc}).") from None
    check_size(data, name)
    return data


def read_stream(stream: BinaryIO, name: str) -> bytes:
    """At most :data:`MAX_FILE_BYTES` of a stream (standard input: ``adjutant inspect-list -``);
    ListError when it holds more, or nothing."""
    try:
        data = stream.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise ListError(name, f"cannot be read ({exc.strerror or exc}).") from None
    check_size(data, name)
    return data


def _kind_of(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def check_size(data: bytes, name: str) -> None:
    if len(data) > MAX_FILE_BYTES:
        raise ListError(
            name, f"is too large for an army list (at most {_size_text(MAX_FILE_BYTES)})."
        )
    if not data.strip():
        raise ListError(name, "is empty.")


def unzip_one(data: bytes, name: str) -> tuple[str, bytes]:
    """The one member of a ``.rosz`` (its name and bytes), checked before it is read."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile:
        raise ListError(name, "is a damaged zip archive (it may be cut short).") from None
    except (OSError, ValueError, EOFError) as exc:
        raise ListError(name, f"is a damaged zip archive ({exc}).") from None
    with archive:
        members = [i for i in archive.infolist() if not i.is_dir()]
        if len(members) != 1:
            raise ListError(
                name,
                f"holds {len(members)} files; a zipped roster (.rosz) holds exactly one.",
            )
        info = members[0]
        member = info.filename
        parts = re.split(r"[\\/]", member)
        if member.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:", member) or ".." in parts:
            raise ListError(name, f"holds a file with an unsafe path ({member!r}).")
        if info.flag_bits & 0x1:
            raise ListError(name, "is encrypted; Adjutant reads only plain zipped rosters.")
        if info.file_size > MAX_FILE_BYTES:
            raise ListError(
                name,
                f"unpacks to {_size_text(info.file_size)}: too large for an army list "
                f"(at most {_size_text(MAX_FILE_BYTES)}).",
            )
        if info.file_size > 1024 * 1024 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise ListError(
                name,
                f"unpacks {info.file_size // max(info.compress_size, 1)} times larger "
                "than it is: refused as a zip bomb.",
            )
        try:
            with archive.open(info) as fh:
                # The directory may lie about the size: read at most the cap, then stop.
                payload = fh.read(MAX_FILE_BYTES + 1)
        except zlib.error as exc:  # corrupt deflate data (issue 27)
            raise ListError(name, f"is a damaged zip archive (its data: {exc}).") from None
        except (zipfile.BadZipFile, OSError, EOFError, ValueError, NotImplementedError) as exc:
            raise ListError(name, f"is a damaged zip archive ({exc}).") from None
        except RuntimeError as exc:  # encrypted without the flag, unsupported method
            raise ListError(name, f"cannot be unpacked ({exc}).") from None
    if len(payload) > MAX_FILE_BYTES:
        raise ListError(name, "unpacks to more than an army list can be: refused as a zip bomb.")
    return member, payload


class _LimitedBuilder:
    """An ElementTree builder that refuses, as the parser meets them, attributes longer than
    :data:`MAX_ATTRIBUTE`, texts longer than :data:`MAX_TEXT`, more than :data:`MAX_NODES`
    elements and elements deeper than :data:`MAX_XML_DEPTH` (issue 27)."""

    def __init__(self, name: str) -> None:
        from xml.etree.ElementTree import TreeBuilder

        self.name = name
        self.tree = TreeBuilder()
        self.count = 0
        self.depth = 0
        self.text = 0

    def start(self, tag: str, attrs: dict[str, str]) -> Any:
        self.count += 1
        self.depth += 1
        self.text = 0
        if self.count > MAX_NODES:
            raise ListError(
                self.name, f"holds more than {MAX_NODES:,} XML elements: not an army list."
            )
        if self.depth > MAX_XML_DEPTH:
            raise ListError(self.name, "nests its elements too deeply to be an army list.")
        for key, value in attrs.items():
            if len(value) > MAX_ATTRIBUTE:
                raise ListError(
                    self.name,
                    f"has an attribute ({_local_name(key)!r}) of {len(value):,} characters "
                    f"(at most {MAX_ATTRIBUTE:,}): not an army list.",
                )
        return self.tree.start(tag, attrs)

    def end(self, tag: str) -> Any:
        self.depth -= 1
        self.text = 0
        return self.tree.end(tag)

    def data(self, text: str) -> None:
        self.text += len(text)
        if self.text > MAX_TEXT:
            raise ListError(
                self.name,
                f"has a text of more than {MAX_TEXT:,} characters: not an army list.",
            )
        self.tree.data(text)

    def close(self) -> Any:
        return self.tree.close()


def _local_name(tag: str) -> str:
    return tag.rpartition("}")[2][:40]


def _longest_between_tags(data: bytes) -> int:
    """The most bytes between two ``<`` (a tag with its attributes, or a text)."""
    longest = start = 0
    while True:
        at = data.find(b"<", start)
        if at < 0:
            return max(longest, len(data) - start)
        longest = max(longest, at - start)
        start = at + 1


def parse_xml(data: bytes, name: str) -> Any:
    """The root element, parsed with defusedxml: no DTD, no entities, nothing fetched; the
    limits of :class:`_LimitedBuilder` applied while it is parsed."""
    from xml.etree.ElementTree import ParseError

    import defusedxml.ElementTree as safe_et
    from defusedxml import DefusedXmlException

    # A tag or text longer than any an army list holds is refused before expat copies it
    # (a 45 MB attribute would cost expat's buffer and pool several times its size).
    longest = _longest_between_tags(data)
    if longest > 4 * MAX_TEXT:
        raise ListError(
            name,
            f"holds {longest:,} characters without a tag (an attribute or a text at most "
            f"{MAX_TEXT:,} long in an army list): not an army list.",
        )
    try:
        parser = safe_et.XMLParser(target=_LimitedBuilder(name), forbid_dtd=True)
        # One feed: expat 2.5 re-scans a token cut across feeds, so a 45 MB attribute fed in
        # chunks would cost minutes; the builder's limits still stop it where they are met.
        parser.feed(data)
        return parser.close()
    except DefusedXmlException as exc:
        raise ListError(
            name,
            "declares a document type or entities, which army lists never do; refused "
            f"for safety ({type(exc).__name__}).",
        ) from None
    except ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        if exc.code in (3, 5):  # XML_ERROR_NO_ELEMENTS, XML_ERROR_UNCLOSED_TOKEN... at the end
            raise ListError(name, f"is cut short (line {line}).") from None
        if "encoding" in str(exc):
            raise ListError(
                name, f"declares an encoding its bytes are not in (line {line})."
            ) from None
        raise ListError(
            name, f"is damaged: not well-formed XML at line {line}, column {column}."
        ) from None
    except LookupError as exc:  # encoding="UTI-8": no such codec (issue 27)
        raise ListError(name, f"declares an encoding that does not exist ({exc}).") from None
    except UnicodeError as exc:
        raise ListError(name, f"is not in the encoding it declares ({exc.reason}).") from None
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, ListError):
            raise
        raise ListError(name, f"cannot be read as XML ({exc}).") from None


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 text (a byte-order mark allowed); ListError if it is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ListError(name, f"is not UTF-8 text (a bad byte at position {exc.start}).") from None


class _JsonLimits:
    """Hooks for ``json.loads`` that refuse, while the text is decoded, numbers of more than
    :data:`MAX_NUMBER_DIGITS` digits, strings longer than :data:`MAX_ATTRIBUTE` and more
    than :data:`MAX_NODES` objects (issue 27: a 5,000-digit number was a ValueError)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.count = 0

    def integer(self, text: str) -> int:
        if len(text) > MAX_NUMBER_DIGITS:
            raise ListError(self.name, f"holds a number of {len(text):,} digits: not an army list.")
        return int(text)

    def real(self, text: str) -> float:
        if len(text) > MAX_NUMBER_DIGITS + 10:
            raise ListError(
                self.name, f"holds a number of {len(text):,} characters: not an army list."
            )
        return float(text)

    def constant(self, text: str) -> float:
        raise ListError(self.name, f"holds {text}, which is not a number an army list holds.")

    def pairs(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        self.count += 1
        if self.count > MAX_NODES:
            raise ListError(
                self.name, f"holds more than {MAX_NODES:,} JSON objects: not an army list."
            )
        for key, value in pairs:
            if len(key) > MAX_ATTRIBUTE or (isinstance(value, str) and len(value) > MAX_ATTRIBUTE):
                raise ListError(
                    self.name,
                    f"has a text of more than {MAX_ATTRIBUTE:,} characters "
                    f"(in {key[:40]!r}): not an army list.",
                )
        return dict(pairs)


def parse_json(data: bytes, name: str) -> Any:
    text = decode_text(data, name)
    hooks = _JsonLimits(name)
    try:
        return json.loads(
            text,
            parse_int=hooks.integer,
            parse_float=hooks.real,
            parse_constant=hooks.constant,
            object_pairs_hook=hooks.pairs,
        )
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1:
            raise ListError(name, "is cut short (the JSON ends too early).") from None
        raise ListError(
            name, f"is damaged: not valid JSON at line {exc.lineno}, column {exc.colno}."
        ) from None
    except RecursionError:
        raise ListError(name, "is nested too deeply to be an army list.") from None
    except ValueError as exc:
        if isinstance(exc, ListError):
            raise
        raise ListError(name, f"cannot be read as JSON ({exc}).") from None


class Shape:
    """Type checks for decoded JSON: each failure a ListError naming the file and the place."""

    def __init__(self, name: str) -> None:
        self.name = name

    def fail(self, where: str, expected: str, value: Any) -> ListError:
        kind = {
            dict: "an object",
            list: "a list",
            str: "text",
            bool: "true/false",
            int: "a number",
            float: "a number",
            type(None): "null",
        }.get(type(value), type(value).__name__)
        return ListError(self.name, f"{where} should be {expected}, not {kind}.")

    def obj(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, "an object", value)
        return value

    def items(self, value: Any, where: str) -> list[Any]:
        """A list; None or missing = empty. A single object counts as a list of one
        (JSON converted from XML writes ``{"selection": {...}}`` for a lone child)."""
        if value is None:
            return []
        if isinstance(value, dict):
            return [value]
        if not isinstance(value, list):
            raise self.fail(where, "a list", value)
        return value

    def text(self, value: Any, where: str, default: str = "") -> str:
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            raise self.fail(where, "text", value)
        return str(value)

    def number(self, value: Any, where: str, default: float | None = None) -> float | None:
        if value is None or value == "":
            return default
        if isinstance(value, bool):
            raise self.fail(where, "a number", value)
        if isinstance(value, int | float):
            number = float(value)
        elif isinstance(value, str):
            try:
                number = float(value.strip())
            except ValueError:
                raise self.fail(where, "a number", value) from None
        else:
            raise self.fail(where, "a number", value)
        if number != number or number in (float("inf"), float("-inf")):
            raise ListError(self.name, f"{where} is not a finite number.")
        return number

    def count(self, value: Any, where: str, default: int = 1) -> int:
        """A model count: a whole number from 0 to 100000."""
        number = self.number(value, where, None)
        if number is None:
            return default
        if not number.is_integer() or not 0 <= number <= 100_000:
            raise ListError(self.name, f"{where} should be a whole number from 0 to 100000.")
        return int(number)


# Control and format characters (NUL, ESC, BEL, CR/LF, bidi overrides, zero-width...)
# never belong in a name; line and paragraph separators become spaces.
_SPACES = re.compile(r"\s+")


def clean(text: str, limit: int = MAX_NAME) -> str:
    """A name as shown: control/format characters removed, spaces collapsed, trimmed,
    at most ``limit`` characters (cut with "…")."""
    if not text:
        return ""
    # Cut first (issue 27: a 45 MB name was cleaned character by character before being cut):
    # what is cleaned away is rare, so a few times the limit is plenty.
    text = text[: limit * 4 + 64]
    out = []
    for ch in text:
        category = unicodedata.category(ch)
        if ch in "\u2028\u2029\t\n\r":
            out.append(" ")
        elif category in ("Cc", "Cf", "Cs", "Co", "Cn"):
            continue
        else:
            out.append(ch)
    cleaned = _SPACES.sub(" ", "".join(out)).strip()
    if len(cleaned) > limit:
        cleaned = cleaned[: limit - 1].rstrip() + "…"
    return cleaned


def clean_text(text: str, limit: int = MAX_RULE_TEXT) -> str:
    """Rules text: control characters removed (line breaks kept), at most ``limit``."""
    if not text:
        return ""
    out = []
    for ch in text[: limit * 2 + 64].replace("\r\n", "\n"):
        if ch == "\n":
            out.append(ch)
        elif unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
            out.append(" " if ch == "\t" else "")
        else:
            out.append(ch)
    cleaned = "".join(out).strip()
    if len(cleaned) > limit:
        cleaned = cleaned[: limit - 1].rstrip() + "…"
    return cleaned

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
  them), or XML that is cut short or not well formed;
- JSON that is cut short, too deeply nested, or of the wrong types (see
  :class:`Shape` for the type checks the readers use).
"""

from __future__ import annotations

import io
import json
import re
import unicodedata
import zipfile
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 50 * 1024 * 1024  # a real roster is a few hundred kilobytes
MAX_RATIO = 200  # uncompressed / compressed; real rosters zip about 10:1
MAX_DEPTH = 64  # nested forces or selections: real lists go 6 deep
MAX_NAME = 200  # as the store's names (adjutant.store.validate.MAX_NAME)
MAX_VALUE = 200  # a characteristic's value
MAX_RULE_TEXT = 2000
ZIP_MAGIC = b"PK\x03\x04"
EMPTY_ZIP_MAGIC = b"PK\x05\x06"


class ListError(ValueError):
    """A list file Adjutant refuses; ``str(err)`` names the file and says why."""

    def __init__(self, name: str, problem: str) -> None:
        self.file_name = name
        self.problem = problem
        super().__init__(f"{name}: {problem}")


def _size_text(n: int) -> str:
    return f"{n / (1024 * 1024):.0f} MB" if n >= 1024 * 1024 else f"{n} bytes"


def read_capped(path: Path) -> bytes:
    """The file's bytes, or ListError: missing, a folder, unreadable, empty or too large."""
    name = path.name
    try:
        if path.is_dir():
            raise ListError(name, "is a folder, not an army list.")
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ListError(
                name,
                f"is too large for an army list ({_size_text(size)}; "
                f"at most {_size_text(MAX_FILE_BYTES)}).",
            )
        with path.open("rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise ListError(name, "does not exist (it may have been moved or deleted).") from None
    except PermissionError:
        raise ListError(name, "cannot be read (permission denied).") from None
    except OSError as exc:
        raise ListError(name, f"cannot be read ({exc.strerror or exc}).") from None
    check_size(data, name)
    return data


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
        except (zipfile.BadZipFile, OSError, EOFError, ValueError, NotImplementedError) as exc:
            raise ListError(name, f"is a damaged zip archive ({exc}).") from None
        except RuntimeError as exc:  # encrypted without the flag, unsupported method
            raise ListError(name, f"cannot be unpacked ({exc}).") from None
    if len(payload) > MAX_FILE_BYTES:
        raise ListError(name, "unpacks to more than an army list can be: refused as a zip bomb.")
    return member, payload


def parse_xml(data: bytes, name: str) -> Any:
    """The root element, parsed with defusedxml: no DTD, no entities, nothing fetched."""
    from xml.etree.ElementTree import ParseError

    import defusedxml.ElementTree as safe_et
    from defusedxml import DefusedXmlException

    try:
        return safe_et.fromstring(data, forbid_dtd=True)
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
        raise ListError(
            name, f"is damaged: not well-formed XML at line {line}, column {column}."
        ) from None
    except (ValueError, RecursionError) as exc:
        raise ListError(name, f"cannot be read as XML ({exc}).") from None


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 text (a byte-order mark allowed); ListError if it is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ListError(name, f"is not UTF-8 text (a bad byte at position {exc.start}).") from None


def parse_json(data: bytes, name: str) -> Any:
    text = decode_text(data, name)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1:
            raise ListError(name, "is cut short (the JSON ends too early).") from None
        raise ListError(
            name, f"is damaged: not valid JSON at line {exc.lineno}, column {exc.colno}."
        ) from None
    except RecursionError:
        raise ListError(name, "is nested too deeply to be an army list.") from None


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
    for ch in text.replace("\r\n", "\n"):
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

"""Dataclass methods compiled once and kept between runs, for a faster start (issue 28).

Python (3.11, 3.12) writes each method of a dataclass (``__init__``, ``__repr__``,
``__eq__``, and for a frozen one ``__setattr__``, ``__delattr__`` and ``__hash__``) as
source text when the class is made, and compiles each text with ``exec``: half a
millisecond and more for a frozen class. Adjutant makes some 45 dataclasses before a game
is on screen and about 200 by the time every tool panel is built, so compiling them was
about 9 % of the instructions to "loaded" and 14 % to the tool panel in sight (cachegrind).

The texts are the same at every start (they depend only on the class's fields and
options), so their compiled code is too. :func:`install` gives the ``dataclasses`` module
an ``exec`` of its own (the module looks ``exec`` up in its globals before the builtins)
that finds each text's code in a :class:`CodeCache`, compiles only a text not found (as
``exec`` would: same file name, no inherited ``__future__`` flags), and writes the cache
when the program ends if it learned a text. Nothing else of ``dataclasses`` changes: the
same code runs with the same globals and locals, so the classes are the same.

The cache file is Adjutant's own, like Python's ``.pyc`` files: one per Python (its cache
tag and bytecode magic are in the header), checked when read (the header, a CRC-32 of the
payload, and a map of text to code object), and written whole to a temporary file that
then replaces it, so a crash mid-write leaves the old file. A file that fails a check is
ignored (and replaced at the next write): the classes are then compiled as without it.
Past :data:`MAX_ENTRIES` texts (an old version's classes piling up), a write keeps only
the texts this run executed. Each code is kept marshalled on its own and loaded at its
first use, so reading the file costs little more than reading its bytes.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import dataclasses
import marshal
import os
import sys
import zlib
from collections.abc import Mapping
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType

#: The file's first bytes: this format, and the Python whose bytecode it holds.
HEADER = b"adjutant dataclass code 1 " + sys.implementation.cache_tag.encode() + MAGIC_NUMBER
#: Past this many texts, a write keeps only the texts this run executed.
MAX_ENTRIES = 4096
#: The file's name in the cache folder (one per Python).
FILE_NAME = f"dataclass-code.{sys.implementation.cache_tag}.bin"


class CodeCache:
    """Text -> compiled code for the texts ``dataclasses`` executes; read from and written
    to :attr:`path`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        #: Text -> its code, marshalled (read from the file, loaded at first use: most
        #: texts are not needed before the game is on screen).
        self.stored: dict[str, bytes] = {}
        #: Text -> its code, of the texts this run executed.
        self.codes: dict[str, CodeType] = {}
        self.hits = 0
        self.misses = 0
        #: Why the file was not used ("" if it was, or if there was none).
        self.problem = ""

    # ------------------------------------------------------------------ the file
    def load(self) -> None:
        """Read :attr:`path`; a missing file is an empty cache, a bad one is ignored."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as exc:
            self.problem = f"not readable: {exc}"
            return
        self.stored = self._checked(data)

    def _checked(self, data: bytes) -> dict[str, bytes]:
        if not data.startswith(HEADER) or len(data) < len(HEADER) + 4:
            self.problem = "not a cache of this Python"
            return {}
        stored_crc = int.from_bytes(data[len(HEADER) : len(HEADER) + 4], "little")
        payload = data[len(HEADER) + 4 :]
        if zlib.crc32(payload) != stored_crc:
            self.problem = "damaged (checksum)"
            return {}
        try:
            stored = marshal.loads(payload)
        except (EOFError, ValueError, TypeError) as exc:
            self.problem = f"damaged ({exc})"
            return {}
        if not isinstance(stored, dict) or not all(
            isinstance(text, str) and isinstance(code, bytes) for text, code in stored.items()
        ):
            self.problem = "damaged (not a map of text to code)"
            return {}
        return stored

    def _stored_code(self, text: str) -> CodeType | None:
        """The code stored for ``text``, or None (none, or not a code of such a text)."""
        blob = self.stored.get(text)
        if blob is None:
            return None
        try:
            code = marshal.loads(blob)
        except (EOFError, ValueError, TypeError):
            code = None
        if not isinstance(code, CodeType) or code.co_filename != "<string>":
            self.stored.pop(text, None)  # (the other thread may have dropped it already)
            self.problem = "damaged (an entry is not code)"
            return None
        return code

    def save(self) -> bool:
        """Write the cache if this run compiled a text; False if nothing was written."""
        if not self.misses:
            return False
        # Copies first (each atomic): a daemon thread may still be making a class at exit.
        stored = {text: marshal.dumps(code) for text, code in dict(self.codes).items()}
        if len(self.stored) + len(stored) <= MAX_ENTRIES:
            stored = dict(self.stored) | stored
        payload = marshal.dumps(stored)
        data = HEADER + zlib.crc32(payload).to_bytes(4, "little") + payload
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_bytes(data)
            os.replace(temporary, self.path)
        except OSError:  # a read-only or full disk: the next start compiles, as before
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)
            return False
        return True

    # ------------------------------------------------------------------ dataclasses' exec
    def exec(
        self,
        source: str | bytes | CodeType,
        globals: dict[str, object] | None = None,
        locals: Mapping[str, object] | None = None,
    ) -> None:
        """``exec`` for the ``dataclasses`` module: a text's code from the cache."""
        if isinstance(source, str):
            code = self.codes.get(source) or self._stored_code(source)
            if code is None:
                # As exec(source) compiles it in dataclasses, which has no __future__ import.
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.misses += 1
            else:
                self.hits += 1
            self.codes[source] = code
            source = code
        builtins.exec(source, globals, locals)


#: The cache :func:`install` put in place, if any.
installed: CodeCache | None = None


def install(folder: Path) -> CodeCache:
    """Read the cache in ``folder``, give it to ``dataclasses`` and save it at exit."""
    global installed
    uninstall()
    cache = CodeCache(folder / FILE_NAME)
    cache.load()
    setattr(dataclasses, "exec", cache.exec)  # noqa: B010 (no such attribute to type-check)
    atexit.register(cache.save)
    installed = cache
    return cache


def uninstall() -> None:
    """``dataclasses`` back to the builtin ``exec`` (tests); the cache is not saved."""
    global installed
    if installed is not None:
        atexit.unregister(installed.save)
        installed = None
    vars(dataclasses).pop("exec", None)

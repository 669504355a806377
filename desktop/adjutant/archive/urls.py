"""The connection line of an event archive: read, checked, and named without its secret.

For the command line (``adjutant server``, ``adjutant push``), the pusher and File → Event
Server… (issue 25). A connection line is a ``postgresql://`` URL (``postgres://`` too),
as ``adjutant server enrol`` prints it: ``postgresql://ROLE:PASSWORD@HOST:PORT/DATABASE``
with optional query parameters (``sslmode=require``…). :func:`read_line` takes what a
user pasted or a file the organiser handed out (the first line that looks like one), and
refuses anything else with a message that never repeats the password.

:func:`target_name` is the archive's non-secret name, ``host:port/dbname``, the key of
the game file's ``outbox_acks`` (docs/sync-protocol.md): never a password.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qsl, quote, unquote, urlsplit

SCHEMES = ("postgresql", "postgres")
DEFAULT_PORT = 5432
#: A connection line longer than this is not one (a file of something else).
MAX_LINE = 2048
#: Query parameters a connection line may carry (libpq's names); others are refused, so
#: a pasted line cannot, e.g., point libpq at a local file (``passfile``, ``sslkey``…).
ALLOWED_PARAMS = frozenset(
    {"sslmode", "connect_timeout", "application_name", "target_session_attrs", "gssencmode"}
)


class BadConnectionLine(ValueError):
    """The text is not a connection line Adjutant can use; the message says why."""


@dataclass(frozen=True)
class ConnectionLine:
    """A checked connection line; ``str()`` and ``repr()`` never show the password."""

    user: str
    password: str
    host: str
    port: int
    database: str
    params: tuple[tuple[str, str], ...] = ()

    @property
    def target(self) -> str:
        return f"{self.host}:{self.port}/{self.database}"

    def url(self) -> str:
        """The full URL, password included (for the driver and the settings only)."""
        auth = quote(self.user, safe="")
        if self.password:
            auth += ":" + quote(self.password, safe="")
        host = f"[{self.host}]" if ":" in self.host else self.host
        query = "&".join(f"{quote(k)}={quote(v, safe='')}" for k, v in self.params)
        return f"postgresql://{auth}@{host}:{self.port}/{quote(self.database, safe='')}" + (
            f"?{query}" if query else ""
        )

    def redacted(self) -> str:
        """The URL with the password replaced by ``***`` (for messages and logs)."""
        return self.url().replace(":" + quote(self.password, safe="") + "@", ":***@", 1)

    def __str__(self) -> str:
        return self.redacted()

    def __repr__(self) -> str:
        return f"ConnectionLine({self.redacted()!r})"


def parse(text: str) -> ConnectionLine:
    """Check one connection line; :class:`BadConnectionLine` names what is wrong."""
    line = (text or "").strip()
    if not line:
        raise BadConnectionLine("the connection line is empty")
    if len(line) > MAX_LINE:
        raise BadConnectionLine("this is too long to be a connection line")
    if any(ch.isspace() or ord(ch) < 32 for ch in line):
        raise BadConnectionLine("a connection line is one word with no spaces")
    try:
        parts = urlsplit(line)
        port = parts.port
    except ValueError as exc:
        raise BadConnectionLine(f"the connection line is not a URL ({exc})") from None
    if parts.scheme.lower() not in SCHEMES:
        raise BadConnectionLine(
            "a connection line starts with postgresql:// (the line the organiser's "
            "'adjutant server enrol' printed)"
        )
    if not parts.hostname:
        raise BadConnectionLine("the connection line names no server (host)")
    user = unquote(parts.username or "")
    if not user:
        raise BadConnectionLine("the connection line names no table role (user)")
    database = unquote(parts.path.lstrip("/"))
    if not database or "/" in database:
        raise BadConnectionLine("the connection line names no database")
    params = []
    for key, value in parse_qsl(parts.query, keep_blank_values=True):
        if key not in ALLOWED_PARAMS:
            raise BadConnectionLine(f"the connection line's parameter {key!r} is not accepted")
        params.append((key, value))
    if parts.fragment:
        raise BadConnectionLine("the connection line has a '#' part it should not have")
    return ConnectionLine(
        user=user,
        password=unquote(parts.password or ""),
        host=parts.hostname,
        port=port or DEFAULT_PORT,
        database=database,
        params=tuple(params),
    )


def read_line(text: str) -> ConnectionLine:
    """The connection line in ``text`` (pasted, or a file's content: its first line that
    starts with ``postgresql://`` or ``postgres://``; other lines are ignored)."""
    candidates = [
        part.strip()
        for part in (text or "").splitlines()
        if re.match(r"^\s*postgres(ql)?://", part, re.IGNORECASE)
    ]
    return parse(candidates[0] if candidates else text)


def target_name(url: str | ConnectionLine) -> str:
    """``host:port/dbname`` of an archive: the non-secret key of its acknowledgements."""
    line = url if isinstance(url, ConnectionLine) else parse(url)
    return line.target

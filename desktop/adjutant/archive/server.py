"""The organiser's side of the event archive: ``adjutant server init`` and ``enrol`` (issue 25).

For :mod:`adjutant.cli.archive_tools` and the tests. Everything runs through SQLAlchemy 2
with psycopg 3 on a URL of a role that may create roles (``CREATEROLE`` or a superuser)
and owns the database (or may create a schema in it).

Roles (names of the database's own, :func:`role_names`, so two archives in one cluster
never share one; kept in ``archive_info`` by the first ``init``):

- ``<prefix>_owner`` (NOLOGIN) owns the schema ``adjutant_archive`` and everything in it,
  ``push_ops`` included (its SECURITY DEFINER runs as this role, never as a superuser).
  The organiser who ran ``init`` is made a member.
- ``<prefix>_tables`` (NOLOGIN): USAGE on the schema and EXECUTE on ``push_ops``, nothing
  else. Every table role is a member; a table role is ``<prefix>_table_<N>`` (LOGIN, a
  password generated at enrolment, sent to the server as a SCRAM-SHA-256 verifier made
  on this side, so the password itself never reaches the server or its logs).
- ``<prefix>_viewer`` (NOLOGIN): read-only, SELECT on the archive's tables
  (:func:`add_viewer` makes a login in it).

``PUBLIC`` keeps no right on the schema or its functions; where the organiser may, it
also loses CONNECT and TEMPORARY on the database (the three roles get CONNECT).
:func:`init_archive` is one transaction and changes nothing when run again.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from pathlib import Path

from adjutant.archive.urls import BadConnectionLine, ConnectionLine, parse
from adjutant.paths import db_dir

SCHEMA = "adjutant_archive"
#: Alembic's script folder of the archive (beside the game file's, under db/).
SCRIPT_FOLDER = "archive"
HEAD = "a0002_organiser"
#: Per table role: a laptop needs one session, a copy of a game pushed at the same time a
#: second; more is a misuse, refused by the server.
TABLE_CONNECTION_LIMIT = 8
MAX_TABLE = 9999
#: Serialises two `init` runs on one database.
_INIT_LOCK = 0x41444A54  # "ADJT"


class ServerError(Exception):
    """The archive could not be set up or changed; the message says why, without secrets."""


@dataclass(frozen=True)
class Roles:
    owner: str
    tables: str
    viewer: str
    prefix: str

    def table(self, number: int) -> str:
        return f"{self.prefix}_table_{number}"


@dataclass(frozen=True)
class InitReport:
    database: str
    roles: Roles
    before: str | None  # the archive's Alembic revision before, None: no archive
    after: str
    locked_database: bool  # PUBLIC lost CONNECT/TEMPORARY on the database

    @property
    def changed(self) -> bool:
        return self.before != self.after


@dataclass(frozen=True)
class Enrolment:
    table: int
    event: str | None
    role: str
    line: ConnectionLine
    renewed: bool  # the table was enrolled before: a new password replaces the old one


def role_names(database: str) -> Roles:
    """The roles of the archive in ``database``: ``adjutant_<db>_…``, at most 63 bytes."""
    clean = re.sub(r"[^a-z0-9_]", "_", database.lower())[:30]
    if clean != database:
        clean += "_" + hashlib.sha256(database.encode("utf-8")).hexdigest()[:6]
    prefix = f"adjutant_{clean}"
    return Roles(f"{prefix}_owner", f"{prefix}_tables", f"{prefix}_viewer", prefix)


def _engine(url: str | ConnectionLine):
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.pool import NullPool

    line = url if isinstance(url, ConnectionLine) else parse(url)
    target = make_url(line.url()).set(drivername="postgresql+psycopg")
    return create_engine(
        target,
        poolclass=NullPool,
        connect_args={"connect_timeout": 10, "application_name": "adjutant server"},
    )


def _connect(url: str | ConnectionLine):
    """An open connection to the archive's database (SQLAlchemy), or ServerError."""
    from sqlalchemy.exc import OperationalError

    try:
        line = url if isinstance(url, ConnectionLine) else parse(url)
    except BadConnectionLine as exc:
        raise ServerError(f"not a database URL: {exc}") from None
    try:
        return _engine(line).connect(), line
    except OperationalError as exc:
        raise ServerError(f"cannot connect to {line.redacted()}: {_reason(exc)}") from None


def _reason(exc: BaseException) -> str:
    original = getattr(exc, "orig", None) or exc
    text = str(original).strip().splitlines()
    return text[0] if text else type(original).__name__


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _alembic_config(connection):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(Path(db_dir()) / SCRIPT_FOLDER))
    cfg.attributes["connection"] = connection
    return cfg


def _revision(conn) -> str | None:
    from sqlalchemy import text

    exists = conn.execute(
        text("SELECT to_regclass(:t) IS NOT NULL"), {"t": f"{SCHEMA}.alembic_version"}
    ).scalar()
    if not exists:
        return None
    return conn.execute(text(f"SELECT version_num FROM {SCHEMA}.alembic_version")).scalar()


def _stored_roles(conn) -> Roles | None:
    from sqlalchemy import text

    if not conn.execute(
        text("SELECT to_regclass(:t) IS NOT NULL"), {"t": f"{SCHEMA}.archive_info"}
    ).scalar():
        return None
    rows = dict(conn.execute(text(f"SELECT key, value FROM {SCHEMA}.archive_info")).all())
    if not {"owner_role", "tables_role", "viewer_role", "role_prefix"} <= rows.keys():
        return None
    return Roles(rows["owner_role"], rows["tables_role"], rows["viewer_role"], rows["role_prefix"])


def _role_exists(conn, name: str) -> bool:
    from sqlalchemy import text

    return bool(
        conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :n"), {"n": name}).scalar()
    )


def init_archive(url: str | ConnectionLine) -> InitReport:
    """Create or upgrade the archive in the database at ``url`` and its roles (one
    transaction); run twice, the second run changes nothing."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    conn, _line = _connect(url)
    try:
        with conn.begin():
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _INIT_LOCK})
            database = conn.execute(text("SELECT current_database()")).scalar()
            me = conn.execute(text("SELECT current_user")).scalar()
            roles = _stored_roles(conn) or role_names(database)
            before = _revision(conn)
            for role in (roles.owner, roles.tables, roles.viewer):
                if not _role_exists(conn, role):
                    conn.execute(text(f"CREATE ROLE {_ident(role)} NOLOGIN"))
            if not conn.execute(
                text("SELECT pg_has_role(current_user, :r, 'USAGE')"), {"r": roles.owner}
            ).scalar():
                conn.execute(text(f"GRANT {_ident(roles.owner)} TO {_ident(me)}"))
            conn.execute(
                text(f"CREATE SCHEMA IF NOT EXISTS {SCHEMA} AUTHORIZATION {_ident(roles.owner)}")
            )
            conn.execute(text(f"SET LOCAL ROLE {_ident(roles.owner)}"))
            from alembic import command

            command.upgrade(_alembic_config(conn), "head")
            conn.execute(
                text(
                    f"INSERT INTO {SCHEMA}.archive_info (key, value) VALUES "
                    "('owner_role', :o), ('tables_role', :t), ('viewer_role', :v), "
                    "('role_prefix', :p) ON CONFLICT (key) DO NOTHING"
                ),
                {"o": roles.owner, "t": roles.tables, "v": roles.viewer, "p": roles.prefix},
            )
            _grant_rights(conn, roles)
            conn.execute(text("RESET ROLE"))
            locked = _lock_database(conn, database, roles, me)
            after = _revision(conn)
    except DBAPIError as exc:
        raise ServerError(f"the archive could not be set up: {_reason(exc)}") from None
    finally:
        conn.close()
    return InitReport(database, roles, before, after or HEAD, locked)


def _grant_rights(conn, roles: Roles) -> None:
    """The rights of the three roles, and none for PUBLIC (idempotent)."""
    from sqlalchemy import text

    owner, tables, viewer = (_ident(r) for r in (roles.owner, roles.tables, roles.viewer))
    for statement in (
        f"REVOKE ALL ON SCHEMA {SCHEMA} FROM PUBLIC",
        f"REVOKE ALL ON ALL TABLES IN SCHEMA {SCHEMA} FROM PUBLIC",
        f"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {SCHEMA} FROM PUBLIC",
        f"REVOKE ALL ON ALL FUNCTIONS IN SCHEMA {SCHEMA} FROM PUBLIC",
        f"ALTER DEFAULT PRIVILEGES FOR ROLE {owner} REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC",
        f"REVOKE ALL ON ALL TABLES IN SCHEMA {SCHEMA} FROM {tables}",
        f"GRANT USAGE ON SCHEMA {SCHEMA} TO {tables}, {viewer}",
        f"GRANT EXECUTE ON FUNCTION {SCHEMA}.push_ops(uuid, text, jsonb) TO {tables}",
        # Issue 26: the second right of a table, a consistent copy of its game file.
        f"GRANT EXECUTE ON FUNCTION {SCHEMA}.push_game_file(uuid, text, bytea) TO {tables}",
        f"GRANT SELECT ON ALL TABLES IN SCHEMA {SCHEMA} TO {viewer}",
    ):
        conn.execute(text(statement))


def _lock_database(conn, database: str, roles: Roles, me: str) -> bool:
    """PUBLIC loses CONNECT and TEMPORARY on the database where this role may say so
    (it owns it, or is a superuser); the archive's roles and the organiser connect."""
    from sqlalchemy import text

    may = conn.execute(
        text(
            "SELECT pg_has_role(current_user, d.datdba, 'MEMBER') OR r.rolsuper "
            "FROM pg_database d, pg_roles r "
            "WHERE d.datname = current_database() AND r.rolname = current_user"
        )
    ).scalar()
    if not may:
        return False
    db = _ident(database)
    for statement in (
        f"REVOKE CONNECT, TEMPORARY ON DATABASE {db} FROM PUBLIC",
        f"GRANT CONNECT ON DATABASE {db} TO {_ident(roles.owner)}, {_ident(roles.tables)}, "
        f"{_ident(roles.viewer)}, {_ident(me)}",
    ):
        conn.execute(text(statement))
    return True


def _archive_roles(conn) -> Roles:
    roles = _stored_roles(conn)
    if roles is None:
        raise ServerError(
            "this database holds no event archive: run 'adjutant server init URL' first"
        )
    return roles


def new_password() -> str:
    """A generated password: 32 URL-safe characters (192 bits), no quoting needed."""
    return secrets.token_urlsafe(24)


def _scram_verifier(conn, role: str, password: str) -> str:
    """The SCRAM-SHA-256 verifier of ``password``, computed by libpq on this side."""
    raw = conn.connection.driver_connection
    verifier = raw.pgconn.encrypt_password(
        password.encode("utf-8"), role.encode("utf-8"), b"scram-sha-256"
    )
    return verifier.decode("ascii")


def _set_login(conn, role: str, password: str, *, member_of: str, exists: bool) -> None:
    """Give ``role`` a login with ``password`` (as its SCRAM verifier), creating it in
    ``member_of`` when it does not exist. Through psycopg's own composition: a verifier
    holds ``:`` and ``$``, which SQLAlchemy's text() would read as parameters."""
    from psycopg import sql

    raw = conn.connection.driver_connection
    verifier = sql.Literal(_scram_verifier(conn, role, password))
    if exists:
        statement = sql.SQL("ALTER ROLE {} WITH LOGIN PASSWORD {}").format(
            sql.Identifier(role), verifier
        )
    else:
        statement = sql.SQL(
            "CREATE ROLE {} LOGIN INHERIT NOCREATEDB NOCREATEROLE CONNECTION LIMIT {} "
            "PASSWORD {} IN ROLE {}"
        ).format(
            sql.Identifier(role),
            sql.Literal(TABLE_CONNECTION_LIMIT),
            verifier,
            sql.Identifier(member_of),
        )
    raw.execute(statement)


def enrol_table(
    url: str | ConnectionLine, table: int, event: str | None = None, host: str | None = None
) -> Enrolment:
    """Create table ``table``'s role (or give it a new password) and its connection line.

    The line names the server as ``url`` does, or ``host`` (the address the laptops reach
    it at on the venue's network)."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    if not 1 <= table <= MAX_TABLE:
        raise ServerError(f"a table number is 1 to {MAX_TABLE}, not {table}")
    if event is not None:
        event = event.strip()
        if not event or len(event) > 200 or any(ord(ch) < 32 for ch in event):
            raise ServerError("an event name is 1 to 200 characters on one line")
    conn, line = _connect(url)
    try:
        with conn.begin():
            roles = _archive_roles(conn)
            database = conn.execute(text("SELECT current_database()")).scalar()
            role = roles.table(table)
            exists = _role_exists(conn, role)
            password = new_password()
            _set_login(conn, role, password, member_of=roles.tables, exists=exists)
            conn.execute(text(f"SET LOCAL ROLE {_ident(roles.owner)}"))
            conn.execute(
                text(
                    f"INSERT INTO {SCHEMA}.tables (role_name, table_no, event) "
                    "VALUES (:r, :n, :e) ON CONFLICT (role_name) "
                    "DO UPDATE SET event = excluded.event, enrolled_at = now()"
                ),
                {"r": role, "n": table, "e": event},
            )
            conn.execute(text("RESET ROLE"))
    except DBAPIError as exc:
        raise ServerError(f"table {table} could not be enrolled: {_reason(exc)}") from None
    finally:
        conn.close()
    table_line = ConnectionLine(
        user=role,
        password=password,
        host=host or line.host,
        port=line.port,
        database=database,
        params=tuple(p for p in line.params if p[0] == "sslmode"),
    )
    return Enrolment(table, event, role, table_line, renewed=exists)


def add_viewer(url: str | ConnectionLine, name: str, host: str | None = None) -> ConnectionLine:
    """A login role ``name`` that may read the archive and nothing else (issue 26's organiser
    window, a results board); its connection line with a generated password."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    if not re.fullmatch(r"[a-z][a-z0-9_]{0,62}", name):
        raise ServerError("a viewer's name is lower-case letters, digits and _ (up to 63)")
    conn, line = _connect(url)
    try:
        with conn.begin():
            roles = _archive_roles(conn)
            database = conn.execute(text("SELECT current_database()")).scalar()
            password = new_password()
            _set_login(
                conn, name, password, member_of=roles.viewer, exists=_role_exists(conn, name)
            )
            conn.execute(text(f"GRANT {_ident(roles.viewer)} TO {_ident(name)}"))
    except DBAPIError as exc:
        raise ServerError(f"the viewer could not be made: {_reason(exc)}") from None
    finally:
        conn.close()
    return ConnectionLine(name, password, host or line.host, line.port, database, line.params)

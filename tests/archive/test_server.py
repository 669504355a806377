"""``server init`` and ``enrol`` on a real PostgreSQL (issue 25): the schema at its Alembic
head, run twice with nothing changed, the roles and what each may do (a table role only
EXECUTEs push_ops), SCRAM passwords, a wrong password refused, an organiser who is not a
superuser.
"""

from __future__ import annotations

import psycopg
import pytest

from adjutant.archive import server
from adjutant.archive.client import ArchiveClient, Refused, Unreachable
from archive_helpers import OpsGame, changed_line, new_archive

TABLES = (
    "archive_info",
    "tables",
    "games",
    "ops",
    "conflicts",
    "results",
    "result_players",
    "dice_tests",
    "alembic_version",
)


def _catalogue(archive) -> dict:
    """Everything `init` decides: roles, memberships, rights, objects and their source."""
    return {
        "roles": archive.rows(
            "SELECT rolname, rolcanlogin, rolsuper, rolinherit, rolcreaterole, rolcreatedb, "
            "rolconnlimit, rolpassword FROM pg_authid WHERE rolname LIKE 'adjutant\\_%%' "
            "ORDER BY rolname"
        ),
        "members": archive.rows(
            "SELECT r.rolname, m.rolname, a.admin_option FROM pg_auth_members a "
            "JOIN pg_roles r ON r.oid = a.roleid JOIN pg_roles m ON m.oid = a.member "
            "WHERE r.rolname LIKE 'adjutant\\_%%' ORDER BY 1, 2"
        ),
        "relations": archive.rows(
            "SELECT c.relname, c.relkind, c.relacl::text, pg_get_userbyid(c.relowner) "
            "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'adjutant_archive' ORDER BY 1"
        ),
        "functions": archive.rows(
            "SELECT p.oid::regprocedure::text, p.proacl::text, p.prosecdef, p.proconfig, "
            "md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
            "WHERE n.nspname = 'adjutant_archive' ORDER BY 1"
        ),
        "schema": archive.rows(
            "SELECT nspacl::text, pg_get_userbyid(nspowner) FROM pg_namespace "
            "WHERE nspname = 'adjutant_archive'"
        ),
        "database": archive.rows(
            "SELECT datacl::text FROM pg_database WHERE datname = current_database()"
        ),
        "default_acl": archive.rows("SELECT defaclacl::text FROM pg_default_acl"),
        "info": archive.rows("SELECT * FROM adjutant_archive.archive_info ORDER BY key"),
        "revision": archive.rows("SELECT * FROM adjutant_archive.alembic_version"),
    }


def test_init_makes_the_archive_and_running_it_again_changes_nothing(fresh_archive):
    roles = server.role_names(fresh_archive.database)
    before = _catalogue(fresh_archive)
    assert {name for name, *_ in before["relations"]} >= set(TABLES)
    assert before["revision"] == [(server.HEAD,)]
    assert {r[0] for r in before["roles"]} >= {roles.owner, roles.tables, roles.viewer}
    # Every object is the owner role's, push_ops a SECURITY DEFINER with a fixed path.
    assert {owner for *_, owner in before["relations"]} == {roles.owner}
    functions = {name: rest for name, *rest in before["functions"]}
    acl, definer, config, _src = functions["adjutant_archive.push_ops(uuid,text,jsonb)"]
    assert definer and config == ["search_path=pg_catalog, pg_temp"]
    assert f"{roles.tables}=X/{roles.owner}" in acl and "=X/" not in acl.replace(
        f"{roles.tables}=X/", ""
    ).replace(f"{roles.owner}=X/", "")
    # The tables' second function (issue 26): a consistent copy of a game file.
    acl, definer, config, _src = functions["adjutant_archive.push_game_file(uuid,text,bytea)"]
    assert definer and config == ["search_path=pg_catalog, pg_temp"]
    assert f"{roles.tables}=X/{roles.owner}" in acl
    assert sum(definer for _acl, definer, *_ in functions.values()) == 2
    report = server.init_archive(fresh_archive.admin_url)
    assert not report.changed and report.before == server.HEAD
    assert _catalogue(fresh_archive) == before


def test_public_has_no_right_on_the_schema_or_the_database(fresh_archive):
    rights = fresh_archive.rows(
        "SELECT has_schema_privilege('public', 'adjutant_archive', 'USAGE'), "
        "has_schema_privilege('public', 'adjutant_archive', 'CREATE'), "
        "has_database_privilege('public', current_database(), 'CONNECT'), "
        "has_database_privilege('public', current_database(), 'TEMPORARY')"
    )
    assert rights == [(False, False, False, False)]
    public_functions = fresh_archive.rows(
        "SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
        "WHERE n.nspname = 'adjutant_archive' "
        "AND has_function_privilege('public', p.oid, 'EXECUTE')"
    )
    assert public_functions == []


def test_passwords_are_stored_as_scram_and_made_on_this_side(archive):
    enrolment = archive.enrol(event="Spring GT")
    (stored,) = archive.rows(
        "SELECT rolpassword FROM pg_authid WHERE rolname = %s", enrolment.role
    )[0]
    assert stored.startswith("SCRAM-SHA-256$4096:")
    assert enrolment.line.password not in stored
    assert len(enrolment.line.password) >= 32
    assert archive.rows(
        "SELECT table_no, event FROM adjutant_archive.tables WHERE role_name = %s",
        enrolment.role,
    ) == [(enrolment.table, "Spring GT")]


def test_a_table_role_can_only_execute_push_ops(archive):
    enrolment = archive.enrol()
    with psycopg.connect(enrolment.line.url(), autocommit=True) as conn:
        tables = [
            name
            for (name,) in conn.execute(
                "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE n.nspname = 'adjutant_archive' AND c.relkind = 'r' ORDER BY 1"
            )
        ]
        assert set(tables) >= set(TABLES)
        attempts = []
        for table in tables:
            qualified = f"adjutant_archive.{table}"
            attempts += [
                f"SELECT * FROM {qualified}",
                f"INSERT INTO {qualified} DEFAULT VALUES",
                f"UPDATE {qualified} SET {_a_column(conn, table)} = NULL",
                f"DELETE FROM {qualified}",
                f"TRUNCATE {qualified}",
            ]
        attempts += [
            "SELECT adjutant_archive.recompute_game(gen_random_uuid())",
            "SELECT adjutant_archive.game_ops_hash(gen_random_uuid(), 1)",
            "SELECT adjutant_archive.j_int('1'::jsonb)",
            "CREATE TABLE adjutant_archive.mine (x int)",
            "CREATE TABLE public.mine (x int)",
            "CREATE TEMPORARY TABLE mine (x int)",
            "CREATE SCHEMA mine",
        ]
        for statement in attempts:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
        # Its one right: push_ops.
        result = conn.execute(
            "SELECT adjutant_archive.push_ops(gen_random_uuid(), '1.0', '[]')"
        ).fetchone()[0]
        assert result["head_seq"] == 0


def _a_column(conn, table: str) -> str:
    return conn.execute(
        # pg_attribute: information_schema shows a role only the columns it may use.
        "SELECT attname FROM pg_attribute WHERE attrelid = %s::regclass AND attnum > 0 "
        "AND attidentity = '' AND attgenerated = '' AND NOT attisdropped "
        "ORDER BY attnum DESC LIMIT 1",
        (f"adjutant_archive.{table}",),
    ).fetchone()[0]


def test_a_wrong_password_is_refused(archive):
    enrolment = archive.enrol()
    password = enrolment.line.password
    # Its last character changed (to "y" when it is an "x": a random password can end so).
    wrong_last = "y" if password.endswith("x") else "x"
    wrong = changed_line(enrolment.line, password=password[:-1] + wrong_last)
    with ArchiveClient(wrong) as client, pytest.raises(Refused) as refused:
        client.check()
    assert refused.value.kind == "password"
    assert enrolment.line.password not in str(refused.value)
    # The right one works.
    with ArchiveClient(enrolment.line) as client:
        assert client.check().head_seq == 0


def test_enrolling_a_table_again_replaces_its_password(archive):
    first = archive.enrol(event="Day 1")
    again = archive.enrol(first.table, event="Day 2")
    assert again.renewed and again.role == first.role
    with ArchiveClient(first.line) as client, pytest.raises(Refused) as refused:
        client.check()
    assert refused.value.kind == "password"
    with ArchiveClient(again.line) as client:
        client.check()
    assert (
        archive.scalar("SELECT event FROM adjutant_archive.tables WHERE table_no = %s", first.table)
        == "Day 2"
    )


def test_an_unreachable_server_is_not_a_refusal(archive):
    enrolment = archive.enrol()
    from pg_tools import free_port

    closed = changed_line(enrolment.line, port=free_port())
    with ArchiveClient(closed, connect_timeout=2) as client, pytest.raises(Unreachable):
        client.check()
    missing = changed_line(enrolment.line, database="no_such_archive")
    with ArchiveClient(missing) as client, pytest.raises(Refused) as refused:
        client.check()
    assert refused.value.kind == "no_archive"


def test_a_viewer_reads_and_writes_nothing(archive):
    table = archive.enrol()
    game = OpsGame()
    game.action("Roll", [])
    with ArchiveClient(table.line) as client:
        client.push(game.game_uuid, game.ops)
    viewer = server.add_viewer(archive.admin_url, f"viewer_{archive.database}")
    with psycopg.connect(viewer.url(), autocommit=True) as conn:
        assert conn.execute(
            "SELECT count(*) FROM adjutant_archive.ops WHERE game_uuid = %s", (game.game_uuid,)
        ).fetchone() == (1,)
        for statement in (
            "DELETE FROM adjutant_archive.ops",
            "UPDATE adjutant_archive.games SET head_seq = 0",
            "INSERT INTO adjutant_archive.archive_info VALUES ('x', 'y')",
            "SELECT adjutant_archive.recompute_game(gen_random_uuid())",
            "SELECT adjutant_archive.push_ops(gen_random_uuid(), '1.0', '[]')",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)


def test_an_organiser_who_is_not_a_superuser(pg_cluster):
    """CREATEROLE and the database's ownership are enough to init and enrol."""
    name = f"organiser_{pg_cluster.port}"
    with pg_cluster.admin_connect() as conn:
        conn.execute(f"CREATE ROLE {name} LOGIN CREATEROLE PASSWORD 'organiser-pw'")
        database = f"event_{name}"
        conn.execute(f"CREATE DATABASE {database} OWNER {name}")
    url = pg_cluster.url(name, "organiser-pw", database)
    report = server.init_archive(url)
    assert report.after == server.HEAD and report.locked_database
    assert not server.init_archive(url).changed
    enrolment = server.enrol_table(url, 12, "Club night", host="192.168.1.20")
    assert enrolment.line.host == "192.168.1.20"
    line = changed_line(enrolment.line, host="127.0.0.1")
    game = OpsGame()
    game.action("Roll", [])
    with ArchiveClient(line) as client:
        assert client.push(game.game_uuid, game.ops).inserted == 1
    with psycopg.connect(url) as conn:  # the organiser reads everything
        assert conn.execute("SELECT count(*) FROM adjutant_archive.ops").fetchone() == (1,)


def test_two_archives_in_one_cluster_keep_their_tables_apart(archive, pg_cluster):
    other = new_archive(pg_cluster)
    here = archive.enrol()
    there = other.enrol(here.table)
    assert here.role != there.role
    into_other = changed_line(here.line, database=other.database)
    with ArchiveClient(into_other) as client, pytest.raises(Refused) as refused:
        client.check()
    # The other archive's database lets only its own roles connect.
    assert refused.value.kind == "not_enrolled"


@pytest.mark.parametrize("table", [0, -1, 10000])
def test_enrol_refuses_a_table_number_out_of_range(archive, table):
    with pytest.raises(server.ServerError, match="table number"):
        server.enrol_table(archive.admin_url, table)


def test_enrol_needs_an_archive(pg_cluster):
    database = pg_cluster.create_database("bare")
    with pytest.raises(server.ServerError, match="server init"):
        server.enrol_table(pg_cluster.admin_url(database), 1)

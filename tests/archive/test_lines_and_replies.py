"""What the laptop accepts before it trusts anything (issue 25): the connection line a user
pastes or reads from a file, and the server's reply to a push (a server on the venue's
network that is not an archive, or a hostile one, must not make the laptop acknowledge
anything). No server needed.
"""

from __future__ import annotations

import pytest

from adjutant.archive import protocol, server
from adjutant.archive.client import Refused, Unreachable, classify, read_reply
from adjutant.archive.urls import BadConnectionLine, parse, read_line, target_name

LINE = "postgresql://adjutant_gt_table_7:s3cr%2Ft-pw@192.168.1.20:5433/gt?sslmode=require"


def test_a_connection_line_is_read_and_named_without_its_password():
    line = parse(LINE)
    assert (line.user, line.password, line.host, line.port, line.database) == (
        "adjutant_gt_table_7",
        "s3cr/t-pw",
        "192.168.1.20",
        5433,
        "gt",
    )
    assert line.params == (("sslmode", "require"),)
    assert line.target == target_name(LINE) == "192.168.1.20:5433/gt"
    for shown in (str(line), repr(line), line.redacted()):
        assert "s3cr" not in shown and "***" in shown
    assert parse(line.url()) == line
    assert parse("postgres://u:p@host/db").port == 5432


def test_a_file_from_the_organiser_may_hold_other_lines():
    text = "Table 7 — hand this to the laptop\r\n\n  " + LINE + "  \nthanks\n"
    assert read_line(text) == parse(LINE)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "http://u:p@host/db",
        "postgresql://host/db",  # no user
        "postgresql://u:p@/db",  # no host
        "postgresql://u:p@host",  # no database
        "postgresql://u:p@host/db/more",
        "postgresql://u:p@host:99999/db",
        "postgresql://u:p@host:port/db",
        "postgresql://u:p@host/db?passfile=/etc/shadow",
        "postgresql://u:p@host/db?sslkey=/home/x/.ssh/id",
        "postgresql://u:p@host/db#fragment",
        "postgresql://u:p@host/d b",
        "postgresql://u:p@host/db\x00",
        "postgresql://u:p@host/" + "d" * 3000,
        "\x89PNG\r\n\x1a\n\x00\x00",
    ],
)
def test_anything_else_is_refused_with_a_reason_and_no_secret(text):
    with pytest.raises(BadConnectionLine) as refused:
        read_line(text)
    assert str(refused.value)
    assert ":p@" not in str(refused.value)


GOOD = {
    "head_seq": 12,
    "ops_hash": "a" * 64,
    "inserted": 2,
    "already_there": 10,
    "upto_seq": 12,
    "upto_hash": "a" * 64,
}


def test_a_good_reply_is_read():
    result = read_reply(dict(GOOD), 12)
    assert (result.head_seq, result.inserted, result.already_there, result.upto_seq) == (
        12,
        2,
        10,
        12,
    )


@pytest.mark.parametrize(
    "reply",
    [
        None,
        [],
        "ok",
        {**GOOD, "head_seq": -1},
        {**GOOD, "head_seq": "12"},
        {**GOOD, "head_seq": True},
        {**GOOD, "head_seq": 2**70},
        {**GOOD, "ops_hash": "A" * 64},
        {**GOOD, "upto_hash": None},
        {**GOOD, "inserted": 1.5},
        {**GOOD, "upto_seq": 11},  # does not cover the batch sent up to 12
        {**GOOD, "head_seq": 11},  # a head below what was just sent
        {k: v for k, v in GOOD.items() if k != "upto_hash"},
        {"head_seq": 3, "refused": "everything", "message": "no"},
        {"head_seq": 3, "refused": "conflict", "message": 12},
    ],
)
def test_a_reply_that_is_not_an_archives_is_refused(reply):
    with pytest.raises(Refused) as refused:
        read_reply(reply, 12)
    assert refused.value.kind == "bad_reply"


def test_a_refusal_in_the_reply_is_raised_with_its_details():
    with pytest.raises(Refused) as refused:
        read_reply(
            {
                "refused": "conflict",
                "message": "op 5 differs",
                "op_seq": 5,
                "conflict_id": 9,
                "head_seq": 7,
                "ops_hash": "b" * 64,
            },
            8,
        )
    assert (refused.value.kind, refused.value.op_seq, refused.value.conflict_id) == (
        "conflict",
        5,
        9,
    )
    assert refused.value.head_seq == 7 and str(refused.value) == "op 5 differs"


class _PgError(Exception):
    def __init__(self, text: str, sqlstate: str | None = None):
        super().__init__(text)
        self.sqlstate = sqlstate


@pytest.mark.parametrize(
    ("text", "sqlstate", "kind"),
    [
        ('FATAL:  password authentication failed for user "t"', None, "password"),
        ('FATAL:  role "t" does not exist', None, "password"),
        ('FATAL:  database "gt" does not exist', None, "no_archive"),
        ('FATAL:  permission denied for database "gt"', None, "not_enrolled"),
        ('FATAL:  no pg_hba.conf entry for host "10.0.0.9"', None, "not_allowed"),
        ("payload format 2.0 is newer", "P0A01", "version"),
        ("a batch of 2000 ops", "P0A03", "limit"),
        ("t is not a table enrolled", "42501", "not_enrolled"),
        ("invalid input syntax", "22P02", "invalid"),
    ],
)
def test_refusals_are_sorted_by_code_or_by_the_servers_message(text, sqlstate, kind):
    error = classify(_PgError(text, sqlstate))
    assert isinstance(error, Refused) and error.kind == kind


@pytest.mark.parametrize(
    ("text", "sqlstate"),
    [
        ("connection refused", None),
        ("server closed the connection unexpectedly", None),
        ("timeout expired", None),
        ("FATAL:  the database system is starting up", None),
        ("FATAL:  sorry, too many clients already", None),
        ("terminating connection due to administrator command", "57P01"),
        ("could not serialize access", "40001"),
        ("deadlock detected", "40P01"),
    ],
)
def test_everything_else_is_worth_trying_again(text, sqlstate):
    assert isinstance(classify(_PgError(text, sqlstate)), Unreachable)


def test_backoff_grows_with_jitter_up_to_its_cap():
    import random

    from adjutant.archive.pusher import Backoff

    backoff = Backoff(base=0.5, cap=8.0, rng=random.Random(3))
    delays = [backoff.next_delay() for _ in range(10)]
    for n, delay in enumerate(delays):
        ceiling = min(8.0, 0.5 * 2**n)
        assert ceiling / 2 <= delay <= ceiling
    assert len({round(d, 6) for d in delays[5:]}) > 1  # jitter: not all the same
    backoff.reset()
    assert backoff.next_delay() <= 0.5


def test_role_names_are_the_databases_own_and_fit_postgresql():
    plain = server.role_names("spring_gt")
    assert (
        plain.owner == "adjutant_spring_gt_owner" and plain.table(7) == "adjutant_spring_gt_table_7"
    )
    odd = server.role_names("Spring GT 2026 — the big one with a very long name indeed")
    assert odd.prefix != server.role_names("spring_gt_2026").prefix
    for name in (odd.owner, odd.tables, odd.viewer, odd.table(9999)):
        assert len(name.encode()) <= 63 and name.isascii()


def test_the_protocols_batch_fits_the_servers_limits():
    assert protocol.BATCH_OPS <= protocol.SERVER_MAX_OPS
    assert protocol.BATCH_BYTES <= protocol.SERVER_MAX_BYTES
    assert protocol.parse_format(protocol.FORMAT) == (protocol.FORMAT_MAJOR, 0)

"""A real PostgreSQL server for the event-archive tests and benchmarks (issue 25).

For tests/archive and tests/bench: :class:`PgCluster` runs ``initdb`` and ``postgres`` in
a temporary folder, listening on 127.0.0.1 and a free port only, with SCRAM passwords for
every TCP login (so a wrong password is refused as it would be at a venue). The fixture
``pg_cluster`` (tests/conftest.py) starts one per test session, on first use.

``initdb`` refuses to run as root: when the tests run as root (CI containers) the server's
programs run as ``nobody`` (``subprocess``'s ``user=``; tests/unprivileged.py names the
id), the data folder theirs. Faults are real: :meth:`PgCluster.crash` is ``pg_ctl stop -m
immediate`` (no shutdown checkpoint: the next start replays the WAL) and
:meth:`PgCluster.terminate` is ``pg_terminate_backend`` from a side connection.

Where no server programs exist the tests skip with that reason, except where they must
run (``.ci/run`` and the workflow's Linux job set ``CI_REQUIRE_POSTGRES=1``):
:func:`check_required` then stops the run, as tests/poppler_tools.py does for poppler.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from unprivileged import NOBODY

#: The superuser the tests' cluster is made with (a SCRAM password of its own).
ADMIN = "adjutant_test_admin"


def find_bin_dir() -> Path | None:
    """The folder of ``initdb``/``pg_ctl``/``postgres``: ``ADJUTANT_PG_BIN``, else PATH,
    else Debian's ``/usr/lib/postgresql/<newest>/bin``; None where there is none."""
    chosen = os.environ.get("ADJUTANT_PG_BIN")
    candidates = [Path(chosen)] if chosen else []
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates.append(Path(on_path).parent)
    debian = Path("/usr/lib/postgresql")
    if debian.is_dir():
        versions = [p for p in debian.iterdir() if p.name.split(".")[0].isdigit()]
        for version in sorted(versions, key=lambda p: int(p.name.split(".")[0]), reverse=True):
            candidates.append(version / "bin")
    for folder in candidates:
        if all((folder / tool).is_file() for tool in ("initdb", "pg_ctl", "postgres")):
            return folder
    return None


def required() -> bool:
    """True where the server programs must be installed (CI_REQUIRE_POSTGRES=1)."""
    return os.environ.get("CI_REQUIRE_POSTGRES") == "1"


def check_required() -> None:
    """Stop the run when CI_REQUIRE_POSTGRES=1 and no PostgreSQL server programs exist."""
    if required() and find_bin_dir() is None:
        raise pytest.UsageError(
            "CI_REQUIRE_POSTGRES=1 but no PostgreSQL server programs (initdb, pg_ctl, "
            "postgres) were found: the event-archive tests would be skipped. Install "
            "them (apt-get install postgresql) or point ADJUTANT_PG_BIN at their folder."
        )


def skip_reason() -> str:
    return (
        "needs PostgreSQL's server programs (initdb, pg_ctl, postgres): apt-get install "
        "postgresql, brew install postgresql, or set ADJUTANT_PG_BIN"
    )


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PgCluster:
    """One PostgreSQL server of the tests' own, in ``folder``; see the module docstring."""

    def __init__(self, bin_dir: Path, folder: Path) -> None:
        self.bin_dir = bin_dir
        self.folder = folder
        self.data = folder / "data"
        self.sockets = folder / "sockets"
        self.log = folder / "server.log"
        self.port = free_port()
        self.admin_password = secrets.token_urlsafe(16)
        self._as_nobody = os.name != "nt" and os.geteuid() == 0

    # ------------------------------------------------------------------ running programs
    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
        kwargs: dict = {}
        if self._as_nobody:
            kwargs.update(user=NOBODY, group=NOBODY, extra_groups=[])
        env = dict(os.environ, LC_ALL="C", LANG="C")
        result = subprocess.run(
            [str(self.bin_dir / args[0]), *args[1:]],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=self.folder,
            **kwargs,
        )
        if result.returncode != 0:
            raise RuntimeError(
                f"{args[0]} failed ({result.returncode}): {result.stderr or result.stdout}\n"
                f"server log: {self._log_tail()}"
            )
        return result

    def _log_tail(self) -> str:
        try:
            return self.log.read_text(errors="replace")[-2000:]
        except OSError:
            return "(none)"

    def _give(self, path: Path) -> None:
        if self._as_nobody:
            os.chown(path, NOBODY, NOBODY)

    # ------------------------------------------------------------------ life cycle
    def init(self) -> None:
        self.folder.chmod(0o755)
        self._give(self.folder)
        self.sockets.mkdir(mode=0o755)
        self._give(self.sockets)
        pwfile = self.folder / "pwfile"
        pwfile.write_text(self.admin_password + "\n")
        pwfile.chmod(0o600)
        self._give(pwfile)
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            ADMIN,
            f"--pwfile={pwfile}",
            "--auth-local=scram-sha-256",
            "--auth-host=scram-sha-256",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )
        pwfile.unlink()
        settings = {
            "listen_addresses": "'127.0.0.1'",
            "port": str(self.port),
            "unix_socket_directories": f"'{self.sockets}'",
            # 100 tables for the benchmark, 50+ pushers and their retries for the fault
            # test, and the tests' side connections.
            "max_connections": "300",
            "shared_buffers": "64MB",
            "password_encryption": "'scram-sha-256'",
            "log_min_messages": "warning",
            "log_connections": "off",
        }
        with (self.data / "postgresql.conf").open("a", encoding="utf-8") as conf:
            conf.write("\n# tests/pg_tools.py\n")
            for key, value in settings.items():
                conf.write(f"{key} = {value}\n")

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")

    def crash(self) -> None:
        """``pg_ctl stop -m immediate``: every backend gone at once, no checkpoint."""
        self.stop("immediate")

    def restart_after_crash(self) -> None:
        self.start()

    def running(self) -> bool:
        result = subprocess.run(
            [str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "status"],
            capture_output=True,
            text=True,
            **({"user": NOBODY, "group": NOBODY, "extra_groups": []} if self._as_nobody else {}),
        )
        return result.returncode == 0

    # ------------------------------------------------------------------ connections
    def url(self, user: str, password: str, database: str, host: str = "127.0.0.1") -> str:
        return f"postgresql://{user}:{password}@{host}:{self.port}/{database}"

    def admin_url(self, database: str = "postgres") -> str:
        return self.url(ADMIN, self.admin_password, database)

    def admin_connect(self, database: str = "postgres"):
        import psycopg

        return psycopg.connect(self.admin_url(database), autocommit=True, connect_timeout=10)

    def create_database(self, prefix: str = "archive") -> str:
        name = f"{prefix}_{secrets.token_hex(4)}"
        with self.admin_connect() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return name

    def terminate(self, role: str | None = None, database: str | None = None) -> int:
        """``pg_terminate_backend`` of the sessions of ``role`` (in ``database``): how many."""
        with self.admin_connect() as conn:
            rows = conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' "
                "AND (%(role)s::text IS NULL OR usename = %(role)s) "
                "AND (%(db)s::text IS NULL OR datname = %(db)s)",
                {"role": role, "db": database},
            ).fetchall()
        return sum(1 for (done,) in rows if done)


def wait_until(predicate, timeout: float = 30.0, step: float = 0.05) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()


def start_cluster() -> PgCluster:
    bin_dir = find_bin_dir()
    if bin_dir is None:
        pytest.skip(skip_reason())
    folder = Path(tempfile.mkdtemp(prefix="adjutant-pg-"))
    cluster = PgCluster(bin_dir, folder)
    cluster.init()
    cluster.start()
    return cluster


def remove_cluster(cluster: PgCluster) -> None:
    try:
        if cluster.running():
            cluster.stop("fast")
    finally:
        shutil.rmtree(cluster.folder, ignore_errors=True)

"""The exactly-once run under faults (issue 25): many tables push at once while the venue
misbehaves, and at the end every op is on the server exactly once.

For tests/archive/test_fault_run.py (a short run in the default suite, the full one —
50+ pushers, games of 200+ ops — marked slow). :func:`fault_run`:

- plays ``games`` real game files through the store's services (two processes), enrols a
  table for each, and copies some files part-way or whole ("pushed again from a copy of
  the file": the copy pushes with its table's line too);
- starts one :class:`~adjutant.archive.pusher.PushService` per file — the app's own
  worker — some of them through :class:`~cut_proxy.CutProxy`, which loses the answer to
  a share of the COMMITs (committed on the server, unknown to the laptop);
- while they push: sessions of the tables terminated at random from a side connection
  (``pg_terminate_backend``), one ``pg_ctl stop -m immediate`` and restart, and play
  going on at some tables all the while (ops keep coming, so the faults meet pushes);
- then lets them finish and checks: the server's op count equals the local outboxes'
  total (copies count once: they are the same games), no op twice (by key and by
  op_uuid), no conflict, each game's head and hash on the server equal to the file's,
  and each file's acknowledgement equal to its head and hash.
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import random
import shutil
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from adjutant.archive import pusher
from archive_helpers import Archive, new_archive
from cut_proxy import CutProxy
from played_games import game_uuid_of, local_state, new_played_game, play_more


@dataclass
class Figures:
    games: int = 0
    copies: int = 0
    pushers: int = 0
    ops_local: int = 0
    ops_server: int = 0
    duplicates: int = 0
    conflicts: int = 0
    kills: int = 0
    played: int = 0  # steps of play made while the faults went on
    crashes: int = 0
    commits_cut: int = 0
    retries: int = 0
    seconds: float = 0.0
    mismatched: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"fault run: {self.pushers} pushers ({self.games} games, {self.copies} copies), "
            f"{self.ops_local} ops in the files, {self.ops_server} on the server, "
            f"{self.duplicates} twice, {self.conflicts} conflicts; {self.played} steps played "
            f"during the faults; {self.kills} sessions "
            f"killed, {self.crashes} immediate-mode crash(es), {self.commits_cut} COMMIT "
            f"answers cut, {self.retries} retries; {self.seconds:.1f} s of pushing"
        )


def _build(args: tuple[str, int, int, bool]) -> tuple[str, str | None]:
    """In a worker process: play a game; with ``copy``, copy it half-way (a prefix) or at
    the end, alternately by seed. Returns (path, copy path or None)."""
    path, steps, seed, copy = args
    game = Path(path)
    copy_path = None
    if copy and seed % 2 == 0:
        new_played_game(game, steps // 2, seed)
        copy_path = str(game.with_name(game.stem + "-copy.adjutant"))
        shutil.copy(game, copy_path)
        play_more(game, steps - steps // 2, seed + 1000)
    else:
        new_played_game(game, steps, seed)
        if copy:
            copy_path = str(game.with_name(game.stem + "-copy.adjutant"))
            shutil.copy(game, copy_path)
    return path, copy_path


def build_games(folder: Path, games: int, steps: int, copies: int, workers: int = 2):
    jobs = [(str(folder / f"table{i:03d}.adjutant"), steps, i, i < copies) for i in range(games)]
    # spawn, not fork: the test process has threads (pushers, proxies) by then.
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        return list(pool.map(_build, jobs))


class _Chaos(threading.Thread):
    """Terminates pushing sessions at random, and crashes the server once."""

    def __init__(self, cluster, archive: Archive, rng: random.Random, pause: tuple[float, float]):
        super().__init__(daemon=True, name="chaos")
        self.cluster = cluster
        self.archive = archive
        self.rng = rng
        self.pause = pause
        self.stop = threading.Event()
        self.crash_now = threading.Event()
        self.kills = 0
        self.crashes = 0

    def run(self) -> None:
        prefix = self.archive.scalar(
            "SELECT value FROM adjutant_archive.archive_info WHERE key = 'role_prefix'"
        )
        while not self.stop.wait(self.rng.uniform(*self.pause)):
            if self.crash_now.is_set():
                self.crash_now.clear()
                self.cluster.crash()
                self.crashes += 1
                time.sleep(self.rng.uniform(0.5, 1.5))
                self.cluster.restart_after_crash()
                continue
            try:
                with self.cluster.admin_connect(self.archive.database) as conn:
                    pids = [
                        pid
                        for (pid,) in conn.execute(
                            "SELECT pid FROM pg_stat_activity WHERE usename LIKE %s",
                            (prefix + "\\_table\\_%",),
                        )
                    ]
                    for pid in self.rng.sample(pids, k=min(len(pids), self.rng.randint(1, 3))):
                        done = conn.execute("SELECT pg_terminate_backend(%s)", (pid,)).fetchone()
                        self.kills += bool(done[0])
            except Exception:
                continue


def fault_run(
    cluster,
    folder: Path,
    *,
    games: int,
    steps: int,
    copies: int,
    cut_probability: float = 0.15,
    through_proxy: float = 0.4,
    chaos_seconds: float = 20.0,
    kill_pause: tuple[float, float] = (0.05, 0.3),
    more_play: int = 5,
    finish_timeout: float = 600.0,
    seed: int = 25,
) -> Figures:
    rng = random.Random(seed)
    figures = Figures(games=games, copies=copies)
    archive = new_archive(cluster)
    built = build_games(folder, games, steps, copies)
    tables = {path: archive.enrol() for path, _copy in built}
    files = [(path, tables[path]) for path, _ in built] + [
        (copy, tables[path]) for path, copy in built if copy
    ]
    figures.pushers = len(files)
    services: list[tuple[str, pusher.PushService, str]] = []
    with CutProxy(cluster.port, cut_probability=cut_probability, seed=seed) as proxy:
        for path, table in files:
            line = proxy.line(table.line) if rng.random() < through_proxy else table.line
            service = pusher.PushService(
                batch_ops=rng.choice((17, 50, 200)),
                poll=0.2,
                backoff=pusher.Backoff(0.05, 1.0, random.Random(rng.random())),
            )
            service.start()
            service.configure(path, line)
            services.append((path, service, line.target))
        chaos = _Chaos(cluster, archive, random.Random(seed + 1), kill_pause)
        started = time.monotonic()
        chaos.start()
        playing = threading.Event()
        playing.set()
        wakers = {path: service for path, service, _t in services}

        def play_on() -> None:
            """Play goes on at some tables all through the faults: ops keep coming."""
            players = [Path(path) for path, _copy in built[:more_play]]
            n = 0
            while playing.is_set() and players:
                path = players[n % len(players)]
                play_more(path, 2, seed=seed * 7919 + n)
                wakers[str(path)].wake()
                figures.played += 2
                n += 1

        player = threading.Thread(target=play_on, daemon=True, name="player")
        player.start()
        try:
            time.sleep(chaos_seconds / 3)
            chaos.crash_now.set()
            time.sleep(chaos_seconds * 2 / 3)
        finally:
            playing.clear()
            player.join(120)
            chaos.stop.set()
            chaos.join(60)
        figures.kills, figures.crashes = chaos.kills, chaos.crashes
        deadline = time.monotonic() + finish_timeout
        for _path, service, _t in services:
            service.wake()
        while time.monotonic() < deadline:
            states = [s.status() for _p, s, _t in services]
            # A status is the pusher's last cycle's: right after wake() it may still say
            # "sent" of a file that has ops its next cycle will find. Done when every file
            # says so too (nothing is written to them any more).
            if all(st.state == pusher.SENT and st.waiting == 0 for st in states) and all(
                _acknowledged(Path(path), target) for path, _s, target in services
            ):
                break
            time.sleep(0.2)
        figures.seconds = time.monotonic() - started
        figures.commits_cut = proxy.commits_cut
        for _path, service, _t in services:
            figures.retries += service.status().retries
            service.stop()
    unfinished = [
        f"{p}: {s.status().state} {s.status().waiting} {s.status().reason}"
        for p, s, _t in services
        if s.status().state != pusher.SENT
    ]
    figures.mismatched += unfinished
    _check(archive, built, services, figures)
    return figures


def _acknowledged(path: Path, target: str) -> bool:
    """Is every op of the file at ``path`` acknowledged by ``target`` (by its own outbox)?"""
    head, local_hash, acked, acked_hash = local_state(path, target)
    return (acked, acked_hash) == (head, local_hash)


def _check(archive: Archive, built, services, figures: Figures) -> None:
    targets = {path: target for path, _service, target in services}
    for path, copy in built:
        head, local_hash, acked, acked_hash = local_state(Path(path), targets[path])
        figures.ops_local += head
        game_uuid = game_uuid_of(Path(path))
        server_head, server_hash = archive.rows(
            "SELECT head_seq, ops_hash FROM adjutant_archive.games WHERE game_uuid = %s",
            game_uuid,
        )[0]
        if (server_head, server_hash) != (head, local_hash):
            figures.mismatched.append(f"{path}: server {server_head} vs file {head}")
        if (acked, acked_hash) != (head, local_hash):
            figures.mismatched.append(f"{path}: acknowledged {acked} of {head}")
        if copy:
            c_head, c_hash, c_acked, c_acked_hash = local_state(Path(copy), targets[copy])
            if (c_acked, c_acked_hash) != (c_head, c_hash) or c_head > head:
                figures.mismatched.append(f"{copy}: acknowledged {c_acked} of {c_head}")
    figures.ops_server = archive.scalar("SELECT count(*) FROM adjutant_archive.ops")
    figures.duplicates = archive.scalar(
        "SELECT (SELECT count(*) FROM adjutant_archive.ops) - "
        "(SELECT count(DISTINCT op_uuid) FROM adjutant_archive.ops)"
    )
    figures.conflicts = archive.scalar("SELECT count(*) FROM adjutant_archive.conflicts")

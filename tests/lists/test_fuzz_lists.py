"""The list readers fuzzed with a seeded mutator over real lists (issue 27).

Every list of tests/data/lists (files and text exports) and, where the folder is beside
the repository, every roster of ../shared/rosters, mutated: bytes flipped, slices cut,
doubled or moved, the file cut short, hostile pieces spliced in (deep nesting, huge
numbers and names, control characters, an unknown encoding, stray text lines), zips
re-packed around a mutated member or damaged themselves. For each mutated list:

- reading ends in an ArmyList or a ListError the reader meant (``unexpected`` is the
  last-resort guard's mark: a bug), never another exception;
- no read takes long enough for the watchdog (a hang guard, not a benchmark);
- for some of the lists that read, the import into a copy of a game either succeeds
  and leaves a game ``adjutant check`` calls sound, or is refused and leaves the game
  byte-identical.

The default run tries :data:`SHORT` mutations; the slow run (``pytest -m slow``) tries
:data:`LONG`, in a few minutes.
"""

from __future__ import annotations

import hashlib
import io
import random
import signal
import sys
import zipfile
from pathlib import Path

import pytest

from adjutant.lists import ListError, read_bytes

DATA = Path(__file__).resolve().parents[1] / "data" / "lists"
ROSTERS = Path(__file__).resolve().parents[2].parent / "shared" / "rosters"
SHORT = 80
LONG = 12_000
WATCHDOG_SECONDS = 30

PIECES = [
    b"<selections>" * 70 + b'<selection name="x" type="unit"/>' + b"</selections>" * 70,
    b'<forces><force name="deep">' * 40 + b"</force></forces>" * 40,
    b"9" * 5000,
    b'"' + b"n" * 20_000 + b'"',
    b"\x00\x1b[31m\xe2\x80\xae\x07",
    b'<?xml version="1.0" encoding="UTI-8"?>',
    b"&lt;&amp;&#0;&#x110000;",
    b"\n10x Grots (999999999999 pts)\n  \xe2\x80\xa2 5x Grot\n    \xe2\x80\xa2 5x Knife\n",
    b"\n+++++\n+ TOTAL ARMY POINTS: -5pts\n",
    b'{"selections": ' * 50 + b"{}" + b"}" * 50,
    b"NaN",
    b"1e999",
    b" / ".join(b"L%d" % i for i in range(80)),
]


def _sources() -> list[tuple[str, bytes]]:
    files = [p for p in sorted(DATA.rglob("*")) if p.is_file() and p.suffix != ".md"]
    if (ROSTERS / "SOURCES.md").is_file():
        files += [p for p in sorted(ROSTERS.iterdir()) if p.suffix in (".ros", ".rosz")]
    return [(p.name, p.read_bytes()) for p in files]


def _unzipped(data: bytes) -> tuple[str, bytes] | None:
    if not data.startswith(b"PK\x03\x04"):
        return None
    try:  # a zip an earlier mutation damaged: mutate its bytes instead
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            info = z.infolist()[0]
            return info.filename, z.read(info)
    except Exception:
        return None


def _zip(name: str, data: bytes) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(name, data)
    return out.getvalue()


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One seeded mutation of ``data`` (a zip's member is mutated and zipped again, or
    the zip's own bytes are)."""
    inner = _unzipped(data)
    if inner is not None and rng.random() < 0.7:
        return _zip(inner[0], mutate(inner[1], rng))
    out = bytearray(data)
    kind = rng.randrange(7)
    if kind == 0:  # flip bytes
        for _ in range(rng.randint(1, 12)):
            if out:
                out[rng.randrange(len(out))] = rng.randrange(256)
    elif kind == 1 and out:  # cut short
        del out[rng.randrange(len(out)) :]
    elif kind == 2 and out:  # cut a slice out
        start = rng.randrange(len(out))
        del out[start : start + rng.randint(1, 400)]
    elif kind == 3 and out:  # double a slice
        start = rng.randrange(len(out))
        piece = out[start : start + rng.randint(1, 2000)]
        out[start:start] = piece * rng.randint(1, 20)
    elif kind == 4:  # splice a hostile piece in
        at = rng.randrange(len(out) + 1)
        out[at:at] = rng.choice(PIECES)
    elif kind == 5 and out:  # move a slice
        start = rng.randrange(len(out))
        piece = out[start : start + rng.randint(1, 500)]
        del out[start : start + len(piece)]
        at = rng.randrange(len(out) + 1)
        out[at:at] = piece
    else:  # a line's text replaced by a piece
        lines = bytes(out).split(b"\n")
        lines[rng.randrange(len(lines))] = rng.choice(PIECES)
        out = bytearray(b"\n".join(lines))
    return bytes(out)


class Hang(Exception):
    pass


def _watchdog(seconds: int):
    """Raise Hang in the main thread after ``seconds`` (POSIX); returns the disarm."""
    if sys.platform == "win32":
        return lambda: None

    def ring(_signum, _frame):
        raise Hang

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)

    def disarm():
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)

    return disarm


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    from adjutant.store.services.sample import create_sample

    path = tmp_path_factory.mktemp("fuzz") / "template.adjutant"
    create_sample(path).close()
    return path.read_bytes()


def _import_leaves_a_sound_game(army, template: bytes, folder: Path, case: int) -> None:
    from adjutant.store import Game, InvalidField, StoreError
    from adjutant.store.file.check import check_file
    from adjutant.store.services.lists import import_army_list

    path = folder / f"case{case}.adjutant"
    path.write_bytes(template)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    refused = False
    with Game.open(path) as game:
        try:
            import_army_list(game, army)
        except (InvalidField, StoreError):
            refused = True
    if refused:
        assert hashlib.sha256(path.read_bytes()).hexdigest() == before, f"case {case}"
    else:
        report = check_file(path)
        assert report.status == "sound", (case, report.problems)
    path.unlink()


def _fuzz(count: int, seed: int, template: bytes, folder: Path, import_every: int) -> dict:
    rng = random.Random(seed)
    sources = _sources()
    tally = {"read": 0, "refused": 0, "imported": 0}
    for case in range(count):
        name, data = sources[case % len(sources)]
        mutated = mutate(data, rng)
        if rng.random() < 0.3:
            mutated = mutate(mutated, rng)
        disarm = _watchdog(WATCHDOG_SECONDS)
        try:
            army = read_bytes(mutated, name)
        except ListError as exc:
            assert not exc.unexpected, f"case {case} ({name}): {exc!r} from {exc.__cause__!r}"
            tally["refused"] += 1
            continue
        except Hang:
            pytest.fail(f"case {case} ({name}): still reading after {WATCHDOG_SECONDS} s")
        finally:
            disarm()
        tally["read"] += 1
        army.to_json()  # what inspect-list --json prints
        if tally["read"] % import_every == 0:
            _import_leaves_a_sound_game(army, template, folder, case)
            tally["imported"] += 1
    return tally


def test_fuzz_short(template, tmp_path):
    tally = _fuzz(SHORT, seed=27, template=template, folder=tmp_path, import_every=8)
    assert tally["read"] and tally["refused"]  # both paths were taken


@pytest.mark.slow
def test_fuzz_long(template, tmp_path):
    tally = _fuzz(LONG, seed=2027, template=template, folder=tmp_path, import_every=40)
    print(f"\nfuzz: {tally}")
    assert tally["read"] and tally["refused"] and tally["imported"]

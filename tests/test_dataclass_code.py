"""Dataclass methods compiled once and kept between runs (issue 28, ``adjutant.dataclass_code``).

A class made through the cache (a cold cache that compiles, a warm one read from its file)
behaves exactly as one made by Python alone; a warm cache compiles nothing; a file that is
damaged, of another Python or of another shape is ignored and then replaced; a folder that
cannot be written is no error; the app writes the cache at its first start and, finding
every text at the next, does not write it again.
"""

from __future__ import annotations

import dataclasses
import inspect
import marshal
import os
import subprocess
import sys
import threading
import zlib
from dataclasses import KW_ONLY, InitVar, dataclass, field
from typing import ClassVar

import pytest

from adjutant import dataclass_code
from adjutant.dataclass_code import FILE_NAME, HEADER, CodeCache, install, uninstall
from adjutant.store.services.sample import create_sample


@pytest.fixture(autouse=True)
def _plain_dataclasses():
    yield
    uninstall()
    assert "exec" not in vars(dataclasses)


def make_classes() -> dict[str, type]:
    """Dataclasses of every kind Adjutant uses, made afresh (so through whatever ``exec``
    the dataclasses module has now)."""

    @dataclass(frozen=True, slots=True)
    class Row:
        id: int
        name: str
        tags: tuple[str, ...] = ()
        note: str | None = field(default=None, repr=False)

    @dataclass(order=True)
    class Ordered:
        rank: int
        items: list[int] = field(default_factory=list)
        LIMIT: ClassVar[int] = 3

    @dataclass
    class Checked:
        value: int
        scale: InitVar[int] = 1
        _: KW_ONLY
        label: str = "x"

        def __post_init__(self, scale: int) -> None:
            if self.value < 0:
                raise ValueError("negative")
            self.value *= scale

    @dataclass(frozen=True)
    class Child(Row):
        extra: float = 0.5

    return {"Row": Row, "Ordered": Ordered, "Checked": Checked, "Child": Child}


def behaviour(classes: dict[str, type]) -> dict[str, object]:
    """Everything a caller can see of the classes and their instances."""
    Row, Ordered, Checked, Child = (classes[n] for n in ("Row", "Ordered", "Checked", "Child"))
    seen: dict[str, object] = {}
    row = Row(1, "Alpha", ("a",), note="hidden")
    seen["repr"] = [repr(row), repr(Ordered(2, [1])), repr(Checked(2, 3, label="y"))]
    seen["eq"] = [row == Row(1, "Alpha", ("a",), "hidden"), row == Row(2, "Alpha")]
    seen["hash"] = hash(row) == hash(Row(1, "Alpha", ("a",), "hidden"))
    seen["order"] = sorted([Ordered(3), Ordered(1, [2]), Ordered(1, [1])])
    seen["order"] = [repr(o) for o in seen["order"]]  # type: ignore[attr-defined]
    for name, change in (
        ("set", lambda: setattr(row, "id", 2)),
        ("del", lambda: delattr(row, "id")),
    ):
        with pytest.raises(dataclasses.FrozenInstanceError):
            change()
        seen[name] = "frozen"
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)
    with pytest.raises(TypeError):
        Checked(1, 2, "positional label")  # keyword-only after KW_ONLY
    seen["child"] = repr(Child(1, "B", extra=2.0))
    for name, cls in classes.items():
        seen[f"{name}.signature"] = str(inspect.signature(cls))
        seen[f"{name}.init annotations"] = {
            k: getattr(v, "__name__", repr(v)) for k, v in cls.__init__.__annotations__.items()
        }
        seen[f"{name}.match_args"] = getattr(cls, "__match_args__", None)
        seen[f"{name}.doc"] = cls.__doc__
        seen[f"{name}.fields"] = [
            (f.name, f.default is dataclasses.MISSING) for f in dataclasses.fields(cls)
        ]
        seen[f"{name}.methods"] = sorted(
            n
            for n in (
                "__init__",
                "__repr__",
                "__eq__",
                "__hash__",
                "__setattr__",
                "__delattr__",
                "__lt__",
            )
            if n in vars(cls)
        )
    return seen


def test_a_class_made_through_the_cache_behaves_as_one_made_without(tmp_path):
    plain = behaviour(make_classes())
    cold = install(tmp_path)
    assert behaviour(make_classes()) == plain
    assert cold.misses > 0 and cold.save()
    warm = install(tmp_path)  # a new start: read from the file
    assert behaviour(make_classes()) == plain
    assert (warm.misses, warm.problem) == (0, "")
    assert warm.hits == cold.misses + cold.hits


def test_a_warm_cache_compiles_nothing_and_writes_nothing(tmp_path):
    cold = install(tmp_path)
    make_classes()
    cold.save()
    before = (tmp_path / FILE_NAME).read_bytes()
    warm = install(tmp_path)
    make_classes()
    assert warm.misses == 0 and warm.hits > 0
    assert warm.save() is False
    assert (tmp_path / FILE_NAME).read_bytes() == before


def _framed(payload: bytes, header: bytes = HEADER) -> bytes:
    return header + zlib.crc32(payload).to_bytes(4, "little") + payload


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"\x00\xffnot a cache at all", "not a cache of this Python"),
        (_framed(marshal.dumps({}), b"adjutant dataclass code 1 cpython-399xxxx"), "not a cache"),
        (HEADER + b"\x00\x00\x00\x00" + marshal.dumps({"a": b"b"}), "checksum"),
        (_framed(b"\xff\xfe garbage that marshal refuses"), "damaged"),
        (_framed(marshal.dumps([1, 2, 3])), "not a map"),
        (_framed(marshal.dumps({"text": 42})), "not a map"),
        (HEADER[:10], "not a cache"),
    ],
)
def test_a_damaged_or_foreign_cache_is_ignored_and_replaced(tmp_path, content, problem):
    plain = behaviour(make_classes())
    (tmp_path / FILE_NAME).write_bytes(content)
    cache = install(tmp_path)
    assert problem in cache.problem
    assert behaviour(make_classes()) == plain
    assert cache.save()
    again = install(tmp_path)
    make_classes()
    assert (again.problem, again.misses) == ("", 0)


def test_an_entry_that_is_not_code_is_compiled_again(tmp_path):
    install(tmp_path)
    plain = behaviour(make_classes())
    dataclass_code.installed.save()  # type: ignore[union-attr]
    good = CodeCache(tmp_path / FILE_NAME)
    good.load()
    forged = {text: marshal.dumps(("not", "code")) for text in good.stored}
    (tmp_path / FILE_NAME).write_bytes(_framed(marshal.dumps(forged)))
    cache = install(tmp_path)
    assert behaviour(make_classes()) == plain
    assert cache.hits == 0 and cache.misses > 0
    assert "not code" in cache.problem


def test_threads_making_classes_at_once_share_the_cache(tmp_path):
    """The preloader's thread imports modules (and makes their dataclasses) while the main
    thread does: both go through the one cache, forged entries included."""
    install(tmp_path)
    plain = behaviour(make_classes())
    dataclass_code.installed.save()  # type: ignore[union-attr]
    good = CodeCache(tmp_path / FILE_NAME)
    good.load()
    forged = dict.fromkeys(good.stored, marshal.dumps(42))
    (tmp_path / FILE_NAME).write_bytes(_framed(marshal.dumps(forged)))
    cache = install(tmp_path)
    results: list[object] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(20):
                results.append(behaviour(make_classes()))
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(results) == 80 and all(result == plain for result in results)
    assert cache.save()


def test_a_folder_that_cannot_be_written_is_no_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder would be")
    cache = install(blocker / "cache")
    plain_made = make_classes()
    assert cache.misses > 0
    assert cache.save() is False
    assert behaviour(plain_made)["Row.methods"]
    assert list(tmp_path.iterdir()) == [blocker]


def test_past_the_limit_a_write_keeps_only_what_this_run_executed(tmp_path, monkeypatch):
    stale = {
        f"def stale_{i}(): pass": marshal.dumps(compile("pass", "<string>", "exec"))
        for i in range(5)
    }
    (tmp_path / FILE_NAME).write_bytes(_framed(marshal.dumps(stale)))
    monkeypatch.setattr(dataclass_code, "MAX_ENTRIES", 6)
    cache = install(tmp_path)
    make_classes()
    assert cache.save()
    kept = CodeCache(tmp_path / FILE_NAME)
    kept.load()
    assert set(kept.stored) == set(cache.codes)
    assert not any(text.startswith("def stale_") for text in kept.stored)


def test_uninstall_gives_dataclasses_the_builtin_exec_back(tmp_path):
    install(tmp_path)
    assert vars(dataclasses)["exec"].__self__ is dataclass_code.installed  # type: ignore[attr-defined]
    uninstall()
    assert "exec" not in vars(dataclasses) and dataclass_code.installed is None


def test_the_app_writes_the_cache_once_and_then_only_reads_it(tmp_path):
    game = tmp_path / "sample.adjutant"
    create_sample(game).close()
    cache_dir = tmp_path / "cache"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ADJUTANT_TESTING="1",
        ADJUTANT_SETTINGS=str(tmp_path / "settings.ini"),
        ADJUTANT_DATA_DIR=str(tmp_path / "data"),
        ADJUTANT_CACHE_DIR=str(cache_dir),
    )

    def start() -> None:
        done = subprocess.run(
            [sys.executable, "-m", "adjutant", "--smoke-test", str(game)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr

    start()
    written = cache_dir / FILE_NAME
    first = written.read_bytes()
    cache = CodeCache(written)
    cache.load()
    assert cache.problem == "" and len(cache.stored) > 100  # every tool panel's classes
    stamp = written.stat().st_mtime_ns
    start()
    assert written.stat().st_mtime_ns == stamp and written.read_bytes() == first

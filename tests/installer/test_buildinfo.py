"""installer/buildinfo.py: versions for Windows and macOS, the Info.plist, numpy's excludes
(issue 18).

- Windows' VersionInfoVersion must be four numbers: every PEP 440 form Adjutant may
  carry (pre-, dev-, post-releases, local labels, short releases) becomes one, in the
  same order as the versions themselves; what cannot be expressed is refused clearly.
- The Info.plist the spec writes parses as a plist and declares the ``adjutant``
  document type through the type it exports.
- The spec leaves out of the bundle only numpy parts the build's numpy does not load.
"""

from __future__ import annotations

import importlib.util
import plistlib
import subprocess
import sys
from pathlib import Path

import pytest
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]


def _load_buildinfo():
    spec = importlib.util.spec_from_file_location("buildinfo", ROOT / "installer" / "buildinfo.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


buildinfo = _load_buildinfo()


# ---------------------------------------------------------------- Windows file version
@pytest.mark.parametrize(
    "version, expected",
    [
        ("0.1.0", "0.1.0.40000"),
        ("1.2", "1.2.0.40000"),
        ("3", "3.0.0.40000"),
        ("0.2.0rc1", "0.2.0.30001"),
        ("0.2.0b2", "0.2.0.20002"),
        ("0.2.0a1", "0.2.0.10001"),
        ("0.2.0.dev1", "0.2.0.1"),
        ("0.2.0+g1234", "0.2.0.40000"),
        ("0.2.0.dev3+g1234.d20250101", "0.2.0.3"),
        ("0.2.0.post2", "0.2.0.40002"),
        ("0.2.0rc1.dev4", "0.2.0.30001"),
        ("1.0.0-RC2", "1.0.0.30002"),  # normalised by PEP 440
        ("v2.1", "2.1.0.40000"),
        ("0.2.0a123456", "0.2.0.19999"),  # capped inside its block
        ("0.2.0.post999999", "0.2.0.65535"),
    ],
)
def test_windows_version_is_four_numbers(version, expected):
    result = buildinfo.windows_version(version)
    assert result == expected
    parts = result.split(".")
    assert len(parts) == 4 and all(p.isdigit() and 0 <= int(p) <= 0xFFFF for p in parts)


def test_windows_versions_keep_the_order_of_pep440():
    ordered = [
        "0.1.9",
        "0.2.0.dev1",
        "0.2.0.dev2",
        "0.2.0a1",
        "0.2.0b1",
        "0.2.0rc1",
        "0.2.0rc2",
        "0.2.0",
        "0.2.0.post1",
        "0.2.1.dev1",
        "0.10.0",
        "1.0",
    ]
    assert sorted(ordered, key=Version) == ordered  # the list itself is in PEP 440 order

    def numeric(v):
        return tuple(int(p) for p in buildinfo.windows_version(v).split("."))

    converted = [numeric(v) for v in ordered]
    assert converted == sorted(converted)
    assert len(set(converted)) == len(converted)


@pytest.mark.parametrize(
    "version, says",
    [
        ("not a version", "not a PEP 440 version"),
        ("", "not a PEP 440 version"),
        ("1!2.0", "epoch"),
        ("1.2.3.4", "at most three release numbers"),
        ("70000.0", "exceeds 65535"),
    ],
)
def test_windows_version_refuses_what_it_cannot_express(version, says):
    with pytest.raises(ValueError, match=says):
        buildinfo.windows_version(version)


def test_command_line_prints_the_windows_version_and_fails_clearly():
    script = str(ROOT / "installer" / "buildinfo.py")
    done = subprocess.run(
        [sys.executable, script, "windows-version", "0.2.0rc1"], capture_output=True, text=True
    )
    assert (done.returncode, done.stdout.strip()) == (0, "0.2.0.30001")
    bad = subprocess.run(
        [sys.executable, script, "windows-version", "1!0"], capture_output=True, text=True
    )
    assert bad.returncode == 1 and "epoch" in bad.stderr and bad.stdout == ""
    usage = subprocess.run([sys.executable, script], capture_output=True, text=True)
    assert usage.returncode == 2 and "usage" in usage.stderr


def test_command_line_defaults_to_the_installed_adjutant():
    from importlib.metadata import version

    done = subprocess.run(
        [sys.executable, str(ROOT / "installer" / "buildinfo.py"), "windows-version"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == buildinfo.windows_version(version("adjutant"))


def test_both_windows_builds_pass_the_numeric_version_to_inno_setup():
    iss = (ROOT / "installer" / "windows" / "adjutant.iss").read_text(encoding="utf-8")
    assert "VersionInfoVersion={#VersionInfo}" in iss
    assert "VersionInfoVersion={#AppVersion}" not in iss
    for script in ("installer/build-windows.ps1", "installer/windows/build-under-wine.sh"):
        text = (ROOT / script).read_text(encoding="utf-8")
        assert "buildinfo.py windows-version" in text, script
        assert "/DVersionInfo=" in text, script


# ---------------------------------------------------------------- macOS
@pytest.mark.parametrize(
    "version, expected", [("0.2.0rc1", "0.2.0"), ("1.2", "1.2.0"), ("0.1.0+g12", "0.1.0")]
)
def test_macos_version_is_numbers_only(version, expected):
    assert buildinfo.macos_version(version) == expected


def test_info_plist_parses_and_declares_the_adjutant_document_type():
    data = plistlib.dumps(buildinfo.info_plist("0.2.0rc1"))
    plist = plistlib.loads(data)
    exported = {t["UTTypeIdentifier"]: t for t in plist["UTExportedTypeDeclarations"]}
    assert list(exported) == ["org.adjutant.Adjutant.game"]
    game_type = exported["org.adjutant.Adjutant.game"]
    assert game_type["UTTypeTagSpecification"]["public.filename-extension"] == ["adjutant"]
    assert "public.data" in game_type["UTTypeConformsTo"]
    (document,) = plist["CFBundleDocumentTypes"]
    # The document type names the exported type, and Adjutant owns and edits it.
    assert document["LSItemContentTypes"] == ["org.adjutant.Adjutant.game"]
    assert document["LSHandlerRank"] == "Owner" and document["CFBundleTypeRole"] == "Editor"
    assert plist["CFBundleIdentifier"] == "org.adjutant.Adjutant"
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == "0.2.0"
    assert plist["LSMinimumSystemVersion"] == "11.0"


def test_the_spec_writes_that_info_plist():
    spec = (ROOT / "installer" / "adjutant.spec").read_text(encoding="utf-8")
    assert "info_plist=buildinfo.info_plist(\n" in spec
    assert "buildinfo.macos_minimum(buildinfo.installed_wheel_tags())" in spec
    assert "version=buildinfo.macos_version(VERSION)" in spec


def test_the_oldest_macos_is_the_one_the_most_demanding_wheel_needs():
    tags = [
        "cp310-abi3-macosx_13_0_universal2",  # PySide6-Essentials 6.11
        "cp311-cp311-macosx_14_0_arm64",  # numpy built against Accelerate
        "cp311-cp311-macosx_10_13_x86_64",
        "py3-none-any",
        "cp311-cp311-win_amd64",
    ]
    assert buildinfo.macos_minimum(tags) == "14.0"
    assert buildinfo.macos_minimum(["cp311-cp311-macosx_10_9_x86_64"]) == "11.0"  # the floor
    assert buildinfo.macos_minimum(["x-macosx_12_10_arm64", "x-macosx_12_9_arm64"]) == "12.10"
    plist = buildinfo.info_plist("1.0", buildinfo.macos_minimum(tags))
    assert plistlib.loads(plistlib.dumps(plist))["LSMinimumSystemVersion"] == "14.0"


def test_installed_wheel_tags_are_read_from_this_python():
    tags = buildinfo.installed_wheel_tags()
    assert any(tag.startswith("py3-none-any") for tag in tags)  # e.g. alembic


# ---------------------------------------------------------------- numpy in the bundle
def test_numpy_parts_that_numpy_loads_are_kept():
    # numpy 1.26 imports these at start: leaving them out breaks `import numpy`.
    numpy1 = {"numpy", "numpy.fft", "numpy.fft._pocketfft", "numpy.random", "numpy.ma.core"}
    numpy1 |= {"numpy.polynomial.polynomial", "numpy.linalg"}
    assert buildinfo.numpy_excludes(numpy1) == ["numpy.f2py", "numpy.testing"]
    assert buildinfo.numpy_excludes({"numpy", "numpy.linalg"}) == list(buildinfo.NUMPY_OPTIONAL)
    # A module of the same prefix is not a submodule.
    assert "numpy.ma" in buildinfo.numpy_excludes({"numpy.matrixlib"})


def test_the_probe_sees_what_this_numpy_loads():
    import numpy

    loaded = buildinfo.probe_loaded_modules(sys.executable)
    assert "shapely" in loaded and "numpy" in loaded
    excluded = buildinfo.numpy_excludes(loaded)
    # Whatever is left out, a fresh `import shapely` must not have needed it.
    for name in excluded:
        assert not [m for m in loaded if m == name or m.startswith(name + ".")], name
    if int(numpy.__version__.split(".")[0]) < 2:
        assert "numpy.fft" not in excluded

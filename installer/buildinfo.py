"""Facts the installers derive from the version and the build environment (issue 18).

A plain module (``installer/`` is not an import package) for the PyInstaller spec
(``installer/adjutant.spec``), the build scripts and tests/installer/:

- :func:`windows_version` — the numeric four-part ``A.B.C.D`` Windows wants for a
  file's version resource (Inno Setup's ``VersionInfoVersion``), from any PEP 440
  version Adjutant may carry (``0.2.0rc1``, ``0.2.0.dev1``, ``0.2.0+g1234``, ``1.2``).
- :func:`macos_version` — the ``A.B.C`` of ``CFBundleShortVersionString`` /
  ``CFBundleVersion`` (Apple allows one to three integers, nothing else).
- :func:`info_plist` — the macOS ``Info.plist`` entries of ``Adjutant.app``: the
  ``.adjutant`` document type and the exported type it names, and the oldest macOS
  the bundled wheels run on (:func:`macos_minimum`: PySide6 6.11's wheels need 13).
- :func:`numpy_excludes` — the numpy subpackages the bundle may leave out: only those
  that importing shapely (and so numpy) does not load in the build's own Python.

Command line (build-windows.ps1, windows/build-under-wine.sh)::

    python installer/buildinfo.py windows-version [VERSION]   # default: adjutant's own
"""

from __future__ import annotations

import sys

APP_NAME = "Adjutant"
BUNDLE_ID = "org.adjutant.Adjutant"
GAME_UTI = f"{BUNDLE_ID}.game"
GAME_EXTENSION = "adjutant"

#: Field limit of a Windows VS_FIXEDFILEINFO version (four 16-bit numbers).
_WORD = 0xFFFF
#: The fourth Windows field orders the phases as PEP 440 does: .devN < aN < bN < rcN <
#: final < .postN. Each phase owns a block of numbers; N is added (capped in its block).
_PHASE_BASE = {"dev": 0, "a": 10000, "b": 20000, "rc": 30000}
_FINAL = 40000
_BLOCK = 9999


def _release(version: str):
    """``(Version, (major, minor, micro))``; ValueError for what Windows/Apple cannot hold."""
    from packaging.version import InvalidVersion, Version

    try:
        parsed = Version(version)
    except InvalidVersion:
        raise ValueError(f"not a PEP 440 version: {version!r}") from None
    if parsed.epoch:
        raise ValueError(f"{version}: a version epoch cannot be expressed in a file version")
    if len(parsed.release) > 3:
        raise ValueError(
            f"{version}: at most three release numbers (major.minor.micro); "
            "the fourth Windows field is the pre-/post-release"
        )
    numbers = (*parsed.release, 0, 0)[:3]
    for number in numbers:
        if number > _WORD:
            raise ValueError(f"{version}: {number} exceeds {_WORD}, the limit of a file version")
    return parsed, numbers


def windows_version(version: str) -> str:
    """``A.B.C.D`` for a PEP 440 version, ordered as the versions are.

    A.B.C are the release numbers (``1.2`` → ``1.2.0``). D says where in the release's
    life the build is: ``.devN`` → N, ``aN`` → 10000+N, ``bN`` → 20000+N, ``rcN`` →
    30000+N, the final release 40000, ``.postN`` → 40000+N (N capped to its block).
    A local label (``+g1234``) is a build of the same version and is dropped; so is
    the ``.devN`` of a pre- or post-release (``1.0rc1.dev2`` → as ``1.0rc1``).
    """
    parsed, (major, minor, micro) = _release(version)
    if parsed.pre is not None:
        phase, number = parsed.pre
        build = _PHASE_BASE[phase] + min(number, _BLOCK)
    elif parsed.post is not None:
        build = _FINAL + min(parsed.post, _WORD - _FINAL)
    elif parsed.dev is not None:
        build = _PHASE_BASE["dev"] + min(parsed.dev, _BLOCK)
    else:
        build = _FINAL
    return f"{major}.{minor}.{micro}.{build}"


def macos_version(version: str) -> str:
    """``A.B.C``: the release numbers of a PEP 440 version (Apple takes integers only)."""
    _parsed, numbers = _release(version)
    return ".".join(str(n) for n in numbers)


#: What Adjutant itself asks of macOS (a wheel may ask more: macos_minimum).
MACOS_FLOOR = "11.0"


def macos_minimum(wheel_tags, floor: str = MACOS_FLOOR) -> str:
    """The newest macOS any of the wheel tags requires (``macosx_13_0_universal2`` → 13.0).

    ``wheel_tags`` are the ``Tag:`` lines of the installed wheels (dist-info/WHEEL):
    the bundle runs where its most demanding binary runs, never below ``floor``.
    """
    import re

    def key(text: str) -> tuple[int, int]:
        major, minor = text.split(".")
        return int(major), int(minor)

    best = floor
    for tag in wheel_tags:
        for major, minor in re.findall(r"macosx_(\d+)_(\d+)_", tag):
            candidate = f"{int(major)}.{int(minor)}"
            if key(candidate) > key(best):
                best = candidate
    return best


def installed_wheel_tags() -> list[str]:
    """The ``Tag:`` lines of every wheel installed in this Python (for macos_minimum)."""
    from importlib import metadata

    tags = []
    for dist in metadata.distributions():
        text = dist.read_text("WHEEL") or ""
        tags += [
            line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("Tag:")
        ]
    return tags


def info_plist(version: str, minimum_macos: str = MACOS_FLOOR) -> dict:
    """The entries PyInstaller writes into ``Adjutant.app/Contents/Info.plist``.

    The game file type is exported (Adjutant owns ``.adjutant``), so Finder knows the
    files are ours and opens them with Adjutant: the path arrives as a QFileOpenEvent
    (adjutant.windows.app.FileOpenRequests).
    """
    short = macos_version(version)
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": short,
        "CFBundleVersion": short,
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": minimum_macos,
        "NSHumanReadableCopyright": "Adjutant contributors",
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": GAME_UTI,
                "UTTypeDescription": "Adjutant game",
                "UTTypeConformsTo": ["public.data", "public.database"],
                "UTTypeIconFile": "adjutant.icns",
                "UTTypeTagSpecification": {
                    "public.filename-extension": [GAME_EXTENSION],
                    "public.mime-type": ["application/x-adjutant"],
                },
            }
        ],
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Adjutant game",
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [GAME_UTI],
                "CFBundleTypeIconFile": "adjutant.icns",
            }
        ],
    }


#: numpy subpackages Adjutant never uses. numpy 2 imports them lazily (on first use),
#: numpy 1.26 eagerly from numpy/__init__.py; shapely allows both (shapely>=2.0 needs
#: numpy>=1.14), and the Windows-under-Wine build must use 1.26 (Wine 8 lacks the
#: ``crealf`` numpy 2 calls). So the spec leaves out only those the build's numpy does
#: not load: leaving out one it loads fails at start ("cannot import name 'fft'").
NUMPY_OPTIONAL = (
    "numpy.random",
    "numpy.fft",
    "numpy.polynomial",
    "numpy.ma",
    "numpy.f2py",
    "numpy.testing",
)
#: Run by the build's own Python: the modules importing shapely loads, one a line.
PROBE_SHAPELY = "import sys, shapely; print('\\n'.join(sorted(sys.modules)))"


def numpy_excludes(loaded: set[str] | frozenset[str]) -> list[str]:
    """The entries of :data:`NUMPY_OPTIONAL` of which nothing is in ``loaded``."""
    return [
        name
        for name in NUMPY_OPTIONAL
        if not any(module == name or module.startswith(name + ".") for module in loaded)
    ]


def probe_loaded_modules(python: str) -> set[str]:
    """The modules ``python`` has loaded after ``import shapely`` (raises if it fails)."""
    import subprocess

    done = subprocess.run(
        [python, "-c", PROBE_SHAPELY], capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0:
        raise RuntimeError(f"{python} cannot import shapely:\n{done.stderr}")
    return {line.strip() for line in done.stdout.splitlines() if line.strip()}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] != "windows-version" or len(args) > 2:
        print("usage: buildinfo.py windows-version [VERSION]", file=sys.stderr)
        return 2
    if len(args) == 2:
        version = args[1]
    else:
        from importlib.metadata import version as installed

        version = installed("adjutant")
    try:
        print(windows_version(version))
    except ValueError as exc:
        print(f"buildinfo: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

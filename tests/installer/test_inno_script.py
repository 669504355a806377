"""installer/windows/adjutant.iss: what Setup and its uninstaller may touch (issue 18).

The uninstaller removes what Setup installed and nothing else (build-under-wine.sh
proves it under Wine: a user's file left in the program folder survives), the version
resource gets the numeric version, and the Wine proof can move the default folder
without a second copy of the script.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ISS = (ROOT / "installer" / "windows" / "adjutant.iss").read_text(encoding="utf-8")


def sections(text: str) -> dict[str, list[str]]:
    """Section name (lower case) -> its non-comment lines."""
    found: dict[str, list[str]] = {}
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        match = re.fullmatch(r"\[(\w+)\]", line)
        if match:
            current = match.group(1).lower()
            found.setdefault(current, [])
        elif current:
            found[current].append(line)
    return found


def test_the_uninstaller_deletes_nothing_setup_did_not_install():
    parts = sections(ISS)
    assert "uninstalldelete" not in parts, parts.get("uninstalldelete")
    assert "uninstallrun" not in parts
    # Every registry key Setup writes is removed with it (or removed when left empty).
    for line in parts["registry"]:
        if 'ValueName: ""' in line and "Subkey:" in line and "DefaultIcon" not in line:
            key = re.search(r'Subkey: "([^"]+)"', line).group(1)
            under_progid = key.startswith("Software\\Classes\\{#ProgId}\\")
            under_app = key.startswith("Software\\Classes\\Applications\\{#AppExe}\\")
            assert "uninsdelete" in line or under_progid or under_app, line


def test_the_version_resource_takes_the_numeric_version_and_the_folder_can_move():
    setup = dict(line.split("=", 1) for line in sections(ISS)["setup"] if "=" in line)
    assert setup["VersionInfoVersion"] == "{#VersionInfo}"
    assert setup["AppVersion"] == "{#AppVersion}"
    assert setup["DefaultDirName"] == "{#DefaultDir}"
    assert '#define DefaultDir "{autopf}\\" + AppName' in ISS  # the default on Windows
    assert "#error Pass the numeric version" in ISS

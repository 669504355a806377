"""A real print system for the print test: CUPS and its cups-pdf printer (issue 16, item 13).

For tests/qt/test_print_to_cups.py: :func:`pdf_queue` finds a CUPS queue whose device is
``cups-pdf:/`` (the printer that writes each job as a PDF file), and
:func:`needs_cups_pdf` marks a test that prints to it. Where there is none the test is
skipped, saying how to install one. Where it must be there (``.ci/run`` installs CUPS
and cups-pdf, starts the scheduler, adds the queue and sets ``CI_REQUIRE_CUPS=1``), a
missing queue is a broken machine, not a reason to skip: :func:`check_required` (called
by tests/conftest.py when pytest starts) stops the run, as tests/poppler_tools.py does
for poppler.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def install_hint() -> str:
    if sys.platform.startswith("linux"):
        return (
            "apt-get install cups printer-driver-cups-pdf, start cupsd, then "
            "lpadmin -p AdjutantPDF -v cups-pdf:/ -E -P /usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd"
        )
    return "a CUPS queue whose device is cups-pdf:/ (Linux: printer-driver-cups-pdf)"


def required() -> bool:
    """True where the queue must be there (CI_REQUIRE_CUPS=1, set by .ci/run)."""
    return os.environ.get("CI_REQUIRE_CUPS") == "1"


def pdf_queue() -> str | None:
    """The name of a CUPS queue printing to cups-pdf, or None."""
    if shutil.which("lpstat") is None:
        return None
    try:
        done = subprocess.run(
            ["lpstat", "-v"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in done.stdout.splitlines():
        # "device for AdjutantPDF: cups-pdf:/"
        head, _, device = line.partition(": ")
        if device.strip().startswith("cups-pdf:") and head.startswith("device for "):
            return head.removeprefix("device for ").strip()
    return None


def output_folders() -> list[Path]:
    """Where cups-pdf writes a job of this user (its default Out and AnonDir)."""
    if not hasattr(os, "getuid"):  # no CUPS on Windows
        return []
    import pwd  # POSIX only

    entry = pwd.getpwuid(os.getuid())
    spool = Path("/var/spool/cups-pdf")
    return [Path(entry.pw_dir) / "PDF", spool / entry.pw_name, spool / "ANONYMOUS"]


def check_required() -> None:
    """Stop the run when CI_REQUIRE_CUPS=1 and no cups-pdf queue is there."""
    if required() and pdf_queue() is None:
        raise pytest.UsageError(
            "CI_REQUIRE_CUPS=1 but no CUPS queue prints to cups-pdf: the print test would "
            f"be skipped. Install one ({install_hint()})."
        )


def needs_cups_pdf() -> pytest.MarkDecorator:
    """Skip the marked test where no cups-pdf queue exists (never when one is required)."""
    queue = pdf_queue()
    return pytest.mark.skipif(
        queue is None and not required(),
        reason=f"needs a CUPS queue printing to cups-pdf ({install_hint()})",
    )

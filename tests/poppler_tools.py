"""Poppler's command-line tools for the tests that read a PDF back (issues 7 and 8).

For tests/qt/test_summary*.py and tests/e2e: ``needs_poppler("pdftotext", ...)`` marks a
test that runs those tools. Where a tool is not on PATH the test is skipped, saying
which tool and how to install it on this OS. Where the tools must be there (``.ci/run``
and the Linux job of the GitHub workflow set ``CI_REQUIRE_POPPLER=1``), a missing tool
is a broken machine, not a reason to skip: ``check_required()`` (called by
tests/conftest.py when pytest starts) stops the whole run with the names of the missing
tools, and the marks never skip.
"""

from __future__ import annotations

import os
import shutil
import sys

import pytest

#: Every poppler tool a test runs.
TOOLS = ("pdftotext", "pdfinfo", "pdfimages")


def install_hint() -> str:
    """The command that installs poppler's tools on this OS."""
    if sys.platform == "win32":
        return "choco install poppler, then put its bin folder on PATH"
    if sys.platform == "darwin":
        return "brew install poppler"
    return "apt-get install poppler-utils"


def required() -> bool:
    """True where the tools must be installed (CI_REQUIRE_POPPLER=1)."""
    return os.environ.get("CI_REQUIRE_POPPLER") == "1"


def missing(*tools: str) -> list[str]:
    return [tool for tool in tools if shutil.which(tool) is None]


def check_required() -> None:
    """Stop the run when CI_REQUIRE_POPPLER=1 and a poppler tool is not on PATH."""
    gone = missing(*TOOLS)
    if required() and gone:
        raise pytest.UsageError(
            f"CI_REQUIRE_POPPLER=1 but {', '.join(gone)} not found on PATH: the PDF tests "
            f"would be skipped. Install poppler ({install_hint()})."
        )


def needs_poppler(*tools: str) -> pytest.MarkDecorator:
    """Skip the marked test where one of ``tools`` is missing (never when they are required)."""
    gone = missing(*tools)
    return pytest.mark.skipif(
        bool(gone) and not required(),
        reason=f"needs poppler's {', '.join(gone)} on PATH ({install_hint()})",
    )

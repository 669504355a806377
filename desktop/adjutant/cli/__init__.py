"""The command-line tools that need no window (``adjutant TOOL ...``), one module per area.

``TOOLS`` maps each tool's name to ``"module:function"``; ``adjutant.__main__`` reads it
to dispatch before anything heavy is imported, and :func:`run_tool` imports only the
module of the tool asked for. A tool function takes its arguments (without the tool's
name) and returns the process exit code. To add a tool: write it in the module of its
area (or a new one) and add one line here.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence

TOOLS: dict[str, str] = {
    "sample": "game_tools:sample",
    "check": "game_tools:check",
    "summary": "game_tools:summary",
    "inspect-list": "list_tools:inspect_list",
    "import-list": "list_tools:import_list",
    "export-list": "list_tools:export_list",
    "record": "record_tools:record",
    "slip": "record_tools:slip",
    "export-record": "record_tools:export_record",
    "outbox": "record_tools:outbox",
    "server": "archive_tools:server",
    "push": "archive_tools:push",
    "standings": "organiser_tools:standings",
    "organiser": "organiser_tools:organiser",
    "send-game": "organiser_tools:send_game",
}


#: The exit code of a tool whose reader went away (``adjutant check GAME | head -1``): the
#: shell's for a process ended by SIGPIPE, 128 + 13.
BROKEN_PIPE = 141


def run_tool(name: str, argv: Sequence[str]) -> int:
    """Run the tool ``name`` with ``argv``; its exit code.

    A reader that closes the pipe early (``| head -1``) ends the tool quietly with
    :data:`BROKEN_PIPE`, for every tool (issue 27): its output is flushed here, inside the
    guard, and what is left to write goes nowhere, so Python's own flush at exit cannot
    print a traceback either."""
    module_name, function = TOOLS[name].split(":")
    module = importlib.import_module(f"{__name__}.{module_name}")
    try:
        code = getattr(module, function)(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        except (OSError, ValueError):  # no file descriptor behind sys.stdout (a test's)
            pass
        return BROKEN_PIPE
    return code


__all__ = ["BROKEN_PIPE", "TOOLS", "run_tool"]

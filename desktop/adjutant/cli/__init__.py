"""The command-line tools that need no window (``adjutant TOOL ...``), one module per area.

``TOOLS`` maps each tool's name to ``"module:function"``; ``adjutant.__main__`` reads it
to dispatch before anything heavy is imported, and :func:`run_tool` imports only the
module of the tool asked for. A tool function takes its arguments (without the tool's
name) and returns the process exit code. To add a tool: write it in the module of its
area (or a new one) and add one line here.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

TOOLS: dict[str, str] = {
    "sample": "game_tools:sample",
    "check": "game_tools:check",
    "summary": "game_tools:summary",
    "inspect-list": "list_tools:inspect_list",
    "import-list": "list_tools:import_list",
    "export-list": "list_tools:export_list",
    "server": "archive_tools:server",
    "push": "archive_tools:push",
    "standings": "organiser_tools:standings",
    "organiser": "organiser_tools:organiser",
    "send-game": "organiser_tools:send_game",
}


def run_tool(name: str, argv: Sequence[str]) -> int:
    """Run the tool ``name`` with ``argv``; its exit code."""
    module_name, function = TOOLS[name].split(":")
    module = importlib.import_module(f"{__name__}.{module_name}")
    return getattr(module, function)(argv)


__all__ = ["TOOLS", "run_tool"]

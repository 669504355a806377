"""The main window, by its older import path: it lives in :mod:`adjutant.windows.shell`
since issue 22 (``from adjutant.windows.shell import MainWindow``)."""

from adjutant.windows.shell import TOOL_WINDOWS, MainWindow, ToolWindow

__all__ = ["TOOL_WINDOWS", "MainWindow", "ToolWindow"]

"""The application shell: the main window and its parts, one module each (issue 22).

``from adjutant.windows.shell import MainWindow``. How the parts fit together is told in
:mod:`adjutant.windows.shell.window`; how to extend the shell:

- a tool window: one line in :data:`~adjutant.windows.shell.registry.TOOL_WINDOWS`;
- a menu entry: ``window.add_action(menu_key, name, text, slot, shortcut, before=…)``
  (:func:`adjutant.windows.shell.menus.add_action`); a menu: one
  :class:`~adjutant.windows.shell.menus.MenuSpec` line in
  :data:`~adjutant.windows.shell.menus.MENUS` and its fill function;
- a status-bar indicator: ``window.status.add_indicator(widget)``
  (:mod:`adjutant.windows.shell.status`);
- a dock built elsewhere: ``window.add_tool_dock(key, title, widget, area)``.
"""

from adjutant.windows.shell.registry import TOOL_WINDOWS, ToolWindow
from adjutant.windows.shell.window import MainWindow

__all__ = ["TOOL_WINDOWS", "MainWindow", "ToolWindow"]

"""The charge tool (RULES.md §2, CHG-1..5, CMD-1): :class:`ChargeWindow`, the "charge" dock.

A package (issue 14): ``window`` (the dock), ``session`` (inputs and plan, no widgets),
one module per step (``charger_page``, ``targets_page``, ``roll_page``), ``chart`` and
``strings``. Every number comes from ``adjutant.store.tools.charge.planner``.
"""

from adjutant.windows.charge.window import ChargeWindow

__all__ = ["ChargeWindow"]

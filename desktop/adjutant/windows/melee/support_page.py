"""The melee window's Support tab: who supports each fighting unit, and why the others do not.

For :class:`adjutant.windows.melee.MeleeWindow`. Above, the fighting units (or hedgehogs)
with the supports counted and their MEL-10 bonus (``SupportModel``; why one cannot be
supported, MEL-8). Below, the friendly units near the one chosen above
(``CandidateModel``): quarter (MEL-6), distance, the verdict with its rule (MEL-5..9) and
the players' override, edited in place — as measured, supports from a quarter (the
players' measure: the rules still apply MEL-7..9) or does not support; such rows are
marked "manual". A unit not listed (off the battlefield, or farther) is named in the row
at the bottom. Supporters are shared out over every fighting unit by the store (MEL-7).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from adjutant.qtmodels.melee_models import CandidateModel, Cell, SupportModel, TableRow
from adjutant.rules.shapes import Quarter
from adjutant.store.tools.melee.recorder import GroupPlan, SupportLine
from adjutant.windows.melee import strings
from adjutant.windows.melee.dice_page import group_name
from adjutant.windows.melee.session import MeleeSession
from adjutant.windows.melee.setup_page import fit_height, lines, table_view
from adjutant.windows.widgets.reflow import WrappedLabel

S = SupportModel
K = CandidateModel
AS_MEASURED, NOT_SUPPORTING = "measured", "remove"


class SupportPage(QWidget):
    """Supports per fighting unit and the verdict on every nearby friendly unit."""

    def __init__(
        self, session: MeleeSession, changed: Callable[[], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("meleeSupportPage")
        self.session = session
        self._changed = changed
        self.group_model = SupportModel(self)
        self.candidate_model = CandidateModel(self)
        self.candidate_model.edited.connect(self._override_edited)
        self.caption = WrappedLabel(parent=self)
        self.groups = table_view("meleeSupportGroups", self.group_model, S.COL_UNIT, self)
        # Narrow docks (420 px): why a unit cannot be supported is in its tool tip and in
        # every candidate's verdict below; the quarter and distance in the verdict's tip.
        self.groups.setColumnHidden(S.COL_NOTE, True)
        self.groups.selectionModel().currentRowChanged.connect(lambda *_: self._fill_candidates())
        self.candidates_caption = WrappedLabel(parent=self)
        self.candidates = table_view("meleeSupports", self.candidate_model, K.COL_VERDICT, self)
        self.candidates.horizontalHeader().setSectionResizeMode(
            K.COL_UNIT, QHeaderView.ResizeMode.Interactive
        )
        self.candidates.setColumnWidth(K.COL_UNIT, 120)
        self.candidates.setColumnHidden(K.COL_QUARTER, True)
        self.candidates.setColumnHidden(K.COL_DISTANCE, True)
        # A verdict is a sentence with its rule: wrapped, the row as tall as it needs.
        for view in (self.groups, self.candidates):
            view.setWordWrap(True)
            view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.other_unit = QComboBox(self)
        self.other_unit.setObjectName("meleeSupportCandidate")
        self.other_unit.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.other_unit.setMinimumContentsLength(10)
        self.other_quarter = QComboBox(self)
        self.other_quarter.setObjectName("meleeSupportQuarter")
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("meleeAddSupport")
        self.add_button.clicked.connect(self._add_other)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.caption)
        layout.addWidget(self.groups)
        layout.addWidget(self.candidates_caption)
        layout.addWidget(self.candidates)
        row = QHBoxLayout()
        row.addWidget(self.other_unit, 1)
        row.addWidget(self.other_quarter)
        layout.addLayout(row)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addStretch(1)

    def retranslateUi(self) -> None:
        self.caption.setText(self.tr("Support (MEL-5..9): who counts, and why the others do not"))
        self.group_model.set_headers(
            [self.tr("Fighting unit"), self.tr("Supports"), self.tr("Bonus"), self.tr("Note")]
        )
        self.candidate_model.set_headers(
            [
                self.tr("Unit"),
                self.tr("Quarter"),
                self.tr("Distance"),
                self.tr("Verdict"),
                self.tr("Players"),
            ]
        )
        self.candidates_caption.setText(
            self.tr("Friendly units near it: change a verdict in the “Players” column (manual)")
        )
        self.add_button.setText(self.tr("Add supporter"))
        self.add_button.setToolTip(
            self.tr("The players say this unit supports from this quarter (manual)")
        )

    # ---------------------------------------------------------------- filling

    def group_name(self, group_id: int) -> str:
        return group_name(self.session, group_id, self.tr("Hedgehog ({units})"))

    def current_group(self) -> int | None:
        index = self.groups.currentIndex()
        rows = self.group_model.rows()
        key = rows[index.row()].key if index.isValid() and index.row() < len(rows) else None
        return key if isinstance(key, int) else None  # a group's key: its id

    def select_group(self, group_id: int) -> None:
        at = self.group_model.row_of(group_id)
        if at >= 0:
            self.groups.setCurrentIndex(self.group_model.index(at, 0))

    def fill(self) -> None:
        plan = self.session.round_plan
        keep = self.current_group()
        rows = []
        for g in plan.groups if plan else ():
            refused = next((line for line in g.supports if line.key.startswith("fighter_")), None)
            note = "" if refused is None else self.verdict_text(refused).split(" — ")[0]
            rows.append(
                TableRow(
                    g.id,
                    (
                        Cell(self.group_name(g.id), tip=note),
                        Cell(str(g.support_count), number=True),
                        Cell(
                            f"{g.static:+d}".replace("-", "−"),
                            tip=lines(g.static_breakdown),
                            number=True,
                        ),
                        Cell(note, tip=note),
                    ),
                )
            )
        self.group_model.set_rows(rows)
        fit_height(self.groups, 1)
        if rows:
            at = self.group_model.row_of(keep) if keep is not None else -1
            self.groups.setCurrentIndex(self.group_model.index(max(at, 0), 0))
        self._fill_candidates()

    def verdict_text(self, line: SupportLine) -> str:
        rules = self.session.ruleset
        radius = 6.0 if rules is None else float(rules.support_radius)
        most = 3 if rules is None else rules.max_supports
        return strings.verdict(line, radius, most)

    def _override_choices(self) -> tuple[tuple[Quarter | str, str], ...]:
        return (
            (AS_MEASURED, self.tr("as measured")),
            *(
                (q, self.tr("supports from the {quarter}").format(quarter=strings.quarter(q)))
                for q in strings.QUARTERS
            ),
            (NOT_SUPPORTING, self.tr("does not support")),
        )

    def _override_value(self, fighter: int, candidate: int) -> tuple[Quarter | str, str]:
        o = self.session.override_of(fighter, candidate)
        if o is None:
            return AS_MEASURED, self.tr("as measured")
        if o.action == "remove":
            return NOT_SUPPORTING, self.tr("does not support")
        q = o.quarter or Quarter.REAR
        return q, self.tr("from the {quarter}").format(quarter=strings.quarter(q))

    def _fill_candidates(self) -> None:
        plan, gid = self.session.round_plan, self.current_group()
        group = plan.group(gid) if plan and gid is not None else None
        rows = []
        for line in group.supports if group else ():
            verdict = self.verdict_text(line)
            where = self.tr("{quarter} quarter, {distance} away").format(
                quarter=strings.quarter(line.quarter), distance=f"{line.distance:.1f}"
            )
            value, text = self._override_value(line.fighter, line.candidate)
            name = self.session.name(line.candidate)
            rows.append(
                TableRow(
                    (line.fighter, line.candidate),
                    (
                        Cell(name, tip=f"{name}\n{where}"),
                        Cell(strings.quarter(line.quarter)),
                        Cell(f"{line.distance:.1f}", number=True),
                        Cell(verdict, tip=f"{verdict}\n{where}", bold=line.counts),
                        Cell(text, value=value, choices=self._override_choices()),
                    ),
                    data=line,
                )
            )
        self.candidate_model.set_rows(rows)
        self.candidates.resizeRowsToContents()
        fit_height(self.candidates, 3)
        self._fill_other(group)

    def _fill_other(self, group: GroupPlan | None) -> None:
        keep_unit, keep_quarter = self.other_unit.currentData(), self.other_quarter.currentData()
        self.other_unit.clear()
        listed = {line.candidate for line in group.supports} if group else set()
        if group is not None and not group.hedgehog:
            for unit in self.session.friends_of(group.id):
                if unit.id not in listed:
                    self.other_unit.addItem(unit.name, unit.id)
        self.other_unit.setCurrentIndex(max(self.other_unit.findData(keep_unit), 0))
        self.other_quarter.clear()
        for q, text in strings.quarter_choices():
            self.other_quarter.addItem(text, q)
        # The players' choice stays across recomputations (default: the rear quarter).
        self.other_quarter.setCurrentIndex(
            self.other_quarter.findData(keep_quarter) if keep_quarter is not None else 3
        )
        self.add_button.setEnabled(self.other_unit.count() > 0)

    # ---------------------------------------------------------------- edits

    def _override_edited(self, key: tuple[int, int], _column: int, value: object) -> None:
        fighter, candidate = key
        if value == AS_MEASURED:
            self.session.clear_override(fighter, candidate)
        elif value == NOT_SUPPORTING:
            self.session.remove_supporter(fighter, candidate)
        elif isinstance(value, Quarter):
            self.session.add_supporter(fighter, candidate, value)
        else:
            return  # not one of the cell's choices
        self._changed()

    def set_override(self, fighter: int, candidate: int, value: Quarter | str) -> bool:
        """The "Players" cell of ``candidate`` for ``fighter``: AS_MEASURED, a Quarter or
        NOT_SUPPORTING (as the delegate sets it)."""
        self.select_group(fighter)
        at = self.candidate_model.row_of((fighter, candidate))
        if at < 0:
            return False
        return self.candidate_model.setData(self.candidate_model.index(at, K.COL_OVERRIDE), value)

    def _add_other(self) -> None:
        gid, unit = self.current_group(), self.other_unit.currentData()
        quarter = self.other_quarter.currentData()
        if gid is not None and unit and isinstance(quarter, Quarter):
            self.session.add_supporter(gid, unit, quarter)
            self._changed()


__all__ = ["AS_MEASURED", "NOT_SUPPORTING", "SupportPage"]

"""The reflowing layouts of the tool docks (issue 9: docks from 460 px to 1000+ px wide).

Through the real widgets, offscreen: panes stack when narrow and go side by side when
wide, buttons that do not fit go to a "More" menu that still clicks them, button rows
wrap, and the charge, odds and hex windows keep their widgets apart at 460 px.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QTextEdit, QVBoxLayout, QWidget

from adjutant.qtmodels.document import GameDocument
from adjutant.store.services.sample import create_sample
from adjutant.windows.widgets import (
    CurrentPageTabs,
    FlowLayout,
    OverflowBar,
    ReflowPanes,
    ScrollPage,
    WrappedLabel,
)

# The offscreen platform warns when a shown window's size hints change (every resize here).
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _pane(width: int) -> QWidget:
    pane = QTextEdit()
    pane.setMinimumWidth(width)
    return pane


def _settle(qtbot, widget: QWidget, width: int, height: int = 500) -> None:
    widget.resize(width, height)
    qtbot.wait(30)


@pytest.mark.parametrize("splitter", [False, True])
def test_panes_stack_when_narrow_and_sit_side_by_side_when_wide(qtbot, splitter):
    panes = ReflowPanes([_pane(300), _pane(250)], breakpoint=700, splitter=splitter)
    qtbot.addWidget(panes)
    panes.show()
    seen = []
    panes.arrangementChanged.connect(seen.append)
    _settle(qtbot, panes, 1000)
    assert panes.is_wide()
    first, second = (p.geometry() for p in panes.panes)
    assert first.right() < second.left()  # side by side, not overlapping
    _settle(qtbot, panes, 460)
    assert not panes.is_wide()
    first, second = (p.geometry() for p in panes.panes)
    assert first.bottom() < second.top()  # stacked
    assert seen == [True, False]
    if splitter:
        assert panes.splitter.orientation() == Qt.Orientation.Vertical


def test_panes_never_go_side_by_side_below_their_minimum_widths(qtbot):
    panes = ReflowPanes([_pane(400), _pane(400)], breakpoint=300)
    qtbot.addWidget(panes)
    panes.show()
    assert panes.threshold() >= 800
    _settle(qtbot, panes, 700)
    assert not panes.is_wide()
    # The reported minimum is the stacked one: a scroll area narrows it rather than scroll.
    assert panes.minimumSizeHint().width() < 500


def test_panes_in_a_scroll_page_stack_instead_of_scrolling_sideways(qtbot):
    panes = ReflowPanes([_pane(300), _pane(300)], breakpoint=700)
    page = ScrollPage(panes)
    qtbot.addWidget(page)
    page.show()
    _settle(qtbot, page, 1000)
    assert panes.is_wide()
    _settle(qtbot, page, 460)
    assert not panes.is_wide()
    assert page.horizontalScrollBar().maximum() == 0


def test_overflow_bar_moves_buttons_to_more_and_the_menu_clicks_them(qtbot):
    host = QWidget()  # inside a window, as in the odds dock (a window keeps its minimum)
    qtbot.addWidget(host)
    bar = OverflowBar()
    QVBoxLayout(host).addWidget(bar)
    bar.add_widget(QLabel("Table:"))
    buttons = [QPushButton(f"Button number {i}") for i in range(6)]
    clicked = []
    for i, button in enumerate(buttons):
        button.clicked.connect(lambda _c=False, i=i: clicked.append(i))
        bar.add_button(button)
    buttons[5].setEnabled(False)
    host.show()
    _settle(qtbot, host, 2000, 60)
    assert bar.overflowed() == [] and bar.more_button.isHidden()
    _settle(qtbot, host, 400, 60)
    hidden = bar.overflowed()
    assert hidden and hidden == buttons[len(buttons) - len(hidden) :]  # the last ones go
    assert not bar.more_button.isHidden()
    visible = [b for b in buttons if not b.isHidden()]
    right = max((b.geometry().right() for b in visible), default=0)
    assert right < bar.more_button.geometry().left() <= bar.width()
    bar.menu.aboutToShow.emit()
    actions = bar.menu.actions()
    assert [a.text() for a in actions] == [b.text() for b in hidden]
    assert not actions[-1].isEnabled()  # follows the button
    actions[0].trigger()
    assert clicked == [buttons.index(hidden[0])]


def test_flow_layout_wraps_rows_when_narrow(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    flow = FlowLayout(host)
    buttons = [QPushButton(f"A rather long button {i}") for i in range(4)]
    for button in buttons:
        flow.addWidget(button)
    one_row = flow.heightForWidth(2000)
    assert flow.heightForWidth(200) > 2 * one_row  # one button a row
    host.show()
    flow.setGeometry(QRect(0, 0, 200, flow.heightForWidth(200)))
    tops = [b.geometry().top() for b in buttons]
    assert len(set(tops)) == 4
    rects = [b.geometry() for b in buttons]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_wrapped_label_asks_for_all_its_lines(qtbot):
    label = WrappedLabel("word " * 60)
    qtbot.addWidget(label)
    label.resize(150, 20)
    label.show()
    qtbot.wait(10)
    assert label.minimumSizeHint().height() >= label.heightForWidth(150) > 40


def test_current_page_tabs_are_as_tall_as_the_current_page(qtbot):
    tabs = CurrentPageTabs()
    qtbot.addWidget(tabs)
    short, tall = QLabel("short"), QWidget()
    tall.setMinimumHeight(600)
    QVBoxLayout(tall).addWidget(QLabel("tall"))
    tabs.addTab(short, "a")
    tabs.addTab(tall, "b")
    assert tabs.sizeHint().height() < 300
    tabs.setCurrentIndex(1)
    assert tabs.minimumSizeHint().height() >= 600


# -- the tool windows at 460 px ---------------------------------------------------------------
@pytest.fixture
def document(qtbot, tmp_path):
    doc = GameDocument()
    doc.attach(create_sample(tmp_path / "sample.adjutant", seed=1))
    yield doc
    doc.detach()


def _apart(widgets: list[QWidget], root: QWidget) -> None:
    rects = [QRect(w.mapTo(root, w.rect().topLeft()), w.size()) for w in widgets if w.isVisible()]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b), (a, b)


def test_charge_window_at_460_px_keeps_the_chart_and_table_apart(qtbot, document):
    from adjutant.store.read import queries
    from adjutant.windows.charge import ChargeWindow
    from adjutant.windows.charge.window import PAGE_TARGETS

    window = ChargeWindow(document)
    qtbot.addWidget(window)
    window.resize(460, 500)
    window.show()
    names = {
        u.name: u.id for s in queries.order_of_battle(document.game).sides for u in s.all_units()
    }
    window.choose_charger(names["42nd Highlanders"])
    window.set_target(names["1er Léger"], True)
    window.tabs.setCurrentIndex(PAGE_TARGETS)
    qtbot.wait(50)
    page = window.targets_page
    assert page.chart.height() >= page.chart.minimumHeight() >= 90
    assert page.table.height() >= page.table.minimumHeight()
    _apart([page.table, page.chart, page.declare_button, page.all_label], window)
    assert window.rect().contains(
        QRect(
            page.declare_button.mapTo(window, page.declare_button.rect().topLeft()),
            page.declare_button.size(),
        )
    )
    window.resize(1100, 700)
    qtbot.wait(50)
    _apart([page.table, page.chart, page.declare_button, page.all_label], window)


def test_odds_window_stacks_its_combat_panes_and_overflows_its_buttons(qtbot, document):
    from adjutant.windows.odds import OddsWindow

    window = OddsWindow(document)
    qtbot.addWidget(window)
    window.resize(460, 600)
    window.show()
    qtbot.wait(50)
    assert not window.combat.panes.is_wide()
    assert window.bar.overflowed()  # seven buttons do not fit in 460 px
    scroll = window.findChild(ScrollPage, "oddsScroll")
    assert scroll.horizontalScrollBar().maximum() == 0
    window.resize(1200, 800)
    qtbot.wait(50)
    assert window.combat.panes.is_wide() and window.bar.overflowed() == []


def test_hex_window_puts_the_board_above_the_panel_when_narrow(qtbot, document):
    from adjutant.windows.hex import HexBoardWindow

    window = HexBoardWindow(document)
    qtbot.addWidget(window)
    window.resize(460, 600)
    window.show()
    qtbot.wait(50)
    assert window.panes.splitter.orientation() == Qt.Orientation.Vertical
    board, panel = window.panes.panes
    assert board.geometry().bottom() < panel.geometry().top()
    assert panel.width() >= 400  # the whole width: "Confirm move (Ctrl+Enter)" not clipped
    window.resize(1100, 700)
    qtbot.wait(50)
    assert window.panes.splitter.orientation() == Qt.Orientation.Horizontal

"""The organiser's printouts: standings and a round's results, on paper and as PDF (issue 26).

For the organiser window's File menu (Print Standings…, Print Round Results…, Export…
PDF) and the tests. Each printout is one ``QTextDocument`` made from a snapshot (the
same numbers as on screen; every player's string escaped, never read as markup), its
table's header row repeated on each page and a row never split (one line a cell), laid
out landscape (eleven columns) with a footer ("Page X of Y") on each page, on a
``QPrinter`` or a ``QPdfWriter`` (A4 or Letter by the locale, as the turn summaries).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from adjutant.qtmodels.organiser_models import (
    RESULT_NAMES,
    STATE_NAMES,
    points_text,
    signed_text,
    tr_name,
    wdl_text,
)
from adjutant.windows.organiser.texts import scoring_text, tiebreak_text
from adjutant.windows.summary_render import default_page_size, font_family

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from adjutant.archive.reading import EventInfo, Snapshot

STANDINGS, ROUND_RESULTS = "standings", "round"

MARGIN_MM = 14.0
FOOTER_MM = 8.0

translate = QCoreApplication.translate


# A cell holds one line on paper (a row split over two pages would lose its player):
# a longer name is cut, with "…"; the screen and the exports keep it whole.
CELL_CHARS = 30


def _e(text: object, limit: int = CELL_CHARS) -> str:
    value = "—" if text is None or text == "" else " ".join(str(text).split())
    if len(value) > limit:
        value = value[: limit - 1] + "…"
    return escape(value, quote=False)


def _table(headers: list[str], rows: list[list[str]], numeric: set[int]) -> str:
    head = "".join(
        f'<th align="{"right" if i in numeric else "left"}">{escape(h)}</th>'
        for i, h in enumerate(headers)
    )
    body = "".join(
        "<tr>"
        + "".join(
            f'<td align="{"right" if i in numeric else "left"}">{cell}</td>'
            for i, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    return (
        '<table width="100%" cellspacing="0" cellpadding="3" border="1" '
        'style="border-collapse: collapse; border-color: #9aa5b1;">'
        f'<thead><tr style="background-color: #dfe6ee;">{head}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def _heading(title: str, lines: list[str]) -> str:
    printed = QLocale().toString(QDateTime.currentDateTime(), QLocale.FormatType.ShortFormat)
    info = "".join(f"<div>{escape(line)}</div>" for line in lines)
    printed_line = translate("Organiser", "Printed {when} by Adjutant").format(when=printed)
    return (
        f'<h2 style="margin-bottom: 2px;">{escape(title)}</h2>'
        f'<div style="color: #4a5560;">{info}'
        f"<div>{escape(printed_line)}</div></div><br/>"
    )


def _event(snapshot: Snapshot) -> EventInfo:
    """The snapshot's event (the organiser prints only once there is one)."""
    if snapshot.event is None:
        raise ValueError("there is no event to print yet")
    return snapshot.event


def standings_html(snapshot: Snapshot) -> str:
    info = _event(snapshot)
    settings = info.settings
    title = translate("Organiser", "{event}: standings").format(event=settings.name)
    lines = [
        translate("Organiser", "After round {round} of {rounds}").format(
            round=snapshot.current_round, rounds=settings.rounds
        ),
        scoring_text(settings),
        tiebreak_text(settings),
    ]
    headers = [
        translate("Organiser", "Rank"),
        translate("Organiser", "Player"),
        translate("Organiser", "Club"),
        translate("Organiser", "Faction"),
        translate("Organiser", "W-D-L"),
        translate("Organiser", "Points"),
        translate("Organiser", "VP for"),
        translate("Organiser", "VP against"),
        translate("Organiser", "Margin"),
        translate("Organiser", "SoS"),
        translate("Organiser", "Games"),
    ]
    rows = [
        [
            _e(r.rank),
            _e(r.player),
            _e(r.club),
            _e(r.faction),
            _e(wdl_text(r.wins, r.draws, r.losses)),
            _e(points_text(r.event_points)),
            _e(r.vp_for),
            _e(r.vp_against),
            _e(signed_text(r.margin)),
            _e(points_text(r.sos)),
            _e(r.games),
        ]
        for r in snapshot.standings
    ]
    if not rows:
        empty = translate("Organiser", "No confirmed game yet.")
        return _heading(title, lines) + f"<p>{escape(empty)}</p>"
    return _heading(title, lines) + _table(headers, rows, {0, 4, 5, 6, 7, 8, 9, 10})


def results_html(snapshot: Snapshot) -> str:
    settings = _event(snapshot).settings
    title = translate("Organiser", "{event}: round {round} results").format(
        event=settings.name, round=snapshot.round
    )
    headers = [
        translate("Organiser", "Table"),
        translate("Organiser", "Player 1"),
        translate("Organiser", "Faction"),
        translate("Organiser", "VP"),
        translate("Organiser", "VP"),
        translate("Organiser", "Player 2"),
        translate("Organiser", "Faction"),
        translate("Organiser", "Result"),
        translate("Organiser", "State"),
    ]
    rows = []
    for tile in snapshot.tiles:
        sides = list(tile.sides[:2]) + [None] * (2 - len(tile.sides[:2]))
        a, b = sides
        result = a.result if a is not None else None
        rows.append(
            [
                _e(tile.table_no),
                _e(a.name or a.player_code if a else None),
                _e(a.faction if a else None),
                _e(a.vp_total if a else None),
                _e(b.vp_total if b else None),
                _e(b.name or b.player_code if b else None),
                _e(b.faction if b else None),
                _e(tr_name(RESULT_NAMES[result]) if result in RESULT_NAMES else None),
                _e(tr_name(STATE_NAMES.get(tile.state, tile.state))),
            ]
        )
    done = sum(1 for t in snapshot.tiles if t.state == "confirmed")
    lines = [
        translate("Organiser", "{done} of {tables} tables confirmed").format(
            done=done, tables=len(snapshot.tiles)
        ),
        translate("Organiser", "Player 1's result; only confirmed results count in the standings."),
    ]
    return _heading(title, lines) + _table(headers, rows, {0, 3, 4})


def document(snapshot: Snapshot, kind: str) -> QTextDocument:
    doc = QTextDocument()
    font = doc.defaultFont()
    font.setFamily(font_family())
    font.setPointSizeF(9)
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet("td, th { white-space: nowrap; }")
    doc.setHtml(standings_html(snapshot) if kind == STANDINGS else results_html(snapshot))
    return doc


def layout(page_size: QPageSize.PageSizeId | None = None) -> QPageLayout:
    return QPageLayout(
        QPageSize(page_size if page_size is not None else default_page_size()),
        QPageLayout.Orientation.Landscape,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def paint(snapshot: Snapshot, kind: str, device: QPrinter | QPdfWriter) -> int:
    """Print ``kind`` of ``snapshot`` on ``device`` (a printer or a PDF writer), a footer
    with the event and "Page X of Y" on each page; the number of pages. OSError when the
    device cannot be painted on."""
    doc = document(snapshot, kind)
    dpi = device.resolution()
    rect = device.pageLayout().paintRectPixels(dpi)
    footer = FOOTER_MM * dpi / 25.4
    body = QSizeF(rect.width(), rect.height() - footer)
    doc.documentLayout().setPaintDevice(device)
    doc.setPageSize(body)
    pages = max(1, doc.pageCount())
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the printout could not be opened for writing")
    try:
        font = QFont(doc.defaultFont())
        font.setPointSizeF(7.5)
        for page in range(pages):
            if page:
                device.newPage()
            painter.save()
            painter.translate(0, -page * body.height())
            clip = QRectF(0, page * body.height(), body.width(), body.height())
            painter.setClipRect(clip)
            context = QAbstractTextDocumentLayout.PaintContext()
            context.clip = clip
            doc.documentLayout().draw(painter, context)
            painter.restore()
            painter.setFont(font)
            painter.setPen(QColor("#4a5560"))
            box = QRectF(0, body.height(), body.width(), footer)
            middle = Qt.AlignmentFlag.AlignVCenter
            painter.drawText(
                box, Qt.AlignmentFlag.AlignLeft | middle, f"Adjutant · {_event(snapshot).name}"
            )
            painter.drawText(
                box,
                Qt.AlignmentFlag.AlignRight | middle,
                translate("Organiser", "Page {page} of {pages}").format(page=page + 1, pages=pages),
            )
    finally:
        painter.end()
    return pages


def write_pdf(
    snapshot: Snapshot, kind: str, path: str | Path, page_size: QPageSize.PageSizeId | None = None
) -> int:
    target = Path(path)
    if target.is_dir() or not target.parent.is_dir():
        raise OSError(f"cannot write {target}")
    writer = QPdfWriter(str(target))
    writer.setResolution(300)
    writer.setCreator("Adjutant")
    event = _event(snapshot).name
    writer.setTitle(
        translate("Organiser", "{event}: standings").format(event=event)
        if kind == STANDINGS
        else translate("Organiser", "{event}: round {round} results").format(
            event=event, round=snapshot.round
        )
    )
    writer.setPageLayout(layout(page_size))
    pages = paint(snapshot, kind, writer)
    del writer
    return pages


__all__ = ["ROUND_RESULTS", "STANDINGS", "document", "paint", "write_pdf"]

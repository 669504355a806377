"""Turn summaries on paper: pages, header band, footer, vector battlefield, PDF (issue 7).

For the File menu's Print Preview / Print / Export PDF (:mod:`adjutant.windows.summary_print`)
and ``adjutant summary GAME … -o OUT.pdf``. Public API:

- :func:`paint_report` — paint a :class:`~adjutant.windows.summary.Report` onto any
  ``QPagedPaintDevice`` (a ``QPrinter`` from the print dialog or the preview, a
  ``QPdfWriter``); returns the number of pages.
- :func:`write_pdf` — the same into a PDF file, on A4 or Letter.
- :func:`default_page_size` — Letter where the locale's territory uses it (the US,
  Canada, Mexico…), else A4.
- :func:`paint_battlefield` — the table, terrain and units drawn as vectors into a rectangle.

Each section (the whole game's overview, each turn) is one ``QTextDocument`` laid out
for the device (its own DPI, so the printer's fonts and the layout agree) and cut into
pages of the body's height; a header band (game, turn, sides, date) and a footer
("Page X of Y") are painted around each page. The battlefield is an inline text object
(``QTextObjectInterface``) so it paginates with the text and stays vector in the PDF.
Nothing depends on the clock or the screen: the same report paints the same pages.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QMarginsF,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPolygonF,
    QTextCursor,
    QTextDocument,
    QTextFrame,
    QTextFrameFormat,
    QTextLength,
)

from adjutant.windows import summary as content
from adjutant.windows.battlefield_items import TerrainItem, side_colour

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from adjutant.store.read.queries import FootprintInfo
    from adjutant.store.services.history import TurnState

translate = QCoreApplication.translate

#: Territories that print on US Letter; everywhere else A4 (ISO 216).
LETTER_TERRITORIES = frozenset(
    {"US", "CA", "MX", "CL", "CO", "CR", "SV", "GT", "PA", "PH", "PR", "VE", "DO", "NI", "BZ"}
)  # ISO 3166 codes
MARGIN_MM = 12.0
HEADER_MM = 16.0
FOOTER_MM = 8.0
GAP_MM = 4.0
PICTURE_SHARE = 0.62  # the battlefield takes at most this share of the body's height
FONT_FAMILIES = ("Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans")
_family_cache: list[str] = []


def default_page_size(locale: QLocale | None = None) -> QPageSize.PageSizeId:
    """Letter for the US, Canada, Mexico and the other Letter countries, else A4."""
    code = QLocale.territoryToCode((locale or QLocale.system()).territory())
    return QPageSize.PageSizeId.Letter if code in LETTER_TERRITORIES else QPageSize.PageSizeId.A4


def font_family() -> str:
    """The first of a few clean sans-serif families the machine has (same choice every run)."""
    if not _family_cache:
        have = set(QFontDatabase.families())
        _family_cache.append(next((f for f in FONT_FAMILIES if f in have), QFont().family()))
    return _family_cache[0]


def _font(points: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(font_family())
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _draw_elided(
    painter: QPainter,
    font: QFont,
    colour: str,
    rect: QRectF,
    alignment: Qt.AlignmentFlag,
    text: str,
) -> None:
    """``text`` in ``font`` and ``colour`` in ``rect``, cut with "…" where it is too wide."""
    painter.setFont(font)
    painter.setPen(QColor(colour))
    shown = QFontMetricsF(font, painter.device()).elidedText(
        text, Qt.TextElideMode.ElideRight, rect.width()
    )
    painter.drawText(rect, alignment, shown)


# ---------------------------------------------------------------- battlefield drawing


def _grid_step(length: float) -> float:
    for step in (1, 2, 3, 6, 10, 12, 20, 24, 25, 50, 100, 200, 500):
        if length / step <= 14:
            return float(step)
    return float(10 ** math.ceil(math.log10(max(length, 1.0) / 10)))


def _corners(fp: FootprintInfo) -> list[tuple[float, float]]:
    """A footprint's corners (rules coordinates): front-left, front-right, rear-right, rear-left."""
    a = math.radians(fp.facing)
    ux, uy = math.cos(a), math.sin(a)  # ahead
    vx, vy = -uy, ux  # the unit's left
    hd, hw = fp.depth / 2, fp.width / 2
    return [
        (fp.x + ux * hd + vx * hw, fp.y + uy * hd + vy * hw),
        (fp.x + ux * hd - vx * hw, fp.y + uy * hd - vy * hw),
        (fp.x - ux * hd - vx * hw, fp.y - uy * hd - vy * hw),
        (fp.x - ux * hd + vx * hw, fp.y - uy * hd + vy * hw),
    ]


def unit_numbers(state: TurnState) -> dict[int, int]:
    """1, 2, 3… for the units on the table, by side position then unit id (the key's order)."""
    position: dict[int | None, int] = {s.id: s.position for s in state.sides}
    placed = [u for u in state.units.values() if u.footprint is not None]
    placed.sort(key=lambda u: (position.get(u.side_id, 99), u.id))
    return {u.id: n for n, u in enumerate(placed, start=1)}


def paint_battlefield(
    painter: QPainter, rect: QRectF, state: TurnState, numbers: Mapping[int, int], dpi: float
) -> None:
    """The table at the end of a turn, to scale, centred in ``rect`` (device pixels).

    Rules coordinates put y up (adjutant.windows.battlefield_items); the page puts it down.
    Each unit is its footprint in its side's colour, its front edge drawn thick (the
    facing mark), its key number and its name (elided to the frontage) along its front.
    """
    mm = dpi / 25.4
    w, h = max(state.width, 1e-6), max(state.height, 1e-6)
    scale = min(rect.width() / w, rect.height() / h)
    left = rect.left() + (rect.width() - w * scale) / 2
    bottom = rect.top() + (rect.height() + h * scale) / 2

    def pt(x: float, y: float) -> QPointF:
        return QPointF(left + x * scale, bottom - y * scale)

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    table = QRectF(pt(0, h), pt(w, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f7f3e8"))
    painter.drawRect(table)
    step = _grid_step(max(w, h))
    painter.setPen(QPen(QColor("#e2dccb"), 0.15 * mm))
    x = step
    while x < w - 1e-9:
        painter.drawLine(pt(x, 0), pt(x, h))
        x += step
    y = step
    while y < h - 1e-9:
        painter.drawLine(pt(0, y), pt(w, y))
        y += step
    painter.setClipRect(table)
    label_font = _font(6.0, italic=True)
    for t in state.terrain:
        if len(t.points) < 3:
            continue
        base = QColor(TerrainItem.FILLS.get(t.kind, TerrainItem.FILLS["other"]))
        fill = QColor(base)
        fill.setAlpha(150)
        painter.setBrush(fill)
        painter.setPen(QPen(base.darker(150), 0.25 * mm))
        painter.drawPolygon(QPolygonF([pt(px, py) for px, py in t.points]))
    painter.setFont(label_font)
    painter.setPen(QColor("#3a3a34"))
    for t in state.terrain:
        if len(t.points) < 3:
            continue
        cx = sum(p[0] for p in t.points) / len(t.points)
        cy = sum(p[1] for p in t.points) / len(t.points)
        c = pt(cx, cy)
        painter.drawText(
            QRectF(c.x() - 40 * mm, c.y() - 3 * mm, 80 * mm, 6 * mm),
            Qt.AlignmentFlag.AlignCenter,
            t.name,
        )
    colours: dict[int | None, QColor] = {
        s.id: side_colour(s.colour, s.position) for s in state.sides
    }
    name_font = _font(5.0)
    number_font = _font(5.5, bold=True)
    for uid, n in sorted(numbers.items(), key=lambda kv: kv[1]):
        u = state.units[uid]
        fp = u.footprint
        if fp is None:  # numbered units are on the table (unit_numbers)
            continue
        colour = colours.get(u.side_id, QColor("#777777"))
        corners = [pt(*c) for c in _corners(fp)]
        fill = QColor(colour).lighter(135 if u.status == "fresh" else 175)
        outline = QPen(colour.darker(140), 0.2 * mm)
        if u.status == "destroyed":
            fill = QColor("#d9d9d9")
            outline.setStyle(Qt.PenStyle.DashLine)
        painter.setBrush(fill)
        painter.setPen(outline)
        painter.drawPolygon(QPolygonF(corners))
        front = QPen(QColor("#101418"), 0.6 * mm)
        front.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(front)
        painter.drawLine(corners[0], corners[1])  # the front edge: the facing mark
        if u.status in ("broken", "destroyed"):
            painter.setPen(QPen(QColor(content.BAD), 0.3 * mm))
            painter.drawLine(corners[0], corners[2])
            painter.drawLine(corners[1], corners[3])
        # The text runs along the frontage, kept upright.
        centre = QPointF(sum(c.x() for c in corners) / 4, sum(c.y() for c in corners) / 4)
        angle = -(fp.facing - 90.0)  # page degrees, clockwise: the front edge's direction
        angle = (angle + 180.0) % 360.0 - 180.0
        if angle > 90 or angle < -90:
            angle += 180.0
        frontage = fp.width * scale
        depth = fp.depth * scale
        painter.save()
        painter.translate(centre)
        painter.rotate(angle)
        text = str(n)
        painter.setFont(number_font)
        metrics = QFontMetricsF(number_font, painter.device())
        number_width = metrics.horizontalAdvance(text + " ")
        name_metrics = QFontMetricsF(name_font, painter.device())
        room = frontage - number_width - 0.8 * mm
        name = name_metrics.elidedText(u.name, Qt.TextElideMode.ElideRight, max(room, 0))
        if room < name_metrics.horizontalAdvance("Mmmm…"):
            name = ""
        total = number_width + (name_metrics.horizontalAdvance(name) if name else 0)
        x0 = -total / 2
        box_h = max(depth, metrics.height())
        painter.setPen(QColor("#0e1216"))
        painter.drawText(
            QRectF(x0, -box_h / 2, number_width, box_h), Qt.AlignmentFlag.AlignVCenter, text
        )
        if name:
            painter.setFont(name_font)
            painter.drawText(
                QRectF(x0 + number_width, -box_h / 2, total, box_h),
                Qt.AlignmentFlag.AlignVCenter,
                name,
            )
        painter.restore()
    painter.setClipping(False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#6d6656"), 0.35 * mm))
    painter.drawRect(table)
    painter.restore()


@dataclass
class _Picture:
    """A battlefield picture's place in a section: a fixed-height frame the text flows around."""

    frame: QTextFrame
    state: TurnState
    numbers: dict[int, int]


def _insert_picture(doc: QTextDocument, state: TurnState, body: QSizeF) -> _Picture:
    """Reserve the picture's room at the end of ``doc`` (full width, the table's aspect).

    PySide6 cannot hand a Python ``QTextObjectInterface`` to the layout, so the space is an
    empty frame of the picture's height and the renderer paints into the frame's rectangle.
    """
    height = body.width() * state.height / max(state.width, 1e-6)
    fmt = QTextFrameFormat()
    fmt.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
    fmt.setHeight(min(height, body.height() * PICTURE_SHARE))
    fmt.setBorder(0)
    fmt.setMargin(0)
    fmt.setPadding(0)
    cursor = QTextCursor(doc)
    cursor.movePosition(QTextCursor.MoveOperation.End)
    frame = cursor.insertFrame(fmt)
    return _Picture(frame, state, unit_numbers(state))


# ---------------------------------------------------------------- pages


class _Section:
    def __init__(self, subtitle: str, date: str, doc: QTextDocument) -> None:
        self.subtitle, self.date, self.doc = subtitle, date, doc
        self.pictures: list[_Picture] = []


def _sides_text(report: content.Report) -> str:
    return translate("TurnSummary", " v ").join(s.name for s in report.sides)


def _turn_date(report: content.Report, turn: content.TurnReport) -> str:
    when = turn.events[0].created_at if turn.events else report.created_at
    return content.date_text(when)


def _new_document(device: QPagedPaintDevice, body: QSizeF) -> QTextDocument:
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(device)
    doc.setDefaultFont(_font(8.5))
    doc.setDocumentMargin(0)
    doc.setPageSize(body)
    doc.setDefaultStyleSheet(
        f"body {{ color: {content.INK}; }} h1 {{ margin-top: 0px; margin-bottom: 6px; }}"
        " td, th { padding: 3px; }"
    )
    return doc


def _sections(report: content.Report, device: QPagedPaintDevice, body: QSizeF) -> list[_Section]:
    sections = []
    if report.whole_game:
        doc = _new_document(device, body)
        doc.setHtml(content.overview_html(report))
        sections.append(
            _Section(
                translate("TurnSummary", "Whole game · {sides}").format(sides=_sides_text(report)),
                content.date_text(report.created_at),
                doc,
            )
        )
    for turn in report.turns:
        doc = _new_document(device, body)
        doc.setHtml(
            content.turn_html(report, turn)
            + '<p style="page-break-before: always; font-size: 12pt; font-weight: 600;">'
            + translate("TurnSummary", "The battlefield at the end of turn {turn}").format(
                turn=turn.turn
            )
            + "</p>"
        )
        picture = _insert_picture(doc, turn.state, body)
        cursor = doc.rootFrame().lastCursorPosition()
        if picture.numbers:
            cursor.insertHtml(content.legend_html(report, turn.state, picture.numbers))
        else:
            cursor.insertHtml("<p>" + translate("TurnSummary", "No unit is on the table.") + "</p>")
        sections.append(
            _Section(
                translate("TurnSummary", "Turn {turn} · {sides}").format(
                    turn=turn.turn, sides=_sides_text(report)
                ),
                _turn_date(report, turn),
                doc,
            )
        )
        sections[-1].pictures.append(picture)
    return sections


def _draw_header(
    painter: QPainter,
    width: float,
    height: float,
    report: content.Report,
    section: _Section,
    mm: float,
) -> None:
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(content.HEAD_BG))
    painter.drawRect(QRectF(0, 0, width, height))
    painter.setBrush(QColor("#c9a227"))  # a thin gold rule under the band
    painter.drawRect(QRectF(0, height - 0.8 * mm, width, 0.8 * mm))
    pad = 4 * mm
    right_w = min(
        max(
            QFontMetricsF(_font(9, bold=True), painter.device()).horizontalAdvance(section.date),
            QFontMetricsF(_font(7.5), painter.device()).horizontalAdvance(report.ruleset_name),
        )
        + 2 * mm,
        width * 0.4,
    )
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    _draw_elided(
        painter,
        _font(14, bold=True),
        "#ffffff",
        QRectF(pad, 1.8 * mm, width - 2 * pad - right_w, 7.5 * mm),
        left,
        report.game_name,
    )
    _draw_elided(
        painter,
        _font(8.5),
        "#d8e0e8",
        QRectF(pad, 9.2 * mm, width - 2 * pad - right_w, 5 * mm),
        left,
        section.subtitle,
    )
    painter.setFont(_font(9, bold=True))
    painter.setPen(QColor("#ffffff"))
    right = QRectF(width - pad - right_w, 1.8 * mm, right_w, 7.5 * mm)
    painter.drawText(
        right, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, section.date
    )
    _draw_elided(
        painter,
        _font(7.5),
        "#d8e0e8",
        QRectF(width - pad - right_w, 9.2 * mm, right_w, 5 * mm),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        report.ruleset_name,
    )
    painter.restore()


def _draw_footer(
    painter: QPainter,
    top: float,
    width: float,
    page: int,
    total: int,
    report: content.Report,
    mm: float,
) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#c3ccd5"), 0.25 * mm))
    painter.drawLine(QPointF(0, top), QPointF(width, top))
    font = _font(7.5)
    painter.setFont(font)
    painter.setPen(QColor(content.GREY))
    box = QRectF(0, top + 1 * mm, width, FOOTER_MM * mm - 1 * mm)
    left = QFontMetricsF(font, painter.device()).elidedText(
        translate("TurnSummary", "Adjutant · {game}").format(game=report.game_name),
        Qt.TextElideMode.ElideRight,
        width * 0.6,
    )
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
    painter.setPen(QColor(content.INK))
    painter.drawText(
        box,
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        translate("TurnSummary", "Page {page} of {total}").format(page=page, total=total),
    )
    painter.restore()


def paint_report(report: content.Report, device: QPrinter | QPdfWriter) -> int:
    """Paint every page of ``report`` onto ``device`` (its page layout as set); returns the
    page count. Raises OSError if the device cannot be painted on (an unwritable file)."""
    dpi = float(device.resolution())
    mm = dpi / 25.4
    paint = device.pageLayout().paintRectPixels(int(dpi))
    width, height = float(paint.width()), float(paint.height())
    header, footer, gap = HEADER_MM * mm, FOOTER_MM * mm, GAP_MM * mm
    body = QSizeF(width, height - header - footer - 2 * gap)
    sections = _sections(report, device, body)
    counts = [max(1, s.doc.pageCount()) for s in sections]
    total = sum(counts)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot paint the summary: the output could not be opened for writing")
    try:
        page = 0
        for section, count in zip(sections, counts, strict=True):
            layout = section.doc.documentLayout()
            for i in range(count):
                if page:
                    device.newPage()
                page += 1
                _draw_header(painter, width, header, report, section, mm)
                painter.save()
                painter.translate(0, header + gap - i * body.height())
                clip = QRectF(0, i * body.height(), body.width(), body.height())
                painter.setClipRect(clip)
                ctx = QAbstractTextDocumentLayout.PaintContext()
                ctx.clip = clip
                layout.draw(painter, ctx)
                for picture in section.pictures:
                    where = layout.frameBoundingRect(picture.frame)
                    if where.intersects(clip):
                        paint_battlefield(painter, where, picture.state, picture.numbers, dpi)
                painter.restore()
                _draw_footer(painter, height - footer, width, page, total, report, mm)
    finally:
        painter.end()
    return total


def write_pdf(
    report: content.Report,
    path: str | Path,
    *,
    page_size: QPageSize.PageSizeId | None = None,
    resolution: int = 300,
) -> int:
    """Write ``report`` as a PDF at ``path`` (A4 or Letter by the system locale unless
    ``page_size`` is given); returns the page count. OSError if it cannot be written."""
    target = Path(path)
    if target.is_dir():
        raise OSError(f"{target} is a folder")
    if not target.parent.is_dir():
        raise OSError(f"no such folder: {target.parent}")
    writer = QPdfWriter(str(target))
    writer.setResolution(resolution)
    writer.setCreator("Adjutant")
    writer.setTitle(report.game_name)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(page_size if page_size is not None else default_page_size()),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    pages = paint_report(report, writer)
    del writer  # flushes and closes the file
    return pages


__all__ = [
    "default_page_size",
    "font_family",
    "paint_battlefield",
    "paint_report",
    "unit_numbers",
    "write_pdf",
]

"""The match record's slip: one printed page both players sign (issue 24).

For the Match Record window (Print Preview…, Print…, Export Slip PDF…) and ``adjutant
slip GAME -o OUT.pdf``. Public API:

- :func:`slip_html` ``(record)``: the slip's text as HTML for ``QTextDocument``: event,
  round, table, scenario, both players with their factions, victory points per round,
  totals, results, the end reason, each player's luck (physical and virtual dice apart),
  the record's state and the first 8 hex of ``record_sha256``.
- :func:`paint_slip` ``(record, device)``: the slip on one page of any paged device (a
  ``QPrinter``, a ``QPdfWriter``), with two signature lines at the foot; a long record is
  scaled down to stay on one page.
- :func:`write_slip` ``(record, path)``, :func:`write_slip_cli` (no window; the
  interface's language and the locale's paper unless given).

Black on white only (lines, bold, a monospaced hash): readable from a black-and-white
printer. Every user string is escaped: a player's name is text, never markup.
"""

from __future__ import annotations

import html
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
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from adjutant.qtmodels.record_models import LuckModel
from adjutant.qtmodels.record_text import (
    DICE,
    END_REASONS,
    RESULTS,
    STATES,
    decimal,
    signed,
    word,
)
from adjutant.windows.summary_render import default_page_size, font_family

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from adjutant.store.record.match import MatchRecord, Player

translate = QCoreApplication.translate
CTX = "MatchSlip"
MARGIN_MM = 15.0
SIGNATURES_MM = 34.0  # the band at the foot of the page for the two signature lines
#: Up to this many rounds get a row each; more are written on one line per player.
ROUND_ROWS = 12


def esc(value: object) -> str:
    return html.escape(str(value), quote=False)


def _row(label: str, first: str, second: str, *, bold: bool = False) -> str:
    cell = "<b>{}</b>" if bold else "{}"
    return (
        f"<tr><td width='28%'><b>{esc(label)}</b></td>"
        f"<td width='36%'>{cell.format(first)}</td><td width='36%'>{cell.format(second)}</td></tr>"
    )


def _rounds(record: MatchRecord) -> list[str]:
    p1, p2 = record.players
    count = max(len(p1.rounds), len(p2.rounds))
    if count == 0:
        return [_row(translate("MatchSlip", "Victory points"), "—", "—")]

    def score(player: Player, i: int) -> str:
        if i >= len(player.rounds):
            return "—"
        r = player.rounds[i]
        return translate("MatchSlip", "{primary} + {secondary} = {total}").format(
            primary=r.primary, secondary=r.secondary, total=r.total
        )

    if count <= ROUND_ROWS:
        head = _row(
            translate("MatchSlip", "Victory points"),
            translate("MatchSlip", "primary + secondary"),
            translate("MatchSlip", "primary + secondary"),
        )
        return [head] + [
            _row(translate("MatchSlip", "Round {n}").format(n=i + 1), score(p1, i), score(p2, i))
            for i in range(count)
        ]

    def line(p: Player) -> str:
        return ", ".join(f"{r.primary}+{r.secondary}" for r in p.rounds) or "—"

    return [_row(translate("MatchSlip", "Victory points by round"), esc(line(p1)), esc(line(p2)))]


def _luck_rows(record: MatchRecord) -> str:
    rows = []
    for line in record.luck:
        if line.luck.rolls == 0:
            continue
        rows.append(
            "<tr>"
            f"<td>{esc(record.players[line.player - 1].name or line.player)}</td>"
            f"<td>{esc(word(DICE, line.dice_source))}</td>"
            f"<td align='right'>{line.luck.rolls}</td>"
            f"<td align='right'>{esc(decimal(line.luck.expected))}</td>"
            f"<td align='right'>{line.luck.achieved}</td>"
            f"<td align='right'>{esc(signed(line.luck.z))}</td>"
            "</tr>"
        )
    if not rows:
        none = translate("MatchSlip", "Luck: no rolls with a chance shown.")
        return f"<p>{esc(none)}</p>"
    # The columns of the window's luck table, in its words (one list, one translation).
    head = "".join(
        f"<th align='left'>{esc(translate(LuckModel.CONTEXT, h))}</th>" for h in LuckModel.HEADERS
    )
    return (
        "<table width='100%' border='1' cellspacing='0' cellpadding='3'>"
        f"<tr>{head}</tr>{''.join(rows)}</table>"
    )


def slip_html(record: MatchRecord) -> str:
    """The slip's text (everything but the signature lines) as HTML."""
    p1, p2 = record.players
    where = [
        translate("MatchSlip", "Round {n}").format(n=record.event_round)
        if record.event_round
        else "",
        translate("MatchSlip", "Table {n}").format(n=record.event_table)
        if record.event_table
        else "",
        translate("MatchSlip", "Points limit {n}").format(n=QLocale().toString(record.points_limit))
        if record.points_limit
        else "",
    ]
    title = record.event_name or translate("MatchSlip", "Match result")
    first = {True: translate("MatchSlip", "Yes"), False: translate("MatchSlip", "No"), None: "—"}
    rows = [
        _row(translate("MatchSlip", "Player"), esc(p1.name or "—"), esc(p2.name or "—"), bold=True),
        _row(
            translate("MatchSlip", "Player code"),
            esc(p1.player_code or "—"),
            esc(p2.player_code or "—"),
        ),
        _row(translate("MatchSlip", "Faction"), esc(p1.faction or "—"), esc(p2.faction or "—")),
        _row(
            translate("MatchSlip", "Side in the game"),
            esc(p1.side_name or "—"),
            esc(p2.side_name or "—"),
        ),
        _row(translate("MatchSlip", "Went first"), first[p1.went_first], first[p2.went_first]),
        *_rounds(record),
        _row(
            translate("MatchSlip", "Total victory points"),
            str(p1.vp_total),
            str(p2.vp_total),
            bold=True,
        ),
        _row(
            translate("MatchSlip", "Result"),
            esc(word(RESULTS, p1.result)),
            esc(word(RESULTS, p2.result)),
            bold=True,
        ),
    ]
    confirmations = [
        translate("MatchSlip", "Player {n} confirmed at {time} (UTC)").format(
            n=p.number, time=p.confirmed_at[:16].replace("T", " ")
        )
        for p in record.players
        if p.confirmed_at
    ]
    disputed = translate("MatchSlip", "Disputed by player {n}:")
    dispute = (
        f"<p><b>{esc(disputed.format(n=record.dispute_player))}</b> {esc(record.dispute_note)}</p>"
        if record.dispute_player is not None
        else ""
    )
    scenario = translate("MatchSlip", "Scenario:")
    end = translate("MatchSlip", "End of the game:")
    rounds = translate("MatchSlip", "Rounds played: {n}").format(n=record.rounds_played)
    luck = translate("MatchSlip", "Luck (tests with the exact chance shown)")
    state = translate("MatchSlip", "State:")
    hashed = translate("MatchSlip", "Record")
    return (
        f"<h1 style='margin-bottom:2px'>{esc(title)}</h1>"
        f"<p style='font-size:13pt'>{esc(' · '.join(x for x in where if x) or ' ')}</p>"
        f"<p><b>{esc(scenario)}</b> {esc(record.scenario or '—')}</p>"
        "<table width='100%' border='1' cellspacing='0' cellpadding='4'>"
        f"{''.join(rows)}</table>"
        f"<p><b>{esc(end)}</b> {esc(word(END_REASONS, record.end_reason))} · {esc(rounds)}</p>"
        f"<h3>{esc(luck)}</h3>"
        f"{_luck_rows(record)}"
        f"<p><b>{esc(state)}</b> {esc(word(STATES, record.state))}"
        f"{'<br/>' if confirmations else ''}{esc('; '.join(confirmations))}</p>"
        f"{dispute}"
        f"<p><b>{esc(hashed)}</b> <span style='font-family:monospace; font-size:16pt'>"
        f"{esc(record.record_sha256[:8])}</span></p>"
    )


def _document(record: MatchRecord, device: QPrinter | QPdfWriter, width: float) -> QTextDocument:
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(device)
    font = QFont(font_family())
    font.setPointSizeF(10.5)
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet("table { border-color: #000; } th { background: #fff; }")
    doc.setHtml(slip_html(record))
    doc.setTextWidth(width)
    return doc


def paint_slip(record: MatchRecord, device: QPrinter | QPdfWriter) -> None:
    """Paint the slip on one page of ``device`` (its page layout as set). OSError when the
    device cannot be painted on (an unwritable file)."""
    dpi = float(device.resolution())
    mm = dpi / 25.4
    page = device.pageLayout().paintRectPixels(int(dpi))
    width, height = float(page.width()), float(page.height())
    band = SIGNATURES_MM * mm
    room = QSizeF(width, height - band)
    doc = _document(record, device, width)
    scale = 1.0
    if doc.size().height() > room.height():  # a very long record: smaller, on one page
        scale = room.height() / doc.size().height()
        doc.setTextWidth(width / scale)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot paint the slip: the output could not be opened for writing")
    try:
        painter.save()
        painter.scale(scale, scale)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        ctx.clip = QRectF(0, 0, width / scale, room.height() / scale)
        doc.documentLayout().draw(painter, ctx)
        painter.restore()
        _signatures(painter, record, width, height, band, mm)
    finally:
        painter.end()


def _signatures(
    painter: QPainter, record: MatchRecord, width: float, height: float, band: float, mm: float
) -> None:
    """Two signature lines side by side at the foot of the page, each named."""
    painter.setPen(QPen(QColor("#000000"), 0.3 * mm))
    font = QFont(font_family())
    font.setPointSizeF(9.5)
    painter.setFont(font)
    gap = 12 * mm
    each = (width - gap) / 2
    line_y = height - 12 * mm
    for i, player in enumerate(record.players):
        left = i * (each + gap)
        painter.drawLine(QPointF(left, line_y), QPointF(left + each, line_y))
        label = translate("MatchSlip", "Signature of player {n}").format(n=player.number)
        if player.name:
            label += f" — {player.name}"
        painter.drawText(
            QRectF(left, line_y + 1.5 * mm, each, 8 * mm),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextSingleLine,
            label,
        )
    painter.drawText(
        QRectF(0, height - band, width, 8 * mm),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        translate("MatchSlip", "We agree with this result (record {hash}).").format(
            hash=record.record_sha256[:8]
        ),
    )


def page_layout(page_size: QPageSize.PageSizeId | None = None) -> QPageLayout:
    return QPageLayout(
        QPageSize(page_size if page_size is not None else default_page_size()),
        QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def write_slip(
    record: MatchRecord, path: str | Path, *, page_size: QPageSize.PageSizeId | None = None
) -> None:
    """The slip as a one-page PDF at ``path``. OSError when it cannot be written."""
    target = Path(path)
    if target.is_dir():
        raise OSError(f"{target} is a folder")
    if not target.parent.is_dir():
        raise OSError(f"no such folder: {target.parent}")
    writer = QPdfWriter(str(target))
    writer.setResolution(300)
    writer.setCreator("Adjutant")
    writer.setTitle(record.event_name or translate("MatchSlip", "Match result"))
    writer.setPageLayout(page_layout(page_size))
    paint_slip(record, writer)
    del writer  # flushes and closes the file


def write_slip_cli(
    record: MatchRecord, out: str | Path, *, language: str | None = None, paper: str | None = None
) -> None:
    """``adjutant slip``: the slip with no window, in ``language`` (default: the
    interface's) on ``paper`` ("a4", "letter"; default: by the system's locale)."""
    from adjutant.i18n import Translations
    from adjutant.windows.summary_print import gui_application, ui_language

    app = gui_application()
    translations = Translations(app)
    translations.switch(language or ui_language(app))
    size = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}.get(paper or "")
    write_slip(
        record, out, page_size=size if size is not None else default_page_size(QLocale.system())
    )

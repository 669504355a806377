"""CSV and clipboard exchange of combat results tables (ODD-2 CRT editor; issue 10).

A file format, so it lives with the store's other readers (issue 23: it was
``windows/odds_csv.py``). For the odds window (``adjutant.windows.odds``) and its tests. A CRT in CSV:
the first row is a corner label then the odds columns in order; each further row
is a die face then one result code per column::

    roll,1-2,1-1,2-1
    1,AR,DR,DR
    2,AE,NE,DR

Reading checks everything before anything is created: a malformed file raises
:class:`CrtCsvError` (a ``ValueError`` naming the row; its ``message`` is a
``store.messages.Message`` of the ``OddsCsv`` context, which the window says in the
player's language) and nothing changes. Blank cells are allowed (not filled in yet). The
clipboard speaks the spreadsheet dialect: tab-separated rows (``to_tsv`` /
``from_tsv``).

Issue 16: a file is refused by its size and shape before its rows are gathered (at
most :data:`MAX_CSV_CHARS`, a header and one row per face of a d100, the store's
number of columns), and a result code holding a control character is refused. Writing
(CSV and clipboard) never leaves a cell a spreadsheet would run as a formula: one that
starts with ``= + - @``, a tab or a CR gets a leading apostrophe, as spreadsheet-safe
CSV writers do; reading drops that apostrophe again, so a table reads back as written.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from adjutant.store.format.validate import (
    MAX_CRT_COLUMNS,
    MAX_DIE_SIDES,
    forbidden_character,
    odds_column_ratio,
)
from adjutant.store.messages import QT_TRANSLATE_NOOP, Message

#: The translation context of the refusals (``resources/translations/odds_*.ts``).
CONTEXT = "OddsCsv"
CORNER = "roll"
MAX_CODE = 16  # the store keeps result codes short (crt_overrides.result is 16 wide)
#: A table of 100 faces x 40 columns of 16-character codes is under 70,000 characters.
MAX_CSV_CHARS = 1_000_000
#: What a spreadsheet may run as a formula when a cell starts with it.
FORMULA_STARTS = "=+-@\t\r"


def spreadsheet_safe(cell: str) -> str:
    """``cell`` with a leading apostrophe when a spreadsheet would run it as a formula."""
    return "'" + cell if cell and cell[0] in FORMULA_STARTS else cell


def from_spreadsheet_safe(cell: str) -> str:
    """The cell :func:`spreadsheet_safe` wrote, without its apostrophe."""
    return cell[1:] if len(cell) > 1 and cell[0] == "'" and cell[1] in FORMULA_STARTS else cell


def _too_large() -> CrtCsvError:
    return CrtCsvError(
        QT_TRANSLATE_NOOP(
            "OddsCsv",
            "The file is too large for a combat results table (more than {limit} characters).",
        ),
        limit=f"{MAX_CSV_CHARS:,}",
    )


class CrtCsvError(ValueError):
    """A CSV file or pasted block that is not a table; the message says where and why.

    ``CrtCsvError(source, **args)``: ``source`` is a message of the ``OddsCsv`` context;
    ``str(err)`` is it in English, ``err.message`` the :class:`Message` to translate."""

    def __init__(self, source: str, **args: object) -> None:
        self.message = Message(CONTEXT, source, args)
        super().__init__(self.message.english())


@dataclass(frozen=True)
class CsvTable:
    """A table read from CSV: ``cells[face - 1][column index]`` ("" = not filled in)."""

    columns: tuple[str, ...]
    die_sides: int
    cells: tuple[tuple[str, ...], ...]


def table_to_csv(columns: Sequence[str], cells: Sequence[Sequence[str]], unset: str = "?") -> str:
    """CSV text of a table (``unset`` codes written as blank cells)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([CORNER, *(spreadsheet_safe(c) for c in columns)])
    for face, row in enumerate(cells, start=1):
        writer.writerow([face, *("" if code == unset else spreadsheet_safe(code) for code in row)])
    return out.getvalue()


def table_from_csv(text: str) -> CsvTable:
    """Parse CSV text (comma, semicolon or tab separated); raises :class:`CrtCsvError`."""
    if not text.strip():
        raise CrtCsvError(QT_TRANSLATE_NOOP("OddsCsv", "The file is empty."))
    if len(text) > MAX_CSV_CHARS:
        raise _too_large()
    try:
        dialect = csv.Sniffer().sniff(text.splitlines()[0][:10_000], delimiters=",;\t")
        delimiter = dialect.delimiter
    except csv.Error:
        delimiter = ","
    rows: list[list[str]] = []
    try:
        # Only the rows a table can have are gathered: a longer file is refused at once.
        for row in csv.reader(io.StringIO(text), delimiter=delimiter):
            if not any(cell.strip() for cell in row):
                continue
            if len(rows) > MAX_DIE_SIDES:
                raise CrtCsvError(
                    QT_TRANSLATE_NOOP(
                        "OddsCsv",
                        "The file has more rows than a combat results table: a header row, "
                        "then one row per die face, {limit} at most.",
                    ),
                    limit=MAX_DIE_SIDES,
                )
            if len(row) > MAX_CRT_COLUMNS + 1 and any(
                c.strip() for c in row[MAX_CRT_COLUMNS + 1 :]
            ):
                raise CrtCsvError(
                    QT_TRANSLATE_NOOP(
                        "OddsCsv",
                        "Row {line} has more cells than a combat results table has columns "
                        "({limit} odds columns at most).",
                    ),
                    line=len(rows) + 1,
                    limit=MAX_CRT_COLUMNS,
                )
            rows.append(row)
    except csv.Error as exc:
        raise CrtCsvError(
            QT_TRANSLATE_NOOP("OddsCsv", "Not a CSV file: {reason}"), reason=exc
        ) from None
    if not rows:
        raise CrtCsvError(
            QT_TRANSLATE_NOOP(
                "OddsCsv", "The file holds no cells, only separators: it is not a table."
            )
        )
    header = [cell.strip() for cell in rows[0]]
    columns = tuple(c.replace(" ", "") for c in header[1:])
    while columns and not columns[-1]:
        columns = columns[:-1]
    if not columns:
        raise CrtCsvError(
            QT_TRANSLATE_NOOP("OddsCsv", "Row 1 must list the odds columns after the first cell.")
        )
    keys = []
    for column in columns:
        key = odds_column_ratio(column)
        if key is None:
            raise CrtCsvError(
                QT_TRANSLATE_NOOP(
                    "OddsCsv", "Row 1: “{column}” is not an odds column like 2-1 or 1-3."
                ),
                column=column,
            )
        keys.append(key)
    if any(b <= a for a, b in pairwise(keys)):
        raise CrtCsvError(
            QT_TRANSLATE_NOOP(
                "OddsCsv",
                "Row 1: the columns must differ and go from low to high odds (1-3 … 6-1).",
            )
        )
    body = rows[1:]
    if len(body) < 2:
        raise CrtCsvError(
            QT_TRANSLATE_NOOP("OddsCsv", "A table needs a row for each die face (at least 2).")
        )
    cells = []
    for number, row in enumerate(body, start=1):
        line = number + 1
        face_text = row[0].strip() if row else ""
        if face_text != str(number):
            raise CrtCsvError(
                QT_TRANSLATE_NOOP(
                    "OddsCsv",
                    "Row {line}: the first cell must be the die face {face}, found “{text}”.",
                ),
                line=line,
                face=number,
                text=face_text,
            )
        codes = [from_spreadsheet_safe(cell.strip()) for cell in row[1:]]
        while len(codes) > len(columns) and not codes[-1]:
            codes.pop()
        if len(codes) > len(columns):
            raise CrtCsvError(
                QT_TRANSLATE_NOOP(
                    "OddsCsv", "Row {line} has {found} result codes; the table has {count} columns."
                ),
                line=line,
                found=len(codes),
                count=len(columns),
            )
        codes += [""] * (len(columns) - len(codes))
        for code in codes:
            if len(code) > MAX_CODE:
                raise CrtCsvError(
                    QT_TRANSLATE_NOOP(
                        "OddsCsv", "Row {line}: “{code}” is longer than {limit} characters."
                    ),
                    line=line,
                    code=code,
                    limit=MAX_CODE,
                )
            bad = forbidden_character(code)
            if bad is not None:
                raise CrtCsvError(
                    QT_TRANSLATE_NOOP(
                        "OddsCsv",
                        "Row {line}: a result code holds a control character (U+{code}); "
                        "result codes are plain text.",
                    ),
                    line=line,
                    code=f"{ord(bad):04X}",
                )
        cells.append(tuple(codes))
    if all(not code for row in cells for code in row):
        raise CrtCsvError(QT_TRANSLATE_NOOP("OddsCsv", "The table is empty: no result codes."))
    return CsvTable(columns, len(cells), tuple(cells))


def export_csv(path: Path | str, columns: Sequence[str], cells: Sequence[Sequence[str]]) -> None:
    Path(path).write_text(table_to_csv(columns, cells), encoding="utf-8", newline="")


def import_csv(path: Path | str) -> CsvTable:
    """Read a CRT from a CSV file; unreadable or malformed files raise :class:`CrtCsvError`."""
    try:
        # The size first: a file of many megabytes is not read at all. (UTF-8 takes at
        # least one byte per character, so a file within the limit in bytes is too.)
        if Path(path).stat().st_size > MAX_CSV_CHARS:
            raise _too_large()
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise CrtCsvError(
            QT_TRANSLATE_NOOP("OddsCsv", "Cannot read {path}: {reason}"), path=path, reason=exc
        ) from None
    return table_from_csv(text)


def to_tsv(block: Sequence[Sequence[str]]) -> str:
    """Rows of cells as a spreadsheet puts them on the clipboard (tabs, newlines)."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter="\t", lineterminator="\n")
    writer.writerows([spreadsheet_safe(cell) for cell in row] for row in block)
    return out.getvalue()


def from_tsv(text: str) -> list[list[str]]:
    """A rectangular block from clipboard text; ragged rows are padded with blanks."""
    text = text.rstrip("\r\n")
    if not text:
        raise CrtCsvError(QT_TRANSLATE_NOOP("OddsCsv", "The clipboard holds no cells."))
    if len(text) > MAX_CSV_CHARS:
        raise _too_large()
    rows = [
        [from_spreadsheet_safe(cell.strip()) for cell in row]
        for row in csv.reader(io.StringIO(text), delimiter="\t")
    ]
    width = max(len(row) for row in rows)
    return [row + [""] * (width - len(row)) for row in rows]

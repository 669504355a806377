"""CSV and clipboard exchange of combat results tables (ODD-2 CRT editor; issue 10).

For the odds window (``adjutant.windows.odds``) and its tests. A CRT in CSV:
the first row is a corner label then the odds columns in order; each further row
is a die face then one result code per column::

    roll,1-2,1-1,2-1
    1,AR,DR,DR
    2,AE,NE,DR

Reading checks everything before anything is created: a malformed file raises
:class:`CrtCsvError` (a ``ValueError`` whose message is translated and names the
row) and nothing changes. Blank cells are allowed (not filled in yet). The
clipboard speaks the spreadsheet dialect: tab-separated rows (``to_tsv`` /
``from_tsv``).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from adjutant.store.validate import odds_column_ratio

CORNER = "roll"
MAX_CODE = 16  # the store keeps result codes short (crt_overrides.result is 16 wide)


class CrtCsvError(ValueError):
    """A CSV file or pasted block that is not a table; the message says where and why."""


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
    writer.writerow([CORNER, *columns])
    for face, row in enumerate(cells, start=1):
        writer.writerow([face, *("" if code == unset else code for code in row)])
    return out.getvalue()


def table_from_csv(text: str) -> CsvTable:
    """Parse CSV text (comma, semicolon or tab separated); raises :class:`CrtCsvError`."""
    if not text.strip():
        raise CrtCsvError(QCoreApplication.translate("OddsCsv", "The file is empty."))
    try:
        dialect = csv.Sniffer().sniff(text.splitlines()[0], delimiters=",;\t")
        delimiter = dialect.delimiter
    except csv.Error:
        delimiter = ","
    try:
        rows = [row for row in csv.reader(io.StringIO(text), delimiter=delimiter) if any(row)]
    except csv.Error as exc:
        raise CrtCsvError(
            QCoreApplication.translate("OddsCsv", "Not a CSV file: {reason}").format(reason=exc)
        ) from None
    header = [cell.strip() for cell in rows[0]]
    columns = tuple(c.replace(" ", "") for c in header[1:])
    while columns and not columns[-1]:
        columns = columns[:-1]
    if not columns:
        raise CrtCsvError(
            QCoreApplication.translate(
                "OddsCsv", "Row 1 must list the odds columns after the first cell."
            )
        )
    keys = [odds_column_ratio(column) for column in columns]
    for column, key in zip(columns, keys, strict=True):
        if key is None:
            raise CrtCsvError(
                QCoreApplication.translate(
                    "OddsCsv", "Row 1: “{column}” is not an odds column like 2-1 or 1-3."
                ).format(column=column)
            )
    if any(b <= a for a, b in pairwise(keys)):
        raise CrtCsvError(
            QCoreApplication.translate(
                "OddsCsv",
                "Row 1: the columns must differ and go from low to high odds (1-3 … 6-1).",
            )
        )
    body = rows[1:]
    if len(body) < 2:
        raise CrtCsvError(
            QCoreApplication.translate(
                "OddsCsv", "A table needs a row for each die face (at least 2)."
            )
        )
    cells = []
    for number, row in enumerate(body, start=1):
        line = number + 1
        face_text = row[0].strip() if row else ""
        if face_text != str(number):
            raise CrtCsvError(
                QCoreApplication.translate(
                    "OddsCsv",
                    "Row {line}: the first cell must be the die face {face}, found “{text}”.",
                ).format(line=line, face=number, text=face_text)
            )
        codes = [cell.strip() for cell in row[1:]]
        while len(codes) > len(columns) and not codes[-1]:
            codes.pop()
        if len(codes) > len(columns):
            raise CrtCsvError(
                QCoreApplication.translate(
                    "OddsCsv", "Row {line} has {found} result codes; the table has {count} columns."
                ).format(line=line, found=len(codes), count=len(columns))
            )
        codes += [""] * (len(columns) - len(codes))
        for code in codes:
            if len(code) > MAX_CODE:
                raise CrtCsvError(
                    QCoreApplication.translate(
                        "OddsCsv", "Row {line}: “{code}” is longer than {limit} characters."
                    ).format(line=line, code=code, limit=MAX_CODE)
                )
        cells.append(tuple(codes))
    if all(not code for row in cells for code in row):
        raise CrtCsvError(
            QCoreApplication.translate("OddsCsv", "The table is empty: no result codes.")
        )
    return CsvTable(columns, len(cells), tuple(cells))


def export_csv(path: Path | str, columns: Sequence[str], cells: Sequence[Sequence[str]]) -> None:
    Path(path).write_text(table_to_csv(columns, cells), encoding="utf-8", newline="")


def import_csv(path: Path | str) -> CsvTable:
    """Read a CRT from a CSV file; unreadable or malformed files raise :class:`CrtCsvError`."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise CrtCsvError(
            QCoreApplication.translate("OddsCsv", "Cannot read {path}: {reason}").format(
                path=path, reason=exc
            )
        ) from None
    return table_from_csv(text)


def to_tsv(block: Sequence[Sequence[str]]) -> str:
    """Rows of cells as a spreadsheet puts them on the clipboard (tabs, newlines)."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter="\t", lineterminator="\n")
    writer.writerows(block)
    return out.getvalue()


def from_tsv(text: str) -> list[list[str]]:
    """A rectangular block from clipboard text; ragged rows are padded with blanks."""
    text = text.rstrip("\r\n")
    if not text:
        raise CrtCsvError(QCoreApplication.translate("OddsCsv", "The clipboard holds no cells."))
    rows = [[cell.strip() for cell in row] for row in csv.reader(io.StringIO(text), delimiter="\t")]
    width = max(len(row) for row in rows)
    return [row + [""] * (width - len(row)) for row in rows]

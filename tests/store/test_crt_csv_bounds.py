"""Combat tables in CSV: refused by size and shape first, formula cells neutralised (issue 16).

Item 10: a file of only delimiters, a 200,000-row file, a header of thousands of
columns, a file of many megabytes and result codes holding control characters are each
refused with a message a player understands, before the rows are read into a table.
Item 11: exporting never writes a cell a spreadsheet would run as a formula (``=``,
``+``, ``-``, ``@``, tab, CR at its start get a leading apostrophe, as spreadsheet-safe
CSV writers do), and reading such a file back gives the codes that were written.
"""

from __future__ import annotations

import csv
import io

import pytest

from adjutant.store.tools.odds.table_csv import (
    CrtCsvError,
    from_tsv,
    import_csv,
    table_from_csv,
    table_to_csv,
    to_tsv,
)

# ---------------------------------------------------------------- item 10


@pytest.mark.parametrize("text", [",,,\n,,,\n", ";;;;\n;;;;\n;;\n", "\t\t\n\t\t\n", ",\n"])
def test_a_file_of_only_delimiters_is_refused_clearly(text):
    with pytest.raises(CrtCsvError, match=r"no cells|empty"):
        table_from_csv(text)


def _rows(count: int) -> str:
    return "roll,1-1,2-1\n" + "".join(f"{n},NE,DR\n" for n in range(1, count + 1))


def test_a_200000_row_file_is_refused_by_its_size_not_by_the_store():
    with pytest.raises(CrtCsvError) as info:
        table_from_csv(_rows(200_000))
    message = str(info.value)
    assert "too large" in message and "die_sides" not in message


def test_one_row_more_than_a_d100_is_refused_by_the_shape():
    with pytest.raises(CrtCsvError) as info:
        table_from_csv(_rows(101))
    message = str(info.value)
    assert "rows" in message and "100" in message and "die_sides" not in message


def test_the_largest_table_a_game_holds_still_reads():
    table = table_from_csv(_rows(100))
    assert table.die_sides == 100


def test_a_header_of_thousands_of_columns_is_refused():
    header = "roll," + ",".join(f"{n}-1" for n in range(1, 5001))
    with pytest.raises(CrtCsvError, match="columns"):
        table_from_csv(header + "\n1," + "A," * 5000 + "\n2," + "B," * 5000 + "\n")


def test_a_file_of_many_megabytes_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.csv"
    path.write_text(_rows(10) + "x" * 3_000_000, "utf-8")

    def never(*args, **kwargs):  # the size alone decides: the text is not read
        raise AssertionError("the file was read")

    monkeypatch.setattr("adjutant.store.tools.odds.table_csv.Path.read_text", never)
    with pytest.raises(CrtCsvError, match="too large"):
        import_csv(path)


@pytest.mark.parametrize("code", ["A\x1bB", "N\x00E", "D\x07R", "A\u202eR", "A\x85B"])
def test_control_characters_in_result_codes_are_refused(code):
    text = f"roll,1-1,2-1\n1,{code},DR\n2,AR,NE\n"
    with pytest.raises(CrtCsvError, match="Row 2"):
        table_from_csv(text)


# ---------------------------------------------------------------- item 11

FORMULAS = ["=cmd|' /C calc'!A0", "@SUM(1+1)", "+1+1", "-2", "=1+1", "\tx", "\rx"]


def _written_cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text, newline="")) for cell in row]


def test_export_neutralises_formula_cells():
    columns = ("1-1", "2-1")
    cells = [(FORMULAS[i], FORMULAS[i + 1]) for i in range(0, len(FORMULAS) - 1)]
    text = table_to_csv(columns, cells)
    for cell in _written_cells(text):
        assert not cell or cell[0] not in "=+-@\t\r", repr(cell)
    assert "'=cmd|' /C calc'!A0" in _written_cells(text)


def test_clipboard_copy_neutralises_formula_cells_and_paste_reads_them_back():
    block = [["=1+1", "@A1"], ["+2", "DR"]]
    text = to_tsv(block)
    for row in csv.reader(io.StringIO(text), delimiter="\t"):
        for cell in row:
            assert cell[0] not in "=+-@", repr(cell)
    assert from_tsv(text) == block


def test_an_exported_table_reads_back_as_it_was():
    columns = ("1-1", "2-1")
    cells = (("-1", "+DR"), ("@X", "NE"), ("'quoted", "=EX"))
    table = table_from_csv(table_to_csv(columns, cells))
    assert table.cells == cells

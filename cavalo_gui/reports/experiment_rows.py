"""An experiment's rows on disk: one row per run, as CSV or Parquet.

A row is a run's :meth:`~cavalo_gui.reports.run.RunResult.to_json` (the keys of ``cavalo solve
--json``: the seed and the target among them). CSV needs nothing beyond the standard library:
lists and the mappings (parameters, limits) are written as JSON text, a missing value as an
empty cell. Parquet (the ``parquet`` extra, pyarrow) keeps numbers as numbers and the path as
a list.

A CSV file grows by one line per finished run, flushed at once, so that whatever stops the
command (Ctrl-C, a killed process, a power cut) leaves every finished run in the file; a last
line torn by a kill is dropped when the file is read to resume. A Parquet file cannot grow, so
it is written whole, through a temporary file renamed over the old one, every
:data:`PARQUET_SAVE_SECONDS` and when the experiment ends or is stopped.
"""

from __future__ import annotations

import csv
import io
import json
import os
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from cavalo_gui.domains.catalogues import MessageError
from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.engine.message import message
from cavalo_gui.reports.results_file import write_bytes_safely

Row = dict[str, Any]

FORMATS = {".csv": "CSV", ".parquet": "Parquet"}
TEXT_COLUMNS = frozenset({"domain", "problem", "algorithm", "heuristic", "outcome", "reason"})
PARQUET_SAVE_SECONDS = 30.0


class RowsFileError(FileError, ValueError):
    """A rows file that cannot be read or resumed: names the file, the line and what is wrong."""


def format_of(path: str | Path) -> str:
    """'CSV' or 'Parquet' from the file's suffix; ValueError for any other."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        wrong = message("rows.wrong-suffix", suffix=suffix) if suffix else message("rows.no-suffix")
        raise RowsFileError(path, wrong)
    if FORMATS[suffix] == "Parquet":
        _pyarrow()  # fails now, before any run, when the extra is missing
    return FORMATS[suffix]


def _pyarrow() -> Any:
    try:
        import pyarrow
        import pyarrow.parquet
    except ImportError:
        raise MessageError(message("rows.needs-pyarrow")) from None
    return pyarrow


# ----------------------------------------------------------------------------------- CSV


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list | dict | tuple):
        return json.dumps(value, separators=(",", ":"))
    if isinstance(value, float):
        return repr(value)
    return str(value)


def _number(text: str) -> int | float:
    try:
        return int(text)
    except ValueError:
        return float(text)


def _value(column: str, text: str, text_columns: frozenset[str]) -> Any:
    """A cell read back: empty is None; the text columns (names, the puzzle's options) stay
    text; elsewhere True and False, JSON lists and objects, then numbers, are decoded, and
    anything else stays text."""
    if text == "":
        return None
    if column in text_columns:
        return text
    if text in ("True", "False"):  # a yes-or-no column (proved_optimal), as _cell wrote it
        return text == "True"
    if text[0] in "[{":
        try:
            return json.loads(text)
        except ValueError:
            return text
    try:
        return _number(text)
    except ValueError:
        return text


def read_csv_rows(path: str | Path) -> tuple[list[str], list[Row], int]:
    """The header and rows of a CSV file, and how many bytes of it are whole lines (a last
    line with no newline was torn by a kill: it is left out). RowsFileError names a line that
    does not parse; a file that does not exist has no header and no rows."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        return [], [], 0
    whole = data.rfind(b"\n") + 1
    try:
        text = data[:whole].decode("utf-8")
    except UnicodeDecodeError as error:
        raise RowsFileError(path, message("rows.not-csv", reason=error.reason)) from None
    lines = list(csv.reader(io.StringIO(text, newline="")))
    if not lines:
        return [], [], whole
    header = lines[0]
    for column in ("domain", "problem", "algorithm", "generated"):
        if column not in header:
            raise RowsFileError(path, message("rows.bad-header"))
    rows = []
    text_columns = TEXT_COLUMNS | _option_names(header)
    for number, cells in enumerate(lines[1:], start=2):
        if len(cells) != len(header):
            said = message("rows.cell-count", n=len(cells), columns=len(header))
            raise RowsFileError(path, said, number)
        rows.append(
            {
                column: _value(column, cell, text_columns)
                for column, cell in zip(header, cells, strict=True)
            }
        )
    return header, rows, whole


def _option_names(header: Sequence[str]) -> frozenset[str]:
    """The columns of the puzzles' options (such as ``double``): text like the names."""
    return frozenset(
        option.name for domain in DOMAINS.values() for option in domain.options
    ) & frozenset(header)


class CsvRows:
    """A CSV file that takes one row at a time, each flushed as it comes."""

    def __init__(self, path: str | Path, resume: bool) -> None:
        """Open ``path``: emptied, or with ``resume`` kept as it is (its torn last line cut
        off) so that new rows follow the old ones; :attr:`rows` holds the rows found."""
        self.path = Path(path)
        self.rows: list[Row] = []
        self.header: list[str] | None = None
        self.torn_bytes = 0  # the torn last line cut off, in bytes
        if resume:
            header, self.rows, whole = read_csv_rows(self.path)
            self.header = header or None
            self.torn_bytes = _size(self.path) - whole
            # The file stays open while rows come, one line each; close() closes it.
            self._file: TextIO = open(self.path, "a", encoding="utf-8", newline="")  # noqa: SIM115
            self._file.truncate(whole)
        else:
            self._file = open(self.path, "w", encoding="utf-8", newline="")  # noqa: SIM115
        self._writer = csv.writer(self._file, lineterminator="\n")

    def add(self, row: Mapping[str, Any]) -> None:
        if self.header is None:
            self.header = list(row)
            self._writer.writerow(self.header)
        elif list(row) != self.header:
            raise RowsFileError(self.path, message("rows.other-columns"))
        self._writer.writerow([_cell(row[column]) for column in self.header])
        self._file.flush()

    def close(self) -> None:
        self._file.close()


# ------------------------------------------------------------------------------- Parquet


def _arrow_type(values: Sequence[Any]) -> Any:
    """The Arrow type of a column from its values: whole numbers, numbers, lists of text or
    of numbers, text (the parameters and the limits, mappings, are stored as JSON text)."""
    pa = _pyarrow()
    present = [value for value in values if value is not None]
    if present and all(isinstance(value, list) for value in present):
        items = [item for value in present for item in value]
        if all(isinstance(item, str) for item in items):
            return pa.list_(pa.string())
        return pa.list_(pa.float64())
    if present and all(isinstance(value, int) and not isinstance(value, bool) for value in present):
        return pa.int64()
    if present and all(isinstance(value, int | float) for value in present):
        return pa.float64()
    return pa.string()


def parquet_bytes(rows: Sequence[Mapping[str, Any]]) -> bytes:
    """The rows as a Parquet file's contents."""
    pa = _pyarrow()
    stored = [
        {
            column: json.dumps(value, sort_keys=True) if isinstance(value, dict) else value
            for column, value in row.items()
        }
        for row in rows
    ]
    columns = list(stored[0])
    schema = pa.schema(
        [pa.field(column, _arrow_type([row[column] for row in stored])) for column in columns]
    )
    table = pa.Table.from_pylist(stored, schema=schema)
    sink = io.BytesIO()
    pa.parquet.write_table(table, sink)
    return sink.getvalue()


def read_parquet_rows(path: str | Path) -> list[Row]:
    """The rows of a Parquet file written by :class:`ParquetRows`; none if it does not exist."""
    pa = _pyarrow()
    if not Path(path).exists():
        return []
    try:
        table = pa.parquet.read_table(path)
    except (OSError, pa.ArrowException) as error:
        raise RowsFileError(path, message("rows.not-parquet", reason=str(error))) from None
    rows = table.to_pylist()
    for row in rows:
        row["parameters"] = json.loads(row["parameters"] or "{}")
        if isinstance(row.get("limits"), str):
            row["limits"] = json.loads(row["limits"])
    return rows


class ParquetRows:
    """A Parquet file rewritten whole from time to time as rows come."""

    def __init__(self, path: str | Path, resume: bool) -> None:
        self.path = Path(path)
        self.rows: list[Row] = read_parquet_rows(self.path) if resume else []
        self.torn_bytes = 0
        self._all = list(self.rows)
        self._saved_at = time.monotonic()

    def add(self, row: Mapping[str, Any]) -> None:
        self._all.append(dict(row))
        if time.monotonic() - self._saved_at >= PARQUET_SAVE_SECONDS:
            self.save()

    def save(self) -> None:
        if self._all:
            write_bytes_safely(self.path, parquet_bytes(self._all))
        self._saved_at = time.monotonic()

    def close(self) -> None:
        self.save()


def open_rows(path: str | Path, resume: bool) -> CsvRows | ParquetRows:
    """The writer for ``path`` by its suffix (``.csv``, ``.parquet``)."""
    if format_of(path) == "Parquet":
        return ParquetRows(path, resume)
    return CsvRows(path, resume)


def read_rows(path: str | Path) -> list[Row]:
    """Every row of a CSV or Parquet file written by an experiment."""
    if format_of(path) == "Parquet":
        return read_parquet_rows(path)
    return read_csv_rows(path)[1]


def _size(path: Path) -> int:
    try:
        return os.stat(path).st_size
    except FileNotFoundError:
        return 0

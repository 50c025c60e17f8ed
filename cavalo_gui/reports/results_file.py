"""The results file (SPEC §6): one readable record per run, appended, like the course's
``solucao.dat``.

A record is a block of ``key: value`` lines between ``=== cavalo run ===`` and ``=== end ===``,
with the two boards drawn as text and the solution as a numbered list of squares with the
points after each move. Lines starting with ``#`` and blank lines between records are ignored,
so a teacher may annotate the file by hand. The format is described for users in the README.

Appending never damages the records already there: the whole new content goes to a temporary
file in the same folder, is flushed to disk, and replaces the old file in one atomic rename.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NoReturn

from cavalo_gui.domains.knight.board import CELLS, COLUMNS, SIZE, format_board, parse_square
from cavalo_gui.reports.run import RunResult

BEGIN = "=== cavalo run ==="
END = "=== end ==="
NONE = "none"

# (key in the file, key in the parsed dict, kind) for the one-line fields, in file order.
SETUP_FIELDS = (
    ("when", "when", "text"),
    ("problem", "problem", "text"),
    ("target", "target", "int"),
    ("seed", "seed", "int"),
    ("algorithm", "algorithm", "text"),
    ("parameters", "parameters", "parameters"),
    ("heuristic", "heuristic", "text"),
    ("double", "double", "text"),
    ("limits", "limits", "parameters"),
)
STATISTICS_FIELDS = (
    ("outcome", "outcome", "text"),
    ("reason", "reason", "text"),
    ("moves (L)", "moves", "int"),
    ("points", "points", "int"),
    ("generated (T)", "generated", "int"),
    ("expanded", "expanded", "int"),
    ("penetrance (P)", "penetrance", "float"),
    ("branching factor (B)", "branching_factor", "float"),
    ("seconds", "seconds", "float"),
    ("largest open", "max_open", "int"),
    ("duplicates", "duplicates", "int"),
    ("states", "states", "int"),
    ("lower bound", "lower_bound", "float"),
)
LINE_FIELDS = {name: (key, kind) for name, key, kind in SETUP_FIELDS + STATISTICS_FIELDS}
Failure = Callable[[str], NoReturn]
BOARD_FIELDS = {"initial board": "initial_board", "final board": "final_board"}


class ResultsFileError(OSError):
    """The results file cannot be written or read: ``path``, ``line`` (1-based, or None when
    the fault is the whole file) and ``message``."""

    def __init__(self, path: str | Path, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.path = str(path)
        self.line = line
        self.message = message

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}, line {self.line}"
        return f"{where}: {self.message}"


# ---------------------------------------------------------------------------------- writing


def _text(value: object) -> str:
    if value is None:
        return NONE
    if isinstance(value, float):
        return repr(value)
    return str(value)


def _pairs(values: dict[str, Any]) -> str:
    return ", ".join(f"{name}={_text(value)}" for name, value in values.items()) or NONE


def format_record(result: RunResult) -> str:
    """One run as a record of the results file, ending with a newline."""
    data = result.to_json()
    limits = result.setup.limits
    data["when"] = result.finished_at.isoformat(timespec="seconds")
    data["parameters"] = _pairs(data["parameters"])
    data["limits"] = _pairs(
        {
            "max_nodes": limits.max_nodes,
            "max_seconds": limits.max_seconds,
            "max_expansions": limits.max_expansions,
        }
    )
    lines = [BEGIN]
    lines += [f"{name}: {_text(data[key])}" for name, key, _kind in SETUP_FIELDS]
    lines += ["initial board:", format_board(result.initial_board)]
    if result.path:
        lines.append("solution:")
        lines += [
            f"  {number:>3}. {square:<3} {points}"
            for number, (square, points) in enumerate(
                zip(result.path, result.points_after, strict=True), start=1
            )
        ]
        knight = parse_square(result.path[-1])
    else:
        lines.append(f"solution: {NONE}")
        knight = None
    lines += ["final board:", format_board(result.final_board, knight)]
    lines += [f"{name}: {_text(data[key])}" for name, key, _kind in STATISTICS_FIELDS]
    lines.append(END)
    return "\n".join(lines) + "\n"


def _write_bytes(descriptor: int, data: bytes) -> None:
    """Write all of ``data`` to an open file descriptor (a seam for tests of failing disks)."""
    view = memoryview(data)
    while view:
        written = os.write(descriptor, view)
        view = view[written:]


def _check_writable(path: Path) -> None:
    """Refuse a file marked read-only even where the rename would get past it (a writable
    folder, or root)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        raise ResultsFileError(path, f"cannot be read ({error.strerror or error})") from None
    if not stat.S_ISREG(mode):
        raise ResultsFileError(path, "is not a regular file")
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(path, os.W_OK):
        raise ResultsFileError(path, "is read-only; choose another file or allow writing to it")


def write_text_safely(path: str | Path, text: str) -> None:
    """Replace the file at ``path`` with ``text`` (UTF-8) atomically; see
    :func:`write_bytes_safely`."""
    write_bytes_safely(path, text.encode("utf-8"))


def write_bytes_safely(path: str | Path, data: bytes) -> None:
    """Replace the file at ``path`` with ``data`` atomically: readers see the old content or
    the new one, never a mixture; on failure the old file is untouched and no temporary file
    is left behind. Raises :class:`ResultsFileError` naming the path."""
    target = Path(os.path.realpath(path))
    _check_writable(target)
    folder = target.parent
    if not folder.is_dir():
        raise ResultsFileError(path, f"the folder {folder} does not exist")
    try:
        old_mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        old_mode = None
    try:
        descriptor, temporary = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=folder
        )
    except OSError as error:
        raise ResultsFileError(
            path, f"cannot write in {folder} ({error.strerror or error})"
        ) from None
    try:
        try:
            _write_bytes(descriptor, data)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        if old_mode is not None:
            os.chmod(temporary, old_mode)
        else:
            os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            reason = error.strerror or str(error)
            raise ResultsFileError(path, f"could not be written ({reason})") from None
        raise
    _sync_folder(folder)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it."""
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def _existing_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return ""
    except OSError as error:
        raise ResultsFileError(path, f"cannot be read ({error.strerror or error})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ResultsFileError(path, "is not a text file; choose a results file") from None
    if text and not text.endswith("\n"):
        text += "\n"
    return text


def append_results(path: str | Path, results: Iterable[RunResult]) -> None:
    """Append one record per result to the file at ``path`` (created if missing), in one
    atomic step: either all the new records are added or none is."""
    records = "".join(format_record(result) for result in results)
    if not records:
        return
    old = _existing_text(Path(os.path.realpath(path)))
    separator = "\n" if old else ""
    write_text_safely(path, old + separator + records)


def append_result(path: str | Path, result: RunResult) -> None:
    """Append the record of one run to the file at ``path``; :class:`ResultsFileError` if it
    cannot be written, leaving the file as it was."""
    append_results(path, [result])


# ---------------------------------------------------------------------------------- reading


def _value(kind: str, text: str, fail: Failure) -> Any:
    if text == NONE:
        return {} if kind == "parameters" else None
    try:
        if kind == "int":
            return int(text)
        if kind == "float":
            return float(text)
    except ValueError:
        fail(f"expected a {'whole number' if kind == 'int' else 'number'}, got {text!r}")
    if kind == "parameters":
        values: dict[str, Any] = {}
        for item in text.split(","):
            name, equals, number = item.strip().partition("=")
            if not equals or not name:
                fail(f"expected name=value pairs separated by commas, got {item.strip()!r}")
            values[name] = _value("float" if "." in number else "int", number, fail)
        return values
    return text


def _board_row(line: str, row: int, fail: Failure) -> list[int | None]:
    label, _space, rest = line.strip().partition(" ")
    cells = rest.split()
    if label != str(row) or len(cells) != SIZE:
        fail(f"expected row {row} of the board: its number, then {SIZE} cells")
    values: list[int | None] = []
    for cell in cells:
        if cell in ("..", "KN"):
            values.append(None)
        elif len(cell) == 2 and cell.isdigit():
            values.append(int(cell))
        else:
            fail(f"expected a two-digit number, '..' or 'KN' in the board, got {cell!r}")
    return values


class _RecordReader:
    """Reads the records of one file, line by line, naming the line of any fault."""

    def __init__(self, path: str | Path, lines: list[str]) -> None:
        self.path = path
        self.lines = lines
        self.index = 0

    def fail(self, message: str, line: int | None = None) -> NoReturn:
        raise ResultsFileError(self.path, message, line if line is not None else self.index)

    def next_line(self, expected: str) -> str:
        if self.index >= len(self.lines):
            self.fail(f"the file ends inside a record; expected {expected}", len(self.lines))
        line = self.lines[self.index]
        self.index += 1
        return line.rstrip("\r")

    def records(self) -> list[dict[str, Any]]:
        records = []
        while self.index < len(self.lines):
            line = self.next_line("a record").strip()
            if not line or line.startswith("#"):
                continue
            if line != BEGIN:
                self.fail(f"expected {BEGIN!r} to start a record, got {line[:40]!r}")
            records.append(self.record())
        return records

    def record(self) -> dict[str, Any]:
        start = self.index
        record: dict[str, Any] = {"line": start}
        while True:
            line = self.next_line(repr(END))
            if line.strip() == END:
                break
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            name, colon, text = line.partition(":")
            name, text = name.strip(), text.strip()
            if not colon:
                self.fail(f"expected 'name: value' or {END!r}, got {line.strip()[:40]!r}")
            if name in LINE_FIELDS:
                key, kind = LINE_FIELDS[name]
                record[key] = _value(kind, text, self.fail)
            elif name in BOARD_FIELDS:
                record[BOARD_FIELDS[name]] = self.board()
            elif name == "solution":
                record["path"], record["points_after"] = self.solution(text)
            else:
                self.fail(f"unknown field {name!r}")
        missing = [key for key, _kind in LINE_FIELDS.values() if key not in record]
        missing += [key for key in BOARD_FIELDS.values() if key not in record]
        if missing:
            self.fail(f"this record lacks {', '.join(missing)}", start)
        return record

    def board(self) -> tuple[int | None, ...]:
        header = self.next_line("the board's column letters").split()
        if header != list(COLUMNS):
            self.fail(f"expected the column letters {' '.join(COLUMNS)} above the board")
        cells: list[int | None] = []
        for row in range(1, SIZE + 1):
            cells += _board_row(self.next_line(f"row {row} of the board"), row, self.fail)
        assert len(cells) == CELLS
        return tuple(cells)

    def solution(self, text: str) -> tuple[list[str], list[int]]:
        if text == NONE:
            return [], []
        if text:
            self.fail(f"expected the moves on the lines below 'solution:', got {text!r}")
        path: list[str] = []
        points: list[int] = []
        while self.index < len(self.lines) and self.lines[self.index].startswith("  "):
            parts = self.next_line("a move").split()
            number = f"{len(path) + 1}."
            if len(parts) != 3 or parts[0] != number or not parts[2].isdigit():
                self.fail(f"expected move '{number} SQUARE POINTS', got {' '.join(parts)!r}")
            try:
                parse_square(parts[1])
            except ValueError as error:
                self.fail(str(error))
            path.append(parts[1].upper())
            points.append(int(parts[2]))
        if not path:
            self.fail("expected at least one move below 'solution:'")
        return path, points


def read_results(path: str | Path) -> list[dict[str, Any]]:
    """The records of the results file at ``path``, oldest first, each a dict with the keys of
    ``cavalo solve --json`` plus ``when``, ``limits``, the two boards and ``line`` (where the
    record starts). :class:`ResultsFileError` names the line of anything it cannot read."""
    text = _existing_text_or_missing(Path(path))
    return _RecordReader(path, text.splitlines()).records()


def _existing_text_or_missing(path: Path) -> str:
    if not path.exists():
        raise ResultsFileError(path, "no such file")
    return _existing_text(path)

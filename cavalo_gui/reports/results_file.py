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

import codecs
import contextlib
import os
import stat
import tempfile
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NoReturn

from filelock import FileLock, Timeout

from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.registry import DEFAULT_DOMAIN, get_domain
from cavalo_gui.engine.message import message
from cavalo_gui.reports import summary
from cavalo_gui.reports.messages import ENGLISH, words
from cavalo_gui.reports.output_paths import (
    on_read_only_file_system,
    os_error_reason,
    read_only_mount_message,
)
from cavalo_gui.reports.run import RunResult

BEGIN = "=== cavalo run ==="
END = "=== end ==="
NONE = "none"

# (key in the file, key in the parsed dict, kind) for the one-line fields, in file order.
SETUP_FIELDS = (
    ("when", "when", "text"),
    ("domain", "domain", "text"),
    ("problem", "problem", "text"),
    ("target", "target", "int"),
    ("seed", "seed", "int"),
    ("algorithm", "algorithm", "text"),
    ("parameters", "parameters", "parameters"),
    ("heuristic", "heuristic", "text"),
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
BOARD_INDENT = "  "


class ResultsFileError(FileError, OSError):
    """The results file cannot be written or read: ``path``, ``line`` (1-based, or None when
    the fault is the whole file) and ``message``."""


# ---------------------------------------------------------------------------------- writing


def _text(value: object) -> str:
    if value is None:
        return NONE
    if isinstance(value, float):
        return repr(value)
    return str(value)


def _pairs(values: dict[str, Any]) -> str:
    return ", ".join(f"{name}={_text(value)}" for name, value in values.items()) or NONE


def format_record(result: RunResult, language: str = ENGLISH) -> str:
    """One run as a record of the results file, ending with a newline. The record's fields are
    English whatever the language, so that every file reads back; in Portuguese, comment lines
    before it say the run, its outcome and the course's statistics in the course's words."""
    data = result.to_json()
    limits = result.setup.limits
    data["when"] = result.finished_at.isoformat(timespec="seconds")
    data["parameters"] = _pairs(data["parameters"])
    if data["heuristic"] and data.get("spoil"):  # the heuristic used was not the puzzle's own
        data["heuristic"] = f"{data['heuristic']} (spoiled: {data['spoil']})"
    data["limits"] = _pairs(
        {
            "max_nodes": limits.max_nodes,
            "max_seconds": limits.max_seconds,
            "max_expansions": limits.max_expansions,
        }
    )
    lines = [f"# {line}" for line in _summary_lines(result, language)]
    lines.append(BEGIN)
    lines += [f"{name}: {_text(data[key])}" for name, key, _kind in SETUP_FIELDS]
    lines += [f"{name}: {value}" for name, value in result.setup.chosen_options().items()]
    lines += ["initial board:", _indented(result.initial_board)]
    if result.path:
        lines.append("solution:")
        lines += [
            f"  {number:>3}. {move:<3} {_text(points)}"
            for number, (move, points) in enumerate(
                zip(result.path, result.points_after, strict=True), start=1
            )
        ]
    else:
        lines.append(f"solution: {NONE}")
    lines += ["final board:", _indented(result.final_board)]
    lines += [f"{name}: {_text(data[key])}" for name, key, _kind in STATISTICS_FIELDS]
    lines.append(END)
    return "\n".join(lines) + "\n"


def _summary_lines(result: RunResult, language: str) -> list[str]:
    """The run in words for a person reading the file in ``language`` (none in English: the
    record's own fields say it)."""
    if language == ENGLISH:
        return []
    stats = result.statistics
    figures = (
        (message("words.header.generated"), str(stats.generated)),
        (message("words.header.expanded"), str(stats.expanded)),
        (message("words.header.penetrance"), summary.number(stats.penetrance, language=language)),
        (
            message("words.header.branching-factor"),
            summary.number(stats.branching_factor, language=language),
        ),
    )
    return [
        summary.describe_setup(result, language),
        summary.outcome_sentence(result, language),
        " · ".join(f"{words(name, language).lower()} {value}" for name, value in figures),
    ]


def _indented(text: str) -> str:
    """A board drawn as text, each line indented so that the reader knows where it ends."""
    return "\n".join(f"{BOARD_INDENT}{line}" for line in text.splitlines())


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
        raise ResultsFileError(
            path, message("results.cannot-read", reason=os_error_reason(error))
        ) from None
    if not stat.S_ISREG(mode):
        raise ResultsFileError(path, message("results.not-regular"))
    if on_read_only_file_system(path):
        raise ResultsFileError(path, read_only_mount_message())
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(path, os.W_OK):
        raise ResultsFileError(path, message("output.read-only"))


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
        raise ResultsFileError(path, message("results.no-folder", folder=str(folder)))
    mode = output_mode(target)
    try:
        descriptor, temporary = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=folder
        )
    except OSError as error:
        raise ResultsFileError(
            path,
            message("results.cannot-write-in", folder=str(folder), reason=os_error_reason(error)),
        ) from None
    try:
        try:
            _write_bytes(descriptor, data)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            reason = os_error_reason(error)
            raise ResultsFileError(path, message("results.not-written", reason=reason)) from None
        raise
    _sync_folder(folder)


def output_mode(target: Path) -> int:
    """The permissions a file written over ``target`` through a temporary file gets: the old
    file's, or a new file's under the umask (0644 under 022), never the temporary's 0600."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        return 0o666 & ~_umask()


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


TAIL_BYTES = 64 * 1024  # how much of an existing file an append looks at: a record is ~2 KB
LOCK_SECONDS = 30.0  # how long an append waits for another writer before giving up


def lock_path_for(path: str | Path) -> Path:
    """The lock file that writers of the results file at ``path`` take turns on: hidden, beside
    the real file (links followed), so every path to one file shares one lock."""
    target = Path(os.path.realpath(path))
    return target.parent / f".{target.name}.lock"


def _looks_like_text(chunk: bytes, starts_inside: bool) -> bool:
    """Whether a piece of a file reads as UTF-8 text: no NUL byte, and valid UTF-8 apart from a
    character cut at either end of the piece (``starts_inside``: it begins mid-file)."""
    if b"\0" in chunk:
        return False
    if starts_inside:
        chunk = chunk[next((i for i, byte in enumerate(chunk[:4]) if byte & 0xC0 != 0x80), 0) :]
    try:
        codecs.getincrementaldecoder("utf-8")().decode(chunk, final=False)
    except UnicodeDecodeError:
        return False
    return True


def _tail_is_torn(tail: str) -> bool:
    """Whether a file ending with ``tail`` ends inside a record: after its last ``BEGIN`` line
    there is no ``END`` (or its last line is a ``BEGIN`` cut short)."""
    lines = tail.splitlines()
    last = lines[-1].strip() if lines else ""
    if last and not tail.endswith("\n") and BEGIN.startswith(last):
        return True
    for line in reversed(lines):
        if line.strip() == END:
            return False
        if line.strip() == BEGIN:
            return True
    return False


def _read_at(descriptor: int, offset: int, size: int) -> bytes:
    os.lseek(descriptor, offset, os.SEEK_SET)
    parts = []
    while size > 0:
        part = os.read(descriptor, size)
        if not part:
            break
        parts.append(part)
        size -= len(part)
    return b"".join(parts)


def _open_regular(path: Path, flags: int, shown: str | Path) -> int:
    """A descriptor on the regular file at ``path``, opened without ever blocking (a FIFO or a
    device is refused, also one that appears between a check and the open)."""
    flags |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags, 0o666)
    except OSError as error:
        raise ResultsFileError(
            shown, message("results.cannot-open", reason=os_error_reason(error))
        ) from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise ResultsFileError(shown, message("results.not-regular"))
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _check_text_ends(descriptor: int, size: int, path: str | Path) -> bytes:
    """Refuse a file that is not text, looking at its first and last :data:`TAIL_BYTES` only
    (an append must not cost the whole file); returns the last ones."""
    head = _read_at(descriptor, 0, min(size, TAIL_BYTES))
    tail = _read_at(descriptor, max(0, size - TAIL_BYTES), TAIL_BYTES)
    if not _looks_like_text(head, False) or not _looks_like_text(tail, size > TAIL_BYTES):
        raise ResultsFileError(path, message("results.not-text"))
    return tail


def check_results_file(path: str | Path) -> None:
    """Refuse, before a run, a results file an append would refuse (not a regular file,
    read-only, in a missing folder, not text), so that no search runs for nothing. Only looks:
    nothing is written, and at most the file's two ends are read."""
    target = Path(os.path.realpath(path))
    _check_writable(target)
    if not target.parent.is_dir():
        raise ResultsFileError(path, message("results.no-folder", folder=str(target.parent)))
    if not target.exists():
        return
    descriptor = _open_regular(target, os.O_RDONLY, path)
    try:
        _check_text_ends(descriptor, os.fstat(descriptor).st_size, path)
    finally:
        os.close(descriptor)


def _append_locked(path: str | Path, target: Path, data: bytes) -> list[str]:
    """Append ``data`` to ``target`` while holding its lock: only the new bytes are written
    (O_APPEND), then flushed to disk. A failed write is cut back off, so the file stays as it
    was. Returns the warnings about what was found there (a torn last record)."""
    descriptor = _open_regular(target, os.O_RDWR | os.O_APPEND | os.O_CREAT, path)
    try:
        size = os.fstat(descriptor).st_size
        warnings_found: list[str] = []
        lead = b""
        if size:
            tail = _check_text_ends(descriptor, size, path)
            if _tail_is_torn(tail.decode("utf-8", errors="replace")):
                warnings_found.append(
                    f"{path}: its last record is incomplete (a writer stopped in the middle of "
                    "it); the complete records are kept and the new one follows it"
                )
            lead = b"\n" if tail.endswith(b"\n") else b"\n\n"
        try:
            _write_bytes(descriptor, lead + data)
            os.fsync(descriptor)
        except OSError as error:
            with contextlib.suppress(OSError):
                os.ftruncate(descriptor, size)
            reason = os_error_reason(error)
            raise ResultsFileError(path, message("results.not-written", reason=reason)) from None
    finally:
        os.close(descriptor)
    return warnings_found


def append_results(
    path: str | Path, results: Iterable[RunResult], language: str = ENGLISH
) -> list[str]:
    """Append one record per result to the file at ``path`` (created if missing): either all
    the new records are added or none is. Any number of processes may append at once: each
    waits its turn on an advisory lock (:func:`lock_path_for`) and writes only its own
    records, so the cost does not grow with the file. Returns warnings about the file as
    found (its last record torn by a writer that was killed), each one sentence naming it;
    :class:`ResultsFileError` if it cannot be written, leaving the file as it was. In
    Portuguese (``language``) each record has a summary in comment lines before it."""
    records = "".join(format_record(result, language) for result in results)
    if not records:
        return []
    target = Path(os.path.realpath(path))
    _check_writable(target)
    folder = target.parent
    if not folder.is_dir():
        raise ResultsFileError(path, message("results.no-folder", folder=str(folder)))
    lock = FileLock(lock_path_for(target), timeout=LOCK_SECONDS)
    try:
        with lock:
            return _append_locked(path, target, records.encode("utf-8"))
    except Timeout:
        raise ResultsFileError(
            path, message("results.locked-out", seconds=float(LOCK_SECONDS))
        ) from None
    except ResultsFileError:
        raise
    except OSError as error:
        raise ResultsFileError(
            path, message("results.cannot-lock", folder=str(folder), reason=os_error_reason(error))
        ) from None


def append_result(path: str | Path, result: RunResult, language: str = ENGLISH) -> list[str]:
    """Append the record of one run to the file at ``path`` (see :func:`append_results`)."""
    return append_results(path, [result], language)


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

    def records(
        self, warn: Callable[[str], None], last_line_complete: bool = True
    ) -> list[dict[str, Any]]:
        """Every complete record. One cut short (its writer was killed before ``END``, so the
        file ends or the next record begins first) is reported through ``warn`` and skipped;
        ``last_line_complete`` says whether the file ends with a newline."""
        records = []
        while self.index < len(self.lines):
            line = self.next_line("a record").strip()
            if not line or line.startswith("#"):
                continue
            if line != BEGIN:
                at_end = self.index == len(self.lines) and not last_line_complete
                if at_end and BEGIN.startswith(line):
                    warn(self.torn_message(self.index))
                    break
                self.fail(f"expected {BEGIN!r} to start a record, got {line[:40]!r}")
            start = self.index
            if not self.record_is_complete():
                warn(self.torn_message(start))
                continue
            records.append(self.record())
        return records

    def record_is_complete(self) -> bool:
        """Whether the record begun on the line just read reaches ``END`` before the file ends
        or another record begins; if not, the reader moves on to where the next one begins."""
        for index in range(self.index, len(self.lines)):
            line = self.lines[index].strip()
            if line == END:
                return True
            if line == BEGIN:
                self.index = index
                return False
        self.index = len(self.lines)
        return False

    def torn_message(self, line: int) -> str:
        return (
            f"{self.path}, line {line}: an incomplete record (its writer stopped before "
            f"{END!r}) was skipped; every complete record was read"
        )

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
                if key == "domain":
                    self.option_names(record)  # names an unknown puzzle on its own line
            elif name in self.option_names(record):
                record[name] = text
            elif name in BOARD_FIELDS:
                record[BOARD_FIELDS[name]] = self.board()
            elif name == "solution":
                record["path"], record["points_after"] = self.solution(text)
            else:
                self.fail(f"unknown field {name!r}")
        record.setdefault("domain", DEFAULT_DOMAIN)  # records written before there were others
        missing = [key for key, _kind in LINE_FIELDS.values() if key not in record]
        missing += [key for key in BOARD_FIELDS.values() if key not in record]
        if missing:
            self.fail(f"this record lacks {', '.join(missing)}", start)
        return record

    def option_names(self, record: dict[str, Any]) -> set[str]:
        """The options of the record's puzzle, which it writes one per line."""
        try:
            domain = get_domain(record.get("domain", DEFAULT_DOMAIN))
        except ValueError as error:
            self.fail(str(error))
        return {option.name for option in domain.options}

    def board(self) -> str:
        """The indented lines of a board drawn as text, without their indentation."""
        lines = []
        while self.index < len(self.lines) and self.lines[self.index][:1] in (" ", "\t"):
            lines.append(self.next_line("a line of the board").rstrip())
        if not lines:
            self.fail("expected the board's lines, indented, below its name")
        width = min(len(line) - len(line.lstrip()) for line in lines if line.strip())
        return "\n".join(line[min(width, len(BOARD_INDENT)) :] for line in lines)

    def solution(self, text: str) -> tuple[list[str], list[float]]:
        if text == NONE:
            return [], []
        if text:
            self.fail(f"expected the moves on the lines below 'solution:', got {text!r}")
        path: list[str] = []
        points: list[float] = []
        while self.index < len(self.lines) and self.lines[self.index].startswith("  "):
            parts = self.next_line("a move").split()
            number = f"{len(path) + 1}."
            if len(parts) != 3 or parts[0] != number:
                self.fail(f"expected move '{number} MOVE PROGRESS', got {' '.join(parts)!r}")
            path.append(parts[1])
            points.append(_value("float" if "." in parts[2] else "int", parts[2], self.fail))
        if not path:
            self.fail("expected at least one move below 'solution:'")
        return path, points


class ResultsFileWarning(UserWarning):
    """Something in a results file was skipped while every complete record was read (a record
    torn by a writer killed mid-record)."""


def _warn(message: str) -> None:
    warnings.warn(message, ResultsFileWarning, stacklevel=4)  # read_results' caller


def read_results(
    path: str | Path, warn: Callable[[str], None] | None = None
) -> list[dict[str, Any]]:
    """The records of the results file at ``path``, oldest first, each a dict with the keys of
    ``cavalo solve --json`` plus ``when``, ``limits``, the two boards and ``line`` (where the
    record starts). :class:`ResultsFileError` names the line of anything it cannot read. A
    record cut short by a writer that was killed is skipped and reported, one sentence naming
    its line, through ``warn`` (by default as a :class:`ResultsFileWarning`)."""
    text = _read_text(path)
    lines = text.splitlines()
    complete = not text or text.endswith(("\n", "\r"))
    return _RecordReader(path, lines).records(warn if warn is not None else _warn, complete)


def _read_text(path: str | Path) -> str:
    """The whole text of the results file at ``path``, refusing at once anything but a regular
    file (a FIFO would block, a device never end)."""
    if not os.path.exists(path):
        raise ResultsFileError(path, message("file.missing"))
    descriptor = _open_regular(Path(path), os.O_RDONLY, path)
    try:
        data = _read_at(descriptor, 0, os.fstat(descriptor).st_size)
    except OSError as error:
        raise ResultsFileError(
            path, message("results.cannot-read", reason=os_error_reason(error))
        ) from None
    finally:
        os.close(descriptor)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ResultsFileError(path, message("results.not-text")) from None

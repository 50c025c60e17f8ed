"""Reading a problem file safely, for every domain's reader.

A problem file is a few kilobytes of text. Whatever else the user points at (a folder, a FIFO
or a device, a huge or binary file, a file in an unexpected encoding) is refused with a
:class:`ProblemFileError` that names the file, before anything blocks or reads without bound.
"""

from __future__ import annotations

import codecs
import dataclasses
import os
import re
import stat
from collections.abc import Callable, Iterable, Mapping
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Protocol, TypeVar

from cavalo_gui.domains.catalogues import MessageError, Text, entries
from cavalo_gui.domains.file_error import FileError
from cavalo_gui.domains.languages import ENGLISH
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, message

MAX_FILE_BYTES = 1024 * 1024
INTEGER = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: no '٧٠', '１' or '7_0'

REPOSITORY_PROBLEMS = Path(__file__).resolve().parents[2] / "problems"

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


class ProblemFileError(FileError, ValueError):
    """A problem file that cannot be read: ``path``, ``line`` (1-based, or None when the fault
    is the whole file) and ``message``, what was expected there."""

    def __init__(self, path: str | Path, line: int | None, message: str | Message) -> None:
        super().__init__(path, message, line)


class TextFault(Exception):
    """A fault at one line of a problem text (None: the whole text), raised by a domain's
    parser; its reader adds the file's name and raises :class:`ProblemFileError`."""

    def __init__(self, line: int | None, message: str | Message) -> None:
        super().__init__(line, message)
        self.line = line
        self.message = message


class NoTargetFault(TextFault):
    """A board with no target, at ``line``: its reader raises :class:`MissingTargetError`
    with ``message`` and ``short``, the few words that name the board (``file.no-target``)."""

    def __init__(self, line: int | None, message: Message, label: Message) -> None:
        super().__init__(line, message)
        self.short = no_target(label)


def no_target(label: Message) -> Message:
    """The few words that say a board has no target: "problem A has no target"."""
    return message("file.no-target", label=label)


def shown(token: str) -> str:
    """A token quoted for a message, clipped so that a runaway token stays readable."""
    return repr(token if len(token) <= 24 else token[:21] + "...")


class MissingTargetError(ProblemFileError):
    """A board written without its target, and none given by the caller: the one fault a
    program can mend by asking the user for a target and reading the file again with it.
    ``short`` says which board in a few words ("problem A has no target", ``file.no-target``),
    for the question that asks for the target; the whole message when none is given."""

    def __init__(
        self,
        path: str | Path,
        line: int | None,
        message: str | Message,
        short: str | Message | None = None,
    ) -> None:
        super().__init__(path, line, message)
        self.short = message if short is None else short

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.path, self.line, self.message, self.short)


def integer_value(token: str) -> int | None:
    """The value of a whole number as written (sign and leading zeros allowed), None for any
    other token. Numbers of more than 20 digits come back as 10**20: beyond every limit here, and
    never handed to int(), which refuses strings of thousands of digits."""
    if not INTEGER.fullmatch(token):
        return None
    sign = -1 if token[0] == "-" else 1
    digits = token.lstrip("+-").lstrip("0") or "0"
    return sign * (10**20 if len(digits) > 20 else int(digits))


def not_a_regular_file(path: str | Path) -> Message | None:
    """Why ``path`` cannot be read as a file (missing, a folder, a FIFO, a device), or None.

    Asked before opening: opening a FIFO blocks until a writer comes, and a device such as
    ``/dev/zero`` never ends.
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return message("file.missing")
    except PermissionError:
        return message("file.permission-denied")
    except (OSError, ValueError) as error:
        return message("file.unreadable", reason=getattr(error, "strerror", None) or str(error))
    if stat.S_ISDIR(mode):
        return message("file.folder")
    if stat.S_ISFIFO(mode):
        return message("file.fifo")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return message("file.device")
    if stat.S_ISSOCK(mode):
        return message("file.socket")
    if not stat.S_ISREG(mode):
        return message("file.not-regular")
    return None


def read_file_bytes(path: str | Path) -> bytes:
    """The contents of the regular file at ``path``, at most :data:`MAX_FILE_BYTES` of them."""
    source = str(path)
    problem = not_a_regular_file(path)
    if problem is not None:
        raise ProblemFileError(source, None, problem)
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except PermissionError:
        raise ProblemFileError(source, None, message("file.permission-denied")) from None
    except (OSError, ValueError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise ProblemFileError(source, None, message("file.unreadable", reason=reason)) from None
    check_size(data, source)
    return data


def check_size(data: bytes, source: str) -> None:
    if len(data) > MAX_FILE_BYTES:
        raise ProblemFileError(source, None, message("file.too-large"))


def decode_text(data: bytes, source: str) -> str:
    """The text of a file: UTF-8, UTF-16 or UTF-32 with a byte-order mark, else UTF-8 or
    Windows-1252 (as old course files often are). Binary data is refused, naming its line."""
    check_size(data, source)
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                raise ProblemFileError(
                    source, None, message("file.false-encoding", encoding=encoding.upper())
                ) from None
    if b"\x00" in data:
        line = data.count(b"\n", 0, data.index(b"\x00")) + 1
        raise ProblemFileError(source, line, message("file.binary"))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError as error:
            line = data.count(b"\n", 0, error.start) + 1
            raise ProblemFileError(
                source, line, message("file.not-text", byte=f"0x{data[error.start]:02x}")
            ) from None


def read_text_file(path: str | Path) -> str:
    """The text of the problem file at ``path``: read safely, then decoded."""
    return decode_text(read_file_bytes(path), str(path))


def bundled_problems_folder(domain: str) -> Traversable:
    """The folder of the problem files shipped for ``domain`` (``problems/<domain>/``): the
    wheel's copy inside the package, else the repository's beside it (an editable install)."""
    bundled = resources.files("cavalo_gui").joinpath("_bundled", "problems", domain)
    if bundled.is_dir():
        return bundled
    folder = REPOSITORY_PROBLEMS / domain
    if folder.is_dir():
        return folder
    raise ProblemFileError(str(folder), None, message("file.bundled-missing"))


class _Named(Protocol):
    @property
    def name(self) -> str: ...


NamedPuzzle = TypeVar("NamedPuzzle", bound=_Named)


def read_bundled_problems(
    domain: str, parse: Callable[[bytes, str], Iterable[NamedPuzzle]]
) -> dict[str, NamedPuzzle]:
    """Every problem shipped for ``domain`` by name: each ``*.txt`` file of its folder, in
    name order, read by ``parse(contents, source)``; a name given twice is refused. A problem
    whose description is in the puzzle's catalogue (``<domain>.text.problem.<name>``) is
    described by that message, in the reader's language."""
    folder = bundled_problems_folder(domain)
    files = sorted(
        (entry for entry in folder.iterdir() if entry.is_file() and entry.name.endswith(".txt")),
        key=lambda entry: entry.name,
    )
    puzzles: dict[str, NamedPuzzle] = {}
    for entry in files:
        source = f"problems/{domain}/{entry.name}"
        for puzzle in parse(entry.read_bytes(), source):
            if puzzle.name.lower() in (known.lower() for known in puzzles):
                raise ProblemFileError(
                    source, None, message("file.defined-twice", name=puzzle.name)
                )
            described = f"{domain}.text.problem.{puzzle.name}"
            if described in entries(ENGLISH):
                puzzle = dataclasses.replace(puzzle, description=Text(described))  # type: ignore[type-var]
            puzzles[puzzle.name] = puzzle
    return puzzles


def find_puzzle(puzzles: Mapping[str, NamedPuzzle], name: str) -> NamedPuzzle:
    """The puzzle called ``name`` (any case); ValueError naming the known ones otherwise."""
    wanted = name.strip().lower()
    for key, puzzle in puzzles.items():
        if key.lower() == wanted:
            return puzzle
    known = ", ".join(puzzles)
    raise MessageError(message("catalog.unknown-problem", name=echoed(name), known=known))


# ------------------------------------------------------------------- a file's own marks
# Each puzzle recognises its files by marks a glance finds even in a broken file (a keyword
# only it has, the shape of its board's rows or of its Lisp lists), so that a file is read,
# and its faults reported, by its own puzzle's reader, whichever puzzle is current.

_LISP_ATOM = re.compile(r"[^\s();']+")
_LISP_TOKEN = re.compile(r";[^\n]*|\n|\(|\)|'|[^\s();']+|[^\S\n]+")


def lisp_tokens(text: str) -> list[tuple[str, int]]:
    """The parentheses, quotes and atoms of a Lisp board's ``text``, each with its line (from
    1); ``;`` comments dropped. The one tokenizer of the course's Lisp files (the knight's
    classic boards, the Dots and Blokus ``.dat`` files)."""
    tokens = []
    line = 1
    for match in _LISP_TOKEN.finditer(text):
        token = match.group()
        if token == "\n":
            line += 1
        elif not token.isspace() and token[0] != ";":
            tokens.append((token, line))
    return tokens


def lisp_opening(text: str) -> tuple[int, list[str]] | None:
    """How a Lisp board starts: the depth of the parentheses before its first atom and the
    atoms of that first innermost list (``((1 2) (3))`` -> ``(2, ['1', '2'])``); None when the
    first thing in ``text`` past ``;`` comments and quotes is not a parenthesis."""
    code = re.sub(r";[^\n]*", "", text)
    at = 0
    while at < len(code) and (code[at].isspace() or code[at] == "'"):
        at += 1
    if at >= len(code) or code[at] != "(":
        return None
    depth = 0
    while at < len(code) and (code[at] in "('" or code[at].isspace()):
        depth += code[at] == "("
        at += 1
    end = code.find(")", at)
    inner = code[at : end if end >= 0 else len(code)]
    return depth, _LISP_ATOM.findall(inner)


def text_lines(text: str) -> list[list[str]]:
    """The words of each line of a file in the project's formats, ``#`` comments dropped
    (empty lines left out)."""
    lines = (raw.split("#", 1)[0].split() for raw in text.splitlines())
    return [words for words in lines if words]


def has_keyword(text: str, keyword: str) -> bool:
    """Whether a line of a file in the project's formats starts with ``keyword``."""
    return any(words[0].lower() == keyword for words in text_lines(text))

"""The steps every puzzle's file reader and writer take alike, between a file's text and its
problems: what differs (the formats, the checks of a board) stays in the puzzle's folder.

A reader refuses control characters, finds the first line that says which format the file is
in, parses it into drafts, takes the target given or the file's, joins description lines into
paragraphs, and turns its parser's faults into an error that names the file
(a :class:`DraftReader` takes these steps in order); a writer wraps a description into
``description`` lines its reader reads back.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from cavalo_gui.domains.domain import description_text
from cavalo_gui.domains.problem_files import (
    MissingTargetError,
    NoTargetFault,
    ProblemFileError,
    TextFault,
    lisp_tokens,
    shown,
)
from cavalo_gui.domains.written_text import check_writable, written_description
from cavalo_gui.engine.message import Message, Text, message

BoardType = TypeVar("BoardType")
PuzzleType = TypeVar("PuzzleType")


@dataclass
class ProblemDraft(Generic[BoardType]):
    """One problem as a reader reads it, before it is checked whole: ``label`` is how
    messages call it ("problem A", "board 2"), ``line`` where it starts, ``board`` none until
    its board is read. Each puzzle's draft adds the fields its formats write."""

    label: Message
    line: int
    name: str
    board: BoardType | None = None


_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")  # tabs, line and page breaks allowed


def unix_lines(text: str) -> str:
    """``text`` with every line ending (``\\r\\n``, ``\\r``) written ``\\n``."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def refuse_control_characters(text: str, message_id: str) -> None:
    """TextFault at the line of ``text``'s first control character, said by the puzzle's
    ``message_id`` with the character's code (``0x07``); nothing when there is none."""
    control = _CONTROL.search(text)
    if control:
        code = f"0x{ord(control.group()):02x}"
        line = text.count("\n", 0, control.start()) + 1
        raise TextFault(line, message(message_id, code=code))


def first_significant_line(text: str) -> tuple[int, str] | None:
    """The first line of ``text`` that is neither blank nor a ``#`` or ``;`` comment, with
    its number (from 1) and stripped; None when there is none. It says the file's format."""
    for number, raw in enumerate(unix_lines(text).split("\n"), start=1):
        line = raw.strip()
        if line and line[0] not in "#;":
            return number, line
    return None


@contextmanager
def faults_named(source: str) -> Iterator[None]:
    """Raise a parser's fault as the file's error naming ``source``: a board with no target
    as :class:`MissingTargetError` (which a program mends by asking for one), any other as
    :class:`ProblemFileError`."""
    try:
        yield
    except NoTargetFault as fault:
        raise MissingTargetError(source, fault.line, fault.message, fault.short) from None
    except TextFault as fault:
        raise ProblemFileError(source, fault.line, fault.message) from None


@dataclass(frozen=True)
class DraftFormat:
    """One of a puzzle's file formats as its reader takes it: ``parse(text, source)`` gives
    its drafts (``source``, the file's name, names the course's boards), and ``no_target`` is
    the message id that says a board written in it has no target."""

    parse: Callable[[str, str], Sequence[Any]]
    no_target: str


@dataclass(frozen=True)
class DraftReader(Generic[PuzzleType]):
    """A puzzle's reader of files in its formats: the message id that refuses a control
    character, how it tells a text's format, how it checks a draft whole (``finish(draft,
    target given, the format's no_target id)``), and the message id that says a file holds
    no problem (None: its parsers say so themselves)."""

    control_message_id: str
    format_of: Callable[[str], DraftFormat]
    finish: Callable[[Any, int | None, str], PuzzleType]
    empty_message_id: str | None = None

    def read(self, text: str, source: str, target: int | None) -> list[PuzzleType]:
        """The puzzles written in ``text``: its line endings made ``\\n``, control characters
        refused, its format told, parsed into drafts, each finished with ``target``; any
        fault raised as the file's error naming ``source`` (:func:`faults_named`)."""
        text = unix_lines(text)
        with faults_named(source):
            refuse_control_characters(text, self.control_message_id)
            chosen = self.format_of(text)
            drafts = chosen.parse(text, source)
            if not drafts and self.empty_message_id is not None:
                raise TextFault(None, message(self.empty_message_id))
            return [self.finish(draft, target, chosen.no_target) for draft in drafts]


def keyword_or_lisp(
    text: str,
    keywords: Collection[str],
    is_lisp: Callable[[str], bool],
    first_word: Callable[[str], str],
    message_ids: tuple[str, str],
) -> bool:
    """Whether ``text`` is in the course's Lisp format (True: its first significant line
    ``is_lisp``) or in the project's own (False: that line's ``first_word`` is one of its
    ``keywords``); TextFault said by ``message_ids`` (empty, neither format) otherwise."""
    empty, neither = message_ids
    first = first_significant_line(text)
    if first is None:
        raise TextFault(None, message(empty))
    number, line = first
    if is_lisp(line):
        return True
    word = first_word(line)
    if word.lower() in keywords:
        return False
    raise TextFault(number, message(neither, token=shown(word)))


def chosen_target(draft: Any, target: int | None, no_target_message_id: str) -> int:
    """A problem's target: ``target`` when the reader was given one (it replaces the file's),
    else the one ``draft`` was written with; NoTargetFault naming the problem when neither."""
    chosen = draft.target if target is None else target
    if chosen is None:
        label = draft.label
        raise NoTargetFault(draft.line, message(no_target_message_id, label=label), label)
    return chosen


Tokens = list[tuple[str, int]]  # a Lisp text's tokens, each with its line


def lisp_boards(
    text: str,
    read_board: Callable[[Tokens, int, int, int], tuple[Any, int]],
    read_other: Callable[[str, int, list[Any]], None],
) -> list[Any]:
    """The drafts of the boards in ``text``, a course's Lisp file, in order. At each ``(``
    (a quote before it is passed over) ``read_board(tokens, at, line, number)`` reads the
    ``number``th board, whose ``(`` is at ``line``, from token ``at`` on, and gives its draft
    and the index after its ``)``; any other token goes to ``read_other(token, line,
    drafts)``, which takes it (a board's target) or raises the puzzle's TextFault."""
    tokens = lisp_tokens(text)
    drafts: list[Any] = []
    at = 0
    while at < len(tokens):
        token, line = tokens[at]
        at += 1
        if token == "'" and at < len(tokens) and tokens[at][0] == "(":
            continue
        if token == "(":
            draft, at = read_board(tokens, at, line, len(drafts) + 1)
            drafts.append(draft)
        else:
            read_other(token, line, drafts)
    return drafts


class _Board(Protocol):
    name: str


def name_boards(drafts: Sequence[_Board], stem: str) -> None:
    """Name the course's boards read from one file after the file, ``stem``: ``stem-1``,
    ``stem-2``... when there are several, ``stem`` when there is one."""
    if len(drafts) > 1:
        for number, draft in enumerate(drafts, start=1):
            draft.name = f"{stem}-{number}"


def paragraphs(lines: list[str]) -> str:
    """Description lines joined into paragraphs, one a line of the result; an empty line
    ends a paragraph."""
    joined: list[str] = []
    current: list[str] = []
    for line in [*lines, ""]:
        if line:
            current.append(line)
        elif current:
            joined.append(" ".join(current))
            current = []
    return "\n".join(joined)


def description_lines(description: str, width: int) -> list[str]:
    """``description`` written as a format's ``description`` lines of at most about
    ``width`` characters, a bare ``description`` line between paragraphs, so that
    :func:`paragraphs` reads it back."""
    lines: list[str] = []
    for index, paragraph in enumerate(written_description(description).split("\n")):
        lines += ["description"] if index else []
        lines += [
            f"description {line}"
            for line in textwrap.wrap(
                paragraph, width, break_long_words=False, break_on_hyphens=False
            )
        ]
    return lines


def problem_opening(
    name: str, description: str | Message | Text, width: int, *fields: str
) -> list[str]:
    """The first lines of a problem in a puzzle's own format: ``problem NAME``, its
    ``fields`` (``target 70``), then its description (:func:`description_lines`);
    :class:`~cavalo_gui.engine.message.MessageError` when the format cannot hold them."""
    text = description_text(description)
    check_writable(name, text)
    return [f"problem {name}", *fields, *description_lines(text, width)]

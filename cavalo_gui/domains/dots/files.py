"""Dots and Boxes problem files, in either format.

``read_problem_file`` tells the formats apart by the first line that is not blank or a comment:
a parenthesis or a quote starts the course's ``.dat`` boards (``course_format``), a keyword
such as ``problem`` the project's own format (``dots_format``); ``docs/dots-format.md``
describes both. Whatever is wrong with a file, the reader raises
:class:`~cavalo_gui.domains.problem_files.ProblemFileError` naming the file, the line and what
was expected; no other exception escapes.
"""

from __future__ import annotations

import re
from pathlib import Path

from cavalo_gui.domains.dots.course_format import parse_course
from cavalo_gui.domains.dots.dots_format import KEYWORDS, parse_dots
from cavalo_gui.domains.dots.problem import DotsPuzzle
from cavalo_gui.domains.dots.text_faults import Draft
from cavalo_gui.domains.problem_files import (
    MissingTargetError,
    ProblemFileError,
    TextFault,
    lisp_opening,
    read_text_file,
    shown,
)

_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")


class _NoTarget(TextFault):
    pass


def read_problem_file(path: str | Path, target: int | None = None) -> list[DotsPuzzle]:
    """The problems in the file at ``path``, in file order; ``target``, when given, replaces
    the target of every problem (and is required for boards written without one)."""
    return parse_problems(read_text_file(path), str(path), target)


def parse_problems(
    text: str, source: str = "<text>", target: int | None = None
) -> list[DotsPuzzle]:
    """The problems written in ``text`` (either format); ``source`` names it in messages and
    gives the course's boards their names (its stem, plus a number when there are several)."""
    if target is not None and (isinstance(target, bool) or not isinstance(target, int)):
        raise ProblemFileError(
            source, None, f"the target given must be a whole number, not {target!r}"
        )
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    try:
        control = _CONTROL.search(text)
        if control:
            raise TextFault(
                text.count("\n", 0, control.start()) + 1,
                f"control character 0x{ord(control.group()):02x}: this is not a text file",
            )
        if _is_course_format(text):
            drafts = parse_course(text, _stem(source))
            hint = "write its target after the board, e.g. ((...) (...)) 10"
        else:
            drafts = parse_dots(text)
            hint = "add a line 'target N'"
        if not drafts:
            raise TextFault(None, "no problem in this file: it is empty or holds only comments")
        return [_finish(draft, target, hint) for draft in drafts]
    except _NoTarget as error:
        raise MissingTargetError(source, error.line, error.message) from None
    except TextFault as error:
        raise ProblemFileError(source, error.line, error.message) from None


def _finish(draft: Draft, target: int | None, hint: str) -> DotsPuzzle:
    if draft.board is None:
        raise TextFault(draft.line, f"{draft.label} has no board: add 'board' and its drawing")
    chosen = draft.target if target is None else target
    if chosen is None:
        raise _NoTarget(draft.line, f"{draft.label} has no target: {hint}")
    boxes = draft.board.rows * draft.board.columns
    if not 0 <= chosen <= boxes:
        given = "the target given" if target is not None else f"the target of {draft.label}"
        raise TextFault(
            draft.target_line if target is None else draft.line,
            f"{given} is {chosen}, but its board has only {boxes} boxes",
        )
    return DotsPuzzle(draft.name, draft.board, chosen, None, _paragraphs(draft.description))


def _paragraphs(lines: list[str]) -> str:
    """Description lines joined into paragraphs, one per line; an empty line ends one."""
    paragraphs: list[str] = []
    current: list[str] = []
    for line in [*lines, ""]:
        if line:
            current.append(line)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    return "\n".join(paragraphs)


def _stem(source: str) -> str:
    """The name for boards read from ``source``: its file name without extension, made a
    valid problem name."""
    stem = Path(source).stem if source and not source.startswith("<") else ""
    stem = re.sub(r"[^A-Za-z0-9_.+-]+", "-", stem).strip("-_.+")[:32]
    return stem or "board"


def _is_course_format(text: str) -> bool:
    """True when the first significant line opens a Lisp list, False when it is a keyword of
    the project's format; TextFault when it is neither."""
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line[0] in "('":
            return True
        word = line.split()[0]
        if word.lower() in KEYWORDS:
            return False
        raise TextFault(
            number,
            f"expected 'problem NAME' (the project's format) or a board '((...) (...))' "
            f"(the course's format), found {shown(word)}",
        )
    raise TextFault(None, "no problem in this file: it is empty or holds only comments")


_DOT_LINE = re.compile(r"\+(?:[ -]*\+)+")


def has_dots_marks(text: str) -> bool:
    """Whether ``text`` shows the marks of a Dots and Boxes board, even a broken one: a line
    of dots and arcs (``+---+   +``), or a course board, a list of lists of lists of 0 and 1."""
    opening = lisp_opening(text)
    if opening is not None:
        return opening[0] >= 3
    return any(_DOT_LINE.fullmatch(line.split("#", 1)[0].strip()) for line in text.splitlines())

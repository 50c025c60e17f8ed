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
from cavalo_gui.domains.problem_drafts import (
    DraftFormat,
    DraftReader,
    chosen_target,
    keyword_or_lisp,
    paragraphs,
)
from cavalo_gui.domains.problem_files import (
    ProblemFileError,
    TextFault,
    lisp_opening,
    read_text_file,
)
from cavalo_gui.domains.written_text import name_from_file
from cavalo_gui.engine.message import message


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
        given = message("dots.target-given", given=repr(target))
        raise ProblemFileError(source, None, given)
    return READER.read(text, source, target)


COURSE_FORMAT = DraftFormat(
    lambda text, source: parse_course(text, name_from_file(source)), "dots.no-target-course"
)
DOTS_FORMAT = DraftFormat(lambda text, _source: parse_dots(text), "dots.no-target-dots")


def _finish(draft: Draft, target: int | None, no_target: str) -> DotsPuzzle:
    if draft.board is None:
        raise TextFault(draft.line, message("dots.no-board", label=draft.label))
    chosen = chosen_target(draft, target, no_target)
    boxes = draft.board.rows * draft.board.columns
    if not 0 <= chosen <= boxes:
        if target is None:
            given = message("dots.what-target-of", label=draft.label)
        else:
            given = message("dots.what-target-given")
        raise TextFault(
            draft.target_line if target is None else draft.line,
            message("dots.target-over-boxes", given=given, target=chosen, n=boxes),
        )
    description = draft.generated or paragraphs(draft.description)
    return DotsPuzzle(draft.name, draft.board, chosen, None, description)


def _format_of(text: str) -> DraftFormat:
    """The course's when the first significant line opens a Lisp list, the project's when it
    starts with one of its keywords; TextFault when it is neither."""
    course = keyword_or_lisp(
        text,
        KEYWORDS,
        lambda line: line[0] in "('",
        lambda line: line.split()[0],
        ("dots.empty", "dots.neither-format"),
    )
    return COURSE_FORMAT if course else DOTS_FORMAT


READER = DraftReader("dots.control-character", _format_of, _finish, "dots.empty")

_DOT_LINE = re.compile(r"\+(?:[ -]*\+)+")


def has_dots_marks(text: str) -> bool:
    """Whether ``text`` shows the marks of a Dots and Boxes board, even a broken one: a line
    of dots and arcs (``+---+   +``), or a course board, a list of lists of lists of 0 and 1."""
    opening = lisp_opening(text)
    if opening is not None:
        return opening[0] >= 3
    return any(_DOT_LINE.fullmatch(line.split("#", 1)[0].strip()) for line in text.splitlines())

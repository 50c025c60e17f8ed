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
    faults_named,
    first_significant_line,
    paragraphs,
    refuse_control_characters,
    unix_lines,
)
from cavalo_gui.domains.problem_files import (
    NoTargetFault,
    ProblemFileError,
    TextFault,
    lisp_opening,
    read_text_file,
    shown,
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
    text = unix_lines(text)
    with faults_named(source):
        refuse_control_characters(text, "dots.control-character")
        if _is_course_format(text):
            drafts = parse_course(text, name_from_file(source))
            no_target = "dots.no-target-course"
        else:
            drafts = parse_dots(text)
            no_target = "dots.no-target-dots"
        if not drafts:
            raise TextFault(None, message("dots.empty"))
        return [_finish(draft, target, no_target) for draft in drafts]


def _finish(draft: Draft, target: int | None, no_target: str) -> DotsPuzzle:
    if draft.board is None:
        raise TextFault(draft.line, message("dots.no-board", label=draft.label))
    chosen = draft.target if target is None else target
    if chosen is None:
        raise NoTargetFault(draft.line, message(no_target, label=draft.label), draft.label)
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


def _is_course_format(text: str) -> bool:
    """True when the first significant line opens a Lisp list, False when it is a keyword of
    the project's format; TextFault when it is neither."""
    first = first_significant_line(text)
    if first is None:
        raise TextFault(None, message("dots.empty"))
    number, line = first
    if line[0] in "('":
        return True
    word = line.split()[0]
    if word.lower() in KEYWORDS:
        return False
    raise TextFault(number, message("dots.neither-format", token=shown(word)))


_DOT_LINE = re.compile(r"\+(?:[ -]*\+)+")


def has_dots_marks(text: str) -> bool:
    """Whether ``text`` shows the marks of a Dots and Boxes board, even a broken one: a line
    of dots and arcs (``+---+   +``), or a course board, a list of lists of lists of 0 and 1."""
    opening = lisp_opening(text)
    if opening is not None:
        return opening[0] >= 3
    return any(_DOT_LINE.fullmatch(line.split("#", 1)[0].strip()) for line in text.splitlines())

"""What the two Dots and Boxes readers share: the fault they raise, the problem they build
before its target is settled, and the reading of a whole number."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cavalo_gui.domains.dots.board import DotsBoard
from cavalo_gui.domains.problem_drafts import ProblemDraft
from cavalo_gui.domains.problem_files import TextFault, shown
from cavalo_gui.engine.message import Message, message

_INTEGER = re.compile(r"[+-]?[0-9]+")
_LARGEST = 10**6


@dataclass
class Draft(ProblemDraft[DotsBoard]):
    """One problem as read, before the caller's target is applied."""

    target: int | None = None
    target_line: int | None = None
    description: list[str] = field(default_factory=list)
    generated: Message | None = None  # a description the reader made (no file says one)


def label_problem(name: str) -> Message:
    """How a message names a problem of the project's format: "problem A"."""
    return message("dots.label-problem", name=name)


def label_board(number: int) -> Message:
    """How a message names a board of the course's format: "board 2"."""
    return message("dots.label-board", number=number)


def whole_number(token: str, line: int, what: Message) -> int:
    """The value of ``token``, a whole number 0 or more; TextFault naming ``what`` otherwise.
    Huge numbers are not handed to int() (which refuses thousands of digits)."""
    if not _INTEGER.fullmatch(token):
        raise TextFault(line, message("dots.not-whole", what=what, token=shown(token)))
    if token.startswith("-") and token.strip("-0"):
        raise TextFault(line, message("dots.negative", what=what, token=shown(token)))
    digits = token.lstrip("+-").lstrip("0") or "0"
    if len(digits) > 7 or int(digits) > _LARGEST:
        raise TextFault(line, message("dots.far-too-large", what=what, token=shown(token)))
    return int(digits)

"""What the two Blokus Uno readers share: the problem they build as they read it."""

from __future__ import annotations

from dataclasses import dataclass, field

from cavalo_gui.domains.blokus.problem import Board
from cavalo_gui.domains.problem_drafts import ProblemDraft
from cavalo_gui.engine.message import Message, message


@dataclass
class Draft(ProblemDraft[Board]):
    """One problem as read, with the lines its faults are reported at."""

    board_line: int | None = None
    row_lines: tuple[int, ...] = ()
    stock: tuple[int, int, int] | None = None
    description: list[str] = field(default_factory=list)


def label_problem(name: str) -> Message:
    """How a message names a problem of the project's format: "problem A"."""
    return message("blokus.label-problem", name=name)


def label_board(number: int) -> Message:
    """How a message names a board of the course's format: "board 2"."""
    return message("blokus.label-board", number=number)

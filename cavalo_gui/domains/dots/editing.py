"""A Dots and Boxes board drawn by hand: its size, the arcs drawn at the start, and the boxes
to close (the target), which the reader refuses above the board's count."""

from __future__ import annotations

from cavalo_gui.domains.domain import description_text
from cavalo_gui.domains.dots.board import DotsBoard, draw_board
from cavalo_gui.domains.dots.problem import DotsPuzzle
from cavalo_gui.domains.editing import description_lines


class DotsDraft:
    """A Dots and Boxes board being drawn, from ``puzzle`` or a 3 x 3 board with no arc."""

    def __init__(self, puzzle: DotsPuzzle | None = None) -> None:
        self.name = puzzle.name if puzzle else "my-board"
        self.target: int | None = puzzle.target if puzzle else 1
        self.description = description_text(puzzle.description) if puzzle else ""
        self.board = puzzle.board if puzzle else DotsBoard(3, 3)

    def resize(self, rows: int, columns: int) -> None:
        """A board of ``rows`` x ``columns`` boxes, its arcs all undrawn."""
        self.board = DotsBoard(rows, columns)

    def toggle(self, arc: int) -> None:
        """Draw arc ``arc`` (its index, see :mod:`cavalo_gui.domains.dots.board`) or rub it out."""
        shape = self.board
        self.board = DotsBoard(shape.rows, shape.columns, shape.arcs ^ (1 << arc))

    def problem_text(self) -> str:
        """The draft in the project's format (``docs/dots-format.md``)."""
        lines = [f"problem {self.name}", f"target {self.target}"]
        lines += description_lines(self.description)
        lines += ["board", draw_board(self.board)]
        return "\n".join(lines) + "\n"

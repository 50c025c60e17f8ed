"""The knight's board drawn by hand: a number 00-99 or nothing on each square, and a target.

The draft holds whatever the user types, a number twice included: the reader's check (see
:mod:`cavalo_gui.domains.editing`) says what is wrong, and :meth:`KnightDraft.twice` which
squares to mark. A random fill is the course's problem F board for a seed.
"""

from __future__ import annotations

from collections import Counter

from cavalo_gui.domains.domain import description_text
from cavalo_gui.domains.editing import description_lines
from cavalo_gui.domains.knight.board import CELLS, COLUMNS, SIZE
from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.domains.knight.random_board import random_board
from cavalo_gui.engine.message import Message, message

LARGEST_NUMBER = 99


class KnightDraft:
    """A knight's board being drawn, from ``puzzle`` or empty."""

    def __init__(self, puzzle: KnightPuzzle | None = None) -> None:
        self.name = puzzle.name if puzzle else "my-board"
        self.target: int | None = puzzle.target if puzzle else 0
        self.description = description_text(puzzle.description) if puzzle else ""
        self.cells: list[int | None] = list(puzzle.board) if puzzle else [None] * CELLS

    def set_cell(self, square: int, value: int | None) -> None:
        """Put ``value`` (0-99) on ``square``, or clear it with None."""
        if value is not None and not 0 <= value <= LARGEST_NUMBER:
            raise ValueError(f"a square holds a number 00-{LARGEST_NUMBER}, not {value}")
        self.cells[square] = value

    def clear(self) -> None:
        self.cells = [None] * CELLS

    def fill_random(self, seed: int) -> None:
        """The course's random board (problem F) for ``seed``: 00-99, each once, shuffled."""
        self.cells = list(random_board(seed))

    def twice(self) -> set[int]:
        """The squares whose number another square also holds."""
        counts = Counter(cell for cell in self.cells if cell is not None)
        return {square for square, cell in enumerate(self.cells) if counts.get(cell, 0) > 1}

    def in_editor_terms(self, fault: Message) -> Message:
        """The reader's ``fault`` as the editor's grid shows it: a number twice is on two
        squares (the file's line it cites is in no file the user sees)."""
        if fault.id != "knight.twice":
            return fault
        said = fault.arguments
        return message(
            "knight.editor.twice-on-grid",
            value=said["value"],
            first=said["first"],
            second=said["second"],
        )

    def problem_text(self) -> str:
        """The draft in the cavalo format (``docs/problem-format.md``)."""
        lines = [f"problem {self.name}", f"target {self.target}"]
        lines += description_lines(self.description)
        lines += ["board", "#  " + "  ".join(COLUMNS)]
        for row in range(SIZE):
            cells = self.cells[row * SIZE : (row + 1) * SIZE]
            lines.append(
                "   " + " ".join(".." if cell is None else f"{cell:02d}" for cell in cells)
            )
        return "\n".join(lines) + "\n"


def _cell(cell: int | None) -> str:
    return ".." if cell is None else f"{cell:02d}"

"""A Blokus Uno board drawn by hand: its size, each square empty, the player's or another
piece's, and the stock of 1x1, 2x2 and cross pieces. The reader refuses the player's squares
that are not whole pieces, and more pieces on the board than the stock holds."""

from __future__ import annotations

from cavalo_gui.domains.blokus.geometry import FULL_STOCK, KIND_NAMES
from cavalo_gui.domains.blokus.problem import CELL_TEXT, EMPTY, BlokusPuzzle
from cavalo_gui.domains.domain import description_text
from cavalo_gui.domains.editing import description_lines

NEW_SIZE = 5


class BlokusDraft:
    """A Blokus Uno board being drawn, from ``puzzle`` or an empty 5 x 5 board."""

    def __init__(self, puzzle: BlokusPuzzle | None = None) -> None:
        self.name = puzzle.name if puzzle else "my-board"
        self.target: int | None = None
        self.description = description_text(puzzle.description) if puzzle else ""
        self.stock: list[int] = list(puzzle.full_stock if puzzle else FULL_STOCK)
        self.size = puzzle.size if puzzle else NEW_SIZE
        self.cells: list[int] = (
            [cell for row in puzzle.board for cell in row] if puzzle else [EMPTY] * self.size**2
        )

    def resize(self, size: int) -> None:
        """An empty board ``size`` squares wide."""
        self.size = size
        self.cells = [EMPTY] * size * size

    def cycle(self, square: int) -> None:
        """The next of empty, the player's, another piece's, on ``square``."""
        self.cells[square] = (self.cells[square] + 1) % len(CELL_TEXT)

    def problem_text(self) -> str:
        """The draft in the project's format (``docs/blokus-format.md``)."""
        lines = [f"problem {self.name}"]
        lines += description_lines(self.description)
        lines.append(f"stock {' '.join(map(str, self.stock))}   # {' '.join(KIND_NAMES)}")
        lines.append("board")
        for row in range(self.size):
            cells = self.cells[row * self.size : (row + 1) * self.size]
            lines.append("   " + " ".join(CELL_TEXT[cell] for cell in cells))
        return "\n".join(lines) + "\n"

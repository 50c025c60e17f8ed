"""The board's squares and every placement of every piece, worked out once per board size.

A square is an index, row-major from the top-left: ``row * size + column``. Squares are named
as in chess: columns lettered from A on the left,
rows numbered from 1 at the top, so the top-left square is A1 and, on the course's 14 x 14
board, the bottom-right one N14. A set of squares is a bitmask: bit ``square`` is set when the
square is in it, so that the rules are a few integer operations per placement.

A placement is a piece kind on the board at one spot. It is named by one of its squares: a
1x1 or a 2x2 by its top-left square, a cross by its centre ("cross@F7").
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from cavalo_gui.engine.message import MessageError, message

COURSE_SIZE = 14
MIN_SIZE = 3
MAX_SIZE = 26
COLUMN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

KIND_NAMES: tuple[str, ...] = ("1x1", "2x2", "cross")
"""The piece kinds in the course's stock order ``(square-1x1 square-2x2 cross)``."""

OPERATOR_ORDER: tuple[int, ...] = (2, 1, 0)
"""The kinds in the order the manual's ``(operators)`` tries them: cross, 2x2, 1x1."""

FULL_STOCK: tuple[int, int, int] = (10, 10, 15)
"""The course's stock of 1x1, 2x2 and cross pieces, before those on the board are counted."""

# (row, column) offsets of each kind's squares from the top-left of its bounding box.
SHAPES: tuple[tuple[tuple[int, int], ...], ...] = (
    ((0, 0),),
    ((0, 0), (0, 1), (1, 0), (1, 1)),
    ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1)),
)
NAMED_OFFSET: tuple[tuple[int, int], ...] = ((0, 0), (0, 0), (1, 1))
"""The square that names a placement: the top-left one of a square piece, a cross's centre."""

REACH = 4
"""The longest Manhattan distance between two squares of one piece and its edge neighbours
(a cross with the four squares around each arm, or a 2x2 with its eight neighbours)."""


@dataclass(frozen=True)
class Placement:
    """One kind at one spot: ``cells`` the squares it covers, ``reach`` every square within
    Manhattan distance :data:`REACH` of one of them (what one more piece could touch)."""

    kind: int
    square: int
    cells: int
    reach: int


class Geometry:
    """The squares, names, neighbour shifts and placements of a ``size`` x ``size`` board."""

    def __init__(self, size: int) -> None:
        if not MIN_SIZE <= size <= MAX_SIZE:
            said = message("blokus.model.board-width", least=MIN_SIZE, most=MAX_SIZE, value=size)
            raise MessageError(said)
        self.size = size
        self.count = size * size
        self.full = (1 << self.count) - 1
        left_column = sum(1 << (row * size) for row in range(size))
        self.not_left = self.full & ~left_column
        self.not_right = self.full & ~(left_column << (size - 1))
        self.names = tuple(
            f"{COLUMN_LETTERS[square % size]}{square // size + 1}" for square in range(self.count)
        )
        last = size - 1
        self.corners = self.mask_of(
            row * size + column for row in (0, last) for column in (0, last)
        )
        self.placements = tuple(
            placement for kind in OPERATOR_ORDER for placement in self._placements_of(kind)
        )
        covering: list[list[list[int]]] = [[[] for _ in range(self.count)] for _ in KIND_NAMES]
        for index, placement in enumerate(self.placements):
            for square in self.squares_of(placement.cells):
                covering[placement.kind][square].append(index)
        self.covering = tuple(tuple(tuple(found) for found in kind) for kind in covering)
        self.kind_of_cells = {placement.cells: placement.kind for placement in self.placements}

    def _placements_of(self, kind: int) -> list[Placement]:
        """Every spot where ``kind`` lies inside the board, row by row from the top, left to
        right: the order in which the manual scans the board."""
        shape = SHAPES[kind]
        height = 1 + max(row for row, _ in shape)
        width = 1 + max(column for _, column in shape)
        named_row, named_column = NAMED_OFFSET[kind]
        found = []
        for top in range(self.size - height + 1):
            for left in range(self.size - width + 1):
                cells = self.mask_of(
                    (top + row) * self.size + left + column for row, column in shape
                )
                square = (top + named_row) * self.size + left + named_column
                found.append(Placement(kind, square, cells, self._within_reach(cells)))
        return found

    def _within_reach(self, cells: int) -> int:
        reach = cells
        for _ in range(REACH):
            reach |= self.edge_neighbours(reach)
        return reach

    def mask_of(self, squares) -> int:
        """The bitmask of an iterable of squares."""
        mask = 0
        for square in squares:
            mask |= 1 << square
        return mask

    @staticmethod
    def squares_of(mask: int) -> list[int]:
        """The squares of a bitmask, in increasing order."""
        squares = []
        while mask:
            lowest = mask & -mask
            squares.append(lowest.bit_length() - 1)
            mask ^= lowest
        return squares

    def edge_neighbours(self, mask: int) -> int:
        """The squares sharing an edge with a square of ``mask`` (``mask`` itself excluded)."""
        size = self.size
        spread = (
            ((mask & self.not_right) << 1)
            | ((mask & self.not_left) >> 1)
            | (mask << size)
            | (mask >> size)
        )
        return spread & self.full & ~mask

    def diagonal_neighbours(self, mask: int) -> int:
        """The squares touching a square of ``mask`` only by a corner."""
        size = self.size
        right = mask & self.not_right
        left = mask & self.not_left
        spread = (
            (right << (size + 1))
            | (left << (size - 1))
            | (right >> (size - 1))
            | (left >> (size + 1))
        )
        return spread & self.full & ~mask & ~self.edge_neighbours(mask)

    def placement_label(self, index: int) -> str:
        """A placement in words: ``cross@F7``."""
        placement = self.placements[index]
        return f"{KIND_NAMES[placement.kind]}@{self.names[placement.square]}"


@functools.cache
def geometry(size: int = COURSE_SIZE) -> Geometry:
    """The geometry of a ``size`` x ``size`` board, built once."""
    return Geometry(size)

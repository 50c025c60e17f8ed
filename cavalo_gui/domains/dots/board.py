"""The Dots and Boxes board: its arcs, their names, its boxes, and the board drawn as text.

A board of ``rows`` x ``columns`` boxes has ``rows + 1`` horizontal lines of ``columns`` arcs
and ``columns + 1`` vertical lines of ``rows`` arcs, as the course writes it: ``(H V)``, H the
horizontal lines top to bottom, each arc left to right; V the vertical lines left to right,
each arc top to bottom. Arc ``i`` is bit ``i`` of an integer, numbered in that same order (all
of H, then all of V), so a set of drawn arcs is one int and the course's lists flatten into it.

Names are the course's 1-based (line, position): ``H2,3`` is the 3rd arc from the left of the
2nd horizontal line from the top; ``V1,4`` the 4th arc from the top of the leftmost vertical
line. Box ``(i, j)`` (row i, column j, 0-based) is closed when ``H[i][j]``, ``H[i+1][j]``,
``V[j][i]`` and ``V[j+1][i]`` are all drawn.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from cavalo_gui.engine.message import MessageError, message

MAX_SIDE = 12
"""The most boxes a board may have along either side (the course's largest board is 7 x 7)."""

DOT = "+"
HORIZONTAL_ARC = "---"
VERTICAL_ARC = "|"
CLOSED_BOX = " X "


@dataclass(frozen=True)
class Geometry:
    """The fixed tables of one board size, shared by every board of that size."""

    rows: int
    columns: int
    horizontal_count: int
    arc_names: tuple[str, ...]
    box_arcs: tuple[int, ...]  # the mask of the four arcs of each box, row-major
    boxes_of_arc: tuple[tuple[int, ...], ...]  # the one or two boxes each arc borders

    @property
    def arc_count(self) -> int:
        return len(self.arc_names)

    @property
    def box_count(self) -> int:
        return self.rows * self.columns

    def horizontal(self, line: int, position: int) -> int:
        """The index of the ``position``-th arc of horizontal line ``line`` (both 0-based)."""
        return line * self.columns + position

    def vertical(self, line: int, position: int) -> int:
        """The index of the ``position``-th arc of vertical line ``line`` (both 0-based)."""
        return self.horizontal_count + line * self.rows + position

    def box_index(self, row: int, column: int) -> int:
        return row * self.columns + column

    def closed_boxes(self, arcs: int) -> int:
        """The mask of the boxes whose four arcs are all in ``arcs`` (bit = box index)."""
        closed = 0
        for box, mask in enumerate(self.box_arcs):
            if arcs & mask == mask:
                closed |= 1 << box
        return closed


@functools.cache
def geometry(rows: int, columns: int) -> Geometry:
    """The tables of a board of ``rows`` x ``columns`` boxes (ValueError outside 1-MAX_SIDE)."""
    for what, value in (("dots.model.board-rows", rows), ("dots.model.board-columns", columns)):
        if not 1 <= value <= MAX_SIDE:
            raise MessageError(message(what, most=MAX_SIDE, value=value))
    horizontal_count = (rows + 1) * columns
    names = [
        f"H{line + 1},{position + 1}" for line in range(rows + 1) for position in range(columns)
    ]
    names += [
        f"V{line + 1},{position + 1}" for line in range(columns + 1) for position in range(rows)
    ]
    box_arcs = []
    boxes_of_arc: list[list[int]] = [[] for _ in names]
    for row in range(rows):
        for column in range(columns):
            box = row * columns + column
            arcs = (
                row * columns + column,
                (row + 1) * columns + column,
                horizontal_count + column * rows + row,
                horizontal_count + (column + 1) * rows + row,
            )
            box_arcs.append(sum(1 << arc for arc in arcs))
            for arc in arcs:
                boxes_of_arc[arc].append(box)
    return Geometry(
        rows,
        columns,
        horizontal_count,
        tuple(names),
        tuple(box_arcs),
        tuple(tuple(boxes) for boxes in boxes_of_arc),
    )


@dataclass(frozen=True)
class DotsBoard:
    """A board: its size in boxes and the arcs already drawn (bit i = arc i, see the module)."""

    rows: int
    columns: int
    arcs: int = 0

    def __post_init__(self) -> None:
        shape = geometry(self.rows, self.columns)
        if not 0 <= self.arcs < 1 << shape.arc_count:
            raise ValueError(f"arcs {self.arcs:#x} do not fit a {self.rows}x{self.columns} board")

    @property
    def geometry(self) -> Geometry:
        return geometry(self.rows, self.columns)

    @classmethod
    def from_lines(cls, horizontal: list[list[int]], vertical: list[list[int]]) -> DotsBoard:
        """The board of the course's ``(H V)`` lists of 0/1 (shapes checked by the readers)."""
        rows, columns = len(horizontal) - 1, len(horizontal[0])
        flat = [bit for line in horizontal for bit in line] + [
            bit for line in vertical for bit in line
        ]
        return cls(rows, columns, sum(1 << index for index, bit in enumerate(flat) if bit))


def draw_board(board: DotsBoard, arcs: int | None = None, mark_closed: bool = False) -> str:
    """The board as text, as the course's manual draws it: ``+`` for each dot, ``---`` and ``|``
    for drawn arcs, spaces for the others; ``mark_closed`` writes an X in every closed box.
    ``arcs`` replaces the board's own (to draw a state of a search on it)."""
    shape = board.geometry
    drawn = board.arcs if arcs is None else arcs
    closed = shape.closed_boxes(drawn) if mark_closed else 0
    lines = []
    for line in range(shape.rows + 1):
        dots = [DOT]
        for position in range(shape.columns):
            arc = drawn >> shape.horizontal(line, position) & 1
            dots.append((HORIZONTAL_ARC if arc else " " * len(HORIZONTAL_ARC)) + DOT)
        lines.append("".join(dots))
        if line == shape.rows:
            break
        cells = []
        for column in range(shape.columns + 1):
            cells.append(VERTICAL_ARC if drawn >> shape.vertical(column, line) & 1 else " ")
            if column < shape.columns:
                box = shape.box_index(line, column)
                cells.append(CLOSED_BOX if closed >> box & 1 else "   ")
        lines.append("".join(cells).rstrip())
    return "\n".join(lines)

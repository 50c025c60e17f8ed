"""The 10 x 10 board: squares, their chess names and the knight's jumps.

A square is an index 0-99, row-major from the top-left: ``row * 10 + column``. Columns are
lettered A-J from the left and rows numbered 1-10 from the top, so square 0 is A1 and 99 is J10.
A board is a tuple of 100 cells, each a number 0-99 or ``None`` for an empty square.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import MessageError, message

SIZE = 10
CELLS = SIZE * SIZE
COLUMNS = "ABCDEFGHIJ"

Board = tuple[int | None, ...]

# (row change, column change), rows growing downwards: the course's operator order.
KNIGHT_JUMPS: tuple[tuple[int, int], ...] = (
    (2, -1),
    (2, 1),
    (1, 2),
    (-1, 2),
    (-2, 1),
    (-2, -1),
    (-1, -2),
    (1, -2),
)


def square_name(square: int) -> str:
    """The chess name of a square: 0 -> 'A1', 99 -> 'J10'."""
    row, column = divmod(square, SIZE)
    return f"{COLUMNS[column]}{row + 1}"


SQUARE_NAMES: tuple[str, ...] = tuple(square_name(square) for square in range(CELLS))


def parse_square(name: str) -> int:
    """The square named ``name`` ('C1', 'j10'); a :class:`MessageError` if there is none."""
    text = name.strip().upper()
    if len(text) in (2, 3) and text[0] in COLUMNS and re.fullmatch("[0-9]+", text[1:]):
        row = int(text[1:])
        if 1 <= row <= SIZE:
            return (row - 1) * SIZE + COLUMNS.index(text[0])
    raise MessageError(message("knight.model.not-a-square", name=echoed(name)))


def jump_targets(square: int) -> tuple[int, ...]:
    """The squares a knight on ``square`` can jump to, inside the board, in operator order."""
    row, column = divmod(square, SIZE)
    targets = []
    for row_change, column_change in KNIGHT_JUMPS:
        new_row, new_column = row + row_change, column + column_change
        if 0 <= new_row < SIZE and 0 <= new_column < SIZE:
            targets.append(new_row * SIZE + new_column)
    return tuple(targets)


JUMP_TARGETS: tuple[tuple[int, ...], ...] = tuple(jump_targets(square) for square in range(CELLS))
FIRST_ROW: tuple[int, ...] = tuple(range(SIZE))


def symmetric_number(number: int) -> int | None:
    """The number read with its two digits swapped (57 -> 75, 5 -> 50); None for a double."""
    tens, units = divmod(number, 10)
    return None if tens == units else units * 10 + tens


def is_double(number: int) -> bool:
    """True for 00, 11, ..., 99."""
    return number % 11 == 0


def check_board(cells: Sequence[int | None]) -> Board:
    """The cells as a board; ValueError naming the first thing wrong."""
    if len(cells) != CELLS:
        raise MessageError(message("knight.model.board-size", cells=CELLS, n=len(cells)))
    seen: dict[int, int] = {}
    for square, value in enumerate(cells):
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
            said = message(
                "knight.model.cell-not-a-number", square=square_name(square), value=repr(value)
            )
            raise MessageError(said)
        if value in seen:
            said = message(
                "knight.model.number-twice",
                number=f"{value:02d}",
                first=square_name(seen[value]),
                second=square_name(square),
            )
            raise MessageError(said)
        seen[value] = square
    return tuple(cells)


def board_rows(board: Board) -> list[list[int | None]]:
    """The board as 10 rows of 10 cells, top row first."""
    return [list(board[row * SIZE : (row + 1) * SIZE]) for row in range(SIZE)]


def format_board(board: Board, knight: int | None = None) -> str:
    """The board as text with coordinates: numbers as two digits, '..' for empty, 'KN' for the
    knight."""
    lines = ["     " + "  ".join(COLUMNS)]
    for row in range(SIZE):
        cells = []
        for column in range(SIZE):
            square = row * SIZE + column
            value = board[square]
            if square == knight:
                cells.append("KN")
            elif value is None:
                cells.append("..")
            else:
                cells.append(f"{value:02d}")
        lines.append(f"{row + 1:>3}  " + " ".join(cells))
    return "\n".join(lines)

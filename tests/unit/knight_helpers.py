"""Small builders for knight-game tests: boards from a few named squares, move replay."""

from __future__ import annotations

from cavalo_gui.domains.knight.board import CELLS, SQUARE_NAMES, parse_square
from cavalo_gui.domains.knight.game import DoubleStrategy, KnightGame, KnightState


def board_with(**numbers: int) -> tuple[int | None, ...]:
    """A board holding only the given numbers, by square name: ``board_with(C1=44, D5=22)``."""
    cells: list[int | None] = [None] * CELLS
    for name, value in numbers.items():
        cells[parse_square(name)] = value
    return tuple(cells)


def game_with(target: int = 1000, double: DoubleStrategy = DoubleStrategy.MAX, **numbers: int):
    return KnightGame(board_with(**numbers), target, double)


def successor_squares(game: KnightGame, state: KnightState) -> list[str]:
    return [SQUARE_NAMES[child[1]] for _move, child, _cost in game.successors(state)]


def replay(game: KnightGame, squares: list[str]) -> KnightState:
    """Play the moves onto ``squares`` from the start, asserting each one is legal."""
    state = game.initial_state()
    for name in squares:
        options = {child[1]: child for _move, child, _cost in game.successors(state)}
        square = parse_square(name)
        assert square in options, f"illegal move to {name}"
        state = options[square]
    return state

"""A Blokus Uno problem (a named board and its stock) and the engine's view of it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cavalo_gui.domains.blokus.geometry import FULL_STOCK, Geometry, geometry
from cavalo_gui.domains.blokus.heuristics import blokus_heuristics
from cavalo_gui.domains.blokus.rules import BlokusGame, BlokusState, stock_left
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic

EMPTY, OWN, OTHER = 0, 1, 2
CELL_TEXT = {EMPTY: ".", OWN: "O", OTHER: "X"}

Board = tuple[tuple[int, ...], ...]
"""Rows from the top, each a tuple of cells: 0 empty, 1 the player's, 2 another piece's."""


WHOLE_STOCK = -1
"""The default ``target``: filled in as the whole stock."""


@dataclass(frozen=True)
class BlokusPuzzle:
    """A problem as the course states it: a named board. ``full_stock`` is the stock of 1x1,
    2x2 and cross pieces before the player's pieces on the board are counted out of it.

    The goal needs no target; ``target`` is the whole stock (35 in the course), the most
    pieces the player can have on the board, which :meth:`BlokusProblem.progress` counts. Any
    other target is refused.
    """

    domain: ClassVar[str] = "blokus"
    name: str
    board: Board
    full_stock: tuple[int, int, int] = FULL_STOCK
    seed: int | None = None
    description: str | Message = ""
    target: int = WHOLE_STOCK

    def __post_init__(self) -> None:
        whole = sum(self.full_stock)
        if self.target == WHOLE_STOCK:
            object.__setattr__(self, "target", whole)
        elif self.target != whole:
            raise ValueError(
                f"problem {self.name}: a Blokus Uno problem takes no target (its goal is an "
                f"empty stock, or nothing in stock that fits); its target is its whole stock, "
                f"{whole} pieces, not {self.target}"
            )

    @property
    def size(self) -> int:
        return len(self.board)

    def mask_of(self, value: int) -> int:
        """The squares holding ``value`` (OWN or OTHER) as a bitmask."""
        mask = 0
        for row_index, row in enumerate(self.board):
            for column, cell in enumerate(row):
                if cell == value:
                    mask |= 1 << (row_index * self.size + column)
        return mask


class BlokusProblem(BlokusGame):
    """Blokus Uno on one puzzle, as the engine's :class:`~cavalo_gui.engine.Problem`."""

    def __init__(self, puzzle: BlokusPuzzle) -> None:
        super().__init__(geometry(puzzle.size), puzzle.mask_of(OTHER))
        self.puzzle = puzzle
        own = puzzle.mask_of(OWN)
        self._initial: BlokusState = (own, *stock_left(self.geometry, own, puzzle.full_stock))
        self._heuristics: dict[str, Heuristic] | None = None

    def initial_state(self) -> BlokusState:
        return self._initial

    def heuristics(self) -> dict[str, Heuristic]:
        if self._heuristics is None:
            self._heuristics = blokus_heuristics(self)
        return self._heuristics

    def progress(self, state: BlokusState) -> float:
        """The player's pieces on the board."""
        return self.puzzle.target - sum(state[1:])

    def describe_state(self, state: BlokusState) -> Message:
        """'12 pieces on the board, stock 0/9/14 (1x1/2x2/cross)'."""
        pieces = self.puzzle.target - sum(state[1:])
        stock = "/".join(str(count) for count in state[1:])
        return message("blokus.state", n=pieces, stock=stock)

    def state_text(self, state: BlokusState) -> str:
        return format_board(self.geometry, state[0], self.other)

    def step_label(self, node: Node) -> str:
        """The placement that reached ``node``: 'cross@F7'."""
        return node.move or ""

    def touched(self, state: BlokusState, parent: BlokusState | None) -> tuple[int, ...]:
        """The squares the placement from ``parent`` covered (none at the start)."""
        if parent is None:
            return ()
        covered = state[0] & ~parent[0]
        return tuple(square for square in range(covered.bit_length()) if covered >> square & 1)

    def breakdown(self, _state: BlokusState, _heuristic: str) -> None:
        return None


def format_board(geometry: Geometry, own: int, other: int) -> str:
    """The board as text: column letters on top, row numbers on the left, ``O`` for the
    player's squares, ``X`` for the other pieces' and ``.`` for empty ones."""
    size = geometry.size
    width = len(str(size))
    header = " " * width + " " + " ".join(geometry.names[column][0] for column in range(size))
    lines = [header]
    for row in range(size):
        cells = []
        for column in range(size):
            bit = 1 << (row * size + column)
            cells.append("O" if own & bit else "X" if other & bit else ".")
        lines.append(f"{row + 1:>{width}} " + " ".join(cells))
    return "\n".join(lines)

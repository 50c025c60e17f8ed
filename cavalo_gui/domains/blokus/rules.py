"""The rules of Blokus Uno on one board: legal placements, the stock, the goal test.

A state is ``(own, single, square, cross)``: the player's squares as a bitmask, then the stock
left of 1x1, 2x2 and cross pieces (the course's order). The other pieces (2s on the course's
boards) never change, so the game holds them, not the state.

A placement is legal when the piece lies on the board on empty squares only, none of its
squares shares an edge with one of the player's, it covers one of the four corners if the
player has no piece on the board yet and otherwise touches one of the player's squares
diagonally, and its kind is in stock. Successors come in the manual's operator order: the
kinds as ``(operators)`` lists them (cross, 2x2, 1x1), then, within a kind, the spots row by
row from the top and left to right (see :mod:`.geometry`). Each placement costs 1. The goal is
reached when no piece is left in stock, or when no kind still in stock has a legal placement.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from cavalo_gui.domains.blokus.geometry import OPERATOR_ORDER, Geometry
from cavalo_gui.domains.catalogues import render
from cavalo_gui.engine.message import Message, message

BlokusState = tuple[int, int, int, int]

LEGAL_CACHE_SIZE = 1 << 16


KIND_MESSAGES = (
    message("blokus.kind-1x1"),
    message("blokus.kind-2x2"),
    message("blokus.kind-cross"),
)
"""Each kind of piece as a message names it, in the course's order."""


class PieceError(ValueError):
    """The player's squares on a board that are not whole pieces, or more pieces than stock:
    ``message`` says which, ``square`` is the first square of the group at fault, when one is."""

    def __init__(self, message: Message, square: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.square = square

    def __str__(self) -> str:
        return render(self.message)


class BlokusGame:
    """Blokus Uno on one board: ``other`` the squares of pieces that are not the player's."""

    def __init__(self, geometry: Geometry, other: int) -> None:
        self.geometry = geometry
        self.other = other
        self.legal_placements = functools.lru_cache(maxsize=LEGAL_CACHE_SIZE)(self._legal)

    def _blocked(self, own: int) -> int:
        """The squares no new piece may cover: taken, or sharing an edge with the player's."""
        return own | self.other | self.geometry.edge_neighbours(own)

    def _starts(self, own: int, blocked: int) -> int:
        """The free squares a new piece may touch the player's by: those diagonal to the
        player's squares, or the free corners of the board before the first piece."""
        if own:
            return self.geometry.diagonal_neighbours(own) & ~blocked
        return self.geometry.corners & ~blocked

    def _legal(self, state: BlokusState) -> tuple[int, ...]:
        """The indices of the legal placements in ``state``, in operator order."""
        own = state[0]
        geometry = self.geometry
        blocked = self._blocked(own)
        starts = self._starts(own, blocked)
        if not starts:
            return ()
        start_squares = geometry.squares_of(starts)
        placements = geometry.placements
        found: set[int] = set()
        for kind in OPERATOR_ORDER:
            if state[1 + kind] == 0:
                continue
            covering = geometry.covering[kind]
            for square in start_squares:
                for index in covering[square]:
                    if not placements[index].cells & blocked:
                        found.add(index)
        return tuple(sorted(found))

    def corner_squares(self, state: BlokusState) -> int:
        """The squares by which the next piece can touch the player's (a board corner for the
        first piece): those that a legal placement covers, as a bitmask."""
        own = state[0]
        covered = 0
        for index in self.legal_placements(state):
            covered |= self.geometry.placements[index].cells
        return covered & self._starts(own, self._blocked(own))

    def place(self, state: BlokusState, index: int) -> BlokusState:
        """The state after placement ``index`` (assumed legal): its squares become the
        player's and its kind's stock goes down by one."""
        placement = self.geometry.placements[index]
        stock = list(state[1:])
        stock[placement.kind] -= 1
        return (state[0] | placement.cells, stock[0], stock[1], stock[2])

    def successors(self, state: BlokusState) -> Iterator[tuple[str, BlokusState, float]]:
        for index in self.legal_placements(state):
            yield self.geometry.placement_label(index), self.place(state, index), 1

    def is_goal(self, state: BlokusState) -> bool:
        """No piece left in stock, or no legal placement for any kind still in stock."""
        return not any(state[1:]) or not self.legal_placements(state)


def count_pieces(geometry: Geometry, own: int) -> tuple[int, int, int]:
    """How many 1x1, 2x2 and cross pieces the player's squares ``own`` make.

    The player's pieces never share an edge, so each group of the player's squares joined by
    edges is one piece. PieceError names the squares of a group that is no piece.
    """
    counts = [0, 0, 0]
    left = own
    while left:
        group = left & -left
        while True:
            grown = group | (geometry.edge_neighbours(group) & own)
            if grown == group:
                break
            group = grown
        left &= ~group
        kind = geometry.kind_of_cells.get(group)
        if kind is None:
            names = ", ".join(geometry.names[square] for square in geometry.squares_of(group))
            raise PieceError(
                message("blokus.not-a-piece", names=names), geometry.squares_of(group)[0]
            )
        counts[kind] += 1
    return counts[0], counts[1], counts[2]


def stock_left(
    geometry: Geometry, own: int, full_stock: tuple[int, int, int]
) -> tuple[int, int, int]:
    """The stock once the player's pieces already on the board are counted out of it;
    PieceError when the board holds more pieces of a kind than the stock has."""
    on_board = count_pieces(geometry, own)
    for kind, (full, placed) in enumerate(zip(full_stock, on_board, strict=True)):
        if placed > full:
            over = message("blokus.over-stock", n=placed, kind=KIND_MESSAGES[kind], full=full)
            raise PieceError(over)
    return (
        full_stock[0] - on_board[0],
        full_stock[1] - on_board[1],
        full_stock[2] - on_board[2],
    )

"""The rules of the knight game (SPEC §2) over compact states.

A state is the tuple ``(mask, knight, points)``: ``mask`` has bit ``s`` set while square ``s``
still holds its number (numbers never move, so the initial board plus the mask is the whole
board), ``knight`` is the knight's square or -1 before the placement, ``points`` the score.
Tuples of three ints hash and compare fast, and a move copies nothing but three ints.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from cavalo_gui.domains.knight.board import (
    CELLS,
    FIRST_ROW,
    JUMP_TARGETS,
    SQUARE_NAMES,
    Board,
    check_board,
    is_double,
    symmetric_number,
)

KnightState = tuple[int, int, int]
Landing = tuple[int, int, int, int, str, bool]  # bit, keep mask, square, number, label, double
NO_SQUARE = -1
ALL_SQUARES = (1 << CELLS) - 1


class DoubleStrategy(Enum):
    """Which other double a double removes (SPEC §2, rule 5)."""

    MAX = "max"  # the highest one still on the board
    MIN = "min"  # the lowest one
    CHOICE = "choice"  # each one in turn: every removal is a separate successor


@dataclass(frozen=True)
class Move:
    """What one move did: where the knight landed, what it scored and what it emptied."""

    square: int
    scored: int
    removed: tuple[int, ...]  # squares emptied by the symmetric or double rule


class KnightGame:
    """One board with a target and a double strategy: the successor function and goal test."""

    def __init__(
        self, board: Board, target: int, double: DoubleStrategy = DoubleStrategy.MAX
    ) -> None:
        self.board = check_board(board)
        self.target = target
        self.double = double
        values = [0 if value is None else value for value in board]
        self.values: tuple[int, ...] = tuple(values)
        square_of = {value: square for square, value in enumerate(board) if value is not None}
        self.initial_mask = sum(1 << square for square in square_of.values())
        # The bit of the square that loses its number when the knight lands on each square.
        symmetric_bits = [0] * CELLS
        for value, square in square_of.items():
            partner = symmetric_number(value)
            if partner is not None and partner in square_of:
                symmetric_bits[square] = 1 << square_of[partner]
        self.symmetric_bits: tuple[int, ...] = tuple(symmetric_bits)
        self.double_squares: tuple[int, ...] = tuple(
            square_of[value] for value in sorted(square_of, reverse=True) if is_double(value)
        )  # highest double first
        self.is_double_square: tuple[bool, ...] = tuple(
            board[square] is not None and is_double(values[square]) for square in range(CELLS)
        )
        self.doubles_mask = sum(1 << square for square in self.double_squares)
        self._moves_from = self._move_table()
        # Under MAX and MIN, the bit of the double a landing on a double removes, for each set
        # of other doubles still on the board (at most 2**10 sets: there are ten doubles).
        self._double_removed: dict[int, int] | None = (
            None if double is DoubleStrategy.CHOICE else self._double_removal_table()
        )

    def initial_state(self) -> KnightState:
        return (self.initial_mask, NO_SQUARE, 0)

    def is_goal(self, state: KnightState) -> bool:
        return state[2] >= self.target

    def successors(self, state: KnightState) -> list[tuple[str, KnightState, int]]:
        """``(move label, next state, cost 1)`` in operator order: placements on row 1 from A to
        J, then the eight jumps. Under ``choice`` a move onto a double yields one successor per
        double it could remove, labelled with the number removed.

        The hot path of every search: one loop over the precomputed landings of the knight's
        square (see :meth:`_move_table`), building the list directly; the other double a
        landing on a double removes is one look-up (:meth:`_double_removal_table`).
        """
        mask, knight, points = state
        removed_double = self._double_removed
        result = []
        for bit, keep, square, value, label, double in self._moves_from[knight]:
            if mask & bit:
                rest = mask & keep
                if double:
                    if removed_double is None:
                        result.extend(self._double_choices(rest, square, points + value))
                        continue
                    rest ^= removed_double[rest & self.doubles_mask]
                result.append((label, (rest, square, points + value), 1))
        return result

    def _double_choices(
        self, rest: int, square: int, scored: int
    ) -> list[tuple[str, KnightState, int]]:
        """The successors of a landing on the double at ``square`` under ``choice`` (rule 5):
        one per other double on the board; ``rest`` is the mask with that square emptied."""
        label = SQUARE_NAMES[square]
        others = rest & self.doubles_mask
        if not others:
            return [(label, (rest, square, scored), 1)]
        return [
            (f"{label}-{self.values[other]:02d}", (rest & ~(1 << other), square, scored), 1)
            for other in self.double_squares
            if others >> other & 1
        ]

    def _double_removal_table(self) -> dict[int, int]:
        """For each set of doubles (a mask), the bit of the one a landing on a double removes
        with them on the board (rule 5): the highest under MAX, the lowest under MIN; 0 for
        none."""
        ordered = self.double_squares  # highest number first
        if self.double is DoubleStrategy.MIN:
            ordered = ordered[::-1]
        table = {0: 0}
        for count in range(1, len(ordered) + 1):
            for present in combinations(ordered, count):
                table[sum(1 << square for square in present)] = 1 << present[0]
        return table

    def _move_table(self) -> tuple[tuple[Landing, ...], ...]:
        """For each knight square 0-99, then for the placement (index 100, which ``knight = -1``
        also reaches), the candidate landings in operator order as ``(bit, keep mask, square,
        number, label, is double)``: the bit is tested first. ``mask & keep`` empties the
        landing square and, for a number with two digits, its symmetric partner's square (the
        keep mask has no sign bit, so the ``&`` copies nothing)."""

        def entry(square: int) -> Landing:
            double = self.is_double_square[square]
            emptied = (1 << square) | (0 if double else self.symmetric_bits[square])
            keep = ALL_SQUARES & ~emptied
            return (1 << square, keep, square, self.values[square], SQUARE_NAMES[square], double)

        jumps = [tuple(entry(target) for target in JUMP_TARGETS[square]) for square in range(CELLS)]
        return (*jumps, tuple(entry(square) for square in FIRST_ROW))

    # Reading states back, for display and for tests.

    def board_of(self, state: KnightState) -> Board:
        """The board as it stands in ``state`` (the knight's square is already empty)."""
        mask = state[0]
        return tuple(self.board[square] if mask >> square & 1 else None for square in range(CELLS))

    def move_between(self, before: KnightState, after: KnightState) -> Move:
        """What the move from ``before`` to ``after`` did."""
        square = after[1]
        emptied = before[0] & ~after[0] & ~(1 << square)
        removed = tuple(s for s in range(CELLS) if emptied >> s & 1)
        return Move(square, after[2] - before[2], removed)

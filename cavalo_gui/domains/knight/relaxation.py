"""The relaxed games behind the knight's stronger admissible heuristics (``pairs``,
``colours``, ``reach``, ``islands``): per-game tables over number sets, the knight's reachable
squares as whole-mask shifts, and the pair and colour bounds. Apart from the heuristics so
that the islands bound can build on them without importing the heuristics back."""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable

from cavalo_gui.domains.knight.board import (
    CELLS,
    FIRST_ROW,
    JUMP_TARGETS,
    KNIGHT_JUMPS,
    SIZE,
    symmetric_number,
)
from cavalo_gui.domains.knight.game import KnightGame

CHUNK = 10  # squares per look-up in the number-set tables of the relaxed bounds

# The stronger admissible heuristics below relax the game in three ways, each a fact of the rules:
# - only numbers the knight can still reach by jumps through numbered squares can be scored;
# - a knight's jump changes the colour of its square, so its landings alternate colours;
# - of a symmetric pair still on the board at most one can be scored (landing on one removes
#   the other), and j doubles scored remove j - 1 others, so at most ceil(m / 2) of m doubles.
# Each bound is the fewest moves of a relaxed game whose moves include the real ones, so it is
# admissible, and consistent (h(n) <= 1 + h(n')). The tests check both by exhaustive search.


def square_colour(square: int) -> int:
    """0 or 1, like the light and dark squares of a chess board."""
    row, column = divmod(square, SIZE)
    return (row + column) & 1


DOUBLE_NUMBERS = frozenset(range(0, 100, 11))
ALL_BUT_DOUBLES = ~sum(1 << number for number in DOUBLE_NUMBERS)


class RelaxationTables:
    """Per-game tables for the relaxed bounds, which work on *number sets*: bit v set while the
    number v is still usable (numbers on a board are distinct). The highest number left is then
    ``bit_length() - 1`` and is its own value, so a bound walks the numbers from the top without
    ever stepping over removed ones."""

    def __init__(self, game: KnightGame) -> None:
        numbered = [square for square in range(CELLS) if game.initial_mask >> square & 1]
        square_of = {game.values[square]: square for square in numbered}
        self.doubles_mask = game.doubles_mask
        self.row_one = [0, 0]
        for square in FIRST_ROW:
            if game.initial_mask >> square & 1:
                self.row_one[square_colour(square)] |= 1 << square
        self.colour_numbers = [0, 0]
        for number, square in square_of.items():
            self.colour_numbers[square_colour(square)] |= 1 << number
        # Taking number v rules out v and its smaller symmetric partner (any colour / same colour).
        keep_any = [~(1 << number) for number in range(100)]
        keep_same = list(keep_any)
        for number, square in square_of.items():
            partner = symmetric_number(number)
            if partner is not None and partner < number and partner in square_of:
                keep_any[number] &= ~(1 << partner)
                if square_colour(square_of[partner]) == square_colour(square):
                    keep_same[number] &= ~(1 << partner)
        self.keep_any = tuple(keep_any)
        self.keep_same = tuple(keep_same)
        self.chunks = tuple(self._chunk_table(game, start) for start in range(0, CELLS, CHUNK))

    @staticmethod
    def _chunk_table(game: KnightGame, start: int) -> tuple[int, ...]:
        """For each subset of the 10 squares from ``start``, the set of their numbers."""
        table = [0] * (1 << CHUNK)
        for subset in range(1, 1 << CHUNK):
            low = subset & -subset
            square = start + low.bit_length() - 1
            number_bit = 1 << game.values[square] if game.initial_mask >> square & 1 else 0
            table[subset] = table[subset ^ low] | number_bit
        return tuple(table)

    def numbers_of(self, squares: int) -> int:
        """The set of numbers on a set of squares."""
        c0, c1, c2, c3, c4, c5, c6, c7, c8, c9 = self.chunks
        return (
            c0[squares & 1023]
            | c1[squares >> 10 & 1023]
            | c2[squares >> 20 & 1023]
            | c3[squares >> 30 & 1023]
            | c4[squares >> 40 & 1023]
            | c5[squares >> 50 & 1023]
            | c6[squares >> 60 & 1023]
            | c7[squares >> 70 & 1023]
            | c8[squares >> 80 & 1023]
            | c9[squares >> 90 & 1023]
        )

    def pairs_bound(self, numbers: int, missing: int, cap: int) -> float:
        """Fewest of ``numbers`` covering ``missing``, one per symmetric pair and at most
        ``cap`` doubles (greedy from the top is exact: the constraints form a matroid)."""
        keep = self.keep_any
        moves = doubles = 0
        while numbers:
            number = numbers.bit_length() - 1
            numbers &= keep[number]
            if number in DOUBLE_NUMBERS:
                doubles += 1
                if doubles >= cap:
                    numbers &= ALL_BUT_DOUBLES
            moves += 1
            missing -= number
            if missing <= 0:
                return moves
        return math.inf

    def colour_bound(self, numbers: int, first: int, missing: int, cap: int) -> float:
        """Fewest moves whose landings alternate colours, starting on colour ``first``: the
        largest numbers of each colour taken in turn (per colour: one per same-colour pair, at
        most ``cap`` doubles). Infinite once the colour due next has nothing left."""
        keep = self.keep_same
        due = numbers & self.colour_numbers[first]
        other = numbers & self.colour_numbers[first ^ 1]
        due_doubles = other_doubles = moves = 0
        while due:
            number = due.bit_length() - 1
            due &= keep[number]
            if number in DOUBLE_NUMBERS:
                due_doubles += 1
                if due_doubles >= cap:
                    due &= ALL_BUT_DOUBLES
            moves += 1
            missing -= number
            if missing <= 0:
                return moves
            due, other, due_doubles, other_doubles = other, due, other_doubles, due_doubles
        return math.inf


def _jump_shifts() -> tuple[tuple[int, int], ...]:
    """The knight's eight jumps as shifts of the whole mask: (shift, squares it may jump from)."""
    shifts = []
    for row_change, column_change in KNIGHT_JUMPS:
        sources = 0
        for square in range(CELLS):
            row, column = divmod(square, SIZE)
            if 0 <= row + row_change < SIZE and 0 <= column + column_change < SIZE:
                sources |= 1 << square
        shifts.append((row_change * SIZE + column_change, sources))
    return tuple(shifts)


JUMP_SHIFTS = _jump_shifts()
JUMP_MASKS: tuple[int, ...] = tuple(
    sum(1 << target for target in JUMP_TARGETS[square]) for square in range(CELLS)
)
_DOWN = tuple((shift, sources) for shift, sources in JUMP_SHIFTS if shift > 0)
_UP = tuple((-shift, sources) for shift, sources in JUMP_SHIFTS if shift < 0)


def reachable_squares(mask: int, knight: int, row_one: int) -> int:
    """The numbered squares of ``mask`` the knight can still reach by jumps through numbered
    squares (before the placement: from any numbered square of row 1, ``row_one``)."""
    frontier = (JUMP_MASKS[knight] if knight >= 0 else row_one) & mask
    seen = frontier
    (d0, m0), (d1, m1), (d2, m2), (d3, m3) = _DOWN
    (u0, n0), (u1, n1), (u2, n2), (u3, n3) = _UP
    while frontier:
        spread = (
            (frontier & m0) << d0
            | (frontier & m1) << d1
            | (frontier & m2) << d2
            | (frontier & m3) << d3
            | (frontier & n0) >> u0
            | (frontier & n1) >> u1
            | (frontier & n2) >> u2
            | (frontier & n3) >> u3
        )
        frontier = spread & mask & ~seen
        seen |= frontier
    return seen


_TABLES: weakref.WeakKeyDictionary[KnightGame, RelaxationTables] = weakref.WeakKeyDictionary()


def relaxation_tables(game: KnightGame) -> RelaxationTables:
    """The game's tables, built once (~4 ms) and shared by the three relaxed bounds."""
    tables = _TABLES.get(game)
    if tables is None:
        tables = _TABLES[game] = RelaxationTables(game)
    return tables


RelaxedBound = Callable[[int, int, int, int], float]  # (usable, mask, knight, missing) -> moves


def relaxed_bound(game: KnightGame, *, colours: bool) -> RelaxedBound:
    """The greater of the pair bound and (if ``colours``) the colour bound over the numbers on
    the squares ``usable``, for a state with ``mask``, ``knight`` and ``missing`` points."""
    tables = relaxation_tables(game)
    numbers_of, pairs_bound, colour_bound = (
        tables.numbers_of,
        tables.pairs_bound,
        tables.colour_bound,
    )
    doubles_mask = tables.doubles_mask
    inf = math.inf

    def bound_over(usable: int, mask: int, knight: int, missing: int) -> float:
        numbers = numbers_of(usable)
        cap = ((mask & doubles_mask).bit_count() + 1) >> 1  # ceil(m / 2) of m doubles left
        bound = pairs_bound(numbers, missing, cap)
        if not colours or bound == inf:
            return bound
        if knight >= 0:
            by_colour = colour_bound(numbers, (knight // SIZE + knight) & 1 ^ 1, missing, cap)
        else:
            by_colour = min(
                (
                    colour_bound(numbers, colour, missing, cap)
                    for colour in (0, 1)
                    if tables.row_one[colour] & usable
                ),
                default=inf,
            )
        return max(bound, by_colour)

    return bound_over
